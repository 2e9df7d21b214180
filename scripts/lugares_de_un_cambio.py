#!/usr/bin/env python
"""Cuántos lugares toca hoy un cambio de regla: la lectura por defecto de una entrada y una cifra del texto.

Las cifras del issue 16 («antes/después») salen de aquí. Dos métodos, uno por clase de cambio:

**Lectura por defecto** (``--lectura INT-05``, experimental: se hace el cambio y se mira qué falla).

1. Se copia el árbol confirmado (``git archive``) a una carpeta temporal; nada se toca en la copia de trabajo.
2. En la copia se cambia ``por_defecto`` de la entrada en ``datos/interpretaciones.yaml`` por la primera de sus
   otras lecturas, y nada más. Es el lugar 1: la fuente.
3. Se ejecutan las órdenes que regeneran lo que se escribe desde el registro (``python -m retiro.cli.documentos
   --interpretaciones README.md CONTRIBUTING.md docs/*.md`` y ``python -m retiro.cli.esquemas``). Cada
   archivo que cambian es un lugar **regenerado**: se pone al día con una orden.
4. Se ejecutan en la copia las pruebas que CONTRIBUTING.md nombra para este cambio (la sección «La lectura por
   defecto de una entrada»), salvo las que ejecutan la especificación entera (``--todas`` las incluye; tardan
   minutos). Cada prueba que falla nombra, en la primera línea de su mensaje, el archivo que hay que poner al día
   (y la prueba de escenarios, cada .feature). Si el mensaje dice una orden («regenere con …»), el archivo es
   **regenerado**; si no, es **a mano**.
5. ``CHANGELOG.md`` se cuenta siempre, a mano y sin prueba.

Se cuentan archivos distintos (un .feature con la cabecera y la fila marcada es un lugar). No se cuentan los que
leen la lectura por defecto del registro (las reglas, la segunda lectura, el motor del lote): no cambian. Tampoco
los que solo fallan después de una edición a mano, porque la medición ejecuta las pruebas una vez: la fila de
``features/propiedades/segunda_lectura_por_regiones.feature`` (sigue a ``generadores.py``), los informes de
``docs/resultados/`` (siguen a ``calculadora.mjs``) y una defectuosa cuyo error fuera la lectura nueva
(CONTRIBUTING.md los nombra con su prueba).

**Una cifra del texto** (``--cifra 6600``, estático: se lee cada archivo confirmado y se clasifica cada mención).

- *calcula con ella*: una constante del código Python (``6600``, ``6600 * 100``, ``660_000`` en centavos,
  ``Fraction(6600)``, ``Integer(6600)``) o de JavaScript fuera de comentarios y cadenas. Son los lugares que
  hay que cambiar para que el cálculo cambie.
- *el texto*: ``datos/clausulas.yaml`` (la fuente).
- *ejemplos*: los .feature (valores de las filas y citas literales del texto): cambian con el resultado.
- *prosa*: cadenas, docstrings y comentarios del código; documentación en Markdown; otros datos.
- *mediciones*: ``mediciones/`` (salidas de scripts; se regeneran).

Con ``--rev REV`` se mide el árbol de otra confirmación (p. ej. ``--rev 9eaed20``, antes del issue 16), con el
mismo método (el de la cifra; el de la lectura necesita las pruebas de hoy).

    python scripts/lugares_de_un_cambio.py                  # INT-05 y 6600 en el árbol confirmado (HEAD)
    python scripts/lugares_de_un_cambio.py --lectura INT-01
    python scripts/lugares_de_un_cambio.py --cifra 6600 --rev 9eaed20
    python scripts/lugares_de_un_cambio.py --json
"""

from __future__ import annotations

