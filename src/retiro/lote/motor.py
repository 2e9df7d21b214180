"""El motor vectorial: los Artículos 18 y 10 sobre columnas enteras (numpy sobre lotes de Arrow), exacto.

Es una segunda escritura de `retiro.ley.articulo18`, `retiro.ley.articulo10` y de la validación de
`retiro.protocolo.entrada`,
columna a columna; la referencia sigue siendo la fuente de verdad. Cada regla cita su cláusula en la referencia;
aquí se repite la cita junto al cálculo correspondiente.

Aritmética: nunca coma flotante. Las cuantías son enteros (int64) en unidades de 1/(3·10¹²) dólares, un
denominador común a todas las fórmulas (retribución en centavos, servicio en trescientosavos de año —meses y
años con dos decimales—, por cientos con dos decimales y factores con cuatro), y se redondean una sola vez, al
centavo y la mitad hacia arriba, como `retiro.ley.dinero` (INT-07).

Lo que el motor no toma lo calcula la referencia, fila por fila (`RAZONES`): datos escritos de otra forma que la
canónica (p. ej. «$30,000.00» o «10 de mayo de 1960»), datos con error (el mensaje lo da la referencia),
cuantías fuera del rango de int64, y lecturas o tablas propias de una fila.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from functools import cache, cached_property

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from retiro.comun.limites import FECHA_MAXIMA, FECHA_MINIMA
from retiro.ley.articulo10 import ANOS_TRAMO as TRAMO_10_2
from retiro.ley.articulo10 import (
    EDAD_10_1,
    FECHA_1968,
    PORCENTAJE_10_2_A,
    PORCENTAJE_10_2_B,
    PORCENTAJE_10_2_C,
    PORCENTAJE_10_2_D,
    PORCENTAJE_10_3,
    TOPE,
    TOPE_10_3,
)
from retiro.ley.articulo18 import (
    EDAD_18_1,
    EDAD_18_2,
    EDAD_18_2_NUEVOS,
    EDAD_18_3,
    FECHA_NUEVOS_PARTICIPANTES,
    SERVICIO_18_1,
    SERVICIO_18_2,
    SERVICIO_18_3,
    SERVICIO_ALTO_RIESGO,
)
from retiro.ley.articulo18_cuantia import (
    ANOS_TRAMO,
    EDAD_18_5_B,
    EDAD_18_5_E,
    EDAD_18_6_A,
    EDAD_18_6_A_HASTA,
    EDAD_18_6_C,
    PORCENTAJE_18_6,
    PORCENTAJE_18_6_A_EXCESO,
    PORCENTAJE_18_6_B,
    valor_externo,
)
from retiro.ley.dinero import fraccion_texto
from retiro.ley.modelo import TablaActuarial
from retiro.ley.pensiones_posibles import TIPOS as TIPOS_POSIBLES
from retiro.ley.registro import interpretaciones
from retiro.lote.filas import COLUMNAS, NOMBRES
from retiro.lote.filas import DINERO as TIPO_DINERO

# -- units -------------------------------------------------------------------------------------------------
POR_DOLAR = 3 * 10**12  # amount units per dollar
POR_CENTAVO = POR_DOLAR // 100
SERVICIO = 300  # service in 1/300 years: months (×25) and years with two decimals (×3)
POR_CIENTO = 10**4  # a percentage as a fraction, over 10^4 (75.5 % = 7550)
FACTOR = 10**4  # actuarial factors, over 10^4
MAX_CENTAVOS = 50_000_000  # $500,000.00: any amount above goes to the reference (int64 headroom)
MAX_SERVICIO = 60 * SERVICIO
# The protocol's date limits (retiro.comun.limites): a date outside them is an error the reference names.
ANO_MIN, ANO_MAX = FECHA_MINIMA.year, FECHA_MAXIMA.year
EDAD_MAX = ANO_MAX - ANO_MIN + 1

EPOCA = np.datetime64("1970-01-01", "D")
DIAS_1990 = (FECHA_NUEVOS_PARTICIPANTES - date(1970, 1, 1)).days
DIAS_1968 = (FECHA_1968 - date(1970, 1, 1)).days


def _dias_del_limite(tipo: str) -> int:
    """A bound of the period (retiro.ley.vigencia, vigencia.yaml) in days since 1970-01-01."""
    from retiro.ley.vigencia import limites

    (x,) = (v for v in limites().values() if v.limite == tipo)
    return (x.fecha - date(1970, 1, 1)).days


DIAS_INICIO, DIAS_LEY_305, DIAS_FIN = (
    _dias_del_limite(t) for t in ("ingreso_desde", "ingreso_antes_de", "retiro_hasta")
)


def _ids_de_los_limites() -> list[str]:
    """The ids (VIG-nn) of the bounds a retirement can cross, in the order the reference reports them."""
    from retiro.ley.vigencia import limites

    orden = ("ingreso_desde", "ingreso_antes_de", "retiro_hasta")
    return [next(v.id for v in limites().values() if v.limite == t) for t in orden]


RAZONES = {
    1: "datos escritos de otra forma que la canónica (la referencia los lee)",
    2: "datos con error (la referencia da el mensaje)",
    3: "cuantías fuera del rango del motor (más de $500,000 o de 60 años de servicio)",
    4: "lecturas, tabla actuarial o versión del protocolo propias de la fila",
    5: "columnas que el motor no conoce (la referencia las juzga)",
    6: "factor actuarial con más de 4 decimales",
    7: "el registro tiene lecturas que el motor no atiende",
    8: "concesión al otro lado del 1 de julio de 1968 (INT-43) o tabla actuarial adoptada después del retiro (INT-40): "
    "la referencia decide y advierte",
    10: "hechos del 30 de junio de 2013 (Ley 3-2013, § 787c(a); INT-47) o de § 786-1(b)(2)–(3) (VIG-02): los decide la "
    "referencia",
}

# When a row has several reasons to go to the reference, the summary counts the first of these.
PRIORIDAD = (7, 5, 4, 10, 1, 2, 8, 3, 6)

# Every reading of the register the engine implements (tests/test_lote_motor.py compares this with the register).
LECTURAS_ATENDIDAS = {
    "INT-01": {"estricta", "inclusiva"},
    "INT-02": {"sustituye", "adicional"},
    "INT-03": {"solo_regimen_anterior", "todos"},
    "INT-04": {"cumulativas", "alternativas"},
    "INT-05": {"28_febrero", "1_marzo"},
    "INT-06": {"exacta", "redondeo_medio_ano"},
    "INT-07": {"final_al_centavo", "mensual_desde_anual", "mensual_es_lo_pagado"},
    "INT-08": {"anual", "mensual"},
    "INT-09": {"en_la_fecha_de_retiro", "no_exigido"},
    "INT-10": {"requiere_activo", "no_requiere_activo"},
    "INT-11": {"sin_edad_minima", "edad_50"},
    "INT-12": {"reglas_generales", "retiene"},
    "INT-13": {"regimen_anterior", "todos"},
    "INT-14": {"sin_formula", "extender_18_6_a"},
    "INT-15": {"formula_18_6_b", "sin_formula"},
    "INT-16": {"65_o_mas", "solo_a_los_65"},
    "INT-17": {"los_de_18_3", "cualquier_pension"},
    "INT-18": {"retiene_excepcion", "solo_miembros"},
    "INT-19": {"regla_externa_ext_01", "formula_18_6_b"},
    "INT-20": {"si_reduce", "siempre"},
    "INT-21": {"misma_reduccion", "sin_reduccion"},
    "INT-22": {"pension_sin_coordinar", "con_aumentos", "aumentos_cuentan_como_pago"},
    "INT-23": {"texto", "incluye_bomberos"},
    "INT-24": {"la_ultima", "solo_a_los_65"},
    "INT-25": {"literal", "por_anos"},
    "INT-26": {"solo_miembros", "incluye_traslado"},
    "INT-27": {"excluye_pensiones_minimas", "minimo_como_piso"},
    "INT-28": {"formula_10_2", "resta_directa"},
    "INT-29": {"segun_ext_03", "sin_merito_para_nuevos", "sin_cuantia"},
    "INT-30": {"edad_cumplida", "anos_y_meses"},
    "INT-31": {"fuera_de_vigencia", "calcular_igual"},
    "INT-32": {"desde_el_sistema", "desde_el_1_abril_1990"},
    "INT-33": {"sigue_a_la_pension", "dentro_del_periodo"},
    "INT-34": {"admitido", "hasta_el_tiempo_transcurrido"},
    "INT-35": {"todos", "solo_regimen_anterior"},
    "INT-36": {"todos", "solo_regimen_anterior"},
    "INT-37": {"cualquier_servicio", "en_el_cuerpo"},
    "INT-38": {"se_presume", "debe_constar"},
    "INT-39": {"al_retiro", "al_traslado"},
    "INT-40": {"vigente_al_retiro", "la_aportada"},
    "INT-41": {"recibido", "con_derecho"},
    "INT-42": {"una_vez", "en_cada_aumento"},
    "INT-43": {"fecha_de_concesion", "fecha_de_retiro"},
    "INT-44": {"puesto_al_retiro", "alguna_vez"},
    "INT-45": {"dia_del_cumpleanos", "regla_federal"},
    "INT-46": {"no_exigido", "en_servicio_activo"},
    "INT-47": {"derechos_adquiridos", "todo_retiro_posterior_fuera"},  # the rows that give al_30_junio_2013: razón 10
    "INT-48": {"edad_al_retiro", "edad_al_30_junio_2013"},  # only those rows (al_30_junio_2013, razón 10) consult it
}
# Readings the engine attends by sending the whole run to the reference (razón 7) when the run chooses them.
POR_LA_REFERENCIA = {
    "INT-07": {"mensual_es_lo_pagado"},
    "INT-31": {"calcular_igual"},
    "INT-32": {"desde_el_1_abril_1990"},
    "INT-33": {"dentro_del_periodo"},
    "INT-34": {"hasta_el_tiempo_transcurrido"},
    "INT-35": {"solo_regimen_anterior"},
    "INT-36": {"solo_regimen_anterior"},
    "INT-37": {"en_el_cuerpo"},
    "INT-38": {"debe_constar"},
    "INT-39": {"al_traslado"},
    "INT-40": {"la_aportada"},
    "INT-41": {"con_derecho"},
    "INT-42": {"en_cada_aumento"},
    "INT-43": {"fecha_de_retiro"},
    "INT-44": {"alguna_vez"},
    "INT-45": {"regla_federal"},
}


def lecturas_no_atendidas() -> list[str]:
    """Entradas o lecturas del registro que este motor no implementa (debe ser una lista vacía)."""
    faltan = []
    for i, e in interpretaciones().items():
        for lectura in e["lecturas"]:
            if lectura["id"] not in LECTURAS_ATENDIDAS.get(i, set()):
                faltan.append(f"{i}={lectura['id']}")
    return faltan


# -- input columns -------------------------------------------------------------------------------------------
FECHAS = [
    "fecha_nacimiento",
    "fecha_ingreso",
    "fecha_retiro",
    "traslado.fecha",
    "coordinacion.fecha_coordinacion",
    "coordinacion.fecha_plenamente_asegurado",
    "coordinacion.fecha_elegible_beneficios_primarios",
    "coordinacion.fecha_concesion",
    "coordinacion.fecha_separacion",
    "coordinacion.fecha_opcion_traspaso",
]
DINERO = [
    "retribucion_promedio",
    "coordinacion.pension_estatutaria",
    "coordinacion.aumentos_por_ley",
    "coordinacion.pension_minima_por_ley",
    "coordinacion.beneficio_seguro_social.monto",
]
SERVICIOS = ["servicio_acreditable", "traslado.servicio_acreditable", "coordinacion.anos_computo_original"]
PORCENTAJES = ["porcentaje_merito", "coordinacion.porcentaje_merito"]
BOOLEANOS = [
    "en_servicio_activo",
    "traslado.sin_interrupcion",
    "coordinacion.plan_coordinado",
    "coordinacion.plenamente_asegurado",
    "coordinacion.elegible_beneficios_primarios",
    "coordinacion.pension_diferida",
    "coordinacion.anualidad_por_traspaso",
    "coordinacion.pension_minima",
]
OPCIONES = {
    "cuerpo": ("ninguno", "policia", "bomberos"),
    "puesto": ("otro", "alcalde", "servicio_extension_agricola"),
    "tipo_pension": ("opcional", "alto_riesgo", "merito"),
    "traslado.cuerpo": ("ninguno", "policia", "bomberos"),  # only policia/bomberos are valid (checked below)
    "coordinacion.tipo_pension": ("servicio", "incapacidad", "incapacidad_ocupacional", "merito"),
    "coordinacion.beneficio_seguro_social.periodo": ("mensual", "anual"),
}
# Columns with few distinct values: the CSV reader gives them dictionary-encoded (parsed once per distinct value).
CATEGORICAS = frozenset(BOOLEANOS) | frozenset(OPCIONES)
FACTORES = ["coordinacion.factor_reduccion"]
PROPIAS_DE_LA_FILA = ["lecturas", "tabla_actuarial", "version_protocolo"]
# Facts the engine does not compute: a row that gives any of them goes to the reference (razón 10). The retirement
# after 30 June 2013 of a member vested that day (retiro.ley.derechos_adquiridos, INT-47) and the members that
# § 786-1(b)(2)–(3) moved to the savings-account program (retiro.ley.vigencia, VIG-02).
POR_LA_REFERENCIA_COLUMNAS = [
    "al_30_junio_2013.servicio_acreditable",
    "al_30_junio_2013.servicio_acreditable.anos",
    "al_30_junio_2013.servicio_acreditable.meses",
    "al_30_junio_2013.retribucion_promedio",
    "reingreso_despues_de_1999",
    "opto_por_transferencia",
]
CONOCIDAS = set(
    FECHAS
    + DINERO
    + SERVICIOS
    + [s + ".anos" for s in SERVICIOS]
    + [s + ".meses" for s in SERVICIOS]
    + PORCENTAJES
    + BOOLEANOS
    + list(OPCIONES)
    + FACTORES
    + PROPIAS_DE_LA_FILA
    + POR_LA_REFERENCIA_COLUMNAS
)

_RE_FECHA = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
_RE_DINERO = r"^[0-9]{1,9}(\.[0-9]{1,2})?$"
_RE_SERVICIO = r"^[0-9]{1,3}(\.[0-9]{1,2})?$"
_RE_ENTERO = r"^[0-9]{1,3}$"
_RE_FACTOR = r"^(0(\.[0-9]{1,4})?|1(\.0{1,4})?)$"
_VERDADERO = ("true", "True", "sí", "si", "Sí", "Si")
_FALSO = ("false", "False", "no", "No")


@dataclass
class Col:
    """A parsed input column: presence (non-null), canonical form, and its integer value (zero where not given).

    The arrays may be read-only views of Arrow's buffers: never written in place."""

    dado: np.ndarray
    ok: np.ndarray | None  # canonical where given (True where not given); None: every row is
    v: np.ndarray


