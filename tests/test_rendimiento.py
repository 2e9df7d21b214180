"""Las mediciones de rendimiento (issue 14): cada cifra publicada es la que imprimió un script, y el veredicto se
calcula, no se escribe.

`mediciones/rendimiento/<medición>.json` lo deja el script con ``--escribir``; el sitio publica esos archivos
(`retiro.sitio.rendimiento`). Aquí se comprueba que cada archivo comprometido es coherente consigo mismo —la
cifra de cada objetivo está en lo que el script imprimió y «cumplido» es lo que dicen la meta y la cifra— y que la
documentación escrita a mano no repite ninguna de esas cifras.
"""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest

from retiro.sitio import rendimiento

RAIZ = Path(__file__).resolve().parents[1]
MEDICIONES = rendimiento.leer(RAIZ)
#: The targets each measurement must report (issue 14), given the options in its command.
ESPERADOS = {
    "lote": {"motor_1e6", "parquet_1e6"},
    "escalar": {"escalar_nunca", "escalar_siempre"},
    "stdio": {"stdio_tuberia"},
    "arranque": set(),  # information only: issue 24 withdrew its target (the modules budget replaces it)
    "kit": {"kit_cmd", "kit_cmd_18_6_a", "kit_proceso"},
    "suite": {"suite_reloj"},
}


def test_cada_medicion_esta_en_el_repositorio():
    assert set(MEDICIONES) == set(rendimiento.MEDICIONES), "falta una medición: su script con --escribir"


@pytest.mark.parametrize("nombre", sorted(MEDICIONES))
def test_cada_medicion_es_coherente_con_lo_que_imprimio_su_script(nombre):
    m = MEDICIONES[nombre]
    assert m["orden"].startswith(rendimiento.MEDICIONES[nombre]) and "--escribir" in m["orden"]
    esperados = set(ESPERADOS[nombre])
    if nombre == "lote" and "--diez-millones" in m["orden"]:
        esperados |= {"parquet_1e7", "memoria_1e7"}
    if nombre == "lote" and re.search(r"\(polars, el núcleo\) +1,000,000 ", m["texto"]):
        esperados |= {"parquet_cpu_polars"}  # polars side by side, when installed (issue 24)
    if nombre == "stdio" and "--procesos" in m["orden"]:
        esperados |= {"stdio_procesos_1", "stdio_procesos_2"}  # retiro servir --procesos 1 and 2 (issue 24)
    assert {o["id"] for o in m["objetivos"]} == esperados
    for o, objetivo in zip(m["objetivos"], rendimiento.objetivos(m), strict=True):
        assert o["cumplido"] == objetivo.cumplido, f"{o['id']}: «cumplido» no es lo que dicen la meta y la cifra"
        cifra = rendimiento.impreso(objetivo.medido, objetivo.unidad)
        assert cifra in m["texto"], f"{o['id']}: {cifra} no es una cifra que el script imprimiera"


def _cifras_publicadas() -> set[str]:
    """The measured figures as printed, those specific enough to search for (with a thousands separator or a «×»:
    a bare «863» could be anything)."""
    cifras = {rendimiento.impreso(o.medido, o.unidad) for m in MEDICIONES.values() for o in rendimiento.objetivos(m)}
    return {c for c in cifras if "," in c or "×" in c}


@pytest.mark.parametrize("documento", ["README.md", *sorted(p.name for p in (RAIZ / "docs").glob("*.md"))])
def test_la_documentacion_escrita_a_mano_no_copia_cifras_medidas(documento):
    ruta = RAIZ / documento if documento == "README.md" else RAIZ / "docs" / documento
    texto = ruta.read_text(encoding="utf-8")
    copiadas = sorted(c for c in _cifras_publicadas() if re.search(rf"(?<![\d.,]){re.escape(c)}(?![\d,])", texto))
    assert not copiadas, f"{documento} copia cifras medidas {copiadas}: enlace a rendimiento.md, que las publica"
    assert "retiro lote — " not in texto, f"{documento} pega la salida de scripts/benchmark_lote.py"


