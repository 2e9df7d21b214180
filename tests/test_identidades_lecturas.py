"""Las identidades del resultado valen exactamente bajo las lecturas que dice datos/identidades.yaml.

Para cada identidad se evalúa una rejilla de coordinaciones con cada combinación de lecturas de las entradas
que importan (INT-20, INT-21, INT-22, INT-27, INT-28): donde el registro dice que vale, vale en todos los casos;
cada lectura que excluye tiene al menos un contraejemplo en la rejilla (la declaración no es más estrecha de lo
que debe).
"""

from __future__ import annotations

from decimal import Decimal
from itertools import product

import pytest

from retiro import evaluar
from retiro.ley.registro import interpretaciones, leer_datos

ENTRADAS = ("INT-20", "INT-21", "INT-22", "INT-27", "INT-28")
IDENTIDADES = {x["id"]: x for x in leer_datos("identidades.yaml")}


def _casos() -> list[dict]:
    """Coordinaciones variadas: pensión dada o del Artículo 18, fórmula mayor o menor que la pensión, aumentos."""
    base = {
        "fecha_nacimiento": "1945-03-01",
        "fecha_ingreso": "1970-01-01",
        "fecha_retiro": "2003-03-01",
        "servicio_acreditable": "30",
        "retribucion_promedio": "30000.00",
        "en_servicio_activo": True,
    }
    casos = []
    for ss, aumentos, pension, tipo in product(
        ("0.00", "50.00", "800.00"), ("0.00", "3000.00"), (None, "12000.00", "3000.00"), ("servicio", "ocupacional")
    ):
        c = {
            "fecha_coordinacion": "2010-03-01",
            "plan_coordinado": True,
            "plenamente_asegurado": True,
            "elegible_beneficios_primarios": True,
            "beneficio_seguro_social": {"monto": ss, "periodo": "mensual"},
            "aumentos_por_ley": aumentos,
        }
        if tipo == "ocupacional":
            if pension is None:
                continue
            c["tipo_pension"] = "incapacidad_ocupacional"
        if pension is not None:
            c["pension_estatutaria"] = pension
            c["pension_minima_por_ley"] = "2500.00"
        casos.append({**base, "coordinacion": c})
    return casos


CASOS = _casos()
COMBINACIONES = list(product(*([x["id"] for x in interpretaciones()[e]["lecturas"]] for e in ENTRADAS)))


def _valores(r: dict) -> dict | None:
    c = r["coordinacion"]
    if c is None or c["pension_coordinada_anual"] is None:
        return None
    d = lambda k: Decimal(c[k] or "0")  # noqa: E731
    return {
        "P": d("pension_estatutaria_anual"),
        "C": d("pension_coordinada_anual"),
        "S": d("beneficio_seguro_social_anual"),
        "A": d("aumentos_por_ley_anual"),
        "T": d("total_sistema_anual"),
    }


@pytest.fixture(scope="module")
def resultados() -> dict[tuple, list[dict]]:
    """Por combinación de lecturas, los valores de cada caso coordinado (evaluados una vez)."""
    salida = {}
    for combo in COMBINACIONES:
        lecturas = dict(zip(ENTRADAS, combo, strict=True))
        salida[combo] = [v for s in CASOS if (v := _valores(evaluar({**s, "lecturas": lecturas}))) is not None]
    return salida


def _vale(expresion: str, v: dict) -> bool:
    return eval(expresion, {}, dict(v))  # the expressions come from the project's own data file


@pytest.mark.parametrize("id_", list(IDENTIDADES))
def test_la_identidad_vale_donde_el_registro_dice_y_solo_alli(id_, resultados):
    x = IDENTIDADES[id_]
    vale_con = x["vale_con"] or {}
    assert set(vale_con) <= set(ENTRADAS), f"{id_}: entradas fuera de la rejilla {set(vale_con) - set(ENTRADAS)}"
    for entrada, lecturas in vale_con.items():
        validas = [y["id"] for y in interpretaciones()[entrada]["lecturas"]]
        assert set(lecturas) <= set(validas), f"{id_}: {entrada} no tiene las lecturas {set(lecturas) - set(validas)}"
    excluidas = set()
    for combo, valores in resultados.items():
        lecturas = dict(zip(ENTRADAS, combo, strict=True))
        dentro = all(lecturas[e] in ls for e, ls in vale_con.items())
        falla = [v for v in valores if not _vale(x["expresion"], v)]
        if dentro:
            assert not falla, f"{id_} no vale con {lecturas}: {falla[0]}"
        elif falla:
            excluidas |= {(e, lecturas[e]) for e, ls in vale_con.items() if lecturas[e] not in ls}
    for entrada, lecturas in vale_con.items():
        for y in interpretaciones()[entrada]["lecturas"]:
            if y["id"] not in lecturas:
                assert (entrada, y["id"]) in excluidas, (
                    f"{id_}: el registro excluye {entrada}={y['id']}, pero la rejilla no encuentra contraejemplo"
                )
