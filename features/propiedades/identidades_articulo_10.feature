# language: es
@articulo-10
Característica: Identidades de la coordinación con el Seguro Social, demostradas para todo valor admisible

  Textos de las cláusulas:

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  > 10.4- Tan pronto un pensionado por incapacidad ocupacional cumpla los sesenticinco (65) años de edad, le proveerá a la Administración, evidencia de la cantidad que recibe en beneficios del Seguro Social Federal.

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:
  >
  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  Las fórmulas se escriben, directamente desde el texto, con SymPy (retiro/verificacion/simbolico.py), en números
  reales: R es la retribución promedio anual, n el servicio acreditable en años (con sus meses), m los
  años del cómputo original, p el por ciento original de la pensión por mérito, f el factor de
  reducción actuarial, P la pensión conforme a la Ley, F la cuantía de la fórmula de coordinación y S
  el beneficio anual del Seguro Social. Cada identidad se demuestra para todos los valores admisibles,
  no con ejemplos (retiro/verificacion/identidades.py explica el método); si una no se cumpliera, la prueba falla y
  muestra el residuo o un contraejemplo.

  @clausula-10.5 @clausula-10.2 @clausula-10.3 @clausula-10.4 @identidad
  Escenario: Juntos, el Seguro Social y el Sistema nunca pagan menos que la pensión conforme a la Ley
    coordinada = P si F ≥ P (no es necesario coordinar, INT-20); si no, coordinada = max(F, max(P − S, 0)),
    y con la pensión mínima como piso (INT-27) nunca menos que min(M, P); la incapacidad ocupacional con la
    resta directa (INT-28) paga max(P − S, 0). Para todo P, F, S, A, M ≥ 0, con cada lectura de INT-20,
    INT-27 e INT-28 y con los aumentos por ley fuera de la garantía o a los dos lados de ella (INT-22,
    «pension_sin_coordinar» o «con_aumentos»: el mismo piso):   coordinada + S ≥ P. Con «aumentos_cuentan_como_pago»
    los aumentos pagan parte de la garantía (coordinada + S + A ≥ P) y la demostración se refuta.
    Entonces la identidad "10.5-garantia" está demostrada para todo valor admisible

  @clausula-10.5 @clausula-10.2 @interpretacion-INT-20 @interpretacion-INT-22 @identidad
  Escenario: La pensión coordinada nunca excede la pensión conforme a la Ley
    Para todo P, F, S, A, M ≥ 0:   coordinada ≤ P, con la lectura «si_reduce» de INT-20 y cualquier lectura de
    INT-22 (ninguna sube el piso de 10.5 por encima de P). Con «siempre» una fórmula mayor que la pensión se paga
    entera: la demostración se refuta, y una prueba lo comprueba.
    Entonces la identidad "10.5-no-excede" está demostrada para todo valor admisible

  @clausula-10.2 @clausula-18.6.a @identidad
  Escenario: La coordinación quita ½ % de la retribución hasta $6,600 por cada año de servicio, y nada más
    1½ % × R × min(n, 20) + 2 % × R × max(n − 20, 0)  −  [(a) + (b) + (c) + (d)]  =  ½ % × min(R, 6600) × n.
    Es decir: la pensión por servicio baja, al coordinarse, $33 por año de servicio como máximo (½ % de
    $6,600); la parte de la retribución que excede de $6,600 conserva sus porcientos.
    Entonces la identidad "10.2-compensacion" está demostrada para todo valor admisible

  @clausula-10.2 @clausula-18.6.a @clausula-10.5 @interpretacion-INT-21 @identidad
  Escenario: La fórmula de coordinación nunca da más que la pensión por servicio, con o sin reducción actuarial
    Para todo R ≥ 0, n ≥ 0 y 0 ≤ f ≤ 1:   f × [(a) + (b) + (c) + (d)]  ≤  f × 18.6(a).
    Por eso, para las pensiones por servicio, «cuando fuese así necesario» (INT-20) no cambia el resultado.
    Entonces la identidad "10.2-no-excede-estatutaria" está demostrada para todo valor admisible

  @clausula-10.3 @clausula-18.5.c @identidad
  Escenario: La coordinación de una pensión por mérito solo cambia la parte de la retribución hasta $6,600
    p × R  −  [1½ % × min(R, 6600) × m + max(R − 6600, 0) × p]  =  min(R, 6600) × (p − 1½ % × m).
    Entonces la identidad "10.3-diferencia-merito" está demostrada para todo valor admisible

  @clausula-10.3 @clausula-10.2 @interpretacion-INT-25 @identidad
  Escenario: La fórmula de 10.3 reduce la pensión por mérito solo si los años del cómputo original no pasan de p / 1½ %
    p × R − 10.3 ≥ 0 si m ≤ 200p/3, y ≤ 0 si m ≥ 200p/3: con p = 75 % el umbral es 50 años; con p = 40 %, 26⅔ años.
    Con un por ciento original bajo y muchos años, la fórmula daría más que la pensión: no es necesario coordinar (INT-20).
    Entonces la identidad "10.3-signo" está demostrada para todo valor admisible
