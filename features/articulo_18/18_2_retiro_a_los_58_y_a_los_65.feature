# language: es
@articulo-18
Característica: 18.2 — Retiro opcional a los 58 años con 10 de servicios; a los 65 para los nuevos participantes

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  Primera oración: en servicio activo, 58 años cumplidos y 10 años completos de servicios.
  Segunda oración: para los «nuevos participantes» (ingreso por primera vez al Sistema después del
  1 de abril de 1990; el propio 1 de abril no cuenta: INT-01) el umbral es 65 años con 10 de
  servicios; el requisito de estar en servicio activo de la primera oración les alcanza (INT-09).
  Lectura por defecto (INT-02): para ellos la segunda oración sustituye a la primera,
  pero 18.1 (55 años con 25) les sigue aplicando como retiro temprano (18.6(c)). Algunos escenarios
  comprueban también 18.1, que dice:

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  Antecedentes:
    Dado que su retribución promedio es "$30,000.00" anuales

  # ---------------------------------------------------------------- primera oración: 58 y 10

  @clausula-18.2
  Esquema del escenario: Primera oración: la edad de 58 años se cumple el día del cumpleaños
    Dado un miembro nacido el "1951-06-15"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la edad al retiro es "<edad>" años
    Y las cláusulas que le permiten optar por el retiro son "<clausulas>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # Desde los 58 años la pensión del régimen anterior no se reduce (18.5(b)) y su cuantía sigue
    # la regla externa EXT-01, por verificar.
    Ejemplos:
      | fecha_retiro | edad | elegible | clausulas | externas |
      | 2009-06-14   | 57   | no       | ninguna   | ninguna  |
      | 2009-06-15   | 58   | sí       | 18.2      | EXT-01   |
      | 2009-06-16   | 58   | sí       | 18.2      | EXT-01   |

  @clausula-18.2
  Escenario: Primera oración: a los 57 años el motivo dice que se exigen 58
    Dado un miembro nacido el "1951-06-15"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "2009-06-14"
    Entonces no es elegible para el retiro opcional
    Y el motivo según "18.2 (oración 1)" dice "tiene 57 años; se exigen 58"
    Y el motivo según "18.1" dice "se exigen 25"

  @clausula-18.2 @interpretacion-INT-06
  Esquema del escenario: Primera oración: hacen falta 10 años completos de servicios
    Dado un miembro nacido el "1951-06-15"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2011-07-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | servicio           | elegible | externas |
      | 9 años y 11 meses  | no       | ninguna  |
      | 10 años            | sí       | EXT-01   |
      | 10 años y 1 mes    | sí       | EXT-01   |

  @clausula-18.2 @interpretacion-INT-09
  Esquema del escenario: Primera oración: solo los miembros en servicio activo
    Dado un miembro nacido el "1951-06-15"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que <activo> en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "2011-07-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | activo  | elegible | externas |
      | está    | sí       | EXT-01   |
      | no está | no       | ninguna  |

  @clausula-18.2 @clausula-18.1
  Escenario: A los 58 años con 25 años o más de servicios, 18.1 y 18.2 le permiten optar a la vez
    Dado un miembro nacido el "1951-06-15"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "28 años" de servicios
    Cuando se retira el "2009-06-15"
    Entonces es elegible para el retiro opcional
    Y las cláusulas que le permiten optar por el retiro son "18.1, 18.2"
    Y la pensión no está sujeta a reducción actuarial
    Y el resultado depende de la regla externa "EXT-01"

  @clausula-18.2 @interpretacion-INT-05
  Esquema del escenario: Quien nació un 29 de febrero cumple 58 años el 28 de febrero de un año no bisiesto
    # Cómputo «de fecha a fecha»: 2006 no tiene 29 de febrero y el plazo vence el último día del mes (INT-05).
    Dado un miembro nacido el "1948-02-29"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la edad al retiro es "<edad>" años
    Y la lectura de INT-05 de la que depende el resultado es "<INT-05>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # Solo el 28 de febrero las dos lecturas de INT-05 dan edades distintas (58 o 57): solo ese día depende de ella.
    Ejemplos:
      | fecha_retiro | edad | elegible | externas | INT-05     |
      | 2006-02-27   | 57   | no       | ninguna  | ninguna    |
      | 2006-02-28   | 58   | sí       | EXT-01   | 28_febrero |
      | 2006-03-01   | 58   | sí       | EXT-01   | ninguna    |

  @clausula-18.2 @interpretacion-INT-05
  Esquema del escenario: En un año bisiesto, quien nació un 29 de febrero cumple años el 29 de febrero
    Dado un miembro nacido el "1948-02-29"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la edad al retiro es "<edad>" años

    Ejemplos:
      | fecha_retiro | edad | elegible |
      | 2004-02-28   | 55   | no       |
      | 2004-02-29   | 56   | no       |
      | 2008-02-28   | 59   | sí       |

  # ------------------------------------------------- segunda oración: nuevos participantes, 65 y 10

  @clausula-18.2 @interpretacion-INT-01
  Esquema del escenario: Solo es nuevo participante quien ingresó después del 1 de abril de 1990
    Dado un miembro nacido el "1946-06-15"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Cuando se retira el "2006-06-15"
    Entonces <nuevo> nuevo participante
    Y la elegibilidad para el retiro opcional es "<elegible>"
    Y las cláusulas que le permiten optar por el retiro son "<clausulas>"
    Y las reglas externas de las que depende el resultado son "<externas>"
    Y la explicación dice "<participante>"

    Ejemplos:
      | fecha_ingreso | nuevo | elegible | clausulas | externas | participante                                |
      | 1990-03-31    | no es | sí       | 18.2      | EXT-01   | participante anterior al 1 de abril de 1990 |
      | 1990-04-01    | no es | sí       | 18.2      | EXT-01   | participante anterior al 1 de abril de 1990 |
      | 1990-04-02    | es    | no       | ninguna   | ninguna  | nuevo participante                          |

  @clausula-18.2
  Esquema del escenario: Segunda oración: el nuevo participante cumple 65 años el día del cumpleaños
    Dado un miembro nacido el "1946-06-15"
    Y que ingresó por primera vez al Sistema el "1991-01-09"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces es nuevo participante
    Y la elegibilidad para el retiro opcional es "<elegible>"
    Y la edad al retiro es "<edad>" años
    Y las cláusulas que le permiten optar por el retiro son "<clausulas>"
    Y el resultado no depende de reglas externas

    Ejemplos:
      | fecha_retiro | edad | elegible | clausulas |
      | 2011-06-14   | 64   | no       | ninguna   |
      | 2011-06-15   | 65   | sí       | 18.2      |

  @clausula-18.2 @interpretacion-INT-06
  Esquema del escenario: Segunda oración: también hacen falta 10 años completos de servicios
    Dado un miembro nacido el "1946-06-15"
    Y que ingresó por primera vez al Sistema el "1991-01-09"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2011-06-15"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"

    Ejemplos:
      | servicio           | elegible |
      | 9 años y 11 meses  | no       |
      | 10 años            | sí       |

  @clausula-18.2 @interpretacion-INT-09
  Esquema del escenario: Segunda oración: solo los nuevos participantes en servicio activo
    # La segunda oración no repite «en servicio activo»; continúa la primera («Asimismo») y la lectura
    # por defecto de INT-09 le aplica el mismo requisito.
    Dado un miembro nacido el "1946-06-15"
    Y que ingresó por primera vez al Sistema el "1991-01-09"
    Y que <activo> en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "2012-01-15"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"

    Ejemplos:
      | activo  | elegible |
      | está    | sí       |
      | no está | no       |

  @clausula-18.2 @interpretacion-INT-02
  Esquema del escenario: Para el nuevo participante, 58 años con 10 de servicios no bastan: la segunda oración sustituye a la primera
    Dado un miembro nacido el "1946-06-15"
    Y que ingresó por primera vez al Sistema el "1991-01-09"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces no es elegible para el retiro opcional
    Y la edad al retiro es "<edad>" años
    Y el motivo según "18.2 (oración 1)" dice "la segunda oración de 18.2 sustituye a la primera"
    Y el motivo según "18.2 (oración 2)" dice "se exigen 65"
    Y el resultado usa la lectura "sustituye" de INT-02

    Ejemplos:
      | fecha_retiro | edad |
      | 2004-06-15   | 58   |
      | 2008-01-10   | 61   |
      | 2011-06-14   | 64   |

  @clausula-18.2 @clausula-18.1 @interpretacion-INT-02
  Escenario: El nuevo participante conserva el retiro de 18.1 a los 55 años con 25 de servicios
    Dado un miembro nacido el "1956-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2011-06-15"
    Entonces es nuevo participante
    Y es elegible para el retiro opcional
    Y las cláusulas que le permiten optar por el retiro son "18.1"
