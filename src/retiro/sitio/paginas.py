"""Las páginas generadas del sitio (Markdown), a partir de los registros, los .feature, los resultados y el código.

``generar(raiz)`` devuelve {ruta dentro de docs/: contenido}. Ninguna se escribe en disco: el gancho de
mkdocs (``gancho.py``) las añade a la construcción, así que no pueden quedar desactualizadas.
"""

from __future__ import annotations

import html
import posixpath
import re
import textwrap
from collections import defaultdict
from pathlib import Path

from retiro.registro import clausulas, correcciones_ocr, interpretaciones, reglas_externas, texto_corregido
from retiro.sitio import fuentes, graficos, pensionado
from retiro.sitio.fuentes import Caracteristica, Escenario, etiqueta, padre, peor

ARTICULOS = {
    "18": "Artículo 18 — Pensiones opcionales",
    "10": "Artículo 10 — Coordinación con el Seguro Social federal",
}
PLURALES = {"superado": "superados", "fallido": "fallidos", "omitido": "omitidos"}
ICONOS = {"superado": "✓", "fallido": "✗", "omitido": "–", "sin resultado": "?", "sin escenarios": "✗"}
# Modules that are a second reading or tooling, not the calculator itself.
NO_CALCULADORA = ("simbolico.py", "identidades.py", "divergencias.py", "lagunas.py")
# Pages written by the conformance kit (another part of the project); a note is shown while they are missing.
PAGINAS_DEL_KIT = {
    "protocolo.md": "Protocolo JSON",
    "conformidad.md": "Kit de conformidad",
    "conformidad_resultados.md": "Resultados de conformidad",
}


# --- Small helpers ------------------------------------------------------------------------------------------


def e(s: object) -> str:
    """Texto para HTML."""
    return html.escape(str(s), quote=True)


def md(s: object) -> str:
    """Texto para una línea de Markdown (sin que * _ [ ] | < > se interpreten)."""
    s = html.escape(str(s), quote=False)
    return re.sub(r"([\\`*_\[\]|#{}])", r"\\\1", s)


def enlace(desde: str, hacia: str) -> str:
    """Enlace relativo de Markdown entre dos páginas de docs/ (``hacia`` puede llevar #ancla)."""
    ruta, _, ancla = hacia.partition("#")
    rel = posixpath.relpath(ruta, posixpath.dirname(desde) or ".")
    return rel + (f"#{ancla}" if ancla else "")


def fecha(iso: str | None) -> str:
    """``2026-11-30T00:23:34+00:00`` -> ``2026-11-30 00:23``."""
    return "" if not iso else iso[:16].replace("T", " ")


def pagina_clausula(i: str) -> str:
    return f"clausulas/{i}.md"


def insignia(estado: str, texto: str | None = None) -> str:
    clase = estado.replace(" ", "-")
    texto = estado if texto is None else texto
    return (
        f'<span class="estado estado-{clase}" title="{e(estado)}">{ICONOS.get(estado, "")} {e(texto)}</span>'.replace(
            " </span>", "</span>"
        )
    )


def ancla(esc: Escenario) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", Path(esc.feature.ruta).stem.lower()).strip("-")
    return f"e-{base}-{esc.linea}"


def sangrar(texto: str, n: int = 4) -> str:
    return textwrap.indent(texto, " " * n, lambda linea: True)


def detalles(titulo: str, cuerpo: str, tipo: str = "note") -> str:
    return f'??? {tipo} "{titulo.replace(chr(34), "")}"\n\n{sangrar(cuerpo)}\n'


def valla(codigo: str, lenguaje: str) -> str:
    marca = "````" if "```" in codigo else "```"
    return f"{marca}{lenguaje}\n{codigo}\n{marca}"


def pendiente(que: str) -> str:
    return f'!!! warning "Pendiente"\n\n    {que}\n'


# --- Gherkin as readable HTML ---------------------------------------------------------------------------------

_PIEZAS = re.compile(r'("[^"]*"|<[^<>]+>)')


def texto_de_paso(texto: str) -> str:
    partes = []
    for trozo in _PIEZAS.split(texto):
        if not trozo:
            continue
        if trozo.startswith('"'):
            partes.append(f'<span class="valor">{e(trozo)}</span>')
        elif trozo.startswith("<"):
            partes.append(f'<span class="parametro">{e(trozo)}</span>')
        else:
            partes.append(e(trozo))
    return "".join(partes)


def tabla_de_pasos(pasos: list) -> str:
    filas = []
    for p in pasos:
        extra = ""
        if p.datatable is not None:
            celdas = [[c.value for c in fila.cells] for fila in p.datatable.rows]
            cab, *cuerpo = celdas
            extra = (
                '<table class="tabla-datos"><thead><tr>'
                + "".join(f"<th>{e(c)}</th>" for c in cab)
                + "</tr></thead><tbody>"
                + "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in f) + "</tr>" for f in cuerpo)
                + "</tbody></table>"
            )
        if p.docstring:
            extra += f"<pre>{e(p.docstring)}</pre>"
        filas.append(f'<tr><td class="palabra">{e(p.keyword.strip())}</td><td>{texto_de_paso(p.name)}{extra}</td></tr>')
    return '<table class="pasos"><tbody>' + "".join(filas) + "</tbody></table>"


