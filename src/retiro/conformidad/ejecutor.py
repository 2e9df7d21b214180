"""Ejecuta la especificación contra uno o más objetivos y hace el informe de conformidad y los vectores de prueba.

La especificación (features/ y steps/) se ejecuta con pytest en un proceso aparte, con el complemento del kit
(`retiro.conformidad.plugin`), que deja el registro de cada caso; de ese registro salen el informe por cláusula
(Markdown y HTML), y pytest escribe además JUnit XML y Cucumber JSON para los sistemas de CI.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import signal
import subprocess
import sys
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

from retiro.version import VERSION_PROTOCOLO

RESULTADOS = ("aprobado", "fallido", "no_soportado", "omitido", "no_aplica")
# no_aplica: the scenario never called the implementation (properties and identities of the reference itself)
SIN_CLAUSULA = "(sin cláusula)"


class ErrorDelKit(Exception):
    """El kit no pudo ejecutarse (raíz sin features/, pytest no arrancó…): código de salida 2."""


def raiz_del_proyecto(desde: Path | None = None) -> Path:
    """La carpeta con features/ y steps/: la actual o una superior; si no, la del código (instalación editable)."""
    candidatos = [Path(desde or Path.cwd()).resolve()]
    candidatos += list(candidatos[0].parents)
    aqui = Path(__file__).resolve()
    candidatos += list(aqui.parents)
    for c in candidatos:
        if (c / "features").is_dir() and (c / "steps" / "conftest.py").is_file():
            return c
    raise ErrorDelKit(
        "no se encuentra la especificación (carpetas features/ y steps/): ejecute el kit desde una copia del repositorio o use --raiz"
    )


def ejecutar(
    objetivos: list[str],
    carpeta: Path,
    raiz: Path | None = None,
    tiempo_limite: float | None = None,
    seleccion: str | None = None,
    extra: list[str] | None = None,
    ci: bool = True,
    silencioso: bool = False,
) -> tuple[int, dict]:
    """Ejecuta pytest sobre steps/ contra los objetivos; devuelve (código de pytest, registro de casos)."""
    raiz = raiz or raiz_del_proyecto()
    carpeta.mkdir(parents=True, exist_ok=True)
    registro = carpeta / "casos.json"
    if registro.exists():
        registro.unlink()
    orden = [
        sys.executable,
        "-m",
        "pytest",
        "steps",
        "-p",
        "no:cacheprovider",
        "-q",
        "--tb=no",
        "--no-header",
        "--continue-on-collection-errors",
        "--registro-casos",
        str(registro),
    ]
    for o in objetivos:
        orden += ["--implementacion", o]
    if tiempo_limite is not None:
        orden += ["--tiempo-limite", str(tiempo_limite)]
    if seleccion:
        orden += ["-k", seleccion]
    if ci:
        orden += ["--junitxml", str(carpeta / "junit.xml"), "--cucumberjson", str(carpeta / "cucumber.json")]
    orden += extra or []
    # The site's results file (informes/resultados.json) must only ever show the reference.
    entorno = {**os.environ, "RETIRO_RESULTADOS": str(carpeta / "resultados_sitio.json")}
    salida = subprocess.DEVNULL if silencioso else None
    codigo = _pytest(orden, raiz, entorno, salida)
    if not registro.exists():
        raise ErrorDelKit(
            f"pytest terminó con el código {codigo} sin ejecutar la especificación (¿objetivo mal escrito? véase su salida)"
        )
    return codigo, json.loads(registro.read_text(encoding="utf-8"))


def _pytest(orden: list[str], raiz: Path, entorno: dict, salida) -> int:
    """Runs pytest in its own session: Ctrl+C reaches only `retiro`, which stops pytest (and every implementation
    it started) without pytest's own interruption report, and ends with 130 (retiro.cli)."""
    proceso = subprocess.Popen(orden, cwd=raiz, env=entorno, stdout=salida, stderr=salida, start_new_session=True)
    try:
        return proceso.wait()
    except KeyboardInterrupt:
        try:
            os.killpg(proceso.pid, signal.SIGTERM)
            proceso.wait(timeout=5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proceso.pid, signal.SIGKILL)
            proceso.wait()
        raise


# -- the conformance report ---------------------------------------------------------------------------


def clausulas(caso: dict) -> list[str]:
    return [e.removeprefix("clausula-") for e in caso.get("etiquetas", []) if e.startswith("clausula-")] or [
        SIN_CLAUSULA
    ]


def interpretaciones(caso: dict) -> list[str]:
    return [e.removeprefix("interpretacion-") for e in caso.get("etiquetas", []) if e.startswith("interpretacion-")]


def _clave_clausula(c: str) -> tuple:
    partes = []
    for p in c.replace("-", ".").split("."):
        partes.append((0, int(p), "") if p.isdigit() else (1, 0, p))
    return tuple(partes)


