"""Las implementaciones bajo prueba («objetivos») y cómo se les habla (protocolo 1.x, docs/protocolo.md).

Un objetivo es un texto:

- ``referencia``: la calculadora de referencia, en el mismo proceso (por defecto);
- ``modulo:funcion``: una función de Python ``solicitud (dict) -> respuesta (dict)``;
- ``cmd:<orden>``: un programa de larga vida que habla el protocolo por stdin/stdout, una línea JSON por
  solicitud y una por respuesta, tras el saludo de versión;
- ``http://host:puerto/ruta`` (o ``https://``): un servicio que recibe cada solicitud por POST.

La implementación puede portarse mal; el kit no. Por caso, un plazo para **todo** el intercambio (programas
y HTTP: escribir la solicitud, leer la respuesta entera) y un tope de tamaño de la respuesta
(`MAX_RESPUESTA`); un programa se arranca en su propio grupo de procesos y se detiene el grupo entero; de su
stderr se guarda solo el final (`MAX_STDERR`); un programa caído se reinicia en el caso siguiente; un saludo
ilegible o inválido cuenta como arranque fallido y, tras `MAX_ARRANQUES_FALLIDOS` seguidos, no se insiste.
Una respuesta malformada, parcial, enorme o con tipos equivocados hace fallar ese caso mostrando el texto
recibido (`FalloDeImplementacion`). Las líneas que nadie pidió se atribuyen al intercambio tras el que
llegaron (`LineaDeMas`), no a la respuesta del caso siguiente.
"""

from __future__ import annotations

import contextlib
import http.client
import importlib
import json
import os
import re
import selectors
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from retiro import __version__
from retiro.comun.errores import ErrorDeEntrada
from retiro.conformidad import validacion
from retiro.protocolo import alcance, decodificar
from retiro.protocolo.servidor import codificar, responder
from retiro.version import VERSION_PROTOCOLO

PROTOCOLO = "retiro"
SALUDO = {"protocolo": PROTOCOLO, "version_protocolo": VERSION_PROTOCOLO}
DIRECTORIO_DEL_USUARIO = "RETIRO_DIRECTORIO_DEL_USUARIO"  # set by `retiro conformidad` (retiro.conformidad.ejecutor)


def directorio_del_usuario() -> str | None:
    """Where the user ran `retiro conformidad` (the kit runs pytest from the specification's folder): relative paths
    of a ``cmd:`` target are relative to it. None: the current directory (pytest run by hand)."""
    return os.environ.get(DIRECTORIO_DEL_USUARIO) or None


TIEMPO_LIMITE = 5.0  # seconds per case (programs and HTTP), for the whole exchange
TIEMPO_ARRANQUE = 20.0  # seconds for a program to start and answer the greeting
MAX_TEXTO = 2000  # characters of raw text shown in a failure
MAX_ARRANQUES_FALLIDOS = 3  # consecutive failed starts (or greetings) before giving up on an implementation
MIB = 1 << 20
MAX_RESPUESTA = 1 * MIB  # bytes of one answer (or greeting); a real answer is a few KiB
MAX_STDERR = 64 << 10  # the last bytes of a program's stderr that are kept, to show when it crashes
TROZO = 1 << 16


class FalloDeImplementacion(AssertionError):
    """La implementación no respondió conforme al protocolo: el caso falla, con el texto recibido."""


@dataclass(frozen=True)
class LineaDeMas:
    """Una línea que nadie pidió, llegada después de la respuesta del intercambio `despues_de` (1, 2, …)."""

    despues_de: int
    texto: str


def _bytes(texto: str | bytes) -> bytes:
    """Lo que se envía: el texto en UTF-8, o los bytes tal cual (un escenario que envía bytes que no son UTF-8)."""
    return texto if isinstance(texto, bytes) else texto.encode("utf-8", errors="backslashreplace")


def _recorte(texto: str | bytes) -> str:
    if isinstance(texto, (bytes, bytearray)):
        texto = bytes(texto[: MAX_TEXTO * 4]).decode("utf-8", errors="replace")
    return texto if len(texto) <= MAX_TEXTO else texto[:MAX_TEXTO] + f"… ({len(texto)} caracteres en total)"


def _causa(e: OSError) -> str:
    """Por qué no se pudo ejecutar un programa, en español cuando es de las causas habituales."""
    import errno

    return {
        errno.ENOENT: "no se encuentra el programa",
        errno.EACCES: "no hay permiso para ejecutarlo",
        errno.ENOEXEC: "no es un programa ejecutable",
        errno.ENOTDIR: "una parte de la ruta no es una carpeta",
    }.get(e.errno or 0, e.strerror or str(e))


def _mib(n: int) -> str:
    return f"{n / MIB:g} MiB"


