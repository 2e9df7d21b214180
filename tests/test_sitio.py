"""El sitio de documentación: se construye y se publica por versión (mike) y se ve bien en un navegador sin pantalla.

La construcción usa los resultados de los escenarios ya ejecutados en esta misma sesión de pytest (los de
``steps/`` corren antes que ``tests/``); si no están los de 18.1, ejecuta antes ``steps/`` en un proceso aparte.
El sitio se publica como en la publicación real (``mike deploy``), pero en un repositorio git temporal: ni red ni
nada que se suba. La prueba del navegador usa el Chromium de Debian (``/usr/bin/chromium``) con Playwright para
Python, nunca un navegador descargado; sin ellos, se omite y lo dice.

Solo esta prueba en el navegador (unos 30 s):  python -m pytest -q tests/test_sitio.py
"""

from __future__ import annotations

import contextlib
import functools
import html
import html.parser
import http.server
import json
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import yaml

import ayuda_sitio
from retiro.sitio import registro_resultados

RAIZ = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")
ARGUMENTOS_CHROMIUM = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
FEATURE_18_1 = ayuda_sitio.FEATURE_18_1
ESCRITORIO, TELEFONO = (1280, 900), (390, 844)
ALIAS = ayuda_sitio.ALIAS

# Textos del tema y de las extensiones que, si aparecen, son interfaz en inglés.
INGLES = (
    "Permanent link",
    "Copy to clipboard",
    "Copied to clipboard",
    "Back to top",
    "Skip to content",
    "Table of contents",
    "Made with",
    "Initializing search",
    "Type to start searching",
    "No matching documents",
    "Last update",
    "Previous",
    "Next",
    "Search",
    "Share",
    "Clear",
    "Edit this page",
    "Go to repository",
    "Select version",
    "You're not viewing the latest version",
    "Click here to go to latest",
    "Redirecting",
)
#: Any of INGLES, as a whole word: one search per text, and the word by word search only where it finds one (the same
#: findings: where a word matches, the alternation matches too). The site has thousands of attributes (issue 24).
ALGUNO_EN_INGLES = re.compile(r"\b(?:" + "|".join(re.escape(x) for x in INGLES) + r")\b")
# Lo que nunca debe verse crudo donde va una etiqueta: «None», «True», «False» y las cláusulas como id (18.6.a).
# ... and no reference to the project's tracker («issue 11», «el issue»): a reader of the site has no tracker.
CRUDOS = re.compile(r"\b(None|True|False)\b|(?<![\w./-])1[08]\.\d\.[a-e]\b|(?i:\bissues?\b)")


# --- Piezas del generador (rápidas, sin construir el sitio) ---


def test_el_resaltado_gherkin_conoce_las_palabras_clave_en_espanol():
    from pygments.token import Keyword

    from retiro.sitio.gherkin import GherkinEsLexer

    texto = (
        "# language: es\nCaracterística: c\n  Antecedentes:\n    Dado a\n  Regla: r\n    Escenario: s\n"
        "      Cuando b\n      Entonces c\n      Y d\n      Pero e\n    Esquema del escenario: t\n      Ejemplos:\n"
    )
    claves = {v for t, v in GherkinEsLexer().get_tokens(texto) if t in Keyword}
    esperadas = {
        "Característica",
        "Antecedentes",
        "Dado",
        "Regla",
        "Escenario",
        "Cuando",
        "Entonces",
        "Y",
        "Pero",
        "Esquema del escenario",
        "Ejemplos",
    }
    assert esperadas <= claves, f"sin resaltar: {esperadas - claves}"


@pytest.mark.parametrize(
    "texto, ids",
    [
        ("18.6(a): 1½ % de la retribución promedio", ["18.6.a"]),
        ("18.1–18.3: «hubieran completado»", ["18.1", "18.2", "18.3"]),
        ("10.2(a)–(d): los cuatro productos", ["10.2.a", "10.2.b", "10.2.c", "10.2.d"]),
        ("18.6(b) y (c): 1½ %", ["18.6.b", "18.6.c"]),
        ("18.4: retiene el derecho si se dan (a) y (b) (INT-04)", ["18.4", "18.4.a", "18.4.b"]),
        ("Registro de cláusulas por id (``18.6.a``…)", []),
        ("Número de página («35») intercalado", []),
    ],
)
def test_las_citas_de_clausulas_en_los_docstrings(texto, ids):
    from retiro.sitio.fuentes import citas

    assert citas(texto) == ids


def test_cada_correccion_del_ocr_se_situa_en_las_clausulas_que_toca():
    from retiro.sitio.fuentes import clausulas_de_correcciones

    d = clausulas_de_correcciones()
    assert d["OCR-04"] == ["18.6.a"]  # «pero Jail menos»
    assert d["OCR-13"] == ["10.4"]  # «10.4 Tan pronto»: the number's dash, not every clause of the article


def test_una_fila_fallida_se_ve_en_su_escenario_con_su_motivo(tmp_path):
    """El estado de un esquema es el peor de sus filas; una fila sin resultado no cuenta como superada."""
    from retiro.sitio import escenarios, fuentes

    nombre = "La edad de 55 años se cumple el día del cumpleaños, no antes"
    [ejemplo] = [
        f.valores
        for c in fuentes.leer_features(RAIZ, fuentes.Resultados({"resultados": []}, tmp_path / "x.json"))
        if c.ruta == FEATURE_18_1
        for s in c.escenarios
        if s.nombre == nombre
        for f in s.filas[:1]
    ]
    ruta = tmp_path / "resultados.json"
    registro_resultados.guardar(
        ruta,
        [
            {
                "feature": FEATURE_18_1,
                "escenario": nombre,
                "linea": 0,
                "fila": 0,
                "ejemplo": ejemplo,
                "resultado": "fallido",
                "mensaje": "elegible=True; se esperaba no",
            }
        ],
    )
    resultados = fuentes.Resultados(registro_resultados.leer(ruta), ruta)
    [feature] = [c for c in fuentes.leer_features(RAIZ, resultados) if c.ruta == FEATURE_18_1]
    [escenario] = [s for s in feature.escenarios if s.nombre == nombre]
    assert [f.estado for f in escenario.filas] == ["fallido"] + ["sin resultado"] * (len(escenario.filas) - 1)
    assert escenario.estado == "fallido"
    html = escenarios.tabla_de_ejemplos(*escenario.ejemplos[0])
    assert "elegible=True; se esperaba no" in html and "fila-fallido" in html


