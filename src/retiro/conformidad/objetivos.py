"""Las implementaciones bajo prueba («objetivos») y cómo se les habla (protocolo 1.0, docs/protocolo.md).

Un objetivo es un texto:

- ``referencia``: la calculadora de referencia, en el mismo proceso (por defecto);
- ``modulo:funcion``: una función de Python ``solicitud (dict) -> respuesta (dict)``;
- ``cmd:<orden>``: un programa de larga vida que habla el protocolo por stdin/stdout, una línea JSON por
  solicitud y una por respuesta, tras el saludo de versión;
- ``http://host:puerto/ruta`` (o ``https://``): un servicio que recibe cada solicitud por POST.

La implementación puede portarse mal; el kit no: cada caso tiene un límite de tiempo (programas y HTTP), un
programa caído se reinicia en el caso siguiente, y una respuesta malformada, parcial o con tipos equivocados
hace fallar ese caso mostrando el texto recibido (`FalloDeImplementacion`).
"""

from __future__ import annotations

import contextlib
import http.client
import importlib
import json
import os
import selectors
import shlex
import subprocess
import tempfile
import time
from collections.abc import Callable
from functools import cache
from importlib import resources
from urllib.parse import urlsplit

from retiro.errores import ErrorDeEntrada
from retiro.protocolo import decodificar
from retiro.version import VERSION_PROTOCOLO

PROTOCOLO = "retiro"
SALUDO = {"protocolo": PROTOCOLO, "version_protocolo": VERSION_PROTOCOLO}
TIEMPO_LIMITE = 5.0  # seconds per case (programs and HTTP)
TIEMPO_ARRANQUE = 20.0  # seconds for a program to start and answer the greeting
MAX_TEXTO = 2000  # characters of raw text shown in a failure
MAX_ARRANQUES_FALLIDOS = 3  # consecutive failed starts before giving up on a program


class FalloDeImplementacion(AssertionError):
    """La implementación no respondió conforme al protocolo: el caso falla, con el texto recibido."""


def _recorte(texto: str | bytes) -> str:
    if isinstance(texto, bytes):
        texto = texto.decode("utf-8", errors="replace")
    return texto if len(texto) <= MAX_TEXTO else texto[:MAX_TEXTO] + f"… ({len(texto)} caracteres en total)"


@cache
def validadores():
    """Validadores JSON Schema 2020-12 de las respuestas (retiro/esquemas/*.schema.json)."""
    from jsonschema import Draft202012Validator

    def uno(nombre: str):
        esquema = json.loads(resources.files("retiro").joinpath("esquemas", nombre).read_text(encoding="utf-8"))
        return Draft202012Validator(esquema)

    return {"resultado": uno("resultado.schema.json"), "error": uno("error.schema.json")}


def validar(texto: str) -> dict:
    """Decodifica y valida una respuesta; si no cumple el protocolo, `FalloDeImplementacion` con el texto crudo."""
    try:
        respuesta = json.loads(texto)
    except json.JSONDecodeError:
        try:
            decodificar(texto)
            motivo = ""  # pragma: no cover - json.loads already failed
        except ErrorDeEntrada as e:
            motivo = e.mensaje.removeprefix("no es JSON válido ")
        raise FalloDeImplementacion(
            f"la respuesta no es JSON válido {motivo}; texto recibido: {_recorte(texto)!r}"
        ) from None
    if not isinstance(respuesta, dict):
        raise FalloDeImplementacion(f"la respuesta debe ser un objeto JSON; texto recibido: {_recorte(texto)!r}")
    tipo = "error" if "error" in respuesta else "resultado"
    errores = sorted(validadores()[tipo].iter_errors(respuesta), key=lambda e: list(e.absolute_path))
    if errores:
        e = errores[0]
        ruta = ".".join(str(p) for p in e.absolute_path) or "(raíz)"
        raise FalloDeImplementacion(
            f"la respuesta no cumple el esquema de {tipo} (campo {ruta}: {e.message}); texto recibido: {_recorte(texto)!r}"
        )
    return respuesta


class Objetivo:
    """Una implementación bajo prueba: `evaluar(solicitud) -> respuesta validada`."""

    nombre: str

    def enviar(self, texto: str) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def evaluar(self, solicitud: dict) -> dict:
        return validar(self.enviar(json.dumps(solicitud, ensure_ascii=False)))

    def estadisticas(self) -> dict:
        return {}

    def cerrar(self) -> None:
        pass


