# language: es
@articulo-10
Característica: 10.4 — El pensionado por incapacidad ocupacional presenta evidencia del Seguro Social a los 65 años

  Texto de la cláusula (corregido del OCR; véase la lista de correcciones, OCR-13):

  > 10.4- Tan pronto un pensionado por incapacidad ocupacional cumpla los sesenticinco (65) años de edad, le proveerá a la Administración, evidencia de la cantidad que recibe en beneficios del Seguro Social Federal.

  Sin la cantidad que recibe del Seguro Social no puede aplicarse la garantía de 10.5. Si falta esa
  evidencia, la coordinación no se completa: el resultado lo dice y cita 10.4. No es un error de la
  solicitud ni se supone una cantidad. Antes de cumplir 65 años no hay nada que coordinar.

  La pensión por incapacidad se concede por reglas que no están en estos textos: su cuantía anual se
  da como hecho. Se coordina con la suma de 10.2, que dice «por incapacidad» sin distinguir la
  ocupacional (lectura por defecto de INT-28; la otra, «resta_directa», paga la pensión menos el
  Seguro Social evidenciado): (a) 1 % × 6 600 × 15 = 990; (c) 1½ % × (30 000 − 6 600) × 15 = 5 265;
  suma 6 255.

  Antecedentes:
    Dado un miembro nacido el "1946-05-10"
    Y que ingresó por primera vez al Sistema el "1981-07-01"
    Y que no está en servicio activo
    Y que tiene acreditados "15 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que se retiró el "1996-07-01"
    Y que está pensionado por incapacidad ocupacional
    Y que su pensión conforme a la Ley es "$9,000.00" anuales
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley

  @clausula-10.4
  Escenario: A los 65 años, sin evidencia del Seguro Social, la coordinación no puede completarse
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "incompleta"
    Y el motivo de la coordinación según "10.4" dice "falta la evidencia de la cantidad que recibe del Seguro Social federal"
    Y no se informa pensión coordinada
    Y el resultado advierte "falta la evidencia del beneficio del Seguro Social (10.4)"
    Y la explicación cita la cláusula "10.4"

  @clausula-10.4 @error-de-entrada
  Escenario: 10.4 es solo para la incapacidad ocupacional: en otra pensión por incapacidad, la solicitud sin el beneficio del Seguro Social se rechaza
    # Pensión por incapacidad que no es ocupacional: 10.4 no la alcanza. La suma de 10.2 (6 255) es menor
    # que la pensión (9 000): se coordina, y la garantía de 10.5 necesita el beneficio del Seguro Social.
    # Sin él, la solicitud está incompleta y se rechaza nombrando el campo (no es una coordinación incompleta).
    Dado que está pensionado por incapacidad
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la solicitud se rechaza por el campo "coordinacion.beneficio_seguro_social"
    Y el mensaje de error dice "es necesario para aplicar la garantía de 10.5"

  @clausula-10.4
  Escenario: Un día antes de cumplir 65 años todavía no hay coordinación, ni evidencia que pedir
    Cuando se coordina su pensión el "2011-05-09"
    Entonces la coordinación resulta "no se coordina"
    Y el motivo de la coordinación según "10.1" dice "tiene 64 años"

  @clausula-10.4 @interpretacion-INT-28
  Esquema del escenario: Con la evidencia del Seguro Social, la pensión se coordina
    # 10.5: garantía = 9 000 − Seguro Social anual
    # $1,000.00 mensuales = 12 000 anuales: 9 000 − 12 000 < 0, garantía 0; limita la suma, 6 255
    # $200.00 mensuales = 2 400 anuales: garantía 9 000 − 2 400 = 6 600 > 6 255; limita la garantía
    Dado que recibe del Seguro Social "<seguro_social>" mensuales
    Cuando se coordina su pensión el "2011-05-10"
    Entonces la coordinación resulta "coordinada"
    Y la garantía de 10.5 es "<garantia>" anuales
    Y limita "<limita>"
    Y la pensión coordinada es "<coordinada>" anuales
    Y la explicación cita la cláusula "10.4"

    Ejemplos:
      | seguro_social | garantia  | limita              | coordinada |
      | $1,000.00     | $0.00     | la fórmula          | $6,255.00  |
      | $200.00       | $6,600.00 | la garantía de 10.5 | $6,600.00  |
