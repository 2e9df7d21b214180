"""La matriz de conformidad (issue 10 §7): implementaciones × cláusulas, de los informes guardados del kit.

Una columna por implementación y versión (la que dice su saludo), una fila por cláusula; cada celda cuenta los
casos aprobados, fallidos y no soportados de esa implementación en esa cláusula, y la cabecera lleva el veredicto
del kit. Los informes son los JSON que escribe ``retiro conformidad`` (``casos.json``), guardados en
``docs/resultados/``; cualquier número de ellos. Nada de esto toca el estado publicado de la especificación, que
sale solo de la ejecución de la referencia.
"""

from __future__ import annotations

import json
from pathlib import Path

from retiro.registro import clausulas
from retiro.sitio import etiquetas, plantilla

CARPETA = Path("docs") / "resultados"  # saved kit reports, relative to the project root
CUENTAS = ("aprobado", "fallido", "no_soportado")
SIN_CLAUSULA = "sin cláusula"


def informes(raiz: Path) -> list[tuple[str, dict]]:
    """Los informes guardados (nombre del archivo, contenido), en orden de nombre; los ilegibles se señalan."""
    salida = []
    for ruta in sorted((raiz / CARPETA).glob("*.json")):
        try:
            datos = json.loads(ruta.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise ValueError(f"{ruta}: no es un informe del kit legible ({e})") from e
        if not isinstance(datos, dict) or "casos" not in datos or "objetivos" not in datos:
            raise ValueError(f"{ruta}: no es un informe del kit (faltan «objetivos» o «casos»)")
        salida.append((ruta.name, datos))
    return salida


def _clausulas(caso: dict) -> list[str]:
    ids = [e.removeprefix("clausula-") for e in caso.get("etiquetas", []) if e.startswith("clausula-")]
    return ids or [SIN_CLAUSULA]


def columnas(archivo: str, informe: dict) -> list[dict]:
    """Una columna por implementación del informe: su nombre y versión, su veredicto y sus cuentas por cláusula."""
    salida = []
    saludos = informe.get("saludos") or {}
    veredictos = informe.get("veredictos") or {}
    for objetivo in informe["objetivos"]:
        casos = [
            c
            for c in informe["casos"]
            if c.get("objetivo", objetivo) == objetivo and c.get("resultado") in (*CUENTAS, "omitido")
        ]
        saludo = saludos.get(objetivo) or {}
        por_clausula: dict[str, dict[str, int]] = {}
        for c in casos:
            if c["resultado"] not in CUENTAS:
                continue
            for i in _clausulas(c):
                celda = por_clausula.setdefault(i, dict.fromkeys(CUENTAS, 0))
                celda[c["resultado"]] += 1
        veredicto = veredictos.get(objetivo)
        salida.append(
            {
                "objetivo": objetivo,
                "implementacion": saludo.get("implementacion")
                or ("calculadora de referencia" if objetivo == "referencia" else objetivo),
                "version": saludo.get("version"),
                "veredicto": veredicto.get("etiqueta") if isinstance(veredicto, dict) else None,
                "veredicto_texto": veredicto.get("texto") if isinstance(veredicto, dict) else None,
                "nivel": veredicto.get("nivel") if isinstance(veredicto, dict) else None,
                "seleccion": informe.get("seleccion"),
                "archivo": archivo,
                "fecha": informe.get("fecha"),
                "total": {r: sum(1 for c in casos if c["resultado"] == r) for r in CUENTAS},
                "celdas": por_clausula,
            }
        )
    return salida


def datos(raiz: Path) -> dict:
    cols = [col for archivo, informe in informes(raiz) for col in columnas(archivo, informe)]
    usadas = {i for col in cols for i in col["celdas"]}
    filas = [{"id": i, "etiqueta": etiquetas.valor(i), "resumen": c["resumen"]} for i, c in clausulas().items()]
    if SIN_CLAUSULA in usadas:
        filas.append({"id": SIN_CLAUSULA, "etiqueta": SIN_CLAUSULA, "resumen": ""})
    campo = etiquetas.glosario().get("conformidad.resultado")
    return {
        "columnas": cols,
        "filas": filas,
        "carpeta": CARPETA.as_posix(),
        "leyenda": [campo.valores[r] for r in CUENTAS if r in campo.valores] if campo is not None else [],
    }


def pagina(raiz: Path) -> str:
    return plantilla.pagina("conformidad_resultados", yo="conformidad_resultados.md", **datos(raiz))
