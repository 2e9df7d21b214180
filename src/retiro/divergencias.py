"""Tablas de divergencia del registro de interpretaciones: casos en que las lecturas dan resultados distintos.

Para cada entrada (INT-…) hay unos pocos casos de ejemplo (solicitudes JSON del protocolo 1.0). Cada caso
se evalúa con la calculadora una vez por lectura; la tabla muestra, por lectura, los campos del resultado
que cambian de una lectura a otra. Nada se escribe a mano: todo se calcula.

Uso (documentación, revisión jurídica)::

    from retiro.divergencias import tabla, tablas
    tabla("INT-03")  # {"id", "pregunta", "lecturas", "por_defecto", "casos": [...], "sin_divergencia"}
"""

from __future__ import annotations

import copy
from typing import Any

from retiro.protocolo import evaluar
from retiro.registro import interpretaciones

# Outcome fields compared across readings (paths in the JSON result), in reading order.
CAMPOS = (
    "nuevo_participante",
    "edad_al_retiro",
    "elegibilidad.elegible",
    "elegibilidad.clausulas",
    "reduccion_actuarial.aplica",
    "reduccion_actuarial.excepciones",
    "pension.estado",
    "pension.formula",
    "pension.anual_antes_de_reduccion",
    "pension.anual",
    "pension.mensual",
    "coordinacion.estado",
    "coordinacion.fecha_efecto",
    "coordinacion.formula_reducida_anual",
    "coordinacion.piso_10_5_anual",
    "coordinacion.limita",
    "coordinacion.pension_coordinada_anual",
    "coordinacion.total_sistema_anual",
)


def _solicitud(**cambios: Any) -> dict:
    """Un miembro del régimen anterior a 1990, en servicio activo; los cambios sustituyen los hechos."""
    base = {
        "fecha_nacimiento": "1960-05-10",
        "fecha_ingreso": "1984-07-01",
        "fecha_retiro": "2016-05-10",
        "servicio_acreditable": "26",
        "retribucion_promedio": "30000.00",
        "en_servicio_activo": True,
    }
    base.update(cambios)
    return base


def _coordinada(coordinacion: dict | None = None, **cambios: Any) -> dict:
    """Un participante del régimen anterior que se retira a los 58 con 30 años y se coordina a los 65."""
    c = {
        "fecha_coordinacion": "2010-03-01",
        "plan_coordinado": True,
        "plenamente_asegurado": True,
        "elegible_beneficios_primarios": True,
        "beneficio_seguro_social": {"monto": "800.00", "periodo": "mensual"},
    }
    c.update(coordinacion or {})
    base = {
        "fecha_nacimiento": "1945-03-01",
        "fecha_ingreso": "1970-01-01",
        "fecha_retiro": "2003-03-01",
        "servicio_acreditable": "30",
        "coordinacion": c,
    }
    base.update(cambios)
    return _solicitud(**base)


def _traslado(fecha: str, servicio: str, sin_interrupcion: bool = True, cuerpo: str = "policia") -> dict:
    return {"cuerpo": cuerpo, "fecha": fecha, "sin_interrupcion": sin_interrupcion, "servicio_acreditable": servicio}


