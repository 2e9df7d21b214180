"""La línea de órdenes `retiro`. Mensajes en español; datos malos: mensaje claro y código 2, sin traza."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from retiro import entrada
from retiro.calculadora import calcular
from retiro.errores import ErrorDeEntrada
from retiro.protocolo import decodificar, resultado_de_error
from retiro.registro import interpretaciones, reglas_externas
from retiro.salida import como_json, como_texto

SALIDA_ERROR = 2

# Flags of `retiro calcular` and the request field each one fills (the law's vocabulary).
BANDERAS = {
    "fecha_nacimiento": "fecha de nacimiento, AAAA-MM-DD",
    "fecha_ingreso": "fecha de ingreso por primera vez al Sistema, AAAA-MM-DD",
    "fecha_retiro": "fecha de retiro, AAAA-MM-DD",
    "servicio_acreditable": "años de servicios acreditables (p. ej. 25, 24.5 o 24a11m)",
    "retribucion_promedio": "retribución promedio anual (p. ej. 30000.00)",
    "cuerpo": "ninguno, policia o bomberos",
    "puesto": "otro, alcalde o servicio_extension_agricola",
    "tipo_pension": "opcional, alto_riesgo o merito",
    "porcentaje_merito": "por ciento de la pensión por mérito (p. ej. 75)",
}


# argparse's own words (usage, help headings, errors), in Spanish: argparse looks them up through
# its module-level gettext function `_` at call time.
_ARGPARSE_ES = {
    "usage: ": "uso: ",
    "options": "opciones",
    "positional arguments": "argumentos posicionales",
    "show this help message and exit": "muestra esta ayuda y termina",
    "unrecognized arguments: %s": "argumentos no reconocidos: %s",
    "the following arguments are required: %s": "faltan los argumentos: %s",
    "invalid choice: %(value)r (choose from %(choices)s)": "opción no válida: %(value)r (opciones: %(choices)s)",
    "expected one argument": "falta su valor",
    "argument %(argument_name)s: %(message)s": "argumento %(argument_name)s: %(message)s",
    "ambiguous option: %(option)s could match %(matches)s": "opción ambigua: %(option)s puede ser %(matches)s",
    "not allowed with argument %s": "no se admite junto con el argumento %s",
    "ignored explicit argument %r": "se ignora el argumento explícito %r",
}
_argparse_gettext = argparse._  # type: ignore[attr-defined]
argparse._ = lambda texto: _ARGPARSE_ES.get(texto, _argparse_gettext(texto))  # type: ignore[attr-defined]


class _Analizador(argparse.ArgumentParser):
    """argparse con errores en español y código de salida 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"retiro: error: {message}", file=sys.stderr)
        raise SystemExit(SALIDA_ERROR)


def _servicio_bandera(texto: str) -> Any:
    m = re.fullmatch(r"\s*(\d+)\s*a\s*(?:(\d+)\s*m)?\s*", texto)
    if m:
        return {"anos": int(m.group(1)), "meses": int(m.group(2) or 0)}
    return texto


def _leer_json(ruta: str, campo: str) -> Any:
    try:
        texto = sys.stdin.read() if ruta == "-" else Path(ruta).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ErrorDeEntrada(campo, f"no existe el archivo «{ruta}»") from None
    except UnicodeDecodeError:
        raise ErrorDeEntrada(campo, f"el archivo «{ruta}» no es texto UTF-8") from None
    except OSError as e:
        causa = {IsADirectoryError: "es una carpeta", PermissionError: "no hay permiso para leerlo"}.get(
            type(e), e.strerror
        )
        raise ErrorDeEntrada(campo, f"no se puede leer el archivo «{ruta}»: {causa}") from None
    return decodificar(texto, campo)


def _lecturas(valores: list[str]) -> dict[str, str]:
    elegidas = {}
    for v in valores:
        if "=" not in v:
            raise ErrorDeEntrada("--lectura", f"debe tener la forma INT-03=lectura, no «{v}»")
        clave, lectura = v.split("=", 1)
        elegidas[clave.strip()] = lectura.strip()
    return elegidas


def solicitud_de_argumentos(a: argparse.Namespace) -> dict:
    """Une el archivo JSON (si hay) con las banderas, que tienen prioridad. Nada de lo dado se descarta."""
    datos: dict = {}
    if a.solicitud:
        datos = _leer_json(a.solicitud, "--solicitud")
        if not isinstance(datos, dict):
            raise ErrorDeEntrada("solicitud", "el archivo debe contener un objeto JSON")
        if "factores" in datos and "fecha_nacimiento" not in datos:
            raise ErrorDeEntrada(
                "--solicitud",
                f"«{a.solicitud}» parece una tabla actuarial, no una solicitud: páselo con --tabla-actuarial",
            )
    for campo in BANDERAS:
        valor = getattr(a, campo)
        if valor is not None:
            datos[campo] = _servicio_bandera(valor) if campo == "servicio_acreditable" else valor
    if a.en_servicio_activo is not None:
        datos["en_servicio_activo"] = a.en_servicio_activo
    if a.tabla_actuarial:
        datos["tabla_actuarial"] = _leer_json(a.tabla_actuarial, "--tabla-actuarial")
    if a.coordinacion:
        datos["coordinacion"] = _leer_json(a.coordinacion, "--coordinacion")
    if a.lectura:
        datos["lecturas"] = {**datos.get("lecturas", {}), **_lecturas(a.lectura)}
    return datos


