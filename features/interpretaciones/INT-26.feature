# language: es
@interpretacion-INT-26 @clausula-10.7 @clausula-18.4
Característica: INT-26 — ¿Se excluye de la coordinación a quien fue miembro de la Policía y pasó a otro puesto del Sistema (18.4)?

  Registro de interpretaciones, entrada INT-26. Palabras en discusión:

  «En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-26», con --lectura o con el campo «lecturas» del JSON):

  - «solo_miembros» (por defecto): No: 10.7 excluye a los miembros del Cuerpo de la Policía; quien pasó a otro
    puesto ya no lo es y su pensión se coordina si reúne 10.1.
  - «incluye_traslado»: Sí: quien pasó de la Policía a otro puesto del Sistema (18.4) también queda fuera de la
    coordinación.

  Razones de la lectura por defecto: Las dos reglas de interpretación apuntan a lados distintos. La de leer
  restrictivamente las exclusiones de 10.7 (como en INT-23) deja en la coordinación a quien ya no es miembro de la
  Policía: el texto nombra a los «miembros», no a quienes lo fueron. La de interpretar a favor del pensionado apunta
  a «incluye_traslado», y tiene apoyo: 18.4 le conserva la pensión del Cuerpo, y INT-18 le conserva la exención de
  18.5(a). Pero 18.4 trata de la retención del derecho a retirarse como policía, no de la coordinación, que 10.7
  decide por la pertenencia al Cuerpo; la tensión con INT-18 queda a la revisión jurídica. Se mantiene
  «solo_miembros» (revisada el 1 de diciembre de 2026). Favorece al pensionado «incluye_traslado»: quien pasó de la
  Policía a otro puesto no se coordina.

  Favorece al pensionado la lectura «incluye_traslado»: Quien pasó de la Policía a otro puesto no se coordina.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  Esquema del escenario: Las lecturas dan resultados distintos: Ex policía que pasó sin interrupción a otro puesto a los 51 años con 26 de servicios
    # Pensión (EXT-01, 58 años, 30 de servicios) 15 000; suma de 10.2: 14 010; garantía 15 000 − 9 600 = 5 400.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "1996-06-01"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y se adopta la lectura "<lectura>" de INT-26
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-26 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.fecha_efecto" del resultado es "<coordinacion.fecha_efecto>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    # Sin coordinar, el Sistema paga la pensión conforme a la Ley: 15 000 (total_sistema_anual).
    Ejemplos:
      | lectura                     | coordinacion.estado | coordinacion.fecha_efecto | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | solo_miembros (por defecto) | coordinada          | 2010-03-01                | $14,010.00                          | $5,400.00                    | formula             | $14,010.00                            | $14,010.00                       |
      | incluye_traslado            | no_se_coordina      | ninguno                   | ninguno                             | ninguno                      | ninguno             | ninguno                               | $15,000.00                       |

  Escenario: Con «incluye_traslado», el motivo de 10.7 dice que pasó del Cuerpo de la Policía a otro puesto
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "1996-06-01"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y se adopta la lectura "incluye_traslado" de INT-26
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.7" dice "pasó del Cuerpo de la Policía a otro puesto del Sistema (18.4)"
    Y la explicación cita la cláusula "10.7"
