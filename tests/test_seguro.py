"""Los archivos JSON del kit (`retiro.conformidad.seguro`): el registro de casos y el Cucumber JSON, un elemento por
línea con el codificador en C, dicen lo mismo que el JSON sangrado y se escriben siempre en UTF-8."""

from __future__ import annotations

import json

import pytest

from retiro.conformidad import seguro

DATOS = [
    {},
    [],
    "texto",
    None,
    {"casos": []},
    {"casos": [{"id": 1, "respuesta": {"texto": "\ud800 suelto", "lista": [1, [2, {}]]}}, "ñ"], "kit": {"v": 1}},
    {1: True, None: [], False: "x", 2.5: [None]},  # keys that json.dumps turns into text
    [1, [2], {"a": "\udfff"}],
]


@pytest.mark.parametrize("datos", DATOS, ids=repr)
def test_por_lineas_dice_lo_mismo_que_el_json_sangrado_y_es_utf_8(datos):
    texto = seguro.json_por_lineas(datos)
    texto.encode("utf-8")  # a lone surrogate is its JSON escape, never a character UTF-8 cannot write
    assert json.loads(texto) == json.loads(seguro.json_texto(datos))


def test_cada_caso_del_registro_va_en_su_linea():
    casos = [{"id": i, "solicitudes": [{"a": i}], "respuesta": {"b": [i, i]}} for i in range(5)]
    lineas = seguro.json_por_lineas({"kit": {"version": 1}, "casos": casos}).splitlines()
    assert [json.loads(x.strip().rstrip(",")) for x in lineas[3:-2]] == casos
    assert lineas[0] == "{" and lineas[-1] == "}"


def test_por_lineas_no_usa_el_codificador_en_python(monkeypatch):
    """The regression it replaced: with `indent`, json.dumps builds its pure-Python encoder (`_make_iterencode`),
    which for the registry of the whole specification cost more CPU than every answer of the reference."""

    def prohibido(*a, **k):
        raise AssertionError("json.dumps usó el codificador en Python")

    monkeypatch.setattr(json.encoder, "_make_iterencode", prohibido)
    seguro.json_por_lineas({"casos": [{"a": [1, {"b": 2}]}] * 3})
    with pytest.raises(AssertionError):
        seguro.json_texto({"a": [1]}, indent=1)


def test_el_kit_escribe_su_registro_y_su_cucumber_por_lineas(tmp_path, monkeypatch):
    from retiro.conformidad import plugin

    escritos = []
    monkeypatch.setattr(seguro, "escribir_json", lambda ruta, datos, indent=1, **k: escritos.append((ruta, k)))

    class Config:
        def __init__(self):
            self._retiro_objetivos = type("Abiertos", (), {"cerrar": lambda self: None})()
            self._retiro_sigterm = None
            self._retiro_cucumber = tmp_path / "c.json"
            self._retiro_casos = []

        def getoption(self, nombre):
            return tmp_path / "casos.json" if nombre == "registro_casos" else None

    monkeypatch.setattr(plugin, "registro", lambda config: {"casos": []})
    plugin.pytest_unconfigure(Config())
    assert [k for _, k in escritos] == [{"por_lineas": True}, {"por_lineas": True}]
