"""Complemento de pytest: guarda el resultado de cada escenario y de cada fila de ejemplos.

Se registra desde el ``conftest.py`` de la raíz (``pytest_plugins``). Al terminar la sesión escribe
``informes/resultados.json`` (o la ruta de la variable de entorno ``RETIRO_RESULTADOS``). Los
escenarios que se ejecutaron reemplazan su resultado anterior; los demás conservan el suyo, con su
fecha, de modo que ejecutar un solo .feature no borra los resultados de los otros.

Solo la calculadora de referencia da el estado publicado de la especificación: una ejecución del kit contra
otra implementación (``--implementacion`` con algo que no sea ``referencia``) no escribe nada aquí; sus
resultados van a su propio informe (`retiro.conformidad`).

Cada resultado: ``feature`` (ruta relativa a la raíz), ``escenario`` (nombre en el .feature),
``linea``, ``fila`` (índice de la fila de Ejemplos, o ``null``), ``ejemplo`` (valores de la fila),
``resultado`` (``superado`` | ``fallido`` | ``omitido``), ``mensaje`` y ``fecha``.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

VERSION = 1
VARIABLE_RUTA = "RETIRO_RESULTADOS"
_ESTADO = pytest.StashKey[dict]()


def ruta_resultados(raiz: Path) -> Path:
    """Dónde se guardan (y de dónde lee el sitio) los resultados de la última ejecución."""
    otra = os.environ.get(VARIABLE_RUTA)
    return Path(otra) if otra else Path(raiz) / "informes" / "resultados.json"


def leer(ruta: Path) -> dict:
    """Los resultados guardados, o un registro vacío si no hay (o no se entiende) el archivo."""
    try:
        datos = json.loads(Path(ruta).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"version": VERSION, "resultados": []}
    if not isinstance(datos, dict) or datos.get("version") != VERSION:
        return {"version": VERSION, "resultados": []}
    return datos


def clave(r: dict) -> tuple:
    return (r["feature"], r["escenario"], r["fila"])


def _escenario(item: pytest.Item, raiz: Path) -> dict | None:
    """Qué escenario (y qué fila de ejemplos) ejecuta un item de pytest-bdd; None si no es de pytest-bdd."""
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd is a test dependency
        return None
    plantilla = scenario_wrapper_template_registry.get(getattr(item, "obj", None))
    if plantilla is None:
        return None
    archivo = Path(plantilla.feature.filename).resolve()
    try:
        feature = archivo.relative_to(raiz.resolve()).as_posix()
    except ValueError:
        feature = archivo.as_posix()
    fila, ejemplo = None, None
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "_pytest_bdd_example" in callspec.params:
        fila = callspec.indices["_pytest_bdd_example"]
        ejemplo = dict(callspec.params["_pytest_bdd_example"])
    return {
        "feature": feature,
        "escenario": plantilla.name,
        "linea": plantilla.line_number,
        "fila": fila,
        "ejemplo": ejemplo,
        "resultado": None,
        "mensaje": None,
        "nodeid": item.nodeid,
    }


def _mensaje(report: pytest.TestReport) -> str:
    crash = getattr(report.longrepr, "reprcrash", None)
    texto = crash.message if crash is not None else str(report.longrepr)
    texto = texto.strip()
    return texto if len(texto) <= 600 else texto[:600] + "…"


# The session's scenarios by nodeid (logreport hooks do not receive the config).
_ACTIVO: dict | None = None


def pytest_configure(config: pytest.Config) -> None:
    global _ACTIVO
    _ACTIVO = config.stash[_ESTADO] = {}


def pytest_collection_finish(session: pytest.Session) -> None:
    estado = session.config.stash[_ESTADO]
    for item in session.items:
        info = _escenario(item, session.config.rootpath)
        if info is not None:
            estado[item.nodeid] = info


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    info = _ACTIVO.get(report.nodeid) if _ACTIVO is not None else None
    if info is None:
        return
    if report.failed:
        if info["resultado"] != "fallido":
            info["resultado"], info["mensaje"] = "fallido", _mensaje(report)
    elif report.skipped and info["resultado"] is None:
        info["resultado"] = "omitido"
        info["mensaje"] = _mensaje(report)
    elif report.when == "call" and report.passed and info["resultado"] is None:
        info["resultado"] = "superado"


def resultados_de_la_sesion(config: pytest.Config) -> list[dict]:
    """Los resultados ya obtenidos en esta sesión (para la prueba del sitio, que corre después de los escenarios)."""
    if not solo_la_referencia(config):
        return []
    return [dict(r) for r in config.stash.get(_ESTADO, {}).values() if r["resultado"] is not None]


def guardar(ruta: Path, nuevos: list[dict]) -> dict:
    """Une los resultados nuevos con los guardados (los nuevos reemplazan a los de su mismo escenario y fila)."""
    ahora = datetime.now(UTC).astimezone().isoformat(timespec="seconds")
    for r in nuevos:
        r.setdefault("fecha", ahora)
    datos = leer(ruta)
    por_clave = {clave(r): r for r in datos["resultados"]}
    por_clave.update({clave(r): r for r in nuevos})
    resultados = sorted(
        por_clave.values(), key=lambda r: (r["feature"], r["linea"], r["fila"] if r["fila"] is not None else -1)
    )
    datos = {
        "version": VERSION,
        "actualizado": ahora,
        "ultima_ejecucion": {
            "fecha": ahora,
            "ejecutados": len(nuevos),
            "superados": sum(r["resultado"] == "superado" for r in nuevos),
            "fallidos": sum(r["resultado"] == "fallido" for r in nuevos),
            "omitidos": sum(r["resultado"] == "omitido" for r in nuevos),
        },
        "resultados": resultados,
    }
    ruta = Path(ruta)
    ruta.parent.mkdir(parents=True, exist_ok=True)
    temporal = ruta.with_name(ruta.name + ".tmp")
    temporal.write_text(json.dumps(datos, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    temporal.replace(ruta)
    return datos


def solo_la_referencia(config: pytest.Config) -> bool:
    """¿Se ejecutó la especificación contra la referencia y nada más?

    Si no, sus resultados no son los de la especificación y el sitio no los guarda.
    """
    objetivos = config.getoption("implementacion", default=None) or []
    return all(o.strip() in ("", "referencia") for o in objetivos)


def pytest_sessionfinish(session: pytest.Session) -> None:
    if not solo_la_referencia(session.config):
        return
    nuevos = resultados_de_la_sesion(session.config)
    if nuevos:
        guardar(ruta_resultados(session.config.rootpath), nuevos)
