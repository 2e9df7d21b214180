"""`retiro servir --http`: el servidor HTTP del protocolo (véase `retiro.protocolo.servidor`).

Todo se contesta en el JSON del protocolo, en español: otro método (405, con ``Allow``), otra ruta (404), una
petición mal formada (400, 414, 431), un cuerpo sin ``Content-Length`` (411) o de más de `MAX_CUERPO` bytes
(413), el servidor lleno (503). Cada petición tiene un plazo de `PLAZO_PETICION` segundos de principio a fin
—un cliente que manda un byte cada poco no retiene un hilo— y hay a lo sumo `MAX_CONEXIONES` conexiones a la
vez: la memoria queda acotada por ``MAX_CONEXIONES × MAX_CUERPO`` más el cálculo.
"""

from __future__ import annotations

import contextlib
import re
import socket
import sys
import threading
import time
import traceback
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import urlsplit

from retiro.ley.registro import leer_texto
from retiro.protocolo.servidor import MAX_CUERPO, codificar, rechazo, responder, saludo
from retiro.version import VERSION_PROTOCOLO

MAX_CONEXIONES = 32  # open connections at once; more are answered 503 at once and closed
PLAZO_PETICION = 10.0  # seconds to receive one whole request and answer it (or to wait for the next one)
MAX_DESCARTE = 16 * 1024 * 1024  # bytes of an unread body drained after an error answer, so the client reads it
PLAZO_DESCARTE = 2.0  # seconds at most spent draining it
METODOS = ("GET", "HEAD", "POST", "OPTIONS")
_NUMERO = re.compile(r"[0-9]{1,20}")
# GET: the protocol's documents, the same files the site publishes (docs/protocolo.md, «Esquemas»)
DOCUMENTOS = {
    "/openapi.json": "openapi.json",
    **{f"/esquemas/{n}.schema.json": f"{n}.schema.json" for n in ("solicitud", "resultado", "error", "saludo")},
}
LOCALES = ("localhost", "127.0.0.1", "::1")

# --- HTTP --------------------------------------------------------------------------------------------

_MENSAJES_HTTP = {
    HTTPStatus.BAD_REQUEST: "la petición HTTP está mal formada",
    HTTPStatus.REQUEST_TIMEOUT: "la petición no llegó completa a tiempo",
    HTTPStatus.REQUEST_URI_TOO_LONG: "la ruta de la petición es demasiado larga",
    HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE: "la petición tiene demasiadas cabeceras o una demasiado larga",
    HTTPStatus.NOT_IMPLEMENTED: "el método no se admite",
    HTTPStatus.HTTP_VERSION_NOT_SUPPORTED: "versión de HTTP no admitida: use HTTP/1.0 o HTTP/1.1",
}


