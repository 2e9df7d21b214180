"""Cómo se escriben los valores en los .feature y cómo se convierten al JSON del protocolo.

Los valores se pasan tal cual siempre que la calculadora los entienda (fechas ISO o «10 de mayo de 1960»,
cantidades «$30,000.00»), para que un valor malo llegue a la implementación y pueda probarse su error.
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from functools import cache
from importlib import resources

from retiro.conformidad.expectativas import Expectativa, decimal, igual, nulo, puntero
from retiro.ley.glosario import escrituras
from retiro.protocolo.vocabulario import servicio  # noqa: F401  (used by the steps as valores.servicio)

# How a person writes each value: the forms are in the glossary (src/retiro/datos/glosario.yaml), the same that
# `retiro calcular` accepts; «25 años», «24 años y 11 meses», «25,5 años»: retiro.protocolo.vocabulario.servicio.
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


def cantidad(texto: str) -> str:
    """Una cantidad de dinero de un paso «Dado» («$30,000.00»), tal cual para la solicitud; una ambigua
    («42.000»: ¿$42,000.00 o $42.00?) detiene el escenario con las dos lecturas
    (retiro.protocolo.vocabulario.cantidad)."""
    from retiro.protocolo import vocabulario

    try:
        return vocabulario.cantidad(texto)
    except vocabulario.CantidadAmbigua as e:
        raise AssertionError(f"cantidad ambigua en el .feature: {e}") from None


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


def esperar(caso, *expectativas: Expectativa) -> None:
    """Registra y comprueba las expectativas de un paso «Entonces» sobre la respuesta (un solo comparador)."""
    assert caso["respuesta"] is not None, "el escenario no evaluó la solicitud (falta un paso «Cuando»)"
    caso["kit"].comprobar(caso["respuesta"], list(expectativas))


@cache
def _esquema_resultado() -> dict:
    return json.loads(resources.files("retiro").joinpath("esquemas", "resultado.schema.json").read_text("utf-8"))


def _tipo(ruta: str) -> dict:
    """El esquema del campo «pension.anual» del resultado (protocolo): su tipo decide cómo se compara."""
    esquema = _esquema_resultado()
    for p in ruta.split("."):
        propiedades = esquema.get("properties", {})
        if p in propiedades:
            esquema = propiedades[p]
        elif p.isdigit() and isinstance(esquema.get("items"), dict):  # «dependencias.pendientes_de_revision.0.id»
            esquema = esquema["items"]
        elif isinstance(esquema.get("additionalProperties"), dict):
            esquema = esquema["additionalProperties"]
        else:
            raise AssertionError(f"el resultado del protocolo no tiene el campo «{ruta}» (resultado.schema.json)")
    return esquema


def expectativa_de_dato(ruta: str, texto: str) -> Expectativa:
    """«el dato "pension.anual" del resultado es "$11,700.00"» como expectativa, según el tipo del campo en el
    esquema: sí/no (booleano), entero, lista («18.1, 18.2», en cualquier orden), cantidad exacta, texto;
    «ninguno» es null."""
    esquema = _tipo(ruta)
    destino = puntero(*ruta.split("."))
    t = texto.strip()
    tipos = esquema.get("type", [])
    tipos = [tipos] if isinstance(tipos, str) else tipos
    if t.lower() == "ninguno":
        return nulo(destino)
    if "boolean" in tipos:
        return igual(destino, si_no(t))
    if "integer" in tipos:
        return igual(destino, int(t))
    if "array" in tipos:
        return Expectativa(destino, "conjunto", lista(t))
    if "string" in tipos and "[0-9]" in esquema.get("pattern", "") and "-[0-9]{2}-" not in esquema["pattern"]:
        return decimal(destino, t)
    return igual(destino, t)
