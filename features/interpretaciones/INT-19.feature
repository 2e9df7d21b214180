# language: es
@interpretacion-INT-19 @clausula-18.3 @clausula-18.5.a @clausula-18.6.b
Característica: INT-19 — ¿Con qué fórmula se calcula la pensión de 18.3 (50 años y 25 de servicios) del policía o bombero que es nuevo participante?

  Registro de interpretaciones, entrada INT-19. Palabras en discusión:

  «Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-19», con --lectura o con el campo «lecturas» del JSON):

  - «regla_externa_ext_01» (por defecto): Con la fórmula de la pensión de policías y bomberos (EXT-01: 1½ % por los
    primeros 20 años y 2 % por el exceso), igual que para los del régimen anterior; 18.6(b) rige las pensiones de
    los nuevos participantes que no son de 18.3.
  - «formula_18_6_b»: Con 18.6(b): 1½ % por cada año, porque el policía o bombero que ingresó después del 1 de abril
    de 1990 es un «nuevo participante» y 18.6(b) dice «la pensión» de los nuevos participantes en general (véase
    INT-15).

  Razones de la lectura por defecto: La fuente pública consultada (EXT-01, 3 L.P.R.A. § 766(a), por verificar) da a
  policías y bomberos que se retiran a los 50 años con 25 de servicios la fórmula de 1½ % y 2 % sin distinguir la
  fecha de ingreso; 18.6 regula las pensiones con reducción, y la de 18.3 no la tiene (18.5(a)). La tensión con
  INT-15 la señaló el modelo simbólico (hallazgo de solapamiento); queda a la revisión jurídica.

  Favorece al pensionado la lectura «regla_externa_ext_01»: EXT-01 da 2 % por los años en exceso de 20, más que el
  1½ % de 18.6(b).

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.

  Antecedentes:
    Dado un miembro nacido el "1962-01-01"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: policía, nuevo participante, a los 50 años con 26 de servicios
    # EXT-01: 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 6 = 3 600; total 12 600 (1 050 al mes)
    # 18.6(b): 1½ % × 30 000 × 26 = 11 700 (975 al mes)
    Dado que se adopta la lectura "<lectura>" de INT-19
    Cuando se retira el "2012-07-01"
    Entonces la lectura de INT-19 de la que depende el resultado es "<lectura>"
    Y es nuevo participante
    Y las cláusulas que le permiten optar por el retiro son "18.3"
    Y la pensión no está sujeta a reducción actuarial
    Y la fórmula aplicada es "<formula>"
    Y la pensión anual es "<anual>"
    Y la pensión mensual es "<mensual>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    Ejemplos:
      | lectura                            | formula | anual      | mensual   | externas |
      | regla_externa_ext_01 (por defecto) | EXT-01  | $12,600.00 | $1,050.00 | EXT-01   |
      | formula_18_6_b                     | 18.6.b  | $11,700.00 | $975.00   | ninguna  |
