# language: es
@interpretacion-INT-46 @clausula-18.5.c @clausula-18.1
Característica: INT-46 — ¿Exige la pensión por mérito estar en servicio activo al retirarse, como 18.1 y 18.2 exigen para la opcional (INT-09)?

  Registro de interpretaciones, entrada INT-46. Palabras en discusión:

  «las pensiones por mérito»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-46», con --lectura o con el campo «lecturas» del JSON):

  - «no_exigido» (por defecto): No: la pensión por mérito solo exige los 30 años de servicios de EXT-03; el miembro
    que ya no está en servicio activo también la recibe (sin edad mínima: antes de los 55 años su por ciento es un
    dato de la solicitud).
  - «en_servicio_activo»: Sí: como la pensión opcional de 18.1 y 18.2, la pensión por mérito es para los miembros en
    servicio activo; quien ya se separó del servicio no la recibe (su derecho es la anualidad diferida de EXT-05, si
    la tiene).

  Razones de la lectura por defecto: Los textos transcritos nombran la pensión por mérito (18.5(c), 10.3) sin darle
  requisitos; los 30 años vienen de EXT-03. Ninguna cláusula le exige servicio activo ni edad mínima, y un requisito
  que excluye de una pensión no se añade por analogía: las exclusiones se leen restrictivamente, y la regla de
  interpretar las leyes de retiro a favor del pensionado apunta al mismo lado. La otra lectura se apoya en que 18.1
  y 18.2 condicionan la opción al servicio activo y en que 3 L.P.R.A. § 766(a) da al que se separa antes de los 58
  años una anualidad diferida, no una pensión inmediata; pero 18.5(c) trata la pensión por mérito como una pensión
  distinta de las opcionales, y el texto de § 766a (la fuente de EXT-03) no se ha podido leer para saber si la
  condiciona. Favorece al pensionado la lectura por defecto: el inactivo con 30 años recibe la pensión por mérito.

  Favorece al pensionado la lectura «no_exigido»: El miembro que ya no está en servicio activo recibe la pensión por
  mérito.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.5- Las pensiones opcionales estarán sujetas a reducción actuarial. No estarán sujetas a reducción actuarial las siguientes pensiones: (a) las pensiones para los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos; (b) las pensiones para los participantes que se retiren a la edad de cincuentiocho (58) años o más; (c) las pensiones por mérito; (d) las pensiones por servicios de alto riesgo para nuevos participantes; (e) las pensiones para los nuevos participantes que se retiren a la edad de sesenticinco (65) años.

  > 18.1- El retiro será opcional para los miembros del Sistema en servicio activo, a partir de la fecha en que cumplan la edad de cincuenticinco (55) años y hubieran completado por lo menos veinticinco (25) años de servicios acreditables.

  Antecedentes:
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1972-07-01"
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que solicita una pensión "por mérito"

  Esquema del escenario: Las lecturas dan resultados distintos: no está en servicio activo; 58 años y 30 de servicios
    # Con «no_exigido»: EXT-03, 75 % × 30 000 = 22 500, sin reducción (18.5(c)). Con «en_servicio_activo» no procede;
    # tiene la anualidad diferida si se separó del servicio antes de los 58 años (EXT-05).
    Dado que no está en servicio activo
    Y se adopta la lectura "<lectura>" de INT-46
    Cuando se retira el "2008-05-10"
    Entonces la lectura de INT-46 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                  | elegibilidad.elegible | elegibilidad.clausulas | pension.estado | pension.anual |
      | no_exigido (por defecto) | sí                    | EXT-03                 | calculada      | $22,500.00    |
      | en_servicio_activo       | no                    | ninguna                | no_elegible    | ninguno       |

  Escenario: Con «en_servicio_activo» la explicación y el aviso dicen por qué no procede la pensión por mérito del inactivo
    Dado que no está en servicio activo
    Y se adopta la lectura "en_servicio_activo" de INT-46
    Cuando se retira el "2008-05-10"
    Entonces el estado de la pensión es "no_elegible"
    Y la explicación para personas dice "18.5(c) — ¿Exige la pensión por mérito estar en servicio activo? Sí: no está en servicio activo, y según la lectura elegida del registro la pensión por mérito, como la opcional de 18.1 y 18.2, lo exige — "
    Y la explicación para personas dice "- La pensión por mérito no procede: no está en servicio activo, y según la lectura elegida del registro la pensión por mérito, como la opcional de 18.1 y 18.2, lo exige — Sí: como la pensión opcional de 18.1 y 18.2, la pensión por mérito es para los miembros en servicio activo; quien ya se separó del servicio no la recibe (su derecho es la anualidad diferida de EXT-05, si la tiene). [INT-46, lectura «en_servicio_activo», no es la de por defecto]."

  Escenario: En servicio activo la lectura no cambia nada y no se consulta
    Dado que está en servicio activo
    Cuando se retira el "2008-05-10"
    Entonces la pensión anual es "$22,500.00"
    Y el resultado no depende de INT-46

  @clausula-18.5
  Escenario: La pensión por mérito del inactivo de 50 años pide el por ciento, que da la solicitud (sin edad mínima)
    # Con la lectura por defecto no hay edad mínima: antes de los 55 años EXT-03 no da el por ciento; con el 65 % dado
    # en la solicitud, 65 % × 30 000 = 19 500. La pensión depende de INT-46 (no está en servicio activo).
    Dado que no está en servicio activo
    Y que el por ciento de su pensión por mérito es "65 %"
    Cuando se retira el "2000-05-10"
    Entonces la pensión anual es "$19,500.00"
    Y el resultado usa la lectura "no_exigido" de INT-46
