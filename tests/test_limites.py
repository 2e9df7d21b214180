"""Los límites del protocolo y las entradas que tumbaban la referencia (issue 13): cada una, enviada de verdad.

Cada prueba manda la entrada que cruza un límite o que antes hacía lanzar a `retiro.evaluar` o al servidor,
y comprueba que la respuesta es un error del protocolo —en español, con un campo no vacío, válido según
`error.schema.json` y escribible en UTF-8— o un resultado válido. Ninguna lanza.
"""

from __future__ import annotations

import json
import re
import re._compiler as _compilador
import re._constants as _c
import re._parser as _parser
from importlib import resources
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from retiro import evaluar
from retiro.comun import limites
from retiro.comun.errores import ErrorDeEntrada
from retiro.protocolo import lectores
from retiro.protocolo.decodificador import codificar, codificar_utf8, decodificar
from retiro.protocolo.lectores import PATRONES
from retiro.protocolo.servidor import responder

BUENA = {
    "fecha_nacimiento": "1960-05-10",
    "fecha_ingreso": "1984-07-01",
    "fecha_retiro": "2016-01-15",
    "servicio_acreditable": "26",
    "retribucion_promedio": "30000.00",
    "en_servicio_activo": True,
}
COORDINADA = {
    **BUENA,
    "coordinacion": {
        "fecha_coordinacion": "2025-05-10",
        "plan_coordinado": True,
        "plenamente_asegurado": True,
        "elegible_beneficios_primarios": True,
        "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"},
    },
}


def _esquema(nombre: str) -> dict:
    return json.loads(resources.files("retiro").joinpath("esquemas", f"{nombre}.schema.json").read_text("utf-8"))


VALIDADORES = {n: Draft202012Validator(_esquema(n)) for n in ("solicitud", "resultado", "error")}


def error_de(respuesta: dict, campo: str | None = None) -> dict:
    """El error de la respuesta, comprobado: esquema de error, UTF-8, campo no vacío (y el esperado)."""
    assert "error" in respuesta, respuesta
    VALIDADORES["error"].validate(respuesta)
    codificar(respuesta).encode("utf-8")  # always writable
    e = respuesta["error"]
    assert e.get("campo"), e
    if campo is not None:
        assert e["campo"] == campo, e
    return e


# ------------------------------------------------------------------------------------------ the reported inputs


def test_un_numero_de_5000_cifras_en_texto_se_rechaza_nombrando_el_campo():
    e = error_de(evaluar({**BUENA, "retribucion_promedio": "9" * 5000}), "retribucion_promedio")
    assert f"máximo para este dato es {limites.MAX_LARGO_DATO}" in e["mensaje"]
    assert len(e["valor_recibido"]) <= limites.MAX_LARGO_ECO + 1


def test_un_entero_de_python_de_5000_cifras_se_rechaza_sin_convertirlo_a_texto():
    e = error_de(evaluar({**BUENA, "retribucion_promedio": 10**5000}), "retribucion_promedio")
    assert "pasa del máximo" in e["mensaje"] and "cifras" in e["valor_recibido"]


def test_una_clave_de_tabla_de_5000_cifras_se_rechaza_y_el_campo_se_recorta():
    tabla = {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"5" * 5000: "0.9"}}
    e = error_de(evaluar({**BUENA, "tabla_actuarial": tabla}))
    assert e["campo"].startswith("tabla_actuarial.factores.555") and len(e["campo"]) < 300
    assert "la clave debe ser una edad" in e["mensaje"]


def test_un_beneficio_mensual_de_4300_nueves_no_crece_al_anualizarse_se_rechaza():
    solicitud = json.loads(json.dumps(COORDINADA))
    solicitud["coordinacion"]["beneficio_seguro_social"]["monto"] = "9" * 4300
    error_de(evaluar(solicitud), "coordinacion.beneficio_seguro_social.monto")
    # the largest admitted amount goes through and its result is still a valid, bounded response
    solicitud["coordinacion"]["beneficio_seguro_social"]["monto"] = "9" * limites.MAX_CIFRAS_ENTERAS + ".99"
    solicitud["retribucion_promedio"] = "9" * limites.MAX_CIFRAS_ENTERAS
    r = evaluar(solicitud)
    VALIDADORES["resultado"].validate(r)


