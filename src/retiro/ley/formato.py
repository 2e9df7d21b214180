"""Cifras, fechas y plurales en español, como los escribe una persona (Babel, configuración regional es_PR).

Es el único sitio del proyecto que da formato a una cantidad de dinero para leerla: «$12,900.00». Las
cantidades exactas (`Fraction`) se redondean antes con la única regla de redondeo (`retiro.ley.dinero`). Babel
se importa al primer uso: el JSON del protocolo no lo necesita.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction
from functools import cache
from typing import Any

from retiro.ley.dinero import redondear

LOCALE = "es_PR"  # Puerto Rico: «$6,600.00», as the texts write amounts
MESES_POR_ANO = 12


@cache
def _babel() -> Any:
    """Babel's formatting functions and the locale, loaded once on first use."""
    from babel import Locale, dates, lists, numbers

    class B:
        locale = Locale.parse(LOCALE)
        format_currency = staticmethod(numbers.format_currency)
        format_decimal = staticmethod(numbers.format_decimal)
        format_percent = staticmethod(numbers.format_percent)
        format_date = staticmethod(dates.format_date)
        format_list = staticmethod(lists.format_list)

    return B


def pesos(x: Decimal | Fraction | int | str, centavos: bool = True) -> str:
    """Una cantidad de dinero: «$12,900.00», «-$3.50»; sin centavos, «$12,900» (ejes de gráficos)."""
    if isinstance(x, str):
        x = Decimal(x)
    if isinstance(x, (Fraction, int)):
        x = redondear(Fraction(x))
    b = _babel()
    if centavos:
        return b.format_currency(x, "USD", locale=b.locale)
    return b.format_currency(x, "USD", locale=b.locale, format="¤#,##0", currency_digits=False)


def fecha(d: date) -> str:
    """«15 de enero de 2016»."""
    b = _babel()
    return b.format_date(d, format="long", locale=b.locale)


def _decimal(x: Decimal | Fraction | int, decimales: int) -> tuple[Decimal, bool]:
    """(valor con a lo sumo `decimales` cifras decimales, exacto?)."""
    if isinstance(x, Decimal):
        return x, True
    x = Fraction(x)
    escala = 10**decimales
    q = Decimal(x.numerator * escala) / Decimal(x.denominator)
    aproximado = (x.numerator * escala) % x.denominator != 0
    return q.quantize(Decimal(1), rounding=ROUND_HALF_EVEN).scaleb(-decimales).normalize(), not aproximado


def numero(x: Decimal | Fraction | int, decimales: int = 6) -> str:
    """Un número: «26.5», «1,250», «0.333333…» (los puntos suspensivos dicen que no es exacto)."""
    valor, exacto = _decimal(x, decimales)
    b = _babel()
    texto = b.format_decimal(valor, format="#,##0." + "#" * decimales, locale=b.locale)
    return texto if exacto else texto + "…"


def por_ciento(x: Fraction | Decimal) -> str:
    """Una fracción como por ciento: 3/4 → «75 %», 3/200 → «1.5 %»."""
    return numero(Fraction(x) * 100, 4) + " %"


def por_ciento_como_la_ley(x: Fraction) -> str:
    """Un por ciento como lo escribe el texto, sin Babel (va en las frases de cada evaluación): 3/200 → «1½ %»,
    1/50 → «2 %», 1/40 → «2½ %»; otro, en decimales: 9/400 → «2.25 %»."""
    p = Fraction(x) * 100
    if p.denominator == 1:
        return f"{p.numerator} %"
    if p.denominator == 2:
        entero = p.numerator // 2
        return f"{entero or ''}½ %"
    q, r = divmod(p.numerator * 10**6, p.denominator)
    return (f"{q // 10**6}.{q % 10**6:06d}".rstrip("0") + ("…" if r else "")) + " %"


def pesos_del_texto(x: Fraction | int) -> str:
    """Una cifra del texto en dólares, como la escribe, sin Babel: 6600 → «$6,600» (con centavos, «$6,600.50»)."""
    x = Fraction(x)
    if x.denominator == 1:
        return f"${x.numerator:,}"
    return "$" + f"{redondear(x):,.2f}"


def cantidad(n: int | Fraction | Decimal, singular: str, plural: str) -> str:
    """Un número con su nombre, en singular o plural según las reglas del español: «1 año», «2 años», «0 meses»."""
    forma = _babel().locale.plural_form(n if isinstance(n, int) else float(n))
    return f"{numero(n)} {singular if forma == 'one' else plural}"


def anos(n: int | Fraction) -> str:
    """«55 años», «1 año»."""
    return cantidad(n, "año", "años")


def anos_y_meses(x: Fraction | int) -> str:
    """Un tiempo en años como lo diría un abogado: «24 años y 11 meses», «25 años», «1 año y 1 mes», «8 meses»;
    si no son meses enteros, en años con decimales («25.1 años»)."""
    x = Fraction(x)
    meses, sobra = divmod(x.numerator * MESES_POR_ANO, x.denominator)
    if sobra:
        return anos(x)
    a, m = divmod(meses, MESES_POR_ANO)
    if not m:
        return anos(a)
    if not a:
        return cantidad(m, "mes", "meses")
    return f"{anos(a)} y {cantidad(m, 'mes', 'meses')}"


def lista(elementos: Iterable[str], o: bool = False) -> str:
    """«a, b y c» (o «a, b o c»)."""
    partes = list(elementos)
    if not partes:
        return ""
    b = _babel()
    return b.format_list(partes, style="or" if o else "standard", locale=b.locale)


def cita(clausula: str) -> str:
    """Cómo se cita una cláusula: ``18.6.a`` → «18.6(a)»; ``18.1`` y ``EXT-01`` quedan igual."""
    partes = clausula.split(".")
    if len(partes) > 2 and partes[-1].isalpha():
        return f"{'.'.join(partes[:-1])}({partes[-1]})"
    return clausula
