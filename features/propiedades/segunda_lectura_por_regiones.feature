# language: es
@articulo-18 @articulo-10 @propiedad
Característica: La implementación dice lo mismo que la segunda lectura del texto, región por región

  La calculadora de referencia es una lectura de los Artículos 18 y 10; la «segunda lectura»
  (retiro/verificacion/segunda_lectura.py, con las fórmulas y regiones de SymPy de retiro/verificacion/simbolico.py) es otra,
  escrita aparte desde el texto: no comparte código con la calculadora, solo los archivos de datos (el
  registro de interpretaciones y las reglas externas), tiene su propia aritmética de fechas y su propio
  redondeo, y toma las lecturas del registro de forma explícita.

  Cada fila es una región del texto: una vía de retiro, una excepción, una fórmula, una exclusión de la
  coordinación, una condición de 10.1, un umbral (el día del cumpleaños y su víspera, el 29 de febrero,
  un mes a cada lado de 10, 20, 25 y 30 años, un centavo a cada lado de $6,600) o una lectura del
  registro distinta de la de por defecto. Para cada una se generan solicitudes dentro de la región
  (retiro/verificacion/generadores.py), se envían a la implementación bajo prueba (por defecto la de referencia; otra
  con --implementacion, como todo el kit de conformidad) y se compara cada campo que fija la ley: edad,
  régimen, vías, excepciones, fórmula, estado, cuantías anual y mensual al centavo, factor y, en el
  Artículo 10, estado, motivos, fecha de efecto, productos, fórmula, piso de 10.5, lo que limita, pensión
  coordinada y total. Los casos que la implementación declara «no soportados» se cuentan aparte.

  En CI se generan 20 solicitudes por región, siempre las mismas (perfil «ci» de Hypothesis, determinista);
  HYPOTHESIS_PROFILE=exhaustivo genera 500. El modelo clasifica cada solicitud en las regiones por las que
  pasa: cada región que nombra la fila debe recibir al menos 3 solicitudes, y tests/test_hipotesis.py
  exige al menos 5 en cada región del modelo (python scripts/cobertura_regiones.py imprime la cuenta).
  Si una solicitud no coincide, el informe muestra la mínima que falla y cada campo distinto.

  Esquema del escenario: La implementación dice lo mismo que la segunda lectura del texto en la región
    Dadas las solicitudes generadas en la región "<región>"
    Entonces la implementación coincide con la segunda lectura del texto en cada una
    Y cada región que nombra la fila recibe al menos 3 solicitudes

    Ejemplos: Artículo 18
      | región                        |
      | vía 18.1                      |
      | vía 18.2 (oración 1)          |
      | vía 18.2 (oración 2)          |
      | vía 18.3 (oración 1)          |
      | vía 18.3 (oración 2)          |
      | ninguna vía                   |
      | solo alto riesgo              |
      | alto riesgo no procede        |
      | no está en servicio activo    |
      | nuevo participante            |
      | régimen anterior              |
      | ingreso el 1 de abril de 1990 |
      | 29 de febrero                 |
      | cumple 50                     |
      | cumple 55                     |
      | cumple 58                     |
      | cumple 65                     |
      | cumple 66                     |
      | víspera de los 50             |
      | víspera de los 55             |
      | víspera de los 58             |
      | víspera de los 65             |
      | víspera de los 66             |
      | servicio 10 justos            |
      | servicio 20 justos            |
      | servicio 25 justos            |
      | servicio 30 justos            |
      | 18.4 retiene                  |
      | 18.4 no retiene               |
      | mérito menos de 30            |
      | mérito sin por ciento         |
      | mérito con por ciento         |
      | laguna                        |
      | 18.6.c                        |
      | 18.6.d sin tabla              |
      | 18.6.d sin clave              |
      | 18.6.d factor                 |

    Ejemplos: Artículo 10
      | región                       |
      | 10.7 Policía                 |
      | 10.7 Bomberos no excluidos   |
      | 10.7 Alcalde                 |
      | 10.7 Extensión Agrícola      |
      | 10.7 nuevo participante      |
      | 10.6.b                       |
      | 10.6.c                       |
      | 10.6.d                       |
      | 10.6.e excluida              |
      | 10.1 sin plan                |
      | 10.1 no asegurado            |
      | 10.1 no elegible             |
      | 10.1 menos de 65             |
      | 10.1 cumple 65               |
      | 10.1 víspera de 65           |
      | 10.1 29 de febrero           |
      | 10.1 condición posterior     |
      | 10.1 efecto en el retiro     |
      | sin pensión                  |
      | pensión del 18               |
      | 10.2 servicio                |
      | 10.2 incapacidad             |
      | 10.2 incapacidad ocupacional |
      | 10.3 mérito                  |
      | 10.2 retribución por debajo  |
      | 10.2 retribución exactamente |
      | 10.2 retribución por encima  |
      | 10.2 servicio por debajo     |
      | 10.2 servicio exactamente    |
      | 10.2 servicio por encima     |
      | INT-21 fórmula reducida      |
      | no es necesario coordinar    |
      | Seguro Social de $0          |
      | limita la garantía           |
      | limita la fórmula            |
      | falta el Seguro Social       |
      | 10.4 sin evidencia           |
      | 10.6.a aumentos              |

    Ejemplos: Cada lectura del registro que no es la de por defecto, donde cambia el resultado
      | región                              |
      | INT-01=inclusiva                    |
      | INT-02=adicional                    |
      | INT-03=todos                        |
      | INT-04=alternativas                 |
      | INT-05=1_marzo                      |
      | INT-06=redondeo_medio_ano           |
      | INT-07=mensual_desde_anual          |
      | INT-08=mensual                      |
      | INT-09=no_exigido                   |
      | INT-10=no_requiere_activo           |
      | INT-11=edad_50                      |
      | INT-12=retiene                      |
      | INT-13=todos                        |
      | INT-14=extender_18_6_a              |
      | INT-15=sin_formula                  |
      | INT-16=solo_a_los_65                |
      | INT-17=cualquier_pension            |
      | INT-18=solo_miembros                |
      | INT-19=formula_18_6_b               |
      | INT-20=siempre                      |
      | INT-21=sin_reduccion                |
      | INT-22=aumentos_cuentan_como_pago   |
      | INT-23=incluye_bomberos             |
      | INT-24=solo_a_los_65                |
      | INT-25=por_anos                     |
      | INT-26=incluye_traslado             |
      | INT-27=minimo_como_piso             |
      | INT-28=resta_directa                |
      | INT-29=sin_cuantia                  |
      | INT-46=en_servicio_activo           |
      | INT-30=anos_y_meses                 |
      | INT-07=mensual_es_lo_pagado         |
      | INT-29=segun_ext_03                 |
      | INT-31=calcular_igual               |
      | INT-32=desde_el_1_abril_1990        |
      | INT-33=dentro_del_periodo           |
      | INT-34=hasta_el_tiempo_transcurrido |
      | INT-35=solo_regimen_anterior        |
      | INT-36=solo_regimen_anterior        |
      | INT-37=en_el_cuerpo                 |
      | INT-38=debe_constar                 |
      | INT-39=al_traslado                  |
      | INT-40=la_aportada                  |
      | INT-41=con_derecho                  |
      | INT-42=en_cada_aumento              |
      | INT-43=fecha_de_retiro              |
      | INT-44=alguna_vez                   |
      | INT-45=regla_federal                |
      | INT-47=todo_retiro_posterior_fuera            |
      | INT-48=edad_al_30_junio_2013                  |

    Ejemplos: El período que gobiernan los textos y los datos que deciden una lectura
      | región                        |
      | retiro después del período    |
      | derechos adquiridos con derecho |
      | derechos adquiridos sin derecho |
      | § 786-1(b)(2)–(3)             |
      | retiro el último día          |
      | ingreso desde la Ley 305-1999 |
      | ingreso antes del Sistema     |
      | retiro antes de 1990          |
      | coordinación posterior        |
      | servicio acreditado           |
      | mérito nuevo sin cuantía      |
      | tabla posterior al retiro     |
      | fue Alcalde                   |
      | concesión antes de 1968       |

    Ejemplos: Regiones que solo alcanza una lectura que no es la de por defecto
      | región                 |
      | 10.7 Bomberos (INT-23) |
      | 10.7 traslado (INT-26) |
      | 10.1 tardía (INT-24)   |
      | 10.4 resta (INT-28)    |
      | mérito nuevo (INT-29)  |
      | mérito inactivo (INT-46) |
      | 10.6.e mínima limita   |
      | 10.6.e sin cuantía     |
