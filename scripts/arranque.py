"""Arranque de `retiro calcular` frente a un `python -c pass` desnudo.

La issue 24 retiró el objetivo de 5× de la issue 14 (llevaba a una caché que decidía resultados): lo sustituye el
presupuesto determinista de módulos que importa cada orden (`tests/test_presupuestos.py`, `ORDENES`). Esta medición
se publica como información, sin objetivo; `--limite` solo decide el código de salida.

    python scripts/arranque.py            # 40 rondas; cada ronda ejecuta una vez cada orden, alternadas
    python scripts/arranque.py --rondas 100 --ejemplo ejemplos/coordinacion_servicio.json

Cada orden es un proceso nuevo, como lo lanza un usuario (la orden `retiro` del entorno, o
``python -m retiro`` si no está instalada). En una máquina cargada los tiempos solo pueden subir por el ruido,
nunca bajar: el mínimo de cada orden es la mejor estimación de su coste propio, y la razón se da con los
mínimos de reloj; también se da el tiempo de CPU del proceso (usuario + sistema), que la espera por la CPU no
infla. Las órdenes se alternan en cada ronda para que el ruido les toque por igual. Sale con código 1 si la
razón de los mínimos de reloj pasa de --limite.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(RAIZ / "src"))  # a working copy without `pip install -e` too
from retiro.sitio.rendimiento import Registro  # noqa: E402

# As a user runs it: with the compiled .pyc files. PYTHONDONTWRITEBYTECODE (set in some shells and containers)
# would compile every module on every start and add tens of milliseconds that no installed copy pays.
ENTORNO = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def medir(orden: list[str]) -> tuple[float, float]:
    """(segundos de reloj, segundos de CPU —usuario más sistema— del proceso)."""
    t = time.perf_counter()
    p = subprocess.Popen(orden, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=RAIZ, env=ENTORNO)
    _, estado, uso = os.wait4(p.pid, 0)
    reloj = time.perf_counter() - t
    p.returncode = os.waitstatus_to_exitcode(estado)
    if p.returncode != 0:
        raise SystemExit(f"{' '.join(orden)} terminó con el código {p.returncode}")
    return reloj, uso.ru_utime + uso.ru_stime


DESGLOSE = r"""
import sys, time
t = [time.process_time()]
def marca(): t.append(time.process_time())
import argparse, json; marca()
import retiro.cli; marca()
import dataclasses, decimal, fractions, datetime; marca()
clases = [0, 0.0]  # retiro's dataclasses: how many, and the CPU their creation takes (Python 3.11 compiles each method)
_procesar = dataclasses._process_class
def _medida(cls, *a, **k):
    inicio = time.process_time()
    try:
        return _procesar(cls, *a, **k)
    finally:
        if cls.__module__.startswith("retiro"):
            clases[0] += 1
            clases[1] += time.process_time() - inicio
dataclasses._process_class = _medida
import retiro.protocolo.entrada, retiro.protocolo.calculadora, retiro.protocolo, retiro.protocolo.salida; marca()
from retiro.ley.registro import interpretaciones, reglas_externas, clausulas
interpretaciones(); reglas_externas(); marca()
import babel.numbers, babel.dates, babel.lists; marca()
from retiro.ley import formato; formato.anos(1); marca()
from retiro.ley.glosario import glosario; glosario(); clausulas(); marca()
import io, contextlib
with contextlib.redirect_stdout(io.StringIO()):
    retiro.cli.main(["calcular", "--solicitud", sys.argv[1]])
marca()
nombres = ["argparse y json", "retiro.cli", "dataclasses, decimal, fractions, datetime",
           "la calculadora (entrada, artículos, protocolo, salida)",
           "registros (interpretaciones, reglas; YAML con libyaml)",
           "Babel (importación)", "Babel (datos de es_PR)", "glosario y cláusulas (YAML con libyaml)",
           "el cálculo y el texto"]
for n, a, b in zip(nombres, t, t[1:]):
    print(f"  {n:55} {1000 * (b - a):6.1f} ms de CPU")
