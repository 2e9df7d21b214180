"""La línea de órdenes `retiro`. Mensajes en español; datos malos: mensaje claro y código 2, sin traza.

Códigos de salida: 0 bien; 1 la conformidad o los vectores encontraron fallos; 2 datos u opciones malos;
70 error interno (un defecto de la calculadora: se informa, nunca con traza); 130 interrumpido (Ctrl+C).
Los módulos de la calculadora se importan solo en la orden que los usa: `retiro --version` o `retiro servir`
no cargan lo que no necesitan.
"""

from __future__ import annotations

import argparse
import re
import sys
from functools import cache
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from retiro.comun.errores import ErrorDeEntrada

from retiro.cli.archivos import ErrorDeBandera, lecturas_pedidas, leer_json
from retiro.version import VERSION, VERSION_PROTOCOLO

SALIDA_ERROR = 2
SALIDA_ERROR_INTERNO = 70  # EX_SOFTWARE (sysexits.h)
SALIDA_INTERRUMPIDO = 130  # 128 + SIGINT, as shells report it

# Flags of `retiro calcular` and the request field each one fills (the law's vocabulary).
BANDERAS = {
    "fecha_nacimiento": "fecha de nacimiento: 1960-05-10 o «10 de mayo de 1960»",
    "fecha_ingreso": "fecha de ingreso por primera vez en el Sistema (AAAA-MM-DD o «1 de julio de 1984»)",
    "fecha_retiro": "fecha de retiro (AAAA-MM-DD o «15 de enero de 2012»)",
    "servicio_acreditable": "servicios acreditables: «25», «25,5», «32 años», «24 años y 11 meses» o «24a11m»",
    "retribucion_promedio": "retribución promedio anual: «30000.00» o «$30,000.00»",
    "cuerpo": "ninguno, policía o bomberos (por defecto, ninguno)",
    "puesto": "otro, alcalde o «servicio de extensión agrícola» (por defecto, otro)",
    "tipo_pension": "opcional, «alto riesgo» o mérito (por defecto, opcional)",
    "porcentaje_merito": "por ciento de la pensión por mérito: «75» o «75 %%»",
}
# Fields whose value a person writes in words: the glossary field that lists the accepted forms.
_OPCIONES = {"cuerpo": "cuerpo", "puesto": "puesto", "tipo_pension": "pension.tipo_pension"}
_OBLIGATORIOS = ("fecha_nacimiento", "fecha_ingreso", "fecha_retiro", "servicio_acreditable", "retribucion_promedio")


# --- argparse in Spanish, without touching argparse's module-level gettext (pytest and others share it) ---

# argparse's messages (Python 3.11 to 3.13) and their Spanish; `%(x)s`/`%(x)r`/`%s`/`%r` are the variable parts.
_MENSAJES_ARGPARSE = (
    ("unrecognized arguments: %s", "argumentos no reconocidos: %s"),
    ("the following arguments are required: %s", "faltan los argumentos: %s"),
    ("one of the arguments %s is required", "falta uno de los argumentos %s"),
    ("argument %(argument_name)s: %(message)s", "argumento %(argument_name)s: %(message)s"),
    (
        "invalid choice: %(value)r (choose from %(choices)s)",
        "valor no admitido: %(value)r (se admite: %(choices)s)",
    ),
    ("expected one argument", "falta su valor"),
    ("expected at most one argument", "admite a lo sumo un valor"),
    ("expected at least one argument", "requiere al menos un valor"),
    ("expected %s argument", "requiere %s valor"),
    ("expected %s arguments", "requiere %s valores"),
    ("ambiguous option: %(option)s could match %(matches)s", "opción ambigua: %(option)s puede ser %(matches)s"),
    ("not allowed with argument %s", "no se admite junto con %s"),
    ("ignored explicit argument %r", "no admite valor: %r"),
    ("invalid %(type)s value: %(value)r", "valor no válido: %(value)r"),
)


@cache
def _traducciones() -> list[tuple[re.Pattern, str]]:
    return [(_patron(en), es) for en, es in _MENSAJES_ARGPARSE]  # compiled only when there is an error


