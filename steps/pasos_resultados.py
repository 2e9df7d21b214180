"""Pasos «Entonces»: lo que la ley dispone para el caso, comprobado en la respuesta JSON."""

from __future__ import annotations

from decimal import Decimal

from pytest_bdd import parsers, then

import valores as v


def resultado(caso) -> dict:
    r = caso["respuesta"]
    assert r is not None, "el escenario no evaluó la solicitud (falta un paso «Cuando»)"
    assert "error" not in r, f"la implementación rechazó la solicitud: {r['error']}"
    return r


def _cantidad(valor, esperado: str, que: str) -> None:
    assert valor is not None, f"{que}: no se informó cuantía; se esperaba {esperado}"
    assert Decimal(valor) == v.dinero(esperado), f"{que}: se obtuvo {valor}, se esperaba {esperado}"


@then(parsers.re(r"(?P<es>es|no es) elegible para el retiro opcional"))
def elegible(caso, es):
    """Entonces es elegible para el retiro opcional   ·   Entonces no es elegible para el retiro opcional"""
    r = resultado(caso)["elegibilidad"]
    assert r["elegible"] is v.si_no(es), f"elegible={r['elegible']}; verificaciones: {r['verificaciones']}"


@then(parsers.parse('la elegibilidad para el retiro opcional es "{valor}"'))
def elegibilidad_tabla(caso, valor):
    """Entonces la elegibilidad para el retiro opcional es "sí"   (para tablas de ejemplos: sí / no)"""
    elegible(caso, "es" if v.si_no(valor) else "no es")


@then(parsers.parse('las cláusulas que le permiten optar por el retiro son "{clausulas}"'))
def clausulas(caso, clausulas):
    """Y las cláusulas que le permiten optar por el retiro son "18.1, 18.2"   (o "ninguna")"""
    r = resultado(caso)["elegibilidad"]
    assert r["clausulas"] == v.lista(clausulas), f"se obtuvo {r['clausulas']}; verificaciones: {r['verificaciones']}"


@then(parsers.parse('el motivo según "{clausula}" dice "{texto}"'))
def motivo(caso, clausula, texto):
    """Y el motivo según "18.1" dice "se exigen 25"   (oración: "18.2 (oración 2)")"""
    oracion = None
    if "(oración" in clausula:
        clausula, oracion = clausula.split(" (oración")[0], int(clausula.split("(oración")[1].strip(" )"))
    motivos = [
        x["motivo"]
        for x in resultado(caso)["elegibilidad"]["verificaciones"]
        if x["clausula"] == clausula and (oracion is None or x["oracion"] == oracion)
    ]
    assert motivos, f"no hay verificación de {clausula}"
    assert any(texto in m for m in motivos), f"ningún motivo de {clausula} dice «{texto}»: {motivos}"


@then(parsers.re(r"la pensión (?P<esta>está|no está) sujeta a reducción actuarial"))
def reduccion(caso, esta):
    """Y la pensión está sujeta a reducción actuarial   ·   Y la pensión no está sujeta a reducción actuarial"""
    r = resultado(caso)["reduccion_actuarial"]
    assert r["aplica"] is v.si_no(esta), f"reducción: {r}"


@then(parsers.parse('la reducción actuarial es "{valor}"'))
def reduccion_tabla(caso, valor):
    """Y la reducción actuarial es "sí"   (sí / no / no procede, para tablas de ejemplos)"""
    r = resultado(caso)["reduccion_actuarial"]
    if valor.strip().lower() == "no procede":
        assert r["aplica"] is None, f"reducción: {r}"
    else:
        assert r["aplica"] is v.si_no(valor), f"reducción: {r}"


@then(parsers.parse('las excepciones de 18.5 que aplican son "{excepciones}"'))
def excepciones(caso, excepciones):
    """Y las excepciones de 18.5 que aplican son "18.5.a, 18.5.b"   (o "ninguna")"""
    r = resultado(caso)["reduccion_actuarial"]
    assert r["excepciones"] == v.lista(excepciones), f"excepciones: {r['excepciones']}"


@then(parsers.parse('la fórmula aplicada es "{formula}"'))
def formula(caso, formula):
    """Y la fórmula aplicada es "18.6.a"   (o una regla externa, "EXT-01"; "ninguna")"""
    obtenida = resultado(caso)["pension"]["formula"]
    esperada = None if formula.strip().lower() == "ninguna" else formula.strip()
    assert obtenida == esperada, f"fórmula: se obtuvo {obtenida}, se esperaba {esperada}"


@then(parsers.parse('el estado de la pensión es "{estado}"'))
def estado(caso, estado):
    """Y el estado de la pensión es "requiere_factor_de_la_junta"   (calculada, no_elegible, sin_formula_en_el_texto…)"""
    obtenido = resultado(caso)["pension"]["estado"]
    assert obtenido == estado, f"estado: se obtuvo {obtenido}, se esperaba {estado}"


@then(parsers.re(r'la pensión (?P<periodo>anual|mensual) antes de la reducción es "(?P<cantidad>[^"]+)"'))
def antes_de_reduccion(caso, periodo, cantidad):
    """Y la pensión anual antes de la reducción es "$9,000.00"   ·   Y la pensión mensual antes de la reducción es "$750.00\""""
    _cantidad(
        resultado(caso)["pension"][f"{periodo}_antes_de_reduccion"],
        cantidad,
        f"pensión {periodo} antes de la reducción",
    )


@then(parsers.re(r'la pensión (?P<periodo>anual|mensual) es "(?P<cantidad>[^"]+)"'))
def pension(caso, periodo, cantidad):
    """Y la pensión anual es "$7,650.00"   ·   Y la pensión mensual es "$637.50\""""
    _cantidad(resultado(caso)["pension"][periodo], cantidad, f"pensión {periodo}")


