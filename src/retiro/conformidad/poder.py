"""El poder de la especificación: la ejecuta contra cada implementación defectuosa y dice qué escenarios la atrapan.

    python -m retiro.cli.poder                    # escribe docs/conformidad_defectuosas.md
    python -m retiro.cli.poder --salida -         # a la salida estándar
    python -m retiro.cli.poder --veredictos       # el veredicto y el código de salida de cada una

Con ``--veredictos``, ``retiro conformidad`` se ejecuta de verdad, con la especificación completa, contra cada
implementación defectuosa (en el proceso), contra cada tramposa por los tres caminos (``modulo:funcion``,
``cmd:`` y ``http://``, con `python -m retiro.cli.adaptador`), contra la referencia y contra la implementación
en JavaScript; imprime el veredicto y el código de salida de cada ejecución y los escribe en la misma página.

Primero la referencia (control); después, en una sola sesión de pytest, cada caso cuya respuesta cambia con
alguna defectuosa se ejecuta contra ella (objetivo modulo:funcion, en el mismo proceso). Es la página de
prueba del propio kit: las defectuosas no son resultados de ninguna implementación real (esos están en la matriz
de resultados de conformidad del sitio, como la del DMN TCK).
"""

from __future__ import annotations

import contextlib
import copy
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from itertools import islice
from pathlib import Path

from retiro.conformidad import ejecutor, matriz
from retiro.conformidad.defectuosas import DEFECTUOSAS
from retiro.conformidad.defectuosas.tramposas import TRAMPOSAS
from retiro.protocolo import alcance

MAX_NOMBRES = 3
POR_DEFECTUOSA = 12  # differing cases run per faulty implementation in the first round


def _igual(defectuosa, caso: dict) -> bool:
    """¿Da la defectuosa exactamente las mismas respuestas que la referencia a las solicitudes del caso?

    Si es así, los pasos del escenario (que solo leen las respuestas) dan lo mismo que con la referencia, y no
    hace falta ejecutarlo: así la medición cuesta segundos y no minutos. Un caso que envió más solicitudes de las
    que guarda el registro (una propiedad) no se puede comparar así: se ejecuta.
    """
    if caso.get("llamadas", 0) > len(caso["solicitudes"]) or caso.get("texto_json"):
        return False  # a property, or a request sent as raw JSON text (not the recorded object): it is run
    for solicitud, respuesta in zip(caso["solicitudes"], caso["respuestas"], strict=False):
        try:
            otra = json.loads(json.dumps(defectuosa.evaluar(copy.deepcopy(solicitud)), ensure_ascii=False))
        except Exception:
            return False
        if otra != respuesta:
            return False
    return len(caso["solicitudes"]) == len(caso["respuestas"])


def _distintos(defectuosa, control: dict):
    """Los casos (pedidos de --solo-casos) en que la defectuosa responde distinto de la referencia, uno a uno."""
    for c in control["casos"]:
        if c["resultado"] == "aprobado" and not _igual(defectuosa, c):
            yield {
                "objetivo": defectuosa.objetivo,
                "archivo": c["archivo"],
                "linea": c["linea"],
                "ejemplo": c.get("ejemplo", {}),
            }


