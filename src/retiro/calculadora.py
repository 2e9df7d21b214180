"""La calculadora de referencia: aplica el Artículo 18 y, si se pide, el Artículo 10."""

from __future__ import annotations

from dataclasses import dataclass

from retiro import articulo10, articulo18
from retiro.explicacion import Contexto
from retiro.modelo import Solicitud


@dataclass(slots=True)
class Resultado:
    """Un resultado completo: Artículo 18, Artículo 10 (si se pidió) y el rastro de cómo se llegó a él."""

    solicitud: Solicitud
    articulo18: articulo18.Resultado18
    articulo10: articulo10.Resultado10 | None
    contexto: Contexto


def calcular(s: Solicitud) -> Resultado:
    """Evalúa una solicitud ya validada (véase `retiro.entrada.solicitud`)."""
    ctx = Contexto(lecturas=s.lecturas)
    r18 = articulo18.evaluar(s, ctx)
    r10 = articulo10.coordinar(s, r18, ctx) if s.coordinacion is not None else None
    ctx.lectura("INT-07")
    ctx.lectura("INT-08")  # applied in retiro.entrada (monthly average pay is annualised there)
    if ctx.reglas_externas:
        ctx.aviso("El resultado depende de reglas externas por verificar: " + ", ".join(ctx.reglas_externas) + ".")
    return Resultado(s, r18, r10, ctx)
