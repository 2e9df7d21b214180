"""El kit instalado con el paquete funciona sin una copia del repositorio.

`pip install "retiro[conformidad]"` trae la especificación en ``retiro/especificacion/`` (en el repositorio,
enlaces a features/, steps/ y conftest.py que setuptools copia al construir). Aquí: los patrones de
``package-data`` cubren cada archivo de la especificación, y el kit corre desde una carpeta vacía con el
paquete copiado como quedaría instalado (los enlaces, resueltos) delante de todo en ``PYTHONPATH``.
La prueba completa (construir la rueda, un entorno nuevo, `pip install`, ejecutar el kit) es
`scripts/kit_instalado.sh`, que necesita la red para instalar las dependencias.
"""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

from ayuda_kit import RAIZ, retiro

PAQUETE = RAIZ / "src" / "retiro"


def test_los_patrones_del_paquete_cubren_la_especificacion():
    patrones = tomllib.loads((RAIZ / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"
    ]["retiro"]
    cubiertos = {p.relative_to(PAQUETE).as_posix() for patron in patrones for p in PAQUETE.glob(patron)}
    spec = PAQUETE / "especificacion"
    necesarios = {
        *(f"especificacion/{p.relative_to(RAIZ).as_posix()}" for p in RAIZ.glob("features/*/*.feature")),
        *(f"especificacion/{p.relative_to(RAIZ).as_posix()}" for p in RAIZ.glob("steps/*.py")),
        "especificacion/pytest.ini",
        "especificacion/conftest.py",
        "conformidad/plantillas/informe.html.j2",
    }
    assert necesarios <= cubiertos, sorted(necesarios - cubiertos)
    if (spec / "features").is_symlink():  # links, not copies, in the repository
        assert (spec / "features").resolve() == (RAIZ / "features").resolve()
    else:  # an sdist carries copies (setuptools follows the links): the same files, byte for byte
        for carpeta, patron in (("features", "*/*.feature"), ("steps", "*.py")):
            copias = {p.relative_to(spec / carpeta): p.read_bytes() for p in (spec / carpeta).glob(patron)}
            originales = {p.relative_to(RAIZ / carpeta): p.read_bytes() for p in (RAIZ / carpeta).glob(patron)}
            assert copias == originales, carpeta


def test_el_kit_corre_desde_el_paquete_sin_el_repositorio(tmp_path):
    instalado = tmp_path / "instalado"
    shutil.copytree(PAQUETE, instalado / "retiro", ignore=shutil.ignore_patterns("__pycache__"))  # links resolved
    vacia = tmp_path / "vacia"
    vacia.mkdir()
    r = retiro(
        "conformidad", "--salida", str(vacia / "informe"), "-k", "clausula-18.5.a", cwd=vacia, PYTHONPATH=str(instalado)
    )
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "veredicto: CONFORME" in r.stdout
    datos = json.loads((vacia / "informe" / "casos.json").read_text(encoding="utf-8"))
    assert any(c["archivo"].startswith("articulo_18/18_5_") for c in datos["casos"])
    assert Path(datos["raiz"]) == instalado / "retiro" / "especificacion"  # the spec inside the package
