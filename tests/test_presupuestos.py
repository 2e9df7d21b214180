"""Presupuestos deterministas de rendimiento: lo que cuesta una respuesta se cuenta, nunca se cronometra.

Una regresión de velocidad (la referencia llegó a ser 1.9× más lenta en un mes sin que nada fallara) se ve aquí como
un número que crece: llamadas a funciones de `retiro` por evaluación, bytes por respuesta, módulos que importa cada
orden y evaluaciones del barrido de lagunas (`tests/test_lagunas.py`). Ninguna de estas cifras depende de la carga de
la máquina. Cada presupuesto es la medición de hoy con un margen (`MARGEN`); subirlo es una decisión que se anota en
CONTRIBUTING.md («Presupuestos de rendimiento»), no un accidente.

Para ver las cifras de hoy y los presupuestos que darían: ``python tests/test_presupuestos.py``.
"""

from __future__ import annotations

import cProfile
import json
import os
import pstats
import subprocess
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest

import retiro
from retiro import evaluar
from retiro.ley.explicacion import Paso, texto_en_frase
from retiro.protocolo.decodificador import codificar_utf8

RAIZ = Path(__file__).resolve().parents[1]
PAQUETE = str(Path(retiro.__file__).resolve().parent)
#: A budget is today's figure plus this fraction: small enough that converting each step's text twice fails in every
#: example (test_el_presupuesto_atrapa_la_regresion_de_escribir_dos_veces_cada_paso), large enough for a change that
#: adds a call or two.
MARGEN = Fraction(1, 20)

#: Calls to functions of the `retiro` package for one evaluation of each example request (after a first, warming one:
#: caches are full), and the bytes of its UTF-8 answer as the protocol sends it. Measured on 2026-12-01, after the
#: list of every pension a member is entitled to and what each result rests on: see CHANGELOG.md; lowered on 2026-12-02
#: (issue 24: the figures of reglas_externas.yaml are converted once, not in every answer).
LLAMADAS = {
    "coordinacion_incapacidad_ocupacional.json": 457,
    "coordinacion_merito.json": 569,
    "coordinacion_servicio.json": 631,
    "policia_50_25.json": 292,
    "retiro_58_sin_reduccion.json": 366,
    "retiro_temprano_18_6_a.json": 324,
    "retiro_temprano_sin_tabla.json": 250,
}
BYTES = {
    "coordinacion_incapacidad_ocupacional.json": 9807,
    "coordinacion_merito.json": 9866,
    "coordinacion_servicio.json": 11508,
    "policia_50_25.json": 7031,
    "retiro_58_sin_reduccion.json": 7627,
    "retiro_temprano_18_6_a.json": 7980,
    "retiro_temprano_sin_tabla.json": 6970,
}
#: Modules in `sys.modules` when each command ends, and the heavy libraries it must not import (the JSON answer and
#: the server need no Spanish formatting library, no YAML parser and no numpy).
EJEMPLO = "ejemplos/retiro_temprano_18_6_a.json"
ORDENES: dict[str, tuple[list[str], int, tuple[str, ...]]] = {
    "calcular --json": (["calcular", "--json", "--solicitud", EJEMPLO], 127, ("babel", "yaml", "numpy", "pyarrow")),
    "calcular": (["calcular", "--solicitud", EJEMPLO], 150, ("yaml", "numpy", "pyarrow")),
    "servir": (["servir"], 137, ("babel", "yaml", "numpy", "pyarrow")),  # answering one request line
}


