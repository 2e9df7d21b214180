# language: es
@interpretacion-INT-36 @clausula-18.5.a @clausula-18.5.d
Característica: INT-36 — ¿La excepción de 18.5(a) alcanza a los policías y bomberos que son nuevos participantes?

  Registro de interpretaciones, entrada INT-36. Palabras en discusión:

  «las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-36», con --lectura o con el campo «lecturas» del JSON):

  - «todos» (por defecto): Sí: 18.5(a) exime las pensiones de los miembros de los Cuerpos, ingresaran cuando
    ingresaran.
  - «solo_regimen_anterior»: No: como en INT-03, si 18.5(a) alcanzara a los nuevos participantes, 18.5(d) (las
    pensiones de alto riesgo de los nuevos participantes) sobraría; el policía o bombero nuevo participante que se
    retira por la primera oración de 18.3 sufre la reducción, salvo otra excepción.

  Razones de la lectura por defecto: El argumento de INT-03 contra la redundancia no se traslada: 18.5(e) queda
  entera dentro de 18.5(b) si esta alcanza a los nuevos participantes, pero 18.5(d) no queda entera dentro de
  18.5(a). 18.5(a) exime las pensiones «para los miembros» de los Cuerpos, y 18.5(d) las pensiones «por servicios de
  alto riesgo» de los nuevos participantes, sean o no miembros al retirarse; 18.4 retiene «el derecho a una
  anualidad» —la palabra que 18.3 usa para la de alto riesgo— a quien ya no es miembro. 18.6 no da fórmula de
  reducción antes de los 55 años, edad a la que un policía puede retirarse por 18.3 desde los 50. Las leyes de
  retiro se interpretan a favor del beneficiario.

  Favorece al pensionado la lectura «todos»: El policía o bombero nuevo participante se retira sin reducción.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Esquema del escenario: Las lecturas dan resultados distintos: policía nuevo participante que se retira por 18.3 a los 52 años con 25 de servicios
    # EXT-01 (INT-19): 1½ % × 36 000 × 20 = 10 800; 2 % × 36 000 × 5 = 3 600; 14 400 anuales. Con
    # «solo_regimen_anterior» ninguna excepción de 18.5 le alcanza (tiene 52 años y no pide la anualidad de alto
    # riesgo): la pensión se reduce y falta el factor de la Junta.
    Dado un miembro nacido el "1961-05-01"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-36
    Cuando se retira el "2013-05-01"
    Entonces la lectura de INT-36 de la que depende el resultado es "<lectura>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$14,400.00"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura               | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado              | pension.anual |
      | todos (por defecto)   | no                         | 18.5.a                          | calculada                   | $14,400.00    |
      | solo_regimen_anterior | sí                         | ninguna                         | requiere_factor_de_la_junta | ninguno       |

  Escenario: La anualidad de alto riesgo del nuevo participante no se reduce con ninguna lectura (18.5(d))
    # 30 años acreditados (INT-34); EXT-02 antes de los 55: 65 % × 36 000 = 23 400.
    Dado un miembro nacido el "1961-05-01"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Y se adopta la lectura "solo_regimen_anterior" de INT-36
    Cuando se retira el "2013-05-01"
    Entonces las excepciones de 18.5 que aplican son "18.5.d"
    Y la pensión anual es "$23,400.00"
