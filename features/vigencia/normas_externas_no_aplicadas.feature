# language: es
@vigencia
Característica: Las normas fuera de estos textos que alcanzan a una pensión se nombran, nunca se aplican en silencio

  Las pensiones mínimas por ley no están en estos textos: la de $500 al mes desde el 1 de julio de 2013
  (3 L.P.R.A. § 766d(a), EXT-07) y el aumento hasta $200 al mes de las pensiones de quienes se retiraron antes del
  1 de julio de 1967 (§ 796c, EXT-08). La calculadora no las aplica; si la pensión calculada es menor, el
  resultado lo dice, citándolas. Tampoco modela los programas de retiro temprano de la Ley 182-1998 (EXT-09) y de
  la Ley 174-2000 (EXT-10), con su 75 % o 65 % de la retribución promedio: si los hechos caben en ellos, el
  resultado lo dice.

  Esquema del escenario: Una pensión menor que la mínima de $500 al mes lo advierte, y la cifra es la de los textos
    # Régimen anterior, 58 años y 10 de servicios: 18.2 (primera oración), sin reducción (18.5(b)); EXT-01:
    # 1½ % × <retribucion> × 10 = <anual> anuales, <mensual> al mes.
    Dado un miembro nacido el "1950-03-01"
    Y que ingresó por primera vez al Sistema el "1980-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "10 años" de servicios
    Y que su retribución promedio es "<retribucion>" anuales
    Cuando se retira el "2008-03-01"
    Entonces el dato "pension.anual" del resultado es "<anual>"
    Y el dato "pension.mensual" del resultado es "<mensual>"
    Y el resultado <advierte> "es menor que la mínima de $500 al mes de 3 L.P.R.A. § 766d(a)"

    Ejemplos:
      | retribucion | anual     | mensual   | advierte   |
      | $39,999.00  | $5,999.85 | $499.99   | advierte   |
      | $40,000.00  | $6,000.00 | $500.00   | no advierte |

  Escenario: Quien se retiró antes del 1 de julio de 1967 con menos de $200 al mes: el resultado cita § 796c
    # Régimen anterior, 58 años y 10 de servicios; EXT-01: 1½ % × 12 000 × 10 = 1 800 anuales, 150 al mes.
    Dado un miembro nacido el "1908-01-01"
    Y que ingresó por primera vez al Sistema el "1955-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "10 años" de servicios
    Y que su retribución promedio es "$12,000.00" anuales
    Cuando se retira el "1966-01-01"
    Entonces el dato "pension.mensual" del resultado es "$150.00"
    Y el resultado advierte "es menor que la mínima de $200 al mes de 3 L.P.R.A. § 796c(a) y (b)"
    Y el resultado advierte "es menor que la mínima de $500 al mes de 3 L.P.R.A. § 766d(a)"

  Esquema del escenario: § 796c alcanza solo a quien se retiró antes del 1 de julio de 1967, no a quien se retiró ese día
    # Como arriba: 1½ % × 12 000 × 10 = 1 800 anuales, 150 al mes, menos de 200; «antes del 1 de julio de 1967»
    # excluye el 1 de julio mismo. La mínima de $500 (§ 766d(a)) no depende de la fecha del retiro.
    Dado un miembro nacido el "1908-01-01"
    Y que ingresó por primera vez al Sistema el "1955-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "10 años" de servicios
    Y que su retribución promedio es "$12,000.00" anuales
    Cuando se retira el "<retiro>"
    Entonces el dato "pension.mensual" del resultado es "$150.00"
    Y el resultado <advierte> "es menor que la mínima de $200 al mes de 3 L.P.R.A. § 796c(a) y (b)"
    Y el resultado advierte "es menor que la mínima de $500 al mes de 3 L.P.R.A. § 766d(a)"

    Ejemplos:
      | retiro     | advierte    |
      | 1967-06-30 | advierte    |
      | 1967-07-01 | no advierte |

  Escenario: Una pensión coordinada menor que la mínima de $500 al mes también lo advierte, con su cifra
    # Régimen anterior, 58 años y 30 de servicios; EXT-01: 1½ % × 6 000 × 20 = 1 800; 2 % × 6 000 × 10 = 1 200;
    # 3 000 anuales, 250 al mes. 10.2: (a) 1 % × 6 000 × 20 = 1 200; (b) 1½ % × 6 000 × 10 = 900; suma 2 100.
    # Garantía de 10.5: 3 000 − 12 × 60 = 2 280 > 2 100: la pensión coordinada es 2 280 al año, 190 al mes.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$60.00" mensuales
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la pensión coordinada es "$2,280.00" anuales
    Y el resultado advierte "La pensión calculada ($250 al mes) es menor que la mínima de $500 al mes de 3 L.P.R.A. § 766d(a)"
    Y el resultado advierte "La pensión coordinada ($190 al mes) es menor que la mínima de $500 al mes de 3 L.P.R.A. § 766d(a)"

  Esquema del escenario: Si los hechos caben en un programa de retiro temprano, el resultado lo dice
    # El 30 de junio de 1998 (Ley 182-1998) y el 30 de diciembre de 2000 (Ley 174-2000): la edad de ese día y el
    # servicio al retiro menos el tiempo hasta el retiro.
    Dado un miembro nacido el "1943-01-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "<retiro>"
    Entonces el resultado <advierte> "Los hechos caben en <programa>"

    Ejemplos:
      | servicio | retiro     | advierte    | programa                                                   |
      | 29 años  | 1998-12-31 | advierte    | Programa de retiro temprano de la Ley 182-1998             |
      | 29 años  | 2001-06-30 | advierte    | Programa de retiro temprano de la Ley 174-2000             |
      | 25 años  | 1998-12-31 | no advierte | Programa de retiro temprano de la Ley 182-1998             |

  Esquema del escenario: Los límites de los programas de retiro temprano: el mismo 30 de junio de 1998, los años y la edad justos
    # Ley 182-1998 (§ 5003): (a) 25 años o más y 55 o más de edad; (b) 30 años o más y 50 o más de edad; (c) de 25
    # a menos de 30 años y menos de 55 de edad; (d) 24 años y 65 de edad. Quien se retira el mismo 30 de junio de
    # 1998 tenía ese día todo su servicio al retiro.
    # 1943-01-01: 55 años ese día; con 25 años cabe en (a), con 24 no cabe en ninguno.
    # 1949-01-01: 49 años ese día; con 29 años cabe en (c); con 30 ya no («menos de 30») y le faltan los 50 de (b).
    Dado un miembro nacido el "<nacimiento>"
    Y que ingresó por primera vez al Sistema el "<ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "1998-06-30"
    Entonces el resultado <advierte> "Los hechos caben en Programa de retiro temprano de la Ley 182-1998"

    Ejemplos:
      | nacimiento | ingreso    | servicio | advierte    |
      | 1943-01-01 | 1970-01-01 | 25 años  | advierte    |
      | 1943-01-01 | 1970-01-01 | 24 años  | no advierte |
      | 1949-01-01 | 1968-01-01 | 29 años  | advierte    |
      | 1949-01-01 | 1968-01-01 | 30 años  | no advierte |

  Esquema del escenario: Quien ingresó al Sistema el mismo 30 de junio de 1998 ya era participante ese día; quien ingresó el 1 de julio, no
    # 26 años de servicios acreditables, más que el tiempo desde el ingreso: se admiten como acreditables (INT-34,
    # lectura por defecto). Se retira el 30 de junio de 1999, 365 días después de la fecha del programa: tenía ese día
    # al menos 26 − 1 = 25 años de servicio, y 55 de edad (nació el 1 de enero de 1943): cabe en (a), si ya era
    # participante.
    Dado un miembro nacido el "1943-01-01"
    Y que ingresó por primera vez al Sistema el "<ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "1999-06-30"
    Entonces el resultado <advierte> "Los hechos caben en Programa de retiro temprano de la Ley 182-1998"

    Ejemplos:
      | ingreso    | advierte    |
      | 1998-06-30 | advierte    |
      | 1998-07-01 | no advierte |

  Esquema del escenario: El tiempo hasta el retiro se cuenta en años de 365 días al estimar el servicio del día del programa
    # Con 26 años de servicios al retiro, el servicio del 30 de junio de 1998 se estima en 26 años menos el tiempo
    # hasta el retiro, en años de 365 días. El 30 de junio de 1999 (365 días después) son 26 − 1 = 25 años: cabe en
    # (a), con 55 de edad ese día. El 1 de julio de 1999 (366 días) son 26 − 366/365, menos de 25: no cabe en (a), y
    # tampoco en (c) (55 años: no es «menos de 55») ni en (d) (no tenía 65).
    Dado un miembro nacido el "1943-01-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "<retiro>"
    Entonces el resultado <advierte> "Los hechos caben en Programa de retiro temprano de la Ley 182-1998"

    Ejemplos:
      | retiro     | advierte    |
      | 1999-06-30 | advierte    |
      | 1999-07-01 | no advierte |
