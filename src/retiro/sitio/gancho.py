"""Gancho de mkdocs (``hooks:`` en mkdocs.yml): genera las páginas del sitio al construirlo.

- ``on_config``: añade las cláusulas a la navegación y registra la valla ```` ```gherkin ```` (español).
- ``on_files``: añade las páginas y los gráficos generados (no se escriben en docs/).
- ``on_page_markdown``: sustituye ``<!-- ejecutar: retiro … -->`` por la salida real de esa orden,
  ``<!-- sitio: estado -->`` por el resumen de la última ejecución de las pruebas y
  ``<!-- sitio: archivo RUTA -->`` por el contenido de ese archivo del proyecto.
"""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import sys
from pathlib import Path

# Use the working copy's code even if an older copy of the package is installed.
_SRC = Path(__file__).resolve().parents[2]
if str(_SRC) not in sys.path:
    sys.path.insert(0, str(_SRC))

from mkdocs.exceptions import PluginError  # noqa: E402
from mkdocs.structure.files import File  # noqa: E402

from retiro import cli  # noqa: E402
from retiro.protocolo.esquemas import CARPETA_DEL_SITIO  # noqa: E402
from retiro.sitio import gherkin, paginas  # noqa: E402

SECCION_CLAUSULAS = "Cláusulas"


def _raiz(config) -> Path:
    return Path(config.config_file_path).resolve().parent


def on_config(config):
    for entrada in config.nav or []:
        if isinstance(entrada, dict) and SECCION_CLAUSULAS in entrada:
            propias = [
                x
                for x in entrada[SECCION_CLAUSULAS]
                if not (isinstance(x, dict) and set(x) & set(paginas.ARTICULOS.values()))
            ]
            entrada[SECCION_CLAUSULAS] = propias + paginas.nav_clausulas()
    informes = _raiz(config) / "informes"
    if informes.is_dir() and str(informes) not in config.watch:
        config.watch.append(str(informes))  # `mkdocs serve` rebuilds after a test run
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    vallas = [v for v in superfences.get("custom_fences", []) if v.get("name") != "gherkin"]
    superfences["custom_fences"] = [*vallas, {"name": "gherkin", "class": "gherkin", "format": gherkin.formatear}]
    return config


# The project read once per build (on_files), for the pages generated there and the summary of on_page_markdown.
_PROYECTO: dict[str, paginas.Proyecto] = {}


def _proyecto(config) -> paginas.Proyecto:
    if "actual" not in _PROYECTO:
        _PROYECTO["actual"] = paginas.Proyecto(_raiz(config))
    return _PROYECTO["actual"]


def on_files(files, config):
    _PROYECTO.clear()  # each build (`mkdocs serve` rebuilds after a test run) reads the project anew
    md, svg = paginas.generar(_raiz(config), _proyecto(config))
    for ruta, contenido in {**md, **svg}.items():
        if files.get_file_from_path(ruta) is not None:
            raise PluginError(f"docs/{ruta} existe, pero es una página generada: bórrela (la genera src/retiro/sitio).")
        files.append(File.generated(config, ruta, content=contenido))
    for ruta, contenido in esquemas_del_sitio().items():
        files.append(File.generated(config, ruta, content=contenido))
    for archivo, titulo in paginas.PAGINAS_DEL_KIT.items():
        if files.get_file_from_path(archivo) is None:
            files.append(File.generated(config, archivo, content=paginas.pagina_pendiente(titulo, archivo)))
    return files


def esquemas_del_sitio() -> dict[str, bytes]:
    """The protocol's schemas and OpenAPI, byte for byte as in the package, where their $id says:
    ``esquemas/<nombre>`` in each version of the site."""
    carpeta = _SRC / "retiro" / "esquemas"
    return {f"{CARPETA_DEL_SITIO}/{p.name}": p.read_bytes() for p in sorted(carpeta.glob("*.json"))}


_EJECUTAR = re.compile(r"<!--\s*ejecutar:\s*(retiro\s[^>]*?)\s*-->")


def _ejecutar(orden: str, raiz: Path) -> str:
    argumentos = shlex.split(orden)[1:]
    reales = [str(raiz / a) if (raiz / a).is_file() else a for a in argumentos]
    salida = io.StringIO()
    with contextlib.redirect_stdout(salida):
        codigo = cli.main(reales)
    if codigo != 0:
        raise PluginError(f"«{orden}» terminó con el código {codigo}")
    return f"``` {{ .text .salida-orden }}\n$ {orden}\n{salida.getvalue().rstrip()}\n```"


_ESTADO = "<!-- sitio: estado -->"
_ARCHIVO = re.compile(r"<!--\s*sitio:\s*archivo\s+(\S+)\s*-->")
_LENGUAJES = {".yml": "yaml", ".yaml": "yaml", ".json": "json", ".py": "python", ".sh": "bash", ".toml": "toml"}


def _archivo(ruta: str, raiz: Path) -> str:
    """El contenido de un archivo del proyecto, tal cual, en un bloque de código (una sola fuente: el archivo)."""
    archivo = (raiz / ruta).resolve()
    if raiz.resolve() not in archivo.parents or not archivo.is_file():
        raise PluginError(f"«<!-- sitio: archivo {ruta} -->»: no es un archivo del proyecto")
    lenguaje = _LENGUAJES.get(archivo.suffix, "text")
    return f'``` {lenguaje} title="{ruta}"\n{archivo.read_text(encoding="utf-8").rstrip()}\n```'


def on_page_markdown(markdown, page, config, files):
    if _ESTADO in markdown:
        markdown = markdown.replace(_ESTADO, paginas.resumen_estado(_proyecto(config), page.file.src_uri))
    markdown = _ARCHIVO.sub(lambda m: _archivo(m.group(1), _raiz(config)), markdown)
    return _EJECUTAR.sub(lambda m: _ejecutar(m.group(1), _raiz(config)), markdown)