def tabla_de_ejemplos(nombre: str | None, columnas: list[str], filas: list[fuentes.Fila]) -> str:
    cab = "".join(f"<th>{e(c)}</th>" for c in columnas)
    cuerpo = []
    for f in filas:
        celdas = "".join(f"<td>{e(f.valores.get(c, ''))}</td>" for c in columnas)
        cuerpo.append(
            f'<tr class="fila-{f.estado.replace(" ", "-")}"><td class="n">{f.indice + 1}</td>{celdas}<td>{insignia(f.estado)}</td></tr>'
        )
        if f.mensaje and f.estado == "fallido":
            cuerpo.append(
                f'<tr class="fila-mensaje"><td></td><td colspan="{len(columnas) + 1}"><code>{e(f.mensaje)}</code></td></tr>'
            )
    titulo = f"<caption>Ejemplos: {e(nombre)}</caption>" if nombre else "<caption>Ejemplos</caption>"
    return (
        f'<div class="tabla-ancha"><table class="ejemplos">{titulo}<thead><tr><th>#</th>{cab}<th>Resultado</th></tr></thead>'
        f"<tbody>{''.join(cuerpo)}</tbody></table></div>"
    )


# --- Indexes ---------------------------------------------------------------------------------------------------


class Proyecto:
    """Todo lo que leen las páginas, leído una vez."""

    def __init__(self, raiz: Path):
        self.raiz = raiz
        self.resultados = fuentes.Resultados.cargar(raiz)
        self.features = fuentes.leer_features(raiz, self.resultados)
        self.escenarios = [s for c in self.features for s in c.escenarios]
        self.funciones = fuentes.funciones_que_citan(raiz)
        self.clausulas_ocr = fuentes.clausulas_de_correcciones()
        self.por_clausula: dict[str, list[Escenario]] = defaultdict(list)
        for s in self.escenarios:
            for i in s.clausulas:
                self.por_clausula[i].append(s)
        self.por_interpretacion: dict[str, list[Escenario]] = defaultdict(list)
        for s in self.escenarios:
            for i in s.interpretaciones:
                self.por_interpretacion[i].append(s)

    def hijos(self, i: str) -> list[str]:
        return [h for h in clausulas() if padre(h) == i]

    def estado_clausula(self, i: str) -> tuple[str, int, int]:
        """(estado, escenarios propios, escenarios de sus incisos)."""
        propios = self.por_clausula.get(i, [])
        de_hijos = [s for h in self.hijos(i) for s in self.por_clausula.get(h, []) if s not in propios]
        todos = propios + de_hijos
        if not todos:
            return "sin escenarios", 0, 0
        return peor([s.estado for s in todos]), len(propios), len(de_hijos)

    def fecha_resultados(self) -> str | None:
        return self.resultados.datos.get("actualizado")


# --- Per-clause pages --------------------------------------------------------------------------------------------


def _escenario_md(p: Proyecto, s: Escenario, desde: str) -> str:
    partes = [f"#### {insignia(s.estado, '')} {s.palabra}: {md(s.nombre)} {{ #{ancla(s)} }}", ""]
    chips = []
    for t in s.etiquetas:
        if t.startswith("clausula-") and t.removeprefix("clausula-") in clausulas():
            chips.append(f"[`@{t}`]({enlace(desde, pagina_clausula(t.removeprefix('clausula-')))})")
        elif t.startswith("interpretacion-") and t.removeprefix("interpretacion-") in interpretaciones():
            chips.append(f"[`@{t}`]({enlace(desde, 'interpretaciones.md#' + t.removeprefix('interpretacion-'))})")
        else:
            chips.append(f"`@{t}`")
    resumen = f"Estado en la última ejecución: {insignia(s.estado)}"
    if s.filas:
        n_ok = sum(f.estado == "superado" for f in s.filas)
        resumen += f" · {n_ok} de {len(s.filas)} filas de ejemplos superadas"
    if s.fecha:
        resumen += f" · {e(fecha(s.fecha))}"
    partes += [resumen + "  ", "Etiquetas: " + " ".join(chips), ""]
    if s.regla:
        partes += [f"Regla: *{md(s.regla)}*", ""]
    if s.descripcion:
        partes += [s.descripcion, ""]
    partes += [tabla_de_pasos(s.pasos), ""]
    if s.mensaje and s.estado == "fallido" and not s.filas:
        partes += [f'<p class="mensaje-fallo"><code>{e(s.mensaje)}</code></p>', ""]
    for nombre, columnas, filas in s.ejemplos:
        partes += [tabla_de_ejemplos(nombre, columnas, filas), ""]
    partes.append(detalles(f"Gherkin ({s.feature.ruta}, línea {s.linea})", valla(s.gherkin, "gherkin")))
    return "\n".join(partes)


def _codigo_md(funciones: list[fuentes.Funcion]) -> str:
    partes = []
    for f in funciones:
        modulo = Path(f.modulo).stem
        primer = f.docstring.split("\n\n")[0].replace("\n", " ")
        partes.append(f"- **`{modulo}.{f.nombre}`** ({f.tipo}, `{f.modulo}`, línea {f.linea}): {md(primer)}")
    partes.append("")
    for f in funciones:
        partes.append(detalles(f"Código de {Path(f.modulo).stem}.{f.nombre}", valla(f.fuente, "python"), "abstract"))
    return "\n".join(partes)


