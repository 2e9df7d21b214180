"""La calculadora de referencia: el período (vigencia), el Artículo 18 y, si se pide, el Artículo 10."""

from __future__ import annotations

from dataclasses import dataclass

from retiro import articulo10, articulo18, derechos_adquiridos, regimenes_externos, revision, vigencia
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


def calcular(s: Solicitud) -> Resultado:
    """Evalúa una solicitud ya validada (véase `retiro.entrada.solicitud`)."""
    ctx = Contexto(lecturas=s.lecturas)
    vig = vigencia.evaluar(s, ctx)
    if vig.fuera_retiro and not vig.calcular_igual:
        r18 = articulo18.Resultado18(
            edad=edad_segun(ctx, s.fecha_nacimiento, s.fecha_retiro, edad_cumplida),
            nuevo_participante=articulo18.es_nuevo_participante(s.fecha_ingreso, ctx),
            vias=None,
            elegible=None,  # «no determinado»: the texts do not govern it (never a denial)
            estado="fuera_de_vigencia",
        )
    elif vig.amparo is not None and vig.amparo.ampara:  # Ley 3-2013, § 787c(a): at 30 June 2013 (INT-47)
        assert vig.amparo.al_articulo_18 is not None
        r18 = articulo18.evaluar(vig.amparo.al_articulo_18, ctx)
        r18.edad = derechos_adquiridos.edad_al_retiro(s, ctx)
    else:
        r18 = articulo18.evaluar(s, ctx)
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
            r10 = articulo10.coordinar(_para_el_articulo_10(s, vig), r18, ctx)
    regimenes_externos.avisar(s, r18, r10, ctx)
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
    return Resultado(s, r18, r10, ctx, vig)


def _para_el_articulo_10(s: Solicitud, vig: vigencia.Vigencia) -> Solicitud:
    """La solicitud que coordina el Artículo 10: la dada o, con § 787c(a), las cifras congeladas (INT-47)."""
    if vig.amparo is not None and vig.amparo.al_articulo_10 is not None:
        return vig.amparo.al_articulo_10
    return s


def _hay_cuantias(r18: articulo18.Resultado18, r10: articulo10.Resultado10 | None) -> bool:
    """¿El resultado informa alguna cuantía? Solo entonces dependen de INT-07 (redondeo) e INT-08 (anual o mensual)."""
    return r18.anual_antes_de_reduccion is not None or (r10 is not None and r10.pension_estatutaria is not None)
