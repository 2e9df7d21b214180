"""Normas fuera de estos textos que alcanzan a una pensión calculada, y que la calculadora nunca aplica en silencio.

- Las pensiones mínimas por ley (EXT-07: $500 al mes desde el 1 de julio de 2013, 3 L.P.R.A. § 766d(a); EXT-08: las
  pensiones de menos de $200 al mes de quienes se retiraron antes del 1 de julio de 1967, § 796c): si la pensión
  calculada es menor, el resultado lo dice, citándolas; la cifra no cambia.
- Los programas de retiro temprano de la Ley 182-1998 (EXT-09, § 5003) y de la Ley 174-2000 (EXT-10, § 5020), con
  su 75 % o 65 % de la retribución promedio y su propio recómputo a los 65 años: si los hechos caben en ellos, el
  resultado lo dice; la calculadora no los modela.

Ninguno cambia una cifra ni una dependencia del resultado: son avisos, y sus cifras salen de reglas_externas.yaml.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from retiro.ley.dinero import cifras
from retiro.ley.explicacion import Contexto, Dinero, Externa
from retiro.ley.fechas import edad_cumplida
from retiro.ley.lecturas import INT05, INT07
from retiro.ley.modelo import Solicitud
from retiro.ley.registro import reglas_externas

MINIMAS = ("EXT-07", "EXT-08")
DIAS_POR_ANO = 365
PROGRAMAS = ("EXT-09", "EXT-10")  # the early-retirement programs; their conditions are data (reglas_externas.yaml)


def _valor(regla: str, clave: str) -> str:
    return str(reglas_externas()[regla]["valores"][clave])


_LEIDAS: dict = {}


def _leidas() -> dict:
    """Las cifras y fechas de reglas_externas.yaml que mira cada respuesta, convertidas una vez por cada carga del
    registro (issue 24: convertirlas en cada respuesta era la cuarta parte del barrido de lagunas). Se guarda el
    registro mismo: si se vuelve a cargar (otro archivo de datos), se convierten otra vez."""
    datos = reglas_externas()
    if _LEIDAS.get("datos") is not datos:
        _LEIDAS.clear()
        _LEIDAS["minimas"] = [
            (
                regla,
                Fraction(_valor(regla, "mensual")),
                date.fromisoformat(_valor(regla, "retiro_antes_de"))
                if "retiro_antes_de" in datos[regla]["valores"]
                else None,
            )
            for regla in MINIMAS
        ]
        _LEIDAS["programas"] = [
            (regla, date.fromisoformat(_valor(regla, "fecha_referencia")), datos[regla]["valores"]["condiciones"])
            for regla in PROGRAMAS
        ]
        _LEIDAS["datos"] = datos
    return _LEIDAS


def avisar(s: Solicitud, r18, r10, ctx: Contexto) -> None:
    """Los avisos de las mínimas por ley y de los programas de retiro temprano (véase el docstring del módulo)."""
    if r18.vias is None:  # out of the period: nothing was computed
        return
    redondeo = ctx.vigente(INT07).value
    pagos = [("La pensión calculada", r18.anual)]
    if r10 is not None and r10.pension_coordinada is not None:
        pagos.append(("La pensión coordinada", r10.pension_coordinada))
    for que, anual in pagos:
        if anual is None:
            continue
        mensual = cifras(anual, redondeo)[1]
        for regla, minima, retiro_antes_de in _leidas()["minimas"]:
            if retiro_antes_de is not None and s.fecha_retiro >= retiro_antes_de:
                continue
            if mensual < minima:
                ctx.aviso(
                    que + " ({mensual} al mes) es menor que la mínima de {minima} al mes de {cita} ({externa}). "
                    "Esa mínima no está en estos textos y aquí no se aplica: la cifra es la de los textos.",
                    mensual=Dinero(Fraction(mensual)),
                    minima=Dinero(minima),
                    cita=reglas_externas()[regla]["cita"],
                    externa=Externa(regla),
                )
    _programas(s, ctx)


def _programas(s: Solicitud, ctx: Contexto) -> None:
    """Ley 182-1998 y Ley 174-2000: ¿tenía el miembro, en la fecha de cada programa, la edad y los años que pide?
    El servicio en esa fecha se estima por lo bajo: el servicio al retiro menos todo el tiempo hasta el retiro."""
    for regla, fecha, condiciones in _leidas()["programas"]:
        if not (s.fecha_ingreso <= fecha <= s.fecha_retiro):
            continue
        edad = edad_cumplida(s.fecha_nacimiento, fecha, ctx.vigente(INT05).value)
        # a lower bound: the service at retirement less every day since that date, in years of DIAS_POR_ANO days
        servicio = s.servicio_acreditable - Fraction(s.fecha_retiro.toordinal() - fecha.toordinal(), DIAS_POR_ANO)
        for c in condiciones:
            if (
                servicio >= c["anos"]
                and servicio < c.get("anos_menos_de", servicio + 1)
                and edad >= c.get("edad", edad)
                and edad < c.get("edad_menos_de", edad + 1)
            ):
                ctx.aviso(
                    "Los hechos caben en {nombre} [{id}]: el {fecha} tenía {edad} años de edad y, contando como "
                    "servicio todo el tiempo hasta el retiro, al menos {anos} años de servicio ({cita}). Si se retiró "
                    "por ese programa, su pensión es la de esa ley, que esta calculadora no modela.",
                    nombre=reglas_externas()[regla]["nombre"],
                    id=regla,
                    fecha=fecha,
                    edad=edad,
                    anos=c["anos"],
                    cita=reglas_externas()[regla]["cita"],
                )
                break
