"""La herramienta de mutación (scripts/mutacion.py), sin medir nada: lo que la medición publica como caja negra es la
selección del kit, cada valor de la declaración tiene sus mutantes, y la declaración mutada llega a las reglas solo
en el proceso que la herramienta parchea (ninguna variable del entorno ni archivo del usuario cambia lo que lee el
paquete)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

RAIZ = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def mutacion():
    spec = importlib.util.spec_from_file_location("mutacion_script", RAIZ / "scripts" / "mutacion.py")
    modulo = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = modulo
    spec.loader.exec_module(modulo)
    yield modulo
    del sys.modules[spec.name]


def test_la_caja_negra_de_la_mutacion_es_la_seleccion_del_kit(mutacion):
    from retiro.conformidad import poder

    assert mutacion.SIN_PROPIEDADES == poder.SIN_PROPIEDADES
    texto = (RAIZ / "scripts" / "poder_caja_negra.py").read_text(encoding="utf-8")
    assert "seleccion=poder.SIN_PROPIEDADES" in texto


def test_los_modulos_medidos_son_los_de_hoy_y_cada_regla_de_ley_esta_o_se_explica(mutacion):
    for modulo in mutacion.MODULOS:
        assert mutacion.fuente(modulo).is_file(), modulo
    fuera = {"__init__", "explicacion", "formato", "glosario", "modelo", "registro", "parametros"}
    reglas = {p.stem for p in (RAIZ / "src" / "retiro" / "ley").glob("*.py")} - fuera
    assert reglas <= set(mutacion.MODULOS), reglas - set(mutacion.MODULOS)
    for nombre in fuera - {"__init__"}:  # the comment above MODULOS says why each is left out
        assert f"ley/{nombre}.py" in (RAIZ / "scripts" / "mutacion.py").read_text(encoding="utf-8")


def test_cada_valor_de_la_declaracion_tiene_sus_mutantes_y_cada_uno_es_otro_valor_valido(mutacion):
    from retiro.ley import parametros

    mutantes = mutacion.mutantes_de_la_declaracion()
    assert len({m.id for m in mutantes}) == len(mutantes)
    por_parametro: dict[str, list] = {}
    for m in mutantes:
        por_parametro.setdefault(m.funcion, []).append(m)
    assert set(por_parametro) == set(parametros.parametros())
    for ident, lista in por_parametro.items():
        p = parametros.parametro(ident)
        assert len(lista) == 2 or p.valor in (0, 1) or p.tipo == "por_ciento", ident
        for m in lista:
            nuevo = parametros._valor(p.tipo, m.mutado.split(": ", 1)[1])
            assert nuevo != p.valor, m


def test_la_declaracion_mutada_llega_a_las_reglas_solo_en_el_proceso_parcheado(mutacion, tmp_path):
    (m,) = [x for x in mutacion.mutantes_de_la_declaracion() if x.mutado == "18.1.edad: 56"]
    programa = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('m', {str(RAIZ / 'scripts' / 'mutacion.py')!r})\n"
        "m = importlib.util.module_from_spec(spec); sys.modules['m'] = m; spec.loader.exec_module(m)\n"
        "if sys.argv[1] != 'sin': m.parchear_declaracion(sys.argv[1])\n"
        "from retiro.ley import articulo18, parametros\n"
        "print(parametros.valor('18.1.edad'), articulo18.EDAD_18_1)\n"
    )

    def correr(ident: str) -> str:
        r = subprocess.run(
            [sys.executable, "-c", programa, ident], cwd=tmp_path, capture_output=True, text=True, check=True
        )
        return r.stdout.strip()

    assert correr(m.id) == "56 56"  # the declaration and the rule that read it at import
    assert correr("control") == "55 55" and correr("sin") == "55 55"
    # too late: once a rule has read the declaration, the tool refuses to mutate it
    tarde = "from retiro.ley import articulo18\n" + programa
    r = subprocess.run([sys.executable, "-c", tarde, m.id], cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode != 0 and "ya se leyó" in r.stderr


def test_la_puntuacion_de_caja_negra_no_cuenta_lo_que_solo_atrapan_las_propiedades(mutacion):
    cuenta = {"muerto_caja_negra": 6, "muerto_propiedades": 2, "vivo": 1, "tiempo": 2, "equivalente": 5}
    p = mutacion.puntuaciones(cuenta, {"caja_negra": 1, "propiedades": 1}, unitarias=False)
    assert p["no_equivalentes"] == 11
    assert p["atrapados_caja_negra"] == 7 and p["atrapados_especificacion"] == 10
    assert p["puntuacion_caja_negra"] == round(7 / 11, 4) and p["puntuacion_total"] is None


def test_un_cambio_solo_de_docstrings_no_deja_vieja_la_medicion_y_uno_de_codigo_si(mutacion):
    """`--reanudar` conserva lo medido de un módulo cuyo código solo cambió en sus docstrings (ningún mutante toca
    un docstring); cualquier otro cambio, aunque sea de una cifra o de una línea de sitio, lo mide otra vez."""
    antes = '"""Módulo."""\n\n\ndef f(x):\n    """Uno."""\n    return x + 1\n'
    solo_docstrings = '"""Módulo, con la orden nueva."""\n\n\ndef f(x):\n    """Otro."""\n    return x + 1\n'
    otra_cifra = antes.replace("x + 1", "x + 2")
    otra_linea = antes.replace("def f", "\ndef f")
    sin = mutacion._sin_docstrings
    assert sin(antes) == sin(solo_docstrings)
    assert sin(antes) != sin(otra_cifra)
    assert sin(antes) != sin(otra_linea)  # the mutants' ids carry their line


def test_cada_cache_de_modulo_de_las_reglas_se_vacia_en_el_hijo(mutacion):
    """A module-level dict of retiro.ley that starts empty is a cache filled on demand: the child of a mutant must
    empty it (`_vaciar_caches`), or it keeps what the parent computed without the mutant (a mutant that broke the
    refilling of `regimenes_externos._LEIDAS` survived that way)."""
    import ast

    vacios = set()
    for ruta in sorted((RAIZ / "src" / "retiro" / "ley").glob("*.py")):
        for nodo in ast.parse(ruta.read_text(encoding="utf-8")).body:
            destino = (
                nodo.target
                if isinstance(nodo, ast.AnnAssign)
                else (nodo.targets[0] if isinstance(nodo, ast.Assign) else None)
            )
            valor = getattr(nodo, "value", None)
            if isinstance(destino, ast.Name) and isinstance(valor, ast.Dict) and not valor.keys:
                vacios.add((f"retiro.ley.{ruta.stem}", destino.id))
    listados = {(m, c) for m, claves in mutacion.CACHES_DE_MODULO.items() for c in claves}
    assert vacios == listados
    from retiro.ley import regimenes_externos

    regimenes_externos._leidas()
    mutacion._vaciar_caches()
    assert regimenes_externos._LEIDAS == {}


def test_cada_equivalente_se_lee_con_su_id_de_texto(mutacion):
    """An id of digits only (7141088772) was read by YAML as a number and matched no mutant: the script refuses it."""
    ids = mutacion._equivalentes()
    assert ids and all(isinstance(i, str) for i in ids)
