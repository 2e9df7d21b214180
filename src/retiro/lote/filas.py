"""El resultado de un miembro como una fila: el esquema de salida de `retiro lote` (docs/lote.md).

Una fila por cada fila de entrada, siempre. Las cifras son las del JSON del protocolo
(`retiro.protocolo.salida.como_json`),
aplanadas: cada cuantía anual y mensual, los estados, las vías de elegibilidad, las cláusulas, las lecturas y
las reglas externas usadas. Una fila con datos malos es una fila de error que nombra el campo y el problema.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from retiro import revision
from retiro.ley.articulo10 import (
    ANOS_TRAMO,
    PORCENTAJE_10_2_A,
    PORCENTAJE_10_2_B,
    PORCENTAJE_10_2_C,
    PORCENTAJE_10_2_D,
    PORCENTAJE_10_3,
    PRODUCTO_10_3_EXCESO,
    PRODUCTO_10_3_HASTA,
    TOPE,
    TOPE_10_3,
)
from retiro.ley.formato import pesos_del_texto, por_ciento_como_la_ley

# The figures in the column descriptions, from the declaration (datos/parametros.yaml) that the rules use.
_PC, _T, _T3, _N = por_ciento_como_la_ley, pesos_del_texto(TOPE), pesos_del_texto(TOPE_10_3), ANOS_TRAMO

DINERO = pa.decimal64(18, 2)  # cents as int64: exact, and the engine writes them without copying

# (column, Arrow type, meaning in Spanish). The order is the output order. One source: docs/lote.md is checked
# against this list by tests/test_lote.py.
COLUMNAS: list[tuple[str, pa.DataType, str]] = [
    ("fila", pa.int64(), "número de la fila en el archivo de entrada (1 = primera fila de datos)"),
    ("linea", pa.int64(), "línea del archivo de entrada (CSV: la cabecera es la línea 1; JSON Lines: la línea)"),
    ("id", pa.string(), "identificador del miembro (columna `id` de la entrada, si la hay)"),
    ("estado_fila", pa.string(), "«resultado» o «error» (datos malos: véanse las tres columnas siguientes)"),
    (
        "error_campo",
        pa.string(),
        "campo con el problema (ruta del protocolo, p. ej. `coordinacion.fecha_coordinacion`)",
    ),
    ("error_mensaje", pa.string(), "el problema, en español"),
    ("error_valor", pa.string(), "el valor recibido, si lo hubo"),
    ("motor", pa.string(), "quién calculó la fila: «vectorial» o «referencia»"),
    ("edad_al_retiro", pa.int64(), "años cumplidos en la fecha de retiro"),
    ("nuevo_participante", pa.bool_(), "ingresó por primera vez al Sistema después del 1 de abril de 1990 (INT-01)"),
    (
        "elegible",
        pa.bool_(),
        "puede optar por el retiro por alguna vía de 18.1 a 18.3 (vacío: fuera de vigencia, «no determinado», "
        "nunca una negativa)",
    ),
    ("vias", pa.string(), "vías que cumple, separadas por «;» (18.1, 18.2/1, 18.2/2, 18.3/1, 18.3/2)"),
    ("clausulas", pa.string(), "cláusulas de elegibilidad que cumple, separadas por «;»"),
    ("reduccion_aplica", pa.bool_(), "la pensión está sujeta a reducción actuarial (18.5)"),
    ("excepciones", pa.string(), "excepciones de 18.5 que aplican, separadas por «;»"),
    ("tipo_pension", pa.string(), "opcional, alto_riesgo o merito"),
    ("estado", pa.string(), "estado de la pensión (calculada, requiere_factor_de_la_junta, no_elegible…)"),
    ("formula", pa.string(), "fórmula o regla externa de la cuantía (18.6.a, 18.6.b, 18.6.c, EXT-01…)"),
    ("anual_antes_de_reduccion", DINERO, "pensión anual antes de la reducción actuarial"),
    ("mensual_antes_de_reduccion", DINERO, "pensión mensual antes de la reducción actuarial"),
    ("factor_reduccion", pa.string(), "factor de la tabla actuarial de la Junta (18.6(d))"),
    ("anual", DINERO, "pensión anual"),
    ("mensual", DINERO, "pensión mensual"),
    (
        "pensiones_posibles",
        pa.string(),
        "pensiones cuya vía está abierta, la pedida o no, separadas por «;» (opcional, alto_riesgo, merito, "
        "anualidad_diferida); vacía si ninguna; nula fuera del período",
    ),
    ("pension_mas_favorable", pa.string(), "la pensión posible que más paga al año, si puede saberse"),
    ("anual_mas_favorable", DINERO, "pensión anual de la más favorable"),
    ("coordinacion_estado", pa.string(), "coordinada, no_se_coordina, no_necesaria o incompleta (Artículo 10)"),
    ("coordinacion_clausulas", pa.string(), "cláusulas de los motivos de la coordinación, separadas por «;»"),
    ("fecha_efecto", pa.date32(), "fecha desde la que se coordina (10.1)"),
    ("pension_estatutaria_anual", DINERO, "pensión conforme a la Ley con la que se coordina (10.5)"),
    ("producto_10_2_a", DINERO, f"10.2(a): {_PC(PORCENTAJE_10_2_A)} hasta {_T} × años hasta {_N}"),
    ("producto_10_2_b", DINERO, f"10.2(b): {_PC(PORCENTAJE_10_2_B)} hasta {_T} × años en exceso de {_N}"),
    ("producto_10_2_c", DINERO, f"10.2(c): {_PC(PORCENTAJE_10_2_C)} en exceso de {_T} × años hasta {_N}"),
    ("producto_10_2_d", DINERO, f"10.2(d): {_PC(PORCENTAJE_10_2_D)} en exceso de {_T} × años en exceso de {_N}"),
    ("producto_10_3_hasta_el_tope", DINERO, f"10.3: {_PC(PORCENTAJE_10_3)} hasta {_T3} × años del cómputo original"),
    ("producto_10_3_exceso", DINERO, f"10.3: exceso de {_T3} × por ciento original"),
    ("formula_anual", DINERO, "suma de los productos de 10.2 o 10.3"),
    ("coordinacion_factor_reduccion", pa.string(), "factor de reducción de la pensión coordinada (INT-21)"),
    ("formula_reducida_anual", DINERO, "suma de los productos, con la reducción (INT-21)"),
    ("beneficio_seguro_social_anual", DINERO, "beneficio anual del Seguro Social federal"),
    ("piso_10_5_anual", DINERO, "garantía de 10.5: pensión menos Seguro Social"),
    ("limita", pa.string(), "qué da la pensión coordinada: formula, garantia_10_5, resta_10_4, minima_10_6_e"),
    ("pension_coordinada_anual", DINERO, "pensión coordinada anual"),
    ("pension_coordinada_mensual", DINERO, "pensión coordinada mensual"),
    ("aumentos_por_ley_anual", DINERO, "aumentos por ley, que no se coordinan (10.6(a))"),
    ("total_sistema_anual", DINERO, "total anual que paga el Sistema"),
    ("total_sistema_mensual", DINERO, "total mensual que paga el Sistema"),
    ("total_con_seguro_social_anual", DINERO, "total anual del Sistema más el Seguro Social"),
    ("lecturas", pa.string(), "lecturas del registro de las que depende el resultado («INT-01=estricta;…»)"),
    ("reglas_externas", pa.string(), "reglas externas usadas (EXT-…), separadas por «;»"),
    (
        "pendientes_de_revision",
        pa.string(),
        "lo que el resultado usa y la revisión jurídica no aprobó, primero lo rechazado («EXT-01=rechazada;…»)",
    ),
    (
        "lecturas_en_contra",
        pa.string(),
        "lecturas que fueron en contra del pensionado («INT-29=sin_cuantia>segun_ext_03»; solo con "
        "--lecturas-en-contra)",
    ),
]
ESQUEMA = pa.schema([pa.field(n, t) for n, t, _ in COLUMNAS])
NOMBRES = [n for n, _, _ in COLUMNAS]
# Columns that say how a row was produced, not what the law gives: left out of every comparison.
PROCEDENCIA = ("fila", "linea", "id", "motor")
# Columns that depend on the reviewer's file, which another implementation does not read: not compared with one.
DE_LA_REVISION = ("pendientes_de_revision", "lecturas_en_contra")
COMPARABLES = [n for n in NOMBRES if n not in PROCEDENCIA and n not in DE_LA_REVISION]
PRODUCTOS = {
    "10.2.a": "producto_10_2_a",
    "10.2.b": "producto_10_2_b",
    "10.2.c": "producto_10_2_c",
    "10.2.d": "producto_10_2_d",
    PRODUCTO_10_3_HASTA: "producto_10_3_hasta_el_tope",
    PRODUCTO_10_3_EXCESO: "producto_10_3_exceso",
}
_ARTICULO_10 = {
    "pension_estatutaria_anual": "pension_estatutaria_anual",
    "formula_anual": "formula_anual",
    "formula_reducida_anual": "formula_reducida_anual",
    "beneficio_seguro_social_anual": "beneficio_seguro_social_anual",
    "piso_10_5_anual": "piso_10_5_anual",
    "limita": "limita",
    "pension_coordinada_anual": "pension_coordinada_anual",
    "pension_coordinada_mensual": "pension_coordinada_mensual",
    "aumentos_por_ley_anual": "aumentos_por_ley_anual",
    "total_sistema_anual": "total_sistema_anual",
    "total_sistema_mensual": "total_sistema_mensual",
    "total_con_seguro_social_anual": "total_con_seguro_social_anual",
    "factor_reduccion": "coordinacion_factor_reduccion",
}


def unir(partes) -> str:
    """Una lista como texto de la fila: elementos únicos, en orden, separados por «;»."""
    vistas: list[str] = []
    for p in partes:
        if p not in vistas:
            vistas.append(p)
    return ";".join(vistas)


def _dinero(x: str | None) -> Decimal | None:
    return None if x is None else Decimal(x)


def _posibles(j: dict | None) -> dict:
    """Las pensiones a que tiene derecho (issue 21 §2): sus tipos, la más favorable y su cuantía anual."""
    if j is None:
        return {}
    mejor = next((p for p in j["pensiones"] if p["tipo_pension"] == j["mas_favorable"]), None)
    return {
        "pensiones_posibles": unir(p["tipo_pension"] for p in j["pensiones"]),
        "pension_mas_favorable": j["mas_favorable"],
        "anual_mas_favorable": None if mejor is None else _dinero(mejor["anual"]),
    }


def fila_de_respuesta(r: dict) -> dict:
    """Aplana una respuesta del protocolo (resultado o error) en una fila de salida (sin fila, línea ni id)."""
    if "error" in r:
        e = r["error"]
        valor = e.get("valor_recibido")
        return {
            "estado_fila": "error",
            "error_campo": e.get("campo"),
            "error_mensaje": e.get("mensaje"),
            "error_valor": None if valor is None else str(valor),
        }
    el, red, p = r["elegibilidad"], r["reduccion_actuarial"], r["pension"]
    fila = {
        "estado_fila": "resultado",
        "edad_al_retiro": r["edad_al_retiro"],
        "nuevo_participante": r["nuevo_participante"],
        "elegible": el["elegible"],
        "vias": unir(
            v["clausula"] + (f"/{v['oracion']}" if v.get("oracion") else "")
            for v in el["verificaciones"]
            if v["cumple"]
        ),
        "clausulas": unir(el["clausulas"]),
        "reduccion_aplica": red["aplica"],
        "excepciones": unir(red["excepciones"]),
        "tipo_pension": p["tipo_pension"],
        "estado": p["estado"],
        "formula": p["formula"],
        "anual_antes_de_reduccion": _dinero(p["anual_antes_de_reduccion"]),
        "mensual_antes_de_reduccion": _dinero(p["mensual_antes_de_reduccion"]),
        "factor_reduccion": p["factor_reduccion"],
        "anual": _dinero(p["anual"]),
        "mensual": _dinero(p["mensual"]),
        **_posibles(r.get("pensiones_posibles")),
        "lecturas": ";".join(f"{k}={v}" for k, v in sorted(r["dependencias"]["lecturas"].items())),
        "reglas_externas": unir(x["id"] for x in r["dependencias"]["reglas_externas"]),
        "pendientes_de_revision": unir(
            f"{x['id']}={x['estado']}" for x in r["dependencias"].get("pendientes_de_revision", [])
        ),
        "lecturas_en_contra": None
        if r["dependencias"].get("lecturas_en_contra") is None
        else unir(f"{x['id']}={x['lectura']}>{x['alternativa']}" for x in r["dependencias"]["lecturas_en_contra"]),
    }
    c = r.get("coordinacion")
    if c is not None:
        fila["coordinacion_estado"] = c["estado"]
        fila["coordinacion_clausulas"] = unir(m["clausula"] for m in c["motivos"])
        fila["fecha_efecto"] = c["fecha_efecto"]
        for clave, columna in _ARTICULO_10.items():
            v = c.get(clave)
            fila[columna] = v if clave in ("limita", "factor_reduccion") else _dinero(v)
        for clave, valor in c["productos"].items():
            fila[PRODUCTOS[clave]] = _dinero(valor)
    return fila


def tabla_de_filas(filas: list[dict], esquema: pa.Schema = ESQUEMA) -> pa.Table:
    """Filas (dicts) → tabla de Arrow con el esquema dado (las columnas que falten quedan nulas)."""
    columnas = {}
    for campo in esquema:
        valores = [f.get(campo.name) for f in filas]
        if campo.type == pa.date32():
            valores = [date.fromisoformat(v) if isinstance(v, str) else v for v in valores]
        try:
            columnas[campo.name] = pa.array(valores, type=campo.type)
        except UnicodeEncodeError:  # a lone surrogate from a JSON Lines row, quoted in a message: its \uXXXX escape
            valores = [
                v.encode("utf-8", "backslashreplace").decode("utf-8") if isinstance(v, str) else v for v in valores
            ]
            columnas[campo.name] = pa.array(valores, type=campo.type)
    return pa.table(columnas, schema=esquema)


_CLAVES_DE_REVISION = (
    "lecturas",
    "reglas_externas",
    "clausulas",
    "vias",
    "excepciones",
    "formula",
    "coordinacion_clausulas",
)


def _revision_de(k: str) -> tuple[str, bool]:
    """What the review says of one combination of the key columns (joined by «|»): the unapproved items as the
    row's text, and whether something the result uses was rejected."""
    lecturas, externas, *citadas = k.split("|")
    usadas = dict(x.split("=", 1) for x in lecturas.split(";") if x)
    ext = [x for x in externas.split(";") if x]
    vig = ["VIG-01", "VIG-02", "VIG-03", *(["VIG-04"] if "INT-32" in usadas else [])]
    cl = [x.split("/")[0] for c in citadas for x in c.split(";") if x and not x.startswith("EXT-")]
    revisadas = revision.dependencias(usadas, ext, vig, revision.ocr_de(cl))
    pendientes = unir(f"{x['id']}={x['estado']}" for x in revision.pendientes(revisadas))
    return pendientes, any(x["estado"] == "rechazada" for x in revisadas)


