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
