"""Configuración de pytest para la especificación: la implementación bajo prueba y los pasos comunes.

Los pasos están en módulos `pasos_*.py` de esta carpeta (uno por área) y se importan aquí para que
todos los .feature puedan usarlos.
"""

from __future__ import annotations

import pytest

from pasos_coordinacion import *  # noqa: F403
from pasos_hechos import *  # noqa: F403
from pasos_interpretaciones import *  # noqa: F403
from pasos_propiedades import *  # noqa: F403
from pasos_resultados import *  # noqa: F403


def pytest_configure(config):
    """Registra como marcadores las etiquetas válidas: una etiqueta mal escrita hace fallar la recolección."""
    from retiro.registro import clausulas, interpretaciones

    for i in clausulas():
        config.addinivalue_line("markers", f"clausula-{i}: escenarios de la cláusula {i}")
    for i in interpretaciones():
        config.addinivalue_line("markers", f"interpretacion-{i}: escenarios que fijan la lectura por defecto de {i}")
    for nombre in ("articulo-18", "articulo-10", "propiedad", "identidad", "laguna", "error-de-entrada"):
        config.addinivalue_line("markers", f"{nombre}: agrupación de escenarios")


def pytest_addoption(parser, pluginmanager):
    """La fixture `implementacion` (la implementación bajo prueba: solicitud JSON -> respuesta JSON, protocolo 1.0)
    y las opciones ``--implementacion=<objetivo>`` y ``--tiempo-limite`` vienen del kit de conformidad
    (`retiro.conformidad.plugin`). Por defecto, la calculadora de referencia en el mismo proceso."""
    from retiro.conformidad import plugin

    if not pluginmanager.is_registered(plugin):
        pluginmanager.register(plugin, "retiro-conformidad")


@pytest.fixture
def caso():
    """El caso de un escenario: la solicitud que se va armando y la respuesta de la implementación."""
    return {"solicitud": {}, "respuesta": None}
