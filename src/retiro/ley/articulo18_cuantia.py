"""Artículo 18 — la cuantía de la pensión: las fórmulas de 18.6, la reducción actuarial de 18.5 y la base de la
pensión retenida (18.4); la elegibilidad y el orden del cómputo están en `retiro.ley.articulo18`.

Cada función cita la cláusula que aplica. Lo que el texto no dice está en el registro de interpretaciones
(INT-…) o en las reglas externas (EXT-…), nunca escondido aquí.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import TYPE_CHECKING

from retiro.comun.errores import ErrorDeEntrada
from retiro.ley.dinero import fraccion_texto
from retiro.ley.explicacion import Clausula, Contexto, Dinero, Externa, Lista, Porcentaje, Tiempo
from retiro.ley.fechas import (
    edad_en_meses,
    edad_segun,
    fecha_larga,
)
from retiro.ley.formato import por_ciento_como_la_ley
from retiro.ley.lecturas import (
    INT03,
    INT06,
    INT13,
    INT14,
    INT15,
    INT16,
    INT18,
    INT19,
    INT29,
    INT30,
    INT36,
    INT39,
    INT40,
    INT46,
)
from retiro.ley.modelo import Solicitud
from retiro.ley.parametros import entero, fecha, fraccion

if TYPE_CHECKING:
    from retiro.ley.articulo18 import Resultado18

# Every figure of 18.5–18.6, from its declaration (datos/parametros.yaml), read once at import.
EDAD_18_2, EDAD_18_2_NUEVOS = entero("18.2.edad"), entero("18.2.edad_nuevos")
EDAD_18_5_B, EDAD_18_5_E = entero("18.5.b.edad"), entero("18.5.e.edad")
EDAD_18_6_A, EDAD_18_6_A_HASTA = entero("18.6.a.edad_desde"), entero("18.6.a.edad_hasta")
SERVICIO_18_6_A, SERVICIO_18_6_A_HASTA = entero("18.6.a.servicio_desde"), entero("18.6.a.servicio_hasta")
EDAD_18_6_C, SERVICIO_18_6_C = entero("18.6.c.edad"), entero("18.6.c.servicio")
PORCENTAJE_18_6 = fraccion("18.6.a.porcentaje")
PORCENTAJE_18_6_B = fraccion("18.6.b.porcentaje")
PORCENTAJE_18_6_A_EXCESO = fraccion("18.6.a.porcentaje_exceso")
ANOS_TRAMO = entero("18.6.a.anos_tramo")
_1990 = fecha_larga(fecha("18.2.fecha_nuevos_participantes"))


@cache
def valor_externo(regla: str, clave: str) -> Fraction:
    """Un valor numérico de una regla externa (reglas_externas.yaml), leído una sola vez."""
    return fraccion(f"{regla}.{clave}")


CUERPOS_ALTO_RIESGO = ("policia", "bomberos")


def completo(servicio: Fraction, anos: int, ctx: Contexto) -> bool:
    """18.1–18.3: «hubieran completado por lo menos N años de servicios acreditables» (INT-06)."""
    num, den = servicio.numerator, servicio.denominator  # integers only: this is the hot path
    if num >= anos * den or den == 1:
        return num >= anos * den  # complete, or whole years short: both readings agree
    if 2 * num + den < 2 * anos * den:
        return False  # short by more than half a year: both readings agree
    return ctx.lectura(INT06) == INT06.REDONDEO_MEDIO_ANO  # within half a year of the threshold: readings differ


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


def cuantia_y_reduccion(
    s: Solicitud, r: Resultado18, via_cuerpo: bool, sin_cuantia_merito: bool, ctx: Contexto
) -> Resultado18:
    """18.5 y 18.6 para una pensión que procede: si está sujeta a reducción actuarial, su fórmula y su cuantía."""
    edad, nuevo = r.edad, r.nuevo_participante
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
    r.anual_antes_de_reduccion = cuantia(s, r.formula, edad, ctx, retenida and s.tipo_pension == "opcional")
    if r.anual_antes_de_reduccion is None:
        r.estado = "requiere_porcentaje_merito"
        return r
    if not r.reduccion_aplica:
        r.anual = r.anual_antes_de_reduccion
        return r
    return reducir(s, r, ctx)


_REGLA_18_5 = (
    "¿Está la pensión sujeta a reducción actuarial (lo están las opcionales, salvo las excepciones de 18.5(a) a (e))?"
)


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


def cuantia(s: Solicitud, formula: str, edad: int, ctx: Contexto, retenida: bool) -> Fraction | None:
    """Aplica la fórmula elegida (18.6(a), 18.6(b)/(c), o una regla externa) y deja constancia."""
    rp, n = base_de_la_retenida(s, ctx) if retenida else (s.retribucion_promedio, s.servicio_acreditable)
    valores: dict[str, object] = {"retribucion_promedio": Dinero(rp), "servicio_acreditable": Tiempo(n)}
    if formula == "18.6.a":
        x = formula_18_6_a(rp, n)
        regla = "Fórmula de 18.6(a): " + POR_TRAMOS_18_6_A
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
        regla = "{regla_externa}: " + por_tramos_ext_01()
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


def por_tramos(primeros: Fraction, tramo: Fraction | int, exceso: Fraction) -> str:
    """La regla de una fórmula por tramos (18.6(a), EXT-01), escrita con las cifras que usa el cálculo."""
    anos = fraccion_texto(Fraction(tramo))
    return (
        f"{por_ciento_como_la_ley(primeros)} de la retribución promedio ({{retribucion_promedio}}) por cada uno de los "
        f"primeros {anos} años de servicio y {por_ciento_como_la_ley(exceso)} por cada año en exceso de {anos}, con "
        "{servicio_acreditable} de servicio"
    )


POR_TRAMOS_18_6_A = por_tramos(PORCENTAJE_18_6, ANOS_TRAMO, PORCENTAJE_18_6_A_EXCESO)


@cache
def por_tramos_ext_01() -> str:
    """EXT-01: la misma forma que 18.6(a), con las cifras de la regla externa."""
    return por_tramos(
        valor_externo("EXT-01", "porcentaje_primeros_20"),
        valor_externo("EXT-01", "anos_tramo"),
        valor_externo("EXT-01", "porcentaje_exceso_20"),
    )


def reducir(s: Solicitud, r: Resultado18, ctx: Contexto) -> Resultado18:
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
    # INT-05 only where its readings give different ages in months (retiro.ley.fechas.edad_segun)
    anos, meses = divmod(edad_segun(ctx, s.fecha_nacimiento, s.fecha_retiro, edad_en_meses), 12)
    return f"{anos}-{meses:02d}", f"{anos} años y {meses} {'mes' if meses == 1 else 'meses'}"
