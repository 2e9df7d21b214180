"""El alcance declarado: las partes de la ley que una implementación puede declarar que no cubre.

Una implementación declara en su saludo (``"partes_no_soportadas": ["articulo_10", …]``) qué partes no
cubre. El kit acepta «no soportado» **solo** para una solicitud que usa alguna parte declarada; en cualquier
otra solicitud, «no soportado» es un caso fallido. Qué partes usa una solicitud lo decide una sola función,
`partes_de`, que ``retiro vectores`` aplica también a cada vector (campo ``partes``), para que un arnés en otro
lenguaje decida igual.

El núcleo del Artículo 18 (elegibilidad de 18.1 a 18.3, reducción actuarial de 18.5 y cuantías de 18.6 con
las lecturas por defecto) y la validación de los datos no son partes declarables: sin ellos no hay
veredicto de conformidad (docs/protocolo.md, «Alcance declarado»).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from retiro.ley.registro import interpretaciones


@dataclass(frozen=True)
class Parte:
    id: str
    nombre: str  # what it is, in the law's words
    cuando: str  # when a request uses it (the rule of `partes_de`, in words)
    clausulas: tuple[str, ...]
    usa: Callable[[dict], bool]


def _obj(x: Any) -> dict:
    return x if isinstance(x, dict) else {}


def _presente(solicitud: dict, campo: str) -> bool:
    return solicitud.get(campo) is not None


def _tipo_coordinacion(solicitud: dict) -> Any:
    return _obj(solicitud.get("coordinacion")).get("tipo_pension")


def _lecturas_no_por_defecto(solicitud: dict) -> bool:
    registro = interpretaciones()
    for entrada, lectura in _obj(solicitud.get("lecturas")).items():
        lecturas = registro.get(entrada, {}).get("lecturas") or []
        ids = [x["id"] if isinstance(x, dict) else x for x in lecturas]
        if lectura in ids and lectura != registro[entrada]["por_defecto"]:
            return True
    return False


PARTES: dict[str, Parte] = {
    p.id: p
    for p in (
        Parte(
            "articulo_10",
            "Artículo 10: coordinación de la pensión con el Seguro Social federal",
            "la solicitud trae `coordinacion` (no `null`)",
            ("10.1", "10.2", "10.3", "10.4", "10.5", "10.6", "10.7"),
            lambda s: _presente(s, "coordinacion"),
        ),
        Parte(
            "incapacidad",
            "pensiones por incapacidad y por incapacidad ocupacional en la coordinación (10.2(c), 10.2(d), 10.4)",
            "`coordinacion.tipo_pension` es `incapacidad` o `incapacidad_ocupacional`",
            ("10.2.c", "10.2.d", "10.4"),
            lambda s: _tipo_coordinacion(s) in ("incapacidad", "incapacidad_ocupacional"),
        ),
        Parte(
            "merito",
            "pensión por mérito (18.5(c) con la regla externa EXT-03; 10.3)",
            "`tipo_pension` es `merito`, o `coordinacion.tipo_pension` es `merito`, o la solicitud trae"
            " `porcentaje_merito`",
            ("18.5.c", "10.3"),
            lambda s: (
                s.get("tipo_pension") == "merito"
                or _tipo_coordinacion(s) == "merito"
                or _presente(s, "porcentaje_merito")
                or _obj(s.get("coordinacion")).get("porcentaje_merito") is not None
            ),
        ),
        Parte(
            "alto_riesgo",
            "anualidad de alto riesgo (18.3, segunda oración; 18.5(d); regla externa EXT-02)",
            "`tipo_pension` es `alto_riesgo`",
            ("18.3", "18.5.d"),
            lambda s: s.get("tipo_pension") == "alto_riesgo",
        ),
        Parte(
            "traslado",
            "retención del derecho al pasar de la Policía o Bomberos a otro puesto (18.4)",
            "la solicitud trae `traslado` (no `null`)",
            ("18.4",),
            lambda s: _presente(s, "traslado"),
        ),
        Parte(
            "tabla_actuarial",
            "reducción actuarial según una tabla de la Junta (18.6(d))",
            "la solicitud trae `tabla_actuarial` (no `null`)",
            ("18.6.d",),
            lambda s: _presente(s, "tabla_actuarial"),
        ),
        Parte(
            "lecturas_no_por_defecto",
            "lecturas del registro de interpretaciones distintas de la lectura por defecto",
            "`lecturas` elige, para alguna entrada del registro, una lectura que existe y no es la por defecto",
            (),
            _lecturas_no_por_defecto,
        ),
        Parte(
            "revision_juridica",
            "decisiones de la revisión jurídica dadas con la solicitud (lecturas aprobadas, puntos rechazados)",
            "la solicitud trae `revision` (no `null`)",
            (),
            lambda s: _presente(s, "revision"),
        ),
    )
}


def partes_de(solicitud: Any) -> list[str]:
    """Las partes declarables que usa una solicitud, en el orden de `PARTES` (lista vacía: solo el núcleo)."""
    if not isinstance(solicitud, dict):
        return []
    return [p.id for p in PARTES.values() if p.usa(solicitud)]


def desconocidas(partes: Any) -> list[str]:
    """Las partes de una declaración que el kit no conoce (una errata en el saludo no amplía el alcance)."""
    return [p for p in partes if p not in PARTES] if isinstance(partes, list) else ["(no es una lista)"]


def describir(partes: list[str] | frozenset[str]) -> str:
    ordenadas = [p for p in PARTES if p in partes]
    return ", ".join(ordenadas) if ordenadas else "ninguna"
