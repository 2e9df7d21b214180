"""Fuzz del protocolo (issue 13): solicitudes del esquema y mutaciones de `ejemplos/`, por el proceso y por el servidor.

Se comprueba, para cada respuesta: que nada lanza; que cumple `resultado.schema.json` o `error.schema.json`;
que se puede escribir en UTF-8; que un error nombra un campo no vacío, en español, y nunca es un error
interno (un error interno durante el fuzz es un fallo de la calculadora). Además, una solicitud que cumple
el esquema nunca recibe un error de sintaxis (el esquema y el lector dicen lo mismo: salen del mismo modelo).

Perfil de CI: unos segundos, determinista (el perfil ``ci`` de Hypothesis de conftest.py). Perfil largo,
≥ 100 000 solicitudes con cifras (solicitudes, excepciones, respuestas inválidas, la más lenta)::

    python scripts/fuzz_largo.py --solicitudes 100000

(hypothesis-jsonschema no sirve con la versión actual de Hypothesis; el generador de esquema es el de aquí,
que cubre las palabras clave que el esquema generado usa.)
"""

from __future__ import annotations

import copy
import json
import re
from datetime import date
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retiro import evaluar
from retiro.comun import limites
from retiro.conformidad import validacion
from retiro.protocolo.servidor import responder

RAIZ = Path(__file__).resolve().parent.parent
EJEMPLOS = [
    json.loads(p.read_text(encoding="utf-8"))
    for p in sorted((RAIZ / "ejemplos").glob("*.json"))
    if "fecha_nacimiento" in p.read_text(encoding="utf-8")
]
CASOS_CI = 120  # per property: a few seconds in all


@cache
def esquema(nombre: str) -> dict:
    return json.loads(resources.files("retiro").joinpath("esquemas", f"{nombre}.schema.json").read_text("utf-8"))


@cache
def validador(nombre: str) -> validacion.Validador:
    """The published schema, compiled once; validated first with jsonschema_rs, jsonschema's verdict (issue 24)."""
    return validacion.Validador(esquema(nombre))


# ------------------------------------------------------------------------------------------ checking a response

# English that the json module, Python or a library would produce; none of it may reach a message.
_INGLES = re.compile(
    r"\b(Expecting|Invalid|Extra data|Unterminated|Traceback|Exception|object has|must be|should be|is not|"
    r"out of range|not supported|unexpected|required field|got an?)\b"
)
_ESPANOL = re.compile(r"\b(de|la|el|los|las|no|es|un|una|debe|falta|campo|se|del|con|por|que)\b")
# Messages that only syntax produces: a request valid by the schema must never get one.
_SINTAXIS = re.compile(
    r"^(debe ser (un|una|verdadero)\b|campo desconocido|falta este dato|no puede ser null|es un texto de|no se admiten|"
    r"valor desconocido)"
)


def es_espanol(mensaje: str) -> bool:
    return bool(_ESPANOL.search(mensaje)) and not _INGLES.search(mensaje)


def problemas(respuesta: Any) -> list[str]:
    """Lo que está mal en una respuesta (vacío si está bien)."""
    if not isinstance(respuesta, dict):
        return [f"no es un objeto JSON: {type(respuesta).__name__}"]
    try:  # the plain encoding any transport would use: the content itself must be valid Unicode
        json.dumps(respuesta, ensure_ascii=False).encode("utf-8")
    except Exception as e:
        return [f"no se puede escribir en UTF-8: {e!r}"]
    tipo = "error" if "error" in respuesta else "resultado"
    malos = [f"{tipo}: {'.'.join(map(str, e.absolute_path))}: {e.message}" for e in validador(tipo).errores(respuesta)]
    if tipo == "error":
        e = respuesta["error"]
        if e.get("interno"):
            malos.append(f"error interno: {e.get('detalle')}")
        elif not e.get("campo"):
            malos.append("error sin campo")
        if not es_espanol(str(e.get("mensaje", ""))):
            malos.append(f"mensaje que no está en español: {e.get('mensaje')!r}")
    return malos


def comprobar(respuesta: Any) -> None:
    malos = problemas(respuesta)
    assert not malos, f"{malos}\nrespuesta: {respuesta!r:.2000}"


# ------------------------------------------------------------------------------------------ from the schema


