"""Propiedades de cualquier implementación del protocolo, comprobadas con solicitudes generadas (Hypothesis).

Todas reciben la implementación bajo prueba como una función «solicitud JSON → respuesta JSON» (en la
especificación, la fixture ``implementacion`` del kit de conformidad, `retiro.conformidad.plugin`; por defecto la
calculadora de referencia), así que ``python -m pytest steps --implementacion=…`` las comprueba contra otra
implementación. La propiedad diferencial (`diferencial`) genera solicitudes dentro de una región del texto
(`retiro.verificacion.generadores.OBJETIVOS`), se las envía a la implementación y compara cada campo que fija la ley
con la
segunda lectura del texto (`retiro.verificacion.segunda_lectura`), que nunca redondea con el código de la calculadora.

Cada ejecución cuenta las regiones del modelo que alcanzaron sus solicitudes (``event()`` de Hypothesis; se ven
con ``--hypothesis-show-statistics``) y mide con ``target()`` la distancia a los umbrales (servicio a 10/20/25/30
años, retribución a $6,600, retiro al cumpleaños); con 100 casos o más por región (perfil «exhaustivo») la fase de
búsqueda dirigida de Hypothesis empuja los casos hacia ellos. El número de casos por región es
``max(10, max_examples // 10)`` del perfil de Hypothesis cargado (conftest.py de la raíz: «ci», determinista,
20 casos por región; «exhaustivo», 500). ``python scripts/cobertura_regiones.py`` imprime la cuenta de cada región.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction

from hypothesis import HealthCheck, Phase, event, given, note, settings, target
from hypothesis import strategies as st

from retiro import evaluar
from retiro.protocolo import codificar, decodificar
from retiro.verificacion import generadores as gen
from retiro.verificacion.segunda_lectura import Esperado, esperado
from retiro.verificacion.simbolico import TOPE, datos_del_texto

Implementacion = Callable[[dict], dict]

#: Mínimo de solicitudes que el perfil «ci» debe llevar a cada región del modelo (lo comprueba tests/test_hipotesis.py).
MINIMO_POR_REGION = 5
#: Mínimo de solicitudes de un objetivo que deben caer en cada región que el objetivo nombra.
MINIMO_POR_OBJETIVO = 3


def casos_por_objetivo() -> int:
    return max(10, settings.default.max_examples // 10)


def solicitudes_por_ejecucion() -> dict[str, int]:
    """Lo más que envían las propiedades a la implementación en una ejecución de la especificación, con el perfil de
    Hypothesis cargado (sin la reducción de un contraejemplo, que solo ocurre si algo falla): la diferencial,
    exactamente ``casos_por_objetivo() × peso`` solicitudes por región de `generadores.OBJETIVOS`; cada propiedad sin
    modelo, ``max_examples`` casos de a lo sumo `SOLICITUDES_POR_CASO` solicitudes. El presupuesto de
    tests/test_presupuestos.py (perfil «kit», el de `retiro conformidad`) sale de aquí."""
    casos = settings.default.max_examples
    return {
        "diferencial": sum(casos_por_objetivo() * plan.peso for plan in gen.OBJETIVOS),
        **{nombre: casos * n for nombre, n in SOLICITUDES_POR_CASO.items()},
    }


# --- La respuesta, vista como los campos del modelo -----------------------------------------------------------
def _fraccion(x) -> Fraction | None:
    if x is None:
        return None
    texto = str(x)
    return Fraction(texto) if "…" not in texto else texto  # «0.333333…»: inexact, compared as text


def vista(respuesta: dict) -> dict:
    """Los campos de una respuesta con las mismas claves y formas que `Esperado.campos` (listas ordenadas, factores
    exactos, cláusulas de los motivos)."""
    if "error" in respuesta:
        return {"/error/campo": (respuesta["error"] or {}).get("campo")}
    e, p, red = respuesta["elegibilidad"], respuesta["pension"], respuesta["reduccion_actuarial"]
    v = {
        "/edad_al_retiro": respuesta["edad_al_retiro"],
        "/nuevo_participante": respuesta["nuevo_participante"],
        "/elegibilidad/elegible": e["elegible"],
        "/elegibilidad/vias": [
            x["clausula"] + (f" (oración {x['oracion']})" if x.get("oracion") else "")
            for x in e["verificaciones"]
            if x["cumple"]
        ],
        "/elegibilidad/clausulas": sorted(e["clausulas"]),
        "/reduccion_actuarial/aplica": red["aplica"],
        "/reduccion_actuarial/excepciones": sorted(red["excepciones"]),
        "/pension/factor_reduccion": _fraccion(p["factor_reduccion"]),
        **{
            f"/pension/{k}": p[k]
            for k in ("estado", "formula", "anual_antes_de_reduccion", "mensual_antes_de_reduccion", "anual", "mensual")
        },
    }
    c = respuesta.get("coordinacion")
    if c is not None:
        v.update({f"/coordinacion/{k}": x for k, x in c.items()})
        v["/coordinacion/motivos"] = sorted(x["clausula"] for x in c["motivos"])
        v["/coordinacion/factor_reduccion"] = _fraccion(c["factor_reduccion"])
    return v


def _normal(campos: dict) -> dict:
    return {
        k: sorted(x) if isinstance(x, list) else (_fraccion(x) if isinstance(x, Fraction) else x)
        for k, x in campos.items()
    }


def diferencias(e: Esperado, respuesta: dict) -> dict[str, tuple[object, object]]:
    """Los campos en que la respuesta no dice lo que dice el modelo: {ruta: (esperado, recibido)}."""
    recibido, esperados = vista(respuesta), _normal(e.campos)
    if "/error/campo" in recibido and "/error/campo" not in esperados:
        return {"/error": ("un resultado", respuesta["error"])}
    return {k: (x, recibido.get(k, "(falta)")) for k, x in esperados.items() if recibido.get(k, "(falta)") != x}


# --- La propiedad diferencial, región por región -----------------------------------------------------------------
@dataclass
class Recorrido:
    """Lo que vio una ejecución: cuántas solicitudes, cuántas comparadas y en qué regiones cayeron."""

    objetivo: str
    casos: int = 0
    comparados: int = 0
    no_soportados: Counter = field(default_factory=Counter)
    regiones: Counter = field(default_factory=Counter)


def _objetivos_de_target(s: dict) -> None:
    """Acerca los casos a los umbrales: servicio a 10/20/25/30 años, retribución a $6,600, edad al cumpleaños."""
    serv = s["servicio_acreditable"]
    n = Fraction(serv["anos"]) + Fraction(serv["meses"], 12) if isinstance(serv, dict) else Fraction(serv)
    target(-float(min(abs(n - u) for u in (10, 20, 25, 30))), label="distancia del servicio a un umbral (años)")
    r = Fraction(Decimal(s["retribucion_promedio"]))
    target(-float(abs(r - int(TOPE))), label=f"distancia de la retribución a ${int(TOPE):,}")
    nac, ret = date.fromisoformat(s["fecha_nacimiento"]), date.fromisoformat(s["fecha_retiro"])
    cumple = min(abs((ret - _aniv(nac, ret.year + k)).days) for k in (-1, 0, 1))
    target(-float(cumple), label="días entre el retiro y un cumpleaños")


def _aniv(nac: date, ano: int) -> date:
    try:
        return nac.replace(year=ano)
    except ValueError:
        return date(ano, 2, 28)


def recorrer(plan: gen.Plan, comprobar: Callable | None = None, casos: int | None = None) -> Recorrido:
    """Genera las solicitudes del plan (perfil de Hypothesis cargado) y cuenta sus regiones; con ``comprobar``,
    además las comprueba una a una. Las mismas solicitudes con o sin ``comprobar`` (perfil determinista: la
    semilla sale del código de la función de abajo, el mismo en cada llamada)."""
    recorrido = Recorrido(plan.id)
    casos = casos or casos_por_objetivo() * plan.peso
    # With few cases per region (profile «ci»), the targeting phase would spend half of them on near copies of one
    # request pushed to a threshold: the thresholds have their own regions, so target() only records statistics.
    fases = tuple(f for f in settings.default.phases if casos >= 100 or f is not Phase.target)
    clave = (plan, casos, fases)
    if comprobar is None and settings.default.derandomize and clave in _YA_RECORRIDOS:
        return copy.deepcopy(_YA_RECORRIDOS[clave])  # the same requests were generated earlier in this process

    @settings(
        max_examples=casos,
        phases=fases,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def region(data):
        s = data.draw(gen.solicitudes(plan), label="solicitud")
        e = esperado(s)
        recorrido.casos += 1
        for r in e.regiones:
            event(r)
            recorrido.regiones[r] += 1
        _objetivos_de_target(s)
        if comprobar is not None:
            comprobar(s, e, recorrido)

    with _sin_constantes_del_codigo():
        region()
    if settings.default.derandomize:  # deterministic: any later run of this plan would see the same requests
        _YA_RECORRIDOS[clave] = Recorrido(plan.id, recorrido.casos, regiones=Counter(recorrido.regiones))
    return recorrido


_YA_RECORRIDOS: dict[tuple, Recorrido] = {}


@contextmanager
def _sin_constantes_del_codigo():
    """Hypothesis mezcla en sus sorteos constantes sacadas del código local ya cargado (``_get_local_constants`` de
    sus proveedores): con el mismo perfil determinista, pytest (que carga steps/ y tests/) y un script generarían
    solicitudes distintas. Mientras se recorre una región se sortea sin ellas, para que la cuenta de regiones sea la
    misma en todo contexto (mediciones/cobertura_regiones.json). Si una versión de Hypothesis no tiene ese
    mecanismo, no hace nada."""
    try:
        from hypothesis.internal.conjecture import providers

        original, cache = providers._get_local_constants, providers.CONSTANTS_CACHE
        vacias = providers.Constants()
    except (ImportError, AttributeError):  # pragma: no cover - another Hypothesis
        yield
        return
    providers._get_local_constants = lambda: vacias
    cache.cache.clear()
    try:
        yield
    finally:
        providers._get_local_constants = original
        cache.cache.clear()


def contra(implementacion: Implementacion, omision: type[BaseException] | tuple = ()) -> Callable:
    """La comprobación diferencial: la implementación y el modelo dicen lo mismo en cada campo que fija la ley.

    ``omision``: la excepción con que la implementación declara un caso «no soportado» (la del kit, pytest.skip);
    esos casos se cuentan aparte y no se comparan."""

    def comprobar(s: dict, e: Esperado, recorrido: Recorrido) -> None:
        try:
            respuesta = implementacion(copy.deepcopy(s))
        except omision as x:  # the implementation declares this case unsupported
            recorrido.no_soportados[str(x).split(":")[1].strip() if ":" in str(x) else str(x)] += 1
            return
        recorrido.comparados += 1
        malos = diferencias(e, respuesta)
        note(f"regiones: {e.regiones}")
        assert not malos, "la implementación y la segunda lectura del texto no coinciden:\n" + "\n".join(
            f"  {k}: el modelo dice {x!r}, la implementación {y!r}" for k, (x, y) in sorted(malos.items())
        )

    return comprobar


def diferencial(plan: gen.Plan, implementacion: Implementacion, omision=()) -> Recorrido:
    """La propiedad diferencial en la región del plan."""
    return recorrer(plan, contra(implementacion, omision))


# --- Propiedades metamórficas: de la respuesta de la implementación, sin modelo ----------------------------------
def _evaluar(implementacion: Implementacion, s: dict, omision) -> dict | None:
    try:
        return implementacion(copy.deepcopy(s))
    except omision:
        return None


def _mas(s: dict, dias_de_edad: int = 0, meses: int = 0, centavos: int = 0) -> dict:
    t = copy.deepcopy(s)
    t["fecha_nacimiento"] = (date.fromisoformat(s["fecha_nacimiento"]) - timedelta(days=dias_de_edad)).isoformat()
    serv = s["servicio_acreditable"]
    total = (serv["anos"] * 12 + serv["meses"] if isinstance(serv, dict) else int(serv) * 12) + meses
    t["servicio_acreditable"] = {"anos": total // 12, "meses": total % 12}
    r = int(Fraction(Decimal(s["retribucion_promedio"])) * 100) + centavos
    t["retribucion_promedio"] = f"{r // 100}.{r % 100:02d}"
    # one more month of service needs one more month since entry (an earlier entry on the same side of 1990)
    if meses:
        ingreso = date.fromisoformat(s["fecha_ingreso"])
        antes = ingreso - timedelta(days=31)
        if (antes > date(1990, 4, 1)) == (ingreso > date(1990, 4, 1)) and antes >= date.fromisoformat(
            t["fecha_nacimiento"]
        ):
            t["fecha_ingreso"] = antes.isoformat()
            if "traslado" in t and date.fromisoformat(t["traslado"]["fecha"]) < antes:
                t["traslado"]["fecha"] = antes.isoformat()
    return t


def garantia_10_5(implementacion: Implementacion, omision=()) -> None:
    """10.5 en las cifras al centavo de la respuesta: coordinada + Seguro Social ≥ pensión conforme a la Ley."""

    @settings(suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(gen.OBJETIVOS_10).flatmap(gen.solicitudes))
    def propiedad(s):
        r = _evaluar(implementacion, s, omision)
        c = None if r is None or "error" in r else r["coordinacion"]
        if c is None or c["pension_coordinada_anual"] is None or c["beneficio_seguro_social_anual"] is None:
            event("10.5: no hay pensión coordinada que comprobar")
            return
        event("10.5: comprobada")
        assert Decimal(c["pension_coordinada_anual"]) + Decimal(c["beneficio_seguro_social_anual"]) >= Decimal(
            c["pension_estatutaria_anual"]
        ), c

    propiedad()


def elegibilidad_creciente(implementacion: Implementacion, omision=()) -> None:
    """Un día más de edad o un mes más de servicio nunca quitan la elegibilidad a quien la tenía."""

    @settings(suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(gen.OBJETIVOS_18).flatmap(gen.solicitudes))
    def propiedad(s):
        r = _evaluar(implementacion, s, omision)
        if r is None or "error" in r or not r["elegibilidad"]["elegible"]:
            event("elegibilidad: no elegible (nada que comprobar)")
            return
        for otra in (_mas(s, dias_de_edad=1), _mas(s, meses=1)):
            o = _evaluar(implementacion, otra, omision)
            if o is None or "error" in o:
                event("elegibilidad: la variante no es válida")
                continue
            event("elegibilidad: comprobada")
            assert o["elegibilidad"]["elegible"], (otra, o["elegibilidad"])

    propiedad()


def pension_creciente(implementacion: Implementacion, omision=()) -> None:
    """Con la misma fórmula y el mismo factor, un mes más de servicio o más retribución nunca dan menos."""

    @settings(suppress_health_check=[HealthCheck.too_slow])
    @given(st.sampled_from(gen.OBJETIVOS_18).flatmap(gen.solicitudes), st.integers(1, 100_000))
    def propiedad(s, centavos):
        base = _evaluar(implementacion, s, omision)
        if base is None or "error" in base:
            return
        for otra in (_mas(s, meses=1), _mas(s, centavos=centavos)):
            o = _evaluar(implementacion, otra, omision)
            if o is None or "error" in o:
                continue
            p, b = o["pension"], base["pension"]
            if (p["formula"], p["factor_reduccion"]) != (b["formula"], b["factor_reduccion"]):
                event("creciente: cambió la fórmula o el factor")
                continue
            for campo in ("anual_antes_de_reduccion", "anual"):
                if b[campo] is not None and p[campo] is not None:
                    event("creciente: comprobada")
                    assert Decimal(p[campo]) >= Decimal(b[campo]), (campo, b, p)

    propiedad()


def clausulas_citadas_existen(implementacion: Implementacion, omision=()) -> None:
    """Toda cláusula citada (verificaciones, excepciones, fórmula, motivos, explicación, dependencias) existe en el
    registro de cláusulas, o es una regla externa EXT-…, una interpretación INT-… o un límite del período VIG-… de
    los registros."""
    validas = {c["id"] for c in datos_del_texto("clausulas.yaml")}
    validas |= {r["id"] for r in datos_del_texto("reglas_externas.yaml")} | {
        i["id"] for i in datos_del_texto("interpretaciones.yaml")
    }
    validas |= {x["id"] for x in datos_del_texto("vigencia.yaml")}  # the bounds of the period (VIG-nn)

    @settings(suppress_health_check=[HealthCheck.too_slow])
    @given(gen.cualquiera())
    def propiedad(s):
        r = _evaluar(implementacion, s, omision)
        if r is None or "error" in r:
            return
        citas = [p["clausula"] for p in r["explicacion"]]
        citas += [v["clausula"] for v in r["elegibilidad"]["verificaciones"]] + r["elegibilidad"]["clausulas"]
        citas += r["reduccion_actuarial"]["excepciones"] + [x["id"] for x in r["dependencias"]["reglas_externas"]]
        citas += list(r["dependencias"]["lecturas"]) + ([r["pension"]["formula"]] if r["pension"]["formula"] else [])
        if r["coordinacion"]:
            citas += [m["clausula"] for m in r["coordinacion"]["motivos"]]
        desconocidas = [c for c in citas if c not in validas]
        assert not desconocidas, desconocidas

    propiedad()


def reproducible(_implementacion: Implementacion | None = None, omision=()) -> None:
    """De la calculadora de referencia: todo resultado se reproduce desde la solicitud que trae (evaluar, escribir,
    leer y volver a evaluar da el mismo JSON)."""

    @settings(suppress_health_check=[HealthCheck.too_slow])
    @given(gen.cualquiera())
    def propiedad(s):
        primero = codificar(evaluar(s, incluir_solicitud=True))
        leido = decodificar(primero)
        if "error" in leido:  # a request the chosen reading rejects (e.g. INT-34): an error brings no result back
            return
        assert codificar(evaluar(leido["solicitud"], incluir_solicitud=True)) == primero

    propiedad()


#: Requests each generated case of a model-free property sends at most: the case and its variants (`reproducible`
#: evaluates the reference in this process, not the implementation under test).
SOLICITUDES_POR_CASO = {
    "10.5-en-la-implementacion": 1,
    "elegibilidad-creciente": 3,
    "pension-creciente": 3,
    "clausulas-citadas-existen": 1,
    "reproducible": 0,
}

#: Las propiedades sin modelo, por el nombre con que las citan los escenarios.
PROPIEDADES: dict[str, Callable] = {
    "10.5-en-la-implementacion": garantia_10_5,
    "elegibilidad-creciente": elegibilidad_creciente,
    "pension-creciente": pension_creciente,
    "clausulas-citadas-existen": clausulas_citadas_existen,
    "reproducible": reproducible,
}
