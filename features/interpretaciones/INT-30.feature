# language: es
@interpretacion-INT-30 @clausula-18.6.d
Característica: INT-30 — ¿Con qué edad se busca el factor en la tabla actuarial de la Junta: en años cumplidos o en años y meses al retiro?

  Registro de interpretaciones, entrada INT-30. Palabras en discusión:

  «de conformidad con las tablas actuariales adoptadas por la Junta»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-30», con --lectura o con el campo «lecturas» del JSON):

  - «edad_cumplida» (por defecto): Por la edad en años cumplidos al retiro, como se mide la edad en 18.1 a 18.3:
    clave «55» de la tabla.
  - «anos_y_meses»: Por la edad en años y meses cumplidos al retiro: clave «55-06» (55 años y 6 meses). Si la tabla
    no tiene esa clave, falta el factor de la Junta y no se informa la pensión reducida.

  Razones de la lectura por defecto: El texto no dice cómo están hechas las tablas de la Junta. La edad de los
  requisitos de 18.1 a 18.3 se mide en años cumplidos; una tabla por años y meses evita el salto del factor en cada
  cumpleaños y, si la Junta la adoptó así, corresponde la otra lectura. Los meses se cuentan de fecha a fecha (el
  mismo día del mes; si el mes no lo tiene, su último día, como en INT-05).

  Favorece al pensionado: ninguna lectura siempre. Depende de los factores de la tabla de la Junta.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  Una tabla puede traer claves de las dos formas («56» y «56-06»); cada lectura usa solo las suyas y no se
  interpola. Las tablas de estos ejemplos son ILUSTRATIVAS: sus factores son inventados y NO son los de la Junta.

  Antecedentes:
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: Se retira a los 56 años y 6 meses con 26 de servicios; la tabla trae «56» (0.85) y «56-06» (0.88)
    # 18.6(a): 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 6 = 3 600; 12 600 antes de la reducción.
    # Edad cumplida, 56 años: factor 0.85; 12 600 × 0.85 = 10 710; ÷ 12 = 892.50.
    # Años y meses, clave «56-06»: factor 0.88; 12 600 × 0.88 = 11 088; ÷ 12 = 924.
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro", con estos factores:
      | edad  | factor |
      | 56    | 0.85   |
      | 56-06 | 0.88   |
    Y se adopta la lectura "<lectura>" de INT-30
    Cuando se retira el "2012-11-10"
    Entonces la lectura de INT-30 de la que depende el resultado es "<lectura>"
    Y la edad al retiro es "56" años
    Y la pensión anual antes de la reducción es "$12,600.00"
    Y el dato "pension.estado" del resultado es "calculada"
    Y el dato "pension.factor_reduccion" del resultado es "<pension.factor_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                     | pension.factor_reduccion | pension.anual | pension.mensual |
      | edad_cumplida (por defecto) | 0.85                     | $10,710.00    | $892.50         |
      | anos_y_meses                | 0.88                     | $11,088.00    | $924.00         |

  Esquema del escenario: Las lecturas dan resultados distintos: Se retira a los 56 años y 6 meses con 26 de servicios; la tabla solo trae edades en años («56»: 0.85)
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro", con estos factores:
      | edad | factor |
      | 56   | 0.85   |
    Y se adopta la lectura "<lectura>" de INT-30
    Cuando se retira el "2012-11-10"
    Entonces la lectura de INT-30 de la que depende el resultado es "<lectura>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$12,600.00"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                     | pension.estado              | pension.anual |
      | edad_cumplida (por defecto) | calculada                   | $10,710.00    |
      | anos_y_meses                | requiere_factor_de_la_junta | ninguno       |

  Esquema del escenario: Con «anos_y_meses» los meses se cuentan de fecha a fecha, y una clave que falta no se inventa
    # 9 de noviembre de 2012: 56 años y 5 meses (el sexto mes se cumple el día 10); 12 600 × 0.87 = 10 962; ÷ 12 = 913.50.
    # 10 de noviembre de 2012: 56 años y 6 meses; 12 600 × 0.88 = 11 088; ÷ 12 = 924.
    # 10 de diciembre de 2012: 56 años y 7 meses; la tabla no trae «56-07»: se informan los 12 600 antes de la reducción.
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro", con estos factores:
      | edad  | factor |
      | 56-05 | 0.87   |
      | 56-06 | 0.88   |
    Y se adopta la lectura "anos_y_meses" de INT-30
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "56" años
    Y la pensión anual antes de la reducción es "$12,600.00"
    Y el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"
    Y el dato "pension.mensual" del resultado es "<mensual>"

    Ejemplos:
      | fecha_retiro | estado                      | anual      | mensual |
      | 2012-11-09   | calculada                   | $10,962.00 | $913.50 |
      | 2012-11-10   | calculada                   | $11,088.00 | $924.00 |
      | 2012-12-10   | requiere_factor_de_la_junta | ninguno    | ninguno |

  Escenario: Con «anos_y_meses», si falta la clave, el resultado dice cuál buscó
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro", con estos factores:
      | edad  | factor |
      | 56-06 | 0.88   |
    Y se adopta la lectura "anos_y_meses" de INT-30
    Cuando se retira el "2012-12-10"
    Entonces el estado de la pensión es "requiere_factor_de_la_junta"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "no tiene factor para la edad de 56 años y 7 meses (clave «56-07»"
    Y el resultado advierte "la lectura elegida busca el factor por años y meses [INT-30]"
    Y el resultado no advierte "sus claves son en años y meses"

  Esquema del escenario: Con «anos_y_meses», la clave que falta se nombra con sus meses, también 0 meses y 1 mes
    # 18.6(a): 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 6 = 3 600; 12 600 antes de la reducción.
    # 10 de mayo de 2012: 56 años y 0 meses (clave «56-00»); 10 de junio de 2012: 56 años y 1 mes (clave «56-01»).
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro", con estos factores:
      | edad  | factor |
      | 56-06 | 0.88   |
    Y se adopta la lectura "anos_y_meses" de INT-30
    Cuando se retira el "<fecha_retiro>"
    Entonces el estado de la pensión es "requiere_factor_de_la_junta"
    Y la pensión anual antes de la reducción es "$12,600.00"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "no tiene factor para la edad de <edad> (clave «<clave>»"

    Ejemplos:
      | fecha_retiro | edad              | clave |
      | 2012-05-10   | 56 años y 0 meses | 56-00 |
      | 2012-06-10   | 56 años y 1 mes   | 56-01 |