def leer_json(texto: str | bytes, que: str = "la respuesta") -> Any:
    """JSON de la implementación, o `FalloDeImplementacion` con el motivo (también lo que json no sabe leer)."""
    try:
        return json.loads(texto)
    except json.JSONDecodeError:
        try:
            decodificar(texto if isinstance(texto, str) else texto.decode("utf-8", errors="replace"))
            motivo = ""  # pragma: no cover - json.loads already failed
        except ErrorDeEntrada as e:
            motivo = e.mensaje.removeprefix("no es JSON válido ")
        raise FalloDeImplementacion(f"{que} no es JSON válido {motivo}; texto recibido: {_recorte(texto)!r}") from None
    except RecursionError:
        raise FalloDeImplementacion(
            f"{que} no se puede leer: anida listas u objetos a demasiada profundidad; "
            f"comienzo: {_recorte(texto[:200])!r}"
        ) from None
    except ValueError as e:  # an integer of more than 4,300 digits (Python's limit for int(str))
        motivo = "un número entero de más de 4300 cifras" if "digits" in str(e) else "no es JSON válido"
        raise FalloDeImplementacion(f"{que} no se puede leer ({motivo}); comienzo: {_recorte(texto[:200])!r}") from None


def validadores() -> dict:
    """Validadores JSON Schema 2020-12 de las respuestas: los esquemas publicados (retiro/esquemas/*.schema.json),
    tal como los genera este paquete (`retiro.protocolo.esquemas`), igual que el de la solicitud en los pasos.
    `tests/test_esquemas.py` comprueba que los archivos publicados son exactamente esa generación; validar con
    la generación hace que un cambio en lo que la genera (las listas cerradas de estados, `limita`…) sin
    regenerar los archivos lo note la especificación, no solo esa prueba. Cada uno se compila una vez por
    proceso, y valida primero con `jsonschema_rs` si está instalado (`retiro.conformidad.validacion`)."""
    return {"resultado": validacion.validador("resultado"), "error": validacion.validador("error")}


def validar(texto: str) -> dict:
    """Decodifica y valida una respuesta; si no cumple el protocolo, `FalloDeImplementacion` con el texto crudo."""
    if len(texto) > MAX_RESPUESTA:
        raise FalloDeImplementacion(f"la respuesta supera {_mib(MAX_RESPUESTA)}; comienzo: {_recorte(texto[:200])!r}")
    respuesta = leer_json(texto)
    if not isinstance(respuesta, dict):
        raise FalloDeImplementacion(f"la respuesta debe ser un objeto JSON; texto recibido: {_recorte(texto)!r}")
    tipo = "error" if "error" in respuesta else "resultado"
    try:
        errores = sorted(validadores()[tipo].errores(respuesta), key=lambda e: list(e.absolute_path))
    except RecursionError:
        raise FalloDeImplementacion("la respuesta no se puede validar: anida a demasiada profundidad") from None
    if errores:
        e = errores[0]
        ruta = ".".join(str(p) for p in e.absolute_path) or "(raíz)"
        raise FalloDeImplementacion(
            f"la respuesta no cumple el esquema de {tipo} (campo {ruta}: {_recorte(e.message)}); "
            f"texto recibido: {_recorte(texto)!r}"
        )
    return respuesta


def validar_saludo(texto: str | bytes) -> dict:
    """El saludo de la implementación, comprobado: protocolo, versión mayor y partes no soportadas conocidas."""
    if len(texto) > MAX_RESPUESTA:
        raise FalloDeImplementacion(f"el saludo supera {_mib(MAX_RESPUESTA)}")
    saludo = leer_json(texto, "el saludo")
    if not isinstance(saludo, dict) or saludo.get("protocolo") != PROTOCOLO:
        raise FalloDeImplementacion(
            f'el saludo no es {{"protocolo": "retiro", "version_protocolo": …}}; texto recibido: {_recorte(texto)!r}'
        )
    version = saludo.get("version_protocolo")
    if not isinstance(version, str):
        raise FalloDeImplementacion(
            f"el saludo no dice su version_protocolo (texto); texto recibido: {_recorte(texto)!r}"
        )
    if version.split(".")[0] != VERSION_PROTOCOLO.split(".")[0]:
        raise FalloDeImplementacion(f"habla la versión {version} del protocolo; el kit habla la {VERSION_PROTOCOLO}")
    malas = alcance.desconocidas(saludo.get("partes_no_soportadas", []))
    if malas:
        raise FalloDeImplementacion(
            f"el saludo declara partes no soportadas que el kit no conoce: {', '.join(map(str, malas))}; "
            f"se admite: {', '.join(alcance.PARTES)}"
        )
    return saludo


def habla_id(saludo: dict | None) -> bool:
    """¿Declara el saludo el protocolo 1.1 o posterior (el que repite `id_solicitud`)?"""
    version = str((saludo or {}).get("version_protocolo", ""))
    mayor, _, menor = version.partition(".")
    return mayor == "1" and menor.split(".")[0].isdigit() and int(menor.split(".")[0]) >= 1


