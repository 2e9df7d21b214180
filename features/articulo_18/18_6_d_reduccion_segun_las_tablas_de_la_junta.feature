# language: es
@articulo-18
Característica: 18.6 (d) — La reducción actuarial sigue las tablas actuariales adoptadas por la Junta

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:
  >
  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  Las tablas de la Junta no están en el texto: son un dato que aporta quien pide el cálculo, con su
  nombre, su fuente y su fecha de adopción. La tabla de los antecedentes es ILUSTRATIVA: sus
  factores son inventados para poder comprobar la aritmética a mano y NO son los de la Junta.
  El factor se toma por la edad cumplida al retiro (lectura por defecto de INT-30; la otra lo busca por
  años y meses, con claves como «56-06») y se aplica a la cuantía ya computada con la fórmula (18.6(a)
  o (c)); solo se redondea la cifra final (INT-07).

  Antecedentes:
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad | factor |
      | 55   | 0.80   |
      | 56   | 0.85   |
      | 57   | 0.90   |
      | 58   | 0.92   |
      | 59   | 0.94   |
      | 60   | 0.96   |
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está en servicio activo

  @clausula-18.6.d
  Esquema del escenario: La reducción se aplica a la cuantía de 18.6(a), con el factor de la edad al retiro
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la pensión anual antes de la reducción es "<antes>"
    Y el factor de reducción aplicado es "<factor>"
    Y la pensión anual es "<anual>"
    Y la pensión mensual es "<mensual>"
    Y el estado de la pensión es "calculada"
    Y el resultado advierte "depende de la tabla actuarial «ilustrativa (NO es la tabla de la Junta)»"

    # 55 años: 12 000 × 0.80 =  9 600;  ÷ 12 =   800
    # 56 años: 12 900 × 0.85 = 10 965;  ÷ 12 =   913.75
    # 57 años: 14 950 × 0.90 = 13 455;  ÷ 12 = 1 121.25
    # (las cuantías antes de la reducción, como en 18.6(a): 9 000 + 600 por año en exceso de 20)
    Ejemplos:
      | servicio           | fecha_retiro | edad | antes      | factor | anual      | mensual   |
      | 25 años            | 2007-05-10   | 55   | $12,000.00 | 0.80   | $9,600.00  | $800.00   |
      | 26 años y 6 meses  | 2008-05-10   | 56   | $12,900.00 | 0.85   | $10,965.00 | $913.75   |
      | 29 años y 11 meses | 2010-05-09   | 57   | $14,950.00 | 0.90   | $13,455.00 | $1,121.25 |

  @clausula-18.6.d
  Esquema del escenario: La reducción se aplica a la cuantía de 18.6(c) del nuevo participante
    Dado un miembro nacido el "1952-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la edad al retiro es "<edad>" años
    Y la fórmula aplicada es "18.6.c"
    Y la pensión anual antes de la reducción es "<antes>"
    Y el factor de reducción aplicado es "<factor>"
    Y la pensión anual es "<anual>"
    Y la pensión mensual es "<mensual>"

    # 55 años: 450 × 25 = 11 250;  11 250 × 0.80 =  9 000;  ÷ 12 = 750
    # 60 años: 450 × 27 = 12 150;  12 150 × 0.96 = 11 664;  ÷ 12 = 972
    Ejemplos:
      | servicio | fecha_retiro | edad | antes      | factor | anual      | mensual |
      | 25 años  | 2007-06-15   | 55   | $11,250.00 | 0.80   | $9,000.00  | $750.00 |
      | 27 años  | 2012-06-15   | 60   | $12,150.00 | 0.96   | $11,664.00 | $972.00 |

  @clausula-18.6.d
  @clausula-18.6.d
  Esquema del escenario: Un factor de más de seis decimales se aplica exacto; el resultado lo informa con seis y «…»
    # Una tabla puede dar factores de hasta 10 decimales (límite del protocolo). La cuantía usa el factor exacto y
    # solo se redondea la cifra final (INT-07); el dato factor_reduccion del resultado lo escribe con seis decimales
    # y «…» cuando recorta (un número exacto como texto, según el esquema del resultado), también si es casi cero.
    Dada la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad | factor   |
      | 55   | <factor> |
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2007-05-10"
    Entonces el factor de reducción aplicado es "<informado>"
    Y la pensión anual es "<anual>"

    # 12 000 × 0.1234567 = 1 481.4804;  × 0.0000001 = 0.0012;  × 0.0000005 = 0.006;  × 0.000001 = 0.012
    Ejemplos:
      | factor     | informado | anual     |
      | 0.1234567  | 0.123457… | $1,481.48 |
      | 0.12000004 | 0.120000… | $1,440.00 |
      | 0.0000001  | 0.000000… | $0.00     |
      | 0.0000005  | 0.000000… | $0.01     |
      | 0.000001   | 0.000001  | $0.01     |

  Escenario: La reducción se efectúa después del cómputo según la fórmula
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "26 años y 6 meses" de servicios
    Cuando se retira el "2008-05-10"
    Entonces la explicación aplica "18.6.a" antes que "18.6.d"
    Y la explicación aplica "18.5" antes que "18.6.d"

  @clausula-18.6.d
  Esquema del escenario: La tabla no se usa cuando la pensión no está sujeta a reducción
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que su cuerpo es "<cuerpo>"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "<fecha_retiro>"
    Entonces la pensión no está sujeta a reducción actuarial
    Y las excepciones de 18.5 que aplican son "<excepcion>"
    Y la pensión anual es "$12,600.00"
    Y la pensión mensual es "$1,050.00"
    Y el resultado depende de la regla externa "EXT-01"

    # 1½ % × 30 000 × 20 = 9 000;  2 % × 30 000 × 6 = 3 600;  12 600 anuales, sin factor;  ÷ 12 = 1 050
    Ejemplos:
      | cuerpo  | fecha_retiro | excepcion |
      | ninguno | 2010-05-10   | 18.5.b    |
      | Policía | 2007-05-10   | 18.5.a    |

  @clausula-18.6.d
  Escenario: Si la tabla no tiene factor para la edad al retiro, no se inventa: se informa la cuantía antes de la reducción
    Dado un miembro nacido el "1952-06-15"
    Y que ingresó por primera vez al Sistema el "1990-06-01"
    Y que tiene acreditados "27 años" de servicios
    Cuando se retira el "2013-06-15"
    Entonces la edad al retiro es "61" años
    Y la pensión está sujeta a reducción actuarial
    # 450 × 27 = 12 150
    Y la pensión anual antes de la reducción es "$12,150.00"
    Y el estado de la pensión es "requiere_factor_de_la_junta"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "no tiene factor para la edad de 61 años"

  @clausula-18.6.d
  Escenario: Sin tabla actuarial, se informa la cuantía antes de la reducción y se dice que falta el factor de la Junta
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "26 años y 6 meses" de servicios
    Y que el dato "tabla_actuarial" falta
    Cuando se retira el "2008-05-10"
    Entonces la pensión está sujeta a reducción actuarial
    # 9 000 + 600 × 6.5 = 12 900;  ÷ 12 = 1 075
    Y la pensión anual antes de la reducción es "$12,900.00"
    Y la pensión mensual antes de la reducción es "$1,075.00"
    Y el estado de la pensión es "requiere_factor_de_la_junta"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "se requiere el factor de la tabla actuarial de la Junta (18.6(d))"

  @clausula-18.6.d @interpretacion-INT-30
  Escenario: Una tabla por años y meses no da factor por la edad cumplida: no se inventa, y el resultado remite a INT-30
    Dada la tabla actuarial "por meses (ilustrativa, NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad  | factor |
      | 56-00 | 0.85   |
      | 56-06 | 0.88   |
    Y un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "2008-05-10"
    Entonces la edad al retiro es "56" años
    # 9 000 + 600 × 6 = 12 600
    Y la pensión anual antes de la reducción es "$12,600.00"
    Y el estado de la pensión es "requiere_factor_de_la_junta"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "no tiene factor para la edad de 56 años (clave «56»; sus claves son en años y meses"
    Y la explicación para personas dice "18.6(d) — Factor de la tabla actuarial «por meses (ilustrativa, NO es la tabla de la Junta)»: la tabla no tiene factor para la edad de 56 años (clave «56»)."

  @clausula-18.6.d
  Escenario: Si la pensión no se reduce, el resultado no da factor ni tabla aunque la solicitud traiga una
    # A los 58 años la excepción 18.5(b) la libra de la reducción: la tabla de los antecedentes no se usa.
    Dado un miembro nacido el "1948-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "29 años" de servicios
    Cuando se retira el "2006-05-10"
    Entonces la edad al retiro es "58" años
    Y la pensión no está sujeta a reducción actuarial
    Y el dato "pension.factor_reduccion" del resultado es "ninguno"
    Y el dato "pension.tabla_actuarial" del resultado es "ninguno"

  @clausula-18.6.d
  Escenario: La reducción se aplica a la cuantía exacta, con sus fracciones de centavo, y se redondea una sola vez
    # 18.6(a) con $30,000.06 y 26 años: 1½ % × 30 000.06 × 20 + 2 % × 30 000.06 × 6 = 12 600.0252 (se informa
    # 12 600.03); × 0.90 = 11 340.02268 → 11 340.02 (INT-07: un solo redondeo, al final). Quien redondea antes de
    # reducir obtiene 12 600.03 × 0.90 = 11 340.027 → 11 340.03: un centavo de más.
    Dado un miembro nacido el "1947-05-10"
    Y que ingresó por primera vez al Sistema el "1977-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.06" anuales
    Cuando se retira el "2004-05-10"
    Entonces la pensión anual antes de la reducción es "$12,600.03"
    Y el factor de reducción aplicado es "0.90"
    Y la pensión anual es "$11,340.02"
    Y la pensión mensual es "$945.00"
