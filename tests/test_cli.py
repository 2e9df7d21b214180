"""La línea de órdenes `retiro`, ejecutada como lo haría un usuario (`python -m retiro ...` en otro proceso).

Ejemplos incluidos: salen con código 0, en español, y `--json` da las mismas cuantías que el texto.
Datos malos (banderas o archivo): código 2, un mensaje que nombra el campo y nunca una traza de Python.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from retiro import evaluar
from retiro.dinero import texto as en_pesos

RAIZ = Path(__file__).resolve().parents[1]
EJEMPLOS = RAIZ / "ejemplos"
TABLA = EJEMPLOS / "tabla_actuarial_ilustrativa.json"
SOLICITUDES = sorted(
    p for p in EJEMPLOS.glob("*.json") if "fecha_nacimiento" in json.loads(p.read_text(encoding="utf-8"))
)

# A valid request as flags: born 1960-05-10, pre-1990 member, retiring at 56 with 26 years and 6 months.
BANDERAS = [
    "--fecha-nacimiento",
    "1960-05-10",
    "--fecha-ingreso",
    "1988-07-01",
    "--fecha-retiro",
    "2017-01-15",
    "--servicio-acreditable",
    "26a6m",
    "--retribucion-promedio",
    "30000.00",
    "--activo",
]


def retiro(*args: str | Path) -> subprocess.CompletedProcess:
    entorno = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [sys.executable, "-m", "retiro", *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=RAIZ,
        env=entorno,
        timeout=60,
    )


def con(bandera: str, valor: str) -> list[str]:
    """BANDERAS with one flag's value replaced (or added)."""
    args = list(BANDERAS)
    if bandera in args:
        args[args.index(bandera) + 1] = valor
    else:
        args += [bandera, valor]
    return args


def sin(bandera: str) -> list[str]:
    args = list(BANDERAS)
    i = args.index(bandera)
    return args[:i] + args[i + 2 :]


def cuantias(j: dict) -> list[str]:
    """Every amount a result reports, as the text shows it ($12,900.00)."""
    p = j["pension"]
    valores = [p[k] for k in ("anual_antes_de_reduccion", "mensual_antes_de_reduccion", "anual", "mensual")]
    if j.get("coordinacion"):
        c = j["coordinacion"]
        valores += [
            c[k]
            for k in (
                "pension_coordinada_anual",
                "pension_coordinada_mensual",
                "total_sistema_anual",
                "total_sistema_mensual",
            )
        ]
    return [en_pesos(Decimal(v)) for v in valores if v is not None]


def test_hay_ejemplos():
    assert len(SOLICITUDES) >= 4
    assert TABLA not in SOLICITUDES


@pytest.mark.parametrize("ejemplo", SOLICITUDES, ids=lambda p: p.stem)
def test_ejemplo_en_texto_y_en_json(ejemplo):
    t = retiro("calcular", "--solicitud", ejemplo)
    assert t.returncode == 0, t.stderr
    assert "Traceback" not in t.stderr
    assert t.stdout.startswith("Edad al retiro:")
    assert "Explicación:" in t.stdout and "Lecturas del registro de interpretaciones usadas" in t.stdout

    j = retiro("calcular", "--solicitud", ejemplo, "--json")
    assert j.returncode == 0, j.stderr
    resultado = json.loads(j.stdout)
    assert resultado["version_protocolo"] == "1.0"
    assert (
        resultado["pension"]["anual"] is not None
        or resultado["pension"]["anual_antes_de_reduccion"] is not None
        or (resultado["coordinacion"] or {}).get("pension_estatutaria_anual") is not None
    )  # e.g. a disability pension given as a fact (Art. 10)
    # Same amounts in the JSON, in the text and in the Python API.
    for cantidad in cuantias(resultado):
        assert cantidad in t.stdout, f"{cantidad} no aparece en el texto"
    solicitud = json.loads(ejemplo.read_text(encoding="utf-8"))
    directo = evaluar(solicitud)
    assert resultado["pension"] == directo["pension"]
    assert resultado["coordinacion"] == directo["coordinacion"]
    assert resultado["solicitud"] == solicitud


