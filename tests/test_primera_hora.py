"""La primera hora de cada usuario (issue 26): lo que un abogado, quien programa otra implementación y quien
publica el sitio hacen primero, tal como lo hacen.

- `pytest steps` solo, con los dos procesos de pyproject.toml, termina sin INTERNALERROR.
- `.ci/run`: si no se puede instalar Chromium o Node.js, CI falla (no un aviso y una prueba omitida).
- Los flujos de trabajo de GitHub Actions (`.github/workflows/`) son válidos (el esquema de los flujos de
  GitHub, el que usan los editores) y hacen lo que docs/publicar.md dice.
- En el perfil largo: el paquete construido (sdist y wheel) en un entorno virtual nuevo, con una implementación
  propia en una carpeta temporal (`cmd:` relativo), la exportación entera de los vectores y una fila equivocada
  en un `.feature`; y el sdist pasa sus propias pruebas.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent


def _sin_xdist() -> dict:
    """The environment of a user's shell: a pytest started here must not think it is a worker of this suite."""
    return {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "RETIRO_RESULTADOS"))}


def test_pytest_steps_solo_termina_sin_error_interno(tmp_path):
    """`pytest steps` (dos procesos, pyproject.toml): el proceso que corre la especificación publica su registro
    para tests/ (conftest.py); sin tests/ en sys.path, eso era un INTERNALERROR al final."""
    r = subprocess.run(
        [sys.executable, "-m", "pytest", "steps", "-q", "-n", "2", "-k", "clausula-18.4", "-p", "no:cacheprovider"],
        cwd=RAIZ,
        capture_output=True,
        text=True,
        timeout=600,
        env={**_sin_xdist(), "RETIRO_RESULTADOS": str(tmp_path / "resultados.json")},
    )
    assert r.returncode == 0 and "INTERNALERROR" not in r.stdout + r.stderr, (r.stdout + r.stderr)[-3000:]
