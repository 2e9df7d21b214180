# language: es
@interpretacion-INT-08 @clausula-18.6.a @clausula-18.6.b @clausula-10.2 @clausula-10.3
Característica: INT-08 — ¿La retribución promedio y las pensiones son cifras anuales o mensuales?

  Registro de interpretaciones, entrada INT-08. Palabras en discusión:

  «la retribución promedio»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-08», con --lectura o con el campo «lecturas» del JSON):

  - «anual» (por defecto): La retribución promedio es anual; las fórmulas dan la pensión anual y la mensual es la
    doceava parte. El umbral de $6,600 es anual.
  - «mensual»: La retribución promedio dada es mensual: se multiplica por 12 antes de aplicar las fórmulas y el
    umbral anual de $6,600.

  Razones de la lectura por defecto: El umbral de $6,600 de 10.2 solo tiene sentido como cifra anual (sería un
  salario mensual alto en 1968); EXT-04.

  Favorece al pensionado: ninguna lectura siempre. Ninguna: la entrada dice qué significa el dato (anual o mensual),
  no cuánto se paga.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  Esquema del escenario: Las lecturas dan resultados distintos: La retribución promedio dada es «$2,500.00» (58 años, 30 de servicios)
    # 30 años: 1½ % × 20 + 2 % × 10 = 50 % de la retribución: 50 % × 2 500 = 1 250 (104.17 al mes);
    # con «mensual», 50 % × (2 500 × 12) = 15 000 (1 250 al mes).
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1972-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$2,500.00" anuales
    Y se adopta la lectura "<lectura>" de INT-08
    Cuando se retira el "2010-05-10"
    Entonces la lectura de INT-08 de la que depende el resultado es "<lectura>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura             | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | anual (por defecto) | $1,250.00                        | $1,250.00     | $104.17         |
      | mensual             | $15,000.00                       | $15,000.00    | $1,250.00       |

  # Las dos lecturas, INT-07 e INT-08, valen para toda cuantía que el resultado informa, también la del Artículo 10
  # cuando el Artículo 18 no da ninguna; sin cuantía alguna, ninguna de las dos se consulta.
  @interpretacion-INT-07 @clausula-10.2
  Escenario: La pensión por incapacidad dada para el Artículo 10 se coordina aunque el Artículo 18 no dé cuantía
    # Al retirarse tenía 45 años y 20 de servicios: ninguna vía de 18.1–18.3, y el Artículo 18 no da cuantía.
    # La pensión por incapacidad ($9,000.00) viene en la solicitud. 10.2: (a) 1 % × 6 600 × 20 = 1 320;
    # (c) 1½ % × (30 000 − 6 600) × 20 = 7 020; suma 8 340 < 9 000. 10.5: 9 000 − 12 000 < 0, no limita.
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que está pensionado por incapacidad
    Y que su pensión conforme a la Ley es "$9,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que se retiró el "1991-05-10"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces no es elegible para el retiro opcional
    Y no se informa cuantía de la pensión
    Y la coordinación resulta "coordinada"
    Y la pensión coordinada es "$8,340.00" anuales
    Y la pensión coordinada es "$695.00" mensuales
    Y la lectura de INT-08 de la que depende el resultado es "anual"
    Y la lectura de INT-07 de la que depende el resultado es "final_al_centavo"

  @interpretacion-INT-07
  Escenario: Sin ninguna cuantía que informar, el resultado no depende de INT-07 ni de INT-08
    # Como arriba, pero sin la pensión en la solicitud: el Artículo 18 no da cuantía y la coordinación no tiene de
    # qué partir (10.5): queda incompleta y no se informa ninguna cifra.
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que se retiró el "1991-05-10"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces no es elegible para el retiro opcional
    Y no se informa cuantía de la pensión
    Y la coordinación resulta "incompleta"
    Y no se informa pensión coordinada
    Y el resultado no depende de INT-08
    Y el resultado no depende de INT-07
