"""Complemento de pytest del kit de conformidad (lo importa `steps/conftest.py`).

- ``--implementacion=OBJETIVO`` (repetible: los escenarios se ejecutan contra cada objetivo, uno tras otro en
  la misma sesión) y ``--tiempo-limite=S`` por caso.
- La fixture ``implementacion`` que usan los pasos: envía la solicitud al objetivo, valida la respuesta
  (esquemas del protocolo) y decide qué es un «no soportado»: aceptado (caso omitido) solo si la solicitud
  usa una parte que el saludo declaró no soportada (`retiro.protocolo.alcance`); si no, un caso fallido.
- El registro de cada caso (`Caso`, en ``caso["kit"]`` para los pasos): las expectativas de los pasos
  «Entonces» (`retiro.conformidad.expectativas`), comprobadas aquí: las de la redacción de la referencia
  solo contra la referencia.
- ``--registro-casos=ARCHIVO``: escribe, por escenario y fila de ejemplos, las etiquetas, los pasos (con su
  estado), las solicitudes, las respuestas, las expectativas y el resultado. De ahí salen el informe de
  conformidad, el veredicto y los vectores de prueba.
- Informes honestos: un caso «no soportado» es *skipped* en JUnit y en Cucumber JSON (con todos sus pasos);
  un escenario que no llama a la implementación no cuenta para ella (*skipped*, «no usa la implementación»);
  ``--cucumberjson`` lo escribe este complemento, con el estado de cada paso.
- Con ``--implementacion``, el código de salida de pytest sigue al veredicto (`retiro.conformidad.veredicto`).
"""

from __future__ import annotations

import json
import signal
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import settings

from retiro.comun import progreso
from retiro.conformidad import (
    cucumber,
    especificacion,
    expectativas,
    fallo_legible,
    objetivos,
    seguro,
    validacion,
    veredicto,
)
from retiro.conformidad.expectativas import LEY, Expectativa
from retiro.protocolo import alcance

CLAVE = pytest.StashKey["Caso"]()
PREFIJO_NO_SOPORTADO = "no soportado"
NO_USA = "no usa la implementación bajo prueba"
SOLO_REDACCION = "solo comprueba la redacción propia de la referencia"
REFERENCIA = "referencia"
MAX_GUARDADAS = 5  # requests (and answers) kept per case in the registry; the count is in "llamadas"


def pytest_addoption(parser):
    g = parser.getgroup("retiro", "kit de conformidad del protocolo retiro")
    g.addoption(
        "--implementacion",
        action="append",
        default=[],
        metavar="OBJETIVO",
        help="implementación bajo prueba: referencia (por defecto), modulo:funcion, cmd:<orden> o "
        "http://anfitrion:puerto/ruta; repetible",
    )
    g.addoption(
        "--tiempo-limite",
        type=float,
        default=objetivos.TIEMPO_LIMITE,
        metavar="S",
        help="segundos por caso, para todo el intercambio (programas y HTTP)",
    )
    g.addoption(
        "--registro-casos", metavar="ARCHIVO", help="escribe el registro de cada caso en JSON (informe y vectores)"
    )
    g.addoption(
        "--progreso",
        action="store_true",
        help="una barra de progreso en stderr (casos hechos, fallidos y lo que falta); la pone `retiro conformidad` "
        "en una terminal fuera de CI",
    )
    g.addoption(
        "--solo-casos", metavar="ARCHIVO", help="JSON [{objetivo, archivo, linea, ejemplo}]: ejecuta solo esos casos"
    )


def nombres(config) -> list[str]:
    return config.getoption("implementacion", default=None) or [REFERENCIA]


def modo_kit(config) -> bool:
    """¿Se pidió explícitamente una implementación (y no solo la referencia)?"""
    return any(n != REFERENCIA for n in (config.getoption("implementacion", default=None) or []))


