# language: es
@vigencia
Característica: El período que gobiernan los textos

  Los Artículos 18 y 10 describen el régimen de beneficios definidos de la Ley 447-1951, según la enmendó la
  Ley 1-1990 (18.2, 18.3 y 10.7 nombran el 1 de abril de 1990). Fuera del período que gobiernan, la respuesta
  honesta es «fuera de vigencia»: ninguna cuantía, y un aviso que nombra la ley que cierra el período. Los
  límites son datos con su fuente, «por verificar» hasta que un abogado los confirme (vigencia.yaml):

  - VIG-01 (Ley 447-1951): el Sistema comenzó el 1 de enero de 1952; nadie ingresó en él antes.
  - VIG-02 (Ley 305-1999): quien ingresó por primera vez el 1 de enero de 2000 o después quedó en otro programa.
  - VIG-03 (Ley 3-2013): el régimen se congeló el 30 de junio de 2013; un retiro posterior se rige por otras reglas,
    salvo el de quien ese día ya tenía derecho a retirarse (§ 787c(a), INT-47: derechos_adquiridos_2013.feature).

  Fuera del período la elegibilidad queda «no determinada» (elegibilidad.elegible es null): no es una negativa.

  Lo que los textos no deciden está en el registro de interpretaciones: qué se responde fuera del período
  (INT-31), desde qué fecha de retiro rigen los textos (INT-32) y si se coordina después del 30 de junio de 2013
  la pensión concedida antes (INT-33). En cada límite hay un escenario la víspera, el día y el día siguiente.

  @interpretacion-INT-31
  Esquema del escenario: VIG-03: el retiro hasta el 30 de junio de 2013 se calcula; el del 1 de julio, no (Ley 3-2013)
    # 57 años y 26 de servicios, régimen anterior: 18.1, 18.6(a): 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 6 = 3 600;
    # 12 600 antes de la reducción (sin tabla de la Junta).
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "<fecha_retiro>"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "<antes>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegible>"

    Ejemplos:
      | fecha_retiro | estado                      | antes      | elegible |
      | 2013-06-29   | requiere_factor_de_la_junta | $12,600.00 | sí       |
      | 2013-06-30   | requiere_factor_de_la_junta | $12,600.00 | sí       |
      | 2013-07-01   | fuera_de_vigencia           | ninguno    | ninguno  |

  @interpretacion-INT-31
  Escenario: VIG-03: fuera de vigencia no hay cuantía, y el aviso nombra la ley que cierra el período
    Dado un miembro nacido el "1956-05-10"
    Y que ingresó por primera vez al Sistema el "1980-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "26 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2013-07-01"
    Entonces el estado de la pensión es "fuera_de_vigencia"
    Y no se informa cuantía de la pensión
    Y el dato "pension.mensual" del resultado es "ninguno"
    Y el dato "pension.anual_antes_de_reduccion" del resultado es "ninguno"
    Y el resultado advierte "Fuera de vigencia (Ley 3-2013): se retiró el 1 de julio de 2013, después del 30 de junio de 2013"
    Y el resultado advierte "No se calcula la pensión."
    Y el dato "elegibilidad.elegible" del resultado es "ninguno"
    Y la lectura de INT-31 de la que depende el resultado es "fuera_de_vigencia"
    Y el resultado no depende de reglas externas

  @interpretacion-INT-31
  Esquema del escenario: VIG-02: quien ingresó por primera vez el 1 de enero de 2000 o después está fuera de vigencia (Ley 305-1999)
    # Nuevo participante de 65 años con 12 de servicios: 18.2 (segunda oración), sin reducción (18.5(e));
    # 18.6(b): 1½ % × 30 000 × 12 = 5 400 anuales.
    Dado un miembro nacido el "1948-01-01"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2013-01-01"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"

    Ejemplos:
      | fecha_ingreso | estado            | anual     |
      | 1999-12-31    | calculada         | $5,400.00 |
      | 2000-01-01    | fuera_de_vigencia | ninguno   |
      | 2000-01-02    | fuera_de_vigencia | ninguno   |

  @interpretacion-INT-31
  Escenario: VIG-02: el aviso nombra la Ley 305-1999
    Dado un miembro nacido el "1948-01-01"
    Y que ingresó por primera vez al Sistema el "2000-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2013-01-01"
    Entonces no se informa cuantía de la pensión
    Y el resultado advierte "Fuera de vigencia (Ley 305-1999): ingresó al Sistema el 1 de enero de 2000, el 1 de enero de 2000 o después"

  @interpretacion-INT-31 @interpretacion-INT-32
  Esquema del escenario: VIG-01: nadie ingresó al Sistema antes del 1 de enero de 1952 (Ley 447-1951)
    # Régimen anterior, 58 años y 30 de servicios: 18.2 (primera oración), sin reducción (18.5(b)); EXT-01:
    # 1½ % × 30 000 × 20 = 9 000; 2 % × 30 000 × 10 = 6 000; 15 000 anuales. El retiro, en 1988, es anterior al
    # 1 de abril de 1990: con la lectura por defecto de INT-32 los textos se aplican, y el resultado lo advierte.
    Dado un miembro nacido el "1930-06-15"
    Y que ingresó por primera vez al Sistema el "<fecha_ingreso>"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "1988-06-15"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"
    Y el resultado advierte "<aviso>"

    Ejemplos:
      | fecha_ingreso | estado            | anual      | aviso                                                                                            |
      | 1951-12-31    | fuera_de_vigencia | ninguno    | Fuera de vigencia (Ley 447-1951): ingresó al Sistema el 31 de diciembre de 1951, antes del 1 de enero de 1952 |
      | 1952-01-01    | calculada         | $15,000.00 | pudieron regir versiones anteriores del Reglamento                                               |
      | 1952-01-02    | calculada         | $15,000.00 | pudieron regir versiones anteriores del Reglamento                                               |

  @interpretacion-INT-31
  Escenario: La coordinación de una pensión fuera de vigencia tampoco se calcula
    Dado un miembro nacido el "1948-07-01"
    Y que ingresó por primera vez al Sistema el "1978-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y que se retiró el "2013-07-01"
    Cuando se coordina su pensión el "2013-07-01"
    Entonces el estado de la pensión es "fuera_de_vigencia"
    Y la coordinación resulta "fuera de vigencia"
    Y el motivo de la coordinación según "VIG-03" dice "se retiró el 1 de julio de 2013, después del 30 de junio de 2013 (Ley 3-2013)"
    Y no se informa pensión coordinada

  @interpretacion-INT-31
  Esquema del escenario: VIG-02: también quedan fuera quien reingresó tras el reembolso después de 1999 y quien optó por transferirse (§ 786-1(b)(2)–(3))
    # Nuevo participante de 65 años con 12 de servicios: 18.2 (segunda oración); 18.6(b): 1½ % × 30 000 × 12 = 5 400.
    Dado un miembro nacido el "1948-01-01"
    Y que ingresó por primera vez al Sistema el "1999-12-31"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el dato "<dato>" es el valor JSON <valor>
    Cuando se retira el "2013-01-01"
    Entonces el estado de la pensión es "<estado>"
    Y el dato "pension.anual" del resultado es "<anual>"
    Y el dato "elegibilidad.elegible" del resultado es "<elegible>"

    Ejemplos:
      | dato                      | valor | estado            | anual     | elegible |
      | reingreso_despues_de_1999 | false | calculada         | $5,400.00 | sí       |
      | reingreso_despues_de_1999 | true  | fuera_de_vigencia | ninguno   | ninguno  |
      | opto_por_transferencia    | true  | fuera_de_vigencia | ninguno   | ninguno  |

  Escenario: VIG-02: el aviso nombra § 786-1(b)(3)
    Dado un miembro nacido el "1948-01-01"
    Y que ingresó por primera vez al Sistema el "1985-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "28 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el dato "opto_por_transferencia" es el valor JSON true
    Cuando se retira el "2013-01-01"
    Entonces no se informa cuantía de la pensión
    Y el resultado advierte "Fuera de vigencia (Ley 305-1999): se acogió a la opción de transferencia al Programa de Cuentas de Ahorro para Retiro (§ 786-1(b)(3))"
