# language: es
@interpretacion-INT-42 @clausula-10.5 @clausula-10.1
Característica: INT-42 — ¿La garantía de 10.5 se fija una vez, con el beneficio del Seguro Social al coordinar, o se recalcula con cada aumento del Seguro Social?

  Registro de interpretaciones, entrada INT-42. Palabras en discusión:

  «En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-42», con --lectura o con el campo «lecturas» del JSON):

  - «una_vez» (por defecto): Una vez: el piso de 10.5 se calcula con el beneficio del Seguro Social en la fecha de
    la coordinación (coordinacion.beneficio_seguro_social) y no cambia con los aumentos posteriores.
  - «en_cada_aumento»: Con cada aumento: el piso se calcula con el beneficio actual
    (coordinacion.beneficio_seguro_social_actual, si se da), de modo que los aumentos del Seguro Social bajan lo que
    paga el Sistema, sin bajar de la fórmula.

  Razones de la lectura por defecto: 10.1 hace de la coordinación un acto que ocurre «cuando» se cumplen sus
  condiciones, y 10.4 pide la evidencia «tan pronto» el pensionado cumple 65 años: una sola vez. «En ningún caso»
  garantiza un mínimo en todo momento, y pagar con el piso fijado al coordinar lo cumple siempre. Favorece al
  pensionado: los aumentos del Seguro Social no le quitan pensión del Sistema.

  Favorece al pensionado la lectura «una_vez»: Los aumentos del Seguro Social no bajan lo que paga el Sistema.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

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

  Esquema del escenario: Las lecturas dan resultados distintos: recibía $50.00 mensuales al coordinar y $300.00 tras los aumentos del Seguro Social
    # Pensión (EXT-01) 15 000; suma de 10.2: 14 010. «una_vez»: 15 000 − 600 = 14 400 > 14 010 → 14 400.
    # «en_cada_aumento»: 15 000 − 3 600 = 11 400 < 14 010 → 14 010.
    Dado que recibe del Seguro Social "$50.00" mensuales
    Y que tras los aumentos del Seguro Social recibe "$300.00" mensuales
    Y se adopta la lectura "<lectura>" de INT-42
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-42 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura               | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual |
      | una_vez (por defecto) | $14,400.00                   | garantia_10_5       | $14,400.00                            |
      | en_cada_aumento       | $11,400.00                   | formula             | $14,010.00                            |
