"""Ejecuciones caras que comparten varias pruebas del kit: los vectores y la implementación en JavaScript.

Cada una se hace una sola vez por sesión de pytest.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def kit_referencia(request, tmp_path_factory):
    """(código, registro de casos) del kit con la especificación completa contra la referencia.

    Si esta misma sesión ya ejecutó la especificación completa contra la referencia (``python -m pytest``
    ejecuta steps/ antes que tests/), se usa ese registro; si no, se ejecuta aparte."""
    import compartido
    from retiro.conformidad import ejecutor, plugin, seguro

    config = request.config
    if compartido.propia(config) == "completa" and getattr(config, "_retiro_completo", False):
        datos = json.loads(seguro.json_texto(plugin.registro(config), indent=None))  # the C encoder
    else:  # with pytest-xdist, the other process may have run it (conftest.py)
        datos = (compartido.leer(config) or {}).get("registro")
    if datos and datos["casos"]:
        return (1 if any(c["resultado"] == "fallido" for c in datos["casos"]) else 0), datos
    return ejecutor.ejecutar(["referencia"], tmp_path_factory.mktemp("kit_referencia"), RAIZ, ci=False, silencioso=True)


@pytest.fixture(scope="session")
def vectores(kit_referencia, tmp_path_factory):
    """(ruta, contenido) de los vectores de la especificación completa (lo que escribe `retiro vectores`)."""
    from retiro.cli import conformidad as ordenes
    from retiro.conformidad import ejecutor

    codigo, datos = kit_referencia
    assert codigo == 0 and not [c for c in datos["casos"] if c["resultado"] == "fallido"]
    ruta = tmp_path_factory.mktemp("vectores") / "vectores.json"
    ordenes.escribir_vectores(ruta, ejecutor.vectores(datos))  # what `retiro vectores --salida` writes
    return ruta, json.loads(ruta.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def kit_js(tmp_path_factory):
    """(código, registro de casos, carpeta) del kit con la especificación completa contra calculadora.mjs."""
    if shutil.which("node") is None:
        if os.environ.get("RETIRO_EXIGIR_NODE"):  # set by .ci/run: in CI a missing Node.js is a failure
            pytest.fail("falta Node.js (la orden «node»), que .ci/run instala")
        pytest.skip("no está instalado Node.js (la orden «node»): no se puede probar la implementación en JavaScript")
    from retiro.conformidad import ejecutor, matriz

    carpeta = tmp_path_factory.mktemp("kit_js")
    codigo, datos = ejecutor.ejecutar([matriz.OBJETIVO_JS], carpeta, RAIZ, silencioso=True, directorio=RAIZ)
    return codigo, datos, carpeta
