"""Lo que un paso «Entonces» exige de la respuesta, como datos: la expectativa y el único comparador.

Cada paso «Entonces» construye expectativas (`Expectativa`: un campo de la respuesta, cómo se compara y el
valor esperado) y las comprueba con `comprobar`. Las mismas expectativas, tal cual, son las que exporta
``retiro vectores``: un arnés en otro lenguaje las ejecuta con las mismas reglas (docs/conformidad.md,
«Vectores de prueba»), sin adivinar qué comprobaba el paso.

Un campo se nombra con un puntero JSON (RFC 6901: ``/pension/anual``, ``/coordinacion/productos/10.2.a``; el
puntero vacío ``""`` es el valor entero). ``proyeccion`` (otro puntero) toma, de cada elemento de una lista,
ese campo antes de comparar (``/dependencias/reglas_externas`` con ``/id`` → la lista de identificadores).

``alcance`` dice de dónde sale lo exigido: ``ley`` (los textos, el registro de interpretaciones, las reglas
externas y el protocolo) o ``referencia`` (la redacción propia de la calculadora de referencia: motivos,
avisos, explicaciones, mensajes de error). Lo de la referencia solo se comprueba contra la referencia misma;
nunca cuenta para otra implementación ni se exporta en los vectores.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from typing import Any

LEY, REFERENCIA = "ley", "referencia"
ALCANCES = (LEY, REFERENCIA)

# Every match mode, with its definition (docs/conformidad.md is checked against this table by a test).
MODOS: dict[str, str] = {
    "igual": "igual al valor esperado, como JSON (mismo tipo; las listas, en el mismo orden)",
    "decimal": "número exacto: texto decimal o entero que vale lo mismo que el esperado («9000.00» = «9000»); uno "
    "recortado («0.123457…») vale lo mismo que otro recortado igual",
    "conjunto": "lista con los mismos elementos que la esperada, en cualquier orden y sin repetidos",
    "uno_de": "igual a uno de los valores de la lista esperada",
    "incluye": "lista que tiene un elemento igual al valor esperado",
    "en_orden": "lista que tiene cada valor esperado, y la primera aparición de cada uno en ese orden",
    "contiene": "texto que contiene el texto esperado; o lista con algún texto que lo contiene",
    "no_contiene": "texto que no contiene el texto esperado; o lista sin ningún texto que lo contenga",
    "nulo": "null, o el campo no existe",
    "no_nulo": "el campo existe y no es null",
    "ausente": "el campo no existe",
    "vacio": "lista, objeto o texto vacíos",
    "no_vacio": "lista, objeto o texto con algo",
    "alguno": "lista con algún elemento que cumple todas las expectativas dadas (punteros relativos al elemento)",
    "alguna_de": "el valor cumple al menos una de las expectativas dadas (punteros relativos al valor)",
}
SIN_VALOR = frozenset({"nulo", "no_nulo", "ausente", "vacio", "no_vacio"})
ANIDADAS = frozenset({"alguno", "alguna_de"})


class _Ausente:
    def __repr__(self) -> str:
        return "(no existe)"


AUSENTE = _Ausente()


@dataclass(frozen=True)
class Expectativa:
    """Un campo de la respuesta (puntero JSON), cómo se compara (`MODOS`) y el valor esperado."""

    puntero: str
    modo: str
    valor: Any = None
    proyeccion: str | None = None
    alcance: str = LEY
    paso: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.modo not in MODOS:
            raise ValueError(f"modo de comparación desconocido: «{self.modo}»")
        if self.alcance not in ALCANCES:
            raise ValueError(f"alcance desconocido: «{self.alcance}»")
        if self.puntero and not self.puntero.startswith("/"):
            raise ValueError(f"puntero JSON no válido: «{self.puntero}» (empieza por /)")

    def como_dict(self) -> dict:
        d: dict[str, Any] = {"puntero": self.puntero, "modo": self.modo}
        if self.modo in ANIDADAS:
            d["valor"] = [e.como_dict() for e in self.valor]
        elif self.modo not in SIN_VALOR:
            d["valor"] = self.valor
        if self.proyeccion is not None:
            d["proyeccion"] = self.proyeccion
        if self.alcance != LEY:
            d["alcance"] = self.alcance
        if self.paso:
            d["paso"] = self.paso
        return d

    @classmethod
    def de_dict(cls, d: dict) -> Expectativa:
        valor = d.get("valor")
        if d["modo"] in ANIDADAS:
            valor = tuple(cls.de_dict(x) for x in valor)
        return cls(d["puntero"], d["modo"], valor, d.get("proyeccion"), d.get("alcance", LEY), d.get("paso"))

    def de_referencia(self) -> Expectativa:
        return Expectativa(self.puntero, self.modo, self.valor, self.proyeccion, REFERENCIA, self.paso)


def puntero(*partes: str | int) -> str:
    """El puntero JSON de unas claves: ("coordinacion", "productos", "10.2.a") → /coordinacion/productos/10.2.a."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in partes)


