# language: es
@interpretacion-INT-09 @clausula-18.1 @clausula-18.2 @clausula-18.3
Característica: INT-09 — ¿Qué exige «en servicio activo» en la fecha del retiro?

  Registro de interpretaciones, entrada INT-09. Palabras en discusión:

  «los miembros del Sistema en servicio activo»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-09», con --lectura o con el campo «lecturas» del JSON):

  - «en_la_fecha_de_retiro» (por defecto): El miembro debe estar en servicio activo en la fecha en que se retira; el
    inactivo no puede optar por 18.1 ni 18.2, tampoco por su segunda oración (nuevos participantes a los 65 años),
    que no repite las palabras pero continúa la primera («Asimismo»).
  - «no_exigido»: Basta con reunir la edad y el servicio; la inactividad no impide optar por el retiro (tampoco la
    anualidad de alto riesgo de 18.3, «estando en servicio activo»).

  Razones de la lectura por defecto: El texto condiciona expresamente la opción al servicio activo en 18.1 y en la
  primera oración de 18.2; la segunda oración de 18.2 solo cambia la edad de los nuevos participantes, no crea una
  opción para los inactivos.

  Favorece al pensionado la lectura «no_exigido»: Permite retirarse sin estar en servicio activo.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  Esquema del escenario: Las lecturas dan resultados distintos: No está en servicio activo; 56 años y 26 de servicios
    # Con «no_exigido»: 18.6(a), 9 000 + 600 × 6 = 12 600 antes de la reducción.
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-09
    Cuando se retira el "2012-05-10"
    Entonces la lectura de INT-09 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura                             | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | en_la_fecha_de_retiro (por defecto) | no                    | ninguna                | ninguno                    | no_elegible                 | ninguno         | ninguno                          |
      | no_exigido                          | sí                    | 18.1                   | sí                         | requiere_factor_de_la_junta | 18.6.a          | $12,600.00                       |

  @interpretacion-INT-10
  Escenario: Si a cada vía le falta otro requisito, estar o no en servicio activo no cambia el resultado y no se consulta
    # 50 años y 20 de servicios: a 18.1 le faltan la edad y el servicio; a 18.2, la edad; a 18.3, ser del Cuerpo.
    # Ninguna lectura de INT-09 (ni de INT-10, para la primera oración de 18.3) haría elegible a este miembro.
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-01-01"
    Y que no está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2006-05-10"
    Entonces no es elegible para el retiro opcional
    Y el resultado no depende de INT-09
    Y el resultado no depende de INT-10
