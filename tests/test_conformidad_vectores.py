"""`retiro vectores`: cada caso como datos, con lo que la ley exige (campo, modo de comparación, valor).

Los vectores llevan la expectativa de la especificación, no la respuesta de la referencia: una respuesta
distinta pero conforme (otra redacción, campos de más, listas sin orden en otro orden) los pasa; una
equivocada no. Y un arnés en otro lenguaje (ejemplos/otra_implementacion/vectores.mjs, escrito con la
documentación) da, vector por vector, el mismo resultado que el kit.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from ayuda_kit import retiro
from implementacion_reescrita import otra_redaccion
from retiro import evaluar
from retiro.conformidad import ejecutor
from retiro.conformidad.defectuosas import DEFECTUOSAS
from retiro.conformidad.expectativas import MODOS, Expectativa, fallo
from retiro.protocolo import alcance
from retiro.version import VERSION_PROTOCOLO

RAIZ = Path(__file__).resolve().parent.parent
JS = RAIZ / "ejemplos" / "otra_implementacion"


def discrepancias(funcion, lista: list[dict]):
    """Lo que hace un arnés: enviar cada solicitud y comprobar cada expectativa con el comparador único."""
    for v in lista:
        r = funcion(json.loads(json.dumps(v["solicitud"])))
        for e in v["expectativas"]:
            motivo = fallo(r, Expectativa.de_dict(e))
            if motivo:
                yield f"{v['id']}: {motivo}"


def test_formato_y_contenido(vectores):
    _, d = vectores
    assert (d["formato"], d["version"], d["version_protocolo"]) == ("retiro-vectores", 2, VERSION_PROTOCOLO)
    assert d["modos"] == MODOS and set(d["partes"]) == set(alcance.PARTES)
    lista = d["vectores"]
    assert len(lista) > 300 and len({v["id"] for v in lista}) == len(lista)
    for v in lista:
        assert v["solicitud"] and v["expectativas"] and v["pasos"], v["id"]
        assert v["resultado_esperado"] in ("resultado", "error")
        assert v["partes"] == alcance.partes_de(v["solicitud"]), v["id"]
        for e in v["expectativas"]:
            assert e["modo"] in MODOS and "alcance" not in e, (v["id"], e)  # only the law is exported
    fila = next(v for v in lista if v["ejemplo"].get("fecha_retiro") == "2011-05-09" and "18_1" in v["id"])
    assert {"puntero": "/elegibilidad/elegible", "modo": "igual", "valor": False} in [
        {k: e[k] for k in ("puntero", "modo", "valor") if k in e} for e in fila["expectativas"]
    ]


def test_una_comprobacion_de_redaccion_no_se_exporta(vectores):
    """«el motivo según "18.1" dice "se exigen 25"»: se exporta la verificación de 18.1, no la frase."""
    _, d = vectores
    v = next(v for v in d["vectores"] if any('dice "se exigen 25"' in p for p in v["pasos"]))
    texto = json.dumps(v["expectativas"], ensure_ascii=False)
    assert "se exigen 25" not in texto.replace('dice \\"se exigen 25\\"', "")
    assert '"puntero": "/elegibilidad/verificaciones", "modo": "alguno"' in texto


def test_una_respuesta_conforme_escrita_de_otra_manera_pasa_todos_los_vectores(vectores):
    _, d = vectores
    assert list(discrepancias(lambda s: otra_redaccion(evaluar(s), s), d["vectores"])) == []


def test_la_referencia_cumple_cada_vector(vectores):
    _, d = vectores
    assert list(discrepancias(evaluar, d["vectores"])) == []


@pytest.mark.parametrize("defectuosa", ["edad_55_mayor_estricto", "mensual_es_anual", "error_sin_campo"])
def test_una_respuesta_equivocada_no_pasa(vectores, defectuosa):
    _, d = vectores
    assert next(discrepancias(DEFECTUOSAS[defectuosa].evaluar, d["vectores"]), None)  # one is enough


def test_una_cuantia_cambiada_en_un_centavo_no_pasa(vectores):
    _, d = vectores

    def un_centavo_mas(s):
        r = otra_redaccion(evaluar(s), s)
        p = r.get("pension") or {}
        if p.get("anual"):
            p["anual"] = f"{float(p['anual']) + 0.01:.2f}"
        return r

    malos = list(discrepancias(un_centavo_mas, d["vectores"]))
    assert malos and all("/pension/anual" in m for m in malos)


@pytest.mark.larga  # the whole specification against the JavaScript implementation (python -m pytest -m larga)
def test_un_arnes_en_javascript_da_el_mismo_resultado_que_el_kit_vector_por_vector(vectores, kit_js):
    """ejemplos/otra_implementacion/vectores.mjs: el matcher y la regla de las partes, reescritos en JavaScript."""
    ruta, d = vectores
    _, datos, _ = kit_js
    r = subprocess.run(["node", str(JS / "vectores.mjs"), str(ruta)], capture_output=True, text=True, timeout=1800)
    assert r.returncode == 0, r.stderr
    arnes = json.loads(r.stdout)
    assert arnes["vectores"] == len(d["vectores"])
    casos = datos["casos"]
    del_kit = dict(zip(ejecutor.ids_de_casos(casos), (c["resultado"] for c in casos), strict=True))
    assert {i: del_kit.get(i) for i in arnes["resultados"]} == arnes["resultados"]


def test_la_orden_retiro_vectores(tmp_path):
    ruta = tmp_path / "v.json"
    r = retiro("vectores", "--salida", str(ruta), "-k", "clausula-18.5.a and not test_propiedades")
    assert r.returncode == 0, r.stderr
    d = json.loads(ruta.read_text(encoding="utf-8"))
    assert d["formato"] == "retiro-vectores" and all("18.5.a" in v["clausulas"] for v in d["vectores"])
    assert f"{len(d['vectores'])} vectores escritos" in r.stderr


def test_la_especificacion_entera_se_exporta_con_su_sustituto_suelto(vectores, kit_referencia):
    """Toda la especificación, no una selección: un caso de datos_del_protocolo.feature envía un sustituto suelto
    («\\ud800», JSON válido que no existe en UTF-8). Sale como su escape JSON y se lee igual; nunca una traza."""
    from retiro.cli import conformidad as ordenes

    ruta, d = vectores
    _, datos = kit_referencia
    assert datos["seleccion"] is None, "los vectores deben salir de la especificación completa"
    crudo = ruta.read_bytes()
    assert crudo.decode("utf-8") == ordenes.texto_de_vectores(ejecutor.vectores(datos))
    con_sustituto = [v for v in d["vectores"] if "\ud800" in json.dumps(v["solicitud"], ensure_ascii=False)]
    assert con_sustituto and b"\\ud800" in crudo


@pytest.mark.larga  # the whole specification through the command, as a user runs it (python -m pytest -m larga)
def test_la_orden_retiro_vectores_exporta_la_especificacion_entera(tmp_path):
    ruta = tmp_path / "v.json"
    r = retiro("vectores", "--salida", str(ruta), timeout=1200)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    d = json.loads(ruta.read_text(encoding="utf-8"))
    assert any("\ud800" in json.dumps(v["solicitud"], ensure_ascii=False) for v in d["vectores"])
    assert f"{len(d['vectores'])} vectores escritos" in r.stderr
