"""Revisión jurídica: el estado de cada punto de los registros, las dependencias de un resultado y el expediente
de cada cláusula para la revisión impresa.

Los puntos que un abogado revisa son las interpretaciones (INT-…), las reglas externas (EXT-…), las correcciones
del OCR (OCR-…) y los límites del período (VIG-…). Su historia de revisiones está en ``datos/revisiones.yaml``, un
bloque por revisión; el último bloque de un id es su estado vigente. Se edita sin Python, o con::

    retiro revision registrar INT-05 --estado aprobada --revisor "Lcda. …" --decision "…" --comentario "…"

Todo resultado lista, en ``dependencias.revision``, el estado de las lecturas, las reglas externas y los límites
del período que usó, y advierte si alguno no está aprobado.
"""

from __future__ import annotations

import argparse
import sys
from datetime import date
from functools import cache
from typing import TYPE_CHECKING, Any

from retiro.explicacion import Aviso, Codigo
from retiro.registro import cargar_yaml, correcciones_ocr, interpretaciones, reglas_externas, ruta_de_datos

if TYPE_CHECKING:
    from pathlib import Path  # imported where used: pathlib costs start-up time

ESTADOS = ("por_verificar", "aprobada", "rechazada", "requiere_cambios")
CAMPOS = ("id", "estado", "revisor", "fecha", "decision", "comentario")
POR_COMPLETAR = "por completar"
NOMBRES = {"cita": "cita", "edicion": "edición", "texto_citado": "texto citado", "fecha_version": "fecha de la versión"}
ARCHIVO = "revisiones.yaml"


@cache
def ruta_del_registro() -> str:
    """El archivo de revisiones del paquete (en una copia de trabajo, el de ``src/retiro/datos``)."""
    return ruta_de_datos(ARCHIVO)


@cache
def _historia(ruta: str) -> dict[str, list[dict]]:
    bloques = cargar_yaml(ruta) or []
    salida: dict[str, list[dict]] = {}
    for b in bloques:
        salida.setdefault(b["id"], []).append(b)
    return salida


def historia(ruta: Path | None = None) -> dict[str, list[dict]]:
    """Por id, sus revisiones en orden (la última es la vigente)."""
    return _historia(str(ruta or ruta_del_registro()))


def tipo(i: str) -> str:
    return {"INT": "interpretacion", "EXT": "regla_externa", "OCR": "correccion_ocr", "VIG": "vigencia"}[i[:3]]


def puntos() -> list[str]:
    """Todos los puntos revisables de los registros, en orden."""
    from retiro.vigencia import limites

    return [
        *interpretaciones(),
        *reglas_externas(),
        *(c["id"] for c in correcciones_ocr()),
        *limites(),
    ]


def vigente(i: str, ruta: Path | None = None) -> dict:
    """La revisión vigente de un punto (la última); un punto sin revisión es un error de los registros."""
    h = historia(ruta).get(i)
    if not h:
        raise KeyError(f"{i} no tiene revisión en datos/{ARCHIVO}")
    return h[-1]


def estado(i: str) -> str:
    return vigente(i)["estado"]


def dependencias(lecturas: list[str], externas: list[str], vigencia: list[str]) -> list[dict]:
    """El estado de revisión de lo que usó un resultado: lecturas (INT-…), reglas externas y límites del período."""
    return [dict(x) for x in _dependencias((*lecturas, *externas, *vigencia))]


@cache
def _dependencias(ids: tuple[str, ...]) -> tuple[dict, ...]:
    salida = []
    for i in ids:
        r = vigente(i)
        salida.append({"id": i, "tipo": tipo(i), **{k: r[k] for k in CAMPOS if k != "id" and k != "comentario"}})
    return tuple(salida)


