"""La validación rápida de las respuestas (`retiro.conformidad.validacion`) da el veredicto de `jsonschema`.

`jsonschema_rs` solo decide cuando dice «válido»; lo demás lo decide `jsonschema`. El veredicto del kit solo podría
cambiar si `jsonschema_rs` dijera «válido» a algo que `jsonschema` rechaza: aquí se busca en un corpus hecho de
las respuestas y solicitudes de ejemplo de la referencia, con cada dato cambiado por un valor trampa (``1`` por
``true`` en el ``const`` de ``interno``, booleanos por enteros y al revés, enteros enormes, ``1.0``, textos vacíos
o con un sustituto suelto, ``NaN``, listas y objetos), y textos JSON con claves repetidas y números que un dict
no dice. Sin `jsonschema_rs` (o con él apagado) el resultado es el de `jsonschema` solo.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from retiro import evaluar
from retiro.conformidad import objetivos, validacion
from retiro.protocolo import esquemas

RAIZ = Path(__file__).resolve().parents[1]
TRAMPAS = [True, False, 1, 0, -1, 1.0, 2**70, -(2**70), 10**30, None, "", "1", "true", "\ud800", float("nan"), [], {}]


def _ejemplos() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted((RAIZ / "ejemplos").glob("*.json"))]


def _hojas(valor, ruta=()):
    """Las rutas de cada valor dentro de un objeto JSON (también las de los objetos y listas)."""
    yield ruta
    if isinstance(valor, dict):
        for k, x in valor.items():
            yield from _hojas(x, (*ruta, k))
    elif isinstance(valor, list):
        for i, x in enumerate(valor):
            yield from _hojas(x, (*ruta, i))


def _con(valor, ruta, nuevo):
    copia = copy.deepcopy(valor)
    if not ruta:
        return nuevo
    destino = copia
    for p in ruta[:-1]:
        destino = destino[p]
    destino[ruta[-1]] = nuevo
    return copia


def _mutaciones(base, por_hoja: int) -> list:
    """Cada hoja de `base` cambiada por `por_hoja` trampas (en rueda: todas las trampas salen), y la base."""
    salida, n = [base], 0
    for ruta in _hojas(base):
        for _ in range(por_hoja):
            salida.append(_con(base, ruta, TRAMPAS[n % len(TRAMPAS)]))
            n += 1
    return salida


def _respuestas() -> list[dict]:
    """Las respuestas de la referencia a los ejemplos, como las lee el kit (texto JSON -> objeto)."""
    return [json.loads(json.dumps(evaluar(s), ensure_ascii=False)) for s in _ejemplos()]


V = '"version_protocolo": "1.2", '
ERRORES = [
    {"version_protocolo": "1.2", "error": {"campo": "fecha_retiro", "mensaje": "no es una fecha", "valor_recibido": 3}},
    {"version_protocolo": "1.2", "error": {"interno": True, "mensaje": "fallo interno", "detalle": "x"}},
    {"version_protocolo": "1.2", "error": {"no_soportado": True, "campo": "coordinacion", "mensaje": "no soportado"}},
]
#: Texts of answers that a dict cannot express, read as the kit reads them (objetivos.leer_json).
TEXTOS = [
    "{" + V + '"error": {"interno": 1, "mensaje": "fallo interno"}}',  # the trap: 1 for const true
    "{" + V + '"error": {"interno": true, "interno": 1, "mensaje": "x"}}',  # repeated key: the last one counts
    "{" + V + '"error": {"interno": 1, "interno": true, "mensaje": "x"}}',
    "{" + V + '"error": {"interno": true, "mensaje": "x", "mensaje": 5}}',
    "{" + V + '"error": {"interno": 1.0, "mensaje": "fallo"}}',
    "{" + V + '"error": {"campo": "x", "mensaje": "m", "valor_recibido": 123456789012345678901234567890}}',
    "{" + V + '"error": {"interno": NaN, "mensaje": "m"}}',
    "{" + V + '"error": {"campo": "x", "mensaje": "\\ud800"}}',
]


def _corpus() -> list[tuple[str, object]]:
    casos = []
    respuestas = _respuestas()
    # one full answer mutated leaf by leaf (every trap reaches fields of every kind); the others as they are
    coordinada = max(respuestas, key=lambda r: len(json.dumps(r)))
    casos += [("resultado", x) for x in _mutaciones(coordinada, 1)]
    casos += [("resultado", r) for r in respuestas if "error" not in r]
    for e in ERRORES:
        casos += [("error", x) for x in _mutaciones(e, len(TRAMPAS))]
    casos += [("error", objetivos.leer_json(t)) for t in TEXTOS]
    solicitud = _ejemplos()[0]
    casos += [("solicitud", x) for x in _mutaciones(solicitud, 1)]
    return casos


CORPUS = _corpus()


def _valido_segun_jsonschema(nombre: str, instancia) -> bool:
    return not list(validacion.validador(nombre).referencia.iter_errors(instancia))


def test_la_validacion_rapida_nunca_da_por_valido_lo_que_jsonschema_rechaza():
    pytest.importorskip("jsonschema_rs")
    malos, desacuerdos = [], 0
    for nombre, instancia in CORPUS:
        v = validacion.validador(nombre)
        referencia = _valido_segun_jsonschema(nombre, instancia)
        rapido = v.valida_segun_el_rapido(instancia)
        if rapido and not referencia:
            malos.append((nombre, instancia))
        desacuerdos += rapido != referencia
    assert not malos, f"jsonschema_rs da por válido lo que jsonschema rechaza: {malos[:3]}"
    # the corpus has both verdicts, and the fast one is the one that usually decides (else it would not be faster)
    validos = sum(1 for n, x in CORPUS if _valido_segun_jsonschema(n, x))
    assert 50 < validos < len(CORPUS) - 200, validos
    assert desacuerdos < len(CORPUS) // 10, desacuerdos


def test_la_trampa_del_const_la_rechazan_los_dos():
    """1 por true en «interno» (const: true): fastjsonschema lo acepta; jsonschema y jsonschema_rs, no."""
    uno = objetivos.leer_json(TEXTOS[0])
    v = validacion.validador("error")
    assert v.errores(uno) and not v.valida_segun_el_rapido(uno)
    with pytest.raises(objetivos.FalloDeImplementacion, match="interno"):
        objetivos.validar(TEXTOS[0])


def test_sin_el_validador_rapido_el_veredicto_es_el_mismo(monkeypatch):
    con = [bool(validacion.validador(n).errores(x)) for n, x in CORPUS[::7]]
    monkeypatch.setattr(validacion, "RAPIDO", False)
    sin = [bool(validacion.validador(n).errores(x)) for n, x in CORPUS[::7]]
    assert con == sin


def test_sin_jsonschema_rs_instalado_valida_jsonschema(monkeypatch):
    import builtins

    original = builtins.__import__

    def sin_rs(nombre, *a, **k):
        if nombre == "jsonschema_rs":
            raise ImportError(nombre)
        return original(nombre, *a, **k)

    monkeypatch.setattr(builtins, "__import__", sin_rs)
    v = validacion.Validador(esquemas.error())
    assert v.rapido is None
    assert v.errores(objetivos.leer_json(TEXTOS[0])) and not v.errores(ERRORES[1])


def test_un_esquema_se_compila_una_vez_por_proceso():
    # From a fresh cache: another test of the same worker may have emptied it (scripts/mutacion.py._vaciar_caches,
    # in tests/test_mutacion.py), and the count is of the compilations since.
    validacion.validador.cache_clear()
    validacion.COMPILACIONES.clear()
    for _ in range(3):
        objetivos.validar(json.dumps(ERRORES[0]))
        objetivos.validadores()
    assert {"error", "resultado"} <= set(validacion.COMPILACIONES), validacion.COMPILACIONES
    assert all(n == 1 for n in validacion.COMPILACIONES.values()), validacion.COMPILACIONES
