"""El veredicto del kit para una implementación, y el código de salida que le corresponde.

Niveles (docs/conformidad.md, «Veredicto y códigos de salida»):

- ``conforme``: la especificación completa, sin partes declaradas no soportadas y sin ningún caso fallido.
- ``conforme_en_el_alcance_declarado``: sin ningún caso fallido, con partes declaradas no soportadas en el
  saludo; el veredicto nombra esas partes y la proporción de casos que cubre.
- ``no_conforme``: algún caso falla (también un «no soportado» fuera de lo declarado, o una línea de más), o
  ningún caso se aprobó, o ningún caso aprobado comprueba una cuantía del Artículo 18.

Solo los dos primeros salen con código 0. Con una selección (``-k``, parte de los .feature) el veredicto lo
dice: es de esa selección, no de la especificación; en una selección no se exige una cuantía del Artículo 18.
"""

from __future__ import annotations

from retiro.protocolo import alcance

CONFORME = "conforme"
CONFORME_EN_ALCANCE = "conforme_en_el_alcance_declarado"
NO_CONFORME = "no_conforme"
NIVELES = {
    CONFORME: ("CONFORME", 0),
    CONFORME_EN_ALCANCE: ("CONFORME EN EL ALCANCE DECLARADO", 0),
    NO_CONFORME: ("NO CONFORME", 1),
}
CUENTAS = ("aprobado", "fallido", "no_soportado", "omitido")  # "no_aplica" never counts for an implementation
PREFIJO_CUANTIAS_18 = "/pension/"


def comprueba_cuantia_18(caso: dict) -> bool:
    """¿Comprobó el caso, con la ley, una cuantía de la pensión del Artículo 18 (no null)?"""
    return any(
        e.get("evaluada")
        and e.get("alcance", "ley") == "ley"
        and e["modo"] == "decimal"
        and e["puntero"].startswith(PREFIJO_CUANTIAS_18)
        for e in caso.get("expectativas", [])
    )


def cuentas(casos: list[dict]) -> dict[str, int]:
    return {r: sum(1 for c in casos if c["resultado"] == r) for r in CUENTAS}


def veredicto(casos: list[dict], declaradas: frozenset[str] | list[str], seleccion: str | None = None) -> dict:
    """El veredicto de los casos de una implementación (sin los que no la usan), con sus razones.

    `seleccion`: None si se ejecutó la especificación completa; si no, qué se seleccionó («-k clausula-18.1»).
    """
    n = cuentas(casos)
    total = sum(n.values())
    razones = []
    if n["fallido"]:
        razones.append(f"{n['fallido']} {'caso falla' if n['fallido'] == 1 else 'casos fallan'}")
    if n["aprobado"] == 0:
        todos_omitidos = total and not n["fallido"]
        razones.append("ningún caso aprobado" + (" (todos no soportados u omitidos)" if todos_omitidos else ""))
    elif seleccion is None and not any(c["resultado"] == "aprobado" and comprueba_cuantia_18(c) for c in casos):
        razones.append(
            "ningún caso aprobado comprueba una cuantía del Artículo 18 (las cuantías de 18.6 no se pueden excluir)"
        )
    declaradas = [p for p in alcance.PARTES if p in set(declaradas)]
    cubiertos = n["aprobado"] + n["fallido"]
    if razones:
        nivel = NO_CONFORME
    elif declaradas:
        nivel = CONFORME_EN_ALCANCE
    else:
        nivel = CONFORME
    etiqueta, codigo = NIVELES[nivel]
    texto = etiqueta
    if nivel == CONFORME_EN_ALCANCE:
        texto += (
            f" (no cubre: {', '.join(declaradas)}; cubre {cubiertos} de {total} casos, {_por_ciento(cubiertos, total)})"
        )
    elif nivel == NO_CONFORME:
        texto += f": {'; '.join(razones)}"
    if seleccion is not None:
        texto += f" — solo la selección {seleccion}, no la especificación completa"
    return {
        "nivel": nivel,
        "etiqueta": etiqueta,
        "texto": texto,
        "codigo_salida": codigo,
        "razones": razones,
        "partes_no_soportadas": declaradas,
        "casos": total,
        "cubiertos": cubiertos,
        "cuentas": n,
        "seleccion": seleccion,
    }


def _por_ciento(a: int, b: int) -> str:
    return f"{100 * a / b:.0f} %" if b else "0 %"


def codigo_de_salida(veredictos: list[dict]) -> int:
    """0 solo si todas las implementaciones son conformes (en su alcance); si no, 1."""
    return 0 if veredictos and all(v["codigo_salida"] == 0 for v in veredictos) else 1
