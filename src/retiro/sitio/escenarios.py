"""Los escenarios y las cláusulas como los leen las páginas del sitio: pasos, ejemplos, etiquetas, enlaces, las
entradas del registro de cada cláusula y sus tablas de divergencia (lo usan `paginas` y `revision`)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import Markup

from retiro import revision
from retiro.ley.registro import clausulas, interpretaciones
from retiro.revision import divergencias as div
from retiro.sitio import etiquetas, fuentes, plantilla
from retiro.sitio.fuentes import Escenario
from retiro.sitio.plantilla import enlace

if TYPE_CHECKING:
    from retiro.sitio.paginas import Proyecto

ICONOS = {"superado": "✓", "fallido": "✗", "omitido": "–", "sin resultado": "?", "sin escenarios": "✗"}
plantilla.entorno().globals["ICONOS"] = ICONOS


def pagina_clausula(i: str) -> str:
    return f"clausulas/{i}.md"


def ancla(esc: Escenario) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", Path(esc.feature.ruta).stem.lower()).strip("-")
    return f"e-{base}-{esc.linea}"


_PIEZAS = re.compile(r'("[^"]*"|<[^<>]+>)')


def partes_de_paso(texto: str, desde: str) -> list[dict]:
    """El texto de un paso en trozos: texto, valor entre comillas, código del glosario (con su etiqueta), parámetro."""
    partes = []
    for trozo in _PIEZAS.split(texto):
        if not trozo:
            continue
        if trozo.startswith('"'):
            codigo = trozo[1:-1]
            legible = etiquetas.valor(codigo)
            if codigo in etiquetas.codigos():
                destino = enlace(desde, "glosario.md#" + etiquetas.ancla_glosario(codigo))
                partes.append({"tipo": "codigo", "texto": legible, "codigo": codigo, "destino": destino})
            else:
                partes.append({"tipo": "valor", "texto": legible})
        elif trozo.startswith("<"):
            partes.append({"tipo": "parametro", "texto": trozo})
        else:
            partes.append({"tipo": "texto", "texto": trozo})
    return partes


def pasos(lista: list, desde: str) -> list[dict]:
    salida = []
    for p in lista:
        tabla = None
        if p.datatable is not None:
            tabla = [[etiquetas.valor(c.value) for c in fila.cells] for fila in p.datatable.rows]
            tabla[0] = [c.value for c in p.datatable.rows[0].cells]
        salida.append(
            {
                "palabra": p.keyword.strip(),
                "partes": partes_de_paso(p.name, desde),
                "tabla": tabla,
                "docstring": p.docstring,
            }
        )
    return salida


def ejemplos(nombre: str | None, columnas: list[str], filas: list[fuentes.Fila]) -> dict:
    return {
        "nombre": nombre,
        "columnas": columnas,
        "filas": [
            {
                "numero": f.indice + 1,
                "estado": f.estado,
                "celdas": [etiquetas.valor(f.valores.get(c, "")) for c in columnas],
                "mensaje": f.mensaje if f.estado == "fallido" else None,
            }
            for f in filas
        ],
    }


def tabla_de_ejemplos(nombre: str | None, columnas: list[str], filas: list[fuentes.Fila]) -> str:
    """El HTML de una tabla de ejemplos con el resultado de cada fila."""
    macro = plantilla.entorno().get_template("_piezas.j2").module.tabla_de_ejemplos
    return str(macro(ejemplos(nombre, columnas, filas)))


def _etiquetas_de(s: Escenario, desde: str) -> list[dict]:
    salida = []
    for t in s.etiquetas:
        destino = None
        if t.startswith("clausula-") and t.removeprefix("clausula-") in clausulas():
            destino = enlace(desde, pagina_clausula(t.removeprefix("clausula-")))
        elif t.startswith("interpretacion-") and t.removeprefix("interpretacion-") in interpretaciones():
            destino = enlace(desde, "interpretaciones.md#" + t.removeprefix("interpretacion-"))
        salida.append({"nombre": t, "destino": destino})
    return salida


def escenario_legible(s: Escenario, desde: str) -> dict:
    """Un escenario listo para la plantilla: sus pasos y ejemplos legibles, su estado y sus etiquetas."""
    return {
        "nombre": s.nombre,
        "palabra": s.palabra,
        "ancla": ancla(s),
        "estado": s.estado,
        "filas": len(s.filas),
        "filas_superadas": sum(f.estado == "superado" for f in s.filas),
        "fecha": s.fecha,
        "etiquetas": _etiquetas_de(s, desde),
        "regla": s.regla,
        "descripcion": Markup(s.descripcion),  # Markdown written in the .feature
        "pasos": pasos(s.pasos, desde),
        "mensaje": s.mensaje if s.estado == "fallido" and not s.filas else None,
        "ejemplos": [ejemplos(*ej) for ej in s.ejemplos],
        "antecedentes": pasos(s.feature.antecedentes, desde),
        "ruta": s.feature.ruta,
        "linea": s.linea,
        "gherkin": s.gherkin,
    }


def interpretaciones_de(p: Proyecto, i: str) -> list[dict]:
    """Las entradas del registro que citan la cláusula o que fijan sus escenarios."""
    ids = [x for x, e in interpretaciones().items() if i in e["clausulas"]]
    ids += [k for s in p.por_clausula.get(i, []) for k in s.interpretaciones if k in interpretaciones()]
    return [
        interpretaciones()[k] | {"estado_etiqueta": estado_registro(interpretaciones()[k])} for k in dict.fromkeys(ids)
    ]


def estado_registro(x: dict) -> str:
    """El estado de revisión vigente de un punto de los registros (datos/revisiones.yaml), con su etiqueta."""
    estado = revision.estado(x["id"])
    return etiquetas.de_campo("interpretacion.estado", estado) or estado


CAMPOS = {
    "edad_al_retiro": "Edad al retiro",
    "nuevo_participante": "¿Nuevo participante?",
    "elegibilidad.elegible": "¿Elegible?",
    "elegibilidad.clausulas": "Cláusulas que lo permiten",
    "reduccion_actuarial.aplica": "¿Reducción actuarial?",
    "reduccion_actuarial.excepciones": "Excepciones a la reducción",
    "pension.estado": "Estado de la pensión",
    "pension.formula": "Fórmula",
    "pension.anual_antes_de_reduccion": "Pensión anual antes de la reducción",
    "pension.anual": "Pensión anual",
    "pension.mensual": "Pensión mensual",
    "coordinacion.estado": "Coordinación",
    "coordinacion.fecha_efecto": "Fecha de la coordinación",
    "coordinacion.formula_reducida_anual": "Fórmula de 10.2 (anual)",
    "coordinacion.piso_10_5_anual": "Piso de 10.5 (anual)",
    "coordinacion.limita": "Limita",
    "coordinacion.pension_coordinada_anual": "Pensión coordinada anual",
    "coordinacion.total_sistema_anual": "Total del Sistema (anual)",
}


def nombre_campo(campo: str) -> str:
    return etiquetas.titulo_campo(campo) or CAMPOS.get(campo, campo)


def divergencias(id_: str) -> dict:
    """La tabla de divergencias de una entrada, con cada celda como la lee una persona."""
    t = div.tabla(id_)
    casos = []
    for caso in t["casos"]:
        campos = list(next(iter(caso["resultados"].values())).keys())
        casos.append(
            {
                "descripcion": caso["descripcion"],
                "difieren": bool(caso["difieren"]),
                "filas": [
                    {
                        "campo": c,
                        "nombre": nombre_campo(c),
                        "celdas": [etiquetas.valor(caso["resultados"][lec][c], c) for lec in t["lecturas"]],
                    }
                    for c in campos
                ],
            }
        )
    return {
        "lecturas": t["lecturas"],
        "por_defecto": t["por_defecto"],
        "casos": casos,
        "sin_divergencia": t.get("sin_divergencia"),
    }
