# language: es
@articulo-18
Característica: 18.5 — Las pensiones opcionales se reducen actuarialmente, salvo las excepciones (a) a (e)

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Cada excepción se prueba cuando se da y cuando no se da. Lectura por defecto de (b) (INT-03):
  se refiere a los participantes del régimen anterior (ingreso hasta el 1 de abril de 1990); el
  nuevo participante que se retira entre los 55 y los 64 años sufre reducción y queda exento solo
  a los 65 años, por (e).

  Las cuantías sin reducción de policías y bomberos (a) y de quien se retira a los 58 años o más
  (b) no están en el texto transcrito: siguen la regla externa EXT-01 (1½ % por los primeros 20
  años y 2 % por el exceso), por verificar; la de la pensión por mérito (c), la regla externa
  EXT-03 (75 % a los 55 años o más), por verificar.

  Antecedentes:
    Dado que su retribución promedio es "$30,000.00" anuales
    Y que está en servicio activo

  # ----------------------------------------------------------------------- la regla general

  @clausula-18.5
  Esquema del escenario: Sin excepción, la pensión opcional está sujeta a reducción actuarial
    Dado un miembro nacido el "<nacimiento>"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces es elegible para el retiro opcional
    Y la pensión está sujeta a reducción actuarial
    Y las excepciones de 18.5 que aplican son "ninguna"
    Y la explicación cita la cláusula "18.5"

    Ejemplos:
      | nacimiento | fecha_ingreso | fecha_retiro |
      | 1948-05-10 | 1976-07-01    | 2004-05-10   |
      | 1948-05-10 | 1990-04-02    | 2004-05-10   |

  # ------------------------------------------------------------- (a) policías y bomberos

  @clausula-18.5.a
  Esquema del escenario: (a) la pensión de policías y bomberos no se reduce; la de los demás, sí
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1976-07-01"
    Y que su cuerpo es "<cuerpo>"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "2003-05-10"
    Entonces es elegible para el retiro opcional
    Y la reducción actuarial es "<reduccion>"
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y la fórmula aplicada es "<formula>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | cuerpo   | reduccion | excepciones | formula | externas |
      | Policía  | no        | 18.5.a      | EXT-01  | EXT-01   |
      | Bomberos | no        | 18.5.a      | EXT-01  | EXT-01   |
      | ninguno  | sí        | ninguna     | 18.6.a  | ninguna  |

  @clausula-18.5.a
  Escenario: (a) el policía que se retira a los 50 años con 25 de servicios recibe la cuantía de la regla externa EXT-01, sin reducción
    Dado un miembro nacido el "1954-09-20"
    Y que ingresó por primera vez al Sistema el "1978-01-08"
    Y que es miembro del Cuerpo de la Policía
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Cuando se retira el "2004-09-20"
    Entonces la pensión no está sujeta a reducción actuarial
    Y la fórmula aplicada es "EXT-01"
    # 1½ % × 36 000 × 20 = 10 800;  2 % × 36 000 × 5 = 3 600;  10 800 + 3 600 = 14 400 anuales;  ÷ 12 = 1 200
    Y la pensión anual es "$14,400.00"
    Y la pensión mensual es "$1,200.00"
    Y el resultado depende de la regla externa "EXT-01"

  # ------------------------------------------------------------------ (b) 58 años o más

  @clausula-18.5.b
  Esquema del escenario: (b) quien se retira a los 58 años o más no sufre reducción; a los 57, sí
    Dado un miembro nacido el "1943-06-15"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la reducción actuarial es "<reduccion>"
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y la fórmula aplicada es "<formula>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | fecha_retiro | edad | reduccion | excepciones | formula | externas |
      | 2001-06-14   | 57   | sí        | ninguna     | 18.6.a  | ninguna  |
      | 2001-06-15   | 58   | no        | 18.5.b      | EXT-01  | EXT-01   |
      | 2008-06-15   | 65   | no        | 18.5.b      | EXT-01  | EXT-01   |

  @clausula-18.5.b
  Escenario: (b) a los 58 años con 26 de servicios la pensión sigue la regla externa EXT-01, sin reducción
    Dado un miembro nacido el "1943-06-15"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "2001-06-15"
    Entonces la pensión no está sujeta a reducción actuarial
    # 1½ % × 30 000 × 20 = 9 000;  2 % × 30 000 × 6 = 3 600;  9 000 + 3 600 = 12 600 anuales;  ÷ 12 = 1 050
    Y la pensión anual es "$12,600.00"
    Y la pensión mensual es "$1,050.00"
    Y el resultado depende de la regla externa "EXT-01"

  @clausula-18.5.b @interpretacion-INT-03
  Esquema del escenario: (b) no alcanza al nuevo participante que se retira entre los 58 y los 64 años
    Dado un miembro nacido el "1945-06-15"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces es nuevo participante
    Y la edad al retiro es "<edad>" años
    Y la pensión está sujeta a reducción actuarial
    Y las excepciones de 18.5 que aplican son "ninguna"
    Y la fórmula aplicada es "18.6.c"
    Y el resultado usa la lectura "solo_regimen_anterior" de INT-03

    Ejemplos:
      | fecha_retiro | edad |
      | 2003-06-15   | 58   |
      | 2006-06-15   | 61   |
      | 2010-06-14   | 64   |

  # ------------------------------------------------------------------------ (c) mérito

  @clausula-18.5.c
  Esquema del escenario: (c) la pensión por mérito no se reduce; la opcional con los mismos hechos, sí
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "30 años" de servicios
    Y que solicita una pensión "<tipo>"
    Cuando se retira el "2004-01-15"
    Entonces la reducción actuarial es "<reduccion>"
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y el estado de la pensión es "<estado>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # Fila 2: la pensión opcional a los 55 años con 30 de servicios sí se reduce, pero el texto no da su
    # fórmula (18.6(a) exige menos de 30 años; INT-14): no hay cuantía.
    Ejemplos:
      | tipo       | reduccion | excepciones | estado                  | externas |
      | por mérito | no        | 18.5.c      | calculada               | EXT-03   |
      | opcional   | sí        | ninguna     | sin_formula_en_el_texto | ninguna  |

  @clausula-18.5.c
  Escenario: (c) la pensión por mérito a los 55 años es el 75 % de la retribución promedio (EXT-03)
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "30 años" de servicios
    Y que solicita una pensión "por mérito"
    Cuando se retira el "2004-01-15"
    Entonces la fórmula aplicada es "EXT-03"
    # 75 % × 30 000 = 22 500 anuales;  22 500 ÷ 12 = 1 875 mensuales
    Y la pensión anual es "$22,500.00"
    Y la pensión mensual es "$1,875.00"
    Y el resultado depende de la regla externa "EXT-03"
    Y la explicación dice "Pensión por mérito: 75 % de la retribución promedio"
    # Ingresó en 1973: no es nuevo participante, y la duda de INT-29 (¿eliminó la Ley 1-1990 la pensión por mérito
    # de los nuevos participantes?) no le alcanza.
    Y el resultado no depende de INT-29
    Y el resultado no advierte "punto abierto [INT-29]"

  @clausula-18.5.c
  Esquema del escenario: (c) también después de los 55 años, sin por ciento en la solicitud, la pensión por mérito es el 75 % (EXT-03)
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "<servicio>" de servicios
    Y que solicita una pensión "por mérito"
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la fórmula aplicada es "EXT-03"
    # EXT-03 da el 75 % a los 55 años «o más», sea cual sea el servicio (desde 30 años):
    # 75 % × 30 000 = 22 500 anuales;  22 500 ÷ 12 = 1 875 mensuales
    Y la pensión anual es "$22,500.00"
    Y la pensión mensual es "$1,875.00"
    Y el resultado depende de la regla externa "EXT-03"

    Ejemplos:
      | servicio | fecha_retiro | edad |
      | 31 años  | 2005-05-10   | 57   |
      | 30 años  | 2008-05-10   | 60   |

  @clausula-18.5.c
  Esquema del escenario: (c) la pensión por mérito exige 30 años completos de servicios (EXT-03)
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "<servicio>" de servicios
    Y que solicita una pensión "por mérito"
    Cuando se retira el "2004-01-15"
    Entonces la reducción actuarial es "<reduccion>"
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y el resultado depende de la regla externa "EXT-03"
    Y la explicación dice "<explicacion>"
    Y la explicación para personas dice "<paso>"

    Ejemplos:
      | servicio           | reduccion  | excepciones | explicacion                                                   | paso                                                                                                                                   |
      | 29 años y 11 meses | no procede | ninguna     | La pensión por mérito exige 30 años de servicio o más (EXT-03) | 18.5(c) — La pensión por mérito exige 30 años de servicio o más (Pensión por mérito [EXT-03, por verificar]): no procede: tiene 29 años y 11 meses. |
      | 30 años            | no         | 18.5.c      | Pensión por mérito: 75 % de la retribución promedio ($30000)   | 18.5 — ¿Está la pensión sujeta a reducción actuarial (lo están las opcionales, salvo las excepciones de 18.5(a) a (e))? No, por 18.5(c). |

  @clausula-18.5.c
  Escenario: (c) antes de los 55 años EXT-03 no da el por ciento de la pensión por mérito: sin el dato no hay cuantía
    # 53 años y 30 de servicios: EXT-03 da el 75 % solo desde los 55 años.
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "30 años" de servicios
    Y que solicita una pensión "por mérito"
    Cuando se retira el "2004-01-15"
    Entonces la edad al retiro es "53" años
    Y las excepciones de 18.5 que aplican son "18.5.c"
    Y el estado de la pensión es "requiere_porcentaje_merito"
    Y no se informa cuantía de la pensión
    Y la explicación cita la cláusula "18.5.c"
    Y el resultado advierte "requiere el dato porcentaje_merito"

  @clausula-18.5.c
  Escenario: (c) antes de los 55 años, con el por ciento dado en la solicitud, la pensión por mérito se calcula
    # 70 % × 30 000 = 21 000 anuales; ÷ 12 = 1 750 mensuales.
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que tiene acreditados "30 años" de servicios
    Y que solicita una pensión "por mérito"
    Y que el por ciento de su pensión por mérito es "70"
    Cuando se retira el "2004-01-15"
    Entonces el estado de la pensión es "calculada"
    Y la pensión anual es "$21,000.00"
    Y la pensión mensual es "$1,750.00"
    Y la explicación dice "70 % de la retribución promedio ($30000), según el por ciento dado en la solicitud"

  @clausula-18.5.c @interpretacion-INT-29
  Esquema del escenario: (c) la pensión por mérito de un nuevo participante, si la tiene (INT-29), no se reduce
    # Por defecto («sin_merito_para_nuevos») no la tiene: 3 L.P.R.A. § 766d no la enumera entre sus anualidades
    # (véase INT-29). Con «sin_cuantia» procede sin cuantía; con «segun_ext_03»: 75 % × 30 000 = 22 500 anuales
    # (EXT-03, por verificar).
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que tiene acreditados "30 años" de servicios
    Y que solicita una pensión "por mérito"
    Y se adopta la lectura "<lectura>" de INT-29
    Cuando se retira el "2008-05-10"
    Entonces es nuevo participante
    Y las excepciones de 18.5 que aplican son "18.5.c"
    Y el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"
    Y el resultado depende de la regla externa "EXT-03"
    Y el resultado advierte "<aviso>"

    Ejemplos:
      | lectura                   | estado                  | anual      | aviso                                                                                                              |
      | sin_cuantia               | sin_formula_en_el_texto | ninguno    | no se informa cuantía: los textos no dan la cuantía de la pensión por mérito                                       |
      | segun_ext_03              | calculada               | $22,500.00 | la Ley 1-1990 pudo eliminar estas pensiones para quienes ingresaron después del 1 de abril de 1990 (sin verificar) |

  # -------------------------------------------------- (d) alto riesgo de nuevos participantes

  @clausula-18.5.d
  Esquema del escenario: (d) la anualidad de alto riesgo del nuevo participante no se reduce
    Dado un miembro nacido el "1956-03-15"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que es miembro del Cuerpo de la Policía
    Y que tiene acreditados "30 años" de servicios
    Y que solicita una pensión "<tipo>"
    Cuando se retira el "2009-03-01"
    Entonces la reducción actuarial es "<reduccion>"
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # Fila 1: (d) se da, y también (a); cuantía de EXT-02. Fila 2: no pide alto riesgo, (d) no se
    # da; queda (a), con la cuantía de EXT-01. Fila 3: no es nuevo participante: no hay anualidad
    # de alto riesgo que eximir.
    Ejemplos:
      | fecha_ingreso | tipo           | reduccion  | excepciones    | externas |
      | 1991-02-01    | de alto riesgo | no         | 18.5.a, 18.5.d | EXT-02   |
      | 1991-02-01    | opcional       | no         | 18.5.a         | EXT-01   |
      | 1990-04-01    | de alto riesgo | no procede | ninguna        | ninguna  |

  # ------------------------------------------------------ (e) nuevos participantes a los 65

  @clausula-18.5.e
  Esquema del escenario: (e) el nuevo participante que se retira a los 65 años no sufre reducción; a los 64, sí
    Dado un miembro nacido el "1945-06-15"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la reducción actuarial es "<reduccion>"
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y la fórmula aplicada es "<formula>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # Fila 3: participante del régimen anterior a los 65: no le aplica (e), sino (b).
    Ejemplos:
      | fecha_ingreso | fecha_retiro | edad | reduccion | excepciones | formula | externas |
      | 1990-05-01    | 2010-06-14   | 64   | sí        | ninguna     | 18.6.c  | ninguna  |
      | 1990-05-01    | 2010-06-15   | 65   | no        | 18.5.e      | 18.6.b  | ninguna  |
      | 1978-03-01    | 2010-06-15   | 65   | no        | 18.5.b      | EXT-01  | EXT-01   |

  @clausula-18.5.e @interpretacion-INT-15
  Escenario: (e) a los 65 años el nuevo participante recibe la pensión de la fórmula de 18.6(b), sin reducción
    Dado un miembro nacido el "1945-06-15"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2010-06-15"
    Entonces la pensión no está sujeta a reducción actuarial
    # 1½ % × 30 000 × 25 = 11 250 anuales;  11 250 ÷ 12 = 937.50 mensuales
    Y la pensión anual es "$11,250.00"
    Y la pensión mensual es "$937.50"
    Y el resultado no depende de reglas externas
