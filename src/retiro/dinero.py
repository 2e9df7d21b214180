"""Dinero exacto y la única regla de redondeo del proyecto (INT-07).

Toda cuantía se calcula con números racionales exactos (`fractions.Fraction`). Solo las cifras que se
informan se redondean, y solo aquí: al centavo, la mitad hacia arriba (ROUND_HALF_UP).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

CENTAVO = Decimal("0.01")
MESES_POR_ANO = 12


def redondear(x: Fraction) -> Decimal:
    """Redondea una cuantía exacta al centavo, la mitad hacia arriba (también para negativos, por simetría)."""
    signo = -1 if x < 0 else 1
    centavos = (abs(x) * 100 * 2 + 1) // 2  # floor(|x|*100 + 1/2)
    return (Decimal(signo * centavos) * CENTAVO).quantize(CENTAVO)


def cifras(anual_exacta: Fraction, lectura_redondeo: str = "final_al_centavo") -> tuple[Decimal, Decimal]:
    """Cifra anual y mensual de una cuantía anual exacta, según la lectura de INT-07.

    - ``final_al_centavo`` (por defecto): anual y mensual se redondean, cada una, desde el valor exacto.
    - ``mensual_desde_anual``: la mensual es la anual ya redondeada dividida por 12, redondeada otra vez.
    """
    anual = redondear(anual_exacta)
    if lectura_redondeo == "mensual_desde_anual":
        return anual, redondear(Fraction(anual) / MESES_POR_ANO)
    return anual, redondear(anual_exacta / MESES_POR_ANO)


def texto(x: Decimal) -> str:
    """Cantidad como en el texto de la ley: $6,600.00."""
    return f"${x:,.2f}" if x >= 0 else f"-${-x:,.2f}"


def fraccion_texto(x: Fraction) -> str:
    """Un racional exacto como texto decimal legible (hasta 6 decimales, sin ceros sobrantes)."""
    if x.denominator == 1:
        return str(x.numerator)
    d = (Decimal(x.numerator) / Decimal(x.denominator)).quantize(Decimal("0.000001"))
    s = format(d.normalize(), "f")
    return s if Fraction(s) == x else f"{s}…"
