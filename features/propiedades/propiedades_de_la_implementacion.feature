# language: es
@articulo-18 @articulo-10
Característica: Propiedades de la calculadora, comprobadas con casos generados (Hypothesis)

  Textos de las cláusulas:

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:
  >
  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.
  >
  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.
  >
  > (c) Para los nuevos participantes la pensión o anualidad por "retiro temprano", será calculada según la fórmula expresada en el anterior subinciso (b) si tiene cincuenticinco (55) años de edad o más y hubiere completado un mínimo de veinticinco (25) años de servicios acreditables.
  >
  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.


  Propiedades que toda implementación del protocolo debe cumplir, sin necesidad de un modelo: se
  comprueban con solicitudes generadas región por región (retiro/verificacion/generadores.py) que se envían a la
  implementación bajo prueba (por defecto la de referencia; otra con --implementacion, como todo el kit
  de conformidad). En CI se generan 200 solicitudes por propiedad, siempre las mismas (perfil «ci»);
  HYPOTHESIS_PROFILE=exhaustivo genera 5 000. Si una propiedad falla, el informe muestra el caso mínimo.
  Lo que dice cada campo lo comprueba, región por región, segunda_lectura_por_regiones.feature.

  @clausula-10.5 @propiedad
  Escenario: En toda respuesta, coordinada + Seguro Social ≥ pensión conforme a la Ley
    En las cifras al centavo de la respuesta, con cualquier lectura del registro.
    Entonces la propiedad "10.5-en-la-implementacion" se cumple en todos los casos generados

  @clausula-18.1 @clausula-18.2 @clausula-18.3 @propiedad
  Escenario: Un día más de edad o un mes más de servicio nunca quitan la elegibilidad a quien la tenía
    Entonces la propiedad "elegibilidad-creciente" se cumple en todos los casos generados

  @clausula-18.6.a @clausula-18.6.b @propiedad
  Escenario: Con la misma fórmula y el mismo factor, más servicio o más retribución nunca dan una pensión menor
    Un mes más de servicio o más retribución, sin cambiar de fórmula ni de factor de reducción: la pensión
    (antes y después de la reducción) no baja. Al cambiar de fórmula sí puede bajar: con 30 años, el
    participante anterior de 55 a 57 años cae en la laguna de INT-14 y no recibe cuantía.
    Entonces la propiedad "pension-creciente" se cumple en todos los casos generados

  @propiedad
  Escenario: Toda cláusula que cita una respuesta existe en los registros
    Las de la explicación, las verificaciones, las excepciones, la fórmula y la coordinación: un id del registro
    de cláusulas, una regla externa EXT-… o una interpretación INT-….
    Entonces la propiedad "clausulas-citadas-existen" se cumple en todos los casos generados

  @propiedad
  Escenario: Todo resultado de la calculadora de referencia se reproduce desde su solicitud JSON
    Evaluar, serializar, leer el JSON y volver a evaluar la solicitud que trae el resultado da el mismo resultado.
    Es una propiedad de la referencia (la opción de incluir la solicitud en el resultado no es del protocolo).
    Entonces la propiedad "reproducible" se cumple en todos los casos generados