class _Objetivos:
    """Los objetivos abiertos de la sesión (uno por texto), que se cierran al final."""

    def __init__(self, tiempo_limite: float):
        self.tiempo_limite = tiempo_limite
        self.abiertos: dict[str, objetivos.Objetivo] = {}

    def obtener(self, nombre: str) -> objetivos.Objetivo:
        if nombre not in self.abiertos:
            try:
                self.abiertos[nombre] = objetivos.crear(nombre, self.tiempo_limite)
            except ValueError as e:
                raise pytest.UsageError(f"--implementacion: {e}") from None
        return self.abiertos[nombre]

    def cerrar(self) -> None:
        for o in self.abiertos.values():
            o.cerrar()


class Caso(dict):
    """El registro de un caso (escenario × fila de ejemplos × objetivo); `comprobar` es lo que usan los pasos."""

    def comprobar(self, respuesta, lista: list[Expectativa]) -> None:
        """Registra las expectativas de un paso y las comprueba; las de la referencia, solo contra ella."""
        contra_referencia = self.get("objetivo", REFERENCIA) == REFERENCIA
        paso = self["pasos_detalle"][-1]["texto"] if self.get("pasos_detalle") else None
        evaluadas = []
        for e in lista:
            d = e.como_dict()
            d["paso"] = paso
            d["evaluada"] = e.alcance == LEY or contra_referencia
            d["respuesta"] = len(self["respuestas"]) - 1
            if d["evaluada"]:
                evaluadas.append(e)
                motivo = expectativas.fallo(respuesta, e)
                d["cumple"] = motivo is None
                if motivo is not None:
                    d["fallo"] = seguro.texto(motivo)
            self["expectativas"].append(d)
        mensaje = expectativas.mensaje(respuesta, evaluadas)
        if mensaje is not None:
            raise AssertionError(mensaje)


def _caso(item) -> Caso:
    if CLAVE not in item.stash:
        item.stash[CLAVE] = Caso(
            solicitudes=[], respuestas=[], expectativas=[], pasos_detalle=[], partes=[], lineas_de_mas=[]
        )
    return item.stash[CLAVE]


def caso_de(request) -> Caso:
    """El registro del caso en curso (para la fixture ``caso`` de la especificación)."""
    return _caso(request.node)


def _objetivo_del_item(item) -> str:
    params = getattr(getattr(item, "callspec", None), "params", {})
    return params.get("implementacion") or nombres(item.config)[0]


_CONFIG = None  # the session's config (collect reports do not carry it)


def pytest_configure(config):
    global _CONFIG
    _CONFIG = config
    if getattr(config.option, "dist", "no") != "no" and (
        modo_kit(config) or config.getoption("registro_casos") or config.getoption("solo_casos")
    ):
        # The kit runs in one process: with pytest-xdist (the repository's suite uses it) the implementations, the
        # record and the verdict would be split among workers that do not see each other.
        config.option.dist, config.option.tx = "no", []
    config._retiro_errores_de_recoleccion = 0
    config._retiro_objetivos = _Objetivos(config.getoption("tiempo_limite"))
    config._retiro_casos = []
    config._retiro_intercambios = {}  # target -> {exchange number: case}
    config._retiro_inicio = time.monotonic()
    config._retiro_deseleccionados = 0
    config._retiro_completo = False
    for nombre in nombres(config):  # fail fast on a bad target text
        if not nombre.startswith(("cmd:", "http://", "https://")):
            config._retiro_objetivos.obtener(nombre)
    if any(n.startswith("cmd:") for n in nombres(config)) and threading.current_thread() is threading.main_thread():
        # `retiro conformidad` stops pytest with SIGTERM on Ctrl+C: end the session cleanly, so that every program
        # started (each in its own process group) is stopped too.
        config._retiro_sigterm = signal.signal(signal.SIGTERM, _interrumpir)
    _definiciones_de_pasos_una_vez()


