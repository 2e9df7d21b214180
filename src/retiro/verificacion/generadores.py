"""Solicitudes generadas (Hypothesis) región por región de los Artículos 18 y 10.

Cada `Plan` describe una región del texto (régimen, cuerpo, tramo de edad y de servicio, tipo de pensión, la fecha
que decide la edad, el 29 de febrero, la tabla de la Junta, las lecturas del registro y, para el Artículo 10, la
exclusión, la condición de 10.1, el tipo de pensión y los datos de la coordinación); `solicitudes(plan)` genera
solicitudes JSON válidas (protocolo 1.x) dentro de ella, con más peso en los umbrales (un mes a cada lado de 10,
20, 25 y 30 años; un centavo a cada lado de $6,600; el día del cumpleaños y su víspera). `OBJETIVOS` es la lista
de planes, uno por región del modelo (`retiro.verificacion.segunda_lectura.REGIONES`) y por lectura no por defecto del
registro: las propiedades (`retiro.verificacion.propiedades`) la recorren y cuentan las regiones alcanzadas.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from math import ceil

from hypothesis import strategies as st

from retiro.verificacion.simbolico import TOPE

FECHA_NUEVOS = date(1990, 4, 1)


def _limite(clase: str) -> date:
    """Un límite del período que gobiernan los textos (datos/vigencia.yaml, leído por el modelo)."""
    from retiro.verificacion.segunda_lectura import limites_del_periodo

    return limites_del_periodo()[clase][1]


INICIO, LEY_305, FIN = (_limite(c) for c in ("ingreso_desde", "ingreso_antes_de", "retiro_hasta"))
UMBRALES_MESES = (120, 119, 240, 239, 241, 300, 299, 360, 359)
EDADES_UMBRAL = (50, 55, 58, 65)
_TOPE = int(TOPE * 100)  # 10.2's $6,600 (the second reading's), in cents


@dataclass(frozen=True)
class Coordinacion:
    """Los hechos del Artículo 10 que fija un plan (None: se generan)."""

    exclusion: str | None = (
        "ninguna"  # ninguna | policia | bomberos | alcalde | extension | 10.6.b | 10.6.c | 10.6.d | minima
    )
    falla_10_1: str | None = "ninguna"  # ninguna | plan | edad | asegurado | elegible
    fecha: str | None = (
        None  # cumple | vispera | tardia (condiciones después de los 65) | posterior (al período) | None
    )
    tipo: str | None = None  # servicio | incapacidad | incapacidad_ocupacional | merito
    pension_dada: bool | None = None
    factor: bool | None = None
    seguro_social: bool | None = True
    aumentos: bool | None = None
    minima_por_ley: bool | None = None
    pension: tuple[int, int] = (0, 10_000_000)  # cents of the statutory pension when given
    seguro_social_anual: tuple[int, int] = (0, 4_000_000)  # cents
    otro_seguro_social: str | None = None  # con_derecho | actual: another benefit given (INT-41, INT-42)


@dataclass(frozen=True)
class Plan:
    """Una región de solicitudes. Cada campo en None se genera libremente."""

    id: str
    regiones: tuple[str, ...]  # regions (retiro.verificacion.segunda_lectura) that most of its requests must reach
    regimen: str | None = None  # anterior | nuevo | limite (ingreso el 1 de abril de 1990)
    cuerpo: str | None = None  # ninguno | policia | bomberos
    puesto: str = "otro"
    edad: tuple[int, int] = (40, 75)
    meses: tuple[int, int] = (0, 480)
    fecha: str | None = None  # cumple | vispera | 29feb | libre (None: any, weighted)
    edad_umbral: tuple[int, ...] = EDADES_UMBRAL  # with fecha cumple / vispera: which birthday
    tipo: str | None = "opcional"  # opcional | alto_riesgo | merito
    porcentaje: bool | None = None  # merit: give porcentaje_merito
    activo: bool | None = True
    traslado: str | None = "no"  # no | si | policia | retiene | interrumpido | a_los_58 (véase _traslado)
    tabla: str | None = None  # no | edad | sin_clave | meses
    retribucion: tuple[int, int] = (0, 15_000_000)  # cents
    lecturas: tuple[tuple[str, str], ...] = ()
    coordinacion: Coordinacion | None = None
    ingreso_antes_de_1968: bool = False
    # the period the texts govern: retiro_despues | ultimo_dia | ingreso_305 | ingreso_antes_del_sistema |
    # antes_de_1990 (None: inside it, the retirement up to 30 June 2013)
    periodo: str | None = None
    servicio_en_el_cuerpo: bool = False  # give the years served in the corps (18.3, INT-37)
    retribucion_al_traslado: bool = False  # give the pay at the move (18.4, INT-39)
    tabla_posterior: bool = False  # the table was adopted after the retirement (INT-40)
    puestos_anteriores: tuple[str, ...] = ()  # posts of 10.7 held before (INT-44)
    # Ley 3-2013, § 787c(a) (INT-47): give the facts at 30 June 2013 (with periodo «retiro_despues»): «con_derecho»
    # (vested that day: old enough, with enough service) or «libre»
    al_30_junio_2013: str | None = None
    ley_305: str | None = None  # § 786-1(b)(2)–(3): reingreso_despues_de_1999 | opto_por_transferencia (VIG-02)
    peso: int = 1  # times the usual number of cases
    afinar: str | None = None  # a region that few requests reach: step the pay by a cent until the model is in it


def _dinero(centavos: int) -> str:
    return f"{centavos // 100}.{centavos % 100:02d}"


def _aniversario(nacimiento: date, anos: int) -> date:
    y = nacimiento.year + anos
    if (nacimiento.month, nacimiento.day) == (2, 29) and not calendar.isleap(y):
        return date(y, 2, 28)
    return date(y, nacimiento.month, nacimiento.day)


def _sin_29(d: date) -> date:
    return d + timedelta(days=1) if (d.month, d.day) == (2, 29) else d


@st.composite
def _retribucion(draw, lo: int, hi: int) -> int:
    especiales = [x for x in (_TOPE - 1, _TOPE, _TOPE + 1, 0, 1) if lo <= x <= hi]
    if especiales and draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from(especiales))
    return draw(st.integers(lo, hi))


@st.composite
def solicitudes(draw, plan: Plan) -> dict:
    """Una solicitud JSON válida dentro de la región del plan."""
    regimen = plan.regimen or draw(st.sampled_from(["anterior", "anterior", "nuevo"]))
    fecha_edad = plan.fecha or draw(st.sampled_from(["libre", "libre", "libre", "cumple", "vispera", "29feb"]))
    e0, e1 = plan.edad
    if fecha_edad in ("cumple", "vispera"):
        umbrales = [x for x in plan.edad_umbral if e0 <= x <= e1] or [e0]
        edad = draw(st.sampled_from(umbrales))
    else:
        edad = draw(st.integers(e0, e1) | st.sampled_from([x for x in EDADES_UMBRAL if e0 <= x <= e1] or [e0]))
    m0, m1 = plan.meses
    tope = max(min(m1, (edad - 18) * 12), 0)
    m0 = min(m0, tope)
    umbrales_meses = [x for x in UMBRALES_MESES if m0 <= x <= tope]
    if umbrales_meses and draw(st.integers(0, 3)) == 0:  # a month either side of a threshold, one time in four
        meses = draw(st.sampled_from(umbrales_meses))
    else:
        meses = draw(st.integers(m0, tope))
    dias_servicio = ceil(365 * meses / 12)

    # Entry: the regime decides which side of 1 April 1990.
    if regimen == "limite":
        ingreso = FECHA_NUEVOS
    elif regimen == "anterior":
        en_el_limite = draw(st.integers(0, 9)) == 0  # the last day of the former regime, one time in ten
        # early enough that the career ends within the period (VIG-03), when the System's start allows it
        desde = min(max(1, dias_servicio - (FIN - FECHA_NUEVOS).days + 2), (FECHA_NUEVOS - INICIO).days)
        antes = 0 if en_el_limite else draw(st.integers(desde, max(desde, 30 * 365)))
        if plan.ingreso_antes_de_1968:
            antes = draw(st.integers(23 * 365, 30 * 365))
        ingreso = FECHA_NUEVOS - timedelta(days=antes)
    else:
        en_el_limite = draw(st.integers(0, 9)) == 0  # the first day of the new regime, one time in ten
        hasta = (LEY_305 - FECHA_NUEVOS).days - 2  # entered before Ley 305-1999 (VIG-02)
        ingreso = FECHA_NUEVOS + timedelta(days=1 + (0 if en_el_limite else draw(st.integers(1, hasta))))
    if plan.periodo == "ingreso_305":
        ingreso = LEY_305 + timedelta(days=draw(st.integers(0, 3) | st.integers(0, 2000)))
    elif plan.periodo == "ingreso_antes_del_sistema":
        ingreso = INICIO - timedelta(days=draw(st.integers(1, 3) | st.integers(1, 3000)))
    holgura = (
        3 * 365 if plan.periodo else min(3 * 365, max(0, (FIN - timedelta(days=2) - ingreso).days - dias_servicio))
    )
    retiro = ingreso + timedelta(days=dias_servicio + draw(st.integers(0, holgura)))
    # Inside the period the retirement is on 30 June 2013 at the latest (VIG-03); a service longer than the time since
    # entry is credited service (military, transferred, purchased: INT-34). Two days of margin for the birthdays.
    if plan.periodo not in ("retiro_despues", "ingreso_305") and retiro > FIN - timedelta(days=2):
        retiro = FIN - timedelta(days=2 + draw(st.integers(0, 2 * 365)))
    if plan.periodo == "retiro_despues":
        retiro = max(retiro, FIN + timedelta(days=draw(st.integers(1, 3) | st.integers(1, 2000))))
    elif plan.periodo == "ultimo_dia":
        retiro = FIN
    elif plan.periodo == "antes_de_1990" and retiro >= FECHA_NUEVOS:
        retiro = FECHA_NUEVOS - timedelta(days=draw(st.integers(1, 3) | st.integers(1, 3000)))
        ingreso = max(INICIO, min(ingreso, retiro - timedelta(days=dias_servicio)))
    if plan.periodo in ("retiro_despues", "ultimo_dia"):  # a retirement moved later: born before the entry still
        adulto = date(retiro.year - edad + 19, 1, 1)
        if ingreso < adulto:
            ingreso = adulto if regimen == "nuevo" else min(adulto, FECHA_NUEVOS)
    coordina = plan.coordinacion is not None and plan.coordinacion.exclusion not in ("10.6.b", "10.6.c", "10.6.d")
    if coordina and retiro < date(1968, 7, 1):  # a pension granted before 1 July 1968 is another region (10.6(b))
        corrimiento = date(1968, 7, 1) - retiro
        ingreso, retiro = ingreso + corrimiento, retiro + corrimiento

    # Birth: the date that decides the age at retirement.
    if fecha_edad == "cumple":
        retiro = _sin_29(retiro)
        nacimiento = date(retiro.year - edad, retiro.month, retiro.day)
    elif fecha_edad == "vispera":
        if ((retiro + timedelta(days=1)).month, (retiro + timedelta(days=1)).day) == (2, 29):
            retiro += timedelta(days=1)
        manana = retiro + timedelta(days=1)
        nacimiento = date(manana.year - edad, manana.month, manana.day)
    elif fecha_edad == "29feb":
        ano = retiro.year + (1 if (retiro.month, retiro.day) > (3, 1) else 0)
        while calendar.isleap(ano):
            ano += 1
        if plan.periodo is None and date(ano, 3, 1) > FIN:  # stay inside the period (VIG-03)
            ano = FIN.year
            while calendar.isleap(ano) or date(ano, 3, 1) > FIN:
                ano -= 1
        retiro = date(ano, *draw(st.sampled_from([(2, 28), (2, 28), (3, 1), (2, 27)])))
        nacido = ano - edad
        while not calendar.isleap(nacido):
            nacido -= 1
        nacimiento = date(nacido, 2, 29)
    else:
        mes, dia = (2, 28) if (retiro.month, retiro.day) == (2, 29) else (retiro.month, retiro.day)
        nacimiento = date(retiro.year - edad, mes, dia) - timedelta(days=draw(st.integers(0, 364)))
    assert nacimiento <= ingreso, (nacimiento, ingreso)

    cuerpo = plan.cuerpo or draw(st.sampled_from(["ninguno", "ninguno", "policia", "bomberos"]))
    tipo = plan.tipo or draw(st.sampled_from(["opcional", "opcional", "merito", "alto_riesgo"]))
    activo = plan.activo if plan.activo is not None else draw(st.sampled_from([True] * 4 + [False]))
    s: dict = {
        "version_protocolo": "1.0",
        "fecha_nacimiento": nacimiento.isoformat(),
        "fecha_ingreso": ingreso.isoformat(),
        "fecha_retiro": retiro.isoformat(),
        "servicio_acreditable": {"anos": meses // 12, "meses": meses % 12} if meses % 12 else str(meses // 12),
        "retribucion_promedio": _dinero(draw(_retribucion(*plan.retribucion))),
        "en_servicio_activo": activo,
        "cuerpo": cuerpo,
        "tipo_pension": tipo,
    }
    if plan.puesto != "otro":
        s["puesto"] = plan.puesto
    if plan.puestos_anteriores:
        s["puestos_anteriores"] = list(plan.puestos_anteriores)
    if plan.ley_305:
        s[plan.ley_305] = True
    if plan.al_30_junio_2013 and retiro > FIN:
        # the service then is that at retirement less up to the time since 30 June 2013 (INT-47)
        despues = min(meses, (retiro - FIN).days * 12 // 365 + 1)
        congelado = max(0, meses - draw(st.integers(0, despues)))
        s["al_30_junio_2013"] = {
            "servicio_acreditable": {"anos": congelado // 12, "meses": congelado % 12},
            "retribucion_promedio": _dinero(draw(_retribucion(*plan.retribucion))),
        }
    if plan.servicio_en_el_cuerpo and cuerpo != "ninguno":  # a part of the service, in the corps (INT-37)
        en = max(0, meses - draw(st.integers(0, 3) | st.integers(0, 120)))
        s["servicio_en_el_cuerpo"] = {"anos": en // 12, "meses": en % 12}
    if tipo == "merito" and (plan.porcentaje if plan.porcentaje is not None else draw(st.booleans())):
        s["porcentaje_merito"] = str(draw(st.integers(1, 100)))
    traslado = plan.traslado or draw(st.sampled_from(["no", "no", "si"]))
    if traslado != "no":
        s["cuerpo"] = "ninguno"
        s["traslado"] = draw(_traslado(traslado, nacimiento, ingreso, retiro, meses))
        if plan.retribucion_al_traslado:  # the pay at the move (INT-39), lower than at retirement
            s["traslado"]["retribucion_promedio"] = _dinero(
                draw(_retribucion(0, round(float(s["retribucion_promedio"]) * 100)))
            )
    tabla = plan.tabla or draw(st.sampled_from(["no", "edad", "edad", "sin_clave"]))
    if tabla != "no":
        # which keys the table has: one bit each, from a single draw; the factors, from two draws
        bits = draw(st.integers(0, 2**36 - 1))
        if tabla == "meses":  # keys in years and months around the age (INT-30)
            claves = [
                f"{a}-{mm:02d}"
                for i, (a, mm) in enumerate((a, mm) for a in range(edad - 1, edad + 2) for mm in range(12))
                if not bits >> i & 1
            ]
            claves = claves or [f"{edad}-00"]
        else:
            claves = [
                str(a)
                for i, a in enumerate(range(50, 67))
                if (a == edad and tabla == "edad") or (a != edad and bits >> i & 1)
            ]
            claves = claves or ["50" if edad != 50 else "51"]
        factor, paso = draw(st.integers(1, 100)), draw(st.integers(0, 9))
        # adopted on or before the retirement (the table in force), or after it (INT-40)
        adopcion = (
            retiro + timedelta(days=draw(st.integers(1, 2000)))
            if plan.tabla_posterior
            else min(retiro, date(2000, 1, 1)) - timedelta(days=draw(st.integers(0, 2000)))
        )
        s["tabla_actuarial"] = {
            "nombre": "generada",
            "fuente": "prueba de propiedades",
            "fecha_adopcion": adopcion.isoformat(),
            "factores": {k: _dinero(1 + (factor - 1 + paso * i) % 100) for i, k in enumerate(claves)},
        }
    if plan.lecturas:
        s["lecturas"] = dict(plan.lecturas)
    if plan.coordinacion is not None:
        s["coordinacion"] = draw(_coordinacion(plan.coordinacion, s, nacimiento, ingreso, retiro, meses))
    if plan.afinar:
        _afinar(s, plan.afinar)
    return s


def _afinar(s: dict, region: str, pasos: int = 400) -> None:
    """Sube la retribución de centavo en centavo hasta que el modelo sitúa la solicitud en la región (o se rinde):
    para regiones de medida casi nula, como las cifras donde INT-07 cambia la mensual."""
    from retiro.verificacion.segunda_lectura import esperado

    centavos = round(float(s["retribucion_promedio"]) * 100)
    for _ in range(pasos):
        if region in esperado(s).regiones:
            return
        centavos += 1
        s["retribucion_promedio"] = _dinero(centavos)


@st.composite
def _traslado(draw, modo: str, nacimiento: date, ingreso: date, retiro: date, meses: int) -> dict:
    """18.4: el paso del Cuerpo a otro puesto. Modos: «retiene» (50 años y 25 de servicios al pasar), «interrumpido»
    (igual, pero con interrupción), «a_los_58» (58 años y de 10 a 24 de servicios: INT-17), «si»/«policia»
    (cualquiera de ellos o una fecha cualquiera de la carrera)."""
    cuerpo = "policia" if modo == "policia" else draw(st.sampled_from(["policia", "bomberos"]))
    if modo in ("si", "policia"):
        modo = draw(st.sampled_from(["retiene", "interrumpido", "a_los_58", "libre", "libre"]))

    def meses_hasta(d: date) -> int:
        return min(meses, (d - ingreso).days * 12 // 365)

    fecha_t = ingreso + timedelta(days=draw(st.integers(0, (retiro - ingreso).days)))
    minimo_t = 0
    if modo in ("retiene", "interrumpido", "a_los_58"):
        edad_t, anos_t = (58, 10) if modo == "a_los_58" else (50, 25)
        desde = max(_aniversario(nacimiento, edad_t), ingreso + timedelta(days=ceil(365 * anos_t)))
        if desde <= retiro:
            fecha_t = desde + timedelta(days=draw(st.integers(0, (retiro - desde).days) | st.just(0)))
            minimo_t = anos_t * 12
    tope_t = meses_hasta(fecha_t)
    minimo_t = min(minimo_t, tope_t)
    if modo == "a_los_58":
        tope_t = max(minimo_t, min(tope_t, 299))
    meses_t = draw(
        st.integers(minimo_t, tope_t)
        | st.sampled_from([x for x in (300, 299, 120) if minimo_t <= x <= tope_t] or [tope_t])
    )
    return {
        "cuerpo": cuerpo,
        "fecha": fecha_t.isoformat(),
        "sin_interrupcion": modo != "interrumpido" and (modo != "libre" or draw(st.sampled_from([True, True, False]))),
        "servicio_acreditable": {"anos": meses_t // 12, "meses": meses_t % 12},
    }


@st.composite
def _coordinacion(draw, c: Coordinacion, s: dict, nacimiento: date, ingreso: date, retiro: date, meses: int) -> dict:
    cumple_65 = _aniversario(nacimiento, 65)
    if c.falla_10_1 == "edad" and retiro < cumple_65:
        fecha = retiro + timedelta(days=draw(st.integers(0, (cumple_65 - retiro).days - 1)))
    elif c.fecha == "vispera" and retiro < cumple_65:
        fecha = cumple_65 - timedelta(days=1)
    elif c.fecha == "cumple" and retiro <= cumple_65:
        fecha = cumple_65
    elif c.fecha == "tardia":
        fecha = max(retiro, cumple_65 + timedelta(days=1)) + timedelta(days=draw(st.integers(0, 2000)))
    elif c.fecha == "posterior":  # after the period, of a pension granted within it (INT-33)
        fecha = max(retiro, cumple_65, FIN) + timedelta(days=draw(st.integers(1, 3) | st.integers(1, 2000)))
    else:
        dias = 0 if draw(st.integers(0, 5)) == 0 else draw(st.integers(1, 2000))  # the 65th birthday, one time in six
        fecha = max(retiro, cumple_65) + timedelta(days=dias)
    tipo = c.tipo or (
        "merito"
        if s["tipo_pension"] == "merito"
        else draw(st.sampled_from(["servicio", "servicio", "incapacidad", "incapacidad_ocupacional"]))
    )
    x: dict = {
        "fecha_coordinacion": fecha.isoformat(),
        "plan_coordinado": c.falla_10_1 != "plan",
        "plenamente_asegurado": c.falla_10_1 != "asegurado",
        "elegible_beneficios_primarios": c.falla_10_1 != "elegible",
    }
    if tipo != "servicio" or draw(st.booleans()):
        x["tipo_pension"] = tipo
    if c.fecha == "tardia" or (c.fecha is None and draw(st.integers(0, 3)) == 0):
        # a condition met after 65 (INT-24) or any time, never after the coordination date
        campos = draw(
            st.sampled_from(
                [
                    ("fecha_plenamente_asegurado",),
                    ("fecha_elegible_beneficios_primarios",),
                    ("fecha_plenamente_asegurado", "fecha_elegible_beneficios_primarios"),
                ]
            )
        )
        desde = cumple_65 + timedelta(days=1) if c.fecha == "tardia" else ingreso
        for campo in campos:
            condicion = campo.removeprefix("fecha_")
            if x[condicion] and desde <= fecha:
                x[campo] = (desde + timedelta(days=draw(st.integers(0, (fecha - desde).days)))).isoformat()
    dada = c.pension_dada if c.pension_dada is not None else draw(st.booleans())
    if tipo in ("incapacidad", "incapacidad_ocupacional"):
        dada = True
    if dada:
        x["pension_estatutaria"] = _dinero(draw(st.integers(*c.pension)))
        if c.factor if c.factor is not None else draw(st.booleans()):
            x["factor_reduccion"] = _dinero(draw(st.integers(1, 100)))
    if tipo == "merito":  # 10.3: a merit pension in both fields, with one and the same original percentage
        s["tipo_pension"] = "merito"
        porcentaje = s.setdefault("porcentaje_merito", str(draw(st.integers(1, 100))))
        x["anos_computo_original"] = str(draw(st.integers(0, meses // 12)))
        if draw(st.booleans()):
            x["porcentaje_merito"] = porcentaje
    if c.seguro_social if c.seguro_social is not None else draw(st.integers(0, 5)) > 0:
        x["beneficio_seguro_social"] = {
            "monto": _dinero(draw(st.integers(*c.seguro_social_anual))),
            "periodo": "anual",
        }
        if draw(st.booleans()):  # the same kind of amount, monthly
            lo, hi = c.seguro_social_anual
            x["beneficio_seguro_social"] = {
                "monto": _dinero(draw(st.integers(lo // 12, hi // 12))),
                "periodo": "mensual",
            }
        if c.otro_seguro_social:  # the benefit with right (INT-41) or the current one (INT-42), any amount
            campo = {"con_derecho": "beneficio_seguro_social_con_derecho", "actual": "beneficio_seguro_social_actual"}
            x[campo[c.otro_seguro_social]] = {"monto": _dinero(draw(st.integers(0, 4_000_000))), "periodo": "anual"}
    if c.aumentos if c.aumentos is not None else draw(st.booleans()):
        x["aumentos_por_ley"] = _dinero(draw(st.integers(1, 500_000)))
    exclusion = c.exclusion or draw(st.sampled_from(["ninguna"] * 6 + ["alcalde", "10.6.b", "minima"]))
    if exclusion in ("alcalde", "extension"):
        s["puesto"] = "alcalde" if exclusion == "alcalde" else "servicio_extension_agricola"
    elif exclusion in ("policia", "bomberos"):
        s["cuerpo"] = exclusion
        s.pop("traslado", None)
    elif exclusion in ("10.6.b", "10.6.c", "10.6.d"):
        campo = {"10.6.b": "fecha_concesion", "10.6.c": "fecha_separacion", "10.6.d": "fecha_opcion_traspaso"}[
            exclusion
        ]
        limite = min(date(1968, 6, 30), fecha)
        if ingreso <= limite:
            x[campo] = (ingreso + timedelta(days=draw(st.integers(0, (limite - ingreso).days)))).isoformat()
        if exclusion == "10.6.c":
            x["pension_diferida"] = True
            x.setdefault("fecha_separacion", ingreso.isoformat())
        if exclusion == "10.6.d":
            x["anualidad_por_traspaso"] = True
            x.setdefault("fecha_opcion_traspaso", ingreso.isoformat())
    elif exclusion == "minima":
        x["pension_minima"] = True
    if c.minima_por_ley if c.minima_por_ley is not None else draw(st.integers(0, 3)) == 0:
        # the legal minimum, in tenths of the statutory pension (below it, at it, above it) or any amount
        if "pension_estatutaria" in x and draw(st.integers(0, 3)):
            decimos = draw(st.integers(0, 20))
            x["pension_minima_por_ley"] = _dinero(round(float(x["pension_estatutaria"]) * 100) * decimos // 10)
        else:
            x["pension_minima_por_ley"] = _dinero(draw(st.integers(0, 3_000_000)))
    return x


# --- Los objetivos: un plan por región ----------------------------------------------------------------------------
def _p(id_: str, *regiones: str, **campos) -> Plan:
    if campos.get("coordinacion") is not None:
        campos.setdefault("cuerpo", "ninguno")  # coordination regions: a member whom 10.7 does not exclude
    return Plan(id_, regiones or (id_,), **campos)


C = Coordinacion()  # a coordinated case: no exclusion, 10.1 met
OBJETIVOS_18: list[Plan] = [
    _p("vía 18.1", "vía 18.1", "cuantía 18.6.a", regimen="anterior", cuerpo="ninguno", edad=(55, 57), meses=(300, 359)),
    _p(
        "vía 18.2 (oración 1)",
        "vía 18.2 (oración 1)",
        "cuantía EXT-01",
        "excepción 18.5.b",
        regimen="anterior",
        edad=(58, 75),
        meses=(120, 480),
    ),
    _p(
        "vía 18.2 (oración 2)",
        "vía 18.2 (oración 2)",
        "excepción 18.5.e",
        "cuantía 18.6.b",
        regimen="nuevo",
        edad=(65, 75),
        meses=(120, 400),
    ),
    _p(
        "vía 18.3 (oración 1)",
        "vía 18.3 (oración 1)",
        "excepción 18.5.a",
        regimen="anterior",
        cuerpo="policia",
        edad=(50, 57),
        meses=(300, 480),
    ),
    _p(
        "vía 18.3 (oración 2)",
        "vía 18.3 (oración 2)",
        "cuantía EXT-02",
        "excepción 18.5.d",
        regimen="nuevo",
        cuerpo="bomberos",
        edad=(45, 70),
        meses=(360, 480),
        tipo="alto_riesgo",
    ),
    _p("ninguna vía", "ninguna vía", "opcional no procede", edad=(40, 54), meses=(0, 290), cuerpo="ninguno"),
    _p(
        "solo alto riesgo",
        "opcional: solo la anualidad de alto riesgo",
        regimen="nuevo",
        cuerpo="policia",
        edad=(48, 49),
        meses=(360, 380),
    ),
    _p("alto riesgo no procede", "alto riesgo no procede", tipo="alto_riesgo", meses=(0, 350)),
    _p("no está en servicio activo", "no está en servicio activo", activo=False),
    _p("nuevo participante", "nuevo participante", regimen="nuevo"),
    _p("régimen anterior", "régimen anterior", regimen="anterior"),
    _p("ingreso el 1 de abril de 1990", "ingreso el 1 de abril de 1990", regimen="limite"),
    _p("29 de febrero", "29 de febrero en año no bisiesto", fecha="29feb", edad=(54, 66), meses=(100, 480)),
    *[
        _p(f"cumple {e}", f"cumple {e} el día", fecha="cumple", edad=(e, e), meses=(120, 480))
        for e in (50, 55, 58, 65, 66)
    ],
    *[
        _p(f"víspera de los {e}", f"cumple {e} al día siguiente", fecha="vispera", edad=(e, e), meses=(120, 480))
        for e in (50, 55, 58, 65, 66)
    ],
    *[
        _p(
            f"servicio {s} justos",
            f"servicio de {s} años justos",
            f"servicio un mes menor que {s}",
            meses=(12 * s - 1, 12 * s),
            edad=(55, 70),
        )
        for s in (10, 20, 25, 30)
    ],
    _p(
        "18.4 retiene",
        "18.4: retiene el derecho",
        "vía 18.3 (oración 1)",
        traslado="retiene",
        edad=(50, 70),
        meses=(300, 480),
        regimen="anterior",
    ),
    _p("18.4 no retiene", "18.4: no retiene el derecho", traslado="si", edad=(40, 60), meses=(100, 480)),
    _p("mérito menos de 30", "mérito: menos de 30 años", tipo="merito", meses=(0, 359)),
    _p(
        "mérito sin por ciento",
        "mérito: falta el por ciento",
        "cuantía EXT-03",
        "excepción 18.5.c",
        tipo="merito",
        porcentaje=False,
        edad=(48, 54),
        meses=(360, 420),
    ),
    _p(
        "mérito con por ciento",
        "cuantía EXT-03",
        "excepción 18.5.c",
        tipo="merito",
        porcentaje=True,
        edad=(48, 70),
        meses=(360, 480),
    ),
    _p("laguna", "laguna", "reducida", regimen="anterior", cuerpo="ninguno", edad=(55, 57), meses=(360, 480)),
    _p("18.6.c", "cuantía 18.6.c", "reducida", regimen="nuevo", cuerpo="ninguno", edad=(55, 64), meses=(300, 400)),
    _p(
        "18.6.d sin tabla",
        "18.6.d: sin tabla",
        "reducida",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(55, 57),
        meses=(300, 359),
        tabla="no",
    ),
    _p(
        "18.6.d sin clave",
        "18.6.d: la tabla no tiene el factor",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(55, 57),
        meses=(300, 359),
        tabla="sin_clave",
    ),
    _p(
        "18.6.d factor",
        "18.6.d: factor aplicado",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(55, 57),
        meses=(300, 359),
        tabla="edad",
    ),
]

OBJETIVOS_10: list[Plan] = [
    _p("10.7 Policía", "10.7: Policía", regimen="anterior", coordinacion=replace(C, exclusion="policia")),
    _p(
        "10.7 Bomberos no excluidos",
        "10.7: un bombero se coordina (INT-23)",
        regimen="anterior",
        cuerpo="bomberos",
        coordinacion=C,
    ),
    _p("10.7 Alcalde", "10.7: Alcalde", regimen="anterior", coordinacion=replace(C, exclusion="alcalde")),
    _p(
        "10.7 Extensión Agrícola",
        "10.7: Extensión Agrícola",
        regimen="anterior",
        coordinacion=replace(C, exclusion="extension"),
    ),
    _p("10.7 nuevo participante", "10.7: nuevo participante", regimen="nuevo", coordinacion=C),
    _p("10.6.b", "10.6.b", regimen="anterior", ingreso_antes_de_1968=True, coordinacion=replace(C, exclusion="10.6.b")),
    _p("10.6.c", "10.6.c", regimen="anterior", ingreso_antes_de_1968=True, coordinacion=replace(C, exclusion="10.6.c")),
    _p("10.6.d", "10.6.d", regimen="anterior", ingreso_antes_de_1968=True, coordinacion=replace(C, exclusion="10.6.d")),
    _p(
        "10.6.e excluida",
        "10.6.e: pensión mínima excluida",
        regimen="anterior",
        coordinacion=replace(C, exclusion="minima"),
    ),
    _p("10.1 sin plan", "10.1: sin Plan Coordinado", regimen="anterior", coordinacion=replace(C, falla_10_1="plan")),
    _p(
        "10.1 no asegurado",
        "10.1: no plenamente asegurado",
        regimen="anterior",
        coordinacion=replace(C, falla_10_1="asegurado"),
    ),
    _p(
        "10.1 no elegible",
        "10.1: no elegible para beneficios primarios",
        regimen="anterior",
        coordinacion=replace(C, falla_10_1="elegible"),
    ),
    _p(
        "10.1 menos de 65",
        "10.1: menos de 65",
        regimen="anterior",
        edad=(50, 63),
        coordinacion=replace(C, falla_10_1="edad"),
    ),
    _p(
        "10.1 cumple 65",
        "10.1: cumple 65 el día de la coordinación",
        regimen="anterior",
        edad=(50, 64),
        coordinacion=replace(C, fecha="cumple"),
    ),
    _p(
        "10.1 víspera de 65",
        "10.1: víspera de los 65",
        "10.1: menos de 65",
        regimen="anterior",
        edad=(50, 64),
        coordinacion=replace(C, fecha="vispera"),
    ),
    _p(
        "10.1 29 de febrero",
        "29 de febrero en año no bisiesto",
        regimen="anterior",
        fecha="29feb",
        edad=(56, 64),
        coordinacion=replace(C, fecha="cumple"),
    ),
    _p(
        "10.1 condición posterior",
        "10.1: efecto en una condición posterior",
        regimen="anterior",
        edad=(50, 64),
        coordinacion=replace(C, fecha="tardia"),
    ),
    _p(
        "10.1 efecto en el retiro",
        "10.1: efecto en la fecha de retiro",
        regimen="anterior",
        edad=(66, 75),
        coordinacion=C,
    ),
    _p(
        "sin pensión",
        "incompleta: sin pensión conforme a la Ley",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(55, 57),
        meses=(300, 359),
        tabla="no",
        coordinacion=replace(C, pension_dada=False),
    ),
    _p(
        "pensión del 18",
        "pensión conforme a la Ley del Artículo 18",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(58, 75),
        meses=(120, 480),
        coordinacion=replace(C, pension_dada=False, tipo="servicio"),
    ),
    _p(
        "10.2 servicio",
        "10.2: servicio",
        "pensión conforme a la Ley dada",
        regimen="anterior",
        coordinacion=replace(C, tipo="servicio", pension_dada=True),
    ),
    _p("10.2 incapacidad", "10.2: incapacidad", regimen="anterior", coordinacion=replace(C, tipo="incapacidad")),
    _p(
        "10.2 incapacidad ocupacional",
        "10.2: incapacidad ocupacional",
        regimen="anterior",
        coordinacion=replace(C, tipo="incapacidad_ocupacional"),
    ),
    _p(
        "10.3 mérito",
        "10.3: mérito",
        regimen="anterior",
        tipo="merito",
        meses=(360, 480),
        coordinacion=replace(C, tipo="merito"),
    ),
    *[
        _p(
            f"10.2 retribución {lado}",
            f"10.2: retribución {lado} de $6,600",
            regimen="anterior",
            retribucion=rango,
            coordinacion=replace(C, tipo="servicio", pension_dada=True),
        )
        for lado, rango in (
            ("por debajo", (0, _TOPE - 1)),
            ("exactamente", (_TOPE, _TOPE)),
            ("por encima", (_TOPE + 1, 15_000_000)),
        )
    ],
    *[
        _p(
            f"10.2 servicio {lado}",
            f"10.2: servicio {lado} de 20 años",
            regimen="anterior",
            meses=rango,
            coordinacion=replace(C, tipo="servicio", pension_dada=True),
        )
        for lado, rango in (("por debajo", (0, 239)), ("exactamente", (240, 240)), ("por encima", (241, 480)))
    ],
    _p(
        "INT-21 fórmula reducida",
        "INT-21: fórmula reducida",
        regimen="anterior",
        coordinacion=replace(C, pension_dada=True, factor=True, tipo="servicio"),
    ),
    _p(
        "no es necesario coordinar",
        "INT-20: no es necesario coordinar",
        regimen="anterior",
        meses=(240, 480),
        retribucion=(1_000_000, 15_000_000),
        coordinacion=replace(C, pension_dada=True, tipo="servicio", pension=(0, 500_000)),
    ),
    _p(
        "Seguro Social de $0",
        "INT-20: la garantía deja la pensión igual",
        regimen="anterior",
        meses=(240, 480),
        retribucion=(1_000_000, 15_000_000),
        coordinacion=replace(C, pension_dada=True, tipo="servicio", seguro_social_anual=(0, 0)),
    ),
    _p(
        "limita la garantía",
        "10.5: limita la garantía",
        regimen="anterior",
        coordinacion=replace(
            C, pension_dada=True, tipo="servicio", pension=(2_000_000, 10_000_000), seguro_social_anual=(0, 300_000)
        ),
    ),
    _p(
        "limita la fórmula",
        "10.5: limita la fórmula",
        regimen="anterior",
        meses=(240, 480),
        retribucion=(3_000_000, 8_000_000),
        coordinacion=replace(
            C,
            pension_dada=True,
            tipo="servicio",
            pension=(2_000_000, 6_000_000),
            seguro_social_anual=(2_000_000, 4_000_000),
        ),
    ),
    _p(
        "falta el Seguro Social",
        "falta el beneficio del Seguro Social",
        regimen="anterior",
        coordinacion=replace(
            C, pension_dada=True, tipo="servicio", seguro_social=False, pension=(5_000_000, 10_000_000)
        ),
    ),
    _p(
        "10.4 sin evidencia",
        "10.4: sin evidencia del Seguro Social",
        regimen="anterior",
        coordinacion=replace(C, tipo="incapacidad_ocupacional", seguro_social=False, pension=(5_000_000, 10_000_000)),
    ),
    _p(
        "10.6.a aumentos",
        "10.6.a: aumentos por ley",
        regimen="anterior",
        coordinacion=replace(C, aumentos=True, pension_dada=True),
    ),
]


def _region_de_lectura(entrada: str, lectura: str) -> str:
    from retiro.verificacion.segunda_lectura import region_de_lectura

    return region_de_lectura(entrada, lectura)


def _lectura(entrada: str, lectura: str, **campos) -> Plan:
    return _p(f"{entrada}={lectura}", _region_de_lectura(entrada, lectura), lecturas=((entrada, lectura),), **campos)


def _coordinada_dada(**campos) -> Coordinacion:
    return replace(C, pension_dada=True, tipo="servicio", **campos)


# Ley 3-2013, § 787c(a) (INT-47): retired after 30 June 2013, vested that day (64 or more at retirement, at most about
# five years later, so 58 or more that day; 30 years or more at retirement, at most about five and a half less then).
CON_DERECHO_EL_30_JUNIO_2013 = dict(
    periodo="retiro_despues",
    al_30_junio_2013="con_derecho",
    regimen="anterior",
    edad=(64, 75),
    meses=(360, 480),
    fecha="libre",
)

OBJETIVOS_LECTURAS: list[Plan] = [
    _lectura("INT-01", "inclusiva", regimen="limite", edad=(55, 70), meses=(120, 480)),
    _lectura("INT-02", "adicional", regimen="nuevo", edad=(58, 64), meses=(120, 290), cuerpo="ninguno"),
    _lectura("INT-03", "todos", regimen="nuevo", edad=(58, 64), meses=(300, 400), cuerpo="ninguno"),
    _lectura("INT-04", "alternativas", traslado="si", edad=(45, 70), meses=(100, 480)),
    _lectura("INT-05", "1_marzo", fecha="29feb", edad=(54, 66), meses=(120, 480)),
    _lectura("INT-06", "redondeo_medio_ano", meses=(114, 119), edad=(58, 70), regimen="anterior"),
    _lectura(
        "INT-07",
        "mensual_desde_anual",
        regimen="anterior",
        edad=(58, 70),
        meses=(120, 480),
        afinar=_region_de_lectura("INT-07", "mensual_desde_anual"),
    ),
    _lectura("INT-08", "mensual", regimen="anterior", edad=(58, 70), meses=(120, 480), retribucion=(1, 1_000_000)),
    _lectura("INT-09", "no_exigido", activo=False, regimen="anterior", edad=(58, 70), meses=(120, 480)),
    _lectura(
        "INT-10",
        "no_requiere_activo",
        activo=False,
        cuerpo="policia",
        regimen="anterior",
        edad=(50, 57),
        meses=(300, 480),
    ),
    _lectura(
        "INT-11", "edad_50", regimen="nuevo", cuerpo="policia", tipo="alto_riesgo", edad=(48, 49), meses=(360, 380)
    ),
    _lectura("INT-12", "retiene", traslado="interrumpido", edad=(50, 70), meses=(300, 480)),
    _lectura("INT-13", "todos", regimen="nuevo", cuerpo="ninguno", edad=(55, 57), meses=(300, 359)),
    _lectura("INT-14", "extender_18_6_a", regimen="anterior", cuerpo="ninguno", edad=(55, 57), meses=(360, 480)),
    _lectura("INT-15", "sin_formula", regimen="nuevo", cuerpo="ninguno", edad=(65, 72), meses=(120, 400)),
    _lectura("INT-16", "solo_a_los_65", regimen="nuevo", cuerpo="ninguno", edad=(66, 72), meses=(120, 400)),
    _lectura("INT-17", "cualquier_pension", traslado="a_los_58", edad=(58, 75), meses=(120, 480)),
    _lectura("INT-18", "solo_miembros", traslado="retiene", regimen="anterior", edad=(50, 57), meses=(300, 480)),
    _lectura("INT-19", "formula_18_6_b", regimen="nuevo", cuerpo="bomberos", edad=(50, 64), meses=(300, 400)),
    _lectura(
        "INT-20",
        "siempre",
        regimen="anterior",
        meses=(240, 480),
        retribucion=(1_000_000, 15_000_000),
        coordinacion=_coordinada_dada(pension=(0, 500_000)),
    ),
    _lectura("INT-21", "sin_reduccion", regimen="anterior", coordinacion=_coordinada_dada(factor=True)),
    _lectura(
        "INT-22",
        "aumentos_cuentan_como_pago",
        regimen="anterior",
        coordinacion=_coordinada_dada(aumentos=True, pension=(2_000_000, 10_000_000), seguro_social_anual=(0, 300_000)),
    ),
    _lectura("INT-23", "incluye_bomberos", regimen="anterior", cuerpo="bomberos", coordinacion=C),
    _lectura("INT-24", "solo_a_los_65", regimen="anterior", edad=(50, 64), coordinacion=replace(C, fecha="tardia")),
    _lectura(
        "INT-25",
        "por_anos",
        regimen="anterior",
        tipo="merito",
        meses=(360, 480),
        retribucion=(700_000, 15_000_000),
        coordinacion=replace(C, tipo="merito"),
    ),
    _lectura("INT-26", "incluye_traslado", traslado="policia", regimen="anterior", coordinacion=C),
    _lectura(
        "INT-27",
        "minimo_como_piso",
        regimen="anterior",
        coordinacion=_coordinada_dada(minima_por_ley=True, exclusion="minima"),
    ),
    _lectura("INT-28", "resta_directa", regimen="anterior", coordinacion=replace(C, tipo="incapacidad_ocupacional")),
    _lectura("INT-29", "sin_cuantia", regimen="nuevo", tipo="merito", meses=(360, 400), edad=(55, 70)),
    _lectura(
        "INT-46", "en_servicio_activo", activo=False, regimen="anterior", tipo="merito", meses=(360, 400), edad=(55, 70)
    ),
    _lectura(
        "INT-30", "anos_y_meses", regimen="anterior", cuerpo="ninguno", edad=(55, 57), meses=(300, 359), tabla="meses"
    ),
    _lectura(
        "INT-07",
        "mensual_es_lo_pagado",
        regimen="anterior",
        edad=(58, 70),
        meses=(120, 480),
        afinar=_region_de_lectura("INT-07", "mensual_es_lo_pagado"),
    ),
    _lectura(
        "INT-29", "segun_ext_03", regimen="nuevo", tipo="merito", porcentaje=True, meses=(360, 400), edad=(55, 70)
    ),
    _lectura("INT-31", "calcular_igual", periodo="retiro_despues", edad=(58, 75), meses=(120, 480), fecha="libre"),
    _lectura(
        "INT-32", "desde_el_1_abril_1990", periodo="antes_de_1990", regimen="anterior", edad=(58, 75), meses=(120, 300)
    ),
    _lectura(
        "INT-33", "dentro_del_periodo", regimen="anterior", edad=(58, 75), coordinacion=replace(C, fecha="posterior")
    ),
    _lectura(
        "INT-34", "hasta_el_tiempo_transcurrido", regimen="nuevo", cuerpo="ninguno", edad=(55, 64), meses=(300, 400)
    ),
    _lectura("INT-35", "solo_regimen_anterior", regimen="nuevo", cuerpo="policia", edad=(50, 57), meses=(300, 359)),
    _lectura("INT-36", "solo_regimen_anterior", regimen="nuevo", cuerpo="bomberos", edad=(50, 57), meses=(300, 359)),
    _lectura(
        "INT-37",
        "en_el_cuerpo",
        regimen="anterior",
        cuerpo="policia",
        edad=(50, 57),
        meses=(300, 480),
        servicio_en_el_cuerpo=True,
    ),
    _lectura("INT-38", "debe_constar", traslado="retiene", regimen="anterior", edad=(50, 70), meses=(300, 480)),
    _lectura(
        "INT-39",
        "al_traslado",
        traslado="retiene",
        regimen="anterior",
        edad=(50, 70),
        meses=(300, 480),
        retribucion_al_traslado=True,
    ),
    _lectura(
        "INT-40",
        "la_aportada",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(55, 57),
        meses=(300, 359),
        tabla="edad",
        tabla_posterior=True,
    ),
    *[
        _lectura(
            entrada,
            lectura,
            regimen="anterior",
            coordinacion=_coordinada_dada(
                pension=(2_000_000, 10_000_000), seguro_social_anual=(0, 300_000), otro_seguro_social=otro
            ),
        )
        for entrada, lectura, otro in (
            ("INT-41", "con_derecho", "con_derecho"),
            ("INT-42", "en_cada_aumento", "actual"),
        )
    ],
    _lectura(
        "INT-43",
        "fecha_de_retiro",
        regimen="anterior",
        ingreso_antes_de_1968=True,
        meses=(0, 120),
        coordinacion=replace(C, exclusion="10.6.b"),
    ),
    _lectura("INT-44", "alguna_vez", regimen="anterior", puestos_anteriores=("alcalde",), coordinacion=C),
    _lectura("INT-45", "regla_federal", regimen="anterior", edad=(50, 64), coordinacion=replace(C, fecha="vispera")),
    _lectura("INT-47", "todo_retiro_posterior_fuera", **CON_DERECHO_EL_30_JUNIO_2013),
    # INT-48: vested at 55–57 with 25–29 years that day, retired later at 58 or more (18.5(b) only at the real age)
    _lectura(
        "INT-48", "edad_al_30_junio_2013", **{**CON_DERECHO_EL_30_JUNIO_2013, "edad": (58, 61), "meses": (300, 359)}
    ),
]

OBJETIVOS_PERIODO: list[Plan] = [
    _p(
        "retiro después del período",
        "fuera de vigencia: retiro después de la Ley 3-2013",
        periodo="retiro_despues",
        edad=(50, 75),
        fecha="libre",
    ),
    _p(
        "derechos adquiridos con derecho",
        "derechos adquiridos: con derecho al 30 de junio de 2013",
        **CON_DERECHO_EL_30_JUNIO_2013,
    ),
    _p(
        "derechos adquiridos sin derecho",
        "derechos adquiridos: sin derecho al 30 de junio de 2013",
        periodo="retiro_despues",
        al_30_junio_2013="libre",
        regimen="anterior",
        edad=(40, 56),
        meses=(0, 200),
        fecha="libre",
    ),
    _p(
        "§ 786-1(b)(2)–(3)",
        "fuera de vigencia: § 786-1(b)(2)–(3)",
        ley_305="reingreso_despues_de_1999",
        regimen="anterior",
        edad=(58, 75),
    ),
    _p("retiro el último día", "período: retiro el último día", periodo="ultimo_dia", edad=(50, 75), fecha="libre"),
    _p(
        "ingreso desde la Ley 305-1999",
        "fuera de vigencia: ingreso desde la Ley 305-1999",
        periodo="ingreso_305",
        regimen="nuevo",
        edad=(50, 75),
        meses=(0, 200),
    ),
    _p(
        "ingreso antes del Sistema",
        "fuera de vigencia: ingreso antes del Sistema",
        periodo="ingreso_antes_del_sistema",
        regimen="anterior",
        edad=(58, 75),
        meses=(120, 480),
    ),
    _p(
        "retiro antes de 1990",
        "período: retiro antes del 1 de abril de 1990",
        periodo="antes_de_1990",
        regimen="anterior",
        edad=(55, 75),
        meses=(120, 300),
    ),
    _p(
        "coordinación posterior",
        "período: coordinación posterior",
        regimen="anterior",
        edad=(58, 75),
        coordinacion=replace(C, fecha="posterior"),
    ),
    _p(
        "servicio acreditado",
        "servicio acreditado mayor que el tiempo desde el ingreso",
        "cuantía 18.6.c",
        regimen="nuevo",
        cuerpo="ninguno",
        edad=(55, 64),
        meses=(300, 400),
    ),
    _p(
        "mérito nuevo sin cuantía",
        "mérito: nuevo participante sin cuantía",
        regimen="nuevo",
        tipo="merito",
        meses=(360, 400),
        lecturas=(("INT-29", "sin_cuantia"),),
    ),
    _p(
        "tabla posterior al retiro",
        "18.6.d: tabla adoptada después del retiro",
        regimen="anterior",
        cuerpo="ninguno",
        edad=(55, 57),
        meses=(300, 359),
        tabla="edad",
        tabla_posterior=True,
    ),
    _p(
        "fue Alcalde",
        "10.7: fue Alcalde o de Extensión Agrícola",
        regimen="anterior",
        puestos_anteriores=("servicio_extension_agricola",),
        coordinacion=C,
    ),
    _p(
        "concesión antes de 1968",
        "10.6.b: concesión y retiro a distinto lado de 1968",
        regimen="anterior",
        ingreso_antes_de_1968=True,
        meses=(0, 120),
        coordinacion=replace(C, exclusion="10.6.b"),
    ),
]

OBJETIVOS_EXTRA: list[Plan] = [
    _p(
        "10.7 Bomberos (INT-23)",
        "10.7: Bomberos (INT-23)",
        regimen="anterior",
        cuerpo="bomberos",
        lecturas=(("INT-23", "incluye_bomberos"),),
        coordinacion=C,
    ),
    _p(
        "10.7 traslado (INT-26)",
        "10.7: pasó de la Policía (INT-26)",
        regimen="anterior",
        traslado="policia",
        lecturas=(("INT-26", "incluye_traslado"),),
        coordinacion=C,
    ),
    _p(
        "10.1 tardía (INT-24)",
        "10.1: condiciones después de los 65 (INT-24)",
        regimen="anterior",
        edad=(50, 64),
        lecturas=(("INT-24", "solo_a_los_65"),),
        coordinacion=replace(C, fecha="tardia"),
    ),
    _p(
        "10.4 resta (INT-28)",
        "10.4: resta directa (INT-28)",
        regimen="anterior",
        lecturas=(("INT-28", "resta_directa"),),
        coordinacion=replace(C, tipo="incapacidad_ocupacional"),
    ),
    _p(
        "mérito nuevo (INT-29)",
        "mérito: nuevo participante sin mérito",
        regimen="nuevo",
        tipo="merito",
        meses=(360, 400),
        lecturas=(("INT-29", "sin_merito_para_nuevos"),),
    ),
    _p(
        "mérito inactivo (INT-46)",
        "mérito: no está en servicio activo (INT-46)",
        regimen="anterior",
        tipo="merito",
        activo=False,
        meses=(360, 400),
        edad=(55, 70),
        lecturas=(("INT-46", "en_servicio_activo"),),
    ),
    _p(
        "10.6.e mínima limita",
        "10.6.e: limita la pensión mínima (INT-27)",
        regimen="anterior",
        meses=(120, 300),
        retribucion=(1_000_000, 3_000_000),
        lecturas=(("INT-27", "minimo_como_piso"),),
        coordinacion=_coordinada_dada(
            minima_por_ley=True, pension=(1_000_000, 4_000_000), seguro_social_anual=(3_000_000, 4_000_000)
        ),
    ),
    _p(
        "10.6.e sin cuantía",
        "10.6.e: falta la cuantía de la mínima (INT-27)",
        regimen="anterior",
        lecturas=(("INT-27", "minimo_como_piso"),),
        coordinacion=_coordinada_dada(minima_por_ley=False, pension=(5_000_000, 10_000_000)),
    ),
]

OBJETIVOS: list[Plan] = OBJETIVOS_18 + OBJETIVOS_10 + OBJETIVOS_LECTURAS + OBJETIVOS_PERIODO + OBJETIVOS_EXTRA


def objetivo(id_: str) -> Plan:
    for p in OBJETIVOS:
        if p.id == id_:
            return p
    raise KeyError(f"no hay objetivo «{id_}»; hay: {', '.join(p.id for p in OBJETIVOS)}")


def cualquiera() -> st.SearchStrategy[dict]:
    """Una solicitud de cualquier región (para las propiedades que no son por región)."""
    return st.sampled_from(OBJETIVOS).flatmap(solicitudes)


__all__ = ["OBJETIVOS", "Coordinacion", "Plan", "cualquiera", "field", "objetivo", "solicitudes"]
