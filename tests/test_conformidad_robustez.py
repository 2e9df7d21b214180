"""El kit no se cuelga ni se cae cuando la implementación se porta mal (tests/implementacion_traviesa.py)."""

from __future__ import annotations

import json
import re
import time

import pytest

from ayuda_kit import BUENA, pedir, retiro
from ayuda_kit import orden_traviesa as orden
from retiro.conformidad import objetivos
from retiro.conformidad.objetivos import FalloDeImplementacion, Programa
from retiro.version import VERSION_PROTOCOLO

LIMITE = 1.0  # generous for a loaded CI machine; the hanging fakes never answer


@pytest.fixture
def traviesa():
    p = Programa(orden(), tiempo_limite=LIMITE)
    yield p
    p.cerrar()


def test_una_respuesta_buena_pasa_y_el_proceso_vive_entre_casos(traviesa):
    assert pedir(traviesa)["elegibilidad"]["elegible"] is True
    assert pedir(traviesa)["edad_al_retiro"] == 55
    assert traviesa.estadisticas() == {
        "arranques": 1,
        "reinicios": 0,
        "arranques_fallidos": 0,
        "casos_sin_respuesta": 0,
    }
    assert traviesa.saludo["implementacion"] == "traviesa"


def test_un_programa_que_se_cuelga_falla_el_caso_a_tiempo_y_se_reinicia(traviesa):
    # the kit's own limit ends the case (it says «en 1 s»); the program hangs forever, so nothing else could
    with pytest.raises(FalloDeImplementacion, match=r"sin respuesta completa a la solicitud en 1 s"):
        pedir(traviesa, "cuelga")
    assert pedir(traviesa)["edad_al_retiro"] == 55  # the run goes on with a new process
    assert traviesa.estadisticas()["reinicios"] == 1
    assert traviesa.estadisticas()["casos_sin_respuesta"] == 1


def test_un_programa_que_se_cae_falla_el_caso_con_su_codigo_y_stderr_y_se_reinicia(traviesa):
    with pytest.raises(
        FalloDeImplementacion, match=r"terminó a la solicitud \(código de salida 3\).*me caigo a propósito"
    ):
        pedir(traviesa, "muere")
    assert pedir(traviesa)["edad_al_retiro"] == 55
    assert traviesa.estadisticas()["reinicios"] == 1


def test_basura_falla_el_caso_mostrando_el_texto_recibido(traviesa):
    with pytest.raises(FalloDeImplementacion, match=r"no es JSON válido.*<html>500 Internal Server Error</html>"):
        pedir(traviesa, "basura")
    assert pedir(traviesa)["edad_al_retiro"] == 55  # same process: garbage is one bad line, not a crash
    assert traviesa.estadisticas()["reinicios"] == 0


def test_una_respuesta_parcial_falla_el_caso_mostrando_lo_recibido(traviesa):
    with pytest.raises(FalloDeImplementacion, match=r"sin respuesta completa.*texto parcial recibido.*edad_al"):
        pedir(traviesa, "parcial")
    assert pedir(traviesa)["edad_al_retiro"] == 55


def test_tipos_equivocados_fallan_el_caso_nombrando_el_campo(traviesa):
    with pytest.raises(
        FalloDeImplementacion,
        match=r"no cumple el esquema de resultado \(campo pension.anual_antes_de_reduccion.*12000.0",
    ):
        pedir(traviesa, "tipos")
    with pytest.raises(FalloDeImplementacion, match=r"debe ser un objeto JSON.*\[1, 2, 3\]"):
        pedir(traviesa, "lista")


def test_lineas_no_pedidas_se_atribuyen_a_su_intercambio_y_el_caso_siguiente_arranca_de_nuevo(traviesa):
    pedir(traviesa, "doble")  # the first line answers this request
    time.sleep(0.2)
    assert pedir(traviesa)["edad_al_retiro"] == 55  # judged on its own answer, from a new process
    (de_mas,) = traviesa.tomar_lineas_de_mas()
    assert de_mas.despues_de == 1 and "dos" in de_mas.texto
    assert traviesa.estadisticas()["reinicios"] == 1


@pytest.mark.parametrize(
    ("saludo", "mensaje"),
    [
        ("basura", r"el saludo no es JSON.*hola, soy una calculadora"),
        ("2.0", r"habla la versión 2.0 del protocolo; el kit habla la " + re.escape(VERSION_PROTOCOLO)),
        ("muere", r"terminó al saludo de versión \(código de salida 4\)"),
    ],
)
def test_un_saludo_malo_falla_y_tras_tres_arranques_fallidos_no_se_insiste(saludo, mensaje):
    p = Programa(orden("--saludo", saludo), tiempo_limite=LIMITE)
    try:
        for _ in range(objetivos.MAX_ARRANQUES_FALLIDOS):
            with pytest.raises(FalloDeImplementacion, match=mensaje):
                pedir(p)
        arranques = p.estadisticas()["arranques"]
        with pytest.raises(FalloDeImplementacion, match="no arrancó 3 veces seguidas; no se vuelve a intentar"):
            pedir(p)
        assert p.estadisticas()["arranques"] == arranques, "tras tres arranques fallidos se volvió a arrancar"
    finally:
        p.cerrar()


