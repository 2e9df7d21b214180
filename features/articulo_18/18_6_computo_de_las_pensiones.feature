# language: es
@articulo-18
Característica: 18.6 (a), (b) y (c) — Cómputo de las pensiones

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:
  >
  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.
  >
  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.
  >
  > (c) Para los nuevos participantes la pensión o anualidad por "retiro temprano", será calculada según la fórmula expresada en el anterior subinciso (b) si tiene cincuenticinco (55) años de edad o más y hubiere completado un mínimo de veinticinco (25) años de servicios acreditables.

  La reducción del apartado (d) está en su propio archivo. Aquí no se da tabla actuarial: cuando
  la pensión está sujeta a reducción, el resultado informa la cuantía antes de la reducción, dice
  que falta el factor de la tabla de la Junta y no informa cuantía final.

  Cuantías anuales (la retribución promedio es anual: INT-08) y mensuales (la doceava parte),
  redondeadas al centavo una sola vez, desde el valor exacto (INT-07). El servicio se multiplica
  exacto, con sus meses: 26 años y 6 meses son 26.5 años.

  Lecturas por defecto: (a) es para los participantes del régimen anterior, (b) y (c) para los
  nuevos (INT-13); con 30 años o más entre los 55 y los 57, el régimen anterior no tiene fórmula
  en el texto (INT-14); (b) da también la pensión del nuevo participante a los 65 años (INT-15).

  Antecedentes:
    Dado que su retribución promedio es "$30,000.00" anuales
    Y que está en servicio activo

  # ------------------------------------------------------------------------------- (a)

  @clausula-18.6.a
  Esquema del escenario: (a) 1½ % por los primeros 20 años más 2 % por los años en exceso de 20
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2008-01-15"
    Entonces la pensión está sujeta a reducción actuarial
    Y la fórmula aplicada es "18.6.a"
    Y la pensión anual antes de la reducción es "<anual>"
    Y la pensión mensual antes de la reducción es "<mensual>"
    Y el estado de la pensión es "requiere_factor_de_la_junta"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "se requiere el factor de la tabla actuarial de la Junta"
    Y el resultado no depende de reglas externas

    # 1½ % × 30 000 × 20 = 9 000 en las tres filas; el exceso de 20 años, al 2 % (600 por año):
    # 25 años:            9 000 + 600 × 5        =  9 000 + 3 000 = 12 000;  ÷ 12 = 1 000
    # 26 años y 6 meses:  9 000 + 600 × 6.5      =  9 000 + 3 900 = 12 900;  ÷ 12 = 1 075
    # 29 años y 11 meses: 9 000 + 600 × 9 11/12  =  9 000 + 5 950 = 14 950;  ÷ 12 = 1 245.833… → 1 245.83
    Ejemplos:
      | servicio           | anual      | mensual   |
      | 25 años            | $12,000.00 | $1,000.00 |
      | 26 años y 6 meses  | $12,900.00 | $1,075.00 |
      | 29 años y 11 meses | $14,950.00 | $1,245.83 |

  @clausula-18.6.a @interpretacion-INT-07
  Escenario: (a) los dos tramos se suman exactos y la cuantía se redondea una sola vez, al final
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.015" anuales
    Cuando se retira el "2008-01-15"
    Entonces la fórmula aplicada es "18.6.a"
    # Retribución promedio de $30,000.015 (fracción de centavo), 25 años:
    # primeros 20 años:  1½ % × 30 000.015 × 20 = 0.3 × 30 000.015 =  9 000.0045
    # 5 años en exceso:  2 %  × 30 000.015 × 5  = 0.1 × 30 000.015 =  3 000.0015
    # suma exacta:       9 000.0045 + 3 000.0015 = 12 000.006 → 12 000.01 al centavo
    # (redondear cada tramo antes de sumar daría 9 000.00 + 3 000.00 = 12 000.00)
    # mensual: 12 000.006 ÷ 12 = 1 000.0005 → 1 000.00
    Y la pensión anual antes de la reducción es "$12,000.01"
    Y la pensión mensual antes de la reducción es "$1,000.00"
    Y el resultado usa la lectura "final_al_centavo" de INT-07

  @clausula-18.6.a
  Esquema del escenario: (a) solo de los 55 años cumplidos a los 57: a los 58 ya no hay reducción (18.5(b))
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la fórmula aplicada es "<formula>"
    Y el estado de la pensión es "<estado>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | fecha_retiro | edad | formula | estado                      | externas |
      | 2007-05-09   | 54   | ninguna | no_elegible                 | ninguna  |
      | 2007-05-10   | 55   | 18.6.a  | requiere_factor_de_la_junta | ninguna  |
      | 2010-05-09   | 57   | 18.6.a  | requiere_factor_de_la_junta | ninguna  |
      | 2010-05-10   | 58   | EXT-01  | calculada                   | EXT-01   |

  @clausula-18.6.a @interpretacion-INT-37
  Escenario: (a) sin reducción: el policía que no opta por 18.3 por sus años en el Cuerpo recibe la de 18.6(a) entera
    # Policía del régimen anterior, 56 años, 26 de servicios, 20 de ellos en el Cuerpo: con la lectura «en_el_cuerpo»
    # de INT-37 no opta por la primera oración de 18.3 (25 años en el Cuerpo); opta por 18.1, y su fórmula es la de
    # 18.6(a): 1½ % × 30 000 × 20 + 2 % × 30 000 × 6 = 9 000 + 3 600 = 12 600. Es pensión de un miembro del Cuerpo:
    # 18.5(a) la libra de la reducción, y la cuantía es la pensión.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que ha servido "20 años" en el Cuerpo
    Y se adopta la lectura "en_el_cuerpo" de INT-37
    Cuando se retira el "2008-05-10"
    Entonces las cláusulas que le permiten optar por el retiro son "18.1"
    Y las excepciones de 18.5 que aplican son "18.5.a"
    Y la fórmula aplicada es "18.6.a"
    Y el estado de la pensión es "calculada"
    Y la pensión anual es "$12,600.00"

  @clausula-18.6.a @interpretacion-INT-06 @interpretacion-INT-14
  Esquema del escenario: (a) solo con 25 años completos y menos de 30 años de servicios
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2008-06-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la fórmula aplicada es "<formula>"
    Y el estado de la pensión es "<estado>"

    Ejemplos:
      | servicio           | elegible | formula | estado                      |
      | 24 años y 11 meses | no       | ninguna | no_elegible                 |
      | 25 años            | sí       | 18.6.a  | requiere_factor_de_la_junta |
      | 29 años y 11 meses | sí       | 18.6.a  | requiere_factor_de_la_junta |
      | 30 años            | sí       | ninguna | sin_formula_en_el_texto     |

  @clausula-18.6.a @interpretacion-INT-14
  Escenario: (a) con 30 años o más entre los 55 y los 57 el texto no da fórmula y no se inventa una
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "31 años" de servicios
    Cuando se retira el "2008-06-01"
    Entonces es elegible para el retiro opcional
    Y la pensión está sujeta a reducción actuarial
    Y el estado de la pensión es "sin_formula_en_el_texto"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "El texto transcrito no da fórmula para este caso"
    Y el resultado usa la lectura "sin_formula" de INT-14

  # ------------------------------------------------------------------------------- (b)

  @clausula-18.6.b @interpretacion-INT-15
  Esquema del escenario: (b) nuevo participante a los 65 años: 1½ % por cada año de servicio, sin tramos
    Dado un miembro nacido el "1942-06-15"
    Y que ingresó por primera vez al Sistema el "1995-01-09"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2007-06-15"
    Entonces es nuevo participante
    Y la pensión no está sujeta a reducción actuarial
    Y la fórmula aplicada es "18.6.b"
    Y la pensión anual es "<anual>"
    Y la pensión mensual es "<mensual>"
    Y el resultado usa la lectura "formula_18_6_b" de INT-15
    Y el resultado no depende de reglas externas

    # 1½ % × 30 000 = 450 por año de servicio:
    # 10 años:            450 × 10        = 4 500;   ÷ 12 = 375
    # 12 años y 6 meses:  450 × 12.5      = 5 625;   ÷ 12 = 468.75
    # 20 años y 5 meses:  450 × 20 5/12   = 9 187.50; ÷ 12 = 765.625 → 765.63 (la mitad del centavo, hacia arriba)
    Ejemplos:
      | servicio          | anual     | mensual |
      | 10 años           | $4,500.00 | $375.00 |
      | 12 años y 6 meses | $5,625.00 | $468.75 |
      | 20 años y 5 meses | $9,187.50 | $765.63 |

  # --------------------------------------------------------- la fórmula, en la explicación

  @clausula-18.6.b @clausula-18.6.c
  Esquema del escenario: La explicación nombra la fórmula de la que sale la cuantía: 18.6(b), 18.6(c) o la regla externa
    # Fila 1: nuevo participante de 55 años con 25 de servicios, retiro temprano: la fórmula de (b) por (c).
    # Fila 2: nuevo participante de 65 años: (b). Fila 3: régimen anterior a los 58: EXT-01 (por verificar).
    # Fila 4: anualidad de alto riesgo de un policía nuevo participante, a los 55 con 30 años: EXT-02.
    # Fila 5: pensión por mérito del régimen anterior a los 55 con 30 años: EXT-03.
    Dado un miembro nacido el "<nacimiento>"
    Y que ingresó por primera vez al Sistema el "<ingreso>"
    Y que su cuerpo es "<cuerpo>"
    Y que tiene acreditados "<servicio>" de servicios
    Y que solicita una pensión "<tipo>"
    Cuando se retira el "<fecha_retiro>"
    Entonces la fórmula aplicada es "<formula>"
    Y la explicación dice "<regla>"

    Ejemplos:
      | nacimiento | ingreso    | cuerpo  | servicio | tipo           | fecha_retiro | formula | regla                                                                                          |
      | 1952-06-15 | 1990-06-01 | ninguno | 25 años  | opcional       | 2007-06-15   | 18.6.c  | Fórmula de 18.6(b), por 18.6(c): 1½ % de la retribución promedio ($30000) por cada año        |
      | 1942-06-15 | 1991-06-01 | ninguno | 12 años  | opcional       | 2007-06-15   | 18.6.b  | Fórmula de 18.6(b): 1½ % de la retribución promedio ($30000) por cada año                     |
      | 1950-06-15 | 1976-06-01 | ninguno | 30 años  | opcional       | 2008-06-15   | EXT-01  | EXT-01: 1½ % de la retribución promedio ($30000) por cada uno de los primeros 20 años          |
      | 1958-06-15 | 1990-06-01 | policía | 30 años  | de alto riesgo | 2013-06-15   | EXT-02  | EXT-02: 75 % de la retribución promedio ($30000), con 30 años de servicio                      |
      | 1948-05-10 | 1973-03-01 | ninguno | 30 años  | por mérito     | 2004-01-15   | EXT-03  | Pensión por mérito: 75 % de la retribución promedio ($30000), según EXT-03, con 30 años        |

  # ------------------------------------------------------------------------------- (c)

  @clausula-18.6.c
  Esquema del escenario: (c) retiro temprano del nuevo participante desde los 55 años con 25 de servicios: fórmula de (b)
    Dado un miembro nacido el "1952-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la fórmula aplicada es "<formula>"
    Y el estado de la pensión es "<estado>"

    Ejemplos:
      | servicio           | fecha_retiro | edad | formula | estado                      |
      | 25 años            | 2007-06-14   | 54   | ninguna | no_elegible                 |
      | 25 años            | 2007-06-15   | 55   | 18.6.c  | requiere_factor_de_la_junta |
      | 24 años y 11 meses | 2007-06-15   | 55   | ninguna | no_elegible                 |

  @clausula-18.6.c
  Esquema del escenario: (c) la cuantía del retiro temprano del nuevo participante: 1½ % por año de servicio, antes de la reducción
    Dado un miembro nacido el "1952-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la pensión está sujeta a reducción actuarial
    Y la fórmula aplicada es "18.6.c"
    Y la pensión anual antes de la reducción es "<anual>"
    Y la pensión mensual antes de la reducción es "<mensual>"
    Y el estado de la pensión es "requiere_factor_de_la_junta"
    Y el resultado advierte "se requiere el factor de la tabla actuarial de la Junta"

    # 1½ % × 30 000 = 450 por año de servicio:
    # 25 años a los 55: 450 × 25 = 11 250;  ÷ 12 = 937.50
    # 27 años a los 60: 450 × 27 = 12 150;  ÷ 12 = 1 012.50
    Ejemplos:
      | servicio | fecha_retiro | anual      | mensual   |
      | 25 años  | 2007-06-15   | $11,250.00 | $937.50   |
      | 27 años  | 2012-06-15   | $12,150.00 | $1,012.50 |

  @clausula-18.6.c @interpretacion-INT-13
  Escenario: (c) al nuevo participante de 56 años con 26 de servicios no se le aplica la fórmula de (a)
    Dado un miembro nacido el "1952-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "2008-06-15"
    Entonces es nuevo participante
    Y la fórmula aplicada es "18.6.c"
    # 450 × 26 = 11 700 (con la fórmula de (a) serían 9 000 + 600 × 6 = 12 600)
    Y la pensión anual antes de la reducción es "$11,700.00"
    Y el resultado usa la lectura "regimen_anterior" de INT-13
