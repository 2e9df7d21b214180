"""`retiro servir --procesos N`: las solicitudes se evalúan en N procesos de cálculo (docs/protocolo.md).

- stdio: el proceso principal lee las líneas (con el mismo lector acotado y los mismos errores que
  `retiro.protocolo.servidor.servir_stdio`), las manda en lotes a los procesos y escribe las respuestas
  estrictamente en el orden de las solicitudes, con los mismos bytes que sin ``--procesos``. A lo sumo
  `LOTE` × `TAREAS_POR_PROCESO` × N solicitudes (y `MAX_BYTES_EN_VUELO` bytes) están leídas y sin contestar: la
  memoria no crece con la entrada, por larga que sea.
- HTTP: cada cuerpo se evalúa en un proceso; el servidor de hilos es el mismo.
- Un proceso que muere: la solicitud que lo mató recibe un error interno del protocolo (en español) y los
  procesos se vuelven a arrancar; las demás se evalúan otra vez y reciben su respuesta. Ninguna se pierde.
- Ctrl+C o SIGTERM al proceso principal detienen los procesos de cálculo (ignoran SIGINT: los para el principal).
  Un proceso de cálculo nace con SIGINT bloqueado y lo ignora antes de desbloquearlo: un Ctrl+C mientras todavía
  arranca no lo interrumpe a medias (sin un «Traceback» en la pantalla).

Evaluar es una función pura de la línea (el archivo de revisiones llega a los procesos por ``RETIRO_REVISIONES``,
como a los demás procesos hijos): evaluar otra vez una solicitud da los mismos bytes.
"""

from __future__ import annotations

import collections
import contextlib
import multiprocessing
import queue
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import BinaryIO

from retiro.protocolo import con_id, decodificar, resultado_interno
from retiro.protocolo.servidor import MAX_CUERPO, codificar, rechazo, responder

LOTE = 32  # requests per task sent to a worker (under pipelined load; a lone request goes alone)
TAREAS_POR_PROCESO = 4  # tasks in flight per worker: enough to keep each busy while answers are written
# Seconds the main thread sleeps at most waiting for an event. A signal sent to the process may reach any of its
# threads; Python runs the handler in the main thread, which notices it only once it wakes.
DESPERTAR = 0.25
MAX_BYTES_EN_VUELO = 32 * 1024 * 1024  # bytes of requests read and not yet answered (at least one is always let in)


class ProcesoTerminado(RuntimeError):
    """El proceso de cálculo terminó sin contestar (lo mató una señal, la memoria, un fallo del intérprete)."""


def atender(lineas: list[bytes]) -> list[bytes]:
    """En un proceso de cálculo: la respuesta codificada de cada línea, la misma que da `servir_stdio`."""
    return [codificar(responder(x)) for x in lineas]


#: In a worker: the signals that were blocked when it started (the tests check that SIGINT was among them).
bloqueadas_al_arrancar: set[signal.Signals] = set()


def _al_arrancar() -> None:
    global bloqueadas_al_arrancar
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C reaches the whole group: the main process stops us
    bloqueadas_al_arrancar = signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})  # a pending one is dropped


@contextlib.contextmanager
def _sigint_bloqueado():
    """Workers are started inside this block: a child inherits the signal mask of the thread that starts it, through
    fork and exec, so a Ctrl+C while it is still importing waits, blocked, until `_al_arrancar` ignores it (the way
    multiprocessing starts its own resource tracker)."""
    anterior = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, anterior)


def respuesta_de_proceso_muerto(linea: bytes) -> bytes:
    """El error interno de una solicitud cuyo proceso murió al evaluarla (con su `id_solicitud`, si trae uno)."""
    try:
        solicitud = decodificar(linea, max_bytes=MAX_CUERPO)
    except Exception:
        solicitud = None
    e = ProcesoTerminado(
        "el proceso de cálculo que evaluaba esta solicitud terminó sin contestar; se volvió a arrancar y el "
        "servicio sigue"
    )
    return codificar(con_id(resultado_interno(e), solicitud))


