"""La revisión jurídica gobierna (la decisión de un revisor cambia lo que hace la calculadora) y vive en el proyecto
del revisor, nunca en el paquete instalado.

Las corridas de «Hecho cuando» van por la orden que corre un usuario (``python -m retiro``, en una carpeta de
trabajo nueva): se crea el archivo de revisiones, se rechaza EXT-01 y la pensión de 58 años con 30 de servicios deja
de estar «calculada»; se aprueba otra lectura de INT-29 y la cifra cambia por la CLI, el protocolo y el lote; los
archivos del paquete no cambian con ninguna orden `revision` (huella antes y después).
"""

from __future__ import annotations

import ast
import csv
import hashlib
import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
import yaml

import retiro
from retiro import evaluar, revision
from retiro.cli import main
from retiro.ley.registro import interpretaciones, reglas_externas

PAQUETE = Path(retiro.__file__).parent
DE_58_CON_30 = {  # a member of the old regime at 58 with 30 years: EXT-01 gives $15,000 a year
    "fecha_nacimiento": "1950-01-01",
    "fecha_ingreso": "1980-01-01",
    "fecha_retiro": "2008-01-01",
    "servicio_acreditable": "30",
    "retribucion_promedio": "30000",
    "en_servicio_activo": True,
}
DEFECTO_INT29 = interpretaciones()["INT-29"]["por_defecto"]  # no amount for a new participant's merit pension
POR_MERITO = {  # a new participant asking for a merit pension: INT-29 decides whether it has an amount
    "fecha_nacimiento": "1952-05-10",
    "fecha_ingreso": "1990-05-01",
    "fecha_retiro": "2012-05-10",
    "servicio_acreditable": "30",
    "retribucion_promedio": "30000",
    "en_servicio_activo": True,
    "tipo_pension": "merito",
}
BANDERAS_58 = [
    "--fecha-nacimiento", "1950-01-01", "--fecha-ingreso", "1980-01-01", "--fecha-retiro", "2008-01-01",
    "--servicio-acreditable", "30", "--retribucion-promedio", "30000", "--activo",
]  # fmt: skip


def huella_del_paquete() -> dict[str, str]:
    """La huella de cada archivo del paquete instalado (sin las cachés de bytecode)."""
    return {
        str(f.relative_to(PAQUETE)): hashlib.sha256(f.read_bytes()).hexdigest()
        for f in sorted(PAQUETE.rglob("*"))
        if f.is_file() and "__pycache__" not in f.parts
    }