@pytest.mark.parametrize("campo", ["fecha_nacimiento", "fecha_ingreso", "fecha_retiro"])
def test_fechas_cerca_del_ano_9999_se_rechazan_con_el_intervalo_admitido(campo):
    solicitud = {**BUENA, "fecha_nacimiento": "9950-01-01", "fecha_ingreso": "9970-01-01", "fecha_retiro": "9999-12-31"}
    solicitud.update({k: BUENA[k] for k in ("fecha_nacimiento", "fecha_ingreso", "fecha_retiro") if k != campo})
    solicitud[campo] = "9950-01-01"
    e = error_de(evaluar(solicitud), campo)
    assert "1800-01-01 a 2199-12-31" in e["mensaje"]


def test_las_fechas_mas_lejanas_admitidas_dan_un_resultado():
    r = evaluar(
        {
            **BUENA,
            "fecha_nacimiento": "2100-01-01",
            "fecha_ingreso": "2130-01-01",
            "fecha_retiro": limites.FECHA_MAXIMA.isoformat(),
            "coordinacion": {**COORDINADA["coordinacion"], "fecha_coordinacion": limites.FECHA_MAXIMA.isoformat()},
        }
    )
    assert "error" not in r or not r["error"].get("interno"), r
    VALIDADORES["error" if "error" in r else "resultado"].validate(r)


@pytest.mark.parametrize("objeto", [{"": 1}, {**BUENA, "": 1}, {**COORDINADA, "coordinacion": {"": 1}}])
def test_un_nombre_de_campo_vacio_se_nombra_sin_dejar_el_campo_vacio(objeto):
    e = error_de(evaluar(objeto))
    assert e["campo"].endswith('""') and "campo desconocido" in e["mensaje"]


@pytest.mark.parametrize(
    "texto",
    [
        '{"fecha_nacimiento": "\\ud800"}',
        '{"\\ud800": 1}',
        '{"lecturas": {"\\udfff": "x"}}',
        '{"tabla_actuarial": {"nombre": "\\ud800", "fuente": "f", "fecha_adopcion": "2000-01-01", '
        '"factores": {"55": "1"}}}',
    ],
)
def test_un_sustituto_suelto_nunca_impide_escribir_la_respuesta_en_utf8(texto):
    solicitud = decodificar(texto)
    for respuesta in (evaluar({**BUENA, **solicitud}), responder(json.dumps({**BUENA, **solicitud}))):
        error_de(respuesta)
        codificar_utf8(respuesta).decode("utf-8")


def test_una_tabla_con_un_nombre_con_sustituto_suelto_se_rechaza_y_no_se_repite_en_el_resultado():
    tabla = {"nombre": "\ud800", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "1"}}
    e = error_de(evaluar({**BUENA, "tabla_actuarial": tabla}), "tabla_actuarial.nombre")
    assert "sustituto" in e["mensaje"] and e["valor_recibido"] == "\\ud800"


@pytest.mark.parametrize(
    "crudo, parte_del_mensaje",
    [
        (b"\x00\xe9\x00\xe9", "UTF-8"),
        (b'{"fecha_nacimiento": "\xe9"}', "UTF-8"),
        (b"[" * 100_000, "anida más de 16 niveles"),
        (b'{"a":' * 100_000, "anida más de 16 niveles"),
        (b"x" * (limites.MAX_BYTES + 1), "el máximo es"),
        (b'{"retribucion_promedio": NaN}', "no es JSON válido"),
        (b'{"a": 1} {"b": 2}', "sobran datos"),
    ],
)
def test_el_decodificador_rechaza_lo_que_no_es_json_o_pasa_los_limites_con_un_mensaje_en_espanol(
    crudo, parte_del_mensaje
):
    e = error_de(responder(crudo), "solicitud")
    assert parte_del_mensaje in e["mensaje"]


def test_un_anidamiento_dentro_del_limite_decodifica_y_el_modelo_nombra_el_campo():
    e = error_de(responder('{"fecha_nacimiento": ' + "[" * 15 + "]" * 15 + "}"))
    assert e["campo"] in ("fecha_nacimiento", "fecha_ingreso")  # a list is not a date (or a field is missing)
    assert e["campo"] == "fecha_ingreso" or "fecha" in e["mensaje"]


