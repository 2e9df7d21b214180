"""Cómo el sitio muestra los valores: los códigos con su etiqueta del glosario, las cláusulas como se citan.

El glosario (``datos/glosario.yaml``, que lee ``retiro.ley.glosario``) es la única fuente de las etiquetas y las
definiciones de los códigos (``requiere_factor_de_la_junta`` → «falta el factor de reducción de la Junta»). El
sitio lo lee solo a través de ``glosario()``.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from functools import cache

from retiro.ley.formato import pesos as dinero
from retiro.ley.glosario import glosario as leer
from retiro.ley.registro import clausulas
from retiro.sitio.fuentes import etiqueta


def glosario() -> dict:
    """El glosario del proyecto: {ruta del campo: Campo(titulo, descripcion, valores: {código: Termino})}."""
    return leer()


@cache
def _por_codigo() -> dict[str, str]:
    """Código -> etiqueta, para los códigos que significan lo mismo en todos los campos donde aparecen."""
    etiquetas: dict[str, set[str]] = {}
    for campo in glosario().values():
        for codigo, t in campo.valores.items():
            etiquetas.setdefault(codigo, set()).add(t.etiqueta)
    return {c: next(iter(e)) for c, e in etiquetas.items() if len(e) == 1}


def codigos() -> set[str]:
    """Los códigos que nunca deben verse crudos en el sitio: los del glosario escritos como identificadores."""
    return {c for campo in glosario().values() for c in campo.valores if "_" in c}


def ancla_glosario(campo: str, codigo: str | None = None) -> str:
    """El ancla de un campo (o de uno de sus códigos) en la página del glosario."""
    texto = campo if codigo is None else f"{campo}-{codigo}"
    return "g-" + re.sub(r"[^a-z0-9]+", "-", texto.lower()).strip("-")


def de_campo(campo: str, codigo: str) -> str | None:
    """La etiqueta de un código de un campo, o None si el glosario no lo tiene."""
    c = glosario().get(campo)
    t = c.valores.get(codigo) if c is not None else None
    return t.etiqueta if t is not None else None


def titulo_campo(campo: str) -> str | None:
    c = glosario().get(campo)
    return c.titulo if c is not None else None


_CLAUSULA = re.compile(r"^1[08]\.\d(\.[a-e])?$")
_DINERO = ("_anual", ".anual", ".mensual", "antes_de_reduccion", "_mensual")


def valor(v: object, campo: str | None = None) -> str:
    """Un valor (de un escenario, de un resultado) como lo lee una persona.

    Con el campo (``pension.estado``), su etiqueta del glosario; sin él, solo los códigos que no dependen del campo.
    Las cláusulas, como se citan (``18.6(a)``); el dinero, con $ y comas; None, «—»; True/False, «sí»/«no».
    """
    if v is None:
        return "—"
    if isinstance(v, bool):
        return "sí" if v else "no"
    if isinstance(v, list):
        return ", ".join(valor(x, campo) for x in v) or "ninguna"
    texto = str(v)
    if campo is not None:
        propia = de_campo(campo, texto)
        if propia is not None:
            return propia
        if campo.endswith(_DINERO):
            try:
                return dinero(Decimal(texto))
            except InvalidOperation:
                pass
    if texto in clausulas() or _CLAUSULA.match(texto):
        return etiqueta(texto)
    if ", " in texto and all(x in clausulas() for x in texto.split(", ")):
        return ", ".join(etiqueta(x) for x in texto.split(", "))
    if texto in ("ninguno", "ninguna"):  # «nothing» in a table of the register, not the code of a field
        return texto
    return _por_codigo().get(texto, texto)
