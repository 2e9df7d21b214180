"""Errores realistas en la presentación del resultado (redondeo, periodos) y en la validación de la entrada."""

from __future__ import annotations

from retiro.conformidad.defectuosas.base import con_parches, retocar
from retiro.protocolo import salida


def _mensual_desde_anual(original):
    return lambda x, lectura="final_al_centavo": original(x, "mensual_desde_anual")


def _error_sin_campo(solicitud: dict, respuesta: dict) -> None:
    if "error" in respuesta:
        respuesta["error"]["campo"] = "solicitud"


def _mensual_es_anual(solicitud: dict, respuesta: dict) -> None:
    p = respuesta.get("pension") or {}
    for periodo in ("", "_antes_de_reduccion"):
        if p.get("anual" + periodo) is not None:
            p["mensual" + periodo] = p["anual" + periodo]


DEFECTOS = {
    "mensual_desde_anual": (
        "18.6",
        "calcula la pensión mensual dividiendo la anual ya redondeada (doble redondeo; INT-07)",
        con_parches((salida, "cifras", _mensual_desde_anual)),
    ),
    "mensual_es_anual": (
        "18.6",
        "informa como mensual la cuantía anual (confusión mensual/anual)",
        retocar(_mensual_es_anual),
    ),
    "error_sin_campo": (
        "entrada",
        "rechaza los datos malos sin nombrar el campo (siempre «solicitud»)",
        retocar(_error_sin_campo),
    ),
}