def test_los_corchetes_dentro_de_los_textos_no_cuentan_como_anidamiento():
    assert decodificar(json.dumps({"nombre": "[" * 1000})) == {"nombre": "[" * 1000}


def test_un_entero_json_de_5000_cifras_se_rechaza_en_su_campo_y_no_tumba_el_servidor():
    e = error_de(responder('{"retribucion_promedio": ' + "9" * 5000 + "}"))
    assert e["campo"] == "fecha_nacimiento"  # the missing required fields are named first
    e = error_de(responder(json.dumps(BUENA)[:-1] + ', "porcentaje_merito": ' + "9" * 5000 + "}"), "porcentaje_merito")
    assert "5000 cifras" in e["mensaje"] and e["valor_recibido"] == "un entero de 5000 cifras"


def test_un_numero_json_con_decimales_se_rechaza_igual_en_el_proceso_y_por_el_servidor_mostrando_su_texto():
    texto = json.dumps(BUENA)[:-1] + ', "porcentaje_merito": 75.50}'
    e = error_de(responder(texto), "porcentaje_merito")
    assert "coma flotante" in e["mensaje"] and e["valor_recibido"] == "75.50"
    assert error_de(evaluar({**BUENA, "porcentaje_merito": 75.5}), "porcentaje_merito")["mensaje"] == e["mensaje"]


def test_un_campo_repetido_no_se_pierde_en_silencio():
    e = error_de(responder('{"fecha_nacimiento": "1960-05-10", "fecha_nacimiento": "1961-05-10"}'))
    assert e["campo"] == "fecha_nacimiento" and "aparece dos veces" in e["mensaje"]
    texto = json.dumps(COORDINADA)[:-2] + ', "plan_coordinado": false}}'
    assert error_de(responder(texto))["campo"] == "coordinacion.plan_coordinado"


@pytest.mark.parametrize(
    "valor",
    [object(), {1: 2}, [[[[[[[[[[1]]]]]]]]]], float("nan"), 10**5000, b"bytes", {"a": 10**5000}, "\ud800" * 1000],
    ids=[
        "objeto",
        "clave_entera",
        "lista_anidada",
        "nan",
        "entero_enorme",
        "bytes",
        "entero_enorme_anidado",
        "sustitutos",
    ],
)
def test_evaluar_no_lanza_con_valores_de_python_que_no_son_json(valor):
    for solicitud in (valor, {**BUENA, "fecha_retiro": valor}, {**BUENA, "lecturas": valor}):
        error_de(evaluar(solicitud))


def test_evaluar_no_lanza_con_una_lista_de_python_anidada_100000_niveles():
    anidada: list = []
    for _ in range(100_000):
        anidada = [anidada]
    error_de(evaluar({**BUENA, "cuerpo": anidada}), "cuerpo")


@pytest.mark.parametrize(
    "cambio, campo",
    [
        ({"tabla_actuarial": {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {}}}, None),
        ({"servicio_acreditable": {"anos": 10**13}}, "servicio_acreditable.anos"),
        ({"servicio_acreditable": {"anos": 20, 7: 1}}, "servicio_acreditable.7"),
        ({"lecturas": {None: "x"}}, "lecturas.None"),
        ({"version_protocolo": 10**5000}, "version_protocolo"),
    ],
    ids=["tabla_vacia", "anos_enormes", "clave_entera", "clave_none", "version_enorme"],
)
def test_otros_limites_nombran_su_campo(cambio, campo):
    e = error_de(evaluar({**BUENA, **cambio}))
    if campo:
        assert e["campo"] == campo


