"""Cada dato u opción mala de la línea de órdenes: un mensaje en español que nombra la bandera, el campo o el
archivo, código 2 y nunca una traza de Python (issue 13: 14 de 61 casos acababan en una traza).

Cada caso es una orden real (`python -m retiro …` en otro proceso, con la salida en UTF-8 como en una
terminal); se ejecutan de dos en dos al cargar el módulo y cada prueba mira el suyo.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parents[1]
EJEMPLOS = RAIZ / "ejemplos"
BASE = json.loads((EJEMPLOS / "retiro_temprano_sin_tabla.json").read_text(encoding="utf-8"))
COORDINACION = json.loads((EJEMPLOS / "coordinacion_servicio.json").read_text(encoding="utf-8"))
TABLA = json.loads((EJEMPLOS / "tabla_actuarial_ilustrativa.json").read_text(encoding="utf-8"))

BANDERAS = [
    "--fecha-nacimiento", "1952-05-10",
    "--fecha-ingreso", "1980-07-01",
    "--fecha-retiro", "2009-01-15",
    "--servicio-acreditable", "26a6m",
    "--retribucion-promedio", "30000.00",
    "--activo",
]  # fmt: skip


def con(*pares: str) -> list[str]:
    """BANDERAS with some flags' values replaced (or added): con("--cuerpo", "guardia")."""
    args = list(BANDERAS)
    for bandera, valor in zip(pares[::2], pares[1::2], strict=True):
        if bandera in args:
            args[args.index(bandera) + 1] = valor
        else:
            args += [bandera, valor]
    return args


def sin(*banderas: str) -> list[str]:
    args = list(BANDERAS)
    for b in banderas:
        i = args.index(b)
        del args[i : i + (1 if b in ("--activo", "--no-activo") else 2)]
    return args


def _json(x: object) -> bytes:
    return json.dumps(x, ensure_ascii=False).encode("utf-8")


# Files a case can name as @name (written in a temporary folder).
ARCHIVOS: dict[str, bytes] = {
    "malformado": b'{"fecha_nacimiento": "1960-05-10",',
    "binario": b"\xff\xfe\x00\x01",
    "vacio": b"",
    "lista": b"[1, 2]",
    "desconocido": _json({**BASE, "edad_al_retiro": 56}),
    "campo_vacio": _json({**BASE, "": 1}),
    "anidado": b"[" * 100_000,
    "entero_5000": _json(BASE)[:-1] + b', "porcentaje_merito": ' + b"9" * 5000 + b"}",
    "sustituto": _json({**BASE, "fecha_retiro": "@@"}).replace(b'"@@"', b'"\\ud800"'),
    "decimal": _json({**BASE, "retribucion_promedio": "@@"}).replace(b'"@@"', b"30000.5"),
    "nan": _json({**BASE, "retribucion_promedio": "@@"}).replace(b'"@@"', b"NaN"),
    "tabla_como_solicitud": _json(TABLA),
    "anos_5000": _json({**BASE, "servicio_acreditable": {"anos": "9" * 5000, "meses": 0}}),
    "clave_5000": _json({**BASE, "tabla_actuarial": {**TABLA, "factores": {"9" * 5000: "0.9"}}}),
    "fechas_9999": _json(
        {**BASE, "fecha_nacimiento": "9950-01-01", "fecha_ingreso": "9970-01-01", "fecha_retiro": "9999-12-31"}
    ),
    "ss_4300_nueves": _json(
        {
            **COORDINACION,
            "coordinacion": {
                **COORDINACION["coordinacion"],
                "beneficio_seguro_social": {"monto": "9" * 4300, "periodo": "mensual"},
            },
        }
    ),
    "lecturas_no_objeto": _json({**BASE, "lecturas": "inclusiva"}),
    "tabla_lista": b"[]",
    "tabla_factor_1_5": _json({**TABLA, "factores": {"56": "1.5"}}),
    "coordinacion_lista": b"[]",
    "coordinacion_vacia": b"{}",
    "coordinacion_ss_negativo": _json(
        {
            **COORDINACION,
            "coordinacion": {
                **COORDINACION["coordinacion"],
                "beneficio_seguro_social": {"monto": "-1000.00", "periodo": "mensual"},
            },
        }
    ),
    "coordinacion_sin_ss": _json(
        {
            **COORDINACION,
            "coordinacion": {k: v for k, v in COORDINACION["coordinacion"].items() if k != "beneficio_seguro_social"},
        }
    ),
}

