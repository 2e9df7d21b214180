"""Las órdenes del kit en la CLI: `retiro servir`, `retiro conformidad` y `retiro vectores`."""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

SALIDA_ERROR = 2


def _servir(a: argparse.Namespace) -> int:
    from retiro import servidor

    if a.http is None:
        return servidor.servir_stdio()
    try:
        return servidor.servir_http(a.http, a.anfitrion)
    except OSError as e:
        print(f"retiro: error: no se puede escuchar en {a.anfitrion}:{a.http}: {e.strerror}", file=sys.stderr)
        return SALIDA_ERROR


def _conformidad(a: argparse.Namespace) -> int:
    from retiro.conformidad import ejecutor, objetivos

    carpeta = Path(a.salida)
    for o in a.implementacion:  # a target that cannot be understood stops here, before pytest (nothing starts yet)
        try:
            objetivos.crear(o).cerrar()
        except ValueError as e:
            print(f"retiro: error: --implementacion: {e}", file=sys.stderr)
            return SALIDA_ERROR
    try:
        raiz = Path(a.raiz).resolve() if a.raiz else ejecutor.raiz_del_proyecto()
        codigo, datos = ejecutor.ejecutar(a.implementacion or ["referencia"], carpeta, raiz, a.tiempo_limite, a.k)
    except ejecutor.ErrorDelKit as e:
        print(f"retiro: error: {e}", file=sys.stderr)
        return SALIDA_ERROR
    ejecutor.escribir_informes(datos, carpeta)
    print("\nKit de conformidad — resumen")
    for linea in ejecutor.linea_resumen(datos):
        print("  " + linea)
    print(
        f"Informe: {carpeta / 'informe.md'} · {carpeta / 'informe.html'} · JUnit: {carpeta / 'junit.xml'} · Cucumber JSON: {carpeta / 'cucumber.json'}"
    )
    if any(c["resultado"] == "fallido" for c in datos["casos"]):
        return 1
    if codigo != 0 or not datos["casos"]:
        print(
            f"retiro: error: pytest terminó con el código {codigo} (¿errores al recoger los .feature? véase su salida)"
            + ("" if datos["casos"] else "; no se ejecutó ningún escenario"),
            file=sys.stderr,
        )
        return SALIDA_ERROR
    return 0


def _vectores(a: argparse.Namespace) -> int:
    from retiro.conformidad import ejecutor

    with tempfile.TemporaryDirectory(prefix="retiro-vectores-") as tmp:
        try:
            raiz = Path(a.raiz).resolve() if a.raiz else ejecutor.raiz_del_proyecto()
            _codigo, datos = ejecutor.ejecutar(["referencia"], Path(tmp), raiz, seleccion=a.k, ci=False, silencioso=True)
        except ejecutor.ErrorDelKit as e:
            print(f"retiro: error: {e}", file=sys.stderr)
            return SALIDA_ERROR
    fallidos = [c for c in datos["casos"] if c["resultado"] == "fallido"]
    if fallidos:
        print(
            f"retiro: error: la referencia falla {len(fallidos)} escenarios; no se exportan vectores de una especificación en rojo",
            file=sys.stderr,
        )
        for c in fallidos[:10]:
            print(f"  {c.get('archivo')}:{c.get('linea')} {ejecutor.nombre_caso(c)}", file=sys.stderr)
        return 1
    texto = json.dumps(ejecutor.vectores(datos), ensure_ascii=False, indent=1) + "\n"
    if a.salida == "-":
        sys.stdout.write(texto)
    else:
        Path(a.salida).write_text(texto, encoding="utf-8")
        print(f"{len(json.loads(texto)['vectores'])} vectores escritos en {a.salida}", file=sys.stderr)
    return 0


def agregar_ordenes(sub) -> None:
    """Añade las órdenes del kit al analizador de `retiro` (retiro.cli)."""
    s = sub.add_parser(
        "servir",
        help="sirve la calculadora de referencia por el protocolo (stdio o HTTP)",
        description="Sirve la calculadora de referencia por el protocolo 1.0: por stdin/stdout (una línea JSON por "
        "solicitud y por respuesta) o, con --http, por HTTP (POST /). Véase docs/protocolo.md.",
    )
    s.add_argument(
        "--http", type=int, metavar="PUERTO", help="sirve por HTTP en este puerto (0: uno libre) en vez de stdio"
    )
    s.add_argument(
        "--anfitrion", default="127.0.0.1", help="interfaz en que escucha el servidor HTTP (por defecto, solo la local)"
    )
    s.set_defaults(funcion=_servir)

    c = sub.add_parser(
        "conformidad",
        help="ejecuta la especificación contra una implementación y escribe el informe",
        description="Ejecuta todos los escenarios contra una implementación (referencia, modulo:funcion, cmd:<orden> "
        "o http://anfitrion:puerto/) y escribe el informe de conformidad por cláusula (Markdown, HTML, JUnit XML, "
        "Cucumber JSON). Código de salida: 0 si todo pasa, 1 si algo falla, 2 si el kit no pudo ejecutarse.",
    )
    c.add_argument(
        "--implementacion",
        action="append",
        default=[],
        metavar="OBJETIVO",
        help="implementación bajo prueba (repetible)",
    )
    c.add_argument(
        "--salida",
        default="informes/conformidad",
        metavar="CARPETA",
        help="carpeta del informe (por defecto informes/conformidad)",
    )
    c.add_argument(
        "--tiempo-limite",
        type=float,
        default=None,
        metavar="S",
        help="segundos por caso (programas y HTTP; por defecto 5)",
    )
    c.add_argument("-k", metavar="EXPRESION", help="solo los escenarios que casen con la expresión (como pytest -k)")
    c.add_argument(
        "--raiz", metavar="CARPETA", help="copia del repositorio con features/ y steps/ (por defecto, se busca)"
    )
    c.set_defaults(funcion=_conformidad)

    v = sub.add_parser(
        "vectores",
        help="exporta cada escenario y fila de ejemplos como vectores de prueba JSON",
        description="Exporta cada escenario y fila de ejemplos como datos (solicitud, campos esperados, cláusulas, "
        "lecturas), para ejecutarlos en otro arnés sin Python. Formato en docs/conformidad.md.",
    )
    v.add_argument("--salida", default="-", metavar="ARCHIVO", help="archivo JSON (por defecto, la salida estándar)")
    v.add_argument("-k", metavar="EXPRESION", help="solo los escenarios que casen con la expresión (como pytest -k)")
    v.add_argument(
        "--raiz", metavar="CARPETA", help="copia del repositorio con features/ y steps/ (por defecto, se busca)"
    )
    v.set_defaults(funcion=_vectores)