class Piscina:
    """N procesos de cálculo (`ProcessPoolExecutor` con el contexto «spawn»), que se vuelven a arrancar si uno muere."""

    def __init__(self, procesos: int, trabajo: Callable[[list[bytes]], list[bytes]] = atender) -> None:
        self.procesos = procesos
        self.trabajo = trabajo  # a module-level function: the workers import it by name
        self.reinicios = 0
        self.enviados = 0  # batches sent (the tests count them)
        self._candado = threading.Lock()
        self._ejecutor = self._nuevo()

    def _nuevo(self) -> ProcessPoolExecutor:
        contexto = multiprocessing.get_context("spawn")  # no fork of a threaded process
        with _sigint_bloqueado():
            return ProcessPoolExecutor(self.procesos, mp_context=contexto, initializer=_al_arrancar)

    def enviar(self, lineas: list[bytes]) -> tuple[ProcessPoolExecutor, Future]:
        """Manda un lote; da el ejecutor al que fue (para reiniciarlo si se rompe) y el futuro de sus respuestas."""
        for _ in range(3):
            with self._candado:
                ejecutor = self._ejecutor
            try:
                with _sigint_bloqueado():  # submit starts the workers (on demand, with «spawn»)
                    futuro = ejecutor.submit(self.trabajo, lineas)
                self.enviados += 1
                return ejecutor, futuro
            except BrokenProcessPool:
                self.reiniciar(ejecutor)
        raise ProcesoTerminado("los procesos de cálculo no arrancan")

    def reiniciar(self, roto: ProcessPoolExecutor) -> None:
        """Arranca procesos nuevos en lugar de `roto` (una vez, aunque varios hilos vean que se rompió)."""
        with self._candado:
            if self._ejecutor is not roto:
                return
            self._ejecutor = self._nuevo()
            self.reinicios += 1
        roto.shutdown(wait=False, cancel_futures=True)

    def responder(self, linea: bytes, intentos: int = 2) -> bytes:
        """La respuesta de una sola solicitud. Si su proceso muere en cada uno de los `intentos`, el error interno.
        (Con varios hilos, un proceso que muere rompe también las tareas de los otros: por eso un segundo intento.)"""
        for _ in range(intentos):
            ejecutor, futuro = self.enviar([linea])
            try:
                return futuro.result()[0]
            except BrokenProcessPool:
                self.reiniciar(ejecutor)
            except Exception as e:  # the worker could not run the task at all (not a fault of the request)
                return codificar(resultado_interno(e))
        return respuesta_de_proceso_muerto(linea)

    def calentar(self) -> None:
        """Arranca los procesos ya (cada uno importa la calculadora), antes de la primera solicitud."""
        for _, futuro in [self.enviar([]) for _ in range(self.procesos)]:
            futuro.result()

    def cerrar(self, esperar: bool = True) -> None:
        """Detiene los procesos: al fin de la entrada, tras terminar lo pendiente; si no (`esperar` falso), ya."""
        with self._candado:
            ejecutor = self._ejecutor
        procesos = list((getattr(ejecutor, "_processes", None) or {}).values())  # to stop them for sure
        ejecutor.shutdown(wait=esperar, cancel_futures=True)
        if not esperar:
            for p in procesos:
                p.terminate()
            for p in procesos:
                p.join(5)
            # and its manager thread, which closes the executor's wake-up pipe: if it were still closing it when
            # the interpreter exits, concurrent.futures' exit hook could write to the closed pipe («Exception
            # ignored in: <module 'threading'>… Bad file descriptor» after a Ctrl+C)
            hilo = getattr(ejecutor, "_executor_manager_thread", None)
            if hilo is not None:
                hilo.join(5)


class Ventana:
    """Cuántas solicitudes (y cuántos bytes) hay leídas y sin contestar; el lector espera si pasan del tope."""

    def __init__(self, max_solicitudes: int, max_bytes: int = MAX_BYTES_EN_VUELO) -> None:
        self.max_solicitudes = max_solicitudes
        self.max_bytes = max_bytes
        self.solicitudes = 0
        self.bytes = 0
        self.maximo = 0  # the most requests ever in flight at once (the tests count it)
        self._cond = threading.Condition()
        self._cerrada = False

    def tomar(self, n: int) -> bool:
        with self._cond:
            while (
                not self._cerrada
                and self.solicitudes
                and (self.solicitudes >= self.max_solicitudes or self.bytes + n > self.max_bytes)
            ):
                self._cond.wait()
            self.solicitudes += 1
            self.bytes += n
            self.maximo = max(self.maximo, self.solicitudes)
            return not self._cerrada

    def soltar(self, solicitudes: int, n: int) -> None:
        with self._cond:
            self.solicitudes -= solicitudes
            self.bytes -= n
            self._cond.notify_all()

    def cerrar(self) -> None:
        with self._cond:
            self._cerrada = True
            self._cond.notify_all()


# --- stdio -------------------------------------------------------------------------------------------

_LINEA, _LISTA, _HECHO, _FIN, _FALLO = range(5)


