"""Catálogo de identidades y desigualdades de los Artículos 18 y 10, demostradas con SymPy para todo valor admisible.

Cada identidad tiene un id, su enunciado en español, las cláusulas que la fundan, sus expresiones (para mostrarlas
con ``sympy.latex``) y una demostración que devuelve un `Estado`: «demostrada», o «refutada» con el residuo o un
contraejemplo. Las fórmulas vienen de `retiro.simbolico` (escritas desde el texto, no de la calculadora).

Cómo se demuestra (sin muestrear):
- Las fórmulas son por tramos: R ≤ $6,600 o R ≥ $6,600, n ≤ 20 o n ≥ 20. En cada región cada tramo es un
  polinomio y la región es una caja (producto de intervalos).
- Igualdad: en cada región, la diferencia se desarrolla y debe ser idénticamente 0 (si no, ese es el residuo).
- Desigualdad g ≥ 0: en cada región g es multilineal (grado ≤ 1 en cada variable), así que su mínimo en la caja
  está en un vértice, o g no está acotada si crece hacia −∞ en una dirección sin tope: se decide exactamente.
- Con máximos (10.5): se reescribe por casos y, en cada caso, el mínimo exacto de la expresión lineal sujeta a las
  condiciones del caso se calcula por programación lineal en racionales (``sympy.solvers.simplex.lpmin``).
- Continuidad: en cada corte, los dos tramos vecinos coinciden sobre el corte. Monotonía: la derivada de cada
  tramo es ≥ 0 en su región (y con la continuidad, la función es no decreciente en todo el dominio).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import product

from sympy import Eq, Expr, Ge, Le, Piecewise, Poly, Rational, Symbol, diff, expand, false, oo, piecewise_fold, true
from sympy.core.relational import Relational
from sympy.logic.boolalg import And, Not, Or, to_dnf
from sympy.solvers.simplex import InfeasibleLPError, UnboundedLPError, lpmin

from retiro import simbolico as sm
from retiro.simbolico import DOMINIO, TOPE, TRAMO, UNO_Y_MEDIO, P, R, f, m, n, p

MEDIO = Rational(1, 200)  # ½ % = 1½ % − 1 % = 2 % − 1½ %


@dataclass
class Estado:
    """Resultado de una demostración."""

    estado: str  # demostrada | refutada
    detalle: str
    residuo: Expr | None = None
    contraejemplo: dict | None = None
    region: dict | None = None

    @property
    def demostrada(self) -> bool:
        return self.estado == "demostrada"

    def __str__(self) -> str:
        partes = [f"{self.estado}: {self.detalle}"]
        if self.region:
            partes.append(f"región {self.region}")
        if self.residuo is not None:
            partes.append(f"residuo {self.residuo}")
        if self.contraejemplo is not None:
            partes.append(f"contraejemplo {self.contraejemplo}")
        return "; ".join(partes)


class NoDecidible(ValueError):
    """La expresión no es multilineal en la caja: el método no la decide (fallo del catálogo, no de la ley)."""


# --- Regiones de las fórmulas por tramos ------------------------------------------------------------------
def _cortes(expr: Expr) -> list[Relational]:
    cortes = sorted({r for r in expr.atoms(Relational)}, key=str)
    for r in cortes:
        if not (isinstance(r, Le) and isinstance(r.lhs, Symbol) and r.rhs.is_number):
            raise NoDecidible(f"corte no admitido: {r}")
    return cortes


def regiones(expr: Expr, dominio: dict = DOMINIO):
    """Recorre las regiones de una expresión por tramos: produce (región, caja, tramo sin Piecewise)."""
    cortes = _cortes(expr)
    for valores in product((True, False), repeat=len(cortes)):
        caja = {s: dominio[s] for s in expr.free_symbols}
        region = {}
        for corte, v in zip(cortes, valores, strict=False):
            lo, hi = caja[corte.lhs]
            caja[corte.lhs] = (lo, min(hi, corte.rhs)) if v else (max(lo, corte.rhs), hi)
            region[str(corte.lhs)] = f"≤ {corte.rhs}" if v else f"≥ {corte.rhs}"
        if any(lo > hi for lo, hi in caja.values()):
            continue
        tramo = expr.xreplace({c: (true if v else false) for c, v in zip(cortes, valores, strict=False)})
        if tramo.has(Piecewise):
            raise NoDecidible(f"quedan tramos sin resolver en {tramo}")
        yield region, caja, expand(tramo)


def minimo_en_caja(g: Expr, caja: dict) -> tuple[Expr, dict]:
    """Mínimo exacto de un polinomio multilineal en una caja, y un punto donde se alcanza (−∞ si no está acotado)."""
    variables = sorted(g.free_symbols, key=lambda s: s.name)
    if not variables:
        return g, {}
    x = variables[0]
    poli = Poly(g, x)
    if poli.degree() > 1:
        raise NoDecidible(f"{g} tiene grado {poli.degree()} en {x}")
    a, b = poli.coeff_monomial(1), poli.coeff_monomial(x)
    lo, hi = caja[x]
    if hi == oo:
        minimo_b, punto_b = minimo_en_caja(b, caja)
        if minimo_b < 0:
            return -oo, {**punto_b, x: oo}
        valor, punto = minimo_en_caja(expand(a + b * lo), caja)
        return valor, {**punto, x: lo}
    candidatos = []
    for v in (lo, hi):
        valor, punto = minimo_en_caja(expand(a + b * v), caja)
        candidatos.append((valor, {**punto, x: v}))
    return min(candidatos, key=lambda c: c[0])


# --- Métodos de demostración --------------------------------------------------------------------------------
def igualdad(lhs: Expr, rhs: Expr) -> Estado:
    """lhs = rhs en todo el dominio: la diferencia se anula en cada región."""
    for region, _caja, tramo in regiones(lhs - rhs):
        if tramo != 0:
            return Estado("refutada", "la diferencia no es idénticamente cero", residuo=tramo, region=region)
    return Estado("demostrada", "la diferencia es idénticamente cero en cada región")


def no_negativa(g: Expr, dominio: dict = DOMINIO) -> Estado:
    """g ≥ 0 en todo el dominio: el mínimo exacto de cada tramo en su región es ≥ 0."""
    for region, caja, tramo in regiones(g, dominio):
        minimo, punto = minimo_en_caja(tramo, caja)
        if minimo < 0:
            return Estado(
                "refutada", f"el mínimo en la región es {minimo}", residuo=tramo, contraejemplo=punto, region=region
            )
    return Estado("demostrada", "el mínimo exacto de cada tramo en su región es ≥ 0")


def continua(expr: Expr, cortes: list[tuple[Symbol, Expr]]) -> Estado:
    """En cada corte x = c, el tramo de la izquierda (x ≤ c) y el de la derecha (x ≥ c) coinciden sobre el corte."""
    for x, c in cortes:
        corte = Le(x, c)
        otros = [k for k in _cortes(expr) if k != corte]
        for valores in product((True, False), repeat=len(otros)):
            fijo = {k: (true if v else false) for k, v in zip(otros, valores, strict=False)}
            izquierda = expr.xreplace({**fijo, corte: true}).subs(x, c)
            derecha = expr.xreplace({**fijo, corte: false}).subs(x, c)
            salto = expand(izquierda - derecha)
            if salto != 0:
                return Estado(
                    "refutada",
                    f"salto en {x} = {c}",
                    residuo=salto,
                    region={str(k.lhs): str(v) for k, v in fijo.items()},
                )
    return Estado("demostrada", "los tramos vecinos coinciden en cada corte")


def no_decreciente(expr: Expr, variables: list[Symbol], cortes: list[tuple[Symbol, Expr]]) -> Estado:
    """No decreciente en cada variable: derivada de cada tramo ≥ 0 en su región, y continuidad en los cortes."""
    for x in variables:
        for region, caja, tramo in regiones(expr):
            minimo, punto = minimo_en_caja(expand(diff(tramo, x)), caja)
            if minimo < 0:
                return Estado(
                    "refutada",
                    f"la derivada respecto de {x} llega a {minimo}",
                    residuo=diff(tramo, x),
                    contraejemplo=punto,
                    region=region,
                )
    e = continua(expr, cortes)
    if not e.demostrada:
        return e
    return Estado("demostrada", "derivada ≥ 0 en cada región y continua en los cortes")


def _restricciones(condicion) -> list[list[Relational]]:
    """Una condición como unión de sistemas de desigualdades no estrictas (su clausura)."""
    if condicion is true:
        return [[]]
    sistemas = []
    for termino in to_dnf(condicion).args if isinstance(to_dnf(condicion), Or) else [to_dnf(condicion)]:
        literales = termino.args if isinstance(termino, And) else [termino]
        sistema = []
        for lit in literales:
            if isinstance(lit, Not):
                lit = lit.args[0].negated
            sistema.append(Ge(lit.lhs, lit.rhs) if lit.rel_op in (">", ">=") else Le(lit.lhs, lit.rhs))
        sistemas.append(sistema)
    return sistemas


def no_negativa_por_casos(g: Expr, dominio: dict = DOMINIO) -> Estado:
    """g ≥ 0 con máximos y tramos de condiciones lineales: en cada caso, el mínimo lineal exacto (lpmin) es ≥ 0."""
    casos = piecewise_fold(g.rewrite(Piecewise))
    pares = casos.args if isinstance(casos, Piecewise) else [(casos, true)]
    anteriores = []
    # The LP works on plain symbols: with the assumption-bearing ones, «s >= 0» would evaluate to True.
    libres = {s: Symbol(s.name) for s in casos.free_symbols}
    de_vuelta = {v: k for k, v in libres.items()}
    caja = [
        c
        for s, x in libres.items()
        for c in (x >= dominio[s][0], x <= dominio[s][1])
        if c is not true and oo not in c.args
    ]
    for valor, condicion in pares:
        en_caso = And(condicion, *[Not(a) for a in anteriores])
        anteriores.append(condicion)
        for sistema in _restricciones(en_caso):
            try:
                minimo, punto = lpmin(valor.xreplace(libres), caja + [r.xreplace(libres) for r in sistema])
                punto = {de_vuelta.get(k, k): v for k, v in punto.items()}
            except InfeasibleLPError:
                continue
            except UnboundedLPError:
                _, punto = lpmin(
                    valor.xreplace(libres),
                    caja + [r.xreplace(libres) for r in sistema] + [valor.xreplace(libres) >= -1],
                )
                return Estado(
                    "refutada",
                    "no está acotada inferiormente",
                    residuo=valor,
                    region={"caso": str(en_caso)},
                    contraejemplo={de_vuelta.get(k, k): v for k, v in punto.items()},
                )
            if minimo < 0:
                return Estado(
                    "refutada",
                    f"el mínimo en el caso es {minimo}",
                    residuo=valor,
                    contraejemplo=punto,
                    region={"caso": str(en_caso)},
                )
    return Estado("demostrada", "en cada caso, el mínimo exacto (programación lineal en racionales) es ≥ 0")


# --- El catálogo ---------------------------------------------------------------------------------------------
@dataclass
class Identidad:
    id: str
    enunciado: str
    clausulas: list[str]
    expresiones: dict[str, object]
    prueba: Callable[[], Estado] = field(repr=False)

    def demostrar(self) -> Estado:
        try:
            return self.prueba()
        except NoDecidible as e:
            return Estado("refutada", f"el método no decide la expresión: {e}")


def _signo_10_3() -> Estado:
    """p·R − 10.3 ≥ 0 si m ≤ 200p/3 y ≤ 0 si m ≥ 200p/3: con m = (200p/3)·t, es multilineal en (R, p, t)."""
    t = Symbol("t", nonnegative=True)
    diferencia = (sm.PENSION_MERITO - sm.FORMULA_10_3).subs(m, Rational(200, 3) * p * t)
    for intervalo, signo in (((0, 1), 1), ((1, oo), -1)):
        e = no_negativa(signo * diferencia, {**DOMINIO, t: intervalo})
        if not e.demostrada:
            e.detalle = f"con m = (200p/3)·t, t en {intervalo}: " + e.detalle
            return e
    return Estado("demostrada", "con m = (200p/3)·t: la diferencia es ≥ 0 para t ≤ 1 y ≤ 0 para t ≥ 1")


def _elegibilidad_creciente() -> Estado:
    """Para cada régimen y cuerpo, la región elegible es creciente: de cada celda de la cuadrícula de umbrales,
    la siguiente en edad y la siguiente en servicio también son elegibles (las regiones son constantes por celda)."""
    e_, s_ = list(sm.UMBRALES_EDAD), list(sm.UMBRALES_SERVICIO)
    for regimen, cuerpo in product(sm.REGIMENES, sm.CUERPOS):
        cond = sm.regiones_18(regimen, cuerpo)["elegible"]
        sm.cajas(cond)  # checks that the region only uses the grid thresholds
        dentro = lambda a, s: bool(cond.subs({sm.edad: a, sm.servicio: s}))  # noqa: E731
        for i, j in product(range(len(e_)), range(len(s_))):
            if not dentro(e_[i], s_[j]):
                continue
            for a, s in ((e_[min(i + 1, len(e_) - 1)], s_[j]), (e_[i], s_[min(j + 1, len(s_) - 1)])):
                if not dentro(a, s):
                    return Estado(
                        "refutada",
                        f"{regimen}/{cuerpo}: elegible en ({e_[i]}, {s_[j]}) y no en ({a}, {s})",
                        contraejemplo={"edad": a, "servicio": s},
                    )
    return Estado("demostrada", "en cada régimen y cuerpo, la región elegible es cerrada hacia más edad y más servicio")


@cache
def catalogo() -> list[Identidad]:
    """Las identidades y desigualdades, en el orden en que las muestra la documentación."""
    a, b, ext = sm.FORMULA_18_6_A, sm.FORMULA_18_6_B, sm.formula_ext_01()
    c102, c103 = sm.SUMA_10_2, sm.FORMULA_10_3
    cortes_n, cortes_r = [(n, TRAMO)], [(R, TOPE)]
    return [
        Identidad(
            "10.5-garantia",
            "Los pagos combinados del Seguro Social y del Sistema nunca son menores que la pensión que correspondía "
            "conforme a la Ley: pensión coordinada + Seguro Social ≥ P, para toda pensión P ≥ 0, toda cuantía de la "
            "fórmula F ≥ 0 y todo beneficio del Seguro Social S ≥ 0.",
            ["10.5", "10.2", "10.3"],
            {"coordinada": sm.COORDINADA, "desigualdad": Ge(sm.COORDINADA + sm.S, P)},
            lambda: no_negativa_por_casos(sm.COORDINADA + sm.S - P),
        ),
        Identidad(
            "10.5-no-excede",
            "La pensión coordinada nunca excede la pensión que correspondía conforme a la Ley: coordinada ≤ P, para "
            "todo P, F, S ≥ 0 (con la lectura «si_reduce» de INT-20; con la lectura «siempre», lo garantiza para las "
            "pensiones por servicio la identidad 10.2-no-excede-estatutaria).",
            ["10.5", "10.2"],
            {"desigualdad": Le(sm.COORDINADA, P)},
            lambda: no_negativa_por_casos(P - sm.COORDINADA),
        ),
        Identidad(
            "10.2-compensacion",
            "Lo que la coordinación quita a una pensión por servicio es exactamente ½ % de la retribución promedio "
            "hasta $6,600 por cada año de servicio (como máximo $33 por año): fórmula de 18.6(a) − 10.2 = "
            "½ % × min(R, 6600) × n. Lo que excede de $6,600 no se toca.",
            ["10.2", "18.6.a"],
            {"igualdad": Eq(a - c102, MEDIO * sm.hasta(R, TOPE) * n, evaluate=False)},
            lambda: igualdad(a - c102, MEDIO * sm.hasta(R, TOPE) * n),
        ),
        Identidad(
            "10.2-no-excede-estatutaria",
            "La fórmula de coordinación nunca da más que la pensión por servicio (1½ % / 2 %), con la misma reducción "
            "actuarial f o sin ella (INT-21): f × 10.2 ≤ f × 18.6(a), para todo R ≥ 0, n ≥ 0, 0 ≤ f ≤ 1.",
            ["10.2", "18.6.a", "10.5"],
            {"desigualdad": Le(f * c102, f * a)},
            lambda: no_negativa(f * (a - c102)),
        ),
        Identidad(
            "EXT-01-igual-18.6.a",
            "La regla externa EXT-01 (pensión sin reducción) usa la misma fórmula que 18.6(a): 1½ % por los primeros "
            "20 años y 2 % por el exceso; por eso lo demostrado para 18.6(a) vale para la pensión sin reducción.",
            ["18.6.a", "18.5.b"],
            {"igualdad": Eq(ext, a, evaluate=False)},
            lambda: igualdad(ext, a),
        ),
        Identidad(
            "10.3-diferencia-merito",
            "Lo que la coordinación quita a una pensión por mérito p × R es min(R, 6600) × (p − 1½ % × m): "
            "solo la parte de la retribución hasta $6,600 cambia; el exceso conserva el por ciento original.",
            ["10.3", "18.5.c"],
            {"igualdad": Eq(sm.PENSION_MERITO - c103, sm.hasta(R, TOPE) * (p - UNO_Y_MEDIO * m), evaluate=False)},
            lambda: igualdad(sm.PENSION_MERITO - c103, sm.hasta(R, TOPE) * (p - UNO_Y_MEDIO * m)),
        ),
        Identidad(
            "10.3-signo",
            "La fórmula de 10.3 reduce la pensión por mérito si y solo si los años del cómputo original no pasan de "
            "p / 1½ % (50 años con p = 75 %; 26⅔ años con p = 40 %): p × R − 10.3 ≥ 0 cuando m ≤ 200p/3, y ≤ 0 cuando "
            "m ≥ 200p/3. Si no la reduce, no es necesario coordinar (INT-20).",
            ["10.3", "10.2"],
            {"diferencia": sm.PENSION_MERITO - c103, "umbral": Eq(m, Rational(200, 3) * p, evaluate=False)},
            _signo_10_3,
        ),
        Identidad(
            "18.6-diferencia-a-b",
            "La fórmula de 18.6(a) da, sobre la de 18.6(b), exactamente ½ % de la retribución promedio por cada año "
            "de servicio en exceso de 20: 18.6(a) − 18.6(b) = ½ % × R × max(n − 20, 0).",
            ["18.6.a", "18.6.b"],
            {"igualdad": Eq(a - b, MEDIO * R * sm.exceso(n, TRAMO), evaluate=False)},
            lambda: igualdad(a - b, MEDIO * R * sm.exceso(n, TRAMO)),
        ),
        Identidad(
            "18.6-a-no-menor-que-b",
            "Con la misma retribución y el mismo servicio, la fórmula de 18.6(a) nunca da menos que la de 18.6(b); "
            "dan lo mismo con 20 años de servicio o menos.",
            ["18.6.a", "18.6.b"],
            {"desigualdad": Ge(a, b)},
            lambda: no_negativa(a - b),
        ),
        Identidad(
            "continuidad-formulas",
            "Ninguna fórmula salta: 18.6(a) y EXT-01 son continuas en n = 20; 10.2 en n = 20 y en R = $6,600; "
            "10.3 en R = $6,600. Un mes más de servicio o un dólar más de retribución cambia poco la cuantía.",
            ["18.6.a", "10.2", "10.3"],
            {"18.6.a": a, "10.2": c102, "10.3": c103},
            lambda: _todas(
                [
                    continua(a, cortes_n),
                    continua(ext, cortes_n),
                    continua(c102, cortes_n + cortes_r),
                    continua(c103, cortes_r),
                ]
            ),
        ),
        Identidad(
            "monotonia-formulas",
            "Más retribución o más servicio nunca dan una cuantía menor con la misma fórmula: 18.6(a), 18.6(b), "
            "10.2 (y cada producto (a)–(d)) y 10.3 son no decrecientes en R y en n (10.3 en R, en m y en p).",
            ["18.6.a", "18.6.b", "10.2", "10.3"],
            {"18.6.a": a, "18.6.b": b, "10.2": c102, "10.3": c103},
            lambda: _todas(
                [
                    no_decreciente(a, [R, n], cortes_n),
                    no_decreciente(b, [R, n], []),
                    no_decreciente(c102, [R, n], cortes_n + cortes_r),
                    *[no_decreciente(x, [R, n], cortes_n + cortes_r) for x in sm.PRODUCTOS_10_2.values()],
                    no_decreciente(c103, [R, m, p], cortes_r),
                ]
            ),
        ),
        Identidad(
            "18-elegibilidad-creciente",
            "Para un miembro en servicio activo, la elegibilidad del Artículo 18 nunca desaparece con más edad o más "
            "servicio, en cada régimen (antes o después del 1 de abril de 1990) y cuerpo.",
            ["18.1", "18.2", "18.3"],
            {f"{r}/{c}": sm.regiones_18(r, c)["elegible"] for r, c in product(sm.REGIMENES, sm.CUERPOS)},
            _elegibilidad_creciente,
        ),
    ]


def _todas(estados: list[Estado]) -> Estado:
    for e in estados:
        if not e.demostrada:
            return e
    return Estado("demostrada", "; ".join(sorted({e.detalle for e in estados})))


def identidad(id_: str) -> Identidad:
    for i in catalogo():
        if i.id == id_:
            return i
    raise KeyError(f"no hay identidad «{id_}» en el catálogo; hay: {', '.join(x.id for x in catalogo())}")


@cache
def demostrar(id_: str) -> Estado:
    """Demuestra una identidad del catálogo (una sola vez por proceso)."""
    return identidad(id_).demostrar()


def listado() -> list[tuple[str, str, list[str], dict[str, object], str]]:
    """(id, enunciado, cláusulas, expresiones de SymPy, estado de la demostración) de cada identidad, para la
    documentación: ``sympy.latex(expresion)`` muestra cada expresión."""
    return [(i.id, i.enunciado, i.clausulas, i.expresiones, demostrar(i.id).estado) for i in catalogo()]