def test_guardar_resultados_conserva_los_de_otros_escenarios(tmp_path):
    ruta = tmp_path / "r.json"
    base = {"feature": "f", "linea": 1, "ejemplo": None, "mensaje": None}
    registro_resultados.guardar(
        ruta,
        [
            {**base, "escenario": "a", "fila": None, "resultado": "superado"},
            {**base, "escenario": "b", "fila": None, "resultado": "superado"},
        ],
    )
    datos = registro_resultados.guardar(ruta, [{**base, "escenario": "b", "fila": None, "resultado": "fallido"}])
    assert {r["escenario"]: r["resultado"] for r in datos["resultados"]} == {"a": "superado", "b": "fallido"}
    assert datos["ultima_ejecucion"]["ejecutados"] == 1


def test_los_valores_se_muestran_con_su_etiqueta():
    """Un código del glosario se muestra con su etiqueta; una cláusula, como se cita; None/True/False, en palabras."""
    from retiro.sitio import etiquetas

    codigos = etiquetas.codigos()
    assert {"requiere_factor_de_la_junta", "no_se_coordina", "garantia_10_5"} <= codigos, (
        "el glosario (datos/glosario.yaml) no está o le faltan códigos"
    )
    for codigo in codigos:
        assert etiquetas.valor(codigo) != codigo, f"{codigo} se mostraría crudo"
    assert etiquetas.valor("18.6.a") == "18.6(a)" and etiquetas.valor("18.1, 18.5.b") == "18.1, 18.5(b)"
    assert [etiquetas.valor(x) for x in (None, True, False)] == ["—", "sí", "no"]
    assert etiquetas.valor("12000.00", "pension.anual") == "$12,000.00"


def test_el_menu_corta_los_resumenes_entre_palabras():
    from retiro.ley.registro import clausulas
    from retiro.sitio.paginas import nav_clausulas, recortar

    assert recortar("Las pensiones opcionales se reducen actuarialmente, salvo", 40) == (
        "Las pensiones opcionales se reducen…"
    )
    for articulo in nav_clausulas():
        for entrada in next(iter(articulo.values())):
            titulo = next(iter(entrada))
            if titulo.endswith("…"):
                palabras = {p.strip(",;:.()") for c in clausulas().values() for p in c["resumen"].split()}
                assert titulo[:-1].split()[-1].strip(",;:.()") in palabras, f"corte a mitad de palabra: {titulo}"


def test_una_identidad_larga_se_escribe_en_varias_lineas():
    """Ninguna fórmula ni identidad se escribe en una sola línea interminable (se desplazaría de lado)."""
    from retiro.sitio.matematicas import mathml
    from retiro.verificacion import identidades, simbolico

    expresiones = [f.expresion for f in simbolico.formulas()]
    expresiones += [e for *_, exprs, _ in identidades.listado() for e in exprs.values()]
    for e in expresiones:
        m = mathml(e)
        lineas = m.split("<mtr>") if "<mtr>" in m else [m]
        visibles = [html.unescape(re.sub(r"<[^>]+>", "", x)) for x in lineas]
        assert max(map(len, visibles)) <= 35, (
            f"una línea de {max(map(len, visibles))} caracteres: {max(visibles, key=len)}"
        )


# A figure of the law written by hand in a template: money, years, months, days, a percentage, «a los 65».
CIFRA_DE_LA_LEY = re.compile(r"\$\s?\d|\d[\d,.]*\s*(?:años|meses|días|%)|\d+½|½\s*%|\blos \d+\b")


def test_las_plantillas_no_escriben_reglas_a_mano():
    """Las páginas generadas solo dicen lo que sale de las fuentes: ninguna plantilla escribe una cifra de la ley
    (una edad, unos años de servicio, un por ciento, una cantidad); las cifras llegan como datos."""
    from retiro.sitio.plantilla import entorno

    plantillas = sorted((RAIZ / "src" / "retiro" / "sitio" / "plantillas").glob("*.j2"))
    assert len(plantillas) >= 15 and set(entorno().list_templates()) >= {p.name for p in plantillas}
    escritas = []
    for p in plantillas:
        literal = re.sub(r"\{\{.*?\}\}|\{%.*?%\}|\{#.*?#\}", " ", p.read_text(encoding="utf-8"), flags=re.S)
        escritas += [f"{p.name}: «{m.group(0)}»" for m in CIFRA_DE_LA_LEY.finditer(literal)]
    assert not escritas, "cifras de la ley escritas en las plantillas:\n" + "\n".join(escritas)


# --- La matriz de conformidad, la mutación y el expediente (sin construir el sitio) ---


def _informe(nombre: str, version: str, por_clausula: dict, veredicto: dict | None = None) -> dict:
    from retiro.conformidad import ejecutor

    cuentas = {r: sum(c.get(r, 0) for c in por_clausula.values()) for r in ("aprobado", "fallido", "no_soportado")}
    return {
        "formato": ejecutor.FORMATO_INFORME,
        "implementacion": {"nombre": nombre, "version": version},
        "veredicto": {**(veredicto or {}), "cuentas": cuentas},
        "por_clausula": por_clausula,
        "casos": [],
    }


def test_la_matriz_tiene_una_columna_por_implementacion_y_version(tmp_path):
    """Los datos son los del kit (retiro.conformidad.matriz) sobre los informes guardados; la página dibuja una
    columna por implementación y versión con su veredicto, una fila por cláusula (citada como en el texto) y enlaza
    cada informe."""
    from retiro.conformidad import matriz as kit
    from retiro.sitio import matriz

    carpeta = tmp_path / kit.CARPETA
    carpeta.mkdir(parents=True)
    otra = _informe(
        "Calculadora del Sistema",
        "3.2.1",
        {"18.1": {"aprobado": 1, "fallido": 1}, "10.5": {"no_soportado": 2}},
        {"nivel": "no_conforme", "etiqueta": "NO CONFORME", "texto": "NO CONFORME: 1 caso falla"},
    )
    ref = _informe("retiro (calculadora de referencia)", "0.1.0", {"18.1": {"aprobado": 3}, "18.6.a": {"aprobado": 2}})
    for informe in (otra, ref):
        (carpeta / kit.nombre_de_archivo(informe)).write_text(json.dumps(informe), encoding="utf-8")
    d = matriz.datos(tmp_path)
    assert [(c["implementacion"], c["version"], c["veredicto"]["etiqueta"]) for c in d["columnas"]] == [
        ("Calculadora del Sistema", "3.2.1", "NO CONFORME"),
        ("retiro (calculadora de referencia)", "0.1.0", None),
    ]
    filas = {f["clausula"]: f["celdas"] for f in d["filas"]}
    assert filas["18.1"] == [[("aprobado", 1), ("fallido", 1)], [("aprobado", 3)]]
    assert filas["10.5"] == [[("no_soportado", 2)], None] and filas["18.6.a"] == [None, [("aprobado", 2)]]
    md = matriz.pagina(tmp_path)
    assert "versión 3.2.1" in md and "NO CONFORME" in md and "sin veredicto en el informe" in md
    assert ">18.6(a)</a>" in md and f"resultados/{kit.nombre_de_archivo(otra)}" in md


