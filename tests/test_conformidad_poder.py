"""El poder de la especificación: cada implementación defectuosa la hace fallar, y se sabe qué escenarios la atrapan.

Se ejecuta sin los escenarios de propiedades (lentos y con datos al azar, que no sirven para nombrar un
escenario que atrapa); la tabla publicada (docs/conformidad_defectuosas.md) usa la especificación completa.
"""

from __future__ import annotations

import pytest

from retiro.conformidad import poder
from retiro.conformidad.defectuosas import DEFECTUOSAS

# Perfil largo (python -m pytest -m larga; .ci/run lo ejecuta): la especificación contra cada implementación defectuosa.
pytestmark = pytest.mark.larga

# Faulty implementations that no scenario catches yet: each one names the missing scenario (see docs/conformidad.md).
PENDIENTES: dict[str, str] = {}  # e.g. {"id": "the missing scenario"}


@pytest.fixture(scope="module")
def medicion(kit_referencia):
    """El control es la especificación completa contra la referencia (la de esta sesión, si ya se ejecutó)."""
    _, control = kit_referencia
    return poder.medir(seleccion="not test_propiedades", control=control, completo=False)


def test_hay_al_menos_15_defectuosas_distintas_y_realistas():
    assert len(DEFECTUOSAS) >= 15
    assert len({d.error for d in DEFECTUOSAS.values()}) == len(DEFECTUOSAS)


def test_la_referencia_pasa_todo_el_control(medicion):
    assert medicion["casos"] > 100
    assert medicion["referencia"]["fallido"] == 0


def test_cada_defectuosa_es_atrapada_y_se_nombran_los_escenarios(medicion):
    no_atrapadas = {i: x for i, x in medicion["defectuosas"].items() if not x["atrapada"]}
    assert set(no_atrapadas) <= set(PENDIENTES), (
        f"defectuosas que ningún escenario atrapa: {sorted(set(no_atrapadas) - set(PENDIENTES))}"
    )
    for i, x in medicion["defectuosas"].items():
        if x["atrapada"]:
            assert x["escenarios"] and all(".feature:" in e for e in x["escenarios"]), i


def test_las_pendientes_siguen_sin_escenario(medicion):
    """Cuando alguien añada el escenario que falta, esta prueba lo dice: quite la defectuosa de PENDIENTES."""
    atrapadas = [i for i in PENDIENTES if medicion["defectuosas"][i]["atrapada"]]
    assert not atrapadas, f"ya las atrapa un escenario; quítelas de PENDIENTES: {atrapadas}"


def test_la_tabla_nombra_cada_defectuosa(medicion):
    texto = poder.tabla(medicion)
    for i in DEFECTUOSAS:
        assert f"`{i}`" in texto