import argparse
import ast
import io
import json
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import tokenize
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
# The tests that run the whole specification against an implementation (minutes each): only with --todas.
LENTAS = (
    "tests/test_otra_implementacion.py",
    "tests/test_conformidad_poder.py",
    "tests/test_hipotesis.py::test_la_medicion_comprometida_es_la_de_hoy",
)
# A pytest plugin written into the copy: the .feature of each scenario that fails (pytest-bdd keeps the template).
COMPLEMENTO = """
import os
import pytest
from pytest_bdd.scenario import scenario_wrapper_template_registry as plantillas


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    informe = (yield).get_result()
    plantilla = plantillas.get(getattr(item, "obj", None))
    if informe.failed and plantilla is not None:
        with open(os.environ["LUGARES_ESCENARIOS"], "a", encoding="utf-8") as f:
            f.write(item.nodeid + "\\t" + plantilla.feature.rel_filename + "\\n")
"""
RUTA = re.compile(r"(?<![\w/.-])((?:src|tests|steps|features|ejemplos|mediciones|docs|scripts)/[\w./-]+|[\w-]+\.md)")


def confirmacion(rev: str) -> str:
    r = subprocess.run(["git", "-C", str(RAIZ), "rev-parse", "--short", rev], capture_output=True, text=True)
    return r.stdout.strip() or rev


def copiar(rev: str, destino: Path) -> Path:
    """El árbol confirmado en `rev`, extraído en `destino` (con los enlaces simbólicos tal cual)."""
    tar = subprocess.run(["git", "-C", str(RAIZ), "archive", "--format=tar", rev], capture_output=True, check=True)
    with tarfile.open(fileobj=io.BytesIO(tar.stdout)) as t:
        t.extractall(destino, filter="tar")
    return destino


def _ejecutar(arbol: Path, *orden: str, entorno: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    entorno = {**os.environ, "PYTHONPATH": str(arbol / "src"), "HYPOTHESIS_PROFILE": "ci", **(entorno or {})}
    return subprocess.run([sys.executable, *orden], cwd=arbol, env=entorno, capture_output=True, text=True)


def _contenidos(arbol: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(arbol)): p.read_bytes()
        for p in arbol.rglob("*")
        if p.is_file() and not p.is_symlink() and "__pycache__" not in p.parts and ".pytest_cache" not in p.parts
    }


def pruebas_de_la_guia(arbol: Path, todas: bool) -> list[str]:
    """Las pruebas `archivo::función` de la sección de CONTRIBUTING.md sobre la lectura por defecto."""
    guia = arbol / "CONTRIBUTING.md"
    if not guia.exists():
        raise SystemExit(
            "el método de la lectura ejecuta las pruebas que nombra CONTRIBUTING.md: ese árbol no lo tiene"
        )
    texto = guia.read_text(encoding="utf-8")
    seccion = texto.split("### 1.", 1)[1].split("\n### ", 1)[0]
    nodos = list(dict.fromkeys(re.findall(r"`((?:tests|steps)/[\w/]+\.py::\w+)`", seccion)))
    # the attack itself changes the default in memory: in a tree where it is already changed it says nothing new
    nodos = [n for n in nodos if "test_cambiar_una_lectura_por_defecto" not in n]
    return [n for n in nodos if todas or not n.startswith(LENTAS)]


def _fallos(salida: str) -> dict[str, list[str]]:
    """Por cada prueba que falla (salida de pytest con --tb=short), las líneas «E …» de su mensaje."""
    fallos: dict[str, list[str]] = {}
    actual = None
    for linea in salida.splitlines():
        if m := re.match(r"_+ (test\S+) _+$", linea):
            actual = m.group(1)
            fallos[actual] = []
        elif actual and linea.startswith("E "):
            fallos[actual].append(linea[1:].strip())
    return fallos