def medir(
    raiz: Path | None = None,
    seleccion: str | None = None,
    por_defectuosa: int = POR_DEFECTUOSA,
    control: dict | None = None,
    completo: bool = True,
) -> dict:
    """{'referencia': cuentas, 'casos': n, 'defectuosas': {id: {'atrapada', 'distintos', 'ejecutados', 'fallidos',
    'escenarios'}}}

    1. La especificación contra la referencia (control), registrando las solicitudes de cada caso.
    2. Cada caso se repite contra cada defectuosa fuera de pytest: solo los casos en que alguna respuesta
       cambia pueden fallar.
    3. Esos casos se ejecutan de verdad (pytest, pasos «Entonces»), en una sola sesión para todas: primero
       hasta `por_defectuosa` de cada una; si ninguno falla, los demás.

    Con ``completo=False`` (la prueba de la suite) se buscan solo los casos distintos que hacen falta: los
    primeros `por_defectuosa` y, si ninguno la atrapa, el resto; `distintos` es entonces una cota inferior.
    """
    with tempfile.TemporaryDirectory(prefix="retiro-poder-") as tmp:
        carpeta = Path(tmp)
        if control is None:  # or the registry of a run of the whole specification against the reference
            _, control = ejecutor.ejecutar(
                ["referencia"],
                carpeta / "control",
                raiz,
                seleccion=seleccion,
                ci=False,
                silencioso=True,
                directorio=raiz,
            )
        buscar = {d.id: _distintos(d, control) for d in DEFECTUOSAS.values()}
        distintos: dict[str, list[dict]] = {
            i: list(gen) if completo else list(islice(gen, por_defectuosa)) for i, gen in buscar.items()
        }
        casos: list[dict] = []
        ejecutados: dict[str, int] = defaultdict(int)

        def ronda(nombre: str, pedidos: list[dict]) -> None:
            if not pedidos:
                return
            ruta = carpeta / f"{nombre}.json"
            ruta.write_text(json.dumps(pedidos, ensure_ascii=False), encoding="utf-8")
            objetivos = sorted({p["objetivo"] for p in pedidos})
            _, datos = ejecutor.ejecutar(
                objetivos,
                carpeta / nombre,
                raiz,
                seleccion=seleccion,
                ci=False,
                silencioso=True,
                extra=["--solo-casos", str(ruta)],
                directorio=raiz,
            )
            casos.extend(datos["casos"])
            for p in pedidos:
                ejecutados[p["objetivo"]] += 1

        ronda("ronda1", [p for lista in distintos.values() for p in lista[:por_defectuosa]])
        atrapadas = atrapadas_ronda1 = {c["objetivo"] for c in casos if c["resultado"] == "fallido"}
        for d in DEFECTUOSAS.values():
            if d.objetivo not in atrapadas:
                distintos[d.id] += list(buscar[d.id])  # the rest (nothing left when completo)
        ronda(
            "ronda2",
            [p for d in DEFECTUOSAS.values() if d.objetivo not in atrapadas for p in distintos[d.id][por_defectuosa:]],
        )
    por_objetivo: dict[str, list[dict]] = defaultdict(list)
    for c in casos:
        por_objetivo[c["objetivo"]].append(c)
    resultado = {
        "referencia": ejecutor.resumen(control["casos"])["total"],
        "casos": len(control["casos"]),
        "defectuosas": {},
    }
    for d in DEFECTUOSAS.values():
        fallidos = [c for c in por_objetivo[d.objetivo] if c["resultado"] == "fallido"]
        escenarios = []
        for c in fallidos:
            nombre = f"{c['archivo'].removeprefix('features/')}:{c['linea']} «{c['escenario']}»"
            if nombre not in escenarios:
                escenarios.append(nombre)
        resultado["defectuosas"][d.id] = {
            "atrapada": bool(fallidos),
            "distintos": len(distintos[d.id]),
            "distintos_exacto": completo or d.objetivo not in atrapadas_ronda1,
            "ejecutados": ejecutados[d.objetivo],
            "fallidos": len(fallidos),
            "escenarios": escenarios,
        }
    return resultado


def tabla(m: dict) -> str:
    atrapadas = sum(1 for x in m["defectuosas"].values() if x["atrapada"])
    ref = m["referencia"]
    lineas = [
        "# Poder del kit: implementaciones defectuosas",
        "",
        '!!! info "Prueba del kit, no resultados de conformidad"',
        "",
        "    Estas implementaciones tienen errores puestos a propósito para comprobar que la especificación los",
        "    detecta. Los resultados de las implementaciones reales están en",
        "    [Resultados de conformidad](conformidad_resultados.md).",
        "",
        "Página generada por `python -m retiro.cli.poder` (no la edite a mano). Cada fila es una",
        "implementación con un error realista, hecha sobre la calculadora de referencia",
        "(`src/retiro/conformidad/defectuosas/`); la especificación completa se ejecuta contra cada una y se",
        "cuentan los casos (escenarios y filas de ejemplos) que fallan. Una defectuosa que ningún escenario",
        "atrapa señala un escenario que falta.",
        "",
        f"Control: la referencia pasa {ref['aprobado']} de {m['casos'] - ref['no_aplica']} casos "
        f"({ref['fallido']} fallidos; "
        f"{ref['no_aplica']} escenarios de propiedades no usan la implementación y no cuentan).",
        f"Atrapadas: **{atrapadas} de {len(m['defectuosas'])}**.",
        "",
        "Columnas: casos cuya respuesta cambia con la defectuosa; de ellos, los que fallan (se ejecutan hasta",
        f"{POR_DEFECTUOSA} por defectuosa, y todos si ninguno de esos falla: «≥» indica que no se ejecutaron todos).",
        "",
        "| Defectuosa | Cláusula | Error | Respuestas distintas | Casos que fallan | Escenarios que la atrapan |",
        "| --- | --- | --- | ---: | ---: | --- |",
    ]
    for id_, x in m["defectuosas"].items():
        d = DEFECTUOSAS[id_]
        nombres = "; ".join(x["escenarios"][:MAX_NOMBRES]) + (
            f"; y {len(x['escenarios']) - MAX_NOMBRES} más" if len(x["escenarios"]) > MAX_NOMBRES else ""
        )
        fallan = f"{'≥ ' if x['ejecutados'] < x['distintos'] else ''}{x['fallidos']}"
        clausula = re.sub(r"^(\d+\.\d+)\.([a-e])$", r"\1(\2)", d.clausula)  # cited as in the text: 18.5(a)
        lineas.append(
            f"| `{id_}` | {clausula} | {d.error} | {'' if x.get('distintos_exacto', True) else '≥ '}{x['distintos']} | "
            f"{fallan} | "
            f"{nombres or '**ninguno: falta un escenario**'} |"
        )
    return "\n".join(lineas) + "\n"