@then("no se informa cuantía de la pensión")
def sin_cuantia(caso):
    """Y no se informa cuantía de la pensión"""
    p = resultado(caso)["pension"]
    assert p["anual"] is None and p["mensual"] is None, f"se informó {p['anual']} anuales"


@then(parsers.parse('el factor de reducción aplicado es "{factor}"'))
def factor(caso, factor):
    """Y el factor de reducción aplicado es "0.80\""""
    obtenido = resultado(caso)["pension"]["factor_reduccion"]
    assert obtenido is not None and Decimal(obtenido) == Decimal(factor), f"factor: {obtenido}"


@then(parsers.parse('el resultado advierte "{texto}"'))
def advierte(caso, texto):
    """Y el resultado advierte "se requiere el factor de la tabla actuarial de la Junta\""""
    avisos = resultado(caso)["avisos"]
    assert any(texto in a for a in avisos), f"ningún aviso dice «{texto}»: {avisos}"


@then(parsers.parse('el resultado depende de la regla externa "{regla}"'))
def depende_externa(caso, regla):
    """Y el resultado depende de la regla externa "EXT-01"   (está por verificar: el resultado lo dice)"""
    ids = [x["id"] for x in resultado(caso)["dependencias"]["reglas_externas"]]
    assert regla in ids, f"reglas externas usadas: {ids}"
    assert any(regla in a and "por verificar" in a for a in resultado(caso)["avisos"]), (
        "el resultado no advierte la regla externa"
    )


@then("el resultado no depende de reglas externas")
def no_depende_externa(caso):
    """Y el resultado no depende de reglas externas"""
    ids = [x["id"] for x in resultado(caso)["dependencias"]["reglas_externas"]]
    assert ids == [], f"reglas externas usadas: {ids}"


@then(parsers.re(r'el resultado usa la lectura "(?P<lectura>[^"]+)" de (?P<entrada>INT-\d+)'))
def usa_lectura(caso, lectura, entrada):
    """Y el resultado usa la lectura "estricta" de INT-01"""
    usadas = resultado(caso)["dependencias"]["lecturas"]
    assert usadas.get(entrada) == lectura, f"lecturas usadas: {usadas}"


@then(parsers.parse('la explicación cita la cláusula "{clausula}"'))
def cita(caso, clausula):
    """Y la explicación cita la cláusula "18.6.a\""""
    citadas = [p["clausula"] for p in resultado(caso)["explicacion"]]
    assert clausula in citadas, f"la explicación cita {citadas}"


@then(parsers.parse('la explicación dice "{texto}"'))
def explicacion_dice(caso, texto):
    """Y la explicación dice "75 % de la retribución promedio"   (en la regla o el resultado de algún paso)"""
    pasos = resultado(caso)["explicacion"]
    assert any(texto in p["regla"] or texto in p["resultado"] for p in pasos), (
        f"ningún paso de la explicación dice «{texto}»: " + "; ".join(f"{p['regla']} → {p['resultado']}" for p in pasos)
    )


@then(parsers.parse('la edad al retiro es "{edad}" años'))
def edad(caso, edad):
    """Y la edad al retiro es "57" años"""
    assert resultado(caso)["edad_al_retiro"] == int(edad)


@then(parsers.re(r"(?P<es>es|no es) nuevo participante"))
def nuevo(caso, es):
    """Y es nuevo participante   ·   Y no es nuevo participante   (ingresó después del 1 de abril de 1990)"""
    assert resultado(caso)["nuevo_participante"] is v.si_no(es)


@then(parsers.parse('la solicitud se rechaza por el campo "{campo}"'))
def rechazo(caso, campo):
    """Entonces la solicitud se rechaza por el campo "fecha_retiro\""""
    r = caso["respuesta"]
    assert r is not None and "error" in r, f"se esperaba un error en «{campo}»; la respuesta fue un resultado"
    assert r["error"]["campo"] == campo, f"el error nombra «{r['error']['campo']}»: {r['error']['mensaje']}"


@then(parsers.parse('el mensaje de error dice "{texto}"'))
def mensaje_error(caso, texto):
    """Y el mensaje de error dice "anterior a la fecha de nacimiento\""""
    r = caso["respuesta"]
    assert r is not None and "error" in r, "no hubo error"
    assert texto in r["error"]["mensaje"], f"el mensaje es «{r['error']['mensaje']}»"


@then(parsers.parse('la explicación aplica "{primera}" antes que "{segunda}"'))
def cita_en_orden(caso, primera, segunda):
    """Y la explicación aplica "18.6.a" antes que "18.6.d"   (orden de los pasos de la explicación)"""
    citadas = [p["clausula"] for p in resultado(caso)["explicacion"]]
    assert primera in citadas and segunda in citadas, f"la explicación cita {citadas}"
    assert citadas.index(primera) < citadas.index(segunda), f"orden de la explicación: {citadas}"


@then(parsers.parse('las reglas externas de las que depende el resultado son "{reglas}"'))
def reglas_externas_exactas(caso, reglas):
    """Y las reglas externas de las que depende el resultado son "EXT-01"   (o "ninguna"; para tablas de ejemplos)"""
    esperadas = v.lista(reglas)
    ids = [x["id"] for x in resultado(caso)["dependencias"]["reglas_externas"]]
    assert ids == esperadas, f"reglas externas usadas: {ids}; se esperaban {esperadas}"
    for regla in esperadas:
        assert any(regla in a and "por verificar" in a for a in resultado(caso)["avisos"]), (
            f"el resultado no advierte {regla}"
        )
