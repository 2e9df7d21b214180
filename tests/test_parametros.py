"""La declaración de los parámetros (datos/parametros.yaml) contra el texto, y cada copia independiente contra ella.

Cada parámetro cita las palabras del texto de donde sale: deben estar en la copia del proyecto
(src/retiro/textos/) y en el texto corregido de su cláusula, y la cifra escrita en ellas debe ser su valor. Las
comprobaciones independientes (la segunda lectura con SymPy, la implementación en JavaScript, las defectuosas, los
ejemplos resueltos) guardan su propia copia a propósito: aquí se compara cada una con la declaración, y la prueba
que falla nombra el archivo de la copia.
"""

from __future__ import annotations

import re
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest

from retiro.ley import parametros as P
from retiro.ley.registro import clausulas, texto_fuente

RAIZ = Path(__file__).resolve().parents[1]
DECLARACION = "src/retiro/datos/parametros.yaml"

# The figures a Spanish legal text writes in words, for the words that carry no «(n)» or «(n%)».
EN_PALABRAS = {"uno y medio por ciento": Fraction(3, 200), "uno por ciento": Fraction(1, 100)}
MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
         "noviembre", "diciembre"]  # fmt: skip


def cifra_de_las_palabras(tipo: str, palabras: str) -> object:
    """La cifra que dicen las palabras del texto, leída de ellas (nunca del valor declarado)."""
    if tipo == "fecha":
        m = re.search(r"(\d{1,2}) de (\w+) de (\d{4})", palabras)
        assert m, palabras
        return date(int(m.group(3)), MESES.index(m.group(2)) + 1, int(m.group(1)))
    if tipo == "dolares":
        m = re.search(r"\(\$([\d,]+)\.(\d\d)\)", palabras)
        assert m, palabras
        return Fraction(int(m.group(1).replace(",", "")) * 100 + int(m.group(2)), 100)
    if tipo == "por_ciento":
        m = re.search(r"\((\d+)(½)?%\)", palabras)
        if m:
            return (Fraction(int(m.group(1))) + (Fraction(1, 2) if m.group(2) else 0)) / 100
        return next(v for k, v in EN_PALABRAS.items() if k in palabras)
    numeros = [int(x) for x in re.findall(r"\((\d+)\)", palabras)]
    assert numeros, palabras
    return numeros[0]


@pytest.mark.parametrize("ident", sorted(P.parametros()))
def test_las_palabras_de_cada_parametro_estan_en_el_texto_y_dicen_su_valor(ident):
    p = P.parametro(ident)
    fuente = " ".join(texto_fuente(p.archivo).split())
    assert p.palabras in fuente, (
        f"{DECLARACION}: las palabras de {ident} («{p.palabras}») no están en src/retiro/textos/{p.archivo}"
    )
    texto = " ".join(clausulas()[p.clausulas[0]]["texto"].split())
    assert p.palabras in texto, (
        f"{DECLARACION}: las palabras de {ident} no están en el texto de {p.clausulas[0]} (datos/clausulas.yaml)"
    )
    assert cifra_de_las_palabras(p.tipo, p.palabras) == p.valor, (
        f"{DECLARACION}: {ident} vale {p.valor}, pero sus palabras («{p.palabras}») dicen otra cifra"
    )


def test_cada_parametro_rige_en_el_periodo_y_sus_clausulas_existen():
    for p in P.parametros().values():
        assert p.desde < p.hasta, p.id
        assert all(c in clausulas() for c in p.clausulas), p.id
        assert p.id.split(".")[0] == p.clausulas[0].split(".")[0], p.id


def test_ningun_id_lleva_una_cifra_del_texto():
    for p in P.parametros().values():
        nombre = p.id.split(".")[-1]
        assert not re.search(r"\d", nombre), f"{DECLARACION}: el nombre de {p.id} lleva una cifra"


def test_un_valor_inexacto_es_un_error():
    with pytest.raises(ValueError, match="exacto"):
        P._valor("por_ciento", 0.02)
    with pytest.raises(ValueError, match="enteros"):
        P._valor("edad", "55/2")


def test_las_reglas_externas_y_el_periodo_se_leen_por_el_mismo_acceso():
    from retiro.ley.registro import reglas_externas

    assert P.valor("EXT-01.porcentaje_exceso_20") == Fraction(
        reglas_externas()["EXT-01"]["valores"]["porcentaje_exceso_20"]
    )
    assert P.valor("EXT-02.edad_umbral") == reglas_externas()["EXT-02"]["valores"]["edad_umbral"]
    assert P.fecha("VIG-03") == date(2013, 6, 30)
    with pytest.raises(KeyError):
        P.valor("18.9.nada")


