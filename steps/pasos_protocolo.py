"""Pasos del protocolo: datos escritos como JSON (números, objetos, listas), textos JSON que un dict no expresa
(campos repetidos, relleno hasta un tamaño) y el esquema JSON publicado de la solicitud.

El esquema (`retiro/esquemas/solicitud.schema.json`, generado del modelo de `retiro.protocolo.entrada`) es parte del
protocolo: toda solicitud que una implementación acepta lo cumple (se comprueba en cada evaluación:
`cumple_el_esquema`), y un dato mal escrito que la implementación rechaza, el esquema lo rechaza en el mismo campo
(paso «Entonces»).
"""

from __future__ import annotations

import copy
import json
import re

from pytest_bdd import given, parsers, then, when

import valores as v
from retiro.conformidad import validacion
from retiro.conformidad.expectativas import Expectativa, es_resultado, igual


def errores_del_esquema(solicitud) -> list[tuple[str, str]]:
    """(campo, mensaje) de cada error del esquema JSON de la solicitud, con el campo como ruta con puntos (el
    esquema, compilado una vez por ejecución: `retiro.conformidad.validacion`)."""
    errores = []
    solicitud = json.loads(texto_json(solicitud))  # as the implementation receives it (a NumeroJSON is a number)
    for e in validacion.validador("solicitud").errores(solicitud):
        ruta = ".".join(str(p) for p in e.absolute_path)
        if e.validator == "required" and isinstance(e.instance, dict):
            campos = [p for p in e.validator_value if p not in e.instance]
        elif e.validator == "additionalProperties" and isinstance(e.instance, dict):
            campos = [k for k in e.instance if k not in e.schema.get("properties", {})]
        else:
            campos = [""]
        errores += [(".".join(x for x in (ruta, c) if x) or "solicitud", e.message) for c in campos]
    return errores


def cumple_el_esquema(caso) -> None:
    """Una solicitud que la implementación acepta (contesta con un resultado) cumple el esquema JSON publicado."""
    respuesta = caso["respuesta"]
    errores = errores_del_esquema(caso["solicitud"])  # for every case: the schema states the protocol's limits too
    if isinstance(respuesta, dict) and "error" not in respuesta:
        assert not errores, (
            "la implementación aceptó una solicitud que el esquema JSON del protocolo (solicitud.schema.json) "
            f"rechaza: {'; '.join(f'{c}: {m}' for c, m in errores[:3])}"
        )


class NumeroJSON(str):
    """Un número JSON con punto o exponente, tal como se escribió («30000.50», «3e4»): se envía sin comillas."""


class ListaAnidada(list):
    """Listas una dentro de otra: lo que se prueba es el texto JSON (su anidamiento), no el objeto."""


class ObjetoAnidado(dict):
    """Objetos uno dentro de otro: lo que se prueba es el texto JSON (su anidamiento), no el objeto."""


def texto_json(valor) -> str:
    """El texto JSON de una solicitud; los `NumeroJSON`, tal cual."""
    if isinstance(valor, NumeroJSON):
        return str(valor)
    if isinstance(valor, dict):
        return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)}: {texto_json(x)}" for k, x in valor.items()) + "}"
    if isinstance(valor, list):
        return "[" + ", ".join(texto_json(x) for x in valor) + "]"
    return json.dumps(valor, ensure_ascii=False)


def _con_numeros_json(valor) -> bool:
    """¿Lleva la solicitud algo que solo el texto JSON dice (un `NumeroJSON`, un anidamiento)?"""
    if isinstance(valor, (NumeroJSON, ListaAnidada, ObjetoAnidado)):
        return True
    if isinstance(valor, dict):
        valor = list(valor.values())
    return isinstance(valor, list) and any(map(_con_numeros_json, valor))


def texto_si_hace_falta(solicitud) -> str | None:
    """El texto JSON de la solicitud si un dict no basta para enviarla (lleva un `NumeroJSON`), o None."""
    return texto_json(solicitud) if _con_numeros_json(solicitud) else None