class _Manejador(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go in separate writes: avoid the 40 ms delayed-ACK stall
    server_version = "retiro"
    sys_version = ""
    timeout = PLAZO_PETICION  # per socket operation; the whole request has the same deadline (_Servidor)
    server: _Servidor

    def handle_one_request(self) -> None:
        self.server.plazo(self.connection, time.monotonic() + PLAZO_PETICION, leyendo=True)
        try:
            super().handle_one_request()
        except (ConnectionError, TimeoutError, OSError):  # the client went away or was cut off by the deadline
            self.close_connection = True

    def parse_request(self) -> bool:
        """The request line and headers, then the checks every request passes: one ``Content-Length`` (two are
        a smuggling attempt), and a ``Host`` and an ``Origin`` of this machine (DNS rebinding)."""
        if not super().parse_request():
            return False
        largos = self.headers.get_all("Content-Length") or []
        if len(largos) > 1:
            self.close_connection = True
            self._enviar(
                HTTPStatus.BAD_REQUEST,
                rechazo("Content-Length", "la petición trae más de un Content-Length"),
            )
            return False
        problema = self.server.origen_ajeno(self.headers.get("Host"), self.headers.get("Origin"))
        if problema is not None:
            self.close_connection = True
            self._enviar(HTTPStatus.FORBIDDEN, rechazo(*problema))
            return False
        return True

    def _enviar(self, estado: int, cuerpo: dict | None, cabeceras: dict[str, str] | None = None) -> None:
        self._enviar_bytes(estado, None if cuerpo is None else codificar(cuerpo), "application/json", cabeceras)

    def _enviar_bytes(
        self, estado: int, datos: bytes | None, tipo: str, cabeceras: dict[str, str] | None = None
    ) -> None:
        """Una respuesta: cabeceras y, salvo a HEAD, el cuerpo (`datos`, del tipo `tipo` en UTF-8; None: sin cuerpo)."""
        self.server.leida(self.connection)  # being answered: no longer a connection that can be dropped
        self.send_response(estado)
        if datos is not None:
            self.send_header("Content-Type", f"{tipo}; charset=utf-8")
        datos = datos or b""
        for k, v in (cabeceras or {}).items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(datos)))
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(datos)

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """Los errores que detecta `http.server` (petición mal formada, ruta o cabeceras demasiado largas…), en
        el JSON del protocolo y en español, en vez de la página HTML en inglés."""
        self.close_connection = True
        mensaje = _MENSAJES_HTTP.get(HTTPStatus(code), HTTPStatus(code).phrase)
        if code == HTTPStatus.NOT_IMPLEMENTED:  # a method http.server does not know how to dispatch
            self._metodo_no_admitido()
            return
        if not hasattr(self, "command") or self.command is None:
            self.command = ""
        if not getattr(self, "request_version", None) or self.request_version == "HTTP/0.9":
            self.request_version = "HTTP/1.0"
        self._enviar(code, rechazo("peticion", mensaje))

    def __getattr__(self, nombre: str) -> Any:
        if nombre.startswith("do_"):  # every method without its own do_X: 405 in JSON, with the allowed ones
            return self._metodo_no_admitido
        raise AttributeError(nombre)

    def _metodo_no_admitido(self) -> None:
        self._descartar_cuerpo()
        self._enviar(
            HTTPStatus.METHOD_NOT_ALLOWED,
            rechazo(
                "metodo",
                f"el método {self.command} no se admite: use POST / con la solicitud JSON, o GET / para el saludo",
            ),
            {"Allow": ", ".join(METODOS)},
        )

    def _descartar_cuerpo(self) -> None:
        """Un cuerpo que no se va a leer no debe confundirse con la petición siguiente: se cierra la conexión."""
        if self.headers.get("Content-Length") not in (None, "0") or self.headers.get("Transfer-Encoding"):
            self.close_connection = True

    def _drenar(self, largo: int) -> None:
        """Tras contestar un error sin leer el cuerpo, lee y tira hasta `MAX_DESCARTE` bytes de él (como mucho
        `PLAZO_DESCARTE` segundos) antes de cerrar: cerrar con datos sin leer manda un RST, y el cliente que
        aún escribe el cuerpo pierde la respuesta (un «Broken pipe» en vez del 413)."""
        with contextlib.suppress(OSError):
            self.wfile.flush()
            self.server.plazo(self.connection, time.monotonic() + PLAZO_PETICION, leyendo=True)  # may be dropped
            hasta = time.monotonic() + PLAZO_DESCARTE
            falta = min(largo, MAX_DESCARTE)
            while falta > 0 and time.monotonic() < hasta:
                self.connection.settimeout(max(0.05, hasta - time.monotonic()))
                trozo = self.connection.recv(min(falta, 65536))
                if not trozo:
                    break
                falta -= len(trozo)

    def _ruta_valida(self, documentos: bool = False) -> bool:
        ruta = self.path.split("?")[0]
        if ruta in ("/", "") or (documentos and ruta in DOCUMENTOS):
            return True
        self._descartar_cuerpo()
        ruta = self.path if len(self.path) <= 200 else self.path[:200] + "…"
        self._enviar(
            HTTPStatus.NOT_FOUND,
            rechazo(
                "ruta",
                f"ruta desconocida «{ruta}»; el protocolo se sirve en /, y sus documentos en "
                + ", ".join(sorted(DOCUMENTOS)),
            ),
        )
        return False

    def do_GET(self) -> None:
        if self._ruta_valida(documentos=True):
            self._descartar_cuerpo()
            ruta = self.path.split("?")[0]
            if ruta in DOCUMENTOS:
                self._enviar_documento(DOCUMENTOS[ruta])
            else:
                self._enviar(HTTPStatus.OK, saludo())

    def _enviar_documento(self, archivo: str) -> None:
        """OpenAPI o un esquema del protocolo, tal como están en el paquete (los mismos bytes que publica el sitio)."""
        datos = leer_texto("esquemas", archivo).encode("utf-8")
        tipo = "application/schema+json" if archivo.endswith(".schema.json") else "application/json"
        self._enviar_bytes(HTTPStatus.OK, datos, tipo)

    do_HEAD = do_GET

    def do_OPTIONS(self) -> None:
        if self._ruta_valida():
            self._descartar_cuerpo()
            self._enviar(HTTPStatus.NO_CONTENT, None, {"Allow": ", ".join(METODOS)})

    def do_POST(self) -> None:
        if not self._ruta_valida():
            return
        largo = self._largo_del_cuerpo()
        if largo is None:
            return
        cuerpo = self.rfile.read(largo)
        if len(cuerpo) < largo:  # the client closed the connection (or the deadline did) before sending it all
            self.close_connection = True
            return
        self.server.leida(self.connection)  # the whole request is in: computing its answer, not to be dropped
        if self.server.piscina is not None:  # --procesos N: evaluated in a worker, the same bytes
            self._enviar_bytes(HTTPStatus.OK, self.server.piscina.responder(cuerpo), "application/json")
        else:
            self._enviar(HTTPStatus.OK, responder(cuerpo))

    def _largo_del_cuerpo(self) -> int | None:
        """El largo declarado del cuerpo, o None tras contestar el error (sin leer nunca más de `MAX_CUERPO`)."""
        if self.headers.get("Transfer-Encoding"):
            self.close_connection = True
            self._enviar(
                HTTPStatus.LENGTH_REQUIRED,
                rechazo("Content-Length", "no se admite Transfer-Encoding: envíe el cuerpo con Content-Length"),
            )
            return None
        texto = self.headers.get("Content-Length")
        if texto is None:
            self.close_connection = True
            self._enviar(HTTPStatus.LENGTH_REQUIRED, rechazo("Content-Length", "falta: la solicitud va en el cuerpo"))
            return None
        if not _NUMERO.fullmatch(texto.strip()):  # ASCII digits only: «²» is a digit for str.isdigit, not for int
            self.close_connection = True
            self._enviar(HTTPStatus.BAD_REQUEST, rechazo("Content-Length", f"«{texto[:40]}» no es un número de bytes"))
            return None
        largo = int(texto.strip())
        if largo > MAX_CUERPO:
            self.close_connection = True
            self._enviar(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                rechazo("solicitud", f"la solicitud tiene {largo} bytes; el límite del protocolo es {MAX_CUERPO}"),
            )
            self._drenar(largo)
            return None
        tipo = (self.headers.get("Content-Type") or "").split(";")[0].strip().lower()
        if tipo != "application/json":
            self.close_connection = True
            self._enviar(
                HTTPStatus.UNSUPPORTED_MEDIA_TYPE,
                rechazo(
                    "Content-Type",
                    f"«{tipo[:60] or '(falta)'}» no se admite: la solicitud va como application/json",
                ),
            )
            self._drenar(largo)
            return None
        return largo

    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Servidor(ThreadingHTTPServer):
    """Un hilo por conexión, con un tope de conexiones y un plazo por petición que vigila un hilo aparte."""

    daemon_threads = True
    block_on_close = False
    request_queue_size = 64

    def __init__(self, direccion: tuple[str, int], manejador: type[BaseHTTPRequestHandler]) -> None:
        self._candado = threading.Lock()
        self._plazos: dict[socket.socket, float] = {}
        self._abiertas = 0
        self._leyendo: dict[socket.socket, float] = {}  # connections without a whole request yet → since when
        self._cerrado = threading.Event()
        self.solo_local = direccion[0] in LOCALES
        self.piscina: Any = None  # retiro.protocolo.procesos.Piscina with --procesos N (N ≥ 2)
        super().__init__(direccion, manejador)  # binds: may fail (the attributes above are then already there)
        self._vigilante = threading.Thread(target=self._vigilar, name="retiro-plazos", daemon=True)
        self._vigilante.start()

    def plazo(self, conexion: socket.socket, hasta: float, leyendo: bool = False) -> None:
        with self._candado:
            self._plazos[conexion] = hasta
            if leyendo:  # waiting for (or reading) a request: may be dropped when the server is full
                self._leyendo[conexion] = time.monotonic()

    def leida(self, conexion: socket.socket) -> None:
        with self._candado:
            self._leyendo.pop(conexion, None)

    def origen_ajeno(self, host: str | None, origen: str | None) -> tuple[str, str] | None:
        """Served on this machine only (the default), a request must name this machine: a page of another site that
        a browser is made to send here (DNS rebinding) names that site in ``Host``, or in ``Origin``."""
        if not self.solo_local:
            return None
        if host is not None and _anfitrion(host) not in LOCALES:
            return ("Host", f"«{host[:80]}» no es este equipo: el servidor solo atiende a localhost")
        if origen is not None and origen != "null" and _anfitrion(urlsplit(origen).netloc) not in LOCALES:
            return ("Origin", f"«{origen[:80]}» es otro sitio: el servidor no atiende a páginas de otros sitios")
        return None

    def _vigilar(self) -> None:
        """Corta las conexiones que pasan su plazo (un cliente que manda un byte cada poco no retiene un hilo)."""
        while not self._cerrado.wait(0.5):
            ahora = time.monotonic()
            with self._candado:
                vencidas = [c for c, t in self._plazos.items() if t < ahora]
                for c in vencidas:
                    del self._plazos[c]
            for c in vencidas:
                with contextlib.suppress(OSError):
                    c.shutdown(socket.SHUT_RDWR)

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._candado:
            lleno = self._abiertas >= MAX_CONEXIONES
            soltar = None
            if lleno and self._leyendo:
                # full: the connection that has waited longest without sending a whole request (idle, or
                # half-open) is dropped for this one; so idle sockets cannot deny the service
                soltar = min(self._leyendo, key=self._leyendo.__getitem__)
                del self._leyendo[soltar]
                self._plazos.pop(soltar, None)
                lleno = False
            if not lleno:
                self._abiertas += 1
        if soltar is not None:
            with contextlib.suppress(OSError):
                soltar.shutdown(socket.SHUT_RDWR)
        if lleno:
            self._rechazar(request)
            return
        try:
            super().process_request(request, client_address)
        except Exception:  # could not start a thread: undo the count and close
            with self._candado:
                self._abiertas -= 1
            self.shutdown_request(request)

    def process_request_thread(self, request: Any, client_address: Any) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self._candado:
                self._abiertas -= 1
                self._plazos.pop(request, None)
                self._leyendo.pop(request, None)

    def _rechazar(self, request: socket.socket) -> None:
        """503 en JSON, sin leer la petición ni ocupar un hilo, y se cierra."""
        cuerpo = codificar(rechazo("servidor", f"el servidor atiende ya {MAX_CONEXIONES} conexiones; reintente"))
        cabecera = (
            "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n"
            f"Content-Length: {len(cuerpo)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n"
        ).encode("ascii")
        try:
            request.settimeout(0.5)
            request.sendall(cabecera + cuerpo)
        except OSError:
            pass
        self.shutdown_request(request)

    def server_close(self) -> None:
        self._cerrado.set()
        super().server_close()
        if self.piscina is not None:
            self.piscina.cerrar(esperar=False)

    def handle_error(self, request: Any, client_address: Any) -> None:
        traceback.print_exc(file=sys.stderr)  # a fault of the handler: said on stderr, the server goes on


