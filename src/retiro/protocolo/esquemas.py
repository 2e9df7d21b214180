"""Genera los esquemas del protocolo: JSON Schema 2020-12 (retiro/esquemas/*.schema.json) y OpenAPI 3.1.

- La solicitud sale del modelo declarativo de `retiro.protocolo.entrada` (el mismo que valida: mismas expresiones
  regulares, mismos límites de `retiro.comun.limites`).
- El resultado, el error y el saludo se declaran aquí, con las listas cerradas (estados, lecturas) tomadas
  del código y de los datos, para no repetirlas.
- ``openapi.json`` describe lo que sirve ``retiro servir --http`` con esos mismos esquemas como componentes.

`tests/test_esquemas.py` comprueba que los archivos están al día y que las respuestas de la referencia los
cumplen. Para regenerarlos::

    python -m retiro.cli.esquemas      # reescribe src/retiro/esquemas/*.json
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from retiro.comun import limites
from retiro.ley.articulo10 import LIMITA
from retiro.ley.modelo import TIPOS_PENSION
from retiro.ley.pensiones_posibles import ESTADOS as ESTADOS_POSIBLES
from retiro.ley.pensiones_posibles import TIPOS as TIPOS_POSIBLES
from retiro.protocolo import entrada
from retiro.protocolo.alcance import PARTES
from retiro.protocolo.lectores import anclado
from retiro.protocolo.salida import ESTADOS, ESTADOS_COORDINACION
from retiro.version import SITIO, VERSION, VERSION_PROTOCOLO

# Where the published site serves these files: each version of the site (mike) carries the schemas of its
# release in ``esquemas/`` (retiro.sitio.gancho), so an $id resolves to the very file, for as long as that version
# is published; `retiro servir --http` serves the same bytes under /esquemas/.
CARPETA_DEL_SITIO = "esquemas"
BASE = f"{SITIO}{VERSION}/{CARPETA_DEL_SITIO}/"
DIALECTO = "https://json-schema.org/draft/2020-12/schema"
ID_SOLICITUD = {
    "type": "string",
    "description": "Protocolo 1.1: el id_solicitud de la solicitud, igual; solo si la solicitud trae uno válido.",
}

DINERO = {
    "type": "string",
    "pattern": anclado(r"-?[0-9]+\.[0-9]{2}"),
    "description": "Cantidad redondeada al centavo, como texto («9000.00»).",
}
DECIMAL = {
    "type": "string",
    "pattern": anclado(r"-?[0-9]+(\.[0-9]+…?)?"),
    "description": "Número exacto como texto (hasta 6 decimales; «…» si se recortó).",
}
FECHA_ISO = {"type": "string", "pattern": anclado(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")}
CLAUSULA = {
    "type": "string",
    "minLength": 1,
    "description": "Identificador de cláusula («18.1», «10.2.a») o de regla externa («EXT-01»).",
}
VERSION = {"type": "string", "pattern": anclado(r"1(\.[0-9]+)*")}


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


def _limites() -> str:
    return "Límites del protocolo (retiro.comun.limites): " + "; ".join(
        f"{nombre} = {valor} ({que})" for nombre, valor, que in limites.tabla()
    )


def solicitud() -> dict:
    """La solicitud: los hechos del miembro, del modelo de `retiro.protocolo.entrada`."""
    raiz, definiciones = entrada.esquemas("#/$defs/{}")
    return {
        "$schema": DIALECTO,
        "$id": BASE + "solicitud.schema.json",
        "title": f"Solicitud (protocolo retiro {VERSION_PROTOCOLO})",
        **raiz,
        "description": raiz["description"] + " " + _limites() + ".",
        "$defs": definiciones,
    }


def _resultado_pension(ESTADOS: Any, abierto: Any, texto: Any) -> dict:
    """La parte «pension» del esquema del resultado."""
    return _objeto(
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
            # only when the result rests on something the review rejected (estado «sin_respaldo»)
            "estado_de_la_regla": {"enum": [e for e in ESTADOS if e != "sin_respaldo"]},
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


def _resultado_coordinacion(
    ESTADOS_COORDINACION: Any, LIMITA: Any, abierto: Any, campos_dinero: Any, motivo: Any
) -> dict:
    """La parte «coordinacion» del esquema del resultado."""
    return _objeto(
        {
            "estado": {"enum": list(ESTADOS_COORDINACION)},
            # only when the result rests on something the review rejected (estado «sin_respaldo»)
            "estado_de_la_regla": {"enum": [e for e in ESTADOS_COORDINACION if e != "sin_respaldo"]},
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


def _resultado_elegibilidad(abierto: Any, texto: Any) -> dict:
    """La parte «elegibilidad» del esquema del resultado."""
    return _objeto(
        {
            "elegible": {"type": ["boolean", "null"]},  # null: out of the period, «no determinado»
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
            # 18.3: the type of pension whose route is open when the requested one is not (optional).
            "otras_pensiones": {"type": "array", "items": {"enum": list(TIPOS_PENSION)}},
        },
        ["elegible", "clausulas", "verificaciones"],
        **abierto,
    )


def _resultado_pensiones_posibles(ESTADOS_POSIBLES: Any, TIPOS_POSIBLES: Any, abierto: Any, texto: Any) -> dict:
    """La parte «pensiones_posibles» del esquema del resultado."""
    return _nulo(
        _objeto(
            {
                "pensiones": {
                    "type": "array",
                    "items": _objeto(
                        {
                            "tipo_pension": {"enum": list(TIPOS_POSIBLES)},
                            "pedida": {"type": "boolean"},
                            "clausulas": {"type": "array", "items": texto},
                            "estado": {"enum": list(ESTADOS_POSIBLES)},
                            "formula": {"type": ["string", "null"]},
                            "anual_antes_de_reduccion": _nulo(DINERO),
                            "anual": _nulo(DINERO),
                            "mensual": _nulo(DINERO),
                            "pagadera_desde": _nulo(FECHA_ISO),
                            "condicion": {"type": ["string", "null"]},
                            # what this pension rests on (the requested one: the same as the result's)
                            "dependencias": _objeto(
                                {
                                    "lecturas": {"type": "object", "additionalProperties": texto},
                                    "reglas_externas": {"type": "array", "items": texto},
                                },
                                ["lecturas", "reglas_externas"],
                                **abierto,
                            ),
                        },
                        ["tipo_pension", "pedida", "clausulas", "estado", "anual"],
                        **abierto,
                    ),
                },
                "mas_favorable": {"enum": [*TIPOS_POSIBLES, None]},
            },
            ["pensiones", "mas_favorable"],
            **abierto,
        )
    )


def _resultado_dependencias(abierto: Any, lista_texto: Any, texto: Any) -> dict:
    """La parte «dependencias» del esquema del resultado."""
    return _objeto(
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
                        # provenance a lawyer can check; «por completar» while not verified (issue 11)
                        "cita": texto,
                        "edicion": texto,
                        "texto_citado": texto,
                        "fecha_version": texto,
                    },
                    ["id"],
                    **abierto,
                ),
            },
            # the review status of every reading, external rule and period bound used (retiro.revision)
            "revision": {
                "type": "array",
                "items": _objeto(
                    {
                        "id": texto,
                        "tipo": {"enum": ["interpretacion", "regla_externa", "correccion_ocr", "vigencia"]},
                        "estado": {"enum": ["por_verificar", "aprobada", "rechazada", "requiere_cambios"]},
                        "revisor": {"type": ["string", "null"]},
                        "fecha": {"type": ["string", "null"]},
                        "decision": {"type": ["string", "null"]},
                        # an interpretation: the reading this result used (approved or not)
                        "lectura": {"type": ["string", "null"]},
                    },
                    ["id", "tipo", "estado"],
                    **abierto,
                ),
            },
            # what is not approved, first what was rejected (retiro.revision.pendientes)
            "pendientes_de_revision": {
                "type": "array",
                "items": _objeto(
                    {
                        "id": texto,
                        "tipo": {"enum": ["interpretacion", "regla_externa", "correccion_ocr", "vigencia"]},
                        "estado": {"enum": ["por_verificar", "rechazada", "requiere_cambios"]},
                        "revisor": {"type": ["string", "null"]},
                        "fecha": {"type": ["string", "null"]},
                        "decision": {"type": ["string", "null"]},
                    },
                    ["id", "tipo", "estado"],
                    **abierto,
                ),
            },
            "lecturas_aprobadas": {"type": "object", "additionalProperties": texto},
            # null: not computed; else the readings whose alternative would have given more
            "lecturas_en_contra": {
                "type": ["array", "null"],
                "items": _objeto(
                    {
                        "id": texto,
                        "lectura": texto,
                        "alternativa": texto,
                        "efecto": {"enum": ["elegible", "mas_pension"]},
                        "anual": _nulo(DINERO),
                    },
                    ["id", "lectura", "alternativa", "efecto"],
                    **abierto,
                ),
            },
            "archivo_de_revisiones": {"type": ["string", "null"]},
        },
        ["lecturas", "lecturas_no_por_defecto", "reglas_externas"],
        **abierto,
    )


def resultado(cerrado: bool = False) -> dict:
    """El resultado (`salida.como_json`). Se admiten campos adicionales; los listados son obligatorios. Con
    `cerrado`, el mismo esquema sin campos adicionales: cada campo que escribe la referencia está declarado
    (tests/test_esquemas.py); el publicado los admite, para que un campo nuevo no rompa a nadie."""
    texto = {"type": "string"}
    lista_texto = {"type": "array", "items": texto}
    abierto = {"adicionales": not cerrado}
    pension = _resultado_pension(ESTADOS, abierto, texto)
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
    coordinacion = _resultado_coordinacion(ESTADOS_COORDINACION, LIMITA, abierto, campos_dinero, motivo)
    return {
        "$schema": DIALECTO,
        "$id": BASE + "resultado.schema.json",
        "title": f"Resultado (protocolo retiro {VERSION_PROTOCOLO})",
        **_objeto(
            {
                "version_protocolo": {"type": "string", "pattern": anclado(r"1(\.[0-9]+)*")},
                "id_solicitud": ID_SOLICITUD,
                "edad_al_retiro": {"type": "integer"},
                "nuevo_participante": {"type": "boolean"},
                "elegibilidad": _resultado_elegibilidad(abierto, texto),
                "reduccion_actuarial": _objeto(
                    {"aplica": {"type": ["boolean", "null"]}, "excepciones": {"type": "array", "items": CLAUSULA}},
                    ["aplica", "excepciones"],
                    **abierto,
                ),
                "pension": pension,
                # issue 21 §2: every pension whose route is open, the requested one included (null out of the period)
                "pensiones_posibles": _resultado_pensiones_posibles(ESTADOS_POSIBLES, TIPOS_POSIBLES, abierto, texto),
                "coordinacion": _nulo(coordinacion),
                "dependencias": _resultado_dependencias(abierto, lista_texto, texto),
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
    """El resultado de error: un dato malo (con su campo), un caso no soportado, o un fallo interno."""
    return {
        "$schema": DIALECTO,
        "$id": BASE + "error.schema.json",
        "title": f"Resultado de error (protocolo retiro {VERSION_PROTOCOLO})",
        "description": "La solicitud no se evaluó. O bien un dato falta, es imposible o no se entiende (campo dice "
        "cuál), o la implementación no soporta el caso (no_soportado: true), o la implementación falló por su "
        "cuenta (interno: true, sin campo: no es un problema de la solicitud).",
        **_objeto(
            {
                "version_protocolo": VERSION,
                "id_solicitud": ID_SOLICITUD,
                "error": {
                    "oneOf": [
                        _objeto(
                            {
                                "campo": {
                                    "type": "string",
                                    "minLength": 1,
                                    "description": "Ruta del campo con puntos («coordinacion.fecha_coordinacion»).",
                                },
                                "mensaje": {
                                    "type": "string",
                                    "minLength": 1,
                                    "description": "El problema, en español.",
                                },
                                "valor_recibido": {
                                    "type": ["string", "integer", "boolean"],
                                    "description": "Lo que se recibió en el campo (recortado si era largo).",
                                },
                                "no_soportado": {
                                    "type": "boolean",
                                    "description": "true: la implementación no cubre este caso (no es un fallo).",
                                },
                            },
                            ["campo", "mensaje"],
                            title="Error de entrada",
                        ),
                        _objeto(
                            {
                                "interno": {"const": True},
                                "mensaje": {"type": "string", "minLength": 1, "description": "En español."},
                                "detalle": {"type": "string", "description": "Qué falló, para quien lo depure."},
                            },
                            ["interno", "mensaje"],
                            title="Error interno",
                        ),
                    ]
                },
            },
            ["version_protocolo", "error"],
        ),
    }


def _partes_no_soportadas() -> dict:
    """El alcance declarado (retiro.protocolo.alcance): las partes de la ley que la implementación no cubre."""
    return {
        "type": "array",
        "items": {"enum": list(PARTES)},
        "uniqueItems": True,
        "description": "Partes de la ley que la implementación no cubre: el kit acepta «no soportado» solo en las "
        "solicitudes que usan alguna (docs/protocolo.md, «Alcance declarado»).",
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
                "version_protocolo": {"type": "string", "pattern": anclado(r"[0-9]+(\.[0-9]+)*")},
                "implementacion": {"type": "string"},
                "version": {"type": "string"},
                "partes_no_soportadas": _partes_no_soportadas(),
            },
            ["protocolo", "version_protocolo"],
            adicionales=True,
        ),
    }


ESQUEMAS = {"solicitud": solicitud, "resultado": resultado, "error": error, "saludo": saludo}


_COMPONENTE = "#/components/schemas/{}"


def _contenido_json(componente: str) -> dict:
    return {"application/json": {"schema": {"$ref": _COMPONENTE.format(componente)}}}


def _respuesta_de_error(que: str) -> dict:
    return {"description": que, "content": _contenido_json("Error")}


def openapi() -> dict:
    """OpenAPI 3.1 de ``retiro servir --http``: GET / da el saludo, POST / evalúa una solicitud."""
    raiz, componentes = entrada.esquemas(_COMPONENTE)
    componentes["Solicitud"] = {"title": solicitud()["title"], **raiz}
    for nombre, esquema in (("Resultado", resultado()), ("Error", error()), ("Saludo", saludo())):
        componentes[nombre] = {k: v for k, v in esquema.items() if k not in ("$schema", "$id")}
    json_de = _contenido_json
    error_http = _respuesta_de_error
    return {
        "openapi": "3.1.0",
        "jsonSchemaDialect": DIALECTO,
        "info": {
            "title": "retiro: la calculadora de referencia por HTTP",
            "version": VERSION_PROTOCOLO,
            "summary": "Artículos 18 y 10 del Reglamento del Sistema de Retiro de Puerto Rico (protocolo JSON).",
            "description": "Lo que sirve `retiro servir --http PUERTO` (docs/protocolo.md). Un dato malo no es un "
            "fallo del servicio: es una respuesta del protocolo con estado 200 y un objeto de error que nombra el "
            "campo. " + _limites() + ".",
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        "servers": [
            {
                "url": "http://127.0.0.1:{puerto}",
                "description": "retiro servir --http PUERTO (solo la interfaz local, salvo que se pida otra)",
                "variables": {"puerto": {"default": "8000"}},
            }
        ],
        "paths": {
            "/": {
                "get": {
                    "operationId": "saludo",
                    "summary": "El saludo de versión del protocolo.",
                    "responses": {"200": {"description": "El saludo.", "content": json_de("Saludo")}},
                },
                "post": {
                    "operationId": "evaluar",
                    "summary": "Evalúa una solicitud: un resultado o un error que nombra el campo.",
                    "requestBody": {
                        "required": True,
                        "description": f"La solicitud, JSON en UTF-8 (hasta {limites.MAX_BYTES} bytes).",
                        "content": json_de("Solicitud"),
                    },
                    "responses": {
                        "200": {
                            "description": "El resultado, o el resultado de error de una solicitud que no se "
                            "puede evaluar (también de un JSON malformado o fuera de los límites).",
                            "content": {
                                "application/json": {
                                    "schema": {
                                        "oneOf": [
                                            {"$ref": "#/components/schemas/Resultado"},
                                            {"$ref": "#/components/schemas/Error"},
                                        ]
                                    }
                                }
                            },
                        },
                        "4XX": error_http("La petición HTTP no se atiende (ruta, tamaño, cabeceras, tiempo)."),
                        "5XX": error_http("El servicio no puede atender ahora o falló (error interno)."),
                    },
                },
            }
        },
        "components": {"schemas": componentes},
    }


ARCHIVOS = {f"{nombre}.schema.json": funcion for nombre, funcion in ESQUEMAS.items()} | {"openapi.json": openapi}


def texto(nombre: str) -> str:
    """El texto del archivo `nombre` («solicitud», o «solicitud.schema.json», «openapi.json»)."""
    funcion = ESQUEMAS.get(nombre) or ARCHIVOS[nombre]
    return json.dumps(funcion(), ensure_ascii=False, indent=2) + "\n"


def carpeta() -> Path:
    return Path(__file__).resolve().parent.parent / "esquemas"


def escribir() -> list[Path]:
    """Escribe cada archivo de `ARCHIVOS` en `carpeta` (``python -m retiro.cli.esquemas``); da sus rutas."""
    rutas = []
    for archivo in ARCHIVOS:
        ruta = carpeta() / archivo
        ruta.write_text(texto(archivo), encoding="utf-8")
        rutas.append(ruta)
    return rutas
