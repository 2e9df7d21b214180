"""El protocolo JSON: una solicitud entra, un resultado o un error sale (docs/protocolo.md).

Es la misma forma para la API de Python, la CLI, los servidores y el kit de conformidad. Las tres entradas
—`evaluar`, `decodificar` y `codificar`— nunca lanzan por lo que reciben: un dato malo es un error de
entrada que nombra el campo; un fallo de la propia calculadora es un error interno (``"interno": true``, sin
campo), distinto de un dato malo (``error.schema.json``).
"""

from __future__ import annotations

from typing import Any

from retiro import revision
from retiro.comun.errores import ErrorDeEntrada, error_interno
from retiro.protocolo import entrada
from retiro.protocolo.calculadora import calcular
from retiro.protocolo.decodificador import codificar, codificar_utf8, decodificar
from retiro.protocolo.salida import como_json
from retiro.version import VERSION_PROTOCOLO

__all__ = ["codificar", "codificar_utf8", "decodificar", "evaluar", "resultado_de_error", "resultado_interno"]


def evaluar(solicitud: Any, incluir_solicitud: bool = False, lecturas_en_contra: bool = False) -> dict:
    """Evalúa una solicitud JSON ya decodificada. Nunca lanza: devuelve un resultado o un resultado de error. Con
    `lecturas_en_contra`, el resultado dice además qué lecturas fueron en contra del pensionado."""
    try:
        with revision.con_decisiones(solicitud):  # the review decisions the request brings (field `revision`)
            res = calcular(entrada.solicitud(solicitud))
            return con_id(
                como_json(res, solicitud if incluir_solicitud else None, con_lecturas_en_contra=lecturas_en_contra),
                solicitud,
            )
    except ErrorDeEntrada as e:
        return con_id(resultado_de_error(e), solicitud)
    except Exception as e:  # a fault of the calculator, not of the request: said as such
        return con_id(resultado_interno(e), solicitud)


def con_id(respuesta: dict, solicitud: Any) -> dict:
    """Protocolo 1.1: la respuesta lleva el `id_solicitud` de su solicitud, si esta trae uno válido (un texto; uno
    inválido es el error de la respuesta y no se repite)."""
    ident = solicitud.get("id_solicitud") if isinstance(solicitud, dict) else None
    error = respuesta.get("error")
    if not isinstance(ident, str) or (isinstance(error, dict) and error.get("campo") == "id_solicitud"):
        return respuesta
    try:
        entrada.SOLICITUD_ID.leer(ident, "id_solicitud")
    except ErrorDeEntrada:
        return respuesta
    primero, *resto = respuesta.items()
    return dict([primero, ("id_solicitud", ident), *resto])  # after version_protocolo


def resultado_de_error(e: ErrorDeEntrada) -> dict:
    """El resultado de error de un dato malo: nombra el campo, el problema y el valor recibido."""
    return {"version_protocolo": VERSION_PROTOCOLO, "error": e.como_dict()}


def resultado_interno(e: BaseException) -> dict:
    """El resultado de error de un fallo de la calculadora (``"interno": true``): no es culpa de la solicitud."""
    return {"version_protocolo": VERSION_PROTOCOLO, "error": error_interno(e)}
