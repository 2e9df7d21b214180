"""Las páginas generadas del sitio: los datos de cada una, preparados aquí, y su plantilla (``plantillas/``).

``generar(raiz)`` devuelve {ruta dentro de docs/: contenido}. Ninguna se escribe en disco: el gancho de mkdocs
(``gancho.py``) las añade a la construcción, así que no pueden quedar desactualizadas. Las páginas solo dicen lo
que sale de las fuentes: los registros (``datos/*.yaml``), los .feature, los resultados de la última ejecución, el
código y la calculadora.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

from markupsafe import Markup

from retiro.ley.registro import clausulas, correcciones_ocr, interpretaciones, reglas_externas, texto_corregido
from retiro.revision import definicion
from retiro.sitio import etiquetas, fuentes, graficos, matriz, mutacion, pensionado, plantilla, rendimiento, revision
from retiro.sitio.escenarios import (
    ancla,
    divergencias,
    escenario_legible,
    estado_registro,
    interpretaciones_de,
    pagina_clausula,
    pasos,
)
from retiro.sitio.fuentes import Escenario, etiqueta, padre, peor
from retiro.sitio.matematicas import como_latex, mathml
from retiro.sitio.plantilla import enlace
from retiro.verificacion import identidades, simbolico
from retiro.verificacion import lagunas as lag

ARTICULOS = {
    "18": "Artículo 18 — Pensiones opcionales",
    "10": "Artículo 10 — Coordinación con el Seguro Social federal",
}
PLURALES = {"superado": "superados", "fallido": "fallidos", "omitido": "omitidos"}
# Modules that are a second reading or tooling, not the calculator itself.
NO_CALCULADORA = ("simbolico.py", "identidades.py", "divergencias.py", "lagunas.py")
# Pages written by the conformance kit (another part of the project); a note is shown while they are missing.
PAGINAS_DEL_KIT = {
    "protocolo.md": "Protocolo JSON",
    "conformidad.md": "Kit de conformidad",
}


def cuentas(estados: list[str]) -> str:
    """«3 superados, 1 fallido» en el orden de ``fuentes.ESTADOS``."""
    n = defaultdict(int)
    for x in estados:
        n[x] += 1
    return ", ".join(f"{n[k]} {PLURALES.get(k, k) if n[k] != 1 else k}" for k in fuentes.ESTADOS if n[k])


# --- Gherkin as readable tables -----------------------------------------------------------------------------------


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
        self.por_interpretacion: dict[str, list[Escenario]] = defaultdict(list)
        for s in self.escenarios:
            for i in s.clausulas:
                self.por_clausula[i].append(s)
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

    def destino(self, s: Escenario) -> str | None:
        """La página (y el ancla) donde se lee un escenario: la de su primera cláusula."""
        return pagina_clausula(s.clausulas[0]) + "#" + ancla(s) if s.clausulas else None


# --- Per-clause pages --------------------------------------------------------------------------------------------


def _funcion(f: fuentes.Funcion) -> dict:
    return {
        "nombre_completo": f"{Path(f.modulo).stem}.{f.nombre}",
        "tipo": f.tipo,
        "modulo": f.modulo,
        "linea": f.linea,
        "resumen": f.docstring.split("\n\n")[0].replace("\n", " "),
        "fuente": f.fuente,
    }


def pagina_de_clausula(p: Proyecto, i: str) -> str:
    yo = pagina_clausula(i)
    estado, propios, de_hijos = p.estado_clausula(i)
    grupos: dict[str, dict] = {}
    for s in p.por_clausula.get(i, []):
        f = s.feature
        g = grupos.setdefault(
            f.ruta,
            {
                "nombre": f.nombre,
                "ruta": f.ruta,
                "descripcion": Markup(f.descripcion),  # Markdown written in the .feature
                "antecedentes": pasos(f.antecedentes, yo),
                "escenarios": [],
            },
        )
        g["escenarios"].append(escenario_legible(s, yo))

    def cita(f: fuentes.Funcion) -> bool:
        return i in f.clausulas or any(padre(x) == i for x in f.clausulas)

    return plantilla.pagina(
        "clausula",
        yo=yo,
        c=clausulas()[i],
        estado=estado,
        propios=propios,
        de_hijos=de_hijos,
        ocr=[x["id"] for x in correcciones_ocr() if i in p.clausulas_ocr.get(x["id"], [])],
        padre=padre(i),
        hijos=[{"id": h, "resumen": clausulas()[h]["resumen"], "estado": p.estado_clausula(h)[0]} for h in p.hijos(i)],
        grupos=list(grupos.values()),
        interpretaciones=interpretaciones_de(p, i),
        reglas=[r | {"estado": estado_registro(r)} for r in reglas_externas().values() if i in r.get("clausulas", [])],
        codigo=[_funcion(f) for f in p.funciones if cita(f) and Path(f.modulo).name not in NO_CALCULADORA],
        otras=[_funcion(f) for f in p.funciones if cita(f) and Path(f.modulo).name in NO_CALCULADORA],
    )


def indice_de_clausulas(p: Proyecto) -> str:
    articulos = []
    for art, titulo in ARTICULOS.items():
        filas = []
        for i, c in clausulas().items():
            if c["articulo"] == art:
                estado, propios, de_hijos = p.estado_clausula(i)
                filas.append({"id": i, "resumen": c["resumen"], "estado": estado, "escenarios": propios + de_hijos})
        articulos.append({"titulo": titulo, "filas": filas})
    return plantilla.pagina("indice_clausulas", yo="clausulas/index.md", articulos=articulos)


# --- Traceability ------------------------------------------------------------------------------------------------


def recortar(texto: str, n: int) -> str:
    """El texto hasta ``n`` caracteres, cortado entre palabras (con «…» si se cortó)."""
    texto = " ".join(texto.split())
    if len(texto) <= n:
        return texto
    corte = texto[: n - 1].rsplit(" ", 1)[0].rstrip(" ,;:.(—")
    return corte + "…"


def trazabilidad(p: Proyecto) -> str:
    yo = "trazabilidad.md"
    filas = []
    for i in clausulas():
        escenarios = p.por_clausula.get(i, [])
        filas.append(
            {
                "id": i,
                "resumen": recortar(clausulas()[i]["resumen"], 70),
                "estado": p.estado_clausula(i)[0],
                "escenarios": [
                    {"nombre": s.nombre, "estado": s.estado, "destino": pagina_clausula(i) + "#" + ancla(s)}
                    for s in escenarios
                ],
                "superados": sum(s.estado == "superado" for s in escenarios),
                "incisos": [h for h in p.hijos(i) if p.por_clausula.get(h)],
                "interpretaciones": [x for x, e in interpretaciones().items() if i in e["clausulas"]],
                "reglas": [r["id"] for r in reglas_externas().values() if i in r.get("clausulas", [])],
                "codigo": sum(1 for f in p.funciones if i in f.clausulas and Path(f.modulo).name not in NO_CALCULADORA),
            }
        )
    fallidos = [s for s in p.escenarios if s.estado == "fallido"]
    return plantilla.pagina(
        "trazabilidad",
        yo=yo,
        hay_resultados=p.resultados.hay,
        archivo=p.resultados.ruta.name,
        actualizado=p.fecha_resultados(),
        ultima=p.resultados.datos.get("ultima_ejecucion", {}),
        total=len(clausulas()),
        lagunas=[i for i in clausulas() if p.estado_clausula(i)[0] == "sin escenarios"],
        n_escenarios=len(p.escenarios),
        casos=sum(len(s.filas) or 1 for s in p.escenarios),
        cuentas=cuentas([s.estado for s in p.escenarios]),
        filas=filas,
        fallidos=[{"s": s, "destino": p.destino(s)} for s in fallidos],
        sin_clausula=[s for s in p.escenarios if not s.clausulas],
    )


def resumen_estado(p: Proyecto, desde: str = "index.md") -> str:
    """Un párrafo para la portada: cuántas cláusulas y casos, y cómo les fue en la última ejecución."""
    estados = [f.estado for s in p.escenarios for f in (s.filas or [s])]
    return plantilla.pagina(
        "resumen_estado",
        yo=desde,
        estado=peor([s.estado for s in p.escenarios]) if p.escenarios else "sin resultado",
        hay_resultados=p.resultados.hay,
        actualizado=p.fecha_resultados(),
        total=len(clausulas()),
        con_escenarios=sum(p.estado_clausula(i)[0] != "sin escenarios" for i in clausulas()),
        n_escenarios=len(p.escenarios),
        casos=len(estados),
        detalle=cuentas(estados),
    ).strip()


# --- Registers --------------------------------------------------------------------------------------------------

# Spanish names of the result fields shown in the divergence tables (the glossary's title when it has the field).


def interpretaciones_md(p: Proyecto) -> str:
    yo = "interpretaciones.md"
    entradas = []
    for x in interpretaciones().values():
        entradas.append(
            {
                "x": x,
                "estado": estado_registro(x),
                "escenarios": [{"s": s, "destino": p.destino(s)} for s in p.por_interpretacion.get(x["id"], [])],
                "divergencias": divergencias(x["id"]),
            }
        )
    return plantilla.pagina("interpretaciones", yo=yo, entradas=entradas, estados=_valores("interpretacion.estado"))


def _valores(campo: str) -> list:
    c = etiquetas.glosario().get(campo)
    return list(c.valores.values()) if c is not None else []


def reglas_externas_md(p: Proyecto) -> str:
    return plantilla.pagina(
        "reglas_externas",
        yo="reglas_externas.md",
        reglas=[r | {"estado": estado_registro(r)} for r in reglas_externas().values()],
        estados=_valores("regla_externa.estado"),
    )


def correcciones_md(p: Proyecto) -> str:
    return plantilla.pagina(
        "correcciones_ocr",
        yo="correcciones_ocr.md",
        correcciones=[c | {"clausulas": p.clausulas_ocr.get(c["id"], [])} for c in correcciones_ocr()],
        textos=[
            {"archivo": a, "titulo": t, "texto": texto_corregido(a).strip()}
            for a, t in (("articulo_18.txt", "Artículo 18"), ("articulo_10.txt", "Artículo 10"))
        ],
    )


# The gap scan's dimensions and values (retiro.verificacion.lagunas), as a reader would say them.
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
}
_CAMPO_DE_DIMENSION = {"cuerpo": "cuerpo", "tipo_pension": "pension.tipo_pension"}


def lagunas_md(p: Proyecto) -> str:
    conocidas = lag.conocidas()
    nuevas, perdidas = lag.comparar(lag.hallazgos(), conocidas)
    tipos = []
    for tipo in ("laguna", "remision", "solapamiento"):
        lista = []
        for h in conocidas:
            if h["tipo"] != tipo:
                continue
            hechos = [
                {
                    "dimension": _DIMENSION.get(k, k),
                    "valores": ", ".join(
                        _HECHO.get(str(x)) or etiquetas.valor(x, _CAMPO_DE_DIMENSION.get(k)) for x in v
                    ),
                }
                for k, v in h["hechos"].items()
            ]
            lista.append({"h": h, "hechos": hechos, "ya_no": h in perdidas})
        if lista:
            tipos.append({"tipo": tipo, "termino": _termino("laguna.tipo", tipo), "hallazgos": lista})
    return plantilla.pagina("lagunas", yo="lagunas.md", tipos=tipos, nuevas=[lag.como_texto(h) for h in nuevas])


_TITULOS_LAGUNAS = {"laguna": "Lagunas", "remision": "Remisiones", "solapamiento": "Solapamientos"}


def _termino(campo: str, codigo: str) -> dict:
    c = etiquetas.glosario().get(campo)
    t = c.valores.get(codigo) if c is not None else None
    return {
        "titulo": _TITULOS_LAGUNAS.get(codigo, codigo),
        "definicion": definicion(t) if t is not None else None,
    }


# --- Glossary -------------------------------------------------------------------------------------------------


def glosario_md(p: Proyecto) -> str:
    campos = [
        {
            "ruta": ruta,
            "ancla": etiquetas.ancla_glosario(ruta),
            "titulo": c.titulo,
            "descripcion": c.descripcion,
            "valores": [
                {
                    "codigo": t.codigo,
                    "ancla": etiquetas.ancla_glosario(t.codigo) if t.codigo in etiquetas.codigos() else None,
                    "etiqueta": t.etiqueta,
                    "definicion": definicion(t),
                    "clausula": getattr(t, "clausula", None),
                    "regla_externa": getattr(t, "regla_externa", None),
                }
                for t in c.valores.values()
            ],
        }
        for ruta, c in etiquetas.glosario().items()
    ]
    # A code used by several fields gets its anchor once (the first field that has it).
    vistos: set[str] = set()
    for c in campos:
        for v in c["valores"]:
            if v["ancla"] in vistos:
                v["ancla"] = None
            elif v["ancla"]:
                vistos.add(v["ancla"])
    return plantilla.pagina("glosario", yo="glosario.md", campos=campos)


# --- Steps, formulas, charts -------------------------------------------------------------------------------------


def pasos_md(p: Proyecto) -> str:
    lista = fuentes.leer_pasos(p.raiz)
    sin_definir = fuentes.contar_usos(lista, p.features)
    tipos = [
        {
            "tipo": tipo,
            "pasos": [
                {
                    "frase": x.frase,
                    "usos": x.usos,
                    "modulo": x.modulo,
                    "funcion": x.funcion,
                    "ejemplo": re.sub(r"\s+·\s+", "\n", x.ejemplo) if x.ejemplo else None,
                }
                for x in lista
                if x.tipo == tipo
            ],
        }
        for tipo in ("Dado", "Cuando", "Entonces")
    ]
    return plantilla.pagina("pasos", yo="pasos.md", tipos=tipos, sin_definir=sin_definir)


def formulas_md(p: Proyecto) -> str:
    def expresion(expr) -> dict:
        return {"mathml": mathml(expr), "latex": como_latex(expr)}

    formulas = [
        {"nombre": f.nombre, "id": f.id, "clausulas": f.clausulas, "expresion": expresion(f.expresion)}
        for f in simbolico.formulas()
    ]
    ids = []
    for id_, enunciado, clas, expresiones, estado in identidades.listado():
        ids.append(
            {
                "id": id_,
                "ancla": "i-" + re.sub(r"[^A-Za-z0-9.-]", "-", id_),
                "enunciado": enunciado,
                "clausulas": clas,
                "estado": estado,
                "color": "superado" if estado == "demostrada" else "fallido",
                "detalle": identidades.demostrar(id_).detalle,
                "expresiones": [{"nombre": n, **expresion(e)} for n, e in expresiones.items()],
            }
        )
    return plantilla.pagina("formulas", yo="formulas.md", formulas=formulas, identidades=ids, clausulas=clausulas())


def graficos_md(p: Proyecto, svgs: dict[str, str]) -> str:
    casos = pensionado.casos()
    s57, r57 = casos["57"]
    edad, servicio = r57["edad_al_retiro"], int(s57["servicio_acreditable"])
    _, _, ingreso, _ = next(m for m in graficos.MAPAS if m[0] == "anterior-general")
    zona, reduce = graficos.celda(ingreso, "ninguno", edad, servicio)
    return plantilla.pagina(
        "graficos",
        yo="graficos.md",
        svgs=svgs,
        mapas=[{"clave": c, "titulo": t} for c, t, _, _ in graficos.MAPAS],
        ejemplo={
            "edad": edad,
            "servicio": servicio,
            "zona": ", ".join(etiqueta(x) for x in zona.split(", ")) if zona != "no elegible" else zona,
            "reduce": reduce,
        },
        resumen={i: clausulas()[i]["resumen"] for i in ("18.6.a", "18.6.b", "10.2", "10.5")},
        coordinacion={
            "servicio": graficos.SERVICIO_COORDINACION,
            "seguro_social": graficos.SEGURO_SOCIAL_MENSUAL,
            "edad_retiro": pensionado.edad(graficos.NACIMIENTO_COORDINACION, graficos.RETIRO_COORDINACION),
            "edad": pensionado.edad(graficos.NACIMIENTO_COORDINACION, graficos.FECHA_COORDINACION),
        },
        ext01=reglas_externas()["EXT-01"] | {"estado": estado_registro(reglas_externas()["EXT-01"])},
    )


def pagina_pendiente(titulo: str, archivo: str) -> str:
    return plantilla.pagina("pendiente", titulo=titulo, archivo=archivo)


# --- All pages ----------------------------------------------------------------------------------------------------


def generar(raiz: Path, p: Proyecto | None = None) -> tuple[dict[str, str], dict[str, str]]:
    """(páginas Markdown, gráficos SVG), por ruta dentro de docs/ (`p`: el proyecto ya leído, si lo está)."""
    p = p or Proyecto(raiz)
    svgs = graficos.todos()
    paginas = {pagina_clausula(i): pagina_de_clausula(p, i) for i in clausulas()}
    paginas["clausulas/index.md"] = indice_de_clausulas(p)
    paginas["trazabilidad.md"] = trazabilidad(p)
    paginas["interpretaciones.md"] = interpretaciones_md(p)
    paginas["reglas_externas.md"] = reglas_externas_md(p)
    paginas["correcciones_ocr.md"] = correcciones_md(p)
    paginas["lagunas.md"] = lagunas_md(p)
    paginas["glosario.md"] = glosario_md(p)
    paginas["conformidad_resultados.md"] = matriz.pagina(raiz)
    paginas["mutacion.md"] = mutacion.pagina(raiz)
    paginas["rendimiento.md"] = rendimiento.pagina(raiz)
    paginas["revision/index.md"] = revision.indice(p, ARTICULOS)
    for art, titulo in ARTICULOS.items():
        paginas[f"revision/articulo-{art}.md"] = revision.pagina_articulo(p, art, titulo)
    paginas["pasos.md"] = pasos_md(p)
    paginas["formulas.md"] = formulas_md(p)
    paginas["graficos.md"] = graficos_md(p, svgs)
    paginas["pensionado.md"] = pensionado.pagina(lambda destino: enlace("pensionado.md", destino))
    return paginas, {f"graficos/{k}": v for k, v in svgs.items()}


def nav_clausulas() -> list[dict]:
    """Las entradas de navegación de las cláusulas, por artículo (el resumen cortado entre palabras)."""
    salida = []
    for art, titulo in ARTICULOS.items():
        entradas = [
            {f"{etiqueta(i)} — {recortar(c['resumen'], 56)}": pagina_clausula(i)}
            for i, c in clausulas().items()
            if c["articulo"] == art
        ]
        salida.append({titulo: entradas})
    return salida
