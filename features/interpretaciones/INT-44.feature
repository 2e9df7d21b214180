# language: es
@interpretacion-INT-44 @clausula-10.7
Característica: INT-44 — ¿La exclusión de 10.7 de los Alcaldes y de los empleados del Servicio de Extensión Agrícola atiende al puesto al retirarse o a haberlo ocupado alguna vez?

  Registro de interpretaciones, entrada INT-44. Palabras en discusión:

  «de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-44», con --lectura o con el campo «lecturas» del JSON):

  - «puesto_al_retiro» (por defecto): Al puesto al retirarse (puesto): quien fue Alcalde y se retiró en otro puesto
    se coordina.
  - «alguna_vez»: A haberlo ocupado alguna vez (en el último puesto o en uno anterior): quien fue Alcalde en algún
    momento no se coordina.

  Razones de la lectura por defecto: 10.7 nombra «las pensiones … de los Alcaldes» y de «los empleados» en presente,
  como nombra a «los miembros» de la Policía (INT-26): la pensión es la del cargo que se deja al retirarse. Las dos
  reglas de interpretación apuntan a lados distintos: la de leer restrictivamente las exclusiones favorece
  «puesto_al_retiro»; la de interpretar a favor del pensionado, «alguna_vez» (quien no se coordina no ve reducida su
  pensión). La segunda resuelve la duda de un texto; aquí el presente («de los Alcaldes») no la deja, y extender la
  exclusión a quien ocupó el puesto alguna vez, por poco tiempo, no tiene apoyo en los textos. Se mantiene
  «puesto_al_retiro» (revisada el 1 de diciembre de 2026). Favorece al pensionado «alguna_vez».

  Favorece al pensionado la lectura «alguna_vez»: Quien fue Alcalde o empleado de Extensión Agrícola no se coordina.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que se retiró el "2006-05-10"

  Esquema del escenario: Las lecturas dan resultados distintos: fue Alcalde y se retiró en otro puesto
    # Suma de 10.2 para $30,000.00 y 30 años: 14 010; garantía 15 000 − 9 600 = 5 400 < 14 010.
    Dado que antes fue "Alcalde"
    Y se adopta la lectura "<lectura>" de INT-44
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la lectura de INT-44 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"

    Ejemplos:
      | lectura                        | coordinacion.estado |
      | puesto_al_retiro (por defecto) | coordinada          |
      | alguna_vez                     | no_se_coordina      |

  Escenario: Con «alguna_vez» el motivo nombra el puesto anterior
    Dado que antes fue "Servicio de Extensión Agrícola"
    Y se adopta la lectura "alguna_vez" de INT-44
    Cuando se coordina su pensión el "2011-05-10"
    Entonces el motivo de la coordinación según "10.7" dice "fue empleado del Servicio de Extensión Agrícola de la Universidad de Puerto Rico antes de su último puesto [INT-44]"

  Escenario: Quien se retira de Alcalde no se coordina con ninguna lectura
    Dado que su puesto es "Alcalde"
    Y que antes fue "Alcalde"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y el resultado no depende de INT-44
