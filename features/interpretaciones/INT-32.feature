# language: es
@interpretacion-INT-32 @clausula-18.2 @clausula-18.3 @clausula-10.6.b @clausula-10.7 @vigencia
Característica: INT-32 — ¿Desde qué fecha de retiro rigen los textos transcritos?

  Registro de interpretaciones, entrada INT-32. Palabras en discusión:

  «Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-32», con --lectura o con el campo «lecturas» del JSON):

  - «desde_el_sistema» (por defecto): Desde el comienzo del Sistema (1 de enero de 1952, VIG-01): los textos se
    aplican a todo retiro desde entonces; si el retiro es anterior al 1 de abril de 1990, el resultado advierte que
    pudieron regir versiones anteriores del Reglamento.
  - «desde_el_1_abril_1990»: Desde el 1 de abril de 1990 (VIG-04), la fecha que los textos nombran como comienzo del
    régimen que regulan: un retiro anterior queda fuera de vigencia (INT-31).

  Razones de la lectura por defecto: Los textos se dirigen a toda la población del Sistema, no solo a quien se
  retira después de 1990: 18.1, 18.2 (primera oración) y 18.6(a) regulan a los participantes que ingresaron antes
  del 1 de abril de 1990, y 10.6(b) a (d) ordenan qué hacer con pensiones concedidas y opciones ejercidas antes del
  1 de julio de 1968. La fecha en que entró en vigor el texto transcrito del Reglamento no está en los textos ni en
  las fuentes consultadas (VIG-04 cita solo la ley que nombra el 1 de abril de 1990, § 766d(a)), de modo que un
  límite basado en ella no puede calcularse con certeza; el 1 de abril de 1990 es solo la fecha que el texto nombra.
  El «ingresen» en futuro de 18.2 indica que el texto se redactó hacia esa fecha: por eso el resultado lo advierte.

  Favorece al pensionado: ninguna lectura siempre. Ninguna de antemano: un retiro anterior a 1990 pudo regirse por
  reglas más o menos favorables que las transcritas.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 18.2- Asimismo, el retiro será opcional para los miembros del Sistema en servicio activo, que habiendo cumplido la edad de cincuentiocho (58) años hubieran completado por lo menos diez (10) años de servicios acreditables. Para los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990, el retiro será opcional a partir de la fecha en que cumplan la edad de sesenticinco (65) años si hubieren completado por lo menos diez (10) años de servicios acreditables.

  > 18.3- Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos podrán optar por el retiro a partir de la fecha en que cumplan la edad de cincuenta (50) años y hayan completado por lo menos veinticinco (25) años de servicios acreditables. Los miembros del Cuerpo de la Policía y del Cuerpo de Bomberos que hayan ingresado por primera vez al Sistema después del 1 de abril de 1990, estando en servicio activo, podrán optar por una anualidad que se denominará "anualidad de alto riesgo", a partir de la fecha en que completen treinta (30) años de servicios acreditables.

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  Antecedentes:
    Dado un miembro nacido el "1932-01-01"
    Y que ingresó por primera vez al Sistema el "1960-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales

  Esquema del escenario: Las lecturas dan resultados distintos: se retira a los 58 años el 31 de marzo de 1990, la víspera del régimen que nombran los textos
    # Régimen anterior, 58 años y 30 de servicios: 18.2, sin reducción (18.5(b)); EXT-01: 9 000 + 6 000 = 15 000.
    Dado que se adopta la lectura "<lectura>" de INT-32
    Cuando se retira el "1990-03-31"
    Entonces la lectura de INT-32 de la que depende el resultado es "<lectura>"
    Y el dato "pension.estado" del resultado es "<pension.estado>"
    Y el dato "pension.formula" del resultado es "<pension.formula>"
    Y el dato "pension.anual" del resultado es "<pension.anual>"

    Ejemplos:
      | lectura                        | pension.estado    | pension.formula | pension.anual |
      | desde_el_sistema (por defecto) | calculada         | EXT-01          | $15,000.00    |
      | desde_el_1_abril_1990          | fuera_de_vigencia | ninguno         | ninguno       |

  Esquema del escenario: Con «desde_el_1_abril_1990», la víspera está fuera de vigencia; el día y el siguiente, dentro
    Dado que se adopta la lectura "desde_el_1_abril_1990" de INT-32
    Cuando se retira el "<fecha_retiro>"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"
    Y la lectura de INT-32 de la que depende el resultado es "<INT-32>"

    Ejemplos:
      | fecha_retiro | estado            | anual      | INT-32                |
      | 1990-03-31   | fuera_de_vigencia | ninguno    | desde_el_1_abril_1990 |
      | 1990-04-01   | calculada         | $15,000.00 | ninguna               |
      | 1990-04-02   | calculada         | $15,000.00 | ninguna               |

  Escenario: Con la lectura por defecto, un retiro anterior al 1 de abril de 1990 se calcula y se advierte
    Cuando se retira el "1990-03-31"
    Entonces el estado de la pensión es "calculada"
    Y el resultado advierte "pudieron regir versiones anteriores del Reglamento [INT-32]"

  Escenario: Con «desde_el_1_abril_1990», el aviso nombra la Ley 1-1990
    Dado que se adopta la lectura "desde_el_1_abril_1990" de INT-32
    Cuando se retira el "1990-03-31"
    Entonces no se informa cuantía de la pensión
    Y el resultado advierte "Fuera de vigencia (Ley 1-1990): se retiró el 31 de marzo de 1990, antes del 1 de abril de 1990"
