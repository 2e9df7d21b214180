# language: es
@interpretacion-INT-47 @clausula-18.1 @clausula-18.2 @clausula-18.6.a @vigencia
Característica: INT-47 — ¿Qué responde la calculadora al retiro posterior al 30 de junio de 2013 de quien ese día ya tenía derecho a retirarse?

  Registro de interpretaciones, entrada INT-47. Palabras en discusión: ninguna: lo dispone la Ley 3-2013, 3 L.P.R.A.
  § 787c(a), EXT-06: «podrán retirarse en cualquier fecha posterior».

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-47», con --lectura o con el campo «lecturas» del JSON):

  - «derechos_adquiridos» (por defecto): Si la solicitud da los hechos al 30 de junio de 2013 (servicio acreditable
    y retribución promedio a esa fecha), la elegibilidad se decide a esa fecha por 18.1 a 18.4, con la edad de ese
    día, y la pensión se calcula por 18.5 y 18.6 con esas cifras congeladas (§ 787c(a), EXT-06; la edad con que se
    mide la cuantía la decide INT-48); sin la anualidad de § 787j ni las mínimas posteriores, que el resultado
    nombra. Quien ese día no tenía derecho a retirarse queda fuera de vigencia, y el resultado dice por qué.
  - «todo_retiro_posterior_fuera»: Todo retiro posterior al 30 de junio de 2013 queda fuera de vigencia (VIG-03,
    INT-31), aunque el miembro ya tuviera derecho a retirarse ese día: la calculadora no da ninguna cuantía.

  Razones de la lectura por defecto: La Ley 3-2013 no sacó del régimen de estos textos a quien ya tenía derecho a
  retirarse: § 787c(a) le conserva «la anualidad que le corresponda bajo el Capítulo 2 de esta Ley a base de los
  salarios y años de servicios acumulados hasta el 30 de junio de 2013» y dice que «podrán retirarse en cualquier
  fecha posterior». Esa anualidad es la de estos textos con las cifras de ese día; darla es aplicar la ley, no
  inventar una cifra. El derecho a retirarse se decide al 30 de junio de 2013 (la edad y los años de 18.1 a 18.4 de
  ese día) porque la ley lo mide a esa fecha; con qué edad se miden después la reducción de 18.5, sus excepciones y
  la fórmula de 18.6 lo decide INT-48. La anualidad de § 787j (las aportaciones desde el 1 de julio de 2013) no está
  en estos textos y no se suma. La otra lectura es la de antes de este cambio (INT-31): no da cifra a quien la ley
  se la conserva.

  Favorece al pensionado la lectura «derechos_adquiridos»: Da la pensión que la ley conserva a quien ya tenía
  derecho a retirarse el 30 de junio de 2013; la otra no da ninguna.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  Antecedentes:
    Dado un miembro nacido el "1953-01-01"
    Y que ingresó por primera vez al Sistema el "1983-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "33 años" de servicios
    Y que su retribución promedio es "$40,000.00" anuales
    Y que al 30 de junio de 2013 tenía acreditados "30 años" de servicios
    Y que su retribución promedio al 30 de junio de 2013 era "$30,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: tenía derecho a retirarse el 30 de junio de 2013 y se retira en 2016
    # Al 30 de junio de 2013: 60 años, 30 de servicios, $30,000.00: 18.2, sin reducción (18.5(b)); EXT-01:
    # 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 10 = 6 000; 15 000 anuales.
    Dado que se adopta la lectura "<lectura>" de INT-47
    Cuando se retira el "2016-01-01"
    Entonces la lectura de INT-47 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                           | elegibilidad.elegible | pension.estado    | pension.anual |
      | derechos_adquiridos (por defecto) | sí                    | calculada         | $15,000.00    |
      | todo_retiro_posterior_fuera       | ninguno               | fuera_de_vigencia | ninguno       |

  Escenario: Con «todo_retiro_posterior_fuera» el aviso nombra la lectura elegida
    Dado que se adopta la lectura "todo_retiro_posterior_fuera" de INT-47
    Cuando se retira el "2016-01-01"
    Entonces el resultado advierte "la lectura elegida de INT-47 deja fuera de vigencia todo retiro posterior"

  Escenario: Dentro del período la entrada no cambia el resultado y no se consulta
    Dado que se adopta la lectura "todo_retiro_posterior_fuera" de INT-47
    Cuando se retira el "2013-06-30"
    Entonces el resultado no depende de INT-47
    Y el dato "pension.anual" del resultado es "$22,400.00"
    Y el resultado advierte "El servicio y la retribución promedio al 30 de junio de 2013 que da la solicitud no se usan: el retiro está dentro del período"
