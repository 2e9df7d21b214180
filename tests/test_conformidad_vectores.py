"""`retiro vectores`: cada escenario y fila de ejemplos como datos, que otro arnés puede ejecutar sin Python."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from retiro import evaluar
from retiro.conformidad.defectuosas import DEFECTUOSAS

RAIZ = Path(__file__).resolve().parent.parent


def valor(respuesta: dict, puntero: str):
    """JSON Pointer (RFC 6901), como lo resolvería cualquier biblioteca JSON."""
    actual = respuesta
    for p in puntero.split("/")[1:]:
        actual = actual.get(p.replace("~1", "/").replace("~0", "~")) if isinstance(actual, dict) else None
    return actual


def discrepancias(funcion, vectores: list[dict]) -> list[str]:
    """Lo que haría un arnés de otro lenguaje: enviar la solicitud y comparar los campos esperados."""
    malos = []
    for v in vectores:
        r = funcion(json.loads(json.dumps(v["solicitud"])))
        for ruta, esperado in v["esperado"].items():
            if valor(r, ruta) != esperado:
                malos.append(f"{v['id']} {ruta}")
    return malos


@pytest.fixture(scope="module")
def vectores(tmp_path_factory):
    ruta = tmp_path_factory.mktemp("vectores") / "vectores.json"
    r = subprocess.run(
        [sys.executable, "-m", "retiro", "vectores", "--salida", str(ruta), "-k", "clausula-18.1 or clausula-10.2"],
        cwd=RAIZ,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    return json.loads(ruta.read_text(encoding="utf-8"))


def test_formato_y_contenido(vectores):
    assert (
        vectores["formato"] == "retiro-vectores" and vectores["version"] == 1 and vectores["version_protocolo"] == "1.0"
    )
    lista = vectores["vectores"]
    assert len(lista) > 20
    assert len({v["id"] for v in lista}) == len(lista)
    for v in lista:
        assert v["solicitud"] and v["esperado"] and v["pasos"], v["id"]
        assert set(v["clausulas"]) & {"18.1", "10.2"}, v["id"]
        assert v["resultado_esperado"] in ("resultado", "error")
    fila = next(v for v in lista if v["ejemplo"].get("fecha_retiro") == "2015-05-09")
    assert fila["esperado"]["/elegibilidad/elegible"] is False and fila["esperado"]["/edad_al_retiro"] == 54
    producto = next(v for v in lista if "/coordinacion/productos/10.2.a" in v["esperado"])
    assert producto["esperado"]["/coordinacion/productos/10.2.a"].endswith(".00")


def test_la_referencia_reproduce_cada_vector(vectores):
    assert discrepancias(evaluar, vectores["vectores"]) == []


def test_los_vectores_solos_atrapan_una_defectuosa(vectores):
    malos = discrepancias(DEFECTUOSAS["edad_55_mayor_estricto"].evaluar, vectores["vectores"])
    assert any("/elegibilidad/elegible" in m for m in malos)