def test_la_matriz_sin_informes_lo_dice(tmp_path):
    from retiro.sitio import matriz

    assert "Sin informes guardados" in matriz.pagina(tmp_path)


def test_la_mutacion_sin_resultado_confirmado_no_publica_cifras(tmp_path):
    """Sin medición confirmada, la página lo dice y no publica ninguna cifra; con ella, publica la del archivo (la
    puntuación de la especificación, los supervivientes y los equivalentes con su razón); una medición detenida por su
    límite se dice parcial."""
    from retiro.sitio import mutacion

    sin = mutacion.pagina(tmp_path)
    assert "Sin resultado confirmado" in sin and not re.search(r"\d+[,.]\d+ %", sin)
    (tmp_path / "mediciones").mkdir()
    medicion = {
        "formato": "retiro-mutacion",
        "version": 2,
        "fecha": "2026-12-01",
        "orden": "python scripts/mutacion.py",
        "modulos": ["articulo18"],
        "segundos": 600,
        "completa": True,
        "prosa": {"mutantes": 1, "medidos": 0, "atrapados": 0},
        "totales": {
            "mutantes": 4,
            "muerto_especificacion": 2,
            "vivo": 1,
            "equivalente": 1,
            "no_equivalentes": 3,
            "puntuacion_especificacion": 0.6667,
            "puntuacion_total": 0.6667,
        },
        "mutantes": [
            {"id": f"m{k}", "modulo": "articulo18", "linea": k, "original": ">=", "mutado": ">", "resultado": r}
            for k, r in enumerate(["muerto_especificacion", "muerto_especificacion", "vivo", "equivalente"])
        ]
        + [
            {
                "id": "p4",
                "modulo": "articulo18",
                "linea": 9,
                "original": "'a b'",
                "mutado": "''",
                "resultado": "prosa",
                "prosa": True,
            }
        ],
    }
    (tmp_path / mutacion.RESULTADOS).write_text(json.dumps(medicion), encoding="utf-8")
    (tmp_path / mutacion.EQUIVALENTES).write_text("- {id: m3, razon: nunca cambia el resultado}\n", "utf-8")
    con = mutacion.pagina(tmp_path)
    assert "66.67 %" in con and "Sin resultado" not in con and "parcial" not in con
    assert "<code>m2</code>" in con and "nunca cambia el resultado" in con
    assert "<code>p4</code>" not in con and "Cambios de prosa: 1; medidos 0" in con  # prose: counted apart
    assert "| <code>articulo18</code> | 4 | 0 | 2 | 1 | 1 | — | 66.67 % |" in con  # version 2: no black-box stage
    # the code measured is not the code of this copy: the page says so, and calls the measurement incomplete
    (tmp_path / "src" / "retiro" / "ley").mkdir(parents=True)
    (tmp_path / "src" / "retiro" / "ley" / "articulo18.py").write_text("x = 1\n", encoding="utf-8")
    medicion["fuentes_sha256"] = {"articulo18": "0" * 64}
    (tmp_path / mutacion.RESULTADOS).write_text(json.dumps(medicion), encoding="utf-8")
    cambiado = mutacion.pagina(tmp_path)
    assert "Medición incompleta" in cambiado and "<code>articulo18</code> cambió después de medirlo" in cambiado
    del medicion["fuentes_sha256"]
    medicion["completa"] = False
    (tmp_path / mutacion.RESULTADOS).write_text(json.dumps(medicion), encoding="utf-8")
    assert "Medición incompleta" in mutacion.pagina(tmp_path)
    (tmp_path / mutacion.RESULTADOS).write_text(json.dumps({"formato": "otro"}), encoding="utf-8")
    with pytest.raises(ValueError, match="formato"):
        mutacion.pagina(tmp_path)


def test_la_mutacion_publica_la_puntuacion_de_caja_negra_al_lado_de_la_entera_y_la_de_antes(tmp_path):
    """Formato 3: las dos puntuaciones lado a lado (la que ve el kit y la de la especificación entera) y la medición
    de antes, todas del archivo; un mutante que solo atrapan las propiedades es un superviviente de la caja negra."""
    from retiro.sitio import mutacion

    (tmp_path / "mediciones").mkdir()
    resultados = ["muerto_caja_negra", "muerto_caja_negra", "muerto_propiedades", "vivo", "equivalente"]
    medicion = {
        "formato": "retiro-mutacion",
        "version": 3,
        "fecha": "2026-12-02",
        "orden": "python scripts/mutacion.py",
        "seleccion_caja_negra": "not test_propiedades",
        "modulos": ["articulo18", "parametros.yaml"],
        "completa": True,
        "prosa": {"mutantes": 0, "medidos": 0, "atrapados": 0},
        "totales": {
            "mutantes": 5,
            "muerto_caja_negra": 2,
            "muerto_propiedades": 1,
            "vivo": 1,
            "equivalente": 1,
            "no_equivalentes": 4,
            "atrapados_caja_negra": 2,
            "atrapados_especificacion": 3,
            "puntuacion_caja_negra": 0.5,
            "puntuacion_especificacion": 0.75,
        },
        "antes": {
            "descripcion": "la medición de ayer",
            "archivo": "mediciones/mutacion.json",
            "revision": "abc1234567",
            "fecha": "2026-12-01",
            "mutantes": 10,
            "equivalentes": 3,
            "no_equivalentes": 7,
            "atrapados": 7,
            "puntuacion_especificacion": 1.0,
        },
        "mutantes": [
            {"id": f"m{k}", "modulo": "articulo18", "linea": k, "original": "<", "mutado": "<=", "resultado": r}
            for k, r in enumerate(resultados)
        ],
    }
    (tmp_path / mutacion.RESULTADOS).write_text(json.dumps(medicion), encoding="utf-8")
    pagina = mutacion.pagina(tmp_path)
    caja, entera, antes = (mutacion._por_ciento(x) for x in (0.5, 0.75, 1.0))
    assert f"**{caja}** (2 de 4)" in pagina and f"**{entera}** (3 de 4)" in pagina
    assert f"{antes} (7 de 7; 3 equivalentes)" in pagina and "abc1234567" in pagina
    assert "<code>m2</code>" in pagina and "<code>m3</code>" in pagina  # survivors of the black box
    assert "<code>m0</code>" not in pagina
    assert f"| <code>articulo18</code> | 5 | 2 | 3 | 1 | 1 | {caja} | {entera} |" in pagina