# (description in Spanish, request). The request never names the reading: each reading is added when run.
CASOS: dict[str, list[tuple[str, dict]]] = {
    "INT-01": [
        (
            "Ingresó el 1 de abril de 1990; se retira a los 58 años con 25 de servicios",
            _solicitud(
                fecha_nacimiento="1960-05-10",
                fecha_ingreso="1990-04-01",
                fecha_retiro="2018-05-10",
                servicio_acreditable="25",
            ),
        ),
    ],
    "INT-02": [
        (
            "Nuevo participante (ingresó en 1995) que se retira a los 60 años con 12 de servicios",
            _solicitud(
                fecha_nacimiento="1950-01-01",
                fecha_ingreso="1995-01-01",
                fecha_retiro="2010-01-15",
                servicio_acreditable="12",
            ),
        ),
    ],
    "INT-03": [
        (
            "Nuevo participante que se retira a los 60 años con 26 de servicios (elegible por 18.1)",
            _solicitud(
                fecha_nacimiento="1960-05-10",
                fecha_ingreso="1991-01-01",
                fecha_retiro="2020-05-10",
                servicio_acreditable="26",
            ),
        ),
    ],
    "INT-04": [
        (
            "Policía que pasó a otro puesto sin interrupción a los 45 años con 23 de servicios; se retira a los 52 con 27",
            _solicitud(
                fecha_nacimiento="1958-01-01",
                fecha_ingreso="1980-01-01",
                fecha_retiro="2010-01-15",
                servicio_acreditable="27",
                traslado=_traslado("2003-06-01", "23"),
            ),
        ),
    ],
    "INT-05": [
        (
            "Nacido el 29 de febrero de 1960; se retira el 28 de febrero de 2015 con 26 años de servicios",
            _solicitud(fecha_nacimiento="1960-02-29", fecha_retiro="2015-02-28"),
        ),
    ],
    "INT-06": [
        (
            "Se retira a los 56 años con 24 años y 6 meses de servicios",
            _solicitud(fecha_retiro="2016-06-01", servicio_acreditable={"anos": 24, "meses": 6}),
        ),
        (
            "Se retira a los 56 años con 29 años y 6 meses de servicios (tope de 18.6(a))",
            _solicitud(
                fecha_nacimiento="1960-05-10",
                fecha_ingreso="1980-01-01",
                fecha_retiro="2016-06-01",
                servicio_acreditable={"anos": 29, "meses": 6},
            ),
        ),
    ],
    "INT-07": [
        (
            "Pensión anual exacta de $12,000.055 (retribución promedio de $30,000.1375, 58 años, 25 de servicios)",
            _solicitud(fecha_retiro="2018-05-10", servicio_acreditable="25", retribucion_promedio="30000.1375"),
        ),
    ],
    "INT-08": [
        (
            "La retribución promedio dada es «2500.00» (58 años, 30 de servicios)",
            _solicitud(
                fecha_ingreso="1980-01-01",
                fecha_retiro="2018-05-10",
                servicio_acreditable="30",
                retribucion_promedio="2500.00",
            ),
        ),
    ],
    "INT-09": [
        ("No está en servicio activo; 56 años y 26 de servicios", _solicitud(en_servicio_activo=False)),
    ],
    "INT-10": [
        (
            "Policía que no está en servicio activo; 52 años y 26 de servicios",
            _solicitud(
                cuerpo="policia", en_servicio_activo=False, fecha_retiro="2012-05-10", servicio_acreditable="26"
            ),
        ),
    ],
    "INT-11": [
        (
            "Policía nuevo participante que pide la anualidad de alto riesgo a los 48 años con 30 de servicios",
            _solicitud(
                cuerpo="policia",
                tipo_pension="alto_riesgo",
                fecha_nacimiento="1973-03-01",
                fecha_ingreso="1991-01-01",
                fecha_retiro="2021-03-01",
                servicio_acreditable="30",
            ),
        ),
    ],
    "INT-12": [
        (
            "Policía que pasó a otro puesto, con interrupción, a los 51 años con 26 de servicios; se retira a los 53",
            _solicitud(
                fecha_nacimiento="1958-01-01",
                fecha_ingreso="1980-01-01",
                fecha_retiro="2011-01-15",
                servicio_acreditable="28",
                traslado=_traslado("2009-06-01", "26", sin_interrupcion=False),
            ),
        ),
    ],
    "INT-13": [
        (
            "Nuevo participante que se retira a los 56 años con 27 de servicios",
            _solicitud(
                fecha_nacimiento="1963-05-10",
                fecha_ingreso="1990-07-01",
                fecha_retiro="2019-05-10",
                servicio_acreditable="27",
            ),
        ),
    ],
    "INT-14": [
        (
            "Participante del régimen anterior que se retira a los 56 años con 31 de servicios",
            _solicitud(fecha_ingreso="1980-01-01", servicio_acreditable="31"),
        ),
    ],
    "INT-15": [
        (
            "Nuevo participante que se retira a los 65 años con 12 de servicios",
            _solicitud(
                fecha_nacimiento="1950-01-01",
                fecha_ingreso="1995-01-01",
                fecha_retiro="2015-01-01",
                servicio_acreditable="12",
            ),
        ),
    ],
    "INT-16": [
        (
            "Nuevo participante que se retira a los 66 años con 12 de servicios",
            _solicitud(
                fecha_nacimiento="1950-01-01",
                fecha_ingreso="1995-01-01",
                fecha_retiro="2016-01-01",
                servicio_acreditable="12",
            ),
        ),
    ],
    "INT-17": [
        (
            "Policía que pasó sin interrupción a otro puesto a los 59 años con 12 de servicios; se retira a los 61, ya inactivo",
            _solicitud(
                fecha_nacimiento="1950-01-01",
                fecha_ingreso="1985-01-01",
                fecha_retiro="2011-01-15",
                servicio_acreditable="14",
                en_servicio_activo=False,
                traslado=_traslado("2009-02-01", "12"),
            ),
        ),
    ],
    "INT-18": [
        (
            "Policía que pasó sin interrupción a otro puesto a los 51 años con 26 de servicios; se retira a los 56 con 31",
            _solicitud(
                fecha_nacimiento="1958-01-01",
                fecha_ingreso="1980-01-01",
                fecha_retiro="2014-01-15",
                servicio_acreditable="31",
                traslado=_traslado("2009-06-01", "26"),
            ),
        ),
    ],
    "INT-19": [
        (
            "Policía, nuevo participante, que se retira a los 50 años con 26 de servicios (18.3)",
            _solicitud(
                fecha_nacimiento="1966-01-01",
                fecha_ingreso="1990-06-01",
                fecha_retiro="2016-07-01",
                servicio_acreditable="26",
                cuerpo="policia",
            ),
        ),
    ],
    "INT-20": [
        (
            "Pensión estatutaria de $12,000.00, menor que la suma de 10.2 ($14,010.00)",
            _coordinada({"pension_estatutaria": "12000.00"}),
        ),
    ],
    "INT-21": [
        (
            "Pensión reducida con factor 0.8 (pensión estatutaria de $12,000.00)",
            _coordinada({"pension_estatutaria": "12000.00", "factor_reduccion": "0.8"}),
        ),
    ],
    "INT-22": [
        (
            "Aumentos por ley de $3,000.00 anuales; Seguro Social de $100.00 mensuales",
            _coordinada(
                {"aumentos_por_ley": "3000.00", "beneficio_seguro_social": {"monto": "100.00", "periodo": "mensual"}}
            ),
        ),
    ],
    "INT-23": [
        ("Bombero del Plan Coordinado", _coordinada(cuerpo="bomberos")),
    ],
    "INT-24": [
        (
            "Cumple 65 años el 2010-03-01 pero es plenamente asegurado desde el 2011-01-01",
            _coordinada({"fecha_coordinacion": "2011-06-01", "fecha_plenamente_asegurado": "2011-01-01"}),
        ),
    ],
    "INT-25": [
        (
            "Pensión por mérito del 75 % con 30 años en el cómputo original",
            _coordinada(
                {"tipo_pension": "merito", "anos_computo_original": "30", "porcentaje_merito": "75"},
                tipo_pension="merito",
                porcentaje_merito="75",
            ),
        ),
    ],
    "INT-26": [
        (
            "Ex policía que pasó sin interrupción a otro puesto a los 51 años con 26 de servicios",
            _coordinada(
                fecha_nacimiento="1945-03-01", fecha_ingreso="1970-01-01", traslado=_traslado("1996-06-01", "26")
            ),
        ),
    ],
    "INT-27": [
        (
            "Pensión de $3,000.00 que la coordinación dejaría en $2,280.00, con una mínima por ley de $2,500.00",
            _coordinada(
                {
                    "pension_estatutaria": "3000.00",
                    "pension_minima_por_ley": "2500.00",
                    "beneficio_seguro_social": {"monto": "60.00", "periodo": "mensual"},
                },
                retribucion_promedio="6000.00",
            ),
        ),
        (
            "La pensión de $2,500.00 es la mínima establecida por ley",
            _coordinada(
                {
                    "pension_estatutaria": "2500.00",
                    "pension_minima": True,
                    "pension_minima_por_ley": "2500.00",
                    "beneficio_seguro_social": {"monto": "60.00", "periodo": "mensual"},
                },
                retribucion_promedio="6000.00",
            ),
        ),
    ],
    "INT-28": [
        (
            "Pensión por incapacidad ocupacional de $9,000.00 (15 años de servicios); Seguro Social de $300.00 mensuales",
            _solicitud(
                fecha_nacimiento="1950-05-10",
                fecha_ingreso="1985-07-01",
                fecha_retiro="2000-07-01",
                servicio_acreditable="15",
                en_servicio_activo=False,
                coordinacion={
                    "fecha_coordinacion": "2015-05-10",
                    "plan_coordinado": True,
                    "plenamente_asegurado": True,
                    "elegible_beneficios_primarios": True,
                    "tipo_pension": "incapacidad_ocupacional",
                    "pension_estatutaria": "9000.00",
                    "beneficio_seguro_social": {"monto": "300.00", "periodo": "mensual"},
                },
            ),
        ),
    ],
    "INT-29": [
        (
            "Nuevo participante (ingresó en 1990) que pide la pensión por mérito a los 60 años con 30 de servicios",
            _solicitud(
                fecha_ingreso="1990-05-01", fecha_retiro="2020-05-10", servicio_acreditable="30", tipo_pension="merito"
            ),
        ),
    ],
    "INT-30": [
        (
            "Se retira a los 56 años y 6 meses con 26 de servicios; la tabla trae «56» (0.85) y «56-06» (0.88)",
            _solicitud(
                fecha_retiro="2016-11-10",
                servicio_acreditable="26",
                tabla_actuarial={
                    "nombre": "ilustrativa (NO es la tabla de la Junta)",
                    "fuente": "ejemplo del proyecto retiro",
                    "fecha_adopcion": "2000-01-01",
                    "factores": {"56": "0.85", "56-06": "0.88"},
                },
            ),
        ),
        (
            "Se retira a los 56 años y 6 meses con 26 de servicios; la tabla solo trae edades en años («56»: 0.85)",
            _solicitud(
                fecha_retiro="2016-11-10",
                servicio_acreditable="26",
                tabla_actuarial={
                    "nombre": "ilustrativa (NO es la tabla de la Junta)",
                    "fuente": "ejemplo del proyecto retiro",
                    "fecha_adopcion": "2000-01-01",
                    "factores": {"56": "0.85"},
                },
            ),
        ),
    ],
}


