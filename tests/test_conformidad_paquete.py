"""El kit instalado con el paquete funciona sin una copia del repositorio.

Se construye la rueda (wheel) del proyecto, se desempaqueta en una carpeta aparte y se ejecuta
``retiro conformidad`` desde otra carpeta vacía, con el paquete desempaquetado delante de todo en
``PYTHONPATH``: la especificación (features/ y steps/) tiene que venir dentro del paquete.
(`pip install "retiro[conformidad]"` en un entorno nuevo hace lo mismo, más la instalación de las
dependencias, que aquí ya están.)
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent


def test_la_rueda_trae_la_especificacion_y_el_kit_corre_sin_el_repositorio(tmp_path):
    fuente = tmp_path / "fuente"
    fuente.mkdir()
    for nombre in ("pyproject.toml", "README.md"):
        shutil.copy2(RAIZ / nombre, fuente / nombre)
    for carpeta in ("src", "features", "steps"):  # symlinks stay links: src/retiro/especificacion -> ../../..
        shutil.copytree(RAIZ / carpeta, fuente / carpeta, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
    ruedas = tmp_path / "ruedas"
    r = subprocess.run(  # as pip install builds it (an isolated build with the setuptools of pyproject.toml)
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(ruedas), str(fuente)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr[-2000:]
    (rueda,) = ruedas.glob("retiro-*.whl")
    instalado = tmp_path / "instalado"
    with zipfile.ZipFile(rueda) as z:
        nombres = z.namelist()
        z.extractall(instalado)
    features = {n for n in nombres if n.endswith(".feature")}
    en_el_repo = {f"retiro/especificacion/{p.relative_to(RAIZ).as_posix()}" for p in RAIZ.glob("features/*/*.feature")}
    assert features == en_el_repo
    assert "retiro/especificacion/steps/conftest.py" in nombres and "retiro/especificacion/pytest.ini" in nombres
    assert not (instalado / "retiro" / "especificacion" / "features").is_symlink()

    vacia = tmp_path / "vacia"
    vacia.mkdir()
    entorno = {**os.environ, "PYTHONPATH": str(instalado)}
    r = subprocess.run(
        [sys.executable, "-m", "retiro", "conformidad", "--salida", str(vacia / "informe"), "-k", "clausula-18.1"],
        cwd=vacia,
        env=entorno,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "veredicto: CONFORME" in r.stdout
    datos = json.loads((vacia / "informe" / "casos.json").read_text(encoding="utf-8"))
    assert datos["casos"] and all(c["archivo"].endswith(".feature") for c in datos["casos"])
    assert any(c["archivo"].startswith("articulo_18/18_1_") for c in datos["casos"])
