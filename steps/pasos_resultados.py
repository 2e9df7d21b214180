"""Pasos «Entonces»: lo que la ley dispone para el caso, como expectativas sobre la respuesta JSON.

Cada paso construye expectativas (`retiro.conformidad.expectativas`: un campo, cómo se compara y el valor
esperado) y las comprueba con `valores.esperar`. Las mismas expectativas son las que exporta ``retiro
vectores``. Lo que solo es redacción de la referencia (el texto de un motivo, de un aviso, de la explicación o
de un mensaje de error) va marcado ``de_referencia()``: se comprueba contra la referencia, nunca contra otra
implementación. docs/conformidad.md («Qué comprueba cada paso») lo lista, paso por paso.
"""

from __future__ import annotations

import copy
import dataclasses

from pytest_bdd import parsers, then

import valores as v
from retiro.conformidad import plugin
from retiro.conformidad.expectativas import Expectativa, decimal, es_resultado, igual, nulo, puntero


def resultado(caso) -> dict:
    """La respuesta, que debe ser un resultado (no un error)."""
    v.esperar(caso, es_resultado())
    return caso["respuesta"]


def _verificacion(clausula: str) -> list[Expectativa]:
    """«18.2 (oración 1)» → la verificación con clausula "18.2" y oracion 1; «18.1» → la de clausula "18.1"."""
    oracion = None
    if "(oración" in clausula:
        clausula, oracion = clausula.split(" (oración")[0], int(clausula.split("(oración")[1].strip(" )"))
    condiciones = [igual("/clausula", clausula.strip())]
    if oracion is not None:
        condiciones.append(igual("/oracion", oracion))
    return condiciones


@then(parsers.re(r"(?P<es>es|no es) elegible para el retiro opcional"))
def elegible(caso, es):
    """Entonces es elegible para el retiro opcional   ·   Entonces no es elegible para el retiro opcional"""
    v.esperar(caso, es_resultado(), igual("/elegibilidad/elegible", v.si_no(es)))


@then(parsers.parse('la elegibilidad para el retiro opcional es "{valor}"'))
def elegibilidad_tabla(caso, valor):
    """Entonces la elegibilidad para el retiro opcional es "sí"   (para tablas de ejemplos: sí / no)"""
    v.esperar(caso, es_resultado(), igual("/elegibilidad/elegible", v.si_no(valor)))


@then(parsers.parse('las cláusulas que le permiten optar por el retiro son "{clausulas}"'))
def clausulas(caso, clausulas):
    """Y las cláusulas que le permiten optar por el retiro son "18.1, 18.2"   (o "ninguna"; en cualquier orden)"""
    v.esperar(caso, es_resultado(), Expectativa("/elegibilidad/clausulas", "conjunto", v.lista(clausulas)))


@then(parsers.parse('el motivo según "{clausula}" dice "{texto}"'))
def motivo(caso, clausula, texto):
    """Y el motivo según "18.1" dice "se exigen 25"   (oración: "18.2 (oración 2)")

    La ley: hay una verificación de esa cláusula (u oración). La redacción del motivo es de la referencia."""
    condiciones = _verificacion(clausula)
    v.esperar(
        caso,
        es_resultado(),
        Expectativa("/elegibilidad/verificaciones", "alguno", tuple(condiciones)),
        Expectativa(
            "/elegibilidad/verificaciones", "alguno", (*condiciones, Expectativa("/motivo", "contiene", texto))
        ).de_referencia(),
    )


@then(parsers.re(r'la verificación de "(?P<clausula>[^"]+)" (?P<cumple>se cumple|no se cumple)'))
def verificacion(caso, clausula, cumple):
    """Y la verificación de "18.3 (oración 1)" no se cumple   ·   Y la verificación de "18.1" se cumple"""
    condiciones = (*_verificacion(clausula), igual("/cumple", cumple == "se cumple"))
    v.esperar(caso, es_resultado(), Expectativa("/elegibilidad/verificaciones", "alguno", condiciones))


@then(parsers.re(r"la pensión (?P<esta>está|no está) sujeta a reducción actuarial"))
def reduccion(caso, esta):
    """Y la pensión está sujeta a reducción actuarial   ·   Y la pensión no está sujeta a reducción actuarial"""
    v.esperar(caso, es_resultado(), igual("/reduccion_actuarial/aplica", v.si_no(esta)))


