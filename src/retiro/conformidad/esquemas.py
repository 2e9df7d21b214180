"""Genera los esquemas JSON Schema 2020-12 del protocolo (retiro/esquemas/*.schema.json).

Escritos a mano para que coincidan con `retiro.entrada` (solicitud) y `retiro.salida` (resultado); las
listas cerradas (cuerpos, estados, lecturas del registro de interpretaciones) salen del código y de los
datos, para no repetirlas. `tests/test_esquemas.py` comprueba que los archivos están al día y que las
respuestas de la referencia los cumplen.

    python -m retiro.conformidad.esquemas      # reescribe src/retiro/esquemas/*.schema.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from retiro.entrada import VERSION_PROTOCOLO
from retiro.modelo import CUERPOS, PUESTOS, TIPOS_PENSION, TIPOS_PENSION_COORDINADA
from retiro.registro import interpretaciones

BASE = "https://retiro.example/esquemas/1.0/"  # identifiers only; nothing is fetched
DIALECTO = "https://json-schema.org/draft/2020-12/schema"

# Same patterns as retiro.entrada (a value that does not match is rejected with ErrorDeEntrada).
FECHA = {
    "type": "string",
    "pattern": r"^\s*([0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{1,2} de [A-Za-záéíóúÁÉÍÓÚ]+ de [0-9]{4})\s*$",
    "description": "Fecha AAAA-MM-DD (o «10 de mayo de 1960»).",
}
NUMERO_TEXTO = r"^\s*\$?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?\s*$"
NUMERO = {
    "description": "Número exacto: texto decimal («30000.00», «$30,000.00») o entero JSON; no se admiten números JSON con decimales.",
    "oneOf": [{"type": "string", "pattern": NUMERO_TEXTO}, {"type": "integer", "minimum": 0}],
}
SERVICIO = {
    "description": "Años de servicios acreditables: número («25», «24.5») u objeto {anos, meses}.",
    "oneOf": [
        NUMERO,
        {
            "type": "object",
            "properties": {"anos": NUMERO, "meses": NUMERO},
            "additionalProperties": False,
        },
    ],
}
PORCENTAJE = {
    "description": "Por ciento entre 0 y 100 («75» o «75%»).",
    "oneOf": [
        {"type": "string", "pattern": r"^\s*\$?\s*[0-9]+(\.[0-9]+)?\s*%?\s*$"},
        {"type": "integer", "minimum": 0, "maximum": 100},
    ],
}
BOOLEANO = {
    "description": "true o false (también se admiten los textos «sí», «si», «no», «true», «false»).",
    "oneOf": [
        {"type": "boolean"},
        {"type": "string", "pattern": "^\\s*([Ss][ÍíIi]|[Nn][Oo]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])\\s*$"},
    ],
}
DINERO = {
    "type": "string",
    "pattern": r"^-?[0-9]+\.[0-9]{2}$",
    "description": "Cantidad redondeada al centavo, como texto («9000.00»).",
}
DECIMAL = {
    "type": "string",
    "pattern": r"^-?[0-9]+(\.[0-9]+…?)?$",
    "description": "Número exacto como texto (hasta 6 decimales; «…» si se recortó).",
}
FECHA_ISO = {"type": "string", "pattern": r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}
CLAUSULA = {
    "type": "string",
    "minLength": 1,
    "description": "Identificador de cláusula («18.1», «10.2.a») o de regla externa («EXT-01»).",
}


def _nulo(esquema: dict) -> dict:
    """El mismo esquema, o null (con "type": [..., "null"] cuando se puede: es más rápido de validar que anyOf)."""
    if isinstance(esquema.get("type"), str):
        return {**esquema, "type": [esquema["type"], "null"]}
    if "enum" in esquema:
        return {**esquema, "enum": [*esquema["enum"], None]}
    return {"anyOf": [esquema, {"type": "null"}]}


def _objeto(propiedades: dict, requeridos: list[str] | None = None, adicionales: bool = False, **extra) -> dict:
    o = {"type": "object", "properties": propiedades, "additionalProperties": adicionales, **extra}
    if requeridos:
        o["required"] = requeridos
    return o


def _lecturas() -> dict:
    return {
        "type": "object",
        "description": "Lecturas elegidas del registro de interpretaciones (las demás, por defecto).",
        # The default reading goes first and is also the JSON Schema "default" (docs/protocolo.md relies on it).
        "properties": {
            i: {
                "enum": [e["por_defecto"]] + [x["id"] for x in e["lecturas"] if x["id"] != e["por_defecto"]],
                "default": e["por_defecto"],
            }
            for i, e in interpretaciones().items()
        },
        "additionalProperties": False,
    }


def solicitud() -> dict:
    """La solicitud: los hechos del miembro (retiro.entrada.solicitud)."""
    coordinacion = _objeto(
        {
            "fecha_coordinacion": FECHA,
            "plan_coordinado": BOOLEANO,
            "plenamente_asegurado": BOOLEANO,
            "elegible_beneficios_primarios": BOOLEANO,
            "tipo_pension": {"enum": list(TIPOS_PENSION_COORDINADA)},
            "fecha_plenamente_asegurado": _nulo(FECHA),
            "fecha_elegible_beneficios_primarios": _nulo(FECHA),
            "pension_estatutaria": _nulo(NUMERO),
            "factor_reduccion": _nulo(NUMERO),
            "beneficio_seguro_social": _nulo(
                _objeto({"monto": NUMERO, "periodo": {"enum": ["mensual", "anual"]}}, ["monto", "periodo"])
            ),
            "aumentos_por_ley": _nulo(NUMERO),
            "fecha_concesion": _nulo(FECHA),
            "pension_diferida": _nulo(BOOLEANO),
            "fecha_separacion": _nulo(FECHA),
            "anualidad_por_traspaso": _nulo(BOOLEANO),
            "fecha_opcion_traspaso": _nulo(FECHA),
            "pension_minima": _nulo(BOOLEANO),
            "pension_minima_por_ley": _nulo(NUMERO),
            "anos_computo_original": _nulo(SERVICIO),
            "porcentaje_merito": _nulo(PORCENTAJE),
        },
        ["fecha_coordinacion", "plan_coordinado", "plenamente_asegurado", "elegible_beneficios_primarios"],
        description="Hechos del Artículo 10 (coordinación con el Seguro Social federal).",
    )
    return {
        "$schema": DIALECTO,
        "$id": BASE + "solicitud.schema.json",
        "title": f"Solicitud (protocolo retiro {VERSION_PROTOCOLO})",
        "description": "Los hechos de un miembro y de su retiro. La calculadora valida además lo que un esquema no puede "
        "expresar (fechas en orden, servicio posible) y contesta con un error que nombra el campo.",
        **_objeto(
            {
                "version_protocolo": {"type": "string", "pattern": r"^1(\.[0-9]+)*$"},
                "fecha_nacimiento": FECHA,
                "fecha_ingreso": FECHA,
                "fecha_retiro": FECHA,
                "servicio_acreditable": SERVICIO,
                "retribucion_promedio": NUMERO,
                "en_servicio_activo": BOOLEANO,
                "cuerpo": {"enum": list(CUERPOS)},
                "puesto": {"enum": list(PUESTOS)},
                "tipo_pension": {"enum": list(TIPOS_PENSION)},
                "porcentaje_merito": _nulo(PORCENTAJE),
                "traslado": _nulo(
                    _objeto(
                        {
                            "cuerpo": {"enum": ["policia", "bomberos"]},
                            "fecha": FECHA,
                            "sin_interrupcion": BOOLEANO,
                            "servicio_acreditable": SERVICIO,
                        },
                        ["cuerpo", "fecha", "sin_interrupcion", "servicio_acreditable"],
                        description="18.4: paso de la Policía o de Bomberos a otro puesto del Sistema.",
                    )
                ),
                "tabla_actuarial": _nulo(
                    _objeto(
                        {
                            "nombre": {"type": "string"},
                            "fuente": {"type": "string"},
                            "fecha_adopcion": FECHA,
                            "factores": {
                                "type": "object",
                                "minProperties": 1,
                                "propertyNames": {"pattern": "^[0-9]+(-(0[0-9]|1[01]))?$"},
                                "additionalProperties": NUMERO,
                                "description": "Clave: edad en años cumplidos («55») o en años y meses («55-06»); cuál se busca lo dice INT-30.",
                            },
                        },
                        ["nombre", "fuente", "fecha_adopcion", "factores"],
                        description="18.6(d): factores de reducción de la Junta por edad al retiro (INT-30).",
                    )
                ),
                "coordinacion": _nulo(coordinacion),
                "lecturas": _nulo(_lecturas()),
            },
            [
                "fecha_nacimiento",
                "fecha_ingreso",
                "fecha_retiro",
                "servicio_acreditable",
                "retribucion_promedio",
                "en_servicio_activo",
            ],
        ),
    }


def resultado() -> dict:
    """El resultado (retiro.salida.como_json). Se admiten campos adicionales; los listados son obligatorios."""
    from retiro.articulo10 import LIMITA
    from retiro.salida import ESTADOS, ESTADOS_COORDINACION

    texto = {"type": "string"}
    lista_texto = {"type": "array", "items": texto}
    abierto = {"adicionales": True}
    pension = _objeto(
        {
            "tipo_pension": {"enum": list(TIPOS_PENSION)},
            "estado": {"enum": list(ESTADOS)},
            "formula": _nulo(CLAUSULA),
            "anual_antes_de_reduccion": _nulo(DINERO),
            "mensual_antes_de_reduccion": _nulo(DINERO),
            "factor_reduccion": _nulo(DECIMAL),
            "tabla_actuarial": _nulo(
                _objeto(
                    {"nombre": texto, "fuente": texto, "fecha_adopcion": FECHA_ISO},
                    ["nombre", "fuente", "fecha_adopcion"],
                    **abierto,
                )
            ),
            "anual": _nulo(DINERO),
            "mensual": _nulo(DINERO),
        },
        [
            "tipo_pension",
            "estado",
            "formula",
            "anual_antes_de_reduccion",
            "mensual_antes_de_reduccion",
            "factor_reduccion",
            "tabla_actuarial",
            "anual",
            "mensual",
        ],
        **abierto,
    )
    motivo = _objeto({"clausula": CLAUSULA, "motivo": texto}, ["clausula", "motivo"], **abierto)
    campos_dinero = [
        "pension_estatutaria_anual",
        "formula_anual",
        "formula_reducida_anual",
        "beneficio_seguro_social_anual",
        "piso_10_5_anual",
        "pension_coordinada_anual",
        "pension_coordinada_mensual",
        "aumentos_por_ley_anual",
        "total_sistema_anual",
        "total_sistema_mensual",
        "total_con_seguro_social_anual",
    ]
    coordinacion = _objeto(
        {
            "estado": {"enum": list(ESTADOS_COORDINACION)},
            "motivos": {"type": "array", "items": motivo},
            "fecha_efecto": _nulo(FECHA_ISO),
            "productos": {"type": "object", "additionalProperties": DINERO},
            "factor_reduccion": _nulo(DECIMAL),
            "limita": {"enum": [*LIMITA, None]},
            **{c: _nulo(DINERO) for c in campos_dinero},
        },
        ["estado", "motivos", "fecha_efecto", "productos", "factor_reduccion", "limita", *campos_dinero],
        **abierto,
    )
    return {
        "$schema": DIALECTO,
        "$id": BASE + "resultado.schema.json",
        "title": f"Resultado (protocolo retiro {VERSION_PROTOCOLO})",
        **_objeto(
            {
                "version_protocolo": {"type": "string", "pattern": r"^1(\.[0-9]+)*$"},
                "edad_al_retiro": {"type": "integer"},
                "nuevo_participante": {"type": "boolean"},
                "elegibilidad": _objeto(
                    {
                        "elegible": {"type": "boolean"},
                        "clausulas": {"type": "array", "items": CLAUSULA},
                        "verificaciones": {
                            "type": "array",
                            "items": _objeto(
                                {
                                    "clausula": CLAUSULA,
                                    "oracion": {"type": ["integer", "null"]},
                                    "cumple": {"type": "boolean"},
                                    "motivo": texto,
                                },
                                ["clausula", "oracion", "cumple", "motivo"],
                                **abierto,
                            ),
                        },
                    },
                    ["elegible", "clausulas", "verificaciones"],
                    **abierto,
                ),
                "reduccion_actuarial": _objeto(
                    {"aplica": {"type": ["boolean", "null"]}, "excepciones": {"type": "array", "items": CLAUSULA}},
                    ["aplica", "excepciones"],
                    **abierto,
                ),
                "pension": pension,
                "coordinacion": _nulo(coordinacion),
                "dependencias": _objeto(
                    {
                        "lecturas": {"type": "object", "additionalProperties": texto},
                        "lecturas_no_por_defecto": lista_texto,
                        "reglas_externas": {
                            "type": "array",
                            "items": _objeto(
                                {
                                    "id": texto,
                                    "nombre": texto,
                                    "fuente": texto,
                                    "fecha_consulta": texto,
                                    "estado": texto,
                                },
                                ["id"],
                                **abierto,
                            ),
                        },
                    },
                    ["lecturas", "lecturas_no_por_defecto", "reglas_externas"],
                    **abierto,
                ),
                "avisos": lista_texto,
                "explicacion": {
                    "type": "array",
                    "items": _objeto(
                        {
                            "clausula": CLAUSULA,
                            "regla": texto,
                            "valores": {"type": "object", "additionalProperties": texto},
                            "resultado": texto,
                        },
                        ["clausula", "regla", "valores", "resultado"],
                        **abierto,
                    ),
                },
                "solicitud": {"type": "object"},
            },
            [
                "version_protocolo",
                "edad_al_retiro",
                "nuevo_participante",
                "elegibilidad",
                "reduccion_actuarial",
                "pension",
                "coordinacion",
                "dependencias",
                "avisos",
                "explicacion",
            ],
            **abierto,
        ),
    }


def error() -> dict:
    """El resultado de error (retiro.protocolo.resultado_de_error), con la marca «no_soportado» del kit."""
    return {
        "$schema": DIALECTO,
        "$id": BASE + "error.schema.json",
        "title": f"Resultado de error (protocolo retiro {VERSION_PROTOCOLO})",
        "description": "La solicitud no se puede evaluar: un dato falta, es imposible o no se entiende (el campo lo dice), "
        "o la implementación no soporta el caso (no_soportado: true).",
        **_objeto(
            {
                "version_protocolo": {"type": "string", "pattern": r"^1(\.[0-9]+)*$"},
                "error": _objeto(
                    {
                        "campo": {
                            "type": "string",
                            "minLength": 1,
                            "description": "Ruta del campo con puntos («coordinacion.fecha_coordinacion»).",
                        },
                        "mensaje": {"type": "string", "minLength": 1, "description": "El problema, en español."},
                        "valor_recibido": {"type": ["string", "integer", "boolean"]},
                        "no_soportado": {
                            "type": "boolean",
                            "description": "true: la implementación no cubre este caso (no es un fallo).",
                        },
                    },
                    ["campo", "mensaje"],
                ),
            },
            ["version_protocolo", "error"],
        ),
    }


def saludo() -> dict:
    """El saludo de versión (primera línea por stdio; GET por HTTP)."""
    return {
        "$schema": DIALECTO,
        "$id": BASE + "saludo.schema.json",
        "title": "Saludo de versión del protocolo retiro",
        **_objeto(
            {
                "protocolo": {"const": "retiro"},
                "version_protocolo": {"type": "string", "pattern": r"^[0-9]+(\.[0-9]+)*$"},
                "implementacion": {"type": "string"},
                "version": {"type": "string"},
            },
            ["protocolo", "version_protocolo"],
            adicionales=True,
        ),
    }


ESQUEMAS = {"solicitud": solicitud, "resultado": resultado, "error": error, "saludo": saludo}


def texto(nombre: str) -> str:
    return json.dumps(ESQUEMAS[nombre](), ensure_ascii=False, indent=2) + "\n"


def carpeta() -> Path:
    return Path(__file__).resolve().parent.parent / "esquemas"


def main() -> int:
    for nombre in ESQUEMAS:
        ruta = carpeta() / f"{nombre}.schema.json"
        ruta.write_text(texto(nombre), encoding="utf-8")
        print(f"escrito {ruta}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
