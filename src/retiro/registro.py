"""Los datos del proyecto: cláusulas, interpretaciones, reglas externas y correcciones del OCR.

Se leen una vez por proceso de ``retiro/datos/*.yaml`` (datos, no prosa dentro del código), con el cargador en
C de PyYAML cuando está instalado (libyaml: unas diez veces más rápido que el de Python puro); los dos cargadores
dan los mismos datos (``tests/test_registro.py``). Los resultados dependen solo de los archivos del paquete: no
hay copia ya leída en ninguna carpeta que otro usuario u otro programa pueda escribir (docs/uso.md).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

_PAQUETE = os.path.dirname(os.path.abspath(__file__))  # plain paths: importlib.resources costs start-up time


def cargador_seguro() -> type:
    """El cargador seguro de PyYAML (solo datos, nunca objetos de Python): el de C si hay libyaml."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def ruta_de_datos(nombre: str) -> str:
    """La ruta de ``retiro/datos/<nombre>`` en el paquete instalado (en una copia de trabajo, ``src/retiro/datos``)."""
    return os.path.join(_PAQUETE, "datos", nombre)


def leer_texto(*partes: str) -> str:
    """Un archivo de datos del paquete (``leer_texto("datos", "clausulas.yaml")``), como texto UTF-8."""
    with open(os.path.join(_PAQUETE, *partes), encoding="utf-8") as f:
        return f.read()


def leer_datos(nombre: str, cargador: type | None = None) -> Any:
    """Los datos de ``retiro/datos/<nombre>`` (YAML seguro: solo datos, nunca objetos de Python).

    Sin `cargador`, con el seguro de C si lo hay (`cargar_yaml`); con uno, con ese (las pruebas comparan así el
    de C y el de Python)."""
    ruta = ruta_de_datos(nombre)
    if cargador is not None:
        import yaml

        return yaml.load(leer_texto("datos", nombre), Loader=cargador)  # a safe loader: data only
    return cargar_yaml(ruta)


def cargar_yaml(ruta: str | os.PathLike) -> Any:
    """Los datos de un archivo YAML, leídos de él cada vez que el proceso los pide por primera vez.

    Nada más: ninguna copia ya leída fuera del paquete (una carpeta de caché la puede escribir otro usuario u otro
    programa, y entonces los resultados dependerían de ella). El cargador en C de PyYAML lee todos los datos del
    paquete en unos milisegundos (`cargador_seguro`)."""
    import yaml

    with open(ruta, "rb") as f:
        contenido = f.read()
    return yaml.load(contenido.decode("utf-8"), Loader=cargador_seguro())  # a safe loader: data only


@cache
def clausulas() -> dict[str, dict]:
    """Registro de cláusulas por id (``18.6.a``…), con su texto literal corregido."""
    return {c["id"]: c for c in leer_datos("clausulas.yaml")}


@cache
def interpretaciones() -> dict[str, dict]:
    """Registro de interpretaciones por id (``INT-01``…)."""
    return {e["id"]: e for e in leer_datos("interpretaciones.yaml")}


@cache
def lecturas_por_defecto() -> Mapping[str, str]:
    """La lectura por defecto de cada entrada del registro (de solo lectura: se comparte entre solicitudes)."""
    return MappingProxyType({i: e["por_defecto"] for i, e in interpretaciones().items()})


@cache
def reglas_externas() -> dict[str, dict]:
    """Reglas externas (no están en los textos transcritos), con fuente, fecha y estado."""
    return {r["id"]: r for r in leer_datos("reglas_externas.yaml")}


@cache
def correcciones_ocr() -> list[dict]:
    return leer_datos("correcciones_ocr.yaml")


def texto_fuente(archivo: str) -> str:
    """La copia sin cambios del texto fuente (``articulo_18.txt`` o ``articulo_10.txt``)."""
    return leer_texto("textos", archivo)


def texto_corregido(archivo: str) -> str:
    """El texto fuente con las correcciones del OCR aplicadas, en orden."""
    texto = texto_fuente(archivo)
    for c in correcciones_ocr():
        if c["archivo"] == archivo:
            texto = texto.replace(c["original"], c["corregido"])
    return texto