def presupuesto(medido: int) -> int:
    """Today's figure with the margin, rounded up."""
    return -(-medido * (1 + MARGEN) // 1)


def solicitudes() -> dict[str, dict]:
    return {n: json.loads((RAIZ / "ejemplos" / n).read_text(encoding="utf-8")) for n in LLAMADAS}


def llamadas_propias(funcion: Callable[[], object]) -> int:
    """Calls to functions defined in the `retiro` package while `funcion` runs (cProfile counts them exactly)."""
    perfil = cProfile.Profile()
    perfil.enable()
    try:
        funcion()
    finally:
        perfil.disable()
    return sum(v[1] for (archivo, _, _), v in pstats.Stats(perfil).stats.items() if archivo.startswith(PAQUETE))


def medir_evaluacion(solicitud: dict) -> tuple[int, int]:
    """(calls of `retiro` functions, bytes of the answer) for one evaluation, after a warming one."""
    codificar_utf8(evaluar(solicitud))
    return llamadas_propias(lambda: evaluar(solicitud)), len(codificar_utf8(evaluar(solicitud)))


_GUION = """
import atexit, sys
pesadas = sys.argv[1].split(",")
atexit.register(lambda: sys.stderr.write("MODULOS " + str(len(sys.modules)) + " "
                + ",".join(m for m in pesadas if m in sys.modules) + "\\n"))
from retiro import cli
sys.exit(cli.main(sys.argv[2:]))
"""


def medir_orden(argumentos: list[str], pesadas: tuple[str, ...]) -> tuple[int, list[str]]:
    """(modules loaded when the command ends, the heavy ones among them), in a fresh interpreter; `servir` answers
    one request."""
    entrada = (RAIZ / EJEMPLO).read_text(encoding="utf-8").replace("\n", " ") + "\n" if argumentos == ["servir"] else ""
    entorno = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    p = subprocess.run(
        [sys.executable, "-c", _GUION, ",".join(pesadas), *argumentos],
        cwd=RAIZ,
        input=entrada,
        capture_output=True,
        text=True,
        env=entorno,
        timeout=600,  # a guard against a hang, not a measure of speed
    )
    linea = next((x for x in p.stderr.splitlines() if x.startswith("MODULOS ")), None)
    assert p.returncode == 0 and linea, f"la orden falló ({p.returncode}):\n{p.stderr[-3000:]}"
    _, cuantos, *resto = linea.split(" ")
    return int(cuantos), [m for m in (resto[0].split(",") if resto and resto[0] else [])]


@pytest.mark.parametrize("nombre", sorted(LLAMADAS))
def test_llamadas_y_bytes_por_evaluacion_dentro_del_presupuesto(nombre):
    llamadas, bytes_ = medir_evaluacion(solicitudes()[nombre])
    tope = presupuesto(LLAMADAS[nombre])
    assert llamadas <= tope, (
        f"{nombre}: {llamadas} llamadas a funciones de retiro por evaluación; presupuesto {tope} ({LLAMADAS[nombre]}"
        f" medidas + {MARGEN}). Si el aumento es una decisión, actualice LLAMADAS y CONTRIBUTING.md."
    )
    assert bytes_ <= presupuesto(BYTES[nombre]), (
        f"{nombre}: respuesta de {bytes_} bytes; presupuesto {presupuesto(BYTES[nombre])} ({BYTES[nombre]} medidos)."
    )


def test_el_presupuesto_atrapa_la_regresion_de_escribir_dos_veces_cada_paso(monkeypatch):
    """La regresión del mes pasado, plantada: cada paso convierte sus valores a texto dos veces. Algún ejemplo se sale
    del presupuesto (si no, el margen es demasiado ancho para servir de guardia)."""
    original = Paso.como_dict

    def dos_veces(self):
        self.escrito(texto_en_frase)
        return original(self)

    monkeypatch.setattr(Paso, "como_dict", dos_veces)
    fuera = [n for n, s in solicitudes().items() if medir_evaluacion(s)[0] > presupuesto(LLAMADAS[n])]
    assert len(fuera) == len(LLAMADAS), f"la regresión plantada pasa en {sorted(set(LLAMADAS) - set(fuera))}"


@pytest.mark.parametrize("orden", sorted(ORDENES))
def test_modulos_que_importa_cada_orden(orden):
    argumentos, medidos, prohibidas = ORDENES[orden]
    cuantos, pesadas = medir_orden(argumentos, prohibidas)
    assert not pesadas, f"`retiro {orden}` importa {pesadas}: no las necesita"
    assert cuantos <= presupuesto(medidos), (
        f"`retiro {orden}` deja {cuantos} módulos cargados; presupuesto {presupuesto(medidos)} ({medidos} medidos)"
    )


def test_la_medicion_de_modulos_ve_una_importacion_plantada():
    """La explicación para personas sí usa Babel: la medición lo ve (una medición ciega pasaría siempre)."""
    _, pesadas = medir_orden(["calcular", "--solicitud", EJEMPLO], ("babel", "numpy"))
    assert pesadas == ["babel"]


if __name__ == "__main__":  # the figures of today, and the budgets they would give
    for n, s in solicitudes().items():
        llamadas, bytes_ = medir_evaluacion(s)
        print(f"{n}: {llamadas} llamadas (presupuesto {presupuesto(llamadas)}), {bytes_} bytes")
    for orden, (argumentos, _, prohibidas) in ORDENES.items():
        print(f"retiro {orden}: módulos {medir_orden(argumentos, prohibidas)}")