def pagina_de_clausula(p: Proyecto, i: str) -> str:
    c = clausulas()[i]
    yo = pagina_clausula(i)
    estado, propios, de_hijos = p.estado_clausula(i)
    partes = [f"# {etiqueta(i)} — {md(c['resumen'])}", ""]
    linea = f"{insignia(estado)} · Artículo {c['articulo']}"
    if propios or de_hijos:
        linea += f" · {propios} escenario(s) propio(s)"
        if de_hijos:
            linea += f" y {de_hijos} de sus incisos"
    partes += [linea, ""]
    if estado == "sin escenarios":
        partes += [
            '!!! failure "Laguna de la especificación"',
            "",
            "    Ningún escenario lleva la etiqueta `@clausula-" + i + "` (ni la de uno de sus incisos): "
            "esta cláusula todavía no está especificada con ejemplos.",
            "",
        ]
    partes += ["## Texto de la cláusula", "", f"> {md(c['texto'])}", ""]
    ocr = [x for x in correcciones_ocr() if i in p.clausulas_ocr.get(x["id"], [])]
    nota = f"Texto literal de la fuente, corregido del OCR (véase [Correcciones del OCR]({enlace(yo, 'correcciones_ocr.md')})"
    if ocr:
        nota += "; tocan esta cláusula: " + ", ".join(
            f"[{x['id']}]({enlace(yo, 'correcciones_ocr.md#' + x['id'])})" for x in ocr
        )
    partes += [nota + ").", ""]
    if padre(i):
        partes += [f"Inciso de [{padre(i)}]({enlace(yo, pagina_clausula(padre(i)))}).", ""]
    hijos = p.hijos(i)
    if hijos:
        partes += ["| Inciso | Resumen | Estado |", "|---|---|---|"]
        for h in hijos:
            partes.append(
                f"| [{etiqueta(h)}]({enlace(yo, pagina_clausula(h))}) | {md(clausulas()[h]['resumen'])} | {insignia(p.estado_clausula(h)[0])} |"
            )
        partes.append("")

    partes += ["## Escenarios", ""]
    escenarios = p.por_clausula.get(i, [])
    if not escenarios:
        partes += [
            "Ningún escenario lleva la etiqueta de esta cláusula."
            + (" Véanse los de sus incisos, arriba." if hijos else ""),
            "",
        ]
    por_feature: dict[str, list[Escenario]] = defaultdict(list)
    for s in escenarios:
        por_feature[s.feature.ruta].append(s)
    for ruta, lista in por_feature.items():
        feat: Caracteristica = lista[0].feature
        partes += [f"### {md(feat.nombre)}", "", f"<small>`{ruta}`</small>", ""]
        if feat.descripcion:
            partes += [detalles("Descripción de la característica", feat.descripcion, "quote")]
        if feat.antecedentes:
            partes += [
                "**Antecedentes** (se aplican a cada escenario de esta característica):",
                "",
                tabla_de_pasos(feat.antecedentes),
                "",
            ]
        for s in lista:
            partes += [_escenario_md(p, s, yo), ""]

    ints = [x for x in interpretaciones().values() if i in x["clausulas"]]
    ints += [
        interpretaciones()[k]
        for s in escenarios
        for k in s.interpretaciones
        if k in interpretaciones() and interpretaciones()[k] not in ints
    ]
    partes += ["## Interpretaciones de las que depende", ""]
    if ints:
        for x in ints:
            partes.append(
                f"- [{x['id']}]({enlace(yo, 'interpretaciones.md#' + x['id'])}): {md(x['pregunta'])} "
                f"Lectura por defecto: **{md(x['por_defecto'])}** · estado: {md(x['estado'])}"
            )
    else:
        partes.append("Ninguna entrada del registro de interpretaciones cita esta cláusula.")
    partes.append("")
    ext = [r for r in reglas_externas().values() if i in r.get("clausulas", [])]
    partes += ["## Reglas externas", ""]
    if ext:
        for r in ext:
            marca = " · **por verificar**" if r["estado"] == "por verificar" else ""
            partes.append(
                f"- [{r['id']}]({enlace(yo, 'reglas_externas.md#' + r['id'])}): {md(r['nombre'])} — {md(r['fuente'])}{marca}"
            )
    else:
        partes.append("Esta cláusula no depende de reglas externas a los textos transcritos.")
    partes.append("")

    def cita(f: fuentes.Funcion) -> bool:
        return i in f.clausulas or any(padre(x) == i for x in f.clausulas)

    calc = [f for f in p.funciones if cita(f) and Path(f.modulo).name not in NO_CALCULADORA]
    otras = [f for f in p.funciones if cita(f) and Path(f.modulo).name in NO_CALCULADORA]
    partes += ["## Código que la implementa", ""]
    partes += [
        f"Funciones de la calculadora cuya documentación en el código cita {etiqueta(i)}"
        + (" o uno de sus incisos" if hijos else "")
        + ":",
        "",
    ]
    partes += [
        _codigo_md(calc) if calc else "Ninguna función de la calculadora cita esta cláusula en su docstring.",
        "",
    ]
    if otras:
        partes += ["### Modelo simbólico y herramientas", "", _codigo_md(otras), ""]
    return "\n".join(partes)


def indice_de_clausulas(p: Proyecto) -> str:
    yo = "clausulas/index.md"
    partes = [
        "# Cláusulas",
        "",
        "Cada cláusula de los dos artículos tiene su página: el texto (corregido del OCR), los escenarios que "
        "la especifican con el resultado de la última ejecución, las interpretaciones y reglas externas de las "
        "que depende y el código que la implementa.",
        "",
    ]
    for art, titulo in ARTICULOS.items():
        partes += [f"## {titulo}", "", "| Cláusula | Resumen | Estado | Escenarios |", "|---|---|---|---|"]
        for i, c in clausulas().items():
            if c["articulo"] != art:
                continue
            estado, propios, de_hijos = p.estado_clausula(i)
            partes.append(
                f"| [{etiqueta(i)}]({enlace(yo, pagina_clausula(i))}) | {md(c['resumen'])} | {insignia(estado)} | {propios + de_hijos} |"
            )
        partes.append("")
    return "\n".join(partes)


# --- Traceability ------------------------------------------------------------------------------------------------


