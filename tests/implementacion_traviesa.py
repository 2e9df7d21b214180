"""Una implementación del protocolo por stdio que se porta mal a propósito (para probar la robustez del kit).

Contesta como la referencia, salvo:

- si la solicitud trae ``"fecha_nacimiento": "<orden>"``, con ``<orden>`` una de: ``cuelga`` (no contesta),
  ``muere`` (termina con código 3, tras escribir algo en stderr), ``basura`` (una línea que no es JSON),
  ``parcial`` (medio JSON sin fin de línea, y se queda callada), ``tipos`` (un resultado con cuantías
  numéricas en vez de texto), ``lista`` (un JSON que no es un objeto), ``doble`` (dos líneas para una
  solicitud), ``no_soportado`` (la marca de caso no soportado), ``enorme`` (una línea de 100 MB), ``relleno``
  (la respuesta buena con un campo de más de 10 MB), ``sustituto`` (la respuesta buena con un «\\ud800» suelto,
  JSON válido, en un aviso o en el mensaje de error), ``stderr`` (50 MB a stderr; termina con código 3),
  ``tardia`` (la respuesta buena y, 0,2 s después, una línea que nadie pidió), ``anidado`` (``[`` 100 000
  veces), ``digitos`` (un entero de 5 000 cifras), ``html`` (una línea que no es JSON, con HTML y Markdown);
- con ``--siempre ORDEN``: esa orden para toda solicitud;
- con ``--muere-en N`` / ``--cuelga-en N`` / ``--basura-en N``: en la N-ésima solicitud de cada proceso (o de
  todos los procesos, contadas en el archivo ``--contador``);
- con ``--saludo basura`` o ``--saludo 2.0``: un saludo inválido o de otra versión; ``--saludo muere``: termina;
  ``--saludo digitos`` / ``--saludo anidado``: un saludo que un lector JSON ingenuo no puede leer;
  ``--saludo alcance:<partes>``: declara esas partes no soportadas (separadas por comas);
- con ``--marca TEXTO``: no hace nada con él (sirve para encontrar el proceso en la lista de procesos).
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from pathlib import Path

from retiro.protocolo import evaluar

_SALIDA = threading.Lock()
MB = 1 << 20


def escribir(texto: str, fin: str = "\n") -> None:
    with _SALIDA:
        sys.stdout.write(texto + fin)
        sys.stdout.flush()


def _mas(respuesta: dict, **extra) -> str:
    return json.dumps({**respuesta, **extra})  # ensure_ascii: a lone surrogate travels as the escape \ud800


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--saludo", default="bien")
    p.add_argument("--muere-en", type=int, default=0)
    p.add_argument("--cuelga-en", type=int, default=0)
    p.add_argument("--basura-en", type=int, default=0)
    p.add_argument("--contador", default=None)
    p.add_argument("--marca", default=None)
    p.add_argument("--siempre", default=None, help="aplica esta orden a toda solicitud")
    a = p.parse_args()
    primera = sys.stdin.readline()
    if a.saludo == "muere":
        return 4
    if a.saludo == "basura":
        escribir("hola, soy una calculadora")
    elif a.saludo == "digitos":
        escribir("9" * 5000)
    elif a.saludo == "anidado":
        escribir("[" * 100_000)
    elif a.saludo.startswith("alcance:"):
        partes = [x for x in a.saludo.removeprefix("alcance:").split(",") if x]
        escribir(json.dumps({"protocolo": "retiro", "version_protocolo": "1.0", "partes_no_soportadas": partes}))
    else:
        version = "1.0" if a.saludo == "bien" else a.saludo
        escribir(json.dumps({"protocolo": "retiro", "version_protocolo": version, "implementacion": "traviesa"}))
    assert json.loads(primera)["protocolo"] == "retiro"
    n = 0
    for linea in sys.stdin:
        n += 1
        if a.contador:
            ruta = Path(a.contador)
            n = (int(ruta.read_text()) if ruta.exists() else 0) + 1
            ruta.write_text(str(n))
        solicitud = json.loads(linea)
        orden = solicitud.get("fecha_nacimiento") if isinstance(solicitud, dict) else None
        buena = dict(solicitud, fecha_nacimiento="1960-05-10") if isinstance(solicitud, dict) else solicitud
        if a.siempre:
            orden, buena = a.siempre, solicitud
        if orden == "cuelga" or n == a.cuelga_en:
            time.sleep(3600)
        if orden == "muere" or n == a.muere_en:
            sys.stderr.write("traviesa: me caigo a propósito\n")
            return 3
        if orden == "basura" or n == a.basura_en:
            escribir("<html>500 Internal Server Error</html>")
        elif orden == "parcial":
            escribir('{"version_protocolo": "1.0", "edad_al', fin="")
            time.sleep(3600)
        elif orden == "tipos":
            r = evaluar(
                {
                    "fecha_nacimiento": "1956-05-10",
                    "fecha_ingreso": "1980-07-01",
                    "fecha_retiro": "2012-01-15",
                    "servicio_acreditable": "26",
                    "retribucion_promedio": "30000",
                    "en_servicio_activo": True,
                }
            )
            r["pension"]["anual_antes_de_reduccion"] = 12000.0
            escribir(json.dumps(r))
        elif orden == "lista":
            escribir("[1, 2, 3]")
        elif orden == "enorme":
            with _SALIDA:
                for _ in range(100):
                    sys.stdout.write("x" * MB)
                sys.stdout.write("\n")
                sys.stdout.flush()
        elif orden == "relleno":
            escribir(_mas(evaluar(buena), relleno="r" * (10 * MB)))
        elif orden == "sustituto":  # a lone surrogate in free text: an extra warning, or the error message
            r = evaluar(buena)
            if "error" in r:
                r["error"]["mensaje"] += " \ud800"
            else:
                r["avisos"].append("aviso con un sustituto suelto: \ud800")
            escribir(json.dumps(r))
        elif orden == "stderr":
            for _ in range(50):
                sys.stderr.write("e" * MB)
            sys.stderr.write("\ntraviesa: fin del stderr\n")
            sys.stderr.flush()
            return 3
        elif orden == "tardia":
            escribir(json.dumps(evaluar(buena)))
            tarde = json.dumps({"version_protocolo": "1.0", "error": {"campo": "x", "mensaje": "llego tarde"}})
            threading.Timer(0.2, escribir, (tarde,)).start()
        elif orden == "anidado":
            escribir("[" * 100_000)
        elif orden == "digitos":
            escribir("9" * 5000)
        elif orden == "html":
            escribir("<script>alert(1)</script> | </details> ```")
        elif orden == "doble":
            escribir(json.dumps({"version_protocolo": "1.0", "error": {"campo": "x", "mensaje": "uno"}}))
            escribir(json.dumps({"version_protocolo": "1.0", "error": {"campo": "x", "mensaje": "dos"}}))
        elif orden == "no_soportado":
            escribir(
                json.dumps(
                    {
                        "version_protocolo": "1.0",
                        "error": {"campo": "coordinacion", "mensaje": "no implementado", "no_soportado": True},
                    }
                )
            )
        else:
            escribir(json.dumps(evaluar(solicitud), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