def test_el_expediente_de_revision_tiene_un_dossier_por_clausula_con_sus_registros(monkeypatch):
    from retiro.ley.registro import clausulas
    from retiro.sitio import paginas, revision

    p = paginas.Proyecto(RAIZ)
    e = revision.expediente(p, "18.2")
    assert [x["x"]["id"] for x in e["lecturas"]][:1] == ["INT-01"] and e["lecturas"][0]["divergencias"]["casos"]
    # A review record (datos/revisiones.yaml, `retiro revision registrar`) shows in the dossier, newest last.
    from retiro import revision as registro_de_revisiones

    bloques = [
        {
            "id": "INT-01",
            "estado": "por_verificar",
            "revisor": "Lcdo. Ortiz",
            "fecha": "2026-12-01",
            "comentario": "ver Código Civil",
        },
        {
            "id": "INT-01",
            "estado": "aprobada",
            "revisor": "Lcda. Rivera",
            "fecha": "2026-11-30",
            "decision": "aprobada",
        },
    ]
    actual = registro_de_revisiones.historia()
    monkeypatch.setattr(registro_de_revisiones, "historia", lambda ruta=None: {**actual, "INT-01": bloques})
    [el] = [x for x in revision.expediente(p, "18.2")["elementos"] if x["id"] == "INT-01"]
    assert [r["revisor"] for r in el["registros"]] == ["Lcdo. Ortiz", "Lcda. Rivera"] and el["estado"] == "aprobada"
    pagina = revision.pagina_articulo(p, "18", paginas.ARTICULOS["18"])
    assert pagina.count('<div class="expediente"') == sum(c["articulo"] == "18" for c in clausulas().values())
    assert "Lcda. Rivera" in pagina and pagina.count('<table class="firmas">') == pagina.count(
        '<div class="expediente"'
    )


# --- El sitio publicado ---
# SITIO_LARGO: the site is built (mike deploy, mkdocs in strict mode: the costliest module of the default
# suite) and checked in the long profile, with the browser tests that need the same build: `.ci/run` builds it once
# instead of once per profile. The pieces it is made of (pages, templates, the review dossier, the matrix, the
# measurements) are checked above in the default suite.


def _resultados(request, carpeta: Path) -> Path:
    """Los resultados de esta sesión si ya corrieron los escenarios de 18.1; si no, los de una ejecución de steps/."""
    ruta = carpeta / "resultados.json"
    if not ayuda_sitio.resultados_de_la_sesion(request.config, ruta):
        proceso = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-n", "0", "steps"],
            cwd=RAIZ,
            env=ayuda_sitio.entorno_sitio(ruta),
            capture_output=True,
            text=True,
            timeout=ayuda_sitio.PLAZO_DE_CUELGUE,
        )
        assert ruta.exists(), (
            f"los escenarios del Artículo 18 no dejaron resultados:\n{proceso.stdout[-3000:]}{proceso.stderr[-3000:]}"
        )
    return ruta


@pytest.fixture(scope="module")
def publicado(request, tmp_path_factory) -> tuple[Path, str]:
    """El sitio publicado como lo publica el flujo de trabajo (ayuda_sitio.publicar)."""
    carpeta = tmp_path_factory.mktemp("sitio")
    return ayuda_sitio.publicar(_resultados(request, carpeta), carpeta)


@pytest.fixture(scope="module")
def sitio(publicado) -> Path:
    raiz, version = publicado
    return raiz / version


@pytest.mark.larga  # the published site (SITIO_LARGO)
def test_el_sitio_se_publica_por_version_con_su_alias(publicado):
    raiz, version = publicado
    versiones = json.loads((raiz / "versions.json").read_text(encoding="utf-8"))
    assert [(v["version"], v["aliases"]) for v in versiones] == [(version, [ALIAS])]
    assert f"url={ALIAS}/" in (raiz / "index.html").read_text(encoding="utf-8").replace('"', ""), (
        "la raíz no lleva a la última versión"
    )
    assert (raiz / ALIAS / "clausulas" / "18.1" / "index.html").is_file()


@pytest.mark.larga  # the published site (SITIO_LARGO)
def test_el_id_de_cada_esquema_es_su_direccion_en_el_sitio_publicado(publicado):
    """Issue 26: the schemas' $id named an unresolvable host. Each $id is now the address of the file in the
    published site (retiro.version.SITIO, then the version folder of mike), byte for byte the package's file."""
    from retiro.version import SITIO

    raiz, _version = publicado
    carpeta = RAIZ / "src" / "retiro" / "esquemas"
    esquemas = sorted(carpeta.glob("*.schema.json"))
    assert len(esquemas) == 4
    for archivo in esquemas:
        identificador = json.loads(archivo.read_text(encoding="utf-8"))["$id"]
        assert identificador.startswith(SITIO), identificador
        publicado_alli = raiz / identificador.removeprefix(SITIO)
        assert publicado_alli.read_bytes() == archivo.read_bytes(), identificador
    assert (raiz / _version / "esquemas" / "openapi.json").read_bytes() == (carpeta / "openapi.json").read_bytes()


@pytest.mark.larga  # the published site (SITIO_LARGO)
def test_el_sitio_se_construye_con_una_pagina_por_clausula(sitio):
    from retiro.ley.registro import clausulas

    for i in clausulas():
        pagina = sitio / "clausulas" / i / "index.html"
        assert pagina.is_file(), f"falta la página de la cláusula {i}"
    html = (sitio / "clausulas" / "18.1" / "index.html").read_text(encoding="utf-8")
    assert "cincuenticinco (55) años" in html
    assert "estado-superado" in html or "estado-fallido" in html, (
        "la página de 18.1 no muestra resultados de la última ejecución"
    )
    assert "<svg" in (sitio / "graficos" / "index.html").read_text(encoding="utf-8")
    for pagina in ("glosario", "revision", "revision/articulo-18", "conformidad_resultados", "mutacion", "publicar"):
        assert (sitio / pagina / "index.html").is_file(), f"falta la página {pagina}"