# --- The deliberate independent copies, each against the declaration ------------------------------------------
def test_la_segunda_lectura_con_sympy_dice_las_cifras_de_la_declaracion():
    from retiro.verificacion import simbolico as S

    copia = "src/retiro/verificacion/simbolico.py"
    assert Fraction(int(S.TOPE)) == P.valor("10.2.tope") == P.valor("10.3.tope"), f"{copia}: TOPE"
    assert int(S.TRAMO) == P.valor("18.6.a.anos_tramo") == P.valor("10.2.anos_tramo"), f"{copia}: TRAMO"
    assert Fraction(str(S.UNO)) == P.valor("10.2.a.porcentaje"), f"{copia}: UNO"
    for ident in ("18.6.a.porcentaje", "18.6.b.porcentaje", "10.2.b.porcentaje", "10.2.c.porcentaje"):
        assert Fraction(str(S.UNO_Y_MEDIO)) == P.valor(ident), f"{copia}: UNO_Y_MEDIO ({ident})"
    for ident in ("18.6.a.porcentaje_exceso", "10.2.d.porcentaje"):
        assert Fraction(str(S.DOS)) == P.valor(ident), f"{copia}: DOS ({ident})"


def test_la_segunda_lectura_de_la_solicitud_dice_las_fechas_y_umbrales_de_la_declaracion():
    from retiro.verificacion import segunda_lectura as L

    copia = "src/retiro/verificacion/segunda_lectura.py"
    assert P.valor("18.2.fecha_nuevos_participantes") == L.FECHA_NUEVOS, f"{copia}: FECHA_NUEVOS"
    edades = {P.valor(i) for i in P.parametros() if P.parametro(i).tipo == "edad"}
    assert edades <= set(L.UMBRALES_EDAD), f"{copia}: UMBRALES_EDAD no tiene {edades - set(L.UMBRALES_EDAD)}"
    servicio = {P.valor(i) for i in P.parametros() if P.parametro(i).tipo == "anos"}
    assert servicio <= set(L.UMBRALES_SERVICIO), f"{copia}: UMBRALES_SERVICIO no tiene {servicio}"


def _fraccion_js(texto: str) -> Fraction:
    m = re.fullmatch(r"Q\((\d+)(?:, (\d+))?\)", texto.strip())
    assert m, texto
    return Fraction(int(m.group(1)), int(m.group(2) or 1))


def test_la_implementacion_en_javascript_dice_las_cifras_de_la_declaracion():
    copia = "ejemplos/otra_implementacion/calculadora.mjs"
    js = (RAIZ / copia).read_text(encoding="utf-8")
    # 18.6(a) and EXT-01, written twice: the first «tramos» and the deferred annuity's «anual»
    tramos = re.findall(
        r"add\(mul\((Q\([\d, ]+\)), mul\(R, min\(serv, (Q\(\d+\))\)\)\), mul\((Q\([\d, ]+\)), mul\(R, max\(sub\(serv, "
        r"(Q\(\d+\))\), Q\(0\)\)\)\)\)",
        js,
    )
    assert len(tramos) == 2, f"{copia}: no se encuentran las dos fórmulas por tramos de 18.6(a) y EXT-01"
    for primeros, tramo, exceso, tramo2 in tramos:
        assert _fraccion_js(primeros) == P.valor("18.6.a.porcentaje"), f"{copia}: el 1½ % de 18.6(a)"
        assert _fraccion_js(tramo) == _fraccion_js(tramo2) == P.valor("18.6.a.anos_tramo"), f"{copia}: el tramo"
        assert _fraccion_js(exceso) == P.valor("18.6.a.porcentaje_exceso"), f"{copia}: el por ciento del exceso"
    b = re.search(r'cuantia\(temprano \? "18\.6\.c" : "18\.6\.b", mul\((Q\([\d, ]+\)), mul\(R, serv\)\)', js)
    assert b and _fraccion_js(b.group(1)) == P.valor("18.6.b.porcentaje"), f"{copia}: el 1½ % de 18.6(b)"
    nuevo = re.search(r'const NUEVO_DESDE = "(\d{4}-\d\d-\d\d)"', js)
    assert nuevo and date.fromisoformat(nuevo.group(1)) == P.valor("18.2.fecha_nuevos_participantes"), copia
    for ident, via in (("18.1.edad", "c181"), ("18.3.edad", "c183a")):
        m = re.search(rf"const {via} = verificar\([^\n]*edadMin\((\d+)\)", js)
        assert m and int(m.group(1)) == P.valor(ident), f"{copia}: la edad de {ident}"


