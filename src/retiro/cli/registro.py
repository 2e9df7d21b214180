"""Regenera la copia ya leída de cada archivo de datos (``datos/leidos/*.json``) desde su YAML (retiro.ley.registro).

    python -m retiro.cli.registro     # tras editar un archivo de src/retiro/datos/*.yaml

`tests/test_registro.py::test_la_copia_ya_leida_de_cada_archivo_de_datos_esta_al_dia` falla hasta ejecutarla.
"""

from __future__ import annotations

import argparse
import sys

from retiro.ley.registro import regenerar


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.cli.registro", description=__doc__.splitlines()[0])
    p.parse_args(argv)
    for nombre in regenerar():
        print(f"regenerada la copia ya leída de {nombre}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
