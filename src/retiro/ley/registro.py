"""Los datos del proyecto: cláusulas, interpretaciones, reglas externas y correcciones del OCR.

La fuente es ``retiro/datos/*.yaml`` (datos, no prosa dentro del código), que es lo que se edita y se revisa. Junto a
cada archivo, el paquete lleva su copia ya leída, ``retiro/datos/leidos/<archivo>.json`` (JSON de la biblioteca
estándar, con las fechas marcadas): se genera con ``python -m retiro.cli.registro`` y se confirma en el repositorio, y
viaja dentro del paquete como el código (cubierta por los hashes de la rueda; ninguna orden la escribe). Así una orden
corriente (`retiro calcular --json`, `retiro servir`) no importa PyYAML (tests/test_presupuestos.py). Cada copia
lleva la huella del YAML del que salió: si el YAML cambió y la copia no se regeneró, se lee el YAML (con el cargador
en C de PyYAML si hay libyaml), nunca una copia vieja, y `tests/test_registro.py` falla hasta regenerarla. Los
resultados dependen solo de los archivos del paquete: no hay copia en ninguna carpeta que otro usuario u otro programa
pueda escribir (docs/uso.md).
"""

from __future__ import annotations

import datetime
import json
import os
import zlib
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

_PAQUETE = os.path.dirname(
    os.path.dirname(os.path.abspath(__file__))
)  # plain paths: importlib.resources costs start-up time
LEIDOS = "leidos"  # retiro/datos/leidos/<archivo>.json: the read copies, in the package
_FECHA = "__fecha__"  # a date in a read copy: {"__fecha__": "2026-11-30"} (JSON has no dates)


def cargador_seguro() -> type:
    """El cargador seguro de PyYAML (solo datos, nunca objetos de Python): el de C si hay libyaml."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def ruta_de_datos(nombre: str) -> str:
    """La ruta de ``retiro/datos/<nombre>`` en el paquete instalado (en una copia de trabajo, ``src/retiro/datos``)."""
    return os.path.join(_PAQUETE, "datos", nombre)


def ruta_de_la_copia(nombre: str) -> str:
    """La ruta de la copia ya leída de ``retiro/datos/<nombre>``, dentro del paquete."""
    return os.path.join(_PAQUETE, "datos", LEIDOS, nombre + ".json")


def leer_texto(*partes: str) -> str:
    """Un archivo de datos del paquete (``leer_texto("datos", "clausulas.yaml")``), como texto UTF-8."""
    with open(os.path.join(_PAQUETE, *partes), encoding="utf-8") as f:
        return f.read()


def huella(contenido: bytes) -> str:
    """La huella de un YAML: su largo y dos sumas de comprobación. Dice si una copia salió de este contenido (una copia
    vieja, de antes de editar el YAML, no se usa); no protege de nadie: la copia está en el paquete, como el código."""
    return f"{len(contenido):x}-{zlib.crc32(contenido):08x}{zlib.adler32(contenido):08x}"


def leer_datos(nombre: str, cargador: type | None = None) -> Any:
    """Los datos de ``retiro/datos/<nombre>`` (YAML seguro: solo datos, nunca objetos de Python).

    Sin `cargador`, de la copia ya leída del paquete si salió de este mismo YAML (`cargar_yaml` si no); con uno,
    siempre del YAML, con ese cargador (las pruebas comparan así el de C, el de Python y la copia)."""
    ruta = ruta_de_datos(nombre)
    if cargador is not None:
        import yaml

        return yaml.load(leer_texto("datos", nombre), Loader=cargador)  # a safe loader: data only
    with open(ruta, "rb") as f:
        contenido = f.read()
    copia = copia_leida(nombre)
    if copia is not None and copia.get("huella") == huella(contenido):
        return copia["datos"]
    return _yaml(contenido)


def copia_leida(nombre: str) -> dict | None:
    """La copia ya leída de un archivo de datos, tal como está en el paquete (None si no la hay)."""
    try:
        with open(ruta_de_la_copia(nombre), encoding="utf-8") as f:
            return json.load(f, object_hook=_con_fechas)
    except FileNotFoundError:
        return None


def cargar_yaml(ruta: str | os.PathLike) -> Any:
    """Los datos de un archivo YAML (el de revisiones de un revisor, por ejemplo); uno de los datos del paquete se lee
    como `leer_datos` (de su copia ya leída)."""
    ruta = os.path.abspath(os.fspath(ruta))
    if os.path.dirname(ruta) == os.path.join(_PAQUETE, "datos"):
        return leer_datos(os.path.basename(ruta))
    with open(ruta, "rb") as f:
        return _yaml(f.read())


def _yaml(contenido: bytes) -> Any:
    import yaml

    return yaml.load(contenido.decode("utf-8"), Loader=cargador_seguro())  # a safe loader: data only


def _sin_fechas(x: object) -> object:
    if type(x) is datetime.date:
        return {_FECHA: x.isoformat()}
    raise TypeError(f"un {type(x).__name__} no va en la copia JSON de los datos")


def _con_fechas(d: dict) -> object:
    return datetime.date.fromisoformat(d[_FECHA]) if len(d) == 1 and _FECHA in d else d


def archivos_de_datos() -> list[str]:
    """Los archivos YAML de datos del paquete, cada uno con su copia ya leída."""
    return sorted(n for n in os.listdir(os.path.join(_PAQUETE, "datos")) if n.endswith(".yaml"))


def texto_de_la_copia(nombre: str) -> str:
    """El JSON de la copia ya leída de un archivo, tal como debe estar en el paquete (`regenerar` lo escribe)."""
    with open(ruta_de_datos(nombre), "rb") as f:
        contenido = f.read()
    datos = _yaml(contenido)
    texto = json.dumps({"huella": huella(contenido), "datos": datos}, ensure_ascii=False, default=_sin_fechas)
    if json.loads(texto, object_hook=_con_fechas)["datos"] != datos:  # e.g. a numeric key, which JSON makes text
        raise ValueError(f"{nombre}: sus datos no pasan a JSON sin cambiar (¿una clave numérica?)")
    return texto + "\n"


def regenerar() -> list[str]:
    """Escribe la copia ya leída de cada archivo de datos (``python -m retiro.cli.registro``); da las que cambiaron."""
    os.makedirs(os.path.join(_PAQUETE, "datos", LEIDOS), exist_ok=True)
    cambiadas = []
    for nombre in archivos_de_datos():
        texto, ruta = texto_de_la_copia(nombre), ruta_de_la_copia(nombre)
        try:
            with open(ruta, encoding="utf-8") as f:
                igual = f.read() == texto
        except FileNotFoundError:
            igual = False
        if not igual:
            with open(ruta, "w", encoding="utf-8") as f:
                f.write(texto)
            cambiadas.append(nombre)
    return cambiadas


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
