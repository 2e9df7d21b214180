#!/usr/bin/env python3
"""Miembros por segundo de `retiro lote`, lado a lado, con la memoria máxima de cada medición.

    python scripts/benchmark_lote.py                    # 1e5 y 1e6 miembros (unos minutos)
    python scripts/benchmark_lote.py --tamanos 100000   # solo 1e5
    python scripts/benchmark_lote.py --motores          # además: el mismo núcleo en numpy, polars y DuckDB
    python scripts/benchmark_lote.py --diez-millones    # además: 10 millones Parquet → Parquet (memoria < 1 GiB)

Mide, en un proceso aparte cada cosa (para que la memoria máxima sea solo suya), sobre una membresía SINTÉTICA
(`retiro lote --generar`):

- el motor vectorial, todas las reglas, exacto, UN núcleo (hilos de Arrow a 1): de los trozos que da el lector de
  una corrida (`retiro.lote.archivos.leer`, ya en memoria) a las columnas de resultados, sin el disco ni la muestra
  de verificación;
- la referencia (`retiro.evaluar` fila por fila) en un núcleo y con el grupo de procesos (`--motor referencia`);
  sobre `--filas-referencia` filas (por defecto 20 000: a 1e6 tardaría minutos), y así lo dice;
- de extremo a extremo, archivo → archivo (`retiro lote`, con la muestra de verificación, el arranque incluido):
  Parquet → Parquet y CSV → CSV; `--repeticiones` corridas (por defecto 3), y se informa la más rápida (el ruido
  de la máquina solo puede alargar una corrida) con la mediana al lado;
- al lado, si polars está instalado, polars de extremo a extremo sobre el mismo Parquet (leerlo, el núcleo de
  reglas de `--motores`, escribir Parquet), y la razón entre la CPU de `retiro lote` y la suya (issue 24: ≤ 1).
  polars hace menos (el núcleo, 8 columnas; `retiro lote`, todas las reglas, 52 columnas y la muestra): es un piso
  de lo que le costaría hacerlo todo.

Cada proceso corre como lo corre un usuario, con sus ``.pyc`` y los datos leídos del paquete: sin
``PYTHONDONTWRITEBYTECODE`` (algunas terminales y contenedores lo fijan, y entonces cada arranque recompilaría).

No es una prueba: informa. Cada medición da dos cifras: miembros por segundo de reloj (lo que espera quien corre el
lote) y por segundo de CPU (`time.process_time` del proceso, todos sus hilos: menos sensible a la carga de la
máquina). La máquina de desarrollo es compartida: las cifras de reloj son ruidosas; repítalas en una máquina
tranquila. Objetivos (issue 14): motor ≥ 3 M miembros/s en un núcleo a 1e6; Parquet → Parquet ≥ 1 M/s;
10 M miembros con memoria máxima < 1 GiB; (issue 24) CPU de Parquet → Parquet no mayor que la de polars.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(RAIZ / "src"))  # a working copy without `pip install -e` too
from retiro.sitio.rendimiento import CARPETA, Registro  # noqa: E402

UN_NUCLEO = {"OMP_NUM_THREADS": "1", "POLARS_MAX_THREADS": "1", "RETIRO_ARROW_HILOS": "1"}


# As a user runs it: with the compiled .pyc files and the read copies of the data (see scripts/arranque.py).
ENTORNO = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _hijo(codigo: str, env: dict | None = None) -> dict:
    """Runs `codigo` in a fresh Python; it prints one JSON line. Adds the child's peak memory (MiB)."""
    r = subprocess.run(
        [sys.executable, "-c", codigo],
        capture_output=True,
        text=True,
        env={**ENTORNO, **(env or {})},
        check=False,
    )
    if r.returncode != 0:
        raise SystemExit(f"falló una medición:\n{r.stderr[-3000:]}")
    datos = json.loads(r.stdout.strip().splitlines()[-1])
    return datos


