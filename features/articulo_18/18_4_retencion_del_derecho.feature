# language: es
@articulo-18
Característica: 18.4 — El policía o bombero que pasa a otro puesto del Sistema retiene el derecho adquirido

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  Quien sale del Cuerpo ya no es «miembro del Cuerpo» (INT-10): solo conserva el retiro de 18.3
  (50 años con 25 de servicios, sin reducción por 18.5(a): INT-18) si retiene el derecho por 18.4.
  Lecturas por defecto: la edad y los años de (a) son los de 18.3, 50 y 25, cumplidos al pasar a
  otro puesto (INT-17); las circunstancias (a) y (b) son cumulativas (INT-04); si el paso fue
  interrumpido, rigen las reglas generales de 18.1 y 18.2 (INT-12).

  En todos los escenarios el miembro nació el 10 de febrero de 1954, ingresó en el Cuerpo y en el
  Sistema el 3 de enero de 1979 y se retira a los 54 años, el 1 de marzo de 2008, con 29 años de
  servicios: sin el derecho retenido, a esa edad no podría retirarse por 18.1 ni por 18.2.

  Antecedentes:
    Dado un miembro nacido el "1954-02-10"
    Y que ingresó por primera vez al Sistema el "1979-01-03"
    Y que está en servicio activo
    Y que tiene acreditados "29 años" de servicios
    Y que su retribución promedio es "$40,000.00" anuales

  @clausula-18.4 @interpretacion-INT-18
  Esquema del escenario: Quien reúne (a) y (b) retiene el derecho de 18.3 y se retira sin reducción
    Dado que pasó del "<cuerpo>" a otro puesto del Sistema el "2004-02-11"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Cuando se retira el "2008-03-01"
    Entonces es elegible para el retiro opcional
    Y las cláusulas que le permiten optar por el retiro son "18.3"
    Y el motivo según "18.3 (oración 1)" dice "retiene el derecho adquirido en el <cuerpo>"
    Y la pensión no está sujeta a reducción actuarial
    Y las excepciones de 18.5 que aplican son "18.5.a"
    Y la explicación cita la cláusula "18.4.a"
    Y la explicación cita la cláusula "18.4.b"
    Y la fórmula aplicada es "EXT-01"
    Y la pensión anual es "$19,200.00"
    Y la pensión mensual es "$1,600.00"
    Y el resultado depende de la regla externa "EXT-01"

    # 1½ % × 40 000 × 20 = 12 000;  2 % × 40 000 × 9 = 7 200;  12 000 + 7 200 = 19 200 anuales;  ÷ 12 = 1 600 mensuales
    Ejemplos:
      | cuerpo                |
      | Cuerpo de la Policía  |
      | Cuerpo de Bomberos    |

  @clausula-18.4.a @interpretacion-INT-17
  Esquema del escenario: (a) al pasar a otro puesto debía haber cumplido ya los 50 años
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "<fecha_traslado>"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Cuando se retira el "2008-03-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y el motivo según "18.3 (oración 1)" dice "<motivo>"
    Y las reglas externas de las que depende el resultado son "<externas>"
    Y la explicación dice "<a>: pasó de puesto el <fecha_en_palabras>, con <edad> años de edad"

    Ejemplos:
      | fecha_traslado | elegible | motivo                                                  | externas | a  | fecha_en_palabras     | edad |
      | 2004-02-09     | no       | no retiene el derecho: al pasar de puesto tenía 49 años | ninguna  | no | 9 de febrero de 2004  | 49   |
      | 2004-02-10     | sí       | retiene el derecho adquirido                            | EXT-01   | sí | 10 de febrero de 2004 | 50   |

  @clausula-18.4.a @interpretacion-INT-06
  Esquema del escenario: (a) al pasar a otro puesto debía haber completado ya 25 años de servicios
    Dado que pasó del "Cuerpo de Bomberos" a otro puesto del Sistema el "2004-02-11"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "<servicio_al_pasar>" de servicios
    Cuando se retira el "2008-03-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y el motivo según "18.3 (oración 1)" dice "<motivo>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | servicio_al_pasar  | elegible | motivo                                    | externas |
      | 24 años y 11 meses | no       | no retiene el derecho: al pasar de puesto | ninguna  |
      | 25 años            | sí       | retiene el derecho adquirido              | EXT-01   |

  @clausula-18.4.b
  Esquema del escenario: (b) el paso al otro puesto debía ser sin interrupción
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2004-02-11"
    Y que el paso a otro puesto fue <como>
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Cuando se retira el "2008-03-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y el motivo según "18.3 (oración 1)" dice "<motivo>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | como             | elegible | motivo                                                                  | externas |
      | sin interrupción | sí       | retiene el derecho adquirido                                            | EXT-01   |
      | con interrupción | no       | no retiene el derecho: el paso a otro puesto fue interrumpido (18.4(b)) | ninguna  |

  @clausula-18.4 @clausula-18.4.a @clausula-18.4.b @interpretacion-INT-04
  Esquema del escenario: Las circunstancias (a) y (b) son cumulativas: faltando una, no se retiene el derecho
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "<fecha_traslado>"
    Y que el paso a otro puesto fue <como>
    Y que al pasar a otro puesto tenía acreditados "<servicio_al_pasar>" de servicios
    Cuando se retira el "2008-03-01"
    Entonces la elegibilidad para el retiro opcional es "<retiene>"
    Y la lectura de INT-04 de la que depende el resultado es "<INT-04>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # (a): al pasar tenía 50 años y 25 de servicios (2004-02-11) o 49 y 24 (2003-02-11).
    # INT-04 decide solo cuando se da una circunstancia y falta la otra: con las dos, o sin ninguna, las
    # lecturas coinciden y el resultado no depende de ella.
    Ejemplos:
      | fecha_traslado | servicio_al_pasar | como             | retiene | externas | INT-04      |
      | 2004-02-11     | 25 años           | sin interrupción | sí      | EXT-01   | ninguna     |
      | 2004-02-11     | 25 años           | con interrupción | no      | ninguna  | cumulativas |
      | 2003-02-11     | 24 años           | sin interrupción | no      | ninguna  | cumulativas |
      | 2003-02-11     | 24 años           | con interrupción | no      | ninguna  | ninguna     |

  @clausula-18.4.b @interpretacion-INT-12
  Escenario: Con el paso interrumpido rigen las reglas generales: a los 56 años se retira por 18.1, con reducción
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2004-02-11"
    Y que el paso a otro puesto fue con interrupción
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Cuando se retira el "2010-03-01"
    Entonces es elegible para el retiro opcional
    Y las cláusulas que le permiten optar por el retiro son "18.1"
    Y la pensión está sujeta a reducción actuarial
    Y la fórmula aplicada es "18.6.a"
    # 1½ % × 40 000 × 20 = 12 000;  2 % × 40 000 × 9 = 7 200;  total 19 200 anuales antes de la reducción
    Y la pensión anual antes de la reducción es "$19,200.00"
    Y el estado de la pensión es "requiere_factor_de_la_junta"
    Y el resultado usa la lectura "reglas_generales" de INT-12
