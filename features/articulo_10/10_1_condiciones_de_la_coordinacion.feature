# language: es
@articulo-10
Característica: 10.1 — Cuándo se coordina la pensión con el Seguro Social federal

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones, OCR-09 a OCR-13):

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

  Cuatro requisitos concurrentes: estar acogido al Plan Coordinado, haber cumplido 65 años (la edad se
  cumple el día del cumpleaños), ser plenamente asegurado bajo la Ley de Seguridad Social Federal y ser
  elegible para sus beneficios primarios. Si falta uno, la pensión no se coordina y el resultado dice
  cuál falta. Si las condiciones se cumplen en fechas distintas, la coordinación tiene efecto desde la
  última (INT-24), nunca antes del retiro. Las exclusiones de 10.6 y 10.7 se aplican antes.

  En todos los escenarios la pensión conforme a la Ley es de $15,000.00 anuales (dada como hecho) y la
  suma de los productos de 10.2 para 30 años y $30,000.00 es $14,010.00:
  1 % × 6 600 × 20 = 1 320; 1½ % × 6 600 × 10 = 990; 1½ % × (30 000 − 6 600) × 20 = 7 020;
  2 % × (30 000 − 6 600) × 10 = 4 680.

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que está pensionado por años de servicio
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales

  @clausula-10.1
  Esquema del escenario: La edad de 65 años se cumple el día del cumpleaños, no antes
    Dado que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Cuando se coordina su pensión el "<fecha>"
    Entonces la coordinación resulta "<resultado>"

    Ejemplos:
      | fecha      | resultado      |
      | 2011-05-09 | no se coordina |
      | 2011-05-10 | coordinada     |
      | 2011-05-11 | coordinada     |

  @clausula-10.1
  Escenario: Un día antes de cumplir 65 años el resultado dice cuándo los cumple
    Dado que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Cuando se coordina su pensión el "2011-05-09"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.1" dice "tiene 64 años a la fecha de coordinación; cumple 65 el 10 de mayo de 2011"
    Y no se informa pensión coordinada

  @clausula-10.1
  Escenario: Reunidas las condiciones al cumplir 65 años, la pensión se coordina desde ese día
    # 10.2: 1 320 + 990 + 7 020 + 4 680 = 14 010; 14 010 ÷ 12 = 1 167.50
    Dado que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la coordinación no da motivos
    Y la coordinación tiene efecto desde el "2011-05-10"
    Y la pensión coordinada es "$14,010.00" anuales
    Y la pensión coordinada es "$1,167.50" mensuales
    Y la explicación cita la cláusula "10.1"

  @clausula-10.1
  Esquema del escenario: Basta que falte una condición para que la pensión no se coordine
    Dado que <plan> acogido al Plan Coordinado
    Y que <asegurado> plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que <elegible> elegible para los beneficios primarios de dicha ley
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "<resultado>"
    Y el motivo de la coordinación según "10.1" dice "<motivo>"

    Ejemplos:
      | plan    | asegurado | elegible | resultado      | motivo                                                                                   |
      | no está | es        | es       | no se coordina | no está acogido al Plan Coordinado                                                       |
      | está    | no es     | es       | no se coordina | no ha adquirido la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal |
      | está    | es        | no es    | no se coordina | no es elegible para los beneficios primarios de la Ley de Seguridad Social Federal        |

  @clausula-10.1 @interpretacion-INT-24
  Esquema del escenario: Si las condiciones se cumplen en fechas distintas, se coordina desde la última
    Dado que está acogido al Plan Coordinado
    Y que adquirió la condición de plenamente asegurado el "<asegurado_desde>"
    Y que es elegible para los beneficios primarios desde el "<elegible_desde>"
    Cuando se coordina su pensión el "2012-06-01"
    Entonces la coordinación resulta "coordinada"
    Y la coordinación tiene efecto desde el "<efecto>"

    Ejemplos:
      | asegurado_desde | elegible_desde | efecto     |
      | 2000-01-01      | 2011-05-10     | 2011-05-10 |
      | 2012-01-04      | 2011-09-01     | 2012-01-04 |
      | 2011-09-01      | 2012-02-01     | 2012-02-01 |

  @clausula-10.1 @interpretacion-INT-24
  Escenario: Con la otra lectura de INT-24, quien se asegura después de cumplir 65 años no se coordina
    Dado que está acogido al Plan Coordinado
    Y que adquirió la condición de plenamente asegurado el "2012-01-04"
    Y que es elegible para los beneficios primarios de dicha ley
    Y se adopta la lectura "solo_a_los_65" de INT-24
    Cuando se coordina su pensión el "2012-06-01"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.1" dice "después de cumplir 65 años [INT-24]"
    Y el resultado usa la lectura "solo_a_los_65" de INT-24

  @clausula-10.1 @interpretacion-INT-24
  Escenario: Quien se retira después de cumplir 65 años se coordina desde el retiro, no antes
    Dado que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que se retiró el "2013-05-10"
    Cuando se coordina su pensión el "2013-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la coordinación tiene efecto desde el "2013-05-10"

  @clausula-10.1 @interpretacion-INT-24
  Escenario: Quien reúne las condiciones el mismo día en que cumple 65 años se coordina con cualquier lectura de INT-24
    # INT-24 solo decide cuando una condición se cumple después de los 65 años; aquí todas se cumplen ese día. Y
    # como ninguna se cumple después del cumpleaños, tampoco importa si los 65 se cumplen la víspera (INT-45).
    Dado que está acogido al Plan Coordinado
    Y que adquirió la condición de plenamente asegurado el "2011-05-10"
    Y que es elegible para los beneficios primarios desde el "2011-05-10"
    Y se adopta la lectura "solo_a_los_65" de INT-24
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la coordinación tiene efecto desde el "2011-05-10"
    Y el resultado no depende de INT-24
    Y el resultado no depende de INT-45

  @clausula-10.1
  Esquema del escenario: La coordinación que surte efecto antes de concederse la pensión o antes de la fecha de coordinación se advierte
    # Cumple 65 años el 10 de mayo de 2011 y se retiró antes: la coordinación tiene efecto desde el cumpleaños. Si la
    # pensión se concedió después, o la fecha de coordinación es posterior, la coordinación es retroactiva: los textos
    # no dicen cómo se ajusta lo ya pagado, y el resultado lo advierte (sin cambiar la fecha de efecto de 10.1). La
    # pensión concedida el mismo día del cumpleaños no es anterior: no hay nada que advertir.
    Dado que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que el dato "coordinacion.fecha_concesion" es "<concesion>"
    Cuando se coordina su pensión el "<coordinacion>"
    Entonces la coordinación resulta "coordinada"
    Y la coordinación tiene efecto desde el "2011-05-10"
    Y el resultado <advierte> "es retroactiva"

    Ejemplos:
      | concesion  | coordinacion | advierte     |
      | 2006-05-10 | 2011-05-10   | no advierte  |
      | 2011-05-10 | 2011-05-10   | no advierte  |
      | 2011-06-01 | 2011-06-01   | advierte     |
      | 2006-05-10 | 2011-06-01   | advierte     |
