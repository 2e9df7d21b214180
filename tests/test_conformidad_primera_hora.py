"""El kit como lo usa por primera vez quien programa otra implementación (issue 26): su programa en su carpeta,
con una ruta relativa (`cmd:./mi-calculadora --stdio`), nombres de casos legibles en JUnit, una barra de
progreso en una terminal (y nada de eso en CI), y un informe que agrupa los fallos en vez de listarlos uno a uno.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from ayuda_kit import retiro
from retiro.comun import progreso

RAIZ = Path(__file__).resolve().parent.parent

# A tiny implementation of one's own, as the README suggests: the protocol over stdin/stdout. It answers with the
# reference (what it computes is not what these tests check) unless told to get the pension wrong.
MI_CALCULADORA = """#!{python}
import json, sys
from retiro.protocolo.servidor import codificar, responder

sys.stdin.readline()  # the kit's greeting
print(json.dumps({{"protocolo": "retiro", "version_protocolo": "1.0", "implementacion": "mía"}}), flush=True)
for linea in sys.stdin.buffer:
    r = responder(linea.rstrip(b"\\r\\n"))
    if "--mal" in sys.argv and isinstance(r.get("pension"), dict) and r["pension"].get("anual_antes_de_reduccion"):
        r["pension"]["anual_antes_de_reduccion"] = "1.00"
    sys.stdout.buffer.write(codificar(r) + b"\\n")
    sys.stdout.flush()
