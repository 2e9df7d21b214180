"""Artículo 10 — lo que se resta y lo que se garantiza: la evidencia del beneficio del Seguro Social, la resta
directa de 10.4, la garantía de 10.5 y el mínimo de 10.6(e); las condiciones y el cómputo, en `retiro.ley.articulo10`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from retiro.comun.errores import ErrorDeEntrada
from retiro.ley.explicacion import Codigo, Contexto, Dinero
from retiro.ley.lecturas import (
    INT20,
    INT22,
    INT27,
    INT28,
    INT41,
    INT42,
)
from retiro.ley.modelo import DatosCoordinacion, Solicitud

if TYPE_CHECKING:
    from retiro.ley.articulo10 import Resultado10


def evidencia_del_seguro_social(s: Solicitud, res: Resultado10, ctx: Contexto) -> bool:
    """10.4 y 10.5: el beneficio del Seguro Social; sin él, la incapacidad ocupacional queda incompleta (10.4)."""
    c = s.coordinacion
    assert c is not None
    if c.beneficio_seguro_social is None:
        if c.tipo_pension != "incapacidad_ocupacional":
            raise ErrorDeEntrada(
                "coordinacion.beneficio_seguro_social",
                "falta: es necesario para aplicar la garantía de 10.5 a una pensión que se coordina",
            )
        res.estado = "incompleta"
        res.motivos.append(
            {
                "clausula": "10.4",
                "motivo": "falta la evidencia de la cantidad que recibe del Seguro Social federal; sin ella no puede "
                "aplicarse la garantía de 10.5",
            }
        )
        ctx.paso(
            "10.4",
            "El pensionado por incapacidad ocupacional debe dar evidencia del beneficio del Seguro Social",
            "la coordinación no puede completarse",
        )
        ctx.aviso("Coordinación incompleta: falta la evidencia del beneficio del Seguro Social (10.4).")
        return False
    if c.tipo_pension == "incapacidad_ocupacional":
        ctx.paso(
            "10.4",
            "El pensionado por incapacidad ocupacional debe dar evidencia del beneficio del Seguro Social",
            "evidencia aportada",
        )
    res.beneficio_seguro_social = beneficio_de_la_garantia(c, ctx)
    return True


def beneficio_de_la_garantia(c: DatosCoordinacion, ctx: Contexto) -> Fraction:
    """10.5 (INT-41, INT-42): el beneficio anual del Seguro Social que cuenta en la garantía.

    Por defecto, el que recibe al coordinar. Con «con_derecho» (INT-41), aquel al que tiene derecho; con
    «en_cada_aumento» (INT-42), el actual, después de los aumentos. Cada lectura se consulta solo si la solicitud
    trae el dato que la distingue y ese dato es distinto."""
    assert c.beneficio_seguro_social is not None
    ss = c.beneficio_seguro_social
    for dato, entrada, lectura, regla in (
        (
            c.beneficio_seguro_social_con_derecho,
            INT41,
            INT41.CON_DERECHO,
            "el beneficio al que tiene derecho",
        ),
        (
            c.beneficio_seguro_social_actual,
            INT42,
            INT42.EN_CADA_AUMENTO,
            "el beneficio actual, después de sus aumentos (la garantía se recalcula)",
        ),
    ):
        if dato is not None and dato != ss and ctx.lectura(entrada) == lectura:
            ss = dato
            ctx.paso(
                "10.5",
                "¿Qué beneficio del Seguro Social cuenta en la garantía?",
                regla + ": {beneficio} al año — {lectura}",
                beneficio=Dinero(ss),
                lectura=ctx.citada(entrada),
            )
    return ss


def resta_directa_10_4(s: Solicitud, res: Resultado10, ctx: Contexto) -> Resultado10:
    """10.4 (INT-28, lectura «resta_directa»): el Sistema paga la pensión menos el Seguro Social evidenciado, nunca
    menos de 0."""
    if not evidencia_del_seguro_social(s, res, ctx):
        return res
    assert res.pension_estatutaria is not None and res.beneficio_seguro_social is not None
    resta = max(res.pension_estatutaria - res.beneficio_seguro_social, Fraction(0))
    ctx.paso(
        "10.4",
        "Incapacidad ocupacional: el Sistema paga la pensión ({pension_estatutaria}) menos el beneficio del Seguro "
        "Social evidenciado ({beneficio_seguro_social_anual}), nunca menos de $0; la suma de 10.2 no se usa "
        "({lectura})",
        "{resta} al año",
        pension_estatutaria=Dinero(res.pension_estatutaria),
        beneficio_seguro_social_anual=Dinero(res.beneficio_seguro_social),
        resta=Dinero(resta),
        lectura=ctx.citada(INT28),
    )
    return garantia_10_5(s, res, ctx, resta, "resta_10_4")


def garantia_10_5(s: Solicitud, res: Resultado10, ctx: Contexto, cuantia: Fraction, origen: str) -> Resultado10:
    """10.5: coordinada ≥ pensión − Seguro Social; después el piso de la pensión mínima (10.6(e), INT-27) y los
    aumentos (10.6(a))."""
    assert res.pension_estatutaria is not None and res.beneficio_seguro_social is not None
    # INT-22: the increases (10.6(a)) are outside the guarantee (default) or on both sides of it («con_aumentos»):
    # the floor is the same. Only «aumentos_cuentan_como_pago» lets them pay toward it, lowering the floor.
    referencia = res.pension_estatutaria
    cuentan = res.aumentos_por_ley and ctx.lectura(INT22) == INT22.AUMENTOS_CUENTAN_COMO_PAGO
    pagado_aparte = res.beneficio_seguro_social + (res.aumentos_por_ley if cuentan else 0)
    res.piso_10_5 = max(referencia - pagado_aparte, Fraction(0))
    if res.piso_10_5 > cuantia:
        res.limita, res.pension_coordinada = "garantia_10_5", res.piso_10_5
    else:
        res.limita, res.pension_coordinada = origen, cuantia
    ctx.paso(
        "10.5",
        "Garantía: el Seguro Social ({beneficio_seguro_social_anual}) y el Sistema juntos no pagan menos que la "
        "pensión ({pension_estatutaria}), así que la pensión coordinada no baja de {piso}",
        "{pension_coordinada} al año, que fija {limita}",
        pension_estatutaria=Dinero(referencia),
        beneficio_seguro_social_anual=Dinero(res.beneficio_seguro_social),
        piso=Dinero(res.piso_10_5),
        pension_coordinada=Dinero(res.pension_coordinada),
        limita=Codigo("coordinacion.limita", res.limita),
    )
    minimo_10_6_e(s, res, ctx)
    nada_reducido_10_5(res, ctx)
    res.total_sistema = res.pension_coordinada + res.aumentos_por_ley
    if res.aumentos_por_ley:
        ctx.paso(
            "10.6.a",
            "Los aumentos por ley ({aumentos_por_ley}) no se coordinan: se suman sin cambio",
            "{total} al año en total",
            aumentos_por_ley=Dinero(res.aumentos_por_ley),
            total=Dinero(res.total_sistema),
        )
    return res


def nada_reducido_10_5(res: Resultado10, ctx: Contexto) -> None:
    """10.2 «cuando fuese así necesario» (INT-20) después de la garantía de 10.5: si la garantía (un beneficio del
    Seguro Social de $0) o la pensión mínima (10.6(e)) deja la pensión sin reducir, no hubo coordinación que hacer.

    La lectura solo se consulta si la pensión coordinada no es menor que la pensión sin coordinar."""
    assert res.pension_coordinada is not None and res.pension_estatutaria is not None
    if res.pension_coordinada < res.pension_estatutaria or ctx.lectura(INT20) != INT20.SI_REDUCE:
        return
    res.estado = "no_necesaria"
    ctx.paso(
        "10.2",
        "¿Es necesaria la coordinación («cuando fuese así necesario»)?",
        "no: con {limita} la pensión no se reduce ({pension_coordinada} al año, lo mismo que sin coordinar), así que "
        "sigue sin coordinar — {lectura}",
        limita=Codigo("coordinacion.limita", res.limita),
        pension_coordinada=Dinero(res.pension_coordinada),
        lectura=ctx.citada(INT20),
    )


def minimo_10_6_e(s: Solicitud, res: Resultado10, ctx: Contexto) -> None:
    """10.6(e) (INT-27, lectura «minimo_como_piso»): la coordinación no deja la pensión por debajo de la mínima
    establecida por ley."""
    c = s.coordinacion
    assert c is not None and res.pension_estatutaria is not None and res.pension_coordinada is not None
    # The reading changes the result only if there is a minimum to apply, or (when it is missing) the warning.
    if c.pension_minima_por_ley is None and ctx.vigente(INT27) != INT27.MINIMO_COMO_PISO:
        return
    if ctx.lectura(INT27) != INT27.MINIMO_COMO_PISO:
        return
    regla = "La coordinación no deja la pensión por debajo de la mínima establecida por ley ({lectura})"
    if c.pension_minima_por_ley is None:
        ctx.paso(
            "10.6.e",
            regla,
            "falta la cuantía de la pensión mínima establecida por ley (coordinacion.pension_minima_por_ley): se "
            "coordina sin ese piso",
            lectura=ctx.citada(INT27),
        )
        ctx.aviso(
            "La pensión coordinada no puede quedar por debajo de la pensión mínima establecida por ley (10.6(e); "
            "{lectura}), pero se requiere su cuantía anual (coordinacion.pension_minima_por_ley), que los textos "
            "no dan: la coordinación se calculó sin ese piso.",
            lectura=ctx.citada(INT27),
        )
        return
    piso = min(c.pension_minima_por_ley, res.pension_estatutaria)
    if piso > res.pension_coordinada:
        res.limita, res.pension_coordinada = "minima_10_6_e", piso
    ctx.paso(
        "10.6.e",
        regla + ": la mínima es {pension_minima_por_ley} y el piso ({piso}) no pasa de la pensión sin coordinar",
        "{pension_coordinada} al año, que fija {limita}",
        pension_minima_por_ley=Dinero(c.pension_minima_por_ley),
        piso=Dinero(piso),
        pension_coordinada=Dinero(res.pension_coordinada),
        limita=Codigo("coordinacion.limita", res.limita),
        lectura=ctx.citada(INT27),
    )
