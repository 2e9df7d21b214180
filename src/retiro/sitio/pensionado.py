"""La página «Para el pensionado»: una guía en lenguaje llano con un ejemplo calculado al construir el sitio.

Ninguna cifra de la página está escrita a mano: cada una sale de ``retiro.evaluar`` para las solicitudes de abajo
(un caso inventado), así que la página no puede apartarse de lo que hace la calculadora. Las palabras que explica
las definen el glosario y los registros; la página no reescribe ninguna regla.
"""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal

from retiro import calcular, evaluar, revision, solicitud
from retiro.ley import formato
from retiro.ley.registro import clausulas, interpretaciones, reglas_externas
from retiro.protocolo.salida import como_texto
from retiro.revision import definicion
from retiro.sitio import etiquetas, plantilla

# The invented member: a participant from before 1 April 1990 who retires at 57 or 58 and is coordinated at 65,
# all within the period the texts govern.
NACIMIENTO = date(1947, 5, 10)
INGRESO = date(1977, 7, 1)
RETRIBUCION = "30000.00"
SEGURO_SOCIAL_MENSUAL = "800.00"  # an example fact of the invented member, not law
# Illustrative table shipped with the project's examples (ejemplos/retiro_temprano_18_6_a.json): NOT the Junta's.
TABLA_ILUSTRATIVA = {
    "nombre": "ilustrativa (NO es la tabla de la Junta)",
    "fuente": "ejemplo del proyecto retiro; sustitúyala por la tabla adoptada por la Junta",
    "fecha_adopcion": "2000-01-01",
    "factores": {"55": "0.80", "56": "0.86", "57": "0.93"},
}


def _cumple(edad: int) -> date:
    return NACIMIENTO.replace(year=NACIMIENTO.year + edad)


def _solicitud(edad: int, servicio: int, tabla: bool, coordinar: bool) -> dict:
    s = {
        "version_protocolo": "1.0",
        "fecha_nacimiento": NACIMIENTO.isoformat(),
        "fecha_ingreso": INGRESO.isoformat(),
        "fecha_retiro": _cumple(edad).isoformat(),
        "servicio_acreditable": str(servicio),
        "retribucion_promedio": RETRIBUCION,
        "en_servicio_activo": True,
    }
    if tabla:
        s["tabla_actuarial"] = TABLA_ILUSTRATIVA
    if coordinar:
        s["coordinacion"] = {
            "fecha_coordinacion": _cumple(65).isoformat(),
            "plan_coordinado": True,
            "plenamente_asegurado": True,
            "elegible_beneficios_primarios": True,
            "tipo_pension": "servicio",
            "beneficio_seguro_social": {"monto": SEGURO_SOCIAL_MENSUAL, "periodo": "mensual"},
        }
    return s


def casos() -> dict[str, tuple[dict, dict]]:
    """{clave: (solicitud, resultado)} del ejemplo."""
    solicitudes = {
        "57_sin_tabla": _solicitud(57, 26, tabla=False, coordinar=False),
        "57": _solicitud(57, 26, tabla=True, coordinar=True),
        "58": _solicitud(58, 27, tabla=False, coordinar=True),
        "58_30": _solicitud(58, 30, tabla=False, coordinar=False),  # another pension pays more (issue 21 §2)
        "50_15": _solicitud(50, 15, tabla=False, coordinar=False),  # no optional route: the deferred annuity
    }
    salida = {}
    for clave, s in solicitudes.items():
        r = evaluar(s)
        if "error" in r:
            raise ValueError(f"la calculadora rechazó el ejemplo del pensionado ({clave}): {r['error']}")
        salida[clave] = (s, r)
    return salida


def edad(nacimiento: date, dia: date) -> int:
    """Los años cumplidos el ``dia`` (para mostrar una edad; la calculadora tiene su propia regla)."""
    return dia.year - nacimiento.year - ((dia.month, dia.day) < (nacimiento.month, nacimiento.day))


def fecha(x: date | str) -> str:
    """«10 de mayo de 1947»."""
    return formato.fecha(date.fromisoformat(x) if isinstance(x, str) else x)


def _d(x: str | None) -> str:
    return "—" if x is None else formato.pesos(Decimal(x))


def _termino(campo: str, codigo: str) -> str | None:
    c = etiquetas.glosario().get(campo)
    t = c.valores.get(codigo) if c is not None else None
    return definicion(t) if t is not None else None


def _etiqueta_estado(i: str) -> str:
    """El estado de revisión de un punto de los registros (datos/revisiones.yaml), con su etiqueta del glosario."""
    return etiquetas.valor(revision.estado(i), "revision.estado")


