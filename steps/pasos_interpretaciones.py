"""Paso genérico para las tablas de lecturas del registro de interpretaciones (features/interpretaciones).

Comprueba cualquier campo de la respuesta JSON por su nombre, como «que el dato … es …» lo pone en la solicitud.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

import valores as v
from retiro.conformidad.expectativas import Expectativa, es_resultado, igual, puntero


@then(parsers.parse('el dato "{campo}" del resultado es "{valor}"'))
def dato_del_resultado(caso, campo, valor):
    """Y el dato "pension.anual" del resultado es "$11,700.00"

    Sí/no, números, cuantías, listas ("18.1, 18.2", en cualquier orden); "ninguno" para un dato vacío (también si la
    solicitud se rechazó: véase «el error de la solicitud es por el campo»)."""
    e = v.expectativa_de_dato(campo, valor)
    if valor.strip().lower() == "ninguno":
        v.esperar(caso, Expectativa("", "alguna_de", (Expectativa("/error", "no_nulo"), e)))
    else:
        v.esperar(caso, es_resultado(), e)


@then(parsers.re(r'la lectura de (?P<entrada>INT-\d+) de la que depende el resultado es "(?P<lectura>[^"]+)"'))
def depende_de_la_lectura(caso, entrada, lectura):
    """Y la lectura de INT-05 de la que depende el resultado es "28_febrero"   («ninguna»: la entrada no cambia este
    resultado y no se consulta)"""
    lectura = lectura.removesuffix(" (por defecto)").strip()
    if lectura.lower() == "ninguna":
        _no_la_lista(caso, entrada)
    else:
        v.esperar(caso, es_resultado(), igual(puntero("dependencias", "lecturas", entrada), lectura))


@then(parsers.re(r"el resultado no depende de (?P<entrada>INT-\d+)"))
def no_depende_de(caso, entrada):
    """Y el resultado no depende de INT-10   (la entrada no puede cambiar este resultado: no se consulta)"""
    _no_la_lista(caso, entrada)


def _no_la_lista(caso, entrada: str) -> None:
    """La referencia no lista una lectura que no cambia el resultado. Otra implementación puede listar de más
    («las entradas de más no molestan», docs/protocolo.md): para ella solo cuenta que sea un resultado."""
    ausente = Expectativa(puntero("dependencias", "lecturas", entrada), "ausente").de_referencia()
    v.esperar(caso, es_resultado(), ausente)


@then(parsers.parse('el error de la solicitud es por el campo "{campo}"'))
def error_por_el_campo(caso, campo):
    """Y el error de la solicitud es por el campo "servicio_acreditable"   («ninguno»: la solicitud no es un error)"""
    if campo.strip().lower() == "ninguno":
        v.esperar(caso, Expectativa("/error", "ausente"))
    else:
        v.esperar(caso, igual("/error/campo", campo))
