# language: es
@interpretacion-INT-10 @clausula-18.3
Característica: INT-10 — ¿La primera oración de 18.3 exige estar en servicio activo, aunque no lo diga?

  Registro de interpretaciones, entrada INT-10. Palabras en discusión:

  «Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-10», con --lectura o con el campo «lecturas» del JSON):

  - «requiere_activo» (por defecto): Ser «miembro del Cuerpo» supone estar en servicio activo en él; quien salió del
    Cuerpo solo conserva el derecho por 18.4.
  - «no_requiere_activo»: Basta haber pertenecido al Cuerpo al reunir la edad y el servicio.

  Razones de la lectura por defecto: 18.4 sería innecesario si el derecho no dependiera de seguir en el Cuerpo.

  Favorece al pensionado la lectura «no_requiere_activo»: Permite el retiro de 18.3 sin estar en servicio activo.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  Esquema del escenario: Las lecturas dan resultados distintos: Policía que no está en servicio activo; 52 años y 26 de servicios
    # Con «no_requiere_activo»: EXT-01, 9 000 + 600 × 6 = 12 600 (1 050 al mes), sin reducción (18.5(a)).
    Dado un miembro nacido el "1960-05-10"
    Y que ingresó por primera vez al Sistema el "1984-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su cuerpo es "Policía"
    Y se adopta la lectura "<lectura>" de INT-10
    Cuando se retira el "2012-05-10"
    Entonces la lectura de INT-10 de la que depende el resultado es "<lectura>"
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
      | requiere_activo (por defecto) | no                    | ninguna                | ninguno                    | ninguna                         | no_elegible    | ninguno         | ninguno                          | ninguno       | ninguno         |
      | no_requiere_activo            | sí                    | 18.3                   | no                         | 18.5.a                          | calculada      | EXT-01          | $12,600.00                       | $12,600.00    | $1,050.00       |
