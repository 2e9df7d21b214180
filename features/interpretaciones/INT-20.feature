# language: es
@interpretacion-INT-20 @clausula-10.2 @clausula-10.5
Característica: INT-20 — ¿Qué significa «cuando fuese así necesario»?

  Registro de interpretaciones, entrada INT-20. Palabras en discusión:

  «se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-20», con --lectura o con el campo «lecturas» del JSON):

  - «si_reduce» (por defecto): La fórmula de coordinación sustituye a la pensión solo si da una cuantía menor; si
    no, la pensión sigue igual.
  - «siempre»: Cumplidas las condiciones de 10.1, la pensión se sustituye siempre por la fórmula, aunque dé más.

  Razones de la lectura por defecto: La coordinación existe para compensar el Seguro Social: no tiene sentido que
  aumente la pensión del Sistema. Para las pensiones por servicio la fórmula nunca excede la pensión conforme a la
  Ley, de modo que las lecturas solo divergen en los demás casos.

  Favorece al pensionado la lectura «siempre»: Si la fórmula da más que la pensión, la coordinación la sube.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión conforme a la Ley de $12,000.00, menor que la suma de 10.2 ($14,010.00)
    # Suma de 10.2 (30 años, $30,000): 1 320 + 990 + 7 020 + 4 680 = 14 010 ≥ 12 000: no es necesario coordinar.
    # Con «siempre»: coordinada 14 010; garantía de 10.5: 12 000 − 9 600 = 2 400.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que su pensión conforme a la Ley es "$12,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-20
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-20 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura                 | coordinacion.estado | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | si_reduce (por defecto) | no_necesaria        | ninguno                      | ninguno             | $12,000.00                            | $12,000.00                       |
      | siempre                 | coordinada          | $2,400.00                    | formula             | $14,010.00                            | $14,010.00                       |
