"""Revisión jurídica: el estado de cada punto de los registros, las dependencias de un resultado y el expediente
de cada cláusula para la revisión impresa.

Los puntos que un abogado revisa son las interpretaciones (INT-…), las reglas externas (EXT-…), las correcciones
del OCR (OCR-…) y los límites del período (VIG-…). El paquete trae el estado que el proyecto propone
(``datos/revisiones.yaml``, que ninguna orden escribe); las decisiones del revisor viven en **su** proyecto: el
archivo ``revisiones.yaml`` de la carpeta de trabajo, o el que nombran ``--revisiones ARCHIVO`` o la variable
``RETIRO_REVISIONES``. Se crea con ``retiro revision iniciar`` y se añade una decisión con::

    retiro revision registrar INT-29 --estado aprobada --lectura segun_ext_03 --revisor "Lcda. …" --decision "…"

El último bloque de un id es su estado vigente. Las decisiones gobiernan, en el borde (donde se lee la solicitud y
se arma el resultado; las reglas no leen el estado de revisión): la lectura aprobada de una entrada es la lectura
por defecto de toda interfaz; lo que depende de un punto rechazado queda «sin_respaldo»; «requiere_cambios» se
advierte. Todo resultado lista, en ``dependencias.revision``, el estado de lo que usó, y en
``dependencias.pendientes_de_revision`` lo que no está aprobado.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import date
from functools import cache, lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from retiro.comun.errores import ErrorDeEntrada
from retiro.ley.explicacion import Aviso, Codigo
from retiro.ley.glosario import Termino, etiqueta
from retiro.ley.registro import (
    cargador_seguro,
    cargar_yaml,
    clausulas,
    correcciones_ocr,
    interpretaciones,
    lecturas_por_defecto,
    leer_datos,
    reglas_externas,
    ruta_de_datos,
)

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from pathlib import Path  # imported where used: pathlib costs start-up time

ESTADOS = ("por_verificar", "aprobada", "rechazada", "requiere_cambios")
CAMPOS = ("id", "estado", "revisor", "fecha", "decision", "comentario")
CAMPOS_DEL_REVISOR = (*CAMPOS, "lectura")  # «lectura»: the reading of an INT entry the decision is about
POR_COMPLETAR = "por completar"
NOMBRES = {"cita": "cita", "edicion": "edición", "texto_citado": "texto citado", "fecha_version": "fecha de la versión"}
ARCHIVO = "revisiones.yaml"
ENTORNO = "RETIRO_REVISIONES"
TIPOS = {"INT": "interpretacion", "EXT": "regla_externa", "OCR": "correccion_ocr", "VIG": "vigencia"}
# The order a reviewer needs: what takes the legal basis away first, then what must change, then what is unreviewed.
ORDEN_DE_ESTADOS = ("rechazada", "requiere_cambios", "por_verificar")

_elegido: str | None = None  # --revisiones ARCHIVO, set by the command line (elegido() reads it)
# Decisions given with one request (the protocol field `revision`), over the reviewer's file, while it is evaluated.
_de_la_solicitud: ContextVar[tuple[dict, ...]] = ContextVar("revision_de_la_solicitud", default=())


class ErrorDeRevision(ValueError):
    """Un archivo de revisiones que no se puede usar, o una decisión incoherente: mensaje en español."""


def ruta_del_registro() -> str:
    """El estado propuesto por el proyecto, en el paquete (de solo lectura para toda orden)."""
    return ruta_de_datos(ARCHIVO)


def elegir(ruta: str | os.PathLike | None) -> None:
    """El archivo de revisiones que nombra ``--revisiones`` (None: el de la variable o el de la carpeta)."""
    global _elegido
    _elegido = None if ruta is None else os.path.abspath(os.fspath(ruta))
    olvidar()


def elegido() -> str | None:
    """El archivo que nombró ``--revisiones`` (ruta absoluta), o None si no nombró ninguno."""
    return _elegido


def olvidar() -> None:
    """Vuelve a buscar y leer el archivo de revisiones (tras registrar una decisión, o si cambió el entorno)."""
    for f in (archivo_del_revisor, _del_revisor, _historia, _lecturas_vigentes, _dependencias, _aprobaciones, _avisos):
        f.cache_clear()


@cache
def archivo_del_revisor() -> str | None:
    """El archivo de revisiones del revisor que se usa: ``--revisiones``, ``RETIRO_REVISIONES`` o
    ``./revisiones.yaml``; None si no hay ninguno (rige el estado propuesto por el proyecto)."""
    if _elegido:
        return _elegido
    entorno = os.environ.get(ENTORNO)
    if entorno:
        return os.path.abspath(entorno)
    return os.path.abspath(ARCHIVO) if os.path.isfile(ARCHIVO) else None


def describir_archivo() -> str:
    """Qué archivo de revisiones usó una orden, en una frase."""
    r = archivo_del_revisor()
    if r is None:
        return (
            "Revisión jurídica: sin archivo de revisiones del revisor; rige el estado que propone el proyecto "
            "(créelo con «retiro revision iniciar»)."
        )
    return f"Revisión jurídica: archivo de revisiones {r}"


def _leer(ruta: str) -> str:
    """El texto de un archivo de revisiones, o un error en español que dice por qué no se puede leer."""
    if not os.path.exists(ruta):
        raise ErrorDeRevision(
            f"no existe el archivo de revisiones «{ruta}»; créelo con «retiro revision iniciar» (en la carpeta del "
            "proyecto del revisor) o nombre otro con --revisiones ARCHIVO"
        )
    if os.path.isdir(ruta):
        raise ErrorDeRevision(f"«{ruta}» es una carpeta, no un archivo de revisiones")
    try:
        with open(ruta, "rb") as f:
            datos = f.read(8_000_000)
    except PermissionError:
        raise ErrorDeRevision(f"no se puede leer el archivo de revisiones «{ruta}»: permiso denegado") from None
    except OSError as e:
        raise ErrorDeRevision(f"no se puede leer el archivo de revisiones «{ruta}»: {e.strerror or e}") from None
    try:
        return datos.decode("utf-8")
    except UnicodeDecodeError:
        raise ErrorDeRevision(f"el archivo de revisiones «{ruta}» no está en UTF-8") from None


@cache
def _del_revisor(ruta: str) -> tuple[dict, ...]:
    """Los bloques del archivo del revisor, comprobados (forma y coherencia)."""
    import yaml

    texto = _leer(ruta)
    try:
        bloques = yaml.load(texto, Loader=cargador_seguro())  # a safe loader: data only
    except yaml.YAMLError as e:
        marca = getattr(e, "problem_mark", None)
        donde = f" (línea {marca.line + 1})" if marca is not None else ""
        raise ErrorDeRevision(f"el archivo de revisiones «{ruta}» no es YAML válido{donde}") from None
    if bloques is None:
        return ()
    if not isinstance(bloques, list):
        raise ErrorDeRevision(f"«{ruta}» debe ser una lista de decisiones (un bloque «- id: …» por decisión)")
    salida = tuple(_bloque(b, n, ruta) for n, b in enumerate(bloques, 1))
    coherencia(salida, ruta)
    return salida


#: A date as the reviewer writes it and the protocol says it: AAAA-MM-DD.
_FECHA = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _bloque(b: Any, n: int, ruta: str) -> dict:
    donde = f"«{ruta}», decisión {n}"
    if not isinstance(b, dict):
        raise ErrorDeRevision(f"{donde}: debe ser un bloque con id, estado, revisor, fecha y decisión")
    sobran = sorted(str(k) for k in b if k not in CAMPOS_DEL_REVISOR)
    if sobran:
        raise ErrorDeRevision(f"{donde}: campo desconocido «{sobran[0]}»; se admite: {', '.join(CAMPOS_DEL_REVISOR)}")
    i = b.get("id")
    if not isinstance(i, str) or i not in _puntos():
        raise ErrorDeRevision(f"{donde}: «{i}» no es un punto de los registros (INT-…, EXT-…, OCR-…, VIG-…)")
    if b.get("estado") not in ESTADOS:
        raise ErrorDeRevision(f"{donde} ({i}): estado «{b.get('estado')}» desconocido; se admite: {', '.join(ESTADOS)}")
    fecha = b.get("fecha")
    if isinstance(fecha, date):
        fecha = fecha.isoformat()
    if fecha is not None:
        # AAAA-MM-DD only: date.fromisoformat would also take 20270115 (a number, or the basic ISO form)
        if not isinstance(fecha, str) or not _FECHA.fullmatch(fecha):
            raise ErrorDeRevision(f"{donde} ({i}): la fecha «{fecha}» debe ser AAAA-MM-DD")
        try:
            date.fromisoformat(fecha)
        except ValueError:
            raise ErrorDeRevision(f"{donde} ({i}): la fecha «{fecha}» debe ser AAAA-MM-DD") from None
    x = {k: b.get(k) for k in CAMPOS} | {"fecha": fecha}
    for k in ("revisor", "decision", "comentario"):
        if x[k] is not None and not isinstance(x[k], str):
            raise ErrorDeRevision(f"{donde} ({i}): «{k}» debe ser un texto")
    if x["estado"] != "por_verificar" and not (x["revisor"] and x["fecha"] and x["decision"]):
        raise ErrorDeRevision(f"{donde} ({i}): una decisión necesita revisor, fecha y decisión")
    lectura = b.get("lectura")
    if lectura is not None:
        if tipo(i) != "interpretacion":
            raise ErrorDeRevision(f"{donde} ({i}): solo una interpretación (INT-…) tiene lecturas")
        admitidas = [y["id"] for y in interpretaciones()[i]["lecturas"]]
        if lectura not in admitidas:
            raise ErrorDeRevision(
                f"{donde} ({i}): la lectura «{lectura}» no existe en el registro; se admite: {', '.join(admitidas)}"
            )
        x["lectura"] = lectura
    elif tipo(i) == "interpretacion" and x["estado"] == "aprobada":
        raise ErrorDeRevision(
            f"{donde} ({i}): una aprobación de una interpretación debe nombrar la lectura aprobada (--lectura …; "
            f"se admite: {', '.join(y['id'] for y in interpretaciones()[i]['lecturas'])})"
        )
    return x


def fecha_del_texto(i: str) -> str | None:
    """La fecha del texto que un revisor aprueba: la de la última propuesta del proyecto sobre el punto y, para una
    regla externa o un límite del período, la de su consulta o su versión (AAAA-MM-DD), la más reciente."""
    fechas = [b["fecha"] for b in _historia_del_paquete().get(i, []) if b.get("fecha")]
    fuente = reglas_externas().get(i) or _limite(i)
    for k in ("fecha_consulta", "fecha_version"):
        v = (fuente or {}).get(k)
        if isinstance(v, date):
            v = v.isoformat()
        if isinstance(v, str) and len(v) == 10 and v[4] == "-":
            fechas.append(v)
    return max(map(str, fechas), default=None)


def _limite(i: str) -> dict | None:
    return next((x for x in leer_datos("vigencia.yaml") if x["id"] == i), None)


def coherencia(bloques: Iterable[dict], ruta: str = ARCHIVO) -> None:
    """Las decisiones de un revisor, coherentes: dos decisiones distintas sobre un punto el mismo día, una decisión
    con fecha anterior a la que la precede, o anterior al texto que aprueba, son errores (en español)."""
    previa: dict[str, dict] = {}
    for b in bloques:
        i, fecha = b["id"], b.get("fecha")
        antes = previa.get(i)
        if fecha and antes and antes.get("fecha"):
            if fecha == antes["fecha"] and (b["estado"], b.get("lectura")) != (antes["estado"], antes.get("lectura")):
                raise ErrorDeRevision(
                    f"«{ruta}»: dos decisiones sobre {i} el {fecha} ({_quien(antes)} y {_quien(b)}): no se sabe cuál "
                    "rige; deje una sola"
                )
            if fecha < antes["fecha"]:
                raise ErrorDeRevision(
                    f"«{ruta}»: la decisión sobre {i} del {fecha} está después de otra del {antes['fecha']}: las "
                    "decisiones van en orden de fecha (la última rige)"
                )
        texto = fecha_del_texto(i)
        if fecha and b["estado"] != "por_verificar" and texto and fecha < texto:
            raise ErrorDeRevision(
                f"«{ruta}»: la decisión sobre {i} ({_quien(b)}, {fecha}) es anterior al texto que aprueba (del "
                f"{texto}): revíselo de nuevo y registre una decisión con fecha posterior"
            )
        if fecha:
            previa[i] = b


def _quien(b: dict) -> str:
    lectura = f" la lectura «{b['lectura']}»" if b.get("lectura") else ""
    return f"{b['estado']}{lectura}"


@cache
def _historia_del_paquete() -> dict[str, list[dict]]:
    salida: dict[str, list[dict]] = {}
    for b in cargar_yaml(ruta_del_registro()) or []:
        salida.setdefault(b["id"], []).append(b)
    return salida


@lru_cache(maxsize=64)  # keyed by the decisions a request brings: bounded
def _historia(ruta: str | None, extra: tuple = ()) -> dict[str, list[dict]]:
    salida = {i: list(h) for i, h in _historia_del_paquete().items()}
    for b in (*(_del_revisor(ruta) if ruta else ()), *(dict(x) for x in extra)):
        salida.setdefault(b["id"], []).append(b)
    return salida


def historia(ruta: str | os.PathLike | None = None) -> dict[str, list[dict]]:
    """Por id, sus revisiones en orden (la última es la vigente): las que propone el proyecto, las del archivo del
    revisor (el que se usa, o `ruta`) y las que trae la solicitud que se evalúa (campo `revision`)."""
    return _historia(os.fspath(ruta) if ruta else archivo_del_revisor(), _de_la_solicitud.get())


def decisiones_de_la_solicitud(valor: Any, campo: str = "revision") -> tuple[tuple[tuple[str, Any], ...], ...]:
    """Las decisiones de revisión que trae una solicitud (campo `revision`: una lista de bloques como los del archivo
    del revisor), comprobadas igual; un error es un error de entrada que nombra el campo."""
    if valor is None:
        return ()
    if type(valor) is not list or len(valor) > len(_puntos()) * 4:
        raise ErrorDeEntrada(campo, 'debe ser una lista de decisiones ({"id": …, "estado": …, …})', valor)
    bloques = []
    for n, b in enumerate(valor):
        try:
            bloques.append(_bloque(b, n + 1, "la solicitud"))
        except ErrorDeRevision as e:
            raise ErrorDeEntrada(f"{campo}.{n}", str(e).split(": ", 1)[-1]) from None
    try:
        coherencia([*(_del_revisor(archivo_del_revisor()) if archivo_del_revisor() else ()), *bloques], "la solicitud")
    except ErrorDeRevision as e:
        raise ErrorDeEntrada(campo, str(e).split(": ", 1)[-1]) from None
    return tuple(tuple(sorted(b.items())) for b in bloques)


@contextmanager
def con_decisiones(solicitud: Any) -> Iterator[None]:
    """Evalúa una solicitud con las decisiones de revisión que trae (campo `revision`), sobre las del revisor."""
    valor = solicitud.get("revision") if isinstance(solicitud, dict) else None
    if valor is None:
        yield
        return
    marca = _de_la_solicitud.set(decisiones_de_la_solicitud(valor))
    try:
        yield
    finally:
        _de_la_solicitud.reset(marca)


def tipo(i: str) -> str:
    return TIPOS[i[:3]]


@cache
def _puntos() -> frozenset[str]:
    return frozenset(puntos())


def puntos() -> list[str]:
    """Todos los puntos revisables de los registros, en orden."""
    return [
        *interpretaciones(),
        *reglas_externas(),
        *(c["id"] for c in correcciones_ocr()),
        *(x["id"] for x in leer_datos("vigencia.yaml")),
    ]


def vigente(i: str, ruta: Path | None = None) -> dict:
    """La revisión vigente de un punto (la última); un punto sin revisión es un error de los registros."""
    h = historia(ruta).get(i)
    if not h:
        raise KeyError(f"{i} no tiene revisión en datos/{ARCHIVO}")
    return h[-1]


def estado(i: str, lectura: str | None = None) -> str:
    """El estado de revisión de un punto; de una interpretación, el de la lectura `lectura` (una lectura distinta de
    la que la decisión nombra no está revisada: «por_verificar»)."""
    v = vigente(i)
    if lectura is not None and v.get("lectura") is not None and v["lectura"] != lectura:
        return "por_verificar"
    return v["estado"]


def lecturas_vigentes() -> Mapping[str, str]:
    """La lectura que rige cada entrada del registro: la aprobada por el revisor o, si no hay, la de por defecto del
    registro (de solo lectura: se comparte entre solicitudes)."""
    return _lecturas_vigentes(archivo_del_revisor(), _de_la_solicitud.get())


@lru_cache(maxsize=64)  # keyed by the decisions a request brings: bounded
def _lecturas_vigentes(ruta: str | None, extra: tuple) -> Mapping[str, str]:
    defecto = lecturas_por_defecto()
    aprobadas = aprobaciones()
    if not aprobadas:
        return defecto
    return MappingProxyType({i: aprobadas[i]["lectura"] if i in aprobadas else v for i, v in defecto.items()})


def aprobaciones() -> dict[str, dict]:
    """Las entradas del registro cuya decisión vigente aprueba una lectura: id → decisión."""
    return _aprobaciones(archivo_del_revisor(), _de_la_solicitud.get())


@lru_cache(maxsize=64)  # keyed by the decisions a request brings: bounded
def _aprobaciones(ruta: str | None, extra: tuple) -> dict[str, dict]:
    salida = {}
    for i in interpretaciones():
        v = vigente(i)
        if v["estado"] == "aprobada" and v.get("lectura"):
            salida[i] = v
    return salida


def aprobada_por(i: str) -> str | None:
    """«aprobada por Lcda. …, 2027-01-15» si la lectura que rige la entrada `i` la aprobó un revisor."""
    v = aprobaciones().get(i)
    return None if v is None else f"aprobada por {v['revisor']}, {v['fecha']}"


def ocr_de(clausulas_citadas: Iterable[str]) -> list[str]:
    """Las correcciones del OCR del texto de las cláusulas citadas (un resultado de 18.6(a) depende de OCR-05)."""
    return list(_ocr_de(frozenset(clausulas_citadas)))


@cache
def _ocr_de(citadas: frozenset[str]) -> tuple[str, ...]:
    return tuple(c["id"] for c in correcciones_ocr() if citadas.intersection(c["clausulas"]))


def dependencias(
    lecturas: Mapping[str, str] | list[str],
    externas: list[str],
    vigencia: list[str],
    ocr: list[str] = (),  # type: ignore[assignment]
) -> list[dict]:
    """El estado de revisión de lo que usó un resultado: lecturas (INT-…), reglas externas, correcciones del OCR y
    límites del período."""
    usadas = lecturas if isinstance(lecturas, dict) or hasattr(lecturas, "items") else dict.fromkeys(lecturas)
    claves = tuple((i, usadas[i]) for i in sorted(usadas)) + tuple((i, None) for i in (*externas, *ocr, *vigencia))
    return [dict(x) for x in _dependencias(claves, archivo_del_revisor(), _de_la_solicitud.get())]


@lru_cache(maxsize=4096)  # keyed by the decisions a request brings: bounded
def _dependencias(claves: tuple[tuple[str, str | None], ...], ruta: str | None, extra: tuple) -> tuple[dict, ...]:
    salida = []
    for i, lectura in claves:
        r = vigente(i)
        x = {"id": i, "tipo": tipo(i), **{k: r[k] for k in CAMPOS if k not in ("id", "comentario")}}
        x["estado"] = estado(i, lectura)
        if x["estado"] != r["estado"]:  # the decision is about another reading: this one is not reviewed
            x.update(revisor=None, fecha=None, decision=None)
        if lectura is not None:
            x["lectura"] = lectura
        salida.append(x)
    return tuple(salida)


def rechazadas(lecturas: Mapping[str, str], externas: list[str], vigencia: list[str], ocr: list[str]) -> list[dict]:
    """Lo que usó un resultado y la revisión rechazó (vacío casi siempre: se mira sin copiar nada)."""
    claves = tuple((i, lecturas[i]) for i in sorted(lecturas)) + tuple((i, None) for i in (*externas, *ocr, *vigencia))
    revisadas = _dependencias(claves, archivo_del_revisor(), _de_la_solicitud.get())
    return [dict(r) for r in revisadas if r["estado"] == "rechazada"]


def pendientes(revisadas: list[dict]) -> list[dict]:
    """Lo que no está aprobado, en el orden que necesita un revisor: lo rechazado, lo que requiere cambios y lo que
    está por verificar (cada grupo en el orden de los registros)."""
    salida = [r for e in ORDEN_DE_ESTADOS for r in revisadas if r["estado"] == e]
    return [{k: r[k] for k in ("id", "tipo", "estado", "revisor", "fecha", "decision") if k in r} for r in salida]


def dependencias_del_resultado(
    lecturas: Mapping[str, str],
    externas: list[str],
    vigencia: list[str],
    ocr: list[str] = (),  # type: ignore[assignment]
) -> dict:
    """Las reglas externas usadas (con su procedencia), el estado de revisión de todo lo usado y, en el orden que
    necesita un revisor, lo que no está aprobado (JSON)."""
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
    revisadas = dependencias(lecturas, externas, vigencia, ocr)
    return {"reglas_externas": reglas, "revision": revisadas, "pendientes_de_revision": pendientes(revisadas)}


def avisos(
    lecturas: Mapping[str, str],
    externas: list[str],
    vigencia: list[str],
    ocr: list[str] = (),  # type: ignore[assignment]
) -> list[Aviso | str]:
    """Los avisos de revisión de un resultado: lo que no está aprobado, lo que requiere cambios, y la procedencia
    por completar."""
    return list(
        _avisos(tuple(sorted(lecturas.items())), tuple(externas), tuple(vigencia), tuple(ocr), archivo_del_revisor(),
                _de_la_solicitud.get())
    )  # fmt: skip


@lru_cache(maxsize=4096)  # the same points, the same warnings (bounded: requests may bring their decisions)
def _avisos(
    usadas: tuple[tuple[str, str], ...],
    externas: tuple[str, ...],
    vigencia: tuple[str, ...],
    ocr: tuple[str, ...],
    ruta: str | None,
    extra: tuple,
) -> tuple[Aviso | str, ...]:
    lecturas = dict(usadas)
    salida: list[Aviso | str] = []
    revisadas = dependencias(lecturas, list(externas), list(vigencia), list(ocr))
    a = aviso(revisadas)
    if a:
        salida.append(a)
    for r in revisadas:
        if r["estado"] == "requiere_cambios":
            salida.append(
                Aviso(
                    f"{r['id']} requiere cambios según {_literal(r['revisor'])} ({{fecha}}): "
                    f"{_literal(r['decision'].rstrip('.'))}. El resultado usa el texto actual, que el revisor pidió "
                    "cambiar.",
                    (("fecha", date.fromisoformat(r["fecha"])),),
                )
            )
    for i in externas:
        faltan = procedencia_externa(reglas_externas()[i])["por_completar"]
        if faltan:
            salida.append(
                f"La procedencia de {i} está por completar ({', '.join(NOMBRES[f] for f in faltan)}): la "
                "cita no se ha verificado contra el texto de la ley."
            )
    for i in sorted(lecturas):
        v = aprobaciones().get(i)
        if v and lecturas[i] == v["lectura"] and lecturas[i] != lecturas_por_defecto()[i]:
            salida.append(
                Aviso(
                    f"{i}: rige la lectura «{lecturas[i]}», aprobada por {_literal(v['revisor'])}, {{fecha}} (el "
                    f"registro proponía «{lecturas_por_defecto()[i]}»).",
                    (("fecha", date.fromisoformat(v["fecha"])),),
                )
            )
    return tuple(salida)


def _literal(texto: str) -> str:
    """Un texto del revisor dentro de un aviso con valores: sus llaves no son valores."""
    return texto.replace("{", "{{").replace("}", "}}")


def aviso_sin_respaldo(rechazadas: list[dict], que: str, cifra: str | None) -> Aviso:
    """El aviso de una parte del resultado que depende de algo rechazado: la cifra es la de la regla, sin respaldo."""
    motivos = "; ".join(
        f"{r['id']}{' (lectura «' + r['lectura'] + '»)' if r.get('lectura') else ''} fue rechazada por "
        f"{_literal(r['revisor'])} el {{fecha_{n}}}: {_literal(r['decision'].rstrip('.'))}"
        for n, r in enumerate(rechazadas)
    )
    figura = (
        f" La cifra que se muestra ({cifra}) es solo la que daría lo rechazado: NO es una pensión con respaldo."
        if cifra
        else ""
    )
    return Aviso(
        f"SIN RESPALDO JURÍDICO: {que} depende de lo que la revisión rechazó ({motivos}).{figura}",
        tuple((f"fecha_{n}", date.fromisoformat(r["fecha"])) for n, r in enumerate(rechazadas)),
    )


def etiqueta_estado(i: str) -> str:
    """El estado de revisión de un punto, como lo lee una persona («por verificar»)."""
    return etiqueta("revision.estado", estado(i))


def definicion(t: Termino) -> str:
    """La definición de un término del glosario para una persona: la de una regla externa, con su estado de revisión."""
    if t.regla_externa is None:
        return t.definicion
    r = reglas_externas()[t.regla_externa]
    texto = f"{r['nombre']}: {r['descripcion']} Fuente: {r['fuente']} ({etiqueta_estado(t.regla_externa)})."
    return " ".join(texto.split())


def aviso(revisadas: list[dict]) -> Aviso | None:
    """El aviso de un resultado que depende de puntos sin aprobar (None si todos están aprobados), con los puntos
    agrupados por su estado de revisión (un código del glosario: la etiqueta para una persona)."""
    por_estado: dict[str, list[str]] = {}
    for r in pendientes(revisadas):
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


# --- El archivo del revisor: crearlo y registrar una decisión ----------------------------------------------------

CABECERA = """\
# Revisión jurídica de retiro: las decisiones del revisor, una por bloque, en orden de fecha (la última de cada
# punto rige). Este archivo es del proyecto del revisor: ninguna orden toca el del paquete.
#
# Campos de cada decisión:
#   id          el punto revisado (INT-…, EXT-…, OCR-…, VIG-…)
#   estado      aprobada | rechazada | requiere_cambios | por_verificar
#   lectura     solo en una interpretación (INT-…): la lectura que se aprueba, se rechaza o debe cambiar
#   revisor     quién decidió
#   fecha       AAAA-MM-DD de la decisión
#   decision    la decisión en una frase
#   comentario  las razones
#
# Con la línea de órdenes (desde esta carpeta, o con --revisiones ESTE_ARCHIVO):
#   retiro revision registrar INT-29 --estado aprobada --lectura segun_ext_03 --revisor "Lcda. …" --decision "…"
# La lectura aprobada rige en toda interfaz; lo que depende de algo rechazado queda «sin respaldo».
"""


def iniciar(ruta: str | os.PathLike) -> str:
    """Crea el archivo de revisiones del revisor (sin decisiones: rige el estado que propone el proyecto)."""
    ruta = os.path.abspath(os.fspath(ruta))
    if os.path.exists(ruta):
        raise ErrorDeRevision(f"ya existe «{ruta}»: no se sobrescribe (sus decisiones se conservan)")
    carpeta = os.path.dirname(ruta)
    if not os.path.isdir(carpeta):
        raise ErrorDeRevision(f"no existe la carpeta «{carpeta}»")
    if _es_del_paquete(ruta):
        raise ErrorDeRevision("el archivo de revisiones no puede estar dentro del paquete instalado")
    try:
        with open(ruta, "x", encoding="utf-8") as f:
            f.write(CABECERA)
    except OSError as e:
        raise ErrorDeRevision(f"no se puede crear «{ruta}»: {e.strerror or e}") from None
    olvidar()
    return ruta


def _es_del_paquete(ruta: str) -> bool:
    paquete = os.path.realpath(os.path.dirname(ruta_del_registro()))
    return os.path.realpath(ruta).startswith(os.path.dirname(paquete) + os.sep)


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
    ruta: str | os.PathLike | None = None,
    lectura: str | None = None,
) -> dict:
    """Añade una decisión al final del archivo del revisor (sin reescribir lo demás) y la devuelve. Sin archivo del
    revisor, o con uno del paquete, es un error: el estado propuesto del paquete no lo cambia ninguna orden."""
    if i not in _puntos():
        raise ErrorDeRevision(f"«{i}» no es un punto de los registros (INT-…, EXT-…, OCR-…, VIG-…)")
    if estado not in ESTADOS:
        raise ErrorDeRevision(f"estado «{estado}» desconocido; se admite: {', '.join(ESTADOS)}")
    if not revisor.strip() or not decision.strip():
        raise ErrorDeRevision("una revisión necesita revisor y decisión")
    destino = os.path.abspath(os.fspath(ruta)) if ruta else archivo_del_revisor()
    if destino is None:
        raise ErrorDeRevision(
            "no hay archivo de revisiones del revisor: créelo con «retiro revision iniciar» en la carpeta de su "
            f"proyecto (o nómbrelo con --revisiones ARCHIVO o la variable {ENTORNO}); el estado que trae el paquete "
            "no lo cambia ninguna orden"
        )
    if _es_del_paquete(destino) or os.path.realpath(destino) == os.path.realpath(ruta_del_registro()):
        raise ErrorDeRevision(
            "el archivo de revisiones del paquete es el estado que propone el proyecto y ninguna orden lo escribe: "
            "cree el suyo con «retiro revision iniciar»"
        )
    texto = _leer(destino)
    bloque = {
        "id": i,
        "estado": estado,
        "lectura": lectura,
        "revisor": revisor.strip(),
        "fecha": (fecha or date.today()).isoformat(),
        "decision": decision.strip(),
        "comentario": comentario.strip(),
    }
    if lectura is None:
        del bloque["lectura"]
    anteriores = list(_del_revisor(destino))
    _bloque(bloque, len(anteriores) + 1, destino)  # the same checks as reading the file back
    coherencia([*anteriores, _bloque(bloque, len(anteriores) + 1, destino)], destino)
    nuevo = "\n".join(f"{'- ' if k == 'id' else '  '}{k}: {_yaml_texto(v)}" for k, v in bloque.items())
    try:
        with open(destino, "w", encoding="utf-8") as f:
            f.write(texto.rstrip("\n") + "\n" + nuevo + "\n")
    except OSError as e:
        raise ErrorDeRevision(f"no se puede escribir en «{destino}»: {e.strerror or e}") from None
    olvidar()
    return bloque


# --- Los puntos por cláusula (la orden `retiro revision`, en retiro.cli.revision, los lista) ------------


def nombre(i: str) -> str:
    """Un punto de los registros en palabras: la pregunta de una interpretación, el nombre de una regla externa o
    de un límite del período, el motivo de una corrección del OCR."""
    if i[:3] == "INT":
        return interpretaciones()[i]["pregunta"]
    if i[:3] == "EXT":
        return reglas_externas()[i]["nombre"]
    if i[:3] == "OCR":
        return next(c["motivo"] for c in correcciones_ocr() if c["id"] == i)
    return (_limite(i) or {}).get("nombre", i)


def clausulas_de(i: str) -> list[str]:
    """Las cláusulas que toca un punto (un límite del período toca todas)."""
    if i[:3] == "INT":
        return list(interpretaciones()[i]["clausulas"])
    if i[:3] == "EXT":
        return list(reglas_externas()[i].get("clausulas", []))
    if i[:3] == "OCR":
        return next(list(c["clausulas"]) for c in correcciones_ocr() if c["id"] == i)
    return []


def pendientes_por_clausula() -> dict[str, list[str]]:
    """Lo que no está aprobado, por cláusula (en el orden del registro de cláusulas); los límites del período, que
    tocan todas, bajo «todo el período»."""
    salida: dict[str, list[str]] = {c: [] for c in clausulas()}
    salida["todo el período"] = []
    for i in puntos():
        if estado(i) == "aprobada":
            continue
        for c in clausulas_de(i) or ["todo el período"]:
            salida.setdefault(c, []).append(i)
    return {c: ids for c, ids in salida.items() if ids}


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
    # only the review dossier (start-up of `retiro lecturas`, `retiro revision listar`)
    from retiro.ley.vigencia import limites
    from retiro.revision import divergencias

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
    # only the review dossier (start-up of `retiro calcular`, `retiro servir`)
    from retiro.revision import divergencias

    raiz = raiz or divergencias.RAIZ
    escenarios = _escenarios_por_clausula(raiz)
    return [expediente(i, raiz, escenarios) for i in clausulas()]
