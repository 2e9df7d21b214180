"""Revisión jurídica: cada punto de los registros tiene su revisión, los resultados la informan, y un revisor
registra su decisión sin tocar el código."""

from __future__ import annotations

from datetime import date

import pytest
import yaml

from retiro import evaluar, revision
from retiro.cli import main
from retiro.ley.registro import reglas_externas

BASE = {
    "fecha_nacimiento": "1954-03-01",
    "fecha_ingreso": "1978-08-16",
    "fecha_retiro": "2012-03-01",
    "servicio_acreditable": "32",
    "retribucion_promedio": "42000.00",
    "en_servicio_activo": True,
}


def test_cada_punto_de_los_registros_tiene_su_revision_y_nada_sobra():
    h = revision.historia()
    puntos = set(revision.puntos())
    assert puntos <= set(h), f"sin revisión: {sorted(puntos - set(h))}"
    assert set(h) <= puntos, f"revisiones de puntos que no existen: {sorted(set(h) - puntos)}"
    for i, bloques in h.items():
        for b in bloques:
            assert set(b) == set(revision.CAMPOS), f"{i}: campos {sorted(b)}"
            assert b["estado"] in revision.ESTADOS, f"{i}: estado {b['estado']}"
            if b["estado"] != "por_verificar":
                assert b["revisor"] and b["fecha"] and b["decision"], (
                    f"{i}: una decisión necesita revisor, fecha y texto"
                )


def test_cada_regla_externa_tiene_su_procedencia_o_dice_por_completar():
    for i, r in reglas_externas().items():
        p = revision.procedencia_externa(r)
        for campo in ("cita", "edicion", "texto_citado", "fecha_version"):
            assert r.get(campo), f"{i}: falta el campo «{campo}» (escriba «por completar» si no se ha verificado)"
        assert "estado" not in r, f"{i}: el estado de revisión va en revisiones.yaml"
        assert isinstance(p["por_completar"], list)


def test_el_resultado_lista_el_estado_de_lo_que_uso_y_advierte_si_no_esta_aprobado():
    r = evaluar(BASE)
    ids = [x["id"] for x in r["dependencias"]["revision"]]
    assert "EXT-01" in ids and "VIG-03" in ids and set(r["dependencias"]["lecturas"]) <= set(ids)
    assert all(x["estado"] == "por_verificar" for x in r["dependencias"]["revision"])
    assert any(a.startswith("Este resultado depende de") and "sin aprobación jurídica" in a for a in r["avisos"])
    externa = r["dependencias"]["reglas_externas"][0]
    assert externa["id"] == "EXT-01" and externa["estado"] == "por_verificar"
    assert "casetext.com" in externa["edicion"] and externa["texto_citado"].startswith("The amount of the annuity")
    assert not any("La procedencia de EXT-01" in a for a in r["avisos"])  # verified: nothing left to complete


def test_la_procedencia_por_completar_se_advierte():
    """EXT-04 (la retribución promedio es anual, § 763) aún no tiene el texto citado de su definición."""
    r = evaluar(BASE)
    assert "EXT-04" not in [x["id"] for x in r["dependencias"]["reglas_externas"]]  # a plain result does not use it
    faltan = revision.procedencia_externa(reglas_externas()["EXT-04"])["por_completar"]
    assert faltan == ["texto_citado"]
    avisos = revision.avisos({}, ["EXT-04"], [])
    assert any("La procedencia de EXT-04 está por completar (texto citado)" in str(a) for a in avisos)


@pytest.fixture
def revisor(tmp_path, monkeypatch):
    """La carpeta de trabajo de un revisor, con su archivo de revisiones (``retiro revision iniciar``)."""
    monkeypatch.setenv(revision.ENTORNO, "-")  # restored (absent) after the test: `main` sets it for children
    monkeypatch.delenv(revision.ENTORNO)
    monkeypatch.chdir(tmp_path)
    revision.elegir(None)
    assert main(["revision", "iniciar"]) == 0
    yield tmp_path / "revisiones.yaml"
    revision.elegir(None)


def _registrar(*args: str) -> int:
    return main(["revision", "registrar", *args, "--revisor", "Lcda. Prueba", "--decision", "Se decide."])


