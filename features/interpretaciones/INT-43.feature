# language: es
@interpretacion-INT-43 @clausula-10.6.b
Característica: INT-43 — ¿Qué fecha decide si una pensión fue «concedida» antes del 1 de julio de 1968: la de su concesión o la del retiro?

  Registro de interpretaciones, entrada INT-43. Palabras en discusión:

  «las pensiones concedidas antes del 1 de julio de 1968»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-43», con --lectura o con el campo «lecturas» del JSON):

  - «fecha_de_concesion» (por defecto): La de la concesión (coordinacion.fecha_concesion); si la solicitud no la da,
    se toma la del retiro y el resultado lo advierte.
  - «fecha_de_retiro»: La del retiro (la fecha desde la que se paga la pensión), aunque la concesión sea posterior.

  Razones de la lectura por defecto: «Concedidas» nombra el acto de concesión, no la fecha del retiro. La otra
  lectura favorece al pensionado cuando el retiro es anterior a la concesión: más pensiones quedan fuera de la
  coordinación.

  Favorece al pensionado la lectura «fecha_de_retiro»: Con un retiro anterior a la concesión, más pensiones quedan
  fuera de la coordinación.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

  Antecedentes:
    Dado un miembro nacido el "1903-06-30"
    Y que ingresó por primera vez al Sistema el "1952-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "16 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que se retiró el "1968-06-30"
    Y que su pensión conforme a la Ley es "$1,440.00" anuales
    Y que recibe del Seguro Social "$60.00" mensuales

  Esquema del escenario: Las lecturas dan resultados distintos: se retiró el 30 de junio de 1968 y la pensión se concedió el 1 de agosto de 1968
    # Si se coordina: (a) 1 % × 6 000 × 16 = 960; garantía de 10.5: 1 440 − 720 = 720 < 960; coordinada 960.
    Dado que el dato "coordinacion.fecha_concesion" es "1968-08-01"
    Y se adopta la lectura "<lectura>" de INT-43
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la lectura de INT-43 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura                          | coordinacion.estado | coordinacion.pension_coordinada_anual |
      | fecha_de_concesion (por defecto) | coordinada          | $960.00                               |
      | fecha_de_retiro                  | no_se_coordina      | ninguno                               |

  Escenario: Sin fecha de concesión se toma la del retiro, y el resultado lo advierte
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la coordinación resulta "no se coordina"
    Y el resultado advierte "10.6(b): la solicitud no da la fecha de concesión de la pensión (coordinacion.fecha_concesion); se toma la del retiro, el 30 de junio de 1968, anterior al 1 de julio de 1968."
    Y el resultado no depende de INT-43

  Esquema del escenario: Las lecturas dan resultados distintos: se retiró el 30 de junio de 1968 y la pensión se concedió el mismo 1 de julio de 1968
    # «Antes del 1 de julio de 1968» excluye ese día: concedida el 1 de julio, la pensión se coordina (960, como
    # arriba); con la fecha del retiro, el 30 de junio, queda fuera de la coordinación.
    Dado que el dato "coordinacion.fecha_concesion" es "1968-07-01"
    Y se adopta la lectura "<lectura>" de INT-43
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la lectura de INT-43 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura                          | coordinacion.estado | coordinacion.pension_coordinada_anual |
      | fecha_de_concesion (por defecto) | coordinada          | $960.00                               |
      | fecha_de_retiro                  | no_se_coordina      | ninguno                               |

  Esquema del escenario: Las lecturas dan resultados distintos: se retiró el mismo 1 de julio de 1968 y la pensión se concedió el 1 de junio de 1968
    # Concedida antes del 1 de julio de 1968, queda fuera de la coordinación; con la fecha del retiro, el 1 de julio,
    # se coordina: 960.
    Dado que se retiró el "1968-07-01"
    Y que el dato "coordinacion.fecha_concesion" es "1968-06-01"
    Y se adopta la lectura "<lectura>" de INT-43
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la lectura de INT-43 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura                          | coordinacion.estado | coordinacion.pension_coordinada_anual |
      | fecha_de_concesion (por defecto) | no_se_coordina      | ninguno                               |
      | fecha_de_retiro                  | coordinada          | $960.00                               |

  Escenario: Sin fecha de concesión, quien se retiró el mismo 1 de julio de 1968 se coordina, sin aviso: esa fecha no lo excluye
    Dado que se retiró el "1968-07-01"
    Cuando se coordina su pensión el "1970-01-01"
    Entonces la coordinación resulta "coordinada"
    Y la pensión coordinada es "$960.00" anuales
    Y el resultado no advierte "no da la fecha de concesión de la pensión"
    Y el resultado no depende de INT-43
