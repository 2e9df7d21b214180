"""Pasos «Dado» y «Cuando»: los hechos del miembro y el momento de la evaluación.

Cada paso pone un hecho en la solicitud JSON (protocolo 1.x), con el nombre que la ley le da.
Ejemplo de uso en un .feature, en el docstring de cada paso (catálogo de pasos de la documentación).
"""

from __future__ import annotations

import copy

from pytest_bdd import given, parsers, when

import valores as v


@given(parsers.parse('un miembro nacido el "{fecha}"'))
def miembro_nacido(caso, fecha):
    """Dado un miembro nacido el "1960-05-10"   (también «10 de mayo de 1960»)"""
    caso["solicitud"]["fecha_nacimiento"] = fecha


@given(parsers.parse('que ingresó por primera vez al Sistema el "{fecha}"'))
def ingreso(caso, fecha):
    """Y que ingresó por primera vez al Sistema el "1985-07-01\""""
    caso["solicitud"]["fecha_ingreso"] = fecha


@given(parsers.re(r"que (?P<activo>está|no está) en servicio activo"))
def servicio_activo(caso, activo):
    """Y que está en servicio activo   ·   Y que no está en servicio activo"""
    caso["solicitud"]["en_servicio_activo"] = v.si_no(activo)


@given(parsers.parse('que tiene acreditados "{servicio}" de servicios'))
def servicio_acreditable(caso, servicio):
    """Y que tiene acreditados "24 años y 11 meses" de servicios   (también "25 años", "25,5 años")"""
    caso["solicitud"]["servicio_acreditable"] = v.servicio(servicio)


@given(parsers.parse('que su retribución promedio es "{cantidad}" anuales'))
def retribucion_promedio(caso, cantidad):
    """Y que su retribución promedio es "$30,000.00" anuales"""
    caso["solicitud"]["retribucion_promedio"] = v.cantidad(cantidad)


@given(parsers.parse("que es miembro del Cuerpo de la Policía"))
def policia(caso):
    """Y que es miembro del Cuerpo de la Policía"""
    caso["solicitud"]["cuerpo"] = "policia"


@given(parsers.parse("que es miembro del Cuerpo de Bomberos"))
def bomberos(caso):
    """Y que es miembro del Cuerpo de Bomberos"""
    caso["solicitud"]["cuerpo"] = "bomberos"


@given(parsers.parse('que su cuerpo es "{cuerpo}"'))
def cuerpo(caso, cuerpo):
    """Y que su cuerpo es "Policía"   (Policía, Bomberos o ninguno)"""
    caso["solicitud"]["cuerpo"] = v.de_tabla(v.CUERPOS, cuerpo, "cuerpo")


@given(parsers.parse('que su puesto es "{puesto}"'))
def puesto(caso, puesto):
    """Y que su puesto es "Alcalde"   (Alcalde, Servicio de Extensión Agrícola u otro)"""
    caso["solicitud"]["puesto"] = v.de_tabla(v.PUESTOS, puesto, "puesto")


@given(parsers.parse('que solicita una pensión "{tipo}"'))
def tipo_pension(caso, tipo):
    """Y que solicita una pensión "por mérito"   (opcional, por mérito, de alto riesgo)"""
    caso["solicitud"]["tipo_pension"] = v.de_tabla(v.TIPOS_PENSION, tipo, "tipo de pensión")


@given(parsers.parse('que el por ciento de su pensión por mérito es "{porcentaje}"'))
def porcentaje_merito(caso, porcentaje):
    """Y que el por ciento de su pensión por mérito es "75%\""""
    caso["solicitud"]["porcentaje_merito"] = porcentaje