def trazabilidad(p: Proyecto) -> str:
    yo = "trazabilidad.md"
    total = len(clausulas())
    lagunas = [i for i in clausulas() if p.estado_clausula(i)[0] == "sin escenarios"]
    cuenta = defaultdict(int)
    for s in p.escenarios:
        cuenta[s.estado] += 1
    filas_total = sum(len(s.filas) or 1 for s in p.escenarios)
    partes = [
        "# Matriz de trazabilidad",
        "",
        "Cada cláusula, los escenarios que la especifican (etiqueta `@clausula-<id>`) y su estado en la última "
        "ejecución de las pruebas. Una cláusula sin escenarios propios ni de sus incisos es una **laguna** "
        "de la especificación y se marca en rojo. El estado de una cláusula es el peor de sus escenarios. "
        "Pulse el número de escenarios para ver sus nombres; «Código» es el número de funciones de la "
        "calculadora que citan la cláusula.",
        "",
    ]
    if p.resultados.hay:
        u = p.resultados.datos.get("ultima_ejecucion", {})
        partes += [
            f"Resultados: `{e(p.resultados.ruta.name)}`, actualizados el {e(fecha(p.fecha_resultados()))} "
            f"(la última ejecución corrió {u.get('ejecutados', 0)} casos: {u.get('superados', 0)} superados, "
            f"{u.get('fallidos', 0)} fallidos, {u.get('omitidos', 0)} omitidos).",
            "",
        ]
    else:
        partes += [
            pendiente(
                "No hay resultados de una ejecución de las pruebas (`informes/resultados.json`): "
                "ejecute `python -m pytest` y vuelva a construir el sitio. Mientras tanto, cada escenario "
                "figura «sin resultado»."
            ),
            "",
        ]
    partes += [
        f"- {total} cláusulas; {total - len(lagunas)} con escenarios; "
        f"{len(lagunas)} sin escenarios"
        + (": " + ", ".join(f"[{etiqueta(i)}]({enlace(yo, pagina_clausula(i))})" for i in lagunas) if lagunas else "")
        + ".",
        f"- {len(p.escenarios)} escenarios ({filas_total} casos contando cada fila de ejemplos): "
        + ", ".join(f"{cuenta[k]} {PLURALES.get(k, k) if cuenta[k] != 1 else k}" for k in fuentes.ESTADOS if cuenta[k])
        + ".",
        "",
    ]
    partes += [
        '<div class="matriz" markdown>',
        "",
        "| Cláusula | Resumen | Estado | Escenarios | Interpretaciones | Reglas externas | Código |",
        "|---|---|---|---|---|---|---|",
    ]
    for i in clausulas():
        estado, _, _ = p.estado_clausula(i)
        escenarios = p.por_clausula.get(i, [])
        lista = ""
        if escenarios:
            n_ok = sum(s.estado == "superado" for s in escenarios)
            nombres = "<br>".join(
                f"{ICONOS[s.estado]} [{md(s.nombre)}]({enlace(yo, pagina_clausula(i) + '#' + ancla(s))})"
                for s in escenarios
            )
            lista = f"<details><summary>{len(escenarios)} ({n_ok} superados)</summary>{nombres}</details>"
        hijos_con = [h for h in p.hijos(i) if p.por_clausula.get(h)]
        if hijos_con:
            lista += (
                ("<br>" if lista else "")
                + "incisos: "
                + ", ".join(f"[{etiqueta(h)}]({enlace(yo, pagina_clausula(h))})" for h in hijos_con)
            )
        resumen = clausulas()[i]["resumen"]
        resumen = resumen if len(resumen) <= 70 else resumen[:68].rstrip(" ,;:") + "…"
        ints = ", ".join(
            f"[{x['id']}]({enlace(yo, 'interpretaciones.md#' + x['id'])})"
            for x in interpretaciones().values()
            if i in x["clausulas"]
        )
        ext = ", ".join(
            f"[{r['id']}]({enlace(yo, 'reglas_externas.md#' + r['id'])})"
            for r in reglas_externas().values()
            if i in r.get("clausulas", [])
        )
        codigo = sum(1 for f in p.funciones if i in f.clausulas and Path(f.modulo).name not in NO_CALCULADORA)
        partes.append(
            f"| [{etiqueta(i)}]({enlace(yo, pagina_clausula(i))}) | {md(resumen)} | {insignia(estado)} | {lista or '—'} | {ints or '—'} | {ext or '—'} | {codigo} |"
        )
    partes += ["", "</div>", ""]
    fallidos = [s for s in p.escenarios if s.estado == "fallido"]
    if fallidos:
        partes += ["## Escenarios fallidos", ""]
        for s in fallidos:
            destino = pagina_clausula(s.clausulas[0]) + "#" + ancla(s) if s.clausulas else None
            nombre = f"[{md(s.nombre)}]({enlace(yo, destino)})" if destino else md(s.nombre)
            partes.append(
                f"- {nombre} (`{s.feature.ruta}`, línea {s.linea})" + (f": `{e(s.mensaje)}`" if s.mensaje else "")
            )
        partes.append("")
    sin_clausula = [s for s in p.escenarios if not s.clausulas]
    if sin_clausula:
        partes += ["## Escenarios sin etiqueta de cláusula", ""]
        partes += [
            f"- {insignia(s.estado, '')} {md(s.nombre)} (`{s.feature.ruta}`, línea {s.linea})" for s in sin_clausula
        ]
        partes.append("")
    return "\n".join(partes)


def resumen_estado(p: Proyecto, desde: str = "index.md") -> str:
    """Una línea para la portada: cuántas cláusulas y casos, y cómo les fue en la última ejecución."""
    total = len(clausulas())
    lagunas = [i for i in clausulas() if p.estado_clausula(i)[0] == "sin escenarios"]
    cuenta = defaultdict(int)
    for s in p.escenarios:
        for f in s.filas or [s]:
            cuenta[f.estado] += 1
    casos = sum(cuenta.values())
    estado = peor([s.estado for s in p.escenarios]) if p.escenarios else "sin resultado"
    cuando = (
        f" (última ejecución: {e(fecha(p.fecha_resultados()))})"
        if p.resultados.hay
        else " (no hay resultados de una ejecución)"
    )
    detalle = ", ".join(
        f"{cuenta[k]} {PLURALES.get(k, k) if cuenta[k] != 1 else k}" for k in fuentes.ESTADOS if cuenta[k]
    )
    return (
        f'<div class="resumen-estado" markdown>\n{insignia(estado)} **Estado de la especificación**{cuando}: '
        f"{total} cláusulas, {total - len(lagunas)} con escenarios; {len(p.escenarios)} escenarios, {casos} casos "
        f"contando cada fila de ejemplos: {md(detalle)}. Detalle en la "
        f"[matriz de trazabilidad]({enlace(desde, 'trazabilidad.md')}).\n</div>"
    )