# -- the verdict and exit code of each faulty implementation -----------------------------------------

INICIO_VEREDICTOS = "<!-- veredictos: generados por «python -m retiro.cli.poder --veredictos» -->"
FIN_VEREDICTOS = "<!-- fin de los veredictos -->"
ADAPTADOR = [sys.executable, "-m", "retiro.cli.adaptador"]  # the adapter's command (retiro.cli.adaptador)


def kit_aparte(objetivo: str, raiz: Path, seleccion: str | None = None) -> tuple[int, dict | None, int]:
    """`retiro conformidad` de verdad, en un proceso hijo: (código de salida, casos.json o None, sus bytes)."""
    with tempfile.TemporaryDirectory(prefix="retiro-kit-") as tmp:
        orden = [sys.executable, "-m", "retiro", "conformidad", "--implementacion", objetivo, "--salida", tmp]
        r = subprocess.run(
            [*orden, *(["-k", seleccion] if seleccion else [])], cwd=raiz, capture_output=True, text=True
        )
        casos = Path(tmp) / "casos.json"
        if not casos.exists():
            return r.returncode, {"error": (r.stderr.strip().splitlines() or ["—"])[-1]}, 0
        return r.returncode, json.loads(casos.read_text(encoding="utf-8")), casos.stat().st_size


SIN_PROPIEDADES = "not test_propiedades"


def _kit(objetivo: str, raiz: Path, seleccion: str | None = None) -> dict:
    """Una ejecución real de `retiro conformidad`: su código de salida y su veredicto."""
    codigo, datos, _ = kit_aparte(objetivo, raiz, seleccion)
    v = (datos.get("veredictos") or {}).get(objetivo)
    texto = v["texto"] if v else datos["error"].removeprefix("retiro: error: ")
    return {"codigo": codigo, "nivel": v["nivel"] if v else "sin veredicto", "texto": texto}


@contextlib.contextmanager
def _servidores(ids: list[str], raiz: Path):
    """Cada tramposa servida por HTTP (el adaptador, en un puerto libre): {id: url}."""
    procesos, urls = [], {}
    try:
        for i in ids:
            p = subprocess.Popen(
                [*ADAPTADOR, TRAMPOSAS[i].objetivo, "--http", "0"], cwd=raiz, stdout=subprocess.PIPE, text=True
            )
            procesos.append(p)
            urls[i] = p.stdout.readline().strip()
        yield urls
    finally:
        for p in procesos:
            p.kill()
            p.wait()


def veredictos(raiz: Path, paralelos: int = 2) -> list[dict]:
    """[{grupo, id, camino, objetivo, descripcion, codigo, nivel, texto}] de cada ejecución real del kit."""
    filas: list[dict] = []
    for t in TRAMPOSAS.values():
        for camino in ("modulo:funcion", "cmd:", "http://"):
            filas.append({"grupo": "tramposa", "id": t.id, "camino": camino, "descripcion": t.trampa})
    for d in DEFECTUOSAS.values():
        filas.append(
            {
                "grupo": "defectuosa",
                "id": d.id,
                "camino": "modulo:funcion",
                "descripcion": d.error,
                "objetivo": d.objetivo,
            }
        )
    filas.append(
        {
            "grupo": "control",
            "id": "referencia",
            "camino": "modulo:funcion",
            "objetivo": "referencia",
            "descripcion": "la calculadora de referencia",
        }
    )
    if shutil.which("node"):
        filas.append(
            {
                "grupo": "control",
                "id": "otra_implementacion",
                "camino": "cmd:",
                "objetivo": matriz.OBJETIVO_JS,
                "descripcion": "la implementación independiente en JavaScript",
            }
        )
    with _servidores(list(TRAMPOSAS), raiz) as urls:
        for f in filas:
            if f["grupo"] == "tramposa":
                objetivo = TRAMPOSAS[f["id"]].objetivo
                f["objetivo"] = {
                    "modulo:funcion": objetivo,
                    "cmd:": "cmd:" + " ".join([*ADAPTADOR, objetivo]),
                    "http://": urls[f["id"]],
                }[f["camino"]]
        with ThreadPoolExecutor(paralelos) as grupo:
            # Against an implementation that fails, each failing property makes Hypothesis shrink its example
            # (minutes per run): those run without the property scenarios, and the verdict says so.
            def uno(f: dict) -> dict:
                return _kit(f["objetivo"], raiz, None if _merece_cero(f) else SIN_PROPIEDADES)

            for f, r in zip(filas, grupo.map(uno, filas), strict=True):
                f.update(r)
                print(
                    f"{f['grupo']:<10} {f['id']:<36} {f['camino']:<15} salida {f['codigo']}  {f['texto']}", flush=True
                )
    return filas