@given(parsers.parse('que pasó del "{cuerpo}" a otro puesto del Sistema el "{fecha}"'))
def traslado(caso, cuerpo, fecha):
    """Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2010-01-15"   (18.4)"""
    t = caso["solicitud"].setdefault("traslado", {"sin_interrupcion": True})
    t["cuerpo"] = v.de_tabla(v.CUERPOS, cuerpo, "cuerpo")
    t["fecha"] = fecha
    caso["solicitud"]["cuerpo"] = "ninguno"


@given(parsers.re(r"que el paso a otro puesto fue (?P<como>sin interrupción|con interrupción)"))
def traslado_interrupcion(caso, como):
    """Y que el paso a otro puesto fue sin interrupción   ·   ... con interrupción"""
    caso["solicitud"].setdefault("traslado", {})["sin_interrupcion"] = como == "sin interrupción"


@given(parsers.parse('que al pasar a otro puesto tenía acreditados "{servicio}" de servicios'))
def traslado_servicio(caso, servicio):
    """Y que al pasar a otro puesto tenía acreditados "25 años" de servicios"""
    caso["solicitud"].setdefault("traslado", {})["servicio_acreditable"] = v.servicio(servicio)


@given(parsers.parse('que al 30 de junio de 2013 tenía acreditados "{servicio}" de servicios'))
def servicio_al_30_junio_2013(caso, servicio):
    """Y que al 30 de junio de 2013 tenía acreditados "30 años" de servicios   (Ley 3-2013, § 787c(a); INT-47)"""
    caso["solicitud"].setdefault("al_30_junio_2013", {})["servicio_acreditable"] = v.servicio(servicio)


@given(parsers.parse('que su retribución promedio al 30 de junio de 2013 era "{cantidad}" anuales'))
def retribucion_al_30_junio_2013(caso, cantidad):
    """Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales   (§ 787c(a); INT-47)"""
    caso["solicitud"].setdefault("al_30_junio_2013", {})["retribucion_promedio"] = cantidad


@given(parsers.parse('la tabla actuarial "{nombre}" adoptada el "{fecha}" según "{fuente}", con estos factores:'))
def tabla_actuarial(caso, nombre, fecha, fuente, datatable):
    """Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
    | edad | factor |
    | 55   | 0.80   |
    """  # noqa: E501
    encabezado, *filas = datatable
    i_edad, i_factor = encabezado.index("edad"), encabezado.index("factor")
    caso["solicitud"]["tabla_actuarial"] = {
        "nombre": nombre,
        "fuente": fuente,
        "fecha_adopcion": fecha,
        "factores": {fila[i_edad].strip(): fila[i_factor].strip() for fila in filas},
    }


POR_DEFECTO = " (por defecto)"


@given(parsers.re(r'(?:que )?se adopta la lectura "(?P<lectura>[^"]+)" de (?P<entrada>INT-\d+)'))
def lectura(caso, lectura, entrada):
    """Y se adopta la lectura "inclusiva" de INT-01   (registro de interpretaciones; «28_febrero (por defecto)»: no se
    elige ninguna, y se comprueba que esa es la lectura por defecto del registro)"""
    if lectura.endswith(POR_DEFECTO):
        from retiro.ley.registro import interpretaciones

        base = lectura.removesuffix(POR_DEFECTO)
        defecto = interpretaciones()[entrada]["por_defecto"]
        assert base == defecto, f"la lectura por defecto de {entrada} es «{defecto}», no «{base}»"
        return
    caso["solicitud"].setdefault("lecturas", {})[entrada] = lectura


@given(parsers.parse('que el dato "{campo}" es "{valor}"'))
def dato(caso, campo, valor):
    """Y que el dato "coordinacion.fecha_concesion" es "1967-06-30"   (cualquier campo del JSON, por su nombre)"""
    v.poner(caso["solicitud"], campo, valor)


@given(parsers.parse('que el dato "{campo}" falta'))
def dato_falta(caso, campo):
    """Y que el dato "fecha_ingreso" falta"""
    *camino, ultimo = campo.split(".")
    destino = caso["solicitud"]
    for p in camino:
        destino = destino.get(p, {})
    destino.pop(ultimo, None)


