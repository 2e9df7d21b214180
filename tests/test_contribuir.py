"""Cómo cambiar una regla (CONTRIBUTING.md): cada lugar que toca un cambio y la prueba que falla si se olvida.

- El ataque del issue 16: se cambia la lectura por defecto de una entrada del registro (INT-05) y nada más. Las
  comprobaciones de la suite que guardan cada lugar fallan, cada una con un mensaje que nombra su archivo, y el
  informe reúne todos los lugares que faltan; con el registro real, las mismas comprobaciones pasan. Son las
  funciones de prueba de la suite, llamadas aquí con el registro cambiado (no copias de ellas).
- Guardias que faltaban: la cabecera de cada ``features/interpretaciones/INT-nn.feature`` está al día con el
  registro; la tabla de lecturas de la implementación en JavaScript dice las del registro, con la de por defecto
  primero; un escenario que no elige lectura depende solo de la de por defecto; la medición comprometida de
  cobertura nombra las regiones de hoy; ninguna lectura por defecto manda el lote entero a la referencia.
- CONTRIBUTING.md no se queda atrás: cada prueba que nombra existe, y su mapa del paquete sale de los docstrings
  (un módulo nuevo, borrado o renombrado lo desactualiza: ``python -m retiro.cli.documentos CONTRIBUTING.md``).
"""

from __future__ import annotations

import ast
import importlib
import json
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from retiro.ley import registro
from retiro.ley.registro import interpretaciones
from retiro.revision import documentos
from retiro.revision.divergencias import carpeta
from retiro.verificacion import simbolico

RAIZ = Path(__file__).resolve().parents[1]
GUIA = RAIZ / "CONTRIBUTING.md"
JS = RAIZ / "ejemplos" / "otra_implementacion" / "calculadora.mjs"
COBERTURA = RAIZ / "mediciones" / "cobertura_regiones.json"
ENTRADAS = sorted(interpretaciones())


# --- Guardias nuevas ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("entrada", ENTRADAS)
def test_la_cabecera_de_cada_feature_del_registro_esta_al_dia(entrada):
    """Etiquetas, pregunta, lecturas (con la marca «(por defecto)»), razones y cláusulas salen del registro."""
    ruta = carpeta() / f"{entrada}.feature"
    texto = ruta.read_text(encoding="utf-8")
    assert documentos.actualizar_feature(texto, entrada) == texto, (
        f"features/interpretaciones/{ruta.name}: la cabecera no dice lo que dice el registro de {entrada}; "
        "regenérela con: python -m retiro.cli.documentos --interpretaciones"
    )


def lecturas_de_la_implementacion_en_javascript() -> dict[str, list[str]]:
    """La tabla ``LECTURAS`` de calculadora.mjs (la primera lectura de cada entrada es la de por defecto)."""
    bloque = re.search(r"const LECTURAS = \{(.*?)\};", JS.read_text(encoding="utf-8"), re.DOTALL)
    assert bloque, f"{JS.relative_to(RAIZ)}: no se encuentra «const LECTURAS = {{…}};»"
    filas = re.findall(r'"(INT-\d+)":\s*\[([^\]]*)\]', bloque.group(1))
    return {i: re.findall(r'"([^"]+)"', lecturas) for i, lecturas in filas}


