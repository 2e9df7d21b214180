"""Implementaciones defectuosas: la referencia con un error realista cada una, para medir si la especificación lo
atrapa.

Cada una es una envoltura delgada de la calculadora de referencia: cambia una constante o una función solo
mientras dura la llamada, o retoca el JSON de la respuesta. Se usan como objetivo del kit::

    retiro conformidad --implementacion=retiro.conformidad.defectuosas:sin_tope_6600

`DEFECTUOSAS` las lista con la cláusula que violan y el error que cometen; `retiro.conformidad.poder` ejecuta
la especificación contra todas y escribe la tabla de docs/conformidad_defectuosas.md.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from retiro.conformidad.defectuosas import articulo10 as _a10
from retiro.conformidad.defectuosas import articulo18 as _a18
from retiro.conformidad.defectuosas import presentacion as _pres


@dataclass(frozen=True)
class Defectuosa:
    id: str
    clausula: str
    error: str  # the mistake, in Spanish
    evaluar: Callable[[dict], dict]

    @property
    def objetivo(self) -> str:
        return f"{__name__}:{self.id}"


DEFECTUOSAS: dict[str, Defectuosa] = {}
for _modulo in (_a18, _a10, _pres):
    for _id, (_clausula, _error, _f) in _modulo.DEFECTOS.items():
        DEFECTUOSAS[_id] = Defectuosa(_id, _clausula, _error, _f)
        globals()[_id] = _f