def test_un_programa_que_no_existe_falla_con_un_mensaje_claro():
    p = Programa("/no/existe/calculadora --stdio", tiempo_limite=LIMITE)
    with pytest.raises(FalloDeImplementacion, match="no se pudo ejecutar «/no/existe/calculadora»"):
        pedir(p)


def test_un_servicio_http_que_no_escucha_falla_el_caso_sin_colgarse():
    import socket

    with socket.socket() as s:  # a port that nobody listens on
        s.bind(("127.0.0.1", 0))
        puerto = s.getsockname()[1]
    h = objetivos.crear(f"http://127.0.0.1:{puerto}/", tiempo_limite=LIMITE)
    with pytest.raises(FalloDeImplementacion, match="error de conexión"):
        h.evaluar(dict(BUENA))


def test_objetivos_mal_escritos_se_rechazan():
    for malo in ("nada aqui", "cmd:", "http://", "retiro.noexiste:f"):
        with pytest.raises(ValueError):
            objetivos.crear(malo)


def test_una_funcion_que_lanza_o_devuelve_algo_que_no_es_json_falla_solo_ese_caso():
    f = objetivos.Funcion("prueba", lambda s: 1 / 0)
    with pytest.raises(FalloDeImplementacion, match="lanzó ZeroDivisionError"):
        f.evaluar(dict(BUENA))
    g = objetivos.Funcion("prueba", lambda s: {"x": object()})
    with pytest.raises(FalloDeImplementacion, match="no se puede escribir como JSON"):
        g.evaluar(dict(BUENA))


def test_retiro_conformidad_contra_un_programa_que_se_cae_y_se_cuelga_termina_con_resumen_e_informe(tmp_path):
    """De punta a punta: la 3.ª solicitud tumba el programa, la 6.ª lo cuelga; la ejecución sigue y acaba."""
    salida = tmp_path / "informe"
    r = retiro(
        "conformidad",
        "--implementacion",
        "cmd:" + orden("--muere-en", "3", "--cuelga-en", "6", "--contador", str(tmp_path / "n")),
        "--tiempo-limite",
        str(LIMITE),
        "--salida",
        str(salida),
        "-k",
        "clausula-18.1 and not test_propiedades",
    )
    assert r.returncode == 1, r.stdout + r.stderr
    assert "Kit de conformidad — resumen" in r.stdout
    datos = json.loads((salida / "casos.json").read_text(encoding="utf-8"))
    fallidos = [c for c in datos["casos"] if c["resultado"] == "fallido"]
    aprobados = [c for c in datos["casos"] if c["resultado"] == "aprobado"]
    assert fallidos and aprobados
    assert any("código de salida 3" in c["mensaje"] for c in fallidos)
    assert any("sin respuesta completa" in c["mensaje"] for c in fallidos)
    assert datos["estadisticas"][datos["objetivos"][0]]["reinicios"] >= 2
    informe = (salida / "informe.md").read_text(encoding="utf-8")
    assert "NO CONFORME" in informe and "| 18.1 |" in informe and "Solicitud:" in informe
    assert (salida / "informe.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert "<testsuite" in (salida / "junit.xml").read_text(encoding="utf-8")
    assert isinstance(json.loads((salida / "cucumber.json").read_text(encoding="utf-8")), list)


def test_no_soportado_declarado_se_cuenta_aparte_y_no_hace_fallar(tmp_path):
    """Una implementación que declara el Artículo 10 no soportado y así lo contesta: el informe lo cuenta aparte,
    el veredicto es «conforme en el alcance declarado» y el código de salida, 0."""
    salida = tmp_path / "informe"
    r = retiro(
        "conformidad",
        "--implementacion",
        "retiro.conformidad.defectuosas.tramposas:sin_articulo_10",
        "--salida",
        str(salida),
        "-k",
        "clausula-10.1 and not test_propiedades",
    )
    datos = json.loads((salida / "casos.json").read_text(encoding="utf-8"))
    cuentas = {c["resultado"] for c in datos["casos"]}
    assert "no_soportado" in cuentas and "fallido" not in cuentas, r.stdout
    assert r.returncode == 0, r.stdout + r.stderr
    informe = (salida / "informe.md").read_text(encoding="utf-8")
    assert "No soportados" in informe and "CONFORME EN EL ALCANCE DECLARADO" in informe
    assert "`articulo_10`" in informe


def test_retiro_conformidad_con_un_objetivo_incomprensible_sale_con_2_sin_ejecutar_nada(tmp_path):
    r = retiro("conformidad", "--implementacion", "no sirve", "--salida", str(tmp_path), timeout=1800)
    assert r.returncode == 2
    assert "objetivo no reconocido: «no sirve»" in r.stderr and "Traceback" not in r.stderr
    assert not (tmp_path / "casos.json").exists()
