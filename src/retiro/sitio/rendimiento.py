"""El rendimiento medido (issue 14), de las mediciones confirmadas en el repositorio.

Cada script de medición —``scripts/benchmark_lote.py``, ``scripts/benchmark.py``, ``scripts/benchmark_stdio.py``,
``scripts/arranque.py``, ``scripts/benchmark_kit.py`` (la CPU del kit de conformidad) y ``scripts/tiempo_suite.py``
(el reloj de la suite por defecto)— con ``--escribir`` deja ``mediciones/rendimiento/<medición>.json`` (formato
«retiro-rendimiento», descrito en ``mediciones/README.md``): lo que imprimió, la orden, la fecha, la máquina y, por
cada objetivo, la meta y la cifra medida. El sitio publica esos archivos y nada más: ninguna cifra se escribe a mano
en la documentación, y sin medición la página lo dice. Si un objetivo se cumple lo decide `Objetivo.cumplido` con la
meta y la cifra; una prueba comprueba que cada archivo dice lo mismo y que la cifra es la que el script imprimió.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import platform
import re
import sys
from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path

FORMATO = "retiro-rendimiento"
VERSION = 1
CARPETA = Path("mediciones") / "rendimiento"  # relative to the project root
#: Each measurement and the script that makes it (the order of the page).
MEDICIONES = {
    "lote": "python scripts/benchmark_lote.py",
    "escalar": "python scripts/benchmark.py",
    "stdio": "python scripts/benchmark_stdio.py",
    "arranque": "python scripts/arranque.py",
    "kit": "python scripts/benchmark_kit.py",
    "suite": "python scripts/tiempo_suite.py",
}
#: How a measured figure is printed, by its unit (the test finds it so in what the script printed).
FORMATOS = {"×": "{:.2f}×", "MiB": "{:,.0f}", "/s": "{:,.0f}", "s de": "{:.1f}"}


def impreso(valor: float, unidad: str) -> str:
    """La cifra como la imprime el script que la midió (``3,629,163``, ``862``, ``8.38×``)."""
    for clave, patron in FORMATOS.items():
        if clave in unidad:
            return patron.format(valor)
    raise ValueError(f"unidad sin formato: {unidad}")


@dataclass(frozen=True)
class Objetivo:
    """Un objetivo de la issue 14: la meta, la cifra medida y si una cifra mayor es mejor."""

    id: str
    descripcion: str
    meta: float
    medido: float
    unidad: str
    mayor_es_mejor: bool = True

    @property
    def cumplido(self) -> bool:
        return self.medido >= self.meta if self.mayor_es_mejor else self.medido <= self.meta

    def como_dict(self) -> dict:
        return {**asdict(self), "cumplido": self.cumplido}


class Registro:
    """Lo que imprime un script de medición, copiado mientras lo imprime, y sus objetivos; `escribir` lo guarda.

    Uso (en el script)::

        with Registro("lote", sys.argv) as r:
            ...  # print(...) as always
            r.objetivo("motor_1e6", "Motor vectorial…", 3_000_000, medido, "miembros/s")
        r.escribir(RAIZ)
    """

    def __init__(self, medicion: str, argv: list[str]):
        if medicion not in MEDICIONES:
            raise ValueError(f"medición desconocida: {medicion}")
        self.medicion = medicion
        self.orden = " ".join([MEDICIONES[medicion], *argv[1:]])
        self.objetivos: list[Objetivo] = []
        self.texto = io.StringIO()
        self.carga = [os.getloadavg()[0]]

    def __enter__(self) -> Registro:
        self._salida = sys.stdout
        registro = self

        class Copia(io.TextIOBase):
            def write(self, s: str) -> int:
                registro.texto.write(s)
                return registro._salida.write(s)

            def flush(self) -> None:
                registro._salida.flush()

        sys.stdout = Copia()
        return self

    def __exit__(self, *exc) -> None:
        sys.stdout = self._salida
        self.carga.append(os.getloadavg()[0])

    def objetivo(
        self, id: str, descripcion: str, meta: float, medido: float, unidad: str, mayor_es_mejor: bool = True
    ) -> Objetivo:
        o = Objetivo(id, descripcion, meta, medido, unidad, mayor_es_mejor)
        self.objetivos.append(o)
        return o

    def como_dict(self) -> dict:
        from importlib.metadata import PackageNotFoundError, version

        paquetes = {}
        for nombre in ("numpy", "pyarrow", "babel", "pyyaml"):
            with contextlib.suppress(PackageNotFoundError):
                paquetes[nombre] = version(nombre)
        return {
            "formato": FORMATO,
            "version": VERSION,
            "medicion": self.medicion,
            "fecha": date.today().isoformat(),
            "orden": self.orden,
            "maquina": {
                "nucleos": os.cpu_count(),
                "carga_media": [round(x, 2) for x in self.carga],
                "python": platform.python_version(),
                "sistema": platform.platform(),
                "paquetes": paquetes,
            },
            "objetivos": [o.como_dict() for o in self.objetivos],
            "texto": self.texto.getvalue(),
        }

    def escribir(self, raiz: Path) -> Path:
        ruta = raiz / CARPETA / f"{self.medicion}.json"
        ruta.parent.mkdir(parents=True, exist_ok=True)
        ruta.write_text(json.dumps(self.como_dict(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(f"Medición guardada en {ruta.relative_to(raiz) if ruta.is_relative_to(raiz) else ruta}", file=sys.stderr)
        return ruta


def leer(raiz: Path) -> dict[str, dict]:
    """Las mediciones confirmadas, por nombre (solo las que hay); un archivo de otro formato es un error."""
    salida = {}
    for nombre in MEDICIONES:
        ruta = raiz / CARPETA / f"{nombre}.json"
        if not ruta.is_file():
            continue
        datos = json.loads(ruta.read_text(encoding="utf-8"))
        if datos.get("formato") != FORMATO or datos.get("version") != VERSION or datos.get("medicion") != nombre:
            raise ValueError(f"{ruta}: no es una medición «{nombre}» de formato {FORMATO} {VERSION}")
        # A measurement saved before the scripts stopped naming the tracker said «objetivo del issue 14»: a reader
        # of the site has no tracker (the figures are the same).
        datos["texto"] = re.sub(r"objetivo del issue \d+", "objetivo", datos.get("texto", ""))
        salida[nombre] = datos
    return salida


def objetivos(datos: dict) -> list[Objetivo]:
    campos = ("id", "descripcion", "meta", "medido", "unidad", "mayor_es_mejor")
    return [Objetivo(**{k: o[k] for k in campos}) for o in datos["objetivos"]]


def _unidad(unidad: str) -> str:
    """The unit after a figure («3,752,845 miembros/s»); a ratio already carries its «×»."""
    return "" if unidad == "×" else " " + unidad


def pagina(raiz: Path) -> str:
    from retiro.sitio import plantilla  # Jinja2: the site only (start-up of `python scripts/benchmark*.py`)

    mediciones = leer(raiz)
    filas = []
    for nombre, datos in mediciones.items():
        for o in objetivos(datos):
            filas.append(
                {
                    "descripcion": o.descripcion,
                    "meta": ("≥ " if o.mayor_es_mejor else "≤ ") + impreso(o.meta, o.unidad) + _unidad(o.unidad),
                    "medido": impreso(o.medido, o.unidad) + _unidad(o.unidad),
                    "cumplido": o.cumplido,
                    "medicion": nombre,
                }
            )
    return plantilla.pagina(
        "rendimiento",
        yo="rendimiento.md",
        carpeta=CARPETA.as_posix(),
        scripts=MEDICIONES,
        mediciones=mediciones,
        filas=filas,
    )
