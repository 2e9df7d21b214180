# language: es
@interpretacion-INT-34 @clausula-18.1 @clausula-18.2 @clausula-18.3 @clausula-18.6.c
Característica: INT-34 — ¿Puede el servicio acreditable ser mayor que el tiempo transcurrido desde el primer ingreso al Sistema hasta el retiro?

  Registro de interpretaciones, entrada INT-34. Palabras en discusión:

  «años de servicios acreditables»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-34», con --lectura o con el campo «lecturas» del JSON):

  - «admitido» (por defecto): Sí: el servicio «acreditable» es el que el Sistema acredita, que puede incluir
    servicio militar, servicio traspasado de otros sistemas o servicio anterior comprado; el resultado lo advierte.
    Solo se rechaza el servicio mayor que la edad al retiro, que es imposible.
  - «hasta_el_tiempo_transcurrido»: No: un servicio mayor que el tiempo desde el primer ingreso hasta el retiro es
    un error de la solicitud (en el servicio acreditable).

  Razones de la lectura por defecto: Los textos exigen «años de servicios acreditables», no años de calendario desde
  el ingreso, y nunca atan el servicio a la fecha de ingreso. Rechazar la solicitud convertiría en error de dato una
  cuestión de derecho (qué servicio se acredita) que los textos no deciden. Con esta lectura las cláusulas que
  exigen más años de los que caben entre el 1 de abril de 1990 y el 30 de junio de 2013 (30 años en 18.3, 25 en
  18.6(c)) pueden alcanzarse dentro del período.

  Favorece al pensionado la lectura «admitido»: El servicio acreditado cuenta para la elegibilidad y la cuantía.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (c) Para los nuevos participantes la pensión o anualidad por "retiro temprano", será calculada según la fórmula expresada en el anterior subinciso (b) si tiene cincuenticinco (55) años de edad o más y hubiere completado un mínimo de veinticinco (25) años de servicios acreditables.

  Esquema del escenario: Las lecturas dan resultados distintos: policía nuevo participante con 30 años acreditados el último día del período
    # Del 2 de abril de 1990 al 30 de junio de 2013 hay 23 años, 2 meses y 28 días: los 30 años incluyen servicio
    # acreditado. Anualidad de alto riesgo a los 55 años: EXT-02, 75 % × 36 000 = 27 000 anuales.
    Dado un miembro nacido el "1958-06-30"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales
    Y que solicita una pensión "de alto riesgo"
    Y se adopta la lectura "<lectura>" de INT-34
    Cuando se retira el "2013-06-30"
    Entonces el error de la solicitud es por el campo "<error.campo>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                      | error.campo          | pension.estado | pension.formula | pension.anual |
      | admitido (por defecto)       | ninguno              | calculada      | EXT-02          | $27,000.00    |
      | hasta_el_tiempo_transcurrido | servicio_acreditable | ninguno        | ninguno         | ninguno       |

  Escenario: Con la lectura por defecto el resultado advierte que el servicio excede el tiempo desde el ingreso
    Dado un miembro nacido el "1958-06-30"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2013-06-30"
    # Nuevo participante de 55 años con 25 años acreditados: retiro temprano de 18.6(c), 1½ % × 30 000 × 25 = 11 250.
    Entonces la lectura de INT-34 de la que depende el resultado es "admitido"
    Y la fórmula aplicada es "18.6.c"
    Y la pensión anual antes de la reducción es "$11,250.00"
    Y el resultado advierte "es mayor que el tiempo transcurrido desde el primer ingreso al Sistema (23 años, 2 meses y 28 días)"
    Y la explicación para personas dice "18.1 — ¿Puede el servicio acreditable ser mayor que el tiempo transcurrido desde el primer ingreso al Sistema? Tiene 25 años de servicio acreditable y han pasado 23 años, 2 meses y 28 días desde el ingreso: se admite como servicio acreditado"

  Escenario: Con «hasta_el_tiempo_transcurrido» la solicitud se rechaza nombrando el campo y el tiempo transcurrido
    Dado un miembro nacido el "1958-06-30"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "hasta_el_tiempo_transcurrido" de INT-34
    Cuando se retira el "2013-06-30"
    Entonces la solicitud se rechaza por el campo "servicio_acreditable"
    Y el mensaje de error dice "es mayor que el tiempo transcurrido desde el ingreso al Sistema hasta el retiro (23 años, 2 meses y 28 días"

  Escenario: Un servicio que no excede el tiempo desde el ingreso no depende de la entrada
    Dado un miembro nacido el "1958-06-30"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que está en servicio activo
    Y que tiene acreditados "23 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2013-06-30"
    # Nuevo participante de 55 años con 23 de servicios: ni 18.1 (25 años) ni 18.2 (65 años).
    Entonces el resultado no depende de INT-34
    Y el estado de la pensión es "no_elegible"

  Esquema del escenario: El tiempo transcurrido que cita el aviso se cuenta de fecha a fecha, en años, meses y días
    # Fila 1: del 20 de abril de 1990 al 20 de febrero de 2013 hay 22 años y 10 meses; del 20 de febrero al 10 de
    # marzo de 2013, 18 días más (febrero de 2013 tiene 28). El día del retiro (10) es anterior al del ingreso (20):
    # el mes en curso no se ha cumplido.
    # Fila 2: del 1 de enero de 1998 al 2 de febrero de 1999: 1 año, 1 mes y 1 día (en singular).
    Dado un miembro nacido el "1960-07-15"
    Y que ingresó por primera vez al Sistema el "<ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "<fecha_retiro>"
    Entonces la lectura de INT-34 de la que depende el resultado es "admitido"
    Y el resultado advierte "es mayor que el tiempo transcurrido desde el primer ingreso al Sistema (<transcurrido>)"

    Ejemplos:
      | ingreso    | servicio | fecha_retiro | transcurrido                |
      | 1990-04-20 | 25 años  | 2013-03-10   | 22 años, 10 meses y 18 días |
      | 1998-01-01 | 2 años   | 1999-02-02   | 1 año, 1 mes y 1 día        |

  Esquema del escenario: En el límite: un servicio igual al tiempo desde el ingreso no lo excede
    # El tiempo transcurrido se cuenta en días, los dos extremos incluidos, y en años de 365 días. Del 2 de abril de
    # 1990 al 26 de marzo de 2013 hay 8 395 días = 23 × 365: los 23 años acreditados no exceden ese tiempo y la
    # entrada no se consulta. Retirándose un día antes (8 394 días) sí lo exceden y se aplica la lectura por defecto.
    # 22 años y 6 meses son 8 212.5 días: no exceden los 8 395.
    # Nuevo participante de 54 años con menos de 25 de servicios: no es elegible en ningún caso.
    Dado un miembro nacido el "1958-06-30"
    Y que ingresó por primera vez al Sistema el "1990-04-02"
    Y que está en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "<fecha_retiro>"
    Entonces la lectura de INT-34 de la que depende el resultado es "<lectura>"
    Y el estado de la pensión es "no_elegible"

    Ejemplos:
      | servicio           | fecha_retiro | lectura  |
      | 23 años            | 2013-03-26   | ninguna  |
      | 23 años            | 2013-03-25   | admitido |
      | 22 años y 6 meses  | 2013-03-26   | ninguna  |