_PREAMBULO = """
import json, os, resource, time
import pyarrow as pa
if os.environ.get("RETIRO_ARROW_HILOS"):
    pa.set_cpu_count(1); pa.set_io_thread_count(1)
def pico():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
"""


def motor_vectorial(ruta: str, repeticiones: int) -> dict:
    """The engine alone, over the chunks a run uses (Arrow table in, result columns out), CPU time of one core."""
    codigo = (
        _PREAMBULO
        + f"""
from retiro.lote import archivos
from retiro.lote.motor import Motor
from retiro.ley.registro import lecturas_por_defecto
trozos = [t.tabla.drop_columns(["id"]) for t in archivos.leer({ruta!r})]
filas = sum(t.num_rows for t in trozos)
m = Motor(lecturas_por_defecto())
m.evaluar(trozos[0].slice(0, 1000))
cpu, reloj, aparte = 1e9, 1e9, 0
for _ in range({repeticiones}):
    p0, c0 = time.perf_counter(), time.process_time()
    salidas = [m.evaluar(x) for x in trozos]
    cpu, reloj = min(cpu, time.process_time() - c0), min(reloj, time.perf_counter() - p0)
    aparte = sum(int((s.razon != 0).sum()) for s in salidas)
    del salidas
print(json.dumps({{"filas": filas, "cpu": cpu, "segundos": reloj, "a_la_referencia": aparte, "pico_mib": pico()}}))
"""
    )
    return _hijo(codigo, UN_NUCLEO)


def referencia(ruta: str, filas: int, procesos: int) -> dict:
    """`retiro.evaluar` row by row, one process or the pool: wall time, and CPU time of this process (with the
    pool, the workers' CPU is not this process's: only the wall time is reported)."""
    codigo = (
        _PREAMBULO
        + f"""
import numpy as np
import pyarrow.parquet as pq
from retiro.lote import archivos
from retiro.lote.ejecucion import Corrida, Opciones
from retiro.ley.registro import lecturas_por_defecto
t = pq.read_table({ruta!r}).slice(0, {filas})
from retiro.lote.columnas import aplanar_esquema
t = aplanar_esquema(t)
c = Corrida(Opciones(motor="referencia", lecturas=lecturas_por_defecto(), procesos={procesos}))
trozo = archivos.Trozo(1, None, tabla=t)
solicitudes = c.solicitudes(trozo, np.arange(t.num_rows))
c.referencia.evaluar(solicitudes[:64] * 2)  # pool started, caches warm
p0, c0 = time.perf_counter(), time.process_time()
c.referencia.evaluar(solicitudes)
cpu, segundos = time.process_time() - c0, time.perf_counter() - p0
c.cerrar()
cpu = cpu if {procesos} == 1 else None
print(json.dumps({{"filas": t.num_rows, "segundos": segundos, "cpu": cpu, "pico_mib": pico()}}))
"""
    )
    return _hijo(codigo, UN_NUCLEO if procesos == 1 else None)


def extremo_a_extremo(entrada: str, salida: str, repeticiones: int = 1) -> dict:
    """`retiro lote ENTRADA --salida SALIDA` in a fresh process (start-up included); its own peak memory.

    With several runs: the fastest (its CPU and memory), and the median wall time in `mediana`."""
    if repeticiones > 1:
        corridas = [extremo_a_extremo(entrada, salida) for _ in range(repeticiones)]
        corridas.sort(key=lambda e: e["segundos"])
        mejor = corridas[0]
        mejor["mediana"] = statistics.median(e["segundos"] for e in corridas)
        mejor["pico_mib"] = max(e["pico_mib"] for e in corridas)
        return mejor
    codigo = (
        _PREAMBULO.replace("pa.set_cpu_count(1)", "pass")
        + f"""
import contextlib, io, sys
from retiro.cli import main
salida = io.StringIO()
with contextlib.redirect_stdout(salida):
    codigo = main(["lote", {entrada!r}, "--salida", {salida!r}, "--sin-progreso"])
uso = resource.getrusage(resource.RUSAGE_SELF)
cpu = uso.ru_utime + uso.ru_stime
print(json.dumps({{"codigo": codigo, "pico_mib": pico(), "cpu": cpu, "resumen": salida.getvalue()}}))
"""
    )
    inicio = time.perf_counter()
    datos = _hijo(codigo)
    datos["segundos"] = time.perf_counter() - inicio
    if datos["codigo"] not in (0, 1):
        raise SystemExit(f"retiro lote terminó con el código {datos['codigo']}: {datos['resumen']}")
    return datos


