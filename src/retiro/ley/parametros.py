"""Los parámetros de los Artículos 18 y 10 (``datos/parametros.yaml``): cada cifra, fecha y umbral, declarado una vez.

Cada parámetro tiene su valor exacto, las cláusulas que lo dicen, las palabras del texto de donde sale y el período
en que rige (los límites de ``vigencia.yaml``), como los parámetros con fechas de OpenFisca. Las reglas externas
(``EXT-nn.<clave>``, de ``reglas_externas.yaml``) y los límites del período (``VIG-nn``, de ``vigencia.yaml``) se
leen por el mismo `valor`, con la misma forma (`Parametro`). Se lee de la copia JSON del paquete, como el resto de
los datos (retiro.ley.registro): ninguna orden corriente importa PyYAML por esto.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from retiro.ley.registro import leer_datos, reglas_externas

TIPOS = ("por_ciento", "dolares", "anos", "edad", "fecha")

Valor = Fraction | int | datetime.date


@dataclass(frozen=True, slots=True)
class Parametro:
    """Un parámetro: su valor, de dónde sale (cláusulas o regla, y sus palabras) y el período en que rige."""

    id: str
    clausulas: tuple[str, ...]
    nombre: str
    tipo: str
    valor: Valor
    palabras: str  # the words of the source text (for an external rule, its «texto_citado»)
    archivo: str | None  # the project's copy of the text (None: an external rule or a bound of the period)
    desde: datetime.date | None
    hasta: datetime.date | None


def _valor(tipo: str, texto: object) -> Valor:
    """El valor exacto de un parámetro, según su tipo (nunca un número de coma flotante)."""
    if tipo == "fecha":
        return texto if isinstance(texto, datetime.date) else datetime.date.fromisoformat(str(texto))
    if isinstance(texto, float):
        raise ValueError(f"valor {texto!r}: un parámetro es exacto (un entero o una fracción entre comillas)")
    x = Fraction(str(texto))
    if tipo in ("anos", "edad"):
        if x.denominator != 1:
            raise ValueError(f"valor {texto!r}: los años de un umbral son enteros")
        return int(x)
    return x


@cache
def _limites() -> dict[str, datetime.date]:
    return {v["id"]: _valor("fecha", v["fecha"]) for v in leer_datos("vigencia.yaml")}


@cache
def parametros() -> dict[str, Parametro]:
    """Los parámetros de los dos artículos, por id, en el orden del texto."""
    limites = _limites()
    salida = {}
    for p in leer_datos("parametros.yaml"):
        if p["tipo"] not in TIPOS:
            raise ValueError(f"parámetro {p['id']}: tipo {p['tipo']!r} (es uno de {', '.join(TIPOS)})")
        salida[p["id"]] = Parametro(
            id=p["id"],
            clausulas=tuple(p["clausulas"]),
            nombre=p["nombre"],
            tipo=p["tipo"],
            valor=_valor(p["tipo"], p["valor"]),
            palabras=p["palabras"],
            archivo=p["archivo"],
            desde=limites[p["desde"]],
            hasta=limites[p["hasta"]],
        )
    return salida


def _externo(ident: str) -> Parametro:
    regla, clave = ident.split(".", 1)
    r = reglas_externas()[regla]
    texto = r["valores"][clave]
    tipo = "fecha" if isinstance(texto, datetime.date) else "por_ciento" if "porcentaje" in clave else "anos"
    return Parametro(
        id=ident,
        clausulas=tuple(r["clausulas"]),
        nombre=f"{r['nombre']}: {clave}",
        tipo=tipo,
        valor=_valor(tipo, texto),
        palabras=r["texto_citado"],
        archivo=None,
        desde=None,
        hasta=None,
    )


@cache
def parametro(ident: str) -> Parametro:
    """Un parámetro por su id: ``18.6.a.porcentaje``, una regla externa ``EXT-01.anos_tramo`` o un límite del período
    ``VIG-03`` (su fecha)."""
    if ident in parametros():
        return parametros()[ident]
    if ident.startswith("EXT-"):
        return _externo(ident)
    if ident.startswith("VIG-"):
        v = next(x for x in leer_datos("vigencia.yaml") if x["id"] == ident)
        fecha = _limites()[ident]
        return Parametro(ident, (), v["nombre"], "fecha", fecha, v["texto_citado"], None, None, None)
    raise KeyError(f"no hay parámetro {ident!r} en datos/parametros.yaml, reglas_externas.yaml ni vigencia.yaml")


def valor(ident: str) -> Valor:
    """El valor exacto de un parámetro (véase `parametro`)."""
    return parametro(ident).valor


def fraccion(ident: str) -> Fraction:
    """El valor de un parámetro numérico, como fracción exacta."""
    x = valor(ident)
    if isinstance(x, datetime.date):
        raise TypeError(f"{ident} es una fecha")
    return Fraction(x)


def entero(ident: str) -> int:
    """El valor de un parámetro que es un número entero (años, edades, dólares enteros)."""
    x = fraccion(ident)
    if x.denominator != 1:
        raise ValueError(f"{ident} vale {x}, que no es entero")
    return int(x)


def fecha(ident: str) -> datetime.date:
    """El valor de un parámetro que es una fecha."""
    x = valor(ident)
    if not isinstance(x, datetime.date):
        raise TypeError(f"{ident} no es una fecha")
    return x
