"""Las decisiones de la revisión jurídica: enlaza features/revision con los pasos."""

from pytest_bdd import scenarios

scenarios("revision")
