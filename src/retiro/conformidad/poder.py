"""El poder de la especificación: la ejecuta contra cada implementación defectuosa y dice qué escenarios la atrapan.

    python -m retiro.conformidad.poder                    # escribe docs/conformidad_defectuosas.md
    python -m retiro.conformidad.poder --salida -         # a la salida estándar

Primero la referencia (control); después, en una sola sesión de pytest, cada caso cuya respuesta cambia con
alguna defectuosa se ejecuta contra ella (objetivo modulo:funcion, en el mismo proceso). Es la página de
prueba del propio kit: las defectuosas no son resultados de ninguna implementación real (esos están en la matriz
de resultados de conformidad del sitio, como la del DMN TCK).
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from retiro.conformidad import ejecutor
from retiro.conformidad.defectuosas import DEFECTUOSAS

MAX_NOMBRES = 3
POR_DEFECTUOSA = 12  # differing cases run per faulty implementation in the first round


def _igual(defectuosa, caso: dict) -> bool:
    """¿Da la defectuosa exactamente las mismas respuestas que la referencia a las solicitudes del caso?

    Si es así, los pasos del escenario (que solo leen las respuestas) dan lo mismo que con la referencia, y no
    hace falta ejecutarlo: así la medición cuesta segundos y no minutos.
    """
    for solicitud, respuesta in zip(caso["solicitudes"], caso["respuestas"], strict=False):
        try:
            otra = json.loads(json.dumps(defectuosa.evaluar(copy.deepcopy(solicitud)), ensure_ascii=False))
        except Exception:
            return False
        if otra != respuesta:
            return False
    return len(caso["solicitudes"]) == len(caso["respuestas"])


def medir(raiz: Path | None = None, seleccion: str | None = None, por_defectuosa: int = POR_DEFECTUOSA) -> dict:
    """{'referencia': cuentas, 'casos': n, 'defectuosas': {id: {'atrapada', 'distintos', 'ejecutados', 'fallidos', 'escenarios'}}}

    1. La especificación contra la referencia (control), registrando las solicitudes de cada caso.
    2. Cada caso se repite contra cada defectuosa fuera de pytest: solo los casos en que alguna respuesta
       cambia pueden fallar.
    3. Esos casos se ejecutan de verdad (pytest, pasos «Entonces»), en una sola sesión para todas: primero
       hasta `por_defectuosa` de cada una; si ninguno falla, los demás.
    """
    with tempfile.TemporaryDirectory(prefix="retiro-poder-") as tmp:
        carpeta = Path(tmp)
        _, control = ejecutor.ejecutar(
            ["referencia"], carpeta / "control", raiz, seleccion=seleccion, ci=False, silencioso=True
        )
        distintos: dict[str, list[dict]] = {}
        for d in DEFECTUOSAS.values():
            distintos[d.id] = [
                {"objetivo": d.objetivo, "archivo": c["archivo"], "linea": c["linea"], "ejemplo": c.get("ejemplo", {})}
                for c in control["casos"]
                if c["resultado"] == "aprobado" and not _igual(d, c)
            ]
        casos: list[dict] = []
        ejecutados: dict[str, int] = defaultdict(int)

        def ronda(nombre: str, pedidos: list[dict]) -> None:
            if not pedidos:
                return
            ruta = carpeta / f"{nombre}.json"
            ruta.write_text(json.dumps(pedidos, ensure_ascii=False), encoding="utf-8")
            objetivos = sorted({p["objetivo"] for p in pedidos})
            _, datos = ejecutor.ejecutar(
                objetivos,
                carpeta / nombre,
                raiz,
                seleccion=seleccion,
                ci=False,
                silencioso=True,
                extra=["--solo-casos", str(ruta)],
            )
            casos.extend(datos["casos"])
            for p in pedidos:
                ejecutados[p["objetivo"]] += 1

        ronda("ronda1", [p for lista in distintos.values() for p in lista[:por_defectuosa]])
        atrapadas = {c["objetivo"] for c in casos if c["resultado"] == "fallido"}
        ronda(
            "ronda2",
            [p for d in DEFECTUOSAS.values() if d.objetivo not in atrapadas for p in distintos[d.id][por_defectuosa:]],
        )
    por_objetivo: dict[str, list[dict]] = defaultdict(list)
    for c in casos:
        por_objetivo[c["objetivo"]].append(c)
    resultado = {
        "referencia": ejecutor.resumen(control["casos"])["total"],
        "casos": len(control["casos"]),
        "defectuosas": {},
    }
    for d in DEFECTUOSAS.values():
        fallidos = [c for c in por_objetivo[d.objetivo] if c["resultado"] == "fallido"]
        escenarios = []
        for c in fallidos:
            nombre = f"{c['archivo'].removeprefix('features/')}:{c['linea']} «{c['escenario']}»"
            if nombre not in escenarios:
                escenarios.append(nombre)
        resultado["defectuosas"][d.id] = {
            "atrapada": bool(fallidos),
            "distintos": len(distintos[d.id]),
            "ejecutados": ejecutados[d.objetivo],
            "fallidos": len(fallidos),
            "escenarios": escenarios,
        }
    return resultado


def tabla(m: dict) -> str:
    atrapadas = sum(1 for x in m["defectuosas"].values() if x["atrapada"])
    ref = m["referencia"]
    lineas = [
        "# Poder del kit: implementaciones defectuosas",
        "",
        '!!! info "Prueba del kit, no resultados de conformidad"',
        "",
        "    Estas implementaciones tienen errores puestos a propósito para comprobar que la especificación los",
        "    detecta. Los resultados de las implementaciones reales están en",
        "    [Resultados de conformidad](conformidad_resultados.md).",
        "",
        "Página generada por `python -m retiro.conformidad.poder` (no la edite a mano). Cada fila es una",
        "implementación con un error realista, hecha sobre la calculadora de referencia",
        "(`src/retiro/conformidad/defectuosas/`); la especificación completa se ejecuta contra cada una y se",
        "cuentan los casos (escenarios y filas de ejemplos) que fallan. Una defectuosa que ningún escenario",
        "atrapa señala un escenario que falta.",
        "",
        f"Control: la referencia pasa {ref['aprobado']} de {m['casos'] - ref['no_aplica']} casos ({ref['fallido']} fallidos; "
        f"{ref['no_aplica']} escenarios de propiedades no usan la implementación y no cuentan).",
        f"Atrapadas: **{atrapadas} de {len(m['defectuosas'])}**.",
        "",
        "Columnas: casos cuya respuesta cambia con la defectuosa; de ellos, los que fallan (se ejecutan hasta",
        f"{POR_DEFECTUOSA} por defectuosa, y todos si ninguno de esos falla: «≥» indica que no se ejecutaron todos).",
        "",
        "| Defectuosa | Cláusula | Error | Respuestas distintas | Casos que fallan | Escenarios que la atrapan |",
        "| --- | --- | --- | ---: | ---: | --- |",
    ]
    for id_, x in m["defectuosas"].items():
        d = DEFECTUOSAS[id_]
        nombres = "; ".join(x["escenarios"][:MAX_NOMBRES]) + (
            f"; y {len(x['escenarios']) - MAX_NOMBRES} más" if len(x["escenarios"]) > MAX_NOMBRES else ""
        )
        fallan = f"{'≥ ' if x['ejecutados'] < x['distintos'] else ''}{x['fallidos']}"
        clausula = re.sub(r"^(\d+\.\d+)\.([a-e])$", r"\1(\2)", d.clausula)  # cited as in the text: 18.5(a)
        lineas.append(
            f"| `{id_}` | {clausula} | {d.error} | {x['distintos']} | {fallan} | {nombres or '**ninguno: falta un escenario**'} |"
        )
    return "\n".join(lineas) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m retiro.conformidad.poder", description=__doc__.splitlines()[0])
    p.add_argument(
        "--salida",
        default=None,
        help="archivo Markdown (por defecto docs/conformidad_defectuosas.md; - para la salida estándar)",
    )
    a = p.parse_args(argv)
    raiz = ejecutor.raiz_del_proyecto()
    m = medir(raiz)
    texto = tabla(m)
    if a.salida == "-":
        sys.stdout.write(texto)
    else:
        ruta = Path(a.salida) if a.salida else raiz / "docs" / "conformidad_defectuosas.md"
        ruta.write_text(texto, encoding="utf-8")
        print(f"escrito {ruta}", file=sys.stderr)
    return 0 if all(x["atrapada"] for x in m["defectuosas"].values()) and m["referencia"]["fallido"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
