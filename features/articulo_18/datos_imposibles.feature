# language: es
@articulo-18 @error-de-entrada
Característica: Datos imposibles o que faltan: la solicitud se rechaza con un error claro que nombra el dato

  Una calculadora no debe adivinar: si un hecho falta, no se entiende o es imposible (retirarse
  antes de nacer, tener más servicios que el tiempo transcurrido desde el ingreso), la solicitud
  se rechaza con un mensaje en español que nombra el campo. La línea de órdenes `retiro` termina
  entonces con el código 2. Cada escenario lleva la etiqueta de la cláusula cuyo hecho está mal;
  estas son, citadas literalmente:

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.
  >
  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.
  >
  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.
  >
  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  De 18.5 y de 18.6, los apartados que se comprueban:

  > (c) las pensiones por mérito;
  >
  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.
  >
  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  Antecedentes:
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1981-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el dato "fecha_retiro" es "2012-05-10"

  @clausula-18.1
  Escenario: Una solicitud con estos hechos es válida (referencia para los demás escenarios)
    Cuando se evalúa la solicitud
    Entonces es elegible para el retiro opcional

  @clausula-18.1
  Esquema del escenario: Retirarse antes de nacer o antes de ingresar al Sistema es imposible
    Dado que el dato "<campo>" es "<valor>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | campo        | valor      | mensaje                                                  |
      | fecha_retiro | 1955-12-31 | es anterior a la fecha de nacimiento (1956-05-10)        |
      | fecha_retiro | 1981-02-28 | es anterior a la fecha de ingreso al Sistema (1981-03-01) |

  @clausula-18.2
  Escenario: Ingresar al Sistema antes de nacer es imposible
    Dado que el dato "fecha_ingreso" es "1955-01-01"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "fecha_ingreso"
    Y el mensaje de error dice "es anterior a la fecha de nacimiento"

  @clausula-18.1
  Esquema del escenario: Fechas mal escritas o que no existen en el calendario
    Dado que el dato "<campo>" es "<valor>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | campo            | valor                 | mensaje                                   |
      | fecha_nacimiento | 10/05/1960            | debe ser una fecha AAAA-MM-DD             |
      | fecha_nacimiento | el año sesenta        | debe ser una fecha AAAA-MM-DD             |
      | fecha_retiro     | 2023-02-30            | no es una fecha que exista en el calendario |
      | fecha_retiro     | 30 de febrero de 2023 | no es una fecha que exista en el calendario |
      | fecha_ingreso    | 1985-13-01            | no es una fecha que exista en el calendario |

  @clausula-18.1
  Esquema del escenario: El servicio acreditable no puede ser negativo, ni texto, ni mayor que la edad al retiro
    # Del 10 de mayo de 1956 al 10 de mayo de 2012 hay 56 años: nadie tiene más servicio que edad. Un servicio
    # mayor que el tiempo desde el ingreso al Sistema (31 años, 2 meses y 9 días) no es un error de dato sino
    # una cuestión de derecho: véase INT-34.
    Dado que tiene acreditados "<servicio>" de servicios
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | servicio           | campo                      | mensaje                                                    |
      | -3 años            | servicio_acreditable       | no puede ser negativo                                      |
      | veinticinco años   | servicio_acreditable       | debe ser un número de años                                 |
      | 24 años y 12 meses | servicio_acreditable.meses | debe ser menor que 12                                      |
      | 56 años y 1 mes    | servicio_acreditable       | es mayor que la edad al retiro (56 años, 0 meses y 0 días) |

  @clausula-18.6.a
  Esquema del escenario: La retribución promedio no puede ser negativa ni texto
    Dado que su retribución promedio es "<retribucion>" anuales
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | retribucion         | mensaje                          |
      | -$30,000.00         | no puede ser negativo            |
      | treinta mil dólares | debe ser una cantidad de dinero  |
      | 30.000,00           | debe ser una cantidad de dinero  |

  @clausula-18.3
  Escenario: Un cuerpo desconocido se rechaza y el mensaje dice cuáles se admiten
    Dado que el dato "cuerpo" es "Guardia Nacional"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "cuerpo"
    Y el mensaje de error dice "valor desconocido; se admite: ninguno, policia, bomberos"

  @clausula-18.1
  Esquema del escenario: Un dato obligatorio que falta se nombra
    Dado que el dato "<campo>" falta
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "falta este dato, que es obligatorio"

    Ejemplos:
      | campo                |
      | fecha_nacimiento     |
      | fecha_ingreso        |
      | fecha_retiro         |
      | servicio_acreditable |
      | retribucion_promedio |
      | en_servicio_activo   |

  @clausula-18.1
  Esquema del escenario: Un dato que no se entiende o un campo mal escrito se nombran
    Dado que el dato "<campo>" es "<valor>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | campo              | valor      | mensaje                                 |
      | en_servicio_activo | quizás     | debe ser verdadero o falso              |
      | fecha_de_retiro    | 2012-05-10 | campo desconocido (¿está bien escrito?) |

  @clausula-18.5.c
  Escenario: Un tipo de pensión desconocido se rechaza
    Dado que el dato "tipo_pension" es "jubilación"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "tipo_pension"
    Y el mensaje de error dice "valor desconocido; se admite: opcional, alto_riesgo, merito"

  @clausula-18.4
  Esquema del escenario: El paso a otro puesto debe ser posible: entre el ingreso y el retiro, con menos servicio que al retiro
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "<fecha_traslado>"
    Y que al pasar a otro puesto tenía acreditados "<servicio_al_pasar>" de servicios
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | fecha_traslado | servicio_al_pasar | campo                          | mensaje                                                 |
      | 1980-01-01     | 0 años            | traslado.fecha                 | debe estar entre la fecha de ingreso y la de retiro     |
      | 2006-03-01     | 27 años           | traslado.servicio_acreditable  | no puede ser mayor que el servicio acreditable al retiro |

  @clausula-18.4
  Escenario: Quien pasó a otro puesto ya no es miembro del Cuerpo
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2006-03-01"
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Y que es miembro del Cuerpo de la Policía
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "traslado"
    Y el mensaje de error dice "ya no es miembro del Cuerpo"

  @clausula-18.2
  Escenario: Una lectura que no está en el registro de interpretaciones se rechaza
    Dado que se adopta la lectura "amplia" de INT-01
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "lecturas.INT-01"
    Y el mensaje de error dice "lectura desconocida; se admite: estricta, inclusiva"

  @clausula-18.6.d
  Esquema del escenario: Los factores de la tabla actuarial deben ser mayores que 0 y no mayores que 1
    Dada la tabla actuarial "con un error" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor   |
      | 56   | <factor> |
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "tabla_actuarial.factores.56"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | factor  | mensaje                                          |
      | 1.20    | el factor debe ser mayor que 0 y no mayor que 1  |
      | 0       | el factor debe ser mayor que 0 y no mayor que 1  |
      | -0.5    | el factor debe ser mayor que 0 y no mayor que 1  |
      | ochenta | debe ser un factor entre 0 y 1                   |

  @clausula-18.6.d
  Esquema del escenario: La clave de un factor es una edad en años («56») o en años y meses («56-06», meses de 00 a 11; INT-30)
    Dada la tabla actuarial "con un error" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad    | factor |
      | <clave> | 0.85   |
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "tabla_actuarial.factores.<clave>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | clave     | mensaje                                                                         |
      | 56-12     | los meses de la clave van de 00 a 11                                            |
      | 56-6      | la clave debe ser una edad en años cumplidos («56») o en años y meses («56-06») |
      | cincuenta | la clave debe ser una edad en años cumplidos («55») o en años y meses («55-06») |
