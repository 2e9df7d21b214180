"""Las correcciones del OCR, como datos comprobados: nada de lo transcrito puede apartarse de la fuente.

1. Las copias de los textos fuente no han cambiado (SHA-256 registrado aquí).
2. Cada corrección de ``correcciones_ocr.yaml`` encuentra su tramo ``original`` exactamente ``ocurrencias`` veces.
3. El texto de cada cláusula de ``clausulas.yaml`` está, palabra por palabra, en la fuente corregida.
4. Todo .feature etiquetado con una cláusula cita su texto literal en la descripción, y toda cita
   «> <id>- …» de un .feature es literal.
"""

from __future__ import annotations

import hashlib
import re
from importlib import resources
from pathlib import Path

import pytest

from retiro.ley.registro import clausulas, correcciones_ocr, texto_corregido, texto_fuente

RAIZ = Path(__file__).resolve().parents[1]
FEATURES = RAIZ / "features"

# SHA-256 of the untouched OCR copies in src/retiro/textos/. Changing a source text is a deliberate act:
# update this hash in the same commit and explain why.
SHA256_FUENTES = {
    "articulo_10.txt": "23afeff1732007173eb1d3d192cfd21c00417e002af7ba71fcb943b5a2df37e5",
    "articulo_18.txt": "b26ec250303e2aba5da4fa0956ca42162866747f9e9c62b902862e7e4c6a69a7",
}
ARCHIVO_DE_ARTICULO = {"10": "articulo_10.txt", "18": "articulo_18.txt"}
CAMPOS_CORRECCION = {"id", "clausulas", "archivo", "original", "corregido", "ocurrencias", "motivo"}


def normalizar(texto: str) -> str:
    return re.sub(r"\s+", " ", texto).strip()


@pytest.mark.parametrize("archivo", sorted(SHA256_FUENTES))
def test_la_copia_del_texto_fuente_no_ha_cambiado(archivo):
    obtenido = hashlib.sha256(resources.files("retiro").joinpath("textos", archivo).read_bytes()).hexdigest()
    assert obtenido == SHA256_FUENTES[archivo], (
        f"src/retiro/textos/{archivo} cambió (SHA-256 {obtenido}): los textos fuente son la copia del OCR sin tocar; "
        "las correcciones van en correcciones_ocr.yaml"
    )


def test_cada_correccion_esta_completa_y_tiene_id_unico():
    ids = [c.get("id") for c in correcciones_ocr()]
    assert len(ids) == len(set(ids)), f"ids repetidos: {ids}"
    for c in correcciones_ocr():
        assert set(c) == CAMPOS_CORRECCION, f"{c.get('id')}: campos {sorted(c)}; se esperan {sorted(CAMPOS_CORRECCION)}"
        assert c["archivo"] in SHA256_FUENTES, f"{c['id']}: archivo desconocido {c['archivo']}"
        assert c["original"] != c["corregido"] and c["motivo"].strip(), f"{c['id']}: corrección vacía o sin motivo"


@pytest.mark.parametrize("archivo", sorted(SHA256_FUENTES))
def test_cada_correccion_encuentra_su_tramo_tantas_veces_como_dice(archivo):
    texto = texto_fuente(archivo)
    for c in (c for c in correcciones_ocr() if c["archivo"] == archivo):
        veces = texto.count(c["original"])
        assert veces == c["ocurrencias"], (
            f"{c['id']}: «{c['original']}» aparece {veces} veces en {archivo} (ya aplicadas las anteriores); "
            f"el registro dice {c['ocurrencias']}"
        )
        texto = texto.replace(c["original"], c["corregido"])
    assert texto == texto_corregido(archivo)


def test_el_texto_corregido_no_conserva_restos_conocidos_del_ocr():
    """Los restos típicos del OCR (una «0» por la «o», «11/2» por «1½», números de página) no quedan en el texto."""
    for c in clausulas().values():
        t = c["texto"]
        assert not re.search(r"\s0\s", t), f"{c['id']}: queda un «0» suelto (¿«o» mal leída?)"
        assert "11/2" not in t and "Jail" not in t and "Jall" not in t, f"{c['id']}: resto del OCR"


@pytest.mark.parametrize("id_", sorted(clausulas()))
def test_el_texto_de_cada_clausula_esta_en_la_fuente_corregida(id_):
    c = clausulas()[id_]
    fuente = normalizar(texto_corregido(ARCHIVO_DE_ARTICULO[c["articulo"]]))
    texto = normalizar(c["texto"])
    assert texto in fuente, f"el texto de {id_} en clausulas.yaml no está, palabra por palabra, en la fuente corregida"
    if re.fullmatch(r"\d+\.\d+", id_):  # whole clauses start with their number: «18.1- El retiro …»
        assert f"{id_}- {texto}" in fuente, f"{id_}: el texto no empieza donde empieza la cláusula («{id_}- …»)"


def _descripcion(feature: str) -> str:
    """La descripción de una característica: de «Característica:» al primer escenario, antecedentes o etiqueta."""
    lineas, dentro = [], False
    for linea in feature.splitlines():
        t = linea.strip()
        if t.startswith("Característica:"):
            dentro = True
            continue
        if dentro and (
            t.startswith(("@", "Antecedentes:", "Escenario", "Esquema del escenario", "Regla:", "Ejemplo:"))
        ):
            break
        if dentro:
            lineas.append(t[1:].strip() if t.startswith(">") else t)
    return normalizar(" ".join(lineas))


def _features() -> list[Path]:
    return sorted(FEATURES.rglob("*.feature"))


def test_cada_feature_cita_literalmente_las_clausulas_de_sus_etiquetas():
    registro = clausulas()
    faltan = []
    for ruta in _features():
        texto = ruta.read_text(encoding="utf-8")
        descripcion = _descripcion(texto)
        for id_ in sorted(set(re.findall(r"@clausula-(\S+)", texto))):
            if id_ not in registro:
                faltan.append(f"{ruta.relative_to(RAIZ)}: la etiqueta @clausula-{id_} no es una cláusula del registro")
            elif normalizar(registro[id_]["texto"]) not in descripcion:
                faltan.append(
                    f"{ruta.relative_to(RAIZ)}: está etiquetado @clausula-{id_} pero su descripción no cita "
                    f"literalmente el texto de {id_} (clausulas.yaml): «{normalizar(registro[id_]['texto'])[:90]}…»"
                )
    assert not faltan, "Citas que faltan o no son literales:\n" + "\n".join(faltan)


def test_toda_cita_de_una_clausula_en_un_feature_es_literal():
    registro = clausulas()
    malas = []
    for ruta in _features():
        for linea in ruta.read_text(encoding="utf-8").splitlines():
            m = re.match(r"\s*>\s*(\d+\.\d+(?:\.[a-z])?)- (.*)$", linea)
            if m:
                id_, cita = m.groups()
                if id_ not in registro:
                    malas.append(f"{ruta.relative_to(RAIZ)}: cita la cláusula desconocida {id_}")
                elif normalizar(cita) != normalizar(registro[id_]["texto"]):
                    malas.append(f"{ruta.relative_to(RAIZ)}: la cita de {id_} no coincide con clausulas.yaml")
    assert not malas, "\n".join(malas)
