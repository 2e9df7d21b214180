"""Los datos del protocolo, uno a uno: cómo se lee cada clase de dato de una solicitud JSON.

Un lector recibe el valor JSON y la ruta del campo (``coordinacion.beneficio_seguro_social.monto``) y
devuelve el valor del dominio (una fecha, una fracción exacta…) o lanza `ErrorDeEntrada` con el problema en
español y el valor recibido. Cada uno hace cumplir los límites de `retiro.comun.limites`.

Las expresiones regulares (`PATRONES`) son también las del JSON Schema (`retiro.protocolo.entrada` las usa allí):
están escritas para tiempo lineal en cualquier motor con retroceso y con la sintaxis común a Python y a
ECMA-262. Los textos de fechas y números se memorizan (`lru_cache`): la clave es un texto de hasta
`MAX_LARGO_DATO` caracteres (los más largos se rechazan antes), de modo que la memoria queda acotada.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from fractions import Fraction
from functools import lru_cache
from typing import Any

from retiro.comun import limites as L
from retiro.comun.errores import ErrorDeEntrada, describir, texto_seguro
from retiro.ley.registro import interpretaciones
from retiro.protocolo.decodificador import EnteroLargo, NumeroConDecimales, ObjetoConCamposRepetidos
from retiro.revision import lecturas_vigentes
from retiro.version import VERSION_PROTOCOLO

# ------------------------------------------------------------------------------------------------ expresiones
# Each pattern is used twice: anchored (^…$) in the JSON Schema, with re.fullmatch here. They are written
# for linear time in any backtracking engine (no two adjacent quantifiers can share characters) and use
# only syntax common to Python and ECMA-262 (no \s, no \d: they differ between engines).
_ESP = "[ \t]*"
_ENTERO = f"(?:[0-9]{{1,3}}(?:,[0-9]{{3}}){{1,{(L.MAX_CIFRAS_ENTERAS - 1) // 3}}}|[0-9]{{1,{L.MAX_CIFRAS_ENTERAS}}})"
_DECIMALES = f"(?:\\.[0-9]{{1,{L.MAX_DECIMALES}}})?"
_ANO = "(?:1[89][0-9]{2}|2[01][0-9]{2})"  # FECHA_MINIMA.year to FECHA_MAXIMA.year (checked by a test)
MESES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre")
MESES += ("noviembre", "diciembre")


def _sin_mayusculas(palabra: str) -> str:
    return "".join(f"[{c}{c.upper()}]" for c in palabra)


_NUMERO_SIN_SIGNO = f"(?:\\${_ESP})?{_ENTERO}{_DECIMALES}"
PATRONES = {
    # the number text as the validator reads it: a sign only so that a negative gets «no puede ser negativo»
    "numero": f"{_ESP}(?:(-){_ESP})?(?:\\${_ESP})?({_ENTERO})(\\.[0-9]{{1,{L.MAX_DECIMALES}}})?{_ESP}",
    # what the schema admits (no negative number is valid anywhere in the protocol)
    "cantidad": f"{_ESP}{_NUMERO_SIN_SIGNO}{_ESP}",
    "porcentaje": f"{_ESP}{_NUMERO_SIN_SIGNO}(?:{_ESP}%)?{_ESP}",
    "fecha": f"{_ESP}(?:{_ANO}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])"
    f"|(?:0?[1-9]|[12][0-9]|3[01]) de (?:{'|'.join(_sin_mayusculas(m) for m in MESES)}) de {_ANO}){_ESP}",
    "booleano": f"{_ESP}(?:[Ss][IiÍí]|[Nn][Oo]|[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]){_ESP}",
    "clave_tabla": f"[0-9]{{1,{len(str(L.MAX_EDAD_TABLA))}}}(?:-(?:0[0-9]|1[01]))?",
    "version": "1(?:\\.[0-9]{1,9}){0,3}",
}


def anclado(patron: str) -> str:
    """El patrón para un JSON Schema: entero, de principio a fin, igual en Python y en ECMA-262.

    ``$`` de Python también acepta un salto de línea final («1960-05-10\\n»), el de ECMA-262 no:
    ``(?!\\n)`` lo excluye en los dos.
    """
    return f"^(?:{patron})$(?!\\n)"


_NUMERO = re.compile(PATRONES["numero"])
_ISO_SIN_ESPACIOS = re.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}")
_NUMERO_SIMPLE = re.compile(f"([0-9]{{1,{L.MAX_CIFRAS_ENTERAS}}})(\\.[0-9]{{1,{L.MAX_DECIMALES}}})?")
_FECHA_ISO = re.compile(f"{_ESP}([0-9]{{4}})-([0-9]{{2}})-([0-9]{{2}}){_ESP}")
_FECHA_ES = re.compile(f"{_ESP}([0-9]{{1,2}}) de ([A-Za-zÁÉÍÓÚáéíóú]{{1,12}}) de ([0-9]{{4}}){_ESP}")
_BOOLEANO = re.compile(PATRONES["booleano"])
_CLAVE_TABLA = re.compile("([0-9]{1,3})(?:-([0-9]{2}))?")  # 18.6(d), INT-30: «55» or «55-06»
_VERSION = re.compile("([0-9]{1,9})(?:\\.[0-9]{1,9}){0,3}")
_NUMEROS_MES = {m: i for i, m in enumerate(MESES, 1)}
_PESO_DECIMAL = [10**i for i in range(L.MAX_DECIMALES + 1)]

# ------------------------------------------------------------------------------------------------ lectores
# A reader takes the JSON value and the field's path and returns the domain value or raises ErrorDeEntrada.


def _rechazar_no_exacto(valor: Any, campo: str, que: str) -> None:
    """El error de un valor que no es texto ni entero JSON (común a los números, fechas y opciones)."""
    if isinstance(valor, (float, NumeroConDecimales)):
        raise ErrorDeEntrada(
            campo,
            f"no se admiten números de coma flotante en JSON (no son exactos): escriba {que} como texto, "
            'p. ej. "30000.00"',
            valor,
        )
    if isinstance(valor, EnteroLargo):
        raise ErrorDeEntrada(campo, f"es un número de {valor.cifras} cifras; debe ser {que}", valor)


def _texto_acotado(valor: str, campo: str) -> None:
    if len(valor) > L.MAX_LARGO_DATO:
        raise ErrorDeEntrada(
            campo, f"es un texto de {len(valor)} caracteres; el máximo para este dato es {L.MAX_LARGO_DATO}", valor
        )


@lru_cache(maxsize=4096)  # keys are at most MAX_LARGO_DATO characters: bounded memory
def _fecha_de_texto(texto: str) -> date | str:
    """Pure parse of a date text (memoised: batches repeat dates); returns the problem as text if invalid."""
    if _ISO_SIN_ESPACIOS.fullmatch(texto):  # the common case, parsed in C
        try:
            f = date.fromisoformat(texto)
        except ValueError:
            return "no es una fecha que exista en el calendario"
        return f if L.FECHA_MINIMA <= f <= L.FECHA_MAXIMA else _FUERA_DE_FECHAS
    m = _FECHA_ISO.fullmatch(texto)
    if m:
        ano, mes, dia = int(m[1]), int(m[2]), int(m[3])
    else:
        m = _FECHA_ES.fullmatch(texto)
        if not m or m[2].lower() not in _NUMEROS_MES:
            return "debe ser una fecha AAAA-MM-DD (p. ej. 1960-05-10)"
        ano, mes, dia = int(m[3]), _NUMEROS_MES[m[2].lower()], int(m[1])
    try:
        f = date(ano, mes, dia)
    except ValueError:
        return "no es una fecha que exista en el calendario"
    return f if L.FECHA_MINIMA <= f <= L.FECHA_MAXIMA else _FUERA_DE_FECHAS


_FUERA_DE_FECHAS = f"está fuera de las fechas admitidas ({L.FECHA_MINIMA.isoformat()} a {L.FECHA_MAXIMA.isoformat()})"


def fecha(valor: Any, campo: str) -> date:
    """Una fecha ISO (AAAA-MM-DD) o escrita en español («10 de mayo de 1960»), entre 1800 y 2199."""
    if type(valor) is not str:
        _rechazar_no_exacto(valor, campo, "la fecha")
        raise ErrorDeEntrada(campo, "debe ser una fecha AAAA-MM-DD (p. ej. 1960-05-10)", valor)
    if len(valor) > L.MAX_LARGO_DATO:
        _texto_acotado(valor, campo)
    resultado = _fecha_de_texto(valor)
    if type(resultado) is str:
        raise ErrorDeEntrada(campo, resultado, valor)
    return resultado


@lru_cache(maxsize=4096)  # keys are at most MAX_LARGO_DATO characters: bounded memory
def _numero_de_texto(texto: str) -> Fraction | None:
    """Exact value of a number text ("$30,000.00", "-3", "0.85"), or None (memoised: tables and amounts repeat)."""
    m = _NUMERO_SIMPLE.fullmatch(texto)  # the common case: "30000.00", "26"
    if m:
        signo, entero, decimales = None, int(m[1]), m[2]
    else:
        m = _NUMERO.fullmatch(texto)
        if not m:
            return None
        signo, entero, decimales = m[1], int(m[2].replace(",", "")), m[3]
    if decimales:  # ".50": exact, without going through Decimal or float
        x = Fraction(entero * _PESO_DECIMAL[len(decimales) - 1] + int(decimales[1:]), _PESO_DECIMAL[len(decimales) - 1])
    else:
        x = Fraction(entero)
    return -x if signo else x


def numero(valor: Any, campo: str, que: str = "un número") -> Fraction:
    """Un número exacto: texto decimal («30000.00», «$30,000.00») o entero JSON; nunca coma flotante."""
    tipo = type(valor)
    if tipo is str:
        if len(valor) > L.MAX_LARGO_DATO:
            _texto_acotado(valor, campo)
        x = _numero_de_texto(valor)
        if x is not None:
            return x
    elif tipo is int:
        if -L.MAX_ENTERO <= valor <= L.MAX_ENTERO:
            return Fraction(valor)
        raise ErrorDeEntrada(campo, f"pasa del máximo admitido ({L.MAX_ENTERO})", valor)
    elif valor is None or tipo is bool:
        raise ErrorDeEntrada(campo, f"debe ser {que}", valor)
    else:
        _rechazar_no_exacto(valor, campo, "el número")
    raise ErrorDeEntrada(
        campo,
        f'debe ser {que} (p. ej. "30000.00" o "$30,000.00"; hasta {L.MAX_CIFRAS_ENTERAS} cifras enteras '
        f"y {L.MAX_DECIMALES} decimales)",
        valor,
    )


def no_negativo(valor: Any, campo: str, que: str = "una cantidad") -> Fraction:
    x = numero(valor, campo, que)
    if x < 0:
        raise ErrorDeEntrada(campo, "no puede ser negativo", valor)
    return x


def cantidad_de_dinero(valor: Any, campo: str) -> Fraction:
    return no_negativo(valor, campo, "una cantidad de dinero")


def servicio(valor: Any, campo: str) -> Fraction:
    """Servicio acreditable en años: "25", "24.5" o {"anos": 24, "meses": 11} (meses menos de 12)."""
    if type(valor) is dict:
        anos, meses = valor.get("anos", 0), valor.get("meses", 0)
        if (
            type(anos) is int
            and type(meses) is int
            and 0 <= anos <= L.MAX_ENTERO
            and 0 <= meses < 12
            and len(valor) <= 2
            and valor.keys() <= {"anos", "meses"}
        ):
            return Fraction(anos * 12 + meses, 12)  # common case (JSON integers), checked like the general path below
        desconocidos = [k for k in valor if k not in ("anos", "meses")]
        if desconocidos:
            raise ErrorDeEntrada(
                f"{campo}.{nombre(min(desconocidos, key=str))}", "campo desconocido: se esperan «anos» y «meses»"
            )
        anos = no_negativo(valor.get("anos", 0), f"{campo}.anos", "un número de años")
        meses = no_negativo(valor.get("meses", 0), f"{campo}.meses", "un número de meses")
        if meses >= 12:
            raise ErrorDeEntrada(f"{campo}.meses", "debe ser menor que 12", valor.get("meses"))
        return anos + meses / 12
    if isinstance(valor, ObjetoConCamposRepetidos):
        campo_repetido(valor, campo)
    return no_negativo(valor, campo, 'un número de años (p. ej. "25" o {"anos": 24, "meses": 11})')


def porcentaje(valor: Any, campo: str) -> Fraction:
    """Un por ciento entre 0 y 100 ("75" o "75%"), devuelto como fracción (0.75)."""
    if type(valor) is str:
        _texto_acotado(valor, campo)
        texto = valor.rstrip(" \t")
        x = _numero_de_texto(texto[:-1] if texto.endswith("%") else valor)
        if x is None:
            raise ErrorDeEntrada(campo, 'debe ser un por ciento entre 0 y 100 (p. ej. "75" o "75%")', valor)
    else:
        x = numero(valor, campo, "un por ciento entre 0 y 100")
    if not 0 <= x <= 100:
        raise ErrorDeEntrada(campo, "debe estar entre 0 y 100 por ciento", valor)
    return x / 100


def factor(valor: Any, campo: str) -> Fraction:
    """Un factor de reducción actuarial: mayor que 0 y no mayor que 1 (18.6(d))."""
    x = numero(valor, campo, "un factor entre 0 y 1")
    if not 0 < x.numerator <= x.denominator:  # 0 < x <= 1
        raise ErrorDeEntrada(campo, "el factor debe ser mayor que 0 y no mayor que 1", valor)
    return x


def booleano(valor: Any, campo: str) -> bool:
    """true o false (también «sí», «si», «no», «true», «false»)."""
    if valor is True or valor is False:
        return valor
    if type(valor) is str and len(valor) <= L.MAX_LARGO_DATO and _BOOLEANO.fullmatch(valor):
        return valor.strip(" \t")[0] in "SsTt"
    raise ErrorDeEntrada(campo, "debe ser verdadero o falso (true/false)", valor)


def opcion(valor: Any, campo: str, opciones: tuple[str, ...]) -> str:
    if type(valor) is str and valor in opciones:
        return valor
    raise ErrorDeEntrada(campo, f"valor desconocido; se admite: {', '.join(opciones)}", valor)


def texto_libre(valor: Any, campo: str) -> str:
    """Un texto de 1 a `MAX_LARGO_TEXTO` caracteres, Unicode válido (se repite en el resultado)."""
    if type(valor) is not str or not valor.strip(" \t"):
        raise ErrorDeEntrada(campo, "debe ser un texto no vacío", valor)
    if len(valor) > L.MAX_LARGO_TEXTO:
        raise ErrorDeEntrada(campo, f"tiene {len(valor)} caracteres; el máximo es {L.MAX_LARGO_TEXTO}", valor)
    try:
        valor.encode("utf-8")
    except UnicodeEncodeError:
        raise ErrorDeEntrada(
            campo, "contiene un carácter que no es Unicode válido (un sustituto UTF-16 suelto, como \\ud800)", valor
        ) from None
    return valor


def version(valor: Any, campo: str) -> str:
    """La versión del protocolo de la solicitud: se admite la de esta calculadora y cualquier otra 1.x."""
    if type(valor) is str and len(valor) <= L.MAX_LARGO_DATO:
        m = _VERSION.fullmatch(valor)
        if m and m[1] == VERSION_PROTOCOLO.split(".")[0]:
            return valor
        if m:
            raise ErrorDeEntrada(
                campo, f"versión no admitida; esta calculadora habla la versión {VERSION_PROTOCOLO}", valor
            )
    raise ErrorDeEntrada(campo, f'debe ser un texto como "{VERSION_PROTOCOLO}"', valor)


def lecturas(valor: Any, campo: str = "lecturas") -> Mapping[str, str]:
    """Las lecturas elegidas del registro de interpretaciones ({"INT-01": "inclusiva"}), sobre las de por defecto."""
    if valor is None:
        return lecturas_vigentes()  # shared, read-only: the register's defaults, or the readings a reviewer approved
    if type(valor) is not dict:
        objeto_esperado(valor, campo, 'un objeto {"INT-01": "lectura"}')
    admitidas = lecturas_admitidas()
    elegidas = dict(lecturas_vigentes())
    for entrada, lectura in valor.items():
        if entrada not in admitidas:
            raise ErrorDeEntrada(f"{campo}.{nombre(entrada)}", "no es una entrada del registro de interpretaciones")
        if type(lectura) is not str or lectura not in admitidas[entrada]:
            raise ErrorDeEntrada(
                f"{campo}.{entrada}", f"lectura desconocida; se admite: {', '.join(admitidas[entrada])}", lectura
            )
        elegidas[entrada] = lectura
    return elegidas


@lru_cache(maxsize=1)
def lecturas_admitidas() -> dict[str, tuple[str, ...]]:
    """Las lecturas de cada entrada del registro de interpretaciones, en su orden."""
    return {i: tuple(x["id"] for x in e["lecturas"]) for i, e in interpretaciones().items()}


def nombre(clave: Any) -> str:
    """El nombre de un campo recibido, tal como puede aparecer en la ruta de un error (acotado, nunca vacío)."""
    texto = texto_seguro(clave) if type(clave) is str else str(describir(clave))
    return texto or '""'


def factores(valor: Any, campo: str) -> dict[str, Fraction]:
    """18.6(d), INT-30: los factores por edad en años cumplidos («55») o en años y meses («55-06»)."""
    if type(valor) is not dict or not valor:
        objeto_esperado(valor, campo, 'un objeto no vacío {"55": "0.85", …}')
    if len(valor) > L.MAX_FACTORES:
        raise ErrorDeEntrada(campo, f"tiene {len(valor)} entradas; el máximo es {L.MAX_FACTORES}")
    resultado: dict[str, Fraction] = {}
    for edad, f in valor.items():
        ruta = f"{campo}.{nombre(edad)}"
        m = _CLAVE_TABLA.fullmatch(edad) if type(edad) is str else None
        if not m:
            # the example uses the age the person wrote («56-6»: «56» or «56-06»), not another one
            anos = re.match(r"[0-9]{1,3}(?![0-9])", edad) if type(edad) is str else None
            n = int(anos[0]) if anos and int(anos[0]) > 0 else 55
            raise ErrorDeEntrada(
                ruta,
                f"la clave debe ser una edad en años cumplidos («{n}») o en años y meses («{n}-06»), hasta 999 años",
            )
        if m[2] is not None and int(m[2]) > 11:
            n = int(m[1])
            raise ErrorDeEntrada(ruta, f"los meses de la clave van de 00 a 11 («{n}-06» es {n} años y 6 meses)")
        clave = str(int(m[1])) + ("" if m[2] is None else "-" + m[2])
        if clave in resultado:
            raise ErrorDeEntrada(ruta, f"repite la clave «{clave}»")
        resultado[clave] = factor(f, ruta)
    return resultado


def objeto_esperado(valor: Any, campo: str, que: str) -> None:
    if isinstance(valor, ObjetoConCamposRepetidos):
        campo_repetido(valor, campo)
    raise ErrorDeEntrada(campo, f"debe ser {que}", valor)


def campo_repetido(valor: ObjetoConCamposRepetidos, campo: str) -> None:
    ruta = nombre(valor.repetido) if campo == "solicitud" else f"{campo}.{nombre(valor.repetido)}"
    raise ErrorDeEntrada(ruta, "el campo aparece dos veces en el mismo objeto JSON: ¿cuál de los dos vale?")