print(f"clases {clases[0]} {1000 * clases[1]:.1f}")
"""


def desglose(ejemplo: str, rondas: int) -> None:
    """Dónde va el tiempo de `retiro calcular` (texto), por fases, en un proceso nuevo (el mínimo de varias)."""
    mejores: dict[str, float] = {}
    mejores_clases = (float("inf"), 0)
    for _ in range(rondas):
        salida = subprocess.run(
            [sys.executable, "-c", DESGLOSE, ejemplo], capture_output=True, text=True, check=True, cwd=RAIZ, env=ENTORNO
        ).stdout
        *fases, clases = salida.splitlines()
        for linea in fases:
            nombre, ms = linea.rsplit(None, 4)[0].strip(), float(linea.split()[-4])
            mejores[nombre] = min(mejores.get(nombre, ms), ms)
        _, n, ms = clases.split()
        mejores_clases = min(mejores_clases, (float(ms), int(n))) if mejores else (float(ms), int(n))
    print("Desglose (CPU, mínimo de cada fase en", rondas, "procesos):")
    for nombre, ms in mejores.items():
        print(f"  {nombre:55} {ms:6.1f} ms")
    print(f"  {'total sobre el intérprete':55} {sum(mejores.values()):6.1f} ms")
    ms, n = mejores_clases
    print(f"  de ello, crear las {n} clases de datos (dataclasses) de retiro al importarlas: {ms:.1f} ms")


SONDA = r"""
import contextlib, io, sys
from retiro.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    main(["calcular", "--solicitud", sys.argv[1], *sys.argv[2:]])
print(",".join(sorted(n for n in sys.modules if n != "__main__" and not n.startswith("retiro"))))
"""


def suelos(ejemplo: str) -> dict[str, list[str]]:
    """Lo que `retiro calcular` importa y no es de retiro (la biblioteca estándar y Babel), en cada camino.

    Con esas importaciones, y nada de retiro, se mide el suelo de cada orden: lo que costaría arrancar aunque el
    código y los datos de retiro no costaran nada. La lista sale de ejecutar la orden, no se escribe a mano."""
    ordenes = {}
    for nombre, extra in (("texto", []), ("--json", ["--json"])):
        r = subprocess.run(
            [sys.executable, "-c", SONDA, ejemplo, *extra],
            capture_output=True,
            text=True,
            check=True,
            cwd=RAIZ,
            env=ENTORNO,
        )
        modulos = r.stdout.strip().split(",")
        codigo = (
            f"import importlib\nfor m in {modulos!r}:\n"
            "    try:\n        importlib.import_module(m)\n    except Exception:\n        pass"
        )
        if any(m.startswith("babel") for m in modulos):  # the locale's data, which Babel loads at the first use
            codigo += f"\nimport babel\nbabel.Locale.parse({LOCALE!r}).plural_form(1)"
        ordenes[f"suelo de calcular ({nombre})"] = [sys.executable, "-c", codigo]
    return ordenes


LOCALE = "es_PR"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rondas", type=int, default=40)
    p.add_argument("--ejemplo", default="ejemplos/retiro_temprano_18_6_a.json")
    p.add_argument("--limite", type=float, default=5.0, help="razón máxima aceptada (por defecto 5)")
    p.add_argument("--desglose", action="store_true", help="además, dónde va el tiempo, por fases")
    p.add_argument("--escribir", action="store_true", help="guarda lo medido en mediciones/rendimiento/arranque.json")
    p.add_argument(
        "--suelo",
        action="store_true",
        help="además, el suelo: solo las importaciones que no son de retiro (biblioteca estándar, Babel y sus datos)",
    )
    a = p.parse_args()
    r = Registro("arranque", sys.argv)
    with r:
        codigo = medir_todo(a, r)
    if a.escribir:
        r.escribir(RAIZ)
    return codigo


def medir_todo(a: argparse.Namespace, registro: Registro) -> int:
    if a.desglose:
        desglose(a.ejemplo, max(3, a.rondas // 4))

    retiro = shutil.which("retiro", path=str(Path(sys.executable).parent))
    base = [retiro] if retiro else [sys.executable, "-m", "retiro"]
    ordenes = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "retiro calcular (texto)": [*base, "calcular", "--solicitud", a.ejemplo],
        "retiro calcular --json": [*base, "calcular", "--solicitud", a.ejemplo, "--json"],
        "retiro --version": [*base, "--version"],
    }
    if a.suelo:
        ordenes.update(suelos(a.ejemplo))
    for orden in ordenes.values():  # warm the file cache and the .pyc files
        medir(orden)
    reloj: dict[str, list[float]] = {k: [] for k in ordenes}
    cpu: dict[str, list[float]] = {k: [] for k in ordenes}
    for _ in range(a.rondas):
        for nombre, orden in ordenes.items():
            r, c = medir(orden)
            reloj[nombre].append(r)
            cpu[nombre].append(c)

    print(f"{a.rondas} rondas · {' '.join(base)} · ejemplo {a.ejemplo} · carga media {os.getloadavg()[0]:.1f}")
    print(f"{'orden':26} {'reloj mín.':>10} {'mediana':>9} {'CPU mín.':>9} {'× reloj':>8} {'× CPU':>7}")
    for nombre in ordenes:
        print(
            f"{nombre:26} {min(reloj[nombre]) * 1000:8.1f}ms {statistics.median(reloj[nombre]) * 1000:7.1f}ms "
            f"{min(cpu[nombre]) * 1000:7.1f}ms {min(reloj[nombre]) / min(reloj['python -c pass']):7.2f}× "
            f"{min(cpu[nombre]) / min(cpu['python -c pass']):6.2f}×"
        )
    razon = min(reloj["retiro calcular (texto)"]) / min(reloj["python -c pass"])
    print(f"razón de arranque de `retiro calcular` (mínimos de reloj): {razon:.2f}× (límite {a.limite}×)")
    print("(sin objetivo publicado: la issue 24 lo retiró; lo sustituye el presupuesto de módulos por orden)")
    if a.suelo:
        base_ms = min(reloj["python -c pass"]) * 1000
        techo = a.limite * base_ms
        for camino in ("texto", "--json"):
            suelo = min(reloj[f"suelo de calcular ({camino})"]) * 1000
            print(
                f"suelo de calcular ({camino}): {suelo:.1f} ms, {suelo / base_ms:.2f}× sin una línea de retiro; "
                f"bajo el límite de {a.limite}× ({techo:.1f} ms) quedan {techo - suelo:.1f} ms "
                "para el código y los datos de retiro"
            )
    return 0 if razon <= a.limite else 1


if __name__ == "__main__":
    sys.exit(main())
