"""La calculadora de referencia: el período (vigencia), el Artículo 18 y, si se pide, el Artículo 10."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from retiro import revision
from retiro.comun.errores import ErrorDeEntrada
from retiro.ley import articulo10, articulo18, derechos_adquiridos, pensiones_posibles, regimenes_externos, vigencia
from retiro.ley.dinero import cifras
from retiro.ley.explicacion import Contexto, Externa, Lista
from retiro.ley.fechas import edad_cumplida, edad_segun
from retiro.ley.lecturas import INT07, INT08
from retiro.ley.modelo import Solicitud
from retiro.ley.registro import interpretaciones


@dataclass(slots=True)
class Resultado:
    """Un resultado completo: Artículo 18, Artículo 10 (si se pidió) y el rastro de cómo se llegó a él."""

    solicitud: Solicitud
    articulo18: articulo18.Resultado18
    articulo10: articulo10.Resultado10 | None
    contexto: Contexto
    vigencia: vigencia.Vigencia
    ocr: list[str] = field(default_factory=list)  # OCR corrections of the text of the clauses the result cites
    # A result that rests on something the review rejected: the status the rules gave (the one shown is
    # «sin_respaldo»; retiro.revision).
    estado_de_la_regla18: str | None = None
    estado_de_la_regla10: str | None = None
    posibles: pensiones_posibles.PensionesPosibles | None = None  # None: out of the period, not determined


def calcular(s: Solicitud, _revisar: bool = True, *, listar_posibles: bool = True) -> Resultado:
    """Evalúa una solicitud ya validada (véase `retiro.protocolo.entrada.solicitud`). Con ``listar_posibles=False`` no
    lista las
    demás pensiones a que tiene derecho (`retiro.ley.pensiones_posibles`): solo para barridos que miran la pedida."""
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
        posibles = None
    elif vig.amparo is not None and vig.amparo.ampara:  # Ley 3-2013, § 787c(a): at 30 June 2013 (INT-47)
        assert vig.amparo.al_articulo_18 is not None
        r18 = articulo18.evaluar(vig.amparo.al_articulo_18, ctx)
        r18.edad = derechos_adquiridos.edad_al_retiro(s, ctx)
        posibles = pensiones_posibles.evaluar(vig.amparo.al_articulo_18, r18, ctx) if listar_posibles else None
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
            r10 = articulo10.coordinar(_para_el_articulo_10(s, vig), r18, ctx)
    regimenes_externos.avisar(s, r18, r10, ctx)
    if _hay_cuantias(r18, r10):
        ctx.lectura(INT07)  # rounding of every reported amount
        ctx.lectura(INT08)  # applied in retiro.protocolo.entrada (monthly average pay is annualised there)
    if ctx.reglas_externas:
        ctx.aviso(
            "El resultado depende de reglas externas por verificar: {reglas}.",
            reglas=Lista(tuple(Externa(i) for i in ctx.reglas_externas)),
        )
    res = Resultado(s, r18, r10, ctx, vig, posibles=posibles)
    if _revisar:
        _revision(res)
    return res


def _revision(res: Resultado) -> None:
    """La revisión jurídica, aplicada en el borde (las reglas no la leen): los avisos de lo que no está aprobado y,
    si el resultado depende de algo rechazado, el estado de la pensión y el de la coordinación pasan a
    «sin_respaldo» (la cifra se conserva, marcada como la que daría lo rechazado). Lo que se mira es lo mismo que
    dice una fila de `retiro lote` (`retiro.lote.filas.con_revision`): las lecturas, las reglas externas, los límites
    del período y las correcciones del texto de las cláusulas citadas."""
    ctx, vig, r18, r10 = res.contexto, res.vigencia, res.articulo18, res.articulo10
    citadas = [*clausulas_citadas_18(r18), *([] if r10 is None else [m["clausula"] for m in r10.motivos])]
    res.ocr = revision.ocr_de(citadas)
    for texto in revision.avisos(ctx.lecturas_usadas, ctx.reglas_externas, vig.consultados, res.ocr):
        ctx.aviso(texto)
    rechazadas = revision.rechazadas(ctx.lecturas_usadas, ctx.reglas_externas, vig.consultados, res.ocr)
    if not rechazadas:
        return
    redondeo = res.solicitud.lecturas[INT07.entrada()]
    # Every part of the result rests on it, a «fuera_de_vigencia» too (a rejected period bound).
    res.estado_de_la_regla18, r18.estado = r18.estado, "sin_respaldo"
    cifra = None if r18.anual is None else _pesos(r18.anual, redondeo)
    ctx.aviso(revision.aviso_sin_respaldo(rechazadas, "la pensión del Artículo 18", cifra))
    if r10 is not None:
        res.estado_de_la_regla10, r10.estado = r10.estado, "sin_respaldo"
        cifra = None if r10.total_sistema is None else _pesos(r10.total_sistema, redondeo)
        ctx.aviso(revision.aviso_sin_respaldo(rechazadas, "la coordinación con el Seguro Social", cifra))


def _pesos(x: Fraction, redondeo: str) -> str:
    """Una cuantía anual para un aviso, con la regla de redondeo del proyecto (dinero.py, INT-07)."""
    return "$" + str(cifras(x, redondeo)[0]) + " al año"


def clausulas_citadas_18(r18: articulo18.Resultado18) -> list[str]:
    """Las cláusulas del Artículo 18 que cita un resultado: las de su elegibilidad, sus vías, sus excepciones y su
    fórmula (las mismas columnas que una fila de `retiro lote`). Una fórmula de una regla externa (EXT-01, EXT-02)
    va también: ninguna corrección del OCR la nombra, así que no cambia nada (`revision.ocr_de`)."""
    vias = [v.clausula for v in r18.verificaciones if v.cumple]
    formula = [r18.formula] if r18.formula else []
    return [*r18.clausulas, *vias, *r18.excepciones, *formula]


def en_contra(res: Resultado) -> list[dict]:
    """Las lecturas que fueron en contra del pensionado en este resultado: aquellas cuya alternativa del registro
    le habría dado la elegibilidad o más pensión (para el abogado que revisa el caso de un miembro). Cada una se
    comprueba calculando de nuevo con la alternativa, sin cambiar nada más."""
    base = res.solicitud
    elegible, importe = res.articulo18.elegible, _importe(res)
    salida = []
    for i, usada in sorted(res.contexto.lecturas_usadas.items()):
        for x in interpretaciones()[i]["lecturas"]:
            otra = x["id"]
            if otra == usada:
                continue
            try:
                alt = calcular(
                    replace(base, lecturas={**base.lecturas, i: otra}), _revisar=False, listar_posibles=False
                )
            except ErrorDeEntrada:  # under the other reading the request is not admissible: nothing more for anyone
                continue
            if alt.vigencia.calcular_igual and (alt.vigencia.fuera_retiro or alt.vigencia.fuera_coordinacion):
                continue  # a figure outside the period is not a right (INT-31)
            efecto = None
            otro = _importe(alt)
            if alt.articulo18.elegible and not elegible:
                efecto = "elegible"
            elif otro is not None and (importe is None or otro > importe) and alt.articulo18.elegible:
                efecto = "mas_pension"
            if efecto:
                salida.append({"id": i, "lectura": usada, "alternativa": otra, "efecto": efecto, "anual": otro})
    return salida


def _importe(res: Resultado) -> Fraction | None:
    """Lo que paga el Sistema al año: el total coordinado si hay coordinación con cifra; si no, la pensión."""
    r10 = res.articulo10
    if r10 is not None and r10.total_sistema is not None:
        return r10.total_sistema
    return res.articulo18.anual


def _para_el_articulo_10(s: Solicitud, vig: vigencia.Vigencia) -> Solicitud:
    """La solicitud que coordina el Artículo 10: la dada o, con § 787c(a), las cifras congeladas (INT-47)."""
    if vig.amparo is not None and vig.amparo.al_articulo_10 is not None:
        return vig.amparo.al_articulo_10
    return s


def _hay_cuantias(r18: articulo18.Resultado18, r10: articulo10.Resultado10 | None) -> bool:
    """¿El resultado informa alguna cuantía? Solo entonces dependen de INT-07 (redondeo) e INT-08 (anual o mensual)."""
    return r18.anual_antes_de_reduccion is not None or (r10 is not None and r10.pension_estatutaria is not None)
