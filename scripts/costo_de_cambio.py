#!/usr/bin/env python
"""El costo de un cambio de la ley: tres cambios hechos en una copia, como los haría quien mantiene el proyecto.

(a) 18.6(a): el 2 % por cada año en exceso de 20 pasa a 2½ % (también en la regla externa EXT-01, que repite la
    fórmula de la ley para las pensiones sin reducción); (b) 10.3: el tope de $6,600 pasa a $7,000 (solo en 10.3);
    (c) la lectura por defecto de una entrada del registro (INT-29).

Para (a) y (b), en una copia del árbol confirmado (``git archive``; la copia de trabajo no se toca):

1. **La declaración**: se cambia el valor donde está declarado. Si el árbol tiene ``datos/parametros.yaml``, ahí
   (y en ``reglas_externas.yaml`` para EXT-01); si no (el árbol anterior al issue 23), en la constante del módulo
   de la regla (``articulo18.py``, ``articulo10.py``) y en ``reglas_externas.yaml``. Nada más se edita a mano.
2. **Lo que se regenera**: ``python -m retiro.cli.registro`` (las copias JSON de los datos), los esquemas y las frases
   generadas de la documentación. Cada archivo que cambian es **regenerado**, no editado.
3. **Los textos derivados**: ``retiro calcular`` sobre un ejemplo de ``ejemplos/`` (la explicación dice la cifra
   nueva y no la vieja; la cuantía cambió), las claves del JSON y los nombres y descripciones de las columnas del
   lote (ninguno lleva la cifra vieja), el glosario y los gráficos del sitio. Un texto que no siguió es un lugar
   **a mano** que ninguna prueba señala.
4. **Las pruebas del cambio**: la especificación de los dos artículos, el motor del lote contra la referencia, la
   segunda lectura, las copias independientes contra la declaración, la salida esperada, el inventario de
   cifras. Un escenario que falla es un **ejemplo** que debe cambiar (no cuenta); cualquier otra prueba que falla
   nombra un lugar **a mano** (el archivo que dice su mensaje, o la prueba misma).

Para (c) se usa el método de ``scripts/lugares_de_un_cambio.py --lectura`` (el registro, las órdenes que
regeneran, las pruebas que nombra CONTRIBUTING.md).

    python scripts/costo_de_cambio.py                 # el árbol confirmado (HEAD)
    python scripts/costo_de_cambio.py --rev 0073c6e   # antes del issue 23
    python scripts/costo_de_cambio.py --json
    python scripts/costo_de_cambio.py --solo a
    python scripts/costo_de_cambio.py --escribir        # la medición que sigue CONTRIBUTING.md
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lugares_de_un_cambio import (  # a sibling script, not a package
    COMPLEMENTO,
    _contenidos,
    _ejecutar,
    _fallos,
    _lugares_del_mensaje,
    confirmacion,
    copiar,
    lugares_de_la_lectura,
)

DATOS = Path("src/retiro/datos")
# Copies kept on purpose (a test holds each against the declaration): editing them is a hand edit, and counted.
PRUEBAS = (
    "steps/test_articulo_18.py",
    "steps/test_articulo_10.py",
    "tests/test_articulo10.py",
    "tests/test_parametros.py",
    "tests/test_registro.py",
    "tests/test_lagunas.py",
    "tests/test_salida.py",
    "tests/test_lote.py",
    "tests/test_lote_diferencial.py",
    "tests/test_identidades_lecturas.py",
    "steps/test_propiedades.py",
    "tests/test_glosario.py",
    "tests/test_esquemas.py",
)
LENTAS = ("tests/test_otra_implementacion.py", "tests/test_conformidad_poder.py")
EJEMPLOS = ("articulo_18/", "articulo_10/")  # the worked examples (features/): they change with the law
# Tests that pin the amounts of a worked case (a golden text, a member of a batch, a coordination): worked examples too.
EJEMPLOS_EN_PRUEBAS = ("tests/test_articulo10.py", "tests/test_lote.py", "tests/test_salida.py")


def separar_ejemplos(r: dict) -> dict:
    """Pasa a `ejemplos` los archivos de pruebas que fijan las cuantías de un caso resuelto."""
    for f in EJEMPLOS_EN_PRUEBAS:
        if f in r["a_mano"]:
            r["ejemplos"].append(f"{f} ({', '.join(r['a_mano'].pop(f))})")
    r["lugares_a_mano"] = len(r["a_mano"])
    return r


# A failing guard whose message names no file: the place it guards (the property scenarios guard the SymPy copy).
GUARDA = {
    "test_el_motor_vectorial_coincide_con_la_referencia_en_todo_el_espacio": "src/retiro/lote/motor.py",
    "propiedades": "src/retiro/verificacion/simbolico.py",
}
# The inventory's test: a number in the code that is not in the text (after a change of the law, the text changed)
TEXTO_DE_LA_LEY = "test_toda_decision_del_codigo_tiene_base_en_el_texto_el_registro_o_el_inventario"


@dataclass
class Cambio:
    clave: str
    titulo: str
    ejemplo: str  # the request of ejemplos/ whose explanation must follow
    paso: str  # the explanation's step of the changed rule («9. EXT-01 — …»)
    nueva: str  # what that step, and the batch column descriptions of the clause, must say after the change
    vieja: str  # what they may no longer say
    columnas: str  # the batch columns of the clause (a prefix of their descriptions), or ""
    cifra: str  # the old figure, which no JSON key or batch column name may carry


A = Cambio(
    "a",
    "18.6(a): 2 % → 2½ % por cada año en exceso de 20 (y EXT-01, que repite la fórmula)",
    "ejemplos/policia_50_25.json",
    "EXT-01 — ",
    "y 2½ % por cada año en exceso de 20",
    "y 2 % por cada año en exceso de 20",
    "",
    "2_100",
)
B = Cambio(
    "b",
    "10.3: $6,600 → $7,000 (el tope de la coordinación de la pensión por mérito)",
    "ejemplos/coordinacion_merito.json",
    "10.3 — Pensión por mérito",
    "$7,000",
    "$6,600",
    "10.3:",
    "6600",
)


def _sub(ruta: Path, patron: str, nuevo: str, cuenta: int = 1) -> None:
    texto = ruta.read_text(encoding="utf-8")
    cambiado, n = re.subn(patron, nuevo, texto, flags=re.MULTILINE)
    if n != cuenta:
        raise SystemExit(f"{ruta}: «{patron}» aparece {n} veces, no {cuenta}")
    ruta.write_text(cambiado, encoding="utf-8")


def _bloque(ruta: Path, ident: str, patron: str, nuevo: str) -> None:
    """Cambia `patron` dentro del bloque ``- id: <ident>`` de un YAML de datos (una vez)."""
    texto = ruta.read_text(encoding="utf-8")
    inicio = texto.index(f"- id: {ident}\n")
    fin = texto.find("\n- id: ", inicio + 1)
    fin = fin if fin > 0 else len(texto)
    bloque, n = re.subn(patron, nuevo, texto[inicio:fin], flags=re.MULTILINE)
    if n != 1:
        raise SystemExit(f"{ruta} ({ident}): «{patron}» aparece {n} veces, no una")
    ruta.write_text(texto[:inicio] + bloque + texto[fin:], encoding="utf-8")


def declarar(cambio: Cambio, arbol: Path) -> list[str]:
    """El cambio en la declaración, y nada más: los archivos editados a mano (la declaración)."""
    parametros = arbol / DATOS / "parametros.yaml"
    externas = arbol / DATOS / "reglas_externas.yaml"
    if cambio.clave == "a":
        _bloque(externas, "EXT-01", r"^    porcentaje_exceso_20: '0\.02'$", "    porcentaje_exceso_20: '0.025'")
        if parametros.exists():
            _bloque(parametros, "18.6.a.porcentaje_exceso", r"^  valor: '2/100'$", "  valor: '5/200'")
            return [str(DATOS / "parametros.yaml"), str(DATOS / "reglas_externas.yaml")]
        _sub(
            arbol / "src/retiro/ley/articulo18.py",
            r"^PORCENTAJE_18_6_A_EXCESO = Fraction\(2, 100\)",
            "PORCENTAJE_18_6_A_EXCESO = Fraction(5, 200)",
        )
        return ["src/retiro/ley/articulo18.py", str(DATOS / "reglas_externas.yaml")]
    if parametros.exists():
        _bloque(parametros, "10.3.tope", r"^  valor: '6600'$", "  valor: '7000'")
        return [str(DATOS / "parametros.yaml")]
    # before the declaration, 10.2 and 10.3 share articulo10.TOPE: the least edit that changes only 10.3
    ruta = arbol / "src/retiro/ley/articulo10.py"
    texto = ruta.read_text(encoding="utf-8")
    inicio = texto.index("def formula_10_3(")
    fin = texto.index("\ndef ", inicio + 1)
    funcion = texto[inicio:fin].replace("TOPE", "Fraction(7000)")
    ruta.write_text(texto[:inicio] + funcion + texto[fin:], encoding="utf-8")
    return ["src/retiro/ley/articulo10.py"]


def regenerar(arbol: Path) -> dict[str, str]:
    documentos = ["README.md", "CONTRIBUTING.md", *sorted(str(p.relative_to(arbol)) for p in arbol.glob("docs/*.md"))]
    ordenes = [
        ["-m", "retiro.cli.registro"],
        ["-m", "retiro.cli.esquemas"],
        ["-m", "retiro.cli.documentos", *documentos],
        ["-m", "pytest", "-q", "-n", "0", "-p", "no:randomly", "tests/test_salida.py", "-k", "esperada"],
    ]
    regenerados: dict[str, str] = {}
    for orden in ordenes:
        previo = _contenidos(arbol)
        entorno = {"RETIRO_REESCRIBIR_ESPERADOS": "1", "PYTHONPATH": f"{arbol / 'src'}:{arbol}"}
        r = _ejecutar(arbol, *orden, entorno=entorno)
        if r.returncode and "pytest" not in orden:  # rewriting the expected outputs may report the rewrite as a failure
            raise SystemExit(f"falló python {' '.join(orden)}:\n{r.stderr}")
        for f, contenido in _contenidos(arbol).items():
            if previo.get(f) != contenido and not f.startswith(".hypothesis/"):  # Hypothesis' own cache
                regenerados.setdefault(
                    f,
                    "RETIRO_REESCRIBIR_ESPERADOS=1 python -m pytest tests/test_salida.py -k esperada"
                    if "pytest" in orden
                    else "python " + " ".join(orden[:2]),
                )
    return regenerados


_DERIVADOS = r"""
import json, subprocess, sys
from retiro.lote import filas
orden = [sys.executable, "-m", "retiro", "calcular", "--solicitud", sys.argv[1]]
texto = subprocess.run(orden, capture_output=True, text=True, check=True).stdout
respuesta = json.loads(subprocess.run(orden + ["--json"], capture_output=True, text=True, check=True).stdout)
def claves(x):
    if isinstance(x, dict):
        for k, v in x.items():
            yield k
            yield from claves(v)
    elif isinstance(x, list):
        for v in x:
            yield from claves(v)