# (id, arguments, standard input, what stderr (or the JSON error with --json) must say).
CASOS: list[tuple[str, list, bytes | None, str]] = [
    # --- flags
    ("fecha_inexistente", con("--fecha-retiro", "2023-02-30"), None, "«--fecha-retiro»: no es una fecha que exista"),
    ("fecha_con_barras", con("--fecha-nacimiento", "10/05/1960"), None, "«--fecha-nacimiento»"),
    ("fecha_en_palabras_inexistente", con("--fecha-nacimiento", "31 de febrero de 1960"), None, "calendario"),
    ("fecha_vacia", con("--fecha-retiro", ""), None, "«--fecha-retiro»"),
    ("retiro_antes_de_nacer", con("--fecha-retiro", "1950-01-01"), None, "anterior a la fecha de nacimiento"),
    ("retiro_antes_de_ingresar", con("--fecha-retiro", "1980-06-30"), None, "anterior a la fecha de ingreso"),
    (
        "fechas_cerca_del_ano_9999",
        con("--fecha-nacimiento", "9950-01-01", "--fecha-ingreso", "9970-01-01", "--fecha-retiro", "9999-12-31"),
        None,
        "«--fecha-",
    ),
    ("servicio_negativo", con("--servicio-acreditable", "-3"), None, "no puede ser negativo"),
    ("servicio_en_palabras", con("--servicio-acreditable", "veinticinco"), None, "«--servicio-acreditable»"),
    ("servicio_12_meses", con("--servicio-acreditable", "24a12m"), None, "menor que 12"),
    ("servicio_excesivo", con("--servicio-acreditable", "60"), None, "mayor que la edad al retiro"),
    ("servicio_vacio", con("--servicio-acreditable", ""), None, "«--servicio-acreditable»"),
    ("servicio_5000_cifras", con("--servicio-acreditable", "9" * 5000), None, "«--servicio-acreditable»"),
    ("retribucion_negativa", con("--retribucion-promedio", "-30000"), None, "no puede ser negativo"),
    ("retribucion_en_palabras", con("--retribucion-promedio", "treinta mil"), None, "«--retribucion-promedio»"),
    ("retribucion_exponente", con("--retribucion-promedio", "3e4"), None, "«--retribucion-promedio»"),
    ("retribucion_5000_cifras", con("--retribucion-promedio", "9" * 5000), None, "«--retribucion-promedio»"),
    ("retribucion_mal_separada", con("--retribucion-promedio", "$30,000.000.00"), None, "«--retribucion-promedio»"),
    ("cuerpo_desconocido", con("--cuerpo", "guardia"), None, "«--cuerpo»: «guardia» no es un valor admitido"),
    ("puesto_desconocido", con("--puesto", "presidente"), None, "«--puesto»"),
    ("tipo_de_pension_desconocido", con("--tipo-pension", "vitalicia"), None, "«--tipo-pension»"),
    ("merito_150_por_ciento", con("--tipo-pension", "mérito", "--porcentaje-merito", "150"), None, "entre 0 y 100"),
    ("merito_por_ciento_en_palabras", con("--tipo-pension", "mérito", "--porcentaje-merito", "mucho"), None, "«--porc"),
    ("falta_la_fecha_de_ingreso", sin("--fecha-ingreso"), None, "falta --fecha-ingreso"),
    ("faltan_todos_los_datos", [], None, "faltan --fecha-nacimiento, --fecha-ingreso"),
    ("falta_activo", sin("--activo"), None, "falta --activo o --no-activo"),
    ("activo_y_no_activo", [*BANDERAS, "--no-activo"], None, "no se admite junto con --activo"),
    ("lectura_desconocida", con("--lectura", "INT-01=amplia"), None, "«--lectura INT-01»"),
    ("entrada_del_registro_desconocida", con("--lectura", "INT-99=x"), None, "«--lectura INT-99»"),
    ("lectura_sin_igual", con("--lectura", "INT-01"), None, "INT-01=inclusiva"),
    ("lectura_vacia", con("--lectura", "INT-01="), None, "INT-01=inclusiva"),
    ("bandera_desconocida", con("--edad", "56"), None, "argumentos no reconocidos: --edad"),
    ("bandera_sin_valor", [*BANDERAS, "--fecha-retiro"], None, "falta su valor"),
    ("bandera_ambigua", [*BANDERAS, "--fecha", "x"], None, "opción ambigua"),
    ("argumento_no_utf8", con("--fecha-retiro", os.fsdecode(b"\xff\xfe")), None, "«--fecha-retiro»"),
    ("argumento_no_utf8_json", [*con("--fecha-retiro", os.fsdecode(b"\xff\xfe")), "--json"], None, "fecha_retiro"),
    # --- files
    ("archivo_malformado", ["--solicitud", "@malformado"], None, "no es JSON válido"),
    ("archivo_inexistente", ["--solicitud", "@no_existe"], None, "no existe el archivo"),
    ("archivo_carpeta", ["--solicitud", "@."], None, "es una carpeta"),
    ("archivo_binario", ["--solicitud", "@binario"], None, "no es texto UTF-8"),
    ("archivo_vacio", ["--solicitud", "@vacio"], None, "no es JSON válido"),
    ("archivo_lista", ["--solicitud", "@lista"], None, "objeto JSON"),
    ("campo_desconocido", ["--solicitud", "@desconocido"], None, "«edad_al_retiro»"),
    ("campo_sin_nombre", ["--solicitud", "@campo_vacio"], None, "campo desconocido"),
    ("anidado_100000", ["--solicitud", "@anidado"], None, "anida"),
    ("entero_de_5000_cifras", ["--solicitud", "@entero_5000"], None, "cifras"),
    ("sustituto_suelto", ["--solicitud", "@sustituto"], None, "«fecha_retiro»"),
    ("sustituto_suelto_json", ["--solicitud", "@sustituto", "--json"], None, "fecha_retiro"),
    ("numero_con_decimales", ["--solicitud", "@decimal"], None, "«retribucion_promedio»"),
    ("numero_con_decimales_json", ["--solicitud", "@decimal", "--json"], None, "retribucion_promedio"),
    ("nan", ["--solicitud", "@nan"], None, "«NaN» no es un valor JSON"),
    ("tabla_como_solicitud", ["--solicitud", "@tabla_como_solicitud"], None, "--tabla-actuarial"),
    ("anos_de_5000_cifras", ["--solicitud", "@anos_5000"], None, "servicio_acreditable"),
    ("clave_de_tabla_de_5000_cifras", ["--solicitud", "@clave_5000"], None, "tabla_actuarial.factores"),
    ("fechas_del_ano_9999_en_archivo", ["--solicitud", "@fechas_9999"], None, "«fecha_"),
    ("seguro_social_de_4300_nueves", ["--solicitud", "@ss_4300_nueves"], None, "beneficio_seguro_social"),
    ("lecturas_no_objeto_y_bandera", ["--solicitud", "@lecturas_no_objeto", "--lectura", "INT-01=x"], None, "INT-01"),
    ("entrada_estandar_vacia", ["--solicitud", "-"], b"", "la entrada estándar no es JSON válido"),
    ("entrada_estandar_basura", ["--solicitud", "-"], b"\x00\xe9\x00\xe9", "la entrada estándar no es texto UTF-8"),
    ("tabla_inexistente", [*BANDERAS, "--tabla-actuarial", "@no_existe"], None, "«--tabla-actuarial»"),
    ("tabla_malformada", [*BANDERAS, "--tabla-actuarial", "@malformado"], None, "no es JSON válido"),
    ("tabla_lista", [*BANDERAS, "--tabla-actuarial", "@tabla_lista"], None, "«--tabla-actuarial»: debe ser un objeto"),
    ("factor_mayor_que_1", [*BANDERAS, "--tabla-actuarial", "@tabla_factor_1_5"], None, "no mayor que 1"),
    ("coordinacion_inexistente", [*BANDERAS, "--coordinacion", "@no_existe"], None, "«--coordinacion»"),
    ("coordinacion_lista", [*BANDERAS, "--coordinacion", "@coordinacion_lista"], None, "coordinacion"),
    ("coordinacion_vacia", [*BANDERAS, "--coordinacion", "@coordinacion_vacia"], None, "coordinacion.fecha_coord"),
    ("seguro_social_negativo", ["--solicitud", "@coordinacion_ss_negativo"], None, "no puede ser negativo"),
    ("falta_el_seguro_social", ["--solicitud", "@coordinacion_sin_ss"], None, "«coordinacion.beneficio_seguro_social»"),
]
# Orders other than `calcular` (the program and its arguments after `python -m retiro`).
ORDENES: list[tuple[str, list, bytes | None, str]] = [
    ("orden_desconocida", ["calcula"], None, "valor no admitido: 'calcula'"),
    ("sin_orden", [], None, "uso: retiro"),
    ("lecturas_con_argumento", ["lecturas", "x"], None, "argumentos no reconocidos: x"),
    ("puerto_99999", ["servir", "--http", "99999"], None, "el puerto 99999 no existe"),
    ("puerto_en_palabras", ["servir", "--http", "ochenta"], None, "no es un número de puerto"),
    ("puerto_negativo", ["servir", "--http", "-1"], None, "el puerto -1 no existe"),
    ("puerto_ocupado", ["servir", "--http", "@puerto_ocupado"], None, "la dirección ya está en uso"),
    ("procesos_cero", ["servir", "--procesos", "0"], None, "--procesos: 0 procesos no se admiten"),
    ("procesos_en_palabras", ["servir", "--procesos", "dos"], None, "«dos» no es un número de procesos"),
    ("anfitrion_desconocido", ["servir", "--http", "0", "--anfitrion", "no.existe.invalid"], None, "no se encuentra"),
    ("informe_no_escribible", ["conformidad", "--salida", "/proc/retiro/informe"], None, "no se puede escribir"),
    ("vectores_no_escribibles", ["vectores", "--salida", "/proc/retiro/v.json"], None, "no se puede escribir"),
    (
        "programa_inexistente",
        ["conformidad", "--implementacion", "cmd:no-existe-este-programa"],
        None,
        "no se encuentra",
    ),
    ("objetivo_desconocido", ["conformidad", "--implementacion", "ftp://x"], None, "--implementacion"),
    ("tiempo_limite_negativo", ["conformidad", "--tiempo-limite", "-1"], None, "mayor que 0"),
    ("k_sin_coincidencias", ["conformidad", "-k", "ninguno_se_llama_asi", "--salida", "@."], None, "ningún escenario"),
]

