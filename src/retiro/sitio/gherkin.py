"""Resaltado de Gherkin en español para el sitio.

El analizador Gherkin de Pygments conoce «Característica», «Escenario», «Dado»… pero no «Regla»
(ni «Rule»). Este analizador, pequeño, conoce todas las palabras clave que usan los .feature del
proyecto; ``formatear`` es el formateador de la valla ```` ```gherkin ```` (pymdownx.superfences).
"""

from __future__ import annotations

from typing import ClassVar

from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import RegexLexer, bygroups
from pygments.token import Comment, Keyword, Name, Punctuation, String, Text, Whitespace

ENCABEZADOS = ("Característica", "Antecedentes", "Esquema del escenario", "Escenario", "Ejemplos", "Regla")
PASOS = ("Dado", "Dada", "Dados", "Dadas", "Cuando", "Entonces", "Y", "E", "Pero")


class GherkinEsLexer(RegexLexer):
    """Gherkin con palabras clave en español (``# language: es``)."""

    name = "Gherkin (español)"
    aliases: ClassVar[list[str]] = ["gherkin-es"]

    tokens: ClassVar[dict] = {
        "root": [
            (r"^(\s*)(#.*)$", bygroups(Whitespace, Comment)),
            (r"^(\s*)(@.*)$", bygroups(Whitespace, Name.Tag)),
            (
                r"^(\s*)(" + "|".join(ENCABEZADOS) + r")(:)(.*)$",
                bygroups(Whitespace, Keyword, Punctuation, Name.Function),
            ),
            (r"^(\s*)(" + "|".join(PASOS) + r")(\s)", bygroups(Whitespace, Keyword, Whitespace), "paso"),
            (r"^(\s*)(\|)", bygroups(Whitespace, Punctuation), "tabla"),
            (r'^(\s*)("""|```)', bygroups(Whitespace, String), "cadena"),
            (r"[^\n]+", Text),
            (r"\n", Whitespace),
        ],
        "paso": [
            (r'"[^"\n]*"', String),
            (r"<[^>\n]+>", Name.Variable),
            (r'[^"<\n]+', Text),
            (r"[\"<]", Text),
            (r"\n", Whitespace, "#pop"),
        ],
        "tabla": [
            (r"\|", Punctuation),
            (r"<[^>\n|]+>", Name.Variable),
            (r"[^|<\n]+", String),
            (r"<", String),
            (r"\n", Whitespace, "#pop"),
        ],
        "cadena": [
            (r'^(\s*)("""|```)', bygroups(Whitespace, String), "#pop"),
            (r"[^\n]+", String),
            (r"\n", Whitespace),
        ],
    }


def resaltar(codigo: str) -> str:
    """HTML con las clases de Pygments que usa el tema (``.highlight``)."""
    cuerpo = highlight(codigo, GherkinEsLexer(), HtmlFormatter(nowrap=True))
    return f'<div class="language-gherkin highlight"><pre><span></span><code>{cuerpo}</code></pre></div>'


def formatear(source, language, css_class, options, md, **kwargs):
    """Formateador de la valla personalizada ``gherkin`` de pymdownx.superfences."""
    return resaltar(source)
