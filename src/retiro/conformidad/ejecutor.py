"""Ejecuta la especificación contra uno o más objetivos y hace el informe de conformidad y los vectores de prueba.

La especificación (features/ y steps/) se ejecuta con pytest en un proceso aparte, con el complemento del kit
(`retiro.conformidad.plugin`), que deja el registro de cada caso. De ese registro salen el veredicto, el
informe por cláusula (Markdown, HTML desde una plantilla Jinja2, y ``informe.json`` para la matriz de
implementaciones) y los vectores; el complemento escribe además JUnit XML y Cucumber JSON.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

from retiro.comun import progreso
from retiro.conformidad import especificacion, seguro
from retiro.conformidad.expectativas import LEY, MODOS, Expectativa, describir
from retiro.conformidad.objetivos import DIRECTORIO_DEL_USUARIO
from retiro.protocolo import alcance
from retiro.version import VERSION_PROTOCOLO

#: The properties' profiles a kit run can choose (`retiro conformidad --perfil`), each a Hypothesis profile of the
#: specification's conftest.py: «completo» (profile «kit», a bounded number of requests per run:
#: retiro.verificacion.propiedades.solicitudes_por_ejecucion) is the one of the verdict; «rapido» sends a quarter of
#: the properties' requests, for the loop of an implementer fixing a failure; «exhaustivo», for long runs.
PERFILES = {"completo": "kit", "rapido": "rapido", "exhaustivo": "exhaustivo"}

RESULTADOS = ("aprobado", "fallido", "no_soportado", "omitido", "no_aplica")
# no_aplica: the case does not count for the implementation (it never called it, or it only checks the
# reference's own wording)
SIN_CLAUSULA = "(sin cláusula)"
FORMATO_INFORME = "retiro-informe-conformidad"
FORMATO_VECTORES = "retiro-vectores"
MAX_MENSAJE = 2000


class ErrorDelKit(Exception):
    """El kit no pudo ejecutarse (sin especificación, pytest no arrancó, nada seleccionado…): código de salida 2."""


def raiz_del_proyecto(desde: Path | None = None) -> Path:
    """La carpeta con features/ y steps/ (véase `retiro.conformidad.especificacion`)."""
    try:
        return especificacion.raiz(desde)
    except FileNotFoundError as e:
        raise ErrorDelKit(str(e)) from None


def ejecutar(
    objetivos: list[str],
    carpeta: Path,
    raiz: Path | None = None,
    tiempo_limite: float | None = None,
    seleccion: str | None = None,
    extra: list[str] | None = None,
    ci: bool = True,
    silencioso: bool = False,
    barra: bool | None = None,
    directorio: Path | None = None,
    perfil: str = "completo",
) -> tuple[int, dict]:
    """Ejecuta pytest sobre steps/ contra los objetivos; devuelve (código de pytest, registro de casos).

    `barra`: una barra de progreso en stderr en vez de la salida de pytest (que solo se muestra si pytest no pudo
    ejecutar la especificación); por defecto, en una terminal fuera de CI (`retiro.comun.progreso.en_terminal`).
    `directorio`: la carpeta de las rutas relativas de un ``cmd:`` (por defecto, la actual: la del usuario).
    `perfil`: cuántas solicitudes generadas envían las propiedades (`PERFILES`: el perfil de Hypothesis de
    conftest.py que corre pytest)."""
    raiz = raiz or raiz_del_proyecto()
    carpeta = Path(carpeta).resolve()  # pytest runs in the specification's folder, not where the user is
    carpeta.mkdir(parents=True, exist_ok=True)
    registro = carpeta / "casos.json"
    if registro.exists():
        registro.unlink()
    orden = [
        sys.executable,
        "-m",
        "pytest",
        *especificacion.argumentos_de_pytest(raiz),
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
    barra = not silencioso and (progreso.en_terminal() if barra is None else barra)
    if barra:
        orden.append("--progreso")
    orden += extra or []
    # The site's results file (informes/resultados.json) only ever shows the reference: a kit run writes its own.
    entorno = {**os.environ, "RETIRO_RESULTADOS": str(carpeta / "resultados_sitio.json")}
    entorno["HYPOTHESIS_PROFILE"] = PERFILES[perfil]
    # pytest runs in the specification's folder; a program named with a relative path runs where the user is.
    entorno[DIRECTORIO_DEL_USUARIO] = str(Path(directorio or os.getcwd()).resolve())
    if silencioso:
        codigo = _pytest(orden, raiz, entorno, subprocess.DEVNULL)
    elif barra:  # pytest's own output is kept, and shown only if it could not run the specification
        with tempfile.TemporaryFile(mode="w+b") as guardada:
            codigo = _pytest(orden, raiz, entorno, guardada, sys.stderr)
            if codigo not in (0, 1) or not registro.exists() or _errores_de_recoleccion(registro):
                guardada.seek(0)
                sys.stderr.write(seguro.texto(guardada.read().decode("utf-8", "replace")[-20000:]))
                sys.stderr.flush()
    else:
        codigo = _pytest(orden, raiz, entorno, None)
    if codigo == 5:
        raise ErrorDelKit(
            f"ningún escenario casa con -k «{seleccion}»; las etiquetas valen (-k clausula-18.1)"
            if seleccion
            else "no se recogió ningún escenario"
        )
    if not registro.exists():
        raise ErrorDelKit(
            f"pytest terminó con el código {codigo} sin ejecutar la especificación (véase su salida más arriba)"
        )
    return codigo, json.loads(registro.read_text(encoding="utf-8"))


def _errores_de_recoleccion(registro: Path) -> int:
    try:
        return int(json.loads(registro.read_text(encoding="utf-8")).get("errores_de_recoleccion") or 0)
    except (OSError, ValueError):
        return 1


_COMO_LA_SALIDA = object()


def _pytest(orden: list[str], raiz: Path, entorno: dict, salida, errores=_COMO_LA_SALIDA) -> int:
    """Runs pytest in its own session: Ctrl+C reaches only `retiro`, which stops pytest (and every implementation
    it started) without pytest's own interruption report, and ends with 130 (retiro.cli)."""
    errores = salida if errores is _COMO_LA_SALIDA else errores
    proceso = subprocess.Popen(orden, cwd=raiz, env=entorno, stdout=salida, stderr=errores, start_new_session=True)
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