@then(parsers.parse('la reducción actuarial es "{valor}"'))
def reduccion_tabla(caso, valor):
    """Y la reducción actuarial es "sí"   (sí / no / no procede, para tablas de ejemplos)"""
    if valor.strip().lower() == "no procede":
        v.esperar(caso, es_resultado(), nulo("/reduccion_actuarial/aplica"))
    else:
        v.esperar(caso, es_resultado(), igual("/reduccion_actuarial/aplica", v.si_no(valor)))


@then(parsers.parse('las excepciones de 18.5 que aplican son "{excepciones}"'))
def excepciones(caso, excepciones):
    """Y las excepciones de 18.5 que aplican son "18.5.a, 18.5.b"   (o "ninguna"; en cualquier orden)"""
    v.esperar(caso, es_resultado(), Expectativa("/reduccion_actuarial/excepciones", "conjunto", v.lista(excepciones)))


@then(parsers.parse('la fórmula aplicada es "{formula}"'))
def formula(caso, formula):
    """Y la fórmula aplicada es "18.6.a"   (o una regla externa, "EXT-01"; "ninguna")"""
    esperada = None if formula.strip().lower() == "ninguna" else formula.strip()
    v.esperar(
        caso, es_resultado(), nulo("/pension/formula") if esperada is None else igual("/pension/formula", esperada)
    )


@then(parsers.parse('el estado de la pensión es "{estado}"'))
def estado(caso, estado):
    """Y el estado de la pensión es "requiere_factor_de_la_junta"   (calculada, no_elegible…)"""
    v.esperar(caso, es_resultado(), igual("/pension/estado", estado))


@then(parsers.re(r'la pensión (?P<periodo>anual|mensual) antes de la reducción es "(?P<cantidad>[^"]+)"'))
def antes_de_reduccion(caso, periodo, cantidad):
    """Y la pensión anual antes de la reducción es "$9,000.00"

    También: Y la pensión mensual antes de la reducción es "$750.00\""""
    v.esperar(caso, es_resultado(), decimal(f"/pension/{periodo}_antes_de_reduccion", cantidad))


@then(parsers.re(r'la pensión (?P<periodo>anual|mensual) es "(?P<cantidad>[^"]+)"'))
def pension(caso, periodo, cantidad):
    """Y la pensión anual es "$7,650.00"   ·   Y la pensión mensual es "$637.50\""""
    v.esperar(caso, es_resultado(), decimal(f"/pension/{periodo}", cantidad))


@then("no se informa cuantía de la pensión")
def sin_cuantia(caso):
    """Y no se informa cuantía de la pensión"""
    v.esperar(caso, es_resultado(), nulo("/pension/anual"), nulo("/pension/mensual"))


@then(parsers.parse('el factor de reducción aplicado es "{factor}"'))
def factor(caso, factor):
    """Y el factor de reducción aplicado es "0.80\""""
    v.esperar(caso, es_resultado(), decimal("/pension/factor_reduccion", factor))


@then(parsers.parse('el resultado advierte "{texto}"'))
def advierte(caso, texto):
    """Y el resultado advierte "se requiere el factor de la tabla actuarial de la Junta"

    La ley (y el protocolo): el resultado trae algún aviso. La redacción del aviso es de la referencia."""
    v.esperar(
        caso,
        es_resultado(),
        Expectativa("/avisos", "no_vacio"),
        Expectativa("/avisos", "contiene", texto).de_referencia(),
    )


@then(parsers.parse('el resultado no advierte "{texto}"'))
def no_advierte(caso, texto):
    """Y el resultado no advierte "punto abierto"   (ningún aviso la contiene; la redacción es de la referencia)"""
    v.esperar(caso, es_resultado(), Expectativa("/avisos", "no_contiene", texto).de_referencia())


def _depende(regla: str) -> list[Expectativa]:
    """La regla externa está entre las dependencias y algún aviso la nombra («por verificar»: de la referencia)."""
    return [
        Expectativa("/dependencias/reglas_externas", "incluye", regla, proyeccion="/id"),
        Expectativa("/avisos", "contiene", regla),
        Expectativa(
            "/avisos", "alguno", (Expectativa("", "contiene", regla), Expectativa("", "contiene", "por verificar"))
        ).de_referencia(),
    ]


