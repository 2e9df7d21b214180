"""Herramientas de las implementaciones defectuosas: parches temporales sobre la referencia."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import ExitStack
from unittest import mock

from retiro.protocolo import evaluar as referencia

Parche = tuple[object, str, Callable[[object], object]]  # (module, attribute, make(original) -> replacement)


def con_parches(*parches: Parche) -> Callable[[dict], dict]:
    """La referencia con los atributos dados reemplazados solo durante cada llamada."""

    def evaluar(solicitud: dict) -> dict:
        with ExitStack() as pila:
            for objeto, nombre, hacer in parches:
                pila.enter_context(mock.patch.object(objeto, nombre, hacer(getattr(objeto, nombre))))
            return referencia(solicitud)

    return evaluar


def constante(valor: object) -> Callable[[object], object]:
    return lambda _original: valor


def antes(cambio: Callable[[dict], dict]) -> Callable[[dict], dict]:
    """La referencia sobre la solicitud que devuelve `cambio(solicitud)` (un error al leer los hechos)."""

    def evaluar(solicitud: dict) -> dict:
        return referencia(cambio(solicitud))

    return evaluar


def retocar(cambio: Callable[[dict, dict], None]) -> Callable[[dict], dict]:
    """La referencia, y después `cambio(solicitud, respuesta)` modifica la respuesta JSON."""

    def evaluar(solicitud: dict) -> dict:
        respuesta = referencia(solicitud)
        cambio(solicitud, respuesta)
        return respuesta

    return evaluar
