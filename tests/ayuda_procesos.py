"""Trabajos de prueba para `retiro servir --procesos` (tests/test_servidor_procesos.py): los procesos de cálculo
los importan por su nombre, así que viven en un módulo y no en la prueba.

    python tests/ayuda_procesos.py N   # `retiro servir --procesos N` por stdio, con `atender_o_morir`
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time

from retiro.protocolo.procesos import atender

MORIR = b'"id_solicitud": "morir"'  # the request whose worker dies (os._exit), every time it is evaluated
LENTA = b'"id_solicitud": "lenta-'  # requests whose batch is slowed down, so that later batches finish first


def sigint_por_defecto() -> None:
    """`preexec_fn` of a command the tests Ctrl+C: SIGINT with its default action, as from a terminal. A process
    started in the background by a shell without job control (``cmd &`` in a script, as CI may run the suite), or a
    pytest-xdist worker, may ignore SIGINT; an ignored signal is inherited across exec, and Python then installs no
    KeyboardInterrupt handler: the command would rightly ignore the Ctrl+C, and the test would wait for nothing."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def atender_o_morir(lineas: list[bytes]) -> list[bytes]:
    """`atender`, salvo que el proceso muere de golpe (sin excepción, sin limpieza) al llegar a `MORIR`."""
    if any(MORIR in x for x in lineas):
        os._exit(3)
    return atender(lineas)


def atender_desordenado(lineas: list[bytes]) -> list[bytes]:
    """`atender`, con los lotes que traen una solicitud `LENTA` retrasados: terminan después de los que van detrás."""
    if any(LENTA in x for x in lineas):
        time.sleep(0.2)
    return atender(lineas)


def sigint_al_arrancar(lineas: list[bytes]) -> list[bytes]:
    """Si SIGINT estaba bloqueado cuando arrancó este proceso de cálculo, y si ahora lo ignora."""
    from retiro.protocolo import procesos

    bloqueado = signal.SIGINT in procesos.bloqueadas_al_arrancar
    ignorado = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    return [json.dumps({"bloqueado": bloqueado, "ignorado": ignorado}).encode() for _ in lineas]


def eco(lineas: list[bytes]) -> list[bytes]:
    """Una respuesta fija y barata: para contar la ventana sin el costo del cálculo."""
    return [json.dumps({"largo": len(x)}).encode() for x in lineas]


def ctrl_c_al_lector_cuando_exista(senal: str) -> None:
    """En un hilo del servidor: cuando aparece el archivo `senal`, un SIGINT al hilo lector y no al principal (el
    núcleo puede dar a cualquier hilo la señal dirigida al proceso; Python la atiende en el principal)."""
    import threading

    def esperar() -> None:
        while not os.path.exists(senal):
            time.sleep(0.01)  # polling for the test's go, not a measurement
        lector = next(t for t in threading.enumerate() if t.name == "retiro-lector")
        signal.pthread_kill(lector.ident, signal.SIGINT)

    threading.Thread(target=esperar, daemon=True).start()


if __name__ == "__main__":
    import ayuda_procesos  # by its module's name (not __main__), which the workers import
    from retiro.protocolo.procesos import servir_stdio_procesos

    trabajos = {
        "morir": ayuda_procesos.atender_o_morir,
        "desordenado": ayuda_procesos.atender_desordenado,
        "atender": atender,
    }
    if len(sys.argv) > 3:
        ctrl_c_al_lector_cuando_exista(sys.argv[3])
    try:
        sys.exit(servir_stdio_procesos(int(sys.argv[1]), trabajo=trabajos[sys.argv[2]]))
    except KeyboardInterrupt:
        sys.exit(130)
