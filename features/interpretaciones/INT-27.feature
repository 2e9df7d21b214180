# language: es
@interpretacion-INT-27 @clausula-10.6 @clausula-10.6.e
Característica: INT-27 — ¿Qué deja fuera del cómputo 10.6(e): la pensión que es la mínima establecida por ley, o la parte de cualquier pensión que la coordinación dejaría por debajo de esa mínima?

  Registro de interpretaciones, entrada INT-27. Palabras en discusión:

  «las pensiones mínimas establecidas por ley»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-27», con --lectura o con el campo «lecturas» del JSON):

  - «excluye_pensiones_minimas» (por defecto): La pensión que es la mínima establecida por ley
    (coordinacion.pension_minima) no se coordina; las demás se coordinan sin piso, como dicen 10.2 a 10.5.
  - «minimo_como_piso»: Ninguna pensión queda excluida por ser la mínima; en cambio, la coordinación nunca deja la
    pensión por debajo de la mínima establecida por ley. Su cuantía anual no está en los textos: es un hecho que da
    la solicitud (coordinacion.pension_minima_por_ley) y sirve de piso a la pensión coordinada, sin pasar de la
    pensión sin coordinar. Si falta, el resultado lo advierte y coordina sin ese piso.

  Razones de la lectura por defecto: 10.6 enumera en (b) a (e) clases de pensiones («las pensiones concedidas…»,
  «las pensiones diferidas…», «las pensiones mínimas…») sobre las que el cómputo «no tendrá efecto»: la lectura
  paralela deja la pensión mínima entera fuera de la coordinación. La otra lectura da a (e) un alcance que su
  redacción no expresa y depende de una cuantía que los textos no dan. Ninguna lectura favorece siempre al
  pensionado: la de por defecto deja sin coordinar toda pensión mínima; la otra protege de quedar por debajo de la
  mínima a pensiones mayores, pero coordina las mínimas.

  Favorece al pensionado: ninguna lectura siempre. Depende: la lectura por defecto deja sin coordinar las pensiones
  mínimas; la otra protege de quedar por debajo de la mínima a las pensiones mayores.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.6- El cómputo para la coordinación de pensiones no tendrá efecto sobre lo siguiente: (a) los aumentos que el pensionado hubiere recibido por concepto de Ley; (b) las pensiones concedidas antes del 1 de julio de 1968; (c) las pensiones diferidas de participantes que se separaron del servicio antes del 1 de julio de 1968; (d) las anualidades por traspaso cuya opción haya sido ejercida antes del 1 de julio de 1968; (e) las pensiones mínimas establecidas por ley.

  Antecedentes:
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$6,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$60.00" mensuales
    Y que se retiró el "2003-03-01"

  Escenario: Con la lectura por defecto, la pensión que es la mínima establecida por ley dice por qué no se coordina
    Dado que su pensión conforme a la Ley es "$2,500.00" anuales
    Y que su pensión es una pensión mínima establecida por ley
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "excluye_pensiones_minimas" de INT-27
    Y el motivo de la coordinación según "10.6.e" dice "pensión mínima establecida por ley"

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión de $3,000.00 que la coordinación dejaría en $2,280.00, con una mínima por ley de $2,500.00
    # 10.2: (a) 1 % × 6 000 × 20 = 1 200; (b) 1½ % × 6 000 × 10 = 900; suma 2 100.
    # Garantía de 10.5: 3 000 − 12 × 60 = 3 000 − 720 = 2 280 > 2 100: el Sistema paga 2 280,
    # menos que la mínima de 2 500, que con la lectura por defecto no es un piso.
    # Con «minimo_como_piso» el piso es la mínima, 2 500 (no pasa de la pensión sin coordinar, 3 000):
    # 2 500 > 2 280, y el Sistema paga 2 500.
    Dado que su pensión conforme a la Ley es "$3,000.00" anuales
    Y que el dato "coordinacion.pension_minima_por_ley" es "$2,500.00"
    Y se adopta la lectura "<lectura>" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-27 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "coordinada"
    Y la suma de los productos es "$2,100.00" anuales
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "$2,280.00"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura                                 | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | excluye_pensiones_minimas (por defecto) | garantia_10_5       | $2,280.00                             | $2,280.00                        |
      | minimo_como_piso                        | minima_10_6_e       | $2,500.00                             | $2,500.00                        |

  Esquema del escenario: Las lecturas dan resultados distintos: La pensión de $2,500.00 es la mínima establecida por ley
    # Con «minimo_como_piso» la pensión mínima se coordina: suma de 10.2, 2 100; garantía 2 500 − 720 = 1 780;
    # limita la suma, 2 100, que queda por debajo de la mínima: el piso la lleva a 2 500, lo mismo que sin
    # coordinar: nada se reduce y, según INT-20, no es necesario coordinar.
    Dado que su pensión conforme a la Ley es "$2,500.00" anuales
    Y que su pensión es una pensión mínima establecida por ley
    Y que el dato "coordinacion.pension_minima_por_ley" es "$2,500.00"
    Y se adopta la lectura "<lectura>" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-27 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"

    Ejemplos:
      | lectura                                 | coordinacion.estado | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual |
      | excluye_pensiones_minimas (por defecto) | no_se_coordina      | ninguno                             | ninguno                      | ninguno             | ninguno                               |
      | minimo_como_piso                        | no_necesaria        | $2,100.00                           | $1,780.00                    | minima_10_6_e       | $2,500.00                             |

  Escenario: Con «minimo_como_piso», si falta la cuantía de la mínima, se advierte y se coordina sin piso
    # Sin piso: la garantía de 10.5 da 2 280, como con la lectura por defecto.
    Dado que su pensión conforme a la Ley es "$3,000.00" anuales
    Y se adopta la lectura "minimo_como_piso" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "minimo_como_piso" de INT-27
    Y la coordinación resulta "coordinada"
    Y limita "la garantía de 10.5"
    Y la pensión coordinada es "$2,280.00" anuales
    Y el resultado advierte "se requiere su cuantía anual (coordinacion.pension_minima_por_ley)"
    Y la explicación cita la cláusula "10.6.e"

  Escenario: Con «minimo_como_piso», una mínima por ley menor que la pensión coordinada no la cambia
    # 10.2: (a) 1 % × 6 000 × 20 = 1 200; (b) 1½ % × 6 000 × 10 = 900; suma 2 100.
    # Garantía de 10.5: 3 000 − 12 × 60 = 3 000 − 720 = 2 280 > 2 100: el Sistema paga 2 280.
    # Piso: la mínima, 2 000 (ilustrativa), no pasa de 3 000; 2 000 < 2 280: el piso no sube ni baja nada.
    Dado que su pensión conforme a la Ley es "$3,000.00" anuales
    Y que el dato "coordinacion.pension_minima_por_ley" es "$2,000.00"
    Y se adopta la lectura "minimo_como_piso" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "minimo_como_piso" de INT-27
    Y la coordinación resulta "coordinada"
    Y la garantía de 10.5 es "$2,280.00" anuales
    Y limita "la garantía de 10.5"
    Y la pensión coordinada es "$2,280.00" anuales

  Escenario: Con «minimo_como_piso», una mínima por ley igual a la pensión coordinada no cambia lo que la fija
    # Garantía de 10.5: 3 000 − 720 = 2 280 > 2 100 (suma de 10.2): el Sistema paga 2 280. La mínima, 2 280
    # (ilustrativa), no pasa de 3 000 y no es mayor que 2 280: la pensión coordinada la sigue fijando la garantía.
    Dado que su pensión conforme a la Ley es "$3,000.00" anuales
    Y que el dato "coordinacion.pension_minima_por_ley" es "$2,280.00"
    Y se adopta la lectura "minimo_como_piso" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "minimo_como_piso" de INT-27
    Y la coordinación resulta "coordinada"
    Y limita "la garantía de 10.5"
    Y la pensión coordinada es "$2,280.00" anuales
    Y la explicación cita la cláusula "10.6.e"

  Escenario: Con «minimo_como_piso», la explicación para personas dice que la pensión mínima no queda fuera de la coordinación
    Dado que su pensión conforme a la Ley es "$2,500.00" anuales
    Y que su pensión es una pensión mínima establecida por ley
    Y que el dato "coordinacion.pension_minima_por_ley" es "$2,500.00"
    Y se adopta la lectura "minimo_como_piso" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la coordinación resulta "no es necesaria"
    Y la explicación para personas dice "10.6(e) — ¿Queda fuera de la coordinación la pensión mínima establecida por ley? No: se coordina, sin quedar por debajo de la mínima"

  Escenario: Con «minimo_como_piso», una mínima por ley mayor que la pensión sin coordinar: el piso es la pensión, y nada se reduce
    # 10.2: suma 2 100; garantía de 10.5: 2 500 − 720 = 1 780; la mínima (ilustrativa) es 3 000, mayor que la pensión
    # sin coordinar: el piso no pasa de la pensión, 2 500. La coordinación la deja igual: según INT-20, no es
    # necesario coordinar. Una implementación que tome la mínima entera pagaría 3 000: más que sin coordinar.
    Dado que su pensión conforme a la Ley es "$2,500.00" anuales
    Y que el dato "coordinacion.pension_minima_por_ley" es "$3,000.00"
    Y se adopta la lectura "minimo_como_piso" de INT-27
    Cuando se coordina su pensión el "2010-03-01"
    Entonces el resultado usa la lectura "minimo_como_piso" de INT-27
    Y la coordinación resulta "no es necesaria"
    Y la suma de los productos es "$2,100.00" anuales
    Y la garantía de 10.5 es "$1,780.00" anuales
    Y limita "la pensión mínima"
    Y la pensión coordinada es "$2,500.00" anuales
    Y el dato "coordinacion.total_sistema_anual" del resultado es "$2,500.00"