def _patron(plantilla: str) -> re.Pattern:
    partes = re.split(r"(%\(\w+\)[sr]|%[sr])", plantilla)
    regex = ""
    for i, p in enumerate(partes):
        if i % 2:
            nombre = re.fullmatch(r"%\((\w+)\)[sr]", p)
            regex += f"(?P<{nombre.group(1)}>.+?)" if nombre else f"(?P<v{i}>.+?)"
        else:
            regex += re.escape(p)
    return re.compile(regex, re.DOTALL)


def traducir(mensaje: str) -> str:
    """Un mensaje de argparse, en español (los anidados también); uno desconocido queda igual."""
    for patron, es in _traducciones():
        m = patron.fullmatch(mensaje)
        if m:
            return _rellenar(es, {k: (traducir(v) if k == "message" else v) for k, v in m.groupdict().items()})
    return mensaje


def _rellenar(plantilla: str, grupos: dict[str, str]) -> str:
    sin_nombre = iter(v for k, v in grupos.items() if k.startswith("v"))
    texto = re.sub(r"%\((\w+)\)[sr]", lambda x: grupos[x.group(1)], plantilla)
    return re.sub(r"%[sr]", lambda _x: next(sin_nombre), texto)


class _Formato(argparse.RawDescriptionHelpFormatter):
    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24, width: int | None = None):
        # argparse would import shutil (and with it bz2, lzma…) for the terminal width on every flag it adds.
        super().__init__(prog, indent_increment, max_help_position, _columnas() - 2 if width is None else width)

    def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[override]
        super().add_usage(usage, actions, groups, "uso: " if prefix is None else prefix)


def _columnas() -> int:
    import os

    try:
        return int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        return os.get_terminal_size(sys.stdout.fileno()).columns
    except (OSError, ValueError, AttributeError):
        return 80


