# language: es
@interpretacion-INT-15 @clausula-18.5.e @clausula-18.6.b
Característica: INT-15 — ¿La fórmula de 18.6(b) da también la pensión sin reducción del nuevo participante a los 65 años?

  Registro de interpretaciones, entrada INT-15. Palabras en discusión:

  «Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%)»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-15», con --lectura o con el campo «lecturas» del JSON):

  - «formula_18_6_b» (por defecto): Sí: 18.6(b) dice «la pensión» de los nuevos participantes en general; a los 65
    se aplica sin reducción.
  - «sin_formula»: No: 18.6 solo regula pensiones reducidas; la de los 65 años no tiene fórmula en el texto.

  Razones de la lectura por defecto: La redacción de (b) es general («la pensión será calculada») y (c) la remite
  para el retiro temprano como un caso de ella.

  Favorece al pensionado la lectura «formula_18_6_b»: Da una cuantía donde la otra lectura no da ninguna.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante que se retira a los 65 años con 12 de servicios
    # 18.6(b): 1½ % × 30 000 × 12 = 5 400 (450 al mes).
    Dado un miembro nacido el "1946-01-01"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-15
    Cuando se retira el "2011-01-01"
    Entonces la lectura de INT-15 de la que depende el resultado es "<lectura>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                      | pension.estado          | pension.formula | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | formula_18_6_b (por defecto) | calculada               | 18.6.b          | $5,400.00                        | $5,400.00     | $450.00         |
      | sin_formula                  | sin_formula_en_el_texto | ninguno         | ninguno                          | ninguno       | ninguno         |

  Esquema del escenario: La lectura «sin_formula» solo toca los 65 años: antes, el retiro temprano de (c) sigue con la fórmula de (b)
    # Nuevo participante que se retira a los 56 años con 26 de servicios (18.1, con reducción):
    # 18.6(c), fórmula de (b): 1½ % × 30 000 × 26 = 450 × 26 = 11 700 antes de la reducción.
    Dado un miembro nacido el "1956-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-15
    Cuando se retira el "2012-06-15"
    Entonces el dato "nuevo_participante" del resultado es "sí"
    Y el dato "pension.estado" del resultado es "requiere_factor_de_la_junta"
    Y el dato "pension.formula" del resultado es "18.6.c"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$11,700.00"

    Ejemplos:
      | lectura        |
      | formula_18_6_b |
      | sin_formula    |
