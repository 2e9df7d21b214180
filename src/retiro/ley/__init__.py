"""La ley: las reglas de los Artículos 18 y 10, sus parámetros y los textos que leen (lo que revisa un abogado)."""
