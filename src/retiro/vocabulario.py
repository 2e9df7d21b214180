"""Cómo escribe una persona los valores de una solicitud, y su forma en el JSON del protocolo.

La línea de órdenes y los .feature admiten lo mismo: «policía» o «Cuerpo de la Policía» por ``policia``
(las formas están en el glosario, ``datos/glosario.yaml``), «32 años», «24 años y 11 meses», «25,5 años»,
«25,5» o «24a11m» por un servicio acreditable. Lo que no se reconoce pasa tal cual, para que la calculadora
dé su error, que nombra el campo.
"""

from __future__ import annotations

import re

from retiro.glosario import de_texto

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


def opcion(campo: str, texto: str) -> str:
    """El código de un valor escrito por una persona («Policía» → ``policia``; campo del glosario), o el texto
    tal cual si no es una forma admitida."""
    return de_texto(campo, texto) or texto