def clave_clausula(c: str) -> tuple:
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
    return {"total": total, "por_clausula": dict(sorted(por_clausula.items(), key=lambda kv: clave_clausula(kv[0])))}


def ids_de_casos(casos: list[dict]) -> list[str]:
    """«archivo:línea#n» por caso: n cuenta las filas de un mismo escenario (el mismo id que en los vectores)."""
    vistos: dict[tuple, int] = defaultdict(int)
    ids = []
    for c in casos:
        base = (c.get("objetivo"), c.get("archivo"), c.get("linea"))
        vistos[base] += 1
        ids.append(f"{c.get('archivo')}:{c.get('linea')}#{vistos[base]}")
    return ids


def por_objetivo(datos: dict):
    """(objetivo, sus casos, su resumen) for each target, in order."""
    for objetivo in datos["objetivos"]:
        casos = [c for c in datos["casos"] if c.get("objetivo", objetivo) == objetivo]
        yield objetivo, casos, resumen(casos)


def nombre_caso(c: dict) -> str:
    ejemplo = ", ".join(f"{k}={v}" for k, v in c.get("ejemplo", {}).items())
    return f"{c['escenario']}" + (f" [{ejemplo}]" if ejemplo else "")


def _recorte(texto: str) -> str:
    texto = seguro.texto(str(texto))
    return texto if len(texto) <= MAX_MENSAJE else texto[:MAX_MENSAJE] + "…"