@then(parsers.parse('el resultado depende de la regla externa "{regla}"'))
def depende_externa(caso, regla):
    """Y el resultado depende de la regla externa "EXT-01"   (está por verificar: el resultado lo dice)"""
    v.esperar(caso, es_resultado(), *_depende(regla))


@then("el resultado no depende de reglas externas")
def no_depende_externa(caso):
    """Y el resultado no depende de reglas externas"""
    v.esperar(caso, es_resultado(), Expectativa("/dependencias/reglas_externas", "vacio"))


@then(parsers.re(r'el resultado usa la lectura "(?P<lectura>[^"]+)" de (?P<entrada>INT-\d+)'))
def usa_lectura(caso, lectura, entrada):
    """Y el resultado usa la lectura "estricta" de INT-01"""
    v.esperar(caso, es_resultado(), igual(puntero("dependencias", "lecturas", entrada), lectura))


@then(parsers.parse('la explicación cita la cláusula "{clausula}"'))
def cita(caso, clausula):
    """Y la explicación cita la cláusula "18.6.a\""""
    v.esperar(caso, es_resultado(), Expectativa("/explicacion", "incluye", clausula, proyeccion="/clausula"))


@then(parsers.parse('la explicación dice "{texto}"'))
def explicacion_dice(caso, texto):
    """Y la explicación dice "75 % de la retribución promedio"   (solo la referencia: es su redacción)"""
    en_un_paso = Expectativa(
        "", "alguna_de", (Expectativa("/regla", "contiene", texto), Expectativa("/resultado", "contiene", texto))
    )
    v.esperar(caso, es_resultado(), Expectativa("/explicacion", "alguno", (en_un_paso,)).de_referencia())


@then(parsers.parse('la edad al retiro es "{edad}" años'))
def edad(caso, edad):
    """Y la edad al retiro es "57" años"""
    v.esperar(caso, es_resultado(), igual("/edad_al_retiro", int(edad)))


@then(parsers.re(r"(?P<es>es|no es) nuevo participante"))
def nuevo(caso, es):
    """Y es nuevo participante   ·   Y no es nuevo participante   (ingresó después del 1 de abril de 1990)"""
    v.esperar(caso, es_resultado(), igual("/nuevo_participante", v.si_no(es)))


@then(parsers.parse('la solicitud se rechaza por el campo "{campo}"'))
def rechazo(caso, campo):
    """Entonces la solicitud se rechaza por el campo "fecha_retiro\""""
    v.esperar(caso, igual("/error/campo", campo))


@then(parsers.parse('el mensaje de error dice "{texto}"'))
def mensaje_error(caso, texto):
    """Y el mensaje de error dice "anterior a la fecha de nacimiento"

    La ley: hay un mensaje. Su redacción es de la referencia."""
    v.esperar(
        caso,
        Expectativa("/error/mensaje", "no_vacio"),
        Expectativa("/error/mensaje", "contiene", texto).de_referencia(),
    )


@then(parsers.parse('la explicación aplica "{primera}" antes que "{segunda}"'))
def cita_en_orden(caso, primera, segunda):
    """Y la explicación aplica "18.6.a" antes que "18.6.d"   (orden de los pasos de la explicación)"""
    v.esperar(caso, es_resultado(), Expectativa("/explicacion", "en_orden", [primera, segunda], proyeccion="/clausula"))


@then(parsers.parse('las reglas externas de las que depende el resultado son "{reglas}"'))
def reglas_externas_exactas(caso, reglas):
    """Y las reglas externas de las que depende el resultado son "EXT-01"   (o "ninguna"; en cualquier orden)"""
    esperadas = v.lista(reglas)
    v.esperar(
        caso,
        es_resultado(),
        Expectativa("/dependencias/reglas_externas", "conjunto", esperadas, proyeccion="/id"),
        *(e for regla in esperadas for e in _depende(regla)[1:]),
    )


def _explicacion_para_personas(caso) -> list[str] | None:
    """Las líneas (sin sangría) de la explicación para personas de la referencia, la que escribe ``retiro calcular``
    sin ``--json`` (`retiro.protocolo.salida.como_texto`), para la solicitud del caso; None contra otra implementación:
    es la
    redacción de la referencia, no una respuesta del protocolo."""
    if caso["kit"].get("objetivo", plugin.REFERENCIA) != plugin.REFERENCIA:
        return None
    from retiro.protocolo.salida import como_texto

    return [linea.strip() for linea in _de_retiro_calcular(caso, lambda res, datos: como_texto(res)).splitlines()]