def test_una_tabla_con_mas_entradas_que_el_limite_se_rechaza():
    factores = {str(i): "0.9" for i in range(limites.MAX_FACTORES + 1)}
    tabla = {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": factores}
    e = error_de(evaluar({**BUENA, "tabla_actuarial": tabla}), "tabla_actuarial.factores")
    assert str(limites.MAX_FACTORES) in e["mensaje"]


def test_un_texto_libre_mas_largo_que_el_limite_se_rechaza():
    tabla = {"nombre": "t" * (limites.MAX_LARGO_TEXTO + 1), "fuente": "f", "fecha_adopcion": "2000-01-01"}
    tabla["factores"] = {"55": "1"}
    error_de(evaluar({**BUENA, "tabla_actuarial": tabla}), "tabla_actuarial.nombre")


def test_un_fallo_al_escribir_la_respuesta_es_un_error_interno_y_no_una_excepcion():
    texto = codificar({"x": object()})  # default=str: still JSON
    assert json.loads(texto)["x"].startswith("<object")
    roto = {"x": 10**5000}  # json.dumps cannot write it
    assert json.loads(codificar(roto))["error"]["interno"] is True


# ------------------------------------------------------------------------------------------ the caches


def test_la_cache_de_los_textos_nunca_guarda_un_texto_mas_largo_que_el_limite():
    lectores._numero_de_texto.cache_clear()
    lectores._fecha_de_texto.cache_clear()
    for i in range(300):
        largo = f"{i}" + " " * (1 << 16)
        for lector in (lectores.numero, lectores.fecha):
            with pytest.raises(ErrorDeEntrada):
                lector(largo, "x")
    assert lectores._numero_de_texto.cache_info().currsize == 0
    assert lectores._fecha_de_texto.cache_info().currsize == 0


# ------------------------------------------------------------------------------------------ linear patterns

# The request schema's number pattern before issue 13: `\s*\$?\s*` lets the two `\s*` share every space.
PATRON_CUADRATICO = r"^\s*\$?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?\s*$"


#: The characters the analysis tries against each one-character piece of a pattern: Latin-1, Latin Extended and the
#: Unicode spaces (enough for the schema's classes: spaces, digits, signs, letters of the month names).
SONDA = [chr(c) for c in range(0x250)] + ["\u00a0", "\u2003", "\u3000", "\ufeff"]
_UN_CARACTER = {_c.LITERAL, _c.NOT_LITERAL, _c.IN, _c.ANY, _c.CATEGORY}


def _caracteres(estado, pieza) -> frozenset[str]:
    """The probe characters a one-character piece matches (compiled on its own, so every class form is covered)."""
    compilado = _compilador.compile(_parser.SubPattern(estado, [pieza]), 0)
    return frozenset(c for c in SONDA if compilado.fullmatch(c))


def ambiguedades(patron: str) -> list[str]:
    """Where backtracking on a pattern can grow faster than the text: two unbounded repetitions that can take the same
    characters one after the other (only optional pieces, or pieces matching those characters, between them), or an
    unbounded repetition whose turns can share characters (one ends in a repetition the next can continue) or that can
    match nothing. Anchored patterns
    without these are matched in linear time by `re`, whatever the text. An empty list: no such place."""
    arbol = _parser.parse(patron)
    estado, halladas = arbol.state, []

    def todos(secuencia) -> frozenset[str]:
        out: frozenset[str] = frozenset()
        for op, av in secuencia:
            if op in _UN_CARACTER:
                out |= _caracteres(estado, (op, av))
            elif op is _c.SUBPATTERN:
                out |= todos(av[3])
            elif op is _c.BRANCH:
                for rama in av[1]:
                    out |= todos(rama)
            elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT):
                out |= todos(av[2])
        return out

    def recorrer(secuencia, pendientes: set[frozenset[str]]) -> set[frozenset[str]]:
        """`pendientes`: the character sets of unbounded repetitions that can still be extended at this point."""
        for op, av in secuencia:
            if op is _c.AT:
                continue
            if op in (_c.ASSERT, _c.ASSERT_NOT):  # a lookahead takes nothing: its own content is checked apart
                recorrer(av[1], set())
                continue
            if op in _UN_CARACTER:
                propios = _caracteres(estado, (op, av))
                pendientes = {p & propios for p in pendientes if p & propios}
            elif op is _c.SUBPATTERN:
                pendientes = recorrer(av[3], pendientes)
            elif op is _c.BRANCH:
                pendientes = set().union(*(recorrer(rama, pendientes) for rama in av[1]))
            elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT):
                minimo, maximo, cuerpo = av
                if maximo != _c.MAXREPEAT:
                    salida, actual = (set(pendientes) if minimo == 0 else set()), pendientes
                    for vez in range(1, maximo + 1):
                        actual = recorrer(cuerpo, actual)
                        if vez >= minimo:
                            salida |= actual
                    pendientes = salida
                    continue
                propios, vacio = todos(cuerpo), frozenset(["\0vacío"])
                if vacio in recorrer(cuerpo, {vacio}):
                    halladas.append(f"repetición sin límite de algo que puede no tomar nada: {cuerpo}")
                recorrer(cuerpo, recorrer(cuerpo, set()))  # one turn after another: where one ends, can the next take?
                for p in pendientes:
                    if p & propios:
                        halladas.append(f"dos repeticiones sin límite pueden tomar {sorted(p & propios)[:5]}")
                pendientes = {propios} | recorrer(cuerpo, pendientes) | (set(pendientes) if minimo == 0 else set())
            else:
                halladas.append(f"pieza que el análisis no conoce: {op}")
        return pendientes

    recorrer(arbol, set())
    return list(dict.fromkeys(halladas))


