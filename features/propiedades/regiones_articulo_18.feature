# language: es
@articulo-18
Característica: Las regiones del Artículo 18 en edad y servicio: elegibilidad, reducción, fórmulas, lagunas y solapamientos

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

  Cada región es un conjunto de puntos (edad cumplida al retiro, años de servicio acreditable) para un
  miembro en servicio activo que pide una pensión opcional, con las lecturas por defecto del registro de
  interpretaciones. Se escriben como uniones de rectángulos («55 ≤ edad < 58 y servicio ≥ 30»); «vacía»
  si no hay ningún punto. Las regiones se calculan con SymPy (retiro/verificacion/simbolico.py) y se descomponen de
  forma exacta en la cuadrícula de los umbrales del texto (edad 50, 55, 58, 65; servicio 10, 25, 30).
  Una laguna o un solapamiento es un hallazgo: se muestra aquí, no se esconde. Un revisor puede añadir
  filas a las tablas sin tocar Python. La propiedad «acuerdo-articulo-18» comprueba que la calculadora
  respeta estas mismas regiones.

  @clausula-18.1 @clausula-18.2 @clausula-18.3 @clausula-18.5 @clausula-18.6.a @clausula-18.6.b @clausula-18.6.c @identidad
  Esquema del escenario: Quién puede optar por el retiro, quién sufre reducción y con qué fórmula
    Dado un miembro en servicio activo, <régimen>, con cuerpo "<cuerpo>", que pide una pensión opcional
    Entonces la región "<región>" es "<conjunto>"

    Ejemplos:
      | régimen                          | cuerpo             | región          | conjunto                                                                        |
      | anterior al 1 de abril de 1990   | ninguno            | elegible        | 55 ≤ edad < 58 y servicio ≥ 25 o edad ≥ 58 y servicio ≥ 10                        |
      | anterior al 1 de abril de 1990   | ninguno            | reducida        | 55 ≤ edad < 58 y servicio ≥ 25                                                  |
      | anterior al 1 de abril de 1990   | ninguno            | fórmula 18.6.a  | 55 ≤ edad < 58 y 25 ≤ servicio < 30                                             |
      | anterior al 1 de abril de 1990   | ninguno            | fórmula EXT-01  | edad ≥ 58 y servicio ≥ 10                                                       |
      | anterior al 1 de abril de 1990   | policía o bomberos | elegible        | 50 ≤ edad < 58 y servicio ≥ 25 o edad ≥ 58 y servicio ≥ 10                        |
      | anterior al 1 de abril de 1990   | policía o bomberos | reducida        | vacía                                                                           |
      | nuevo participante               | ninguno            | elegible        | 55 ≤ edad < 65 y servicio ≥ 25 o edad ≥ 65 y servicio ≥ 10                        |
      | nuevo participante               | ninguno            | reducida        | 55 ≤ edad < 65 y servicio ≥ 25                                                  |
      | nuevo participante               | ninguno            | fórmula 18.6.c  | edad ≥ 55 y servicio ≥ 25                                                       |
      | nuevo participante               | policía o bomberos | elegible        | edad < 50 y servicio ≥ 30 o 50 ≤ edad < 65 y servicio ≥ 25 o edad ≥ 65 y servicio ≥ 10 |
      | nuevo participante               | policía o bomberos | vía 18.3 (oración 2) | servicio ≥ 30                                                              |
      | nuevo participante               | policía o bomberos | reducida        | vacía                                                                           |

  @clausula-18.1 @clausula-18.5 @clausula-18.6.a @interpretacion-INT-14 @laguna @identidad
  Esquema del escenario: Laguna — pensión reducida para la que el texto no da fórmula
    Dado un miembro en servicio activo, <régimen>, con cuerpo "<cuerpo>", que pide una pensión opcional
    Entonces la región "laguna" es "<conjunto>"

    Ejemplos:
      | régimen                          | cuerpo             | conjunto                       |
      | anterior al 1 de abril de 1990   | ninguno            | 55 ≤ edad < 58 y servicio ≥ 30 |
      | anterior al 1 de abril de 1990   | policía o bomberos | vacía                          |
      | nuevo participante               | ninguno            | vacía                          |
      | nuevo participante               | policía o bomberos | vacía                          |

  @clausula-18.5 @clausula-18.6 @laguna @identidad
  Esquema del escenario: Pensiones sin reducción cuya cuantía no da el texto (la da la regla externa EXT-01, por verificar)
    Dado un miembro en servicio activo, <régimen>, con cuerpo "<cuerpo>", que pide una pensión opcional
    Entonces la región "sin fórmula en el texto" es "<conjunto>"

    Ejemplos:
      | régimen                          | cuerpo             | conjunto                                                   |
      | anterior al 1 de abril de 1990   | ninguno            | 55 ≤ edad < 58 y servicio ≥ 30 o edad ≥ 58 y servicio ≥ 10   |
      | anterior al 1 de abril de 1990   | policía o bomberos | 50 ≤ edad < 58 y servicio ≥ 25 o edad ≥ 58 y servicio ≥ 10   |
      | nuevo participante               | ninguno            | vacía                                                      |

  @clausula-18.5.a @clausula-18.5.b @clausula-18.5.e @clausula-18.6.b @clausula-18.6.c @clausula-18.3 @identidad
  Esquema del escenario: Solapamientos — dos reglas que alcanzan al mismo caso
    Dado un miembro en servicio activo, <régimen>, con cuerpo "<cuerpo>", que pide una pensión opcional
    Entonces la región "<región>" es "<conjunto>"

    # Dos excepciones de 18.5 a la vez no chocan: ambas quitan la reducción.
    # 18.6(c) remite a la fórmula de 18.6(b): misma cuantía.
    # El nuevo policía o bombero que se retira por 18.3: la lectura «formula_18_6_b» de INT-19 aplicaría 18.6(b)
    # (1½ % por año); la lectura por defecto de INT-19 aplica la regla externa EXT-01.
    Ejemplos:
      | régimen                          | cuerpo             | región          | conjunto                  |
      | anterior al 1 de abril de 1990   | policía o bomberos | excepción 18.5.b | edad ≥ 58 y servicio ≥ 10 |
      | nuevo participante               | policía o bomberos | excepción 18.5.e | edad ≥ 65 y servicio ≥ 10 |
      | nuevo participante               | ninguno            | fórmula 18.6.b  | 55 ≤ edad < 65 y servicio ≥ 25 o edad ≥ 65 y servicio ≥ 10 |
      | nuevo participante               | policía o bomberos | fórmula EXT-01  | edad ≥ 50 y servicio ≥ 25 |