# --- Registers --------------------------------------------------------------------------------------------------


# Spanish labels for the result fields shown in the divergence tables (the JSON name stays visible, small).
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
VALORES = {"formula": "la fórmula", "garantia_10_5": "la garantía de 10.5"}


def _celda_divergencia(campo: str, v: object) -> str:
    """Un valor de la tabla de divergencias, legible: dinero con $ y comas, estados en palabras."""
    from decimal import Decimal, InvalidOperation

    from retiro.formato import pesos as dinero
    from retiro.glosario import glosario

    if isinstance(v, str) and (
        campo.endswith("_anual")
        or campo.endswith(".anual")
        or campo.endswith(".mensual")
        or campo.endswith("antes_de_reduccion")
    ):
        try:
            return dinero(Decimal(v))
        except InvalidOperation:
            pass
    if isinstance(v, str) and campo in glosario() and v in glosario()[campo].valores:
        return glosario()[campo].valores[v].etiqueta
    if isinstance(v, str) and v in VALORES:
        return VALORES[v]
    if isinstance(v, list):
        return ", ".join(etiqueta(x) if x in clausulas() else str(x) for x in v) or "ninguna"
    if isinstance(v, str) and v in clausulas():
        return etiqueta(v)
    return _valor_divergencia(v)


def _valor_divergencia(v: object) -> str:
    if v is None:
        return "—"
    if isinstance(v, bool):
        return "sí" if v else "no"
    if isinstance(v, list):
        return ", ".join(str(x) for x in v) or "ninguna"
    return str(v)


def interpretaciones_md(p: Proyecto) -> str:
    yo = "interpretaciones.md"
    from retiro import divergencias as div

    partes = [
        "# Registro de interpretaciones",
        "",
        "Cada punto donde el texto admite más de una lectura: las palabras exactas, la pregunta, las lecturas "
        "posibles, la que usa la calculadora por defecto y por qué. La calculadora acepta cualquier lectura "
        "registrada (`retiro calcular --lectura INT-01=inclusiva`, o el campo `lecturas` del JSON) y cada "
        "resultado enumera las lecturas que usó. Los escenarios etiquetados `@interpretacion-<id>` fijan la "
        "lectura por defecto.",
        "",
        "El **estado** de cada entrada es «propuesta» (la lectura la propuso el proyecto y falta la revisión "
        "jurídica), «aprobada» o «rechazada». Las tablas **Dónde divergen las lecturas** calculan un mismo caso "
        "una vez con cada lectura y muestran los campos del resultado que cambian.",
        "",
    ]
    for x in interpretaciones().values():
        partes += [f"## {x['id']} — {md(x['pregunta'])} {{ #{x['id']} }}", ""]
        clas = ", ".join(
            f"[{etiqueta(i)}]({enlace(yo, pagina_clausula(i))})" for i in x["clausulas"] if i in clausulas()
        )
        partes += [f"Cláusulas: {clas} · estado: **{md(x['estado'])}**", "", f"> «{md(x['palabras'])}»", ""]
        partes += ["| Lectura | Explicación | ¿Por defecto? |", "|---|---|---|"]
        for lec in x["lecturas"]:
            marca = "**por defecto**" if lec["id"] == x["por_defecto"] else ""
            partes.append(f"| `{lec['id']}` | {md(lec['explicacion'])} | {marca} |")
        partes += ["", f"**Razones de la lectura por defecto.** {md(x.get('razones', ''))}", ""]
        for nota in x.get("notas_revision") or []:
            partes.append(f"- Nota de revisión: {md(nota)}")
        escenarios = p.por_interpretacion.get(x["id"], [])
        if escenarios:
            partes += ["", "Escenarios que fijan la lectura por defecto:", ""]
            for s in escenarios:
                destino = pagina_clausula(s.clausulas[0]) + "#" + ancla(s) if s.clausulas else None
                nombre = f"[{md(s.nombre)}]({enlace(yo, destino)})" if destino else md(s.nombre)
                partes.append(f"- {insignia(s.estado, '')} {nombre}")
        partes.append("")
        t = div.tabla(x["id"])
        if t["casos"]:
            partes += ["**Dónde divergen las lecturas** (calculado con la calculadora, una vez por lectura):", ""]
            for caso in t["casos"]:
                campos = list(next(iter(caso["resultados"].values())).keys())
                cab = "".join(
                    f"<th><code>{e(lec)}</code>{' (por defecto)' if lec == t['por_defecto'] else ''}</th>"
                    for lec in t["lecturas"]
                )
                filas = "".join(
                    f"<tr><td>{e(CAMPOS.get(c, c))}<br><small><code>{e(c)}</code></small></td>"
                    + "".join(
                        f"<td>{e(_celda_divergencia(c, caso['resultados'][lec][c]))}</td>" for lec in t["lecturas"]
                    )
                    + "</tr>"
                    for c in campos
                )
                partes += [
                    f"*{md(caso['descripcion'])}*"
                    + ("" if caso["difieren"] else " — las lecturas no dan resultados distintos en este caso"),
                    "",
                    f'<div class="tabla-ancha"><table class="divergencia"><thead><tr><th>Campo del resultado</th>{cab}</tr></thead>'
                    f"<tbody>{filas}</tbody></table></div>",
                    "",
                ]
        elif t.get("sin_divergencia"):
            partes += [f"*Sin casos de divergencia:* {md(t['sin_divergencia'])}", ""]
    return "\n".join(partes)


