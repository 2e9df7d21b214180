"""Expresiones de SymPy como MathML (sin JavaScript: el navegador lo dibuja) y como LaTeX (``sympy.latex``).

Para que un abogado las lea como en el texto:

- los tramos «hasta un máximo de 20» y «en exceso de 20» (``Piecewise`` de ``simbolico.hasta`` y
  ``simbolico.exceso``) se escriben ``min(n, 20)`` y ``max(n − 20, 0)``;
- los coeficientes como 3/200 se escriben en por ciento, como la ley: ``1½ %``;
- una función por tramos de otra forma se dibuja como tabla de tramos («si …» / «en otro caso») con una llave
  dibujada por CSS (``mtable.tramos``), porque Chromium no estira la llave ``{`` sin una fuente matemática.
"""

from __future__ import annotations

import html
import re

from sympy import Integer, Le, Rational, latex
from sympy.logic.boolalg import And, BooleanTrue, Or
from sympy.printing.mathml import MathMLPresentationPrinter


def porcentaje(c) -> str | None:
    """``3/200`` -> ``1½``; ``1/50`` -> ``2``; None si el coeficiente no es un por ciento sencillo (entero o medio)."""
    if not isinstance(c, Rational) or c.is_Integer or not (0 < abs(c) < 1):
        return None
    p = abs(c) * 100
    if p.q == 1:
        return str(p)
    if p.q == 2:
        entero = p.p // 2
        return f"{entero}½" if entero else "½"
    return None


def tramo(expr):
    """``("min", (x, t))`` o ``("max", (x − t, 0))`` si el Piecewise es «hasta t» o «en exceso de t»; si no, None."""
    if len(expr.args) != 2:
        return None
    (a, cond), (b, otro) = expr.args
    if not isinstance(otro, BooleanTrue) or not isinstance(cond, Le):
        return None
    x, t = cond.args
    if not (x.is_Symbol and t.is_number):
        return None
    if a == x and b == t:
        return "min", (x, t)
    if a == 0 and (b - (x - t)).expand() == 0:
        return "max", (x - t, Integer(0))
    return None


