"""El protocolo JSON (versión 1.0): una solicitud entra, un resultado o un error sale.

Es la misma forma para la API de Python, la CLI, los servidores y el kit de conformidad.
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from retiro import entrada
from retiro.calculadora import calcular
from retiro.entrada import VERSION_PROTOCOLO
from retiro.errores import ErrorDeEntrada
from retiro.salida import como_json


def evaluar(solicitud: Any, incluir_solicitud: bool = False) -> dict:
    """Evalúa una solicitud JSON ya decodificada. Nunca lanza por datos malos: devuelve un resultado de error."""
    try:
        res = calcular(entrada.solicitud(solicitud))
        return como_json(res, solicitud if incluir_solicitud else None)
    except ErrorDeEntrada as e:
        return resultado_de_error(e)


def resultado_de_error(e: ErrorDeEntrada) -> dict:
    return {"version_protocolo": VERSION_PROTOCOLO, "error": e.como_dict()}


def decodificar(texto: str, campo: str = "solicitud") -> Any:
    """Decodifica JSON conservando los decimales exactos; un JSON malformado es un `ErrorDeEntrada`."""
    try:
        return json.loads(texto, parse_float=Decimal)
    except json.JSONDecodeError as e:
        motivo = next((es for en, es in _MENSAJES_JSON if e.msg.startswith(en)), "error de sintaxis")
        raise ErrorDeEntrada(campo, f"no es JSON válido (línea {e.lineno}, columna {e.colno}: {motivo})") from None


# The json module's messages, in Spanish.
_MENSAJES_JSON = (
    ("Expecting value", "se esperaba un valor"),
    ("Expecting property name enclosed in double quotes", "se esperaba un nombre de campo entre comillas dobles"),
    ("Expecting ',' delimiter", "se esperaba una coma"),
    ("Expecting ':' delimiter", "se esperaban dos puntos"),
    ("Unterminated string", "texto entre comillas sin cerrar"),
    ("Extra data", "sobran datos después del JSON"),
    ("Invalid control character", "carácter de control no válido"),
    ("Invalid \\escape", "secuencia de escape no válida"),
    ("Invalid \\uXXXX escape", "secuencia \\u no válida"),
)


def codificar(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, default=str)
