"""Sirve una función de Python ``solicitud -> respuesta`` por el protocolo, por stdio o por HTTP.

    python -m retiro.cli.adaptador modulo:funcion              # stdio (cmd:)
    python -m retiro.cli.adaptador modulo:funcion --http 8080  # HTTP (http://127.0.0.1:8080/)

Para probar la misma implementación por los tres caminos del kit (en el proceso, ``cmd:`` y ``http://``):
así se prueban las implementaciones defectuosas y tramposas. El saludo va a la función como cualquier
mensaje; si ella no contesta un saludo, el adaptador contesta uno sin partes no soportadas.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from retiro.conformidad.objetivos import SALUDO

MAX_CUERPO = 1 << 20


def responder(funcion: Callable[[dict], dict], nombre: str, texto: str | bytes) -> dict:
    try:
        mensaje = json.loads(texto)
    except (ValueError, RecursionError):
        return {"version_protocolo": "1.0", "error": {"campo": "solicitud", "mensaje": "no es JSON válido"}}
    respuesta = funcion(mensaje)
    if isinstance(mensaje, dict) and "protocolo" in mensaje and "protocolo" not in respuesta:
        return {**SALUDO, "implementacion": nombre}
    return respuesta


def servir_stdio(funcion: Callable[[dict], dict], nombre: str) -> int:
    for linea in sys.stdin.buffer:
        if linea.strip():
            sys.stdout.write(json.dumps(responder(funcion, nombre, linea), ensure_ascii=False) + "\n")
            sys.stdout.flush()
    return 0


def servidor_http(funcion: Callable[[dict], dict], nombre: str, puerto: int) -> ThreadingHTTPServer:
    class Manejador(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body go in separate writes: avoid the 40 ms delayed-ACK stall

        def log_message(self, *args) -> None:
            pass

        def _contestar(self, respuesta: dict) -> None:
            datos = json.dumps(respuesta, ensure_ascii=False).encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(datos)))
            self.end_headers()
            self.wfile.write(datos)

        def do_GET(self) -> None:
            self._contestar(responder(funcion, nombre, json.dumps(SALUDO)))

        def do_POST(self) -> None:
            largo = int(self.headers.get("Content-Length") or 0)
            self._contestar(responder(funcion, nombre, self.rfile.read(min(largo, MAX_CUERPO))))

    servidor = ThreadingHTTPServer(("127.0.0.1", puerto), Manejador)
    servidor.daemon_threads = True
    return servidor
