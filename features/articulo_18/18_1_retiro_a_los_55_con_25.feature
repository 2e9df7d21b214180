# language: es
@articulo-18
Característica: 18.1 — Retiro opcional a los 55 años con 25 años de servicios acreditables

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  Tres requisitos concurrentes: estar en servicio activo, haber cumplido 55 años (la edad se cumple
  el día del cumpleaños) y haber completado 25 años de servicios acreditables (el servicio se compara
  exacto, con sus meses: INT-06).

  Antecedentes:
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que su retribución promedio es "$30,000.00" anuales

  @clausula-18.1
  Esquema del escenario: La edad de 55 años se cumple el día del cumpleaños, no antes
    Dado que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y la edad al retiro es "<edad>" años

    Ejemplos:
      | fecha_retiro | edad | elegible |
      | 2011-05-09   | 54   | no       |
      | 2011-05-10   | 55   | sí       |
      | 2011-05-11   | 55   | sí       |

  @clausula-18.1
  Esquema del escenario: La explicación da la edad al retiro con las fechas escritas como en los textos
    Dado que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "55" años
    Y la explicación dice "nació el 10 de mayo de 1956 y se retira el <en_palabras>; cumple 55 años el 10 de mayo de 2011"

    Ejemplos:
      | fecha_retiro | en_palabras              |
      | 2011-05-10   | 10 de mayo de 2011       |
      | 2011-06-10   | 10 de junio de 2011      |
      | 2011-07-10   | 10 de julio de 2011      |
      | 2011-08-10   | 10 de agosto de 2011     |
      | 2011-09-10   | 10 de septiembre de 2011 |
      | 2011-10-10   | 10 de octubre de 2011    |
      | 2011-11-10   | 10 de noviembre de 2011  |
      | 2011-12-10   | 10 de diciembre de 2011  |
      | 2012-01-10   | 10 de enero de 2012      |
      | 2012-02-10   | 10 de febrero de 2012    |
      | 2012-03-10   | 10 de marzo de 2012      |
      | 2012-04-10   | 10 de abril de 2012      |

  @clausula-18.1 @interpretacion-INT-06
  Esquema del escenario: Hacen falta 25 años completos de servicios: 24 años y 11 meses no bastan
    Dado que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2012-01-15"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y las cláusulas que le permiten optar por el retiro son "<clausulas>"

    Ejemplos:
      | servicio             | elegible | clausulas |
      | 24 años y 11 meses   | no       | ninguna   |
      | 25 años              | sí       | 18.1      |
      | 25 años y 1 mes      | sí       | 18.1      |

  @clausula-18.1 @interpretacion-INT-09
  Esquema del escenario: Solo los miembros en servicio activo pueden optar por 18.1
    Dado que <activo> en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "2012-01-15"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"

    Ejemplos:
      | activo   | elegible |
      | está     | sí       |
      | no está  | no       |

  @clausula-18.1
  Escenario: Quien no reúne los requisitos recibe el motivo, requisito por requisito
    Dado que no está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Cuando se retira el "2010-01-15"
    Entonces no es elegible para el retiro opcional
    Y el motivo según "18.1" dice "no está en servicio activo"
    Y el motivo según "18.1" dice "tiene 53 años; se exigen 55"
    Y el motivo según "18.1" dice "se exigen 25"

  @clausula-18.1 @interpretacion-INT-06
  Esquema del escenario: El motivo dice el servicio que falta en años y meses, como lo diría un abogado
    # 24 años y 11 meses = 299 meses; 24 años y 1 mes = 289 meses; 24 años = 288 meses: ninguno llega a los 300 de 25 años.
    # Menos de un año se dice en meses («8 meses», «1 mes»), sin «0 años».
    Dado que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "2012-01-15"
    Entonces no es elegible para el retiro opcional
    Y el motivo según "18.1" dice "tiene <servicio> de servicios; se exigen 25"

    Ejemplos:
      | servicio           |
      | 24 años y 11 meses |
      | 24 años y 1 mes    |
      | 24 años            |
      | 1 año y 1 mes      |
      | 8 meses            |
      | 1 mes              |
