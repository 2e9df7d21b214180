"""El expediente de revisión: un dossier imprimible por cláusula, para la revisión jurídica.

Cada dossier reúne, de las fuentes: el texto de la cláusula, sus escenarios en palabras (con el resultado de la
última ejecución), las lecturas abiertas del registro de interpretaciones con sus tablas de divergencia, las reglas
externas y correcciones del OCR que la tocan, el registro de revisión de cada uno de esos elementos y unas casillas
para la firma. Nada de lo que dice se escribe a mano aquí.
"""

from __future__ import annotations

from datetime import date

from retiro import revision
from retiro.ley import formato
from retiro.ley.registro import clausulas, correcciones_ocr, interpretaciones, reglas_externas
from retiro.sitio import etiquetas, plantilla
from retiro.sitio.escenarios import divergencias, escenario_legible, interpretaciones_de

ESTADOS_ABIERTOS = ("por_verificar", "rechazada", "requiere_cambios")  # open until the legal review approves it


def registros_de_revision(elemento: dict) -> list[dict]:
    """Los registros de revisión de un elemento de un registro (datos/revisiones.yaml, `retiro revision`), en orden.

    Cada uno: estado, revisor, fecha, decisión y comentario (los que tenga). Sin registro, lista vacía.
    """
    return [
        r
        | {
            "estado_etiqueta": _estado("revision", r.get("estado"))
            + (f" la lectura «{r['lectura']}»" if r.get("lectura") else ""),
            "fecha": formato.fecha(date.fromisoformat(str(r["fecha"]))) if r.get("fecha") else None,
        }
        for r in revision.historia().get(elemento["id"], [])
    ]


def _rige(i: str) -> str | None:
    """La lectura que rige una entrada, si un revisor la aprobó: «segun_ext_03», aprobada por …, el …."""
    v = revision.aprobaciones().get(i)
    if v is None:
        return None
    return f"«{v['lectura']}», aprobada por {v['revisor']} el {formato.fecha(date.fromisoformat(v['fecha']))}"


def _estado_vigente(i: str) -> str:
    return revision.estado(i)


def _elemento(tipo: str, x: dict, titulo: str, destino: str) -> dict:
    registros = registros_de_revision(x)
    estado = registros[-1].get("estado") if registros else None
    return {
        "tipo": tipo,
        "id": x["id"],
        "titulo": titulo,
        "destino": destino,
        "estado": estado,
        "estado_etiqueta": _estado(tipo, estado),
        "registros": registros,
    }


def _estado(tipo: str, estado: str | None) -> str:
    if estado is None:
        return "sin revisión registrada"
    campo = "revision.estado"  # interpretations, external rules, OCR corrections: one review status (revisiones.yaml)
    return (etiquetas.de_campo(campo, estado) if campo else None) or str(estado)


def expediente(p, i: str) -> dict:
    """Los datos del dossier de la cláusula ``i`` (``p``: el ``paginas.Proyecto``)."""

    yo = f"revision/articulo-{clausulas()[i]['articulo']}.md"
    lecturas = []
    for x in interpretaciones_de(p, i):
        lecturas.append(
            {
                "x": x,
                "abierta": _estado_vigente(x["id"]) in ESTADOS_ABIERTOS,
                "rige": _rige(x["id"]),
                "divergencias": divergencias(x["id"]),
                "elemento": _elemento("interpretacion", x, x["pregunta"], f"interpretaciones.md#{x['id']}"),
            }
        )
    reglas = [r for r in reglas_externas().values() if i in r.get("clausulas", [])]
    ocr = [x for x in correcciones_ocr() if i in p.clausulas_ocr.get(x["id"], [])]
    elementos = (
        [lec["elemento"] for lec in lecturas]
        + [_elemento("regla", r, r["nombre"], f"reglas_externas.md#{r['id']}") for r in reglas]
        + [_elemento("ocr", x, x["motivo"], f"correcciones_ocr.md#{x['id']}") for x in ocr]
    )
    escenarios = [escenario_legible(s, yo) for s in p.por_clausula.get(i, [])]
    return {
        "id": i,
        "c": clausulas()[i],
        "ancla": "x-" + i.replace(".", "-"),
        "estado": p.estado_clausula(i)[0],
        "escenarios": escenarios,
        "lecturas": lecturas,
        "abiertas": sum(lec["abierta"] for lec in lecturas),
        "reglas": reglas,
        "elementos": elementos,
        "decisiones": decisiones(),
    }


def decisiones() -> list[str]:
    """Las decisiones que puede anotar el revisor: los estados del glosario para una entrada revisada."""
    c = etiquetas.glosario().get("interpretacion.estado")
    return [t.etiqueta for t in c.valores.values() if t.codigo not in ("por_verificar",)] if c is not None else []


def pagina_articulo(p, articulo: str, titulo: str) -> str:
    ids = [i for i, c in clausulas().items() if c["articulo"] == articulo]
    return plantilla.pagina(
        "revision",
        yo=f"revision/articulo-{articulo}.md",
        titulo=titulo,
        expedientes=[expediente(p, i) for i in ids],
        archivo=_archivo_de_revisiones(),
    )


def _archivo_de_revisiones() -> str:
    """De dónde salen las decisiones del expediente, en palabras."""
    r = revision.archivo_del_revisor()
    if r is None:
        return (
            "Las decisiones que se muestran son las que propone el proyecto: todavía no hay un archivo de revisiones "
            "del revisor."
        )
    return f"Las decisiones que se muestran incluyen las del archivo de revisiones del revisor ({r})."


def indice(p, articulos: dict[str, str]) -> str:
    filas = []
    for art in articulos:
        for i, c in clausulas().items():
            if c["articulo"] == art:
                e = expediente(p, i)
                filas.append(
                    {
                        "id": i,
                        "articulo": art,
                        "resumen": c["resumen"],
                        "estado": e["estado"],
                        "lecturas": len(e["lecturas"]),
                        "abiertas": e["abiertas"],
                        "sin_revision": sum(not x["registros"] for x in e["elementos"]),
                        "elementos": len(e["elementos"]),
                        "ancla": e["ancla"],
                    }
                )
    return plantilla.pagina(
        "revision_indice",
        yo="revision/index.md",
        articulos=articulos,
        filas=filas,
        total_int=len(interpretaciones()),
        abiertas=sum(_estado_vigente(i) in ESTADOS_ABIERTOS for i in interpretaciones()),
    )