def dependencias_del_resultado(lecturas: dict, externas: list[str], vigencia: list[str]) -> dict:
    """Las reglas externas usadas (con su procedencia) y el estado de revisión de todo lo usado (JSON)."""
    reglas = []
    for i in externas:
        r = reglas_externas()[i]
        reglas.append(
            {
                **{k: r[k] for k in ("id", "nombre", "fuente", "fecha_consulta")},
                "estado": estado(i),
                **{k: v for k, v in procedencia_externa(r).items() if k != "por_completar"},
            }
        )
    return {"reglas_externas": reglas, "revision": dependencias(sorted(lecturas), externas, vigencia)}


def avisos(lecturas: dict, externas: list[str], vigencia: list[str]) -> list[Aviso | str]:
    """Los avisos de revisión de un resultado: lo que no está aprobado, y la procedencia por completar."""
    salida = []
    a = aviso(dependencias(sorted(lecturas), externas, vigencia))
    if a:
        salida.append(a)
    for i in externas:
        faltan = procedencia_externa(reglas_externas()[i])["por_completar"]
        if faltan:
            salida.append(
                f"La procedencia de {i} está por completar ({', '.join(NOMBRES[f] for f in faltan)}): la "
                "cita no se ha verificado contra el texto de la ley."
            )
    return salida


def etiqueta_estado(i: str) -> str:
    """El estado de revisión de un punto, como lo lee una persona («por verificar»)."""
    from retiro.glosario import etiqueta

    return etiqueta("revision.estado", estado(i))


def aviso(revisadas: list[dict]) -> Aviso | None:
    """El aviso de un resultado que depende de puntos sin aprobar (None si todos están aprobados), con los puntos
    agrupados por su estado de revisión (un código del glosario: la etiqueta para una persona)."""
    por_estado: dict[str, list[str]] = {}
    for r in revisadas:
        if r["estado"] != "aprobada":
            por_estado.setdefault(r["estado"], []).append(r["id"])
    if not por_estado:
        return None
    n = sum(map(len, por_estado.values()))
    grupos = "; ".join(f"{', '.join(ids)} ({{estado_{i}}})" for i, ids in enumerate(por_estado.values()))
    return Aviso(
        f"Este resultado depende de {n} punto{'s' if n > 1 else ''} sin aprobación jurídica: {grupos}.",
        tuple((f"estado_{i}", Codigo("revision.estado", e)) for i, e in enumerate(por_estado)),
    )


def procedencia_externa(regla: dict) -> dict:
    """La procedencia de una regla externa que un abogado puede comprobar, y lo que falta («por completar»)."""
    campos = ("cita", "edicion", "texto_citado", "fecha_version")
    datos = {k: regla.get(k) or POR_COMPLETAR for k in campos}
    datos["por_completar"] = [k for k in campos if datos[k] == POR_COMPLETAR]
    return datos


# --- Registrar una decisión --------------------------------------------------------------------------------------


def _yaml_texto(v: Any) -> str:
    import yaml

    if v is None:
        return "null"
    return yaml.safe_dump(v, allow_unicode=True, default_style='"', width=10_000).strip()


def registrar_decision(
    i: str,
    estado: str,
    revisor: str,
    decision: str,
    comentario: str = "",
    fecha: date | None = None,
    ruta: Path | None = None,
) -> dict:
    """Añade una revisión al final del registro (sin reescribir lo demás) y la devuelve."""
    if i not in puntos():
        raise ValueError(f"«{i}» no es un punto de los registros (INT-…, EXT-…, OCR-…, VIG-…)")
    if estado not in ESTADOS:
        raise ValueError(f"estado «{estado}» desconocido; se admite: {', '.join(ESTADOS)}")
    if not revisor.strip() or not decision.strip():
        raise ValueError("una revisión necesita revisor y decisión")
    from pathlib import Path

    ruta = Path(ruta or ruta_del_registro())
    bloque = {
        "id": i,
        "estado": estado,
        "revisor": revisor.strip(),
        "fecha": (fecha or date.today()).isoformat(),
        "decision": decision.strip(),
        "comentario": comentario.strip(),
    }
    texto = ruta.read_text(encoding="utf-8")
    nuevo = "\n".join(f"{'- ' if k == 'id' else '  '}{k}: {_yaml_texto(v)}" for k, v in bloque.items())
    ruta.write_text(texto.rstrip("\n") + "\n" + nuevo + "\n", encoding="utf-8")
    _historia.cache_clear()
    _dependencias.cache_clear()
    return bloque


