"""Artículo 10 — Coordinación de pensiones con el Seguro Social federal (10.1 a 10.7)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from fractions import Fraction

from retiro.ley.articulo10_garantias import (  # 10.4–10.6(e) (the names stay readable as articulo10.X)
    beneficio_de_la_garantia as beneficio_de_la_garantia,
)
from retiro.ley.articulo10_garantias import (
    evidencia_del_seguro_social as evidencia_del_seguro_social,
)
from retiro.ley.articulo10_garantias import (
    garantia_10_5 as garantia_10_5,
)
from retiro.ley.articulo10_garantias import (
    minimo_10_6_e as minimo_10_6_e,
)
from retiro.ley.articulo10_garantias import (
    nada_reducido_10_5 as nada_reducido_10_5,
)
from retiro.ley.articulo10_garantias import (
    resta_directa_10_4 as resta_directa_10_4,
)
from retiro.ley.articulo18 import Resultado18
from retiro.ley.explicacion import Codigo, Contexto, Dinero, Porcentaje, Tiempo
from retiro.ley.fechas import edad_cumplida, edad_segun, fecha_en_que_cumple, fecha_larga, lectura_29_si_importa
from retiro.ley.formato import pesos_del_texto, por_ciento_como_la_ley
from retiro.ley.lecturas import (
    INT20,
    INT21,
    INT23,
    INT24,
    INT25,
    INT26,
    INT27,
    INT28,
    INT43,
    INT44,
    INT45,
)
from retiro.ley.modelo import Solicitud
from retiro.ley.parametros import entero, fecha, fraccion

# Every figure of the text, from its declaration (datos/parametros.yaml), read once at import.
TOPE = fraccion("10.2.tope")  # 10.2(a)–(d)
TOPE_10_3 = fraccion("10.3.tope")
ANOS_TRAMO = entero("10.2.anos_tramo")
FECHA_1968: date = fecha("10.6.fecha")  # 10.6(b)–(d)
EDAD_10_1 = entero("10.1.edad")
PORCENTAJE_10_2_A = fraccion("10.2.a.porcentaje")
PORCENTAJE_10_2_B = fraccion("10.2.b.porcentaje")
PORCENTAJE_10_2_C = fraccion("10.2.c.porcentaje")
PORCENTAJE_10_2_D = fraccion("10.2.d.porcentaje")
PORCENTAJE_10_3 = fraccion("10.3.porcentaje")
# The names of the two products of 10.3 in the protocol (coordinacion.productos): no figure in a name.
PRODUCTO_10_3_HASTA, PRODUCTO_10_3_EXCESO = "10.3 (hasta el tope)", "10.3 (exceso)"
_TOPE, _TOPE_10_3, _TRAMO = pesos_del_texto(TOPE), pesos_del_texto(TOPE_10_3), ANOS_TRAMO
_1968 = fecha_larga(FECHA_1968)
_1990 = fecha_larga(fecha("18.2.fecha_nuevos_participantes"))


@dataclass(slots=True)
class Resultado10:
    estado: str  # coordinada | no_se_coordina | no_necesaria | incompleta
    motivos: list[dict] = field(default_factory=list)
    fecha_efecto: date | None = None
    pension_estatutaria: Fraction | None = None
    productos: dict[str, Fraction] = field(default_factory=dict)
    formula: Fraction | None = None
    factor_reduccion: Fraction | None = None
    formula_reducida: Fraction | None = None
    beneficio_seguro_social: Fraction | None = None
    piso_10_5: Fraction | None = None
    limita: str | None = None
    pension_coordinada: Fraction | None = None
    aumentos_por_ley: Fraction = Fraction(0)
    total_sistema: Fraction | None = None


def productos_10_2(r: Fraction, n: Fraction) -> dict[str, Fraction]:
    """10.2(a)–(d): los cuatro productos, con el tope de $6,600 y el tramo de 20 años."""
    hasta, exceso = min(r, TOPE), max(r - TOPE, 0)
    primeros, resto = min(n, ANOS_TRAMO), max(n - ANOS_TRAMO, 0)
    return {
        "10.2.a": PORCENTAJE_10_2_A * hasta * primeros,
        "10.2.b": PORCENTAJE_10_2_B * hasta * resto,
        "10.2.c": PORCENTAJE_10_2_C * exceso * primeros,
        "10.2.d": PORCENTAJE_10_2_D * exceso * resto,
    }


def formula_10_3(r: Fraction, anos: Fraction, porcentaje: Fraction, por_anos: bool) -> dict[str, Fraction]:
    """10.3: 1½ % de la retribución promedio hasta $6,600 por los años, más el exceso por el por ciento original
    (INT-25)."""
    exceso = max(r - TOPE_10_3, 0) * porcentaje
    if por_anos:
        exceso *= anos
    return {PRODUCTO_10_3_HASTA: PORCENTAJE_10_3 * min(r, TOPE_10_3) * anos, PRODUCTO_10_3_EXCESO: exceso}


def excluida_10_7(s: Solicitud, nuevo: bool, ctx: Contexto) -> list[dict]:
    """10.7: nunca se coordinan la Policía, los Alcaldes, el Servicio de Extensión Agrícola y los nuevos
    participantes."""
    motivos = []
    if s.cuerpo == "policia":
        motivos.append({"clausula": "10.7", "motivo": "miembro del Cuerpo de la Policía"})
    elif s.traslado is not None and s.traslado.cuerpo == "policia" and ctx.lectura(INT26) == INT26.INCLUYE_TRASLADO:
        motivos.append(
            {
                "clausula": "10.7",
                "motivo": "pasó del Cuerpo de la Policía a otro puesto del Sistema (18.4) [INT-26]",
            }
        )
    if s.cuerpo == "bomberos" and ctx.lectura(INT23) == INT23.INCLUYE_BOMBEROS:
        motivos.append({"clausula": "10.7", "motivo": "miembro del Cuerpo de Bomberos [INT-23]"})
    nombres = {
        "alcalde": "Alcalde",
        "servicio_extension_agricola": "empleado del Servicio de Extensión Agrícola de la Universidad de Puerto Rico",
    }
    if s.puesto in nombres:
        motivos.append({"clausula": "10.7", "motivo": nombres[s.puesto]})
    antes = [p for p in dict.fromkeys(s.puestos_anteriores) if p != s.puesto and p in nombres]
    if antes and ctx.lectura(INT44) == INT44.ALGUNA_VEZ:  # INT-44: a post held before the one at retirement
        motivos += [
            {
                "clausula": "10.7",
                "motivo": f"fue {nombres[p][0].lower()}{nombres[p][1:]} antes de su último puesto [INT-44]",
            }
            for p in antes
        ]
    if nuevo:
        motivos.append({"clausula": "10.7", "motivo": f"ingresó por primera vez al Sistema después del {_1990}"})
    return motivos


def excluida_10_6(s: Solicitud, ctx: Contexto) -> list[dict]:
    """10.6(b)–(e): pensiones sobre las que el cómputo de la coordinación no tiene efecto (INT-27 para (e))."""
    c = s.coordinacion
    assert c is not None
    motivos = []
    concesion = fecha_de_concesion(s, ctx)
    if concesion < FECHA_1968:
        motivos.append(
            {
                "clausula": "10.6.b",
                "motivo": f"pensión concedida el {fecha_larga(concesion)}, antes del {_1968}",
            }
        )
    if c.pension_diferida and c.fecha_separacion is not None and c.fecha_separacion < FECHA_1968:
        motivos.append(
            {
                "clausula": "10.6.c",
                "motivo": f"pensión diferida de un participante separado el {fecha_larga(c.fecha_separacion)}, antes "
                f"del {_1968}",
            }
        )
    if c.anualidad_por_traspaso and c.fecha_opcion_traspaso is not None and c.fecha_opcion_traspaso < FECHA_1968:
        motivos.append(
            {
                "clausula": "10.6.d",
                "motivo": f"anualidad por traspaso cuya opción se ejerció el {fecha_larga(c.fecha_opcion_traspaso)}, "
                f"antes del {_1968}",
            }
        )
    if c.pension_minima:
        if ctx.lectura(INT27) == INT27.EXCLUYE_PENSIONES_MINIMAS:
            motivos.append({"clausula": "10.6.e", "motivo": "pensión mínima establecida por ley [INT-27]"})
        else:
            ctx.paso(
                "10.6.e",
                "¿Queda fuera de la coordinación la pensión mínima establecida por ley?",
                "no: se coordina, sin quedar por debajo de la mínima — {lectura}",
                lectura=ctx.citada(INT27),
            )
    return motivos


def fecha_de_concesion(s: Solicitud, ctx: Contexto) -> date:
    """10.6(b) «concedidas» (INT-43): la fecha de la concesión o la del retiro.

    Sin fecha de concesión se toma la del retiro, y se advierte si eso decide el resultado. Con las dos, la
    lectura se consulta solo si quedan a distinto lado del 1 de julio de 1968."""
    c = s.coordinacion
    assert c is not None
    if c.fecha_concesion is None:
        if s.fecha_retiro < FECHA_1968:
            ctx.aviso(
                "10.6(b): la solicitud no da la fecha de concesión de la pensión (coordinacion.fecha_concesion); se "
                "toma la del retiro, el {fecha_retiro}, anterior al " + _1968 + ".",
                fecha_retiro=s.fecha_retiro,
            )
        return s.fecha_retiro
    if (c.fecha_concesion < FECHA_1968) == (s.fecha_retiro < FECHA_1968):
        return c.fecha_concesion
    return s.fecha_retiro if ctx.lectura(INT43) == INT43.FECHA_DE_RETIRO else c.fecha_concesion


def cumple_65_de_10_1(s: Solicitud, ctx: Contexto) -> date:
    """10.1 «cuando cumpla la edad de sesenticinco (65) años» (INT-45): el día del cumpleaños (INT-05 para el 29 de
    febrero) o la víspera (regla federal). La lectura se consulta solo si cambia la condición o la fecha de efecto."""
    c = s.coordinacion
    assert c is not None
    cumple = fecha_en_que_cumple(s.fecha_nacimiento, EDAD_10_1, lectura_29_si_importa(ctx, s.fecha_nacimiento))
    vispera = cumple - timedelta(days=1)
    otras = [f for f in (c.fecha_plenamente_asegurado, c.fecha_elegible_beneficios_primarios) if f is not None]
    cambia_la_condicion = c.fecha_coordinacion == vispera
    cambia_el_efecto = cumple > max([*otras, s.fecha_retiro]) and c.fecha_coordinacion >= vispera
    if (cambia_la_condicion or cambia_el_efecto) and ctx.lectura(INT45) == INT45.REGLA_FEDERAL:
        ctx.paso(
            "10.1",
            f"¿Qué día cumple los {EDAD_10_1} años de 10.1?",
            "la víspera del cumpleaños, el {vispera}, como cuenta la edad la regla federal — {lectura}",
            vispera=vispera,
            lectura=ctx.citada(INT45),
        )
        return vispera
    return cumple


def condiciones_10_1(s: Solicitud, ctx: Contexto) -> tuple[list[dict], date | None]:
    """10.1: Plan Coordinado, 65 años, plenamente asegurado y elegible para beneficios primarios (INT-24)."""
    c = s.coordinacion
    assert c is not None
    edad = edad_segun(ctx, s.fecha_nacimiento, c.fecha_coordinacion, edad_cumplida)
    cumple_65 = cumple_65_de_10_1(s, ctx)
    faltan = []
    if not c.plan_coordinado:
        faltan.append({"clausula": "10.1", "motivo": "no está acogido al Plan Coordinado"})
    vispera = cumple_65 < fecha_en_que_cumple(
        s.fecha_nacimiento, EDAD_10_1, lectura_29_si_importa(ctx, s.fecha_nacimiento)
    )
    if (c.fecha_coordinacion < cumple_65) if vispera else (edad < EDAD_10_1):  # INT-45: the federal rule, the eve
        faltan.append(
            {
                "clausula": "10.1",
                "motivo": f"tiene {edad} años a la fecha de coordinación; cumple {EDAD_10_1} el "
                f"{fecha_larga(cumple_65)}",
            }
        )
    if not c.plenamente_asegurado:
        faltan.append(
            {
                "clausula": "10.1",
                "motivo": "no ha adquirido la condición de plenamente asegurado bajo la Ley de Seguridad Social "
                "Federal",
            }
        )
    if not c.elegible_beneficios_primarios:
        faltan.append(
            {
                "clausula": "10.1",
                "motivo": "no es elegible para los beneficios primarios de la Ley de Seguridad Social Federal",
            }
        )
    fechas = [cumple_65] + [
        f for f in (c.fecha_plenamente_asegurado, c.fecha_elegible_beneficios_primarios) if f is not None
    ]
    efecto = max(fechas)
    if not faltan and efecto > cumple_65 and ctx.lectura(INT24) == INT24.SOLO_A_LOS_65:
        faltan.append(
            {
                "clausula": "10.1",
                "motivo": f"las condiciones se cumplieron el {fecha_larga(efecto)}, después de cumplir {EDAD_10_1} "
                "años "
                "[INT-24]",
            }
        )
    # A pension cannot be coordinated before it exists: never earlier than the retirement date (INT-24).
    efecto = max(efecto, s.fecha_retiro)
    if not faltan:
        efecto_anterior(s, efecto, ctx)
    regla = (
        f"¿Se coordina la pensión (al cumplir {EDAD_10_1} años, acogido al Plan Coordinado, plenamente asegurado y "
        "elegible "
        "para los beneficios primarios del Seguro Social)?"
    )
    if faltan:
        ctx.paso("10.1", regla, "no: " + "; ".join(m["motivo"] for m in faltan))
    else:
        vispera_federal = f" (los {EDAD_10_1} de 10.1 los cumple la víspera del cumpleaños, según la regla federal)"
        ctx.paso(
            "10.1",
            regla,
            "sí, desde el {fecha_de_efecto}: cumple las condiciones, con {edad_a_la_fecha_de_coordinacion} años a la "
            "fecha de coordinación" + (vispera_federal if vispera and edad < EDAD_10_1 else ""),
            edad_a_la_fecha_de_coordinacion=edad,
            fecha_de_efecto=efecto,
        )
    return faltan, (None if faltan else efecto)


def efecto_anterior(s: Solicitud, efecto: date, ctx: Contexto) -> None:
    """10.1: la coordinación surte efecto cuando se cumplen sus condiciones (no antes del retiro). Si eso es antes de
    que se concediera la pensión o antes de la fecha de coordinación, la coordinación es retroactiva: se advierte,
    porque los textos no dicen desde cuándo se ajusta lo ya pagado."""
    c = s.coordinacion
    assert c is not None
    antes = []
    if c.fecha_concesion is not None and efecto < c.fecha_concesion:
        antes.append(("de que se concediera la pensión, el {fecha_concesion}", {"fecha_concesion": c.fecha_concesion}))
    if efecto < c.fecha_coordinacion:
        antes.append(
            ("de la fecha de coordinación, el {fecha_coordinacion}", {"fecha_coordinacion": c.fecha_coordinacion})
        )
    if not antes:
        return
    valores: dict[str, object] = {"fecha_de_efecto": efecto}
    for _, v in antes:
        valores.update(v)
    ctx.aviso(
        "La coordinación surte efecto el {fecha_de_efecto} (10.1: al cumplirse sus condiciones, no antes del retiro), "
        "antes " + " y antes ".join(texto for texto, _ in antes) + ": es retroactiva; los textos no dicen cómo se "
        "ajusta lo que ya se pagó sin coordinar. Compruebe la fecha de efecto con el Sistema.",
        **valores,
    )


def coordinar(s: Solicitud, r18: Resultado18, ctx: Contexto) -> Resultado10:
    """Aplica el Artículo 10 a una pensión: si se coordina (10.1, 10.6, 10.7), cuánto (10.2, 10.3) y la garantía
    (10.5)."""
    c = s.coordinacion
    assert c is not None
    excluida = excluida_10_7(s, r18.nuevo_participante, ctx) + excluida_10_6(s, ctx)
    for m in excluida:
        ctx.paso(m["clausula"], "Pensiones que no se coordinan", m["motivo"])
    if excluida:
        return sin_coordinar(s, r18, Resultado10("no_se_coordina", excluida), ctx)
    if s.cuerpo == "bomberos":
        ctx.paso(
            "10.7",
            "10.7 nombra al Cuerpo de la Policía, no al Cuerpo de Bomberos (INT-23)",
            "el miembro del Cuerpo de Bomberos no está excluido de la coordinación",
        )
    faltan, efecto = condiciones_10_1(s, ctx)
    if faltan:
        return sin_coordinar(s, r18, Resultado10("no_se_coordina", faltan), ctx)
    res = Resultado10("coordinada", fecha_efecto=efecto, aumentos_por_ley=c.aumentos_por_ley)
    if not pension_de_partida_10_5(s, r18, res, ctx):
        return res
    if c.tipo_pension == "incapacidad_ocupacional" and ctx.lectura(INT28) == INT28.RESTA_DIRECTA:
        return resta_directa_10_4(s, res, ctx)
    if c.tipo_pension == "merito":
        productos_10_3(s, res, ctx)
    else:
        res.productos = productos_10_2(s.retribucion_promedio, s.servicio_acreditable)
        for clausula, valor in res.productos.items():
            ctx.paso(
                clausula,
                _REGLA_10_2[clausula] + ", con una retribución promedio de {retribucion_promedio} y "
                "{servicio_acreditable} de servicio",
                "{producto}",
                retribucion_promedio=Dinero(s.retribucion_promedio),
                servicio_acreditable=Tiempo(s.servicio_acreditable),
                producto=Dinero(valor),
            )
    suma_de_los_productos(s, res, ctx)
    if no_necesaria_10_2(res, ctx):
        return res
    if not evidencia_del_seguro_social(s, res, ctx):
        return res
    return garantia_10_5(s, res, ctx, res.formula_reducida, "formula")


def pension_de_partida_10_5(s: Solicitud, r18: Resultado18, res: Resultado10, ctx: Contexto) -> bool:
    """10.5: la pensión que le corresponde conforme a la Ley, de la que parte la coordinación: un hecho de la
    solicitud o la cuantía del Artículo 18. Sin ninguna de las dos, el resultado queda «incompleta» y no se sigue."""
    c = s.coordinacion
    assert c is not None
    if c.pension_estatutaria is not None:
        res.pension_estatutaria = c.pension_estatutaria
        res.factor_reduccion = c.factor_reduccion
        origen: object = "dada en la solicitud"
    elif r18.anual is not None:
        res.pension_estatutaria = r18.anual
        res.factor_reduccion = r18.factor_reduccion
        origen = Codigo("pension.formula", r18.formula) if r18.formula else "calculada por el Artículo 18"
    else:
        res.estado = "incompleta"
        res.motivos.append(
            {
                "clausula": "10.5",
                "motivo": "no hay pensión estatutaria: el Artículo 18 no dio cuantía y la solicitud no la trae "
                "(coordinacion.pension_estatutaria)",
            }
        )
        ctx.paso(
            "10.5", "La coordinación parte de la pensión que corresponde conforme a la Ley", res.motivos[-1]["motivo"]
        )
        return False
    ctx.paso(
        "10.5",
        "Pensión que le corresponde conforme a la Ley, de la que parte la coordinación",
        "{pension_estatutaria} al año, " + ("{origen}" if origen == "dada en la solicitud" else "según la {origen}"),
        pension_estatutaria=Dinero(res.pension_estatutaria),
        origen=origen,
    )
    return True


def productos_10_3(s: Solicitud, res: Resultado10, ctx: Contexto) -> None:
    """10.3: los dos productos de la pensión por mérito (hasta el tope y en exceso), con el porcentaje de mérito y
    los años del cómputo original (INT-25: el exceso, por los años o no)."""
    c = s.coordinacion
    assert c is not None
    rp = s.retribucion_promedio
    anos = c.anos_computo_original
    pct = c.porcentaje_merito if c.porcentaje_merito is not None else s.porcentaje_merito
    assert anos is not None and pct is not None  # validated in retiro.protocolo.entrada
    # INT-25 changes the result only if there is an excess over the cap and the years are not exactly one.
    por_anos = rp > TOPE_10_3 and anos != 1 and ctx.lectura(INT25) == INT25.POR_ANOS
    res.productos = formula_10_3(rp, anos, pct, por_anos)
    hasta, exceso = res.productos.values()
    ctx.paso(
        "10.3",
        _REGLA_10_3 + (" y por los años [INT-25]" if por_anos else ""),
        "{hasta} + {exceso}",
        retribucion_promedio=Dinero(rp),
        anos_computo_original=Tiempo(anos),
        porcentaje_merito=Porcentaje(pct),
        hasta=Dinero(hasta),
        exceso=Dinero(exceso),
    )


def suma_de_los_productos(s: Solicitud, res: Resultado10, ctx: Contexto) -> None:
    """10.2, 10.3: la cuantía de la fórmula es la suma de sus productos; con INT-21, lleva la misma reducción
    actuarial que la pensión (18.6(d))."""
    c = s.coordinacion
    assert c is not None
    res.formula = sum(res.productos.values(), Fraction(0))
    res.formula_reducida = res.formula
    if res.factor_reduccion not in (None, 1) and ctx.lectura(INT21) == INT21.MISMA_REDUCCION:
        res.formula_reducida = res.formula * res.factor_reduccion
        ctx.paso(
            "18.6.d",
            "¿Lleva la cuantía coordinada la misma reducción actuarial que la pensión?",
            "sí, el factor {factor}: {cuantia} al año — {lectura}",
            factor=res.factor_reduccion,
            cuantia=Dinero(res.formula_reducida),
            lectura=ctx.citada(INT21),
        )
    clausula_formula = "10.3" if c.tipo_pension == "merito" else "10.2"
    ctx.paso(clausula_formula, "Suma de los productos", "{suma} al año", suma=Dinero(res.formula_reducida))


def no_necesaria_10_2(res: Resultado10, ctx: Contexto) -> bool:
    """10.2 («cuando fuese así necesario»), con INT-20: si la fórmula no reduce la pensión, no es necesario
    coordinar y la pensión sigue como estaba."""
    if res.formula_reducida >= res.pension_estatutaria and ctx.lectura(INT20) == INT20.SI_REDUCE:
        res.estado = "no_necesaria"
        res.pension_coordinada = res.pension_estatutaria
        res.total_sistema = res.pension_coordinada + res.aumentos_por_ley
        ctx.paso(
            "10.2",
            "¿Es necesaria la coordinación («cuando fuese así necesario»)?",
            "no: la fórmula no reduce la pensión, que sigue sin coordinar — {lectura}",
            lectura=ctx.citada(INT20),
        )
        return True
    return False


def sin_coordinar(s: Solicitud, r18: Resultado18, res: Resultado10, ctx: Contexto) -> Resultado10:
    """10.6, 10.7, 10.1: la pensión que no se coordina sigue como estaba; el resultado dice lo que paga el Sistema
    (la pensión conforme a la Ley más los aumentos por ley, 10.6(a)), si se conoce la pensión."""
    c = s.coordinacion
    assert c is not None
    res.aumentos_por_ley = c.aumentos_por_ley
    pension = c.pension_estatutaria if c.pension_estatutaria is not None else r18.anual
    if pension is not None:
        res.pension_estatutaria = pension
        res.total_sistema = pension + c.aumentos_por_ley
        ctx.paso(
            "10.6.a" if c.aumentos_por_ley else "10.1",
            "La pensión que no se coordina se paga sin cambio, con los aumentos por ley",
            "{total} al año",
            total=Dinero(res.total_sistema),
        )
    return res


# What gives the coordinated pension (Resultado10.limita); the labels are in datos/glosario.yaml.
LIMITA = ("garantia_10_5", "formula", "resta_10_4", "minima_10_6_e")

_REGLA_10_2 = {
    "10.2.a": f"{por_ciento_como_la_ley(PORCENTAJE_10_2_A)} de la retribución promedio hasta {_TOPE} por cada año de "
    f"servicio hasta {_TRAMO}",
    "10.2.b": f"{por_ciento_como_la_ley(PORCENTAJE_10_2_B)} de la retribución promedio hasta {_TOPE} por cada año de "
    f"servicio en exceso de {_TRAMO}",
    "10.2.c": f"{por_ciento_como_la_ley(PORCENTAJE_10_2_C)} de la retribución promedio en exceso de {_TOPE} por cada "
    f"año de servicio hasta {_TRAMO}",
    "10.2.d": f"{por_ciento_como_la_ley(PORCENTAJE_10_2_D)} de la retribución promedio en exceso de {_TOPE} por cada "
    f"año de servicio en exceso de {_TRAMO}",
}
_REGLA_10_3 = (
    f"Pensión por mérito: {por_ciento_como_la_ley(PORCENTAJE_10_3)} de la retribución promedio "
    "({retribucion_promedio}) "
    f"hasta {_TOPE_10_3} por cada uno de los " + "{anos_computo_original} del cómputo original, más el exceso sobre "
    f"{_TOPE_10_3} por el " + "{porcentaje_merito} original"
)
