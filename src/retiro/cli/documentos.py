"""Pone al día las frases de la documentación que salen del registro, y la cabecera de cada .feature del registro
(retiro.revision.documentos).

    python -m retiro.cli.documentos README.md CONTRIBUTING.md docs/*.md   # las frases marcadas y el mapa del paquete
    python -m retiro.cli.documentos --interpretaciones                    # features/interpretaciones/INT-nn.feature

Un archivo que no existe es un error (código 2) y no se toca ningún otro.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from retiro.conformidad.especificacion import raiz
from retiro.revision.documentos import actualizar, actualizar_interpretaciones


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.cli.documentos", description=__doc__.splitlines()[0])
    p.add_argument(
        "--interpretaciones",
        action="store_true",
        help="regenera la cabecera de cada features/interpretaciones/INT-nn.feature",
    )
    p.add_argument("archivos", nargs="*", help="documentos en Markdown con frases marcadas (README.md, docs/*.md)")
    a = p.parse_intermixed_args(argv)
    faltan = [r for r in a.archivos if not Path(r).is_file()]
    if faltan:
        print(f"error: no existe el archivo {', '.join(faltan)}", file=sys.stderr)
        return 2
    if a.interpretaciones:
        try:
            base = raiz()
        except FileNotFoundError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        for ruta in actualizar_interpretaciones(base):
            print(f"actualizado {ruta}")
    for ruta in a.archivos:
        p_ = Path(ruta)
        antes = p_.read_text(encoding="utf-8")
        despues = actualizar(antes)
        if despues != antes:
            p_.write_text(despues, encoding="utf-8")
            print(f"actualizado {ruta}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