@given(parsers.parse('que el dato "{campo}" es el valor JSON {valor}'))
def dato_json(caso, campo, valor):
    """Y que el dato "retribucion_promedio" es el valor JSON 30000   (un número, true, null, [], {"anos": 25}…)"""
    x = json.loads(valor)
    v.poner(caso["solicitud"], campo, NumeroJSON(valor.strip()) if isinstance(x, float) else x)


@given(parsers.parse('que el dato "{campo}" es "{valor}" con espacios al final hasta {largo:d} caracteres'))
def dato_relleno(caso, campo, valor, largo):
    """Y que el dato "fecha_retiro" es "2012-05-10" con espacios al final hasta 40 caracteres"""
    v.poner(caso["solicitud"], campo, valor.ljust(largo))


@given(parsers.parse('que la tabla actuarial tiene {n:d} factores "{factor}", uno por mes de edad desde los 0 años'))
def factores_mes_a_mes(caso, n, factor):
    """Y que la tabla actuarial tiene 1500 factores "0.85", uno por mes de edad desde los 0 años   (claves «0-00»,
    «0-01», … «124-11»)"""
    tabla = caso["solicitud"]["tabla_actuarial"]
    tabla["factores"] = {f"{i // 12}-{i % 12:02d}": factor for i in range(n)}


def _texto(valor, ruta: list[str]) -> str:
    """El texto JSON de `valor` con el campo de `ruta` escrito dos veces (el primero, con el mismo valor)."""
    if not ruta:
        return texto_json(valor)
    primero, *resto = ruta
    pares = [
        f"{json.dumps(k, ensure_ascii=False)}: {_texto(x, resto if k == primero else [])}" for k, x in valor.items()
    ]
    if not resto:  # the field again, last (JSON keeps the last value; the first name of the object is another)
        pares.append(f"{json.dumps(primero, ensure_ascii=False)}: {texto_json(valor[primero])}")
    return "{" + ", ".join(pares) + "}"


@when(parsers.parse('se envía la solicitud con el campo "{campo}" escrito dos veces'))
def con_campo_repetido(caso, implementacion, campo):
    """Cuando se envía la solicitud con el campo "fecha_retiro" escrito dos veces   (el mismo valor; JSON lo admite,
    el protocolo no)"""
    solicitud = copy.deepcopy(caso["solicitud"])
    caso["respuesta"] = implementacion(solicitud, _texto(solicitud, campo.split(".")))
    cumple_el_esquema(caso)


@when(parsers.parse("se envía la solicitud rellenada con espacios hasta {n:d} bytes"))
def rellenada(caso, implementacion, n):
    """Cuando se envía la solicitud rellenada con espacios hasta 1048576 bytes   (el tamaño del texto JSON en UTF-8)"""
    solicitud = copy.deepcopy(caso["solicitud"])
    texto = texto_json(solicitud)  # a lone surrogate («\\ud800» in JSON) counts as the 3 bytes it would take
    caso["respuesta"] = implementacion(solicitud, texto + " " * (n - len(texto.encode("utf-8", "surrogatepass"))))
    cumple_el_esquema(caso)


@then("el esquema JSON de la solicitud también la rechaza por ese campo")
def el_esquema_rechaza(caso):
    """Y el esquema JSON de la solicitud también la rechaza por ese campo   (solicitud.schema.json, el publicado)"""
    error = caso["respuesta"].get("error") if isinstance(caso["respuesta"], dict) else None
    assert isinstance(error, dict) and error.get("campo"), f"se esperaba un error de entrada: {caso['respuesta']}"
    campo = error["campo"]
    errores = errores_del_esquema(caso["solicitud"])
    cerca = [c for c, _ in errores if c == campo or campo.startswith(c + ".") or c.startswith(campo + ".")]
    assert cerca, f"la implementación rechaza el campo «{campo}», pero el esquema JSON de la solicitud " + (
        f"lo rechaza por otros: {errores[:3]}" if errores else "la admite"
    )