def informe_de_objetivo(datos: dict, objetivo: str) -> dict:
    """El informe guardable de una implementación (``informe.json``, lo que lee `retiro.conformidad.matriz`)."""
    casos = [c for c in datos["casos"] if c.get("objetivo", objetivo) == objetivo]
    saludo = (datos.get("saludos") or {}).get(objetivo) or {}
    r = resumen(casos)
    v = (datos.get("veredictos") or {}).get(objetivo)
    lista = []
    for id_, c in zip(ids_de_casos(casos), casos, strict=True):
        if c["resultado"] == "no_aplica":
            continue
        caso = {
            "id": id_,
            "objetivo": objetivo,
            "clausulas": clausulas(c),
            "etiquetas": [e for e in c.get("etiquetas", []) if e.startswith(("clausula-", "interpretacion-"))],
            "resultado": c["resultado"],
            "partes": c.get("partes", []),
        }
        if c["resultado"] in ("fallido", "no_soportado", "omitido"):
            caso["mensaje"] = _recorte(c.get("mensaje", ""))
        lista.append(caso)
    # "objetivos", "saludos" and "veredictos" have the shape of casos.json, so that the site's matrix page
    # (retiro.sitio.matriz) reads a saved report as it reads a casos.json.
    return {
        "formato": FORMATO_INFORME,
        "version": 1,
        "version_protocolo": VERSION_PROTOCOLO,
        "fecha": datetime.now(UTC).strftime("%Y-%m-%d"),
        "objetivo": objetivo,
        "objetivos": [objetivo],
        "saludos": {objetivo: saludo},
        "veredictos": {objetivo: v},
        "implementacion": {
            "nombre": str(saludo.get("implementacion") or objetivo),
            "version": str(saludo.get("version") or "—"),
        },
        "partes_no_soportadas": list(saludo.get("partes_no_soportadas", [])),
        "seleccion": datos.get("seleccion"),
        "veredicto": v,
        "no_usan_la_implementacion": r["total"]["no_aplica"],
        "por_clausula": {
            cl: {k: n[k] for k in ("aprobado", "fallido", "no_soportado", "omitido")}
            for cl, n in r["por_clausula"].items()
            if sum(n.values()) > n["no_aplica"]
        },
        "casos": lista,
    }


def _fallo(c: dict) -> dict:
    expectativas = [
        {"descripcion": describir(Expectativa.de_dict(e)), "fallo": e.get("fallo", "")}
        for e in c.get("expectativas", [])
        if e.get("evaluada") and e.get("cumple") is False
    ]
    return {
        "clausulas": ", ".join(clausulas(c)),
        "caracteristica": c.get("caracteristica", ""),
        "nombre": nombre_caso(c),
        "archivo": f"{c.get('archivo')}:{c.get('linea')}",
        "paso": c.get("paso_fallido", "—"),
        "mensaje": _recorte(c.get("mensaje", "")),
        "expectativas": expectativas,
        "solicitud": seguro.json_texto(c["solicitudes"][-1], indent=2) if c.get("solicitudes") else "",
    }


SIN_CAMPO = "(ningún campo: {})"  # a failure that no expectation names: grouped by what happened
GRUPOS_EN_LA_TERMINAL = 8


def campos_fallidos(c: dict) -> list[str]:
    """Los campos (punteros JSON) cuya expectativa no se cumplió."""
    return sorted({e["puntero"] for e in c.get("expectativas", []) if e.get("evaluada") and e.get("cumple") is False})


def lecturas_del_caso(c: dict) -> list[str]:
    """Las lecturas del registro que intervienen: las que fija el escenario (etiquetas) y las que pide la solicitud."""
    lecturas = dict.fromkeys(interpretaciones(c))
    for s in c.get("solicitudes", [])[-1:]:
        elegidas = s.get("lecturas") if isinstance(s, dict) else None
        if isinstance(elegidas, dict):
            for k, v in elegidas.items():
                if not (isinstance(k, str) and re.fullmatch(r"INT-[0-9]+", k) and isinstance(v, str)):
                    continue  # a malformed request: its «lecturas» are not readings of the register
                lecturas.pop(k, None)
                lecturas[f"{k} «{v}»"] = None
    return sorted(lecturas)


def grupos_de_fallos(casos: list[dict]) -> list[dict]:
    """Los fallos agrupados por cláusula, campo y lecturas: cuántos, el primero con todo su detalle y los demás por
    su nombre (así 220 fallos de un mismo error se leen como uno). Los grupos más grandes primero."""
    grupos: dict[tuple, list[dict]] = defaultdict(list)
    for c in casos:
        if c["resultado"] != "fallido":
            continue
        campo = ", ".join(campos_fallidos(c)) or SIN_CAMPO.format(_que_paso(c.get("mensaje", "")))
        clave = (", ".join(clausulas(c)), campo, ", ".join(lecturas_del_caso(c)))
        grupos[clave].append(c)
    lista = [
        {
            "clausulas": cl,
            "campos": campo,
            "lecturas": lect,
            "n": len(cs),
            "primero": _fallo(cs[0]),
            "resto": [f"{c.get('archivo')}:{c.get('linea')} {nombre_caso(c)}" for c in cs[1:]],
        }
        for (cl, campo, lect), cs in grupos.items()
    ]
    return sorted(lista, key=lambda g: (-g["n"], clave_clausula(g["clausulas"].split(", ")[0]), g["campos"]))


