"""La explicación de un resultado: pasos ordenados, cada uno con su cláusula, los valores y la regla.

También lleva la cuenta de las lecturas del registro de interpretaciones y de las reglas externas
de las que depende el resultado.

Los valores de un paso guardan su tipo (`Dinero`, `Tiempo`, `Porcentaje`, `date`, `int`, `Fraction`…) y se
escriben al presentarlos: en el JSON del protocolo, como texto simple («12900», «1984-07-01»); en la
explicación para personas (`retiro.protocolo.salida.como_texto`), como los escribe una persona («$12,900.00»,
«1 de julio de 1984»). La regla y el resultado de un paso pueden citar sus valores entre llaves
(«{anual} anuales»), que se escriben de la misma manera.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from typing import TypeVar

from retiro.ley.dinero import fraccion_texto
from retiro.ley.fechas import fecha_larga, tiempo_texto
from retiro.ley.lecturas import Lectura, clase

L = TypeVar("L", bound=Lectura)


@dataclass(frozen=True, slots=True)
class Dinero:
    """Una cuantía exacta (anual, salvo que el paso diga otra cosa)."""

    valor: Fraction


@dataclass(frozen=True, slots=True)
class Tiempo:
    """Un tiempo en años, exacto (servicio acreditable: «24 años y 11 meses»)."""

    valor: Fraction


@dataclass(frozen=True, slots=True)
class Porcentaje:
    """Un por ciento, guardado como fracción (3/4 es el 75 %)."""

    valor: Fraction


@dataclass(frozen=True, slots=True)
class Codigo:
    """Un código de un campo del glosario (``coordinacion.limita``…): el JSON lleva el código; una persona lee su
    etiqueta (``datos/glosario.yaml``)."""

    campo: str
    codigo: str


@dataclass(frozen=True, slots=True)
class Clausula:
    """Una cláusula: ``18.5.b`` en el JSON, «18.5(b)» para una persona."""

    id: str


@dataclass(frozen=True, slots=True)
class Externa:
    """Una regla externa: ``EXT-01`` en el JSON; para una persona, lo que dice, con su id y estado entre corchetes."""

    id: str


@dataclass(frozen=True, slots=True)
class LecturaCitada:
    """Una lectura del registro de interpretaciones: para una persona, lo que dice, con su id entre corchetes."""

    entrada: str
    lectura: str


@dataclass(frozen=True, slots=True)
class Lista:
    """Varios valores: «a, b y c» (o «a, b o c»)."""

    elementos: tuple[object, ...]
    o: bool = False


def texto_plano(v: object) -> str:
    """Un valor como lo lleva el JSON del protocolo en `valores` (estable entre versiones 1.x)."""
    escribir = _PLANO.get(type(v))  # the exact type: one lookup (a subclass takes the chain below)
    return escribir(v) if escribir is not None else _texto_plano(v)


def _texto_plano(v: object) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, (Dinero, Tiempo)):
        return fraccion_texto(v.valor)
    if isinstance(v, Porcentaje):
        return fraccion_texto(v.valor * 100) + " %"
    if isinstance(v, Fraction):
        return fraccion_texto(v)
    if isinstance(v, date):
        return v.isoformat()
    if isinstance(v, bool):
        return "sí" if v else "no"
    if isinstance(v, Codigo):
        return v.codigo
    if isinstance(v, (Clausula, Externa)):
        return v.id
    if isinstance(v, LecturaCitada):
        return f"{v.entrada}, lectura «{v.lectura}»"
    if isinstance(v, Lista):
        return ", ".join(texto_plano(x) for x in v.elementos)
    return str(v)


def texto_en_frase(v: object) -> str:
    """Un valor citado en una frase del JSON (`regla`, `resultado`, avisos): como en `valores`, pero con su unidad y
    las fechas en palabras («$12900», «26 años y 6 meses», «1 de julio de 1984»), sin Babel (es el camino de cada
    evaluación)."""
    escribir = _EN_FRASE.get(type(v))
    return escribir(v) if escribir is not None else _texto_en_frase(v)


def _texto_en_frase(v: object) -> str:
    if isinstance(v, Dinero):
        return "$" + fraccion_texto(v.valor)
    if isinstance(v, Tiempo):
        return tiempo_texto(v.valor)
    if isinstance(v, date):
        return fecha_larga(v)
    if isinstance(v, Lista):
        return ", ".join(texto_en_frase(x) for x in v.elementos)
    return texto_plano(v)


def _lista_plana(v: Lista) -> str:
    return ", ".join(map(texto_plano, v.elementos))


def _lista_en_frase(v: Lista) -> str:
    return ", ".join(map(texto_en_frase, v.elementos))


#: `texto_plano` and `texto_en_frase` by the exact type of the value: the same texts as their chains of
#: `isinstance` (tests/test_explicacion.py compares both on every type), in one lookup per value (issue 24).
_PLANO: dict[type, Callable[[object], str]] = {
    str: str.__str__,
    Dinero: lambda v: fraccion_texto(v.valor),
    Tiempo: lambda v: fraccion_texto(v.valor),
    Porcentaje: lambda v: fraccion_texto(v.valor * 100) + " %",
    Fraction: fraccion_texto,
    date: date.isoformat,
    bool: lambda v: "sí" if v else "no",
    int: int.__repr__,
    Codigo: lambda v: v.codigo,
    Clausula: lambda v: v.id,
    Externa: lambda v: v.id,
    LecturaCitada: lambda v: f"{v.entrada}, lectura «{v.lectura}»",
    Lista: _lista_plana,
}
_EN_FRASE: dict[type, Callable[[object], str]] = {
    **_PLANO,
    Dinero: lambda v: "$" + fraccion_texto(v.valor),
    Tiempo: lambda v: tiempo_texto(v.valor),
    date: fecha_larga,
    Lista: _lista_en_frase,
}


@dataclass(slots=True)
class Paso:
    clausula: str
    regla: str
    valores: dict[str, object]
    resultado: str

    def escrito(self, escribir: Callable[[object], str]) -> tuple[str, str]:
        """(regla, resultado), con los valores escritos por `escribir` donde se citan entre llaves."""
        regla, resultado = self.regla, self.resultado
        if self.valores and ("{" in regla or "{" in resultado):
            valores = {k: escribir(v) for k, v in self.valores.items()}
            regla, resultado = regla.format_map(valores), resultado.format_map(valores)
        return regla, resultado

    def como_dict(self) -> dict:
        """El paso en el JSON del protocolo: los valores como textos simples («12900», «1984-07-01»)."""
        regla, resultado = self.escrito(texto_en_frase)
        valores = {k: texto_plano(v) for k, v in self.valores.items()}
        return {"clausula": self.clausula, "regla": regla, "valores": valores, "resultado": resultado}


@dataclass(frozen=True, slots=True)
class Aviso:
    """Lo que el resultado da por supuesto o no pudo hacer; como la regla de un paso, puede citar valores."""

    texto: str
    valores: tuple[tuple[str, object], ...] = ()

    def escrito(self, escribir: Callable[[object], str] = texto_en_frase) -> str:
        if not self.valores:
            return self.texto
        return self.texto.format_map({k: escribir(v) for k, v in self.valores})


@dataclass(slots=True)
class Contexto:
    """Lecturas elegidas y rastro de lo que se usó al calcular."""

    lecturas: Mapping[str, str]
    pasos: list[Paso] = field(default_factory=list)
    lecturas_usadas: dict[str, str] = field(default_factory=dict)
    reglas_externas: list[str] = field(default_factory=list)
    avisos: list[Aviso] = field(default_factory=list)
    constancia: bool = True  # False while a reading is consulted only to word a reason (see `sin_constancia`)

    def lectura(self, entrada: type[L] | str) -> L:
        """La lectura vigente de una entrada del registro (y constancia de que el resultado depende de ella).

        `entrada` es la clase declarada en `retiro.ley.lecturas` (``INT05``); un id en texto («INT-05») se admite
        para las envolturas del kit, y uno desconocido falla."""
        c = clase(entrada) if isinstance(entrada, str) else entrada
        i = c.entrada()
        valor = self.lecturas[i]
        if self.constancia:
            self.lecturas_usadas[i] = valor
        return c._value2member_map_[valor]  # type: ignore[return-value]

    @contextmanager
    def sin_constancia(self) -> Iterator[None]:
        """Consultas que solo redactan un motivo (el resultado ya está decidido): no se dejan como dependencia."""
        antes, self.constancia = self.constancia, False
        try:
            yield
        finally:
            self.constancia = antes

    def vigente(self, entrada: type[L]) -> L:
        """La lectura vigente sin dejar constancia de uso: solo para mostrar un valor en la explicación."""
        return entrada._value2member_map_[self.lecturas[entrada.entrada()]]  # type: ignore[return-value]

    def citada(self, entrada: type[Lectura]) -> LecturaCitada:
        """La lectura vigente de una entrada, para citarla en un paso o un aviso por lo que dice (sin dejar
        constancia: quien la cita ya la consultó)."""
        i = entrada.entrada()
        return LecturaCitada(i, self.lecturas[i])

    def externa(self, regla: str) -> None:
        if regla not in self.reglas_externas:
            self.reglas_externas.append(regla)

    def paso(self, clausula: str, regla: str, resultado: str, **valores: object) -> None:
        self.pasos.append(Paso(clausula, regla, valores, resultado))

    def aviso(self, texto: str | Aviso, **valores: object) -> None:
        aviso = texto if isinstance(texto, Aviso) else Aviso(texto, tuple(valores.items()))
        if aviso not in self.avisos:
            self.avisos.append(aviso)
