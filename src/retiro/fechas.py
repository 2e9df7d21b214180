"""Edad y fechas: la edad se cumple el día del cumpleaños (18.1, 18.2, 18.3, 10.1; INT-05 para el 29 de febrero)."""

from __future__ import annotations

import calendar
from datetime import date, timedelta


def fecha_en_que_cumple(nacimiento: date, anos: int, lectura_29_febrero: str = "28_febrero") -> date:
    """Fecha en que quien nació en `nacimiento` cumple `anos` años ("a partir de la fecha en que cumplan la edad").

    Quien nació un 29 de febrero cumple años, en un año no bisiesto, el 28 de febrero (lectura por defecto de
    INT-05, cómputo «de fecha a fecha») o el 1 de marzo (lectura ``1_marzo``).
    """
    ano = nacimiento.year + anos
    try:
        return nacimiento.replace(year=ano)
    except ValueError:  # 29 February in a non-leap year
        return date(ano, 3, 1) if lectura_29_febrero == "1_marzo" else date(ano, 2, 28)


def edad_cumplida(nacimiento: date, en: date, lectura_29_febrero: str = "28_febrero") -> int:
    """Años cumplidos en la fecha `en` (la edad se alcanza el mismo día del cumpleaños)."""
    anos = en.year - nacimiento.year
    if fecha_en_que_cumple(nacimiento, anos, lectura_29_febrero) > en:
        anos -= 1
    return anos


def fecha_en_que_cumple_meses(nacimiento: date, meses: int, lectura_29_febrero: str = "28_febrero") -> date:
    """Fecha en que se cumplen `meses` meses de edad, de fecha a fecha (18.6(d), INT-30).

    Si el mes no tiene el día del nacimiento (31, o 29 de febrero), se cumplen el último día del mes
    (como en la lectura por defecto de INT-05) o el día siguiente (lectura ``1_marzo``).
    """
    ano, mes = divmod(nacimiento.month - 1 + meses, 12)
    ano, mes = nacimiento.year + ano, mes + 1
    ultimo = calendar.monthrange(ano, mes)[1]
    if nacimiento.day <= ultimo:
        return date(ano, mes, nacimiento.day)
    return date(ano, mes, ultimo) + timedelta(days=1 if lectura_29_febrero == "1_marzo" else 0)


def edad_en_meses(nacimiento: date, en: date, lectura_29_febrero: str = "28_febrero") -> int:
    """Edad en meses cumplidos en la fecha `en` (18.6(d), lectura «anos_y_meses» de INT-30); // 12 da `edad_cumplida`."""
    meses = (en.year - nacimiento.year) * 12 + en.month - nacimiento.month
    if fecha_en_que_cumple_meses(nacimiento, meses, lectura_29_febrero) > en:
        meses -= 1
    return meses


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
