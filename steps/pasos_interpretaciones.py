"""Paso genérico para las tablas de lecturas del registro de interpretaciones (features/interpretaciones).

Comprueba cualquier campo de la respuesta JSON por su nombre, como «que el dato … es …» lo pone en la solicitud.
"""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from pytest_bdd import parsers, then

import valores as v
from pasos_resultados import resultado


@then(parsers.parse('el dato "{campo}" del resultado es "{valor}"'))
def dato_del_resultado(caso, campo, valor):
    """Y el dato "pension.anual" del resultado es "$11,700.00"   (sí/no, "ninguno" para un dato vacío, listas "18.1, 18.2")"""
    obtenido = v.obtener(resultado(caso), campo)
    esperado = valor.strip()
    if obtenido is None or esperado.lower() == "ninguno":
        assert obtenido is None and esperado.lower() == "ninguno", (
            f"{campo}: se obtuvo {obtenido!r}, se esperaba {valor}"
        )
    elif isinstance(obtenido, bool):
        assert obtenido is v.si_no(esperado), f"{campo}: se obtuvo {obtenido}, se esperaba {valor}"
    elif isinstance(obtenido, list):
        assert obtenido == v.lista(esperado), f"{campo}: se obtuvo {obtenido}, se esperaba {valor}"
    elif isinstance(obtenido, int):
        assert obtenido == int(esperado), f"{campo}: se obtuvo {obtenido}, se esperaba {valor}"
    else:
        try:
            igual = Decimal(str(obtenido)) == v.dinero(esperado)
        except InvalidOperation:
            igual = str(obtenido) == esperado
        assert igual, f"{campo}: se obtuvo {obtenido}, se esperaba {valor}"
