"""Errores realistas en el Artículo 18 (elegibilidad, reducción actuarial y cómputo)."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
from fractions import Fraction
from math import floor

from retiro.comun.errores import ErrorDeEntrada
from retiro.conformidad.defectuosas.base import antes, con_parches, constante
from retiro.ley import articulo10, articulo18, articulo18_cuantia
from retiro.protocolo import lectores


def _edad_estricta(umbral: int):
    """`edad > umbral` en vez de `edad >= umbral`: el día en que cumple la edad se trata como si no la tuviera."""
    return lambda original: lambda s, edad, *resto: original(s, edad - 1 if edad == umbral else edad, *resto)


def _sin_excepcion(excepcion: str):
    return lambda original: lambda *a, **k: [e for e in original(*a, **k) if e != excepcion]


def _servicio_truncado(solicitud: dict) -> dict:
    """Lee cada servicio acreditable (al retiro, al trasladarse, del cómputo original) en años enteros."""
    s = copy.deepcopy(solicitud)
    for objeto, campo in (
        (s, "servicio_acreditable"),
        (s.get("traslado"), "servicio_acreditable"),
        (s.get("coordinacion"), "anos_computo_original"),
    ):
        if isinstance(objeto, dict) and objeto.get(campo) is not None:
            with contextlib.suppress(ErrorDeEntrada):  # the reference will say what is wrong with it
                objeto[campo] = floor(lectores.servicio(objeto[campo], campo))
    return s


def _redondeo_por_tramo(original):
    """Redondea al centavo cada tramo de 18.6(a) antes de sumar (en vez de redondear solo el total)."""

    def formula(r: Fraction, n: Fraction) -> Fraction:
        def centavos(x: Fraction) -> Fraction:
            return Fraction(round(x * 100), 100)

        return centavos(articulo18.PORCENTAJE_18_6 * r * min(n, 20)) + centavos(
            articulo18.PORCENTAJE_18_6_A_EXCESO * r * max(n - 20, 0)
        )

    return formula


def _ignora_servicio_activo(original):
    def evaluar(s, ctx):
        return original(dataclasses.replace(s, en_servicio_activo=True), ctx)

    return evaluar


def _completo_estricto(original):
    def completo(servicio, anos, ctx):
        ctx.lectura("INT-06")  # same dependency record as the reference
        return servicio > anos

    return completo


def _corte_inclusivo(original):
    def nuevo(fecha_ingreso, ctx):
        if fecha_ingreso == articulo18.FECHA_NUEVOS_PARTICIPANTES:
            ctx.lectura("INT-01")  # as the reference: the reading matters only on the day itself
        return fecha_ingreso >= articulo18.FECHA_NUEVOS_PARTICIPANTES

    return nuevo


def _edad_29_febrero(original):
    return lambda nacimiento, en, lectura="28_febrero": original(nacimiento, en, "1_marzo")


DEFECTOS = {
    "edad_55_mayor_estricto": (
        "18.1",
        "exige más de 55 años (`>` en vez de `>=`): el día del cumpleaños 55 aún no es elegible",
        con_parches((articulo18, "verificar_18_1", _edad_estricta(55))),
    ),
    "edad_58_mayor_estricto": (
        "18.2",
        "exige más de 58 años en la primera oración de 18.2 (`>` en vez de `>=`)",
        con_parches((articulo18, "verificar_18_2", _edad_estricta(58))),
    ),
    "edad_50_mayor_estricto": (
        "18.3",
        "exige más de 50 años a policías y bomberos (`>` en vez de `>=`)",
        con_parches((articulo18, "verificar_18_3", _edad_estricta(50))),
    ),
    "servicio_mayor_estricto": (
        "18.1",
        "exige más de N años de servicios (`>` en vez de `>=`): 25 años justos no bastan",
        con_parches((articulo18, "completo", _completo_estricto), (articulo18_cuantia, "completo", _completo_estricto)),
    ),
    "servicio_truncado": (
        "18.6",
        "trunca el servicio acreditable a años enteros (24 años y 11 meses cuentan como 24; 25,5 como 25)",
        antes(_servicio_truncado),
    ),
    "ignora_servicio_activo": (
        "18.1",
        "no comprueba que el miembro esté en servicio activo",
        con_parches((articulo18, "evaluar", _ignora_servicio_activo)),
    ),
    "corte_1990_inclusivo": (
        "18.2",
        "cuenta como nuevo participante a quien ingresó el mismo 1 de abril de 1990 («después de» leído como «desde»)",
        con_parches((articulo18, "es_nuevo_participante", _corte_inclusivo)),
    ),
    "reduccion_a_policia": (
        "18.5.a",
        "aplica la reducción actuarial a policías y bomberos (olvida la excepción 18.5(a))",
        con_parches((articulo18_cuantia, "excepciones_18_5", _sin_excepcion("18.5.a"))),
    ),
    "reduccion_a_los_58": (
        "18.5.b",
        "aplica la reducción actuarial a quien se retira con 58 años o más (olvida la excepción 18.5(b))",
        con_parches((articulo18_cuantia, "excepciones_18_5", _sin_excepcion("18.5.b"))),
    ),
    "reduccion_a_los_65_nuevos": (
        "18.5.e",
        "aplica la reducción a los nuevos participantes de 65 años o más (olvida la excepción 18.5(e))",
        con_parches((articulo18_cuantia, "excepciones_18_5", _sin_excepcion("18.5.e"))),
    ),
    "dos_por_ciento_primeros_20": (
        "18.6.a",
        "aplica el 2 % también a los primeros 20 años de servicio",
        con_parches((articulo18_cuantia, "formula_18_6_a", constante(lambda r, n: Fraction(2, 100) * r * n))),
    ),
    "redondeo_por_tramo": (
        "18.6.a",
        "redondea al centavo cada tramo de la fórmula en vez de solo el total (INT-07)",
        con_parches((articulo18_cuantia, "formula_18_6_a", _redondeo_por_tramo)),
    ),
    "febrero_29_como_1_marzo": (
        "18.1",
        "quien nació un 29 de febrero cumple años el 1 de marzo en los años no bisiestos (INT-05 dice el 28 de"
        " febrero)",
        con_parches((articulo18, "edad_cumplida", _edad_29_febrero), (articulo10, "edad_cumplida", _edad_29_febrero)),
    ),
}