def test_la_implementacion_en_javascript_declara_las_lecturas_del_registro():
    """Guardia rápida de ejemplos/otra_implementacion: sus entradas y lecturas son las del registro y la de por
    defecto va primero. (Que además calcule con ellas lo comprueba el kit: tests/test_otra_implementacion.py.)"""
    js, problemas = lecturas_de_la_implementacion_en_javascript(), []
    for i, e in interpretaciones().items():
        ids = [x["id"] for x in e["lecturas"]]
        if i not in js:
            problemas.append(f"{i} no está en LECTURAS")
        elif sorted(js[i]) != sorted(ids):
            problemas.append(f"{i}: LECTURAS dice {js[i]}, el registro {ids}")
        elif js[i][0] != e["por_defecto"]:
            problemas.append(f"{i}: LECTURAS empieza por «{js[i][0]}», la lectura por defecto es «{e['por_defecto']}»")
    problemas += [f"{i} está en LECTURAS pero no en el registro" for i in js if i not in interpretaciones()]
    assert not problemas, (
        f"{JS.relative_to(RAIZ)} no está al día con el registro (ponga al día LECTURAS y el cálculo que depende de "
        "la lectura; el kit lo comprueba en tests/test_otra_implementacion.py):\n  " + "\n  ".join(problemas)
    )


def _escenarios_con_lecturas():
    """(archivo, línea, entrada, lectura, elegida) por cada paso «la lectura de INT-nn de la que depende el resultado
    es "…"» de los .feature que no son del registro, fila por fila; «elegida»: el escenario adopta una lectura."""
    from pytest_bdd.parser import FeatureParser

    depende = re.compile(r'la lectura de (INT-\d+) de la que depende el resultado es "([^"]+)"')
    adopta = re.compile(r'se adopta la lectura "[^"]+" de (INT-\d+)')
    for ruta in sorted((RAIZ / "features").rglob("*.feature")):
        if ruta.parent.name == "interpretaciones":
            continue
        feature = FeatureParser(str(ruta.parent), ruta.name).parse()
        for esquema in feature.scenarios.values():
            filas = [dict(x) for ej in esquema.examples for x in ej.as_contexts()] or [{}]
            for fila in filas:
                pasos = [_con_valores(p.name, fila) for p in esquema.steps]  # the Background's steps included
                elegidas = {m.group(1) for p in pasos for m in adopta.finditer(p)}
                for p in pasos:
                    if m := depende.search(p):
                        yield (
                            ruta.relative_to(RAIZ),
                            esquema.line_number,
                            m.group(1),
                            m.group(2),
                            m.group(1) in elegidas,
                        )


def _con_valores(nombre: str, fila: dict[str, str]) -> str:
    for k, v in fila.items():
        nombre = nombre.replace(f"<{k}>", v)
    return nombre


def test_un_escenario_que_no_elige_lectura_depende_solo_de_la_de_por_defecto():
    """Un escenario que no adopta lectura calcula con la de por defecto: si dice que su resultado depende de una
    lectura, es la de por defecto (o «ninguna»). Cambiar la de por defecto pide revisar esos escenarios."""
    defecto = registro.lecturas_por_defecto()
    malos = [
        f"{archivo}:{linea}: dice que depende de «{lectura}» de {entrada}, cuya lectura por defecto es "
        f"«{defecto[entrada]}»: revise el resultado esperado de la fila"
        for archivo, linea, entrada, lectura, elegida in _escenarios_con_lecturas()
        if not elegida and lectura not in ("ninguna", defecto[entrada])
    ]
    assert not malos, "escenarios escritos para otra lectura por defecto:\n  " + "\n  ".join(sorted(set(malos)))


def test_la_medicion_de_cobertura_nombra_las_regiones_de_hoy():
    """Guardia rápida de mediciones/cobertura_regiones.json: sus regiones son las del modelo (una lectura por
    defecto nueva cambia qué lectura tiene región). Sus cifras las comprueba tests/test_hipotesis.py."""
    from retiro.verificacion import segunda_lectura

    medidas = set(json.loads(COBERTURA.read_text(encoding="utf-8"))["regiones"])
    esperadas = set(segunda_lectura.regiones_esperadas())
    assert medidas == esperadas, (
        f"{COBERTURA.relative_to(RAIZ)} no nombra las regiones de hoy (regenere con: python "
        f"scripts/cobertura_regiones.py --escribir): sobran {sorted(medidas - esperadas)}, faltan "
        f"{sorted(esperadas - medidas)}"
    )


