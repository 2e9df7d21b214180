"""La solicitud del protocolo: un modelo declarativo del que salen el validador, el JSON Schema y OpenAPI.

Cada campo se declara aquí una sola vez (`Campo`: nombre, tipo, si es obligatorio, su valor por defecto, qué
es); cada tipo de dato (`Tipo`) une un lector de `retiro.protocolo.lectores` —con su error en español que nombra el
campo, el problema y el valor recibido— y su JSON Schema, con las mismas expresiones regulares y los mismos
límites (`retiro.comun.limites`). Cada objeto lleva sus reglas entre campos: funciones pequeñas con nombre, cada
una con la cláusula o la entrada del registro que hace cumplir. De aquí salen:

- el validador: `solicitud(datos) -> Solicitud` (o `ErrorDeEntrada`), en el orden de `retiro.protocolo.declaracion`;
- ``retiro/esquemas/solicitud.schema.json`` y ``openapi.json`` (``python -m retiro.cli.esquemas``).

**Por qué declaraciones propias y no pydantic ni msgspec.** ``python scripts/medir_validacion.py`` valida el
mismo modelo (mismos lectores, reglas y objetos del dominio) con los tres, sobre 20 000 solicitudes distintas
de la mezcla de ``scripts/benchmark.py``. En esta máquina de 2 núcleos, compartida y cargada (carga ~9), dio
en µs de CPU por solicitud: de un dict, propio 15.0, msgspec 15.3, pydantic 20.1; de texto JSON, propio
≈ 21–25, msgspec 16.9, pydantic 24.3; arranque (importar y construir el modelo, ms de CPU), propio 72.8,
msgspec 73.9, pydantic 135.2. Repítalo en una máquina tranquila. Se eligieron declaraciones propias porque:

- *De un dict* (``retiro.evaluar``, la referencia escalar, el lote) los tres cuestan lo mismo: el coste
  está en leer los datos del dominio (cantidades como «$30,000.00», fechas en español, fracciones exactas),
  que en los tres es el mismo código Python; pydantic añade un 30 %.
- *Arranque*: pydantic añade unos 60 ms de CPU, más que todo el presupuesto de ``retiro calcular`` (5 veces
  un ``python -c pass``); msgspec casi nada.
- *De texto* msgspec es más rápido (su decodificador en C), pero pierde lo que el protocolo promete: calla
  los campos repetidos (se queda con el último), rechaza un entero de más de 64 bits sin decir en qué campo,
  y sus mensajes están en inglés, sin el valor recibido ni la ruta de los errores de tipos propios. Con el
  decodificador propio (`retiro.protocolo.decodificador`, sobre ``json`` de la biblioteca estándar) cada uno de esos
  casos es un error en español que nombra el campo.
- *Esquema*: los tres generan JSON Schema 2020-12; aquí el patrón del esquema es la misma expresión regular
  que usa el lector (lineal y acotada), de modo que esquema y validador no pueden diferir.

Si el lote necesitara decodificar JSON Lines más deprisa, el decodificador de msgspec es el candidato medido.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from retiro.comun import limites as L
from retiro.comun.errores import ErrorDeEntrada, describir
from retiro.ley.fechas import anos_entre
from retiro.ley.lecturas import INT08
from retiro.ley.modelo import (
    CUERPOS,
    PUESTOS,
    TIPOS_PENSION,
    TIPOS_PENSION_COORDINADA,
    Al30Junio2013,
    DatosCoordinacion,
    Solicitud,
    TablaActuarial,
    Traslado,
)
from retiro.ley.registro import interpretaciones
from retiro.protocolo.declaracion import Campo, Objeto, Tipo, esquema, tipo
from retiro.protocolo.lectores import (
    PATRONES,
    anclado,
    booleano,
    cantidad_de_dinero,
    factor,
    factores,
    fecha,
    lecturas,
    opcion,
    porcentaje,
    servicio,
    texto_libre,
    version,
)
from retiro.revision import ESTADOS as ESTADOS_DE_REVISION
from retiro.revision import decisiones_de_la_solicitud, lecturas_vigentes
from retiro.version import VERSION_PROTOCOLO

# ------------------------------------------------------------------------------------------------ tipos


def _texto_con(patron: str, **extra: Any) -> dict:
    return {"type": "string", "maxLength": L.MAX_LARGO_DATO, "pattern": anclado(patron), **extra}


_ENTERO_JSON = {"type": "integer", "minimum": 0, "maximum": L.MAX_ENTERO}
FECHA = tipo(
    fecha,
    _texto_con(PATRONES["fecha"], description="Fecha AAAA-MM-DD (o «10 de mayo de 1960»), de 1800 a 2199."),
    "fecha",
)
_NUMERO_ESQUEMA = {
    "description": "Número exacto: texto decimal («30000.00», «$30,000.00») o entero JSON; no se admiten números "
    f"JSON con decimales. Hasta {L.MAX_CIFRAS_ENTERAS} cifras enteras y {L.MAX_DECIMALES} decimales.",
    "oneOf": [_texto_con(PATRONES["cantidad"]), _ENTERO_JSON],
}
CANTIDAD = tipo(cantidad_de_dinero, _NUMERO_ESQUEMA, "cantidad")
PORCENTAJE = tipo(
    porcentaje,
    {
        "description": "Por ciento entre 0 y 100 («75» o «75%»).",
        "oneOf": [_texto_con(PATRONES["porcentaje"]), {"type": "integer", "minimum": 0, "maximum": 100}],
    },
    "porcentaje",
)
FACTOR = tipo(
    factor,
    {
        "description": "Factor de reducción actuarial: mayor que 0 y no mayor que 1 («0.85»).",
        "oneOf": [_texto_con(PATRONES["cantidad"]), {"type": "integer", "minimum": 1, "maximum": 1}],
    },
    "factor",
)
SERVICIO = tipo(
    servicio,
    lambda: {
        "description": "Años de servicios acreditables: número («25», «24.5») u objeto {anos, meses} (meses < 12).",
        "oneOf": [
            {"$ref": "cantidad"},
            {
                "type": "object",
                "properties": {
                    "anos": {"$ref": "cantidad"},
                    "meses": {
                        "description": "Meses: menos de 12.",
                        "oneOf": [_texto_con(PATRONES["cantidad"]), {"type": "integer", "minimum": 0, "maximum": 11}],
                    },
                },
                "additionalProperties": False,
            },
        ],
    },
    "servicio",
)
BOOLEANO = tipo(
    booleano,
    {
        "description": "true o false (también se admiten los textos «sí», «si», «no», «true», «false»).",
        "oneOf": [{"type": "boolean"}, _texto_con(PATRONES["booleano"])],
    },
    "booleano",
)
TEXTO = tipo(texto_libre, {"type": "string", "maxLength": L.MAX_LARGO_TEXTO, "pattern": "[^ \t]"})
VERSION = tipo(version, _texto_con(PATRONES["version"]))


def _lista_de_puestos(valor: Any, campo: str) -> tuple[str, ...]:
    """10.7 (INT-44): una lista de los puestos que 10.7 excluye de la coordinación (Alcalde, Extensión Agrícola),
    cada uno una vez (un puesto repetido es un dato mal escrito, no otro puesto: datos/decisiones.yaml)."""
    if type(valor) is not list:
        raise ErrorDeEntrada(campo, 'debe ser una lista (p. ej. ["alcalde"])', valor)
    puestos = tuple(opcion(x, f"{campo}.{i}", PUESTOS_EXCLUIDOS) for i, x in enumerate(valor))
    for i, puesto in enumerate(puestos):
        if puesto in puestos[:i]:
            raise ErrorDeEntrada(f"{campo}.{i}", "está repetido: cada puesto se da una vez", valor[i])
    return puestos


def _opciones(opciones: tuple[str, ...]) -> Tipo:
    return tipo(lambda v, campo: opcion(v, campo, opciones), {"enum": list(opciones)})


def _esquema_lecturas() -> dict:
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


LECTURAS = tipo(lecturas, _esquema_lecturas)


def _esquema_revision() -> dict:
    return {
        "type": "array",
        "description": "Decisiones de la revisión jurídica, como los bloques del archivo del revisor.",
        "items": {
            "type": "object",
            "properties": {
                "id": {"type": "string", "pattern": "^(INT|EXT|OCR|VIG)-[0-9]{2}$"},
                "estado": {"enum": list(ESTADOS_DE_REVISION)},
                "lectura": {"type": "string"},
                "revisor": {"type": ["string", "null"]},
                "fecha": {"type": ["string", "null"], "format": "date"},
                "decision": {"type": ["string", "null"]},
                "comentario": {"type": ["string", "null"]},
            },
            "required": ["id", "estado"],
            "additionalProperties": False,
        },
    }


REVISION = tipo(decisiones_de_la_solicitud, _esquema_revision)
PUESTOS_EXCLUIDOS = tuple(p for p in PUESTOS if p != "otro")  # 10.7
PUESTOS_ANTERIORES = tipo(
    _lista_de_puestos,
    {"type": "array", "uniqueItems": True, "items": {"enum": list(PUESTOS_EXCLUIDOS)}},
)
FACTORES = tipo(
    factores,
    {
        "type": "object",
        "minProperties": 1,
        "maxProperties": L.MAX_FACTORES,
        "propertyNames": {"pattern": anclado(PATRONES["clave_tabla"])},
        "additionalProperties": {"$ref": "factor"},
        "description": "Clave: edad en años cumplidos («55») o en años y meses («55-06»); "
        "cuál se busca lo dice INT-30.",
    },
)
# ---- reglas entre campos (each cites what it enforces)


def fechas_en_orden(v: dict, datos: dict) -> None:
    """18.1, 18.2: la edad se cuenta desde el nacimiento y el servicio desde el ingreso: no pueden invertirse."""
    nacimiento, ingreso, retiro = v["fecha_nacimiento"], v["fecha_ingreso"], v["fecha_retiro"]
    if ingreso < nacimiento:
        raise ErrorDeEntrada(
            "fecha_ingreso", f"es anterior a la fecha de nacimiento ({nacimiento.isoformat()})", datos["fecha_ingreso"]
        )
    if retiro < nacimiento:
        raise ErrorDeEntrada(
            "fecha_retiro", f"es anterior a la fecha de nacimiento ({nacimiento.isoformat()})", datos["fecha_retiro"]
        )
    if retiro < ingreso:
        raise ErrorDeEntrada(
            "fecha_retiro",
            f"es anterior a la fecha de ingreso al Sistema ({ingreso.isoformat()})",
            datos["fecha_retiro"],
        )


def servicio_no_mayor_que_la_edad(v: dict, datos: dict) -> None:
    """18.1–18.3: nadie tiene más años de servicios acreditables que de edad al retiro (un servicio imposible).

    Cota holgada (días / 365, contando los dos extremos). Un servicio mayor que el tiempo desde el ingreso al
    Sistema no es un error de dato sino una cuestión de derecho: INT-34 (retiro.ley.articulo18).
    """
    anos, nacimiento, retiro = v["servicio_acreditable"], v["fecha_nacimiento"], v["fecha_retiro"]
    dias = retiro.toordinal() - nacimiento.toordinal() + 1
    if anos.numerator * 365 > dias * anos.denominator:  # servicio > días / 365
        a, m, d = anos_entre(nacimiento, retiro)
        raise ErrorDeEntrada(
            "servicio_acreditable",
            f"es mayor que la edad al retiro ({a} años, {m} meses y {d} días): es imposible",
            datos["servicio_acreditable"],
        )


def servicio_en_el_cuerpo_posible(v: dict, datos: dict) -> None:
    """18.3 (INT-37): el servicio prestado en el Cuerpo es parte del servicio acreditable."""
    en = v.get("servicio_en_el_cuerpo")
    if en is not None and en > v["servicio_acreditable"]:
        raise ErrorDeEntrada(
            "servicio_en_el_cuerpo", "no puede ser mayor que el servicio acreditable", datos["servicio_en_el_cuerpo"]
        )


def traslado_solo_fuera_del_cuerpo(v: dict, datos: dict) -> None:
    """18.4: quien pasó de la Policía o de Bomberos a otro puesto ya no es miembro del Cuerpo."""
    if v["traslado"] is not None and v["cuerpo"] != "ninguno":
        raise ErrorDeEntrada(
            "traslado", "quien pasó a otro puesto ya no es miembro del Cuerpo: el campo cuerpo debe ser «ninguno»"
        )


def traslado_posible(v: dict, datos: dict) -> None:
    """18.4: el paso a otro puesto ocurre entre el ingreso y el retiro, con el servicio que se tenía entonces."""
    t = v["traslado"]
    if t is None:
        return
    if not v["fecha_ingreso"] <= t.fecha <= v["fecha_retiro"]:
        raise ErrorDeEntrada(
            "traslado.fecha", "debe estar entre la fecha de ingreso y la de retiro", datos["traslado"]["fecha"]
        )
    if t.servicio_acreditable > v["servicio_acreditable"]:
        raise ErrorDeEntrada(
            "traslado.servicio_acreditable",
            "no puede ser mayor que el servicio acreditable al retiro",
            datos["traslado"]["servicio_acreditable"],
        )


def al_30_junio_2013_posible(v: dict, datos: dict) -> None:
    """Ley 3-2013, § 787c(a) (INT-47): el servicio acreditable acumulado al 30 de junio de 2013 es parte del que se
    tiene al retiro."""
    a = v.get("al_30_junio_2013")
    if a is not None and a.servicio_acreditable > v["servicio_acreditable"]:
        raise ErrorDeEntrada(
            "al_30_junio_2013.servicio_acreditable",
            "no puede ser mayor que el servicio acreditable al retiro",
            datos["al_30_junio_2013"]["servicio_acreditable"],
        )


def coordinacion_despues_del_retiro(v: dict, datos: dict) -> None:
    """10.1: se coordina la pensión de un pensionado: la coordinación no es anterior al retiro."""
    c = v["coordinacion"]
    if c is not None and c.fecha_coordinacion < v["fecha_retiro"]:
        raise ErrorDeEntrada(
            "coordinacion.fecha_coordinacion",
            f"es anterior a la fecha de retiro ({v['fecha_retiro'].isoformat()})",
            datos["coordinacion"]["fecha_coordinacion"],
        )


def anos_del_computo_original_posibles(v: dict, datos: dict) -> None:
    """10.3: los años del cómputo original de la pensión por mérito no pasan del servicio acreditable."""
    c = v["coordinacion"]
    if c is not None and c.anos_computo_original is not None and c.anos_computo_original > v["servicio_acreditable"]:
        raise ErrorDeEntrada(
            "coordinacion.anos_computo_original",
            "no puede ser mayor que el servicio acreditable",
            datos["coordinacion"]["anos_computo_original"],
        )


def condiciones_de_10_1_a_la_fecha(v: dict, datos: dict) -> None:
    """10.1, INT-24: las fechas en que se cumplieron las condiciones son anteriores a la coordinación y ciertas."""
    c = v["coordinacion"]
    if c is None:
        return
    for campo, condicion in (
        ("fecha_plenamente_asegurado", "plenamente_asegurado"),
        ("fecha_elegible_beneficios_primarios", "elegible_beneficios_primarios"),
    ):
        f = getattr(c, campo)
        if f is not None and f > c.fecha_coordinacion:
            raise ErrorDeEntrada(
                f"coordinacion.{campo}",
                "es posterior a la fecha de coordinación: a esa fecha la condición aún no se cumplía",
                datos["coordinacion"][campo],
            )
        if f is not None and not getattr(c, condicion):
            raise ErrorDeEntrada(
                f"coordinacion.{campo}",
                f"se da esta fecha, pero coordinacion.{condicion} es falso",
                datos["coordinacion"][campo],
            )


def fechas_de_10_6_posibles(v: dict, datos: dict) -> None:
    """10.6(b) a (d): la concesión, la separación y la opción de traspaso ocurren entre el ingreso y la coordinación."""
    c = v["coordinacion"]
    if c is None:
        return
    for campo, que in (
        ("fecha_concesion", "la concesión de la pensión"),
        ("fecha_separacion", "la separación del servicio"),
        ("fecha_opcion_traspaso", "el ejercicio de la opción de traspaso"),
    ):
        f = getattr(c, campo)
        if f is not None and f > c.fecha_coordinacion:
            raise ErrorDeEntrada(
                f"coordinacion.{campo}",
                f"es posterior a la fecha de coordinación: no puede coordinarse antes de {que}",
                datos["coordinacion"][campo],
            )
        if f is not None and f < v["fecha_ingreso"]:
            raise ErrorDeEntrada(
                f"coordinacion.{campo}",
                f"es anterior a la fecha de ingreso al Sistema ({v['fecha_ingreso'].isoformat()})",
                datos["coordinacion"][campo],
            )


def factor_solo_con_pension_estatutaria(v: dict, datos: dict) -> None:
    """10.2, INT-21: un factor de reducción dado solo tiene sentido junto a la pensión a la que se aplicó."""
    c = v["coordinacion"]
    if c is not None and c.factor_reduccion is not None and c.pension_estatutaria is None:
        raise ErrorDeEntrada(
            "coordinacion.factor_reduccion",
            "solo se admite junto con coordinacion.pension_estatutaria: si la pensión la calcula el Artículo 18, "
            "el factor sale de la tabla actuarial",
            datos["coordinacion"]["factor_reduccion"],
        )


def incapacidad_con_pension_estatutaria(v: dict, datos: dict) -> None:
    """10.2: la pensión por incapacidad se concede por reglas que no están en los textos: es un hecho."""
    c = v["coordinacion"]
    if c is not None and c.tipo_pension in ("incapacidad", "incapacidad_ocupacional") and c.pension_estatutaria is None:
        raise ErrorDeEntrada(
            "coordinacion.pension_estatutaria",
            "falta: la pensión por incapacidad se concede por reglas que no están en estos textos; "
            "dé su cuantía anual conforme a la Ley",
        )


def merito_con_su_por_ciento(v: dict, datos: dict) -> None:
    """10.3: la coordinación de una pensión por mérito usa el por ciento que se aplicó al otorgarla."""
    c = v["coordinacion"]
    if c is not None and c.tipo_pension == "merito" and c.porcentaje_merito is None and v["porcentaje_merito"] is None:
        raise ErrorDeEntrada(
            "coordinacion.porcentaje_merito",
            "falta: la coordinación de una pensión por mérito usa el por ciento que se aplicó al otorgarla (10.3)",
        )


def merito_en_los_dos_campos(v: dict, datos: dict) -> None:
    """10.3: una pensión por mérito lo es en la solicitud y en la coordinación, con el mismo por ciento."""
    c = v["coordinacion"]
    if c is None:
        return
    if (c.tipo_pension == "merito") != (v["tipo_pension"] == "merito"):
        raise ErrorDeEntrada(
            "coordinacion.tipo_pension",
            f"no concuerda con tipo_pension («{v['tipo_pension']}»): una pensión por mérito lo es en ambos campos",
            datos["coordinacion"].get("tipo_pension", "servicio"),
        )
    pct, pct_solicitud = c.porcentaje_merito, v["porcentaje_merito"]
    if pct is not None and pct_solicitud is not None and pct != pct_solicitud:
        raise ErrorDeEntrada(
            "coordinacion.porcentaje_merito",
            f"no coincide con porcentaje_merito ({describir(datos['porcentaje_merito'])}): es el mismo "
            "por ciento, el que se aplicó al otorgar la pensión",
            datos["coordinacion"]["porcentaje_merito"],
        )


def merito_con_su_computo_original(v: dict, datos: dict) -> None:
    """10.3: la coordinación de una pensión por mérito usa solo los años del cómputo original."""
    if v["tipo_pension"] != "merito":
        return
    if v["anos_computo_original"] is None:
        raise ErrorDeEntrada(
            "coordinacion.anos_computo_original",
            "falta: la coordinación de una pensión por mérito usa solo los años del cómputo original (10.3)",
        )


def diferida_con_fecha_de_separacion(v: dict, datos: dict) -> None:
    """10.6(c): una pensión diferida se juzga por la fecha en que el participante se separó del servicio."""
    if v["pension_diferida"] and v["fecha_separacion"] is None:
        raise ErrorDeEntrada(
            "coordinacion.fecha_separacion",
            "falta: una pensión diferida necesita la fecha de separación del servicio (10.6(c))",
        )


def traspaso_con_fecha_de_opcion(v: dict, datos: dict) -> None:
    """10.6(d): una anualidad por traspaso se juzga por la fecha en que se ejerció la opción."""
    if v["anualidad_por_traspaso"] and v["fecha_opcion_traspaso"] is None:
        raise ErrorDeEntrada(
            "coordinacion.fecha_opcion_traspaso",
            "falta: una anualidad por traspaso necesita la fecha en que se ejerció la opción (10.6(d))",
        )


_REGLAS_DE_LA_COORDINACION = (
    merito_con_su_por_ciento,
    coordinacion_despues_del_retiro,
    anos_del_computo_original_posibles,
    condiciones_de_10_1_a_la_fecha,
    fechas_de_10_6_posibles,
    factor_solo_con_pension_estatutaria,
    incapacidad_con_pension_estatutaria,
    merito_en_los_dos_campos,
)


def reglas_de_la_coordinacion(v: dict, datos: dict) -> None:
    """Artículo 10: las reglas entre la coordinación y el resto de la solicitud, solo si se pide coordinar."""
    if v["coordinacion"] is not None:
        for regla in _REGLAS_DE_LA_COORDINACION:
            regla(v, datos)


# ---- construcción del dominio


def beneficio_anual(v: dict) -> Fraction:
    """10.5: el beneficio del Seguro Social se compara en cuantías anuales; el periodo siempre es explícito."""
    return v["monto"] * 12 if v["periodo"] == "mensual" else v["monto"]


def retribucion_anual(retribucion: Fraction, lecturas: Mapping[str, str]) -> Fraction:
    """INT-08: la retribución promedio de la solicitud es anual; con la lectura «mensual», se anualiza (×12)."""
    return retribucion * 12 if lecturas[INT08.entrada()] == INT08.MENSUAL else retribucion


def _solicitud(v: dict) -> Solicitud:
    del v["version_protocolo"], v["id_solicitud"]  # the protocol's, not facts of the member
    if v["lecturas"] is None:
        v["lecturas"] = lecturas_vigentes()  # shared, read-only (the reviewer's approved readings, else the defaults)
    v["retribucion_promedio"] = retribucion_anual(v["retribucion_promedio"], v["lecturas"])
    t = v["traslado"]
    if t is not None and t.retribucion_promedio is not None:  # INT-39: the pay at the move, annual too
        v["traslado"] = replace(t, retribucion_promedio=retribucion_anual(t.retribucion_promedio, v["lecturas"]))
    if v["puestos_anteriores"] is None:
        v["puestos_anteriores"] = ()
    del v["revision"]  # applied around the whole evaluation (retiro.revision.con_decisiones), not a fact
    a = v["al_30_junio_2013"]
    if a is not None:  # INT-08: the pay at 30 June 2013, annual too
        v["al_30_junio_2013"] = replace(
            a, retribucion_promedio=retribucion_anual(a.retribucion_promedio, v["lecturas"])
        )
    return Solicitud(**v)


def _tabla(v: dict) -> TablaActuarial:
    return TablaActuarial(**v)


def _traslado(v: dict) -> Traslado:
    return Traslado(**v)


def _al_30_junio_2013(v: dict) -> Al30Junio2013:
    return Al30Junio2013(**v)


def _coordinacion(v: dict) -> DatosCoordinacion:
    return DatosCoordinacion(**v)


# ---- los objetos

BENEFICIO = Objeto(
    "beneficio_seguro_social",
    "coordinacion.beneficio_seguro_social",
    (
        Campo("monto", CANTIDAD, "Cuantía del beneficio, en el periodo que se indica.", obligatorio=True),
        Campo("periodo", _opciones(("mensual", "anual")), "«mensual» o «anual»: siempre explícito.", obligatorio=True),
    ),
    beneficio_anual,
    "10.5: el beneficio del Seguro Social federal: {monto, periodo}.",
)


def _beneficio(ruta: str, que: str) -> Objeto:
    return Objeto(
        "beneficio_seguro_social",
        ruta,
        BENEFICIO.campos,
        beneficio_anual,
        que,
    )


# ley (issue 11): the benefit one is entitled to (INT-41) and the current one, after increases (INT-42)
BENEFICIO_CON_DERECHO = _beneficio(
    "coordinacion.beneficio_seguro_social_con_derecho", "10.5, INT-41: el beneficio al que tiene derecho."
)
BENEFICIO_ACTUAL = _beneficio(
    "coordinacion.beneficio_seguro_social_actual", "10.5, INT-42: el beneficio actual, tras sus aumentos."
)
COORDINACION = Objeto(
    "coordinacion",
    "coordinacion",
    (
        Campo("fecha_coordinacion", FECHA, "Fecha en que se coordina la pensión (10.1).", obligatorio=True),
        Campo("plan_coordinado", BOOLEANO, "Acogido al Plan Coordinado (10.1).", obligatorio=True),
        Campo(
            "plenamente_asegurado",
            BOOLEANO,
            "Plenamente asegurado bajo la Ley de Seguridad Social Federal (10.1).",
            obligatorio=True,
        ),
        Campo(
            "elegible_beneficios_primarios",
            BOOLEANO,
            "Elegible para los beneficios primarios (10.1).",
            obligatorio=True,
        ),
        Campo(
            "tipo_pension",
            _opciones(TIPOS_PENSION_COORDINADA),
            "Pensión que se coordina (10.2, 10.3).",
            defecto="servicio",
            nulo=False,
        ),
        Campo("fecha_plenamente_asegurado", FECHA, "Fecha en que adquirió esa condición (INT-24)."),
        Campo("fecha_elegible_beneficios_primarios", FECHA, "Fecha en que pasó a ser elegible (INT-24)."),
        Campo(
            "pension_estatutaria",
            CANTIDAD,
            "Pensión anual conforme a la Ley, si no la calcula el Artículo 18 (10.2, 10.5).",
        ),
        Campo("factor_reduccion", FACTOR, "Factor de reducción actuarial aplicado a esa pensión (INT-21)."),
        Campo("beneficio_seguro_social", BENEFICIO, "Beneficio del Seguro Social federal (10.5)."),
        Campo(
            "beneficio_seguro_social_con_derecho",
            BENEFICIO_CON_DERECHO,
            "Beneficio del Seguro Social al que tiene derecho, si recibe otro (10.5; INT-41).",
        ),
        Campo(
            "beneficio_seguro_social_actual",
            BENEFICIO_ACTUAL,
            "Beneficio actual del Seguro Social, tras sus aumentos (10.5; INT-42).",
        ),
        Campo("aumentos_por_ley", CANTIDAD, "Aumentos anuales recibidos por Ley (10.6(a)).", defecto=Fraction(0)),
        Campo("fecha_concesion", FECHA, "Fecha de concesión de la pensión (10.6(b))."),
        Campo("pension_diferida", BOOLEANO, "Pensión diferida (10.6(c)).", defecto=False),
        Campo("fecha_separacion", FECHA, "Fecha de separación del servicio (10.6(c))."),
        Campo("anualidad_por_traspaso", BOOLEANO, "Anualidad por traspaso (10.6(d)).", defecto=False),
        Campo("fecha_opcion_traspaso", FECHA, "Fecha en que se ejerció la opción de traspaso (10.6(d))."),
        Campo("pension_minima", BOOLEANO, "Pensión mínima establecida por ley (10.6(e)).", defecto=False),
        Campo("pension_minima_por_ley", CANTIDAD, "Cuantía anual de la pensión mínima por ley (10.6(e), INT-27)."),
        Campo(
            "anos_computo_original", SERVICIO, "Años incluidos en el cómputo original de la pensión por mérito (10.3)."
        ),
        Campo("porcentaje_merito", PORCENTAJE, "Por ciento que se aplicó al otorgar la pensión por mérito (10.3)."),
    ),
    _coordinacion,
    "Hechos del Artículo 10 (coordinación con el Seguro Social federal).",
    (merito_con_su_computo_original, diferida_con_fecha_de_separacion, traspaso_con_fecha_de_opcion),
)
TRASLADO = Objeto(
    "traslado",
    "traslado",
    (
        Campo("cuerpo", _opciones(("policia", "bomberos")), "Cuerpo del que pasó a otro puesto.", obligatorio=True),
        Campo("fecha", FECHA, "Fecha del paso a otro puesto del Sistema.", obligatorio=True),
        Campo("sin_interrupcion", BOOLEANO, "Si pasó sin interrupción (18.4(b)).", obligatorio=True),
        Campo("servicio_acreditable", SERVICIO, "Servicio acreditable al pasar (18.4(a)).", obligatorio=True),
        Campo(
            "puesto_en_el_sistema",
            BOOLEANO,
            "El nuevo puesto está comprendido dentro de la matrícula del Sistema (18.4(b); si no se dice, INT-38).",
        ),
        Campo("retribucion_promedio", CANTIDAD, "Retribución promedio anual al pasar de puesto (18.4; INT-39)."),
    ),
    _traslado,
    "18.4: paso de la Policía o de Bomberos a otro puesto del Sistema.",
)
AL_30_JUNIO_2013 = Objeto(
    "al_30_junio_2013",
    "al_30_junio_2013",
    (
        Campo(
            "servicio_acreditable",
            SERVICIO,
            "Años de servicios acreditables acumulados hasta el 30 de junio de 2013 (§ 787c(a)).",
            obligatorio=True,
        ),
        Campo(
            "retribucion_promedio",
            CANTIDAD,
            "Retribución promedio anual al 30 de junio de 2013, calculada como entonces (§ 787c(a); INT-08).",
            obligatorio=True,
        ),
    ),
    _al_30_junio_2013,
    "Ley 3-2013 (3 L.P.R.A. § 787c(a); EXT-06, INT-47): los hechos al 30 de junio de 2013 de quien se retira después "
    "y ya tenía derecho a retirarse ese día.",
)
TABLA_ACTUARIAL = Objeto(
    "tabla_actuarial",
    "tabla_actuarial",
    (
        Campo("nombre", TEXTO, "Nombre de la tabla.", obligatorio=True),
        Campo("fuente", TEXTO, "De dónde sale (la Junta la adopta; 18.6(d)).", obligatorio=True),
        Campo("fecha_adopcion", FECHA, "Fecha en que la Junta la adoptó.", obligatorio=True),
        Campo("factores", FACTORES, "Factores por edad al retiro (INT-30).", obligatorio=True),
    ),
    _tabla,
    "18.6(d): factores de reducción de la Junta por edad al retiro (INT-30).",
)
SOLICITUD_ID = TEXTO  # the reader of id_solicitud alone (retiro.protocolo.con_id)
SOLICITUD = Objeto(
    "solicitud",
    "",
    (
        Campo(
            "version_protocolo",
            VERSION,
            f"Versión del protocolo («{VERSION_PROTOCOLO}»; se acepta cualquier 1.x).",
            defecto=VERSION_PROTOCOLO,
            nulo=False,
        ),
        Campo(
            "id_solicitud",
            TEXTO,
            "Identificador que el cliente da a la solicitud (protocolo 1.1): la respuesta lo devuelve igual, y así "
            "se empareja cada respuesta con su solicitud. No cambia el cálculo.",
        ),
        Campo("fecha_nacimiento", FECHA, "Fecha de nacimiento del miembro.", obligatorio=True),
        Campo("fecha_ingreso", FECHA, "Ingreso por primera vez al Sistema (18.2, 18.3).", obligatorio=True),
        Campo("fecha_retiro", FECHA, "Fecha de retiro.", obligatorio=True),
        Campo("servicio_acreditable", SERVICIO, "Años de servicios acreditables (18.1–18.6).", obligatorio=True),
        Campo("retribucion_promedio", CANTIDAD, "Retribución promedio anual (18.6; INT-08).", obligatorio=True),
        Campo("en_servicio_activo", BOOLEANO, "En servicio activo (18.1, 18.2; INT-09).", obligatorio=True),
        Campo(
            "cuerpo", _opciones(CUERPOS), "Cuerpo de la Policía o de Bomberos (18.3).", defecto="ninguno", nulo=False
        ),
        Campo("puesto", _opciones(PUESTOS), "Puesto con reglas propias (18.5).", defecto="otro", nulo=False),
        Campo("tipo_pension", _opciones(TIPOS_PENSION), "Tipo de pensión (18.1–18.5).", defecto="opcional", nulo=False),
        Campo("porcentaje_merito", PORCENTAJE, "Por ciento de la pensión por mérito (18.5(c))."),
        Campo("traslado", TRASLADO, "18.4: paso a otro puesto del Sistema."),
        Campo("tabla_actuarial", TABLA_ACTUARIAL, "18.6(d): la tabla de la Junta que aporta el usuario."),
        Campo("coordinacion", COORDINACION, "Artículo 10: coordinación con el Seguro Social federal."),
        Campo("lecturas", LECTURAS, "Lecturas del registro de interpretaciones; las demás, por defecto."),
        Campo("servicio_en_el_cuerpo", SERVICIO, "Años servidos en la Policía o en Bomberos (18.3; INT-37)."),
        Campo("puestos_anteriores", PUESTOS_ANTERIORES, "Puestos de 10.7 ocupados antes del de retiro (INT-44)."),
        Campo(
            "revision",
            REVISION,
            "Decisiones de la revisión jurídica para esta solicitud, sobre las del archivo del revisor "
            "(docs/protocolo.md).",
        ),
        Campo(
            "reingreso_despues_de_1999",
            BOOLEANO,
            "Recibió el reembolso de sus aportaciones y volvió a ser participante después del 31 de diciembre de 1999 "
            "(3 L.P.R.A. § 786-1(b)(2); VIG-02).",
            defecto=False,
            nulo=False,
        ),
        Campo(
            "opto_por_transferencia",
            BOOLEANO,
            "Se acogió a la opción de transferencia al Programa de Cuentas de Ahorro para Retiro (§ 786-1(b)(3); "
            "VIG-02).",
            defecto=False,
            nulo=False,
        ),
        Campo(
            "al_30_junio_2013",
            AL_30_JUNIO_2013,
            "Ley 3-2013 (§ 787c(a); INT-47): servicio y retribución promedio acumulados al 30 de junio de 2013.",
        ),
    ),
    _solicitud,
    "Los hechos de un miembro y de su retiro. La calculadora valida además lo que un esquema no puede expresar "
    "(fechas en orden y que existan en el calendario, servicio posible, reglas entre campos) y contesta con un "
    "error que nombra el campo.",
    (
        fechas_en_orden,
        servicio_no_mayor_que_la_edad,
        servicio_en_el_cuerpo_posible,
        traslado_solo_fuera_del_cuerpo,
        traslado_posible,
        al_30_junio_2013_posible,
        reglas_de_la_coordinacion,
    ),
)


def solicitud(datos: Any) -> Solicitud:
    """Convierte una solicitud JSON (ya decodificada) en una `Solicitud`, o lanza `ErrorDeEntrada`."""
    return SOLICITUD.leer(datos)


# ------------------------------------------------------------------------------------------------ esquemas


def esquemas(plantilla: str = "#/$defs/{}") -> tuple[dict, dict[str, dict]]:
    """El JSON Schema de la solicitud y sus definiciones compartidas; las referencias siguen `plantilla`
    (``#/$defs/{}`` en el archivo del esquema, ``#/components/schemas/{}`` en OpenAPI)."""
    compartidos = {t.nombre: t for t in (FECHA, CANTIDAD, PORCENTAJE, FACTOR, SERVICIO, BOOLEANO)}
    return esquema(SOLICITUD, compartidos, plantilla)
