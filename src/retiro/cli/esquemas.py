"""Regenera los esquemas del protocolo: JSON Schema 2020-12 y OpenAPI 3.1 (retiro.protocolo.esquemas).

    python -m retiro.cli.esquemas     # reescribe src/retiro/esquemas/*.schema.json y openapi.json

`tests/test_esquemas.py::test_el_archivo_esta_al_dia_con_el_generador` falla hasta ejecutarla.
"""

from __future__ import annotations

import argparse
import sys

from retiro.protocolo.esquemas import escribir


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.cli.esquemas", description=__doc__.splitlines()[0])
    p.parse_args(argv)
    for ruta in escribir():
        print(f"escrito {ruta}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
