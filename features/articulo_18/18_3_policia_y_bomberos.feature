# language: es
@articulo-18
Característica: 18.3 — Policías y bomberos: retiro a los 50 años con 25 de servicios; anualidad de alto riesgo con 30

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  Primera oración: miembros del Cuerpo de la Policía o del Cuerpo de Bomberos, 50 años cumplidos
  y 25 años completos de servicios. Ser «miembro del Cuerpo» supone estar en servicio activo en él
  (INT-10); quien pasó a otro puesto solo conserva el derecho por 18.4.
  Segunda oración: la «anualidad de alto riesgo» es para los nuevos participantes (ingreso después
  del 1 de abril de 1990) de esos Cuerpos, en servicio activo, con 30 años completos de servicios,
  sin edad mínima (INT-11). Su cuantía no está en el texto transcrito: es la regla externa EXT-02
  (75 % de la retribución promedio a los 55 años o más, 65 % antes), por verificar. Esa anualidad
  no se reduce, por la excepción de 18.5:

  > (d) las pensiones por servicios de alto riesgo para nuevos participantes;

  # ----------------------------------------------------------------- primera oración: 50 y 25

  @clausula-18.3
  Esquema del escenario: Primera oración: policías y bomberos cumplen 50 años el día del cumpleaños
    Dado un miembro nacido el "1950-09-20"
    Y que ingresó por primera vez al Sistema el "1974-01-08"
    Y que su cuerpo es "<cuerpo>"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Cuando se retira el "<fecha_retiro>"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la edad al retiro es "<edad>" años
    Y las cláusulas que le permiten optar por el retiro son "<clausulas>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # La pensión de policías y bomberos no se reduce (18.5(a)); su cuantía sigue la regla externa
    # EXT-01, por verificar.
    Ejemplos:
      | cuerpo   | fecha_retiro | edad | elegible | clausulas | externas |
      | Policía  | 2000-09-19   | 49   | no       | ninguna   | ninguna  |
      | Policía  | 2000-09-20   | 50   | sí       | 18.3      | EXT-01   |
      | Bomberos | 2000-09-19   | 49   | no       | ninguna   | ninguna  |
      | Bomberos | 2000-09-20   | 50   | sí       | 18.3      | EXT-01   |

  @clausula-18.3 @interpretacion-INT-06
  Esquema del escenario: Primera oración: hacen falta 25 años completos de servicios
    Dado un miembro nacido el "1950-09-20"
    Y que ingresó por primera vez al Sistema el "1974-01-08"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Cuando se retira el "2000-09-20"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | servicio           | elegible | externas |
      | 24 años y 11 meses | no       | ninguna  |
      | 25 años            | sí       | EXT-01   |

  @clausula-18.3
  Escenario: Primera oración: quien no es policía ni bombero no puede retirarse a los 50 años
    Dado un miembro nacido el "1950-09-20"
    Y que ingresó por primera vez al Sistema el "1974-01-08"
    Y que su cuerpo es "ninguno"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Cuando se retira el "2000-09-20"
    Entonces no es elegible para el retiro opcional
    Y el motivo según "18.3 (oración 1)" dice "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"

  @clausula-18.3 @interpretacion-INT-10
  Esquema del escenario: Primera oración: ser miembro del Cuerpo supone estar en servicio activo
    Dado un miembro nacido el "1950-09-20"
    Y que ingresó por primera vez al Sistema el "1974-01-08"
    Y que es miembro del Cuerpo de Bomberos
    Y que <activo> en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Cuando se retira el "2000-09-20"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la lectura de INT-10 de la que depende el resultado es "<INT-10>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # INT-10 solo importa a quien no está en servicio activo: a él se le consulta y se le aplica.
    Ejemplos:
      | activo  | elegible | externas | INT-10          |
      | está    | sí       | EXT-01   | ninguna         |
      | no está | no       | ninguna  | requiere_activo |

  # --------------------------------------------- segunda oración: la anualidad de alto riesgo

  @clausula-18.3 @interpretacion-INT-06
  Esquema del escenario: Segunda oración: la anualidad de alto riesgo exige 30 años completos de servicios
    Dado un miembro nacido el "1952-03-15"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "2005-03-01"
    Entonces el estado de la pensión es "<estado>"
    Y la fórmula aplicada es "<formula>"
    Y las reglas externas de las que depende el resultado son "<formula>"

    Ejemplos:
      | servicio           | estado      | formula |
      | 29 años y 11 meses | no_elegible | ninguna |
      | 30 años            | calculada   | EXT-02  |

  @clausula-18.3
  Escenario: Segunda oración: con 29 años y 11 meses el motivo dice que se exigen 30
    Dado un miembro nacido el "1952-03-15"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "29 años y 11 meses" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "2005-03-01"
    Entonces no se informa cuantía de la pensión
    Y la verificación de "18.3 (oración 2)" no se cumple
    Y el motivo según "18.3 (oración 2)" dice "se exigen 30"
    Y la explicación dice "no procede: tiene 29 años y 11 meses de servicios; se exigen 30"
    Y la explicación para personas dice "18.3 — La anualidad de alto riesgo exige la segunda oración de 18.3: no procede: tiene 29 años y 11 meses de servicios; se exigen 30."

  @clausula-18.3 @interpretacion-INT-01
  Esquema del escenario: Segunda oración: solo los nuevos participantes, que ingresaron después del 1 de abril de 1990
    Dado un miembro nacido el "1952-03-15"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que es miembro del Cuerpo de Bomberos
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "2004-06-01"
    Entonces <nuevo> nuevo participante
    Y el estado de la pensión es "<estado>"
    Y la fórmula aplicada es "<formula>"
    Y las reglas externas de las que depende el resultado son "<formula>"

    Ejemplos:
      | fecha_ingreso | nuevo | estado      | formula |
      | 1990-03-31    | no es | no_elegible | ninguna |
      | 1990-04-01    | no es | no_elegible | ninguna |
      | 1990-04-02    | es    | calculada   | EXT-02  |

  @clausula-18.3
  Esquema del escenario: Segunda oración: la anualidad de alto riesgo exige estar en servicio activo
    Dado un miembro nacido el "1952-03-15"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que es miembro del Cuerpo de la Policía
    Y que <activo> en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "2005-03-01"
    Entonces el estado de la pensión es "<estado>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | activo  | estado      | externas |
      | está    | calculada   | EXT-02   |
      | no está | no_elegible | ninguna  |

  @clausula-18.3
  Escenario: Segunda oración: quien no es policía ni bombero no tiene anualidad de alto riesgo
    Dado un miembro nacido el "1952-03-15"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que su cuerpo es "ninguno"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "2005-03-01"
    Entonces el estado de la pensión es "no_elegible"
    Y la verificación de "18.3 (oración 2)" no se cumple
    Y el motivo según "18.3 (oración 2)" dice "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"

  @clausula-18.3 @interpretacion-INT-11
  Escenario: Segunda oración: la anualidad de alto riesgo no exige edad mínima (48 años con 30 de servicios)
    Dado un miembro nacido el "1956-05-01"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "2005-03-01"
    Entonces la edad al retiro es "48" años
    Y el estado de la pensión es "calculada"
    Y el resultado usa la lectura "sin_edad_minima" de INT-11
    # 65 % × 36 000 = 23 400 anuales; 23 400 ÷ 12 = 1 950 mensuales
    Y la pensión anual es "$23,400.00"
    Y la pensión mensual es "$1,950.00"
    Y el resultado depende de la regla externa "EXT-02"

  @clausula-18.3
  Escenario: Segunda oración: quien solo puede optar por la anualidad de alto riesgo y pide la pensión opcional recibe el aviso
    Dado un miembro nacido el "1956-05-01"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Cuando se retira el "2005-03-01"
    # Puede retirarse, pero solo con la anualidad de alto riesgo (segunda oración de 18.3); la pensión
    # de la primera oración exige 50 años. Como pidió la pensión opcional, no se calcula cuantía.
    # La elegibilidad es la de la pensión pedida: no es elegible para la opcional, y el resultado lo dice
    # junto con la pensión que sí procede (otras_pensiones).
    Entonces no es elegible para el retiro opcional
    Y las cláusulas que le permiten optar por el retiro son "ninguna"
    Y el dato "elegibilidad.otras_pensiones" del resultado es "alto_riesgo"
    Y la verificación de "18.3 (oración 1)" no se cumple
    Y la verificación de "18.3 (oración 2)" se cumple
    Y el motivo según "18.3 (oración 1)" dice "tiene 48 años; se exigen 50"
    Y el estado de la pensión es "no_elegible"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "Solo puede optar por la anualidad de alto riesgo"
    Y la explicación para personas dice "18.3 — La pensión opcional pedida no procede; sí la anualidad de alto riesgo (segunda oración de 18.3): pídala en la solicitud (tipo_pension «alto_riesgo»)."

  @clausula-18.3 @clausula-18.5.d
  Esquema del escenario: Segunda oración: cuantía de la anualidad de alto riesgo antes y desde los 55 años (EXT-02)
    Dado un miembro nacido el "1952-03-15"
    Y que ingresó por primera vez al Sistema el "1991-02-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "32 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la pensión no está sujeta a reducción actuarial
    Y la pensión anual es "<anual>"
    Y la pensión mensual es "<mensual>"
    Y el resultado depende de la regla externa "EXT-02"
    Y la explicación dice "<por_ciento> % de la retribución promedio"

    # 54 años: 65 % × 36 000 = 23 400 anuales; 23 400 ÷ 12 = 1 950 mensuales
    # 55 años: 75 % × 36 000 = 27 000 anuales; 27 000 ÷ 12 = 2 250 mensuales
    # 60 años: «55 años o más», también 75 % × 36 000 = 27 000 anuales; 27 000 ÷ 12 = 2 250 mensuales
    Ejemplos:
      | fecha_retiro | edad | por_ciento | anual      | mensual   |
      | 2007-03-14   | 54   | 65         | $23,400.00 | $1,950.00 |
      | 2007-03-15   | 55   | 75         | $27,000.00 | $2,250.00 |
      | 2012-03-15   | 60   | 75         | $27,000.00 | $2,250.00 |
