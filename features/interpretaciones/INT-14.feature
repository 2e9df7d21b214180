# language: es
@interpretacion-INT-14 @clausula-18.1 @clausula-18.5 @clausula-18.6.a
Característica: INT-14 — ¿Qué pensión corresponde al participante del régimen anterior de 55 a 57 años con 30 años o más?

  Registro de interpretaciones, entrada INT-14. Palabras en discusión:

  «veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-14», con --lectura o con el campo «lecturas» del JSON):

  - «sin_formula» (por defecto): Es elegible por 18.1 y su pensión se reduce, pero el texto no da fórmula: el
    resultado lo dice y no da cuantía (la pensión por mérito, EXT-03, puede pedirse aparte).
  - «extender_18_6_a»: Se aplica la fórmula de 18.6(a) también con 30 años o más.

  Razones de la lectura por defecto: 18.6(a) fija expresamente el tope «menos de treinta (30)»; extenderla sería
  legislar. Es una laguna del texto transcrito.

  Favorece al pensionado la lectura «extender_18_6_a»: Da una cuantía donde la otra lectura no da ninguna.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  Esquema del escenario: Las lecturas dan resultados distintos: Participante del régimen anterior que se retira a los 56 años con 31 de servicios
    # Con «extender_18_6_a»: 9 000 + 600 × 11 = 15 600 antes de la reducción.
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "31 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-14
    Cuando se retira el "2012-05-10"
    Entonces la lectura de INT-14 de la que depende el resultado es "<lectura>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura                   | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | sin_formula (por defecto) | sin_formula_en_el_texto     | ninguno         | ninguno                          |
      | extender_18_6_a           | requiere_factor_de_la_junta | 18.6.a          | $15,600.00                       |

  Escenario: Con la lectura por defecto la explicación dice que 18.6 no da fórmula para este caso
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "31 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2012-05-10"
    Entonces el estado de la pensión es "sin_formula_en_el_texto"
    Y la explicación cita la cláusula "18.6"
    Y la explicación dice "ninguna: el texto transcrito no da fórmula para este caso — INT-14, lectura «sin_formula»"
