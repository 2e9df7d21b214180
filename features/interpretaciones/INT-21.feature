# language: es
@interpretacion-INT-21 @clausula-10.2 @clausula-18.6.d
Característica: INT-21 — ¿La cuantía coordinada de una pensión reducida actuarialmente lleva la misma reducción?

  Registro de interpretaciones, entrada INT-21. Palabras en discusión:

  «se le coordinará su pensión usando la suma de los siguientes productos»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-21», con --lectura o con el campo «lecturas» del JSON):

  - «misma_reduccion» (por defecto): Sí: a la suma de 10.2 se le aplica el mismo factor actuarial que a la pensión
    original.
  - «sin_reduccion»: No: la suma de 10.2 se paga completa.

  Razones de la lectura por defecto: 18.6(d) ordena que la reducción actuarial «en estas pensiones» se efectúe
  «después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley»: la pensión
  coordinada de una pensión reducida sigue siendo una de «estas pensiones», recalculada a los 65 años con la fórmula
  de 10.2. La lectura se apoya en 18.6(d), que es discutible: 18.6(d) está en el Artículo 18 y 10.2 no nombra la
  reducción. Se pesan las dos reglas de interpretación. La de interpretar las leyes de retiro a favor del pensionado
  apunta a «sin_reduccion». Pero no hay aquí una exclusión que leer restrictivamente, y la lectura favorable lleva a
  un resultado que el texto no sugiere: la suma de 10.2 nunca pasa de la pensión sin reducir (identidad 10.2-no-
  excede-estatutaria), pero sin la reducción pasaría casi siempre a la pensión reducida y, por INT-20, la pensión de
  quien se retiró antes de los 58 años con reducción no se coordinaría nunca; 10.1 coordina a «todo participante
  acogido al Plan Coordinado». Se mantiene «misma_reduccion» (revisada el 1 de diciembre de 2026). Favorece al
  pensionado «sin_reduccion»: la suma de 10.2 se paga sin reducir, o no se coordina.

  Favorece al pensionado la lectura «sin_reduccion»: La suma de 10.2 se paga sin reducir.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión reducida con el factor 0.80 (se retiró a los 56 años; pensión conforme a la Ley de $10,080.00)
    # Se retiró a los 56 años con 26 de servicios (18.6(a), sujeta a reducción: 12 600 × 0.80 = 10 080).
    # 10.2 con 26 años: 1 320 + 594 + 7 020 + 2 808 = 11 742.  Garantía de 10.5: 10 080 − 9 600 = 480.
    # «misma_reduccion»: 11 742 × 0.80 = 9 393.60 < 10 080, se coordina; limita la fórmula.
    # «sin_reduccion»: 11 742 ≥ 10 080, no es necesario coordinar (INT-20): sigue la pensión de 10 080.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que su pensión conforme a la Ley es "$10,080.00" anuales
    Y que su pensión lleva el factor de reducción actuarial "0.80"
    Y se adopta la lectura "<lectura>" de INT-21
    Y que se retiró el "2001-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-21 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura                       | coordinacion.estado | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | misma_reduccion (por defecto) | coordinada          | $9,393.60                           | $480.00                      | formula             | $9,393.60                             | $9,393.60                        |
      | sin_reduccion                 | no_necesaria        | $11,742.00                          | ninguno                      | ninguno             | $10,080.00                            | $10,080.00                       |

  Escenario: Con un factor de reducción de 1 no hay reducción que repetir, y la entrada no se consulta
    # 10.2 con 26 años: 11 742 < 12 600, se coordina; × 1 no cambia nada. Garantía: 12 600 − 9 600 = 3 000.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que su pensión conforme a la Ley es "$12,600.00" anuales
    Y que su pensión lleva el factor de reducción actuarial "1"
    Y que se retiró el "2001-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$11,742.00" anuales
    Y el resultado no depende de INT-21

  Escenario: Con la misma reducción, el paso de 18.6(d) de la explicación da el factor y la cuantía coordinada reducida
    # Los hechos del primer esquema: 10.2 con 26 años, 11 742; con el factor de la pensión, 11 742 × 0.80 = 9 393.60.
    # La explicación lo dice en un paso que cita 18.6(d), la cláusula en que se apoya la lectura por defecto, después
    # de los productos de 10.2 y antes de su suma, que ya es la reducida.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que su pensión conforme a la Ley es "$10,080.00" anuales
    Y que su pensión lleva el factor de reducción actuarial "0.80"
    Y que se retiró el "2001-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la coordinación resulta "coordinada"
    Y el resultado usa la lectura "misma_reduccion" de INT-21
    Y la explicación para personas dice "18.6(d) — ¿Lleva la cuantía coordinada la misma reducción actuarial que la pensión? Sí, el factor 0.8: $9,393.60 al año"
    Y la explicación para personas dice "10.2 — Suma de los productos: $9,393.60 al año."