def palabras() -> list[dict]:
    """Las palabras que verá, cada una con la definición que da su fuente (glosario o registro), nunca reescrita."""
    ext04 = reglas_externas()["EXT-04"]
    int01 = interpretaciones()["INT-01"]
    filas = [
        {
            "palabra": "Retribución promedio",
            "definicion": f"{ext04['nombre']}. {' '.join(ext04['descripcion'].split())}",
            "fuente": ("regla externa EXT-04, " + _etiqueta_estado("EXT-04"), "reglas_externas.md#EXT-04"),
        },
        {
            "palabra": "Participante anterior / nuevo participante",
            "definicion": f"El texto distingue a los participantes «{int01['palabras']}».",
            "fuente": ("registro de interpretaciones, INT-01", "interpretaciones.md#INT-01"),
        },
        {
            "palabra": "Retiro opcional",
            "definicion": _termino("pension.tipo_pension", "opcional"),
            "fuente": ("glosario", "glosario.md"),
        },
        {
            "palabra": "Reducción actuarial",
            "definicion": " ".join(
                x
                for x in (clausulas()["18.5"]["resumen"], _termino("pension.estado", "requiere_factor_de_la_junta"))
                if x
            ),
            "fuente": ("18.5 y glosario", "clausulas/18.5.md"),
        },
        {
            "palabra": "Coordinación con el Seguro Social",
            "definicion": _termino("coordinacion.estado", "coordinada"),
            "fuente": ("glosario", "glosario.md"),
        },
        {
            "palabra": "Garantía de 10.5",
            "definicion": _termino("coordinacion.limita", "garantia_10_5"),
            "fuente": ("glosario", "glosario.md"),
        },
        {
            "palabra": "Por verificar",
            "definicion": _termino("regla_externa.estado", "por_verificar"),
            "fuente": ("glosario", "glosario.md"),
        },
    ]
    return [f for f in filas if f["definicion"]]


def datos() -> dict:
    """Todo lo que muestra la página, calculado."""
    c = casos()
    s57, r57 = c["57"]
    _, r57s = c["57_sin_tabla"]
    s58, r58 = c["58"]
    k57 = r57["coordinacion"]
    ver = {(v["clausula"], v["oracion"]): v for v in r57["elegibilidad"]["verificaciones"]}
    return {
        "nacimiento": fecha(NACIMIENTO),
        "ingreso": fecha(INGRESO),
        "coordinacion": fecha(k57["fecha_efecto"]),
        "edad_coordinacion": edad(NACIMIENTO, date.fromisoformat(k57["fecha_efecto"])),
        "retribucion": _d(RETRIBUCION),
        "seguro_social_mensual": _d(SEGURO_SOCIAL_MENSUAL),
        "r57": r57,
        "r57s": r57s,
        "r58": r58,
        "n57": s57["servicio_acreditable"],
        "n58": s58["servicio_acreditable"],
        "grupo": "nuevo participante" if r57["nuevo_participante"] else "participante anterior a 1990",
        "si_181": ver[("18.1", None)]["motivo"],
        "no_182": ver[("18.2", 1)]["motivo"],
        "estado_sin_tabla": etiquetas.valor(r57s["pension"]["estado"], "pension.estado"),
        "definicion_sin_tabla": _termino("pension.estado", r57s["pension"]["estado"]),
        "reduccion_int21": next(
            lec["explicacion"]
            for lec in interpretaciones()["INT-21"]["lecturas"]
            if lec["id"] == r57["dependencias"]["lecturas"].get("INT-21")
        ),
        "ext58": [
            x | {"estado": etiquetas.valor(x["estado"], "revision.estado")}
            for x in r58["dependencias"]["reglas_externas"]
        ],
        "mas": Decimal(k57["total_con_seguro_social_anual"]) > Decimal(k57["pension_estatutaria_anual"]),
        "texto_57": como_texto(calcular(solicitud(s57))),
        "solicitud_57": json.dumps(s57, ensure_ascii=False, indent=2),
        "palabras": palabras(),
        "otras": [_otras(c[k]) for k in ("58_30", "50_15")],
        "edad_diferida": int(reglas_externas()["EXT-05"]["valores"]["edad_de_pago"]),
    }


def _otras(caso: tuple[dict, dict]) -> dict:
    """Un caso con todas las pensiones a que tiene derecho (``pensiones_posibles``), escritas para la página."""
    s, r = caso
    j = r["pensiones_posibles"]
    return {
        "edad": r["edad_al_retiro"],
        "servicio": s["servicio_acreditable"],
        "pedida": etiquetas.valor(s.get("tipo_pension", "opcional"), "pensiones_posibles.pensiones.tipo_pension"),
        "elegible": r["elegibilidad"]["elegible"],
        "pensiones": [
            {
                "nombre": etiquetas.valor(p["tipo_pension"], "pensiones_posibles.pensiones.tipo_pension"),
                "clausulas": p["clausulas"],
                "anual": p["anual"],
                "estado": etiquetas.valor(p["estado"], "pension.estado"),
                "desde": None if p["pagadera_desde"] is None else fecha(p["pagadera_desde"]),
                "mejor": p["tipo_pension"] == j["mas_favorable"],
                "pedida": p["pedida"],
            }
            for p in j["pensiones"]
        ],
        "mas_favorable": None
        if j["mas_favorable"] is None
        else etiquetas.valor(j["mas_favorable"], "pensiones_posibles.pensiones.tipo_pension"),
    }


def pagina(enlace) -> str:
    """El Markdown de la página; ``enlace(destino)`` da el enlace relativo a otra página de docs/."""
    return plantilla.pagina("pensionado", d=datos(), a=enlace, dinero=_d, fecha=fecha)
