"""Modelo simbólico (SymPy) de los Artículos 18 y 10: las fórmulas y las regiones, escritas desde el texto.

Es la parte simbólica de la segunda lectura del texto (la otra parte, que aplica estas fórmulas y regiones a
una solicitud JSON, es `retiro.verificacion.segunda_lectura`). No comparte código con la calculadora: no importa ningún
módulo de `retiro`; solo lee los mismos archivos de datos (``retiro/datos/*.yaml``: registro de
interpretaciones y reglas externas). Cada lectura del registro que cambia una fórmula o una región es un
parámetro explícito (``lecturas``), nunca una suposición escondida.

Sirve para demostrar identidades (`retiro.verificacion.identidades`), como modelo esperado de las propiedades
(`retiro.verificacion.propiedades`) y para mostrar cada fórmula como matemática en la documentación. Requiere sympy
(extra ``test``); la calculadora no lo necesita.

Variables (todas reales, no solo años enteros):
    R  retribución promedio anual (INT-08), R ≥ 0        n  servicio acreditable en años, n ≥ 0
    m  años del cómputo original (10.3), m ≥ 0           p  por ciento original de la pensión por mérito, 0 ≤ p ≤ 1
    f  factor de reducción actuarial (18.6(d)), 0 < f ≤ 1
    P  pensión que corresponde conforme a la Ley (10.5)  F  cuantía de la fórmula de coordinación (10.2/10.3)
    S  beneficio anual del Seguro Social federal (10.5)  A  aumentos por ley (10.6(a))
    M  pensión mínima establecida por ley (10.6(e), INT-27; 0 si no se da)         (P, F, S, A, M ≥ 0)
    edad, servicio: la edad cumplida y el servicio acreditable al retiro (regiones del Artículo 18).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from importlib import resources
from itertools import product

import yaml
from sympy import (
    Add,
    And,
    Expr,
    Integer,
    Max,
    Min,
    Mul,
    Not,
    Or,
    Piecewise,
    Pow,
    Rational,
    Symbol,
    false,
    oo,
    sympify,
    true,
)
from sympy import (
    S as _S,
)
from sympy.core.relational import Relational
from sympy.logic.boolalg import BooleanFalse, BooleanTrue


# --- Los datos (lo único que se comparte con la calculadora) -----------------------------------------------
@cache
def datos_del_texto(nombre: str):
    return yaml.safe_load(resources.files("retiro").joinpath("datos", nombre).read_text(encoding="utf-8"))


@cache
def registro() -> dict[str, tuple[str, ...]]:
    """Cada entrada del registro de interpretaciones y sus lecturas, en el orden del registro."""
    return {e["id"]: tuple(x["id"] for x in e["lecturas"]) for e in datos_del_texto("interpretaciones.yaml")}


@cache
def _por_defecto() -> tuple[tuple[str, str], ...]:
    return tuple((e["id"], e["por_defecto"]) for e in datos_del_texto("interpretaciones.yaml"))


def lecturas(elegidas: Mapping[str, str] | None = None) -> dict[str, str]:
    """Las lecturas por defecto del registro, con las elegidas encima (las desconocidas son un error)."""
    todas = dict(_por_defecto())
    for entrada, lectura in (elegidas or {}).items():
        if lectura not in registro().get(entrada, ()):
            raise ValueError(f"lectura desconocida {entrada}={lectura}")
        todas[entrada] = lectura
    return todas


def externa(regla: str, clave: str) -> Fraction:
    """Un valor de una regla externa (reglas_externas.yaml), exacto."""
    for r in datos_del_texto("reglas_externas.yaml"):
        if r["id"] == regla:
            return Fraction(str(r["valores"][clave]))
    raise KeyError(regla)


def _q(x: Fraction) -> Rational:
    return Rational(x.numerator, x.denominator)


# --- Variables -------------------------------------------------------------------------------------------
R = Symbol("R", nonnegative=True)
n = Symbol("n", nonnegative=True)
m = Symbol("m", nonnegative=True)
p = Symbol("p", nonnegative=True)
f = Symbol("f", nonnegative=True)
P = Symbol("P", nonnegative=True)
F = Symbol("F", nonnegative=True)
S = Symbol("S", nonnegative=True)
A = Symbol("A", nonnegative=True)
M = Symbol("M", nonnegative=True)
edad = Symbol("edad", nonnegative=True)
servicio = Symbol("servicio", nonnegative=True)

#: Dominio admisible de cada variable: intervalo cerrado [inferior, superior].
DOMINIO = {
    R: (0, oo),
    n: (0, oo),
    m: (0, oo),
    p: (0, 1),
    f: (0, 1),
    P: (0, oo),
    F: (0, oo),
    S: (0, oo),
    A: (0, oo),
    M: (0, oo),
    edad: (0, oo),
    servicio: (0, oo),
}

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


# --- Fórmulas del Artículo 18 ------------------------------------------------------------------------------
FORMULA_18_6_A = UNO_Y_MEDIO * R * hasta(n, TRAMO) + DOS * R * exceso(n, TRAMO)
"""18.6(a): 1½ % de la retribución promedio por los primeros 20 años, más 2 % por los años en exceso de 20."""

FORMULA_18_6_B = UNO_Y_MEDIO * R * n
"""18.6(b) (y 18.6(c), que remite a ella): 1½ % de la retribución promedio por cada año de servicio acreditable."""


@cache
def formula_ext_01() -> Expr:
    """EXT-01 (regla externa por verificar): 1½ % por los primeros 20 años y 2 % por el exceso; sus cifras son datos."""
    tramo = _q(externa("EXT-01", "anos_tramo"))
    primeros, resto = _q(externa("EXT-01", "porcentaje_primeros_20")), _q(externa("EXT-01", "porcentaje_exceso_20"))
    return primeros * R * hasta(n, tramo) + resto * R * exceso(n, tramo)


@cache
def formula_ext_02() -> Expr:
    """EXT-02 (por verificar): la anualidad de alto riesgo, un por ciento de la retribución según la edad."""
    umbral = _q(externa("EXT-02", "edad_umbral"))
    mayor, menor = _q(externa("EXT-02", "porcentaje_55_o_mas")), _q(externa("EXT-02", "porcentaje_menos_de_55"))
    return Piecewise((menor * R, edad < umbral), (mayor * R, True))


PENSION_MERITO = p * R
"""Pensión por mérito (18.5(c), EXT-03): el por ciento p aplicado «en su origen» a la retribución promedio."""

# --- Fórmulas del Artículo 10 ------------------------------------------------------------------------------
PRODUCTOS_10_2 = {
    "10.2.a": UNO * hasta(R, TOPE) * hasta(n, TRAMO),
    "10.2.b": UNO_Y_MEDIO * hasta(R, TOPE) * exceso(n, TRAMO),
    "10.2.c": UNO_Y_MEDIO * exceso(R, TOPE) * hasta(n, TRAMO),
    "10.2.d": DOS * exceso(R, TOPE) * exceso(n, TRAMO),
}
"""10.2(a)–(d): cada producto, con la retribución hasta / en exceso de $6,600 y los años hasta / en exceso de 20."""

SUMA_10_2 = sum(PRODUCTOS_10_2.values(), _S.Zero)
"""10.2: la cuantía coordinada de una pensión por años de servicio o por incapacidad es la suma de (a)–(d)."""


@cache
def productos_10_3(lectura_int_25: str = "literal") -> dict[str, Expr]:
    """10.3: 1½ % de la retribución hasta $6,600 × años del cómputo original, más el exceso de $6,600 × el por ciento
    que se aplicó al otorgar la pensión por mérito; con la lectura «por_anos» de INT-25, el exceso × p × años."""
    excedente = exceso(R, TOPE) * p * (m if lectura_int_25 == "por_anos" else 1)
    return {"10.3 (hasta el tope)": UNO_Y_MEDIO * hasta(R, TOPE) * m, "10.3 (exceso)": excedente}


FORMULA_10_3 = sum(productos_10_3("literal").values(), _S.Zero)
"""10.3 (lectura «literal» de INT-25)."""


@cache
def piso_10_5(lectura_int_22: str = "pension_sin_coordinar") -> Expr:
    """10.5: lo mínimo que debe pagar el Sistema para que, con el Seguro Social, no se pague menos que la pensión.

    INT-22: los aumentos por ley (10.6(a)) quedan fuera de la garantía («pension_sin_coordinar») o a los dos lados
    de ella («con_aumentos»): el mismo piso P − S. Solo con «aumentos_cuentan_como_pago» los aumentos pagan parte
    de la garantía y el piso baja a P − S − A."""
    pagado_aparte = S + A if lectura_int_22 == "aumentos_cuentan_como_pago" else S
    return Max(P - pagado_aparte, 0)


PISO_10_5 = piso_10_5()


@cache
def resta_10_4() -> Expr:
    """10.4 con la lectura «resta_directa» de INT-28: la pensión menos el Seguro Social evidenciado, nunca < 0."""
    return Max(P - S, 0)


#: Las entradas del registro de las que depende `coordinada`.
LECTURAS_DE_LA_COORDINADA = ("INT-20", "INT-22", "INT-27", "INT-28")


def coordinada(lecturas_: Mapping[str, str] | None = None, ocupacional: bool = False) -> Expr:
    """La pensión coordinada que paga el Sistema (sin los aumentos de 10.6(a), que se suman aparte), con las lecturas:

    - INT-20 «si_reduce»: si la fórmula F no reduce la pensión P, se sigue pagando P; «siempre»: se paga la fórmula.
    - 10.5: nunca menos que el piso (INT-22 dice con qué pensión se compara).
    - INT-27 «minimo_como_piso»: nunca menos que la pensión mínima M, sin pasar de P (M = 0 si no se da).
    - INT-28 «resta_directa» (solo la incapacidad ocupacional, ``ocupacional=True``): la cuantía es P − S, sin fórmula
      ni INT-20.
    """
    L = lecturas(lecturas_)
    return _coordinada(tuple(L[k] for k in LECTURAS_DE_LA_COORDINADA), ocupacional)


@cache
def _coordinada(clave: tuple[str, ...], ocupacional: bool) -> Expr:
    L = dict(zip(LECTURAS_DE_LA_COORDINADA, clave, strict=True))
    piso = piso_10_5(L["INT-22"])
    if ocupacional and L["INT-28"] == "resta_directa":
        pagada = Max(resta_10_4(), piso)
    else:
        pagada = Max(F, piso)
        if L["INT-20"] == "si_reduce":
            pagada = Piecewise((P, F >= P), (pagada, True))
    if L["INT-27"] == "minimo_como_piso":
        pagada = Max(pagada, Min(M, P))
    return pagada


COORDINADA = coordinada()
"""10.2/10.3 con 10.5, con las lecturas por defecto."""


@dataclass(frozen=True)
class Formula:
    id: str
    clausulas: tuple[str, ...]
    nombre: str
    expresion: Expr


def formulas() -> list[Formula]:
    """Las fórmulas del modelo, para la documentación."""
    return [
        Formula(
            "18.6.a", ("18.6.a",), "Pensión reducida de 55 a 57 años con 25 a 29 años de servicios", FORMULA_18_6_A
        ),
        Formula("18.6.b", ("18.6.b", "18.6.c"), "Pensión de los nuevos participantes", FORMULA_18_6_B),
        Formula(
            "EXT-01", ("18.5.a", "18.5.b"), "Pensión sin reducción (regla externa, por verificar)", formula_ext_01()
        ),
        Formula(
            "EXT-02", ("18.3", "18.5.d"), "Anualidad de alto riesgo (regla externa, por verificar)", formula_ext_02()
        ),
        *[Formula(k, (k,), f"Producto {k[-1]} de la coordinación", v) for k, v in PRODUCTOS_10_2.items()],
        Formula("10.2", ("10.2",), "Cuantía coordinada de una pensión por servicio o incapacidad", SUMA_10_2),
        Formula("10.3", ("10.3",), "Cuantía coordinada de una pensión por mérito (INT-25, literal)", FORMULA_10_3),
        Formula("merito", ("18.5.c",), "Pensión por mérito (EXT-03)", PENSION_MERITO),
        Formula("10.5-piso", ("10.5",), "Piso de la garantía de 10.5", PISO_10_5),
        Formula("10.5-coordinada", ("10.2", "10.5"), "Pensión coordinada con la garantía de 10.5 (INT-20)", COORDINADA),
    ]


# --- Aritmética propia: una expresión de SymPy evaluada en racionales exactos ----------------------------------
def _compilar(e) -> Callable[[Mapping[str, Fraction]], object]:
    """Traduce una expresión (o condición) de SymPy a una función de Python sobre `Fraction` (exacta y rápida)."""
    if isinstance(e, bool):
        return (lambda x: True) if e else (lambda x: False)
    if isinstance(e, BooleanTrue):
        return lambda x: True
    if isinstance(e, BooleanFalse):
        return lambda x: False
    if e.is_Rational:
        c = Fraction(int(e.p), int(e.q))
        return lambda x: c
    if e.is_Symbol:
        nombre = e.name
        return lambda x: x[nombre]
    if isinstance(e, Piecewise):
        tramos = [(_compilar(v), _compilar(c)) for v, c in e.args]

        def por_tramos(x):
            for valor_, condicion in tramos:
                if condicion(x):
                    return valor_(x)
            raise ValueError(f"ningún tramo de {e} se cumple en {x}")

        return por_tramos
    partes = [_compilar(a) for a in e.args]
    if isinstance(e, Add):
        return lambda x: sum((g(x) for g in partes), Fraction(0))
    if isinstance(e, Mul):

        def producto(x):
            r = Fraction(1)
            for g in partes:
                r *= g(x)
            return r

        return producto
    if isinstance(e, Pow) and e.exp.is_Integer:
        base, k = partes[0], int(e.exp)
        return lambda x: Fraction(base(x)) ** k
    if isinstance(e, Max):
        return lambda x: max(g(x) for g in partes)
    if isinstance(e, Min):
        return lambda x: min(g(x) for g in partes)
    if isinstance(e, Relational):
        izq, der = partes
        comparar = {
            ">=": lambda a, b: a >= b,
            ">": lambda a, b: a > b,
            "<=": lambda a, b: a <= b,
            "<": lambda a, b: a < b,
            "==": lambda a, b: a == b,
            "!=": lambda a, b: a != b,
        }[e.rel_op]
        return lambda x: comparar(izq(x), der(x))
    if isinstance(e, And):
        return lambda x: all(g(x) for g in partes)
    if isinstance(e, Or):
        return lambda x: any(g(x) for g in partes)
    if isinstance(e, Not):
        return lambda x: not partes[0](x)
    raise NotImplementedError(f"el modelo no sabe evaluar {type(e).__name__}: {e}")


@cache
def numerica(expr) -> Callable[[Mapping[str, Fraction]], object]:
    """La función exacta de una expresión o condición (compilada una vez por expresión)."""
    return _compilar(sympify(expr))


@cache
def _variables(expr) -> frozenset[str]:
    return frozenset(s.name for s in sympify(expr).free_symbols)


def valor(expr, **valores: Fraction | int) -> Fraction:
    """El valor exacto de una fórmula en un punto: ``valor(FORMULA_18_6_A, R=Fraction(30000), n=Fraction(53, 2))``."""
    faltan = sorted(_variables(expr) - set(valores))
    if faltan:
        raise ValueError(f"faltan valores para {faltan}")
    return numerica(expr)({k: Fraction(v) for k, v in valores.items()})


def se_cumple(condicion, **valores: Fraction | int) -> bool:
    """¿Se cumple una condición (región) en un punto?"""
    return bool(numerica(condicion)({k: Fraction(v) for k, v in valores.items()}))


# --- Regiones del Artículo 18 sobre (edad, servicio) ------------------------------------------------------
REGIMENES = ("anterior", "nuevo")  # ingresó antes / después del 1 de abril de 1990 (INT-01)
CUERPOS = ("ninguno", "policia_o_bomberos")

#: Las entradas del registro de las que dependen las regiones del Artículo 18.
LECTURAS_18 = (
    "INT-35",
    "INT-36",
    "INT-02",
    "INT-03",
    "INT-06",
    "INT-09",
    "INT-10",
    "INT-11",
    "INT-13",
    "INT-14",
    "INT-15",
    "INT-16",
    "INT-18",
    "INT-19",
)


def regiones_18(
    regimen: str,
    cuerpo: str,
    lecturas_: Mapping[str, str] | None = None,
    activo: bool = True,
    retiene_18_4: bool | None = None,
    en_el_cuerpo: tuple[bool, bool] = (True, True),
) -> dict[str, object]:
    """Las regiones del Artículo 18 para quien pide una pensión opcional: cada una, una condición de SymPy en la edad
    cumplida y el servicio acreditable al retiro, con las lecturas dadas (por defecto, las del registro).

    ``activo``: si está en servicio activo al retirarse. ``retiene_18_4``: para quien pasó del Cuerpo a otro puesto
    (18.4), si retuvo el derecho (entonces ``cuerpo`` es «ninguno»); ``None`` si no hubo tal paso.
    ``en_el_cuerpo``: con la lectura «en_el_cuerpo» de INT-37, si el servicio prestado en el Cuerpo completa los 25
    y los 30 años de 18.3 (primera y segunda oración); con la otra lectura, (True, True).
    """
    L = lecturas(lecturas_)
    return _regiones_18(regimen, cuerpo, tuple(L[k] for k in LECTURAS_18), activo, retiene_18_4, en_el_cuerpo)


def completa(anos: int, lectura_int_06: str = "exacta"):
    """18.1–18.3: «hubieran completado por lo menos N años» (INT-06: exacta, o seis meses cuentan como un año)."""
    return servicio >= (Rational(2 * anos - 1, 2) if lectura_int_06 == "redondeo_medio_ano" else anos)


@cache
def _regiones_18(
    regimen: str, cuerpo: str, clave: tuple, activo: bool, retiene_18_4: bool | None, en_el_cuerpo=(True, True)
):
    L = dict(zip(LECTURAS_18, clave, strict=True))
    nuevo = regimen == "nuevo"
    de_cuerpo = cuerpo == "policia_o_bomberos"
    activo = activo or L["INT-09"] == "no_exigido"  # INT-09: «en servicio activo» en la fecha del retiro

    def si(condicion_previa: bool, region):
        return region if condicion_previa else false

    def tiene(anos: int):
        return completa(anos, L["INT-06"])

    if retiene_18_4 is None:  # 18.3, primera oración: miembros de los Cuerpos (INT-10: ¿en servicio activo?)
        # INT-35: ¿también los nuevos participantes? INT-37: ¿los 25 años, en el Cuerpo?
        para_el = not nuevo or L["INT-35"] == "todos"
        via_18_3 = si(
            de_cuerpo and para_el and en_el_cuerpo[0] and (activo or L["INT-10"] == "no_requiere_activo"),
            And(edad >= 50, tiene(25)),
        )
    else:  # 18.4: el derecho retenido al pasar a otro puesto (no depende de la edad ni del servicio al retiro)
        via_18_3 = true if retiene_18_4 else false
    edad_alto_riesgo = 50 if L["INT-11"] == "edad_50" else 0
    vias = {
        "18.1": si(activo, And(edad >= 55, tiene(25))),
        "18.2 (oración 1)": si(activo and (not nuevo or L["INT-02"] == "adicional"), And(edad >= 58, tiene(10))),
        "18.2 (oración 2)": si(activo and nuevo, And(edad >= 65, tiene(10))),
        "18.3 (oración 1)": via_18_3,
        "18.3 (oración 2)": si(
            activo and de_cuerpo and nuevo and en_el_cuerpo[1], And(edad >= edad_alto_riesgo, tiene(30))
        ),
    }
    opcional = Or(*(v for k, v in vias.items() if k != "18.3 (oración 2)"))
    exento_por_cuerpo = de_cuerpo or (bool(retiene_18_4) and L["INT-18"] == "retiene_excepcion")
    a_los_65 = And(edad >= 65, edad < 66) if L["INT-16"] == "solo_a_los_65" else (edad >= 65)
    condiciones = {  # 18.5(a), (b), (e); (c) y (d) dependen del tipo de pensión, no de la edad ni del servicio
        # policías y bomberos (INT-18: también el derecho retenido; INT-36: ¿también los nuevos participantes?)
        "18.5.a": true if exento_por_cuerpo and (not nuevo or L["INT-36"] == "todos") else false,
        "18.5.b": si(not nuevo or L["INT-03"] == "todos", edad >= 58),  # 58 años o más (INT-03)
        "18.5.e": si(nuevo, a_los_65),  # nuevos participantes a los 65 (INT-16)
    }
    excepciones = {k: And(opcional, v) for k, v in condiciones.items()}
    exenta = Or(*excepciones.values())
    reducida = And(opcional, Not(exenta))
    temprano = And(edad >= 55, tiene(25))
    # Lo que cubre cada fórmula según el texto (pueden solaparse: véanse las regiones «cuantía …»).
    formulas_texto = {
        "18.6.a": And(reducida, edad >= 55, edad < 58, tiene(25), Not(tiene(30)))
        if not nuevo or L["INT-13"] == "todos"
        else false,
        "18.6.b": opcional if nuevo else false,  # INT-15: «la pensión» de los nuevos participantes, también a los 65
        "18.6.c": And(opcional, temprano) if nuevo else false,
    }
    # La fórmula que se aplica (regiones disjuntas): el orden de precedencia es una lectura del texto.
    por_cuerpo = vias["18.3 (oración 1)"]
    cuantia: dict[str, object] = {}
    resto = opcional

    def toma(nombre: str, region) -> None:
        nonlocal resto
        cuantia[nombre] = Or(cuantia.get(nombre, false), And(resto, region))
        resto = And(resto, Not(region))

    # La pensión de 18.3 de policías y bomberos: EXT-01 (INT-19; los nuevos, 18.6(b) con la otra lectura).
    toma("18.6.b" if nuevo and L["INT-19"] == "formula_18_6_b" else "EXT-01", por_cuerpo)
    if nuevo:
        if L["INT-13"] == "todos":  # 18.6(a) también para los nuevos de 55 a 57 años con 25 a 29
            toma("18.6.a", And(edad >= 55, edad < 58, tiene(25), Not(tiene(30))))
        if L["INT-15"] == "sin_formula":  # a los 65, 18.6 (que regula las reducidas) no da fórmula
            toma("laguna", edad >= 65)
        toma("18.6.c", And(temprano, edad < 65))  # retiro temprano: 18.6(c) remite a (b)
        toma("18.6.b", true)
    else:
        toma("EXT-01", edad >= 58)  # sin reducción por 18.5(b): la regla externa EXT-01
        extendida = true if L["INT-14"] == "extender_18_6_a" else Not(tiene(30))
        toma("18.6.a", extendida)  # 18.6(a): menos de 30 años (INT-14)
        toma("laguna", true)  # reducida con 30 años o más: el texto no da fórmula (INT-14)
    con_formula_texto = Or(*formulas_texto.values())
    return {
        "elegible": Or(*vias.values()),
        "opcional": opcional,
        **{f"vía {k}": v for k, v in vias.items()},
        **{f"excepción {k}": v for k, v in excepciones.items()},
        **{f"condición {k}": v for k, v in condiciones.items()},
        "reducida": reducida,
        **{f"fórmula {k}": v for k, v in formulas_texto.items()},
        # La regla externa EXT-01 da la pensión sin reducción del régimen anterior a los 58 y la de la vía 18.3.
        "fórmula EXT-01": And(opcional, Or(por_cuerpo, And(exenta, not nuevo))),
        "laguna": cuantia.get("laguna", false),  # reducida (o a los 65, INT-15), y el texto no da fórmula
        "sin fórmula en el texto": And(opcional, Not(con_formula_texto)),
        **{f"cuantía {k}": v for k, v in cuantia.items()},
    }


FORMULAS_DE_CUANTIA = ("18.6.a", "18.6.b", "18.6.c", "EXT-01", "laguna")


def formula_del_caso(
    regimen: str,
    cuerpo: str,
    a: int,
    s: Fraction,
    lecturas_: Mapping[str, str] | None = None,
    activo: bool = True,
    retiene_18_4: bool | None = None,
    en_el_cuerpo: tuple[bool, bool] = (True, True),
) -> str | None:
    """La fórmula de una pensión opcional en el punto (edad, servicio): «18.6.a», «18.6.b», «18.6.c», «EXT-01» o
    «laguna» (el texto no da fórmula); ``None`` si no hay pensión opcional."""
    reg = regiones_18(regimen, cuerpo, lecturas_, activo, retiene_18_4, en_el_cuerpo)
    punto = {"edad": a, "servicio": s}
    if not se_cumple(reg["opcional"], **punto):
        return None
    elegidas = [k for k in FORMULAS_DE_CUANTIA if f"cuantía {k}" in reg and se_cumple(reg[f"cuantía {k}"], **punto)]
    assert len(elegidas) == 1, elegidas  # the «cuantía» regions partition «opcional»
    return elegidas[0]


# --- Las regiones como rectángulos (para leerlas) ----------------------------------------------------------
def umbrales(condicion, variable: Symbol) -> list:
    """Los valores con que la condición compara la variable (sacados de la propia condición), ordenados."""
    valores = {0}
    for rel in sympify(condicion).atoms(Relational):
        rel = rel.canonical
        if rel.free_symbols == {variable}:
            if rel.lhs != variable or not rel.rhs.is_number:
                raise ValueError(f"condición no admitida: {rel}")
            valores.add(rel.rhs)
        elif variable in rel.free_symbols:
            raise ValueError(f"condición no admitida (mezcla variables): {rel}")
    return sorted(valores)


def _celdas(condicion):
    bordes_e = [*umbrales(condicion, edad), oo]
    bordes_s = [*umbrales(condicion, servicio), oo]
    for i, j in product(range(len(bordes_e) - 1), range(len(bordes_s) - 1)):
        yield (bordes_e[i], bordes_e[i + 1]), (bordes_s[j], bordes_s[j + 1])


def cajas(condicion) -> list[tuple[tuple, tuple]]:
    """Descompone una región en cajas [edad_min, edad_max) × [servicio_min, servicio_max), fusionadas.

    Exacto: la condición solo compara edad y servicio con números, con ≥ o < (que es como el texto fija sus
    umbrales: «a partir de…», «menos de…»); los cortes salen de la propia condición, así que es constante en
    cada celda de la cuadrícula y basta evaluarla en el vértice inferior."""
    for rel in (r.canonical for r in sympify(condicion).atoms(Relational)):
        if rel.rel_op not in (">=", "<"):
            raise ValueError(f"condición no admitida para la cuadrícula: {rel}")
    dentro = [c for c in _celdas(condicion) if se_cumple(condicion, edad=c[0][0], servicio=c[1][0])]
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
