# language: es
@interpretacion-INT-16 @clausula-18.5.e @clausula-18.5.b
Característica: INT-16 — ¿La excepción de 18.5(e) alcanza al nuevo participante que se retira después de cumplir 65 años (a los 66 o más)?

  Registro de interpretaciones, entrada INT-16. Palabras en discusión:

  «las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-16», con --lectura o con el campo «lecturas» del JSON):

  - «65_o_mas» (por defecto): Sí: «a la edad de sesenticinco (65) años» es el umbral; quien se retira a los 65 años
    o más no sufre reducción actuarial.
  - «solo_a_los_65»: No: la excepción cubre solo a quien se retira con 65 años cumplidos y antes de cumplir 66; a
    los 66 o más la pensión vuelve a estar sujeta a reducción.

  Razones de la lectura por defecto: La reducción actuarial compensa el retiro anticipado; retirarse más tarde no
  puede anticipar nada. 18.2 usa la misma edad como umbral «a partir de la fecha en que cumplan». La falta de «o
  más» (que sí lleva 18.5(b)) es la única base de la otra lectura.

  Favorece al pensionado la lectura «65_o_mas»: Exime de la reducción a quien se retira después de los 65.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante que se retira a los 66 años con 12 de servicios
    # 18.6(b): 1½ % × 30 000 × 12 = 5 400 (450 al mes); con «solo_a_los_65», sujeta a reducción.
    Dado un miembro nacido el "1946-01-01"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-16
    Cuando se retira el "2012-01-01"
    Entonces la lectura de INT-16 de la que depende el resultado es "<lectura>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado              | pension.anual | pension.mensual |
      | 65_o_mas (por defecto) | no                         | 18.5.e                          | calculada                   | $5,400.00     | $450.00         |
      | solo_a_los_65          | sí                         | ninguna                         | requiere_factor_de_la_junta | ninguno       | ninguno         |

  Esquema del escenario: Con cualquiera de las lecturas, el nuevo participante que se retira a los 64 años (18.1, 26 de servicios) sufre reducción
    # Nacido el 1949-01-01, tiene 64 años el 2013-01-01: antes de los 65, ninguna lectura le da la excepción (e);
    # la (b) no alcanza a los nuevos participantes (INT-03). 18.6(c): 1½ % × 30 000 × 26 = 450 × 26 = 11 700
    # anuales antes de la reducción; sin tabla de la Junta no se informa la pensión reducida.
    Dado un miembro nacido el "1949-01-01"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-16
    Cuando se retira el "2013-01-01"
    Entonces es nuevo participante
    Y la edad al retiro es "64" años
    Y las cláusulas que le permiten optar por el retiro son "18.1"
    Y el resultado no depende de INT-16
    Y el dato "reduccion_actuarial.aplica" del resultado es "sí"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "ninguna"
    Y el dato "pension.formula" del resultado es "18.6.c"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$11,700.00"
    Y el dato "pension.estado" del resultado es "requiere_factor_de_la_junta"

    Ejemplos:
      | lectura       |
      | 65_o_mas      |
      | solo_a_los_65 |

  Esquema del escenario: Los umbrales exactos: la víspera de los 65, el día de los 65 y el día de los 66, con cada lectura
    # Nacido el 1946-01-01, nuevo participante con 12 años de servicios. La víspera de los 65 (2010-12-31) tiene 64
    # y no puede retirarse (18.2, segunda oración: 65 años). El día de los 65 (2011-01-01) las dos lecturas dan la
    # excepción (e): 18.6(b), 1½ % × 30 000 × 12 = 5 400 sin reducción. El día de los 66 (2012-01-01), solo «65_o_mas»;
    # con «solo_a_los_65» se reduce, y sin tabla no hay cuantía final.
    Dado un miembro nacido el "1946-01-01"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-16
    Cuando se retira el "<retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y las excepciones de 18.5 que aplican son "<excepciones>"
    Y el estado de la pensión es "<estado>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<antes>"
    Y el dato "pension.anual" del resultado es "<anual>"

    Ejemplos:
      | lectura       | retiro     | edad | excepciones | estado                      | antes     | anual     |
      | 65_o_mas      | 2010-12-31 | 64   | ninguna     | no_elegible                 | ninguno   | ninguno   |
      | solo_a_los_65 | 2010-12-31 | 64   | ninguna     | no_elegible                 | ninguno   | ninguno   |
      | 65_o_mas      | 2011-01-01 | 65   | 18.5.e      | calculada                   | $5,400.00 | $5,400.00 |
      | solo_a_los_65 | 2011-01-01 | 65   | 18.5.e      | calculada                   | $5,400.00 | $5,400.00 |
      | 65_o_mas      | 2012-01-01 | 66   | 18.5.e      | calculada                   | $5,400.00 | $5,400.00 |
      | solo_a_los_65 | 2012-01-01 | 66   | ninguna     | requiere_factor_de_la_junta | $5,400.00 | ninguno   |
