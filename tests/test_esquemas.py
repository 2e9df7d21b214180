"""Los esquemas JSON del protocolo: al día con su generador, válidos, y cumplidos por la referencia."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from jsonschema import Draft202012Validator

from retiro import evaluar
from retiro.protocolo import esquemas

BUENA = {
    "fecha_nacimiento": "1952-05-10",
    "fecha_ingreso": "1976-07-01",
    "fecha_retiro": "2008-01-15",
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
    "fecha_retiro": "2008-01-15",
    "tabla_actuarial": {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "0.8"}},
    "lecturas": {"INT-01": "inclusiva"},
}


def esquema(nombre: str) -> dict:
    return json.loads(
        resources.files("retiro").joinpath("esquemas", f"{nombre}.schema.json").read_text(encoding="utf-8")
    )


@pytest.mark.parametrize("archivo", list(esquemas.ARCHIVOS))
def test_el_archivo_esta_al_dia_con_el_generador(archivo):
    texto = resources.files("retiro").joinpath("esquemas", archivo).read_text(encoding="utf-8")
    assert texto == esquemas.texto(archivo), (
        f"src/retiro/esquemas/{archivo} no está al día: regenérelos con: python -m retiro.cli.esquemas"
    )


@pytest.mark.parametrize("nombre", list(esquemas.ESQUEMAS))
def test_cada_esquema_es_json_schema_2020_12_valido(nombre):
    Draft202012Validator.check_schema(esquema(nombre))


def test_openapi_es_un_documento_openapi_3_1_valido_con_los_mismos_esquemas():
    from openapi_spec_validator import validate

    documento = json.loads(resources.files("retiro").joinpath("esquemas", "openapi.json").read_text(encoding="utf-8"))
    validate(documento)
    assert documento["openapi"].startswith("3.1")
    componentes = documento["components"]["schemas"]
    # the same request model: every property and every shared definition of the schema file is there
    assert set(componentes["Solicitud"]["properties"]) == set(esquema("solicitud")["properties"])
    assert set(esquema("solicitud")["$defs"]) <= set(componentes)
    assert "#/$defs/" not in json.dumps(documento), "una referencia del archivo de esquema quedó sin traducir"


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


def test_el_error_la_marca_no_soportado_y_el_error_interno_cumplen_el_esquema_de_error():
    v = Draft202012Validator(esquema("error"))
    v.validate(evaluar({**BUENA, "fecha_retiro": "1950-01-01"}))
    v.validate(
        {"version_protocolo": "1.0", "error": {"campo": "coordinacion", "mensaje": "no cubierto", "no_soportado": True}}
    )
    v.validate({"version_protocolo": "1.0", "error": {"interno": True, "mensaje": "falló", "detalle": "KeyError: 1"}})
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"campo": "x"}})
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"campo": "x", "mensaje": "m", "no_soportado": "sí"}})
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"campo": "", "mensaje": "m"}})
    # an internal failure is told apart from bad input: it names no field, and a field cannot pose as one
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"interno": True, "campo": "x", "mensaje": "m"}})
    assert not v.is_valid({"version_protocolo": "1.0", "error": {"interno": False, "mensaje": "m"}})


def test_un_fallo_de_la_calculadora_es_un_error_interno_y_no_un_error_de_entrada(monkeypatch):
    from retiro.ley import articulo18

    def averiada(*_a, **_k):
        raise ZeroDivisionError("división por cero en una regla")

    monkeypatch.setattr(articulo18, "evaluar", averiada)
    r = evaluar(BUENA)
    Draft202012Validator(esquema("error")).validate(r)
    assert r["error"]["interno"] is True and "campo" not in r["error"]
    assert "no es un problema de la solicitud" in r["error"]["mensaje"] and "ZeroDivisionError" in r["error"]["detalle"]


def test_un_resultado_con_cuantias_numericas_no_cumple_el_esquema():
    r = evaluar(BUENA)
    r["pension"]["anual"] = 12000.0
    errores = list(Draft202012Validator(esquema("resultado")).iter_errors(r))
    assert [list(e.absolute_path) for e in errores] == [["pension", "anual"]]


def _con_valor_por_defecto(e: dict, ruta: str, raiz: dict) -> set[str]:
    """The dotted paths of the request schema that have a «default» (through $ref and anyOf/oneOf)."""
    while "$ref" in e:
        e = raiz["$defs"][e["$ref"].rsplit("/", 1)[-1]]
    rutas = {ruta} if "default" in e else set()
    for alternativa in [*e.get("anyOf", []), *e.get("oneOf", [])]:
        rutas |= _con_valor_por_defecto(alternativa, ruta, raiz)
    for nombre, propiedad in e.get("properties", {}).items():
        rutas |= _con_valor_por_defecto(propiedad, f"{ruta}.{nombre}" if ruta else nombre, raiz)
    return rutas


def test_el_escenario_de_los_valores_por_defecto_nombra_todos_los_del_esquema():
    """datos_del_protocolo.feature, «Omitir un dato que tiene valor por defecto…»: one row per defaulted field of
    the published request schema (of the register's readings, a sample is enough: they all work the same way)."""
    import re
    from pathlib import Path

    raiz = esquemas.solicitud()
    esperados = {r for r in _con_valor_por_defecto(raiz, "", raiz) if not r.startswith("lecturas.")}
    texto = (Path(__file__).parents[1] / "features/articulo_18/datos_del_protocolo.feature").read_text("utf-8")
    (bloque,) = re.findall(r"Omitir un dato que tiene valor por defecto.*?Ejemplos:\n(.*?)\n\n", texto, re.DOTALL)
    filas = {linea.strip().strip("|").strip() for linea in bloque.splitlines()[1:]}
    assert esperados <= filas, f"faltan en el escenario: {sorted(esperados - filas)}"
    assert any(f.startswith("lecturas.") for f in filas)


# Every part an answer can carry, each reached by one request (issue 21: fields the reference wrote and the schema
# did not declare, `coordinacion.estado_de_la_regla` and the shape of `pensiones_posibles…dependencias`).
DECIDE = {"revisor": "Lcda. Prueba", "fecha": "2027-01-15", "decision": "prueba del esquema"}
RECHAZA_EXT_01 = [{"id": "EXT-01", "estado": "rechazada", **DECIDE}]
CORPUS_CERRADO = {
    "coordinada": (COORDINADA, {}),
    "con_tabla_y_lecturas_en_contra": (CON_TABLA, {"lecturas_en_contra": True}),
    "con_la_solicitud": (BUENA, {"incluir_solicitud": True}),
    "policia": ({**BUENA, "cuerpo": "policia", "fecha_retiro": "2011-01-15", "servicio_acreditable": "26"}, {}),
    "sin_respaldo_con_coordinacion": ({**COORDINADA, "revision": RECHAZA_EXT_01}, {}),
    "lectura_aprobada": (
        {**BUENA, "revision": [{"id": "INT-07", "estado": "aprobada", "lectura": "final_al_centavo", **DECIDE}]},
        {},
    ),
    "merito_y_opcional": ({**BUENA, "fecha_nacimiento": "1950-01-10", "servicio_acreditable": "30"}, {}),
    "anualidad_diferida": (
        {**BUENA, "fecha_nacimiento": "1950-01-10", "servicio_acreditable": "15", "en_servicio_activo": False},
        {},
    ),
    "fuera_de_vigencia": ({**BUENA, "fecha_ingreso": "2001-03-01", "fecha_retiro": "2012-03-01"}, {}),
    "derechos_adquiridos": (
        {
            **BUENA,
            "fecha_nacimiento": "1955-01-10",
            "fecha_ingreso": "1983-01-03",
            "fecha_retiro": "2016-03-01",
            "servicio_acreditable": "33",
            "al_30_junio_2013": {"servicio_acreditable": "30", "retribucion_promedio": "30000.00"},
        },
        {},
    ),
}


def _ejemplos() -> dict[str, tuple[dict, dict]]:
    from pathlib import Path

    carpeta = Path(__file__).resolve().parents[1] / "ejemplos"
    todos = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in sorted(carpeta.glob("*.json"))}
    return {f"ejemplos/{k}.json": (v, {}) for k, v in todos.items() if "fecha_retiro" in v}