def desde_esquema(e: dict, raiz: dict) -> st.SearchStrategy:
    """Instancias que cumplen `e` (el subconjunto de JSON Schema que usa el esquema generado de la solicitud)."""
    if "$ref" in e:
        return desde_esquema(raiz["$defs"][e["$ref"].rsplit("/", 1)[1]], raiz)
    if "enum" in e:
        return st.sampled_from(e["enum"])
    if "const" in e:
        return st.just(e["const"])
    for clave in ("oneOf", "anyOf"):
        if clave in e:
            return st.one_of([desde_esquema(x, raiz) for x in e[clave]])
    tipos = e.get("type")
    if isinstance(tipos, list):
        return st.one_of([desde_esquema({**e, "type": t}, raiz) for t in tipos])
    if tipos == "null":
        return st.none()
    if tipos == "boolean":
        return st.booleans()
    if tipos == "integer":
        return st.integers(e.get("minimum"), e.get("maximum"))
    if tipos == "string":
        if "pattern" in e:
            texto = st.from_regex(e["pattern"], fullmatch=False)
        else:
            texto = st.text(max_size=40)
        return texto.filter(lambda t: len(t) <= e.get("maxLength", 10**9))
    if tipos == "object":
        requeridos = e.get("required", [])
        propiedades = e.get("properties", {})
        fijos = {k: desde_esquema(v, raiz) for k, v in propiedades.items() if k in requeridos}
        opcionales = {k: desde_esquema(v, raiz) for k, v in propiedades.items() if k not in requeridos}
        objeto = st.fixed_dictionaries(fijos, optional=opcionales)
        if isinstance(e.get("additionalProperties"), dict):
            claves = st.from_regex(e["propertyNames"]["pattern"]) if "propertyNames" in e else st.text(max_size=5)
            objeto = st.dictionaries(
                claves, desde_esquema(e["additionalProperties"], raiz), min_size=e.get("minProperties", 0), max_size=6
            )
        return objeto
    if tipos == "array":  # puestos_anteriores (INT-44)
        elementos = desde_esquema(e["items"], raiz)
        minimo, maximo = e.get("minItems", 0), e.get("maxItems", 5)
        if e.get("uniqueItems"):
            return st.lists(elementos, min_size=minimo, max_size=maximo, unique_by=lambda x: json.dumps(x))
        return st.lists(elementos, min_size=minimo, max_size=maximo)
    raise NotImplementedError(f"palabra clave del esquema sin generador: {e}")


def solicitudes_del_esquema() -> st.SearchStrategy:
    return desde_esquema(esquema("solicitud"), esquema("solicitud"))


# ------------------------------------------------------------------------------------------ mutations

NUMEROS_RAROS = [
    0,
    -1,
    10**12,
    10**30,
    10**31,
    2**63,
    "9" * 5000,
    "1e999999",
    "-0",
    "$",
    "1,2345",
    " " * 16384,
    "١٢٣",
    "30000.1234567890123",
]
TEXTOS_RAROS = ["", "\ud800", "\udfff\ud800", "\x00", "é" * 300, "9950-01-01", "0001-01-01", "29 de febrero de 2023"]


def _entero_enorme() -> int:
    return 10**5000  # str() would raise: Python's 4,300-digit limit


def valores_raros() -> st.SearchStrategy:
    hojas = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=30),
        st.sampled_from(NUMEROS_RAROS + TEXTOS_RAROS),
        st.builds(_entero_enorme),  # built, not listed: Hypothesis would try to repr it
    )
    return st.recursive(hojas, lambda x: st.lists(x, max_size=3) | st.dictionaries(st.text(max_size=8), x, max_size=3))


VALORES_RAROS = valores_raros()
NOMBRES_RAROS = st.text(max_size=10) | st.sampled_from(["", "\ud800", "x" * 5000])


def _rutas(d: Any, prefijo: tuple = ()) -> list[tuple]:
    rutas = [prefijo] if prefijo else []
    if isinstance(d, dict):
        for k, v in d.items():
            rutas += _rutas(v, (*prefijo, k))
    return rutas


def _poner(d: dict, ruta: tuple, valor: Any) -> None:
    for k in ruta[:-1]:
        d = d[k]
    d[ruta[-1]] = valor


def _quitar(d: dict, ruta: tuple) -> None:
    for k in ruta[:-1]:
        d = d[k]
    del d[ruta[-1]]


FECHAS = st.dates(min_value=limites.FECHA_MINIMA, max_value=limites.FECHA_MAXIMA).map(date.isoformat)
CANTIDADES = st.decimals(0, 10**7, places=2).map(str) | st.integers(0, 10**6)


