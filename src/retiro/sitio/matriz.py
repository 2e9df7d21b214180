"""La página de la matriz de conformidad (issue 10 §7): implementaciones × cláusulas, de los informes guardados.

Los datos son los de ``retiro.conformidad.matriz`` (el kit): una columna por implementación y versión (la que dice
su saludo) con su veredicto, una fila por cláusula; cada celda cuenta los casos aprobados, fallidos y no soportados
de esa implementación en esa cláusula. Los informes son los que guarda el kit en ``docs/resultados/`` (cualquier
número de ellos). Nada de esto toca el estado publicado de la especificación, que sale solo de la ejecución de la
referencia.
"""

from __future__ import annotations

from pathlib import Path

from retiro.conformidad import matriz as kit
from retiro.sitio import etiquetas, plantilla

CUENTAS = ("aprobado", "fallido", "no_soportado", "omitido")


def datos(raiz: Path) -> dict:
    informes = kit.cargar(raiz / kit.CARPETA)
    m = kit.matriz(informes)
    for col, informe in zip(m["columnas"], informes, strict=True):
        archivo = kit.nombre_de_archivo(informe)
        col["archivo"] = archivo if (raiz / kit.CARPETA / archivo).is_file() else None
    usadas = [r for r in CUENTAS if any(c["totales"][r] for c in m["columnas"])]
    for f in m["filas"]:
        f["etiqueta"] = etiquetas.valor(f["clausula"])
        f["enlace"] = f"../clausulas/{f['clausula']}/" if f["resumen"] else None  # raw HTML: from the page
        # Each cell as the counts to show, in order, without zeros (None: no case of that clause).
        f["celdas"] = [[(r, c[r]) for r in usadas if c[r]] or None if c else None for c in f["celdas"]]
    campo = etiquetas.glosario().get("conformidad.resultado")
    return {
        **m,
        "cuentas": usadas,
        "carpeta": kit.CARPETA.as_posix(),
        "leyenda": [campo.valores[r] for r in usadas if r in campo.valores] if campo is not None else [],
    }


def pagina(raiz: Path) -> str:
    return plantilla.pagina("conformidad_resultados", yo="conformidad_resultados.md", **datos(raiz))
