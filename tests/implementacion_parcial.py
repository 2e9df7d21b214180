"""Una implementación que solo cubre el Artículo 18: a toda solicitud con coordinación contesta «no soportado»."""

from retiro.protocolo import evaluar as referencia


def evaluar(solicitud: dict) -> dict:
    if isinstance(solicitud, dict) and solicitud.get("coordinacion") is not None:
        return {
            "version_protocolo": "1.0",
            "error": {
                "campo": "coordinacion",
                "mensaje": "esta implementación no cubre el Artículo 10",
                "no_soportado": True,
            },
        }
    return referencia(solicitud)
