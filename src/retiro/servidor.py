"""`retiro servir`: la calculadora de referencia por el protocolo 1.0, por stdio o por HTTP (docs/protocolo.md).

- stdio: una línea JSON por solicitud, una línea JSON por respuesta, en el mismo orden. Una línea
  ``{"protocolo": "retiro", "version_protocolo": "1.0"}`` (el saludo) se contesta con el saludo propio.
  Ninguna línea detiene el servicio: la que no se entiende recibe un error del protocolo y se sigue con la
  siguiente; una línea de más de `MAX_CUERPO` bytes se descarta sin guardarla entera en memoria.
- HTTP: ``GET /`` da el saludo; ``POST /`` con la solicitud JSON da la respuesta, siempre con estado 200
  (un error de entrada también es una respuesta del protocolo). Todo lo demás —otro método, otra ruta, una
  petición mal formada, un cuerpo sin ``Content-Length`` o de más de `MAX_CUERPO` bytes, el servidor lleno—
  también se contesta en JSON, en español, con su estado HTTP. Solo en la interfaz local, salvo que se pida
  otra. Cada petición tiene un plazo y hay un tope de conexiones a la vez: un cliente lento o muchos no
  agotan el servidor (`retiro.servidor_http`, que solo se importa para servir por HTTP).
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import TYPE_CHECKING, Any, BinaryIO

from retiro.errores import ErrorDeEntrada
from retiro.version import VERSION_PROTOCOLO

if TYPE_CHECKING:
    from http.server import ThreadingHTTPServer

MAX_CUERPO = 1 << 20  # bytes of one request (HTTP body or stdio line): 1 MiB


def saludo() -> dict:
    from retiro import __version__

    return {
        "protocolo": "retiro",
        "version_protocolo": VERSION_PROTOCOLO,
        "implementacion": "retiro (calculadora de referencia)",
        "version": __version__,
    }


def _error(campo: str, mensaje: str) -> dict:
    from retiro.protocolo import resultado_de_error

    return resultado_de_error(ErrorDeEntrada(campo, mensaje))


def decodificar_mensaje(mensaje: bytes | str, campo: str = "solicitud") -> Any:
    """El JSON de un mensaje del protocolo (una línea, un cuerpo HTTP, un archivo de la CLI). Lo que no se
    entiende es un `ErrorDeEntrada` que nombra `campo`; nunca lanza otra excepción.

    Un número JSON con decimales llega como `float`, que la lectura de la solicitud rechaza nombrando el campo:
    lo mismo por todos los transportes y por `retiro calcular`."""
    from retiro.protocolo import decodificar

    if isinstance(mensaje, (bytes, bytearray)):
        try:
            mensaje = bytes(mensaje).decode("utf-8")
        except UnicodeDecodeError as e:
            raise ErrorDeEntrada(campo, f"no es texto UTF-8 válido (byte {e.start + 1})") from None
    mensaje = mensaje.removeprefix("\ufeff")  # a byte order mark is not part of the JSON text (RFC 8259, 8.1)
    try:
        return json.loads(mensaje)
    except json.JSONDecodeError:
        decodificar(mensaje, campo)  # raises ErrorDeEntrada with the message in Spanish
        raise ErrorDeEntrada(campo, "no es JSON válido") from None  # pragma: no cover
    except RecursionError:
        raise ErrorDeEntrada(campo, "anida demasiados niveles de objetos o listas") from None
    except ValueError:  # an integer past Python's int-string limit (4300 digits)
        raise ErrorDeEntrada(campo, "tiene un número entero con demasiadas cifras") from None


def responder(mensaje: bytes | str) -> dict:
    """La respuesta del protocolo a un mensaje (una línea o un cuerpo HTTP). Nunca lanza."""
    from retiro.protocolo import evaluar, resultado_de_error

    try:
        solicitud = decodificar_mensaje(mensaje)
        if isinstance(solicitud, dict) and "protocolo" in solicitud:
            return saludo()
        return evaluar(solicitud)
    except ErrorDeEntrada as e:
        return resultado_de_error(e)
    except Exception as e:  # a fault of the reference must not stop the server nor be blamed on the request
        traceback.print_exc(file=sys.stderr)
        return _interno(e)


def _interno(e: BaseException) -> dict:
    return _error(
        "solicitud",
        f"error interno de la calculadora de referencia ({type(e).__name__}); no es un "
        "problema de la solicitud: por favor, infórmelo con la solicitud que lo produjo",
    )


def codificar(respuesta: dict) -> bytes:
    """La respuesta como texto JSON en UTF-8. Nunca lanza: un carácter que UTF-8 no admite (un sustituto suelto
    que llegó en la solicitud y el error repite) se escribe como escape ``\\uXXXX``."""
    try:
        texto = json.dumps(respuesta, ensure_ascii=False, default=str)
        try:
            return texto.encode("utf-8")
        except UnicodeEncodeError:
            return json.dumps(respuesta, ensure_ascii=True, default=str).encode("ascii")
    except Exception as e:  # not serialisable after all: a fault of the reference
        return json.dumps(_interno(e), ensure_ascii=True).encode("ascii")


# --- stdio -------------------------------------------------------------------------------------------


def servir_stdio(entrada: BinaryIO | None = None, salida: BinaryIO | None = None) -> int:
    """Atiende solicitudes, una por línea, hasta el fin de la entrada. Las líneas en blanco se ignoran."""
    entrada = entrada or sys.stdin.buffer
    salida = salida or sys.stdout.buffer
    while True:
        linea = entrada.readline(MAX_CUERPO + 2)  # never more than the limit in memory
        if not linea:
            return 0
        if len(linea) > MAX_CUERPO + 1 or (len(linea) == MAX_CUERPO + 1 and not linea.endswith(b"\n")):
            while linea and not linea.endswith(b"\n"):  # skip the rest of the oversized line, in chunks
                linea = entrada.readline(1 << 16)
            respuesta = _error("solicitud", f"la línea pasa de {MAX_CUERPO} bytes (el límite del protocolo)")
        elif not linea.strip():
            continue
        else:
            respuesta = responder(linea.rstrip(b"\r\n"))
        salida.write(codificar(respuesta) + b"\n")
        salida.flush()


def crear_servidor_http(puerto: int, anfitrion: str = "127.0.0.1") -> ThreadingHTTPServer:
    from retiro.servidor_http import crear_servidor_http

    return crear_servidor_http(puerto, anfitrion)


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
    finally:
        servidor.server_close()
    return 0
