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


def escribir_json(ruta: Path | str, datos: Any, indent: int | None = 1) -> None:
    """Escribe JSON de forma atómica (un lector nunca ve un archivo a medias)."""
    ruta = Path(ruta)
    ruta.parent.mkdir(parents=True, exist_ok=True)
    tmp = ruta.with_name(f".{ruta.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(json_texto(datos, indent) + "\n", encoding="utf-8")
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
