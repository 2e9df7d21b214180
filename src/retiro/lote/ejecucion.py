"""Una corrida de `retiro lote`: trozo a trozo, el motor vectorial (o la referencia), la muestra y el resumen.

Exactamente una fila de salida por fila de entrada, en el mismo orden. Las filas que el motor vectorial no toma
las calcula la referencia (el resumen dice cuántas y por qué), y de cada trozo se recalcula con la referencia una
muestra al azar de las filas del motor: cualquier diferencia detiene la corrida (`DivergenciaDelMotor`).
"""

from __future__ import annotations

import contextlib
import math
import os
import queue
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from retiro import revision
from retiro.comun.errores import ErrorDeEntrada
from retiro.ley.glosario import etiqueta  # the statuses as a person reads them («requiere el factor de la Junta»)
from retiro.ley.modelo import TablaActuarial
from retiro.lote import archivos
from retiro.lote.columnas import anidar
from retiro.lote.filas import COLUMNAS, COMPARABLES, con_revision, tabla_de_filas
from retiro.lote.motor import RAZONES, Motor
from retiro.lote.referencia import Referencia

# String columns stored dictionary-encoded (few distinct values); the others are plain text.
TEXTO_LIBRE = {"id", "error_campo", "error_mensaje", "error_valor", "explicacion"}


def esquema_interno(explicaciones: bool = False) -> pa.Schema:
    campos = []
    for n, t, _ in COLUMNAS:
        if t == pa.string() and n not in TEXTO_LIBRE:
            t = pa.dictionary(pa.int32(), pa.string())
        campos.append(pa.field(n, t))
    if explicaciones:
        campos.append(pa.field("explicacion", pa.string()))
    return pa.schema(campos)


class DivergenciaDelMotor(Exception):
    """La muestra de verificación encontró una fila en la que el motor vectorial y la referencia difieren."""


@dataclass
class Resumen:
    filas: int = 0
    segundos: float = 0.0
    por_estado_fila: Counter = field(default_factory=Counter)
    por_estado: Counter = field(default_factory=Counter)
    por_coordinacion: Counter = field(default_factory=Counter)
    errores_por_campo: Counter = field(default_factory=Counter)
    por_motor: Counter = field(default_factory=Counter)
    a_la_referencia: Counter = field(default_factory=Counter)  # reason → rows
    verificadas: int = 0
    blancas: Counter = field(default_factory=Counter)  # blank lines of the input (not members: no row)
    por_pendiente: Counter = field(default_factory=Counter)  # unapproved item (EXT-01=rechazada) → members

    def sumar(self, tabla: pa.Table) -> None:
        self.filas += tabla.num_rows
        for columna, contador in (
            ("estado_fila", self.por_estado_fila),
            ("estado", self.por_estado),
            ("coordinacion_estado", self.por_coordinacion),
            ("error_campo", self.errores_por_campo),
            ("motor", self.por_motor),
        ):
            for x in pc.value_counts(tabla.column(columna).combine_chunks()).to_pylist():
                if x["values"] is not None:
                    contador[x["values"]] += x["counts"]
        pendientes = tabla.column("pendientes_de_revision")
        if not (pa.types.is_dictionary(pendientes.type) and pendientes.num_chunks == 1):
            pendientes = pc.cast(pendientes, pa.string())  # (a dictionary column is counted by its codes)
        for x in pc.value_counts(pendientes).to_pylist():
            for punto in (x["values"] or "").split(";"):
                if punto:
                    self.por_pendiente[punto] += x["counts"]

    def como_texto(self) -> str:
        s = self.segundos or 1e-9
        lineas = [
            f"Filas: {self.filas:,} en {self.segundos:.2f} s ({self.filas / s:,.0f} filas/s)",
            "  "
            + " · ".join(f"{k}: {v:,}" for k, v in sorted(self.por_estado_fila.items()))
            + "  (una fila de salida por fila de entrada)",
        ]
        if self.blancas["lineas"]:
            lineas.append(f"Líneas en blanco: {self.blancas['lineas']:,} (no son miembros: no dan fila)")

        if self.por_estado:
            lineas.append(
                "Pensión (18): "
                + " · ".join(f"{etiqueta('pension.estado', k)}: {v:,}" for k, v in self.por_estado.most_common())
            )
        if self.por_coordinacion:
            lineas.append(
                "Coordinación (10): "
                + " · ".join(
                    f"{etiqueta('coordinacion.estado', k)}: {v:,}" for k, v in self.por_coordinacion.most_common()
                )
            )
        if self.errores_por_campo:
            lineas.append(
                "Errores por campo: " + " · ".join(f"{k}: {v:,}" for k, v in self.errores_por_campo.most_common(8))
            )
        if self.por_pendiente:
            orden = {e: n for n, e in enumerate(("rechazada", "requiere_cambios", "por_verificar"))}
            lineas.append("Miembros por punto sin aprobar (revisión jurídica):")
            lineas += [
                f"  {k.split('=')[0]} ({etiqueta('revision.estado', k.split('=')[1])}): {v:,}"
                for k, v in sorted(self.por_pendiente.items(), key=lambda x: (orden.get(x[0].split("=")[1], 9), x[0]))
            ]
        lineas.append(revision.describir_archivo())
        lineas.append("Motor: " + " · ".join(f"{k}: {v:,}" for k, v in sorted(self.por_motor.items())))
        for razon, v in sorted(self.a_la_referencia.items()):
            lineas.append(f"  a la referencia por {RAZONES[razon]}: {v:,}")
        if self.verificadas:
            lineas.append(f"Muestra verificada con la referencia: {self.verificadas:,} filas, sin diferencias")
        return "\n".join(lineas)