def resolver(documento: Any, ruta: str) -> Any:
    """El valor en un puntero JSON (RFC 6901), o `AUSENTE`. Un índice de lista es un número decimal."""
    actual = documento
    if not ruta:
        return actual
    for parte in ruta.split("/")[1:]:
        clave = parte.replace("~1", "/").replace("~0", "~")
        if isinstance(actual, dict):
            if clave not in actual:
                return AUSENTE
            actual = actual[clave]
        elif isinstance(actual, list) and re.fullmatch(r"0|[1-9][0-9]*", clave) and int(clave) < len(actual):
            actual = actual[int(clave)]
        else:
            return AUSENTE
    return actual


def mostrar(valor: Any, maximo: int = 300) -> str:
    """Un valor como JSON legible y corto, seguro para cualquier carácter (sustitutos sueltos incluidos)."""
    if valor is AUSENTE:
        return "(no existe)"
    try:
        texto = json.dumps(valor, ensure_ascii=False, default=str)
    except (TypeError, ValueError, RecursionError):
        texto = repr(valor)
    texto = texto.encode("utf-8", "backslashreplace").decode("utf-8")
    return texto if len(texto) <= maximo else texto[:maximo] + "…"


def _decimal(x: Any) -> Decimal | tuple[Decimal, str] | None:
    """The value of an exact number; a decimal cut short («0.123457…») is (its shown value, "…"): equal only to
    another cut short to the same value."""
    if isinstance(x, bool) or not isinstance(x, (str, int)):
        return None
    if isinstance(x, str) and re.fullmatch(r"-?[0-9]+\.[0-9]+…", x):
        return Decimal(x[:-1]), "…"
    if isinstance(x, str) and not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", x):
        return None
    try:
        return Decimal(x)
    except (InvalidOperation, ValueError):
        return None


