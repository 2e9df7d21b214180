"""Declaraciones de un modelo de datos JSON: tipos, campos y objetos, de los que salen el lector y el esquema.

Es la maquinaria (pequeña) con la que `retiro.protocolo.entrada` declara la solicitud una sola vez:

- `Tipo`: un dato con su lector (`retiro.protocolo.lectores`) y su JSON Schema;
- `Campo`: nombre, tipo, descripción, si es obligatorio, su valor por defecto y si admite ``null``;
- `Objeto`: sus campos, sus reglas entre campos y cómo se construye el objeto del dominio.

`Objeto.leer` lee un objeto JSON en un orden fijo y nombra el primer problema: los campos desconocidos;
después los obligatorios que faltan (o son ``null``); después cada campo en el orden en que se declara; por
último, las reglas, en su orden. `esquema` describe lo mismo en JSON Schema 2020-12.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from retiro.comun.errores import ErrorDeEntrada
from retiro.protocolo.lectores import nombre, objeto_esperado


@dataclass(frozen=True, slots=True)
class Tipo:
    """Un tipo de dato del protocolo: cómo se lee (`leer(valor, campo)`) y su JSON Schema (`esquema`)."""

    leer: Callable[[Any, str], Any]
    esquema: Callable[[], dict]
    nombre: str | None = None  # shared types get a name in $defs / components


@dataclass(frozen=True, slots=True)
class Campo:
    """Un campo de un objeto de la solicitud."""

    nombre: str
    tipo: Tipo | Objeto
    descripcion: str
    obligatorio: bool = False
    defecto: Any = None
    nulo: bool = True  # null is the same as absent (False: if given, it must be a value)
    ruta: str = ""  # set by the enclosing Objeto


Regla = Callable[[dict, dict], None]  # (values read, the JSON object as received) -> None or ErrorDeEntrada


@dataclass(slots=True)
class Objeto:
    """Un objeto JSON de la solicitud: sus campos, sus reglas entre campos y cómo se construye el dominio."""

    nombre: str  # name in $defs / components
    ruta: str  # fixed path of the object in the request ("" for the request itself)
    campos: tuple[Campo, ...]
    construir: Callable[[dict], Any]
    descripcion: str
    reglas: tuple[Regla, ...] = ()
    nombres: frozenset[str] = field(init=False)
    obligatorios: tuple[Campo, ...] = field(init=False)
    _plan: tuple = field(init=False, repr=False)  # (name, reader, path, default, null allowed) per field: fast loop

    def __post_init__(self) -> None:
        prefijo = self.ruta + "." if self.ruta else ""
        self.campos = tuple(
            Campo(c.nombre, c.tipo, c.descripcion, c.obligatorio, c.defecto, c.nulo, prefijo + c.nombre)
            for c in self.campos
        )
        self.nombres = frozenset(c.nombre for c in self.campos)
        self.obligatorios = tuple(c for c in self.campos if c.obligatorio)
        self._plan = tuple((c.nombre, c.tipo.leer, c.ruta, c.defecto, c.nulo) for c in self.campos)

    def leer(self, datos: Any, campo: str | None = None) -> Any:
        """Lee el objeto: campos desconocidos, obligatorios que faltan, cada campo, reglas; después construye."""
        if type(datos) is not dict:
            objeto_esperado(
                datos, self.ruta or "solicitud", "un objeto JSON" + ("" if self.ruta else " con los hechos")
            )
        if not self.nombres.issuperset(datos):
            sobra = min((k for k in datos if k not in self.nombres), key=str)
            raise ErrorDeEntrada(
                (self.ruta + "." if self.ruta else "") + nombre(sobra), "campo desconocido (¿está bien escrito?)"
            )
        for c in self.obligatorios:
            if datos.get(c.nombre) is None:
                raise ErrorDeEntrada(c.ruta, "falta este dato, que es obligatorio")
        valores = {}
        for nombre_campo, leer, ruta, defecto, nulo in self._plan:
            v = datos.get(nombre_campo)
            if v is not None:
                valores[nombre_campo] = leer(v, ruta)
            elif nulo or nombre_campo not in datos:
                valores[nombre_campo] = defecto
            else:
                raise ErrorDeEntrada(ruta, "no puede ser null: omita el campo para usar el valor por defecto")
        for regla in self.reglas:
            regla(valores, datos)
        return self.construir(valores)


def tipo(leer: Callable[[Any, str], Any], esquema: dict | Callable[[], dict], nombre: str | None = None) -> Tipo:
    """Un `Tipo` con su esquema fijo o calculado al generar (p. ej. del registro de interpretaciones)."""
    return Tipo(leer, esquema if callable(esquema) else (lambda: esquema), nombre)


def esquema(raiz: Objeto, compartidos: Mapping[str, Tipo], plantilla: str) -> tuple[dict, dict[str, dict]]:
    """El JSON Schema de `raiz` y sus definiciones compartidas (objetos y tipos con nombre).

    Las referencias siguen `plantilla` (``#/$defs/{}`` en un archivo de esquema, ``#/components/schemas/{}``
    en OpenAPI); un ``{"$ref": "cantidad"}`` en el esquema de un tipo nombra otro tipo de `compartidos`.
    """
    definiciones: dict[str, dict] = {}
    e = _esquema(raiz, definiciones, compartidos, plantilla, raiz=True)
    return e, dict(sorted(definiciones.items()))


def _esquema(t: Tipo | Objeto, defs: dict, compartidos: Mapping, plantilla: str, raiz: bool = False) -> dict:
    if isinstance(t, Objeto):
        e: dict = {"type": "object", "description": t.descripcion, "properties": {}}
        for c in t.campos:
            e["properties"][c.nombre] = _esquema_campo(c, defs, compartidos, plantilla)
        if t.obligatorios:
            e["required"] = [c.nombre for c in t.obligatorios]
        e["additionalProperties"] = False
    else:
        e = _referencias(t.esquema(), defs, compartidos, plantilla)
    if t.nombre and not raiz:
        defs[t.nombre] = e
        return {"$ref": plantilla.format(t.nombre)}
    return e


def _referencias(e: Any, defs: dict, compartidos: Mapping, plantilla: str) -> Any:
    if isinstance(e, dict):
        if set(e) == {"$ref"} and e["$ref"] in compartidos:
            return _esquema(compartidos[e["$ref"]], defs, compartidos, plantilla)
        return {k: _referencias(x, defs, compartidos, plantilla) for k, x in e.items()}
    if isinstance(e, list):
        return [_referencias(x, defs, compartidos, plantilla) for x in e]
    return e


def _esquema_campo(c: Campo, defs: dict, compartidos: Mapping, plantilla: str) -> dict:
    e = _esquema(c.tipo, defs, compartidos, plantilla)
    e = {**e, "description": c.descripcion} if "$ref" in e else {"description": c.descripcion, **e}
    if isinstance(c.defecto, (str, bool)):
        e["default"] = c.defecto
    if c.nulo and not c.obligatorio:
        if isinstance(e.get("type"), str):
            return {**e, "type": [e["type"], "null"]}
        if "enum" in e:
            return {**e, "enum": [*e["enum"], None]}
        return {"description": e.pop("description"), "anyOf": [e, {"type": "null"}]}
    return e
