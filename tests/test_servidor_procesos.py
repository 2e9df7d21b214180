"""`retiro servir --procesos N`: los mismos bytes que en un proceso, en orden, con la memoria acotada, y un proceso de
cálculo que muere no pierde ninguna respuesta ni cuelga el servicio (docs/protocolo.md, «Varios procesos»)."""

from __future__ import annotations

import io
import json
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

import ayuda_procesos
from retiro.cli.conformidad import MAX_PROCESOS
from retiro.protocolo.procesos import (
    LOTE,
    MAX_BYTES_EN_VUELO,
    TAREAS_POR_PROCESO,
    Piscina,
    Ventana,
    servir_stdio_procesos,
)
from retiro.protocolo.servidor import MAX_CUERPO, codificar, responder, servir_stdio
from retiro.protocolo.servidor_http import crear_servidor_http
from test_servidor import BUENA

RAIZ = Path(__file__).resolve().parent.parent
AYUDA = Path(__file__).resolve().parent / "ayuda_procesos.py"


def _ejemplos() -> list[bytes]:
    lineas = []
    for f in sorted((RAIZ / "ejemplos").glob("*.json")):
        lineas.append(json.dumps(json.loads(f.read_text(encoding="utf-8")), ensure_ascii=False).encode("utf-8"))
    assert len(lineas) >= 5
    return lineas


def _generadas(n: int, semilla: int = 24) -> list[bytes]:
    """Solicitudes variadas (elegibles, no elegibles, fuera de vigencia, datos malos, con y sin id) y líneas que el
    lector trata aparte: en blanco, CRLF, UTF-8 malo, JSON roto, el saludo."""
    r = random.Random(semilla)
    lineas = []
    for i in range(n):
        s = dict(BUENA)
        s["fecha_nacimiento"] = f"{r.randint(1935, 1965)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}"
        s["fecha_ingreso"] = f"{r.randint(1960, 1995)}-07-01"
        s["fecha_retiro"] = f"{r.randint(2000, 2016)}-{r.randint(1, 12):02d}-15"
        s["servicio_acreditable"] = str(r.randint(5, 40))
        s["retribucion_promedio"] = f"{r.randint(9000, 90000)}.{r.randint(0, 99):02d}"
        if r.random() < 0.2:
            s["cuerpo"] = "policia"
        if r.random() < 0.5:
            s["id_solicitud"] = f"g-{i}"
        if r.random() < 0.1:
            s["retribucion_promedio"] = r.choice([-5, 1.5, "mucho", None])
        lineas.append(json.dumps(s).encode())
        extra = r.random()
        if extra < 0.03:
            lineas.append(b"")
        elif extra < 0.06:
            lineas.append(json.dumps({**BUENA, "id_solicitud": f"crlf-{i}"}).encode() + b"\r")
        elif extra < 0.08:
            lineas.append(b"\xff\xfe{" + str(i).encode())
        elif extra < 0.10:
            lineas.append(b'{"fecha_nacimiento": "1956-05-10", ')
        elif extra < 0.11:
            lineas.append(b'{"protocolo": "retiro", "version_protocolo": "1.0"}')
        elif extra < 0.12:
            lineas.append(b'{"id_solicitud": "dup", "id_solicitud": "dup"}')
    return lineas


def _servir(argumentos: list[str], entrada: bytes) -> bytes:
    """La salida de `retiro servir` (u otra orden) con toda la entrada escrita de una vez, en tubería."""
    r = subprocess.run(argumentos, input=entrada, capture_output=True, timeout=600)
    assert r.returncode == 0, r.stderr.decode(errors="replace")
    assert b"Traceback" not in r.stderr, r.stderr.decode(errors="replace")
    return r.stdout


def _en_el_proceso(entrada: bytes) -> bytes:
    salida = io.BytesIO()
    servir_stdio(io.BytesIO(entrada), salida)
    return salida.getvalue()


