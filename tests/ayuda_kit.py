"""Lo que comparten las pruebas del kit: la raíz, una solicitud buena y cómo se llama a `retiro` en un proceso."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

RAIZ = Path(__file__).resolve().parent.parent
BUENA = {  # 55 years old with 26 of service: eligible by 18.1 (the misbehaving fakes answer it as the reference)
    "fecha_nacimiento": "1952-05-10",
    "fecha_ingreso": "1976-07-01",
    "fecha_retiro": "2008-01-15",
    "servicio_acreditable": "26",
    "retribucion_promedio": "30000.00",
    "en_servicio_activo": True,
}


def retiro(*argumentos: str, timeout: float = 1800, cwd: Path = RAIZ, **entorno: str) -> subprocess.CompletedProcess:
    """`python -m retiro …` desde la raíz del proyecto (u otra carpeta), con variables de entorno de más si se dan."""
    return subprocess.run(
        [sys.executable, "-m", "retiro", *argumentos],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **entorno},
    )


TRAVIESA = RAIZ / "tests" / "implementacion_traviesa.py"


def orden_traviesa(*argumentos: str) -> str:
    """La orden (para `cmd:` o `Programa`) de la implementación traviesa por stdio, con sus opciones."""
    import shlex

    return shlex.join([sys.executable, str(TRAVIESA), *argumentos])


def pedir(objetivo, que: str | None = None) -> dict:
    """La solicitud buena al objetivo; con `que`, la orden de la traviesa (en fecha_nacimiento)."""
    return objetivo.evaluar(dict(BUENA, fecha_nacimiento=que) if que else dict(BUENA))
