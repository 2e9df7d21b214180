"""Dinero exacto y la única regla de redondeo del proyecto (INT-07).

Toda cuantía se calcula con números racionales exactos (`fractions.Fraction`). Solo las cifras que se
informan se redondean, y solo aquí: al centavo, la mitad hacia arriba (ROUND_HALF_UP).
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

MESES_POR_ANO = 12


def redondear(x: Fraction) -> Decimal:
    """Redondea una cuantía exacta al centavo, la mitad hacia arriba (también para negativos, por simetría)."""
    if not isinstance(x, Fraction):
        x = Fraction(x)
    return _redondear(x.numerator, x.denominator)


def _redondear(n: int, d: int) -> Decimal:
    """`redondear(n/d)` in integer arithmetic: the same result, without intermediate Fraction objects."""
    centavos = (200 * abs(n) + d) // (2 * d)  # floor(|n/d|*100 + 1/2)
    signo = "-" if n < 0 and centavos else ""
    return Decimal(f"{signo}{centavos // 100}.{centavos % 100:02d}")


def cifras(anual_exacta: Fraction, lectura_redondeo: str = "final_al_centavo") -> tuple[Decimal, Decimal]:
    """Cifra anual y mensual de una cuantía anual exacta, según la lectura de INT-07.

    - ``final_al_centavo`` (por defecto): anual y mensual se redondean, cada una, desde el valor exacto.
    - ``mensual_desde_anual``: la mensual es la anual ya redondeada dividida por 12, redondeada otra vez.
    - ``mensual_es_lo_pagado``: la mensual se redondea desde el valor exacto y la anual es 12 veces esa mensual.
    """
    x = anual_exacta if isinstance(anual_exacta, Fraction) else Fraction(anual_exacta)
    if lectura_redondeo == "mensual_es_lo_pagado":
        mensual = _redondear(x.numerator, x.denominator * MESES_POR_ANO)
        return mensual * MESES_POR_ANO, mensual
    anual = _redondear(x.numerator, x.denominator)
    if lectura_redondeo == "mensual_desde_anual":
        return anual, redondear(Fraction(anual) / MESES_POR_ANO)
    return anual, _redondear(x.numerator, x.denominator * MESES_POR_ANO)  # x / 12, without a Fraction


def fraccion_texto(x: Fraction) -> str:
    """Un racional exacto como texto decimal legible: hasta 6 decimales, sin ceros sobrantes si es exacto; si no,
    los 6 decimales (redondeados) y «…»."""
    n, d = x.numerator, x.denominator
    if d == 1:
        return str(n)
    q, r = divmod(abs(n) * 1_000_000, d)  # millionths, rounded half to even (as Decimal.quantize)
    if 2 * r > d or (2 * r == d and q % 2):
        q += 1
    entero, decimales = divmod(q, 1_000_000)
    signo = "-" if n < 0 else ""
    if r:  # inexact: the six decimals shown, then «…» (a factor under 0.0000005 is «0.000000…», not «0…»)
        return f"{signo}{entero}.{decimales:06d}…"
    return signo + (f"{entero}.{decimales:06d}".rstrip("0") if decimales else str(entero))
