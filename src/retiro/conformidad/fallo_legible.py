"""El fallo de un escenario en pocas líneas en español, para quien revisa la ley: el .feature y su línea, la fila,
la cláusula, lo que espera la fila, lo que da la calculadora y las lecturas en juego (la traza, solo con ``-v``).

Lo usa el complemento del kit (`retiro.conformidad.plugin`) en vez del informe de pytest cuando falla un
escenario y no se pidió más detalle (``-v`` o ``--tb``).
"""

from __future__ import annotations

import json
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Any

from retiro.conformidad.expectativas import AUSENTE, resolver
from retiro.ley import formato, registro

PIE = "(la traza completa de pytest: la misma orden con -v)"


def _celdas(linea: str) -> list[str] | None:
    t = linea.strip()
    if not (t.startswith("|") and t.endswith("|")):
        return None
    return [c.strip() for c in t[1:-1].split("|")]


def fila_del_ejemplo(ruta: Path, linea_escenario: int, ejemplo: dict) -> tuple[int, str] | None:
    """(número de línea, texto) de la fila de «Ejemplos» de ese escenario con esos valores, o None."""
    if not ejemplo:
        return None
    try:
        lineas = ruta.read_text(encoding="utf-8").splitlines()
    except OSError:
        return None
    claves, valores = list(ejemplo), [str(v) for v in ejemplo.values()]
    cabecera = False
    for n, texto in enumerate(lineas[linea_escenario:], start=linea_escenario + 1):
        celdas = _celdas(texto)
        if celdas is None:
            if texto.strip().startswith(("Escenario", "Esquema", "Regla", "Característica")):
                return None  # the next scenario: the row is not in this one
            continue
        if celdas == claves:
            cabecera = True
        elif cabecera and celdas == valores:
            return n, texto.strip()
    return None


def _valor(v: Any, modo: str | None = None) -> str:
    if v is AUSENTE:
        return "nada (el campo no está en la respuesta)"
    if v is None:
        return "nada (null)"
    if modo == "decimal" and isinstance(v, str | int):
        try:
            return formato.pesos(Decimal(str(v)))
        except (InvalidOperation, ValueError):
            pass
    if isinstance(v, bool):
        return "sí" if v else "no"
    if isinstance(v, str):
        return f"«{v}»"
    return json.dumps(v, ensure_ascii=False)


def mensaje(caso: dict, raiz: Path) -> str | None:
    """Las líneas del fallo de un caso de la especificación, o None si no hay con qué escribirlas."""
    archivo, linea = caso.get("archivo"), caso.get("linea")
    if not archivo or not linea:
        return None
    base = raiz / "features" / archivo
    fila = fila_del_ejemplo(base, int(linea), caso.get("ejemplo") or {})
    clausulas = [e.removeprefix("clausula-") for e in caso.get("etiquetas", []) if e.startswith("clausula-")]
    lineas = [
        f"features/{archivo}:{fila[0] if fila else linea} — "
        + ("esta fila de ejemplos no se cumple" if fila else "este escenario no se cumple"),
        f"  Escenario (línea {linea}): {caso.get('escenario', '—')}",
    ]
    if fila:
        lineas.append(f"  Fila: {fila[1]}")
    if clausulas:
        resumenes = _resumenes()
        lineas += [f"  Cláusula {formato.cita(c)}" + (f": {resumenes[c]}" if c in resumenes else "") for c in clausulas]
    respuestas = caso.get("respuestas") or []
    incumplidas = [e for e in caso.get("expectativas", []) if e.get("evaluada") and e.get("cumple") is False]
    for e in incumplidas:
        respuesta = respuestas[e.get("respuesta", -1)] if respuestas else AUSENTE
        obtenido = resolver(respuesta, e["puntero"]) if respuesta is not AUSENTE else AUSENTE
        paso = e.get("paso") or ""
        esperado = _valor(e["valor"], e.get("modo")) if e.get("valor") is not None else ""
        lineas.append(f"  {'La fila' if fila else 'El escenario'} espera: {paso or esperado or e['puntero']}")
        if paso and esperado and esperado not in paso:
            lineas.append(f"      es decir, {esperado}")
        if obtenido is AUSENTE and "se obtuvo " in e.get("fallo", ""):  # a derived value (a projection): as compared
            obtenido_texto = e["fallo"].split("se obtuvo ", 1)[1].split("; se esperaba", 1)[0]
        else:
            obtenido_texto = _valor(obtenido, e.get("modo"))
        lineas.append(f"  La calculadora da: {obtenido_texto}")
    if not incumplidas:
        lineas.append(f"  Paso que falla: {caso.get('paso_fallido', '—')}")
        lineas.append(f"  Qué pasó: {caso.get('mensaje', '—')}")
    lecturas = _lecturas(respuestas[-1] if respuestas else None, caso)
    if lecturas:
        lineas.append(f"  Lecturas en juego: {lecturas}")
    lineas.append(PIE)
    return "\n".join(lineas)


def _resumenes() -> dict[str, str]:
    return {i: c.get("resumen", "") for i, c in registro.clausulas().items()}


def _lecturas(respuesta: Any, caso: dict) -> str:
    usadas = {}
    if isinstance(respuesta, dict):
        usadas = (respuesta.get("dependencias") or {}).get("lecturas") or {}
    fijadas = [e.removeprefix("interpretacion-") for e in caso.get("etiquetas", []) if e.startswith("interpretacion-")]
    por_defecto = registro.lecturas_por_defecto()
    partes = []
    for id_ in sorted(set(usadas) | set(fijadas)):
        lectura = usadas.get(id_) or por_defecto.get(id_)
        if lectura is None:
            continue
        nota = " (por defecto)" if por_defecto.get(id_) == lectura else " (no es la de por defecto)"
        partes.append(f"{id_} «{lectura}»{nota}")
    return "; ".join(partes)
