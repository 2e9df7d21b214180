"""La calculadora de referencia, fila por fila: la fuente de verdad del lote (y su motor con `--motor referencia`).

Cada fila se convierte en la solicitud del protocolo (`retiro.lote.columnas`), con las lecturas y la tabla
actuarial de la corrida, y pasa por `retiro.evaluar`, la misma función que la API, la CLI y el servidor.
"""

from __future__ import annotations

import contextlib
import json
import signal
from collections.abc import Iterable, Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from retiro.comun.errores import ErrorDeEntrada
from retiro.lote.filas import fila_de_respuesta
from retiro.protocolo import evaluar, resultado_de_error


def solicitud_de_la_corrida(solicitud: dict, lecturas: Mapping[str, str], tabla: dict | None) -> dict:
    """La solicitud de una fila con las lecturas y la tabla de la corrida (las de la fila, si las trae, mandan)."""
    if lecturas:
        propias = solicitud.get("lecturas")
        solicitud = {**solicitud, "lecturas": {**lecturas, **propias} if isinstance(propias, dict) else lecturas}
        if propias is not None and not isinstance(propias, dict):
            solicitud["lecturas"] = propias  # the reference names the problem
    if tabla is not None and "tabla_actuarial" not in solicitud:
        solicitud = {**solicitud, "tabla_actuarial": tabla}
    return solicitud


def evaluar_fila(
    solicitud: dict | ErrorDeEntrada,
    lecturas: Mapping[str, str],
    tabla: dict | None,
    explicacion: bool = False,
    en_contra: bool = False,
) -> dict:
    """Una fila de salida (sin fila, línea ni id) para una solicitud, o para el error que impidió leerla."""
    if isinstance(solicitud, ErrorDeEntrada):
        return fila_de_respuesta(resultado_de_error(solicitud))
    respuesta = evaluar(solicitud_de_la_corrida(solicitud, lecturas, tabla), lecturas_en_contra=en_contra)
    fila = fila_de_respuesta(respuesta)
    fila["motor"] = "referencia"
    if explicacion:
        fila["explicacion"] = json.dumps(respuesta, ensure_ascii=False)
    return fila


def _trabajo(args: tuple[list, dict, dict | None, bool, bool]) -> list[dict]:
    solicitudes, lecturas, tabla, explicacion, en_contra = args
    return [evaluar_fila(s, lecturas, tabla, explicacion, en_contra) for s in solicitudes]


class Referencia:
    """La referencia sobre listas de solicitudes, en este proceso o en un grupo de procesos (`procesos` > 1)."""

    def __init__(
        self,
        lecturas: Mapping[str, str],
        tabla: dict | None,
        procesos: int = 1,
        explicacion: bool = False,
        en_contra: bool = False,
    ):
        self.lecturas, self.tabla, self.explicacion, self.en_contra = dict(lecturas), tabla, explicacion, en_contra
        self.procesos = procesos
        self.grupo = ProcessPoolExecutor(procesos, initializer=_sin_ctrl_c) if procesos > 1 else None

    def evaluar(self, solicitudes: list[Any]) -> list[dict]:
        if self.grupo is None or len(solicitudes) < 64:
            return _trabajo((solicitudes, self.lecturas, self.tabla, self.explicacion, self.en_contra))
        tamano = -(-len(solicitudes) // (self.procesos * 4))
        partes = [solicitudes[i : i + tamano] for i in range(0, len(solicitudes), tamano)]
        filas: list[dict] = []
        trabajos = [(p, self.lecturas, self.tabla, self.explicacion, self.en_contra) for p in partes]
        for parte in self.grupo.map(_trabajo, trabajos):
            filas += parte
        return filas

    def cerrar(self, abandonar: bool = False) -> None:
        """Ends the worker processes: after their work, or at once (`abandonar`: Ctrl+C, an error) by stopping them,
        so that an interrupted run ends within a second and not after the chunk in progress."""
        grupo, self.grupo = self.grupo, None
        if grupo is None:
            return
        if abandonar:
            procesos = list((getattr(grupo, "_processes", None) or {}).values())
            for p in procesos:
                with contextlib.suppress(Exception):
                    p.terminate()
            grupo.shutdown(wait=False, cancel_futures=True)
            for p in procesos:
                with contextlib.suppress(Exception):
                    p.join(timeout=1)
        else:
            grupo.shutdown(cancel_futures=True)


def _sin_ctrl_c() -> None:
    """Workers ignore Ctrl+C (it reaches the whole process group): the main process decides, and stops them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def evaluar_todas(solicitudes: Iterable[Any], lecturas: Mapping[str, str], tabla: dict | None) -> list[dict]:
    return [evaluar_fila(s, lecturas, tabla) for s in solicitudes]
