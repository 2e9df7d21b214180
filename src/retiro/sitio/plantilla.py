"""Las plantillas Jinja2 del sitio (``sitio/plantillas/*.md.j2``) y los filtros con que escriben Markdown y HTML.

Los datos de cada página los prepara Python (``paginas.py``, ``pensionado.py``); la plantilla solo los dispone.
El escape es automático (todo valor se escapa para HTML, que Markdown también respeta); ``md`` además escapa lo
que Markdown interpretaría (``*``, ``_``, ``[``…) en el texto de una línea de Markdown.
"""

from __future__ import annotations

import html
import posixpath
import re
from functools import cache

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from retiro.ley.formato import cantidad
from retiro.sitio import etiquetas
from retiro.sitio.fuentes import etiqueta


def md(s: object) -> Markup:
    """Texto para una línea de Markdown (sin que * _ [ ] | < > # se interpreten)."""
    s = html.escape(str(s), quote=False)
    return Markup(re.sub(r"([\\`*_\[\]|#{}])", r"\\\1", s))


_ID_CLAUSULA = re.compile(r"(?<![\w./-])(1[08]\.\d)\.([a-e])\b")
_RST = re.compile(r"``([^`]+)``")


def texto(s: object) -> Markup:
    """Prosa de un registro o de un docstring para una línea de Markdown: escapada como ``md``, con cada cláusula
    escrita como id citada como en el texto (``18.5.a`` -> ``18.5(a)``) y el ````código```` de reStructuredText
    como código."""
    prosa = _ID_CLAUSULA.sub(r"\1(\2)", str(s))
    partes = _RST.split(prosa)
    return Markup("").join(md(p) if k % 2 == 0 else Markup("<code>%s</code>") % p for k, p in enumerate(partes))


def enlace(desde: str, hacia: str) -> str:
    """Enlace relativo de Markdown entre dos páginas de docs/ (``hacia`` puede llevar #ancla)."""
    ruta, _, ancla = hacia.partition("#")
    rel = posixpath.relpath(ruta, posixpath.dirname(desde) or ".")
    return rel + (f"#{ancla}" if ancla else "")


_CORTE = re.compile(r"([_/])(?=\w)|(\.)(?=[A-Za-z])")


def cortable(s: object) -> Markup:
    """Texto para HTML que puede partirse tras «_», «/» o «.» de un identificador (``campo_del_error``), no en otro
    sitio: un <wbr> en cada uno."""
    texto = str(Markup.escape(s))
    return Markup(_CORTE.sub(lambda m: (m.group(1) or m.group(2)) + "<wbr>", texto))


def fecha_hora(iso: str | None) -> str:
    """``2026-11-30T00:23:34+00:00`` -> ``30/11/2026 00:23``."""
    if not iso:
        return ""
    return f"{iso[8:10]}/{iso[5:7]}/{iso[0:4]} {iso[11:16]}".strip()


def valla(codigo: str, lenguaje: str) -> Markup:
    """Un bloque de código cercado (la valla es más larga que cualquier ``` del código)."""
    marca = "````" if "```" in codigo else "```"
    separador = " " if lenguaje.startswith("{") else ""
    return Markup(f"{marca}{separador}{lenguaje}\n{codigo}\n{marca}")


def sangrar(texto: str, n: int = 4) -> Markup:
    """Todas las líneas sangradas ``n`` espacios (el cuerpo de un bloque ``!!!`` o ``???``)."""
    texto = str(Markup.escape(texto))  # Markup stays as it is; plain text is escaped
    return Markup("\n".join((" " * n + linea) if linea.strip() else "" for linea in texto.split("\n")))


def plural(n: int, singular: str, plural_: str | None = None) -> str:
    """``1 escenario``, ``2 escenarios`` (las reglas del español, de ``retiro.ley.formato``)."""
    return cantidad(n, singular, plural_ or singular + "s")


@cache
def entorno() -> Environment:
    env = Environment(
        loader=PackageLoader("retiro.sitio", "plantillas"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters.update(
        texto=texto,
        md=md,
        cortable=cortable,
        fecha_hora=fecha_hora,
        sangrar=sangrar,
        clausula=etiqueta,
        valor=etiquetas.valor,
    )
    env.globals.update(enlace=enlace, valla=valla, plural=plural)
    return env


def pagina(nombre: str, **datos) -> str:
    """El Markdown de la plantilla ``plantillas/<nombre>.md.j2`` con esos datos."""
    return entorno().get_template(f"{nombre}.md.j2").render(**datos)
