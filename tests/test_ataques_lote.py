"""Ataques a `retiro lote` (issue 25): una fila de salida por fila de entrada, o ningún archivo de salida.

Cada caso tumbaba la corrida, perdía miembros o dejaba un archivo que parecía completo: un sustituto suelto en
JSON Lines, una comilla sin cerrar, un byte que no es UTF-8, un CSV en UTF-16, líneas en blanco, JSON Lines con
solo CR, columnas Parquet binarias, listas, mapas o repetidas, una interrupción, una divergencia del motor, un
error de lectura, un enlace duro de la entrada como salida, fórmulas de hoja de cálculo, ``--muestra 0``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow as pa
import pyarrow.csv as pcsv
import pyarrow.parquet as pq
import pytest

from ayuda_procesos import sigint_por_defecto
from retiro.cli import main
from retiro.lote import generador, motor

CABECERA = "id,fecha_nacimiento,fecha_ingreso,fecha_retiro,servicio_acreditable,retribucion_promedio,en_servicio_activo"
BUENA = "1952-05-10,1976-07-01,2008-01-15,26,30000.00,true"


def _filas(ruta: Path) -> list[dict]:
    if ruta.suffix == ".jsonl":
        return [json.loads(x) for x in ruta.read_text(encoding="utf-8").splitlines()]
    return pcsv.read_csv(ruta, convert_options=pcsv.ConvertOptions(strings_can_be_null=True)).to_pylist()


def _lote(entrada: Path, salida: Path, *extra: str) -> int:
    return main(["lote", str(entrada), "--salida", str(salida), "--sin-progreso", *extra])


def _sin_restos(salida: Path) -> None:
    """No file at the output path, and no partial file next to it."""
    assert not salida.exists()
    assert not [p for p in salida.parent.iterdir() if ".parcial-" in p.name]


def test_un_sustituto_suelto_en_json_lines_es_una_fila_de_error_y_la_corrida_sigue(tmp_path):
    entrada = tmp_path / "m.jsonl"
    entrada.write_text('{"id": "\\ud800", "fecha_nacimiento": "\\ud800"}\n{"id": "b"}\n', encoding="utf-8")
    salida = tmp_path / "r.jsonl"
    assert _lote(entrada, salida) == 1
    filas = _filas(salida)
    assert [f["linea"] for f in filas] == [1, 2] and filas[0]["id"] == "\\ud800"
    assert all(f["estado_fila"] == "error" for f in filas)


def test_json_lines_con_solo_cr_son_varias_lineas(tmp_path):
    entrada = tmp_path / "m.jsonl"
    entrada.write_bytes(b'{"id": "a"}\r{"id": "b"}\r\r{"id": "c"}\r')
    salida = tmp_path / "r.jsonl"
    _lote(entrada, salida)
    assert [(f["linea"], f["id"]) for f in _filas(salida)] == [(1, "a"), (2, "b"), (4, "c")]


@pytest.mark.parametrize(
    ("linea", "mensaje"),
    [
        (f'A2,"{BUENA}', "comilla"),  # an unterminated quote: before, every later member was lost
        (f"A2,{BUENA}".encode() + b"\xff", "UTF-8"),  # before, the whole file was refused
        (b"x" * (1 << 21), "pasa de"),  # a line over the protocol's limit is never held whole
    ],
)
def test_una_linea_mala_de_csv_es_una_fila_de_error_que_nombra_su_linea(tmp_path, linea, mensaje):
    linea = linea if isinstance(linea, bytes) else linea.encode()
    entrada = tmp_path / "m.csv"
    entrada.write_bytes(b"\n".join([CABECERA.encode(), f"A1,{BUENA}".encode(), linea, f"A3,{BUENA}".encode()]) + b"\n")
    salida = tmp_path / "r.csv"
    assert _lote(entrada, salida) == 1
    filas = _filas(salida)
    assert [f["linea"] for f in filas] == [2, 3, 4], "una fila de salida por fila de entrada"
    assert [f["id"] for f in filas] == ["A1", None, "A3"]
    assert filas[1]["estado_fila"] == "error" and filas[1]["error_campo"] == "fila"
    assert mensaje in filas[1]["error_mensaje"]


@pytest.mark.parametrize("codificacion", ["utf-16", "utf-16-le", "utf-8-sig"])
def test_csv_en_utf16_o_con_marca_se_lee(tmp_path, codificacion, capsys):
    entrada = tmp_path / "m.csv"
    entrada.write_bytes(f"{CABECERA}\r\nA1,{BUENA}\r\n\r\nA3,{BUENA}\r\n".encode(codificacion))
    salida = tmp_path / "r.csv"
    assert _lote(entrada, salida) == 0
    assert [(f["linea"], f["id"]) for f in _filas(salida)] == [(2, "A1"), (4, "A3")]  # the blank line: no member
    assert "Líneas en blanco: 1 (no son miembros" in capsys.readouterr().out  # and the summary says so


@pytest.mark.parametrize(
    ("columna", "valores"),
    [
        ("cuerpo", pa.array([b"ninguno", b"\xff"], pa.binary())),  # before: «DIVERGENCIA DEL MOTOR»
        ("lecturas", pa.array([[1], None])),  # before: a traceback
        ("lecturas", pa.array([[("INT-01", "estricta")], None], pa.map_(pa.string(), pa.string()))),
    ],
)
def test_columnas_parquet_de_otros_tipos_dan_filas_y_no_una_divergencia(tmp_path, columna, valores):
    datos = dict(
        zip(CABECERA.split(","), [["a", "b"], *[[v, v] for v in BUENA.split(",")[:-1]], [True, True]], strict=True)
    )
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    pq.write_table(pa.table({**datos, columna: valores}), entrada)
    assert _lote(entrada, salida, "--muestra", "1") in (0, 1)
    assert pq.read_table(salida).column("id").to_pylist() == ["a", "b"]


def test_una_columna_parquet_repetida_se_rechaza_sin_traza(tmp_path, capsys):
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    pq.write_table(pa.Table.from_arrays([pa.array(["a"]), pa.array(["b"])], names=["id", "id"]), entrada)
    assert _lote(entrada, salida) == 2
    assert "repite la columna «id»" in capsys.readouterr().err
    _sin_restos(salida)


def test_una_divergencia_del_motor_no_deja_archivo(tmp_path, monkeypatch):
    original = motor.edad_cumplida
    monkeypatch.setattr(motor, "edad_cumplida", lambda n, e, l29: original(n, e, l29) - 1)
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    generador.escribir(entrada, 2000)
    assert _lote(entrada, salida, "--tamano-trozo", "500") == 3
    _sin_restos(salida)


def test_muestra_0_no_apaga_la_verificacion(tmp_path, monkeypatch):
    """Before, with --muestra 0 a wrong engine wrote wrong figures and exited 0."""
    original = motor.edad_cumplida
    monkeypatch.setattr(motor, "edad_cumplida", lambda n, e, l29: original(n, e, l29) - 1)
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    generador.escribir(entrada, 500)
    assert _lote(entrada, salida, "--muestra", "0") == 3
    _sin_restos(salida)


def test_un_error_de_lectura_a_media_corrida_no_deja_archivo(tmp_path, monkeypatch, capsys):
    from retiro.lote import archivos

    original, bloques = archivos._trozos_csv, archivos.bloques_de_lineas
    monkeypatch.setattr(archivos, "bloques_de_lineas", lambda f, b: bloques(f, 4096))  # many blocks

    def roto(lineas, *a):
        if lineas[0][0] > 1000:
            raise OSError("error de E/S simulado")
        yield from original(lineas, *a)

    monkeypatch.setattr(archivos, "_trozos_csv", roto)
    entrada, salida = tmp_path / "m.csv", tmp_path / "r.csv"
    generador.escribir(entrada, 3000)
    assert _lote(entrada, salida, "--tamano-trozo", "100") == 2
    assert "no se puede leer" in capsys.readouterr().err
    _sin_restos(salida)


def test_un_enlace_duro_de_la_entrada_como_salida_no_la_sobrescribe(tmp_path, capsys):
    entrada = tmp_path / "m.csv"
    entrada.write_text(f"{CABECERA}\nA1,{BUENA}\n", encoding="utf-8")
    antes = entrada.read_bytes()
    enlace = tmp_path / "otro.csv"
    os.link(entrada, enlace)
    assert _lote(entrada, enlace) == 2
    assert "mismo archivo" in capsys.readouterr().err and entrada.read_bytes() == antes


def test_una_celda_que_seria_formula_se_escribe_como_texto_en_csv(tmp_path):
    entrada = tmp_path / "m.csv"
    ids = ['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "normal"]
    entrada.write_text(
        CABECERA
        + "\n"
        + "".join(f"{i},{BUENA}\n" for i in ids)
        .replace('"', '""')
        .replace('=HYPERLINK(""http://x"")', '"=HYPERLINK(""http://x"")"'),
        encoding="utf-8",
    )
    salida_csv, salida_jsonl = tmp_path / "r.csv", tmp_path / "r.jsonl"
    _lote(entrada, salida_csv)
    _lote(entrada, salida_jsonl)
    assert [f["id"] for f in _filas(salida_csv)] == ["'" + i for i in ids[:4]] + ["normal"]
    assert [f["id"] for f in _filas(salida_jsonl)] == ids  # JSON Lines (and Parquet) keep the exact text


def _interrumpir(tmp_path: Path, senal: int, *extra: str) -> tuple[int, str, Path]:
    entrada, salida = tmp_path / "m.csv", tmp_path / "r.csv"
    generador.escribir(entrada, 200_000)
    proceso = subprocess.Popen(
        [sys.executable, "-m", "retiro", "lote", str(entrada), "--salida", str(salida), "--sin-progreso", *extra],
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=sigint_por_defecto,
    )
    fin = time.monotonic() + 60
    while not [p for p in tmp_path.iterdir() if ".parcial-" in p.name] and time.monotonic() < fin:
        time.sleep(0.05)  # until the partial file exists: the run is under way
    time.sleep(0.5)
    os.killpg(proceso.pid, senal)  # as a terminal's Ctrl+C: the whole process group
    _, err = proceso.communicate(timeout=60)
    return proceso.returncode, err, salida


@pytest.mark.larga
@pytest.mark.parametrize(
    ("senal", "codigo", "extra"),
    [
        (signal.SIGINT, 130, ()),
        (signal.SIGINT, 130, ("--motor", "referencia", "--procesos", "2")),
        (signal.SIGTERM, 143, ("--motor", "referencia", "--procesos", "2")),
    ],
)
def test_una_corrida_interrumpida_no_deja_nada_que_parezca_completo(tmp_path, senal, codigo, extra):
    devuelto, err, salida = _interrumpir(tmp_path, senal, *extra)
    assert devuelto == codigo and "Traceback" not in err
    _sin_restos(salida)


@pytest.mark.parametrize("tipo", [pa.decimal64(18, 0), pa.decimal128(38, 0), pa.decimal64(18, 2), pa.decimal128(38, 2)])
def test_una_cuantia_que_no_cabe_en_el_entero_del_motor_va_a_la_referencia_y_no_da_la_vuelta(tmp_path, tipo):
    """184467440737095517 × 100 wraps in int64 to 84 cents: before, the engine computed a pension on $0.84 (and only
    the sample, when it drew that row, stopped the run)."""
    from decimal import Decimal

    grande = Decimal(184467440737095517).scaleb(-tipo.scale)
    datos = dict(
        zip(CABECERA.split(","), [["a", "b"], *[[v, v] for v in BUENA.split(",")[:-1]], [True, True]], strict=True)
    )
    datos["retribucion_promedio"] = pa.array([grande, Decimal(30000)], tipo)
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.jsonl"
    pq.write_table(pa.table(datos), entrada)
    assert _lote(entrada, salida, "--muestra", "1") == 1
    grande_fila, normal = _filas(salida)
    assert grande_fila["motor"] == "referencia" and grande_fila["estado_fila"] == "error"
    assert grande_fila["error_campo"] == "retribucion_promedio" and normal["motor"] == "vectorial"


TRAVIESA = Path(__file__).parent / "implementacion_traviesa.py"


@pytest.mark.larga
def test_lote_implementacion_con_una_que_se_cuelga_acaba_en_el_presupuesto(tmp_path, capsys):
    """Before: no per-case limit and no budget (a hanging implementation cost 40 rows in 57 s). Now each request
    has the kit's limit and the run a budget: the rows after it are «sin comparar», and the summary says so. The
    bound is a count: requests the implementation received."""
    entrada, contador = tmp_path / "m.csv", tmp_path / "n"
    generador.escribir(entrada, 60)
    orden = f"cmd:{sys.executable} {TRAVIESA} --siempre cuelga --contador {contador}"
    argumentos = ["--implementacion", orden, "--tiempo-limite", "0.3", "--presupuesto", "1.5", "--paralelo", "1"]
    codigo = main(["lote", str(entrada), *argumentos, "--informe", str(tmp_path / "i"), "--sin-progreso"])
    assert codigo == 1
    salida = capsys.readouterr().out
    sin_comparar = json.loads((tmp_path / "i" / "divergencias.json").read_text(encoding="utf-8"))["sin_comparar"]
    assert "SIN COMPARAR" in salida and sin_comparar >= 40
    assert int(contador.read_text()) <= 60 - sin_comparar


def test_lote_implementacion_respeta_el_alcance_declarado_en_el_saludo(tmp_path, capsys):
    """Before: 567 of 573 «divergent» members against the JavaScript implementation were its declared «no
    soportado» for Article 10. A «no soportado» in a declared part is not compared; anywhere else it is a fault."""
    entrada = tmp_path / "m.csv"
    generador.escribir(entrada, 200)
    orden = f"cmd:{sys.executable} {TRAVIESA} --saludo alcance:articulo_10 --siempre no_soportado"
    codigo = main(["lote", str(entrada), "--implementacion", orden, "--informe", str(tmp_path / "i"), "--sin-progreso"])
    datos = json.loads((tmp_path / "i" / "divergencias.json").read_text(encoding="utf-8"))
    con_10 = sum(1 for f in pcsv.read_csv(entrada).to_pylist() if f.get("coordinacion.fecha_coordinacion"))
    assert 0 < con_10 < 200
    assert datos["no_soportados"] == con_10, "no soportado, donde la solicitud usa una parte declarada"
    assert datos["fallos_del_protocolo"] == datos["divergentes"] == 200 - con_10  # the others: faults
    assert codigo == 1 and "fuera del alcance que declara su saludo" in capsys.readouterr().out


MIEMBROS_10M = 10_000_000
LIMITE_VIRTUAL_KB = 2_000_000  # `ulimit -v` of the issue: before, the 10-million-row CSV died under it


@pytest.mark.larga
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ulimit -v")
def test_un_csv_de_diez_millones_de_filas_cabe_en_la_memoria_de_un_trozo(tmp_path):
    """Memory is bounded by the chunk, not by the file: 10 million rows (1.2 GB of CSV) under ``ulimit -v 2000000``
    (before: a numpy MemoryError after 127 s and 0 rows written; the 1-million-row file passed)."""
    entrada, salida = tmp_path / "m.csv", tmp_path / "r.parquet"
    assert main(["lote", "--generar", str(MIEMBROS_10M), "--salida", str(entrada)]) == 0
    orden = (
        f"ulimit -v {LIMITE_VIRTUAL_KB} && exec {sys.executable} -m retiro lote {entrada} --salida {salida} "
        "--sin-progreso"
    )
    r = subprocess.run(["bash", "-c", orden], capture_output=True, text=True, timeout=3600)
    assert r.returncode in (0, 1) and "Traceback" not in r.stderr, r.stderr[-2000:]
    assert pq.ParquetFile(salida).metadata.num_rows == MIEMBROS_10M, "una fila de salida por fila de entrada"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="jemalloc: las ruedas de Linux lo traen")
def test_el_asignador_de_arrow_se_elige_al_cargar_pyarrow_y_no_lo_heredan_los_hijos():
    """The 10-million-row run died under ``ulimit -v 2000000`` when the pool was switched after loading pyarrow
    (mimalloc's reservation stayed: twice the address space). Now the pool is chosen as pyarrow loads, and the
    variable that chooses it is gone afterwards (programs that `retiro lote` starts keep their own allocator)."""
    programa = (
        "import os; from retiro.cli.lote import memoria_de_arrow; memoria_de_arrow(); import pyarrow as pa; "
        "print(pa.default_memory_pool().backend_name, os.environ.get('ARROW_DEFAULT_MEMORY_POOL'))"
    )
    entorno = {k: v for k, v in os.environ.items() if k != "ARROW_DEFAULT_MEMORY_POOL"}
    r = subprocess.run([sys.executable, "-c", programa], capture_output=True, text=True, env=entorno, check=True)
    assert r.stdout.split() == ["jemalloc", "None"], r.stdout + r.stderr
    # the user's choice is kept
    entorno["ARROW_DEFAULT_MEMORY_POOL"] = "system"
    r = subprocess.run([sys.executable, "-c", programa], capture_output=True, text=True, env=entorno, check=True)
    assert r.stdout.split() == ["system", "system"], r.stdout + r.stderr


@pytest.mark.parametrize(
    "falta",
    [
        pa.ArrowMemoryError("malloc of size 11349440 failed"),
        MemoryError(),
        pa.ArrowException("Unknown error: Failed to launch worker thread: Resource temporarily unavailable"),
    ],
    ids=["arrow", "numpy", "hilo"],
)
def test_sin_memoria_un_mensaje_claro_y_ningun_archivo(tmp_path, capsys, monkeypatch, falta):
    """Out of memory (or of address space, ``ulimit -v``): a message naming the chunk and the way out, code 2, no
    trace, and nothing at the output path (as CI saw before the fix: an ArrowMemoryError and its trace)."""
    from retiro.lote import ejecucion

    def sin_memoria(*_a, **_k):
        raise falta

    entrada, salida = tmp_path / "m.csv", tmp_path / "r.csv"
    entrada.write_text(f"{CABECERA}\n1,{BUENA}\n", encoding="utf-8")
    monkeypatch.setattr(ejecucion, "ejecutar", sin_memoria)
    assert _lote(entrada, salida, "--tamano-trozo", "5000") == 2
    err = capsys.readouterr().err
    assert "la memoria no alcanza para un trozo de 5,000 filas" in err and "--tamano-trozo menor" in err, err
    assert f"no se escribió «{salida}»" in err and "Traceback" not in err
    assert not salida.exists()


def test_otro_fallo_del_motor_no_se_disfraza_de_falta_de_memoria(tmp_path, monkeypatch):
    from retiro.lote import ejecucion

    def roto(*_a, **_k):
        raise pa.ArrowInvalid("otra cosa")

    entrada = tmp_path / "m.csv"
    entrada.write_text(f"{CABECERA}\n1,{BUENA}\n", encoding="utf-8")
    monkeypatch.setattr(ejecucion, "ejecutar", roto)
    with pytest.raises(pa.ArrowInvalid):
        _lote(entrada, tmp_path / "r.csv")


@pytest.mark.larga
def test_lote_implementacion_que_muere_en_cada_solicitud_deja_de_recibirlas(tmp_path, capsys):
    """A dead implementation is restarted (as in the kit), but one that fails every request is not asked for ever:
    after `MAX_FALLOS_SEGUIDOS` failures in a row the other rows are «sin comparar». A count, not a time."""
    from retiro.lote.diferencial import MAX_FALLOS_SEGUIDOS

    entrada, contador = tmp_path / "m.csv", tmp_path / "n"
    generador.escribir(entrada, 60)
    orden = f"cmd:{sys.executable} {TRAVIESA} --siempre muere --contador {contador}"
    argumentos = ["--implementacion", orden, "--paralelo", "1", "--informe", str(tmp_path / "i"), "--sin-progreso"]
    assert main(["lote", str(entrada), *argumentos]) == 1
    datos = json.loads((tmp_path / "i" / "divergencias.json").read_text(encoding="utf-8"))
    assert int(contador.read_text()) == MAX_FALLOS_SEGUIDOS == datos["fallos_del_protocolo"]
    assert datos["sin_comparar"] == 60 - MAX_FALLOS_SEGUIDOS and "SIN COMPARAR" in capsys.readouterr().out