# Names of the protocol before 1.2 that carried a figure of the law, and their name since 1.2 (docs/protocolo.md,
# «Versiones»): the kit reads the answer of a 1.0 or 1.1 implementation under today's name.
NOMBRES_ANTES_DE_1_2 = {"10.3 (hasta $6,600)": "10.3 (hasta el tope)"}


def nombra_sin_cifras(saludo: dict | None) -> bool:
    """¿Declara el saludo el protocolo 1.2 o posterior (el que nombra los productos de 10.3 sin la cifra del tope)?"""
    version = str((saludo or {}).get("version_protocolo", ""))
    mayor, _, menor = version.partition(".")
    return mayor == "1" and menor.split(".")[0].isdigit() and int(menor.split(".")[0]) >= 2


def _con_los_nombres_de_hoy(respuesta: dict) -> dict:
    """La respuesta de una implementación 1.0 o 1.1, con los productos de 10.3 por su nombre de 1.2."""
    productos = (respuesta.get("coordinacion") or {}).get("productos") if isinstance(respuesta, dict) else None
    if not isinstance(productos, dict) or not any(k in productos for k in NOMBRES_ANTES_DE_1_2):
        return respuesta
    hoy = {NOMBRES_ANTES_DE_1_2.get(k, k): x for k, x in productos.items()}
    return {**respuesta, "coordinacion": {**respuesta["coordinacion"], "productos": hoy}}


class Objetivo:
    """Una implementación bajo prueba: `evaluar(solicitud) -> respuesta validada`."""

    nombre: str
    saludo: dict | None = None

    def enviar(self, texto: str | bytes) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def abrir(self) -> None:
        """Arranca y saluda (si hace falta); `FalloDeImplementacion` si no se puede."""

    def evaluar(self, solicitud: dict) -> dict:
        """Sends one request. To an implementation whose greeting declares protocol 1.1 or later, with an
        `id_solicitud` of the kit (unless the request has its own): an answer without it, or with another one
        (an answer out of order), is a fault of the protocol, not a wrong value."""
        self.abrir()  # the greeting says the version
        ident, propio = None, False
        if habla_id(self.saludo) and "id_solicitud" not in solicitud:
            propio = True
            self._siguiente_id = getattr(self, "_siguiente_id", 0) + 1
            ident = f"kit-{self._siguiente_id}"
            solicitud = {**solicitud, "id_solicitud": ident}
        elif habla_id(self.saludo) and isinstance(solicitud.get("id_solicitud"), str):
            ident = solicitud["id_solicitud"]
        respuesta = validar(self.enviar(json.dumps(solicitud, ensure_ascii=False)))
        if not nombra_sin_cifras(self.saludo):
            respuesta = _con_los_nombres_de_hoy(respuesta)
        if ident is None:
            return respuesta
        error = respuesta.get("error")
        if isinstance(error, dict) and error.get("campo") == "id_solicitud":
            return respuesta  # the step's own id was refused: the step judges it
        vino = respuesta.get("id_solicitud")
        if vino != ident:
            raise FalloDeImplementacion(
                f"respuesta fuera de orden o sin su id_solicitud: se envió «{_recorte(ident)}» y la respuesta trae "
                + (f"«{_recorte(str(vino))}»" if vino is not None else "ninguno")
                + f" (el saludo declara el protocolo {self.saludo.get('version_protocolo')}: la respuesta lo repite)"
            )
        if propio:  # the kit's own id, checked: the steps see the answer to the request they wrote
            respuesta = {k: v for k, v in respuesta.items() if k != "id_solicitud"}
        return respuesta

    def partes_no_soportadas(self) -> frozenset[str]:
        """Las partes que el saludo declara no soportadas (ninguna si no hay saludo)."""
        return frozenset((self.saludo or {}).get("partes_no_soportadas", []))

    def al_terminar_el_caso(self) -> None:
        """Tras los pasos de un caso: `FalloDeImplementacion` si la implementación escribió de más."""

    def tomar_lineas_de_mas(self) -> list[LineaDeMas]:
        return []

    def estadisticas(self) -> dict:
        return {}

    def cerrar(self) -> None:
        pass


