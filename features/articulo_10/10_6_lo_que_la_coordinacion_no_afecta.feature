# language: es
@articulo-10
Característica: 10.6 — Lo que el cómputo de la coordinación no afecta

  Texto de la cláusula:

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

  (a) Los aumentos por ley no entran en el cómputo: se suman, sin cambio, a la pensión coordinada.
  (b) a (e) Esas pensiones no se coordinan: siguen como estaban. «Antes del 1 de julio de 1968» excluye
  el 1 de julio de 1968 mismo. La pensión concedida se fecha, si no se dice otra cosa, en la fecha de
  retiro. Cada escenario prueba una exclusión sola.
  (e) Se aplica a la pensión que es la mínima establecida por ley: no se coordina (lectura por defecto
  de INT-27). El texto no dice qué ocurre cuando la coordinación dejaría por debajo de la mínima una
  pensión que era mayor: la otra lectura de INT-27 («minimo_como_piso») usa la mínima, un dato de la
  solicitud, como piso de toda pensión coordinada; véase features/interpretaciones/INT-27.feature.
  En los casos de (b) a (d), antiguos, la cuantía de la pensión conforme a la Ley se da como hecho.

  Antecedentes:
    Dado que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  @clausula-10.6 @clausula-10.6.a @interpretacion-INT-22
  Esquema del escenario: (a) Los aumentos por ley se suman sin cambio a la pensión coordinada
    # Suma de 10.2 para $30,000.00 y 30 años: 14 010. Garantía: 15 000 − Seguro Social anual (sin los aumentos, INT-22).
    # $1,000.00 mensuales: garantía 3 000; coordinada 14 010; + 600 = 14 610; 14 610 ÷ 12 = 1 217.50
    # $50.00 mensuales:    garantía 14 400; coordinada 14 400; + 600 = 15 000; 15 000 ÷ 12 = 1 250
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "<seguro_social>" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$600.00" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la garantía de 10.5 es "<garantia>" anuales
    Y la pensión coordinada es "<coordinada>" anuales
    Y lo que paga el Sistema con los aumentos por ley es "<total>" anuales
    Y lo que paga el Sistema con los aumentos por ley es "<total_mensual>" mensuales
    Y la explicación cita la cláusula "10.6.a"

    Ejemplos:
      | seguro_social | garantia   | coordinada | total      | total_mensual |
      | $1,000.00     | $3,000.00  | $14,010.00 | $14,610.00 | $1,217.50     |
      | $50.00        | $14,400.00 | $14,400.00 | $15,000.00 | $1,250.00     |

  @clausula-10.6 @clausula-10.6.a @interpretacion-INT-20
  Esquema del escenario: (a) Los aumentos por ley se suman también a la pensión cuya coordinación no es necesaria
    # Suma de 10.2 para $30,000.00 y 30 años: 14 010. Una pensión conforme a la Ley que no pasa de esa suma no se
    # reduce con ella: no es necesario coordinar (10.2, «cuando fuese así necesario»; INT-20), tampoco si son
    # iguales. La pensión sigue como estaba, sin la garantía de 10.5 (no hay coordinación que garantizar), y el
    # Sistema paga, además, los aumentos por ley: + 600.
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que su pensión conforme a la Ley es "<pension>" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$600.00" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "ninguno"
    Y el dato "coordinacion.limita" del resultado es "ninguno"
    Y la pensión coordinada es "<pension>" anuales
    Y lo que paga el Sistema con los aumentos por ley es "<total>" anuales

    Ejemplos:
      | pension    | total      |
      | $12,000.00 | $12,600.00 |
      | $14,010.00 | $14,610.00 |

  @clausula-10.6 @clausula-10.6.a
  Escenario: (a) Los aumentos por ley se suman también a la pensión que no se coordina
    # Concedida el 30 de junio de 1968, antes del 1 de julio de 1968: no se coordina (10.6(b)). Sigue como estaba,
    # $1,440.00 al año, y el Sistema paga además los aumentos por ley: 1 440 + 120 = 1 560.
    Dado un miembro nacido el "1903-06-30"
    Y que ingresó por primera vez al Sistema el "1952-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "16 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que se retiró el "1968-06-30"
    Y que su pensión conforme a la Ley es "$1,440.00" anuales
    Y que recibe del Seguro Social "$60.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$120.00" anuales
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la coordinación resulta "no se coordina"
    Y lo que paga el Sistema con los aumentos por ley es "$1,560.00" anuales
    Y la explicación cita la cláusula "10.6.a"

  @clausula-10.6 @clausula-10.6.b
  Esquema del escenario: (b) Las pensiones concedidas antes del 1 de julio de 1968 no se coordinan
    # El Sistema comenzó el 1 de enero de 1952 (VIG-01, Ley 447-1951): el ingreso es posterior.
    # Si se coordina: (a) 1 % × 6 000 × 16 = 960; garantía de 10.5: 1 440 − 720 = 720 < 960; coordinada 960.
    Dado un miembro nacido el "1903-06-30"
    Y que ingresó por primera vez al Sistema el "1952-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "16 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que se retiró el "<retiro>"
    Y que su pensión conforme a la Ley es "$1,440.00" anuales
    Y que recibe del Seguro Social "$60.00" mensuales
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la coordinación resulta "<resultado>"
    Y la explicación cita la cláusula "<cita>"

    Ejemplos:
      | retiro     | resultado      | cita   |
      | 1968-06-30 | no se coordina | 10.6.b |
      | 1968-07-01 | coordinada     | 10.2   |

  @clausula-10.6.b
  Escenario: (b) El resultado dice por qué no se coordina
    Dado un miembro nacido el "1903-06-30"
    Y que ingresó por primera vez al Sistema el "1952-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "16 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que se retiró el "1968-06-30"
    Y que su pensión conforme a la Ley es "$1,440.00" anuales
    Y que recibe del Seguro Social "$60.00" mensuales
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.6.b" dice "pensión concedida el 30 de junio de 1968, antes del 1 de julio de 1968"
    Y no se informa pensión coordinada

  @clausula-10.6 @clausula-10.6.c
  Esquema del escenario: (c) Las pensiones diferidas de quienes se separaron del servicio antes del 1 de julio de 1968 no se coordinan
    Dado un miembro nacido el "1915-01-01"
    Y que ingresó por primera vez al Sistema el "1952-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "16 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que su pensión es diferida y se separó del servicio el "<separacion>"
    Y que se retiró el "1980-01-01"
    Y que su pensión conforme a la Ley es "$1,440.00" anuales
    Y que recibe del Seguro Social "$60.00" mensuales
    Cuando se coordina su pensión el "1980-01-01"
    Entonces la coordinación resulta "<resultado>"
    Y la explicación cita la cláusula "<cita>"

    Ejemplos:
      | separacion | resultado      | cita   |
      | 1968-06-30 | no se coordina | 10.6.c |
      | 1968-07-01 | coordinada     | 10.2   |

  @clausula-10.6 @clausula-10.6.d
  Esquema del escenario: (d) Las anualidades por traspaso cuya opción se ejerció antes del 1 de julio de 1968 no se coordinan
    Dado un miembro nacido el "1915-01-01"
    Y que ingresó por primera vez al Sistema el "1952-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "16 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que recibe una anualidad por traspaso cuya opción ejerció el "<opcion>"
    Y que se retiró el "1980-01-01"
    Y que su pensión conforme a la Ley es "$1,440.00" anuales
    Y que recibe del Seguro Social "$60.00" mensuales
    Cuando se coordina su pensión el "1980-01-01"
    Entonces la coordinación resulta "<resultado>"
    Y la explicación cita la cláusula "<cita>"

    Ejemplos:
      | opcion     | resultado      | cita   |
      | 1968-06-30 | no se coordina | 10.6.d |
      | 1968-07-01 | coordinada     | 10.2   |

  @clausula-10.6 @clausula-10.6.e @interpretacion-INT-27
  Esquema del escenario: (e) Las pensiones mínimas establecidas por ley no se coordinan
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que su pensión conforme a la Ley es "$3,000.00" anuales
    Y que su pensión <es> una pensión mínima establecida por ley
    Y que recibe del Seguro Social "$60.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "<resultado>"
    Y la explicación cita la cláusula "<cita>"

    Ejemplos:
      | es    | resultado      | cita   |
      | es    | no se coordina | 10.6.e |
      | no es | coordinada     | 10.2   |
