# language: es
@articulo-18
Característica: Todas las pensiones a que tiene derecho el miembro, no solo la pedida

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Cada resultado dice, en `pensiones_posibles`, cada pensión cuya vía está abierta —la pida o no—, con su
  cuantía o por qué no la tiene, y cuál es la más favorable. Las del Artículo 18 (la opcional de 18.1 a 18.3,
  la anualidad de alto riesgo y la pensión por mérito de 18.5(c), cuya cuantía es la regla externa EXT-03) se
  evalúan como si se hubieran pedido. La anualidad diferida del participante que se separa del servicio antes
  de los 58 años con 10 o más de servicios no está en los textos (10.6(c) solo la nombra): es la regla externa
  EXT-05 (3 L.P.R.A. § 766(a), segundo párrafo), pagadera desde los 58 años, con la fórmula de EXT-01. Con 25
  años de servicios esa anualidad empieza a los 55 (a los 50 en la Policía y en Bomberos), que es la opcional de
  18.1 o 18.3: por eso se lista solo si no puede optar ya por el retiro.

  La más favorable es la de mayor cuantía anual entre las que se pagan desde el retiro. Si alguna de ellas no
  tiene cuantía (el texto no da fórmula, falta un dato), no puede saberse: el resultado no elige ninguna. Una
  pensión sujeta a una reducción sin factor vale, como mucho, su cuantía antes de la reducción (el factor de
  18.6(d) no pasa de 1). El kit comprueba la lista, la cuantía de cada pensión y la más favorable, no la
  redacción de los avisos.

  Antecedentes:
    Dado que su retribución promedio es "$30,000.00" anuales

  @clausula-18.2 @clausula-18.5
  Escenario: A los 58 años con 30 de servicios, la pensión por mérito paga más que la opcional pedida
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Cuando se retira el "2008-02-01"
    Entonces es elegible para el retiro opcional
    Y la pensión anual es "$15,000.00"
    Y las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" es "$15,000.00" al año
    Y la pensión a que tiene derecho "merito" es "$22,500.00" al año
    Y la pensión más favorable es "merito"
    Y el resultado advierte "no es la más favorable"
    Y la explicación para personas dice "Pensión por mérito (EXT-03): $22,500.00 al año · $1,875.00 al mes — la más favorable."

  @clausula-18.5
  Escenario: De 55 a 57 años con 30 de servicios la opcional no tiene fórmula: se lista la de mérito, y no se elige
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Cuando se retira el "2006-02-01"
    Entonces es elegible para el retiro opcional
    Y el estado de la pensión es "sin_formula_en_el_texto"
    Y las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" es "sin cuantía" al año
    Y la pensión a que tiene derecho "merito" es "$22,500.00" al año
    Y la pensión más favorable es "no se sabe"
    Y el resultado advierte "no puede decirse cuál es la más favorable"

  @clausula-18.2
  Esquema del escenario: Quien se separa del servicio antes de los 58 años con 10 o más de servicios tiene la anualidad diferida (EXT-05)
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "<ingreso>"
    Y que <activo> en servicio activo
    Y que tiene acreditados "<servicio>" de servicios
    Cuando se retira el "<retiro>"
    Entonces la elegibilidad para el retiro opcional es "no"
    Y las pensiones a que tiene derecho son "<posibles>"
    Y la pensión más favorable es "<mejor>"

    Ejemplos:
      | ingreso    | activo  | servicio         | retiro     | posibles           | mejor              |
      | 1985-01-01 | no está | 15 años          | 2008-02-01 | anualidad_diferida | anualidad_diferida |
      | 1985-01-01 | está    | 15 años          | 2000-03-01 | anualidad_diferida | anualidad_diferida |
      | 1985-01-01 | no está | 9 años y 5 meses | 2008-02-01 | ninguna            | no se sabe         |
      | 1991-01-01 | no está | 15 años          | 2008-02-01 | ninguna            | no se sabe         |

  @clausula-18.2
  Escenario: La anualidad diferida de quien ya estaba separado a los 58 años: 1½ % por año de servicio (EXT-01)
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1985-01-01"
    Y que no está en servicio activo
    Y que tiene acreditados "15 años" de servicios
    Cuando se retira el "2008-02-01"
    Entonces no es elegible para el retiro opcional
    Y la pensión a que tiene derecho "anualidad_diferida" es "$6,750.00" al año
    Y el resultado advierte "anualidad diferida (EXT-05) daría"
    Y la explicación para personas dice "si se separó del servicio antes de cumplir 58 años"

  @clausula-18.3
  Escenario: El policía del régimen anterior con 30 años: la opcional de 18.3 y la de mérito, que paga más
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Cuando se retira el "2006-02-01"
    Entonces es elegible para el retiro opcional
    Y las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" es "$15,000.00" al año
    Y la pensión a que tiene derecho "merito" es "$22,500.00" al año
    Y la pensión más favorable es "merito"

  Escenario: Solo la pedida: la lista la trae y es la más favorable
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Cuando se retira el "2008-02-01"
    Entonces las pensiones a que tiene derecho son "opcional"
    Y la pensión más favorable es "opcional"
    Y el resultado no advierte "pensiones a que tiene derecho"

  Escenario: La lista da de cada pensión su fórmula y la cuantía antes de la reducción actuarial
    # 56 años con 25 de servicios (18.1), régimen anterior: 18.6(a), 1½ % × 30 000 × 20 + 2 % × 30 000 × 5 = 12 000
    # antes de la reducción actuarial; sin la tabla de la Junta (18.6(d)) no hay cuantía final. La de mérito exige
    # 30 años y la anualidad diferida, haberse separado del servicio: solo la opcional.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2008-07-15"
    Entonces las pensiones a que tiene derecho son "opcional"
    Y la pensión a que tiene derecho "opcional" es "sin cuantía" al año
    Y el dato "pensiones_posibles.pensiones.0.formula" del resultado es "18.6.a"
    Y el dato "pensiones_posibles.pensiones.0.anual_antes_de_reduccion" del resultado es "$12,000.00"

  @clausula-18.2 @clausula-18.5
  Escenario: La lista da de cada pensión las reglas externas en que se apoya
    # 58 años con 30 de servicios, régimen anterior: la opcional (18.2, sin reducción por 18.5(b)) se calcula con la
    # fórmula de la regla externa EXT-01; la de mérito (18.5(c)), con la de EXT-03. Cada una lo dice de sí misma.
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Cuando se retira el "2008-02-01"
    Entonces las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" depende de la regla externa "EXT-01"
    Y la pensión a que tiene derecho "merito" depende de la regla externa "EXT-03"

  @clausula-18.5 @interpretacion-INT-03
  Escenario: La lista da de cada pensión las lecturas del registro en que se apoya
    # Nuevo participante (ingresó en 1991) que se retira a los 58 años con 25 de servicios: 18.1 y la fórmula de
    # 18.6(c), 1½ % × 30 000 × 25 = 11 250 antes de la reducción. Que lleve reducción depende de INT-03 (la excepción
    # de 18.5(b), por defecto, es solo del régimen anterior): la lista lo dice de esa pensión, como el resultado.
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Cuando se retira el "2008-05-10"
    Entonces las pensiones a que tiene derecho son "opcional"
    Y la pensión a que tiene derecho "opcional" es "sin cuantía" al año
    Y el resultado usa la lectura "solo_regimen_anterior" de INT-03
    Y la pensión a que tiene derecho "opcional" usa la lectura "solo_regimen_anterior" de INT-03

  @clausula-18.5
  Escenario: Sin vía de 18.1 a 18.3, a los 50 años con 30 de servicios, se lista la pensión por mérito y es la más favorable
    # 50 años, participante anterior en servicio activo: 18.1 exige 55 años, 18.2 exige 58 y no es policía ni
    # bombero; la opcional pedida no procede. La pensión por mérito (EXT-03) solo exige los 30 años; antes de los 55
    # su por ciento es el de la solicitud: 75 % × 30 000 = 22 500. Se separa antes de los 58 con 10 años o más: la
    # anualidad diferida (EXT-05), con la fórmula de EXT-01 (1½ % × 30 000 × 20 + 2 % × 30 000 × 10 = 15 000), se
    # paga desde los 58 años (10 de enero de 2016), no desde el retiro: la más favorable es la de mérito.
    Dado un miembro nacido el "1958-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que el por ciento de su pensión por mérito es "75"
    Cuando se retira el "2008-02-01"
    Entonces no es elegible para el retiro opcional
    Y las pensiones a que tiene derecho son "merito, anualidad_diferida"
    Y la pensión a que tiene derecho "merito" es "$22,500.00" al año
    Y la pensión a que tiene derecho "anualidad_diferida" es "$15,000.00" al año
    Y el dato "pensiones_posibles.pensiones.1.pagadera_desde" del resultado es "2016-01-10"
    Y el dato "pensiones_posibles.pensiones.1.formula" del resultado es "EXT-01"
    Y la pensión a que tiene derecho "anualidad_diferida" depende de la regla externa "EXT-05"
    Y la pensión a que tiene derecho "anualidad_diferida" depende de la regla externa "EXT-01"
    Y la pensión más favorable es "merito"
    Y la explicación para personas dice "- La pensión pedida no procede; pensión por mérito (EXT-03) daría $22,500.00 al año (véase la lista de pensiones a que tiene derecho)."

  @clausula-18.5 @interpretacion-INT-14
  Esquema del escenario: La opcional sin el factor de la Junta vale como mucho su cuantía antes de la reducción: la de mérito es la más favorable si paga eso o más
    # 56 años con 30 de servicios, participante anterior: 18.1. Con la lectura «extender_18_6_a» de INT-14, 18.6(a):
    # 1½ % × 30 000 × 20 + 2 % × 30 000 × 10 = 9 000 + 6 000 = 15 000 antes de la reducción actuarial (ninguna
    # excepción de 18.5: 56 años), sin cuantía final sin la tabla de la Junta; el factor de 18.6(d) no pasa de 1, así
    # que la opcional paga a lo sumo 15 000. La de mérito, con el por ciento de la solicitud: 75 % → 22 500,
    # 50 % → 15 000 (igual a lo más que puede pagar la opcional: la de mérito no paga menos), 40 % → 12 000 (la
    # opcional podría pagar más: no puede decirse cuál es la más favorable).
    Dado un miembro nacido el "1952-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que el por ciento de su pensión por mérito es "<por_ciento>"
    Y se adopta la lectura "extender_18_6_a" de INT-14
    Cuando se retira el "2008-02-01"
    Entonces el estado de la pensión es "requiere_factor_de_la_junta"
    Y las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" es "sin cuantía" al año
    Y el dato "pensiones_posibles.pensiones.0.anual_antes_de_reduccion" del resultado es "$15,000.00"
    Y la pensión a que tiene derecho "merito" es "<merito>" al año
    Y la pensión más favorable es "<mejor>"
    Y la explicación para personas dice "- <aviso>"

    Ejemplos:
      | por_ciento | merito     | mejor      | aviso                                                                                                                                              |
      | 75         | $22,500.00 | merito     | La pensión pedida (pensión opcional) no es la más favorable: pensión por mérito (EXT-03) daría $22,500.00 al año (véase la lista de pensiones a que tiene derecho). |
      | 50         | $15,000.00 | merito     | La pensión pedida (pensión opcional) no es la más favorable: pensión por mérito (EXT-03) daría $15,000.00 al año (véase la lista de pensiones a que tiene derecho). |
      | 40         | $12,000.00 | no se sabe | Además de la pedida, procede pensión por mérito; no puede decirse cuál es la más favorable (véase la lista de pensiones a que tiene derecho).       |

  @clausula-18.5 @interpretacion-INT-46
  Escenario: La anualidad diferida pagadera desde el mismo día del retiro se compara con las demás
    # 58 años, participante anterior que ya no está en servicio activo: ninguna vía de 18.1 a 18.3 (INT-09). La de
    # mérito no exige servicio activo (INT-46, por defecto): 40 % × 30 000 = 12 000. La anualidad diferida (EXT-05),
    # si se separó antes de los 58, es pagadera desde los 58 años, que ya cumplió: desde el retiro, como la de mérito;
    # EXT-01: 1½ % × 30 000 × 20 + 2 % × 30 000 × 10 = 15 000, la más favorable.
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1978-01-01"
    Y que no está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que el por ciento de su pensión por mérito es "40"
    Cuando se retira el "2008-02-01"
    Entonces no es elegible para el retiro opcional
    Y las pensiones a que tiene derecho son "merito, anualidad_diferida"
    Y la pensión a que tiene derecho "merito" es "$12,000.00" al año
    Y la pensión a que tiene derecho "anualidad_diferida" es "$15,000.00" al año
    Y el dato "pensiones_posibles.pensiones.1.pagadera_desde" del resultado es "2008-02-01"
    Y la pensión más favorable es "anualidad_diferida"
    Y la explicación para personas dice "- La pensión pedida no procede; anualidad diferida (EXT-05) daría $15,000.00 al año, pagadera desde el 1 de febrero de 2008, si se separó del servicio antes de cumplir 58 años (véase la lista de pensiones a que tiene derecho)."

  @clausula-18.3 @clausula-18.5 @interpretacion-INT-29
  Escenario: Además de la pedida proceden otras dos, y una no tiene cuantía: el aviso las nombra
    # Policía, nuevo participante (ingresó en 1990, después del 1 de abril), 55 años, 30 años de servicios
    # acreditables (más que el tiempo desde el ingreso: se admiten como servicio acreditado, INT-34). La opcional
    # pedida procede (18.1; 18.3, primera oración); la anualidad de alto riesgo, con 30 años (18.3, segunda oración);
    # la de mérito, con los 30 años de EXT-03, pero con la lectura «sin_cuantia» de INT-29 no tiene cuantía: no
    # puede decirse cuál es la más favorable.
    Dado un miembro nacido el "1958-05-10"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y se adopta la lectura "sin_cuantia" de INT-29
    Cuando se retira el "2013-05-10"
    Entonces es elegible para el retiro opcional
    Y las pensiones a que tiene derecho son "opcional, alto_riesgo, merito"
    Y la pensión a que tiene derecho "merito" es "sin cuantía" al año
    Y la pensión más favorable es "no se sabe"
    Y la explicación para personas dice "- Además de la pedida, proceden anualidad de alto riesgo y pensión por mérito; no puede decirse cuál es la más favorable: pensión por mérito no tiene cuantía (véase la lista de pensiones a que tiene derecho)."

  @clausula-18.4 @interpretacion-INT-39
  Escenario: Una pensión cuya vía está abierta pero a cuya cuantía le falta un dato se lista sin cuantía, y no se elige
    # Participante anterior al 1 de abril de 1990, 58 años, 32 de servicios, en servicio activo; pasó sin
    # interrupción de la Policía a otro puesto del Sistema con 26 años de servicios (18.4: retiene el derecho de
    # 18.3). Pide la anualidad de alto riesgo, que no procede (no es nuevo participante). La opcional sí (18.1, 18.2,
    # 18.3), pero con la lectura «al_traslado» de INT-39 su cuantía necesita la retribución promedio al pasar de
    # puesto, que la solicitud no da: se lista sin cuantía, porque falta un dato (no desaparece de la lista), y sin su cuantía no
    # puede decirse si la de mérito ($22,500.00, el 75 % de EXT-03) es la más favorable.
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "32 años" de servicios
    Y que solicita una pensión "de alto riesgo"
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2002-01-15"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y se adopta la lectura "al_traslado" de INT-39
    Cuando se retira el "2008-01-10"
    Entonces no es elegible para el retiro opcional
    Y las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" es "sin cuantía" al año
    Y la pensión a que tiene derecho "opcional" está en el estado "falta_un_dato"
    Y la pensión a que tiene derecho "opcional" usa la lectura "al_traslado" de INT-39
    Y la pensión a que tiene derecho "merito" es "$22,500.00" al año
    Y la pensión más favorable es "no se sabe"
    Y el resultado advierte "su cuantía necesita el dato «traslado.retribucion_promedio»"
    Y la explicación para personas dice "- Pensión opcional (18.1, 18.2, 18.3; si la solicitud da «traslado.retribucion_promedio»): sin cuantía: falta un dato de la solicitud."

  @clausula-18.4 @interpretacion-INT-39
  Escenario: Con el dato que faltaba, la misma pensión tiene cuantía y puede elegirse la más favorable
    # Los mismos hechos, con la retribución promedio al pasar de puesto: la opcional del derecho retenido se calcula
    # con la retribución y los 26 años de servicio de ese día (INT-39, «al_traslado»), por la fórmula de la regla
    # externa EXT-01: $30,000.00 × (1½ % × 20 + 2 % × 6) = $12,600.00, menos que la de mérito.
    Dado un miembro nacido el "1950-01-10"
    Y que ingresó por primera vez al Sistema el "1976-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "32 años" de servicios
    Y que solicita una pensión "de alto riesgo"
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2002-01-15"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y que al pasar a otro puesto su retribución promedio era "$30,000.00" anuales
    Y se adopta la lectura "al_traslado" de INT-39
    Cuando se retira el "2008-01-10"
    Entonces las pensiones a que tiene derecho son "opcional, merito"
    Y la pensión a que tiene derecho "opcional" está en el estado "calculada"
    Y la pensión a que tiene derecho "opcional" es "$12,600.00" al año
    Y la pensión más favorable es "merito"