# English that a user must never read: argparse's and Python's own words, and tracebacks.
INGLES = re.compile(
    r"Traceback|usage:|invalid choice|expected one|unrecognized|required|not allowed|Errno|No such file|"
    r"Permission denied|Exception|Error:|line \d+, in "
)


@pytest.fixture(scope="module")
def resultados(tmp_path_factory) -> dict[str, subprocess.CompletedProcess]:
    tmp = tmp_path_factory.mktemp("datos_malos")
    for nombre, contenido in ARCHIVOS.items():
        (tmp / f"{nombre}.json").write_bytes(contenido)
    ocupado = socket.socket()
    ocupado.bind(("127.0.0.1", 0))
    ocupado.listen()

    def argumentos(args: list) -> list[str]:
        sustituir = {"@.": str(tmp), "@puerto_ocupado": str(ocupado.getsockname()[1])}
        return [sustituir.get(a) or (str(tmp / f"{a[1:]}.json") if a.startswith("@") else a) for a in args]

    def correr(caso: tuple) -> tuple[str, subprocess.CompletedProcess]:
        nombre, args, entrada, _ = caso
        orden = ["calcular", *args] if caso in CASOS else list(args)
        r = subprocess.run(
            [sys.executable, "-m", "retiro", *argumentos(orden)],
            input=entrada if entrada is not None else b"",
            capture_output=True,
            cwd=RAIZ,
            env={**os.environ, "PYTHONIOENCODING": "utf-8"},
            timeout=1800,
        )
        return nombre, r

    try:
        with ThreadPoolExecutor(max_workers=2) as grupo:
            return dict(grupo.map(correr, CASOS + ORDENES))
    finally:
        ocupado.close()


@pytest.mark.larga  # about 70 runs of `python -m retiro` (python -m pytest -m larga; .ci/run runs it)
@pytest.mark.parametrize("caso", CASOS + ORDENES, ids=lambda c: c[0])
def test_dato_malo(resultados, caso):
    nombre, args, _, dice = caso
    r = resultados[nombre]
    salida, error = r.stdout.decode("utf-8"), r.stderr.decode("utf-8")
    assert r.returncode == 2, (r.returncode, salida[-2000:], error[-2000:])
    assert not INGLES.search(salida + error), salida + error
    if "--json" in args:
        respuesta = json.loads(salida)  # valid JSON (a lone surrogate comes back escaped)
        assert dice in respuesta["error"]["campo"] + " " + respuesta["error"]["mensaje"], respuesta
        assert respuesta["error"]["campo"], respuesta
    else:
        assert salida == "" or caso in ORDENES, salida  # pytest's own progress goes to stdout in `conformidad`
        assert dice in error, error
        assert error.rstrip().splitlines()[-1].startswith(("retiro: error", "uso:")), error
