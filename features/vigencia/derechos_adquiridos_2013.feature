# language: es
@vigencia @interpretacion-INT-47
Característica: El retiro después del 30 de junio de 2013 de quien ya tenía derecho a retirarse (Ley 3-2013)

  La Ley 3-2013 congeló el 30 de junio de 2013 el régimen de estos textos (VIG-03), pero 3 L.P.R.A. § 787c(a)
  (EXT-06) conserva a quien ingresó antes del 1 de enero de 2000 los años de servicio y la retribución promedio
  de ese día, y dice que quienes entonces ya tenían la edad y los años para retirarse «podrán retirarse en
  cualquier fecha posterior» con «la anualidad que le corresponda bajo el Capítulo 2 … a base de los salarios y
  años de servicios acumulados hasta el 30 de junio de 2013». La solicitud lo dice con al_30_junio_2013: el
  servicio acreditable y la retribución promedio a esa fecha.

  Con la lectura por defecto de INT-47 la elegibilidad se decide al 30 de junio de 2013 por 18.1 a 18.4, con la
  edad de ese día, y la pensión se calcula por 18.5 y 18.6 con las cifras de ese día y, por la lectura por defecto
  de INT-48, con la edad del retiro de verdad (la reducción, sus excepciones y la fórmula); el Artículo 10 sigue a esa
  pensión (la coordinación a los 65 años, INT-33). No se suma la anualidad de § 787j ni se aplican las mínimas
  posteriores: el resultado lo dice. Quien ese día no tenía derecho queda fuera de vigencia, con el motivo.

  Esquema del escenario: Tenía derecho a retirarse la víspera y el mismo 30 de junio de 2013; al día siguiente, no
    # Cumple 55 años el <cumple>; 25 años de servicios al 30 de junio de 2013: 18.1. Se retira a los 56 o 57 años
    # (INT-48: la edad del retiro): sujeta a reducción, sin tabla de la Junta. 18.6(a) con las cifras de ese día:
    # 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 5 = 3 000; 12 000.
    Dado un miembro nacido el "<nacimiento>"
    Y que ingresó por primera vez al Sistema el "1988-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$34,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "25 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales
    Cuando se retira el "2015-06-30"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<antes>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegible>"

    Ejemplos:
      | nacimiento | cumple     | estado                      | antes      | elegible |
      | 1958-06-29 | 2013-06-29 | requiere_factor_de_la_junta | $12,000.00 | sí       |
      | 1958-06-30 | 2013-06-30 | requiere_factor_de_la_junta | $12,000.00 | sí       |
      | 1958-07-01 | 2013-07-01 | fuera_de_vigencia           | ninguno    | ninguno  |

  Escenario: Quien no tenía derecho a retirarse el 30 de junio de 2013 queda fuera de vigencia, y el resultado dice por qué
    Dado un miembro nacido el "1958-07-01"
    Y que ingresó por primera vez al Sistema el "1988-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$34,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "25 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales
    Cuando se retira el "2015-06-30"
    Entonces el estado de la pensión es "fuera_de_vigencia"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "Fuera de vigencia (Ley 3-2013): se retiró el 30 de junio de 2015, después del 30 de junio de 2013; el 30 de junio de 2013 no tenía derecho a retirarse (54 años de edad y 25 años de servicio"
    Y la lectura de INT-47 de la que depende el resultado es "derechos_adquiridos"

  Esquema del escenario: El retiro del 1 de julio de 2013: con los hechos de ese día se calcula; sin ellos, fuera de vigencia
    # 60 años y 30 de servicios al 30 de junio de 2013, régimen anterior: 18.2, sin reducción (18.5(b)); EXT-01:
    # 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 10 = 6 000; 15 000 anuales.
    Dado un miembro nacido el "1953-01-01"
    Y que ingresó por primera vez al Sistema el "1983-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el dato "al_30_junio_2013" es el valor JSON <al_30_junio_2013>
    Cuando se retira el "2013-07-01"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"
    Y el resultado advierte "<aviso>"

    Ejemplos:
      | al_30_junio_2013                                                         | estado            | anual      | aviso                                                              |
      | {"servicio_acreditable": "30", "retribucion_promedio": "30000.00"}       | calculada         | $15,000.00 | No incluye la anualidad de 3 L.P.R.A. § 787j                        |
      | null                                                                     | fuera_de_vigencia | ninguno    | dé en la solicitud el servicio acreditable y la retribución promedio a esa fecha |

  Esquema del escenario: La pensión se calcula con el servicio y la retribución del 30 de junio de 2013, no con los del retiro
    # Al 30 de junio de 2013: 60 años, 30 de servicios, $30,000.00: EXT-01 da 15 000. Con las cifras del retiro
    # (33 años, $40,000.00) daría 1½ % × 40 000 × 20 + 2 % × 40 000 × 13 = 12 000 + 10 400 = 22 400.
    Dado un miembro nacido el "1953-01-01"
    Y que ingresó por primera vez al Sistema el "1983-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "<retribucion>" anuales
    Y que al 30 de junio de 2013 tenía acreditados "30 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales
    Cuando se retira el "2016-01-01"
    Entonces el estado de la pensión es "calculada"
    Y el dato "pension.anual" del resultado es "$15,000.00"
    Y la edad al retiro es "63" años
    Y el resultado depende de la regla externa "EXT-06"
    Y la lectura de INT-47 de la que depende el resultado es "derechos_adquiridos"
    Y el resultado no advierte "que da la solicitud no se usan"

    Ejemplos:
      | servicio | retribucion |
      | 30 años  | $30,000.00  |
      | 33 años  | $30,000.00  |
      | 33 años  | $40,000.00  |

  Escenario: El Artículo 10 sigue a la pensión conservada: se coordina a los 65 años
    # Al 30 de junio de 2013: 63 años, 30 de servicios, $30,000.00: 15 000 (EXT-01). Se retira a los 64 y se coordina
    # a los 65 (INT-33, «sigue_a_la_pension»). Suma de 10.2 para $30,000.00 y 30 años: (a) 1 320 + (b) 990 +
    # (c) 7 020 + (d) 4 680 = 14 010. Garantía (10.5): 15 000 − 9 600 = 5 400 < 14 010: paga 14 010.
    Dado un miembro nacido el "1950-01-15"
    Y que ingresó por primera vez al Sistema el "1980-01-15"
    Y que está en servicio activo
    Y que tiene acreditados "34 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "30 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que se retiró el "2014-01-15"
    Cuando se coordina su pensión el "2015-01-15"
    Entonces el dato "pension.anual" del resultado es "$15,000.00"
    Y la coordinación resulta "coordinada"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "$14,010.00"
    Y la lectura de INT-33 de la que depende el resultado es "sigue_a_la_pension"

  Escenario: El servicio acreditable al 30 de junio de 2013 no puede ser mayor que el del retiro
    Dado un miembro nacido el "1953-01-01"
    Y que ingresó por primera vez al Sistema el "1983-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "31 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales
    Cuando se retira el "2016-01-01"
    Entonces la solicitud se rechaza por el campo "al_30_junio_2013.servicio_acreditable"

  Escenario: Los hechos del 30 de junio de 2013 van juntos: sin la retribución promedio de ese día, la solicitud se rechaza por su campo
    Dado un miembro nacido el "1953-01-01"
    Y que ingresó por primera vez al Sistema el "1983-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "30 años" de servicios
    Cuando se retira el "2016-01-01"
    Entonces la solicitud se rechaza por el campo "al_30_junio_2013.retribucion_promedio"
    Y el mensaje de error dice "falta este dato, que es obligatorio"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

  Escenario: Los hechos del 30 de junio de 2013 van juntos: sin el servicio de ese día, la solicitud se rechaza por su campo
    Dado un miembro nacido el "1953-01-01"
    Y que ingresó por primera vez al Sistema el "1983-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales
    Cuando se retira el "2016-01-01"
    Entonces la solicitud se rechaza por el campo "al_30_junio_2013.servicio_acreditable"
    Y el mensaje de error dice "falta este dato, que es obligatorio"
    Y el esquema JSON de la solicitud también la rechaza por ese campo
