"""El kit de conformidad: la misma especificación (.feature) contra cualquier implementación del protocolo 1.x.

- `objetivos`: cómo se habla con la implementación bajo prueba (en el proceso, módulo:función, programa por
  stdio, servicio HTTP), con límite de tiempo por caso, reinicio tras una caída y validación de cada respuesta.
- `plugin`: la opción ``--implementacion`` de pytest, el registro de cada caso y los vectores de prueba.
- `informe`: el informe de conformidad por cláusula (Markdown, HTML) a partir de lo registrado.
- `defectuosas`: implementaciones con errores realistas, para medir el poder de la especificación.
"""
