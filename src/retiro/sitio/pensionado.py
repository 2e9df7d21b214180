"""La página «Para el pensionado»: una guía en lenguaje llano con un ejemplo calculado al construir el sitio.

Ninguna cifra de la página está escrita a mano: cada una sale de ``retiro.evaluar`` para las solicitudes
de abajo (un caso inventado), así que la página no puede apartarse de lo que hace la calculadora.
"""

from __future__ import annotations

import json
from decimal import Decimal

from retiro import calcular, evaluar, solicitud
from retiro.formato import pesos as dinero
from retiro.glosario import etiqueta as etiqueta_de
from retiro.registro import reglas_externas
from retiro.salida import como_texto
from retiro.sitio.fuentes import etiqueta as _etiqueta

NACIMIENTO = "1960-05-10"
INGRESO = "1988-07-01"  # before 1 April 1990: "participante anterior"
RETRIBUCION = "30000.00"
SEGURO_SOCIAL_MENSUAL = "800.00"  # an example fact of the invented member, not law
COORDINACION_65 = "2025-05-10"
# Illustrative table shipped with the project's examples (ejemplos/retiro_temprano_18_6_a.json): NOT the Junta's.
TABLA_ILUSTRATIVA = {
    "nombre": "ilustrativa (NO es la tabla de la Junta)",
    "fuente": "ejemplo del proyecto retiro; sustitúyala por la tabla adoptada por la Junta",
    "fecha_adopcion": "2000-01-01",
    "factores": {"55": "0.80", "56": "0.86", "57": "0.93"},
}


def _solicitud(fecha_retiro: str, servicio: int, tabla: bool, coordinar: bool) -> dict:
    s = {
        "version_protocolo": "1.0",
        "fecha_nacimiento": NACIMIENTO,
        "fecha_ingreso": INGRESO,
        "fecha_retiro": fecha_retiro,
        "servicio_acreditable": str(servicio),
        "retribucion_promedio": RETRIBUCION,
        "en_servicio_activo": True,
    }
    if tabla:
        s["tabla_actuarial"] = TABLA_ILUSTRATIVA
    if coordinar:
        s["coordinacion"] = {
            "fecha_coordinacion": COORDINACION_65,
            "plan_coordinado": True,
            "plenamente_asegurado": True,
            "elegible_beneficios_primarios": True,
            "tipo_pension": "servicio",
            "beneficio_seguro_social": {"monto": SEGURO_SOCIAL_MENSUAL, "periodo": "mensual"},
        }
    return s


def casos() -> dict[str, tuple[dict, dict]]:
    """{clave: (solicitud, resultado)} del ejemplo."""
    solicitudes = {
        "57_sin_tabla": _solicitud("2017-05-10", 26, tabla=False, coordinar=False),
        "57": _solicitud("2017-05-10", 26, tabla=True, coordinar=True),
        "58": _solicitud("2018-05-10", 27, tabla=False, coordinar=True),
    }
    salida = {}
    for clave, s in solicitudes.items():
        r = evaluar(s)
        if "error" in r:
            raise ValueError(f"la calculadora rechazó el ejemplo del pensionado ({clave}): {r['error']}")
        salida[clave] = (s, r)
    return salida


def _d(x: str | None) -> str:
    return "—" if x is None else dinero(Decimal(x))


def _fecha(iso: str) -> str:
    from datetime import date

    from retiro.formato import fecha

    return fecha(date.fromisoformat(iso))


def _si(x: bool | None) -> str:
    return "—" if x is None else ("sí" if x else "no")


