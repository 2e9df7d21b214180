"""La barra de progreso de las órdenes largas (`retiro conformidad`, `retiro lote`): cuentas y lo que falta.

Solo en una terminal y fuera de CI: si stderr no es una terminal (un archivo, una tubería) o la variable ``CI``
está puesta (GitHub Actions, GitLab y los demás la ponen), no se escribe nada, para no llenar un registro de
líneas a medias. La estimación es lineal: lo que falta al ritmo que lleva.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

ANCHO = 30


def en_terminal(flujo: TextIO | None = None, entorno: dict | None = None) -> bool:
    """¿Se muestra la barra? Solo si el flujo (stderr) es una terminal y no es CI."""
    flujo = sys.stderr if flujo is None else flujo
    entorno = os.environ if entorno is None else entorno
    if entorno.get("CI", "").strip().lower() not in ("", "0", "false", "no"):
        return False
    try:
        return flujo.isatty()
    except (AttributeError, ValueError):
        return False


def duracion(segundos: float) -> str:
    """«45 s», «3 min 20 s», «1 h 05 min»: lo que falta, redondeado hacia arriba al segundo."""
    s = max(0, int(-(-segundos // 1)))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


def linea(hechos: int, total: int | None, transcurrido: float, unidad: str, detalle: str = "") -> str:
    """Una línea de progreso: la barra, «312/960 casos», el detalle («3 fallidos») y lo que falta («faltan ~2 min
    10 s»). Sin total (no se sabe cuántos hay), solo la cuenta y el ritmo."""
    partes = []
    if total:
        fraccion = min(max(hechos / total, 0.0), 1.0)
        lleno = int(ANCHO * fraccion)
        partes.append(f"[{'█' * lleno}{'·' * (ANCHO - lleno)}] {hechos:,}/{total:,} {unidad}")
    else:
        partes.append(f"{hechos:,} {unidad}")
    if detalle:
        partes.append(detalle)
    if hechos and transcurrido > 0:
        ritmo = hechos / transcurrido
        if total and hechos < total:
            partes.append(f"faltan ~{duracion((total - hechos) / ritmo)}")
        elif not total:
            partes.append(f"{ritmo:,.0f} {unidad}/s")
    return " · ".join(partes)
