"""The texts of a step's values: the lookup by exact type (`_PLANO`, `_EN_FRASE`, the fast path of every answer) writes
exactly what the chains of `isinstance` write (the path of a subclass), for a value of every type a step holds."""

from __future__ import annotations

import enum
from datetime import date, datetime
from fractions import Fraction

import pytest

from retiro.ley import explicacion as e


class _Entero(enum.IntEnum):
    TRES = 3


VALORES = [
    "texto",
    "",
    e.Dinero(Fraction(25801, 2)),
    e.Dinero(Fraction(12900)),
    e.Tiempo(Fraction(299, 12)),
    e.Tiempo(Fraction(80, 3)),
    e.Tiempo(Fraction(1)),
    e.Porcentaje(Fraction(3, 4)),
    e.Porcentaje(Fraction(1, 3)),
    Fraction(-7, 8),
    Fraction(2, 3),
    date(1984, 7, 1),
    datetime(1984, 7, 1, 12, 30),  # a subclass of date: the chain
    True,
    False,
    0,
    -42,
    10**30,
    _Entero.TRES,  # a subclass of int: the chain
    e.Codigo("coordinacion.limita", "piso_10_5"),
    e.Clausula("18.5.b"),
    e.Externa("EXT-01"),
    e.LecturaCitada("INT-01", "inclusiva"),
    e.Lista(("a", e.Dinero(Fraction(3, 2)), date(2013, 6, 30), e.Lista((1, e.Tiempo(Fraction(1, 12)))))),
    e.Lista((), o=True),
    None,
]


@pytest.mark.parametrize("valor", VALORES, ids=repr)
def test_la_busqueda_por_tipo_escribe_lo_mismo_que_la_cadena(valor):
    assert e.texto_plano(valor) == e._texto_plano(valor)
    assert e.texto_en_frase(valor) == e._texto_en_frase(valor)


def test_cada_tipo_de_la_busqueda_tiene_su_valor_en_la_prueba():
    probados = {type(v) for v in VALORES}
    assert set(e._PLANO) <= probados and set(e._EN_FRASE) <= probados


def test_un_paso_escribe_sus_valores_en_la_regla_y_en_el_resultado():
    p = e.Paso("18.6.a", "{anual} por {servicio}", {"anual": e.Dinero(Fraction(12900)), "servicio": 3}, "el {dia}")
    p.valores["dia"] = date(2013, 6, 30)
    assert p.como_dict() == {
        "clausula": "18.6.a",
        "regla": "$12900 por 3",
        "valores": {"anual": "12900", "servicio": "3", "dia": "2013-06-30"},
        "resultado": "el 30 de junio de 2013",
    }
    d = p.como_dict()
    assert (d["regla"], d["resultado"]) == p.escrito(e.texto_en_frase)
