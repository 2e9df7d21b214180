"""Un servicio HTTP del protocolo que se porta mal a propósito (para probar la robustez del kit).

``arrancar()`` lo pone a escuchar en un puerto libre, en un hilo; cada ruta es un comportamiento:

- ``/`` contesta como la referencia;
- ``/gotea``: contesta la respuesta buena, un byte cada 0,5 s (cada lectura llega a tiempo; el caso entero no);
- ``/gotea_cabeceras``: igual, pero ya desde la línea de estado y las cabeceras;
- ``/sin_fin``: un cuerpo sin fin (``Transfer-Encoding: chunked``), tan rápido como se lea;
- ``/largo``: anuncia ``Content-Length`` de 10 GB y lo envía;
- ``/saludo_malo``: el saludo (GET) no es JSON;
- ``/saludo_digitos``: el saludo es un entero JSON de 5 000 cifras.

Con ``python tests/implementacion_traviesa_http.py PUERTO`` se sirve en ese puerto (para scripts/memoria_kit.py).
"""

from __future__ import annotations

import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from retiro.protocolo import evaluar

SALUDO = {"protocolo": "retiro", "version_protocolo": "1.0", "implementacion": "traviesa HTTP"}
MB = 1 << 20


class Manejador(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args) -> None:  # quiet
        pass

    def _cuerpo(self) -> bytes:
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n) if n else b""

    def _enviar(self, datos: bytes, estado: int = 200) -> None:
        self.send_response(estado)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(datos)))
        self.end_headers()
        self.wfile.write(datos)

    def do_GET(self) -> None:
        if self.path == "/saludo_malo":
            self._enviar(b"<html>hola</html>")
        elif self.path == "/saludo_digitos":
            self._enviar(b"9" * 5000)
        else:
            self._enviar(json.dumps(SALUDO).encode())

    def do_POST(self) -> None:
        cuerpo = self._cuerpo()
        bueno = json.dumps(evaluar(json.loads(cuerpo))).encode()
        try:
            if self.path == "/gotea":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(bueno)))
                self.end_headers()
                self.wfile.flush()
                for b in bueno:
                    self.wfile.write(bytes([b]))
                    self.wfile.flush()
                    time.sleep(0.5)
            elif self.path == "/gotea_cabeceras":
                cabecera = f"HTTP/1.1 200 OK\r\nContent-Length: {len(bueno)}\r\n\r\n".encode() + bueno
                for b in cabecera:
                    self.wfile.write(bytes([b]))
                    self.wfile.flush()
                    time.sleep(0.5)
            elif self.path == "/sin_fin":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                trozo = b"%x\r\n%s\r\n" % (MB, b" " * MB)
                while True:
                    self.wfile.write(trozo)
            elif self.path == "/largo":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(10 * 1024 * MB))
                self.end_headers()
                while True:
                    self.wfile.write(b" " * MB)
            else:
                self._enviar(bueno)
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass  # the kit hung up, as it should


def arrancar(puerto: int = 0) -> tuple[ThreadingHTTPServer, str]:
    servidor = ThreadingHTTPServer(("127.0.0.1", puerto), Manejador)
    servidor.daemon_threads = True
    threading.Thread(target=servidor.serve_forever, daemon=True).start()
    return servidor, f"http://127.0.0.1:{servidor.server_address[1]}"


if __name__ == "__main__":
    servidor, url = arrancar(int(sys.argv[1]) if len(sys.argv) > 1 else 0)
    print(url, flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        servidor.shutdown()
