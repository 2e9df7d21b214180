#!/usr/bin/env python
"""Cuántas solicitudes generadas llegan a cada región del modelo (la segunda lectura del texto), por perfil.

Genera las solicitudes de cada objetivo (`retiro.verificacion.generadores.OBJETIVOS`) con el perfil de Hypothesis de las
pruebas (``ci`` por defecto: determinista, las mismas solicitudes que ve la especificación; o
``HYPOTHESIS_PROFILE=exhaustivo``), las clasifica con `retiro.verificacion.segunda_lectura` y escribe una tabla: cada
región,
cuántas solicitudes la alcanzan y si llega al mínimo que exige tests/test_hipotesis.py. No llama a ninguna
implementación: la cuenta es la misma que ve la propiedad diferencial cuando pasa.

    python scripts/cobertura_regiones.py            # tabla en Markdown
    python scripts/cobertura_regiones.py --json     # {"perfil", "casos", "minimo", "regiones": {región: cuenta}}
    python scripts/cobertura_regiones.py --escribir # mediciones/cobertura_regiones.{json,md} (perfil «ci»)

tests/test_hipotesis.py comprueba que mediciones/cobertura_regiones.json es lo que da el perfil «ci» hoy.

Sale con código 1 si alguna región queda por debajo del mínimo.
"""

from __future__ import annotations

import argparse
import json
import os
import runpy
import sys
import time
from collections import Counter
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]


def main() -> int:
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("--json", action="store_true", help="salida JSON")
    a.add_argument("--escribir", action="store_true", help="escribe mediciones/cobertura_regiones.{json,md}")
    args = a.parse_args()
    runpy.run_path(str(RAIZ / "conftest.py"))  # registers and loads the Hypothesis profiles

    from retiro.verificacion import generadores as gen
    from retiro.verificacion import propiedades as pr
    from retiro.verificacion.segunda_lectura import regiones_esperadas

    inicio = time.monotonic()
    total: Counter = Counter()
    casos = 0
    for plan in gen.OBJETIVOS:
        r = pr.recorrer(plan)
        total.update(r.regiones)
        casos += r.casos
    regiones = {r: total[r] for r in regiones_esperadas()}
    bajas = [r for r, c in regiones.items() if c < pr.MINIMO_POR_REGION]
    perfil = os.environ.get("HYPOTHESIS_PROFILE", "ci")
    datos = {"perfil": perfil, "casos": casos, "minimo": pr.MINIMO_POR_REGION, "regiones": regiones}
    lineas = [
        f"Perfil «{perfil}»: {casos} solicitudes en {len(gen.OBJETIVOS)} objetivos; {len(regiones)} regiones; "
        f"mínimo {pr.MINIMO_POR_REGION} por región. Generado por `python scripts/cobertura_regiones.py --escribir`.",
        "",
        "| región | solicitudes | |",
        "|---|---:|---|",
        *[
            f"| {r} | {c} | {'' if c >= pr.MINIMO_POR_REGION else 'POR DEBAJO DEL MÍNIMO'} |"
            for r, c in regiones.items()
        ],
        "",
        f"Menor cuenta: {min(regiones.values())}; regiones por debajo del mínimo: {len(bajas)}.",
    ]
    if args.escribir:
        carpeta = RAIZ / "mediciones"
        carpeta.mkdir(exist_ok=True)
        (carpeta / "cobertura_regiones.json").write_text(
            json.dumps(datos, ensure_ascii=False, indent=1) + "\n", "utf-8"
        )
        (carpeta / "cobertura_regiones.md").write_text(
            "# Cobertura de regiones\n\n" + "\n".join(lineas) + "\n", "utf-8"
        )
    if args.json:
        print(json.dumps(datos, ensure_ascii=False, indent=1))
    else:
        print("\n".join(lineas))
        print(f"({time.monotonic() - inicio:.1f} s)")
    return 1 if bajas else 0


if __name__ == "__main__":
    sys.path.insert(0, str(RAIZ / "src"))
    sys.exit(main())