def test_un_revisor_aprueba_con_la_linea_de_ordenes_y_el_resultado_deja_de_advertirlo(revisor, capsys):
    todos = [x["id"] for x in evaluar(BASE)["dependencias"]["revision"]]
    for i in todos:
        lectura = ["--lectura", revision.lecturas_vigentes()[i]] if i.startswith("INT") else []
        assert _registrar(i, "--estado", "aprobada", *lectura, "--fecha", "2027-01-15", "--comentario", "Prueba.") == 0
    assert "VIG-03 aprobada (Lcda. Prueba, 2027-01-15)" in capsys.readouterr().out
    r = evaluar(BASE)
    assert all(x["estado"] == "aprobada" and x["revisor"] == "Lcda. Prueba" for x in r["dependencias"]["revision"])
    assert not any("sin aprobación jurídica" in a for a in r["avisos"])
    assert not r["dependencias"]["pendientes_de_revision"]
    # the reviewer's file is still YAML, with its comments; the package's proposed state is untouched
    texto = revisor.read_text(encoding="utf-8")
    assert texto.startswith("# Revisión jurídica de retiro")
    assert [b["estado"] for b in yaml.safe_load(texto) if b["id"] == "EXT-01"] == ["aprobada"]
    assert [b["estado"] for b in revision.historia()["EXT-01"]] == ["por_verificar", "aprobada"]


def test_una_decision_mal_dada_se_rechaza_con_un_mensaje(revisor, capsys):
    assert _registrar("INT-99", "--estado", "aprobada") == 2
    assert "INT-99" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["revision", "registrar", "INT-05", "--estado", "aprobadisima", "--revisor", "X", "--decision", "Y"])
    with pytest.raises(revision.ErrorDeRevision, match="revisor y decisión"):
        revision.registrar_decision("INT-05", "aprobada", " ", "x", fecha=date(2027, 1, 1), ruta=revisor)
    assert yaml.safe_load(revisor.read_text(encoding="utf-8")) is None  # nothing was written


def test_listar_y_pendientes_por_clausula(capsys):
    assert main(["revision", "pendientes"]) == 0
    salida = capsys.readouterr().out
    assert "INT-45" in salida and "VIG-03" in salida and f"de {len(revision.puntos())} puntos sin aprobar" in salida
    assert "\n18.6(a) — " in salida and "\ntodo el período\n" in salida
    grupos = revision.pendientes_por_clausula()
    assert "OCR-05" in grupos["18.6.a"] and "INT-29" in grupos["18.5.c"] and "VIG-03" in grupos["todo el período"]
    assert main(["revision", "listar"]) == 0
    assert "Revisión jurídica: sin archivo de revisiones del revisor" in capsys.readouterr().out


def test_las_clausulas_de_cada_correccion_del_ocr_son_las_que_toca():
    """El dato `clausulas` de cada corrección coincide con lo que se calcula aplicándolas al texto fuente."""
    from retiro.ley.registro import correcciones_ocr
    from retiro.sitio.fuentes import clausulas_de_correcciones

    calculadas = clausulas_de_correcciones()
    for c in correcciones_ocr():
        assert sorted(c["clausulas"]) == sorted(calculadas[c["id"]]), (c["id"], c["clausulas"], calculadas[c["id"]])


def test_el_expediente_de_una_clausula_tiene_lo_que_el_abogado_revisa():
    x = revision.expediente("18.6.a")
    assert x["clausula"]["texto"].startswith("(a) Si el participante tiene cincuenticinco (55)")
    assert x["escenarios"] and all(e["pasos"] for e in x["escenarios"])
    assert any(p.startswith("Dado un miembro nacido el") for e in x["escenarios"] for p in e["pasos"])
    ids = [e["id"] for e in x["interpretaciones"]]
    assert {"INT-06", "INT-13", "INT-14"} <= set(ids)
    int13 = next(e for e in x["interpretaciones"] if e["id"] == "INT-13")
    assert int13["divergencias"] and int13["divergencias"][0]["difieren"]
    assert int13["revision_vigente"]["estado"] == "por_verificar" and int13["favorece_al_pensionado"]["lectura"]
    assert [o["id"] for o in x["correcciones_ocr"]] == ["OCR-04", "OCR-05", "OCR-06"]
    assert {v["id"] for v in x["vigencia"]} == {"VIG-01", "VIG-02", "VIG-03", "VIG-04"}
    assert {f["id"] for f in x["firmas"]} >= {"INT-13", "OCR-04"} and all(f["revisor"] is None for f in x["firmas"])


def test_hay_un_expediente_por_clausula():
    from retiro.ley.registro import clausulas

    todos = revision.expedientes()
    assert [x["clausula"]["id"] for x in todos] == list(clausulas())
    assert all(x["escenarios"] for x in todos), [x["clausula"]["id"] for x in todos if not x["escenarios"]]
