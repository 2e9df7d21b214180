"""Pasos de las identidades (demostradas con SymPy), de las propiedades (Hypothesis) y de las regiones del Artículo 18.

Las identidades están en `retiro.identidades`; las propiedades, en tests/test_hipotesis.py (`PROPIEDADES`); las
regiones, en `retiro.simbolico.regiones_18`.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from pytest_bdd import given, parsers, then

_REGIMENES = {
    "anterior al 1 de abril de 1990": "anterior",
    "anterior": "anterior",
    "nuevo participante": "nuevo",
    "nuevo": "nuevo",
}
_CUERPOS = {"ninguno": "ninguno", "policía o bomberos": "policia_o_bomberos"}


def _propiedades() -> dict:
    """El registro de propiedades de tests/test_hipotesis.py (el mismo módulo si pytest ya lo importó)."""
    modulo = sys.modules.get("test_hipotesis")
    if modulo is None:
        ruta = Path(__file__).resolve().parents[1] / "tests" / "test_hipotesis.py"
        spec = importlib.util.spec_from_file_location("test_hipotesis", ruta)
        modulo = importlib.util.module_from_spec(spec)
        sys.modules["test_hipotesis"] = modulo
        spec.loader.exec_module(modulo)
    return modulo.PROPIEDADES


@then(parsers.parse('la identidad "{identidad}" está demostrada para todo valor admisible'))
def identidad_demostrada(identidad):
    """Entonces la identidad "10.5-garantia" está demostrada para todo valor admisible   (catálogo de retiro.identidades)"""
    from retiro.identidades import demostrar

    estado = demostrar(identidad)
    assert estado.demostrada, f"la identidad «{identidad}» no está demostrada: {estado}"


@then(parsers.parse('la propiedad "{propiedad}" se cumple en todos los casos generados'))
def propiedad_se_cumple(propiedad):
    """Entonces la propiedad "10.5-en-la-calculadora" se cumple en todos los casos generados   (Hypothesis)"""
    propiedades = _propiedades()
    assert propiedad in propiedades, f"no hay propiedad «{propiedad}»; hay: {', '.join(propiedades)}"
    propiedades[propiedad]()


@given(parsers.parse('un miembro en servicio activo, {regimen}, con cuerpo "{cuerpo}", que pide una pensión opcional'))
def regimen_y_cuerpo(caso, regimen, cuerpo):
    """Dado un miembro en servicio activo, anterior al 1 de abril de 1990, con cuerpo "ninguno", que pide una pensión opcional
    (nuevo participante; cuerpo "policía o bomberos")"""
    assert regimen in _REGIMENES, f"régimen desconocido «{regimen}»; se admite: {', '.join(_REGIMENES)}"
    assert cuerpo in _CUERPOS, f"cuerpo desconocido «{cuerpo}»; se admite: {', '.join(_CUERPOS)}"
    caso["regiones"] = (_REGIMENES[regimen], _CUERPOS[cuerpo])


@then(parsers.parse('la región "{region}" es "{conjunto}"'))
def region_es(caso, region, conjunto):
    """Entonces la región "laguna" es "55 ≤ edad < 58 y servicio ≥ 30"   (regiones en edad cumplida y años de servicio)"""
    from retiro import simbolico

    regiones = simbolico.regiones_18(*caso["regiones"])
    assert region in regiones, f"región desconocida «{region}»; hay: {', '.join(regiones)}"
    obtenido = simbolico.texto_region(regiones[region])
    assert obtenido == conjunto, f"la región «{region}» es «{obtenido}», no «{conjunto}»"
