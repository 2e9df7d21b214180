"""El sitio de documentación: la especificación viva, generada de los .feature y de la última ejecución.

- ``registro_resultados``: complemento de pytest que guarda el resultado de cada escenario y de cada
  fila de ejemplos en ``informes/resultados.json``.
- ``gancho``: gancho de mkdocs (``hooks:`` en mkdocs.yml) que genera las páginas y los gráficos al construir.
- ``gherkin``: resaltado de Gherkin en español (Pygments no conoce «Regla»).
"""