def _definiciones_de_pasos_una_vez() -> None:
    """Issue 24: pytest-bdd 9 busca la definición de cada paso recorriendo, en cada paso de cada caso, todas las
    fixtures de la sesión (unas 72) y la visibilidad de cada una: la quinta parte del tiempo del kit. Las
    definiciones de pasos se registran al importar los módulos de pasos, nunca durante la ejecución, así que lo
    visible desde un módulo de escenarios no cambia: se recorre una vez por módulo, y cada frase se empareja una vez
    por módulo (el mismo resultado, en el mismo orden, que la búsqueda de pytest-bdd). Si otra versión de pytest-bdd
    no tiene esa función, no se toca nada."""
    import importlib
    import weakref

    bdd = importlib.import_module("pytest_bdd.scenario")
    original = getattr(bdd, "find_fixturedefs_for_step", None)
    registro = getattr(bdd, "step_function_context_registry", None)
    if original is None or registro is None or getattr(original, "_retiro_una_vez", False):
        return
    from pytest_bdd.compat import get_fixture_names, getfixturedefs

    visibles: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # fixture manager -> {node id: [(def, ctx)]}
    emparejadas: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # manager -> {(tipo, frase, id): [def]}

    def buscar(step, fixturemanager, node):
        padre = node.parent.nodeid if node.parent is not None else node.nodeid
        clave = (step.type, step.name, padre)
        hechas = emparejadas.setdefault(fixturemanager, {})
        if clave not in hechas:
            por_nodo = visibles.setdefault(fixturemanager, {})
            if padre not in por_nodo:
                por_nodo[padre] = [
                    (definicion, registro[definicion.func])
                    for nombre in get_fixture_names(fixturemanager=fixturemanager)
                    for definicion in getfixturedefs(fixturemanager, nombre, node) or []
                    if definicion.func in registro
                ]
            hechas[clave] = [
                definicion
                for definicion, ctx in por_nodo[padre]
                if (ctx.type is None or ctx.type == step.type) and ctx.parser.is_matching(step.name)
            ]
        return iter(hechas[clave])

    buscar._retiro_una_vez = True
    bdd.find_fixturedefs_for_step = buscar
    _firmas_una_vez(bdd)


def _firmas_una_vez(bdd) -> None:
    """Issue 24: pytest-bdd 9 calcula con `inspect.signature` la firma de la función de cada paso en cada paso de
    cada caso (una décima parte del kit fuera de las propiedades). Una función no cambia de firma: se calcula una vez
    por función (el mismo objeto `Signature`, inmutable; la lista de argumentos, una copia nueva en cada llamada).
    Si otra versión de pytest-bdd no usa esos nombres, no se toca nada."""
    import functools

    firma, requeridos = getattr(bdd, "signature", None), getattr(bdd, "get_required_args", None)
    if firma is None or requeridos is None or getattr(firma, "_retiro_una_vez", False):
        return
    firma_guardada = functools.cache(firma)
    requeridos_guardados = functools.cache(lambda funcion: tuple(requeridos(funcion)))

    def requeridos_de(funcion):
        return list(requeridos_guardados(funcion))

    firma_guardada._retiro_una_vez = True  # type: ignore[attr-defined]
    bdd.signature, bdd.get_required_args = firma_guardada, requeridos_de


def _interrumpir(signum, frame):
    raise KeyboardInterrupt


def _tomar_cucumber(config) -> None:
    """pytest-bdd escribe Cucumber JSON sin los pasos de un caso omitido; lo escribe este complemento."""
    propio = getattr(config, "_bddcucumberjson", None)
    if propio is not None:
        config.pluginmanager.unregister(propio)
        del config._bddcucumberjson
        config._retiro_cucumber = propio.logfile


def pytest_sessionstart(session):
    """Toma Cucumber JSON y, con ``--implementacion``, arranca cada objetivo: si no arranca, un solo mensaje."""
    config = session.config
    _tomar_cucumber(config)
    config._retiro_errores_de_recoleccion = 0
    if modo_kit(config):
        for nombre in nombres(config):
            try:
                config._retiro_objetivos.obtener(nombre).abrir()
            except objetivos.FalloDeImplementacion as e:
                raise pytest.UsageError(f"la implementación «{nombre}» no arrancó: {e}") from None