try:
    from retiro.sitio import graficos
    svg = "".join(graficos.todos().values())
except ImportError:  # the charts need the site's extras
    svg = ""
print(json.dumps({
    "anual": (respuesta.get("pension") or {}).get("anual"),
    "coordinada": (respuesta.get("coordinacion") or {}).get("formula_anual"),
    "explicacion": texto,
    "claves": sorted(set(claves(respuesta))),
    "columnas": [" ".join(map(str, c)) for c in filas.COLUMNAS],
    "glosario": open("src/retiro/datos/glosario.yaml", encoding="utf-8").read(),
    "graficos": svg,
}, ensure_ascii=False))
"""


def derivados(arbol: Path, ejemplo: str) -> dict:
    (arbol / "costo_derivados.py").write_text(_DERIVADOS, encoding="utf-8")
    r = _ejecutar(arbol, "costo_derivados.py", ejemplo)
    if r.returncode:
        raise SystemExit(f"los textos derivados no se pudieron leer:\n{r.stderr[-3000:]}")
    return json.loads(r.stdout)


def comprobar(cambio: Cambio, antes: dict, despues: dict) -> list[tuple[str, bool]]:
    cuantia = "anual" if cambio.clave == "a" else "coordinada"
    pasos = [x.strip() for x in despues["explicacion"].splitlines() if cambio.paso in x]
    resultado = [
        (f"la cuantía cambió ({antes[cuantia]} → {despues[cuantia]})", antes[cuantia] != despues[cuantia]),
        (
            f"el paso «{cambio.paso.strip()}» de la explicación de {cambio.ejemplo} dice «{cambio.nueva}»",
            bool(pasos) and all(cambio.nueva in x for x in pasos),
        ),
        (f"ese paso ya no dice «{cambio.vieja}»", bool(pasos) and not any(cambio.vieja in x for x in pasos)),
    ]
    if cambio.columnas:
        de_la_clausula = [c for c in despues["columnas"] if f" {cambio.columnas} " in c]
        resultado.append(
            (
                f"las descripciones de las columnas del lote de {cambio.columnas.rstrip(':')} dicen «{cambio.nueva}»",
                bool(de_la_clausula) and all(cambio.nueva in c and cambio.vieja not in c for c in de_la_clausula),
            )
        )
    cifra = cambio.cifra.replace("_", "")
    malas = [k for k in despues["claves"] if cifra in k.replace(",", "").replace("$", "")]
    resultado.append((f"ninguna clave del JSON lleva la cifra {malas or ''}".rstrip(), not malas))
    malas = [c.split()[0] for c in despues["columnas"] if cambio.cifra in c.split()[0]]
    resultado.append((f"ningún nombre de columna del lote lleva la cifra {malas or ''}".rstrip(), not malas))
    if despues["graficos"] and cambio.clave == "a":  # the charts show 10.2's cap, not 10.3's
        resultado.append(
            (
                f"los gráficos del sitio no dicen «{cambio.vieja}»"
                if cambio.clave == "b"
                else "el gráfico del sitio sigue al por ciento nuevo",
                (cambio.vieja not in despues["graficos"])
                if cambio.clave == "b"
                else ("a 2½ % por año" in despues["graficos"]),
            )
        )
    return resultado


def costo_de_la_cifra(cambio: Cambio, rev: str, todas: bool) -> dict:
    with tempfile.TemporaryDirectory(prefix="retiro-costo-") as tmp:
        arbol = copiar(rev, Path(tmp))
        antes = derivados(arbol, cambio.ejemplo)
        declaracion = declarar(cambio, arbol)
        regenerados = regenerar(arbol)
        despues = derivados(arbol, cambio.ejemplo)
        textos = comprobar(cambio, antes, despues)
        nodos = [p for p in PRUEBAS + (LENTAS if todas else ()) if (arbol / p).exists()]
        (arbol / "lugares_complemento.py").write_text(COMPLEMENTO, encoding="utf-8")
        tsv = arbol / "escenarios.tsv"
        tsv.touch()
        r = _ejecutar(
            arbol,
            "-m",
            "pytest",
            "-q",
            "-n",
            "0",
            "--tb=short",
            "-p",
            "no:randomly",
            "-p",
            "lugares_complemento",
            *nodos,
            entorno={"LUGARES_ESCENARIOS": str(tsv), "PYTHONPATH": f"{arbol / 'src'}:{arbol}"},
        )
        escenarios = [x.split("\t") for x in tsv.read_text(encoding="utf-8").splitlines()]
        de_escenarios = {n.split("::")[-1] for n, _ in escenarios}
        fallos = {p: ls for p, ls in _fallos(r.stdout).items() if p not in de_escenarios}
        archivo_de = {m.group(2): m.group(1) for m in re.finditer(r"^FAILED (\S+?\.py)::(\S+)", r.stdout, re.M)}
        a_mano: dict[str, list[str]] = {}
        texto_de_la_ley: dict[str, list[str]] = {}
        for prueba, lineas in fallos.items():
            if prueba.startswith(TEXTO_DE_LA_LEY):  # a figure that is not in the text: the law's text changed too
                texto_de_la_ley.setdefault("src/retiro/textos/ y src/retiro/datos/clausulas.yaml", []).append(prueba)
                continue
            # the file the message names; if none, the test's own file (its expectation, or the code it guards)
            lugares = _lugares_del_mensaje(lineas, arbol) or [GUARDA.get(prueba, archivo_de.get(prueba, prueba))]
            for lugar in lugares:
                if lugar in regenerados or lugar in declaracion:
                    continue
                a_mano.setdefault(lugar, []).append(prueba)
        for _nodo, feature in escenarios:  # a scenario outside the worked examples: a property of a copy
            if not feature.startswith(EJEMPLOS):
                lugar = GUARDA.get(feature.split("/")[0], f"features/{feature}")
                a_mano.setdefault(lugar, []).append(f"features/{feature}")
        for texto, ok in textos:
            if not ok:
                a_mano.setdefault("(texto derivado que no siguió: " + texto + ")", []).append("ninguna prueba")
        ejemplos = sorted({f"features/{f}" for _, f in escenarios if f.startswith(EJEMPLOS)})
        resumen = re.findall(
            r"(\d+ (?:passed|failed|error|errors|skipped|xfailed))", r.stdout.splitlines()[-1] if r.stdout else ""
        )
    return {
        "cambio": f"({cambio.clave}) {cambio.titulo}",
        "revision": confirmacion(rev),
        "declaracion": declaracion,
        "regenerados": dict(sorted(regenerados.items())),
        "ejemplos": ejemplos,
        "texto_de_la_ley": texto_de_la_ley,
        "pruebas": nodos,
        "resultado_de_las_pruebas": ", ".join(resumen),
        "textos_derivados": [{"comprobacion": t, "siguio": ok} for t, ok in textos],
        "a_mano": dict(sorted(a_mano.items())),
        "lugares_a_mano": len(a_mano),
    }


def costo_de_la_lectura(entrada: str, rev: str, todas: bool) -> dict:
    r = lugares_de_la_lectura(entrada, rev, todas)
    a_mano = {k: v for k, v in r["a_mano"].items() if not k.startswith("features/articulo_")}
    return {
        "cambio": f"(c) {r['cambio']}",
        "revision": r["revision"],
        "declaracion": r["fuente"],
        "regenerados": r["regenerados"],
        "ejemplos": sorted(k for k in r["a_mano"] if k.startswith("features/articulo_")),
        "pruebas": [f"{r['pruebas_ejecutadas']} pruebas de CONTRIBUTING.md, § 1"],
        "resultado_de_las_pruebas": f"fallan {len(r['pruebas_que_fallan'])} pruebas y "
        f"{len(r['escenarios_que_fallan'])} escenarios",
        "textos_derivados": [],
        "a_mano": a_mano,
        "lugares_a_mano": len(a_mano),
    }


def como_texto(r: dict) -> str:
    lineas = [f"## {r['cambio']} — árbol {r['revision']}", ""]
    lineas.append(f"A mano, además de la declaración y los ejemplos: {r['lugares_a_mano']} lugares.")
    lineas.append("- declaración: " + ", ".join(r["declaracion"]))
    lineas += [f"- regenerado: {f} — {o}" for f, o in r["regenerados"].items()]
    lineas += [f"- ejemplo que cambia: {f}" for f in r["ejemplos"]]
    lineas += [
        f"- el texto de la ley (si cambió): {f} — {', '.join(p)}" for f, p in r.get("texto_de_la_ley", {}).items()
    ]
    lineas += [f"- a mano: {f} — {', '.join(p)}" for f, p in r["a_mano"].items()]
    if r["textos_derivados"]:
        lineas.append("Textos derivados:")
        lineas += [f"  [{'sí' if t['siguio'] else 'NO'}] {t['comprobacion']}" for t in r["textos_derivados"]]
    lineas.append(f"Pruebas: {r['resultado_de_las_pruebas']} ({len(r['pruebas'])} archivos).")
    return "\n".join(lineas)


def main(argv: list[str] | None = None) -> int:
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("--rev", default="HEAD", help="la confirmación que se mide (por defecto HEAD)")
    a.add_argument("--lectura", default="INT-29", metavar="INT-nn", help="la entrada del cambio (c)")
    a.add_argument("--solo", choices=["a", "b", "c"], action="append", help="solo estos cambios")
    a.add_argument("--todas", action="store_true", help="también el kit contra JavaScript y las defectuosas (lento)")
    a.add_argument("--json", action="store_true", help="salida JSON")
    a.add_argument(
        "--escribir",
        metavar="RUTA",
        nargs="?",
        const="mediciones/costo_de_cambio.json",
        help="guarda la medición (por defecto mediciones/costo_de_cambio.json, que CONTRIBUTING.md sigue)",
    )
    args = a.parse_args(argv)
    solo = args.solo or ["a", "b", "c"]
    resultados = [separar_ejemplos(costo_de_la_cifra(c, args.rev, args.todas)) for c in (A, B) if c.clave in solo]
    if "c" in solo:
        resultados.append(costo_de_la_lectura(args.lectura, args.rev, args.todas))
    if args.escribir:
        ruta = Path(args.escribir)
        ruta = ruta if ruta.is_absolute() else Path(__file__).resolve().parents[1] / ruta
        ruta.write_text(json.dumps(resultados, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    if args.json:
        print(json.dumps(resultados, ensure_ascii=False, indent=1))
    else:
        print("\n\n".join(como_texto(r) for r in resultados))
    return 0 if all(r["lugares_a_mano"] <= 4 for r in resultados) else 1


if __name__ == "__main__":
    sys.exit(main())
