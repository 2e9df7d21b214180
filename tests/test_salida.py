"""La explicación para personas (`retiro calcular` sin `--json`): cada paso, en una frase que se lee.

Se ataca con solicitudes de todas las regiones y lecturas (los generadores de las propiedades): ningún valor de un
paso queda sin citar, ninguna fecha en ISO, ningún código crudo, ninguna cuantía sin formato, ninguna llave sin
sustituir. El JSON lleva los mismos pasos con los valores como textos simples (docs/protocolo.md).
"""

from __future__ import annotations

import os
import re
from datetime import date
from fractions import Fraction
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from retiro import cli
from retiro.comun.errores import ErrorDeEntrada
from retiro.ley import fechas, formato
from retiro.ley.explicacion import Aviso, Codigo, Dinero, Paso, Tiempo
from retiro.protocolo import salida
from retiro.protocolo.calculadora import calcular
from retiro.protocolo.entrada import solicitud
from retiro.verificacion import generadores

ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
# What a person never reads: a code with underscores (requiere_factor_de_la_junta), a bare amount (12900), an amount
# in dollars without thousands separator or cents ($12900, $12,900.5). Outside brackets: «[INT-07, lectura
# «final_al_centavo»]» names a reading by its id, after saying what it says.
CODIGO = re.compile(r"(?<![.\w])[a-z]+_[a-z0-9_]+\b(?!\.)")
CUANTIA_SIN_FORMATO = re.compile(r"(?<![\d,.$])\d{5,}(?![\d,])|\$\d{4,}|\$[\d,]+\.\d(?!\d)|\d anuales")
# A wrong plural: «1 años», «1 meses» (and a singular for more than one: «2 año»).
PLURAL = re.compile(
    r"(?<![\d.,])1 (?:años|meses|días|puntos|excepciones)\b|(?<![\d.,])(?:[02-9]|\d\d+) (?:año|mes|día|punto)\b"
)
# Request fields that a warning may name so the user knows what to add (coordinacion.fecha_concesion, ...).
CAMPO = re.compile(r"\((?:coordinacion\.)?[a-z_.]+(?: «[a-z_]+»)?\)|\bdato [a-z_]+")


def problemas_de_lectura(texto: str) -> list[str]:
    """Lo que no se escribe así para una persona, fuera de los ids entre corchetes y los campos que se piden."""
    limpio = CAMPO.sub("", re.sub(r"\[[^\]]*\]", "", texto))
    return [m.group() for r in (ISO, CODIGO, CUANTIA_SIN_FORMATO, PLURAL) for m in r.finditer(limpio)] + (
        ["{"] if "{" in limpio or "}" in limpio else []
    )


def test_cada_tipo_de_valor_se_escribe_para_personas_y_simple_en_el_json():
    p = Paso(
        "18.6.a",
        "Con {servicio} y {retribucion} desde el {desde}",
        {
            "servicio": Tiempo(Fraction(53, 2)),
            "retribucion": Dinero(Fraction(30000)),
            "desde": date(1984, 7, 1),
            "anual": Dinero(Fraction(25801, 2)),
            "limita": Codigo("coordinacion.limita", "garantia_10_5"),
        },
        "{anual} ({limita})",
    )
    assert salida.frase_de_paso(p) == (
        "18.6(a) — Con 26 años y 6 meses y $30,000.00 desde el 1 de julio de 1984: $12,900.50 (la garantía de 10.5)."
    )
    assert p.como_dict() == {
        "clausula": "18.6.a",
        "regla": "Con 26 años y 6 meses y $30000 desde el 1 de julio de 1984",
        "valores": {
            "servicio": "26.5",
            "retribucion": "30000",
            "desde": "1984-07-01",
            "anual": "12900.5",
            "limita": "garantia_10_5",
        },
        "resultado": "$12900.5 (garantia_10_5)",
    }
    # The checker itself catches each fault it is meant to catch.
    for malo in (
        "1984-07-01",
        "garantia_10_5",
        "12900 anuales",
        "$12900.00",
        "$12,900.5",
        "{anual}",
        "1 años",
        "2 mes",
    ):
        assert problemas_de_lectura(f"Texto con {malo} dentro."), malo
    assert not problemas_de_lectura("$12,900.00 al año [INT-07, lectura «final_al_centavo»] el 1 de julio de 1984")