@dataclass
class Opciones:
    motor: str = "vectorial"  # vectorial | referencia
    lecturas: Mapping[str, str] = field(default_factory=dict)  # the run's readings (all of them, validated)
    lecturas_pedidas: Mapping[str, str] = field(default_factory=dict)  # only those the user chose
    tabla: TablaActuarial | None = None
    tabla_json: dict | None = None
    columna_id: str = "id"
    ignorar: tuple[str, ...] = ()
    tamano: int = archivos.TAMANO_TROZO
    procesos: int = 1
    # The verification sample, per chunk: this share of the engine's rows, at least `muestra_minima` of them
    # (a 131,072-row chunk: 27 rows; a million members: about 220), re-computed by the reference.
    muestra: float = 0.0002
    muestra_minima: int = 16
    explicaciones: bool = False
    semilla: int | None = None
    en_contra: bool = False  # the readings that went against each member (the reference, one row at a time)


class Corrida:
    """Evalúa trozos de una membresía y devuelve tablas de resultados (lo usa también el modo diferencial)."""

    def __init__(self, op: Opciones):
        self.op = op
        self.esquema = esquema_interno(op.explicaciones)
        self.motor = Motor(op.lecturas, op.tabla) if op.motor == "vectorial" else None
        self.referencia = Referencia(
            op.lecturas_pedidas,
            op.tabla_json,
            op.procesos if op.motor == "referencia" else 1,
            op.explicaciones,
            op.en_contra,
        )
        self.azar = random.Random(op.semilla)
        self.resumen = Resumen()
        self.revisadas: dict = {}  # what the review says of each combination of columns, once per run

    def cerrar(self, abandonar: bool = False) -> None:
        self.referencia.cerrar(abandonar)

    # -- rows for the reference ------------------------------------------------------------------------
    def solicitudes(self, trozo: archivos.Trozo, indices: np.ndarray) -> list:
        if trozo.solicitudes is not None:
            return [trozo.solicitudes[i] for i in indices]
        if trozo.filas_python is not None:
            return [self._limpia(trozo.filas_python[i]) for i in indices]
        salida = []
        for plana in trozo.tabla.take(pa.array(indices, pa.int64())).to_pylist():
            try:
                salida.append(anidar(plana, self.op.columna_id))
            except ErrorDeEntrada as e:
                salida.append(e)
        return salida

    def _limpia(self, s):
        if isinstance(s, dict) and (self.op.columna_id in s or self.op.ignorar):
            s = {k: v for k, v in s.items() if k != self.op.columna_id and k not in self.op.ignorar}
        return s

    def _ids(self, trozo: archivos.Trozo) -> pa.Array:
        n = trozo.n
        if trozo.filas_python is not None:
            valores = [s.get(self.op.columna_id) if isinstance(s, dict) else None for s in trozo.filas_python]
            return pa.array([None if v is None else archivos.texto_seguro(str(v)) for v in valores], pa.string())
        if trozo.tabla is not None and self.op.columna_id in trozo.tabla.column_names:
            return pc.cast(trozo.tabla.column(self.op.columna_id).combine_chunks(), pa.string())
        return pa.nulls(n, pa.string())

    # -- one chunk -----------------------------------------------------------------------------------------
    def evaluar(self, trozo: archivos.Trozo) -> pa.Table:
        n = trozo.n
        tabla = trozo.tabla
        if tabla is not None:
            quitar = [c for c in tabla.column_names if c == self.op.columna_id or c in self.op.ignorar]
            tabla = tabla.drop_columns(quitar)
        if self.motor is None or trozo.solicitudes is not None:
            filas = self.referencia.evaluar(self.solicitudes(trozo, np.arange(n)))
            resultado = con_revision(tabla_de_filas(filas, self.esquema), self.revisadas)
            razon = None
        else:
            salida = self.motor.evaluar(tabla)
            razon = salida.razon
            columnas = {}
            for f in self.esquema:
                a = salida.columnas.get(f.name)
                columnas[f.name] = a if a is not None else pa.nulls(n, f.type)
            columnas["motor"] = pa.DictionaryArray.from_arrays(pa.array(np.zeros(n, np.int32)), pa.array(["vectorial"]))
            resultado = pa.table(columnas, schema=self.esquema)
            aparte = np.flatnonzero(razon)
            if len(aparte):
                for r, k in Counter(razon[aparte].tolist()).items():
                    self.resumen.a_la_referencia[r] += k
                filas = self.referencia.evaluar(self.solicitudes(trozo, aparte))
                otras = tabla_de_filas(filas, self.esquema)
                orden = np.arange(n)
                orden[aparte] = n + np.arange(len(aparte))
                resultado = pa.concat_tables([resultado, otras]).take(pa.array(orden))
            resultado = con_revision(resultado, self.revisadas)  # the reviewer's decisions, on the engine's rows too
            self._verificar(trozo, resultado, razon)
        resultado = resultado.set_column(0, "fila", pa.array(np.arange(trozo.fila0, trozo.fila0 + n, dtype=np.int64)))
        lineas = pa.nulls(n, pa.int64()) if trozo.lineas is None else pa.array(trozo.lineas)
        resultado = resultado.set_column(1, "linea", lineas)
        resultado = resultado.set_column(2, "id", self._ids(trozo))
        self.resumen.sumar(resultado)
        return resultado

    def _verificar(self, trozo: archivos.Trozo, resultado: pa.Table, razon: np.ndarray) -> None:
        """La muestra: filas del motor al azar, recalculadas con la referencia; una diferencia detiene todo."""
        propias = np.flatnonzero(razon == 0)
        if not len(propias):
            return
        # `muestra` 0 still leaves the minimum per chunk: the check of the engine cannot be switched off
        k = min(len(propias), max(self.op.muestra_minima, math.ceil(self.op.muestra * len(propias))))
        if k == 0:
            return
        elegidas = np.array(sorted(self.azar.sample(range(len(propias)), k)), dtype=np.int64)
        indices = propias[elegidas]
        esperadas = self.referencia.evaluar(self.solicitudes(trozo, indices))
        referencia = (
            con_revision(tabla_de_filas(esperadas, self.esquema), self.revisadas).select(COMPARABLES).to_pylist()
        )
        del esperadas
        motor = resultado.take(pa.array(indices)).select(COMPARABLES).to_pylist()
        for i, a, b in zip(indices, motor, referencia, strict=True):
            if a != b:
                distintas = {c: (a[c], b[c]) for c in COMPARABLES if a[c] != b[c]}
                fila = trozo.fila0 + int(i)
                raise DivergenciaDelMotor(
                    f"fila {fila}: el motor vectorial y la referencia difieren en "
                    + "; ".join(f"{c}: motor {x!r}, referencia {y!r}" for c, (x, y) in distintas.items())
                )
        self.resumen.verificadas += k


