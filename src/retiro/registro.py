"""Los datos del proyecto: cláusulas, interpretaciones, reglas externas y correcciones del OCR.

Se leen una vez de ``retiro/datos/*.yaml`` (datos, no prosa dentro del código), con el cargador en C de
PyYAML cuando está instalado (libyaml: unas diez veces más rápido que el de Python puro); los dos cargadores dan
los mismos datos (``tests/test_registro.py``). El arranque de ``retiro calcular`` cuenta: como Python con sus
``.pyc``, se guarda junto a cada archivo una copia ya leída (``datos/__pycache__``), válida solo para el contenido
exacto del que salió; así una orden corriente no importa PyYAML ni lee YAML.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import sys
import zlib
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

_PAQUETE = os.path.dirname(os.path.abspath(__file__))  # plain paths: importlib.resources costs start-up time
CACHE = "__pycache__"  # the read copies, next to the data files (as Python keeps its .pyc)


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

    Sin `cargador`, de la copia ya leída si es la de este contenido exacto (`cargar_yaml`); con uno, siempre del
    YAML, con ese cargador (las pruebas comparan así el de C y el de Python)."""
    ruta = ruta_de_datos(nombre)
    if cargador is not None:
        import yaml

        return yaml.load(leer_texto("datos", nombre), Loader=cargador)  # a safe loader: data only
    return cargar_yaml(ruta)


def clave(contenido: bytes) -> str:
    """La huella del contenido de un archivo de datos: su largo y dos sumas de comprobación (64 bits en total).

    Una copia leída solo vale para el contenido del que salió: al cambiar un byte cambia la huella."""
    return f"{len(contenido):x}-{zlib.crc32(contenido):08x}{zlib.adler32(contenido):08x}"


def cargar_yaml(ruta: str | os.PathLike) -> Any:
    """Los datos de un archivo YAML: de su copia ya leída, o del YAML (y entonces se guarda la copia).

    La copia es un `pickle` de los datos que dio el cargador seguro, escrito por este mismo código en la carpeta
    del paquete (la misma confianza que los ``.pyc``). No se escribe si Python no escribe los suyos
    (``PYTHONDONTWRITEBYTECODE``) ni donde no se puede escribir: entonces se lee el YAML, como siempre."""
    with open(ruta, "rb") as f:
        contenido = f.read()
    carpeta, archivo = os.path.split(os.fspath(ruta))
    carpeta = os.path.join(carpeta, CACHE)
    copia = os.path.join(carpeta, f"{archivo}.{clave(contenido)}.pickle")
    try:
        with open(copia, "rb") as f:
            return pickle.load(f)
    except (OSError, pickle.UnpicklingError, EOFError):
        pass
    import yaml

    datos = yaml.load(contenido.decode("utf-8"), Loader=cargador_seguro())  # a safe loader: data only
    if not sys.dont_write_bytecode:
        _guardar(carpeta, archivo, copia, datos)
    return datos


def _guardar(carpeta: str, archivo: str, copia: str, datos: Any) -> None:
    """Guarda la copia (escritura atómica) y borra las de contenidos anteriores del mismo archivo."""
    temporal = f"{copia}.{os.getpid()}.tmp"
    try:
        os.makedirs(carpeta, exist_ok=True)
        with open(temporal, "wb") as f:
            pickle.dump(datos, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporal, copia)
        for otra in os.listdir(carpeta):
            if otra.startswith(archivo + ".") and otra.endswith(".pickle") and os.path.join(carpeta, otra) != copia:
                os.remove(os.path.join(carpeta, otra))
    except OSError:  # a read-only installation: no copy, the YAML is read each time
        with contextlib.suppress(OSError):
            os.remove(temporal)


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