def reglas_externas_md(p: Proyecto) -> str:
    yo = "reglas_externas.md"
    partes = [
        "# Reglas externas",
        "",
        "Normas de las que depende un resultado y que **no** están en los textos transcritos de los Artículos "
        "18 y 10. Cada una lleva su fuente, la fecha de la consulta y su estado. Mientras una regla esté "
        "«por verificar», todo resultado que la use lo advierte. Ninguna cifra de aquí es ley citada por los "
        "textos.",
        "",
    ]
    for r in reglas_externas().values():
        partes += [f"## {r['id']} — {md(r['nombre'])} {{ #{r['id']} }}", ""]
        if r["estado"] == "por verificar":
            partes += [
                '!!! warning "Por verificar"',
                "",
                f"    Fuente consultada el {e(r['fecha_consulta'])}; "
                "debe confirmarse contra el texto vigente antes de tomarse como ley.",
                "",
            ]
        partes += [md(r["descripcion"]), ""]
        partes += [
            f"- **Fuente:** {md(r['fuente'])}",
            f"- **Consultada:** {e(r['fecha_consulta'])}",
            f"- **Estado:** {md(r['estado'])}",
        ]
        clas = ", ".join(
            f"[{etiqueta(i)}]({enlace(yo, pagina_clausula(i))})" for i in r.get("clausulas", []) if i in clausulas()
        )
        partes.append(f"- **Cláusulas:** {clas or '—'}")
        if r.get("valores"):
            partes += ["", "| Valor | Cifra |", "|---|---|"] + [f"| `{k}` | {md(v)} |" for k, v in r["valores"].items()]
        partes.append("")
    return "\n".join(partes)


def correcciones_md(p: Proyecto) -> str:
    yo = "correcciones_ocr.md"
    partes = [
        "# Correcciones del OCR",
        "",
        "Los textos fuente (`src/retiro/textos/`) son la transcripción por OCR de los artículos, sin cambios. "
        "Estas correcciones se aplican, en orden, para obtener el texto que citan las cláusulas y los .feature; "
        "cada una dice qué se cambió y por qué.",
        "",
        '<div class="tabla-ocr" markdown>',
        "",
        "| Id | Cláusulas | Original (OCR) | Corregido | Motivo | Archivo | Veces |",
        "|---|---|---|---|---|---|---|",
    ]
    for c in correcciones_ocr():
        clas = ", ".join(f"[{etiqueta(i)}]({enlace(yo, pagina_clausula(i))})" for i in p.clausulas_ocr.get(c["id"], []))
        original = md(c["original"]).replace("\n", "⏎")
        partes.append(
            f'| <span id="{c["id"]}"></span>{c["id"]} | {clas or "—"} | «{original}» | «{md(c["corregido"])}» | {md(c["motivo"])} | `{c["archivo"]}` | {c["ocurrencias"]} |'
        )
    partes += ["", "</div>", ""]
    for archivo, titulo in (("articulo_18.txt", "Artículo 18"), ("articulo_10.txt", "Artículo 10")):
        partes.append(
            detalles(f"Texto corregido del {titulo} ({archivo})", valla(texto_corregido(archivo).strip(), "text"))
        )
    return "\n".join(partes)


# The gap scan's dimensions and values (retiro.lagunas), as a reader would say them.
_DIMENSION = {
    "dia_retiro": "día del retiro",
    "ingreso": "ingreso al Sistema",
    "cuerpo": "cuerpo",
    "activo": "en servicio activo",
    "tipo_pension": "pensión pedida",
}
_HECHO = {
    "cumpleanos": "el día del cumpleaños",
    "vispera_del_siguiente": "la víspera del siguiente cumpleaños",
    "antes": "antes del 1 de abril de 1990",
    "el_1_abril": "el 1 de abril de 1990",
    "despues": "después del 1 de abril de 1990",
    "ninguno": "ninguno",
    "policia": "Policía",
    "bomberos": "Bomberos",
    "True": "sí",
    "False": "no",
    "opcional": "opcional",
    "alto_riesgo": "anualidad de alto riesgo",
    "merito": "por mérito",
}


def lagunas_md(p: Proyecto) -> str:
    from retiro import lagunas as lag

    partes = [
        "# Lagunas y solapamientos",
        "",
        "Un barrido sistemático del espacio de hechos del Artículo 18 con la calculadora: dónde ninguna "
        "cláusula transcrita determina el resultado (laguna, y qué la llena), dónde el texto remite a algo "
        "no transcrito (remisión) y dónde se aplican varias cláusulas a la vez (solapamiento).",
        "",
    ]
    conocidas = lag.conocidas()
    nuevas, perdidas = lag.comparar(lag.hallazgos(), conocidas)
    if nuevas:
        partes += [
            '!!! failure "Hallazgos nuevos, sin registrar"',
            "",
            f"    El barrido encuentra {len(nuevas)} hallazgo(s) que no están en `lagunas_conocidas.yaml`; "
            "deben revisarse y registrarse.",
            "",
        ]
    nombres = {"laguna": "Lagunas", "remision": "Remisiones", "solapamiento": "Solapamientos"}
    for tipo, titulo in nombres.items():
        lista = [h for h in conocidas if h["tipo"] == tipo]
        if not lista:
            continue
        partes += [f"## {titulo}", ""]
        for h in lista:
            vigente = " · **el barrido ya no lo encuentra**" if h in perdidas else ""
            partes += [f"### {h.get('id', '')} — {md(h['tema'])} {{ #{h.get('id', '')} }}", ""]
            if h.get("llena"):
                partes += [f"Lo llena: **{md(h['llena'])}**{vigente}", ""]
            elif vigente:
                partes += [vigente.strip(" ·"), ""]
            partes += [md(h.get("explicacion", "")), ""]
            hechos = "; ".join(
                f"{_DIMENSION.get(k, md(k))}: {md(', '.join(_HECHO.get(str(x), _valor_divergencia(x)) for x in v))}"
                for k, v in h["hechos"].items()
            )
            region = " · ".join(f"edad {md(r['edad'])}, servicio {md(', '.join(r['servicio']))}" for r in h["region"])
            partes += [f"- Hechos: {hechos}", f"- Región: {region}", ""]
    if nuevas:
        partes += ["## Sin registrar", ""] + [f"- {md(lag.como_texto(h))}" for h in nuevas] + [""]
    return "\n".join(partes)


