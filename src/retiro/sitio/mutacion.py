"""La puntuación de mutación (issue 12 §4), de la medición confirmada en el repositorio.

La medición la hace ``scripts/mutacion.py`` (fuera de la suite normal: tarda) y deja ``mediciones/mutacion.json``
(formato «retiro-mutacion», descrito en ``mediciones/README.md``) y las razones de los equivalentes en
``mediciones/mutacion_equivalentes.yaml``. El sitio publica lo que dicen esos archivos, y si no los hay, lo dice:
nunca una cifra escrita a mano. Una medición incompleta (detenida por su límite de tiempo) no se publica como
puntuación final.
"""

from __future__ import annotations

import json
from collections import Counter
from datetime import date
from decimal import Decimal
from pathlib import Path

import yaml

from retiro import formato
from retiro.sitio import plantilla

RESULTADOS = Path("mediciones") / "mutacion.json"  # relative to the project root
EQUIVALENTES = Path("mediciones") / "mutacion_equivalentes.yaml"
FORMATO = ("retiro-mutacion", 1)
SCRIPT = "python scripts/mutacion.py"
SUPERVIVIENTES = ("vivo", "sin_cobertura")
# What each result of a mutant means, for the summary table (the script's own vocabulary).
RESULTADOS_LEGIBLES = {
    "muerto_especificacion": "atrapados por la especificación (los .feature)",
    "tiempo": "atrapados por tiempo agotado",
    "muerto_unitarias": "atrapados solo por las pruebas unitarias (tests/)",
    "vivo": "vivos (ninguna prueba los atrapa)",
    "sin_cobertura": "sin cobertura (ninguna prueba pasa por su línea)",
    "equivalente": "equivalentes (no cambian ningún resultado)",
    "pendiente": "pendientes (la medición se detuvo antes)",
    "error": "con error al aplicarlos",
}


def leer(raiz: Path) -> dict | None:
    """La medición confirmada, o None si no hay ninguna; un archivo de otro formato es un error."""
    ruta = raiz / RESULTADOS
    if not ruta.is_file():
        return None
    datos = json.loads(ruta.read_text(encoding="utf-8"))
    if (datos.get("formato"), datos.get("version")) != FORMATO:
        raise ValueError(f"{ruta}: no es una medición de mutación de formato {FORMATO[0]} {FORMATO[1]}")
    return datos


def _por_ciento(x: float | None) -> str | None:
    return None if x is None else formato.por_ciento(Decimal(str(x)))


def datos(raiz: Path) -> dict:
    r = leer(raiz)
    if r is None:
        return {"r": None}
    t = r.get("totales", {})
    razones = {}
    if (raiz / EQUIVALENTES).is_file():
        razones = {e["id"]: e.get("razon", "") for e in yaml.safe_load((raiz / EQUIVALENTES).read_text("utf-8")) or []}
    mutantes = r.get("mutantes", [])
    por_modulo = Counter(m["modulo"] for m in mutantes)
    return {
        "r": r,
        "completa": bool(r.get("completa")),
        "fecha": formato.fecha(date.fromisoformat(r["fecha"])) if r.get("fecha") else "—",
        "totales": [
            {"clave": k, "texto": RESULTADOS_LEGIBLES[k], "n": t.get(k, 0)} for k in RESULTADOS_LEGIBLES if t.get(k)
        ],
        "mutantes": t.get("mutantes", len(mutantes)),
        "no_equivalentes": t.get("no_equivalentes"),
        "especificacion": _por_ciento(t.get("puntuacion_especificacion")),
        "total": _por_ciento(t.get("puntuacion_total")),
        "modulos": sorted(por_modulo.items()),
        "supervivientes": [m for m in mutantes if m.get("resultado") in SUPERVIVIENTES],
        "equivalentes": [
            {**m, "razon": razones.get(m["id"], "")} for m in mutantes if m.get("resultado") == "equivalente"
        ],
    }


def pagina(raiz: Path) -> str:
    return plantilla.pagina("mutacion", yo="mutacion.md", ruta=RESULTADOS.as_posix(), script=SCRIPT, **datos(raiz))
