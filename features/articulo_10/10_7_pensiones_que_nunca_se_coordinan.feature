# language: es
@articulo-10
Característica: 10.7 — Pensiones que en ningún caso se coordinan

  Texto de la cláusula:

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  Cuatro grupos, cada uno excluido por sí solo, aunque reúna las condiciones de 10.1.
  El texto nombra al Cuerpo de la Policía y no al Cuerpo de Bomberos, que el Artículo 18 trata junto a
  la Policía: se sigue el texto y los bomberos del Plan Coordinado se coordinan (INT-23).
  «Después del 1 de abril de 1990» excluye ese día (INT-01, la misma lectura que en el Artículo 18).
  Quien pasó de la Policía a otro puesto del Sistema ya no es miembro del Cuerpo (INT-26).

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  @clausula-10.7
  Escenario: Las pensiones de los miembros del Cuerpo de la Policía no se coordinan
    Dado que su cuerpo es "Policía"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.7" dice "miembro del Cuerpo de la Policía"
    Y no se informa pensión coordinada

  @clausula-10.7
  Escenario: Las pensiones de los Alcaldes no se coordinan
    Dado que su puesto es "Alcalde"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.7" dice "Alcalde"
    Y no se informa pensión coordinada

  @clausula-10.7
  Escenario: Las pensiones de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico no se coordinan
    Dado que su puesto es "Servicio de Extensión Agrícola"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.7" dice "empleado del Servicio de Extensión Agrícola de la Universidad de Puerto Rico"
    Y no se informa pensión coordinada

  @clausula-10.7 @interpretacion-INT-01
  Esquema del escenario: Las pensiones de los participantes que ingresaron por primera vez al Sistema después del 1 de abril de 1990 no se coordinan
    # Un miembro que ingresó en 1990 y se retira a los 65 años con 20 de servicios.
    Dado un miembro nacido el "1941-05-10"
    Y que ingresó por primera vez al Sistema el "<ingreso>"
    Y que tiene acreditados "20 años" de servicios
    Y que se retiró el "2006-05-10"
    Cuando se coordina su pensión el "2006-05-10"
    Entonces la coordinación resulta "<resultado>"
    Y la explicación cita la cláusula "<cita>"

    Ejemplos:
      | ingreso    | resultado      | cita |
      | 1990-03-31 | coordinada     | 10.2 |
      | 1990-04-01 | coordinada     | 10.2 |
      | 1990-04-02 | no se coordina | 10.7 |

  @clausula-10.7
  Escenario: El resultado dice por qué no se coordina la pensión del nuevo participante
    Dado un miembro nacido el "1941-05-10"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que tiene acreditados "20 años" de servicios
    Y que se retiró el "2006-05-10"
    Cuando se coordina su pensión el "2006-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.7" dice "ingresó por primera vez al Sistema después del 1 de abril de 1990"

  @clausula-10.7 @interpretacion-INT-01
  Escenario: Con la lectura inclusiva de INT-01, quien ingresó el 1 de abril de 1990 tampoco se coordina
    Dado un miembro nacido el "1941-05-10"
    Y que ingresó por primera vez al Sistema el "1990-04-01"
    Y que tiene acreditados "20 años" de servicios
    Y que se retiró el "2006-05-10"
    Y se adopta la lectura "inclusiva" de INT-01
    Cuando se coordina su pensión el "2006-05-10"
    Entonces la coordinación resulta "no se coordina"

  @clausula-10.7 @interpretacion-INT-23
  Escenario: El Cuerpo de Bomberos no está nombrado en 10.7: sus pensiones se coordinan
    # 10.2: 1 320 + 990 + 7 020 + 4 680 = 14 010; garantía 15 000 − 12 000 = 3 000
    Dado que su cuerpo es "Bomberos"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$14,010.00" anuales
    Y la explicación cita la cláusula "10.7"
    Y el resultado usa la lectura "texto" de INT-23

  @clausula-10.7 @interpretacion-INT-23
  Escenario: Con la otra lectura de INT-23, los bomberos quedan excluidos como la Policía
    Dado que su cuerpo es "Bomberos"
    Y se adopta la lectura "incluye_bomberos" de INT-23
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.7" dice "Cuerpo de Bomberos"

  @clausula-10.7 @interpretacion-INT-26
  Esquema del escenario: Quien pasó de la Policía a otro puesto del Sistema ya no es miembro del Cuerpo: su pensión se coordina
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "1996-01-15"
    Y que al pasar a otro puesto tenía acreditados "24 años" de servicios
    Y se adopta la lectura "<lectura>" de INT-26
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "<resultado>"

    Ejemplos:
      | lectura          | resultado      |
      | solo_miembros    | coordinada     |
      | incluye_traslado | no se coordina |
