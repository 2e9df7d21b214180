# language: es
@interpretacion-INT-21 @clausula-10.2 @clausula-18.6.d
Característica: INT-21 — ¿La cuantía coordinada de una pensión reducida actuarialmente lleva la misma reducción?

  Registro de interpretaciones, entrada INT-21 (estado: propuesta). Palabras en discusión:

  «se le coordinará su pensión usando la suma de los siguientes productos»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-21», con --lectura o con el campo «lecturas» del JSON):

  - «misma_reduccion» (por defecto): Sí: a la suma de 10.2 se le aplica el mismo factor actuarial que a la
    pensión original.
  - «sin_reduccion»: No: la suma de 10.2 se paga completa.

  Razones de la lectura por defecto: Sin la reducción, la coordinación premiaría el retiro temprano; el factor
  mide la anticipación, que no cambia a los 65 años.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.2- Si el participante estuviese pensionado por años de servicio o por incapacidad, se le coordinará su pensión usando la suma de los siguientes productos, cuando fuese así necesario: (a) el uno por ciento (1%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado hasta un máximo de veinte (20) años; (b) el uno y medio por ciento (1½%) de la retribución promedio hasta Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años; (c) el uno y medio por ciento (1½%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, hasta un máximo de veinte (20) años; (d) el dos por ciento (2%) de la retribución promedio en exceso de Seis Mil Seiscientos Dólares ($6,600.00) multiplicado por cada año de servicio que tenga acreditado, en exceso de veinte (20) años.

  > 18.6- Las pensiones con reducción actuarial serán computadas de la siguiente manera:

  > (d) La reducción actuarial en estas pensiones se efectuará de conformidad con las tablas actuariales adoptadas por la Junta, después de realizados los cómputos correspondientes según las fórmulas establecidas en la Ley.

  Escenario: Por defecto rige la lectura «misma_reduccion»: Pensión reducida con factor 0.8 (pensión estatutaria de $12,000.00)
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el dato "coordinacion.fecha_coordinacion" es "2010-03-01"
    Y que el dato "coordinacion.plan_coordinado" es "sí"
    Y que el dato "coordinacion.plenamente_asegurado" es "sí"
    Y que el dato "coordinacion.elegible_beneficios_primarios" es "sí"
    Y que el dato "coordinacion.beneficio_seguro_social.monto" es "800.00"
    Y que el dato "coordinacion.beneficio_seguro_social.periodo" es "mensual"
    Y que el dato "coordinacion.pension_estatutaria" es "12000.00"
    Y que el dato "coordinacion.factor_reduccion" es "0.8"
    Cuando se retira el "2003-03-01"
    Entonces el resultado usa la lectura "misma_reduccion" de INT-21
    Y el dato "coordinacion.estado" del resultado es "coordinada"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "$11,208.00"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "$2,400.00"
    Y el dato "coordinacion.limita" del resultado es "formula"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "$11,208.00"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "$11,208.00"

  Esquema del escenario: Las lecturas dan resultados distintos: Pensión reducida con factor 0.8 (pensión estatutaria de $12,000.00)
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que el dato "coordinacion.fecha_coordinacion" es "2010-03-01"
    Y que el dato "coordinacion.plan_coordinado" es "sí"
    Y que el dato "coordinacion.plenamente_asegurado" es "sí"
    Y que el dato "coordinacion.elegible_beneficios_primarios" es "sí"
    Y que el dato "coordinacion.beneficio_seguro_social.monto" es "800.00"
    Y que el dato "coordinacion.beneficio_seguro_social.periodo" es "mensual"
    Y que el dato "coordinacion.pension_estatutaria" es "12000.00"
    Y que el dato "coordinacion.factor_reduccion" es "0.8"
    Y se adopta la lectura "<lectura>" de INT-21
    Cuando se retira el "2003-03-01"
    Entonces el resultado usa la lectura "<lectura>" de INT-21
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    Ejemplos:
      | lectura         | coordinacion.estado | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | misma_reduccion | coordinada          | $11,208.00                          | $2,400.00                    | formula             | $11,208.00                            | $11,208.00                       |
      | sin_reduccion   | no_necesaria        | $14,010.00                          | ninguno                      | ninguno             | $12,000.00                            | $12,000.00                       |
