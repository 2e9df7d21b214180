"""Paso genérico para las tablas de lecturas del registro de interpretaciones (features/interpretaciones).

Comprueba cualquier campo de la respuesta JSON por su nombre, como «que el dato … es …» lo pone en la solicitud.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

import valores as v
from retiro.conformidad.expectativas import es_resultado


@then(parsers.parse('el dato "{campo}" del resultado es "{valor}"'))
def dato_del_resultado(caso, campo, valor):
    """Y el dato "pension.anual" del resultado es "$11,700.00"

    Sí/no, números, cuantías, listas ("18.1, 18.2", en cualquier orden); "ninguno" para un dato vacío."""
    v.esperar(caso, es_resultado(), v.expectativa_de_dato(campo, valor))
