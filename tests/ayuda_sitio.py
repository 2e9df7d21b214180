"""El sitio publicado para las pruebas (tests/test_sitio.py): con mike, en un repositorio git temporal."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

from retiro.sitio import registro_resultados
from retiro.version import VERSION

#: A guard against a build that hangs, never a measure of speed: a busy machine (a user's run took 31 minutes) must not
#: fail it. Speed is measured by the benchmarks and held by the counts of tests/test_presupuestos.py.
PLAZO_DE_CUELGUE = 1800

RAIZ = Path(__file__).resolve().parent.parent
ALIAS = "ultima"

# --- the published site ---


def entorno_sitio(resultados: Path, destino: Path | None = None) -> dict:
    entorno = {**os.environ, registro_resultados.VARIABLE_RUTA: str(resultados), "NO_MKDOCS_2_WARNING": "1"}
    if destino is not None:
        entorno["RETIRO_SITIO"] = str(destino)
    return entorno


def _mike(*argumentos: str, repo: Path, entorno: dict) -> None:
    mike = "import sys; from mike.driver import main; sys.exit(main())"  # mike has no «python -m mike»
    orden = [sys.executable, "-c", mike, *argumentos, "--config-file", str(RAIZ / "mkdocs.yml")]
    p = subprocess.run(orden, cwd=repo, env=entorno, capture_output=True, text=True, timeout=PLAZO_DE_CUELGUE)
    assert p.returncode == 0, f"mike {' '.join(argumentos)} falló:\n{p.stdout[-4000:]}\n{p.stderr[-6000:]}"


def publicar(resultados: Path, carpeta: Path) -> tuple[Path, str]:
    """El sitio publicado como lo publica el flujo de trabajo (mike deploy + set-default, en modo estricto), pero en
    un repositorio git temporal y sin --push; devuelve (la rama gh-pages extraída, la versión)."""
    version = VERSION
    repo, raiz = carpeta / "publicacion", carpeta / "gh-pages"
    repo.mkdir(parents=True)
    raiz.mkdir()
    entorno = entorno_sitio(resultados, carpeta / "construccion" / "site")
    for orden in (
        ["init", "-q"],
        ["config", "user.email", "sitio@retiro.invalid"],
        ["config", "user.name", "retiro"],
        ["commit", "-q", "--allow-empty", "-m", "inicio"],
    ):
        subprocess.run(["git", *orden], cwd=repo, check=True, capture_output=True)
    _mike("deploy", "--update-aliases", version, ALIAS, repo=repo, entorno=entorno)
    _mike("set-default", ALIAS, repo=repo, entorno=entorno)
    archivo = carpeta / "gh-pages.tar"
    subprocess.run(["git", "archive", "-o", str(archivo), "gh-pages"], cwd=repo, check=True)
    with tarfile.open(archivo) as tar:
        tar.extractall(raiz, filter="data")
    return raiz, version


def resultados_de_la_sesion(config, ruta: Path) -> bool:
    """Guarda en `ruta` los resultados de los escenarios de esta sesión (los de este proceso o, con pytest-xdist,
    los que publicó el otro: tests/compartido.py); False si no están los de 18.1."""
    import compartido

    de_la_sesion = registro_resultados.resultados_de_la_sesion(config)
    if not de_la_sesion:
        de_la_sesion = (compartido.leer(config) or {}).get("resultados", [])
    if not any(r["feature"] == FEATURE_18_1 for r in de_la_sesion):
        return False
    registro_resultados.guardar(ruta, de_la_sesion)
    return True


FEATURE_18_1 = "features/articulo_18/18_1_retiro_a_los_55_con_25.feature"
