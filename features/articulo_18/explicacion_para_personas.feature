# language: es
@articulo-18
Característica: La explicación para personas — primero la conclusión del Artículo 18

  `retiro calcular` (sin `--json`) escribe el resultado para la persona que lo lee: la edad al retiro y el
  régimen (participante anterior o nuevo participante, 18.2), la conclusión (si puede optar por el retiro y
  según qué cláusula, si la pensión lleva reducción actuarial y por qué excepción de 18.5 no la lleva, la
  cuantía o por qué no la hay) y, después, los avisos, los pasos de la explicación, las reglas externas y las
  lecturas del registro en que se apoya. Las cifras, las cláusulas y los estados son los del resultado JSON
  del mismo caso; la redacción es la de la calculadora de referencia (otra implementación no tiene que
  escribirla igual, y el kit de conformidad no se la exige).

  Cada escenario muestra líneas seguidas tal como las lee la persona (sin la sangría: cada tabla, de la
  primera fila a la última, sin otra línea entre ellas) y, si hace falta, otras líneas sueltas.

  Escenario: Quien puede optar por dos vías lee ambas, la excepción que le evita la reducción y la regla externa de su fórmula
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2006-05-10"
    Entonces es elegible para el retiro opcional
    Y las cláusulas que le permiten optar por el retiro son "18.1, 18.2"
    Y las excepciones de 18.5 que aplican son "18.5.b"
    Y la explicación para personas tiene estas líneas seguidas:
      | Edad al retiro: 60 años (nació el 10 de mayo de 1946; se retira el 10 de mayo de 2006).                          |
      | Participante anterior: ingresó por primera vez en el Sistema el 1 de julio de 1971, antes del 1 de abril de 1990. |
      | Puede optar por el retiro según:                                                                                 |
      | - 18.1: 55 años o más y 25 años o más de servicios, en servicio activo.                                          |
      | - 18.2 (primera oración): 58 años o más y 10 años o más de servicios, en servicio activo.                        |
      | Reducción actuarial: no, por la excepción 18.5(b) (participantes que se retiran a los 58 años o más).            |
      | Pensión opcional: calculada.                                                                                     |
      | Según la regla externa «Fórmula de la pensión sin reducción (por tramos de años de servicio)» [EXT-01, por verificar].               |
      | Pensión: $15,000.00 al año · $1,250.00 al mes.                                                                   |
      | Pensiones a que tiene derecho (la pida o no):                                                                    |
      | - Pensión opcional (18.1, 18.2): $15,000.00 al año · $1,250.00 al mes — la pedida.                               |
      | - Pensión por mérito (EXT-03): $22,500.00 al año · $1,875.00 al mes — la más favorable.                          |
      |                                                                                                                  |
      | Avisos:                                                                                                          |
    Y la explicación para personas dice "Explicación paso a paso:"
    Y la explicación para personas dice "1. 18.1 — La edad se cumple el día del cumpleaños"
    Y la explicación para personas dice "18.2 — ¿Ingresó por primera vez al Sistema después del 1 de abril de 1990 (nuevo participante)? No: participante anterior al 1 de abril de 1990; ingresó el 1 de julio de 1971."
    Y la explicación para personas dice "18.5 — ¿Está la pensión sujeta a reducción actuarial (lo están las opcionales, salvo las excepciones de 18.5(a) a (e))? No, por 18.5(b)."
    Y la explicación para personas dice "Reglas externas (no están en los textos transcritos) de las que depende el resultado:"
    Y la explicación para personas dice "- Fórmula de la pensión sin reducción (por tramos de años de servicio): 3 L.P.R.A. § 766(a)"
    Y la explicación para personas dice "Lecturas del registro de interpretaciones en que se apoya el resultado:"
    Y la explicación para personas dice "- ¿Cuándo y a qué se redondean las cuantías? Todo se calcula con aritmética exacta"
    Y la explicación para personas dice "[INT-07, lectura «final_al_centavo», la de por defecto]"

  Escenario: Con dos excepciones de 18.5, la explicación nombra las dos
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1975-07-01"
    Y que está en servicio activo
    Y que es miembro del Cuerpo de la Policía
    Y que tiene acreditados "32 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2008-05-10"
    Entonces las excepciones de 18.5 que aplican son "18.5.a, 18.5.b"
    Y la explicación para personas dice "Reducción actuarial: no, por las excepciones 18.5(a) (pensiones de policías y bomberos) y 18.5(b) (participantes que se retiran a los 58 años o más)."
    Y la explicación para personas dice "- 18.3 (primera oración): miembro del Cuerpo de la Policía con 50 años o más y 25 años o más de servicios."

  Escenario: Con la tabla actuarial, la explicación da la cuantía antes de la reducción, el factor y su tabla
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y la tabla actuarial "ilustrativa (NO es la tabla de la Junta)" adoptada el "2000-01-01" según "ejemplo del proyecto retiro, factores inventados", con estos factores:
      | edad | factor |
      | 55   | 0.80   |
    Cuando se retira el "2007-05-10"
    Entonces la pensión anual es "$9,600.00"
    Y la explicación para personas tiene estas líneas seguidas:
      | Edad al retiro: 55 años (nació el 10 de mayo de 1952; se retira el 10 de mayo de 2007).                                                                                       |
      | Participante anterior: ingresó por primera vez en el Sistema el 1 de marzo de 1977, antes del 1 de abril de 1990.                                                              |
      | Puede optar por el retiro según:                                                                                                                                              |
      | - 18.1: 55 años o más y 25 años o más de servicios, en servicio activo.                                                                                                       |
      | Reducción actuarial: sí; ninguna excepción de 18.5 alcanza a esta pensión.                                                                                                    |
      | Pensión opcional: calculada.                                                                                                                                                  |
      | Antes de la reducción: $12,000.00 al año · $1,000.00 al mes, según la fórmula de 18.6(a).                                                                                     |
      | Factor de reducción: 0.8, de la tabla «ilustrativa (NO es la tabla de la Junta)» (ejemplo del proyecto retiro, factores inventados; adoptada el 1 de enero de 2000).          |
      | Pensión: $9,600.00 al año · $800.00 al mes.                                                                                                                                   |
      |                                                                                                                                                                               |
      | Avisos:                                                                                                                                                                       |

  Escenario: Sin la tabla de la Junta, la explicación dice qué falta y da la cuantía antes de la reducción
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2007-05-10"
    Entonces el estado de la pensión es "requiere_factor_de_la_junta"
    Y la explicación para personas tiene estas líneas seguidas:
      | Edad al retiro: 55 años (nació el 10 de mayo de 1952; se retira el 10 de mayo de 2007).                                                                                                                                                |
      | Participante anterior: ingresó por primera vez en el Sistema el 1 de marzo de 1977, antes del 1 de abril de 1990.                                                                                                                       |
      | Puede optar por el retiro según:                                                                                                                                                                                                       |
      | - 18.1: 55 años o más y 25 años o más de servicios, en servicio activo.                                                                                                                                                                |
      | Reducción actuarial: sí; ninguna excepción de 18.5 alcanza a esta pensión.                                                                                                                                                             |
      | Pensión opcional: falta el factor de reducción de la Junta.                                                                                                                                                                            |
      | La pensión está sujeta a reducción actuarial, que sigue las tablas que adopte la Junta de Síndicos (18.6(d)). Esas tablas no están en los textos: sin ellas se informa la cuantía antes de la reducción, que no es la pensión que se pagará. |
      | Antes de la reducción: $12,000.00 al año · $1,000.00 al mes, según la fórmula de 18.6(a).                                                                                                                                              |
      |                                                                                                                                                                                                                                        |
      | Avisos:                                                                                                                                                                                                                                |
    Y la explicación para personas dice "18.6(d) — La reducción sigue las tablas actuariales adoptadas por la Junta: no se dio tabla actuarial: se informa la cuantía antes de la reducción."

  Escenario: La pensión por mérito antes de los 55 años no procede por una vía de 18.1 a 18.3, y la explicación lo dice
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1973-03-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que solicita una pensión "por mérito"
    Y que el por ciento de su pensión por mérito es "75"
    Cuando se retira el "2004-01-15"
    Entonces la pensión anual es "$22,500.00"
    Y la explicación para personas tiene estas líneas seguidas:
      | Participante anterior: ingresó por primera vez en el Sistema el 1 de marzo de 1973, antes del 1 de abril de 1990. |
      | La pensión procede según EXT-03, aunque no puede optar por el retiro según 18.1 a 18.3.                           |
      | Reducción actuarial: no, por la excepción 18.5(c) (pensiones por mérito).                                         |

  Escenario: Quien no puede optar lee, vía por vía, qué le falta
    Dado un miembro nacido el "1960-03-15"
    Y que ingresó por primera vez al Sistema el "1992-04-01"
    Y que está en servicio activo
    Y que tiene acreditados "12 años" de servicios
    Y que su retribución promedio es "$24,000.00" anuales
    Cuando se retira el "2012-03-15"
    Entonces no es elegible para el retiro opcional
    Y es nuevo participante
    Y la explicación para personas tiene estas líneas seguidas:
      | Edad al retiro: 52 años (nació el 15 de marzo de 1960; se retira el 15 de marzo de 2012).                                                                          |
      | Nuevo participante: ingresó por primera vez en el Sistema el 1 de abril de 1992, después del 1 de abril de 1990.                                                    |
      | No puede optar por el retiro opcional:                                                                                                                             |
      | - 18.1: tiene 52 años; se exigen 55; tiene 12 años de servicios; se exigen 25.                                                                                     |
      | - 18.2 (primera oración): es nuevo participante, y para él la segunda oración de 18.2 sustituye a la primera [INT-02]; tiene 52 años; se exigen 58.                  |
      | - 18.2 (segunda oración): tiene 52 años; se exigen 65.                                                                                                             |
      | - 18.3 (primera oración): no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos; tiene 12 años de servicios; se exigen 25.                               |
      | - 18.3 (segunda oración): no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos; tiene 12 años de servicios; se exigen 30.                               |
      | Pensión opcional: no procede.                                                                                                                                      |
      | El miembro no cumple los requisitos de ninguna vía de retiro del Artículo 18 para la pensión pedida.                                                               |
      |                                                                                                                                                                    |
      | Avisos:                                                                                                                                                            |

  @interpretacion-INT-01
  Escenario: Quien ingresó el mismo 1 de abril de 1990 lee la lectura de INT-01 que decide su régimen
    Dado un miembro nacido el "1932-03-15"
    Y que ingresó por primera vez al Sistema el "1990-04-01"
    Y que está en servicio activo
    Y que tiene acreditados "6 años" de servicios
    Y que su retribución promedio es "$24,000.00" anuales
    Y se adopta la lectura "inclusiva" de INT-01
    Cuando se retira el "1997-03-15"
    Entonces es nuevo participante
    Y la explicación para personas dice "Nuevo participante: ingresó por primera vez en el Sistema el 1 de abril de 1990. El 1 de abril de 1990 ya cuenta como fecha del nuevo régimen. [INT-01, lectura «inclusiva», no es la de por defecto]"
    Y la explicación para personas dice "- Se usó una lectura que no es la de por defecto: El 1 de abril de 1990 ya cuenta como fecha del nuevo régimen. [INT-01, lectura «inclusiva», no es la de por defecto]"

  @vigencia
  Escenario: Fuera del período que gobiernan los textos, la explicación no aplica el Artículo 18
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2014-05-10"
    Entonces el estado de la pensión es "fuera_de_vigencia"
    Y la explicación para personas tiene estas líneas seguidas:
      | Edad al retiro: 68 años (nació el 10 de mayo de 1946; se retira el 10 de mayo de 2014).                           |
      | Participante anterior: ingresó por primera vez en el Sistema el 1 de julio de 1971, antes del 1 de abril de 1990. |
      | Fuera del período que gobiernan los textos (véanse los avisos): no se aplica el Artículo 18.                      |
      | Pensión opcional: fuera del período que gobiernan los textos.                                                     |

  Escenario: Sin el por ciento de la pensión por mérito antes de los 55 años, la explicación dice qué falta y no da cuantía
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1974-05-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que solicita una pensión "por mérito"
    Cuando se retira el "2004-05-09"
    Entonces el estado de la pensión es "requiere_porcentaje_merito"
    Y la explicación para personas tiene estas líneas seguidas:
      | Reducción actuarial: no, por la excepción 18.5(c) (pensiones por mérito).                                                                                                                                     |
      | Pensión por mérito: falta el por ciento de la pensión por mérito.                                                                                                                                              |
      | La pensión por mérito antes de los 55 años es un por ciento de la retribución promedio que ni los textos ni la fuente externa consultada dan: debe aportarse como dato (el por ciento de la pensión por mérito). |
      | Pensiones a que tiene derecho (la pida o no):                                                                                                                                                                 |
      | - Pensión por mérito (EXT-03): sin cuantía: falta el por ciento de la pensión por mérito — la pedida.                                                                                                         |
      | - Anualidad diferida (EXT-05; pagadera desde el 10 de mayo de 2008): $15,000.00 al año · $1,250.00 al mes.                                                                                                    |
      | No puede decirse cuál es la más favorable: alguna no tiene cuantía.                                                                                                                                           |
      |                                                                                                                                                                                                               |
      | Avisos:                                                                                                                                                                                                       |

  @interpretacion-INT-09
  Escenario: Quien no está en servicio activo lee que la otra lectura de INT-09 le habría hecho elegible
    # 55 años y 25 de servicios: la edad y los años de 18.1, pero no está en servicio activo en la fecha del retiro.
    # Con la lectura por defecto de INT-09 («en_la_fecha_de_retiro») no puede optar por el retiro; con
    # «no_exigido», 18.1 se cumple: la otra lectura le habría hecho elegible. La explicación para personas lo
    # calcula; la respuesta del protocolo no (cuesta una evaluación por lectura): su «lecturas_en_contra» es null.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que no está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2008-01-15"
    Entonces no es elegible para el retiro opcional
    Y el dato "dependencias.lecturas_en_contra" del resultado es "ninguno"
    Y la explicación para personas tiene estas líneas seguidas:
      | Lecturas que fueron en contra del pensionado en este resultado:                                                                                                                  |
      | - ¿Qué exige «en servicio activo» en la fecha del retiro? La otra lectura le habría hecho elegible [INT-09: se usó «en_la_fecha_de_retiro»; la otra es «no_exigido»]. |
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.id" es "INT-09"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.efecto" es "elegible"

  @interpretacion-INT-03
  Escenario: El nuevo participante que se retira a los 58 años lee que la otra lectura de INT-03 le habría dado más pensión
    # Nuevo participante (ingresó en 1991) que se retira a los 58 años con 25 de servicios: 18.1; fórmula de 18.6(c),
    # 1½ % × 30 000 × 25 = 11 250 antes de la reducción. Con la lectura por defecto de INT-03 la excepción de 18.5(b)
    # es solo del régimen anterior: la pensión lleva reducción y, sin la tabla de la Junta, no tiene cuantía. Con
    # «todos», 18.5(b) le alcanza y cobraría 11 250 al año: la otra lectura le habría dado más pensión. `retiro
    # calcular --json` lo dice en «lecturas_en_contra» (con el efecto y la cuantía anual que daría) y repite la
    # solicitud; la respuesta del protocolo no lo calcula.
    Dado un miembro nacido el "1950-05-10"
    Y que ingresó por primera vez al Sistema el "1991-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "25 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2008-05-10"
    Entonces el estado de la pensión es "requiere_factor_de_la_junta"
    Y la pensión anual antes de la reducción es "$11,250.00"
    Y el dato "dependencias.lecturas_en_contra" del resultado es "ninguno"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.id" es "INT-03"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.lectura" es "solo_regimen_anterior"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.alternativa" es "todos"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.efecto" es "mas_pension"
    Y en la respuesta de retiro calcular --json, el dato "dependencias.lecturas_en_contra.0.anual" es "$11,250.00"
    Y la respuesta de retiro calcular --json repite la solicitud
    Y la explicación para personas tiene estas líneas seguidas:
      | Lecturas que fueron en contra del pensionado en este resultado:                                                                                                                                          |
      | - ¿La excepción de 18.5(b) alcanza a los nuevos participantes que se retiran entre los 58 y los 64 años? La otra lectura le habría dado más pensión ($11,250.00 al año) [INT-03: se usó «solo_regimen_anterior»; la otra es «todos»]. |

  @vigencia @interpretacion-INT-31
  Escenario: Fuera del período, la cifra que daría la otra lectura de INT-31 no es un derecho que se le niegue
    # Retiro en 2014, después del 30 de junio de 2013 (VIG-03), sin los hechos a esa fecha: con la lectura por defecto
    # de INT-31 no se aplica el Artículo 18. Con «calcular_igual» se calcularía igual, pero una cifra fuera del
    # período no es un derecho (INT-31): no se lista entre las lecturas que fueron en contra del pensionado.
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Cuando se retira el "2014-05-10"
    Entonces el estado de la pensión es "fuera_de_vigencia"
    Y la explicación para personas dice "Ninguna otra lectura del registro habría dado al pensionado la elegibilidad o más pensión."
