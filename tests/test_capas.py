"""Las capas del paquete (issue 23 §2): cada módulo importa solo de su capa o de las de abajo.

El orden, de abajo arriba, es `CAPAS`; la carpeta de cada módulo dice su capa (`src/retiro/<capa>/`). Se leen con
``ast`` todas las importaciones de módulos de `retiro`, también las que están dentro de una función y las de
``TYPE_CHECKING``: una importación dentro de una función solo se admite si subirla al principio del archivo no
crearía un ciclo (es decir, por el tiempo de arranque, nunca para esconder un ciclo). Además: ningún módulo importa
los nombres privados (``_nombre``) de otro, las reglas (`ley/`) no leen el estado de la revisión jurídica, y solo
los módulos de `cli/` importan argparse, leen ``sys.argv`` o tienen un bloque ``if __name__ == "__main__":`` (cada
línea de órdenes está en `cli/`), y ninguna función ni método de `src/retiro/` pasa de 100 líneas (issue 23 §3: una
función larga se parte como la ley o los datos).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
PAQUETE = RAIZ / "src" / "retiro"

# De abajo arriba. Una capa importa de sí misma y de las de abajo, nunca de las de arriba.
CAPAS = (
    "comun",  # los errores y los límites del protocolo, la barra de progreso
    "ley",  # las reglas, sus parámetros y los textos que leen: lo que revisa un abogado
    "revision",  # el estado de la revisión jurídica, el glosario, los documentos que salen del registro
    "protocolo",  # la calculadora detrás del protocolo, la solicitud, la respuesta, los esquemas, los servidores
    "verificacion",  # la segunda lectura, las identidades, los generadores, las propiedades, el barrido de lagunas
    "conformidad",  # el kit de conformidad
    "lote",  # retiro lote
    "cli",  # cada línea de argparse
    "sitio",  # el sitio de documentación
)
# Los módulos de la raíz del paquete y la capa que les toca.
RAIZ_DEL_PAQUETE = {
    "retiro.version": "comun",  # las dos versiones: las lee todo, no importa nada
    "retiro": "protocolo",  # la API pública (evaluar, calcular, solicitud), cargada al primer uso
    "retiro.__main__": "cli",  # python -m retiro
}
# Las importaciones de módulos de retiro dentro de una función, hoy (todas por el tiempo de arranque: ninguna
# esconde un ciclo, lo comprueba test_ninguna_importacion_esconde_un_ciclo; cada una dice en un comentario qué orden
# arranca sin ella, test_cada_importacion_dentro_de_una_funcion_dice_que_arranque_protege). Solo puede bajar.
IMPORTACIONES_EN_FUNCIONES = 50
# A comment that names what starts without the import: a command of retiro or a script.
NOMBRA_UNA_ORDEN = re.compile(r"`retiro|retiro [a-z-]+|python |scripts/")
MAX_LINEAS_LEY = 600
MAX_LINEAS_FUNCION = 100  # end_lineno - lineno + 1 of a def (with its decorators' line excluded, its docstring in)
# The libraries that parse a command line: only cli/ imports them.
BIBLIOTECAS_DE_ARGUMENTOS = ("argparse", "optparse", "getopt")
# Lo que las reglas no leen: el estado de la revisión jurídica (datos/revisiones.yaml y el archivo del revisor).
ESTADO_DE_LA_REVISION = ("revisiones.yaml", "RETIRO_REVISIONES", "archivo_del_revisor")


@dataclass(frozen=True)
class Importacion:
    origen: str  # el módulo que importa
    destino: str  # el módulo importado
    nombres: tuple[str, ...]  # los nombres que toma (from ... import a, b)
    linea: int
    en_funcion: bool
    solo_tipos: bool  # dentro de ``if TYPE_CHECKING:``: nunca se ejecuta (cuenta para el orden, no para los ciclos)


@cache
def _arbol(texto: str) -> ast.Module:
    """The syntax tree of a module, parsed once per text (each test reads every module: the suite's time, issue 24).
    Nothing here changes a tree."""
    return ast.parse(texto)


@cache
def _nodos(texto: str) -> tuple[ast.AST, ...]:
    """Every node of a module's tree, in the order of ``ast.walk``, listed once per text: each check walks every module
    (and the planted variants change one), and walking the trees again was most of this file's time (issue 24)."""
    return tuple(ast.walk(_arbol(texto)))


@cache
def _padres(texto: str) -> dict:
    return {h: n for n in _nodos(texto) for h in ast.iter_child_nodes(n)}


def modulos(fuentes: dict[str, str] | None = None) -> dict[str, str]:
    """{módulo: código} de src/retiro (sin la especificación empaquetada); `fuentes` reemplaza o añade módulos."""
    return {**_modulos(), **(fuentes or {})}


@cache
def _modulos() -> dict[str, str]:
    todos = {}
    for p in sorted(PAQUETE.rglob("*.py")):
        rel = p.relative_to(PAQUETE.parent).with_suffix("")
        if "especificacion" in rel.parts:
            continue
        partes = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        todos[".".join(partes)] = p.read_text(encoding="utf-8")
    return todos


def _es_paquete(modulo: str) -> bool:
    return (PAQUETE.parent / modulo.replace(".", "/") / "__init__.py").is_file()


def importaciones(fuentes: dict[str, str] | None = None) -> list[Importacion]:
    codigo = modulos(fuentes)

    def modulo_de(nombre: str) -> str | None:
        while nombre and nombre not in codigo:
            nombre = nombre.rpartition(".")[0]
        return nombre or None

    todas = []
    for origen, texto in codigo.items():
        padres = _padres(texto)

        def en_funcion(n: ast.AST, padres: dict = padres) -> bool:
            while n in padres:
                n = padres[n]
                if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                    return True
            return False

        def solo_tipos(n: ast.AST, padres: dict = padres) -> bool:
            while n in padres:
                n = padres[n]
                if isinstance(n, ast.If) and getattr(n.test, "id", None) == "TYPE_CHECKING":
                    return True
            return False

        for n in _nodos(texto):
            if isinstance(n, ast.Import):
                pares = [(a.name, ()) for a in n.names if a.name.split(".")[0] == "retiro"]
            elif isinstance(n, ast.ImportFrom):
                if n.level:
                    base = origen.split(".") if _es_paquete(origen) else origen.split(".")[:-1]
                    base = base[: len(base) - n.level + 1]
                    desde = ".".join([*base, n.module] if n.module else base)
                else:
                    desde = n.module or ""
                if desde.split(".")[0] != "retiro":
                    continue
                pares = []
                for a in n.names:  # «from retiro.ley import articulo18» importa el módulo retiro.ley.articulo18
                    if f"{desde}.{a.name}" in codigo:
                        pares.append((f"{desde}.{a.name}", ()))
                    else:
                        pares.append((desde, (a.name,)))
            else:
                continue
            for nombre, tomados in pares:
                destino = modulo_de(nombre)
                if destino and destino != origen:
                    todas.append(Importacion(origen, destino, tomados, n.lineno, en_funcion(n), solo_tipos(n)))
    return todas


def capa(modulo: str) -> str:
    if modulo in RAIZ_DEL_PAQUETE:
        return RAIZ_DEL_PAQUETE[modulo]
    return modulo.split(".")[1]


def importaciones_hacia_arriba(fuentes: dict[str, str] | None = None) -> list[str]:
    return [
        f"{i.origen} ({capa(i.origen)}, línea {i.linea}) importa {i.destino} ({capa(i.destino)})"
        for i in importaciones(fuentes)
        if CAPAS.index(capa(i.destino)) > CAPAS.index(capa(i.origen))
    ]


def ciclos(fuentes: dict[str, str] | None = None) -> list[list[str]]:
    """Los ciclos del grafo de importaciones (componentes fuertemente conexas de más de un módulo), contando las
    importaciones dentro de funciones (también las de un módulo a su paquete: revision/glosario.py -> revision).
    Las de ``if TYPE_CHECKING:`` no cuentan: solo las lee quien comprueba los tipos, nunca se ejecutan."""
    aristas: dict[str, set[str]] = {}
    for i in importaciones(fuentes):
        if not i.solo_tipos:
            aristas.setdefault(i.origen, set()).add(i.destino)
    indice: dict[str, int] = {}
    bajo: dict[str, int] = {}
    pila: list[str] = []
    en_pila: set[str] = set()
    componentes: list[list[str]] = []

    def visitar(v: str) -> None:  # Tarjan
        indice[v] = bajo[v] = len(indice)
        pila.append(v)
        en_pila.add(v)
        for w in sorted(aristas.get(v, ())):
            if w not in indice:
                visitar(w)
                bajo[v] = min(bajo[v], bajo[w])
            elif w in en_pila:
                bajo[v] = min(bajo[v], indice[w])
        if bajo[v] == indice[v]:
            c = []
            while True:
                w = pila.pop()
                en_pila.discard(w)
                c.append(w)
                if w == v:
                    break
            if len(c) > 1:
                componentes.append(sorted(c))

    for v in sorted(aristas):
        if v not in indice:
            visitar(v)
    return componentes


def nombres_privados(fuentes: dict[str, str] | None = None) -> list[str]:
    return [
        f"{i.origen} (línea {i.linea}) importa {n} de {i.destino}"
        for i in importaciones(fuentes)
        for n in i.nombres
        if n.startswith("_") and not (n.startswith("__") and n.endswith("__"))
    ]


def atributos_privados(fuentes: dict[str, str] | None = None) -> list[str]:
    """``sm._datos(...)``: un nombre privado de otro módulo de retiro, leído como atributo del módulo importado."""
    codigo = modulos(fuentes)
    hallados = []
    for origen, texto in codigo.items():
        alias = {}
        for n in _nodos(texto):
            if isinstance(n, ast.ImportFrom) and (n.module or "").split(".")[0] == "retiro":
                alias |= {
                    a.asname or a.name: f"{n.module}.{a.name}" for a in n.names if f"{n.module}.{a.name}" in codigo
                }
            elif isinstance(n, ast.Import):
                alias |= {a.asname: a.name for a in n.names if a.asname and a.name in codigo}
        for n in _nodos(texto):
            if (
                isinstance(n, ast.Attribute)
                and isinstance(n.value, ast.Name)
                and n.value.id in alias
                and n.attr.startswith("_")
                and not n.attr.startswith("__")
            ):
                hallados.append(f"{origen} (línea {n.lineno}) lee {n.attr} de {alias[n.value.id]}")
    return hallados


def reglas_que_leen_la_revision(fuentes: dict[str, str] | None = None) -> list[str]:
    return [
        f"{m} nombra {s!r}"
        for m, texto in modulos(fuentes).items()
        if capa(m) == "ley"
        for s in ESTADO_DE_LA_REVISION
        if s in texto
    ]


def importan_argparse(fuentes: dict[str, str] | None = None) -> list[str]:
    """Los módulos fuera de `cli/` que importan argparse (en cualquier lugar: arriba, en una función, con
    ``importlib.import_module`` o ``__import__``): cada línea de argparse está en la capa de la línea de órdenes."""
    hallados = []
    for m, texto in modulos(fuentes).items():
        if capa(m) == "cli":
            continue
        for n in _nodos(texto):
            if isinstance(n, ast.Import):
                nombres = [a.name for a in n.names]
            elif isinstance(n, ast.ImportFrom):
                nombres = [n.module or ""]
            elif (
                isinstance(n, ast.Call)
                and getattr(n.func, "id", getattr(n.func, "attr", None)) in ("import_module", "__import__")
                and n.args
                and isinstance(n.args[0], ast.Constant)
            ):
                nombres = [str(n.args[0].value)]
            else:
                continue
            for x in nombres:
                if x.split(".")[0] in BIBLIOTECAS_DE_ARGUMENTOS:
                    hallados.append(f"{m} ({capa(m)}, línea {n.lineno}) importa {x.split('.')[0]}")
    return hallados


def entradas_fuera_de_la_linea_de_ordenes(fuentes: dict[str, str] | None = None) -> list[str]:
    """Los módulos fuera de `cli/` que leen ``sys.argv`` (``sys.argv``, ``from sys import argv``, con ``sys`` bajo
    otro nombre) o tienen un bloque ``if __name__ == "__main__":``: una orden ``python -m`` es de `cli/`."""
    hallados = []
    for m, texto in modulos(fuentes).items():
        if capa(m) == "cli":
            continue
        sys_ = {
            a.asname or a.name for n in _nodos(texto) if isinstance(n, ast.Import) for a in n.names if a.name == "sys"
        }
        for n in _nodos(texto):
            lee_argv = (
                isinstance(n, ast.ImportFrom) and n.module == "sys" and any(a.name == "argv" for a in n.names)
            ) or (isinstance(n, ast.Attribute) and n.attr == "argv" and getattr(n.value, "id", None) in sys_)
            if lee_argv:
                hallados.append(f"{m} ({capa(m)}, línea {n.lineno}) lee sys.argv")
            elif (
                isinstance(n, ast.If)
                and isinstance(n.test, ast.Compare)
                and {getattr(x, "id", getattr(x, "value", None)) for x in (n.test.left, *n.test.comparators)}
                == {"__name__", "__main__"}
            ):
                hallados.append(f"{m} ({capa(m)}, línea {n.lineno}) tiene un bloque __main__")
    return hallados


# `python -m retiro…` (in prose) and ["-m", "retiro…"] (in the scripts that run a command)
ORDEN_PYTHON_M = re.compile(r'(?:python -m |"-m", ")(retiro(?:\.[a-z_0-9]+)*)')
# Where a person or a script finds the command to run (CHANGELOG.md and mediciones/ record what was run then).
DONDE_SE_NOMBRAN_LAS_ORDENES = (
    "README.md",
    "CONTRIBUTING.md",
    "pyproject.toml",
    "mkdocs.yml",
    ".ci/*",
    "docs/**/*.md",
    "ejemplos/**/*.md",
    "src/retiro/**/*.py",
    "scripts/**/*.py",
    "tests/**/*.py",
    "steps/**/*.py",
)


def textos_que_nombran_ordenes() -> dict[str, str]:
    textos = {}
    for patron in DONDE_SE_NOMBRAN_LAS_ORDENES:
        for ruta in sorted(RAIZ.glob(patron)):
            # this file plants wrong commands on purpose (test_la_prueba_ve_una_orden_vieja_nombrada)
            if ruta.is_file() and ".venv" not in ruta.parts and ruta != Path(__file__).resolve():
                textos[str(ruta.relative_to(RAIZ))] = ruta.read_text(encoding="utf-8")
    return textos


def ordenes_que_no_son_de_la_linea_de_ordenes(textos: dict[str, str]) -> list[str]:
    """Cada ``python -m retiro…`` escrito que no ejecuta un módulo de `cli/` con su bloque ``__main__`` (o
    ``python -m retiro``, que ejecuta ``retiro/__main__.py``)."""
    codigo = modulos()
    malas = []
    for archivo, texto in textos.items():
        for n, linea in enumerate(texto.splitlines(), 1):
            for modulo in ORDEN_PYTHON_M.findall(linea):
                ejecutado = f"{modulo}.__main__" if _es_paquete(modulo) else modulo
                bien = (
                    ejecutado in codigo
                    and capa(ejecutado) == "cli"
                    and (ejecutado.endswith(".__main__") or "__main__" in codigo[ejecutado])
                )
                if not bien:
                    malas.append(f"{archivo}:{n}: python -m {modulo}")
    return malas


def importaciones_sin_razon(fuentes: dict[str, str] | None = None) -> list[str]:
    """Las importaciones dentro de una función sin un comentario que diga qué orden arranca sin ella: en su línea, en
    las líneas de importaciones y comentarios justo encima, o al final de la línea anterior a ese grupo."""
    codigo = modulos(fuentes)
    sin = []
    for i in importaciones(fuentes):
        if not i.en_funcion:
            continue
        lineas = codigo[i.origen].splitlines()
        comentarios = [lineas[i.linea - 1].partition("#")[2]]
        n = i.linea - 2
        while n >= 0 and lineas[n].strip().startswith(("from ", "import ", "#")):
            comentarios.append(lineas[n].partition("#")[2])
            n -= 1
        if n >= 0:
            comentarios.append(lineas[n].partition("#")[2])
        if not any(NOMBRA_UNA_ORDEN.search(c) for c in comentarios):
            sin.append(f"{i.origen} (línea {i.linea}) importa {i.destino} sin decir qué arranque protege")
    return sorted(set(sin))


def funciones_largas(fuentes: dict[str, str] | None = None) -> list[str]:
    """Cada función o método (también los anidados) de más de `MAX_LINEAS_FUNCION` líneas, con su módulo y línea."""
    largas = []
    for m, texto in modulos(fuentes).items():

        def recorrer(nodo: ast.AST, prefijo: str, m: str = m) -> None:
            for h in ast.iter_child_nodes(nodo):
                if isinstance(h, ast.FunctionDef | ast.AsyncFunctionDef):
                    lineas = h.end_lineno - h.lineno + 1
                    if lineas > MAX_LINEAS_FUNCION:
                        largas.append(f"{m}.{prefijo}{h.name} (línea {h.lineno}): {lineas} líneas")
                    recorrer(h, f"{prefijo}{h.name}.")
                elif isinstance(h, ast.ClassDef):
                    recorrer(h, f"{prefijo}{h.name}.")
                else:
                    recorrer(h, prefijo)

        recorrer(_arbol(texto), "")
    return largas


def test_cada_modulo_esta_en_una_capa():
    sueltos = [m for m in modulos() if m not in RAIZ_DEL_PAQUETE and m.split(".")[1] not in CAPAS]
    assert not sueltos, f"módulos fuera de las capas ({', '.join(CAPAS)}): {sueltos}"


def test_ninguna_capa_importa_de_una_capa_de_arriba():
    arriba = importaciones_hacia_arriba()
    assert not arriba, "importaciones hacia arriba (el orden de las capas: tests/test_capas.py, CAPAS):\n" + "\n".join(
        arriba
    )


def test_ninguna_importacion_esconde_un_ciclo():
    """Cero ciclos, contando las importaciones dentro de funciones."""
    assert ciclos() == []


def test_ningun_modulo_importa_los_nombres_privados_de_otro():
    privados = nombres_privados()
    assert not privados, "\n".join(privados)


def test_ningun_modulo_lee_como_atributo_los_nombres_privados_de_otro():
    privados = atributos_privados()
    assert not privados, "\n".join(privados)


def test_las_reglas_no_leen_el_estado_de_la_revision():
    assert reglas_que_leen_la_revision() == []


def test_solo_la_linea_de_ordenes_importa_argparse():
    """Issue 23 §2: cada línea de argparse en `cli/`; las capas de abajo reciben argumentos simples."""
    fuera = importan_argparse()
    assert not fuera, "argparse fuera de src/retiro/cli/:\n" + "\n".join(fuera)


def test_la_prueba_ve_argparse_plantado_fuera_de_la_linea_de_ordenes():
    dinero = modulos()["retiro.ley.dinero"]
    n = dinero.count("\n")
    plantados = {
        "import argparse\n": f"retiro.ley.dinero (ley, línea {n + 1}) importa argparse",
        "from argparse import Namespace\n": f"retiro.ley.dinero (ley, línea {n + 1}) importa argparse",
        "def _f():\n    import argparse\n": f"retiro.ley.dinero (ley, línea {n + 2}) importa argparse",
        'import importlib\nA = importlib.import_module("argparse")\n': (
            f"retiro.ley.dinero (ley, línea {n + 2}) importa argparse"
        ),
    }
    for codigo, esperado in plantados.items():
        assert importan_argparse({"retiro.ley.dinero": dinero + codigo}) == [esperado], codigo
    # in cli/ it is where it belongs
    assert importan_argparse({"retiro.cli.nueva": "import argparse\n"}) == []


def test_la_prueba_ve_optparse_y_getopt_fuera_de_la_linea_de_ordenes():
    dinero = modulos()["retiro.ley.dinero"]
    n = dinero.count("\n")
    for biblioteca in ("optparse", "getopt"):
        fuentes = {"retiro.ley.dinero": dinero + f"import {biblioteca}\n"}
        assert importan_argparse(fuentes) == [f"retiro.ley.dinero (ley, línea {n + 1}) importa {biblioteca}"]


def test_ninguna_orden_fuera_de_la_linea_de_ordenes():
    """Issue 23 §2: ningún módulo fuera de `cli/` lee ``sys.argv`` ni tiene un bloque ``__main__``; cada orden
    ``python -m`` de mantenimiento es un módulo de `cli/` (`retiro.cli.registro`, `retiro.cli.esquemas`,
    `retiro.cli.documentos`, `retiro.cli.matriz`, …)."""
    fuera = entradas_fuera_de_la_linea_de_ordenes()
    assert not fuera, "órdenes fuera de src/retiro/cli/ (muévalas a un módulo de cli/):\n" + "\n".join(fuera)


def test_la_prueba_ve_una_orden_plantada_fuera_de_la_linea_de_ordenes():
    documentos = modulos()["retiro.revision.documentos"]
    n = documentos.count("\n")
    plantados = {
        "import sys\nARGS = sys.argv[1:]\n": [f"retiro.revision.documentos (revision, línea {n + 2}) lee sys.argv"],
        "import sys as s\n\ndef f():\n    return s.argv\n": [
            f"retiro.revision.documentos (revision, línea {n + 4}) lee sys.argv"
        ],
        "from sys import argv\n": [f"retiro.revision.documentos (revision, línea {n + 1}) lee sys.argv"],
        'if __name__ == "__main__":\n    print(1)\n': [
            f"retiro.revision.documentos (revision, línea {n + 1}) tiene un bloque __main__"
        ],
        "if '__main__' == __name__:\n    pass\n": [
            f"retiro.revision.documentos (revision, línea {n + 1}) tiene un bloque __main__"
        ],
    }
    for codigo, esperado in plantados.items():
        assert entradas_fuera_de_la_linea_de_ordenes({"retiro.revision.documentos": documentos + codigo}) == esperado
    # in cli/ it is where it belongs; and a docstring that names sys.argv reads nothing
    assert (
        entradas_fuera_de_la_linea_de_ordenes(
            {"retiro.cli.nueva": 'import sys\nif __name__ == "__main__":\n    sys.argv\n'}
        )
        == []
    )
    assert entradas_fuera_de_la_linea_de_ordenes({"retiro.ley.nueva": '"""Uso: Registro("lote", sys.argv)."""\n'}) == []


def test_cada_orden_python_m_que_se_nombra_es_de_la_linea_de_ordenes_y_existe():
    """La documentación, los scripts, las pruebas y los mensajes nombran órdenes que existen: un módulo de `cli/`
    con su bloque ``__main__`` (una orden movida o borrada deja de nombrarse en todas partes)."""
    malas = ordenes_que_no_son_de_la_linea_de_ordenes(textos_que_nombran_ordenes())
    assert not malas, "órdenes que no existen o no son de src/retiro/cli/:\n" + "\n".join(malas)


def test_la_prueba_ve_una_orden_vieja_nombrada():
    vieja = "python -m retiro.ley." + "registro"  # the command before issue 23 moved it to cli/
    textos = {
        "docs/x.md": f"Regenere con `{vieja}`.\nY con `python -m retiro.cli.registro`.\n",
        "scripts/x.py": 'ORDEN = ["-m", "retiro.protocolo.' + 'esquemas"]\n',
        "README.md": "`python -m retiro` y `python -m retiro.cli.matriz`; `python -m retiro.cli.archivos`.\n",
    }
    assert ordenes_que_no_son_de_la_linea_de_ordenes(textos) == [
        f"docs/x.md:1: {vieja}",
        "scripts/x.py:1: python -m retiro.protocolo.esquemas",
        "README.md:1: python -m retiro.cli.archivos",  # in cli/, but with no __main__ block: not a command
    ]


def test_ninguna_funcion_pasa_de_100_lineas():
    """Issue 23 §3: una función o un método de más de 100 líneas se parte como la ley (vía por vía, pensión por
    pensión, cláusula por cláusula) o como sus datos, no por la cuenta de líneas. Sin lista de excepciones."""
    largas = funciones_largas()
    assert not largas, f"funciones de más de {MAX_LINEAS_FUNCION} líneas en src/retiro/:\n" + "\n".join(largas)


def test_la_prueba_ve_una_funcion_larga_plantada():
    dinero = modulos()["retiro.ley.dinero"]
    n = dinero.count("\n")

    def funcion(nombre: str, lineas: int, sangria: str = "") -> str:  # `lineas` lines in all, the def included
        return f"{sangria}def {nombre}():\n" + f"{sangria}    x = 1\n" * (lineas - 2) + f"{sangria}    return x\n"

    assert funciones_largas({"retiro.ley.dinero": dinero + funcion("_justa", 100)}) == []
    assert funciones_largas({"retiro.ley.dinero": dinero + funcion("_larga", 101)}) == [
        f"retiro.ley.dinero._larga (línea {n + 1}): 101 líneas"
    ]
    metodo = "class _C:\n" + funcion("calcular", 102, "    ")
    assert funciones_largas({"retiro.protocolo.nueva": metodo}) == [
        "retiro.protocolo.nueva._C.calcular (línea 2): 102 líneas"
    ]
    anidada = "def _fuera():\n" + funcion("dentro", 101, "    ") + "    return dentro\n"
    assert funciones_largas({"retiro.sitio.nueva": anidada}) == [
        "retiro.sitio.nueva._fuera (línea 1): 103 líneas",
        "retiro.sitio.nueva._fuera.dentro (línea 2): 101 líneas",
    ]


def test_las_importaciones_dentro_de_funciones_solo_bajan():
    cuantas = sum(1 for i in importaciones() if i.en_funcion)
    assert cuantas <= IMPORTACIONES_EN_FUNCIONES, (
        f"{cuantas} importaciones de módulos de retiro dentro de funciones; eran {IMPORTACIONES_EN_FUNCIONES}"
    )


def test_cada_importacion_dentro_de_una_funcion_dice_que_arranque_protege():
    """Una importación dentro de una función solo se admite por el arranque de una orden: un comentario lo dice
    («# only `retiro calcular` …»). La que no protege ninguno va arriba, con las demás."""
    sin = importaciones_sin_razon()
    assert not sin, "\n".join(sin)


def test_la_prueba_ve_una_importacion_dentro_de_una_funcion_sin_razon():
    dinero = modulos()["retiro.ley.dinero"]
    n = dinero.count("\n")
    sin_razon = "\n\ndef _f():\n    from retiro.ley import fechas\n\n    return fechas\n"
    assert importaciones_sin_razon({"retiro.ley.dinero": dinero + sin_razon}) == [
        f"retiro.ley.dinero (línea {n + 4}) importa retiro.ley.fechas sin decir qué arranque protege"
    ]
    con_razon = "\n\ndef _f():\n    # only `retiro calcular`\n    from retiro.ley import fechas\n\n    return fechas\n"
    assert importaciones_sin_razon({"retiro.ley.dinero": dinero + con_razon}) == []
    con_razon = "\n\ndef _f():\n    from retiro.ley import fechas  # start-up of retiro servir\n    return fechas\n"
    assert importaciones_sin_razon({"retiro.ley.dinero": dinero + con_razon}) == []


def test_ningun_modulo_de_la_ley_pasa_de_600_lineas():
    """Una regla larga se parte como el texto (articulo18_cuantia.py: 18.5–18.6; articulo10_garantias.py: 10.4–10.6)."""
    largos = {m: t.count("\n") for m, t in modulos().items() if capa(m) == "ley" and t.count("\n") > MAX_LINEAS_LEY}
    assert not largos, f"módulos de ley/ de más de {MAX_LINEAS_LEY} líneas: {largos}"


def test_la_prueba_ve_una_importacion_hacia_arriba_plantada():
    """Una regla que importa el glosario (una capa de arriba) dentro de una función: la prueba la ve, y el ciclo."""
    dinero = modulos()["retiro.ley.dinero"]
    plantado = dinero + "\n\ndef _plantada():\n    from retiro.protocolo import salida\n\n    return salida\n"
    fuentes = {"retiro.ley.dinero": plantado}
    assert any(x.startswith("retiro.ley.dinero (ley") for x in importaciones_hacia_arriba(fuentes))
    assert any("retiro.ley.dinero" in c for c in ciclos(fuentes))
    assert sum(1 for i in importaciones(fuentes) if i.en_funcion) == sum(1 for i in importaciones() if i.en_funcion) + 1


def test_la_prueba_ve_un_nombre_privado_y_una_regla_que_lee_la_revision():
    fuentes = {"retiro.ley.dinero": modulos()["retiro.ley.dinero"] + "\nfrom retiro.ley import fechas as f\nX = f._n\n"}
    assert atributos_privados(fuentes) == [
        f"retiro.ley.dinero (línea {fuentes['retiro.ley.dinero'].count(chr(10))}) lee _n de retiro.ley.fechas"
    ]
    fuentes = {"retiro.ley.dinero": modulos()["retiro.ley.dinero"] + "\nfrom retiro.ley.fechas import _x\n"}
    linea = fuentes["retiro.ley.dinero"].count("\n")
    assert nombres_privados(fuentes) == [f"retiro.ley.dinero (línea {linea}) importa _x de retiro.ley.fechas"]
    fuentes = {"retiro.ley.dinero": modulos()["retiro.ley.dinero"] + '\nARCHIVO = "revisiones.yaml"\n'}
    assert reglas_que_leen_la_revision(fuentes) == ["retiro.ley.dinero nombra 'revisiones.yaml'"]


if __name__ == "__main__":  # the figures of today
    print("importaciones dentro de funciones:", sum(1 for i in importaciones() if i.en_funcion))
    print("ciclos:", ciclos())
    print("hacia arriba:", *importaciones_hacia_arriba(), sep="\n  ")
    print("privados:", *nombres_privados(), *atributos_privados(), sep="\n  ")
    print("reglas que leen la revisión:", reglas_que_leen_la_revision())
    print("argparse fuera de cli/:", *importan_argparse(), sep="\n  ")
    print("órdenes fuera de cli/:", *entradas_fuera_de_la_linea_de_ordenes(), sep="\n  ")
    print("funciones de más de 100 líneas:", *funciones_largas(), sep="\n  ")