class Funcion(Objetivo):
    """Una función de Python en el mismo proceso (sin límite de tiempo: no se puede interrumpir)."""

    def __init__(self, nombre: str, funcion: Callable[[dict], dict]):
        self.nombre, self.funcion = nombre, funcion

    def enviar(self, texto: str) -> str:
        try:
            respuesta = self.funcion(json.loads(texto))
        except Exception as e:  # the implementation failed on this case; the run goes on
            raise FalloDeImplementacion(f"la implementación lanzó {type(e).__name__}: {e}") from None
        try:
            return json.dumps(respuesta, ensure_ascii=False)
        except (TypeError, ValueError) as e:
            raise FalloDeImplementacion(
                f"la respuesta no se puede escribir como JSON ({e}): {_recorte(repr(respuesta))}"
            ) from None


def funcion_de_modulo(ruta: str) -> Callable[[dict], dict]:
    modulo, _, nombre = ruta.partition(":")
    try:
        f = getattr(importlib.import_module(modulo), nombre)
    except (ImportError, AttributeError) as e:
        raise ValueError(f"no se encuentra la función «{ruta}» ({e})") from None
    if not callable(f):
        raise ValueError(f"«{ruta}» no es una función")
    return f


class Programa(Objetivo):
    """Un programa externo de larga vida que habla el protocolo por stdin/stdout (una línea JSON por mensaje)."""

    def __init__(self, orden: str, tiempo_limite: float = TIEMPO_LIMITE, tiempo_arranque: float = TIEMPO_ARRANQUE):
        self.nombre = "cmd:" + orden
        self.argumentos = shlex.split(orden)
        if not self.argumentos:
            raise ValueError("cmd: falta la orden del programa")
        self.tiempo_limite, self.tiempo_arranque = tiempo_limite, tiempo_arranque
        self.proceso: subprocess.Popen | None = None
        self._err = None
        self.buffer = b""
        self.saludo: dict | None = None
        self.arranques = 0
        self.reinicios = 0
        self.casos_sin_respuesta = 0
        self.arranques_fallidos = 0
        self.ultimo_fallo_de_arranque = ""

    # -- process management -------------------------------------------------------------------------
    def _stderr(self) -> str:
        if self.proceso is None or self._err is None:
            return ""
        try:
            self._err.seek(0)
            texto = self._err.read().decode("utf-8", errors="replace").strip()
        except (OSError, ValueError):
            return ""
        return f"; stderr: {_recorte(texto[-MAX_TEXTO:])!r}" if texto else ""

    def _arrancar(self) -> None:
        if self.arranques_fallidos >= MAX_ARRANQUES_FALLIDOS:
            raise FalloDeImplementacion(
                f"el programa no arrancó {self.arranques_fallidos} veces seguidas; no se vuelve a intentar: {self.ultimo_fallo_de_arranque}"
            )
        if self.arranques:
            self.reinicios += 1
        self.arranques += 1
        self._err = tempfile.TemporaryFile()
        try:
            self.proceso = subprocess.Popen(
                self.argumentos, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err, bufsize=0
            )
        except OSError as e:
            self.arranques_fallidos += 1
            self.ultimo_fallo_de_arranque = f"no se pudo ejecutar «{self.argumentos[0]}»: {e.strerror}"
            self.proceso = None
            raise FalloDeImplementacion(self.ultimo_fallo_de_arranque) from None
        self.buffer = b""
        try:
            texto = self._intercambio(json.dumps(SALUDO), self.tiempo_arranque, "al saludo de versión")
            saludo = json.loads(texto)
            if (
                not isinstance(saludo, dict)
                or saludo.get("protocolo") != PROTOCOLO
                or not isinstance(saludo.get("version_protocolo"), str)
            ):
                raise FalloDeImplementacion(
                    f'el saludo no es {{"protocolo": "retiro", "version_protocolo": …}}; texto recibido: {_recorte(texto)!r}'
                )
            if saludo["version_protocolo"].split(".")[0] != VERSION_PROTOCOLO.split(".")[0]:
                raise FalloDeImplementacion(
                    f"el programa habla la versión {saludo['version_protocolo']} del protocolo; el kit habla la {VERSION_PROTOCOLO}"
                )
        except (FalloDeImplementacion, json.JSONDecodeError) as e:
            self.arranques_fallidos += 1
            self.ultimo_fallo_de_arranque = (
                str(e) if isinstance(e, FalloDeImplementacion) else f"el saludo no es JSON: {_recorte(texto)!r}"
            )
            self._terminar()
            raise FalloDeImplementacion(self.ultimo_fallo_de_arranque) from None
        self.saludo = saludo
        self.arranques_fallidos = 0

    def _terminar(self) -> None:
        p, self.proceso = self.proceso, None
        if p is None:
            return
        for flujo in (p.stdin, p.stdout):
            with contextlib.suppress(OSError):
                flujo.close()
        if p.poll() is None:
            p.kill()
        try:
            p.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover - kill() does not fail on Linux
            pass

    # -- one exchange ----------------------------------------------------------------------------------
    def _intercambio(self, linea: str, limite: float, que: str) -> str:
        """Escribe una línea y lee una línea de respuesta antes de `limite` segundos."""
        p = self.proceso
        assert p is not None and p.stdin is not None and p.stdout is not None
        try:
            p.stdin.write(linea.encode("utf-8") + b"\n")
            p.stdin.flush()
        except (BrokenPipeError, OSError):
            self._caido(que)
        fd = p.stdout.fileno()
        fin = time.monotonic() + limite
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while b"\n" not in self.buffer:
                resta = fin - time.monotonic()
                if resta <= 0 or not sel.select(resta):
                    parcial = self.buffer
                    self.casos_sin_respuesta += 1
                    self._terminar()
                    detalle = f"; texto parcial recibido: {_recorte(parcial)!r}" if parcial else ""
                    raise FalloDeImplementacion(
                        f"sin respuesta completa {que} en {limite:g} s: se detuvo el programa{detalle}"
                    )
                trozo = os.read(fd, 1 << 16)
                if not trozo:
                    self._caido(que)
                self.buffer += trozo
        linea_respuesta, _, self.buffer = self.buffer.partition(b"\n")
        return linea_respuesta.decode("utf-8", errors="replace")

    def _caido(self, que: str) -> None:
        p = self.proceso
        parcial = self.buffer
        codigo = None
        if p is not None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                codigo = p.wait(timeout=1)
        stderr = self._stderr()
        self._terminar()
        detalle = f"; texto parcial recibido: {_recorte(parcial)!r}" if parcial else ""
        raise FalloDeImplementacion(f"el programa terminó {que} (código de salida {codigo}){detalle}{stderr}")

    def _drenar(self) -> None:
        """Lee sin esperar lo que el programa haya escrito sin que se le pidiera."""
        p = self.proceso
        assert p is not None and p.stdout is not None
        with selectors.DefaultSelector() as sel:
            sel.register(p.stdout.fileno(), selectors.EVENT_READ)
            while sel.select(0):
                trozo = os.read(p.stdout.fileno(), 1 << 16)
                if not trozo:
                    break
                self.buffer += trozo

    def enviar(self, texto: str) -> str:
        if self.proceso is not None and self.proceso.poll() is not None:
            self._terminar()  # died between cases: restart quietly
        if self.proceso is None:
            self._arrancar()
        self._drenar()
        if self.buffer.strip():
            sobra, self.buffer = self.buffer, b""
            self._terminar()
            raise FalloDeImplementacion(
                f"el programa escribió líneas que nadie pidió (una respuesta por solicitud): {_recorte(sobra)!r}"
            )
        return self._intercambio(texto, self.tiempo_limite, "a la solicitud")

    def estadisticas(self) -> dict:
        return {
            "arranques": self.arranques,
            "reinicios": self.reinicios,
            "casos_sin_respuesta": self.casos_sin_respuesta,
        }

    def cerrar(self) -> None:
        self._terminar()


