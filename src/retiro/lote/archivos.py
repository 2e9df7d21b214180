"""Lectura por trozos de CSV, Parquet y JSON Lines, y escritura del resultado (en el formato de la extensión).

La memoria la acota el tamaño del trozo, no el del archivo. Una fila que no puede leerse (una línea de CSV con
otro número de columnas, una línea de JSON Lines que no es JSON) se convierte en una fila de error con su
línea; la corrida sigue.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pcsv
import pyarrow.parquet as pq

from retiro.comun.errores import ErrorDeEntrada
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
    ruta: str | Path,
    tamano: int = TAMANO_TROZO,
    avance=None,
    texto_libre: tuple[str, ...] = ("id",),
    blancas: Counter | None = None,
) -> Iterator[Trozo]:
    """Los trozos de un archivo de membresía. `avance(bytes_leidos)` informa del progreso si se da; `blancas`
    cuenta las líneas en blanco (``blancas["lineas"]``: no son miembros, no dan fila).

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
    blancas = Counter() if blancas is None else blancas
    try:
        if f == "parquet":
            yield from _parquet(ruta, tamano, texto_libre)
        elif f == "csv":
            yield from _csv(ruta, tamano, avance, texto_libre, blancas)
        else:
            yield from _jsonl(ruta, tamano, avance, blancas)
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
    nombres = [f.name for f in esquema]
    if len(set(nombres)) != len(nombres):
        repetida = next(n for n in nombres if nombres.count(n) > 1)
        raise ErrorDeArchivo(f"«{ruta}»: el archivo repite la columna «{repetida}»")
    textos = [c for f in esquema for c in _textos(f.type, f.name, texto_libre)]
    archivo = pq.ParquetFile(ruta, read_dictionary=textos)
    fila = 1
    for lote in archivo.iter_batches(batch_size=tamano):
        tabla = _tipos_del_protocolo(aplanar_esquema(lote))
        yield Trozo(fila, None, tabla=tabla)
        fila += tabla.num_rows


def _tipos_del_protocolo(tabla: pa.Table) -> pa.Table:
    """Columns of types the protocol has no value for, as the text the protocol would carry, so that the engine
    and the reference read the same thing: bytes as UTF-8 text (bytes that are not UTF-8: their ``\\xNN``
    escapes, a value the reference refuses naming the field), lists and maps as JSON text."""
    for i, campo in enumerate(tabla.schema):
        t = campo.type
        if pa.types.is_binary(t) or pa.types.is_large_binary(t) or pa.types.is_fixed_size_binary(t):
            try:
                nueva = pc.cast(tabla.column(i), pa.string())
                nueva.validate(full=True)
            except (pa.ArrowInvalid, pa.ArrowTypeError):
                nueva = pa.array(
                    [None if v is None else v.decode("utf-8", "backslashreplace") for v in tabla.column(i).to_pylist()],
                    pa.string(),
                )
        elif pa.types.is_list(t) or pa.types.is_large_list(t) or pa.types.is_map(t) or pa.types.is_fixed_size_list(t):
            valores = tabla.column(i).to_pylist()
            if pa.types.is_map(t):  # Arrow gives a map as its (key, value) pairs: the JSON object
                valores = [None if v is None else dict(v) for v in valores]
            nueva = pa.array(
                [None if v is None else json.dumps(v, default=str, ensure_ascii=False) for v in valores],
                pa.string(),
            )
        else:
            continue
        tabla = tabla.set_column(i, pa.field(campo.name, pa.string()), nueva)
    return tabla


MAX_LINEA = 1 << 20  # bytes of one line (the protocol's limit for one request): a longer one is an error row
_BOM_UTF8 = b"\xef\xbb\xbf"


