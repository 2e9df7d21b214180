"""Catálogo de identidades y desigualdades de los Artículos 18 y 10, demostradas con SymPy para todo valor admisible.

Cada identidad tiene un id, su enunciado en español, las cláusulas que la fundan, su dominio (las variables y sus
intervalos), las lecturas del registro bajo las que vale (`Identidad.lecturas`; se demuestra con cada combinación
de ellas, y tests/test_hipotesis.py comprueba que con las demás lecturas se refuta: la declaración es exacta) y
una demostración que devuelve un `Estado`: «demostrada»; «refutada», con el residuo o un contraejemplo; o «no
decidida», que nombra la región que el método no pudo examinar (nunca se da por demostrado lo que no se examinó).
Las fórmulas vienen de `retiro.verificacion.simbolico` (escritas desde el texto, no de la calculadora); `demostrar(...,
sustituir=…)` cambia una fórmula por otra, para plantar un error y ver que la demostración lo encuentra.

Cómo se demuestra (sin muestrear):
- Los cortes salen de la propia expresión: cada comparación que aparece en sus tramos (``Piecewise``) o en sus
  ``Min``/``Max`` fija un umbral de una variable. Cada variable se parte en celdas: los umbrales (puntos) y los
  intervalos abiertos entre ellos. En cada celda cada tramo es un polinomio.
- Igualdad: en cada celda, la diferencia se desarrolla y debe ser idénticamente 0 (si no, ese es el residuo).
- Desigualdad g ≥ 0: en cada celda g es multilineal (grado ≤ 1 en cada variable), así que su mínimo en la caja
  está en un vértice, o g no está acotada si decrece sin tope en una dirección: se decide exactamente. Si g no
  es multilineal en una celda, la demostración queda «no decidida» y nombra la celda.
- Continuidad: en cada umbral x = c, el valor en el punto y los límites por la izquierda y por la derecha (los
  polinomios de las celdas vecinas en x = c) coinciden, para cada celda de las demás variables.
- Monotonía (no decreciente en x): la derivada de cada tramo respecto de x es ≥ 0 en su celda, y en cada umbral
  de x, límite por la izquierda ≤ valor ≤ límite por la derecha (un salto hacia arriba no la contradice; la
  continuidad sí lo detecta).
- Con cortes en varias variables (F ≥ P, máximos de 10.5): se reescribe por casos y, en cada caso, el mínimo exacto
  de la expresión lineal sujeta a las condiciones del caso se calcula por programación lineal en racionales
  (``sympy.solvers.simplex.lpmin``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from itertools import product

from sympy import (
    Expr,
    Ge,
    Integer,
    Le,
    Max,
    Min,
    Piecewise,
    Poly,
    Rational,
    Symbol,
    diff,
    expand,
    false,
    linear_eq_to_matrix,
    oo,
    piecewise_fold,
    sympify,
    true,
)
from sympy.core.relational import Relational
from sympy.logic.boolalg import And, BooleanFalse, BooleanTrue, Not, Or, to_dnf
from sympy.solvers.simplex import InfeasibleLPError, UnboundedLPError, linprog

from retiro.verificacion import simbolico as sm
from retiro.verificacion.simbolico import DOMINIO, TOPE, TRAMO, UNO_Y_MEDIO, A, P, R, S, f, m, n, p

MEDIO = Rational(1, 200)  # ½ % = 1½ % − 1 % = 2 % − 1½ %
F_ = sm.F  # the formula amount F (10.5), as opposed to the dict of formulas F in the proofs


@dataclass
class Estado:
    """Resultado de una demostración."""

    estado: str  # demostrada | refutada | no_decidida
    detalle: str
    residuo: Expr | None = None
    contraejemplo: dict | None = None
    region: dict | None = None

    @property
    def demostrada(self) -> bool:
        return self.estado == "demostrada"

    @property
    def refutada(self) -> bool:
        return self.estado == "refutada"

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
    """El método no examina esta región (p. ej., el tramo no es multilineal): la demostración lo dice y no pasa."""


# --- Los cortes y las celdas, sacados de la expresión ----------------------------------------------------------------
def _sin_min_max(expr):
    """Los Min/Max como tramos (Piecewise), para que sus comparaciones sean cortes como las demás."""
    return _sin_min_max_y_cortes(sympify(expr))[0]


@cache  # a SymPy expression is immutable and hashable: each one is rewritten once per process, not once per cell
def _sin_min_max_y_cortes(expr) -> tuple:
    """(la expresión sin Min/Max, sus comparaciones en un orden fijo)."""
    e = expr.replace(lambda x: isinstance(x, (Min, Max)), lambda x: x.rewrite(Piecewise))
    return e, tuple(sorted(e.atoms(Relational), key=str))


def cortes(expr) -> dict[Symbol, list]:
    """Los umbrales de cada variable, sacados de las comparaciones de la propia expresión (tramos, Min, Max).

    Solo admite comparaciones de una variable con un número (``n <= 20``, ``R > 6600``); con una comparación entre
    variables (``F >= P``) lanza `NoDecidible`: la expresión se demuestra por casos (`no_negativa_por_casos`)."""
    umbrales: dict[Symbol, set] = {s: set() for s in sympify(expr).free_symbols}
    for rel in _sin_min_max_y_cortes(sympify(expr))[1]:
        lineal = expand(rel.lhs - rel.rhs)
        variables = lineal.free_symbols
        if len(variables) != 1:
            raise NoDecidible(f"el corte «{rel}» compara varias variables")
        (x,) = variables
        poli = Poly(lineal, x)
        if poli.degree() != 1:
            raise NoDecidible(f"el corte «{rel}» no es lineal en {x}")
        a, b = poli.all_coeffs()
        umbrales.setdefault(x, set()).add(-b / a)
    return {x: sorted(v) for x, v in umbrales.items()}


@dataclass(frozen=True)
class Celda:
    """Una celda de una variable: un punto (lo == hi) o el intervalo abierto (lo, hi)."""

    lo: object
    hi: object

    @property
    def punto(self) -> bool:
        return self.lo == self.hi

    def representante(self):
        if self.punto:
            return self.lo
        if self.hi == oo:
            return self.lo + 1
        return (self.lo + self.hi) / 2

    def __str__(self) -> str:
        return f"= {self.lo}" if self.punto else f"en ({self.lo}, {self.hi})"


def celdas_de(x: Symbol, umbrales: list, dominio: Mapping) -> list[Celda]:
    """Las celdas de x en su dominio: cada umbral interior y cada extremo finito es un punto; entre ellos,
    los intervalos abiertos."""
    lo, hi = dominio[x]
    puntos = sorted({lo, *[u for u in umbrales if lo < u < hi], *([hi] if hi != oo else [])})
    resultado = []
    for i, c in enumerate(puntos):
        resultado.append(Celda(c, c))
        siguiente = puntos[i + 1] if i + 1 < len(puntos) else hi
        if siguiente != c:
            resultado.append(Celda(c, siguiente))
    return resultado


def _tramo_en(expr, celda: dict[Symbol, Celda]):
    """El tramo (sin Piecewise) de la expresión en una celda, con las variables de punto ya sustituidas."""
    e, relaciones = _sin_min_max_y_cortes(sympify(expr))
    rep = {x: c.representante() for x, c in celda.items()}
    verdad = {}
    for rel in relaciones:
        v = rel.xreplace(rep)  # symbols by numbers: the comparison evaluates itself (as subs, without its search)
        if v not in (true, false):
            raise NoDecidible(f"el corte «{rel}» no se decide en la celda {_texto(celda)}")
        verdad[rel] = v
    tramo = e.xreplace(verdad)
    tramo = piecewise_fold(tramo) if tramo.has(Piecewise) else tramo
    if tramo.has(Piecewise):
        tramo = tramo.replace(lambda x: isinstance(x, Piecewise), _primer_tramo)
    if tramo.has(Piecewise):
        raise NoDecidible(f"quedan tramos sin resolver en la celda {_texto(celda)}")
    puntos = {x: c.lo for x, c in celda.items() if c.punto}
    return expand(tramo.subs(puntos))


def _primer_tramo(pw):
    for valor, condicion in pw.args:
        if condicion is true or isinstance(condicion, BooleanTrue):
            return valor
        if not (condicion is false or isinstance(condicion, BooleanFalse)):
            return pw
    return pw


def _texto(celda: dict[Symbol, Celda]) -> dict[str, str]:
    return {str(x): str(c) for x, c in sorted(celda.items(), key=lambda kv: kv[0].name)}


def recorrer_celdas(expr, dominio: Mapping = DOMINIO, variables=None):
    """Cada celda (producto de celdas de cada variable) con el tramo de la expresión en ella."""
    umbrales = cortes(expr)
    variables = sorted(variables or umbrales, key=lambda s: s.name)
    por_variable = [celdas_de(x, umbrales.get(x, []), dominio) for x in variables]
    for combinacion in product(*por_variable):
        celda = dict(zip(variables, combinacion, strict=True))
        yield celda, _tramo_en(expr, celda)


def _caja(celda: dict[Symbol, Celda]) -> dict[Symbol, tuple]:
    return {x: (c.lo, c.hi) for x, c in celda.items() if not c.punto}


def minimo_en_caja(g: Expr, caja: dict) -> tuple[Expr, dict]:
    """Mínimo exacto de un polinomio multilineal en una caja, y un punto donde se alcanza (−∞ si no está acotado)."""
    variables = sorted(g.free_symbols, key=lambda s: s.name)
    if not variables:
        return g, {}
    x = variables[0]
    if x not in caja:
        raise NoDecidible(f"la variable {x} no tiene dominio")
    poli = Poly(g, x)
    if poli.degree() > 1:
        raise NoDecidible(f"{g} tiene grado {poli.degree()} en {x} (no es multilineal)")
    a, b = poli.coeff_monomial(1), poli.coeff_monomial(x)
    lo, hi = caja[x]
    if hi == oo:
        minimo_b, punto_b = minimo_en_caja(expand(b), caja)
        if minimo_b < 0:
            return -oo, {**punto_b, x: oo}
        valor, punto = minimo_en_caja(expand(a + b * lo), caja)
        return valor, {**punto, x: lo}
    candidatos = []
    for v in (lo, hi):
        valor, punto = minimo_en_caja(expand(a + b * v), caja)
        candidatos.append((valor, {**punto, x: v}))
    return min(candidatos, key=lambda c: c[0])


def _testigo(g_original, celda: dict[Symbol, Celda], vertice: dict) -> dict:
    """Un punto dentro de la celda donde la expresión original es negativa: del vértice hacia el centro de la celda
    (o hacia el infinito, si el mínimo está allí). Si no lo encuentra, el vértice."""
    centro = {x: c.representante() for x, c in celda.items()}
    for k in range(1, 60):
        t = Rational(1, 2**k)
        punto = {}
        for x, c in celda.items():
            if c.punto:
                punto[x] = c.lo
            elif vertice.get(x) == oo:
                punto[x] = centro[x] + 2**k
            elif x in vertice:
                punto[x] = vertice[x] + (centro[x] - vertice[x]) * t
            else:
                punto[x] = centro[x]
        if sympify(g_original).subs(punto) < 0:
            return punto
    return vertice


# --- Métodos de demostración ------------------------------------------------------------------------------------------
def igualdad(lhs: Expr, rhs: Expr, dominio: Mapping = DOMINIO) -> Estado:
    """lhs = rhs en todo el dominio: la diferencia se anula en cada celda."""
    try:
        for celda, tramo in recorrer_celdas(lhs - rhs, dominio):
            if tramo != 0:
                return Estado("refutada", "la diferencia no es idénticamente cero", residuo=tramo, region=_texto(celda))
    except NoDecidible as e:
        return Estado("no_decidida", str(e))
    return Estado("demostrada", "la diferencia es idénticamente cero en cada celda de los cortes de la expresión")


def no_negativa(g: Expr, dominio: Mapping = DOMINIO) -> Estado:
    """g ≥ 0 en todo el dominio: el mínimo exacto de cada tramo en su celda es ≥ 0."""
    try:
        for celda, tramo in recorrer_celdas(g, dominio):
            minimo, vertice = minimo_en_caja(tramo, _caja(celda))
            if minimo < 0:
                testigo = _testigo(g, celda, vertice) if minimo != -oo else vertice
                return Estado(
                    "refutada",
                    f"el mínimo en la celda es {minimo}",
                    residuo=tramo,
                    contraejemplo=testigo,
                    region=_texto(celda),
                )
    except NoDecidible as e:
        return Estado("no_decidida", str(e))
    return Estado("demostrada", "el mínimo exacto de cada tramo en su celda es ≥ 0")


def _limites(expr, x: Symbol, dominio: Mapping):
    """Para cada umbral c de x y cada celda de las demás variables: (celda, c, izquierda, valor, derecha), los tramos
    de las celdas vecinas de x y el del punto, evaluados en x = c (None donde no hay vecina)."""
    umbrales = cortes(expr)
    otras = sorted((v for v in umbrales if v != x), key=lambda s: s.name)
    celdas_x = celdas_de(x, umbrales.get(x, []), dominio)
    for i, c in enumerate(celdas_x):
        if not c.punto:
            continue
        for combinacion in product(*[celdas_de(v, umbrales[v], dominio) for v in otras]):
            resto = dict(zip(otras, combinacion, strict=True))
            valor = _tramo_en(expr, {**resto, x: c})
            vecinas = []
            for j in (i - 1, i + 1):
                if 0 <= j < len(celdas_x) and not celdas_x[j].punto:
                    vecinas.append(expand(_tramo_en(expr, {**resto, x: celdas_x[j]}).subs(x, c.lo)))
                else:
                    vecinas.append(None)
            yield resto, c.lo, vecinas[0], valor, vecinas[1]


def continua(expr: Expr, variables: list[Symbol] | None = None, dominio: Mapping = DOMINIO) -> Estado:
    """Continua en cada umbral de la expresión: el valor en x = c y los límites por ambos lados coinciden."""
    try:
        for x in variables or sorted(cortes(expr), key=lambda s: s.name):
            for resto, c, izquierda, valor, derecha in _limites(expr, x, dominio):
                for lado, limite in (("izquierda", izquierda), ("derecha", derecha)):
                    if limite is not None and expand(limite - valor) != 0:
                        return Estado(
                            "refutada",
                            f"salto en {x} = {c} (límite por la {lado} menos el valor)",
                            residuo=expand(limite - valor),
                            region={**_texto(resto), str(x): f"= {c}"},
                        )
    except NoDecidible as e:
        return Estado("no_decidida", str(e))
    return Estado("demostrada", "en cada umbral de la expresión, el valor y los límites por ambos lados coinciden")


def no_decreciente(expr: Expr, variables: list[Symbol], dominio: Mapping = DOMINIO) -> Estado:
    """No decreciente en cada variable: derivada ≥ 0 en cada celda abierta y, en cada umbral, límite por la
    izquierda ≤ valor ≤ límite por la derecha."""
    try:
        for x in variables:
            for celda, tramo in recorrer_celdas(expr, dominio, variables=set(cortes(expr)) | {x}):
                if celda[x].punto:
                    continue
                derivada = expand(diff(tramo, x))
                minimo, vertice = minimo_en_caja(derivada, _caja(celda))
                if minimo < 0:
                    return Estado(
                        "refutada",
                        f"la derivada respecto de {x} llega a {minimo}",
                        residuo=derivada,
                        contraejemplo=vertice,
                        region=_texto(celda),
                    )
            for resto, c, izquierda, valor, derecha in _limites(expr, x, dominio):
                caja = _caja(resto)
                for que, baja in (
                    ("izquierda", None if izquierda is None else izquierda - valor),
                    ("derecha", None if derecha is None else valor - derecha),
                ):
                    if baja is None:
                        continue
                    minimo, vertice = minimo_en_caja(expand(-baja), caja)
                    if minimo < 0:
                        return Estado(
                            "refutada",
                            f"baja en {x} = {c} (por la {que})",
                            residuo=expand(baja),
                            contraejemplo={**vertice, x: c},
                            region={**_texto(resto), str(x): f"= {c}"},
                        )
    except NoDecidible as e:
        return Estado("no_decidida", str(e))
    return Estado("demostrada", "derivada ≥ 0 en cada celda y sin bajadas en los umbrales")


def _restricciones(condicion) -> list[list[Relational]]:
    """Una condición como unión de sistemas de desigualdades no estrictas: su clausura. «=» da dos desigualdades;
    «≠» no restringe la clausura (su clausura es todo el espacio)."""
    if condicion is true or isinstance(condicion, BooleanTrue):
        return [[]]
    if condicion is false or isinstance(condicion, BooleanFalse):
        return []
    dnf = to_dnf(condicion)
    sistemas = []
    for termino in dnf.args if isinstance(dnf, Or) else [dnf]:
        literales = termino.args if isinstance(termino, And) else [termino]
        sistema = []
        for lit in literales:
            if isinstance(lit, Not):
                lit = lit.args[0].negated
            op = lit.rel_op
            if op in (">", ">="):
                sistema.append(Ge(lit.lhs, lit.rhs))
            elif op in ("<", "<="):
                sistema.append(Le(lit.lhs, lit.rhs))
            elif op == "==":
                sistema += [Ge(lit.lhs, lit.rhs), Le(lit.lhs, lit.rhs)]
            elif op != "!=":
                raise NoDecidible(f"condición no admitida: {lit}")
        sistemas.append(sistema)
    return sistemas


def casos_lineales(expr):
    """Los casos de una expresión con Max, Min y tramos: (valor, restricciones) con el valor sin Max/Min/tramos y las
    restricciones (desigualdades no estrictas: la clausura del caso) que lo eligen. Max(a, b) da a con a ≥ b y b con
    b ≥ a; un tramo, su valor con su condición y la negación de las anteriores."""
    expr = sympify(expr)
    if isinstance(expr, (Max, Min)):
        for combinacion in product(*[list(casos_lineales(a)) for a in expr.args]):
            valores = [v for v, _ in combinacion]
            comunes = [r for _, rs in combinacion for r in rs]
            for i, v in enumerate(valores):
                elige = [Ge(v, o) if isinstance(expr, Max) else Le(v, o) for k, o in enumerate(valores) if k != i]
                yield v, comunes + elige
        return
    if isinstance(expr, Piecewise):
        anteriores = []
        for valor_i, condicion in expr.args:
            for sistema in _restricciones(And(condicion, *[Not(c) for c in anteriores])):
                for valor, restricciones in casos_lineales(valor_i):
                    yield valor, restricciones + sistema
            anteriores.append(condicion)
        return
    if expr.args and (expr.has(Max) or expr.has(Min) or expr.has(Piecewise)):
        for combinacion in product(*[list(casos_lineales(a)) for a in expr.args]):
            yield expr.func(*[v for v, _ in combinacion]), [r for _, rs in combinacion for r in rs]
        return
    yield expr, []


def _lp_minimo(valor: Expr, restricciones: list[Relational], variables: list[Symbol], dominio: Mapping):
    """Mínimo exacto de una expresión lineal sujeta a desigualdades lineales no estrictas y a la caja del dominio
    (``sympy.solvers.simplex.linprog`` en racionales): (mínimo, punto)."""
    filas = [r.rhs - r.lhs if r.rel_op == ">=" else r.lhs - r.rhs for r in restricciones]  # each row: expr <= 0
    objetivo, constante = linear_eq_to_matrix([valor], variables)
    a, b = linear_eq_to_matrix(filas or [Integer(0)], variables)
    # linprog: nonnegative variables by default; only the other bounds are given (as a dict, by column)
    cotas = {
        i: (None if dominio[x][0] == -oo else dominio[x][0], None if dominio[x][1] == oo else dominio[x][1])
        for i, x in enumerate(variables)
        if dominio[x] != (0, oo)
    }
    optimo, punto = linprog(objetivo, a, b, bounds=cotas or None)
    return optimo - constante[0], dict(zip(variables, punto, strict=True))


def no_negativa_por_casos(g: Expr, dominio: Mapping = DOMINIO) -> Estado:
    """g ≥ 0 con máximos, mínimos y tramos de condiciones lineales: en cada caso (`casos_lineales`), el mínimo exacto
    del valor lineal sujeto a las restricciones del caso (programación lineal en racionales) es ≥ 0."""
    g = sympify(g)
    variables = sorted(g.free_symbols, key=lambda s: s.name)
    casos = 0
    vistos = set()
    try:
        for valor, sistema in casos_lineales(g):
            valor = expand(valor)
            sistema = [r for r in sistema if r is not true]
            if any(r is false for r in sistema) or (valor, frozenset(sistema)) in vistos:
                continue
            vistos.add((valor, frozenset(sistema)))
            caso = " y ".join(map(str, sistema)) or "siempre"
            try:
                minimo, punto = _lp_minimo(valor, sistema, variables, dominio)
            except InfeasibleLPError:
                continue
            except UnboundedLPError:
                _, punto = _lp_minimo(valor, [*sistema, Ge(valor, -1)], variables, dominio)
                return Estado(
                    "refutada",
                    "no está acotada inferiormente",
                    residuo=valor,
                    region={"caso": caso},
                    contraejemplo=punto,
                )
            casos += 1
            if minimo < 0:
                return Estado(
                    "refutada",
                    f"el mínimo en el caso es {minimo}",
                    residuo=valor,
                    contraejemplo=punto,
                    region={"caso": caso},
                )
    except (NoDecidible, ValueError, TypeError) as e:  # e.g. a nonlinear case: it cannot be decided this way
        return Estado("no_decidida", f"un caso no es lineal o no se puede examinar: {e}")
    if not casos:
        return Estado("no_decidida", "ningún caso es factible: no se examinó nada")
    return Estado("demostrada", "en cada caso, el mínimo exacto (programación lineal en racionales) es ≥ 0")


# --- El catálogo ---------------------------------------------------------------------------------------------------
#: Las entradas del registro de las que depende cada fórmula del modelo.
DEPENDENCIAS = {
    "10.3": ("INT-25",),
    "10.5-piso": ("INT-22",),
    "10.5-coordinada": ("INT-20", "INT-22", "INT-27"),
    "10.4-coordinada": ("INT-20", "INT-22", "INT-27", "INT-28"),
}


def formulas(lecturas: Mapping[str, str] | None = None) -> dict[str, Expr]:
    """Las fórmulas del modelo con las lecturas dadas, por id (lo que `sustituir` puede cambiar)."""
    L = sm.lecturas(lecturas)
    return {
        "18.6.a": sm.FORMULA_18_6_A,
        "18.6.b": sm.FORMULA_18_6_B,
        "EXT-01": sm.formula_ext_01(),
        **sm.PRODUCTOS_10_2,
        "10.2": sm.SUMA_10_2,
        "10.3": sum(sm.productos_10_3(L["INT-25"]).values()),
        "merito": sm.PENSION_MERITO,
        "10.5-piso": sm.piso_10_5(L["INT-22"]),
        "10.5-coordinada": sm.coordinada(L),
        "10.4-coordinada": sm.coordinada(L, ocupacional=True),
    }


@dataclass
class Identidad:
    id: str
    enunciado: str
    clausulas: list[str]
    usa: tuple[str, ...]  # the formulas (ids of `formulas`) it is about
    prueba: Callable[[dict[str, Expr]], Estado] = field(repr=False)
    lecturas: dict[str, tuple[str, ...]] = field(default_factory=dict)  # claimed readings; others: any
    dominio: str = ""

    def entradas(self) -> tuple[str, ...]:
        """Las entradas del registro de las que dependen sus fórmulas."""
        return tuple(sorted({e for u in self.usa for e in DEPENDENCIAS.get(u, ())}))

    def combinaciones(self, todas: bool = False) -> list[dict[str, str]]:
        """Las combinaciones de lecturas bajo las que se afirma (``todas``: también las demás)."""
        registro = sm.registro()
        opciones = [registro[e] if todas or e not in self.lecturas else self.lecturas[e] for e in self.entradas()]
        return [dict(zip(self.entradas(), c, strict=True)) for c in product(*opciones)]

    def expresiones(self, lecturas: Mapping[str, str] | None = None) -> dict[str, Expr]:
        F = formulas(lecturas)
        return {u: F[u] for u in self.usa}

    def demostrar(
        self, lecturas: Mapping[str, str] | None = None, sustituir: Mapping[str, Expr] | None = None
    ) -> Estado:
        """Demuestra la identidad con unas lecturas (por defecto: cada combinación declarada) y, si se da
        ``sustituir``, con esas fórmulas en lugar de las del modelo (para plantar un error)."""
        combinaciones = [dict(lecturas)] if lecturas is not None else self.combinaciones()
        for L in combinaciones:
            F = {**formulas(L), **(sustituir or {})}
            try:
                e = self.prueba(F)
            except NoDecidible as x:
                e = Estado("no_decidida", str(x))
            if not e.demostrada:
                if L:
                    e.detalle = f"con {', '.join(f'{k}={v}' for k, v in L.items())}: {e.detalle}"
                return e
        con = "; ".join(f"{k}: {' o '.join(v)}" for k, v in self.lecturas.items()) or "todas"
        return Estado("demostrada", f"{e.detalle} (lecturas: {con})")


def _signo_10_3(F: dict) -> Estado:
    """p·R − 10.3 ≥ 0 si m ≤ 200p/3 y ≤ 0 si m ≥ 200p/3. Para p > 0, con m = (200p/3)·t (biyección de t ≥ 0 en m ≥ 0)
    la diferencia es multilineal en (R, p, t); la franja p = 0, donde esa sustitución solo alcanza m = 0, se
    examina aparte con m libre."""
    t = Symbol("t", nonnegative=True)
    diferencia = F["merito"] - F["10.3"]
    dominio_p = {**DOMINIO, p: (Rational(0), Rational(1))}
    for intervalo, signo, que in (((0, 1), 1, "≥ 0 si m ≤ 200p/3"), ((1, oo), -1, "≤ 0 si m ≥ 200p/3")):
        e = no_negativa(signo * diferencia.subs(m, Rational(200, 3) * p * t), {**dominio_p, t: intervalo})
        if not e.demostrada:
            e.detalle = f"p > 0, m = (200p/3)·t, t en {intervalo} ({que}): " + e.detalle
            return e
    e = no_negativa(-diferencia.subs(p, 0), DOMINIO)  # p = 0: m ≥ 0 = 200p/3, the difference must be ≤ 0
    if not e.demostrada:
        e.detalle = "franja p = 0 (m ≥ 0 = 200p/3, la diferencia debe ser ≤ 0): " + e.detalle
        return e
    return Estado("demostrada", "p > 0 con m = (200p/3)·t: ≥ 0 para t ≤ 1 y ≤ 0 para t ≥ 1; franja p = 0: ≤ 0")


def regiones_elegibles() -> dict[str, object]:
    """La región elegible de un miembro en servicio activo, por régimen, cuerpo y lecturas que la cambian."""
    entradas = ("INT-02", "INT-06", "INT-11")
    resultado = {}
    for regimen, cuerpo in product(sm.REGIMENES, sm.CUERPOS):
        for lecturas in product(*[sm.registro()[e] for e in entradas]):
            L = dict(zip(entradas, lecturas, strict=True))
            clave = f"{regimen}/{cuerpo}/" + ",".join(f"{k}={v}" for k, v in L.items())
            resultado[clave] = sm.regiones_18(regimen, cuerpo, L)["elegible"]
    return resultado


def creciente_en_la_cuadricula(regiones: Mapping[str, object]) -> Estado:
    """Cada región es cerrada hacia más edad y más servicio: de cada celda de la cuadrícula (umbrales sacados de la
    propia región: puntos e intervalos), la siguiente en edad y la siguiente en servicio también están dentro."""
    try:
        for nombre, cond in regiones.items():
            umbrales = cortes(cond)
            ce = celdas_de(sm.edad, umbrales.get(sm.edad, []), DOMINIO)
            cs = celdas_de(sm.servicio, umbrales.get(sm.servicio, []), DOMINIO)
            dentro = {
                (i, j): sm.se_cumple(cond, edad=ce[i].representante(), servicio=cs[j].representante())
                for i, j in product(range(len(ce)), range(len(cs)))
            }
            for (i, j), esta in dentro.items():
                for vecina in ((i + 1, j), (i, j + 1)):
                    if esta and vecina in dentro and not dentro[vecina]:
                        a, b = vecina
                        return Estado(
                            "refutada",
                            f"{nombre}: dentro en edad {ce[i]}, servicio {cs[j]} "
                            f"y fuera en edad {ce[a]}, servicio {cs[b]}",
                            contraejemplo={"edad": ce[a].representante(), "servicio": cs[b].representante()},
                        )
    except NoDecidible as e:
        return Estado("no_decidida", str(e))
    return Estado("demostrada", "en cada régimen, cuerpo y lectura, la región es cerrada hacia más edad y más servicio")


def particion_de_cuantias(regiones: Callable = sm.regiones_18) -> Estado:
    """Las regiones «cuantía …» de cada régimen, cuerpo y lectura (INT-13, INT-14, INT-15, INT-19, INT-06) parten la
    región «opcional»: cada celda de la cuadrícula está en exactamente una (una sola fórmula por caso)."""
    entradas = ("INT-06", "INT-13", "INT-14", "INT-15", "INT-19")
    for regimen, cuerpo in product(sm.REGIMENES, sm.CUERPOS):
        for lecturas in product(*[sm.registro()[e] for e in entradas]):
            L = dict(zip(entradas, lecturas, strict=True))
            reg = regiones(regimen, cuerpo, L)
            cuantias = {k: v for k, v in reg.items() if k.startswith("cuantía ")}
            todas = Or(reg["opcional"], *cuantias.values())
            umbrales = cortes(todas)
            for ce, cs in product(
                celdas_de(sm.edad, umbrales.get(sm.edad, []), DOMINIO),
                celdas_de(sm.servicio, umbrales.get(sm.servicio, []), DOMINIO),
            ):
                punto = {"edad": ce.representante(), "servicio": cs.representante()}
                en = [k for k, v in cuantias.items() if sm.se_cumple(v, **punto)]
                if len(en) != int(sm.se_cumple(reg["opcional"], **punto)):
                    return Estado(
                        "refutada",
                        f"{regimen}/{cuerpo}/{L}: en edad {ce}, servicio {cs} hay {len(en)} fórmulas ({en})",
                        contraejemplo=punto,
                    )
    return Estado(
        "demostrada", "cada celda de «opcional» tiene exactamente una fórmula, en cada régimen, cuerpo y lectura"
    )


def _dominio_de(*variables: Symbol) -> str:
    partes = []
    for v in variables:
        lo, hi = DOMINIO[v]
        partes.append(f"{v} ≥ {lo}" if hi == oo else f"{lo} ≤ {v} ≤ {hi}")
    return ", ".join(partes)


@cache
def catalogo() -> list[Identidad]:
    """Las identidades y desigualdades, en el orden en que las muestra la documentación: las garantías de 10.5, las
    que comparan dos fórmulas, las de cada fórmula por sí sola y las de las regiones del Artículo 18."""
    return [*_garantias_10_5(), *_entre_dos_formulas(), *_de_cada_formula(), *_de_las_regiones_18()]


def _garantias_10_5() -> list[Identidad]:
    """10.5: la pensión coordinada frente a la pensión que correspondía conforme a la Ley."""
    return [
        Identidad(
            "10.5-garantia",
            "Los pagos combinados del Seguro Social y del Sistema nunca son menores que la pensión que correspondía "
            "conforme a la Ley: pensión coordinada + Seguro Social ≥ P, para toda pensión P ≥ 0, toda cuantía de la "
            "fórmula F ≥ 0, todo beneficio del Seguro Social S ≥ 0, aumentos A ≥ 0 y mínima M ≥ 0; también para la "
            "incapacidad ocupacional con la resta directa de INT-28. Con los aumentos por ley fuera de la garantía o a "
            "los dos lados de ella (INT-22); con «aumentos_cuentan_como_pago» es coordinada + S + A ≥ P.",
            ["10.5", "10.2", "10.3", "10.4"],
            ("10.5-coordinada", "10.4-coordinada"),
            lambda F: _todas([no_negativa_por_casos(F[k] + S - P) for k in ("10.5-coordinada", "10.4-coordinada")]),
            lecturas={"INT-22": ("pension_sin_coordinar", "con_aumentos")},
            dominio=_dominio_de(P, F_, S, A, sm.M),
        ),
        Identidad(
            "10.5-no-excede",
            "La pensión coordinada nunca excede la pensión que correspondía conforme a la Ley: coordinada ≤ P, para "
            "todo P, F, S, A, M ≥ 0, con la lectura «si_reduce» de INT-20 (con «siempre», una fórmula mayor que la "
            "pensión se paga entera), con cualquier lectura de INT-22 (ninguna sube el piso de 10.5 por encima de P).",
            ["10.5", "10.2"],
            ("10.5-coordinada",),
            lambda F: no_negativa_por_casos(P - F["10.5-coordinada"]),
            lecturas={"INT-20": ("si_reduce",)},
            dominio=_dominio_de(P, F_, S, A, sm.M),
        ),
    ]


def _entre_dos_formulas() -> list[Identidad]:
    """Lo que una fórmula da frente a otra: 10.2 y 18.6(a), EXT-01 y 18.6(a), 10.3 y la pensión por mérito, 18.6(a) y
    18.6(b)."""
    return [
        Identidad(
            "10.2-compensacion",
            "Lo que la coordinación quita a una pensión por servicio es exactamente ½ % de la retribución promedio "
            "hasta $6,600 por cada año de servicio (como máximo $33 por año): fórmula de 18.6(a) − 10.2 = "
            "½ % × min(R, 6600) × n. Lo que excede de $6,600 no se toca.",
            ["10.2", "18.6.a"],
            ("18.6.a", "10.2"),
            lambda F: igualdad(F["18.6.a"] - F["10.2"], MEDIO * sm.hasta(R, TOPE) * n),
            dominio=_dominio_de(R, n),
        ),
        Identidad(
            "10.2-no-excede-estatutaria",
            "La fórmula de coordinación nunca da más que la pensión por servicio (1½ % / 2 %), con la misma reducción "
            "actuarial f o sin ella (INT-21): f × 10.2 ≤ f × 18.6(a), para todo R ≥ 0, n ≥ 0, 0 ≤ f ≤ 1.",
            ["10.2", "18.6.a", "10.5"],
            ("18.6.a", "10.2"),
            lambda F: no_negativa(f * (F["18.6.a"] - F["10.2"])),
            dominio=_dominio_de(R, n, f),
        ),
        Identidad(
            "EXT-01-igual-18.6.a",
            "La regla externa EXT-01 (pensión sin reducción) usa la misma fórmula que 18.6(a): 1½ % por los primeros "
            "20 años y 2 % por el exceso; por eso lo demostrado para 18.6(a) vale para la pensión sin reducción.",
            ["18.6.a", "18.5.b"],
            ("EXT-01", "18.6.a"),
            lambda F: igualdad(F["EXT-01"], F["18.6.a"]),
            dominio=_dominio_de(R, n),
        ),
        Identidad(
            "10.3-diferencia-merito",
            "Lo que la coordinación quita a una pensión por mérito p × R es min(R, 6600) × (p − 1½ % × m): "
            "solo la parte de la retribución hasta $6,600 cambia; el exceso conserva el por ciento original "
            "(lectura «literal» de INT-25).",
            ["10.3", "18.5.c"],
            ("merito", "10.3"),
            lambda F: igualdad(F["merito"] - F["10.3"], sm.hasta(R, TOPE) * (p - UNO_Y_MEDIO * m)),
            lecturas={"INT-25": ("literal",)},
            dominio=_dominio_de(R, m, p),
        ),
        Identidad(
            "10.3-signo",
            "La fórmula de 10.3 reduce la pensión por mérito si y solo si los años del cómputo original no pasan de "
            "p / 1½ % (50 años con p = 75 %; 26⅔ años con p = 40 %): p × R − 10.3 ≥ 0 cuando m ≤ 200p/3, y ≤ 0 cuando "
            "m ≥ 200p/3 (también con p = 0). Si no la reduce, no es necesario coordinar (INT-20).",
            ["10.3", "10.2"],
            ("merito", "10.3"),
            _signo_10_3,
            lecturas={"INT-25": ("literal",)},
            dominio=_dominio_de(R, m, p),
        ),
        Identidad(
            "18.6-diferencia-a-b",
            "La fórmula de 18.6(a) da, sobre la de 18.6(b), exactamente ½ % de la retribución promedio por cada año "
            "de servicio en exceso de 20: 18.6(a) − 18.6(b) = ½ % × R × max(n − 20, 0).",
            ["18.6.a", "18.6.b"],
            ("18.6.a", "18.6.b"),
            lambda F: igualdad(F["18.6.a"] - F["18.6.b"], MEDIO * R * sm.exceso(n, TRAMO)),
            dominio=_dominio_de(R, n),
        ),
        Identidad(
            "18.6-a-no-menor-que-b",
            "Con la misma retribución y el mismo servicio, la fórmula de 18.6(a) nunca da menos que la de 18.6(b); "
            "dan lo mismo con 20 años de servicio o menos.",
            ["18.6.a", "18.6.b"],
            ("18.6.a", "18.6.b"),
            lambda F: no_negativa(F["18.6.a"] - F["18.6.b"]),
            dominio=_dominio_de(R, n),
        ),
    ]


def _de_cada_formula() -> list[Identidad]:
    """Lo que vale para cada fórmula por sí sola: ninguna salta en sus umbrales y ninguna baja con más retribución o
    más servicio."""
    return [
        Identidad(
            "continuidad-formulas",
            "Ninguna fórmula salta: 18.6(a), 18.6(b), EXT-01, cada producto de 10.2 y su suma, y 10.3 son continuas en "
            "cada umbral que ellas mismas nombran (20 años, $6,600). Un mes más de servicio o un dólar más de "
            "retribución cambia poco la cuantía.",
            ["18.6.a", "18.6.b", "10.2", "10.3"],
            ("18.6.a", "18.6.b", "EXT-01", "10.2.a", "10.2.b", "10.2.c", "10.2.d", "10.2", "10.3"),
            lambda F: _todas(
                [
                    continua(F[k])
                    for k in ("18.6.a", "18.6.b", "EXT-01", "10.2.a", "10.2.b", "10.2.c", "10.2.d", "10.2", "10.3")
                ]
            ),
            dominio=_dominio_de(R, n, m, p),
        ),
        Identidad(
            "monotonia-formulas",
            "Más retribución o más servicio nunca dan una cuantía menor con la misma fórmula: 18.6(a), 18.6(b), "
            "EXT-01, 10.2 (y cada producto (a)–(d)) son no decrecientes en R y en n; 10.3, en R, m y p.",
            ["18.6.a", "18.6.b", "10.2", "10.3"],
            ("18.6.a", "18.6.b", "EXT-01", "10.2.a", "10.2.b", "10.2.c", "10.2.d", "10.2", "10.3"),
            lambda F: _todas(
                [
                    no_decreciente(F[k], [R, n])
                    for k in ("18.6.a", "18.6.b", "EXT-01", "10.2.a", "10.2.b", "10.2.c", "10.2.d", "10.2")
                ]
                + [no_decreciente(F["10.3"], [R, m, p])]
            ),
            dominio=_dominio_de(R, n, m, p),
        ),
    ]


def _de_las_regiones_18() -> list[Identidad]:
    """Las regiones del Artículo 18 (18.1–18.3, 18.5–18.6): la elegibilidad crece y cada caso tiene una fórmula."""
    return [
        Identidad(
            "18-elegibilidad-creciente",
            "Para un miembro en servicio activo, la elegibilidad del Artículo 18 nunca desaparece con más edad o más "
            "servicio, en cada régimen (antes o después del 1 de abril de 1990), cuerpo y lectura de INT-02, INT-06 "
            "e INT-11.",
            ["18.1", "18.2", "18.3"],
            (),
            lambda F: creciente_en_la_cuadricula(F.get("regiones elegibles") or regiones_elegibles()),
            dominio="edad ≥ 0, servicio ≥ 0",
        ),
        Identidad(
            "18-una-formula-por-caso",
            "Cada pensión opcional tiene exactamente una fórmula (18.6(a), 18.6(b), 18.6(c), EXT-01) o ninguna "
            "(laguna): las regiones de cada fórmula no se solapan y cubren toda la región de la pensión opcional, "
            "en cada régimen, cuerpo y lectura de INT-06, INT-13, INT-14, INT-15 e INT-19.",
            ["18.6.a", "18.6.b", "18.6.c", "18.5"],
            (),
            lambda F: particion_de_cuantias(F.get("regiones del Artículo 18", sm.regiones_18)),
            dominio="edad ≥ 0, servicio ≥ 0",
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
    """Demuestra una identidad del catálogo, con cada combinación de las lecturas que declara (una vez por proceso)."""
    return identidad(id_).demostrar()


def listado() -> list[tuple[str, str, list[str], dict[str, object], str]]:
    """(id, enunciado, cláusulas, expresiones de SymPy, estado de la demostración) de cada identidad, para la
    documentación."""
    return [(i.id, i.enunciado, i.clausulas, i.expresiones(), demostrar(i.id).estado) for i in catalogo()]
