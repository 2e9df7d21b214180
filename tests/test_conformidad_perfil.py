"""El perfil de las propiedades del kit (`retiro conformidad --perfil`): cuántas solicitudes generadas se envían.

Quien corrige un fallo corre el kit muchas veces: con «rapido» las propiedades envían una cuarta parte de las
solicitudes generadas; el veredicto se da con «completo», el de la suite. Se cuentan casos, no se cronometra nada.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from retiro.cli import conformidad as ordenes
from retiro.conformidad import ejecutor

RAIZ = Path(__file__).resolve().parents[1]


def test_cada_perfil_de_la_orden_es_un_perfil_del_ejecutor():
    import argparse

    p = argparse.ArgumentParser()
    ordenes.agregar_ordenes(p.add_subparsers(dest="orden"))
    accion = next(a for a in p._subparsers._group_actions[0].choices["conformidad"]._actions if a.dest == "perfil")
    assert set(accion.choices) == set(ejecutor.PERFILES) and accion.default == "completo"


def _max_examples(perfil: str) -> int:
    """max_examples of the Hypothesis profile the specification's conftest.py loads for a kit profile."""
    guion = "import conftest; from hypothesis import settings; print(settings.default.max_examples)"
    entorno = {**os.environ, "HYPOTHESIS_PROFILE": ejecutor.PERFILES[perfil]}
    p = subprocess.run([sys.executable, "-c", guion], cwd=RAIZ, env=entorno, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    return int(p.stdout)


def test_el_perfil_rapido_envia_una_cuarta_parte_de_los_casos_del_completo():
    assert _max_examples("rapido") * 4 == _max_examples("completo")
    assert _max_examples("exhaustivo") > _max_examples("completo")


@pytest.mark.parametrize("perfil", sorted(ejecutor.PERFILES))
def test_el_ejecutor_da_a_pytest_el_perfil_elegido(perfil, tmp_path, monkeypatch):
    visto = {}

    def pytest_falso(orden, raiz, entorno, salida, *resto):
        visto.update(entorno)
        (tmp_path / "casos.json").write_text(json.dumps({"casos": []}), encoding="utf-8")
        return 0

    monkeypatch.setattr(ejecutor, "_pytest", pytest_falso)
    ejecutor.ejecutar(["referencia"], tmp_path, RAIZ, silencioso=True, perfil=perfil)
    assert visto["HYPOTHESIS_PROFILE"] == ejecutor.PERFILES[perfil]
