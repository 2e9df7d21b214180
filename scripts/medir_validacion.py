#!/usr/bin/env python3
"""Decodificar y validar una solicitud: declaraciones propias frente a pydantic v2 y msgspec (issue 16).

Los tres validan el mismo modelo, construido de las mismas declaraciones (`retiro.protocolo.entrada.SOLICITUD`): los
mismos campos, los mismos lectores de datos (`retiro.protocolo.lectores`: fechas en español, cantidades exactas…), las
mismas reglas entre campos y el mismo objeto del dominio al final. Lo que cambia es quién recorre la
estructura: objetos, campos desconocidos y obligatorios, y (con texto) quién decodifica el JSON:

- propio:   `retiro.protocolo.decodificador.decodificar` + `retiro.protocolo.entrada.solicitud`;
- pydantic: un `BaseModel` por objeto (``extra="forbid"``), cada dato con `BeforeValidator` y su lector;
            con texto, ``model_validate_json`` (el decodificador en Rust de pydantic-core);
- msgspec:  un `Struct` por objeto (``forbid_unknown_fields``), datos sin tipo que se leen después;
            con texto, ``msgspec.json.Decoder`` (en C).

Las solicitudes son la mezcla realista de ``scripts/benchmark.py`` (todas distintas: las cachés no ayudan
más que en un lote real). Se mide tiempo de CPU de un solo proceso, un núcleo, y el arranque (importar la
biblioteca y construir el modelo) en un proceso nuevo. En una máquina compartida las cifras varían: repita.

Uso:  pip install -e ".[medicion]" ;  python scripts/medir_validacion.py [--solicitudes 20000] [--segundos 2]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Annotated, Any

RAIZ = Path(__file__).resolve().parent
sys.path.insert(0, str(RAIZ))

from benchmark import solicitudes as mezcla  # noqa: E402
from retiro.comun.errores import ErrorDeEntrada  # noqa: E402
from retiro.protocolo import entrada, lectores  # noqa: E402
from retiro.protocolo.declaracion import Objeto  # noqa: E402
from retiro.protocolo.decodificador import decodificar  # noqa: E402

# ------------------------------------------------------------------------------------------ the same model


def _dominio(o: Objeto, valores: dict, datos: dict) -> Any:
    """Rules and construction, shared by the three: from read values to the domain object."""
    for regla in o.reglas:
        regla(valores, datos)
    return o.construir(valores)


def modelo_pydantic():
    from pydantic import BaseModel, BeforeValidator, ConfigDict, create_model

    def hacer(o: Objeto):
        campos = {}
        for c in o.campos:
            if isinstance(c.tipo, Objeto):
                tipo: Any = hacer(c.tipo) | None
            else:
                leer, ruta, defecto = c.tipo.leer, c.ruta, c.defecto
                tipo = Annotated[
                    Any, BeforeValidator(lambda v, leer=leer, ruta=ruta, d=defecto: d if v is None else leer(v, ruta))
                ]
            campos[c.nombre] = (tipo, ... if c.obligatorio else c.defecto)
        return create_model(o.nombre, __config__=ConfigDict(extra="forbid", arbitrary_types_allowed=True), **campos)

    clases = {}

    def todas(o: Objeto):
        clases[o.nombre] = hacer(o)
        return clases[o.nombre]

    raiz = todas(entrada.SOLICITUD)

    def a_dominio(o: Objeto, m: BaseModel, datos: dict) -> Any:
        valores = {}
        for c in o.campos:
            v = getattr(m, c.nombre)
            if isinstance(c.tipo, Objeto) and v is not None:
                v = a_dominio(c.tipo, v, datos.get(c.nombre) or {})
            valores[c.nombre] = v
        return _dominio(o, valores, datos)

    def desde_dict(d: dict) -> Any:
        return a_dominio(entrada.SOLICITUD, raiz.model_validate(d), d)

    def desde_texto(t: bytes) -> Any:
        m = raiz.model_validate_json(t)
        return a_dominio(entrada.SOLICITUD, m, json.loads(t))  # raw values, only for the rules' error echo

    return desde_dict, desde_texto


def modelo_msgspec():
    import msgspec

    def hacer(o: Objeto):
        campos = []
        for c in o.campos:
            tipo: Any = (hacer(c.tipo) | None) if isinstance(c.tipo, Objeto) else Any
            campos.append((c.nombre, tipo) if c.obligatorio else (c.nombre, tipo, None))
        return msgspec.defstruct(o.nombre, campos, forbid_unknown_fields=True, kw_only=True)

    raiz = hacer(entrada.SOLICITUD)
    decodificador = msgspec.json.Decoder(raiz)

    def a_dominio(o: Objeto, s: Any, datos: dict) -> Any:
        valores = {}
        for c in o.campos:
            v = getattr(s, c.nombre)
            if v is None:
                v = c.defecto
            elif isinstance(c.tipo, Objeto):
                v = a_dominio(c.tipo, v, datos.get(c.nombre) or {})
            else:
                v = c.tipo.leer(v, c.ruta)
            valores[c.nombre] = v
        return _dominio(o, valores, datos)

    def desde_dict(d: dict) -> Any:
        return a_dominio(entrada.SOLICITUD, msgspec.convert(d, raiz), d)

    def desde_texto(t: bytes) -> Any:
        return a_dominio(entrada.SOLICITUD, decodificador.decode(t), msgspec.json.decode(t))

    return desde_dict, desde_texto


def modelo_propio():
    return entrada.solicitud, lambda t: entrada.solicitud(decodificar(t))


VARIANTES = {"propio": modelo_propio, "pydantic": modelo_pydantic, "msgspec": modelo_msgspec}
ARRANQUE = {
    "propio": "import sys; sys.path.insert(0, {r!r}); import medir_validacion as m; m.modelo_propio()",
    "pydantic": "import sys; sys.path.insert(0, {r!r}); import medir_validacion as m; m.modelo_pydantic()",
    "msgspec": "import sys; sys.path.insert(0, {r!r}); import medir_validacion as m; m.modelo_msgspec()",
}

# ------------------------------------------------------------------------------------------ measuring


def medir(funcion, entradas: list, segundos: float) -> float:
    """Microseconds of CPU per call (every input is valid or gets ErrorDeEntrada, as in the reference)."""
    for x in entradas[:500]:
        _una(funcion, x)
    hechas, inicio = 0, time.process_time()
    while time.process_time() - inicio < segundos:
        for x in entradas:
            _una(funcion, x)
        hechas += len(entradas)
    return (time.process_time() - inicio) / hechas * 1e6


def _una(funcion, x) -> None:
    try:
        funcion(x)
    except ErrorDeEntrada:
        pass
    except ValueError as e:  # pydantic / msgspec wrap the readers' errors
        if "ErrorDeEntrada" not in repr(e) and "Validation" not in type(e).__name__:
            raise


def arranque(variante: str, veces: int = 7) -> float:
    """Milliseconds of CPU to start Python and import (and build) the model, minus a bare `python -c pass`.

    CPU time of the child (user + system), not wall time: other processes on the machine do not count.
    """

    def mediana(codigo: str) -> float:
        t = []
        for _ in range(veces):
            antes = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run([sys.executable, "-c", codigo], check=True)
            despues = resource.getrusage(resource.RUSAGE_CHILDREN)
            t.append(despues.ru_utime - antes.ru_utime + despues.ru_stime - antes.ru_stime)
        return sorted(t)[veces // 2] * 1000

    return mediana(ARRANQUE[variante].format(r=str(RAIZ))) - mediana("pass")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--solicitudes", type=int, default=20_000, help="solicitudes distintas de la mezcla")
    p.add_argument("--segundos", type=float, default=2.0, help="duración mínima de cada medición")
    p.add_argument("--sin-cache", action="store_true", help="mide también el lector propio sin la caché de textos")
    a = p.parse_args(argv)
    dicts = mezcla(a.solicitudes)
    textos = [json.dumps(s).encode() for s in dicts]
    print(f"{a.solicitudes} solicitudes distintas (scripts/benchmark.py); µs de CPU por solicitud, un núcleo")
    print(f"{'':10s} {'dict → Solicitud':>18s} {'texto → Solicitud':>18s} {'arranque (ms CPU)':>18s}")
    for nombre, hacer in VARIANTES.items():
        try:
            desde_dict, desde_texto = hacer()
        except ImportError as e:
            print(f"{nombre:10s} no instalado ({e.name}): pip install -e '.[medicion]'")
            continue
        print(
            f"{nombre:10s} {medir(desde_dict, dicts, a.segundos):18.2f} {medir(desde_texto, textos, a.segundos):18.2f}"
            f" {arranque(nombre):18.1f}"
        )
    if a.sin_cache:
        lectores._fecha_de_texto = lectores._fecha_de_texto.__wrapped__
        lectores._numero_de_texto = lectores._numero_de_texto.__wrapped__
        print(f"{'propio, sin caché de textos':28s} {medir(entrada.solicitud, dicts, a.segundos):.2f}")
    print("arranque: importar retiro y la biblioteca y construir el modelo, menos un «python -c pass»")
    return 0


if __name__ == "__main__":
    sys.exit(main())
