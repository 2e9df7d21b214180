"""Una ejecución del kit contra otra implementación no toca el estado publicado de la especificación.

El sitio muestra el estado de cada escenario según la última ejecución de la **referencia**
(`informes/resultados.json`). Aquí: la referencia ejecuta unos escenarios; después, la orden del README
(`pytest steps --implementacion …`) los ejecuta contra una implementación defectuosa que falla; se
reconstruyen los datos del sitio y ningún estado cambia. (`retiro conformidad` ejecuta la misma orden y
además escribe los resultados de pytest en su propia carpeta.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import ayuda_sitio
from retiro.sitio import fuentes, registro_resultados

RAIZ = Path(__file__).resolve().parent.parent
SELECCION = "clausula-18.2 and not test_propiedades"
DEFECTUOSA = "retiro.conformidad.defectuosas:edad_58_mayor_estricto"


def _pytest(entorno: dict, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "steps", "-q", "-p", "no:cacheprovider", "-k", SELECCION, *extra],
        cwd=RAIZ,
        env=entorno,
        capture_output=True,
        text=True,
        timeout=1800,
    )


def _estados(ruta: Path) -> dict:
    """Los estados que publicaría el sitio: por escenario y por fila de ejemplos."""
    resultados = fuentes.Resultados(registro_resultados.leer(ruta), ruta)
    estados = {}
    for f in fuentes.leer_features(RAIZ, resultados):
        for e in f.escenarios:
            estados[(f.ruta, e.nombre)] = e.estado
            for fila in e.filas:
                estados[(f.ruta, e.nombre, fila.indice)] = fila.estado
    return estados


def test_el_kit_contra_otra_implementacion_no_cambia_los_estados_del_sitio(request, tmp_path):
    ruta = tmp_path / "resultados.json"
    entorno = {**os.environ, registro_resultados.VARIABLE_RUTA: str(ruta)}
    # The reference's results: this session's run of the specification (`python -m pytest` runs steps/ too; issue 24:
    # not a second run of the same scenarios), or, when this file runs alone, a run of the selection.
    if not ayuda_sitio.resultados_de_la_sesion(request.config, ruta):
        referencia = _pytest(entorno)
        assert referencia.returncode == 0, referencia.stdout[-2000:]
    antes, estados_antes = ruta.read_bytes(), _estados(ruta)
    assert "superado" in estados_antes.values()

    directo = _pytest(entorno, "--implementacion", DEFECTUOSA)  # the README's own command
    assert directo.returncode == 1 and "failed" in directo.stdout, directo.stdout[-2000:]
    assert ruta.read_bytes() == antes
    assert _estados(ruta) == estados_antes
