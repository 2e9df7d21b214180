"""La puntuación de mutación (issue 12 §4), de la medición confirmada en el repositorio.

La medición la hace ``scripts/mutacion.sh`` (fuera de la suite normal: tarda); su resultado se confirma como datos
en ``RESULTADOS``. El sitio publica lo que dice ese archivo, y si no lo hay, lo dice: nunca una cifra escrita a mano.
"""

from __future__ import annotations

import json
from pathlib import Path

from retiro.sitio import plantilla

RESULTADOS = Path("mutacion") / "resultados.json"  # relative to the project root
SCRIPT = "scripts/mutacion.sh"


def leer(raiz: Path) -> dict | None:
    """El resultado confirmado, o None si no hay ninguno."""
    ruta = raiz / RESULTADOS
    if not ruta.is_file():
        return None
    return json.loads(ruta.read_text(encoding="utf-8"))


def _por_ciento(a: int, b: int) -> str | None:
    return f"{100 * a / b:.1f} %".replace(".", ",") if b else None


def pagina(raiz: Path) -> str:
    r = leer(raiz)
    resumen = None
    if r is not None:
        total = int(r.get("total", 0))
        equivalentes = int(r.get("equivalentes", 0))
        muertos = int(r.get("muertos", 0))
        por_features = r.get("muertos_por_la_especificacion")
        resumen = {
            "total": total,
            "equivalentes": equivalentes,
            "muertos": muertos,
            "no_equivalentes": total - equivalentes,
            "puntuacion": _por_ciento(muertos, total - equivalentes),
            "por_features": por_features,
            "puntuacion_features": _por_ciento(int(por_features), total - equivalentes)
            if por_features is not None
            else None,
        }
    return plantilla.pagina(
        "mutacion", r=r, resumen=resumen, ruta=RESULTADOS.as_posix(), script=SCRIPT, yo="mutacion.md"
    )
