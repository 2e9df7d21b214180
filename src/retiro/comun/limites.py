"""Los límites del protocolo: lo más grande que una solicitud puede ser, escrito una sola vez.

Cada límite se hace cumplir con un error en español que nombra el campo, y es el mismo en el JSON Schema
(`retiro/esquemas/solicitud.schema.json`, generado de `retiro.protocolo.entrada`), en la calculadora de referencia
(`retiro.protocolo.entrada`), en el decodificador (`retiro.protocolo.decodificar`), en el servidor y en el kit de
conformidad. Son holgados: ninguna solicitud real se acerca a ellos; existen para que ninguna entrada pueda
colgar, agotar la memoria o tumbar a quien la procesa (issue 13). La tabla de docs/protocolo.md los enumera.
"""

from __future__ import annotations

from datetime import date

# --- el texto JSON (decodificador, servidor, kit)
MAX_BYTES = 1 << 20
MAX_PROFUNDIDAD = 16
MAX_CIFRAS_ENTERO_JSON = 30
# --- los datos (el modelo de la solicitud)
MAX_CIFRAS_ENTERAS = 12
MAX_DECIMALES = 10
MAX_ENTERO = 10**MAX_CIFRAS_ENTERAS - 1
MAX_LARGO_DATO = 40
MAX_LARGO_TEXTO = 1000
MAX_FACTORES = 1500
MAX_EDAD_TABLA = 999
FECHA_MINIMA = date(1800, 1, 1)
FECHA_MAXIMA = date(2199, 12, 31)
# --- las respuestas de error
MAX_LARGO_ECO = 200

DESCRIPCION = {
    "MAX_BYTES": "bytes del texto JSON de una solicitud: el cuerpo HTTP o la línea de stdio (1 MiB)",
    "MAX_PROFUNDIDAD": "niveles de anidamiento de objetos y listas en el texto JSON (una solicitud válida usa 3)",
    "MAX_CIFRAS_ENTERO_JSON": "cifras de un número entero JSON; uno más largo se rechaza en el campo donde aparece",
    "MAX_CIFRAS_ENTERAS": "cifras antes del punto decimal de una cantidad, un número de años o un por ciento",
    "MAX_DECIMALES": "cifras después del punto decimal",
    "MAX_ENTERO": "el mayor entero JSON admitido donde se espera un número",
    "MAX_LARGO_DATO": "caracteres de un dato escrito como texto: fecha, número, por ciento, sí/no, opción",
    "MAX_LARGO_TEXTO": "caracteres de un texto libre (nombre y fuente de la tabla actuarial)",
    "MAX_FACTORES": "entradas de una tabla actuarial (de 0 a 124 años, mes a mes, caben 1500)",
    "MAX_EDAD_TABLA": "la mayor edad de una clave de la tabla actuarial (tres cifras)",
    "FECHA_MINIMA": "la fecha más antigua admitida en cualquier campo",
    "FECHA_MAXIMA": "la fecha más lejana admitida (las reglas suman hasta 65 años y quedan lejos del año 9999)",
    "MAX_LARGO_ECO": "caracteres del valor recibido o del nombre de un campo que un mensaje de error repite",
}


def tabla() -> list[tuple[str, str, str]]:
    """(nombre, valor, qué limita) de cada límite, en orden (para la documentación y las pruebas)."""
    valores = globals()
    return [
        (
            nombre,
            f"{valores[nombre]:,}".replace(",", " ") if isinstance(valores[nombre], int) else str(valores[nombre]),
            d,
        )
        for nombre, d in DESCRIPCION.items()
    ]