class _Impresor(MathMLPresentationPrinter):
    def _el(self, nombre: str, texto: str | None = None, **atributos):
        nodo = self.dom.createElement(nombre)
        for k, v in atributos.items():
            nodo.setAttribute(k, v)
        if texto is not None:
            nodo.appendChild(self.dom.createTextNode(texto))
        return nodo

    def _funcion(self, nombre: str, argumentos) -> object:
        mrow = self._el("mrow")
        mrow.appendChild(self._el("mi", nombre, mathvariant="normal"))
        mrow.appendChild(self._el("mo", "("))
        for k, arg in enumerate(argumentos):
            if k:
                mrow.appendChild(self._el("mo", ",", separator="true"))
            mrow.appendChild(self._print(arg))
        mrow.appendChild(self._el("mo", ")"))
        return mrow

    def _print_Piecewise(self, expr):
        forma = tramo(expr)
        if forma:
            return self._funcion(*forma)
        tabla = self._el("mtable", columnalign="left", **{"class": "tramos"})
        for valor, condicion in expr.args:
            fila = self._el("mtr")
            izquierda, derecha = self._el("mtd"), self._el("mtd")
            izquierda.appendChild(self._print(valor))
            if isinstance(condicion, BooleanTrue):
                derecha.appendChild(self._el("mtext", "en otro caso"))
            else:
                mrow = self._el("mrow")
                mrow.appendChild(self._el("mtext", "si\u00a0"))
                mrow.appendChild(self._print(condicion))
                derecha.appendChild(mrow)
            fila.appendChild(izquierda)
            fila.appendChild(derecha)
            tabla.appendChild(fila)
        return tabla

    def _print_Max(self, expr):
        return self._funcion("max", expr.args)

    def _print_Min(self, expr):
        return self._funcion("min", expr.args)

    def _print_Mul(self, expr):
        c, resto = expr.as_coeff_Mul()
        pct = porcentaje(c)
        if pct is None:
            return super()._print_Mul(expr)
        mrow = self._el("mrow")
        if c < 0:
            mrow.appendChild(self._el("mo", "\u2212"))
        mrow.appendChild(self._el("mn", pct))
        mrow.appendChild(self._el("mo", "%", lspace="0.1em"))
        mrow.appendChild(self._el("mo", "\u00b7"))
        if resto.is_Add:
            mrow.appendChild(self._print_parentesis(resto))
        else:
            mrow.appendChild(self._print(resto))
        return mrow

    def _print_parentesis(self, expr):
        mrow = self._el("mrow")
        mrow.appendChild(self._el("mo", "("))
        mrow.appendChild(self._print(expr))
        mrow.appendChild(self._el("mo", ")"))
        return mrow

    def _fila(self, tabla, *piezas) -> None:
        """Una línea de la tabla: operadores (texto) y expresiones, en orden."""
        fila, celda, mrow = self._el("mtr"), self._el("mtd"), self._el("mrow")
        for p in piezas:
            mrow.appendChild(self._el("mo", p) if isinstance(p, str) else self._print(p))
        celda.appendChild(mrow)
        fila.appendChild(celda)
        tabla.appendChild(fila)

    def _lineas(self, expr, tabla, antes: str | None = None) -> None:
        """Añade ``expr`` a la tabla en una o varias líneas; ``antes``: operador al principio de la primera.

        Solo se parte lo que no cabe en una línea (``_larga``): una suma, un sumando por línea; un producto por una
        suma, con el paréntesis abierto en la primera línea y cerrado en la última (así ningún paréntesis tiene que
        estirarse); una disyunción o conjunción, una condición por línea."""
        previo = [antes] if antes else []
        factores = [f for f in expr.args if f.is_Add] if expr.is_Mul else []
        if not _larga(expr):
            self._fila(tabla, *previo, expr)
        elif expr.is_Add:
            for k, termino in enumerate(self._as_ordered_terms(expr)):
                negativo = termino.could_extract_minus_sign()
                signo = ["\u2212" if negativo else "+"] if (k or negativo) else []
                self._fila(tabla, *(previo if k == 0 else []), *signo, -termino if negativo else termino)
        elif len(factores) == 1:
            suma = factores[0]
            resto = expr.func(*[f for f in expr.args if f is not suma])
            terminos = self._as_ordered_terms(suma)
            for k, termino in enumerate(terminos):
                negativo = termino.could_extract_minus_sign()
                cabeza = [*previo, resto, "\u00b7", "("] if k == 0 else ["\u2212" if negativo else "+"]
                if k == 0 and negativo:
                    cabeza.append("\u2212")
                cola = [")"] if k == len(terminos) - 1 else []
                self._fila(tabla, *cabeza, -termino if negativo else termino, *cola)
        elif isinstance(expr, (Or, And)):
            simbolo = "\u2228" if isinstance(expr, Or) else "\u2227"
            for k, arg in enumerate(expr.args):
                self._fila(tabla, *(previo if k == 0 else [simbolo]), arg)
        else:
            self._fila(tabla, *previo, expr)

    def en_lineas(self, expr):
        """Una expresión larga en varias líneas, para no desbordar la página: una suma, un sumando por línea («+» al
        principio de cada una); un producto por una suma larga, igual, con el paréntesis abierto en la primera línea
        y cerrado en la última; una disyunción o conjunción larga, una condición por línea. En una igualdad o
        desigualdad, el lado derecho va tras «=», «≥» o «≤»."""
        tabla = self._el("mtable", columnalign="left")
        if expr.is_Relational:
            self._lineas(expr.lhs, tabla)
            self._lineas(expr.rhs, tabla, _RELACION.get(expr.rel_op, expr.rel_op))
        else:
            self._lineas(expr, tabla)
        return tabla.toxml()


_RELACION = {"==": "=", ">=": "\u2265", "<=": "\u2264", ">": ">", "<": "<"}


LINEA = 30  # visible characters of a formula line that fit a phone's width


def _visible(expr) -> int:
    """Cuántos caracteres se ven de la expresión escrita en una sola línea."""
    return len(html.unescape(re.sub(r"<[^>]+>", "", _Impresor().doprint(expr))))


def _larga(expr) -> bool:
    """Si la expresión no cabe en una línea y se puede partir (véase ``_Impresor._lineas``)."""
    if expr.is_Relational:
        return _larga(expr.lhs) or _larga(expr.rhs) or _visible(expr) > LINEA
    partible = (
        (expr.is_Add and len(expr.args) > 1)
        or (isinstance(expr, (Or, And)) and len(expr.args) > 1)
        or (expr.is_Mul and sum(f.is_Add for f in expr.args) == 1)
    )
    return partible and _visible(expr) > LINEA


def mathml(expr, bloque: bool = True) -> str:
    """La expresión como elemento ``<math>`` de MathML de presentación (una expresión larga, en líneas)."""
    impresor = _Impresor()
    cuerpo = impresor.en_lineas(expr) if _larga(expr) else impresor.doprint(expr)
    cuerpo = cuerpo.replace("<mo>-</mo>", "<mo>\u2212</mo>")  # a true minus sign, not a hyphen
    cuerpo = cuerpo.replace("<mo>&InvisibleTimes;</mo>", "<mo>\u00b7</mo>")  # products written out: R · min(n, 20)
    display = ' display="block"' if bloque else ""
    return f'<math xmlns="http://www.w3.org/1998/Math/MathML"{display}>{cuerpo}</math>'


def como_latex(expr) -> str:
    return latex(expr)
