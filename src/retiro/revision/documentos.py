"""Frases de la documentación que repiten un hecho del registro: se generan del registro, nunca a mano.

Un documento en Markdown (el README, una página de ``docs/``) marca la frase con un comentario HTML; el
contenido entre las marcas lo escribe este módulo y una prueba falla si no está al día::

    <!-- lectura INT-05 -->…la lectura por defecto de INT-05 y su explicación…<!-- /lectura -->
    <!-- vigencia -->…los límites del período (vigencia.yaml)…<!-- /vigencia -->
    <!-- mapa -->…el mapa del paquete: cada módulo y la primera frase de su docstring…<!-- /mapa -->
    <!-- registro -->`INT-01` … `INT-45`: del primer al último id del registro de interpretaciones<!-- /registro -->

Para ponerlas al día: ``python -m retiro.revision.documentos README.md CONTRIBUTING.md docs/*.md``. La cabecera de cada
``features/interpretaciones/INT-nn.feature`` (etiquetas, pregunta, lecturas, razones, quién favorece al
pensionado y el texto de las cláusulas) también sale del registro: ``python -m retiro.revision.documentos
--interpretaciones``.
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
import tokenize
from pathlib import Path

from retiro.ley.fechas import fecha_larga
from retiro.ley.registro import interpretaciones

_LECTURA = re.compile(r"(<!-- lectura (INT-\d+) -->)(.*?)(<!-- /lectura -->)", re.DOTALL)
_VIGENCIA = re.compile(r"(<!-- vigencia -->)(.*?)(<!-- /vigencia -->)", re.DOTALL)
_MAPA = re.compile(r"(<!-- mapa -->)(.*?)(<!-- /mapa -->)", re.DOTALL)
_REGISTRO = re.compile(r"(<!-- registro -->)(.*?)(<!-- /registro -->)", re.DOTALL)
# A range of register ids written by hand («INT-01 … INT-30», «INT-01 a INT-30»): it goes stale when one is added.
RANGO_A_MANO = re.compile(r"`?INT-\d+`?\s*(?:…|\.\.\.|–|-|a)\s*`?INT-\d+`?")
_PAQUETE = Path(__file__).resolve().parents[1]
_FRASES_LIMITE = {
    "ingreso_desde": "ingreso al Sistema desde el {}",
    "ingreso_antes_de": "ingreso al Sistema antes del {}",
    "retiro_hasta": "retiro hasta el {}",
}


def lectura_por_defecto(entrada: str) -> str:
    """«28_febrero» (lectura por defecto de INT-05): <su explicación>."""
    e = interpretaciones()[entrada]
    x = next(x for x in e["lecturas"] if x["id"] == e["por_defecto"])
    return f"«{x['id']}» (lectura por defecto de {entrada}): {x['explicacion'].strip()}"


def periodo() -> str:
    """Los límites del período que siempre se aplican, en una frase (el de INT-32 depende de una lectura)."""
    from retiro.ley.vigencia import limites

    frases = [
        _FRASES_LIMITE[x.limite].format(fecha_larga(x.fecha)) + f" ({x.id}, {x.ley})"
        for x in limites().values()
        if x.limite in _FRASES_LIMITE
    ]
    e = interpretaciones()["INT-47"]  # Ley 3-2013, § 787c(a): the later retirement of a member vested that day
    if e["por_defecto"] == "derechos_adquiridos":
        (fin,) = (x for x in limites().values() if x.limite == "retiro_hasta")
        edad = interpretaciones()["INT-48"]["por_defecto"]  # the age that measures the amount (18.5–18.6)
        cual = "del retiro de verdad" if edad == "edad_al_retiro" else "de ese día"
        frases.append(
            f"un retiro posterior, con la pensión calculada con el servicio y la retribución promedio del "
            f"{fecha_larga(fin.fecha)} si ese día ya tenía derecho a retirarse ({fin.ley}, § 787c(a): "
            f"«{e['por_defecto']}», lectura por defecto de INT-47) y la reducción de 18.5 medida con la edad "
            f"{cual} («{edad}», lectura por defecto de INT-48)"
        )
    return "; ".join(frases)


def modulos() -> dict[str, str]:
    """Cada módulo del paquete (``retiro.lote.motor``…) y la primera frase de su docstring, leídos del código sin
    importarlo. La especificación que el paquete lleva consigo (``retiro/especificacion``) no es código del paquete."""
    salida = {}
    for ruta in sorted(_PAQUETE.rglob("*.py")):
        partes = ruta.relative_to(_PAQUETE).with_suffix("").parts
        if partes[0] == "especificacion":
            continue
        nombre = ".".join(("retiro", *partes)).removesuffix(".__init__")
        salida[nombre] = " ".join(_docstring(ruta).split("\n\n")[0].split())
    return salida


def _docstring(ruta: Path) -> str:
    """El docstring de un módulo: su primera cadena antes de cualquier código (sin analizar el archivo entero)."""
    with open(ruta, encoding="utf-8") as f:
        for t in tokenize.generate_tokens(f.readline):
            if t.type == tokenize.STRING:
                return inspect.cleandoc(ast.literal_eval(t.string))
            if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.ENCODING):
                return ""
    return ""


def mapa() -> str:
    """El mapa del paquete en Markdown: una fila por módulo, con lo que le toca (la primera frase de su docstring)."""
    filas = ["| `" + m + "` | " + d.replace("|", "\\|") + " |" for m, d in modulos().items()]
    return "\n".join(["", "| módulo | qué le toca |", "| --- | --- |", *filas, ""])


def rango_del_registro() -> str:
    """«`INT-01` … `INT-45`»: el primer y el último id del registro de interpretaciones."""
    ids = sorted(interpretaciones(), key=lambda i: int(i.split("-")[1]))
    return f"`{ids[0]}` … `{ids[-1]}`"


def rangos_a_mano(texto: str) -> list[str]:
    """Los rangos de ids del registro escritos a mano, fuera de las marcas ``<!-- registro -->``."""
    return RANGO_A_MANO.findall(_REGISTRO.sub("", texto))


def actualizar(texto: str) -> str:
    """El texto con cada frase marcada regenerada desde el registro (y el mapa del paquete, desde el código)."""
    texto = _LECTURA.sub(lambda m: m.group(1) + lectura_por_defecto(m.group(2)) + m.group(4), texto)
    texto = _REGISTRO.sub(lambda m: m.group(1) + rango_del_registro() + m.group(3), texto)
    texto = _MAPA.sub(lambda m: m.group(1) + mapa() + m.group(3), texto)
    return _VIGENCIA.sub(lambda m: m.group(1) + periodo() + m.group(3), texto)


def marcas(texto: str) -> int:
    """Cuántas frases marcadas tiene un texto."""
    return sum(len(r.findall(texto)) for r in (_LECTURA, _VIGENCIA, _MAPA, _REGISTRO))


def main(argv: list[str] | None = None) -> int:
    argv = list(argv if argv is not None else sys.argv[1:])
    if "--interpretaciones" in argv:
        argv.remove("--interpretaciones")
        for ruta in actualizar_interpretaciones(Path(__file__).resolve().parents[3]):
            print(f"actualizado {ruta}")
    for ruta in argv:
        p = Path(ruta)
        antes = p.read_text(encoding="utf-8")
        despues = actualizar(antes)
        if despues != antes:
            p.write_text(despues, encoding="utf-8")
            print(f"actualizado {ruta}")
    return 0


# --- Los .feature del registro: su preámbulo sale del registro -------------------------------------------------

_ANCHO = 116


def _parrafo(texto: str, primera: str = "  ", siguientes: str = "  ") -> list[str]:
    import textwrap

    lineas = textwrap.wrap(" ".join(texto.split()), width=_ANCHO, initial_indent=primera, subsequent_indent=siguientes)
    # A description line must not look like a Gherkin step («Y …», «Dado …»): move the word up.
    for i in range(1, len(lineas)):
        palabra = lineas[i].strip().split(" ")[0]
        if palabra in ("Y", "E", "Dado", "Dada", "Cuando", "Entonces", "Pero"):
            lineas[i - 1] += " " + palabra
            lineas[i] = lineas[i].replace(palabra + " ", "", 1)
    return lineas


def _citas_de_clausulas(ids: list[str]) -> list[str]:
    from retiro.ley.registro import clausulas

    c = clausulas()
    salida: list[str] = []
    vistas: set[str] = set()

    def poner(linea: str) -> None:
        if linea not in vistas:
            vistas.add(linea)
            salida.extend([linea, ""])

    for i in ids:
        partes = i.split(".")
        if len(partes) == 2:
            poner(f"  > {i}- {c[i]['texto']}")
            continue
        padre = ".".join(partes[:2])
        if c[i]["texto"] in c[padre]["texto"]:
            poner(f"  > {padre}- {c[padre]['texto']}")
        else:
            poner(f"  > {padre}- {c[padre]['texto']}")
            poner(f"  > {c[i]['texto']}")
    # a clause already quoted whole inside its parent need not be quoted again
    return salida


def preambulo(entrada: str) -> list[str]:
    """Las líneas de la cabecera de ``features/interpretaciones/INT-nn.feature``, desde el registro."""
    e = interpretaciones()[entrada]
    lineas = [f"Característica: {entrada} — {e['pregunta'].strip()}", ""]
    palabras = e["palabras"].strip()
    if palabras.startswith("(ninguna"):
        lineas += _parrafo(
            f"Registro de interpretaciones, entrada {entrada}. Palabras en discusión: {palabras.strip('()')}."
        )
    else:
        lineas += [f"  Registro de interpretaciones, entrada {entrada}. Palabras en discusión:", "", f"  «{palabras}»"]
    lineas += [
        "",
        f'  Lecturas (se elige una con «Y se adopta la lectura "…" de {entrada}», con --lectura o con el campo '
        "«lecturas» del JSON):",
        "",
    ]
    for x in e["lecturas"]:
        marca = " (por defecto)" if x["id"] == e["por_defecto"] else ""
        lineas += _parrafo(f"«{x['id']}»{marca}: {x['explicacion'].strip()}", "  - ", "    ")
    lineas += ["", *_parrafo(f"Razones de la lectura por defecto: {e['razones'].strip()}")]
    f = e["favorece_al_pensionado"]
    if f["lectura"]:
        texto = f"Favorece al pensionado la lectura «{f['lectura']}»: {f['razon'].strip()}"
    else:
        texto = f"Favorece al pensionado: ninguna lectura siempre. {f['razon'].strip()}"
    lineas += ["", *_parrafo(texto)]
    lineas += ["", "  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):", ""]
    lineas += _citas_de_clausulas(e["clausulas"])
    while lineas and not lineas[-1]:
        lineas.pop()
    return lineas


def etiquetas(entrada: str, actuales: list[str]) -> str:
    """@interpretacion-INT-nn y una @clausula-<id> por cláusula del registro; se conservan las demás etiquetas."""
    e = interpretaciones()[entrada]
    propias = [f"@interpretacion-{entrada}", *(f"@clausula-{c}" for c in e["clausulas"])]
    otras = [t for t in actuales if not t.startswith(("@interpretacion-", "@clausula-"))]
    return " ".join(propias + otras)


def actualizar_feature(texto: str, entrada: str) -> str:
    """Un .feature del registro con su cabecera (etiquetas, título, lecturas, razones, cláusulas) regenerada.

    Lo que sigue a las citas de las cláusulas (notas propias, Antecedentes, escenarios) no se toca."""
    lineas = texto.split("\n")
    i_tags = next(i for i, ln in enumerate(lineas) if ln.startswith("@"))
    i_car = next(i for i, ln in enumerate(lineas) if ln.startswith("Característica:"))
    primer = next(
        (
            j
            for j in range(i_car + 1, len(lineas))
            if lineas[j]
            .strip()
            .startswith(("Antecedentes:", "Escenario:", "Esquema del escenario:", "@", "#", "Regla:"))
        ),
        len(lineas),
    )
    citas = [j for j in range(i_car + 1, primer) if lineas[j].strip().startswith(">")]
    fin = citas[-1] + 1 if citas else primer  # notes of the feature's own, after the quotes, are kept
    nuevas = (
        lineas[:i_tags]
        + [etiquetas(entrada, lineas[i_tags].split())]
        + lineas[i_tags + 1 : i_car]
        + preambulo(entrada)
        + [""]
        + [ln for ln in lineas[fin:]]
    )
    resultado = "\n".join(nuevas)
    while "\n\n\n" in resultado:
        resultado = resultado.replace("\n\n\n", "\n\n")
    return resultado


def actualizar_interpretaciones(raiz: Path) -> list[Path]:
    """Regenera la cabecera de cada ``features/interpretaciones/INT-nn.feature``; devuelve los que cambiaron."""
    cambiados = []
    for ruta in sorted((raiz / "features" / "interpretaciones").glob("INT-*.feature")):
        antes = ruta.read_text(encoding="utf-8")
        despues = actualizar_feature(antes, ruta.stem)
        if despues != antes:
            ruta.write_text(despues, encoding="utf-8")
            cambiados.append(ruta)
    return cambiados


if __name__ == "__main__":
    raise SystemExit(main())