@pytest.mark.larga  # the published site (SITIO_LARGO)
def test_la_guia_del_pensionado_usa_cifras_de_la_calculadora(sitio):
    """Cada cifra del ejemplo de la guía sale de la calculadora al construir el sitio (nada escrito a mano)."""
    from decimal import Decimal

    from retiro.ley.formato import pesos as texto
    from retiro.sitio import pensionado

    html = (sitio / "pensionado" / "index.html").read_text(encoding="utf-8")
    casos = pensionado.casos()
    _, r57 = casos["57"]
    _, r58 = casos["58"]
    for cifra in (
        r57["pension"]["anual_antes_de_reduccion"],
        r57["pension"]["anual"],
        r58["pension"]["anual"],
        r57["coordinacion"]["pension_coordinada_anual"],
        r57["coordinacion"]["piso_10_5_anual"],
        r57["coordinacion"]["total_con_seguro_social_anual"],
    ):
        assert texto(Decimal(cifra)) in html, f"la guía no muestra {cifra}, que da la calculadora"
    assert r57["elegibilidad"]["elegible"] and r57["reduccion_actuarial"]["aplica"] is True
    for palabra in ("Reducción actuarial", "Coordinación con el Seguro Social", "Por verificar"):
        assert palabra in html
    inicio = (sitio / "index.html").read_text(encoding="utf-8")
    for destino in ("pensionado/", "clausulas/18.6.a/", "clausulas/10.5/", "protocolo/", "conformidad_resultados/"):
        assert f'href="{destino}"' in inicio, f"la portada no lleva a {destino}"


@pytest.mark.larga  # the published site (SITIO_LARGO)
def test_el_sitio_no_carga_nada_de_internet(sitio):
    """Ni fuentes ni scripts ni estilos de otro sitio: el sitio funciona sin conexión."""
    externos = set()
    for pagina in sitio.rglob("*.html"):
        texto = pagina.read_text(encoding="utf-8")
        externos |= set(re.findall(r'<(?:script|link|img)[^>]+(?:src|href)="(https?://[^"]+)"', texto))
    assert not externos, f"recursos de internet: {sorted(externos)[:5]}"


class _Visible(html.parser.HTMLParser):
    """El texto que lee una persona (sin código, scripts ni estilos) y los atributos que se leen o se oyen."""

    OCULTOS = frozenset({"script", "style", "pre", "code", "kbd", "head", "math", "svg"})
    ATRIBUTOS = ("title", "aria-label", "placeholder", "alt")
    VACIOS = frozenset({"br", "img", "input", "meta", "link", "hr", "wbr", "source", "col", "area", "base", "embed"})

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pila: list[tuple[str, bool]] = []  # (tag, hides its text)
        self.texto: list[str] = []
        self.atributos: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.atributos += [v for k, v in attrs if k in self.ATRIBUTOS and v]
        if tag not in self.VACIOS:
            # A literal value of a .feature («"valor desconocido; se admite: opcional"») is data, like code.
            literal = tag == "span" and "valor" in (dict(attrs).get("class") or "").split()
            self.pila.append((tag, tag in self.OCULTOS or literal))

    def handle_endtag(self, tag):
        if any(t == tag for t, _ in self.pila):
            while self.pila.pop()[0] != tag:
                pass

    def handle_data(self, data):
        if not any(oculto for _, oculto in self.pila):
            self.texto.append(data)


@pytest.mark.larga  # the published site (SITIO_LARGO)
def test_ninguna_pagina_muestra_codigos_crudos_ni_textos_en_ingles(sitio):
    """En todas las páginas, el texto que se lee (fuera de los bloques de código) no lleva un código del glosario,
    una cláusula escrita como id (18.6.a), None/True/False, ni un texto de la interfaz en inglés."""
    from retiro.sitio import etiquetas

    codigos = re.compile(r"(?<![\w.])(" + "|".join(sorted(map(re.escape, etiquetas.codigos()))) + r")(?![\w])")
    problemas = []
    paginas = sorted(sitio.rglob("*.html"))
    assert len(paginas) > 40
    for pagina in paginas:
        p = _Visible()
        p.feed(pagina.read_text(encoding="utf-8"))
        texto = " ".join(p.texto)
        nombre = pagina.relative_to(sitio).as_posix()
        problemas += [f"{nombre}: código «{m.group(0)}»" for m in codigos.finditer(texto)]
        problemas += [f"{nombre}: «{m.group(0)}»" for m in CRUDOS.finditer(texto)]
        for cadena in (texto, *p.atributos):
            if ALGUNO_EN_INGLES.search(cadena):
                problemas += [f"{nombre}: «{x}» (inglés)" for x in INGLES if re.search(rf"\b{re.escape(x)}\b", cadena)]
    assert not problemas, f"{len(problemas)} problemas:\n" + "\n".join(sorted(set(problemas))[:40])


def test_el_flujo_de_publicacion_publica_cada_version_con_mike():
    """El flujo de trabajo ejecuta la especificación contra la referencia, publica con mike la versión del paquete
    en una etiqueta y «desarrollo» en main; solo él usa --push. La página «Publicar el sitio» lo incluye tal cual."""
    flujo = yaml.safe_load((RAIZ / ".github" / "workflows" / "sitio.yml").read_text(encoding="utf-8"))
    disparadores = flujo[True] if True in flujo else flujo["on"]  # YAML 1.1 reads «on» as True
    assert disparadores["push"]["tags"] == ["v*"] and disparadores["push"]["branches"] == ["main"]
    pasos = flujo["jobs"]["publicar"]["steps"]
    ordenes = [p.get("run", "") for p in pasos]
    especificacion = next(i for i, o in enumerate(ordenes) if o.strip() == "python -m pytest")  # the whole suite
    publicar = [i for i, o in enumerate(ordenes) if "mike deploy" in o]
    assert publicar and all(especificacion < i for i in publicar), (
        "el sitio se publicaría sin los estados de la referencia"
    )
    sitio = next(i for i, o in enumerate(ordenes) if o.strip() == "python -m pytest -m larga tests/test_sitio.py")
    assert all(sitio < i for i in publicar), "el sitio se publicaría sin comprobar el sitio construido (SITIO_LARGO)"
    assert any("--update-aliases" in o and ALIAS in o and "retiro.version import VERSION" in o for o in ordenes)
    assert any("mike set-default --push " + ALIAS in o for o in ordenes)
    assert pasos[0]["with"]["fetch-depth"] == 0
    assert flujo["permissions"] == {"contents": "write"}
    doc = (RAIZ / "docs" / "publicar.md").read_text(encoding="utf-8")
    assert "<!-- sitio: archivo .github/workflows/sitio.yml -->" in doc


# --- En el navegador ---


@pytest.fixture(scope="module")
def servidor(publicado):
    raiz, version = publicado
    manejador = functools.partial(_Silencioso, directory=str(raiz))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), manejador)
    hilo = threading.Thread(target=srv.serve_forever, daemon=True)
    hilo.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}", version
    srv.shutdown()
    srv.server_close()


