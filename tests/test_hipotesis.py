"""Propiedades comprobadas con Hypothesis contra la calculadora, y pruebas de que las demostraciones pueden fallar.

Las propiedades (`PROPIEDADES`) se ejecutan desde los escenarios de features/propiedades/*.feature (paso
«la propiedad "…" se cumple en todos los casos generados»), una sola vez; aquí se comprueba además que cada
propiedad e identidad tiene su escenario y que los métodos de demostración refutan lo falso.

Las solicitudes generadas cubren ambos regímenes (antes y después del 1 de abril de 1990), los tres cuerpos,
servicio en meses (fraccionario), la retribución exactamente en $6,600 y el servicio exactamente en 20 años,
pensiones opcionales, por mérito y de alto riesgo, con y sin tabla actuarial, y la coordinación del Artículo 10.
Todas usan las lecturas por defecto del registro de interpretaciones. El modelo esperado es `retiro.simbolico`
(escrito desde el texto), con la única regla de redondeo `retiro.dinero.redondear`.
Perfiles: véase conftest.py en la raíz (``ci`` por defecto; ``HYPOTHESIS_PROFILE=exhaustivo``).
"""

from __future__ import annotations

import copy
import re
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction
from math import ceil
from pathlib import Path

from hypothesis import given, note
from hypothesis import strategies as st

from retiro import calcular, evaluar
from retiro import simbolico as sm
from retiro import solicitud as leer_solicitud
from retiro.dinero import redondear
from retiro.protocolo import codificar, decodificar
from retiro.registro import clausulas, interpretaciones, reglas_externas

FECHA_1990 = date(1990, 4, 1)
FECHA_1968 = date(1968, 7, 1)
FEATURES = Path(__file__).resolve().parents[1] / "features" / "propiedades"


# --- Estrategias -------------------------------------------------------------------------------------------
def _dinero(centavos: int) -> str:
    return f"{centavos // 100}.{centavos % 100:02d}"


retribuciones = st.one_of(
    st.integers(0, 15_000_000),  # $0 to $150,000.00, in cents
    st.sampled_from([660_000, 659_999, 660_001, 0, 1]),  # $6,600 exactly and next to it
)
# Branch first: each target names the regime, corps, band of age at retirement, band of service (in months) and
# type of pension of one branch of Article 18; one target leaves everything free. Within the band the values are
# free, with extra weight on the thresholds themselves (a month either side of 10, 20, 25 and 30 years).
CUALQUIERA = None
OBJETIVOS = [
    ("anterior", ["ninguno"], (55, 57), (300, 359), "opcional"),  # 18.6(a), reduced
    ("anterior", ["ninguno"], (55, 57), (360, 540), "opcional"),  # the INT-14 gap
    ("anterior", CUALQUIERA, (58, 80), (120, 540), "opcional"),  # EXT-01 without reduction (18.5(b))
    ("anterior", ["policia", "bomberos"], (50, 57), (300, 540), "opcional"),  # EXT-01 through 18.3
    ("nuevo", ["ninguno"], (55, 64), (300, 540), "opcional"),  # 18.6(c), reduced
    ("nuevo", CUALQUIERA, (65, 80), (120, 540), "opcional"),  # 18.6(b) at 65 (18.5(e))
    ("nuevo", ["policia", "bomberos"], (30, 80), (360, 540), "alto_riesgo"),  # EXT-02
    (CUALQUIERA, CUALQUIERA, (40, 80), (360, 540), "merito"),  # EXT-03
    (CUALQUIERA, CUALQUIERA, (30, 80), (0, 540), CUALQUIERA),  # anything, mostly not eligible
]
UMBRALES_MESES = [120, 119, 240, 239, 241, 300, 299, 360, 359]


