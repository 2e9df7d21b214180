"""El glosario (datos/glosario.yaml): cada código que la calculadora puede emitir tiene su etiqueta y su
definición, y no sobra ninguno.

Los códigos posibles salen de dos fuentes independientes: los `enum` de los esquemas publicados (todo
resultado los cumple: el kit y la prueba de fuzz lo comprueban) y un barrido de la calculadora sobre hechos y
lecturas (para los campos sin `enum`, como la fórmula). Las lecturas del registro de interpretaciones no están en
el glosario: su registro ya las explica.
"""

from __future__ import annotations

import itertools
import json
import re
from functools import cache
from pathlib import Path

import pytest

from retiro import evaluar
from retiro.ley.glosario import de_texto, escrituras, glosario
from retiro.ley.registro import interpretaciones, reglas_externas

RAIZ = Path(__file__).resolve().parents[1]
ESQUEMAS = RAIZ / "src" / "retiro" / "esquemas"


def _enums(esquema: dict, raiz: dict, ruta: tuple[str, ...] = (), vistos: frozenset = frozenset()) -> list:
    """(ruta con puntos, valores) de cada `enum` de un esquema, siguiendo sus `$ref` locales."""
    if "$ref" in esquema:
        ref = esquema["$ref"]
        if ref in vistos or not ref.startswith("#/$defs/"):
            return []
        return _enums(raiz["$defs"][ref.removeprefix("#/$defs/")], raiz, ruta, vistos | {ref})
    encontrados = []
    if "enum" in esquema:
        encontrados.append((".".join(ruta), [v for v in esquema["enum"] if v is not None]))
    for nombre, sub in esquema.get("properties", {}).items():
        encontrados += _enums(sub, raiz, (*ruta, nombre), vistos)
    for clave in ("items", "additionalProperties"):
        if isinstance(esquema.get(clave), dict):
            encontrados += _enums(esquema[clave], raiz, ruta, vistos)
    for clave in ("anyOf", "oneOf", "allOf"):
        for sub in esquema.get(clave, []):
            encontrados += _enums(sub, raiz, ruta, vistos)
    return encontrados


def codigos_de_los_esquemas() -> dict[str, set[str]]:
    codigos: dict[str, set[str]] = {}
    for nombre in ("resultado", "solicitud"):
        esquema = json.loads((ESQUEMAS / f"{nombre}.schema.json").read_text(encoding="utf-8"))
        for ruta, valores in _enums(esquema, esquema):
            if not ruta.startswith("lecturas"):
                codigos.setdefault(ruta, set()).update(valores)
    return codigos