class _Silencioso(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def handle(self):
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):  # the browser moved on before the end
            super().handle()


@pytest.fixture(scope="module")
def navegador():
    if not CHROMIUM.exists():
        if os.environ.get("RETIRO_EXIGIR_CHROMIUM"):  # set by .ci/run: in CI a missing browser is a failure
            pytest.fail("falta /usr/bin/chromium (el Chromium de Debian), que .ci/run instala")
        pytest.skip(
            "no está /usr/bin/chromium (el Chromium de Debian: apt-get install chromium); "
            "se omite la prueba en el navegador"
        )
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("no está Playwright para Python (pip install playwright); se omite la prueba en el navegador")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGUMENTOS_CHROMIUM)
        yield b
        b.close()


def _pagina(navegador, servidor, ancho_alto, externos, errores):
    base, _ = servidor
    contexto = navegador.new_context(viewport={"width": ancho_alto[0], "height": ancho_alto[1]})

    def solo_local(ruta):
        if ruta.request.url.startswith(base):
            ruta.continue_()
        else:
            externos.append(ruta.request.url)
            ruta.abort()

    contexto.route("**/*", solo_local)
    pagina = contexto.new_page()
    pagina.set_default_timeout(ayuda_sitio.PLAZO_DE_CUELGUE * 1000)  # a hang guard, not a speed limit
    pagina.on("console", lambda m: errores.append(f"consola: {m.text}") if m.type == "error" else None)
    pagina.on("pageerror", lambda ex: errores.append(f"error de la página: {ex}"))
    return contexto, pagina


@pytest.mark.larga  # Chromium (python -m pytest -m larga; .ci/run runs it)
def test_el_sitio_en_chromium(navegador, servidor):
    base, version = servidor
    errores: list[str] = []
    externos: list[str] = []
    contexto, pagina = _pagina(navegador, servidor, ESCRITORIO, externos, errores)
    try:
        # A clause page: its text, its scenarios (readable tables) and their statuses.
        pagina.goto(f"{base}/{version}/clausulas/18.1/", wait_until="networkidle")
        contenido = pagina.locator("article")
        assert "a partir de la fecha en que cumplan la edad de cincuenticinco (55) años" in contenido.inner_text()
        assert pagina.locator("h4", has_text="La edad de 55 años se cumple el día del cumpleaños").count() == 1
        assert pagina.locator("table.ejemplos").count() >= 1
        assert pagina.locator("table.ejemplos .estado-superado, table.ejemplos .estado-fallido").count() >= 3
        assert pagina.locator("h4 .estado").count() >= 1
        assert pagina.locator(".highlight .k", has_text="Esquema del escenario").count() >= 1, (
            "la valla gherkin no resalta"
        )
        # The legal text reads in the text colour, not light grey.
        color = pagina.locator("blockquote.texto-legal").first.evaluate("e => getComputedStyle(e).color")
        assert _contraste(color, "rgb(255, 255, 255)") >= 7, f"el texto de la ley tiene poco contraste: {color}"
        assert pagina.locator("a.headerlink").first.get_attribute("title") == "Enlace permanente a esta sección"

        # The version selector lists the published version.
        selector = pagina.locator(".md-version")
        selector.wait_for()
        assert version in selector.inner_text() and ALIAS in selector.inner_text()

        # The 18.6(a) page: the screenshot kept in informes/.
        pagina.goto(f"{base}/{version}/clausulas/18.6.a/", wait_until="networkidle")
        assert "cincuenticinco (55) años de edad o más pero menos de" in pagina.locator("article").inner_text()
        assert pagina.locator("nav.md-tabs a", has_text="Para el pensionado").count() == 1, "faltan las pestañas"
        captura = RAIZ / "informes" / "sitio.png"
        captura.parent.mkdir(exist_ok=True)
        pagina.set_viewport_size({"width": 1280, "height": 1500})
        pagina.screenshot(path=str(captura))
        pagina.set_viewport_size({"width": 1280, "height": 900})

        # Search in Spanish.
        pagina.locator("label.md-search__icon, .md-search__input").first.click()
        pagina.locator("input.md-search__input").press_sequentially("retribución promedio")
        pagina.wait_for_selector(".md-search-result__item")
        assert pagina.locator(".md-search-result__item").count() > 0

        # A chart renders, and every legend line fits inside its chart (nothing cut at the right edge).
        pagina.goto(f"{base}/{version}/graficos/", wait_until="networkidle")
        caja = pagina.locator("svg.grafico-svg").first.bounding_box()
        assert caja is not None and caja["width"] > 100 and caja["height"] > 100, f"el gráfico no se dibuja: {caja}"
        desbordes = pagina.evaluate("""() => [...document.querySelectorAll('svg.grafico-svg')].flatMap(svg => {
            const ancho = svg.viewBox.baseVal.width;
            return [...svg.querySelectorAll('text')]
                .filter(t => { const b = t.getBBox(); return b.x + b.width > ancho + 1; })
                .map(t => t.textContent); })""")
        assert not desbordes, f"textos cortados en los gráficos: {desbordes}"

        # Formulas render as MathML (no JavaScript); a piecewise function has its brace.
        pagina.goto(f"{base}/{version}/formulas/", wait_until="networkidle")
        caja = pagina.locator("math").first.bounding_box()
        assert caja is not None and caja["width"] > 10, "la fórmula no se dibuja"
        llave = pagina.locator("mtable.tramos").first
        assert "svg" in llave.evaluate("e => getComputedStyle(e).backgroundImage"), (
            "la función por tramos no lleva llave"
        )
        assert llave.bounding_box()["height"] > 25, "la tabla de tramos no tiene dos líneas"

        # The plain-language guide renders its worked example.
        pagina.goto(f"{base}/{version}/pensionado/", wait_until="networkidle")
        assert pagina.locator("h2", has_text="Un ejemplo").count() == 1
    finally:
        contexto.close()
    assert not errores, "errores en la consola del navegador:\n" + "\n".join(errores)
    assert not externos, f"el sitio pidió recursos de internet: {externos[:5]}"


def _contraste(color: str, fondo: str) -> float:
    """La razón de contraste WCAG entre dos colores «rgb(r, g, b)»."""

    def luminancia(c: str) -> float:
        numeros = [float(x) for x in re.findall(r"[\d.]+", c)]
        alfa = numeros[3] if len(numeros) > 3 else 1.0  # «rgba(0, 0, 0, 0.54)»: blended over the white page
        canales = [(alfa * x + (1 - alfa) * 255) / 255 for x in numeros[:3]]
        lineal = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in canales]
        return 0.2126 * lineal[0] + 0.7152 * lineal[1] + 0.0722 * lineal[2]

    a, b = sorted((luminancia(color), luminancia(fondo)), reverse=True)
    return (a + 0.05) / (b + 0.05)