def pytest_collectreport(report):
    if report.failed and _CONFIG is not None:
        _CONFIG._retiro_errores_de_recoleccion += 1


def _pedidos(config) -> set[tuple[str, str, int]] | None:
    """Con ``--solo-casos``: los (objetivo, archivo, línea) pedidos; si no, None."""
    ruta = config.getoption("solo_casos", default=None)
    if not ruta:
        return None
    if not hasattr(config, "_retiro_pedidos"):
        casos = json.loads(Path(ruta).read_text(encoding="utf-8"))
        config._retiro_pedidos = {(c["objetivo"], c["archivo"], c["linea"]) for c in casos}
    return config._retiro_pedidos


def pytest_generate_tests(metafunc):
    """Con varios ``--implementacion``, cada escenario se parametriza por objetivo (con ``--solo-casos``, solo por
    los objetivos que lo piden: con muchas implementaciones defectuosas, no se recogen miles de casos de más)."""
    lista = nombres(metafunc.config)
    pedidos = _pedidos(metafunc.config)
    plantilla = _plantilla(metafunc.definition) if pedidos is not None else None
    if plantilla is not None:
        clave = (plantilla.feature.rel_filename, plantilla.line_number)
        lista = [n for n in lista if (n, *clave) in pedidos] or lista[:1]
    if len(nombres(metafunc.config)) > 1 and "_pytest_bdd_example" in metafunc.fixturenames:
        metafunc.fixturenames.append("implementacion")
        metafunc.parametrize("implementacion", lista, indirect=True, ids=[_id(n) for n in lista])


def _id(nombre: str) -> str:
    return nombre.rsplit(":", 1)[-1] if ":" in nombre and not nombre.startswith(("cmd:", "http")) else nombre


def clave_de_caso(objetivo: str, archivo: str, linea: int, ejemplo: dict) -> str:
    return json.dumps([objetivo, archivo, linea, ejemplo], ensure_ascii=False, sort_keys=True)


def _plantilla(item):
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    return scenario_wrapper_template_registry.get(getattr(item, "obj", None))


def pytest_collection_modifyitems(session, config, items):
    """Con ``--solo-casos``, deselecciona los demás (lo usa `retiro.conformidad.poder`)."""
    ruta = config.getoption("solo_casos")
    if not ruta:
        return
    pedidos = {
        clave_de_caso(c["objetivo"], c["archivo"], c["linea"], c["ejemplo"])
        for c in json.loads(Path(ruta).read_text(encoding="utf-8"))
    }
    quedan, fuera = [], []
    for item in items:
        plantilla = _plantilla(item)
        params = getattr(getattr(item, "callspec", None), "params", {})
        if plantilla is None:
            fuera.append(item)
            continue
        clave = clave_de_caso(
            _objetivo_del_item(item),
            plantilla.feature.rel_filename,
            plantilla.line_number,
            dict(params.get("_pytest_bdd_example") or {}),
        )
        (quedan if clave in pedidos else fuera).append(item)
    if fuera:
        config.hook.pytest_deselected(items=fuera)
        items[:] = quedan


def pytest_deselected(items):
    for item in items:
        plantilla = _plantilla(item)
        if plantilla is not None:
            item.config._retiro_deseleccionados += 1


def pytest_collection_finish(session):
    """¿Se ejecuta la especificación completa (todos los .feature que cuentan, nada deseleccionado)?"""
    config = session.config
    archivos: set[Path] = set()
    for item in session.items:
        plantilla = _plantilla(item)
        if plantilla is not None:
            archivos.add(Path(plantilla.feature.filename).resolve())
    base = next(iter(archivos)).parents[1] if archivos else None
    normativos = especificacion.archivos_normativos(base) if base else set()
    config._retiro_completo = bool(normativos) and normativos <= archivos and config._retiro_deseleccionados == 0
    config._retiro_total = len(session.items)


