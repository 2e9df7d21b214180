"""Pasos del Artículo 10: coordinación de la pensión con el Seguro Social federal.

Los hechos van al objeto `coordinacion` de la solicitud JSON (protocolo 1.x) con los nombres de
`retiro.protocolo.entrada`; lo que se comprueba se lee del objeto `coordinacion` de la respuesta.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

import valores as v
from pasos_hechos import evaluar
from retiro.conformidad.expectativas import Expectativa, decimal, es_resultado, igual, nulo, puntero

PERIODOS = {"mensuales": "mensual", "anuales": "anual"}
ESTADOS = {
    "coordinada": "coordinada",
    "no se coordina": "no_se_coordina",
    "no es necesaria": "no_necesaria",
    "incompleta": "incompleta",
    "fuera de vigencia": "fuera_de_vigencia",
}
LIMITA = {
    "la garantía de 10.5": "garantia_10_5",
    "la fórmula": "formula",
    "la resta de 10.4": "resta_10_4",
    "la pensión mínima": "minima_10_6_e",
}
TIPOS = {
    "años de servicio": "servicio",
    "incapacidad": "incapacidad",
    "incapacidad ocupacional": "incapacidad_ocupacional",
    "mérito": "merito",
}


def _c(caso) -> dict:
    return caso["solicitud"].setdefault("coordinacion", {})


# --- Dado: los hechos ------------------------------------------------------------------------------


@given(parsers.parse('que se retiró el "{fecha}"'))
def se_retiro(caso, fecha):
    """Y que se retiró el "2010-05-10"   (fecha en que comenzó su pensión)"""
    caso["solicitud"]["fecha_retiro"] = fecha


@given(parsers.re(r"que (?P<esta>está|no está) acogido al Plan Coordinado"))
def plan_coordinado(caso, esta):
    """Dado que está acogido al Plan Coordinado   ·   Dado que no está acogido al Plan Coordinado   (10.1)"""
    _c(caso)["plan_coordinado"] = v.si_no(esta)


@given(parsers.re(r"que (?P<es>es|no es) plenamente asegurado bajo la Ley de Seguridad Social Federal"))
def plenamente_asegurado(caso, es):
    """Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal   ·   Y que no es ...   (10.1)"""
    _c(caso)["plenamente_asegurado"] = v.si_no(es)


@given(parsers.re(r"que (?P<es>es|no es) elegible para los beneficios primarios de dicha ley"))
def elegible_beneficios_primarios(caso, es):
    """Y que es elegible para los beneficios primarios de dicha ley   ·   Y que no es ...   (10.1)"""
    _c(caso)["elegible_beneficios_primarios"] = v.si_no(es)


@given(parsers.parse('que adquirió la condición de plenamente asegurado el "{fecha}"'))
def fecha_plenamente_asegurado(caso, fecha):
    """Y que adquirió la condición de plenamente asegurado el "2016-01-01"   (10.1; INT-24)"""
    _c(caso).update(plenamente_asegurado=True, fecha_plenamente_asegurado=fecha)


@given(parsers.parse('que es elegible para los beneficios primarios desde el "{fecha}"'))
def fecha_elegible(caso, fecha):
    """Y que es elegible para los beneficios primarios desde el "2016-01-01"   (10.1; INT-24)"""
    _c(caso).update(elegible_beneficios_primarios=True, fecha_elegible_beneficios_primarios=fecha)


@given(parsers.parse('que recibe del Seguro Social "{monto}" {periodo}'))
def beneficio_seguro_social(caso, monto, periodo):
    """Y que recibe del Seguro Social "$1,000.00" mensuales   (o anuales: el período siempre explícito)"""
    _c(caso)["beneficio_seguro_social"] = {
        "monto": v.cantidad(monto),
        "periodo": v.de_tabla(PERIODOS, periodo, "período"),
    }


@given(parsers.parse('que su pensión conforme a la Ley es "{cantidad}" anuales'))
def pension_estatutaria(caso, cantidad):
    """Y que su pensión conforme a la Ley es "$15,000.00" anuales   (dada como hecho; si no, la calcula el Artículo 18)"""  # noqa: E501
    _c(caso)["pension_estatutaria"] = v.cantidad(cantidad)


@given(parsers.parse('que su pensión lleva el factor de reducción actuarial "{factor}"'))
def factor_reduccion(caso, factor):
    """Y que su pensión lleva el factor de reducción actuarial "0.80"   (con la pensión dada como hecho; INT-21)"""
    _c(caso)["factor_reduccion"] = factor


@given(parsers.re(r"que está pensionado por (?P<tipo>años de servicio|incapacidad ocupacional|incapacidad|mérito)"))
def pensionado_por(caso, tipo):
    """Y que está pensionado por años de servicio   (o por incapacidad, por incapacidad ocupacional, por mérito)"""
    _c(caso)["tipo_pension"] = TIPOS[tipo]
    if tipo == "mérito":  # a merit pension is one in both places of the request
        caso["solicitud"]["tipo_pension"] = "merito"


@given(parsers.parse('que los años incluidos en el cómputo original de la pensión son "{servicio}"'))
def anos_computo_original(caso, servicio):
    """Y que los años incluidos en el cómputo original de la pensión son "30 años"   (10.3)"""
    _c(caso)["anos_computo_original"] = v.servicio(servicio)


@given(parsers.parse('que ha recibido aumentos por concepto de Ley de "{cantidad}" anuales'))
def aumentos_por_ley(caso, cantidad):
    """Y que ha recibido aumentos por concepto de Ley de "$600.00" anuales   (10.6(a))"""
    _c(caso)["aumentos_por_ley"] = v.cantidad(cantidad)


@given(parsers.parse('que su pensión es diferida y se separó del servicio el "{fecha}"'))
def pension_diferida(caso, fecha):
    """Y que su pensión es diferida y se separó del servicio el "1968-06-30"   (10.6(c))"""
    _c(caso).update(pension_diferida=True, fecha_separacion=fecha)


@given(parsers.parse('que recibe una anualidad por traspaso cuya opción ejerció el "{fecha}"'))
def anualidad_por_traspaso(caso, fecha):
    """Y que recibe una anualidad por traspaso cuya opción ejerció el "1968-06-30"   (10.6(d))"""
    _c(caso).update(anualidad_por_traspaso=True, fecha_opcion_traspaso=fecha)


@given(parsers.re(r"que su pensión (?P<es>es|no es) una pensión mínima establecida por ley"))
def pension_minima(caso, es):
    """Y que su pensión es una pensión mínima establecida por ley   ·   ... no es ...   (10.6(e))"""
    _c(caso)["pension_minima"] = v.si_no(es)


# --- Cuando ----------------------------------------------------------------------------------------


@when(parsers.parse('se coordina su pensión el "{fecha}"'))
def se_coordina(caso, implementacion, fecha):
    """Cuando se coordina su pensión el "2015-05-10"   (evalúa la solicitud con esa fecha de coordinación)"""
    _c(caso)["fecha_coordinacion"] = fecha
    evaluar(caso, implementacion)


# --- Entonces: lo que resulta (expectativas sobre el objeto `coordinacion` de la respuesta) -----------


def _esperar(caso, *expectativas: Expectativa) -> None:
    """Un resultado, con coordinación (no null), y las expectativas del paso."""
    v.esperar(caso, es_resultado(), Expectativa("/coordinacion", "no_nulo"), *expectativas)


@then(parsers.parse('la coordinación resulta "{estado}"'))
def estado_coordinacion(caso, estado):
    """Entonces la coordinación resulta "coordinada"   (no se coordina, no es necesaria, incompleta)"""
    _esperar(caso, igual("/coordinacion/estado", v.de_tabla(ESTADOS, estado, "estado de la coordinación")))


@then(parsers.parse('el motivo de la coordinación según "{clausula}" dice "{texto}"'))
def motivo_coordinacion(caso, clausula, texto):
    """Y el motivo de la coordinación según "10.7" dice "Alcalde"

    La ley: algún motivo nombra esa cláusula. La redacción del motivo es de la referencia."""
    de_la_clausula = igual("/clausula", clausula)
    _esperar(
        caso,
        Expectativa("/coordinacion/motivos", "alguno", (de_la_clausula,)),
        Expectativa(
            "/coordinacion/motivos", "alguno", (de_la_clausula, Expectativa("/motivo", "contiene", texto))
        ).de_referencia(),
    )


@then("la coordinación no da motivos")
def sin_motivos(caso):
    """Y la coordinación no da motivos"""
    _esperar(caso, Expectativa("/coordinacion/motivos", "vacio"))


@then(parsers.parse('la coordinación tiene efecto desde el "{fecha}"'))
def fecha_efecto(caso, fecha):
    """Y la coordinación tiene efecto desde el "2015-05-10"   (10.1; INT-24)"""
    _esperar(caso, igual("/coordinacion/fecha_efecto", fecha))


@then(parsers.parse('el producto "{producto}" es "{cantidad}"'))
def producto(caso, producto, cantidad):
    """Y el producto "10.2.c" es "$7,020.00"   (10.2.a–10.2.d; en mérito, "10.3 (hasta el tope)" y "10.3 (exceso)")"""
    _esperar(caso, decimal(puntero("coordinacion", "productos", producto), cantidad))


CANTIDADES = {
    "la suma de los productos": "formula_anual",
    "la suma de los productos después de la reducción actuarial": "formula_reducida_anual",
    "la pensión conforme a la Ley": "pension_estatutaria_anual",
    "el beneficio del Seguro Social": "beneficio_seguro_social_anual",
    "la garantía de 10.5": "piso_10_5_anual",
    "la pensión coordinada": "pension_coordinada_anual",
    "lo que paga el Sistema con los aumentos por ley": "total_sistema_anual",
    "lo que pagan juntos el Seguro Social y el Sistema": "total_con_seguro_social_anual",
}


@then(
    parsers.re(
        r"(?P<que>la suma de los productos(?: después de la reducción actuarial)?|la pensión conforme a la Ley"
        r"|el beneficio del Seguro Social|la garantía de 10\.5|la pensión coordinada"
        r"|lo que paga el Sistema con los aumentos por ley|lo que pagan juntos el Seguro Social y el Sistema)"
        r' (?:es|son|da) "(?P<cantidad>[^"]+)" (?P<periodo>anuales|mensuales)'
    )
)
def cantidad_coordinacion(caso, que, cantidad, periodo):
    """Y la pensión coordinada es "$14,010.00" anuales   (o mensuales; también: la suma de los productos,
    la garantía de 10.5, el beneficio del Seguro Social, la pensión conforme a la Ley,
    lo que paga el Sistema con los aumentos por ley, lo que pagan juntos el Seguro Social y el Sistema)"""
    campo = CANTIDADES[que]
    if periodo == "mensuales":
        campo = campo.removesuffix("_anual") + "_mensual"
    _esperar(caso, decimal(puntero("coordinacion", campo), cantidad))


@then(parsers.parse('limita "{que}"'))
def limita(caso, que):
    """Y limita "la garantía de 10.5"   ·   "la fórmula"   ·   "la resta de 10.4" (INT-28)   ·   "la pensión mínima" (INT-27)"""  # noqa: E501 (the step catalogue shows it on one line)
    _esperar(caso, igual("/coordinacion/limita", v.de_tabla(LIMITA, que, "límite")))


@then("no se informa pensión coordinada")
def sin_pension_coordinada(caso):
    """Y no se informa pensión coordinada   (no se coordina, o la coordinación no puede completarse; lo que paga el
    Sistema sin coordinar se informa aparte, en total_sistema_anual)"""
    _esperar(caso, nulo("/coordinacion/pension_coordinada_anual"))


@given(parsers.parse('que tiene derecho del Seguro Social a "{monto}" {periodo}'))
def beneficio_con_derecho(caso, monto, periodo):
    """Y que tiene derecho del Seguro Social a "$800.00" mensuales   (aunque reciba otra cantidad: INT-41)"""
    _c(caso)["beneficio_seguro_social_con_derecho"] = {
        "monto": monto,
        "periodo": v.de_tabla(PERIODOS, periodo, "período"),
    }


@given(parsers.parse('que tras los aumentos del Seguro Social recibe "{monto}" {periodo}'))
def beneficio_actual(caso, monto, periodo):
    """Y que tras los aumentos del Seguro Social recibe "$300.00" mensuales   (el beneficio actual: INT-42)"""
    _c(caso)["beneficio_seguro_social_actual"] = {"monto": monto, "periodo": v.de_tabla(PERIODOS, periodo, "período")}