def _patrones_del_esquema(nombre: str) -> set[str]:
    esquema = json.dumps(_esquema(nombre))
    return {json.loads(f'"{p}"') for p in re.findall(r'"pattern": "((?:[^"\\]|\\.)*)"', esquema)}


@pytest.mark.parametrize("nombre", ["solicitud", "resultado", "error"])
def test_los_patrones_del_esquema_son_lineales_y_el_antiguo_no(nombre):
    """16 KB de espacios tardaban 3.6 s con el patrón antiguo (`\\s*\\$?\\s*`: los dos `\\s*` se reparten cada
    espacio). Sin ambigüedades y anclado al comienzo (`search` no prueba cada posición) o de largo acotado, un patrón
    cuesta lo que el texto: se comprueba la forma del patrón, no un tiempo."""
    patrones = _patrones_del_esquema(nombre)
    assert len(patrones) >= (6 if nombre == "solicitud" else 1)
    for patron in patrones:
        acotado = _parser.parse(patron).getwidth()[1] < _c.MAXREPEAT - 1  # each try takes a bounded number of steps
        assert patron.startswith("^") or acotado, f"patrón sin anclar al comienzo y sin largo máximo: {patron}"
        assert not ambiguedades(patron), f"patrón con retroceso superlineal: {patron}: {ambiguedades(patron)}"


@pytest.mark.parametrize(
    "patron",
    [
        PATRON_CUADRATICO,
        r"^\s*\s\s*x$",  # a piece between them that takes the same characters
        r"^(?:[0-9]+)*$",  # nested repetition (exponential)
        r"^(?:a|)*$",  # a repetition of something that can match nothing
        r"^[ \t]*(?:-[ \t]*)?[ \t]*1$",  # an optional group between two runs of spaces
    ],
)
def test_el_analisis_ve_los_patrones_con_retroceso(patron):
    assert ambiguedades(patron), f"el análisis no ve el retroceso de {patron}"


def test_el_analisis_no_condena_las_formas_lineales():
    lineales = (r"^[ \t]*(?:-[ \t]*)?(?:\$[ \t]*)?[0-9]{1,12}[ \t]*$", r"^a*b*$", r"^\s*%?$", r"^(?:[ \t]*%)?[ \t]*$")
    for patron in lineales:
        assert not ambiguedades(patron), (patron, ambiguedades(patron))


def test_validar_el_esquema_con_un_texto_enorme_no_lo_acepta_y_nombra_el_campo():
    errores = list(VALIDADORES["solicitud"].iter_errors({**BUENA, "retribucion_promedio": " " * 16384 + "x"}))
    assert errores and all("retribucion_promedio" in e.json_path for e in errores)


def test_los_anos_del_patron_de_fecha_son_los_del_intervalo_admitido():
    patron = re.compile(f"^(?:{PATRONES['fecha']})$")
    admitidos = [a for a in range(10000) if patron.match(f"{a:04d}-01-01")]
    assert admitidos == list(range(limites.FECHA_MINIMA.year, limites.FECHA_MAXIMA.year + 1))
    assert (limites.FECHA_MINIMA.month, limites.FECHA_MINIMA.day) == (1, 1)
    assert (limites.FECHA_MAXIMA.month, limites.FECHA_MAXIMA.day) == (12, 31)


def test_la_tabla_de_limites_de_docs_protocolo_es_la_de_retiro_limites():
    texto = (Path(__file__).resolve().parent.parent / "docs" / "protocolo.md").read_text(encoding="utf-8")
    for nombre, valor, que in limites.tabla():
        assert f"| `{nombre}` | {valor} | {que} |" in texto, f"docs/protocolo.md no dice el límite {nombre} = {valor}"
