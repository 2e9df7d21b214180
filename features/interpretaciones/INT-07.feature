# language: es
@interpretacion-INT-07 @clausula-18.6.a @clausula-18.6.b @clausula-10.2 @clausula-10.3 @clausula-10.5
Característica: INT-07 — ¿Cuándo y a qué se redondean las cuantías?

  Registro de interpretaciones, entrada INT-07. Palabras en discusión: ninguna: los textos no dicen cuándo ni a qué
  se redondea.

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-07», con --lectura o con el campo «lecturas» del JSON):

  - «final_al_centavo» (por defecto): Todo se calcula con aritmética exacta; solo se redondean, al centavo y la
    mitad hacia arriba, las cifras informadas (anual y mensual, cada una desde el valor exacto).
  - «mensual_desde_anual»: Se redondea la pensión anual al centavo y la mensual se obtiene dividiendo por 12 esa
    cifra ya redondeada, y redondeando otra vez.
  - «mensual_es_lo_pagado»: Lo que se paga es la mensualidad: la mensual se redondea al centavo desde el valor
    exacto y la anual es 12 veces esa mensual (así la anual informada es lo que se cobra en el año).

  Razones de la lectura por defecto: Redondear una sola vez, desde el valor exacto, evita que los errores se
  acumulen; redondear la mitad hacia arriba es la práctica contable usual. Con esta lectura la anual y 12 veces la
  mensual pueden diferir en unos centavos (14,950.00 anuales junto a 1,245.83 mensuales); la lectura
  «mensual_es_lo_pagado» las hace coincidir con lo que se cobra. Los textos no dicen nada: las lecturas difieren en
  centavos, a favor de uno u otro según el caso.

  Favorece al pensionado: ninguna lectura siempre. Las lecturas difieren en centavos, a favor de uno u otro según el
  caso.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión anual exacta de $12,000.055 (retribución promedio de $30,000.1375, 58 años, 25 de servicios)
    # EXT-01: (1½ % × 20 + 2 % × 5) × 30 000.1375 = 0.4 × 30 000.1375 = 12 000.055 → 12 000.06 al año.
    # Mensual desde el valor exacto: 12 000.055 ÷ 12 = 1 000.0045… → 1 000.00; desde la anual redondeada:
    # 12 000.06 ÷ 12 = 1 000.005 → 1 000.01. Con «mensual_es_lo_pagado» la anual es 12 × 1 000.00 = 12 000.00.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1976-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.1375" anuales
    Y se adopta la lectura "<lectura>" de INT-07
    Cuando se retira el "2010-05-10"
    Entonces la lectura de INT-07 de la que depende el resultado es "<lectura>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                        | pension.anual | pension.mensual |
      | final_al_centavo (por defecto) | $12,000.06    | $1,000.00       |
      | mensual_desde_anual            | $12,000.06    | $1,000.01       |
      | mensual_es_lo_pagado           | $12,000.00    | $1,000.00       |

  Esquema del escenario: Con la lectura por defecto, la anual y 12 veces la mensual pueden no coincidir; con «mensual_es_lo_pagado», sí
    # 18.6(a) con 29 años y 11 meses: 9 000 + 600 × 9 11/12 = 14 950 anuales; ÷ 12 = 1 245.8333… → 1 245.83, y
    # 12 × 1 245.83 = 14 949.96. Con «mensual_es_lo_pagado» la anual informada es 14 949.96, lo que se cobra.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1976-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "29 años y 11 meses" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-07
    Cuando se retira el "2008-05-10"
    Entonces la pensión anual antes de la reducción es "<anual>"
    Y la pensión mensual antes de la reducción es "$1,245.83"

    Ejemplos:
      | lectura                        | anual      |
      | final_al_centavo (por defecto) | $14,950.00 |
      | mensual_es_lo_pagado           | $14,949.96 |

  Esquema del escenario: Solo se redondea la cifra informada: la explicación da la cuantía exacta, a seis decimales y con «…» si sigue
    # Régimen anterior, 58 años y 30 de servicios: EXT-01, (1½ % × 20 + 2 % × 10) = 50 % de la retribución promedio.
    # La cuantía exacta se escribe en la explicación con hasta seis decimales, redondeados a la par (la mitad, hacia
    # la cifra par), y «…» si no termina ahí; la cifra informada se redondea al centavo una sola vez (INT-07):
    #   20 000.2469134 ÷ 2 = 10 000.1234567    → 10 000.123457…  (más de la mitad: sube)
    #   20 000.246913  ÷ 2 = 10 000.1234565    → 10 000.123456…  (justo la mitad, 6 es par: se queda)
    #   20 000.2469142 ÷ 2 = 10 000.1234571    → 10 000.123457…  (menos de la mitad: se queda en 7)
    #   20 000.246915  ÷ 2 = 10 000.1234575    → 10 000.123458…  (justo la mitad, 7 es impar: sube a la par)
    #   30 001         ÷ 2 = 15 000.5          → 15 000.5        (exacta: sin «…»)
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1972-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "<retribucion>" anuales
    Cuando se retira el "2010-05-10"
    Entonces la explicación dice "<exacta> al año antes de cualquier reducción"
    Y la pensión anual es "<anual>"

    Ejemplos:
      | retribucion     | exacta           | anual      |
      | $20,000.2469134 | $10000.123457…   | $10,000.12 |
      | $20,000.246913  | $10000.123456…   | $10,000.12 |
      | $20,000.2469142 | $10000.123457…   | $10,000.12 |
      | $20,000.246915  | $10000.123458…   | $10,000.12 |
      | $30,001.00      | $15000.5         | $15,000.50 |