def _codificacion(inicio: bytes) -> str | None:
    """UTF-16 by its byte-order mark (or by the zero bytes of ASCII text in UTF-16 without one); None: UTF-8."""
    if inicio.startswith((b"\xff\xfe", b"\xfe\xff")):
        return "utf-16"
    if len(inicio) >= 4 and inicio[1] == 0 and inicio[3] == 0 and inicio[0] and inicio[2]:
        return "utf-16-le"
    if len(inicio) >= 4 and inicio[0] == 0 and inicio[2] == 0 and inicio[1] and inicio[3]:
        return "utf-16-be"
    return None


def bloques_de_lineas(archivo, bloque: int = 1 << 24) -> Iterator[list[tuple[int, bytes | None]]]:
    """The lines of a binary file, a block at a time: ends of line ``\\n``, ``\\r\\n`` or a lone ``\\r`` (old
    Mac files); UTF-16 (by its mark) is read as UTF-8; a UTF-8 mark at the start is dropped. Memory is bounded
    by the block: a line over `MAX_LINEA` bytes is never held whole (its bytes come as None)."""
    inicio = archivo.read(4)
    cod = _codificacion(inicio)
    if cod is None:
        inicio = inicio.removeprefix(_BOM_UTF8)

        def leer_crudo() -> tuple[bytes, bool]:
            crudo = archivo.read(bloque)
            return crudo, not crudo
    else:
        import codecs

        decodificador = codecs.getincrementaldecoder(cod)(errors="replace")
        primero = [inicio]
        inicio = b""

        def leer_crudo() -> tuple[bytes, bool]:
            crudo = archivo.read(bloque)
            fin = not crudo
            texto = decodificador.decode((primero.pop() if primero else b"") + crudo, final=fin)
            return texto.encode("utf-8").removeprefix(_BOM_UTF8), fin

    resto = inicio
    numero = 0
    saltando = False  # inside a line over the limit: skip to its end
    fin = False
    while not fin:
        crudo, fin = leer_crudo()
        datos = resto + crudo
        if b"\r" in datos:
            if datos.endswith(b"\r") and not fin:  # maybe the first half of \r\n: wait for the next block
                datos, resto = datos[:-1], b"\r"
            else:
                resto = b""
            datos = datos.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
        else:
            resto = b""
        if fin and datos.endswith(b"\n"):  # the last end of line ends the last line
            datos = datos[:-1]
            if not datos:
                break
        corte = len(datos) if fin else datos.rfind(b"\n")
        if corte < 0:  # no end of line in the whole block
            if saltando:
                continue
            if len(datos) > MAX_LINEA:
                numero += 1
                saltando = True
                yield [(numero, None)]
                continue
            resto = datos + resto
            continue
        completas, resto = datos[:corte], datos[corte + 1 :] + resto
        if fin and not completas:
            break
        partes = completas.split(b"\n")
        del crudo, datos, completas  # while the lines wait in the consumer, only they are held (not the block thrice)
        salida = []
        if saltando:  # the end of the over-long line
            partes = partes[1:]
            saltando = False
        for parte in partes:
            numero += 1
            salida.append((numero, None if len(parte) > MAX_LINEA else parte))
        if len(resto) > MAX_LINEA:
            numero += 1
            salida.append((numero, None))
            resto, saltando = b"", True
        if salida:
            yield salida


_LARGA = f"la línea pasa de {MAX_LINEA:,} bytes (el límite del protocolo para una solicitud)".replace(",", ".")


def _no_utf8(linea: bytes) -> str | None:
    try:
        linea.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"la línea no es texto UTF-8 (el byte 0x{linea[e.start]:02X} en la posición {e.start + 1})"
    return None


