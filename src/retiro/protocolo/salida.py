"""Presentación de un resultado: el JSON del protocolo y la explicación legible en español."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from retiro import revision
from retiro.ley import formato
from retiro.ley.articulo18 import FECHA_NUEVOS_PARTICIPANTES
from retiro.ley.dinero import cifras, fraccion_texto
from retiro.ley.explicacion import Clausula, Codigo, Dinero, Externa, LecturaCitada, Lista, Paso, Porcentaje, Tiempo
from retiro.ley.glosario import etiqueta, termino
from retiro.ley.lecturas import INT07
from retiro.ley.registro import clausulas, interpretaciones, lecturas_por_defecto, reglas_externas
from retiro.protocolo.calculadora import Resultado, en_contra
from retiro.version import VERSION_PROTOCOLO


def _par(x: Fraction | None, redondeo: str) -> tuple[str | None, str | None]:
    if x is None:
        return None, None
    anual, mensual = cifras(x, redondeo)
    return str(anual), str(mensual)


def como_json(res: Resultado, solicitud_original: dict | None = None, *, con_lecturas_en_contra: bool) -> dict:
    """El resultado en la forma JSON versionada (esquema `retiro/esquemas/resultado.schema.json`). Con
    `con_lecturas_en_contra`, calcula además las lecturas que fueron en contra del pensionado (una evaluación por
    cada otra lectura de las entradas usadas)."""
    r, ctx, s = res.articulo18, res.contexto, res.solicitud
    redondeo = s.lecturas[INT07.entrada()]
    antes_a, antes_m = _par(r.anual_antes_de_reduccion, redondeo)
    anual, mensual = (antes_a, antes_m) if r.anual is r.anual_antes_de_reduccion else _par(r.anual, redondeo)
    tabla = s.tabla_actuarial
    defecto = revision.lecturas_vigentes()
    salida = {
        "version_protocolo": VERSION_PROTOCOLO,
        "edad_al_retiro": r.edad,
        "nuevo_participante": r.nuevo_participante,
        "elegibilidad": {
            "elegible": r.elegible,
            "clausulas": r.clausulas,
            "verificaciones": [v.como_dict() for v in r.verificaciones],
            "otras_pensiones": r.otras_pensiones,
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
            **({} if res.estado_de_la_regla18 is None else {"estado_de_la_regla": res.estado_de_la_regla18}),
        },
        "pensiones_posibles": _posibles(res, redondeo),
        "coordinacion": None if res.articulo10 is None else _coordinacion(res, redondeo),
        "dependencias": {
            "lecturas": dict(sorted(ctx.lecturas_usadas.items())),
            "lecturas_no_por_defecto": []
            if s.lecturas is defecto
            else sorted(k for k, v in s.lecturas.items() if v != defecto[k]),
            **revision.dependencias_del_resultado(
                ctx.lecturas_usadas, ctx.reglas_externas, res.vigencia.consultados, res.ocr
            ),
            "lecturas_aprobadas": {}
            if not revision.aprobaciones()
            else {i: revision.aprobada_por(i) for i in sorted(ctx.lecturas_usadas) if revision.aprobada_por(i)},
            # null: not computed (it costs one evaluation per other reading of each entry used)
            "lecturas_en_contra": None
            if not con_lecturas_en_contra
            else [
                {**x, "anual": None if x["anual"] is None else str(cifras(x["anual"], redondeo)[0])}
                for x in en_contra(res)
            ],
            "archivo_de_revisiones": revision.archivo_del_revisor(),
        },
        "avisos": [a.escrito() for a in ctx.avisos],
        "explicacion": [p.como_dict() for p in ctx.pasos],
    }
    if solicitud_original is not None:
        salida["solicitud"] = solicitud_original
    return salida


def _posibles(res: Resultado, redondeo: str) -> dict | None:
    """Cada pensión cuya vía está abierta (retiro.ley.pensiones_posibles); null fuera del período (no determinado)."""
    if res.posibles is None:
        return None
    salida = []
    for p in res.posibles.pensiones:
        anual, mensual = _par(p.anual, redondeo)
        antes, _ = _par(p.anual_antes_de_reduccion, redondeo)
        salida.append(
            {
                "tipo_pension": p.tipo_pension,
                "pedida": p.pedida,
                "clausulas": p.clausulas,
                "estado": p.estado,
                "formula": p.formula,
                "anual_antes_de_reduccion": antes,
                "anual": anual,
                "mensual": mensual,
                "pagadera_desde": None if p.pagadera_desde is None else p.pagadera_desde.isoformat(),
                "condicion": p.condicion,
                "dependencias": {"lecturas": dict(sorted(p.lecturas.items())), "reglas_externas": p.reglas_externas},
            }
        )
    return {"pensiones": salida, "mas_favorable": res.posibles.mas_favorable}


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
        **({} if res.estado_de_la_regla10 is None else {"estado_de_la_regla": res.estado_de_la_regla10}),
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


# The codes of pension.estado and coordinacion.estado (their labels and definitions: datos/glosario.yaml).
ESTADOS = (
    "calculada",
    "requiere_factor_de_la_junta",
    "sin_formula_en_el_texto",
    "requiere_porcentaje_merito",
    "no_elegible",
    "fuera_de_vigencia",
    "sin_respaldo",
)
ESTADOS_COORDINACION = (
    "coordinada",
    "no_se_coordina",
    "no_necesaria",
    "incompleta",
    "fuera_de_vigencia",
    "sin_respaldo",
)


def escribir(v: object) -> str:
    """Un valor de un paso o de un aviso como lo escribe una persona (en el JSON: `explicacion.texto_plano`)."""
    if isinstance(v, str):
        return v
    if isinstance(v, Dinero):
        return formato.pesos(v.valor)
    if isinstance(v, Tiempo):
        return formato.anos_y_meses(v.valor)
    if isinstance(v, Porcentaje):
        return formato.por_ciento(v.valor)
    if isinstance(v, date):
        return formato.fecha(v)
    if isinstance(v, bool):
        return "sí" if v else "no"
    if isinstance(v, (int, Fraction)):
        return formato.numero(v)
    if isinstance(v, Codigo):
        return etiqueta(v.campo, v.codigo)
    if isinstance(v, Clausula):
        return formato.cita(v.id)
    if isinstance(v, Externa):
        return _externa_dice(v.id)
    if isinstance(v, LecturaCitada):
        return _lectura_dice(v.entrada, v.lectura).rstrip(".")
    if isinstance(v, Lista):
        return formato.lista((escribir(x) for x in v.elementos), o=v.o)
    return str(v)


def _externa_dice(i: str) -> str:
    """Lo que dice una regla externa, con su id y su estado de revisión entre corchetes."""
    r = reglas_externas()[i]
    return f"{r['nombre']} [{i}, {etiqueta('regla_externa.estado', revision.estado(i))}]"


def _al_ano(anual: str | None, mensual: str | None = None) -> str:
    """«$12,900.00 al año · $1,075.00 al mes» (las cifras del JSON: las mismas, redondeadas una vez)."""
    if anual is None:
        return "—"
    return formato.pesos(anual) + " al año" + ("" if mensual is None else f" · {formato.pesos(mensual)} al mes")


def _mayuscula(texto: str) -> str:
    return texto[:1].upper() + texto[1:]


def _ingreso(res: Resultado, nuevo: bool) -> str:
    """La frase del régimen, que dice la lectura de INT-01 cuando el ingreso cae el mismo 1 de abril de 1990."""
    ingreso = res.solicitud.fecha_ingreso
    corte = formato.fecha(FECHA_NUEVOS_PARTICIPANTES)
    grupo = "Nuevo participante" if nuevo else "Participante anterior"
    frase = f"{grupo}: ingresó por primera vez en el Sistema el {formato.fecha(ingreso)}"
    if ingreso != FECHA_NUEVOS_PARTICIPANTES:
        return f"{frase}, {'después' if ingreso > FECHA_NUEVOS_PARTICIPANTES else 'antes'} del {corte}."
    lectura = res.contexto.lecturas_usadas.get("INT-01", lecturas_por_defecto()["INT-01"])
    return f"{frase}. {_lectura_dice('INT-01', lectura)}"


def _lectura_dice(entrada: str, lectura: str) -> str:
    """Lo que dice una lectura del registro, con su id entre corchetes."""
    registro = interpretaciones()[entrada]
    explicacion = next(x["explicacion"] for x in registro["lecturas"] if x["id"] == lectura)
    aprobada = revision.aprobaciones().get(entrada)
    if aprobada is not None:
        quien = f"aprobada por {aprobada['revisor']}, {formato.fecha(date.fromisoformat(aprobada['fecha']))}"
    if aprobada is not None and aprobada["lectura"] == lectura:
        defecto = quien
    elif aprobada is not None:
        defecto = f"no es la aprobada («{aprobada['lectura']}», {quien})"
    else:
        defecto = "la de por defecto" if lectura == registro["por_defecto"] else "no es la de por defecto"
    return f"{' '.join(explicacion.split())} [{entrada}, lectura «{lectura}», {defecto}]"


def _excepcion(clausula: str) -> str:
    resumen = clausulas()[clausula]["resumen"].removeprefix("Excepción: ").rstrip(".")
    return f"{formato.cita(clausula)} ({resumen[:1].lower() + resumen[1:]})"


def frase_de_paso(paso: Paso) -> str:
    """Un paso de la explicación, como frase: la cláusula, la regla y lo que resulta, con los valores escritos
    para una persona donde la regla o el resultado los citan (tests/test_salida.py: todos se citan)."""
    regla, resultado = paso.escrito(escribir)
    resultado = resultado.rstrip(".")
    if regla.endswith("?"):  # a question and its answer: «¿…? Sí: …»
        return f"{formato.cita(paso.clausula)} — {regla} {_mayuscula(resultado)}."
    return f"{formato.cita(paso.clausula)} — {regla.rstrip('.')}: {resultado}."


def como_texto(res: Resultado) -> str:
    """La explicación para personas, en español: la conclusión primero, luego avisos, pasos y lecturas."""
    j = como_json(res, con_lecturas_en_contra=True)
    s, r, p = res.solicitud, j["elegibilidad"], j["pension"]
    lineas = [
        f"Edad al retiro: {formato.anos(j['edad_al_retiro'])} (nació el {formato.fecha(s.fecha_nacimiento)}; "
        f"se retira el {formato.fecha(s.fecha_retiro)}).",
        _ingreso(res, j["nuevo_participante"]),
    ]
    c_sol = s.coordinacion
    por_incapacidad = (
        not r["elegible"] and c_sol is not None and c_sol.tipo_pension in ("incapacidad", "incapacidad_ocupacional")
    )
    lineas += _elegibilidad_texto(r, p, por_incapacidad)
    lineas += _reduccion_texto(j["reduccion_actuarial"])
    lineas += _pension_texto(res, p, por_incapacidad)
    lineas += _coordinacion_texto(res, j["coordinacion"])
    lineas += _posibles_texto(j["pensiones_posibles"])
    lineas += _avisos_pasos_y_dependencias(res, j)
    return "\n".join(lineas)


def _elegibilidad_texto(r: dict, p: dict, por_incapacidad: bool) -> list[str]:
    """18.1–18.3: si puede optar por el retiro, y según qué vías (o por qué no)."""
    if p.get("estado_de_la_regla", p["estado"]) == "fuera_de_vigencia":
        return ["Fuera del período que gobiernan los textos (véanse los avisos): no se aplica el Artículo 18."]
    if r["elegible"] and any(v["cumple"] for v in r["verificaciones"]):
        return ["Puede optar por el retiro según:"] + [
            f"  - {formato.cita(v['clausula'])}{_oracion(v['oracion'])}: {v['motivo']}."
            for v in r["verificaciones"]
            if v["cumple"]
        ]
    if r["elegible"]:  # a merit pension (EXT-03) without any route of 18.1 to 18.3
        citas = ", ".join(formato.cita(c) for c in r["clausulas"])
        return [f"La pensión procede según {citas}, aunque no puede optar por el retiro según 18.1 a 18.3."]
    if por_incapacidad:
        # A disability pension is granted under rules outside these texts: the optional-retirement detail is noise
        # here (it stays in the explanation below).
        return [
            "No puede optar por el retiro opcional (Artículo 18); la pensión por incapacidad se concede por "
            "reglas que no están en estos textos y se da como hecho."
        ]
    return ["No puede optar por el retiro opcional:"] + [
        f"  - {formato.cita(v['clausula'])}{_oracion(v['oracion'])}: {v['motivo']}." for v in r["verificaciones"]
    ]


def _reduccion_texto(red: dict) -> list[str]:
    """18.5: si la pensión lleva reducción actuarial, o la excepción que la libra."""
    if red["aplica"] is None:
        return []
    if red["aplica"]:
        return ["Reducción actuarial: sí; ninguna excepción de 18.5 alcanza a esta pensión."]
    return [
        "Reducción actuarial: no, por "
        + ("la excepción " if len(red["excepciones"]) == 1 else "las excepciones ")
        + formato.lista(_excepcion(x) for x in red["excepciones"])
        + "."
    ]


def _pension_texto(res: Resultado, p: dict, por_incapacidad: bool) -> list[str]:
    """18.6: la pensión, su fórmula, el factor de reducción de la tabla actuarial y la cuantía."""
    lineas = []
    if not por_incapacidad:
        estado = termino("pension.estado", p["estado"])
        lineas.append(f"{_mayuscula(etiqueta('pension.tipo_pension', p['tipo_pension']))}: {estado.etiqueta}.")
        if p["estado"] != "calculada":
            lineas.append(f"  {revision.definicion(estado)}")
    if p["formula"] is not None and p["anual_antes_de_reduccion"] is not None:
        formula = termino("pension.formula", p["formula"]).etiqueta
        if p["formula"] in reglas_externas():  # the rule by what it says, with its id and status
            formula = "regla externa «" + _externa_dice(p["formula"]).replace(" [", "» [", 1)
        if p["factor_reduccion"] is not None or p["anual"] is None:
            lineas.append(
                f"  Antes de la reducción: {_al_ano(p['anual_antes_de_reduccion'], p['mensual_antes_de_reduccion'])}"
                f", según la {formula}."
            )
        else:
            lineas.append(f"  Según la {formula}.")
    if p["factor_reduccion"] is not None:
        t = p["tabla_actuarial"]
        lineas.append(
            f"  Factor de reducción: {formato.numero(res.articulo18.factor_reduccion)}, de la tabla «{t['nombre']}» "
            f"({t['fuente']}; adoptada el {formato.fecha(date.fromisoformat(t['fecha_adopcion']))})."
        )
    if p["anual"] is not None:
        sin = (
            " SIN RESPALDO JURÍDICO (la que daría lo rechazado, véanse los avisos)"
            if p["estado"] == "sin_respaldo"
            else ""
        )
        lineas.append(f"  Pensión{sin}: {_al_ano(p['anual'], p['mensual'])}.")
    return lineas


def _avisos_pasos_y_dependencias(res: Resultado, j: dict) -> list[str]:
    """Los avisos, la explicación paso a paso, las reglas externas y las lecturas en que se apoya el resultado."""
    s = res.solicitud
    lineas: list[str] = []
    avisos = [a.escrito(escribir) for a in res.contexto.avisos] + [
        "Se usó una lectura que no es la de por defecto: " + _lectura_dice(i, s.lecturas[i])
        for i in j["dependencias"]["lecturas_no_por_defecto"]
    ]
    if avisos:
        lineas += ["", "Avisos:"] + [f"  - {a}" for a in avisos]
    lineas += ["", "Explicación paso a paso:"]
    lineas += [f"  {i}. {frase_de_paso(paso)}" for i, paso in enumerate(res.contexto.pasos, 1)]
    externas = j["dependencias"]["reglas_externas"]
    if externas:
        lineas += ["", "Reglas externas (no están en los textos transcritos) de las que depende el resultado:"]
        lineas += [
            f"  - {x['nombre']}: {x['fuente']}; {etiqueta('regla_externa.estado', x['estado'])}, consultada el "
            f"{formato.fecha(date.fromisoformat(x['fecha_consulta']))} [{x['id']}]."
            for x in externas
        ]
    lineas += ["", "Lecturas del registro de interpretaciones en que se apoya el resultado:"]
    lineas += [
        f"  - {interpretaciones()[i]['pregunta']} {_lectura_dice(i, v)}"
        for i, v in j["dependencias"]["lecturas"].items()
    ]
    lineas += ["", *_en_que_descansa(j["dependencias"])]
    return lineas


def _en_que_descansa(d: dict) -> list[str]:
    """En qué descansa el resultado, en el orden que necesita un revisor: lo que no está aprobado y las lecturas que
    fueron en contra del pensionado en este caso; y el archivo de revisiones que se usó."""
    lineas = []
    pendientes = d["pendientes_de_revision"]
    if pendientes:
        lineas.append("Lo que este resultado usa y no está aprobado (primero lo rechazado):")
        lineas += [
            f"  - {revision.nombre(x['id']).rstrip('.')} [{x['id']}]: {etiqueta('revision.estado', x['estado'])}"
            + (
                f" ({x['revisor']}, {formato.fecha(date.fromisoformat(x['fecha']))})"
                if x.get("revisor") and x.get("fecha")
                else ""
            )
            for x in pendientes
        ]
    else:
        lineas.append("Todo lo que este resultado usa está aprobado por la revisión jurídica.")
    contra = d.get("lecturas_en_contra")
    if contra:
        lineas.append("Lecturas que fueron en contra del pensionado en este resultado:")
        for x in contra:
            que = (
                "le habría hecho elegible"
                if x["efecto"] == "elegible"
                else f"le habría dado más pensión ({_al_ano(x['anual'])})"
            )
            lineas.append(
                f"  - {revision.nombre(x['id'])} La otra lectura {que} [{x['id']}: se usó «{x['lectura']}»; la otra "
                f"es «{x['alternativa']}»]."
            )
    elif contra is not None:
        lineas.append("Ninguna otra lectura del registro habría dado al pensionado la elegibilidad o más pensión.")
    lineas.append(revision.describir_archivo())
    return lineas


def _posibles_texto(j: dict | None) -> list[str]:
    """Cada pensión cuya vía está abierta, con su cuantía o por qué no la tiene, y la más favorable."""
    posibles = [] if j is None else j["pensiones"]
    if not posibles or (len(posibles) == 1 and posibles[0]["pedida"]):
        return []  # nothing but the requested pension: the lines above already say it all
    lineas = ["Pensiones a que tiene derecho (la pida o no):"]
    for p in posibles:
        cuantia = (
            _al_ano(p["anual"], p["mensual"])
            if p["anual"] is not None
            else "sin cuantía: " + termino("pensiones_posibles.pensiones.estado", p["estado"]).etiqueta
        )
        detalles = [", ".join(formato.cita(c) for c in p["clausulas"])]
        if p["pagadera_desde"] is not None:
            detalles.append(f"pagadera desde el {formato.fecha(date.fromisoformat(p['pagadera_desde']))}")
        if p["condicion"] is not None:
            detalles.append("si " + p["condicion"])
        marcas = [
            m
            for m, si in (("la pedida", p["pedida"]), ("la más favorable", p["tipo_pension"] == j["mas_favorable"]))
            if si
        ]
        lineas.append(
            f"  - {_mayuscula(etiqueta('pensiones_posibles.pensiones.tipo_pension', p['tipo_pension']))} "
            f"({'; '.join(detalles)}): {cuantia}" + (f" — {' y '.join(marcas)}" if marcas else "") + "."
        )
    if j["mas_favorable"] is None:
        lineas.append("  No puede decirse cuál es la más favorable: alguna no tiene cuantía.")
    return lineas


def _oracion(n: int | None) -> str:
    return "" if not n else f" ({'primera' if n == 1 else 'segunda'} oración)"


def _coordinacion_texto(res: Resultado, c: dict | None) -> list[str]:
    if c is None:
        return []
    estado = termino("coordinacion.estado", c["estado"])
    lineas = [f"Coordinación con el Seguro Social (Artículo 10): {estado.etiqueta}."]
    lineas += [f"  - {formato.cita(m['clausula'])}: {m['motivo']}." for m in c["motivos"]]
    if c["fecha_efecto"] is not None:
        lineas.append(f"  Desde el {formato.fecha(date.fromisoformat(c['fecha_efecto']))} (10.1).")
    if c["pension_estatutaria_anual"] is not None:
        lineas.append(f"  Pensión que corresponde conforme a la Ley: {_al_ano(c['pension_estatutaria_anual'])}.")
    if c["formula_anual"] is not None:
        clausula = (
            "10.3" if res.solicitud.coordinacion and res.solicitud.coordinacion.tipo_pension == "merito" else "10.2"
        )
        lineas.append(f"  Fórmula de {clausula}: {_al_ano(c['formula_reducida_anual'])}.")
    if c["piso_10_5_anual"] is not None:
        lineas.append(
            f"  Seguro Social: {_al_ano(c['beneficio_seguro_social_anual'])}; la garantía de 10.5 pone un piso de "
            f"{_al_ano(c['piso_10_5_anual'])}. Fija la pensión coordinada: "
            f"{etiqueta('coordinacion.limita', c['limita'])}."
        )
    if c["pension_coordinada_anual"] is not None:
        lineas.append(
            f"  Pensión coordinada: {_al_ano(c['pension_coordinada_anual'], c['pension_coordinada_mensual'])}."
        )
        lineas.append(
            "  Total del Sistema, con los aumentos por ley: "
            f"{_al_ano(c['total_sistema_anual'], c['total_sistema_mensual'])}."
        )
    if c["total_con_seguro_social_anual"] is not None:
        lineas.append(f"  Total con el Seguro Social: {_al_ano(c['total_con_seguro_social_anual'])}.")
    if c["estado"] not in ("coordinada",):
        lineas.append(f"  {revision.definicion(estado)}")
    return lineas
