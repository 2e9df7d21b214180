"""De las columnas de un archivo de membresía a la solicitud del protocolo (el mapa está en docs/lote.md).

Cada columna lleva el nombre del campo de la solicitud JSON (docs/protocolo.md); los campos anidados se
nombran con su ruta separada por puntos: ``traslado.fecha``, ``coordinacion.beneficio_seguro_social.monto``,
``servicio_acreditable.anos`` y ``servicio_acreditable.meses``. Una celda vacía es un dato que no se dio. Un
objeto anidado existe en una fila si alguna de sus columnas tiene valor. ``tabla_actuarial`` y ``lecturas``
pueden darse por fila como texto JSON, aunque lo normal es darlas para toda la corrida (``--tabla-actuarial``,
``--lectura``). En JSON Lines cada línea es la solicitud del protocolo tal cual (o con columnas con puntos).

La columna ``id`` (o la que diga ``--columna-id``) identifica al miembro y se copia al resultado.
"""

from __future__ import annotations

import datetime as _dt
from decimal import Decimal
from typing import Any

import pyarrow as pa

from retiro.comun.errores import ErrorDeEntrada
from retiro.protocolo import decodificar

# Fields whose value is an object that a flat file may carry as JSON text in one cell.
COLUMNAS_JSON = ("tabla_actuarial", "lecturas")


def valor_json(v: Any) -> Any:
    """Un valor de Arrow como lo traería el JSON del protocolo (fechas ISO, decimales exactos como texto)."""
    if isinstance(v, _dt.datetime):
        return v.isoformat()
    if isinstance(v, _dt.date):
        return v.isoformat()
    if isinstance(v, Decimal):
        return str(v)
    return v


def anidar(plana: dict[str, Any], columna_id: str | None = None) -> dict:
    """Una fila plana ({"traslado.fecha": …}) → la solicitud anidada del protocolo; las celdas nulas no se dan."""
    solicitud: dict = {}
    for nombre, v in plana.items():
        if v is None or nombre == columna_id:
            continue
        if isinstance(v, dict):  # a struct column (Parquet, JSON Lines): already nested
            v = _sin_nulos(v)
            if not v:
                continue
        v = valor_json(v)
        partes = nombre.split(".")
        destino = solicitud
        for p in partes[:-1]:
            siguiente = destino.setdefault(p, {})
            if not isinstance(siguiente, dict):
                raise ErrorDeEntrada(
                    nombre, f"la columna «{p}» ya da un valor a este campo: no puede ser también un objeto"
                )
            destino = siguiente
        if partes[-1] in COLUMNAS_JSON and len(partes) == 1 and isinstance(v, str):
            v = decodificar(v, nombre)
        destino[partes[-1]] = v
    return solicitud


def _sin_nulos(d: dict) -> dict:
    limpio = {}
    for k, v in d.items():
        if isinstance(v, dict):
            v = _sin_nulos(v)
            if not v:
                continue
        if v is not None:
            limpio[k] = valor_json(v)
    return limpio


def aplanar_esquema(tabla: pa.Table | pa.RecordBatch) -> pa.Table:
    """Las columnas de tipo struct (Parquet, JSON Lines) → columnas con puntos (``coordinacion.fecha_coordinacion``)."""
    if not isinstance(tabla, pa.Table):
        tabla = pa.Table.from_batches([tabla])
    while any(pa.types.is_struct(f.type) for f in tabla.schema):
        tabla = tabla.flatten()
    return tabla


def identificador(valor: Any) -> str | None:
    return None if valor is None else str(valor)