def _csv(ruta: Path, tamano: int, avance, texto_libre: tuple[str, ...], blancas: Counter) -> Iterator[Trozo]:
    """CSV, line by line: a line is a member. A blank line is none (it is skipped, and its number kept); a line
    that cannot be one (another number of columns, a quote that does not close on the line, bytes that are not
    UTF-8, over `MAX_LINEA` bytes) is an error row naming its line. A cell cannot span lines."""
    with open(ruta, "rb") as archivo:
        bloques = bloques_de_lineas(archivo, max(1 << 20, tamano * 128))
        cabecera = None
        pendientes: list[tuple[int, bytes | None]] = []
        for lineas in bloques:
            pendientes += lineas
            del lineas  # the lines are held once, in `pendientes` (memory: one block, not two)
            while pendientes and cabecera is None:
                numero, texto = pendientes.pop(0)
                if texto is not None and texto.strip():
                    cabecera = texto
                    linea_cabecera = numero
                elif texto is not None:
                    blancas["lineas"] += 1
            if cabecera is not None:
                break
        if cabecera is None:
            return
        try:
            columnas = pcsv.read_csv(
                pa.py_buffer(cabecera + b"\n"), read_options=pcsv.ReadOptions(use_threads=False)
            ).column_names
        except pa.ArrowInvalid as e:
            raise ErrorDeArchivo(f"«{ruta}»: la cabecera (línea {linea_cabecera}) no se puede leer: {e}") from None
        if len(set(columnas)) != len(columnas):
            repetidas = sorted({c for c in columnas if columnas.count(c) > 1})
            raise ErrorDeArchivo(f"«{ruta}»: la cabecera repite la columna «{repetidas[0]}»")
        if (problema := _no_utf8(cabecera)) is not None:
            raise ErrorDeArchivo(f"«{ruta}»: la cabecera (línea {linea_cabecera}): {problema}")
        tipos = {
            c: pa.dictionary(pa.int32(), pa.string()) if c in CATEGORICAS and c not in texto_libre else pa.string()
            for c in columnas
        }
        fila = 1

        def trozos(lineas: list[tuple[int, bytes | None]]) -> Iterator[Trozo]:
            nonlocal fila
            for t in _trozos_csv(lineas, cabecera, tipos, fila, tamano, blancas):
                fila += t.n
                yield t

        # the lines in batches of `tamano` (the chunk), whatever the blocks the file is read in
        for lineas in bloques:
            pendientes += lineas
            del lineas
            while len(pendientes) >= tamano:
                lote, pendientes = pendientes[:tamano], pendientes[tamano:]
                yield from trozos(lote)
            if avance is not None:
                avance(archivo.tell())
        if pendientes:
            yield from trozos(pendientes)


def _sospechosas(datos: bytes, n: int) -> np.ndarray:
    """Positions of the lines (of `n`, joined by ``\\n``) that may not be members: empty or starting with a space
    (perhaps blank; an over-long line comes empty), an odd number of quotes, bytes that are not ASCII (then checked
    as UTF-8). Vectorised: a batch of well-formed lines costs a few passes over its bytes, not a loop over lines."""
    if not datos:
        return np.arange(n)
    b = np.frombuffer(datos, np.uint8)
    fines = np.flatnonzero(b == 10)
    inicios = np.concatenate(([0], fines + 1))
    finales = np.concatenate((fines, [len(b)]))
    vacia = finales == inicios
    primero = b[np.minimum(inicios, len(b) - 1)]
    marca = vacia | (primero == 32) | (primero == 9) | (primero == 11) | (primero == 12)
    if b'"' in datos:  # the parity of the quotes before each point: an odd count on a line means one left open
        paridad = np.bitwise_xor.accumulate((b == 34).view(np.uint8))
        antes = np.where(inicios > 0, paridad[np.maximum(inicios - 1, 0)], 0)
        hasta = np.where(vacia, antes, paridad[np.maximum(finales - 1, 0)])
        marca |= (antes ^ hasta).astype(bool)
    if not datos.isascii():
        altos = np.flatnonzero(b >= 128)
        marca |= np.searchsorted(altos, finales) > np.searchsorted(altos, inicios)
    return np.flatnonzero(marca)


