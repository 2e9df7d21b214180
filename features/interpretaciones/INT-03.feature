# language: es
@interpretacion-INT-03 @clausula-18.5.b @clausula-18.5.e
Característica: INT-03 — ¿La excepción de 18.5(b) alcanza a los nuevos participantes que se retiran entre los 58 y los 64 años?

  Registro de interpretaciones, entrada INT-03. Palabras en discusión:

  «las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-03», con --lectura o con el campo «lecturas» del JSON):

  - «solo_regimen_anterior» (por defecto): 18.5(b) se refiere a los participantes del régimen anterior; el nuevo
    participante que se retira entre los 55 y los 64 años sufre reducción y solo queda exento a los 65 (18.5(e)).
  - «todos»: Todo participante que se retira a los 58 años o más queda exento, sea nuevo o no.

  Razones de la lectura por defecto: Si 18.5(b) alcanzara a los nuevos participantes, 18.5(e) (exención a los 65)
  sobraría; la lectura por defecto da efecto a ambos incisos.

  Favorece al pensionado la lectura «todos»: Exime de la reducción actuarial a más pensiones.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante que se retira a los 60 años con 26 de servicios (elegible por 18.1)
    # 18.6(c): 1½ % × 30 000 × 26 = 11 700 (975 al mes); con «todos», sin reducción por 18.5(b).
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-03
    Cuando se retira el "2012-05-10"
    Entonces la lectura de INT-03 de la que depende el resultado es "<lectura>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                             | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado              | pension.anual | pension.mensual |
      | solo_regimen_anterior (por defecto) | sí                         | ninguna                         | requiere_factor_de_la_junta | ninguno       | ninguno         |
      | todos                               | no                         | 18.5.b                          | calculada                   | $11,700.00    | $975.00         |
