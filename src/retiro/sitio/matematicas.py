"""Expresiones de SymPy como MathML (sin JavaScript: el navegador lo dibuja) y como LaTeX (``sympy.latex``).

El impresor MathML de SymPy escribe las funciones por tramos como ``piecewise((…), (…))``; aquí se
dibujan con llave y «si» / «en otro caso», como en un texto jurídico.
"""

from __future__ import annotations

from sympy import latex
from sympy.logic.boolalg import BooleanTrue
from sympy.printing.mathml import MathMLPresentationPrinter


class _Impresor(MathMLPresentationPrinter):
    def _mtext(self, texto: str):
        t = self.dom.createElement("mtext")
        t.appendChild(self.dom.createTextNode(texto))
        return t

    def _print_Piecewise(self, expr):
        tabla = self.dom.createElement("mtable")
        for valor, condicion in expr.args:
            fila = self.dom.createElement("mtr")
            izquierda, derecha = self.dom.createElement("mtd"), self.dom.createElement("mtd")
            izquierda.appendChild(self._print(valor))
            if isinstance(condicion, BooleanTrue):
                derecha.appendChild(self._mtext("en otro caso"))
            else:
                mrow = self.dom.createElement("mrow")
                mrow.appendChild(self._mtext("si\u00a0"))
                mrow.appendChild(self._print(condicion))
                derecha.appendChild(mrow)
            fila.appendChild(izquierda)
            fila.appendChild(derecha)
            tabla.appendChild(fila)
        mrow = self.dom.createElement("mrow")
        llave = self.dom.createElement("mo")
        llave.setAttribute("stretchy", "true")
        llave.appendChild(self.dom.createTextNode("{"))
        mrow.appendChild(llave)
        mrow.appendChild(tabla)
        return mrow


def mathml(expr, bloque: bool = True) -> str:
    """La expresión como elemento ``<math>`` de MathML de presentación."""
    cuerpo = _Impresor().doprint(expr)
    display = ' display="block"' if bloque else ""
    return f'<math xmlns="http://www.w3.org/1998/Math/MathML"{display}>{cuerpo}</math>'


def como_latex(expr) -> str:
    return latex(expr)
