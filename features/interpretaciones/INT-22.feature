# language: es
@interpretacion-INT-22 @clausula-10.5 @clausula-10.6.a
Característica: INT-22 — ¿Con qué pensión se compara la suma del Seguro Social y del Sistema en 10.5?

  Registro de interpretaciones, entrada INT-22. Palabras en discusión:

  «la pensión que le hubiere correspondido al pensionado conforme a la Ley»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-22», con --lectura o con el campo «lecturas» del JSON):

  - «pension_sin_coordinar» (por defecto): Con la pensión conforme a la Ley que se pagaba antes de coordinar (con su
    reducción actuarial, si la tenía), sin los aumentos por ley, que se suman aparte (10.6(a)).
  - «con_aumentos»: Con la pensión antes de coordinar más los aumentos por ley, comparada con los pagos combinados
    que también incluyen esos aumentos: Seguro Social + pensión coordinada + aumentos ≥ pensión + aumentos. Los
    aumentos quedan a los dos lados y la garantía es la misma que con la lectura por defecto (coordinada ≥ pensión −
    Seguro Social).
  - «aumentos_cuentan_como_pago»: Con la pensión antes de coordinar, sin aumentos, comparada con los pagos
    combinados que sí los incluyen: Seguro Social + pensión coordinada + aumentos ≥ pensión. Los aumentos ayudan a
    cumplir la garantía y el piso baja: coordinada ≥ pensión − Seguro Social − aumentos.

  Razones de la lectura por defecto: 10.6(a) deja los aumentos fuera del cómputo de la coordinación: no pueden
  entrar en la garantía de un solo lado. Con la lectura por defecto quedan fuera de los dos; con «con_aumentos»,
  dentro de los dos, y el resultado es el mismo. La lectura «aumentos_cuentan_como_pago» los usa para cumplir la
  garantía, que es darles efecto en la coordinación contra lo que dice 10.6(a), y perjudica al pensionado. (Antes de
  la revisión de 2026-11-30, «con_aumentos» sumaba los aumentos a la pensión de referencia y luego otra vez al pago:
  la coordinación subía la pensión por encima de la no coordinada. Se corrigió.)

  Favorece al pensionado la lectura «pension_sin_coordinar»: La lectura por defecto y «con_aumentos» dan lo mismo;
  «aumentos_cuentan_como_pago» baja el piso de la garantía.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

  Esquema del escenario: Las lecturas dan resultados distintos: aumentos por ley de $3,000.00 anuales; Seguro Social de $50.00 mensuales
    # Pensión (EXT-01, 58 años, 30 de servicios) 15 000; suma de 10.2: 14 010; Seguro Social 600 al año.
    # «pension_sin_coordinar» y «con_aumentos» (los aumentos fuera de la garantía, o a los dos lados):
    #   garantía 15 000 − 600 = 14 400 > 14 010; el Sistema paga 14 400 + 3 000 = 17 400 (sin coordinar: 18 000).
    # «aumentos_cuentan_como_pago»: 15 000 − 600 − 3 000 = 11 400 < 14 010; paga 14 010 + 3 000 = 17 010.
    # Ninguna lectura paga más que la pensión sin coordinar (15 000 + 3 000).
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$50.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$3,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-22
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-22 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura                             | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | pension_sin_coordinar (por defecto) | $14,400.00                   | garantia_10_5       | $14,400.00                            | $17,400.00                       |
      | con_aumentos                        | $14,400.00                   | garantia_10_5       | $14,400.00                            | $17,400.00                       |
      | aumentos_cuentan_como_pago          | $11,400.00                   | formula             | $14,010.00                            | $17,010.00                       |

  Escenario: Sin aumentos por ley la entrada no cambia el resultado y no se consulta
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$50.00" mensuales
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado no depende de INT-22
    Y la pensión coordinada es "$14,400.00" anuales
