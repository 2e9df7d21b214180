"""Modelo simbólico (SymPy) de las fórmulas y de las regiones de los Artículos 18 y 10, escrito desde el texto.

Es una segunda lectura, independiente de la calculadora: no importa ni llama a sus fórmulas. Sirve para
demostrar identidades (`retiro.identidades`), para contrastar la calculadora (tests/test_hipotesis.py) y para
mostrar cada fórmula como matemática en la documentación (``sympy.latex``). Solo se usa en pruebas y
documentación: requiere sympy (extra ``test``); la calculadora no lo necesita.

Variables (todas reales, no solo años enteros):
    R  retribución promedio anual (INT-08), R ≥ 0        n  servicio acreditable en años, n ≥ 0
    m  años del cómputo original (10.3), m ≥ 0           p  por ciento original de la pensión por mérito, 0 ≤ p ≤ 1
    f  factor de reducción actuarial (18.6(d)), 0 ≤ f ≤ 1
    P  pensión que corresponde conforme a la Ley (10.5)  F  cuantía de la fórmula de coordinación (10.2/10.3)
    S  beneficio anual del Seguro Social federal (10.5)  (P, F, S ≥ 0)
    edad, servicio: la edad cumplida y el servicio acreditable al retiro (regiones del Artículo 18).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import product

from sympy import (
    And,
    Expr,
    Integer,
    Interval,
    Max,
    Or,
    Piecewise,
    ProductSet,
    Rational,
    Symbol,
    Union,
    false,
    oo,
    sympify,
)
from sympy import (
    S as _S,
)
from sympy.core.relational import Relational

from retiro.registro import reglas_externas

# --- Variables -------------------------------------------------------------------------------------------
R = Symbol("R", nonnegative=True)
n = Symbol("n", nonnegative=True)
m = Symbol("m", nonnegative=True)
p = Symbol("p", nonnegative=True)
f = Symbol("f", nonnegative=True)
P = Symbol("P", nonnegative=True)
F = Symbol("F", nonnegative=True)
S = Symbol("S", nonnegative=True)
edad = Symbol("edad", nonnegative=True)
servicio = Symbol("servicio", nonnegative=True)

#: Dominio admisible de cada variable: intervalo cerrado [inferior, superior].
DOMINIO = {R: (0, oo), n: (0, oo), m: (0, oo), p: (0, 1), f: (0, 1), P: (0, oo), F: (0, oo), S: (0, oo)}

# --- Números del texto -------------------------------------------------------------------------------------
TOPE = Integer(6600)  # «Seis Mil Seiscientos Dólares ($6,600.00)» (10.2, 10.3)
TRAMO = Integer(20)  # «por los primeros veinte (20) años» (18.6(a)); «hasta un máximo de veinte (20) años» (10.2)
UNO = Rational(1, 100)  # «el uno por ciento (1%)» (10.2(a))
UNO_Y_MEDIO = Rational(3, 200)  # «uno y medio por ciento (1½%)» (18.6(a), 18.6(b), 10.2(b), 10.2(c), 10.3)
DOS = Rational(2, 100)  # «el dos por ciento (2%)» (18.6(a), 10.2(d))


def hasta(x: Expr, tope: Expr) -> Piecewise:
    """«hasta (un máximo de) tope»: la parte de x que no pasa de tope (10.2, 10.3; «los primeros 20 años», 18.6(a))."""
    return Piecewise((x, x <= tope), (tope, True))


def exceso(x: Expr, tope: Expr) -> Piecewise:
    """«en exceso de tope»: lo que x pasa de tope, o cero (18.6(a), 10.2, 10.3)."""
    return Piecewise((0, x <= tope), (x - tope, True))


# --- Fórmulas ----------------------------------------------------------------------------------------------
FORMULA_18_6_A = UNO_Y_MEDIO * R * hasta(n, TRAMO) + DOS * R * exceso(n, TRAMO)
"""18.6(a): 1½ % de la retribución promedio por los primeros 20 años, más 2 % por los años en exceso de 20."""

FORMULA_18_6_B = UNO_Y_MEDIO * R * n
"""18.6(b) (y 18.6(c), que remite a ella): 1½ % de la retribución promedio por cada año de servicio acreditable."""


def formula_ext_01() -> Expr:
    """EXT-01 (regla externa por verificar): 1½ % por los primeros 20 años y 2 % por el exceso; sus cifras son datos."""
    v = reglas_externas()["EXT-01"]["valores"]
    tramo = sympify(v["anos_tramo"], rational=True)
    return sympify(v["porcentaje_primeros_20"], rational=True) * R * hasta(n, tramo) + sympify(
        v["porcentaje_exceso_20"], rational=True
    ) * R * exceso(n, tramo)


PRODUCTOS_10_2 = {
    "10.2.a": UNO * hasta(R, TOPE) * hasta(n, TRAMO),
    "10.2.b": UNO_Y_MEDIO * hasta(R, TOPE) * exceso(n, TRAMO),
    "10.2.c": UNO_Y_MEDIO * exceso(R, TOPE) * hasta(n, TRAMO),
    "10.2.d": DOS * exceso(R, TOPE) * exceso(n, TRAMO),
}
"""10.2(a)–(d): cada producto, con la retribución hasta / en exceso de $6,600 y los años hasta / en exceso de 20."""

SUMA_10_2 = sum(PRODUCTOS_10_2.values(), _S.Zero)
"""10.2: la cuantía coordinada de una pensión por años de servicio o por incapacidad es la suma de (a)–(d)."""

FORMULA_10_3 = UNO_Y_MEDIO * hasta(R, TOPE) * m + exceso(R, TOPE) * p
"""10.3 (lectura «literal» de INT-25): 1½ % de la retribución hasta $6,600 × años del cómputo original, más el
exceso de $6,600 × el por ciento que se aplicó al otorgar la pensión por mérito."""

FORMULA_10_3_POR_ANOS = UNO_Y_MEDIO * hasta(R, TOPE) * m + exceso(R, TOPE) * p * m
"""10.3 (lectura «por_anos» de INT-25): el exceso de $6,600 se multiplica también por los años."""

PENSION_MERITO = p * R
"""Pensión por mérito (18.5(c), EXT-03): el por ciento p aplicado «en su origen» a la retribución promedio."""

PISO_10_5 = Max(P - S, 0)
"""10.5: lo mínimo que debe pagar el Sistema para que, con el Seguro Social, no se pague menos que la pensión P."""

COORDINADA = Piecewise((P, F >= P), (Max(F, PISO_10_5), True))
"""10.2/10.3 con 10.5 (INT-20 «si_reduce»): si la fórmula F no reduce la pensión P, se sigue pagando P; si no, la
pensión coordinada es F, pero nunca menos que el piso de 10.5."""


@dataclass(frozen=True)
class Formula:
    id: str
    clausulas: tuple[str, ...]
    nombre: str
    expresion: Expr


def formulas() -> list[Formula]:
    """Las fórmulas del modelo, para la documentación (``sympy.latex(formula.expresion)``)."""
    return [
        Formula(
            "18.6.a", ("18.6.a",), "Pensión reducida de 55 a 57 años con 25 a 29 años de servicios", FORMULA_18_6_A
        ),
        Formula("18.6.b", ("18.6.b", "18.6.c"), "Pensión de los nuevos participantes", FORMULA_18_6_B),
        Formula(
            "EXT-01", ("18.5.a", "18.5.b"), "Pensión sin reducción (regla externa, por verificar)", formula_ext_01()
        ),
        *[Formula(k, (k,), f"Producto {k[-1]} de la coordinación", v) for k, v in PRODUCTOS_10_2.items()],
        Formula("10.2", ("10.2",), "Cuantía coordinada de una pensión por servicio o incapacidad", SUMA_10_2),
        Formula("10.3", ("10.3",), "Cuantía coordinada de una pensión por mérito (INT-25, literal)", FORMULA_10_3),
        Formula("merito", ("18.5.c",), "Pensión por mérito (EXT-03)", PENSION_MERITO),
        Formula("10.5-piso", ("10.5",), "Piso de la garantía de 10.5", PISO_10_5),
        Formula("10.5-coordinada", ("10.2", "10.5"), "Pensión coordinada con la garantía de 10.5 (INT-20)", COORDINADA),
    ]


def latex(expr) -> str:
    """La expresión en LaTeX (``sympy.latex``), con los tramos en español: «si …», «en otro caso»."""
    from sympy import latex as _latex

    return _latex(expr).replace(r"\text{for}\:", r"\text{si}\:").replace(r"\text{otherwise}", r"\text{en otro caso}")


def valor(expr: Expr, **valores: Fraction | int) -> Fraction:
    """El valor exacto de una fórmula en un punto: ``valor(FORMULA_18_6_A, R=Fraction(30000), n=Fraction(53, 2))``."""
    simbolos = {s.name: s for s in expr.free_symbols}
    sustitucion = {}
    for nombre, v in valores.items():
        if nombre in simbolos:
            v = Fraction(v)
            sustitucion[simbolos[nombre]] = Rational(v.numerator, v.denominator)
    x = expr.subs(sustitucion)
    if x.free_symbols:
        raise ValueError(f"faltan valores para {sorted(s.name for s in x.free_symbols)}")
    x = Rational(x)
    return Fraction(int(x.p), int(x.q))


# --- Regiones del Artículo 18 sobre (edad, servicio) ------------------------------------------------------
REGIMENES = ("anterior", "nuevo")  # ingresó antes / después del 1 de abril de 1990 (INT-01)
CUERPOS = ("ninguno", "policia_o_bomberos")


def _en(a: int, s: int) -> And:
    return And(edad >= a, servicio >= s)


@cache
def regiones_18(regimen: str, cuerpo: str) -> dict[str, object]:
    """Las regiones del Artículo 18 para un miembro en servicio activo que pide una pensión opcional, con las
    lecturas por defecto (INT-02 sustituye, INT-03 solo régimen anterior, INT-11 sin edad mínima, INT-13 régimen
    anterior, INT-14 sin fórmula, INT-15 fórmula de 18.6(b)). Cada región es una condición de SymPy en edad y servicio.
    """
    nuevo = regimen == "nuevo"
    de_cuerpo = cuerpo == "policia_o_bomberos"
    vias = {
        "18.1": _en(55, 25),  # 18.1: 55 años y 25 de servicios
        "18.2 (oración 1)": false if nuevo else _en(58, 10),  # 18.2, primera oración (INT-02: sustituida para nuevos)
        "18.2 (oración 2)": _en(65, 10) if nuevo else false,  # 18.2, segunda oración: nuevos, 65 y 10
        "18.3 (oración 1)": _en(50, 25) if de_cuerpo else false,  # 18.3: policías y bomberos, 50 y 25
        "18.3 (oración 2)": (servicio >= 30) if de_cuerpo and nuevo else false,  # anualidad de alto riesgo (INT-11)
    }
    opcional = Or(*(v for k, v in vias.items() if k != "18.3 (oración 2)"))
    excepciones = {
        "18.5.a": opcional if de_cuerpo else false,  # policías y bomberos
        "18.5.b": And(opcional, edad >= 58) if not nuevo else false,  # 58 años o más (INT-03)
        "18.5.e": And(opcional, edad >= 65) if nuevo else false,  # nuevos participantes a los 65
    }
    exenta = Or(*excepciones.values())
    reducida = And(opcional, ~exenta)
    por_cuerpo = vias["18.3 (oración 1)"]
    # Fórmulas que da el texto (18.6 regula las pensiones con reducción; INT-13, INT-15).
    formulas_texto = {
        "18.6.a": And(reducida, edad < 58, servicio < 30) if not nuevo else false,
        "18.6.b": opcional if nuevo else false,  # INT-15: «la pensión» de los nuevos participantes, también a los 65
        "18.6.c": And(opcional, _en(55, 25)) if nuevo else false,
    }
    con_formula_texto = Or(*formulas_texto.values())
    return {
        "elegible": Or(*vias.values()),
        "opcional": opcional,
        **{f"vía {k}": v for k, v in vias.items()},
        **{f"excepción {k}": v for k, v in excepciones.items()},
        "reducida": reducida,
        **{f"fórmula {k}": v for k, v in formulas_texto.items()},
        # La regla externa EXT-01 da la pensión sin reducción del régimen anterior a los 58 y la de la vía 18.3.
        "fórmula EXT-01": And(opcional, Or(por_cuerpo, And(exenta, not nuevo))),
        "laguna": And(reducida, ~con_formula_texto),  # reducida, y el texto no da fórmula (INT-14)
        "sin fórmula en el texto": And(opcional, ~con_formula_texto),
    }


def formula_del_caso(regimen: str, cuerpo: str, a: int, s: Fraction) -> str | None:
    """La fórmula que corresponde a un punto (edad, servicio) de una pensión opcional, según las regiones:
    la vía de 18.3 y el régimen anterior sin reducción usan EXT-01; los nuevos, 18.6(b)/(c); el régimen anterior
    reducido, 18.6(a); en la laguna, ninguna. ``None`` si no hay pensión opcional."""
    reg = regiones_18(regimen, cuerpo)
    esta = lambda nombre: bool(reg[nombre].subs({edad: a, servicio: Rational(s.numerator, s.denominator)}))  # noqa: E731
    if not esta("opcional"):
        return None
    if esta("fórmula EXT-01"):
        return "EXT-01"
    if esta("laguna"):
        return "laguna"
    if esta("fórmula 18.6.a"):
        return "18.6.a"
    return "18.6.b" if a >= 65 else "18.6.c"


# Umbrales de edad y servicio que nombra el Artículo 18: las regiones son constantes entre ellos.
UMBRALES_EDAD = (0, 50, 55, 58, 65)
UMBRALES_SERVICIO = (0, 10, 25, 30)


def _celdas():
    bordes_e = [*list(UMBRALES_EDAD), oo]
    bordes_s = [*list(UMBRALES_SERVICIO), oo]
    for i, j in product(range(len(UMBRALES_EDAD)), range(len(UMBRALES_SERVICIO))):
        yield (bordes_e[i], bordes_e[i + 1]), (bordes_s[j], bordes_s[j + 1])


def cajas(condicion) -> list[tuple[tuple, tuple]]:
    """Descompone una región en cajas [edad_min, edad_max) × [servicio_min, servicio_max), fusionadas.

    Exacto: comprueba que la condición solo compara edad y servicio con los umbrales del Artículo 18 (con ≥ o <),
    de modo que es constante en cada celda de la cuadrícula y basta evaluarla en el vértice inferior."""
    for rel in (r.canonical for r in condicion.atoms(Relational)):
        umbrales = UMBRALES_EDAD if edad in rel.free_symbols else UMBRALES_SERVICIO
        if rel.rel_op not in (">=", "<") or not rel.rhs.is_number or int(rel.rhs) not in umbrales:
            raise ValueError(f"condición no admitida para la cuadrícula: {rel}")
    dentro = [c for c in _celdas() if bool(condicion.subs({edad: c[0][0], servicio: c[1][0]}))]
    # Fuse along service within each age strip, then equal adjacent age strips.
    franjas: dict[tuple, list[tuple]] = {}
    for e, s in dentro:
        lista = franjas.setdefault(e, [])
        if lista and lista[-1][1] == s[0]:
            lista[-1] = (lista[-1][0], s[1])
        else:
            lista.append(s)
    resultado: list[tuple[tuple, tuple]] = []
    abiertas: dict[tuple, tuple] = {}
    for e in sorted(franjas, key=lambda x: x[0]):
        nuevas = {}
        for s in franjas[e]:
            previa = abiertas.get(s)
            nuevas[s] = (previa[0], e[1]) if previa is not None and previa[1] == e[0] else e
        for s, ee in abiertas.items():
            if s not in nuevas or nuevas[s][0] != ee[0]:
                resultado.append((ee, s))
        abiertas = nuevas
    resultado += [(e, s) for s, e in abiertas.items()]
    return sorted(resultado, key=lambda c: (c[0][0], c[1][0]))


def conjunto(condicion):
    """La región como conjunto de SymPy: unión de productos de intervalos (edad × servicio)."""
    partes = [ProductSet(Interval.Ropen(e[0], e[1]), Interval.Ropen(s[0], s[1])) for e, s in cajas(condicion)]
    return Union(*partes) if partes else _S.EmptySet


def _tramo(nombre: str, lo, hi) -> str | None:
    if lo == 0 and hi == oo:
        return None
    if hi == oo:
        return f"{nombre} ≥ {lo}"
    if lo == 0:
        return f"{nombre} < {hi}"
    return f"{lo} ≤ {nombre} < {hi}"


def texto_region(condicion) -> str:
    """La región en palabras: «55 ≤ edad < 58 y servicio ≥ 30»; «vacía»; «toda edad y servicio»."""
    partes = []
    for e, s in cajas(condicion):
        trozos = [t for t in (_tramo("edad", *e), _tramo("servicio", *s)) if t]
        partes.append(" y ".join(trozos) if trozos else "toda edad y servicio")
    return " o ".join(partes) if partes else "vacía"


def hallazgos() -> list[dict]:
    """Lagunas y solapamientos de las regiones del Artículo 18, por régimen y cuerpo (datos para la documentación)."""
    salida = []
    for regimen, cuerpo in product(REGIMENES, CUERPOS):
        reg = regiones_18(regimen, cuerpo)

        def anota(tipo, que, condicion, clausulas, nota):
            texto = texto_region(condicion)
            if texto != "vacía":
                salida.append(
                    {
                        "regimen": regimen,
                        "cuerpo": cuerpo,
                        "tipo": tipo,
                        "region": que,
                        "conjunto": texto,
                        "clausulas": clausulas,
                        "nota": nota,
                    }
                )

        anota(
            "laguna",
            "reducida sin fórmula en el texto",
            reg["laguna"],
            ["18.5", "18.6.a"],
            "INT-14: 18.6(a) se limita a menos de 30 años de servicios; la calculadora no da cuantía.",
        )
        anota(
            "regla externa",
            "sin reducción y sin fórmula en el texto",
            And(reg["sin fórmula en el texto"], ~reg["laguna"]),
            ["18.5", "18.6"],
            "18.6 solo computa las pensiones con reducción; la cuantía viene de EXT-01 (por verificar).",
        )
        exc = [k for k in reg if k.startswith("excepción ")]
        for i, x in enumerate(exc):
            for y in exc[i + 1 :]:
                anota(
                    "solapamiento",
                    f"excepciones {x[10:]} y {y[10:]}",
                    And(reg[x], reg[y]),
                    [x[10:], y[10:]],
                    "Dos excepciones de 18.5 eximen a la vez; no hay conflicto: ambas quitan la reducción.",
                )
        anota(
            "solapamiento",
            "fórmulas 18.6.b y 18.6.c",
            And(reg["fórmula 18.6.b"], reg["fórmula 18.6.c"]),
            ["18.6.b", "18.6.c"],
            "18.6(c) remite a la fórmula de 18.6(b): la misma cuantía, sin conflicto.",
        )
        anota(
            "solapamiento",
            "fórmulas 18.6.b y EXT-01",
            And(reg["fórmula 18.6.b"], reg["fórmula EXT-01"]),
            ["18.6.b", "18.3"],
            "Nuevo policía o bombero por 18.3: INT-15 leería 18.6(b); la calculadora usa EXT-01.",
        )
    return salida
