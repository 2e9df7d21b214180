"""Todas las pensiones a que tiene derecho el miembro, no solo la pedida: cada vía abierta, su cuantía y la más
favorable (issue 21 §2).

Las pensiones de los textos (la opcional de 18.1–18.3, la anualidad de alto riesgo de 18.3 y la pensión por mérito
de 18.5(c), EXT-03) se evalúan con las mismas reglas del Artículo 18 (`retiro.ley.articulo18.evaluar`), cada una como
si se hubiera pedido, con las lecturas de la solicitud. La anualidad diferida del participante que se separa del
servicio antes de los 58 años con 10 o más de servicios no está en los textos: es la regla externa EXT-05
(3 L.P.R.A. § 766(a), segundo párrafo), con la fórmula de EXT-01 (el párrafo siguiente de la misma sección).

Cada pensión lleva su cuantía, o por qué no puede darse (su estado: falta el factor actuarial, no hay fórmula…),
y de qué lecturas y reglas externas depende. La más favorable es la de mayor cuantía anual entre las que se pagan
desde el retiro, si puede saberse: una pensión sujeta a una reducción todavía sin factor vale como mucho su cuantía
antes de la reducción (el factor de 18.6(d) no pasa de 1), y una sin cuantía alguna impide decir cuál es la más
favorable.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date
from fractions import Fraction

from retiro.comun.errores import ErrorDeEntrada
from retiro.ley import articulo18
from retiro.ley.explicacion import Contexto, Dinero, Lista
from retiro.ley.fechas import fecha_en_que_cumple
from retiro.ley.glosario import etiqueta
from retiro.ley.lecturas import INT05
from retiro.ley.modelo import TIPOS_PENSION, Solicitud

ANUALIDAD_DIFERIDA = "anualidad_diferida"
TIPOS = (*TIPOS_PENSION, ANUALIDAD_DIFERIDA)  # the order of the list in every result
# What an open route can answer: retiro.protocolo.salida.ESTADOS without «no_elegible» and «fuera_de_vigencia», and
# «falta_un_dato» (the route is open but its amount needs a fact the request does not give; the requested pension is
# never in it: a request that lacks a fact its own pension needs is rejected).
FALTA_UN_DATO = "falta_un_dato"
ESTADOS = (
    "calculada",
    "requiere_factor_de_la_junta",
    "sin_formula_en_el_texto",
    "requiere_porcentaje_merito",
    FALTA_UN_DATO,
)


@dataclass(slots=True)
class PensionPosible:
    """Una pensión cuya vía está abierta para el miembro."""

    tipo_pension: str
    pedida: bool
    clausulas: list[str]
    estado: str
    formula: str | None
    anual_antes_de_reduccion: Fraction | None
    anual: Fraction | None
    lecturas: dict[str, str] = field(default_factory=dict)
    reglas_externas: list[str] = field(default_factory=list)
    pagadera_desde: date | None = None
    condicion: str | None = None  # a fact the request does not give and the route needs (reference wording)

    @property
    def tope(self) -> Fraction | None:
        """Lo más que puede pagar al año: la cuantía, o la anterior a una reducción sin factor (factor ≤ 1)."""
        if self.anual is not None:
            return self.anual
        if self.estado == "requiere_factor_de_la_junta":
            return self.anual_antes_de_reduccion
        return None


@dataclass(slots=True)
class PensionesPosibles:
    pensiones: list[PensionPosible]
    mas_favorable: str | None  # the type, or None if it cannot be told (or none is open)


def _puede_abrirse(s: Solicitud, tipo: str, r18: articulo18.Resultado18) -> bool:
    """¿Puede abrirse la vía de ese tipo? Las vías de 18.1 a 18.3 ya están evaluadas en el resultado de la pedida
    (`Vias.para`); la de mérito exige los 30 años de EXT-03 (a medio año, por INT-06). Si no, ni se evalúa."""
    assert r18.vias is not None  # evaluar runs only inside the period (retiro.protocolo.calculadora.calcular)
    if tipo == "merito":
        medio_ano_mas = s.servicio_acreditable + Fraction(1, 2)
        return medio_ano_mas >= articulo18.valor_externo("EXT-03", "anos_minimos")
    return any(v.cumple for v in r18.vias.para(tipo))


def _como_pedida(
    s: Solicitud, tipo: str, r18: articulo18.Resultado18 | None, pedida: articulo18.Resultado18, avisos: Contexto
) -> PensionPosible | None:
    """El Artículo 18 para el tipo dado, como si lo hubiera pedido; None si su vía no está abierta.

    Si la vía está abierta pero su cuantía necesita un dato que la solicitud no da (p. ej. la retribución al pasar
    de puesto con la lectura «al_traslado» de INT-39), la pensión se lista sin cuantía (falta un dato), y un
    aviso nombra el campo: nunca desaparece de la lista."""
    ctx = Contexto(lecturas=s.lecturas)
    if r18 is None:
        try:
            r18 = articulo18.evaluar(replace(s, tipo_pension=tipo), ctx)
        except ErrorDeEntrada as e:
            return _sin_el_dato(tipo, pedida, ctx, e, avisos)
        lecturas, externas = dict(ctx.lecturas_usadas), list(ctx.reglas_externas)
    else:
        lecturas, externas = {}, []
    if not r18.elegible:
        return None
    return PensionPosible(
        tipo_pension=tipo,
        pedida=tipo == s.tipo_pension,
        clausulas=list(r18.clausulas),
        estado=r18.estado,
        formula=r18.formula,
        anual_antes_de_reduccion=r18.anual_antes_de_reduccion,
        anual=r18.anual,
        lecturas=lecturas,
        reglas_externas=externas,
    )


def _sin_el_dato(
    tipo: str, pedida: articulo18.Resultado18, ctx: Contexto, e: ErrorDeEntrada, avisos: Contexto
) -> PensionPosible:
    """La pensión, sin cuantía, de una vía abierta de 18.1 a 18.3 a la que le falta un dato de la solicitud.
    La de mérito no llega aquí: su cuantía (EXT-03) no pide más datos que los de la pedida."""
    assert pedida.vias is not None
    clausulas = list(dict.fromkeys(v.clausula for v in pedida.vias.para(tipo) if v.cumple))
    avisos.aviso(
        "La vía de {nombre} ({clausulas}) está abierta, pero su cuantía necesita el dato «{campo}», que la solicitud "
        "no da ({mensaje}): sin él no puede decirse cuál es la más favorable.",
        nombre=nombre(tipo),
        clausulas=", ".join(clausulas),
        campo=e.campo,
        mensaje=e.mensaje.removeprefix("falta: "),
    )
    return PensionPosible(
        tipo_pension=tipo,
        pedida=False,
        clausulas=clausulas,
        estado=FALTA_UN_DATO,
        formula=None,
        anual_antes_de_reduccion=None,
        anual=None,
        lecturas=dict(ctx.lecturas_usadas),
        reglas_externas=list(ctx.reglas_externas),
        condicion=f"la solicitud da «{e.campo}»",
    )


def anualidad_diferida(s: Solicitud, edad: int, nuevo: bool, ctx: Contexto) -> PensionPosible | None:
    """EXT-05 (3 L.P.R.A. § 766(a), segundo párrafo): el participante que se separa del servicio antes de cumplir
    58 años con 10 o más de servicios acreditables tiene derecho a una anualidad diferida, pagadera desde los 58.

    Solo se lista si no puede retirarse ya por 18.1 a 18.3 (`evaluar`). Se separa antes de los 58 quien se retira
    con menos de 58 años; quien ya no está en servicio activo pudo
    separarse antes, y entonces la vía depende de esa fecha, que la solicitud no da (se dice en `condicion`)."""
    anos = articulo18.valor_externo("EXT-05", "anos_minimos")
    edad_pago = int(articulo18.valor_externo("EXT-05", "edad_de_pago"))
    if nuevo or not articulo18.completo(s.servicio_acreditable, int(anos), ctx):
        return None
    if s.en_servicio_activo and edad >= edad_pago:
        return None  # still in service at 58 or more: the separation is not before 58
    cumple = fecha_en_que_cumple(s.fecha_nacimiento, edad_pago, ctx.vigente(INT05))
    condicion = None
    if edad >= edad_pago:
        condicion = f"se separó del servicio antes de cumplir {edad_pago} años"
    ctx.externa("EXT-05")
    ctx.externa("EXT-01")
    anual = articulo18.formula_ext_01(s.retribucion_promedio, s.servicio_acreditable)
    return PensionPosible(
        tipo_pension=ANUALIDAD_DIFERIDA,
        pedida=False,
        clausulas=["EXT-05"],
        estado="calculada",
        formula="EXT-01",
        anual_antes_de_reduccion=anual,
        anual=anual,
        lecturas=dict(ctx.lecturas_usadas),
        reglas_externas=list(ctx.reglas_externas),
        pagadera_desde=max(cumple, s.fecha_retiro),
        condicion=condicion,
    )


def evaluar(s: Solicitud, r18: articulo18.Resultado18, ctx: Contexto) -> PensionesPosibles:
    """Cada pensión cuya vía está abierta, la pedida incluida, y la más favorable; si la pedida no lo es (o no
    procede y otra sí), el resultado lo advierte."""
    pensiones = []
    for tipo in TIPOS_PENSION:
        if tipo == s.tipo_pension:
            p = _como_pedida(s, tipo, r18, r18, ctx)
            if p is not None:
                p.lecturas, p.reglas_externas = dict(ctx.lecturas_usadas), list(ctx.reglas_externas)
        else:
            p = _como_pedida(s, tipo, None, r18, ctx) if _puede_abrirse(s, tipo, r18) else None
        if p is not None:
            pensiones.append(p)
    # With a route of 18.1-18.3 open the member can retire now: the deferred annuity (which with 25 years begins at
    # 55, or 50 in the Police and Fire Corps) is that same retirement, not another pension.
    if not any(p.tipo_pension in ("opcional", "alto_riesgo") for p in pensiones):
        diferida = anualidad_diferida(s, r18.edad, r18.nuevo_participante, Contexto(lecturas=s.lecturas))
        if diferida is not None:
            pensiones.append(diferida)
    mejor = _mas_favorable(pensiones, s.fecha_retiro)
    _avisar(s, pensiones, mejor, ctx)
    return PensionesPosibles(pensiones, None if mejor is None else mejor.tipo_pension)


def _mas_favorable(pensiones: list[PensionPosible], retiro: date) -> PensionPosible | None:
    """La de mayor cuantía anual, si ninguna otra puede pagar más; en un empate, la pedida o la primera.

    Solo se comparan las que se pagan desde el retiro: una anualidad diferida que empieza después no se compara
    con ellas (la cuantía anual no dice cuánto se deja de cobrar mientras tanto), salvo que sea la única."""
    inmediatas = [p for p in pensiones if p.pagadera_desde is None or p.pagadera_desde <= retiro]
    pensiones = inmediatas or pensiones
    con_cuantia = [p for p in pensiones if p.anual is not None]
    if not con_cuantia or any(p.tope is None for p in pensiones):
        return None
    mayor = max(p.anual for p in con_cuantia)  # type: ignore[type-var]
    if any(p.tope > mayor for p in pensiones if p.anual is None):  # type: ignore[operator]
        return None
    empatadas = [p for p in con_cuantia if p.anual == mayor]
    return next((p for p in empatadas if p.pedida), empatadas[0])


def nombre(tipo: str) -> str:
    return etiqueta("pensiones_posibles.pensiones.tipo_pension", tipo)


def _avisar(s: Solicitud, pensiones: list[PensionPosible], mejor: PensionPosible | None, ctx: Contexto) -> None:
    pedida = next((p for p in pensiones if p.pedida), None)
    otras = [p for p in pensiones if not p.pedida]
    if not otras:
        return
    if mejor is not None and not mejor.pedida:
        valores: dict[str, object] = {"anual": Dinero(mejor.anual)}
        texto = "La pensión pedida ({pedida}) no es la más favorable: " if pedida else "La pensión pedida no procede; "
        texto += "{mejor} ({clausulas}) daría {anual} al año"
        valores.update(
            pedida=nombre(s.tipo_pension),
            mejor=nombre(mejor.tipo_pension),
            clausulas=", ".join(mejor.clausulas),
        )
        if mejor.pagadera_desde is not None:
            texto += ", pagadera desde el {pagadera_desde}"
            valores["pagadera_desde"] = mejor.pagadera_desde
        if mejor.condicion is not None:
            texto += ", si " + mejor.condicion
        texto += " (véase la lista de pensiones a que tiene derecho)."
        ctx.aviso(texto, **valores)
        return
    if mejor is None:
        if pedida is None:
            ctx.aviso(
                "La pensión pedida no procede, pero sí {otras} (véase la lista de pensiones a que tiene derecho).",
                otras=Lista(tuple(nombre(p.tipo_pension) for p in otras)),
            )
            return
        sin = [p for p in pensiones if p.tope is None]
        ctx.aviso(
            "Además de la pedida, " + ("procede" if len(otras) == 1 else "proceden") + " {otras}; no puede decirse "
            "cuál es la más favorable"
            + (": {sin_cuantia} no tiene cuantía" if sin else "")
            + " (véase la lista de pensiones a que tiene derecho).",
            otras=Lista(tuple(nombre(p.tipo_pension) for p in otras)),
            sin_cuantia=Lista(tuple(nombre(p.tipo_pension) for p in sin)),
        )
