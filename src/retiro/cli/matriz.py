"""La matriz implementaciones × cláusulas de los informes guardados del kit, en texto (retiro.conformidad.matriz).

python -m retiro.cli.matriz                # la matriz, en texto, de los informes publicados (docs/resultados/)
python -m retiro.cli.matriz --regenerar    # vuelve a ejecutar el kit contra la referencia y la implementación
                                           # en JavaScript y reescribe sus informes y las cifras de
                                           # ejemplos/otra_implementacion/README.md
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from retiro.conformidad import ejecutor
from retiro.conformidad.matriz import CARPETA, cargar, como_texto, matriz, regenerar


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.cli.matriz", description=__doc__.splitlines()[0])
    p.add_argument("--regenerar", action="store_true", help="vuelve a ejecutar el kit y reescribe los informes")
    p.add_argument("--carpeta", default=None, help=f"carpeta de informes (por defecto {CARPETA})")
    a = p.parse_args(argv)
    raiz = ejecutor.raiz_del_proyecto()
    if a.regenerar:
        for ruta in regenerar(raiz):
            print(f"escrito {ruta}", file=sys.stderr)
    sys.stdout.write(como_texto(matriz(cargar(Path(a.carpeta) if a.carpeta else raiz / CARPETA))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
