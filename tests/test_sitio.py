"""El sitio de documentación: se construye en modo estricto y se ve bien en un navegador sin pantalla.

La construcción usa los resultados de los escenarios ya ejecutados en esta misma sesión de pytest (los de
``steps/`` corren antes que ``tests/``); si no están los de 18.1, ejecuta antes ``steps/`` en un proceso aparte. La prueba del navegador usa el Chromium de Debian (``/usr/bin/chromium``) con
Playwright para Python, nunca un navegador descargado; sin ellos, se omite y lo dice.
"""

from __future__ import annotations

import functools
import http.server
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

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
FEATURE_18_1 = "features/articulo_18/18_1_retiro_a_los_55_con_25.feature"


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
    from retiro.sitio import fuentes, paginas

    nombre = "La edad de 55 años se cumple el día del cumpleaños, no antes"
    ejemplo = {"fecha_retiro": "2015-05-09", "edad": "54", "elegible": "no"}
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
    assert [f.estado for f in escenario.filas] == ["fallido", "sin resultado", "sin resultado"]
    assert escenario.estado == "fallido"
    html = paginas.tabla_de_ejemplos(*escenario.ejemplos[0])
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


# --- El sitio construido ---


def _entorno(resultados: Path) -> dict:
    return {**os.environ, registro_resultados.VARIABLE_RUTA: str(resultados), "NO_MKDOCS_2_WARNING": "1"}


@pytest.fixture(scope="module")
def resultados(request, tmp_path_factory) -> Path:
    """Los resultados de esta sesión si ya corrieron los escenarios de 18.1; si no, los de una ejecución aparte de steps/."""
    ruta = tmp_path_factory.mktemp("resultados") / "resultados.json"
    de_la_sesion = registro_resultados.resultados_de_la_sesion(request.config)
    if any(r["feature"] == FEATURE_18_1 for r in de_la_sesion):
        registro_resultados.guardar(ruta, de_la_sesion)
    else:
        proceso = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "steps"],
            cwd=RAIZ,
            env=_entorno(ruta),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert ruta.exists(), (
            f"los escenarios del Artículo 18 no dejaron resultados:\n{proceso.stdout[-3000:]}{proceso.stderr[-3000:]}"
        )
    return ruta


@pytest.fixture(scope="module")
def sitio(resultados, tmp_path_factory) -> Path:
    """El sitio construido con ``mkdocs build --strict`` en una carpeta temporal."""
    destino = tmp_path_factory.mktemp("sitio") / "site"
    proceso = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(RAIZ / "mkdocs.yml"), "-d", str(destino)],
        cwd=RAIZ,
        env=_entorno(resultados),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proceso.returncode == 0, f"mkdocs build --strict falló:\n{proceso.stdout[-4000:]}\n{proceso.stderr[-6000:]}"
    return destino


def test_el_sitio_se_construye_con_una_pagina_por_clausula(sitio):
    from retiro.registro import clausulas

    for i in clausulas():
        pagina = sitio / "clausulas" / i / "index.html"
        assert pagina.is_file(), f"falta la página de la cláusula {i}"
    html = (sitio / "clausulas" / "18.1" / "index.html").read_text(encoding="utf-8")
    assert "cincuenticinco (55) años" in html
    assert "estado-superado" in html or "estado-fallido" in html, (
        "la página de 18.1 no muestra resultados de la última ejecución"
    )
    assert "<svg" in (sitio / "graficos" / "index.html").read_text(encoding="utf-8")


def test_la_guia_del_pensionado_usa_cifras_de_la_calculadora(sitio):
    """Cada cifra del ejemplo de la guía sale de la calculadora al construir el sitio (nada escrito a mano)."""
    from decimal import Decimal

    from retiro.formato import pesos as texto
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


def test_las_formulas_se_leen_como_la_ley():
    """Los tramos «hasta 20» / «en exceso de 20» son min/max, los coeficientes van en por ciento y una función por
    tramos de otra forma lleva su tabla de casos (la llave la dibuja el CSS)."""
    from sympy import Max, Piecewise, Rational, symbols

    from retiro import simbolico
    from retiro.sitio.matematicas import mathml, porcentaje

    assert [
        porcentaje(Rational(3, 200)),
        porcentaje(Rational(1, 50)),
        porcentaje(Rational(1, 200)),
        porcentaje(Rational(200, 3)),
    ] == ["1½", "2", "½", None]
    f = {x.id: x for x in simbolico.formulas()}["18.6.a"].expresion
    m = mathml(f)
    assert "piecewise" not in m.lower() and ">min<" in m and ">max<" in m and "1&#189;" in m and "mtable" not in m
    P, F, S = symbols("P F S")
    tramos = mathml(Piecewise((P, F >= P), (Max(F, P - S), True)))
    assert 'class="tramos"' in tramos and "en otro caso" in tramos


