"""Los datos salen solo del paquete: ninguna copia ya leída en una carpeta que otro usuario o programa pueda escribir.

Antes, cada orden guardaba en ``~/.cache/retiro/datos`` una copia en JSON de cada YAML, con una huella que
cualquiera podía recalcular: una copia falsificada (o un enlace a ella) cambiaba las respuestas, una FIFO en su
lugar colgaba cada orden y un JSON retorcido con huella válida la tumbaba. Aquí se plantan esos mismos ataques en
la carpeta de caché (y en la personal) de un proceso nuevo, como lo corre un usuario, y la respuesta no cambia.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
import yaml

from retiro.ley import registro

RAIZ = Path(__file__).resolve().parents[1]
EJEMPLO = RAIZ / "ejemplos" / "retiro_temprano_18_6_a.json"
DATOS = Path(registro.__file__).parents[1] / "datos"


def _calcular(entorno: dict) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "retiro", "calcular", "--json", "--solicitud", str(EJEMPLO)],
        capture_output=True,
        text=True,
        env=entorno,
        timeout=60,
    )


def _clave_antigua(contenido: bytes) -> str:
    """The checksum the removed cache trusted (anyone could recompute it)."""
    return f"{len(contenido):x}-{zlib.crc32(contenido):08x}{zlib.adler32(contenido):08x}"


def _plantar(carpeta: Path, ataque: str) -> None:
    """Plants, for every data file, what the old cache would have read: a forged copy with a valid checksum, a
    symlink to one, a FIFO, or a deep JSON."""
    carpeta.mkdir(parents=True, exist_ok=True)
    for archivo in DATOS.glob("*.yaml"):
        contenido = archivo.read_bytes()
        copia = carpeta / f"{archivo.name}.{_clave_antigua(contenido)}.json"
        if ataque == "fifo":
            os.mkfifo(copia)
            continue
        if ataque == "profundo":
            texto = ("[" * 100_000 + "]" * 100_000).encode()
        else:  # every reading by default replaced by another one, every date moved
            datos = yaml.load(contenido.decode("utf-8"), Loader=yaml.SafeLoader)
            if archivo.name == "interpretaciones.yaml":
                for e in datos:
                    otras = [x["id"] for x in e["lecturas"] if x["id"] != e["por_defecto"]]
                    e["por_defecto"] = otras[0] if otras else e["por_defecto"]
            texto = json.dumps(datos, ensure_ascii=False, default=str).encode("utf-8")
        cuerpo = _clave_antigua(texto).encode() + b"\n" + texto
        if ataque == "enlace":
            falsa = carpeta.parent / f"falsa-{archivo.name}.json"
            falsa.write_bytes(cuerpo)
            copia.symlink_to(falsa)
        else:
            copia.write_bytes(cuerpo)


@pytest.mark.parametrize("ataque", ["falsificada", "enlace", "fifo", "profundo"])
def test_lo_plantado_en_la_carpeta_de_cache_no_cambia_ninguna_respuesta(tmp_path, ataque):
    limpio = _calcular({**os.environ, "XDG_CACHE_HOME": str(tmp_path / "vacia"), "HOME": str(tmp_path / "casa0")})
    assert limpio.returncode == 0, limpio.stderr
    cache = tmp_path / "cache"
    casa = tmp_path / "casa"
    for carpeta in (cache / "retiro" / "datos", casa / ".cache" / "retiro" / "datos"):
        _plantar(carpeta, ataque)
    atacado = _calcular({**os.environ, "XDG_CACHE_HOME": str(cache), "HOME": str(casa)})  # timeout: a FIFO hangs
    assert (atacado.returncode, atacado.stdout, atacado.stderr) == (0, limpio.stdout, "")
    assert not (tmp_path / "vacia").exists() and not (tmp_path / "casa0").exists(), "nada se escribe fuera"


def test_el_codigo_no_busca_datos_fuera_del_paquete():
    """The mechanism is gone, not only unused: no cache folder, no user folder in the package's data code. The read
    copies that remain are package data, beside the YAML they come from (retiro/datos/leidos), written by no command."""
    texto = Path(registro.__file__).read_text(encoding="utf-8")
    for rastro in ("XDG_CACHE_HOME", "expanduser", ".cache", "os.replace"):
        assert rastro not in texto, rastro
    for archivo in registro.archivos_de_datos():
        assert Path(registro.ruta_de_la_copia(archivo)).parent == DATOS / registro.LEIDOS


@pytest.mark.parametrize("archivo", sorted(p.name for p in DATOS.glob("*.yaml")))
def test_cada_archivo_de_datos_se_lee_igual_con_el_cargador_de_c_y_el_de_python(archivo):
    assert registro.leer_datos(archivo) == registro.leer_datos(archivo, yaml.SafeLoader)
