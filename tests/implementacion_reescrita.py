"""Una implementación conforme escrita de otra manera: la referencia, con otros textos, campos de más, las listas
sin orden en otro orden y, en `dependencias.lecturas`, cada lectura del registro aunque no cambie el resultado
(«las entradas de más no molestan», docs/protocolo.md). Los vectores y el kit deben darla por buena (solo la ley
es normativa).

Objetivo del kit: ``tests.implementacion_reescrita:evaluar``.
"""

from __future__ import annotations

import copy

from retiro import evaluar as referencia
from retiro.ley.registro import interpretaciones


def otra_redaccion(respuesta: dict, solicitud: dict | None = None) -> dict:
    """Una respuesta conforme escrita de otra manera: otros textos, campos de más, listas sin orden invertidas y
    todas las lecturas de la solicitud (o las por defecto) en `dependencias.lecturas`, también las que no cambian
    el resultado."""
    r = copy.deepcopy(respuesta)
    if "error" in r:  # the error schema admits no extra fields
        r["error"]["mensaje"] = "dato no válido (otra redacción)"
        return r
    r["x_proveedor"] = {"traza": [1, 2, 3]}
    el = r["elegibilidad"]
    for x in el["verificaciones"]:
        x["motivo"] = "otra redacción del motivo"
    for lista in (el["clausulas"], el["verificaciones"], r["reduccion_actuarial"]["excepciones"]):
        lista.reverse()
    r["dependencias"]["reglas_externas"].reverse()
    pedidas = (solicitud or {}).get("lecturas") or {}
    todas = {i: pedidas.get(i, e["por_defecto"]) for i, e in interpretaciones().items()}
    r["dependencias"]["lecturas"] = {**todas, **r["dependencias"]["lecturas"]}
    ids = [x["id"] for x in r["dependencias"]["reglas_externas"]]
    r["avisos"] = [f"Aviso reescrito{' sobre ' + ', '.join(ids) if ids else ''}."] if r["avisos"] else []
    for p in r["explicacion"]:
        p["regla"], p["resultado"] = "regla con otras palabras", "resultado con otras palabras"
        p["x_nota"] = "campo de más"
    if r.get("coordinacion"):
        for m in r["coordinacion"]["motivos"]:
            m["motivo"] = "motivo reescrito"
        r["coordinacion"]["motivos"].reverse()
    return r


def evaluar(solicitud: dict) -> dict:
    return otra_redaccion(referencia(solicitud), solicitud)
