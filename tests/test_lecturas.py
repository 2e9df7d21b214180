"""Las lecturas como constantes declaradas: coinciden con el registro, y un nombre mal escrito falla en voz alta."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from retiro.ley import lecturas
from retiro.ley.explicacion import Contexto
from retiro.ley.registro import interpretaciones, lecturas_por_defecto

SRC = Path(__file__).resolve().parents[1] / "src" / "retiro"
CAPAS_DE_LA_CALCULADORA = ("comun", "ley", "revision", "protocolo", "verificacion", "cli")


def test_cada_entrada_del_registro_tiene_su_clase_con_sus_lecturas():
    assert lecturas.diferencias() == []
    assert set(lecturas.DECLARADAS) == set(interpretaciones())


def test_una_lectura_que_falta_o_sobra_hace_fallar_la_importacion(monkeypatch):
    """Ataque: el registro gana una lectura que el código no declara, pierde otra y gana una entrada: la comprobación
    que se ejecuta al importar `retiro.ley.lecturas` falla nombrando cada diferencia."""
    registro = {k: dict(v) for k, v in interpretaciones().items()}
    registro["INT-05"]["lecturas"] = [
        {"id": "28_febrero", "explicacion": "x"},
        {"id": "1_marzo_bis", "explicacion": "y"},
    ]
    registro["INT-99"] = {"lecturas": [{"id": "a", "explicacion": "a"}]}
    monkeypatch.setattr(lecturas, "interpretaciones", lambda: registro)
    with pytest.raises(lecturas.RegistroInconsistente) as e:
        lecturas.comprobar()
    mensaje = str(e.value)
    assert "INT-05: la lectura «1_marzo_bis» del registro no está declarada" in mensaje
    assert "INT-05: la lectura declarada «1_marzo» no está en el registro" in mensaje
    assert "INT-99: está en el registro pero no tiene clase" in mensaje
    assert "comprobar()" in (Path(lecturas.__file__).read_text(encoding="utf-8").splitlines()[-1])


def test_un_id_de_entrada_mal_escrito_falla():
    ctx = Contexto(lecturas=lecturas_por_defecto())
    with pytest.raises(lecturas.RegistroInconsistente, match="INT-5"):
        ctx.lectura("INT-5")


def test_una_lectura_se_devuelve_como_constante_y_queda_constancia():
    ctx = Contexto(lecturas=lecturas_por_defecto())
    defecto = lecturas_por_defecto()["INT-05"]  # the register says which; this test must not say it again
    assert ctx.lectura(lecturas.INT05) is lecturas.INT05(defecto)
    assert ctx.lecturas_usadas == {"INT-05": defecto}
    with ctx.sin_constancia():
        ctx.lectura(lecturas.INT06)
    assert "INT-06" not in ctx.lecturas_usadas


def _usos_de_constantes(arbol: ast.AST) -> list[tuple[str, str, int]]:
    """(clase, miembro, línea) de cada `INTnn.MIEMBRO` del código."""
    return [
        (n.value.id, n.attr, n.lineno)
        for n in ast.walk(arbol)
        if isinstance(n, ast.Attribute)
        and isinstance(n.value, ast.Name)
        and n.value.id in lecturas.__dict__
        and n.value.id.startswith("INT")
    ]


def test_las_reglas_no_comparan_lecturas_como_textos_sueltos_y_cada_constante_existe():
    """Ningún módulo de reglas compara `ctx.lectura(...)` con un texto; cada `INTnn.MIEMBRO` usado existe."""
    for ruta in sorted([*SRC.glob("*.py"), *(p for c in CAPAS_DE_LA_CALCULADORA for p in (SRC / c).glob("*.py"))]):
        texto = ruta.read_text(encoding="utf-8")
        arbol = ast.parse(texto)
        for n in ast.walk(arbol):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "lectura":
                assert not (n.args and isinstance(n.args[0], ast.Constant)), (
                    f"{ruta.name}:{n.lineno}: ctx.lectura con un texto; use la clase de retiro.ley.lecturas"
                )
        for clase, miembro, linea in _usos_de_constantes(arbol):
            c = getattr(lecturas, clase)
            assert miembro in c.__members__ or miembro == "entrada", f"{ruta.name}:{linea}: {clase}.{miembro} no existe"
