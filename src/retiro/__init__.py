"""retiro: especificación ejecutable de los Artículos 18 y 10 del Reglamento del Sistema de Retiro, y su calculadora.

API pública::

    from retiro import evaluar            # JSON -> JSON (protocolo 1.x), nunca lanza
    from retiro import calcular, solicitud  # objetos tipados: solicitud(dict) -> Solicitud; calcular(...) -> Resultado

Los nombres se cargan al primer uso (PEP 562): `retiro --version` o `retiro servir` no importan la
calculadora entera antes de necesitarla.
"""

from __future__ import annotations

from importlib import import_module

from retiro.version import VERSION

TYPE_CHECKING = False  # not `typing`: the package loads nothing more before the command guards Ctrl+C (__main__)

__version__ = VERSION  # written once, in retiro/version.py (pyproject.toml reads it there too)

_PUBLICOS = {
    "VERSION_PROTOCOLO": "retiro.version",
    "ErrorDeEntrada": "retiro.comun.errores",
    "Resultado": "retiro.protocolo.calculadora",
    "calcular": "retiro.protocolo.calculadora",
    "evaluar": "retiro.protocolo",
    "solicitud": "retiro.protocolo.entrada",
}
__all__ = ["VERSION_PROTOCOLO", "ErrorDeEntrada", "Resultado", "calcular", "evaluar", "solicitud"]

if TYPE_CHECKING:
    from retiro.comun.errores import ErrorDeEntrada
    from retiro.protocolo import evaluar
    from retiro.protocolo.calculadora import Resultado, calcular
    from retiro.protocolo.entrada import solicitud
    from retiro.version import VERSION_PROTOCOLO


def __getattr__(nombre: str) -> object:
    if nombre in _PUBLICOS:
        valor = getattr(import_module(_PUBLICOS[nombre]), nombre)
        globals()[nombre] = valor
        return valor
    raise AttributeError(f"module 'retiro' has no attribute {nombre!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_PUBLICOS])
