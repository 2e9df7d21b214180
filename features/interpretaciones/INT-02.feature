# language: es
@interpretacion-INT-02 @clausula-18.1 @clausula-18.2 @clausula-18.6.c
Característica: INT-02 — ¿La segunda oración de 18.2 sustituye, para los nuevos participantes, el retiro a los 58 años con 10, o se suma a él?

  Registro de interpretaciones, entrada INT-02. Palabras en discusión:

  «Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-02», con --lectura o con el campo «lecturas» del JSON):

  - «sustituye» (por defecto): Para los nuevos participantes el umbral 65/10 reemplaza al de 58/10; 18.1 (55/25)
    sigue aplicándoles como retiro temprano (18.6(c)).
  - «adicional»: Los nuevos participantes conservan además la opción de 58/10 de la primera oración.

  Razones de la lectura por defecto: La oración se dirige específicamente a los nuevos participantes; si no
  sustituyera, no tendría efecto, pues 58/10 ya es más favorable que 65/10. 18.6(c) confirma que 55/25 les aplica.

  Favorece al pensionado la lectura «adicional»: Conserva además la opción de retirarse a los 58 años con 10 de
  servicios.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (c) Para los nuevos participantes la pensión o anualidad por "retiro temprano", será calculada según la fórmula expresada en el anterior subinciso (b) si tiene cincuenticinco (55) años de edad o más y hubiere completado un mínimo de veinticinco (25) años de servicios acreditables.

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante (ingresó en 1995) que se retira a los 60 años con 12 de servicios
    Dado un miembro nacido el "1950-01-01"
    Y que ingresó por primera vez al Sistema el "1995-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-02
    Cuando se retira el "2010-01-15"
    Entonces la lectura de INT-02 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    # Con «adicional» la pensión es la de 18.6(b) (no 18.6(c), que pide 25 años):
    # 1½ % × 30 000 × 12 = 5 400, sujeta a reducción (INT-03).
    Ejemplos:
      | lectura                 | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | sustituye (por defecto) | no                    | ninguna                | ninguno                    | no_elegible                 | ninguno         | ninguno                          |
      | adicional               | sí                    | 18.2                   | sí                         | requiere_factor_de_la_junta | 18.6.b          | $5,400.00                        |

  @clausula-18.6.c @interpretacion-INT-02
  Escenario: Con la lectura «adicional», el nuevo participante con 24 años y 11 meses no tiene retiro temprano: fórmula de (b)
    # 18.6(c) exige «un mínimo de veinticinco (25) años de servicios acreditables»: con 24 años y 11 meses, a los
    # 60 años, nuevo participante (ingresó en 1990; elegible por 18.2 con la lectura «adicional»), la pensión es la de (b):
    # 1½ % × 30 000 × 24 11/12 = 450 × 24 11/12 = 10 800 + 412.50 = 11 212.50 antes de la reducción.
    Dado un miembro nacido el "1950-01-01"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que está en servicio activo
    Y que tiene acreditados "24 años y 11 meses" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "adicional" de INT-02
    Cuando se retira el "2010-01-15"
    Entonces el dato "elegibilidad.clausulas" del resultado es "18.2"
    Y el dato "pension.formula" del resultado es "18.6.b"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$11,212.50"
