"""El glosario (``datos/glosario.yaml``): la etiqueta y la definición de cada código que escribe la calculadora.

Lo leen la explicación de `retiro calcular`, el sitio y los informes, y la línea de órdenes y los .feature
para entender los valores como los escribe una persona («policía» → ``policia``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from retiro.ley.registro import clausulas, leer_datos, reglas_externas


@dataclass(frozen=True, slots=True)
class Termino:
    """Un código de un campo, para una persona."""

    codigo: str
    etiqueta: str
    definicion_propia: str | None
    se_escribe: tuple[str, ...] = ()
    clausula: str | None = None  # the clause whose summary (clausulas.yaml) is the definition
    regla_externa: str | None = None  # the external rule (reglas_externas.yaml) that is the definition

    @property
    def definicion(self) -> str:
        """La definición: la propia o, para una cláusula o una regla externa, la de su registro (una sola fuente).

        La de una regla externa, sin su estado de revisión (no es de la ley): `revision.definicion` lo añade."""
        if self.clausula is not None:
            texto = clausulas()[self.clausula]["resumen"]
        elif self.regla_externa is not None:
            r = reglas_externas()[self.regla_externa]
            texto = f"{r['nombre']}: {r['descripcion']} Fuente: {r['fuente']}."
        else:
            texto = self.definicion_propia or ""
        return " ".join(texto.split())


@dataclass(frozen=True, slots=True)
class Campo:
    """Un campo del protocolo o de un registro, con sus códigos."""

    ruta: str
    titulo: str
    descripcion: str
    valores: dict[str, Termino]
    igual_que: str | None = None  # a field that shares the codes of another (traslado.cuerpo: those of cuerpo),
    # with those in its own «mas_valores» besides (pensiones_posibles.pensiones.estado: «falta_un_dato»)


@cache
def glosario() -> dict[str, Campo]:
    """Todos los campos del glosario, por su ruta (``pension.estado``)."""
    datos = leer_datos("glosario.yaml")
    campos: dict[str, Campo] = {}
    for ruta, d in datos.items():
        origen = datos[d["igual_que"]] if "igual_que" in d else d
        valores = {str(codigo): _termino(str(codigo), v) for codigo, v in origen["valores"].items()}
        valores |= {str(codigo): _termino(str(codigo), v) for codigo, v in d.get("mas_valores", {}).items()}
        campos[ruta] = Campo(ruta, d["titulo"], " ".join(d["descripcion"].split()), valores, d.get("igual_que"))
    return campos


def _termino(codigo: str, v: dict) -> Termino:
    return Termino(
        codigo,
        v["etiqueta"],
        v.get("definicion"),
        tuple(v.get("se_escribe", ())),
        v.get("clausula"),
        v.get("regla_externa"),
    )


def termino(campo: str, codigo: str) -> Termino:
    """El término de un código; un código sin entrada es un error del proyecto (tests/test_glosario.py)."""
    return glosario()[campo].valores[codigo]


def etiqueta(campo: str, codigo: str) -> str:
    """La etiqueta de un código para una persona: ``etiqueta("pension.estado", "no_elegible")`` → «no procede»."""
    return termino(campo, codigo).etiqueta


def _clave(texto: str) -> str:
    return re.sub(r"\s+", " ", texto.strip().casefold())


@cache
def escrituras(campo: str) -> dict[str, str]:
    """Cada forma admitida de escribir un valor del campo (el código y las de ``se_escribe``), en minúscula → código."""
    formas: dict[str, str] = {}
    for t in glosario()[campo].valores.values():
        for forma in (t.codigo, *t.se_escribe):
            formas[_clave(forma)] = t.codigo
    return formas


def de_texto(campo: str, texto: str) -> str | None:
    """El código que una persona quiso decir («Policía» → ``policia``), o None si no es ninguna forma admitida."""
    return escrituras(campo).get(_clave(texto))
