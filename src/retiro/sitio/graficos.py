"""Gráficos SVG del sitio, calculados al construirlo con la calculadora de referencia (``retiro.evaluar``).

SVG escrito a mano, sin bibliotecas de gráficos ni JavaScript: se ve sin conexión y no puede
apartarse de la calculadora, porque cada punto es una solicitud evaluada por ella.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from html import escape

from retiro import evaluar
from retiro.ley.articulo10 import TOPE
from retiro.ley.articulo18 import ANOS_TRAMO, PORCENTAJE_18_6, PORCENTAJE_18_6_A_EXCESO
from retiro.ley.formato import pesos, pesos_del_texto, por_ciento_como_la_ley

FUENTE = "system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
GRIS = "#6b7280"

# --- Common SVG pieces ------------------------------------------------------------------------------------


def _num(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _texto(
    x: float, y: float, s: str, tam: int = 12, ancla: str = "middle", color: str = "#1f2937", extra: str = ""
) -> str:
    return (
        f'<text x="{_num(x)}" y="{_num(y)}" font-size="{tam}" text-anchor="{ancla}" fill="{color}"{extra}>'
        f"{escape(s)}</text>"
    )


def _svg(ancho: int, alto: int, titulo: str, descripcion: str, cuerpo: list[str]) -> str:
    return "\n".join(
        [
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {ancho} {alto}" width="{ancho}" height="{alto}" '
            f'role="img" aria-labelledby="t d" font-family="{FUENTE}" class="grafico-svg">',
            f'<title id="t">{escape(titulo)}</title><desc id="d">{escape(descripcion)}</desc>',
            f'<rect width="{ancho}" height="{alto}" fill="#ffffff"/>',
            *cuerpo,
            "</svg>",
        ]
    )


def _miles(x: float) -> str:
    return pesos(round(x), centavos=False)


@dataclass
class Ejes:
    """Escalas lineales de un gráfico de líneas."""

    x0: float
    x1: float
    y0: float
    y1: float
    izq: int = 70
    der: int = 44
    arriba: int = 40
    abajo: int = 50
    ancho: int = 720
    alto: int = 420

    def px(self, x: float) -> float:
        return self.izq + (x - self.x0) / (self.x1 - self.x0) * (self.ancho - self.izq - self.der)

    def py(self, y: float) -> float:
        return self.alto - self.abajo - (y - self.y0) / (self.y1 - self.y0) * (self.alto - self.arriba - self.abajo)

    def marco(self, marcas_x: list[float], marcas_y: list[float], fx, fy, titulo_x: str, titulo_y: str) -> list[str]:
        partes = []
        for y in marcas_y:
            partes.append(
                f'<line x1="{self.izq}" x2="{self.ancho - self.der}" '
                f'y1="{_num(self.py(y))}" y2="{_num(self.py(y))}" stroke="#e5e7eb"/>'
            )
            partes.append(_texto(self.izq - 6, self.py(y) + 4, fy(y), 11, "end", GRIS))
        for x in marcas_x:
            partes.append(
                f'<line x1="{_num(self.px(x))}" x2="{_num(self.px(x))}" '
                f'y1="{self.alto - self.abajo}" y2="{self.alto - self.abajo + 4}" stroke="{GRIS}"/>'
            )
            partes.append(_texto(self.px(x), self.alto - self.abajo + 17, fx(x), 11, "middle", GRIS))
        base = self.alto - self.abajo
        partes.append(f'<line x1="{self.izq}" x2="{self.ancho - self.der}" y1="{base}" y2="{base}" stroke="{GRIS}"/>')
        partes.append(f'<line x1="{self.izq}" x2="{self.izq}" y1="{self.arriba}" y2="{base}" stroke="{GRIS}"/>')
        partes.append(_texto((self.izq + self.ancho - self.der) / 2, self.alto - 12, titulo_x, 12))
        partes.append(
            _texto(
                16,
                (self.arriba + base) / 2,
                titulo_y,
                12,
                "middle",
                "#1f2937",
                f' transform="rotate(-90 16 {_num((self.arriba + base) / 2)})"',
            )
        )
        return partes

    def linea(
        self, puntos: list[tuple[float, float]], color: str, grosor: float = 2, guiones: str | None = None
    ) -> str:
        d = " ".join(f"{_num(self.px(x))},{_num(self.py(y))}" for x, y in puntos)
        g = f' stroke-dasharray="{guiones}"' if guiones else ""
        return (
            f'<polyline points="{d}" fill="none" stroke="{color}" stroke-width="{grosor}"{g} stroke-linejoin="round"/>'
        )

    def vertical(self, x: float, etiqueta: str, color: str = "#b91c1c") -> list[str]:
        return [
            f'<line x1="{_num(self.px(x))}" x2="{_num(self.px(x))}" y1="{self.arriba}" y2="{self.alto - self.abajo}" '
            f'stroke="{color}" stroke-dasharray="5 4"/>',
            _texto(self.px(x) + 5, self.alto - self.abajo - 8, etiqueta, 11, "start", color),
        ]


def _leyenda(x: int, y: int, series: list[tuple[str, str, str | None]]) -> list[str]:
    ancho = 36 + 6.3 * max(len(n) for n, _, _ in series)
    partes = [
        f'<rect x="{x - 8}" y="{y - 12}" width="{_num(ancho)}" height="{len(series) * 17 + 8}" fill="#ffffff" '
        f'fill-opacity="0.92" stroke="#e5e7eb"/>'
    ]
    for i, (nombre, color, guiones) in enumerate(series):
        yy = y + i * 17
        g = f' stroke-dasharray="{guiones}"' if guiones else ""
        partes.append(f'<line x1="{x}" x2="{x + 22}" y1="{yy}" y2="{yy}" stroke="{color}" stroke-width="3"{g}/>')
        partes.append(_texto(x + 28, yy + 4, nombre, 11, "start"))
    return partes


def _d(x: str | None) -> float | None:
    return None if x is None else float(Decimal(x))


def _anos_despues(d: date, anos: int) -> date:
    return d.replace(year=d.year + anos)


# --- Eligibility maps ------------------------------------------------------------------------------------

EDADES = range(45, 71)
SERVICIOS = range(0, 41)
# Distinct hues (not shades of one colour); each region is also labelled inside the map.
COLORES = {
    "no elegible": "#f3f4f6",
    "18.1": "#8ab6f9",
    "18.2": "#f6c177",
    "18.1, 18.2": "#a3d9a5",
    "18.3": "#e9a6dc",
    "18.1, 18.3": "#c4b5fd",
    "18.2, 18.3": "#fca5a5",
    "18.1, 18.2, 18.3": "#8fdde4",
}
OTROS_COLORES = ["#fde68a", "#d9f99d", "#fecdd3", "#bae6fd", "#e5e7eb"]


def rectangulo_mayor(dentro) -> tuple[int, int, int, int] | None:
    """El mayor rectángulo de casillas donde ``dentro[fila][columna]`` es cierto: (fila0, fila1, col0, col1)."""
    mejor, caja = 0, None
    alturas = [0] * len(dentro[0])
    for f, fila in enumerate(dentro):
        alturas = [a + 1 if x else 0 for a, x in zip(alturas, fila, strict=False)]
        pila: list[int] = []
        for c in range(len(alturas) + 1):
            h = alturas[c] if c < len(alturas) else 0
            while pila and alturas[pila[-1]] >= h:
                alto = alturas[pila.pop()]
                izq = pila[-1] + 1 if pila else 0
                if alto * (c - izq) > mejor:
                    mejor, caja = alto * (c - izq), (f - alto + 1, f, izq, c - 1)
            pila.append(c)
    return caja


MAPAS = [
    ("anterior-general", "Participante anterior al 1 de abril de 1990", date(1989, 6, 1), "ninguno"),
    ("nuevo-general", "Nuevo participante (ingresó después del 1 de abril de 1990)", date(1991, 6, 1), "ninguno"),
    ("anterior-policia", "Policía o Bomberos, anterior al 1 de abril de 1990", date(1989, 6, 1), "policia"),
    ("nuevo-policia", "Policía o Bomberos, nuevo participante", date(1991, 6, 1), "policia"),
]


def celda(ingreso: date, cuerpo: str, edad: int, servicio: int) -> tuple[str, bool]:
    """Qué cláusulas permiten el retiro y si la pensión lleva reducción, para una edad y un servicio dados.

    El retiro es el día del cumpleaños, 41 años después del ingreso (así cabe cualquier servicio de 0 a 40).
    """
    retiro = _anos_despues(ingreso, 41)
    solicitud = {
        "version_protocolo": "1.0",
        "fecha_nacimiento": _anos_despues(retiro, -edad).isoformat(),
        "fecha_ingreso": ingreso.isoformat(),
        "fecha_retiro": retiro.isoformat(),
        "servicio_acreditable": str(servicio),
        "retribucion_promedio": "30000.00",
        "en_servicio_activo": True,
        "cuerpo": cuerpo,
    }
    r = evaluar(solicitud)
    if "error" in r:
        raise ValueError(f"la calculadora rechazó una solicitud del mapa: {r['error']}")
    clausulas = r["elegibilidad"]["clausulas"]
    return (", ".join(clausulas) if clausulas else "no elegible"), r["reduccion_actuarial"]["aplica"] is True


# The map's geometry: one cell per age (columns) and year of service (rows), with room for the axes and the legend.
ANCHO_CELDA, ALTO_CELDA = 18, 9
IZQ_MAPA, ARRIBA_MAPA = 60, 46
ANCHO_MAPA, ALTO_MAPA = ANCHO_CELDA * len(EDADES), ALTO_CELDA * len(SERVICIOS)


def mapa_elegibilidad(clave: str, titulo: str, ingreso: date, cuerpo: str) -> str:
    """El mapa de elegibilidad de un régimen y un cuerpo: sus casillas, sus ejes, el rótulo de cada región y la
    leyenda."""
    ancho, alto = IZQ_MAPA + ANCHO_MAPA + 250, ARRIBA_MAPA + ALTO_MAPA + 50
    celdas = {(e, s): celda(ingreso, cuerpo, e, s) for e in EDADES for s in SERVICIOS}
    colores = dict(COLORES)
    extra = iter(OTROS_COLORES)
    for cat, _ in celdas.values():
        if cat not in colores:
            colores[cat] = next(extra, "#d1d5db")
    cuerpo_svg = [
        '<defs><pattern id="rayado-'
        + clave
        + '" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<line x1="0" y1="0" x2="0" y2="6" stroke="#7f1d1d" stroke-width="1.6"/></pattern></defs>',
        _texto(IZQ_MAPA, 22, titulo, 14, "start", "#111827", ' font-weight="600"'),
        *_casillas_del_mapa(celdas, colores, clave),
        *_ejes_del_mapa(),
        *_rotulos_del_mapa(celdas),
        *_leyenda_del_mapa(celdas, colores, clave),
    ]
    descripcion = (
        f"Mapa de elegibilidad para el retiro opcional: {titulo}. Eje horizontal, edad al retiro de "
        f"{EDADES[0]} a {EDADES[-1]} años; eje vertical, servicios acreditables de {SERVICIOS[0]} a "
        f"{SERVICIOS[-1]} años. El color indica qué cláusulas permiten el retiro y el rayado, dónde la "
        "pensión está sujeta a reducción actuarial."
    )
    return _svg(ancho, alto, f"Elegibilidad: {titulo}", descripcion, cuerpo_svg)


def _casillas_del_mapa(celdas: dict, colores: dict[str, str], clave: str) -> list[str]:
    """Una fila por año de servicio; en cada una, las casillas iguales seguidas van en un solo rectángulo (rayado si
    la pensión lleva reducción actuarial)."""
    cuerpo_svg = []
    for s in SERVICIOS:
        y = ARRIBA_MAPA + (len(SERVICIOS) - 1 - s) * ALTO_CELDA
        edades = list(EDADES)
        i = 0
        while i < len(edades):  # merge runs of equal cells in a row
            j = i
            while j + 1 < len(edades) and celdas[(edades[j + 1], s)] == celdas[(edades[i], s)]:
                j += 1
            cat, reduce = celdas[(edades[i], s)]
            x, w = IZQ_MAPA + i * ANCHO_CELDA, (j - i + 1) * ANCHO_CELDA
            rango = f"{edades[i]}" if i == j else f"{edades[i]}–{edades[j]}"
            nota = f"{s} años de servicio, {rango} años de edad: {cat}" + (
                " · con reducción actuarial" if reduce else ""
            )
            cuerpo_svg.append(
                f'<rect x="{x}" y="{y}" width="{w}" height="{ALTO_CELDA}" fill="{colores[cat]}" '
                f'shape-rendering="crispEdges"><title>{escape(nota)}</title></rect>'
            )
            if reduce:
                cuerpo_svg.append(
                    f'<rect x="{x}" y="{y}" width="{w}" height="{ALTO_CELDA}" '
                    f'fill="url(#rayado-{clave})" pointer-events="none"/>'
                )
            i = j + 1
    return cuerpo_svg


def _ejes_del_mapa() -> list[str]:
    """Las marcas de cada cinco años de edad y de servicio, los nombres de los ejes y el marco."""
    cuerpo_svg = []
    base = ARRIBA_MAPA + ALTO_MAPA
    for e in EDADES:
        if e % 5 == 0:
            x = IZQ_MAPA + (e - EDADES[0]) * ANCHO_CELDA + ANCHO_CELDA / 2
            cuerpo_svg.append(_texto(x, base + 15, str(e), 11, "middle", GRIS))
    for s in SERVICIOS:
        if s % 5 == 0:
            y = ARRIBA_MAPA + (len(SERVICIOS) - 1 - s) * ALTO_CELDA + ALTO_CELDA / 2 + 4
            cuerpo_svg.append(_texto(IZQ_MAPA - 6, y, str(s), 11, "end", GRIS))
    cuerpo_svg.append(_texto(IZQ_MAPA + ANCHO_MAPA / 2, base + 34, "edad al retiro (años cumplidos)", 12))
    cuerpo_svg.append(
        _texto(
            16,
            ARRIBA_MAPA + ALTO_MAPA / 2,
            "servicios acreditables (años)",
            12,
            "middle",
            "#1f2937",
            f' transform="rotate(-90 16 {ARRIBA_MAPA + ALTO_MAPA / 2})"',
        )
    )
    cuerpo_svg.append(
        f'<rect x="{IZQ_MAPA}" y="{ARRIBA_MAPA}" width="{ANCHO_MAPA}" height="{ALTO_MAPA}" fill="none" '
        f'stroke="{GRIS}"/>'
    )
    return cuerpo_svg


def _rotulos_del_mapa(celdas: dict) -> list[str]:
    """Cada región, rotulada en el centro de su mayor rectángulo, con un halo blanco sobre el rayado."""
    cuerpo_svg = []
    filas = list(SERVICIOS)[::-1]  # top row first, as drawn
    for cat in sorted({c for c, _ in celdas.values()}):  # sorted: the same SVG on every build
        caja = rectangulo_mayor([[celdas[(e, s)][0] == cat for e in EDADES] for s in filas])
        if caja is None or (cat == "no elegible" and (caja[1] - caja[0] + 1) * (caja[3] - caja[2] + 1) < 12):
            continue
        f0, f1, c0, c1 = caja
        cx = IZQ_MAPA + (c0 + c1 + 1) / 2 * ANCHO_CELDA
        cy = ARRIBA_MAPA + (f0 + f1 + 1) / 2 * ALTO_CELDA + 4
        cuerpo_svg.append(
            _texto(
                cx,
                cy,
                cat,
                11,
                "middle",
                "#111827",
                ' font-weight="600" stroke="#ffffff" stroke-width="3" paint-order="stroke" pointer-events="none"',
            )
        )
    return cuerpo_svg


def _leyenda_del_mapa(celdas: dict, colores: dict[str, str], clave: str) -> list[str]:
    """La leyenda: el color de cada combinación de cláusulas presente y, si lo hay, el rayado de la reducción."""
    lx, ly = IZQ_MAPA + ANCHO_MAPA + 16, ARRIBA_MAPA + 4
    cuerpo_svg = [_texto(lx, ly, "Cláusulas que permiten el retiro", 11, "start", "#111827", ' font-weight="600"')]
    presentes = [c for c in colores if any(cat == c for cat, _ in celdas.values())]
    for k, cat in enumerate(presentes):
        yy = ly + 12 + k * 18
        cuerpo_svg.append(
            f'<rect x="{lx}" y="{yy}" width="14" height="12" fill="{colores[cat]}" stroke="{GRIS}" stroke-width="0.5"/>'
        )
        cuerpo_svg.append(_texto(lx + 20, yy + 10, cat, 11, "start"))
    if any(r for _, r in celdas.values()):
        yy = ly + 12 + len(presentes) * 18 + 8
        cuerpo_svg.append(
            f'<rect x="{lx}" y="{yy}" width="14" height="12" fill="url(#rayado-{clave})" '
            f'stroke="{GRIS}" stroke-width="0.5"/>'
        )
        cuerpo_svg.append(_texto(lx + 20, yy + 10, "con reducción actuarial (18.5)", 11, "start"))
    return cuerpo_svg


# --- Pension against service -----------------------------------------------------------------------------


def _pension(ingreso: date, edad: int, servicio: int, retribucion: str = "30000.00") -> float | None:
    retiro = _anos_despues(ingreso, 41)
    r = evaluar(
        {
            "version_protocolo": "1.0",
            "fecha_nacimiento": _anos_despues(retiro, -edad).isoformat(),
            "fecha_ingreso": ingreso.isoformat(),
            "fecha_retiro": retiro.isoformat(),
            "servicio_acreditable": str(servicio),
            "retribucion_promedio": retribucion,
            "en_servicio_activo": True,
        }
    )
    if "error" in r:
        raise ValueError(f"la calculadora rechazó una solicitud del gráfico: {r['error']}")
    return _d(r["pension"]["anual_antes_de_reduccion"])


def pension_contra_servicio() -> str:
    ejes = Ejes(0, 40, 0, 26000)
    series = [
        (
            "Anterior a 1990, retiro a los 60 (EXT-01, por verificar)",
            "#1d4ed8",
            None,
            date(1989, 6, 1),
            60,
            range(0, 41),
        ),
        ("Nuevo participante, retiro a los 65 (18.6(b))", "#059669", "7 4", date(1991, 6, 1), 65, range(0, 41)),
        (
            "Anterior a 1990, retiro a los 56 (18.6(a), antes de la reducción)",
            "#d97706",
            None,
            date(1989, 6, 1),
            56,
            range(0, 41),
        ),
    ]
    cuerpo = ejes.marco(
        list(range(0, 41, 5)),
        list(range(0, 26001, 5000)),
        lambda x: f"{x:.0f}",
        _miles,
        "servicios acreditables (años)",
        "pensión anual",
    )
    cuerpo += ejes.vertical(
        ANOS_TRAMO,
        f"{ANOS_TRAMO} años: de {por_ciento_como_la_ley(PORCENTAJE_18_6)} a "
        f"{por_ciento_como_la_ley(PORCENTAJE_18_6_A_EXCESO)} por año",
    )
    for _nombre, color, guiones, ingreso, edad, servicios in series:
        puntos = [(s, v) for s in servicios if (v := _pension(ingreso, edad, s)) is not None]
        if len(puntos) > 1:
            cuerpo.append(ejes.linea(puntos, color, 2.5, guiones))
        for x, y in puntos if len(puntos) <= 6 else []:
            cuerpo.append(
                f'<circle cx="{_num(ejes.px(x))}" cy="{_num(ejes.py(y))}" r="4" fill="{color}">'
                f"<title>{x} años: {_miles(y)}</title></circle>"
            )
    cuerpo += _leyenda(ejes.izq + 14, ejes.arriba + 14, [(n, c, g) for n, c, g, *_ in series])
    return _svg(
        ejes.ancho,
        ejes.alto,
        "Pensión anual según los servicios acreditables (retribución promedio de $30,000)",
        "Pensión anual antes de cualquier reducción, calculada por la calculadora de referencia para una "
        f"retribución promedio de $30,000 y de 0 a 40 años de servicios. La pendiente cambia a los {ANOS_TRAMO} años.",
        cuerpo,
    )


# --- Coordination against compensation ---------------------------------------------------------------------

SEGURO_SOCIAL_MENSUAL = "50.00"
SERVICIO_COORDINACION = 30
# The member of the chart: retires at 60 and is coordinated on the 65th birthday, inside the period the texts govern.
NACIMIENTO_COORDINACION = date(1947, 5, 10)
INGRESO_COORDINACION = date(1972, 7, 1)
RETIRO_COORDINACION = date(2007, 5, 10)
FECHA_COORDINACION = date(2012, 5, 10)


def _coordinacion(retribucion: int) -> dict:
    r = evaluar(
        {
            "version_protocolo": "1.0",
            "fecha_nacimiento": NACIMIENTO_COORDINACION.isoformat(),
            "fecha_ingreso": INGRESO_COORDINACION.isoformat(),
            "fecha_retiro": RETIRO_COORDINACION.isoformat(),
            "servicio_acreditable": str(SERVICIO_COORDINACION),
            "retribucion_promedio": f"{retribucion}.00",
            "en_servicio_activo": True,
            "coordinacion": {
                "fecha_coordinacion": FECHA_COORDINACION.isoformat(),
                "plan_coordinado": True,
                "plenamente_asegurado": True,
                "elegible_beneficios_primarios": True,
                "tipo_pension": "servicio",
                "beneficio_seguro_social": {"monto": SEGURO_SOCIAL_MENSUAL, "periodo": "mensual"},
            },
        }
    )
    if "error" in r:
        raise ValueError(f"la calculadora rechazó una solicitud del gráfico: {r['error']}")
    return r["coordinacion"]


def coordinacion_contra_retribucion() -> str:
    ejes = Ejes(0, 15000, 0, 7500)
    xs = list(range(200, 15001, 200))
    datos = [(x, _coordinacion(x)) for x in xs]
    series = [
        (
            "Pensión conforme a la Ley (Artículo 18; EXT-01, por verificar)",
            "#6b7280",
            None,
            "pension_estatutaria_anual",
        ),
        (f"Fórmula de 10.2 (tope de {pesos_del_texto(TOPE)})", "#1d4ed8", "7 4", "formula_reducida_anual"),
        ("Piso de 10.5: pensión − Seguro Social", "#d97706", "3 3", "piso_10_5_anual"),
        ("Pensión coordinada (la mayor de las dos)", "#059669", None, "pension_coordinada_anual"),
    ]
    cuerpo = ejes.marco(
        list(range(0, 15001, 2500)),
        list(range(0, 7501, 1500)),
        _miles,
        _miles,
        "retribución promedio anual",
        "cuantía anual",
    )
    cuerpo += ejes.vertical(int(TOPE), f"{pesos_del_texto(TOPE)}: tope de 10.2")
    for _nombre, color, guiones, campo in series:
        puntos = [(x, v) for x, c in datos if (v := _d(c[campo])) is not None]
        cuerpo.append(ejes.linea(puntos, color, 3.5 if campo == "pension_coordinada_anual" else 2, guiones))
    cuerpo += _leyenda(ejes.izq + 14, ejes.arriba + 14, [(n, c, g) for n, c, g, _ in series])
    return _svg(
        ejes.ancho,
        ejes.alto,
        "Coordinación con el Seguro Social según la retribución promedio",
        f"Pensión coordinada de un participante con {SERVICIO_COORDINACION} años de servicios que recibe "
        f"${SEGURO_SOCIAL_MENSUAL} mensuales del Seguro Social, para retribuciones promedio de $200 a $15,000. "
        f"La fórmula de 10.2 cambia de pendiente en {pesos_del_texto(TOPE)}; la pensión coordinada nunca baja del "
        "piso de 10.5.",
        cuerpo,
    )


def todos() -> dict[str, str]:
    """Nombre de archivo -> SVG, de todos los gráficos."""
    salida = {
        f"elegibilidad-{clave}.svg": mapa_elegibilidad(clave, titulo, ingreso, cuerpo)
        for clave, titulo, ingreso, cuerpo in MAPAS
    }
    salida["pension-servicio.svg"] = pension_contra_servicio()
    salida["coordinacion-retribucion.svg"] = coordinacion_contra_retribucion()
    return salida