def _un_trozo(a: pa.ChunkedArray | pa.Array) -> pa.Array:
    """One contiguous array (without copying when the column already is one chunk)."""
    if isinstance(a, pa.ChunkedArray):
        return a.chunk(0) if a.num_chunks == 1 else a.combine_chunks()
    return a


def _texto(a: pa.ChunkedArray | pa.Array) -> pa.Array:
    if isinstance(a, pa.ChunkedArray):
        a = a.combine_chunks()
    if pa.types.is_string(a.type) or pa.types.is_large_string(a.type):
        return a
    if pa.types.is_dictionary(a.type):
        return pc.cast(a, pa.string())
    return pc.cast(a, pa.string())


def _bits_de(buf: pa.Buffer, offset: int, n: int) -> np.ndarray:
    """An Arrow bitmap (validity, or boolean values) → one numpy bool per row."""
    return np.unpackbits(np.frombuffer(buf, np.uint8), count=offset + n, bitorder="little")[offset:].view(bool)


def _dado(a: pa.Array) -> np.ndarray:
    """Which rows have a value (straight from Arrow's validity bitmap: pyarrow's kernels are slower here)."""
    n = len(a)
    if a.null_count == 0:
        return np.ones(n, bool)
    if a.null_count == n or a.buffers()[0] is None:
        return np.asarray(pc.is_valid(a), dtype=bool)
    return _bits_de(a.buffers()[0], a.offset, n)


def _valores(a: pa.Array, tipo, dado: np.ndarray) -> np.ndarray:
    """The values of a fixed-width Arrow array (integers, date32), zero where there is none (without nulls, a
    read-only view of Arrow's buffer: no copy)."""
    v = np.frombuffer(a.buffers()[1], tipo)[a.offset : a.offset + len(a)]
    return v if a.null_count == 0 else np.where(dado, v, 0).astype(tipo, copy=False)


def _entre(v: np.ndarray, minimo: int, maximo: int) -> bool:
    """Every value within [minimo, maximo] (two reductions: cheaper than a mask per row when all are)."""
    return len(v) == 0 or (int(v.min()) >= minimo and int(v.max()) <= maximo)


def _decimal_entero(texto: pa.Array, escala: int, dado: np.ndarray, patron: str) -> Col:
    """Text matching `patron` → integer value × 10**escala (exact); other text is not canonical."""
    coincide = pc.fill_null(pc.match_substring_regex(texto, patron), False)
    ok = np.asarray(coincide, dtype=bool)
    limpio = pc.if_else(coincide, texto, "0")  # the mask stays in Arrow (no round trip through numpy)
    d = pc.cast(limpio, pa.decimal128(18, escala))
    v = np.frombuffer(d.buffers()[1], dtype=np.int64)[2 * d.offset :: 2][: len(d)].copy()
    return Col(dado, ok | ~dado, v)


def _es_tipo(a, *tipos) -> bool:
    t = a.type
    return any(f(t) for f in tipos)


def leer_fecha(a: pa.Array) -> Col:
    """A date column → days since 1970-01-01 (int32, as Arrow's date32)."""
    dado = _dado(a)
    if pa.types.is_date32(a.type):
        v = _valores(a, np.int32, dado)
        return Col(dado, None if _entre(v, _DIA0, _DIA1) else ~dado | en_rango(v), v)
    if _es_tipo(a, pa.types.is_floating, pa.types.is_timestamp, pa.types.is_date64):
        return Col(dado, ~dado, np.zeros(len(a), np.int64))
    t = _texto(a)
    ok = np.asarray(pc.fill_null(pc.match_substring_regex(t, _RE_FECHA), False), dtype=bool)
    limpio = pc.if_else(pa.array(ok), t, "2000-01-01")
    try:  # Arrow's ISO parser rejects impossible dates (2023-02-30): then the slow path finds which
        v = np.asarray(pc.cast(limpio, pa.date32()).cast(pa.int32()))
        return Col(dado, ~dado | (ok & en_rango(v)), np.where(ok, v, 0))
    except pa.ArrowInvalid:
        pass
    y = np.asarray(pc.cast(pc.utf8_slice_codeunits(limpio, 0, 4), pa.int64()))
    m = np.asarray(pc.cast(pc.utf8_slice_codeunits(limpio, 5, 7), pa.int64()))
    d = np.asarray(pc.cast(pc.utf8_slice_codeunits(limpio, 8, 10), pa.int64()))
    ok &= (y >= ANO_MIN) & (y <= ANO_MAX) & (m >= 1) & (m <= 12) & (d >= 1)
    y, m, d = np.where(ok, y, ANO_MIN), np.where(ok, m, 1), np.where(ok, d, 1)
    ok &= d <= dias_del_mes(y, m)
    v = np.where(ok, dias_de(y, m, d), 0)
    ok &= en_rango(v)
    return Col(dado, ok | ~dado, v)


def _maximo(patron: str, escala: int) -> int:
    """The largest value (× 10**escala) the engine takes from a typed decimal: a factor up to 1, any other amount
    below 10^11 (far inside int64: the products of the rules cannot wrap; the magnitudes go to the reference)."""
    return 10**escala if patron is _RE_FACTOR else 10**11 - 1


