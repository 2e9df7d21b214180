"""Perfiles de Hypothesis para las propiedades de la especificación (tests/test_hipotesis.py) y reparto de la suite
en dos procesos (pytest-xdist, ``-n 2`` en pyproject.toml).

- ``ci`` (por defecto): determinista (``derandomize=True``: los mismos casos en cada ejecución y en cada máquina),
  sin base de datos de ejemplos (``database=None``), 200 casos por propiedad y sin plazo por caso
  (``deadline=None``). Es el que corre el comando normal de pruebas.
- ``kit``: el de ``retiro conformidad`` (``--perfil completo``, el del veredicto): el de ``ci`` con la mitad de los
  casos (100 por propiedad, 10 por región de la propiedad diferencial, el mínimo), para que las propiedades envíen un
  número acotado de solicitudes por ejecución (`retiro.verificacion.propiedades.solicitudes_por_ejecucion`; el
  presupuesto, en tests/test_presupuestos.py). Issue 24: las propiedades eran dos tercios de la CPU del kit.
- ``rapido``: el del kit con una cuarta parte de los casos (25 por propiedad; la diferencial ya está en su mínimo):
  el que elige ``retiro conformidad --perfil rapido`` para el ciclo de quien corrige un fallo; el veredicto final se
  da con el perfil completo.
- ``exhaustivo``: 5,000 casos por propiedad, aleatorio, para ejecuciones locales largas:
  ``HYPOTHESIS_PROFILE=exhaustivo python -m pytest -q features/propiedades`` (o ``steps/test_propiedades.py``).
"""

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, database=None, max_examples=200, deadline=None, print_blob=True)
settings.register_profile("kit", parent=settings.get_profile("ci"), max_examples=100)
settings.register_profile("rapido", parent=settings.get_profile("kit"), max_examples=25)
settings.register_profile(
    "exhaustivo", max_examples=5000, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The suite checks the project's proposed review state: a reviewer's file named in the environment is not used
# (tests/test_revision.py makes its own, in a scratch folder).
os.environ.pop("RETIRO_REVISIONES", None)


def pytest_make_parametrize_id(config, val, argname):
    """Test names are not escaped (pyproject.toml: «sí», not «s\\xed», in JUnit and on the console); with that option
    pytest would put a bytes parameter in a name as bytes and fail: those are written with their escapes."""
    if isinstance(val, bytes):
        return repr(val)[2:-1]
    return None


# Registro de resultados para el sitio: cada escenario y cada fila de ejemplos -> informes/resultados.json.
pytest_plugins = ["retiro.sitio.registro_resultados"]


# --- Two processes (pytest-xdist) ---
# The specification (steps/) runs in one process; when its last scenario finishes, that process publishes the
# session's record of cases and results (tests/compartido.py), which the tests that reuse that run (the kit's
# record of the reference, the site) read in whichever process they run. Everything else is spread by module;
# the two modules that use the kit's run against the JavaScript implementation go together.
GRUPOS = {
    "steps/": "especificacion",
    # walks the same generated requests as the properties: with them, it reuses their walks
    # (retiro.verificacion.propiedades)
    "tests/test_hipotesis.py": "especificacion",
    "tests/test_conformidad_vectores.py": "kit_js",
    "tests/test_otra_implementacion.py": "kit_js",
}


# The longest modules first, so that the short ones even out the end on both processes; the ones that reuse the
# specification's run after a few others, when it has (nearly) finished in the other process.
PRIMERO = (
    "steps/",
    "tests/test_conformidad_veredicto.py",
    "tests/test_servidor.py",
    "tests/test_conformidad_robustez.py",
    "tests/test_otra_implementacion.py",
    "tests/test_conformidad_vectores.py",
    "tests/test_conformidad_poder.py",
    "tests/test_cli_datos_malos.py",
    "tests/test_lote_diferencial.py",
    "tests/test_glosario.py",
    "tests/test_schemathesis.py",
    "tests/test_sitio.py",
)


def pytest_collection_modifyitems(items):
    def orden(item):
        return next((i for i, prefijo in enumerate(PRIMERO) if item.nodeid.startswith(prefijo)), len(PRIMERO))

    items.sort(key=orden)  # stable: collection order within each module


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    if config.getoption("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class PorGrupo(LoadScopeScheduling):
        """Módulo a módulo, salvo los grupos de GRUPOS."""

        def _split_scope(self, nodeid: str) -> str:
            grupo = next((g for prefijo, g in GRUPOS.items() if nodeid.startswith(prefijo)), None)
            return grupo or super()._split_scope(nodeid)

    config.option.loadscopereorder = False  # in collection order: the specification (the longest) first
    return PorGrupo(config, log)


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    """A pytest started by a test (the kit, the site's fallback, a CLI order) runs in one process: the two
    processes of the suite are already busy."""
    if os.environ.get("PYTEST_XDIST_WORKER") and not hasattr(config, "workerinput"):
        config.option.dist, config.option.tx = "no", []


_PENDIENTES: set[str] = set()  # the session's scenarios not yet finished in this process
_CONFIG = None


def pytest_collection_finish(session):
    global _CONFIG
    _CONFIG = session.config
    _PENDIENTES.update(i.nodeid for i in session.items if i.nodeid.startswith("steps/"))
    session.config._retiro_escenarios = len(_PENDIENTES)


def pytest_runtest_logfinish(nodeid, location):
    """Once every scenario of the session ran here, their record and results are published for the others."""
    if nodeid in _PENDIENTES:
        _PENDIENTES.discard(nodeid)
        if not _PENDIENTES and hasattr(_CONFIG, "workerinput"):
            compartido = _compartido()
            if compartido is not None:
                compartido.publicar(_CONFIG)


def _compartido():
    """tests/compartido.py, also when tests/ is not on sys.path (`pytest steps` alone collects no test of tests/,
    so pytest never adds it); None where there is no tests/ (the specification installed with the package)."""
    carpeta = Path(__file__).resolve().parent / "tests"
    if not (carpeta / "compartido.py").is_file():
        return None
    if str(carpeta) not in sys.path:
        sys.path.insert(0, str(carpeta))
    import compartido

    return compartido