def _de_retiro_calcular(caso, presentar):
    """Lo que escribe ``retiro calcular`` para la solicitud del caso: el resultado de la referencia, presentado con
    `presentar(resultado, solicitud)`, con las decisiones de revisión que trae la solicitud (campo «revision») en
    vigor al calcular y al presentar, como en la línea de órdenes."""
    from retiro import revision
    from retiro.protocolo import entrada
    from retiro.protocolo.calculadora import calcular

    datos = copy.deepcopy(caso["solicitud"])
    with revision.con_decisiones(datos):
        return presentar(calcular(entrada.solicitud(datos)), datos)


def _json_de_retiro_calcular(caso) -> dict | None:
    """La respuesta de ``retiro calcular --json`` de la referencia para la solicitud del caso: la del protocolo más
    lo que solo la línea de órdenes calcula (las lecturas que fueron en contra del pensionado y el eco de la
    solicitud, `retiro.protocolo.salida.como_json`); None contra otra implementación: no es una respuesta del
    protocolo."""
    if caso["kit"].get("objetivo", plugin.REFERENCIA) != plugin.REFERENCIA:
        return None
    from retiro.protocolo.salida import como_json

    return _de_retiro_calcular(caso, lambda res, datos: como_json(res, datos, con_lecturas_en_contra=True))


@then(parsers.parse('la explicación para personas dice "{texto}"'))
def explicacion_para_personas_dice(caso, texto):
    """Y la explicación para personas dice "Reducción actuarial: no, por la excepción 18.5(b)"   (la de `retiro calcular`; solo la referencia)"""  # noqa: E501 (the step catalogue shows it on one line)
    resultado(caso)
    lineas = _explicacion_para_personas(caso)
    caso["kit"].comprobar(
        {"explicacion_para_personas": lineas},
        [Expectativa("/explicacion_para_personas", "contiene", texto).de_referencia()],
    )


@then("la explicación para personas tiene estas líneas seguidas:")
def explicacion_para_personas_lineas(caso, datatable):
    """Y la explicación para personas tiene estas líneas seguidas:   (una por fila, sin la sangría; solo la referencia)
    | Coordinación con el Seguro Social (Artículo 10): coordinada. |
    | Desde el 10 de mayo de 2011 (10.1).                          |

    Desde la primera línea igual a la primera fila, las que siguen son las de las demás filas, sin otra entre ellas."""
    resultado(caso)
    esperadas = [fila[0].strip() for fila in datatable]
    lineas = _explicacion_para_personas(caso)
    if lineas is not None:
        desde = lineas.index(esperadas[0]) if esperadas[0] in lineas else len(lineas)
        lineas = lineas[desde : desde + len(esperadas)]
    caso["kit"].comprobar(
        {"explicacion_para_personas": lineas}, [igual("/explicacion_para_personas", esperadas).de_referencia()]
    )


@then(parsers.parse('las pensiones a que tiene derecho son "{tipos}"'))
def pensiones_posibles(caso, tipos):
    """Y las pensiones a que tiene derecho son "opcional, merito"   (cada una cuya vía está abierta, pedida o no; o "ninguna"; en cualquier orden)"""  # noqa: E501 (the step catalogue shows it on one line)
    v.esperar(
        caso,
        es_resultado(),
        Expectativa("/pensiones_posibles/pensiones", "conjunto", v.lista(tipos), proyeccion="/tipo_pension"),
    )


@then(parsers.parse('la pensión más favorable es "{tipo}"'))
def pension_mas_favorable(caso, tipo):
    """Y la pensión más favorable es "merito"   (o "no se sabe": alguna de las que proceden no tiene cuantía)"""
    ruta = "/pensiones_posibles/mas_favorable"
    v.esperar(caso, es_resultado(), nulo(ruta) if tipo.strip() == "no se sabe" else igual(ruta, tipo.strip()))


