"""Errores del protocolo: uno de entrada (un campo, un problema, en español) o uno interno de la calculadora.

Un error se devuelve como JSON (`error.schema.json`): cualquier texto que repite — el valor recibido, el
nombre de un campo desconocido — se recorta a `MAX_LARGO_ECO` caracteres y se vuelve Unicode válido, para
que la respuesta siempre pueda escribirse en UTF-8 por grande o extraño que sea lo recibido.
"""

from __future__ import annotations

import reprlib

from retiro.comun.limites import MAX_LARGO_ECO

_ENTERO_ECO = 10**30  # integers up to 30 digits are echoed as JSON integers; larger ones are described


def texto_seguro(texto: str, largo: int | None = None) -> str:
    """El texto recortado a `largo` caracteres (por defecto `MAX_LARGO_ECO`; «…» al final si se recortó) y sin
    sustitutos UTF-16 sueltos.

    Un sustituto suelto (``"\\ud800"`` en JSON) no puede escribirse en UTF-8: se muestra como su escape.
    """
    if largo is None:
        largo = MAX_LARGO_ECO  # read at each call: the limit has one source (retiro.comun.limites)
    if len(texto) > largo:
        texto = texto[:largo] + "…"
    try:
        texto.encode("utf-8")
    except UnicodeEncodeError:
        texto = texto.encode("utf-8", "backslashreplace").decode("utf-8")
    return texto


def describir(valor: object) -> str | int | bool:
    """El valor recibido tal como puede repetirse en una respuesta: acotado, JSON y Unicode válido."""
    if isinstance(valor, bool):
        return valor
    if isinstance(valor, int):
        return valor if -_ENTERO_ECO < valor < _ENTERO_ECO else _entero_grande(valor)
    if isinstance(valor, str):
        return texto_seguro(valor)
    try:
        return texto_seguro(_ECO.repr(valor))
    except Exception:  # an object whose repr fails must not turn a clear input error into a crash
        return f"un valor de tipo {type(valor).__name__}"


def _entero_grande(n: int) -> str:
    return f"un entero de unas {int(n.bit_length() * 0.30103) + 1} cifras"  # str(n) would need every digit


class _Eco(reprlib.Repr):
    """repr acotado (niveles, elementos, largo) que nunca convierte un entero enorme a texto."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother = 3, 80, 80
        self.maxdict = self.maxlist = self.maxtuple = self.maxset = self.maxfrozenset = self.maxdeque = 8

    def repr_int(self, x: int, level: int) -> str:
        return repr(x) if -_ENTERO_ECO < x < _ENTERO_ECO else f"<{_entero_grande(x)}>"


_ECO = _Eco()


class ErrorDeEntrada(ValueError):
    """Un dato de la solicitud falta, es imposible o no se entiende.

    `campo` es la ruta del campo en la solicitud JSON (p. ej. ``coordinacion.beneficio_seguro_social.monto``);
    `mensaje` explica el problema en español, para quien escribió la solicitud; `valor`, lo que se recibió.
    """

    def __init__(self, campo: str, mensaje: str, valor: object = None) -> None:
        super().__init__(f"{campo}: {mensaje}")
        self.campo = campo
        self.mensaje = mensaje
        self.valor = valor

    def como_dict(self) -> dict:
        d: dict = {"campo": texto_seguro(self.campo or "solicitud"), "mensaje": texto_seguro(self.mensaje, 2000)}
        if self.valor is not None:
            d["valor_recibido"] = describir(self.valor)
        return d


def error_interno(e: BaseException) -> dict:
    """El objeto de error de un fallo de la calculadora (no de la solicitud): `interno: true`, sin campo."""
    try:
        detalle = f"{type(e).__name__}: {e}"
    except Exception:
        detalle = type(e).__name__
    return {
        "interno": True,
        "mensaje": "error interno de la calculadora: no es un problema de la solicitud; "
        "por favor, infórmelo con la solicitud que lo produjo",
        "detalle": texto_seguro(detalle, 500),
    }
