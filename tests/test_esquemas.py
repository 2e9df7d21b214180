"""Los esquemas JSON del protocolo: al día con su generador, válidos, y cumplidos por la referencia."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from jsonschema import Draft202012Validator

from retiro import evaluar
from retiro.conformidad import esquemas

BUENA = {
    "fecha_nacimiento": "1960-05-10",
    "fecha_ingreso": "1984-07-01",
    "fecha_retiro": "2016-01-15",
    "servicio_acreditable": {"anos": 26, "meses": 3},
    "retribucion_promedio": "$30,000.00",
    "en_servicio_activo": True,
}
COORDINADA = {
    **BUENA,
    "fecha_nacimiento": "1950-05-10",
    "fecha_ingreso": "1975-07-01",
    "fecha_retiro": "2008-06-01",
    "servicio_acreditable": "32",
    "coordinacion": {
        "fecha_coordinacion": "2015-05-10",
        "plan_coordinado": True,
        "plenamente_asegurado": True,
        "elegible_beneficios_primarios": True,
        "beneficio_seguro_social": {"monto": "800.00", "periodo": "mensual"},
        "aumentos_por_ley": "1200",
    },
}
CON_TABLA = {
    **BUENA,
    "fecha_retiro": "2016-01-15",
    "tabla_actuarial": {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "0.8"}},
    "lecturas": {"INT-01": "inclusiva"},
}


def esquema(nombre: str) -> dict:
    return json.loads(
        resources.files("retiro").joinpath("esquemas", f"{nombre}.schema.json").read_text(encoding="utf-8")
    )


@pytest.mark.parametrize("nombre", list(esquemas.ESQUEMAS))
def test_el_archivo_esta_al_dia_con_el_generador_y_es_un_esquema_2020_12_valido(nombre):
    archivo = resources.files("retiro").joinpath("esquemas", f"{nombre}.schema.json").read_text(encoding="utf-8")
    assert archivo == esquemas.texto(nombre), "ejecute: python -m retiro.conformidad.esquemas"
    Draft202012Validator.check_schema(json.loads(archivo))


@pytest.mark.parametrize(
    "solicitud",
    [
        BUENA,
        COORDINADA,
        CON_TABLA,
        {**BUENA, "cuerpo": "policia", "fecha_retiro": "2011-01-15", "servicio_acreditable": "26"},
    ],
)
def test_la_solicitud_cumple_su_esquema_y_la_respuesta_de_la_referencia_el_de_resultado(solicitud):
    Draft202012Validator(esquema("solicitud")).validate(solicitud)
    r = evaluar(json.loads(json.dumps(solicitud)))
    assert "error" not in r, r
    Draft202012Validator(esquema("resultado")).validate(r)


def test_la_coordinacion_de_la_referencia_cumple_el_esquema_con_cifras():
    r = evaluar(COORDINADA)
    assert r["coordinacion"]["pension_coordinada_anual"] is not None
    Draft202012Validator(esquema("resultado")).validate(r)


@pytest.mark.parametrize(
    "mala",
    [
        {**BUENA, "cuerpo": "marina"},
        {**BUENA, "retribucion_promedio": 30000.5},
        {**BUENA, "servicio_acreditable": "-3"},
        {**BUENA, "campo_inventado": 1},
        {k: v for k, v in BUENA.items() if k != "fecha_retiro"},
        {**BUENA, "lecturas": {"INT-01": "otra"}},
    ],
)
def test_lo_que_el_esquema_de_solicitud_rechaza_la_referencia_tambien_lo_rechaza(mala):
    assert not Draft202012Validator(esquema("solicitud")).is_valid(mala)
    r = evaluar(mala)
    assert "error" in r
    Draft202012Validator(esquema("error")).validate(r)


def test_el_error_y_la_marca_no_soportado_cumplen_el_esquema_de_error():
    v = Draft202012Validator(esquema("error"))
    v.validate(evaluar({**BUENA, "fecha_retiro": "1950-01-01"}))
    v.validate(
        {"version_protocolo": "1.0", "error": {"campo": "coordinacion", "mensaje": "no cubierto", "no_soportado": True}}
    )
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"campo": "x"}})
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"campo": "x", "mensaje": "m", "no_soportado": "sí"}})


def test_un_resultado_con_cuantias_numericas_no_cumple_el_esquema():
    r = evaluar(BUENA)
    r["pension"]["anual"] = 12000.0
    errores = list(Draft202012Validator(esquema("resultado")).iter_errors(r))
    assert [list(e.absolute_path) for e in errores] == [["pension", "anual"]]