def pytest_runtest_logfinish(nodeid, location):
    """Con ``--progreso``: la barra, a lo sumo diez veces por segundo (y al terminar el último caso)."""
    config = _CONFIG
    if config is None or not config.getoption("progreso", default=False):
        return
    config._retiro_hechos = getattr(config, "_retiro_hechos", 0) + 1
    total = getattr(config, "_retiro_total", 0)
    ahora = time.monotonic()
    if config._retiro_hechos < total and ahora - getattr(config, "_retiro_ultima_barra", 0.0) < 0.1:
        return
    config._retiro_ultima_barra = ahora
    fallidos = sum(1 for c in config._retiro_casos if c.get("resultado") == "fallido")
    detalle = f"{fallidos} {'fallido' if fallidos == 1 else 'fallidos'}" if fallidos else ""
    texto = progreso.linea(config._retiro_hechos, total, ahora - config._retiro_inicio, "casos", detalle)
    sys.stderr.write("\r" + texto + "\x1b[K")
    sys.stderr.flush()


def _borrar_barra(config) -> None:
    if config.getoption("progreso", default=False) and getattr(config, "_retiro_hechos", 0):
        sys.stderr.write("\r\x1b[K")
        sys.stderr.flush()


def seleccion(config) -> str | None:
    """None si se ejecutó la especificación completa; si no, una descripción de la selección."""
    if getattr(config, "_retiro_completo", False):
        return None
    k = config.getoption("keyword", default="")
    if k:
        return f"«-k {k}»"
    if not hasattr(config, "_retiro_total"):
        return None  # nothing was collected (a target that did not start): no selection to speak of
    return "(parte de los escenarios)"


# -- the implementation under test -------------------------------------------------------------------


def _atribuir_lineas_de_mas(config, nombre: str, objetivo: objetivos.Objetivo) -> None:
    """Cada línea que nadie pidió hace fallar el caso tras cuya respuesta llegó (aunque ya se diera por bueno)."""
    for linea in objetivo.tomar_lineas_de_mas():
        caso = config._retiro_intercambios.get(nombre, {}).get(linea.despues_de)
        if caso is None:
            continue
        caso["lineas_de_mas"].append(seguro.texto(linea.texto))
        if caso.get("resultado") is not None:
            _marcar_linea_de_mas(caso)


def _marcar_linea_de_mas(caso: Caso) -> None:
    caso["resultado"] = "fallido"
    caso["paso_fallido"] = caso.get("paso_fallido") or "(después de la respuesta)"
    caso["mensaje"] = (
        "después de la respuesta llegó una línea que nadie pidió (una respuesta por solicitud; puede venir de este "
        f"caso o de uno anterior): {caso['lineas_de_mas'][0]!r}"
    )


def _no_soportado(objetivo: objetivos.Objetivo, solicitud: dict, error: dict, usadas: list[str]) -> None:
    declaradas = objetivo.partes_no_soportadas()
    cubiertas = [p for p in usadas if p in declaradas]
    detalle = f"{error.get('campo')}: {error.get('mensaje')}"
    if cubiertas:
        pytest.skip(f"{PREFIJO_NO_SOPORTADO}: {', '.join(cubiertas)} (declarado en el saludo) — {detalle}")
    raise objetivos.FalloDeImplementacion(
        f"contestó «no soportado» ({detalle}) a una solicitud que no usa ninguna parte declarada no soportada "
        f"(la solicitud usa: {alcance.describir(usadas) if usadas else 'solo el núcleo'}; "
        f"el saludo declara: {alcance.describir(declaradas)})"
    )


