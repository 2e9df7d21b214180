# language: es
@interpretacion-INT-39 @clausula-18.4 @clausula-18.3
Característica: INT-39 — ¿Con qué servicio y qué retribución se calcula la pensión del derecho retenido por 18.4: los del paso a otro puesto o los del retiro?

  Registro de interpretaciones, entrada INT-39. Palabras en discusión:

  «retendrán tal derecho»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-39», con --lectura o con el campo «lecturas» del JSON):

  - «al_retiro» (por defecto): Con el servicio acreditable y la retribución promedio al retiro, como toda pensión:
    se retiene el derecho, y la pensión se computa cuando se ejerce.
  - «al_traslado»: Con el servicio acreditable al pasar de puesto (traslado.servicio_acreditable) y la retribución
    promedio de esa fecha (traslado.retribucion_promedio, obligatoria con esta lectura): se retiene el derecho tal
    como estaba adquirido.

  Razones de la lectura por defecto: 18.4 retiene «tal derecho», el derecho a retirarse con la pensión de 18.3; no
  dice que la cuantía quede fijada en la fecha del paso, y el servicio posterior sigue siendo servicio acreditable
  del Sistema. Cuál lectura favorece al pensionado depende de si su retribución promedio subió o bajó después del
  paso.

  Favorece al pensionado: ninguna lectura siempre. Depende de si la retribución promedio subió o bajó después del
  paso a otro puesto.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.4- Los miembros del Cuerpo de la Policía o del Cuerpo de Bomberos que hayan adquirido el derecho a una anualidad, retendrán tal derecho bajo las siguientes circunstancias: (a) haber cumplido la edad y completado los años de servicios que establece la Ley para acogerse a una pensión; (b) haber pasado sin interrupción, del Cuerpo de la Policía o del Cuerpo de Bomberos a ocupar otro puesto gubernamental comprendido dentro de la matrícula del Sistema, después de haber adquirido el derecho.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  Antecedentes:
    Dado un miembro nacido el "1954-02-10"
    Y que ingresó por primera vez al Sistema el "1977-01-03"
    Y que está en servicio activo
    Y que tiene acreditados "31 años" de servicios
    Y que su retribución promedio es "$40,000.00" anuales
    Y que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2005-02-11"
    Y que el paso a otro puesto fue sin interrupción
    Y que al pasar a otro puesto tenía acreditados "26 años" de servicios

  Esquema del escenario: Las lecturas dan resultados distintos: pasó de la Policía a otro puesto a los 51 años con 26 de servicios y $25,000.00; se retira a los 54 con 31 y $40,000.00
    # Al retiro: 1½ % × 40 000 × 20 = 12 000; 2 % × 40 000 × 11 = 8 800; 20 800 anuales (EXT-01, sin reducción).
    # Al paso: 1½ % × 25 000 × 20 = 7 500; 2 % × 25 000 × 6 = 3 000; 10 500 anuales.
    Dado que al pasar a otro puesto su retribución promedio era "$25,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-39
    Cuando se retira el "2008-03-01"
    Entonces la lectura de INT-39 de la que depende el resultado es "<lectura>"
    Y el dato "pension.formula" del resultado es "EXT-01"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                 | pension.anual |
      | al_retiro (por defecto) | $20,800.00    |
      | al_traslado             | $10,500.00    |

  Escenario: Con «al_traslado», sin la retribución al pasar de puesto la solicitud se rechaza
    Dado que se adopta la lectura "al_traslado" de INT-39
    Cuando se retira el "2008-03-01"
    Entonces la solicitud se rechaza por el campo "traslado.retribucion_promedio"

  Escenario: Con «al_traslado», la explicación dice con qué retribución y servicio se calculó la pensión retenida
    Dado que al pasar a otro puesto su retribución promedio era "$25,000.00" anuales
    Y se adopta la lectura "al_traslado" de INT-39
    Cuando se retira el "2008-03-01"
    Entonces la pensión anual es "$10,500.00"
    Y la explicación cita la cláusula "18.4"
    Y la explicación dice "con los del paso a otro puesto: retribución promedio de $25000 y 26 años de servicio"

  Escenario: Sin la retribución al pasar de puesto, la lectura por defecto calcula con la del retiro, y el resultado depende de ella
    # El servicio al paso (26 años) no es el del retiro (31): con «al_traslado» la pensión sería otra (o un error, al
    # faltar la retribución del paso). Con la lectura por defecto: 20 800 anuales, como arriba.
    Cuando se retira el "2008-03-01"
    Entonces la lectura de INT-39 de la que depende el resultado es "al_retiro"
    Y la pensión anual es "$20,800.00"

  Esquema del escenario: Si pasó de puesto con el servicio y la retribución del retiro, la entrada no cambia el resultado
    # Pasó de puesto el 29 de febrero de 2008, con los 31 años que tiene al retirarse el 1 de marzo.
    # Con la misma retribución (fila 1) las dos lecturas dan 20 800 y no se consulta. Con $25,000.00 al paso
    # (fila 2): 1½ % × 25 000 × 20 = 7 500; 2 % × 25 000 × 11 = 5 500; 13 000 anuales.
    Dado que pasó del "Cuerpo de la Policía" a otro puesto del Sistema el "2008-02-29"
    Y que al pasar a otro puesto tenía acreditados "31 años" de servicios
    Y que al pasar a otro puesto su retribución promedio era "<retribucion_al_paso>" anuales
    Y se adopta la lectura "al_traslado" de INT-39
    Cuando se retira el "2008-03-01"
    Entonces la lectura de INT-39 de la que depende el resultado es "<depende>"
    Y la pensión anual es "<anual>"

    Ejemplos:
      | retribucion_al_paso | depende     | anual      |
      | $40,000.00          | ninguna     | $20,800.00 |
      | $25,000.00          | al_traslado | $13,000.00 |
