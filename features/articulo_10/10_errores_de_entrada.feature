# language: es
@articulo-10 @error-de-entrada
Característica: Artículo 10 — Datos de coordinación que no pueden usarse

  Un dato del Artículo 10 que falta, es imposible o contradice a otro no se adivina: la solicitud se
  rechaza con un mensaje en español que nombra el campo (en la línea de órdenes, código de salida 2).
  Los nombres de campo son los del objeto «coordinacion» de la solicitud JSON.

  La falta de evidencia del Seguro Social de un pensionado por incapacidad ocupacional no es un error:
  es una coordinación incompleta (10.4).

  Cláusulas cuyos datos se validan aquí (corregidas del OCR; véase la lista de correcciones):

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

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

  @clausula-10.1 @clausula-10.5 @clausula-10.6
  Esquema del escenario: Un dato imposible o contradictorio se rechaza nombrando el campo
    Dado que el dato "<campo>" es "<valor>"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "<campo_del_error>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos: Beneficio del Seguro Social negativo o sin período válido
      | campo                                        | valor     | campo_del_error                              | mensaje                   |
      | coordinacion.beneficio_seguro_social.monto   | -1000.00  | coordinacion.beneficio_seguro_social.monto   | no puede ser negativo     |
      | coordinacion.beneficio_seguro_social.monto   | mil       | coordinacion.beneficio_seguro_social.monto   | debe ser una cantidad     |
      | coordinacion.beneficio_seguro_social.periodo | semanal   | coordinacion.beneficio_seguro_social.periodo | se admite: mensual, anual |
      | coordinacion.beneficio_seguro_social.periodo | mensuales | coordinacion.beneficio_seguro_social.periodo | se admite: mensual, anual |

    Ejemplos: Fechas incompatibles entre sí
      | campo                                            | valor      | campo_del_error                                  | mensaje                                       |
      | fecha_retiro                                     | 2011-06-01 | coordinacion.fecha_coordinacion                  | es anterior a la fecha de retiro (2011-06-01) |
      | coordinacion.fecha_plenamente_asegurado          | 2011-05-11 | coordinacion.fecha_plenamente_asegurado          | es posterior a la fecha de coordinación       |
      | coordinacion.fecha_elegible_beneficios_primarios | 2012-01-01 | coordinacion.fecha_elegible_beneficios_primarios | es posterior a la fecha de coordinación       |
      | coordinacion.fecha_concesion                     | 2012-01-01 | coordinacion.fecha_concesion                     | es posterior a la fecha de coordinación       |
      | coordinacion.fecha_concesion                     | 1970-01-01 | coordinacion.fecha_concesion                     | es anterior a la fecha de ingreso al Sistema  |
      | coordinacion.fecha_separacion                    | 1970-01-01 | coordinacion.fecha_separacion                    | es anterior a la fecha de ingreso al Sistema  |
      | coordinacion.fecha_opcion_traspaso               | 2012-01-01 | coordinacion.fecha_opcion_traspaso               | es posterior a la fecha de coordinación       |
      | coordinacion.fecha_opcion_traspaso               | 1970-01-01 | coordinacion.fecha_opcion_traspaso               | es anterior a la fecha de ingreso al Sistema  |

    Ejemplos: Otros datos de la coordinación
      | campo                               | valor       | campo_del_error                     | mensaje                                             |
      | coordinacion.plan_coordinado        | quizás      | coordinacion.plan_coordinado        | debe ser verdadero o falso                          |
      | coordinacion.tipo_pension           | jubilación  | coordinacion.tipo_pension           | valor desconocido                                   |
      | coordinacion.factor_reduccion       | 1.20        | coordinacion.factor_reduccion       | mayor que 0 y no mayor que 1                        |
      | coordinacion.aumentos_por_ley       | seiscientos | coordinacion.aumentos_por_ley       | debe ser una cantidad                               |
      | coordinacion.pension_diferida       | sí          | coordinacion.fecha_separacion       | falta: una pensión diferida necesita la fecha       |
      | coordinacion.anualidad_por_traspaso | sí          | coordinacion.fecha_opcion_traspaso  | falta: una anualidad por traspaso necesita la fecha |
      | coordinacion.seguro_social          | 1000.00     | coordinacion.seguro_social          | campo desconocido                                   |
      | coordinacion.pension_minima_por_ley | -2500.00    | coordinacion.pension_minima_por_ley | no puede ser negativo                               |
      | coordinacion.pension_minima_por_ley | dos mil     | coordinacion.pension_minima_por_ley | debe ser una cantidad de dinero                     |

  @clausula-10.1
  Escenario: La fecha en que adquirió la condición no cabe si dice que no es plenamente asegurado
    Dado que el dato "coordinacion.fecha_plenamente_asegurado" es "2010-01-01"
    Y que no es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.fecha_plenamente_asegurado"
    Y el mensaje de error dice "coordinacion.plenamente_asegurado es falso"

  @clausula-10.5
  Escenario: Falta el beneficio del Seguro Social de una pensión por años de servicio que se coordina
    Dado que el dato "coordinacion.beneficio_seguro_social" falta
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.beneficio_seguro_social"
    Y el mensaje de error dice "es necesario para aplicar la garantía de 10.5"

  @clausula-10.5
  Escenario: Si la pensión no se coordina, el beneficio del Seguro Social no hace falta
    Dado que el dato "coordinacion.beneficio_seguro_social" falta
    Y que no está acogido al Plan Coordinado
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"

  @clausula-10.2
  Escenario: La pensión por incapacidad debe darse como hecho
    Dado que está pensionado por incapacidad
    Y que el dato "coordinacion.pension_estatutaria" falta
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.pension_estatutaria"
    Y el mensaje de error dice "la pensión por incapacidad se concede por reglas que no están en estos textos"

  @clausula-10.2 @interpretacion-INT-21
  Escenario: Un factor de reducción sin la pensión a la que se aplicó no se acepta
    Dado que el dato "coordinacion.pension_estatutaria" falta
    Y que su pensión lleva el factor de reducción actuarial "0.80"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.factor_reduccion"
    Y el mensaje de error dice "solo se admite junto con coordinacion.pension_estatutaria"

  @clausula-10.6.c
  Escenario: La separación del servicio de una pensión diferida no puede ser posterior a la coordinación
    Dado que su pensión es diferida y se separó del servicio el "2012-01-01"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.fecha_separacion"
    Y el mensaje de error dice "es posterior a la fecha de coordinación"

  @clausula-10.3
  Esquema del escenario: Pensión por mérito: por ciento entre 0 y 100 y años del cómputo original
    Dado que está pensionado por mérito
    Y que el por ciento de su pensión por mérito es "75%"
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que el dato "<campo>" es "<valor>"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "<campo_del_error>"
    Y el mensaje de error dice "<mensaje>"

    Ejemplos:
      | campo                              | valor    | campo_del_error                    | mensaje                                        |
      | porcentaje_merito                  | 120%     | porcentaje_merito                  | debe estar entre 0 y 100 por ciento            |
      | porcentaje_merito                  | 100.01   | porcentaje_merito                  | debe estar entre 0 y 100 por ciento            |
      | porcentaje_merito                  | -5%      | porcentaje_merito                  | debe estar entre 0 y 100 por ciento            |
      | coordinacion.porcentaje_merito     | 101      | coordinacion.porcentaje_merito     | debe estar entre 0 y 100 por ciento            |
      | coordinacion.porcentaje_merito     | 70       | coordinacion.porcentaje_merito     | no coincide con porcentaje_merito              |
      | coordinacion.anos_computo_original | 31       | coordinacion.anos_computo_original | no puede ser mayor que el servicio acreditable |
      | tipo_pension                       | opcional | coordinacion.tipo_pension          | no concuerda con tipo_pension                  |

  @clausula-10.3
  Escenario: Pensión por mérito sin los años incluidos en el cómputo original
    Dado que está pensionado por mérito
    Y que el por ciento de su pensión por mérito es "75%"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.anos_computo_original"
    Y el mensaje de error dice "usa solo los años del cómputo original (10.3)"

  @clausula-10.3
  Escenario: Pensión por mérito sin el por ciento que se aplicó al otorgarla
    Dado que está pensionado por mérito
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.porcentaje_merito"
    Y el mensaje de error dice "el por ciento que se aplicó al otorgarla (10.3)"
