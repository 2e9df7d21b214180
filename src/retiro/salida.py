"""Presentación de un resultado: el JSON del protocolo y la explicación legible en español."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from retiro.articulo10 import LIMITA
from retiro.calculadora import Resultado
from retiro.dinero import cifras, fraccion_texto, texto
from retiro.registro import interpretaciones, lecturas_por_defecto, reglas_externas
from retiro.version import VERSION_PROTOCOLO


def _par(x: Fraction | None, redondeo: str) -> tuple[str | None, str | None]:
    if x is None:
        return None, None
    anual, mensual = cifras(x, redondeo)
    return str(anual), str(mensual)


def como_json(res: Resultado, solicitud_original: dict | None = None) -> dict:
    """El resultado en la forma JSON versionada (esquema `retiro/esquemas/resultado.schema.json`)."""
    r, ctx, s = res.articulo18, res.contexto, res.solicitud
    redondeo = s.lecturas["INT-07"]
    antes_a, antes_m = _par(r.anual_antes_de_reduccion, redondeo)
    anual, mensual = (antes_a, antes_m) if r.anual is r.anual_antes_de_reduccion else _par(r.anual, redondeo)
    tabla = s.tabla_actuarial
    defecto = lecturas_por_defecto()
    salida = {
        "version_protocolo": VERSION_PROTOCOLO,
        "edad_al_retiro": r.edad,
        "nuevo_participante": r.nuevo_participante,
        "elegibilidad": {
            "elegible": r.elegible,
            "clausulas": r.clausulas,
            "verificaciones": [v.como_dict() for v in r.verificaciones],
        },
        "reduccion_actuarial": {"aplica": r.reduccion_aplica, "excepciones": r.excepciones},
        "pension": {
            "tipo_pension": s.tipo_pension,
            "estado": r.estado,
            "formula": r.formula,
            "anual_antes_de_reduccion": antes_a,
            "mensual_antes_de_reduccion": antes_m,
            "factor_reduccion": None if r.factor_reduccion is None else fraccion_texto(r.factor_reduccion),
            "tabla_actuarial": None
            if tabla is None or r.factor_reduccion is None
            else {"nombre": tabla.nombre, "fuente": tabla.fuente, "fecha_adopcion": tabla.fecha_adopcion.isoformat()},
            "anual": anual,
            "mensual": mensual,
        },
        "coordinacion": None if res.articulo10 is None else _coordinacion(res, redondeo),
        "dependencias": {
            "lecturas": dict(sorted(ctx.lecturas_usadas.items())),
            "lecturas_no_por_defecto": []
            if s.lecturas is defecto
            else sorted(k for k, v in s.lecturas.items() if v != defecto[k]),
            "reglas_externas": [
                {k: reglas_externas()[i][k] for k in ("id", "nombre", "fuente", "fecha_consulta", "estado")}
                for i in ctx.reglas_externas
            ],
        },
        "avisos": list(ctx.avisos),
        "explicacion": [p.como_dict() for p in ctx.pasos],
    }
    if solicitud_original is not None:
        salida["solicitud"] = solicitud_original
    return salida


def _coordinacion(res: Resultado, redondeo: str) -> dict:
    c = res.articulo10
    assert c is not None

    def uno(x: Fraction | None) -> str | None:
        return None if x is None else str(cifras(x, redondeo)[0])

    pc_a, pc_m = _par(c.pension_coordinada, redondeo)
    tot_a, tot_m = _par(c.total_sistema, redondeo)
    con_ss = None
    if c.total_sistema is not None and c.beneficio_seguro_social is not None:
        con_ss = uno(c.total_sistema + c.beneficio_seguro_social)
    return {
        "estado": c.estado,
        "motivos": c.motivos,
        "fecha_efecto": None if c.fecha_efecto is None else c.fecha_efecto.isoformat(),
        "pension_estatutaria_anual": uno(c.pension_estatutaria),
        "productos": {k: uno(v) for k, v in c.productos.items()},
        "formula_anual": uno(c.formula),
        "factor_reduccion": None if c.factor_reduccion is None else fraccion_texto(c.factor_reduccion),
        "formula_reducida_anual": uno(c.formula_reducida),
        "beneficio_seguro_social_anual": uno(c.beneficio_seguro_social),
        "piso_10_5_anual": uno(c.piso_10_5),
        "limita": c.limita,
        "pension_coordinada_anual": pc_a,
        "pension_coordinada_mensual": pc_m,
        "aumentos_por_ley_anual": uno(c.aumentos_por_ley),
        "total_sistema_anual": tot_a,
        "total_sistema_mensual": tot_m,
        "total_con_seguro_social_anual": con_ss,
    }


ESTADOS = {
    "calculada": "calculada",
    "requiere_factor_de_la_junta": "requiere el factor de la tabla actuarial de la Junta (18.6(d))",
    "sin_formula_en_el_texto": "el texto transcrito no da fórmula para este caso",
    "requiere_porcentaje_merito": "requiere el por ciento de la pensión por mérito",
    "no_elegible": "no procede",
}
ESTADOS_COORDINACION = {
    "coordinada": "coordinada",
    "no_se_coordina": "no se coordina",
    "no_necesaria": "no es necesario coordinar (INT-20)",
    "incompleta": "no puede completarse",
}


def como_texto(res: Resultado) -> str:
    """La explicación legible, en español: conclusión primero, luego los pasos con sus cláusulas."""
    j = como_json(res)
    r, p = j["elegibilidad"], j["pension"]
    lineas = [
        f"Edad al retiro: {j['edad_al_retiro']} años · "
        + (
            "nuevo participante (ingresó después del 1 de abril de 1990)"
            if j["nuevo_participante"]
            else "participante anterior al 1 de abril de 1990"
        )
    ]
    c_sol = res.solicitud.coordinacion
    por_incapacidad = (
        not r["elegible"] and c_sol is not None and c_sol.tipo_pension in ("incapacidad", "incapacidad_ocupacional")
    )
    if r["elegible"]:
        lineas.append("Elegible para el retiro opcional según: " + ", ".join(r["clausulas"]))
    elif por_incapacidad:
        # A disability pension is granted under rules outside these texts: the optional-retirement detail is noise
        # here (it stays in the explanation below).
        lineas.append(
            "No es elegible para el retiro opcional (Artículo 18); la pensión por incapacidad se concede por "
            "reglas que no están en estos textos y se da como hecho."
        )
    else:
        lineas.append("No es elegible para el retiro opcional:")
        lineas += [
            f"  - {v['clausula']}{' (oración ' + str(v['oracion']) + ')' if v['oracion'] else ''}: {v['motivo']}"
            for v in r["verificaciones"]
        ]
    red = j["reduccion_actuarial"]
    if red["aplica"] is not None:
        lineas.append(
            "Reducción actuarial: " + ("sí (18.5)" if red["aplica"] else "no, por " + ", ".join(red["excepciones"]))
        )
    if not por_incapacidad:
        lineas.append(
            f"Pensión ({p['tipo_pension']}): {ESTADOS[p['estado']]}"
            + (f" · fórmula {p['formula']}" if p["formula"] else "")
        )
    if (
        (p["anual_antes_de_reduccion"] is not None
        and p["factor_reduccion"] is not None)
        or (p["anual"] is None and p["anual_antes_de_reduccion"])
    ):
        lineas.append(
            f"  Antes de la reducción: {_d(p['anual_antes_de_reduccion'])} anuales · {_d(p['mensual_antes_de_reduccion'])} mensuales"
        )
    if p["factor_reduccion"] is not None:
        lineas.append(f"  Factor de reducción: {p['factor_reduccion']} (tabla «{p['tabla_actuarial']['nombre']}»)")
    if p["anual"] is not None:
        lineas.append(f"  Pensión: {_d(p['anual'])} anuales · {_d(p['mensual'])} mensuales")
    c = j["coordinacion"]
    if c is not None:
        lineas.append(f"Coordinación con el Seguro Social (Artículo 10): {ESTADOS_COORDINACION[c['estado']]}")
        lineas += [f"  - {m['clausula']}: {m['motivo']}" for m in c["motivos"]]
        if c["formula_anual"] is not None:
            lineas.append(
                f"  Fórmula: {_d(c['formula_reducida_anual'])} anuales · pensión estatutaria: {_d(c['pension_estatutaria_anual'])}"
            )
        if c["fecha_efecto"] is not None:
            lineas.append(f"  Desde el {c['fecha_efecto']} (10.1)")
        if c["piso_10_5_anual"] is not None:
            lineas.append(
                f"  Seguro Social: {_d(c['beneficio_seguro_social_anual'])} anuales · garantía de 10.5: piso {_d(c['piso_10_5_anual'])} anuales · limita: {LIMITA[c['limita']]}"
            )
        if c["pension_coordinada_anual"] is not None:
            lineas.append(
                f"  Pensión coordinada: {_d(c['pension_coordinada_anual'])} anuales · {_d(c['pension_coordinada_mensual'])} mensuales"
            )
            lineas.append(
                f"  Total del Sistema (con aumentos por ley): {_d(c['total_sistema_anual'])} anuales · {_d(c['total_sistema_mensual'])} mensuales"
            )
    if j["avisos"]:
        lineas.append("Avisos:")
        lineas += [f"  ! {a}" for a in j["avisos"]]
    lineas.append("Explicación:")
    for i, paso in enumerate(j["explicacion"], 1):
        valores = ", ".join(f"{k}={v}" for k, v in paso["valores"].items())
        lineas.append(
            f"  {i}. [{paso['clausula']}] {paso['regla']} → {paso['resultado']}" + (f" ({valores})" if valores else "")
        )
    usadas = j["dependencias"]["lecturas"]
    registro = interpretaciones()
    lineas.append(
        "Lecturas del registro de interpretaciones usadas: "
        + ", ".join(
            f"{k}={v}{'' if v == registro[k]['por_defecto'] else ' (no es la de por defecto)'}"
            for k, v in usadas.items()
        )
    )
    return "\n".join(lineas)


def _d(x: str | None) -> str:
    return "—" if x is None else texto(Decimal(x))
