"""Los hechos de una solicitud, con el vocabulario de la ley.

Las cuantías son racionales exactos (`Fraction`); el servicio acreditable, en años (fraccionarios).
La validación y la lectura del JSON están en `retiro.protocolo.entrada`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction

CUERPOS = ("ninguno", "policia", "bomberos")
PUESTOS = ("otro", "alcalde", "servicio_extension_agricola")
TIPOS_PENSION = ("opcional", "alto_riesgo", "merito")
TIPOS_PENSION_COORDINADA = ("servicio", "incapacidad", "incapacidad_ocupacional", "merito")


@dataclass(frozen=True, slots=True)
class Traslado:
    """18.4: paso de la Policía o de Bomberos a otro puesto gubernamental del Sistema."""

    cuerpo: str
    fecha: date
    sin_interrupcion: bool
    servicio_acreditable: Fraction
    puesto_en_el_sistema: bool | None = None  # 18.4(b): the new post is within the System's membership (INT-38)
    retribucion_promedio: Fraction | None = None  # annual average pay at the move (INT-39, «al_traslado»)


@dataclass(frozen=True, slots=True)
class Al30Junio2013:
    """Ley 3-2013 (3 L.P.R.A. § 787c(a); EXT-06, INT-47): los hechos del miembro al 30 de junio de 2013, los que
    esa ley conserva a quien ingresó antes del 1 de enero de 2000."""

    servicio_acreditable: Fraction  # years of credited service accrued to 30 June 2013
    retribucion_promedio: Fraction  # annual average pay at 30 June 2013 (INT-08)


@dataclass(frozen=True, slots=True)
class TablaActuarial:
    """18.6(d): factores de reducción de la Junta. Los aporta el usuario.

    Claves: edad en años cumplidos («55») o en años y meses («55-06»); cuál se busca lo dice INT-30.
    """

    nombre: str
    fuente: str
    fecha_adopcion: date
    factores: dict[str, Fraction]


@dataclass(frozen=True, slots=True)
class DatosCoordinacion:
    """Hechos del Artículo 10 (coordinación con el Seguro Social federal)."""

    fecha_coordinacion: date
    plan_coordinado: bool
    plenamente_asegurado: bool
    elegible_beneficios_primarios: bool
    tipo_pension: str = "servicio"
    fecha_plenamente_asegurado: date | None = None
    fecha_elegible_beneficios_primarios: date | None = None
    pension_estatutaria: Fraction | None = None
    factor_reduccion: Fraction | None = None
    beneficio_seguro_social: Fraction | None = None  # annual, normalised from its period
    beneficio_seguro_social_con_derecho: Fraction | None = None  # annual: the benefit one is entitled to (INT-41)
    beneficio_seguro_social_actual: Fraction | None = None  # annual: after later increases (INT-42)
    aumentos_por_ley: Fraction = Fraction(0)  # annual
    fecha_concesion: date | None = None
    pension_diferida: bool = False
    fecha_separacion: date | None = None
    anualidad_por_traspaso: bool = False
    fecha_opcion_traspaso: date | None = None
    pension_minima: bool = False
    pension_minima_por_ley: Fraction | None = None  # annual amount of the legal minimum, a fact (10.6(e), INT-27)
    anos_computo_original: Fraction | None = None
    porcentaje_merito: Fraction | None = None  # as a fraction (0.75)


@dataclass(frozen=True, slots=True)
class Solicitud:
    """Los hechos de un miembro y de su retiro. Son hechos, no valores derivados."""

    fecha_nacimiento: date
    fecha_ingreso: date
    fecha_retiro: date
    servicio_acreditable: Fraction
    retribucion_promedio: Fraction  # annual (INT-08)
    en_servicio_activo: bool
    cuerpo: str = "ninguno"
    puesto: str = "otro"
    tipo_pension: str = "opcional"
    porcentaje_merito: Fraction | None = None
    traslado: Traslado | None = None
    tabla_actuarial: TablaActuarial | None = None
    coordinacion: DatosCoordinacion | None = None
    lecturas: Mapping[str, str] = field(default_factory=dict)
    servicio_en_el_cuerpo: Fraction | None = None  # 18.3: years served in the Police or Fire Corps (INT-37)
    puestos_anteriores: tuple[str, ...] = ()  # 10.7: posts held before the one at retirement (INT-44)
    reingreso_despues_de_1999: bool = False  # § 786-1(b)(2): refund, then a participant again after 1999 (VIG-02)
    opto_por_transferencia: bool = False  # § 786-1(b)(3): took the transfer option of § 786-2 (VIG-02)
    al_30_junio_2013: Al30Junio2013 | None = None  # Ley 3-2013, § 787c(a): the facts frozen on 30 June 2013 (INT-47)
