"""Lectura de una solicitud (protocolo.lectores, protocolo.entrada): cada dato malo es un error que nombra su campo."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from fractions import Fraction

import pytest

from retiro.comun.errores import ErrorDeEntrada
from retiro.protocolo import decodificar, entrada, lectores

BASE = {
    "fecha_nacimiento": "1960-05-10",
    "fecha_ingreso": "1985-03-01",
    "fecha_retiro": "2016-05-10",
    "servicio_acreditable": "26",
    "retribucion_promedio": "30000.00",
    "en_servicio_activo": True,
}


def error(funcion, *args) -> ErrorDeEntrada:
    with pytest.raises(ErrorDeEntrada) as e:
        funcion(*args)
    return e.value


# ------------------------------------------------------------------------------------ fechas


@pytest.mark.parametrize(
    "texto, esperada",
    [
        ("1960-05-10", date(1960, 5, 10)),
        (" 1960-05-10 ", date(1960, 5, 10)),
        ("10 de mayo de 1960", date(1960, 5, 10)),
        ("1 de Abril de 1990", date(1990, 4, 1)),
        ("29 de febrero de 1952", date(1952, 2, 29)),
        ("31 de diciembre de 1999", date(1999, 12, 31)),
    ],
)
def test_fecha_en_los_dos_formatos(texto, esperada):
    assert lectores.fecha(texto, "fecha_nacimiento") == esperada


def test_una_fecha_de_python_no_es_json_y_se_rechaza():
    # the protocol is JSON: a date object would not survive the echo of the request in the result
    assert error(lectores.fecha, date(2000, 1, 2), "x").campo == "x"


@pytest.mark.parametrize(
    "texto", ["10/05/1960", "1960-5-10", "60-05-10", "10 de mayoo de 1960", "mañana", "", "19600510"]
)
def test_fecha_mal_escrita(texto):
    e = error(lectores.fecha, texto, "fecha_retiro")
    assert e.campo == "fecha_retiro"
    assert "AAAA-MM-DD" in e.mensaje
    assert e.valor == texto


@pytest.mark.parametrize(
    "texto", ["2023-02-30", "2023-02-29", "1985-13-01", "1985-00-10", "30 de febrero de 2023", "31 de abril de 2000"]
)
def test_fecha_que_no_existe(texto):
    e = error(lectores.fecha, texto, "fecha_ingreso")
    assert e.campo == "fecha_ingreso"
    assert e.mensaje == "no es una fecha que exista en el calendario"


@pytest.mark.parametrize("valor", [19600510, None, True, ["1960-05-10"]])
def test_fecha_que_no_es_texto(valor):
    assert error(lectores.fecha, valor, "fecha_nacimiento").campo == "fecha_nacimiento"


# ------------------------------------------------------------------------------------ dinero y números


@pytest.mark.parametrize(
    "texto, esperado",
    [
        ("$30,000.00", Fraction(30000)),
        ("30000.00", Fraction(30000)),
        ("30000", Fraction(30000)),
        ("$ 1,234,567.89", Fraction(123456789, 100)),
        ("0.1", Fraction(1, 10)),
        ("30000.505", Fraction(30000505, 1000)),
    ],
)
def test_cantidad_de_dinero_exacta(texto, esperado):
    assert lectores.numero(texto, "retribucion_promedio") == esperado


def test_enteros_exactos_y_decimales_json_rechazados_por_todos_los_caminos():
    assert lectores.numero(30000, "x") == 30000
    # the protocol's decoder keeps a JSON decimal as written, and the model rejects it with that text
    datos = decodificar('{"retribucion_promedio": 30000.10}')
    e = error(lectores.numero, datos["retribucion_promedio"], "retribucion_promedio")
    assert "coma flotante" in e.mensaje and e.como_dict()["valor_recibido"] == "30000.10"
    assert error(lectores.numero, Decimal("0.1"), "x").campo == "x"  # not a JSON value: no echo could carry it


def test_coma_flotante_rechazada():
    e = error(lectores.numero, 30000.0, "retribucion_promedio")
    assert e.campo == "retribucion_promedio"
    assert "coma flotante" in e.mensaje


@pytest.mark.parametrize("valor", ["treinta mil", "30.000,00", "30,00", "1,2345", "$", "", "3e4", True, None, [30000]])
def test_cantidad_que_no_se_entiende(valor):
    e = error(lectores.numero, valor, "retribucion_promedio", "una cantidad de dinero")
    assert e.campo == "retribucion_promedio"
    assert "una cantidad de dinero" in e.mensaje


@pytest.mark.parametrize("valor", ["-30000", "-$30,000.00", -1, "-0.01"])
def test_cantidad_negativa(valor):
    e = error(lectores.no_negativo, valor, "retribucion_promedio")
    assert (e.campo, e.mensaje) == ("retribucion_promedio", "no puede ser negativo")


def test_cero_no_es_negativo():
    assert lectores.no_negativo("0", "retribucion_promedio") == 0


# ------------------------------------------------------------------------------------ servicio acreditable


@pytest.mark.parametrize(
    "valor, anos",
    [
        ("25", Fraction(25)),
        ("24.5", Fraction(49, 2)),
        (25, Fraction(25)),
        ({"anos": 24, "meses": 11}, Fraction(24) + Fraction(11, 12)),
        ({"anos": 26, "meses": 6}, Fraction(53, 2)),
        ({"anos": "20", "meses": "5"}, Fraction(245, 12)),
        ({"meses": 6}, Fraction(1, 2)),
        ({"anos": 30}, Fraction(30)),
    ],
)
def test_servicio_en_anos_y_meses(valor, anos):
    assert lectores.servicio(valor, "servicio_acreditable") == anos


@pytest.mark.parametrize(
    "valor, campo, mensaje",
    [
        ({"anos": 24, "meses": 12}, "servicio_acreditable.meses", "debe ser menor que 12"),
        ({"anos": 24, "meses": 13}, "servicio_acreditable.meses", "debe ser menor que 12"),
        ({"anos": -1, "meses": 0}, "servicio_acreditable.anos", "no puede ser negativo"),
        ({"anos": 24, "meses": -1}, "servicio_acreditable.meses", "no puede ser negativo"),
        ({"anos": 24, "dias": 3}, "servicio_acreditable.dias", "campo desconocido"),
        ("-3", "servicio_acreditable", "no puede ser negativo"),
        ("veinticinco", "servicio_acreditable", "debe ser un número de años"),
        (25.5, "servicio_acreditable", "coma flotante"),
    ],
)
def test_servicio_imposible(valor, campo, mensaje):
    e = error(lectores.servicio, valor, "servicio_acreditable")
    assert e.campo == campo
    assert mensaje in e.mensaje


# ------------------------------------------------------------------------------------ por ciento


@pytest.mark.parametrize(
    "valor, fraccion",
    [
        ("75", Fraction(3, 4)),
        ("75%", Fraction(3, 4)),
        (" 75 % ", Fraction(3, 4)),
        (75, Fraction(3, 4)),
        ("0", Fraction(0)),
        ("100", Fraction(1)),
        ("62.5", Fraction(5, 8)),
    ],
)
def test_porcentaje_de_0_a_100(valor, fraccion):
    assert lectores.porcentaje(valor, "porcentaje_merito") == fraccion


@pytest.mark.parametrize(
    "valor, mensaje",
    [
        ("101", "debe estar entre 0 y 100 por ciento"),
        ("-1", "debe estar entre 0 y 100 por ciento"),
        ("setenta y cinco", "un por ciento entre 0 y 100"),
        (0.75, "coma flotante"),
    ],
)
def test_porcentaje_fuera_de_rango_o_ilegible(valor, mensaje):
    e = error(lectores.porcentaje, valor, "porcentaje_merito")
    assert e.campo == "porcentaje_merito"
    assert mensaje in e.mensaje


# ------------------------------------------------------------------------------------ otros datos


@pytest.mark.parametrize(
    "valor, esperado", [(True, True), (False, False), ("sí", True), ("Si", True), ("no", False), ("true", True)]
)
def test_booleano(valor, esperado):
    assert lectores.booleano(valor, "en_servicio_activo") is esperado


@pytest.mark.parametrize("valor", ["quizás", 1, 0, None, "verdadero"])
def test_booleano_ilegible(valor):
    assert error(lectores.booleano, valor, "en_servicio_activo").campo == "en_servicio_activo"


def test_opcion_desconocida_dice_las_admitidas():
    e = error(lectores.opcion, "guardia", "cuerpo", ("ninguno", "policia", "bomberos"))
    assert e.mensaje == "valor desconocido; se admite: ninguno, policia, bomberos"


def test_lecturas_por_defecto_y_elegidas():
    assert lectores.lecturas(None)["INT-01"] == "estricta"
    assert lectores.lecturas({"INT-01": "inclusiva"})["INT-01"] == "inclusiva"
    assert error(lectores.lecturas, {"INT-99": "x"}).campo == "lecturas.INT-99"
    e = error(lectores.lecturas, {"INT-01": "amplia"})
    assert e.campo == "lecturas.INT-01" and "estricta, inclusiva" in e.mensaje


@pytest.mark.parametrize(
    "tabla, campo",
    [
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"cincuenta": "0.8"}},
            "tabla_actuarial.factores.cincuenta",
        ),
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "1.01"}},
            "tabla_actuarial.factores.55",
        ),
        ({"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {}}, "tabla_actuarial.factores"),
        ({"fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "0.8"}}, "tabla_actuarial.nombre"),
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-02-30", "factores": {"55": "0.8"}},
            "tabla_actuarial.fecha_adopcion",
        ),
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "0.8"}, "edad": 3},
            "tabla_actuarial.edad",
        ),
        # INT-30: keys "NN" or "NN-MM", months 00 to 11
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55-12": "0.8"}},
            "tabla_actuarial.factores.55-12",
        ),
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55-6": "0.8"}},
            "tabla_actuarial.factores.55-6",
        ),
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55 años": "0.8"}},
            "tabla_actuarial.factores.55 años",
        ),
        (
            {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55": "0.8", "055": "0.9"}},
            "tabla_actuarial.factores.055",
        ),
    ],
)
def test_tabla_actuarial_mala(tabla, campo):
    assert error(entrada.TABLA_ACTUARIAL.leer, tabla).campo == campo


def test_tabla_actuarial_exacta():
    t = entrada.TABLA_ACTUARIAL.leer(
        {
            "nombre": "t",
            "fuente": "f",
            "fecha_adopcion": "2000-01-01",
            "factores": {"55": "0.80", "56": "1", "55-06": "0.83"},
        }
    )
    assert t.factores == {"55": Fraction(4, 5), "56": Fraction(1), "55-06": Fraction(83, 100)}


def test_claves_de_la_tabla_en_meses_dicen_el_rango():
    e = error(
        entrada.TABLA_ACTUARIAL.leer,
        {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"55-12": "0.8"}},
    )
    assert "de 00 a 11" in e.mensaje
    e = error(
        entrada.TABLA_ACTUARIAL.leer,
        {"nombre": "t", "fuente": "f", "fecha_adopcion": "2000-01-01", "factores": {"cincuenta": "0.8"}},
    )
    assert "«55»" in e.mensaje and "«55-06»" in e.mensaje


# ------------------------------------------------------------------------------------ la solicitud entera


def test_solicitud_valida():
    s = entrada.solicitud(BASE)
    assert s.servicio_acreditable == 26 and s.retribucion_promedio == 30000
    assert s.cuerpo == "ninguno" and s.tipo_pension == "opcional" and s.en_servicio_activo is True


@pytest.mark.parametrize(
    "cambio, campo, mensaje",
    [
        ({"fecha_retiro": "1959-12-31"}, "fecha_retiro", "anterior a la fecha de nacimiento"),
        ({"fecha_retiro": "1985-02-28"}, "fecha_retiro", "anterior a la fecha de ingreso"),
        ({"fecha_ingreso": "1960-05-09"}, "fecha_ingreso", "anterior a la fecha de nacimiento"),
        ({"servicio_acreditable": "56.25"}, "servicio_acreditable", "mayor que la edad al retiro"),
        ({"servicio_acreditable": 26.0}, "servicio_acreditable", "coma flotante"),
        ({"retribucion_promedio": "-1"}, "retribucion_promedio", "no puede ser negativo"),
        ({"cuerpo": "guardia"}, "cuerpo", "valor desconocido"),
        ({"edad": 56}, "edad", "campo desconocido"),
        ({"version_protocolo": "2.0"}, "version_protocolo", "versión no admitida"),
    ],
)
def test_solicitud_imposible(cambio, campo, mensaje):
    e = error(entrada.solicitud, {**BASE, **cambio})
    assert e.campo == campo
    assert mensaje in e.mensaje


@pytest.mark.parametrize(
    "falta",
    [
        "fecha_nacimiento",
        "fecha_ingreso",
        "fecha_retiro",
        "servicio_acreditable",
        "retribucion_promedio",
        "en_servicio_activo",
    ],
)
def test_solicitud_sin_dato_obligatorio(falta):
    datos = {k: v for k, v in BASE.items() if k != falta}
    e = error(entrada.solicitud, datos)
    assert (e.campo, e.mensaje) == (falta, "falta este dato, que es obligatorio")


def test_servicio_igual_al_tiempo_transcurrido_se_admite():
    # From 1985-03-01 to 2016-05-10 there are 31 years, 2 months and 9 days: 31 years 2 months is possible.
    assert entrada.solicitud(
        {**BASE, "servicio_acreditable": {"anos": 31, "meses": 2}}
    ).servicio_acreditable == Fraction(31 * 12 + 2, 12)


def test_solicitud_que_no_es_objeto():
    assert error(entrada.solicitud, ["no"]).campo == "solicitud"
