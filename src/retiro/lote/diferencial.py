"""Modo diferencial de `retiro lote`: la membresía por la referencia y por otra implementación, y sus divergencias.

La otra implementación da sus resultados en un archivo (`--comparar`, con las columnas de salida de docs/lote.md
o las respuestas del protocolo en JSON Lines) o se ejecuta en vivo por el protocolo (`--implementacion cmd:…`,
`http://…` o `modulo:funcion`), con varias solicitudes a la vez y la robustez del kit de conformidad
(`retiro.conformidad.objetivos`: límite de tiempo, reinicio de un programa caído, respuestas validadas).

El informe (Markdown, HTML, JSON y CSV, y gráficos SVG por edad y por servicio) cuenta las divergencias por
campo y por cláusula, nombra los miembros, da ejemplos con la explicación de la referencia, y dice qué lecturas
del registro de interpretaciones las explicarían: los miembros divergentes se recalculan con cada lectura
alternativa y se cuenta cuántos coinciden entonces con la otra implementación.
"""

from __future__ import annotations

import html
import json
import sys
import threading
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path

import numpy as np
import pyarrow as pa

from retiro import evaluar
from retiro.conformidad import objetivos
from retiro.conformidad.objetivos import FalloDeImplementacion
from retiro.ley.registro import interpretaciones
from retiro.lote import archivos
from retiro.lote.archivos import ErrorDeArchivo, trozo_jsonl
from retiro.lote.columnas import aplanar_esquema
from retiro.lote.ejecucion import Corrida, Opciones, Progreso
from retiro.lote.filas import COLUMNAS, COMPARABLES, PRODUCTOS, fila_de_respuesta
from retiro.lote.referencia import solicitud_de_la_corrida
from retiro.protocolo import alcance

MAX_DETALLE = 20_000  # divergent members kept in detail (and re-run under every alternative reading)
EJEMPLOS = 3
_TIPOS = {n: t for n, t, _ in COLUMNAS}
_CLAUSULA_10 = {"formula": "10.2", "garantia_10_5": "10.5", "resta_10_4": "10.4", "minima_10_6_e": "10.6.e"}


# -- values ----------------------------------------------------------------------------------------------------
def normalizar(columna: str, v):
    """A value of either side, in one canonical form for the comparison ("" and null are the same: no value)."""
    if v is None or (isinstance(v, str) and v.strip() == ""):
        return None
    t = _TIPOS.get(columna)
    if t is None:
        return v
    if pa.types.is_decimal(t):
        try:
            return Decimal(str(v)).quantize(Decimal("0.01")) if not isinstance(v, bool) else v
        except InvalidOperation:
            return str(v)
    if pa.types.is_boolean(t):
        if isinstance(v, str):
            return {"true": True, "false": False}.get(v.strip().lower(), v)
        return v
    if pa.types.is_integer(t):
        try:
            return int(v)
        except (TypeError, ValueError):
            return v
    if pa.types.is_date32(t):
        return v if isinstance(v, date) else _fecha(str(v))
    return str(v)


def _fecha(texto: str):
    try:
        return date.fromisoformat(texto.strip())
    except ValueError:
        return texto


