"""Membresías SINTÉTICAS para demostraciones, pruebas y mediciones (`retiro lote --generar N`).

Ningún dato es real ni sale de estadísticas del Sistema: las distribuciones son plausibles y fijas, elegidas
para recorrer todas las ramas de los Artículos 18 y 10 con proporciones de una membresía grande:

- retiros dentro del período que gobiernan los textos (entre el 1 de enero de 1992 y el 30 de junio de 2013,
  `datos/vigencia.yaml`), salvo un 3 % posterior a él (para ver «fuera_de_vigencia»); ingreso antes del 1 de enero
  de 2000 (Ley 305-1999);
- edad al retiro alrededor de 58 años (normal, desviación 5, entre 45 y 75); ingreso al Sistema entre los 20 y
  los 50 años (normal, media 32, desviación 7), de modo que una parte son nuevos participantes (después del 1 de
  abril de 1990);
- servicio acreditable entre el 60 % y el 100 % del tiempo transcurrido, en años y meses;
- retribución promedio anual log-normal (mediana $32,000, entre $9,000 y $250,000), con centavos;
- 92 % en servicio activo; 8 % Policía y 4 % Bomberos; 1 % Alcaldes y 1 % Extensión Agrícola;
- pensiones por mérito (5 %) y de alto riesgo (3 %), traslados desde los Cuerpos (2 %);
- 25 % con hechos del Artículo 10 (coordinación a los 65 años o después, beneficio mensual del Seguro Social
  entre $600 y $2,600, aumentos por ley en un 30 % de ellos);
- con `errores`, una fracción de filas con un dato malo (fecha imposible, servicio mayor que el tiempo
  transcurrido, un valor fuera de la lista), para ver las filas de error.

Las columnas siguen el mapa de docs/lote.md. La semilla fija la membresía: la misma semilla, el mismo archivo.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa

from retiro.lote import archivos

DINERO = pa.decimal128(12, 2)


def _centavos(c: np.ndarray, mascara: np.ndarray | None) -> pa.Array:
    buf = np.empty((len(c), 2), np.int64)
    buf[:, 0] = c
    buf[:, 1] = c >> 63
    validez = None if mascara is None or not mascara.any() else pa.array(~mascara).buffers()[1]
    return pa.Array.from_buffers(DINERO, len(c), [validez, pa.py_buffer(buf)])


def _fechas(dias: np.ndarray, mascara: np.ndarray | None = None) -> pa.Array:
    return pa.array(dias.astype(np.int32), pa.int32(), mask=mascara).cast(pa.date32())


def membresia(n: int, semilla: int = 14, inicio: int = 0, errores: float = 0.0) -> pa.Table:
    """`n` miembros sintéticos (tabla de Arrow con las columnas del mapa); `inicio` numera los id."""
    g = np.random.default_rng([semilla, inicio])
    dia = np.datetime64("1970-01-01", "D")
    desde, hasta, despues = ((np.datetime64(x) - dia).astype(int) for x in ("1992-01-01", "2013-06-30", "2020-12-31"))
    fuera = g.random(n) < 0.03
    retiro = np.where(fuera, g.integers(hasta + 1, despues + 1, n), g.integers(desde, hasta + 1, n))
    edad = np.clip(g.normal(58, 5, n), 45, 75)
    nacimiento = retiro - (edad * 365.25).astype(np.int64) - g.integers(0, 365, n)
    edad_ingreso = np.clip(g.normal(32, 7, n), 20, 50)
    ingreso = nacimiento + (edad_ingreso * 365.25).astype(np.int64) + g.integers(0, 365, n)
    ley_305 = (np.datetime64("2000-01-01") - dia).astype(int)
    ingreso = np.minimum(np.minimum(ingreso, retiro - 30), ley_305 - 1 - g.integers(0, 3 * 365, n))
    transcurridos = (retiro - ingreso) * 12 // 366  # months, strictly within the elapsed time
    meses = (transcurridos * g.uniform(0.6, 1.0, n)).astype(np.int64)
    retribucion = np.clip(np.exp(g.normal(np.log(32_000), 0.45, n)), 9_000, 250_000)
    retribucion = (retribucion * 100).astype(np.int64)
    activo = g.random(n) < 0.92
    u = g.random(n)
    cuerpo = np.where(u < 0.08, "policia", np.where(u < 0.12, "bomberos", "ninguno"))
    u = g.random(n)
    puesto = np.where(u < 0.01, "alcalde", np.where(u < 0.02, "servicio_extension_agricola", "otro"))
    u = g.random(n)
    tipo = np.where(u < 0.05, "merito", np.where((u < 0.08) & (cuerpo != "ninguno"), "alto_riesgo", "opcional"))
    porcentaje = np.where(g.random(n) < 0.5, 75, 65)
    coordina = g.random(n) < 0.25
    sin_porcentaje = (tipo != "merito") | ((g.random(n) < 0.5) & ~coordina)  # 10.3 needs the percentage
    traslado = (cuerpo == "ninguno") & (g.random(n) < 0.02)
    fecha_traslado = ingreso + ((retiro - ingreso) * g.uniform(0.3, 0.9, n)).astype(np.int64)
    servicio_traslado = np.minimum(meses, (fecha_traslado - ingreso) * 12 // 366)
    # Article 10
    cumple_65 = nacimiento + int(65 * 365.25) + 1
    fecha_coordinacion = np.maximum(retiro, cumple_65) + g.integers(0, 3 * 365, n)
    beneficio = g.integers(60_000, 260_000, n)
    aumentos = np.where(g.random(n) < 0.3, g.integers(0, 120_000, n), 0)
    anos_computo = np.minimum(meses, 12 * np.maximum(30, meses // 12))
    no_coordina = ~coordina
    merito = tipo == "merito"
    columnas = {
        "id": pa.array([f"S{inicio + i + 1:08d}" for i in range(n)]),
        "fecha_nacimiento": _fechas(nacimiento),
        "fecha_ingreso": _fechas(ingreso),
        "fecha_retiro": _fechas(retiro),
        "servicio_acreditable.anos": pa.array(meses // 12),
        "servicio_acreditable.meses": pa.array(meses % 12),
        "retribucion_promedio": _centavos(retribucion, None),
        "en_servicio_activo": pa.array(activo),
        "cuerpo": pa.array(cuerpo),
        "puesto": pa.array(puesto),
        "tipo_pension": pa.array(tipo),
        "porcentaje_merito": pa.array(porcentaje.astype(str), mask=sin_porcentaje),
        "traslado.cuerpo": pa.array(np.where(g.random(n) < 0.7, "policia", "bomberos"), mask=~traslado),
        "traslado.fecha": _fechas(fecha_traslado, ~traslado),
        "traslado.sin_interrupcion": pa.array(g.random(n) < 0.8, mask=~traslado),
        "traslado.servicio_acreditable.anos": pa.array(servicio_traslado // 12, mask=~traslado),
        "traslado.servicio_acreditable.meses": pa.array(servicio_traslado % 12, mask=~traslado),
        "coordinacion.fecha_coordinacion": _fechas(fecha_coordinacion, no_coordina),
        "coordinacion.plan_coordinado": pa.array(g.random(n) < 0.85, mask=no_coordina),
        "coordinacion.plenamente_asegurado": pa.array(g.random(n) < 0.95, mask=no_coordina),
        "coordinacion.elegible_beneficios_primarios": pa.array(g.random(n) < 0.95, mask=no_coordina),
        "coordinacion.tipo_pension": pa.array(np.where(merito, "merito", "servicio"), mask=no_coordina),
        "coordinacion.anos_computo_original": pa.array((anos_computo // 12).astype(str), mask=no_coordina | ~merito),
        "coordinacion.beneficio_seguro_social.monto": _centavos(beneficio, no_coordina),
        "coordinacion.beneficio_seguro_social.periodo": pa.array(np.full(n, "mensual"), mask=no_coordina),
        "coordinacion.aumentos_por_ley": _centavos(aumentos, no_coordina | (aumentos == 0)),
        "coordinacion.pension_minima": pa.array(g.random(n) < 0.03, mask=no_coordina),
    }
    tabla = pa.table(columnas)
    if errores > 0:
        tabla = _con_errores(tabla, g, errores)
    return tabla


def _con_errores(tabla: pa.Table, g: np.random.Generator, fraccion: float) -> pa.Table:
    """Una fracción de filas con un dato malo (en texto, para que el archivo lo pueda llevar)."""
    n = tabla.num_rows
    malas = g.random(n) < fraccion
    clase = g.integers(0, 3, n)
    texto = {
        "fecha_retiro": pa.compute.cast(tabla.column("fecha_retiro"), pa.string()).to_numpy(zero_copy_only=False),
        "cuerpo": tabla.column("cuerpo").to_numpy(zero_copy_only=False),
        "servicio_acreditable.anos": tabla.column("servicio_acreditable.anos").to_numpy(),
    }
    fr = np.where(malas & (clase == 0), "2023-02-30", texto["fecha_retiro"]).astype(object)
    cu = np.where(malas & (clase == 1), "guardia", texto["cuerpo"]).astype(object)
    an = np.where(malas & (clase == 2), 90, texto["servicio_acreditable.anos"])
    tabla = tabla.set_column(tabla.schema.get_field_index("fecha_retiro"), "fecha_retiro", pa.array(fr, pa.string()))
    tabla = tabla.set_column(tabla.schema.get_field_index("cuerpo"), "cuerpo", pa.array(cu, pa.string()))
    i = tabla.schema.get_field_index("servicio_acreditable.anos")
    return tabla.set_column(i, "servicio_acreditable.anos", pa.array(an))


def escribir(ruta: str | Path, n: int, semilla: int = 14, errores: float = 0.0, trozo: int = 500_000) -> int:
    """Escribe `n` miembros sintéticos en `ruta` (CSV, Parquet o JSON Lines), por trozos; devuelve n."""
    escritor = None
    try:
        for inicio in range(0, n, trozo):
            t = membresia(min(trozo, n - inicio), semilla, inicio, errores)
            if archivos.formato(ruta) == "jsonl":
                t = _como_solicitudes(t)
            if escritor is None:
                escritor = archivos.Escritor(ruta, t.schema)
            escritor.escribir(t)
        if escritor is None:
            escritor = archivos.Escritor(ruta, membresia(0, semilla).schema)
    finally:
        if escritor is not None:
            escritor.cerrar()
    return n


def _como_solicitudes(t: pa.Table) -> pa.Table:
    """For JSON Lines: nested objects as in the protocol (structs), decimals as exact text."""
    planas = {}
    for nombre in t.column_names:
        c = t.column(nombre)
        if pa.types.is_decimal(c.type) or pa.types.is_date32(c.type):
            c = pa.compute.cast(c, pa.string())
        planas[nombre] = c
    anidadas: dict = {}
    for nombre, c in planas.items():
        partes = nombre.split(".")
        d = anidadas
        for p in partes[:-1]:
            d = d.setdefault(p, {})
        d[partes[-1]] = c
    return pa.table({k: _struct(v) for k, v in anidadas.items()})


def _struct(v):
    if not isinstance(v, dict):
        return v.combine_chunks() if isinstance(v, pa.ChunkedArray) else v
    hijos = {k: _struct(x) for k, x in v.items()}
    validez = None
    for x in hijos.values():
        validez = pa.compute.is_valid(x) if validez is None else pa.compute.or_(validez, pa.compute.is_valid(x))
    return pa.StructArray.from_arrays(list(hijos.values()), list(hijos), mask=pa.compute.invert(validez))
