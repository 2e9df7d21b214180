"""El barrido de lagunas y solapamientos: todo hallazgo está registrado y explicado, y nada registrado desaparece."""

from __future__ import annotations

import pytest
import yaml

from retiro.ley.registro import interpretaciones, reglas_externas
from retiro.verificacion import lagunas

TIPOS = ("laguna", "remision", "solapamiento")


#: Evaluations of the sweep: one per point of the grid. Its cost is this count times the cost of one evaluation, which
#: tests/test_presupuestos.py holds (calls per evaluation); neither depends on how busy the machine is.
EVALUACIONES_DEL_BARRIDO = 62_208


@pytest.fixture(scope="module")
def barrido():
    contadas = 0
    calcular = lagunas.calcular

    def contar(solicitud, *argumentos, **opciones):
        nonlocal contadas
        contadas += 1
        return calcular(solicitud, *argumentos, **opciones)

    lagunas.calcular = contar
    try:
        actuales = lagunas.hallazgos()
    finally:
        lagunas.calcular = calcular
    return actuales, contadas


def _yaml(hs: list[dict]) -> str:
    return yaml.safe_dump(
        [{**h, "explicacion": "POR ESCRIBIR"} for h in hs],
        allow_unicode=True,
        sort_keys=False,
        default_flow_style=None,
        width=120,
    )


def test_todo_hallazgo_del_barrido_esta_registrado_y_nada_registrado_desaparece(barrido):
    actuales, _ = barrido
    nuevos, perdidos = lagunas.comparar(actuales, lagunas.conocidas())
    mensaje = []
    if nuevos:
        mensaje.append(
            "HALLAZGOS NUEVOS del barrido, sin registrar en src/retiro/datos/lagunas_conocidas.yaml "
            "(revíselos, explíquelos y regístrelos):\n"
            + "\n".join(lagunas.como_texto(h) for h in nuevos)
            + "\n--- en YAML:\n"
            + _yaml(nuevos)
        )
    if perdidos:
        mensaje.append(
            "HALLAZGOS REGISTRADOS QUE EL BARRIDO YA NO ENCUENTRA (¿cambió una regla?): "
            + ", ".join(h["id"] for h in perdidos)
        )
    assert not mensaje, "\n\n".join(mensaje)


def test_los_hallazgos_registrados_estan_completos():
    registradas = lagunas.conocidas()
    ids = [h["id"] for h in registradas]
    assert len(ids) == len(set(ids)), f"ids repetidos: {ids}"
    for h in registradas:
        assert h["tipo"] in TIPOS, f"{h['id']}: tipo {h['tipo']}"
        assert h["explicacion"].strip() and "POR ESCRIBIR" not in h["explicacion"], f"{h['id']}: falta la explicación"
        llena = h["llena"]
        assert (
            llena is None or llena in reglas_externas() or llena in interpretaciones() or llena == "tabla_actuarial"
        ), f"{h['id']}: «llena» debe ser una regla EXT-…, una entrada INT-… o tabla_actuarial, no {llena}"


def test_la_laguna_del_issue_esta_entre_los_hallazgos(barrido):
    """Régimen anterior, 55 a 57 años, 30 o más de servicios: elegible por 18.1, reducida, y 18.6(a) se detiene en
    30."""
    actuales, _ = barrido
    sin_formula = [h for h in actuales if h["tema"] == "pensión sin fórmula en el texto"]
    assert any(
        r["edad"] == "55 a 57" and r["servicio"] == ["30 a 40"] and "antes" in h["hechos"]["ingreso"]
        for h in sin_formula
        for r in h["region"]
    ), sin_formula


def test_el_barrido_evalua_cada_punto_de_la_rejilla_una_vez(barrido):
    _, evaluaciones = barrido
    rejilla = (
        len(lagunas.DIAS) * len(lagunas.INGRESOS) * len(lagunas.CUERPOS) * len(lagunas.ACTIVOS) * len(lagunas.TIPOS)
    ) * (len(lagunas.EDADES) * len(lagunas.SERVICIOS))
    assert evaluaciones == rejilla, f"el barrido evaluó {evaluaciones} veces una rejilla de {rejilla} puntos"
    assert evaluaciones <= EVALUACIONES_DEL_BARRIDO, (
        f"la rejilla creció a {evaluaciones} puntos (presupuesto {EVALUACIONES_DEL_BARRIDO}): "
        "si es una decisión, súbalo aquí y en CONTRIBUTING.md"
    )


