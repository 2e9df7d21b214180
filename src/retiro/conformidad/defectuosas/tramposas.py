"""Implementaciones que intentan ganarse un veredicto conforme sin calcular bien: el kit no debe dárselo.

Cada una es la referencia con una trampa en el saludo o en las respuestas: esquivar con «no soportado» los
casos cuya respuesta correcta trae una cuantía, declarar todo no soportado, declarar un alcance amplio y
esquivar fuera de él, declarar una parte que no existe, esquivar con un error de entrada inventado. Y un
control honrado: `sin_articulo_10` declara el Artículo 10 no soportado y contesta bien todo lo demás (le
corresponde «conforme en el alcance declarado»).

Un saludo se contesta como cualquier solicitud (``{"protocolo": "retiro", …}``), igual por los tres caminos:
``modulo:funcion``, ``cmd:python -m retiro.cli.adaptador modulo:funcion`` y el mismo adaptador con
``--http``. `python -m retiro.cli.poder --veredictos` da el veredicto y el código de salida de cada una.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from retiro.protocolo import alcance
from retiro.protocolo import evaluar as referencia

TODAS = list(alcance.PARTES)


def _saludo(partes: list[str] | None, nombre: str) -> dict:
    s = {"protocolo": "retiro", "version_protocolo": "1.0", "implementacion": f"tramposa {nombre}", "version": "1"}
    if partes is not None:
        s["partes_no_soportadas"] = partes
    return s


def _no_soportado(campo: str = "solicitud") -> dict:
    return {
        "version_protocolo": "1.0",
        "error": {"campo": campo, "mensaje": "esta implementación no cubre este caso", "no_soportado": True},
    }


def _trae_cuantia(respuesta: dict) -> bool:
    """¿La respuesta correcta trae alguna cuantía (de la pensión o de la coordinación)?"""
    p = respuesta.get("pension") or {}
    c = respuesta.get("coordinacion") or {}
    return any(p.get(k) is not None for k in ("anual", "anual_antes_de_reduccion")) or any(
        c.get(k) is not None for k in ("pension_coordinada_anual", "formula_anual")
    )


@dataclass(frozen=True)
class Tramposa:
    id: str
    trampa: str  # what it tries, in Spanish
    conforme: bool  # the verdict it deserves: only the honest control is conformant
    evaluar: Callable[[dict], dict]

    @property
    def objetivo(self) -> str:
        return f"{__name__}:{self.id}"


def _con_saludo(partes: list[str] | None, nombre: str, responder: Callable[[dict], dict]) -> Callable[[dict], dict]:
    def evaluar(solicitud: dict) -> dict:
        if isinstance(solicitud, dict) and "protocolo" in solicitud:
            return _saludo(partes, nombre)
        return responder(solicitud)

    return evaluar


def _esquiva_cuantias(solicitud: dict) -> dict:
    r = referencia(solicitud)
    return _no_soportado() if _trae_cuantia(r) else r


def _esquiva_con_error(solicitud: dict) -> dict:
    r = referencia(solicitud)
    if not _trae_cuantia(r):
        return r
    return {"version_protocolo": "1.0", "error": {"campo": "fecha_retiro", "mensaje": "no se puede calcular"}}


def _solo_articulo_18(solicitud: dict) -> dict:
    if isinstance(solicitud, dict) and solicitud.get("coordinacion") is not None:
        return _no_soportado("coordinacion")
    return referencia(solicitud)


_LISTA = [
    Tramposa(
        "esquiva_cuantias",
        "contesta «no soportado», sin declarar nada, a toda solicitud cuya respuesta correcta trae una cuantía",
        False,
        _con_saludo(None, "esquiva_cuantias", _esquiva_cuantias),
    ),
    Tramposa(
        "esquiva_todo",
        "contesta «no soportado» a todo, sin declarar nada",
        False,
        _con_saludo(None, "esquiva_todo", lambda s: _no_soportado()),
    ),
    Tramposa(
        "declara_todo_y_esquiva_todo",
        "declara no soportadas todas las partes y contesta «no soportado» a todo",
        False,
        _con_saludo(TODAS, "declara_todo_y_esquiva_todo", lambda s: _no_soportado()),
    ),
    Tramposa(
        "alcance_amplio_y_esquiva_cuantias",
        "declara no soportadas todas las partes y contesta «no soportado» a toda solicitud con cuantía, use o no"
        " una parte declarada",
        False,
        _con_saludo(TODAS, "alcance_amplio_y_esquiva_cuantias", _esquiva_cuantias),
    ),
    Tramposa(
        "declara_el_nucleo",
        "declara no soportada una parte que no existe («articulo_18») y contesta «no soportado» a todo",
        False,
        _con_saludo(["articulo_18"], "declara_el_nucleo", lambda s: _no_soportado()),
    ),
    Tramposa(
        "esquiva_con_error",
        "contesta un error de entrada inventado a toda solicitud cuya respuesta correcta trae una cuantía",
        False,
        _con_saludo(None, "esquiva_con_error", _esquiva_con_error),
    ),
    Tramposa(
        "sin_articulo_10",
        "control honrado: declara el Artículo 10 no soportado y contesta «no soportado» solo a la coordinación",
        True,
        _con_saludo(["articulo_10"], "sin_articulo_10", _solo_articulo_18),
    ),
]
TRAMPOSAS: dict[str, Tramposa] = {t.id: t for t in _LISTA}
for _t in _LISTA:
    globals()[_t.id] = _t.evaluar