def pagina(enlace) -> str:
    """El Markdown de la página; ``enlace(destino)`` da el enlace relativo a otra página de docs/."""
    c = casos()
    s57, r57 = c["57"]
    _, r57s = c["57_sin_tabla"]
    s58, r58 = c["58"]
    p57, p57s, p58 = r57["pension"], r57s["pension"], r58["pension"]
    k57, k58 = r57["coordinacion"], r58["coordinacion"]
    exc58 = ", ".join(_etiqueta(i) for i in r58["reduccion_actuarial"]["excepciones"]) or "ninguna"
    n57, n58 = s57["servicio_acreditable"], s58["servicio_acreditable"]
    ext04 = reglas_externas()["EXT-04"]
    estado_ext58 = ", ".join(sorted({x["estado"] for x in r58["dependencias"]["reglas_externas"]}))
    grupo = "nuevo participante" if r57["nuevo_participante"] else "participante anterior a 1990"
    no_182 = next(
        v["motivo"] for v in r57["elegibilidad"]["verificaciones"] if v["clausula"] == "18.2" and v["oracion"] == 1
    )
    ext58 = ", ".join(x["id"] for x in r58["dependencias"]["reglas_externas"]) or "ninguna"
    si_181 = next(v["motivo"] for v in r57["elegibilidad"]["verificaciones"] if v["clausula"] == "18.1")
    mas = (
        "más que"
        if Decimal(k57["total_con_seguro_social_anual"]) > Decimal(k57["pension_estatutaria_anual"])
        else "lo mismo que"
    )

    def cl(i: str, texto: str | None = None) -> str:
        return f"[{texto or _etiqueta(i)}]({enlace(f'clausulas/{i}.md')})"

    texto_57 = como_texto(calcular(solicitud(s57)))
    partes = [
        "# Para el pensionado",
        "",
        "Esta página explica, sin tecnicismos, qué dicen los Artículos 18 y 10 del Reglamento y cómo leer lo que "
        "responde la calculadora. Las cifras del ejemplo las calcula la calculadora de referencia cada vez que se "
        "construye el sitio; no están escritas a mano.",
        "",
        '!!! warning "Esto no es una liquidación oficial"',
        "",
        "    La cuantía de su pensión la fija el Sistema de Retiro. Esta calculadora sigue el texto de dos artículos "
        "del Reglamento; donde el texto no basta, lo dice («por verificar», «requiere el factor de la Junta») en vez "
        "de inventar una cifra.",
        "",
        "## Las palabras que verá",
        "",
        "| Palabra | Qué significa |",
        "|---|---|",
        "| **Retribución promedio** | El promedio de su salario que usa el Sistema para calcular la pensión. Aquí se "
        f"toma como cifra **anual** (regla externa [EXT-04]({enlace('reglas_externas.md#EXT-04')}), {ext04['estado']}). |",
        "| **Servicios acreditables** | Los años (y meses) de servicio que el Sistema le reconoce. |",
        "| **Participante anterior / nuevo participante** | Quien ingresó en el Sistema **antes** o **después** del "
        "1 de abril de 1990. Las reglas cambian según el grupo. |",
        f"| **Retiro opcional** | Retirarse antes de la edad ordinaria, si se cumplen la edad y los años que piden "
        f"{cl('18.1')}, {cl('18.2')} o {cl('18.3')}. |",
        f"| **Reducción actuarial** | Quien se retira antes recibe la pensión durante más años; por eso la pensión "
        f"se multiplica por un **factor** menor que 1 que da la tabla actuarial de la Junta ({cl('18.5')}, "
        f"{cl('18.6.d')}). Los textos no traen esa tabla: sin ella, la calculadora da la pensión «antes de la "
        "reducción» y dice que falta el factor. |",
        f"| **Coordinación con el Seguro Social** | Si usted está acogido al Plan Coordinado, al cumplir 65 años "
        f"la pensión del Sistema se recalcula con otra fórmula ({cl('10.2')}), más baja, porque a esa edad empieza "
        f"a cobrar también el Seguro Social federal ({cl('10.1')}). |",
        f"| **Garantía de 10.5** | Después de coordinar, el Sistema y el Seguro Social **juntos** nunca le pagan "
        f"menos que la pensión que tenía antes ({cl('10.5')}). |",
        f"| **Por verificar** | La regla viene de una ley que no está en los textos transcritos (las "
        f"[reglas externas]({enlace('reglas_externas.md')})); se consultó su fuente, pero falta confirmarla. Un "
        "resultado que dependa de ella lo advierte. |",
        f"| **Lectura por defecto** | Donde el texto se puede entender de dos maneras, la calculadora usa una y lo "
        f"dice (el [registro de interpretaciones]({enlace('interpretaciones.md')})). |",
        "",
        f"## Un ejemplo: retirarse a los {r57['edad_al_retiro']} con {n57} años de servicio",
        "",
        f"Un caso inventado: una empleada nacida el {_fecha(NACIMIENTO)}, que ingresó en el Sistema el "
        f"{_fecha(INGRESO)} ({grupo}), con una retribución promedio de {_d(RETRIBUCION)} al "
        f"año. Se retira el día que cumple {r57['edad_al_retiro']} años, con {n57} años de servicios.",
        "",
        "### ¿Puede retirarse?",
        "",
        f"**{_si(r57['elegibilidad']['elegible']).capitalize()}**, según {', '.join(cl(i) for i in r57['elegibilidad']['clausulas'])}: "
        f"{si_181}. La vía de {cl('18.2')} todavía no: {no_182}.",
        "",
        "### ¿Cuánto recibe?",
        "",
        f"La pensión **lleva reducción actuarial** ({cl('18.5')}: a los {r57['edad_al_retiro']} años no le alcanza "
        f"ninguna excepción). La fórmula de {cl('18.6.a')} da, **antes de la reducción**, "
        f"**{_d(p57s['anual_antes_de_reduccion'])} al año** ({_d(p57s['mensual_antes_de_reduccion'])} al mes).",
        "",
        "A esa cifra le falta el factor de la tabla actuarial de la Junta, que los textos no traen. Por eso, sin "
        f"tabla, la calculadora **no da la pensión final**: dice «{etiqueta_de('pension.estado', p57s['estado'])}».",
        "",
        f"Para ver cómo funciona el factor, el ejemplo usa una tabla **ilustrativa** (que **no** es la de la Junta) "
        f"con un factor de {p57['factor_reduccion']} a los {r57['edad_al_retiro']} años: "
        f"{_d(p57['anual_antes_de_reduccion'])} × {p57['factor_reduccion']} = **{_d(p57['anual'])} al año** "
        f"({_d(p57['mensual'])} al mes). Con la tabla real de la Junta, la cifra será otra.",
        "",
        f"### ¿Y si espera a los {r58['edad_al_retiro']}?",
        "",
        f"Si trabaja un año más y se retira al cumplir {r58['edad_al_retiro']} años con {n58} años de servicios, la "
        f"pensión **no lleva reducción** (excepción {exc58}), y la calculadora da **{_d(p58['anual'])} al año** "
        f"({_d(p58['mensual'])} al mes). Esa fórmula viene de una regla externa ({ext58}): **{estado_ext58}**.",
        "",
        "### ¿Qué pasa a los 65 con la coordinación?",
        "",
        f"Suponga que está acogida al Plan Coordinado y que, al cumplir 65 años ({_fecha(COORDINACION_65)}), el "
        f"Seguro Social le paga {_d(SEGURO_SOCIAL_MENSUAL)} al mes ({_d(k57['beneficio_seguro_social_anual'])} al "
        "año; una cifra de ejemplo). Entonces:",
        "",
        f"1. El Sistema recalcula su pensión con la fórmula de {cl('10.2')} (que cuenta menos la parte del salario "
        f"hasta $6,600) y, como la pensión tenía reducción actuarial, le aplica el mismo factor "
        f"([INT-21]({enlace('interpretaciones.md#INT-21')})): {_d(k57['formula_reducida_anual'])} al año.",
        f"2. La garantía de {cl('10.5')} pone un piso: el Sistema debe pagar al menos la pensión anterior menos el "
        f"Seguro Social: {_d(k57['pension_estatutaria_anual'])} − {_d(k57['beneficio_seguro_social_anual'])} = "
        f"{_d(k57['piso_10_5_anual'])} al año.",
        f"3. Recibe la mayor de las dos: **{_d(k57['pension_coordinada_anual'])} al año** del Sistema "
        f"({_d(k57['pension_coordinada_mensual'])} al mes), más el Seguro Social: en total "
        f"**{_d(k57['total_con_seguro_social_anual'])} al año**, {mas} los {_d(k57['pension_estatutaria_anual'])} "
        "que recibía antes de los 65.",
        "",
        "### Las dos opciones, lado a lado",
        "",
        f"| | Retiro a los {r57['edad_al_retiro']} ({n57} años de servicio) | Retiro a los {r58['edad_al_retiro']} ({n58} años de servicio) |",
        "|---|---|---|",
        f"| ¿Puede retirarse? | {_si(r57['elegibilidad']['elegible'])} ({', '.join(cl(i) for i in r57['elegibilidad']['clausulas'])}) "
        f"| {_si(r58['elegibilidad']['elegible'])} ({', '.join(cl(i) for i in r58['elegibilidad']['clausulas'])}) |",
        f"| ¿Reducción actuarial? | {_si(r57['reduccion_actuarial']['aplica'])} "
        f"| {_si(r58['reduccion_actuarial']['aplica'])} (excepción {exc58}) |",
        f"| Pensión anual antes de la reducción | {_d(p57['anual_antes_de_reduccion'])} | {_d(p58['anual_antes_de_reduccion'])} |",
        f"| Factor de reducción | {p57['factor_reduccion']} (tabla ilustrativa) | — |",
        f"| **Pensión anual hasta los 65** | **{_d(p57['anual'])}** (con la tabla ilustrativa) | **{_d(p58['anual'])}** ({estado_ext58}: {ext58}) |",
        f"| Desde los 65: pensión coordinada del Sistema | {_d(k57['pension_coordinada_anual'])} | {_d(k58['pension_coordinada_anual'])} |",
        f"| Desde los 65: Sistema + Seguro Social | {_d(k57['total_con_seguro_social_anual'])} | {_d(k58['total_con_seguro_social_anual'])} |",
        "",
        "## Cómo leer un resultado de la calculadora",
        "",
        f"La orden `retiro calcular` (véase [Usar la calculadora]({enlace('uso.md')})) responde primero con la "
        "conclusión y después con la explicación paso a paso:",
        "",
        "- **Edad al retiro** y si es participante anterior o nuevo.",
        "- **Elegible para el retiro opcional según:** las cláusulas que lo permiten; si no es elegible, el motivo "
        "de cada una.",
        "- **Reducción actuarial:** «sí (18.5)», o «no, por» la excepción que la evita.",
        "- **Pensión:** «calculada», o por qué falta la cifra (por ejemplo, el factor de la Junta). «Antes de la "
        "reducción» es la cifra sin el factor.",
        "- **Coordinación:** la fórmula de 10.2, el piso de 10.5 y cuál de los dos limita.",
        "- **Avisos:** todo lo que la cifra da por supuesto (una tabla ilustrativa, una regla por verificar).",
        "- **Explicación:** cada paso con su cláusula entre corchetes, por ejemplo `[18.6.a]`; búsquela en "
        f"[Cláusulas]({enlace('clausulas/index.md')}).",
        "- **Lecturas usadas:** las interpretaciones del texto de las que depende el resultado.",
        "",
        f'??? example "La respuesta completa de la calculadora para el retiro a los {r57["edad_al_retiro"]}"',
        "",
        "    ``` { .text .salida-orden }",
        *("    " + linea for linea in texto_57.splitlines()),
        "    ```",
        "",
        "    La solicitud (JSON), para repetir el cálculo con `retiro calcular --solicitud archivo.json`:",
        "",
        "    ```json",
        *("    " + linea for linea in json.dumps(s57, ensure_ascii=False, indent=2).splitlines()),
        "    ```",
        "",
        "## Para saber más",
        "",
        f"- Los [gráficos]({enlace('graficos.md')}): quién puede retirarse a qué edad y con cuántos años, y cómo "
        "cambia la pensión.",
        f"- Las páginas de {cl('18.6.a')} (la fórmula del retiro temprano) y {cl('10.5')} (la garantía).",
        "",
    ]
    return "\n".join(partes)