# --- Steps, formulas, charts -------------------------------------------------------------------------------------


def pasos_md(p: Proyecto) -> str:
    pasos = fuentes.leer_pasos(p.raiz)
    sin_definir = fuentes.contar_usos(pasos, p.features)
    partes = [
        "# Catálogo de pasos",
        "",
        "Las frases con las que se escribe un escenario. Para añadir un caso basta, casi siempre, con una fila "
        "más en una tabla de **Ejemplos**; para un escenario nuevo, combine estas frases (sin programar). "
        "Lo que va entre comillas es un dato; `{…}` es el lugar del dato; `{a | b}` son las formas admitidas; "
        "`[…]` es opcional.",
        "",
        "Un escenario empieza con los hechos (**Dado**, **Y**), sigue con el momento de la evaluación "
        "(**Cuando**) y termina con lo que la ley dispone (**Entonces**, **Y**).",
        "",
    ]
    if sin_definir:
        partes += [
            '!!! failure "Pasos sin definición"',
            "",
            "    Estos pasos de los .feature no corresponden a ninguna frase:",
            "",
        ]
        partes += [f"    - {md(t)}" for t in sin_definir] + [""]
    for tipo in ("Dado", "Cuando", "Entonces"):
        lista = [x for x in pasos if x.tipo == tipo]
        partes += [f"## {tipo}", ""]
        for x in lista:
            usos = f"usado {x.usos} {'vez' if x.usos == 1 else 'veces'}" if x.usos else "aún no se usa"
            partes += [f"### {md(x.frase)}", "", f"<small>{usos} · `steps/{x.modulo}` · `{x.funcion}`</small>", ""]
            if x.ejemplo:
                partes += [valla(re.sub(r"\s+·\s+", "\n", x.ejemplo), "gherkin"), ""]
    return "\n".join(partes)


def formulas_md(p: Proyecto) -> str:
    from retiro.sitio.matematicas import como_latex, mathml

    yo = "formulas.md"
    partes = [
        "# Fórmulas e identidades",
        "",
        "Cada fórmula del modelo simbólico (`retiro.simbolico`, escrito desde el texto e independiente de la "
        "calculadora) y cada identidad demostrada con SymPy para todo valor admisible (`retiro.identidades`). "
        "Las expresiones se muestran como MathML, que el navegador dibuja sin descargar nada; el LaTeX "
        "(`sympy.latex`) está debajo de cada una.",
        "",
        "Variables: *R* retribución promedio anual · *n* servicio acreditable (años) · *m* años del cómputo "
        "original (10.3) · *p* por ciento original de la pensión por mérito · *f* factor de reducción actuarial · "
        "*P* pensión conforme a la Ley · *F* cuantía de la fórmula de coordinación · *S* beneficio anual del "
        "Seguro Social.",
        "",
        "Cómo se leen: min(*n*, 20) son los años de servicio «hasta un máximo de 20»; max(*n* − 20, 0), los años "
        "«en exceso de 20» (cero si no los hay); min(*R*, 6600) y max(*R* − 6600, 0), la retribución hasta $6,600 "
        "y en exceso de $6,600; 1½ % · *R* es el uno y medio por ciento de *R*. Una llave con «si …» y «en otro "
        "caso» da el valor de cada caso.",
        "",
    ]

    def clas(ids) -> str:
        return ", ".join(
            f"[{etiqueta(i)}]({enlace(yo, pagina_clausula(i))})" if i in clausulas() else md(i) for i in ids
        )

    def expresion(expr) -> str:
        return f'<div class="formula">{mathml(expr)}</div>\n\n' + detalles("LaTeX", valla(como_latex(expr), "latex"))

    from retiro import identidades, simbolico

    partes += ["## Fórmulas", ""]
    for f in simbolico.formulas():
        partes += [
            f"### {md(f.nombre)} {{ #f-{f.id} }}",
            "",
            f"Cláusulas: {clas(f.clausulas)}",
            "",
            expresion(f.expresion),
            "",
        ]
    partes += ["## Identidades demostradas", ""]
    for id_, enunciado, ids, expresiones, estado in identidades.listado():
        detalle = identidades.demostrar(id_).detalle
        color = "superado" if estado == "demostrada" else "fallido"
        partes += [
            f"### {md(id_)} {{ #i-{re.sub(r'[^A-Za-z0-9.-]', '-', id_)} }}",
            "",
            f"{insignia(color, estado)} · Cláusulas: {clas(ids)}",
            "",
            md(enunciado),
            "",
        ]
        if detalle:
            partes += [f"*Demostración:* {md(detalle)}", ""]
        for nombre, expr in expresiones.items():
            partes += [f"**{md(nombre)}**", "", expresion(expr), ""]
    return "\n".join(partes)