class _Analizador(argparse.ArgumentParser):
    """argparse con ayuda y errores en español y código de salida 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formato)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = "argumentos"
        self._optionals.title = "opciones"
        self.add_argument("-h", "--help", action="help", help="muestra esta ayuda y termina")

    def error(self, message: str) -> NoReturn:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"retiro: error: {traducir(message)}", file=sys.stderr)
        raise SystemExit(SALIDA_ERROR)


def _puerto(texto: str) -> int:
    """Un puerto TCP: 0 (uno libre) a 65535."""
    try:
        n = int(texto)
    except ValueError:
        raise argparse.ArgumentTypeError(f"«{texto}» no es un número de puerto (0 a 65535)") from None
    if not 0 <= n <= 65535:
        raise argparse.ArgumentTypeError(f"el puerto {n} no existe: debe estar entre 0 (uno libre) y 65535")
    return n


def _segundos(texto: str) -> float:
    try:
        s = float(texto.replace(",", "."))
    except ValueError:
        raise argparse.ArgumentTypeError(f"«{texto}» no es un número de segundos") from None
    if not 0 < s < float("inf"):
        raise argparse.ArgumentTypeError(f"debe ser un número de segundos mayor que 0, no «{texto}»")
    return s


# --- output that never fails on a character -------------------------------------------------------


def escribir(texto: str, flujo: Any = None) -> None:
    """Escribe una línea; un carácter que la salida no puede codificar (p. ej. un sustituto suelto recibido en
    los datos) se escribe como secuencia de escape en vez de interrumpir la orden."""
    flujo = flujo or sys.stdout
    try:
        print(texto, file=flujo)
    except UnicodeEncodeError:
        codificacion = getattr(flujo, "encoding", None) or "utf-8"
        print(texto.encode(codificacion, "backslashreplace").decode(codificacion), file=flujo)


def _json_texto(obj: Any) -> str:
    import json

    texto = json.dumps(obj, ensure_ascii=False, indent=2, default=str)
    try:
        texto.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in the data: \uXXXX escapes keep the JSON valid
        texto = json.dumps(obj, ensure_ascii=True, indent=2, default=str)
    return texto


# --- calcular ---------------------------------------------------------------------------------------


def solicitud_de_argumentos(a: argparse.Namespace) -> tuple[dict, set[str]]:
    """Une el archivo JSON (si hay) con las banderas, que tienen prioridad. Nada de lo dado se descarta.

    Devuelve la solicitud y los campos que vienen de banderas (para nombrar la bandera en un error)."""
    # only `retiro calcular` reads flags: the other commands start without it
    from retiro.protocolo import vocabulario

    datos: Any = {}
    de_banderas: set[str] = set()
    if a.solicitud:
        datos = leer_json(a.solicitud, "--solicitud")
        if not isinstance(datos, dict):
            raise ErrorDeBandera("--solicitud", f"«{a.solicitud}» debe contener un objeto JSON ({{…}})")
        if "factores" in datos and "fecha_nacimiento" not in datos:
            raise ErrorDeBandera(
                "--solicitud",
                f"«{a.solicitud}» parece una tabla actuarial, no una solicitud: páselo con --tabla-actuarial",
            )
    for campo in BANDERAS:
        valor = getattr(a, campo)
        if valor is not None:
            if campo == "servicio_acreditable":
                valor = vocabulario.servicio(valor)
            elif campo == "retribucion_promedio":
                try:
                    valor = vocabulario.cantidad(valor)
                except vocabulario.CantidadAmbigua as e:
                    raise ErrorDeBandera("--retribucion-promedio", str(e)) from None
            elif campo in _OPCIONES:
                valor = _opcion(campo, valor)
            datos[campo] = valor
            de_banderas.add(campo)
    if a.en_servicio_activo is not None:
        datos["en_servicio_activo"] = a.en_servicio_activo
        de_banderas.add("en_servicio_activo")
    if a.tabla_actuarial:
        datos["tabla_actuarial"] = leer_json(a.tabla_actuarial, "--tabla-actuarial")
        de_banderas.add("tabla_actuarial")
    if a.coordinacion:
        datos["coordinacion"] = leer_json(a.coordinacion, "--coordinacion")
        de_banderas.add("coordinacion")
    if a.lectura:
        previas = datos.get("lecturas")
        datos["lecturas"] = {**(previas if isinstance(previas, dict) else {}), **lecturas_pedidas(a.lectura)}
        de_banderas.update("lecturas." + k for k in lecturas_pedidas(a.lectura))
    if not a.solicitud:
        faltan = ["--" + c.replace("_", "-") for c in _OBLIGATORIOS if c not in datos]
        if faltan:
            # only for this message: `retiro --version` and `retiro lecturas` start without it
            from retiro.ley import formato

            raise ErrorDeBandera(
                faltan[0],
                "falta",
                f"{'falta' if len(faltan) == 1 else 'faltan'} {formato.lista(faltan)} (o una solicitud JSON con "
                "--solicitud); véase «retiro calcular --help»",
            )
    if "en_servicio_activo" not in datos:
        raise ErrorDeBandera(
            "--activo",
            "falta",
            "falta --activo o --no-activo: diga si el miembro está en servicio activo al retirarse"
            + (f" (o ponga «en_servicio_activo» en «{a.solicitud}»)" if a.solicitud else ""),
        )
    return datos, de_banderas


def _opcion(campo: str, texto: str) -> str:
    """El código de un valor escrito en palabras («policía»); uno que no se entiende es un error de la bandera,
    con las formas admitidas (las del glosario)."""
    # only when a flag is written in words: `retiro --version` starts without them
    from retiro.ley import formato
    from retiro.ley.glosario import de_texto, glosario

    codigo = de_texto(_OPCIONES[campo], texto)
    if codigo is None:
        formas = [(t.se_escribe or (t.codigo,))[0] for t in glosario()[_OPCIONES[campo]].valores.values()]
        raise ErrorDeBandera(
            "--" + campo.replace("_", "-"),
            f"«{texto}» no es un valor admitido; se admite {formato.lista(formas, o=True)}",
        )
    return codigo


def _bandera_del_campo(campo: str, de_banderas: set[str]) -> str | None:
    """La bandera que dio el campo de un error (``servicio_acreditable.meses`` → ``--servicio-acreditable``)."""
    if campo.startswith("lecturas."):
        clave = campo.split(".", 2)[1]
        return f"--lectura {clave}" if campo.rsplit(".", 1)[0] in de_banderas or campo in de_banderas else None
    raiz = campo.split(".", 1)[0]
    if raiz == "en_servicio_activo" and raiz in de_banderas:
        return "--activo o --no-activo"
    return "--" + raiz.replace("_", "-") if raiz in de_banderas else None


def _calcular(a: argparse.Namespace) -> int:
    # only `retiro calcular` (the start-up of `retiro --version`)
    from retiro.comun.errores import ErrorDeEntrada

    de_banderas: set[str] = set()
    try:
        datos, de_banderas = solicitud_de_argumentos(a)
    except ErrorDeBandera as e:
        return _error(a, ErrorDeEntrada(_campo_de_bandera(e.donde), e.mensaje), f"«{e.donde}»", e.completo)
    # only `retiro calcular` loads the calculator: `retiro --version`, `lecturas`, `revision` do not
    from retiro import revision
    from retiro.protocolo import entrada
    from retiro.protocolo.calculadora import calcular

    try:
        with revision.con_decisiones(datos):  # the review decisions the request brings (field `revision`)
            res = calcular(entrada.solicitud(datos))
            texto = _salida(a, res, datos)
    except ErrorDeEntrada as e:
        return _error(a, e, _donde(e.campo, de_banderas, a.solicitud))
    except Exception as e:  # a fault of the calculator, never shown as a traceback nor blamed on the data
        # only `retiro calcular`, on a fault of the calculator (start-up of the other commands)
        from retiro.protocolo import resultado_interno

        interno = resultado_interno(e)
        if a.json:
            escribir(_json_texto(interno))
        escribir(f"retiro: {interno['error']['mensaje']} ({interno['error']['detalle']})", sys.stderr)
        return SALIDA_ERROR_INTERNO
    escribir(texto)
    return 0


def _salida(a: argparse.Namespace, res: Any, datos: dict) -> str:
    if a.json:
        # only `retiro calcular --json` (start-up of the other commands)
        from retiro.protocolo.salida import como_json

        return _json_texto(como_json(res, datos, con_lecturas_en_contra=True))
    # only `retiro calcular` (start-up of the other commands)
    from retiro.protocolo.salida import como_texto

    return como_texto(res)


def _campo_de_bandera(bandera: str) -> str:
    """El campo del protocolo que llena una bandera (para el JSON de error con --json)."""
    especiales = {"--solicitud": "solicitud", "--lectura": "lecturas", "--activo": "en_servicio_activo"}
    return especiales.get(bandera, bandera.removeprefix("--").replace("-", "_"))


def _donde(campo: str, de_banderas: set[str], origen: str | None) -> str:
    """Dónde está el dato malo, para quien escribió la orden: la bandera que lo dio o el campo del archivo."""
    bandera = _bandera_del_campo(campo, de_banderas)
    if bandera is None:
        return f"el campo «{campo}»" + (f" de «{origen}»" if origen and origen != "-" else "")
    if bandera.removeprefix("--").replace("-", "_") == campo:
        return f"«{bandera}»"
    return f"«{bandera}» (campo «{campo}»)"


def _error(a: argparse.Namespace, e: ErrorDeEntrada, donde: str, completo: str | None = None) -> int:
    if a.json:
        # only `retiro calcular --json`, on an error (start-up of the other commands)
        from retiro.protocolo import resultado_de_error

        escribir(_json_texto(resultado_de_error(e)))
    elif completo:
        escribir(f"retiro: error: {completo}", sys.stderr)
    else:
        recibido = "" if e.valor is None or e.valor == "" else f" (recibido: «{_recorte(e.valor)}»)"
        escribir(f"retiro: error en {donde}: {e.mensaje}{recibido}", sys.stderr)
    return SALIDA_ERROR


def _recorte(valor: object, largo: int = 80) -> str:
    try:
        texto = valor if isinstance(valor, str) else repr(valor)
    except ValueError:  # an integer past Python's int-string limit
        texto = "un número de demasiadas cifras"
    return texto if len(texto) <= largo else texto[:largo] + "…"


# --- the registers ----------------------------------------------------------------------------------


def _lecturas_cmd(a: argparse.Namespace) -> int:
    # only `retiro lecturas` (start-up of `retiro --version` and the other commands)
    from retiro import revision
    from retiro.ley.glosario import etiqueta
    from retiro.ley.registro import interpretaciones

    for e in interpretaciones().values():
        estado = etiqueta("interpretacion.estado", revision.estado(e["id"]))
        escribir(f"{e['id']} ({', '.join(e['clausulas'])}; {estado}) {e['pregunta']}")
        for lectura in e["lecturas"]:
            marca = "*" if lectura["id"] == e["por_defecto"] else " "
            escribir(f"   {marca} {lectura['id']}: {' '.join(lectura['explicacion'].split())}")
    escribir("\n(* = lectura por defecto; elija otra con --lectura INT-01=inclusiva)")
    return 0


def _lagunas_cmd(a: argparse.Namespace) -> int:
    # only `retiro lagunas`: the other commands start without the sweep
    from retiro.verificacion import lagunas

    explicaciones = {lagunas.clave(h): h for h in lagunas.conocidas()}
    for h in lagunas.hallazgos():
        registrado = explicaciones.get(lagunas.clave(h))
        escribir(("" if registrado is None else registrado["id"] + " ") + lagunas.como_texto(h))
        escribir(
            "    "
            + (registrado["explicacion"] if registrado else "(hallazgo nuevo: no está en lagunas_conocidas.yaml)")
        )
    return 0


def _decisiones_cmd(a: argparse.Namespace) -> int:
    # only `retiro decisiones`: the other commands start without the sweep
    from retiro.verificacion import lagunas

    todas = lagunas.decisiones()
    mostrar = todas if a.todas else [d for d in todas if d["base"] is None]
    for d in mostrar:
        print(lagunas.decision_como_texto(d))
    sin_base = sum(d["base"] is None for d in todas)
    print(f"{len(todas)} decisiones; {sin_base} sin base en el texto, el registro ni datos/decisiones.yaml")
    return 1 if sin_base else 0


def _reglas_cmd(a: argparse.Namespace) -> int:
    from datetime import date

    # only `retiro reglas-externas` (start-up of `retiro --version` and the other commands)
    from retiro import revision
    from retiro.ley import formato
    from retiro.ley.glosario import etiqueta
    from retiro.ley.registro import reglas_externas

    for r in reglas_externas().values():
        consulta = formato.fecha(date.fromisoformat(str(r["fecha_consulta"])))
        estado = etiqueta("regla_externa.estado", revision.estado(r["id"]))
        escribir(
            f"{r['id']} ({estado}; consultada el {consulta}) {r['nombre']}\n"
            f"   Fuente: {r['fuente']}\n"
            f"   {' '.join(r['descripcion'].split())}"
        )
    return 0


# Each order and the module that adds it to the parser (the kit's and the batch's add their own); only the order
# being run is built, so `retiro calcular` does not import the kit nor build every order's flags.
_ORDENES_DE_OTROS = {
    "servir": "retiro.cli.conformidad",
    "conformidad": "retiro.cli.conformidad",
    "vectores": "retiro.cli.conformidad",
    "lote": "retiro.cli.lote",
    "revision": "retiro.cli.revision",
}
_ORDENES_PROPIAS = ("calcular", "lecturas", "lagunas", "decisiones", "reglas-externas")


def _orden_pedida(argv: list[str]) -> str | None:
    """The order named on the command line, if it is a known one (else every order is built: help, errors); ""
    for `retiro --version`, which needs none."""
    if argv[:1] == ["--version"]:
        return ""
    for x in argv:
        if not x.startswith("-"):
            return x if x in _ORDENES_PROPIAS or x in _ORDENES_DE_OTROS else None
    return None


def analizador(orden: str | None = None) -> argparse.ArgumentParser:
    """El analizador de `retiro`; con `orden`, solo con esa orden (las demás no se construyen)."""
    p = _Analizador(
        prog="retiro",
        description="Calculadora de referencia de los Artículos 18 y 10 del Reglamento del Sistema de Retiro.",
        epilog="Códigos de salida: 0 bien; 1 hay escenarios fallidos (conformidad, vectores); 2 datos u opciones "
        "malos; 70 error interno; 130 interrumpido con Ctrl+C.",
    )
    p.add_argument(
        "--revisiones",
        metavar="ARCHIVO",
        help="el archivo de revisiones del revisor (por defecto RETIRO_REVISIONES o ./revisiones.yaml); vale para "
        "toda orden",
    )
    p.add_argument(
        "--version",
        action="version",
        version=f"retiro {VERSION} (protocolo {VERSION_PROTOCOLO})",
        help="muestra la versión y termina",
    )
    sub = p.add_subparsers(dest="orden", parser_class=_Analizador, metavar="ORDEN", title="órdenes")
    if orden in (None, "calcular"):
        _agregar_calcular(sub)
    if orden in (None, "lecturas"):
        sub.add_parser("lecturas", help="lista el registro de interpretaciones").set_defaults(funcion=_lecturas_cmd)
    if orden in (None, "lagunas"):
        sub.add_parser("lagunas", help="barre los hechos y lista lagunas y solapamientos del Artículo 18").set_defaults(
            funcion=_lagunas_cmd
        )
    if orden in (None, "reglas-externas"):
        sub.add_parser("reglas-externas", help="lista las reglas externas (no están en los textos)").set_defaults(
            funcion=_reglas_cmd
        )
    if orden is None or _ORDENES_DE_OTROS.get(orden) == "retiro.cli.conformidad":
        from retiro.cli.conformidad import agregar_ordenes  # only for `retiro servir`, `conformidad`, `vectores`

        agregar_ordenes(sub, puerto=_puerto, segundos=_segundos)
    if orden in (None, "lote"):
        from retiro.cli.lote import agregar_orden  # only for `retiro lote` (docs/lote.md)

        agregar_orden(sub)
    if orden in (None, "revision"):
        # only for `retiro revision` (start-up of the other commands)
        from retiro.cli import revision

        revision.registrar(sub)  # retiro revision iniciar|listar|pendientes|ver|registrar
    if orden in (None, "decisiones"):
        d = sub.add_parser(
            "decisiones",
            help="lee el código y lista sus decisiones (validaciones, valores por defecto, números, lecturas)",
        )
        d.add_argument(
            "--todas", action="store_true", help="también las que tienen base en el texto, el registro o el inventario"
        )
        d.set_defaults(funcion=_decisiones_cmd)
    return p


def _agregar_calcular(sub) -> None:
    c = sub.add_parser(
        "calcular",
        help="calcula la pensión de una solicitud (banderas o archivo JSON)",
        description="Calcula elegibilidad, reducción actuarial, pensión y, si se pide, la coordinación con el "
        "Seguro Social.\n\nSin --solicitud son obligatorias --fecha-nacimiento, --fecha-ingreso, --fecha-retiro, "
        "--servicio-acreditable, --retribucion-promedio y una de --activo o --no-activo. Con --solicitud, las "
        "banderas completan o cambian los datos del archivo.",
    )
    c.add_argument("--solicitud", metavar="ARCHIVO", help="solicitud JSON (o - para leerla de la entrada estándar)")
    for campo, ayuda in BANDERAS.items():
        c.add_argument("--" + campo.replace("_", "-"), dest=campo, metavar="VALOR", help=ayuda)
    activo = c.add_mutually_exclusive_group()
    activo.add_argument(
        "--activo",
        dest="en_servicio_activo",
        action="store_const",
        const=True,
        help="en servicio activo al retirarse (obligatoria esta o --no-activo, salvo que el archivo lo diga)",
    )
    activo.add_argument(
        "--no-activo", dest="en_servicio_activo", action="store_const", const=False, help="no está en servicio activo"
    )
    c.add_argument(
        "--tabla-actuarial",
        metavar="ARCHIVO",
        help="tabla actuarial de la Junta (JSON con nombre, fuente, fecha_adopcion y factores)",
    )
    c.add_argument("--coordinacion", metavar="ARCHIVO", help="hechos del Artículo 10 (JSON)")
    c.add_argument(
        "--lectura",
        action="append",
        default=[],
        metavar="INT-NN=LECTURA",
        help="elige otra lectura del registro de interpretaciones (repetible; véase «retiro lecturas»)",
    )
    c.add_argument("--json", action="store_true", help="resultado en JSON (protocolo 1.x)")
    c.set_defaults(funcion=_calcular)


class _Terminado(KeyboardInterrupt):
    """SIGTERM, as Ctrl+C: every `finally` runs (implementations stopped, partial files deleted)."""


def _al_sigterm(signum, frame) -> None:
    raise _Terminado


_CALCULAN = ("calcular", "lote", "servir", "conformidad", "vectores")


def _revisiones(argv: list[str]) -> tuple[list[str], str | None]:
    """Saca ``--revisiones ARCHIVO`` (en cualquier lugar de la línea, para toda orden) de los argumentos."""
    resto, ruta, i = [], None, 0
    while i < len(argv):
        x = argv[i]
        if x == "--revisiones" and i + 1 < len(argv):
            ruta, i = argv[i + 1], i + 2
            continue
        if x.startswith("--revisiones="):
            ruta = x.split("=", 1)[1]
        else:
            resto.append(x)
        i += 1
    return resto, ruta


def _elegir_revisiones(ruta: str | None, orden: str | None) -> int | None:
    """El archivo de revisiones de esta orden (``--revisiones``, ``RETIRO_REVISIONES`` o ``./revisiones.yaml``),
    comprobado antes de calcular nada; los procesos hijos (lote, el kit) usan el mismo. None si se puede usar."""
    import os

    # not for `retiro --version`: the review state is loaded by the commands that use it
    from retiro import revision

    revision.elegir(ruta)  # each run looks again (the current folder, the environment)
    elegido = revision.archivo_del_revisor()
    if elegido is not None:
        os.environ[revision.ENTORNO] = elegido
    if orden == "revision":  # `revision iniciar` creates it; the other actions report their own errors
        return None
    try:
        revision.historia()
    except revision.ErrorDeRevision as e:
        print(f"retiro: error: {e}", file=sys.stderr)
        return SALIDA_ERROR
    return None


def main(argv: list[str] | None = None) -> int:
    import os
    import signal

    try:
        anterior = signal.signal(signal.SIGTERM, _al_sigterm)
    except ValueError:  # not the main thread (a test, an embedding program): SIGTERM is not ours to handle
        anterior = None
    antes = os.environ.get("RETIRO_REVISIONES")
    try:
        return _main(argv)
    except _Terminado:
        return 128 + signal.SIGTERM
    finally:
        if anterior is not None:
            signal.signal(signal.SIGTERM, anterior)
        # the review file is set in the environment for the children of this run only
        if antes is None:
            os.environ.pop("RETIRO_REVISIONES", None)
        else:
            os.environ["RETIRO_REVISIONES"] = antes


def _main(argv: list[str] | None) -> int:
    try:
        argv, revisiones = _revisiones(sys.argv[1:] if argv is None else argv)
        orden = _orden_pedida(argv)
        if orden != "" and (revisiones is not None or orden in _CALCULAN or orden == "revision"):
            codigo = _elegir_revisiones(revisiones, orden)
            if codigo is not None:
                return codigo
        p = analizador(orden)
        a = p.parse_args(argv)
        if not getattr(a, "funcion", None):
            p.print_usage(sys.stderr)
            print(
                "retiro: error: falta la orden (calcular, lecturas, servir, conformidad…); véase «retiro --help»",
                file=sys.stderr,
            )
            return SALIDA_ERROR
        return a.funcion(a)
    except _Terminado:
        raise
    except KeyboardInterrupt:  # Ctrl+C: end quietly, as shells expect
        return SALIDA_INTERRUMPIDO
    except BrokenPipeError:  # output piped into `head` and the like
        _silenciar_salida()
        return 0


def _silenciar_salida() -> None:
    """After a broken pipe, point stdout at /dev/null so that the interpreter's final flush does not fail."""
    import contextlib
    import os

    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def ejecutar() -> NoReturn:
    """Punto de entrada de la orden `retiro` (y de ``python -m retiro``)."""
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    ejecutar()
