# language: es
@interpretacion-INT-29 @clausula-18.5 @clausula-18.5.c
Característica: INT-29 — ¿Tienen pensión por mérito los nuevos participantes (los que ingresaron por primera vez al Sistema después del 1 de abril de 1990)?

  Registro de interpretaciones, entrada INT-29. Palabras en discusión:

  «las pensiones por mérito»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-29», con --lectura o con el campo «lecturas» del JSON):

  - «segun_ext_03»: Sí: la pensión por mérito se calcula con los requisitos y la cuantía de EXT-03 (30 años de
    servicios; 75 % a los 55 años o más) para todo participante que los reúna; 18.5(c) no distingue la fecha de
    ingreso. El resultado advierte que el punto está abierto.
  - «sin_merito_para_nuevos» (por defecto): No: la Ley 1-1990 dio a los participantes que ingresaron después del 1
    de abril de 1990 sus propias anualidades (3 L.P.R.A. § 766d: por años de servicio, por servicios de alto riesgo
    y por retiro temprano), entre las que no está la pensión por mérito; la solicitud de un nuevo participante no
    procede.
  - «sin_cuantia»: No se sabe: los textos nombran las pensiones por mérito (18.5(c)) sin dar requisitos ni cuantía,
    y la fuente de EXT-03 no se verificó para los nuevos participantes. Con los 30 años de EXT-03 la solicitud
    procede, pero no se informa cuantía; el resultado dice qué falta verificar.

  Razones de la lectura por defecto: Hasta la revisión de 2026-11-30 la lectura por defecto era «segun_ext_03», y
  hasta la de 2026-12-01 «sin_cuantia». 3 L.P.R.A. § 766d (Ley Núm. 447 de 1951, según la enmendó la Ley 1-1990;
  P.R. Laws tit. 3, § 766d en la traducción inglesa de Casetext, versión del 2019-02-20), «Annuities for new
  participants», enumera las anualidades de quienes «enrolled for the first time in the System after April 1, 1990»:
  (a) «Annuity for years of service» (a los 65 años con 10 de servicios, 1.5 % por año), (b) «Annuity for high-risk
  service» (policías y bomberos con 30 años) y (c) «Annuity for early retirement» (55 años y 25 de servicios). La
  pensión por mérito no está entre ellas: es la de § 766a («Merit annuity for thirty (30) or more years of service»,
  la fuente de EXT-03), anterior a la Ley 1-1990, cuyo texto no pudo leerse en las fuentes consultadas. Las dos
  reglas de interpretación pesan así: la de leer restrictivamente las exclusiones no aplica, porque no hay una
  cláusula que excluya: hay una enumeración de lo que se concede al nuevo participante; la de interpretar las leyes
  de retiro a favor del pensionado resuelve la duda de un texto, pero no da al nuevo participante una anualidad que
  la sección que regula las suyas no le concede. Con el texto de § 766d, «sin_cuantia» ya no refleja una duda sin
  fuente; sigue en el registro por si el texto de § 766a alcanzara a los nuevos participantes. «segun_ext_03»
  favorece al pensionado.

  Favorece al pensionado la lectura «segun_ext_03»: Da la pensión por mérito del 75 % de EXT-03 al nuevo
  participante.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  Antecedentes:
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que solicita una pensión "por mérito"

  Escenario: Con «sin_cuantia» la solicitud procede sin cuantía, y el resultado dice qué falta verificar
    Dado que se adopta la lectura "sin_cuantia" de INT-29
    Cuando se retira el "2012-05-10"
    Entonces la lectura de INT-29 de la que depende el resultado es "sin_cuantia"
    Y el dato "elegibilidad.elegible" del resultado es "sí"
    Y el dato "elegibilidad.clausulas" del resultado es "EXT-03"
    Y el resultado advierte "no se informa cuantía: los textos no dan la cuantía de la pensión por mérito y la fuente de EXT-03 no se verificó"
    Y el resultado no advierte "punto abierto [INT-29]. Se calcula según la regla externa EXT-03"
    Y la explicación para personas dice "18.5(c) — ¿Qué cuantía tiene la pensión por mérito de un nuevo participante? Ninguna: los textos no dan la cuantía de la pensión por mérito"

  Escenario: Con «segun_ext_03» el resultado advierte que el punto está abierto
    Dado que se adopta la lectura "segun_ext_03" de INT-29
    Cuando se retira el "2012-05-10"
    Entonces el resultado advierte "Pensión por mérito de un nuevo participante: punto abierto [INT-29]"

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante (ingresó en 1990) que pide la pensión por mérito a los 60 años con 30 de servicios
    Dado que se adopta la lectura "<lectura>" de INT-29
    Cuando se retira el "2012-05-10"
    Entonces la lectura de INT-29 de la que depende el resultado es "<lectura>"
    Y es nuevo participante
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"
    Y las reglas externas de las que depende el resultado son "<externas>"

    # EXT-03: 75 % × 30 000 = 22 500 anuales, sin reducción (18.5(c)); 22 500 ÷ 12 = 1 875 mensuales.
    Ejemplos:
      | lectura                              | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado          | pension.formula | pension.anual | pension.mensual | externas |
      | sin_merito_para_nuevos (por defecto) | ninguno                    | ninguna                         | no_elegible             | ninguno         | ninguno       | ninguno         | ninguna  |
      | sin_cuantia                          | no                         | 18.5.c                          | sin_formula_en_el_texto | ninguno         | ninguno       | ninguno         | EXT-03   |
      | segun_ext_03                         | no                         | 18.5.c                          | calculada               | EXT-03          | $22,500.00    | $1,875.00       | EXT-03   |

  Escenario: Con la lectura por defecto la solicitud del nuevo participante no procede, y el resultado dice por qué
    Cuando se retira el "2012-05-10"
    Entonces el resultado usa la lectura "sin_merito_para_nuevos" de INT-29
    Y no es elegible para el retiro opcional
    Y el estado de la pensión es "no_elegible"
    Y no se informa cuantía de la pensión
    Y el resultado advierte "La pensión por mérito no procede: es nuevo participante"
    Y el resultado advierte "3 L.P.R.A. § 766d (por años de servicio, por servicios de alto riesgo y por retiro temprano), entre las que no está la pensión por mérito"
    Y la explicación para personas dice "- La pensión por mérito no procede: es nuevo participante y, según la lectura elegida del registro [INT-29], las anualidades de quienes ingresaron después del 1 de abril de 1990 son las de 3 L.P.R.A. § 766d (por años de servicio, por servicios de alto riesgo y por retiro temprano), entre las que no está la pensión por mérito."
    Y la explicación cita la cláusula "18.5.c"
    Y el resultado no depende de reglas externas

  Escenario: Con «sin_merito_para_nuevos» la pensión por mérito del régimen anterior no cambia
    # Ingresó el 1 de abril de 1990 mismo: no es nuevo participante (INT-01). 75 % × 30 000 = 22 500.
    Dado que ingresó por primera vez al Sistema el "1990-04-01"
    Y se adopta la lectura "sin_merito_para_nuevos" de INT-29
    Cuando se retira el "2012-05-10"
    Entonces no es nuevo participante
    Y la fórmula aplicada es "EXT-03"
    Y la pensión anual es "$22,500.00"