def _lugares_del_mensaje(lineas: list[str], arbol: Path) -> list[str]:
    """Los archivos del proyecto que nombra un mensaje: el primero, y los .feature que lista después."""
    rutas = []
    for linea in lineas:
        if linea.startswith("assert "):  # pytest's own explanation, not the test's words
            break
        for r in RUTA.findall(linea):
            r = r.rstrip(".:,)")
            r = re.sub(r":\d+$", "", r)
            if (arbol / r).exists() and (not rutas or r.endswith(".feature")) and r not in rutas:
                rutas.append(r)
    return rutas


def lugares_de_la_lectura(entrada: str, rev: str, todas: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="retiro-lugares-") as tmp:
        arbol = copiar(rev, Path(tmp))
        nodos = pruebas_de_la_guia(arbol, todas)
        registro = arbol / "src" / "retiro" / "datos" / "interpretaciones.yaml"
        texto = registro.read_text(encoding="utf-8")
        inicio = texto.index(f"- id: {entrada}\n")
        fin = texto.find("\n- id: ", inicio + 1)
        bloque = texto[inicio : fin if fin > 0 else len(texto)]
        antes = re.search(r"^  por_defecto: (\S+)$", bloque, re.MULTILINE).group(1)
        lecturas = re.findall(r"^\s+- id: (\S+)$", bloque, re.MULTILINE)
        despues = next(x for x in lecturas if x != antes)
        nuevo = bloque.replace(f"  por_defecto: {antes}\n", f"  por_defecto: {despues}\n")
        registro.write_text(texto[:inicio] + nuevo + texto[inicio + len(bloque) :], encoding="utf-8")

        # 3. the commands that rewrite what is written from the register: each file they change, with its command
        documentos = [
            "README.md",
            "CONTRIBUTING.md",
            *sorted(str(p.relative_to(arbol)) for p in arbol.glob("docs/*.md")),
        ]
        regenerados: dict[str, str] = {}
        for orden in (
            ["-m", "retiro.cli.documentos", "--interpretaciones", *documentos],
            ["-m", "retiro.cli.esquemas"],
        ):
            previo = _contenidos(arbol)
            r = _ejecutar(arbol, *orden)
            if r.returncode:
                raise SystemExit(f"falló python {' '.join(orden)}:\n{r.stderr}")
            for f, contenido in _contenidos(arbol).items():
                if previo.get(f) != contenido:
                    regenerados.setdefault(f, "python " + " ".join(orden[:3] if "documentos" in orden[1] else orden))

        # 4. the guards the guide names, in the changed tree
        r = _ejecutar(arbol, "-m", "pytest", "-q", "--tb=short", "-p", "no:randomly", "-p", "no:cacheprovider", *nodos)
        fallos = _fallos(r.stdout)
        a_mano: dict[str, list[str]] = {}
        for prueba, lineas in fallos.items():
            orden = re.search(r"(python (?:-m [\w.]+|scripts/[\w./]+)(?: --?[\w-]+)?)", " ".join(lineas))
            for lugar in _lugares_del_mensaje(lineas, arbol):
                if orden:
                    regenerados.setdefault(lugar, orden.group(1))
                else:  # also when a command rewrote part of it (a .feature's header): the rest is by hand
                    a_mano.setdefault(lugar, []).append(prueba)
        # 5. the scenarios that fix the entry's default (tagged @interpretacion-INT-nn): the specification itself
        (arbol / "lugares_complemento.py").write_text(COMPLEMENTO, encoding="utf-8")
        salida = arbol / "escenarios.tsv"
        salida.touch()
        r = _ejecutar(
            arbol,
            "-m",
            "pytest",
            "-q",
            "--tb=no",
            "-p",
            "lugares_complemento",
            "steps",
            "-m",
            f"interpretacion-{entrada}",
            entorno={"LUGARES_ESCENARIOS": str(salida), "PYTHONPATH": f"{arbol / 'src'}{os.pathsep}{arbol}"},
        )
        escenarios = [x.split("\t") for x in salida.read_text(encoding="utf-8").splitlines()]
        for nodo, feature in escenarios:
            a_mano.setdefault(f"features/{feature}", []).append(nodo.split("::")[0])
    a_mano["CHANGELOG.md"] = ["(ninguna prueba)"]
    return {
        "cambio": f"lectura por defecto de {entrada}: {antes} → {despues}",
        "revision": confirmacion(rev),
        "pruebas_ejecutadas": len(nodos),
        "pruebas_que_fallan": sorted(fallos),
        "escenarios_que_fallan": sorted(n for n, _ in escenarios),
        "fuente": ["src/retiro/datos/interpretaciones.yaml"],
        "regenerados": dict(sorted(regenerados.items())),
        "a_mano": dict(sorted(a_mano.items())),
        "lugares": 1 + len(set(regenerados) | set(a_mano)),
        "lugares_a_mano": 1 + len(a_mano),
    }