_POLARS_DE_EXTREMO_A_EXTREMO = """
import json, resource, sys
import polars as pl
c = pl.col
fn, fi, fr = c("fecha_nacimiento"), c("fecha_ingreso"), c("fecha_retiro")
dia = lambda f: f.dt.month().cast(pl.Int32) * 100 + f.dt.day().cast(pl.Int32)
e = (fr.dt.year() - fn.dt.year()).cast(pl.Int64) - (dia(fr) < dia(fn)).cast(pl.Int64)
nu = fi > pl.date(1990, 4, 1)
m = (c("servicio_acreditable.anos").fill_null(0) * 12 + c("servicio_acreditable.meses").fill_null(0)).cast(pl.Int64)
R = (c("retribucion_promedio") * 100).cast(pl.Int64)
monto = (c("coordinacion.beneficio_seguro_social.monto") * 100).cast(pl.Int64).fill_null(0)
b = pl.when(c("coordinacion.beneficio_seguro_social.periodo") == "mensual").then(monto * 12).otherwise(monto)
eleg = ((e >= 55) & (m >= 300)) | ((e >= 58) & (m >= 120) & ~nu) | ((e >= 65) & (m >= 120) & nu)
P = pl.min_horizontal(m, 240); Q = m - P; H = pl.min_horizontal(R, 660000); E = R - H
x = pl.when(nu).then(R * 3 * m).otherwise(R * (3 * P + 4 * Q))
f = 2 * H * P + 3 * H * Q + 3 * E * P + 4 * E * Q
co = pl.max_horizontal(f, pl.max_horizontal(x - b * 2400, 0))
pl.scan_parquet(sys.argv[1]).with_row_index("fila", offset=1).select(
    c("fila"), c("id"), e.alias("edad_al_retiro"), nu.alias("nuevo_participante"), eleg.alias("elegible"),
    pl.when(eleg).then(pl.lit("calculada")).otherwise(pl.lit("no_elegible")).cast(pl.Categorical).alias("estado"),
    pl.when(eleg).then((x + 1200) // 2400).alias("anual_centavos"),
    pl.when(eleg).then((co + 1200) // 2400).alias("pension_coordinada_anual_centavos"),
).sink_parquet(sys.argv[2], compression="snappy", statistics=False)
uso = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"cpu": uso.ru_utime + uso.ru_stime, "pico_mib": uso.ru_maxrss / 1024}))
"""


def polars_extremo_a_extremo(entrada: str, salida: str, repeticiones: int) -> dict | None:
    """polars, Parquet → Parquet in a fresh process (its start-up included, as `retiro lote`'s): the members'
    file read, the core rules of `motores` (18.1/18.2 eligibility, 18.6(a)/(b), 10.2 products, 10.5 floor; exact
    integer cents) from its columns, and 8 result columns written (the amounts as integer cents). Fewer rules and
    columns than `retiro lote` (52 columns, every rule, the verification sample): a floor for polars doing it all.
    None without polars. The fastest of `repeticiones` runs, with its CPU."""
    try:
        import polars  # noqa: F401
    except ImportError:
        return None
    corridas = []
    for _ in range(repeticiones):
        inicio = time.perf_counter()
        r = subprocess.run(
            [sys.executable, "-c", _POLARS_DE_EXTREMO_A_EXTREMO, entrada, salida],
            capture_output=True,
            text=True,
            env=ENTORNO,
            check=False,
        )
        if r.returncode != 0:
            raise SystemExit(f"falló la medición con polars:\n{r.stderr[-3000:]}")
        corridas.append(json.loads(r.stdout.strip().splitlines()[-1]) | {"segundos": time.perf_counter() - inicio})
    corridas.sort(key=lambda e: e["segundos"])
    mejor = corridas[0] | {"mediana": statistics.median(e["segundos"] for e in corridas)}
    mejor["pico_mib"] = max(e["pico_mib"] for e in corridas)
    return mejor


