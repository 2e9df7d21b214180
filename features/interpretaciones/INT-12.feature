# language: es
@interpretacion-INT-12 @clausula-18.4 @clausula-18.4.b
Característica: INT-12 — ¿Qué le queda al policía o bombero cuyo paso a otro puesto del Sistema fue interrumpido?

  Registro de interpretaciones, entrada INT-12. Palabras en discusión:

  «haber pasado sin interrupción»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-12», con --lectura o con el campo «lecturas» del JSON):

  - «reglas_generales» (por defecto): No retiene el derecho de 18.3; puede retirarse por 18.1 o 18.2 como cualquier
    otro miembro, si los reúne.
  - «retiene»: La interrupción no le priva del derecho ya adquirido.

  Razones de la lectura por defecto: «Sin interrupción» es una condición expresa de la retención; sin ella rigen las
  reglas generales.

  Favorece al pensionado la lectura «retiene»: La interrupción no le quita el derecho.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  Esquema del escenario: Las lecturas dan resultados distintos: Policía que pasó a otro puesto, con interrupción, a los 51 años con 26 de servicios; se retira a los 53
    # Con «retiene»: EXT-01 con 28 años, 9 000 + 600 × 8 = 13 800 (1 150 al mes).
    Dado un miembro nacido el "1958-01-01"
    Y que ingresó por primera vez al Sistema el "1980-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "28 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2009-06-01"
    Y que el paso a otro puesto fue con interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios
    Y se adopta la lectura "<lectura>" de INT-12
    Cuando se retira el "2011-01-15"
    Entonces la lectura de INT-12 de la que depende el resultado es "<lectura>"
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
      | lectura                        | elegibilidad.elegible | elegibilidad.clausulas | reduccion_actuarial.aplica | reduccion_actuarial.excepciones | pension.estado | pension.formula | pension.anual_antes_de_reduccion | pension.anual | pension.mensual |
      | reglas_generales (por defecto) | no                    | ninguna                | ninguno                    | ninguna                         | no_elegible    | ninguno         | ninguno                          | ninguno       | ninguno         |
      | retiene                        | sí                    | 18.3                   | no                         | 18.5.a                          | calculada      | EXT-01          | $13,800.00                       | $13,800.00    | $1,150.00       |
