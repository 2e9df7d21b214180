"""Lagunas y solapamientos del Artículo 18: un barrido sistemático del espacio de hechos.

Se evalúa la calculadora (con las lecturas por defecto) en una rejilla de hechos: edad al retiro de 40 a 75
años (el mismo día del cumpleaños: la edad recién cumplida), servicio acreditable de 0 a 40 años con
fracciones junto a cada umbral, ingreso antes, el mismo día o después del 1 de abril de 1990, cuerpo
(ninguno, Policía, Bomberos), en servicio activo o no, y tipo de pensión (opcional, alto riesgo, mérito).

De cada punto se anotan los hallazgos:

- ``laguna``: ninguna cláusula transcrita determina el resultado; ``llena`` dice qué lo llena (una regla
  externa EXT-…, o nada: el resultado lo dice y no da cuantía).
- ``remision``: el texto remite a algo que no está transcrito (18.6(d): las tablas actuariales de la Junta,
  que aporta el usuario).
- ``solapamiento``: dos o más cláusulas (o excepciones de 18.5) se aplican a la vez.

Los puntos se agrupan en regiones: conjuntos de valores de ingreso, cuerpo, actividad y tipo de pensión,
cada uno con sus tramos de edad y de servicio. Los hallazgos conocidos están en
``datos/lagunas_conocidas.yaml`` con su explicación; ``tests/test_lagunas.py`` falla ante uno nuevo.
La rejilla incluye puntos físicamente imposibles (40 años de edad con 40 de servicio): la ley se aplica
igual y no cambian las regiones.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from fractions import Fraction
from itertools import product
from typing import Any

from retiro.ley.fechas import MESES
from retiro.ley.glosario import etiqueta
from retiro.ley.lecturas import DECLARADAS
from retiro.ley.modelo import Solicitud
from retiro.ley.registro import clausulas, lecturas_por_defecto, leer_datos
from retiro.ley.vigencia import limites
from retiro.protocolo.calculadora import calcular

EDADES = tuple(range(40, 76))
SERVICIOS = tuple(
    Fraction(x)
    for x in (
        0,
        5,
        Fraction(19, 2),
        Fraction(119, 12),
        10,
        15,
        20,
        Fraction(49, 2),
        Fraction(299, 12),
        25,
        27,
        Fraction(59, 2),
        Fraction(359, 12),
        30,
        35,
        40,
    )
)
INGRESOS = {"antes": date(1990, 3, 31), "el_1_abril": date(1990, 4, 1), "despues": date(1990, 4, 2)}
CUERPOS = ("ninguno", "policia", "bomberos")
ACTIVOS = (True, False)
TIPOS = ("opcional", "alto_riesgo", "merito")
DIAS = ("cumpleanos", "vispera_del_siguiente")  # the birthday boundary: age A on birthday A and the day before A+1
DIMENSIONES = ("dia_retiro", "ingreso", "cuerpo", "activo", "tipo_pension")
RETRIBUCION = Fraction(30000)
ANO_RETIRO = (
    2013  # inside the period (VIG-03): 15 and 14 June 2013; service above the time since entry is admitted (INT-34)
)


def _hallazgos(r18, ctx, tipo: str) -> list[tuple[str, str, str | None]]:
    """(tipo de hallazgo, tema, qué lo llena) de un punto."""
    h = []
    if tipo == "opcional":  # eligibility does not depend on the pension type: count overlaps once
        vias = [v.clausula + (f" oración {v.oracion}" if v.oracion else "") for v in r18.verificaciones if v.cumple]
        if len(vias) >= 2:
            h.append(("solapamiento", "elegibilidad: " + " + ".join(vias), None))
    if len(r18.excepciones) >= 2:
        h.append(("solapamiento", "excepciones de 18.5: " + " + ".join(r18.excepciones), None))
    for ext in ctx.reglas_externas:
        h.append(("laguna", f"el resultado depende de {ext}", ext))
    if r18.estado == "sin_formula_en_el_texto":
        h.append(("laguna", "pensión sin fórmula en el texto", None))
    if r18.estado == "requiere_porcentaje_merito":
        h.append(("laguna", "por ciento de la pensión por mérito antes de los 55 años", None))
    if r18.formula in ("18.6.a", "18.6.b", "18.6.c") and not r18.reduccion_aplica:
        h.append(
            ("laguna", "pensión sin reducción calculada con una fórmula de 18.6, que regula las reducidas", "INT-15")
        )
    if r18.reduccion_aplica and r18.formula is not None:
        h.append(("remision", "reducción actuarial según las tablas de la Junta (18.6(d))", "tabla_actuarial"))
    return h


def barrer() -> dict[tuple[str, str, str | None], dict[tuple, set[tuple[int, Fraction]]]]:
    """Evalúa la rejilla; por hallazgo, los puntos (edad, servicio) de cada combinación de dimensiones."""
    lecturas = dict(lecturas_por_defecto())
    puntos: dict = defaultdict(lambda: defaultdict(set))
    for dia, (ingreso, f_ingreso), cuerpo, activo, tipo in product(DIAS, INGRESOS.items(), CUERPOS, ACTIVOS, TIPOS):
        for edad, servicio in product(EDADES, SERVICIOS):
            # Born on 15 June; retires on the birthday (age just reached) or on 14 June, the eve of the next one.
            nacimiento = date(ANO_RETIRO - edad - (1 if dia == "vispera_del_siguiente" else 0), 6, 15)
            s = Solicitud(
                fecha_nacimiento=nacimiento,
                fecha_ingreso=f_ingreso,
                fecha_retiro=date(ANO_RETIRO, 6, 15 if dia == "cumpleanos" else 14),
                servicio_acreditable=servicio,
                retribucion_promedio=RETRIBUCION,
                en_servicio_activo=activo,
                cuerpo=cuerpo,
                tipo_pension=tipo,
                lecturas=lecturas,
            )
            res = calcular(s, listar_posibles=False)  # the sweep looks at the requested pension only
            assert res.articulo18.edad == edad, (dia, edad, res.articulo18.edad)
            for clave in _hallazgos(res.articulo18, res.contexto, tipo):
                puntos[clave][(dia, ingreso, cuerpo, activo, tipo)].add((edad, servicio))
    return puntos


def servicio_texto(x: Fraction) -> str:
    anos, resto = divmod(x, 1)
    meses = resto * 12
    return str(anos) if not meses else f"{anos} años y {meses} meses"


def _tramos(valores: list, rejilla: tuple, texto=str) -> list[str]:
    """Tramos contiguos (en la rejilla) de un conjunto de valores: ["55-57", "60"]."""
    indices = sorted(rejilla.index(v) for v in valores)
    tramos, inicio = [], indices[0]
    for a, b in zip(indices, [*indices[1:], None], strict=False):
        if b != a + 1:
            desde, hasta = rejilla[inicio], rejilla[a]
            tramos.append(texto(desde) if desde == hasta else f"{texto(desde)} a {texto(hasta)}")
            inicio = b
    return tramos


def _forma(puntos: set[tuple[int, Fraction]]) -> list[dict]:
    """Tramos de edad con el mismo conjunto de servicios, y los tramos de servicio de cada uno."""
    por_edad: dict[int, frozenset] = defaultdict(frozenset)
    for edad, servicio in puntos:
        por_edad[edad] = por_edad[edad] | {servicio}
    grupos: list[tuple[list[int], frozenset]] = []
    for edad in sorted(por_edad):
        if grupos and grupos[-1][0][-1] == edad - 1 and grupos[-1][1] == por_edad[edad]:
            grupos[-1][0].append(edad)
        else:
            grupos.append(([edad], por_edad[edad]))
    return [
        {"edad": _tramos(edades, EDADES)[0], "servicio": _tramos(list(serv), SERVICIOS, servicio_texto)}
        for edades, serv in grupos
    ]


def _producto(combos: set[tuple]) -> list[dict[str, list]]:
    """Parte un conjunto de combinaciones en productos cartesianos (cada uno, un valor por dimensión o varios)."""
    valores = [sorted({c[i] for c in combos}, key=str) for i in range(len(DIMENSIONES))]
    if len(combos) == len(list(product(*valores))):
        return [dict(zip(DIMENSIONES, valores, strict=False))]
    i = next(i for i, v in enumerate(valores) if len(v) > 1)
    partes = []
    for v in valores[i]:
        partes += _producto({c for c in combos if c[i] == v})
    return partes


def hallazgos() -> list[dict]:
    """Los hallazgos del barrido, agrupados en regiones (datos simples, en orden estable)."""
    salida = []
    for (tipo, tema, llena), por_combo in barrer().items():
        por_forma: dict[frozenset, set] = defaultdict(set)
        for combo, pts in por_combo.items():
            por_forma[frozenset(pts)].add(combo)
        for pts, combos in por_forma.items():
            forma = _forma(set(pts))
            for dims in _producto(combos):
                salida.append({"tipo": tipo, "tema": tema, "llena": llena, "hechos": dims, "region": forma})
    return sorted(salida, key=lambda h: (h["tipo"], h["tema"], repr(h["hechos"]), repr(h["region"])))


def clave(h: dict) -> tuple:
    """Lo que identifica un hallazgo (sin su id ni su explicación)."""
    return (h["tipo"], h["tema"], h["llena"], repr(h["hechos"]), repr(h["region"]))


def conocidas() -> list[dict]:
    """Los hallazgos registrados, con su explicación (``datos/lagunas_conocidas.yaml``)."""
    return leer_datos("lagunas_conocidas.yaml") or []


def comparar(actuales: list[dict], registradas: list[dict]) -> tuple[list[dict], list[dict]]:
    """(hallazgos nuevos, no registrados; hallazgos registrados que el barrido ya no encuentra)."""
    claves_registradas = {clave(h) for h in registradas}
    claves_actuales = {clave(h) for h in actuales}
    return (
        [h for h in actuales if clave(h) not in claves_registradas],
        [h for h in registradas if clave(h) not in claves_actuales],
    )


# How each dimension of the sweep and its values read for a person (`retiro lagunas`, the site's gaps page).
_DIMENSIONES_LEGIBLES = {
    "dia_retiro": "se retira",
    "ingreso": "ingresó",
    "cuerpo": "cuerpo",
    "activo": "servicio activo",
    "tipo_pension": "pensión",
}
_VALORES_LEGIBLES = {
    "dia_retiro": {"cumpleanos": "el día del cumpleaños", "vispera_del_siguiente": "la víspera del siguiente"},
    "ingreso": {
        "antes": "antes del 1 de abril de 1990",
        "el_1_abril": "el 1 de abril de 1990",
        "despues": "después del 1 de abril de 1990",
    },
    "activo": {True: "sí", False: "no"},
}
_GLOSARIO_DE = {"cuerpo": "cuerpo", "tipo_pension": "pension.tipo_pension"}
_LLENA = {"tabla_actuarial": "la tabla actuarial de la solicitud"}  # what fills a gap, when it is not a rule


def _valor_legible(dimension: str, valor: Any) -> str:
    if dimension in _GLOSARIO_DE:
        return etiqueta(_GLOSARIO_DE[dimension], str(valor))
    return _VALORES_LEGIBLES.get(dimension, {}).get(valor, str(valor))


def como_texto(h: dict[str, Any]) -> str:
    """Un hallazgo del barrido para una persona: qué es, qué lo llena, los hechos y la región (sin códigos)."""
    hechos = "; ".join(
        f"{_DIMENSIONES_LEGIBLES.get(k, k)}: {', '.join(_valor_legible(k, x) for x in v)}"
        for k, v in h["hechos"].items()
    )
    region = " | ".join(f"edad {r['edad']}, servicio {', '.join(r['servicio'])}" for r in h["region"])

    return (
        f"[{etiqueta('laguna.tipo', h['tipo'])}] {h['tema']}"
        + (f" → {_LLENA.get(h['llena'], h['llena'])}" if h["llena"] else "")
        + f"\n    {hechos}\n    {region}"
    )


# --- Decisiones del código: un inventario cruzado con el registro -------------------------------------------------
#
# El barrido de arriba encuentra lo que la calculadora señala por sí misma (reglas externas, lagunas, remisiones).
# Las decisiones que el código toma sin decirlo se encuentran leyendo el código: cada error de entrada (una regla de
# validación), cada valor por defecto de un dato que falta, cada número y cada fecha literales de las reglas, y cada
# lectura consultada. Cada una debe estar en el texto (una cláusula), en el registro (INT-…, vigencia.yaml) o en el
# inventario `datos/decisiones.yaml` con su base; `decisiones()` lista las que no lo están y la prueba falla.

MODULOS_DE_REGLAS = (
    "articulo18.py",
    "articulo18_cuantia.py",
    "articulo10.py",
    "articulo10_garantias.py",
    "calculadora.py",
    "vigencia.py",
    "fechas.py",
    "dinero.py",
    "derechos_adquiridos.py",
    "regimenes_externos.py",
)
MODULOS_DE_ENTRADA = (
    "entrada.py",
    "lectores.py",
    "declaracion.py",
    "articulo18.py",
    "articulo18_cuantia.py",
    "articulo10.py",
    "articulo10_garantias.py",
    "calculadora.py",
)
CAPA_DEL_MODULO = {"entrada.py": "protocolo", "lectores.py": "protocolo", "declaracion.py": "protocolo"}
CAPA_DEL_MODULO["calculadora.py"] = "protocolo"  # the others are rules: src/retiro/ley/
BASES = ("texto", "registro", "logica", "formato", "protocolo", "calendario", "aritmetica")


def _texto_ast(n) -> str:
    import ast

    if isinstance(n, ast.Constant):
        return str(n.value)
    if isinstance(n, ast.JoinedStr):
        return "".join(_texto_ast(v) if isinstance(v, ast.Constant) else "{}" for v in n.values)
    if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add):
        return _texto_ast(n.left) + _texto_ast(n.right)
    return "{}"


def puntos_de_decision(fuentes: dict[str, str] | None = None) -> list[dict]:
    """Las decisiones que se leen en el código de las reglas y de la entrada (con ``ast``, sin ejecutarlo).

    `fuentes` ({módulo: código}) permite examinar un código cambiado (las pruebas plantan una decisión nueva)."""
    import ast
    from importlib import resources

    base = resources.files("retiro")
    modulos = sorted(set(MODULOS_DE_REGLAS) | set(MODULOS_DE_ENTRADA))
    fuentes = fuentes or {}
    puntos: list[dict] = []
    for m in modulos:
        arbol = ast.parse(fuentes.get(m) or base.joinpath(CAPA_DEL_MODULO.get(m, "ley"), m).read_text(encoding="utf-8"))
        partes = {
            id(a)
            for n in ast.walk(arbol)
            if isinstance(n, ast.Call) and getattr(n.func, "id", None) in ("date", "Fraction")
            for a in n.args
        }
        for n in ast.walk(arbol):
            if m in MODULOS_DE_ENTRADA and isinstance(n, ast.Call) and getattr(n.func, "id", None) == "ErrorDeEntrada":
                mensaje = _texto_ast(n.args[1]) if len(n.args) > 1 else ""
                puntos.append(
                    {
                        "tipo": "validacion",
                        "modulo": m,
                        "campo": _texto_ast(n.args[0]),
                        "regla": mensaje[:48],
                        "linea": n.lineno,
                    }
                )
            elif (
                m in MODULOS_DE_ENTRADA
                and isinstance(n, ast.Call)
                and getattr(n.func, "attr", None) == "get"
                and len(n.args) == 2
                and not (isinstance(n.args[1], ast.Constant) and n.args[1].value in (None, ""))
            ):
                puntos.append(
                    {
                        "tipo": "defecto",
                        "modulo": m,
                        "campo": _texto_ast(n.args[0]),
                        "defecto": ast.unparse(n.args[1]),
                        "linea": n.lineno,
                    }
                )
            elif m in MODULOS_DE_ENTRADA and isinstance(n, ast.Call) and any(k.arg == "defecto" for k in n.keywords):
                k = next(k for k in n.keywords if k.arg == "defecto")
                nombre = next((a for a in n.args if isinstance(a, ast.Constant) and isinstance(a.value, str)), None)
                puntos.append(
                    {
                        "tipo": "defecto",
                        "modulo": m,
                        "campo": "" if nombre is None else nombre.value,  # Campo("nombre", TIPO, …, defecto=…)
                        "defecto": ast.unparse(k.value),
                        "linea": n.lineno,
                    }
                )
            if m not in MODULOS_DE_REGLAS:
                continue
            literal = isinstance(n, ast.Call) and all(isinstance(a, ast.Constant) for a in n.args)
            if literal and getattr(n.func, "id", None) == "date" and len(n.args) == 3:
                y, mes, d = (a.value for a in n.args)
                puntos.append({"tipo": "fecha", "modulo": m, "valor": f"{y:04d}-{mes:02d}-{d:02d}", "linea": n.lineno})
            elif isinstance(n, ast.Call) and getattr(n.func, "id", None) == "Fraction" and n.args:
                trivial = len(n.args) == 1 and isinstance(n.args[0], ast.Constant) and n.args[0].value in (0, 1)
                if not trivial and all(isinstance(a, ast.Constant) and isinstance(a.value, int) for a in n.args):
                    valor = "/".join(str(a.value) for a in n.args)
                    puntos.append({"tipo": "numero", "modulo": m, "valor": valor, "linea": n.lineno})
            elif isinstance(n, ast.Constant) and type(n.value) is int and n.value not in (0, 1) and id(n) not in partes:
                puntos.append({"tipo": "numero", "modulo": m, "valor": str(n.value), "linea": n.lineno})
            elif (
                isinstance(n, ast.Attribute)
                and isinstance(n.value, ast.Name)
                and n.value.id.startswith("INT")
                and n.value.id[3:].isdigit()
            ):
                puntos.append({"tipo": "lectura", "modulo": m, "valor": n.value.id, "linea": n.lineno})
    return puntos


def numeros_del_texto() -> set[str]:
    """Los números y las fechas que dicen los textos de las cláusulas: «(55)», «$6,600.00», «1½%», «1 de abril de
    1990»."""
    import re

    salida: set[str] = set()
    for c in clausulas().values():
        t = c["texto"]
        salida |= set(re.findall(r"\((\d+)\)", t))
        salida |= {x.replace(",", "") for x in re.findall(r"\$(\d[\d,]*)\.00", t)}
        for entero, medio in re.findall(r"(\d+)(½)?\s?%", t):
            salida.add(f"{int(entero) * 2 + 1}/200" if medio else f"{entero}/100")
        for d, mes, y in re.findall(r"(\d{1,2}) de ([a-z]+) de (\d{4})", t):
            salida.add(f"{int(y):04d}-{MESES.index(mes) + 1:02d}-{int(d):02d}")
    return salida


def _clave(p: dict) -> tuple:
    if p["tipo"] == "validacion":
        return ("validacion", p["modulo"], p["campo"], p["regla"])
    if p["tipo"] == "defecto":
        return ("defecto", p["modulo"], p["campo"], p["defecto"])
    return (p["tipo"], p["modulo"], p["valor"])


def decisiones(fuentes: dict[str, str] | None = None) -> list[dict]:
    """Cada punto de decisión del código con su base (texto, registro o inventario), o `"base": None` si no la tiene.

    También las entradas del registro que ninguna regla consulta (tipo «lectura_sin_uso»)."""
    inventario = leer_datos("decisiones.yaml")
    registradas = {}
    for x in inventario:
        registradas[_clave(x)] = x
    del_texto = numeros_del_texto()
    de_la_vigencia = {x.fecha.isoformat() for x in limites().values()}
    salida = []
    usadas = set()
    for p in puntos_de_decision(fuentes):
        if p["tipo"] == "lectura":
            usadas.add(p["valor"])
            if p["valor"] not in {c.__name__ for c in DECLARADAS.values()}:
                salida.append({**p, "base": None, "motivo": "lectura no declarada en retiro.ley.lecturas"})
            continue
        x = registradas.get(_clave(p))
        if x is not None:
            salida.append({**p, "base": x["base"], "motivo": x.get("motivo", "")})
        elif p["tipo"] in ("numero", "fecha") and p["valor"] in del_texto:
            salida.append({**p, "base": "texto", "motivo": "el número o la fecha está en el texto de una cláusula"})
        elif p["tipo"] == "fecha" and p["valor"] in de_la_vigencia:
            salida.append({**p, "base": "registro", "motivo": "límite del período (vigencia.yaml)"})
        else:
            salida.append({**p, "base": None, "motivo": "no está en el texto, en el registro ni en decisiones.yaml"})
    # readings consulted outside the rule modules (retiro.protocolo.entrada applies INT-08; salida, INT-07)
    usadas |= {"INT07", "INT08"}
    for i, c in DECLARADAS.items():
        if c.__name__ not in usadas:
            salida.append(
                {
                    "tipo": "lectura_sin_uso",
                    "modulo": "",
                    "valor": i,
                    "linea": 0,
                    "base": None,
                    "motivo": "entrada del registro que ninguna regla consulta",
                }
            )
    return salida


def decisiones_sin_base(fuentes: dict[str, str] | None = None) -> list[dict]:
    return [d for d in decisiones(fuentes) if d["base"] is None]


def decision_como_texto(d: dict) -> str:
    que = {k: d[k] for k in ("campo", "regla", "defecto", "valor") if k in d}
    lugar = f"{d['modulo']}:{d['linea']}" if d.get("modulo") else ""
    return f"[{d['tipo']}] {lugar} {que} → {d['base'] or 'SIN BASE'}" + (f" ({d['motivo']})" if d.get("motivo") else "")
