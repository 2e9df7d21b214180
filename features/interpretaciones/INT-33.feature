# language: es
@interpretacion-INT-33 @clausula-10.1 @vigencia
Característica: INT-33 — ¿Se coordina después del 30 de junio de 2013 la pensión de quien se retiró dentro del período?

  Registro de interpretaciones, entrada INT-33. Palabras en discusión:

  «se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-33», con --lectura o con el campo «lecturas» del JSON):

  - «sigue_a_la_pension» (por defecto): Sí: la coordinación es parte de la pensión concedida dentro del período y se
    hace cuando se cumplen las condiciones de 10.1, aunque sea después del 30 de junio de 2013 (quien se retiró a
    los 55 en 2010 se coordina a los 65, en 2020).
  - «dentro_del_periodo»: No: una fecha de coordinación posterior al 30 de junio de 2013 queda fuera de vigencia
    (INT-31); la coordinación no se calcula.

  Razones de la lectura por defecto: 10.1 fija la coordinación como consecuencia de una pensión ya concedida («se le
  coordinará la pensión cuando cumpla…»): el régimen lo decide la pensión, no la fecha del cumpleaños. 10.6(b) a (d)
  confirman que los textos miden la coordinación por la fecha de la pensión o de la opción, no por la de la
  coordinación. Lo que la Ley 3-2013 dispuso para los ya pensionados está por verificar (VIG-03).

  Favorece al pensionado: ninguna lectura siempre. Depende: sin coordinación el Sistema no reduce la pensión, pero
  la lectura alternativa no da ninguna cuantía.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

  Antecedentes:
    Dado un miembro nacido el "1948-06-30"
    Y que ingresó por primera vez al Sistema el "1978-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que se retiró el "2008-06-30"

  Esquema del escenario: Las lecturas dan resultados distintos: se retiró en 2008 a los 60 años y se coordina el 1 de julio de 2013
    # Pensión (EXT-01, 60 años, 30 de servicios): 9 000 + 6 000 = 15 000. Suma de 10.2 para $30,000.00 y 30 años:
    # (a) 1 320 + (b) 990 + (c) 7 020 + (d) 4 680 = 14 010. Garantía: 15 000 − 9 600 = 5 400 < 14 010: paga 14 010.
    Dado que se adopta la lectura "<lectura>" de INT-33
    Cuando se coordina su pensión el "2013-07-01"
    Entonces la lectura de INT-33 de la que depende el resultado es "<lectura>"
    Y el dato "pension.estado" del resultado es "calculada"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura                          | coordinacion.estado | coordinacion.pension_coordinada_anual |
      | sigue_a_la_pension (por defecto) | coordinada          | $14,010.00                            |
      | dentro_del_periodo               | fuera_de_vigencia   | ninguno                               |

  Esquema del escenario: Con «dentro_del_periodo», la coordinación del 30 de junio de 2013 se calcula; la del 1 de julio, no
    # Cumple 65 años el 2013-06-30, el último día del período.
    Dado que se adopta la lectura "dentro_del_periodo" de INT-33
    Cuando se coordina su pensión el "<fecha>"
    Entonces la coordinación resulta "<resultado>"
    Y la lectura de INT-33 de la que depende el resultado es "<INT-33>"

    Ejemplos:
      | fecha      | resultado         | INT-33             |
      | 2013-06-30 | coordinada        | ninguna            |
      | 2013-07-01 | fuera de vigencia | dentro_del_periodo |

  @interpretacion-INT-09
  Escenario: Con la coordinación fuera del período, la lectura de INT-09 que le habría hecho elegible sigue en contra del pensionado
    # Se retiró dentro del período (2008), a los 60 años con 30 de servicios, pero ya no estaba en servicio activo:
    # con la lectura por defecto de INT-09 no puede optar por el retiro; con «no_exigido», 18.1 y 18.2 se cumplen y
    # la pensión es de 15 000 al año (EXT-01). Con «dentro_del_periodo», la coordinación del 1 de julio de 2013 queda
    # fuera de vigencia y no se calcula, pero el Artículo 18 sí se aplica: la pensión que daría la otra lectura de
    # INT-09 está dentro del período, es un derecho, y `retiro calcular --json` la lista entre las lecturas que
    # fueron en contra del pensionado. Solo se omiten las cifras que se calcularían fuera del período (con
    # «calcular_igual» de INT-31).
    Dado que no está en servicio activo
    Y se adopta la lectura "dentro_del_periodo" de INT-33
    Cuando se coordina su pensión el "2013-07-01"
    Entonces no es elegible para el retiro opcional
    Y la coordinación resulta "fuera de vigencia"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.id" es "INT-09"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.alternativa" es "no_exigido"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.efecto" es "elegible"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.anual" es "$15,000.00"
