"""La ejecución de la especificación de esta sesión, compartida entre los dos procesos de la suite (pytest-xdist).

La especificación (steps/) corre entera en un proceso (conftest.py). Al terminar su último escenario, ese proceso
escribe el registro de casos del kit y los resultados para el sitio en la carpeta temporal común de la sesión; las
pruebas que los reutilizan (tests/conftest.py: kit_referencia; tests/test_sitio.py) los leen ahí si corren en el
otro proceso, esperando si hace falta. Así la especificación no se ejecuta dos veces.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

ARCHIVO = "especificacion_de_la_sesion.json"
ESPERA = 900  # seconds; the specification takes well under a minute


def _carpeta(config: pytest.Config) -> Path:
    return config._tmp_path_factory.getbasetemp().parent  # common to the workers of one run


def propia(config: pytest.Config) -> str:
    """«completa»: todos los escenarios de la sesión corrieron en este proceso; «ninguna»: ninguno (los corre el
    otro proceso de la suite); «parte»: otra cosa."""
    from retiro.conformidad import plugin

    total = getattr(config, "_retiro_escenarios", 0)
    hechos = len(getattr(config, "_retiro_casos", [])) if plugin.nombres(config) == ["referencia"] else -1
    if total and hechos == total:
        return "completa"
    if total and hechos == 0 and hasattr(config, "workerinput"):
        return "ninguna"
    return "parte"


def publicar(config: pytest.Config) -> None:
    from retiro.conformidad import plugin, seguro
    from retiro.sitio import registro_resultados

    datos = {
        "completo": bool(getattr(config, "_retiro_completo", False)) and propia(config) == "completa",
        "registro": json.loads(seguro.json_texto(plugin.registro(config), indent=None)),  # C encoder
        "resultados": registro_resultados.resultados_de_la_sesion(config),
    }
    seguro.escribir_json(_carpeta(config) / ARCHIVO, datos, indent=None)


def leer(config: pytest.Config) -> dict | None:
    """Lo que publicó el otro proceso (esperándolo), o None si en esta sesión no corre la especificación entera."""
    if propia(config) != "ninguna":
        return None
    ruta = _carpeta(config) / ARCHIVO
    limite = time.monotonic() + ESPERA
    while not ruta.exists():
        if time.monotonic() > limite:
            pytest.fail(f"el otro proceso de la suite no publicó la especificación en {ESPERA} s ({ruta})")
        time.sleep(0.2)
    datos = json.loads(ruta.read_text(encoding="utf-8"))
    return datos if datos["completo"] else None
