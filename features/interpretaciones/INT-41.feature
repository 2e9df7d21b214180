# language: es
@interpretacion-INT-41 @clausula-10.5 @clausula-10.4
Característica: INT-41 — ¿Qué beneficio del Seguro Social cuenta en la garantía de 10.5: el que el pensionado recibe o aquel al que tiene derecho?

  Registro de interpretaciones, entrada INT-41. Palabras en discusión:

  «los pagos combinados del Seguro Social y del Sistema por concepto de pensión»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-41», con --lectura o con el campo «lecturas» del JSON):

  - «recibido» (por defecto): El que recibe (coordinacion.beneficio_seguro_social): un beneficio de 0 deja la
    garantía en la pensión completa.
  - «con_derecho»: Aquel al que tiene derecho (coordinacion.beneficio_seguro_social_con_derecho, si se da), aunque
    reciba menos (por ejemplo, porque lo difirió); si no se da, el que recibe.

  Razones de la lectura por defecto: 10.5 compara «pagos combinados»: lo que se paga, no lo que podría pagarse; 10.4
  pide la evidencia de «la cantidad que recibe». Favorece al pensionado: un beneficio recibido menor sube el piso de
  la garantía.

  Favorece al pensionado la lectura «recibido»: Un beneficio recibido menor sube el piso de la garantía.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  > 10.4- Tan pronto un pensionado por incapacidad ocupacional cumpla los sesenticinco (65) años de edad, le proveerá a la Administración, evidencia de la cantidad que recibe en beneficios del Seguro Social Federal.

  Antecedentes:
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que se retiró el "2003-03-01"

  Esquema del escenario: Las lecturas dan resultados distintos: no recibe nada del Seguro Social (lo difirió), aunque tiene derecho a $800.00 mensuales
    # Pensión (EXT-01) 15 000; suma de 10.2: 14 010. «recibido»: garantía 15 000 − 0 = 15 000 > 14 010 → 15 000.
    # «con_derecho»: 15 000 − 9 600 = 5 400 < 14 010 → 14 010.
    Dado que recibe del Seguro Social "$0.00" mensuales
    Y que tiene derecho del Seguro Social a "$800.00" mensuales
    Y se adopta la lectura "<lectura>" de INT-41
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-41 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura                | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual |
      | recibido (por defecto) | $15,000.00                   | garantia_10_5       | $15,000.00                            |
      | con_derecho            | $5,400.00                    | formula             | $14,010.00                            |

  Escenario: Si recibe lo que le corresponde, la entrada no cambia el resultado y no se consulta
    Dado que recibe del Seguro Social "$800.00" mensuales
    Y que tiene derecho del Seguro Social a "$800.00" mensuales
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado no depende de INT-41
    Y la pensión coordinada es "$14,010.00" anuales

  Escenario: Con «con_derecho», la explicación dice qué beneficio cuenta en la garantía de 10.5
    # El que tiene derecho: 800 × 12 = 9 600 al año (recibe 0). Garantía: 15 000 − 9 600 = 5 400 < 14 010.
    Dado que recibe del Seguro Social "$0.00" mensuales
    Y que tiene derecho del Seguro Social a "$800.00" mensuales
    Y se adopta la lectura "con_derecho" de INT-41
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el beneficio del Seguro Social es "$9,600.00" anuales
    Y la explicación para personas dice "10.5 — ¿Qué beneficio del Seguro Social cuenta en la garantía? El beneficio al que tiene derecho: $9,600.00 al año"
