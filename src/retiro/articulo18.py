"""Artículo 18 — Pensiones opcionales (18.1 a 18.6).

Cada función cita la cláusula que aplica. Lo que el texto no dice está en el registro de
interpretaciones (INT-…) o en las reglas externas (EXT-…), nunca escondido aquí.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from functools import cache
from math import floor

from retiro.dinero import fraccion_texto
from retiro.explicacion import Contexto
from retiro.fechas import edad_cumplida, edad_en_meses, fecha_en_que_cumple
from retiro.modelo import Solicitud
from retiro.registro import reglas_externas

FECHA_NUEVOS_PARTICIPANTES = date(1990, 4, 1)
CUERPOS_ALTO_RIESGO = ("policia", "bomberos")
NOMBRE_CUERPO = {"policia": "Cuerpo de la Policía", "bomberos": "Cuerpo de Bomberos"}

PORCENTAJE_18_6 = Fraction(3, 200)  # 1½ %
PORCENTAJE_18_6_A_EXCESO = Fraction(2, 100)  # 2 %
ANOS_TRAMO = 20


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
class Resultado18:
    edad: int
    nuevo_participante: bool
    verificaciones: list[Verificacion]
    reduccion_aplica: bool | None = None
    excepciones: list[str] = field(default_factory=list)
    formula: str | None = None
    estado: str = "no_elegible"
    anual_antes_de_reduccion: Fraction | None = None
    factor_reduccion: Fraction | None = None
    anual: Fraction | None = None

    @property
    def elegible(self) -> bool:
        return any(v.cumple for v in self.verificaciones)

    @property
    def clausulas(self) -> list[str]:
        vistas: list[str] = []
        for v in self.verificaciones:
            if v.cumple and v.clausula not in vistas:
                vistas.append(v.clausula)
        return vistas


def es_nuevo_participante(fecha_ingreso: date, ctx: Contexto) -> bool:
    """18.2, 18.3, 10.7: ingresó por primera vez al Sistema «después del 1 de abril de 1990» (INT-01)."""
    if ctx.lectura("INT-01") == "inclusiva":
        return fecha_ingreso >= FECHA_NUEVOS_PARTICIPANTES
    return fecha_ingreso > FECHA_NUEVOS_PARTICIPANTES


def completo(servicio: Fraction, anos: int, ctx: Contexto) -> bool:
    """18.1–18.3: «hubieran completado por lo menos N años de servicios acreditables» (INT-06)."""
    if ctx.lectura("INT-06") == "redondeo_medio_ano":
        return floor(servicio + Fraction(1, 2)) >= anos
    return servicio.numerator >= anos * servicio.denominator  # servicio >= anos, in integers (hot path)


@cache
def valor_externo(regla: str, clave: str) -> Fraction:
    """Un valor numérico de una regla externa (reglas_externas.yaml), leído una sola vez."""
    return Fraction(reglas_externas()[regla]["valores"][clave])


def servicio_completo(servicio: Fraction, anos: int, ctx: Contexto) -> tuple[bool, str]:
    """18.1–18.3: el requisito de servicio y, solo si no se cumple, su motivo (el texto se arma solo entonces)."""
    if completo(servicio, anos, ctx):
        return True, ""
    return False, f"tiene {_anos(servicio)} de servicios; se exigen {anos}"


def _anos(x: Fraction) -> str:
    """Servicio como lo diría un abogado: «24 años y 11 meses» cuando son meses enteros."""
    meses, sobra = divmod(x.numerator * 12, x.denominator)
    if not sobra:
        anos, resto = divmod(meses, 12)
        if resto:
            return f"{anos} años y {resto} {'mes' if resto == 1 else 'meses'}"
        return f"{anos} años"
    return f"{fraccion_texto(x)} años"


def _via(clausula: str, oracion: int | None, requisitos: list[tuple[bool, str]], logro: str) -> Verificacion:
    faltan = [texto for ok, texto in requisitos if not ok]
    if faltan:
        return Verificacion(clausula, oracion, False, "; ".join(faltan))
    return Verificacion(clausula, oracion, True, logro)


def verificar_18_1(s: Solicitud, edad: int, activo: bool, ctx: Contexto) -> Verificacion:
    """18.1: miembro en servicio activo, 55 años cumplidos y 25 años de servicios acreditables."""
    return _via(
        "18.1",
        None,
        [
            (activo, "no está en servicio activo"),
            (edad >= 55, f"tiene {edad} años; se exigen 55"),
            servicio_completo(s.servicio_acreditable, 25, ctx),
        ],
        "55 años o más y 25 años o más de servicios, en servicio activo",
    )


def verificar_18_2(s: Solicitud, edad: int, activo: bool, nuevo: bool, ctx: Contexto) -> list[Verificacion]:
    """18.2: 58 años y 10 de servicio (primera oración); nuevos participantes, 65 y 10 (segunda oración; INT-02)."""
    servicio = servicio_completo(s.servicio_acreditable, 10, ctx)
    primera_aplica = not nuevo or ctx.lectura("INT-02") == "adicional"
    primera = _via(
        "18.2",
        1,
        [
            (primera_aplica, "es nuevo participante: la segunda oración de 18.2 sustituye a la primera (INT-02)"),
            (activo, "no está en servicio activo"),
            (edad >= 58, f"tiene {edad} años; se exigen 58"),
            servicio,
        ],
        "58 años o más y 10 años o más de servicios, en servicio activo",
    )
    segunda = _via(
        "18.2",
        2,
        [
            (nuevo, "no ingresó por primera vez al Sistema después del 1 de abril de 1990"),
            (activo, "no está en servicio activo"),
            (edad >= 65, f"tiene {edad} años; se exigen 65"),
            servicio,
        ],
        "nuevo participante con 65 años o más y 10 años o más de servicios",
    )
    return [primera, segunda]


def retiene_derecho_18_4(s: Solicitud, ctx: Contexto) -> Verificacion | None:
    """18.4: el policía o bombero que pasó a otro puesto del Sistema retiene el derecho si se dan (a) y (b) (INT-04)."""
    t = s.traslado
    if t is None:
        return None
    edad_traslado = edad_cumplida(s.fecha_nacimiento, t.fecha, ctx.lectura("INT-05"))
    a = edad_traslado >= 50 and completo(t.servicio_acreditable, 25, ctx)
    if ctx.lectura("INT-17") == "cualquier_pension" and not a:
        # 18.4(a) read as any pension of the Law: also 18.2 (58/10; 65/10 for new participants, INT-02).
        nuevo = es_nuevo_participante(s.fecha_ingreso, ctx) and ctx.lectura("INT-02") == "sustituye"
        a = edad_traslado >= (65 if nuevo else 58) and completo(t.servicio_acreditable, 10, ctx)
    b = t.sin_interrupcion
    ctx.paso(
        "18.4.a",
        "Al pasar a otro puesto, ¿había cumplido la edad (50) y los años de servicio (25) de 18.3?",
        "sí" if a else "no",
        fecha_traslado=t.fecha.isoformat(),
        edad_al_traslado=edad_traslado,
        servicio_acreditable_al_traslado=fraccion_texto(t.servicio_acreditable),
    )
    ctx.paso("18.4.b", "¿Pasó sin interrupción del Cuerpo a otro puesto del Sistema?", "sí" if b else "no")
    if ctx.lectura("INT-04") == "alternativas":
        retiene = a or b
    else:
        retiene = a and b
    if not b and ctx.lectura("INT-12") == "retiene":
        retiene = a
    if retiene:
        return Verificacion("18.4", None, True, f"retiene el derecho adquirido en el {NOMBRE_CUERPO[t.cuerpo]}")
    faltan = []
    if not a:
        faltan.append(
            f"al pasar de puesto tenía {edad_traslado} años y {_anos(t.servicio_acreditable)} de servicios (18.4(a))"
        )
    if not b:
        faltan.append("el paso a otro puesto fue interrumpido (18.4(b))")
    return Verificacion("18.4", None, False, "no retiene el derecho: " + "; ".join(faltan))


def verificar_18_3(s: Solicitud, edad: int, activo: bool, nuevo: bool, ctx: Contexto) -> list[Verificacion]:
    """18.3: policías y bomberos a los 50 con 25 (primera oración); alto riesgo con 30 (segunda oración)."""
    en_cuerpo = s.cuerpo in CUERPOS_ALTO_RIESGO
    activo_exigido = ctx.lectura("INT-10") == "requiere_activo"
    resultado = []
    if en_cuerpo or s.traslado is None:
        resultado.append(
            _via(
                "18.3",
                1,
                [
                    (en_cuerpo, "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"),
                    (activo or not activo_exigido, "no está en servicio activo (INT-10)"),
                    (edad >= 50, f"tiene {edad} años; se exigen 50"),
                    servicio_completo(s.servicio_acreditable, 25, ctx),
                ],
                f"miembro del {NOMBRE_CUERPO.get(s.cuerpo, '')} con 50 años o más y 25 años o más de servicios",
            )
        )
    else:
        retencion = retiene_derecho_18_4(s, ctx)
        assert retencion is not None
        resultado.append(Verificacion("18.3", 1, retencion.cumple, retencion.motivo))
    edad_minima = 50 if ctx.lectura("INT-11") == "edad_50" else 0
    resultado.append(
        _via(
            "18.3",
            2,
            [
                (en_cuerpo, "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"),
                (nuevo, "no ingresó por primera vez al Sistema después del 1 de abril de 1990"),
                (activo, "no está en servicio activo"),
                (edad >= edad_minima, f"tiene {edad} años; se exigen {edad_minima} (INT-11)"),
                servicio_completo(s.servicio_acreditable, 30, ctx),
            ],
            "nuevo participante de la Policía o Bomberos, en servicio activo, con 30 años o más de servicios",
        )
    )
    return resultado


def excepciones_18_5(s: Solicitud, edad: int, nuevo: bool, de_cuerpo: bool, ctx: Contexto) -> list[str]:
    """18.5(a)–(e): las pensiones que no están sujetas a reducción actuarial."""
    excepciones = []
    if de_cuerpo:
        excepciones.append("18.5.a")
    if edad >= 58 and (not nuevo or ctx.lectura("INT-03") == "todos"):
        excepciones.append("18.5.b")
    if s.tipo_pension == "merito":
        excepciones.append("18.5.c")
    if s.tipo_pension == "alto_riesgo" and nuevo:
        excepciones.append("18.5.d")
    if nuevo and (edad == 65 if ctx.lectura("INT-16") == "solo_a_los_65" else edad >= 65):
        excepciones.append("18.5.e")
    return excepciones


def formula_18_6_a(r: Fraction, n: Fraction) -> Fraction:
    """18.6(a): 1½ % de la retribución promedio por los primeros 20 años, más 2 % por los años en exceso de 20."""
    return PORCENTAJE_18_6 * r * min(n, ANOS_TRAMO) + PORCENTAJE_18_6_A_EXCESO * r * max(n - ANOS_TRAMO, 0)


def formula_18_6_b(r: Fraction, n: Fraction) -> Fraction:
    """18.6(b) y (c): 1½ % de la retribución promedio por cada año de servicio acreditable."""
    return PORCENTAJE_18_6 * r * n


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
        if nuevo and ctx.lectura("INT-19") == "formula_18_6_b":
            return "18.6.b", "calculada"
        return "EXT-01", "calculada"
    if nuevo:
        if ctx.lectura("INT-13") == "todos" and 55 <= edad < 58 and completo(n, 25, ctx) and not completo(n, 30, ctx):
            return "18.6.a", "calculada"
        if edad >= 65 and ctx.lectura("INT-15") == "sin_formula":
            return None, "sin_formula_en_el_texto"
        # 18.6(c) is early retirement at 55+ with 25+ years; any other new participant's pension is 18.6(b).
        temprano = 55 <= edad < 65 and completo(n, 25, ctx)
        return ("18.6.c" if temprano else "18.6.b"), "calculada"
    if edad >= 58:
        return "EXT-01", "calculada"
    if not completo(n, 30, ctx) or ctx.lectura("INT-14") == "extender_18_6_a":
        return "18.6.a", "calculada"
    return None, "sin_formula_en_el_texto"


def evaluar(s: Solicitud, ctx: Contexto) -> Resultado18:
    """Aplica el Artículo 18 a una solicitud: elegibilidad (18.1–18.4), reducción (18.5) y cuantía (18.6)."""
    lectura_29 = ctx.lectura("INT-05")
    edad = edad_cumplida(s.fecha_nacimiento, s.fecha_retiro, lectura_29)
    nuevo = es_nuevo_participante(s.fecha_ingreso, ctx)
    activo = s.en_servicio_activo or ctx.lectura("INT-09") == "no_exigido"
    ctx.paso(
        "18.1",
        "La edad se cumple el día del cumpleaños («a partir de la fecha en que cumplan la edad»)",
        f"{edad} años cumplidos al retiro",
        fecha_nacimiento=s.fecha_nacimiento.isoformat(),
        fecha_retiro=s.fecha_retiro.isoformat(),
        cumple_55=fecha_en_que_cumple(s.fecha_nacimiento, 55, lectura_29).isoformat(),
    )
    ctx.paso(
        "18.2",
        "Nuevo participante: ingresó por primera vez al Sistema después del 1 de abril de 1990 (INT-01)",
        "nuevo participante" if nuevo else "participante anterior al 1 de abril de 1990",
        fecha_ingreso=s.fecha_ingreso.isoformat(),
    )
    verificaciones = [verificar_18_1(s, edad, activo, ctx)]
    verificaciones += verificar_18_2(s, edad, activo, nuevo, ctx)
    verificaciones += verificar_18_3(s, edad, activo, nuevo, ctx)
    for v in verificaciones:
        etiqueta = v.clausula + (f" (oración {v.oracion})" if v.oracion else "")
        ctx.paso(
            v.clausula, f"¿Puede optar por el retiro según {etiqueta}?", ("sí: " if v.cumple else "no: ") + v.motivo
        )
    r = Resultado18(edad=edad, nuevo_participante=nuevo, verificaciones=verificaciones)

    via_cuerpo = verificaciones[3].cumple  # 18.3, first sentence (own corps or retained by 18.4)
    via_alto_riesgo = verificaciones[4].cumple
    via_general = any(v.cumple for v in verificaciones[:3])
    n = s.servicio_acreditable

    if s.tipo_pension == "alto_riesgo":
        if not via_alto_riesgo:
            ctx.paso(
                "18.3",
                "La anualidad de alto riesgo exige la segunda oración de 18.3",
                "no procede: " + verificaciones[4].motivo,
            )
            return r
    elif s.tipo_pension == "merito":
        if nuevo and not merito_para_nuevos(ctx):
            return r
        minimo = valor_externo("EXT-03", "anos_minimos")
        ctx.externa("EXT-03")
        if n < minimo:
            ctx.paso(
                "18.5.c",
                "La pensión por mérito exige 30 años o más de servicios (EXT-03, por verificar)",
                f"no procede: tiene {_anos(n)}",
            )
            return r
        if nuevo:
            ctx.aviso(
                "Pensión por mérito de un nuevo participante: punto abierto (INT-29). Se calcula según EXT-03, pero la "
                "Ley 1-1990 pudo eliminar estas pensiones para quienes ingresaron después del 1 de abril de 1990 (sin verificar)."
            )
    elif not (via_cuerpo or via_general):
        if via_alto_riesgo:
            ctx.paso(
                "18.3",
                "La pensión opcional pedida no procede; sí la anualidad de alto riesgo (segunda oración de 18.3)",
                "pida tipo_pension «alto_riesgo»",
            )
            ctx.aviso(
                "Solo puede optar por la anualidad de alto riesgo (18.3, segunda oración): la solicitud pide la pensión opcional; pida tipo_pension «alto_riesgo»."
            )
        return r

    de_cuerpo = s.cuerpo in CUERPOS_ALTO_RIESGO or (
        s.traslado is not None and via_cuerpo and ctx.lectura("INT-18") == "retiene_excepcion"
    )
    r.excepciones = excepciones_18_5(s, edad, nuevo, de_cuerpo, ctx)
    r.reduccion_aplica = not r.excepciones
    ctx.paso(
        "18.5",
        "Las pensiones opcionales están sujetas a reducción actuarial, salvo las excepciones (a)–(e)",
        "sin reducción por " + ", ".join(r.excepciones)
        if r.excepciones
        else "sujeta a reducción actuarial (ninguna excepción aplica)",
    )

    r.formula, r.estado = _formula_sin_reduccion(s, edad, nuevo, via_cuerpo and s.tipo_pension == "opcional", ctx)
    if r.formula is None:
        ctx.paso(
            "18.6", "El texto no da fórmula para este caso (INT-14/INT-15)", "sin cuantía: laguna del texto transcrito"
        )
        ctx.aviso("El texto transcrito no da fórmula para este caso: no se informa cuantía.")
        return r
    r.anual_antes_de_reduccion = _cuantia(s, r.formula, edad, ctx)
    if r.anual_antes_de_reduccion is None:
        r.estado = "requiere_porcentaje_merito"
        return r
    if not r.reduccion_aplica:
        r.anual = r.anual_antes_de_reduccion
        return r
    return _reducir(s, r, ctx)


def merito_para_nuevos(ctx: Contexto) -> bool:
    """18.5(c) y EXT-03: ¿hay pensión por mérito para un nuevo participante? (INT-29; si no, deja constancia)."""
    if ctx.lectura("INT-29") == "segun_ext_03":
        return True
    motivo = (
        "es nuevo participante y, según la lectura «sin_merito_para_nuevos» de INT-29, la Ley 1-1990 eliminó la "
        "pensión por mérito para quienes ingresaron después del 1 de abril de 1990 (sin verificar)"
    )
    ctx.paso("18.5.c", "Pensión por mérito de un nuevo participante (INT-29)", "no procede: " + motivo)
    ctx.aviso("La pensión por mérito no procede: " + motivo + ".")
    return False


def _cuantia(s: Solicitud, formula: str, edad: int, ctx: Contexto) -> Fraction | None:
    """Aplica la fórmula elegida (18.6(a), 18.6(b)/(c), o una regla externa) y deja constancia."""
    rp, n = s.retribucion_promedio, s.servicio_acreditable
    valores = {"retribucion_promedio": fraccion_texto(rp), "servicio_acreditable": fraccion_texto(n)}
    if formula == "18.6.a":
        x = formula_18_6_a(rp, n)
        regla = (
            "1½ % × retribución promedio × min(servicio, 20) + 2 % × retribución promedio × (servicio − 20, si excede)"
        )
    elif formula in ("18.6.b", "18.6.c"):
        x = formula_18_6_b(rp, n)
        regla = "1½ % × retribución promedio × servicio acreditable" + (
            " (fórmula de 18.6(b), por 18.6(c))" if formula == "18.6.c" else ""
        )
    elif formula == "EXT-01":
        ctx.externa("EXT-01")
        x = formula_ext_01(rp, n)
        regla = "Regla externa EXT-01 (3 L.P.R.A. § 766(a), por verificar): 1½ % por los primeros 20 años + 2 % por el exceso"
    elif formula == "EXT-02":
        ctx.externa("EXT-02")
        mayor = edad >= valor_externo("EXT-02", "edad_umbral")
        pct = valor_externo("EXT-02", "porcentaje_55_o_mas" if mayor else "porcentaje_menos_de_55")
        x = pct * rp
        regla = f"Regla externa EXT-02 (3 L.P.R.A. § 766d(b), por verificar): {fraccion_texto(pct * 100)} % de la retribución promedio"
    else:  # EXT-03, merit pension
        if s.porcentaje_merito is not None:
            pct = s.porcentaje_merito
            origen = "dado en la solicitud"
        elif edad >= valor_externo("EXT-03", "edad_umbral"):
            pct = valor_externo("EXT-03", "porcentaje_55_o_mas")
            origen = "EXT-03, por verificar"
        else:
            ctx.paso(
                "18.5.c",
                "Pensión por mérito antes de los 55 años",
                "falta el dato porcentaje_merito: la fuente externa no da el por ciento",
            )
            ctx.aviso("La pensión por mérito antes de los 55 años requiere el dato porcentaje_merito.")
            return None
        x = pct * rp
        regla = f"Pensión por mérito: {fraccion_texto(pct * 100)} % de la retribución promedio ({origen})"
    ctx.paso(formula, regla, f"{fraccion_texto(x)} anuales antes de cualquier reducción", **valores)
    return x


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
            "La pensión está sujeta a reducción actuarial y se requiere el factor de la tabla actuarial de la Junta (18.6(d)); la cuantía informada es la anterior a la reducción."
        )
        return r
    clave, edad = clave_de_la_tabla(s, r.edad, ctx)
    factor = tabla.factores.get(clave)
    if factor is None:
        r.estado = "requiere_factor_de_la_junta"
        nota = ""
        if "-" not in clave and any("-" in k for k in tabla.factores):
            nota = "; sus claves son en años y meses («NN-MM»): véase la lectura «anos_y_meses» de INT-30"
        elif "-" in clave:
            nota = "; con la lectura «anos_y_meses» de INT-30 el factor se busca por años y meses"
        ctx.paso(
            "18.6.d", f"Tabla «{tabla.nombre}»", f"la tabla no tiene factor para la edad de {edad} (clave «{clave}»)"
        )
        ctx.aviso(
            f"La tabla actuarial «{tabla.nombre}» no tiene factor para la edad de {edad} (clave «{clave}»{nota}) (18.6(d))."
        )
        return r
    r.factor_reduccion = factor
    r.anual = r.anual_antes_de_reduccion * factor
    r.estado = "calculada"
    ctx.paso(
        "18.6.d",
        f"Factor de la tabla actuarial «{tabla.nombre}» (fuente: {tabla.fuente}; adoptada el {tabla.fecha_adopcion.isoformat()})",
        f"{fraccion_texto(r.anual)} anuales después de la reducción",
        edad=edad,
        clave=clave,
        factor=fraccion_texto(factor),
    )
    ctx.aviso(
        f"El resultado depende de la tabla actuarial «{tabla.nombre}» aportada en la solicitud ({tabla.fuente}, {tabla.fecha_adopcion.isoformat()})."
    )
    return r


def clave_de_la_tabla(s: Solicitud, edad: int, ctx: Contexto) -> tuple[str, str]:
    """18.6(d): la clave con que se busca el factor en la tabla de la Junta, y la edad en palabras (INT-30)."""
    if ctx.lectura("INT-30") == "edad_cumplida":
        return str(edad), f"{edad} años"
    anos, meses = divmod(edad_en_meses(s.fecha_nacimiento, s.fecha_retiro, ctx.lectura("INT-05")), 12)
    return f"{anos}-{meses:02d}", f"{anos} años y {meses} {'mes' if meses == 1 else 'meses'}"
