#!/usr/bin/env python
"""Pruebas de mutación de los módulos de reglas y de entrada, separando lo que mata la especificación (los .feature)
de lo que matan solo las pruebas unitarias (tests/).

Mutantes: cada cambio pequeño del código, generado con el módulo ``ast`` de la biblioteca estándar (operadores de
comparación y aritméticos, ``and``/``or``, ``not``, ``min``/``max``, constantes numéricas, booleanas y de texto;
nunca docstrings ni anotaciones de tipo). Ejecución: un solo proceso de pytest recoge las pruebas una vez y mide,
con un rastreador de líneas, qué pruebas ejecutan cada línea de los módulos; después, por cada mutante, un proceso
hijo (``fork``) cambia en memoria la función mutada (su ``__code__``; o el módulo entero si el cambio está fuera de
toda función) y ejecuta solo las pruebas que pasan por esa línea, primero las de la especificación (steps/) y, si
el mutante sobrevive, las unitarias (tests/), hasta la primera que falle. Las pruebas de un mutante son las que pasan
por su sentencia; si está en la cabecera de un bucle, de un ``if`` o de un ``with``, las que pasan por esa cabecera;
si es un valor por defecto o un decorador de una función, las que ejecutan la función.

Lo que se construye al importar (un nombre del módulo, un lector de un campo declarado a nivel de módulo, el
``__post_init__`` de un objeto creado al importar…) no lo alcanza un cambio en memoria hecho después. Por eso, un
superviviente cuya línea corre al importar (lo mide el rastreador mientras pytest importa y recoge) tiene una segunda
oportunidad: un intérprete nuevo importa el módulo mutado (un gancho de importación compila el árbol mutado en lugar
del archivo) y ejecuta la especificación entera; antes, la misma ejecución sin mutante debe pasar (control).

    python scripts/mutacion.py                          # todos los módulos de MODULOS; 2 procesos
    python scripts/mutacion.py --modulos dinero fechas  # solo esos
    python scripts/mutacion.py --reanudar               # solo los no atrapados aún (tras añadir escenarios)
    python scripts/mutacion.py --modulos dinero --ids 1a2b3c4d5e   # uno solo, sin escribir nada (para triar)
    python scripts/mutacion.py --procesos 1 --limite 600   # un proceso; detenerse a los 600 s (resultado parcial)
    python scripts/mutacion.py --seguir-equivalentes HEAD  # tras mover código: los ids de los equivalentes, al día

Resultado: mediciones/mutacion/<módulo>.json (cada mutante: módulo, línea, operador, cambio, resultado y la prueba
que lo mató), y el total de todos los módulos en mediciones/mutacion.json y mediciones/mutacion.md (resumen
legible). Los supervivientes se clasifican en mediciones/mutacion_equivalentes.yaml (equivalentes, con su razón);
la puntuación se calcula sin ellos.

Qué se mide: lo que matan los escenarios de la especificación (steps/, los .feature). Con ``--unitarias``, a los
supervivientes se les pasan también las pruebas unitarias (tests/). Los cambios de *prosa* (un texto con espacios
o signos: las explicaciones y los mensajes, no los códigos, claves, cláusulas ni lecturas) se listan y se cuentan
aparte, fuera de la puntuación: la especificación fija lo que el texto legal determina —cifras, estados, cláusulas,
lecturas, el campo de cada error—, no la redacción de las explicaciones; ``--prosa`` los mide también.

``--reanudar`` conserva de la medición anterior de cada módulo los mutantes ya atrapados por la especificación y
los supervivientes ya clasificados como equivalentes (``--reverificar``: a estos los ejecuta otra vez), solo si el
código del módulo no cambió (su sha256): añadir escenarios no puede soltar a un mutante atrapado.
Necesita un sistema con ``fork`` (Linux, macOS). Véase mediciones/README.md.
"""

from __future__ import annotations

import argparse
import ast
import copy
import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
FUENTES = RAIZ / "src" / "retiro"
#: The rule and input modules (issue 12 §4): rules, the request model and its readers, output, money, dates.
MODULOS = [
    "articulo18",
    "articulo18_cuantia",
    "articulo10",
    "articulo10_garantias",
    "calculadora",
    "entrada",
    "lectores",
    "declaracion",
    "decodificador",
    "limites",
    "salida",
    "dinero",
    "fechas",
    "vigencia",
    "lecturas",
]
#: The layer (folder of src/retiro/) of each measured module: the measurement names modules by their file name.
CAPA = {m: "protocolo" for m in ("calculadora", "entrada", "lectores", "declaracion", "decodificador", "salida")}
CAPA.update(limites="comun")


def fuente(modulo: str) -> Path:
    """The file of a measured module (src/retiro/<capa>/<modulo>.py)."""
    return FUENTES / CAPA.get(modulo, "ley") / f"{modulo}.py"


#: Tests left out of the measurement because each takes seconds and repeats what others check (a browser, the whole
#: site, subprocess-heavy kit runs): they would decide no mutant that the rest does not, at hours of cost.
EXCLUIDAS = (
    "tests/test_sitio.py",
    "tests/test_conformidad_poder.py",
    "tests/test_servidor.py",
    "tests/test_lote",
    # they run the calculator in another process, which never sees an in-memory mutant:
    "tests/test_cli.py",
    "tests/test_cli_datos_malos.py",
    "tests/test_conformidad_robustez.py",
    "tests/test_conformidad_vectores.py",
    "tests/test_otra_implementacion.py",
    "tests/test_autoria.py",
    "tests/test_lagunas.py::test_el_barrido_es_rapido",  # a speed limit, meaningless under the line tracer
)


# --- Mutantes --------------------------------------------------------------------------------------------------------
@dataclass
class Mutante:
    id: str
    modulo: str
    linea: int
    columna: int
    operador: str
    original: str
    mutado: str
    funcion: str | None  # qualified name of the enclosing function (None: module level)
    prosa: bool = False  # a change of wording (explanations, messages), not of a code, key, clause or reading
    resultado: str = "pendiente"  # muerto_especificacion | muerto_unitarias | vivo | sin_cobertura | tiempo | error
    prueba: str | None = None
    pruebas: int = 0
    segundos: float = 0.0