def graficos_md(p: Proyecto, svgs: dict[str, str]) -> str:
    yo = "graficos.md"

    def c(i: str) -> str:
        return f"[{etiqueta(i)}]({enlace(yo, pagina_clausula(i))})"

    def figura(nombre: str) -> str:
        return (
            f'<div class="grafico">\n{svgs[nombre]}\n</div>\n\n<small>[Descargar el SVG](graficos/{nombre})</small>\n'
        )

    partes = [
        "# Gráficos",
        "",
        "Todos se calculan al construir el sitio con la calculadora de referencia: cada punto es una solicitud "
        "evaluada por ella, así que no pueden apartarse de lo que la calculadora hace. Pase el puntero sobre "
        "un mapa para ver la edad, el servicio y las cláusulas de cada zona.",
        "",
        "## Mapas de elegibilidad",
        "",
        f"Qué cláusulas permiten optar por el retiro ({c('18.1')}, {c('18.2')}, {c('18.3')}) según la edad al "
        f"retiro y los servicios acreditables, y dónde la pensión está sujeta a reducción actuarial "
        f"({c('18.5')}; rayado). Miembro en servicio activo, pensión opcional, lecturas por defecto; el régimen "
        f"(antes o después del 1 de abril de 1990) decide la segunda oración de {c('18.2')} y las excepciones "
        f"de {c('18.5')}.",
        "",
    ]
    _, r57 = pensionado.casos()["57"]
    edad, servicio = r57["edad_al_retiro"], int(pensionado.casos()["57"][0]["servicio_acreditable"])
    _, ingreso, _ = next((c, i, k) for c, _, i, k in graficos.MAPAS if c == "anterior-general")
    cat, reduce = graficos.celda(ingreso, "ninguno", edad, servicio)
    partes += [
        "**Cómo leerlos.** Busque su edad al retirarse en el eje horizontal y sus años de servicio en el "
        "vertical: el color (y la etiqueta de cada zona) dice qué cláusulas le permiten retirarse; la zona gris, "
        "que ninguna; el rayado, que la pensión lleva reducción actuarial. Por ejemplo, la empleada de la "
        f"[guía para el pensionado]({enlace(yo, 'pensionado.md')}) ({edad} años, {servicio} de servicio, "
        f"participante anterior) cae en la zona «{cat}»"
        + (", rayada: puede retirarse, con reducción." if reduce else "."),
        "",
    ]
    for clave, titulo, _, _ in graficos.MAPAS:
        partes += [f"### {md(titulo)}", "", figura(f"elegibilidad-{clave}.svg"), ""]
    partes += [
        "## Pensión según los servicios",
        "",
        f"Pensión anual antes de cualquier reducción, con una retribución promedio de $30,000. La de quien "
        f"ingresó antes de 1990 y se retira a los 58 o más (regla externa [EXT-01]({enlace(yo, 'reglas_externas.md#EXT-01')}), "
        f"por verificar) y la de {c('18.6.a')} dan 1½ % por cada uno de los primeros 20 años y 2 % por cada año "
        f"en exceso: la pendiente cambia a los 20 años. La de los nuevos participantes ({c('18.6.b')}) es 1½ % "
        f"por cada año, sin cambio. {c('18.6.a')} solo se aplica de 55 a 57 años con 25 a 29 años de servicios.",
        "",
        figura("pension-servicio.svg"),
        "",
        "## Coordinación según la retribución promedio",
        "",
        f"Un participante del régimen anterior con {graficos.SERVICIO_COORDINACION} años de servicios, retirado a "
        f"los 60 y coordinado a los 65, que recibe ${graficos.SEGURO_SOCIAL_MENSUAL} mensuales del Seguro Social "
        f"(una cifra de ejemplo, pequeña para que se vea la garantía). La fórmula de {c('10.2')} cambia de "
        f"pendiente en $6,600 (1 % y 1½ % hasta $6,600; 1½ % y 2 % por el exceso). La garantía de {c('10.5')} "
        f"impide que el Sistema y el Seguro Social juntos paguen menos que la pensión: la pensión coordinada "
        f"nunca baja del piso (pensión − Seguro Social).",
        "",
        figura("coordinacion-retribucion.svg"),
        "",
    ]
    return "\n".join(partes)


def pagina_pendiente(titulo: str, archivo: str) -> str:
    return "\n".join(
        [
            f"# {titulo}",
            "",
            pendiente(
                f"Esta página (`docs/{archivo}`) la escribe el kit de conformidad y "
                "aún no existe en esta copia del proyecto."
            ),
            "",
        ]
    )


# --- All pages ----------------------------------------------------------------------------------------------------


def generar(raiz: Path) -> tuple[dict[str, str], dict[str, str]]:
    """(páginas Markdown, gráficos SVG), por ruta dentro de docs/."""
    p = Proyecto(raiz)
    svgs = graficos.todos()
    paginas = {pagina_clausula(i): pagina_de_clausula(p, i) for i in clausulas()}
    paginas["clausulas/index.md"] = indice_de_clausulas(p)
    paginas["trazabilidad.md"] = trazabilidad(p)
    paginas["interpretaciones.md"] = interpretaciones_md(p)
    paginas["reglas_externas.md"] = reglas_externas_md(p)
    paginas["correcciones_ocr.md"] = correcciones_md(p)
    paginas["lagunas.md"] = lagunas_md(p)
    paginas["pasos.md"] = pasos_md(p)
    paginas["formulas.md"] = formulas_md(p)
    paginas["graficos.md"] = graficos_md(p, svgs)
    paginas["pensionado.md"] = pensionado.pagina(lambda destino: enlace("pensionado.md", destino))
    return paginas, {f"graficos/{k}": v for k, v in svgs.items()}


def nav_clausulas() -> list[dict]:
    """Las entradas de navegación de las cláusulas, por artículo."""
    salida = []
    for art, titulo in ARTICULOS.items():
        entradas = []
        for i, c in clausulas().items():
            if c["articulo"] == art:
                resumen = c["resumen"] if len(c["resumen"]) <= 48 else c["resumen"][:46].rstrip(" ,;:") + "…"
                entradas.append({f"{etiqueta(i)} — {resumen}": pagina_clausula(i)})
        salida.append({titulo: entradas})
    return salida
