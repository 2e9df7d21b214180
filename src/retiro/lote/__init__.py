"""`retiro lote`: una membresía entera, un resultado por miembro (docs/lote.md).

- `columnas`: de las columnas de un archivo a la solicitud del protocolo (y el mapa documentado);
- `archivos`: lectura por trozos de CSV, Parquet y JSON Lines, y escritura del resultado;
- `filas`: el resultado de un miembro como una fila (el esquema de salida);
- `motor`: el motor vectorial (numpy sobre lotes de Arrow, aritmética entera exacta);
- `referencia`: la calculadora de referencia fila por fila (y en varios procesos);
- `ejecucion`: la corrida por trozos, la muestra de verificación y el resumen;
- `generador`: membresías sintéticas;
- `diferencial`: el informe de divergencias contra otra implementación.
"""