"""


def mi_calculadora(carpeta: Path) -> Path:
    ruta = carpeta / "mi-calculadora"
    ruta.write_text(MI_CALCULADORA.format(python=sys.executable), encoding="utf-8")
    ruta.chmod(0o755)
    return ruta


def test_un_programa_con_ruta_relativa_se_busca_en_la_carpeta_del_usuario(tmp_path):
    """`cmd:./mi-calculadora` se ejecuta donde está el usuario, no en la carpeta de la especificación (que, con el
    paquete instalado, es site-packages/retiro/especificacion). JUnit nombra los casos como el .feature: «sí». Y
    fuera de una terminal (aquí, una tubería) no hay barra de progreso."""
    mi_calculadora(tmp_path)
    r = retiro(
        "conformidad",
        "--implementacion",
        "cmd:./mi-calculadora --stdio",
        "--salida",
        "informe",
        "-k",
        "clausula-18.1 and cumpleaños and not test_propiedades",
        cwd=tmp_path,
        timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "CONFORME" in r.stdout and "no arrancó" not in r.stderr
    assert "\r" not in r.stderr and "casos ·" not in r.stderr  # not a terminal: no progress bar
    nombres = [c.get("name") for c in ET.parse(tmp_path / "informe" / "junit.xml").iter("testcase")]
    assert any("sí" in n for n in nombres), nombres[:5]
    assert not any("\\x" in n or "\\u" in n for n in nombres), [n for n in nombres if "\\x" in n][:5]


# --- the progress bar ---


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_la_barra_solo_en_una_terminal_y_fuera_de_ci():
    assert progreso.en_terminal(_Terminal(), {})
    assert not progreso.en_terminal(_Terminal(), {"CI": "true"})  # GitHub Actions
    assert not progreso.en_terminal(io.StringIO(), {})  # a file or a pipe
    assert progreso.en_terminal(_Terminal(), {"CI": "false"})


def test_la_linea_de_progreso_da_cuentas_y_lo_que_falta():
    texto = progreso.linea(240, 960, 60.0, "casos", "3 fallidos")
    assert "240/960 casos" in texto and "3 fallidos" in texto and "faltan ~3 min 00 s" in texto
    assert texto.startswith("[" + "█" * 7 + "·" * 23 + "]")
    assert progreso.linea(960, 960, 60.0, "casos").count("faltan") == 0
    assert progreso.linea(5000, None, 2.0, "filas") == "5,000 filas · 2,500 filas/s"


def test_la_especificacion_con_progreso_escribe_la_barra_en_stderr(tmp_path):
    """Lo que pide `retiro conformidad` en una terminal (--progreso): la barra en stderr, con el total de casos."""
    r = subprocess.run(
        [
            *(sys.executable, "-m", "pytest", "steps", "-q", "-n", "0", "-p", "no:cacheprovider", "--progreso"),
            *("-k", "clausula-18.1 and cumpleaños", "--registro-casos", str(tmp_path / "casos.json")),
        ],
        cwd=RAIZ,
        capture_output=True,
        timeout=300,
        env={"PATH": "/usr/bin:/bin", "RETIRO_RESULTADOS": str(tmp_path / "r.json")},
    )
    stderr = r.stderr.decode("utf-8")
    assert r.returncode == 0, stderr[-2000:]
    n = len(json.loads((tmp_path / "casos.json").read_text(encoding="utf-8"))["casos"])
    assert f"\r[{'█' * progreso.ANCHO}] {n}/{n} casos" in stderr and "casos · faltan ~" in stderr


def test_sin_k_y_sin_nada_recogido_el_veredicto_no_habla_de_una_seleccion():
    """Un objetivo que no arranca dentro de pytest: nada se recoge; sin -k, el veredicto no dice «solo la
    selección» (antes: «solo la selección (parte de los escenarios)» sin que nadie seleccionara nada)."""
    from retiro.conformidad import plugin

    class Config:
        def getoption(self, nombre, default=None):
            return ""

    assert plugin.seleccion(Config()) is None
    recogida = Config()
    recogida._retiro_total, recogida._retiro_completo = 10, False
    assert plugin.seleccion(recogida) == "(parte de los escenarios)"


# --- many failures, grouped ---


def _fallido(n: int, clausula: str, puntero: str, lectura: str | None = None) -> dict:
    return {
        "objetivo": "cmd:x",
        "resultado": "fallido",
        "archivo": "articulo_18/x.feature",
        "linea": 10 + n,
        "escenario": f"caso {n}",
        "caracteristica": "X",
        "etiquetas": [f"clausula-{clausula}"] + ([f"interpretacion-{lectura}"] if lectura else []),
        "mensaje": f"{puntero}: se obtuvo 1; se esperaba 2",
        "paso_fallido": "Entonces algo",
        "expectativas": [
            {"puntero": puntero, "modo": "decimal", "valor": "2", "evaluada": True, "cumple": False, "fallo": "x"}
        ],
        "solicitudes": [{"retribucion_promedio": "30000.00"}],
    }


def test_doscientos_veinte_fallos_se_leen_por_grupos():
    from retiro.conformidad import ejecutor

    casos = [_fallido(i, "18.6.a", "/pension/anual_antes_de_reduccion") for i in range(200)]
    casos += [_fallido(200 + i, "10.2", "/coordinacion/pension_coordinada", "INT-20") for i in range(20)]
    from retiro.conformidad import veredicto

    datos = {"objetivos": ["cmd:x"], "casos": casos, "veredictos": {"cmd:x": veredicto.veredicto(casos, [])}}
    grupos = ejecutor.grupos_de_fallos(casos)
    assert [(g["clausulas"], g["n"], len(g["resto"])) for g in grupos] == [("18.6.a", 200, 199), ("10.2", 20, 19)]
    assert grupos[1]["lecturas"] == "INT-20"
    md = ejecutor.informe_markdown(datos)
    assert "220 fallos en 2 grupos" in md and md.count("Primer caso:") == 2
    assert "<details><summary>Los otros 199 casos del grupo</summary>" in md
    assert "| 18.6.a | /pension/anual\\_antes\\_de\\_reduccion | — | 200 |" in md
    resumen = "\n".join(ejecutor.lineas_resumen(datos))
    assert " 200 × 18.6.a · /pension/anual_antes_de_reduccion" in resumen
    assert "  20 × 10.2 · /coordinacion/pension_coordinada · lecturas INT-20" in resumen
    assert resumen.count("p. ej.") == 2 and len(resumen.splitlines()) < 12
    html = ejecutor.informe_html(datos)
    assert html.count("Los otros 199 casos del grupo") == 1