@st.composite
def solicitudes(draw, coordinar: bool = False, holgura: bool = False, activo: bool | None = None) -> dict:
    """Una solicitud JSON válida (protocolo 1.0), rama por rama del Artículo 18 (véase OBJETIVOS).
    `holgura` deja al menos un mes más de tiempo transcurrido que de servicio (para poder sumar un mes)."""
    regimen, cuerpos, (e0, e1), (m0, m1), tipo = draw(st.sampled_from(OBJETIVOS))
    regimen = regimen or draw(st.sampled_from(["anterior", "nuevo"]))
    cuerpo = draw(st.sampled_from(cuerpos or ["ninguno", "policia", "bomberos"]))
    tipo = tipo or draw(st.sampled_from(["opcional", "opcional", "merito", "alto_riesgo"]))
    if coordinar and draw(st.integers(0, 4)):  # mostly pensions that 10.7 lets coordinate
        regimen, cuerpo = "anterior", "ninguno" if cuerpo == "policia" else cuerpo
    edad = draw(st.integers(e0, e1) | st.sampled_from([x for x in (50, 55, 58, 65) if e0 <= x <= e1] or [e0]))
    tope = min(m1, (edad - 18) * 12)
    meses = draw(
        st.integers(min(m0, tope), tope) | st.sampled_from([x for x in UMBRALES_MESES if m0 <= x <= tope] or [tope])
    )
    extra = draw(st.integers(0, 365)) + (31 if holgura else 0)
    if regimen == "anterior":
        ingreso = FECHA_1990 - timedelta(days=draw(st.integers(0, 30 * 365)))
    else:
        ingreso = FECHA_1990 + timedelta(days=1 + draw(st.integers(0, 20 * 365)))
    retiro = ingreso + timedelta(days=ceil(Fraction(365 * meses, 12)) + extra)
    aniversario = date(retiro.year - edad, retiro.month, min(retiro.day, 28) if retiro.month == 2 else retiro.day)
    nacimiento = aniversario - timedelta(days=draw(st.integers(0, 364)))
    s = {
        "version_protocolo": "1.0",
        "fecha_nacimiento": nacimiento.isoformat(),
        "fecha_ingreso": ingreso.isoformat(),
        "fecha_retiro": retiro.isoformat(),
        "servicio_acreditable": {"anos": meses // 12, "meses": meses % 12} if meses % 12 else str(meses // 12),
        "retribucion_promedio": _dinero(draw(retribuciones)),
        "en_servicio_activo": draw(st.sampled_from([True] * 5 + [False])) if activo is None else activo,
        "cuerpo": cuerpo,
        "tipo_pension": tipo,
    }
    if tipo == "merito":
        s["porcentaje_merito"] = str(draw(st.integers(1, 100)))
    if draw(st.integers(0, 2)):  # a table two times in three; each age has its factor four times in five
        edades = [e for e in range(55, 65) if draw(st.integers(0, 4))] or [55]
        s["tabla_actuarial"] = {
            "nombre": "generada",
            "fuente": "prueba de propiedades",
            "fecha_adopcion": "2000-01-01",
            "factores": {str(e): _dinero(draw(st.integers(1, 100))) for e in sorted(edades)},
        }
    if coordinar:
        cumple_65 = nacimiento + timedelta(days=366 * 65)
        c = {
            "fecha_coordinacion": (max(retiro, cumple_65) + timedelta(days=draw(st.integers(0, 2000)))).isoformat(),
            "plan_coordinado": True,
            "plenamente_asegurado": True,
            "elegible_beneficios_primarios": True,
            "beneficio_seguro_social": {
                "monto": _dinero(draw(st.integers(0, 400_000))),
                "periodo": draw(st.sampled_from(["mensual", "anual"])),
            },
            "aumentos_por_ley": _dinero(draw(st.integers(0, 100_000))),
        }
        if tipo == "merito":
            c["tipo_pension"] = "merito"
            c["anos_computo_original"] = str(draw(st.integers(0, meses // 12)))
        elif draw(st.booleans()):
            c["tipo_pension"] = draw(st.sampled_from(["servicio", "incapacidad"]))
            c["pension_estatutaria"] = _dinero(draw(st.integers(0, 10_000_000)))
            if draw(st.booleans()):
                c["factor_reduccion"] = _dinero(draw(st.integers(1, 100)))
        s["coordinacion"] = c
    return s


# --- El modelo esperado, desde retiro.simbolico --------------------------------------------------------------
def _edad(nacimiento: date, en: date) -> int:
    """Años cumplidos; quien nació un 29 de febrero los cumple el 1 de marzo en año no bisiesto (INT-05)."""
    return en.year - nacimiento.year - ((en.month, en.day) < (nacimiento.month, nacimiento.day))


def _hechos(s: dict) -> dict:
    ingreso, retiro = date.fromisoformat(s["fecha_ingreso"]), date.fromisoformat(s["fecha_retiro"])
    serv = s["servicio_acreditable"]
    n = Fraction(serv["anos"]) + Fraction(serv["meses"], 12) if isinstance(serv, dict) else Fraction(serv)
    return {
        "regimen": "nuevo" if ingreso > FECHA_1990 else "anterior",  # INT-01, lectura estricta
        "cuerpo": "ninguno" if s["cuerpo"] == "ninguno" else "policia_o_bomberos",
        "edad": _edad(date.fromisoformat(s["fecha_nacimiento"]), retiro),
        "n": n,
        "R": Fraction(Decimal(s["retribucion_promedio"])),
        "retiro": retiro,
    }


_EXPRESION = {"18.6.a": sm.FORMULA_18_6_A, "18.6.b": sm.FORMULA_18_6_B, "18.6.c": sm.FORMULA_18_6_B}


def esperado_18(s: dict) -> dict:
    """Lo que el modelo simbólico dice del Artículo 18 para la solicitud: elegibilidad, fórmula, cuantías exactas."""
    h = _hechos(s)
    reg = sm.regiones_18(h["regimen"], h["cuerpo"])
    punto = {sm.edad: h["edad"], sm.servicio: sm.Rational(h["n"].numerator, h["n"].denominator)}
    en = lambda nombre: s["en_servicio_activo"] and bool(reg[nombre].subs(punto))  # noqa: E731
    e = {
        "elegible": en("elegible"),
        "formula": None,
        "estado": "no_elegible",
        "antes": None,
        "anual": None,
        "factor": None,
    }
    tipo = s["tipo_pension"]
    if tipo == "alto_riesgo":
        if not en("vía 18.3 (oración 2)"):
            return e
        v = reglas_externas()["EXT-02"]["valores"]
        pct = Fraction(v["porcentaje_55_o_mas"] if h["edad"] >= v["edad_umbral"] else v["porcentaje_menos_de_55"])
        e.update(formula="EXT-02", estado="calculada", antes=pct * h["R"], anual=pct * h["R"], reducida=False)
        return e
    if tipo == "merito":
        if h["n"] < Fraction(reglas_externas()["EXT-03"]["valores"]["anos_minimos"]):
            return e
        x = sm.valor(sm.PENSION_MERITO, R=h["R"], p=Fraction(s["porcentaje_merito"]) / 100)
        e.update(formula="EXT-03", estado="calculada", antes=x, anual=x)
        return e
    formula = sm.formula_del_caso(h["regimen"], h["cuerpo"], h["edad"], h["n"]) if s["en_servicio_activo"] else None
    if formula is None:
        return e
    if formula == "laguna":
        e.update(estado="sin_formula_en_el_texto")
        return e
    expr = sm.formula_ext_01() if formula == "EXT-01" else _EXPRESION[formula]
    x = sm.valor(expr, R=h["R"], n=h["n"])
    e.update(formula=formula, estado="calculada", antes=x, anual=x)
    if en("reducida"):
        factores = (s.get("tabla_actuarial") or {}).get("factores", {})
        if str(h["edad"]) in factores:
            e["factor"] = Fraction(Decimal(factores[str(h["edad"])]))
            e["anual"] = x * e["factor"]
        else:
            e.update(estado="requiere_factor_de_la_junta", anual=None)
    return e


def esperado_10(s: dict, e18: dict) -> dict:
    """Lo que el modelo dice del Artículo 10 (con 10.1 cumplido en la solicitud generada)."""
    h, c = _hechos(s), s["coordinacion"]
    if s["cuerpo"] == "policia" or h["regimen"] == "nuevo" or h["retiro"] < FECHA_1968:  # 10.7, 10.6(b)
        return {"estado": "no_se_coordina"}
    if c.get("pension_estatutaria") is not None:
        pension = Fraction(Decimal(c["pension_estatutaria"]))
        factor = None if c.get("factor_reduccion") is None else Fraction(Decimal(c["factor_reduccion"]))
    else:
        pension, factor = e18["anual"], e18["factor"]
    if pension is None:
        return {"estado": "incompleta"}
    if c.get("tipo_pension") == "merito":
        productos = {}
        formula = sm.valor(
            sm.FORMULA_10_3, R=h["R"], m=Fraction(c["anos_computo_original"]), p=Fraction(s["porcentaje_merito"]) / 100
        )
    else:
        productos = {k: sm.valor(v, R=h["R"], n=h["n"]) for k, v in sm.PRODUCTOS_10_2.items()}
        formula = sm.valor(sm.SUMA_10_2, R=h["R"], n=h["n"])
    reducida = formula * factor if factor is not None else formula  # INT-21
    ss = Fraction(Decimal(c["beneficio_seguro_social"]["monto"])) * (
        12 if c["beneficio_seguro_social"]["periodo"] == "mensual" else 1
    )
    return {
        "estado": "no_necesaria" if reducida >= pension else "coordinada",  # INT-20
        "productos": productos,
        "formula": formula,
        "pension_coordinada": sm.valor(sm.COORDINADA, P=pension, F=reducida, S=ss),
    }


def _dec(x: Fraction | None) -> str | None:
    return None if x is None else str(redondear(x))


# --- Propiedades -----------------------------------------------------------------------------------------------
@given(solicitudes())
def acuerdo_articulo_18(s):
    """La calculadora y el modelo simbólico coinciden exactamente (al centavo, con la única regla de redondeo) en la
    elegibilidad, la fórmula, el estado y las cuantías anual y mensual, en todas las ramas del Artículo 18."""
    r, e = evaluar(s), esperado_18(s)
    note(f"esperado: {e}")
    assert "error" not in r, r
    p = r["pension"]
    assert r["elegibilidad"]["elegible"] == e["elegible"], r["elegibilidad"]
    assert (p["formula"], p["estado"]) == (e["formula"], e["estado"])
    assert p["anual_antes_de_reduccion"] == _dec(e["antes"])
    assert p["anual"] == _dec(e["anual"])
    assert p["mensual"] == _dec(None if e["anual"] is None else e["anual"] / 12)
    if s["tipo_pension"] == "opcional" and e["formula"] is not None:
        h = _hechos(s)
        reducida = bool(
            sm.regiones_18(h["regimen"], h["cuerpo"])["reducida"].subs(
                {sm.edad: h["edad"], sm.servicio: sm.Rational(h["n"].numerator, h["n"].denominator)}
            )
        )
        assert r["reduccion_actuarial"]["aplica"] is reducida


@given(solicitudes(coordinar=True))
def acuerdo_articulo_10(s):
    """La coordinación de la calculadora coincide exactamente con el modelo: estado, productos de 10.2, fórmula
    (10.2 o 10.3) y pensión coordinada con la garantía de 10.5."""
    r = evaluar(s)
    assert "error" not in r, r
    e = esperado_10(s, esperado_18(s))
    note(f"esperado: {e}")
    c = r["coordinacion"]
    assert c["estado"] == e["estado"], c
    if "pension_coordinada" in e:
        assert c["productos"] == {k: _dec(v) for k, v in e["productos"].items()} or not e["productos"]
        assert c["formula_anual"] == _dec(e["formula"])
        assert c["pension_coordinada_anual"] == _dec(e["pension_coordinada"])


@given(solicitudes(coordinar=True))
def garantia_10_5(s):
    """10.5 en los resultados de la calculadora: coordinada + Seguro Social ≥ pensión estatutaria, exacto (API de
    objetos) y en las cifras al centavo del JSON."""
    res = calcular(leer_solicitud(copy.deepcopy(s))).articulo10
    if res is None or res.pension_coordinada is None:
        return
    ss = res.beneficio_seguro_social or 0
    assert res.pension_coordinada + ss >= res.pension_estatutaria
    c = evaluar(s)["coordinacion"]
    assert Decimal(c["pension_coordinada_anual"]) + Decimal(c["beneficio_seguro_social_anual"] or 0) >= Decimal(
        c["pension_estatutaria_anual"]
    )


def _mas(s: dict, dias_de_edad: int = 0, meses: int = 0, centavos: int = 0) -> dict:
    t = copy.deepcopy(s)
    t["fecha_nacimiento"] = (date.fromisoformat(s["fecha_nacimiento"]) - timedelta(days=dias_de_edad)).isoformat()
    n = _hechos(s)["n"] + Fraction(meses, 12)
    t["servicio_acreditable"] = {"anos": int(n), "meses": int((n - int(n)) * 12)}
    t["retribucion_promedio"] = _dinero(int(Fraction(Decimal(s["retribucion_promedio"])) * 100) + centavos)
    return t


@given(solicitudes(holgura=True, activo=True))
def elegibilidad_creciente(s):
    """Para un miembro en servicio activo, un día más de edad o un mes más de servicio nunca le quitan la elegibilidad."""
    if not evaluar(s)["elegibilidad"]["elegible"]:
        return
    for otra in (_mas(s, dias_de_edad=1), _mas(s, meses=1)):
        r = evaluar(otra)
        assert r["elegibilidad"]["elegible"], (otra, r["elegibilidad"])


@given(solicitudes(holgura=True), st.integers(1, 100_000))
def pension_creciente(s, centavos):
    """Con la misma fórmula y el mismo factor de reducción, un mes más de servicio o más retribución nunca dan una
    pensión menor (antes ni después de la reducción). Al cambiar de fórmula o de factor sí puede bajar (p. ej. de
    18.6(a) a la laguna de INT-14 al completar 30 años), y eso no lo afirma esta propiedad."""
    base = evaluar(s)["pension"]
    for otra in (_mas(s, meses=1), _mas(s, centavos=centavos)):
        p = evaluar(otra)["pension"]
        if (p["formula"], p["factor_reduccion"]) != (base["formula"], base["factor_reduccion"]):
            continue
        for campo in ("anual_antes_de_reduccion", "anual"):
            if base[campo] is not None and p[campo] is not None:
                assert Decimal(p[campo]) >= Decimal(base[campo]), (campo, base, p)


def _citas(r: dict) -> list[str]:
    citas = [p["clausula"] for p in r["explicacion"]]
    citas += [v["clausula"] for v in r["elegibilidad"]["verificaciones"]] + r["elegibilidad"]["clausulas"]
    citas += r["reduccion_actuarial"]["excepciones"] + [x["id"] for x in r["dependencias"]["reglas_externas"]]
    citas += list(r["dependencias"]["lecturas"]) + ([r["pension"]["formula"]] if r["pension"]["formula"] else [])
    if r["coordinacion"]:
        citas += [m["clausula"] for m in r["coordinacion"]["motivos"]]
    return citas


@given(solicitudes(coordinar=True) | solicitudes())
def clausulas_citadas_existen(s):
    """Toda cláusula citada en un resultado (explicación, verificaciones, excepciones, fórmula, coordinación) existe en
    el registro de cláusulas, o es una regla externa EXT-… o una interpretación INT-… de los registros."""
    validas = set(clausulas()) | set(reglas_externas()) | set(interpretaciones())
    desconocidas = [c for c in _citas(evaluar(s)) if c not in validas]
    assert not desconocidas, desconocidas


@given(solicitudes(coordinar=True) | solicitudes())
def reproducible(s):
    """Todo resultado se reproduce desde su solicitud JSON: evaluar, serializar, decodificar, volver a evaluar la
    solicitud que trae el resultado, y obtener el mismo JSON."""
    primero = codificar(evaluar(s, incluir_solicitud=True))
    leido = decodificar(primero)
    assert codificar(evaluar(leido["solicitud"], incluir_solicitud=True)) == primero


PROPIEDADES = {
    "acuerdo-articulo-18": acuerdo_articulo_18,
    "acuerdo-articulo-10": acuerdo_articulo_10,
    "10.5-en-la-calculadora": garantia_10_5,
    "elegibilidad-creciente": elegibilidad_creciente,
    "pension-creciente": pension_creciente,
    "clausulas-citadas-existen": clausulas_citadas_existen,
    "reproducible": reproducible,
}


# --- Pruebas de esta carpeta -------------------------------------------------------------------------------
def _ids_en_features(paso: str) -> set[str]:
    texto = "\n".join(p.read_text(encoding="utf-8") for p in FEATURES.glob("*.feature"))
    return set(re.findall(paso + r' "([^"]+)"', texto))


def test_cada_propiedad_e_identidad_tiene_su_escenario():
    from retiro.identidades import catalogo

    assert _ids_en_features("la propiedad") == set(PROPIEDADES)
    assert _ids_en_features("la identidad") == {i.id for i in catalogo()}


def test_los_metodos_refutan_lo_falso_con_residuo_o_contraejemplo():
    """Una demostración que no vale falla mostrando el residuo o el contraejemplo (no hay pruebas que no puedan fallar)."""
    from retiro import identidades as I

    e = I.igualdad(sm.SUMA_10_2, sm.FORMULA_18_6_B)
    assert not e.demostrada and e.residuo is not None
    e = I.no_negativa(sm.SUMA_10_2 - sm.FORMULA_18_6_A)  # 10.2 ≥ 18.6(a) is false
    assert not e.demostrada and e.contraejemplo == {sm.R: 6600, sm.n: 20}
    e = I.no_negativa_por_casos(sm.PISO_10_5 - sm.F)  # the floor is not always above the formula
    assert not e.demostrada and e.contraejemplo is not None
    e = I.no_decreciente(-sm.FORMULA_18_6_B, [sm.R], [])
    assert not e.demostrada
    e = I.continua(sm.FORMULA_18_6_A + sm.Piecewise((0, sm.n <= 20), (1, True)), [(sm.n, 20)])  # a jump of 1 at n = 20
    assert not e.demostrada and e.residuo == -1
    e = I.no_negativa(sm.PENSION_MERITO - sm.FORMULA_10_3_POR_ANOS)  # INT-25 «por_anos» can exceed the merit pension
    assert not e.demostrada and e.contraejemplo is not None