def _medicion(objetivos: list[dict], texto: str = "") -> dict:
    return {
        "formato": rendimiento.FORMATO,
        "version": rendimiento.VERSION,
        "medicion": "escalar",
        "fecha": "2026-12-01",
        "orden": "python scripts/benchmark.py --escribir",
        "maquina": {"nucleos": 2, "carga_media": [0.3, 0.4], "python": "3.11.7", "sistema": "Linux", "paquetes": {}},
        "objetivos": objetivos,
        "texto": texto,
    }


def test_sin_mediciones_la_pagina_no_publica_cifras(tmp_path):
    pagina = rendimiento.pagina(tmp_path)
    assert "Sin medición confirmada" in pagina and "| Objetivo |" not in pagina
    assert "python scripts/arranque.py --escribir" in pagina


def test_la_pagina_calcula_el_veredicto_y_no_cree_al_archivo(tmp_path):
    """Un archivo que dice «cumplido» con una cifra por debajo de la meta: la página dice que no se cumple."""
    o = {
        "id": "escalar_nunca",
        "descripcion": "Referencia, Artículo 18",
        "meta": 50000,
        "medido": 12000.4,
        "unidad": "evaluaciones/s de CPU",
        "mayor_es_mejor": True,
        "cumplido": True,
    }
    carpeta = tmp_path / rendimiento.CARPETA
    carpeta.mkdir(parents=True)
    (carpeta / "escalar.json").write_text(json.dumps(_medicion([o], "12,000 por segundo")), encoding="utf-8")
    pagina = rendimiento.pagina(tmp_path)
    fila = next(linea for linea in pagina.splitlines() if linea.startswith("| Referencia, Artículo 18"))
    assert "≥ 50,000" in fila and "12,000" in fila and "**no**" in fila
    assert "12,000 por segundo" in pagina  # what the script printed, as it printed it


def test_un_archivo_de_otro_formato_es_un_error(tmp_path):
    carpeta = tmp_path / rendimiento.CARPETA
    carpeta.mkdir(parents=True)
    (carpeta / "stdio.json").write_text(json.dumps({"formato": "otro"}), encoding="utf-8")
    with pytest.raises(ValueError, match="stdio"):
        rendimiento.leer(tmp_path)


def test_el_registro_copia_lo_que_se_imprime_y_lo_guarda(tmp_path, monkeypatch):
    salida = io.StringIO()
    monkeypatch.setattr(sys, "stdout", salida)
    r = rendimiento.Registro("arranque", ["scripts/arranque.py", "--rondas", "3", "--escribir"])
    with r:
        print("razón 8.38×")
        r.objetivo("arranque_texto", "Arranque", 5.0, 8.384, "×", mayor_es_mejor=False)
    assert sys.stdout is salida and salida.getvalue() == "razón 8.38×\n"
    datos = json.loads(r.escribir(tmp_path).read_text(encoding="utf-8"))
    assert datos["orden"] == "python scripts/arranque.py --rondas 3 --escribir"
    assert datos["texto"] == "razón 8.38×\n" and datos["objetivos"][0]["cumplido"] is False
    assert rendimiento.leer(tmp_path)["arranque"] == datos


def test_el_benchmark_de_la_referencia_corre_con_sus_fases_y_da_la_huella_de_las_respuestas():
    """`scripts/benchmark.py --fases` is what a maintainer runs before and after a speed change: it once crashed on a
    changed signature and nothing noticed. A tiny mix, one pass each (a run, not a measure: nothing is timed here)."""
    import subprocess

    p = subprocess.run(
        [sys.executable, str(RAIZ / "scripts" / "benchmark.py"), "--segundos", "0", "--solicitudes", "30", "--fases"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert p.returncode == 0, p.stderr[-3000:]
    huellas = re.findall(r"huella de las respuestas \(SHA-256 de sus bytes\): ([0-9a-f]{64})", p.stdout)
    assert len(huellas) == 3 and len(set(huellas)) == 3, p.stdout
    assert p.stdout.count("suma de las tres") == 3 and "Traceback" not in p.stderr
