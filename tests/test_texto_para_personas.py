"""Lo que se escribe para personas no muestra códigos crudos (issue 26): ni nombres de campos del protocolo
(«dia_retiro», «porcentaje_merito»), ni códigos de estado del glosario («requiere_factor_de_la_junta»,
«por_verificar»), ni True/False/None de Python, ni referencias al gestor de incidencias del proyecto («issue 11»).

Se revisa la salida de las órdenes para personas (la explicación de `retiro calcular` con cada ejemplo,
`lecturas`, `lagunas`, `reglas-externas` y el resumen de `retiro lote`) y los documentos que lee quien usa el
proyecto (README y docs/). Las páginas del sitio ya generadas las revisa
tests/test_sitio.py::test_ninguna_pagina_muestra_codigos_crudos_ni_textos_en_ingles con las mismas reglas.
Los nombres de las lecturas del registro («final_al_centavo») sí se muestran: son lo que se escribe en
``--lectura INT-07=final_al_centavo``.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from retiro.cli import main
from retiro.ley.registro import interpretaciones

RAIZ = Path(__file__).resolve().parent.parent
ISSUE = re.compile(r"(?i)\bissues?\b")
PYTHON = re.compile(r"\b(True|False|None)\b")


@cache
def _prohibidos() -> re.Pattern:
    """Field names of the protocol, the gap sweep's dimensions and the glossary's status codes written as
    identifiers (with «_»)."""
    from retiro.sitio import etiquetas
    from retiro.verificacion.lagunas import DIMENSIONES

    nombres = set(etiquetas.codigos()) | set(DIMENSIONES)
    for esquema in ("solicitud", "resultado"):
        documento = json.loads((RAIZ / "src" / "retiro" / "esquemas" / f"{esquema}.schema.json").read_text("utf-8"))

        def recorrer(x):
            if isinstance(x, dict):
                nombres.update(x.get("properties", {}))
                for v in x.values():
                    recorrer(v)
            elif isinstance(x, list):
                for v in x:
                    recorrer(v)

        recorrer(documento)
    lecturas = {x["id"] for e in interpretaciones().values() for x in e["lecturas"]}
    nombres = {n for n in nombres if "_" in n} - lecturas
    return re.compile(
        r"(?<![\w.«/-])(" + "|".join(sorted(map(re.escape, nombres), key=len, reverse=True)) + r")(?![\w])"
    )


def problemas(texto: str) -> list[str]:
    return [
        f"«{m.group(0)}» en …{texto[max(0, m.start() - 50) : m.end() + 30]!r}…"
        for patron in (ISSUE, PYTHON, _prohibidos())
        for m in patron.finditer(texto)
    ]


def _salida(capsys, *argv: str) -> str:
    capsys.readouterr()
    main(list(argv))
    return capsys.readouterr().out


EJEMPLOS = sorted(p.name for p in (RAIZ / "ejemplos").glob("*.json") if not p.name.startswith("tabla"))


@pytest.mark.parametrize("ejemplo", EJEMPLOS)
def test_la_explicacion_de_cada_ejemplo(capsys, ejemplo):
    texto = _salida(capsys, "calcular", "--solicitud", str(RAIZ / "ejemplos" / ejemplo))
    assert texto.strip() and not problemas(texto), "\n".join(problemas(texto)[:20])


@pytest.mark.parametrize("orden", ["lecturas", "lagunas", "reglas-externas"])
def test_las_ordenes_de_los_registros(capsys, monkeypatch, orden):
    if orden == "lagunas":
        # The sweep's findings are the registered ones (tests/test_lagunas.py runs the sweep and holds them equal):
        # here only their text for people is read, without running the sweep a second time (issue 24).
        from retiro.verificacion import lagunas

        campos = ("tipo", "tema", "llena", "hechos", "region")
        monkeypatch.setattr(lagunas, "hallazgos", lambda: [{k: h[k] for k in campos} for h in lagunas.conocidas()])
    texto = _salida(capsys, orden)
    assert orden != "lagunas" or ("LAG-01 " in texto and "hallazgo nuevo" not in texto), texto[:500]
    assert texto.strip() and not problemas(texto), "\n".join(problemas(texto)[:20])


def test_el_resumen_del_lote(capsys, tmp_path):
    entrada, salida = tmp_path / "miembros.csv", tmp_path / "resultado.csv"
    assert main(["lote", "--generar", "400", "--salida", str(entrada)]) == 0
    texto = _salida(capsys, "lote", str(entrada), "--salida", str(salida), "--sin-progreso")
    resumen = "\n".join(linea for linea in texto.splitlines() if not linea.startswith("Errores por campo"))
    assert "Pensión (18)" in resumen and not problemas(resumen), "\n".join(problemas(resumen)[:20])


@pytest.mark.parametrize("ruta", [RAIZ / "README.md", *sorted((RAIZ / "docs").glob("*.md"))], ids=lambda p: p.name)
def test_los_documentos_no_nombran_el_gestor_de_incidencias(ruta):
    texto = ruta.read_text(encoding="utf-8")
    assert not ISSUE.findall(texto), [m for m in problemas(texto) if "issue" in m.lower()][:10]


def test_la_prueba_atrapa_cada_clase_de_codigo():
    """Ataque: cada clase de código crudo, plantada en un texto, se encuentra."""
    for malo in (
        "estado: requiere_factor_de_la_junta",
        "(por_verificar; consultada",
        "dia_retiro: cumpleanos",
        "activo: True",
        "véase el issue 11",
        "debe aportarse como dato (porcentaje_merito)",
    ):
        assert problemas(malo), malo
    assert not problemas("la lectura «final_al_centavo» (por defecto) del por ciento de mérito")