def test_ninguna_lectura_por_defecto_manda_el_lote_a_la_referencia():
    """src/retiro/lote/motor.py implementa solo la lectura por defecto de algunas entradas (POR_LA_REFERENCIA lista
    las otras): si la de por defecto pasara a ser una de esas, cada corrida iría entera a la referencia."""
    from retiro.lote import motor

    defecto = registro.lecturas_por_defecto()
    malas = [f"{i}={defecto[i]}" for i, x in motor.POR_LA_REFERENCIA.items() if defecto[i] in x]
    assert not malas, (
        "src/retiro/lote/motor.py no implementa la lectura por defecto de "
        + ", ".join(malas)
        + " (POR_LA_REFERENCIA): impleméntela en el motor o cada corrida irá entera a la referencia"
    )


# --- El ataque: una lectura por defecto cambiada en el registro, y nada más -------------------------------------------
def _prueba(nodo: str) -> Callable:
    """La función de prueba de la suite «tests/test_x.py::test_y» (el mismo módulo que ejecuta pytest)."""
    archivo, funcion = nodo.split("::")
    ruta = RAIZ / archivo
    if str(ruta.parent) not in sys.path:
        sys.path.insert(0, str(ruta.parent))
    modulo = importlib.import_module(ruta.stem)
    assert Path(modulo.__file__).resolve() == ruta.resolve(), f"{ruta.stem} no es {archivo}"
    return getattr(modulo, funcion)


@dataclass(frozen=True)
class Lugar:
    """Un lugar que dice la lectura por defecto de una entrada: qué archivo, cómo se pone al día, qué prueba lo
    guarda y cómo se ejecuta esa prueba para una entrada."""

    archivo: str
    como: str
    prueba: str
    ejecutar: Callable[[str], None]


def _fila_por_defecto(entrada: str) -> None:
    _prueba("tests/test_registro.py::test_cada_lectura_se_acepta_por_json_y_tiene_su_fila_en_el_feature")(entrada)


def _readme(entrada: str) -> None:
    _prueba("tests/test_documentos.py::test_las_frases_marcadas_estan_al_dia")(RAIZ / "README.md")


def _esquemas(entrada: str) -> None:
    from retiro.protocolo import esquemas

    prueba = _prueba("tests/test_esquemas.py::test_el_archivo_esta_al_dia_con_el_generador")
    for archivo in esquemas.ARCHIVOS:
        prueba(archivo)


def _objetivos(entrada: str) -> None:
    _prueba("tests/test_hipotesis.py::test_cada_lectura_del_registro_tiene_su_region_y_su_objetivo")()


def _casos_del_issue(entrada: str) -> None:
    prueba = _prueba(
        "tests/test_hipotesis.py::test_el_modelo_y_la_calculadora_coinciden_en_el_29_de_febrero_y_el_dia_del_cumpleanos"
    )
    for caso in prueba.pytestmark[0].args[1]:
        prueba(*caso)