def _trozos_csv(
    lineas: list[tuple[int, bytes | None]], cabecera: bytes, tipos: dict, fila: int, tamano: int, blancas: Counter
) -> Iterator[Trozo]:
    datos = b"\n".join(b"" if t is None else t for _, t in lineas)
    errores: dict[int, str] = {}
    buenas = lineas
    # fast checks over the whole batch; line by line only for the lines they point at
    sospechosas = _sospechosas(datos, len(lineas))
    if len(sospechosas):
        apartadas = set()
        for i in sospechosas.tolist():
            numero, t = lineas[i]
            if t is None:
                errores[numero] = _LARGA
            elif not t.strip():
                blancas["lineas"] += 1  # a blank line: not a member
            elif (problema := _no_utf8(t)) is not None:
                errores[numero] = problema
            elif t.count(b'"') % 2:
                errores[numero] = 'una comilla (") abre un texto que no se cierra en la línea'
            else:
                continue
            apartadas.add(i)
        if apartadas:
            buenas = [x for i, x in enumerate(lineas) if i not in apartadas]
            datos = b"\n".join(t for _, t in buenas)
    # the lines of a batch are consecutive: their numbers, without a loop (but those set apart)
    if lineas and lineas[-1][0] - lineas[0][0] + 1 == len(lineas):
        numeros = np.arange(lineas[0][0], lineas[0][0] + len(lineas), dtype=np.int64)
    else:  # (never, as bloques_de_lineas numbers every line; but the numbers must be right)
        numeros = np.array([x for x, _ in lineas], dtype=np.int64)
    if buenas is not lineas:
        numeros = np.delete(numeros, sorted(apartadas))
    tabla = None
    if len(buenas):
        invalidas: list[int] = []

        def fila_invalida(r) -> str:
            numero = int(numeros[r.number - 2])  # r.number counts the header as line 1
            errores[numero] = f"la línea tiene {r.actual_columns} columnas y la cabecera {r.expected_columns}"
            invalidas.append(r.number - 2)
            return "skip"

        tabla = pcsv.read_csv(
            pa.py_buffer(cabecera + b"\n" + datos + b"\n"),
            read_options=pcsv.ReadOptions(use_threads=False, block_size=len(datos) + len(cabecera) + 2),
            parse_options=pcsv.ParseOptions(ignore_empty_lines=False, invalid_row_handler=fila_invalida),
            convert_options=pcsv.ConvertOptions(
                column_types=tipos, strings_can_be_null=True, quoted_strings_can_be_null=True
            ),
        )
        if invalidas:
            numeros = np.delete(numeros, invalidas)
    # rows in line order: runs of table rows between the error rows, each run in pieces of `tamano`
    inicio = 0
    for numero in [*sorted(errores), None]:
        hasta = len(numeros) if numero is None else int(np.searchsorted(numeros, numero))
        while inicio < hasta:
            cuantas = min(tamano, hasta - inicio)
            yield Trozo(fila, numeros[inicio : inicio + cuantas], tabla=tabla.slice(inicio, cuantas))
            fila += cuantas
            inicio += cuantas
        if numero is not None:
            yield Trozo(fila, np.array([numero]), solicitudes=[ErrorDeEntrada("fila", errores[numero])])
            fila += 1


