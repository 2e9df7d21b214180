"""La orden `retiro lote` (registrada en `retiro.cli` con `agregar_orden`). Mensajes en español, sin trazas.

Códigos de salida: 0 todo calculado; 1 la corrida terminó pero hubo filas de error (o divergencias en el modo
diferencial); 2 la corrida no pudo empezar (archivo, opciones); 3 el motor vectorial y la referencia
difirieron en la muestra de verificación (un defecto del motor: la corrida se detiene).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from retiro.cli.archivos import lecturas_pedidas, leer_json
from retiro.comun.errores import ErrorDeEntrada

SALIDA_ERROR = 2
SALIDA_DIVERGENCIA_DEL_MOTOR = 3


def agregar_orden(sub) -> None:
    p = sub.add_parser(
        "lote",
        help="calcula una membresía entera (CSV, Parquet o JSON Lines): un resultado por miembro",
        description=(
            "Calcula cada fila de un archivo de membresía (una fila por miembro; columnas con el mapa de "
            "docs/lote.md) y escribe una fila de resultado por cada fila de entrada. Con --comparar o "
            "--implementacion, compara con otra implementación y escribe el informe de divergencias."
        ),
    )
    p.add_argument("entrada", nargs="?", metavar="ENTRADA", help="archivo de membresía (.csv, .parquet o .jsonl)")
    p.add_argument("--salida", metavar="SALIDA", help="archivo de resultados (.csv, .parquet o .jsonl)")
    p.add_argument(
        "--motor",
        choices=("vectorial", "referencia"),
        default="vectorial",
        help="vectorial (por defecto) o la calculadora de referencia fila por fila, en varios procesos",
    )
    p.add_argument("--procesos", type=int, default=os.cpu_count() or 1, help="procesos de --motor referencia")
    p.add_argument(
        "--explicaciones", action="store_true", help="con --motor referencia: la explicación JSON de cada miembro"
    )
    p.add_argument(
        "--lectura", action="append", default=[], metavar="INT-NN=LECTURA", help="lectura del registro para la corrida"
    )
    p.add_argument(
        "--lecturas-en-contra",
        action="store_true",
        help="la columna lecturas_en_contra: las lecturas que fueron en contra de cada miembro (con la referencia, "
        "fila por fila: una evaluación más por cada otra lectura de las entradas usadas)",
    )
    p.add_argument("--tabla-actuarial", metavar="ARCHIVO", help="tabla actuarial de la Junta para toda la corrida")
    p.add_argument("--columna-id", default="id", metavar="COLUMNA", help="columna que identifica al miembro (id)")
    p.add_argument(
        "--ignorar-columnas", default="", metavar="A,B", help="columnas de la entrada que no son hechos de la solicitud"
    )
    p.add_argument("--tamano-trozo", type=int, default=None, metavar="FILAS", help="filas por trozo (memoria)")
    p.add_argument(
        "--muestra",
        type=float,
        default=None,
        metavar="FRACCION",
        help="fracción de las filas del motor vectorial que la referencia recalcula en cada trozo (por defecto, la "
        "muestra de docs/lote.md; con 0 queda la muestra mínima por trozo, que no se puede quitar)",
    )
    p.add_argument("--semilla", type=int, default=None, help="semilla de la muestra de verificación o del generador")
    p.add_argument("--generar", type=int, metavar="N", help="escribe en --salida una membresía SINTÉTICA de N miembros")
    p.add_argument(
        "--errores",
        type=float,
        default=0.0,
        metavar="FRACCION",
        help="con --generar: fracción de filas con un dato malo",
    )
    p.add_argument(
        "--comparar", metavar="RESULTADOS", help="resultados de otra implementación (columnas de docs/lote.md)"
    )
    p.add_argument(
        "--implementacion", metavar="OBJETIVO", help="otra implementación en vivo: cmd:…, http://… o modulo:funcion"
    )
    p.add_argument("--paralelo", type=int, default=4, help="solicitudes simultáneas a --implementacion (por defecto 4)")
    p.add_argument(
        "--tiempo-limite",
        type=float,
        default=None,
        metavar="SEGUNDOS",
        help="con --implementacion: segundos por solicitud, como en el kit (por defecto 5)",
    )
    p.add_argument(
        "--presupuesto",
        type=float,
        default=None,
        metavar="SEGUNDOS",
        help="con --implementacion: segundos para toda la corrida; las filas de después quedan sin comparar, y se "
        "dice (por defecto 3600)",
    )
    p.add_argument(
        "--informe", metavar="CARPETA", help="carpeta del informe de divergencias (por defecto lote-informe)"
    )
    p.add_argument("--sin-progreso", action="store_true", help="sin barra de progreso")
    p.set_defaults(funcion=ejecutar_orden)


def _error(texto: str) -> int:
    print(f"retiro: error: {texto}", file=sys.stderr)
    return SALIDA_ERROR


def mismo_archivo(entrada: str, salida: str) -> bool:
    """¿Es `salida` la entrada con otro nombre (la misma ruta, un enlace simbólico o uno duro)?"""
    if Path(salida).resolve() == Path(entrada).resolve():
        return True
    try:
        return os.path.samefile(entrada, salida)
    except OSError:  # the output does not exist yet (or the input does not: said later)
        return False


def opciones(a: argparse.Namespace):
    """Las opciones de la corrida, validadas (lecturas del registro, tabla actuarial)."""
    # numpy and pyarrow only when `retiro lote` runs (start-up of `retiro --help`)
    from retiro.lote.archivos import TAMANO_TROZO
    from retiro.lote.ejecucion import Opciones
    from retiro.protocolo import entrada

    if a.tamano_trozo is not None and a.tamano_trozo < 1:
        raise ErrorDeEntrada("--tamano-trozo", "debe ser un número de filas mayor que 0")
    if a.muestra is not None and not 0 <= a.muestra <= 1:
        raise ErrorDeEntrada("--muestra", "debe ser una fracción entre 0 y 1")
    if a.paralelo < 1:
        raise ErrorDeEntrada("--paralelo", "debe ser 1 o más")
    for bandera, valor in (("--tiempo-limite", a.tiempo_limite), ("--presupuesto", a.presupuesto)):
        if valor is not None and not valor > 0:
            raise ErrorDeEntrada(bandera, "debe ser un número de segundos mayor que 0")
    pedidas = lecturas_pedidas(a.lectura)
    todas = entrada.lecturas(pedidas)
    tabla = tabla_json = None
    if a.tabla_actuarial:
        tabla_json = leer_json(a.tabla_actuarial, "--tabla-actuarial")
        tabla = entrada.TABLA_ACTUARIAL.leer(tabla_json)  # as the request field (18.6(d))
    return Opciones(
        motor="referencia" if a.lecturas_en_contra else a.motor,
        en_contra=a.lecturas_en_contra,
        lecturas=todas,
        lecturas_pedidas=pedidas,
        tabla=tabla,
        tabla_json=tabla_json,
        columna_id=a.columna_id,
        ignorar=tuple(c.strip() for c in a.ignorar_columnas.split(",") if c.strip()),
        tamano=a.tamano_trozo or TAMANO_TROZO,
        procesos=max(1, a.procesos),
        muestra=Opciones.muestra if a.muestra is None else a.muestra,
        explicaciones=a.explicaciones,
        semilla=a.semilla,
    )


_POOL = "ARROW_DEFAULT_MEMORY_POOL"


def memoria_de_arrow() -> None:
    """Arrow's allocator for the process of `retiro lote`: jemalloc rather than mimalloc (Linux, whose wheels have
    it), unless the user chose one (``ARROW_DEFAULT_MEMORY_POOL``). Arrow reads the variable once, when pyarrow is
    loaded: it is set for that moment only (programs the command starts do not inherit it), and only here, so a
    program that runs a batch in its own process keeps its allocator. Measured on `retiro lote`
    (scripts/benchmark_lote.py): with mimalloc, the kernel's time (first touch of the pages it reserves) was a third
    of the run's CPU. Switching pools after loading (``pa.set_memory_pool``) kept mimalloc's reservation too: twice
    the address space, and the 10-million-row file failed under ``ulimit -v 2000000``."""
    if "pyarrow" in sys.modules or os.environ.get(_POOL) or not sys.platform.startswith("linux"):
        return
    os.environ[_POOL] = "jemalloc"
    try:
        import pyarrow  # noqa: F401  (`retiro lote`: the allocator is chosen when pyarrow is loaded)
    except ImportError:
        pass  # the extra «lote» is missing: ejecutar_orden says so
    finally:
        del os.environ[_POOL]


def _sin_memoria(e: Exception) -> bool:
    """The process ran out of memory (or address space, ``ulimit -v``), as numpy and Arrow say it: a MemoryError
    (pyarrow.ArrowMemoryError is one), or a thread that could not start for want of room for its stack."""
    return isinstance(e, MemoryError) or any(
        m in str(e) for m in ("Failed to launch worker thread", "can't start new thread")
    )


def ejecutar_orden(a: argparse.Namespace) -> int:
    memoria_de_arrow()  # before numpy and pyarrow are loaded (see the function)
    try:
        # numpy and pyarrow only when `retiro lote` runs (start-up of `retiro --help`)
        from retiro.lote import archivos, ejecucion, generador
    except ImportError as e:
        return _error(f"retiro lote necesita el extra «lote» ({e.name}): pip install 'retiro[lote]'")

    try:
        if a.generar is not None:
            if not a.salida:
                return _error("--generar necesita --salida (el archivo donde escribir la membresía sintética)")
            if a.generar < 0:
                return _error("--generar: el número de miembros no puede ser negativo")
            generador.escribir(a.salida, a.generar, 14 if a.semilla is None else a.semilla, a.errores)
            print(f"Membresía SINTÉTICA de {a.generar:,} miembros en {a.salida} (datos inventados: docs/lote.md)")
            return 0
        if not a.entrada:
            return _error("falta el archivo de membresía (ENTRADA), o --generar N")
        op = opciones(a)
        if a.explicaciones and a.motor != "referencia":
            return _error("--explicaciones necesita --motor referencia (el motor vectorial no escribe explicaciones)")
        if a.comparar and a.implementacion:
            return _error("--comparar y --implementacion no se admiten juntos: elija una de las dos")
        if a.comparar or a.implementacion:
            # only `retiro lote --comparar/--implementacion` (start-up of `retiro lote`)
            from retiro.lote import diferencial

            return diferencial.ejecutar(
                a.entrada,
                op,
                implementacion=a.implementacion,
                comparar=a.comparar,
                informe=a.informe,
                paralelo=a.paralelo,
                tiempo_limite=a.tiempo_limite,
                presupuesto=a.presupuesto,
                progreso=not a.sin_progreso,
            )
        if not a.salida:
            return _error("falta --salida (el archivo de resultados)")
        if mismo_archivo(a.entrada, a.salida):
            return _error(
                "--salida no puede ser el mismo archivo que la entrada (ni otro nombre de él, como un enlace)"
            )
        progreso = None if a.sin_progreso else ejecucion.Progreso(archivos.contar_filas(a.entrada))
        try:
            resumen = ejecucion.ejecutar(a.entrada, a.salida, op, progreso)
        except KeyboardInterrupt:
            print(
                f"\nretiro: interrumpido: la corrida no terminó y no se escribió «{a.salida}» (nada a medias)",
                file=sys.stderr,
            )
            raise
    except ErrorDeEntrada as e:
        return _error(f"{e.campo}: {e.mensaje}")
    except archivos.ErrorDeArchivo as e:
        return _error(str(e))
    except ejecucion.DivergenciaDelMotor as e:
        print(f"retiro: DIVERGENCIA DEL MOTOR VECTORIAL: {e}", file=sys.stderr)
        print(
            f"retiro: la corrida se detuvo y no se escribió «{a.salida}»; use --motor referencia y avise del defecto.",
            file=sys.stderr,
        )
        return SALIDA_DIVERGENCIA_DEL_MOTOR
    except Exception as e:
        if not _sin_memoria(e):
            raise
        no_escrito = f"; no se escribió «{a.salida}» (nada a medias)" if a.salida and a.generar is None else ""
        return _error(
            f"la memoria no alcanza para un trozo de {a.tamano_trozo or archivos.TAMANO_TROZO:,} filas{no_escrito}: "
            "pruebe con --tamano-trozo menor"
        )
    print(resumen.como_texto())
    print(f"Resultados: {a.salida}")
    return 1 if resumen.por_estado_fila.get("error") else 0