def test_el_sitio_no_carga_nada_de_internet(sitio):
    """Ni fuentes ni scripts ni estilos de otro sitio: el sitio funciona sin conexión."""
    import re

    externos = set()
    for pagina in sitio.rglob("*.html"):
        texto = pagina.read_text(encoding="utf-8")
        externos |= set(re.findall(r'<(?:script|link|img)[^>]+(?:src|href)="(https?://[^"]+)"', texto))
    assert not externos, f"recursos de internet: {sorted(externos)[:5]}"


@pytest.fixture(scope="module")
def servidor(sitio):
    manejador = functools.partial(_Silencioso, directory=str(sitio))
    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), manejador)
    hilo = threading.Thread(target=srv.serve_forever, daemon=True)
    hilo.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


class _Silencioso(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def test_el_sitio_en_chromium(servidor):
    if not CHROMIUM.exists():
        pytest.skip(
            "no está /usr/bin/chromium (el Chromium de Debian: apt-get install chromium); se omite la prueba en el navegador"
        )
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("no está Playwright para Python (pip install playwright); se omite la prueba en el navegador")

    errores: list[str] = []
    externos: list[str] = []
    with sync_playwright() as pw:
        navegador = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGUMENTOS_CHROMIUM)
        try:
            pagina = navegador.new_page(viewport={"width": 1280, "height": 900})
            pagina.on("console", lambda m: errores.append(f"consola: {m.text}") if m.type == "error" else None)
            pagina.on("pageerror", lambda ex: errores.append(f"error de la página: {ex}"))

            def solo_local(ruta):
                if ruta.request.url.startswith(servidor):
                    ruta.continue_()
                else:
                    externos.append(ruta.request.url)
                    ruta.abort()

            pagina.route("**/*", solo_local)

            # A clause page: its text, its scenarios (readable tables) and their statuses.
            pagina.goto(f"{servidor}/clausulas/18.1/", wait_until="networkidle")
            contenido = pagina.locator("article")
            assert "a partir de la fecha en que cumplan la edad de cincuenticinco (55) años" in contenido.inner_text()
            assert pagina.locator("h4", has_text="La edad de 55 años se cumple el día del cumpleaños").count() == 1
            assert pagina.locator("table.ejemplos").count() >= 1
            assert pagina.locator("table.ejemplos .estado-superado, table.ejemplos .estado-fallido").count() >= 3
            assert pagina.locator("h4 .estado").count() >= 1
            assert pagina.locator(".highlight .k", has_text="Esquema del escenario").count() >= 1, (
                "la valla gherkin no resalta"
            )

            # The 18.6(a) page: the screenshot kept in informes/.
            pagina.goto(f"{servidor}/clausulas/18.6.a/", wait_until="networkidle")
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
            pagina.wait_for_selector(".md-search-result__item", timeout=15000)
            assert pagina.locator(".md-search-result__item").count() > 0

            # A chart renders.
            pagina.goto(f"{servidor}/graficos/", wait_until="networkidle")
            caja = pagina.locator("svg.grafico-svg").first.bounding_box()
            assert caja is not None and caja["width"] > 100 and caja["height"] > 100, f"el gráfico no se dibuja: {caja}"
            # Every legend line fits inside its chart (nothing cut at the right edge).
            desbordes = pagina.evaluate("""() => [...document.querySelectorAll('svg.grafico-svg')].flatMap(svg => {
                const ancho = svg.viewBox.baseVal.width;
                return [...svg.querySelectorAll('text')].filter(t => { const b = t.getBBox(); return b.x + b.width > ancho + 1; })
                    .map(t => t.textContent); })""")
            assert not desbordes, f"textos cortados en los gráficos: {desbordes}"

            # Formulas render as MathML (no JavaScript).
            pagina.goto(f"{servidor}/formulas/", wait_until="networkidle")
            if pagina.locator("math").count():
                caja = pagina.locator("math").first.bounding_box()
                assert caja is not None and caja["width"] > 10, "la fórmula no se dibuja"
            if pagina.locator("mtable.tramos").count():
                llave = pagina.locator("mtable.tramos").first
                assert "svg" in llave.evaluate("e => getComputedStyle(e).backgroundImage"), (
                    "la función por tramos no lleva llave"
                )
                assert llave.bounding_box()["height"] > 25, "la tabla de tramos no tiene dos líneas"

            # The plain-language guide renders its worked example.
            pagina.goto(f"{servidor}/pensionado/", wait_until="networkidle")
            assert pagina.locator("h2", has_text="Un ejemplo").count() == 1
        finally:
            navegador.close()
    assert not errores, "errores en la consola del navegador:\n" + "\n".join(errores)
    assert not externos, f"el sitio pidió recursos de internet: {externos[:5]}"