def _jsonl(ruta: Path, tamano: int, avance, blancas: Counter) -> Iterator[Trozo]:
    """JSON Lines: cada línea, una solicitud del protocolo (los decimales se leen exactos, como en el protocolo)."""
    fila = 1
    solicitudes: list = []
    lineas: list[int] = []
    with open(ruta, "rb") as archivo:
        for bloque in bloques_de_lineas(archivo, max(1 << 20, tamano * 128)):
            for numero, crudo in bloque:
                if crudo is not None and not crudo.strip():
                    blancas["lineas"] += 1  # a blank line: not a member
                    continue
                try:
                    if crudo is None:
                        raise ErrorDeEntrada("solicitud", _LARGA)
                    texto = crudo.decode("utf-8")
                    datos = decodificar(texto, "solicitud")
                    if not isinstance(datos, dict):
                        raise ErrorDeEntrada("solicitud", "la línea debe ser un objeto JSON con los hechos del miembro")
                    solicitudes.append(datos)
                except UnicodeDecodeError:
                    solicitudes.append(ErrorDeEntrada("solicitud", _no_utf8(crudo)))
                except ErrorDeEntrada as e:
                    solicitudes.append(e)
                lineas.append(numero)
                if len(solicitudes) >= tamano:
                    yield trozo_jsonl(fila, lineas, solicitudes)
                    fila += len(solicitudes)
                    solicitudes, lineas = [], []
            if avance is not None:
                avance(archivo.tell())
    if solicitudes:
        yield trozo_jsonl(fila, lineas, solicitudes)


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
            destino[nombre] = texto_seguro(str(v) if isinstance(v, (int, Decimal, str)) else repr(v), "\ufffd")


def texto_seguro(texto: str, sustituto: str | None = None) -> str:
    """Text that Arrow can hold (UTF-8): a lone surrogate (valid in JSON, not in UTF-8) becomes its ``\\uXXXX``
    escape, or `sustituto` (for the engine: a value it does not take, so the reference reads the original row)."""
    try:
        texto.encode("utf-8")
    except UnicodeEncodeError:
        return sustituto if sustituto is not None else texto.encode("utf-8", "backslashreplace").decode("utf-8")
    return texto


def trozo_jsonl(fila: int, lineas: list[int], solicitudes: list) -> Trozo:
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
            # the dictionary columns' texts are checked once per distinct value, then decoded
            self._w.write_table(sin_formulas(tabla).cast(self.esquema))
        else:
            for fila in tabla.cast(self.esquema).to_pylist():
                self._f.write(json.dumps({k: valor_json(v) for k, v in fila.items()}, ensure_ascii=False) + "\n")

    def cerrar(self) -> None:
        if self._w is not None:
            self._w.close()
        if self._f is not None:
            self._f.close()


_FORMULA = r"^[=+\-@\t\r]"  # what makes a spreadsheet read a cell as a formula (OWASP, «CSV injection»)


def sin_formulas(tabla: pa.Table) -> pa.Table:
    """Text cells that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``, tab, CR at the start) get
    a leading apostrophe: the spreadsheet shows the text, and the value is still there. Only in CSV (Parquet and
    JSON Lines keep the exact text); numbers and dates are not text and are written as they are. A column encoded
    with a dictionary is checked in its dictionary (each distinct text once), not row by row."""
    for i, campo in enumerate(tabla.schema):
        columna = tabla.column(i)
        if pa.types.is_dictionary(campo.type) and pa.types.is_string(campo.type.value_type):
            textos = [_sin_formula(a.dictionary) for a in columna.chunks]
            if any(t is not None for t in textos):
                partes = [
                    a if t is None else pa.DictionaryArray.from_arrays(a.indices, t)
                    for a, t in zip(columna.chunks, textos, strict=True)
                ]
                tabla = tabla.set_column(i, campo, pa.chunked_array(partes, campo.type))
        elif pa.types.is_string(campo.type):
            nueva = _sin_formula(columna)
            if nueva is not None:
                tabla = tabla.set_column(i, campo, nueva)
    return tabla


def _sin_formula(columna: pa.Array | pa.ChunkedArray) -> pa.Array | pa.ChunkedArray | None:
    """The texts with the apostrophe where one starts as a formula; None if none does (nothing to change)."""
    peligro = pc.fill_null(pc.match_substring_regex(columna, _FORMULA), False)
    if not pc.any(peligro).as_py():
        return None
    return pc.if_else(peligro, pc.binary_join_element_wise("'", columna, ""), columna)


def _sin_diccionarios(esquema: pa.Schema) -> pa.Schema:
    return pa.schema(
        [pa.field(f.name, f.type.value_type if pa.types.is_dictionary(f.type) else f.type) for f in esquema]
    )