@then("la solicitud se acepta")
def se_acepta(caso):
    """Entonces la solicitud se acepta   (la respuesta es un resultado, no un error)"""
    v.esperar(caso, es_resultado())


@then(parsers.parse('el error repite el valor recibido "{valor}"'))
def valor_recibido(caso, valor):
    """Y el error repite el valor recibido "30000.5"   (recortado si es largo; solo la referencia: es su redacción)"""
    esperado = int(valor) if re.fullmatch("-?[0-9]+", valor) else valor  # an integer is echoed as a JSON integer
    v.esperar(caso, igual("/error/valor_recibido", esperado).de_referencia())


@given(parsers.parse('que el dato "{campo}" es {n:d} listas JSON, una dentro de otra'))
def listas_anidadas(caso, campo, n):
    """Y que el dato "lecturas" es 16 listas JSON, una dentro de otra   ([[[…]]]: el anidamiento del texto JSON)"""
    valor: list = []
    for _ in range(n - 1):
        valor = [valor]
    v.poner(caso["solicitud"], campo, ListaAnidada(valor))


@given(parsers.parse('que el dato "{campo}" es {n:d} objetos JSON, uno dentro de otro'))
def objetos_anidados(caso, campo, n):
    """Y que el dato "lecturas" es 16 objetos JSON, uno dentro de otro   ({"a": {"a": …}})"""
    valor: dict = {}
    for _ in range(n - 1):
        valor = {"a": valor}
    v.poner(caso["solicitud"], campo, ObjetoAnidado(valor))


@then(parsers.re(r"el error repite el valor recibido (?P<como>entero|recortado a (?P<n>\d+) caracteres)"))
def valor_recibido_largo(caso, como, n):
    """Y el error repite el valor recibido entero   ·   Y el error repite el valor recibido recortado a 200 caracteres
    (con «…» al final; solo la referencia: es su redacción)"""
    valor = caso["solicitud"]
    for parte in caso["respuesta"]["error"]["campo"].split("."):
        valor = valor[parte]
    v.esperar(caso, igual("/error/valor_recibido", valor if n is None else valor[: int(n)] + "…").de_referencia())


@when(parsers.parse("se envía la solicitud precedida del byte {byte}, que no es UTF-8"))
def con_byte_invalido(caso, implementacion, byte):
    """Cuando se envía la solicitud precedida del byte 0xFF, que no es UTF-8   (los bytes del mensaje, como llegan por
    stdio o HTTP)"""
    import pytest

    from retiro.conformidad import objetivos

    objetivo = implementacion.objetivo
    if isinstance(objetivo, objetivos.Funcion) and not isinstance(objetivo, objetivos.Referencia):
        pytest.skip("una función de Python recibe objetos JSON, no los bytes de un mensaje")
    solicitud = copy.deepcopy(caso["solicitud"])
    caso["respuesta"] = implementacion(solicitud, bytes([int(byte, 16)]) + texto_json(solicitud).encode("utf-8"))
    cumple_el_esquema(caso)


@when(parsers.parse("se envían los bytes UTF-8 de la solicitud, rellenada con espacios hasta {n:d} bytes"))
def rellenada_en_bytes(caso, implementacion, n):
    """Cuando se envían los bytes UTF-8 de la solicitud, rellenada con espacios hasta 1048576 bytes   (como llega por
    stdio o HTTP)"""
    solicitud = copy.deepcopy(caso["solicitud"])
    datos = texto_json(solicitud).encode("utf-8")
    caso["respuesta"] = implementacion(solicitud, datos + b" " * (n - len(datos)))
    cumple_el_esquema(caso)


@then(parsers.parse('la solicitud se rechaza por uno de los campos "{campos}"'))
def rechazo_uno_de(caso, campos):
    """Entonces la solicitud se rechaza por uno de los campos "aa_dato, zz_dato"   (cualquiera de ellos vale)"""
    v.esperar(caso, Expectativa("/error/campo", "uno_de", v.lista(campos)))


