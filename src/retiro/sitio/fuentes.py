"""Lo que el sitio lee del proyecto: los .feature, los resultados de la última ejecución, el código y los pasos.

Todo se lee de la copia de trabajo (la carpeta de mkdocs.yml), nunca de una copia instalada.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from retiro.ley.formato import cita
from retiro.ley.registro import clausulas, correcciones_ocr, texto_fuente
from retiro.sitio.registro_resultados import leer, ruta_resultados

# --- Citas de cláusulas en texto libre ("18.6(a)", "18.1–18.3", "10.2(a)–(d)", "18.6(b) y (c)") ---

_CITA = re.compile(r"(?<![\d.])(?P<art>1[08])\.(?P<num>\d)(?!\d|\.[a-z])(?:\((?P<letra>[a-e])\))?|\((?P<sola>[a-e])\)")
_GUION = ("–", "—", "-")


def citas(texto: str) -> list[str]:
    """Los ids de cláusula citados en un texto, en orden y sin repetir; solo ids del registro."""
    validos = clausulas()
    encontrados: list[str] = []
    base: tuple[str, int] | None = None  # (article, number) of the last clause reference
    ultima_letra: str | None = None
    fin_anterior = 0

    def poner(i: str) -> None:
        if i in validos and i not in encontrados:
            encontrados.append(i)

    for m in _CITA.finditer(texto):
        rango = texto[fin_anterior : m.start()].strip() in _GUION and fin_anterior > 0
        if m.group("art"):
            art, num, letra = m.group("art"), int(m.group("num")), m.group("letra")
            if rango and base is not None and base[0] == art and not letra and not ultima_letra:
                for n in range(base[1] + 1, num):
                    poner(f"{art}.{n}")
            elif rango and base == (art, num) and letra and ultima_letra:
                for c in range(ord(ultima_letra) + 1, ord(letra)):
                    poner(f"{art}.{num}.{chr(c)}")
            base, ultima_letra = (art, num), letra
            poner(f"{art}.{num}" + (f".{letra}" if letra else ""))
        elif base is not None:
            letra = m.group("sola")
            if rango and ultima_letra:
                for c in range(ord(ultima_letra) + 1, ord(letra)):
                    poner(f"{base[0]}.{base[1]}.{chr(c)}")
            ultima_letra = letra
            poner(f"{base[0]}.{base[1]}.{letra}")
        fin_anterior = m.end()
    return encontrados


def padre(i: str) -> str | None:
    """``18.6.a`` -> ``18.6``; ``18.6`` -> None."""
    partes = i.split(".")
    return ".".join(partes[:2]) if len(partes) > 2 else None


def etiqueta(i: str) -> str:
    """Cómo se cita una cláusula en el texto: ``18.6.a`` -> ``18.6(a)`` (``retiro.ley.formato.cita``)."""
    return cita(i)


# --- Qué cláusulas toca cada corrección del OCR ---


def clausulas_de_correcciones() -> dict[str, list[str]]:
    """Por corrección del OCR, las cláusulas cuyo texto toca: se aplican las correcciones en orden (como
    ``registro.texto_corregido``), siguiendo dónde queda cada tramo corregido, y se busca en qué cláusulas cae."""
    salida: dict[str, list[str]] = {}
    for archivo in sorted({c["archivo"] for c in correcciones_ocr()}):
        texto = texto_fuente(archivo)
        marcas: dict[str, list[tuple[int, int]]] = {}
        for c in correcciones_ocr():
            if c["archivo"] != archivo:
                continue
            original, corregido = c["original"], c["corregido"]
            inicios, i = [], texto.find(original)
            while i >= 0:
                inicios.append(i)
                i = texto.find(original, i + len(original))
            delta = len(corregido) - len(original)
            for clave, tramos in marcas.items():  # earlier corrections move with the text around them
                marcas[clave] = [
                    (a + delta * sum(x < a for x in inicios), b + delta * sum(x < a for x in inicios))
                    for a, b in tramos
                ]
            marcas[c["id"]] = [(x + k * delta, x + k * delta + len(corregido)) for k, x in enumerate(inicios)]
            texto = texto.replace(original, corregido)
        tramos_clausula = {}
        for i, cl in clausulas().items():
            m = re.search(r"\s+".join(map(re.escape, cl["texto"].split())), texto)
            if m:
                tramos_clausula[i] = (m.start(), m.end())
        for clave, tramos in marcas.items():
            salida[clave] = [i for i, (a, b) in tramos_clausula.items() if any(x < b and a < y for x, y in tramos)]
    return salida


# --- Resultados de la última ejecución ---

ESTADOS = ("fallido", "sin resultado", "omitido", "superado")  # worst first


def peor(estados: list[str]) -> str:
    """El estado de un conjunto: el peor de sus partes (un escenario sin filas ejecutadas: «sin resultado»)."""
    if not estados:
        return "sin resultado"
    return min(estados, key=ESTADOS.index)


@dataclass
class Resultados:
    datos: dict
    ruta: Path

    @classmethod
    def cargar(cls, raiz: Path) -> Resultados:
        ruta = ruta_resultados(raiz)
        return cls(leer(ruta), ruta)

    def __post_init__(self) -> None:
        self._indice = {(r["feature"], r["escenario"], r["fila"]): r for r in self.datos.get("resultados", [])}

    @property
    def hay(self) -> bool:
        return bool(self._indice)

    def de(self, feature: str, escenario: str, fila: int | None, ejemplo: dict | None) -> dict | None:
        """El resultado de un escenario (o de una fila), si la fila sigue siendo la misma que se ejecutó."""
        r = self._indice.get((feature, escenario, fila))
        if r is None or (ejemplo is not None and r.get("ejemplo") != ejemplo):
            return None
        return r


# --- Los .feature ---


@dataclass
class Fila:
    indice: int
    valores: dict[str, str]
    estado: str = "sin resultado"
    mensaje: str | None = None
    fecha: str | None = None


@dataclass
class Escenario:
    feature: Caracteristica
    nombre: str
    palabra: str  # "Escenario" | "Esquema del escenario"
    linea: int
    etiquetas: list[str]
    pasos: list  # pytest_bdd.parser.Step, own steps only (without background)
    descripcion: str
    regla: str | None
    ejemplos: list[tuple[str | None, list[str], list[Fila]]]  # (name, columns, rows)
    gherkin: str
    estado: str = "sin resultado"
    mensaje: str | None = None
    fecha: str | None = None

    @property
    def clausulas(self) -> list[str]:
        return [t.removeprefix("clausula-") for t in self.etiquetas if t.startswith("clausula-")]

    @property
    def interpretaciones(self) -> list[str]:
        return [t.removeprefix("interpretacion-") for t in self.etiquetas if t.startswith("interpretacion-")]

    @property
    def filas(self) -> list[Fila]:
        return [f for _, _, filas in self.ejemplos for f in filas]


@dataclass
class Caracteristica:
    ruta: str  # relative to the project root
    nombre: str
    descripcion: str
    etiquetas: list[str]
    antecedentes: list
    escenarios: list[Escenario] = field(default_factory=list)


def _gherkin_de(lineas: list[str], inicio: int, fin: int) -> str:
    """El texto de un escenario en el .feature (con sus etiquetas), líneas 1-based [inicio, fin)."""
    i = inicio - 1
    while i > 0 and lineas[i - 1].strip().startswith("@"):
        i -= 1
    bloque = lineas[i : fin - 1]
    while bloque and not bloque[-1].strip():
        bloque.pop()
    return textwrap.dedent("\n".join(bloque))


def _inicio_de_bloque(lineas: list[str], linea: int) -> int:
    i = linea - 1
    while i > 0 and lineas[i - 1].strip().startswith("@"):
        i -= 1
    return i + 1


def leer_features(raiz: Path, resultados: Resultados) -> list[Caracteristica]:
    """Todos los .feature de ``features/``, con el estado de cada escenario y cada fila según la última ejecución."""
    from pytest_bdd.parser import FeatureParser

    base = raiz / "features"
    salida = []
    for archivo in sorted(base.rglob("*.feature")):
        f = FeatureParser(str(base), str(archivo.relative_to(base))).parse()
        ruta = archivo.relative_to(raiz).as_posix()
        lineas = archivo.read_text(encoding="utf-8").splitlines()
        antecedentes = f.background.steps if f.background else []
        c = Caracteristica(ruta, f.name, f.description.strip(), sorted(f.tags), antecedentes)
        plantillas = sorted(f.scenarios.values(), key=lambda s: s.line_number)
        inicios = [_inicio_de_bloque(lineas, p.line_number) for p in plantillas] + [len(lineas) + 1]
        for n, p in enumerate(plantillas):
            propios = p.steps[len(p.all_background_steps) :]
            ejemplos, indice = [], 0
            for ej in p.examples:
                filas = []
                for valores in ej.as_contexts():
                    r = resultados.de(ruta, p.name, indice, valores)
                    filas.append(
                        Fila(
                            indice,
                            valores,
                            r["resultado"] if r else "sin resultado",
                            r.get("mensaje") if r else None,
                            r.get("fecha") if r else None,
                        )
                    )
                    indice += 1
                ejemplos.append((ej.name or None, list(ej.example_params), filas))
            e = Escenario(
                c,
                p.name,
                p.keyword,
                p.line_number,
                sorted(p.tags),
                propios,
                (p.description or "").strip(),
                p.rule.name if p.rule else None,
                ejemplos,
                _gherkin_de(lineas, p.line_number, inicios[n + 1]),
            )
            if e.filas:
                e.estado = peor([x.estado for x in e.filas])
                e.mensaje = next((x.mensaje for x in e.filas if x.estado == "fallido"), None)
                e.fecha = max((x.fecha for x in e.filas if x.fecha), default=None)
            else:
                r = resultados.de(ruta, p.name, None, None)
                if r:
                    e.estado, e.mensaje, e.fecha = r["resultado"], r.get("mensaje"), r.get("fecha")
            c.escenarios.append(e)
        salida.append(c)
    return salida


# --- El código que implementa cada cláusula ---


@dataclass
class Funcion:
    modulo: str  # relative path
    nombre: str  # qualified name
    tipo: str  # "función" | "clase"
    linea: int
    docstring: str
    fuente: str
    clausulas: list[str]


# Lines as the Python parser splits them (ast._splitlines_no_ff): \r\n, \r or \n, each kept with its line.
_LINEAS = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _segmento(lineas: list[str], nodo: ast.AST) -> str:
    """El texto de `nodo`, como ``ast.get_source_segment``, sobre las líneas del archivo ya partidas."""
    primera, ultima = nodo.lineno - 1, nodo.end_lineno - 1
    if primera == ultima:
        return lineas[primera].encode()[nodo.col_offset : nodo.end_col_offset].decode()
    inicio = lineas[primera].encode()[nodo.col_offset :].decode()
    fin = lineas[ultima].encode()[: nodo.end_col_offset].decode()
    return "".join([inicio, *lineas[primera + 1 : ultima], fin])


def funciones_que_citan(raiz: Path) -> list[Funcion]:
    """Las funciones y clases de ``src/retiro`` cuyo docstring cita cláusulas (se leen con ``ast``, sin importarlas).

    Solo cuenta el primer párrafo del docstring, donde la convención del proyecto pone la cláusula.
    """
    salida = []
    base = raiz / "src" / "retiro"
    for archivo in sorted(base.rglob("*.py")):
        if {"sitio", "conformidad"} & set(archivo.relative_to(base).parts):
            continue  # the site itself and the kit's deliberately faulty implementations
        texto = archivo.read_text(encoding="utf-8")
        arbol = ast.parse(texto)
        lineas = _LINEAS.findall(texto)  # split once per file (ast.get_source_segment splits it on every call)

        def visitar(nodo: ast.AST, prefijo: str, archivo: Path = archivo, lineas: list[str] = lineas) -> None:
            for hijo in ast.iter_child_nodes(nodo):
                if isinstance(hijo, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    nombre = prefijo + hijo.name
                    doc = ast.get_docstring(hijo) or ""
                    ids = citas(doc.split("\n\n")[0])
                    if ids:
                        tipo = "clase" if isinstance(hijo, ast.ClassDef) else "función"
                        salida.append(
                            Funcion(
                                archivo.relative_to(raiz).as_posix(),
                                nombre,
                                tipo,
                                hijo.lineno,
                                doc,
                                _segmento(lineas, hijo),
                                ids,
                            )
                        )
                    visitar(hijo, nombre + ".")

        visitar(arbol, "")
    return salida


# --- El catálogo de pasos ---


@dataclass
class Paso:
    tipo: str  # Dado | Cuando | Entonces
    frase: str  # readable pattern
    patron: object  # pytest-bdd parser, to count uses
    ejemplo: str
    modulo: str
    funcion: str
    usos: int = 0


_TIPOS = {"given": "Dado", "when": "Cuando", "then": "Entonces"}


def _legible(regex: str) -> str:
    """Un patrón de expresión regular como frase legible: ``(?P<es>es|no es)`` -> ``{es | no es}``."""
    s = re.sub(r"\(\?:([^()]*)\)\?", r"[\1]", regex)
    s = re.sub(r"\(\?:([^()]*)\)", lambda m: "{" + " | ".join(m.group(1).split("|")) + "}", s)
    s = re.sub(
        r"\(\?P<(\w+)>([^()]*)\)",
        lambda m: (
            "{"
            + (" | ".join(m.group(2).split("|")) if "|" in m.group(2) and "[" not in m.group(2) else m.group(1))
            + "}"
        ),
        s,
    )
    return s.replace("\\", "")


def leer_pasos(raiz: Path) -> list[Paso]:
    """Cada frase de paso de ``steps/pasos_*.py``, con el ejemplo de su docstring."""
    from pytest_bdd import parsers

    salida = []
    for archivo in sorted((raiz / "steps").glob("pasos_*.py")):
        arbol = ast.parse(archivo.read_text(encoding="utf-8"))
        for nodo in arbol.body:
            if not isinstance(nodo, ast.FunctionDef):
                continue
            for deco in nodo.decorator_list:
                if not (
                    isinstance(deco, ast.Call)
                    and isinstance(deco.func, ast.Name)
                    and deco.func.id in _TIPOS
                    and deco.args
                ):
                    continue
                arg = deco.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    frase, patron = arg.value, parsers.string(arg.value)
                elif (
                    isinstance(arg, ast.Call)
                    and isinstance(arg.func, ast.Attribute)
                    and arg.args
                    and isinstance(arg.args[0], ast.Constant)
                ):
                    texto = arg.args[0].value
                    if arg.func.attr == "re":
                        frase, patron = _legible(texto), parsers.re(texto)
                    else:
                        frase, patron = texto, getattr(parsers, arg.func.attr)(texto)
                else:
                    continue
                salida.append(
                    Paso(
                        _TIPOS[deco.func.id],
                        frase,
                        patron,
                        textwrap.dedent(ast.get_docstring(nodo) or "").strip(),
                        archivo.name,
                        nodo.name,
                    )
                )
    return salida


def contar_usos(pasos: list[Paso], features: list[Caracteristica]) -> list[str]:
    """Cuenta cuántas veces se usa cada paso en los .feature; devuelve los pasos escritos que ningún patrón reconoce.

    En los esquemas, cada paso se prueba con los valores de la primera fila de ejemplos.
    """
    from pytest_bdd.parser import render_string

    escritos: list[tuple[str, str]] = []
    for c in features:
        escritos += [(p.type, p.name) for p in c.antecedentes]
        for e in c.escenarios:
            contexto = e.filas[0].valores if e.filas else {}
            escritos += [(p.type, render_string(p.name, contexto)) for p in e.pasos]
    sin_definir = []
    for tipo, texto in escritos:
        paso = next((p for p in pasos if _TIPOS.get(tipo) == p.tipo and p.patron.is_matching(texto)), None)
        if paso is not None:
            paso.usos += 1
        elif texto not in sin_definir:
            sin_definir.append(texto)
    return sin_definir