def test_con_procesos_los_mismos_bytes_que_en_un_proceso_ejemplos_y_generadas():
    demasiado_larga = b'{"x": "' + b"a" * (MAX_CUERPO + 10) + b'"}'
    lineas = _ejemplos() + _generadas(400) + [demasiado_larga] + _ejemplos()
    entrada = b"".join(x + b"\n" for x in lineas)
    servir = [sys.executable, "-m", "retiro", "servir"]
    uno = _servir(servir, entrada)
    respuestas = uno.splitlines()
    assert len(respuestas) == sum(1 for x in lineas if x.strip())  # one answer per non-blank line
    assert sum(b'"interno"' in x for x in respuestas) == 0
    assert any(b"pasa de" in x for x in respuestas) and any(b'"id_solicitud": "g-' in x for x in respuestas)
    assert _servir([*servir, "--procesos", "1"], entrada) == uno
    assert _servir([*servir, "--procesos", "2"], entrada) == uno


def _con_ids(n: int, lentas: int = 0, morir: tuple[int, ...] = ()) -> tuple[list[str], bytes]:
    ids = []
    for i in range(n):
        ids.append("morir" if i in morir else f"lenta-{i}" if lentas and i % lentas == 0 else f"s{i:04d}")
    entrada = b"".join(json.dumps({**BUENA, "id_solicitud": x}).encode() + b"\n" for x in ids)
    return ids, entrada


def test_las_respuestas_salen_en_orden_aunque_los_lotes_terminen_desordenados():
    # every 90th request slows its batch down: the other worker finishes the batches behind it first
    ids, entrada = _con_ids(600, lentas=90)
    salida = _servir([sys.executable, str(AYUDA), "2", "desordenado"], entrada)
    assert [json.loads(x)["id_solicitud"] for x in salida.splitlines()] == ids
    assert salida == _en_el_proceso(entrada)


def test_un_proceso_que_muere_da_un_error_a_su_solicitud_y_las_demas_su_respuesta():
    ids, entrada = _con_ids(300, morir=(57, 201))
    salida = _servir([sys.executable, str(AYUDA), "2", "morir"], entrada).splitlines()
    esperadas = _en_el_proceso(entrada).splitlines()
    assert len(salida) == len(ids)  # none lost, no hang
    for i, (x, y) in enumerate(zip(salida, esperadas, strict=True)):
        if ids[i] != "morir":
            assert x == y, i
            continue
        r = json.loads(x)
        assert r["id_solicitud"] == "morir" and r["error"]["interno"] is True
        assert "terminó sin contestar" in r["error"]["detalle"] and "no es un problema" in r["error"]["mensaje"]


def test_http_un_proceso_que_muere_da_un_error_a_su_solicitud_y_la_piscina_sigue():
    piscina = Piscina(2, ayuda_procesos.atender_o_morir)
    try:
        buena = json.dumps({**BUENA, "id_solicitud": "b"}).encode()
        assert piscina.responder(buena) == codificar(responder(buena))
        r = json.loads(piscina.responder(json.dumps({**BUENA, "id_solicitud": "morir"}).encode()))
        assert r["id_solicitud"] == "morir" and r["error"]["interno"] is True
        assert piscina.reinicios == 2  # killed once, and again when tried alone: then it is that request
        assert piscina.responder(buena) == codificar(responder(buena))
    finally:
        piscina.cerrar()