class _Arranques:
    """Cuenta los arranques (o saludos) y deja de intentarlo tras `MAX_ARRANQUES_FALLIDOS` fallidos seguidos."""

    def __init__(self) -> None:
        self.arranques = 0
        self.reinicios = 0
        self.arranques_fallidos = 0
        self.ultimo_fallo_de_arranque = ""
        self.saludo: dict | None = None

    def _puede_arrancar(self) -> None:
        if self.arranques_fallidos >= MAX_ARRANQUES_FALLIDOS:
            raise FalloDeImplementacion(
                f"no arrancó {self.arranques_fallidos} veces seguidas; no se vuelve a intentar: "
                f"{self.ultimo_fallo_de_arranque}"
            )
        if self.arranques:
            self.reinicios += 1
        self.arranques += 1

    def _arranque_fallido(self, motivo: str) -> FalloDeImplementacion:
        self.arranques_fallidos += 1
        self.ultimo_fallo_de_arranque = motivo
        return FalloDeImplementacion(motivo)

    def _fijar_saludo(self, saludo: dict) -> None:
        """El primer saludo fija el alcance; un saludo posterior que lo cambia es un arranque fallido."""
        if self.saludo is not None:
            antes = frozenset(self.saludo.get("partes_no_soportadas", []))
            ahora = frozenset(saludo.get("partes_no_soportadas", []))
            if antes != ahora:
                raise FalloDeImplementacion(
                    f"el saludo cambió las partes no soportadas de «{alcance.describir(antes)}» a "
                    f"«{alcance.describir(ahora)}»: el alcance se declara una vez"
                )
        self.saludo = saludo
        self.arranques_fallidos = 0


class Funcion(Objetivo):
    """Una función de Python en el mismo proceso (sin plazo: no se puede interrumpir).

    Recibe primero el saludo del kit, como cualquier solicitud; si contesta con un saludo del protocolo, este
    vale (y puede declarar partes no soportadas); si contesta otra cosa, se entiende que no declara ninguna.
    """

    def __init__(self, nombre: str, funcion: Callable[[dict], dict]):
        self.nombre, self.funcion = nombre, funcion
        self._abierta = False

    def abrir(self) -> None:
        if self._abierta:
            return
        self._abierta = True
        try:
            respuesta = self.funcion(dict(SALUDO))
        except Exception:  # a function that only knows requests: no greeting
            return
        if isinstance(respuesta, dict) and "protocolo" in respuesta:
            self.saludo = validar_saludo(json.dumps(respuesta, ensure_ascii=False, default=str))

    def enviar(self, texto: str) -> str:
        self.abrir()
        try:
            respuesta = self.funcion(json.loads(texto))
        except Exception as e:  # the implementation failed on this case; the run goes on
            raise FalloDeImplementacion(f"la implementación lanzó {type(e).__name__}: {_recorte(str(e))}") from None
        try:
            return json.dumps(respuesta, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError) as e:
            raise FalloDeImplementacion(
                f"la respuesta no se puede escribir como JSON ({type(e).__name__}): {_recorte(repr(respuesta))}"
            ) from None


class Referencia(Funcion):
    """La calculadora de referencia en el mismo proceso, por el protocolo de texto, como la atiende ``retiro servir``:
    el texto de la solicitud pasa por `retiro.protocolo.servidor.responder` (el decodificador del protocolo, con sus
    límites) y
    la respuesta vuelve como sus bytes UTF-8 (`retiro.protocolo.servidor.codificar`)."""

    def __init__(self) -> None:
        super().__init__("referencia", responder)
        self.saludo = {**SALUDO, "implementacion": "retiro (calculadora de referencia)", "version": __version__}
        self._abierta = True

    def enviar(self, texto: str | bytes) -> str:
        return codificar(self.funcion(texto)).decode("utf-8")


def funcion_de_modulo(ruta: str) -> Callable[[dict], dict]:
    modulo, _, nombre = ruta.partition(":")
    try:
        f = getattr(importlib.import_module(modulo), nombre)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"no se encuentra la función «{ruta}» ({e})") from None
    if not callable(f):
        raise ValueError(f"«{ruta}» no es una función")
    return f


class _Final:
    """El final (los últimos `MAX_STDERR` bytes) de un flujo, leído en un hilo para que el programa nunca se bloquee."""

    def __init__(self, flujo) -> None:
        self.datos = bytearray()
        self._cerrojo = threading.Lock()
        self._hilo = threading.Thread(target=self._leer, args=(flujo,), daemon=True)
        self._hilo.start()

    def _leer(self, flujo) -> None:
        with contextlib.suppress(OSError, ValueError):
            while trozo := flujo.read(TROZO):
                with self._cerrojo:
                    self.datos += trozo
                    if len(self.datos) > MAX_STDERR:
                        del self.datos[: len(self.datos) - MAX_STDERR]
        with contextlib.suppress(OSError):
            flujo.close()

    def texto(self, espera: float = 0.5) -> str:
        self._hilo.join(espera)
        with self._cerrojo:
            return bytes(self.datos).decode("utf-8", errors="replace").strip()


# What an implementation inherits from the kit's environment: what a program needs to run (where programs and
# libraries are, the language, the time zone, the temporary folder), nothing else (no tokens, no credentials).
# More with RETIRO_ENTORNO=NOMBRE,OTRO (docs/protocolo.md).
ENTORNO = (
    "PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TZ", "TMPDIR", "TEMP", "TMP",
    "SYSTEMROOT", "COMSPEC", "PATHEXT", "VIRTUAL_ENV", "PYTHONPATH", "NODE_PATH",
    "RETIRO_REVISIONES",  # the reviewer's decisions, for a reference run as `cmd:retiro servir`
)  # fmt: skip


