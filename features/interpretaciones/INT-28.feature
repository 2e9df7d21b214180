# language: es
@interpretacion-INT-28 @clausula-10.4 @clausula-10.2 @clausula-10.5
Característica: INT-28 — ¿Cómo se coordina la pensión por incapacidad ocupacional una vez presentada la evidencia del beneficio del Seguro Social (10.4)?

  Registro de interpretaciones, entrada INT-28. Palabras en discusión:

  «evidencia de la cantidad que recibe en beneficios del Seguro Social Federal»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-28», con --lectura o con el campo «lecturas» del JSON):

  - «formula_10_2» (por defecto): Como las demás pensiones por incapacidad: con la suma de los productos de 10.2
    («por incapacidad», sin distinguir la ocupacional) y la garantía de 10.5; la evidencia de 10.4 sirve para
    aplicar esa garantía.
  - «resta_directa»: El Sistema paga la pensión menos el beneficio del Seguro Social evidenciado según 10.4, nunca
    menos de cero; la suma de 10.2 no se usa. Seguro Social y Sistema juntos pagan exactamente la pensión, lo que
    cumple 10.5.

  Razones de la lectura por defecto: 10.2 nombra las pensiones «por incapacidad» sin excluir la ocupacional y 10.4
  no da otra fórmula: solo pide la evidencia de la cantidad que se recibe del Seguro Social, que es la que necesita
  la garantía de 10.5. La resta directa explicaría por qué 10.4 se dirige solo a la incapacidad ocupacional, pero no
  está escrita.

  Favorece al pensionado la lectura «formula_10_2»: La garantía de 10.5 da al menos la resta directa, y la suma de
  10.2 puede dar más.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.4- Tan pronto un pensionado por incapacidad ocupacional cumpla los sesenticinco (65) años de edad, le proveerá a la Administración, evidencia de la cantidad que recibe en beneficios del Seguro Social Federal.

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1981-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "15 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "1996-07-01"
    Y que está pensionado por incapacidad ocupacional
    Y que su pensión conforme a la Ley es "$9,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión por incapacidad ocupacional de $9,000.00 (15 años de servicios); Seguro Social de $300.00 mensuales
    # 10.2: (a) 1 % × 6 600 × 15 = 990; (c) 1½ % × (30 000 − 6 600) × 15 = 5 265; suma 6 255.
    # Garantía de 10.5: 9 000 − 12 × 300 = 9 000 − 3 600 = 5 400 < 6 255: limita la suma, 6 255.
    # Con «resta_directa»: 9 000 − 3 600 = 5 400; Seguro Social y Sistema juntos: 3 600 + 5 400 = 9 000.
    Dado que recibe del Seguro Social "$300.00" mensuales
    Y se adopta la lectura "<lectura>" de INT-28
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la lectura de INT-28 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "coordinada"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "$5,400.00"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_con_seguro_social_anual" del resultado es "<coordinacion.total_con_seguro_social_anual>"
    Y la explicación cita la cláusula "10.4"

    Ejemplos:
      | lectura                    | coordinacion.formula_reducida_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_con_seguro_social_anual |
      | formula_10_2 (por defecto) | $6,255.00                           | formula             | $6,255.00                             | $9,855.00                                  |
      | resta_directa              | ninguno                             | resta_10_4          | $5,400.00                             | $9,000.00                                  |

  Escenario: Con «resta_directa» el Sistema nunca paga menos de cero
    # $1,000.00 mensuales = 12 000 anuales: 9 000 − 12 000 < 0, el Sistema paga 0.
    Dado que se adopta la lectura "resta_directa" de INT-28
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y limita "la resta de 10.4"
    Y la pensión coordinada es "$0.00" anuales

  Escenario: Con «resta_directa», sin la evidencia del Seguro Social la coordinación no puede completarse (10.4)
    Dado que se adopta la lectura "resta_directa" de INT-28
    Cuando se coordina su pensión el "2011-05-10"
    Entonces el resultado usa la lectura "resta_directa" de INT-28
    Y la coordinación resulta "incompleta"
    Y el motivo de la coordinación según "10.4" dice "falta la evidencia de la cantidad que recibe del Seguro Social federal"
    Y no se informa pensión coordinada

  Escenario: Con «resta_directa», la pensión por años de servicio se sigue coordinando con la suma de 10.2
    # La resta de 10.4 es solo para la incapacidad ocupacional. 10.2: (a) 1 % × 6 600 × 15 = 990;
    # (c) 1½ % × (30 000 − 6 600) × 15 = 1½ % × 23 400 × 15 = 5 265; suma 990 + 5 265 = 6 255.
    # Garantía de 10.5: 9 000 − 12 × 300 = 9 000 − 3 600 = 5 400 < 6 255: limita la suma, 6 255.
    Dado que está pensionado por años de servicio
    Y que recibe del Seguro Social "$300.00" mensuales
    Y se adopta la lectura "resta_directa" de INT-28
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y el producto "10.2.a" es "$990.00"
    Y el producto "10.2.c" es "$5,265.00"
    Y la garantía de 10.5 es "$5,400.00" anuales
    Y limita "la fórmula"
    Y la pensión coordinada es "$6,255.00" anuales

  Escenario: Con «resta_directa», la explicación para personas da la resta de 10.4
    # 9 000 − 12 × 300 = 5 400 (como en el primer esquema).
    Dado que recibe del Seguro Social "$300.00" mensuales
    Y se adopta la lectura "resta_directa" de INT-28
    Cuando se coordina su pensión el "2011-05-10"
    Entonces limita "la resta de 10.4"
    Y la explicación para personas dice "10.4 — Incapacidad ocupacional: el Sistema paga la pensión ($9,000.00) menos el beneficio del Seguro Social evidenciado ($3,600.00), nunca menos de $0"
