# language: es
@interpretacion-INT-25 @clausula-10.3
Característica: INT-25 — ¿El exceso sobre $6,600 se multiplica también por los años de servicio?

  Registro de interpretaciones, entrada INT-25. Palabras en discusión:

  «más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-25», con --lectura o con el campo «lecturas» del JSON):

  - «literal» (por defecto): No: el exceso se multiplica solo por el por ciento original de la pensión por mérito
    (p. ej. 75 %).
  - «por_anos»: Sí: el exceso se multiplica por el por ciento original y por los años.

  Razones de la lectura por defecto: El por ciento de la pensión por mérito ya es un por ciento de la retribución
  total (no por año); multiplicarlo por los años daría pensiones varias veces mayores que la retribución.

  Favorece al pensionado la lectura «por_anos»: La fórmula de 10.3 da más, y con ella la pensión coordinada (o no es
  necesario coordinar).

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión por mérito del 75 % con 30 años en el cómputo original
    # Mérito: 75 % × 30 000 = 22 500 (EXT-03); 10.3: 2 970 + 17 550 = 20 520; garantía 22 500 − 9 600 = 12 900.
    # Con «por_anos»: 17 550 × 30 + 2 970 = 529 470 ≥ 22 500: no es necesario coordinar.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el por ciento de su pensión por mérito es "75%"
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que está pensionado por mérito
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y se adopta la lectura "<lectura>" de INT-25
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-25 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura               | coordinacion.estado | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | literal (por defecto) | coordinada          | $20,520.00                          | $12,900.00                   | formula             | $20,520.00                            | $20,520.00                       |
      | por_anos              | no_necesaria        | $529,470.00                         | ninguno                      | ninguno             | $22,500.00                            | $22,500.00                       |

  Escenario: Sin exceso sobre $6,600.00 las lecturas coinciden y la entrada no se consulta
    # Mérito: 75 % × 6 600 = 4 950 (EXT-03); 10.3: 1½ % × 6 600 × 30 = 2 970, sin exceso que multiplicar.
    # Garantía de 10.5: 4 950 − 9 600 < 0, es decir, 0: limita la fórmula, 2 970.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$6,600.00" anuales
    Y que el por ciento de su pensión por mérito es "75%"
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que está pensionado por mérito
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la coordinación resulta "coordinada"
    Y el producto "10.3 (exceso)" es "$0.00"
    Y la pensión coordinada es "$2,970.00" anuales
    Y el resultado no depende de INT-25

  Escenario: Con un solo año en el cómputo original, multiplicar el exceso por los años no cambia nada, y la entrada no se consulta
    # 10.3: 1½ % × 6 600 × 1 = 99, más el exceso 23 400 × 75 % = 17 550 (× 1 año con «por_anos»): 17 649.
    # Garantía de 10.5: 22 500 − 9 600 = 12 900 < 17 649: limita la fórmula.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el por ciento de su pensión por mérito es "75%"
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que está pensionado por mérito
    Y que los años incluidos en el cómputo original de la pensión son "1 año"
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$17,649.00" anuales
    Y el resultado no depende de INT-25