def test_un_texto_del_solicitante_con_llaves_no_rompe_la_explicacion():
    """El nombre de la tabla es texto del solicitante: va como valor, nunca como parte de una plantilla."""
    s = {
        "fecha_nacimiento": "1956-05-10",
        "fecha_ingreso": "1984-07-01",
        "fecha_retiro": "2013-01-15",
        "servicio_acreditable": "26.5",
        "retribucion_promedio": "30000",
        "en_servicio_activo": True,
        "tabla_actuarial": {
            "nombre": "tabla {anual} {0}",
            "fuente": "fuente {x}",
            "fecha_adopcion": "2000-01-01",
            "factores": {"56": "0.86"},
        },
    }
    texto = salida.como_texto(calcular(solicitud(s)))
    assert "«tabla {anual} {0}»" in texto and "fuente {x}" in texto


def test_el_aviso_de_revision_dice_el_estado_con_su_etiqueta():
    a = Aviso("Depende de INT-07 ({estado_0}).", (("estado_0", Codigo("revision.estado", "por_verificar")),))
    assert a.escrito(salida.escribir) == "Depende de INT-07 (por verificar)."
    assert a.escrito() == "Depende de INT-07 (por_verificar)."


@settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
@given(generadores.cualquiera())
def test_toda_explicacion_se_lee_como_la_escribe_una_persona(datos):
    try:
        res = calcular(solicitud(datos))
    except ErrorDeEntrada:
        return
    for paso in res.contexto.pasos:
        citados = {k for k in paso.valores if "{" + k + "}" in paso.regla + paso.resultado}
        assert citados == set(paso.valores), f"valores sin citar en el paso {paso.clausula}: {paso}"
    texto = salida.como_texto(res)
    assert not problemas_de_lectura(texto), (problemas_de_lectura(texto), texto)


# The golden text: `retiro calcular` on one example, whole. A change in wording shows here as a diff to review;
# to accept it: RETIRO_REESCRIBIR_ESPERADOS=1 python -m pytest -q tests/test_salida.py -k esperada
EJEMPLO = Path(__file__).resolve().parents[1] / "ejemplos" / "coordinacion_servicio.json"
ESPERADA = Path(__file__).resolve().parent / "esperados" / "coordinacion_servicio.txt"


def test_la_explicacion_completa_de_un_ejemplo_es_la_esperada(capsys):
    assert cli.main(["calcular", "--solicitud", str(EJEMPLO)]) == 0
    texto = capsys.readouterr().out
    if os.environ.get("RETIRO_REESCRIBIR_ESPERADOS"):
        ESPERADA.parent.mkdir(exist_ok=True)
        ESPERADA.write_text(texto, encoding="utf-8")
    assert texto == ESPERADA.read_text(encoding="utf-8")
    assert not problemas_de_lectura(texto)
    # What the golden text pins, said once more so a careless regeneration cannot empty it.
    for frase in (
        "Pensión: $15,000.00 al año · $1,250.00 al mes.",
        "Pensión coordinada: $14,010.00 al año · $1,167.50 al mes.",
        "nació el 10 de mayo de 1946",
        "[INT-07, lectura «final_al_centavo», la de por defecto]",
        "Reducción actuarial: no, por la excepción 18.5(b)",
    ):
        assert frase in texto


@settings(max_examples=60, deadline=None)
@given(st.dates(date(1900, 1, 1), date(2100, 12, 31)), st.fractions(0, 80, max_denominator=24))
def test_las_frases_del_json_escriben_fechas_y_tiempos_como_babel(d, x):
    """The motives in the JSON are written without Babel (every evaluation builds them); they must read exactly
    as the text for people, which Babel writes (`retiro.ley.formato`)."""
    assert fechas.fecha_larga(d) == formato.fecha(d)
    assert fechas.tiempo_texto(x) == formato.anos_y_meses(x) or (x * 12).denominator != 1
