"""Artículo 10 de punta a punta: la línea de órdenes coordina una pensión desde los ejemplos incluidos.

Cada cifra esperada se comprueba a mano (véanse los comentarios); los mismos casos están en
features/articulo_10. Datos malos en el objeto «coordinacion»: código 2, mensaje que nombra el campo, sin traza.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
EJEMPLOS = RAIZ / "ejemplos"


def retiro(*args: str | Path, entrada: str | None = None) -> subprocess.CompletedProcess:
    entorno = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "retiro", "calcular", *map(str, args)],
        input=entrada,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=RAIZ,
        env=entorno,
        timeout=1800,
    )


def coordinacion_json(ejemplo: str) -> dict:
    r = retiro("--solicitud", EJEMPLOS / ejemplo, "--json")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)["coordinacion"]


def test_servicio_coordinada_con_aumentos_por_ley():
    # 30 años, $30,000: 10.2 = 1 320 + 990 + 7 020 + 4 680 = 14 010; pensión (EXT-01) 15 000;
    # garantía 15 000 − 12 × 1 000 = 3 000 (limita la fórmula); + 600 de aumentos por ley (10.6(a)) = 14 610.
    c = coordinacion_json("coordinacion_servicio.json")
    assert c["estado"] == "coordinada" and c["motivos"] == []
    assert c["productos"] == {"10.2.a": "1320.00", "10.2.b": "990.00", "10.2.c": "7020.00", "10.2.d": "4680.00"}
    assert (c["formula_anual"], c["piso_10_5_anual"], c["limita"]) == ("14010.00", "3000.00", "formula")
    assert (c["pension_coordinada_anual"], c["pension_coordinada_mensual"]) == ("14010.00", "1167.50")
    assert (c["total_sistema_anual"], c["total_sistema_mensual"]) == ("14610.00", "1217.50")
    assert c["total_con_seguro_social_anual"] == "26610.00"
    assert c["fecha_efecto"] == "2011-05-10"


def test_servicio_en_texto():
    r = retiro("--solicitud", EJEMPLOS / "coordinacion_servicio.json")
    assert r.returncode == 0, r.stderr
    assert "Coordinación con el Seguro Social (Artículo 10): coordinada" in r.stdout
    assert "Pensión coordinada: $14,010.00 al año · $1,167.50 al mes." in r.stdout
    assert "10.6(a) — " in r.stdout and "10.2(d) — " in r.stdout


def test_merito():
    # 10.3: 1½ % × 6 600 × 30 = 2 970; (30 000 − 6 600) × 75 % = 17 550; suma 20 520 < 22 500 (75 % × 30 000);
    # garantía 22 500 − 12 000 = 10 500: limita la fórmula.
    c = coordinacion_json("coordinacion_merito.json")
    assert c["estado"] == "coordinada"
    assert c["productos"] == {"10.3 (hasta el tope)": "2970.00", "10.3 (exceso)": "17550.00"}
    assert (c["pension_estatutaria_anual"], c["piso_10_5_anual"], c["limita"]) == ("22500.00", "10500.00", "formula")
    assert (c["pension_coordinada_anual"], c["pension_coordinada_mensual"]) == ("20520.00", "1710.00")


def test_incapacidad_ocupacional_sin_evidencia_es_incompleta_y_no_error():
    r = retiro("--solicitud", EJEMPLOS / "coordinacion_incapacidad_ocupacional.json", "--json")
    assert r.returncode == 0, r.stderr
    c = json.loads(r.stdout)["coordinacion"]
    assert c["estado"] == "incompleta"
    assert [m["clausula"] for m in c["motivos"]] == ["10.4"]
    assert c["pension_coordinada_anual"] is None and c["total_sistema_anual"] is None
    t = retiro("--solicitud", EJEMPLOS / "coordinacion_incapacidad_ocupacional.json")
    assert t.returncode == 0 and "no puede completarse" in t.stdout and "  - 10.4: falta la evidencia" in t.stdout


def test_incapacidad_ocupacional_con_evidencia_por_la_entrada_estandar():
    # 15 años, $30,000: (a) 990 + (c) 5 265 = 6 255; garantía 9 000 − 12 × 200 = 6 600 > 6 255: limita la garantía.
    solicitud = json.loads((EJEMPLOS / "coordinacion_incapacidad_ocupacional.json").read_text(encoding="utf-8"))
    solicitud["coordinacion"]["beneficio_seguro_social"] = {"monto": "200.00", "periodo": "mensual"}
    r = retiro("--solicitud", "-", "--json", entrada=json.dumps(solicitud))
    assert r.returncode == 0, r.stderr
    c = json.loads(r.stdout)["coordinacion"]
    assert (c["estado"], c["formula_anual"], c["limita"], c["pension_coordinada_anual"]) == (
        "coordinada",
        "6255.00",
        "garantia_10_5",
        "6600.00",
    )


def test_dato_malo_de_coordinacion_sale_con_codigo_2_y_nombra_el_campo(tmp_path):
    solicitud = json.loads((EJEMPLOS / "coordinacion_servicio.json").read_text(encoding="utf-8"))
    solicitud["coordinacion"]["beneficio_seguro_social"]["monto"] = "-1000.00"
    archivo = tmp_path / "mala.json"
    archivo.write_text(json.dumps(solicitud), encoding="utf-8")
    r = retiro("--solicitud", archivo)
    assert r.returncode == 2 and r.stdout == ""
    assert "«coordinacion.beneficio_seguro_social.monto»" in r.stderr and "no puede ser negativo" in r.stderr
    assert "Traceback" not in r.stderr
    j = retiro("--solicitud", archivo, "--json")
    assert j.returncode == 2
    assert json.loads(j.stdout)["error"]["campo"] == "coordinacion.beneficio_seguro_social.monto"


def test_falta_el_seguro_social_de_una_pension_que_se_coordina():
    # Detected while coordinating (not while reading): still an input error, exit 2, never a traceback.
    solicitud = json.loads((EJEMPLOS / "coordinacion_servicio.json").read_text(encoding="utf-8"))
    del solicitud["coordinacion"]["beneficio_seguro_social"]
    r = retiro("--solicitud", "-", entrada=json.dumps(solicitud))
    assert r.returncode == 2 and "«coordinacion.beneficio_seguro_social»" in r.stderr and "Traceback" not in r.stderr


def test_pension_por_incapacidad_en_texto_no_repite_los_motivos_del_retiro_opcional():
    """The disability pension is a fact (rules outside these texts): the summary says so in one line; the
    optional-retirement reasons stay only in the step-by-step explanation."""
    r = retiro("--solicitud", EJEMPLOS / "coordinacion_incapacidad_ocupacional.json")
    assert r.returncode == 0, r.stderr
    resumen, explicacion = r.stdout.split("Explicación paso a paso:", 1)
    assert "la pensión por incapacidad se concede por reglas que no están en estos textos" in resumen
    assert "18.3 (primera oración)" not in resumen and "Pensión opcional" not in resumen
    assert "¿Puede optar por el retiro a los 55 años con 25 de servicio?" in explicacion
