"""Cómo se escriben los valores en los .feature y cómo se convierten al JSON del protocolo.

Los valores se pasan tal cual siempre que la calculadora los entienda (fechas ISO o «10 de mayo de 1960»,
cantidades «$30,000.00»), para que un valor malo llegue a la implementación y pueda probarse su error.
"""

from __future__ import annotations

import re
from decimal import Decimal

from retiro.glosario import escrituras
from retiro.vocabulario import servicio  # noqa: F401  (used by the steps as valores.servicio)

# How a person writes each value: the forms are in the glossary (src/retiro/datos/glosario.yaml), the same that
# `retiro calcular` accepts; «25 años», «24 años y 11 meses», «25,5 años»: retiro.vocabulario.servicio.
CUERPOS = escrituras("cuerpo")
PUESTOS = escrituras("puesto")
TIPOS_PENSION = escrituras("pension.tipo_pension")
TIPOS_COORDINADA = escrituras("coordinacion.tipo_pension")


def de_tabla(tabla: dict, valor: str, que: str) -> str:
    clave = valor.strip().lower()
    if clave not in tabla:
        raise AssertionError(f"{que} desconocido en el .feature: «{valor}»; se admite: {', '.join(sorted(set(tabla)))}")
    return tabla[clave]


def dinero(texto: str) -> Decimal:
    """«$9,000.00» → Decimal('9000.00')."""
    return Decimal(texto.strip().replace("$", "").replace(",", ""))


def lista(texto: str) -> list[str]:
    """«18.1, 18.2» → ['18.1', '18.2']; «ninguna» → []."""
    t = texto.strip()
    if t.lower() in ("", "ninguna", "ninguno", "—", "-"):
        return []
    return [x.strip() for x in re.split(r",| y ", t) if x.strip()]


def si_no(texto: str) -> bool:
    t = texto.strip().lower()
    if t in ("sí", "si", "está", "es", "es elegible", "elegible"):
        return True
    if t in ("no", "no está", "no es", "no es elegible", "no elegible"):
        return False
    raise AssertionError(f"se esperaba sí o no, no «{texto}»")


def poner(solicitud: dict, ruta: str, valor) -> None:
    """Pone un valor en la solicitud siguiendo una ruta con puntos (coordinacion.fecha_coordinacion)."""
    partes = ruta.split(".")
    destino = solicitud
    for p in partes[:-1]:
        destino = destino.setdefault(p, {})
    destino[partes[-1]] = valor


def obtener(respuesta: dict, ruta: str):
    actual = respuesta
    for p in ruta.split("."):
        if not isinstance(actual, dict) or p not in actual:
            raise AssertionError(f"la respuesta no tiene el campo «{ruta}»: {respuesta!r}")
        actual = actual[p]
    return actual
