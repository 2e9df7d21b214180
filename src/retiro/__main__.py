"""``python -m retiro``: la misma orden que `retiro`."""

from retiro.cli import ejecutar

ejecutar()
