"""El kit contra una implementación independiente, en JavaScript (ejemplos/otra_implementacion), con la
especificación completa.

Escrita solo con docs/protocolo.md y los vectores: si falla, o la documentación no basta para implementar el
protocolo o el kit trata mal a una implementación externa. Sus fallos, si los hay, están en
`fallos_conocidos.json` con su explicación; las cifras de su README salen del informe guardado en
docs/resultados/, que aquí se compara con la ejecución (`python -m retiro.cli.matriz --regenerar`
los pone al día).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retiro.conformidad import ejecutor, matriz
from retiro.protocolo import alcance

# Perfil largo (python -m pytest -m larga; .ci/run lo ejecuta): la especificación entera contra la implementación en
# JavaScript.
pytestmark = pytest.mark.larga

RAIZ = Path(__file__).resolve().parents[1]
CARPETA = RAIZ / "ejemplos" / "otra_implementacion"
REGENERAR = "python -m retiro.cli.matriz --regenerar"


def _guardado(objetivo: str) -> dict:
    (informe,) = [i for i in matriz.cargar(RAIZ / matriz.CARPETA) if i["objetivo"] == objetivo]
    return informe


def _objetivo(datos: dict) -> str:
    (objetivo,) = datos["objetivos"]
    return objetivo


def test_la_implementacion_en_javascript_falla_solo_lo_que_explica_fallos_conocidos(kit_js):
    _, datos, _ = kit_js
    casos = datos["casos"]
    fallidos = {
        i: c.get("mensaje", "")[:300]
        for i, c in zip(ejecutor.ids_de_casos(casos), casos, strict=True)
        if c["resultado"] == "fallido"
    }
    conocidos = json.loads((CARPETA / "fallos_conocidos.json").read_text(encoding="utf-8"))["fallos"]
    assert all(f.get("explicacion") for f in conocidos)
    assert set(fallidos) == {f["id"] for f in conocidos}, json.dumps(fallidos, ensure_ascii=False, indent=1)
    v = datos["veredictos"][_objetivo(datos)]
    if not conocidos:
        assert (v["nivel"], v["codigo_salida"]) == ("conforme_en_el_alcance_declarado", 0), v["texto"]
    assert v["cuentas"]["aprobado"] >= 150


def test_solo_declara_lo_que_no_cubre_y_lo_usa_para_esquivar(kit_js):
    _, datos, _ = kit_js
    declaradas = datos["saludos"][_objetivo(datos)]["partes_no_soportadas"]
    assert "articulo_10" in declaradas and set(declaradas) <= set(alcance.PARTES)
    usadas = {p for c in datos["casos"] if c["resultado"] == "no_soportado" for p in c["partes"] if p in declaradas}
    assert usadas == set(declaradas), "declara una parte que nunca necesita esquivar"


def test_el_informe_guardado_es_el_de_esta_ejecucion(kit_js):
    _, datos, _ = kit_js
    objetivo = _objetivo(datos)
    ahora, guardado = ejecutor.informe_de_objetivo(datos, objetivo), _guardado(objetivo)
    for clave in ("implementacion", "partes_no_soportadas", "por_clausula", "no_usan_la_implementacion"):
        assert ahora[clave] == guardado[clave], f"{clave} cambió: regenere con «{REGENERAR}»"
    assert ahora["veredicto"]["cuentas"] == guardado["veredicto"]["cuentas"], f"regenere con «{REGENERAR}»"
    assert [(c["id"], c["resultado"]) for c in ahora["casos"]] == [(c["id"], c["resultado"]) for c in guardado["casos"]]


def test_el_informe_guardado_de_la_referencia_es_el_de_esta_ejecucion(kit_referencia):
    _, datos = kit_referencia
    ahora, guardado = ejecutor.informe_de_objetivo(datos, "referencia"), _guardado("referencia")
    assert ahora["por_clausula"] == guardado["por_clausula"], f"regenere con «{REGENERAR}»"
    assert ahora["veredicto"]["nivel"] == guardado["veredicto"]["nivel"] == "conforme"


def test_las_cifras_del_readme_salen_del_informe_guardado():
    informe = next(i for i in matriz.cargar(RAIZ / matriz.CARPETA) if i["objetivo"].startswith("cmd:node"))
    readme = (CARPETA / "README.md").read_text(encoding="utf-8")
    assert matriz.cifras_readme(informe) in readme, f"cifras desactualizadas: regenere con «{REGENERAR}»"


def test_la_matriz_tiene_una_columna_por_implementacion_y_una_fila_por_clausula():
    informes = matriz.cargar(RAIZ / matriz.CARPETA)
    m = matriz.matriz(informes)
    assert [c["objetivo"] for c in m["columnas"]] == [i["objetivo"] for i in informes]
    assert {"18.1", "18.6.a", "10.2", "10.7"} <= {f["clausula"] for f in m["filas"]}
    js = next(n for n, c in enumerate(m["columnas"]) if c["objetivo"].startswith("cmd:node"))
    fila_10_2_a = next(f for f in m["filas"] if f["clausula"] == "10.2.a")
    assert fila_10_2_a["celdas"][js]["no_soportado"] > 0
    assert all(c["veredicto"]["nivel"] for c in m["columnas"])
    assert "Veredicto" in matriz.como_texto(m)