def _secciones(datos: dict) -> list[dict]:
    """Lo que dicen el informe Markdown y el HTML, por implementación."""
    secciones = []
    for objetivo, casos, r in por_objetivo(datos):
        guardable = informe_de_objetivo(datos, objetivo)
        v = guardable["veredicto"] or {}
        secciones.append(
            {
                "objetivo": objetivo,
                "implementacion": guardable["implementacion"],
                "veredicto": v,
                "conforme": v.get("codigo_salida") == 0,
                "total": r["total"],
                "casos": len(casos) - r["total"]["no_aplica"],
                "estadisticas": (datos.get("estadisticas") or {}).get(objetivo) or {},
                "partes": [
                    {"id": p, "nombre": alcance.PARTES[p].nombre}
                    for p in guardable["partes_no_soportadas"]
                    if p in alcance.PARTES
                ],
                "por_clausula": [(cl, n) for cl, n in r["por_clausula"].items() if sum(n.values()) > n["no_aplica"]],
                "fallos": [_fallo(c) for c in casos if c["resultado"] == "fallido"],
                "grupos": grupos_de_fallos(casos),
                "no_soportados": [
                    {
                        "clausulas": ", ".join(clausulas(c)),
                        "nombre": nombre_caso(c),
                        "mensaje": _recorte(c.get("mensaje", "")),
                    }
                    for c in casos
                    if c["resultado"] == "no_soportado"
                ],
            }
        )
    return secciones


def _cabecera(datos: dict) -> dict:
    return {
        "version_protocolo": VERSION_PROTOCOLO,
        "fecha": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "duracion": f"{datos.get('duracion', 0):.1f}",
        "tiempo_limite": datos.get("tiempo_limite"),
        "seleccion": datos.get("seleccion"),
    }