def _fallos_conocidos_js() -> list[dict]:
    """Los fallos explicados de la implementación en JavaScript (ejemplos/otra_implementacion/fallos_conocidos.json)."""
    ruta = ejecutor.raiz_del_proyecto() / "ejemplos" / "otra_implementacion" / "fallos_conocidos.json"
    return json.loads(ruta.read_text(encoding="utf-8"))["fallos"] if ruta.exists() else []


def _merece_cero(f: dict) -> bool:
    """Merecen un veredicto conforme (código de salida 0) la referencia, la tramposa honrada y la implementación en
    JavaScript solo si no tiene fallos conocidos (los que tiene están explicados en su fallos_conocidos.json)."""
    if f["grupo"] == "control" and f["id"] == "otra_implementacion":
        return not _fallos_conocidos_js()
    return f["grupo"] == "control" or (f["grupo"] == "tramposa" and TRAMPOSAS[f["id"]].conforme)


def tabla_veredictos(filas: list[dict]) -> str:
    lineas = [
        INICIO_VEREDICTOS,
        "## Veredicto y código de salida de cada una",
        "",
        "`retiro conformidad` ejecutado de verdad, una vez por implementación y camino: con la especificación",
        'completa los controles; sin los escenarios de propiedades (`-k "not test_propiedades"`) las que deben',
        "fallar, porque contra ellas Hypothesis reduce cada ejemplo que falla y cada ejecución tardaría minutos (el",
        "veredicto lo dice: «solo la selección»). Las tramposas intentan ganarse",
        "un veredicto conforme sin calcular bien (`src/retiro/conformidad/defectuosas/tramposas.py`); el control",
        "honrado `sin_articulo_10` declara el Artículo 10 no soportado. Código de salida: 0 conforme (también en el",
        "alcance declarado), 1 no conforme, 2 el kit no pudo ejecutarse (la implementación no arrancó). La",
        "implementación en JavaScript es un control con fallos conocidos: no hace cumplir todos los límites y",
        "formas de los datos del protocolo; cada caso que falla está explicado en",
        "`ejemplos/otra_implementacion/fallos_conocidos.json` (tests/test_otra_implementacion.py exige que fallen",
        "exactamente esos).",
        "",
        "| Grupo | Implementación | Camino | Salida | Veredicto |",
        "| --- | --- | --- | ---: | --- |",
    ]
    for f in filas:
        texto = f["texto"].replace(sys.executable, "python")  # the page does not carry this machine's paths
        texto = re.sub(rf"\b({'|'.join(alcance.PARTES)})\b", r"`\1`", texto.replace("|", "\\|"))
        lineas.append(f"| {f['grupo']} | `{f['id']}` | `{f['camino']}` | {f['codigo']} | {texto} |")
    return "\n".join([*lineas, FIN_VEREDICTOS]) + "\n"


def _con_seccion(texto: str, seccion: str) -> str:
    if INICIO_VEREDICTOS in texto:
        inicio, fin = texto.index(INICIO_VEREDICTOS), texto.index(FIN_VEREDICTOS) + len(FIN_VEREDICTOS) + 1
        return texto[:inicio] + seccion + texto[fin:]
    return texto.rstrip("\n") + "\n\n" + seccion


PAGINA = Path("docs") / "conformidad_defectuosas.md"


def pagina(raiz: Path, anterior: str, con_veredictos: bool) -> tuple[str, bool]:
    """La página del poder del kit, sobre su texto `anterior`: (texto nuevo, si todo salió como debe). Sin
    `con_veredictos`, la tabla de lo que atrapa cada escenario (conserva la sección de veredictos); con él, la
    sección de veredictos (conserva lo demás)."""
    if con_veredictos:
        filas = veredictos(raiz)
        return _con_seccion(anterior, tabla_veredictos(filas)), all(
            (f["codigo"] == 0) == _merece_cero(f) for f in filas
        )
    m = medir(raiz)
    seccion = anterior[anterior.index(INICIO_VEREDICTOS) :] if INICIO_VEREDICTOS in anterior else ""
    texto = tabla(m) + ("\n" + seccion if seccion else "")
    return texto, all(x["atrapada"] for x in m["defectuosas"].values()) and m["referencia"]["fallido"] == 0
