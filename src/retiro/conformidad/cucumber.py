"""Cucumber JSON a partir del registro de cada caso, con el estado verdadero de cada paso.

pytest-bdd escribe un caso «no soportado» como aprobado y sin sus pasos «Entonces»; aquí cada escenario lleva
todos sus pasos: los ejecutados con su resultado, el que contestó «no soportado» y los siguientes *skipped*.
Formato: el de cucumber-json (el que leen los visores y los sistemas de CI).
"""

from __future__ import annotations

import math
import re


def _id(texto: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", texto.lower()).strip("-")


def _etiquetas(tags, linea: int) -> list[dict]:
    return [{"name": f"@{t}", "line": max(linea - 1, 1)} for t in sorted(tags)]


def escenario(feature, scenario, item) -> dict:
    """Lo que no cambia al ejecutar: la característica, el escenario y sus pasos (con su línea)."""
    return {
        "feature": {
            "keyword": feature.keyword,
            "uri": feature.rel_filename,
            "name": feature.name or feature.rel_filename,
            "id": _id(feature.rel_filename),
            "line": feature.line_number,
            "description": feature.description or "",
            "language": feature.language,
            "tags": _etiquetas(feature.tags, feature.line_number),
        },
        "keyword": scenario.keyword,
        "name": scenario.name,
        "id": f"{_id(feature.rel_filename)};{_id(item.name)}",
        "line": scenario.line_number,
        "description": scenario.description or "",
        "tags": _etiquetas(scenario.tags, scenario.line_number),
        "steps": [{"keyword": s.keyword.strip() + " ", "name": s.name, "line": s.line_number} for s in scenario.steps],
    }


def _paso(fijo: dict, ejecutado: dict | None) -> dict:
    estado = ejecutado["estado"] if ejecutado else "skipped"
    resultado = {"status": estado, "duration": math.floor(1e9 * (ejecutado or {}).get("duracion", 0))}
    if ejecutado and ejecutado.get("error"):
        resultado["error_message"] = ejecutado["error"]
    return {**fijo, "match": {"location": ""}, "result": resultado}


def documento(casos: list[dict]) -> list[dict]:
    """La lista de características de Cucumber JSON, en el orden en que se ejecutaron los casos."""
    caracteristicas: dict[str, dict] = {}
    for c in casos:
        fijo = c.get("cucumber")
        if not fijo:
            continue
        f = caracteristicas.setdefault(fijo["feature"]["uri"], {**fijo["feature"], "elements": []})
        ejecutados = c.get("pasos_detalle", [])
        pasos = [_paso(p, ejecutados[i] if i < len(ejecutados) else None) for i, p in enumerate(fijo["steps"])]
        f["elements"].append(
            {
                "keyword": fijo["keyword"],
                "id": fijo["id"],
                "name": fijo["name"],
                "line": fijo["line"],
                "description": fijo["description"],
                "tags": fijo["tags"],
                "type": "scenario",
                "steps": pasos,
            }
        )
    return list(caracteristicas.values())
