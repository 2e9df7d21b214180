# language: es
@articulo-10
Característica: 10.3 — Coordinación de las pensiones por mérito

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones, OCR-11 y OCR-12):

  > 10.3- Si el participante estuviese pensionado por mérito, para la coordinación se considerarán solamente los años incluidos en el cómputo original de la pensión. Al coordinar la pensión se usará la siguiente fórmula: el uno y medio por ciento (1½%) de la retribución promedio hasta un máximo de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el número de años de servicios acreditables más el exceso de los Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por el por ciento que se aplicó, en su origen al otorgarse la pensión.

  La fórmula tiene dos términos:
  - 1½ % de la retribución promedio hasta $6,600, por los años incluidos en el cómputo original de la
    pensión (no por otros años acreditados);
  - la retribución promedio en exceso de $6,600, por el por ciento que se aplicó al otorgar la pensión
    por mérito. Ese exceso no se multiplica además por los años (INT-25).

  La pensión por mérito se concede por reglas que no están en estos textos: aquí su cuantía anual se da
  como hecho (el por ciento por la retribución promedio). Si la suma no es menor que la pensión, no es
  necesario coordinar (INT-20).

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que se retiró el "2006-05-10"
    Y que está pensionado por mérito
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$1,000.00" mensuales

  @clausula-10.3 @interpretacion-INT-25
  Esquema del escenario: 1½ % hasta $6,600 por los años del cómputo original, más el exceso por el por ciento original
    # 10.3: 1½ % × mín(retribución, 6 600) × años + (retribución − 6 600) × por ciento
    # Fila 1: 1½ % × 6 600 × 30 = 2 970;  (30 000 − 6 600) × 75 % = 17 550;  suma 20 520 < 22 500
    # Fila 2: 2 970;  23 400 × 50 % = 11 700;  suma 14 670 < 15 000
    # Fila 3: 2 970;  23 400 × 100 % = 23 400;  suma 26 370 < 30 000
    # Fila 4: 1½ % × 6 000 × 30 = 2 700;  no hay exceso de 6 600: 0;  suma 2 700 < 4 500
    # La garantía de 10.5 (pensión − 12 000 de Seguro Social) no limita en ninguna fila.
    # Los por cientos de 50 % y 100 % son hipotéticos (la regla externa EXT-03 da el 75 %): solo comprueban
    # que el exceso de $6,600 se multiplica por el por ciento original, sea cual sea.
    Dado que su retribución promedio es "<retribucion>" anuales
    Y que el por ciento de su pensión por mérito es "<por_ciento>"
    Y que los años incluidos en el cómputo original de la pensión son "<anos>"
    Y que su pensión conforme a la Ley es "<pension>" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y el producto "10.3 (hasta el tope)" es "<hasta>"
    Y el producto "10.3 (exceso)" es "<exceso>"
    Y la suma de los productos es "<suma>" anuales
    Y la pensión coordinada es "<suma>" anuales
    Y la lectura de INT-25 de la que depende el resultado es "<INT-25>"

    # Sin exceso de $6,600 (fila 4) no hay nada que multiplicar por los años: INT-25 no cambia el resultado.
    Ejemplos:
      | retribucion | por_ciento | anos    | pension    | hasta     | exceso     | suma       | INT-25  |
      | $30,000.00  | 75%        | 30 años | $22,500.00 | $2,970.00 | $17,550.00 | $20,520.00 | literal |
      | $30,000.00  | 50%        | 30 años | $15,000.00 | $2,970.00 | $11,700.00 | $14,670.00 | literal |
      | $30,000.00  | 100%       | 30 años | $30,000.00 | $2,970.00 | $23,400.00 | $26,370.00 | literal |
      | $6,000.00   | 75%        | 30 años | $4,500.00  | $2,700.00 | $0.00      | $2,700.00  | ninguna |

  @clausula-10.3
  Escenario: Solo cuentan los años incluidos en el cómputo original, aunque tenga más servicios acreditados
    # 33 años acreditados, pero el cómputo original de la pensión por mérito incluyó 30:
    # 1½ % × 6 600 × 30 = 2 970 (con los 33 años serían 3 267);  (30 000 − 6 600) × 75 % = 17 550;  suma 20 520
    # Garantía de 10.5: 22 500 − 12 000 = 10 500 < 20 520, no limita.
    Dado que tiene acreditados "33 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el por ciento de su pensión por mérito es "75%"
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que su pensión conforme a la Ley es "$22,500.00" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y el producto "10.3 (hasta el tope)" es "$2,970.00"
    Y el producto "10.3 (exceso)" es "$17,550.00"
    Y la pensión coordinada es "$20,520.00" anuales

  @clausula-10.3 @interpretacion-INT-20
  Escenario: Con un por ciento bajo la suma supera la pensión por mérito y no es necesario coordinar
    # 1½ % × 6 600 × 30 = 2 970; 23 400 × 40 % = 9 360; suma 12 330 ≥ pensión 30 000 × 40 % = 12 000
    Dado que su retribución promedio es "$30,000.00" anuales
    Y que el por ciento de su pensión por mérito es "40%"
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que su pensión conforme a la Ley es "$12,000.00" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y la suma de los productos es "$12,330.00" anuales
    Y la pensión coordinada es "$12,000.00" anuales

  @clausula-10.3 @interpretacion-INT-25
  Escenario: Con la otra lectura de INT-25 el exceso se multiplica también por los años
    # (30 000 − 6 600) × 75 % × 30 = 526 500; + 2 970 = 529 470, más que la pensión: no es necesario coordinar
    Dado que su retribución promedio es "$30,000.00" anuales
    Y que el por ciento de su pensión por mérito es "75%"
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que su pensión conforme a la Ley es "$22,500.00" anuales
    Y se adopta la lectura "por_anos" de INT-25
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y el producto "10.3 (exceso)" es "$526,500.00"
    Y la suma de los productos es "$529,470.00" anuales

  @clausula-10.3
  Escenario: La pensión por mérito que calcula el Artículo 18 se coordina igual
    # Artículo 18: 75 % × 30 000 = 22 500 (regla externa EXT-03, por verificar); 10.3: 2 970 + 17 550 = 20 520
    Dado que su retribución promedio es "$30,000.00" anuales
    Y que el por ciento de su pensión por mérito es "75%"
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la pensión conforme a la Ley es "$22,500.00" anuales
    Y la pensión coordinada es "$20,520.00" anuales
    Y la explicación cita la cláusula "10.3"
    Y el resultado depende de la regla externa "EXT-03"
