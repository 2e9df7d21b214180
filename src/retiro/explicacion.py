"""La explicación de un resultado: pasos ordenados, cada uno con su cláusula, los valores y la regla.

También lleva la cuenta de las lecturas del registro de interpretaciones y de las reglas externas
de las que depende el resultado.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(slots=True)
class Paso:
    clausula: str
    regla: str
    valores: dict[str, str]
    resultado: str

    def como_dict(self) -> dict:
        return {"clausula": self.clausula, "regla": self.regla, "valores": self.valores, "resultado": self.resultado}


@dataclass(slots=True)
class Contexto:
    """Lecturas elegidas y rastro de lo que se usó al calcular."""

    lecturas: Mapping[str, str]
    pasos: list[Paso] = field(default_factory=list)
    lecturas_usadas: dict[str, str] = field(default_factory=dict)
    reglas_externas: list[str] = field(default_factory=list)
    avisos: list[str] = field(default_factory=list)

    def lectura(self, entrada: str) -> str:
        """La lectura vigente de una entrada del registro (y constancia de que el resultado depende de ella)."""
        valor = self.lecturas[entrada]
        self.lecturas_usadas[entrada] = valor
        return valor

    def externa(self, regla: str) -> None:
        if regla not in self.reglas_externas:
            self.reglas_externas.append(regla)

    def paso(self, clausula: str, regla: str, resultado: str, **valores: object) -> None:
        self.pasos.append(Paso(clausula, regla, {k: str(v) for k, v in valores.items()} if valores else {}, resultado))

    def aviso(self, texto: str) -> None:
        if texto not in self.avisos:
            self.avisos.append(texto)
