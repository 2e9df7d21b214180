# language: es
@interpretacion-INT-04 @clausula-18.4 @clausula-18.4.a @clausula-18.4.b
Característica: INT-04 — ¿Las circunstancias (a) y (b) de 18.4 son cumulativas o basta una?

  Registro de interpretaciones, entrada INT-04. Palabras en discusión:

  «retendrán tal derecho bajo las siguientes circunstancias:»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-04», con --lectura o con el campo «lecturas» del JSON):

  - «cumulativas» (por defecto): Deben concurrir ambas: haber cumplido la edad y los años de servicio y haber pasado
    sin interrupción a otro puesto del Sistema.
  - «alternativas»: Basta cualquiera de las dos.

  Razones de la lectura por defecto: La enumeración describe una sola situación (quien adquirió el derecho y luego
  pasó a otro puesto); (b) repite «después de haber adquirido el derecho», que es (a).

  Favorece al pensionado la lectura «alternativas»: Basta una circunstancia para retener el derecho.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  Esquema del escenario: Las lecturas dan resultados distintos: Policía que pasó a otro puesto sin interrupción a los 45 años con 23 de servicios; se retira a los 52 con 27
    # Con «alternativas» retiene el derecho por (b): EXT-01, 9 000 + 600 × 7 = 13 200 (1 100 al mes).
    Dado un miembro nacido el "1958-01-01"
    Y que ingresó por primera vez al Sistema el "1980-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2003-06-01"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "23 años" de servicios
    Y se adopta la lectura "<lectura>" de INT-04
    Cuando se retira el "2010-01-15"
    Entonces la lectura de INT-04 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "reduccion_actuarial.aplica" del resultado es "<reduccion_actuarial.aplica>"
    Y el dato "reduccion_actuarial.excepciones" del resultado es "<reduccion_actuarial.excepciones>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"
    Y el dato "pension.mensual" del resultado es "<pension.mensual>"

    Ejemplos:
      | lectura                   | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado | pension.formula | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | cumulativas (por defecto) | no                    | ninguna                | ninguno                    | ninguna                         | no_elegible    | ninguno         | ninguno                          | ninguno       | ninguno         |
      | alternativas              | sí                    | 18.3                   | no                         | 18.5.a                          | calculada      | EXT-01          | $13,200.00                       | $13,200.00    | $1,100.00       |
