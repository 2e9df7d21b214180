"""Lectura y validación de una solicitud JSON: cada error nombra el campo y el problema, en español."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction
from functools import lru_cache
from typing import Any

from retiro.errores import ErrorDeEntrada
from retiro.fechas import anos_entre
from retiro.modelo import (
    CUERPOS,
    PUESTOS,
    TIPOS_PENSION,
    TIPOS_PENSION_COORDINADA,
    DatosCoordinacion,
    Solicitud,
    TablaActuarial,
    Traslado,
)
from retiro.registro import interpretaciones, lecturas_por_defecto

VERSION_PROTOCOLO = "1.0"
CAMPOS = {
    "version_protocolo",
    "fecha_nacimiento",
    "fecha_ingreso",
    "fecha_retiro",
    "servicio_acreditable",
    "retribucion_promedio",
    "en_servicio_activo",
    "cuerpo",
    "puesto",
    "tipo_pension",
    "porcentaje_merito",
    "traslado",
    "tabla_actuarial",
    "coordinacion",
    "lecturas",
}
CAMPOS_COORDINACION = {
    "fecha_coordinacion",
    "plan_coordinado",
    "plenamente_asegurado",
    "elegible_beneficios_primarios",
    "tipo_pension",
    "fecha_plenamente_asegurado",
    "fecha_elegible_beneficios_primarios",
    "pension_estatutaria",
    "factor_reduccion",
    "beneficio_seguro_social",
    "aumentos_por_ley",
    "fecha_concesion",
    "pension_diferida",
    "fecha_separacion",
    "anualidad_por_traspaso",
    "fecha_opcion_traspaso",
    "pension_minima",
    "pension_minima_por_ley",
    "anos_computo_original",
    "porcentaje_merito",
}
_MESES = {
    m: i + 1
    for i, m in enumerate(
        ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
    )
}
_FECHA_ES = re.compile(r"^(\d{1,2}) de ([a-záéíóú]+) de (\d{4})$")
_DINERO = re.compile(
    r"^(-?)\$?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(?:\.([0-9]+))?$"
)  # a sign, so negatives get "no puede ser negativo"
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
_CLAVE_TABLA = re.compile(r"([0-9]+)(?:-([0-9]{2}))?")  # 18.6(d), INT-30: "55" or "55-06"


@lru_cache(maxsize=4096)
def _fecha_de_texto(texto: str) -> date | str:
    """Pure parse of a date text (memoised: batches repeat dates); returns the problem as text if invalid."""
    texto = texto.strip().lower()
    try:
        if _ISO.fullmatch(texto):
            return date.fromisoformat(texto)
        m = _FECHA_ES.match(texto)
        if m and m.group(2) in _MESES:
            return date(int(m.group(3)), _MESES[m.group(2)], int(m.group(1)))
    except ValueError:
        return "no es una fecha que exista en el calendario"
    return "debe ser una fecha AAAA-MM-DD (p. ej. 1960-05-10)"


def fecha(valor: Any, campo: str) -> date:
    """Una fecha ISO (AAAA-MM-DD) o escrita en español («10 de mayo de 1960»)."""
    if isinstance(valor, date):
        return valor
    if not isinstance(valor, str):
        raise ErrorDeEntrada(campo, "debe ser una fecha AAAA-MM-DD (p. ej. 1960-05-10)", valor)
    resultado = _fecha_de_texto(valor)
    if isinstance(resultado, str):
        raise ErrorDeEntrada(campo, resultado, valor)
    return resultado


@lru_cache(maxsize=4096)
def _numero_de_texto(texto: str) -> Fraction | None:
    """Exact value of a number text ("$30,000.00", "-3", "0.85"), or None (memoised: tables and amounts repeat)."""
    m = _DINERO.match(texto.strip())
    if not m:
        return None
    # exact: integer digits and decimal digits, without going through Decimal
    signo, entero, decimales = m.group(1), int(m.group(2).replace(",", "")), m.group(4)
    x = (
        Fraction(entero * 10 ** len(decimales) + int(decimales), 10 ** len(decimales))
        if decimales
        else Fraction(entero)
    )
    return -x if signo else x


def numero(valor: Any, campo: str, que: str = "un número") -> Fraction:
    """Un número exacto: texto o entero JSON (los decimales de coma flotante no se admiten)."""
    if isinstance(valor, str):
        x = _numero_de_texto(valor)
        if x is not None:
            return x
    elif isinstance(valor, bool) or valor is None:
        raise ErrorDeEntrada(campo, f"debe ser {que}", valor)
    elif isinstance(valor, float):
        raise ErrorDeEntrada(
            campo, 'no se admiten números de coma flotante: escriba la cantidad como texto, p. ej. "30000.00"', valor
        )
    elif isinstance(valor, (int, Decimal, Fraction)):
        return Fraction(valor)
    raise ErrorDeEntrada(campo, f'debe ser {que} (p. ej. "30000.00" o "$30,000.00")', valor)


def no_negativo(valor: Any, campo: str, que: str = "una cantidad") -> Fraction:
    x = numero(valor, campo, que)
    if x < 0:
        raise ErrorDeEntrada(campo, "no puede ser negativo", valor)
    return x


def servicio(valor: Any, campo: str) -> Fraction:
    """Servicio acreditable en años: "25", "24.5" o {"anos": 24, "meses": 11}."""
    if isinstance(valor, dict):
        anos, meses = valor.get("anos", 0), valor.get("meses", 0)
        if (
            type(anos) is int
            and type(meses) is int
            and anos >= 0
            and 0 <= meses < 12
            and valor.keys() <= {"anos", "meses"}
        ):
            return Fraction(anos * 12 + meses, 12)  # common case (JSON integers), checked like the general path below
        desconocidos = set(valor) - {"anos", "meses"}
        if desconocidos:
            raise ErrorDeEntrada(f"{campo}.{sorted(desconocidos)[0]}", "campo desconocido: se esperan «anos» y «meses»")
        anos = no_negativo(valor.get("anos", 0), f"{campo}.anos", "un número de años")
        meses = no_negativo(valor.get("meses", 0), f"{campo}.meses", "un número de meses")
        if meses >= 12:
            raise ErrorDeEntrada(f"{campo}.meses", "debe ser menor que 12", valor.get("meses"))
        return anos + meses / 12
    return no_negativo(valor, campo, 'un número de años (p. ej. "25" o {"anos": 24, "meses": 11})')


def porcentaje(valor: Any, campo: str) -> Fraction:
    """Un por ciento entre 0 y 100 ("75" o "75%"), devuelto como fracción (0.75)."""
    texto = valor.strip().rstrip("%").strip() if isinstance(valor, str) else valor
    x = numero(texto, campo, "un por ciento entre 0 y 100")
    if not 0 <= x <= 100:
        raise ErrorDeEntrada(campo, "debe estar entre 0 y 100 por ciento", valor)
    return x / 100


def booleano(valor: Any, campo: str) -> bool:
    if isinstance(valor, bool):
        return valor
    if isinstance(valor, str) and valor.strip().lower() in ("sí", "si", "no", "true", "false"):
        return valor.strip().lower() in ("sí", "si", "true")
    raise ErrorDeEntrada(campo, "debe ser verdadero o falso (true/false)", valor)


def opcion(valor: Any, campo: str, opciones: tuple[str, ...]) -> str:
    if valor not in opciones:
        raise ErrorDeEntrada(campo, f"valor desconocido; se admite: {', '.join(opciones)}", valor)
    return valor


def _requerido(datos: dict, campo: str, prefijo: str = "") -> Any:
    if campo not in datos or datos[campo] is None:
        raise ErrorDeEntrada(prefijo + campo, "falta este dato, que es obligatorio")
    return datos[campo]


def _desconocidos(datos: dict, admitidos: set[str], prefijo: str = "") -> None:
    sobra = sorted(set(datos) - admitidos)
    if sobra:
        raise ErrorDeEntrada(prefijo + sobra[0], "campo desconocido (¿está bien escrito?)")


def lecturas(valor: Any) -> Mapping[str, str]:
    """Las lecturas elegidas del registro de interpretaciones ({"INT-01": "inclusiva"}), sobre las de por defecto."""
    if valor is None:
        return lecturas_por_defecto()  # shared, read-only
    elegidas = dict(lecturas_por_defecto())
    if not isinstance(valor, dict):
        raise ErrorDeEntrada("lecturas", 'debe ser un objeto {"INT-01": "lectura"}', valor)
    registro = interpretaciones()
    for entrada, lectura in valor.items():
        if entrada not in registro:
            raise ErrorDeEntrada(f"lecturas.{entrada}", "no es una entrada del registro de interpretaciones")
        admitidas = [x["id"] for x in registro[entrada]["lecturas"]]
        if lectura not in admitidas:
            raise ErrorDeEntrada(
                f"lecturas.{entrada}", f"lectura desconocida; se admite: {', '.join(admitidas)}", lectura
            )
        elegidas[entrada] = lectura
    return elegidas


def tabla_actuarial(valor: Any) -> TablaActuarial | None:
    """18.6(d): la tabla de la Junta que aporta el usuario, con su fuente y fecha de adopción."""
    if valor is None:
        return None
    if not isinstance(valor, dict):
        raise ErrorDeEntrada(
            "tabla_actuarial", "debe ser un objeto con nombre, fuente, fecha_adopcion y factores", valor
        )
    _desconocidos(valor, {"nombre", "fuente", "fecha_adopcion", "factores"}, "tabla_actuarial.")
    factores_json = _requerido(valor, "factores", "tabla_actuarial.")
    if not isinstance(factores_json, dict) or not factores_json:
        raise ErrorDeEntrada("tabla_actuarial.factores", 'debe ser un objeto no vacío {"55": "0.85", …}', factores_json)
    factores: dict[str, Fraction] = {}
    for edad, f in factores_json.items():
        campo = f"tabla_actuarial.factores.{edad}"
        m = _CLAVE_TABLA.fullmatch(str(edad))
        if not m:
            raise ErrorDeEntrada(
                campo, "la clave debe ser una edad en años cumplidos («55») o en años y meses («55-06»)"
            )
        if m.group(2) is not None and int(m.group(2)) > 11:
            raise ErrorDeEntrada(campo, "los meses de la clave van de 00 a 11 («55-06» es 55 años y 6 meses)")
        clave = str(int(m.group(1))) + ("" if m.group(2) is None else "-" + m.group(2))
        if clave in factores:
            raise ErrorDeEntrada(campo, f"repite la clave «{clave}»")
        x = numero(f, campo, "un factor entre 0 y 1")
        if not 0 < x.numerator <= x.denominator:  # 0 < x <= 1
            raise ErrorDeEntrada(campo, "el factor debe ser mayor que 0 y no mayor que 1", f)
        factores[clave] = x
    nombre = _requerido(valor, "nombre", "tabla_actuarial.")
    fuente = _requerido(valor, "fuente", "tabla_actuarial.")
    return TablaActuarial(
        str(nombre),
        str(fuente),
        fecha(_requerido(valor, "fecha_adopcion", "tabla_actuarial."), "tabla_actuarial.fecha_adopcion"),
        factores,
    )


def traslado(valor: Any, cuerpo: str) -> Traslado | None:
    """18.4: el paso de la Policía o de Bomberos a otro puesto del Sistema."""
    if valor is None:
        return None
    if not isinstance(valor, dict):
        raise ErrorDeEntrada(
            "traslado", "debe ser un objeto con cuerpo, fecha, sin_interrupcion y servicio_acreditable", valor
        )
    _desconocidos(valor, {"cuerpo", "fecha", "sin_interrupcion", "servicio_acreditable"}, "traslado.")
    if cuerpo != "ninguno":
        raise ErrorDeEntrada(
            "traslado", "quien pasó a otro puesto ya no es miembro del Cuerpo: el campo cuerpo debe ser «ninguno»"
        )
    return Traslado(
        opcion(_requerido(valor, "cuerpo", "traslado."), "traslado.cuerpo", ("policia", "bomberos")),
        fecha(_requerido(valor, "fecha", "traslado."), "traslado.fecha"),
        booleano(_requerido(valor, "sin_interrupcion", "traslado."), "traslado.sin_interrupcion"),
        servicio(_requerido(valor, "servicio_acreditable", "traslado."), "traslado.servicio_acreditable"),
    )


def _beneficio_anual(valor: Any) -> Fraction | None:
    """El beneficio anual del Seguro Social: {"monto": "1200.00", "periodo": "mensual" | "anual"}, siempre explícito."""
    if valor is None:
        return None
    campo = "coordinacion.beneficio_seguro_social"
    if not isinstance(valor, dict):
        raise ErrorDeEntrada(campo, 'debe ser un objeto {"monto": "1200.00", "periodo": "mensual"} (o "anual")', valor)
    _desconocidos(valor, {"monto", "periodo"}, campo + ".")
    monto = no_negativo(_requerido(valor, "monto", campo + "."), campo + ".monto")
    periodo = opcion(_requerido(valor, "periodo", campo + "."), campo + ".periodo", ("mensual", "anual"))
    return monto * 12 if periodo == "mensual" else monto


def coordinacion(valor: Any, datos: dict) -> DatosCoordinacion | None:
    """Hechos del Artículo 10."""
    if valor is None:
        return None
    p = "coordinacion."
    if not isinstance(valor, dict):
        raise ErrorDeEntrada("coordinacion", "debe ser un objeto", valor)
    _desconocidos(valor, CAMPOS_COORDINACION, p)

    def opcional(convertir: Any, campo: str, *args: str, defecto: Any = None) -> Any:
        return defecto if valor.get(campo) is None else convertir(valor[campo], p + campo, *args)

    tipo = opcion(valor.get("tipo_pension", "servicio"), p + "tipo_pension", TIPOS_PENSION_COORDINADA)
    beneficio = _beneficio_anual(valor.get("beneficio_seguro_social"))
    d = DatosCoordinacion(
        fecha_coordinacion=fecha(_requerido(valor, "fecha_coordinacion", p), p + "fecha_coordinacion"),
        plan_coordinado=booleano(_requerido(valor, "plan_coordinado", p), p + "plan_coordinado"),
        plenamente_asegurado=booleano(_requerido(valor, "plenamente_asegurado", p), p + "plenamente_asegurado"),
        elegible_beneficios_primarios=booleano(
            _requerido(valor, "elegible_beneficios_primarios", p), p + "elegible_beneficios_primarios"
        ),
        tipo_pension=tipo,
        fecha_plenamente_asegurado=opcional(fecha, "fecha_plenamente_asegurado"),
        fecha_elegible_beneficios_primarios=opcional(fecha, "fecha_elegible_beneficios_primarios"),
        pension_estatutaria=opcional(no_negativo, "pension_estatutaria"),
        factor_reduccion=opcional(numero, "factor_reduccion", "un factor entre 0 y 1"),
        beneficio_seguro_social=beneficio,
        aumentos_por_ley=opcional(no_negativo, "aumentos_por_ley", defecto=Fraction(0)),
        fecha_concesion=opcional(fecha, "fecha_concesion"),
        pension_diferida=opcional(booleano, "pension_diferida", defecto=False),
        fecha_separacion=opcional(fecha, "fecha_separacion"),
        anualidad_por_traspaso=opcional(booleano, "anualidad_por_traspaso", defecto=False),
        fecha_opcion_traspaso=opcional(fecha, "fecha_opcion_traspaso"),
        pension_minima=opcional(booleano, "pension_minima", defecto=False),
        pension_minima_por_ley=opcional(no_negativo, "pension_minima_por_ley", "una cantidad de dinero"),
        anos_computo_original=opcional(servicio, "anos_computo_original"),
        porcentaje_merito=opcional(porcentaje, "porcentaje_merito"),
    )
    if d.factor_reduccion is not None and not 0 < d.factor_reduccion <= 1:
        raise ErrorDeEntrada(
            p + "factor_reduccion", "el factor debe ser mayor que 0 y no mayor que 1", valor["factor_reduccion"]
        )
    if d.tipo_pension == "merito":
        if d.anos_computo_original is None:
            raise ErrorDeEntrada(
                p + "anos_computo_original",
                "falta: la coordinación de una pensión por mérito usa solo los años del cómputo original (10.3)",
            )
        if d.porcentaje_merito is None and datos.get("porcentaje_merito") is None:
            raise ErrorDeEntrada(
                p + "porcentaje_merito",
                "falta: la coordinación de una pensión por mérito usa el por ciento que se aplicó al otorgarla (10.3)",
            )
    if d.pension_diferida and d.fecha_separacion is None:
        raise ErrorDeEntrada(
            p + "fecha_separacion", "falta: una pensión diferida necesita la fecha de separación del servicio (10.6(c))"
        )
    if d.anualidad_por_traspaso and d.fecha_opcion_traspaso is None:
        raise ErrorDeEntrada(
            p + "fecha_opcion_traspaso",
            "falta: una anualidad por traspaso necesita la fecha en que se ejerció la opción (10.6(d))",
        )
    return d


def solicitud(datos: Any) -> Solicitud:
    """Convierte una solicitud JSON (ya decodificada) en una `Solicitud`, o lanza `ErrorDeEntrada`."""
    if not isinstance(datos, dict):
        raise ErrorDeEntrada("solicitud", "debe ser un objeto JSON con los hechos del miembro")
    _desconocidos(datos, CAMPOS)
    version = datos.get("version_protocolo", VERSION_PROTOCOLO)
    if str(version).split(".")[0] != VERSION_PROTOCOLO.split(".")[0]:
        raise ErrorDeEntrada(
            "version_protocolo", f"versión no admitida; esta calculadora habla la versión {VERSION_PROTOCOLO}", version
        )
    nacimiento = fecha(_requerido(datos, "fecha_nacimiento"), "fecha_nacimiento")
    ingreso = fecha(_requerido(datos, "fecha_ingreso"), "fecha_ingreso")
    retiro = fecha(_requerido(datos, "fecha_retiro"), "fecha_retiro")
    if ingreso < nacimiento:
        raise ErrorDeEntrada(
            "fecha_ingreso", f"es anterior a la fecha de nacimiento ({nacimiento.isoformat()})", datos["fecha_ingreso"]
        )
    if retiro < nacimiento:
        raise ErrorDeEntrada(
            "fecha_retiro", f"es anterior a la fecha de nacimiento ({nacimiento.isoformat()})", datos["fecha_retiro"]
        )
    if retiro < ingreso:
        raise ErrorDeEntrada(
            "fecha_retiro",
            f"es anterior a la fecha de ingreso al Sistema ({ingreso.isoformat()})",
            datos["fecha_retiro"],
        )
    anos_servicio = servicio(_requerido(datos, "servicio_acreditable"), "servicio_acreditable")
    # Generous bound (days / 365, both ends included): only impossible service is rejected.
    dias_transcurridos = (retiro - ingreso + timedelta(days=1)).days
    if anos_servicio.numerator * 365 > dias_transcurridos * anos_servicio.denominator:  # servicio > días / 365
        anos, meses, dias = anos_entre(ingreso, retiro)
        raise ErrorDeEntrada(
            "servicio_acreditable",
            f"es mayor que el tiempo transcurrido desde el ingreso al Sistema hasta el retiro ({anos} años, {meses} meses y {dias} días)",
            datos["servicio_acreditable"],
        )
    cuerpo = opcion(datos.get("cuerpo", "ninguno"), "cuerpo", CUERPOS)
    tipo = opcion(datos.get("tipo_pension", "opcional"), "tipo_pension", TIPOS_PENSION)
    s = Solicitud(
        fecha_nacimiento=nacimiento,
        fecha_ingreso=ingreso,
        fecha_retiro=retiro,
        servicio_acreditable=anos_servicio,
        retribucion_promedio=no_negativo(
            _requerido(datos, "retribucion_promedio"), "retribucion_promedio", "una cantidad de dinero"
        ),
        en_servicio_activo=booleano(_requerido(datos, "en_servicio_activo"), "en_servicio_activo"),
        cuerpo=cuerpo,
        puesto=opcion(datos.get("puesto", "otro"), "puesto", PUESTOS),
        tipo_pension=tipo,
        porcentaje_merito=None
        if datos.get("porcentaje_merito") is None
        else porcentaje(datos["porcentaje_merito"], "porcentaje_merito"),
        traslado=traslado(datos.get("traslado"), cuerpo),
        tabla_actuarial=tabla_actuarial(datos.get("tabla_actuarial")),
        coordinacion=coordinacion(datos.get("coordinacion"), datos),
        lecturas=lecturas(datos.get("lecturas")),
    )
    if s.lecturas["INT-08"] == "mensual":
        object.__setattr__(s, "retribucion_promedio", s.retribucion_promedio * 12)
    if s.traslado is not None and not (ingreso <= s.traslado.fecha <= retiro):
        raise ErrorDeEntrada(
            "traslado.fecha", "debe estar entre la fecha de ingreso y la de retiro", datos["traslado"].get("fecha")
        )
    if s.traslado is not None and s.traslado.servicio_acreditable > anos_servicio:
        raise ErrorDeEntrada(
            "traslado.servicio_acreditable",
            "no puede ser mayor que el servicio acreditable al retiro",
            datos["traslado"].get("servicio_acreditable"),
        )
    c = s.coordinacion
    if c is not None:
        if c.fecha_coordinacion < retiro:
            raise ErrorDeEntrada(
                "coordinacion.fecha_coordinacion",
                f"es anterior a la fecha de retiro ({retiro.isoformat()})",
                datos["coordinacion"]["fecha_coordinacion"],
            )
        if c.anos_computo_original is not None and c.anos_computo_original > anos_servicio:
            raise ErrorDeEntrada(
                "coordinacion.anos_computo_original",
                "no puede ser mayor que el servicio acreditable",
                datos["coordinacion"]["anos_computo_original"],
            )
        dc = datos["coordinacion"]
        for campo, condicion in (
            ("fecha_plenamente_asegurado", "plenamente_asegurado"),
            ("fecha_elegible_beneficios_primarios", "elegible_beneficios_primarios"),
        ):
            f = getattr(c, campo)
            if f is not None and f > c.fecha_coordinacion:
                raise ErrorDeEntrada(
                    f"coordinacion.{campo}",
                    "es posterior a la fecha de coordinación: a esa fecha la condición aún no se cumplía",
                    dc[campo],
                )
            if f is not None and not getattr(c, condicion):
                raise ErrorDeEntrada(
                    f"coordinacion.{campo}", f"se da esta fecha, pero coordinacion.{condicion} es falso", dc[campo]
                )
        for campo, que in (
            ("fecha_concesion", "la concesión de la pensión"),
            ("fecha_separacion", "la separación del servicio"),
            ("fecha_opcion_traspaso", "el ejercicio de la opción de traspaso"),
        ):
            f = getattr(c, campo)
            if f is not None and f > c.fecha_coordinacion:
                raise ErrorDeEntrada(
                    f"coordinacion.{campo}",
                    f"es posterior a la fecha de coordinación: no puede coordinarse antes de {que}",
                    dc[campo],
                )
            if f is not None and f < ingreso:
                raise ErrorDeEntrada(
                    f"coordinacion.{campo}",
                    f"es anterior a la fecha de ingreso al Sistema ({ingreso.isoformat()})",
                    dc[campo],
                )
        if c.factor_reduccion is not None and c.pension_estatutaria is None:
            raise ErrorDeEntrada(
                "coordinacion.factor_reduccion",
                "solo se admite junto con coordinacion.pension_estatutaria: si la pensión la calcula el Artículo 18, el factor sale de la tabla actuarial",
                dc["factor_reduccion"],
            )
        if c.tipo_pension in ("incapacidad", "incapacidad_ocupacional") and c.pension_estatutaria is None:
            raise ErrorDeEntrada(
                "coordinacion.pension_estatutaria",
                "falta: la pensión por incapacidad se concede por reglas que no están en estos textos; dé su cuantía anual conforme a la Ley",
            )
        if (c.tipo_pension == "merito") != (tipo == "merito"):
            raise ErrorDeEntrada(
                "coordinacion.tipo_pension",
                f"no concuerda con tipo_pension («{tipo}»): una pensión por mérito lo es en ambos campos",
                dc.get("tipo_pension", "servicio"),
            )
        if (
            c.porcentaje_merito is not None
            and s.porcentaje_merito is not None
            and c.porcentaje_merito != s.porcentaje_merito
        ):
            raise ErrorDeEntrada(
                "coordinacion.porcentaje_merito",
                f"no coincide con porcentaje_merito ({datos['porcentaje_merito']}): es el mismo por ciento, el que se aplicó al otorgar la pensión",
                dc["porcentaje_merito"],
            )
    return s
