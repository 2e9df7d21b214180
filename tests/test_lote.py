"""`retiro lote`: una fila de salida por fila de entrada, errores por fila en español, formatos, muestra, guardas."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from retiro.cli import main
from retiro.ley.registro import interpretaciones
from retiro.lote import ejecucion, generador, motor
from retiro.lote.ejecucion import Opciones
from retiro.lote.filas import COLUMNAS, NOMBRES
from retiro.protocolo.entrada import lecturas as lecturas_del_protocolo

RAIZ = Path(__file__).resolve().parents[1]
CABECERA = (
    "id,fecha_nacimiento,fecha_ingreso,fecha_retiro,servicio_acreditable,retribucion_promedio,en_servicio_activo,cuerpo"
)


def _leer_csv(ruta: Path) -> list[dict]:
    import pyarrow.csv as pcsv

    return pcsv.read_csv(ruta, convert_options=pcsv.ConvertOptions(strings_can_be_null=True)).to_pylist()


def test_csv_con_filas_buenas_y_malas_da_una_fila_por_fila(tmp_path, capsys):
    entrada = tmp_path / "miembros.csv"
    entrada.write_text(
        "\n".join(
            [
                CABECERA,
                "A1,1952-05-10,1976-07-01,2008-01-15,26,30000.00,true,ninguno",  # 18.1, reduced: no table
                "A2,1952-05-10,1976-07-01,2023-02-30,26,30000.00,true,ninguno",  # impossible date
                "A3,1952-05-10,1976-07-01,2008-01-15,26,30000.00",  # one column short
                "",  # a blank line is not a member: no row (its number is kept for the next ones)
                "A5,1950-03-01,1974-08-16,2008-03-01,32,$42,000.00,sí,ninguno",  # commas in an unquoted amount
                'A6,1 de marzo de 1950,1974-08-16,2008-03-01,32,"$42,000.00",sí,ninguno',  # written otherwise: fine
                "A7,1952-05-10,1976-07-01,2008-01-15,26,30000.00,true,guardia",  # unknown corps
                "A8,1952-05-10,1976-07-01,2008-01-15,60,30000.00,true,ninguno",  # more service than age
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    salida = tmp_path / "resultados.csv"
    codigo = main(
        ["lote", str(entrada), "--salida", str(salida), "--sin-progreso", "--muestra", "1", "--tamano-trozo", "3"]
    )
    assert codigo == 1  # the run finished, with error rows
    filas = _leer_csv(salida)
    assert [f["fila"] for f in filas] == list(range(1, 8))
    assert [f["linea"] for f in filas] == [2, 3, 4, 6, 7, 8, 9]
    por_id = {f["linea"]: f for f in filas}
    assert por_id[2]["estado_fila"] == "resultado" and por_id[2]["estado"] == "requiere_factor_de_la_junta"
    assert por_id[2]["id"] == "A1" and por_id[2]["formula"] == "18.6.a"
    assert (por_id[3]["error_campo"], por_id[3]["error_mensaje"]) == (
        "fecha_retiro",
        "no es una fecha que exista en el calendario",
    )
    assert por_id[4]["estado_fila"] == "error" and "columnas" in por_id[4]["error_mensaje"]
    assert por_id[6]["estado_fila"] == "error" and "columnas" in por_id[6]["error_mensaje"]
    assert por_id[7]["estado_fila"] == "resultado" and por_id[7]["motor"] == "referencia"
    assert por_id[7]["anual"] == por_id[7]["anual"] and por_id[7]["formula"] == "EXT-01"
    assert por_id[8]["error_campo"] == "cuerpo" and por_id[8]["error_valor"] == "guardia"
    assert por_id[9]["error_campo"] == "servicio_acreditable"
    resumen = capsys.readouterr().out
    assert "error: 5" in resumen and "resultado: 2" in resumen
    assert "a la referencia por datos con error" in resumen and "Muestra verificada" in resumen


def test_json_lines_con_lineas_rotas_y_vacias(tmp_path):
    ejemplo = json.loads((RAIZ / "ejemplos" / "coordinacion_servicio.json").read_text(encoding="utf-8"))
    entrada = tmp_path / "m.jsonl"
    entrada.write_text(
        json.dumps({**ejemplo, "id": 7})
        + "\n\n{no es json\n"
        + json.dumps([1, 2])
        + "\n"
        + json.dumps({**ejemplo, "retribucion_promedio": 30000.5})  # a JSON decimal: rejected, as in the protocol
        + "\n",
        encoding="utf-8",
    )
    salida = tmp_path / "r.jsonl"
    assert main(["lote", str(entrada), "--salida", str(salida), "--sin-progreso"]) == 1
    filas = [json.loads(x) for x in salida.read_text(encoding="utf-8").splitlines()]
    assert [f["linea"] for f in filas] == [1, 3, 4, 5]
    assert filas[0]["id"] == "7" and filas[0]["coordinacion_estado"] == "coordinada"
    assert filas[1]["error_campo"] == "solicitud" and "no es JSON válido" in filas[1]["error_mensaje"]
    assert "objeto JSON" in filas[2]["error_mensaje"]
    assert filas[3]["error_campo"] == "retribucion_promedio" and "coma flotante" in filas[3]["error_mensaje"]


def test_parquet_sintetico_de_extremo_a_extremo(tmp_path, capsys):
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    assert main(["lote", "--generar", "3000", "--errores", "0.01", "--salida", str(entrada)]) == 0
    assert "SINTÉTICA" in capsys.readouterr().out
    codigo = main(["lote", str(entrada), "--salida", str(salida), "--sin-progreso", "--tamano-trozo", "1000"])
    assert codigo == 1
    # the summary says how many rows the sample checked: at least 16 of the engine's rows in each of the 3 chunks
    verificadas = re.search(r"Muestra verificada con la referencia: ([0-9,]+) filas", capsys.readouterr().out)
    assert verificadas and int(verificadas.group(1).replace(",", "")) >= 3 * Opciones().muestra_minima
    r = pq.read_table(salida)
    assert r.num_rows == 3000 and r.column_names == NOMBRES
    assert r.column("fila").to_pylist() == list(range(1, 3001))
    assert r.column("id").to_pylist()[:2] == ["S00000001", "S00000002"]
    motores = pa.compute.value_counts(r.column("motor")).to_pylist()
    assert {m["values"] for m in motores} == {"vectorial", "referencia"}
    assert r.schema.field("anual").type == pa.decimal64(18, 2)


def test_motor_referencia_con_explicaciones_en_varios_procesos(tmp_path):
    entrada, salida = tmp_path / "m.csv", tmp_path / "r.parquet"
    generador.escribir(entrada, 300, semilla=3)
    codigo = main(
        [
            "lote",
            str(entrada),
            "--salida",
            str(salida),
            "--motor",
            "referencia",
            "--procesos",
            "2",
            "--explicaciones",
            "--sin-progreso",
        ]
    )
    assert codigo == 0
    r = pq.read_table(salida).to_pylist()
    assert len(r) == 300 and {x["motor"] for x in r} == {"referencia"}
    explicacion = json.loads(r[0]["explicacion"])
    assert explicacion["explicacion"][0]["clausula"] == "18.1"


def test_el_motor_atiende_cada_lectura_del_registro():
    """Guard: a new entry or reading in the register must be implemented in the engine (or this fails)."""
    assert motor.lecturas_no_atendidas() == []
    registro = {i: {x["id"] for x in e["lecturas"]} for i, e in interpretaciones().items()}
    assert registro == motor.LECTURAS_ATENDIDAS


def test_una_lectura_nueva_del_registro_manda_todo_a_la_referencia(monkeypatch, tmp_path):
    """Until the engine learns a new reading, the whole run goes to the reference, and the summary says so."""
    monkeypatch.setitem(motor.LECTURAS_ATENDIDAS, "INT-01", {"estricta"})
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    generador.escribir(entrada, 50)
    op = ejecucion.Opciones(
        lecturas=dict(__import__("retiro.ley.registro", fromlist=["registro"]).lecturas_por_defecto())
    )
    resumen = ejecucion.ejecutar(entrada, salida, op)
    assert resumen.por_motor == {"referencia": 50}
    assert resumen.a_la_referencia == {7: 50}
    assert "lecturas que el motor no atiende" in resumen.como_texto()


def test_la_muestra_detiene_la_corrida_si_el_motor_se_equivoca(monkeypatch, tmp_path, capsys):
    """A planted fault in the engine (the 18.1 age at 56) is caught by the sample, loudly, with exit code 3."""
    original = motor.edad_cumplida
    monkeypatch.setattr(motor, "edad_cumplida", lambda n, e, l29: original(n, e, l29) - 1)
    entrada, salida = tmp_path / "m.parquet", tmp_path / "r.parquet"
    generador.escribir(entrada, 500)
    assert main(["lote", str(entrada), "--salida", str(salida), "--sin-progreso"]) == 3
    err = capsys.readouterr().err
    assert "DIVERGENCIA DEL MOTOR VECTORIAL" in err and "edad_al_retiro" in err and "--motor referencia" in err


@pytest.mark.parametrize(
    ("argumentos", "mensaje"),
    [
        (["no_existe.csv", "--salida", "r.csv"], "no existe el archivo"),
        (["m.csv", "--salida", "r.xlsx"], "formato desconocido"),
        (["m.csv", "--salida", "r.csv", "--lectura", "INT-01=quizas"], "lecturas.INT-01: lectura desconocida"),
        (["m.csv"], "falta --salida"),
        (["--generar", "10"], "--generar necesita --salida"),
        (["m.csv", "--salida", "r.csv", "--explicaciones"], "--explicaciones necesita --motor referencia"),
        (["m.csv", "--salida", "r.csv", "--tamano-trozo", "0"], "--tamano-trozo: debe ser un número de filas"),
        (["m.csv", "--salida", "r.csv", "--muestra", "2"], "--muestra: debe ser una fracción entre 0 y 1"),
        (["m.csv", "--comparar", "x.csv", "--implementacion", "cmd:x"], "no se admiten juntos"),
        (["m.csv", "--implementacion", "ftp://x"], "retiro: error: --implementacion: "),
    ],
)
def test_errores_de_la_corrida_sin_traza(tmp_path, monkeypatch, capsys, argumentos, mensaje):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "m.csv").write_text(CABECERA + "\n", encoding="utf-8")
    assert main(["lote", *argumentos]) == 2
    err = capsys.readouterr().err
    assert mensaje in err and "Traceback" not in err


def test_archivo_vacio_da_salida_vacia_con_cabecera(tmp_path):
    entrada, salida = tmp_path / "m.csv", tmp_path / "r.csv"
    entrada.write_text(CABECERA + "\n", encoding="utf-8")
    assert main(["lote", str(entrada), "--salida", str(salida), "--sin-progreso"]) == 0
    assert salida.read_text(encoding="utf-8").splitlines()[0].startswith('"fila","linea","id"')


def test_la_documentacion_da_la_muestra_de_verificacion_de_la_corrida():
    """docs/lote.md gives the run's default sample (one source: retiro.lote.ejecucion.Opciones)."""
    texto = " ".join((RAIZ / "docs" / "lote.md").read_text(encoding="utf-8").split())
    o = Opciones()
    assert f"por defecto {o.muestra * 100:g} % con un mínimo de {o.muestra_minima} por trozo" in texto