def test_tabla_actuarial_ilustrativa_con_tabla_actuarial():
    t = retiro("calcular", *BANDERAS, "--tabla-actuarial", TABLA)
    assert t.returncode == 0, t.stderr
    # 18.6(a): 1½ % × 30 000 × 20 + 2 % × 30 000 × 6.5 = 9 000 + 3 900 = 12 900; factor at 56: 0.86 → 11 094; ÷ 12 = 924.50
    assert "$12,900.00 anuales" in t.stdout
    assert "Factor de reducción: 0.86" in t.stdout
    assert "$11,094.00 anuales · $924.50 mensuales" in t.stdout
    assert "NO es la tabla de la Junta" in t.stdout
    j = json.loads(retiro("calcular", *BANDERAS, "--tabla-actuarial", TABLA, "--json").stdout)
    assert (j["pension"]["anual"], j["pension"]["mensual"], j["pension"]["factor_reduccion"]) == (
        "11094.00",
        "924.50",
        "0.86",
    )
    assert j["pension"]["tabla_actuarial"]["fecha_adopcion"] == "2000-01-01"


def test_sin_tabla_actuarial_informa_la_cuantia_antes_de_la_reduccion():
    t = retiro("calcular", *BANDERAS)
    assert t.returncode == 0, t.stderr
    assert "requiere el factor de la tabla actuarial de la Junta" in t.stdout
    assert "$12,900.00 anuales · $1,075.00 mensuales" in t.stdout


def test_la_tabla_no_es_una_solicitud():
    r = retiro("calcular", "--solicitud", TABLA)
    assert r.returncode == 2
    assert "--tabla-actuarial" in r.stderr and "Traceback" not in r.stderr


def error_de_entrada(r: subprocess.CompletedProcess, campo: str, texto: str = "") -> None:
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr + r.stdout
    assert r.stdout == ""
    assert f"«{campo}»" in r.stderr, r.stderr
    assert texto in r.stderr, r.stderr


@pytest.mark.parametrize(
    "args, campo, texto",
    [
        (con("--fecha-retiro", "2023-02-30"), "fecha_retiro", "no es una fecha que exista en el calendario"),
        (con("--fecha-nacimiento", "10/05/1960"), "fecha_nacimiento", "AAAA-MM-DD"),
        (con("--fecha-retiro", "1950-01-01"), "fecha_retiro", "anterior a la fecha de nacimiento"),
        (con("--fecha-retiro", "1988-06-30"), "fecha_retiro", "anterior a la fecha de ingreso"),
        (con("--servicio-acreditable", "-3"), "servicio_acreditable", "no puede ser negativo"),
        (con("--servicio-acreditable", "veinticinco"), "servicio_acreditable", "número de años"),
        (con("--servicio-acreditable", "24a12m"), "servicio_acreditable.meses", "menor que 12"),
        (con("--servicio-acreditable", "40"), "servicio_acreditable", "mayor que el tiempo transcurrido"),
        (con("--retribucion-promedio", "-30000"), "retribucion_promedio", "no puede ser negativo"),
        (con("--retribucion-promedio", "treinta mil"), "retribucion_promedio", "cantidad de dinero"),
        (con("--cuerpo", "guardia"), "cuerpo", "ninguno, policia, bomberos"),
        (sin("--fecha-ingreso"), "fecha_ingreso", "falta este dato"),
        (con("--lectura", "INT-01=amplia"), "lecturas.INT-01", "estricta, inclusiva"),
        (con("--lectura", "INT-99=x"), "lecturas.INT-99", "registro de interpretaciones"),
        (con("--lectura", "INT-01"), "--lectura", "INT-03=lectura"),
    ],
    ids=lambda x: x if isinstance(x, str) else None,
)
def test_datos_malos_en_banderas(args, campo, texto):
    error_de_entrada(retiro("calcular", *args), campo, texto)