@pytest.fixture(scope="module")
def cerrado():
    return Draft202012Validator(esquemas.resultado(cerrado=True))


@pytest.mark.parametrize("caso", [*CORPUS_CERRADO, *_ejemplos()])
def test_cada_campo_que_escribe_la_referencia_esta_declarado_en_el_esquema(caso, cerrado):
    solicitud, opciones = {**CORPUS_CERRADO, **_ejemplos()}[caso]
    r = evaluar(json.loads(json.dumps(solicitud)), **opciones)
    assert "error" not in r, r
    malos = [f"{'.'.join(map(str, e.absolute_path)) or '(raíz)'}: {e.message}" for e in cerrado.iter_errors(r)]
    assert not malos, "campos del resultado que el esquema no declara:\n" + "\n".join(malos)


def test_el_corpus_del_esquema_cerrado_llega_a_cada_parte_opcional():
    """Lo que la prueba de arriba recorre: cada parte opcional del resultado sale al menos una vez."""
    vistos = set()
    for solicitud, opciones in CORPUS_CERRADO.values():
        r = evaluar(json.loads(json.dumps(solicitud)), **opciones)
        d, c, p = r["dependencias"], r["coordinacion"] or {}, r["pensiones_posibles"]
        vistos |= {k for k in ("lecturas_aprobadas", "revision", "pendientes_de_revision") if d.get(k)}
        vistos |= {"lecturas_en_contra"} if d.get("lecturas_en_contra") is not None else set()
        vistos |= {"pension.estado_de_la_regla"} if "estado_de_la_regla" in r["pension"] else set()
        vistos |= {"coordinacion.estado_de_la_regla"} if "estado_de_la_regla" in c else set()
        vistos |= {"solicitud"} if "solicitud" in r else set()
        vistos |= {"pensiones_posibles.null"} if p is None else {x["tipo_pension"] for x in p["pensiones"]}
    assert vistos >= {
        "lecturas_aprobadas",
        "revision",
        "pendientes_de_revision",
        "lecturas_en_contra",
        "pension.estado_de_la_regla",
        "coordinacion.estado_de_la_regla",
        "solicitud",
        "pensiones_posibles.null",
        "opcional",
        "merito",
        "anualidad_diferida",
    }, vistos


def test_el_esquema_cerrado_rechaza_un_campo_no_declarado_y_el_publicado_lo_admite(cerrado):
    r = evaluar(json.loads(json.dumps(COORDINADA)))
    r["coordinacion"]["campo_nuevo"] = 1
    r["pensiones_posibles"]["pensiones"][0]["dependencias"]["otra"] = []
    rutas = sorted(".".join(map(str, e.absolute_path)) for e in cerrado.iter_errors(r))
    assert rutas == ["coordinacion", "pensiones_posibles.pensiones.0.dependencias"]
    assert not list(Draft202012Validator(esquema("resultado")).iter_errors(r))
