"""Las capas del paquete (issue 23 §2): cada módulo importa solo de su capa o de las de abajo.

El orden, de abajo arriba, es `CAPAS`; la carpeta de cada módulo dice su capa (`src/retiro/<capa>/`). Se leen con
``ast`` todas las importaciones de módulos de `retiro`, también las que están dentro de una función y las de
``TYPE_CHECKING``: una importación dentro de una función solo se admite si subirla al principio del archivo no
crearía un ciclo (es decir, por el tiempo de arranque, nunca para esconder un ciclo). Además: ningún módulo importa
los nombres privados (``_nombre``) de otro, las reglas (`ley/`) no leen el estado de la revisión jurídica, y solo
los módulos de `cli/` importan argparse (cada línea de órdenes está en `cli/`).
"""

from __future__ import annotations

import ast
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
# esconde un ciclo, lo comprueba test_ninguna_importacion_esconde_un_ciclo). El número solo puede bajar.
IMPORTACIONES_EN_FUNCIONES = 129
MAX_LINEAS_LEY = 600
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
def _padres(texto: str) -> dict:
    arbol = _arbol(texto)
    return {h: n for n in ast.walk(arbol) for h in ast.iter_child_nodes(n)}


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
        arbol, padres = _arbol(texto), _padres(texto)

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

        for n in ast.walk(arbol):
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
        arbol = _arbol(texto)
        alias = {}
        for n in ast.walk(arbol):
            if isinstance(n, ast.ImportFrom) and (n.module or "").split(".")[0] == "retiro":
                alias |= {
                    a.asname or a.name: f"{n.module}.{a.name}" for a in n.names if f"{n.module}.{a.name}" in codigo
                }
            elif isinstance(n, ast.Import):
                alias |= {a.asname: a.name for a in n.names if a.asname and a.name in codigo}
        for n in ast.walk(arbol):
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
        for n in ast.walk(_arbol(texto)):
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
            if any(x.split(".")[0] == "argparse" for x in nombres):
                hallados.append(f"{m} ({capa(m)}, línea {n.lineno}) importa argparse")
    return hallados


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


def test_las_importaciones_dentro_de_funciones_solo_bajan():
    cuantas = sum(1 for i in importaciones() if i.en_funcion)
    assert cuantas <= IMPORTACIONES_EN_FUNCIONES, (
        f"{cuantas} importaciones de módulos de retiro dentro de funciones; eran {IMPORTACIONES_EN_FUNCIONES}"
    )


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
