"""Las preguntas que lee un abogado llevan tilde: «¿Quién…?», «¿Cuándo…?», «¿Cómo…?» (issue 15: «¿Quien»).

Se revisan los textos que escribe el proyecto (el registro, los .feature, la documentación, los mensajes del código);
no los textos de la ley, que se transcriben como los publicó el Sistema (``src/retiro/textos``).
"""

from __future__ import annotations

import re
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
SIN_TILDE = re.compile(r"¿(Quien|Quienes|Cuando|Como|Que|Cual|Cuales|Donde|Cuanto|Cuanta|Cuantos|Cuantas)\b")
DONDE = ("src/retiro/datos", "features", "docs", "src/retiro", "README.md", "CONTRIBUTING.md", "CHANGELOG.md")
EXTENSIONES = {".yaml", ".feature", ".md", ".py", ".j2"}


def _archivos():
    for d in DONDE:
        p = RAIZ / d
        if p.is_file():
            yield p
        elif p.is_dir():
            yield from (x for x in p.rglob("*") if x.suffix in EXTENSIONES and "textos" not in x.parts)


def test_las_preguntas_llevan_tilde():
    malas = sorted(
        {
            f"{a.relative_to(RAIZ)}:{n}: {m.group()}"
            for a in _archivos()
            for n, linea in enumerate(a.read_text(encoding="utf-8").splitlines(), 1)
            for m in SIN_TILDE.finditer(linea)
        }
    )
    assert not malas, "preguntas sin tilde:\n" + "\n".join(malas)


def test_la_prueba_encuentra_una_pregunta_sin_tilde():
    assert SIN_TILDE.search("¿Quien ingresó el 1 de abril de 1990?")
    assert not SIN_TILDE.search("¿Quién ingresó el 1 de abril de 1990?")
