# language: es
@articulo-10
Característica: 10.5 — El Seguro Social y el Sistema, juntos, nunca pagan menos que la pensión conforme a la Ley

  Texto de la cláusula:

  > 10.5- En ningún caso los pagos combinados del Seguro Social y del Sistema por concepto de pensión, serán menores que la pensión que le hubiere correspondido al pensionado conforme a la Ley.

  La pensión coordinada es la mayor de dos cantidades: la suma de productos de 10.2 (o la fórmula de
  10.3) y la garantía de 10.5, que es la pensión conforme a la Ley menos el beneficio anual del Seguro
  Social (nunca menos de cero). El resultado muestra ambas, cuál limita y la cuantía final, anual y
  mensual.

  «La pensión que le hubiere correspondido conforme a la Ley» es la pensión antes de coordinar, con su
  reducción actuarial si la tiene, y sin los aumentos por ley, que se suman aparte por 10.6(a)
  (INT-22). Puede darse como hecho o calcularla el Artículo 18. El beneficio del Seguro Social se da
  siempre con su período: mensual (se multiplica por 12) o anual.

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que está pensionado por años de servicio
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  @clausula-10.5 @interpretacion-INT-22
  Esquema del escenario: La garantía limita solo cuando la pensión menos el Seguro Social supera la suma de productos
    # Suma de 10.2: 1 320 + 990 + 7 020 + 4 680 = 14 010.  Garantía: 15 000 − Seguro Social anual (mínimo 0).
    # $1,000.00 mensuales = $12,000.00 anuales: 15 000 − 12 000 = 3 000 < 14 010 → la fórmula; juntos 14 010 + 12 000 = 26 010
    # $100.00 mensuales = 1 200:   15 000 − 1 200 = 13 800 < 14 010 → la fórmula; juntos 15 210
    # $990.00 anuales:             15 000 − 990 = 14 010 = 14 010 → empate: la fórmula; juntos 15 000
    # $50.00 mensuales = 600:      15 000 − 600 = 14 400 > 14 010 → la garantía; 14 400 ÷ 12 = 1 200; juntos 15 000
    # $0.00 mensuales:             15 000 − 0 = 15 000 → la garantía; juntos 15 000: nada se reduce, y con la
    #                              lectura por defecto de INT-20 no es necesario coordinar (la pensión sigue igual)
    # $20,000.00 anuales:          15 000 − 20 000 < 0 → garantía 0; la fórmula; juntos 34 010
    Dado que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "<seguro_social>" <periodo>
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "<estado>"
    Y el beneficio del Seguro Social es "<anual>" anuales
    Y la suma de los productos es "$14,010.00" anuales
    Y la garantía de 10.5 es "<garantia>" anuales
    Y limita "<limita>"
    Y la pensión coordinada es "<coordinada>" anuales
    Y la pensión coordinada es "<mensual>" mensuales
    Y lo que pagan juntos el Seguro Social y el Sistema es "<juntos>" anuales

    Ejemplos:
      | seguro_social | periodo   | anual      | garantia   | limita              | coordinada | mensual   | juntos     | estado          |
      | $1,000.00     | mensuales | $12,000.00 | $3,000.00  | la fórmula          | $14,010.00 | $1,167.50 | $26,010.00 | coordinada      |
      | $12,000.00    | anuales   | $12,000.00 | $3,000.00  | la fórmula          | $14,010.00 | $1,167.50 | $26,010.00 | coordinada      |
      | $100.00       | mensuales | $1,200.00  | $13,800.00 | la fórmula          | $14,010.00 | $1,167.50 | $15,210.00 | coordinada      |
      | $990.00       | anuales   | $990.00    | $14,010.00 | la fórmula          | $14,010.00 | $1,167.50 | $15,000.00 | coordinada      |
      | $50.00        | mensuales | $600.00    | $14,400.00 | la garantía de 10.5 | $14,400.00 | $1,200.00 | $15,000.00 | coordinada      |
      | $0.00         | mensuales | $0.00      | $15,000.00 | la garantía de 10.5 | $15,000.00 | $1,250.00 | $15,000.00 | no es necesaria |
      | $20,000.00    | anuales   | $20,000.00 | $0.00      | la fórmula          | $14,010.00 | $1,167.50 | $34,010.00 | coordinada      |

  @clausula-10.5
  Escenario: La pensión conforme a la Ley puede calcularla el Artículo 18
    # Artículo 18 a los 60 años con 30 de servicios: 1½ % × 30 000 × 20 + 2 % × 30 000 × 10 = 15 000
    # (regla externa EXT-01, por verificar). Coordinada: 14 010; garantía 15 000 − 12 000 = 3 000.
    Dado que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la pensión anual es "$15,000.00"
    Y la coordinación resulta "coordinada"
    Y la pensión conforme a la Ley es "$15,000.00" anuales
    Y la garantía de 10.5 es "$3,000.00" anuales
    Y la pensión coordinada es "$14,010.00" anuales
    Y el resultado depende de la regla externa "EXT-01"

  @clausula-10.5 @interpretacion-INT-22
  Esquema del escenario: Los aumentos por ley no suben la garantía de 10.5: quedan fuera de ella o a los dos lados
    # Pensión 15 000; Seguro Social 600 al año; aumentos por ley 600; suma de 10.2: 14 010.
    # «pension_sin_coordinar» y «con_aumentos»: 15 000 − 600 = 14 400 > 14 010 → limita la garantía; el Sistema
    # paga 14 400 + 600 = 15 000, lo mismo que sin coordinar: la coordinación nunca sube la pensión.
    # «aumentos_cuentan_como_pago»: 15 000 − 600 − 600 = 13 800 < 14 010 → limita la fórmula; paga 14 010 + 600.
    Dado que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$50.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$600.00" anuales
    Y se adopta la lectura "<lectura>" de INT-22
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la garantía de 10.5 es "<garantia>" anuales
    Y la pensión coordinada es "<coordinada>" anuales
    Y lo que paga el Sistema con los aumentos por ley es "<total>" anuales

    Ejemplos:
      | lectura                             | garantia   | coordinada | total      |
      | pension_sin_coordinar (por defecto) | $14,400.00 | $14,400.00 | $15,000.00 |
      | con_aumentos                        | $14,400.00 | $14,400.00 | $15,000.00 |
      | aumentos_cuentan_como_pago          | $13,800.00 | $14,010.00 | $14,610.00 |

  @clausula-10.5 @interpretacion-INT-21
  Escenario: La pensión reducida que calcula el Artículo 18 se coordina con la misma reducción actuarial
    # Artículo 18 a los 56 años con 26 de servicios (18.6(a)): 1½ % × 30 000 × 20 + 2 % × 30 000 × 6 = 12 600;
    # × 0.80 (tabla ilustrativa) = 10 080.
    # 10.2: (a) 1 320; (b) 1½ % × 6 600 × 6 = 594; (c) 7 020; (d) 2 % × 23 400 × 6 = 2 808; suma 11 742;
    # × 0.80 = 9 393.60; 9 393.60 ÷ 12 = 782.80. Garantía: 10 080 − 12 000 < 0 → 0.
    Dado que ingresó por primera vez al Sistema el "1976-01-01"
    Y que tiene acreditados "26 años" de servicios
    Y que se retiró el "2002-05-10"
    Y la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la pensión anual es "$10,080.00"
    Y la coordinación resulta "coordinada"
    Y la suma de los productos es "$11,742.00" anuales
    Y la suma de los productos después de la reducción actuarial es "$9,393.60" anuales
    Y la pensión coordinada es "$9,393.60" anuales
    Y la pensión coordinada es "$782.80" mensuales
    Y el resultado usa la lectura "misma_reduccion" de INT-21

  @clausula-10.5 @interpretacion-INT-21
  Escenario: Con una pensión reducida, la garantía de 10.5 parte de la pensión reducida y puede limitar a la suma reducida
    # Artículo 18 a los 56 años con 26 de servicios: 12 600 × 0.80 = 10 080 (la pensión conforme a la Ley, reducida).
    # Suma de 10.2 reducida (INT-21): 11 742 × 0.80 = 9 393.60. Seguro Social: $50.00 mensuales = 600 anuales.
    # Garantía: 10 080 − 600 = 9 480 > 9 393.60: limita la garantía, 9 480 (790 al mes). Quien parta de la pensión sin
    # reducir (12 600 − 600 = 12 000) o reduzca también el piso (9 480 × 0.80) se aparta de 10.5.
    Dado que ingresó por primera vez al Sistema el "1976-01-01"
    Y que tiene acreditados "26 años" de servicios
    Y que se retiró el "2002-05-10"
    Y la tabla actuarial "ilustrativa" adoptada el "2000-01-01" según "ejemplo, no es de la Junta", con estos factores:
      | edad | factor |
      | 56   | 0.80   |
    Y que recibe del Seguro Social "$50.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la pensión anual es "$10,080.00"
    Y la coordinación resulta "coordinada"
    Y la suma de los productos después de la reducción actuarial es "$9,393.60" anuales
    Y la garantía de 10.5 es "$9,480.00" anuales
    Y limita "la garantía de 10.5"
    Y la pensión coordinada es "$9,480.00" anuales
    Y la pensión coordinada es "$790.00" mensuales

  @clausula-10.5 @interpretacion-INT-21
  Escenario: La misma reducción cuando la pensión reducida se da como hecho, con su factor
    Dado que su pensión conforme a la Ley es "$10,080.00" anuales
    Y que su pensión lleva el factor de reducción actuarial "0.80"
    Y que tiene acreditados "26 años" de servicios
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$9,393.60" anuales

  @clausula-10.5 @interpretacion-INT-21
  Escenario: Con la otra lectura de INT-21 la suma no se reduce y ya no es menor que la pensión
    # 11 742 sin reducir ≥ 10 080: no es necesario coordinar (INT-20)
    Dado que su pensión conforme a la Ley es "$10,080.00" anuales
    Y que su pensión lleva el factor de reducción actuarial "0.80"
    Y que tiene acreditados "26 años" de servicios
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y se adopta la lectura "sin_reduccion" de INT-21
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y la pensión coordinada es "$10,080.00" anuales

  @clausula-10.5
  Escenario: Sin la pensión conforme a la Ley la coordinación no puede completarse
    # A los 56 años la pensión está sujeta a reducción actuarial y no se dio la tabla de la Junta (18.6(d)):
    # el Artículo 18 no da la cuantía y la solicitud tampoco la trae.
    Dado que ingresó por primera vez al Sistema el "1976-01-01"
    Y que tiene acreditados "26 años" de servicios
    Y que se retiró el "2002-05-10"
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces el estado de la pensión es "requiere_factor_de_la_junta"
    Y la coordinación resulta "incompleta"
    Y el motivo de la coordinación según "10.5" dice "coordinacion.pension_estatutaria"
    Y no se informa pensión coordinada
    Y la explicación cita la cláusula "10.5"

  @clausula-10.5 @interpretacion-INT-20
  Escenario: Con un beneficio del Seguro Social de $0 la garantía deja la pensión igual: no es necesario coordinar
    # Suma de 10.2: 14 010 < 15 000, pero la garantía es 15 000 − 0 = 15 000: la pensión no se reduce. Según INT-20
    # («cuando fuese así necesario») la coordinación no era necesaria; con «siempre» se informaría «coordinada».
    Dado que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$0.00" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y la garantía de 10.5 es "$15,000.00" anuales
    Y la pensión coordinada es "$15,000.00" anuales
    Y el resultado usa la lectura "si_reduce" de INT-20
    Y la explicación dice "la pensión no se reduce ($15000 al año, lo mismo que sin coordinar)"
    Y la explicación para personas dice "10.5 — Garantía: el Seguro Social ($0.00) y el Sistema juntos no pagan menos que la pensión ($15,000.00), así que la pensión coordinada no baja de $15,000.00"
    Y la explicación para personas dice "10.2 — ¿Es necesaria la coordinación («cuando fuese así necesario»)? No: con la garantía de 10.5 la pensión no se reduce ($15,000.00 al año, lo mismo que sin coordinar)"

  @clausula-10.5 @revision
  Escenario: Lo que la revisión rechazó deja sin respaldo la pensión y su coordinación, y cada aviso dice su cifra
    # Los hechos de «La pensión conforme a la Ley puede calcularla el Artículo 18»: 15 000 por la regla externa
    # EXT-01 y, coordinada, 14 010 (la garantía, 15 000 − 12 000 = 3 000, no limita). Rechazada EXT-01, las dos
    # partes quedan «sin_respaldo»; cada cifra se informa, y su aviso la dice al año: «$15000.00» y «$14010.00».
    Dado que recibe del Seguro Social "$1,000.00" mensuales
    Y que la revisión jurídica rechazó "EXT-01"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces el estado de la pensión es "sin_respaldo"
    Y el dato "coordinacion.estado" del resultado es "sin_respaldo"
    Y la pensión coordinada es "$14,010.00" anuales
    Y el resultado advierte "la pensión del Artículo 18 depende de lo que la revisión rechazó (EXT-01 fue rechazada por"
    Y el resultado advierte "La cifra que se muestra ($15000.00 al año) es solo la que daría lo rechazado"
    Y el resultado advierte "la coordinación con el Seguro Social depende de lo que la revisión rechazó"
    Y el resultado advierte "La cifra que se muestra ($14010.00 al año) es solo la que daría lo rechazado"