def _anfitrion(host: str) -> str:
    """The host name of a ``Host`` header or a URL's netloc, without the port (``[::1]:8000`` → ``::1``)."""
    host = host.strip().lower()
    if host.startswith("["):
        return host[1:].split("]")[0]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def crear_servidor_http(puerto: int, anfitrion: str = "127.0.0.1", piscina: Any = None) -> ThreadingHTTPServer:
    """El servidor; con `piscina` (una `retiro.protocolo.procesos.Piscina`, de ``--procesos N``), cada solicitud se
    evalúa en uno de sus procesos de cálculo (`server_close` los detiene)."""
    servidor = _Servidor((anfitrion, puerto), _Manejador)
    if piscina is not None:
        servidor.piscina = piscina
        try:
            servidor.piscina.calentar()  # the first request must not wait for N interpreters to start
        except BaseException:
            servidor.server_close()
            raise
    return servidor


def servir_http(puerto: int, anfitrion: str = "127.0.0.1", piscina: Any = None) -> int:
    servidor = crear_servidor_http(puerto, anfitrion, piscina)
    host, port = servidor.server_address[:2]
    if anfitrion not in ("127.0.0.1", "localhost", "::1"):
        print(f"retiro: aviso: el servidor escucha en {anfitrion}, no solo en la interfaz local", file=sys.stderr)
    print(
        f"retiro: sirviendo el protocolo {VERSION_PROTOCOLO} en http://{host}:{port}/ (Ctrl+C para terminar)",
        file=sys.stderr,
        flush=True,
    )
    try:
        servidor.serve_forever()
    finally:
        servidor.server_close()
    return 0
