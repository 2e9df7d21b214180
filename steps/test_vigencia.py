"""El período que gobiernan los textos: enlaza features/vigencia con los pasos."""

from pytest_bdd import scenarios

scenarios("vigencia")