def _muestra(e: dict) -> str:
    """How many rows the run's verification sample re-computed with the reference (from its summary)."""
    m = re.search(r"Muestra verificada con la referencia: ([0-9,]+) filas", e["resumen"])
    nota = f"(muestra verificada: {m.group(1) if m else 0} filas"
    if "mediana" in e:
        nota += f"; la más rápida de {e['corridas']}, mediana {e['filas'] / e['mediana']:,.0f}/s"
    return nota + ")"


def generar(ruta: str, n: int) -> None:
    subprocess.run(
        [sys.executable, "-m", "retiro", "lote", "--generar", str(n), "--salida", ruta], check=True, capture_output=True
    )


def _fila(nombre: str, filas: int, e: dict, nota: str = "") -> str:
    """One line: members, members per wall second, per CPU second (if measured), peak memory."""
    cpu = f"{filas / e['cpu']:>14,.0f}" if e.get("cpu") else f"{'—':>14}"
    return f"  {nombre:<42} {filas:>10,} {filas / e['segundos']:>14,.0f} {cpu} {e['pico_mib']:>9,.0f}  {nota}".rstrip()


def motores(n: int) -> list[str]:
    """The same core rules (18.1/18.2 eligibility, 18.6(a)/(b), 10.2 products, 10.5 floor), exact integer cents,
    in numpy, polars and DuckDB, one thread each: the measurement behind the engine's choice."""
    codigo = (
        _PREAMBULO
        + f"""
import numpy as np
g = np.random.default_rng(1)
n = {n}
edad = g.integers(45, 75, n); nuevo = g.random(n) < 0.5; meses = g.integers(0, 480, n)
R = g.integers(900_000, 25_000_000, n); ben = g.integers(0, 3_000_000, n)
t = pa.table({{"edad": edad, "nuevo": nuevo, "meses": meses, "R": R, "ben": ben}})
def np_nucleo(t):
    e, nu, m, R, b = (t.column(c).to_numpy() for c in ("edad", "nuevo", "meses", "R", "ben"))
    eleg = ((e >= 55) & (m >= 300)) | ((e >= 58) & (m >= 120) & ~nu) | ((e >= 65) & (m >= 120) & nu)
    a = R * (3 * np.minimum(m, 240) + 4 * np.maximum(m - 240, 0))  # cents x months, over 200*12
    bb = R * 3 * m
    x = np.where(nu, bb, a)
    H = np.minimum(R, 660000); E = R - H; P = np.minimum(m, 240); Q = m - P
    f = 2 * H * P + 3 * H * Q + 3 * E * P + 4 * E * Q
    piso = np.maximum(x - b * 2400, 0)
    c = np.maximum(f, piso)
    return np.where(eleg, (x + 1200) // 2400, -1), np.where(eleg, (c + 1200) // 2400, -1)
def medir(f):
    f(t.slice(0, 1000)); mejor = 1e9
    for _ in range(3):
        c0 = time.process_time(); f(t); mejor = min(mejor, time.process_time() - c0)
    return mejor
res = {{"numpy": medir(np_nucleo)}}
try:
    import polars as pl
    df = pl.from_arrow(t)
    def pl_nucleo(_t):
        e, nu, m, R, b = (pl.col(c) for c in ("edad", "nuevo", "meses", "R", "ben"))
        eleg = ((e >= 55) & (m >= 300)) | ((e >= 58) & (m >= 120) & ~nu) | ((e >= 65) & (m >= 120) & nu)
        P = pl.min_horizontal(m, 240); Q = m - P; H = pl.min_horizontal(R, 660000); E = R - H
        x = pl.when(nu).then(R * 3 * m).otherwise(R * (3 * P + 4 * Q))
        f = 2 * H * P + 3 * H * Q + 3 * E * P + 4 * E * Q
        c = pl.max_horizontal(f, pl.max_horizontal(x - b * 2400, 0))
        return df.select(pl.when(eleg).then((x + 1200) // 2400).otherwise(-1).alias("a"),
                         pl.when(eleg).then((c + 1200) // 2400).otherwise(-1).alias("c"))
    res["polars"] = medir(pl_nucleo)
except ImportError:
    pass
try:
    import duckdb
    con = duckdb.connect(); con.execute("SET threads=1"); con.register("t", t)
    sql = '''SELECT CASE WHEN eleg THEN (x + 1200) // 2400 ELSE -1 END AS a,
                    CASE WHEN eleg THEN (greatest(f, greatest(x - ben * 2400, 0)) + 1200) // 2400 ELSE -1 END AS c
             FROM (SELECT ben,
                     ((edad >= 55 AND meses >= 300) OR (edad >= 58 AND meses >= 120 AND NOT nuevo)
                      OR (edad >= 65 AND meses >= 120 AND nuevo)) AS eleg,
                     CASE WHEN nuevo THEN R * 3 * meses
                          ELSE R * (3 * least(meses, 240) + 4 * greatest(meses - 240, 0)) END AS x,
                     2 * least(R, 660000) * least(meses, 240) + 3 * least(R, 660000) * greatest(meses - 240, 0)
                     + 3 * greatest(R - 660000, 0) * least(meses, 240)
                     + 4 * greatest(R - 660000, 0) * greatest(meses - 240, 0) AS f
                   FROM t)'''
    def duck(_t):
        r = con.execute(sql)
        return r.to_arrow_table() if hasattr(r, "to_arrow_table") else r.fetch_arrow_table()
    res["duckdb"] = medir(duck)
except ImportError:
    pass
print(json.dumps({{"n": n, "segundos": res}}))
"""
    )
    datos = _hijo(codigo, UN_NUCLEO)
    return [
        f"  núcleo en {k:<8} {datos['n'] / s:>14,.0f} miembros por s de CPU (un hilo)"
        for k, s in datos["segundos"].items()
    ]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--tamanos", default="100000,1000000", help="tamaños de la membresía, separados por comas")
    p.add_argument("--filas-referencia", type=int, default=20_000, help="filas medidas con la referencia")
    p.add_argument("--procesos", type=int, default=os.cpu_count() or 1, help="procesos del grupo de la referencia")
    p.add_argument("--motores", action="store_true", help="mide el mismo núcleo en numpy, polars y DuckDB")
    p.add_argument("--diez-millones", action="store_true", help="10 millones de miembros Parquet → Parquet")
    p.add_argument("--repeticiones", type=int, default=3, help="corridas de extremo a extremo (se da la más rápida)")
    p.add_argument(
        "--escribir", action="store_true", help=f"guarda lo medido en {CARPETA}/lote.json (lo publica el sitio)"
    )
    a = p.parse_args(argv)
    r = Registro("lote", sys.argv if argv is None else ["", *argv])
    with r:
        medir_todo(a, r)
    if a.escribir:
        r.escribir(RAIZ)
    return 0


