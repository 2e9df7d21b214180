"""Dónde está la especificación ejecutable (features/ y steps/) y cómo se le pasa a pytest.

- En una copia del repositorio: las carpetas ``features/`` y ``steps/`` de la raíz (la actual o una superior, o
  la de este código si se instaló en modo editable).
- Instalada con el paquete (``pip install "retiro[conformidad]"``): ``retiro/especificacion/``, con su
  ``pytest.ini``. En el repositorio esa carpeta solo tiene enlaces a ``features/`` y ``steps/``; al construir el
  paquete, setuptools copia los archivos (``[tool.setuptools.package-data]``), de modo que el kit se ejecuta
  sin una copia del repositorio.

El ``conftest.py`` de la raíz (los perfiles de Hypothesis: el perfil «ci», determinista, es el de las
propiedades) viaja igual, como ``retiro/especificacion/conftest.py``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def _es_raiz(c: Path) -> bool:
    return (c / "features").is_dir() and (c / "steps" / "conftest.py").is_file()


def empaquetada() -> Path:
    return Path(str(resources.files("retiro") / "especificacion"))


def raiz(desde: Path | None = None) -> Path:
    """La carpeta con features/ y steps/. `FileNotFoundError` (con el mensaje en español) si no hay ninguna."""
    inicio = Path(desde or Path.cwd()).resolve()
    candidatos = [inicio, *inicio.parents, *Path(__file__).resolve().parents, empaquetada()]
    for c in candidatos:
        if _es_raiz(c):
            return c
    raise FileNotFoundError(
        "no se encuentra la especificación (carpetas features/ y steps/): instale el paquete con el kit "
        '(pip install "retiro[conformidad]"), ejecútelo desde una copia del repositorio o use --raiz'
    )


def argumentos_de_pytest(raiz: Path) -> list[str]:
    """Los argumentos de pytest que ejecutan la especificación de esa raíz (con su configuración)."""
    argumentos = []
    if not (raiz / "pyproject.toml").is_file() and (raiz / "pytest.ini").is_file():
        argumentos += ["-c", str(raiz / "pytest.ini"), "--rootdir", str(raiz)]
    argumentos.append("steps")
    return argumentos


def archivos_normativos(base: Path) -> set[Path]:
    """Los .feature de la especificación completa (las propiedades también llaman a la implementación)."""
    return {p.resolve() for p in base.glob("*/*.feature")}