def leer_numero(a: pa.Array, escala: int, patron: str) -> Col:
    dado = _dado(a)
    if _es_tipo(a, pa.types.is_floating, pa.types.is_boolean, pa.types.is_temporal):
        return Col(dado, ~dado, np.zeros(len(a), np.int64))
    if pa.types.is_integer(a.type):  # typed integers (Parquet): exact, no text
        v = _valores(a, np.dtype(a.type.to_pandas_dtype()), dado)
        if np.issubdtype(v.dtype, np.signedinteger) and _entre(v, 0, 10**9 - 1):  # every row canonical
            v = v.astype(np.int64, copy=False)
            return Col(dado, None, v * 10**escala if escala else v)
        ok = (v >= 0) & (v < 10**9)
        v = v.astype(np.int64)
        return Col(dado, ok | ~dado, np.where(ok, v, 0) * 10**escala)
    if isinstance(a.type, pa.Decimal64Type) and a.type.scale <= escala:
        # the raw buffer (pyarrow 26's fill_null writes decimal64 with a 16-byte stride: not used here)
        crudo = np.frombuffer(a.buffers()[1], dtype=np.int64)[a.offset : a.offset + len(a)]
        crudo = np.where(dado, crudo, 0)
        factor = 10 ** (escala - a.type.scale)
        ok = (crudo >= 0) & (crudo <= _maximo(patron, escala) // factor)  # before multiplying: never wraps
        return Col(dado, ok | ~dado, np.where(ok, crudo, 0) * factor)
    if isinstance(a.type, pa.Decimal128Type) and a.type.scale <= escala:  # typed decimals: the raw integer
        n = len(a)
        palabras = np.frombuffer(a.buffers()[1], np.int64, count=2 * (a.offset + n)).reshape(-1, 2)[a.offset :]
        factor = 10 ** (escala - a.type.scale)
        maximo = _maximo(patron, escala) // factor  # the bound on the raw integer: checked before multiplying
        if not palabras[:, 1].any():  # every high word 0 (null slots too): then often every row is canonical
            crudo = np.where(dado, palabras[:, 0], 0) if a.null_count else np.ascontiguousarray(palabras[:, 0])
            if _entre(crudo, 0, maximo):
                return Col(dado, None, crudo * factor if factor != 1 else crudo)
        crudo, ok = palabras[:, 0].copy(), palabras[:, 1] == 0  # low word; the high word is 0 from 0 to 2^63
        if a.null_count:
            crudo[~dado] = 0
            ok |= ~dado
        ok &= (crudo >= 0) & (crudo <= maximo)
        return Col(dado, ok | ~dado, np.where(ok, crudo, 0) * factor)
    return _decimal_entero(_texto(a), escala, dado, patron)


def leer_booleano(a: pa.Array) -> Col:
    dado = _dado(a)
    if pa.types.is_boolean(a.type):
        return Col(dado, None, _bits_de(a.buffers()[1], a.offset, len(a)) & dado)
    if not (pa.types.is_string(a.type) or pa.types.is_large_string(a.type) or pa.types.is_dictionary(a.type)):
        return Col(dado, ~dado, np.zeros(len(a), bool))
    t = _texto(a)
    si = np.asarray(pc.fill_null(pc.is_in(t, pa.array(_VERDADERO)), False), dtype=bool)
    no = np.asarray(pc.fill_null(pc.is_in(t, pa.array(_FALSO)), False), dtype=bool)
    return Col(dado, si | no | ~dado, si)


def leer_opcion(a: pa.Array, opciones: tuple[str, ...]) -> Col:
    dado = _dado(a)
    if not (pa.types.is_string(a.type) or pa.types.is_large_string(a.type) or pa.types.is_dictionary(a.type)):
        return Col(dado, ~dado, np.zeros(len(a), np.int64))
    i = np.asarray(pc.fill_null(pc.index_in(_texto(a), pa.array(opciones)), -1), dtype=np.int64)
    return Col(dado, (i >= 0) | ~dado, np.maximum(i, 0))


# -- calendar (18.1–18.3, 10.1; INT-05) -----------------------------------------------------------------------
# Dates between ANO_MIN and ANO_MAX (others go to the reference) through lookup tables built once.
_DIA0 = (FECHA_MINIMA - date(1970, 1, 1)).days
_DIA1 = (FECHA_MAXIMA - date(1970, 1, 1)).days
_ANOS = np.arange(ANO_MIN, ANO_MAX + 2)
_BISIESTO = (_ANOS % 4 == 0) & ((_ANOS % 100 != 0) | (_ANOS % 400 == 0))
_CAL = np.arange(_DIA0, _DIA1 + 1).astype("datetime64[D]")
_CAL_MES = _CAL.astype("datetime64[M]")
# year, month and day of each day (int32: half the memory traffic of int64 in the age computations)
_CAL_Y = (_CAL_MES.astype("datetime64[Y]").astype(np.int64) + 1970).astype(np.int32)
_CAL_M = (_CAL_MES.astype(np.int64) % 12 + 1).astype(np.int32)
_CAL_D = ((_CAL - _CAL_MES.astype("datetime64[D]")).astype(np.int64) + 1).astype(np.int32)
# the three in one int32 (year << 9 | month << 5 | day): one lookup instead of three
_CAL_YMD = (_CAL_Y << 9) | (_CAL_M << 5) | _CAL_D
# first day (since 1970-01-01) of each month from ANO_MIN, plus one more year for "year + 65" and the like
_PRIMERO = (
    np.arange(np.datetime64(f"{ANO_MIN}-01", "M"), np.datetime64(f"{ANO_MAX + 101}-01", "M"))
    .astype("datetime64[D]")
    .astype(np.int64)
)
_DIAS_MES = np.array([0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], dtype=np.int64)


def _bisiesto(y: np.ndarray) -> np.ndarray:
    return _BISIESTO_LARGO[_indice(y - ANO_MIN)]


def _indice(i: np.ndarray) -> np.ndarray:
    """Positions for a lookup (`tabla[i]`) as numpy's own index type: numpy looks up int32 positions at half the
    speed of converting them first."""
    return i.astype(np.intp, copy=False)


_BISIESTO_LARGO = np.array(
    [(a % 4 == 0) and (a % 100 != 0 or a % 400 == 0) for a in range(ANO_MIN, ANO_MAX + 101)], dtype=bool
)


def dias_del_mes(y: np.ndarray, m: np.ndarray) -> np.ndarray:
    return _DIAS_MES[_indice(m)] + ((m == 2) & _bisiesto(y))


def dias_de(y: np.ndarray, m: np.ndarray, d: np.ndarray) -> np.ndarray:
    """Days since 1970-01-01 of a civil date (proleptic Gregorian), for years ANO_MIN to ANO_MAX + 100."""
    return _PRIMERO[_indice((y - ANO_MIN) * 12 + (m - 1))] + (d - 1)


def en_rango(dias: np.ndarray) -> np.ndarray:
    return (dias >= _DIA0) & (dias <= _DIA1)


@dataclass
class Fecha:
    dias: np.ndarray
    y: np.ndarray
    m: np.ndarray
    d: np.ndarray

    @classmethod
    def de(cls, dias: np.ndarray) -> Fecha:
        i = _indice(dias - _DIA0)
        x = _CAL_YMD[np.clip(i, 0, len(_CAL) - 1, out=i if i is not dias else None)]
        return cls(dias, x >> 9, (x >> 5) & 15, x & 31)


def _cumpleanos_29(nac: Fecha, ano: np.ndarray, lectura_29: str) -> tuple[np.ndarray, np.ndarray]:
    """Month and day of the birthday in year `ano` (29 February in a non-leap year: INT-05)."""
    filas = np.flatnonzero((nac.m == 2) & (nac.d == 29))  # few rows: the leap year is looked up only for them
    filas = filas[~_bisiesto(ano[filas])]
    if not len(filas):
        return nac.m, nac.d
    m, d = nac.m.copy(), nac.d.copy()
    if lectura_29 == "1_marzo":
        m[filas], d[filas] = 3, 1
    else:
        d[filas] = 28
    return m, d


def edad_cumplida(nac: Fecha, en: Fecha, lectura_29: str) -> np.ndarray:
    """`retiro.ley.fechas.edad_cumplida`: years completed on `en` (the age is reached on the birthday)."""
    anos = en.y - nac.y
    m, d = _cumpleanos_29(nac, en.y, lectura_29)
    return anos - ((m * 100 + d) > (en.m * 100 + en.d))


def fecha_en_que_cumple(nac: Fecha, anos: int, lectura_29: str) -> np.ndarray:
    """`retiro.ley.fechas.fecha_en_que_cumple`, as days since 1970-01-01."""
    y = nac.y + anos
    m, d = _cumpleanos_29(nac, y, lectura_29)
    return dias_de(y, m, d)


def edad_en_meses(nac: Fecha, en: Fecha, lectura_29: str) -> np.ndarray:
    """`retiro.ley.fechas.edad_en_meses` (18.6(d), INT-30)."""
    meses = (en.y - nac.y) * 12 + en.m - nac.m
    ultimo = dias_del_mes(en.y, en.m)
    cabe = nac.d <= ultimo
    if lectura_29 == "1_marzo":
        despues = _si(cabe, nac.d > en.d, True)
    else:
        despues = _si(cabe, nac.d, ultimo) > en.d
    return meses - despues


def _si(c: np.ndarray, x, y):
    """`_si(c, x, y)` without a branch per row: numpy's `where` branches per element, and on a mask that
    mixes True and False at random (most masks over a membership) it runs several times slower than arithmetic.
    Integers: y + (x − y)·c, exact in numpy's wrap-around integer arithmetic; booleans: (c ∧ x) ∨ (¬c ∧ y). The
    result has `np.where`'s type."""
    if _es_bool(x) and _es_bool(y):
        return (c & x) | (~c & y)
    if isinstance(y, int) and y == 0:
        return x * c
    return y + (x - y) * c


def _es_bool(x) -> bool:
    return isinstance(x, (bool, np.bool_)) or (isinstance(x, np.ndarray) and x.dtype == np.bool_)


def _primera(condiciones: list, valores: list, defecto: int) -> np.ndarray:
    """`np.select` for small codes (-128 to 127): the value of the first condition that holds, else `defecto`.
    In bytes and without a branch per row (x += (v − x)·c, wrapping in int8): several times faster than
    np.select over int64, or than masked assignment on masks that mix True and False."""
    n = len(next(c for c in condiciones if isinstance(c, np.ndarray)))
    x = np.full(n, defecto, np.int8) if not isinstance(defecto, np.ndarray) else defecto.astype(np.int8)
    for c, v in zip(reversed(condiciones), reversed(valores), strict=True):
        c = np.broadcast_to(np.asarray(c, dtype=bool), (n,))
        v = v.astype(np.int8) if isinstance(v, np.ndarray) else np.int8(v)
        x += (v - x) * c
    return x


def _bits(*mascaras: np.ndarray) -> np.ndarray:
    """Boolean masks → one small integer per row (bit k: mask k), in bytes rather than int64."""
    x = np.zeros(np.shape(mascaras[0]), np.uint8)
    for k, m in enumerate(mascaras):
        x |= np.asarray(m, dtype=bool).view(np.uint8) << k
    return x


# -- money ----------------------------------------------------------------------------------------------------
def centavos(x: np.ndarray) -> np.ndarray:
    """`retiro.ley.dinero.redondear`: to the cent, half up (x ≥ 0, in amount units)."""
    return (x + POR_CENTAVO // 2) // POR_CENTAVO


def centavos_mensuales(x: np.ndarray, anual_centavos: np.ndarray, lectura_07: str) -> np.ndarray:
    """`retiro.ley.dinero.cifras`: the monthly figure (INT-07)."""
    if lectura_07 == "mensual_desde_anual":
        return (anual_centavos + 6) // 12
    return (x + 6 * POR_CENTAVO) // (12 * POR_CENTAVO)


def _entero(x: Fraction | int) -> int:
    """A figure of the declaration scaled to the engine's integer units: exact, or the engine cannot use it."""
    x = Fraction(x)
    assert x.denominator == 1, x
    return int(x)


def _unidades(c: Fraction) -> int:
    """A constant fraction (of a dollar per dollar, etc.) in amount units per cent of the base."""
    u = c * POR_CENTAVO
    assert u.denominator == 1, c
    return int(u)


# -- the engine --------------------------------------------------------------------------------------------
@dataclass
class Salida:
    """What the engine gives for a batch: output columns and, per row, why the reference must take it (0: no)."""

    columnas: dict[str, pa.Array]
    razon: np.ndarray


class Motor:
    """El motor para una corrida: lecturas y tabla actuarial de la corrida, fijas."""

    def __init__(self, lecturas: Mapping[str, str], tabla: TablaActuarial | None = None):
        self.L = dict(lecturas)
        self.tabla = tabla
        self.no_atendidas = lecturas_no_atendidas()
        self._textos_lecturas: dict[tuple[str, ...], str] = {}
        self._textos_por_clave: dict[tuple, str] = {}  # (entries, packed key) → text
        self._diccionarios: dict[tuple, Col] = {}  # (column, type, distinct values) → their parse (Motor.diccionario)
        # Table lookups (18.6(d)): factor over 10^4 by age (years) and by age in months; -1 missing, -2 not exact.
        self.por_edad = np.full(EDAD_MAX, -1, np.int64)
        self.por_meses = np.full(EDAD_MAX * 12, -1, np.int64)
        if tabla is not None:
            for clave, f in tabla.factores.items():
                x = f * FACTOR
                valor = int(x) if x.denominator == 1 else -2
                if "-" in clave:
                    a, m = (int(p) for p in clave.split("-"))
                    if a < EDAD_MAX:
                        self.por_meses[a * 12 + m] = valor
                elif int(clave) < EDAD_MAX:
                    self.por_edad[int(clave)] = valor
        self.ext01 = (
            valor_externo("EXT-01", "porcentaje_primeros_20"),
            valor_externo("EXT-01", "porcentaje_exceso_20"),
            valor_externo("EXT-01", "anos_tramo"),
        )

    def diccionario(self, nombre: str, valores: pa.Array, lector) -> Col:
        """The parse of a dictionary-encoded column's distinct values, plus an entry k for a null row (not given),
        as lookup tables (`dado`, `ok`: None when every row would be given / canonical). Once per column and
        distinct dictionary: a file's chunks repeat them."""
        clave = (nombre, str(valores.type), tuple(valores.to_pylist())) if len(valores) <= 1024 else None
        d = self._diccionarios.get(clave)
        if d is None:
            leida = lector(valores)
            k = len(leida.v)
            dado = None if leida.dado.all() else np.append(leida.dado, False)
            ok = None if leida.ok is None or leida.ok.all() else np.append(leida.ok, True)
            d = Col(dado, ok, np.append(leida.v, leida.v.dtype.type(0)))
            d.k = k
            if clave is not None:
                if len(self._diccionarios) > 4096:
                    self._diccionarios.clear()
                self._diccionarios[clave] = d
        return d

    # -- readings ----------------------------------------------------------------------------------------
    def texto_lecturas(self, ids: tuple[str, ...]) -> str:
        """The `lecturas` column for a row that depends on these entries of the register («INT-01=estricta;…»)."""
        t = self._textos_lecturas.get(ids)
        if t is None:
            t = self._textos_lecturas[ids] = ";".join(f"{i}={self.L[i]}" for i in sorted(ids))
        return t

    def evaluar(self, tabla: pa.Table) -> Salida:
        n = tabla.num_rows
        if self.no_atendidas or any(self.L.get(i) in x for i, x in POR_LA_REFERENCIA.items()):
            return Salida({}, np.full(n, 7, np.int8))
        cols = {c: tabla.column(c) for c in tabla.column_names}
        return _Evaluacion(self, cols, n).salida()


class _Evaluacion:
    """One batch through the rules. Names follow retiro.ley.articulo18/articulo10."""

    def __init__(self, motor: Motor, cols: dict[str, pa.ChunkedArray], n: int):
        self.m, self.L, self.n = motor, motor.L, n
        self.cols = {k: _un_trozo(v) for k, v in cols.items()}
        self.marcas: dict[int, np.ndarray] = {}  # reason -> rows (combined in RAZONES order at the end)
        self._ausentes: dict[type, Col] = {}
        # readings the rows depend on: entry → the rows (a boolean mask), or True for every row
        self.usos: dict[str, np.ndarray | bool] = {}
        self.out: dict[str, pa.Array] = {}

    # -- helpers ----------------------------------------------------------------------------------------
    def marcar(self, donde: np.ndarray, razon: int) -> None:
        """These rows go to the reference, for this reason (when several apply, the first in `PRIORIDAD`)."""
        if not donde.any():
            return
        if razon in self.marcas:
            self.marcas[razon] |= donde
        else:
            self.marcas[razon] = donde.copy()

    def razones(self) -> np.ndarray:
        razon = np.zeros(self.n, np.int8)
        for r in reversed(PRIORIDAD):
            if r in self.marcas:
                razon[self.marcas[r]] = r
        return razon

    def lectura(self, i: str, donde: np.ndarray | bool = True) -> str:
        """`Contexto.lectura`: the run's reading, and the record that these rows depend on it."""
        previo = self.usos.get(i)
        if previo is True:
            pass
        elif not isinstance(donde, np.ndarray) or donde.ndim == 0:
            if donde:
                self.usos[i] = True
        elif previo is None:
            if donde.any():
                self.usos[i] = donde.copy()
        else:
            self.usos[i] = previo | donde
        return self.L[i]

    def _lecturas(self) -> pa.Array:
        """The `lecturas` column: per row, the entries of the register its result depends on (dictionary-encoded:
        a membership has few distinct combinations). Outside the period, those recorded up to that decision and
        INT-31 (retiro.protocolo.calculadora)."""
        n, fuera = self.n, self.fuera
        usos = self.usos
        if fuera.any():
            antes, dentro = self.usos_fuera, ~fuera
            usos = {}
            for i in sorted(set(antes) | set(self.usos)):
                a, b = self.usos.get(i, False), antes.get(i, False)
                if a is b:
                    usos[i] = a
                elif b is False:  # recorded only after the period was decided: not for the rows outside it
                    usos[i] = dentro if a is True else a & dentro
                else:
                    usos[i] = _si(fuera, b, a)
        siempre = tuple(i for i, m in usos.items() if m is True)
        parciales = [(i, m) for i, m in usos.items() if isinstance(m, np.ndarray)]
        if not parciales:
            return pa.DictionaryArray.from_arrays(
                pa.array(np.zeros(n, np.int32)), pa.array([self.m.texto_lecturas(siempre)], pa.string())
            )
        # one bit per partial entry, packed into one key per row (8 entries a byte, 8 bytes a word)
        ancho = -(-len(parciales) // 64) * 8
        filas = np.zeros((n, ancho), np.uint8)
        for w in range(0, len(parciales), 8):
            byte = parciales[w][1].view(np.uint8).copy()
            for j, (_, m) in enumerate(parciales[w + 1 : w + 8], 1):
                byte |= m.view(np.uint8) << j
            filas[:, w // 8] = byte
        if ancho == 8:  # up to 64 entries: one word per row, hashed by Arrow
            codificado = pc.dictionary_encode(pa.array(filas.view(np.uint64).ravel()))
            claves = codificado.dictionary.to_numpy().view(np.uint8).reshape(-1, 8)
            indices = codificado.indices
        else:
            claves, inversos = np.unique(filas, axis=0, return_inverse=True)
            indices = pa.array(inversos.astype(np.int32).ravel())
        nombres = siempre, tuple(i for i, _ in parciales)
        textos = []
        for clave in claves:
            t = self.m._textos_por_clave.get((nombres, clave.tobytes()))
            if t is None:
                marcadas = np.unpackbits(clave, bitorder="little")[: len(nombres[1])]
                t = self.m.texto_lecturas(siempre + tuple(nombres[1][k] for k in np.flatnonzero(marcadas)))
                self.m._textos_por_clave[(nombres, clave.tobytes())] = t
            textos.append(t)
        return pa.DictionaryArray.from_arrays(indices, pa.array(textos, pa.string()))

    def col(self, nombre: str, lector) -> Col:
        """An input column, parsed. Text is parsed once per distinct value when dictionary-encoded, or only where
        it has values when mostly empty; an absent column costs nothing (shared read-only arrays)."""
        n = self.n
        a = self.cols.get(nombre)
        nulos = n if a is None else a.null_count
        if nulos == n:
            return self._ausente(np.bool_ if lector is leer_booleano else np.int64)
        if pa.types.is_dictionary(a.type):  # each distinct value parsed once, then gathered by the indices
            d = self.m.diccionario(nombre, a.dictionary, lector)
            x = a.indices
            i = _indice(np.frombuffer(x.buffers()[1], x.type.to_pandas_dtype())[x.offset : x.offset + n])
            dado = _dado(a)
            if a.null_count:
                i = np.where(dado, i, d.k)  # a null row → the extra entry k: not given
            c = Col(dado if d.dado is None else d.dado[i], None if d.ok is None else d.ok[i], d.v[i])
        elif nulos > n // 2 and (pa.types.is_string(a.type) or pa.types.is_large_string(a.type)):
            donde = np.flatnonzero(_dado(a))
            parte = lector(a.take(pa.array(donde)))
            c = Col(np.zeros(n, bool), None, np.zeros(n, parte.v.dtype))
            c.dado[donde], c.v[donde] = parte.dado, parte.v
            if parte.ok is not None:
                c.ok = np.ones(n, bool)
                c.ok[donde] = parte.ok
        else:
            c = lector(a)
        if c.ok is not None and not c.ok.all():
            self.marcar(c.dado & ~c.ok, 1)
        return c

    def _es_ausente(self, c: Col) -> bool:
        return any(c is x for x in self._ausentes.values())

    def _ausente(self, tipo) -> Col:
        """An absent column: not given, canonical, zero (read-only arrays shared by every absent column)."""
        c = self._ausentes.get(tipo)
        if c is None:
            c = self._ausentes[tipo] = Col(np.zeros(self.n, bool), np.ones(self.n, bool), np.zeros(self.n, tipo))
            for x in (c.dado, c.ok, c.v):
                x.flags.writeable = False
        return c

    def completo(self, servicio: np.ndarray, anos: int, donde: np.ndarray | bool = True) -> np.ndarray:
        """18.1–18.3 (INT-06): completed at least `anos` years of service. The reading is recorded, as in
        `retiro.ley.articulo18.completo`, only where it can change the answer: a fraction of a year, short of the
        threshold by less than half a year."""
        # short by less than half a year: [anos − ½, anos) years, where no whole year lies (so, a fraction of a year)
        medio = anos * SERVICIO - SERVICIO // 2
        cerca = (servicio < anos * SERVICIO) & (servicio >= medio)
        if self.lectura("INT-06", cerca & donde) == "redondeo_medio_ano":
            return servicio >= medio  # (servicio + ½ year) // 1 year >= anos
        return servicio >= anos * SERVICIO

    # -- input and validation (retiro.protocolo.entrada) -----------------------------------------------
    def leer(self) -> None:
        """retiro.protocolo.entrada over whole columns: each column parsed, each row checked as the reference
        checks it (a row with an error goes to the reference, which names the field and the problem), and the rows
        the engine does not take marked with their reason."""
        self._leer_columnas()
        self._validar_10(self._validar())
        self._fuera_del_motor()

    def _leer_columnas(self) -> None:
        """Every column the engine knows, parsed (`Col`); a column it does not know, or a fact it does not compute,
        sends its rows to the reference."""
        desconocidas = [c for c in self.cols if c not in CONOCIDAS]
        for c in desconocidas + PROPIAS_DE_LA_FILA:
            if c in self.cols:
                self.marcar(_dado(self.cols[c]), 5 if c in desconocidas else 4)
        for c in POR_LA_REFERENCIA_COLUMNAS:
            if c in self.cols:
                self.marcar(_dado(self.cols[c]), 10)
        f = {c: self.col(c, leer_fecha) for c in FECHAS}
        din = {c: self.col(c, lambda a: leer_numero(a, 2, _RE_DINERO)) for c in DINERO}
        ser = {}
        for s in SERVICIOS:
            directo = self.col(s, lambda a: leer_numero(a, 2, _RE_SERVICIO))
            anos = self.col(s + ".anos", lambda a: leer_numero(a, 0, _RE_ENTERO))
            meses = self.col(s + ".meses", lambda a: leer_numero(a, 0, _RE_ENTERO))
            # (an absent column is zero where not given: then one of the two forms gives every row)
            if self._es_ausente(anos) and self._es_ausente(meses):
                ser[s] = Col(directo.dado, None, directo.v * 3)
                continue
            objeto = anos.dado | meses.dado
            self.marcar(meses.dado & (meses.v >= 12), 1)  # entrada: "debe ser menor que 12"
            if self._es_ausente(directo):
                ser[s] = Col(objeto, None, (anos.v * 12 + meses.v) * 25)
                continue
            self.marcar(objeto & directo.dado, 1)
            v = _si(objeto, (anos.v * 12 + meses.v) * 25, directo.v * 3)
            ser[s] = Col(objeto | directo.dado, None, v)
        pct = {c: self.col(c, lambda a: leer_numero(a, 2, _RE_SERVICIO)) for c in PORCENTAJES}
        for c in pct.values():
            self.marcar(c.dado & (c.v > 100 * 100), 1)  # more than 100 %: the reference gives the error
        b = {c: self.col(c, leer_booleano) for c in BOOLEANOS}
        o = {c: self.col(c, lambda a, c=c: leer_opcion(a, OPCIONES[c])) for c in OPCIONES}
        fac = self.col("coordinacion.factor_reduccion", lambda a: leer_numero(a, 4, _RE_FACTOR))
        self.f, self.din, self.ser, self.pct, self.b, self.o, self.fac = f, din, ser, pct, b, o, fac

    def _validar(self) -> np.ndarray:
        """The rows with an error in the facts of Article 18 (required facts, dates in order, service within the
        age, the move of 18.4); the period each row falls in (retiro.ley.vigencia)."""
        n, f, din, ser, b, o = self.n, self.f, self.din, self.ser, self.b, self.o
        error = np.zeros(n, bool)
        req = ["fecha_nacimiento", "fecha_ingreso", "fecha_retiro", "retribucion_promedio", "en_servicio_activo"]
        for c in req:
            error |= ~{**f, **din, **b}[c].dado
        error |= ~ser["servicio_acreditable"].dado
        nac, ing, ret = (f[c].v for c in ("fecha_nacimiento", "fecha_ingreso", "fecha_retiro"))
        error |= (ing < nac) | (ret < nac) | (ret < ing)
        N = ser["servicio_acreditable"].v
        error |= (ret - nac + 1) * SERVICIO < N * 365  # more service than age: impossible
        # The period (retiro.ley.vigencia; INT-31, INT-32): outside it, «fuera_de_vigencia» (the bits say which bounds
        # were crossed: entry before the System, entry under Ley 305-1999, retirement after Ley 3-2013).
        self.fuera_bits = _bits(ing < DIAS_INICIO, ing >= DIAS_LEY_305, ret > DIAS_FIN)
        self.fuera = fuera = self.fuera_bits != 0
        self.lectura(
            "INT-32", ~fuera & (ret < DIAS_1990)
        )  # before the date the texts name (the run: «desde_el_sistema»)
        # credited service above the time since entry: admitted (INT-34, the run's reading «admitido»; the other
        # goes to the reference), recorded (retiro.ley.articulo18.servicio_y_calendario)
        self.lectura("INT-34", ~fuera & ((ret - ing + 1) * SERVICIO < N * 365))
        # 18.4: traslado (an object if any of its columns is given)
        tr = ["traslado.cuerpo", "traslado.fecha", "traslado.sin_interrupcion", "traslado.servicio_acreditable"]
        tr_dado = np.zeros(n, bool)
        for c in tr:
            tr_dado |= {**o, **f, **b, **ser}[c].dado
        tr_todo = o["traslado.cuerpo"].dado & f["traslado.fecha"].dado
        tr_todo &= b["traslado.sin_interrupcion"].dado & ser["traslado.servicio_acreditable"].dado
        cuerpo = o["cuerpo"].v
        tr_cuerpo = o["traslado.cuerpo"].v
        error |= tr_dado & (~tr_todo | (cuerpo != 0) | (tr_cuerpo == 0))
        tf = f["traslado.fecha"].v
        NT = ser["traslado.servicio_acreditable"].v
        error |= tr_dado & ((tf < ing) | (tf > ret) | (NT > N))
        self.N, self.tr_dado = N, tr_dado
        return error

    def _validar_10(self, error: np.ndarray) -> None:
        """The Article 10 checks of retiro.protocolo.entrada, only over the rows that give Article 10 facts;
        every row with an error goes to the reference (razón 2)."""
        n, f, b, o, din, ser, pct, fac = self.n, self.f, self.b, self.o, self.din, self.ser, self.pct, self.fac
        ing, ret, N = f["fecha_ingreso"].v, f["fecha_retiro"].v, self.N
        # Article 10 facts
        co = [c for c in CONOCIDAS if c.startswith("coordinacion.")]
        co_dado = np.zeros(n, bool)
        for c in co:
            if c in self.cols:
                co_dado |= _dado(self.cols[c])
        # Article 10 checks (retiro.protocolo.entrada), only over the rows that give Article 10 facts
        idx = np.flatnonzero(co_dado)
        todas = len(idx) == n

        if todas:
            f_, b_, o_, din_, ser_, pct_, fac_ = f, b, o, din, ser, pct, fac
        else:  # the columns at those rows, gathered on first use (shared with Article 10's view)
            f_, b_, o_, din_, ser_, pct_ = (_Perezoso(x, idx) for x in (f, b, o, din, ser, pct))
            fac_ = _Subcolumna(fac, idx)
        self.filas_10 = idx, {"f": f_, "b": b_, "o": o_, "din": din_, "ser": ser_, "pct": pct_}
        ret_, ing_, N_ = (x if todas else x[idx] for x in (ret, ing, N))
        fc = f_["coordinacion.fecha_coordinacion"]
        requeridos = fc.dado & b_["coordinacion.plan_coordinado"].dado
        requeridos &= (
            b_["coordinacion.plenamente_asegurado"].dado & b_["coordinacion.elegible_beneficios_primarios"].dado
        )
        ben_m, ben_p = (
            din_["coordinacion.beneficio_seguro_social.monto"],
            o_["coordinacion.beneficio_seguro_social.periodo"],
        )
        requeridos &= ben_m.dado == ben_p.dado
        ctipo = o_["coordinacion.tipo_pension"].v
        tipo = o_["tipo_pension"].v
        anos_c = ser_["coordinacion.anos_computo_original"]
        pe = din_["coordinacion.pension_estatutaria"]
        requeridos &= ((fac_.v > 0) & (fac_.v <= FACTOR)) | ~fac_.dado
        merito_c = ctipo == 3
        requeridos &= ~merito_c | (
            anos_c.dado & (pct_["coordinacion.porcentaje_merito"].dado | pct_["porcentaje_merito"].dado)
        )
        fsep, fop = f_["coordinacion.fecha_separacion"], f_["coordinacion.fecha_opcion_traspaso"]
        requeridos &= ~b_["coordinacion.pension_diferida"].v | fsep.dado
        requeridos &= ~b_["coordinacion.anualidad_por_traspaso"].v | fop.dado
        requeridos &= fc.v >= ret_
        requeridos &= ~anos_c.dado | (anos_c.v <= N_)
        for fecha_c, condicion in (
            ("coordinacion.fecha_plenamente_asegurado", "coordinacion.plenamente_asegurado"),
            ("coordinacion.fecha_elegible_beneficios_primarios", "coordinacion.elegible_beneficios_primarios"),
        ):
            x = f_[fecha_c]
            requeridos &= ~x.dado | ((x.v <= fc.v) & b_[condicion].v)
        for fecha_c in (
            "coordinacion.fecha_concesion",
            "coordinacion.fecha_separacion",
            "coordinacion.fecha_opcion_traspaso",
        ):
            x = f_[fecha_c]
            requeridos &= ~x.dado | ((x.v <= fc.v) & (x.v >= ing_))
        requeridos &= ~fac_.dado | pe.dado
        requeridos &= ~((ctipo == 1) | (ctipo == 2)) | pe.dado
        requeridos &= merito_c == (tipo == 2)
        pcm, ptm = pct_["coordinacion.porcentaje_merito"], pct_["porcentaje_merito"]
        requeridos &= ~(pcm.dado & ptm.dado) | (pcm.v == ptm.v)
        if todas:
            error |= ~requeridos
        elif len(idx):
            error[idx] |= ~requeridos
        self.marcar(error, 2)
        self.co_dado = co_dado

    def _fuera_del_motor(self) -> None:
        """Rows the engine leaves to the reference: magnitudes beyond its integer headroom (razón 3), a grant on the
        other side of 1 July 1968 or a table adopted after the retirement (razón 8)."""
        f, din, o, N, fuera = self.f, self.din, self.o, self.N, self.fuera
        ret = f["fecha_retiro"].v
        # Magnitudes (int64 headroom)
        R = din["retribucion_promedio"].v
        if self.L["INT-08"] == "mensual":  # applied in retiro.protocolo.entrada (recorded where an amount is reported)
            R = R * 12
        grande = (R > MAX_CENTAVOS) | (N > MAX_SERVICIO)
        for c in DINERO[1:]:
            if not self._es_ausente(din[c]):
                grande |= din[c].dado & (din[c].v > MAX_CENTAVOS)
        ben_m, ben_p = (
            din["coordinacion.beneficio_seguro_social.monto"],
            o["coordinacion.beneficio_seguro_social.periodo"],
        )
        grande |= ben_m.dado & (ben_m.v * _si(ben_p.v == 0, 12, 1) > MAX_CENTAVOS)
        self.marcar(grande, 3)

        # coordination after the period of a pension granted within it (INT-33; the run: «sigue_a_la_pension»)
        fcoord, fcon = f["coordinacion.fecha_coordinacion"], f["coordinacion.fecha_concesion"]
        self.lectura("INT-33", ~fuera & fcoord.dado & (fcoord.v > DIAS_FIN))
        # a grant date on the other side of 1968 (INT-43), a table adopted after the retirement (INT-40): the reference
        raro = fcon.dado & ((fcon.v < DIAS_1968) != (ret < DIAS_1968))
        if self.m.tabla is not None:
            raro |= ret < (self.m.tabla.fecha_adopcion - date(1970, 1, 1)).days
        self.marcar(raro, 8)
        self.R = R

    # -- Article 18 ----------------------------------------------------------------------------------------
    def articulo18(self) -> None:
        """18.1–18.6 for the requested pension (retiro.ley.articulo18.evaluar), then every other pension whose route
        is open (retiro.ley.pensiones_posibles)."""
        self._edad_y_regimen()
        self._vias()
        self.tipo = self.o["tipo_pension"].v
        pedida = _pension(self, self.tipo)
        self._salida_18(pedida)
        self._pensiones_posibles(pedida)

    def _edad_y_regimen(self) -> None:
        """18.1: the age is reached on the birthday (INT-05); 18.2, 18.3, 10.7: new participant (INT-01, recorded
        only on the day itself)."""
        f = self.f
        self.nac = nac = Fecha.de(f["fecha_nacimiento"].v)
        self.ret_f = ret = Fecha.de(f["fecha_retiro"].v)
        l29 = self.L["INT-05"]
        self.feb29 = feb29 = (nac.m == 2) & (nac.d == 29)
        self.edad = edad = edad_cumplida(nac, ret, l29)
        if feb29.any():  # INT-05 is recorded only where its readings give different ages (retiro.ley.fechas.edad_segun)
            otra = edad_cumplida(nac, ret, "1_marzo" if l29 == "28_febrero" else "28_febrero")
            self.lectura("INT-05", feb29 & (otra != edad))
        ing = f["fecha_ingreso"].v
        self.el_dia = el_dia = ing == DIAS_1990
        self.nuevo = ing >= DIAS_1990 if self.lectura("INT-01", el_dia) == "inclusiva" else ing > DIAS_1990
        # outside the period the result gives only the age and whether a new participant (retiro.protocolo.calculadora)
        self.usos_fuera = {**self.usos, "INT-31": True}

    def _vias(self) -> None:
        """18.1–18.4: each route of retirement, whatever the pension asked for (retiro.ley.articulo18.vias). The
        readings are consulted lazily (retiro.ley.articulo18._via): only where the route's other requirements hold."""
        n, edad, nuevo, N = self.n, self.edad, self.nuevo, self.N
        self.en_activo = en_activo = self.b["en_servicio_activo"].v
        c10, c25, c30 = (self.completo(N, anos) for anos in (SERVICIO_18_2, SERVICIO_18_1, SERVICIO_ALTO_RIESGO))
        self.c10, self.c25, self.c30 = c10, c25, c30
        self.en_cuerpo = en_cuerpo = self.o["cuerpo"].v != 0
        r1, r2, r3 = (edad >= EDAD_18_1) & c25, (edad >= EDAD_18_2) & c10, nuevo & (edad >= EDAD_18_2_NUEVOS) & c10
        r4, r5 = en_cuerpo & (edad >= EDAD_18_3) & c25, en_cuerpo & nuevo & c30
        inactivo = ~en_activo
        no_exigido = self.lectura("INT-09", inactivo & (r1 | r2 | r3 | r4 | r5)) == "no_exigido"
        activo = en_activo | no_exigido
        v181 = activo & (edad >= EDAD_18_1) & c25  # 18.1
        # 18.2, first and second sentences (INT-02)
        adicional = self.lectura("INT-02", nuevo & r2) == "adicional"
        v1821 = (~nuevo | adicional) & activo & (edad >= EDAD_18_2) & c10
        v1822 = nuevo & activo & (edad >= EDAD_18_2_NUEVOS) & c10
        # 18.3 first sentence, or 18.4 for who moved to another post
        activo_exigido = self.lectura("INT-10", inactivo & r4 & (not no_exigido)) == "requiere_activo"
        self.lectura("INT-35", nuevo & r4)  # the run's reading is «todos» (the other goes to the reference)
        propio = en_cuerpo & (activo | (not activo_exigido)) & (edad >= EDAD_18_3) & c25
        ruta_184 = ~en_cuerpo & self.tr_dado
        retiene = np.zeros(n, bool)
        if ruta_184.any():  # a few rows (moves from the corps): computed over those rows only
            idx = np.flatnonzero(ruta_184)
            retiene[idx] = _Evaluacion._retiene_18_4(_Vista(self, idx), np.ones(len(idx), bool), nuevo[idx])
        v1831 = _si(ruta_184, retiene, propio)
        # 18.3 second sentence (INT-11)
        edad_minima = EDAD_18_3 if self.lectura("INT-11", r5 & (edad < EDAD_18_3)) == "edad_50" else 0
        v1832 = en_cuerpo & nuevo & activo & (edad >= edad_minima) & c30
        self.vias = (v181, v1821, v1822, v1831, v1832)
        self.via_general, self.via_cuerpo, self.via_ar = v181 | v1821 | v1822, v1831, v1832

    def _salida_18(self, p: _Pension) -> None:
        """The Article 18 columns of the requested pension (and what Article 10 takes from it)."""
        fuera, tipo = self.fuera, self.tipo
        # INT-07 and INT-08 wherever an amount is reported (here, or in Article 10 with the pension given as a fact)
        self.lectura("INT-07", p.con_cuantia)
        self.lectura("INT-08", p.con_cuantia)
        self.r18_anual = _si(p.tiene_anual, p.anual, -1)
        self.r18_factor = _si(p.reducida, p.factor, -1)
        cod = self._codigos
        self.out["edad_al_retiro"] = pa.array(self.edad.astype(np.int64))
        self.out["nuevo_participante"] = pa.array(self.nuevo)
        vias = _si(fuera, 0, _bits(*self.vias))
        # eligibility is that of the requested pension (retiro.ley.articulo18.Vias.para; merit: EXT-03)
        merito = tipo == 2
        propias = _si(tipo == 1, vias & 16, _si(merito, 0, vias & 15))
        self.out["elegible"] = _arrow(pa.bool_(), p.sigue, fuera)  # null: «no determinado»
        self.out["vias"] = cod(vias, _VIAS)
        self.out["clausulas"] = cod(_si(merito & p.sigue, 32, propias), _CLAUSULAS_PEDIDAS)
        self.out["reduccion_aplica"] = _arrow(pa.bool_(), p.reduccion, ~p.sigue)
        self.out["excepciones"] = cod(_si(p.sigue, p.excep, 0), _EXCEPCIONES)
        self.out["tipo_pension"] = cod(tipo, list(OPCIONES["tipo_pension"]))
        self.out["estado"] = cod(p.estado, _ESTADOS)
        self.out["formula"] = cod(p.formula, _FORMULAS, nulo=p.formula == 0)
        self._dinero("anual_antes_de_reduccion", "mensual_antes_de_reduccion", p.antes, ~p.con_cuantia)
        self._dinero("anual", "mensual", p.anual, ~p.tiene_anual)
        self.out["factor_reduccion"] = cod(*_factores(p.factor, ~p.reducida), nulo=~p.reducida)
        # EXT rules recorded (ctx.externa): EXT-01 and EXT-02 by the formula, EXT-03 once the merit pension is weighed
        externas = [~(p.sigue | p.merito_ext) | fuera, p.formula == 4, p.formula == 5, p.merito_ext]
        self.out["reglas_externas"] = cod(_primera(externas, [0, 1, 2, 3], 0), _EXTERNAS)

    def _pensiones_posibles(self, pedida: _Pension) -> None:
        """retiro.ley.pensiones_posibles: every pension whose route is open, in the order of `TIPOS_POSIBLES`; the
        requested one with its own result, each other one as if it were requested (its readings are not the
        result's: not recorded), the deferred annuity of EXT-05 where no route of 18.1–18.3 is open, and the most
        favourable (`_mas_favorable`). Null outside the period."""
        n, tipo, fuera, N = self.n, self.tipo, self.fuera, self.N
        # per type: open, annual amount (-1: none), the most it can pay (-1: not known), paid from the retirement
        abierta = np.zeros((4, n), bool)
        anual = np.full((4, n), -1, np.int64)
        tope = np.full((4, n), -1, np.int64)
        inmediata = np.ones((4, n), bool)
        a_p, t_p = pedida.anual_o_nada, pedida.tope
        # where the route of each other type may be open (retiro.ley.pensiones_posibles._puede_abrirse): 18.1–18.3 for
        # the optional pension, 18.3 (second sentence) for the high-risk annuity, EXT-03's years for merit
        minimo_merito = int(valor_externo("EXT-03", "anos_minimos") * SERVICIO)
        puede = (self.via_cuerpo | self.via_general, self.via_ar, minimo_merito <= N)
        for k in range(3):
            es_la_pedida = tipo == k
            abierta[k] = es_la_pedida & pedida.sigue
            anual[k] = _si(es_la_pedida, a_p, -1)
            tope[k] = _si(es_la_pedida, t_p, -1)
            idx = np.flatnonzero(~es_la_pedida & puede[k] & ~fuera)
            if len(idx):
                otra = _pension(_Vista(self, idx, registrar=False), np.full(len(idx), k, np.int8))
                abierta[k, idx], anual[k, idx], tope[k, idx] = otra.sigue, otra.anual_o_nada, otra.tope
        # EXT-05 (3 L.P.R.A. § 766(a), second paragraph): who leaves the service before 58 with 10 or more years,
        # from 58 (with 18.1–18.3 open, that is the same retirement, not another pension)
        anos, edad_pago = (int(valor_externo("EXT-05", c)) for c in ("anos_minimos", "edad_de_pago"))
        diferida = ~(abierta[0] | abierta[1]) & ~self.nuevo & ~fuera & _completo(N, anos, self.L["INT-06"])
        diferida &= ~(self.en_activo & (self.edad >= edad_pago))
        idx = np.flatnonzero(diferida)
        if len(idx):
            abierta[3, idx] = True
            anual[3, idx] = tope[3, idx] = _ext_01(self.m, self.R[idx], N[idx])
            nac = Fecha(*(x[idx] for x in (self.nac.dias, self.nac.y, self.nac.m, self.nac.d)))
            inmediata[3, idx] = fecha_en_que_cumple(nac, edad_pago, self.L["INT-05"]) <= self.ret_f.dias[idx]
        mejor, mayor = _mas_favorable(abierta, anual, tope, inmediata, tipo)
        cod = self._codigos
        self.out["pensiones_posibles"] = cod(_bits(*abierta), _POSIBLES, nulo=fuera)
        self.out["pension_mas_favorable"] = cod(np.maximum(mejor, 0), TIPOS_POSIBLES, nulo=mejor < 0)
        self._uno("anual_mas_favorable", mayor, mejor < 0)

    def _retiene_18_4(self, ruta: np.ndarray, nuevo: np.ndarray) -> np.ndarray:
        """18.4 (INT-04, INT-12, INT-17): the corps right kept by who moved to another post of the System."""
        n = self.n
        if not ruta.any():
            return np.zeros(n, bool)
        tf = Fecha.de(self.f["traslado.fecha"].v)
        l29 = self.L["INT-05"]
        edad_tr = edad_cumplida(self.nac, tf, l29)
        if self.feb29.any():  # retiro.ley.fechas.edad_segun: recorded only where the readings give different ages
            otra_edad = edad_cumplida(self.nac, tf, "1_marzo" if l29 == "28_febrero" else "28_febrero")
            self.lectura("INT-05", ruta & self.feb29 & (otra_edad != edad_tr))
        NT = self.ser["traslado.servicio_acreditable"].v
        a = ruta & (edad_tr >= EDAD_18_3) & self.completo(NT, SERVICIO_18_3, ruta & (edad_tr >= EDAD_18_3))
        # 18.4(a) as any pension of the Law (INT-17): consulted only where 18.2 could give (a) (58 and 10 years)
        no_a = ruta & ~a
        posible = no_a & (edad_tr >= EDAD_18_2) & self.completo(NT, SERVICIO_18_2, no_a & (edad_tr >= EDAD_18_2))
        if self.lectura("INT-17", posible) == "cualquier_pension" and posible.any():
            sustituye = self.lectura("INT-02", posible & nuevo) == "sustituye"
            a = a | (posible & (edad_tr >= _si(nuevo & sustituye, EDAD_18_2_NUEVOS, EDAD_18_2)))
        b = self.b["traslado.sin_interrupcion"].v
        self.lectura("INT-38", ruta & b)  # the column puesto_en_el_sistema is not the engine's: not given
        # INT-04 only where (a) and (b) differ; INT-12 only for (a) without an uninterrupted move (cumulative)
        if self.lectura("INT-04", ruta & (a != b)) == "alternativas":
            retiene = a | b
        else:
            retiene = a & b
            if self.lectura("INT-12", ruta & a & ~b) == "retiene":
                retiene = _si(~b, a, retiene)
        return ruta & retiene

    # -- Article 10 ----------------------------------------------------------------------------------------
    def articulo10(self) -> None:
        co = self.co_dado
        if not co.any():
            for c in _COLUMNAS_10:
                self.out[c] = pa.nulls(self.n, _TIPOS[c])
            return
        # Only the rows with Article 10 facts (a quarter of a typical membership) go through its rules.
        idx, columnas = self.filas_10
        self._articulo10(self if len(idx) == self.n else _Vista(self, idx, columnas))

    def _articulo10(self, e) -> None:
        """10.1–10.7 over the rows of `e` (this evaluation, or a view of its rows with Article 10 facts), clause by
        clause: who is not coordinated (10.6, 10.7), the condition and date of 10.1, the statutory pension (10.5),
        the products of 10.2 and 10.3, the guarantee (10.4, 10.5, 10.6(e)), and the columns."""
        c = _Coordinacion()
        _excluidas_10_6_10_7(e, c)
        _condicion_10_1(e, c)
        _pension_estatutaria_10_5(e, c)
        _productos_10_2_10_3(e, c)
        _garantia_10_4_10_5(e, c)
        _salida_10(e, c)

    # -- outputs -------------------------------------------------------------------------------------------
    def _codigos(self, codigos: np.ndarray, textos: Sequence[str], nulo: np.ndarray | None = None) -> pa.Array:
        diccionario = _diccionario(textos if isinstance(textos, tuple) else tuple(textos))
        # every code within the dictionary, also under the nulls (checked here: cheaper than Arrow's row-by-row check)
        if len(codigos) and not (codigos.min() >= 0 and codigos.max() < len(diccionario)):
            raise ValueError(f"código fuera del diccionario {textos[:3]}…")
        indices = _arrow(pa.int32(), codigos.astype(np.int32), nulo)
        return pa.DictionaryArray.from_arrays(indices, diccionario, safe=False)

    def _fecha(self, nombre: str, dias: np.ndarray, nulo: np.ndarray) -> None:
        self.out[nombre] = _arrow(pa.date32(), dias.astype(np.int32), nulo)

    def _uno(self, nombre: str, x: np.ndarray, nulo: np.ndarray) -> None:
        self.out[nombre] = _decimal(centavos(x), nulo)

    def _dinero(self, anual: str, mensual: str, x: np.ndarray, nulo: np.ndarray) -> None:
        c = centavos(x)
        self.out[anual] = _decimal(c, nulo)
        self.out[mensual] = _decimal(centavos_mensuales(x, c, self.L["INT-07"]), nulo)

    def salida(self) -> Salida:
        self.leer()
        self.articulo18()
        self.articulo10()
        self.out["lecturas"] = self._lecturas()
        self.out["estado_fila"] = pa.DictionaryArray.from_arrays(
            pa.array(np.zeros(self.n, np.int32)), _diccionario(("resultado",))
        )
        return Salida(self.out, self.razones())


# -- Article 18, route by route ---------------------------------------------------------------------------
# Each function takes `e`: the evaluation (the requested pension: its readings are recorded) or a view of some of
# its rows (another pension, weighed as if it were requested: retiro.ley.pensiones_posibles, readings not recorded).


@dataclass
class _Pension:
    """One type of pension at the rows of `e`, through retiro.ley.articulo18.evaluar from the routes on."""

    sigue: np.ndarray  # it proceeds (elegible), inside the period
    merito_ext: np.ndarray  # a merit pension weighed by EXT-03 (the rule recorded)
    excep: np.ndarray  # 18.5(a)–(e), one bit each
    formula: np.ndarray  # 0 none, 1 18.6.a, 2 18.6.b, 3 18.6.c, 4 EXT-01, 5 EXT-02, 6 EXT-03
    antes: np.ndarray  # the amount before the reduction, in units
    con_cuantia: np.ndarray
    factor: np.ndarray  # over 10^4; -1 none, -2 not exact in 4 decimals
    reducida: np.ndarray
    anual: np.ndarray
    tiene_anual: np.ndarray
    estado: np.ndarray  # codes of _ESTADOS

    @property
    def reduccion(self) -> np.ndarray:
        return self.excep == 0

    @property
    def anual_o_nada(self) -> np.ndarray:
        return _si(self.tiene_anual, self.anual, -1)

    @property
    def tope(self) -> np.ndarray:
        """`PensionPosible.tope`: the amount, or the one before a reduction still without factor (factor ≤ 1); -1
        when not known."""
        return _si(self.tiene_anual, self.anual, _si(self.estado == 3, self.antes, -1))


def _pension(e, tipo: np.ndarray) -> _Pension:
    """retiro.ley.articulo18.evaluar for the pension of type `tipo`: whether it proceeds, its exceptions (18.5), its
    formula and amount (18.6) and its reduction (18.6(d))."""
    # tipo: the position in OPCIONES["tipo_pension"] (the optional pension, the high-risk annuity, merit)
    sigue, merito_ext, sin_cuantia = _procede(e, tipo)
    excep = _excepciones_18_5(e, tipo, sigue)
    formula = _formula_18_6(e, tipo, sigue, sin_cuantia)
    antes, falta_pct = _cuantia(e, formula)
    con_cuantia = (formula != 0) & ~falta_pct
    reducir = con_cuantia & (excep == 0)
    factor, reducida, anual = _reduccion_18_6_d(e, antes, reducir)
    tiene_anual = con_cuantia & ((excep != 0) | reducida)
    estado = _primera([e.fuera, ~sigue, formula == 0, falta_pct, reducir & ~reducida], [5, 0, 1, 2, 3], 4)
    return _Pension(sigue, merito_ext, excep, formula, antes, con_cuantia, factor, reducida, anual, tiene_anual, estado)


def _procede(e, tipo: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Whether the pension proceeds (retiro.ley.articulo18.Vias.para): the high-risk annuity by 18.3 (second sentence),
    the optional pension by 18.1, 18.2 or 18.3 (first sentence, or the right kept by 18.4), the merit pension by
    EXT-03's years of service (INT-29 for a new participant, INT-46 for who is not in active service); none
    outside the period. Also: the merit rows weighed by EXT-03, and those that proceed without an amount (INT-29)."""
    n, nuevo = e.n, e.nuevo
    alto_riesgo, merito = tipo == 1, tipo == 2
    sin_merito = sin_cuantia = np.zeros(n, bool)
    if merito.any():
        l29 = e.lectura("INT-29", merito & nuevo)
        sin_merito = merito & nuevo & (l29 == "sin_merito_para_nuevos")
        sin_cuantia = merito & nuevo & (l29 == "sin_cuantia")  # proceeds, without an amount
    minimo = valor_externo("EXT-03", "anos_minimos") * SERVICIO
    assert minimo.denominator == 1
    merito_ext = merito & ~sin_merito  # EXT-03 recorded (ctx.externa) from here on
    corto = merito_ext & (int(minimo) > e.N)
    # INT-46 (retiro.ley.articulo18.merito_sin_servicio_activo): consulted for the inactive member with the years
    c46 = merito_ext & ~corto & ~e.en_activo
    if c46.any() and e.lectura("INT-46", c46) == "en_servicio_activo":
        corto = corto | c46  # EXT-03 recorded, and the merit pension does not proceed
    sigue = _si(alto_riesgo, e.via_ar, _si(merito, merito_ext & ~corto, e.via_cuerpo | e.via_general))
    return sigue & ~e.fuera, merito_ext, sin_cuantia


def _excepciones_18_5(e, tipo: np.ndarray, sigue: np.ndarray) -> np.ndarray:
    """18.5(a)–(e): the pensions not subject to the actuarial reduction (INT-18, INT-36, INT-03, INT-16)."""
    nuevo, edad = e.nuevo, e.edad
    retiene = np.zeros(e.n, bool)
    d_18 = sigue & ~e.en_cuerpo & e.tr_dado & e.via_cuerpo
    if d_18.any():
        retiene = d_18 & (e.lectura("INT-18", d_18) == "retiene_excepcion")
    ex_a = e.en_cuerpo | retiene
    e.lectura("INT-36", sigue & ex_a & nuevo)  # the run's reading is «todos» (the other goes to the reference)
    todos = e.lectura("INT-03", sigue & (edad >= EDAD_18_5_B) & nuevo) == "todos"
    ex_b = (edad >= EDAD_18_5_B) & (~nuevo | todos)
    ex_c = tipo == 2
    ex_d = (tipo == 1) & nuevo
    solo_65 = e.lectura("INT-16", sigue & nuevo & (edad > EDAD_18_5_E)) == "solo_a_los_65"
    ex_e = nuevo & ((edad == EDAD_18_5_E) if solo_65 else (edad >= EDAD_18_5_E))
    return _bits(ex_a, ex_b, ex_c, ex_d, ex_e)


def _formula_18_6(e, tipo: np.ndarray, sigue: np.ndarray, sin_cuantia: np.ndarray) -> np.ndarray:
    """retiro.ley.articulo18._formula_sin_reduccion: the formula by the route of the retirement (INT-19, INT-13,
    INT-15, INT-14), in the codes of `_FORMULAS`."""
    nuevo, edad, c25, c30 = e.nuevo, e.edad, e.c25, e.c30
    alto_riesgo, merito, opcional = tipo == 1, tipo == 2, tipo == 0
    por_cuerpo = e.via_cuerpo & opcional
    # 18.3 (and 18.4): EXT-01, or 18.6(b) for a new participant (INT-19)
    c19 = sigue & por_cuerpo & nuevo
    f19 = 2 if (c19.any() and e.lectura("INT-19", c19) == "formula_18_6_b") else 4
    # new participants: 18.6(a) at 55–57 with 25–29 years (INT-13), none at 65 (INT-15), 18.6(c) early, else 18.6(b)
    resto_nuevo = sigue & opcional & ~por_cuerpo & nuevo
    a13 = np.zeros(e.n, bool)
    en_a = resto_nuevo & (edad >= EDAD_18_6_A) & (edad < EDAD_18_6_A_HASTA) & c25 & ~c30
    if en_a.any() and e.lectura("INT-13", en_a) == "todos":
        a13 = en_a
    c15 = resto_nuevo & ~a13 & (edad >= EDAD_18_2_NUEVOS)
    sin_15 = c15.any() and e.lectura("INT-15", c15) == "sin_formula"
    temprano = (edad >= EDAD_18_6_C) & (edad < EDAD_18_2_NUEVOS) & c25
    f_nuevo = _primera([a13, c15 & sin_15, temprano], [1, 0, 3], 2)
    # the earlier regime: EXT-01 from 58, 18.6(a) before 58 with less than 30 years (or with 30: INT-14)
    anterior = sigue & opcional & ~por_cuerpo & ~nuevo
    c14 = anterior & (edad < EDAD_18_2) & c30
    extender = c14.any() and e.lectura("INT-14", c14) == "extender_18_6_a"
    f_anterior = _primera([edad >= EDAD_18_2, ~c30 | extender], [4, 1], 0)
    formula = _primera(
        [~sigue | sin_cuantia, alto_riesgo, merito, por_cuerpo & nuevo, por_cuerpo, nuevo],
        [0, 5, 6, f19, 4, f_nuevo],
        f_anterior,
    )
    # 18.4 (INT-39): the retained pension is computed with the service and pay at retirement (the run's
    # reading); the reading is recorded where the service at the move differs (the pay at the move is not a column)
    retenida = por_cuerpo & ~e.en_cuerpo & e.tr_dado & (formula != 0)
    e.lectura("INT-39", retenida & (e.ser["traslado.servicio_acreditable"].v != e.N))
    return formula


def _cuantia(e, formula: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """retiro.ley.articulo18._cuantia: the amount before any reduction, in units; and the merit rows without the
    percentage it needs before 55 (their state says so)."""
    R, N, edad = e.R, e.N, e.edad
    # 18.6(a): 1½ % × r × min(n, 20) + 2 % × r × (n − 20)⁺, with r = R/100 and n = N/300
    u = POR_DOLAR // (100 * SERVICIO)  # units per (cent × 1/300 year)
    k_a = (_entero(PORCENTAJE_18_6 * u), _entero(PORCENTAJE_18_6_A_EXCESO * u), _entero(PORCENTAJE_18_6_B * u))
    t_a = ANOS_TRAMO * SERVICIO
    tramos = k_a[0] * np.minimum(N, t_a) + k_a[1] * np.maximum(N - t_a, 0)
    antes = _si(formula == 1, R * tramos, 0)
    antes = _si((formula == 2) | (formula == 3), R * (k_a[2] * N), antes)  # 18.6(b), (c)
    m4 = formula == 4
    if m4.any():
        antes = _si(m4, _ext_01(e.m, R, N), antes)
    m5 = formula == 5
    if m5.any():  # EXT-02
        mayor = edad >= int(valor_externo("EXT-02", "edad_umbral"))
        k55 = _unidades(valor_externo("EXT-02", "porcentaje_55_o_mas"))
        k_menos = _unidades(valor_externo("EXT-02", "porcentaje_menos_de_55"))
        antes = _si(m5, R * _si(mayor, k55, k_menos), antes)
    m6 = formula == 6
    falta_pct = np.zeros(e.n, bool)
    if m6.any():  # EXT-03: the percentage given, or EXT-03's from 55
        ptm = e.pct["porcentaje_merito"]
        k_ext03 = _unidades(valor_externo("EXT-03", "porcentaje_55_o_mas"))
        mayor = edad >= int(valor_externo("EXT-03", "edad_umbral"))
        k_pct = POR_CENTAVO // POR_CIENTO  # units per (cent × 1/10^4)
        antes = _si(m6 & ptm.dado, R * ptm.v * k_pct, _si(m6 & mayor, R * k_ext03, antes))
        falta_pct = m6 & ~ptm.dado & ~mayor
    return antes, falta_pct


def _ext_01(motor: Motor, R: np.ndarray, N: np.ndarray) -> np.ndarray:
    """EXT-01 (3 L.P.R.A. § 766(a)): its percentage for the first years of the band and the other for the excess."""
    u = POR_DOLAR // (100 * SERVICIO)
    k1, k2, anos = motor.ext01[0] * u, motor.ext01[1] * u, motor.ext01[2] * SERVICIO
    assert k1.denominator == 1 and k2.denominator == 1 and anos.denominator == 1
    tramo = int(anos)
    return R * (int(k1) * np.minimum(N, tramo) + int(k2) * np.maximum(N - tramo, 0))


def _reduccion_18_6_d(e, antes: np.ndarray, reducir: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """18.6(d): the factor of the Board's table by age (INT-30: years, or years and months), and the reduced amount
    (exact: every amount is a multiple of 10^4 units, so the factor, over 10^4, divides first)."""
    tabla = e.m.tabla
    factor = np.full(e.n, -1, np.int64)
    if tabla is not None and reducir.any():
        if e.lectura("INT-30", reducir) == "edad_cumplida":
            factor = _si(reducir, e.m.por_edad[np.clip(e.edad, 0, EDAD_MAX - 1)], -1)
        else:
            l29 = e.L["INT-05"]
            meses = edad_en_meses(e.nac, e.ret_f, l29)
            if e.feb29.any():  # INT-05 only where the readings give different ages in months
                otra = edad_en_meses(e.nac, e.ret_f, "1_marzo" if l29 == "28_febrero" else "28_febrero")
                e.lectura("INT-05", reducir & e.feb29 & (otra != meses))
            factor = _si(reducir, e.m.por_meses[np.clip(meses, 0, EDAD_MAX * 12 - 1)], -1)
        e.marcar(reducir & (factor == -2), 6)
    reducida = reducir & (factor >= 0)
    return factor, reducida, _si(reducida, antes // FACTOR * np.maximum(factor, 0), antes)


def _completo(servicio: np.ndarray, anos: int, lectura_06: str) -> np.ndarray:
    """`_Evaluacion.completo` without recording the reading (a pension that is not the result's own)."""
    if lectura_06 == "redondeo_medio_ano":
        return servicio >= anos * SERVICIO - SERVICIO // 2
    return servicio >= anos * SERVICIO


def _mas_favorable(
    abierta: np.ndarray, anual: np.ndarray, tope: np.ndarray, inmediata: np.ndarray, tipo: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """retiro.ley.pensiones_posibles._mas_favorable over the rows (one row of each array per type, in `TIPOS_POSIBLES`
    order): the type (-1: it cannot be told, or none is open) and its annual amount. Among those paid from the
    retirement (all of them, if none is), the largest amount, unless one without amount may pay more or one has
    no bound at all; in a tie, the requested one, or the first."""
    cuenta = abierta & (inmediata | ~(abierta & inmediata).any(axis=0))
    con_cuantia = cuenta & (anual >= 0)
    mayor = np.where(con_cuantia, anual, -1).max(axis=0)
    se_sabe = con_cuantia.any(axis=0) & ~(cuenta & (tope < 0)).any(axis=0)
    se_sabe &= ~(cuenta & (anual < 0) & (tope > mayor)).any(axis=0)
    empatada = con_cuantia & (anual == mayor)
    pedida = empatada[np.minimum(tipo, len(TIPOS_POSIBLES) - 1), np.arange(len(tipo))]
    mejor = _si(pedida, tipo, np.argmax(empatada, axis=0))
    return _si(se_sabe, mejor, -1), mayor


# -- Article 10, clause by clause --------------------------------------------------------------------------
# Each function takes `e` (the evaluation, or a view of its rows with Article 10 facts) and the coordination so far.


class _Coordinacion:
    """What 10.1–10.7 have decided so far, row by row (names as in retiro.ley.articulo10)."""

    excluida: np.ndarray  # not coordinated by 10.6(b)–(e) or 10.7
    motivos: np.ndarray  # the clauses of the reasons (codes of _motivos_10)
    coordinable: np.ndarray  # 10.1 holds: a date of effect
    efecto: np.ndarray
    pe: np.ndarray  # the statutory pension (-1: not known)
    factor: np.ndarray
    ocupacional: np.ndarray
    resta: np.ndarray  # 10.4 read as a direct subtraction (INT-28)
    formula_ruta: np.ndarray  # coordinated by the formula of 10.2 or 10.3
    productos: tuple[np.ndarray, ...]  # 10.2 (a)–(d)
    p10: np.ndarray
    p103: np.ndarray
    m_hasta: np.ndarray
    m_exceso: np.ndarray
    formula: np.ndarray


def _excluidas_10_6_10_7(e, c: _Coordinacion) -> None:
    """10.7 (INT-26, INT-23) and 10.6(b)–(e) (INT-27): who is not coordinated; outside the period
    (retiro.protocolo.calculadora) nobody is, and the reasons are the bounds crossed."""
    f, b, o = e.f, e.b, e.o
    cuerpo = o["cuerpo"].v
    tr_policia = e.tr_dado & (o["traslado.cuerpo"].v == 1)
    # 10.7
    x_policia = cuerpo == 1
    c26 = (cuerpo != 1) & tr_policia
    x_traslado = c26 & (e.lectura("INT-26", c26) == "incluye_traslado")
    c23 = cuerpo == 2
    x_bomberos = c23 & (e.lectura("INT-23", c23) == "incluye_bomberos")
    x_107 = x_policia | x_traslado | x_bomberos | (o["puesto"].v != 0) | e.nuevo
    # 10.6(b)–(e)
    fcon = f["coordinacion.fecha_concesion"]
    concesion = _si(fcon.dado, fcon.v, f["fecha_retiro"].v)
    x_b = concesion < DIAS_1968
    fsep, fop = f["coordinacion.fecha_separacion"], f["coordinacion.fecha_opcion_traspaso"]
    x_c = b["coordinacion.pension_diferida"].v & fsep.dado & (fsep.v < DIAS_1968)
    x_d = b["coordinacion.anualidad_por_traspaso"].v & fop.dado & (fop.v < DIAS_1968)
    minima = b["coordinacion.pension_minima"].v
    x_e = minima & (e.lectura("INT-27", minima) == "excluye_pensiones_minimas")
    c.excluida = (x_107 | x_b | x_c | x_d | x_e) & ~e.fuera
    motivos = _bits(x_107, x_b, x_c, x_d, x_e).astype(np.int32)
    c.motivos = _si(e.fuera, 256 + e.fuera_bits.astype(np.int32), motivos)


def _condicion_10_1(e, c: _Coordinacion) -> None:
    """10.1 (INT-24, INT-45; INT-05 for a 29 February birth: retiro.ley.fechas.lectura_29_si_importa): coordinated from
    65 with the plan, fully insured and eligible for the primary benefits; the date of effect."""
    f, b = e.f, e.b
    sigue = ~c.excluida & ~e.fuera
    l29 = e.L["INT-05"]
    e.lectura("INT-05", sigue & e.feb29)
    cumple_65 = fecha_en_que_cumple(e.nac, 65, l29)
    fc = f["coordinacion.fecha_coordinacion"].v
    edad_c = edad_cumplida(e.nac, Fecha.de(fc), l29)
    otras = f["fecha_retiro"].v
    for x in ("coordinacion.fecha_plenamente_asegurado", "coordinacion.fecha_elegible_beneficios_primarios"):
        otras = _si(f[x].dado, np.maximum(otras, f[x].v), otras)
    # INT-45 (the run: the birthday itself) only where the eve would change the condition or the date of effect
    e.lectura("INT-45", sigue & ((fc == cumple_65 - 1) | ((cumple_65 > otras) & (fc >= cumple_65 - 1))))
    faltan = ~b["coordinacion.plan_coordinado"].v | (edad_c < EDAD_10_1)
    faltan |= ~b["coordinacion.plenamente_asegurado"].v | ~b["coordinacion.elegible_beneficios_primarios"].v
    efecto = cumple_65
    for x in ("coordinacion.fecha_plenamente_asegurado", "coordinacion.fecha_elegible_beneficios_primarios"):
        efecto = _si(f[x].dado, np.maximum(efecto, f[x].v), efecto)
    c24 = sigue & ~faltan & (efecto > cumple_65)
    faltan |= c24 & (e.lectura("INT-24", c24) == "solo_a_los_65")
    c.efecto = np.maximum(efecto, f["fecha_retiro"].v)
    c.motivos = _si(sigue & faltan, 32, c.motivos)
    c.coordinable = sigue & ~faltan


def _pension_estatutaria_10_5(e, c: _Coordinacion) -> None:
    """10.5: the statutory pension, a fact or the Article 18 amount (without one, the coordination is incomplete);
    10.4 for an occupational disability read as a direct subtraction (INT-28)."""
    pe_c = e.din["coordinacion.pension_estatutaria"]
    c.pe = _si(pe_c.dado, pe_c.v * POR_CENTAVO, e.r18_anual)
    c.factor = _si(pe_c.dado, _si(e.fac.dado, e.fac.v, -1), e.r18_factor)
    incompleta = c.coordinable & (c.pe < 0)
    c.motivos = _si(incompleta, 64, c.motivos)
    sigue = c.coordinable & ~incompleta
    c.ocupacional = e.o["coordinacion.tipo_pension"].v == 2
    c28 = sigue & c.ocupacional
    c.resta = c28 & (e.lectura("INT-28", c28) == "resta_directa")
    c.formula_ruta = sigue & ~c.resta


def _productos_10_2_10_3(e, c: _Coordinacion) -> None:
    """10.2 (a)–(d): the four products over the cap and the tier of years; 10.3 for a merit pension (INT-25)."""
    R, N, pct = e.R, e.N, e.pct
    tope = _entero(TOPE * 100)  # 10.2, in cents
    H, E = np.minimum(R, tope), np.maximum(R - tope, 0)
    u = POR_DOLAR // (100 * SERVICIO)
    P, Q = np.minimum(N, TRAMO_10_2 * SERVICIO), np.maximum(N - TRAMO_10_2 * SERVICIO, 0)
    merito = e.o["coordinacion.tipo_pension"].v == 3
    c.p10 = c.formula_ruta & ~merito
    c.productos = (
        H * P * _entero(PORCENTAJE_10_2_A * u),
        H * Q * _entero(PORCENTAJE_10_2_B * u),
        E * P * _entero(PORCENTAJE_10_2_C * u),
        E * Q * _entero(PORCENTAJE_10_2_D * u),
    )
    c.p103 = p103 = c.formula_ruta & merito
    AN = e.ser["coordinacion.anos_computo_original"].v
    pcm, ptm = pct["coordinacion.porcentaje_merito"], pct["porcentaje_merito"]
    PM = _si(pcm.dado, pcm.v, ptm.v)
    tope3 = _entero(TOPE_10_3 * 100)  # 10.3, in cents
    H3, E3 = np.minimum(R, tope3), np.maximum(R - tope3, 0)
    c.m_hasta = H3 * AN * _entero(PORCENTAJE_10_3 * u)
    k_pct = POR_CENTAVO // POR_CIENTO
    m_exceso = E3 * PM * k_pct
    c25 = p103 & (tope3 < R) & (AN != SERVICIO)  # INT-25 changes the result only with an excess and not one year
    if c25.any() and e.lectura("INT-25", c25) == "por_anos":
        base, k = E3 * PM * AN, k_pct // SERVICIO
        grande = c25 & (base > 2**61 // k)
        e.marcar(grande, 3)
        m_exceso = _si(c25, _si(grande, 0, base * k), m_exceso)
    c.m_exceso = m_exceso
    c.formula = _si(merito, c.m_hasta + m_exceso, sum(c.productos))


def _garantia_10_4_10_5(e, c: _Coordinacion) -> None:
    """The reduction of the formula (INT-21), whether it reduces the pension at all (INT-20), the Social Security
    benefit (10.4), the guarantee of 10.5 (INT-22) and the minimum pension of 10.6(e) (INT-27)."""
    din, pe, formula_ruta, resta = e.din, c.pe, c.formula_ruta, c.resta
    # INT-21: the same reduction (exact: every formula is a multiple of 10^4 units)
    c21 = formula_ruta & (c.factor >= 0) & (c.factor != FACTOR)
    misma = e.lectura("INT-21", c21) == "misma_reduccion"
    c.reducida = reducida = _si(c21 & misma, c.formula // FACTOR * np.maximum(c.factor, 0), c.formula)
    # INT-20, consulted only where the formula does not reduce the pension
    c20 = formula_ruta & (reducida >= pe)
    c.no_necesaria = no_necesaria = c20 & (e.lectura("INT-20", c20) == "si_reduce")
    # 10.4: the Social Security benefit
    ben_c = din["coordinacion.beneficio_seguro_social.monto"]
    c.ben = ben = ben_c.v * POR_CENTAVO * _si(e.o["coordinacion.beneficio_seguro_social.periodo"].v == 0, 12, 1)
    a_garantia = (formula_ruta & ~no_necesaria) | resta
    sin_ben = a_garantia & ~ben_c.dado
    e.marcar(sin_ben & ~c.ocupacional, 2)  # the reference raises: coordinacion.beneficio_seguro_social
    c.motivos = _si(sin_ben & c.ocupacional, 128, c.motivos)
    c.garantia = garantia = a_garantia & ~sin_ben
    # 10.5 (INT-22), 10.6(e) (INT-27)
    aumentos_c = din["coordinacion.aumentos_por_ley"]
    c.aumentos = aumentos = _si(aumentos_c.dado, aumentos_c.v, 0) * POR_CENTAVO
    cuantia = _si(resta, np.maximum(pe - ben, 0), reducida)
    # INT-22: the increases are outside the guarantee (or on both sides of it: the same floor); only
    # «aumentos_cuentan_como_pago» lets them pay toward it. Consulted only where there are increases.
    cuentan = e.lectura("INT-22", garantia & (aumentos != 0)) == "aumentos_cuentan_como_pago"
    c.piso = piso = np.maximum(pe - ben - (aumentos if cuentan else 0), 0)
    limita = _si(piso > cuantia, 1, _si(resta, 2, 0))  # 0 formula, 1 garantia, 2 resta, 3 minima
    coordinada = np.maximum(piso, cuantia)
    pmin = din["coordinacion.pension_minima_por_ley"]
    c27 = garantia & (pmin.dado | (e.L["INT-27"] == "minimo_como_piso"))
    if e.lectura("INT-27", c27) == "minimo_como_piso":
        piso_e = np.minimum(pmin.v * POR_CENTAVO, pe)
        sube = garantia & pmin.dado & (piso_e > coordinada)
        limita = _si(sube, 3, limita)
        coordinada = _si(sube, piso_e, coordinada)
    c.limita = limita
    # INT-20 after the guarantee (retiro.ley.articulo10.nada_reducido_10_5): nothing reduced, nothing to coordinate
    c20_10_5 = garantia & (coordinada >= pe)
    c.nada_reducido = c20_10_5 & (e.lectura("INT-20", c20_10_5) == "si_reduce")
    c.coordinada = _si(no_necesaria, pe, coordinada)


def _salida_10(e, c: _Coordinacion) -> None:
    """The Article 10 columns. 10.6, 10.7, 10.1 (retiro.ley.articulo10.sin_coordinar): what is not coordinated is paid
    as it was, with the increases; the statutory pension is reported when known (a fact, or the Article 18 amount).
    Each null mask is built once: a view scatters it once for the columns that share it."""
    fuera, pe, motivos, coordinable = e.fuera, c.pe, c.motivos, c.coordinable
    con_coordinada = c.garantia | c.no_necesaria
    sin_coordinar = ~fuera & (c.excluida | (motivos == 32))
    hay_pe = (coordinable | sin_coordinar) & (pe >= 0)
    total = _si(con_coordinada, c.coordinada, pe) + c.aumentos
    con_total = con_coordinada | (sin_coordinar & (pe >= 0))
    e.lectura("INT-07", hay_pe)  # amounts reported: rounding (INT-07) and the annual pay (INT-08)
    e.lectura("INT-08", hay_pe)
    estado = _primera(
        [fuera, c.excluida | (motivos == 32), motivos >= 64, c.no_necesaria | c.nada_reducido], [4, 1, 3, 2], 0
    )
    cod = e._codigos
    sin_co = np.zeros(e.n, bool)
    sin_formula, sin_garantia = ~c.formula_ruta, ~c.garantia
    e.out["coordinacion_estado"] = cod(estado, _ESTADOS_10, nulo=sin_co)
    e.out["coordinacion_clausulas"] = cod(motivos, _motivos_10(), nulo=sin_co)
    e._fecha("fecha_efecto", c.efecto, ~coordinable)
    e._uno("pension_estatutaria_anual", pe, ~hay_pe)
    sin_p10 = ~c.p10
    for nombre, x in zip(
        ("producto_10_2_a", "producto_10_2_b", "producto_10_2_c", "producto_10_2_d"), c.productos, strict=True
    ):
        e._uno(nombre, x, sin_p10)
    sin_p103 = ~c.p103
    e._uno("producto_10_3_hasta_el_tope", c.m_hasta, sin_p103)
    e._uno("producto_10_3_exceso", c.m_exceso, sin_p103)
    e._uno("formula_anual", c.formula, sin_formula)
    sin_factor = ~(coordinable & (pe >= 0) & (c.factor >= 0))
    e.out["coordinacion_factor_reduccion"] = cod(*_factores(c.factor, sin_factor), nulo=sin_factor)
    e._uno("formula_reducida_anual", c.reducida, sin_formula)
    e._uno("beneficio_seguro_social_anual", c.ben, sin_garantia)
    e._uno("piso_10_5_anual", c.piso, sin_garantia)
    e.out["limita"] = cod(c.limita, _LIMITA, nulo=sin_garantia)
    e._dinero("pension_coordinada_anual", "pension_coordinada_mensual", c.coordinada, ~con_coordinada)
    e._uno("aumentos_por_ley_anual", c.aumentos, sin_co)
    e._dinero("total_sistema_anual", "total_sistema_mensual", total, ~con_total)
    e._uno("total_con_seguro_social_anual", total + c.ben, sin_garantia)


class _Vista:
    """Some rows of an evaluation (those with Article 10 facts, a move of 18.4, another pension that may be open):
    inputs subset, readings and outputs scattered back. With `registrar` false the readings it consults are not
    recorded: they belong to a pension weighed as if requested (retiro.ley.pensiones_posibles), not to the result."""

    def __init__(self, ev: _Evaluacion, idx: np.ndarray, columnas: dict | None = None, registrar: bool = True):
        self.ev, self.idx, self.n, self.L, self.m, self.registrar = ev, idx, len(idx), ev.L, ev.m, registrar
        for nombre in ("f", "b", "o", "din", "ser", "pct"):
            setattr(self, nombre, (columnas or {}).get(nombre) or _Perezoso(getattr(ev, nombre), idx))
        self.out = ev.out
        self._nulos: dict[int, tuple[np.ndarray, np.ndarray]] = {}

    def __getattr__(self, nombre: str):
        """The evaluation's per-row values (arrays, dates, parsed columns), subset on first use."""
        if nombre.startswith("__") or nombre in ("ev", "idx", "_nulos", "m", "registrar"):
            raise AttributeError(nombre)
        x, idx = getattr(self.ev, nombre), self.idx
        if isinstance(x, np.ndarray):
            x = x[idx]
        elif isinstance(x, Fecha):
            x = Fecha(x.dias[idx], x.y[idx], x.m[idx], x.d[idx])
        elif isinstance(x, Col):
            x = _Subcolumna(x, idx)
        else:
            raise AttributeError(nombre)
        setattr(self, nombre, x)
        return x

    def completo(self, servicio: np.ndarray, anos: int, donde: np.ndarray | bool = True) -> np.ndarray:
        return _Evaluacion.completo(self, servicio, anos, donde)

    def _todo(self, x: np.ndarray, relleno) -> np.ndarray:
        """Values of these rows into an array of every row (`relleno` elsewhere: 0/False or True)."""
        lleno = np.ones(self.ev.n, x.dtype) if relleno else np.zeros(self.ev.n, x.dtype)
        lleno[self.idx] = x
        return lleno

    def _todo_nulo(self, nulo: np.ndarray) -> np.ndarray:
        """`_todo(nulo, True)`, once per mask (several output columns share one)."""
        previo = self._nulos.get(id(nulo))
        if previo is None or previo[0] is not nulo:
            previo = self._nulos[id(nulo)] = (nulo, self._todo(nulo, True))
        return previo[1]

    def lectura(self, i: str, donde: np.ndarray | bool = True) -> str:
        if not self.registrar:
            return self.L[i]
        donde = np.broadcast_to(np.asarray(donde, dtype=bool), (self.n,))
        return self.ev.lectura(i, self._todo(donde, False) if donde.any() else False)

    def marcar(self, donde: np.ndarray, razon: int) -> None:
        self.ev.marcar(self._todo(donde, False), razon)

    def _codigos(self, codigos: np.ndarray, textos: Sequence[str], nulo: np.ndarray | None = None) -> pa.Array:
        nulo = np.zeros(self.n, bool) if nulo is None else nulo
        return self.ev._codigos(self._todo(codigos, 0), textos, self._todo_nulo(nulo))

    def _fecha(self, nombre: str, dias: np.ndarray, nulo: np.ndarray) -> None:
        self.ev._fecha(nombre, self._todo(dias, 0), self._todo_nulo(nulo))

    def _uno(self, nombre: str, x: np.ndarray, nulo: np.ndarray) -> None:
        self.out[nombre] = _decimal(self._todo(centavos(x), 0), self._todo_nulo(nulo))

    def _dinero(self, anual: str, mensual: str, x: np.ndarray, nulo: np.ndarray) -> None:
        c, nulos = centavos(x), self._todo_nulo(nulo)
        self.out[anual] = _decimal(self._todo(c, 0), nulos)
        m = centavos_mensuales(x, c, self.L["INT-07"])
        self.out[mensual] = _decimal(self._todo(m, 0), nulos)


class _Perezoso(dict):
    """The columns of a view: each at the view's rows, on first use."""

    def __init__(self, columnas: dict, idx: np.ndarray):
        super().__init__()
        self.columnas, self.idx = columnas, idx

    def __missing__(self, clave: str) -> _Subcolumna:
        c = self[clave] = _Subcolumna(self.columnas[clave], self.idx)
        return c


class _Subcolumna:
    """A parsed column at some rows (`idx`): each array gathered on first use (a view reads few of them)."""

    ok = None

    def __init__(self, c: Col, idx: np.ndarray):
        self._c, self._idx = c, idx

    @cached_property
    def dado(self) -> np.ndarray:
        return self._c.dado[self._idx]

    @cached_property
    def v(self) -> np.ndarray:
        return self._c.v[self._idx]


def _decimal(c: np.ndarray, nulo: np.ndarray) -> pa.Array:
    """Cents (int64) → decimal64(18, 2), the output's money type, without copying (its buffer is the cents)."""
    return _arrow(TIPO_DINERO, np.ascontiguousarray(c, dtype=np.int64), nulo)


def _arrow(tipo: pa.DataType, valores: np.ndarray, nulo: np.ndarray | None) -> pa.Array:
    """A fixed-width Arrow array over the numpy values' buffer (booleans: packed), null where `nulo`: several
    times faster than `pa.array(valores, mask=nulo)`, which converts the mask row by row."""
    validez = pa.py_buffer(np.packbits(~nulo, bitorder="little")) if nulo is not None and nulo.any() else None
    if tipo == pa.bool_():
        datos = pa.py_buffer(np.packbits(valores, bitorder="little"))
    else:
        datos = pa.py_buffer(np.ascontiguousarray(valores))
        assert valores.dtype.itemsize * 8 == tipo.bit_width, (tipo, valores.dtype)
    return pa.Array.from_buffers(tipo, len(valores), [validez, datos])


@cache
def _diccionario(textos: tuple[str, ...]) -> pa.Array:
    """The dictionary (Arrow strings) of a coded output column, built once."""
    return pa.array(textos, pa.string())


def _combinaciones(nombres: list[str]) -> list[str]:
    return [";".join(x for k, x in enumerate(nombres) if i >> k & 1) for i in range(1 << len(nombres))]


_VIAS = _combinaciones(["18.1", "18.2/1", "18.2/2", "18.3/1", "18.3/2"])
_CLAUSULAS_VIAS = [";".join(dict.fromkeys(v.split("/")[0] for v in t.split(";") if v)) for t in _VIAS]
_CLAUSULAS_PEDIDAS = [*_CLAUSULAS_VIAS, "EXT-03"]  # code 32: the merit pension proceeds (EXT-03)
_EXCEPCIONES = _combinaciones(["18.5.a", "18.5.b", "18.5.c", "18.5.d", "18.5.e"])
_ESTADOS = [
    "no_elegible",
    "sin_formula_en_el_texto",
    "requiere_porcentaje_merito",
    "requiere_factor_de_la_junta",
    "calculada",
    "fuera_de_vigencia",
]
_FORMULAS = ["", "18.6.a", "18.6.b", "18.6.c", "EXT-01", "EXT-02", "EXT-03"]
_EXTERNAS = ["", "EXT-01", "EXT-02", "EXT-03"]
_POSIBLES = _combinaciones(list(TIPOS_POSIBLES))  # pensiones_posibles: one bit per type (retiro.ley.pensiones_posibles)
_ESTADOS_10 = ["coordinada", "no_se_coordina", "no_necesaria", "incompleta", "fuera_de_vigencia"]
_LIMITA = ["formula", "garantia_10_5", "resta_10_4", "minima_10_6_e"]
# Article 10 columns of the output (coordinacion_estado … total_con_seguro_social_anual), and every column's type.
_COLUMNAS_10 = NOMBRES[NOMBRES.index("coordinacion_estado") : NOMBRES.index("total_con_seguro_social_anual") + 1]
_TIPOS = {n: t for n, t, _ in COLUMNAS}


@cache
def _motivos_10() -> tuple[str, ...]:
    """Clauses of the coordination's reasons: 10.7, 10.6.b–e (bits 0–4), 10.1 (32), 10.5 (64), 10.4 (128); outside
    the period, 256 + the bounds crossed (VIG-nn)."""
    textos = _combinaciones(["10.7", "10.6.b", "10.6.c", "10.6.d", "10.6.e"])
    textos += ["10.1"] + [""] * 31 + ["10.5"] + [""] * 63 + ["10.4"]
    return tuple(textos + [""] * (256 - len(textos)) + _combinaciones(_ids_de_los_limites()))


@cache
def _texto_factor(i: int) -> str:
    return fraccion_texto(Fraction(i, FACTOR))


def _factores(factor: np.ndarray, nulo: np.ndarray) -> tuple[np.ndarray, tuple[str, ...]]:
    """Factors (0…FACTOR, over 10^4) as codes into the texts of the factors that occur in these rows: the text of
    each (`fraccion_texto`, the protocol's) is written once it occurs, not for all 10,001 on the first chunk."""
    f = np.maximum(factor, 0)
    dados = f[~nulo]
    if len(dados) and dados.max() > FACTOR:
        raise ValueError("factor de reducción mayor que 1")
    f = np.minimum(f, FACTOR)  # under a null any code will do
    presentes = np.flatnonzero(np.bincount(dados, minlength=1))  # ascending
    mapa = np.zeros(FACTOR + 1, np.int32)
    mapa[presentes] = np.arange(len(presentes), dtype=np.int32)
    return mapa[f], tuple(_texto_factor(int(i)) for i in presentes) or ("0",)
