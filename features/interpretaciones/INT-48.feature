# language: es
@interpretacion-INT-48 @clausula-18.5 @clausula-18.5.b @clausula-18.6.a @clausula-18.6.d @vigencia
Característica: INT-48 — Quien ya tenía derecho a retirarse el 30 de junio de 2013 y se retira después (INT-47): ¿con qué edad se miden la reducción actuarial de 18.5, sus excepciones (18.5(b), a los 58 años), la fórmula de 18.6 y el factor de 18.6(d)?

  Registro de interpretaciones, entrada INT-48. Palabras en discusión: ninguna de estos textos: 3 L.P.R.A. §
  787c(a), EXT-06, congela «los salarios y años de servicios acumulados hasta el 30 de junio de 2013», no la edad;
  18.6(a): «Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de
  edad».

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-48», con --lectura o con el campo «lecturas» del JSON):

  - «edad_al_retiro» (por defecto): Con la edad del día en que de verdad se retira. El 30 de junio de 2013 decide si
    tenía derecho a retirarse (18.1 a 18.4 con la edad, el servicio y la retribución de ese día); la pensión se
    calcula después como la de quien se retira ese día de verdad, con el servicio acreditable y la retribución
    promedio congelados: las excepciones de 18.5, la fórmula de 18.6, el factor de la tabla de la Junta (18.6(d)) y
    la fecha de la tabla (INT-40) se miden a la fecha del retiro. Quien tenía 55 años y 25 de servicios ese día y se
    retira a los 58 ya no está sujeto a reducción (18.5(b)).
  - «edad_al_30_junio_2013»: Con la edad del 30 de junio de 2013: la pensión es la que habría recibido retirándose
    ese día (la fórmula de 18.6, las excepciones de 18.5 y el factor de 18.6(d) con la edad y la fecha de ese día),
    aunque se retire años después; la edad del retiro de verdad solo se informa.

  Razones de la lectura por defecto: El texto: § 787c(a) (Leyes de Puerto Rico, edición de 2019, Título 3, §
  787c(a), primer párrafo) dice que quienes «al 30 de junio de 2013 tenían derecho a retirarse […] podrán retirarse
  en cualquier fecha posterior y tendrán derecho a recibir la anualidad que le corresponda bajo el Capítulo 2 de
  esta Ley a base de los salarios y años de servicios acumulados hasta el 30 de junio de 2013». Congela dos cifras,
  los salarios y los años de servicio, y nombra la fecha del derecho; no congela la edad, y lo que la ley no congela
  se mide cuando se retira, que es cuando «le corresponda» la anualidad (el mismo párrafo preserva los beneficios
  acumulados «en cuanto a los años de servicio acumulados y la manera de calcular la retribución promedio», y nada
  más). Y estos textos miden la excepción con la edad del retiro: 18.5(b) exime «las pensiones para los
  participantes que se retiren a la edad de cincuentiocho (58) años o más». El sentido de la reducción: la de 18.5
  es actuarial, compensa que la pensión se pague antes de los 58 años (18.5(b) la quita a esa edad, y 18.6(a) la
  limita a quien «tiene» de 55 a 57 años); la anualidad no se paga antes del retiro (3 L.P.R.A. § 766(a): «Dicha
  anualidad comenzará en la fecha en que el participante radique la solicitud de retiro, pero en ningún caso antes
  de su separación», Leyes de Puerto Rico, edición de 2020), así que reducir por la edad de 2013 cobra un pago
  anticipado que nunca se hizo a quien empieza a cobrar a los 58 o después. La interpretación liberal de las leyes
  de retiro a favor del pensionado apunta al mismo lado. La otra lectura se apoya en que el derecho se mide al 30 de
  junio de 2013: la pensión sería la foto de ese día, la que habría recibido retirándose entonces. Pero la foto que
  el texto congela son las cifras, no la edad, y los dos cánones (lo que el texto congela y el sentido actuarial; la
  interpretación a favor del pensionado) dan la misma respuesta. Lo que el proyecto no sabe: cómo lo aplica la
  Administración (ninguna carta circular o reglamento posterior a 2013 está en estos textos); la revisión jurídica
  lo decide.

  Favorece al pensionado la lectura «edad_al_retiro»: A la edad del retiro de verdad se llega a la excepción de
  18.5(b) (58 años: sin reducción) y al factor de la tabla de la Junta de la edad en que empieza a cobrar (la tabla
  es un dato de la solicitud; en una reducción por pago anticipado ese factor no es menor que el de una edad más
  joven); con la edad de 2013 la pensión se reduce como si cobrara desde entonces.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  Antecedentes:
    Dado un miembro nacido el "1958-01-01"
    Y que ingresó por primera vez al Sistema el "1988-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$34,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "25 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales

  # El 30 de junio de 2013 tenía 55 años y 25 de servicios: tenía derecho a retirarse (18.1), con reducción. Con las
  # cifras congeladas, 18.6(a) y EXT-01 dan lo mismo: 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 5 = 3 000; 12 000.
  # Donde hace falta un factor, la tabla es la ILUSTRATIVA de 18.6(d) (factores inventados para comprobar la
  # aritmética a mano; NO son los de la Junta).

  Esquema del escenario: Las lecturas dan resultados distintos: se retira con 57 años y 364 días, la víspera de cumplir 58
    # Edad del retiro, 57 años: 18.6(a), factor 0.90; 12 000 × 0.90 = 10 800; ÷ 12 = 900.
    # Edad del 30 de junio de 2013, 55 años: factor 0.80; 12 000 × 0.80 = 9 600; ÷ 12 = 800.
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad | factor |
      | 55   | 0.80   |
      | 56   | 0.85   |
      | 57   | 0.90   |
      | 58   | 0.92   |
      | 59   | 0.94   |
      | 60   | 0.96   |
    Y que se adopta la lectura "<lectura>" de INT-48
    Cuando se retira el "2015-12-31"
    Entonces la lectura de INT-48 de la que depende el resultado es "<lectura>"
    Y la edad al retiro es "57" años
    Y el dato "reduccion_actuarial.aplica" del resultado es "sí"
    Y el dato "pension.formula" del resultado es "18.6.a"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$12,000.00"
    Y el dato "pension.factor_reduccion" del resultado es "<pension.factor_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                      | pension.factor_reduccion | pension.anual | pension.mensual |
      | edad_al_retiro (por defecto) | 0.9                      | $10,800.00    | $900.00         |
      | edad_al_30_junio_2013        | 0.8                      | $9,600.00     | $800.00         |

  Esquema del escenario: Las lecturas dan resultados distintos: se retira el día en que cumple 58 años
    # Edad del retiro, 58 años: sin reducción (18.5(b)); EXT-01 con las cifras congeladas: 12 000; ÷ 12 = 1 000.
    # Edad del 30 de junio de 2013, 55 años: 18.6(a), factor 0.80; 12 000 × 0.80 = 9 600; ÷ 12 = 800.
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad | factor |
      | 55   | 0.80   |
      | 56   | 0.85   |
      | 57   | 0.90   |
      | 58   | 0.92   |
      | 59   | 0.94   |
      | 60   | 0.96   |
    Y que se adopta la lectura "<lectura>" de INT-48
    Cuando se retira el "2016-01-01"
    Entonces la lectura de INT-48 de la que depende el resultado es "<lectura>"
    Y la edad al retiro es "58" años
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$12,000.00"
    Y el dato "pension.factor_reduccion" del resultado es "<pension.factor_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                      | reduccion_actuarial.aplica | pension.formula | pension.factor_reduccion | pension.anual | pension.mensual |
      | edad_al_retiro (por defecto) | no                         | EXT-01          | ninguno                  | $12,000.00    | $1,000.00       |
      | edad_al_30_junio_2013        | sí                         | 18.6.a          | 0.8                      | $9,600.00     | $800.00         |

  Esquema del escenario: Las lecturas dan resultados distintos: se retira a los 60 años
    # Edad del retiro, 60 años: sin reducción (18.5(b)); EXT-01: 12 000; ÷ 12 = 1 000.
    # Edad del 30 de junio de 2013, 55 años: 18.6(a), factor 0.80 (no el 0.96 de los 60): 9 600; ÷ 12 = 800.
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad | factor |
      | 55   | 0.80   |
      | 56   | 0.85   |
      | 57   | 0.90   |
      | 58   | 0.92   |
      | 59   | 0.94   |
      | 60   | 0.96   |
    Y que se adopta la lectura "<lectura>" de INT-48
    Cuando se retira el "2018-01-01"
    Entonces la lectura de INT-48 de la que depende el resultado es "<lectura>"
    Y la edad al retiro es "60" años
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "pension.factor_reduccion" del resultado es "<pension.factor_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                      | reduccion_actuarial.aplica | pension.factor_reduccion | pension.anual | pension.mensual |
      | edad_al_retiro (por defecto) | no                         | ninguno                  | $12,000.00    | $1,000.00       |
      | edad_al_30_junio_2013        | sí                         | 0.8                      | $9,600.00     | $800.00         |

  Esquema del escenario: Las lecturas dan resultados distintos: sin tabla de la Junta, a los 58 años solo una lectura necesita el factor
    # Sin tabla actuarial en la solicitud. Edad del retiro, 58 años: sin reducción (18.5(b)), EXT-01: 12 000 calculada.
    # Edad del 30 de junio de 2013, 55 años: reducida, sin factor: se informan los 12 000 antes de la reducción.
    Dado que se adopta la lectura "<lectura>" de INT-48
    Cuando se retira el "2016-01-01"
    Entonces la lectura de INT-48 de la que depende el resultado es "<lectura>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$12,000.00"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                      | pension.estado              | pension.anual |
      | edad_al_retiro (por defecto) | calculada                   | $12,000.00    |
      | edad_al_30_junio_2013        | requiere_factor_de_la_junta | ninguno       |

  Escenario: Sin tabla de la Junta, la víspera de cumplir 58 la lectura por defecto también necesita el factor
    # 57 años y 364 días: reducida por las dos lecturas (18.6(a)); sin factor se informan los 12 000 de antes.
    Cuando se retira el "2015-12-31"
    Entonces la lectura de INT-48 de la que depende el resultado es "edad_al_retiro"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$12,000.00"
    Y el dato "pension.estado" del resultado es "requiere_factor_de_la_junta"
    Y el dato "pension.anual" del resultado es "ninguno"

  Esquema del escenario: Quien ya tenía 58 años el 30 de junio de 2013 no tiene reducción con ninguna de las dos lecturas
    # Nació el 1 de enero de 1955: el 30 de junio de 2013 tenía 58 años y 25 de servicios (18.1 y 18.2), sin
    # reducción (18.5(b)); EXT-01 con las cifras congeladas: 12 000; ÷ 12 = 1 000. Se retira a los 61. Sin tabla:
    # ninguna lectura la necesita.
    Dado un miembro nacido el "1955-01-01"
    Y que se adopta la lectura "<lectura>" de INT-48
    Cuando se retira el "2016-01-01"
    Entonces la lectura de INT-48 de la que depende el resultado es "<lectura>"
    Y la edad al retiro es "61" años
    Y el dato "reduccion_actuarial.aplica" del resultado es "no"
    Y el dato "pension.formula" del resultado es "EXT-01"
    Y el dato "pension.estado" del resultado es "calculada"
    Y el dato "pension.anual" del resultado es "$12,000.00"
    Y el dato "pension.mensual" del resultado es "$1,000.00"

    Ejemplos:
      | lectura                      |
      | edad_al_retiro (por defecto) |
      | edad_al_30_junio_2013        |

  Escenario: El resultado dice con qué edad se midió la reducción
    Dado que se adopta la lectura "edad_al_30_junio_2013" de INT-48
    Cuando se retira el "2018-01-01"
    Entonces el resultado advierte "la reducción de 18.5 y la fórmula de 18.6 con la edad de ese día (55 años), no la del retiro (60 años) [INT-48]"

  Escenario: Con la lectura por defecto, el aviso nombra la edad del retiro
    Cuando se retira el "2018-01-01"
    Entonces el resultado advierte "la reducción de 18.5 y la fórmula de 18.6 con la edad del retiro de verdad (60 años) [INT-48]"
