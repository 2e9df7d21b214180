"""El kit contra implementaciones que abusan de él: goteo, cuerpos sin fin, líneas enormes, grupos de procesos.

Cada prueba usa una implementación traviesa (tests/implementacion_traviesa.py por stdio,
tests/implementacion_traviesa_http.py por HTTP) y mide lo que promete el kit: un plazo por caso para todo el
intercambio, un tope de tamaño por respuesta, la memoria acotada (tracemalloc), ningún proceso huérfano, un
saludo ilegible contado como arranque fallido, las líneas de más atribuidas a su momento e informes que
sobreviven a cualquier carácter. `scripts/memoria_kit.py` mide además la memoria máxima del proceso.
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import threading
import time
import tracemalloc
import uuid
from pathlib import Path

import pytest

import implementacion_traviesa_http as traviesa_http
from ayuda_kit import BUENA, pedir, retiro
from ayuda_kit import orden_traviesa as orden
from retiro.conformidad import objetivos
from retiro.conformidad.objetivos import FalloDeImplementacion, Programa

LIMITE = 1.0
MB = 1 << 20
POCOS = "clausula-18.5.a and not test_propiedades"  # ten cases, for the end-to-end runs
MEMORIA_MAXIMA = 24 * MB  # Python allocations of the kit while it deals with one abusive answer
#: A guard against a kit that never stops (an endless drip would keep it forever), not a measure of speed: generous,
#: so that a busy machine does not fail it. What a test checks is the kit's own verdict («en 1 s», «supera»).
PLAZO_DE_CUELGUE = 120


def con_plazo(funcion, segundos: float):
    """Ejecuta `funcion` en un hilo; si no termina en `segundos`, la prueba falla (el kit se colgó)."""
    resultado: dict = {}

    def correr():
        try:
            resultado["valor"] = funcion()
        except BaseException as e:
            resultado["error"] = e

    hilo = threading.Thread(target=correr, daemon=True)
    hilo.start()
    hilo.join(segundos)
    assert not hilo.is_alive(), f"el kit sigue esperando tras {segundos} s"
    return resultado


def pico_de_memoria(funcion) -> tuple[dict, int]:
    tracemalloc.start()
    try:
        r = con_plazo(funcion, PLAZO_DE_CUELGUE)
        return r, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.fixture
def traviesa():
    p = Programa(orden(), tiempo_limite=LIMITE)
    yield p
    p.cerrar()


@pytest.fixture(scope="module")
def servicio():
    servidor, url = traviesa_http.arrancar()
    yield url
    servidor.shutdown()


# -- HTTP ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("ruta", ["/gotea", "/gotea_cabeceras"])
def test_un_servicio_que_gotea_un_byte_cada_medio_segundo_falla_el_caso_en_el_plazo(servicio, ruta):
    h = objetivos.crear(servicio + ruta, tiempo_limite=LIMITE)
    try:
        r = con_plazo(lambda: pedir(h), PLAZO_DE_CUELGUE)  # the drip never ends: only the kit's limit stops it
    finally:
        h.cerrar()
    assert isinstance(r.get("error"), FalloDeImplementacion), r
    assert f"en {LIMITE:g} s" in str(r["error"])  # the case failed by the kit's own limit, not by this guard


@pytest.mark.parametrize("ruta", ["/sin_fin", "/largo"])
def test_un_cuerpo_sin_fin_o_enorme_falla_el_caso_sin_agotar_la_memoria(servicio, ruta):
    h = objetivos.crear(servicio + ruta, tiempo_limite=5)
    try:
        r, pico = pico_de_memoria(lambda: pedir(h))
    finally:
        h.cerrar()
    assert isinstance(r.get("error"), FalloDeImplementacion), r
    assert "supera" in str(r["error"]) and "MiB" in str(r["error"])
    assert pico < MEMORIA_MAXIMA, f"pico de memoria {pico / MB:.0f} MiB"


@pytest.mark.parametrize(("ruta", "motivo"), [("/saludo_malo", "no es JSON"), ("/saludo_digitos", "no se puede leer")])
def test_un_saludo_http_ilegible_cuenta_como_arranque_fallido_y_no_se_insiste(servicio, ruta, motivo):
    h = objetivos.crear(servicio + ruta, tiempo_limite=LIMITE)
    try:
        for _ in range(objetivos.MAX_ARRANQUES_FALLIDOS):
            with pytest.raises(FalloDeImplementacion, match=motivo):
                pedir(h)
        with pytest.raises(FalloDeImplementacion, match="no se vuelve a intentar"):
            pedir(h)
        assert h.estadisticas()["arranques_fallidos"] == objetivos.MAX_ARRANQUES_FALLIDOS
    finally:
        h.cerrar()


# -- stdio --------------------------------------------------------------------------------------------


def test_una_linea_de_100_mb_falla_pronto_y_sin_agotar_la_memoria():
    p = Programa(orden(), tiempo_limite=30)
    try:
        r, pico = pico_de_memoria(lambda: pedir(p, "enorme"))
        assert isinstance(r.get("error"), FalloDeImplementacion), r
        assert "supera" in str(r["error"]), r["error"]
        assert pico < MEMORIA_MAXIMA, f"pico de memoria {pico / MB:.0f} MiB"
        assert pedir(p)["edad_al_retiro"] == 55  # a new process for the next case
    finally:
        p.cerrar()


class _Trozo(bytes):
    """A piece read from the implementation that counts the bytes searched in it."""

    examinados = 0

    def find(self, *argumentos):
        _Trozo.examinados += len(self)
        return super().find(*argumentos)


def test_el_lector_de_lineas_es_lineal(monkeypatch):
    """Una respuesta de 900 KiB (bajo el tope) llega en trozos de 64 KiB: cada byte se examina una sola vez (leerla no
    cuesta más que copiarla). Se cuentan los bytes examinados, no el tiempo."""
    p = Programa(orden(), tiempo_limite=10)
    try:
        p.evaluar(dict(BUENA))  # started
        pieza = b'{"x": "' + b"y" * (900 * 1024) + b'"}\n'
        lectura, escritura = os.pipe()
        p.proceso.stdout.close()
        p.proceso.stdout = os.fdopen(lectura, "rb", buffering=0)
        leer = os.read
        lecturas = []

        def leer_contando(fd, n):
            lecturas.append(n)
            return _Trozo(leer(fd, n))

        monkeypatch.setattr(objetivos.os, "read", leer_contando)
        _Trozo.examinados = 0
        hilo = threading.Thread(target=lambda: (os.write(escritura, pieza), os.close(escritura)))
        hilo.start()
        texto = p._leer_linea(time.monotonic() + PLAZO_DE_CUELGUE, "a la prueba")
        hilo.join()
        assert len(texto) == len(pieza) - 1
        # each piece searched once, where it arrived: a reader that searched what it had gathered so far (quadratic)
        # examines the pieces elsewhere and gives another count; a change of method must change this measure too
        assert lecturas, "el lector no leyó con os.read: esta medición ya no ve lo que examina"
        assert _Trozo.examinados == len(pieza), f"examinó {_Trozo.examinados} bytes de una respuesta de {len(pieza)}"
    finally:
        p.cerrar()


def test_un_campo_de_mas_de_10_mb_falla_el_caso(traviesa):
    r, pico = pico_de_memoria(lambda: pedir(traviesa, "relleno"))
    assert isinstance(r.get("error"), FalloDeImplementacion), r
    assert "supera" in str(r["error"])
    assert pico < MEMORIA_MAXIMA, f"pico de memoria {pico / MB:.0f} MiB"


def test_de_un_stderr_enorme_solo_se_guarda_el_final():
    p = Programa(orden(), tiempo_limite=10)
    try:
        r, pico = pico_de_memoria(lambda: pedir(p, "stderr"))
        assert isinstance(r.get("error"), FalloDeImplementacion), r
        assert "código de salida 3" in str(r["error"]) and "fin del stderr" in str(r["error"])
        assert pico < MEMORIA_MAXIMA, f"pico de memoria {pico / MB:.0f} MiB"
    finally:
        p.cerrar()


@pytest.mark.parametrize("que", ["anidado", "digitos"])
def test_una_respuesta_que_un_lector_json_ingenuo_no_puede_leer_falla_solo_ese_caso(traviesa, que):
    with pytest.raises(FalloDeImplementacion, match="no se puede leer"):
        pedir(traviesa, que)
    assert pedir(traviesa)["edad_al_retiro"] == 55


@pytest.mark.parametrize("saludo", ["digitos", "anidado"])
def test_un_saludo_ilegible_cuenta_como_arranque_fallido(saludo):
    p = Programa(orden("--saludo", saludo), tiempo_limite=LIMITE)
    try:
        for _ in range(objetivos.MAX_ARRANQUES_FALLIDOS):
            with pytest.raises(FalloDeImplementacion, match="saludo"):
                pedir(p)
        with pytest.raises(FalloDeImplementacion, match="no se vuelve a intentar"):
            pedir(p)
        assert p.proceso is None  # each failed start stopped its process
    finally:
        p.cerrar()


def _procesos_con(marca: str) -> list[int]:
    pids = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                if marca.encode() in (d / "cmdline").read_bytes():
                    pids.append(int(d.name))
            except OSError:
                pass
    return pids


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="necesita /proc (Linux)")
def test_un_lanzador_sin_exec_no_deja_huerfanos():
    """`sh -c '… ; true'` no reemplaza al shell: el programa es nieto del kit. Se detiene todo el grupo."""
    marca = f"huerfano-{uuid.uuid4().hex}"
    p = Programa(f"sh -c {shlex.quote(orden('--marca', marca) + '; true')}", tiempo_limite=LIMITE)
    try:
        with pytest.raises(FalloDeImplementacion, match="sin respuesta completa"):
            pedir(p, "cuelga")
        assert pedir(p)["edad_al_retiro"] == 55
        p.cerrar()
        fin = time.monotonic() + 3
        while _procesos_con(marca) and time.monotonic() < fin:
            time.sleep(0.05)
        assert _procesos_con(marca) == []
    finally:
        p.cerrar()
        for pid in _procesos_con(marca):  # never leave them behind, even when the test fails
            os.kill(pid, signal.SIGKILL)


def test_una_linea_tardia_se_atribuye_al_intercambio_tras_el_que_llego_y_no_al_siguiente(traviesa):
    pedir(traviesa, "tardia")
    time.sleep(0.5)  # the late line arrives before the next request
    assert pedir(traviesa)["edad_al_retiro"] == 55  # judged on its own answer, from a fresh process
    (de_mas,) = traviesa.tomar_lineas_de_mas()
    assert de_mas.despues_de == 1 and "llego tarde" in de_mas.texto
    assert traviesa.tomar_lineas_de_mas() == []


def test_dos_lineas_juntas_se_detectan_al_final_del_mismo_caso(traviesa):
    pedir(traviesa, "doble")
    time.sleep(0.1)
    with pytest.raises(FalloDeImplementacion, match=r"más de una línea.*dos"):
        traviesa.al_terminar_el_caso()
    assert pedir(traviesa)["edad_al_retiro"] == 55


# -- end to end: the reports survive ------------------------------------------------------------------


SUSTITUTO, HTML = "cmd:" + orden("--siempre", "sustituto"), "cmd:" + orden("--siempre", "html")
TARDIA = "cmd:" + orden("--siempre", "tardia")


@pytest.fixture(scope="module")
def informe(tmp_path_factory):
    """Una ejecución del kit contra tres traviesas: un sustituto suelto en cada respuesta; HTML y Markdown; una
    línea de más, tardía, tras cada respuesta."""
    salida = tmp_path_factory.mktemp("abuso") / "informe"
    r = retiro(
        "conformidad",
        *("--implementacion", SUSTITUTO, "--implementacion", HTML, "--implementacion", TARDIA),
        *("--salida", str(salida), "-k", POCOS),
    )
    return r, salida, json.loads((salida / "casos.json").read_text(encoding="utf-8"))


def test_los_informes_sobreviven_a_un_sustituto_suelto(informe):
    r, salida, datos = informe
    assert "Traceback" not in r.stderr, r.stderr
    casos = [c for c in datos["casos"] if c["objetivo"] == SUSTITUTO and c["resultado"] != "no_aplica"]
    assert casos and all(c["resultado"] == "aprobado" for c in casos)
    assert datos["veredictos"][SUSTITUTO]["codigo_salida"] == 0
    assert "\\ud800" in (salida / "casos.json").read_text(encoding="utf-8")
    for archivo in ("informe.md", "informe.html", "informe.json", "cucumber.json", "junit.xml"):
        (salida / archivo).read_bytes().decode("utf-8")  # valid UTF-8 everywhere


def test_el_informe_escapa_lo_que_escribe_la_implementacion(informe):
    r, salida, datos = informe
    assert r.returncode == 1 and datos["veredictos"][HTML]["codigo_salida"] == 1, r.stdout + r.stderr
    md = (salida / "informe.md").read_text(encoding="utf-8")
    html = (salida / "informe.html").read_text(encoding="utf-8")
    assert "<script>" not in md and "</details> ```" not in md
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "alert(1)" in md  # shown, escaped


def test_las_lineas_tardias_hacen_fallar_los_casos_tras_los_que_llegan(informe):
    _, _, datos = informe
    assert datos["veredictos"][TARDIA]["nivel"] == "no_conforme"
    casos = [c for c in datos["casos"] if c["objetivo"] == TARDIA and c["resultado"] != "no_aplica"]
    marcados = [c for c in casos if c["lineas_de_mas"]]
    assert marcados and all(c["resultado"] == "fallido" for c in marcados)
    assert all("nadie pidió" in c["mensaje"] or "más de una línea" in c["mensaje"] for c in marcados)
