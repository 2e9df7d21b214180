# language: es
@interpretacion-INT-22 @clausula-10.5 @clausula-10.6.a
Característica: INT-22 — ¿Con qué pensión se compara la suma del Seguro Social y del Sistema en 10.5?

  Registro de interpretaciones, entrada INT-22 (estado: propuesta). Palabras en discusión:

  «la pensión que le hubiere correspondido al pensionado conforme a la Ley»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-22», con --lectura o con el campo «lecturas» del JSON):

  - «pension_sin_coordinar» (por defecto): Con la pensión conforme a la Ley que se pagaba antes de coordinar (con su
    reducción actuarial, si la tenía), sin los aumentos por ley, que se suman aparte (10.6(a)).
  - «con_aumentos»: Con la pensión antes de coordinar más los aumentos por ley.

  Razones de la lectura por defecto: 10.6(a) deja los aumentos fuera del cómputo de la coordinación; incluirlos
  en la garantía los contaría dos veces.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

  Escenario: Por defecto rige la lectura «pension_sin_coordinar»: Aumentos por ley de $3,000.00 anuales; Seguro Social de $100.00 mensuales
    # Pensión (EXT-01, 58 años, 30 de servicios) 15 000; suma de 10.2: 14 010; Seguro Social 1 200 al año.
    # Garantía: 15 000 − 1 200 = 13 800 < 14 010; el Sistema paga 14 010 + 3 000 = 17 010.
    # Con «con_aumentos»: 18 000 − 1 200 = 16 800 > 14 010; paga 16 800 + 3 000 = 19 800.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$100.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$3,000.00" anuales
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "pension_sin_coordinar" de INT-22
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "$13,800.00"
    Y el dato "coordinacion.limita" del resultado es "formula"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "$14,010.00"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "$17,010.00"

  Esquema del escenario: Las lecturas dan resultados distintos: Aumentos por ley de $3,000.00 anuales; Seguro Social de $100.00 mensuales
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$100.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$3,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-22
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "<lectura>" de INT-22
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura               | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | pension_sin_coordinar | $13,800.00                   | formula             | $14,010.00                            | $17,010.00                       |
      | con_aumentos          | $16,800.00                   | garantia_10_5       | $16,800.00                            | $19,800.00                       |
