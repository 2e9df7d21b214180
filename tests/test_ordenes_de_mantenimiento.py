"""Las órdenes de mantenimiento de `cli/` que regeneran lo que sale de los datos (issue 23 §2), tal como se ejecutan:
`retiro.cli.documentos` (las frases marcadas y las cabeceras del registro), `retiro.cli.esquemas` (los esquemas del
protocolo) y `retiro.cli.registro` (las copias ya leídas de ``datos/``). Ninguna prueba escribe en el repositorio."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from retiro.cli import documentos as cli_documentos
from retiro.cli import esquemas as cli_esquemas
from retiro.cli import registro as cli_registro
from retiro.protocolo import esquemas
from retiro.revision import documentos

RAIZ = Path(__file__).resolve().parents[1]


def ejecutar(*argumentos: str, cwd: Path = RAIZ) -> subprocess.CompletedProcess:
    entorno = {**os.environ, "PYTHONPATH": str(RAIZ / "src")}
    return subprocess.run([sys.executable, "-m", *argumentos], cwd=cwd, env=entorno, capture_output=True, text=True)


def test_documentos_pone_al_dia_la_frase_marcada_de_una_copia(tmp_path):
    readme = (RAIZ / "README.md").read_text(encoding="utf-8")
    inicio = readme.index("<!-- lectura INT-05 -->") + len("<!-- lectura INT-05 -->")
    fin = readme.index("<!-- /lectura -->", inicio)
    viejo = readme[:inicio] + "una frase escrita a mano" + readme[fin:]
    copia = tmp_path / "README.md"
    copia.write_text(viejo, encoding="utf-8")
    r = ejecutar("retiro.cli.documentos", str(copia))
    assert r.returncode == 0, r.stderr
    assert r.stdout == f"actualizado {copia}\n"
    assert copia.read_text(encoding="utf-8") == documentos.actualizar(viejo) == readme
    # once up to date, nothing to do
    assert ejecutar("retiro.cli.documentos", str(copia)).stdout == ""


def test_documentos_rechaza_un_archivo_que_no_existe_sin_tocar_los_demas(tmp_path, capsys):
    copia = tmp_path / "a.md"
    copia.write_text("<!-- registro -->viejo<!-- /registro -->\n", encoding="utf-8")
    assert cli_documentos.main([str(copia), str(tmp_path / "no_existe.md")]) == 2
    salida = capsys.readouterr()
    assert salida.err == f"error: no existe el archivo {tmp_path / 'no_existe.md'}\n"
    assert copia.read_text(encoding="utf-8") == "<!-- registro -->viejo<!-- /registro -->\n"
    r = ejecutar("retiro.cli.documentos", "no_existe.md", cwd=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "no existe el archivo no_existe.md" in r.stderr


def test_esquemas_escribe_cada_archivo_del_generador(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(esquemas, "carpeta", lambda: tmp_path)
    assert cli_esquemas.main([]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(esquemas.ARCHIVOS)
    for archivo in esquemas.ARCHIVOS:
        assert (tmp_path / archivo).read_text(encoding="utf-8") == esquemas.texto(archivo)
    assert capsys.readouterr().out.splitlines() == [f"escrito {tmp_path / a}" for a in esquemas.ARCHIVOS]


def test_registro_dice_cada_copia_que_regenero(monkeypatch, capsys):
    monkeypatch.setattr(cli_registro, "regenerar", lambda: ["parametros.yaml"])
    assert cli_registro.main([]) == 0
    assert capsys.readouterr().out == "regenerada la copia ya leída de parametros.yaml\n"


@pytest.mark.parametrize("orden", ["retiro.cli.registro", "retiro.cli.esquemas", "retiro.cli.documentos"])
def test_cada_orden_se_ejecuta_con_python_m(orden):
    r = ejecutar(orden, "--help")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(f"usage: python -m {orden}")
    r = ejecutar(orden, "--no-existe")
    assert r.returncode == 2 and "Traceback" not in r.stderr
