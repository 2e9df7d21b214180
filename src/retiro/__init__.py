"""retiro: especificación ejecutable de los Artículos 18 y 10 del Reglamento del Sistema de Retiro, y su calculadora.

API pública::

    from retiro import evaluar            # JSON -> JSON (protocolo 1.0), nunca lanza
    from retiro import calcular, solicitud  # objetos tipados: solicitud(dict) -> Solicitud; calcular(...) -> Resultado
"""

from retiro.calculadora import Resultado, calcular
from retiro.entrada import solicitud
from retiro.errores import ErrorDeEntrada
from retiro.protocolo import evaluar
from retiro.version import VERSION, VERSION_PROTOCOLO

__all__ = ["VERSION_PROTOCOLO", "ErrorDeEntrada", "Resultado", "calcular", "evaluar", "solicitud"]
__version__ = VERSION
