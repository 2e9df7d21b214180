# language: es
@interpretacion-INT-37 @clausula-18.3
Característica: INT-37 — ¿Los años de servicio de 18.3 deben haberse prestado en el Cuerpo de la Policía o de Bomberos?

  Registro de interpretaciones, entrada INT-37. Palabras en discusión:

  «hayan completado por lo menos veinticinco (25) años de servicios acreditables»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-37», con --lectura o con el campo «lecturas» del JSON):

  - «cualquier_servicio» (por defecto): No: cuentan todos los años de servicios acreditables, se prestaran o no en
    el Cuerpo.
  - «en_el_cuerpo»: Sí: los 25 años (y los 30 de la anualidad de alto riesgo) se cuentan con el servicio prestado en
    el Cuerpo, que la solicitud debe dar (el servicio en el Cuerpo); sin ese dato la solicitud se rechaza.

  Razones de la lectura por defecto: 18.3 usa las mismas palabras que 18.1 y 18.2 («años de servicios acreditables»)
  sin añadir «en el Cuerpo»; la exigencia de ser «miembro del Cuerpo» es de la persona, no del servicio. Lo que el
  texto no exige no se añade, y la lectura favorece al pensionado.

  Favorece al pensionado la lectura «cualquier_servicio»: Cuenta todo el servicio acreditable.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  Antecedentes:
    Dado un miembro nacido el "1960-05-01"
    Y que ingresó por primera vez al Sistema el "1984-05-01"
    Y que es miembro del Cuerpo de la Policía
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$36,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: policía de 52 años con 26 de servicios, 20 de ellos en el Cuerpo
    # EXT-01: 1½ % × 36 000 × 20 = 10 800; 2 % × 36 000 × 6 = 4 320; 15 120 anuales.
    Dado que ha servido "20 años" en el Cuerpo
    Y se adopta la lectura "<lectura>" de INT-37
    Cuando se retira el "2012-05-01"
    Entonces la lectura de INT-37 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                          | elegibilidad.elegible | pension.estado | pension.anual |
      | cualquier_servicio (por defecto) | sí                    | calculada      | $15,120.00    |
      | en_el_cuerpo                     | no                    | no_elegible    | ninguno       |

  Escenario: Con «en_el_cuerpo» el motivo nombra el servicio en el Cuerpo
    Dado que ha servido "20 años" en el Cuerpo
    Y se adopta la lectura "en_el_cuerpo" de INT-37
    Cuando se retira el "2012-05-01"
    Entonces el motivo según "18.3 (oración 1)" dice "tiene 20 años de servicio en el Cuerpo; se exigen 25, contados en el Cuerpo [INT-37]"

  Escenario: Con «en_el_cuerpo», sin el servicio en el Cuerpo la solicitud se rechaza
    Dado se adopta la lectura "en_el_cuerpo" de INT-37
    Cuando se retira el "2012-05-01"
    Entonces la solicitud se rechaza por el campo "servicio_en_el_cuerpo"
    Y el mensaje de error dice "con la lectura «en_el_cuerpo» de INT-37 los años de 18.3 se cuentan en el Cuerpo"

  Escenario: Con «en_el_cuerpo», todo el servicio acreditable puede haberse prestado en el Cuerpo
    # 26 años acreditados, los 26 en el Cuerpo: el servicio en el Cuerpo no pasa del acreditable, y cumple los 25
    # de 18.3 contados en el Cuerpo. EXT-01: 1½ % × 36 000 × 20 = 10 800; 2 % × 36 000 × 6 = 4 320; 15 120 anuales.
    Dado que ha servido "26 años" en el Cuerpo
    Y se adopta la lectura "en_el_cuerpo" de INT-37
    Cuando se retira el "2012-05-01"
    Entonces las cláusulas que le permiten optar por el retiro son "18.3"
    Y el dato "pension.anual" del resultado es "$15,120.00"

  Escenario: Con 25 años en el Cuerpo las lecturas coinciden y la entrada no se consulta
    Dado que ha servido "25 años" en el Cuerpo
    Cuando se retira el "2012-05-01"
    Entonces el resultado no depende de INT-37
    Y las cláusulas que le permiten optar por el retiro son "18.3"

  @clausula-18.3
  Esquema del escenario: La anualidad de alto riesgo exige 30 años, también contados en el Cuerpo con «en_el_cuerpo»
    # Nuevo participante (ingresó en 1990) con 30 años acreditados, 26 de ellos en el Cuerpo, que pide la anualidad
    # de alto riesgo a los 53 años. EXT-02 antes de los 55: 65 % × 36 000 = 23 400 anuales.
    # Con «en_el_cuerpo» le faltan 4 años en el Cuerpo para la anualidad (sí tiene los 25 de la primera oración).
    Dado que ingresó por primera vez al Sistema el "1990-05-01"
    Y que tiene acreditados "30 años" de servicios
    Y que ha servido "26 años" en el Cuerpo
    Y que solicita una pensión "de alto riesgo"
    Y se adopta la lectura "<lectura>" de INT-37
    Cuando se retira el "2013-05-01"
    Entonces la lectura de INT-37 de la que depende el resultado es "<lectura>"
    Y la verificación de "18.3 (oración 2)" <cumple>
    Y el dato "elegibilidad.elegible" del resultado es "<elegible>"
    Y el dato "pension.anual" del resultado es "<anual>"

    Ejemplos:
      | lectura                          | cumple        | elegible | anual      |
      | cualquier_servicio (por defecto) | se cumple     | sí       | $23,400.00 |
      | en_el_cuerpo                     | no se cumple  | no       | ninguno    |
