"""Una fila de ejemplos equivocada, añadida como dice el README, falla en pocas líneas en español (issue 26): el
.feature y su línea, la fila, la cláusula, lo que espera la fila, lo que da la calculadora y las lecturas en
juego. La traza de pytest, solo con -v.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parent.parent
FEATURE = "articulo_18/18_6_computo_de_las_pensiones.feature"
BIEN = "      | 29 años y 11 meses | $14,950.00 | $1,245.83 |\n"
# 1½ % × 30 000 × 20 + 2 % × 30 000 × 8 = 9 000 + 4 800 = 13 800, not 13 900: the row is wrong on purpose.
MAL = "      | 28 años            | $13,900.00 | $1,150.00 |\n"


@pytest.fixture(scope="module")
def copia(tmp_path_factory) -> Path:
    """A copy of the specification with one wrong row added (the real features are never touched)."""
    destino = tmp_path_factory.mktemp("abogado")
    for carpeta in ("features", "steps"):
        shutil.copytree(RAIZ / carpeta, destino / carpeta, ignore=shutil.ignore_patterns("__pycache__"))
    for archivo in ("conftest.py", "pyproject.toml"):
        shutil.copy(RAIZ / archivo, destino / archivo)
    ruta = destino / "features" / FEATURE
    texto = ruta.read_text(encoding="utf-8")
    assert BIEN in texto
    ruta.write_text(texto.replace(BIEN, BIEN + MAL, 1), encoding="utf-8")
    return destino


def _pytest(copia: Path, *mas: str) -> subprocess.CompletedProcess:
    entorno = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    entorno["RETIRO_RESULTADOS"] = str(copia / "resultados.json")
    return subprocess.run(
        [sys.executable, "-m", "pytest", "steps/test_articulo_18.py", "-n", "0", "-k", "exceso_de_20 and 28", *mas],
        cwd=copia,
        capture_output=True,
        text=True,
        timeout=300,
        env=entorno,
    )


def test_una_fila_equivocada_se_explica_en_pocas_lineas(copia):
    r = _pytest(copia)
    assert r.returncode == 1, r.stdout[-3000:] + r.stderr[-3000:]
    fallo = r.stdout.split(" FAILURES ")[1].split(" short test summary ")[0]
    linea = next(n for n, t in enumerate((copia / "features" / FEATURE).read_text().splitlines(), 1) if "$13,900" in t)
    assert f"features/{FEATURE}:{linea} — esta fila de ejemplos no se cumple" in fallo
    assert "Fila: | 28 años            | $13,900.00 | $1,150.00 |" in fallo
    assert "Cláusula 18.6(a)" in fallo
    assert 'La fila espera: Y la pensión anual antes de la reducción es "$13,900.00"' in fallo
    assert "La calculadora da: $13,800.00" in fallo
    assert "Lecturas en juego: INT-07" in fallo
    assert "Traceback" not in fallo and "\nE " not in fallo and "def " not in fallo
    assert len(fallo.strip().splitlines()) <= 12, fallo


def test_con_v_la_traza_de_pytest(copia):
    r = _pytest(copia, "-v")
    assert r.returncode == 1
    assert "AssertionError" in r.stdout and "se esperaba 13900.00" in r.stdout