LUGARES_DE_LA_LECTURA_POR_DEFECTO = [
    Lugar(
        "features/interpretaciones/{entrada}.feature (fila «(por defecto)» del esquema de divergencia)",
        "a mano: la marca pasa a la fila de la lectura nueva",
        "tests/test_registro.py::test_cada_lectura_se_acepta_por_json_y_tiene_su_fila_en_el_feature",
        _fila_por_defecto,
    ),
    Lugar(
        "features/interpretaciones/{entrada}.feature (cabecera)",
        "python -m retiro.cli.documentos --interpretaciones",
        "tests/test_contribuir.py::test_la_cabecera_de_cada_feature_del_registro_esta_al_dia",
        lambda entrada: test_la_cabecera_de_cada_feature_del_registro_esta_al_dia(entrada),
    ),
    Lugar(
        "README.md (frase «lectura {entrada}»)",
        "python -m retiro.cli.documentos README.md",
        "tests/test_documentos.py::test_las_frases_marcadas_estan_al_dia",
        _readme,
    ),
    Lugar(
        "src/retiro/esquemas/ (solicitud.schema.json y openapi.json: «default» y orden del «enum»)",
        "python -m retiro.cli.esquemas",
        "tests/test_esquemas.py::test_el_archivo_esta_al_dia_con_el_generador",
        _esquemas,
    ),
    Lugar(
        "ejemplos/otra_implementacion/calculadora.mjs (LECTURAS y el cálculo)",
        "a mano",
        "tests/test_contribuir.py::test_la_implementacion_en_javascript_declara_las_lecturas_del_registro",
        lambda entrada: test_la_implementacion_en_javascript_declara_las_lecturas_del_registro(),
    ),
    Lugar(
        "src/retiro/verificacion/generadores.py "
        "(OBJETIVOS_LECTURAS: la región de cada lectura que no es la de por defecto)",
        "a mano (y features/propiedades/segunda_lectura_por_regiones.feature, que la sigue)",
        "tests/test_hipotesis.py::test_cada_lectura_del_registro_tiene_su_region_y_su_objetivo",
        _objetivos,
    ),
    Lugar(
        "mediciones/cobertura_regiones.json (las regiones de la segunda lectura)",
        "python scripts/cobertura_regiones.py --escribir",
        "tests/test_contribuir.py::test_la_medicion_de_cobertura_nombra_las_regiones_de_hoy",
        lambda entrada: test_la_medicion_de_cobertura_nombra_las_regiones_de_hoy(),
    ),
    Lugar(
        "tests/test_hipotesis.py (los casos del 29 de febrero del issue, con la lectura por defecto)",
        "a mano: la edad esperada",
        "tests/test_hipotesis.py::test_el_modelo_y_la_calculadora_coinciden_en_el_29_de_febrero_y_el_dia_del_cumpleanos",
        _casos_del_issue,
    ),
    Lugar(
        "features/ (escenarios que no eligen lectura y dicen de cuál depende su resultado)",
        "a mano: el resultado esperado de esas filas",
        "tests/test_contribuir.py::test_un_escenario_que_no_elige_lectura_depende_solo_de_la_de_por_defecto",
        lambda entrada: test_un_escenario_que_no_elige_lectura_depende_solo_de_la_de_por_defecto(),
    ),
]


def lugares_que_fallan(entrada: str) -> dict[str, str]:
    """Por cada lugar cuya prueba falla para `entrada`: el mensaje de la prueba."""
    fallos = {}
    for lugar in LUGARES_DE_LA_LECTURA_POR_DEFECTO:
        try:
            lugar.ejecutar(entrada)
        except AssertionError as e:
            fallos[lugar.archivo.format(entrada=entrada)] = str(e)
    return fallos


def informe(entrada: str, antes: str, despues: str, fallos: dict[str, str]) -> str:
    """El mensaje de un cambio de lectura por defecto a medias: cada lugar que falta, cómo y qué prueba lo exige."""
    lineas = [f"La lectura por defecto de {entrada} pasó de «{antes}» a «{despues}»; faltan por poner al día:"]
    for lugar in LUGARES_DE_LA_LECTURA_POR_DEFECTO:
        nombre = lugar.archivo.format(entrada=entrada)
        if nombre in fallos:
            propio = []  # the test's own words, before pytest's «assert …» explanation
            for linea in fallos[nombre].strip().splitlines():
                if linea.startswith("assert "):
                    break
                propio.append(linea.strip())
            lineas.append(f"  - {nombre} — {lugar.como}; lo exige {lugar.prueba}: {' '.join(propio)}")
    lineas.append("  - CHANGELOG.md: una línea en «Reglas» (ninguna prueba puede saber qué versión la publicó)")
    return "\n".join(lineas)


