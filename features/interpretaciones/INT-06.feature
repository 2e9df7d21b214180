# language: es
@interpretacion-INT-06 @clausula-18.1 @clausula-18.2 @clausula-18.3 @clausula-18.6.a @clausula-18.6.c
Característica: INT-06 — ¿Cómo se compara el servicio fraccionario (años y meses) con los umbrales en años?

  Registro de interpretaciones, entrada INT-06. Palabras en discusión:

  «hubieran completado por lo menos veinticinco (25) años de servicios acreditables»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-06», con --lectura o con el campo «lecturas» del JSON):

  - «exacta» (por defecto): Se compara el servicio exacto: 24 años y 11 meses no completan 25 años.
  - «redondeo_medio_ano»: Para los umbrales, una fracción de seis meses o más cuenta como año completo: 24 años y 6
    meses completan 25.

  Razones de la lectura por defecto: «Completado por lo menos» exige el tiempo completo; ningún texto transcrito
  autoriza redondear. Las fórmulas multiplican siempre por el servicio exacto.

  Favorece al pensionado la lectura «redondeo_medio_ano»: Seis meses de servicio bastan para completar un umbral.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  > (c) Para los nuevos participantes la pensión o anualidad por "retiro temprano", será calculada según la fórmula expresada en el anterior subinciso (b) si tiene cincuenticinco (55) años de edad o más y hubiere completado un mínimo de veinticinco (25) años de servicios acreditables.

  Esquema del escenario: Las lecturas dan resultados distintos: Se retira a los 56 años con 24 años y 6 meses de servicios
    # Con «redondeo_medio_ano» cumple el umbral, pero la fórmula usa el servicio exacto: 9 000 + 600 × 4.5 = 11 700.
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "24 años y 6 meses" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-06
    Cuando se retira el "2012-06-01"
    Entonces la lectura de INT-06 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura              | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | exacta (por defecto) | no                    | ninguna                | ninguno                    | no_elegible                 | ninguno         | ninguno                          |
      | redondeo_medio_ano   | sí                    | 18.1                   | sí                         | requiere_factor_de_la_junta | 18.6.a          | $11,700.00                       |

  Esquema del escenario: Las lecturas dan resultados distintos: Se retira a los 56 años con 29 años y 6 meses de servicios (tope de 18.6(a))
    # 18.6(a): 9 000 + 600 × 9.5 = 14 700; con «redondeo_medio_ano» cuenta 30 años y el texto no da fórmula (INT-14).
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "29 años y 6 meses" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-06
    Cuando se retira el "2012-06-01"
    Entonces la lectura de INT-06 de la que depende el resultado es "<lectura>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura              | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | exacta (por defecto) | requiere_factor_de_la_junta | 18.6.a          | $14,700.00                       |
      | redondeo_medio_ano   | sin_formula_en_el_texto     | ninguno         | ninguno                          |
