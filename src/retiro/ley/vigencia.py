"""El período que gobiernan los textos: fuera de él, la respuesta es «fuera de vigencia», no una cifra.

Los límites son datos con su fuente (``datos/vigencia.yaml``): el comienzo del Sistema (VIG-01, Ley 447-1951),
el ingreso antes de la Ley 305-1999 (VIG-02), el retiro hasta el 30 de junio de 2013 (VIG-03, Ley 3-2013) y,
solo con una lectura de INT-32, el 1 de abril de 1990 que nombran los textos (VIG-04). Qué se hace fuera del
período lo dice INT-31; si la coordinación posterior al período de una pensión concedida dentro de él se
calcula, INT-33.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from functools import cache

from retiro.ley import derechos_adquiridos
from retiro.ley.explicacion import Contexto
from retiro.ley.fechas import fecha_larga
from retiro.ley.lecturas import INT31, INT32, INT33
from retiro.ley.modelo import Solicitud
from retiro.ley.registro import leer_datos

LIMITES = ("ingreso_desde", "ingreso_antes_de", "retiro_hasta", "retiro_desde")


@dataclass(frozen=True, slots=True)
class Limite:
    """Un límite del período, con la ley que lo fija y su fuente (vigencia.yaml)."""

    id: str
    nombre: str
    limite: str
    fecha: date
    ley: str
    descripcion: str
    fuente: str
    cita: str
    texto_citado: str
    fecha_version: str
    fecha_consulta: str


@cache
def limites() -> dict[str, Limite]:
    """Los límites del período por id (VIG-01…), leídos una vez."""
    salida = {}
    for x in leer_datos("vigencia.yaml"):
        if x["limite"] not in LIMITES:
            raise ValueError(f"vigencia.yaml, {x['id']}: límite «{x['limite']}» desconocido; se admite {LIMITES}")
        salida[x["id"]] = Limite(**{**x, "fecha": date.fromisoformat(x["fecha"])})
    return salida


@cache
def _del_tipo(limite: str) -> Limite:
    (uno,) = (x for x in limites().values() if x.limite == limite)
    return uno


@dataclass(slots=True)
class Vigencia:
    """Qué límites cruza una solicitud: los del retiro (Artículo 18 y, con él, el 10) y los de la coordinación."""

    consultados: list[str] = field(default_factory=list)  # ids of the bounds the result depends on
    fuera_retiro: list[tuple[Limite, str]] = field(default_factory=list)  # (bound, what crossed it)
    fuera_coordinacion: list[tuple[Limite, str]] = field(default_factory=list)
    calcular_igual: bool = False  # INT-31 «calcular_igual»: outside, but computed anyway
    amparo: derechos_adquiridos.Amparo | None = None  # Ley 3-2013, § 787c(a) (INT-47): a later retirement, vested

    @property
    def fuera(self) -> bool:
        return bool(self.fuera_retiro or self.fuera_coordinacion) and not self.calcular_igual


def evaluar(s: Solicitud, ctx: Contexto) -> Vigencia:
    """Compara las fechas de la solicitud con los límites del período (vigencia.yaml; INT-31, INT-32, INT-33)."""
    v = Vigencia()
    inicio, ley_305, fin = _del_tipo("ingreso_desde"), _del_tipo("ingreso_antes_de"), _del_tipo("retiro_hasta")
    v.consultados += [inicio.id, ley_305.id, fin.id]
    if s.fecha_ingreso < inicio.fecha:
        v.fuera_retiro.append(
            (inicio, f"ingresó al Sistema el {fecha_larga(s.fecha_ingreso)}, antes del {fecha_larga(inicio.fecha)}")
        )
    if s.fecha_ingreso >= ley_305.fecha:
        v.fuera_retiro.append(
            (
                ley_305,
                f"ingresó al Sistema el {fecha_larga(s.fecha_ingreso)}, el {fecha_larga(ley_305.fecha)} o después",
            )
        )
    for dado, que in (
        (
            s.reingreso_despues_de_1999,
            "recibió el reembolso de sus aportaciones y reingresó después del 31 de diciembre de 1999 (§ 786-1(b)(2))",
        ),
        (
            s.opto_por_transferencia,
            "se acogió a la opción de transferencia al Programa de Cuentas de Ahorro para Retiro (§ 786-1(b)(3))",
        ),
    ):
        if dado:  # Ley 305-1999 moved these members to the savings-account program too (VIG-02)
            v.fuera_retiro.append((ley_305, que))
    if s.fecha_retiro > fin.fecha:
        motivo = f"se retiró el {fecha_larga(s.fecha_retiro)}, después del {fecha_larga(fin.fecha)}"
        if not v.fuera_retiro:  # only the 30 June 2013 bound: § 787c(a) may keep the pension (INT-47)
            v.amparo = derechos_adquiridos.evaluar(s, fin.fecha, ctx)
        if v.amparo is None or not v.amparo.ampara:
            v.fuera_retiro.append((fin, motivo + ("" if v.amparo is None else f"; {v.amparo.motivo}")))
    if s.al_30_junio_2013 is not None and v.amparo is None:  # given, not used: the result says so (INT-47)
        ctx.aviso(
            "El servicio y la retribución promedio al {fecha} que da la solicitud no se usan: "
            + (
                "el retiro está dentro del período y se calcula con los del retiro"
                if s.fecha_retiro <= fin.fecha
                else "la solicitud queda fuera del período por otro límite"
            )
            + " [INT-47].",
            fecha=fin.fecha,
        )
    texto = _del_tipo("retiro_desde")
    if not v.fuera_retiro and s.fecha_retiro < texto.fecha:
        v.consultados.append(texto.id)
        if ctx.lectura(INT32) == INT32.DESDE_EL_1_ABRIL_1990:
            v.fuera_retiro.append(
                (texto, f"se retiró el {fecha_larga(s.fecha_retiro)}, antes del {fecha_larga(texto.fecha)}")
            )
        else:
            ctx.aviso(
                f"El retiro es anterior al {fecha_larga(texto.fecha)}, la fecha que los textos nombran como comienzo "
                "del régimen que describen: se aplican los textos transcritos, aunque pudieron regir versiones "
                "anteriores del Reglamento [INT-32]."
            )
    c = s.coordinacion
    fuera_c = c is not None and not v.fuera_retiro and c.fecha_coordinacion > fin.fecha
    if fuera_c and ctx.lectura(INT33) == INT33.DENTRO_DEL_PERIODO:
        v.fuera_coordinacion.append(
            (
                fin,
                f"la coordinación del {fecha_larga(c.fecha_coordinacion)} es posterior al {fecha_larga(fin.fecha)}",
            )
        )
    if v.fuera_retiro or v.fuera_coordinacion:
        _avisar(v, ctx)
    return v


def _avisar(v: Vigencia, ctx: Contexto) -> None:
    """El aviso nombra la ley que cierra el período; INT-31 decide si además se calcula."""
    v.calcular_igual = ctx.lectura(INT31) == INT31.CALCULAR_IGUAL
    for limite, motivo in v.fuera_retiro + v.fuera_coordinacion:
        que = "la coordinación" if (limite, motivo) in v.fuera_coordinacion else "la pensión"
        ctx.paso(limite.id, f"Período que gobiernan los textos: {limite.nombre} ({limite.ley})", motivo)
        ctx.aviso(
            f"Fuera de vigencia ({limite.ley}): {motivo}. {limite.descripcion.rstrip('.')} [{limite.id}]. "
            + (
                f"Se calculó {que} igual, como pide la lectura elegida del registro [INT-31]: la cifra NO es la que "
                "corresponde por ley; sirve solo para probar sistemas antiguos."
                if v.calcular_igual
                else f"No se calcula {que}."
            )
        )
