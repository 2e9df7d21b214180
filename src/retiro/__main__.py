"""``python -m retiro`` y la orden `retiro`: la línea de órdenes (retiro.cli), y un Ctrl+C mientras se carga."""

# A Ctrl+C while the command loads ends as it does afterwards (130, no trace). Before this point only the
# interpreter and the package `retiro` run, and that package loads nothing else.
try:
    from retiro.cli import ejecutar
except KeyboardInterrupt:
    raise SystemExit(130) from None

__all__ = ["ejecutar"]  # the console script `retiro` runs it (pyproject.toml)

if __name__ == "__main__":
    ejecutar()
