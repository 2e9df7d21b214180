"""Los datos del proyecto: cláusulas, interpretaciones, reglas externas y correcciones del OCR.

Se leen una vez de ``retiro/datos/*.yaml`` (datos, no prosa dentro del código), con el cargador en C de
PyYAML cuando está instalado (libyaml: unas diez veces más rápido que el de Python puro); los dos cargadores dan
los mismos datos (``tests/test_registro.py``). El arranque de ``retiro calcular`` cuenta: de cada archivo se
guarda una copia ya leída, en JSON, en la carpeta de caché del usuario (`carpeta_de_copias`), válida solo para el
contenido exacto del que salió; así una orden corriente no importa PyYAML ni lee YAML.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import os
import zlib
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

_PAQUETE = os.path.dirname(os.path.abspath(__file__))  # plain paths: importlib.resources costs start-up time
_FECHA = "__fecha__"  # a date in a read copy: {"__fecha__": "2026-11-30"} (JSON has no dates)


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
    """La huella de un contenido: su largo y dos sumas de comprobación (64 bits en total). Al cambiar un byte cambia
    la huella: una copia ya leída solo vale para el YAML del que salió, y solo si su JSON es el que se escribió."""
    return f"{len(contenido):x}-{zlib.crc32(contenido):08x}{zlib.adler32(contenido):08x}"


def carpeta_de_copias() -> str | None:
    """Donde se guardan las copias ya leídas: ``$XDG_CACHE_HOME/retiro/datos`` (por defecto ``~/.cache/…``), fuera
    del paquete (desinstalarlo no deja nada en él). None si no hay carpeta personal."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return None if base.startswith("~") else os.path.join(base, "retiro", "datos")


def cargar_yaml(ruta: str | os.PathLike) -> Any:
    """Los datos de un archivo YAML: de su copia ya leída, o del YAML (y entonces se guarda la copia).

    La copia es el JSON de los datos que dio el cargador seguro (las fechas, marcadas): leerla no puede ejecutar
    nada. Se guarda solo si al leerla se obtienen exactamente los mismos datos (una clave numérica o un tipo que JSON
    no tiene no dan copia); solo vale para el contenido del que salió (`clave`, en su nombre), y su primera línea es
    la huella de su propio JSON: una copia cambiada a mano no se usa. Donde no se puede escribir, se lee el YAML."""
    with open(ruta, "rb") as f:
        contenido = f.read()
    carpeta = carpeta_de_copias()
    copia = None
    if carpeta is not None:
        archivo = os.path.basename(os.fspath(ruta))
        copia = os.path.join(carpeta, f"{archivo}.{clave(contenido)}.json")
        try:
            with open(copia, "rb") as f:
                suma, _, texto = f.read().partition(b"\n")
            if suma.decode("ascii") == clave(texto):  # a copy edited by hand (or damaged) is not used
                return json.loads(texto, object_hook=_con_fechas)
        except (OSError, ValueError):  # no copy yet, or one that cannot be read: the YAML
            pass
    import yaml

    datos = yaml.load(contenido.decode("utf-8"), Loader=cargador_seguro())  # a safe loader: data only
    if copia is not None:
        _guardar(copia, archivo, datos)
    return datos


def _sin_fechas(x: object) -> object:
    if type(x) is datetime.date:
        return {_FECHA: x.isoformat()}
    raise TypeError(f"sin copia: un {type(x).__name__} no va en JSON")


def _con_fechas(d: dict) -> object:
    return datetime.date.fromisoformat(d[_FECHA]) if len(d) == 1 and _FECHA in d else d


def _guardar(copia: str, archivo: str, datos: Any) -> None:
    """Guarda la copia (escritura atómica) si da los mismos datos, y borra las de contenidos anteriores del archivo."""
    try:
        texto = json.dumps(datos, ensure_ascii=False, default=_sin_fechas).encode("utf-8")
    except (TypeError, ValueError):
        return
    if json.loads(texto, object_hook=_con_fechas) != datos:  # e.g. a numeric key, which JSON makes text
        return
    carpeta = os.path.dirname(copia)
    temporal = f"{copia}.{os.getpid()}.tmp"
    try:
        os.makedirs(carpeta, exist_ok=True)
        with open(temporal, "wb") as f:
            f.write(clave(texto).encode("ascii") + b"\n" + texto)
        os.replace(temporal, copia)
        for otra in os.listdir(carpeta):
            if otra.startswith(archivo + ".") and otra.endswith(".json") and os.path.join(carpeta, otra) != copia:
                os.remove(os.path.join(carpeta, otra))
    except OSError:  # nowhere to write: no copy, the YAML is read each time
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