def clausula(columna: str, nuestra: dict, suya: dict) -> str:
    """The clause a divergence in `columna` concerns, from the reference's row (and theirs, for sets of clauses)."""

    def diferencia(c: str) -> str:
        a = set(filter(None, (nuestra.get(c) or "").split(";")))
        b = set(filter(None, (str(suya.get(c) or "")).split(";")))
        return ";".join(sorted(a ^ b))

    if columna in ("estado_fila", "error_campo", "error_mensaje", "error_valor"):
        return "entrada"
    if columna in ("vias", "clausulas", "elegible"):
        d = diferencia("clausulas") or ";".join(sorted({x.split("/")[0] for x in diferencia("vias").split(";") if x}))
        return d or "18.1"
    if columna in ("edad_al_retiro",):
        return "18.1"
    if columna == "nuevo_participante":
        return "18.2"
    if columna in ("reduccion_aplica", "excepciones"):
        return diferencia("excepciones") or "18.5"
    if columna in ("factor_reduccion",):
        return "18.6.d"
    if columna in ("tipo_pension", "estado", "formula", "anual_antes_de_reduccion", "mensual_antes_de_reduccion"):
        return nuestra.get("formula") or suya.get("formula") or "18.6"
    if columna in ("anual", "mensual"):
        if nuestra.get("factor_reduccion") or suya.get("factor_reduccion"):
            return "18.6.d"
        return nuestra.get("formula") or suya.get("formula") or "18.6"
    if columna in ("coordinacion_estado", "coordinacion_clausulas"):
        return diferencia("coordinacion_clausulas") or "10.1"
    if columna == "fecha_efecto":
        return "10.1"
    for clave, c in PRODUCTOS.items():
        if columna == c:
            return clave.split(" ")[0]
    if columna in ("formula_anual", "formula_reducida_anual", "coordinacion_factor_reduccion"):
        return "10.3" if nuestra.get("producto_10_3_exceso") is not None else "10.2"
    if columna in ("beneficio_seguro_social_anual", "piso_10_5_anual", "pension_estatutaria_anual"):
        return "10.5"
    if columna in ("limita", "pension_coordinada_anual", "pension_coordinada_mensual"):
        return _CLAUSULA_10.get(nuestra.get("limita") or suya.get("limita") or "", "10.5")
    if columna in ("aumentos_por_ley_anual", "total_sistema_anual", "total_sistema_mensual"):
        return "10.6.a"
    if columna == "total_con_seguro_social_anual":
        return "10.5"
    if columna in ("lecturas", "reglas_externas"):
        return "registro"
    return "(sin cláusula)"


# -- their results --------------------------------------------------------------------------------------------
def leer_resultados(ruta: str) -> tuple[list[dict], str]:
    """Their results, as rows keyed by our output columns; and how to pair them (fila, id or orden)."""
    if archivos.formato(ruta) == "jsonl":
        filas = []
        with open(ruta, encoding="utf-8") as f:
            for linea in f:
                if not linea.strip():
                    continue
                try:
                    d = json.loads(linea, parse_float=Decimal)
                except json.JSONDecodeError:
                    d = {"estado_fila": "respuesta_ilegible", "error_mensaje": linea[:200]}
                if isinstance(d, dict) and ("pension" in d or "error" in d) and "version_protocolo" in d:
                    d = fila_de_respuesta(d)  # a protocol response
                filas.append(d if isinstance(d, dict) else {"estado_fila": "respuesta_ilegible"})
    else:
        tablas = [t.tabla for t in archivos.leer(ruta)]
        filas = [x for t in tablas if t is not None for x in aplanar_esquema(t).to_pylist()]
    if filas and all("fila" in f for f in filas[:1]):
        return filas, "fila"
    if filas and all("id" in f for f in filas[:1]):
        return filas, "id"
    return filas, "orden"


# -- live -------------------------------------------------------------------------------------------------
PRESUPUESTO = 3600.0  # seconds for a whole live run (--presupuesto); the rows after it are not compared
MAX_FALLOS_SEGUIDOS = 20  # failed requests in a row after which the implementation is not asked any more
SIN_TIEMPO = "sin_comparar"  # a row not sent: the budget was spent, or the implementation keeps failing
NO_SOPORTADO = "no_soportado"  # a row in a part the implementation declares it does not cover