@then(parsers.parse('la calculadora de referencia nombra el campo "{campo}"'))
def referencia_nombra(caso, campo):
    """Y la calculadora de referencia nombra el campo "aa_dato"   (su elección entre varios: solo la referencia)"""
    v.esperar(caso, igual("/error/campo", campo).de_referencia())


@then(parsers.parse('el mensaje de error es exactamente "{texto}"'))
def mensaje_exacto(caso, texto):
    """Y el mensaje de error es exactamente "debe ser una cantidad de dinero"   (solo la referencia: es su redacción)"""
    v.esperar(caso, Expectativa("/error/mensaje", "no_vacio"), igual("/error/mensaje", texto).de_referencia())


def defecto_del_esquema(campo: str):
    """El valor por defecto que el esquema JSON publicado de la solicitud da al dato «coordinacion.tipo_pension», o
    None si no da ninguno (las referencias $ref y las alternativas anyOf, seguidas)."""
    from retiro.protocolo import esquemas

    raiz = esquemas.solicitud()

    def resolver(e: dict) -> dict:
        while "$ref" in e:
            e = raiz["$defs"][e["$ref"].rsplit("/", 1)[-1]]
        return e

    nodos = [resolver(raiz)]
    for parte in campo.split("."):
        siguientes = []
        for n in nodos:
            for alternativa in [n, *n.get("anyOf", []), *n.get("oneOf", [])]:
                propiedad = resolver(alternativa).get("properties", {}).get(parte)
                if propiedad is not None:
                    siguientes.append(resolver(propiedad))
        nodos = siguientes
    defectos = [n["default"] for n in nodos if "default" in n]
    return defectos[0] if defectos else None


def _sin(solicitud: dict, campo: str) -> dict:
    solicitud = copy.deepcopy(solicitud)
    *camino, ultimo = campo.split(".")
    destino = solicitud
    for p in camino:
        destino = destino.get(p) or {}
    destino.pop(ultimo, None)
    return solicitud


@when(parsers.parse('se evalúa la solicitud sin el dato "{campo}" y con el valor por defecto que publica el esquema'))
def sin_y_con_el_defecto(caso, implementacion, campo):
    """Cuando se evalúa la solicitud sin el dato "puesto" y con el valor por defecto que publica el esquema
    (el «default» de solicitud.schema.json: dos evaluaciones)"""
    from pasos_hechos import evaluar

    defecto = defecto_del_esquema(campo)
    assert defecto is not None, f"el esquema JSON publicado de la solicitud no da valor por defecto a «{campo}»"
    base = caso["solicitud"]
    caso["solicitud"] = _sin(base, campo)
    sin = evaluar(caso, implementacion)
    caso["solicitud"] = copy.deepcopy(base)
    v.poner(caso["solicitud"], campo, defecto)
    caso["respuestas_sin_y_con_el_defecto"] = (sin, evaluar(caso, implementacion))


@then("las dos respuestas son la misma, salvo el eco de la solicitud")
def la_misma_respuesta(caso):
    """Entonces las dos respuestas son la misma, salvo el eco de la solicitud   (omitir un dato es darle su valor
    por defecto: el resultado, o el error, no cambia; el eco «solicitud» repite lo que se envió)"""
    sin, con = caso["respuestas_sin_y_con_el_defecto"]

    def sin_eco(respuesta):
        return {k: x for k, x in respuesta.items() if k != "solicitud"} if isinstance(respuesta, dict) else respuesta

    v.esperar(caso, es_resultado())
    caso["kit"]["compara_respuestas"] = True  # two responses compared with each other: not a vector (ejecutor)
    caso["kit"].comprobar(
        {"sin_el_dato": sin_eco(sin)},
        [igual("/sin_el_dato", sin_eco(con))],
    )
