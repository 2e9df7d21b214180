# language: es
@interpretacion-INT-01 @clausula-18.2 @clausula-18.3 @clausula-10.7
Característica: INT-01 — ¿Quién ingresó exactamente el 1 de abril de 1990 es un «nuevo participante»?

  Registro de interpretaciones, entrada INT-01. Palabras en discusión:

  «que ingresen por primera vez al Sistema después del 1 de abril de 1990»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-01», con --lectura o con el campo «lecturas» del JSON):

  - «estricta» (por defecto): «Después del» excluye el propio día: quien ingresó el 1 de abril de 1990 pertenece al
    régimen anterior.
  - «inclusiva»: El 1 de abril de 1990 ya cuenta como fecha del nuevo régimen.

  Razones de la lectura por defecto: Sentido ordinario de «después de» en el Código Civil y en la redacción
  legislativa: el día nombrado queda fuera.

  Favorece al pensionado: ninguna lectura siempre. Depende del caso: el régimen anterior da el retiro a los 58 años
  con 10 de servicios y la exención de 18.5(b); el nuevo participante no se coordina con el Seguro Social (10.7).

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  Esquema del escenario: Las lecturas dan resultados distintos: Ingresó el 1 de abril de 1990; se retira a los 58 años con 25 de servicios
    # Régimen anterior a los 58 años con 25 de servicios: EXT-01, 9 000 + 600 × 5 = 12 000 (1 000 al mes).
    # Con «inclusiva» es nuevo participante: 18.6(c), 450 × 25 = 11 250 antes de la reducción.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1990-04-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-01
    Cuando se retira el "2010-05-10"
    Entonces la lectura de INT-01 de la que depende el resultado es "<lectura>"
    Y la explicación dice "ingresó el mismo 1 de abril de 1990 — INT-01, lectura"
    Y el dato "nuevo_participante" del resultado es "<nuevo_participante>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                | nuevo_participante | elegibilidad.clausulas | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado              | pension.formula | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | estricta (por defecto) | no                 | 18.1, 18.2             | no                         | 18.5.b                          | calculada                   | EXT-01          | $12,000.00                       | $12,000.00    | $1,000.00       |
      | inclusiva              | sí                 | 18.1                   | sí                         | ninguna                         | requiere_factor_de_la_junta | 18.6.c          | $11,250.00                       | ninguno       | ninguno         |

  Esquema del escenario: Lejos del corte las dos lecturas coinciden: quien ingresó en 1977 no es nuevo participante; quien ingresó en 1995, sí
    # Se retira a los 58 años con 20 de servicios.
    # Ingreso en 1977 (régimen anterior): 18.2, primera oración (58 y 10); sin reducción por 18.5(b);
    #   EXT-01: 1½ % × 30 000 × 20 = 9 000 anuales; ÷ 12 = 750 mensuales.
    # Ingreso en 1995 (nuevo participante): la segunda oración de 18.2 exige 65 años (INT-02) y 18.1 exige
    #   25 de servicios: no es elegible.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-01
    Cuando se retira el "2010-05-10"
    Entonces el resultado no depende de INT-01
    Y el dato "nuevo_participante" del resultado es "<nuevo_participante>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura   | fecha_ingreso | nuevo_participante | elegibilidad.clausulas | pension.estado | pension.anual | pension.mensual |
      | estricta  | 1977-03-01    | no                 | 18.2                   | calculada      | $9,000.00     | $750.00         |
      | inclusiva | 1977-03-01    | no                 | 18.2                   | calculada      | $9,000.00     | $750.00         |
      | estricta  | 1995-01-09    | sí                 | ninguna                | no_elegible    | ninguno       | ninguno         |
      | inclusiva | 1995-01-09    | sí                 | ninguna                | no_elegible    | ninguno       | ninguno         |

  Escenario: El paso del régimen (18.2) de quien ingresó el mismo 1 de abril de 1990 dice la lectura con que se decide
    # Con la lectura por defecto («estricta»), «después del» excluye el propio día: régimen anterior.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1990-04-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2010-05-10"
    Entonces no es nuevo participante
    Y la explicación para personas dice "18.2 — ¿Ingresó por primera vez al Sistema después del 1 de abril de 1990 (nuevo participante)? No: participante anterior al 1 de abril de 1990; ingresó el mismo 1 de abril de 1990 — «Después del» excluye el propio día"