def _campo(resultado: dict, ruta: str) -> Any:
    actual: Any = resultado
    for parte in ruta.split("."):
        if not isinstance(actual, dict):
            return None
        actual = actual.get(parte)
    return actual


def evaluar_con(solicitud: dict, entrada: str, lectura: str) -> dict:
    """Evalúa una solicitud con una lectura de una entrada (las demás, las de por defecto)."""
    s = copy.deepcopy(solicitud)
    s.setdefault("lecturas", {})[entrada] = lectura
    return evaluar(s)


def tabla(entrada: str) -> dict:
    """La tabla de divergencia de una entrada: por caso, los campos del resultado según cada lectura.

    Devuelve datos simples::

        {"id", "pregunta", "por_defecto", "lecturas": [ids],
         "casos": [{"descripcion", "solicitud", "difieren": [campos],
                    "resultados": {lectura: {campo: valor}}, "lecturas_usadas": {lectura: lectura usada}}],
         "sin_divergencia": texto del registro o None}

    ``resultados`` trae solo los campos que difieren entre lecturas (o, si ninguno difiere, los que no son nulos).
    """
    e = interpretaciones()[entrada]
    lecturas = [x["id"] for x in e["lecturas"]]
    filas = []
    for descripcion, solicitud in CASOS.get(entrada, []):
        completos = {}
        usadas = {}
        for lectura in lecturas:
            r = evaluar_con(solicitud, entrada, lectura)
            if "error" in r:
                raise ValueError(f"{entrada}, caso «{descripcion}»: la calculadora rechazó la solicitud: {r['error']}")
            completos[lectura] = {c: _campo(r, c) for c in CAMPOS}
            usadas[lectura] = r["dependencias"]["lecturas"].get(entrada)
        difieren = [c for c in CAMPOS if len({repr(completos[x][c]) for x in lecturas}) > 1]
        mostrar = difieren or [c for c in CAMPOS if completos[lecturas[0]][c] is not None]
        filas.append(
            {
                "descripcion": descripcion,
                "solicitud": solicitud,
                "difieren": difieren,
                "resultados": {x: {c: completos[x][c] for c in mostrar} for x in lecturas},
                "lecturas_usadas": usadas,
            }
        )
    return {
        "id": entrada,
        "pregunta": e["pregunta"],
        "por_defecto": e["por_defecto"],
        "lecturas": lecturas,
        "casos": filas,
        "sin_divergencia": e.get("sin_divergencia"),
    }


def tablas() -> list[dict]:
    """Las tablas de todas las entradas del registro, en su orden."""
    return [tabla(i) for i in interpretaciones()]