# --- Línea de órdenes: `retiro revision …` (la CLI de retiro.cli llama a `registrar`) -------------------------------


def registrar(subparsers: Any) -> None:
    """Añade la orden ``revision`` a la línea de órdenes de retiro."""
    from pathlib import Path

    p = subparsers.add_parser("revision", help="estado de la revisión jurídica; registrar una decisión")
    sub = p.add_subparsers(dest="accion", required=True, metavar="{listar,pendientes,ver,registrar}")
    sub.add_parser("listar", help="cada punto revisable con su estado").set_defaults(funcion=_listar)
    sub.add_parser("pendientes", help="los puntos que no están aprobados").set_defaults(funcion=_pendientes)
    ver = sub.add_parser("ver", help="la historia de revisiones de un punto")
    ver.add_argument("id")
    ver.set_defaults(funcion=_ver)
    r = sub.add_parser("registrar", help="registra la decisión de un revisor sobre un punto")
    r.add_argument("id", help="INT-05, EXT-01, OCR-03, VIG-03…")
    r.add_argument("--estado", required=True, choices=ESTADOS)
    r.add_argument("--revisor", required=True)
    r.add_argument("--decision", required=True)
    r.add_argument("--comentario", default="")
    r.add_argument("--fecha", type=date.fromisoformat, default=None, help="AAAA-MM-DD (por defecto, hoy)")
    r.add_argument("--archivo", type=Path, default=None, help="otro registro de revisiones (p. ej. una copia)")
    r.set_defaults(funcion=_registrar)


def _linea(i: str) -> str:
    v = vigente(i)
    quien = f" · {v['revisor']}, {v['fecha']}" if v.get("revisor") else ""
    return f"{i:7} {v['estado']:16}{quien}"


def _listar(a: argparse.Namespace) -> int:
    for i in puntos():
        print(_linea(i))
    return 0


def _pendientes(a: argparse.Namespace) -> int:
    pendientes = [i for i in puntos() if estado(i) != "aprobada"]
    for i in pendientes:
        print(_linea(i))
    print(f"{len(pendientes)} de {len(puntos())} puntos sin aprobar")
    return 0


def _ver(a: argparse.Namespace) -> int:
    h = historia().get(a.id)
    if not h:
        print(f"error: «{a.id}» no tiene revisiones", file=sys.stderr)
        return 2
    for r in h:
        print(f"- {r['estado']} · {r.get('revisor') or 'sin revisor'} · {r.get('fecha') or 'sin fecha'}")
        for k in ("decision", "comentario"):
            if r.get(k):
                print(f"  {k}: {r[k]}")
    return 0


def _registrar(a: argparse.Namespace) -> int:
    try:
        b = registrar_decision(a.id, a.estado, a.revisor, a.decision, a.comentario, a.fecha, a.archivo)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"registrado: {b['id']} {b['estado']} ({b['revisor']}, {b['fecha']})")
    return 0


# --- El expediente de cada cláusula, para la revisión impresa (el sitio lo presenta) ---------------------------------