@pytest.fixture
def implementacion(request):
    """La implementación bajo prueba: una función solicitud JSON -> respuesta JSON (protocolo 1.x).

    Por defecto, la calculadora de referencia en el mismo proceso; otra con ``--implementacion``.
    """
    nombre = getattr(request, "param", None) or nombres(request.config)[0]
    objetivo = request.config._retiro_objetivos.obtener(nombre)
    caso = _caso(request.node)
    caso["objetivo"] = nombre

    def llamar(solicitud: dict, texto: str | bytes | None = None) -> dict:
        """Envía la solicitud; con `texto`, ese texto JSON tal cual (campos repetidos, relleno: lo que un dict no
        puede expresar), y `solicitud` es lo que dice para el registro del caso."""
        caso["llamadas"] = caso.get("llamadas", 0) + 1
        if texto is not None:
            caso["texto_json"] = True  # the request went as raw text: the recorded object does not say all of it
        if len(caso["solicitudes"]) >= MAX_GUARDADAS:  # a property sends hundreds: keep the last ones
            del caso["solicitudes"][0], caso["respuestas"][0]
        caso["solicitudes"].append(solicitud)
        usadas = alcance.partes_de(solicitud)
        caso["partes"] = sorted(set(caso["partes"]) | set(usadas), key=list(alcance.PARTES).index)
        try:
            respuesta = objetivo.evaluar(solicitud) if texto is None else objetivos.validar(objetivo.enviar(texto))
        except objetivos.FalloDeImplementacion as e:
            caso["respuestas"].append({"fallo_de_implementacion": seguro.texto(str(e))})
            raise
        finally:
            _atribuir_lineas_de_mas(request.config, nombre, objetivo)
            n = getattr(objetivo, "intercambios", None)
            if n is not None:
                request.config._retiro_intercambios.setdefault(nombre, {})[n] = caso
        caso["respuestas"].append(respuesta)
        error = respuesta.get("error")
        if isinstance(error, dict) and error.get("no_soportado") is True:
            _no_soportado(objetivo, solicitud, error, usadas)
        return respuesta

    llamar.objetivo = objetivo  # a step that sends raw bytes asks whether the target can receive them
    yield llamar
    if caso["solicitudes"]:
        objetivo.al_terminar_el_caso()  # a second line for one request fails this case, in its teardown


# -- the record of each case --------------------------------------------------------------------------


def pytest_bdd_before_scenario(request, feature, scenario):
    caso = _caso(request.node)
    caso["objetivo"] = caso.get("objetivo") or _objetivo_del_item(request.node)
    caso["caracteristica"] = feature.name
    caso["archivo"] = feature.rel_filename
    caso["escenario"] = scenario.name
    caso["linea"] = scenario.line_number
    caso["etiquetas"] = sorted(set(scenario.tags) | set(feature.tags))
    caso["pasos"] = [f"{s.keyword.strip()} {s.name}" for s in scenario.steps]
    caso["cucumber"] = cucumber.escenario(feature, scenario, request.node)
    caso["pasos_detalle"] = []
    try:
        caso["ejemplo"] = dict(request.getfixturevalue("_pytest_bdd_example"))
    except pytest.FixtureLookupError:  # pragma: no cover - always defined by pytest-bdd
        caso["ejemplo"] = {}


def pytest_bdd_before_step(request, feature, scenario, step, step_func):
    _caso(request.node)["pasos_detalle"].append(
        {"texto": f"{step.keyword.strip()} {step.name}", "estado": "en_curso", "inicio": time.perf_counter()}
    )


def pytest_bdd_after_step(request, feature, scenario, step, step_func, step_func_args):
    _terminar_paso(_caso(request.node), "passed")


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception):
    caso = _caso(request.node)
    caso["paso_fallido"] = f"{step.keyword.strip()} {step.name}"
    caso["mensaje"] = seguro.texto(str(exception).split("\nassert ")[0].strip())
    _terminar_paso(caso, "failed", caso["mensaje"])


def _terminar_paso(caso: Caso, estado: str, error: str | None = None) -> None:
    if caso["pasos_detalle"] and caso["pasos_detalle"][-1]["estado"] == "en_curso":
        paso = caso["pasos_detalle"][-1]
        paso["estado"] = estado
        paso["duracion"] = time.perf_counter() - paso.pop("inicio")
        if error:
            paso["error"] = error


def _razon(informe) -> str:
    razon = informe.longrepr[2] if isinstance(informe.longrepr, tuple) else str(informe.longrepr)
    return razon.removeprefix("Skipped: ")


