"""Lectura por trozos de CSV, Parquet y JSON Lines, y escritura del resultado (en el formato de la extensión).

La memoria la acota el tamaño del trozo, no el del archivo. Una fila que no puede leerse (una línea de CSV con
otro número de columnas, una línea de JSON Lines que no es JSON) se convierte en una fila de error con su
línea; la corrida sigue.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.csv as pcsv
import pyarrow.parquet as pq

from retiro.errores import ErrorDeEntrada
from retiro.lote.columnas import aplanar_esquema, valor_json
from retiro.lote.motor import CATEGORICAS
from retiro.protocolo import decodificar

FORMATOS = {".csv": "csv", ".parquet": "parquet", ".pq": "parquet", ".jsonl": "jsonl", ".ndjson": "jsonl"}
TAMANO_TROZO = 131_072  # rows per chunk (memory is bounded by this, not by the file)


class ErrorDeArchivo(Exception):
    """El archivo no se puede leer o escribir (no existe, formato desconocido…): la corrida no empieza."""


def formato(ruta: str | Path) -> str:
    sufijo = Path(ruta).suffix.lower()
    if sufijo not in FORMATOS:
        raise ErrorDeArchivo(
            f"«{ruta}»: formato desconocido por la extensión «{sufijo}»; se admite .csv, .parquet y .jsonl"
        )
    return FORMATOS[sufijo]


@dataclass
class Trozo:
    """Filas consecutivas de la entrada: como tabla de Arrow (columnas planas), o como solicitudes ya leídas."""

    fila0: int  # número de la primera fila (1 = primera fila de datos)
    lineas: np.ndarray | None  # línea de cada fila en el archivo (None en Parquet)
    tabla: pa.Table | None = None
    solicitudes: list | None = None  # dict | ErrorDeEntrada per row (JSON Lines, rows that could not be read)
    filas_python: list | None = field(default=None, repr=False)

    @property
    def n(self) -> int:
        return self.tabla.num_rows if self.tabla is not None else len(self.solicitudes or [])


def contar_filas(ruta: str | Path) -> int | None:
    """Filas del archivo si se saben sin leerlo (Parquet); si no, None (la barra de progreso usa los bytes)."""
    if formato(ruta) == "parquet":
        return pq.ParquetFile(ruta).metadata.num_rows
    return None


def leer(
    ruta: str | Path, tamano: int = TAMANO_TROZO, avance=None, texto_libre: tuple[str, ...] = ("id",)
) -> Iterator[Trozo]:
    """Los trozos de un archivo de membresía. `avance(bytes_leidos)` informa del progreso si se da.

    Las columnas de texto llegan codificadas con diccionario (cada valor distinto una vez, y un índice por fila),
    salvo las de `texto_libre` (el identificador): el motor lee entonces cada valor distinto una sola vez. En
    Parquet, todas las de texto (Parquet ya las guarda así); en CSV, las de opciones y sí/no (`CATEGORICAS`).
    """
    ruta = Path(ruta)
    if not ruta.exists():
        raise ErrorDeArchivo(f"no existe el archivo «{ruta}»")
    if ruta.is_dir():
        raise ErrorDeArchivo(f"«{ruta}» es una carpeta")
    f = formato(ruta)
    try:
        if f == "parquet":
            yield from _parquet(ruta, tamano, texto_libre)
        elif f == "csv":
            yield from _csv(ruta, tamano, avance, texto_libre)
        else:
            yield from _jsonl(ruta, tamano, avance)
    except (pa.ArrowInvalid, OSError) as e:
        raise ErrorDeArchivo(f"no se puede leer «{ruta}»: {e}") from None


def _textos(tipo: pa.DataType, camino: str, texto_libre: tuple[str, ...]) -> Iterator[str]:
    """Paths (``a.b`` inside structs) of the text columns of a Parquet schema, but those of `texto_libre`."""
    if pa.types.is_struct(tipo):
        for hijo in tipo:
            yield from _textos(hijo.type, f"{camino}.{hijo.name}", texto_libre)
    elif (pa.types.is_string(tipo) or pa.types.is_large_string(tipo)) and camino not in texto_libre:
        yield camino


def _parquet(ruta: Path, tamano: int, texto_libre: tuple[str, ...]) -> Iterator[Trozo]:
    esquema = pq.read_schema(ruta)
    textos = [c for f in esquema for c in _textos(f.type, f.name, texto_libre)]
    archivo = pq.ParquetFile(ruta, read_dictionary=textos)
    fila = 1
    for lote in archivo.iter_batches(batch_size=tamano):
        tabla = aplanar_esquema(lote)
        yield Trozo(fila, None, tabla=tabla)
        fila += tabla.num_rows


def _csv(ruta: Path, tamano: int, avance, texto_libre: tuple[str, ...]) -> Iterator[Trozo]:
    with open(ruta, "rb") as cabecera:
        primera = cabecera.readline().decode("utf-8-sig", errors="replace").rstrip("\r\n")
    columnas = pcsv.read_csv(
        pa.py_buffer((primera + "\n").encode()), read_options=pcsv.ReadOptions(use_threads=False)
    ).column_names
    if len(set(columnas)) != len(columnas):
        raise ErrorDeArchivo(f"«{ruta}»: la cabecera repite una columna")
    invalidas: dict[int, str] = {}

    def fila_invalida(r) -> str:
        invalidas[r.number] = f"la línea tiene {r.actual_columns} columnas y la cabecera {r.expected_columns}"
        return "skip"

    lector = pcsv.open_csv(
        ruta,
        read_options=pcsv.ReadOptions(use_threads=False, block_size=max(1 << 20, tamano * 128)),
        parse_options=pcsv.ParseOptions(ignore_empty_lines=False, invalid_row_handler=fila_invalida),
        convert_options=pcsv.ConvertOptions(
            column_types={
                c: pa.dictionary(pa.int32(), pa.string()) if c in CATEGORICAS and c not in texto_libre else pa.string()
                for c in columnas
            },
            strings_can_be_null=True,
            quoted_strings_can_be_null=True,
        ),
    )
    linea = 2  # the header is line 1
    fila = 1

    def errores_hasta(limite: int) -> Iterator[Trozo]:
        nonlocal linea, fila
        while linea in invalidas and linea <= limite:
            e = ErrorDeEntrada("fila", invalidas.pop(linea))
            yield Trozo(fila, np.array([linea]), solicitudes=[e])
            linea += 1
            fila += 1

    leidos = 0
    for lote in lector:
        tabla = pa.Table.from_batches([lote])
        inicio = 0
        while inicio < tabla.num_rows:
            yield from errores_hasta(linea)
            # rows up to the next invalid line
            siguiente = min((x for x in invalidas if x > linea), default=None)
            cuantas = tabla.num_rows - inicio if siguiente is None else min(tabla.num_rows - inicio, siguiente - linea)
            parte = tabla.slice(inicio, cuantas)
            yield Trozo(fila, np.arange(linea, linea + cuantas, dtype=np.int64), tabla=parte)
            inicio += cuantas
            linea += cuantas
            fila += cuantas
        leidos += lote.nbytes
        if avance is not None:
            avance(None)
    yield from errores_hasta(1 << 62)


_VACIA = re.compile(rb"^\s*$")


def _jsonl(ruta: Path, tamano: int, avance) -> Iterator[Trozo]:
    """JSON Lines: cada línea, una solicitud del protocolo (los decimales se leen exactos, como en el protocolo)."""
    fila, numero = 1, 0
    solicitudes: list = []
    lineas: list[int] = []
    with open(ruta, "rb") as archivo:
        for crudo in archivo:
            numero += 1
            if _VACIA.match(crudo):
                continue
            try:
                texto = crudo.decode("utf-8")
                datos = decodificar(texto, "solicitud")
                if not isinstance(datos, dict):
                    raise ErrorDeEntrada("solicitud", "la línea debe ser un objeto JSON con los hechos del miembro")
                solicitudes.append(datos)
            except UnicodeDecodeError:
                solicitudes.append(ErrorDeEntrada("solicitud", "la línea no es texto UTF-8"))
            except ErrorDeEntrada as e:
                solicitudes.append(e)
            lineas.append(numero)
            if len(solicitudes) >= tamano:
                yield _trozo_jsonl(fila, lineas, solicitudes)
                fila += len(solicitudes)
                solicitudes, lineas = [], []
                if avance is not None:
                    avance(archivo.tell())
    if solicitudes:
        yield _trozo_jsonl(fila, lineas, solicitudes)


def _plano(d: dict, prefijo: str, destino: dict) -> None:
    for k, v in d.items():
        nombre = prefijo + k
        if isinstance(v, dict) and k not in ("tabla_actuarial", "lecturas"):
            _plano(v, nombre + ".", destino)
        elif isinstance(v, bool):
            destino[nombre] = "true" if v else "false"
        elif isinstance(v, (dict, list)):
            destino[nombre] = json.dumps(v, default=str)
        elif v is not None:
            destino[nombre] = str(v) if isinstance(v, (int, Decimal, str)) else repr(v)


def _trozo_jsonl(fila: int, lineas: list[int], solicitudes: list) -> Trozo:
    """The rows as text columns for the vectorised engine; the reference reads the original requests."""
    planas = []
    for s in solicitudes:
        p: dict = {}
        if isinstance(s, dict):
            _plano(s, "", p)
        else:
            p["version_protocolo"] = "(no se pudo leer)"  # routes the row to the reference
        planas.append(p)
    nombres = list(dict.fromkeys(k for p in planas for k in p))
    tabla = pa.table({k: pa.array([p.get(k) for p in planas], pa.string()) for k in nombres}) if nombres else None
    if tabla is None:
        tabla = pa.table({"version_protocolo": pa.array(["(vacía)"] * len(planas), pa.string())})
    return Trozo(fila, np.array(lineas, dtype=np.int64), tabla=tabla, filas_python=solicitudes)


def filas_de_tabla(tabla: pa.Table, columna_id: str | None) -> list[dict]:
    """Las filas planas de una tabla como dicts (para la referencia)."""
    return tabla.to_pylist()


# -- writing ---------------------------------------------------------------------------------------------------
def opciones_parquet(esquema: pa.Schema) -> dict:
    """How the results are written to Parquet (half the time of pyarrow's defaults, and a smaller file).

    Dictionary encoding only for the columns with few distinct values (dictionary-encoded text and booleans):
    tried on the amounts and the ids, it is dropped after costing time. Statistics (min/max per row group) only for
    `fila`, to find a row; amounts with precision 18 stored as Parquet INT64 (the standard encoding for them).
    """
    pocos = [f.name for f in esquema if pa.types.is_dictionary(f.type) or pa.types.is_boolean(f.type)]
    return {
        "compression": "snappy",
        "use_dictionary": pocos,
        "write_statistics": ["fila"] if "fila" in esquema.names else False,
        "store_decimal_as_integer": True,
    }


class Escritor:
    """Escribe la tabla de resultados por trozos en CSV, Parquet o JSON Lines (según la extensión)."""

    def __init__(self, ruta: str | Path, esquema: pa.Schema):
        self.ruta = Path(ruta)
        self.formato = formato(ruta)
        self.esquema = _sin_diccionarios(esquema)
        self._w = None
        self._f = None
        try:
            if self.formato == "parquet":
                self._w = pq.ParquetWriter(self.ruta, esquema, **opciones_parquet(esquema))
                self.esquema = esquema
            elif self.formato == "csv":
                self._w = pcsv.CSVWriter(self.ruta, self.esquema)
            else:
                self._f = open(self.ruta, "w", encoding="utf-8")  # noqa: SIM115 - closed in cerrar()
        except OSError as e:
            raise ErrorDeArchivo(f"no se puede escribir «{self.ruta}»: {e.strerror}") from None

    def escribir(self, tabla: pa.Table) -> None:
        if self.formato == "parquet":
            self._w.write_table(tabla.cast(self.esquema), row_group_size=TAMANO_TROZO)
        elif self.formato == "csv":
            self._w.write_table(tabla.cast(self.esquema))
        else:
            for fila in tabla.cast(self.esquema).to_pylist():
                self._f.write(json.dumps({k: valor_json(v) for k, v in fila.items()}, ensure_ascii=False) + "\n")

    def cerrar(self) -> None:
        if self._w is not None:
            self._w.close()
        if self._f is not None:
            self._f.close()


def _sin_diccionarios(esquema: pa.Schema) -> pa.Schema:
    return pa.schema(
        [pa.field(f.name, f.type.value_type if pa.types.is_dictionary(f.type) else f.type) for f in esquema]
    )
