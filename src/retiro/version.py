"""Las dos versiones de retiro, cada una escrita una sola vez, y la dirección del sitio publicado.

- `VERSION_PROTOCOLO`: la del protocolo JSON (docs/protocolo.md). Cambia el número mayor solo si una
  solicitud o un resultado válidos dejan de serlo; las implementaciones comparan el número mayor.
- `VERSION`: la del paquete; ``pyproject.toml`` la lee de aquí (``[tool.setuptools.dynamic]``).
"""

VERSION_PROTOCOLO = (
    "1.2"  # 1.1: id_solicitud; 1.2: ningún nombre lleva una cifra de la ley (docs/protocolo.md, «Versiones»)
)
VERSION = "0.1.0"
# The address of the published site (GitHub Pages, docs/publicar.md): the base of the schemas' $id
# (retiro.protocolo.esquemas). Change it here if the site moves, then regenerate the schemas:
# python -m retiro.cli.esquemas.
SITIO = "https://retiro.example/"