# --- Decisiones del código (lagunas.decisiones) ------------------------------------------------------------------


def test_toda_decision_del_codigo_tiene_base_en_el_texto_el_registro_o_el_inventario():
    sin_base = lagunas.decisiones_sin_base()
    assert not sin_base, "decisiones sin base (regístrelas en datos/decisiones.yaml o en el registro):\n" + "\n".join(
        lagunas.decision_como_texto(d) for d in sin_base
    )


def test_el_inventario_no_tiene_decisiones_que_el_codigo_ya_no_toma():
    from retiro.ley.registro import leer_datos

    en_el_codigo = {lagunas._clave(p) for p in lagunas.puntos_de_decision()}
    sobran = [x for x in leer_datos("decisiones.yaml") if lagunas._clave(x) not in en_el_codigo]
    assert not sobran, f"decisiones.yaml tiene entradas que el código ya no tiene: {sobran}"


def _con(modulo: str, cambio) -> dict[str, str]:
    """The module's code with a planted change (which must change it: a plant that misses is a test that cannot
    fail)."""
    from importlib import resources

    original = (
        resources.files("retiro")
        .joinpath(lagunas.CAPA_DEL_MODULO.get(modulo, "ley"), modulo)
        .read_text(encoding="utf-8")
    )
    cambiado = cambio(original)
    assert cambiado != original, f"la decisión plantada no cambió {modulo}: ¿cambió el código?"
    return {modulo: cambiado}


def test_una_validacion_nueva_sin_registrar_se_encuentra():
    """Ataque: una regla de validación nueva (el retiro antes de los 18 años es un error) sin base."""
    plantada = _con(
        "entrada.py",
        lambda t: t.replace(
            '    anos, nacimiento, retiro = v["servicio_acreditable"], v["fecha_nacimiento"], v["fecha_retiro"]\n',
            '    anos, nacimiento, retiro = v["servicio_acreditable"], v["fecha_nacimiento"], v["fecha_retiro"]\n'
            "    if retiro.year - nacimiento.year < 18:\n"
            '        raise ErrorDeEntrada("fecha_retiro", "demasiado joven")\n',
            1,
        ),
    )
    sin_base = lagunas.decisiones_sin_base(plantada)
    assert any(d["tipo"] == "validacion" and d["regla"] == "demasiado joven" for d in sin_base), sin_base


def test_un_numero_una_fecha_y_un_valor_por_defecto_nuevos_se_encuentran():
    """Ataque: un umbral de 62 años, una fecha de 1995 y un cuerpo por defecto que no están en el texto."""
    plantada = _con(
        "articulo18.py",
        lambda t: t.replace("(edad >= EDAD_18_2, f", "(edad >= 62 and date(1995, 1, 1) < s.fecha_retiro, f", 1),
    )
    plantada |= _con(
        "entrada.py", lambda t: t.replace('defecto="ninguno", nulo=False', 'defecto="policia", nulo=False', 1)
    )
    sin_base = {(d["tipo"], d.get("valor", d.get("defecto"))) for d in lagunas.decisiones_sin_base(plantada)}
    assert {("numero", "62"), ("fecha", "1995-01-01"), ("defecto", "'policia'")} <= sin_base, sin_base


def test_una_entrada_del_registro_que_ninguna_regla_consulta_se_encuentra():
    """Ataque: si articulo10 deja de consultar INT-45, la entrada queda sin uso y el barrido lo dice."""
    plantada = _con("articulo10.py", lambda t: t.replace("ctx.lectura(INT45) == INT45.REGLA_FEDERAL", "False"))
    plantada["articulo10.py"] = plantada["articulo10.py"].replace("INT45", "INT_45_QUITADA")
    sin_base = lagunas.decisiones_sin_base(plantada)
    assert any(d["tipo"] == "lectura_sin_uso" and d["valor"] == "INT-45" for d in sin_base), sin_base
