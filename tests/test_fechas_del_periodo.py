"""Los ejemplos viven dentro del período que gobiernan los textos (issue 11, §1).

Fuera del período la respuesta es «fuera de vigencia»: un escenario, un ejemplo de `ejemplos/`, el README, docs/ o
la guía «Para el pensionado» que se retira después del 30 de junio de 2013 (o ingresa fuera del período) solo
enseñaría ese estado. Se admite fuera del período únicamente lo que trata del período: los escenarios de
`features/vigencia/` y los de las entradas del registro que lo deciden (INT-31, INT-32, INT-33), y las solicitudes
que generan las propiedades (que cubren todo el intervalo de fechas del protocolo a propósito). Los límites salen de
`datos/vigencia.yaml` (`retiro.ley.vigencia`), no de esta prueba.
"""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

from retiro.ley.fechas import MESES
from retiro.ley.vigencia import limites

RAIZ = Path(__file__).resolve().parents[1]
SOBRE_EL_PERIODO = {"vigencia", "interpretacion-INT-31", "interpretacion-INT-32", "interpretacion-INT-33", "propiedad"}
FECHA = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b|\b(\d{1,2}) de (" + "|".join(MESES) + r") de (\d{4})\b")


def _limite(tipo: str) -> date:
    (x,) = (v.fecha for v in limites().values() if v.limite == tipo)
    return x


def _fuera(que: str, dia: date) -> bool:
    """¿Cae `dia`, usado como fecha de `que` (ingreso, retiro o coordinación), fuera del período?"""
    if que == "ingreso":
        return not _limite("ingreso_desde") <= dia < _limite("ingreso_antes_de")
    return dia > _limite("retiro_hasta")


def _fecha(x) -> date | None:
    try:
        return date.fromisoformat(x)
    except (TypeError, ValueError):
        return None


def fuera_del_periodo(solicitud) -> list[str]:
    """Las fechas de una solicitud que caen fuera del período: ["fecha_retiro 2016-01-15", …]."""
    if not isinstance(solicitud, dict):
        return []
    coordinacion = solicitud.get("coordinacion") if isinstance(solicitud.get("coordinacion"), dict) else {}
    fechas = [
        ("ingreso", "fecha_ingreso", solicitud.get("fecha_ingreso")),
        ("retiro", "fecha_retiro", solicitud.get("fecha_retiro")),
        ("coordinacion", "coordinacion.fecha_coordinacion", coordinacion.get("fecha_coordinacion")),
    ]
    return [f"{campo} {texto}" for que, campo, texto in fechas if (d := _fecha(texto)) and _fuera(que, d)]


def test_las_fechas_de_los_escenarios_estan_dentro_del_periodo(kit_referencia):
    _, datos = kit_referencia
    malos = {
        f"{c['archivo']}:{c['linea']} {c.get('ejemplo') or ''}": problemas
        for c in datos["casos"]
        if not SOBRE_EL_PERIODO & set(c["etiquetas"])
        for s in c["solicitudes"]
        if (problemas := fuera_del_periodo(s))
    }
    assert malos == {}
    sobre = [c for c in datos["casos"] if {"vigencia"} & set(c["etiquetas"])]
    assert any(fuera_del_periodo(s) for c in sobre for s in c["solicitudes"])  # the check sees what it must


def test_los_ejemplos_estan_dentro_del_periodo():
    solicitudes = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in (RAIZ / "ejemplos").glob("*.json")}
    solicitudes = {n: s for n, s in solicitudes.items() if "fecha_retiro" in s}
    assert len(solicitudes) >= 6
    assert {n: p for n, s in solicitudes.items() if (p := fuera_del_periodo(s))} == {}


def test_la_guia_del_pensionado_esta_dentro_del_periodo():
    from retiro.sitio import pensionado

    casos = pensionado.casos()
    assert {k: p for k, (s, _) in casos.items() if (p := fuera_del_periodo(s))} == {}
    assert all(r["pension"]["estado"] != "fuera_de_vigencia" for _, r in casos.values())


def fechas_de_un_texto(texto: str):
    """(qué fecha es —ingreso, retiro, coordinación o None—, la fecha) de cada fecha escrita en el texto, según las
    palabras que la preceden («se retira el 15 de enero de 2012», `--fecha-retiro 2012-03-01`)."""
    for m in FECHA.finditer(texto):
        try:
            dia = date(*map(int, m.group(1, 2, 3))) if m[1] else date(int(m[6]), MESES.index(m[5]) + 1, int(m[4]))
        except ValueError:
            continue
        antes = texto[max(0, m.start() - 30) : m.start()].lower()
        que = next(
            (q for q, r in (("retiro", "retir"), ("ingreso", "ingres"), ("coordinacion", "coordin")) if r in antes),
            None,
        )
        yield que, dia


def _textos() -> list[Path]:
    return [RAIZ / "README.md", *sorted((RAIZ / "docs").glob("*.md")), RAIZ / "src" / "retiro" / "cli" / "__init__.py"]


def test_las_fechas_del_readme_de_docs_y_de_la_ayuda_estan_dentro_del_periodo():
    """Una fecha que el texto presenta como de retiro, ingreso o coordinación; los límites mismos («antes del 1 de
    enero de 2000») se admiten."""
    bordes = {v.fecha for v in limites().values()}
    malos = [
        f"{ruta.relative_to(RAIZ)}: {que} {dia}"
        for ruta in _textos()
        for que, dia in fechas_de_un_texto(ruta.read_text(encoding="utf-8"))
        if que and dia not in bordes and _fuera(que, dia)
    ]
    assert malos == []


def test_la_comprobacion_de_los_textos_atrapa_una_fecha_fuera():
    """Ataque: el ejemplo que tenía la ayuda de la CLI antes del issue 11."""
    assert [(q, d) for q, d in fechas_de_un_texto("fecha de retiro (AAAA-MM-DD o «15 de enero de 2016»)")] == [
        ("retiro", date(2016, 1, 15))
    ]
    assert _fuera("retiro", date(2016, 1, 15)) and not _fuera("retiro", _limite("retiro_hasta"))
    assert fuera_del_periodo({"fecha_ingreso": "2000-01-03", "fecha_retiro": "2013-06-30"}) == [
        "fecha_ingreso 2000-01-03"
    ]
