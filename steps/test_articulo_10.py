"""Artículo 10 — Coordinación con el Seguro Social federal: enlaza los .feature de features/articulo_10 y los pasos."""

from pytest_bdd import scenarios

scenarios("articulo_10")
