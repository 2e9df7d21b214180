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
#: (issue 24: the figures of reglas_externas.yaml are converted once, not in every answer); set again on 2026-12-06
#: (issue 24): the text of each value of a step is looked up by its type, one function of `retiro` where there was a
#: chain of `isinstance` (which cProfile does not count as `retiro`'s): less time, a few more calls in the answers with
#: more values (coordination); the bytes, those of the answers since the pensions a member is entitled to list the
#: ones missing a fact («falta_un_dato») and the warnings of stop 31.
LLAMADAS = {
    "coordinacion_incapacidad_ocupacional.json": 468,
    "coordinacion_merito.json": 585,
    "coordinacion_servicio.json": 661,
    "policia_50_25.json": 288,
    "retiro_58_sin_reduccion.json": 361,
    "retiro_temprano_18_6_a.json": 315,
    "retiro_temprano_sin_tabla.json": 246,
}
BYTES = {
    "coordinacion_incapacidad_ocupacional.json": 9807,
    "coordinacion_merito.json": 10161,
    "coordinacion_servicio.json": 11528,
    "policia_50_25.json": 7051,
    "retiro_58_sin_reduccion.json": 7647,
    "retiro_temprano_18_6_a.json": 7980,
    "retiro_temprano_sin_tabla.json": 6970,
}