class _Interminable(io.RawIOBase):
    """Una entrada de `n` líneas que cuenta cuántas se han leído (la de un cliente que escribe sin parar)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.leidas = 0
        self.linea = json.dumps(BUENA).encode() + b"\n"

    def readline(self, limite: int = -1) -> bytes:
        if self.leidas >= self.n:
            return b""
        self.leidas += 1
        return self.linea


class _Contadora(io.RawIOBase):
    def __init__(self, entrada: _Interminable) -> None:
        self.entrada = entrada
        self.escritas = 0
        self.adelanto = 0  # the most lines read and not yet answered, seen at any write

    def write(self, datos: bytes) -> int:
        self.adelanto = max(self.adelanto, self.entrada.leidas - self.escritas)
        self.escritas += datos.count(b"\n")
        return len(datos)


def test_la_memoria_no_crece_con_la_entrada_la_ventana_acota_lo_leido_sin_contestar():
    entrada = _Interminable(5000)
    salida = _Contadora(entrada)
    ventana = Ventana(40)
    assert servir_stdio_procesos(2, entrada, salida, trabajo=ayuda_procesos.eco, ventana=ventana) == 0
    assert salida.escritas == 5000
    assert ventana.maximo <= 40 and salida.adelanto <= 40 + 1  # plus the line the reader holds, waiting
    assert ventana.solicitudes == 0 and ventana.bytes == 0


@pytest.mark.parametrize("valor", ["0", "-1", "dos", "1.5", "65", ""])
def test_un_numero_de_procesos_malo_es_un_error_que_nombra_procesos(valor):
    r = subprocess.run(
        [sys.executable, "-m", "retiro", "servir", "--procesos", valor], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2
    assert "--procesos" in r.stderr and "entero de 1 a 64" in r.stderr and "Traceback" not in r.stderr


def test_http_con_procesos_contesta_los_mismos_bytes():
    servidor = crear_servidor_http(0, piscina=Piscina(2))
    hilo = threading.Thread(target=servidor.serve_forever, daemon=True)
    hilo.start()
    url = f"http://127.0.0.1:{servidor.server_address[1]}/"
    cuerpos = _ejemplos() + _generadas(30) + [b"basura", b'{"id_solicitud": "x"}']
    respuestas: dict[int, bytes] = {}

    def pedir(primera: int) -> None:  # 8 clients at once (the server admits 32 connections), each in turn
        for i in range(primera, len(cuerpos), 8):
            peticion = urllib.request.Request(url, cuerpos[i], {"Content-Type": "application/json"})
            with urllib.request.urlopen(peticion, timeout=120) as r:
                assert r.status == 200
                respuestas[i] = r.read()

    try:
        hilos = [threading.Thread(target=pedir, args=(i,)) for i in range(8)]
        for h in hilos:
            h.start()
        for h in hilos:
            h.join(180)
        procesos = list(servidor.piscina._ejecutor._processes.values())
        enviados = servidor.piscina.enviados
    finally:
        servidor.shutdown()
        servidor.server_close()
    assert len(respuestas) == len(cuerpos)
    for i, cuerpo in enumerate(cuerpos):
        assert respuestas[i] == codificar(responder(cuerpo)), i
    assert enviados == 2 + len(cuerpos)  # the 2 that start the workers, then one per request: all in the pool
    assert len(procesos) == 2 and not any(p.is_alive() for p in procesos)  # server_close stopped them


def _hijos(pid: int) -> list[int]:
    with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as f:
        return [int(x) for x in f.read().split()]


def _de_calculo(hijos: list[int]) -> int:
    """Cuántos de los hijos son procesos de cálculo (los demás: el vigilante de recursos de multiprocessing)."""
    n = 0
    for h in hijos:
        with open(f"/proc/{h}/cmdline", "rb") as f:
            n += b"spawn_main" in f.read()
    return n


def _del_interprete(err: str) -> bool:
    """A KeyboardInterrupt raised before retiro's code runs: in the interpreter's start-up, while it finds the
    module (runpy) or loads the package `retiro` (which loads nothing else). That trace is Python's, as for any
    program; from `retiro/__main__.py` on, Ctrl+C ends with 130 and no trace (the deterministic test below)."""
    archivos = re.findall(r'File "([^"]+)"', err)
    return err.rstrip().endswith("KeyboardInterrupt") and all(
        a.startswith("<frozen ") or a.endswith(("retiro/__init__.py", "retiro/version.py")) for a in archivos
    )


def test_ctrl_c_mientras_se_carga_la_orden_termina_con_130_y_sin_traza(tmp_path):
    """Deterministic: a KeyboardInterrupt while `python -m retiro` loads its command (here, raised by the import of
    `retiro.cli`, where it landed in CI at 0.05 s) ends with 130 and no trace; the console script goes the same way."""
    (tmp_path / "sitecustomize.py").write_text(
        "import sys\n"
        "class Ctrl:\n"
        "    def find_spec(self, nombre, ruta=None, objetivo=None):\n"
        "        if nombre == 'retiro.cli':\n"
        "            raise KeyboardInterrupt\n"
        "sys.meta_path.insert(0, Ctrl())\n",
        encoding="utf-8",
    )
    entorno = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), *sys.path])}
    for orden in ([sys.executable, "-m", "retiro", "--version"], [sys.executable, "-c", _DEL_GUION]):
        r = subprocess.run(orden, capture_output=True, text=True, env=entorno, timeout=60)
        assert (r.returncode, r.stderr) == (130, ""), (orden, r.stderr)


# what the console script `retiro` runs (pyproject.toml, [project.scripts])
_DEL_GUION = "import sys; from retiro.__main__ import ejecutar; sys.exit(ejecutar())"


def test_la_orden_retiro_pasa_por_la_guarda():
    texto = (RAIZ / "pyproject.toml").read_text(encoding="utf-8")
    assert 'retiro = "retiro.__main__:ejecutar"' in texto


def _vivo(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


def _sin_huerfanos(hijos: list[int]) -> None:
    for _ in range(400):  # a bound against a hang, not a measurement: the children end, or the test fails
        if not any(_vivo(h) for h in hijos):
            return
        time.sleep(0.05)
    raise AssertionError("quedan procesos de cálculo huérfanos")


def _servir_en_su_grupo() -> subprocess.Popen:
    """`retiro servir --procesos 2` por stdio, en un grupo de procesos propio (al que va el Ctrl+C de las pruebas)."""
    return subprocess.Popen(
        [sys.executable, "-m", "retiro", "servir", "--procesos", "2"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
        preexec_fn=ayuda_procesos.sigint_por_defecto,
    )


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="cuenta los procesos hijos en /proc (Linux)")
@pytest.mark.parametrize("senal", ["SIGTERM", "SIGINT al grupo (Ctrl+C)"])
def test_sigterm_o_ctrl_c_detienen_los_procesos_de_calculo(senal):
    p = _servir_en_su_grupo()
    try:
        p.stdin.write(json.dumps(BUENA).encode() + b"\n")
        p.stdin.flush()
        assert b"pension" in p.stdout.readline()  # the workers are up (started before the first answer)
        hijos = _hijos(p.pid)
        assert _de_calculo(hijos) == 2
        if senal == "SIGTERM":
            p.send_signal(signal.SIGTERM)
        else:
            os.killpg(p.pid, signal.SIGINT)
        codigo = p.wait(timeout=60)
        assert codigo == (128 + signal.SIGTERM if senal == "SIGTERM" else 130)
        _sin_huerfanos(hijos)
        assert b"Traceback" not in p.stderr.read()
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def test_un_ctrl_c_que_el_nucleo_da_al_hilo_lector_tambien_detiene_el_servidor(tmp_path):
    """CI vio `retiro servir --procesos 2` seguir vivo 60 s después de un Ctrl+C. Una señal dirigida al proceso puede
    llegar a cualquiera de sus hilos; si no es el principal, este, dormido esperando un evento, no la atendía hasta
    el siguiente (que sin más solicitudes no llega). Aquí la señal va, a propósito, al hilo lector."""
    senal = tmp_path / "ya"
    p = subprocess.Popen(
        [sys.executable, str(Path(__file__).with_name("ayuda_procesos.py")), "2", "atender", str(senal)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=ayuda_procesos.sigint_por_defecto,
    )
    try:
        p.stdin.write(json.dumps(BUENA).encode() + b"\n")
        p.stdin.flush()
        assert b"pension" in p.stdout.readline()
        hijos = _hijos(p.pid)
        senal.touch()
        assert p.wait(timeout=60) == 130  # a bound against the hang, not a measurement
        assert b"Traceback" not in p.stderr.read()
        _sin_huerfanos(hijos)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def test_los_procesos_de_calculo_nacen_con_sigint_bloqueado_y_lo_ignoran_antes_de_desbloquearlo():
    """Un Ctrl+C mientras un proceso de cálculo todavía importa no lo interrumpe (sin «Traceback»): nace con SIGINT
    bloqueado (la máscara del hilo que lo arranca pasa por fork y exec) y lo ignora antes de desbloquearlo. Vale para
    los procesos arrancados por stdio (hilo principal) y por HTTP (un hilo del servidor)."""
    piscina = Piscina(2, ayuda_procesos.sigint_al_arrancar)
    try:
        respuestas: list[bytes] = []
        hilo = threading.Thread(target=lambda: respuestas.extend(piscina.enviar([b"x"] * 3)[1].result()))
        hilo.start()
        hilo.join(60)
        for _ in range(4):
            respuestas += piscina.enviar([b"x"])[1].result()
        assert respuestas
        assert {json.loads(r)["bloqueado"] for r in respuestas} == {True}
        assert {json.loads(r)["ignorado"] for r in respuestas} == {True}
    finally:
        piscina.cerrar()


@pytest.mark.larga
@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="cuenta los procesos hijos en /proc (Linux)")
def test_ctrl_c_en_cualquier_momento_del_arranque_termina_sin_traceback_ni_huerfanos():
    """Ctrl+C al grupo a distintos momentos del arranque de `retiro servir --procesos 2` (antes, durante y después de
    arrancar los procesos de cálculo): termina (130, o la señal misma si llega antes de que Python la atienda), sin
    «Traceback» y sin procesos de cálculo huérfanos. La prueba determinista es la de arriba; esta, la del usuario."""
    for espera in (0.05, 0.15, 0.3, 0.45, 0.6, 0.8, 1.0, 1.3, 1.6, 2.0):
        p = _servir_en_su_grupo()
        try:
            time.sleep(espera)  # a moment of the start-up, not a measurement
            hijos = _hijos(p.pid)
            os.killpg(p.pid, signal.SIGINT)
            codigo = p.wait(timeout=60)
            assert codigo in (130, -signal.SIGINT), (espera, codigo)
            err = p.stderr.read().decode("utf-8", "replace")
            assert "Traceback" not in err or _del_interprete(err), (espera, err[-2000:])
            for _ in range(400):  # a bound against a hang: the children end, or the test fails
                if not any(_vivo(h) for h in hijos):
                    break
                time.sleep(0.05)
            assert not any(_vivo(h) for h in hijos), (espera, "quedan procesos de cálculo huérfanos")
        finally:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()


def test_las_cifras_de_la_documentacion_son_las_del_codigo():
    texto = " ".join((RAIZ / "docs" / "protocolo.md").read_text(encoding="utf-8").split())
    assert f"un entero de 1 a {MAX_PROCESOS})" in texto
    assert f"más de {LOTE * TAREAS_POR_PROCESO} solicitudes por proceso de cálculo" in texto
    assert f"(ni más de {MAX_BYTES_EN_VUELO // (1 << 20)} MiB de ellas)" in texto


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="cuenta los procesos hijos en /proc (Linux)")
def test_la_orden_servir_http_con_procesos_contesta_y_sigterm_la_detiene_entera():
    p = subprocess.Popen(
        [sys.executable, "-m", "retiro", "servir", "--http", "0", "--procesos", "2"],
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        linea = p.stderr.readline().decode()
        url = linea.split("en ", 1)[1].split(" ", 1)[0]  # «… sirviendo el protocolo 1.2 en http://…/ (Ctrl+C…»
        hijos = _hijos(p.pid)
        assert _de_calculo(hijos) == 2  # the workers start before the server says it is serving
        for cuerpo in [*_ejemplos()[:3], b"basura"]:
            peticion = urllib.request.Request(url, cuerpo, {"Content-Type": "application/json"})
            with urllib.request.urlopen(peticion, timeout=120) as r:
                assert r.status == 200 and r.read() == codificar(responder(cuerpo))
        p.send_signal(signal.SIGTERM)
        assert p.wait(timeout=60) == 128 + signal.SIGTERM
        _sin_huerfanos(hijos)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
