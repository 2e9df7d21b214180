"""El texto JSON del protocolo, en las dos direcciones, sin que ninguna entrada pueda tumbarlo.

`decodificar` convierte texto (o bytes UTF-8) en objetos de Python dentro de los límites del protocolo
(`retiro.comun.limites`): tamaño, anidamiento, cifras de los enteros. Lo que el JSON admite pero el protocolo no
(números con decimales, enteros enormes, campos repetidos) no se descarta ni se adivina: se conserva como
una marca que la lectura de la solicitud (`retiro.protocolo.entrada`) rechaza nombrando el campo donde aparece.
Todo lo demás es un `ErrorDeEntrada` con un mensaje en español. Nunca lanza otra excepción.

`codificar` escribe una respuesta como texto JSON que siempre puede escribirse en UTF-8.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

from retiro.comun.errores import ErrorDeEntrada, error_interno
from retiro.comun.limites import MAX_BYTES, MAX_CIFRAS_ENTERO_JSON, MAX_PROFUNDIDAD
from retiro.version import VERSION_PROTOCOLO


class NumeroConDecimales:
    """Un número JSON con punto o exponente (``30000.5``, ``3e4``): no es exacto para el protocolo.

    Se guarda su texto (recortado) para que el error lo muestre tal como se escribió.
    """

    __slots__ = ("texto",)

    def __init__(self, texto: str) -> None:
        self.texto = texto if len(texto) <= 60 else texto[:60] + "…"

    def __repr__(self) -> str:
        return self.texto


class EnteroLargo:
    """Un entero JSON de más de `MAX_CIFRAS_ENTERO_JSON` cifras (nunca se convierte en `int`)."""

    __slots__ = ("cifras",)

    def __init__(self, texto: str) -> None:
        self.cifras = len(texto.lstrip("-"))

    def __repr__(self) -> str:
        return f"un entero de {self.cifras} cifras"


class ObjetoConCamposRepetidos(dict):
    """Un objeto JSON que repite un nombre de campo (se conserva el último valor, como en JSON, y el nombre)."""

    __slots__ = ("repetido",)


def _entero(texto: str) -> int | EnteroLargo:
    return int(texto) if len(texto) <= MAX_CIFRAS_ENTERO_JSON else EnteroLargo(texto)


def _constante(texto: str) -> Any:
    raise _NoEsJSON(f"«{texto}» no es un valor JSON")


def _objeto(pares: list[tuple[str, Any]]) -> dict:
    d = dict(pares)
    if len(d) == len(pares):
        return d
    o = ObjetoConCamposRepetidos(d)
    vistos: set[str] = set()
    # the first name seen twice (there is one: the dict is shorter than the pairs); set.add returns None
    o.repetido = next(k for k, _ in pares if k in vistos or vistos.add(k))
    return o


class _NoEsJSON(ValueError):
    pass


_DECODIFICADOR = json.JSONDecoder(parse_float=NumeroConDecimales, parse_constant=_constante, object_pairs_hook=_objeto)
# only when the text has a run of more digits than a JSON integer may have: the hook costs a call per integer
_DECODIFICADOR_CIFRAS = json.JSONDecoder(
    parse_float=NumeroConDecimales, parse_int=_entero, parse_constant=_constante, object_pairs_hook=_objeto
)
_CIFRAS_DE_MAS = re.compile(f"[0-9]{{{MAX_CIFRAS_ENTERO_JSON + 1}}}")
_CADENA = re.compile(r'"(?:[^"\\]|\\.)*+"', re.DOTALL)
_PROFUNDIDAD = {"[": 1, "{": 1, "]": -1, "}": -1}

# The json module's messages, in Spanish.
_MENSAJES_JSON = (
    ("Expecting value", "se esperaba un valor"),
    ("Expecting property name enclosed in double quotes", "se esperaba un nombre de campo entre comillas dobles"),
    ("Expecting ',' delimiter", "se esperaba una coma"),
    ("Expecting ':' delimiter", "se esperaban dos puntos"),
    ("Unterminated string", "texto entre comillas sin cerrar"),
    ("Extra data", "sobran datos después del JSON"),
    ("Invalid control character", "carácter de control no válido"),
    ("Invalid \\escape", "secuencia de escape no válida"),
    ("Invalid \\uXXXX escape", "secuencia \\u no válida"),
)


def decodificar(texto: str | bytes, campo: str = "solicitud", max_bytes: int = MAX_BYTES) -> Any:
    """Decodifica un mensaje JSON del protocolo; lo malformado o lo que pasa los límites es un `ErrorDeEntrada`.

    Los enteros conservan su valor exacto; un número con decimales llega como `NumeroConDecimales` y un
    entero de más de `MAX_CIFRAS_ENTERO_JSON` cifras como `EnteroLargo` (los rechaza `retiro.protocolo.entrada`).
    """
    if isinstance(texto, (bytes, bytearray)):
        if len(texto) > max_bytes:
            raise ErrorDeEntrada(campo, f"el mensaje tiene {len(texto)} bytes; el máximo es {max_bytes}")
        try:
            texto = bytes(texto).decode("utf-8")
        except UnicodeDecodeError as e:
            raise ErrorDeEntrada(campo, f"no es texto UTF-8 válido (byte {e.start + 1} del mensaje)") from None
    elif not isinstance(texto, str):
        raise ErrorDeEntrada(campo, "debe ser un texto JSON", type(texto).__name__)
    elif len(texto) > max_bytes // 4 and len(texto.encode("utf-8", "surrogatepass")) > max_bytes:
        raise ErrorDeEntrada(campo, f"el mensaje pasa de {max_bytes} bytes en UTF-8")
    texto = texto.removeprefix("\ufeff")  # a byte order mark is not part of the JSON text (RFC 8259, 8.1)
    if texto.count("[") + texto.count("{") > MAX_PROFUNDIDAD:
        _comprobar_profundidad(texto, campo)
    decodificador = _DECODIFICADOR_CIFRAS if _CIFRAS_DE_MAS.search(texto) else _DECODIFICADOR
    try:
        return decodificador.decode(texto)
    except json.JSONDecodeError as e:
        motivo = next((es for en, es in _MENSAJES_JSON if e.msg.startswith(en)), "error de sintaxis")
        raise ErrorDeEntrada(campo, f"no es JSON válido (línea {e.lineno}, columna {e.colno}: {motivo})") from None
    except _NoEsJSON as e:
        raise ErrorDeEntrada(campo, f"no es JSON válido: {e}") from None
    except RecursionError:  # pragma: no cover - the depth check comes first; a safety net
        raise ErrorDeEntrada(campo, f"anida más de {MAX_PROFUNDIDAD} niveles de objetos o listas") from None


def _comprobar_profundidad(texto: str, campo: str) -> None:
    """Rechaza un texto que anida más de `MAX_PROFUNDIDAD` niveles, en tiempo lineal y sin recursión."""
    corchetes = re.sub(r"[^\[\]{}]+", "", _CADENA.sub("", texto))
    if corchetes and max(accumulate(map(_PROFUNDIDAD.__getitem__, corchetes))) > MAX_PROFUNDIDAD:
        raise ErrorDeEntrada(
            campo, f"anida más de {MAX_PROFUNDIDAD} niveles de objetos o listas (una solicitud válida usa 3)"
        )


def codificar(obj: Any) -> str:
    """El texto JSON de una respuesta, en una línea; siempre se puede escribir en UTF-8. Nunca lanza."""
    try:
        texto = json.dumps(obj, ensure_ascii=False, default=str)
    except Exception as e:  # not JSON-serialisable after all: a fault of the calculator, said as such
        return json.dumps({"version_protocolo": VERSION_PROTOCOLO, "error": error_interno(e)}, ensure_ascii=True)
    try:
        texto.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate somewhere: escape everything non-ASCII instead
        return json.dumps(obj, ensure_ascii=True, default=str)
    return texto


def codificar_utf8(obj: Any) -> bytes:
    """`codificar`, ya en bytes UTF-8 (para los transportes)."""
    return codificar(obj).encode("utf-8")