def con_revision(tabla: pa.Table, memoria: dict | None = None) -> pa.Table:
    """La revisión jurídica en una tabla de resultados, de sus propias columnas (la misma regla que
    `retiro.protocolo.calculadora`, que la muestra de verificación compara): lo que no está aprobado
    (`pendientes_de_revision`) y, si el resultado depende de algo rechazado, «sin_respaldo» en `estado` y en
    `coordinacion_estado` (las cifras se conservan). Se calcula una vez por combinación distinta de columnas
    (y, con `memoria`, una vez por corrida: la da `retiro.lote.ejecucion.Corrida`).

    Sobre los códigos de las columnas codificadas con diccionario (cada valor distinto una vez), sin convertir cada
    fila en texto; el resultado es el mismo, valor a valor y en el orden de su diccionario, que el de
    `con_revision_en_texto` (la forma directa, que se conserva para tablas de varios trozos)."""
    nombres = ("estado_fila", "estado", "coordinacion_estado", "pendientes_de_revision", *_CLAVES_DE_REVISION)
    if tabla.num_rows == 0 or any(tabla.column(c).num_chunks != 1 for c in nombres):
        return con_revision_en_texto(tabla)
    ruta = revision.archivo_del_revisor()
    memoria = {} if memoria is None else memoria.setdefault(ruta, {})
    codigos = [_codigos(tabla.column(c)) for c in _CLAVES_DE_REVISION]
    clave = np.zeros(tabla.num_rows, np.int64)
    distintas = 1
    for c, valores in codigos:
        if distintas * (len(valores) + 1) >= 1 << 62:  # the mixed-radix key would overflow: renumber it first
            _, clave = np.unique(clave, return_inverse=True)
            distintas = int(clave.max()) + 1
        clave = clave * (len(valores) + 1) + (c + 1)
        distintas *= len(valores) + 1
    unicas = pc.dictionary_encode(pa.array(clave))  # each distinct combination once, in the order of its first row
    indice = unicas.indices.to_numpy()
    # the first row of each: numbered in order of first appearance, a row is the first of its combination where
    # its number is above all before it
    antes = np.maximum.accumulate(np.concatenate(([-1], indice[:-1])))
    primera = np.flatnonzero(indice > antes)
    pendientes, rechazada = [], []
    for i in primera.tolist():
        k = "|".join(v[c[i]] or "" if c[i] >= 0 else "" for c, v in codigos)
        r = memoria.get(k)
        if r is None:
            r = memoria[k] = _revision_de(k)
        pendientes.append(r[0])
        rechazada.append(r[1])
    fila_c, fila_v = _codigos(tabla.column("estado_fila"))
    de_resultado = np.array([v == "resultado" for v in fila_v] + [False])[fila_c]  # code -1 (null): the last
    sin = np.array(rechazada, bool)[indice] & de_resultado
    textos = list(dict.fromkeys(pendientes))
    numero = {t: j for j, t in enumerate(textos)}
    pend = np.where(de_resultado, np.array([numero[t] for t in pendientes], np.int64)[indice], -1)
    salida = tabla
    for nombre in ("estado", "coordinacion_estado"):
        c, valores = _codigos(tabla.column(nombre))
        nuevo = np.where(sin & (c >= 0), len(valores), c)
        salida = _poner(salida, nombre, nuevo, [*valores, "sin_respaldo"])
    return _poner(salida, "pendientes_de_revision", pend, textos)


