"""Identidades y propiedades: enlaza los .feature de features/propiedades con los pasos."""

from pytest_bdd import scenarios

scenarios("propiedades")
