"""retiro: especificación ejecutable de los Artículos 18 y 10 del Reglamento del Sistema de Retiro, y su calculadora.

API pública::

    from retiro import evaluar            # JSON -> JSON (protocolo 1.0), nunca lanza por datos malos
    from retiro import calcular, solicitud  # objetos tipados: solicitud(dict) -> Solicitud; calcular(...) -> Resultado
"""

from retiro.calculadora import Resultado, calcular
from retiro.entrada import VERSION_PROTOCOLO, solicitud
from retiro.errores import ErrorDeEntrada
from retiro.protocolo import evaluar

__all__ = ["VERSION_PROTOCOLO", "ErrorDeEntrada", "Resultado", "calcular", "evaluar", "solicitud"]
__version__ = "0.1.0"