@then(parsers.re(r'la pensión a que tiene derecho "(?P<tipo>[^"]+)" es "(?P<cantidad>[^"]+)" al año'))
def cuantia_de_pension_posible(caso, tipo, cantidad):
    """Y la pensión a que tiene derecho "merito" es "$22,500.00" al año   (o "sin cuantía")"""
    cuantia = nulo("/anual") if cantidad.strip() == "sin cuantía" else decimal("/anual", cantidad)
    v.esperar(
        caso,
        es_resultado(),
        Expectativa("/pensiones_posibles/pensiones", "alguno", (igual("/tipo_pension", tipo), cuantia)),
    )


@then(parsers.re(r'la pensión a que tiene derecho "(?P<tipo>[^"]+)" está en el estado "(?P<estado>[^"]+)"'))
def estado_de_pension_posible(caso, tipo, estado):
    """Y la pensión a que tiene derecho "opcional" está en el estado "falta_un_dato"   (el código de su «estado»)"""
    condiciones = (igual("/tipo_pension", tipo), igual("/estado", estado.strip()))
    v.esperar(caso, es_resultado(), Expectativa("/pensiones_posibles/pensiones", "alguno", condiciones))


_CALCULAR_JSON = "/retiro_calcular_json"


@then(parsers.parse('en la respuesta de retiro calcular --json, el dato "{campo}" es "{valor}"'))
def dato_de_retiro_calcular_json(caso, campo, valor):
    """Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.efecto" es "mas_pension"
    (lo que solo la línea de órdenes calcula, como «el dato … del resultado es»; solo la referencia)"""
    resultado(caso)
    e = v.expectativa_de_dato(campo, valor)
    if valor.strip().lower() == "ninguno":  # the command line writes every field: null, not absent
        e = igual(e.puntero, None)
    caso["kit"].comprobar(
        {_CALCULAR_JSON[1:]: _json_de_retiro_calcular(caso)},
        [dataclasses.replace(e, puntero=_CALCULAR_JSON + e.puntero).de_referencia()],
    )


@then("la respuesta de retiro calcular --json repite la solicitud")
def retiro_calcular_json_repite(caso):
    """Y la respuesta de retiro calcular --json repite la solicitud   (el campo «solicitud», lo que se envió; solo la
    referencia)"""
    resultado(caso)
    caso["kit"].comprobar(
        {_CALCULAR_JSON[1:]: _json_de_retiro_calcular(caso)},
        [igual(_CALCULAR_JSON + "/solicitud", copy.deepcopy(caso["solicitud"])).de_referencia()],
    )


@then(parsers.parse('el dato opcional "{campo}" del resultado es "{valor}"'))
def dato_opcional(caso, campo, valor):
    """Y el dato opcional "dependencias.archivo_de_revisiones" del resultado es "ninguno"   (un campo que el protocolo
    no exige: si la implementación lo da, vale eso; la referencia lo da siempre)"""
    e = v.expectativa_de_dato(campo, valor)
    presente = igual(e.puntero, None) if valor.strip().lower() == "ninguno" else e
    v.esperar(
        caso,
        es_resultado(),
        Expectativa("", "alguna_de", (Expectativa(e.puntero, "ausente"), presente)),
        presente.de_referencia(),
    )


@then(parsers.re(r'la pensión a que tiene derecho "(?P<tipo>[^"]+)" depende de la regla externa "(?P<regla>[^"]+)"'))
def pension_posible_depende_de_regla(caso, tipo, regla):
    """Y la pensión a que tiene derecho "merito" depende de la regla externa "EXT-03"   (sus «dependencias»)"""
    condiciones = (igual("/tipo_pension", tipo), Expectativa("/dependencias/reglas_externas", "incluye", regla))
    v.esperar(caso, es_resultado(), Expectativa("/pensiones_posibles/pensiones", "alguno", condiciones))


@then(
    parsers.re(
        r'la pensión a que tiene derecho "(?P<tipo>[^"]+)" usa la lectura "(?P<lectura>[^"]+)" de (?P<entrada>INT-\d+)'
    )
)
def pension_posible_usa_lectura(caso, tipo, lectura, entrada):
    """Y la pensión a que tiene derecho "opcional" usa la lectura "solo_regimen_anterior" de INT-03   (sus
    «dependencias»)"""
    condiciones = (igual("/tipo_pension", tipo), igual(puntero("dependencias", "lecturas", entrada), lectura))
    v.esperar(caso, es_resultado(), Expectativa("/pensiones_posibles/pensiones", "alguno", condiciones))
