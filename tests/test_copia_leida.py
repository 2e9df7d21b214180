"""La copia ya leída de los datos YAML (`retiro.registro.cargar_yaml`): nunca da datos distintos de los del YAML.

Es lo que permite que `retiro calcular` no importe PyYAML: cada archivo de ``datos/`` se lee una vez y se guarda
su copia, en JSON, en la carpeta de caché del usuario, con la huella de su contenido. Aquí se ataca: un byte
cambiado con el mismo largo y la misma fecha de modificación, una copia corrupta o manipulada, datos que JSON no
puede llevar tal cual, una carpeta donde no se puede escribir, y la orden entera en un proceso nuevo.
"""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from retiro import registro

DATOS = Path(registro.__file__).parent / "datos"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    """La carpeta de caché del usuario, en una carpeta de la prueba."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "retiro" / "datos"


def _copias(cache: Path, archivo: str) -> list[Path]:
    return sorted(cache.glob(f"{archivo}.*.json"))


@pytest.mark.parametrize("archivo", sorted(p.name for p in DATOS.glob("*.yaml")))
def test_la_copia_da_los_mismos_datos_que_el_yaml(archivo, tmp_path, cache):
    ruta = tmp_path / archivo
    ruta.write_bytes((DATOS / archivo).read_bytes())
    esperado = yaml.load(ruta.read_text("utf-8"), Loader=yaml.SafeLoader)
    assert registro.cargar_yaml(ruta) == esperado  # from the YAML; the copy is written
    assert len(_copias(cache, archivo)) == 1, "cada archivo de datos del paquete tiene su copia"
    copia = registro.cargar_yaml(ruta)
    assert copia == esperado and json.dumps(copia, default=str) == json.dumps(esperado, default=str)  # and order


def test_las_fechas_vuelven_como_fechas(tmp_path, cache):
    ruta = tmp_path / "x.yaml"
    ruta.write_text("- id: EXT-01\n  fecha_consulta: 2026-11-30\n", encoding="utf-8")
    registro.cargar_yaml(ruta)
    assert registro.cargar_yaml(ruta)[0]["fecha_consulta"] == datetime.date(2026, 11, 30)
    (copia,) = _copias(cache, "x.yaml")
    assert _json_de(copia) == [{"id": "EXT-01", "fecha_consulta": {"__fecha__": "2026-11-30"}}]


def test_un_byte_cambiado_con_el_mismo_largo_y_la_misma_fecha_no_da_la_copia_vieja(tmp_path, cache):
    ruta = tmp_path / "x.yaml"
    ruta.write_text("- id: INT-01\n  por_defecto: inclusiva\n", encoding="utf-8")
    assert registro.cargar_yaml(ruta)[0]["por_defecto"] == "inclusiva"
    antes = ruta.stat()
    ruta.write_text("- id: INT-01\n  por_defecto: exclusiva\n", encoding="utf-8")  # same length
    os.utime(ruta, ns=(antes.st_atime_ns, antes.st_mtime_ns))  # and the same modification time
    assert ruta.stat().st_size == antes.st_size
    assert registro.cargar_yaml(ruta)[0]["por_defecto"] == "exclusiva"
    assert len(_copias(cache, "x.yaml")) == 1, "la copia del contenido anterior se borra"


def _json_de(copia: Path):
    _suma, _, texto = copia.read_bytes().partition(b"\n")
    return json.loads(texto)


def test_una_copia_corrupta_se_ignora_y_se_rehace(tmp_path, cache):
    ruta = tmp_path / "x.yaml"
    ruta.write_text("a: 1\n", encoding="utf-8")
    registro.cargar_yaml(ruta)
    (copia,) = _copias(cache, "x.yaml")
    for basura in (b'{"a": ', b"", b"\xff\xfe no es UTF-8", b"sin suma\n{}"):
        copia.write_bytes(basura)
        assert registro.cargar_yaml(ruta) == {"a": 1}
    assert _json_de(copia) == {"a": 1}, "la copia se rehízo"


def test_una_copia_cambiada_a_mano_no_se_usa(tmp_path, cache):
    """Quien encuentre la copia y la cambie (por ejemplo, la lectura por defecto de una entrada) no cambia ningún
    resultado: el JSON ya no es el de su huella, y se lee el YAML. Leerla tampoco ejecuta nada (es JSON)."""
    ruta = tmp_path / "x.yaml"
    ruta.write_text("- id: INT-01\n  por_defecto: inclusiva\n", encoding="utf-8")
    registro.cargar_yaml(ruta)
    (copia,) = _copias(cache, "x.yaml")
    suma, _, texto = copia.read_bytes().partition(b"\n")
    copia.write_bytes(suma + b"\n" + texto.replace(b"inclusiva", b"exclusiva"))
    assert registro.cargar_yaml(ruta)[0]["por_defecto"] == "inclusiva"
    copia.write_bytes(suma + b"\n" + b'[{"id": "INT-01", "por_defecto": {"__reduce__": "os.system"}}]')
    assert registro.cargar_yaml(ruta)[0]["por_defecto"] == "inclusiva"


@pytest.mark.parametrize(
    "texto",
    [
        "55: 0.80\n56: 0.85\n",  # numeric keys: JSON would give text keys
        "cuando: 2026-11-30 10:00:00\n",  # a timestamp (datetime), not a date
        "conjunto: !!set {a, b}\n",  # a set
        "x: .nan\n",  # NaN is not equal to itself
    ],
)
def test_datos_que_json_no_lleva_tal_cual_no_dan_copia(texto, tmp_path, cache):
    ruta = tmp_path / "x.yaml"
    ruta.write_text(texto, encoding="utf-8")
    esperado = yaml.load(texto, Loader=yaml.SafeLoader)
    for _ in range(2):
        datos = registro.cargar_yaml(ruta)
        assert type(datos) is type(esperado) and list(datos) == list(esperado)
    assert not _copias(cache, "x.yaml")


def test_donde_no_se_puede_escribir_se_lee_el_yaml(tmp_path, cache):
    """Una carpeta de caché imposible (un archivo en su lugar; CI corre como root, que escribe en cualquier carpeta)."""
    ruta = tmp_path / "x.yaml"
    ruta.write_text("a: 1\n", encoding="utf-8")
    cache.parent.mkdir(parents=True)
    cache.write_text("no es una carpeta")
    assert registro.cargar_yaml(ruta) == {"a": 1}
    assert registro.cargar_yaml(ruta) == {"a": 1}
    assert not list(cache.parent.glob("*.tmp"))


def test_sin_carpeta_personal_se_lee_el_yaml(tmp_path, monkeypatch):
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.setenv("HOME", "~")  # expanduser cannot resolve it
    ruta = tmp_path / "x.yaml"
    ruta.write_text("a: 1\n", encoding="utf-8")
    assert registro.carpeta_de_copias() is None and registro.cargar_yaml(ruta) == {"a": 1}


def test_la_orden_calcular_no_importa_pyyaml_cuando_hay_copias(tmp_path):
    """En un proceso nuevo, como un usuario: la primera vez se escriben las copias; la segunda no se importa PyYAML."""
    entorno = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    codigo = (
        "import contextlib, io, sys\n"
        "from retiro.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['calcular', '--solicitud', sys.argv[1]]) == 0\n"
        "print('yaml' in sys.modules)\n"
    )
    ejemplo = str(Path(__file__).parents[1] / "ejemplos" / "retiro_temprano_18_6_a.json")
    salidas = [
        subprocess.run(
            [sys.executable, "-c", codigo, ejemplo], capture_output=True, text=True, env=entorno, check=True
        ).stdout.strip()
        for _ in range(2)
    ]
    assert salidas == ["True", "False"], "con las copias escritas, `retiro calcular` no necesita PyYAML"