def _iguales(a: Any, b: Any) -> bool:
    """Igualdad JSON: true no es 1, 1 no es "1"; listas en orden; objetos por claves."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a is b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_iguales(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_iguales(x, y) for x, y in zip(a, b, strict=True))
    if type(a) is not type(b) and not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
        return False
    return a == b


def fallo(respuesta: Any, e: Expectativa) -> str | None:
    """None si la respuesta cumple la expectativa; si no, qué se obtuvo y qué se esperaba, en español."""
    obtenido = resolver(respuesta, e.puntero)
    donde = e.puntero or "(la respuesta)"
    if e.proyeccion is not None and obtenido is not AUSENTE:
        if not isinstance(obtenido, list):
            return f"{donde}: se esperaba una lista; se obtuvo {mostrar(obtenido)}"
        obtenido = [resolver(x, e.proyeccion) for x in obtenido]
        donde += f" (cada {e.proyeccion})"
    motivo = _motivo(obtenido, e)
    return None if motivo is None else f"{donde}: {motivo}"


def _es_lista(x: Any) -> bool:
    return isinstance(x, list)


def _motivo(v: Any, e: Expectativa) -> str | None:
    m, esperado = e.modo, e.valor
    obtenido = f"se obtuvo {mostrar(v)}"
    if m == "igual":
        return None if _iguales(v, esperado) else f"{obtenido}; se esperaba {mostrar(esperado)}"
    if m == "decimal":
        a, b = _decimal(v), _decimal(esperado)
        return None if a is not None and a == b else f"{obtenido}; se esperaba {esperado}"
    if m == "conjunto":
        if not _es_lista(v):
            return f"{obtenido}; se esperaba una lista con {mostrar(esperado)}, en cualquier orden"
        sobran = [x for x in v if not any(_iguales(x, y) for y in esperado)]
        faltan = [y for y in esperado if not any(_iguales(x, y) for x in v)]
        repetidos = len(v) != len({mostrar(x) for x in v})
        if not sobran and not faltan and not repetidos:
            return None
        detalle = "; ".join(
            p
            for p in (
                f"faltan {mostrar(faltan)}" if faltan else "",
                f"sobran {mostrar(sobran)}" if sobran else "",
                "hay repetidos" if repetidos else "",
            )
            if p
        )
        return f"{obtenido}; se esperaba {mostrar(esperado)} en cualquier orden ({detalle})"
    if m == "uno_de":
        return None if any(_iguales(v, x) for x in esperado) else f"{obtenido}; se esperaba uno de {mostrar(esperado)}"
    if m == "incluye":
        if _es_lista(v) and any(_iguales(x, esperado) for x in v):
            return None
        return f"{obtenido}; se esperaba una lista que incluya {mostrar(esperado)}"
    if m == "en_orden":
        if not _es_lista(v):
            return f"{obtenido}; se esperaba una lista con {mostrar(esperado)} en ese orden"
        posiciones = [next((i for i, x in enumerate(v) if _iguales(x, y)), None) for y in esperado]
        if None in posiciones:
            return f"{obtenido}; se esperaba una lista con {mostrar(esperado)} (falta alguno)"
        if posiciones != sorted(posiciones):
            return f"{obtenido}; se esperaba {mostrar(esperado)} en ese orden"
        return None
    if m == "contiene":
        textos = [v] if isinstance(v, str) else [x for x in v if isinstance(x, str)] if _es_lista(v) else []
        if any(esperado in t for t in textos):
            return None
        return f"{obtenido}; se esperaba un texto que contenga «{mostrar(esperado)[1:-1]}»"
    if m == "no_contiene":
        textos = [v] if isinstance(v, str) else [x for x in v if isinstance(x, str)] if _es_lista(v) else []
        if not any(esperado in t for t in textos):
            return None
        return f"{obtenido}; se esperaba que ningún texto contuviera «{mostrar(esperado)[1:-1]}»"
    if m == "nulo":
        return None if v is None or v is AUSENTE else f"{obtenido}; se esperaba null"
    if m == "no_nulo":
        return None if v is not None and v is not AUSENTE else f"{obtenido}; se esperaba un valor"
    if m == "ausente":
        return None if v is AUSENTE else f"{obtenido}; se esperaba que el campo no existiera"
    if m in ("vacio", "no_vacio"):
        if not isinstance(v, (list, dict, str)):
            return f"{obtenido}; se esperaba una lista, un objeto o un texto"
        return None if (len(v) == 0) == (m == "vacio") else f"{obtenido}; se esperaba {m.replace('_', ' ')}"
    if m == "alguno":
        if not _es_lista(v):
            return f"{obtenido}; se esperaba una lista"
        if any(all(fallo(x, sub) is None for sub in esperado) for x in v):
            return None
        condiciones = "; ".join(_describir(sub) for sub in esperado)
        return f"ningún elemento cumple a la vez: {condiciones}. {obtenido.capitalize()}"
    if m == "alguna_de":
        if any(fallo(v, sub) is None for sub in esperado):
            return None
        return " o bien ".join(fallo(v, sub) or "" for sub in esperado)
    raise AssertionError(f"modo sin comparador: {m}")  # pragma: no cover - MODOS and this function agree


def _describir(e: Expectativa) -> str:
    valor = "" if e.modo in SIN_VALOR else f" {mostrar(e.valor if e.modo not in ANIDADAS else '…')}"
    return f"{e.puntero or '(el elemento)'} {e.modo.replace('_', ' ')}{valor}"


def describir(e: Expectativa) -> str:
    """Una línea legible: «/pension/anual decimal "9000.00"»."""
    proyeccion = f" (cada {e.proyeccion})" if e.proyeccion else ""
    if e.modo in ANIDADAS:
        return f"{e.puntero or '(la respuesta)'}{proyeccion} {e.modo.replace('_', ' ')}: " + "; ".join(
            _describir(s) for s in e.valor
        )
    return _describir(e).replace(e.puntero or "(el elemento)", (e.puntero or "(la respuesta)") + proyeccion, 1)


# -- the pieces the steps use ---------------------------------------------------------------------


def igual(ruta: str, valor: Any) -> Expectativa:
    return Expectativa(ruta, "igual", valor)


def decimal(ruta: str, texto: str) -> Expectativa:
    """Una cantidad del .feature («$9,000.00», «0.80») como número exacto: «9000.00»."""
    limpio = texto.strip().replace("$", "").replace(",", "").strip()
    try:
        Decimal(limpio.removesuffix("…"))
    except InvalidOperation:
        raise AssertionError(f"cantidad mal escrita en el .feature: «{texto}»") from None
    return Expectativa(ruta, "decimal", limpio)


def nulo(ruta: str) -> Expectativa:
    return Expectativa(ruta, "nulo")


def es_resultado() -> Expectativa:
    """La respuesta es un resultado, no un resultado de error."""
    return Expectativa("/error", "ausente")


def fallos(respuesta: Any, expectativas: list[Expectativa]) -> list[str]:
    return [f for f in (fallo(respuesta, e) for e in expectativas) if f is not None]


def mensaje(respuesta: Any, expectativas: list[Expectativa]) -> str | None:
    """El mensaje de un paso que falla (todas sus expectativas incumplidas), o None si cumple."""
    malos = fallos(respuesta, expectativas)
    if not malos:
        return None
    if any(e.puntero == "/error" and e.modo == "ausente" for e in expectativas) and isinstance(respuesta, dict):
        error = respuesta.get("error")
        if error is not None:
            return f"la implementación rechazó la solicitud: {mostrar(error)}"
    return "; ".join(malos)
