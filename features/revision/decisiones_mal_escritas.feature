# language: es
@revision
Característica: Una decisión de revisión mal escrita en la solicitud se rechaza por su campo

  El campo «revision» de la solicitud (docs/protocolo.md) trae decisiones de la revisión jurídica, escritas como los
  bloques del archivo del revisor: «id» (INT-…, EXT-…, OCR-…, VIG-…), «estado» (por_verificar, aprobada,
  rechazada, requiere_cambios) y, si los hay, «lectura», «revisor», «fecha», «decision» y «comentario», todos
  textos. Una decisión mal escrita no se ignora: la solicitud se rechaza y el error nombra la decisión («revision.0»
  es la primera). El esquema JSON publicado de la solicitud (solicitud.schema.json) la rechaza también, por el mismo
  campo: quien valida con el esquema antes de enviar ve lo mismo que la implementación.

  Antecedentes:
    Dado un miembro nacido el "1950-01-01"
    Y que ingresó por primera vez al Sistema el "1980-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales

  Esquema del escenario: Una decisión mal escrita se rechaza, y el esquema también la rechaza: <caso>
    Dado que el dato "revision" es el valor JSON <valor>
    Cuando se retira el "2008-01-01"
    Entonces la solicitud se rechaza por el campo "<campo>"
    Y el esquema JSON de la solicitud también la rechaza por ese campo

    Ejemplos:
      | caso                                  | valor                                                              | campo      |
      | no es una lista                       | {"id": "INT-07", "estado": "por_verificar"}                        | revision   |
      | una decisión que no es un objeto      | ["INT-07"]                                                         | revision.0 |
      | un campo desconocido                  | [{"id": "INT-07", "estado": "por_verificar", "nota": "x"}]         | revision.0 |
      | un id que no es de ningún registro    | [{"id": "INT-7", "estado": "por_verificar"}]                       | revision.0 |
      | un id que no es un texto              | [{"id": 7, "estado": "por_verificar"}]                             | revision.0 |
      | sin id                                | [{"estado": "por_verificar"}]                                      | revision.0 |
      | sin estado                            | [{"id": "INT-07"}]                                                 | revision.0 |
      | un estado desconocido                 | [{"id": "INT-07", "estado": "aceptada"}]                           | revision.0 |
      | un revisor que no es un texto         | [{"id": "INT-07", "estado": "por_verificar", "revisor": 7}]        | revision.0 |
      | una fecha que no es un texto          | [{"id": "INT-07", "estado": "por_verificar", "fecha": 20270115}]   | revision.0 |
      | una decisión que no es un texto       | [{"id": "INT-07", "estado": "por_verificar", "decision": true}]    | revision.0 |
      | un comentario que no es un texto      | [{"id": "INT-07", "estado": "por_verificar", "comentario": ["x"]}] | revision.0 |
      | una lectura que no es un texto        | [{"id": "INT-07", "estado": "por_verificar", "lectura": 1}]        | revision.0 |
      | la segunda decisión, mal escrita      | [{"id": "INT-07", "estado": "por_verificar"}, {"id": "EXT-01"}]    | revision.1 |

  Escenario: Una decisión por verificar bien escrita, sin revisor ni fecha, se acepta
    Dado que el dato "revision" es el valor JSON [{"id": "INT-07", "estado": "por_verificar", "revisor": null, "fecha": null, "decision": null, "comentario": null}]
    Cuando se retira el "2008-01-01"
    Entonces la solicitud se acepta

  Escenario: Una fecha de una decisión se escribe AAAA-MM-DD, y no como número ni sin guiones
    Dado que el dato "revision" es el valor JSON [{"id": "INT-07", "estado": "por_verificar", "fecha": "20270115"}]
    Cuando se retira el "2008-01-01"
    Entonces la solicitud se rechaza por el campo "revision.0"
    Y el mensaje de error dice "la fecha «20270115» debe ser AAAA-MM-DD"