@cache
def barrido(completo: bool = False) -> dict[str, set[str]]:
    """Los códigos que emite la calculadora en una rejilla de hechos, con cada lectura alternativa del registro.

    Las lecturas por defecto recorren la rejilla entera (con y sin tabla actuarial, cada coordinación); cada lectura
    alternativa, sin la tabla y a los 56 y 65 años (una cuarta parte de sus puntos: hoy emite los mismos códigos).
    ``completo``: también las alternativas en la rejilla entera (el perfil largo, ``-m larga``)."""
    emitidos: dict[str, set[str]] = {k: set() for k in ("pension.estado", "pension.formula", "coordinacion.estado",
                                                         "coordinacion.limita")}  # fmt: skip
    tabla = {"nombre": "prueba", "fuente": "prueba", "fecha_adopcion": "2000-01-01", "factores": {"56": "0.9"}}
    coordinaciones = [
        None,
        {"tipo_pension": "servicio", "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}},
        {"tipo_pension": "servicio", "beneficio_seguro_social": {"monto": "50.00", "periodo": "mensual"},
         "aumentos_por_ley": "600.00", "pension_minima": True, "pension_minima_por_ley": "20000.00"},
        {"tipo_pension": "incapacidad_ocupacional", "pension_estatutaria": "9000.00"},
        {"tipo_pension": "incapacidad_ocupacional", "pension_estatutaria": "9000.00",
         "beneficio_seguro_social": {"monto": "200.00", "periodo": "mensual"}},
        {"tipo_pension": "merito", "anos_computo_original": "30", "porcentaje_merito": "75",
         "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}},
    ]  # fmt: skip
    alternativas = [
        (i, lectura["id"])
        for i, e in interpretaciones().items()
        for lectura in e["lecturas"]
        if lectura["id"] != e["por_defecto"]
    ]
    # Each alternative reading alone; those of Article 10 with every kind of coordination, the rest without.
    variantes = [({}, c) for c in coordinaciones] + [
        ({i: v}, c)
        for i, v in alternativas
        for c in (coordinaciones if any(x.startswith("10") for x in interpretaciones()[i]["clausulas"]) else [None])
    ]
    for ingreso, cuerpo, tipo, edad, servicio in itertools.product(
        ("1980-01-02", "1992-01-02"), ("ninguno", "policia", "bomberos"), ("opcional", "alto_riesgo", "merito"),
        (50, 56, 60, 65), ("10", "26", "30"),
    ):  # fmt: skip
        nacimiento = 2010 - edad
        base = {
            "fecha_nacimiento": f"{nacimiento}-01-01",
            "fecha_ingreso": ingreso,
            "fecha_retiro": "2010-01-01" if ingreso < "1990" or int(servicio) < 18 else "2030-01-01",
            "servicio_acreditable": servicio,
            "retribucion_promedio": "30000.00",
            "en_servicio_activo": True,
            "cuerpo": cuerpo,
            "tipo_pension": tipo,
        }
        if base["fecha_retiro"] == "2030-01-01":
            base["fecha_nacimiento"] = f"{nacimiento + 20}-01-01"
        for extra, (lectura, coordinacion) in itertools.product(({}, {"tabla_actuarial": tabla}), variantes):
            if lectura and not completo and (extra or edad not in (56, 65)):
                continue
            solicitud = {**base, **extra, "lecturas": lectura}
            if coordinacion is not None:
                solicitud["coordinacion"] = {
                    "fecha_coordinacion": f"{int(base['fecha_nacimiento'][:4]) + 66}-01-01",
                    "plan_coordinado": True, "plenamente_asegurado": True, "elegible_beneficios_primarios": True,
                    **coordinacion,
                }  # fmt: skip
            r = evaluar(solicitud)
            if "error" in r:
                continue
            emitidos["pension.estado"].add(r["pension"]["estado"])
            if r["pension"]["formula"]:
                emitidos["pension.formula"].add(r["pension"]["formula"])
            if r["coordinacion"]:
                emitidos["coordinacion.estado"].add(r["coordinacion"]["estado"])
                if r["coordinacion"]["limita"]:
                    emitidos["coordinacion.limita"].add(r["coordinacion"]["limita"])
    return emitidos


def test_cada_codigo_de_los_esquemas_tiene_su_entrada():
    faltan = [
        f"{ruta}: {codigo}"
        for ruta, codigos in codigos_de_los_esquemas().items()
        for codigo in sorted(codigos)
        if ruta not in glosario() or codigo not in glosario()[ruta].valores
    ]
    assert not faltan, "códigos sin entrada en datos/glosario.yaml: " + "; ".join(faltan)


def test_cada_codigo_que_emite_la_calculadora_tiene_su_entrada_y_no_sobra_ninguno():
    _cada_codigo_emitido_tiene_su_entrada_y_no_sobra_ninguno(barrido())


@pytest.mark.larga  # the alternative readings over the whole grid: about 74,000 evaluations (python -m pytest -m larga)
def test_en_la_rejilla_entera_cada_codigo_tiene_su_entrada_y_no_sobra_ninguno():
    _cada_codigo_emitido_tiene_su_entrada_y_no_sobra_ninguno(barrido(completo=True))


def _cada_codigo_emitido_tiene_su_entrada_y_no_sobra_ninguno(emitidos: dict[str, set[str]]) -> None:
    for ruta, codigos in emitidos.items():
        assert codigos <= set(glosario()[ruta].valores), (ruta, codigos - set(glosario()[ruta].valores))
    # The sweep reaches every formula and every status, so an entry nobody emits would show here.
    del_esquema = codigos_de_los_esquemas()
    for ruta, campo in glosario().items():
        if (ruta in emitidos or ruta in del_esquema) and campo.igual_que is None:
            posibles = emitidos.get(ruta, set()) | del_esquema.get(ruta, set())
            assert set(campo.valores) == posibles, (ruta, set(campo.valores) ^ posibles)


def test_los_estados_de_los_registros_y_del_kit_tienen_su_entrada():
    from retiro import revision

    estados = set(glosario()["revision.estado"].valores)
    assert {revision.estado(i) for i in interpretaciones()} <= set(glosario()["interpretacion.estado"].valores)
    assert {revision.estado(i) for i in reglas_externas()} <= set(glosario()["regla_externa.estado"].valores)
    assert {revision.estado(i) for i in revision.puntos()} <= estados
    plugin = (RAIZ / "src" / "retiro" / "conformidad" / "plugin.py").read_text(encoding="utf-8")
    resultados = set(re.findall(r'caso\["resultado"\] = "(\w+)"', plugin))
    resultados |= set(re.findall(r'"(no_soportado|omitido)" if', plugin))
    assert resultados and resultados <= set(glosario()["conformidad.resultado"].valores), resultados


@pytest.mark.parametrize("ruta", sorted(glosario()))
def test_cada_entrada_se_lee_como_texto_para_personas(ruta):
    campo = glosario()[ruta]
    assert campo.titulo and campo.descripcion.endswith(".")
    for t in campo.valores.values():
        assert t.etiqueta and "_" not in t.etiqueta, (ruta, t.codigo)
        assert t.definicion.endswith(".") and len(t.definicion) > 20, (ruta, t.codigo)
        assert "_" not in re.sub(r"«[^»]*»|\([a-z_.]+\)|porcentaje_merito|pension_minima\w*", "", t.definicion), (
            ruta,
            t.codigo,
            t.definicion,
        )


def test_las_formas_escritas_no_se_confunden():
    for ruta, campo in glosario().items():
        formas = [f.casefold() for t in campo.valores.values() for f in {t.codigo, *t.se_escribe}]
        assert len(formas) == len(set(formas)), (ruta, formas)
    assert de_texto("cuerpo", "Policía") == "policia" and de_texto("cuerpo", " cuerpo  de la POLICÍA ") == "policia"
    assert de_texto("tipo_pension", "Mérito") == "merito" and de_texto("cuerpo", "guardia") is None
    assert escrituras("traslado.cuerpo") == escrituras("cuerpo")
