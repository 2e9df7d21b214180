#!/usr/bin/env python3
"""Tiempo de la suite de pruebas: el reloj total de la orden del README y los archivos que más tardan.

Ejecuta ``python -m pytest`` (la orden del README, la misma que corre ``.ci/run``) una o varias veces, mide el
tiempo de reloj de cada ejecución completa (proceso incluido: importación, recolección y cierre) y, a partir del
informe JUnit de pytest, suma el tiempo de cada archivo de pruebas (preparación + prueba + cierre; la
preparación de un recurso compartido de la sesión se cuenta en la primera prueba que lo pide). También informa
el tiempo de CPU de los procesos hijos, que mide el trabajo hecho sin depender de la carga de la máquina.

El objetivo del proyecto (issue 24): la suite por defecto en un minuto en una máquina de 2 núcleos sin otra carga.
Las cifras dependen de la carga: este script imprime la carga media al empezar y al terminar para que se pueda
juzgar la medida.

Uso:  python scripts/tiempo_suite.py [--veces 3] [--top 15] [--escribir] [-- argumentos extra para pytest]

Con ``--escribir`` guarda lo medido en mediciones/rendimiento/suite.json (lo publica el sitio, página «Rendimiento»),
con el objetivo de la issue 24: la suite por defecto en ≤ 60 s de reloj en esta máquina de 2 núcleos (la más
rápida de las ejecuciones; la CPU al lado, que depende menos de la carga).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RAIZ / "src"))  # a working copy without `pip install -e` too
from retiro.sitio.rendimiento import CARPETA, Registro  # noqa: E402

META_RELOJ = 60  # seconds of wall clock for `python -m pytest` on this 2-core machine (issue 24)


def carga() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover - platforms without getloadavg
        return "?"


def por_archivo(junit: Path) -> dict[str, float]:
    """Segundos por archivo de pruebas, sumados del informe JUnit."""
    tiempos: dict[str, float] = defaultdict(float)
    for caso in ET.parse(junit).getroot().iter("testcase"):
        clase = caso.get("classname", "")
        # classname: "tests.test_sitio" or "tests.test_sitio.TestX" -> tests/test_sitio.py
        partes = clase.split(".")
        archivo = None
        for i in range(len(partes), 0, -1):
            candidato = Path(*partes[:i]).with_suffix(".py")
            if (RAIZ / candidato).is_file():
                archivo = candidato.as_posix()
                break
        tiempos[archivo or clase] += float(caso.get("time", 0) or 0)
    return dict(tiempos)


def una_vez(extra: list[str]) -> tuple[float, float, int, dict[str, float], str]:
    with tempfile.TemporaryDirectory() as tmp:
        junit = Path(tmp) / "junit.xml"
        antes = resource.getrusage(resource.RUSAGE_CHILDREN)
        inicio = time.perf_counter()
        proceso = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", f"--junitxml={junit}", *extra],
            cwd=RAIZ,
            capture_output=True,
            text=True,
        )
        reloj = time.perf_counter() - inicio
        despues = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (despues.ru_utime - antes.ru_utime) + (despues.ru_stime - antes.ru_stime)
        lineas = proceso.stdout.strip().splitlines() or [""]
        resumen = "\n".join([x for x in lineas if x.startswith(("FAILED", "ERROR"))] + [lineas[-1]])
        return reloj, cpu, proceso.returncode, por_archivo(junit) if junit.exists() else {}, resumen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--veces", type=int, default=1, help="ejecuciones completas (por defecto 1)")
    parser.add_argument("--top", type=int, default=15, help="archivos más lentos que se muestran")
    parser.add_argument("--escribir", action="store_true", help=f"guarda lo medido en {CARPETA}/suite.json")
    parser.add_argument("extra", nargs="*", help="argumentos adicionales para pytest (tras --)")
    args = parser.parse_args()

    relojes: list[float] = []
    fallo = 0
    r = Registro("suite", sys.argv)
    with r:
        print(f"carga media al empezar: {carga()} (núcleos: {os.cpu_count()})")
        for i in range(1, args.veces + 1):
            reloj, cpu, codigo, archivos, resumen = una_vez(args.extra)
            relojes.append(reloj)
            fallo = fallo or codigo
            print(f"\nejecución {i}: {reloj:.1f} s de reloj, {cpu:.1f} s de CPU (hijos), código {codigo}: {resumen}")
            for archivo, segundos in sorted(archivos.items(), key=lambda x: -x[1])[: args.top]:
                print(f"  {segundos:7.1f} s  {archivo}")
        print(f"\ncarga media al terminar: {carga()}")
        if len(relojes) > 1:
            print(
                f"reloj: mínimo {min(relojes):.1f} s, mediana {statistics.median(relojes):.1f} s, "
                f"máximo {max(relojes):.1f} s en {len(relojes)} ejecuciones"
            )
        r.objetivo(
            "suite_reloj",
            "Suite por defecto (python -m pytest), reloj",
            META_RELOJ,
            min(relojes),
            "s de reloj",
            mayor_es_mejor=False,
        )
    if args.escribir:
        r.escribir(RAIZ)
    return fallo


if __name__ == "__main__":
    sys.exit(main())
