"""La orden ``retiro revision``: el estado de la revisión jurídica y las decisiones del revisor.

``retiro revision iniciar|listar|pendientes|ver|registrar`` lee y escribe por `retiro.revision`; aquí solo se leen
las banderas y se escribe la salida (mensajes en español, código 2 ante un archivo o una decisión mala)."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from typing import Any

from retiro import revision
from retiro.ley import formato
from retiro.ley.registro import clausulas


def registrar(subparsers: Any) -> None:
    """Añade la orden ``revision`` a la línea de órdenes de retiro."""
    p = subparsers.add_parser("revision", help="estado de la revisión jurídica; registrar una decisión")
    sub = p.add_subparsers(dest="accion", required=True, metavar="{iniciar,listar,pendientes,ver,registrar}")
    i = sub.add_parser("iniciar", help="crea el archivo de revisiones del revisor (revisiones.yaml, aquí)")
    i.add_argument("archivo", nargs="?", default=None, help=f"dónde crearlo (por defecto ./{revision.ARCHIVO})")
    i.set_defaults(funcion=iniciar)
    sub.add_parser("listar", help="cada punto revisable con su estado").set_defaults(funcion=listar)
    sub.add_parser("pendientes", help="lo que no está aprobado, por cláusula").set_defaults(funcion=pendientes)
    v = sub.add_parser("ver", help="la historia de revisiones de un punto")
    v.add_argument("id")
    v.set_defaults(funcion=ver)
    r = sub.add_parser("registrar", help="registra la decisión de un revisor sobre un punto")
    r.add_argument("id", help="INT-05, EXT-01, OCR-03, VIG-03…")
    r.add_argument("--estado", required=True, choices=revision.ESTADOS)
    r.add_argument("--lectura", default=None, metavar="NOMBRE", help="de una interpretación: la lectura que decide")
    r.add_argument("--revisor", required=True)
    r.add_argument("--decision", required=True)
    r.add_argument("--comentario", default="")
    r.add_argument("--fecha", type=date.fromisoformat, default=None, help="AAAA-MM-DD (por defecto, hoy)")
    r.add_argument("--archivo", default=None, help="el archivo de revisiones (como --revisiones)")
    r.set_defaults(funcion=registrar_decision)


def _error(e: Exception) -> int:
    print(f"retiro: error: {e}", file=sys.stderr)
    return 2


def iniciar(a: argparse.Namespace) -> int:
    try:
        ruta = revision.iniciar(a.archivo or revision.elegido() or revision.ARCHIVO)
    except revision.ErrorDeRevision as e:
        return _error(e)
    print(f"creado: {ruta} (sin decisiones: rige el estado que propone el proyecto hasta que registre una)")
    return 0


def _linea(i: str) -> str:
    v = revision.vigente(i)
    quien = f" · {v['revisor']}, {v['fecha']}" if v.get("revisor") else ""
    lectura = f" · lectura «{v['lectura']}»" if v.get("lectura") else ""
    return f"{i:7} {v['estado']:16}{quien}{lectura}"


def listar(a: argparse.Namespace) -> int:
    try:
        print(revision.describir_archivo())
        for i in revision.puntos():
            print(_linea(i))
    except revision.ErrorDeRevision as e:
        return _error(e)
    return 0


def pendientes(a: argparse.Namespace) -> int:
    try:
        print(revision.describir_archivo())
        grupos = revision.pendientes_por_clausula()
        for c, ids in grupos.items():
            titulo = c if c not in clausulas() else f"{formato.cita(c)} — {clausulas()[c]['resumen']}"
            print(f"\n{titulo}")
            for i in ids:
                print("  " + _linea(i))
        n = sum(revision.estado(i) != "aprobada" for i in revision.puntos())
    except revision.ErrorDeRevision as e:
        return _error(e)
    print(f"\n{n} de {len(revision.puntos())} puntos sin aprobar")
    return 0


def ver(a: argparse.Namespace) -> int:
    try:
        h = revision.historia().get(a.id)
    except revision.ErrorDeRevision as e:
        return _error(e)
    if not h:
        print(f"retiro: error: «{a.id}» no tiene revisiones", file=sys.stderr)
        return 2
    for r in h:
        lectura = f" · lectura «{r['lectura']}»" if r.get("lectura") else ""
        print(f"- {r['estado']}{lectura} · {r.get('revisor') or 'sin revisor'} · {r.get('fecha') or 'sin fecha'}")
        for k in ("decision", "comentario"):
            if r.get(k):
                print(f"  {k}: {r[k]}")
    return 0


def registrar_decision(a: argparse.Namespace) -> int:
    try:
        b = revision.registrar_decision(
            a.id, a.estado, a.revisor, a.decision, a.comentario, a.fecha, a.archivo or revision.elegido(), a.lectura
        )
    except revision.ErrorDeRevision as e:
        return _error(e)
    lectura = f", lectura «{b['lectura']}»" if b.get("lectura") else ""
    donde = a.archivo or revision.archivo_del_revisor()
    print(f"registrado en {donde}: {b['id']} {b['estado']}{lectura} ({b['revisor']}, {b['fecha']})")
    return 0