@pytest.fixture
def cambiar_lectura_por_defecto(monkeypatch):
    """Cambia la lectura por defecto de una entrada en el registro cargado y en la segunda lectura (que lee el
    registro por su cuenta), como si solo se hubiera editado datos/interpretaciones.yaml."""

    def cambiar(entrada: str, lectura: str) -> None:
        monkeypatch.setitem(interpretaciones()[entrada], "por_defecto", lectura)
        registro.lecturas_por_defecto.cache_clear()
        monkeypatch.setattr(
            simbolico, "_por_defecto", lambda: tuple((i, e["por_defecto"]) for i, e in interpretaciones().items())
        )

    yield cambiar
    monkeypatch.undo()
    registro.lecturas_por_defecto.cache_clear()


@pytest.mark.parametrize("entrada", ["INT-05"])
def test_cambiar_una_lectura_por_defecto_y_nada_mas_falla_nombrando_cada_lugar(entrada, cambiar_lectura_por_defecto):
    """El «Done when» del issue 16: con el registro real, cada lugar está al día; con la lectura por defecto
    cambiada y nada más, la prueba de cada lugar falla nombrando su archivo, y el informe los nombra todos."""
    assert lugares_que_fallan(entrada) == {}, "con el registro real, cada lugar debe estar al día"
    antes = interpretaciones()[entrada]["por_defecto"]
    despues = next(x["id"] for x in interpretaciones()[entrada]["lecturas"] if x["id"] != antes)
    cambiar_lectura_por_defecto(entrada, despues)
    fallos = lugares_que_fallan(entrada)
    mensaje = informe(entrada, antes, despues, fallos)
    todos = [lugar.archivo.format(entrada=entrada) for lugar in LUGARES_DE_LA_LECTURA_POR_DEFECTO]
    assert list(fallos) == todos, mensaje  # every place fails, none is silently up to date
    for lugar in LUGARES_DE_LA_LECTURA_POR_DEFECTO:
        nombre = lugar.archivo.format(entrada=entrada)
        archivo = re.split(r" \(|/ ", nombre)[0]
        # each test's own message names its file (or the command that rewrites it)
        assert archivo.split("/")[-1] in fallos[nombre] or lugar.como in fallos[nombre], (nombre, fallos[nombre])
        assert nombre in mensaje and lugar.prueba in mensaje
    assert "CHANGELOG.md" in mensaje


# --- CONTRIBUTING.md no se queda atrás ------------------------------------------------------------------------------
def test_cada_prueba_que_nombra_contributing_existe():
    texto = GUIA.read_text(encoding="utf-8")
    nombradas = set(re.findall(r"((?:tests|steps)/[\w/]+\.py)::(\w+)", texto))
    assert len(nombradas) >= 15, "CONTRIBUTING.md debe nombrar la prueba que guarda cada lugar"
    faltan = []
    for archivo, funcion in sorted(nombradas):
        ruta = RAIZ / archivo
        definidas = (
            {n.name for n in ast.walk(ast.parse(ruta.read_text(encoding="utf-8"))) if isinstance(n, ast.FunctionDef)}
            if ruta.exists()
            else set()
        )
        if funcion not in definidas:
            faltan.append(f"{archivo}::{funcion}")
    assert not faltan, "CONTRIBUTING.md nombra pruebas que no existen (¿renombradas?):\n  " + "\n  ".join(faltan)


def test_cada_archivo_que_nombra_contributing_existe():
    texto = GUIA.read_text(encoding="utf-8")
    rutas = set(re.findall(r"`((?:src|tests|steps|features|ejemplos|scripts|mediciones|docs)/[^`\s:]*)", texto))
    faltan = [r for r in sorted(rutas) if not list(RAIZ.glob(r.replace("INT-nn", "INT-05").rstrip("/")))]
    assert len(rutas) >= 20 and not faltan, f"CONTRIBUTING.md nombra archivos que no existen: {faltan}"


