"""El perfil de las propiedades del kit (`retiro conformidad --perfil`): cuántas solicitudes generadas se envían.

Quien corrige un fallo corre el kit muchas veces: con «rapido» las propiedades envían una cuarta parte de las
solicitudes generadas; el veredicto se da con «completo» (el perfil «kit» de Hypothesis, con un número acotado de
solicitudes por ejecución; la suite usa el suyo, «ci»). Se cuentan casos, no se cronometra nada.
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
    """max_examples of the Hypothesis profile the specification's conftest.py registers for a kit profile (the same
    conftest.py that this session loaded: no interpreter of its own)."""
    from hypothesis import settings

    return settings.get_profile(ejecutor.PERFILES[perfil]).max_examples


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


def test_la_demostracion_de_una_identidad_corre_contra_la_referencia_y_no_contra_otra(tmp_path):
    """Issue 24: una identidad es del texto y del modelo, no de la implementación: contra otra, el caso es «no usa la
    implementación» diga lo que diga SymPy, y la demostración era el paso más lento del kit. Con una demostración
    plantada que falla, el caso de la referencia falla (la suite y `--implementacion referencia` la comprueban) y el
    de otra implementación no la ejecuta."""
    (tmp_path / "identidad_plantada.py").write_text(
        "import retiro.verificacion.identidades as I\n\n"
        "def _plantada(identidad):\n"
        "    raise AssertionError('demostración plantada: ' + identidad)\n\n"
        "I.demostrar = _plantada\n",
        encoding="utf-8",
    )
    registro = tmp_path / "casos.json"
    otra = "retiro.conformidad.defectuosas:edad_58_mayor_estricto"
    orden = [sys.executable, "-m", "pytest", "steps", "-q", "-n", "0", "-p", "no:cacheprovider"]
    orden += ["-p", "identidad_plantada", "-k", "identidad and clausula-10.5", "--registro-casos", str(registro)]
    orden += ["--implementacion", "referencia", "--implementacion", otra]
    entorno = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")]))}
    p = subprocess.run(orden, cwd=RAIZ, env=entorno, capture_output=True, text=True, timeout=1800)
    casos = json.loads(registro.read_text(encoding="utf-8"))["casos"]
    resultados = {(c["objetivo"], c["resultado"]) for c in casos}
    assert resultados == {("referencia", "fallido"), (otra, "no_aplica")}, (resultados, p.stdout[-2000:])
    assert "demostración plantada" in p.stdout