def _omitir(informe, item, motivo: str) -> None:
    """Convierte un informe de pytest en *skipped* (JUnit y la consola lo dicen así)."""
    ruta, linea, _ = item.location
    informe.outcome = "skipped"
    informe.longrepr = (str(ruta), (linea or 0) + 1, f"Skipped: {motivo}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    informe = yield
    caso = item.stash.get(CLAVE, None)
    if caso is None or "escenario" not in caso:
        return informe
    contra_referencia = caso["objetivo"] == REFERENCIA
    if informe.when == "call" or (informe.when == "setup" and not informe.passed):
        if informe.skipped:
            razon = _razon(informe)
            caso["resultado"] = "no_soportado" if razon.startswith(PREFIJO_NO_SOPORTADO) else "omitido"
            caso["mensaje"] = seguro.texto(razon)
        elif informe.failed:
            caso["resultado"] = "fallido"
            if "mensaje" not in caso:
                caso["mensaje"] = seguro.texto(
                    str(call.excinfo.value) if call.excinfo else informe.longreprtext[-2000:]
                )
        elif not caso["solicitudes"]:
            caso["resultado"], caso["mensaje"] = "no_aplica", NO_USA
        elif caso["expectativas"] and not any(
            e["evaluada"] and e.get("alcance", LEY) == LEY for e in caso["expectativas"]
        ):
            caso["resultado"], caso["mensaje"] = "no_aplica", SOLO_REDACCION
        else:
            caso["resultado"] = "aprobado"
        if caso["lineas_de_mas"]:
            _marcar_linea_de_mas(caso)
        if caso["resultado"] == "no_aplica" and not contra_referencia:
            _omitir(informe, item, caso["mensaje"])
        if caso["resultado"] == "fallido" and _en_pocas_lineas(item.config):
            legible = fallo_legible.mensaje(caso, item.config.rootpath)
            if legible:
                informe.longrepr = legible
        caso["duracion"] = round(informe.duration, 6)
        caso["nodeid"] = item.nodeid
        _cerrar_pasos(caso)
        if informe.when == "call" or caso["resultado"] != "aprobado":
            item.config._retiro_casos.append(caso)
    elif informe.when == "teardown" and informe.failed and caso.get("resultado") is not None:
        caso["resultado"] = "fallido"
        caso["paso_fallido"] = "(al terminar el caso)"
        caso["mensaje"] = seguro.texto(str(call.excinfo.value) if call.excinfo else informe.longreprtext[-2000:])
    return informe


def _en_pocas_lineas(config) -> bool:
    """¿El fallo de un escenario se escribe en pocas líneas en español? Sí, salvo con -v o con un --tb elegido."""
    return config.option.verbose <= 0 and getattr(config.option, "tbstyle", "auto") == "auto"


def _cerrar_pasos(caso: Caso) -> None:
    """Estado de cada paso para Cucumber JSON: los no ejecutados (y el que se omitió) quedan *skipped*."""
    omitido = caso["resultado"] in ("no_soportado", "omitido", "no_aplica")
    for paso in caso["pasos_detalle"]:
        if paso["estado"] == "en_curso":
            _terminar_paso(caso, "skipped" if omitido else "failed", None if omitido else caso.get("mensaje"))
    if caso["resultado"] == "no_aplica" and caso["objetivo"] != REFERENCIA:
        for paso in caso["pasos_detalle"]:
            paso["estado"] = "skipped"


def casos_de(config, nombre: str) -> list[dict]:
    return [c for c in config._retiro_casos if c.get("objetivo", nombre) == nombre]


def veredictos(config) -> dict[str, dict]:
    """El veredicto de cada objetivo (sin los casos que no lo usan)."""
    resultado = {}
    for nombre in nombres(config):
        propios = [c for c in casos_de(config, nombre) if c["resultado"] != "no_aplica"]
        objetivo = config._retiro_objetivos.abiertos.get(nombre)
        declaradas = objetivo.partes_no_soportadas() if objetivo else frozenset()
        resultado[nombre] = veredicto.veredicto(propios, declaradas, seleccion(config))
    return resultado


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    if not config._retiro_casos or not (modo_kit(config) or config.getoption("registro_casos")):
        return
    terminalreporter.section("kit de conformidad")
    for nombre, v in veredictos(config).items():
        n = v["cuentas"]
        no_usan = sum(1 for c in casos_de(config, nombre) if c["resultado"] == "no_aplica")
        objetivo = config._retiro_objetivos.abiertos.get(nombre)
        est = objetivo.estadisticas() if objetivo else {}
        detalle = ", ".join(f"{k.replace('_', ' ')}: {v}" for k, v in est.items())
        terminalreporter.write_line(
            f"{nombre}: {n['aprobado']} aprobados, {n['fallido']} fallidos, {n['no_soportado']} no soportados"
            + (f", {n['omitido']} omitidos" if n["omitido"] else "")
            + (f"; {no_usan} escenarios no usan la implementación" if no_usan else "")
            + (f" ({detalle})" if detalle else "")
        )
        terminalreporter.write_line(f"  veredicto: {v['texto']}")


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session, exitstatus):
    """Cierra cada objetivo (y atribuye lo que escriba al cerrarse); con ``--implementacion``, pytest sale con 0
    solo si el veredicto de cada objetivo es conforme."""
    config = session.config
    _borrar_barra(config)
    for nombre, objetivo in config._retiro_objetivos.abiertos.items():
        objetivo.cerrar()
        _atribuir_lineas_de_mas(config, nombre, objetivo)
    if (
        modo_kit(config)
        and config._retiro_casos
        and session.exitstatus == 0
        and veredicto.codigo_de_salida(list(veredictos(config).values())) != 0
    ):
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def _serializable(caso: Caso) -> dict:
    c = dict(caso)
    c.pop("cucumber", None)
    c["pasos_detalle"] = [{k: v for k, v in p.items() if k != "inicio"} for p in caso.get("pasos_detalle", [])]
    return c


