"""Memoria máxima y tiempo del kit ante implementaciones que abusan de él (issue 13).

    python scripts/memoria_kit.py            # tabla en Markdown en la salida estándar

Cada abuso se mide en un proceso aparte (su memoria máxima residente, `ru_maxrss`, no se mezcla con la de los
demás): el proceso crea el objetivo del kit (`retiro.conformidad.objetivos`) y le pide una respuesta a una
implementación traviesa (tests/implementacion_traviesa.py por stdio, tests/implementacion_traviesa_http.py por
HTTP, servida por otro proceso). La línea «base» es la misma petición a una implementación que se porta bien.
Al final, `retiro conformidad` de punta a punta contra una implementación que añade 10 MB a cada respuesta,
con la memoria máxima del proceso de pytest del kit y el tamaño de casos.json. Los tiempos dependen de la
carga de la máquina; la memoria, poco.
"""

from __future__ import annotations

import json
import os
import resource
import shlex
import subprocess
import sys
import time
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RAIZ / "tests"))
from ayuda_kit import BUENA, TRAVIESA  # noqa: E402  (the fakes and the request of the kit's own tests)

TRAVIESA_HTTP = RAIZ / "tests" / "implementacion_traviesa_http.py"
CASOS = [
    ("base (stdio)", "stdio", None, "respuesta buena"),
    ("base (HTTP)", "http", "/", "respuesta buena"),
    ("gotea un byte cada 0,5 s", "http", "/gotea", "plazo del intercambio"),
    ("gotea la cabecera", "http", "/gotea_cabeceras", "plazo del intercambio"),
    ("cuerpo sin fin (chunked)", "http", "/sin_fin", "tope de 1 MiB"),
    ("Content-Length de 10 GB", "http", "/largo", "tope de 1 MiB"),
    ("una línea de 100 MB", "stdio", "enorme", "tope de 1 MiB"),
    ("un campo de 10 MB", "stdio", "relleno", "tope de 1 MiB"),
    ("50 MB en stderr y se cae", "stdio", "stderr", "últimos 64 KiB"),
    ("[ anidado 100 000 veces", "stdio", "anidado", "lector JSON protegido"),
    ("entero de 5 000 cifras", "stdio", "digitos", "lector JSON protegido"),
]


def _uno(transporte: str, que: str | None, url: str, limite: float) -> dict:
    """En este proceso: una petición al objetivo; su resultado, su tiempo y la memoria máxima del proceso."""
    from retiro.conformidad import objetivos

    if transporte == "http":
        objetivo = objetivos.crear(url.rstrip("/") + que, tiempo_limite=limite)
        solicitud = dict(BUENA)
    else:
        objetivo = objetivos.Programa(shlex.join([sys.executable, str(TRAVIESA)]), tiempo_limite=limite)
        solicitud = dict(BUENA, fecha_nacimiento=que) if que else dict(BUENA)
    inicio = time.monotonic()
    try:
        objetivo.evaluar(solicitud)
        resultado = "respuesta aceptada"
    except objetivos.FalloDeImplementacion as e:
        resultado = "falla el caso: " + str(e).split(";")[0][:90]
    segundos = time.monotonic() - inicio
    objetivo.cerrar()
    return {"segundos": segundos, "resultado": resultado, "kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}


def _medir(transporte: str, que: str | None, url: str, limite: float) -> dict:
    r = subprocess.run(
        [sys.executable, __file__, "--uno", transporte, que or "", url, str(limite)],
        cwd=RAIZ,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if r.returncode != 0:
        return {"segundos": float("nan"), "resultado": "error: " + r.stderr.strip()[-200:], "kib": 0}
    return json.loads(r.stdout)


def _de_punta_a_punta() -> dict:
    """`retiro conformidad` contra una implementación que añade 10 MB a cada respuesta (-k clausula-18.1)."""
    from retiro.conformidad.poder import kit_aparte

    inicio = time.monotonic()
    orden = "cmd:" + shlex.join([sys.executable, str(TRAVIESA), "--siempre", "relleno"])
    codigo, datos, tamano = kit_aparte(orden, RAIZ, "clausula-18.1 and not test_propiedades")
    return {
        "segundos": time.monotonic() - inicio,
        "codigo": codigo,
        "casos": len([c for c in datos["casos"] if c["resultado"] != "no_aplica"]),
        "fallidos": sum(c["resultado"] == "fallido" for c in datos["casos"]),
        "kib": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
        "casos_json": tamano,
    }


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--uno":
        _, _, transporte, que, url, limite = sys.argv
        print(json.dumps(_uno(transporte, que or None, url, float(limite))))
        return 0
    servidor = subprocess.Popen([sys.executable, str(TRAVIESA_HTTP)], stdout=subprocess.PIPE, text=True, cwd=RAIZ)
    try:
        url = servidor.stdout.readline().strip()
        print("| Abuso | Camino | Defensa | Resultado | Tiempo (s) | Memoria máxima del proceso (MiB) |")
        print("| --- | --- | --- | --- | ---: | ---: |")
        for nombre, transporte, que, defensa in CASOS:
            m = _medir(transporte, que, url, 2.0)
            fila = [nombre, transporte, defensa, m["resultado"], f"{m['segundos']:.2f}", f"{m['kib'] / 1024:.0f}"]
            print("| " + " | ".join(fila) + " |", flush=True)
    finally:
        servidor.kill()
        servidor.wait()
    e = _de_punta_a_punta()
    print()
    print(
        f"De punta a punta: `retiro conformidad` contra una implementación que añade 10 MB a cada respuesta "
        f"({e['casos']} casos, {e['fallidos']} fallidos, código de salida {e['codigo']}): {e['segundos']:.1f} s, "
        f"memoria máxima del proceso del kit {e['kib'] / 1024:.0f} MiB, casos.json de {e['casos_json'] / 1024:.0f} KiB."
    )
    print(f"(Python {sys.version.split()[0]}, {os.cpu_count()} núcleos; carga media {os.getloadavg()[0]:.1f}.)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
