"""Configuración de pytest para la especificación: la implementación bajo prueba y los pasos comunes.

Los pasos están en módulos `pasos_*.py` de esta carpeta (uno por área) y se importan aquí para que
todos los .feature puedan usarlos.
"""

from __future__ import annotations

import pytest

from pasos_hechos import *  # noqa: F401,F403
from pasos_resultados import *  # noqa: F401,F403


def pytest_configure(config):
    """Registra como marcadores las etiquetas válidas: una etiqueta mal escrita hace fallar la recolección."""
    from retiro.registro import clausulas, interpretaciones

    for i in clausulas():
        config.addinivalue_line("markers", f"clausula-{i}: escenarios de la cláusula {i}")
    for i in interpretaciones():
        config.addinivalue_line("markers", f"interpretacion-{i}: escenarios que fijan la lectura por defecto de {i}")
    for nombre in ("articulo-18", "articulo-10", "propiedad", "identidad", "laguna", "error-de-entrada"):
        config.addinivalue_line("markers", f"{nombre}: agrupación de escenarios")


@pytest.fixture
def implementacion():
    """La implementación bajo prueba: una función solicitud JSON -> resultado JSON (protocolo 1.0).

    Por defecto, la calculadora de referencia en el mismo proceso.
    """
    from retiro import evaluar

    return evaluar


@pytest.fixture
def caso():
    """El caso de un escenario: la solicitud que se va armando y la respuesta de la implementación."""
    return {"solicitud": {}, "respuesta": None}
