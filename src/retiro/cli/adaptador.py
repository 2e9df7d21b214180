"""Sirve una función de Python ``solicitud -> respuesta`` por el protocolo, por stdio o por HTTP.

La función la sirve `retiro.conformidad.adaptador`; aquí solo se leen las banderas:

    python -m retiro.cli.adaptador modulo:funcion              # stdio (cmd:)
    python -m retiro.cli.adaptador modulo:funcion --http 8080  # HTTP (http://127.0.0.1:8080/)
"""

from __future__ import annotations

import argparse
import contextlib
import sys

from retiro.conformidad.adaptador import servidor_http, servir_stdio
from retiro.conformidad.objetivos import funcion_de_modulo


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.cli.adaptador", description=__doc__.splitlines()[0])
    p.add_argument("funcion", metavar="modulo:funcion")
    p.add_argument("--http", type=int, metavar="PUERTO", help="sirve por HTTP en este puerto (0: uno libre)")
    a = p.parse_args(argv)
    funcion = funcion_de_modulo(a.funcion)
    if a.http is None:
        return servir_stdio(funcion, a.funcion)
    servidor = servidor_http(funcion, a.funcion, a.http)
    print(f"http://127.0.0.1:{servidor.server_address[1]}/", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        servidor.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