def medir_todo(a: argparse.Namespace, r: Registro) -> None:
    print(f"retiro lote — {os.cpu_count()} núcleos; máquina compartida: cifras ruidosas (repita en una tranquila)")
    print(f"  {'medición':<42} {'miembros':>10} {'por s (reloj)':>14} {'por s de CPU':>14} {'pico MiB':>9}")
    with tempfile.TemporaryDirectory() as d:
        for n in [int(x) for x in a.tamanos.split(",")]:
            pq_in, csv_in = f"{d}/m{n}.parquet", f"{d}/m{n}.csv"
            generar(pq_in, n)
            generar(csv_in, n)
            v = motor_vectorial(pq_in, 3)
            nota = f"({v['a_la_referencia']:,} filas para la referencia)"
            print(_fila("motor vectorial, todas las reglas, 1 núcleo", n, v, nota))
            if n == 1_000_000:
                texto = "Motor vectorial, todas las reglas, exacto, un núcleo, 10⁶ miembros"
                r.objetivo("motor_1e6", texto, 3_000_000, n / v["cpu"], "miembros/s de CPU")
            m = min(a.filas_referencia, n)
            print(_fila("referencia, 1 núcleo", m, referencia(pq_in, m, 1), f"(sobre {m:,} filas)"))
            rp = referencia(pq_in, m, a.procesos)
            print(_fila(f"referencia, {a.procesos} procesos", m, rp, f"(sobre {m:,} filas)"))
            e = extremo_a_extremo(pq_in, f"{d}/r{n}.parquet", a.repeticiones) | {"filas": n, "corridas": a.repeticiones}
            print(_fila("Parquet → Parquet (retiro lote)", n, e, _muestra(e)))
            if n == 1_000_000:
                texto = f"Parquet → Parquet, de extremo a extremo, 10⁶ miembros (la más rápida de {a.repeticiones})"
                r.objetivo("parquet_1e6", texto, 1_000_000, n / e["segundos"], "miembros/s")
            pl = polars_extremo_a_extremo(pq_in, f"{d}/p{n}.parquet", a.repeticiones)
            if pl is not None:
                nota = f"(el núcleo de reglas, 8 columnas; la más rápida de {a.repeticiones}, CPU de esa corrida)"
                print(_fila("Parquet → Parquet (polars, el núcleo)", n, pl, nota))
                veces = e["cpu"] / pl["cpu"]
                print(f"    CPU de retiro lote / CPU de polars, Parquet → Parquet: {veces:.2f}× (objetivo: ≤ 1.00×)")
                if n == 1_000_000:
                    texto = "CPU de Parquet → Parquet, 10⁶ miembros: retiro lote / polars con el núcleo de reglas"
                    r.objetivo("parquet_cpu_polars", texto, 1.0, veces, "×", mayor_es_mejor=False)
            e = extremo_a_extremo(csv_in, f"{d}/r{n}.csv", a.repeticiones) | {"filas": n, "corridas": a.repeticiones}
            print(_fila("CSV → CSV (retiro lote)", n, e, _muestra(e)))
        if a.motores:
            print("El mismo núcleo de reglas (elegibilidad 18.1/18.2, 18.6(a)/(b), 10.2, piso de 10.5), exacto, 1e6:")
            for linea in motores(1_000_000):
                print(linea)
        if a.diez_millones:
            n = 10_000_000
            ruta = f"{d}/m10m.parquet"
            t0 = time.perf_counter()
            generar(ruta, n)
            print(f"  (generados {n:,} miembros en {time.perf_counter() - t0:.1f} s)")
            e = extremo_a_extremo(ruta, f"{d}/r10m.parquet")
            print(_fila("10 M Parquet → Parquet (retiro lote)", n, e, _muestra(e)))
            print("    (objetivo: pico < 1,024 MiB)")
            r.objetivo(
                "parquet_1e7",
                "Parquet → Parquet, de extremo a extremo, 10⁷ miembros",
                1_000_000,
                n / e["segundos"],
                "miembros/s",
            )
            r.objetivo(
                "memoria_1e7",
                "Memoria máxima, 10⁷ miembros Parquet → Parquet",
                1024,
                e["pico_mib"],
                "MiB",
                mayor_es_mejor=False,
            )


if __name__ == "__main__":
    sys.exit(main())
