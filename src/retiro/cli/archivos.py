"""Lo que leen las órdenes: un archivo JSON (o la entrada estándar) con los límites del protocolo, y ``--lectura``.

Un problema nombra la bandera y el archivo (`ErrorDeBandera`); `retiro.cli` lo informa con el código 2.
"""

from __future__ import annotations

import sys
from typing import Any


class ErrorDeBandera(Exception):
    """Un problema con una bandera o un archivo, que se informa nombrándolos (o con un mensaje completo)."""

    def __init__(self, donde: str, mensaje: str, completo: str | None = None) -> None:
        super().__init__(mensaje)
        self.donde, self.mensaje, self.completo = donde, mensaje, completo


def leer_json(ruta: str, bandera: str) -> Any:
    try:
        if ruta == "-":
            if sys.stdin.isatty():
                print(
                    "retiro: leyendo el JSON de la entrada estándar; termine con Ctrl+D (Ctrl+Z e Intro en Windows)",
                    file=sys.stderr,
                )
            datos = sys.stdin.buffer.read(MAX_ARCHIVO + 1)
        else:
            with open(ruta, "rb") as f:  # plain open: pathlib would cost start-up time
                datos = f.read(MAX_ARCHIVO + 1)  # bounded: /dev/zero or an endless pipe is not read whole
    except FileNotFoundError:
        raise ErrorDeBandera(bandera, f"no existe el archivo «{ruta}»") from None
    except OSError as e:
        causa = {IsADirectoryError: "es una carpeta", PermissionError: "no hay permiso para leerlo"}.get(
            type(e), e.strerror or "error de lectura"
        )
        raise ErrorDeBandera(bandera, f"no se puede leer el archivo «{ruta}»: {causa}") from None
    origen = "la entrada estándar" if ruta == "-" else f"el archivo «{ruta}»"
    if len(datos) > MAX_ARCHIVO:
        raise ErrorDeBandera(
            bandera,
            f"{origen} pasa de {MAX_ARCHIVO:,} bytes (el límite del protocolo para una solicitud)".replace(",", "."),
        )
    return _decodificar(datos, origen, bandera)


MAX_ARCHIVO = 1 << 20  # retiro.comun.limites.MAX_BYTES (not imported here: start-up time); tests/test_cli.py compares


def _decodificar(datos: bytes, origen: str, bandera: str) -> Any:
    """El JSON de un archivo, decodificado como cualquier mensaje del protocolo (los mismos límites, y un número
    con decimales se rechaza igual); un problema del texto nombra la bandera y el archivo."""
    # only the commands that read a JSON file (start-up of `retiro --version`, `retiro --help`)
    from retiro.comun.errores import ErrorDeEntrada
    from retiro.protocolo import decodificar

    try:
        return decodificar(datos, bandera)
    except ErrorDeEntrada as e:
        raise ErrorDeBandera(bandera, f"{origen} {e.mensaje}") from None


def lecturas_pedidas(valores: list[str]) -> dict[str, str]:
    elegidas = {}
    for v in valores:
        clave, igual, lectura = v.partition("=")
        if not igual or not clave.strip() or not lectura.strip():
            raise ErrorDeBandera("--lectura", f"debe tener la forma INT-01=inclusiva, no «{v}»")
        elegidas[clave.strip()] = lectura.strip()
    return elegidas
