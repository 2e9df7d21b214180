"""Perfiles de Hypothesis para las propiedades de la especificación (tests/test_hipotesis.py).

- ``ci`` (por defecto): determinista (``derandomize=True``: los mismos casos en cada ejecución y en cada máquina),
  sin base de datos de ejemplos (``database=None``), 200 casos por propiedad y sin plazo por caso
  (``deadline=None``). Es el que corre el comando normal de pruebas.
- ``exhaustivo``: 5,000 casos por propiedad, aleatorio, para ejecuciones locales largas:
  ``HYPOTHESIS_PROFILE=exhaustivo python -m pytest -q features/propiedades`` (o ``steps/test_propiedades.py``).
"""

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, database=None, max_examples=200, deadline=None, print_blob=True)
settings.register_profile(
    "exhaustivo", max_examples=5000, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# Registro de resultados para el sitio: cada escenario y cada fila de ejemplos -> informes/resultados.json.
pytest_plugins = ["retiro.sitio.registro_resultados"]