def test_la_documentacion_nombra_cada_columna_de_salida():
    """docs/lote.md describes every output column (one source: retiro.lote.filas.COLUMNAS)."""
    texto = (RAIZ / "docs" / "lote.md").read_text(encoding="utf-8")
    for nombre, _tipo, _significado in COLUMNAS:
        assert re.search(rf"`{re.escape(nombre)}`", texto), nombre


# -- differential mode --------------------------------------------------------------------------------------
def _membresia_1990(ruta: Path) -> None:
    """Members who entered exactly on 1 April 1990, and others a fortnight earlier (INT-01)."""
    filas = [
        "id,fecha_nacimiento,fecha_ingreso,fecha_retiro,servicio_acreditable.anos,retribucion_promedio,en_servicio_activo"
    ]
    for i, (nac, ret, anos) in enumerate(
        [("1950-06-01", "2012-06-15", 22), ("1949-01-10", "2009-03-01", 18), ("1947-03-03", "2012-03-04", 21)]
    ):
        filas.append(f"C{i},{nac},1990-04-01,{ret},{anos},41000.00,true")
        filas.append(f"D{i},{nac},1990-03-15,{ret},{anos},41000.00,true")
    ruta.write_text("\n".join(filas) + "\n", encoding="utf-8")


def test_diferencial_contra_una_implementacion_defectuosa_nombra_clausula_y_lectura(tmp_path, capsys):
    entrada, informe = tmp_path / "m.csv", tmp_path / "informe"
    _membresia_1990(entrada)
    objetivo = "retiro.conformidad.defectuosas:corte_1990_inclusivo"
    codigo = main(["lote", str(entrada), "--implementacion", objetivo, "--informe", str(informe), "--sin-progreso"])
    assert codigo == 1
    datos = json.loads((informe / "divergencias.json").read_text(encoding="utf-8"))
    assert datos["miembros"] == 6 and datos["divergentes"] == 3
    clase = next(c for c in datos["clases"] if c["columna"] == "nuevo_participante")
    assert clase["clausula"] == "18.2" and set(clase["ids"]) == {"C0", "C1", "C2"}
    assert clase["lecturas_que_la_explican"][0] == {"lectura": "INT-01=inclusiva", "miembros": 3}
    assert datos["lecturas_que_lo_explican_todo"] == {"INT-01=inclusiva": 3}
    assert clase["ejemplos"][0]["explicacion_de_la_referencia"][0]["clausula"] == "18.1"
    texto = (informe / "informe.md").read_text(encoding="utf-8")
    assert "INT-01=inclusiva" in texto and "cláusula 18.2" in texto
    assert "<svg" in (informe / "por_edad.svg").read_text(encoding="utf-8")
    assert "INT-01=inclusiva (3 de 3)" in capsys.readouterr().out


