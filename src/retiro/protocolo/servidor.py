"""`retiro servir`: la calculadora de referencia por el protocolo 1.x, por stdio o por HTTP (docs/protocolo.md).

- stdio: una línea JSON por solicitud, una línea JSON por respuesta, en el mismo orden. Una línea
  ``{"protocolo": "retiro", "version_protocolo": "1.2"}`` (el saludo) se contesta con el saludo propio.
  Ninguna línea detiene el servicio: la que no se entiende recibe un error del protocolo y se sigue con la
  siguiente; una línea de más de `MAX_CUERPO` bytes se descarta sin guardarla entera en memoria.
- HTTP: ``GET /`` da el saludo; ``POST /`` con la solicitud JSON da la respuesta, siempre con estado 200
  (un error de entrada también es una respuesta del protocolo). Todo lo demás —otro método, otra ruta, una
  petición mal formada, un cuerpo sin ``Content-Length`` o de más de `MAX_CUERPO` bytes, el servidor lleno—
  también se contesta en JSON, en español, con su estado HTTP. Solo en la interfaz local, salvo que se pida
  otra. Cada petición tiene un plazo y hay un tope de conexiones a la vez: un cliente lento o muchos no
  agotan el servidor (`retiro.protocolo.servidor_http`, que solo se importa para servir por HTTP).
- ``--procesos N`` (N ≥ 2): las mismas respuestas, en el mismo orden, calculadas en N procesos
  (`retiro.protocolo.procesos`, que solo se importa entonces); sin la opción, todo sigue en este proceso.
"""

from __future__ import annotations

import sys
import traceback
from typing import BinaryIO

from retiro.comun.errores import ErrorDeEntrada
from retiro.comun.limites import MAX_BYTES
from retiro.protocolo import codificar_utf8, decodificar, evaluar, resultado_de_error, resultado_interno
from retiro.version import VERSION, VERSION_PROTOCOLO

MAX_CUERPO = MAX_BYTES  # bytes of one request (HTTP body or stdio line): the protocol's limit, 1 MiB


def saludo() -> dict:
    return {
        "protocolo": "retiro",
        "version_protocolo": VERSION_PROTOCOLO,
        "implementacion": "retiro (calculadora de referencia)",
        "version": VERSION,
    }


def rechazo(campo: str, mensaje: str) -> dict:
    return resultado_de_error(ErrorDeEntrada(campo, mensaje))


def responder(mensaje: bytes | str) -> dict:
    """La respuesta del protocolo a un mensaje (una línea o un cuerpo HTTP). Nunca lanza."""
    try:
        # within the protocol limits; anything wrong is an ErrorDeEntrada
        solicitud = decodificar(mensaje, max_bytes=MAX_CUERPO)
        if isinstance(solicitud, dict) and "protocolo" in solicitud:
            return saludo()
        return evaluar(solicitud)  # never raises: a fault of the calculator is an internal error
    except ErrorDeEntrada as e:
        return resultado_de_error(e)
    except Exception as e:  # a fault of the server itself must not stop it nor be blamed on the request
        traceback.print_exc(file=sys.stderr)
        return resultado_interno(e)


def codificar(respuesta: dict) -> bytes:
    """La respuesta como texto JSON en UTF-8 (`retiro.protocolo.codificar_utf8`: nunca lanza)."""
    return codificar_utf8(respuesta)


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
            respuesta = rechazo("solicitud", f"la línea pasa de {MAX_CUERPO} bytes (el límite del protocolo)")
        elif not linea.strip():
            continue
        else:
            respuesta = responder(linea.rstrip(b"\r\n"))
        salida.write(codificar(respuesta) + b"\n")
        salida.flush()
