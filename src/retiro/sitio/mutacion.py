"""La puntuación de mutación (issue 12 §4), de la medición confirmada en el repositorio.

La medición la hace ``scripts/mutacion.py`` (fuera de la suite normal: tarda) y deja ``mediciones/mutacion.json``
(formato «retiro-mutacion», descrito en ``mediciones/README.md``) y las razones de los equivalentes en
``mediciones/mutacion_equivalentes.yaml``. El sitio publica lo que dicen esos archivos, y si no los hay, lo dice:
nunca una cifra escrita a mano. Una medición incompleta (detenida por su límite de tiempo) no se publica como
puntuación final.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from datetime import date
from decimal import Decimal
from pathlib import Path

import yaml

from retiro.ley import formato
from retiro.sitio import plantilla

RESULTADOS = Path("mediciones") / "mutacion.json"  # relative to the project root
EQUIVALENTES = Path("mediciones") / "mutacion_equivalentes.yaml"
FORMATO = "retiro-mutacion"
VERSIONES = (1, 2, 3)  # 2: prose apart, the code's sha256; 3: the black-box stage and the declaration
SCRIPT = "python scripts/mutacion.py"
SUPERVIVIENTES = ("vivo", "sin_cobertura")
#: Killed, but not by a black-box scenario: a survivor of what `retiro conformidad` sees.
SOLO_EN_EL_PROCESO = ("muerto_propiedades", "muerto_unitarias")
#: The group of the declaration's mutants (src/retiro/datos/parametros.yaml).
DECLARACION = "parametros.yaml"
#: Words of code in a reason written by a person (True, None, snake_case names, calls): shown as code, not as prose.
_CODIGO = re.compile(r"(?<![\w`])(True|False|None|[A-Za-z_][A-Za-z0-9]*_[A-Za-z0-9_]*(?:\([^()\s]*\))?)(?![\w`])")
# What each result of a mutant means, for the summary table (the script's own vocabulary).
RESULTADOS_LEGIBLES = {
    "muerto_caja_negra": "atrapados por un escenario de caja negra (lo que ve `retiro conformidad`)",
    "muerto_propiedades": "atrapados solo por los escenarios de propiedades (en el proceso)",
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
    if datos.get("formato") != FORMATO or datos.get("version") not in VERSIONES:
        raise ValueError(f"{ruta}: no es una medición de mutación de formato {FORMATO} {VERSIONES}")
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
    mutantes = [m for m in r.get("mutantes", []) if not m.get("prosa")]
    por_modulo: dict[str, Counter] = {}
    for m in mutantes:
        fuera = m["resultado"] == "tiempo" and m.get("etapa") not in (None, "caja_negra")
        por_modulo.setdefault(m["modulo"], Counter())["tiempo_fuera" if fuera else m["resultado"]] += 1
    antes = r.get("antes")
    return {
        "r": r,
        "caja_negra": _por_ciento(t.get("puntuacion_caja_negra")),
        "atrapados_caja_negra": t.get("atrapados_caja_negra"),
        "atrapados_especificacion": t.get("atrapados_especificacion"),
        "antes": antes and {**antes, "puntuacion": _por_ciento(antes["puntuacion_especificacion"])},
        "seleccion": r.get("seleccion_caja_negra"),
        "completa": bool(r.get("completa")) and not _cambiados(raiz, r),
        "sin_medir": r.get("modulos_sin_medir", []),
        "cambiados": _cambiados(raiz, r),
        "fecha": formato.fecha(date.fromisoformat(r["fecha"])) if r.get("fecha") else "—",
        "totales": [
            {"clave": k, "texto": RESULTADOS_LEGIBLES[k], "n": t.get(k, 0)} for k in RESULTADOS_LEGIBLES if t.get(k)
        ],
        "mutantes": t.get("mutantes", len(mutantes)),
        "no_equivalentes": t.get("no_equivalentes"),
        "especificacion": _por_ciento(t.get("puntuacion_especificacion")),
        "total": _por_ciento(t.get("puntuacion_total")),
        "modulos": [_fila_modulo(nombre, c) for nombre, c in sorted(por_modulo.items())],
        "prosa": r.get("prosa"),
        "supervivientes": [m for m in mutantes if m.get("resultado") in SUPERVIVIENTES + SOLO_EN_EL_PROCESO],
        "equivalentes": [
            {**m, "razon": _CODIGO.sub(r"``\1``", razones.get(m["id"], ""))}
            for m in mutantes
            if m.get("resultado") == "equivalente"
        ],
    }


def _fila_modulo(nombre: str, c: Counter) -> dict:
    caja_negra = c["muerto_caja_negra"] + c["tiempo"]  # a time-out counts in the stage that was running
    atrapados = caja_negra + c["muerto_propiedades"] + c["muerto_especificacion"] + c["tiempo_fuera"]
    no_equivalentes = atrapados + c["muerto_unitarias"] + c["vivo"] + c["sin_cobertura"] + c["error"]

    def p(x):
        return (_por_ciento(round(x / no_equivalentes, 4)) if no_equivalentes else None) or "—"

    return {
        "modulo": nombre,
        "mutantes": sum(c.values()),
        "atrapados": atrapados,
        "atrapados_caja_negra": caja_negra,
        "supervivientes": c["vivo"] + c["sin_cobertura"] + c["error"],
        "supervivientes_caja_negra": no_equivalentes - caja_negra,
        "equivalentes": c["equivalente"],
        "puntuacion": p(atrapados),
        "puntuacion_caja_negra": p(caja_negra) if not c["muerto_especificacion"] else "—",
    }


def _cambiados(raiz: Path, r: dict) -> list[str]:
    """Modules whose code (in this copy of the repository) is not the code that was measured."""
    cambiados = []
    for modulo, sha in sorted(r.get("fuentes_sha256", {}).items()):
        if modulo == DECLARACION:
            fuente = raiz / "src" / "retiro" / "datos" / DECLARACION
        else:
            fuente = next(iter(sorted((raiz / "src" / "retiro").rglob(f"{modulo}.py"))), None)  # in its layer
        if fuente is not None and hashlib.sha256(fuente.read_bytes()).hexdigest() != sha:
            cambiados.append(modulo)
    return sorted(set(cambiados) | set(r.get("modulos_con_codigo_cambiado", [])))


def pagina(raiz: Path) -> str:
    return plantilla.pagina(
        "mutacion", yo="mutacion.md", ruta=RESULTADOS.as_posix(), script=SCRIPT, declaracion=DECLARACION, **datos(raiz)
    )
