"""Ataques al kit y a la CLI (issue 25): nada se escapa del kit, nada de su entorno pasa a la implementación, y
ninguna lectura de archivo es ilimitada."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from retiro.conformidad import objetivos

IMPLEMENTACION = textwrap.dedent(
    """
    import json, os, sys, time
    if os.fork() == 0:  # a grandchild that leaves the process group and the session, and lives on
        os.setsid()
        if os.fork() == 0:
            open(sys.argv[1], "w").write(str(os.getpid()))
            time.sleep(300)
        os._exit(0)
    for linea in sys.stdin:
        if "protocolo" in json.loads(linea):
            print(json.dumps({"protocolo": "retiro", "version_protocolo": "1.0", "implementacion": "x",
                              "version": "0", "entorno": sorted(os.environ)}), flush=True)
    """
)


def _vivo(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().split(b") ")[1][:1] != b"Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux: /proc y PR_SET_CHILD_SUBREAPER")
def test_un_nieto_que_llama_a_setsid_no_escapa_y_el_entorno_no_pasa(tmp_path, monkeypatch):
    monkeypatch.setenv("SECRETO_DEL_KIT", "ficha")
    programa = tmp_path / "impl.py"
    programa.write_text(IMPLEMENTACION, encoding="utf-8")
    marca = tmp_path / "nieto.pid"
    p = objetivos.Programa(f"{sys.executable} {programa} {marca}")
    p.abrir()
    try:
        assert "SECRETO_DEL_KIT" not in p.saludo["entorno"] and "PATH" in p.saludo["entorno"]
        fin = time.monotonic() + 30
        while not (marca.exists() and marca.read_text()) and time.monotonic() < fin:
            time.sleep(0.02)
        nieto = int(marca.read_text())
        assert _vivo(nieto)
    finally:
        p.cerrar()
    assert not _vivo(nieto), "el nieto que salió de su grupo con setsid() sigue vivo"


@pytest.mark.parametrize("origen", ["--solicitud /dev/zero", "--solicitud - < /dev/zero"])
def test_una_solicitud_sin_fin_se_lee_solo_hasta_el_limite(origen):
    r = subprocess.run(
        f"{sys.executable} -m retiro calcular {origen}", shell=True, capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2 and "pasa de" in r.stderr and "Traceback" not in r.stderr


def test_el_limite_de_la_cli_es_el_del_protocolo():
    from retiro.cli import archivos
    from retiro.comun.limites import MAX_BYTES

    assert archivos.MAX_ARCHIVO == MAX_BYTES


DESORDENADA = textwrap.dedent(
    """
    import json, sys
    version, anterior = sys.argv[1], None
    respuesta = {"version_protocolo": version, "error": {"campo": "fecha_retiro", "mensaje": "no"}}
    for linea in sys.stdin:
        s = json.loads(linea)
        if "protocolo" in s:
            print(json.dumps({"protocolo": "retiro", "version_protocolo": version}), flush=True)
            continue
        # answers with the id of the request before (as a server that answers out of order); says what it got
        r = {**respuesta, "error": {**respuesta["error"], "mensaje": "recibí " + str(s.get("id_solicitud"))}}
        if anterior is not None:
            r["id_solicitud"] = anterior
        anterior = s.get("id_solicitud")
        print(json.dumps(r), flush=True)
    """
)


def test_una_respuesta_fuera_de_orden_es_un_fallo_del_protocolo_y_no_un_valor_equivocado(tmp_path):
    programa = tmp_path / "desordenada.py"
    programa.write_text(DESORDENADA, encoding="utf-8")
    p = objetivos.Programa(f"{sys.executable} {programa} 1.1")
    try:
        with pytest.raises(objetivos.FalloDeImplementacion, match=r"sin su id_solicitud: se envió «kit-1».*ninguno"):
            p.evaluar({"fecha_retiro": "2012-01-01"})
        with pytest.raises(objetivos.FalloDeImplementacion, match=r"fuera de orden.*«kit-2».*«kit-1»"):
            p.evaluar({"fecha_retiro": "2012-01-01"})
    finally:
        p.cerrar()


def test_a_una_implementacion_del_protocolo_1_0_no_se_le_envia_id(tmp_path):
    programa = tmp_path / "desordenada.py"
    programa.write_text(DESORDENADA, encoding="utf-8")
    p = objetivos.Programa(f"{sys.executable} {programa} 1.0")
    try:
        for _ in range(2):
            assert p.evaluar({"fecha_retiro": "2012-01-01"})["error"]["mensaje"] == "recibí None"
    finally:
        p.cerrar()


def _procesos_con(marca: str) -> list[int]:
    """The implementation's processes (its own command line runs the script with the mark; not retiro's or
    pytest's, which carry the mark inside their --implementacion argument)."""
    pids = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                argumentos = (d / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if (
                len(argumentos) > 2
                and argumentos[1].endswith(b"implementacion_traviesa.py")
                and marca.encode() in argumentos
            ):
                pids.append(int(d.name))
    return pids


def _padre(pid: int) -> int | None:
    try:
        datos = Path(f"/proc/{pid}/stat").read_bytes()
    except OSError:
        return None
    return int(datos[datos.rfind(b")") + 2 :].split()[1])


@pytest.mark.larga
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux: /proc")
def test_sigterm_de_retiro_conformidad_detiene_las_implementaciones(tmp_path):
    """SIGTERM to `retiro` alone (as a service manager or `kill` sends it, not to its group): before, the
    implementations it started went on running. Now retiro stops pytest, which stops each implementation."""
    marca = f"sigterm-{uuid.uuid4().hex}"
    traviesa = Path(__file__).parent / "implementacion_traviesa.py"
    orden = [
        sys.executable, "-m", "retiro", "conformidad", "--salida", str(tmp_path / "informe"),
        "--implementacion", f"cmd:{sys.executable} {traviesa} --marca {marca}",
    ]  # fmt: skip
    retiro = subprocess.Popen(orden, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        fin = time.monotonic() + 120

        def de_pytest() -> list[int]:  # started by the pytest that retiro runs, not by retiro's own first check
            return [p for p in _procesos_con(marca) if _padre(p) not in (retiro.pid, None)]

        while not de_pytest() and time.monotonic() < fin:
            time.sleep(0.1)
        assert de_pytest(), "la implementación no arrancó"
        os.kill(retiro.pid, signal.SIGTERM)
        codigo = retiro.wait(timeout=60)
        fin = time.monotonic() + 10
        while _procesos_con(marca) and time.monotonic() < fin:
            time.sleep(0.05)
        assert _procesos_con(marca) == [], "SIGTERM dejó implementaciones vivas"
        assert codigo == 128 + signal.SIGTERM
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(retiro.pid, signal.SIGKILL)
        for pid in _procesos_con(marca):
            os.kill(pid, signal.SIGKILL)