def test_diferencial_en_vivo_por_stdio_contra_la_referencia_no_diverge(tmp_path):
    import sys

    entrada, informe = tmp_path / "m.parquet", tmp_path / "informe"
    generador.escribir(entrada, 60, errores=0.05)
    objetivo = f"cmd:{sys.executable} -m retiro servir"
    argumentos = ["lote", str(entrada), "--implementacion", objetivo, "--paralelo", "2", "--informe", str(informe)]
    assert main([*argumentos, "--sin-progreso"]) == 0
    datos = json.loads((informe / "divergencias.json").read_text(encoding="utf-8"))
    assert datos["miembros"] == 60 and datos["divergentes"] == 0 and datos["fallos_del_protocolo"] == 0


def test_diferencial_contra_un_archivo_de_resultados(tmp_path):
    entrada, suyos, informe = tmp_path / "m.parquet", tmp_path / "suyos.csv", tmp_path / "informe"
    generador.escribir(entrada, 200)
    assert main(["lote", str(entrada), "--salida", str(suyos), "--sin-progreso"]) == 0
    filas = _leer_csv(suyos)
    cambiada = next(f for f in filas if f["formula"] == "18.6.a" and f["anual_antes_de_reduccion"] is not None)
    cambiada["anual_antes_de_reduccion"] = float(cambiada["anual_antes_de_reduccion"]) + 0.01
    columnas = ["fila", "id", "estado", "formula", "anual_antes_de_reduccion"]  # theirs: only some columns
    pa.csv.write_csv(pa.Table.from_pylist([{c: f[c] for c in columnas} for f in filas]), suyos)
    assert main(["lote", str(entrada), "--comparar", str(suyos), "--informe", str(informe), "--sin-progreso"]) == 1
    datos = json.loads((informe / "divergencias.json").read_text(encoding="utf-8"))
    assert datos["columnas_comparadas"] == ["estado", "formula", "anual_antes_de_reduccion"]
    assert datos["divergentes"] == 1
    assert datos["clases"][0]["clausula"] == "18.6.a" and datos["clases"][0]["ids"] == [cambiada["id"]]