def informe_markdown(datos: dict) -> str:
    md = seguro.markdown
    c = _cabecera(datos)
    lineas = [
        f"# Informe de conformidad (protocolo retiro {c['version_protocolo']})",
        "",
        f"Fecha: {c['fecha']} · duración: {c['duracion']} s · límite por caso: {c['tiempo_limite']} s"
        + (f" · selección: {md(c['seleccion'])}" if c["seleccion"] else " · especificación completa"),
        "",
    ]
    for s in _secciones(datos):
        t, v = s["total"], s["veredicto"]
        impl = s["implementacion"]
        lineas += [
            f"## {md(s['objetivo'])}: {md(v.get('etiqueta', '—'))}",
            "",
            f"Implementación: {md(impl['nombre'])}, versión {md(impl['version'])}.",
            "",
            f"**Veredicto: {md(v.get('texto', '—'))}** (código de salida {v.get('codigo_salida', '—')}).",
            "",
            f"{s['casos']} casos: {t['aprobado']} aprobados, {t['fallido']} fallidos, {t['no_soportado']} no soportados"
            + (f", {t['omitido']} omitidos" if t["omitido"] else "")
            + (f"; además, {t['no_aplica']} escenarios no cuentan para ella (no la usan)" if t["no_aplica"] else "")
            + ".",
            "",
        ]
        if s["partes"]:
            lineas += ["Partes que declara no soportadas en su saludo:", ""]
            lineas += [f"- `{p['id']}`: {md(p['nombre'])}" for p in s["partes"]] + [""]
        if s["estadisticas"]:
            lineas += [
                "Transporte: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in s["estadisticas"].items()) + ".",
                "",
            ]
        lineas += ["| Cláusula | Aprobados | Fallidos | No soportados |", "| --- | ---: | ---: | ---: |"]
        lineas += [
            f"| {md(cl)} | {n['aprobado']} | {n['fallido']} | {n['no_soportado']} |" for cl, n in s["por_clausula"]
        ]
        lineas.append("")
        if s["grupos"]:
            n_fallos, n_grupos = len(s["fallos"]), len(s["grupos"])
            lineas += [
                "### Fallos, agrupados",
                "",
                f"{n_fallos} {'fallo' if n_fallos == 1 else 'fallos'} en {n_grupos} "
                f"{'grupo' if n_grupos == 1 else 'grupos'} (por cláusula, campo y lecturas); de cada grupo, el "
                "primer caso con su detalle y los demás plegados.",
                "",
                "| Cláusula | Campo | Lecturas | Fallos |",
                "| --- | --- | --- | ---: |",
            ]
            lineas += [
                f"| {md(g['clausulas'])} | {md(g['campos'])} | {md(g['lecturas']) or '—'} | {g['n']} |"
                for g in s["grupos"]
            ]
            lineas.append("")
        for g in s["grupos"]:
            f = g["primero"]
            lineas += [
                f"#### {md(g['clausulas'])} · {md(g['campos'])}"
                + (f" · lecturas {md(g['lecturas'])}" if g["lecturas"] else "")
                + f" — {g['n']} {'fallo' if g['n'] == 1 else 'fallos'}",
                "",
                f"Primer caso: {md(f['caracteristica'])} — {md(f['nombre'])}",
                "",
                f"- Archivo: `{f['archivo']}`",
                f"- Paso que falla (lo esperado): «{md(f['paso'])}»",
                f"- Obtenido: {md(f['mensaje'])}",
            ]
            lineas += [f"- No se cumple `{md(e['descripcion'])}`: {md(e['fallo'])}" for e in f["expectativas"]]
            if f["solicitud"]:
                lineas += ["", "Solicitud:", "", *seguro.bloque(f["solicitud"], "json")]
            if g["resto"]:
                lineas += ["", f"<details><summary>Los otros {len(g['resto'])} casos del grupo</summary>", ""]
                lineas += [f"- {md(r)}" for r in g["resto"]]
                lineas += ["", "</details>"]
            lineas.append("")
        if s["no_soportados"]:
            lineas += ["### No soportados", ""]
            lineas += [f"- {md(n['clausulas'])} · {md(n['nombre'])}: {md(n['mensaje'])}" for n in s["no_soportados"]]
            lineas.append("")
    return "\n".join(lineas)