MARCA = "RETIRO_KIT"  # set in each implementation's environment: its processes (and their orphans) carry it


def entorno_de_la_implementacion() -> dict[str, str]:
    pedidas = {x.strip() for x in os.environ.get("RETIRO_ENTORNO", "").split(",") if x.strip()}
    entorno = {k: v for k, v in os.environ.items() if k in ENTORNO or k.startswith("LC_") or k in pedidas}
    entorno[MARCA] = str(os.getpid())
    return entorno


def _marcado(pid: int) -> bool:
    """¿Started by an implementation of this kit (its environment carries the mark)?"""
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            return f"{MARCA}={os.getpid()}".encode() in f.read().split(b"\0")
    except OSError:
        return False


_PR_SET_CHILD_SUBREAPER = 36


def _adoptar_huerfanos() -> None:
    """Linux: the kit adopts the orphans of its implementations (a grandchild whose parent ended, even one in a
    session of its own), so it can find and stop them (`_recoger_adoptados`). Elsewhere, nothing."""
    if getattr(_adoptar_huerfanos, "hecho", False) or not sys.platform.startswith("linux"):
        return
    _adoptar_huerfanos.hecho = True
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def _hijos() -> dict[int, list[int]]:
    """Parent → children, from /proc (Linux); empty elsewhere."""
    hijos: dict[int, list[int]] = {}
    with contextlib.suppress(OSError):
        for nombre in os.listdir("/proc"):
            if not nombre.isdigit():
                continue
            try:
                with open(f"/proc/{nombre}/stat", "rb") as f:
                    datos = f.read()
            except OSError:
                continue
            padre = int(datos[datos.rfind(b")") + 2 :].split()[1])
            hijos.setdefault(padre, []).append(int(nombre))
    return hijos


def _descendientes(pid: int) -> list[int]:
    hijos, salida, pendientes = _hijos(), [], [pid]
    while pendientes:
        for h in hijos.get(pendientes.pop(), []):
            salida.append(h)
            pendientes.append(h)
    return salida


_PROPIOS: set[int] = set()  # pids of the implementations this process started and has not stopped


def _recoger_adoptados() -> None:
    """Stops and reaps the adopted orphans of implementations: children of the kit that it did not start itself,
    and whose environment carries the kit's mark (so nothing else the process started is touched)."""
    for pid in _hijos().get(os.getpid(), []):
        if pid in _PROPIOS or not _marcado(pid):
            continue
        for x in [*_descendientes(pid), pid]:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(x, signal.SIGKILL)
        with contextlib.suppress(ChildProcessError, OSError):
            os.waitpid(pid, 0)


