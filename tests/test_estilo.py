"""El código pasa ``ruff check`` y ``ruff format --check`` con la configuración de pyproject.toml (issue 16).

La suite lo comprueba para que CI (que ejecuta la orden de pruebas del README) lo exija: un archivo sin formato o con
un error de estilo hace fallar la suite, con la lista de lo que hay que arreglar (``ruff format`` y ``ruff check
--fix`` arreglan casi todo).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parents[1]


def _ruff(*argumentos: str) -> subprocess.CompletedProcess:
    orden = [shutil.which("ruff") or sys.executable, *([] if shutil.which("ruff") else ["-m", "ruff"]), *argumentos]
    return subprocess.run(orden, cwd=RAIZ, capture_output=True, text=True, timeout=1800)


@pytest.mark.parametrize(
    "argumentos", [("check", "--output-format", "concise", "."), ("format", "--check", ".")], ids=["check", "format"]
)
def test_ruff(argumentos):
    r = _ruff(*argumentos)
    assert r.returncode == 0, f"ruff {' '.join(argumentos)}:\n{r.stdout}{r.stderr}"


def test_ruff_encuentra_lo_que_esta_mal(tmp_path):
    """La prueba puede fallar: un archivo con un import sin usar y sin formato no pasa ninguna de las dos órdenes."""
    malo = tmp_path / "malo.py"
    malo.write_text("import os\nx=[1,\n2]\n", encoding="utf-8")
    config = str(RAIZ / "pyproject.toml")
    assert _ruff("check", "--config", config, str(malo)).returncode != 0
    assert _ruff("format", "--check", "--config", config, str(malo)).returncode != 0
