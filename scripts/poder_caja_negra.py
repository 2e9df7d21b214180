#!/usr/bin/env python
"""El poder de la especificación como lo ve el kit (issue 21 §5): las implementaciones defectuosas contra los
escenarios de caja negra solamente, sin los escenarios de propiedades (que en el proceso comparan con la segunda
lectura y con la referencia), al lado del poder con la especificación completa.

    python scripts/poder_caja_negra.py             # a la salida estándar
    python scripts/poder_caja_negra.py --escribir  # mediciones/poder_caja_negra.{json,md}

Usa `retiro.conformidad.poder.medir` (la misma medición de docs/conformidad_defectuosas.md) con la selección
``not test_propiedades``: cada defectuosa se ejecuta, por el protocolo (objetivo ``modulo:funcion``), contra los
casos cuya respuesta cambia; una defectuosa que ningún escenario de caja negra atrapa es una que una implementación
podría tener y aun así pasar `retiro conformidad` sin las propiedades. Unos minutos de CPU.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from retiro.conformidad import poder
from retiro.conformidad.defectuosas import DEFECTUOSAS

RAIZ = Path(__file__).resolve().parents[1]
ORDEN = "python scripts/poder_caja_negra.py --escribir"


def _cpu() -> float:
    t = os.times()  # this process and the kit's child processes (pytest runs in them)
    return t.user + t.system + t.children_user + t.children_system


def medir() -> dict:
    t0 = _cpu()
    caja_negra = poder.medir(RAIZ, seleccion=poder.SIN_PROPIEDADES, completo=False)
    segundos = _cpu() - t0
    defectuosas = {
        i: {"atrapada": x["atrapada"], "escenarios": x["escenarios"][: poder.MAX_NOMBRES]}
        for i, x in caja_negra["defectuosas"].items()
    }
    atrapadas = sum(1 for x in defectuosas.values() if x["atrapada"])
    return {
        "formato": "retiro-poder-caja-negra",
        "version": 1,
        "orden": ORDEN,
        "seleccion": poder.SIN_PROPIEDADES,
        "casos_de_control": caja_negra["casos"],
        "control": caja_negra["referencia"],
        "defectuosas_total": len(DEFECTUOSAS),
        "atrapadas_caja_negra": atrapadas,
        "sobrevivientes": sorted(i for i, x in defectuosas.items() if not x["atrapada"]),
        "segundos_cpu": round(segundos),
        "defectuosas": defectuosas,
    }


def markdown(m: dict) -> str:
    lineas = [
        "# Poder del kit como lo ve una implementación: solo escenarios de caja negra",
        "",
        f"Generado por `{m['orden']}`. Las {m['defectuosas_total']} implementaciones defectuosas de",
        "`src/retiro/conformidad/defectuosas/` contra la especificación sin los escenarios de propiedades",
        f'(`-k "{m["seleccion"]}"`). Con la especificación completa las atrapa todas',
        "(docs/conformidad_defectuosas.md).",
        "",
        f"Atrapadas solo por escenarios de caja negra: **{m['atrapadas_caja_negra']} de {m['defectuosas_total']}**.",
        "",
        "| Defectuosa | Atrapada | Escenarios que la atrapan |",
        "| --- | --- | --- |",
    ]
    for i, x in m["defectuosas"].items():
        lineas.append(f"| `{i}` | {'sí' if x['atrapada'] else '**no**'} | {'; '.join(x['escenarios']) or '—'} |")
    return "\n".join(lineas) + "\n"


def main() -> int:
    a = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    a.add_argument("--escribir", action="store_true", help="escribe mediciones/poder_caja_negra.{json,md}")
    args = a.parse_args()
    m = medir()
    texto = markdown(m)
    if args.escribir:
        (RAIZ / "mediciones" / "poder_caja_negra.json").write_text(
            json.dumps(m, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        (RAIZ / "mediciones" / "poder_caja_negra.md").write_text(texto, encoding="utf-8")
    sys.stdout.write(texto)
    return 0 if not m["sobrevivientes"] else 1


if __name__ == "__main__":
    sys.exit(main())
