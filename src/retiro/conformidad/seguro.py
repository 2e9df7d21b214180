"""Escribir lo que dijo una implementación sin que nada lo rompa: JSON, Markdown y texto con cualquier carácter.

Una respuesta puede traer, en JSON válido, un carácter sustituto suelto (``"\\ud800"``), que no existe en
UTF-8; o texto que, pegado tal cual en Markdown, abriría un bloque de código, una tabla o una etiqueta HTML.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any


def texto(s: str) -> str:
    """El texto con cada sustituto suelto escrito como su escape (``\\ud800``): siempre se puede escribir en UTF-8."""
    return s.encode("utf-8", "backslashreplace").decode("utf-8")


def json_texto(datos: Any, indent: int | None = 1) -> str:
    """JSON legible (sin escapar acentos) y válido en UTF-8: un sustituto suelto queda como su escape JSON."""
    return texto(json.dumps(datos, ensure_ascii=False, indent=indent, default=str))


def json_por_lineas(datos: Any) -> str:
    """Como `json_texto`, pero un elemento por línea: cada clave del objeto de arriba y cada elemento de sus listas
    (un caso del registro, un escenario de Cucumber), escrito cada uno en una línea por el codificador en C de la
    biblioteca estándar. Con ``indent`` la biblioteca usa su codificador en Python: el registro de casos de la
    especificación entera (unos 20 MB) costaba así más CPU que todas las respuestas de la referencia."""

    def uno(x: Any) -> str:
        return json.dumps(x, ensure_ascii=False, default=str)

    def valor(x: Any, sangria: str) -> str:
        if isinstance(x, list) and x:
            return "[\n" + ",\n".join(sangria + " " + uno(e) for e in x) + "\n" + sangria + "]"
        return uno(x)

    if isinstance(datos, dict) and datos:
        # a key as json.dumps writes it in an object (a number, a boolean or null becomes its text)
        partes = (f" {uno(k if isinstance(k, str) else json.dumps(k))}: {valor(v, ' ')}" for k, v in datos.items())
        texto_json = "{\n" + ",\n".join(partes) + "\n}"
    else:
        texto_json = valor(datos, "")
    return texto(texto_json)


def escribir_json(ruta: Path | str, datos: Any, indent: int | None = 1, *, por_lineas: bool = False) -> None:
    """Escribe JSON de forma atómica (un lector nunca ve un archivo a medias); con `por_lineas`, un elemento por
    línea (`json_por_lineas`)."""
    ruta = Path(ruta)
    ruta.parent.mkdir(parents=True, exist_ok=True)
    tmp = ruta.with_name(f".{ruta.name}.{os.getpid()}.tmp")
    try:
        contenido = json_por_lineas(datos) if por_lineas else json_texto(datos, indent)
        tmp.write_text(contenido + "\n", encoding="utf-8")
        os.replace(tmp, ruta)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


_MARKDOWN = re.compile(r"([\\`*_\[\]|<>&~])")


def markdown(s: Any) -> str:
    """Texto de la implementación dentro de un párrafo o celda de Markdown: sin formato, sin HTML, en una línea."""
    t = texto(str(s)).replace("\r", " ").replace("\n", " ")
    return _MARKDOWN.sub(lambda m: {"<": "&lt;", ">": "&gt;", "&": "&amp;"}.get(m.group(1), "\\" + m.group(1)), t)


def bloque(contenido: str, lenguaje: str = "") -> list[str]:
    """Un bloque de código Markdown cuya valla es más larga que cualquier serie de comillas invertidas dentro."""
    contenido = texto(contenido)
    largo = max([3, *(len(m) + 1 for m in re.findall(r"`+", contenido))])
    valla = "`" * largo
    return [valla + lenguaje, contenido, valla]
