"""La línea de órdenes `retiro`, ejecutada como lo haría un usuario (`python -m retiro ...` en otro proceso).

Ejemplos incluidos: salen con código 0, en español, y `--json` da las mismas cuantías que el texto.
Datos malos (banderas o archivo): código 2, un mensaje que nombra el campo y nunca una traza de Python.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from ayuda_procesos import sigint_por_defecto
from retiro import evaluar
from retiro.ley.formato import pesos as en_pesos
from retiro.version import VERSION_PROTOCOLO
from test_salida import problemas_de_lectura

RAIZ = Path(__file__).resolve().parents[1]
EJEMPLOS = RAIZ / "ejemplos"
TABLA = EJEMPLOS / "tabla_actuarial_ilustrativa.json"
SOLICITUDES = sorted(
    p for p in EJEMPLOS.glob("*.json") if "fecha_nacimiento" in json.loads(p.read_text(encoding="utf-8"))
)

# A valid request as flags: born 1956-05-10, pre-1990 member, retiring at 56 with 26 years and 6 months.
BANDERAS = [
    "--fecha-nacimiento",
    "1956-05-10",
    "--fecha-ingreso",
    "1984-07-01",
    "--fecha-retiro",
    "2013-01-15",
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
        timeout=1800,
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
    assert "Explicación paso a paso:" in t.stdout
    assert "Lecturas del registro de interpretaciones en que se apoya el resultado:" in t.stdout
    # As a person writes them, the whole text: no ISO dates, no raw codes, amounts with $, thousands and cents.
    assert not problemas_de_lectura(t.stdout), (problemas_de_lectura(t.stdout), t.stdout)

    j = retiro("calcular", "--solicitud", ejemplo, "--json")
    assert j.returncode == 0, j.stderr
    resultado = json.loads(j.stdout)
    assert resultado["version_protocolo"] == VERSION_PROTOCOLO
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
    # 18.6(a): 1½ % × 30 000 × 20 + 2 % × 30 000 × 6.5 = 9 000 + 3 900 = 12 900;
    # factor at 56: 0.86 → 11 094; ÷ 12 = 924.50
    assert "Antes de la reducción: $12,900.00 al año · $1,075.00 al mes, según la fórmula de 18.6(a)." in t.stdout
    assert "Factor de reducción: 0.86, de la tabla «ilustrativa (NO es la tabla de la Junta)»" in t.stdout
    assert "adoptada el 1 de enero de 2000" in t.stdout
    assert "Pensión: $11,094.00 al año · $924.50 al mes." in t.stdout
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
    assert "Pensión opcional: falta el factor de reducción de la Junta." in t.stdout
    assert "Antes de la reducción: $12,900.00 al año · $1,075.00 al mes" in t.stdout


def test_la_tabla_no_es_una_solicitud():
    r = retiro("calcular", "--solicitud", TABLA)
    assert r.returncode == 2
    assert "--tabla-actuarial" in r.stderr and "Traceback" not in r.stderr


def error_de_entrada(r: subprocess.CompletedProcess, donde: str, texto: str = "") -> None:
    """Exit 2, nothing on stdout, no traceback, and a message that names where the problem is (a flag such as
    «--fecha-retiro», or a field of a file) and says what it is."""
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert "Traceback" not in r.stderr + r.stdout
    assert r.stdout == ""
    assert donde in r.stderr, r.stderr
    assert texto in r.stderr, r.stderr


@pytest.mark.parametrize(
    "args, donde, texto",
    [
        (con("--fecha-retiro", "2023-02-30"), "«--fecha-retiro»", "no es una fecha que exista en el calendario"),
        (con("--fecha-nacimiento", "10/05/1960"), "«--fecha-nacimiento»", "AAAA-MM-DD"),
        (con("--servicio-acreditable", "24a12m"), "«--servicio-acreditable» (campo «servicio_acreditable.meses»)", ""),
        (con("--cuerpo", "guardia"), "«--cuerpo»", "se admite ninguno, policía o bomberos"),
        (sin("--fecha-ingreso"), "falta --fecha-ingreso", ""),
        (con("--lectura", "INT-01=amplia"), "«--lectura INT-01» (campo «lecturas.INT-01»)", "estricta, inclusiva"),
    ],
    ids=lambda x: x if isinstance(x, str) else None,
)
def test_datos_malos_en_banderas(args, donde, texto):
    """A sample; every bad input, with its message, is in tests/test_cli_datos_malos.py."""
    error_de_entrada(retiro("calcular", *args), donde, texto)


def test_datos_malos_en_archivo(tmp_path):
    malformado = tmp_path / "malformado.json"
    malformado.write_text('{"fecha_nacimiento": "1960-05-10",', encoding="utf-8")
    error_de_entrada(retiro("calcular", "--solicitud", malformado), "«--solicitud»", "no es JSON válido")

    error_de_entrada(
        retiro("calcular", "--solicitud", tmp_path / "no_existe.json"), "«--solicitud»", "no existe el archivo"
    )

    desconocido = tmp_path / "desconocido.json"
    desconocido.write_text(
        json.dumps({**json.loads(SOLICITUDES[0].read_text(encoding="utf-8")), "edad_al_retiro": 56}), encoding="utf-8"
    )
    error_de_entrada(
        retiro("calcular", "--solicitud", desconocido), f"el campo «edad_al_retiro» de «{desconocido}»", "desconocido"
    )

    lista = tmp_path / "lista.json"
    lista.write_text("[1, 2]", encoding="utf-8")
    error_de_entrada(retiro("calcular", "--solicitud", lista), "«--solicitud»", "objeto JSON")

    binario = tmp_path / "binario.json"
    binario.write_bytes(b"\xff\xfe\x00")
    error_de_entrada(retiro("calcular", "--solicitud", binario), "«--solicitud»", "UTF-8")

    tabla = tmp_path / "tabla.json"
    tabla.write_text(
        json.dumps({**json.loads(TABLA.read_text(encoding="utf-8")), "factores": {"56": "1.5"}}), encoding="utf-8"
    )
    error_de_entrada(
        retiro("calcular", *BANDERAS, "--tabla-actuarial", tabla),
        "«--tabla-actuarial» (campo «tabla_actuarial.factores.56»)",
        "no mayor que 1",
    )

    error_de_entrada(
        retiro("calcular", *BANDERAS, "--tabla-actuarial", malformado), "«--tabla-actuarial»", "no es JSON válido"
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
    resumen, avisos = t.stdout.split("\nAvisos:\n")
    # The headline says what the reading says, not «después del 1 de abril» for someone who joined that day.
    assert (
        "Nuevo participante: ingresó por primera vez en el Sistema el 1 de abril de 1990. El 1 de abril de 1990 ya "
        "cuenta como fecha del nuevo régimen. [INT-01, lectura «inclusiva», no es la de por defecto]"
    ) in resumen
    assert "después del 1 de abril" not in resumen
    # A reading other than the default one is a warning.
    assert "Se usó una lectura que no es la de por defecto: El 1 de abril de 1990 ya cuenta" in avisos


# --- a CLI like a mature tool ------------------------------------------------------------------------


def test_version_de_una_sola_fuente():
    from importlib.metadata import version

    import retiro

    r = retiro_orden("--version")
    assert r.returncode == 0
    assert r.stdout.strip() == f"retiro {retiro.__version__} (protocolo {VERSION_PROTOCOLO})"
    assert version("retiro") == retiro.__version__  # pyproject.toml reads it from retiro/__init__.py


def retiro_orden(*args: str) -> subprocess.CompletedProcess:
    return retiro(*args)


def test_la_ayuda_dice_que_activo_es_obligatorio_y_esta_en_espanol():
    r = retiro("calcular", "--help")
    assert r.returncode == 0
    ayuda = " ".join(r.stdout.split())
    assert "una de --activo o --no-activo" in ayuda and "obligatoria esta o --no-activo" in ayuda
    assert ayuda.startswith("uso: retiro calcular") and "opciones:" in ayuda and "muestra esta ayuda" in ayuda
    assert not re.search(r"usage|options|show this help|positional arguments", ayuda)


def test_falta_activo_nombra_las_banderas_y_no_el_campo_json():
    r = retiro("calcular", *sin("--activo"))
    assert r.returncode == 2
    assert "falta --activo o --no-activo" in r.stderr
    assert "en_servicio_activo" not in r.stderr


def test_importar_la_cli_no_traduce_argparse_para_los_demas():
    """cli.py translates argparse's messages in its own parsers only: pytest (and anything else in the process)
    keeps its own words."""
    import argparse

    import retiro.cli

    antes = argparse._
    retiro.cli.analizador()
    assert argparse._ is antes
    assert argparse._("usage: ") == "usage: "
    p = argparse.ArgumentParser(prog="otro")
    assert p.format_usage().startswith("usage: ")
    assert retiro.cli.analizador().format_usage().startswith("uso: ")


def test_valores_en_palabras_como_en_los_feature():
    """`policía`, «32 años», «25,5»: lo mismo que aceptan los .feature (las formas están en el glosario)."""
    j = json.loads(
        retiro(
            "calcular",
            *con("--cuerpo", "policía"),
            "--servicio-acreditable",
            "26 años y 6 meses",
            "--tipo-pension",
            "Opcional",
            "--json",
        ).stdout
    )
    assert j["solicitud"]["cuerpo"] == "policia"
    assert j["solicitud"]["servicio_acreditable"] == {"anos": 26, "meses": 6}
    for escrito, esperado in (("32 años", "32"), ("25,5", "25.5"), ("25,5 años", "25.5"), ("24a11m", None)):
        r = retiro("calcular", *con("--servicio-acreditable", escrito), "--fecha-retiro", "2030-01-15", "--json")
        assert r.returncode == 0, (escrito, r.stderr)
        dado = json.loads(r.stdout)["solicitud"]["servicio_acreditable"]
        assert dado == (esperado or {"anos": 24, "meses": 11}), escrito


def _con_terminal(args: list[str], escribir: bytes | None = None) -> tuple[int, str]:
    """Runs `retiro` with a pseudo-terminal as stdin (as a person at a keyboard) and returns (exit code, stderr)."""
    import pty

    maestro, esclavo = pty.openpty()
    p = subprocess.Popen(
        [sys.executable, "-m", "retiro", *args],
        stdin=esclavo,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=RAIZ,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    os.close(esclavo)
    try:
        os.write(maestro, (escribir or b"") + b"\x04")  # Ctrl+D: end of input
        _salida, error = p.communicate(timeout=30)
    finally:
        os.close(maestro)
    return p.returncode, error.decode("utf-8")


def test_servir_por_stdio_dice_en_stderr_que_espera_cuando_la_entrada_es_una_terminal():
    codigo, error = _con_terminal(["servir"])
    assert codigo == 0
    assert "escriba una solicitud JSON por línea" in error and "Ctrl+D para terminar" in error


def test_servir_por_stdio_no_dice_nada_si_la_entrada_no_es_una_terminal():
    r = subprocess.run(
        [sys.executable, "-m", "retiro", "servir"], input="", capture_output=True, text=True, cwd=RAIZ, timeout=30
    )
    assert r.returncode == 0 and r.stderr == ""


def test_calcular_de_la_entrada_estandar_dice_que_espera_en_una_terminal():
    codigo, error = _con_terminal(["calcular", "--solicitud", "-"])
    assert codigo == 2
    assert "leyendo el JSON de la entrada estándar; termine con Ctrl+D" in error


def _hasta_que_espera(pid: int, limite: float = 10.0) -> None:
    """Until the process sleeps in a system call (state S in /proc/PID/stat), as a person presses Ctrl+C at a
    waiting prompt. The order says it waits just before it reads; a SIGINT that arrives in between is seen by CPython
    only when the read returns (its handlers run between bytecodes), so the signal goes once the read has begun.
    Without /proc (not Linux), it returns at once."""
    import time

    fin = time.monotonic() + limite
    while time.monotonic() < fin:
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as f:
                estado = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            return
        if estado == "S":
            return
        time.sleep(0.01)


@pytest.mark.parametrize(
    "orden, listo",
    [
        (["calcular", "--solicitud", "-"], "leyendo el JSON"),
        (["servir"], "sirviendo el protocolo"),
        (["servir", "--http", "0"], "sirviendo el protocolo"),
        (["conformidad", "--salida", "{tmp}"], None),
        (["lote", "--generar", "50000000", "--salida", "{tmp}/m.csv", "--sin-progreso"], None),
    ],
    ids=["calcular-entrada-estandar", "servir-stdio", "servir-http", "conformidad", "lote"],
)
def test_ctrl_c_termina_en_silencio_con_130(orden, listo, tmp_path):
    """Ctrl+C (SIGINT to the terminal's whole foreground process group, as a terminal sends it) while the order
    waits or works: exit 130, no traceback, no child left running. The signal goes once the order says it is
    waiting (stdin is a terminal), or once it is working (pytest's first output, a second of generating)."""
    import pty
    import signal
    import time

    maestro, esclavo = pty.openpty()
    p = subprocess.Popen(
        [sys.executable, "-m", "retiro", *(x.replace("{tmp}", str(tmp_path)) for x in orden)],
        stdin=esclavo,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=RAIZ,
        start_new_session=True,  # its own process group, as a terminal's foreground job
        preexec_fn=sigint_por_defecto,  # as from a terminal (see the function)
    )
    os.close(esclavo)
    try:
        if listo is not None:
            linea = p.stderr.readline().decode("utf-8")
            assert listo in linea, linea
            _hasta_que_espera(p.pid)
        elif orden[0] == "conformidad":
            p.stdout.read(1)  # pytest is running
        else:
            time.sleep(1.5)
        os.killpg(p.pid, signal.SIGINT)
        salida, error = p.communicate(timeout=30)
    finally:
        os.close(maestro)
        if p.poll() is None:  # the test failed (or timed out) before the order ended: leave nothing running
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
    texto = (salida + error).decode("utf-8")
    assert p.returncode == 130, texto
    assert "Traceback" not in texto and "KeyboardInterrupt" not in texto, texto
    with pytest.raises(ProcessLookupError):  # the whole group is gone (pytest and what it started, too)
        os.killpg(p.pid, 0)
