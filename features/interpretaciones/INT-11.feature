# language: es
@interpretacion-INT-11 @clausula-18.3 @clausula-18.5.d
Característica: INT-11 — ¿La anualidad de alto riesgo exige una edad mínima?

  Registro de interpretaciones, entrada INT-11. Palabras en discusión:

  «a partir de la fecha en que completen treinta (30) años de servicios acreditables»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-11», con --lectura o con el campo «lecturas» del JSON):

  - «sin_edad_minima» (por defecto): Basta completar 30 años de servicios, a cualquier edad; la cuantía (EXT-02)
    distingue antes y después de los 55.
  - «edad_50»: Se exige además la edad de 50 años de la primera oración de 18.3.

  Razones de la lectura por defecto: La oración no nombra edad y la regla externa EXT-02 prevé expresamente la
  anualidad antes de los 55.

  Favorece al pensionado la lectura «sin_edad_minima»: La anualidad de alto riesgo procede a cualquier edad.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Esquema del escenario: Las lecturas dan resultados distintos: Policía nuevo participante que pide la anualidad de alto riesgo a los 48 años con 30 de servicios
    # EXT-02 antes de los 55 años: 65 % × 30 000 = 19 500 (1 625 al mes).
    Dado un miembro nacido el "1965-03-01"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su cuerpo es "Policía"
    Y que solicita una pensión "de alto riesgo"
    Y se adopta la lectura "<lectura>" de INT-11
    Cuando se retira el "2013-03-01"
    Entonces la lectura de INT-11 de la que depende el resultado es "<lectura>"
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
      | lectura                       | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado | pension.formula | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | sin_edad_minima (por defecto) | sí                    | 18.3                   | no                         | 18.5.a, 18.5.d                  | calculada      | EXT-02          | $19,500.00                       | $19,500.00    | $1,625.00       |
      | edad_50                       | no                    | ninguna                | ninguno                    | ninguna                         | no_elegible    | ninguno         | ninguno                          | ninguno       | ninguno         |

  Esquema del escenario: Con la lectura «edad_50», los 50 años se cumplen el día del cumpleaños, no antes
    # Policía nuevo participante con 30 años de servicios que pide la anualidad de alto riesgo; cumple 50
    # el 2013-03-01. Menos de 55 años: EXT-02, 65 % × 30 000 = 19 500 anuales; ÷ 12 = 1 625 mensuales.
    # Sin edad mínima (por defecto) la edad no importa; con «edad_50», a los 49 años no procede.
    Dado un miembro nacido el "1963-03-01"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su cuerpo es "Policía"
    Y que solicita una pensión "de alto riesgo"
    Y se adopta la lectura "<lectura>" de INT-11
    Cuando se retira el "<fecha_retiro>"
    Entonces la lectura de INT-11 de la que depende el resultado es "<INT-11>"
    Y el dato "edad_al_retiro" del resultado es "<edad>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura         | fecha_retiro | edad | INT-11          | elegibilidad.elegible | pension.estado | pension.anual | pension.mensual |
      | sin_edad_minima | 2013-02-28   | 49   | sin_edad_minima | sí                    | calculada      | $19,500.00    | $1,625.00       |
      | sin_edad_minima | 2013-03-01   | 50   | ninguna         | sí                    | calculada      | $19,500.00    | $1,625.00       |
      | edad_50         | 2013-02-28   | 49   | edad_50         | no                    | no_elegible    | ninguno       | ninguno         |
      | edad_50         | 2013-03-01   | 50   | ninguna         | sí                    | calculada      | $19,500.00    | $1,625.00       |
