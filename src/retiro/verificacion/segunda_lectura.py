"""La segunda lectura del texto: de una solicitud JSON (protocolo 1.x) a lo que los Artículos 18 y 10 dicen de ella.

Es el modelo esperado de las propiedades (`retiro.verificacion.propiedades`): otra lectura de los textos, escrita
aparte de la
calculadora y sin compartir su código. Usa las fórmulas y regiones de `retiro.verificacion.simbolico` (SymPy, evaluadas
en
racionales exactos), su propia aritmética de fechas, su propia lectura de las cantidades y su propio redondeo;
de la calculadora solo comparte los archivos de datos (registro de interpretaciones y reglas externas). Toma
las lecturas explícitamente: las de la solicitud (campo «lecturas») sobre las por defecto del registro.

Da, para cada solicitud, los campos del resultado que fija la ley (`Esperado.campos`, por su ruta JSON:
«/pension/anual») y las regiones del texto por las que pasó (`Esperado.regiones`, véase `REGIONES`): las
propiedades comparan los campos con la respuesta de la implementación bajo prueba y cuentan las regiones.
Lee las formas que el protocolo admite para los datos válidos: fechas AAAA-MM-DD, cantidades «30000.00» o
«$30,000.00», servicio «25» o {"anos": 24, "meses": 11}. No valida la entrada: es el modelo de las solicitudes
válidas.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from fractions import Fraction
from math import floor

from retiro.verificacion import simbolico as sm

FECHA_NUEVOS = date(1990, 4, 1)  # «después del 1 de abril de 1990» (18.2, 18.3, 10.7)
FECHA_1968 = date(1968, 7, 1)  # «antes del 1 de julio de 1968» (10.6(b)–(d))
PUESTOS_10_7 = ("alcalde", "servicio_extension_agricola")  # 10.7: puestos que nunca se coordinan
VIAS = ("18.1", "18.2 (oración 1)", "18.2 (oración 2)", "18.3 (oración 1)", "18.3 (oración 2)")
UMBRALES_EDAD = (50, 55, 58, 65, 66)  # 18.1–18.3, 18.5(b), 18.5(e) (66: INT-16), 10.1
UMBRALES_SERVICIO = (10, 20, 25, 30)  # 18.1–18.3, 18.6(a), 10.2, EXT-03

# --- Las regiones del texto que el modelo distingue (las que las propiedades deben alcanzar) ------------------
REGIONES: dict[str, str] = {
    # El período que gobiernan los textos (datos/vigencia.yaml)
    "fuera de vigencia: ingreso antes del Sistema": "ingresó antes del comienzo del Sistema (VIG-01)",
    "fuera de vigencia: ingreso desde la Ley 305-1999": "ingresó el 1 de enero de 2000 o después (VIG-02)",
    "fuera de vigencia: retiro después de la Ley 3-2013": "se retiró después del 30 de junio de 2013 (VIG-03)",
    "fuera de vigencia: § 786-1(b)(2)–(3)": "reingresó tras un reembolso después de 1999 o se transfirió (VIG-02)",
    "derechos adquiridos: con derecho al 30 de junio de 2013": "se retira después con la pensión de ese día (INT-47)",
    "derechos adquiridos: sin derecho al 30 de junio de 2013": "ese día no tenía derecho a retirarse (INT-47, VIG-03)",
    "período: retiro el último día": "se retiró el 30 de junio de 2013, último día del período (VIG-03)",
    "período: retiro antes del 1 de abril de 1990": "antes de la fecha que nombran los textos (VIG-04, INT-32)",
    "período: coordinación posterior": "pensión del período coordinada después del 30 de junio de 2013 (INT-33)",
    "servicio acreditado mayor que el tiempo desde el ingreso": "servicio militar, traspasado o comprado (INT-34)",
    # Artículo 18: quién, cuándo
    "régimen anterior": "ingresó el 1 de abril de 1990 o antes (INT-01)",
    "nuevo participante": "ingresó después del 1 de abril de 1990 (18.2, 18.3, 10.7)",
    "ingreso el 1 de abril de 1990": "el día que INT-01 decide",
    "29 de febrero en año no bisiesto": "nacido un 29 de febrero, con la fecha que decide la edad en un 28 de "
    "febrero o 1 de marzo de año no bisiesto (INT-05)",
    "no está en servicio activo": "18.1, 18.2 (INT-09) y 18.3 (INT-10)",
    **{f"cumple {e} el día": f"la fecha decide la edad: cumple {e} años ese mismo día" for e in UMBRALES_EDAD},
    **{f"cumple {e} al día siguiente": f"víspera del cumpleaños {e}" for e in UMBRALES_EDAD},
    **{f"servicio de {s} años justos": f"el servicio es exactamente el umbral de {s} años" for s in UMBRALES_SERVICIO},
    **{f"servicio un mes menor que {s}": f"{s} años menos un mes" for s in UMBRALES_SERVICIO},
    # Artículo 18: vías y derecho retenido
    **{f"vía {v}": f"puede optar por el retiro según {v}" for v in VIAS},
    "ninguna vía": "no reúne ninguna vía de 18.1–18.3",
    "18.4: retiene el derecho": "pasó del Cuerpo a otro puesto y retiene el derecho (18.4)",
    "18.4: no retiene el derecho": "pasó del Cuerpo a otro puesto y no lo retiene (18.4)",
    # Artículo 18: la pensión
    "opcional: solo la anualidad de alto riesgo": "pide la opcional y solo tiene la vía de alto riesgo",
    "opcional no procede": "pide la opcional sin vía",
    "alto riesgo no procede": "pide la anualidad de alto riesgo sin la vía de 18.3 (oración 2)",
    "mérito: menos de 30 años": "EXT-03 exige 30 años",
    "mérito: nuevo participante sin mérito": "INT-29, lectura «sin_merito_para_nuevos»",
    "mérito: nuevo participante sin cuantía": "INT-29, lectura «sin_cuantia»: procede, sin cuantía",
    "mérito: no está en servicio activo (INT-46)": "INT-46, lectura «en_servicio_activo»: no procede",
    "mérito: falta el por ciento": "antes de los 55, sin porcentaje_merito",
    **{f"excepción {x}": f"no sujeta a reducción por {x}" for x in ("18.5.a", "18.5.b", "18.5.c", "18.5.d", "18.5.e")},
    "reducida": "sujeta a reducción actuarial (18.5)",
    **{f"cuantía {x}": f"cuantía según {x}" for x in ("18.6.a", "18.6.b", "18.6.c", "EXT-01", "EXT-02", "EXT-03")},
    "laguna": "reducida y el texto no da fórmula (INT-14, INT-15)",
    "18.6.d: sin tabla": "reducida y sin la tabla de la Junta",
    "18.6.d: la tabla no tiene el factor": "la tabla no tiene la edad",
    "18.6.d: factor aplicado": "reducida con el factor de la tabla",
    "18.6.d: tabla adoptada después del retiro": "la tabla aportada es posterior al retiro (INT-40)",
    # Artículo 10
    "10.7: Policía": "miembro del Cuerpo de la Policía",
    "10.7: Bomberos (INT-23)": "bombero, excluido con la lectura «incluye_bomberos»",
    "10.7: un bombero se coordina (INT-23)": "10.7 nombra a la Policía, no a los Bomberos (lectura «texto»)",
    "10.7: pasó de la Policía (INT-26)": "excluido con la lectura «incluye_traslado»",
    "10.7: Alcalde": "Alcalde",
    "10.7: Extensión Agrícola": "empleado del Servicio de Extensión Agrícola",
    "10.7: nuevo participante": "ingresó después del 1 de abril de 1990",
    "10.7: fue Alcalde o de Extensión Agrícola": "un puesto de 10.7 ocupado antes del de retiro (INT-44)",
    "10.6.b": "pensión concedida antes del 1 de julio de 1968",
    "10.6.b: concesión y retiro a distinto lado de 1968": "la fecha de concesión y la de retiro difieren (INT-43)",
    "10.6.c": "pensión diferida de quien se separó antes del 1 de julio de 1968",
    "10.6.d": "anualidad por traspaso con opción antes del 1 de julio de 1968",
    "10.6.e: pensión mínima excluida": "INT-27 «excluye_pensiones_minimas»",
    "10.1: sin Plan Coordinado": "no está acogido al Plan Coordinado",
    "10.1: menos de 65": "no tiene 65 años a la fecha de coordinación",
    "10.1: no plenamente asegurado": "no tiene la condición de plenamente asegurado",
    "10.1: no elegible para beneficios primarios": "no es elegible para los beneficios primarios",
    "10.1: condiciones después de los 65 (INT-24)": "con «solo_a_los_65» no se coordina",
    "10.1: efecto en una condición posterior": "la coordinación tiene efecto cuando se cumple la última condición",
    "10.1: efecto en la fecha de retiro": "la coordinación no tiene efecto antes del retiro",
    "10.1: cumple 65 el día de la coordinación": "la fecha de coordinación es el cumpleaños 65",
    "10.1: víspera de los 65": "la fecha de coordinación es la víspera del cumpleaños 65",
    "pensión conforme a la Ley dada": "coordinacion.pension_estatutaria",
    "pensión conforme a la Ley del Artículo 18": "la cuantía del Artículo 18",
    "incompleta: sin pensión conforme a la Ley": "10.5 sin pensión",
    "10.4: sin evidencia del Seguro Social": "incapacidad ocupacional sin el beneficio",
    "falta el beneficio del Seguro Social": "error de entrada: 10.5 lo necesita",
    "10.4: resta directa (INT-28)": "incapacidad ocupacional con «resta_directa»",
    "10.2: servicio": "pensión por años de servicio",
    "10.2: incapacidad": "pensión por incapacidad",
    "10.2: incapacidad ocupacional": "pensión por incapacidad ocupacional, con la suma de 10.2",
    "10.3: mérito": "pensión por mérito",
    **{
        f"10.2: retribución {x} de $6,600": f"retribución {x} del tope"
        for x in ("por debajo", "exactamente", "por encima")
    },
    **{
        f"10.2: servicio {x} de 20 años": f"servicio {x} del tramo" for x in ("por debajo", "exactamente", "por encima")
    },
    "INT-21: fórmula reducida": "la fórmula lleva el factor de reducción",
    "INT-20: no es necesario coordinar": "la fórmula no reduce la pensión",
    "INT-20: la garantía deja la pensión igual": "la garantía de 10.5 o la mínima de 10.6(e) dejan la pensión sin "
    "reducir (un Seguro Social de $0)",
    "10.5: limita la garantía": "el piso de 10.5 pasa de la fórmula",
    "10.5: limita la fórmula": "la fórmula llega al piso de 10.5",
    "10.6.e: limita la pensión mínima (INT-27)": "la mínima pasa de lo coordinado",
    "10.6.e: falta la cuantía de la mínima (INT-27)": "«minimo_como_piso» sin pension_minima_por_ley",
    "10.6.a: aumentos por ley": "aumentos que se suman sin coordinar",
}


def region_de_lectura(entrada: str, lectura: str) -> str:
    """La región de una lectura no por defecto: las solicitudes donde cambia lo que dice el modelo."""
    return f"{entrada}={lectura} cambia el resultado"


#: Lecturas del registro que dan siempre el mismo resultado que la de por defecto (el registro lo dice; la prueba
#: tests/test_hipotesis.py lo comprueba en las expresiones): no tienen región donde cambien el resultado.
SIN_EFECTO: dict[tuple[str, str], str] = {
    ("INT-22", "con_aumentos"): "los aumentos a los dos lados de la garantía de 10.5: el mismo piso P − S",
}


def regiones_esperadas() -> dict[str, str]:
    """Todas las regiones que las propiedades deben alcanzar: las del texto y, por cada lectura que no es la de por
    defecto (salvo las de `SIN_EFECTO`), la región donde esa lectura cambia el resultado."""
    defecto = sm.lecturas()
    por_lectura = {
        region_de_lectura(e, x): f"la lectura «{x}» de {e} da otro resultado que la de por defecto"
        for e, xs in sm.registro().items()
        for x in xs
        if x != defecto[e] and (e, x) not in SIN_EFECTO
    }
    return {**REGIONES, **por_lectura}


# --- Lectura de la solicitud (propia) ------------------------------------------------------------------------
_CANTIDAD = re.compile(r"^\$?\s*([0-9][0-9,]*)(?:\.([0-9]+))?\s*%?$")


def _cantidad(valor) -> Fraction:
    if isinstance(valor, int) and not isinstance(valor, bool):
        return Fraction(valor)
    texto = str(valor).strip()
    m = _CANTIDAD.match(texto)
    if not m:
        raise ValueError(f"cantidad no admitida por el modelo: {valor!r}")
    entero, decimales = m.group(1).replace(",", ""), m.group(2) or ""
    return Fraction(int(entero + decimales), 10 ** len(decimales))


def _servicio(valor) -> Fraction:
    if isinstance(valor, dict):
        return _cantidad(valor.get("anos", 0)) + _cantidad(valor.get("meses", 0)) / 12
    return _cantidad(valor)


def _fecha(valor) -> date | None:
    return None if valor is None else date.fromisoformat(valor)


@dataclass(frozen=True)
class Traslado:
    cuerpo: str
    fecha: date
    sin_interrupcion: bool
    servicio: Fraction
    puesto_en_el_sistema: bool | None = None  # 18.4(b), INT-38
    retribucion: Fraction | None = None  # al pasar de puesto (INT-39)


@dataclass(frozen=True)
class Hechos:
    nacimiento: date
    ingreso: date
    retiro: date
    servicio: Fraction
    retribucion: Fraction
    activo: bool
    cuerpo: str
    puesto: str
    tipo: str
    porcentaje: Fraction | None
    traslado: Traslado | None
    factores: dict[str, Fraction] | None
    coordinacion: dict | None
    adopcion_tabla: date | None = None  # 18.6(d), INT-40
    servicio_en_el_cuerpo: Fraction | None = None  # 18.3, INT-37
    puestos_anteriores: tuple[str, ...] = ()  # 10.7, INT-44
    ley_305: dict = field(default_factory=dict)  # § 786-1(b)(2)–(3): the facts that move a member to Ley 305-1999
    al_30_junio_2013: dict | None = None  # Ley 3-2013, § 787c(a): service and pay at 30 June 2013 (INT-47)


def _clave_de_tabla(clave: str) -> str:
    anos, _, meses = str(clave).partition("-")
    return str(int(anos)) + (f"-{int(meses):02d}" if meses else "")


def hechos(s: Mapping, lecturas: Mapping[str, str]) -> Hechos:
    """Los hechos de la solicitud, con la retribución anual (INT-08: la mensual se multiplica por 12)."""
    t = s.get("traslado")
    tabla = s.get("tabla_actuarial")
    retribucion = _cantidad(s["retribucion_promedio"])
    return Hechos(
        nacimiento=_fecha(s["fecha_nacimiento"]),
        ingreso=_fecha(s["fecha_ingreso"]),
        retiro=_fecha(s["fecha_retiro"]),
        servicio=_servicio(s["servicio_acreditable"]),
        retribucion=retribucion * 12 if lecturas["INT-08"] == "mensual" else retribucion,
        activo=bool(s["en_servicio_activo"]),
        cuerpo=s.get("cuerpo", "ninguno"),
        puesto=s.get("puesto", "otro"),
        tipo=s.get("tipo_pension", "opcional"),
        porcentaje=None if s.get("porcentaje_merito") is None else _cantidad(s["porcentaje_merito"]) / 100,
        traslado=None
        if t is None
        else Traslado(
            t["cuerpo"],
            _fecha(t["fecha"]),
            bool(t["sin_interrupcion"]),
            _servicio(t["servicio_acreditable"]),
            t.get("puesto_en_el_sistema"),
            None if t.get("retribucion_promedio") is None else _cantidad(t["retribucion_promedio"]),
        ),
        factores=None if tabla is None else {_clave_de_tabla(k): _cantidad(v) for k, v in tabla["factores"].items()},
        coordinacion=s.get("coordinacion"),
        adopcion_tabla=None if tabla is None else _fecha(tabla["fecha_adopcion"]),
        servicio_en_el_cuerpo=None if s.get("servicio_en_el_cuerpo") is None else _servicio(s["servicio_en_el_cuerpo"]),
        puestos_anteriores=tuple(s.get("puestos_anteriores") or ()),
        ley_305={k: bool(s.get(k)) for k in ("reingreso_despues_de_1999", "opto_por_transferencia")},
        al_30_junio_2013=s.get("al_30_junio_2013"),
    )


# --- Fechas (propias): la edad se cumple el día del cumpleaños ------------------------------------------------
def dia_del_cumpleanos(nacimiento: date, ano: int, lectura_int_05: str) -> date:
    """El cumpleaños en un año dado; el del 29 de febrero, en año no bisiesto, el 28 de febrero o el 1 de marzo."""
    if (nacimiento.month, nacimiento.day) != (2, 29) or calendar.isleap(ano):
        return date(ano, nacimiento.month, nacimiento.day)
    return date(ano, 2, 28) if lectura_int_05 == "28_febrero" else date(ano, 3, 1)


def edad(nacimiento: date, en: date, lectura_int_05: str) -> int:
    """Años cumplidos en la fecha `en` («a partir de la fecha en que cumplan la edad»: el mismo día cuenta)."""
    falta = en < dia_del_cumpleanos(nacimiento, en.year, lectura_int_05)
    return en.year - nacimiento.year - int(falta)


def edad_en_meses(nacimiento: date, en: date, lectura_int_05: str) -> int:
    """Meses cumplidos en `en`, de fecha a fecha (INT-30); si el mes no tiene el día del nacimiento, se cumplen su
    último día o, con la lectura «1_marzo» de INT-05, el día siguiente."""
    meses = (en.year - nacimiento.year) * 12 + en.month - nacimiento.month
    ultimo = calendar.monthrange(en.year, en.month)[1]
    if nacimiento.day <= ultimo:
        llegado = en.day >= nacimiento.day
    else:
        llegado = en.day >= ultimo and lectura_int_05 == "28_febrero"
    return meses - (0 if llegado else 1)


# --- Redondeo (propio): al centavo, la mitad hacia arriba (INT-07) -------------------------------------------
def centavos(x: Fraction | None) -> str | None:
    """La cifra al centavo, la mitad hacia arriba, como texto «1234.50» (cuantías ≥ 0)."""
    if x is None:
        return None
    assert x >= 0, x
    c = floor(x * 100 + Fraction(1, 2))
    return f"{c // 100}.{c % 100:02d}"


def anual_y_mensual(x: Fraction | None, lectura_int_07: str) -> tuple[str | None, str | None]:
    """INT-07: la mensual es la doceava parte exacta redondeada, o la doceava parte de la anual ya redondeada; o lo
    pagado es la mensual redondeada y la anual, doce veces ella («mensual_es_lo_pagado»)."""
    if x is None:
        return None, None
    if lectura_int_07 == "mensual_es_lo_pagado":
        mensual = centavos(x / 12)
        return centavos(Fraction(mensual) * 12), mensual
    anual = centavos(x)
    base = Fraction(anual) if lectura_int_07 == "mensual_desde_anual" else x
    return anual, centavos(base / 12)


# --- El resultado esperado --------------------------------------------------------------------------------------
@dataclass
class Esperado:
    campos: dict[str, object]
    regiones: list[str] = field(default_factory=list)


class _FaltaDato(Exception):
    def __init__(self, campo: str):
        self.campo = campo


@dataclass
class _Traza:
    L: dict[str, str]
    regiones: list[str] = field(default_factory=list)

    def region(self, nombre: str) -> None:
        assert nombre in REGIONES, f"región no catalogada: {nombre}"
        if nombre not in self.regiones:
            self.regiones.append(nombre)


def esperado(solicitud: Mapping) -> Esperado:
    """Lo que los Artículos 18 y 10 dicen de la solicitud, con las regiones que recorre (incluidas las de cada lectura
    no por defecto que cambia el resultado)."""
    L = sm.lecturas(solicitud.get("lecturas"))
    e = _evaluar(solicitud, L)
    for entrada, lectura in (solicitud.get("lecturas") or {}).items():
        if (
            lectura != sm.lecturas()[entrada]
            and _evaluar(solicitud, {**L, entrada: sm.lecturas()[entrada]}).campos != e.campos
        ):
            e.regiones.append(region_de_lectura(entrada, lectura))
    return e


def limites_del_periodo() -> dict[str, tuple[str, date]]:
    """Los límites del período (datos/vigencia.yaml), por su clase: {«retiro_hasta»: (id, fecha), …}."""
    return {x["limite"]: (x["id"], date.fromisoformat(str(x["fecha"]))) for x in sm.datos_del_texto("vigencia.yaml")}


def _fuera_del_periodo(h: Hechos, t: _Traza) -> list[str]:
    """Los límites del período que cruza el retiro (ids VIG-nn): el ingreso antes del Sistema o desde la Ley
    305-1999, el retiro después de la Ley 3-2013 y, con la lectura «desde_el_1_abril_1990» de INT-32, antes del 1 de
    abril de 1990."""
    lim = limites_del_periodo()
    fuera = []
    for clase, cruza, region in (
        ("ingreso_desde", h.ingreso < lim["ingreso_desde"][1], "fuera de vigencia: ingreso antes del Sistema"),
        (
            "ingreso_antes_de",
            h.ingreso >= lim["ingreso_antes_de"][1],
            "fuera de vigencia: ingreso desde la Ley 305-1999",
        ),
        ("retiro_hasta", h.retiro > lim["retiro_hasta"][1], "fuera de vigencia: retiro después de la Ley 3-2013"),
    ):
        if cruza:
            fuera.append(lim[clase][0])
            t.region(region)
    for dato in ("reingreso_despues_de_1999", "opto_por_transferencia"):  # § 786-1(b)(2)–(3): Ley 305-1999 too
        if h.ley_305.get(dato):
            fuera.append(lim["ingreso_antes_de"][0])
            t.region("fuera de vigencia: § 786-1(b)(2)–(3)")
    if h.retiro == lim["retiro_hasta"][1]:
        t.region("período: retiro el último día")
    if not fuera and h.retiro < lim["retiro_desde"][1]:
        t.region("período: retiro antes del 1 de abril de 1990")
        if t.L["INT-32"] == "desde_el_1_abril_1990":
            fuera.append(lim["retiro_desde"][0])
    return fuera


def _fuera_de_vigencia_18(campos: dict) -> dict:
    """Fuera del período: la edad y si es nuevo participante; ninguna vía, ninguna cuantía (INT-31)."""
    campos.update(
        {
            "/elegibilidad/elegible": None,  # «no determinado», never a denial
            "/elegibilidad/vias": [],
            "/elegibilidad/clausulas": [],
            "/reduccion_actuarial/aplica": None,
            "/reduccion_actuarial/excepciones": [],
            "/pension/estado": "fuera_de_vigencia",
            "/pension/formula": None,
            "/pension/anual_antes_de_reduccion": None,
            "/pension/mensual_antes_de_reduccion": None,
            "/pension/factor_reduccion": None,
            "/pension/anual": None,
            "/pension/mensual": None,
        }
    )
    return campos


def _fuera_de_vigencia_10(h: Hechos, limites: list[str]) -> dict:
    """La coordinación fuera del período: sin cifras, con los límites cruzados como motivos (los aumentos, como
    se dieron)."""
    campos = _no_se_coordina(limites)
    campos.update(
        {
            "/coordinacion/estado": "fuera_de_vigencia",
            "/coordinacion/pension_estatutaria_anual": None,
            "/coordinacion/factor_reduccion": None,
            "/coordinacion/aumentos_por_ley_anual": centavos(_cantidad(h.coordinacion.get("aumentos_por_ley") or 0)),
        }
    )
    return campos


def _evaluar(solicitud: Mapping, L: dict[str, str]) -> Esperado:
    t = _Traza(L)
    h = hechos(solicitud, L)
    fuera = _fuera_del_periodo(h, t)
    calcular = L["INT-31"] == "calcular_igual"  # INT-31: outside the period, compute anyway (for old systems)
    fin = limites_del_periodo()["retiro_hasta"]
    congelado = None
    if fuera == [fin[0]] and h.al_30_junio_2013 is not None and L["INT-47"] == "derechos_adquiridos":
        congelado = _al_30_junio_2013(h, fin[1], t)  # Ley 3-2013, § 787c(a): vested that day?
        if congelado is not None:
            fuera = []
    if fuera and not calcular:
        campos, _ = _articulo_18(h, t, solo_la_edad=True)
        if h.coordinacion is not None:
            campos.update(_fuera_de_vigencia_10(h, fuera))
        return Esperado(_fuera_de_vigencia_18(campos), t.regiones)
    dias = (h.retiro - h.ingreso).days + 1  # 18.1–18.3 «servicios acreditables» and the calendar (INT-34)
    if h.servicio * 365 > dias:
        t.region("servicio acreditado mayor que el tiempo desde el ingreso")
        if L["INT-34"] == "hasta_el_tiempo_transcurrido":
            return Esperado({"/error/campo": "servicio_acreditable"}, t.regiones)
    try:
        if congelado is not None:  # Art. 18 at 30 June 2013 with that day's figures; the age reported, the real one
            campos, r18 = congelado
            campos["/edad_al_retiro"] = edad(h.nacimiento, h.retiro, L["INT-05"])
            h = replace(
                h,
                servicio=_servicio(h.al_30_junio_2013["servicio_acreditable"]),
                retribucion=_retribucion_congelada(h, L),
            )
        else:
            campos, r18 = _articulo_18(h, t)
    except _FaltaDato as falta:
        return Esperado({"/error/campo": falta.campo}, t.regiones)
    if h.coordinacion is not None:
        if not fuera and _fecha(h.coordinacion["fecha_coordinacion"]) > fin[1]:
            t.region("período: coordinación posterior")
            if L["INT-33"] == "dentro_del_periodo" and not calcular:
                campos.update(_fuera_de_vigencia_10(h, [fin[0]]))
                return Esperado(campos, t.regiones)
        try:
            campos.update(_articulo_10(h, r18, t))
        except _FaltaDato as falta:
            return Esperado({"/error/campo": falta.campo}, t.regiones)
    return Esperado(campos, t.regiones)


def _retribucion_congelada(h: Hechos, L: dict[str, str]) -> Fraction:
    """La retribución promedio al 30 de junio de 2013, anual (INT-08)."""
    assert h.al_30_junio_2013 is not None
    r = _cantidad(h.al_30_junio_2013["retribucion_promedio"])
    return r * 12 if L["INT-08"] == "mensual" else r


def _al_30_junio_2013(h: Hechos, fecha: date, t: _Traza) -> tuple[dict, _R18] | None:
    """Ley 3-2013, § 787c(a): ¿tenía el 30 de junio de 2013 derecho a retirarse? Si lo tenía, el Artículo 18 con el
    servicio y la retribución de ese día (sin la coordinación, que sigue a la pensión), a la fecha del retiro de
    verdad (INT-48, «edad_al_retiro») o a la de ese día (la otra lectura); si no, None."""
    assert h.al_30_junio_2013 is not None
    ese_dia = replace(
        h,
        retiro=fecha,
        servicio=_servicio(h.al_30_junio_2013["servicio_acreditable"]),
        retribucion=_retribucion_congelada(h, t.L),
        coordinacion=None,
    )
    prueba = _Traza(t.L)
    try:
        campos, r18 = _articulo_18(ese_dia, prueba)
    except _FaltaDato:
        campos, r18 = {"/elegibilidad/elegible": True}, None  # the reference evaluates it and asks for the datum
    if not campos.get("/elegibilidad/elegible"):
        t.region("derechos adquiridos: sin derecho al 30 de junio de 2013")
        return None
    t.region("derechos adquiridos: con derecho al 30 de junio de 2013")
    if t.L["INT-48"] == "edad_al_retiro":  # INT-48: the amount with the frozen figures at the real retirement
        campos, r18 = _articulo_18(replace(ese_dia, retiro=h.retiro), t)  # _FaltaDato: answered by the caller
    elif r18 is None:
        campos, r18 = _articulo_18(ese_dia, t)  # raises the same _FaltaDato, answered by the caller
    t.regiones += [r for r in prueba.regiones if r not in t.regiones]
    return campos, r18


def _fechas_de_la_edad(t: _Traza, nacimiento: date, en: date, umbrales: tuple[int, ...], prefijo: str = "") -> None:
    """Regiones de las fechas que deciden la edad: el cumpleaños umbral ese día o al día siguiente; el 29 de
    febrero."""
    lectura = t.L["INT-05"]
    for e in umbrales:
        dia = dia_del_cumpleanos(nacimiento, nacimiento.year + e, lectura)
        if dia == en:
            t.region(f"{prefijo}cumple {e} el día")
        elif dia == en + timedelta(days=1):
            t.region(f"{prefijo}cumple {e} al día siguiente")
    bisiesto = calendar.isleap(en.year)
    if (nacimiento.month, nacimiento.day) == (2, 29) and not bisiesto and (en.month, en.day) in ((2, 28), (3, 1)):
        t.region("29 de febrero en año no bisiesto")


@dataclass
class _R18:
    edad: int
    nuevo: bool
    anual: Fraction | None
    factor: Fraction | None


def _excepciones(h: Hechos, reg: dict, edad_: int, nuevo: bool) -> list[str]:
    """18.5(a)–(e): las excepciones que alcanzan a la pensión pedida (las de edad y cuerpo, de las regiones)."""
    x = [k for k in ("18.5.a", "18.5.b", "18.5.e") if sm.se_cumple(reg[f"condición {k}"], edad=edad_, servicio=0)]
    if h.tipo == "merito":
        x.append("18.5.c")
    if h.tipo == "alto_riesgo" and nuevo:
        x.append("18.5.d")
    return sorted(x)


def _retiene_18_4(h: Hechos, nuevo: bool, L: dict[str, str]) -> bool:
    """18.4: retiene el derecho de 18.3 quien (a) había cumplido la edad y los años (INT-17) y (b) pasó sin
    interrupción a otro puesto comprendido en la matrícula del Sistema (INT-38: ¿se presume si no consta?; INT-04:
    cumulativas o alternativas; INT-12: la interrupción)."""
    tr = h.traslado
    assert tr is not None
    e = edad(h.nacimiento, tr.fecha, L["INT-05"])

    def completa(anos: int) -> bool:
        return sm.se_cumple(sm.completa(anos, L["INT-06"]), servicio=tr.servicio)

    a = e >= 50 and completa(25)
    if L["INT-17"] == "cualquier_pension" and not a:
        a = e >= (65 if nuevo and L["INT-02"] == "sustituye" else 58) and completa(10)
    en_la_matricula = tr.puesto_en_el_sistema is True or (
        tr.puesto_en_el_sistema is None and L["INT-38"] == "se_presume"
    )
    b = tr.sin_interrupcion and en_la_matricula
    if a == b:
        return a
    if L["INT-04"] == "alternativas":
        return True
    return a and not tr.sin_interrupcion and L["INT-12"] == "retiene"  # INT-12: only the interruption


_EXPRESIONES_18 = {"18.6.a": sm.FORMULA_18_6_A, "18.6.b": sm.FORMULA_18_6_B, "18.6.c": sm.FORMULA_18_6_B}


def _articulo_18(h: Hechos, t: _Traza, solo_la_edad: bool = False) -> tuple[dict, _R18]:
    L = t.L
    edad_ = edad(h.nacimiento, h.retiro, L["INT-05"])
    nuevo = h.ingreso >= FECHA_NUEVOS if L["INT-01"] == "inclusiva" else h.ingreso > FECHA_NUEVOS
    if solo_la_edad:  # outside the period: the age and whether a new participant, nothing else
        return {"/edad_al_retiro": edad_, "/nuevo_participante": nuevo}, _R18(edad_, nuevo, None, None)
    t.region("nuevo participante" if nuevo else "régimen anterior")
    if h.ingreso == FECHA_NUEVOS:
        t.region("ingreso el 1 de abril de 1990")
    _fechas_de_la_edad(t, h.nacimiento, h.retiro, UMBRALES_EDAD)
    for s in UMBRALES_SERVICIO:
        if h.servicio == s:
            t.region(f"servicio de {s} años justos")
        elif h.servicio == s - Fraction(1, 12):
            t.region(f"servicio un mes menor que {s}")
    if not h.activo:
        t.region("no está en servicio activo")
    retiene = None
    if h.traslado is not None:
        retiene = _retiene_18_4(h, nuevo, L)
        t.region("18.4: retiene el derecho" if retiene else "18.4: no retiene el derecho")
    cuerpo = "policia_o_bomberos" if h.cuerpo in ("policia", "bomberos") else "ninguno"
    en_el_cuerpo = _en_el_cuerpo(h, edad_, nuevo, cuerpo, L)
    reg = sm.regiones_18("nuevo" if nuevo else "anterior", cuerpo, L, h.activo, retiene, en_el_cuerpo)
    punto = {"edad": edad_, "servicio": h.servicio}
    vias = [v for v in VIAS if sm.se_cumple(reg[f"vía {v}"], **punto)]
    for v in vias:
        t.region(f"vía {v}")
    if not vias:
        t.region("ninguna vía")
    # The eligibility is that of the requested pension: the high-risk annuity by 18.3 (second sentence), the optional
    # pension by 18.1, 18.2 or 18.3 (first sentence); the merit pension by EXT-03 (below).
    propias = [v for v in vias if (v == "18.3 (oración 2)") == (h.tipo == "alto_riesgo")] if h.tipo != "merito" else []
    campos: dict[str, object] = {
        "/edad_al_retiro": edad_,
        "/nuevo_participante": nuevo,
        "/elegibilidad/elegible": bool(propias),
        "/elegibilidad/vias": vias,
        "/elegibilidad/clausulas": sorted({v.split(" ")[0] for v in propias}),
    }
    formula, antes, factor, anual, estado = None, None, None, None, "no_elegible"
    excepciones: list[str] = []
    aplica: bool | None = None
    procede = False
    if h.tipo == "alto_riesgo":  # 18.3, segunda oración; la cuantía, EXT-02
        procede = "18.3 (oración 2)" in vias
        if procede:
            formula, antes = "EXT-02", sm.valor(sm.formula_ext_02(), R=h.retribucion, edad=edad_)
        else:
            t.region("alto riesgo no procede")
    elif h.tipo == "merito":  # 18.5(c); requisitos y cuantía, EXT-03 (INT-29 para los nuevos)
        if nuevo and L["INT-29"] == "sin_merito_para_nuevos":
            t.region("mérito: nuevo participante sin mérito")
        elif h.servicio < sm.externa("EXT-03", "anos_minimos"):
            t.region("mérito: menos de 30 años")
        elif not h.activo and L["INT-46"] == "en_servicio_activo":  # INT-46: como 18.1 y 18.2, en servicio activo
            t.region("mérito: no está en servicio activo (INT-46)")
        elif nuevo and L["INT-29"] == "sin_cuantia":  # proceeds, but no amount: the texts do not give it
            t.region("mérito: nuevo participante sin cuantía")
            procede, estado = True, "sin_formula_en_el_texto"
            campos.update({"/elegibilidad/elegible": True, "/elegibilidad/clausulas": ["EXT-03"]})
        else:
            procede, formula = True, "EXT-03"
            campos.update({"/elegibilidad/elegible": True, "/elegibilidad/clausulas": ["EXT-03"]})
            porcentaje = h.porcentaje
            if porcentaje is None and edad_ >= sm.externa("EXT-03", "edad_umbral"):
                porcentaje = sm.externa("EXT-03", "porcentaje_55_o_mas")
            if porcentaje is None:
                t.region("mérito: falta el por ciento")
                estado = "requiere_porcentaje_merito"
            else:
                antes = sm.valor(sm.PENSION_MERITO, R=h.retribucion, p=porcentaje)
    else:  # la pensión opcional: 18.1, 18.2, 18.3 (primera oración) o el derecho retenido de 18.4
        procede = sm.se_cumple(reg["opcional"], **punto)
        if not procede:
            t.region("opcional: solo la anualidad de alto riesgo" if vias else "opcional no procede")
        else:
            formula = sm.formula_del_caso(*_clave(nuevo, cuerpo), edad_, h.servicio, L, h.activo, retiene, en_el_cuerpo)
            if formula == "laguna":
                t.region("laguna")
                formula, estado = None, "sin_formula_en_el_texto"
            else:
                expr = sm.formula_ext_01() if formula == "EXT-01" else _EXPRESIONES_18[formula]
                r_, n_ = _base_de_la_retenida(h, L) if retiene else (h.retribucion, h.servicio)
                antes = sm.valor(expr, R=r_, n=n_)
    if procede:
        excepciones = _excepciones(h, reg, edad_, nuevo)
        aplica = not excepciones
        for x in excepciones:
            t.region(f"excepción {x}")
        if aplica:
            t.region("reducida")
        if formula is not None:
            t.region(f"cuantía {formula}")
        if antes is not None:
            estado, anual = "calculada", antes
            if aplica:
                anual, factor = None, _factor_18_6_d(h, edad_, t)
                estado = "requiere_factor_de_la_junta" if factor is None else "calculada"
                if factor is not None:
                    anual = antes * factor
    antes_a, antes_m = anual_y_mensual(antes, L["INT-07"])
    anual_a, anual_m = anual_y_mensual(anual, L["INT-07"])
    campos.update(
        {
            "/reduccion_actuarial/aplica": aplica,
            "/reduccion_actuarial/excepciones": excepciones,
            "/pension/estado": estado,
            "/pension/formula": formula,
            "/pension/anual_antes_de_reduccion": antes_a,
            "/pension/mensual_antes_de_reduccion": antes_m,
            "/pension/factor_reduccion": factor,
            "/pension/anual": anual_a,
            "/pension/mensual": anual_m,
        }
    )
    return campos, _R18(edad_, nuevo, anual, factor)


def _en_el_cuerpo(h: Hechos, edad_: int, nuevo: bool, cuerpo: str, L: dict[str, str]) -> tuple[bool, bool]:
    """18.3 con la lectura «en_el_cuerpo» de INT-37: si el servicio prestado en el Cuerpo completa los 25 años
    (primera oración) y los 30 (segunda). Sin el dato, la solicitud es un error donde la vía podía cumplirse."""
    if cuerpo != "policia_o_bomberos" or L["INT-37"] != "en_el_cuerpo":
        return True, True

    def completa(n: Fraction, anos: int) -> bool:
        return sm.se_cumple(sm.completa(anos, L["INT-06"]), servicio=n)

    en = h.servicio_en_el_cuerpo
    if en is None:
        if (edad_ >= 50 and completa(h.servicio, 25)) or (nuevo and completa(h.servicio, 30)):
            raise _FaltaDato("servicio_en_el_cuerpo")
        return True, True
    return completa(en, 25), completa(en, 30)


def _base_de_la_retenida(h: Hechos, L: dict[str, str]) -> tuple[Fraction, Fraction]:
    """18.4 (INT-39): la pensión del derecho retenido, con la retribución y el servicio al retiro o al paso."""
    tr = h.traslado
    assert tr is not None
    if L["INT-39"] != "al_traslado":
        return h.retribucion, h.servicio
    if tr.retribucion is None:
        raise _FaltaDato("traslado.retribucion_promedio")
    return tr.retribucion, tr.servicio


def _clave(nuevo: bool, cuerpo: str) -> tuple[str, str]:
    return ("nuevo" if nuevo else "anterior"), cuerpo


def _factor_18_6_d(h: Hechos, edad_: int, t: _Traza) -> Fraction | None:
    """18.6(d): el factor de la tabla de la Junta, por la edad cumplida o en años y meses (INT-30)."""
    if h.factores is None:
        t.region("18.6.d: sin tabla")
        return None
    if h.adopcion_tabla is not None and h.adopcion_tabla > h.retiro:  # INT-40: the table in force at retirement
        t.region("18.6.d: tabla adoptada después del retiro")
        if t.L["INT-40"] == "vigente_al_retiro":
            return None
    if t.L["INT-30"] == "anos_y_meses":
        anos, meses = divmod(edad_en_meses(h.nacimiento, h.retiro, t.L["INT-05"]), 12)
        clave = f"{anos}-{meses:02d}"
    else:
        clave = str(edad_)
    factor = h.factores.get(clave)
    t.region("18.6.d: la tabla no tiene el factor" if factor is None else "18.6.d: factor aplicado")
    return factor


def _exclusiones_10_7_y_10_6(h: Hechos, r18: _R18, t: _Traza, fecha: dict) -> list[str]:
    """10.7 y 10.6(b)–(e): las cláusulas por las que la pensión no se coordina (ninguna: se coordina)."""
    L, c = t.L, h.coordinacion
    motivos: list[str] = []

    def excluye(clausula: str, region: str) -> None:
        motivos.append(clausula)
        t.region(region)

    # 10.7: «En ningún caso se coordinarán las pensiones de…»
    if h.cuerpo == "policia":
        excluye("10.7", "10.7: Policía")
    elif h.traslado is not None and h.traslado.cuerpo == "policia" and L["INT-26"] == "incluye_traslado":
        excluye("10.7", "10.7: pasó de la Policía (INT-26)")
    if h.cuerpo == "bomberos" and L["INT-23"] == "incluye_bomberos":
        excluye("10.7", "10.7: Bomberos (INT-23)")
    elif h.cuerpo == "bomberos":
        t.region("10.7: un bombero se coordina (INT-23)")
    if h.puesto == "alcalde":
        excluye("10.7", "10.7: Alcalde")
    if h.puesto == "servicio_extension_agricola":
        excluye("10.7", "10.7: Extensión Agrícola")
    antes = [p for p in dict.fromkeys(h.puestos_anteriores) if p != h.puesto and p in PUESTOS_10_7]
    if antes:
        t.region("10.7: fue Alcalde o de Extensión Agrícola")
        if L["INT-44"] == "alguna_vez":  # 10.7 «las pensiones de los Alcaldes»: also who was one before (INT-44)
            motivos.extend("10.7" for _ in antes)
    if r18.nuevo:
        excluye("10.7", "10.7: nuevo participante")
    # 10.6(b)–(e): el cómputo no tiene efecto sobre… (INT-43: «concedidas», la fecha de concesión o la del retiro)
    concesion = fecha["fecha_concesion"] or h.retiro
    if (concesion < FECHA_1968) != (h.retiro < FECHA_1968):
        t.region("10.6.b: concesión y retiro a distinto lado de 1968")
        if L["INT-43"] == "fecha_de_retiro":
            concesion = h.retiro
    if concesion < FECHA_1968:
        excluye("10.6.b", "10.6.b")
    if c.get("pension_diferida") and fecha["fecha_separacion"] < FECHA_1968:
        excluye("10.6.c", "10.6.c")
    if c.get("anualidad_por_traspaso") and fecha["fecha_opcion_traspaso"] < FECHA_1968:
        excluye("10.6.d", "10.6.d")
    if c.get("pension_minima") and L["INT-27"] == "excluye_pensiones_minimas":
        excluye("10.6.e", "10.6.e: pensión mínima excluida")
    return motivos


def _cuando_10_1(h: Hechos, t: _Traza, fecha: dict) -> tuple[list[str], date]:
    """10.1: las condiciones que faltan para coordinar y, si no falta ninguna, la fecha de efecto."""
    L, c = t.L, h.coordinacion
    # 10.1: a los 65 años, plenamente asegurado y elegible para los beneficios primarios (INT-24, INT-05, INT-45)
    coordinacion = fecha["fecha_coordinacion"]
    cumple_65 = dia_del_cumpleanos(h.nacimiento, h.nacimiento.year + 65, L["INT-05"])
    otras = [x for x in (fecha["fecha_plenamente_asegurado"], fecha["fecha_elegible_beneficios_primarios"]) if x]
    vispera = cumple_65 - timedelta(days=1)
    if L["INT-45"] == "regla_federal" and (
        coordinacion == vispera or (cumple_65 > max([*otras, h.retiro]) and coordinacion >= vispera)
    ):
        cumple_65 = vispera  # INT-45: the federal rule, 65 is reached the day before the birthday
    federal = cumple_65 == vispera
    if coordinacion == cumple_65:
        t.region("10.1: cumple 65 el día de la coordinación")
    elif coordinacion + timedelta(days=1) == cumple_65:
        t.region("10.1: víspera de los 65")
    if (h.nacimiento.month, h.nacimiento.day) == (2, 29) and abs((coordinacion - cumple_65).days) <= 1:
        t.region("29 de febrero en año no bisiesto") if not calendar.isleap(cumple_65.year) else None
    faltan = []
    for condicion, region in (
        ("plan_coordinado", "10.1: sin Plan Coordinado"),
        ("plenamente_asegurado", "10.1: no plenamente asegurado"),
        ("elegible_beneficios_primarios", "10.1: no elegible para beneficios primarios"),
    ):
        if not c[condicion]:
            faltan.append("10.1")
            t.region(region)
    if (coordinacion < cumple_65) if federal else (edad(h.nacimiento, coordinacion, L["INT-05"]) < 65):
        faltan.append("10.1")
        t.region("10.1: menos de 65")
    efecto = max(
        [cumple_65]
        + [x for x in (fecha["fecha_plenamente_asegurado"], fecha["fecha_elegible_beneficios_primarios"]) if x]
    )
    if not faltan and efecto > cumple_65 and L["INT-24"] == "solo_a_los_65":
        faltan.append("10.1")
        t.region("10.1: condiciones después de los 65 (INT-24)")
    if faltan:
        return faltan, efecto
    if efecto > cumple_65 and efecto >= h.retiro:
        t.region("10.1: efecto en una condición posterior")
    if h.retiro > efecto:
        t.region("10.1: efecto en la fecha de retiro")
    return faltan, efecto


def _articulo_10(h: Hechos, r18: _R18, t: _Traza) -> dict:
    """El Artículo 10: 10.7 y 10.6 (no se coordina), 10.1 (cuándo), 10.2/10.3 (cuánto), 10.4, 10.5 y 10.6(a), (e)."""
    L, c = t.L, h.coordinacion
    fecha = {k: _fecha(c.get(k)) for k in _FECHAS_10}
    motivos = _exclusiones_10_7_y_10_6(h, r18, t, fecha)
    if motivos:
        return _sin_coordinar(h, r18, motivos, L)

    faltan, efecto = _cuando_10_1(h, t, fecha)
    if faltan:
        return _sin_coordinar(h, r18, faltan, L)
    efecto = max(efecto, h.retiro)  # no hay pensión que coordinar antes del retiro

    tipo = c.get("tipo_pension", "servicio")
    aumentos = _cantidad(c.get("aumentos_por_ley") or 0)
    pension, factor = _pension_10_5(c, r18, t)
    campos = _no_se_coordina([])
    campos.update(
        {
            "/coordinacion/estado": "coordinada",
            "/coordinacion/fecha_efecto": efecto.isoformat(),
            "/coordinacion/pension_estatutaria_anual": centavos(pension),
            "/coordinacion/factor_reduccion": factor,
            "/coordinacion/aumentos_por_ley_anual": centavos(aumentos),
        }
    )
    if pension is None:
        t.region("incompleta: sin pensión conforme a la Ley")
        campos.update({"/coordinacion/estado": "incompleta", "/coordinacion/motivos": ["10.5"]})
        return campos
    seguro_social = _seguro_social(c, L)
    ocupacional = tipo == "incapacidad_ocupacional"
    variables = {"P": pension, "S": seguro_social or Fraction(0), "A": aumentos, "M": Fraction(0)}
    if ocupacional and L["INT-28"] == "resta_directa":  # 10.4 leído como descuento directo
        if seguro_social is None:
            return _sin_evidencia(campos, t)
        t.region("10.4: resta directa (INT-28)")
        cuantia, origen = sm.valor(sm.resta_10_4(), **variables), "resta_10_4"
    else:
        productos = _productos_10_3(h, t) if tipo == "merito" else _productos_10_2(h, t, tipo)
        formula = sum(productos.values(), Fraction(0))
        cuantia = formula
        if factor is not None and L["INT-21"] == "misma_reduccion":
            t.region("INT-21: fórmula reducida")
            cuantia = formula * factor
        campos.update(
            {
                "/coordinacion/productos": {k: centavos(v) for k, v in productos.items()},
                "/coordinacion/formula_anual": centavos(formula),
                "/coordinacion/formula_reducida_anual": centavos(cuantia),
            }
        )
        origen = "formula"
        variables["F"] = cuantia
        if L["INT-20"] == "si_reduce" and cuantia >= pension:  # «cuando fuese así necesario»
            t.region("INT-20: no es necesario coordinar")
            coordinada = sm.valor(sm.coordinada(L, ocupacional), **variables)
            assert coordinada == pension
            return _pagos(campos, "no_necesaria", coordinada, aumentos, None, t)
        if seguro_social is None:
            if not ocupacional:
                t.region("falta el beneficio del Seguro Social")
                raise _FaltaDato("coordinacion.beneficio_seguro_social")
            return _sin_evidencia(campos, t)
    piso, limita, pagada = _garantia_10_5_y_minima_10_6_e(c, t, variables, cuantia, origen)
    assert pagada == sm.valor(sm.coordinada(L, ocupacional), **variables)  # the expression the proofs prove
    campos.update(
        {
            "/coordinacion/beneficio_seguro_social_anual": centavos(seguro_social),
            "/coordinacion/piso_10_5_anual": centavos(piso),
            "/coordinacion/limita": limita,
        }
    )
    # 10.2 «cuando fuese así necesario» (INT-20), después de la garantía: nada se redujo, no había que coordinar
    estado = "coordinada"
    if L["INT-20"] == "si_reduce" and pagada >= pension:
        t.region("INT-20: la garantía deja la pensión igual")
        estado = "no_necesaria"
    return _pagos(campos, estado, pagada, aumentos, seguro_social, t)


def _pension_10_5(c: dict, r18: _R18, t: _Traza) -> tuple[Fraction | None, Fraction | None]:
    """10.5: la pensión que le hubiere correspondido conforme a la Ley (dada, o la del Artículo 18) y su factor."""
    if c.get("pension_estatutaria") is not None:
        t.region("pensión conforme a la Ley dada")
        factor = None if c.get("factor_reduccion") is None else _cantidad(c["factor_reduccion"])
        return _cantidad(c["pension_estatutaria"]), factor
    if r18.anual is not None:
        t.region("pensión conforme a la Ley del Artículo 18")
    return r18.anual, r18.factor


def _productos_10_3(h: Hechos, t: _Traza) -> dict[str, Fraction]:
    """10.3 (mérito): solo los años del cómputo original, el por ciento original."""
    c, L = h.coordinacion, t.L
    t.region("10.3: mérito")
    anos = _servicio(c["anos_computo_original"])
    pct = _cantidad(c["porcentaje_merito"]) / 100 if c.get("porcentaje_merito") is not None else h.porcentaje
    return {k: sm.valor(v, R=h.retribucion, m=anos, p=pct) for k, v in sm.productos_10_3(L["INT-25"]).items()}


def _productos_10_2(h: Hechos, t: _Traza, tipo: str) -> dict[str, Fraction]:
    """10.2(a)–(d): servicio, incapacidad o incapacidad ocupacional."""
    t.region(
        {"servicio": "10.2: servicio", "incapacidad": "10.2: incapacidad"}.get(tipo, "10.2: incapacidad ocupacional")
    )
    _tramos_10_2(t, h.retribucion, h.servicio)
    return {k: sm.valor(v, R=h.retribucion, n=h.servicio) for k, v in sm.PRODUCTOS_10_2.items()}


def _garantia_10_5_y_minima_10_6_e(
    c: dict, t: _Traza, variables: dict[str, Fraction], cuantia: Fraction, origen: str
) -> tuple[Fraction, str, Fraction]:
    """10.5: juntos, el Seguro Social y el Sistema no pagan menos que la pensión; 10.6(e), con INT-27: la pensión
    mínima como piso. Da (el piso de 10.5, lo que limita, la pensión pagada); pone ``M`` en `variables`."""
    L = t.L
    piso = sm.valor(sm.piso_10_5(L["INT-22"]), **variables)
    if piso > cuantia:
        t.region("10.5: limita la garantía")
        limita, pagada = "garantia_10_5", piso
    else:
        t.region("10.5: limita la fórmula")
        limita, pagada = origen, cuantia
    if L["INT-27"] == "minimo_como_piso":
        if c.get("pension_minima_por_ley") is None:
            t.region("10.6.e: falta la cuantía de la mínima (INT-27)")
        else:
            variables["M"] = _cantidad(c["pension_minima_por_ley"])
            minima = min(variables["M"], variables["P"])
            if minima > pagada:
                t.region("10.6.e: limita la pensión mínima (INT-27)")
                limita, pagada = "minima_10_6_e", minima
    return piso, limita, pagada


_FECHAS_10 = (
    "fecha_coordinacion",
    "fecha_concesion",
    "fecha_separacion",
    "fecha_opcion_traspaso",
    "fecha_plenamente_asegurado",
    "fecha_elegible_beneficios_primarios",
)


def _tramos_10_2(t: _Traza, r: Fraction, n_: Fraction) -> None:
    for valor_, tope, que in ((r, sm.TOPE, "retribución"), (n_, sm.TRAMO, "servicio")):
        lado = "por debajo" if valor_ < tope else "exactamente" if valor_ == tope else "por encima"
        t.region(f"10.2: {que} {lado} de {'$6,600' if que == 'retribución' else '20 años'}")


def _anual(b: Mapping | None) -> Fraction | None:
    return None if b is None else _cantidad(b["monto"]) * (12 if b["periodo"] == "mensual" else 1)


def _seguro_social(c: Mapping, L: dict[str, str]) -> Fraction | None:
    """10.4, 10.5: el beneficio anual del Seguro Social de la garantía: el que recibe; con «con_derecho» (INT-41)
    aquel al que tiene derecho; con «en_cada_aumento» (INT-42) el actual, si se dan."""
    ss = _anual(c.get("beneficio_seguro_social"))
    if ss is None:
        return None
    otro = _anual(c.get("beneficio_seguro_social_con_derecho"))
    if otro is not None and L["INT-41"] == "con_derecho":
        ss = otro
    actual = _anual(c.get("beneficio_seguro_social_actual"))
    if actual is not None and L["INT-42"] == "en_cada_aumento":
        ss = actual
    return ss


def _sin_coordinar(h: Hechos, r18: _R18, motivos: list[str], L: dict[str, str]) -> dict:
    """10.6, 10.7, 10.1: la pensión que no se coordina se paga sin cambio, con los aumentos por ley (10.6(a)); el
    resultado dice lo que paga el Sistema si se conoce la pensión (un dato, o la cuantía del Artículo 18)."""
    c = h.coordinacion
    campos = _no_se_coordina(motivos)
    aumentos = _cantidad(c.get("aumentos_por_ley") or 0)
    pension = _cantidad(c["pension_estatutaria"]) if c.get("pension_estatutaria") is not None else r18.anual
    total_a, total_m = anual_y_mensual(None if pension is None else pension + aumentos, L["INT-07"])
    campos.update(
        {
            "/coordinacion/pension_estatutaria_anual": centavos(pension),
            "/coordinacion/factor_reduccion": None,
            "/coordinacion/aumentos_por_ley_anual": centavos(aumentos),
            "/coordinacion/total_sistema_anual": total_a,
            "/coordinacion/total_sistema_mensual": total_m,
        }
    )
    return campos


def _no_se_coordina(motivos: list[str]) -> dict:
    return {
        "/coordinacion/estado": "no_se_coordina",
        "/coordinacion/motivos": motivos,
        "/coordinacion/fecha_efecto": None,
        "/coordinacion/productos": {},
        "/coordinacion/formula_anual": None,
        "/coordinacion/formula_reducida_anual": None,
        "/coordinacion/beneficio_seguro_social_anual": None,
        "/coordinacion/piso_10_5_anual": None,
        "/coordinacion/limita": None,
        "/coordinacion/pension_coordinada_anual": None,
        "/coordinacion/pension_coordinada_mensual": None,
        "/coordinacion/total_sistema_anual": None,
        "/coordinacion/total_sistema_mensual": None,
        "/coordinacion/total_con_seguro_social_anual": None,
    }


def _sin_evidencia(campos: dict, t: _Traza) -> dict:
    """10.4: sin la evidencia del Seguro Social, la coordinación de la incapacidad ocupacional no puede completarse."""
    t.region("10.4: sin evidencia del Seguro Social")
    campos.update({"/coordinacion/estado": "incompleta", "/coordinacion/motivos": ["10.4"]})
    return campos


def _pagos(campos: dict, estado: str, pagada: Fraction, aumentos: Fraction, seguro_social, t: _Traza) -> dict:
    """La pensión coordinada y el total: 10.6(a), los aumentos por ley se suman sin coordinar."""
    L = t.L
    if aumentos:
        t.region("10.6.a: aumentos por ley")
    total = pagada + aumentos
    pc_a, pc_m = anual_y_mensual(pagada, L["INT-07"])
    tot_a, tot_m = anual_y_mensual(total, L["INT-07"])
    campos.update(
        {
            "/coordinacion/estado": estado,
            "/coordinacion/motivos": [],
            "/coordinacion/pension_coordinada_anual": pc_a,
            "/coordinacion/pension_coordinada_mensual": pc_m,
            "/coordinacion/total_sistema_anual": tot_a,
            "/coordinacion/total_sistema_mensual": tot_m,
            "/coordinacion/total_con_seguro_social_anual": None
            if seguro_social is None
            else centavos(total + seguro_social),
        }
    )
    return campos
