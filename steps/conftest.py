"""Configuración de pytest para la especificación: la implementación bajo prueba y los pasos comunes.

Los pasos están en módulos `pasos_*.py` de esta carpeta (uno por área) y se importan aquí para que
todos los .feature puedan usarlos.

Quien escribe un escenario sin Python recibe los errores en su idioma: una frase que no está en el catálogo
de pasos falla con las frases del catálogo más parecidas; una etiqueta mal escrita hace fallar solo su
escenario (no todos los del artículo), con las etiquetas válidas más parecidas.
"""

from __future__ import annotations

import difflib
import re

import pytest

from pasos_coordinacion import *  # noqa: F403
from pasos_hechos import *  # noqa: F403
from pasos_interpretaciones import *  # noqa: F403
from pasos_propiedades import *  # noqa: F403
from pasos_protocolo import *  # noqa: F403
from pasos_resultados import *  # noqa: F403

ETIQUETA_DESCONOCIDA = "etiqueta_desconocida"
_ETIQUETAS: set[str] = set()  # the valid tags (markers registered below)


def pytest_configure(config):
    """Registra como marcadores las etiquetas válidas; una mal escrita hace fallar su escenario (abajo)."""
    from retiro.ley.registro import clausulas, interpretaciones

    for i in clausulas():
        config.addinivalue_line("markers", f"clausula-{i}: escenarios de la cláusula {i}")
    for i in interpretaciones():
        config.addinivalue_line("markers", f"interpretacion-{i}: escenarios que fijan la lectura por defecto de {i}")
    for nombre in (
        "articulo-18",
        "articulo-10",
        "vigencia",
        "revision",
        "propiedad",
        "identidad",
        "laguna",
        "error-de-entrada",
    ):
        config.addinivalue_line("markers", f"{nombre}: agrupación de escenarios")
    config.addinivalue_line("markers", f"{ETIQUETA_DESCONOCIDA}(etiqueta): el .feature usa una etiqueta que no existe")
    _ETIQUETAS.update(m.split(":")[0].split("(")[0].strip() for m in config.getini("markers"))


def pytest_bdd_apply_tag(tag, function):
    """Una etiqueta que no es un marcador registrado no detiene la recolección de todo el .feature (como haría
    --strict-markers): marca solo su escenario, que falla al empezar con un mensaje en español."""
    if not _ETIQUETAS or tag in _ETIQUETAS:
        return None  # pytest-bdd applies the marker as usual
    pytest.mark.etiqueta_desconocida(tag)(function)
    return True


def pytest_runtest_setup(item):
    for marca in item.iter_markers(ETIQUETA_DESCONOCIDA):
        pytest.fail(mensaje_de_etiqueta(marca.args[0]), pytrace=False)


def mensaje_de_etiqueta(etiqueta: str) -> str:
    parecidas = difflib.get_close_matches(etiqueta, sorted(_ETIQUETAS - {ETIQUETA_DESCONOCIDA}), n=3, cutoff=0.6)
    from retiro.ley.formato import lista

    sugerencia = (
        f"¿Quiso decir {lista((f'«@{x}»' for x in parecidas), o=True)}? " if parecidas else "No se parece a ninguna. "
    )
    return (
        f"La etiqueta «@{etiqueta}» no existe. {sugerencia}Las válidas son @clausula-<id> (los id de "
        "clausulas.yaml, p. ej. @clausula-18.6.a), @interpretacion-INT-NN (interpretaciones.yaml) y @articulo-18, "
        "@articulo-10, @propiedad, @identidad, @laguna, @error-de-entrada."
    )


def pytest_bdd_step_func_lookup_error(request, feature, scenario, step, exception):
    """Una frase que no está en el catálogo de pasos: un mensaje en español con las más parecidas, en vez de
    «Step definition is not found»."""
    pytest.fail(mensaje_de_frase(step, scenario), pytrace=False)


_PALABRAS = {"given": "Dado", "when": "Cuando", "then": "Entonces"}


def catalogo() -> list[tuple[str, str]]:
    """(tipo, frase de ejemplo) de cada paso definido: la primera línea de su docstring, o su patrón."""
    from pytest_bdd.steps import step_function_context_registry

    frases = []
    for contexto in list(step_function_context_registry.values()):
        doc = (contexto.step_func.__doc__ or "").strip().splitlines()
        ejemplo = (
            re.split(r"\s{3,}", doc[0])[0] if doc else f"{_PALABRAS.get(contexto.type, '')} {contexto.parser.name}"
        )
        frases.append((contexto.type or "", ejemplo.strip()))
    return sorted(set(frases))


def _sin_palabra_inicial(frase: str) -> str:
    return re.sub(r"^(Dado|Dada|Dados|Dadas|Cuando|Entonces|Y|E|Pero)\s+", "", frase.strip())


def _sin_valores(frase: str) -> str:
    return re.sub(r'"[^"]*"', '""', frase)


def mensaje_de_frase(step, scenario) -> str:
    escrito = _sin_valores(_sin_palabra_inicial(step.name))
    puntuadas = sorted(
        (
            (difflib.SequenceMatcher(None, escrito, _sin_valores(_sin_palabra_inicial(ejemplo))).ratio(), tipo, ejemplo)
            for tipo, ejemplo in catalogo()
        ),
        reverse=True,
    )
    mejores = [f"    {ejemplo}" for razon, _tipo, ejemplo in puntuadas[:3] if razon >= 0.4]
    archivo = scenario.feature.rel_filename
    return "\n".join(
        [
            f"La frase «{step.keyword.strip()} {step.name}» (línea {step.line_number} de {archivo}, escenario "
            f"«{scenario.name}») no está en el catálogo de pasos.",
            *(["Las frases del catálogo más parecidas son:", *mejores] if mejores else ["Ninguna frase se parece."]),
            "El catálogo completo está en el sitio («Catálogo de pasos») y en los docstrings de steps/pasos_*.py; "
            "los valores entre comillas pueden cambiarse.",
        ]
    )


def pytest_addoption(parser, pluginmanager):
    """La fixture `implementacion` (la implementación bajo prueba: solicitud JSON -> respuesta JSON, protocolo 1.x)
    y las opciones ``--implementacion=<objetivo>`` y ``--tiempo-limite`` vienen del kit de conformidad
    (`retiro.conformidad.plugin`). Por defecto, la calculadora de referencia en el mismo proceso."""
    from retiro.conformidad import plugin

    if not pluginmanager.is_registered(plugin):
        pluginmanager.register(plugin, "retiro-conformidad")


@pytest.fixture
def caso(request):
    """El caso de un escenario: la solicitud que se va armando, la respuesta de la implementación y el registro
    del kit (``kit``), que comprueba y guarda las expectativas de los pasos «Entonces»."""
    from retiro.conformidad import plugin

    return {"solicitud": {}, "respuesta": None, "kit": plugin.caso_de(request)}