def test_las_defectuosas_dicen_las_cifras_de_la_declaracion():
    copia = "src/retiro/conformidad/defectuosas/articulo18.py"
    texto = (RAIZ / copia).read_text(encoding="utf-8")
    tramos = [int(a or b) for a, b in re.findall(r"min\(n, (\d+)\)|max\(n - (\d+), 0\)", texto)]
    assert tramos and set(tramos) == {P.valor("18.6.a.anos_tramo")}, f"{copia}: el tramo de 18.6(a)"


def test_los_ejemplos_resueltos_dicen_las_cifras_de_la_declaracion():
    """Los ejemplos de la especificación (features/) escriben las cifras del texto en su descripción: la misma que
    la declaración."""
    for ident, feature in (
        ("18.6.a.porcentaje_exceso", "features/articulo_18/18_6_computo_de_las_pensiones.feature"),
        ("10.3.tope", "features/articulo_10/10_3_pensiones_por_merito.feature"),
    ):
        ruta = RAIZ / feature
        if not ruta.exists():
            pytest.skip(f"{feature} no está en este árbol")
        texto = " ".join(ruta.read_text(encoding="utf-8").split())
        assert P.parametro(ident).palabras in texto, f"{feature}: no cita las palabras de {ident}"


# --- Sentences and names follow the values -----------------------------------------------------------------------
def test_un_por_ciento_se_escribe_como_en_la_ley():
    from retiro.ley.formato import pesos_del_texto, por_ciento_como_la_ley

    assert [por_ciento_como_la_ley(Fraction(n, d)) for n, d in ((3, 200), (2, 100), (5, 200), (1, 200), (9, 400))] == [
        "1½ %",
        "2 %",
        "2½ %",
        "½ %",
        "2.25 %",
    ]
    assert (pesos_del_texto(6600), pesos_del_texto(Fraction(700050, 100))) == ("$6,600", "$7,000.50")


def test_la_regla_de_la_formula_por_tramos_se_escribe_con_las_cifras_que_usa():
    """Ataque: con otro por ciento del exceso (2½ %), la frase de la explicación lo dice, y no dice el 2 %."""
    from retiro.ley import articulo18_cuantia

    frase = articulo18_cuantia.por_tramos(Fraction(3, 200), 20, Fraction(5, 200))
    assert "y 2½ % por cada año en exceso de 20" in frase and "y 2 %" not in frase
    assert (
        articulo18_cuantia.por_tramos(
            P.valor("18.6.a.porcentaje"), P.valor("18.6.a.anos_tramo"), P.valor("18.6.a.porcentaje_exceso")
        )
        == articulo18_cuantia.POR_TRAMOS_18_6_A
    )


def test_ningun_nombre_de_columna_ni_de_producto_lleva_una_cifra_de_la_declaracion():
    from retiro import evaluar
    from retiro.lote import filas

    cifras = {str(p.valor) for p in P.parametros().values() if p.tipo == "dolares"}
    cifras |= {str(p.valor.year) for p in P.parametros().values() if p.tipo == "fecha"}
    malas = [n for n in filas.NOMBRES if any(c in n for c in cifras)]
    assert not malas, f"src/retiro/lote/filas.py: columnas con una cifra de la ley en el nombre: {malas}"
    import json

    solicitud = json.loads((RAIZ / "ejemplos/coordinacion_merito.json").read_text(encoding="utf-8"))
    productos = evaluar(solicitud)["coordinacion"]["productos"]
    assert not [k for k in productos if any(c in k.replace(",", "") for c in cifras)], productos


def test_el_kit_lee_una_respuesta_1_1_con_los_nombres_de_1_2():
    from retiro.conformidad import objetivos

    vieja = {"coordinacion": {"productos": {"10.3 (hasta $6,600)": "2970.00", "10.3 (exceso)": "1.00"}}}
    hoy = objetivos._con_los_nombres_de_hoy(vieja)
    assert hoy["coordinacion"]["productos"] == {"10.3 (hasta el tope)": "2970.00", "10.3 (exceso)": "1.00"}
    assert not objetivos.nombra_sin_cifras({"version_protocolo": "1.1"})
    assert not objetivos.nombra_sin_cifras(None)
    assert objetivos.nombra_sin_cifras({"version_protocolo": "1.2"})