def _escenarios_por_clausula(raiz: Path) -> dict[str, list[dict]]:
    """Los escenarios de los .feature, en palabras, por cada cláusula que citan sus etiquetas."""
    from pytest_bdd.parser import FeatureParser

    base = raiz / "features"
    salida: dict[str, list[dict]] = {}
    for archivo in sorted(base.rglob("*.feature")):
        f = FeatureParser(str(base), str(archivo.relative_to(base))).parse()
        for s in sorted(f.scenarios.values(), key=lambda x: x.line_number):
            etiquetas = sorted(set(s.tags) | set(f.tags))
            ids = [t.removeprefix("clausula-") for t in etiquetas if t.startswith("clausula-")]
            if not ids:
                continue
            e = {
                "archivo": archivo.relative_to(raiz).as_posix(),
                "linea": s.line_number,
                "nombre": s.name,
                "etiquetas": etiquetas,
                "pasos": [f"{p.keyword} {p.name}" for p in s.steps],
                "ejemplos": [
                    {"columnas": list(ej.example_params), "filas": [list(x.values()) for x in ej.as_contexts()]}
                    for ej in s.examples
                ],
            }
            for i in ids:
                salida.setdefault(i, []).append(e)
    return salida


def _con_revision(i: str) -> dict:
    return {"revision_vigente": vigente(i), "historia": historia().get(i, [])}


def expediente(clausula: str, raiz: Path | None = None, _escenarios: dict | None = None) -> dict:
    """Todo lo que un abogado revisa de una cláusula, en datos simples: su texto, sus escenarios en palabras, las
    lecturas abiertas con sus tablas de divergencia, las reglas externas y las correcciones del OCR que la tocan,
    los límites del período, y el estado de revisión de cada punto (con un lugar para cada firma)."""
    from retiro import divergencias
    from retiro.registro import clausulas
    from retiro.vigencia import limites

    raiz = raiz or divergencias.RAIZ
    c = clausulas()[clausula]
    escenarios = (_escenarios if _escenarios is not None else _escenarios_por_clausula(raiz)).get(clausula, [])
    ints = [e for e in interpretaciones().values() if clausula in e["clausulas"]]
    exts = [r for r in reglas_externas().values() if clausula in r.get("clausulas", [])]
    ocrs = [x for x in correcciones_ocr() if clausula in x["clausulas"]]
    vig = list(limites().values())
    firmas = [i for i in [*(e["id"] for e in ints), *(r["id"] for r in exts), *(x["id"] for x in ocrs)]]
    return {
        "clausula": {k: c.get(k) for k in ("id", "articulo", "resumen", "texto")},
        "escenarios": escenarios,
        "interpretaciones": [
            {
                **{k: e[k] for k in ("id", "pregunta", "palabras", "lecturas", "por_defecto", "razones")},
                "favorece_al_pensionado": e["favorece_al_pensionado"],
                "divergencias": divergencias.tabla(e["id"], raiz)["casos"],
                **_con_revision(e["id"]),
            }
            for e in ints
        ],
        "reglas_externas": [
            {
                **{k: r[k] for k in ("id", "nombre", "descripcion", "fuente", "fecha_consulta")},
                "procedencia": procedencia_externa(r),
                **_con_revision(r["id"]),
            }
            for r in exts
        ],
        "correcciones_ocr": [
            {**{k: x[k] for k in ("id", "archivo", "original", "corregido", "motivo")}, **_con_revision(x["id"])}
            for x in ocrs
        ],
        "vigencia": [
            {
                "id": v.id,
                "nombre": v.nombre,
                "fecha": v.fecha.isoformat(),
                "ley": v.ley,
                "descripcion": v.descripcion,
                "fuente": v.fuente,
                "procedencia": {k: getattr(v, k) for k in ("cita", "texto_citado", "fecha_version")},
                **_con_revision(v.id),
            }
            for v in vig
        ],
        "firmas": [{"id": i, "estado": estado(i), "revisor": None, "fecha": None, "decision": None} for i in firmas],
    }


def expedientes(raiz: Path | None = None) -> list[dict]:
    """El expediente de cada cláusula, en el orden del registro de cláusulas (los .feature se leen una vez)."""
    from retiro import divergencias
    from retiro.registro import clausulas

    raiz = raiz or divergencias.RAIZ
    escenarios = _escenarios_por_clausula(raiz)
    return [expediente(i, raiz, escenarios) for i in clausulas()]
