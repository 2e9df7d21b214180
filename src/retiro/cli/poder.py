"""El poder de la especificación: qué escenarios atrapan a cada implementación defectuosa (retiro.conformidad.poder).

    python -m retiro.cli.poder                    # escribe docs/conformidad_defectuosas.md
    python -m retiro.cli.poder --salida -         # a la salida estándar
    python -m retiro.cli.poder --veredictos       # el veredicto y el código de salida de cada una

Código de salida: 0 si toda defectuosa queda atrapada (o, con ``--veredictos``, si solo la referencia y las
honradas terminan con 0); 1 si no.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from retiro.conformidad import ejecutor
from retiro.conformidad.poder import PAGINA, pagina


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.cli.poder", description=__doc__.splitlines()[0])
    p.add_argument(
        "--salida",
        default=None,
        help="archivo Markdown (por defecto docs/conformidad_defectuosas.md; - para la salida estándar)",
    )
    p.add_argument(
        "--veredictos",
        action="store_true",
        help="ejecuta retiro conformidad contra cada defectuosa y tramposa y escribe su veredicto y código de salida",
    )
    a = p.parse_args(argv)
    raiz = ejecutor.raiz_del_proyecto()
    ruta = Path(a.salida) if a.salida and a.salida != "-" else raiz / PAGINA
    anterior = ruta.read_text(encoding="utf-8") if ruta.exists() else ""
    texto, bien = pagina(raiz, anterior, a.veredictos)
    if a.salida == "-":
        sys.stdout.write(texto)
    else:
        ruta.write_text(texto, encoding="utf-8")
        print(f"escrito {ruta}", file=sys.stderr)
    return 0 if bien else 1


if __name__ == "__main__":
    sys.exit(main())
