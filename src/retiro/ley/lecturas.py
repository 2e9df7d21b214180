"""Las lecturas del registro de interpretaciones, como constantes declaradas y comprobadas al importar.

Cada entrada del registro (``datos/interpretaciones.yaml``) es aquí una clase con una constante por lectura;
el código de las reglas pregunta y compara con ellas, nunca con textos sueltos::

    if ctx.lectura(INT01) == INT01.INCLUSIVA: ...

Al importar este módulo se comprueba que las clases y el registro dicen lo mismo: una entrada del registro
sin clase, una clase sin entrada, o una lectura que sobra o falta en cualquiera de los dos lados hace fallar
la importación con un mensaje que nombra la entrada y la lectura. Un nombre mal escrito en el código
(``INT01.INCLUSIBA``) falla al ejecutarse y el barrido de decisiones (``retiro.verificacion.lagunas.decisiones``) lo
encuentra sin ejecutarlo.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from retiro.ley.registro import interpretaciones


class RegistroInconsistente(Exception):
    """Las constantes declaradas aquí no coinciden con el registro de interpretaciones."""


class Lectura(StrEnum):
    """Base de las entradas: sus miembros son las lecturas; el id sale del nombre de la clase (INT05 → INT-05)."""

    @classmethod
    def entrada(cls) -> str:
        return _id(cls)


@cache
def _id(cls: type) -> str:
    return f"{cls.__name__[:3]}-{cls.__name__[3:]}"


class INT01(Lectura):
    """18.2, 18.3, 10.7: ¿quien ingresó el 1 de abril de 1990 es nuevo participante?"""

    ESTRICTA = "estricta"
    INCLUSIVA = "inclusiva"


class INT02(Lectura):
    """18.2: ¿la segunda oración sustituye el retiro a los 58 para los nuevos participantes?"""

    SUSTITUYE = "sustituye"
    ADICIONAL = "adicional"


class INT03(Lectura):
    """18.5(b): ¿alcanza a los nuevos participantes?"""

    SOLO_REGIMEN_ANTERIOR = "solo_regimen_anterior"
    TODOS = "todos"


class INT04(Lectura):
    """18.4: ¿(a) y (b) son cumulativas?"""

    CUMULATIVAS = "cumulativas"
    ALTERNATIVAS = "alternativas"


class INT05(Lectura):
    """18.1–18.3, 10.1: el cumpleaños del nacido un 29 de febrero."""

    FEBRERO_28 = "28_febrero"
    MARZO_1 = "1_marzo"


class INT06(Lectura):
    """18.1–18.3: el servicio fraccionario frente a los umbrales."""

    EXACTA = "exacta"
    REDONDEO_MEDIO_ANO = "redondeo_medio_ano"


class INT07(Lectura):
    """Redondeo de las cuantías."""

    FINAL_AL_CENTAVO = "final_al_centavo"
    MENSUAL_DESDE_ANUAL = "mensual_desde_anual"
    MENSUAL_ES_LO_PAGADO = "mensual_es_lo_pagado"


class INT08(Lectura):
    """La retribución promedio: anual o mensual."""

    ANUAL = "anual"
    MENSUAL = "mensual"


class INT09(Lectura):
    """18.1, 18.2: «en servicio activo»."""

    EN_LA_FECHA_DE_RETIRO = "en_la_fecha_de_retiro"
    NO_EXIGIDO = "no_exigido"


class INT10(Lectura):
    """18.3, primera oración: ¿exige servicio activo?"""

    REQUIERE_ACTIVO = "requiere_activo"
    NO_REQUIERE_ACTIVO = "no_requiere_activo"


class INT11(Lectura):
    """18.3, segunda oración: ¿edad mínima de la anualidad de alto riesgo?"""

    SIN_EDAD_MINIMA = "sin_edad_minima"
    EDAD_50 = "edad_50"


class INT12(Lectura):
    """18.4(b): el paso interrumpido."""

    REGLAS_GENERALES = "reglas_generales"
    RETIENE = "retiene"


class INT13(Lectura):
    """18.6(a): ¿alcanza a los nuevos participantes?"""

    REGIMEN_ANTERIOR = "regimen_anterior"
    TODOS = "todos"


class INT14(Lectura):
    """18.6(a): el régimen anterior de 55 a 57 años con 30 o más de servicios."""

    SIN_FORMULA = "sin_formula"
    EXTENDER_18_6_A = "extender_18_6_a"


class INT15(Lectura):
    """18.6(b): la pensión sin reducción del nuevo participante a los 65."""

    FORMULA_18_6_B = "formula_18_6_b"
    SIN_FORMULA = "sin_formula"


class INT16(Lectura):
    """18.5(e): ¿a los 65 años o también después?"""

    DESDE_65 = "65_o_mas"
    SOLO_A_LOS_65 = "solo_a_los_65"


class INT17(Lectura):
    """18.4(a): la edad y los años al pasar de puesto."""

    LOS_DE_18_3 = "los_de_18_3"
    CUALQUIER_PENSION = "cualquier_pension"


class INT18(Lectura):
    """18.5(a): ¿alcanza a quien retiene el derecho por 18.4?"""

    RETIENE_EXCEPCION = "retiene_excepcion"
    SOLO_MIEMBROS = "solo_miembros"


class INT19(Lectura):
    """18.3: la fórmula del policía o bombero nuevo participante."""

    REGLA_EXTERNA_EXT_01 = "regla_externa_ext_01"
    FORMULA_18_6_B = "formula_18_6_b"


class INT20(Lectura):
    """10.2: «cuando fuese así necesario»."""

    SI_REDUCE = "si_reduce"
    SIEMPRE = "siempre"


class INT21(Lectura):
    """10.2, 18.6(d): la reducción actuarial de la cuantía coordinada."""

    MISMA_REDUCCION = "misma_reduccion"
    SIN_REDUCCION = "sin_reduccion"


class INT22(Lectura):
    """10.5: la pensión con que se comparan los pagos combinados."""

    PENSION_SIN_COORDINAR = "pension_sin_coordinar"
    CON_AUMENTOS = "con_aumentos"
    AUMENTOS_CUENTAN_COMO_PAGO = "aumentos_cuentan_como_pago"


class INT23(Lectura):
    """10.7: los bomberos."""

    TEXTO = "texto"
    INCLUYE_BOMBEROS = "incluye_bomberos"


class INT24(Lectura):
    """10.1: condiciones cumplidas en fechas distintas."""

    LA_ULTIMA = "la_ultima"
    SOLO_A_LOS_65 = "solo_a_los_65"


class INT25(Lectura):
    """10.3: el exceso sobre $6,600."""

    LITERAL = "literal"
    POR_ANOS = "por_anos"


class INT26(Lectura):
    """10.7: quien pasó de la Policía a otro puesto."""

    SOLO_MIEMBROS = "solo_miembros"
    INCLUYE_TRASLADO = "incluye_traslado"


class INT27(Lectura):
    """10.6(e): las pensiones mínimas."""

    EXCLUYE_PENSIONES_MINIMAS = "excluye_pensiones_minimas"
    MINIMO_COMO_PISO = "minimo_como_piso"


class INT28(Lectura):
    """10.4: la incapacidad ocupacional."""

    FORMULA_10_2 = "formula_10_2"
    RESTA_DIRECTA = "resta_directa"


class INT29(Lectura):
    """18.5(c): la pensión por mérito de los nuevos participantes."""

    SEGUN_EXT_03 = "segun_ext_03"
    SIN_MERITO_PARA_NUEVOS = "sin_merito_para_nuevos"
    SIN_CUANTIA = "sin_cuantia"


class INT30(Lectura):
    """18.6(d): la edad con que se busca el factor."""

    EDAD_CUMPLIDA = "edad_cumplida"
    ANOS_Y_MESES = "anos_y_meses"


class INT31(Lectura):
    """Fuera del período que gobiernan los textos."""

    FUERA_DE_VIGENCIA = "fuera_de_vigencia"
    CALCULAR_IGUAL = "calcular_igual"


class INT32(Lectura):
    """Desde qué fecha de retiro rigen los textos."""

    DESDE_EL_SISTEMA = "desde_el_sistema"
    DESDE_EL_1_ABRIL_1990 = "desde_el_1_abril_1990"


class INT33(Lectura):
    """10.1: la coordinación después del período."""

    SIGUE_A_LA_PENSION = "sigue_a_la_pension"
    DENTRO_DEL_PERIODO = "dentro_del_periodo"


class INT34(Lectura):
    """18.1–18.3: servicio acreditable mayor que el tiempo desde el ingreso."""

    ADMITIDO = "admitido"
    HASTA_EL_TIEMPO_TRANSCURRIDO = "hasta_el_tiempo_transcurrido"


class INT35(Lectura):
    """18.3, primera oración: ¿alcanza a los nuevos participantes?"""

    TODOS = "todos"
    SOLO_REGIMEN_ANTERIOR = "solo_regimen_anterior"


class INT36(Lectura):
    """18.5(a): ¿alcanza a los policías y bomberos nuevos participantes?"""

    TODOS = "todos"
    SOLO_REGIMEN_ANTERIOR = "solo_regimen_anterior"


class INT37(Lectura):
    """18.3: ¿los años de servicio, en el Cuerpo?"""

    CUALQUIER_SERVICIO = "cualquier_servicio"
    EN_EL_CUERPO = "en_el_cuerpo"


class INT38(Lectura):
    """18.4(b): el puesto comprendido en la matrícula del Sistema, si no consta."""

    SE_PRESUME = "se_presume"
    DEBE_CONSTAR = "debe_constar"


class INT39(Lectura):
    """18.4: servicio y retribución de la pensión retenida."""

    AL_RETIRO = "al_retiro"
    AL_TRASLADO = "al_traslado"


class INT40(Lectura):
    """18.6(d): la tabla adoptada después del retiro."""

    VIGENTE_AL_RETIRO = "vigente_al_retiro"
    LA_APORTADA = "la_aportada"


class INT41(Lectura):
    """10.5: el Seguro Social recibido o aquel al que tiene derecho."""

    RECIBIDO = "recibido"
    CON_DERECHO = "con_derecho"


class INT42(Lectura):
    """10.5: la garantía, una vez o con cada aumento del Seguro Social."""

    UNA_VEZ = "una_vez"
    EN_CADA_AUMENTO = "en_cada_aumento"


class INT43(Lectura):
    """10.6(b): «concedidas»."""

    FECHA_DE_CONCESION = "fecha_de_concesion"
    FECHA_DE_RETIRO = "fecha_de_retiro"


class INT44(Lectura):
    """10.7: Alcaldes y Extensión Agrícola, al retiro o alguna vez."""

    PUESTO_AL_RETIRO = "puesto_al_retiro"
    ALGUNA_VEZ = "alguna_vez"


class INT45(Lectura):
    """10.1: los 65 años, el día del cumpleaños o la víspera (regla federal)."""

    DIA_DEL_CUMPLEANOS = "dia_del_cumpleanos"
    REGLA_FEDERAL = "regla_federal"


class INT46(Lectura):
    """18.5(c) y EXT-03: ¿exige la pensión por mérito estar en servicio activo?"""

    NO_EXIGIDO = "no_exigido"
    EN_SERVICIO_ACTIVO = "en_servicio_activo"


class INT47(Lectura):
    """Ley 3-2013, § 787c(a): el retiro posterior al 30 de junio de 2013 con derechos adquiridos."""

    DERECHOS_ADQUIRIDOS = "derechos_adquiridos"
    TODO_RETIRO_POSTERIOR_FUERA = "todo_retiro_posterior_fuera"


class INT48(Lectura):
    """§ 787c(a) y 18.5–18.6: la edad con que se mide la cuantía del retiro posterior al 30 de junio de 2013."""

    EDAD_AL_RETIRO = "edad_al_retiro"
    EDAD_AL_30_JUNIO_2013 = "edad_al_30_junio_2013"


DECLARADAS: dict[str, type[Lectura]] = {c.entrada(): c for c in Lectura.__subclasses__()}


def clase(entrada: str) -> type[Lectura]:
    """La clase declarada de una entrada por su id («INT-05»); un id desconocido falla nombrándolo."""
    try:
        return DECLARADAS[entrada]
    except KeyError:
        raise RegistroInconsistente(
            f"«{entrada}» no es una entrada declarada del registro de interpretaciones"
        ) from None


def diferencias() -> list[str]:
    """Lo que no coincide entre las clases declaradas y el registro, en palabras (vacío si todo coincide)."""
    registro = interpretaciones()
    problemas = [
        f"{i}: está en el registro pero no tiene clase en retiro/ley/lecturas.py"
        for i in registro
        if i not in DECLARADAS
    ]
    problemas += [
        f"{i}: tiene clase en retiro/ley/lecturas.py pero no está en el registro"
        for i in DECLARADAS
        if i not in registro
    ]
    for i, c in DECLARADAS.items():
        if i not in registro:
            continue
        en_registro = [x["id"] for x in registro[i]["lecturas"]]
        declaradas = [m.value for m in c]
        problemas += [
            f"{i}: la lectura «{x}» del registro no está declarada" for x in en_registro if x not in declaradas
        ]
        problemas += [
            f"{i}: la lectura declarada «{x}» no está en el registro" for x in declaradas if x not in en_registro
        ]
    return problemas


def comprobar() -> None:
    """Falla, con la lista de diferencias, si las constantes no coinciden con el registro."""
    problemas = diferencias()
    if problemas:
        raise RegistroInconsistente(
            "retiro/ley/lecturas.py y datos/interpretaciones.yaml no coinciden:\n  " + "\n  ".join(problemas)
        )


comprobar()