class EnVivo:
    """Otra implementación por el protocolo, con `paralelo` solicitudes a la vez (un objetivo por hilo)."""

    def __init__(
        self, objetivo: str, paralelo: int, tiempo_limite: float | None = None, presupuesto: float | None = None
    ):
        self.objetivo, self.tiempo_limite = objetivo, tiempo_limite or objetivos.TIEMPO_LIMITE
        # the kit's limits: each request has `tiempo_limite` (a dead program is restarted, at most
        # MAX_ARRANQUES_FALLIDOS times in a row), and the whole run `presupuesto` seconds
        self.presupuesto = PRESUPUESTO if presupuesto is None else presupuesto
        self.hasta = time.monotonic() + self.presupuesto
        self.sin_tiempo = 0
        self.seguidos = 0  # failures in a row (a timeout, a crash…): after MAX_FALLOS_SEGUIDOS, no more requests
        objetivos.crear(objetivo, self.tiempo_limite).cerrar()  # a target that cannot be understood fails here
        # In-process Python functions (and the faulty implementations, which patch the reference while they run)
        # are not thread-safe: one at a time.
        en_proceso = not objetivo.startswith(("cmd:", "http://", "https://"))
        self.paralelo = 1 if en_proceso else max(1, paralelo)
        self._local = threading.local()
        self._creados: list = []
        self._candado = threading.Lock()
        self.fallos = 0

    def _propio(self):
        o = getattr(self._local, "objetivo", None)
        if o is None:
            o = objetivos.crear(self.objetivo, self.tiempo_limite)
            self._local.objetivo = o
            with self._candado:
                self._creados.append(o)
        return o

    def _uno(self, solicitud) -> dict:
        if not isinstance(solicitud, dict):  # the row could not be read: nothing to send
            return {"estado_fila": "error", "error_campo": solicitud.campo, "error_mensaje": solicitud.mensaje}
        if time.monotonic() > self.hasta or self.seguidos >= MAX_FALLOS_SEGUIDOS:
            with self._candado:
                self.sin_tiempo += 1
            motivo = (
                f"presupuesto de {self.presupuesto:g} s agotado"
                if self.seguidos < MAX_FALLOS_SEGUIDOS
                else f"la implementación falló {MAX_FALLOS_SEGUIDOS} veces seguidas: no se le envía más"
            )
            return {"estado_fila": SIN_TIEMPO, "error_mensaje": motivo}
        try:
            objetivo = self._propio()
            respuesta = objetivo.evaluar(solicitud)
        except FalloDeImplementacion as e:
            with self._candado:
                self.fallos += 1
                self.seguidos += 1
            return {"estado_fila": "fallo_del_protocolo", "error_mensaje": str(e)[:500]}
        self.seguidos = 0
        error = respuesta.get("error")
        if isinstance(error, dict) and error.get("no_soportado") is True:
            # the scope the implementation declares in its greeting: «no soportado» counts only where the request
            # uses a declared part (retiro.protocolo.alcance); anywhere else it is a fault, as in the kit
            if set(alcance.partes_de(solicitud)) & set(objetivo.partes_no_soportadas()):
                return {"estado_fila": NO_SOPORTADO, "error_mensaje": str(error.get("mensaje"))[:500]}
            self.fallos += 1
            return {
                "estado_fila": "fallo_del_protocolo",
                "error_mensaje": "contestó «no soportado» a una solicitud que no usa ninguna parte declarada no "
                "soportada en su saludo",
            }
        return fila_de_respuesta(respuesta)

    def evaluar(self, solicitudes: list) -> list[dict]:
        if self.paralelo == 1:
            return [self._uno(s) for s in solicitudes]
        with ThreadPoolExecutor(self.paralelo) as grupo:
            return list(grupo.map(self._uno, solicitudes))

    def cerrar(self) -> None:
        for o in self._creados:
            o.cerrar()


# -- comparison -------------------------------------------------------------------------------------------
@dataclass
class Divergencias:
    miembros: int = 0
    divergentes: int = 0
    columnas_comparadas: list[str] = field(default_factory=list)
    por_columna: Counter = field(default_factory=Counter)
    por_clausula: Counter = field(default_factory=Counter)
    por_clase: dict = field(default_factory=lambda: defaultdict(list))  # (column, clause) -> [fila]
    detalle: list[dict] = field(default_factory=list)  # one per divergent member (capped)
    edades: Counter = field(default_factory=Counter)
    edades_divergentes: Counter = field(default_factory=Counter)
    servicios: Counter = field(default_factory=Counter)
    servicios_divergentes: Counter = field(default_factory=Counter)
    fallos_del_protocolo: int = 0
    no_soportados: int = 0  # rows in a part the implementation's greeting declares not supported
    sin_comparar: int = 0  # rows not sent: the run's budget was spent


def _anos_servicio(s) -> int | None:
    if not isinstance(s, dict):
        return None
    v = s.get("servicio_acreditable")
    try:
        if isinstance(v, dict):
            return int(v.get("anos", 0))
        return int(Decimal(str(v).strip().lstrip("$")))
    except (InvalidOperation, TypeError, ValueError):
        return None


