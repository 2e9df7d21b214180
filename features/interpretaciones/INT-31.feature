# language: es
@interpretacion-INT-31 @clausula-18.2 @clausula-10.7 @vigencia
Característica: INT-31 — ¿Qué responde la calculadora a una solicitud fuera del período que gobiernan los textos?

  Registro de interpretaciones, entrada INT-31. Palabras en discusión: ninguna: los textos no dicen el período que
  gobiernan; lo fijan las leyes de vigencia.yaml.

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-31», con --lectura o con el campo «lecturas» del JSON):

  - «fuera_de_vigencia» (por defecto): La pensión queda fuera de vigencia, sin cuantía, y un aviso nombra la ley que
    cierra el período (vigencia.yaml: la Ley 3-2013 para un retiro posterior al 30 de junio de 2013, la Ley 305-1999
    para un ingreso desde el 1 de enero de 2000, la Ley 447-1951 para un ingreso anterior al 1 de enero de 1952).
  - «calcular_igual»: Se calcula como si los textos rigieran y un aviso advierte que la cifra no es la que
    corresponde por ley. Sirve para probar sistemas antiguos contra la especificación, nunca para informar a un
    pensionado.

  Razones de la lectura por defecto: Los textos describen el régimen de beneficios definidos de la Ley 447-1951
  según la enmendó la Ley 1-1990 (18.2, 18.3 y 10.7 nombran el 1 de abril de 1990). Aplicarlos a un retiro que otra
  ley saca de ese régimen daría una cifra que ninguna norma respalda: «lo que no está en el texto no se inventa». La
  otra lectura existe para probar implementaciones antiguas y lo dice en el resultado.

  Favorece al pensionado: ninguna lectura siempre. Ninguna: fuera del período la cifra calculada no es la que
  corresponde por ley.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  Antecedentes:
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: se retira el 1 de julio de 2013, el día siguiente al final del período (Ley 3-2013)
    # Dentro del período sería 18.1 con 18.6(a): 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 6 = 3 600; 12 600
    # antes de la reducción, que requiere el factor de la Junta.
    Dado que se adopta la lectura "<lectura>" de INT-31
    Cuando se retira el "2013-07-01"
    Entonces la lectura de INT-31 de la que depende el resultado es "<lectura>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegibilidad.elegible>"
    Y el dato "elegibilidad.clausulas" del resultado es "<elegibilidad.clausulas>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura                         | elegibilidad.elegible | elegibilidad.clausulas | pension.estado              | pension.formula | pension.anual_antes_de_reduccion |
      | fuera_de_vigencia (por defecto) | ninguno               | ninguna                | fuera_de_vigencia           | ninguno         | ninguno                          |
      | calcular_igual                  | sí                    | 18.1                   | requiere_factor_de_la_junta | 18.6.a          | $12,600.00                       |

  Escenario: Con «calcular_igual» el resultado advierte que la cifra no es la que corresponde por ley
    Dado que se adopta la lectura "calcular_igual" de INT-31
    Cuando se retira el "2013-07-01"
    Entonces el resultado advierte "Fuera de vigencia (Ley 3-2013)"
    Y el resultado advierte "la cifra NO es la que corresponde por ley; sirve solo para probar sistemas antiguos"

  Escenario: Dentro del período la entrada no cambia el resultado y no se consulta
    Dado que se adopta la lectura "calcular_igual" de INT-31
    Cuando se retira el "2013-06-30"
    Entonces el resultado no depende de INT-31
    Y el estado de la pensión es "requiere_factor_de_la_junta"
