"""Errores realistas en el Artículo 10 (coordinación con el Seguro Social federal)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from retiro.conformidad.defectuosas.base import antes, con_parches, constante, retocar
from retiro.ley import articulo10
from retiro.ley.dinero import cifras


def _policia_coordinada(original):
    return lambda s, *a, **k: [m for m in original(s, *a, **k) if "Policía" not in m["motivo"]]


def _bomberos_excluidos(original):
    def excluida(s, *a, **k):
        motivos = original(s, *a, **k)
        if s.cuerpo == "bomberos" and not any("Bomberos" in m["motivo"] for m in motivos):
            motivos.append({"clausula": "10.7", "motivo": "miembro del Cuerpo de Bomberos"})
        return motivos

    return excluida


def _merito_por_anos(original):
    return lambda r, anos, porcentaje, por_anos=False: original(r, anos, porcentaje, True)


def _beneficio_sin_periodo(solicitud: dict) -> dict:
    """Toma el monto del Seguro Social como anual aunque se dé mensual."""
    c = solicitud.get("coordinacion")
    b = c.get("beneficio_seguro_social") if isinstance(c, dict) else None
    if isinstance(b, dict) and b.get("periodo") == "mensual":
        return {**solicitud, "coordinacion": {**c, "beneficio_seguro_social": {**b, "periodo": "anual"}}}
    return solicitud


def _redondeo_por_producto(original):
    def productos(r, n):
        return {k: Fraction(round(v * 100), 100) for k, v in original(r, n).items()}

    return productos


def _edad_65_estricta(original):
    def edad(nacimiento, en, lectura="28_febrero"):
        e = original(nacimiento, en, lectura)
        return e - 1 if e == 65 else e

    return edad


def _sin_piso(solicitud: dict, respuesta: dict) -> None:
    """Olvida la garantía de 10.5: la pensión coordinada es siempre la fórmula."""
    c = respuesta.get("coordinacion")
    if not c or c.get("limita") != "garantia_10_5":
        return
    formula = Fraction(Decimal(c["formula_reducida_anual"]))
    aumentos = Fraction(Decimal(c["aumentos_por_ley_anual"] or "0"))
    c["limita"] = "formula"
    c["pension_coordinada_anual"], c["pension_coordinada_mensual"] = (str(x) for x in cifras(formula))
    c["total_sistema_anual"], c["total_sistema_mensual"] = (str(x) for x in cifras(formula + aumentos))
    if c.get("beneficio_seguro_social_anual") is not None:
        c["total_con_seguro_social_anual"] = str(
            cifras(formula + aumentos + Fraction(Decimal(c["beneficio_seguro_social_anual"])))[0]
        )


DEFECTOS = {
    "sin_tope_6600": (
        "10.2",
        "olvida el tope de $6,600: toda la retribución promedio va al tramo del 1 % y 1½ %",
        con_parches((articulo10, "TOPE", constante(Fraction(10) ** 12))),
    ),
    "redondeo_por_producto": (
        "10.2",
        "redondea al centavo cada producto de 10.2 en vez de solo la suma (INT-07)",
        con_parches((articulo10, "productos_10_2", _redondeo_por_producto)),
    ),
    "sin_piso_10_5": (
        "10.5",
        "olvida la garantía de 10.5: la pensión coordinada puede quedar por debajo de la pensión menos el Seguro"
        " Social",
        retocar(_sin_piso),
    ),
    "policia_coordinada": (
        "10.7",
        "coordina las pensiones de los miembros de la Policía",
        con_parches((articulo10, "excluida_10_7", _policia_coordinada)),
    ),
    "bomberos_excluidos": (
        "10.7",
        "excluye de la coordinación a los bomberos, como a la Policía (INT-23)",
        con_parches((articulo10, "excluida_10_7", _bomberos_excluidos)),
    ),
    "merito_exceso_por_anos": (
        "10.3",
        "multiplica también el exceso de $6,600 por los años del cómputo original (INT-25)",
        con_parches((articulo10, "formula_10_3", _merito_por_anos)),
    ),
    "beneficio_mensual_como_anual": (
        "10.5",
        "toma el beneficio mensual del Seguro Social como si fuera anual (confusión mensual/anual)",
        antes(_beneficio_sin_periodo),
    ),
    "edad_65_mayor_estricto": (
        "10.1",
        "coordina solo después de cumplir 65 años (`>` en vez de `>=`)",
        con_parches((articulo10, "edad_cumplida", _edad_65_estricta)),
    ),
}