def comparar_trozo(
    d: Divergencias, nuestras: list[dict], suyas: list[dict | None], solicitudes: list, columnas: list[str]
) -> None:
    for nuestra, suya, s in zip(nuestras, suyas, solicitudes, strict=True):
        d.miembros += 1
        edad, servicio = nuestra.get("edad_al_retiro"), _anos_servicio(s)
        if edad is not None:
            d.edades[edad] += 1
        if servicio is not None:
            d.servicios[servicio // 5 * 5] += 1
        if suya is None:
            suya = {"estado_fila": "sin_resultado"}
        if suya.get("estado_fila") == "fallo_del_protocolo":
            d.fallos_del_protocolo += 1
        if suya.get("estado_fila") == NO_SOPORTADO:  # declared out of scope: not compared, counted apart
            d.no_soportados += 1
            continue
        if suya.get("estado_fila") == SIN_TIEMPO:
            d.sin_comparar += 1
            continue
        distintas = [c for c in columnas if normalizar(c, nuestra.get(c)) != normalizar(c, suya.get(c))]
        if not distintas:
            continue
        d.divergentes += 1
        if edad is not None:
            d.edades_divergentes[edad] += 1
        if servicio is not None:
            d.servicios_divergentes[servicio // 5 * 5] += 1
        clases = []
        for c in distintas:
            cl = clausula(c, nuestra, suya)
            d.por_columna[c] += 1
            d.por_clausula[cl] += 1
            clases.append((c, cl))
            if len(d.por_clase[(c, cl)]) < MAX_DETALLE:
                d.por_clase[(c, cl)].append(nuestra["fila"])
        if len(d.detalle) < MAX_DETALLE:
            d.detalle.append(
                {
                    "fila": nuestra["fila"],
                    "id": nuestra.get("id"),
                    "clases": clases,
                    "referencia": {c: _texto(nuestra.get(c)) for c in distintas},
                    "implementacion": {c: _texto(suya.get(c)) for c in distintas},
                    "suya": {c: suya.get(c) for c in columnas},
                    "solicitud": s if isinstance(s, dict) else None,
                }
            )


def _texto(v) -> str | None:
    if v is None:
        return None
    if isinstance(v, date):
        return v.isoformat()
    return str(v)


def lecturas_que_explican(d: Divergencias, op: Opciones, columnas: list[str]) -> dict:
    """Re-runs the divergent members under each alternative reading: which ones make the reference agree with them.

    Returns {(column, clause): [(reading, members explained, members of the kind)]}, best first, and
    {reading: members fully explained (every compared column agrees)}.
    """
    miembros = [x for x in d.detalle if x["solicitud"] is not None]
    if not miembros:
        return {"por_clase": {}, "completas": {}}
    solicitudes = [x["solicitud"] for x in miembros]
    sin_lecturas = [c for c in columnas if c != "lecturas"]
    por_clase: dict = defaultdict(list)
    completas: dict[str, int] = {}
    for entrada_id, e in interpretaciones().items():
        for lectura in e["lecturas"]:
            if lectura["id"] == op.lecturas[entrada_id]:
                continue
            nombre = f"{entrada_id}={lectura['id']}"
            pedidas = {**op.lecturas_pedidas, entrada_id: lectura["id"]}
            otra = Opciones(
                motor="vectorial",
                lecturas={**op.lecturas, entrada_id: lectura["id"]},
                lecturas_pedidas=pedidas,
                tabla=op.tabla,
                tabla_json=op.tabla_json,
                muestra=0,
                muestra_minima=0,  # only to explain divergences already found: the main run was verified
            )
            corrida = Corrida(otra)
            trozo = archivos.Trozo(1, None, solicitudes=None, tabla=_tabla_de_solicitudes(solicitudes))
            trozo.filas_python = solicitudes
            filas = corrida.evaluar(trozo).to_pylist()
            corrida.cerrar()
            explicados: Counter = Counter()
            total = 0
            for x, f in zip(miembros, filas, strict=True):
                suya = x["suya"]
                coinciden = {c for c in columnas if normalizar(c, f.get(c)) == normalizar(c, suya.get(c))}
                if all(c in coinciden for c in sin_lecturas):
                    total += 1
                for c, cl in x["clases"]:
                    if c in coinciden:
                        explicados[(c, cl)] += 1
            if total:
                completas[nombre] = total
            for clase, k in explicados.items():
                por_clase[clase].append((nombre, k))
    for clase in por_clase:
        por_clase[clase].sort(key=lambda x: -x[1])
    return {"por_clase": dict(por_clase), "completas": dict(sorted(completas.items(), key=lambda x: -x[1]))}


def _tabla_de_solicitudes(solicitudes: list[dict]) -> pa.Table:
    return trozo_jsonl(1, list(range(1, len(solicitudes) + 1)), solicitudes).tabla


def explicacion_de_la_referencia(solicitud: dict, op: Opciones) -> list[dict]:
    r = evaluar(solicitud_de_la_corrida(solicitud, op.lecturas_pedidas, op.tabla_json))
    if "error" in r:
        return [{"clausula": "entrada", "regla": r["error"]["campo"], "resultado": r["error"]["mensaje"]}]
    return [{"clausula": p["clausula"], "regla": p["regla"], "resultado": p["resultado"]} for p in r["explicacion"]]


# -- the run ------------------------------------------------------------------------------------------------
def ejecutar(
    entrada: str,
    op: Opciones,
    *,
    implementacion: str | None = None,
    comparar: str | None = None,
    informe: str | None = None,
    paralelo: int = 4,
    tiempo_limite: float | None = None,
    presupuesto: float | None = None,
    progreso: bool = True,
) -> int:
    """La corrida diferencial entera (lo que hace ``retiro lote --comparar|--implementacion``): compara, escribe el
    informe en `informe` (por defecto ``lote-informe/``), imprime el resumen y da el código de salida (0 sin
    divergencias, 1 con divergencias o fallos del protocolo, 2 archivo u opción mala)."""
    carpeta = Path(informe or "lote-informe")
    inicio = time.perf_counter()
    vivo = None
    try:
        if implementacion:
            try:
                vivo = EnVivo(implementacion, paralelo, tiempo_limite, presupuesto)
            except ValueError as e:
                print(f"retiro: error: --implementacion: {e}", file=sys.stderr)
                return 2
            nombre = implementacion
            suyas_archivo, emparejar = None, None
        else:
            nombre = comparar
            suyas_archivo, emparejar = leer_resultados(comparar)
        d = diferenciar(entrada, op, vivo, suyas_archivo, emparejar, Progreso(None) if progreso else None)
    except ErrorDeArchivo as e:
        print(f"retiro: error: {e}", file=sys.stderr)
        return 2
    finally:
        if vivo is not None:
            vivo.cerrar()
    explicacion = lecturas_que_explican(d, op, d.columnas_comparadas)
    escribir_informe(carpeta, d, explicacion, op, nombre, time.perf_counter() - inicio)
    print(resumen_texto(d, explicacion, nombre))
    print(f"Informe: {carpeta / 'informe.md'} · {carpeta / 'informe.html'} · {carpeta / 'divergencias.json'}")
    return 1 if d.divergentes or d.sin_comparar or d.fallos_del_protocolo else 0


def diferenciar(entrada, op: Opciones, vivo: EnVivo | None, suyas: list | None, emparejar: str | None, progreso):
    corrida = Corrida(op)
    d = Divergencias()
    if vivo is not None:
        columnas = list(COMPARABLES)
    else:
        presentes = set().union(*(f.keys() for f in suyas[:1000])) if suyas else set()
        columnas = [c for c in COMPARABLES if c in presentes]
    d.columnas_comparadas = columnas
    por_clave = None
    if suyas is not None and emparejar in ("fila", "id"):
        por_clave = {normalizar("fila", f.get("fila")) if emparejar == "fila" else str(f.get("id")): f for f in suyas}
    try:
        for trozo in archivos.leer(entrada, op.tamano):
            tabla = corrida.evaluar(trozo)
            nuestras = tabla.to_pylist()
            solicitudes = corrida.solicitudes(trozo, np.arange(trozo.n))
            if vivo is not None:
                pedidas = [
                    solicitud_de_la_corrida(s, op.lecturas_pedidas, op.tabla_json) if isinstance(s, dict) else s
                    for s in solicitudes
                ]
                theirs = vivo.evaluar(pedidas)
            elif por_clave is not None:
                clave = "fila" if emparejar == "fila" else "id"
                theirs = [por_clave.get(n[clave] if clave == "fila" else str(n.get("id"))) for n in nuestras]
            else:
                theirs = [suyas[n["fila"] - 1] if n["fila"] - 1 < len(suyas) else None for n in nuestras]
            comparar_trozo(d, nuestras, theirs, solicitudes, columnas)
            if progreso is not None:
                progreso(d.miembros, False)
    finally:
        corrida.cerrar()
    if progreso is not None:
        progreso(d.miembros, True)
    return d


# -- the report ---------------------------------------------------------------------------------------------
def resumen_texto(d: Divergencias, explicacion: dict, nombre: str) -> str:
    lineas = [
        f"Corrida en paralelo contra {nombre}: {d.miembros:,} miembros, {d.divergentes:,} con divergencias",
    ]
    if d.fallos_del_protocolo:
        lineas.append(f"  respuestas que no cumplen el protocolo: {d.fallos_del_protocolo:,}")
    if d.no_soportados:
        lineas.append(f"  no comparados, fuera del alcance que declara su saludo: {d.no_soportados:,}")
    if d.sin_comparar:
        lineas.append(
            f"  SIN COMPARAR (presupuesto agotado, --presupuesto, o {MAX_FALLOS_SEGUIDOS} fallos seguidos): "
            f"{d.sin_comparar:,}"
        )
    if d.por_clausula:
        lineas.append("Por cláusula: " + " · ".join(f"{k}: {v:,}" for k, v in d.por_clausula.most_common()))
        lineas.append("Por campo: " + " · ".join(f"{k}: {v:,}" for k, v in d.por_columna.most_common(10)))
    for (c, cl), filas in sorted(d.por_clase.items(), key=lambda x: -len(x[1]))[:10]:
        mejores = explicacion["por_clase"].get((c, cl), [])[:2]
        explica = ", ".join(f"{r} ({k} de {len(filas)})" for r, k in mejores) or "ninguna lectura"
        lineas.append(f"  {c} [{cl}]: {len(filas):,} miembros; lo explicaría: {explica}")
    return "\n".join(lineas)


def _clases(d: Divergencias, explicacion: dict) -> list[dict]:
    clases = []
    for (c, cl), filas in sorted(d.por_clase.items(), key=lambda x: (-len(x[1]), x[0])):
        ejemplos = [x for x in d.detalle if (c, cl) in x["clases"]][:EJEMPLOS]
        clases.append(
            {
                "columna": c,
                "clausula": cl,
                "miembros": len(filas),
                "filas": filas[:200],
                "ids": [x["id"] for x in d.detalle if (c, cl) in x["clases"]][:200],
                "lecturas_que_la_explican": [
                    {"lectura": r, "miembros": k} for r, k in explicacion["por_clase"].get((c, cl), [])
                ],
                "ejemplos": [
                    {
                        "fila": x["fila"],
                        "id": x["id"],
                        "referencia": x["referencia"].get(c),
                        "implementacion": x["implementacion"].get(c),
                        "solicitud": x["solicitud"],
                        "explicacion_de_la_referencia": x.get("explicacion", []),
                    }
                    for x in ejemplos
                ],
            }
        )
    return clases


def escribir_informe(carpeta: Path, d: Divergencias, explicacion: dict, op: Opciones, nombre: str, segundos: float):
    carpeta.mkdir(parents=True, exist_ok=True)
    vistos = set()
    for c, cl in d.por_clase:
        for x in [x for x in d.detalle if (c, cl) in x["clases"]][:EJEMPLOS]:
            if id(x) not in vistos and x["solicitud"] is not None:
                x["explicacion"] = explicacion_de_la_referencia(x["solicitud"], op)
                vistos.add(id(x))
    datos = {
        "implementacion": nombre,
        "miembros": d.miembros,
        "divergentes": d.divergentes,
        "segundos": round(segundos, 2),
        "columnas_comparadas": d.columnas_comparadas,
        "lecturas_de_la_corrida": op.lecturas_pedidas,
        "fallos_del_protocolo": d.fallos_del_protocolo,
        "no_soportados": d.no_soportados,
        "sin_comparar": d.sin_comparar,
        "por_columna": dict(d.por_columna.most_common()),
        "por_clausula": dict(d.por_clausula.most_common()),
        "lecturas_que_lo_explican_todo": explicacion["completas"],
        "clases": _clases(d, explicacion),
    }
    (carpeta / "divergencias.json").write_text(
        json.dumps(datos, ensure_ascii=False, indent=2, default=str), encoding="utf-8"
    )
    filas = [
        {
            "fila": x["fila"],
            "id": x["id"],
            "columna": c,
            "clausula": cl,
            "referencia": x["referencia"].get(c),
            "implementacion": x["implementacion"].get(c),
        }
        for x in d.detalle
        for c, cl in x["clases"]
    ]
    import pyarrow.csv as pcsv

    pcsv.write_csv(
        pa.Table.from_pylist(
            filas,
            schema=pa.schema(
                [
                    ("fila", pa.int64()),
                    ("id", pa.string()),
                    ("columna", pa.string()),
                    ("clausula", pa.string()),
                    ("referencia", pa.string()),
                    ("implementacion", pa.string()),
                ]
            ),
        ),
        carpeta / "divergencias.csv",
    )
    graficos = {
        "por_edad.svg": grafico(
            "Miembros con divergencias, por edad al retiro", "edad al retiro (años)", d.edades, d.edades_divergentes
        ),
        "por_servicio.svg": grafico(
            "Miembros con divergencias, por años de servicio",
            "años de servicio (de 5 en 5)",
            d.servicios,
            d.servicios_divergentes,
        ),
    }
    for archivo, svg in graficos.items():
        (carpeta / archivo).write_text(svg, encoding="utf-8")
    (carpeta / "informe.md").write_text(informe_md(datos), encoding="utf-8")
    (carpeta / "informe.html").write_text(informe_html(datos, graficos), encoding="utf-8")


def grafico(titulo: str, eje: str, todos: Counter, divergentes: Counter) -> str:
    """Bars: share of the members in each group whose results diverge (count in each bar's title)."""
    grupos = sorted(todos)
    ancho, alto, izq, abajo = 720, 300, 50, 40
    e = html.escape
    partes = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{ancho}' height='{alto}' viewBox='0 0 {ancho} {alto}' "
        f"role='img' aria-label='{e(titulo)}'><title>{e(titulo)}</title>",
        f"<text x='{ancho / 2}' y='16' text-anchor='middle' font-size='14' font-family='sans-serif'>{e(titulo)}</text>",
    ]
    if not grupos:
        partes.append(f"<text x='{ancho / 2}' y='{alto / 2}' text-anchor='middle'>sin miembros</text></svg>")
        return "".join(partes)
    maximo = max((divergentes[g] / todos[g] for g in grupos), default=0) or 1
    paso = (ancho - izq - 10) / len(grupos)
    base = alto - abajo
    for i, g in enumerate(grupos):
        cuota = divergentes[g] / todos[g]
        h = (base - 30) * cuota / maximo
        x = izq + i * paso
        partes.append(
            f"<rect x='{x:.1f}' y='{base - h:.1f}' width='{max(paso - 2, 1):.1f}' height='{h:.1f}' fill='#c0392b'>"
            f"<title>{g}: {divergentes[g]:,} de {todos[g]:,} ({100 * cuota:.1f} %)</title></rect>"
        )
        if len(grupos) <= 40 or i % 5 == 0:
            partes.append(
                f"<text x='{x + paso / 2:.1f}' y='{base + 14}' text-anchor='middle' font-size='10' "
                f"font-family='sans-serif'>{g}</text>"
            )
    partes.append(
        f"<line x1='{izq}' y1='{base}' x2='{ancho - 10}' y2='{base}' stroke='#333'/>"
        f"<text x='{ancho / 2}' y='{alto - 6}' text-anchor='middle' font-size='11' font-family='sans-serif'>"
        f"{e(eje)}</text>"
        f"<text x='12' y='{base / 2}' font-size='11' font-family='sans-serif' transform='rotate(-90 12 {base / 2})' "
        f"text-anchor='middle'>% con divergencias (máx. {100 * maximo:.1f} %)</text></svg>"
    )
    return "".join(partes)


def informe_md(datos: dict) -> str:
    md = [
        f"# Corrida en paralelo: referencia contra {datos['implementacion']}",
        "",
        f"{datos['miembros']:,} miembros comparados; **{datos['divergentes']:,} con divergencias**"
        f" ({datos['segundos']} s). Columnas comparadas: {', '.join(datos['columnas_comparadas'])}.",
        "",
    ]
    if datos["lecturas_de_la_corrida"]:
        md.append(
            "Lecturas de la corrida: " + ", ".join(f"{k}={v}" for k, v in datos["lecturas_de_la_corrida"].items())
        )
        md.append("")
    if datos["fallos_del_protocolo"]:
        md += [f"Respuestas que no cumplen el protocolo: {datos['fallos_del_protocolo']:,}.", ""]
    if datos["lecturas_que_lo_explican_todo"]:
        md += [
            "## Lecturas del registro que harían coincidir miembros enteros",
            "",
            "| lectura | miembros que coincidirían en todo |",
            "| --- | --- |",
        ]
        md += [f"| {r} | {k:,} |" for r, k in datos["lecturas_que_lo_explican_todo"].items()]
        md.append("")
    md += ["## Por cláusula", "", "| cláusula | divergencias |", "| --- | --- |"]
    md += [f"| {k} | {v:,} |" for k, v in datos["por_clausula"].items()]
    md += ["", "## Por campo", "", "| campo | divergencias |", "| --- | --- |"]
    md += [f"| `{k}` | {v:,} |" for k, v in datos["por_columna"].items()]
    md += ["", "## Clases de divergencia", "", "![por edad](por_edad.svg) ![por servicio](por_servicio.svg)", ""]
    for c in datos["clases"]:
        md.append(f"### `{c['columna']}` — cláusula {c['clausula']} ({c['miembros']:,} miembros)")
        md.append("")
        ids = [str(i) for i in c["ids"] if i is not None] or [str(f) for f in c["filas"]]
        md.append("Miembros: " + ", ".join(ids[:30]) + (" …" if len(ids) > 30 else ""))
        expl = c["lecturas_que_la_explican"][:3]
        md.append(
            "Lo explicaría: "
            + (
                ", ".join(f"**{x['lectura']}** ({x['miembros']} de {c['miembros']})" for x in expl)
                or "ninguna lectura del registro"
            )
        )
        md.append("")
        for ej in c["ejemplos"]:
            md.append(
                f"- fila {ej['fila']}{' (id ' + str(ej['id']) + ')' if ej['id'] else ''}: referencia "
                f"`{ej['referencia']}`, implementación `{ej['implementacion']}`"
            )
            for p in ej["explicacion_de_la_referencia"]:
                md.append(f"    - [{p['clausula']}] {p['regla']} → {p['resultado']}")
        md.append("")
    return "\n".join(md) + "\n"


def informe_html(datos: dict, graficos: dict[str, str]) -> str:
    e = html.escape
    partes = [
        f"<h1>Corrida en paralelo: referencia contra {e(str(datos['implementacion']))}</h1>",
        f"<p>{datos['miembros']:,} miembros comparados; "
        f"<strong>{datos['divergentes']:,} con divergencias</strong>.</p>",
    ]
    if datos["lecturas_que_lo_explican_todo"]:
        partes.append("<h2>Lecturas del registro que harían coincidir miembros enteros</h2><table>")
        partes += [f"<tr><td>{e(r)}</td><td>{k:,}</td></tr>" for r, k in datos["lecturas_que_lo_explican_todo"].items()]
        partes.append("</table>")
    partes.append("<h2>Por cláusula</h2><table><tr><th>cláusula</th><th>divergencias</th></tr>")
    partes += [f"<tr><td>{e(k)}</td><td>{v:,}</td></tr>" for k, v in datos["por_clausula"].items()]
    partes.append("</table><h2>Por campo</h2><table><tr><th>campo</th><th>divergencias</th></tr>")
    partes += [f"<tr><td><code>{e(k)}</code></td><td>{v:,}</td></tr>" for k, v in datos["por_columna"].items()]
    partes.append("</table>")
    partes += list(graficos.values())
    partes.append("<h2>Clases de divergencia</h2>")
    for c in datos["clases"]:
        expl = ", ".join(
            f"{e(x['lectura'])} ({x['miembros']} de {c['miembros']})" for x in c["lecturas_que_la_explican"][:3]
        )
        ids = [str(i) for i in c["ids"] if i is not None] or [str(f) for f in c["filas"]]
        partes.append(
            f"<h3><code>{e(c['columna'])}</code> — cláusula {e(c['clausula'])} ({c['miembros']:,} miembros)</h3>"
            f"<p>Miembros: {e(', '.join(ids[:30]))}</p>"
            f"<p>Lo explicaría: {expl or 'ninguna lectura del registro'}</p><ul>"
        )
        for ej in c["ejemplos"]:
            pasos = "".join(
                f"<li>[{e(p['clausula'])}] {e(p['regla'])} → {e(p['resultado'])}</li>"
                for p in ej["explicacion_de_la_referencia"]
            )
            partes.append(
                f"<li>fila {ej['fila']}: referencia <code>{e(str(ej['referencia']))}</code>, implementación "
                f"<code>{e(str(ej['implementacion']))}</code><ol>{pasos}</ol></li>"
            )
        partes.append("</ul>")
    estilo = (
        "body{font-family:sans-serif;max-width:70em;margin:auto}"
        "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}"
    )
    return (
        "<!DOCTYPE html><html lang='es'><head><meta charset='utf-8'><title>Corrida en paralelo</title>"
        f"<style>{estilo}</style></head><body>{''.join(partes)}</body></html>\n"
    )