def informe_html(datos: dict) -> str:
    """El informe para personas, desde la plantilla Jinja2 `plantillas/informe.html.j2` (todo se escapa)."""
    from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape

    entorno = Environment(
        loader=PackageLoader("retiro.conformidad", "plantillas"),
        autoescape=select_autoescape(["html", "j2"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return entorno.get_template("informe.html.j2").render(cabecera=_cabecera(datos), secciones=_secciones(datos))


def escribir_informes(datos: dict, carpeta: Path) -> None:
    (carpeta / "informe.md").write_text(seguro.texto(informe_markdown(datos)), encoding="utf-8")
    (carpeta / "informe.html").write_text(seguro.texto(informe_html(datos)), encoding="utf-8")
    guardables = [informe_de_objetivo(datos, o) for o in datos["objetivos"]]
    seguro.escribir_json(carpeta / "informe.json", guardables[0] if len(guardables) == 1 else guardables)


def lineas_resumen(datos: dict) -> list[str]:
    lineas = []
    for objetivo, casos, r in por_objetivo(datos):
        t = r["total"]
        v = (datos.get("veredictos") or {}).get(objetivo) or {}
        lineas.append(
            f"{objetivo}: {t['aprobado']} aprobados, {t['fallido']} fallidos, {t['no_soportado']} no soportados"
            + (f", {t['omitido']} omitidos" if t["omitido"] else "")
            + (f" ({t['no_aplica']} escenarios no usan la implementación)" if t["no_aplica"] else "")
        )
        lineas.append(f"  veredicto: {v.get('texto', '—')}")
        grupos = grupos_de_fallos(casos)
        if grupos:
            lineas.append(
                f"  fallos por cláusula, campo y lecturas ({len(grupos)} {'grupo' if len(grupos) == 1 else 'grupos'}):"
            )
        for g in grupos[:GRUPOS_EN_LA_TERMINAL]:
            f = g["primero"]
            lineas.append(
                f"    {g['n']:>4} × {g['clausulas']} · {g['campos']}"
                + (f" · lecturas {g['lecturas']}" if g["lecturas"] else "")
            )
            lineas.append(f"         p. ej. {f['archivo']} {f['nombre']}")
            lineas.append(f"         {_una_linea(f['mensaje'])}")
        if len(grupos) > GRUPOS_EN_LA_TERMINAL:
            resto = grupos[GRUPOS_EN_LA_TERMINAL:]
            lineas.append(
                f"    … y {len(resto)} grupos más ({sum(g['n'] for g in resto)} fallos): "
                "véase informe.md o informe.html"
            )
    return lineas


def _que_paso(mensaje: str) -> str:
    """The kind of a failure that names no field: its message up to the first colon (without an open bracket)."""
    que = mensaje.split(":")[0]
    if que.count("(") > que.count(")"):
        que = que[: que.rindex("(")]
    return _una_linea(que.strip(), 120)


def _una_linea(texto: str, largo: int = 160) -> str:
    t = " ".join(str(texto).split())
    return t if len(t) <= largo else t[: largo - 1] + "…"


# -- test vectors -------------------------------------------------------------------------------------


def _para_vector(e: dict, ultima: int) -> dict:
    v = {k: e[k] for k in ("puntero", "modo", "valor", "proyeccion", "paso") if k in e}
    if e.get("respuesta", ultima) != ultima:
        v["respuesta"] = e["respuesta"]
    return v


def vectores(datos: dict) -> dict:
    """Cada escenario y fila de ejemplos como datos: solicitud, partes que usa y lo que la ley exige de la respuesta."""
    lista = []
    casos = [c for c in datos["casos"] if c.get("objetivo", "referencia") == "referencia"]
    for id_, c in zip(ids_de_casos(casos), casos, strict=True):
        if c["resultado"] != "aprobado" or not c.get("solicitudes") or c.get("texto_json"):
            continue  # a case sent as raw JSON text (a repeated field, padding…) is not a JSON object: not a vector
        if c.get("compara_respuestas"):
            continue  # it compares two responses with each other (a default value): a vector checks one response
        ultima = len(c["solicitudes"]) - 1
        ley, vistas = [], set()
        for e in c.get("expectativas", []):
            clave = json.dumps([e["puntero"], e["modo"], e.get("valor"), e.get("proyeccion"), e.get("respuesta")])
            if e.get("alcance", LEY) == LEY and clave not in vistas:  # each requirement once, with its first step
                vistas.add(clave)
                ley.append(_para_vector(e, ultima))
        if not ley:  # generated requests checked by a property, not by declarative expectations: not a vector
            continue
        solicitud = c["solicitudes"][-1]
        respuesta = c["respuestas"][-1]
        elegidas = solicitud.get("lecturas")
        lecturas = (respuesta.get("dependencias") or {}).get("lecturas") or (
            dict(elegidas) if isinstance(elegidas, dict) else {}
        )
        v = {
            "id": id_,
            "caracteristica": c.get("caracteristica"),
            "escenario": c["escenario"],
            "ejemplo": c.get("ejemplo", {}),
            "clausulas": [x for x in clausulas(c) if x != SIN_CLAUSULA],
            "interpretaciones": interpretaciones(c),
            "lecturas": lecturas,
            "partes": sorted(
                {p for s in c["solicitudes"] for p in alcance.partes_de(s)}, key=list(alcance.PARTES).index
            ),
            "pasos": c.get("pasos", []),
            "solicitud": solicitud,
            "resultado_esperado": "error" if any(e["puntero"].startswith("/error/") for e in ley) else "resultado",
            "expectativas": ley,
        }
        if ultima:
            v["solicitudes_previas"] = c["solicitudes"][:-1]
        lista.append(v)
    return {
        "formato": FORMATO_VECTORES,
        "version": 2,
        "version_protocolo": VERSION_PROTOCOLO,
        "modos": MODOS,
        "partes": {p.id: {"nombre": p.nombre, "cuando": p.cuando} for p in alcance.PARTES.values()},
        "vectores": lista,
    }
