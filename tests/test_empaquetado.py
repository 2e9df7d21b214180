"""El paquete como lo recibe quien lo instala: licencia SPDX y su archivo, una sola versión, py.typed, dependencias
con cota inferior, y un CHANGELOG de la especificación que no se queda atrás de los registros."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import metadata, version
from pathlib import Path

import retiro
from retiro.ley.registro import interpretaciones, reglas_externas
from retiro.version import VERSION, VERSION_PROTOCOLO

RAIZ = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((RAIZ / "pyproject.toml").read_text(encoding="utf-8"))
CHANGELOG = (RAIZ / "CHANGELOG.md").read_text(encoding="utf-8")


def test_licencia_spdx_y_su_archivo():
    proyecto = PYPROJECT["project"]
    assert proyecto["license"] == "MIT"  # an SPDX expression, not the deprecated table
    assert proyecto["license-files"] == ["LICENSE"]
    assert (RAIZ / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert metadata("retiro")["License-Expression"] == "MIT"


def test_una_sola_fuente_de_la_version():
    assert "version" not in PYPROJECT["project"] and "version" in PYPROJECT["project"]["dynamic"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "retiro.version.VERSION"}
    assert retiro.__version__ == VERSION == version("retiro")
    # No other file writes the version number.
    for archivo in (RAIZ / "src" / "retiro").rglob("*.py"):
        if archivo.name != "version.py":
            assert not re.search(r"""__version__\s*=\s*["']""", archivo.read_text(encoding="utf-8")), archivo


def test_tipado_y_datos_en_el_paquete():
    assert (RAIZ / "src" / "retiro" / "py.typed").exists()
    datos = PYPROJECT["tool"]["setuptools"]["package-data"]["retiro"]
    assert "py.typed" in datos and "datos/*.yaml" in datos


def test_dependencias_con_cota_inferior_y_mkdocs_antes_de_2():
    todas = PYPROJECT["project"]["dependencies"] + [
        d for extra in PYPROJECT["project"]["optional-dependencies"].values() for d in extra
    ]
    for d in todas:
        if not d.startswith("retiro["):
            assert ">=" in d, d
    assert any(d.startswith("Babel>=") for d in PYPROJECT["project"]["dependencies"])
    for d in todas:
        if d.startswith("mkdocs>="):
            assert "<2" in d, d


def test_el_changelog_tiene_la_version_y_cada_regla():
    assert f"## [{VERSION}]" in CHANGELOG and f"(protocolo {VERSION_PROTOCOLO})" in CHANGELOG
    faltan = [i for i in [*interpretaciones(), *reglas_externas()] if not re.search(rf"\b{i}\b", CHANGELOG)]
    assert not faltan, (
        f"CHANGELOG.md no menciona {', '.join(faltan)}: añada en «Sin publicar» la línea que dice a quien mantiene "
        "otra implementación qué regla o lectura es nueva"
    )
