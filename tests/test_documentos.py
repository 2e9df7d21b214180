"""Las frases del README y de docs/ que repiten un hecho del registro están al día con el registro."""

from __future__ import annotations

from pathlib import Path

import pytest

from retiro import documentos
from retiro.registro import interpretaciones

RAIZ = Path(__file__).resolve().parents[1]
DOCUMENTOS = [RAIZ / "README.md", *sorted((RAIZ / "docs").glob("*.md"))]


@pytest.mark.parametrize("ruta", DOCUMENTOS, ids=lambda p: p.name)
def test_las_frases_marcadas_estan_al_dia(ruta):
    texto = ruta.read_text(encoding="utf-8")
    assert documentos.actualizar(texto) == texto, (
        f"{ruta.name} repite el registro con otras palabras: ejecute python -m retiro.documentos {ruta.name}"
    )


def test_el_readme_dice_el_29_de_febrero_y_el_periodo_desde_el_registro():
    texto = (RAIZ / "README.md").read_text(encoding="utf-8")
    assert "<!-- lectura INT-05 -->" in texto and "<!-- vigencia -->" in texto
    assert "1 de marzo" not in texto.split("<!-- lectura INT-05 -->")[0].split("La edad se cumple")[-1]


def test_un_cambio_de_lectura_por_defecto_deja_la_frase_desactualizada(monkeypatch):
    """Ataque: si el registro cambia la lectura por defecto de INT-05, el README ya no está al día."""
    texto = (RAIZ / "README.md").read_text(encoding="utf-8")
    registro = dict(interpretaciones())
    registro["INT-05"] = {**registro["INT-05"], "por_defecto": "1_marzo"}
    monkeypatch.setattr(documentos, "interpretaciones", lambda: registro)
    assert documentos.actualizar(texto) != texto