def evaluar(caso, implementacion):
    from pasos_protocolo import cumple_el_esquema, texto_si_hace_falta

    solicitud = copy.deepcopy(caso["solicitud"])
    caso["respuesta"] = implementacion(solicitud, texto_si_hace_falta(solicitud))
    cumple_el_esquema(caso)  # a request the implementation accepts is valid under the protocol's JSON Schema
    return caso["respuesta"]


@when(parsers.parse('se retira el "{fecha}"'))
def se_retira(caso, implementacion, fecha):
    """Cuando se retira el "2018-05-10"   (evalúa la solicitud en esa fecha de retiro)"""
    caso["solicitud"]["fecha_retiro"] = fecha
    evaluar(caso, implementacion)


@when("se evalúa la solicitud")
def se_evalua(caso, implementacion):
    """Cuando se evalúa la solicitud"""
    evaluar(caso, implementacion)


@given(parsers.parse('que ha servido "{servicio}" en el Cuerpo'))
def servicio_en_el_cuerpo(caso, servicio):
    """Y que ha servido "20 años" en el Cuerpo   (servicio prestado en la Policía o en Bomberos: INT-37)"""
    caso["solicitud"]["servicio_en_el_cuerpo"] = v.servicio(servicio)


@given(parsers.re(r"que el nuevo puesto (?P<esta>está|no está) comprendido dentro de la matrícula del Sistema"))
def puesto_en_el_sistema(caso, esta):
    """Y que el nuevo puesto está comprendido dentro de la matrícula del Sistema   (18.4(b); si no se dice: INT-38)"""
    caso["solicitud"].setdefault("traslado", {})["puesto_en_el_sistema"] = v.si_no(esta)


@given(parsers.parse('que al pasar a otro puesto su retribución promedio era "{cantidad}" anuales'))
def traslado_retribucion(caso, cantidad):
    """Y que al pasar a otro puesto su retribución promedio era "$25,000.00" anuales   (INT-39)"""
    caso["solicitud"].setdefault("traslado", {})["retribucion_promedio"] = v.cantidad(cantidad)


@given(parsers.parse('que antes fue "{puesto}"'))
def puesto_anterior(caso, puesto):
    """Y que antes fue "Alcalde"   (un puesto anterior al del retiro: 10.7, INT-44)"""
    caso["solicitud"].setdefault("puestos_anteriores", []).append(v.de_tabla(v.PUESTOS, puesto, "puesto"))


REVISORA = {"revisor": "Lcda. Revisora", "fecha": "2027-01-15"}  # a decision of the legal review, for a scenario


@given(parsers.re(r'que la revisión jurídica (?P<que>rechazó|pidió cambios en) "(?P<punto>[A-Z]{3}-\d+)"'))
def revision_decide(caso, que, punto):
    """Y que la revisión jurídica rechazó "EXT-01"   ·   Y que la revisión jurídica pidió cambios en "EXT-01"

    (el campo «revision» de la solicitud: una decisión, como en el archivo de revisiones del revisor)"""
    estado = "rechazada" if que == "rechazó" else "requiere_cambios"
    caso["solicitud"].setdefault("revision", []).append(
        {"id": punto, "estado": estado, **REVISORA, "decision": "Decisión del escenario."}
    )


@given(parsers.re(r'que la revisión jurídica aprobó la lectura "(?P<lectura>[^"]+)" de (?P<entrada>INT-\d+)'))
def revision_aprueba(caso, lectura, entrada):
    """Y que la revisión jurídica aprobó la lectura "segun_ext_03" de INT-29   (la lectura que rige, sin elegirla)"""
    caso["solicitud"].setdefault("revision", []).append(
        {"id": entrada, "estado": "aprobada", "lectura": lectura, **REVISORA, "decision": "Se aprueba la lectura."}
    )
