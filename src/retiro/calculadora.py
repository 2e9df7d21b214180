"""La calculadora de referencia: el período (vigencia), el Artículo 18 y, si se pide, el Artículo 10."""

from __future__ import annotations

from dataclasses import dataclass

from retiro import articulo10, articulo18, pensiones_posibles, revision, vigencia
from retiro.explicacion import Contexto, Externa, Lista
from retiro.fechas import edad_cumplida, edad_segun
from retiro.lecturas import INT07, INT08
from retiro.modelo import Solicitud


@dataclass(slots=True)
class Resultado:
    """Un resultado completo: Artículo 18, Artículo 10 (si se pidió) y el rastro de cómo se llegó a él."""

    solicitud: Solicitud
    articulo18: articulo18.Resultado18
    articulo10: articulo10.Resultado10 | None
    contexto: Contexto
    vigencia: vigencia.Vigencia
    posibles: pensiones_posibles.PensionesPosibles | None = None  # None: out of the period, not determined


def calcular(s: Solicitud, *, listar_posibles: bool = True) -> Resultado:
    """Evalúa una solicitud ya validada (véase `retiro.entrada.solicitud`). Con ``listar_posibles=False`` no lista las
    demás pensiones a que tiene derecho (`retiro.pensiones_posibles`): solo para barridos que miran la pedida."""
    ctx = Contexto(lecturas=s.lecturas)
    vig = vigencia.evaluar(s, ctx)
    if vig.fuera_retiro and not vig.calcular_igual:
        r18 = articulo18.Resultado18(
            edad=edad_segun(ctx, s.fecha_nacimiento, s.fecha_retiro, edad_cumplida),
            nuevo_participante=articulo18.es_nuevo_participante(s.fecha_ingreso, ctx),
            vias=None,
            estado="fuera_de_vigencia",
        )
        posibles = None
    else:
        r18 = articulo18.evaluar(s, ctx)
        posibles = pensiones_posibles.evaluar(s, r18, ctx) if listar_posibles else None
    r10 = None
    if s.coordinacion is not None:
        if vig.fuera:
            r10 = articulo10.Resultado10(
                "fuera_de_vigencia",
                [
                    {"clausula": lim.id, "motivo": f"{motivo} ({lim.ley})"}
                    for lim, motivo in vig.fuera_retiro + vig.fuera_coordinacion
                ],
                aumentos_por_ley=s.coordinacion.aumentos_por_ley,  # a fact given, reported as given
            )
        else:
            r10 = articulo10.coordinar(s, r18, ctx)
    if _hay_cuantias(r18, r10):
        ctx.lectura(INT07)  # rounding of every reported amount
        ctx.lectura(INT08)  # applied in retiro.entrada (monthly average pay is annualised there)
    if ctx.reglas_externas:
        ctx.aviso(
            "El resultado depende de reglas externas por verificar: {reglas}.",
            reglas=Lista(tuple(Externa(i) for i in ctx.reglas_externas)),
        )
    for texto in revision.avisos(ctx.lecturas_usadas, ctx.reglas_externas, vig.consultados):
        ctx.aviso(texto)
    return Resultado(s, r18, r10, ctx, vig, posibles)


def _hay_cuantias(r18: articulo18.Resultado18, r10: articulo10.Resultado10 | None) -> bool:
    """¿El resultado informa alguna cuantía? Solo entonces dependen de INT-07 (redondeo) e INT-08 (anual o mensual)."""
    return r18.anual_antes_de_reduccion is not None or (r10 is not None and r10.pension_estatutaria is not None)
