"""El barrido de lagunas y solapamientos: todo hallazgo está registrado y explicado, y nada registrado desaparece."""

from __future__ import annotations

import time

import pytest
import yaml

from retiro import lagunas
from retiro.registro import interpretaciones, reglas_externas

TIPOS = ("laguna", "remision", "solapamiento")


@pytest.fixture(scope="module")
def barrido():
    inicio = time.perf_counter()
    actuales = lagunas.hallazgos()
    return actuales, time.perf_counter() - inicio


def _yaml(hs: list[dict]) -> str:
    return yaml.safe_dump(
        [{**h, "explicacion": "POR ESCRIBIR"} for h in hs],
        allow_unicode=True,
        sort_keys=False,
        default_flow_style=None,
        width=120,
    )


def test_todo_hallazgo_del_barrido_esta_registrado_y_nada_registrado_desaparece(barrido):
    actuales, _ = barrido
    nuevos, perdidos = lagunas.comparar(actuales, lagunas.conocidas())
    mensaje = []
    if nuevos:
        mensaje.append(
            "HALLAZGOS NUEVOS del barrido, sin registrar en src/retiro/datos/lagunas_conocidas.yaml "
            "(revíselos, explíquelos y regístrelos):\n"
            + "\n".join(lagunas.como_texto(h) for h in nuevos)
            + "\n--- en YAML:\n"
            + _yaml(nuevos)
        )
    if perdidos:
        mensaje.append(
            "HALLAZGOS REGISTRADOS QUE EL BARRIDO YA NO ENCUENTRA (¿cambió una regla?): "
            + ", ".join(h["id"] for h in perdidos)
        )
    assert not mensaje, "\n\n".join(mensaje)


def test_los_hallazgos_registrados_estan_completos():
    registradas = lagunas.conocidas()
    ids = [h["id"] for h in registradas]
    assert len(ids) == len(set(ids)), f"ids repetidos: {ids}"
    for h in registradas:
        assert h["tipo"] in TIPOS, f"{h['id']}: tipo {h['tipo']}"
        assert h["explicacion"].strip() and "POR ESCRIBIR" not in h["explicacion"], f"{h['id']}: falta la explicación"
        llena = h["llena"]
        assert (
            llena is None or llena in reglas_externas() or llena in interpretaciones() or llena == "tabla_actuarial"
        ), f"{h['id']}: «llena» debe ser una regla EXT-…, una entrada INT-… o tabla_actuarial, no {llena}"


def test_la_laguna_del_issue_esta_entre_los_hallazgos(barrido):
    """Régimen anterior, 55 a 57 años, 30 o más de servicios: elegible por 18.1, reducida, y 18.6(a) se detiene en 30."""
    actuales, _ = barrido
    sin_formula = [h for h in actuales if h["tema"] == "pensión sin fórmula en el texto"]
    assert any(
        r["edad"] == "55 a 57" and r["servicio"] == ["30 a 40"] and "antes" in h["hechos"]["ingreso"]
        for h in sin_formula
        for r in h["region"]
    ), sin_formula


def test_el_barrido_es_rapido(barrido):
    _, segundos = barrido
    assert segundos < 5, f"el barrido tardó {segundos:.1f} s"
