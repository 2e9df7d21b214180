"""Tablas de divergencia del registro de interpretaciones, leídas de los .feature de cada entrada.

La fuente única de los casos en que las lecturas dan resultados distintos son los escenarios de
``features/interpretaciones/INT-nn.feature`` llamados «Las lecturas dan resultados distintos: …»: un esquema
con una fila por lectura (columna ``lectura``; la de por defecto marcada «(por defecto)») y una columna por
campo del resultado. La suite ejecuta esos escenarios contra la calculadora, así que cada valor de la tabla
está comprobado; este módulo solo los lee para la documentación y la revisión jurídica. Un abogado añade un
caso copiando un esquema y escribiendo sus filas, sin Python.

Uso::

    from retiro.revision.divergencias import tabla, tablas
    tabla("INT-03")  # {"id", "pregunta", "lecturas", "por_defecto", "casos": [...], "sin_divergencia"}
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from retiro.ley.registro import interpretaciones

PREFIJO = "Las lecturas dan resultados distintos: "
POR_DEFECTO = " (por defecto)"
# The working copy (src/retiro/ -> the project root) or, in an installed package, the specification it ships
# (retiro/especificacion/features, a copy of the same files).
_COPIA_DE_TRABAJO = Path(__file__).resolve().parents[3]
_INSTALADA = Path(__file__).resolve().parents[1] / "especificacion"
RAIZ = _COPIA_DE_TRABAJO if (_COPIA_DE_TRABAJO / "features" / "interpretaciones").is_dir() else _INSTALADA


def carpeta(raiz: Path | None = None) -> Path:
    """La carpeta de los .feature del registro (la copia de trabajo o la especificación instalada con el paquete)."""
    c = (raiz or RAIZ) / "features" / "interpretaciones"
    if not c.is_dir():
        raise FileNotFoundError(f"no se encuentra {c}: las tablas de divergencia se leen de los .feature del registro")
    return c


def _texto_paso(paso, valores: dict[str, str]) -> str:
    texto = f"{paso.keyword} {paso.name}"
    for k, v in valores.items():
        texto = texto.replace(f"<{k}>", v)
    return texto


@cache
def _leer(ruta: str) -> list[dict]:
    """Los casos de divergencia de un .feature: descripción, hechos (los pasos «Dado»), columnas y filas."""
    from pytest_bdd.parser import FeatureParser

    p = Path(ruta)
    feature = FeatureParser(str(p.parent), p.name).parse()
    casos = []
    for esquema in sorted(feature.scenarios.values(), key=lambda s: s.line_number):
        if not esquema.name.startswith(PREFIJO):
            continue
        filas = [dict(x) for ej in esquema.examples for x in ej.as_contexts()]
        columnas = [c for ej in esquema.examples for c in ej.example_params]
        if "lectura" not in columnas:
            raise ValueError(f"{p.name}, «{esquema.name}»: el esquema no tiene columna «lectura»")
        hechos_y_cuando = [
            x for x in esquema.steps if x.type in ("given", "when") and "se adopta la lectura" not in x.name
        ]
        parametros = [
            c for c in dict.fromkeys(columnas) if c != "lectura" and any(f"<{c}>" in x.name for x in hechos_y_cuando)
        ]
        campos = [c for c in dict.fromkeys(columnas) if c != "lectura" and c not in parametros]
        grupos: dict[tuple, list[dict]] = {}
        for fila in filas:
            grupos.setdefault(tuple(fila[c] for c in parametros), []).append(fila)
        for valores, grupo in grupos.items():
            nombre = esquema.name.removeprefix(PREFIJO)
            if parametros:
                nombre += " (" + ", ".join(f"{c}: {v}" for c, v in zip(parametros, valores, strict=True)) + ")"
            casos.append(
                {
                    "descripcion": nombre,
                    "linea": esquema.line_number,
                    "hechos": [_texto_paso(x, dict(zip(parametros, valores, strict=True))) for x in hechos_y_cuando],
                    "columnas": campos,
                    "filas": grupo,
                }
            )
    return casos


def casos(entrada: str, raiz: Path | None = None) -> list[dict]:
    """Los casos de divergencia de una entrada, tal como están en su .feature."""
    ruta = carpeta(raiz) / f"{entrada}.feature"
    if not ruta.exists():
        return []
    return _leer(str(ruta))


def tabla(entrada: str, raiz: Path | None = None) -> dict:
    """La tabla de divergencia de una entrada: por caso, los campos del resultado según cada lectura.

    Devuelve datos simples::

        {"id", "pregunta", "por_defecto", "lecturas": [ids],
         "casos": [{"descripcion", "hechos": [pasos «Dado» en palabras], "difieren": [campos],
                    "resultados": {lectura: {campo: valor como se escribe en el .feature}},
                    "lecturas_usadas": {lectura: lectura}, "archivo", "linea"}],
         "sin_divergencia": texto del registro o None}

    Las columnas del esquema que usan los pasos «Dado» o «Cuando» son hechos del caso: cada combinación de sus
    valores es un caso aparte, con una fila por lectura.
    """
    e = interpretaciones()[entrada]
    lecturas = [x["id"] for x in e["lecturas"]]
    filas_salida = []
    for caso in casos(entrada, raiz):
        resultados: dict[str, dict[str, str]] = {}
        for fila in caso["filas"]:
            lectura = fila["lectura"].removesuffix(POR_DEFECTO)
            resultados.setdefault(lectura, {c: fila[c] for c in caso["columnas"]})
        presentes = [x for x in lecturas if x in resultados]
        difieren = [c for c in caso["columnas"] if len({resultados[x][c] for x in presentes}) > 1]
        filas_salida.append(
            {
                "descripcion": caso["descripcion"],
                "hechos": caso["hechos"],
                "difieren": difieren,
                "resultados": {x: resultados[x] for x in presentes},
                "lecturas_usadas": {x: x for x in presentes},
                "archivo": f"features/interpretaciones/{entrada}.feature",
                "linea": caso["linea"],
            }
        )
    return {
        "id": entrada,
        "pregunta": e["pregunta"],
        "por_defecto": e["por_defecto"],
        "lecturas": lecturas,
        "casos": filas_salida,
        "sin_divergencia": e.get("sin_divergencia"),
    }


def tablas(raiz: Path | None = None) -> list[dict]:
    """Las tablas de todas las entradas del registro, en su orden."""
    return [tabla(i, raiz) for i in interpretaciones()]