# The pages issue 15 names (home, the legal text and statuses of a clause, the registers with their labels, the
# identities, the conformance results and the faulty implementations' table, the review pack) and the guide for
# pensioners. RETIRO_SITIO_COMPLETO=1 checks every page instead (about 20 s more).
NOMBRADAS = (
    ".",
    "pensionado",
    "clausulas",
    "trazabilidad",
    "interpretaciones",
    "glosario",
    "formulas",
    "conformidad_resultados",
    "conformidad_defectuosas",
    "revision/articulo-18",
)


def _paginas_a_revisar(sitio: Path) -> list[str]:
    """Las páginas nombradas y las dos páginas de cláusula con más contenido (las de tablas más anchas: todas las de
    cláusula comparten la misma plantilla); con RETIRO_SITIO_COMPLETO=1, cada página que no es de una cláusula y las
    cuatro de cláusula con más contenido."""
    todas = sorted(p.parent.relative_to(sitio).as_posix() for p in sitio.rglob("index.html"))
    clausulas = [p for p in todas if p.startswith("clausulas/") and p != "clausulas"]
    mayores = sorted(clausulas, key=lambda p: -(sitio / p / "index.html").stat().st_size)
    if os.environ.get("RETIRO_SITIO_COMPLETO") == "1":
        return [p for p in todas if p not in clausulas] + mayores[:4]
    faltan = [p for p in NOMBRADAS if p not in todas]
    assert not faltan, f"páginas nombradas que el sitio ya no tiene: {faltan}"
    return list(NOMBRADAS) + mayores[:2]


# Boxes that may scroll sideways at desktop width: code listings and the wide data tables of scenario examples and of
# the conformance matrix (their columns are set by the .feature files and by the number of implementations).
DESPLAZABLES = "pre, .highlight, .tabla-ancha"
_MEDIR = """(desplazables) => {
    const problemas = [];
    const ancho = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > ancho + 1)
        problemas.push(`la página se desplaza de lado: ${document.documentElement.scrollWidth} > ${ancho}`);
    const escritorio = ancho >= 1000;
    const columna = document.querySelector('.md-content').getBoundingClientRect();
    for (const e of document.querySelectorAll('.md-content *')) {
        if (e.closest(desplazables)) continue;
        const estilo = getComputedStyle(e);
        const caja = e.getBoundingClientRect();
        if (caja.width === 0 || estilo.visibility === 'hidden') continue;
        let dentro = false;
        for (let p = e.parentElement; p && !dentro; p = p.parentElement) {
            const o = getComputedStyle(p).overflowX;
            dentro = (o === 'auto' || o === 'scroll') && !p.matches('.md-content, .md-main, body, html');
        }
        const seDesplaza = ['auto', 'scroll'].includes(estilo.overflowX) && e.scrollWidth > e.clientWidth + 1;
        if (seDesplaza && (escritorio || e.matches('.formula')))  // a formula never scrolls, not even on a phone
            problemas.push(`se desplaza de lado: ${e.tagName}.${e.className} «${e.textContent.trim().slice(0, 50)}»`);
        if (!dentro && caja.right > columna.right + 1)
            problemas.push(`sale de la columna: ${e.tagName}.${e.className} «${e.textContent.trim().slice(0, 50)}»`);
    }
    const copia = document.querySelector('article').cloneNode(true);
    copia.querySelectorAll('pre, code, script, style, math, svg, span.valor').forEach(x => x.remove());
    const atributos = [...document.querySelectorAll('[title], [aria-label], [placeholder]')]
        .map(x => [x.title, x.getAttribute('aria-label'), x.placeholder].filter(Boolean).join(' '));
    return [problemas, copia.innerText + ' ' + document.querySelector('.md-header').innerText, atributos.join(' ')];
}"""


@pytest.mark.larga  # Chromium (python -m pytest -m larga; .ci/run runs it)
def test_ninguna_pagina_se_desborda_ni_muestra_codigos_crudos(navegador, servidor, sitio):
    """A lo ancho de un escritorio y de un teléfono: nada se sale de la página; en el escritorio nada se sale de la
    columna del contenido ni se desplaza de lado salvo el código y las tablas de datos anchas (una fórmula, ni en el
    teléfono); y el texto que se ve, después de que corre el JavaScript del tema, no lleva códigos crudos ni
    interfaz en inglés. Cada página se carga una vez y se mide a los dos anchos (el tema sigue el cambio de ancho)."""
    from retiro.sitio import etiquetas

    base, version = servidor
    codigos = re.compile(r"(?<![\w.])(" + "|".join(sorted(map(re.escape, etiquetas.codigos()))) + r")(?![\w])")
    errores: list[str] = []
    externos: list[str] = []
    problemas: list[str] = []
    contexto, pagina = _pagina(navegador, servidor, ESCRITORIO, externos, errores)
    contexto.route("**/search/search_index.json", lambda r: r.abort())  # not needed here: faster pages
    paginas = _paginas_a_revisar(sitio)
    try:
        for ruta in paginas:
            pagina.set_viewport_size(dict(zip(("width", "height"), ESCRITORIO, strict=True)))
            pagina.goto(f"{base}/{version}/{ruta}/".replace("/./", "/"), wait_until="load")
            for tamano in (ESCRITORIO, TELEFONO):
                pagina.set_viewport_size(dict(zip(("width", "height"), tamano, strict=True)))
                medidas, texto, atributos = pagina.evaluate(_MEDIR, DESPLAZABLES)
                donde = f"{ruta or 'inicio'} a {tamano[0]} px"
                problemas += [f"{donde}: {m}" for m in medidas]
                problemas += [f"{donde}: código «{m.group(0)}»" for m in codigos.finditer(texto)]
                problemas += [f"{donde}: «{m.group(0)}»" for m in CRUDOS.finditer(texto)]
                problemas += [
                    f"{donde}: «{x}» (inglés)"
                    for x in INGLES
                    for cadena in (texto, atributos)
                    if re.search(rf"\b{re.escape(x)}\b", cadena)
                ]
    finally:
        contexto.close()
    assert len(paginas) >= len(NOMBRADAS) + 2
    assert not problemas, f"{len(problemas)} problemas:\n" + "\n".join(problemas[:40])


