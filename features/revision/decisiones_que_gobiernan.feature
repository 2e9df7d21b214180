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

  Escenario: Lo que requiere cambios se advierte y la pensión sigue calculada
    Dado que la revisión jurídica pidió cambios en "EXT-01"
    Cuando se retira el "2008-01-01"
    Entonces el estado de la pensión es "calculada"
    Y el dato "dependencias.pendientes_de_revision.0.estado" del resultado es "requiere_cambios"
    Y el resultado advierte "EXT-01 requiere cambios según"

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