#: Modules in `sys.modules` when each command ends, and the heavy libraries it must not import (the JSON answer and
#: the server need no Spanish formatting library, no YAML parser and no numpy). Set again on 2026-12-06 (issue 24) with
#: the law's modules added since the first measurement (retiro.ley.pensiones_posibles, derechos_adquiridos,
#: regimenes_externos and what they import).
EJEMPLO = "ejemplos/retiro_temprano_18_6_a.json"
ORDENES: dict[str, tuple[list[str], int, tuple[str, ...]]] = {
    "calcular --json": (["calcular", "--json", "--solicitud", EJEMPLO], 133, ("babel", "yaml", "numpy", "pyarrow")),
    "calcular": (["calcular", "--solicitud", EJEMPLO], 156, ("yaml", "numpy", "pyarrow")),
    "servir": (["servir"], 142, ("babel", "yaml", "numpy", "pyarrow")),  # answering one request line
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


# -- the kit (issue 24): what one run of the specification costs the kit, counted ------------------------------------

#: Requests of the scenarios that are not properties, in a run of the whole specification (profile-independent):
#: measured on 2026-12-02, 880 requests in 872 cases, never more than 2 in one case. A step that sends its request
#: twice doubles the ratio (test_el_presupuesto_del_kit_atrapa_solicitudes_de_mas_y_un_esquema_compilado_por_caso).
SOLICITUDES_POR_CASO = Fraction(880, 872)
MAX_SOLICITUDES_POR_CASO = 2
#: The requests the properties may send in one run of `retiro conformidad` (Hypothesis profile «kit»), from
#: `retiro.verificacion.propiedades.solicitudes_por_ejecucion`: 1,470 of the differential property and at most 800
#: of the model-free ones on 2026-12-02 (the suite's profile «ci» sends twice as many).
SOLICITUDES_DE_LAS_PROPIEDADES_DEL_KIT = 2270
PROPIEDADES = "propiedades/propiedades_de_la_implementacion.feature"
DIFERENCIAL = "propiedades/segunda_lectura_por_regiones.feature"


def fuera_del_presupuesto_del_kit(registro: dict) -> list[str]:
    """Lo que el registro de una ejecución del kit gasta de más: esquemas compilados más de una vez, solicitudes de
    más en los escenarios que no son propiedades."""
    fuera = [
        f"el esquema «{nombre}» se compiló {n} veces en la ejecución (presupuesto: 1)"
        for nombre, n in registro["kit"]["esquemas_compilados"].items()
        if n > 1
    ]
    casos = [c for c in registro["casos"] if not c["archivo"].startswith("propiedades/") and c.get("llamadas")]
    total, tope = sum(c["llamadas"] for c in casos), presupuesto_fraccion(SOLICITUDES_POR_CASO) * len(casos)
    if total > tope:
        fuera.append(f"{total} solicitudes en {len(casos)} casos que no son propiedades; presupuesto {float(tope):.0f}")
    fuera += [
        f"{c['archivo']}:{c['linea']} envía {c['llamadas']} solicitudes (presupuesto {MAX_SOLICITUDES_POR_CASO})"
        for c in casos
        if c["llamadas"] > MAX_SOLICITUDES_POR_CASO
    ]
    return fuera


def presupuesto_fraccion(medido: Fraction) -> Fraction:
    return medido * (1 + MARGEN)


def test_el_kit_compila_cada_esquema_una_vez_y_envia_las_solicitudes_de_su_presupuesto(kit_referencia):
    """La especificación completa contra la referencia (la misma ejecución que la de la suite, o una aparte)."""
    _, registro = kit_referencia
    assert registro["kit"]["esquemas_compilados"], "el registro no dice cuántos esquemas se compilaron"
    assert not fuera_del_presupuesto_del_kit(registro), fuera_del_presupuesto_del_kit(registro)


def test_las_propiedades_del_kit_envian_a_lo_sumo_su_presupuesto(kit_referencia):
    """Con el perfil «kit» (el de `retiro conformidad`), las propiedades envían un número acotado de solicitudes; la
    cota es la que cumplen de verdad en la ejecución de la suite (con su perfil: la diferencial, exacta)."""
    from hypothesis import settings

    from retiro.verificacion import propiedades

    assert set(propiedades.SOLICITUDES_POR_CASO) == set(propiedades.PROPIEDADES)
    _, registro = kit_referencia
    actual = settings.get_current_profile_name()
    settings.load_profile(registro["kit"]["perfil_hypothesis"])
    try:
        cota_de_la_suite, por_region = propiedades.solicitudes_por_ejecucion(), propiedades.casos_por_objetivo()
        settings.load_profile("kit")
        del_kit = sum(propiedades.solicitudes_por_ejecucion().values())
    finally:
        settings.load_profile(actual)
    assert del_kit <= presupuesto(SOLICITUDES_DE_LAS_PROPIEDADES_DEL_KIT), (
        f"las propiedades del kit enviarían hasta {del_kit} solicitudes por ejecución; presupuesto "
        f"{presupuesto(SOLICITUDES_DE_LAS_PROPIEDADES_DEL_KIT)} ({SOLICITUDES_DE_LAS_PROPIEDADES_DEL_KIT} medidas)"
    )
    diferencial = [c for c in registro["casos"] if c["archivo"] == DIFERENCIAL]
    sin_modelo = [c for c in registro["casos"] if c["archivo"] == PROPIEDADES]
    assert sum(c.get("llamadas", 0) for c in diferencial) == cota_de_la_suite["diferencial"]
    assert all(c.get("llamadas", 0) % por_region == 0 for c in diferencial)
    maximo = max(v for k, v in cota_de_la_suite.items() if k != "diferencial")
    assert all(c.get("llamadas", 0) <= maximo for c in sin_modelo), [c.get("llamadas") for c in sin_modelo]
    assert (
        sum(c.get("llamadas", 0) for c in sin_modelo)
        <= sum(cota_de_la_suite.values()) - cota_de_la_suite["diferencial"]
    )


_PLANTA = """
from retiro.conformidad import validacion

def pytest_sessionstart(session):
    import pasos_hechos  # steps/, imported by its conftest.py before the session starts

    original = pasos_hechos.evaluar

    def dos_veces(caso, implementacion):  # a step that sends its request twice
        original(caso, implementacion)
        return original(caso, implementacion)

    pasos_hechos.evaluar = dos_veces
    validacion.validador = validacion.validador.__wrapped__  # the schema compiled for every answer
"""


def test_el_presupuesto_del_kit_atrapa_solicitudes_de_mas_y_un_esquema_compilado_por_caso(tmp_path):
    """Las dos regresiones, plantadas en una ejecución real del kit (unos casos, en el proceso)."""
    from retiro.conformidad import ejecutor

    (tmp_path / "planta_kit.py").write_text(_PLANTA, encoding="utf-8")
    seleccion = "clausula-18.6.a and not test_propiedades"
    entorno = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join(x for x in (str(tmp_path), entorno) if x)
    try:
        _, plantado = ejecutor.ejecutar(
            ["referencia"],
            tmp_path / "k",
            RAIZ,
            seleccion=seleccion,
            silencioso=True,
            extra=["-p", "planta_kit"],
            ci=False,
        )
    finally:
        if entorno is None:
            os.environ.pop("PYTHONPATH")
        else:
            os.environ["PYTHONPATH"] = entorno
    fuera = fuera_del_presupuesto_del_kit(plantado)
    assert any("se compiló" in x for x in fuera), fuera
    assert any("casos que no son propiedades" in x for x in fuera), fuera


if __name__ == "__main__":  # the figures of today, and the budgets they would give
    for n, s in solicitudes().items():
        llamadas, bytes_ = medir_evaluacion(s)
        print(f"{n}: {llamadas} llamadas (presupuesto {presupuesto(llamadas)}), {bytes_} bytes")
    for orden, (argumentos, _, prohibidas) in ORDENES.items():
        print(f"retiro {orden}: módulos {medir_orden(argumentos, prohibidas)}")
