# language: es
@interpretacion-INT-18 @clausula-18.5.a @clausula-18.4
Característica: INT-18 — ¿La excepción de 18.5(a) alcanza a quien dejó el Cuerpo y retiene su derecho por 18.4?

  Registro de interpretaciones, entrada INT-18. Palabras en discusión:

  «las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-18», con --lectura o con el campo «lecturas» del JSON):

  - «retiene_excepcion» (por defecto): Sí: quien retiene el derecho de 18.4 se retira con la pensión del Cuerpo, que
    no está sujeta a reducción actuarial.
  - «solo_miembros»: No: la excepción es para los miembros del Cuerpo al retirarse; quien pasó a otro puesto sufre
    la reducción salvo que le aplique otra excepción.

  Razones de la lectura por defecto: Retener «tal derecho» es retener la pensión del Cuerpo tal como la Ley la da,
  incluida su exención de 18.5(a); lo contrario vaciaría la retención de 18.4 para quien se retira antes de los 58
  años.

  Favorece al pensionado la lectura «retiene_excepcion»: Quien retiene el derecho se retira sin reducción.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  Esquema del escenario: Las lecturas dan resultados distintos: Policía que pasó sin interrupción a otro puesto a los 51 años con 26 de servicios; se retira a los 56 con 31
    # EXT-01 con 31 años: 9 000 + 600 × 11 = 15 600 (1 300 al mes); con «solo_miembros» se reduce y falta el factor.
    Dado un miembro nacido el "1954-01-01"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "31 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2005-06-01"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y se adopta la lectura "<lectura>" de INT-18
    Cuando se retira el "2010-01-15"
    Entonces la lectura de INT-18 de la que depende el resultado es "<lectura>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                         | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado              | pension.anual | pension.mensual |
      | retiene_excepcion (por defecto) | no                         | 18.5.a                          | calculada                   | $15,600.00    | $1,300.00       |
      | solo_miembros                   | sí                         | ninguna                         | requiere_factor_de_la_junta | ninguno       | ninguno         |
