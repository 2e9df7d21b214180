#!/usr/bin/env python3
"""Perfil largo del fuzz del protocolo (issue 13): muchas solicitudes, y las cifras de lo que pasó.

Usa los mismos generadores y la misma comprobación que ``tests/test_fuzz.py`` (solicitudes del esquema,
mutaciones de ``ejemplos/`` por ``retiro.evaluar`` y textos mutados por la entrada del servidor), pero no se
detiene en el primer fallo: cuenta las solicitudes, las excepciones, las respuestas inválidas (esquema,
UTF-8, campo vacío, mensaje que no está en español, error interno), la solicitud más lenta y la memoria
máxima del proceso, y muestra un ejemplo de cada clase de fallo. Termina con código 1 si hubo alguno.

Uso:  python scripts/fuzz_largo.py [--solicitudes 100000] [--semilla 13]

La máquina puede estar cargada por otros procesos: los tiempos son de reloj y varían; las cuentas no.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from collections import Counter
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(RAIZ / "tests"))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402

import test_fuzz as F  # noqa: E402
from retiro import evaluar  # noqa: E402
from retiro.comun.errores import describir  # noqa: E402  (bounded repr: never str() of a 5,000-digit int)
from retiro.protocolo.servidor import responder  # noqa: E402

# share of each generator: the schema's is the slowest to generate, the mutations reach the odd corners
REPARTO = {"esquema": 0.2, "mutada": 0.4, "texto": 0.4}


class Cuentas:
    def __init__(self) -> None:
        self.solicitudes = 0
        self.excepciones: Counter = Counter()
        self.invalidas: Counter = Counter()
        self.ejemplos: dict[str, str] = {}
        self.campos: Counter = Counter()
        self.mas_lenta = (0.0, "")

    def una(self, generador: str, funcion, entrada) -> None:
        self.solicitudes += 1
        inicio = time.perf_counter()
        try:
            respuesta = funcion(entrada)
        except BaseException as e:  # counted, not raised: the run goes on
            if isinstance(e, KeyboardInterrupt):
                raise
            clave = f"{generador}: {type(e).__name__}"
            self.excepciones[clave] += 1
            self.ejemplos.setdefault(clave, f"{e!r:.300} con {describir(entrada)}")
            return
        segundos = time.perf_counter() - inicio
        if segundos > self.mas_lenta[0]:
            self.mas_lenta = (segundos, f"{generador}: {describir(entrada)}")
        for problema in F.problemas(respuesta):
            clave = f"{generador}: {problema.split(':')[0]}"
            self.invalidas[clave] += 1
            self.ejemplos.setdefault(clave, f"{problema:.300} con {describir(entrada)}")
        if isinstance(respuesta, dict) and "error" in respuesta:
            self.campos[str(respuesta["error"].get("campo", "(interno)")).split(".")[0]] += 1
        else:
            self.campos["(resultado)"] += 1


def _tanda(cuentas: Cuentas, nombre: str, funcion, estrategia, ajustes: settings, semilla: int) -> None:
    @seed(semilla)
    @ajustes
    @given(estrategia)
    def prueba(x):
        cuentas.una(nombre, funcion, x)

    prueba()


TANDA = 5_000  # examples per Hypothesis run: its memory of the run (and the GC pauses it causes) stays bounded


def correr(cuentas: Cuentas, n: int, semilla: int) -> None:
    ajustes = settings(
        deadline=None,
        database=None,
        derandomize=False,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    generadores = {
        "esquema": (F.solicitudes_del_esquema(), evaluar),
        "mutada": (F.solicitudes_mutadas(), evaluar),
        "texto": (F.textos_mutados(), responder),
    }
    for nombre, parte in REPARTO.items():
        estrategia, funcion = generadores[nombre]
        pendientes, tanda = max(1, int(n * parte)), 0
        while pendientes > 0:
            casos = min(TANDA, pendientes)

            antes = cuentas.solicitudes
            _tanda(cuentas, nombre, funcion, estrategia, settings(ajustes, max_examples=casos), semilla * 1000 + tanda)
            pendientes -= max(1, cuentas.solicitudes - antes)
            tanda += 1


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--solicitudes", type=int, default=100_000)
    p.add_argument("--semilla", type=int, default=13)
    a = p.parse_args(argv)
    cuentas = Cuentas()
    inicio = time.perf_counter()
    correr(cuentas, a.solicitudes, a.semilla)
    duracion = time.perf_counter() - inicio
    memoria = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"Solicitudes: {cuentas.solicitudes} en {duracion:.0f} s (semilla {a.semilla})")
    print(f"Excepciones: {sum(cuentas.excepciones.values())}")
    for k, v in cuentas.excepciones.most_common():
        print(f"  {v:7d}  {k}  p. ej. {cuentas.ejemplos[k]}")
    print(f"Respuestas inválidas: {sum(cuentas.invalidas.values())}")
    for k, v in cuentas.invalidas.most_common():
        print(f"  {v:7d}  {k}  p. ej. {cuentas.ejemplos[k]}")
    print(f"La solicitud más lenta: {cuentas.mas_lenta[0] * 1000:.1f} ms ({cuentas.mas_lenta[1]})")
    print(f"Memoria máxima del proceso: {memoria:.0f} MiB")
    print("Respuestas por campo del error (primer nivel):")
    for k, v in cuentas.campos.most_common(12):
        print(f"  {v:7d}  {k}")
    return 1 if cuentas.excepciones or cuentas.invalidas else 0


if __name__ == "__main__":
    sys.exit(main())
