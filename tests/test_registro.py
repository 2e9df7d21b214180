"""El registro de interpretaciones: forma, palabras literales, lecturas aceptadas por la calculadora y divergencias."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from retiro.cli import main
from retiro.comun.errores import ErrorDeEntrada
from retiro.ley import registro
from retiro.ley.registro import clausulas, interpretaciones
from retiro.protocolo import entrada
from retiro.revision.divergencias import POR_DEFECTO, casos, tabla

CAMPOS = {
    "id",
    "clausulas",
    "palabras",
    "pregunta",
    "lecturas",
    "por_defecto",
    "razones",
    "favorece_al_pensionado",
}
OPCIONALES = {"sin_divergencia"}
SIN_PALABRAS = "(ninguna"  # «palabras» that says no words of the text are at issue (INT-07, rounding)
# Minimum content required by issue 7 (and the Art. 18/10 issues): point → entry.
PUNTOS_DEL_ISSUE = {
    "29 de febrero": "INT-05",
    "servicio fraccionario": "INT-06",
    "redondeo": "INT-07",
    "anual o mensual": "INT-08",
    "en servicio activo": "INT-09",
    "alto riesgo sin edad": "INT-11",
    "traslado interrumpido": "INT-12",
    "10.1 en fechas distintas": "INT-24",
}
BASE = {
    "fecha_nacimiento": "1960-05-10",
    "fecha_ingreso": "1984-07-01",
    "fecha_retiro": "2016-05-10",
    "servicio_acreditable": "26",
    "retribucion_promedio": "30000.00",
    "en_servicio_activo": True,
}


def normalizar(texto: str) -> str:
    return re.sub(r"\s+", " ", texto).strip()


ENTRADAS = sorted(interpretaciones())


def test_los_puntos_del_issue_estan_en_el_registro():
    for punto, id_ in PUNTOS_DEL_ISSUE.items():
        assert id_ in interpretaciones(), f"falta {id_} ({punto})"


@pytest.mark.parametrize("id_", ENTRADAS)
def test_forma_de_cada_entrada(id_):
    e = interpretaciones()[id_]
    assert re.fullmatch(r"INT-\d{2}", id_)
    assert CAMPOS <= set(e) <= CAMPOS | OPCIONALES, f"{id_}: campos {sorted(e)}; se esperan {sorted(CAMPOS)}"
    assert e["clausulas"] and all(c in clausulas() for c in e["clausulas"]), (
        f"{id_}: cláusulas desconocidas {e['clausulas']}"
    )
    assert e["pregunta"].strip().endswith("?") and e["razones"].strip(), f"{id_}: falta la pregunta o las razones"
    ids = [x["id"] for x in e["lecturas"]]
    assert len(ids) >= 2 and len(ids) == len(set(ids)), f"{id_}: se necesitan dos o más lecturas distintas: {ids}"
    for x in e["lecturas"]:
        assert set(x) == {"id", "explicacion"} and re.fullmatch(r"[a-z0-9_]+", x["id"]) and x["explicacion"].strip(), (
            f"{id_}: {x}"
        )
    assert e["por_defecto"] in ids, f"{id_}: la lectura por defecto «{e['por_defecto']}» no es una de {ids}"
    f = e["favorece_al_pensionado"]
    assert set(f) == {"lectura", "razon"} and f["razon"].strip(), f"{id_}: favorece_al_pensionado {f}"
    assert f["lectura"] is None or f["lectura"] in ids, f"{id_}: favorece_al_pensionado nombra «{f['lectura']}»"
    # the review status lives in revisiones.yaml (tests/test_revision.py)


@pytest.mark.parametrize("id_", ENTRADAS)
def test_las_palabras_en_discusion_son_literales(id_):
    e = interpretaciones()[id_]
    if e["palabras"].startswith(SIN_PALABRAS):
        return
    textos = [normalizar(clausulas()[c]["texto"]) for c in e["clausulas"]]
    assert any(normalizar(e["palabras"]) in t for t in textos), (
        f"{id_}: «{e['palabras']}» no está, palabra por palabra, en el texto de ninguna de sus cláusulas "
        f"{e['clausulas']}"
    )


@pytest.mark.parametrize("id_", ENTRADAS)
def test_cada_lectura_se_acepta_por_json_y_tiene_su_fila_en_el_feature(id_):
    """Cada lectura se acepta en el JSON; cada una tiene su fila en un caso de divergencia del .feature de la
    entrada (que la suite ejecuta y comprueba que el resultado la informa), y la de por defecto va marcada."""
    for x in interpretaciones()[id_]["lecturas"]:
        s = entrada.solicitud({**BASE, "lecturas": {id_: x["id"]}})
        assert s.lecturas[id_] == x["id"]
    defecto = interpretaciones()[id_]["por_defecto"]
    filas = [f["lectura"] for c in casos(id_) for f in c["filas"]]
    assert filas, (
        f"features/interpretaciones/{id_}.feature no tiene un esquema «Las lecturas dan resultados distintos: …»"
    )
    for x in interpretaciones()[id_]["lecturas"]:
        esperada = x["id"] + (POR_DEFECTO if x["id"] == defecto else "")
        assert esperada in filas, (
            f"features/interpretaciones/{id_}.feature: ningún caso de divergencia tiene la fila «{esperada}»; "
            f"filas: {filas}"
        )
    marcadas = {f.removesuffix(POR_DEFECTO) for f in filas if f.endswith(POR_DEFECTO)}
    assert marcadas == {defecto}, (
        f"features/interpretaciones/{id_}.feature: la fila marcada «(por defecto)» debe ser «{defecto}», no {marcadas}"
    )


def test_una_lectura_desconocida_se_rechaza_nombrando_el_campo():
    with pytest.raises(ErrorDeEntrada) as e:
        entrada.solicitud({**BASE, "lecturas": {"INT-03": "ninguna_de_estas"}})
    assert e.value.campo == "lecturas.INT-03" and "se admite" in e.value.mensaje
    with pytest.raises(ErrorDeEntrada) as e:
        entrada.solicitud({**BASE, "lecturas": {"INT-99": "x"}})
    assert e.value.campo == "lecturas.INT-99"


def test_la_cli_acepta_una_lectura_y_rechaza_una_desconocida(capsys):
    args = [
        "calcular",
        "--fecha-nacimiento",
        "1960-05-10",
        "--fecha-ingreso",
        "1984-07-01",
        "--fecha-retiro",
        "2016-05-10",
        "--servicio-acreditable",
        "31",
        "--retribucion-promedio",
        "30000",
        "--activo",
    ]
    assert main([*args, "--json", "--lectura", "INT-14=extender_18_6_a"]) == 0
    assert '"INT-14": "extender_18_6_a"' in capsys.readouterr().out
    assert main([*args, "--lectura", "INT-14=otra"]) == 2
    assert "lecturas.INT-14" in capsys.readouterr().err


@pytest.mark.parametrize("id_", ENTRADAS)
def test_cada_entrada_tiene_un_caso_en_que_las_lecturas_divergen(id_):
    """Si las lecturas no divergieran en ningún caso, la entrada sería un adorno: debe decirlo (sin_divergencia)."""
    t = tabla(id_)
    assert t["casos"], f"{id_}: sin casos de divergencia en su .feature"
    if t["sin_divergencia"]:
        assert not any(c["difieren"] for c in t["casos"]), (
            f"{id_} dice que las lecturas coinciden, pero un caso diverge"
        )
    else:
        assert any(c["difieren"] for c in t["casos"]), (
            f"{id_}: ningún caso de features/interpretaciones/{id_}.feature distingue sus lecturas"
        )


@pytest.mark.parametrize(
    "archivo", sorted(p.name for p in (Path(registro.__file__).parents[1] / "datos").glob("*.yaml"))
)
def test_el_cargador_en_c_el_de_python_y_la_copia_ya_leida_dan_los_mismos_datos(archivo):
    assert registro.cargador_seguro() is yaml.CSafeLoader, "PyYAML sin libyaml: el arranque es más lento"
    assert registro.leer_datos(archivo) == registro.leer_datos(archivo, cargador=yaml.SafeLoader)
    assert registro.copia_leida(archivo)["datos"] == registro.leer_datos(archivo, cargador=yaml.SafeLoader)


@pytest.mark.parametrize("archivo", registro.archivos_de_datos())
def test_la_copia_ya_leida_de_cada_archivo_de_datos_esta_al_dia(archivo):
    """La copia JSON del paquete es la del YAML de hoy: tras editar un YAML, ``python -m retiro.cli.registro``."""
    with open(registro.ruta_de_la_copia(archivo), encoding="utf-8") as f:
        assert f.read() == registro.texto_de_la_copia(archivo), (
            f"la copia ya leída de {archivo} no es la de su YAML: regenérela con «python -m retiro.cli.registro»"
        )


def test_con_una_copia_vieja_se_lee_el_yaml(monkeypatch, tmp_path):
    """Una copia que no salió de este YAML (se editó el YAML y no se regeneró) no se usa: se lee el YAML."""
    vieja = {"huella": "0-0000000000000000", "datos": [{"id": "INT-01", "por_defecto": "otra"}]}
    ruta = tmp_path / "interpretaciones.yaml.json"
    ruta.write_text(json.dumps(vieja), encoding="utf-8")
    monkeypatch.setattr(registro, "ruta_de_la_copia", lambda nombre: str(ruta))
    assert registro.leer_datos("interpretaciones.yaml") == registro.leer_datos(
        "interpretaciones.yaml", cargador=yaml.SafeLoader
    )


def test_ningun_escenario_por_defecto_repite_una_fila():
    """La fila de la lectura por defecto va en el esquema de divergencia; no hay escenarios «Por defecto rige…»."""
    from retiro.revision.divergencias import carpeta

    for ruta in sorted(carpeta().glob("INT-*.feature")):
        texto = ruta.read_text(encoding="utf-8")
        assert "Por defecto rige la lectura" not in texto, f"{ruta.name}: escenario «Por defecto» duplicado"


def test_cada_entrada_tiene_su_feature_y_cada_feature_su_entrada():
    from retiro.revision.divergencias import carpeta

    archivos = {r.stem for r in carpeta().glob("INT-*.feature")}
    assert archivos == set(interpretaciones()), f"sin .feature o sin entrada: {archivos ^ set(interpretaciones())}"
