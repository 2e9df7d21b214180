"""Los errores de quien escribe un escenario, en español (issue 15): una frase fuera del catálogo de pasos y una
etiqueta mal escrita. Se ejecuta pytest, en otro proceso, sobre un .feature de prueba con los pasos reales del
proyecto (una copia de steps/)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]

FEATURE = """# language: es
Característica: Prueba de autoría

  Antecedentes:
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1976-07-01"
    Y que su retribución promedio es "$30,000.00" anuales

  @clausula-18.1
  Escenario: Bien escrito
    Dado que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2007-05-10"
    Entonces la elegibilidad para el retiro opcional es "sí"

  @clausula-18.1
  Escenario: Una frase mal escrita
    Dado que está en servicio activo
    Y que tiene acreditadas "25 años" de servicio
    Cuando se retira el "2007-05-10"
    Entonces la elegibilidad para el retiro opcional es "sí"

  @clausla-18.1
  Escenario: Una etiqueta mal escrita
    Dado que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2007-05-10"
    Entonces la elegibilidad para el retiro opcional es "sí"

  @clausula-18.1
  Escenario: Otro bien escrito, después de los errores
    Dado que está en servicio activo
    Y que tiene acreditados "24 años y 11 meses" de servicios
    Cuando se retira el "2007-05-10"
    Entonces la elegibilidad para el retiro opcional es "no"
"""


def test_frase_y_etiqueta_mal_escritas_en_espanol_sin_detener_los_demas_escenarios(tmp_path):
    shutil.copytree(RAIZ / "steps", tmp_path / "steps", ignore=shutil.ignore_patterns("test_*.py", "__pycache__"))
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "prueba.feature").write_text(FEATURE, encoding="utf-8")
    (tmp_path / "steps" / "test_prueba.py").write_text(
        'from pytest_bdd import scenarios\n\nscenarios("prueba.feature")\n', encoding="utf-8"
    )
    (tmp_path / "pytest.ini").write_text(
        "[pytest]\nbdd_features_base_dir = features\naddopts = -p no:cacheprovider --strict-markers\n",
        encoding="utf-8",
    )
    r = subprocess.run(
        [sys.executable, "-m", "pytest", "steps", "-rA", "--tb=short", "-q"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    salida = r.stdout + r.stderr
    assert r.returncode == 1, salida
    assert "Step definition is not found" not in salida and "is not a registered marker" not in salida, salida
    # The two good scenarios ran and passed, before and after the bad ones (the bad tag did not stop collection).
    assert "2 passed" in salida and ("1 failed, 2 passed, 1 error" in salida or "1 error" in salida), salida
    # The phrase: where it is and the closest phrases of the catalogue.
    assert (
        'La frase «Y que tiene acreditadas "25 años" de servicio» (línea 19 de features/prueba.feature, escenario '
        "«Una frase mal escrita») no está en el catálogo de pasos." in salida
    ), salida
    assert (
        'Las frases del catálogo más parecidas son:\n    Y que tiene acreditados "24 años y 11 meses" de servicios'
        in (salida)
    ), salida
    # The tag: the closest valid ones.
    assert "La etiqueta «@clausla-18.1» no existe. ¿Quiso decir «@clausula-18.1»" in salida, salida