# --- A figure of the text ---------------------------------------------------------------------------------------
def _numeros(cifra: int) -> set[int]:
    return {cifra, cifra * 100}  # in dollars, or in cents (the batch engine and the generators count cents)


def _python(texto: str, cifra: int) -> dict[str, list[int]]:
    """Líneas de un archivo de Python con la cifra: como constante del cálculo o como prosa."""
    salida: dict[str, list[int]] = {"calcula": [], "prosa": []}
    numeros = _numeros(cifra)
    prosa = re.compile(rf"\b{cifra // 1000}[,.]?{cifra % 1000:03d}\b|\b{cifra}\b")
    try:
        arbol = ast.parse(texto)
    except SyntaxError:
        return salida
    for n in ast.walk(arbol):
        if isinstance(n, ast.Constant) and type(n.value) is int and n.value in numeros:
            salida["calcula"].append(n.lineno)
        elif isinstance(n, ast.Constant) and isinstance(n.value, str) and prosa.search(n.value):
            salida["prosa"].append(n.lineno)
    for t in tokenize.generate_tokens(io.StringIO(texto).readline):
        if t.type == tokenize.COMMENT and prosa.search(t.string):
            salida["prosa"].append(t.start[0])
    return salida


def _javascript(texto: str, cifra: int) -> dict[str, list[int]]:
    salida: dict[str, list[int]] = {"calcula": [], "prosa": []}
    prosa = re.compile(rf"\b{cifra // 1000}[,.]?{cifra % 1000:03d}\b|\b{cifra}\b")
    codigo = re.compile("|".join(rf"\b{n}n?\b" for n in _numeros(cifra)))
    for i, linea in enumerate(texto.splitlines(), 1):
        sin_comentario = linea.split("//", 1)[0]
        sin_cadenas = re.sub(r'"[^"]*"|`[^`]*`|\'[^\']*\'', '""', sin_comentario)
        if codigo.search(sin_cadenas):
            salida["calcula"].append(i)
        elif prosa.search(linea):
            salida["prosa"].append(i)
    return salida


def lugares_de_la_cifra(cifra: int, rev: str) -> dict:
    prosa = re.compile(rf"\b{cifra // 1000}[,.]?{cifra % 1000:03d}\b|\b{cifra}\b|\b{cifra * 100}\b")
    clases: dict[str, dict[str, list[int]]] = {k: {} for k in ("calcula", "texto", "ejemplos", "prosa", "mediciones")}
    with tempfile.TemporaryDirectory(prefix="retiro-lugares-") as tmp:
        arbol = copiar(rev, Path(tmp))
        for ruta in sorted(arbol.rglob("*")):
            if not ruta.is_file() or ruta.is_symlink():
                continue
            nombre = str(ruta.relative_to(arbol))
            if nombre == "scripts/lugares_de_un_cambio.py":  # this script names the figures it looks for
                continue
            try:
                texto = ruta.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            if ruta.suffix == ".py":
                lineas = _python(texto, cifra)
            elif ruta.suffix in (".mjs", ".js"):
                lineas = _javascript(texto, cifra)
            else:
                hallazgos = [i for i, x in enumerate(texto.splitlines(), 1) if prosa.search(x)]
                if not hallazgos:
                    continue
                if nombre.startswith("mediciones/"):
                    clase = "mediciones"
                elif nombre.endswith("datos/clausulas.yaml"):
                    clase = "texto"
                elif ruta.suffix == ".feature":
                    clase = "ejemplos"
                else:
                    clase = "prosa"
                clases[clase][nombre] = hallazgos
                continue
            for clase, hallazgos in lineas.items():
                if hallazgos and not (clase == "prosa" and nombre in clases["calcula"]):
                    clases[clase][nombre] = sorted(set(hallazgos))
    return {
        "cambio": f"la cifra {cifra} (en dólares o en centavos)",
        "revision": confirmacion(rev),
        **{k: dict(sorted(v.items())) for k, v in clases.items()},
        "lugares_que_calculan": len(clases["calcula"]),
    }


