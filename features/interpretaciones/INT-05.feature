# language: es
@interpretacion-INT-05 @clausula-18.1 @clausula-18.2 @clausula-18.3 @clausula-10.1
Característica: INT-05 — ¿Cuándo cumple años quien nació un 29 de febrero, en un año que no es bisiesto?

  Registro de interpretaciones, entrada INT-05. Palabras en discusión:

  «a partir de la fecha en que cumplan la edad»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-05», con --lectura o con el campo «lecturas» del JSON):

  - «28_febrero» (por defecto): En años no bisiestos cumple la edad el 28 de febrero, último día de febrero.
  - «1_marzo»: En años no bisiestos cumple la edad el 1 de marzo, cuando ha transcurrido el año completo.

  Razones de la lectura por defecto: Los plazos por años se cuentan «de fecha a fecha» y, si en el mes del
  vencimiento no hay día equivalente al inicial, el plazo vence el último día de ese mes (regla del Código Civil de
  tradición española; la cita exacta del Código Civil de Puerto Rico está por verificar). En todos los demás casos
  la edad se cumple el mismo día del cumpleaños, no la víspera. Hasta la revisión jurídica de 2026-11-30 la lectura
  por defecto era «1_marzo».

  Favorece al pensionado: ninguna lectura siempre. Depende: el 28 de febrero adelanta un día la elegibilidad del
  Artículo 18, pero también la coordinación de 10.1, que reduce lo que paga el Sistema.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 10.1- A todo participante acogido al Plan Coordinado se le coordinará la pensión cuando cumpla la edad de sesenticinco (65) años, adquiera la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal y sea elegible para los beneficios primarios de dicha ley.

  Esquema del escenario: Las lecturas dan resultados distintos: Nacido el 29 de febrero de 1956; se retira el 28 de febrero de 2011 con 26 años de servicios
    # Cómputo «de fecha a fecha»: 2011 no tiene 29 de febrero; cumple 55 años el 28 de febrero.
    # 18.6(a): 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 6 = 3 600; 12 600 antes de la reducción.
    Dado un miembro nacido el "1956-02-29"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-05
    Cuando se retira el "2011-02-28"
    Entonces la lectura de INT-05 de la que depende el resultado es "<lectura>"
    Y el dato "edad_al_retiro" del resultado es "<edad_al_retiro>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura                  | edad_al_retiro | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | 1_marzo                  | 54             | no                    | ninguna                | ninguno                    | no_elegible                 | ninguno         | ninguno                          |
      | 28_febrero (por defecto) | 55             | sí                    | 18.1                   | sí                         | requiere_factor_de_la_junta | 18.6.a          | $12,600.00                       |

  @interpretacion-INT-30
  Esquema del escenario: Con «anos_y_meses» de INT-30, los meses de edad del nacido un 29 de febrero
    # Los meses se cumplen de fecha a fecha; en un febrero sin día 29, el último día del mes («28_febrero») o el
    # 1 de marzo («1_marzo»). El 29 de febrero de 2008 (bisiesto) cumple 56 años y 0 meses con las dos lecturas: la
    # entrada no se consulta. El 28 de febrero de 2009 tiene 57 años y 0 meses con «28_febrero», 56 años y 11 meses
    # con «1_marzo». El 1 de marzo de 2009 tiene 57 años y 0 meses con las dos lecturas.
    # 18.6(a) con 27 años de servicios: 1½ % × 30 000 × 20 + 2 % × 30 000 × 7 = 9 000 + 4 200 = 13 200 antes de la
    # reducción; × 0.85 = 11 220; × 0.86 = 11 352; × 0.87 = 11 484.
    Dado un miembro nacido el "1952-02-29"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro", con estos factores:
      | edad  | factor |
      | 55-11 | 0.80   |
      | 56-00 | 0.85   |
      | 56-11 | 0.86   |
      | 57-00 | 0.87   |
    Y se adopta la lectura "anos_y_meses" de INT-30
    Y se adopta la lectura "<lectura>" de INT-05
    Cuando se retira el "<fecha_retiro>"
    Entonces la lectura de INT-05 de la que depende el resultado es "<depende>"
    Y la pensión anual antes de la reducción es "$13,200.00"
    Y el factor de reducción aplicado es "<factor>"
    Y la pensión anual es "<anual>"

    Ejemplos:
      | fecha_retiro | lectura    | depende    | factor | anual      |
      | 2008-02-29   | 28_febrero | ninguna    | 0.85   | $11,220.00 |
      | 2008-02-29   | 1_marzo    | ninguna    | 0.85   | $11,220.00 |
      | 2009-02-28   | 28_febrero | 28_febrero | 0.87   | $11,484.00 |
      | 2009-02-28   | 1_marzo    | 1_marzo    | 0.86   | $11,352.00 |
      | 2009-03-01   | 1_marzo    | ninguna    | 0.87   | $11,484.00 |

  @clausula-10.1
  Esquema del escenario: Solo el nacimiento un 29 de febrero consulta la entrada: ni otro día de febrero ni otro día 29
    # Cumple 65 años el mismo día y mes de su nacimiento en 2011, con cualquier lectura: la coordinación del 1 de
    # junio de 2011 no depende de INT-05. 10.2 con 20 años y $30,000: 1 320 + 7 020 = 8 340 < 9 000;
    # 10.5: 9 000 − 12 000 < 0, no limita.
    Dado un miembro nacido el "<nacimiento>"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "20 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que está pensionado por años de servicio
    Y que su pensión conforme a la Ley es "$9,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que se retiró el "2006-06-01"
    Cuando se coordina su pensión el "2011-06-01"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$8,340.00" anuales
    Y el resultado no depende de INT-05

    Ejemplos:
      | nacimiento |
      | 1946-02-10 |
      | 1946-05-29 |