def test_las_columnas_de_la_ley_3_2013_y_de_la_ley_305_van_a_la_referencia(tmp_path, capsys):
    """Ley 3-2013, § 787c(a) (INT-47) y § 786-1(b)(2)–(3) (VIG-02): las filas que dan esos hechos las calcula la
    referencia (razón 10), con el resultado de la referencia; fuera de vigencia, «elegible» queda vacío."""
    entrada = tmp_path / "miembros.csv"
    cabecera = CABECERA + ",al_30_junio_2013.servicio_acreditable,al_30_junio_2013.retribucion_promedio"
    cabecera += ",reingreso_despues_de_1999"
    entrada.write_text(
        "\n".join(
            [
                cabecera,
                "B1,1953-01-01,1983-01-01,2016-01-01,33,40000.00,true,ninguno,30,30000.00,",  # vested: $15,000
                "B2,1953-01-01,1983-01-01,2016-01-01,33,40000.00,true,ninguno,,,",  # no facts: out of the period
                "B3,1948-01-01,1985-01-01,2013-01-01,28,30000.00,true,ninguno,,,true",  # § 786-1(b)(2)
                "B4,1952-05-10,1976-07-01,2008-01-15,26,30000.00,true,ninguno,,,",  # none of them: the engine
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    salida = tmp_path / "resultados.csv"
    assert main(["lote", str(entrada), "--salida", str(salida), "--sin-progreso", "--muestra", "1"]) == 0
    por_id = {f["id"]: f for f in _leer_csv(salida)}
    assert (por_id["B1"]["motor"], por_id["B1"]["estado"], por_id["B1"]["anual"]) == (
        "referencia",
        "calculada",
        15000,
    )
    assert por_id["B1"]["edad_al_retiro"] == 63 and "EXT-06" in por_id["B1"]["reglas_externas"]
    assert "INT-47=derechos_adquiridos" in por_id["B1"]["lecturas"]
    for i in ("B2", "B3"):
        assert (por_id[i]["estado"], por_id[i]["elegible"], por_id[i]["anual"]) == ("fuera_de_vigencia", None, None)
    assert por_id["B2"]["motor"] == "vectorial" and por_id["B3"]["motor"] == "referencia"
    assert por_id["B4"]["motor"] == "vectorial"
    assert motor.RAZONES[10] in capsys.readouterr().out  # the summary says why these rows went to the reference


@pytest.mark.parametrize("rechazada", [False, True], ids=["sin_archivo_de_revisiones", "EXT-01_rechazada"])
def test_la_revision_sobre_los_codigos_da_la_misma_tabla_que_sobre_el_texto(tmp_path, monkeypatch, rechazada):
    """`con_revision` (issue 24: sobre los códigos de los diccionarios, una vez por corrida) da, columna a columna y
    con el mismo orden de cada diccionario, la tabla de la forma directa sobre el texto de cada fila; también en las
    filas de la referencia (datos malos) y con algo rechazado por el revisor («sin_respaldo»)."""
    from retiro import revision
    from retiro.lote import filas

    if rechazada:
        decisiones = tmp_path / "revisiones.yaml"
        decisiones.write_text(
            '- id: "EXT-01"\n  estado: "rechazada"\n  revisor: "X"\n  fecha: "2026-12-02"\n  decision: "Y"\n',
            encoding="utf-8",
        )
        monkeypatch.setenv(revision.ENTORNO, str(decisiones))
        revision.olvidar()
    entrada = tmp_path / "m.parquet"
    generador.escribir(entrada, 3000, 14, 0.05)
    rapida, comparadas = filas.con_revision, []

    def las_dos(tabla, memoria=None):
        a, b = rapida(tabla, memoria), filas.con_revision_en_texto(tabla)
        for c in ("estado", "coordinacion_estado", "pendientes_de_revision"):
            assert a.column(c).equals(b.column(c)), c
            assert [x.dictionary for x in a.column(c).chunks] == [x.dictionary for x in b.column(c).chunks], c
        assert a.equals(b)
        comparadas.append(a)
        return a

    monkeypatch.setattr(ejecucion, "con_revision", las_dos)
    op = Opciones(lecturas=lecturas_del_protocolo({}), tamano=1000, semilla=1)
    try:
        ejecucion.ejecutar(entrada, tmp_path / "r.parquet", op)
    finally:
        monkeypatch.delenv(revision.ENTORNO, raising=False)
        revision.olvidar()
    estados = {e for t in comparadas for e in t.column("estado").to_pylist()}
    assert len(comparadas) >= 6 and ("sin_respaldo" in estados) == rechazada


def test_las_formulas_del_csv_en_el_diccionario_dan_el_mismo_texto_que_fila_por_fila():
    from retiro.lote.archivos import _sin_diccionarios, sin_formulas

    textos = ["=1+1", "bien", "-x", None, "@a", "\tb", "+", "bien"]
    tabla = pa.table(
        {
            "d": pa.array(textos).dictionary_encode(),
            "s": pa.array(list(reversed(textos))),
            "n": pa.array(range(len(textos))),
        }
    )
    esquema = _sin_diccionarios(tabla.schema)
    assert sin_formulas(tabla).cast(esquema).equals(sin_formulas(tabla.cast(esquema)))
    assert sin_formulas(tabla).column("d").to_pylist()[:3] == ["'=1+1", "bien", "'-x"]
