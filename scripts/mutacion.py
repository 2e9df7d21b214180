#!/usr/bin/env python
"""Pruebas de mutación de los módulos de reglas y de entrada y de la declaración de las cifras de la ley, separando lo
que matan los escenarios de caja negra (lo que ve `retiro conformidad`), los escenarios de propiedades y las pruebas
unitarias.

Mutantes del código: cada cambio pequeño, generado con el módulo ``ast`` de la biblioteca estándar (operadores de
comparación y aritméticos, ``and``/``or``, ``not``, ``min``/``max``, constantes numéricas, booleanas y de texto;
nunca docstrings ni anotaciones de tipo). Ejecución: un solo proceso de pytest recoge las pruebas una vez y mide,
con un rastreador de líneas, qué pruebas ejecutan cada línea de los módulos; después, por cada mutante, un proceso
hijo (``fork``) cambia en memoria la función mutada (su ``__code__``; o el módulo entero si el cambio está fuera de
toda función) y ejecuta solo las pruebas que pasan por esa línea, por etapas, hasta la primera que falle:

1. los escenarios de caja negra: steps/ con ``-k "not test_propiedades"``, la misma selección que
   ``retiro.conformidad.poder.SIN_PROPIEDADES`` y scripts/poder_caja_negra.py (``muerto_caja_negra``);
2. solo si sobrevive, los escenarios de propiedades (steps/test_propiedades.py, que en el proceso comparan la
   referencia con una segunda lectura independiente; ``muerto_propiedades``);
3. con ``--unitarias``, las pruebas unitarias de tests/ (``muerto_unitarias``).

Las pruebas de un mutante son las que pasan por su sentencia; si está en la cabecera de un bucle, de un ``if`` o de
un ``with``, las que pasan por esa cabecera; si es un valor por defecto o un decorador de una función, las que
ejecutan la función.

Lo que se construye al importar (un nombre del módulo, un lector de un campo declarado a nivel de módulo, el
``__post_init__`` de un objeto creado al importar…) no lo alcanza un cambio en memoria hecho después. Por eso, un
superviviente cuya línea corre al importar (lo mide el rastreador mientras pytest importa y recoge) tiene una segunda
oportunidad: un intérprete nuevo importa el módulo mutado (un gancho de importación compila el árbol mutado en lugar
del archivo) y ejecuta cada etapa entera con ``-x``; antes, la misma etapa sin mutante debe pasar (control).

Mutantes de la declaración (el grupo ``parametros.yaml``): cada valor de src/retiro/datos/parametros.yaml cambiado
por su vecino natural (un entero ±1, una fecha ±1 día, el numerador de una fracción, como está escrita, ±1). Las
reglas leen sus cifras al importar, así que cada mutante corre en un intérprete nuevo en el que este script sustituye
el lector de ``retiro.ley.parametros`` antes de que nada lea la declaración (`parchear_declaracion`; el paquete no
tiene ninguna variable de entorno ni archivo del usuario que cambie lo que lee), y ejecuta la caja negra con ``-x`` y,
si sobrevive, las propiedades; antes, un control sin mutante por el mismo camino debe pasar.

    python scripts/mutacion.py                          # todos los grupos de GRUPOS; 2 procesos
    python scripts/mutacion.py --modulos dinero fechas  # solo esos
    python scripts/mutacion.py --modulos parametros.yaml   # solo la declaración
    python scripts/mutacion.py --reanudar               # tras añadir escenarios: los no atrapados por la caja negra
    python scripts/mutacion.py --modulos dinero --ids 1a2b3c4d5e   # uno solo, sin escribir nada (para triar)
    python scripts/mutacion.py --procesos 1 --limite 600   # un proceso; detenerse a los 600 s (resultado parcial)
    python scripts/mutacion.py --seguir-equivalentes b301c4f  # tras mover código: los equivalentes, a sus ids de hoy

Resultado: mediciones/mutacion/<grupo>.json (cada mutante: módulo, línea, operador, cambio, resultado, la etapa y la
prueba que lo mató), y el total en mediciones/mutacion.json y mediciones/mutacion.md (resumen legible, con la
puntuación de caja negra al lado de la de la especificación entera y de la de antes, mediciones/mutacion_antes.json).
Los supervivientes se clasifican en mediciones/mutacion_equivalentes.yaml (equivalentes, con su razón); la puntuación
se calcula sin ellos. Un superviviente de la caja negra que solo matan las propiedades no es equivalente: le falta un
escenario.

Los cambios de *prosa* (un texto con espacios o signos: las explicaciones y los mensajes, no los códigos, claves,
cláusulas ni lecturas) se listan y se cuentan aparte, fuera de la puntuación: la especificación fija lo que el texto
legal determina —cifras, estados, cláusulas, lecturas, el campo de cada error—, no la redacción de las explicaciones;
``--prosa`` los mide también.

``--reanudar`` conserva de la medición anterior de cada grupo los mutantes ya atrapados por la caja negra y los
supervivientes ya clasificados como equivalentes (``--reverificar``: a estos los ejecuta otra vez), solo si el
código del grupo no cambió (su sha256, o la versión medida en la historia de git difiere de la de hoy solo en sus
docstrings: `mismo_codigo`): añadir escenarios no puede soltar a un mutante atrapado.
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
#: The rule and input modules (issue 12 §4; issue 21 §5): the protocol's request, readers and result, the limits,
#: money, dates, readings, the period and every rule module of ley/ that decides a result, in the order they are
#: measured. Left out: ley/explicacion.py and ley/formato.py (prose only: the wording of explanations, never a figure,
#: state, clause or reading), ley/glosario.py (labels), ley/modelo.py (the request's dataclasses, no decision),
#: ley/registro.py and ley/parametros.py (they read the data files; the declaration itself is mutated, DECLARACION).
MODULOS = [
    "calculadora",
    "entrada",
    "lectores",
    "declaracion",
    "decodificador",
    "salida",
    "limites",
    "dinero",
    "fechas",
    "lecturas",
    "vigencia",
    "articulo10",
    "articulo10_garantias",
    "pensiones_posibles",
    "regimenes_externos",
    "articulo18",
    "articulo18_cuantia",
    "derechos_adquiridos",
]
#: The declaration of the numbers of the law (src/retiro/datos/parametros.yaml): its own group of mutants, one value
#: changed each (see mutantes_de_la_declaracion), measured in a fresh interpreter (see _declaracion_mutada).
DECLARACION = "parametros.yaml"
#: Every group of the measurement: the modules, then the declaration.
GRUPOS = [*MODULOS, DECLARACION]
#: The layer (folder of src/retiro/) of each measured module: the measurement names modules by their file name.
CAPA = {m: "protocolo" for m in ("calculadora", "entrada", "lectores", "declaracion", "decodificador", "salida")}
CAPA.update(limites="comun")
#: The black-box scenarios: the specification without the in-process property scenarios (steps/test_propiedades.py),
#: what `retiro conformidad --implementacion` runs. The same selection as retiro.conformidad.poder.SIN_PROPIEDADES
#: and scripts/poder_caja_negra.py (tests/test_mutacion.py holds the two together); not imported from there, because
#: importing the kit would import the rules before the tracer and the mutated declaration could reach them.
SIN_PROPIEDADES = "not test_propiedades"
#: The stages of a mutant, in order, and the result of a mutant that a test of each stage kills.
ETAPAS = {"caja_negra": "muerto_caja_negra", "propiedades": "muerto_propiedades", "unitarias": "muerto_unitarias"}


def fuente(modulo: str) -> Path:
    """The file of a measured group (src/retiro/<capa>/<modulo>.py, or the declaration)."""
    if modulo == DECLARACION:
        return FUENTES / "datos" / DECLARACION
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
    ocurrencia: int = 1  # the same change at the same place, which time (a <= b <= c: its second comparison)
    # muerto_caja_negra | muerto_propiedades | muerto_unitarias | tiempo | vivo | sin_cobertura | error | pendiente
    resultado: str = "pendiente"
    prueba: str | None = None
    pruebas: int = 0
    segundos: float = 0.0
    etapa: str | None = None  # the stage (ETAPAS) that killed it, or that was running when its time ran out


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


def _sin_docstrings(texto: str) -> str:
    """The module's code as the mutants see it: its syntax tree, with positions, without docstrings (no mutant
    touches a docstring, and no rule reads one)."""
    arbol = ast.parse(texto)
    for nodo in ast.walk(arbol):
        cuerpo = getattr(nodo, "body", None)
        if isinstance(nodo, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and cuerpo:
            primero = cuerpo[0]
            if isinstance(primero, ast.Expr) and isinstance(getattr(primero.value, "value", None), str):
                primero.value.value = ""
                # its lines stay (a line more or less moves every mutant after it); where its last line ends, not
                primero.end_col_offset = primero.value.end_col_offset = 0
    return ast.dump(arbol, include_attributes=True)


def mismo_codigo(modulo: str, sha_guardado: str) -> bool:
    """Whether the code measured (the file whose sha256 was stored) is today's code: the same bytes, or, for a
    module, a version in git history that differs from today's only in its docstrings (a docstring fixed after the
    measurement does not make it stale). The declaration is compared byte for byte."""
    if sha_guardado == fuente_sha256(modulo):
        return True
    if modulo == DECLARACION:
        return False
    ruta = fuente(modulo).relative_to(RAIZ)
    revisiones = subprocess.run(
        ["git", "log", "-n", "20", "--format=%H", "--", str(ruta)], cwd=RAIZ, capture_output=True, text=True
    ).stdout.split()
    for rev in revisiones:
        antes = _fuente_en(rev, modulo)
        if antes is not None and hashlib.sha256(antes.encode()).hexdigest() == sha_guardado:
            return _sin_docstrings(antes) == _sin_docstrings(fuente(modulo).read_text(encoding="utf-8"))
    return False


def mutantes_de(modulo: str, texto: str | None = None) -> tuple[list[Mutante], ast.Module]:
    """The mutants of a module (of `texto`, another version of its source, if given)."""
    if texto is None:
        texto = fuente(modulo).read_text(encoding="utf-8")
    arbol = ast.parse(texto)
    _CLASES.update(n.name for n in ast.walk(arbol) if isinstance(n, ast.ClassDef))
    padres = _padres(arbol)
    lista = []
    vistas: dict[str, int] = {}
    for nodo, operador, aplicar in _sitios(arbol):
        original = ast.get_source_segment(texto, nodo) or ""
        mutado = _texto_mutado(nodo, operador, aplicar)
        clave = f"{modulo}:{nodo.lineno}:{nodo.col_offset}:{operador}"
        # one place may give the same change twice (a <= b <= c; the two sums of a + b + c): each its own id, the
        # first the id it always had
        vistas[clave] = ocurrencia = vistas.get(clave, 0) + 1
        if ocurrencia > 1:
            clave += f":{ocurrencia}"
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
                ocurrencia=ocurrencia,
            )
        )
    return lista, arbol


def _sitios(arbol: ast.AST):
    """Each (node, operator, aplicar) that gives a mutant, in the order of the list of mutants."""
    fuera, padres = _anotaciones(arbol), _padres(arbol)
    for nodo in ast.walk(arbol):
        if id(nodo) in fuera or not hasattr(nodo, "lineno"):
            continue
        if isinstance(nodo, ast.Constant) and isinstance(padres.get(id(nodo)), ast.JoinedStr):
            continue  # the literal parts of an f-string: its own category below would double-count
        for operador, aplicar in _cambios(nodo):
            yield nodo, operador, aplicar


def _aplicar(arbol: ast.Module, linea: int, columna: int, operador: str, ocurrencia: int = 1) -> ast.Module:
    """A copy of the tree with the mutation applied: the `ocurrencia`-th change `operador` at that place."""
    nuevo = copy.deepcopy(arbol)
    vistas = 0
    for nodo, op, aplicar in _sitios(nuevo):
        if (nodo.lineno, nodo.col_offset, op) != (linea, columna, operador):
            continue
        vistas += 1
        if vistas < ocurrencia:
            continue
        if aplicar == "quitar_not":
            padre = _padres(nuevo)[id(nodo)]
            for campo, valor in ast.iter_fields(padre):
                if valor is nodo:
                    setattr(padre, campo, nodo.operand)
                elif isinstance(valor, list):
                    for k, x in enumerate(valor):
                        if x is nodo:
                            valor[k] = nodo.operand
        else:
            aplicar(nodo)
        return ast.fix_missing_locations(nuevo)
    raise LookupError(f"no se encuentra el nodo {linea}:{columna} {operador} ({ocurrencia}.º)")


def _texto_mutado(nodo: ast.AST, operador: str, aplicar) -> str:
    copia = copy.deepcopy(nodo)
    if operador == "quita not":
        return ast.unparse(copia.operand)
    if aplicar != "quitar_not":
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
    mutado = _aplicar(arbol, m.linea, m.columna, m.operador, m.ocurrencia)
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


#: The module-level caches of the rules: dicts that start empty and are filled on demand (tests/test_mutacion.py
#: checks that every such dict of retiro.ley is listed here).
CACHES_DE_MODULO = {"retiro.ley.regimenes_externos": ("_LEIDAS",)}


def _vaciar_caches() -> None:
    """Memoised functions may hold results computed before the mutation (the parent process), and so may the
    module-level caches of the rules (a private dict such as `regimenes_externos._LEIDAS`, refilled on demand: a
    mutant that broke its refilling survived in the child, which inherited the parent's filled dict)."""
    for modulo in list(sys.modules.values()):
        nombre = getattr(modulo, "__name__", "")
        if not nombre.startswith("retiro"):
            continue
        for v in list(vars(modulo).values()):
            if hasattr(v, "cache_clear"):
                v.cache_clear()
        for clave in CACHES_DE_MODULO.get(nombre, ()):
            getattr(modulo, clave).clear()


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


def etapa_de(item) -> str:
    """The stage of a test: a black-box scenario (steps/ selected by SIN_PROPIEDADES, pytest's own -k matching), a
    property scenario (the rest of steps/) or a unit test (tests/)."""
    from _pytest.mark import KeywordMatcher
    from _pytest.mark.expression import Expression

    if not item.nodeid.startswith("steps/"):
        return "unitarias"
    return (
        "caja_negra" if Expression.compile(SIN_PROPIEDADES).evaluate(KeywordMatcher.from_item(item)) else "propiedades"
    )


class Mutacion:
    """El complemento de pytest que mide la cobertura por prueba y luego ejecuta los mutantes."""

    def __init__(self, args):
        self.args = args
        self.mutantes: list[Mutante] = []
        self.arboles: dict[str, ast.Module] = {}
        for modulo in args.modulos:
            if modulo == DECLARACION:
                continue  # measured apart, each mutant in a fresh interpreter (medir_declaracion)
            if not (fuente(modulo)).exists():
                print(f"(módulo {modulo} no existe en este árbol: se omite)", flush=True)
                continue
            lista, arbol = mutantes_de(modulo)
            if args.ids:
                lista = [m for m in lista if m.id in args.ids]
            _conservar(modulo, lista, args)
            self.mutantes += lista
            self.arboles[modulo] = arbol
        self.duraciones: dict[str, float] = {}
        self.etapas: dict[str, str] = {}
        self.ejecutados: set[str] = set()
        self.importacion: set[tuple[str, int]] = set()  # (file, line) run while importing and collecting
        # the code measured: taken now, so that a change to the working copy during the run is not recorded as measured
        self.sha = {modulo: fuente_sha256(modulo) for modulo in self.arboles}

    def pytest_collection_modifyitems(self, session, config, items):
        items[:] = [i for i in items if not any(i.nodeid.startswith(x) for x in EXCLUIDAS)]
        if not self.args.unitarias:
            items[:] = [i for i in items if i.nodeid.startswith("steps/")]
        self.etapas = {i.nodeid: etapa_de(i) for i in items}

    def pytest_runtestloop(self, session):
        import pytest
        from _pytest.runner import runtestprotocol

        archivos = {str(fuente(m)) for m in self.arboles}
        rastreo = Rastreo(archivos)
        items = session.items
        cuenta = {e: sum(1 for x in self.etapas.values() if x == e) for e in ETAPAS}
        print(
            f"\n{len(self.mutantes)} mutantes en {len(self.arboles)} módulos; {len(items)} pruebas {cuenta}", flush=True
        )
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
        module (an import hook compiles the mutated tree in place of the file) and runs, stage by stage, the
        black-box scenarios, the property scenarios and (with --unitarias) the unit tests, each up to its first
        failure; before each stage, the same run without a mutant must pass (control)."""
        candidatos = [m for m in self.mutantes if m.id in self.ejecutados and m.resultado in SUPERVIVIENTES]
        candidatos = [m for m in candidatos if self._de_importacion(m)]
        # a change outside every function is applied only this way (see _ejecutar)
        candidatos += [m for m in self.mutantes if m.funcion is None and m.resultado == "pendiente"]
        if not candidatos:
            return
        print(f"{len(candidatos)} mutantes con código que corre al importar: se reimportan mutados", flush=True)
        etapas = [e for e in ETAPAS if e != "unitarias" or self.args.unitarias]
        buenas = []
        for etapa in etapas:
            r = _subproceso(["--reimportado", "control", "--etapa", etapa])
            if r.returncode != 0:  # a failure without a mutant would be credited to every mutant: nothing is decided
                print(
                    f"la etapa {etapa} no pasa en un intérprete nuevo sin mutantes (sale con {r.returncode}): no se "
                    f"reimporta ningún mutante en ella ni después\n{r.stdout[-2000:]}",
                    flush=True,
                )
                break
            buenas.append(etapa)

        hechos = []

        def uno(m: Mutante) -> None:
            if self.args.limite and time.monotonic() - self.inicio > self.args.limite:
                return  # a module-level one stays «pendiente»; a survivor, as the in-memory run left it
            t0 = time.monotonic()
            self.ejecutados.add(m.id)
            if m.resultado == "pendiente":
                m.resultado = "vivo"
            for etapa in buenas:
                _decidir(m, ["--reimportado", f"{m.modulo}:{m.id}", "--etapa", etapa], etapa, "el módulo mutado")
                if m.resultado not in SUPERVIVIENTES:
                    break
            m.segundos = round(m.segundos + time.monotonic() - t0, 2)
            hechos.append(m)
            if self.args.detalle:
                print(f"  {m.id} {m.modulo}:{m.linea} {m.operador}: {m.resultado} (reimportado)", flush=True)
            if len(hechos) % 10 == 0 and not self.args.ids:
                escribir_modulos(self.mutantes, self.args, self.fallos_base, self.sha)

        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=self.args.procesos) as grupo:
            list(grupo.map(uno, candidatos))

    def _ejecutar(self, rastreo, por_id, runtestprotocol, pytest):
        # A change outside every function (a module-level name, a declared field, a class body) reaches what was built
        # from it at import only in a fresh interpreter that imports the mutated module: those go there directly
        # (_reimportar), without an in-memory run whose survival would prove nothing.
        pendientes = [m for m in self.mutantes if m.resultado == "pendiente" and m.funcion is not None]
        print(f"{len(pendientes)} mutantes por ejecutar en memoria", flush=True)
        activos: dict[int, tuple[Mutante, float, int, float]] = {}
        inicio = self.inicio = time.monotonic()
        hechos = 0
        orden_etapas = list(ETAPAS)
        while pendientes or activos:
            if self.args.limite and time.monotonic() - inicio > self.args.limite:
                for pid, (m, *_resto) in activos.items():
                    os.kill(pid, signal.SIGKILL)
                    os.waitpid(pid, 0)
                    m.resultado, m.etapa = "pendiente", None
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
                orden = sorted(pruebas, key=lambda p: (orden_etapas.index(self.etapas[p]), self.duraciones.get(p, 0)))
                m.pruebas = len(orden)
                limite = 60 + 10 * sum(self.duraciones.get(p, 0) for p in orden)
                leer, escribir = os.pipe()
                pid = os.fork()
                if pid == 0:  # child: apply the mutant, run its tests stage by stage until one fails
                    os.close(leer)
                    resultado, prueba, etapa = ("vivo" if orden else "sin_cobertura"), "", None
                    try:
                        aplicar_en_memoria(m, self.arboles[m.modulo])
                        # what a memoised function computed before the fork, the mutant would never see (a schema
                        # built and compiled once, a table converted once): computed again, mutated
                        _vaciar_caches()
                        items = [por_id[p] for p in orden]
                        for k, item in enumerate(items):
                            if self.etapas[item.nodeid] != etapa:
                                etapa = self.etapas[item.nodeid]
                                os.write(escribir, json.dumps({"etapa": etapa}).encode() + b"\n")
                            siguiente = items[k + 1] if k + 1 < len(items) else None
                            informes = runtestprotocol(item, nextitem=siguiente, log=False)
                            if any(x.failed for x in informes):
                                resultado, prueba = ETAPAS[etapa], item.nodeid
                                break
                        else:
                            etapa = None
                    except BaseException as e:  # the mutant breaks the module itself (e.g. at import)
                        resultado, etapa = "muerto_caja_negra", "caja_negra"
                        prueba = f"al aplicar: {type(e).__name__}: {e}"[:200]
                    os.write(escribir, json.dumps([resultado, prueba, etapa]).encode() + b"\n")
                    os._exit(0)
                os.close(escribir)
                activos[pid] = (m, time.monotonic(), leer, limite)
            # only this loop's children: a process a test started (a server it left to the end of the session)
            # is not a mutant, and waiting for "any child" would reap it
            pid, estado = 0, 0
            for p in list(activos):
                pid, estado = os.waitpid(p, os.WNOHANG)
                if pid:
                    break
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
            mensajes = [json.loads(x) for x in datos.decode().splitlines() if x.strip()]
            final = [x for x in mensajes if isinstance(x, list)]
            if final:
                m.resultado, m.prueba, m.etapa = final[-1]
            else:  # killed (its time ran out) or died: the stage it was in
                etapas = [x["etapa"] for x in mensajes if isinstance(x, dict)]
                m.resultado = "tiempo" if os.WIFSIGNALED(estado) else "error"
                m.etapa = etapas[-1] if etapas else "caja_negra"
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


def _subproceso(argumentos: list[str]) -> subprocess.CompletedProcess:
    """This script in a fresh interpreter (a reimported mutant, a mutated declaration, or their control)."""
    return subprocess.run(
        [sys.executable, __file__, *argumentos], cwd=RAIZ, capture_output=True, text=True, timeout=LIMITE_REIMPORTADO
    )


def _decidir(m: Mutante, argumentos: list[str], etapa: str, que: str) -> None:
    """Runs one stage of a mutant in a fresh interpreter (pytest with -x) and records what it decided."""
    try:
        r = _subproceso(argumentos)
    except subprocess.TimeoutExpired:
        m.resultado, m.prueba, m.etapa = "tiempo", f"({que})", etapa
        return
    fallida = re.search(r"^(?:FAILED|ERROR) (\S+)", r.stdout, re.MULTILINE)
    if r.returncode == 1 and fallida:
        m.resultado, m.prueba, m.etapa = ETAPAS[etapa], f"{fallida.group(1)} ({que})", etapa
    elif r.returncode in (2, 3, 4):  # interrupted, internal error, usage: the mutant breaks the import
        m.resultado, m.etapa = ETAPAS[etapa], etapa
        m.prueba = f"al importar: {que} no se puede importar (pytest sale con {r.returncode})"
    elif r.returncode != 0:
        m.resultado, m.prueba, m.etapa = "error", f"{que}: pytest sale con {r.returncode}", etapa
    else:
        m.resultado, m.prueba = "vivo", None


def _conservar(modulo: str, lista: list[Mutante], args) -> None:
    """Prose mutants are left unmeasured (unless --prosa); with --reanudar, a mutant keeps its previous result if the
    module's code has not changed and it was killed by a black-box scenario (a new scenario cannot undo that), or it
    survived and is classified as equivalent (unless --reverificar). Anything else is measured again: a mutant killed
    only by the property scenarios may now be killed by a black-box one."""
    previos = _previos(modulo) if args.reanudar else {}
    conservar = ATRAPADOS if args.reverificar else (*ATRAPADOS, *SUPERVIVIENTES)
    equivalentes = set() if args.reverificar else set(_equivalentes())
    for m in lista:
        previo = previos.get(m.id, {})
        resultado = previo.get("resultado")
        if m.prosa and not args.prosa:
            m.resultado = "prosa"
        elif resultado in ATRAPADOS and previo.get("etapa", "caja_negra") != "caja_negra":
            continue  # killed only after the black-box stage: measured again
        elif resultado in conservar and (resultado in ATRAPADOS or m.id in equivalentes):
            for campo in ("resultado", "prueba", "pruebas", "segundos", "etapa"):
                setattr(m, campo, previo.get(campo))


ATRAPADOS = ("muerto_caja_negra", "tiempo")  # decided by a black-box scenario: a new scenario cannot undo it
SUPERVIVIENTES = ("vivo", "sin_cobertura")


# --- Mutantes de la declaración (datos/parametros.yaml) ---------------------------------------------------------------
def _cambios_de_valor(tipo: str, valor) -> list[tuple[str, str]]:
    """The natural mutants of one declared value, as (operator, new value as written in the declaration): a date one
    day later and earlier, an integer (years, an age, dollars) plus and minus one, a fraction's numerator as written
    («3/200») plus and minus one (1½ % becomes 1 % and 2 %)."""
    import datetime

    texto = str(valor)
    if tipo == "fecha":
        d = valor if isinstance(valor, datetime.date) else datetime.date.fromisoformat(texto)
        return [(f"fecha {s}1 día", (d + datetime.timedelta(days=k)).isoformat()) for s, k in (("+", 1), ("−", -1))]
    if "/" in texto:
        numerador, denominador = (int(x) for x in texto.split("/"))
        return [
            (f"numerador {s}1", f"{numerador + k}/{denominador}")
            for s, k in (("+", 1), ("−", -1))
            if numerador + k >= 0
        ]
    n = int(texto)
    return [(f"número {s}1", str(n + k)) for s, k in (("+", 1), ("−", -1)) if n + k >= 0]


def mutantes_de_la_declaracion(texto: str | None = None) -> list[Mutante]:
    """One mutant per natural change of each value of datos/parametros.yaml. Its id comes from the parameter's id and
    the operator (not from a line: moving an entry keeps its ids); `funcion` is the parameter's id, `original` and
    `mutado` say «<id>: <value>»."""
    import yaml

    if texto is None:
        texto = fuente(DECLARACION).read_text(encoding="utf-8")
    lineas = texto.splitlines()
    lista = []
    for p in yaml.safe_load(texto):
        inicio = next(i for i, x in enumerate(lineas) if x.strip() == f"- id: {p['id']}")
        linea = next(i for i in range(inicio, len(lineas)) if lineas[i].strip().startswith("valor:")) + 1
        for operador, nuevo in _cambios_de_valor(p["tipo"], p["valor"]):
            lista.append(
                Mutante(
                    id=hashlib.sha1(f"{DECLARACION}:{p['id']}:{operador}".encode()).hexdigest()[:10],
                    modulo=DECLARACION,
                    linea=linea,
                    columna=0,
                    operador=operador,
                    original=f"{p['id']}: {p['valor']}",
                    mutado=f"{p['id']}: {nuevo}",
                    funcion=p["id"],
                )
            )
    return lista


class _Controles:
    """The run of each stage without a mutant, in a fresh interpreter, once (and only if a mutant needs it): a stage
    whose control fails decides nothing, since its failure would be credited to every mutant."""

    def __init__(self, argumentos: list[str]):
        import threading

        self.argumentos, self.hechos, self.cerrojo = argumentos, {}, threading.Lock()

    def pasa(self, etapa: str) -> bool:
        with self.cerrojo:
            if etapa not in self.hechos:
                r = _subproceso([*self.argumentos, "--etapa", etapa])
                self.hechos[etapa] = r.returncode == 0
                if r.returncode:
                    print(
                        f"la etapa {etapa} no pasa sin mutantes en un intérprete nuevo ({' '.join(self.argumentos)}; "
                        f"sale con {r.returncode}): no decide ningún mutante\n{r.stdout[-2000:]}",
                        flush=True,
                    )
            return self.hechos[etapa]


def medir_declaracion(args) -> list[Mutante]:
    """The declaration's mutants: each in a fresh interpreter that reads the mutated declaration from the start
    (_declaracion_mutada), first the black-box scenarios up to the first failure, then (survivors only) the property
    scenarios. The values are read at import by every rule, so an in-memory change after the fork could not reach
    them."""
    from concurrent.futures import ThreadPoolExecutor

    lista = mutantes_de_la_declaracion()
    if args.ids:
        lista = [m for m in lista if m.id in args.ids]
    _conservar(DECLARACION, lista, args)
    sha = {DECLARACION: fuente_sha256(DECLARACION)}
    pendientes = [m for m in lista if m.resultado == "pendiente"]
    print(f"\n{len(lista)} mutantes de la declaración ({DECLARACION}); {len(pendientes)} por ejecutar", flush=True)
    controles = _Controles(["--declaracion-mutada", "control"])
    inicio = time.monotonic()
    hechos = []

    def uno(m: Mutante) -> None:
        if args.limite and time.monotonic() - inicio > args.limite:
            return  # stays «pendiente»
        t0 = time.monotonic()
        for etapa in ("caja_negra", "propiedades"):
            if not controles.pasa(etapa):
                m.resultado = "pendiente" if etapa == "caja_negra" else m.resultado
                break
            _decidir(m, ["--declaracion-mutada", m.id, "--etapa", etapa], etapa, "la declaración mutada")
            if m.resultado not in SUPERVIVIENTES:
                break
        m.segundos = round(time.monotonic() - t0, 2)
        hechos.append(m)
        if args.detalle:
            print(f"  {m.id} {m.mutado} ({m.operador}): {m.resultado} ({m.segundos} s)", flush=True)
        if len(hechos) % 10 == 0 and not args.ids:
            escribir_modulos(lista, args, [], sha)

    with ThreadPoolExecutor(max_workers=args.procesos) as grupo:
        list(grupo.map(uno, pendientes))
    if not args.ids:
        escribir_modulos(lista, args, [], sha)
    return lista


def decidir_de_nuevo(args) -> None:
    """``--decidir-de-nuevo ID…``: the listed mutants of the committed measurement (mediciones/mutacion/<grupo>.json),
    each decided again in fresh interpreters, stage by stage (as _reimportar does: the whole mutated module imported,
    each stage entire, after its control), and written back. For a survivor after a scenario was added, without
    measuring the whole module again; only if the module's code is still the code that was measured."""
    from concurrent.futures import ThreadPoolExecutor

    por_grupo: dict[str, list[Mutante]] = {}
    for ruta in sorted((CARPETA / "mutacion").glob("*.json")):
        datos = json.loads(ruta.read_text(encoding="utf-8"))
        if datos.get("version") != 2 or not any(m["id"] in args.decidir_de_nuevo for m in datos["mutantes"]):
            continue
        if not mismo_codigo(datos["modulo"], datos["fuente_sha256"]):
            print(f"({datos['modulo']}: el código cambió desde la medición; se mide entero)", flush=True)
            continue
        por_grupo[datos["modulo"]] = [Mutante(**m) for m in datos["mutantes"]]
    controles = {
        g: _Controles(["--declaracion-mutada" if g == DECLARACION else "--reimportado", "control"]) for g in por_grupo
    }
    elegidos = [(g, m) for g, ms in por_grupo.items() for m in ms if m.id in args.decidir_de_nuevo]

    def uno(par) -> None:
        g, m = par
        t0 = time.monotonic()
        etapas = ["caja_negra", "propiedades", *(["unitarias"] if args.unitarias and g != DECLARACION else [])]
        for etapa in etapas:
            if not controles[g].pasa(etapa):
                return
            bandera = "--declaracion-mutada" if g == DECLARACION else "--reimportado"
            que = "la declaración mutada" if g == DECLARACION else "el módulo mutado"
            _decidir(m, [bandera, m.id if g == DECLARACION else f"{m.modulo}:{m.id}", "--etapa", etapa], etapa, que)
            if m.resultado not in SUPERVIVIENTES:
                break
        m.segundos = round(m.segundos + time.monotonic() - t0, 2)
        print(f"  {m.id} {m.modulo}:{m.linea} {m.operador}: {m.resultado} {m.prueba or ''}", flush=True)

    with ThreadPoolExecutor(max_workers=args.procesos) as grupo:
        list(grupo.map(uno, elegidos))
    for g, ms in por_grupo.items():
        anterior = json.loads(_ruta_modulo(g).read_text(encoding="utf-8"))
        anterior["mutantes"] = [asdict(m) for m in ms]
        anterior["orden"] += "; python scripts/mutacion.py --decidir-de-nuevo …"
        _ruta_modulo(g).write_text(json.dumps(anterior, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _seleccion(etapa: str) -> list[str]:
    """What pytest runs in one stage (in a fresh interpreter)."""
    if etapa == "caja_negra":
        return ["-k", SIN_PROPIEDADES, "steps"]
    if etapa == "propiedades":
        return ["-k", f"not ({SIN_PROPIEDADES})", "steps"]
    return ["tests", *(x for e in EXCLUIDAS for x in ("--deselect", e))]


def parchear_declaracion(ident: str) -> None:
    """In this process only: retiro.ley.parametros reads the declaration with the value of mutant `ident` changed
    («control»: unchanged, by the same path). Its loader is replaced before anything reads the declaration (every
    rule reads its figures at import); the package itself has no switch (no variable of the environment, no file of
    the user) that could change what it reads."""
    from retiro.ley import parametros

    leidos = [n for n in sys.modules if n.startswith("retiro.") and n not in _ANTES_DE_LA_DECLARACION]
    if parametros.parametros.cache_info().currsize or leidos:
        raise RuntimeError(f"la declaración ya se leyó antes de mutarla ({', '.join(leidos)})")
    cambio: dict[str, str] = {}
    if ident != "control":
        (m,) = [x for x in mutantes_de_la_declaracion() if x.id == ident]
        cambio[m.funcion] = m.mutado.split(": ", 1)[1]
    leer = parametros.leer_datos

    def leer_mutada(nombre: str, cargador=None):
        datos = leer(nombre, cargador)
        if nombre == DECLARACION:  # the same path for the control: only the value differs
            datos = [dict(p, valor=cambio[p["id"]]) if p["id"] in cambio else p for p in datos]
        return datos

    parametros.leer_datos = leer_mutada


def _declaracion_mutada(args, pytest, opciones: list[str]) -> int:
    """Child of medir_declaracion: one stage of the specification on the declaration with one value changed."""
    parchear_declaracion(args.declaracion_mutada)
    return int(pytest.main(opciones + _seleccion(args.etapa)))


#: What may be imported before the declaration is mutated: the loader and what it imports, nothing that reads it.
_ANTES_DE_LA_DECLARACION = {"retiro.version", "retiro.ley", "retiro.ley.parametros", "retiro.ley.registro"}


CARPETA = RAIZ / "mediciones"


def _ruta_modulo(modulo: str) -> Path:
    return CARPETA / "mutacion" / f"{modulo}.json"


def _previos(modulo: str) -> dict[str, dict]:
    """The previous result of each mutant of this module, if its code has not changed since."""
    ruta = _ruta_modulo(modulo)
    if not ruta.is_file():
        return {}
    datos = json.loads(ruta.read_text(encoding="utf-8"))
    if not mismo_codigo(modulo, datos.get("fuente_sha256", "")):
        print(f"({modulo}: el código cambió desde la medición anterior; se mide entero)", flush=True)
        return {}
    return {m["id"]: m for m in datos["mutantes"]}


def escribir_modulos(mutantes: list[Mutante], args, fallos_base: list[str], sha: dict[str, str]) -> None:
    """One file per group: what was measured, with which command, on which code."""
    (CARPETA / "mutacion").mkdir(parents=True, exist_ok=True)
    for modulo in sorted({m.modulo for m in mutantes}):
        propios = [m for m in mutantes if m.modulo == modulo]
        datos = {
            "formato": "retiro-mutacion-modulo",
            "version": 2,
            "modulo": modulo,
            "fuente_sha256": sha[modulo],
            "fecha": time.strftime("%Y-%m-%d"),
            "orden": "python scripts/mutacion.py " + " ".join(sys.argv[1:]),
            "seleccion_caja_negra": SIN_PROPIEDADES,
            "unitarias": bool(args.unitarias),
            "prosa": bool(args.prosa),
            "pruebas_excluidas": list(EXCLUIDAS),
            "pruebas_que_fallan_sin_mutantes": fallos_base,
            "mutantes": [asdict(m) for m in propios],
        }
        texto = json.dumps(datos, ensure_ascii=False, indent=1) + "\n"
        _ruta_modulo(modulo).write_text(texto, encoding="utf-8")


#: The measurement before the move into layered packages and the declaration (mediciones/mutacion_antes.json, taken
#: from the committed mediciones/mutacion.json of that day): shown beside today's, never typed.
ANTES = CARPETA / "mutacion_antes.json"


def puntuaciones(cuenta: dict[str, int], tiempos: dict[str, int], unitarias: bool) -> dict:
    """The scores from the count of each result (and of the time-outs by stage): black-box (what `retiro conformidad`
    sees), the whole specification, and with the unit tests."""
    caja_negra = cuenta.get("muerto_caja_negra", 0) + tiempos.get("caja_negra", 0)
    especificacion = caja_negra + cuenta.get("muerto_propiedades", 0) + tiempos.get("propiedades", 0)
    total = especificacion + cuenta.get("muerto_unitarias", 0) + tiempos.get("unitarias", 0)
    vivos = cuenta.get("vivo", 0) + cuenta.get("sin_cobertura", 0) + cuenta.get("error", 0)
    no_equivalentes = total + vivos

    def p(x):
        return round(x / no_equivalentes, 4) if no_equivalentes else None

    return {
        "no_equivalentes": no_equivalentes,
        "atrapados_caja_negra": caja_negra,
        "atrapados_especificacion": especificacion,
        "puntuacion_caja_negra": p(caja_negra),
        "puntuacion_especificacion": p(especificacion),
        "puntuacion_total": p(total) if unitarias else None,
    }


def escribir_total() -> dict:
    """mediciones/mutacion.json and .md: every group of GRUPOS, from its own file."""
    equivalentes = _equivalentes()
    mutantes, ordenes, faltan, viejos, unitarias, fuentes = [], set(), [], [], True, {}
    for modulo in GRUPOS:
        ruta = _ruta_modulo(modulo)
        d = json.loads(ruta.read_text(encoding="utf-8")) if ruta.is_file() else None
        if d is None or d.get("version") != 2:  # none, or one from before the black-box stage
            faltan.append(modulo)
            continue
        fuentes[modulo] = d["fuente_sha256"]
        if not mismo_codigo(modulo, d["fuente_sha256"]):
            viejos.append(modulo)
        ordenes.add(d["orden"].strip())
        if modulo != DECLARACION:  # the declaration has no unit stage (tests/ compare it with the text)
            unitarias &= d["unitarias"]
        mutantes += d["mutantes"]
    for m in mutantes:
        if m["resultado"] in SUPERVIVIENTES and m["id"] in equivalentes:
            m["resultado"] = "equivalente"
    de_ley = [m for m in mutantes if not m.get("prosa")]
    prosa = [m for m in mutantes if m.get("prosa")]

    def contar(lista):
        cuenta: dict[str, int] = {}
        tiempos: dict[str, int] = {}
        for m in lista:
            cuenta[m["resultado"]] = cuenta.get(m["resultado"], 0) + 1
            if m["resultado"] == "tiempo":
                tiempos[m.get("etapa") or "caja_negra"] = tiempos.get(m.get("etapa") or "caja_negra", 0) + 1
        return cuenta, tiempos

    cuenta, tiempos = contar(de_ley)
    grupos = {}
    for g in GRUPOS:
        c, ti = contar([m for m in de_ley if m["modulo"] == g])
        if c:
            grupos[g] = {"mutantes": sum(c.values()), **c, **puntuaciones(c, ti, unitarias and g != DECLARACION)}
    prosa_medida = [m for m in prosa if m["resultado"] != "prosa"]
    antes = json.loads(ANTES.read_text(encoding="utf-8")) if ANTES.is_file() else None
    datos = {
        "formato": "retiro-mutacion",
        "version": 3,
        "fecha": time.strftime("%Y-%m-%d"),
        "orden": "; ".join(sorted(ordenes)) or "python scripts/mutacion.py",
        "seleccion_caja_negra": SIN_PROPIEDADES,
        "modulos": [m for m in GRUPOS if m not in faltan],
        "modulos_sin_medir": faltan,
        "modulos_con_codigo_cambiado": viejos,
        "fuentes_sha256": fuentes,
        "segundos": round(sum(m["segundos"] for m in mutantes)),
        "completa": not faltan and not viejos and cuenta.get("pendiente", 0) == 0,
        "unitarias": unitarias,
        "pruebas_excluidas": list(EXCLUIDAS),
        "totales": {"mutantes": len(de_ley), **cuenta, **puntuaciones(cuenta, tiempos, unitarias)},
        "tiempo_por_etapa": tiempos,
        "grupos": grupos,
        "antes": antes,
        "prosa": {
            "mutantes": len(prosa),
            "medidos": len(prosa_medida),
            "atrapados": sum(m["resultado"] in (*ETAPAS.values(), "tiempo") for m in prosa_medida),
        },
        "mutantes": de_ley + prosa,
    }
    (CARPETA / "mutacion.json").write_text(json.dumps(datos, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (CARPETA / "mutacion.md").write_text(_resumen(datos, equivalentes), encoding="utf-8")
    return datos


def _fuente_en(revision: str, modulo: str) -> str | None:
    """A module's source at a git revision: in its layer today, or at the top of the package (before the layers)."""
    for ruta in (fuente(modulo).relative_to(RAIZ), Path("src") / "retiro" / f"{modulo}.py"):
        r = subprocess.run(["git", "show", f"{revision}:{ruta.as_posix()}"], cwd=RAIZ, capture_output=True, text=True)
        if r.returncode == 0:
            return r.stdout
    return None


def _firma(m: Mutante, texto: str) -> tuple:
    """What identifies a mutant across a move of its code: the function, the operator, the changed expression and
    the text of its line and of the two after it (without indentation: a decorator and the class it decorates)."""
    lineas = texto.splitlines()
    return (m.funcion, m.operador, m.original, tuple(x.strip() for x in lineas[m.linea - 1 : m.linea + 2]))


#: Where the code of a module measured before went when it was split (CONTRIBUTING, «Capas del paquete»).
PARTIDOS = {"articulo18": ("articulo18", "articulo18_cuantia"), "articulo10": ("articulo10", "articulo10_garantias")}


def seguir_equivalentes(revision: str) -> int:
    """Re-keys the classified equivalents measured at `revision` (a git revision) to today's ids: a mutant whose
    function, operator, expression and line text are the same today (in its module, or in the module its function
    moved to, e.g. articulo18 → articulo18_cuantia) gets its new id, module and line, with its reason; one whose code
    is gone or changed is dropped from mediciones/mutacion_equivalentes.yaml and listed (it is measured again)."""
    import yaml

    ruta = RAIZ / "mediciones" / "mutacion_equivalentes.yaml"
    texto = ruta.read_text(encoding="utf-8")
    equivalentes = {x["id"] for x in yaml.safe_load(texto) or []}
    # today's mutants by signature, in the order of the modules and of the source
    hoy: dict[tuple, list[Mutante]] = {}  # (module it came from, *signature)
    for modulo in MODULOS:
        nuevo = fuente(modulo).read_text(encoding="utf-8")
        origen = next((viejo for viejo, partes in PARTIDOS.items() if modulo in partes), modulo)
        for m in sorted(mutantes_de(modulo, nuevo)[0], key=lambda x: (x.linea, x.columna)):
            hoy.setdefault((origen, *_firma(m, nuevo)), []).append(m)
    antes: dict[str, tuple[Mutante, tuple, int]] = {}
    nombres = set(MODULOS)
    previo = subprocess.run(["git", "show", f"{revision}:mediciones/mutacion.json"], cwd=RAIZ, capture_output=True)
    if previo.returncode == 0:
        nombres |= set(json.loads(previo.stdout).get("modulos", []))
    for modulo in sorted(nombres - {DECLARACION}):  # the declaration's ids do not move with the code
        viejo = _fuente_en(revision, modulo)
        if viejo is None:
            continue
        vistos: dict[tuple, int] = {}
        for m in sorted(mutantes_de(modulo, viejo)[0], key=lambda x: (x.linea, x.columna)):
            firma = _firma(m, viejo)
            vistos[firma] = vistos.get(firma, -1) + 1
            if m.id in equivalentes:
                antes[m.id] = (m, firma, vistos[firma])
    de_hoy = {m.id for ms in hoy.values() for m in ms}
    cambios: dict[str, Mutante] = {}
    perdidos = []
    for ident in equivalentes:
        if ident not in antes and ident in de_hoy:  # already today's id (its code did not move)
            cambios[ident] = next(m for ms in hoy.values() for m in ms if m.id == ident)
        elif ident not in antes:
            perdidos.append(f"{ident} (no es un mutante del código de {revision})")
            continue
        m, firma, k = antes[ident]
        candidatos = hoy.get((m.modulo, *firma), [])
        destino = candidatos[k] if k < len(candidatos) else None
        if destino is None:
            perdidos.append(f"{ident} ({m.modulo}:{m.linea} {m.operador} «{m.original}»: su código ya no está)")
        else:
            cambios[ident] = destino
    # entry by entry: «- id: …», then its «cambio: "<módulo>:<línea> …"» and «razon»; a dropped entry goes whole
    salida, actual, quitar = [], None, False
    for linea in texto.splitlines(keepends=True):
        if linea.startswith("- id: "):
            ident = linea[6:].strip().strip('"')
            quitar = ident not in cambios
            actual = cambios.get(ident)
            if actual:  # quoted if YAML would read it as something else than a text (7141088772, 0b10101010)
                linea = f"- id: {actual.id}\n" if yaml.safe_load(actual.id) == actual.id else f'- id: "{actual.id}"\n'
        elif linea.startswith("#") or not linea.strip():
            quitar = False
        elif actual and linea.lstrip().startswith("cambio: "):
            linea = re.sub(r'cambio: "[\w.]+:\d+', f'cambio: "{actual.modulo}:{actual.linea}', linea, count=1)
        if not quitar:
            salida.append(linea)
    ruta.write_text("".join(salida), encoding="utf-8")
    print(f"{len(cambios)} equivalentes seguidos hasta su id de hoy; {len(perdidos)} quitados (su código ya no está):")
    for p in sorted(perdidos):
        print(f"  {p}")
    return 0


def _equivalentes() -> dict[str, str]:
    ruta = RAIZ / "mediciones" / "mutacion_equivalentes.yaml"
    if not ruta.exists():
        return {}
    import yaml

    entradas = yaml.safe_load(ruta.read_text(encoding="utf-8")) or []
    malos = [x["id"] for x in entradas if not (isinstance(x["id"], str) and re.fullmatch(r"[0-9a-f]{10}", x["id"]))]
    if malos:  # an id of digits only is read by YAML as a number: it must be quoted
        raise SystemExit(f"{ruta.name}: ids que no son diez cifras hexadecimales entre comillas: {malos}")
    return {x["id"]: x["razon"] for x in entradas}


def _pct(x) -> str:
    return "—" if x is None else f"{100 * x:.1f} %"


def _resumen(datos: dict, equivalentes: dict) -> str:
    t = datos["totales"]
    pr = datos["prosa"]
    estado = "medición completa"
    if not datos["completa"]:
        partes = []
        if t.get("pendiente"):
            partes.append(f"{t['pendiente']} mutantes pendientes")
        if datos["modulos_sin_medir"]:
            partes.append("sin medir: " + ", ".join(datos["modulos_sin_medir"]))
        if datos["modulos_con_codigo_cambiado"]:
            partes.append("código cambiado desde la medición: " + ", ".join(datos["modulos_con_codigo_cambiado"]))
        estado = "MEDICIÓN PARCIAL: " + "; ".join(partes)
    antes = datos.get("antes")
    lineas = [
        "# Pruebas de mutación",
        "",
        f"Generado por `{datos['orden']}` el {datos['fecha']}; {datos['segundos']} s de mutantes ({estado}).",
        f"Grupos: {', '.join(datos['modulos'])} (`{DECLARACION}`: los valores de la declaración).",
        "",
        "Etapas de cada mutante: 1, los escenarios de caja negra (`steps/` con "
        f'`-k "{datos["seleccion_caja_negra"]}"`, lo que ve `retiro conformidad --implementacion`); 2, solo si '
        "sobrevive, los escenarios de propiedades (`steps/test_propiedades.py`, en el proceso); 3, con `--unitarias`, "
        "las pruebas de `tests/`.",
        "",
        "| | caja negra | especificación entera |" + (" antes (especificación) |" if antes else ""),
        "|---|---:|---:|" + ("---:|" if antes else ""),
        f"| puntuación | {_pct(t['puntuacion_caja_negra'])} | {_pct(t['puntuacion_especificacion'])} |"
        + (f" {_pct(antes['puntuacion_especificacion'])} |" if antes else ""),
        f"| atrapados / no equivalentes | {t['atrapados_caja_negra']} / {t['no_equivalentes']} | "
        f"{t['atrapados_especificacion']} / {t['no_equivalentes']} |"
        + (f" {antes['atrapados']} / {antes['no_equivalentes']} |" if antes else ""),
        "",
    ]
    if antes:
        lineas += [
            f"«Antes»: {antes['descripcion']} ({antes['mutantes']} mutantes sin prosa, {antes['equivalentes']} "
            f"equivalentes; `{antes['archivo']}` en {antes['revision']}).",
            "",
        ]
    lineas += [
        "| | mutantes |",
        "|---|---:|",
        f"| total (sin los de prosa) | {t['mutantes']} |",
        f"| muertos por un escenario de caja negra | {t.get('muerto_caja_negra', 0)} |",
        f"| muertos solo por los escenarios de propiedades | {t.get('muerto_propiedades', 0)} |",
        f"| muertos solo por pruebas unitarias (tests/) | {t.get('muerto_unitarias', 0)} |",
        f"| muertos por tiempo agotado | {t.get('tiempo', 0)} |",
        f"| vivos | {t.get('vivo', 0)} |",
        f"| sin ninguna prueba que pase por su línea | {t.get('sin_cobertura', 0)} |",
        f"| con error | {t.get('error', 0)} |",
        f"| equivalentes (mediciones/mutacion_equivalentes.yaml) | {t.get('equivalente', 0)} |",
        f"| pendientes | {t.get('pendiente', 0)} |",
        "",
        "Con las pruebas unitarias: "
        + (_pct(t["puntuacion_total"]) if datos["unitarias"] else "no medida (sin `--unitarias`)")
        + ".",
        "",
        "| grupo | mutantes | caja negra | especificación entera | equivalentes | supervivientes de caja negra |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for g, c in datos["grupos"].items():
        supervivientes = c["no_equivalentes"] - c["atrapados_caja_negra"]
        lineas.append(
            f"| {g} | {c['mutantes']} | {_pct(c['puntuacion_caja_negra'])} | {_pct(c['puntuacion_especificacion'])} "
            f"| {c.get('equivalente', 0)} | {supervivientes} |"
        )
    lineas += [
        "",
        f"Cambios de prosa (explicaciones y mensajes; fuera de la puntuación): {pr['mutantes']}; medidos "
        f"{pr['medidos']} (con `--prosa`), atrapados {pr['atrapados']}.",
        "",
    ]
    tablas = (
        (
            "Supervivientes de caja negra (sin clasificar)",
            ("vivo", "sin_cobertura", "error", "muerto_propiedades", "muerto_unitarias"),
            "resultado",
            lambda m: m["resultado"],
        ),
        ("Equivalentes", ("equivalente",), "razón", lambda m: equivalentes[m["id"]]),
    )
    for titulo, resultados, columna, ultima in tablas:
        filas = [m for m in datos["mutantes"] if m["resultado"] in resultados and not m.get("prosa")]
        filas += [
            m
            for m in datos["mutantes"]
            if resultados[0] == "vivo" and m["resultado"] == "tiempo" and m.get("etapa") not in (None, "caja_negra")
        ]
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
    a.add_argument(
        "--modulos", nargs="+", default=GRUPOS, help=f"módulos de retiro/ a mutar (y {DECLARACION}: la declaración)"
    )
    a.add_argument("--procesos", type=int, default=2, help="mutantes a la vez (procesos hijos)")
    a.add_argument("--limite", type=float, default=0, help="segundos de mutantes como máximo (0: sin límite)")
    a.add_argument("--listar", action="store_true", help="solo lista los mutantes")
    a.add_argument("--detalle", action="store_true", help="una línea por mutante")
    a.add_argument(
        "--reanudar",
        action="store_true",
        help="conserva los atrapados por la caja negra y los equivalentes de la medición anterior",
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
        help="lleva los equivalentes medidos en esa revisión de git a sus ids de hoy; quita los de código que ya no "
        "está (y no mide nada)",
    )
    a.add_argument(
        "--decidir-de-nuevo",
        nargs="+",
        metavar="ID",
        help="decide otra vez esos mutantes de la medición guardada, en intérpretes nuevos, y la pone al día",
    )
    a.add_argument("--reimportado", help=argparse.SUPPRESS)  # MÓDULO:ID or «control», internal (_reimportar)
    a.add_argument("--declaracion-mutada", help=argparse.SUPPRESS)  # ID or «control», internal (medir_declaracion)
    a.add_argument("--etapa", choices=list(ETAPAS), default="caja_negra", help=argparse.SUPPRESS)  # of those two
    args = a.parse_args()
    sys.path.insert(0, str(RAIZ / "src"))
    if args.listar:
        for modulo in args.modulos:
            if modulo == DECLARACION:
                print(f"{modulo}: {len(mutantes_de_la_declaracion())} mutantes")
            elif (fuente(modulo)).exists():
                lista = mutantes_de(modulo)[0]
                print(f"{modulo}: {len(lista)} mutantes ({sum(m.prosa for m in lista)} de prosa)")
        return 0
    if args.total:
        _informar(escribir_total())
        return 0
    if args.seguir_equivalentes:
        return seguir_equivalentes(args.seguir_equivalentes)
    os.chdir(RAIZ)
    if args.decidir_de_nuevo:
        decidir_de_nuevo(args)
        _informar(escribir_total())
        return 0
    opciones = ["-q", "-n", "0", "-p", "no:cacheprovider", "-p", "no:randomly"]
    if args.declaracion_mutada:  # before pytest is imported: nothing may read the declaration first
        import pytest

        return _declaracion_mutada(args, pytest, [*opciones, "-x", "-rfE"])
    import pytest

    if args.reimportado:
        return _reimportado(args, pytest, [*opciones, "-x", "-rfE"])
    codigo_del_codigo = [m for m in args.modulos if m != DECLARACION]
    if codigo_del_codigo:
        complemento = Mutacion(args)
        # the lines that run while the modules are imported and the tests collected (see Mutacion._reimportar)
        importacion = Rastreo({str(fuente(m)) for m in complemento.arboles})
        importacion.actual = "(importación)"
        carpetas = ["steps", "tests"] if args.unitarias else ["steps"]
        sys.settrace(importacion.global_)
        try:
            codigo = pytest.main(opciones + carpetas, plugins=[complemento, _FinDeLaRecogida(importacion, complemento)])
        finally:
            sys.settrace(None)
        if codigo not in (0, 5) and not hasattr(complemento, "segundos"):
            print("la suite no pasa sin mutantes: no hay medición", file=sys.stderr)
            return 2
        if not args.ids:
            escribir_modulos(complemento.mutantes, args, getattr(complemento, "fallos_base", []), complemento.sha)
    if DECLARACION in args.modulos:
        medir_declaracion(args)
    if args.ids:
        return 0
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
    """Child of Mutacion._reimportar: import the mutated module from its mutated tree, then run one stage."""
    import importlib.machinery
    import importlib.util

    if args.reimportado == "control":  # the same run without a mutant: it must pass
        return int(pytest.main(opciones + _seleccion(args.etapa)))
    modulo, ident = args.reimportado.split(":")
    lista, arbol = mutantes_de(modulo)
    (m,) = [x for x in lista if x.id == ident]
    ruta = str(fuente(modulo))
    codigo = compile(_aplicar(arbol, m.linea, m.columna, m.operador, m.ocurrencia), ruta, "exec")
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
    return int(pytest.main(opciones + _seleccion(args.etapa)))


LIMITE_REIMPORTADO = 1800  # seconds for one stage in a fresh interpreter (a whole stage, one process)


def _informar(datos: dict) -> None:
    t = datos["totales"]
    cpu = os.times()  # this process and every child it waited for (the forked mutants, the fresh interpreters)
    print(f"segundos de CPU de esta orden: {cpu.user + cpu.system + cpu.children_user + cpu.children_system:.0f}")
    print(
        f"\n{t['mutantes']} mutantes (sin prosa); caja negra {t['puntuacion_caja_negra']}; especificación "
        f"{t['puntuacion_especificacion']}; vivos {t.get('vivo', 0)}, solo propiedades {t.get('muerto_propiedades', 0)}"
        f", sin cobertura {t.get('sin_cobertura', 0)}, pendientes {t.get('pendiente', 0)}; completa: "
        f"{datos['completa']}; mediciones/mutacion.md"
    )


if __name__ == "__main__":
    sys.exit(main())
