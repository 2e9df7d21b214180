# language: es
@interpretacion-INT-38 @clausula-18.4.b
Característica: INT-38 — ¿Qué se da por cumplido si la solicitud no dice que el nuevo puesto esté comprendido dentro de la matrícula del Sistema?

  Registro de interpretaciones, entrada INT-38. Palabras en discusión:

  «a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-38», con --lectura o con el campo «lecturas» del JSON):

  - «se_presume» (por defecto): El paso descrito en «traslado» es, por definición del protocolo, el paso a otro
    puesto del Sistema: si no se dice otra cosa (traslado.puesto_en_el_sistema), se presume comprendido en la
    matrícula.
  - «debe_constar»: Solo se da por cumplido si la solicitud lo afirma (traslado.puesto_en_el_sistema: true); si no
    consta, no se cumple 18.4(b).

  Razones de la lectura por defecto: El servicio posterior al paso es servicio acreditable en el Sistema (la
  solicitud lo suma al servicio acreditable al retiro), lo que supone un puesto comprendido en su matrícula; quien
  pasó a un puesto fuera del Sistema lo dice con traslado.puesto_en_el_sistema: false y 18.4(b) no se cumple.
  Favorece al pensionado.

  Favorece al pensionado la lectura «se_presume»: No hace falta probar lo que el traslado ya describe.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  Antecedentes:
    Dado un miembro nacido el "1954-02-10"
    Y que ingresó por primera vez al Sistema el "1979-01-03"
    Y que está en servicio activo
    Y que tiene acreditados "29 años" de servicios
    Y que su retribución promedio es "$40,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2004-02-11"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "25 años" de servicios

  Esquema del escenario: Las lecturas dan resultados distintos: policía que pasó a otro puesto a los 50 años con 25 de servicios, sin decir si el puesto está en la matrícula del Sistema
    # Retiene el derecho de 18.3 si se cumple (b); a los 54 años no puede retirarse por 18.1 ni por 18.2.
    # EXT-01 sin reducción (INT-18): 1½ % × 40 000 × 20 = 12 000; 2 % × 40 000 × 9 = 7 200; 19 200 anuales.
    Dado que se adopta la lectura "<lectura>" de INT-38
    Cuando se retira el "2008-03-01"
    Entonces la lectura de INT-38 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                  | elegibilidad.elegible | pension.anual |
      | se_presume (por defecto) | sí                    | $19,200.00    |
      | debe_constar             | no                    | ninguno       |

  Esquema del escenario: Lo que la solicitud dice del nuevo puesto decide, con cualquier lectura
    Dado que el nuevo puesto <esta> comprendido dentro de la matrícula del Sistema
    Y se adopta la lectura "debe_constar" de INT-38
    Cuando se retira el "2008-03-01"
    Entonces la elegibilidad para el retiro opcional es "<elegible>"
    Y el resultado no depende de INT-38

    Ejemplos:
      | esta    | elegible |
      | está    | sí       |
      | no está | no       |

  Escenario: Un puesto fuera de la matrícula del Sistema no cumple 18.4(b), y el motivo lo dice
    Dado que el nuevo puesto no está comprendido dentro de la matrícula del Sistema
    Cuando se retira el "2008-03-01"
    Entonces el motivo según "18.3 (oración 1)" dice "el nuevo puesto no está comprendido dentro de la matrícula del Sistema (18.4(b))"
