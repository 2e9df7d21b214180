# language: es
@articulo-10
Característica: La explicación para personas — la coordinación con el Seguro Social

  `retiro calcular` (sin `--json`) escribe, tras la conclusión del Artículo 18, un bloque con la
  coordinación: su estado y sus motivos, desde cuándo tiene efecto (10.1), la pensión conforme a la Ley de
  la que parte, la suma de los productos de 10.2 (o la fórmula de 10.3 en la pensión por mérito), el
  Seguro Social y el piso de la garantía de 10.5 con lo que fija la pensión coordinada, la pensión
  coordinada, lo que paga el Sistema con los aumentos por ley (10.6(a)) y lo que pagan juntos el Sistema y
  el Seguro Social. Si la pensión no se coordina, la explicación dice por qué. Las cifras son las del
  resultado JSON del mismo caso; la redacción es la de la calculadora de referencia (otra implementación no
  tiene que escribirla igual, y el kit de conformidad no se la exige).

  Cada tabla son líneas seguidas, sin la sangría, tal como las lee la persona: de la primera fila a la
  última, sin otra línea entre ellas.

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "2006-05-10"
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  Escenario: La pensión coordinada, con la garantía de 10.5, los aumentos por ley y lo que pagan juntos
    # 10.2: 1 320 + 990 + 7 020 + 4 680 = 14 010; garantía 15 000 − 12 000 = 3 000 < 14 010: fija la fórmula.
    # Con los aumentos: 14 010 + 600 = 14 610; con el Seguro Social: 14 610 + 12 000 = 26 610.
    Dado que está pensionado por años de servicio
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que ha recibido aumentos por concepto de Ley de "$600.00" anuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y lo que pagan juntos el Seguro Social y el Sistema es "$26,610.00" anuales
    Y la explicación para personas dice "10.5 — Pensión que le corresponde conforme a la Ley, de la que parte la coordinación: $15,000.00 al año, dada en la solicitud."
    Y la explicación para personas tiene estas líneas seguidas:
      | Pensión: $15,000.00 al año · $1,250.00 al mes.                                                                                                   |
      | Coordinación con el Seguro Social (Artículo 10): coordinada.                                                                                     |
      | Desde el 10 de mayo de 2011 (10.1).                                                                                                              |
      | Pensión que corresponde conforme a la Ley: $15,000.00 al año.                                                                                    |
      | Fórmula de 10.2: $14,010.00 al año.                                                                                                              |
      | Seguro Social: $12,000.00 al año; la garantía de 10.5 pone un piso de $3,000.00 al año. Fija la pensión coordinada: la fórmula de la coordinación. |
      | Pensión coordinada: $14,010.00 al año · $1,167.50 al mes.                                                                                        |
      | Total del Sistema, con los aumentos por ley: $14,610.00 al año · $1,217.50 al mes.                                                               |
      | Total con el Seguro Social: $26,610.00 al año.                                                                                                   |
      | Pensiones a que tiene derecho (la pida o no):                                                                                                    |
      | - Pensión opcional (18.1, 18.2): $15,000.00 al año · $1,250.00 al mes — la pedida.                                                               |
      | - Pensión por mérito (EXT-03): $22,500.00 al año · $1,875.00 al mes — la más favorable.                                                          |
      |                                                                                                                                                  |
      | Avisos:                                                                                                                                          |

  Escenario: En la pensión por mérito, la explicación da la fórmula de 10.3
    # 10.3 (INT-25, literal): 1½ % × 6 600 × 30 = 2 970, más el exceso 23 400 × 75 % = 17 550: 20 520.
    # Garantía: 22 500 − 12 000 = 10 500 < 20 520: fija la fórmula.
    Dado que solicita una pensión "por mérito"
    Y que el por ciento de su pensión por mérito es "75%"
    Y que está pensionado por mérito
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la explicación para personas tiene estas líneas seguidas:
      | Coordinación con el Seguro Social (Artículo 10): coordinada.                                                                                       |
      | Desde el 10 de mayo de 2011 (10.1).                                                                                                                |
      | Pensión que corresponde conforme a la Ley: $22,500.00 al año.                                                                                      |
      | Fórmula de 10.3: $20,520.00 al año.                                                                                                                |
      | Seguro Social: $12,000.00 al año; la garantía de 10.5 pone un piso de $10,500.00 al año. Fija la pensión coordinada: la fórmula de la coordinación. |
    Y la explicación para personas dice "10.3 — Pensión por mérito: 1½ % de la retribución promedio ($30,000.00) hasta $6,600 por cada uno de los 30 años del cómputo original"
    Y la explicación para personas dice "10.3 — Suma de los productos: $20,520.00 al año."

  Escenario: La pensión que no se coordina: el motivo, la pensión que sigue y qué significa
    Dado que está pensionado por años de servicio
    Y que su puesto es "Alcalde"
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no se coordina"
    Y la explicación para personas tiene estas líneas seguidas:
      | Coordinación con el Seguro Social (Artículo 10): no se coordina.                                                                                     |
      | - 10.7: Alcalde.                                                                                                                                     |
      | Pensión que corresponde conforme a la Ley: $15,000.00 al año.                                                                                        |
      | La pensión no se coordina: es de las que nunca se coordinan (10.6, 10.7) o no se cumplen las condiciones de 10.1. Los motivos acompañan al resultado. |
      | Pensiones a que tiene derecho (la pida o no):                                                                                                        |
      | - Pensión opcional (18.1, 18.2): $15,000.00 al año · $1,250.00 al mes — la pedida.                                                                   |
      | - Pensión por mérito (EXT-03): $22,500.00 al año · $1,875.00 al mes — la más favorable.                                                              |
      |                                                                                                                                                      |
      | Avisos:                                                                                                                                              |

  @interpretacion-INT-20
  Escenario: Cuando la fórmula no reduce la pensión, la explicación dice que no es necesario coordinar
    # 10.2: 14 010 ≥ 12 000: la pensión sigue igual (INT-20); no hay garantía que aplicar.
    Dado que está pensionado por años de servicio
    Y que su pensión conforme a la Ley es "$12,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "no es necesaria"
    Y la explicación para personas dice "10.2 — ¿Es necesaria la coordinación («cuando fuese así necesario»)? No: la fórmula no reduce la pensión, que sigue sin coordinar"
    Y la explicación para personas tiene estas líneas seguidas:
      | Coordinación con el Seguro Social (Artículo 10): no es necesario coordinar.                                                                  |
      | Desde el 10 de mayo de 2011 (10.1).                                                                                                          |
      | Pensión que corresponde conforme a la Ley: $12,000.00 al año.                                                                                |
      | Fórmula de 10.2: $14,010.00 al año.                                                                                                          |
      | Pensión coordinada: $12,000.00 al año · $1,000.00 al mes.                                                                                    |
      | Total del Sistema, con los aumentos por ley: $12,000.00 al año · $1,000.00 al mes.                                                           |
      | La coordinación no reduce la pensión —la fórmula no la reduce, o la garantía de 10.5 la deja igual (p. ej. con un beneficio del Seguro Social de $0)—, y según INT-20 solo se coordina «cuando fuese así necesario»: la pensión sigue igual. |
      | Pensiones a que tiene derecho (la pida o no):                                                                                                |
      | - Pensión opcional (18.1, 18.2): $15,000.00 al año · $1,250.00 al mes — la pedida.                                                           |
      | - Pensión por mérito (EXT-03): $22,500.00 al año · $1,875.00 al mes — la más favorable.                                                      |
      |                                                                                                                                              |
      | Avisos:                                                                                                                                      |

  Esquema del escenario: A quien tiene una pensión por incapacidad, la explicación no le detalla el retiro opcional
    # Se retiró a los 50 años, fuera de servicio activo, con 15 años: ninguna vía del Artículo 18. La pensión
    # por incapacidad se concede por reglas que no están en estos textos: se da como hecho.
    # 10.2 con 15 años y $30,000.00: 1 % × 6 600 × 15 = 990; 1½ % × 23 400 × 15 = 5 265; suma 6 255.
    Dado que ingresó por primera vez al Sistema el "1981-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "15 años" de servicios
    Y que se retiró el "1996-07-01"
    Y que está pensionado por <tipo>
    Y que su pensión conforme a la Ley es "$9,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces no es elegible para el retiro opcional
    Y la coordinación resulta "coordinada"
    Y la pensión coordinada es "$6,255.00" anuales
    Y la explicación para personas tiene estas líneas seguidas:
      | Participante anterior: ingresó por primera vez en el Sistema el 1 de julio de 1981, antes del 1 de abril de 1990.                                  |
      | No puede optar por el retiro opcional (Artículo 18); la pensión por incapacidad se concede por reglas que no están en estos textos y se da como hecho. |
      | Coordinación con el Seguro Social (Artículo 10): coordinada.                                                                                       |

    Ejemplos:
      | tipo                    |
      | incapacidad             |
      | incapacidad ocupacional |

  @interpretacion-INT-25
  Escenario: La lectura que fue en contra del pensionado, con la pensión que le habría dado la otra
    # Los hechos de «En la pensión por mérito, la explicación da la fórmula de 10.3». Con la lectura por defecto de
    # INT-25 («literal») el Sistema paga 20 520 (la fórmula de 10.3 limita). Con «por_anos» el exceso se multiplica
    # por los años: 2 970 + 17 550 × 30 = 529 470 ≥ 22 500: no es necesario coordinar, y el Sistema paga la pensión
    # por mérito, 22 500: más pensión. Las demás lecturas que usa dan lo mismo o menos (la de INT-07, redondear en
    # cada paso, da lo mismo: ninguna cifra tiene fracciones de centavo): no se listan.
    Dado que solicita una pensión "por mérito"
    Y que el por ciento de su pensión por mérito es "75%"
    Y que está pensionado por mérito
    Y que los años incluidos en el cómputo original de la pensión son "30 años"
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces lo que paga el Sistema con los aumentos por ley es "$20,520.00" anuales
    Y la explicación para personas tiene estas líneas seguidas:
      | Lecturas que fueron en contra del pensionado en este resultado:                                                                                                                                  |
      | - ¿El exceso sobre $6,600 se multiplica también por los años de servicio? La otra lectura le habría dado más pensión ($22,500.00 al año) [INT-25: se usó «literal»; la otra es «por_anos»]. |
      | Revisión jurídica: sin archivo de revisiones del revisor; rige el estado que propone el proyecto (créelo con «retiro revision iniciar»).                                                          |

  Esquema del escenario: Si falta una condición de 10.1, el paso de 10.1 de la explicación la nombra y cita la cláusula
    # La pensión no se coordina porque falta una de las condiciones concurrentes de 10.1 (aquí, los 65 años, que se
    # cumplen el día del cumpleaños, el 10 de mayo de 2011; o la condición de plenamente asegurado). El paso que
    # responde a 10.1 cita esa cláusula y dice lo que falta, como el motivo del resultado; el siguiente, la pensión
    # que sigue sin coordinar.
    Dado que está pensionado por años de servicio
    Y que <asegurado> plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Cuando se coordina su pensión el "<fecha>"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.1" dice "<motivo>"
    Y la explicación para personas dice "10.1 — ¿Se coordina la pensión (al cumplir 65 años, acogido al Plan Coordinado, plenamente asegurado y elegible para los beneficios primarios del Seguro Social)? No: <motivo>."
    Y la explicación para personas dice "10.1 — La pensión que no se coordina se paga sin cambio, con los aumentos por ley: $15,000.00 al año."

    Ejemplos:
      | asegurado | fecha      | motivo                                                                                       |
      | es        | 2011-05-09 | tiene 64 años a la fecha de coordinación; cumple 65 el 10 de mayo de 2011                    |
      | no es     | 2011-05-10 | no ha adquirido la condición de plenamente asegurado bajo la Ley de Seguridad Social Federal |
