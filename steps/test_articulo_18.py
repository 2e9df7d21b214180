"""Artículo 18 — Pensiones opcionales: enlaza los .feature de features/articulo_18 con los pasos."""

from pytest_bdd import scenarios

scenarios("articulo_18")