def _calcular(a: argparse.Namespace) -> int:
    try:
        datos = solicitud_de_argumentos(a)
        res = calcular(entrada.solicitud(datos))
    except ErrorDeEntrada as e:
        if a.json:
            print(json.dumps(resultado_de_error(e), ensure_ascii=False, indent=2))
        else:
            recibido = f" (valor recibido: {e.valor!r})" if e.valor is not None else ""
            print(f"retiro: error en el campo «{e.campo}»: {e.mensaje}{recibido}", file=sys.stderr)
        return SALIDA_ERROR
    if a.json:
        print(json.dumps(como_json(res, datos), ensure_ascii=False, indent=2))
    else:
        print(como_texto(res))
    return 0


def _lecturas_cmd(a: argparse.Namespace) -> int:
    for e in interpretaciones().values():
        print(f"{e['id']} [{', '.join(e['clausulas'])}] ({e['estado']}) {e['pregunta']}")
        for lectura in e["lecturas"]:
            marca = "*" if lectura["id"] == e["por_defecto"] else " "
            print(f"   {marca} {lectura['id']}: {lectura['explicacion']}")
    print("\n(* = lectura por defecto; elija otra con --lectura INT-NN=lectura)")
    return 0


def _lagunas_cmd(a: argparse.Namespace) -> int:
    from retiro import lagunas

    explicaciones = {lagunas.clave(h): h for h in lagunas.conocidas()}
    for h in lagunas.hallazgos():
        registrado = explicaciones.get(lagunas.clave(h))
        print(("" if registrado is None else registrado["id"] + " ") + lagunas.como_texto(h))
        print(
            "    "
            + (registrado["explicacion"] if registrado else "(hallazgo nuevo: no está en lagunas_conocidas.yaml)")
        )
    return 0


def _reglas_cmd(a: argparse.Namespace) -> int:
    for r in reglas_externas().values():
        print(
            f"{r['id']} ({r['estado']}; consultada el {r['fecha_consulta']}) {r['nombre']}\n   Fuente: {r['fuente']}\n   {r['descripcion']}"
        )
    return 0


def analizador() -> argparse.ArgumentParser:
    p = _Analizador(
        prog="retiro",
        description="Calculadora de referencia de los Artículos 18 y 10 del Reglamento del Sistema de Retiro.",
    )
    sub = p.add_subparsers(dest="orden", parser_class=_Analizador, metavar="ORDEN")
    c = sub.add_parser(
        "calcular",
        help="calcula la pensión de una solicitud (banderas o archivo JSON)",
        description="Calcula elegibilidad, reducción actuarial, pensión y, si se pide, la coordinación con el Seguro Social.",
    )
    c.add_argument("--solicitud", metavar="ARCHIVO", help="solicitud JSON (o - para leerla de la entrada estándar)")
    for campo, ayuda in BANDERAS.items():
        c.add_argument("--" + campo.replace("_", "-"), dest=campo, help=ayuda)
    c.add_argument("--activo", dest="en_servicio_activo", action="store_const", const=True, help="en servicio activo")
    c.add_argument(
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
        help="elige una lectura del registro de interpretaciones",
    )
    c.add_argument("--json", action="store_true", help="resultado en JSON (protocolo 1.0)")
    c.set_defaults(funcion=_calcular)
    sub.add_parser("lecturas", help="lista el registro de interpretaciones").set_defaults(funcion=_lecturas_cmd)
    sub.add_parser("lagunas", help="barre los hechos y lista lagunas y solapamientos del Artículo 18").set_defaults(
        funcion=_lagunas_cmd
    )
    sub.add_parser("reglas-externas", help="lista las reglas externas (no están en los textos)").set_defaults(
        funcion=_reglas_cmd
    )
    from retiro.conformidad.ordenes import agregar_ordenes  # servir, conformidad, vectores

    agregar_ordenes(sub)
    from retiro.lote.orden import agregar_orden  # retiro lote (docs/lote.md)

    agregar_orden(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    p = analizador()
    a = p.parse_args(argv)
    if not getattr(a, "funcion", None):
        p.print_help()
        return SALIDA_ERROR
    try:
        return a.funcion(a)
    except BrokenPipeError:  # output piped into `head` and the like
        sys.stderr.close()
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
