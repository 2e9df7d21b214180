#!/usr/bin/env python
"""¿Atrapa la propiedad diferencial (segunda lectura del texto, región por región) cada implementación defectuosa?

Ejecuta las regiones de `retiro.verificacion.generadores.OBJETIVOS` contra cada implementación defectuosa del kit
(`retiro.conformidad.defectuosas`) y, si se pide, contra otras implementaciones (``--implementacion``, los mismos
objetivos que el kit: ``cmd:node ejemplos/otra_implementacion/calculadora.mjs``…). Para cada una imprime la primera
región que la atrapa, cuántas regiones la atrapan y cuántas solicitudes declaró «no soportadas». Sin reducción de
casos (la fase «shrink» de Hypothesis está apagada): el primer caso que falla basta.

    python scripts/ataque_diferencial.py                       # las defectuosas; perfil «ci» (determinista)
    python scripts/ataque_diferencial.py --todas               # cada defectuosa contra todas las regiones
    python scripts/ataque_diferencial.py --implementacion "cmd:node ejemplos/otra_implementacion/calculadora.mjs"

Sale con código 1 si alguna defectuosa no queda atrapada o si la referencia no pasa.
"""

from __future__ import annotations

import argparse
import os
import runpy
import sys
import time
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]


def main() -> int:
    args = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    args.add_argument("--implementacion", action="append", default=[], help="otra implementación (como en el kit)")
    args.add_argument("--todas", action="store_true", help="no parar en la primera región que atrapa")
    args.add_argument("--sin-defectuosas", action="store_true", help="solo la referencia y las --implementacion")
    a = args.parse_args()

    runpy.run_path(str(RAIZ / "conftest.py"))  # the Hypothesis profiles («ci» by default)
    from hypothesis import Phase, settings

    settings.register_profile(
        "ataque",
        parent=settings.get_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci")),
        phases=[Phase.explicit, Phase.reuse, Phase.generate],
    )
    settings.load_profile("ataque")

    from retiro.conformidad import objetivos
    from retiro.conformidad.defectuosas import DEFECTUOSAS
    from retiro.verificacion import generadores as gen
    from retiro.verificacion import propiedades as pr

    class NoSoportado(Exception):
        pass

    def llamar(objetivo):
        def f(s):
            r = objetivo.evaluar(s)
            e = r.get("error")
            if isinstance(e, dict) and e.get("no_soportado"):
                raise NoSoportado(f"no soportado: {e.get('campo')}: {e.get('mensaje')}")
            return r

        return f

    def atacar(nombre: str, esperar_fallo: bool) -> bool:
        objetivo = objetivos.crear(nombre)
        inicio, atrapan, no_soportados, comparados = time.monotonic(), [], 0, 0
        try:
            for plan in gen.OBJETIVOS:
                try:
                    r = pr.diferencial(plan, llamar(objetivo), NoSoportado)
                    no_soportados += sum(r.no_soportados.values())
                    comparados += r.comparados
                except AssertionError as x:
                    atrapan.append((plan.id, str(x).splitlines()[1].strip() if "\n" in str(x) else str(x)[:120]))
                    if esperar_fallo and not a.todas:
                        break
        finally:
            objetivo.cerrar()
        segundos = time.monotonic() - inicio
        if atrapan:
            region, campo = atrapan[0]
            print(
                f"{nombre}: ATRAPADA en «{region}» ({campo}); regiones que la atrapan: {len(atrapan)}; {segundos:.1f} s"
            )
        else:
            print(
                f"{nombre}: ninguna región la atrapa; {comparados} solicitudes comparadas, "
                f"{no_soportados} no soportadas; {segundos:.1f} s"
            )
        return bool(atrapan)

    ok = not atacar("referencia", esperar_fallo=False)
    for nombre in a.implementacion:
        atacar(nombre, esperar_fallo=False)
    if not a.sin_defectuosas:
        escapan = [d.id for d in DEFECTUOSAS.values() if not atacar(d.objetivo, esperar_fallo=True)]
        print(
            f"\n{len(DEFECTUOSAS) - len(escapan)} de {len(DEFECTUOSAS)} defectuosas atrapadas"
            + (f"; escapan: {escapan}" if escapan else "")
        )
        ok = ok and not escapan
    return 0 if ok else 1


if __name__ == "__main__":
    sys.path.insert(0, str(RAIZ / "src"))
    sys.exit(main())