def _codigos(columna: pa.ChunkedArray) -> tuple[np.ndarray, list]:
    """One chunk of text as (code per row, -1 for null; the distinct values): a dictionary column as it is."""
    a = columna.chunk(0)
    if not pa.types.is_dictionary(a.type):
        a = pc.dictionary_encode(a)
    c = pc.fill_null(a.indices, -1).to_numpy(zero_copy_only=False).astype(np.int64)
    valores = a.dictionary.to_pylist()
    if None in valores:  # a null in the dictionary: its rows are null
        c = np.where(np.array([v is None for v in valores] + [True])[c], -1, c)
    return c, valores


def _poner(tabla: pa.Table, nombre: str, codigos: np.ndarray, valores: list) -> pa.Table:
    """Column `nombre` from codes into `valores` (-1: null), as `pc.cast` of the text would give it: for a dictionary
    type, each distinct text once, in the order of its first row."""
    i = tabla.schema.get_field_index(nombre)
    campo = tabla.schema.field(i)
    unico = {v: j for j, v in reversed(list(enumerate(valores)))}  # equal texts: one code (the first)
    mapa = np.array([unico[v] for v in valores] or [0], np.int64)
    validos = codigos >= 0
    codigos = np.where(validos, mapa[np.where(validos, codigos, 0)], 0)
    en_orden = pc.dictionary_encode(pa.array(codigos.astype(np.int32), mask=~validos))
    textos = pa.array([valores[j] for j in en_orden.dictionary.to_pylist()], pa.string())
    columna = pa.DictionaryArray.from_arrays(en_orden.indices, textos)
    if columna.type != campo.type:
        columna = pc.cast(columna, campo.type)
    return tabla.set_column(i, campo, pa.chunked_array([columna]))


