"""Una implementación del protocolo por stdio que se porta mal a propósito (para probar la robustez del kit).

Contesta como la referencia, salvo:

- si la solicitud trae ``"fecha_nacimiento": "<orden>"``, con ``<orden>`` una de: ``cuelga`` (no contesta),
  ``muere`` (termina con código 3, tras escribir algo en stderr), ``basura`` (una línea que no es JSON),
  ``parcial`` (medio JSON sin fin de línea, y se queda callada), ``tipos`` (un resultado con cuantías
  numéricas en vez de texto), ``lista`` (un JSON que no es un objeto), ``doble`` (dos líneas para una
  solicitud), ``no_soportado`` (la marca de caso no soportado);
- con ``--muere-en N`` / ``--cuelga-en N`` / ``--basura-en N``: en la N-ésima solicitud de cada proceso (o de
  todos los procesos, contadas en el archivo ``--contador``);
- con ``--saludo basura`` o ``--saludo 2.0``: un saludo inválido o de otra versión; ``--saludo muere``: termina.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from retiro.protocolo import evaluar


def escribir(texto: str, fin: str = "\n") -> None:
    sys.stdout.write(texto + fin)
    sys.stdout.flush()


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--saludo", default="bien")
    p.add_argument("--muere-en", type=int, default=0)
    p.add_argument("--cuelga-en", type=int, default=0)
    p.add_argument("--basura-en", type=int, default=0)
    p.add_argument("--contador", default=None)
    a = p.parse_args()
    primera = sys.stdin.readline()
    if a.saludo == "muere":
        return 4
    if a.saludo == "basura":
        escribir("hola, soy una calculadora")
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
                    "fecha_nacimiento": "1960-05-10",
                    "fecha_ingreso": "1984-07-01",
                    "fecha_retiro": "2016-01-15",
                    "servicio_acreditable": "26",
                    "retribucion_promedio": "30000",
                    "en_servicio_activo": True,
                }
            )
            r["pension"]["anual_antes_de_reduccion"] = 12000.0
            escribir(json.dumps(r))
        elif orden == "lista":
            escribir("[1, 2, 3]")
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