def _retiro(carpeta: Path, *args: str, entrada: str | None = None) -> subprocess.CompletedProcess:
    entorno = {k: v for k, v in os.environ.items() if k != revision.ENTORNO}
    return subprocess.run(
        [sys.executable, "-m", "retiro", *args],
        cwd=carpeta,
        env=entorno,
        input=entrada,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _decidir(carpeta: Path, *args: str) -> subprocess.CompletedProcess:
    antes = huella_del_paquete()
    r = _retiro(carpeta, "revision", *args)
    assert huella_del_paquete() == antes, f"«retiro revision {' '.join(args)}» cambió el paquete instalado"
    return r


def test_en_una_carpeta_nueva_el_revisor_decide_y_la_calculadora_obedece(tmp_path):
    # Without a reviewer's file, recording a decision says how to create one (exit 2), and writes nothing.
    r = _decidir(
        tmp_path, "registrar", "EXT-01", "--estado", "rechazada", "--revisor", "Lcda. Ortiz", "--decision", "x"
    )
    assert r.returncode == 2 and "retiro revision iniciar" in r.stderr and "Traceback" not in r.stderr
    assert _decidir(tmp_path, "iniciar").returncode == 0 and (tmp_path / "revisiones.yaml").is_file()
    assert _decidir(tmp_path, "iniciar").returncode == 2  # never overwritten

    antes = json.loads(_retiro(tmp_path, "calcular", *BANDERAS_58, "--json").stdout)
    assert antes["pension"]["estado"] == "calculada" and antes["pension"]["anual"] == "15000.00"
    r = _decidir(
        tmp_path, "registrar", "EXT-01", "--estado", "rechazada", "--revisor", "Lcda. Ortiz",
        "--decision", "La cita no es la de la ley vigente.",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    despues = json.loads(_retiro(tmp_path, "calcular", *BANDERAS_58, "--json").stdout)
    p = despues["pension"]
    assert p["estado"] == "sin_respaldo" and p["estado_de_la_regla"] == "calculada" and p["anual"] == "15000.00"
    assert despues["dependencias"]["pendientes_de_revision"][0] | {"revisor": "Lcda. Ortiz"} == {
        "id": "EXT-01",
        "tipo": "regla_externa",
        "estado": "rechazada",
        "revisor": "Lcda. Ortiz",
        "fecha": date.today().isoformat(),
        "decision": "La cita no es la de la ley vigente.",
    }
    assert despues["dependencias"]["archivo_de_revisiones"] == str(tmp_path / "revisiones.yaml")
    texto = _retiro(tmp_path, "calcular", *BANDERAS_58).stdout
    assert "Pensión opcional: sin respaldo jurídico." in texto
    assert "Pensión SIN RESPALDO JURÍDICO (la que daría lo rechazado, véanse los avisos): $15,000.00" in texto
    assert f"Revisión jurídica: archivo de revisiones {tmp_path / 'revisiones.yaml'}" in texto

    # Approving another reading of INT-29 makes it the default: the figure changes through CLI, protocol and batch.
    banderas = [
        "--fecha-nacimiento", "1952-05-10", "--fecha-ingreso", "1990-05-01", "--fecha-retiro", "2012-05-10",
        "--servicio-acreditable", "30", "--retribucion-promedio", "30000", "--activo", "--tipo-pension", "merito",
    ]  # fmt: skip
    sin = json.loads(_retiro(tmp_path, "calcular", *banderas, "--json").stdout)
    assert sin["pension"]["anual"] is None and sin["dependencias"]["lecturas"]["INT-29"] == DEFECTO_INT29
    assert {
        "id": "INT-29",
        "lectura": DEFECTO_INT29,
        "alternativa": "segun_ext_03",
        "efecto": "elegible",
    }.items() <= (sin["dependencias"]["lecturas_en_contra"][0].items())
    r = _decidir(
        tmp_path, "registrar", "INT-29", "--estado", "aprobada", "--lectura", "segun_ext_03",
        "--revisor", "Lcda. Ortiz", "--decision", "EXT-03 alcanza a los nuevos participantes.",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    con = json.loads(_retiro(tmp_path, "calcular", *banderas, "--json").stdout)
    assert con["pension"]["anual"] == "22500.00" and con["dependencias"]["lecturas"]["INT-29"] == "segun_ext_03"
    hoy = date.today().isoformat()
    assert con["dependencias"]["lecturas_aprobadas"] == {"INT-29": f"aprobada por Lcda. Ortiz, {hoy}"}
    assert "INT-29" not in [x["id"] for x in con["dependencias"]["pendientes_de_revision"]]
    assert (
        "[INT-29, lectura «segun_ext_03», aprobada por Lcda. Ortiz" in _retiro(tmp_path, "calcular", *banderas).stdout
    )
    respuesta = _retiro(tmp_path, "servir", entrada=json.dumps({"version_protocolo": "1.0", **POR_MERITO}) + "\n")
    assert json.loads(respuesta.stdout)["pension"]["anual"] == "22500.00"
    (tmp_path / "m.csv").write_text(
        ",".join(["id", *POR_MERITO]) + "\n" + ",".join(["a", *(str(v).lower() for v in POR_MERITO.values())]) + "\n"
        + ",".join(["b", *(str(v).lower() for v in DE_58_CON_30.values()), ""]) + "\n",
        encoding="utf-8",
    )  # fmt: skip
    lote = _retiro(tmp_path, "lote", "m.csv", "--salida", "o.csv", "--sin-progreso")
    assert lote.returncode == 0, lote.stderr
    filas = {f["id"]: f for f in csv.DictReader((tmp_path / "o.csv").open(encoding="utf-8"))}
    assert filas["a"]["anual"] == "22500.00" and filas["b"]["estado"] == "sin_respaldo"
    assert filas["b"]["anual"] == "15000.00" and filas["b"]["pendientes_de_revision"].startswith("EXT-01=rechazada;")
    assert "  EXT-01 (rechazada): 1" in lote.stdout and "  VIG-03 (por verificar): 2" in lote.stdout
    assert f"Revisión jurídica: archivo de revisiones {tmp_path / 'revisiones.yaml'}" in lote.stdout
    for accion in (["listar"], ["pendientes"], ["ver", "INT-29"]):
        assert _decidir(tmp_path, *accion).returncode == 0
    del_paquete = str(PAQUETE / "datos" / "revisiones.yaml")  # the project's proposal: no command writes it
    r = _decidir(tmp_path, "registrar", "EXT-01", "--estado", "aprobada", "--revisor", "X", "--decision", "Y",
                 "--archivo", del_paquete)  # fmt: skip
    assert r.returncode == 2 and "ninguna orden lo escribe" in r.stderr
    assert _decidir(tmp_path, "iniciar", str(PAQUETE / "datos" / "otro.yaml")).returncode == 2


@pytest.fixture
def revisor(tmp_path, monkeypatch):
    monkeypatch.setenv(revision.ENTORNO, "-")  # restored (absent) after the test: `main` sets it for children
    monkeypatch.delenv(revision.ENTORNO)
    monkeypatch.chdir(tmp_path)
    revision.elegir(None)
    assert main(["revision", "iniciar"]) == 0
    yield tmp_path / "revisiones.yaml"
    revision.elegir(None)


def _registrar(*args: str, fecha: str = "2027-01-15") -> int:
    return main(
        ["revision", "registrar", *args, "--revisor", "Lcda. Prueba", "--decision", "Se decide.", "--fecha", fecha]
    )


def test_el_archivo_se_encuentra_aqui_o_lo_nombran_la_bandera_o_el_entorno(revisor, tmp_path, monkeypatch, capsys):
    assert revision.archivo_del_revisor() == str(revisor)
    otro = tmp_path / "otra" / "decisiones.yaml"
    otro.parent.mkdir()
    assert main(["--revisiones", str(otro), "revision", "iniciar"]) == 0
    assert _registrar("EXT-01", "--estado", "rechazada") == 0  # into ./revisiones.yaml
    assert main(["revision", "registrar", "EXT-01", "--estado", "aprobada", "--revisor", "X", "--decision", "Y",
                 "--revisiones", str(otro)]) == 0  # fmt: skip
    capsys.readouterr()
    assert main(["calcular", *BANDERAS_58, "--json", "--revisiones", str(otro)]) == 0
    assert json.loads(capsys.readouterr().out)["pension"]["estado"] == "calculada"
    monkeypatch.setenv(revision.ENTORNO, str(otro))
    revision.elegir(None)
    assert revision.archivo_del_revisor() == str(otro) and evaluar(DE_58_CON_30)["pension"]["estado"] == "calculada"
    monkeypatch.delenv(revision.ENTORNO)
    revision.elegir(None)
    assert evaluar(DE_58_CON_30)["pension"]["estado"] == "sin_respaldo"
    assert main(["calcular", *BANDERAS_58, "--revisiones", str(tmp_path / "no-esta.yaml")]) == 2
    assert "no existe el archivo de revisiones" in capsys.readouterr().err


def test_registrar_archivo_que_no_sirve_da_un_error_claro_sin_traza(revisor, tmp_path, capsys):
    (tmp_path / "carpeta").mkdir()
    ilegible = tmp_path / "ilegible.yaml"
    ilegible.write_text("[]\n", encoding="utf-8")
    ilegible.chmod(0)
    casos = {
        str(tmp_path / "no-esta.yaml"): "no existe el archivo de revisiones",
        str(tmp_path / "carpeta"): "es una carpeta, no un archivo de revisiones",
    }
    if os.geteuid() != 0:  # root reads anything
        casos[str(ilegible)] = "no se puede leer el archivo de revisiones"
    for archivo, mensaje in casos.items():
        assert _registrar("EXT-01", "--estado", "rechazada", "--archivo", archivo) == 2
        err = capsys.readouterr().err
        assert mensaje in err and archivo in err and "Traceback" not in err, err
    (tmp_path / "mal.yaml").write_text("- id: [\n", encoding="utf-8")
    assert _registrar("EXT-01", "--estado", "rechazada", "--archivo", str(tmp_path / "mal.yaml")) == 2
    assert "no es YAML válido (línea" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("bloques", "mensaje"),
    [
        ([{"id": "INT-29", "estado": "aprobada", "lectura": "otra"}], "la lectura «otra» no existe en el registro"),
        ([{"id": "INT-29", "estado": "aprobada"}], "debe nombrar la lectura aprobada"),
        ([{"id": "EXT-01", "estado": "aprobada", "lectura": "x"}], "solo una interpretación (INT-…) tiene lecturas"),
        (
            [{"id": "EXT-01", "estado": "aprobada"}, {"id": "EXT-01", "estado": "rechazada"}],
            "dos decisiones sobre EXT-01 el 2027-01-15",
        ),
        (
            [{"id": "EXT-01", "estado": "aprobada"}, {"id": "EXT-01", "estado": "rechazada", "fecha": "2027-01-01"}],
            "las decisiones van en orden de fecha",
        ),
        (
            [{"id": "EXT-01", "estado": "aprobada", "fecha": "2026-11-01"}],
            f"es anterior al texto que aprueba (del {reglas_externas()['EXT-01']['fecha_consulta']})",
        ),
        (
            [{"id": "INT-05", "estado": "rechazada", "fecha": "2026-11-29"}],
            "es anterior al texto que aprueba (del 2026-11-30)",
        ),
        ([{"id": "XYZ-01", "estado": "aprobada"}], "«XYZ-01» no es un punto de los registros"),
        ([{"id": "EXT-01", "estado": "aprobada", "revisor": None}], "una decisión necesita revisor, fecha y decisión"),
    ],
)
def test_las_decisiones_incoherentes_se_rechazan_en_espanol(revisor, bloques, mensaje, capsys):
    base = {"revisor": "Lcda. Prueba", "fecha": "2027-01-15", "decision": "Se decide.", "comentario": ""}
    revisor.write_text(yaml.safe_dump([base | b for b in bloques], allow_unicode=True), encoding="utf-8")
    revision.olvidar()
    with pytest.raises(revision.ErrorDeRevision, match=mensaje.replace("(", r"\(").replace(")", r"\)")):
        revision.historia()
    assert main(["calcular", *BANDERAS_58]) == 2
    err = capsys.readouterr().err
    assert err.startswith("retiro: error: ") and mensaje in err and "Traceback" not in err


def test_la_misma_decision_dos_veces_no_es_incoherente_y_la_ultima_rige(revisor):
    assert _registrar("EXT-01", "--estado", "requiere_cambios", fecha="2027-01-10") == 0
    assert _registrar("EXT-01", "--estado", "requiere_cambios", fecha="2027-01-10") == 0
    r = evaluar(DE_58_CON_30)
    assert r["pension"]["estado"] == "calculada"
    assert any(a.startswith("EXT-01 requiere cambios según Lcda. Prueba (10 de enero de 2027)") for a in r["avisos"])
    assert _registrar("EXT-01", "--estado", "aprobada", fecha="2027-01-11") == 0
    assert "EXT-01" not in [x["id"] for x in evaluar(DE_58_CON_30)["dependencias"]["pendientes_de_revision"]]


def test_una_lectura_rechazada_deja_sin_respaldo_a_quien_la_usa_y_no_a_los_demas(revisor):
    assert _registrar("INT-29", "--estado", "rechazada", "--lectura", DEFECTO_INT29) == 0
    r = evaluar(POR_MERITO)
    assert r["pension"]["estado"] == "sin_respaldo" and r["pension"]["estado_de_la_regla"] == "no_elegible"
    assert any(a.startswith("SIN RESPALDO JURÍDICO: la pensión del Artículo 18 depende de") for a in r["avisos"])
    otra = evaluar({**POR_MERITO, "lecturas": {"INT-29": "segun_ext_03"}})
    assert otra["pension"]["estado"] == "calculada"  # another reading of the entry: not rejected, only unreviewed
    assert {"id": "INT-29", "estado": "por_verificar"}.items() <= next(
        x for x in otra["dependencias"]["pendientes_de_revision"] if x["id"] == "INT-29"
    ).items()
    assert evaluar(DE_58_CON_30)["pension"]["estado"] == "calculada"  # does not use INT-29


def test_un_limite_del_periodo_rechazado_alcanza_a_todo_resultado(revisor):
    assert _registrar("VIG-03", "--estado", "rechazada") == 0
    fuera = evaluar({**DE_58_CON_30, "fecha_retiro": "2014-01-01", "fecha_nacimiento": "1956-01-01"})
    assert (
        fuera["pension"]["estado"] == "sin_respaldo" and fuera["pension"]["estado_de_la_regla"] == "fuera_de_vigencia"
    )
    assert evaluar(DE_58_CON_30)["pension"]["estado"] == "sin_respaldo"


def test_el_resultado_depende_de_las_correcciones_del_texto_que_cita():
    r = evaluar({**DE_58_CON_30, "fecha_nacimiento": "1952-01-01", "servicio_acreditable": "26"})
    assert r["pension"]["formula"] == "18.6.a"
    ids = [x["id"] for x in r["dependencias"]["pendientes_de_revision"]]
    assert "OCR-05" in ids and "OCR-05" in [x["id"] for x in r["dependencias"]["revision"]]
    assert ids.index("OCR-05") > ids.index("INT-07")  # in the order of the registers within one status


def test_lo_rechazado_va_primero_en_lo_que_falta_aprobar(revisor):
    assert _registrar("VIG-01", "--estado", "rechazada") == 0
    assert _registrar("INT-07", "--estado", "requiere_cambios", "--lectura", "final_al_centavo") == 0
    estados = [(x["id"], x["estado"]) for x in evaluar(DE_58_CON_30)["dependencias"]["pendientes_de_revision"]]
    assert estados[:2] == [("VIG-01", "rechazada"), ("INT-07", "requiere_cambios")]
    assert all(e == "por_verificar" for _, e in estados[2:])


def test_las_lecturas_en_contra_se_calculan_de_nuevo_con_la_otra_lectura():
    r = evaluar(POR_MERITO, lecturas_en_contra=True)
    [x] = [x for x in r["dependencias"]["lecturas_en_contra"] if x["alternativa"] == "segun_ext_03"]
    assert x == {"id": "INT-29", "lectura": DEFECTO_INT29, "alternativa": "segun_ext_03", "efecto": "elegible",
                 "anual": "22500.00"}  # fmt: skip
    negada = evaluar({**POR_MERITO, "lecturas": {"INT-29": "sin_merito_para_nuevos"}}, lecturas_en_contra=True)
    efectos = {
        (x["alternativa"], x["efecto"]) for x in negada["dependencias"]["lecturas_en_contra"] if x["id"] == "INT-29"
    }
    assert efectos == {("segun_ext_03", "elegible"), ("sin_cuantia", "elegible")}
    assert evaluar(DE_58_CON_30, lecturas_en_contra=True)["dependencias"]["lecturas_en_contra"] == []
    assert evaluar(DE_58_CON_30)["dependencias"]["lecturas_en_contra"] is None  # not computed unless asked


# Rule modules read no review state: the decisions are applied where a request is read and a result assembled.
REGLAS = ("articulo18", "articulo10", "vigencia", "fechas", "dinero", "lecturas", "explicacion", "modelo")


@pytest.mark.parametrize("modulo", REGLAS)
def test_las_reglas_no_leen_el_estado_de_revision(modulo):
    arbol = ast.parse((PAQUETE / "ley" / f"{modulo}.py").read_text(encoding="utf-8"))
    nombres = set()
    for n in ast.walk(arbol):
        if isinstance(n, ast.ImportFrom):
            nombres |= {n.module or ""} | {f"{n.module}.{a.name}" for a in n.names}
        elif isinstance(n, ast.Import):
            nombres |= {a.name for a in n.names}
    assert not {x for x in nombres if x.startswith("retiro.revision") or x == "retiro.revision"}, modulo
