#!/usr/bin/env python3
"""Evaluaciones por segundo de la calculadora de referencia, con la explicación completa.

Mide `retiro.evaluar` (solicitud JSON → resultado JSON, con explicación, avisos y dependencias) sobre
una mezcla variada de solicitudes: régimen anterior y nuevos participantes, policías y bomberos,
alto riesgo, mérito, traslados (18.4), con y sin tabla actuarial, algunas con coordinación
(Artículo 10) y algunas con datos malos. Un solo proceso, un solo núcleo. No es una prueba: informa
el número. Objetivo del proyecto: más de 20 000 evaluaciones por segundo.

Uso:  python scripts/benchmark.py [--segundos 3] [--perfil]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from datetime import date, timedelta

from retiro import evaluar

TABLA = {
    "nombre": "ilustrativa (NO es la tabla de la Junta)",
    "fuente": "benchmark",
    "fecha_adopcion": "2000-01-01",
    "factores": {"55": "0.80", "56": "0.85", "57": "0.90", "58": "0.92", "59": "0.94", "60": "0.96"},
}
COORDINACION = {
    "fecha_coordinacion": None,
    "plan_coordinado": True,
    "plenamente_asegurado": True,
    "elegible_beneficios_primarios": True,
    "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"},
}


def solicitudes(n: int, semilla: int = 18) -> list[dict]:
    """`n` varied requests (fixed seed: the same mix on every run)."""
    azar = random.Random(semilla)
    lote = []
    for i in range(n):
        nacimiento = date(1940, 1, 1) + timedelta(days=azar.randrange(365 * 35))
        ingreso = nacimiento + timedelta(days=365 * azar.randint(18, 30) + azar.randrange(365))
        if azar.random() < 0.3:  # around the 1 April 1990 boundary
            ingreso = date(1990, 4, 1) + timedelta(days=azar.randint(-3, 3))
        edad_retiro = azar.randint(48, 68)
        retiro = nacimiento + timedelta(days=int(365.25 * edad_retiro) + azar.randrange(365))
        if retiro <= ingreso:
            retiro = ingreso + timedelta(days=365 * 12)
        maximo_meses = max(0, ((retiro - ingreso).days * 12) // 366)
        meses = azar.randint(min(96, maximo_meses), maximo_meses)
        s = {
            "fecha_nacimiento": nacimiento.isoformat(),
            "fecha_ingreso": ingreso.isoformat(),
            "fecha_retiro": retiro.isoformat(),
            "servicio_acreditable": {"anos": meses // 12, "meses": meses % 12},
            "retribucion_promedio": f"{azar.randint(12, 90) * 1000 + azar.randint(0, 99) * 10}.{azar.randint(0, 99):02d}",
            "en_servicio_activo": azar.random() < 0.9,
        }
        tipo = i % 10
        if tipo in (1, 2):
            s["cuerpo"] = "policia" if tipo == 1 else "bomberos"
        elif tipo == 3:
            s["cuerpo"] = "policia"
            s["tipo_pension"] = "alto_riesgo"
        elif tipo == 4:
            s["tipo_pension"] = "merito"
        elif tipo == 5:
            traslado = ingreso + timedelta(days=(retiro - ingreso).days // 2)
            s["traslado"] = {
                "cuerpo": "policia",
                "fecha": traslado.isoformat(),
                "sin_interrupcion": azar.random() < 0.7,
                "servicio_acreditable": str(meses // 24),
            }
        if i % 3 == 0:
            s["tabla_actuarial"] = TABLA
        if i % 7 == 0 and s.get("cuerpo", "ninguno") != "policia" and "tipo_pension" not in s:
            s["coordinacion"] = {
                **COORDINACION,
                "fecha_coordinacion": max(
                    retiro,
                    nacimiento.replace(year=nacimiento.year + 65)
                    if (nacimiento.month, nacimiento.day) != (2, 29)
                    else date(nacimiento.year + 65, 3, 1),
                ).isoformat(),
            }
        if i % 50 == 0:
            s["lecturas"] = {"INT-01": "inclusiva"}
        if i % 97 == 0:
            s["fecha_retiro"] = "2023-02-30"  # bad input: an error result, also part of the load
        lote.append(s)
    return lote


def medir(lote: list[dict], segundos: float) -> tuple[int, float, float]:
    """Evaluations done, CPU seconds of this process and wall seconds (CPU time is robust to other load)."""
    for s in lote[:200]:  # warm-up (registries loaded, caches filled)
        evaluar(s)
    hechas, cpu, pared = 0, time.process_time(), time.perf_counter()
    while True:
        for s in lote:
            evaluar(s)
        hechas += len(lote)
        if time.perf_counter() - pared >= segundos:
            return hechas, time.process_time() - cpu, time.perf_counter() - pared


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--segundos", type=float, default=3.0, help="duración mínima de la medición")
    p.add_argument("--solicitudes", type=int, default=2000, help="tamaño de la mezcla")
    p.add_argument(
        "--perfil", action="store_true", help="perfil de cProfile de una pasada (las 25 funciones más costosas)"
    )
    a = p.parse_args(argv)
    lote = solicitudes(a.solicitudes)
    errores = sum("error" in evaluar(s) for s in lote)
    elegibles = sum(evaluar(s).get("elegibilidad", {}).get("elegible", False) for s in lote)
    if a.perfil:
        perfil = cProfile.Profile()
        perfil.enable()
        for s in lote:
            evaluar(s)
        perfil.disable()
        pstats.Stats(perfil, stream=sys.stdout).sort_stats("tottime").print_stats(25)
        return 0
    hechas, cpu, pared = medir(lote, a.segundos)
    print(f"Mezcla: {len(lote)} solicitudes ({elegibles} elegibles, {errores} con datos malos)")
    print(
        f"{hechas} evaluaciones en {cpu:.2f} s de CPU ({pared:.2f} s de reloj): "
        f"{hechas / cpu:,.0f} evaluaciones por segundo de CPU, un núcleo, explicación completa (objetivo > 20,000)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
