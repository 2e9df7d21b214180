"""La matriz implementaciones × cláusulas, a partir de los informes guardados del kit (como el DMN TCK).

Cada ejecución de ``retiro conformidad`` deja ``informe.json``: el informe guardable de cada implementación
(nombre y versión de su saludo, partes declaradas no soportadas, veredicto y cuentas por cláusula). Los
informes publicados están en ``docs/resultados/`` (uno por implementación y versión):

    python -m retiro.cli.matriz                # la matriz, en texto, de los informes publicados
    python -m retiro.cli.matriz --regenerar    # vuelve a ejecutar el kit contra la referencia y la
                                               # implementación en JavaScript y reescribe sus informes
                                               # y las cifras de ejemplos/otra_implementacion/README.md

`matriz(informes)` da los datos que dibuja el sitio: una columna por implementación y versión (con su
veredicto) y una fila por cláusula (cada celda: aprobados, fallidos, no soportados, omitidos).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

from retiro.conformidad import ejecutor, seguro
from retiro.ley.registro import clausulas

CUENTAS = ("aprobado", "fallido", "no_soportado", "omitido")
CARPETA = Path("docs") / "resultados"  # the same folder the site reads (retiro.sitio.matriz)
JS = Path("ejemplos") / "otra_implementacion"
OBJETIVO_JS = f"cmd:node {(JS / 'calculadora.mjs').as_posix()}"  # relative to the project root (directorio=raiz)
INICIO_CIFRAS = "<!-- cifras: generadas por «python -m retiro.cli.matriz --regenerar»; no las edite a mano -->"
FIN_CIFRAS = "<!-- fin de las cifras -->"


def nombre_de_archivo(informe: dict) -> str:
    """«retiro (calculadora de referencia)» 0.1.0 → retiro-calculadora-de-referencia-0-1-0.json"""
    impl = informe["implementacion"]
    return re.sub(r"[^a-z0-9]+", "-", f"{impl['nombre']} {impl['version']}".lower()).strip("-") + ".json"


def cargar(carpeta: Path) -> list[dict]:
    """Los informes guardados de una carpeta (uno por archivo; un archivo con una lista también vale)."""
    informes = []
    for ruta in sorted(Path(carpeta).glob("*.json")):
        datos = json.loads(ruta.read_text(encoding="utf-8"))
        for informe in datos if isinstance(datos, list) else [datos]:
            if informe.get("formato") == ejecutor.FORMATO_INFORME:
                informes.append(informe)
    return informes


def _orden(clausula: str) -> tuple:
    registro = list(clausulas())
    return (
        (registro.index(clausula), ()) if clausula in registro else (len(registro), ejecutor.clave_clausula(clausula))
    )


def matriz(informes: list[dict]) -> dict:
    """{"columnas": [...], "filas": [{"clausula", "resumen", "celdas": [cuentas o None, …]}]} (véase el docstring)."""
    registro = clausulas()
    columnas = []
    for i in informes:
        v = i.get("veredicto") or {}
        columnas.append(
            {
                "implementacion": i["implementacion"]["nombre"],
                "version": i["implementacion"]["version"],
                "objetivo": i.get("objetivo"),
                "fecha": i.get("fecha"),
                "seleccion": i.get("seleccion"),
                "partes_no_soportadas": i.get("partes_no_soportadas", []),
                "veredicto": {k: v.get(k) for k in ("nivel", "etiqueta", "texto", "codigo_salida")},
                "totales": {k: (v.get("cuentas") or {}).get(k, 0) for k in CUENTAS},
            }
        )
    ids = sorted({cl for i in informes for cl in i.get("por_clausula", {})}, key=_orden)
    filas = [
        {
            "clausula": cl,
            "resumen": (registro.get(cl) or {}).get("resumen", ""),
            "celdas": [
                {k: i["por_clausula"][cl].get(k, 0) for k in CUENTAS} if cl in i.get("por_clausula", {}) else None
                for i in informes
            ],
        }
        for cl in ids
    ]
    return {"columnas": columnas, "filas": filas}


def como_texto(m: dict) -> str:
    """La matriz para la consola: «aprobados/fallidos/no soportados» por celda."""
    cabecera = ["Cláusula"] + [f"{c['implementacion']} {c['version']}" for c in m["columnas"]]
    filas = [
        [f["clausula"]]
        + ["—" if x is None else f"{x['aprobado']}/{x['fallido']}/{x['no_soportado']}" for x in f["celdas"]]
        for f in m["filas"]
    ]
    filas.append(["Veredicto"] + [c["veredicto"]["etiqueta"] or "—" for c in m["columnas"]])
    anchos = [max(len(str(f[i])) for f in [cabecera, *filas]) for i in range(len(cabecera))]
    lineas = ["  ".join(str(x).ljust(a) for x, a in zip(f, anchos, strict=True)) for f in [cabecera, *filas]]
    return "\n".join(lineas) + "\n(celdas: aprobados/fallidos/no soportados)\n"


# -- regenerating the published reports ---------------------------------------------------------------


def cifras_readme(informe: dict) -> str:
    """Las cifras del README de la implementación en JavaScript, del informe guardado (nunca a mano)."""
    v = informe["veredicto"]
    n = v["cuentas"]
    por_parte: dict[str, int] = {}
    for c in informe["casos"]:
        if c["resultado"] == "no_soportado":
            for p in c.get("partes", []):
                if p in informe["partes_no_soportadas"]:
                    por_parte[p] = por_parte.get(p, 0) + 1
    partes = ", ".join(f"`{p}` ({por_parte.get(p, 0)})" for p in informe["partes_no_soportadas"])
    return "\n".join(
        [
            INICIO_CIFRAS,
            f"Especificación completa ({informe['fecha']}, protocolo {informe['version_protocolo']}, "
            f"{informe['implementacion']['nombre']} {informe['implementacion']['version']}): "
            f"**{v['etiqueta']}**, código de salida {v['codigo_salida']}.",
            "",
            f"- {v['casos']} casos: **{n['aprobado']} aprobados, {n['fallido']} fallidos, {n['no_soportado']} no"
            f" soportados**" + (f", {n['omitido']} omitidos" if n["omitido"] else "") + ";",
            f"- además, {informe['no_usan_la_implementacion']} escenarios no cuentan para ella (no la llaman);",
            f"- cubre {v['cubiertos']} de {v['casos']} casos; partes declaradas no soportadas (casos de cada una): "
            f"{partes or 'ninguna'}.",
            FIN_CIFRAS,
        ]
    )


def poner_cifras(readme: str, cifras: str) -> str:
    inicio, fin = readme.index(INICIO_CIFRAS), readme.index(FIN_CIFRAS) + len(FIN_CIFRAS)
    return readme[:inicio] + cifras + readme[fin:]


def regenerar(raiz: Path) -> list[Path]:
    """Ejecuta el kit (especificación completa) contra la referencia y la implementación en JavaScript."""
    objetivos = ["referencia"]
    if shutil.which("node"):
        objetivos.append(OBJETIVO_JS)
    else:
        print("aviso: sin Node.js no se regenera el informe de la implementación en JavaScript", file=sys.stderr)
    escritos = []
    for objetivo in objetivos:
        with tempfile.TemporaryDirectory(prefix="retiro-matriz-") as tmp:
            _, datos = ejecutor.ejecutar([objetivo], Path(tmp), raiz, ci=False, silencioso=True, directorio=raiz)
        informe = ejecutor.informe_de_objetivo(datos, objetivo)
        ruta = raiz / CARPETA / nombre_de_archivo(informe)
        for viejo in (raiz / CARPETA).glob("*.json"):  # an older version of the same implementation goes
            if viejo != ruta and json.loads(viejo.read_text(encoding="utf-8")).get("objetivo") == objetivo:
                viejo.unlink()
        seguro.escribir_json(ruta, informe)
        escritos.append(ruta)
        if objetivo == OBJETIVO_JS:
            readme = raiz / JS / "README.md"
            readme.write_text(poner_cifras(readme.read_text(encoding="utf-8"), cifras_readme(informe)), "utf-8")
            escritos.append(readme)
    return escritos
