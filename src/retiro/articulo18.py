"""Artículo 18 — Pensiones opcionales (18.1 a 18.6).

Cada función cita la cláusula que aplica. Lo que el texto no dice está en el registro de
interpretaciones (INT-…) o en las reglas externas (EXT-…), nunca escondido aquí.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from fractions import Fraction
from functools import cache

from retiro.dinero import fraccion_texto
from retiro.errores import ErrorDeEntrada
from retiro.explicacion import Clausula, Contexto, Dinero, Externa, Lista, Porcentaje, Tiempo
from retiro.fechas import (
    edad_cumplida,
    edad_en_meses,
    edad_segun,
    fecha_en_que_cumple,
    fecha_larga,
    tiempo_texto,
    transcurrido_texto,
)
from retiro.formato import por_ciento_como_la_ley
from retiro.lecturas import (
    INT01,
    INT02,
    INT03,
    INT04,
    INT05,
    INT06,
    INT09,
    INT10,
    INT11,
    INT12,
    INT13,
    INT14,
    INT15,
    INT16,
    INT17,
    INT18,
    INT19,
    INT29,
    INT30,
    INT34,
    INT35,
    INT36,
    INT37,
    INT38,
    INT39,
    INT40,
    INT46,
)
from retiro.modelo import Solicitud
from retiro.parametros import entero, fecha, fraccion

# Every figure of the text, from its declaration (datos/parametros.yaml), read once at import.
FECHA_NUEVOS_PARTICIPANTES: date = fecha("18.2.fecha_nuevos_participantes")
EDAD_18_1, SERVICIO_18_1 = entero("18.1.edad"), entero("18.1.servicio")
EDAD_18_2, SERVICIO_18_2 = entero("18.2.edad"), entero("18.2.servicio")
EDAD_18_2_NUEVOS = entero("18.2.edad_nuevos")
EDAD_18_3, SERVICIO_18_3 = entero("18.3.edad"), entero("18.3.servicio")
SERVICIO_ALTO_RIESGO = entero("18.3.servicio_alto_riesgo")
EDAD_18_5_B, EDAD_18_5_E = entero("18.5.b.edad"), entero("18.5.e.edad")
EDAD_18_6_A, EDAD_18_6_A_HASTA = entero("18.6.a.edad_desde"), entero("18.6.a.edad_hasta")
_1990 = fecha_larga(FECHA_NUEVOS_PARTICIPANTES)
SERVICIO_18_6_A, SERVICIO_18_6_A_HASTA = entero("18.6.a.servicio_desde"), entero("18.6.a.servicio_hasta")
EDAD_18_6_C, SERVICIO_18_6_C = entero("18.6.c.edad"), entero("18.6.c.servicio")
CUERPOS_ALTO_RIESGO = ("policia", "bomberos")
NOMBRE_CUERPO = {"policia": "Cuerpo de la Policía", "bomberos": "Cuerpo de Bomberos"}

PORCENTAJE_18_6 = fraccion("18.6.a.porcentaje")
PORCENTAJE_18_6_B = fraccion("18.6.b.porcentaje")
PORCENTAJE_18_6_A_EXCESO = fraccion("18.6.a.porcentaje_exceso")
ANOS_TRAMO = entero("18.6.a.anos_tramo")


@dataclass(slots=True)
class Verificacion:
    """Resultado de comprobar una vía de retiro (una cláusula u oración)."""

    clausula: str
    oracion: int | None
    cumple: bool
    motivo: str

    def como_dict(self) -> dict:
        return {"clausula": self.clausula, "oracion": self.oracion, "cumple": self.cumple, "motivo": self.motivo}


@dataclass(slots=True)
class Vias:
    """Las vías de retiro de 18.1 a 18.3, cada una por su nombre (nunca por su posición en una lista)."""

    a_los_55_con_25: Verificacion  # 18.1
    a_los_58_con_10: Verificacion  # 18.2, primera oración
    nuevos_a_los_65_con_10: Verificacion  # 18.2, segunda oración
    policia_bomberos_50_con_25: Verificacion  # 18.3, primera oración (o el derecho retenido por 18.4)
    alto_riesgo_con_30: Verificacion  # 18.3, segunda oración

    def en_orden(self) -> list[Verificacion]:
        """En el orden del texto (el de la respuesta JSON)."""
        return [
            self.a_los_55_con_25,
            self.a_los_58_con_10,
            self.nuevos_a_los_65_con_10,
            self.policia_bomberos_50_con_25,
            self.alto_riesgo_con_30,
        ]

    @property
    def generales(self) -> list[Verificacion]:
        """Las vías de la pensión opcional de cualquier miembro: 18.1 y las dos oraciones de 18.2."""
        return [self.a_los_55_con_25, self.a_los_58_con_10, self.nuevos_a_los_65_con_10]

    def para(self, tipo_pension: str) -> list[Verificacion]:
        """Las vías que dan la pensión pedida: la anualidad de alto riesgo solo por 18.3 (segunda oración); la
        pensión opcional por 18.1, 18.2 o 18.3 (primera oración). La pensión por mérito no tiene vía en estos
        textos (EXT-03) y no se cuenta aquí."""
        if tipo_pension == "alto_riesgo":
            return [self.alto_riesgo_con_30]
        if tipo_pension == "merito":
            return []
        return [*self.generales, self.policia_bomberos_50_con_25]


@dataclass(slots=True)
class Resultado18:
    edad: int
    nuevo_participante: bool
    vias: Vias | None  # None: fuera del período que gobiernan los textos (retiro.vigencia)
    elegible: bool | None = False  # the requested pension proceeds (route or EXT-03); None: out of the period
    clausulas: list[str] = field(default_factory=list)  # what makes it proceed, in the order of the text
    otras_pensiones: list[str] = field(default_factory=list)  # types of pension whose route is open instead
    reduccion_aplica: bool | None = None
    excepciones: list[str] = field(default_factory=list)
    formula: str | None = None
    estado: str = "no_elegible"
    anual_antes_de_reduccion: Fraction | None = None
    factor_reduccion: Fraction | None = None
    anual: Fraction | None = None

    @property
    def verificaciones(self) -> list[Verificacion]:
        return [] if self.vias is None else self.vias.en_orden()


def es_nuevo_participante(fecha_ingreso: date, ctx: Contexto) -> bool:
    """18.2, 18.3, 10.7: ingresó por primera vez al Sistema «después del 1 de abril de 1990» (INT-01)."""
    if fecha_ingreso != FECHA_NUEVOS_PARTICIPANTES:
        return fecha_ingreso > FECHA_NUEVOS_PARTICIPANTES
    return ctx.lectura(INT01) == INT01.INCLUSIVA  # the reading matters only on the day itself


def completo(servicio: Fraction, anos: int, ctx: Contexto) -> bool:
    """18.1–18.3: «hubieran completado por lo menos N años de servicios acreditables» (INT-06)."""
    num, den = servicio.numerator, servicio.denominator  # integers only: this is the hot path
    if num >= anos * den or den == 1:
        return num >= anos * den  # complete, or whole years short: both readings agree
    if 2 * num + den < 2 * anos * den:
        return False  # short by more than half a year: both readings agree
    return ctx.lectura(INT06) == INT06.REDONDEO_MEDIO_ANO  # within half a year of the threshold: readings differ


@cache
def valor_externo(regla: str, clave: str) -> Fraction:
    """Un valor numérico de una regla externa (reglas_externas.yaml), leído una sola vez."""
    return fraccion(f"{regla}.{clave}")


def servicio_completo(servicio: Fraction, anos: int, ctx: Contexto) -> tuple[bool, str]:
    """18.1–18.3: el requisito de servicio y, solo si no se cumple, su motivo (el texto se arma solo entonces)."""
    if completo(servicio, anos, ctx):
        return True, ""
    return False, f"tiene {tiempo_texto(servicio)} de servicios; se exigen {anos}"


def paso_del_regimen(fecha_ingreso: date, nuevo: bool, ctx: Contexto) -> None:
    """18.2, 18.3, 10.7: el paso que dice si es nuevo participante; el mismo 1 de abril de 1990, según INT-01."""
    resultado = "sí: nuevo participante" if nuevo else f"no: participante anterior al {_1990}"
    if fecha_ingreso != FECHA_NUEVOS_PARTICIPANTES:
        ctx.paso("18.2", _REGLA_REGIMEN, resultado + "; ingresó el {fecha_ingreso}", fecha_ingreso=fecha_ingreso)
        return
    ctx.paso(
        "18.2",
        _REGLA_REGIMEN,
        resultado + "; ingresó el mismo {fecha_ingreso} — {lectura}",
        fecha_ingreso=fecha_ingreso,
        lectura=ctx.citada(INT01),
    )


_REGLA_REGIMEN = f"¿Ingresó por primera vez al Sistema después del {_1990} (nuevo participante)?"


def servicio_y_calendario(s: Solicitud, ctx: Contexto) -> None:
    """18.1–18.3 «servicios acreditables» (INT-34): el servicio mayor que el tiempo desde el ingreso hasta el retiro.

    Con la lectura por defecto se admite (servicio acreditado: militar, traspasado, comprado) y se advierte; con
    la otra es un error de la solicitud. Solo se consulta la lectura si el servicio excede ese tiempo."""
    n = s.servicio_acreditable
    dias = (s.fecha_retiro - s.fecha_ingreso + timedelta(days=1)).days  # both ends included
    if n.numerator * 365 <= dias * n.denominator:  # servicio <= días / 365
        return
    transcurrido = transcurrido_texto(s.fecha_ingreso, s.fecha_retiro)
    if ctx.lectura(INT34) == INT34.HASTA_EL_TIEMPO_TRANSCURRIDO:
        raise ErrorDeEntrada(
            "servicio_acreditable",
            "es mayor que el tiempo transcurrido desde el ingreso al Sistema hasta el retiro "
            f"({transcurrido}; lectura «hasta_el_tiempo_transcurrido» de INT-34)",
            fraccion_texto(n),
        )
    ctx.paso(
        "18.1",
        "¿Puede el servicio acreditable ser mayor que el tiempo transcurrido desde el primer ingreso al Sistema?",
        "tiene {servicio_acreditable} de servicio acreditable y han pasado {tiempo_desde_el_ingreso} desde el ingreso: "
        "se admite como servicio acreditado (militar, traspasado de otro sistema o comprado) — {lectura}",
        servicio_acreditable=Tiempo(n),
        tiempo_desde_el_ingreso=transcurrido,
        lectura=ctx.citada(INT34),
    )
    ctx.aviso(
        "El servicio acreditable ({servicio_acreditable}) es mayor que el tiempo transcurrido desde el primer ingreso "
        "al Sistema ({tiempo_desde_el_ingreso}): se admite como servicio acreditado —militar, traspasado de otro "
        "sistema o comprado— ({lectura}); compruebe que el Sistema lo acreditó.",
        servicio_acreditable=Tiempo(n),
        tiempo_desde_el_ingreso=transcurrido,
        lectura=ctx.citada(INT34),
    )


Requisito = tuple[bool | Callable[[], bool], str]


def _via(clausula: str, oracion: int | None, requisitos: list[Requisito], logro: str, ctx: Contexto) -> Verificacion:
    """Una vía: cumple si se cumplen todos sus requisitos. Los que dependen de una lectura del registro son
    funciones; si otro requisito ya falta, la lectura no cambia el resultado y se consulta sin dejar constancia,
    solo para decir, requisito por requisito, todo lo que falta."""
    falta_fijo = False
    for ok, _texto in requisitos:
        if ok is False:
            falta_fijo = True
            break
    faltan = []
    antes = ctx.constancia
    if falta_fijo:
        ctx.constancia = False
    try:
        for ok, texto in requisitos:
            if ok is False or (ok is not True and callable(ok) and not ok()):
                faltan.append(texto)
    finally:
        ctx.constancia = antes
    if faltan:
        return Verificacion(clausula, oracion, False, "; ".join(faltan))
    return Verificacion(clausula, oracion, True, logro)


def _activo(s: Solicitud, ctx: Contexto) -> bool | Callable[[], bool]:
    """18.1, 18.2, 18.3 (segunda oración): «en servicio activo» (INT-09, consultada solo para el inactivo)."""
    if s.en_servicio_activo:
        return True
    return lambda: ctx.lectura(INT09) == INT09.NO_EXIGIDO


def verificar_18_1(s: Solicitud, edad: int, activo: bool | Callable[[], bool], ctx: Contexto) -> Verificacion:
    """18.1: miembro en servicio activo, 55 años cumplidos y 25 años de servicios acreditables (parámetros
    18.1.edad y 18.1.servicio)."""
    return _via(
        "18.1",
        None,
        [
            (activo, "no está en servicio activo"),
            (edad >= EDAD_18_1, f"tiene {edad} años; se exigen {EDAD_18_1}"),
            servicio_completo(s.servicio_acreditable, SERVICIO_18_1, ctx),
        ],
        f"{EDAD_18_1} años o más y {SERVICIO_18_1} años o más de servicios, en servicio activo",
        ctx,
    )


def verificar_18_2(
    s: Solicitud, edad: int, activo: bool | Callable[[], bool], nuevo: bool, ctx: Contexto
) -> tuple[Verificacion, Verificacion]:
    """18.2: 58 años y 10 de servicio (primera oración); nuevos participantes, 65 y 10 (segunda oración; INT-02)."""
    servicio = servicio_completo(s.servicio_acreditable, SERVICIO_18_2, ctx)
    primera_aplica: bool | Callable[[], bool] = (not nuevo) or (lambda: ctx.lectura(INT02) == INT02.ADICIONAL)
    a_los_58 = _via(
        "18.2",
        1,
        [
            (
                primera_aplica,
                "es nuevo participante, y para él la segunda oración de 18.2 sustituye a la primera [INT-02]",
            ),
            (activo, "no está en servicio activo"),
            (edad >= EDAD_18_2, f"tiene {edad} años; se exigen {EDAD_18_2}"),
            servicio,
        ],
        f"{EDAD_18_2} años o más y {SERVICIO_18_2} años o más de servicios, en servicio activo",
        ctx,
    )
    nuevos_a_los_65 = _via(
        "18.2",
        2,
        [
            (nuevo, f"no ingresó por primera vez al Sistema después del {_1990}"),
            (activo, "no está en servicio activo"),
            (edad >= EDAD_18_2_NUEVOS, f"tiene {edad} años; se exigen {EDAD_18_2_NUEVOS}"),
            servicio,
        ],
        f"nuevo participante con {EDAD_18_2_NUEVOS} años o más y {SERVICIO_18_2} años o más de servicios",
        ctx,
    )
    return a_los_58, nuevos_a_los_65


def retiene_derecho_18_4(s: Solicitud, ctx: Contexto) -> Verificacion | None:
    """18.4: el policía o bombero que pasó a otro puesto del Sistema retiene el derecho si se dan (a) y (b) (INT-04)."""
    t = s.traslado
    if t is None:
        return None
    edad_traslado = edad_segun(ctx, s.fecha_nacimiento, t.fecha, edad_cumplida)
    a = edad_traslado >= EDAD_18_3 and completo(t.servicio_acreditable, SERVICIO_18_3, ctx)
    if not a:
        # 18.4(a) read as any pension of the Law (INT-17): also 18.2 (58/10; 65/10 for new participants, INT-02).
        # The reading is consulted only if it can change (a).
        def por_18_2(nuevo_sustituye: bool) -> bool:
            edad_minima = EDAD_18_2_NUEVOS if nuevo_sustituye else EDAD_18_2
            return edad_traslado >= edad_minima and completo(t.servicio_acreditable, SERVICIO_18_2, ctx)

        nuevo = es_nuevo_participante(s.fecha_ingreso, ctx)
        posible = por_18_2(False) or (nuevo and por_18_2(True))
        if posible and ctx.lectura(INT17) == INT17.CUALQUIER_PENSION:
            a = por_18_2(nuevo and ctx.lectura(INT02) == INT02.SUSTITUYE)
    b, motivo_b = t.sin_interrupcion, "el paso a otro puesto fue interrumpido (18.4(b))"
    if b and t.puesto_en_el_sistema is False:
        b, motivo_b = False, "el nuevo puesto no está comprendido dentro de la matrícula del Sistema (18.4(b))"
    elif b and t.puesto_en_el_sistema is None and ctx.lectura(INT38) == INT38.DEBE_CONSTAR:
        b = False
        motivo_b = (
            "no consta que el nuevo puesto esté comprendido dentro de la matrícula del Sistema (18.4(b)), y debe "
            "constar [INT-38]"
        )
    ctx.paso(
        "18.4.a",
        f"Al pasar a otro puesto, ¿había adquirido el derecho ({EDAD_18_3} años de edad y {SERVICIO_18_3} de "
        "servicio, como en 18.3)?",
        ("sí" if a else "no") + ": pasó de puesto el {fecha_traslado}, con {edad_al_traslado} años de edad y "
        "{servicio_acreditable_al_traslado} de servicio acreditable",
        fecha_traslado=t.fecha,
        edad_al_traslado=edad_traslado,
        servicio_acreditable_al_traslado=Tiempo(t.servicio_acreditable),
    )
    ctx.paso(
        "18.4.b",
        "¿Pasó sin interrupción del Cuerpo a otro puesto comprendido en la matrícula del Sistema?",
        "sí" if b else "no: " + motivo_b,
    )
    if a == b:
        retiene = a  # both readings of INT-04 agree, and INT-12 only concerns an interrupted move
    elif ctx.lectura(INT04) == INT04.ALTERNATIVAS:
        retiene = True
    else:  # a without b: INT-12 decides, if what is missing is the uninterrupted move
        retiene = a and not t.sin_interrupcion and ctx.lectura(INT12) == INT12.RETIENE
    if retiene:
        return Verificacion("18.4", None, True, f"retiene el derecho adquirido en el {NOMBRE_CUERPO[t.cuerpo]}")
    faltan = []
    if not a:
        faltan.append(
            f"al pasar de puesto tenía {edad_traslado} años y {tiempo_texto(t.servicio_acreditable)} de servicios "
            "(18.4(a))"
        )
    if not b:
        faltan.append(motivo_b)
    return Verificacion("18.4", None, False, "no retiene el derecho: " + "; ".join(faltan))


def verificar_18_3(
    s: Solicitud, edad: int, activo: bool | Callable[[], bool], nuevo: bool, ctx: Contexto
) -> tuple[Verificacion, Verificacion]:
    """18.3: policías y bomberos a los 50 con 25 (primera oración); alto riesgo con 30 (segunda oración)."""
    en_cuerpo = s.cuerpo in CUERPOS_ALTO_RIESGO

    def activo_primera() -> bool:
        # The first sentence does not say «en servicio activo» (INT-10); INT-09 «no_exigido» waives it anyway.
        return (callable(activo) and activo()) or ctx.lectura(INT10) == INT10.NO_REQUIERE_ACTIVO

    if en_cuerpo or s.traslado is None:
        cuerpo = _via(
            "18.3",
            1,
            [
                (en_cuerpo, "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"),
                (
                    (not nuevo) or (lambda: ctx.lectura(INT35) == INT35.TODOS),
                    "es nuevo participante, y la primera oración de 18.3 es para el régimen anterior [INT-35]",
                ),
                (
                    activo if activo is True else activo_primera,
                    "no está en servicio activo, que también exige la primera oración de 18.3 [INT-10]",
                ),
                (edad >= EDAD_18_3, f"tiene {edad} años; se exigen {EDAD_18_3}"),
                servicio_completo(s.servicio_acreditable, SERVICIO_18_3, ctx),
                servicio_en_el_cuerpo(s, SERVICIO_18_3, ctx),
            ],
            f"miembro del {NOMBRE_CUERPO.get(s.cuerpo, '')} con {EDAD_18_3} años o más y {SERVICIO_18_3} años o más "
            "de servicios",
            ctx,
        )
    else:
        retencion = retiene_derecho_18_4(s, ctx)
        assert retencion is not None
        cuerpo = Verificacion("18.3", 1, retencion.cumple, retencion.motivo)
    alto_riesgo = _via(
        "18.3",
        2,
        [
            (en_cuerpo, "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"),
            (nuevo, f"no ingresó por primera vez al Sistema después del {_1990}"),
            (activo, "no está en servicio activo"),
            (
                edad >= EDAD_18_3 or (lambda: ctx.lectura(INT11) == INT11.SIN_EDAD_MINIMA),
                f"tiene {edad} años; se exigen {EDAD_18_3}, también para la anualidad de alto riesgo [INT-11]",
            ),
            servicio_completo(s.servicio_acreditable, SERVICIO_ALTO_RIESGO, ctx),
            servicio_en_el_cuerpo(s, SERVICIO_ALTO_RIESGO, ctx),
        ],
        f"nuevo participante de la Policía o Bomberos, en servicio activo, con {SERVICIO_ALTO_RIESGO} años o más de "
        "servicios",
        ctx,
    )
    return cuerpo, alto_riesgo


def servicio_en_el_cuerpo(s: Solicitud, anos: int, ctx: Contexto) -> Requisito:
    """18.3 (INT-37): con la lectura «en_el_cuerpo», los años se cuentan con el servicio prestado en el Cuerpo.

    La lectura solo se consulta si cambia el resultado: si el servicio en el Cuerpo (dado) y el acreditable quedan
    a distinto lado del umbral, o si falta el dato y la lectura elegida lo necesita (entonces es un error)."""
    en = s.servicio_en_el_cuerpo
    if en is None:

        def sin_el_dato() -> bool:
            if ctx.constancia and ctx.vigente(INT37) == INT37.EN_EL_CUERPO:
                ctx.lectura(INT37)
                raise ErrorDeEntrada(
                    "servicio_en_el_cuerpo",
                    "falta: con la lectura «en_el_cuerpo» de INT-37 los años de 18.3 se cuentan en el Cuerpo",
                )
            return True

        return sin_el_dato, ""
    if completo(en, anos, ctx) or not completo(s.servicio_acreditable, anos, ctx):
        return True, ""  # both readings agree
    return (
        lambda: ctx.lectura(INT37) == INT37.CUALQUIER_SERVICIO,
        f"tiene {tiempo_texto(en)} de servicio en el Cuerpo; se exigen {anos}, contados en el Cuerpo [INT-37]",
    )


def excepciones_18_5(s: Solicitud, edad: int, nuevo: bool, de_cuerpo: bool, ctx: Contexto) -> list[str]:
    """18.5(a)–(e): las pensiones que no están sujetas a reducción actuarial."""
    excepciones = []
    if de_cuerpo and (not nuevo or ctx.lectura(INT36) == INT36.TODOS):  # INT-36: new participants too?
        excepciones.append("18.5.a")
    if edad >= EDAD_18_5_B and (not nuevo or ctx.lectura(INT03) == INT03.TODOS):
        excepciones.append("18.5.b")
    if s.tipo_pension == "merito":
        excepciones.append("18.5.c")
    if s.tipo_pension == "alto_riesgo" and nuevo:
        excepciones.append("18.5.d")
    if nuevo and edad >= EDAD_18_5_E and (edad == EDAD_18_5_E or ctx.lectura(INT16) == INT16.DESDE_65):
        excepciones.append("18.5.e")
    return excepciones


def formula_18_6_a(r: Fraction, n: Fraction) -> Fraction:
    """18.6(a): 1½ % de la retribución promedio por los primeros 20 años, más 2 % por los años en exceso de 20."""
    return PORCENTAJE_18_6 * r * min(n, ANOS_TRAMO) + PORCENTAJE_18_6_A_EXCESO * r * max(n - ANOS_TRAMO, 0)


def formula_18_6_b(r: Fraction, n: Fraction) -> Fraction:
    """18.6(b) y (c): 1½ % de la retribución promedio por cada año de servicio acreditable."""
    return PORCENTAJE_18_6_B * r * n


def formula_ext_01(r: Fraction, n: Fraction) -> Fraction:
    """EXT-01 (3 L.P.R.A. § 766(a), por verificar): 1½ % por los primeros 20 años y 2 % por el exceso."""
    tramo = valor_externo("EXT-01", "anos_tramo")
    return valor_externo("EXT-01", "porcentaje_primeros_20") * r * min(n, tramo) + valor_externo(
        "EXT-01", "porcentaje_exceso_20"
    ) * r * max(n - tramo, 0)


def _formula_sin_reduccion(
    s: Solicitud, edad: int, nuevo: bool, por_cuerpo: bool, ctx: Contexto
) -> tuple[str | None, str]:
    """Qué fórmula da la pensión y con qué estado, según la vía del retiro."""
    n = s.servicio_acreditable
    if s.tipo_pension == "alto_riesgo":
        return "EXT-02", "calculada"
    if s.tipo_pension == "merito":
        return "EXT-03", "calculada"
    if por_cuerpo:
        if nuevo and ctx.lectura(INT19) == INT19.FORMULA_18_6_B:
            return "18.6.b", "calculada"
        return "EXT-01", "calculada"
    if nuevo:
        if (
            EDAD_18_6_A <= edad < EDAD_18_6_A_HASTA
            and completo(n, SERVICIO_18_6_A, ctx)
            and not completo(n, SERVICIO_18_6_A_HASTA, ctx)
            and ctx.lectura(INT13) == INT13.TODOS
        ):
            return "18.6.a", "calculada"
        if edad >= EDAD_18_2_NUEVOS and ctx.lectura(INT15) == INT15.SIN_FORMULA:
            return None, "sin_formula_en_el_texto"
        # 18.6(c) is early retirement at 55+ with 25+ years; any other new participant's pension is 18.6(b).
        temprano = EDAD_18_6_C <= edad < EDAD_18_2_NUEVOS and completo(n, SERVICIO_18_6_C, ctx)
        return ("18.6.c" if temprano else "18.6.b"), "calculada"
    if edad >= EDAD_18_2:
        return "EXT-01", "calculada"
    if not completo(n, SERVICIO_18_6_A_HASTA, ctx) or ctx.lectura(INT14) == INT14.EXTENDER_18_6_A:
        return "18.6.a", "calculada"
    return None, "sin_formula_en_el_texto"


_PREGUNTA_VIA = {
    ("18.1", None): f"¿Puede optar por el retiro a los {EDAD_18_1} años con {SERVICIO_18_1} de servicio?",
    ("18.2", 1): f"¿Puede optar por el retiro a los {EDAD_18_2} años con {SERVICIO_18_2} de servicio (primera "
    "oración)?",
    ("18.2", 2): f"¿Puede optar, como nuevo participante, por el retiro a los {EDAD_18_2_NUEVOS} años con "
    f"{SERVICIO_18_2} de servicio (segunda oración)?",
    ("18.3", 1): f"¿Puede optar, como policía o bombero, por el retiro a los {EDAD_18_3} años con {SERVICIO_18_3} de "
    "servicio (primera oración)?",
    ("18.3", 2): f"¿Puede optar por la anualidad de alto riesgo con {SERVICIO_ALTO_RIESGO} años de servicio (segunda "
    "oración)?",
}


def vias(s: Solicitud, edad: int, nuevo: bool, ctx: Contexto) -> Vias:
    """18.1–18.4: cada vía de retiro, por su nombre."""
    activo = _activo(s, ctx)
    a_los_58, nuevos_a_los_65 = verificar_18_2(s, edad, activo, nuevo, ctx)
    cuerpo, alto_riesgo = verificar_18_3(s, edad, activo, nuevo, ctx)
    return Vias(verificar_18_1(s, edad, activo, ctx), a_los_58, nuevos_a_los_65, cuerpo, alto_riesgo)


def evaluar(s: Solicitud, ctx: Contexto) -> Resultado18:
    """Aplica el Artículo 18 a una solicitud: elegibilidad (18.1–18.4), reducción (18.5) y cuantía (18.6)."""
    edad = edad_segun(ctx, s.fecha_nacimiento, s.fecha_retiro, edad_cumplida)
    nuevo = es_nuevo_participante(s.fecha_ingreso, ctx)
    ctx.paso(
        "18.1",
        "La edad se cumple el día del cumpleaños («a partir de la fecha en que cumplan la edad»)",
        "{edad} años cumplidos al retiro (nació el {fecha_nacimiento} y se retira el {fecha_retiro}; cumple "
        f"{EDAD_18_1} años " + "el {cumple_55})",
        edad=edad,
        fecha_nacimiento=s.fecha_nacimiento,
        fecha_retiro=s.fecha_retiro,
        cumple_55=fecha_en_que_cumple(s.fecha_nacimiento, EDAD_18_1, ctx.vigente(INT05)),
    )
    paso_del_regimen(s.fecha_ingreso, nuevo, ctx)
    servicio_y_calendario(s, ctx)
    v = vias(s, edad, nuevo, ctx)
    for x in v.en_orden():
        ctx.paso(x.clausula, _PREGUNTA_VIA[x.clausula, x.oracion], ("sí: " if x.cumple else "no: ") + x.motivo)
    r = Resultado18(edad=edad, nuevo_participante=nuevo, vias=v)
    via_cuerpo = v.policia_bomberos_50_con_25.cumple  # own corps, or the right retained by 18.4
    n = s.servicio_acreditable

    sin_cuantia_merito = False
    if s.tipo_pension == "merito":
        para_nuevos = merito_para_nuevos(ctx) if nuevo else INT29.SEGUN_EXT_03
        if para_nuevos == INT29.SIN_MERITO_PARA_NUEVOS:
            return r
        sin_cuantia_merito = para_nuevos == INT29.SIN_CUANTIA
        minimo = valor_externo("EXT-03", "anos_minimos")
        ctx.externa("EXT-03")
        if n < minimo:
            ctx.paso(
                "18.5.c",
                "La pensión por mérito exige {anos_minimos} de servicio o más ({regla_externa})",
                "no procede: tiene {servicio_acreditable}",
                anos_minimos=Tiempo(minimo),
                regla_externa=Externa("EXT-03"),
                servicio_acreditable=Tiempo(n),
            )
            return r
        if not merito_sin_servicio_activo(s, ctx):
            return r
        r.elegible, r.clausulas = True, ["EXT-03"]
        if nuevo and not sin_cuantia_merito:
            ctx.aviso(
                "Pensión por mérito de un nuevo participante: punto abierto [INT-29]. Se calcula según la regla "
                "externa EXT-03, pero la "
                f"Ley 1-1990 pudo eliminar estas pensiones para quienes ingresaron después del {_1990} (sin "
                "verificar)."
            )
    else:
        propias = v.para(s.tipo_pension)
        r.clausulas = list(dict.fromkeys(x.clausula for x in propias if x.cumple))
        r.elegible = bool(r.clausulas)
        if not r.elegible:
            _otras_pensiones(s, v, r, ctx)
            return r

    de_cuerpo = s.cuerpo in CUERPOS_ALTO_RIESGO or (
        s.traslado is not None and via_cuerpo and ctx.lectura(INT18) == INT18.RETIENE_EXCEPCION
    )
    r.excepciones = excepciones_18_5(s, edad, nuevo, de_cuerpo, ctx)
    r.reduccion_aplica = not r.excepciones
    if r.excepciones:
        ctx.paso(
            "18.5",
            _REGLA_18_5,
            "no, por {excepciones}",
            excepciones=Lista(tuple(Clausula(x) for x in r.excepciones)),
        )
    else:
        ctx.paso("18.5", _REGLA_18_5, "sí: ninguna excepción alcanza a esta pensión")

    retenida = s.traslado is not None and s.cuerpo not in CUERPOS_ALTO_RIESGO and via_cuerpo
    if sin_cuantia_merito:
        motivo = (
            "los textos no dan la cuantía de la pensión por mérito y la fuente de EXT-03 no se verificó para quien "
            f"ingresó después del {_1990} [INT-29]"
        )
        r.estado = "sin_formula_en_el_texto"
        ctx.paso("18.5.c", "¿Qué cuantía tiene la pensión por mérito de un nuevo participante?", "ninguna: " + motivo)
        ctx.aviso(
            f"La pensión por mérito procede ({fraccion_texto(valor_externo('EXT-03', 'anos_minimos'))} años o más de "
            "servicios, según la regla externa EXT-03), pero no se informa cuantía: "
            + motivo
            + ". Con la lectura de INT-29 que sigue la regla externa EXT-03 se calcularía la cuantía."
        )
        return r
    r.formula, r.estado = _formula_sin_reduccion(s, edad, nuevo, via_cuerpo and s.tipo_pension == "opcional", ctx)
    if r.formula is None:
        ctx.paso(
            "18.6",
            "¿Qué fórmula de 18.6 da esta pensión?",
            "ninguna: el texto transcrito no da fórmula para este caso — {lectura}",
            lectura=ctx.citada(INT15 if nuevo else INT14),
        )
        ctx.aviso("El texto transcrito no da fórmula para este caso: no se informa cuantía.")
        return r
    r.anual_antes_de_reduccion = _cuantia(s, r.formula, edad, ctx, retenida and s.tipo_pension == "opcional")
    if r.anual_antes_de_reduccion is None:
        r.estado = "requiere_porcentaje_merito"
        return r
    if not r.reduccion_aplica:
        r.anual = r.anual_antes_de_reduccion
        return r
    return _reducir(s, r, ctx)


_REGLA_18_5 = (
    "¿Está la pensión sujeta a reducción actuarial (lo están las opcionales, salvo las excepciones de 18.5(a) a (e))?"
)


def _otras_pensiones(s: Solicitud, v: Vias, r: Resultado18, ctx: Contexto) -> None:
    """La pensión pedida no procede; si procede otra (la anualidad de alto riesgo, o la opcional), se dice."""
    if s.tipo_pension == "alto_riesgo":
        ctx.paso(
            "18.3",
            "La anualidad de alto riesgo exige la segunda oración de 18.3",
            "no procede: " + v.alto_riesgo_con_30.motivo,
        )
        if any(x.cumple for x in v.para("opcional")):
            r.otras_pensiones = ["opcional"]
            ctx.aviso(
                "No procede la anualidad de alto riesgo (18.3, segunda oración), pero sí la pensión opcional: "
                "pídala en la solicitud (tipo_pension «opcional»)."
            )
    elif v.alto_riesgo_con_30.cumple:
        r.otras_pensiones = ["alto_riesgo"]
        ctx.paso(
            "18.3",
            "La pensión opcional pedida no procede; sí la anualidad de alto riesgo (segunda oración de 18.3)",
            "pídala en la solicitud (tipo_pension «alto_riesgo»)",
        )
        ctx.aviso(
            "Solo puede optar por la anualidad de alto riesgo (18.3, segunda oración): la solicitud pide la pensión "
            "opcional; pídala en la solicitud (tipo_pension «alto_riesgo»)."
        )


def merito_sin_servicio_activo(s: Solicitud, ctx: Contexto) -> bool:
    """18.5(c) y EXT-03 (INT-46): ¿procede la pensión por mérito de quien no está en servicio activo? La lectura
    solo se consulta para el inactivo; si no procede, deja constancia."""
    if s.en_servicio_activo or ctx.lectura(INT46) == INT46.NO_EXIGIDO:
        return True
    motivo = (
        "no está en servicio activo, y según la lectura elegida del registro la pensión por mérito, como la opcional "
        "de 18.1 y 18.2, lo exige — {lectura}"
    )
    ctx.paso(
        "18.5.c", "¿Exige la pensión por mérito estar en servicio activo?", "sí: " + motivo, lectura=ctx.citada(INT46)
    )
    ctx.aviso("La pensión por mérito no procede: " + motivo + ".", lectura=ctx.citada(INT46))
    return False


def merito_para_nuevos(ctx: Contexto) -> INT29:
    """18.5(c) y EXT-03: ¿hay pensión por mérito para un nuevo participante? (INT-29; si no, deja constancia)."""
    lectura = ctx.lectura(INT29)
    if lectura != INT29.SIN_MERITO_PARA_NUEVOS:
        return lectura
    motivo = (
        "es nuevo participante y, según la lectura elegida del registro [INT-29], las anualidades de quienes "
        f"ingresaron después del {_1990} son las de 3 L.P.R.A. § 766d (por años de servicio, por servicios "
        "de alto riesgo y por retiro temprano), entre las que no está la pensión por mérito"
    )
    ctx.paso("18.5.c", "¿Tiene pensión por mérito un nuevo participante?", "no: " + motivo)
    ctx.aviso("La pensión por mérito no procede: " + motivo + ".")
    return lectura


def base_de_la_retenida(s: Solicitud, ctx: Contexto) -> tuple[Fraction, Fraction]:
    """18.4 (INT-39): retribución promedio y servicio de la pensión del derecho retenido: al retiro o al paso.

    La lectura solo se consulta si cambia el resultado: si el servicio o la retribución del paso difieren de los
    del retiro, o si falta la retribución del paso y la lectura elegida la necesita (entonces es un error)."""
    t = s.traslado
    assert t is not None
    rp, n = s.retribucion_promedio, s.servicio_acreditable
    if t.retribucion_promedio is None:
        if ctx.vigente(INT39) == INT39.AL_TRASLADO:
            ctx.lectura(INT39)
            raise ErrorDeEntrada(
                "traslado.retribucion_promedio",
                "falta: con la lectura «al_traslado» de INT-39 la pensión retenida se calcula con la retribución "
                "promedio al pasar de puesto",
            )
        if t.servicio_acreditable == n:
            return rp, n
    elif t.servicio_acreditable == n and t.retribucion_promedio == rp:
        return rp, n
    if ctx.lectura(INT39) == INT39.AL_RETIRO:
        return rp, n
    assert t.retribucion_promedio is not None
    ctx.paso(
        "18.4",
        "¿Con qué servicio y qué retribución se calcula la pensión del derecho retenido?",
        "con los del paso a otro puesto: retribución promedio de {retribucion_promedio} y {servicio_acreditable} de "
        "servicio — {lectura}",
        retribucion_promedio=Dinero(t.retribucion_promedio),
        servicio_acreditable=Tiempo(t.servicio_acreditable),
        lectura=ctx.citada(INT39),
    )
    return t.retribucion_promedio, t.servicio_acreditable


def _cuantia(s: Solicitud, formula: str, edad: int, ctx: Contexto, retenida: bool = False) -> Fraction | None:
    """Aplica la fórmula elegida (18.6(a), 18.6(b)/(c), o una regla externa) y deja constancia."""
    rp, n = base_de_la_retenida(s, ctx) if retenida else (s.retribucion_promedio, s.servicio_acreditable)
    valores: dict[str, object] = {"retribucion_promedio": Dinero(rp), "servicio_acreditable": Tiempo(n)}
    if formula == "18.6.a":
        x = formula_18_6_a(rp, n)
        regla = "Fórmula de 18.6(a): " + _POR_TRAMOS_18_6_A
    elif formula in ("18.6.b", "18.6.c"):
        x = formula_18_6_b(rp, n)
        regla = (
            "Fórmula de 18.6(b)"
            + (", por 18.6(c)" if formula == "18.6.c" else "")
            + f": {por_ciento_como_la_ley(PORCENTAJE_18_6_B)} de la retribución promedio "
            "({retribucion_promedio}) por cada año de servicio, con {servicio_acreditable} de servicio"
        )
    elif formula == "EXT-01":
        ctx.externa("EXT-01")
        x = formula_ext_01(rp, n)
        regla = "{regla_externa}: " + _por_tramos_ext_01()
        valores["regla_externa"] = Externa("EXT-01")
    elif formula == "EXT-02":
        ctx.externa("EXT-02")
        mayor = edad >= valor_externo("EXT-02", "edad_umbral")
        pct = valor_externo("EXT-02", "porcentaje_55_o_mas" if mayor else "porcentaje_menos_de_55")
        x = pct * rp
        regla = (
            "{regla_externa}: {porcentaje} de la retribución promedio ({retribucion_promedio}), con "
            "{servicio_acreditable} de servicio"
        )
        valores.update(regla_externa=Externa("EXT-02"), porcentaje=Porcentaje(pct))
    else:  # EXT-03, merit pension
        if s.porcentaje_merito is not None:
            pct = s.porcentaje_merito
            valores["origen"] = "el por ciento dado en la solicitud"
        elif edad >= valor_externo("EXT-03", "edad_umbral"):
            pct = valor_externo("EXT-03", "porcentaje_55_o_mas")
            valores["origen"] = Externa("EXT-03")
        else:
            umbral = fraccion_texto(valor_externo("EXT-03", "edad_umbral"))
            ctx.paso(
                "18.5.c",
                f"¿Qué por ciento de la retribución promedio paga la pensión por mérito antes de los {umbral} años?",
                f"falta el dato porcentaje_merito: la regla externa solo lo da desde los {umbral} años",
            )
            ctx.aviso(f"La pensión por mérito antes de los {umbral} años requiere el dato porcentaje_merito.")
            return None
        x = pct * rp
        regla = (
            "Pensión por mérito: {porcentaje} de la retribución promedio ({retribucion_promedio}), según {origen}, con "
            "{servicio_acreditable} de servicio"
        )
        valores["porcentaje"] = Porcentaje(pct)
    ctx.paso(formula, regla, "{anual} al año antes de cualquier reducción", anual=Dinero(x), **valores)
    return x


def _por_tramos(primeros: Fraction, tramo: Fraction | int, exceso: Fraction) -> str:
    """La regla de una fórmula por tramos (18.6(a), EXT-01), escrita con las cifras que usa el cálculo."""
    anos = fraccion_texto(Fraction(tramo))
    return (
        f"{por_ciento_como_la_ley(primeros)} de la retribución promedio ({{retribucion_promedio}}) por cada uno de los "
        f"primeros {anos} años de servicio y {por_ciento_como_la_ley(exceso)} por cada año en exceso de {anos}, con "
        "{servicio_acreditable} de servicio"
    )


_POR_TRAMOS_18_6_A = _por_tramos(PORCENTAJE_18_6, ANOS_TRAMO, PORCENTAJE_18_6_A_EXCESO)


@cache
def _por_tramos_ext_01() -> str:
    """EXT-01: la misma forma que 18.6(a), con las cifras de la regla externa."""
    return _por_tramos(
        valor_externo("EXT-01", "porcentaje_primeros_20"),
        valor_externo("EXT-01", "anos_tramo"),
        valor_externo("EXT-01", "porcentaje_exceso_20"),
    )


def _reducir(s: Solicitud, r: Resultado18, ctx: Contexto) -> Resultado18:
    """18.6(d): la reducción sigue las tablas actuariales de la Junta, aplicada después de la fórmula."""
    tabla = s.tabla_actuarial
    if tabla is None:
        r.estado = "requiere_factor_de_la_junta"
        ctx.paso(
            "18.6.d",
            "La reducción sigue las tablas actuariales adoptadas por la Junta",
            "no se dio tabla actuarial: se informa la cuantía antes de la reducción",
        )
        ctx.aviso(
            "La pensión está sujeta a reducción actuarial y se requiere el factor de la tabla actuarial de la Junta "
            "(18.6(d)); la cuantía informada es la anterior a la reducción."
        )
        return r
    # The table's name and source are the requester's text: always values, never part of a template.
    de_la_tabla = {"tabla": tabla.nombre, "fuente": tabla.fuente, "fecha_adopcion": tabla.fecha_adopcion}
    if tabla.fecha_adopcion > s.fecha_retiro:
        cuando = "la tabla actuarial «{tabla}» se adoptó el {fecha_adopcion}, después del retiro ({fecha_retiro})"
        if ctx.lectura(INT40) == INT40.VIGENTE_AL_RETIRO:
            r.estado = "requiere_factor_de_la_junta"
            ctx.paso(
                "18.6.d",
                "¿Rige la reducción una tabla adoptada por la Junta después del retiro?",
                "no: " + cuando + " — {lectura}",
                fecha_retiro=s.fecha_retiro,
                lectura=ctx.citada(INT40),
                tabla=tabla.nombre,
                fecha_adopcion=tabla.fecha_adopcion,
            )
            ctx.aviso(
                "L" + cuando[1:] + ": no rige este retiro ({lectura}); se requiere el factor de la tabla vigente al "
                "retirarse (18.6(d)) y la cuantía informada es la anterior a la reducción.",
                fecha_retiro=s.fecha_retiro,
                lectura=ctx.citada(INT40),
                **de_la_tabla,
            )
            return r
        ctx.aviso(
            "L" + cuando[1:] + "; se aplica igual ({lectura}).",
            fecha_retiro=s.fecha_retiro,
            lectura=ctx.citada(INT40),
            **de_la_tabla,
        )
    clave, edad = clave_de_la_tabla(s, r.edad, ctx)
    factor = tabla.factores.get(clave)
    if factor is None:
        r.estado = "requiere_factor_de_la_junta"
        nota = ""
        if "-" not in clave and any("-" in k for k in tabla.factores):
            nota = "; sus claves son en años y meses («NN-MM»), como las busca la otra lectura del registro [INT-30]"
        elif "-" in clave:
            nota = "; la lectura elegida busca el factor por años y meses [INT-30]"
        ctx.paso(
            "18.6.d",
            "Factor de la tabla actuarial «{tabla}»",
            "la tabla no tiene factor para la edad de {edad} (clave «{clave}»)",
            tabla=tabla.nombre,
            edad=edad,
            clave=clave,
        )
        ctx.aviso(
            "La tabla actuarial «{tabla}» no tiene factor para la edad de {edad} (clave «{clave}»"
            + nota
            + ") (18.6(d)).",
            tabla=tabla.nombre,
            edad=edad,
            clave=clave,
        )
        return r
    r.factor_reduccion = factor
    r.anual = r.anual_antes_de_reduccion * factor
    r.estado = "calculada"
    ctx.paso(
        "18.6.d",
        "Factor de la tabla actuarial «{tabla}» ({fuente}; adoptada el {fecha_adopcion}) para la edad de {edad} "
        "(clave «{clave}»)",
        "{factor}, que deja {anual} al año después de la reducción",
        edad=edad,
        clave=clave,
        factor=factor,
        anual=Dinero(r.anual),
        **de_la_tabla,
    )
    ctx.aviso(
        "El resultado depende de la tabla actuarial «{tabla}» aportada en la solicitud ({fuente}; adoptada el "
        "{fecha_adopcion}).",
        **de_la_tabla,
    )
    return r


def clave_de_la_tabla(s: Solicitud, edad: int, ctx: Contexto) -> tuple[str, str]:
    """18.6(d): la clave con que se busca el factor en la tabla de la Junta, y la edad en palabras (INT-30)."""
    if ctx.lectura(INT30) == INT30.EDAD_CUMPLIDA:
        return str(edad), f"{edad} años"
    # INT-05 only where its readings give different ages in months (retiro.fechas.edad_segun)
    anos, meses = divmod(edad_segun(ctx, s.fecha_nacimiento, s.fecha_retiro, edad_en_meses), 12)
    return f"{anos}-{meses:02d}", f"{anos} años y {meses} {'mes' if meses == 1 else 'meses'}"