def _leer(entrada: BinaryIO, eventos: queue.SimpleQueue, ventana: Ventana) -> None:
    """En un hilo: las líneas de la entrada, con los mismos límites que `servir_stdio`; una demasiado larga ya
    contestada (`_LISTA`), sin guardarla entera."""
    try:
        while True:
            linea = entrada.readline(MAX_CUERPO + 2)  # never more than the limit in memory
            if not linea:
                break
            if len(linea) > MAX_CUERPO + 1 or (len(linea) == MAX_CUERPO + 1 and not linea.endswith(b"\n")):
                while linea and not linea.endswith(b"\n"):  # skip the rest of the oversized line, in chunks
                    linea = entrada.readline(1 << 16)
                respuesta = rechazo("solicitud", f"la línea pasa de {MAX_CUERPO} bytes (el límite del protocolo)")
                if not ventana.tomar(0):
                    return
                eventos.put((_LISTA, codificar(respuesta)))
            elif not linea.strip():
                continue
            else:
                linea = linea.rstrip(b"\r\n")
                if not ventana.tomar(len(linea)):
                    return
                eventos.put((_LINEA, linea))
        eventos.put((_FIN, None))
    except BaseException as e:  # reading failed: the main thread says so, as the in-process server would
        eventos.put((_FALLO, e))


class _Tarea:
    """Un lote en vuelo (o una respuesta ya hecha), en la cola de respuestas por orden."""

    __slots__ = ("bytes", "ejecutor", "futuro", "hecha", "lineas")

    def __init__(self, lineas: list[bytes], hecha: list[bytes] | None = None) -> None:
        self.lineas = lineas
        self.bytes = sum(map(len, lineas))
        self.hecha = hecha
        self.ejecutor: ProcessPoolExecutor | None = None
        self.futuro: Future | None = None

    def lista(self) -> bool:
        return self.hecha is not None or self.futuro.done()

    def respuestas(self, piscina: Piscina) -> list[bytes]:
        if self.hecha is not None:
            return self.hecha
        try:
            return self.futuro.result()
        except BrokenProcessPool:
            # a worker died with this batch (or another) in flight: which request did it is not known; each one
            # is evaluated again alone, and the one whose worker dies again is answered the internal error
            piscina.reiniciar(self.ejecutor)
            return [piscina.responder(x, intentos=1) for x in self.lineas]
        except Exception:
            return [piscina.responder(x) for x in self.lineas]


def servir_stdio_procesos(
    procesos: int,
    entrada: BinaryIO | None = None,
    salida: BinaryIO | None = None,
    trabajo: Callable[[list[bytes]], list[bytes]] = atender,
    ventana: Ventana | None = None,
) -> int:
    """Como `servir_stdio`, con las solicitudes evaluadas en `procesos` procesos y las respuestas en orden."""
    import sys

    if entrada is None:
        # its own reader of fd 0: the reading thread may be blocked in it when the process ends (Ctrl+C, SIGTERM),
        # and the interpreter, closing sys.stdin at shutdown, would abort on the lock that thread holds
        entrada = open(sys.stdin.fileno(), "rb", closefd=False)  # noqa: SIM115 (lives as long as the process)
    salida = salida or sys.stdout.buffer
    ventana = ventana or Ventana(LOTE * TAREAS_POR_PROCESO * procesos)
    eventos: queue.SimpleQueue = queue.SimpleQueue()
    piscina = Piscina(procesos, trabajo)
    pendientes: collections.deque[_Tarea] = collections.deque()
    lote: list[bytes] = []
    terminado = False
    limpio = False

    def despachar() -> None:
        nonlocal lote
        if lote:
            t = _Tarea(lote)
            t.ejecutor, t.futuro = piscina.enviar(lote)
            t.futuro.add_done_callback(lambda _: eventos.put((_HECHO, None)))  # wakes the loop below
            pendientes.append(t)
            lote = []

    try:
        piscina.calentar()  # all the workers up before reading: the first answers do not wait for the others
    except BaseException:
        piscina.cerrar(esperar=False)
        raise
    threading.Thread(target=_leer, args=(entrada, eventos, ventana), name="retiro-lector", daemon=True).start()
    try:
        while not terminado or pendientes:
            try:
                tipo, valor = eventos.get(timeout=DESPERTAR)
            except queue.Empty:
                continue  # awake now and then: a Ctrl+C the kernel gave another thread is handled here (above)
            while True:
                if tipo == _LINEA:
                    lote.append(valor)
                    if len(lote) >= LOTE:
                        despachar()
                elif tipo == _LISTA:
                    despachar()
                    pendientes.append(_Tarea([], [valor]))
                elif tipo == _FIN:
                    terminado = True
                elif tipo == _FALLO:
                    raise valor
                try:
                    tipo, valor = eventos.get_nowait()
                except queue.Empty:
                    break
            despachar()  # nothing more to read right now: a lone request does not wait for company
            escritas = False
            while pendientes and pendientes[0].lista():
                t = pendientes.popleft()
                respuestas = t.respuestas(piscina)
                salida.write(b"".join(r + b"\n" for r in respuestas))
                ventana.soltar(len(respuestas), t.bytes)
                escritas = True
            if escritas:
                salida.flush()
        limpio = True
        return 0
    finally:
        ventana.cerrar()
        piscina.cerrar(esperar=limpio)
