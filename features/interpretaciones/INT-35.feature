# language: es
@interpretacion-INT-35 @clausula-18.3 @clausula-18.2
Característica: INT-35 — ¿La primera oración de 18.3 (50 años y 25 de servicios) alcanza a los policías y bomberos que son nuevos participantes?

  Registro de interpretaciones, entrada INT-35. Palabras en discusión:

  «Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-35», con --lectura o con el campo «lecturas» del JSON):

  - «todos» (por defecto): Sí: la primera oración habla de «los miembros del Cuerpo» sin fecha de ingreso; la
    segunda añade a los nuevos participantes la anualidad de alto riesgo con 30 años.
  - «solo_regimen_anterior»: No: como en 18.2 (INT-02), la segunda oración sustituye a la primera para los nuevos
    participantes, que solo pueden optar por la anualidad de alto riesgo (o por las vías generales de 18.1 y 18.2).

  Razones de la lectura por defecto: La primera oración no distingue la fecha de ingreso. La segunda, a diferencia
  de la de 18.2, no fija otra edad para el mismo retiro: ofrece una prestación distinta («una anualidad que se
  denominará anualidad de alto riesgo») a partir de los 30 años de servicio, a cualquier edad. Si la primera oración
  no alcanzara a los nuevos participantes, el argumento contra la redundancia que sostiene INT-02 no se aplica: con
  la lectura por defecto ninguna oración queda sin efecto (la anualidad de alto riesgo procede antes de los 50 años
  y tiene otra cuantía). Las leyes de retiro se interpretan a favor del beneficiario cuando el texto admite las dos
  lecturas.

  Favorece al pensionado la lectura «todos»: El nuevo participante conserva el retiro a los 50 años con 25 de
  servicios.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  Antecedentes:
    Dado un miembro nacido el "1963-05-01"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: policía nuevo participante que se retira a los 50 años con 25 de servicios
    # 25 años acreditados en 23 de calendario: servicio acreditado (INT-34). Por 18.3, sin reducción (18.5(a)):
    # EXT-01 (INT-19): 1½ % × 36 000 × 20 = 10 800; 2 % × 36 000 × 5 = 3 600; 14 400 anuales.
    # Con «solo_regimen_anterior» no puede optar por la primera oración de 18.3 y, a los 50 años, por ninguna otra.
    Dado que se adopta la lectura "<lectura>" de INT-35
    Cuando se retira el "2013-05-01"
    Entonces la lectura de INT-35 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura               | elegibilidad.elegible | elegibilidad.clausulas | pension.estado | pension.formula | pension.anual |
      | todos (por defecto)   | sí                    | 18.3                   | calculada      | EXT-01          | $14,400.00    |
      | solo_regimen_anterior | no                    | ninguna                | no_elegible    | ninguno         | ninguno       |

  Escenario: Con «solo_regimen_anterior» el motivo lo dice
    Dado que se adopta la lectura "solo_regimen_anterior" de INT-35
    Cuando se retira el "2013-05-01"
    Entonces el motivo según "18.3 (oración 1)" dice "es nuevo participante, y la primera oración de 18.3 es para el régimen anterior [INT-35]"

  Escenario: Al policía del régimen anterior la entrada no le cambia nada y no se consulta
    Dado que ingresó por primera vez al Sistema el "1988-05-01"
    Cuando se retira el "2013-05-01"
    Entonces el resultado no depende de INT-35
    Y las cláusulas que le permiten optar por el retiro son "18.3"
