"""Ninguna fecha de consulta, de versión o de revisión de los datos está en el futuro.

Una fecha de revisión jurídica o de consulta de una fuente dice cuándo se hizo algo: una fecha posterior a hoy es
un error de escritura (la revisión del issue 11 se fechó un día que aún no había llegado).
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
import yaml

DATOS = Path(__import__("retiro").__file__).resolve().parent / "datos"
CLAVES = {"fecha", "fecha_consulta", "fecha_version", "fecha_revision"}


def _fechas(x, donde: str):
    if isinstance(x, dict):
        for k, v in x.items():
            if k in CLAVES and v is not None:
                yield f"{donde}.{k}", v
            else:
                yield from _fechas(v, f"{donde}.{k}")
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _fechas(v, f"{donde}[{i}]")


@pytest.mark.parametrize("archivo", sorted(p.name for p in DATOS.glob("*.yaml")))
def test_ninguna_fecha_de_los_datos_esta_en_el_futuro(archivo):
    hoy = date.today()
    futuras = []
    for donde, v in _fechas(yaml.safe_load((DATOS / archivo).read_text(encoding="utf-8")), archivo):
        if v == "por completar":  # a source not yet verified here (datos/vigencia.yaml explains the marker)
            continue
        d = v if isinstance(v, date) else date.fromisoformat(str(v)[:10])
        if d > hoy:
            futuras.append(f"{donde} = {d}")
    assert not futuras, f"fechas posteriores a hoy ({hoy}) en los datos: {futuras}"
