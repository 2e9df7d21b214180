# language: es
@revision
Característica: Las decisiones de la revisión jurídica gobiernan el resultado

  Un abogado que revisa el proyecto decide sobre cada punto de los registros: las lecturas del registro de
  interpretaciones (INT-…), las reglas externas (EXT-…), las correcciones del OCR (OCR-…) y los límites del período
  (VIG-…). Sus decisiones viven en su archivo de revisiones (retiro revision iniciar; docs/uso.md) y, para una sola
  solicitud, en el campo «revision» del protocolo (docs/protocolo.md). La decisión gobierna:

  - la lectura aprobada de una entrada es la de por defecto, y el resultado dice quién la aprobó y cuándo;
  - lo que depende de algo rechazado queda «sin respaldo jurídico» (sin_respaldo): la cifra se informa, marcada
    como la que daría lo rechazado, y el dato «estado_de_la_regla» dice el estado que darían las reglas;
  - el resultado nombra lo que usa y no está aprobado, primero lo rechazado.

  Una implementación que no lee decisiones de revisión lo declara en su saludo (parte «revision_juridica»).

  Antecedentes:
    Dado un miembro nacido el "1950-01-01"
    Y que ingresó por primera vez al Sistema el "1980-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales

  Escenario: Sin decisiones, el resultado nombra lo que usa y nadie aprobó
    # 58 años, régimen anterior: 18.2 y 18.5(b); la cuantía es la de la regla externa EXT-01 (1½ % y 2 %).
    Cuando se retira el "2008-01-01"
    Entonces el estado de la pensión es "calculada"
    Y la pensión anual es "$15,000.00"
    Y el dato "dependencias.pendientes_de_revision.0.id" del resultado es "INT-07"
    Y el resultado advierte "sin aprobación jurídica"
    Y el resultado advierte "EXT-01"

  Escenario: Una regla externa rechazada deja la pensión sin respaldo jurídico, con la cifra que daría
    Dado que la revisión jurídica rechazó "EXT-01"
    Cuando se retira el "2008-01-01"
    Entonces el estado de la pensión es "sin_respaldo"
    Y el dato "pension.estado_de_la_regla" del resultado es "calculada"
    Y la pensión anual es "$15,000.00"
    Y el dato "dependencias.pendientes_de_revision.0.id" del resultado es "EXT-01"
    Y el dato "dependencias.pendientes_de_revision.0.estado" del resultado es "rechazada"
    Y el resultado advierte "SIN RESPALDO JURÍDICO: la pensión del Artículo 18 depende de lo que la revisión rechazó (EXT-01 fue rechazada por"
    Y el dato opcional "dependencias.archivo_de_revisiones" del resultado es "ninguno"
    Y la explicación para personas dice "Pensión SIN RESPALDO JURÍDICO (la que daría lo rechazado, véanse los avisos): $15,000.00 al año · $1,250.00 al mes."
    Y la explicación para personas dice "- Fórmula de la pensión sin reducción (por tramos de años de servicio) [EXT-01]: rechazada (Lcda. Revisora, 15 de enero de 2027)"

  @vigencia
  Escenario: Un límite del período rechazado deja sin respaldo jurídico la respuesta «fuera de vigencia»
    # Retiro en 2014, después del 30 de junio de 2013 (VIG-03), sin los hechos a esa fecha: las reglas dan «fuera de
    # vigencia» y no aplican el Artículo 18. Rechazado VIG-03, el límite en que descansa esa respuesta no tiene
    # respaldo: el estado es «sin_respaldo» y el de las reglas sigue siendo «fuera_de_vigencia», sin cuantía.
    Dado que la revisión jurídica rechazó "VIG-03"
    Cuando se retira el "2014-05-10"
    Entonces el estado de la pensión es "sin_respaldo"
    Y el dato "pension.estado_de_la_regla" del resultado es "fuera_de_vigencia"
    Y no se informa cuantía de la pensión
    Y el dato "dependencias.pendientes_de_revision.0.id" del resultado es "VIG-03"
    Y el resultado advierte "SIN RESPALDO JURÍDICO: la pensión del Artículo 18 depende de lo que la revisión rechazó (VIG-03 fue rechazada por"
    Y la explicación para personas dice "Fuera del período que gobiernan los textos (véanse los avisos): no se aplica el Artículo 18."

  Escenario: Lo rechazado deja sin respaldo jurídico también la coordinación con el Seguro Social, con la cifra que daría
    # 60 años y 30 de servicios al retirarse en 2006, régimen anterior: EXT-01, 15 000. A los 65 se coordina con la
    # suma de 10.2: 1 % × 6 600 × 20 + 1½ % × 6 600 × 10 + 1½ % × 23 400 × 20 + 2 % × 23 400 × 10 = 14 010; la
    # garantía de 10.5, 15 000 − 12 000 = 3 000, no la limita. Rechazada EXT-01, el resultado entero descansa en lo
    # rechazado: la coordinación es «sin_respaldo» y su «estado_de_la_regla», «coordinada».
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1971-07-01"
    Y que se retiró el "2006-05-10"
    Y que está pensionado por años de servicio
    Y que su pensión conforme a la Ley es "$15,000.00" anuales
    Y que recibe del Seguro Social "$1,000.00" mensuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que la revisión jurídica rechazó "EXT-01"
    Cuando se coordina su pensión el "2011-05-10"
    Entonces el estado de la pensión es "sin_respaldo"
    Y el dato "coordinacion.estado" del resultado es "sin_respaldo"
    Y el dato "coordinacion.estado_de_la_regla" del resultado es "coordinada"
    Y la pensión coordinada es "$14,010.00" anuales
    Y el resultado advierte "SIN RESPALDO JURÍDICO: la coordinación con el Seguro Social depende de lo que la revisión rechazó (EXT-01 fue rechazada por"

  Escenario: Lo que requiere cambios se advierte y la pensión sigue calculada
    Dado que la revisión jurídica pidió cambios en "EXT-01"
    Cuando se retira el "2008-01-01"
    Entonces el estado de la pensión es "calculada"
    Y el dato "dependencias.pendientes_de_revision.0.estado" del resultado es "requiere_cambios"
    Y el resultado advierte "EXT-01 requiere cambios según"

  Escenario: Un punto que el revisor deja por verificar, sin fecha ni decisión, sigue pendiente y no cambia la pensión
    # El revisor anota EXT-01 como «por verificar» (sin fecha ni decisión: no ha decidido). La pensión sigue
    # calculada con EXT-01, y el punto se lista entre lo que no está aprobado, sin una fecha de decisión que no hay.
    Dado que el dato "revision" es el valor JSON [{"id": "EXT-01", "estado": "por_verificar", "revisor": "Lcda. Revisora", "decision": null, "comentario": "Falta cotejar la cita."}]
    Cuando se retira el "2008-01-01"
    Entonces el estado de la pensión es "calculada"
    Y la pensión anual es "$15,000.00"
    Y el resultado advierte "EXT-01"
    Y la explicación para personas dice "- Fórmula de la pensión sin reducción (por tramos de años de servicio) [EXT-01]: por verificar"

  Escenario: Una lectura aprobada que no es la de por defecto cambia la cifra
    # Nuevo participante (ingresó en 1990) que pide la pensión por mérito a los 60 años con 30 de servicios: con la
    # lectura por defecto de INT-29 («sin_cuantia») no hay cuantía; aprobada «segun_ext_03», el 75 % de EXT-03.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que solicita una pensión "por mérito"
    Y que la revisión jurídica aprobó la lectura "segun_ext_03" de INT-29
    Cuando se retira el "2012-05-10"
    Entonces la pensión anual es "$22,500.00"
    Y el resultado usa la lectura "segun_ext_03" de INT-29
    Y el resultado advierte "INT-29: rige la lectura «segun_ext_03», aprobada por"
    Y el dato opcional "dependencias.lecturas_aprobadas.INT-29" del resultado es "aprobada por Lcda. Revisora, 2027-01-15"
    Y la explicación para personas dice "[INT-29, lectura «segun_ext_03», aprobada por Lcda. Revisora, 15 de enero de 2027]"

  Escenario: Con una lectura aprobada, la que proponía el registro ya no es la de por defecto
    # Los mismos hechos, aprobada «segun_ext_03» de INT-29, y la solicitud elige la lectura que proponía el registro,
    # «sin_merito_para_nuevos»: la pensión por mérito no procede para el nuevo participante, y esa lectura es una que
    # no es la de por defecto (la aprobada rige como tal).
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1990-05-01"
    Y que solicita una pensión "por mérito"
    Y que la revisión jurídica aprobó la lectura "segun_ext_03" de INT-29
    Y se adopta la lectura "sin_merito_para_nuevos" de INT-29
    Cuando se retira el "2012-05-10"
    Entonces no es elegible para el retiro opcional
    Y el resultado usa la lectura "sin_merito_para_nuevos" de INT-29
    Y el dato "dependencias.lecturas_no_por_defecto" del resultado es "INT-29"
    Y la explicación para personas dice "[INT-29, lectura «sin_merito_para_nuevos», no es la aprobada («segun_ext_03», aprobada por Lcda. Revisora, 15 de enero de 2027)]"

  Escenario: Una corrección del OCR rechazada en el texto de la fórmula deja la pensión sin respaldo jurídico
    # 18.6(a) a los 58 años no aplica; a los 56 con 25 años sí: «veinticinco (25) o más años» se lee así por la
    # corrección OCR-05 (el OCR decía «veinticinco (25) 0 más»). 1½ % × 30 000 × 20 + 2 % × 30 000 × 5 = 12 000
    # antes de la reducción actuarial. Rechazada OCR-05, la fórmula que se aplicó descansa en un texto rechazado.
    Dado un miembro nacido el "1952-05-10"
    Y que ingresó por primera vez al Sistema el "1977-03-01"
    Y que tiene acreditados "25 años" de servicios
    Y que la revisión jurídica rechazó "OCR-05"
    Cuando se retira el "2008-07-15"
    Entonces la fórmula aplicada es "18.6.a"
    Y la pensión anual antes de la reducción es "$12,000.00"
    Y el estado de la pensión es "sin_respaldo"
    Y el dato "pension.estado_de_la_regla" del resultado es "requiere_factor_de_la_junta"
    Y el dato "dependencias.pendientes_de_revision.0.id" del resultado es "OCR-05"