def con_revision_en_texto(tabla: pa.Table) -> pa.Table:
    """`con_revision` sobre el texto de cada fila: la forma directa (tablas de varios trozos; y la referencia de las
    pruebas de la forma rápida)."""
    cols = [pc.fill_null(pc.cast(tabla.column(c), pa.string()), "") for c in _CLAVES_DE_REVISION]
    clave = pc.binary_join_element_wise(*cols, "|")
    unicas = pc.unique(clave)
    indice = pc.index_in(clave, unicas)
    pendientes, rechazada = [], []
    for k in unicas.to_pylist():
        p, r = _revision_de(k)
        pendientes.append(p)
        rechazada.append(r)
    pend = pc.take(pa.array(pendientes, pa.string()), indice)
    sin = pc.and_(pc.take(pa.array(rechazada, pa.bool_()), indice), pc.equal(tabla.column("estado_fila"), "resultado"))
    sin = pc.fill_null(sin, False)
    fila_de_resultado = pc.equal(tabla.column("estado_fila"), "resultado")
    pend = pc.if_else(fila_de_resultado, pend, pa.scalar(None, pa.string()))
    salida = tabla
    for nombre in ("estado", "coordinacion_estado"):
        col = pc.cast(tabla.column(nombre), pa.string())
        nuevo = pc.if_else(pc.and_(sin, pc.is_valid(col)), pa.scalar("sin_respaldo"), col)
        i = salida.schema.get_field_index(nombre)
        salida = salida.set_column(i, salida.schema.field(i), pc.cast(nuevo, salida.schema.field(i).type))
    i = salida.schema.get_field_index("pendientes_de_revision")
    return salida.set_column(i, salida.schema.field(i), pc.cast(pend, salida.schema.field(i).type))
