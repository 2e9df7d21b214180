#!/usr/bin/env python3
"""La CPU del kit de conformidad (issue 24): la especificación completa y `-k clausula-18.6.a` contra
`cmd:retiro servir`, y la especificación completa contra la referencia en el proceso (``--implementacion
referencia``: por el protocolo de texto, sin programa aparte).

    python scripts/benchmark_kit.py              # las tres mediciones, una corrida cada una
    python scripts/benchmark_kit.py --escribir   # y las guarda en mediciones/rendimiento/kit.json (lo publica el sitio)

Cada medición es la sesión de pytest que lanza `retiro conformidad` (los mismos argumentos, el perfil de
Hypothesis del kit, JUnit y Cucumber JSON), en un proceso hijo que al terminar dice su propia CPU (la del kit:
recolección, pasos, validación de las respuestas, propiedades) y la de sus hijos (la implementación, si es un
programa). Se publica la CPU del kit, no el reloj: en una máquina compartida la CPU de un proceso depende poco de
la carga, el reloj mucho (la carga media se imprime al empezar y al terminar). Objetivos: la especificación
completa en ≤ 30 s de CPU de un núcleo contra `cmd:retiro servir`, `-k clausula-18.6.a` en ≤ 3 s, en el proceso
en ≤ 15 s.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RAIZ / "src"))  # a working copy without `pip install -e` too
from retiro.conformidad import ejecutor, especificacion  # noqa: E402
from retiro.sitio.rendimiento import CARPETA, Registro  # noqa: E402

# pytest in this interpreter, as `retiro conformidad` runs it; at the end it writes its own CPU and its children's.
_GUION = """
import json, resource, sys
import pytest
codigo = pytest.main(sys.argv[2:])
propia, hijos = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
with open(sys.argv[1], "w") as f:
    json.dump({"codigo": int(codigo), "kit": propia.ru_utime + propia.ru_stime,
               "implementacion": hijos.ru_utime + hijos.ru_stime}, f)
"""

SERVIR = "cmd:retiro servir"
EN_EL_PROCESO = "referencia"  # in this process, through the text protocol (retiro.conformidad.objetivos.Referencia)
#: (id, description, target, -k selection, goal in seconds of the kit's CPU)
MEDICIONES = [
    ("kit_cmd", "Kit, especificación completa contra cmd:retiro servir (CPU del kit)", SERVIR, None, 30),
    ("kit_cmd_18_6_a", "Kit, -k clausula-18.6.a contra cmd:retiro servir (CPU del kit)", SERVIR, "clausula-18.6.a", 3),
    ("kit_proceso", "Kit, especificación completa en el proceso (CPU del kit)", EN_EL_PROCESO, None, 15),
]


def una(objetivo: str, seleccion: str | None, perfil: str) -> dict:
    """Una sesión del kit: {codigo, kit, implementacion (s de CPU), casos, solicitudes, reloj}."""
    import time

    with tempfile.TemporaryDirectory(prefix="retiro-kit-") as tmp:
        carpeta = Path(tmp)
        registro, cpu = carpeta / "casos.json", carpeta / "cpu.json"
        argumentos = [
            *especificacion.argumentos_de_pytest(RAIZ),
            *("-p", "no:cacheprovider", "-q", "--tb=no", "--no-header", "--continue-on-collection-errors"),
            *("--registro-casos", str(registro), "--implementacion", objetivo),
            *("--junitxml", str(carpeta / "junit.xml"), "--cucumberjson", str(carpeta / "cucumber.json")),
            *(["-k", seleccion] if seleccion else []),
        ]
        entorno = {**os.environ, "RETIRO_RESULTADOS": str(carpeta / "resultados_sitio.json")}
        entorno["HYPOTHESIS_PROFILE"] = ejecutor.PERFILES[perfil]
        inicio = time.perf_counter()
        subprocess.run(
            [sys.executable, "-c", _GUION, str(cpu), *argumentos],
            cwd=RAIZ,
            env=entorno,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        reloj = time.perf_counter() - inicio
        medido = json.loads(cpu.read_text(encoding="utf-8"))
        casos = json.loads(registro.read_text(encoding="utf-8"))["casos"]
    medido.update(
        reloj=reloj,
        casos=len(casos),
        solicitudes=sum(c.get("llamadas", 0) for c in casos),
        fallidos=sum(1 for c in casos if c["resultado"] == "fallido"),
    )
    return medido


def main() -> int:
    a = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument("--perfil", default="completo", choices=sorted(ejecutor.PERFILES), help="el de retiro conformidad")
    a.add_argument("--escribir", action="store_true", help=f"guarda lo medido en {CARPETA}/kit.json (el sitio)")
    args = a.parse_args()
    r = Registro("kit", sys.argv)
    fallo = 0
    with r:
        print(f"carga media al empezar: {os.getloadavg()[0]:.2f} ({os.cpu_count()} núcleos, máquina compartida)")
        for id_, descripcion, objetivo, seleccion, meta in MEDICIONES:
            m = una(objetivo, seleccion, args.perfil)
            fallo = fallo or m["codigo"] or m["fallidos"]
            print(
                f"{objetivo}{f' -k {seleccion}' if seleccion else ''}: {m['kit']:.1f} s de CPU del kit, "
                f"{m['implementacion']:.1f} s de la implementación, {m['reloj']:.1f} s de reloj; {m['casos']} casos "
                f"({m['casos'] / m['kit']:,.0f} casos por segundo de CPU del kit), {m['solicitudes']} solicitudes, "
                f"{m['fallidos']} fallidos, código {m['codigo']} (objetivo: ≤ {meta} s de CPU del kit)"
            )
            r.objetivo(id_, descripcion, meta, m["kit"], "s de CPU", mayor_es_mejor=False)
        print(f"carga media al terminar: {os.getloadavg()[0]:.2f}")
    if args.escribir:
        r.escribir(RAIZ)
    return 1 if fallo else 0


if __name__ == "__main__":
    sys.exit(main())
