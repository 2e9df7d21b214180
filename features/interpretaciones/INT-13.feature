# language: es
@interpretacion-INT-13 @clausula-18.6.a @clausula-18.6.b
Característica: INT-13 — ¿La fórmula de 18.6(a) alcanza también a los nuevos participantes?

  Registro de interpretaciones, entrada INT-13. Palabras en discusión:

  «Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58)»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-13», con --lectura o con el campo «lecturas» del JSON):

  - «regimen_anterior» (por defecto): 18.6(a) es para los participantes del régimen anterior; los nuevos se rigen
    por 18.6(b) y (c).
  - «todos»: 18.6(a) aplica a todo participante de 55 a 57 años con 25 a 29 años; (b) y (c) solo en lo demás.

  Razones de la lectura por defecto: (b) y (c) se dirigen expresamente a los nuevos participantes; aplicarles (a)
  dejaría (c) sin efecto.

  Favorece al pensionado la lectura «todos»: 18.6(a) da 2 % por los años en exceso de 20, más que el 1½ % de
  18.6(b).

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante que se retira a los 56 años con 27 de servicios
    # 18.6(c): 450 × 27 = 12 150; con «todos», 18.6(a): 9 000 + 600 × 7 = 13 200.
    Dado un miembro nacido el "1955-05-10"
    Y que ingresó por primera vez al Sistema el "1990-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-13
    Cuando se retira el "2011-05-10"
    Entonces la lectura de INT-13 de la que depende el resultado es "<lectura>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura                        | pension.formula | pension.anual_antes_de_reduccion |
      | regimen_anterior (por defecto) | 18.6.c          | $12,150.00                       |
      | todos                          | 18.6.a          | $13,200.00                       |

  Esquema del escenario: Con la lectura «todos», (a) rige de los 55 a los 57 años y con 25 a 29 años de servicios; a los 58 o con 30 años, (c)
    # Nuevo participante (ingresó el 1990-04-02), retribución promedio de $30,000.00:
    # 18.6(a): 1½ % × 30 000 × 20 = 9 000, más 2 % × 30 000 = 600 por año en exceso de 20
    #   27 años:            9 000 + 600 × 7       = 9 000 + 4 200 = 13 200
    #   29 años y 11 meses: 9 000 + 600 × 9 11/12 = 9 000 + 5 950 = 14 950
    #   25 años a los 55 (el día del cumpleaños, el primero de «55 años de edad o más» y de «25 o más años»):
    #                       9 000 + 600 × 5       = 9 000 + 3 000 = 12 000
    # 18.6(c) (fórmula de (b)): 1½ % × 30 000 = 450 por año
    #   30 años: 450 × 30 = 13 500;  27 años: 450 × 27 = 12 150
    Dado un miembro nacido el "1955-05-10"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "todos" de INT-13
    Cuando se retira el "<fecha_retiro>"
    Entonces la lectura de INT-13 de la que depende el resultado es "<INT-13>"
    Y el dato "edad_al_retiro" del resultado es "<edad>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    # Fuera del supuesto de 18.6(a) (30 años o más, o 58 años) las lecturas coinciden: no se consulta INT-13.
    Ejemplos:
      | servicio           | fecha_retiro | edad | INT-13  | pension.formula | pension.anual_antes_de_reduccion |
      | 27 años            | 2011-05-10   | 56   | todos   | 18.6.a          | $13,200.00                       |
      | 27 años            | 2012-05-10   | 57   | todos   | 18.6.a          | $13,200.00                       |
      | 29 años y 11 meses | 2012-05-10   | 57   | todos   | 18.6.a          | $14,950.00                       |
      | 30 años            | 2012-05-10   | 57   | ninguna | 18.6.c          | $13,500.00                       |
      | 27 años            | 2013-05-10   | 58   | ninguna | 18.6.c          | $12,150.00                       |
      | 25 años            | 2010-05-10   | 55   | todos   | 18.6.a          | $12,000.00                       |

  Escenario: Con la lectura «todos», la pensión de 18.6(a) del policía nuevo participante sin reducción (18.5(a)) está calculada
    # Policía, nuevo participante (ingresó el 1990-07-01), 56 años, 27 años de servicios acreditables (más que el
    # tiempo desde el ingreso: servicio acreditado, INT-34). Con «solo_regimen_anterior» de INT-35 no opta por la
    # primera oración de 18.3: opta por 18.1, y con «todos» de INT-13 su fórmula es la de 18.6(a):
    # 1½ % × 30 000 × 20 + 2 % × 30 000 × 7 = 9 000 + 4 200 = 13 200. 18.5(a) alcanza también a los nuevos
    # participantes (INT-36, por defecto): sin reducción, la cuantía es la pensión.
    Dado un miembro nacido el "1955-05-10"
    Y que ingresó por primera vez al Sistema el "1990-07-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "todos" de INT-13
    Y se adopta la lectura "solo_regimen_anterior" de INT-35
    Cuando se retira el "2011-05-10"
    Entonces las cláusulas que le permiten optar por el retiro son "18.1"
    Y las excepciones de 18.5 que aplican son "18.5.a"
    Y la fórmula aplicada es "18.6.a"
    Y el estado de la pensión es "calculada"
    Y la pensión anual es "$13,200.00"