def resumen(casos: list[dict]) -> dict:
    """Cuentas totales y por cláusula."""
    total = {r: 0 for r in RESULTADOS}
    por_clausula: dict[str, dict] = defaultdict(lambda: {r: 0 for r in RESULTADOS})
    for c in casos:
        total[c["resultado"]] += 1
        for cl in clausulas(c):
            por_clausula[cl][c["resultado"]] += 1
    return {"total": total, "por_clausula": dict(sorted(por_clausula.items(), key=lambda kv: _clave_clausula(kv[0])))}


def _por_objetivo(datos: dict):
    """(objetivo, sus casos, su resumen) for each target, in order."""
    for objetivo in datos["objetivos"]:
        casos = [c for c in datos["casos"] if c.get("objetivo", objetivo) == objetivo]
        yield objetivo, casos, resumen(casos)


def nombre_caso(c: dict) -> str:
    ejemplo = ", ".join(f"{k}={v}" for k, v in c.get("ejemplo", {}).items())
    return f"{c['escenario']}" + (f" [{ejemplo}]" if ejemplo else "")


def _leidos(c: dict) -> dict:
    """Los campos que leyeron los pasos «Entonces», con el valor que dio la implementación."""
    if not c.get("respuestas"):
        return {}
    r = c["respuestas"][-1]
    valores = {}
    for ruta in c.get("leidos", []):
        valores[ruta] = valor_en(r, ruta)
    return valores


def valor_en(respuesta, puntero: str):
    """El valor en una ruta JSON Pointer (RFC 6901), o None si no existe."""
    actual = respuesta
    for p in puntero.split("/")[1:]:
        p = p.replace("~1", "/").replace("~0", "~")
        actual = actual.get(p) if isinstance(actual, dict) else None
    return actual


def _json(x) -> str:
    return json.dumps(x, ensure_ascii=False, indent=2)


