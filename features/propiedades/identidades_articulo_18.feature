# language: es
@articulo-18
Característica: Identidades de las fórmulas y de la elegibilidad del Artículo 18, demostradas para todo valor admisible

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

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  Las fórmulas, escritas con SymPy desde el texto (retiro/verificacion/simbolico.py), en la retribución promedio
  anual R ≥ 0 y el servicio acreditable n ≥ 0 en años, con sus meses. Cada identidad se demuestra para
  todo valor admisible; si no se cumpliera, la prueba falla con el residuo o un contraejemplo.

  @clausula-18.6.a @clausula-18.6.b @identidad
  Escenario: 18.6(a) da, sobre 18.6(b), ½ % de la retribución por cada año en exceso de 20
    18.6(a) − 18.6(b) = [1½ % × R × min(n, 20) + 2 % × R × max(n − 20, 0)] − 1½ % × R × n = ½ % × R × max(n − 20, 0).
    Entonces la identidad "18.6-diferencia-a-b" está demostrada para todo valor admisible

  @clausula-18.6.a @clausula-18.6.b @identidad
  Escenario: Con la misma retribución y el mismo servicio, 18.6(a) nunca da menos que 18.6(b)
    18.6(a) ≥ 18.6(b) para todo R ≥ 0 y n ≥ 0; son iguales con 20 años de servicio o menos.
    Entonces la identidad "18.6-a-no-menor-que-b" está demostrada para todo valor admisible

  @clausula-18.6.a @clausula-18.5.b @identidad
  Escenario: La pensión sin reducción de la regla externa EXT-01 usa la fórmula de 18.6(a)
    EXT-01 = 1½ % × R × min(n, 20) + 2 % × R × max(n − 20, 0) = 18.6(a), con las cifras del registro de reglas externas.
    Entonces la identidad "EXT-01-igual-18.6.a" está demostrada para todo valor admisible

  @clausula-18.6.a @clausula-10.2 @clausula-10.3 @identidad
  Escenario: Ninguna fórmula salta en los 20 años de servicio ni en los $6,600 de retribución
    Los dos tramos vecinos dan lo mismo en n = 20 (18.6(a), EXT-01, 10.2) y en R = $6,600 (10.2, 10.3).
    Entonces la identidad "continuidad-formulas" está demostrada para todo valor admisible

  @clausula-18.6.a @clausula-18.6.b @clausula-10.2 @clausula-10.3 @identidad
  Escenario: Más retribución o más servicio nunca dan menos con la misma fórmula
    ∂/∂R ≥ 0 y ∂/∂n ≥ 0 en cada tramo de 18.6(a), 18.6(b), 10.2 y cada producto (a)–(d); 10.3 en R, m y p.
    Entonces la identidad "monotonia-formulas" está demostrada para todo valor admisible

  @clausula-18.1 @clausula-18.2 @clausula-18.3 @identidad
  Escenario: Para un miembro en servicio activo, la elegibilidad no desaparece con más edad o más servicio
    En cada régimen (antes o después del 1 de abril de 1990) y cuerpo, la región elegible en (edad, servicio) es
    cerrada hacia arriba: si (edad, servicio) es elegible, también lo son (edad + x, servicio + y) con x, y ≥ 0.
    Entonces la identidad "18-elegibilidad-creciente" está demostrada para todo valor admisible

  @clausula-18.5 @clausula-18.6.a @clausula-18.6.b @clausula-18.6.c @interpretacion-INT-13 @interpretacion-INT-14 @interpretacion-INT-15 @interpretacion-INT-19 @identidad
  Escenario: Cada pensión opcional tiene una sola fórmula, o ninguna (laguna)
    En cada régimen, cuerpo y lectura de INT-06, INT-13, INT-14, INT-15 e INT-19, las regiones de 18.6(a),
    18.6(b), 18.6(c), EXT-01 y la laguna no se solapan y cubren toda la región de la pensión opcional.
    Entonces la identidad "18-una-formula-por-caso" está demostrada para todo valor admisible
