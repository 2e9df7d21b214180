#!/usr/bin/env python3
"""Ataque a la propiedad diferencial: planta un defecto en el motor vectorial y comprueba que la propiedad lo atrapa.

    python scripts/mutantes_lote.py            # cada defecto, uno por uno (unos minutos)

Cada defecto es un cambio pequeño y realista en `retiro.lote.motor` (un umbral, una fecha de corte, el 29 de
febrero, el tope de $6,600, el redondeo, una lectura del registro, la lectura de las columnas de Arrow: un mapa de
bits que empieza a mitad de byte, un nulo en una columna con diccionario). Para cada uno se ejecuta la propiedad de
`tests/test_lote_diferencial.py` con el defecto puesto; debe fallar. Informa cuáles sobreviven (ninguno, si la
propiedad cubre lo que dice).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent

# (name, what is planted: Python run in the test process before the property, through conftest-free patching)
DEFECTOS = {
    "corte_1968_un_dia_tarde": "m.DIAS_1968 += 1",
    "corte_1990_inclusivo": "m.DIAS_1990 -= 1",
    "febrero_29_siempre_1_marzo": ("o = m.edad_cumplida; m.edad_cumplida = lambda n, e, l: o(n, e, '1_marzo')"),
    "tope_6600_mas_un_centavo": (
        "o = m._Evaluacion._articulo10\n"
        "def f(self, e):\n"
        "    e.R = e.R.copy(); import numpy as np\n"
        "    e.R = np.where(e.R > 660000, e.R - 1, e.R)\n"
        "    return o(self, e)\n"
        "m._Evaluacion._articulo10 = f"
    ),
    "redondeo_hacia_abajo": "m.centavos = lambda x: x // m.POR_CENTAVO",
    "mensual_sin_redondeo_propio": (
        "o = m.centavos_mensuales; m.centavos_mensuales = lambda x, c, l: o(x, c, 'mensual_desde_anual')"
    ),
    "mapa_de_bits_sin_desplazamiento": (
        "import numpy as np\n"
        "m._bits_de = lambda b, o, n: np.unpackbits(np.frombuffer(b, np.uint8), count=n, bitorder='little').view(bool)"
    ),
    "diccionario_nulo_como_su_primer_valor": (
        "import numpy as np, pyarrow as pa\n"
        "o = m._dado\n"
        "m._dado = lambda a: np.ones(len(a), bool) if pa.types.is_dictionary(a.type) else o(a)"
    ),
    "servicio_medio_ano_siempre": (
        "o = m._Evaluacion.completo\n"
        "m._Evaluacion.completo = lambda self, s, a: (s + m.SERVICIO // 2) // m.SERVICIO >= a"
    ),
}

PRUEBA = """
import sys
import retiro.lote.motor as m
{defecto}
import pytest
sys.exit(pytest.main(["-q", "-x", "-p", "no:cacheprovider", "tests/test_lote_diferencial.py"]))
"""


def main() -> int:
    sobreviven = []
    for nombre, defecto in DEFECTOS.items():
        r = subprocess.run(
            [sys.executable, "-c", PRUEBA.format(defecto=defecto)], cwd=RAIZ, capture_output=True, text=True
        )
        atrapado = r.returncode != 0 and "regiones que los ejemplos" not in r.stdout
        print(f"{'atrapado' if atrapado else 'SOBREVIVE'}: {nombre}")
        if not atrapado:
            sobreviven.append(nombre)
    print(f"{len(DEFECTOS) - len(sobreviven)} de {len(DEFECTOS)} defectos atrapados por la propiedad diferencial")
    return 1 if sobreviven else 0


if __name__ == "__main__":
    sys.exit(main())
