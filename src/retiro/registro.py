"""Los datos del proyecto: cláusulas, interpretaciones, reglas externas y correcciones del OCR.

Se leen una vez de ``retiro/datos/*.yaml`` (datos, no prosa dentro del código).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

import yaml


def _leer(nombre: str) -> Any:
    return yaml.safe_load(resources.files("retiro").joinpath("datos", nombre).read_text(encoding="utf-8"))


@cache
def clausulas() -> dict[str, dict]:
    """Registro de cláusulas por id (``18.6.a``…), con su texto literal corregido."""
    return {c["id"]: c for c in _leer("clausulas.yaml")}


@cache
def interpretaciones() -> dict[str, dict]:
    """Registro de interpretaciones por id (``INT-01``…)."""
    return {e["id"]: e for e in _leer("interpretaciones.yaml")}


@cache
def lecturas_por_defecto() -> Mapping[str, str]:
    """La lectura por defecto de cada entrada del registro (de solo lectura: se comparte entre solicitudes)."""
    return MappingProxyType({i: e["por_defecto"] for i, e in interpretaciones().items()})


@cache
def reglas_externas() -> dict[str, dict]:
    """Reglas externas (no están en los textos transcritos), con fuente, fecha y estado."""
    return {r["id"]: r for r in _leer("reglas_externas.yaml")}


@cache
def correcciones_ocr() -> list[dict]:
    return _leer("correcciones_ocr.yaml")


def texto_fuente(archivo: str) -> str:
    """La copia sin cambios del texto fuente (``articulo_18.txt`` o ``articulo_10.txt``)."""
    return resources.files("retiro").joinpath("textos", archivo).read_text(encoding="utf-8")


def texto_corregido(archivo: str) -> str:
    """El texto fuente con las correcciones del OCR aplicadas, en orden."""
    texto = texto_fuente(archivo)
    for c in correcciones_ocr():
        if c["archivo"] == archivo:
            texto = texto.replace(c["original"], c["corregido"])
    return texto
