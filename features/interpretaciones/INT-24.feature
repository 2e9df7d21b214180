# language: es
@interpretacion-INT-24 @clausula-10.1
Característica: INT-24 — ¿Desde cuándo se coordina si las tres condiciones se cumplen en fechas distintas?

  Registro de interpretaciones, entrada INT-24. Palabras en discusión:

  «cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-24», con --lectura o con el campo «lecturas» del JSON):

  - «la_ultima» (por defecto): Se coordina desde la fecha en que se cumple la última de las tres condiciones.
  - «solo_a_los_65»: Solo se coordina si las tres condiciones se cumplían al cumplir los 65 años; si se cumplen
    después, no se coordina.

  Razones de la lectura por defecto: «Cuando» enumera condiciones concurrentes; ninguna palabra limita la
  coordinación al día del cumpleaños. En ambas lecturas la coordinación no tiene efecto antes de la fecha de retiro:
  antes no hay pensión que coordinar.

  Favorece al pensionado la lectura «solo_a_los_65»: Quien cumple las condiciones después de los 65 no se coordina.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

  Esquema del escenario: Las lecturas dan resultados distintos: Cumple 65 años el 2010-03-01 pero es plenamente asegurado desde el 2011-01-01
    # Pensión (EXT-01, 58 años, 30 de servicios) 15 000; suma de 10.2: 14 010; garantía 15 000 − 9 600 = 5 400.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que adquirió la condición de plenamente asegurado el "2011-01-01"
    Y se adopta la lectura "<lectura>" de INT-24
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2011-06-01"
    Entonces la lectura de INT-24 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.fecha_efecto" del resultado es "<coordinacion.fecha_efecto>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    # Sin coordinar, el Sistema paga la pensión conforme a la Ley: 15 000 (total_sistema_anual).
    Ejemplos:
      | lectura                 | coordinacion.estado | coordinacion.fecha_efecto | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | la_ultima (por defecto) | coordinada          | 2011-01-01                | $14,010.00                          | $5,400.00                    | formula             | $14,010.00                            | $14,010.00                       |
      | solo_a_los_65           | no_se_coordina      | ninguno                   | ninguno                             | ninguno                      | ninguno             | ninguno                               | $15,000.00                       |