def informe_markdown(datos: dict) -> str:
    fecha = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    lineas = [
        f"# Informe de conformidad (protocolo retiro {VERSION_PROTOCOLO})",
        "",
        f"Fecha: {fecha} · duración: {datos.get('duracion', 0):.1f} s · límite por caso: {datos.get('tiempo_limite')} s",
        "",
    ]
    for objetivo, casos, r in _por_objetivo(datos):
        t = r["total"]
        veredicto = "CONFORME" if t["fallido"] == 0 and t["aprobado"] else "NO CONFORME"
        lineas += [
            f"## {objetivo}: {veredicto}",
            "",
            f"{len(casos) - t['no_aplica']} casos: {t['aprobado']} aprobados, {t['fallido']} fallidos, {t['no_soportado']} no soportados"
            + (f", {t['omitido']} omitidos" if t["omitido"] else "")
            + (
                f"; además, {t['no_aplica']} escenarios no usan la implementación (propiedades de la referencia)"
                if t["no_aplica"]
                else ""
            )
            + ".",
            "",
        ]
        est = datos.get("estadisticas", {}).get(objetivo)
        if est:
            lineas += ["Transporte: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in est.items()) + ".", ""]
        lineas += ["| Cláusula | Aprobados | Fallidos | No soportados |", "| --- | ---: | ---: | ---: |"]
        for cl, n in r["por_clausula"].items():
            lineas.append(f"| {cl} | {n['aprobado']} | {n['fallido']} | {n['no_soportado']} |")
        lineas.append("")
        fallidos = [c for c in casos if c["resultado"] == "fallido"]
        if fallidos:
            lineas += ["### Fallos", ""]
        for c in fallidos:
            lineas += [
                f"#### {', '.join(clausulas(c))} · {c.get('caracteristica', '')} — {nombre_caso(c)}",
                "",
                f"- Archivo: `{c.get('archivo')}:{c.get('linea')}`",
                f"- Paso que falla (lo esperado): «{c.get('paso_fallido', '—')}»",
                f"- Obtenido: {c.get('mensaje', '').strip()}",
            ]
            leidos = _leidos(c)
            if leidos:
                lineas.append(
                    "- Valores leídos de la respuesta: "
                    + "; ".join(f"`{k}` = `{json.dumps(v, ensure_ascii=False)}`" for k, v in leidos.items())
                )
            if c.get("solicitudes"):
                lineas += ["", "Solicitud:", "", "```json", _json(c["solicitudes"][-1]), "```"]
            lineas.append("")
        no_sop = [c for c in casos if c["resultado"] == "no_soportado"]
        if no_sop:
            lineas += (
                ["### No soportados", ""]
                + [f"- {', '.join(clausulas(c))} · {nombre_caso(c)}: {c.get('mensaje', '')}" for c in no_sop]
                + [""]
            )
    return "\n".join(lineas)


def informe_html(datos: dict) -> str:
    e = html.escape
    partes = [f"<h1>Informe de conformidad (protocolo retiro {VERSION_PROTOCOLO})</h1>"]
    for objetivo, casos, r in _por_objetivo(datos):
        t = r["total"]
        ok = t["fallido"] == 0 and t["aprobado"] > 0
        partes.append(
            f"<h2>{e(objetivo)}: <span class='{'ok' if ok else 'mal'}'>{'CONFORME' if ok else 'NO CONFORME'}</span></h2>"
        )
        partes.append(
            f"<p>{len(casos) - t['no_aplica']} casos: {t['aprobado']} aprobados, {t['fallido']} fallidos, {t['no_soportado']} no soportados"
            + (
                f"; además, {t['no_aplica']} escenarios no usan la implementación (propiedades de la referencia)"
                if t["no_aplica"]
                else ""
            )
            + ".</p>"
        )
        filas = "".join(
            f"<tr><td>{e(cl)}</td><td>{n['aprobado']}</td><td class='{'mal' if n['fallido'] else ''}'>{n['fallido']}</td><td>{n['no_soportado']}</td></tr>"
            for cl, n in r["por_clausula"].items()
        )
        partes.append(
            f"<table><tr><th>Cláusula</th><th>Aprobados</th><th>Fallidos</th><th>No soportados</th></tr>{filas}</table>"
        )
        for c in (c for c in casos if c["resultado"] == "fallido"):
            leidos = "".join(
                f"<li><code>{e(k)}</code> = <code>{e(json.dumps(v, ensure_ascii=False))}</code></li>"
                for k, v in _leidos(c).items()
            )
            solicitud = e(_json(c["solicitudes"][-1])) if c.get("solicitudes") else ""
            partes.append(
                f"<details><summary>{e(', '.join(clausulas(c)))} · {e(nombre_caso(c))}</summary>"
                f"<p><code>{e(str(c.get('archivo')))}:{c.get('linea')}</code></p>"
                f"<p>Paso que falla (lo esperado): «{e(c.get('paso_fallido', '—'))}»</p>"
                f"<p>Obtenido: {e(c.get('mensaje', ''))}</p><ul>{leidos}</ul><pre>{solicitud}</pre></details>"
            )
    estilo = (
        "body{font-family:sans-serif;max-width:70em;margin:auto}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:.2em .6em}.ok{color:#1a7f37}.mal{color:#cf222e;font-weight:bold}"
        "pre{background:#f6f8fa;padding:.5em;overflow:auto}"
    )
    return (
        f"<!DOCTYPE html><html lang='es'><head><meta charset='utf-8'><title>Informe de conformidad</title>"
        f"<style>{estilo}</style></head><body>{''.join(partes)}</body></html>\n"
    )


def escribir_informes(datos: dict, carpeta: Path) -> None:
    (carpeta / "informe.md").write_text(informe_markdown(datos), encoding="utf-8")
    (carpeta / "informe.html").write_text(informe_html(datos), encoding="utf-8")


def linea_resumen(datos: dict) -> list[str]:
    lineas = []
    for objetivo, _casos, r in _por_objetivo(datos):
        t = r["total"]
        lineas.append(
            f"{objetivo}: {t['aprobado']} aprobados, {t['fallido']} fallidos, {t['no_soportado']} no soportados"
            + (f", {t['omitido']} omitidos" if t["omitido"] else "")
            + (f" ({t['no_aplica']} escenarios no usan la implementación)" if t["no_aplica"] else "")
        )
    return lineas


# -- test vectors -------------------------------------------------------------------------------------


def vectores(datos: dict) -> dict:
    """Cada escenario y fila de ejemplos como datos: solicitud, campos esperados, cláusulas y lecturas."""
    lista = []
    vistos: dict[str, int] = defaultdict(int)
    for c in datos["casos"]:
        if c["resultado"] != "aprobado" or not c.get("solicitudes"):
            continue
        base = f"{c['archivo']}:{c['linea']}"
        vistos[base] += 1
        respuesta = c["respuestas"][-1]
        solicitud = c["solicitudes"][-1]
        lecturas = (respuesta.get("dependencias") or {}).get("lecturas") or dict(solicitud.get("lecturas") or {})
        v = {
            "id": f"{base}#{vistos[base]}",
            "caracteristica": c.get("caracteristica"),
            "escenario": c["escenario"],
            "ejemplo": c.get("ejemplo", {}),
            "clausulas": [x for x in clausulas(c) if x != SIN_CLAUSULA],
            "interpretaciones": interpretaciones(c),
            "lecturas": lecturas,
            "pasos": c.get("pasos", []),
            "solicitud": solicitud,
            "resultado_esperado": "error" if "error" in respuesta else "resultado",
            "esperado": _leidos(c),
        }
        if len(c["solicitudes"]) > 1:
            v["solicitudes_previas"] = c["solicitudes"][:-1]
        lista.append(v)
    return {"formato": "retiro-vectores", "version": 1, "version_protocolo": VERSION_PROTOCOLO, "vectores": lista}
