"""Errores de entrada: un campo, un problema, en español."""

from __future__ import annotations


class ErrorDeEntrada(ValueError):
    """Un dato de la solicitud falta, es imposible o no se entiende.

    `campo` es la ruta del campo en la solicitud JSON (p. ej. ``coordinacion.beneficio_seguro_social``);
    `mensaje` explica el problema en español, para quien escribió la solicitud.
    """

    def __init__(self, campo: str, mensaje: str, valor: object = None) -> None:
        super().__init__(f"{campo}: {mensaje}")
        self.campo = campo
        self.mensaje = mensaje
        self.valor = valor

    def como_dict(self) -> dict:
        d = {"campo": self.campo, "mensaje": self.mensaje}
        if self.valor is not None:
            d["valor_recibido"] = self.valor if isinstance(self.valor, (str, int, bool)) else str(self.valor)
        return d
