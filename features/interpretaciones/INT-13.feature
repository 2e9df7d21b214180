# language: es
@interpretacion-INT-13 @clausula-18.6.a @clausula-18.6.b
Característica: INT-13 — ¿La fórmula de 18.6(a) alcanza también a los nuevos participantes?

  Registro de interpretaciones, entrada INT-13 (estado: propuesta). Palabras en discusión:

  «Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58)»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-13», con --lectura o con el campo «lecturas» del JSON):

  - «regimen_anterior» (por defecto): 18.6(a) es para los participantes del régimen anterior; los nuevos se
    rigen por 18.6(b) y (c).
  - «todos»: 18.6(a) aplica a todo participante de 55 a 57 años con 25 a 29 años; (b) y (c) solo en lo demás.

  Razones de la lectura por defecto: (b) y (c) se dirigen expresamente a los nuevos participantes; aplicarles
  (a) dejaría (c) sin efecto.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (a) Si el participante tiene cincuenticinco (55) años de edad o más pero menos de cincuentiocho (58) años de edad y tuviere acreditados veinticinco (25) o más años de servicios pero menos de treinta (30) años de servicios, la pensión se computará a base de uno y medio por ciento (1½%) de la retribución promedio, multiplicado por el número de años de servicios que tenga acreditados, por los primeros veinte (20) años de servicios, más el dos por ciento (2%) de la retribución promedio multiplicado por el número de años de servicios que tenga acreditados en exceso de los veinte (20) años.

  > (b) Para los nuevos participantes la pensión será calculada a base del uno y medio por ciento (1½%) de la retribución promedio por cada año de servicio acreditable.

  Escenario: Por defecto rige la lectura «regimen_anterior»: Nuevo participante que se retira a los 56 años con 27 de servicios
    Dado un miembro nacido el "1963-05-10"
    Y que ingresó por primera vez al Sistema el "1990-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2019-05-10"
    Entonces el resultado usa la lectura "regimen_anterior" de INT-13
    Y el dato "pension.formula" del resultado es "18.6.c"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "$12,150.00"

  Esquema del escenario: Las lecturas dan resultados distintos: Nuevo participante que se retira a los 56 años con 27 de servicios
    Dado un miembro nacido el "1963-05-10"
    Y que ingresó por primera vez al Sistema el "1990-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "27 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y se adopta la lectura "<lectura>" de INT-13
    Cuando se retira el "2019-05-10"
    Entonces el resultado usa la lectura "<lectura>" de INT-13
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<pension.anual_antes_de_reduccion>"

    Ejemplos:
      | lectura          | pension.formula | pension.anual_antes_de_reduccion |
      | regimen_anterior | 18.6.c          | $12,150.00                       |
      | todos            | 18.6.a          | $13,200.00                       |
