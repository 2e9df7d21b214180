"""Las órdenes del kit en la CLI: `retiro servir`, `retiro conformidad` y `retiro vectores`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from retiro import revision
from retiro.ley.registro import lecturas_por_defecto
from retiro.version import VERSION_PROTOCOLO

SALIDA_ERROR = 2
MAX_PROCESOS = 64  # retiro servir --procesos N: worker processes at most


def _servir(a: argparse.Namespace) -> int:
    # only `retiro servir` (start-up of `retiro conformidad`, `retiro vectores`, `retiro --help`)
    from retiro.protocolo import servidor

    if a.procesos > 1:  # multiprocessing is imported only then: `retiro servir` alone starts as before
        from retiro.protocolo import procesos
    if a.http is None:
        if sys.stdin.isatty():
            print(
                f"retiro: sirviendo el protocolo {VERSION_PROTOCOLO} por la entrada estándar: escriba una solicitud "
                "JSON por línea "
                "(la respuesta sale por la salida estándar); Ctrl+D para terminar",
                file=sys.stderr,
                flush=True,
            )
        if a.procesos > 1:
            return procesos.servir_stdio_procesos(a.procesos)
        return servidor.servir_stdio()
    # only `retiro servir --http` (start-up of `retiro servir` on stdio)
    from retiro.protocolo import servidor_http

    try:
        piscina = procesos.Piscina(a.procesos) if a.procesos > 1 else None
        return servidor_http.servir_http(a.http, a.anfitrion, piscina)
    except OSError as e:
        print(f"retiro: error: no se puede escuchar en {a.anfitrion}:{a.http}: {_causa(e)}", file=sys.stderr)
        return SALIDA_ERROR


def _revision_usada() -> None:
    """Qué archivo de revisiones usó la referencia y qué lecturas aprobadas rigen en vez de las del registro (los
    escenarios que fijan la lectura por defecto de esas entradas esperan la del registro)."""
    print("  " + revision.describir_archivo())
    distintas = {i: v for i, v in revision.lecturas_vigentes().items() if v != lecturas_por_defecto()[i]}
    if distintas:
        print(
            "  Rigen lecturas aprobadas que no son las de por defecto del registro ("
            + ", ".join(f"{i}: «{v}», {revision.aprobada_por(i)}" for i, v in sorted(distintas.items()))
            + "): la referencia las usa; los escenarios que fijan la lectura por defecto de esas entradas esperan "
            "la del registro."
        )


def _causa(e: OSError) -> str:
    """La causa de un error del sistema, en español cuando es de las habituales."""
    import errno
    import socket

    if isinstance(e, socket.gaierror):
        return "no se encuentra esa dirección"
    return {
        errno.EADDRINUSE: "la dirección ya está en uso",
        errno.EADDRNOTAVAIL: "la dirección no es de esta máquina",
        errno.EACCES: "no hay permiso",
        errno.EPERM: "no hay permiso",
        errno.ENOENT: "no existe",
        errno.ENOTDIR: "una parte de la ruta no es una carpeta",
        errno.EISDIR: "es una carpeta",
        errno.EROFS: "el sistema de archivos es de solo lectura",
        errno.ENOSPC: "no queda espacio en el disco",
    }.get(e.errno or 0, e.strerror or str(e))


def _preparar_carpeta(carpeta: Path) -> str | None:
    """Crea la carpeta del informe y comprueba que puede escribirse en ella; si no, el motivo."""
    import tempfile

    try:
        carpeta.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=carpeta):
            pass
    except OSError as e:
        return f"no se puede escribir en la carpeta «{carpeta}»: {_causa(e)}"
    return None


def _no_escribible(archivo: Path) -> str | None:
    """Por qué no puede escribirse un archivo (sin crearlo todavía), o None."""
    import os

    carpeta = archivo.parent
    if archivo.is_dir():
        return "es una carpeta"
    if not carpeta.is_dir():
        return f"no existe la carpeta «{carpeta}»"
    if not os.access(carpeta, os.W_OK) or (archivo.exists() and not os.access(archivo, os.W_OK)):
        return "no hay permiso"
    return None


def _preparar(implementaciones: list[str], tiempo_limite: float | None) -> str | None:
    """Comprueba cada objetivo antes de ejecutar nada: que se entienda y que arranque y salude.

    Devuelve el mensaje de error (uno solo y claro, en vez de un fallo por caso), o None si todo está bien."""
    # only `retiro conformidad` and `retiro vectores` (start-up of `retiro servir`)
    from retiro.conformidad import objetivos

    for o in implementaciones:
        try:
            objetivo = objetivos.crear(o, tiempo_limite or objetivos.TIEMPO_LIMITE)
        except ValueError as e:
            return f"--implementacion: {e}"
        try:
            objetivo.abrir()
        except objetivos.FalloDeImplementacion as e:
            return f"la implementación «{o}» no arrancó: {e}"
        finally:
            objetivo.cerrar()
    return None


def _conformidad(a: argparse.Namespace) -> int:
    # only `retiro conformidad` (start-up of `retiro servir`)
    from retiro.conformidad import ejecutor, veredicto

    carpeta = Path(a.salida)
    implementaciones = a.implementacion or ["referencia"]
    problema = _preparar(implementaciones, a.tiempo_limite)
    carpeta_mala = _preparar_carpeta(carpeta)
    problema = problema or (f"--salida: {carpeta_mala}" if carpeta_mala else None)
    if problema:
        print(f"retiro: error: {problema}", file=sys.stderr)
        return SALIDA_ERROR
    try:
        raiz = Path(a.raiz).resolve() if a.raiz else ejecutor.raiz_del_proyecto()
        codigo, datos = ejecutor.ejecutar(implementaciones, carpeta, raiz, a.tiempo_limite, a.k, perfil=a.perfil)
        ejecutor.escribir_informes(datos, carpeta)
    except ejecutor.ErrorDelKit as e:
        print(f"retiro: error: {e}", file=sys.stderr)
        return SALIDA_ERROR
    except OSError as e:
        print(f"retiro: error: no se pudo escribir el informe en «{carpeta}»: {_causa(e)}", file=sys.stderr)
        return SALIDA_ERROR
    if a.k and not datos["casos"]:
        print(f"retiro: error: ningún escenario casa con -k «{a.k}»; no se ejecutó nada", file=sys.stderr)
        return SALIDA_ERROR
    if not datos["casos"]:  # nothing ran (pytest said why above): no summary, no verdict of nothing
        print(
            f"retiro: error: no se ejecutó ningún escenario (pytest terminó con el código {codigo}; "
            "véase su salida más arriba)",
            file=sys.stderr,
        )
        return SALIDA_ERROR
    print("\nKit de conformidad — resumen")
    for linea in ejecutor.lineas_resumen(datos):
        print("  " + linea)
    _revision_usada()
    print(
        f"Informe: {carpeta / 'informe.md'} · {carpeta / 'informe.html'} · {carpeta / 'informe.json'} · "
        f"JUnit: {carpeta / 'junit.xml'} · Cucumber JSON: {carpeta / 'cucumber.json'}"
    )
    if datos.get("errores_de_recoleccion") or codigo not in (0, 1) or not datos["casos"]:
        print(
            f"retiro: error: pytest terminó con el código {codigo}"
            + (
                f"; {datos['errores_de_recoleccion']} archivos no se pudieron leer"
                if datos.get("errores_de_recoleccion")
                else ""
            )
            + ("" if datos["casos"] else "; no se ejecutó ningún escenario")
            + " (véase su salida más arriba)",
            file=sys.stderr,
        )
        return SALIDA_ERROR
    return veredicto.codigo_de_salida(list(datos["veredictos"].values()))


def _vectores(a: argparse.Namespace) -> int:
    import tempfile

    # only `retiro vectores` (start-up of `retiro servir`)
    from retiro.conformidad import ejecutor

    if a.salida != "-":  # before running the whole specification
        problema = _no_escribible(Path(a.salida))
        if problema:
            print(f"retiro: error: --salida: no se puede escribir «{a.salida}»: {problema}", file=sys.stderr)
            return SALIDA_ERROR

    with tempfile.TemporaryDirectory(prefix="retiro-vectores-") as tmp:
        try:
            raiz = Path(a.raiz).resolve() if a.raiz else ejecutor.raiz_del_proyecto()
            _codigo, datos = ejecutor.ejecutar(
                ["referencia"], Path(tmp), raiz, seleccion=a.k, ci=False, silencioso=True
            )
        except ejecutor.ErrorDelKit as e:
            print(f"retiro: error: {e}", file=sys.stderr)
            return SALIDA_ERROR
    fallidos = [c for c in datos["casos"] if c["resultado"] == "fallido"]
    if fallidos:
        print(
            f"retiro: error: la referencia falla {len(fallidos)} "
            f"{'escenario' if len(fallidos) == 1 else 'escenarios'}; no se exportan vectores de una especificación "
            "en rojo",
            file=sys.stderr,
        )
        for c in fallidos[:10]:
            print(f"  {c.get('archivo')}:{c.get('linea')} {ejecutor.nombre_caso(c)}", file=sys.stderr)
        return 1
    contenido = ejecutor.vectores(datos)
    if a.salida == "-":
        sys.stdout.write(texto_de_vectores(contenido))
    else:
        try:
            escribir_vectores(Path(a.salida), contenido)
        except OSError as e:
            print(f"retiro: error: --salida: no se puede escribir «{a.salida}»: {_causa(e)}", file=sys.stderr)
            return SALIDA_ERROR
        n = len(contenido["vectores"])
        print(f"{n} {'vector escrito' if n == 1 else 'vectores escritos'} en {a.salida}", file=sys.stderr)
    return 0


def texto_de_vectores(contenido: dict) -> str:
    """El JSON de los vectores, válido en UTF-8: un sustituto suelto de la especificación (un caso de
    datos_del_protocolo.feature envía «\\ud800») queda como su escape JSON, que se lee igual."""
    # only `retiro vectores` (start-up of `retiro servir`)
    from retiro.conformidad import seguro

    return seguro.json_texto(contenido) + "\n"


def escribir_vectores(ruta: Path, contenido: dict) -> None:
    """Escribe los vectores de una vez (un archivo nuevo, completo, o ninguno: nunca uno vacío o a medias)."""
    # only `retiro vectores` (start-up of `retiro servir`)
    from retiro.conformidad import seguro

    seguro.escribir_json(ruta, contenido)


def _procesos(texto: str) -> int:
    """El número de procesos de cálculo de `retiro servir --procesos`: un entero de 1 a MAX_PROCESOS."""
    try:
        n = int(texto)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"«{texto}» no es un número de procesos: debe ser un entero de 1 a {MAX_PROCESOS}"
        ) from None
    if not 1 <= n <= MAX_PROCESOS:
        raise argparse.ArgumentTypeError(f"{n} procesos no se admiten: debe ser un entero de 1 a {MAX_PROCESOS}")
    return n


def agregar_ordenes(sub, puerto=int, segundos=float) -> None:
    """Añade las órdenes del kit al analizador de `retiro` (retiro.cli), que da los tipos de puerto y segundos
    con sus errores en español."""
    s = sub.add_parser(
        "servir",
        help="sirve la calculadora de referencia por el protocolo (stdio o HTTP)",
        description=f"Sirve la calculadora de referencia por el protocolo {VERSION_PROTOCOLO}: por stdin/stdout "
        "(una línea JSON por solicitud y por respuesta) o, con --http, por HTTP (POST /). Véase docs/protocolo.md.",
    )
    s.add_argument(
        "--http", type=puerto, metavar="PUERTO", help="sirve por HTTP en este puerto (0: uno libre) en vez de stdio"
    )
    s.add_argument(
        "--anfitrion", default="127.0.0.1", help="interfaz en que escucha el servidor HTTP (por defecto, solo la local)"
    )
    s.add_argument(
        "--procesos",
        type=_procesos,
        default=1,
        metavar="N",
        help="evalúa las solicitudes en N procesos de cálculo (por defecto 1: en el mismo proceso); las respuestas "
        "salen en el orden de las solicitudes, con los mismos bytes",
    )
    s.set_defaults(funcion=_servir)

    c = sub.add_parser(
        "conformidad",
        help="ejecuta la especificación contra una implementación y escribe el informe",
        description="Ejecuta todos los escenarios contra una implementación (referencia, modulo:funcion, cmd:<orden> "
        "o http://anfitrion:puerto/) y escribe el informe de conformidad por cláusula (Markdown, HTML, JUnit XML, "
        "Cucumber JSON, informe.json). Código de salida: 0 si el veredicto es «conforme» o «conforme en el alcance "
        "declarado», 1 si es «no conforme», 2 si el kit no pudo ejecutarse (objetivo mal escrito o que no arranca, "
        "-k que no casa con nada). Véase docs/conformidad.md.",
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
        type=segundos,
        default=None,
        metavar="S",
        help="segundos por caso, para todo el intercambio (programas y HTTP; por defecto 5)",
    )
    c.add_argument("-k", metavar="EXPRESION", help="solo los escenarios que casen con la expresión (como pytest -k)")
    c.add_argument(
        "--perfil",
        choices=("completo", "rapido", "exhaustivo"),  # retiro.conformidad.ejecutor.PERFILES (a test holds them equal)
        default="completo",
        help="solicitudes generadas de las propiedades: «completo» (el del veredicto, por defecto), «rapido» (una "
        "cuarta parte, para corregir un fallo) o «exhaustivo»",
    )
    c.add_argument(
        "--raiz", metavar="CARPETA", help="copia del repositorio con features/ y steps/ (por defecto, se busca)"
    )
    c.set_defaults(funcion=_conformidad)

    v = sub.add_parser(
        "vectores",
        help="exporta cada escenario y fila de ejemplos como vectores de prueba JSON",
        description="Exporta cada escenario y fila de ejemplos como datos (solicitud, partes que usa, cláusulas, "
        "lecturas y las expectativas de la ley: campo, modo de comparación y valor), para ejecutarlos en otro arnés "
        "sin Python. Formato en docs/conformidad.md.",
    )
    v.add_argument("--salida", default="-", metavar="ARCHIVO", help="archivo JSON (por defecto, la salida estándar)")
    v.add_argument("-k", metavar="EXPRESION", help="solo los escenarios que casen con la expresión (como pytest -k)")
    v.add_argument(
        "--raiz", metavar="CARPETA", help="copia del repositorio con features/ y steps/ (por defecto, se busca)"
    )
    v.set_defaults(funcion=_vectores)
