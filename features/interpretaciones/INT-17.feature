# language: es
@interpretacion-INT-17 @clausula-18.4.a @clausula-18.3 @clausula-18.2
Característica: INT-17 — ¿Qué edad y qué años de servicio exige 18.4(a) al policía o bombero que pasa a otro puesto?

  Registro de interpretaciones, entrada INT-17. Palabras en discusión:

  «haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-17», con --lectura o con el campo «lecturas» del JSON):

  - «los_de_18_3» (por defecto): Los de la primera oración de 18.3 (50 años de edad y 25 de servicios), que son los
    del derecho que se retiene, cumplidos en la fecha en que pasó a otro puesto.
  - «cualquier_pension»: Los de cualquier pensión de la Ley: además de 50/25, también los de 18.2 (58 años y 10 de
    servicios; 65 y 10 para los nuevos participantes, según INT-02).

  Razones de la lectura por defecto: 18.4 habla de «tal derecho», el derecho a la anualidad de los Cuerpos (18.3);
  la otra lectura daría a quien pasa a otro puesto con pocos años un derecho del Cuerpo que nunca tuvo en él. En
  ambas lecturas la edad y los años se miden en la fecha del paso, porque (b) exige pasar «después de haber
  adquirido el derecho».

  Favorece al pensionado la lectura «cualquier_pension»: Más edades y servicios permiten retener el derecho.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  Esquema del escenario: Las lecturas dan resultados distintos: Policía que pasó sin interrupción a otro puesto a los 59 años con 12 de servicios; se retira a los 61, ya inactivo
    # Con «cualquier_pension»: EXT-01 con 14 años, 1½ % × 30 000 × 14 = 6 300 (525 al mes).
    Dado un miembro nacido el "1950-01-01"
    Y que ingresó por primera vez al Sistema el "1985-01-01"
    Y que no está en servicio activo
    Y que tiene acreditados "14 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2009-02-01"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "12 años" de servicios
    Y se adopta la lectura "<lectura>" de INT-17
    Cuando se retira el "2011-01-15"
    Entonces la lectura de INT-17 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                   | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado | pension.formula | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | los_de_18_3 (por defecto) | no                    | ninguna                | ninguno                    | ninguna                         | no_elegible    | ninguno         | ninguno                          | ninguno       | ninguno         |
      | cualquier_pension         | sí                    | 18.3                   | no                         | 18.5.a, 18.5.b                  | calculada      | EXT-01          | $6,300.00                        | $6,300.00     | $525.00         |

  @interpretacion-INT-02
  Esquema del escenario: Con la lectura «cualquier_pension», 18.2 exige 58 años al pasar de puesto; al nuevo participante, 65, salvo con la lectura «adicional» de INT-02
    # Policía nacido el 1950-01-01 (cumple 58 el 2008-01-01) que pasó sin interrupción a otro puesto con 12
    # años de servicios (más de los 10 de 18.2); se retira el 2011-01-15, a los 61, ya inactivo, con 14.
    # Solo puede retirarse si retiene el derecho de 18.3 (18.4). Si lo retiene, la pensión no se reduce
    # (18.5(a), INT-18) y es 1½ % × 30 000 × 14 = 450 × 14 = 6 300 anuales; ÷ 12 = 525 mensuales.
    # Ingresó en 1985: le basta tener 58 años al pasar de puesto (el 2007-12-31 tenía 57).
    # Ingresó en 1995 (nuevo participante): con «sustituye» (INT-02, por defecto) necesitaba 65 años; con
    # «adicional», también la primera oración de 18.2 (58 años) le vale.
    Dado un miembro nacido el "1950-01-01"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que no está en servicio activo
    Y que tiene acreditados "14 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "<fecha_traslado>"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "12 años" de servicios
    Y se adopta la lectura "cualquier_pension" de INT-17
    Y se adopta la lectura "<lectura_INT-02>" de INT-02
    Cuando se retira el "2011-01-15"
    Entonces la lectura de INT-17 de la que depende el resultado es "<INT-17>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    # Con 57 años al pasar de puesto (filas 1 y 5) ninguna pensión de la Ley estaba a su alcance, tampoco para el
    # nuevo participante: INT-17 no importa.
    Ejemplos:
      | fecha_ingreso | fecha_traslado | lectura_INT-02 | INT-17            | elegibilidad.elegible | elegibilidad.clausulas | pension.anual | pension.mensual |
      | 1985-01-01    | 2007-12-31     | sustituye      | ninguna           | no                    | ninguna                | ninguno       | ninguno         |
      | 1985-01-01    | 2008-01-01     | sustituye      | cualquier_pension | sí                    | 18.3                   | $6,300.00     | $525.00         |
      | 1995-01-01    | 2008-01-01     | sustituye      | cualquier_pension | no                    | ninguna                | ninguno       | ninguno         |
      | 1995-01-01    | 2008-01-01     | adicional      | cualquier_pension | sí                    | 18.3                   | $6,300.00     | $525.00         |
      | 1995-01-01    | 2007-12-31     | sustituye      | ninguna           | no                    | ninguna                | ninguno       | ninguno         |

  @interpretacion-INT-02
  Esquema del escenario: Con la lectura «cualquier_pension», el nuevo participante debía tener 65 años cumplidos y 10 años completos de servicios al pasar de puesto
    # Policía nacido el 1940-01-01 (cumple 65 el 2005-01-01), nuevo participante (ingresó en 1992); con INT-02
    # «sustituye» (por defecto) 18.2 le exige 65 años y 10 de servicios en la fecha del paso. Se retira el
    # 2007-01-15, a los 67, ya inactivo, con 14 años. Si retiene el derecho de 18.3, EXT-01 sin reducción
    # (18.5(a), (e)): 1½ % × 30 000 × 14 = 450 × 14 = 6 300 anuales; ÷ 12 = 525 mensuales.
    # El 2004-12-31 tenía 64 años; «9 años y 11 meses» son 119 meses, uno menos de los 120 de 10 años.
    Dado un miembro nacido el "1940-01-01"
    Y que ingresó por primera vez al Sistema el "1992-01-01"
    Y que no está en servicio activo
    Y que tiene acreditados "14 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "<fecha_traslado>"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "<servicio_al_traslado>" de servicios
    Y se adopta la lectura "cualquier_pension" de INT-17
    Cuando se retira el "2007-01-15"
    Entonces es nuevo participante
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | fecha_traslado | servicio_al_traslado | elegibilidad.elegible | elegibilidad.clausulas | pension.anual | pension.mensual |
      | 2004-12-31     | 10 años              | no                    | ninguna                | ninguno       | ninguno         |
      | 2005-01-01     | 10 años              | sí                    | 18.3                   | $6,300.00     | $525.00         |
      | 2005-01-01     | 9 años y 11 meses    | no                    | ninguna                | ninguno       | ninguno         |
