"""Artículo 18 — Pensiones opcionales (18.1 a 18.6).

Cada función cita la cláusula que aplica. Lo que el texto no dice está en el registro de
interpretaciones (INT-…) o en las reglas externas (EXT-…), nunca escondido aquí.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from fractions import Fraction

from retiro.comun.errores import ErrorDeEntrada
from retiro.ley.articulo18_cuantia import (
    ANOS_TRAMO as ANOS_TRAMO,
)
from retiro.ley.articulo18_cuantia import (  # 18.5–18.6 (the names stay readable as articulo18.X)
    CUERPOS_ALTO_RIESGO as CUERPOS_ALTO_RIESGO,
)
from retiro.ley.articulo18_cuantia import (
    POR_TRAMOS_18_6_A as POR_TRAMOS_18_6_A,
)
from retiro.ley.articulo18_cuantia import (
    PORCENTAJE_18_6 as PORCENTAJE_18_6,
)
from retiro.ley.articulo18_cuantia import (
    PORCENTAJE_18_6_A_EXCESO as PORCENTAJE_18_6_A_EXCESO,
)
from retiro.ley.articulo18_cuantia import (
    base_de_la_retenida as base_de_la_retenida,
)
from retiro.ley.articulo18_cuantia import (
    clave_de_la_tabla as clave_de_la_tabla,
)
from retiro.ley.articulo18_cuantia import (
    completo as completo,
)
from retiro.ley.articulo18_cuantia import (
    cuantia as cuantia,
)
from retiro.ley.articulo18_cuantia import (
    cuantia_y_reduccion as cuantia_y_reduccion,
)
from retiro.ley.articulo18_cuantia import (
    excepciones_18_5 as excepciones_18_5,
)
from retiro.ley.articulo18_cuantia import (
    formula_18_6_a as formula_18_6_a,
)
from retiro.ley.articulo18_cuantia import (
    formula_18_6_b as formula_18_6_b,
)
from retiro.ley.articulo18_cuantia import (
    formula_ext_01 as formula_ext_01,
)
from retiro.ley.articulo18_cuantia import (
    merito_para_nuevos as merito_para_nuevos,
)
from retiro.ley.articulo18_cuantia import (
    merito_sin_servicio_activo as merito_sin_servicio_activo,
)
from retiro.ley.articulo18_cuantia import (
    reducir as reducir,
)
from retiro.ley.articulo18_cuantia import (
    valor_externo as valor_externo,
)
from retiro.ley.dinero import fraccion_texto
from retiro.ley.explicacion import Contexto, Externa, Tiempo
from retiro.ley.fechas import (
    edad_cumplida,
    edad_segun,
    fecha_en_que_cumple,
    fecha_larga,
    tiempo_texto,
    transcurrido_texto,
)
from retiro.ley.lecturas import (
    INT01,
    INT02,
    INT04,
    INT05,
    INT09,
    INT10,
    INT11,
    INT12,
    INT17,
    INT29,
    INT34,
    INT35,
    INT37,
    INT38,
)
from retiro.ley.modelo import Solicitud
from retiro.ley.parametros import entero, fecha

# Every figure of 18.1–18.4, from its declaration (datos/parametros.yaml), read once at import.
FECHA_NUEVOS_PARTICIPANTES: date = fecha("18.2.fecha_nuevos_participantes")
EDAD_18_1, SERVICIO_18_1 = entero("18.1.edad"), entero("18.1.servicio")
EDAD_18_2, SERVICIO_18_2 = entero("18.2.edad"), entero("18.2.servicio")
EDAD_18_2_NUEVOS = entero("18.2.edad_nuevos")
EDAD_18_3, SERVICIO_18_3 = entero("18.3.edad"), entero("18.3.servicio")
SERVICIO_ALTO_RIESGO = entero("18.3.servicio_alto_riesgo")
_1990 = fecha_larga(FECHA_NUEVOS_PARTICIPANTES)
NOMBRE_CUERPO = {"policia": "Cuerpo de la Policía", "bomberos": "Cuerpo de Bomberos"}


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
        textos (EXT-03): nadie la pregunta aquí (evaluar y pensiones_posibles la resuelven antes)."""
        if tipo_pension == "alto_riesgo":
            return [self.alto_riesgo_con_30]
        return [*self.generales, self.policia_bomberos_50_con_25]


@dataclass(slots=True)
class Resultado18:
    edad: int
    nuevo_participante: bool
    vias: Vias | None  # None: fuera del período que gobiernan los textos (retiro.ley.vigencia)
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

    return cuantia_y_reduccion(s, r, via_cuerpo, sin_cuantia_merito, ctx)


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
