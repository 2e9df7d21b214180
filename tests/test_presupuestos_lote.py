"""Presupuestos deterministas de `retiro lote` fuera del motor: lo que cuesta cada 10 000 filas se cuenta, nunca se
cronometra (issue 24; el estilo de `tests/test_presupuestos.py`, con su `MARGEN`).

De extremo a extremo, Parquet → Parquet, el 85 % del tiempo llegó a estar fuera de las reglas: la revisión jurídica
de cada fila convertía a texto siete columnas y volvía a consultar la revisión en cada trozo, el resumen convertía a
texto una columna entera, y el CSV buscaba fórmulas fila por fila en las columnas codificadas con diccionario. Aquí,
sobre una membresía sintética fija, se cuentan dos cosas por cada 10 000 filas, de la lectura ya hecha a la escritura
(Parquet y CSV), sin la muestra de verificación (que es la referencia, y tiene su propio presupuesto):

- las llamadas a funciones de `retiro` (cProfile): una conversión o un bucle de Python por fila las multiplica;
- los valores de texto que pasan por `pyarrow.compute` (argumentos y resultados de tipo texto, sin contar los
  diccionarios): trabajar fila por fila sobre el texto, en vez de sobre cada valor distinto, los multiplica.

Para ver las cifras de hoy: ``python tests/test_presupuestos_lote.py``.
"""

from __future__ import annotations

import cProfile
import functools
import pstats
import sys
import tempfile
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow")
pc = pytest.importorskip("pyarrow.compute")

from retiro.lote import archivos, ejecucion, filas, generador  # noqa: E402
from retiro.protocolo import entrada as protocolo  # noqa: E402

RAIZ = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(RAIZ))
from tests.test_presupuestos import MARGEN, PAQUETE, presupuesto  # noqa: E402

MIEMBROS = 20_000
TROZO = 5_000  # four chunks: what is computed once per run, and not once per chunk, shows
ERRORES = 0.02  # some error rows (free text through the CSV's formula check)

#: Per 10,000 rows, measured on 2026-12-02 (issue 24: the review over the dictionaries' codes, once per run; the
#: summary and the CSV's formula check over each distinct text). Before those changes: 32,431 calls and 1,832,020
#: text values; with each planted regression below: the review on each row's text 29,879 calls and 1,612,840 texts,
#: the review without the run's memory 33,369 calls, the CSV's formula check on each row 1,870,764 texts.
LLAMADAS_POR_10_000 = 26_843
TEXTOS_POR_10_000 = 991_585


class _Textos:
    """Counts the text values (string arrays, not dictionaries) given to and returned by `pyarrow.compute`."""

    def __init__(self):
        self.valores = 0

    def contar(self, x) -> None:
        if isinstance(x, (pa.Array, pa.ChunkedArray)) and (
            pa.types.is_string(x.type) or pa.types.is_large_string(x.type)
        ):
            self.valores += len(x)
        elif isinstance(x, pa.Table):
            for c in x.columns:
                self.contar(c)

    def envolver(self, f):
        @functools.wraps(f)
        def contada(*args, **kwargs):
            for a in (*args, *kwargs.values()):
                self.contar(a)
            r = f(*args, **kwargs)
            self.contar(r)
            return r

        return contada


def _funciones_de_arrow() -> list[str]:
    return [
        n
        for n in dir(pc)
        if not n.startswith("_") and callable(getattr(pc, n)) and not isinstance(getattr(pc, n), type)
    ]