@pytest.mark.larga  # Chromium (python -m pytest -m larga; .ci/run runs it)
def test_la_hoja_de_impresion_del_expediente(navegador, servidor):
    """Al imprimir: sin cabecera, pestañas ni menús; el contenido a todo el ancho; cada dossier en una hoja nueva; los
    bloques plegados, abiertos."""
    base, version = servidor
    errores: list[str] = []
    contexto, pagina = _pagina(navegador, servidor, (1000, 1400), [], errores)
    try:
        pagina.goto(f"{base}/{version}/revision/articulo-18/", wait_until="load")
        pagina.emulate_media(media="print")
        pagina.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        for selector in (".md-header", ".md-tabs", ".md-sidebar--primary", ".md-footer"):
            assert pagina.locator(selector).first.evaluate("e => getComputedStyle(e).display") == "none", selector
        expedientes = pagina.locator(".expediente")
        assert expedientes.count() >= 10
        assert expedientes.nth(1).evaluate("e => getComputedStyle(e).breakBefore") == "page"
        assert pagina.locator("table.firmas").count() == expedientes.count()
        ancho = pagina.locator("article").bounding_box()["width"]
        assert ancho > 900, f"el contenido impreso no ocupa el ancho: {ancho}"
        pagina.goto(f"{base}/{version}/clausulas/18.1/", wait_until="load")
        pagina.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        assert pagina.locator("details:not([open])").count() == 0, "quedan bloques plegados al imprimir"
        pdf = pagina.pdf()
        assert pdf.startswith(b"%PDF") and len(pdf) > 10_000
    finally:
        contexto.close()


def _paginas_del_pdf(pdf: bytes) -> list[bytes]:
    """Los números de objeto de las hojas de un PDF (sin comprimir, como los escribe Chromium), en orden: el árbol
    /Pages recorrido desde su raíz."""
    objetos = {m.group(1): m.group(2) for m in re.finditer(rb"(\d+) 0 obj\s*(.*?)endobj", pdf, re.S)}
    arboles = {n: o for n, o in objetos.items() if re.search(rb"/Type\s*/Pages\b", o)}
    (raiz,) = [n for n, o in arboles.items() if b"/Parent" not in o]

    def hojas(n: bytes) -> list[bytes]:
        o = objetos[n]
        if n not in arboles:
            return [n]
        kids = re.search(rb"/Kids\s*\[([^\]]*)\]", o)
        return [h for k in re.findall(rb"(\d+) 0 R", kids.group(1)) for h in hojas(k)]

    salida = hojas(raiz)
    assert len(salida) == len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)), "el árbol de hojas no las tiene todas"
    return salida


def _marcadores(pdf: bytes) -> list[tuple[str, bytes, float]]:
    """El esquema del PDF (outline=True): (título, hoja, altura del título en la hoja), en orden."""
    salida = []
    for m in re.finditer(rb"/Title <FEFF([0-9A-F]*)>.*?/Dest \[(\d+) 0 R /XYZ [\d.]+ ([\d.]+)", pdf, re.S):
        salida.append((bytes.fromhex(m.group(1).decode()).decode("utf-16-be"), m.group(2), float(m.group(3))))
    return salida


@pytest.mark.larga  # Chromium (python -m pytest -m larga; .ci/run runs it)
def test_el_expediente_impreso_en_pdf_tiene_una_hoja_nueva_por_clausula(navegador, servidor):
    """El expediente del Artículo 18, impreso a PDF por Chromium: cada cláusula empieza una hoja (su título es el
    primero de la hoja y está arriba), hay tantas hojas como hace falta y no menos que cláusulas, cada dossier lleva
    sus casillas de firma y las decisiones ya registradas, y el texto no nombra issues ni códigos de estado."""
    from retiro.ley import formato
    from retiro.ley.registro import clausulas

    base, version = servidor
    contexto, pagina = _pagina(navegador, servidor, (1000, 1400), [], [])
    try:
        pagina.goto(f"{base}/{version}/revision/articulo-18/", wait_until="load")
        pagina.emulate_media(media="print")
        pagina.evaluate("window.dispatchEvent(new Event('beforeprint'))")
        texto = pagina.locator("article").inner_text()
        # the names of the readings (what a reviewer writes after --lectura) are shown as code: left out here
        sin_codigo = pagina.locator("article").evaluate(
            "e => { const c = e.cloneNode(true); c.querySelectorAll('code').forEach(x => x.remove()); "
            "return c.textContent; }"
        )
        n = pagina.locator(".expediente").count()
        firmas = pagina.locator(".expediente table.firmas").count()
        pdf = pagina.pdf(outline=True, tagged=True, format="Letter")
    finally:
        contexto.close()
    ids = [i for i, c in clausulas().items() if c["articulo"] == "18"]
    assert n == len(ids) == firmas
    hojas = _paginas_del_pdf(pdf)
    assert len(hojas) >= len(ids), f"{len(hojas)} hojas para {len(ids)} cláusulas"
    assert len(hojas) <= 40 * len(ids), f"{len(hojas)} hojas: el expediente no cabe en lo razonable"
    marcas = _marcadores(pdf)
    titulos = {formato.cita(i): i for i in ids}
    de_clausula = [(t, h, y) for t, h, y in marcas if t.split(" — ")[0] in titulos]
    assert [titulos[t.split(" — ")[0]] for t, _, _ in de_clausula] == ids, [t for t, _, _ in de_clausula]
    # Where a dossier that starts a sheet puts its title: the same height on every sheet (the top margin, plus the
    # title's own margin), and no heading above it on that sheet.
    arriba = max(y for _, _, y in de_clausula[1:])
    for k, (t, h, y) in enumerate(de_clausula):
        if k:  # the first dossier follows the page title, on the first sheet
            encima = [x[0] for x in marcas if x[1] == h and x[2] > y + 1]
            assert not encima, f"«{t}» no empieza su hoja: encima, en la misma, {encima}"
            assert y >= arriba - 2, f"«{t}» no está arriba de su hoja ({y} frente a {arriba})"
            assert hojas.index(h) > hojas.index(de_clausula[k - 1][1]), f"«{t}» comparte hoja con la anterior"
    assert "revisión jurídica del proyecto" in texto  # the decisions already recorded
    assert "Revisor(a)" in texto and "Firma" in texto
    from retiro.ley.glosario import glosario

    codigos = {c for campo in ("revision.estado", "pension.estado") for c in glosario()[campo].valores}
    crudos = sorted({c for c in codigos if "_" in c and re.search(rf"\b{c}\b", sin_codigo)})
    assert not re.search(r"\bissue\b", texto, re.I) and not crudos, crudos
