# language: es
@interpretacion-INT-45 @clausula-10.1
Característica: INT-45 — ¿Cuándo cumple los 65 años de 10.1: el día del cumpleaños, como en el Artículo 18, o la víspera, como cuenta la edad la regla federal del Seguro Social?

  Registro de interpretaciones, entrada INT-45. Palabras en discusión:

  «cuando cumpla la edad de sesenticinco (65) años»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-45», con --lectura o con el campo «lecturas» del JSON):

  - «dia_del_cumpleanos» (por defecto): El día del cumpleaños (y el 29 de febrero, según INT-05), como en 18.1 a
    18.3.
  - «regla_federal»: La víspera del cumpleaños, como cuenta la edad la regla federal del Seguro Social (Social
    Security Ruling SSR 63-15, bajo 20 C.F.R. § 404.2(c)(4), ssa.gov: «she attained age 18 on November 30, 1962, the
    day before her 18th birthday»); la coordinación puede tener efecto un día antes.

  Razones de la lectura por defecto: La edad de 10.1 es una condición del Reglamento («cuando cumpla la edad»), con
  las mismas palabras que el Artículo 18; la ley federal rige solo la condición de «plenamente asegurado» y la
  elegibilidad para los beneficios primarios. Favorece al pensionado: la coordinación empieza un día después.

  Favorece al pensionado la lectura «dia_del_cumpleanos»: La coordinación empieza un día después.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

  Antecedentes:
    Dado un miembro nacido el "1947-06-30"
    Y que ingresó por primera vez al Sistema el "1978-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que se retiró el "2008-06-30"

  Esquema del escenario: Las lecturas dan resultados distintos: se coordina el 29 de junio de 2012, víspera del cumpleaños 65
    # Con la regla federal cumple 65 la víspera: se coordina desde el 2012-06-29 (suma de 10.2: 14 010).
    Dado que se adopta la lectura "<lectura>" de INT-45
    Cuando se coordina su pensión el "2012-06-29"
    Entonces la lectura de INT-45 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.fecha_efecto" del resultado es "<coordinacion.fecha_efecto>"

    Ejemplos:
      | lectura                          | coordinacion.estado | coordinacion.fecha_efecto |
      | dia_del_cumpleanos (por defecto) | no_se_coordina      | ninguno                   |
      | regla_federal                    | coordinada          | 2012-06-29                |

  Escenario: Si otra condición se cumple después del cumpleaños, las lecturas coinciden y la entrada no se consulta
    Dado que el dato "coordinacion.fecha_plenamente_asegurado" es "2012-08-01"
    Cuando se coordina su pensión el "2012-09-01"
    Entonces el resultado no depende de INT-45
    Y la coordinación resulta "coordinada"

  Esquema del escenario: Las lecturas dan resultados distintos: se coordina después del cumpleaños 65, y solo cambia desde cuándo
    # Reunidas las demás condiciones antes del 30 de junio de 2012, la coordinación tiene efecto desde el día en que
    # cumple 65: el cumpleaños, o la víspera con la regla federal.
    Dado que se adopta la lectura "<lectura>" de INT-45
    Cuando se coordina su pensión el "2012-07-02"
    Entonces la lectura de INT-45 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "coordinada"
    Y el dato "coordinacion.fecha_efecto" del resultado es "<coordinacion.fecha_efecto>"

    Ejemplos:
      | lectura                          | coordinacion.fecha_efecto |
      | dia_del_cumpleanos (por defecto) | 2012-06-30                |
      | regla_federal                    | 2012-06-29                |

  Escenario: Con la regla federal, la explicación para personas dice que los 65 años se cumplen la víspera
    Dado que se adopta la lectura "regla_federal" de INT-45
    Cuando se coordina su pensión el "2012-06-29"
    Entonces la coordinación resulta "coordinada"
    Y la explicación para personas dice "10.1 — ¿Qué día cumple los 65 años de 10.1? La víspera del cumpleaños, el 29 de junio de 2012"
    Y la explicación para personas dice "con 64 años a la fecha de coordinación (los 65 de 10.1 los cumple la víspera del cumpleaños, según la regla federal)"

  Escenario: Con la regla federal, quien se coordina después del cumpleaños ya tiene 65 años, y la explicación no añade la nota de la víspera
    Dado que se adopta la lectura "regla_federal" de INT-45
    Cuando se coordina su pensión el "2012-07-02"
    Entonces la coordinación resulta "coordinada"
    Y la explicación para personas dice "Sí, desde el 29 de junio de 2012: cumple las condiciones, con 65 años a la fecha de coordinación."
