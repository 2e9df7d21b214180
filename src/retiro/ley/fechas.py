"""Edad y fechas: la edad se cumple el día del cumpleaños (18.1, 18.2, 18.3, 10.1; INT-05 para el 29 de febrero)."""

from __future__ import annotations

import calendar
from collections.abc import Callable
from datetime import date, timedelta
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING

from retiro.ley.dinero import fraccion_texto
from retiro.ley.lecturas import INT05

if TYPE_CHECKING:
    from retiro.ley.explicacion import Contexto


def fecha_en_que_cumple(nacimiento: date, anos: int, lectura_29_febrero: str = INT05.FEBRERO_28) -> date:
    """Fecha en que quien nació en `nacimiento` cumple `anos` años ("a partir de la fecha en que cumplan la edad").

    Quien nació un 29 de febrero cumple años, en un año no bisiesto, el 28 de febrero (lectura ``28_febrero`` de
    INT-05, cómputo «de fecha a fecha») o el 1 de marzo (lectura ``1_marzo``).
    """
    ano = nacimiento.year + anos
    try:
        return nacimiento.replace(year=ano)
    except ValueError:  # 29 February in a non-leap year
        return date(ano, 3, 1) if lectura_29_febrero == INT05.MARZO_1 else date(ano, 2, 28)


def edad_cumplida(nacimiento: date, en: date, lectura_29_febrero: str = INT05.FEBRERO_28) -> int:
    """Años cumplidos en la fecha `en` (la edad se alcanza el mismo día del cumpleaños)."""
    anos = en.year - nacimiento.year
    if fecha_en_que_cumple(nacimiento, anos, lectura_29_febrero) > en:
        anos -= 1
    return anos


def fecha_en_que_cumple_meses(nacimiento: date, meses: int, lectura_29_febrero: str = INT05.FEBRERO_28) -> date:
    """Fecha en que se cumplen `meses` meses de edad, de fecha a fecha (18.6(d), INT-30).

    Si el mes no tiene el día del nacimiento (31, o 29 de febrero), se cumplen el último día del mes
    (como en la lectura ``28_febrero`` de INT-05) o el día siguiente (lectura ``1_marzo``).
    """
    ano, mes = divmod(nacimiento.month - 1 + meses, 12)
    ano, mes = nacimiento.year + ano, mes + 1
    ultimo = calendar.monthrange(ano, mes)[1]
    if nacimiento.day <= ultimo:
        return date(ano, mes, nacimiento.day)
    return date(ano, mes, ultimo) + timedelta(days=1 if lectura_29_febrero == INT05.MARZO_1 else 0)


def edad_en_meses(nacimiento: date, en: date, lectura_29_febrero: str = INT05.FEBRERO_28) -> int:
    """Edad en meses cumplidos en la fecha `en` (18.6(d), lectura «anos_y_meses» de INT-30); // 12 da
    `edad_cumplida`."""
    meses = (en.year - nacimiento.year) * 12 + en.month - nacimiento.month
    if fecha_en_que_cumple_meses(nacimiento, meses, lectura_29_febrero) > en:
        meses -= 1
    return meses


@lru_cache(maxsize=4096)
def anos_entre(desde: date, hasta: date) -> tuple[int, int, int]:
    """Años, meses y días completos entre dos fechas (para mostrar; las reglas usan `edad_cumplida`)."""
    meses = (hasta.year - desde.year) * 12 + (hasta.month - desde.month)
    if hasta.day < desde.day:
        meses -= 1
    ano, mes = divmod(desde.month - 1 + meses, 12)
    ano += desde.year
    ultimo = calendar.monthrange(ano, mes + 1)[1]
    ancla = date(ano, mes + 1, min(desde.day, ultimo))
    return meses // 12, meses % 12, (hasta - ancla).days


def es_29_de_febrero(nacimiento: date) -> bool:
    return nacimiento.month == 2 and nacimiento.day == 29


def edad_segun(
    ctx: Contexto, nacimiento: date, en: date, edad: Callable[[date, date, str], int] = edad_cumplida
) -> int:
    """Años cumplidos en `en`; la lectura de INT-05 se consulta solo si el nacimiento es un 29 de febrero y las
    dos lecturas dan edades distintas en esa fecha (solo entonces cambia el resultado).

    `edad` es la función que mide la edad (el módulo que llama pasa la suya, para que pueda sustituirse)."""
    if not es_29_de_febrero(nacimiento):
        return edad(nacimiento, en, INT05.FEBRERO_28)
    una, otra = edad(nacimiento, en, INT05.FEBRERO_28), edad(nacimiento, en, INT05.MARZO_1)
    if una == otra:
        return una
    return edad(nacimiento, en, ctx.lectura(INT05))


def lectura_29_si_importa(ctx: Contexto, nacimiento: date) -> str:
    """La lectura de INT-05 para un cómputo que depende de ella solo si el nacimiento es un 29 de febrero."""
    return ctx.lectura(INT05) if es_29_de_febrero(nacimiento) else INT05.FEBRERO_28


MESES = (
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
)


def fecha_larga(f: date) -> str:
    """La fecha como se escribe en los textos: «30 de junio de 2013»."""
    return f"{f.day} de {MESES[f.month - 1]} de {f.year}"


# The motives and messages built on every evaluation (JSON `motivo`, errors) are written here without Babel, which
# costs 70 ms to load and 20 µs a call; the text for people (`retiro.ley.formato`) uses Babel. Spanish plural: only 1 is
# singular.
def _n(n: int, singular: str, plural: str) -> str:
    return f"{n} {singular if n == 1 else plural}"


def tiempo_texto(x: Fraction) -> str:
    """Un tiempo en años como lo diría un abogado: «24 años y 11 meses», «1 año», «8 meses»; «26.666667… años» si
    no son meses enteros."""
    meses, sobra = divmod(x.numerator * 12, x.denominator)
    if sobra:
        return f"{fraccion_texto(x)} años"
    anos, resto = divmod(meses, 12)
    if not resto:
        return _n(anos, "año", "años")
    if not anos:
        return _n(resto, "mes", "meses")
    return f"{_n(anos, 'año', 'años')} y {_n(resto, 'mes', 'meses')}"


def transcurrido_texto(desde: date, hasta: date) -> str:
    """El tiempo entre dos fechas: «12 años, 1 mes y 3 días»."""
    anos, meses, dias = anos_entre(desde, hasta)
    return f"{_n(anos, 'año', 'años')}, {_n(meses, 'mes', 'meses')} y {_n(dias, 'día', 'días')}"