# --- Output -----------------------------------------------------------------------------------------------------
def como_texto(r: dict) -> str:
    lineas = [f"## {r['cambio']} (árbol {r['revision']})", ""]
    if "a_mano" in r:
        lineas.append(
            f"Lugares: {r['lugares']} archivos (el registro incluido); a mano: {r['lugares_a_mano']}; solo con una "
            f"orden: {r['lugares'] - r['lugares_a_mano']}."
        )
        lineas.append(
            f"({r['pruebas_ejecutadas']} pruebas de CONTRIBUTING.md ejecutadas en la copia; fallan "
            f"{len(r['pruebas_que_fallan'])} tras regenerar; de los escenarios etiquetados con la entrada, fallan "
            f"{len(r['escenarios_que_fallan'])}.)"
        )
        lineas += ["", "- fuente: " + ", ".join(r["fuente"])]
        lineas += [f"- regenerado: {f} — {o}" for f, o in r["regenerados"].items()]
        lineas += [f"- a mano: {f} — lo exige {', '.join(p)}" for f, p in r["a_mano"].items()]
    else:
        lineas.append(f"Archivos que calculan con la cifra: {r['lugares_que_calculan']}.")
        nombres = {
            "calcula": "calcula con ella",
            "texto": "el texto de la ley",
            "ejemplos": "ejemplos (.feature)",
            "prosa": "prosa (mensajes, docstrings, comentarios, documentación)",
            "mediciones": "mediciones (salidas de scripts)",
        }
        for clase, nombre in nombres.items():
            lineas.append(f"- {nombre}: {len(r[clase])} archivos")
            lineas += [
                f"    {f}: líneas {', '.join(map(str, ls[:8]))}{' …' if len(ls) > 8 else ''}"
                for f, ls in r[clase].items()
            ]
    return "\n".join(lineas)


def main(argv: list[str] | None = None) -> int:
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("--lectura", metavar="INT-nn", help="la entrada cuya lectura por defecto se cambia")
    a.add_argument("--cifra", type=int, metavar="N", help="una cifra del texto, en dólares (6600)")
    a.add_argument("--rev", default="HEAD", help="la confirmación que se mide (por defecto HEAD)")
    a.add_argument("--todas", action="store_true", help="también las pruebas que ejecutan la especificación entera")
    a.add_argument("--json", action="store_true", help="salida JSON")
    args = a.parse_args(argv)
    if not args.lectura and not args.cifra:
        args.lectura, args.cifra = "INT-05", 6600
    resultados = []
    if args.lectura:
        resultados.append(lugares_de_la_lectura(args.lectura, args.rev, args.todas))
    if args.cifra:
        resultados.append(lugares_de_la_cifra(args.cifra, args.rev))
    if args.json:
        print(json.dumps(resultados, ensure_ascii=False, indent=1))
    else:
        print("\n\n".join(como_texto(r) for r in resultados))
    return 0


if __name__ == "__main__":
    sys.exit(main())
