"""Las pruebas de las pruebas: que las propiedades cubren las regiones a propósito y que las demostraciones fallan.

- Cobertura: en el perfil «ci» (determinista), cada región del modelo
(`retiro.verificacion.segunda_lectura.regiones_esperadas`:
  las del texto y, por cada lectura no por defecto del registro, la región donde cambia el resultado) recibe al
  menos `MINIMO_POR_REGION` solicitudes generadas. ``python scripts/cobertura_regiones.py`` imprime la cuenta.
- Errores plantados: cada demostración del catálogo se enfrenta a la fórmula con un error (un salto, una bajada,
  un signo cambiado, el tope de $6,600 olvidado, la franja p = 0, el piso de 10.5 quitado, un hueco en la
  elegibilidad, dos fórmulas a la vez) y debe refutarla.
- Lecturas: cada identidad se demuestra con las lecturas que declara, y no con las demás.
- Independencia: el modelo no importa la calculadora; nada en steps/ importa de tests/.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest
from sympy import Eq, Max, Ne, Piecewise, Rational, false, simplify

from retiro import evaluar
from retiro.verificacion import generadores as gen
from retiro.verificacion import identidades as I
from retiro.verificacion import propiedades as pr
from retiro.verificacion import segunda_lectura as sl
from retiro.verificacion import simbolico as sm
from retiro.verificacion.simbolico import F, P, R, m, n, p

RAIZ = Path(__file__).resolve().parents[1]
FEATURES = RAIZ / "features" / "propiedades"


# --- Cada propiedad, identidad y región tiene su escenario -----------------------------------------------------------
def _citas(paso: str) -> set[str]:
    texto = "\n".join(x.read_text(encoding="utf-8") for x in FEATURES.glob("*.feature"))
    return set(re.findall(paso + r' "([^"]+)"', texto))


def test_cada_propiedad_identidad_y_region_tiene_su_escenario():
    assert _citas("la propiedad") == set(pr.PROPIEDADES)
    assert _citas("la identidad") == {i.id for i in I.catalogo()}
    tabla = (FEATURES / "segunda_lectura_por_regiones.feature").read_text(encoding="utf-8")
    filas = [f.strip() for f in re.findall(r"^\s*\|([^|]+)\|\s*$", tabla, flags=re.M)]
    assert [f for f in filas if f != "región"] == [o.id for o in gen.OBJETIVOS]


# --- Cobertura de las regiones en el perfil «ci» ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def cobertura() -> Counter:
    total: Counter = Counter()
    for plan in gen.OBJETIVOS:
        total.update(pr.recorrer(plan).regiones)
    return total


def test_cada_region_del_modelo_recibe_el_minimo_de_solicitudes(cobertura):
    """Ninguna región (del texto, o donde una lectura cambia el resultado) queda sin examinar en CI."""
    pocas = {r: cobertura[r] for r in sl.regiones_esperadas() if cobertura[r] < pr.MINIMO_POR_REGION}
    assert not pocas, f"regiones con menos de {pr.MINIMO_POR_REGION} solicitudes: {pocas}"


def test_la_medicion_comprometida_es_la_de_hoy(cobertura):
    """mediciones/cobertura_regiones.json es la salida de scripts/cobertura_regiones.py en el perfil «ci»."""
    import json

    from hypothesis import settings

    if not settings.default.derandomize:
        pytest.skip("la medición comprometida es la del perfil «ci» (determinista)")
    medida = json.loads((RAIZ / "mediciones" / "cobertura_regiones.json").read_text(encoding="utf-8"))
    actual = {r: cobertura[r] for r in sl.regiones_esperadas()}
    assert medida["regiones"] == actual, "regenere con: python scripts/cobertura_regiones.py --escribir"


def test_cada_lectura_del_registro_tiene_su_region_y_su_objetivo():
    """Una entrada o lectura nueva en el registro sin su región en el modelo y su objetivo en los generadores falla."""
    defecto = sm.lecturas()
    for entrada, lecturas in sm.registro().items():
        for x in lecturas:
            if x != defecto[entrada] and (entrada, x) not in sl.SIN_EFECTO:
                region = sl.region_de_lectura(entrada, x)
                assert any(region in o.regiones for o in gen.OBJETIVOS), (
                    "ningún objetivo de src/retiro/verificacion/generadores.py "
                    f"(OBJETIVOS_LECTURAS) apunta a «{region}»"
                )


def test_cada_region_del_modelo_es_el_objetivo_de_una_fila():
    nombradas = {r for o in gen.OBJETIVOS for r in o.regiones}
    assert set(sl.regiones_esperadas()) <= nombradas, sorted(set(sl.regiones_esperadas()) - nombradas)
    assert nombradas <= set(sl.regiones_esperadas()), sorted(nombradas - set(sl.regiones_esperadas()))


# --- El modelo y la calculadora en los casos del issue ---------------------------------------------------------------
@pytest.mark.parametrize(
    ("nacimiento", "retiro", "edad"),
    [
        ("1952-02-29", "2007-02-28", 55),  # INT-05: the birthday of a 29 February birth is 28 February
        ("1952-02-29", "2007-02-27", 54),
        ("1952-02-29", "2008-02-29", 56),
        ("1952-05-10", "2007-05-10", 55),  # the birthday itself counts («a partir de la fecha en que cumplan»)
        ("1952-05-10", "2007-05-09", 54),
    ],
)
def test_el_modelo_y_la_calculadora_coinciden_en_el_29_de_febrero_y_el_dia_del_cumpleanos(nacimiento, retiro, edad):
    s = {
        "version_protocolo": "1.0",
        "fecha_nacimiento": nacimiento,
        "fecha_ingreso": "1980-01-04",
        "fecha_retiro": retiro,
        "servicio_acreditable": "25",
        "retribucion_promedio": "30000.00",
        "en_servicio_activo": True,
    }
    e = sl.esperado(s)
    assert e.campos["/edad_al_retiro"] == edad, (
        f"tests/test_hipotesis.py: nacido el {nacimiento}, retirado el {retiro}: el caso espera {edad} años con la "
        "lectura por defecto de INT-05"
    )
    assert e.campos["/elegibilidad/elegible"] is (edad >= 55)
    assert not pr.diferencias(e, evaluar(s))


def test_el_redondeo_del_modelo_es_la_mitad_hacia_arriba_sin_el_codigo_de_la_calculadora():
    from fractions import Fraction

    assert sl.centavos(Fraction(1, 200)) == "0.01"  # half a cent goes up
    assert sl.centavos(Fraction(1, 201)) == "0.00"
    assert sl.centavos(Fraction(123456789, 1000)) == "123456.79"
    assert sl.anual_y_mensual(Fraction(1206, 100), "final_al_centavo") == ("12.06", "1.01")  # 1.005 → 1.01
    assert sl.anual_y_mensual(Fraction(12055, 1000), "mensual_desde_anual") == ("12.06", "1.01")


# --- Independencia del modelo ----------------------------------------------------------------------------------------
def _importados(ruta: Path) -> set[str]:
    arbol = ast.parse(ruta.read_text(encoding="utf-8"))
    nombres = set()
    for nodo in ast.walk(arbol):
        if isinstance(nodo, ast.Import):
            nombres |= {a.name for a in nodo.names}
        elif isinstance(nodo, ast.ImportFrom):
            base = nodo.module or ""
            nombres |= {base} | {f"{base}.{a.name}" for a in nodo.names}
    return nombres


def test_el_modelo_no_comparte_codigo_con_la_calculadora():
    """La segunda lectura solo importa la biblioteca estándar, sympy, yaml y su propia parte simbólica."""
    src = RAIZ / "src" / "retiro" / "verificacion"
    for modulo, permitidos in (("simbolico.py", set()), ("segunda_lectura.py", {"retiro.verificacion.simbolico"})):
        propios = {x for x in _importados(src / modulo) if x.startswith("retiro")}
        assert propios <= permitidos | {"retiro", "retiro.verificacion"}, (
            f"{modulo} importa {sorted(propios - permitidos)}"
        )
        if propios & {"retiro", "retiro.verificacion"}:
            assert "retiro.verificacion.simbolico" in propios


def test_nada_en_steps_importa_de_tests():
    for ruta in (RAIZ / "steps").glob("*.py"):
        texto = ruta.read_text(encoding="utf-8")
        assert not any(x == "tests" or x.startswith("tests.") or x.startswith("test_") for x in _importados(ruta)), ruta
        assert "tests/" not in texto and '"tests"' not in texto, f"{ruta.name} lee algo de tests/"


# --- Errores plantados: cada demostración debe fallar ----------------------------------------------------------------
SALTO = Piecewise((0, n < 25), (1000, True))  # $1,000 more from 25 years of service on


def test_un_salto_de_1000_a_los_25_anos_en_18_6_a_rompe_la_continuidad_y_no_la_monotonia():
    e = I.identidad("continuidad-formulas").demostrar(sustituir={"18.6.a": sm.FORMULA_18_6_A + SALTO})
    assert e.refutada and "n = 25" in e.detalle and e.residuo in (1000, -1000), e
    # a jump upwards is not a decrease: monotonicity still holds, and that proof says so
    assert I.identidad("monotonia-formulas").demostrar(sustituir={"18.6.a": sm.FORMULA_18_6_A + SALTO}).demostrada


def test_una_bajada_rompe_la_monotonia():
    bajada = I.identidad("monotonia-formulas").demostrar(sustituir={"18.6.a": sm.FORMULA_18_6_A - SALTO})
    assert bajada.refutada and "n = 25" in bajada.detalle, bajada
    pendiente = I.identidad("monotonia-formulas").demostrar(
        sustituir={"10.2.d": -sm.DOS * sm.exceso(R, sm.TOPE) * sm.exceso(n, sm.TRAMO)}
    )
    assert pendiente.refutada and "derivada" in pendiente.detalle, pendiente


def test_un_signo_cambiado_en_10_3_rompe_sus_identidades():
    mal = sm.UNO_Y_MEDIO * sm.hasta(R, sm.TOPE) * m - sm.exceso(R, sm.TOPE) * p  # «más el exceso» read as «menos»
    for id_ in ("10.3-diferencia-merito", "10.3-signo", "monotonia-formulas"):
        e = I.identidad(id_).demostrar(sustituir={"10.3": mal})
        assert e.refutada, (id_, e)


def test_olvidar_el_tope_de_6600_rompe_la_compensacion():
    sin_tope = sm.UNO * R * sm.hasta(n, sm.TRAMO) + sm.UNO_Y_MEDIO * R * sm.exceso(n, sm.TRAMO)
    e = I.identidad("10.2-compensacion").demostrar(sustituir={"10.2": sin_tope})
    assert e.refutada and e.residuo != 0, e
    # …and so does a threshold moved to $6,000: the cuts come from the expression, not from a list
    otro = sum(v.subs(sm.TOPE, 6000) for v in sm.PRODUCTOS_10_2.values())
    assert I.identidad("10.2-compensacion").demostrar(sustituir={"10.2": otro}).refutada


def test_la_franja_p_0_de_10_3_se_examina():
    """Con m = (200p/3)·t solo se alcanza m = 0 cuando p = 0: un error solo en esa franja se encuentra aparte."""
    mal = sm.FORMULA_10_3 - Piecewise((m, p <= 0), (0, True))  # pays less than nothing at p = 0
    e = I.identidad("10.3-signo").demostrar(sustituir={"10.3": mal})
    assert e.refutada and "franja p = 0" in e.detalle, e


def test_quitar_el_piso_de_10_5_rompe_la_garantia():
    sin_piso = Piecewise((P, F >= P), (F, True))
    e = I.identidad("10.5-garantia").demostrar(sustituir={"10.5-coordinada": sin_piso})
    assert e.refutada and e.contraejemplo is not None, e


def test_un_hueco_en_la_elegibilidad_rompe_la_elegibilidad_creciente():
    hueco = {
        k: v & ~((sm.edad >= 62) & (sm.edad < 63)) for k, v in I.regiones_elegibles().items()
    }  # 62 is no threshold of the text
    e = I.identidad("18-elegibilidad-creciente").demostrar(sustituir={"regiones elegibles": hueco})
    assert e.refutada and "62" in e.detalle, e


def test_dos_formulas_a_la_vez_rompen_la_particion():
    def solapadas(regimen, cuerpo, lecturas):
        reg = dict(sm.regiones_18(regimen, cuerpo, lecturas))
        reg["cuantía 18.6.b"] = reg["opcional"] if regimen == "nuevo" else false  # 18.6(b) without precedence
        return reg

    e = I.identidad("18-una-formula-por-caso").demostrar(sustituir={"regiones del Artículo 18": solapadas})
    assert e.refutada and "2 fórmulas" in e.detalle, e


def test_lo_que_el_metodo_no_examina_se_dice_y_no_pasa():
    e = I.no_negativa(R * R - R)  # degree 2: the vertex method does not apply
    assert e.estado == "no_decidida" and "multilineal" in e.detalle, e
    e = I.no_negativa_por_casos(Max(R * n, 0) - 1)  # a nonlinear case: linear programming does not apply
    assert e.estado == "no_decidida", e
    e = I.continua(Piecewise((0, F >= P), (1, True)))  # a cut between two variables: not this method
    assert e.estado == "no_decidida" and "varias variables" in e.detalle, e


def test_los_casos_con_igual_y_distinto_se_leen_bien():
    """«=» son dos desigualdades (no una); «≠» no restringe la clausura (antes se leían como «≤»)."""
    assert I.no_negativa_por_casos(Piecewise((F - P, Eq(F, P)), (0, True))).demostrada  # F − P = 0 where F = P
    assert I.no_negativa_por_casos(Piecewise((P - F, Ne(F, P)), (0, True))).refutada  # F > P gives P − F < 0
    assert I._restricciones(Eq(F, P)) == [[F >= P, F <= P]]
    assert I._restricciones(Ne(F, P)) == [[]]


def test_los_contraejemplos_son_puntos_de_verdad():
    """El contraejemplo de una desigualdad refutada hace negativa la expresión original (no solo su tramo)."""
    g = sm.SUMA_10_2 - sm.FORMULA_18_6_A  # 10.2 ≥ 18.6(a) is false
    e = I.no_negativa(g)
    assert e.refutada
    assert g.subs(e.contraejemplo) < 0, e
    g = sm.FORMULA_18_6_A + SALTO - 1000 - sm.FORMULA_18_6_B * Rational(3, 2)  # negative somewhere below 25 years
    e = I.no_negativa(g)
    assert e.refutada and g.subs(e.contraejemplo) < 0, e


# --- Cada identidad vale con las lecturas que declara, y solo con ellas ----------------------------------------------
@pytest.mark.parametrize("identidad", [i.id for i in I.catalogo()])
def test_las_lecturas_declaradas_de_cada_identidad_son_exactas(identidad):
    i = I.identidad(identidad)
    assert I.demostrar(identidad).demostrada
    for lecturas in i.combinaciones(todas=True):
        if lecturas not in i.combinaciones():
            e = i.demostrar(lecturas)
            assert not e.demostrada, f"{identidad} también vale con {lecturas}: declárelo en Identidad.lecturas"


def test_las_lecturas_sin_efecto_dan_las_mismas_expresiones_que_la_de_por_defecto():
    """segunda_lectura.SIN_EFECTO: lecturas sin región donde cambien el resultado (sus fórmulas son las mismas)."""
    defecto = sm.lecturas()
    for (entrada, lectura), _razon in sl.SIN_EFECTO.items():
        assert lectura in sm.registro()[entrada] and lectura != defecto[entrada]
        for k, v in I.formulas({entrada: lectura}).items():
            assert simplify(v - I.formulas()[k]) == 0, (entrada, lectura, k)
    # and the reading that does change the floor is not among them
    assert ("INT-22", "aumentos_cuentan_como_pago") not in sl.SIN_EFECTO
    assert I.formulas({"INT-22": "aumentos_cuentan_como_pago"})["10.5-piso"] != I.formulas()["10.5-piso"]


def test_el_dominio_de_cada_identidad_esta_dicho():
    for i in I.catalogo():
        assert i.dominio, i.id