@st.composite
def solicitudes_mutadas(draw) -> Any:
    """Un ejemplo de ejemplos/*.json con cero a tres cambios: otra fecha u otra cantidad válidas (para llegar
    a las reglas), o un valor raro, un campo de menos o de más, null."""
    s = copy.deepcopy(draw(st.sampled_from(EJEMPLOS)))
    for _ in range(draw(st.integers(0, 3))):
        rutas = _rutas(s)
        ruta = draw(st.sampled_from(rutas)) if rutas else ("x",)
        accion = draw(st.sampled_from(["valido", "valido", "valor", "valor", "quitar", "nulo", "agregar"]))
        if accion == "valido":
            _poner(s, ruta, draw(FECHAS if str(ruta[-1]).startswith("fecha") else CANTIDADES))
        elif accion == "valor":
            _poner(s, ruta, draw(VALORES_RAROS))
        elif accion == "quitar" and rutas:
            _quitar(s, ruta)
        elif accion == "nulo":
            _poner(s, ruta, None)
        else:
            _poner(s, (*ruta[:-1], draw(NOMBRES_RAROS)), 1)
        if not isinstance(s, dict):
            break
    return s


@st.composite
def textos_mutados(draw) -> bytes:
    """El texto JSON de una solicitud mutada, con un cambio de bytes: cortado, byte raro, clave repetida…"""
    try:
        texto = json.dumps(draw(solicitudes_mutadas()), default=str).encode("utf-8", "surrogatepass")
    except ValueError:  # an integer json cannot write (over 4,300 digits): its text comes from «numero» below
        texto = json.dumps(EJEMPLOS[0]).encode("utf-8")
    cambio = draw(st.sampled_from(["nada", "cortar", "byte", "repetir", "anidar", "numero", "sustituto"]))
    i = draw(st.integers(0, len(texto)))
    if cambio == "cortar":
        texto = texto[:i]
    elif cambio == "byte":
        texto = texto[:i] + bytes([draw(st.integers(0, 255))]) + texto[i:]
    elif cambio == "repetir":
        texto = texto[:-1] + b', "fecha_retiro": "2016-01-15", "fecha_retiro": "2016-01-16"}'
    elif cambio == "anidar":
        n = draw(st.sampled_from([limites.MAX_PROFUNDIDAD, limites.MAX_PROFUNDIDAD + 1, 100_000]))
        texto = b"[" * n + texto + b"]" * n
    elif cambio == "numero":
        texto = texto[:-1] + b', "porcentaje_merito": ' + b"9" * draw(st.sampled_from([30, 31, 4301, 5000])) + b"}"
    elif cambio == "sustituto":
        texto = texto[:-1] + b', "\\ud800": "\\udc00\\ud800"}'
    return texto


# ------------------------------------------------------------------------------------------ the properties

PERFIL = settings(
    max_examples=CASOS_CI,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


@PERFIL
@given(solicitudes_del_esquema())
def test_una_solicitud_que_cumple_el_esquema_recibe_un_resultado_o_un_error_de_sus_datos(solicitud):
    assert not validador("solicitud").errores(solicitud), validador("solicitud").errores(solicitud)[:1]
    for respuesta in (evaluar(solicitud), responder(json.dumps(solicitud, ensure_ascii=False).encode("utf-8"))):
        comprobar(respuesta)
        if "error" in respuesta:
            mensaje = respuesta["error"]["mensaje"]
            assert not _SINTAXIS.match(mensaje), (
                f"el esquema admite lo que el lector rechaza por su forma: {respuesta['error']}"
            )


@PERFIL
@given(solicitudes_mutadas())
def test_una_solicitud_mutada_nunca_hace_lanzar_a_evaluar(solicitud):
    comprobar(evaluar(solicitud))


@PERFIL
@given(textos_mutados())
def test_un_texto_mutado_nunca_hace_lanzar_al_servidor(texto):
    comprobar(responder(texto))


def test_los_ejemplos_sin_mutar_dan_resultados_validos():
    for s in EJEMPLOS:
        comprobar(evaluar(s))
        assert "error" not in evaluar(s)


def test_la_comprobacion_atrapa_respuestas_malas():
    """Los fallos plantados: cada uno es detectado por `problemas`."""
    bien = evaluar(EJEMPLOS[0])
    assert problemas(bien) == []
    plantados = [
        {"version_protocolo": "1.0", "error": {"campo": "", "mensaje": "falta el dato"}},
        {"version_protocolo": "1.0", "error": {"campo": "x", "mensaje": "Expecting value: line 1 column 1"}},
        {"version_protocolo": "1.0", "error": {"interno": True, "mensaje": "error interno de la calculadora"}},
        {"version_protocolo": "1.0", "error": {"campo": "\ud800", "mensaje": "no es una fecha"}},
        {**bien, "pension": {**bien["pension"], "anual": 12.5}},
        "no es un objeto",
    ]
    for malo in plantados:
        assert problemas(malo), malo