class Http(Objetivo):
    """Un servicio HTTP: GET a la ruta da el saludo; POST con la solicitud JSON da la respuesta (estado 200)."""

    def __init__(self, url: str, tiempo_limite: float = TIEMPO_LIMITE):
        self.nombre = url
        partes = urlsplit(url)
        if partes.scheme not in ("http", "https") or not partes.hostname:
            raise ValueError(f"URL no válida: «{url}»")
        self.esquema, self.anfitrion, self.puerto = partes.scheme, partes.hostname, partes.port
        self.ruta = (partes.path or "/") + (f"?{partes.query}" if partes.query else "")
        self.tiempo_limite = tiempo_limite
        self.conexion: http.client.HTTPConnection | None = None
        self.saludo: dict | None = None
        self.errores_de_conexion = 0

    def _peticion(self, metodo: str, cuerpo: bytes | None) -> tuple[int, bytes]:
        clase = http.client.HTTPSConnection if self.esquema == "https" else http.client.HTTPConnection
        for intento in (1, 2):  # a kept-alive connection closed by the server is retried once
            if self.conexion is None:
                self.conexion = clase(self.anfitrion, self.puerto, timeout=self.tiempo_limite)
            fin = time.monotonic() + self.tiempo_limite
            try:
                cabeceras = {"Content-Type": "application/json; charset=utf-8", "Accept": "application/json"}
                self.conexion.request(metodo, self.ruta, body=cuerpo, headers=cabeceras)
                r = self.conexion.getresponse()
                datos = r.read()  # each socket operation is bounded by the time limit
                if time.monotonic() > fin:
                    raise TimeoutError
                if r.getheader("Connection", "").lower() == "close":
                    self.conexion.close()
                    self.conexion = None
                return r.status, datos
            except (TimeoutError, OSError, http.client.HTTPException) as e:
                if self.conexion is not None:
                    self.conexion.close()
                self.conexion = None
                reintentable = isinstance(e, (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError))
                if intento == 1 and reintentable:
                    continue
                self.errores_de_conexion += 1
                if isinstance(e, TimeoutError):
                    raise FalloDeImplementacion(f"sin respuesta de {self.nombre} en {self.tiempo_limite:g} s") from None
                raise FalloDeImplementacion(f"error de conexión con {self.nombre}: {e}") from None
        raise AssertionError("unreachable")  # pragma: no cover

    def enviar(self, texto: str) -> str:
        if self.saludo is None:
            estado, datos = self._peticion("GET", None)
            try:
                saludo = json.loads(datos)
            except json.JSONDecodeError:
                saludo = None
            if estado != 200 or not isinstance(saludo, dict) or saludo.get("protocolo") != PROTOCOLO:
                raise FalloDeImplementacion(
                    f"GET {self.nombre} no dio el saludo del protocolo (estado {estado}); texto recibido: {_recorte(datos)!r}"
                )
            if str(saludo.get("version_protocolo", "")).split(".")[0] != VERSION_PROTOCOLO.split(".")[0]:
                raise FalloDeImplementacion(
                    f"el servicio habla la versión {saludo.get('version_protocolo')} del protocolo; el kit habla la {VERSION_PROTOCOLO}"
                )
            self.saludo = saludo
        estado, datos = self._peticion("POST", texto.encode("utf-8"))
        if estado != 200:
            raise FalloDeImplementacion(
                f"estado HTTP {estado} (se espera 200 también para los errores de entrada); texto recibido: {_recorte(datos)!r}"
            )
        return datos.decode("utf-8", errors="replace")

    def estadisticas(self) -> dict:
        return {"errores_de_conexion": self.errores_de_conexion}

    def cerrar(self) -> None:
        if self.conexion is not None:
            self.conexion.close()
            self.conexion = None


def crear(objetivo: str, tiempo_limite: float = TIEMPO_LIMITE) -> Objetivo:
    """El objetivo que nombra el texto (véase el docstring del módulo). `ValueError` si no se entiende."""
    objetivo = objetivo.strip()
    if objetivo in ("", "referencia"):
        from retiro import evaluar

        return Funcion("referencia", evaluar)
    if objetivo.startswith("cmd:"):
        return Programa(objetivo[4:], tiempo_limite)
    if objetivo.startswith(("http://", "https://")):
        return Http(objetivo, tiempo_limite)
    if ":" in objetivo and " " not in objetivo:
        return Funcion(objetivo, funcion_de_modulo(objetivo))
    raise ValueError(
        f"objetivo no reconocido: «{objetivo}»; se admite referencia, modulo:funcion, cmd:<orden> o http://anfitrion:puerto/ruta"
    )