COMPARACIONES = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
ARITMETICOS = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.Div,
    ast.Div: ast.Mult,
    ast.FloorDiv: ast.Div,
    ast.Mod: ast.FloorDiv,
    ast.Pow: ast.Mult,
}


def _anotaciones(arbol: ast.AST) -> set[int]:
    """ids of the nodes inside type annotations and docstrings (never mutated: not evaluated)."""
    fuera: set[int] = set()
    for nodo in ast.walk(arbol):
        partes = []
        if isinstance(nodo, (ast.FunctionDef, ast.AsyncFunctionDef)):
            partes.append(nodo.returns)
            partes += [a.annotation for a in nodo.args.args + nodo.args.kwonlyargs + nodo.args.posonlyargs]
            partes += [nodo.args.vararg and nodo.args.vararg.annotation, nodo.args.kwarg and nodo.args.kwarg.annotation]
        elif isinstance(nodo, ast.AnnAssign):
            partes.append(nodo.annotation)
        if isinstance(nodo, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and nodo.body:
            primero = nodo.body[0]
            if isinstance(primero, ast.Expr) and isinstance(primero.value, ast.Constant):
                partes.append(primero.value)
        for p in partes:
            if p is not None:
                fuera |= {id(x) for x in ast.walk(p)}
    return fuera


def _padres(arbol: ast.AST) -> dict[int, ast.AST]:
    padres = {}
    for nodo in ast.walk(arbol):
        for hijo in ast.iter_child_nodes(nodo):
            padres[id(hijo)] = nodo
    return padres


def _funcion_de(nodo: ast.AST, padres: dict) -> str | None:
    nombres, en_funcion, actual = [], False, nodo
    while id(actual) in padres:
        actual = padres[id(actual)]
        if isinstance(actual, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            nombres.append(actual.name)
            en_funcion |= not isinstance(actual, ast.ClassDef)
    if not en_funcion:
        return None
    # the outermost function (nested functions are part of its code object)
    cadena = list(reversed(nombres))
    for i, nombre in enumerate(cadena):
        if nombre not in _CLASES:
            return ".".join(cadena[: i + 1])
    return ".".join(cadena)


_CLASES: set[str] = set()


def _cambios(nodo: ast.AST):
    """(operador, aplicar) for each mutation of this node; aplicar mutates the node in place and returns a text."""
    if isinstance(nodo, ast.Compare):
        for i, op in enumerate(nodo.ops):
            if type(op) in COMPARACIONES:
                nuevo = COMPARACIONES[type(op)]

                def aplicar(n, i=i, nuevo=nuevo):
                    n.ops[i] = nuevo()

                yield f"comparación {type(op).__name__}→{nuevo.__name__}", aplicar
    elif isinstance(nodo, ast.BinOp) and type(nodo.op) in ARITMETICOS:
        nuevo = ARITMETICOS[type(nodo.op)]

        def aplicar(n, nuevo=nuevo):
            n.op = nuevo()

        yield f"aritmética {type(nodo.op).__name__}→{nuevo.__name__}", aplicar
    elif isinstance(nodo, ast.AugAssign) and type(nodo.op) in ARITMETICOS:
        nuevo = ARITMETICOS[type(nodo.op)]

        def aplicar(n, nuevo=nuevo):
            n.op = nuevo()

        yield f"asignación {type(nodo.op).__name__}→{nuevo.__name__}", aplicar
    elif isinstance(nodo, ast.BoolOp):
        nuevo = ast.Or if isinstance(nodo.op, ast.And) else ast.And

        def aplicar(n, nuevo=nuevo):
            n.op = nuevo()

        yield f"lógica {type(nodo.op).__name__}→{nuevo.__name__}", aplicar
    elif isinstance(nodo, ast.UnaryOp) and isinstance(nodo.op, ast.Not):
        yield "quita not", "quitar_not"
    elif isinstance(nodo, ast.Call) and isinstance(nodo.func, ast.Name) and nodo.func.id in ("min", "max"):
        otro = "max" if nodo.func.id == "min" else "min"

        def aplicar(n, otro=otro):
            n.func.id = otro

        yield f"{nodo.func.id}→{otro}", aplicar
    elif isinstance(nodo, ast.Constant):
        v = nodo.value
        if isinstance(v, bool):

            def aplicar(n):
                n.value = not n.value

            yield "booleano", aplicar
        elif isinstance(v, int):

            def aplicar(n):
                n.value = n.value + 1

            yield "número +1", aplicar
            if v != 0:

                def aplicar0(n):
                    n.value = 0

                yield "número→0", aplicar0
        elif isinstance(v, str) and v:

            def aplicar(n):
                n.value = "XX" + n.value + "XX"

            yield "texto", aplicar


#: A text that is a code (an identifier, a key, a clause id, a reading, a file name), not prose.
CODIGO = re.compile(r"[A-Za-z0-9_.\-]+")


def fuente_sha256(modulo: str) -> str:
    return hashlib.sha256((fuente(modulo)).read_bytes()).hexdigest()


def mutantes_de(modulo: str, fuente: str | None = None) -> tuple[list[Mutante], ast.Module]:
    """The mutants of a module (of `fuente`, another version of its text, if given)."""
    if fuente is None:
        fuente = (fuente(modulo)).read_text(encoding="utf-8")
    arbol = ast.parse(fuente)
    _CLASES.update(n.name for n in ast.walk(arbol) if isinstance(n, ast.ClassDef))
    fuera, padres = _anotaciones(arbol), _padres(arbol)
    lista = []
    for nodo in ast.walk(arbol):
        if id(nodo) in fuera or not hasattr(nodo, "lineno"):
            continue
        if isinstance(nodo, ast.Constant) and isinstance(padres.get(id(nodo)), ast.JoinedStr):
            continue  # the literal parts of an f-string: its own category below would double-count
        for operador, _ in _cambios(nodo):
            original = ast.get_source_segment(fuente, nodo) or ""
            mutado = _texto_mutado(arbol, nodo, operador)
            clave = f"{modulo}:{nodo.lineno}:{nodo.col_offset}:{operador}"
            prosa = operador == "texto" and not CODIGO.fullmatch(nodo.value)
            lista.append(
                Mutante(
                    id=hashlib.sha1(clave.encode()).hexdigest()[:10],
                    modulo=modulo,
                    linea=nodo.lineno,
                    columna=nodo.col_offset,
                    operador=operador,
                    original=original.splitlines()[0][:120] if original else "",
                    mutado=mutado.splitlines()[0][:120] if mutado else "",
                    funcion=_funcion_de(nodo, padres),
                    prosa=prosa,
                )
            )
    return lista, arbol


def _localizar(arbol: ast.AST, linea: int, columna: int, operador: str) -> ast.AST:
    for nodo in ast.walk(arbol):
        en_su_sitio = getattr(nodo, "lineno", None) == linea and getattr(nodo, "col_offset", None) == columna
        if en_su_sitio and any(op == operador for op, _ in _cambios(nodo)):
            return nodo
    raise LookupError(f"no se encuentra el nodo {linea}:{columna} {operador}")


def _aplicar(arbol: ast.Module, linea: int, columna: int, operador: str) -> ast.Module:
    """A copy of the tree with the mutation applied."""
    nuevo = copy.deepcopy(arbol)
    nodo = _localizar(nuevo, linea, columna, operador)
    for op, aplicar in _cambios(nodo):
        if op != operador:
            continue
        if aplicar == "quitar_not":
            padres = _padres(nuevo)
            padre = padres[id(nodo)]
            for campo, valor in ast.iter_fields(padre):
                if valor is nodo:
                    setattr(padre, campo, nodo.operand)
                elif isinstance(valor, list):
                    for k, x in enumerate(valor):
                        if x is nodo:
                            valor[k] = nodo.operand
        else:
            aplicar(nodo)
        break
    return ast.fix_missing_locations(nuevo)


def _texto_mutado(arbol: ast.Module, nodo: ast.AST, operador: str) -> str:
    copia = copy.deepcopy(nodo)
    if operador == "quita not":
        return ast.unparse(copia.operand)
    for op, aplicar in _cambios(copia):
        if op == operador and aplicar != "quitar_not":
            aplicar(copia)
    return ast.unparse(copia)


# --- Aplicar un mutante en el proceso hijo ---------------------------------------------------------------------------
def _objeto(modulo, nombre: str):
    actual = modulo
    for parte in nombre.split("."):
        actual = getattr(actual, parte)
    return actual


def _codigo(f):
    """The plain function behind decorators (functools.cache, property, staticmethod…)."""
    for atributo in ("fget", "__func__", "__wrapped__"):
        while hasattr(f, atributo) and not hasattr(f, "__code__"):
            f = getattr(f, atributo)
    while hasattr(f, "__wrapped__"):
        f = f.__wrapped__
    return f


def aplicar_en_memoria(m: Mutante, arbol: ast.Module) -> None:
    """Changes the live module: the enclosing function's code, or the whole module's names."""
    import importlib

    vivo = importlib.import_module(f"retiro.{CAPA.get(m.modulo, 'ley')}.{m.modulo}")
    mutado = _aplicar(arbol, m.linea, m.columna, m.operador)
    espacio: dict = {"__name__": vivo.__name__, "__file__": vivo.__file__, "__package__": "retiro"}
    exec(compile(mutado, vivo.__file__, "exec"), espacio)
    if m.funcion is not None:
        viejo, nuevo = _codigo(_objeto(vivo, m.funcion)), _codigo(_resolver(espacio, m.funcion))
        viejo.__code__ = nuevo.__code__
        viejo.__defaults__, viejo.__kwdefaults__ = nuevo.__defaults__, nuevo.__kwdefaults__
    else:  # module level: every changed name, in this module and wherever another module imported it
        for nombre, valor in espacio.items():
            anterior = vivo.__dict__.get(nombre, None)
            if nombre.startswith("__") or anterior is valor or _igual(anterior, valor):
                continue
            for otro in list(sys.modules.values()):
                d = getattr(otro, "__dict__", None)
                if not d or not getattr(otro, "__name__", "").startswith("retiro"):
                    continue
                for k, v in list(d.items()):
                    if v is anterior:
                        d[k] = valor
    _vaciar_caches()


def _resolver(espacio: dict, nombre: str):
    partes = nombre.split(".")
    actual = espacio[partes[0]]
    for p in partes[1:]:
        actual = getattr(actual, p)
    return actual


def _igual(a, b) -> bool:
    try:
        return type(a) is type(b) and not callable(a) and bool(a == b)
    except Exception:
        return False


def _vaciar_caches() -> None:
    """Memoised functions may hold results computed before the mutation (the parent process)."""
    for modulo in list(sys.modules.values()):
        if not getattr(modulo, "__name__", "").startswith("retiro"):
            continue
        for v in list(vars(modulo).values()):
            if hasattr(v, "cache_clear"):
                v.cache_clear()


# --- La ejecución ----------------------------------------------------------------------------------------------------
class Rastreo:
    """Which test runs which line of the mutated modules (sys.settrace, only in those files)."""

    def __init__(self, archivos: set[str]):
        self.archivos = archivos
        self.actual: str | None = None
        self.lineas: dict[tuple[str, int], set[str]] = {}

    def global_(self, frame, evento, arg):
        if frame.f_code.co_filename in self.archivos:
            return self.local
        return None

    def local(self, frame, evento, arg):
        if evento == "line" and self.actual is not None:
            self.lineas.setdefault((frame.f_code.co_filename, frame.f_lineno), set()).add(self.actual)
        return self.local


def _cabecera(nodo: ast.stmt) -> tuple[int, int] | None:
    """First and last line of a compound statement's header (the part evaluated before its body)."""
    if isinstance(nodo, (ast.For, ast.AsyncFor)):
        partes = [nodo.target, nodo.iter]
    elif isinstance(nodo, (ast.If, ast.While)):
        partes = [nodo.test]
    elif isinstance(nodo, (ast.With, ast.AsyncWith)):
        partes = [x.context_expr for x in nodo.items]
    elif isinstance(nodo, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        partes = list(nodo.decorator_list)
        if isinstance(nodo, ast.ClassDef):
            partes += nodo.bases + [k.value for k in nodo.keywords]
        else:
            partes += [d for d in nodo.args.defaults + nodo.args.kw_defaults if d is not None]
    else:
        return None
    inicio = min([nodo.lineno] + [p.lineno for p in partes])
    return inicio, max([nodo.lineno] + [p.end_lineno or p.lineno for p in partes])


def _lineas_de(arbol: ast.Module, m: Mutante) -> list[int]:
    """Lines whose execution means the mutant was reached: its statement's lines; for a mutant in the header of a
    compound statement, the line the interpreter reports for that header (a loop's tuple of constants spans lines
    that never get a line event of their own); for a function's default or decorator, the lines of its body (the
    tests that call it)."""
    cabeceras = []
    for nodo in ast.walk(arbol):
        if not isinstance(nodo, ast.stmt) or not nodo.lineno <= m.linea <= (nodo.end_lineno or nodo.lineno):
            continue
        if isinstance(nodo, (ast.Try, ast.Match, getattr(ast, "TryStar", ast.Try))):
            continue  # no header of its own: the statement inside holds the mutant
        cabecera = _cabecera(nodo)
        if cabecera is None:
            return list(range(nodo.lineno, (nodo.end_lineno or nodo.lineno) + 1))
        if cabecera[0] <= m.linea <= cabecera[1]:
            cabeceras.append((nodo, cabecera))
    if not cabeceras:
        return [m.linea]
    nodo, (inicio, fin) = max(cabeceras, key=lambda x: x[1][0])  # the innermost
    if isinstance(nodo, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return list(range(nodo.body[0].lineno, (nodo.end_lineno or nodo.lineno) + 1))
    return list(range(inicio, fin + 1))


class Mutacion:
    """El complemento de pytest que mide la cobertura por prueba y luego ejecuta los mutantes."""

    def __init__(self, args):
        self.args = args
        self.mutantes: list[Mutante] = []
        self.arboles: dict[str, ast.Module] = {}
        for modulo in args.modulos:
            if not (fuente(modulo)).exists():
                print(f"(módulo {modulo} no existe en este árbol: se omite)", flush=True)
                continue
            lista, arbol = mutantes_de(modulo)
            if args.ids:
                lista = [m for m in lista if m.id in args.ids]
            previos = _previos(modulo) if args.reanudar else {}
            # with --reanudar, a survivor already classified as equivalent keeps its result unless --reverificar
            conservar = ATRAPADOS if args.reverificar else (*ATRAPADOS, *SUPERVIVIENTES)
            equivalentes = set() if args.reverificar else set(_equivalentes())
            for m in lista:
                previo = previos.get(m.id, {}).get("resultado")
                if m.prosa and not args.prosa:
                    m.resultado = "prosa"
                elif previo in conservar and (previo in ATRAPADOS or m.id in equivalentes):
                    for campo in ("resultado", "prueba", "pruebas", "segundos"):
                        setattr(m, campo, previos[m.id][campo])
            self.mutantes += lista
            self.arboles[modulo] = arbol
        self.duraciones: dict[str, float] = {}
        self.ejecutados: set[str] = set()
        self.importacion: set[tuple[str, int]] = set()  # (file, line) run while importing and collecting
        # the code measured: taken now, so that a change to the working copy during the run is not recorded as measured
        self.sha = {modulo: fuente_sha256(modulo) for modulo in self.arboles}

    def pytest_collection_modifyitems(self, session, config, items):
        items[:] = [i for i in items if not any(i.nodeid.startswith(x) for x in EXCLUIDAS)]
        if not self.args.unitarias:
            items[:] = [i for i in items if i.nodeid.startswith("steps/")]

    def pytest_runtestloop(self, session):
        import pytest
        from _pytest.runner import runtestprotocol

        archivos = {str(fuente(m)) for m in self.arboles}
        rastreo = Rastreo(archivos)
        items = session.items
        print(f"\n{len(self.mutantes)} mutantes en {len(self.arboles)} módulos; {len(items)} pruebas", flush=True)
        inicio = time.monotonic()
        fallos_base = []
        sys.settrace(rastreo.global_)
        try:
            for i, item in enumerate(items):
                rastreo.actual = item.nodeid
                # a memoised result computed by an earlier test would hide which lines this test depends on
                _vaciar_caches()
                t = time.monotonic()
                informes = runtestprotocol(item, nextitem=items[i + 1] if i + 1 < len(items) else None, log=False)
                self.duraciones[item.nodeid] = time.monotonic() - t
                if any(r.failed for r in informes):
                    fallos_base.append(item.nodeid)
        finally:
            sys.settrace(None)
        print(f"línea base: {time.monotonic() - inicio:.0f} s; {len(fallos_base)} fallan sin mutar", flush=True)
        if fallos_base:  # a test that fails without mutants cannot decide any mutant: left out, and listed
            print("fallan sin mutantes (se dejan fuera): " + ", ".join(fallos_base), flush=True)
            for lineas in rastreo.lineas.values():
                lineas.difference_update(fallos_base)
        self.fallos_base = fallos_base
        por_id = {i.nodeid: i for i in items}
        self._ejecutar(rastreo, por_id, runtestprotocol, pytest)
        self._reimportar()
        return True

    def _de_importacion(self, m: Mutante) -> bool:
        """Whether the mutant's line runs when the modules are imported (a module-level name, a field declared with
        a reader built at import, a dataclass's __post_init__ run on module-level objects…): the in-memory change
        cannot reach what was built from it before the fork."""
        archivo = str(fuente(m.modulo))
        return m.funcion is None or any((archivo, x) in self.importacion for x in _lineas_de(self.arboles[m.modulo], m))

    def _reimportar(self) -> None:
        """Survivors whose line runs at import get a second chance in a fresh interpreter that imports the mutated
        module (an import hook compiles the mutated tree in place of the file) and runs the whole specification."""
        candidatos = [m for m in self.mutantes if m.id in self.ejecutados and m.resultado in SUPERVIVIENTES]
        candidatos = [m for m in candidatos if self._de_importacion(m)]
        if not candidatos:
            return
        print(f"{len(candidatos)} supervivientes con código que corre al importar: se reimportan mutados", flush=True)
        from concurrent.futures import ThreadPoolExecutor

        control = [
            sys.executable,
            __file__,
            "--reimportado",
            "control",
            *(["--unitarias"] if self.args.unitarias else []),
        ]
        r = subprocess.run(control, cwd=RAIZ, capture_output=True, text=True, timeout=LIMITE_REIMPORTADO)
        if r.returncode != 0:  # a failure without a mutant would be credited to every mutant: nothing is decided
            print(
                f"la especificación no pasa en un intérprete nuevo sin mutantes (sale con {r.returncode}): no se "
                f"reimporta ningún mutante\n{r.stdout[-2000:]}",
                flush=True,
            )
            return

        def uno(m: Mutante) -> None:
            t0 = time.monotonic()
            orden = [sys.executable, __file__, "--reimportado", f"{m.modulo}:{m.id}"]
            if self.args.unitarias:
                orden.append("--unitarias")
            try:
                r = subprocess.run(orden, cwd=RAIZ, capture_output=True, text=True, timeout=LIMITE_REIMPORTADO)
            except subprocess.TimeoutExpired:
                m.resultado, m.prueba = "tiempo", "(reimportando el módulo mutado)"
            else:
                fallida = re.search(r"^(?:FAILED|ERROR) (\S+)", r.stdout, re.MULTILINE)
                if r.returncode == 1 and fallida:
                    unitaria = not fallida.group(1).startswith("steps/")
                    m.resultado = "muerto_unitarias" if unitaria else "muerto_especificacion"
                    m.prueba = f"{fallida.group(1)} (reimportando el módulo mutado)"
                elif r.returncode in (2, 3, 4):  # interrupted, internal error, usage: the mutant breaks the import
                    m.resultado = "muerto_especificacion"
                    m.prueba = f"al importar: el módulo mutado no se puede importar (pytest sale con {r.returncode})"
                elif r.returncode != 0:
                    m.resultado, m.prueba = "error", f"reimportado: pytest sale con {r.returncode}"
            m.segundos = round(m.segundos + time.monotonic() - t0, 2)
            if self.args.detalle:
                print(f"  {m.id} {m.modulo}:{m.linea} {m.operador}: {m.resultado} (reimportado)", flush=True)

        with ThreadPoolExecutor(max_workers=self.args.procesos) as grupo:
            list(grupo.map(uno, candidatos))

    def _ejecutar(self, rastreo, por_id, runtestprotocol, pytest):
        pendientes = [m for m in self.mutantes if m.resultado == "pendiente"]
        print(f"{len(pendientes)} mutantes por ejecutar", flush=True)
        activos: dict[int, tuple[Mutante, float, int]] = {}
        inicio = time.monotonic()
        hechos = 0
        r, w = os.pipe()
        os.close(r), os.close(w)
        while pendientes or activos:
            if self.args.limite and time.monotonic() - inicio > self.args.limite:
                for pid, (m, *_resto) in activos.items():
                    os.kill(pid, signal.SIGKILL)
                    m.resultado = "pendiente"
                break
            while pendientes and len(activos) < self.args.procesos:
                m = pendientes.pop(0)
                self.ejecutados.add(m.id)
                archivo = str(fuente(m.modulo))
                pruebas = set()
                for linea in _lineas_de(self.arboles[m.modulo], m):
                    pruebas |= rastreo.lineas.get((archivo, linea), set())
                if m.funcion is None:  # module level: any test that imports it may depend on it
                    pruebas = {p for (a, _), ps in rastreo.lineas.items() if a == archivo for p in ps}
                # no test runs its line: it is still applied (the mutated module is executed whole), because code
                # that runs only at import time (e.g. the check of the register in lecturas) can break the import
                orden = sorted(pruebas, key=lambda p: (not p.startswith("steps/"), self.duraciones.get(p, 0)))
                m.pruebas = len(orden)
                limite = 60 + 10 * sum(self.duraciones.get(p, 0) for p in orden)
                leer, escribir = os.pipe()
                pid = os.fork()
                if pid == 0:  # child: apply the mutant, run its tests until one fails
                    os.close(leer)
                    resultado, prueba = ("vivo" if orden else "sin_cobertura"), ""
                    try:
                        aplicar_en_memoria(m, self.arboles[m.modulo])
                        items = [por_id[p] for p in orden]
                        for k, item in enumerate(items):
                            siguiente = items[k + 1] if k + 1 < len(items) else None
                            informes = runtestprotocol(item, nextitem=siguiente, log=False)
                            if any(x.failed for x in informes):
                                unitaria = not item.nodeid.startswith("steps/")
                                resultado = "muerto_unitarias" if unitaria else "muerto_especificacion"
                                prueba = item.nodeid
                                break
                    except BaseException as e:  # the mutant breaks the module itself (e.g. at import)
                        resultado, prueba = "muerto_especificacion", f"al aplicar: {type(e).__name__}: {e}"[:200]
                    os.write(escribir, json.dumps([resultado, prueba]).encode())
                    os._exit(0)
                os.close(escribir)
                activos[pid] = (m, time.monotonic(), leer, limite)
            pid, estado = os.waitpid(-1, os.WNOHANG) if activos else (0, 0)
            if pid == 0:
                ahora = time.monotonic()
                for p, (_m, t0, _leer, limite) in list(activos.items()):
                    if ahora - t0 > limite:
                        os.kill(p, signal.SIGKILL)
                time.sleep(0.01)
                continue
            m, t0, leer, _ = activos.pop(pid)
            datos = b""
            while chunk := os.read(leer, 65536):
                datos += chunk
            os.close(leer)
            m.segundos = round(time.monotonic() - t0, 2)
            if datos:
                m.resultado, m.prueba = json.loads(datos)
            else:
                m.resultado = "tiempo" if os.WIFSIGNALED(estado) else "error"
            hechos += 1
            if self.args.detalle:
                print(
                    f"  {m.id} {m.modulo}:{m.linea} {m.operador}: {m.resultado} ({m.pruebas} pruebas, {m.segundos} s)",
                    flush=True,
                )
            if hechos % 25 == 0:
                total = len(pendientes) + hechos + len(activos)
                print(f"  {hechos}/{total} ({time.monotonic() - inicio:.0f} s)", flush=True)
                if not self.args.ids:  # a partial result survives an interruption
                    escribir_modulos(self.mutantes, self.args, self.fallos_base, self.sha)
        self.segundos = time.monotonic() - inicio


ATRAPADOS = ("muerto_especificacion", "tiempo")  # decided by the specification: a new scenario cannot undo it
SUPERVIVIENTES = ("vivo", "sin_cobertura")
CARPETA = RAIZ / "mediciones"


def _ruta_modulo(modulo: str) -> Path:
    return CARPETA / "mutacion" / f"{modulo}.json"


def _previos(modulo: str) -> dict[str, dict]:
    """The previous result of each mutant of this module, if its code has not changed since."""
    ruta = _ruta_modulo(modulo)
    if not ruta.is_file():
        return {}
    datos = json.loads(ruta.read_text(encoding="utf-8"))
    if datos.get("fuente_sha256") != fuente_sha256(modulo):
        print(f"({modulo}: el código cambió desde la medición anterior; se mide entero)", flush=True)
        return {}
    return {m["id"]: m for m in datos["mutantes"]}


def escribir_modulos(mutantes: list[Mutante], args, fallos_base: list[str], sha: dict[str, str]) -> None:
    """One file per module: what was measured, with which command, on which code."""
    (CARPETA / "mutacion").mkdir(parents=True, exist_ok=True)
    for modulo in sorted({m.modulo for m in mutantes}):
        propios = [m for m in mutantes if m.modulo == modulo]
        datos = {
            "formato": "retiro-mutacion-modulo",
            "version": 1,
            "modulo": modulo,
            "fuente_sha256": sha[modulo],
            "fecha": time.strftime("%Y-%m-%d"),
            "orden": "python scripts/mutacion.py " + " ".join(sys.argv[1:]),
            "unitarias": bool(args.unitarias),
            "prosa": bool(args.prosa),
            "pruebas_excluidas": list(EXCLUIDAS),
            "pruebas_que_fallan_sin_mutantes": fallos_base,
            "mutantes": [asdict(m) for m in propios],
        }
        texto = json.dumps(datos, ensure_ascii=False, indent=1) + "\n"
        _ruta_modulo(modulo).write_text(texto, encoding="utf-8")


def escribir_total() -> dict:
    """mediciones/mutacion.json and .md: every module of MODULOS, from its own file."""
    equivalentes = _equivalentes()
    mutantes, ordenes, faltan, viejos, unitarias, fuentes = [], set(), [], [], True, {}
    for modulo in MODULOS:
        ruta = _ruta_modulo(modulo)
        if not ruta.is_file():
            faltan.append(modulo)
            continue
        d = json.loads(ruta.read_text(encoding="utf-8"))
        fuentes[modulo] = d["fuente_sha256"]
        if d["fuente_sha256"] != fuente_sha256(modulo):
            viejos.append(modulo)
        ordenes.add(d["orden"].strip())
        unitarias &= d["unitarias"]
        mutantes += d["mutantes"]
    for m in mutantes:
        if m["resultado"] in SUPERVIVIENTES and m["id"] in equivalentes:
            m["resultado"] = "equivalente"
    de_ley = [m for m in mutantes if not m.get("prosa")]
    prosa = [m for m in mutantes if m.get("prosa")]
    cuenta: dict[str, int] = {}
    for m in de_ley:
        cuenta[m["resultado"]] = cuenta.get(m["resultado"], 0) + 1
    muertos_spec = cuenta.get("muerto_especificacion", 0) + cuenta.get("tiempo", 0)
    muertos_uni = cuenta.get("muerto_unitarias", 0)
    vivos = cuenta.get("vivo", 0) + cuenta.get("sin_cobertura", 0)
    no_equivalentes = muertos_spec + muertos_uni + vivos
    prosa_medida = [m for m in prosa if m["resultado"] != "prosa"]
    datos = {
        "formato": "retiro-mutacion",
        "version": 2,
        "fecha": time.strftime("%Y-%m-%d"),
        "orden": "; ".join(sorted(ordenes)) or "python scripts/mutacion.py",
        "modulos": [m for m in MODULOS if m not in faltan],
        "modulos_sin_medir": faltan,
        "modulos_con_codigo_cambiado": viejos,
        "fuentes_sha256": fuentes,
        "segundos": round(sum(m["segundos"] for m in mutantes)),
        "completa": not faltan and not viejos and cuenta.get("pendiente", 0) == 0,
        "unitarias": unitarias,
        "pruebas_excluidas": list(EXCLUIDAS),
        "totales": {
            "mutantes": len(de_ley),
            **cuenta,
            "no_equivalentes": no_equivalentes,
            "puntuacion_especificacion": round(muertos_spec / no_equivalentes, 4) if no_equivalentes else None,
            "puntuacion_total": round((muertos_spec + muertos_uni) / no_equivalentes, 4)
            if no_equivalentes and unitarias
            else None,
        },
        "prosa": {
            "mutantes": len(prosa),
            "medidos": len(prosa_medida),
            "atrapados": sum(m["resultado"] in ATRAPADOS for m in prosa_medida),
        },
        "mutantes": de_ley + prosa,
    }
    (CARPETA / "mutacion.json").write_text(json.dumps(datos, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (CARPETA / "mutacion.md").write_text(_resumen(datos, equivalentes), encoding="utf-8")
    return datos


def seguir_equivalentes(revision: str) -> int:
    """Moves the ids of the classified equivalents when their code moved since `revision` (a git revision): a line
    that is the same text in both versions keeps its mutants, now at the new line number; a mutant whose line changed
    is left as it was and reported, to be triaged again."""
    import difflib
    import subprocess

    ruta = RAIZ / "mediciones" / "mutacion_equivalentes.yaml"
    texto = ruta.read_text(encoding="utf-8")
    equivalentes = _equivalentes()
    cambios: dict[str, tuple[str, str, str]] = {}  # old id -> (new id, old «cambio» prefix, new one)
    perdidos = []
    for modulo in MODULOS:
        viejo = subprocess.run(
            ["git", "show", f"{revision}:{fuente(modulo).relative_to(RAIZ)}"], cwd=RAIZ, capture_output=True, text=True
        )
        nuevo = (fuente(modulo)).read_text(encoding="utf-8")
        if viejo.returncode != 0 or viejo.stdout == nuevo:
            continue
        antes = {m.id: m for m in mutantes_de(modulo, viejo.stdout)[0]}
        despues = {(m.linea, m.columna, m.operador): m for m in mutantes_de(modulo)[0]}
        lineas: dict[int, int] = {}
        emparejador = difflib.SequenceMatcher(None, viejo.stdout.splitlines(), nuevo.splitlines(), autojunk=False)
        for etiqueta, i1, i2, j1, _j2 in emparejador.get_opcodes():
            if etiqueta == "equal":
                lineas.update({i1 + k + 1: j1 + k + 1 for k in range(i2 - i1)})
        for ident in equivalentes:
            m = antes.get(ident)
            if m is None:
                continue
            destino = despues.get((lineas.get(m.linea), m.columna, m.operador))
            if destino is None:
                perdidos.append(f"{ident} ({modulo}:{m.linea} {m.operador})")
            elif destino.id != ident:
                cambios[ident] = (destino.id, f'cambio: "{modulo}:{m.linea}', f'cambio: "{modulo}:{destino.linea}')
    salida, actual = [], None
    for linea in texto.splitlines(keepends=True):  # entry by entry: an id, then its own «cambio» line
        if linea.startswith("- id: "):
            actual = cambios.get(linea[6:].strip())
            if actual:
                linea = f"- id: {actual[0]}\n"
        elif actual and linea.lstrip().startswith(actual[1]):
            linea = linea.replace(actual[1], actual[2], 1)
            actual = None
        salida.append(linea)
    ruta.write_text("".join(salida), encoding="utf-8")
    movidos = len(cambios)
    print(f"{movidos} equivalentes movidos a su línea nueva")
    for p in perdidos:
        print(f"  sin seguir (su línea cambió: vuelve a los supervivientes por clasificar): {p}")
    return 0


def _equivalentes() -> dict[str, str]:
    ruta = RAIZ / "mediciones" / "mutacion_equivalentes.yaml"
    if not ruta.exists():
        return {}
    import yaml

    return {x["id"]: x["razon"] for x in yaml.safe_load(ruta.read_text(encoding="utf-8")) or []}


def _resumen(datos: dict, equivalentes: dict) -> str:
    t = datos["totales"]

    def pct(x):
        return "—" if x is None else f"{100 * x:.1f} %"

    pr = datos["prosa"]
    estado = "medición completa"
    if not datos["completa"]:
        partes = []
        if t.get("pendiente"):
            partes.append(f"{t['pendiente']} mutantes pendientes")
        if datos["modulos_sin_medir"]:
            partes.append("módulos sin medir: " + ", ".join(datos["modulos_sin_medir"]))
        if datos["modulos_con_codigo_cambiado"]:
            partes.append("código cambiado desde la medición: " + ", ".join(datos["modulos_con_codigo_cambiado"]))
        estado = "MEDICIÓN PARCIAL: " + "; ".join(partes)
    lineas = [
        "# Pruebas de mutación",
        "",
        f"Generado por `{datos['orden']}` el {datos['fecha']}; {datos['segundos']} s de mutantes ({estado}).",
        f"Módulos: {', '.join(datos['modulos'])}.",
        "",
        "| | mutantes |",
        "|---|---:|",
        f"| total (sin los de prosa) | {t['mutantes']} |",
        f"| muertos por la especificación (steps/, los .feature) | {t.get('muerto_especificacion', 0)} |",
        f"| muertos por tiempo agotado | {t.get('tiempo', 0)} |",
        f"| muertos solo por pruebas unitarias (tests/) | {t.get('muerto_unitarias', 0)} |",
        f"| vivos | {t.get('vivo', 0)} |",
        f"| sin ninguna prueba que pase por su línea | {t.get('sin_cobertura', 0)} |",
        f"| equivalentes (mediciones/mutacion_equivalentes.yaml) | {t.get('equivalente', 0)} |",
        f"| pendientes | {t.get('pendiente', 0)} |",
        "",
        "**Puntuación de la especificación** (muertos por los .feature / no equivalentes): "
        f"{pct(t['puntuacion_especificacion'])}.",
        "Con las pruebas unitarias: "
        + (pct(t["puntuacion_total"]) if datos["unitarias"] else "no medida (sin `--unitarias`)")
        + ".",
        "",
        f"Cambios de prosa (explicaciones y mensajes; fuera de la puntuación): {pr['mutantes']}; medidos "
        f"{pr['medidos']} (con `--prosa`), atrapados {pr['atrapados']}.",
        "",
    ]
    tablas = (
        ("Supervivientes sin clasificar", ("vivo", "sin_cobertura"), "resultado", lambda m: m["resultado"]),
        ("Equivalentes", ("equivalente",), "razón", lambda m: equivalentes[m["id"]]),
    )
    for titulo, resultados, columna, ultima in tablas:
        filas = [m for m in datos["mutantes"] if m["resultado"] in resultados and not m.get("prosa")]
        if not filas:
            continue
        lineas += [f"## {titulo}", "", f"| id | módulo:línea | cambio | {columna} |", "|---|---|---|---|"]
        for m in filas:
            cambio = f"`{m['original']}` → `{m['mutado']}`".replace("|", "\\|")
            lineas.append(f"| {m['id']} | {m['modulo']}:{m['linea']} | {cambio} | {ultima(m)} |")
        lineas.append("")
    return "\n".join(lineas)


def main() -> int:
    a = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    a.add_argument("--modulos", nargs="+", default=MODULOS, help="módulos de retiro/ a mutar")
    a.add_argument("--procesos", type=int, default=2, help="mutantes a la vez (procesos hijos)")
    a.add_argument("--limite", type=float, default=0, help="segundos de mutantes como máximo (0: sin límite)")
    a.add_argument("--listar", action="store_true", help="solo lista los mutantes")
    a.add_argument("--detalle", action="store_true", help="una línea por mutante")
    a.add_argument(
        "--reanudar", action="store_true", help="conserva los atrapados y los equivalentes de la medición anterior"
    )
    a.add_argument(
        "--reverificar", action="store_true", help="con --reanudar, vuelve a ejecutar también los equivalentes"
    )
    a.add_argument("--unitarias", action="store_true", help="a los supervivientes, también las pruebas de tests/")
    a.add_argument("--prosa", action="store_true", help="mide también los cambios de prosa")
    a.add_argument("--ids", nargs="+", help="solo estos mutantes; no escribe nada (para triar)")
    a.add_argument("--total", action="store_true", help="solo rehace mediciones/mutacion.json y .md")
    a.add_argument(
        "--seguir-equivalentes",
        metavar="REVISION",
        help="mueve los ids de los equivalentes cuyo código se movió desde esa revisión de git (y no mide nada)",
    )
    a.add_argument("--reimportado", help=argparse.SUPPRESS)  # MÓDULO:ID, internal (Mutacion._reimportar)
    args = a.parse_args()
    sys.path.insert(0, str(RAIZ / "src"))
    if args.listar:
        for modulo in args.modulos:
            if (fuente(modulo)).exists():
                lista = mutantes_de(modulo)[0]
                print(f"{modulo}: {len(lista)} mutantes ({sum(m.prosa for m in lista)} de prosa)")
        return 0
    if args.total:
        _informar(escribir_total())
        return 0
    if args.seguir_equivalentes:
        return seguir_equivalentes(args.seguir_equivalentes)
    import pytest

    os.chdir(RAIZ)
    carpetas = ["steps", "tests"] if args.unitarias else ["steps"]
    opciones = ["-q", "-n", "0", "-p", "no:cacheprovider", "-p", "no:randomly"]
    if args.reimportado:
        return _reimportado(args, pytest, [*opciones, "-x", "-rfE", *carpetas])
    complemento = Mutacion(args)
    # the lines that run while the modules are imported and the tests collected (see Mutacion._reimportar)
    importacion = Rastreo({str(fuente(m)) for m in complemento.arboles})
    importacion.actual = "(importación)"
    sys.settrace(importacion.global_)
    try:
        codigo = pytest.main(opciones + carpetas, plugins=[complemento, _FinDeLaRecogida(importacion, complemento)])
    finally:
        sys.settrace(None)
    if codigo not in (0, 5) and not hasattr(complemento, "segundos"):
        print("la suite no pasa sin mutantes: no hay medición", file=sys.stderr)
        return 2
    if args.ids:
        return 0
    escribir_modulos(complemento.mutantes, args, getattr(complemento, "fallos_base", []), complemento.sha)
    _informar(escribir_total())
    return 0


class _FinDeLaRecogida:
    """Stops the import-time tracer once the tests are collected, and hands its lines to the measurement."""

    def __init__(self, rastreo: Rastreo, complemento: Mutacion):
        self.rastreo, self.complemento = rastreo, complemento

    def pytest_collection_finish(self, session):
        sys.settrace(None)
        self.complemento.importacion = set(self.rastreo.lineas)


def _reimportado(args, pytest, opciones: list[str]) -> int:
    """Child of Mutacion._reimportar: import the mutated module from its mutated tree, then run the suite."""
    import importlib.machinery
    import importlib.util

    if args.reimportado == "control":  # the same run without a mutant: it must pass
        deseleccion = [x for e in EXCLUIDAS for x in ("--deselect", e)] if args.unitarias else []
        return int(pytest.main(opciones + deseleccion))
    modulo, ident = args.reimportado.split(":")
    lista, arbol = mutantes_de(modulo)
    (m,) = [x for x in lista if x.id == ident]
    ruta = str(fuente(modulo))
    codigo = compile(_aplicar(arbol, m.linea, m.columna, m.operador), ruta, "exec")
    nombre = f"retiro.{CAPA.get(modulo, 'ley')}.{modulo}"

    class Cargador(importlib.machinery.SourceFileLoader):
        def get_code(self, fullname):  # never the cached bytecode of the unmutated file
            return codigo

    class Buscador:
        @staticmethod
        def find_spec(fullname, path=None, target=None):
            if fullname != nombre:
                return None
            return importlib.util.spec_from_file_location(fullname, ruta, loader=Cargador(fullname, ruta))

    assert nombre not in sys.modules
    sys.meta_path.insert(0, Buscador)
    deseleccion = [x for e in EXCLUIDAS for x in ("--deselect", e)] if args.unitarias else []
    return int(pytest.main(opciones + deseleccion))


LIMITE_REIMPORTADO = 1800  # seconds for one reimported mutant (the whole specification, one process)


def _informar(datos: dict) -> None:
    t = datos["totales"]
    print(
        f"\n{t['mutantes']} mutantes (sin prosa); especificación {t['puntuacion_especificacion']}; "
        f"vivos {t.get('vivo', 0)}, sin cobertura {t.get('sin_cobertura', 0)}, pendientes {t.get('pendiente', 0)}; "
        f"completa: {datos['completa']}; mediciones/mutacion.md"
    )


if __name__ == "__main__":
    sys.exit(main())
