"""`retiro servir`: la calculadora de referencia por el protocolo 1.0, por stdio o por HTTP (docs/protocolo.md).

- stdio: una línea JSON por solicitud, una línea JSON por respuesta, en el mismo orden. Una línea
  ``{"protocolo": "retiro", "version_protocolo": "1.0"}`` (el saludo) se contesta con el saludo propio.
- HTTP: ``GET /`` da el saludo; ``POST /`` con la solicitud JSON da la respuesta, siempre con estado 200
  (un error de entrada también es una respuesta del protocolo). Solo en la interfaz local, salvo que se pida otra.
"""

from __future__ import annotations

import json
import sys
import traceback
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import BinaryIO

from retiro.errores import ErrorDeEntrada
from retiro.protocolo import decodificar, evaluar, resultado_de_error
from retiro.version import VERSION_PROTOCOLO

MAX_CUERPO = 1 << 20  # 1 MiB per request


def saludo() -> dict:
    from retiro import __version__

    return {
        "protocolo": "retiro",
        "version_protocolo": VERSION_PROTOCOLO,
        "implementacion": "retiro (calculadora de referencia)",
        "version": __version__,
    }


def responder(texto: str | bytes) -> dict:
    """La respuesta del protocolo a un mensaje (una línea o un cuerpo HTTP). Nunca lanza."""
    try:
        # Plain json.loads, as the in-process API receives it: a JSON number with decimals stays a float
        # and is rejected by retiro.entrada, the same through every transport.
        mensaje = json.loads(texto)
    except UnicodeDecodeError:
        return resultado_de_error(ErrorDeEntrada("solicitud", "no es texto UTF-8"))
    except json.JSONDecodeError:
        try:
            decodificar(texto if isinstance(texto, str) else texto.decode("utf-8"))  # the Spanish message
        except ErrorDeEntrada as e:
            return resultado_de_error(e)
        return resultado_de_error(ErrorDeEntrada("solicitud", "no es JSON válido"))  # pragma: no cover
    if isinstance(mensaje, dict) and "protocolo" in mensaje:
        return saludo()
    try:
        return evaluar(mensaje)
    except Exception as e:  # a bug in the reference must not stop the server
        traceback.print_exc(file=sys.stderr)
        return resultado_de_error(
            ErrorDeEntrada("solicitud", f"error interno de la calculadora de referencia: {type(e).__name__}: {e}")
        )


def _linea(respuesta: dict) -> bytes:
    return json.dumps(respuesta, ensure_ascii=False).encode("utf-8") + b"\n"


def servir_stdio(entrada: BinaryIO | None = None, salida: BinaryIO | None = None) -> int:
    """Atiende solicitudes, una por línea, hasta el fin de la entrada. Las líneas en blanco se ignoran."""
    entrada = entrada or sys.stdin.buffer
    salida = salida or sys.stdout.buffer
    for linea in entrada:
        if not linea.strip():
            continue
        salida.write(_linea(responder(linea.rstrip(b"\r\n"))))
        salida.flush()
    return 0


class _Manejador(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go in separate writes: avoid the 40 ms delayed-ACK stall
    server_version = "retiro"

    def _enviar(self, estado: int, cuerpo: dict) -> None:
        datos = json.dumps(cuerpo, ensure_ascii=False).encode("utf-8")
        self.send_response(estado)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(datos)))
        self.end_headers()
        self.wfile.write(datos)

    def _ruta_valida(self) -> bool:
        if self.path.split("?")[0] in ("/", ""):
            return True
        self._enviar(
            404,
            resultado_de_error(ErrorDeEntrada("ruta", f"ruta desconocida «{self.path}»; el protocolo se sirve en /")),
        )
        return False

    def do_GET(self) -> None:
        if self._ruta_valida():
            self._enviar(200, saludo())

    def do_POST(self) -> None:
        if not self._ruta_valida():
            return
        try:
            largo = int(self.headers.get("Content-Length", ""))
        except ValueError:
            self._enviar(411, resultado_de_error(ErrorDeEntrada("Content-Length", "falta o no es un número")))
            self.close_connection = True
            return
        if largo > MAX_CUERPO:
            self._enviar(
                413, resultado_de_error(ErrorDeEntrada("solicitud", f"la solicitud pasa de {MAX_CUERPO} bytes"))
            )
            self.close_connection = True
            return
        self._enviar(200, responder(self.rfile.read(largo)))

    def log_message(self, format: str, *args) -> None:
        pass


def crear_servidor_http(puerto: int, anfitrion: str = "127.0.0.1") -> ThreadingHTTPServer:
    servidor = ThreadingHTTPServer((anfitrion, puerto), _Manejador)
    servidor.daemon_threads = True
    return servidor


def servir_http(puerto: int, anfitrion: str = "127.0.0.1") -> int:
    servidor = crear_servidor_http(puerto, anfitrion)
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
    except KeyboardInterrupt:
        pass
    finally:
        servidor.server_close()
    return 0
