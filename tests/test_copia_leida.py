"""La copia ya leída de los datos YAML (`retiro.registro.cargar_yaml`): nunca da datos de otro contenido.

Es lo que permite que `retiro calcular` no importe PyYAML: cada archivo de ``datos/`` se lee una vez y se guarda
su copia en ``datos/__pycache__`` con la huella de su contenido. Aquí se ataca: un byte cambiado con el mismo
largo y la misma fecha de modificación, una copia corrupta, una carpeta sin permiso de escritura,
``PYTHONDONTWRITEBYTECODE``, y la orden entera en un proceso nuevo.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from retiro import registro

DATOS = Path(registro.__file__).parent / "datos"


@pytest.fixture
def escribe(monkeypatch):
    """Como un usuario corriente: Python escribe sus .pyc (y la copia leída)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)


def _copias(carpeta: Path, archivo: str) -> list[Path]:
    return sorted((carpeta / registro.CACHE).glob(f"{archivo}.*.pickle"))


@pytest.mark.parametrize("archivo", sorted(p.name for p in DATOS.glob("*.yaml")))
def test_la_copia_da_los_mismos_datos_que_el_yaml(archivo, tmp_path, escribe):
    ruta = tmp_path / archivo
    ruta.write_bytes((DATOS / archivo).read_bytes())
    esperado = yaml.load(ruta.read_text("utf-8"), Loader=yaml.SafeLoader)
    assert registro.cargar_yaml(ruta) == esperado  # from the YAML; the copy is written
    assert len(_copias(tmp_path, archivo)) == 1
    assert registro.cargar_yaml(ruta) == esperado  # from the copy


def test_un_byte_cambiado_con_el_mismo_largo_y_la_misma_fecha_no_da_la_copia_vieja(tmp_path, escribe):
    ruta = tmp_path / "x.yaml"
    ruta.write_text("- id: INT-01\n  por_defecto: inclusiva\n", encoding="utf-8")
    assert registro.cargar_yaml(ruta)[0]["por_defecto"] == "inclusiva"
    antes = ruta.stat()
    ruta.write_text("- id: INT-01\n  por_defecto: exclusiva\n", encoding="utf-8")  # same length
    os.utime(ruta, ns=(antes.st_atime_ns, antes.st_mtime_ns))  # and the same modification time
    assert ruta.stat().st_size == antes.st_size
    assert registro.cargar_yaml(ruta)[0]["por_defecto"] == "exclusiva"
    assert len(_copias(tmp_path, "x.yaml")) == 1, "la copia del contenido anterior se borra"


def test_una_copia_corrupta_se_ignora_y_se_rehace(tmp_path, escribe):
    ruta = tmp_path / "x.yaml"
    ruta.write_text("a: 1\n", encoding="utf-8")
    registro.cargar_yaml(ruta)
    (copia,) = _copias(tmp_path, "x.yaml")
    copia.write_bytes(b"\x80\x05no es un pickle")
    assert registro.cargar_yaml(ruta) == {"a": 1}
    copia.write_bytes(b"")
    assert registro.cargar_yaml(ruta) == {"a": 1}
    assert registro.cargar_yaml(ruta) == {"a": 1}


def test_una_carpeta_donde_no_se_puede_escribir_no_impide_leer(tmp_path, escribe):
    """Una instalación de solo lectura: aquí, un archivo con el nombre de la carpeta de copias impide escribirla
    (los permisos no valen: CI corre como root, que escribe en cualquier carpeta)."""
    ruta = tmp_path / "x.yaml"
    ruta.write_text("a: 1\n", encoding="utf-8")
    (tmp_path / registro.CACHE).write_text("no es una carpeta")
    assert registro.cargar_yaml(ruta) == {"a": 1}
    assert registro.cargar_yaml(ruta) == {"a": 1}
    assert not list(tmp_path.glob("*.tmp")) and not list(tmp_path.glob(f"{registro.CACHE}/*"))


def test_con_pythondontwritebytecode_no_se_escribe_copia(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    ruta = tmp_path / "x.yaml"
    ruta.write_text("a: 1\n", encoding="utf-8")
    assert registro.cargar_yaml(ruta) == {"a": 1}
    assert not (tmp_path / registro.CACHE).exists()


def test_la_orden_calcular_no_importa_pyyaml_cuando_hay_copias():
    """En un proceso nuevo, como un usuario: la primera vez se escriben las copias; la segunda no se importa PyYAML."""
    entorno = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    codigo = (
        "import contextlib, io, sys\n"
        "from retiro.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['calcular', '--solicitud', sys.argv[1]]) == 0\n"
        "print('yaml' in sys.modules)\n"
    )
    ejemplo = str(Path(__file__).parents[1] / "ejemplos" / "retiro_temprano_18_6_a.json")
    for _ in range(2):
        r = subprocess.run(
            [sys.executable, "-c", codigo, ejemplo], capture_output=True, text=True, env=entorno, check=True
        )
    assert r.stdout.strip() == "False", "con las copias escritas, `retiro calcular` no necesita PyYAML"
