"""Registro de interpretaciones: enlaza los .feature de features/interpretaciones con los pasos."""

from pytest_bdd import scenarios

scenarios("interpretaciones")
