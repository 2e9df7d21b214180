# language: es
@articulo-18 @error-de-entrada
Característica: Cómo se escriben los datos de la solicitud, sus límites y el esquema JSON del protocolo

  Toda implementación del protocolo lee los mismos datos de la misma manera: un número es un texto decimal
  («30000.00», «$30,000.00») o un entero JSON, nunca un número JSON con decimales (no es exacto); una fecha es
  AAAA-MM-DD o está escrita en español («10 de mayo de 1960»); el servicio acreditable es un número de años o un
  objeto {"anos", "meses"}; sí/no es true/false o el texto «sí», «no». Cada dato tiene un límite (la tabla de
  docs/protocolo.md, `retiro.comun.limites`): en el límite se acepta, un paso más allá se rechaza con un error que
  nombra el campo. El texto JSON también tiene los suyos: tamaño, anidamiento, cifras de un entero, y un campo no
  puede aparecer dos veces en el mismo objeto (¿cuál de los dos valdría?).

  El esquema JSON publicado de la solicitud (`solicitud.schema.json`) dice lo mismo: toda solicitud que la
  implementación acepta lo cumple (se comprueba en cada escenario de la especificación), y un dato mal escrito que
  la implementación rechaza, el esquema lo rechaza en el mismo campo. Lo que un esquema no puede expresar (fechas
  que no existen en el calendario, reglas entre campos) solo lo rechaza la implementación.

  Los hechos de estos escenarios son los de 18.1 y 18.6; la tabla actuarial es la de 18.6(d), y el servicio en el
  Cuerpo, el de 18.3; el paso a otro puesto, el de 18.4:

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.
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

  @clausula-18.6.a
  Esquema del escenario: Un número se escribe como texto decimal o como entero JSON, y vale lo mismo
    # 26 años con $30,000.00: 1½ % por 20 años ($9,000.00) más 2 % por 6 años ($3,600.00).
    Dado que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la pensión anual antes de la reducción es "<pension>"

    Ejemplos: La retribución promedio
      | campo                | valor                     | pension             |
      | retribucion_promedio | 30000                     | $12,600.00          |
      | retribucion_promedio | "30000"                   | $12,600.00          |
      | retribucion_promedio | " $ 30,000.00 "           | $12,600.00          |
      | retribucion_promedio | "0.50"                    | $0.21               |
      | retribucion_promedio | "0"                       | $0.00               |
      | retribucion_promedio | 0                         | $0.00               |
      | retribucion_promedio | 999999999999              | $419,999,999,999.58 |
      | retribucion_promedio | "999,999,999,999"         | $419,999,999,999.58 |
      | retribucion_promedio | "999999999999.9999999999" | $420,000,000,000.00 |

    Ejemplos: El servicio acreditable, en años o en años y meses (meses: 0 a 11)
      | campo                | valor                         | pension    |
      | servicio_acreditable | 26                            | $12,600.00 |
      | servicio_acreditable | "25.5"                        | $12,300.00 |
      | servicio_acreditable | {"anos": 25, "meses": 6}      | $12,300.00 |
      | servicio_acreditable | {"anos": "25", "meses": "6"}  | $12,300.00 |
      | servicio_acreditable | {"anos": 26}                  | $12,600.00 |
      | servicio_acreditable | {"anos": "26"}                | $12,600.00 |
      | servicio_acreditable | {"anos": 25, "meses": 0}      | $12,000.00 |
      | servicio_acreditable | {"anos": 25, "meses": 11}     | $12,550.00 |
      | servicio_acreditable | {"anos": "25", "meses": "11"} | $12,550.00 |

  @clausula-18.1
  Esquema del escenario: Una fecha se escribe AAAA-MM-DD o en español, con el nombre de cualquier mes
    # Nacido el 10 de mayo de 1956: cumple 56 años el 10 de mayo de 2012.
    Dado que el dato "fecha_retiro" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la edad al retiro es "<edad>" años

    Ejemplos:
      | fecha                    | edad |
      | 2012-05-09               | 55   |
      | 1 de enero de 2012       | 55   |
      | 29 de febrero de 2012    | 55   |
      | 31 de marzo de 2012      | 55   |
      | 30 de abril de 2012      | 55   |
      | 9 de mayo de 2012        | 55   |
      | 10 de Mayo de 2012       | 56   |
      | 30 de junio de 2012      | 56   |
      | 31 de julio de 2012      | 56   |
      | 31 de agosto de 2012     | 56   |
      | 30 de septiembre de 2012 | 56   |
      | 31 de octubre de 2012    | 56   |
      | 30 de noviembre de 2012  | 56   |
      | 31 de diciembre de 2012  | 56   |

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
      | campo                | valor      | mensaje                                                      |
      | fecha_retiro         | 2012-05-10 | es un texto de 41 caracteres; el máximo para este dato es 40 |
      | retribucion_promedio | 30000.00   | es un texto de 41 caracteres; el máximo para este dato es 40 |
      | porcentaje_merito    | 75%        | es un texto de 41 caracteres; el máximo para este dato es 40 |
      | en_servicio_activo   | sí         | debe ser verdadero o falso                                   |

  @clausula-18.6.a
  Esquema del escenario: Un número tiene hasta 12 cifras enteras y 10 decimales; un entero JSON, hasta 999999999999
    Dado que el dato "retribucion_promedio" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error dice "<mensaje>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | valor               | mensaje                                 |
      | "1000000000000"     | hasta 12 cifras enteras y 10 decimales  |
      | "1,000,000,000,000" | hasta 12 cifras enteras y 10 decimales  |
      | "0.12345678901"     | hasta 12 cifras enteras y 10 decimales  |
      | 1000000000000       | pasa del máximo admitido (999999999999) |
      | -1000000000000      | pasa del máximo admitido (999999999999) |
      | -5                  | no puede ser negativo                   |
      | "-5"                | no puede ser negativo                   |

  @clausula-18.1
  Esquema del escenario: Las fechas van del 1 de enero de 1800 al 31 de diciembre de 2199
    Dado que el dato "<campo>" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo            | fecha              |
      | fecha_nacimiento | 1800-01-01         |
      | fecha_nacimiento | 1 de enero de 1800 |

  @clausula-18.1
  Esquema del escenario: Una fecha antes de 1800 o después de 2199 se rechaza
    Dado que el dato "<campo>" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "está fuera de las fechas admitidas (1800-01-01 a 2199-12-31)"

    Ejemplos:
      | campo            | fecha                   |
      | fecha_nacimiento | 1799-12-31              |
      | fecha_nacimiento | 31 de diciembre de 1799 |

  @clausula-18.1
  Esquema del escenario: Un dato del tipo equivocado se rechaza nombrando el campo, y el esquema también lo rechaza
    Dado que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo_del_error>"
    Y el mensaje de error dice "<mensaje>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos: Fechas, números, sí/no y textos
      | campo                | valor                  | campo_del_error      | mensaje                                                  |
      | fecha_nacimiento     | 19560510               | fecha_nacimiento     | debe ser una fecha AAAA-MM-DD                            |
      | fecha_nacimiento     | 1956.5                 | fecha_nacimiento     | no se admiten números de coma flotante                   |
      | fecha_nacimiento     | null                   | fecha_nacimiento     | falta este dato, que es obligatorio                      |
      | retribucion_promedio | true                   | retribucion_promedio | debe ser una cantidad de dinero                          |
      | retribucion_promedio | 30000.5                | retribucion_promedio | no se admiten números de coma flotante                   |
      | retribucion_promedio | {"monto": 30000}       | retribucion_promedio | debe ser una cantidad de dinero                          |
      | retribucion_promedio | "treinta mil"          | retribucion_promedio | debe ser una cantidad de dinero                          |
      | en_servicio_activo   | 1                      | en_servicio_activo   | debe ser verdadero o falso                               |
      | en_servicio_activo   | "quizás"               | en_servicio_activo   | debe ser verdadero o falso                               |
      | cuerpo               | null                   | cuerpo               | no puede ser null                                        |
      | cuerpo               | "Guardia Nacional"     | cuerpo               | valor desconocido; se admite: ninguno, policia, bomberos |
      | puesto               | 1                      | puesto               | valor desconocido                                        |
      | porcentaje_merito    | "setenta"              | porcentaje_merito    | debe ser un por ciento entre 0 y 100                     |
      | porcentaje_merito    | 75.5                   | porcentaje_merito    | no se admiten números de coma flotante                   |
      | porcentaje_merito    | true                   | porcentaje_merito    | debe ser un por ciento entre 0 y 100                     |
      | porcentaje_merito    | 101                    | porcentaje_merito    | debe estar entre 0 y 100 por ciento                      |
      | porcentaje_merito    | -1                     | porcentaje_merito    | debe estar entre 0 y 100 por ciento                      |
      | version_protocolo    | 1                      | version_protocolo    | debe ser un texto como "1.                               |
      | version_protocolo    | "2.0"                  | version_protocolo    | versión no admitida                                      |
      | version_protocolo    | "1.0.0.0.0"            | version_protocolo    | debe ser un texto como "1.                               |
      | puestos_anteriores   | "alcalde"              | puestos_anteriores   | debe ser una lista                                       |
      | puestos_anteriores   | ["alcalde", "alcalde"] | puestos_anteriores.1 | está repetido                                            |
      | traslado             | "policia"              | traslado             | debe ser un objeto JSON                                  |

    Ejemplos: El servicio acreditable
      | campo                | valor                     | campo_del_error            | mensaje                                |
      | servicio_acreditable | {"anos": 25, "dias": 3}   | servicio_acreditable.dias  | campo desconocido                      |
      | servicio_acreditable | {"anos": -1}              | servicio_acreditable.anos  | no puede ser negativo                  |
      | servicio_acreditable | {"anos": "-1"}            | servicio_acreditable.anos  | no puede ser negativo                  |
      | servicio_acreditable | {"anos": 25, "meses": 12} | servicio_acreditable.meses | debe ser menor que 12                  |
      | servicio_acreditable | {"anos": 25, "meses": -1} | servicio_acreditable.meses | no puede ser negativo                  |
      | servicio_acreditable | [26]                      | servicio_acreditable       | debe ser un número de años             |
      | servicio_acreditable | 26.5                      | servicio_acreditable       | no se admiten números de coma flotante |

    Ejemplos: Las lecturas del registro de interpretaciones
      | campo    | valor                  | campo_del_error | mensaje                                             |
      | lecturas | "INT-01"               | lecturas        | debe ser un objeto                                  |
      | lecturas | {"INT-99": "estricta"} | lecturas.INT-99 | no es una entrada del registro de interpretaciones  |
      | lecturas | {"INT-01": 1}          | lecturas.INT-01 | lectura desconocida; se admite: estricta, inclusiva |

  @clausula-18.1
  Esquema del escenario: Lo que el esquema JSON no puede expresar solo lo rechaza la implementación
    Dado que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo_del_error>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | campo                | valor                         | campo_del_error            | mensaje                                     |
      | servicio_acreditable | {"anos": "25", "meses": "12"} | servicio_acreditable.meses | debe ser menor que 12                       |
      | servicio_acreditable | {"anos": "25", "meses": "13"} | servicio_acreditable.meses | debe ser menor que 12                       |
      | fecha_retiro         | "2012-02-30"                  | fecha_retiro               | no es una fecha que exista en el calendario |
      | fecha_retiro         | " 2012-02-30 "                | fecha_retiro               | no es una fecha que exista en el calendario |
      | fecha_retiro         | "10 de mayu de 2012"          | fecha_retiro               | debe ser una fecha AAAA-MM-DD               |

  @clausula-18.1
  Esquema del escenario: Con varios datos mal escritos, el error nombra uno de ellos (la referencia, el primero en orden alfabético)
    Dado que el dato "<campo>" es el valor JSON <valor>
    Y que el dato "<otro>" es el valor JSON <otro_valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por uno de los campos "<campos>"
    Y la calculadora de referencia nombra el campo "<nombrado>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | campo                | valor                          | otro              | otro_valor | campos                                           | nombrado                |
      | zz_dato              | "1"                            | aa_dato           | "1"        | zz_dato, aa_dato                                 | aa_dato                 |
      | servicio_acreditable | {"anos": 25, "zz": 1, "bb": 2} | porcentaje_merito | "75%"      | servicio_acreditable.zz, servicio_acreditable.bb | servicio_acreditable.bb |

  @clausula-18.1
  Esquema del escenario: Un puesto anterior desconocido se nombra por la lista o por su posición en ella
    Dado que el dato "puestos_anteriores" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por uno de los campos "puestos_anteriores, puestos_anteriores.0"
    Y la calculadora de referencia nombra el campo "puestos_anteriores.0"
    Y el mensaje de error dice "valor desconocido; se admite: alcalde, servicio_extension_agricola"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | valor          |
      | ["gobernador"] |
      | ["otro"]       |

  @clausula-18.1
  Esquema del escenario: Un dato que no es obligatorio puede ser null, que vale lo mismo que no darlo
    Dado que el dato "<campo>" es el valor JSON null
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo                 |
      | porcentaje_merito     |
      | traslado              |
      | coordinacion          |
      | lecturas              |
      | puestos_anteriores    |
      | servicio_en_el_cuerpo |

  @clausula-18.1
  Esquema del escenario: Omitir un dato que tiene valor por defecto es darle el valor que publica el esquema
    # El esquema JSON publicado da el valor por defecto («default») de cada dato que no es obligatorio y lo tiene:
    # quien lo omite y quien lo da con ese valor reciben la misma respuesta (salvo el eco de lo que enviaron).
    # tests/test_esquemas.py comprueba que esta tabla nombra todos los datos con valor por defecto del esquema,
    # salvo las lecturas del registro, de las que basta una muestra.
    Dado que el dato "fecha_nacimiento" es "1946-05-10"
    Y que el dato "fecha_retiro" es "2012-05-10"
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que el dato "coordinacion.fecha_coordinacion" es "2012-06-01"
    Cuando se evalúa la solicitud sin el dato "<campo>" y con el valor por defecto que publica el esquema
    Entonces las dos respuestas son la misma, salvo el eco de la solicitud

    Ejemplos:
      | campo                     |
      | version_protocolo         |
      | cuerpo                    |
      | puesto                    |
      | tipo_pension              |
      | coordinacion.tipo_pension |
      | lecturas.INT-07           |
      | lecturas.INT-30           |
      | lecturas.INT-45           |

  @clausula-18.1
  Esquema del escenario: Otras formas admitidas de los datos
    Dado que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo              | valor                                      |
      | version_protocolo  | "1.0"                                      |
      | version_protocolo  | "1.2.3.4"                                  |
      | porcentaje_merito  | "0"                                        |
      | porcentaje_merito  | "100"                                      |
      | porcentaje_merito  | "75 %"                                     |
      | porcentaje_merito  | 75                                         |
      | porcentaje_merito  | 0                                          |
      | porcentaje_merito  | 100                                        |
      | porcentaje_merito  | "0.5"                                      |
      | puestos_anteriores | []                                         |
      | puestos_anteriores | ["alcalde"]                                |
      | lecturas           | {}                                         |
      | lecturas           | {"INT-01": "inclusiva"}                    |

  @clausula-18.6.d
  Escenario: Una tabla actuarial tiene hasta 1500 factores (de 0 a 124 años, mes a mes)
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que la tabla actuarial tiene 1500 factores "0.80", uno por mes de edad desde los 0 años
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

  @clausula-18.6.d
  Escenario: Una tabla actuarial de 1501 factores se rechaza
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que la tabla actuarial tiene 1501 factores "0.80", uno por mes de edad desde los 0 años
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "tabla_actuarial.factores"
    Y el mensaje de error dice "tiene 1501 entradas; el máximo es 1500"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

  @clausula-18.6.d
  Esquema del escenario: El nombre y la fuente de la tabla actuarial tienen hasta 1000 caracteres
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "tabla_actuarial.<campo>" es "<texto>" con espacios al final hasta 1000 caracteres
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo  | texto       |
      | nombre | ilustrativa |
      | fuente | ejemplo     |

  @clausula-18.6.d
  Esquema del escenario: Un nombre o una fuente de 1001 caracteres se rechaza
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "tabla_actuarial.<campo>" es "<texto>" con espacios al final hasta 1001 caracteres
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "tabla_actuarial.<campo>"
    Y el mensaje de error dice "tiene 1001 caracteres; el máximo es 1000"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | campo  | texto       |
      | nombre | ilustrativa |
      | fuente | ejemplo     |

  @clausula-18.3
  Esquema del escenario: El servicio en el Cuerpo no puede pasar del servicio acreditable (en años y meses, los años que faltan son 0)
    Dado que el dato "servicio_acreditable" es el valor JSON <servicio>
    Y que el dato "servicio_en_el_cuerpo" es "<en_el_cuerpo>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "servicio_en_el_cuerpo"
    Y el mensaje de error dice "no puede ser mayor que el servicio acreditable"

    Ejemplos:
      | servicio       | en_el_cuerpo |
      | {"meses": 6}   | 1            |
      | {"meses": "6"} | 1            |
      | {"anos": 1}    | 1.01         |

  @clausula-18.1
  Esquema del escenario: Un campo no puede aparecer dos veces en el mismo objeto JSON
    JSON lo admite (se queda con el último valor); el protocolo no, porque no se sabe cuál de los dos quiso decir
    quien escribió la solicitud. Aquí los dos valores son iguales, y aun así se rechaza.
    Dado que el dato "servicio_acreditable" es el valor JSON {"anos": 26, "meses": 0}
    Y se adopta la lectura "inclusiva" de INT-01
    Cuando se envía la solicitud con el campo "<campo>" escrito dos veces
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "el campo aparece dos veces en el mismo objeto JSON"

    Ejemplos:
      | campo                     |
      | fecha_retiro              |
      | servicio_acreditable.anos |
      | lecturas.INT-01           |

  @clausula-18.1
  Esquema del escenario: El texto JSON anida hasta 16 niveles de objetos y listas
    # La solicitud misma es el primer nivel: 15 listas dentro de ella son 16 niveles; 16 listas, 17.
    Dado que el dato "lecturas" es <n> <que> JSON, <cual> dentro de otr<o>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | n  | que     | cual | o | campo      | mensaje                                            |
      | 15 | listas  | una  | a | lecturas   | debe ser un objeto                                 |
      | 16 | listas  | una  | a | solicitud  | anida más de 16 niveles de objetos o listas        |
      | 15 | objetos | uno  | o | lecturas.a | no es una entrada del registro de interpretaciones |
      | 16 | objetos | uno  | o | solicitud  | anida más de 16 niveles de objetos o listas        |

  @clausula-18.1
  Esquema del escenario: Los niveles que cuentan son los abiertos a la vez: una lista u objeto ya cerrado no suma
    Dado que el dato "puestos_anteriores" es el valor JSON ["alcalde"]
    Y que el dato "lecturas" es <n> <que> JSON, <cual> dentro de otr<o>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"

    Ejemplos:
      | n  | que     | cual | o | campo      |
      | 15 | listas  | una  | a | lecturas   |
      | 16 | listas  | una  | a | solicitud  |
      | 15 | objetos | uno  | o | lecturas.a |
      | 16 | objetos | uno  | o | solicitud  |

  @clausula-18.1
  Escenario: El texto JSON de una solicitud tiene hasta 1 MiB (1048576 bytes)
    Cuando se envía la solicitud rellenada con espacios hasta 1048576 bytes
    Entonces la solicitud se acepta

  @clausula-18.1
  Escenario: Un texto JSON de 1048577 bytes se rechaza entero
    Cuando se envía la solicitud rellenada con espacios hasta 1048577 bytes
    Entonces la solicitud se rechaza por el campo "solicitud"
    Y el mensaje de error dice "1048576"

  @clausula-18.6.a
  Esquema del escenario: Un entero JSON de más de 30 cifras no se convierte en número: se rechaza diciendo cuántas tiene
    Dado que el dato "en_servicio_activo" es el valor JSON <activo>
    Y que el dato "retribucion_promedio" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error dice "<mensaje>"
    Y el error repite el valor recibido "<eco>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | activo | valor                                    | mensaje                                 | eco                            |
      | true   | 1234567890123456789012345678901          | es un número de 31 cifras               | un entero de 31 cifras         |
      | true   | -1234567890123456789012345678901         | es un número de 31 cifras               | un entero de 31 cifras         |
      | true   | 123456789012345678901234567890           | pasa del máximo admitido (999999999999) | 123456789012345678901234567890 |
      | true   | 1234567890123456789012345678901234567890 | es un número de 40 cifras               | un entero de 40 cifras         |

  @clausula-18.6.a
  Esquema del escenario: Un número JSON con decimales se rechaza, y el error lo repite tal como se escribió (hasta 60 caracteres)
    Dado que el dato "retribucion_promedio" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error dice "no se admiten números de coma flotante"
    Y el error repite el valor recibido "<eco>"

    Ejemplos:
      | valor                                                         | eco                                                           |
      | 30000.5                                                       | 30000.5                                                       |
      | 3e4                                                           | 3e4                                                           |
      | 1.0000000000000000000000000000000000000000000000000000000000  | 1.0000000000000000000000000000000000000000000000000000000000  |
      | 1.00000000000000000000000000000000000000000000000000000000000 | 1.0000000000000000000000000000000000000000000000000000000000… |

  @clausula-18.1
  Esquema del escenario: El error repite el valor recibido hasta 200 caracteres
    Dado que el dato "fecha_nacimiento" es "10 de mayo de 1956" con espacios al final hasta <largo> caracteres
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "fecha_nacimiento"
    Y el mensaje de error dice "es un texto de <largo> caracteres; el máximo para este dato es 40"
    Y el error repite el valor recibido <eco>

    Ejemplos:
      | largo | eco                        |
      | 200   | entero                     |
      | 201   | recortado a 200 caracteres |

  @clausula-18.1
  Esquema del escenario: Las fechas pueden coincidir: nacer, ingresar y retirarse el mismo día no es imposible
    Dado que el dato "fecha_nacimiento" es "<nacimiento>"
    Y que el dato "fecha_ingreso" es "<ingreso>"
    Y que el dato "fecha_retiro" es "<retiro>"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | nacimiento | ingreso    | retiro     | servicio |
      | 1956-05-10 | 1956-05-10 | 2012-05-10 | 26 años  |
      | 1956-05-10 | 1981-03-01 | 1981-03-01 | 0 años   |
      | 1981-03-01 | 1981-03-01 | 1981-03-01 | 0 años   |

  @clausula-18.1
  Esquema del escenario: El servicio acreditable llega hasta los días vividos al retiro (contando los dos extremos) divididos entre 365
    # Del 10 de mayo de 1956 al 25 de abril de 2012, contando los dos días, hay 20440 días: 56 años de 365 días.
    # Hasta el 7 de julio de 2012 hay 20513 días: 56.2 años de 365 días. Un día menos, y el servicio no cabe.
    Dado que tiene acreditados "<servicio>" de servicios
    Y que el dato "fecha_retiro" es "<retiro>"
    Cuando se evalúa la solicitud
    Entonces <resultado>

    Ejemplos:
      | servicio  | retiro     | resultado                                                   |
      | 56 años   | 2012-04-25 | la solicitud se acepta                                      |
      | 56 años   | 2012-04-24 | la solicitud se rechaza por el campo "servicio_acreditable" |
      | 56,2 años | 2012-07-07 | la solicitud se acepta                                      |
      | 56,2 años | 2012-07-06 | la solicitud se rechaza por el campo "servicio_acreditable" |

  @clausula-18.4
  Esquema del escenario: El paso a otro puesto puede ocurrir el día del ingreso o el del retiro, con todo el servicio
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "<fecha>"
    Y que al pasar a otro puesto tenía acreditados "<servicio>" de servicios
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | fecha      | servicio |
      | 1981-03-01 | 0 años   |
      | 2012-05-10 | 26 años  |

  @clausula-18.4
  Esquema del escenario: Un dato obligatorio de un objeto que falta, o un null donde no cabe, se nombra; el esquema también
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2006-03-01"
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Y que el dato "coordinacion" es el valor JSON {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}, "beneficio_seguro_social_con_derecho": {"monto": "1000.00", "periodo": "mensual"}, "beneficio_seguro_social_actual": {"monto": "1000.00", "periodo": "mensual"}}
    Y que el dato "<campo>" es el valor JSON null
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "<mensaje>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | campo                                                  | mensaje                             |
      | traslado.cuerpo                                        | falta este dato, que es obligatorio |
      | traslado.fecha                                         | falta este dato, que es obligatorio |
      | traslado.sin_interrupcion                              | falta este dato, que es obligatorio |
      | traslado.servicio_acreditable                          | falta este dato, que es obligatorio |
      | coordinacion.fecha_coordinacion                        | falta este dato, que es obligatorio |
      | coordinacion.plan_coordinado                           | falta este dato, que es obligatorio |
      | coordinacion.plenamente_asegurado                      | falta este dato, que es obligatorio |
      | coordinacion.elegible_beneficios_primarios             | falta este dato, que es obligatorio |
      | coordinacion.beneficio_seguro_social.monto             | falta este dato, que es obligatorio |
      | coordinacion.beneficio_seguro_social.periodo           | falta este dato, que es obligatorio |
      | coordinacion.beneficio_seguro_social_con_derecho.monto | falta este dato, que es obligatorio |
      | coordinacion.beneficio_seguro_social_actual.periodo    | falta este dato, que es obligatorio |
      | version_protocolo                                      | no puede ser null                   |
      | puesto                                                 | no puede ser null                   |
      | tipo_pension                                           | no puede ser null                   |
      | coordinacion.tipo_pension                              | no puede ser null                   |
      | reingreso_despues_de_1999                              | no puede ser null                   |
      | opto_por_transferencia                                 | no puede ser null                   |

  @clausula-18.4
  Esquema del escenario: Las fechas de la coordinación pueden coincidir con el retiro, con el ingreso o entre sí
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2006-03-01"
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y que el dato "coordinacion" es el valor JSON {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}}
    Y que el dato "<campo>" es "<fecha>"
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo                                            | fecha      |
      | coordinacion.fecha_coordinacion                  | 2012-05-10 |
      | coordinacion.fecha_plenamente_asegurado          | 2012-05-10 |
      | coordinacion.fecha_elegible_beneficios_primarios | 2012-05-10 |
      | coordinacion.fecha_concesion                     | 2012-05-10 |
      | coordinacion.fecha_concesion                     | 1981-03-01 |
      | coordinacion.fecha_separacion                    | 1981-03-01 |
      | coordinacion.fecha_opcion_traspaso               | 2012-05-10 |

  @clausula-18.5.c
  Escenario: Los años del cómputo original de una pensión por mérito pueden ser todo el servicio acreditable
    Dado que el dato "tipo_pension" es "merito"
    Y que el dato "porcentaje_merito" es "75%"
    Y que el dato "coordinacion" es el valor JSON {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "tipo_pension": "merito", "anos_computo_original": "26", "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}}
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

  @clausula-18.1
  Escenario: Un mensaje que no es texto UTF-8 se rechaza diciendo en qué byte
    Cuando se envía la solicitud precedida del byte 0xFF, que no es UTF-8
    Entonces la solicitud se rechaza por el campo "solicitud"
    Y el mensaje de error dice "no es texto UTF-8 válido (byte 1 del mensaje)"

  @clausula-18.1
  Esquema del escenario: Los bytes UTF-8 de una solicitud: hasta 1 MiB
    Cuando se envían los bytes UTF-8 de la solicitud, rellenada con espacios hasta <n> bytes
    Entonces <resultado>

    Ejemplos:
      | n       | resultado                                        |
      | 1048576 | la solicitud se acepta                           |
      | 1048577 | la solicitud se rechaza por el campo "solicitud" |

  @clausula-18.6.d
  Escenario: En un texto JSON grande, un carácter que no es Unicode válido se rechaza en su campo, no por el tamaño
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "tabla_actuarial.nombre" es el valor JSON "\ud800"
    Cuando se envía la solicitud rellenada con espacios hasta 600000 bytes
    Entonces la solicitud se rechaza por el campo "tabla_actuarial.nombre"
    Y el mensaje de error dice "no es Unicode válido"

  @clausula-18.4
  Esquema del escenario: Un dato obligatorio que no se da en absoluto se nombra; el esquema también lo echa en falta
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2006-03-01"
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Y que el dato "coordinacion" es el valor JSON {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}}
    Y que el dato "<campo>" falta
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "falta este dato, que es obligatorio"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | campo                                        |
      | fecha_nacimiento                             |
      | en_servicio_activo                           |
      | traslado.cuerpo                              |
      | coordinacion.fecha_coordinacion              |
      | coordinacion.beneficio_seguro_social.periodo |

  @clausula-18.6.d
  Esquema del escenario: Los datos de la tabla actuarial: formas admitidas
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

    Ejemplos:
      | campo                          | valor                     |
      | tabla_actuarial.fecha_adopcion | "2199-12-31"              |
      | tabla_actuarial.fecha_adopcion | "31 de diciembre de 2199" |
      | tabla_actuarial.factores.56    | "1"                       |
      | tabla_actuarial.factores.56    | 1                         |
      | tabla_actuarial.factores.56    | "0.5"                     |
      | tabla_actuarial.factores.56    | "0.01"                    |
      | tabla_actuarial.factores.56-11 | "0.80"                    |
      | tabla_actuarial.factores.56-00 | "0.80"                    |
      | tabla_actuarial.factores.999   | "0.80"                    |
      | tabla_actuarial.nombre         | "Tabla 1990"              |

  @clausula-18.6.d
  Esquema del escenario: Los datos de la tabla actuarial mal escritos se rechazan nombrando el campo, y el esquema también
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo_del_error>"
    Y el mensaje de error dice "<mensaje>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos: La tabla actuarial
      | campo                            | valor         | campo_del_error                  | mensaje                                                      |
      | tabla_actuarial                  | "ilustrativa" | tabla_actuarial                  | debe ser un objeto JSON                                      |
      | tabla_actuarial.nombre           | 5             | tabla_actuarial.nombre           | debe ser un texto no vacío                                   |
      | tabla_actuarial.nombre           | "   "         | tabla_actuarial.nombre           | debe ser un texto no vacío                                   |
      | tabla_actuarial.factores         | {}            | tabla_actuarial.factores         | debe ser un objeto no vacío                                  |
      | tabla_actuarial.factores         | "0.80"        | tabla_actuarial.factores         | debe ser un objeto no vacío                                  |
      | tabla_actuarial.factores.56      | 0             | tabla_actuarial.factores.56      | mayor que 0 y no mayor que 1                                 |
      | tabla_actuarial.factores.56      | 2             | tabla_actuarial.factores.56      | mayor que 0 y no mayor que 1                                 |
      | tabla_actuarial.factores.1000    | "0.80"        | tabla_actuarial.factores.1000    | hasta 999 años                                               |
      | tabla_actuarial.factores.56-11-1 | "0.80"        | tabla_actuarial.factores.56-11-1 | la clave debe ser una edad en años cumplidos («56») o en años y meses («56-06») |
      | tabla_actuarial.factores.1-13-1  | "0.80"        | tabla_actuarial.factores.1-13-1  | la clave debe ser una edad en años cumplidos («1») o en años y meses («1-06») |
      | tabla_actuarial.factores.0-13-1  | "0.80"        | tabla_actuarial.factores.0-13-1  | la clave debe ser una edad en años cumplidos («55») o en años y meses («55-06») |
      | tabla_actuarial.factores.57-12   | "0.80"        | tabla_actuarial.factores.57-12   | los meses de la clave van de 00 a 11 («57-06» es 57 años y 6 meses) |
      | tabla_actuarial.fecha_adopcion   | "2200-01-01"  | tabla_actuarial.fecha_adopcion   | está fuera de las fechas admitidas (1800-01-01 a 2199-12-31) |

  @clausula-18.6.d
  Esquema del escenario: Los datos de la tabla actuarial que el esquema no puede juzgar solo los rechaza la implementación
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "<campo>" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo_del_error>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | campo                          | valor                | campo_del_error                | mensaje                                                      |
      | tabla_actuarial.factores.056   | "0.80"               | tabla_actuarial.factores.056   | repite la clave «56»                                         |
      | tabla_actuarial.factores.56    | "1.0000000001"       | tabla_actuarial.factores.56    | mayor que 0 y no mayor que 1                                 |
      | tabla_actuarial.nombre         | "\ud800"             | tabla_actuarial.nombre         | no es Unicode válido                                         |
      | tabla_actuarial.fecha_adopcion | "1 de enero de 2200" | tabla_actuarial.fecha_adopcion | está fuera de las fechas admitidas (1800-01-01 a 2199-12-31) |

  @clausula-18.6.d
  Esquema del escenario: Un dato obligatorio de la tabla actuarial que falta, o que es null, se nombra; el esquema también
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "<campo>" <como>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "falta este dato, que es obligatorio"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | campo                          | como                  |
      | tabla_actuarial.nombre         | es el valor JSON null |
      | tabla_actuarial.fuente         | es el valor JSON null |
      | tabla_actuarial.fecha_adopcion | es el valor JSON null |
      | tabla_actuarial.factores       | es el valor JSON null |
      | tabla_actuarial.factores       | falta                 |

  @clausula-18.6.d
  Esquema del escenario: Un campo de la tabla actuarial no puede aparecer dos veces
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Cuando se envía la solicitud con el campo "<campo>" escrito dos veces
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el mensaje de error dice "el campo aparece dos veces en el mismo objeto JSON"

    Ejemplos:
      | campo                          |
      | tabla_actuarial.fecha_adopcion |
      | tabla_actuarial.factores.56    |

  @clausula-18.6.a
  Esquema del escenario: Un entero JSON negativo dentro del máximo es negativo; más allá, pasa del máximo
    Dado que el dato "retribucion_promedio" es el valor JSON <valor>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error es exactamente "<mensaje>"

    Ejemplos:
      | valor          | mensaje                                 |
      | -999999999999  | no puede ser negativo                   |
      | -1000000000000 | pasa del máximo admitido (999999999999) |
      | true           | debe ser una cantidad de dinero         |
      | false          | debe ser una cantidad de dinero         |

  @clausula-18.6.d
  Escenario: Dos claves que dicen la misma edad en años y meses se rechazan
    Dada la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad   | factor |
      | 56-06  | 0.80   |
      | 056-06 | 0.80   |
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "tabla_actuarial.factores.056-06"
    Y el mensaje de error dice "repite la clave «56-06»"

  @clausula-18.1
  Escenario: Los meses de más se rechazan repitiendo el valor recibido
    Dado que el dato "servicio_acreditable" es el valor JSON {"anos": "25", "meses": "12.5"}
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "servicio_acreditable.meses"
    Y el error repite el valor recibido "12.5"

  @clausula-18.6.d
  Escenario: Un entero JSON de 30 cifras se lee aunque otro texto de la solicitud tenga más cifras seguidas
    Dada la tabla actuarial "tabla 1234567890123456789012345678901" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que el dato "retribucion_promedio" es el valor JSON 123456789012345678901234567890
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "retribucion_promedio"
    Y el mensaje de error dice "pasa del máximo admitido (999999999999)"

  @clausula-18.1
  Esquema del escenario: Los meses del servicio escritos como texto siguen las reglas de todo texto; el esquema también
    Dado que el dato "servicio_acreditable" es el valor JSON <servicio>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "servicio_acreditable.meses"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | servicio                                                             |
      | {"anos": "25", "meses": "seis"}                                      |
      | {"anos": "25", "meses": "6                                        "} |

  @clausula-18.1
  Escenario: Un objeto ya cerrado no suma niveles a lo que viene después
    Dado que el dato "servicio_acreditable" es el valor JSON {"anos": 26}
    Y que el dato "lecturas" es 16 listas JSON, una dentro de otra
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "solicitud"

  @clausula-18.1
  Escenario: Los objetos uno tras otro no suman niveles: diecisiete decisiones de revisión se aceptan
    # 18 objetos en el texto (la solicitud y diecisiete decisiones), pero a lo sumo 3 abiertos a la vez.
    Dado que el dato "revision" es el valor JSON [{"id": "INT-01", "estado": "por_verificar"}, {"id": "INT-02", "estado": "por_verificar"}, {"id": "INT-03", "estado": "por_verificar"}, {"id": "INT-04", "estado": "por_verificar"}, {"id": "INT-05", "estado": "por_verificar"}, {"id": "INT-06", "estado": "por_verificar"}, {"id": "INT-07", "estado": "por_verificar"}, {"id": "INT-08", "estado": "por_verificar"}, {"id": "INT-09", "estado": "por_verificar"}, {"id": "INT-10", "estado": "por_verificar"}, {"id": "INT-11", "estado": "por_verificar"}, {"id": "INT-12", "estado": "por_verificar"}, {"id": "INT-13", "estado": "por_verificar"}, {"id": "INT-14", "estado": "por_verificar"}, {"id": "INT-15", "estado": "por_verificar"}, {"id": "INT-16", "estado": "por_verificar"}, {"id": "INT-17", "estado": "por_verificar"}]
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

  @clausula-18.4
  Escenario: Con la retribución mensual (INT-08), el paso a otro puesto sin retribución al pasar se acepta
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2006-03-01"
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios
    Y se adopta la lectura "mensual" de INT-08
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

  @clausula-18.5.c
  Esquema del escenario: El tipo de pensión de la coordinación contradice al de la solicitud: el error repite el recibido
    Dado que el dato "tipo_pension" es "<tipo>"
    Y que el dato "porcentaje_merito" es "75%"
    Y que el dato "coordinacion" es el valor JSON <coordinacion>
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "coordinacion.tipo_pension"
    Y el error repite el valor recibido "<eco>"

    Ejemplos:
      | tipo     | coordinacion                                                                                                                                                                                                                                                       | eco      |
      | opcional | {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "tipo_pension": "merito", "anos_computo_original": "26", "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}} | merito   |
      | merito   | {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "beneficio_seguro_social": {"monto": "1000.00", "periodo": "mensual"}}                                                          | servicio |

  @clausula-18.1
  Escenario: La pensión por incapacidad ocupacional que se coordina también se da como hecho
    Dado que el dato "coordinacion" es el valor JSON {"fecha_coordinacion": "2012-05-10", "plan_coordinado": true, "plenamente_asegurado": true, "elegible_beneficios_primarios": true, "tipo_pension": "incapacidad_ocupacional"}
    Cuando se evalúa la solicitud
    Entonces la solicitud se rechaza por el campo "coordinacion.pension_estatutaria"

  @clausula-18.4
  Escenario: Quien pasó a otro puesto y no dice su cuerpo no es miembro del Cuerpo (el cuerpo por defecto es «ninguno»)
    Dado que el dato "traslado" es el valor JSON {"cuerpo": "policia", "fecha": "2006-03-01", "sin_interrupcion": true, "servicio_acreditable": "25"}
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

  @clausula-18.1
  Escenario: Los dos puestos que 10.7 excluye se pueden dar a la vez como puestos anteriores, cada uno una vez
    # Repetido, un puesto se rechaza («está repetido»: véanse los datos del tipo equivocado, arriba).
    Dado que antes fue "Alcalde"
    Y que antes fue "Servicio de Extensión Agrícola"
    Cuando se evalúa la solicitud
    Entonces la solicitud se acepta

  @clausula-18.1
  Escenario: El id_solicitud de la solicitud vuelve igual en la respuesta (protocolo 1.1), sin cambiar el cálculo
    Dado que el dato "id_solicitud" es "expediente 2012-05-10 #7"
    Cuando se evalúa la solicitud
    Entonces el dato "id_solicitud" del resultado es "expediente 2012-05-10 #7"
    Y la edad al retiro es "56" años
