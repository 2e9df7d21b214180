"""Complemento de pytest del kit de conformidad (lo importa `steps/conftest.py`).

- ``--implementacion=OBJETIVO`` (repetible: los escenarios se ejecutan contra cada objetivo, uno tras otro en
  la misma sesión) y ``--tiempo-limite=S`` por caso.
- La fixture ``implementacion`` que usan los pasos: envía la solicitud al objetivo, valida la respuesta
  (esquemas del protocolo) y convierte ``no_soportado`` en un escenario «no soportado» (omitido, no fallido).
- ``--registro-casos=ARCHIVO``: escribe, por escenario y fila de ejemplos, las etiquetas, los pasos, las
  solicitudes, las respuestas, los campos que leyeron los pasos «Entonces» y el resultado. Con ese registro
  se hacen el informe de conformidad y los vectores de prueba.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from retiro.conformidad import objetivos

CLAVE = pytest.StashKey[dict]()
PREFIJO_NO_SOPORTADO = "no soportado"


def pytest_addoption(parser):
    g = parser.getgroup("retiro", "kit de conformidad del protocolo retiro")
    g.addoption(
        "--implementacion",
        action="append",
        default=[],
        metavar="OBJETIVO",
        help="implementación bajo prueba: referencia (por defecto), modulo:funcion, cmd:<orden> o http://anfitrion:puerto/ruta; repetible",
    )
    g.addoption(
        "--tiempo-limite",
        type=float,
        default=objetivos.TIEMPO_LIMITE,
        metavar="S",
        help="segundos por caso (programas y HTTP)",
    )
    g.addoption(
        "--registro-casos", metavar="ARCHIVO", help="escribe el registro de cada caso en JSON (informe y vectores)"
    )
    g.addoption(
        "--solo-casos", metavar="ARCHIVO", help="JSON [{objetivo, archivo, linea, ejemplo}]: ejecuta solo esos casos"
    )


def _nombres(config) -> list[str]:
    return config.getoption("implementacion") or ["referencia"]


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


def pytest_configure(config):
    config._retiro_objetivos = _Objetivos(config.getoption("tiempo_limite"))
    config._retiro_casos = []
    config._retiro_registrar = bool(config.getoption("registro_casos"))
    config._retiro_inicio = time.monotonic()
    for nombre in _nombres(config):  # fail fast on a bad target text
        if not nombre.startswith(("cmd:", "http://", "https://")):
            config._retiro_objetivos.obtener(nombre)


def pytest_generate_tests(metafunc):
    """Con varios ``--implementacion``, cada escenario se parametriza por objetivo."""
    nombres = _nombres(metafunc.config)
    if len(nombres) > 1 and "_pytest_bdd_example" in metafunc.fixturenames:
        metafunc.fixturenames.append("implementacion")
        metafunc.parametrize("implementacion", nombres, indirect=True, ids=[_id(n) for n in nombres])


def _id(nombre: str) -> str:
    return nombre.rsplit(":", 1)[-1] if ":" in nombre and not nombre.startswith(("cmd:", "http")) else nombre


def clave_de_caso(objetivo: str, archivo: str, linea: int, ejemplo: dict) -> str:
    return json.dumps([objetivo, archivo, linea, ejemplo], ensure_ascii=False, sort_keys=True)


def pytest_collection_modifyitems(session, config, items):
    """Con ``--solo-casos``, deselecciona los demás (lo usa `retiro.conformidad.poder`)."""
    ruta = config.getoption("solo_casos")
    if not ruta:
        return
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    pedidos = {
        clave_de_caso(c["objetivo"], c["archivo"], c["linea"], c["ejemplo"])
        for c in json.loads(Path(ruta).read_text(encoding="utf-8"))
    }
    quedan, fuera = [], []
    for item in items:
        plantilla = scenario_wrapper_template_registry.get(getattr(item, "obj", None))
        params = getattr(getattr(item, "callspec", None), "params", {})
        if plantilla is None:
            fuera.append(item)
            continue
        objetivo = params.get("implementacion") or _nombres(config)[0]
        clave = clave_de_caso(
            objetivo,
            plantilla.feature.rel_filename,
            plantilla.line_number,
            dict(params.get("_pytest_bdd_example") or {}),
        )
        (quedan if clave in pedidos else fuera).append(item)
    if fuera:
        config.hook.pytest_deselected(items=fuera)
        items[:] = quedan


class Leido(dict):
    """Un dict que anota qué campos (rutas JSON Pointer, «/pension/anual») leyó un paso; los anidados también anotan."""

    __slots__ = ("_leidos", "_ruta")

    def __init__(self, datos: dict, ruta: str = "", leidos: set | None = None):
        super().__init__(datos)
        self._ruta = ruta  # JSON Pointer (RFC 6901): keys such as "10.2.a" contain dots
        self._leidos = leidos if leidos is not None else set()

    def _valor(self, clave, valor):
        ruta = f"{self._ruta}/{str(clave).replace('~', '~0').replace('/', '~1')}"
        if isinstance(valor, dict):
            return Leido(valor, ruta, self._leidos)
        self._leidos.add(ruta)
        return valor

    def __getitem__(self, clave):
        return self._valor(clave, super().__getitem__(clave))

    def get(self, clave, defecto=None):
        if clave in self:
            return self[clave]
        return defecto


def _caso(request) -> dict:
    item = request.node
    if CLAVE not in item.stash:
        item.stash[CLAVE] = {"solicitudes": [], "respuestas": [], "leidos": set()}
    return item.stash[CLAVE]


@pytest.fixture
def implementacion(request):
    """La implementación bajo prueba: una función solicitud JSON -> respuesta JSON (protocolo 1.0).

    Por defecto, la calculadora de referencia en el mismo proceso; otra con ``--implementacion``.
    """
    nombre = getattr(request, "param", None) or _nombres(request.config)[0]
    objetivo = request.config._retiro_objetivos.obtener(nombre)
    caso = _caso(request)
    caso["objetivo"] = nombre

    def llamar(solicitud: dict) -> dict:
        caso["solicitudes"].append(solicitud)
        try:
            respuesta = objetivo.evaluar(solicitud)
        except objetivos.FalloDeImplementacion as e:
            caso["respuestas"].append({"fallo_de_implementacion": str(e)})
            raise
        caso["respuestas"].append(respuesta)
        error = respuesta.get("error")
        if isinstance(error, dict) and error.get("no_soportado") is True:
            pytest.skip(f"{PREFIJO_NO_SOPORTADO}: {error.get('campo')}: {error.get('mensaje')}")
        if request.config._retiro_registrar:
            caso["leidos"] = set()
            return Leido(respuesta, "", caso["leidos"])
        return respuesta

    return llamar


def pytest_bdd_before_scenario(request, feature, scenario):
    caso = _caso(request)
    caso["caracteristica"] = feature.name
    caso["archivo"] = feature.rel_filename
    caso["escenario"] = scenario.name
    caso["linea"] = scenario.line_number
    caso["etiquetas"] = sorted(set(scenario.tags) | set(feature.tags))
    caso["pasos"] = [f"{s.keyword.strip()} {s.name}" for s in scenario.steps]
    try:
        caso["ejemplo"] = dict(request.getfixturevalue("_pytest_bdd_example"))
    except pytest.FixtureLookupError:  # pragma: no cover - always defined by pytest-bdd
        caso["ejemplo"] = {}


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception):
    caso = _caso(request)
    caso["paso_fallido"] = f"{step.keyword.strip()} {step.name}"
    caso["mensaje"] = str(exception).split("\nassert ")[0].strip()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    informe = yield
    caso = item.stash.get(CLAVE, None)
    if caso is None or "escenario" not in caso:
        return informe
    if informe.when == "call" or (informe.when == "setup" and not informe.passed):
        if informe.skipped:
            razon = informe.longrepr[2] if isinstance(informe.longrepr, tuple) else str(informe.longrepr)
            razon = razon.removeprefix("Skipped: ")
            caso["resultado"] = "no_soportado" if razon.startswith(PREFIJO_NO_SOPORTADO) else "omitido"
            caso["mensaje"] = razon
        elif informe.failed:
            caso["resultado"] = "fallido"
            if "mensaje" not in caso:
                caso["mensaje"] = str(call.excinfo.value) if call.excinfo else informe.longreprtext[-2000:]
        elif not caso["solicitudes"]:
            caso["resultado"] = "no_aplica"  # never called the implementation (properties of the reference itself)
        else:
            caso["resultado"] = "aprobado"
        caso["duracion"] = round(informe.duration, 6)
        caso["nodeid"] = item.nodeid
        if informe.when == "call" or caso["resultado"] != "aprobado":
            item.config._retiro_casos.append(caso)
    return informe


def _serializable(caso: dict) -> dict:
    c = dict(caso)
    c["leidos"] = sorted(caso.get("leidos", ()))
    return c


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    casos = config._retiro_casos
    if not casos:
        return
    nombres = _nombres(config)
    if nombres == ["referencia"] and not config.getoption("registro_casos"):
        return
    terminalreporter.section("kit de conformidad")
    for nombre in nombres:
        propios = [c for c in casos if c.get("objetivo", nombre) == nombre]  # no "objetivo": properties, shared by all
        cuenta = {
            r: sum(1 for c in propios if c["resultado"] == r)
            for r in ("aprobado", "fallido", "no_soportado", "omitido", "no_aplica")
        }
        extra = config._retiro_objetivos.abiertos.get(nombre)
        est = extra.estadisticas() if extra else {}
        detalle = ", ".join(f"{k.replace('_', ' ')}: {v}" for k, v in est.items())
        terminalreporter.write_line(
            f"{nombre}: {cuenta['aprobado']} aprobados, {cuenta['fallido']} fallidos, {cuenta['no_soportado']} no soportados"
            + (f", {cuenta['omitido']} omitidos" if cuenta["omitido"] else "")
            + (f", {cuenta['no_aplica']} no usan la implementación" if cuenta["no_aplica"] else "")
            + (f" ({detalle})" if detalle else "")
        )


def pytest_unconfigure(config):
    objetivos_abiertos = getattr(config, "_retiro_objetivos", None)
    if objetivos_abiertos is None:
        return
    objetivos_abiertos.cerrar()
    ruta = config.getoption("registro_casos")
    if ruta:
        datos = {
            "objetivos": _nombres(config),
            "tiempo_limite": config.getoption("tiempo_limite"),
            "duracion": round(time.monotonic() - config._retiro_inicio, 3),
            "estadisticas": {n: o.estadisticas() for n, o in objetivos_abiertos.abiertos.items()},
            "casos": [_serializable(c) for c in config._retiro_casos],
        }
        Path(ruta).parent.mkdir(parents=True, exist_ok=True)
        tmp = f"{ruta}.{os.getpid()}.tmp"
        Path(tmp).write_text(json.dumps(datos, ensure_ascii=False, indent=1, default=str), encoding="utf-8")
        os.replace(tmp, ruta)