class Progreso:
    """Una línea de progreso en stderr, solo en una terminal y fuera de CI (`retiro.comun.progreso`)."""

    def __init__(self, total: int | None, activo: bool | None = None):
        # only with a progress line (start-up of `retiro lote` without a terminal)
        from retiro.comun import progreso

        self.total = total
        self.activo = progreso.en_terminal() if activo is None else activo
        self.inicio = time.perf_counter()
        self.ultimo = 0.0

    def __call__(self, filas: int, final: bool = False) -> None:
        if not self.activo:
            return
        ahora = time.perf_counter()
        if not final and ahora - self.ultimo < 0.2:
            return
        self.ultimo = ahora
        # only with a progress line (start-up of `retiro lote` without a terminal)
        from retiro.comun import progreso

        texto = "\r" + progreso.linea(filas, self.total, ahora - self.inicio, "filas") + "\x1b[K"
        sys.stderr.write(texto + ("\n" if final else ""))
        sys.stderr.flush()


def trozos_evaluados(corrida: Corrida, entrada: str | Path) -> Iterator[tuple[archivos.Trozo, pa.Table]]:
    for trozo in en_segundo_plano(archivos.leer(entrada, corrida.op.tamano, blancas=corrida.resumen.blancas)):
        yield trozo, corrida.evaluar(trozo)


_FIN = object()


