# language: es
@articulo-10
Característica: 10.2 — Coordinación de las pensiones por años de servicio o por incapacidad

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones, OCR-10 y OCR-12):

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  Dos cortes: la retribución promedio se parte en $6,600 y lo que excede; el servicio acreditable,
  en los primeros 20 años y lo que excede (con sus fracciones: 24 años y 6 meses son 24.5 años).
  Cada producto toma una parte de cada corte:

  | producto | retribución         | años             | por ciento |
  | (a)      | hasta $6,600        | hasta 20         | 1 %        |
  | (b)      | hasta $6,600        | en exceso de 20  | 1½ %       |
  | (c)      | en exceso de $6,600 | hasta 20         | 1½ %       |
  | (d)      | en exceso de $6,600 | en exceso de 20  | 2 %        |

  «Cuando fuese así necesario» (INT-20): la suma sustituye a la pensión solo si es menor que ella.
  Si la pensión lleva reducción actuarial, la suma lleva la misma (INT-21; véase 10.5).

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que se retiró el "2006-05-10"
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  @clausula-10.2 @clausula-10.2.a @clausula-10.2.b @clausula-10.2.c @clausula-10.2.d
  Esquema del escenario: Los cuatro productos, por debajo, en y por encima de $6,600 y de 20 años de servicio
    # La pensión conforme a la Ley ($20,000.00) y el Seguro Social ($24,000.00 al año) se eligen para que
    # la garantía de 10.5 no limite (20 000 − 24 000 < 0): la pensión coordinada es la suma de los productos.
    # Fila 1: $6,000 (bajo el tope), 15 años:  (a) 1 % × 6 000 × 15 = 900
    # Fila 2: $6,600 (el tope), 20 años:       (a) 1 % × 6 600 × 20 = 1 320
    # Fila 3: $6,600, 25 años:                 (a) 1 320; (b) 1½ % × 6 600 × 5 = 495
    # Fila 4: $6,000, 24 años y 6 meses:       (a) 1 % × 6 000 × 20 = 1 200; (b) 1½ % × 6 000 × 4.5 = 405
    # Fila 5: $7,600, 25 años:                 (a) 1 320; (b) 495; (c) 1½ % × (7 600 − 6 600) × 20 = 300; (d) 2 % × 1 000 × 5 = 100
    # Fila 6: $30,000, 19 años y 6 meses:      (a) 1 % × 6 600 × 19.5 = 1 287; (c) 1½ % × 23 400 × 19.5 = 6 844.50
    # Fila 7: $30,000, 20 años:                (a) 1 320; (c) 1½ % × (30 000 − 6 600) × 20 = 7 020
    # Fila 8: $30,000, 20 años y 3 meses:      (a) 1 320; (b) 1½ % × 6 600 × 0.25 = 24.75; (c) 7 020; (d) 2 % × 23 400 × 0.25 = 117
    # Fila 9: $30,000, 30 años:                (a) 1 320; (b) 1½ % × 6 600 × 10 = 990; (c) 7 020; (d) 2 % × 23 400 × 10 = 4 680
    # Junto a los cortes (un dólar de cada lado de $6,600; un mes de cada lado de 20 años):
    # Fila 10: $6,599, 20 años:                (a) 1 % × 6 599 × 20 = 1 319.80
    # Fila 11: $6,601, 20 años:                (a) 1 320; (c) 1½ % × (6 601 − 6 600) × 20 = 0.30; suma 1 320.30
    # Fila 12: $30,000, 19 años y 11 meses:    (a) 1 % × 6 600 × 19 11/12 = 1 314.50; (c) 1½ % × 23 400 × 19 11/12 = 6 990.75
    # Fila 13: $30,000, 20 años y 1 mes:       (a) 1 320; (b) 1½ % × 6 600 × 1/12 = 8.25; (c) 7 020; (d) 2 % × 23 400 × 1/12 = 39
    Dado que está pensionado por años de servicio
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "<retribucion>" anuales
    Y que su pensión conforme a la Ley es "$20,000.00" anuales
    Y que recibe del Seguro Social "$2,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y el producto "10.2.a" es "<a>"
    Y el producto "10.2.b" es "<b>"
    Y el producto "10.2.c" es "<c>"
    Y el producto "10.2.d" es "<d>"
    Y la suma de los productos es "<suma>" anuales
    Y limita "la fórmula"
    Y la pensión coordinada es "<suma>" anuales

    Ejemplos:
      | retribucion | servicio           | a         | b       | c         | d         | suma       |
      | $6,000.00   | 15 años            | $900.00   | $0.00   | $0.00     | $0.00     | $900.00    |
      | $6,600.00   | 20 años            | $1,320.00 | $0.00   | $0.00     | $0.00     | $1,320.00  |
      | $6,600.00   | 25 años            | $1,320.00 | $495.00 | $0.00     | $0.00     | $1,815.00  |
      | $6,000.00   | 24 años y 6 meses  | $1,200.00 | $405.00 | $0.00     | $0.00     | $1,605.00  |
      | $7,600.00   | 25 años            | $1,320.00 | $495.00 | $300.00   | $100.00   | $2,215.00  |
      | $30,000.00  | 19 años y 6 meses  | $1,287.00 | $0.00   | $6,844.50 | $0.00     | $8,131.50  |
      | $30,000.00  | 20 años            | $1,320.00 | $0.00   | $7,020.00 | $0.00     | $8,340.00  |
      | $30,000.00  | 20 años y 3 meses  | $1,320.00 | $24.75  | $7,020.00 | $117.00   | $8,481.75  |
      | $30,000.00  | 30 años            | $1,320.00 | $990.00 | $7,020.00 | $4,680.00 | $14,010.00 |
      | $6,599.00   | 20 años            | $1,319.80 | $0.00   | $0.00     | $0.00     | $1,319.80  |
      | $6,601.00   | 20 años            | $1,320.00 | $0.00   | $0.30     | $0.00     | $1,320.30  |
      | $30,000.00  | 19 años y 11 meses | $1,314.50 | $0.00   | $6,990.75 | $0.00     | $8,305.25  |
      | $30,000.00  | 20 años y 1 mes    | $1,320.00 | $8.25   | $7,020.00 | $39.00    | $8,387.25  |

  @clausula-10.2 @clausula-10.2.c @clausula-10.2.d @interpretacion-INT-07
  Escenario: Los productos se suman exactos y la suma se redondea una sola vez, al final
    # Retribución promedio de $12,345.675 (fracción de centavo), 25 años y 6 meses (25.5 años):
    # hasta $6,600: 6 600; en exceso de $6,600: 12 345.675 − 6 600 = 5 745.675; primeros 20 años; 5.5 en exceso
    # (a) 1 %  × 6 600 × 20             = 1 320
    # (b) 1½ % × 6 600 × 5.5            =   544.50
    # (c) 1½ % × 5 745.675 × 20  = 0.3  × 5 745.675 = 1 723.7025 → se informa 1 723.70
    # (d) 2 %  × 5 745.675 × 5.5 = 0.11 × 5 745.675 =   632.02425 → se informa 632.02
    # suma exacta: 1 320 + 544.50 + 1 723.7025 + 632.02425 = 4 220.22675 → 4 220.23 al centavo
    # (sumar los productos ya redondeados daría 1 320 + 544.50 + 1 723.70 + 632.02 = 4 220.22)
    # mensual: 4 220.22675 ÷ 12 = 351.6855625 → 351.69
    # 10.5: 20 000 − 24 000 < 0, la garantía es 0 y no limita
    Dado que está pensionado por años de servicio
    Y que tiene acreditados "25 años y 6 meses" de servicios
    Y que su retribución promedio es "$12,345.675" anuales
    Y que su pensión conforme a la Ley es "$20,000.00" anuales
    Y que recibe del Seguro Social "$2,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y el producto "10.2.c" es "$1,723.70"
    Y el producto "10.2.d" es "$632.02"
    Y la suma de los productos es "$4,220.23" anuales
    Y limita "la fórmula"
    Y la pensión coordinada es "$4,220.23" anuales
    Y la pensión coordinada es "$351.69" mensuales
    Y el resultado usa la lectura "final_al_centavo" de INT-07

  @clausula-10.2 @clausula-10.2.a @clausula-10.2.c
  Escenario: La pensión por incapacidad se coordina con la misma suma de productos que la pensión por años de servicio
    # (a) 1 % × 6 600 × 15 = 990; (c) 1½ % × (30 000 − 6 600) × 15 = 5 265; suma 6 255
    # 10.5: 9 000 − 12 000 < 0, la garantía es 0 y no limita
    Dado que está pensionado por incapacidad
    Y que tiene acreditados "15 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su pensión conforme a la Ley es "$9,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la suma de los productos es "$6,255.00" anuales
    Y la pensión coordinada es "$6,255.00" anuales
    Y la pensión coordinada es "$521.25" mensuales

  @clausula-10.2 @interpretacion-INT-20
  Escenario: «Cuando fuese así necesario»: si la suma no es menor que la pensión, la pensión sigue igual
    # suma 6 255 (como arriba) ≥ pensión por incapacidad de 5 000: coordinar la aumentaría
    Dado que está pensionado por incapacidad
    Y que tiene acreditados "15 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su pensión conforme a la Ley es "$5,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y la suma de los productos es "$6,255.00" anuales
    Y la pensión coordinada es "$5,000.00" anuales
    Y el resultado usa la lectura "si_reduce" de INT-20

  @clausula-10.2 @interpretacion-INT-20
  Escenario: Con la otra lectura de INT-20, la suma sustituye siempre a la pensión, aunque sea mayor
    Dado que está pensionado por incapacidad
    Y que tiene acreditados "15 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su pensión conforme a la Ley es "$5,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y se adopta la lectura "siempre" de INT-20
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$6,255.00" anuales
