# language: es
@interpretacion-INT-23 @clausula-10.7
Característica: INT-23 — ¿Quedan excluidos de la coordinación los bomberos, que 10.7 no nombra?

  Registro de interpretaciones, entrada INT-23. Palabras en discusión:

  «En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía»

  Lecturas (se elige una con «Y se adopta la lectura "…" de INT-23», con --lectura o con el campo «lecturas» del JSON):

  - «texto» (por defecto): No: 10.7 solo nombra a la Policía; las pensiones de los bomberos del Plan Coordinado se
    coordinan.
  - «incluye_bomberos»: Sí: por analogía con el Artículo 18, que trata juntos a policías y bomberos.

  Razones de la lectura por defecto: Las dos reglas de interpretación apuntan a lados distintos. La de leer
  restrictivamente las exclusiones deja a los bomberos en la coordinación: 10.7 nombra «los miembros del Cuerpo de
  la Policía» y no a los del Cuerpo de Bomberos, y el Reglamento muestra en 18.3 y 18.5(a) que su redactor nombraba
  a los dos Cuerpos juntos cuando quería incluirlos a ambos. La de interpretar las leyes de retiro a favor del
  pensionado apunta a «incluye_bomberos» (quedar fuera de la coordinación le conviene, porque la coordinación solo
  reduce); pero esa regla resuelve la duda de un texto, y aquí el texto no la deja: nombra a un Cuerpo y calla el
  otro que nombra en otros lugares. Se mantiene «texto» (revisada el 1 de diciembre de 2026). Favorece al pensionado
  «incluye_bomberos».

  Favorece al pensionado la lectura «incluye_bomberos»: Los bomberos no se coordinan: el Sistema no reduce su
  pensión.

  Texto de las cláusulas (corregido del OCR; véase la lista de correcciones):

  > 10.7- En ningún caso se coordinarán las pensiones de los miembros del Cuerpo de la Policía, de los Alcaldes, de los empleados del Servicio de Extensión Agrícola de la Universidad de Puerto Rico y de los participantes que ingresen por primera vez al Sistema después del 1 de abril de 1990.

  Esquema del escenario: Las lecturas dan resultados distintos: Bombero del Plan Coordinado
    # Pensión (EXT-01, 58 años, 30 de servicios) 15 000; suma de 10.2: 14 010; garantía 15 000 − 9 600 = 5 400.
    Dado un miembro nacido el "1945-03-01"
    Y que ingresó por primera vez al Sistema el "1970-01-01"
    Y que está en servicio activo
    Y que tiene acreditados "30 años" de servicios
    Y que su retribución promedio es "$30,000.00" anuales
    Y que su cuerpo es "Bomberos"
    Y que está acogido al Plan Coordinado
    Y que es plenamente asegurado bajo la Ley de Seguridad Social Federal
    Y que es elegible para los beneficios primarios de dicha ley
    Y que recibe del Seguro Social "$800.00" mensuales
    Y se adopta la lectura "<lectura>" de INT-23
    Y que se retiró el "2003-03-01"
    Cuando se coordina su pensión el "2010-03-01"
    Entonces la lectura de INT-23 de la que depende el resultado es "<lectura>"
    Y el dato "coordinacion.estado" del resultado es "<coordinacion.estado>"
    Y el dato "coordinacion.fecha_efecto" del resultado es "<coordinacion.fecha_efecto>"
    Y el dato "coordinacion.formula_reducida_anual" del resultado es "<coordinacion.formula_reducida_anual>"
    Y el dato "coordinacion.piso_10_5_anual" del resultado es "<coordinacion.piso_10_5_anual>"
    Y el dato "coordinacion.limita" del resultado es "<coordinacion.limita>"
    Y el dato "coordinacion.pension_coordinada_anual" del resultado es "<coordinacion.pension_coordinada_anual>"
    Y el dato "coordinacion.total_sistema_anual" del resultado es "<coordinacion.total_sistema_anual>"

    # Sin coordinar, el Sistema paga la pensión conforme a la Ley: 15 000 (total_sistema_anual).
    Ejemplos:
      | lectura             | coordinacion.estado | coordinacion.fecha_efecto | coordinacion.formula_reducida_anual | coordinacion.piso_10_5_anual | coordinacion.limita | coordinacion.pension_coordinada_anual | coordinacion.total_sistema_anual |
      | texto (por defecto) | coordinada          | 2010-03-01                | $14,010.00                          | $5,400.00                    | formula             | $14,010.00                            | $14,010.00                       |
      | incluye_bomberos    | no_se_coordina      | ninguno                   | ninguno                             | ninguno                      | ninguno             | ninguno                               | $15,000.00                       |
