"""Ninguna prueba afirma sobre el tiempo: en una máquina ocupada, una afirmación cronometrada falla sin que nada esté
mal (una corrida de la suite tardó 31 minutos y falló por ocho de ellas). La velocidad la miden los scripts de
`scripts/benchmark*.py`; la suite guarda cuentas deterministas (tests/test_presupuestos.py). Un plazo contra un cuelgue
(`timeout=` de un proceso, `hilo.join(segundos)`) no es una afirmación sobre el tiempo: falla solo si algo no termina.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parents[1]
RELOJES = {"perf_counter", "perf_counter_ns", "process_time", "process_time_ns", "monotonic", "monotonic_ns", "time"}
RELOJES |= {"thread_time", "thread_time_ns", "time_ns"}


def _es_reloj(n: ast.AST) -> bool:
    return (
        isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr in RELOJES
        and isinstance(n.func.value, ast.Name)
        and n.func.value.id == "time"
    )


def _lleva_tiempo(n: ast.AST, del_reloj: set[str]) -> bool:
    """An expression whose value is a clock reading or arithmetic on one (a deadline passed to a call is not)."""
    if _es_reloj(n):
        return True
    if isinstance(n, ast.Name):
        return n.id in del_reloj
    if isinstance(n, ast.BinOp):
        return _lleva_tiempo(n.left, del_reloj) or _lleva_tiempo(n.right, del_reloj)
    if isinstance(n, ast.UnaryOp):
        return _lleva_tiempo(n.operand, del_reloj)
    return False


def afirmaciones_cronometradas(codigo: str) -> list[int]:
    """Lines of the `assert`s that compare a clock reading, directly or through a name that holds one (or arithmetic on
    one) in the same function."""
    arbol = ast.parse(codigo)
    lineas = []
    for funcion in [n for n in ast.walk(arbol) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)] + [arbol]:
        del_reloj: set[str] = set()
        cambio = True
        while cambio:  # names assigned from the clock, or from names that were
            cambio = False
            for n in ast.walk(funcion):
                if isinstance(n, ast.Assign | ast.AnnAssign) and n.value is not None:
                    if not _lleva_tiempo(n.value, del_reloj):
                        continue
                    for d in n.targets if isinstance(n, ast.Assign) else [n.target]:
                        if isinstance(d, ast.Name) and d.id not in del_reloj:
                            del_reloj.add(d.id)
                            cambio = True
        for n in ast.walk(funcion):
            if isinstance(n, ast.Assert) and any(
                isinstance(c, ast.Compare) and any(_lleva_tiempo(x, del_reloj) for x in (c.left, *c.comparators))
                for c in ast.walk(n.test)
            ):
                lineas.append(n.lineno)
    return sorted(set(lineas))


ARCHIVOS = sorted(p.relative_to(RAIZ).as_posix() for d in ("tests", "steps") for p in (RAIZ / d).glob("*.py"))


@pytest.mark.parametrize("archivo", ARCHIVOS)
def test_ninguna_prueba_afirma_sobre_el_tiempo(archivo):
    lineas = afirmaciones_cronometradas((RAIZ / archivo).read_text(encoding="utf-8"))
    assert not lineas, (
        f"{archivo}, líneas {lineas}: una afirmación sobre el tiempo; cuente pasos, llamadas o bytes "
        "(tests/test_presupuestos.py) o lleve la medición a scripts/benchmark*.py"
    )


@pytest.mark.parametrize(
    "codigo",
    [
        "import time\ndef f():\n    inicio = time.perf_counter()\n    assert time.perf_counter() - inicio < 2\n",
        "import time\ndef f():\n    a = time.process_time()\n    s = time.process_time() - a\n    assert s < 5\n",
        "import time\ndef f():\n    assert time.monotonic() < 10\n",
    ],
)
def test_el_escrutinio_ve_una_afirmacion_cronometrada(codigo):
    assert afirmaciones_cronometradas(codigo)


def test_el_escrutinio_no_confunde_un_plazo_con_una_afirmacion():
    codigo = (
        "import time\ndef f():\n    limite = time.monotonic() + 5\n    while time.monotonic() < limite:\n"
        "        pass\n    assert listo()\n"
    )
    assert not afirmaciones_cronometradas(codigo)