def medir(entrada: Path, carpeta: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    """(calls of `retiro` functions, text values through pyarrow.compute) per 10,000 rows: evaluating the chunks
    already read (the engine, the review, the summary) and writing them as Parquet and as CSV."""
    op = ejecucion.Opciones(lecturas=protocolo.lecturas({}), tamano=TROZO, muestra=0, muestra_minima=0, semilla=1)
    corrida = ejecucion.Corrida(op)
    trozos = list(archivos.leer(entrada, TROZO))
    corrida.evaluar(trozos[0])  # caches of the engine warm, as in a run; then a fresh run
    corrida.cerrar()
    corrida = ejecucion.Corrida(op)
    textos = _Textos()
    with monkeypatch.context() as m:
        for n in _funciones_de_arrow():
            m.setattr(pc, n, textos.envolver(getattr(pc, n)))
        perfil = cProfile.Profile()
        perfil.enable()
        try:
            tablas = [corrida.evaluar(t) for t in trozos]
            for sufijo in (".parquet", ".csv"):
                w = archivos.Escritor(carpeta / f"r{sufijo}", tablas[0].schema)
                for t in tablas:
                    w.escribir(t)
                w.cerrar()
        finally:
            perfil.disable()
            corrida.cerrar()
    llamadas = sum(v[1] for (f, _, _), v in pstats.Stats(perfil).stats.items() if f.startswith(PAQUETE))
    filas_ = sum(t.num_rows for t in tablas)
    assert filas_ == MIEMBROS
    return llamadas * 10_000 // filas_, textos.valores * 10_000 // filas_


@pytest.fixture(scope="module")
def membresia(tmp_path_factory) -> Path:
    ruta = tmp_path_factory.mktemp("presupuesto_lote") / "m.parquet"
    generador.escribir(ruta, MIEMBROS, 14, ERRORES)
    return ruta


def _fuera(llamadas: int, textos: int) -> list[str]:
    fuera = []
    if llamadas > presupuesto(LLAMADAS_POR_10_000):
        fuera.append(f"{llamadas:,} llamadas a funciones de retiro por 10 000 filas (presupuesto "
                     f"{presupuesto(LLAMADAS_POR_10_000):,}: {LLAMADAS_POR_10_000:,} medidas + {MARGEN})")  # fmt: skip
    if textos > presupuesto(TEXTOS_POR_10_000):
        fuera.append(f"{textos:,} valores de texto por pyarrow.compute por 10 000 filas (presupuesto "
                     f"{presupuesto(TEXTOS_POR_10_000):,}: {TEXTOS_POR_10_000:,} medidos + {MARGEN})")  # fmt: skip
    return fuera


def test_lo_que_cuesta_el_lote_fuera_del_motor_esta_dentro_del_presupuesto(membresia, tmp_path, monkeypatch):
    fuera = _fuera(*medir(membresia, tmp_path, monkeypatch))
    assert not fuera, "; ".join(fuera) + ". Si el aumento es una decisión, actualice el presupuesto y CONTRIBUTING.md."


def test_el_presupuesto_atrapa_la_revision_fila_por_fila(membresia, tmp_path, monkeypatch):
    """La regresión plantada: la revisión jurídica otra vez sobre el texto de cada fila (y consultada en cada trozo)."""
    monkeypatch.setattr(ejecucion, "con_revision", lambda tabla, memoria=None: filas.con_revision_en_texto(tabla))
    llamadas, textos = medir(membresia, tmp_path, monkeypatch)
    assert textos > presupuesto(TEXTOS_POR_10_000), textos
    assert llamadas > presupuesto(LLAMADAS_POR_10_000), llamadas


def test_el_presupuesto_atrapa_la_revision_sin_memoria_de_la_corrida(membresia, tmp_path, monkeypatch):
    """Plantada: la revisión consultada de nuevo en cada trozo (sin la memoria de la corrida)."""
    original = filas.con_revision
    monkeypatch.setattr(ejecucion, "con_revision", lambda tabla, memoria=None: original(tabla, {}))
    assert medir(membresia, tmp_path, monkeypatch)[0] > presupuesto(LLAMADAS_POR_10_000)


def test_el_presupuesto_atrapa_las_formulas_del_csv_fila_por_fila(membresia, tmp_path, monkeypatch):
    """Plantada: las fórmulas del CSV buscadas en cada fila de las columnas con diccionario (ya convertidas a texto)."""
    original = archivos.sin_formulas
    monkeypatch.setattr(archivos, "sin_formulas", lambda t: original(t.cast(archivos._sin_diccionarios(t.schema))))
    assert medir(membresia, tmp_path, monkeypatch)[1] > presupuesto(TEXTOS_POR_10_000)


if __name__ == "__main__":  # the figures of today
    with tempfile.TemporaryDirectory() as d, pytest.MonkeyPatch.context() as m:
        ruta = Path(d) / "m.parquet"
        generador.escribir(ruta, MIEMBROS, 14, ERRORES)
        llamadas, textos = medir(ruta, Path(d), m)
        print(f"por 10 000 filas: {llamadas:,} llamadas (presupuesto {presupuesto(llamadas):,}), "
              f"{textos:,} valores de texto (presupuesto {presupuesto(textos):,})")  # fmt: skip
