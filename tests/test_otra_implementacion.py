"""El kit de conformidad contra una implementación independiente, en JavaScript (ejemplos/otra_implementacion).

Escrita solo con docs/protocolo.md, docs/conformidad.md, los esquemas y los .feature: si falla, o la
documentación no basta para implementar el protocolo o el kit trata mal a una implementación externa.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from retiro.conformidad import ejecutor

RAIZ = Path(__file__).resolve().parents[1]
CALCULADORA = RAIZ / "ejemplos" / "otra_implementacion" / "calculadora.mjs"


@pytest.mark.skipif(
    shutil.which("node") is None,
    reason="no está instalado Node.js (la orden «node»): no se puede probar la implementación en JavaScript",
)
def test_la_implementacion_en_javascript_pasa_o_declara_no_soportado(tmp_path):
    codigo, datos = ejecutor.ejecutar(
        [f"cmd:node {CALCULADORA}"],
        tmp_path,
        RAIZ,
        seleccion="clausula-18.1 or clausula-18.6.a",
        ci=False,
        silencioso=True,
    )
    casos = [c for c in datos["casos"] if c["resultado"] != "no_aplica"]
    fallidos = [
        f"{c['archivo']}:{c['linea']} {c['escenario']} {c.get('ejemplo', {})}: {c.get('mensaje', '')[:300]}"
        for c in casos
        if c["resultado"] != "aprobado" and c["resultado"] != "no_soportado"
    ]
    assert not fallidos, "casos que no pasan:\n" + "\n".join(fallidos)
    assert codigo == 0
    aprobados = sum(c["resultado"] == "aprobado" for c in casos)
    assert aprobados >= 50, f"solo {aprobados} aprobados: ¿se seleccionaron los escenarios de 18.1 y 18.6(a)?"
    # what it declares unsupported is only what it does not cover: 18.4, 18.6(d), Article 10, other readings
    motivos = {c["mensaje"].split(": ")[1] for c in casos if c["resultado"] == "no_soportado"}
    assert motivos <= {"coordinacion", "traslado", "tabla_actuarial", "porcentaje_merito"} | {
        m for m in motivos if m.startswith("lecturas.")
    }, motivos
