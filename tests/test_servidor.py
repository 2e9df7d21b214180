"""`retiro servir`: la referencia por stdio y por HTTP, y el kit probado a través de los transportes reales."""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from retiro.servidor import crear_servidor_http, servir_stdio

RAIZ = Path(__file__).resolve().parent.parent
BUENA = {
    "fecha_nacimiento": "1960-05-10",
    "fecha_ingreso": "1984-07-01",
    "fecha_retiro": "2016-01-15",
    "servicio_acreditable": "26",
    "retribucion_promedio": "30000.00",
    "en_servicio_activo": True,
}


def stdio(*lineas: str) -> list[dict]:
    salida = io.BytesIO()
    servir_stdio(io.BytesIO("".join(x + "\n" for x in lineas).encode("utf-8")), salida)
    return [json.loads(x) for x in salida.getvalue().decode("utf-8").splitlines()]


def test_stdio_saludo_solicitud_error_y_basura_una_linea_por_respuesta():
    saludo, bien, error, basura = stdio(
        json.dumps({"protocolo": "retiro", "version_protocolo": "1.0"}),
        json.dumps(BUENA),
        "",
        json.dumps({**BUENA, "fecha_retiro": "2016-02-30"}),
        "{no",
    )
    assert saludo["protocolo"] == "retiro" and saludo["version_protocolo"] == "1.0"
    assert bien["elegibilidad"]["elegible"] is True and bien["version_protocolo"] == "1.0"
    assert error["error"]["campo"] == "fecha_retiro"
    assert basura["error"]["campo"] == "solicitud" and "no es JSON válido" in basura["error"]["mensaje"]


def test_stdio_un_numero_con_decimales_se_rechaza_igual_que_en_el_proceso():
    from retiro import evaluar

    (r,) = stdio(json.dumps({**BUENA, "retribucion_promedio": 30000.5}))
    assert r == evaluar(json.loads(json.dumps({**BUENA, "retribucion_promedio": 30000.5})))
    assert r["error"]["campo"] == "retribucion_promedio"


@pytest.fixture(scope="module")
def http():
    servidor = crear_servidor_http(0)
    hilo = threading.Thread(target=servidor.serve_forever, daemon=True)
    hilo.start()
    yield f"http://127.0.0.1:{servidor.server_address[1]}"
    servidor.shutdown()
    servidor.server_close()


def _post(url: str, cuerpo: bytes) -> tuple[int, dict]:
    pedido = urllib.request.Request(url, data=cuerpo, headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(pedido, timeout=5) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def test_http_get_da_el_saludo_y_post_la_respuesta_con_estado_200(http):
    with urllib.request.urlopen(http + "/", timeout=5) as r:
        assert json.loads(r.read())["protocolo"] == "retiro"
    estado, r = _post(http + "/", json.dumps(BUENA).encode())
    assert estado == 200 and r["edad_al_retiro"] == 55
    estado, r = _post(http + "/", json.dumps({**BUENA, "cuerpo": "marina"}).encode())
    assert estado == 200 and r["error"]["campo"] == "cuerpo"
    estado, r = _post(http + "/", b"{no es json")
    assert estado == 200 and r["error"]["campo"] == "solicitud"


def test_http_ruta_desconocida_da_404_con_un_error_del_protocolo(http):
    estado, r = _post(http + "/otra", json.dumps(BUENA).encode())
    assert estado == 404 and r["error"]["campo"] == "ruta"


def test_servir_http_escucha_solo_en_la_interfaz_local_por_defecto():
    p = subprocess.Popen([sys.executable, "-m", "retiro", "servir", "--http", "0"], stderr=subprocess.PIPE, text=True)
    try:
        linea = p.stderr.readline()
        assert re.search(r"sirviendo el protocolo 1\.0 en http://127\.0\.0\.1:\d+/", linea), linea
    finally:
        p.terminate()
        p.wait(timeout=5)


@pytest.fixture
def servidor_http_externo():
    p = subprocess.Popen([sys.executable, "-m", "retiro", "servir", "--http", "0"], stderr=subprocess.PIPE, text=True)
    linea = p.stderr.readline()
    url = re.search(r"http://\S+", linea).group(0)
    yield url
    p.terminate()
    p.wait(timeout=5)


def test_la_referencia_pasa_el_100_por_ciento_por_stdio_y_por_http(servidor_http_externo, tmp_path):
    """SUBCONJUNTO REPRESENTATIVO: todos los .feature de los Artículos 18 y 10 (no las interpretaciones ni las
    propiedades), por los dos transportes reales en una sola sesión. La suite completa por cada transporte se mide
    aparte (docs/conformidad.md: `scripts/benchmark_stdio.py --suite`)."""
    stdio_cmd = "cmd:" + " ".join(shlex.quote(x) for x in (sys.executable, "-m", "retiro", "servir"))
    registro = tmp_path / "casos.json"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "steps/test_articulo_18.py",
            "steps/test_articulo_10.py",
            "--implementacion",
            stdio_cmd,
            "--implementacion",
            servidor_http_externo,
            "--registro-casos",
            str(registro),
        ],
        cwd=RAIZ,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "RETIRO_RESULTADOS": str(tmp_path / "r.json")},
    )
    assert r.returncode == 0, r.stdout[-3000:]
    casos = json.loads(registro.read_text(encoding="utf-8"))["casos"]
    for objetivo in (stdio_cmd, servidor_http_externo):
        propios = [c for c in casos if c["objetivo"] == objetivo]
        assert len(propios) > 100
        assert {c["resultado"] for c in propios} == {"aprobado"}
