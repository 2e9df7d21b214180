# language: es
@articulo-18 @error-de-entrada
Característica: Cómo se escriben los datos de la solicitud, sus límites y el esquema JSON del protocolo

  Toda implementación del protocolo lee los mismos datos de la misma manera: un número es un texto decimal
  («30000.00», «$30,000.00») o un entero JSON, nunca un número JSON con decimales (no es exacto); una fecha es
  AAAA-MM-DD o está escrita en español («10 de mayo de 1960»); el servicio acreditable es un número de años o un
  objeto {"anos", "meses"}; sí/no es true/false o el texto «sí», «no». Cada dato tiene un límite (la tabla de
  docs/protocolo.md, `retiro.limites`): en el límite se acepta, un paso más allá se rechaza con un error que
  nombra el campo. El texto JSON también tiene los suyos: tamaño, anidamiento, cifras de un entero, y un campo no
  puede aparecer dos veces en el mismo objeto (¿cuál de los dos valdría?).

  El esquema JSON publicado de la solicitud (`solicitud.schema.json`) dice lo mismo: toda solicitud que la
  implementación acepta lo cumple (se comprueba en cada escenario de la especificación), y un dato mal escrito que
  la implementación rechaza, el esquema lo rechaza en el mismo campo. Lo que un esquema no puede expresar (fechas
  que no existen en el calendario, reglas entre campos) solo lo rechaza la implementación.

  Los hechos de estos escenarios son los de 18.1 y 18.6; la tabla actuarial es la de 18.6(d), y el servicio en el
  Cuerpo, el de 18.3:

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.
  >
  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  De 18.6, los apartados que se comprueban:

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
    Y la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |

  @clausula-18.6.a
  Esquema del escenario: Un número se escribe como texto decimal o como entero JSON, y vale lo mismo
    # 26 años con $30,000.00: 1½ % por 20 años ($9,000.00) más 2 % por 6 años ($3,600.00).
    Dado que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la pensión anual antes de la reducción es "<pension>"

    Ejemplos: La retribución promedio
      | campo                | valor                         | pension             |
      | retribucion_promedio | 30000                         | $12,600.00          |
      | retribucion_promedio | "30000"                       | $12,600.00          |
      | retribucion_promedio | " $ 30,000.00 "               | $12,600.00          |
      | retribucion_promedio | "0.50"                        | $0.21               |
      | retribucion_promedio | "0"                           | $0.00               |
      | retribucion_promedio | 999999999999                  | $419,999,999,999.58 |
      | retribucion_promedio | "999,999,999,999"             | $419,999,999,999.58 |
      | retribucion_promedio | "999999999999.9999999999"     | $420,000,000,000.00 |

    Ejemplos: El servicio acreditable, en años o en años y meses (meses: 0 a 11)
      | campo                | valor                         | pension             |
      | servicio_acreditable | 26                            | $12,600.00          |
      | servicio_acreditable | "25.5"                        | $12,300.00          |
      | servicio_acreditable | {"anos": 25, "meses": 6}      | $12,300.00          |
      | servicio_acreditable | {"anos": "25", "meses": "6"}  | $12,300.00          |
      | servicio_acreditable | {"anos": 26}                  | $12,600.00          |
      | servicio_acreditable | {"anos": "26"}                | $12,600.00          |
      | servicio_acreditable | {"anos": 25, "meses": 11}     | $12,550.00          |
      | servicio_acreditable | {"anos": "25", "meses": "11"} | $12,550.00          |

  @clausula-18.1
  Esquema del escenario: Una fecha se escribe AAAA-MM-DD o en español, con el nombre de cualquier mes
    # Nacido el 10 de mayo de 1956: cumple 56 años el 10 de mayo de 2012.
    Dado que el dato "fecha_retiro" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la edad al retiro es "<edad>" años

    Ejemplos:
      | fecha                     | edad |
      | 2012-05-09                | 55   |
      | 1 de enero de 2012        | 55   |
      | 29 de febrero de 2012     | 55   |
      | 31 de marzo de 2012       | 55   |
      | 30 de abril de 2012       | 55   |
      | 9 de mayo de 2012         | 55   |
      | 10 de Mayo de 2012        | 56   |
      | 30 de junio de 2012       | 56   |
      | 31 de julio de 2012       | 56   |
      | 31 de agosto de 2012      | 56   |
      | 30 de septiembre de 2012  | 56   |
      | 31 de octubre de 2012     | 56   |
      | 30 de noviembre de 2012   | 56   |
      | 31 de diciembre de 2012   | 56   |

  @clausula-18.1
  Escenario: Los espacios alrededor de una fecha no cuentan
    Dado que el dato "fecha_retiro" es "2012-05-09" con espacios al final hasta 40 caracteres
    Cuando se evalúa la solicitud
    Entonces la edad al retiro es "55" años

  @clausula-18.1
  Esquema del escenario: Sí o no se escribe true/false o con las palabras «sí» y «no»
    Dado que el dato "en_servicio_activo" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la elegibilidad para el retiro opcional es "<elegible>"

    Ejemplos:
      | valor   | elegible |
      | true    | sí       |
      | false   | no       |
      | "sí"    | sí       |
      | " Sí "  | sí       |
      | "si"    | sí       |
      | "TRUE"  | sí       |
      | "no"    | no       |
      | "false" | no       |

  @clausula-18.1
  Esquema del escenario: Un dato escrito como texto puede tener hasta 40 caracteres
    Dado que el dato "<campo>" es "<valor>" con espacios al final hasta 40 caracteres
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo                | valor      |
      | fecha_retiro         | 2012-05-10 |
      | retribucion_promedio | 30000.00   |
      | porcentaje_merito    | 75%        |
      | en_servicio_activo   | sí         |

  @clausula-18.1
  Esquema del escenario: Un dato escrito como texto de 41 caracteres se rechaza
    Dado que el dato "<campo>" es "<valor>" con espacios al final hasta 41 caracteres
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | campo                | valor      | mensaje                                                   |
      | fecha_retiro         | 2012-05-10 | es un texto de 41 caracteres; el máximo para este dato es 40 |
      | retribucion_promedio | 30000.00   | es un texto de 41 caracteres; el máximo para este dato es 40 |
      | porcentaje_merito    | 75%        | es un texto de 41 caracteres; el máximo para este dato es 40 |
      | en_servicio_activo   | sí         | debe ser verdadero o falso                                |

  @clausula-18.6.a
  Esquema del escenario: Un número tiene hasta 12 cifras enteras y 10 decimales; un entero JSON, hasta 999999999999
    Dado que el dato "retribucion_promedio" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error dice "<mensaje>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | valor                 | mensaje                                  |
      | "1000000000000"       | hasta 12 cifras enteras y 10 decimales   |
      | "1,000,000,000,000"   | hasta 12 cifras enteras y 10 decimales   |
      | "0.12345678901"       | hasta 12 cifras enteras y 10 decimales   |
      | 1000000000000         | pasa del máximo admitido (999999999999)  |
      | -1000000000000        | pasa del máximo admitido (999999999999)  |
      | -5                    | no puede ser negativo                    |
      | "-5"                  | no puede ser negativo                    |

  @clausula-18.1
  Esquema del escenario: Las fechas van del 1 de enero de 1800 al 31 de diciembre de 2199
    Dado que el dato "<campo>" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo                          | fecha                   |
      | fecha_nacimiento               | 1800-01-01              |
      | fecha_nacimiento               | 1 de enero de 1800      |
      | tabla_actuarial.fecha_adopcion | 2199-12-31              |
      | tabla_actuarial.fecha_adopcion | 31 de diciembre de 2199 |

  @clausula-18.1
  Esquema del escenario: Una fecha antes de 1800 o después de 2199 se rechaza
    Dado que el dato "<campo>" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "está fuera de las fechas admitidas (1800-01-01 a 2199-12-31)"

    Ejemplos:
      | campo                          | fecha                   |
      | fecha_nacimiento               | 1799-12-31              |
      | fecha_nacimiento               | 31 de diciembre de 1799 |
      | tabla_actuarial.fecha_adopcion | 2200-01-01              |
      | tabla_actuarial.fecha_adopcion | 1 de enero de 2200      |