def en_segundo_plano(elementos, cola: int = 2) -> Iterator:
    """Reads ahead in a thread (Arrow decodes without the GIL): reading overlaps the computation.

    At most `cola` chunks wait, so memory stays bounded; an error in the reader is raised here.
    """
    espera: queue.Queue = queue.Queue(maxsize=cola)
    parar = threading.Event()

    def leer() -> None:
        try:
            for x in elementos:
                while not parar.is_set():
                    try:
                        espera.put(x, timeout=0.1)
                        break
                    except queue.Full:
                        continue
                if parar.is_set():
                    return
            espera.put(_FIN)
        except BaseException as e:  # handed to the consumer
            espera.put(e)

    hilo = threading.Thread(target=leer, daemon=True)
    hilo.start()
    try:
        while True:
            x = espera.get()
            if x is _FIN:
                return
            if isinstance(x, BaseException):
                raise x
            yield x
    finally:
        parar.set()
        hilo.join(timeout=5)


class EscritorEnSegundoPlano:
    """Writes in a thread (Parquet and CSV encode without the GIL), at most `cola` tables waiting."""

    def __init__(self, ruta: str | Path, cola: int = 2):
        self.ruta = ruta
        self.escritor: archivos.Escritor | None = None
        self.espera: queue.Queue = queue.Queue(maxsize=cola)
        self.error: BaseException | None = None
        self.hilo = threading.Thread(target=self._trabajar, daemon=True)
        self.hilo.start()

    def _trabajar(self) -> None:
        while True:
            tabla = self.espera.get()
            if tabla is _FIN:
                return
            if self.error is not None:
                continue
            try:
                if self.escritor is None:
                    self.escritor = archivos.Escritor(self.ruta, tabla.schema)
                self.escritor.escribir(tabla)
            except BaseException as e:
                self.error = e

    def escribir(self, tabla: pa.Table) -> None:
        if self.error is not None:
            raise self.error
        self.espera.put(tabla)

    def cerrar(self) -> None:
        self.espera.put(_FIN)
        self.hilo.join()
        if self.escritor is not None:
            self.escritor.cerrar()
        if self.error is not None:
            raise self.error

    def abandonar(self) -> None:
        """Stops without writing what waits (the run failed or was interrupted: the file is deleted anyway)."""
        self.error = self.error or RuntimeError("abandonada")
        with contextlib.suppress(queue.Full):
            self.espera.put_nowait(_FIN)
        self.hilo.join(timeout=5)
        if self.escritor is not None:
            with contextlib.suppress(Exception):
                self.escritor.cerrar()


def temporal_junto_a(salida: str | Path) -> Path:
    """A new, empty file next to `salida` (same folder, so the final rename is atomic), named as partial:
    ``.resultados.csv.parcial-XXXX.csv`` (the extension last: it says the format to the writer)."""
    salida = Path(salida)
    descriptor, nombre = tempfile.mkstemp(dir=salida.parent, prefix=f".{salida.name}.parcial-", suffix=salida.suffix)
    os.close(descriptor)
    return Path(nombre)


def colocar(temporal: Path, salida: str | Path) -> None:
    """The finished file, moved into place at once (rename: the path never shows a half-written file), with the
    permissions a new file gets (mkstemp creates it readable by its owner only)."""
    mascara = os.umask(0)
    os.umask(mascara)
    os.chmod(temporal, 0o666 & ~mascara)
    os.replace(temporal, salida)


def ejecutar(
    entrada: str | Path,
    salida: str | Path,
    op: Opciones,
    progreso: Callable[[int, bool], None] | None = None,
) -> Resumen:
    """Corre la membresía `entrada` y escribe el resultado en `salida`; devuelve el resumen.

    Lectura, cálculo y escritura se solapan (un hilo lee por delante, otro escribe); la memoria la acotan el
    tamaño del trozo y las dos colas de dos trozos.
    """
    archivos.formato(salida)
    inicio = time.perf_counter()
    try:
        temporal = temporal_junto_a(salida)
    except OSError as e:
        raise archivos.ErrorDeArchivo(f"no se puede escribir en la carpeta de «{salida}»: {e.strerror}") from None
    corrida = Corrida(op)
    escritor = EscritorEnSegundoPlano(temporal)
    terminada = False
    try:
        vacia = True
        for _trozo, tabla in trozos_evaluados(corrida, entrada):
            vacia = False
            escritor.escribir(tabla)
            if progreso is not None:
                progreso(corrida.resumen.filas, False)
        if vacia:  # empty input: an empty output with the header
            escritor.escribir(corrida.esquema.empty_table())
        escritor.cerrar()
        colocar(temporal, salida)
        terminada = True
    finally:
        try:
            if not terminada:  # failed or interrupted: nothing at the output path, and no partial file left
                escritor.abandonar()
                with contextlib.suppress(OSError):
                    temporal.unlink()
        finally:
            corrida.cerrar(abandonar=not terminada)
    corrida.resumen.segundos = time.perf_counter() - inicio
    if progreso is not None:
        progreso(corrida.resumen.filas, True)
    return corrida.resumen
