"""Validación con los esquemas del protocolo: cada uno compilado una vez por proceso, rápida y con el mismo veredicto.

El veredicto es siempre el de `jsonschema` (Draft 2020-12), la biblioteca de referencia. Si está instalado
`jsonschema_rs` (opcional: ``pip install "retiro[conformidad]"`` lo instala; es una rueda binaria), se le pregunta
primero: cuando dice «válido», se le cree; cuando dice «no válido» o no puede leer el valor (un texto con un
sustituto suelto, que Rust no admite), decide `jsonschema`, que además da los errores con su campo y su mensaje.
Así el atajo solo puede cambiar el veredicto si `jsonschema_rs` dijera «válido» a algo que `jsonschema` rechaza:
`tests/test_validacion.py` lo comprueba en un corpus con las trampas conocidas (``1`` por ``true`` en un
``const``, booleanos por enteros, claves repetidas, enteros enormes, ``NaN``). Issue 24: la validación de las
respuestas era la cuarta parte de la CPU del kit.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from retiro.protocolo import esquemas

#: Compilations of each schema of the protocol in this process, by name: one per run (a budget of
#: tests/test_presupuestos.py; `retiro.conformidad.plugin` writes it in the record of the run).
COMPILACIONES: Counter = Counter()
#: Ask `jsonschema_rs` first when it is installed (a test turns it off to check the fallback alone).
RAPIDO = True


def _rapido(esquema: dict):
    """El validador de `jsonschema_rs` del esquema, o None si no está instalado (o no sabe compilarlo)."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    try:
        return jsonschema_rs.Draft202012Validator(esquema)
    except Exception:  # a schema it cannot compile: jsonschema alone decides
        return None


class Validador:
    """Un esquema compilado: `errores(instancia)` da los errores de `jsonschema` (ninguno si es válida)."""

    def __init__(self, esquema: dict):
        from jsonschema import Draft202012Validator

        self.referencia = Draft202012Validator(esquema)
        self.rapido = _rapido(esquema)

    def valida_segun_el_rapido(self, instancia) -> bool:
        """¿Dice `jsonschema_rs` que es válida? False si no está, si dice que no o si no puede leerla."""
        if self.rapido is None or not RAPIDO:
            return False
        try:
            return bool(self.rapido.is_valid(instancia))
        except Exception:  # e.g. a lone surrogate in a text, which Rust strings cannot hold
            return False

    def errores(self, instancia) -> list:
        """Los errores de validación (`jsonschema.ValidationError`), en el orden de `jsonschema`."""
        if self.valida_segun_el_rapido(instancia):
            return []
        return list(self.referencia.iter_errors(instancia))


@cache
def validador(nombre: str) -> Validador:
    """El validador del esquema publicado «resultado», «error» o «solicitud», compilado una vez por proceso desde
    su generación (`retiro.protocolo.esquemas`, la misma que los archivos publicados: tests/test_esquemas.py)."""
    generadores = {"resultado": esquemas.resultado, "error": esquemas.error, "solicitud": esquemas.solicitud}
    COMPILACIONES[nombre] += 1
    return Validador(generadores[nombre]())