def registro(config) -> dict:
    """El registro de la sesión (lo que se escribe en ``--registro-casos``): objetivos, saludos, veredictos, casos."""
    abiertos = config._retiro_objetivos.abiertos
    return {
        "objetivos": nombres(config),
        "raiz": str(config.rootpath),
        "tiempo_limite": config.getoption("tiempo_limite"),
        "duracion": round(time.monotonic() - config._retiro_inicio, 3),
        "seleccion": seleccion(config),
        "errores_de_recoleccion": config._retiro_errores_de_recoleccion,
        "saludos": {n: o.saludo for n, o in abiertos.items()},
        "estadisticas": {n: o.estadisticas() for n, o in abiertos.items()},
        "veredictos": veredictos(config),
        # what the kit itself spent (issue 24; budgets in tests/test_presupuestos.py): each schema of the protocol
        # compiled once per run, and the requests sent (each case's own count is its «llamadas»)
        "kit": {
            "perfil_hypothesis": settings.get_current_profile_name(),
            "esquemas_compilados": dict(sorted(validacion.COMPILACIONES.items())),
            "solicitudes": sum(c.get("llamadas", 0) for c in config._retiro_casos),
        },
        "casos": [_serializable(c) for c in config._retiro_casos],
    }


def pytest_unconfigure(config):
    abiertos = getattr(config, "_retiro_objetivos", None)
    if abiertos is None:
        return
    abiertos.cerrar()
    if getattr(config, "_retiro_sigterm", None) is not None:
        signal.signal(signal.SIGTERM, config._retiro_sigterm)
    ruta_cucumber = getattr(config, "_retiro_cucumber", None)
    if ruta_cucumber:
        seguro.escribir_json(ruta_cucumber, cucumber.documento(config._retiro_casos), por_lineas=True)
    ruta = config.getoption("registro_casos")
    if ruta:
        seguro.escribir_json(ruta, registro(config), por_lineas=True)