def test_datos_malos_en_archivo(tmp_path):
    malformado = tmp_path / "malformado.json"
    malformado.write_text('{"fecha_nacimiento": "1960-05-10",', encoding="utf-8")
    error_de_entrada(retiro("calcular", "--solicitud", malformado), "--solicitud", "no es JSON válido")

    error_de_entrada(
        retiro("calcular", "--solicitud", tmp_path / "no_existe.json"), "--solicitud", "no existe el archivo"
    )

    desconocido = tmp_path / "desconocido.json"
    desconocido.write_text(
        json.dumps({**json.loads(SOLICITUDES[0].read_text(encoding="utf-8")), "edad_al_retiro": 56}), encoding="utf-8"
    )
    error_de_entrada(retiro("calcular", "--solicitud", desconocido), "edad_al_retiro", "campo desconocido")

    lista = tmp_path / "lista.json"
    lista.write_text("[1, 2]", encoding="utf-8")
    error_de_entrada(retiro("calcular", "--solicitud", lista), "solicitud", "objeto JSON")

    binario = tmp_path / "binario.json"
    binario.write_bytes(b"\xff\xfe\x00")
    error_de_entrada(retiro("calcular", "--solicitud", binario), "--solicitud", "UTF-8")

    tabla = tmp_path / "tabla.json"
    tabla.write_text(
        json.dumps({**json.loads(TABLA.read_text(encoding="utf-8")), "factores": {"56": "1.5"}}), encoding="utf-8"
    )
    error_de_entrada(
        retiro("calcular", *BANDERAS, "--tabla-actuarial", tabla), "tabla_actuarial.factores.56", "no mayor que 1"
    )

    error_de_entrada(
        retiro("calcular", *BANDERAS, "--tabla-actuarial", malformado), "--tabla-actuarial", "no es JSON válido"
    )


def test_error_en_json_con_codigo_2():
    r = retiro("calcular", *con("--fecha-retiro", "2023-02-30"), "--json")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert json.loads(r.stdout)["error"]["campo"] == "fecha_retiro"


def test_bandera_desconocida_en_espanol():
    r = retiro("calcular", *BANDERAS, "--edad", "56")
    assert r.returncode == 2
    assert "argumentos no reconocidos: --edad" in r.stderr and "Traceback" not in r.stderr


def test_lectura_inclusiva_de_int_01_cambia_el_resultado():
    """Ingreso el 1 de abril de 1990, retiro a los 60 con 20 años: 18.2 (58/10) solo si no es nuevo participante."""
    args = [
        "calcular",
        "--fecha-nacimiento",
        "1950-06-15",
        "--fecha-ingreso",
        "1990-04-01",
        "--fecha-retiro",
        "2010-06-15",
        "--servicio-acreditable",
        "20",
        "--retribucion-promedio",
        "30000",
        "--activo",
        "--json",
    ]
    estricta = json.loads(retiro(*args).stdout)
    inclusiva = json.loads(retiro(*args, "--lectura", "INT-01=inclusiva").stdout)
    assert (estricta["nuevo_participante"], estricta["elegibilidad"]["elegible"]) == (False, True)
    assert (inclusiva["nuevo_participante"], inclusiva["elegibilidad"]["elegible"]) == (True, False)
    assert inclusiva["dependencias"]["lecturas"]["INT-01"] == "inclusiva"
    assert "INT-01" in inclusiva["dependencias"]["lecturas_no_por_defecto"]
    t = retiro(*args[:-1], "--lectura", "INT-01=inclusiva")
    assert t.returncode == 0
    assert "INT-01=inclusiva (no es la de por defecto)" in t.stdout
