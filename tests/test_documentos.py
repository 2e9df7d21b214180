"""Las frases del README y de docs/ que repiten un hecho del registro están al día con el registro."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from retiro.ley.registro import interpretaciones
from retiro.revision import documentos

RAIZ = Path(__file__).resolve().parents[1]
DOCUMENTOS = [RAIZ / "README.md", *sorted((RAIZ / "docs").glob("*.md"))]


@pytest.mark.parametrize("ruta", DOCUMENTOS, ids=lambda p: p.name)
def test_las_frases_marcadas_estan_al_dia(ruta):
    texto = ruta.read_text(encoding="utf-8")
    assert documentos.actualizar(texto) == texto, (
        f"{ruta.name} repite el registro con otras palabras: ejecute python -m retiro.cli.documentos {ruta.name}"
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


def _frases_de_los_pasos_entonces() -> dict[str, str]:
    """{función: la frase con que empieza su paso «Entonces»}, de la primera línea del docstring de cada paso."""
    import ast
    import re

    frases = {}
    for ruta in sorted((RAIZ / "steps").glob("pasos_*.py")):
        for nodo in ast.walk(ast.parse(ruta.read_text(encoding="utf-8"))):
            if isinstance(nodo, ast.FunctionDef) and any(
                isinstance(d, ast.Call) and getattr(d.func, "id", "") == "then" for d in nodo.decorator_list
            ):
                primera = (ast.get_docstring(nodo) or "").splitlines()[0].split("·")[0]
                frase = re.sub(r"^(Entonces|Y)\s+", "", primera)
                frases[f"{ruta.name}:{nodo.name}"] = re.split(r'"|   \(|…', frase)[0].strip()
    return frases


def test_la_tabla_de_lo_que_comprueba_cada_paso_tiene_cada_paso_entonces():
    """docs/conformidad.md dice exactamente lo que el kit comprueba: un paso nuevo no llega sin su fila."""
    texto = (RAIZ / "docs" / "conformidad.md").read_text(encoding="utf-8")
    tabla = texto.split("## Qué comprueba cada paso")[1].split("### Modos de comparación")[0]
    frases = _frases_de_los_pasos_entonces()
    assert len(frases) > 40
    assert {f: x for f, x in frases.items() if not x or x not in tabla} == {}


def test_la_tabla_de_modos_de_comparacion_es_la_del_comparador():
    """docs/conformidad.md, «Modos de comparación»: una fila por modo, con el texto de `expectativas.MODOS`."""
    from retiro.conformidad.expectativas import MODOS

    texto = (RAIZ / "docs" / "conformidad.md").read_text(encoding="utf-8")
    tabla = texto.split("### Modos de comparación")[1].split("\n\n")[1]
    filas = dict(re.findall(r"^\| `(\w+)` \| (.*) \|$", tabla, re.MULTILINE))
    assert filas == MODOS


@pytest.mark.parametrize("ruta", [*DOCUMENTOS, RAIZ / "CONTRIBUTING.md"], ids=lambda p: p.name)
def test_ningun_rango_del_registro_se_escribe_a_mano(ruta):
    """«INT-01 … INT-30» envejeció cuando el registro llegó a INT-45: un rango se genera (<!-- registro -->)."""
    texto = ruta.read_text(encoding="utf-8")
    assert not documentos.rangos_a_mano(texto), (
        f"{ruta.name}: {documentos.rangos_a_mano(texto)}: márquelo con <!-- registro -->…<!-- /registro --> y ejecute "
        f"python -m retiro.cli.documentos {ruta.name}"
    )


def test_el_rango_del_protocolo_llega_a_la_ultima_entrada(monkeypatch):
    texto = (RAIZ / "docs" / "protocolo.md").read_text(encoding="utf-8")
    ultima = max(interpretaciones(), key=lambda i: int(i.split("-")[1]))
    assert f"<!-- registro -->`INT-01` … `{ultima}`<!-- /registro -->" in texto
    assert documentos.rangos_a_mano("las entradas INT-01 … INT-30 del registro") == ["INT-01 … INT-30"]
    registro = {**interpretaciones(), "INT-99": {}}
    monkeypatch.setattr(documentos, "interpretaciones", lambda: registro)
    assert "`INT-99`" in documentos.actualizar(texto)