def _termino(proceso: subprocess.Popen) -> bool:
    """¿Terminó el proceso? Sin recogerlo (su pid sigue reservado para detener su grupo)."""
    try:
        return os.waitid(os.P_PID, proceso.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:
        return True


class Programa(_Arranques, Objetivo):
    """Un programa externo de larga vida que habla el protocolo por stdin/stdout (una línea JSON por mensaje)."""

    def __init__(self, orden: str, tiempo_limite: float = TIEMPO_LIMITE, tiempo_arranque: float = TIEMPO_ARRANQUE):
        _Arranques.__init__(self)
        self.nombre = "cmd:" + orden
        self.argumentos = shlex.split(orden)
        if not self.argumentos:
            raise ValueError("cmd: falta la orden del programa")
        self.tiempo_limite, self.tiempo_arranque = tiempo_limite, tiempo_arranque
        self.proceso: subprocess.Popen | None = None
        self._stderr: _Final | None = None
        self._resto = bytearray()  # bytes read after the last complete line
        self.casos_sin_respuesta = 0
        self.intercambios = 0
        self._lineas_de_mas: list[LineaDeMas] = []

    # -- process management -------------------------------------------------------------------------
    def _final_stderr(self) -> str:
        texto = self._stderr.texto() if self._stderr is not None else ""
        return f"; final de stderr: {_recorte(texto[-MAX_TEXTO:])!r}" if texto else ""

    def abrir(self) -> None:
        if self.proceso is None:
            self._arrancar()

    def _arrancar(self) -> None:
        self._puede_arrancar()
        try:
            self.proceso = subprocess.Popen(
                self.argumentos,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,  # its own process group: stopping it stops its children too
                env=entorno_de_la_implementacion(),
                cwd=directorio_del_usuario(),  # «cmd:./mi-calculadora» is relative to where the user is
            )
            _adoptar_huerfanos()
            _PROPIOS.add(self.proceso.pid)
        except OSError as e:
            self.proceso = None
            raise self._arranque_fallido(f"no se pudo ejecutar «{self.argumentos[0]}»: {_causa(e)}") from None
        self._stderr = _Final(self.proceso.stderr)
        self._resto = bytearray()
        os.set_blocking(self.proceso.stdin.fileno(), False)
        try:
            texto = self._intercambio(json.dumps(SALUDO), self.tiempo_arranque, "al saludo de versión")
            self._fijar_saludo(validar_saludo(texto))
        except FalloDeImplementacion as e:
            self._terminar()
            raise self._arranque_fallido(str(e)) from None

    def _terminar(self) -> None:
        """Detiene el grupo de procesos entero (también los hijos de un lanzador sin `exec`)."""
        p, self.proceso = self.proceso, None
        if p is None:
            return
        with contextlib.suppress(OSError):
            p.stdin.close()
        _PROPIOS.discard(p.pid)
        descendientes = _descendientes(p.pid)  # before the group dies: also those in a session of their own
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(p.pid, signal.SIGKILL)  # the leader is not reaped yet: its pid (= group id) is ours
        for pid in descendientes:  # a grandchild that called setsid() left the group: stopped by its pid
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            p.wait(timeout=5)
        _recoger_adoptados()
        with contextlib.suppress(OSError):
            p.stdout.close()
        self._resto = bytearray()

    def _caido(self, que: str, parcial: bytes = b"") -> None:
        p = self.proceso
        codigo = None
        if p is not None:
            fin = time.monotonic() + 1
            while not _termino(p) and time.monotonic() < fin:
                time.sleep(0.01)
            codigo = p.poll() if _termino(p) else None
            if codigo is None:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(p.pid, signal.SIGKILL)
                codigo = p.wait()
        stderr = self._final_stderr()
        self._terminar()
        detalle = f"; texto parcial recibido: {_recorte(parcial)!r}" if parcial else ""
        raise FalloDeImplementacion(f"el programa terminó {que} (código de salida {codigo}){detalle}{stderr}")

    # -- one exchange ----------------------------------------------------------------------------------
    def _escribir(self, datos: bytes, fin: float, que: str) -> None:
        p = self.proceso
        assert p is not None and p.stdin is not None
        vista = memoryview(datos)
        with selectors.DefaultSelector() as sel:
            sel.register(p.stdin.fileno(), selectors.EVENT_WRITE)
            while vista:
                resta = fin - time.monotonic()
                if resta <= 0 or not sel.select(resta):
                    self._sin_respuesta(que, b"", "no leyó lo que se le envió")
                try:
                    n = os.write(p.stdin.fileno(), vista)
                except BlockingIOError:
                    continue
                except OSError:  # BrokenPipeError: it closed stdin or died
                    self._caido(que)
                vista = vista[n:]

    def _sin_respuesta(self, que: str, parcial: bytes, como: str = "") -> None:
        self.casos_sin_respuesta += 1
        limite = self.tiempo_arranque if que.startswith("al saludo") else self.tiempo_limite
        self._terminar()
        detalle = f"; texto parcial recibido: {_recorte(parcial)!r}" if parcial else ""
        que = f"{como} ({que.removeprefix('a la ').removeprefix('al ')})" if como else f"sin respuesta completa {que}"
        raise FalloDeImplementacion(f"{que} en {limite:g} s: se detuvo el programa{detalle}")

    def _leer_linea(self, fin: float, que: str) -> str:
        """Una línea de la salida antes de `fin`: cada byte se lee y se examina una sola vez (lineal)."""
        p = self.proceso
        assert p is not None and p.stdout is not None
        i = self._resto.find(b"\n")
        if i >= 0:
            linea = bytes(self._resto[:i])
            del self._resto[: i + 1]
            return linea.decode("utf-8", errors="replace")
        partes, total = [bytes(self._resto)], len(self._resto)
        self._resto = bytearray()
        fd = p.stdout.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while True:
                resta = fin - time.monotonic()
                if resta <= 0 or not sel.select(resta):
                    self._sin_respuesta(que, b"".join(partes)[:MAX_TEXTO])
                trozo = os.read(fd, TROZO)
                if not trozo:
                    self._caido(que, b"".join(partes)[:MAX_TEXTO])
                i = trozo.find(b"\n")
                total += len(trozo) if i < 0 else i
                if total > MAX_RESPUESTA:
                    comienzo = b"".join(partes)[:200]
                    self._terminar()
                    raise FalloDeImplementacion(
                        f"la respuesta {que} supera {_mib(MAX_RESPUESTA)} sin fin de línea: se detuvo el programa; "
                        f"comienzo: {_recorte(comienzo)!r}"
                    )
                if i >= 0:
                    partes.append(trozo[:i])
                    self._resto = bytearray(trozo[i + 1 :])
                    return b"".join(partes).decode("utf-8", errors="replace")
                partes.append(trozo)

    def _intercambio(self, linea: str | bytes, limite: float, que: str) -> str:
        """Escribe una línea y lee una línea de respuesta, todo antes de `limite` segundos."""
        fin = time.monotonic() + limite
        self._escribir(_bytes(linea) + b"\n", fin, que)
        return self._leer_linea(fin, que)

    def _drenar(self) -> bytes:
        """Lo que el programa escribió sin que se le pidiera (sin esperar), hasta `MAX_RESPUESTA` bytes."""
        p = self.proceso
        datos = bytes(self._resto)
        self._resto = bytearray()
        if p is None or p.stdout is None:
            return datos
        with selectors.DefaultSelector() as sel:
            sel.register(p.stdout.fileno(), selectors.EVENT_READ)
            while len(datos) <= MAX_RESPUESTA and sel.select(0):
                trozo = os.read(p.stdout.fileno(), TROZO)
                if not trozo:
                    break
                datos += trozo
        return datos

    def enviar(self, texto: str | bytes) -> str:
        if self.proceso is not None and _termino(self.proceso):
            self._terminar()  # died between cases: restart quietly
        if self.proceso is None:
            self._arrancar()
        else:
            sobra = self._drenar()
            if sobra.strip():  # written after the previous answer: that exchange's fault, not this one's
                self._lineas_de_mas.append(LineaDeMas(self.intercambios, _recorte(sobra)))
                self._terminar()  # out of step: start afresh for this case
                self._arrancar()
        self.intercambios += 1
        return self._intercambio(texto, self.tiempo_limite, "a la solicitud")

    def al_terminar_el_caso(self) -> None:
        if self.proceso is None:
            return
        sobra = self._drenar()
        if sobra.strip():
            self._terminar()
            raise FalloDeImplementacion(
                "el programa escribió más de una línea para una solicitud (una respuesta por solicitud); "
                f"de más: {_recorte(sobra)!r}"
            )

    def tomar_lineas_de_mas(self) -> list[LineaDeMas]:
        lineas, self._lineas_de_mas = self._lineas_de_mas, []
        return lineas

    def estadisticas(self) -> dict:
        return {
            "arranques": self.arranques,
            "reinicios": self.reinicios,
            "arranques_fallidos": self.arranques_fallidos,
            "casos_sin_respuesta": self.casos_sin_respuesta,
        }

    def cerrar(self) -> None:
        """Cierra su entrada (el protocolo: al recibir el fin, el programa termina) y recoge lo que escriba hasta
        terminar: una línea tardía tras la última respuesta también se atribuye (a ese último intercambio)."""
        p = self.proceso
        if p is not None and not _termino(p):
            with contextlib.suppress(OSError):
                p.stdin.close()
            sobra, fin = bytearray(self._resto), time.monotonic() + min(self.tiempo_limite, 2.0)
            with selectors.DefaultSelector() as sel:
                sel.register(p.stdout.fileno(), selectors.EVENT_READ)
                while len(sobra) <= MAX_RESPUESTA and (resta := fin - time.monotonic()) > 0 and sel.select(resta):
                    trozo = os.read(p.stdout.fileno(), TROZO)
                    if not trozo:
                        break
                    sobra += trozo
            if bytes(sobra).strip():
                self._lineas_de_mas.append(LineaDeMas(self.intercambios, _recorte(bytes(sobra))))
        self._terminar()


class _Demasiado(Exception):
    pass


class Http(_Arranques, Objetivo):
    """Un servicio HTTP: GET a la ruta da el saludo; POST con la solicitud JSON da la respuesta (estado 200)."""

    def __init__(self, url: str, tiempo_limite: float = TIEMPO_LIMITE):
        _Arranques.__init__(self)
        self.nombre = url
        partes = urlsplit(url)
        if partes.scheme not in ("http", "https") or not partes.hostname:
            raise ValueError(f"URL no válida: «{url}»")
        self.esquema, self.anfitrion, self.puerto = partes.scheme, partes.hostname, partes.port
        self.ruta = (partes.path or "/") + (f"?{partes.query}" if partes.query else "")
        self.tiempo_limite = tiempo_limite
        self.conexion: http.client.HTTPConnection | None = None
        self.errores_de_conexion = 0

    def _una_peticion(self, conexion: http.client.HTTPConnection, metodo: str, cuerpo: bytes | None) -> tuple:
        cabeceras = {"Content-Type": "application/json; charset=utf-8", "Accept": "application/json"}
        try:
            conexion.request(metodo, self.ruta, body=cuerpo, headers=cabeceras)
        except (BrokenPipeError, ConnectionResetError):
            # The server may answer before reading the whole body (a 413 for one over the size limit) and close:
            # its answer may already be here. Read it; if there is none, the original error stands.
            try:
                r = conexion.getresponse()
            except (OSError, http.client.HTTPException):
                r = None
            if r is None:
                raise
        else:
            r = conexion.getresponse()
        anunciado = r.getheader("Content-Length", "").strip()
        # ASCII digits only («²» is a digit for str.isdigit, and int() refuses it); anything else: the body decides
        if re.fullmatch(r"[0-9]{1,30}", anunciado) and int(anunciado) > MAX_RESPUESTA:
            raise _Demasiado(f"anuncia {anunciado} bytes")
        datos = bytearray()
        while trozo := r.read(TROZO):
            datos += trozo
            if len(datos) > MAX_RESPUESTA:
                raise _Demasiado(f"se recibieron más de {len(datos)} bytes")
        cerrar = r.getheader("Connection", "").lower() == "close"
        return r.status, bytes(datos), cerrar

    def _peticion(self, metodo: str, cuerpo: bytes | None) -> tuple[int, bytes]:
        """Una petición con plazo para todo el intercambio: un reloj aparte corta la conexión al vencer."""
        clase = http.client.HTTPSConnection if self.esquema == "https" else http.client.HTTPConnection
        for intento in (1, 2):  # a kept-alive connection closed by the server is retried once
            if self.conexion is None:
                self.conexion = clase(self.anfitrion, self.puerto, timeout=self.tiempo_limite)
            conexion = self.conexion
            vencido = threading.Event()

            def cortar(conexion=conexion, vencido=vencido) -> None:
                vencido.set()
                sock = conexion.sock
                if sock is not None:
                    with contextlib.suppress(OSError):
                        sock.shutdown(2)  # any read or write in progress returns at once

            reloj = threading.Timer(self.tiempo_limite, cortar)
            reloj.daemon = True
            reloj.start()
            try:
                estado, datos, cerrar = self._una_peticion(conexion, metodo, cuerpo)
                if vencido.is_set():
                    raise TimeoutError
                if cerrar:
                    self._cerrar_conexion()
                return estado, datos
            except _Demasiado as e:
                self._cerrar_conexion()
                raise FalloDeImplementacion(
                    f"la respuesta de {self.nombre} supera {_mib(MAX_RESPUESTA)} ({e})"
                ) from None
            except (TimeoutError, OSError, http.client.HTTPException) as e:
                self._cerrar_conexion()
                if vencido.is_set() or isinstance(e, TimeoutError):
                    self.errores_de_conexion += 1
                    raise FalloDeImplementacion(
                        f"sin respuesta completa de {self.nombre} en {self.tiempo_limite:g} s"
                    ) from None
                reintentable = isinstance(e, (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError))
                if intento == 1 and reintentable:
                    continue
                self.errores_de_conexion += 1
                raise FalloDeImplementacion(f"error de conexión con {self.nombre}: {_recorte(str(e))}") from None
            finally:
                reloj.cancel()
        raise AssertionError("unreachable")  # pragma: no cover

    def _cerrar_conexion(self) -> None:
        if self.conexion is not None:
            self.conexion.close()
            self.conexion = None

    def abrir(self) -> None:
        if self.saludo is not None:
            return
        self._puede_arrancar()
        try:
            estado, datos = self._peticion("GET", None)
            if estado != 200:
                raise FalloDeImplementacion(
                    f"GET {self.nombre} no dio el saludo del protocolo (estado {estado}); "
                    f"texto recibido: {_recorte(datos)!r}"
                )
            self._fijar_saludo(validar_saludo(datos))
        except FalloDeImplementacion as e:
            raise self._arranque_fallido(str(e)) from None

    def enviar(self, texto: str | bytes) -> str:
        self.abrir()
        estado, datos = self._peticion("POST", _bytes(texto))
        # 413: a body over the protocol's size limit may be refused at the HTTP level, with the protocol's error
        # as its body (docs/protocolo.md); the body is then checked like any other response.
        if estado not in (200, 413):
            raise FalloDeImplementacion(
                f"estado HTTP {estado} (se espera 200 también para los errores de entrada, o 413 con el error del "
                "protocolo para un cuerpo que pasa del límite de tamaño); "
                f"texto recibido: {_recorte(datos)!r}"
            )
        return datos.decode("utf-8", errors="replace")

    def estadisticas(self) -> dict:
        return {"errores_de_conexion": self.errores_de_conexion, "arranques_fallidos": self.arranques_fallidos}

    def cerrar(self) -> None:
        self._cerrar_conexion()


def crear(objetivo: str, tiempo_limite: float = TIEMPO_LIMITE) -> Objetivo:
    """El objetivo que nombra el texto (véase el docstring del módulo). `ValueError` si no se entiende."""
    objetivo = objetivo.strip()
    if objetivo in ("", "referencia"):
        return Referencia()
    if objetivo.startswith("cmd:"):
        return Programa(objetivo[4:], tiempo_limite)
    if objetivo.startswith(("http://", "https://")):
        return Http(objetivo, tiempo_limite)
    if ":" in objetivo and " " not in objetivo:
        return Funcion(objetivo, funcion_de_modulo(objetivo))
    raise ValueError(
        f"objetivo no reconocido: «{objetivo}»; se admite referencia, modulo:funcion, cmd:<orden> o http://anfitrion:puerto/ruta"
    )