def test_cada_lugar_del_ataque_esta_en_contributing():
    texto = GUIA.read_text(encoding="utf-8")
    for lugar in LUGARES_DE_LA_LECTURA_POR_DEFECTO:
        assert lugar.prueba in texto, f"CONTRIBUTING.md no nombra {lugar.prueba}"


def test_el_mapa_del_paquete_esta_al_dia():
    """El mapa sale de los docstrings: cada módulo de src/retiro está, y cada módulo listado existe."""
    texto = GUIA.read_text(encoding="utf-8")
    assert "<!-- mapa -->" in texto, "CONTRIBUTING.md no tiene el mapa del paquete (<!-- mapa --><!-- /mapa -->)"
    assert documentos.actualizar(texto) == texto, (
        "el mapa del paquete de CONTRIBUTING.md no está al día: python -m retiro.cli.documentos CONTRIBUTING.md"
    )
    listados = set(re.findall(r"^\| `(retiro[\w.]*)` \|", texto, flags=re.MULTILINE))
    assert listados == set(documentos.modulos())
    assert all(d for d in documentos.modulos().values()), "un módulo sin docstring no dice qué le toca"


def test_el_mapa_cambia_si_aparece_o_desaparece_un_modulo(monkeypatch, tmp_path):
    """Ataque: en una copia del paquete (enlaces a sus archivos), un módulo nuevo o uno borrado desactualiza el mapa."""
    copia = tmp_path / "retiro"
    for ruta in documentos._PAQUETE.rglob("*.py"):
        if "especificacion" not in ruta.relative_to(documentos._PAQUETE).parts:
            (copia / ruta.relative_to(documentos._PAQUETE)).parent.mkdir(parents=True, exist_ok=True)
            (copia / ruta.relative_to(documentos._PAQUETE)).symlink_to(ruta)
    texto = GUIA.read_text(encoding="utf-8")
    monkeypatch.setattr(documentos, "_PAQUETE", copia)
    assert documentos.actualizar(texto) == texto
    (copia / "nuevo.py").write_text('"""Un módulo nuevo."""\n', encoding="utf-8")
    assert "| `retiro.nuevo` | Un módulo nuevo. |" in documentos.actualizar(texto)
    (copia / "nuevo.py").unlink()
    (copia / "ley" / "vigencia.py").unlink()
    assert "`retiro.ley.vigencia`" in texto and "`retiro.ley.vigencia`" not in documentos.actualizar(texto)


def test_la_tabla_de_una_cifra_nombra_los_lugares_que_mide_el_costo_de_cambio():
    """CONTRIBUTING.md § 3 contra la medición de scripts/costo_de_cambio.py (mediciones/costo_de_cambio.json): cada
    archivo que la medición encontró a mano, y cada archivo de la declaración, está en la tabla; y la lectura por
    defecto (el cambio c), en la tabla de § 1."""
    import json

    texto = GUIA.read_text(encoding="utf-8")
    tabla_3 = texto.split("<!-- costo-de-cambio -->", 1)[1].split("<!-- /costo-de-cambio -->", 1)[0]
    tabla_1 = texto.split("### 1.", 1)[1].split("\n### ", 1)[0]
    medicion = json.loads((RAIZ / "mediciones" / "costo_de_cambio.json").read_text(encoding="utf-8"))
    faltan = []
    for cambio in medicion:
        tabla = tabla_1 if cambio["cambio"].startswith("(c)") else tabla_3
        lugares = [*cambio["declaracion"], *(x for x in cambio["a_mano"] if not x.startswith("("))]
        if cambio["cambio"].startswith("(c)"):  # a feature of the register is named INT-nn in the table
            lugares = [re.sub(r"INT-\d+", "INT-nn", x) for x in lugares]
        faltan += [f"{cambio['cambio']}: {x}" for x in lugares if f"`{x}" not in tabla]
    assert not faltan, "CONTRIBUTING.md no nombra lugares que la medición del costo de cambio encontró:\n" + "\n".join(
        faltan
    )
