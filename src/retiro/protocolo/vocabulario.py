"""Cómo escribe una persona los valores de una solicitud, y su forma en el JSON del protocolo.

La línea de órdenes y los .feature admiten lo mismo: «policía» o «Cuerpo de la Policía» por ``policia``
(las formas están en el glosario, ``datos/glosario.yaml``), «32 años», «24 años y 11 meses», «25,5 años»,
«25,5» o «24a11m» por un servicio acreditable. Lo que no se reconoce pasa tal cual, para que la calculadora
dé su error, que nombra el campo.
"""

from __future__ import annotations

import re
from fractions import Fraction

from retiro.ley import formato
from retiro.ley.glosario import de_texto

_SERVICIO = re.compile(r"(-?[0-9]+(?:[.,][0-9]+)?)(?:\s*años?)?(?:\s*y\s*([0-9]+)\s*mes(?:es)?)?", re.IGNORECASE)
_SOLO_MESES = re.compile(r"([0-9]+)\s*mes(?:es)?", re.IGNORECASE)
_ABREVIADO = re.compile(r"([0-9]+)\s*a\s*(?:([0-9]+)\s*m)?", re.IGNORECASE)  # 24a11m


def servicio(texto: str) -> str | dict:
    """«25 años», «24 años y 11 meses», «25,5 años», «25,5», «11 meses», «24a11m» → forma JSON; otro texto, tal cual."""
    t = texto.strip()
    m = _SERVICIO.fullmatch(t)
    if m:
        anos = m.group(1).replace(",", ".")
        if m.group(2) is None:
            return anos
        return {"anos": int(anos) if anos.lstrip("-").isdigit() else anos, "meses": int(m.group(2))}
    m = _SOLO_MESES.fullmatch(t)
    if m:
        return {"anos": 0, "meses": int(m.group(1))}
    m = _ABREVIADO.fullmatch(t)
    if m:
        return {"anos": int(m.group(1)), "meses": int(m.group(2) or 0)}
    return t


# One separator followed by exactly three digits, and at most three before it: «42.000», «$42,000», «1.500».
_AMBIGUA = re.compile(r"\s*(\$?)\s*([0-9]{1,3})([.,])([0-9]{3})\s*")


class CantidadAmbigua(ValueError):
    """Una cantidad que se lee de dos maneras (punto o coma de miles, o decimal): se rechaza, con las dos."""


def cantidad(texto: str) -> str:
    """Una cantidad de dinero como la escribe una persona («$30,000.00», «30000.00», «30000»), tal cual para el
    lector del protocolo; `CantidadAmbigua` si admite dos lecturas: «42.000» es $42,000.00 para quien escribe el
    punto de miles (en español) y $42.00 para quien lo lee como decimal; «42,000», al revés con la coma.

    Solo para lo que escribe una persona (banderas de la CLI, .feature): en el JSON del protocolo «42.000» es un
    decimal sin ambigüedad (docs/protocolo.md)."""
    m = _AMBIGUA.fullmatch(texto)
    if not m:
        return texto
    entero, separador, tres = m[2], m[3], m[4]
    miles = formato.pesos(int(entero + tres))
    decimal = formato.pesos(Fraction(int(entero + tres), 1000))
    como_miles, como_decimal = (
        ("el punto de miles", "el punto decimal") if separador == "." else ("la coma de miles", "la coma decimal")
    )
    raise CantidadAmbigua(
        f"«{texto.strip()}» se lee de dos maneras: {miles} (con {como_miles}) o {decimal} (con {como_decimal}); "
        f"escríbala sin ambigüedad, con los centavos: «{formato.pesos(int(entero + tres))}» o «{decimal}»"
    )


def opcion(campo: str, texto: str) -> str:
    """El código de un valor escrito por una persona («Policía» → ``policia``; campo del glosario), o el texto
    tal cual si no es una forma admitida."""
    return de_texto(campo, texto) or texto
