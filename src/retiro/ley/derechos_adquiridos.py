"""Ley 3-2013 (3 L.P.R.A. § 787c(a); EXT-06, INT-47): el retiro posterior al 30 de junio de 2013 de quien ese día ya
tenía derecho a retirarse.

§ 787c(a) conserva, a quien ingresó antes del 1 de enero de 2000, los años de servicio y la retribución promedio al
30 de junio de 2013, y a quien ese día ya tenía la edad y los años para retirarse le da «la anualidad que le
corresponda bajo el Capítulo 2 … a base de los salarios y años de servicios acumulados hasta el 30 de junio de
2013». Con la lectura por defecto de INT-47 y los hechos de ese día en la solicitud (``al_30_junio_2013``), la
elegibilidad se decide al 30 de junio de 2013 por 18.1 a 18.4 (con la edad de ese día) y la cuantía por 18.5 y 18.6
con las cifras congeladas, medida con la edad del retiro de verdad (lectura por defecto de INT-48) o con la de ese
día (la otra); el Artículo 10 sigue a esa pensión (INT-33). Quien ese día no tenía derecho queda fuera de vigencia
(VIG-03), y el motivo lo dice.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date

from retiro.ley import articulo18  # the rules of 18.1–18.4 decide whether the member was vested on 30 June 2013
from retiro.ley.explicacion import Contexto, Dinero, Externa, Tiempo
from retiro.ley.fechas import edad_cumplida, edad_segun, fecha_larga, tiempo_texto
from retiro.ley.lecturas import INT47, INT48
from retiro.ley.modelo import Solicitud

EXTERNA = "EXT-06"


@dataclass(frozen=True, slots=True)
class Amparo:
    """Lo que § 787c(a) decide de un retiro posterior al 30 de junio de 2013."""

    ampara: bool  # the member keeps the Chapter 2 pension computed at 30 June 2013
    motivo: str  # why not (empty when it does)
    al_articulo_18: Solicitud | None = None  # the frozen figures, at the date INT-48 measures the amount (Art. 18)
    al_articulo_10: Solicitud | None = None  # the frozen figures with the real retirement date (Art. 10)


def congelada(s: Solicitud, fecha: date) -> Solicitud:
    """§ 787c(a): la solicitud como si se retirara el 30 de junio de 2013, con el servicio y la retribución de ese
    día (la coordinación, que se decide al retirarse y a los 65 años, no entra aquí)."""
    a = s.al_30_junio_2013
    assert a is not None
    return replace(
        s,
        fecha_retiro=fecha,
        servicio_acreditable=a.servicio_acreditable,
        retribucion_promedio=a.retribucion_promedio,
        coordinacion=None,
        al_30_junio_2013=None,
    )


def evaluar(s: Solicitud, fecha: date, ctx: Contexto) -> Amparo | None:
    """§ 787c(a) para un retiro posterior a `fecha` (el 30 de junio de 2013, VIG-03); None si la solicitud no da los
    hechos de ese día (y entonces el resultado dice cómo darlos)."""
    if s.al_30_junio_2013 is None:
        ctx.aviso(
            "Si el {fecha} ya tenía la edad y los años de servicio para retirarse, la Ley 3-2013 le conserva la "
            "pensión calculada con las cifras de ese día (3 L.P.R.A. § 787c(a)): dé en la solicitud el servicio "
            "acreditable y la retribución promedio a esa fecha [INT-47].",
            fecha=fecha,
        )
        return None
    if ctx.lectura(INT47) == INT47.TODO_RETIRO_POSTERIOR_FUERA:
        return Amparo(False, "la lectura elegida de INT-47 deja fuera de vigencia todo retiro posterior")
    al_18 = congelada(s, fecha)
    prueba = Contexto(lecturas=s.lecturas)
    r = articulo18.evaluar(al_18, prueba)
    ctx.externa(EXTERNA)
    if not r.elegible:
        ctx.lecturas_usadas.update(prueba.lecturas_usadas)  # the denial at that date depends on them
        ctx.paso(
            EXTERNA,
            "Ley 3-2013 (§ 787c(a)): ¿tenía el {fecha} la edad y los años de servicio para retirarse ({edad} años, "
            "{servicio} de servicio)?",
            "No: ninguna vía de 18.1 a 18.4 se cumplía ese día; la ley no le conserva la pensión de estos textos",
            fecha=fecha,
            edad=r.edad,
            servicio=Tiempo(al_18.servicio_acreditable),
        )
        return Amparo(
            False,
            f"el {fecha_larga(fecha)} no tenía derecho a retirarse ({r.edad} años de edad y "
            f"{_tiempo(al_18)} de servicio: ninguna vía de 18.1 a 18.4 se cumplía), y la Ley 3-2013 "
            "(§ 787c(a)) solo conserva la pensión de estos textos a quien ya lo tenía",
        )
    # INT-48: the amount (18.5–18.6) measured with the age of the real retirement, or with that of 30 June 2013
    al_retiro = ctx.lectura(INT48) == INT48.EDAD_AL_RETIRO
    if al_retiro:
        al_18 = replace(al_18, fecha_retiro=s.fecha_retiro)
    edad = (
        "la edad del retiro de verdad ({edad_retiro} años) [INT-48]"
        if al_retiro
        else "la edad de ese día ({edad} años), no la del retiro ({edad_retiro} años) [INT-48]"
    )
    ctx.paso(
        EXTERNA,
        "Ley 3-2013 (§ 787c(a)): ¿tenía el {fecha} la edad y los años de servicio para retirarse ({edad} años, "
        "{servicio} de servicio)?",
        "Sí: se retira después, el {retiro}, con la pensión de estos textos calculada con el servicio acreditable "
        "({servicio}) y la retribución promedio ({retribucion}) del {fecha}; la reducción de 18.5 y la fórmula de "
        "18.6, con " + edad,
        fecha=fecha,
        edad=r.edad,
        edad_retiro=edad_al_retiro(s, ctx),
        servicio=Tiempo(al_18.servicio_acreditable),
        retiro=s.fecha_retiro,
        retribucion=Dinero(al_18.retribucion_promedio),
    )
    ctx.aviso(
        "La pensión se calcula con el servicio y la retribución promedio del {fecha}, como conserva la Ley 3-2013 a "
        "quien ya tenía derecho a retirarse ({externa}), y la reducción de 18.5 y la fórmula de 18.6 con " + edad + ". "
        "No incluye la anualidad de 3 L.P.R.A. § 787j (las aportaciones desde el 1 de julio de 2013) ni las "
        "pensiones mínimas posteriores, que no están en estos textos [INT-47].",
        fecha=fecha,
        externa=Externa(EXTERNA),
        edad=r.edad,
        edad_retiro=edad_al_retiro(s, ctx),
    )
    return Amparo(
        True,
        "",
        al_18,
        replace(
            s,
            servicio_acreditable=al_18.servicio_acreditable,
            retribucion_promedio=al_18.retribucion_promedio,
            al_30_junio_2013=None,
        ),
    )


def edad_al_retiro(s: Solicitud, ctx: Contexto) -> int:
    """La edad el día en que de verdad se retira (la de la respuesta), no la del 30 de junio de 2013."""
    return edad_segun(ctx, s.fecha_nacimiento, s.fecha_retiro, edad_cumplida)


def _tiempo(s: Solicitud) -> str:
    return tiempo_texto(s.servicio_acreditable)
