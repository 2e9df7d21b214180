"""Ataques al servidor HTTP (`retiro servir --http`) y al cliente HTTP del kit (issue 25): respuestas o rechazos
limpios en JSON, y un cliente legítimo atendido mientras dura el ataque.

Cada caso fue una falla: ``Content-Length: ²`` tumbaba el manejador (y al kit leyendo respuestas), con dos
``Content-Length`` ganaba el primero (contrabando de peticiones), cualquier ``Host``/``Origin`` y cualquier
``Content-Type`` se aceptaban (DNS rebinding desde un navegador), y 32 conexiones ociosas o a medias dejaban al
servidor sin atender a nadie.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path

import pytest
from tests.test_servidor import BUENA, _cruda

from retiro.ley import registro
from retiro.protocolo.servidor_http import crear_servidor_http

ESQUEMAS = Path(registro.__file__).parents[1] / "esquemas"


@pytest.fixture(scope="module")
def servidor():
    s = crear_servidor_http(0)
    threading.Thread(target=s.serve_forever, daemon=True).start()
    yield s
    s.shutdown()
    s.server_close()


def _url(s) -> str:
    return f"http://127.0.0.1:{s.server_address[1]}"


def _post(cabeceras: str, cuerpo: bytes = b"{}") -> bytes:
    return f"POST / HTTP/1.1\r\n{cabeceras}\r\n\r\n".encode() + cuerpo


CUERPO = json.dumps(BUENA).encode()
BIEN = f"Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {len(CUERPO)}"


@pytest.mark.parametrize(
    ("peticion", "estado", "campo"),
    [
        (_post("Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ²"), 400, "Content-Length"),
        (_post("Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ٣"), 400, "Content-Length"),
        (_post(f"{BIEN}\r\nContent-Length: 2", CUERPO), 400, "Content-Length"),  # smuggling: two lengths
        (_post(BIEN.replace("127.0.0.1", "atacante.example:8000"), CUERPO), 403, "Host"),  # DNS rebinding
        (_post(f"{BIEN}\r\nOrigin: http://atacante.example", CUERPO), 403, "Origin"),
        (_post(BIEN.replace("application/json", "text/plain"), CUERPO), 415, "Content-Type"),  # a «simple» request
        (_post(BIEN.replace("Content-Type: application/json\r\n", ""), CUERPO), 415, "Content-Type"),
        (b"GET / HTTP/1.1\r\nHost: rebind.example\r\n\r\n", 403, "Host"),
    ],
)
def test_cada_peticion_enganosa_recibe_un_rechazo_limpio_en_json(servidor, peticion, estado, campo):
    codigo, cabeceras, cuerpo = _cruda(_url(servidor), peticion)
    assert codigo == estado and cabeceras["Content-Type"].startswith("application/json")
    assert json.loads(cuerpo)["error"]["campo"] == campo


@pytest.mark.parametrize("anfitrion", ["127.0.0.1", "localhost:8000", "[::1]:8000", "LOCALHOST"])
def test_la_peticion_legitima_pasa_con_cualquier_nombre_de_este_equipo(servidor, anfitrion):
    origen = f"\r\nOrigin: http://{anfitrion}"
    codigo, _, cuerpo = _cruda(_url(servidor), _post(BIEN.replace("127.0.0.1", anfitrion) + origen, CUERPO))
    assert codigo == 200 and "pension" in json.loads(cuerpo)


@pytest.mark.parametrize(
    "ruta", ["/openapi.json", *(f"/esquemas/{p.name}" for p in sorted(ESQUEMAS.glob("*.schema.json")))]
)
def test_el_servidor_sirve_openapi_y_los_esquemas_tal_como_estan_en_el_paquete(servidor, ruta):
    codigo, cabeceras, cuerpo = _cruda(_url(servidor), f"GET {ruta} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    assert codigo == 200 and "json" in cabeceras["Content-Type"]
    assert cuerpo == (ESQUEMAS / Path(ruta).name).read_bytes()


def test_conexiones_ociosas_y_a_medias_no_niegan_el_servicio(servidor):
    """40 idle sockets and 40 half-open requests (more than the 32 the server holds), kept open: 33 legitimate
    requests, one after another, are all answered (before, 0 of 33)."""
    from retiro.protocolo import servidor_http

    puerto = servidor.server_address[1]
    ataque = []
    try:
        for i in range(80):
            s = socket.create_connection(("127.0.0.1", puerto))
            if i % 4 == 1:  # the body never ends
                s.sendall(_post(BIEN.replace(f"Length: {len(CUERPO)}", "Length: 100"), b"{"))
            elif i % 4 == 3:  # refused (no Content-Type), and its body, that never ends, is being drained
                s.sendall(b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{")
            ataque.append(s)
        time.sleep(0.3)
        servidas = 0
        for _ in range(33):
            codigo, _, cuerpo = _cruda(_url(servidor), _post(BIEN + "\r\nConnection: close", CUERPO))
            servidas += codigo == 200 and "pension" in json.loads(cuerpo)
        assert servidas == 33
        assert servidor_http.MAX_CONEXIONES < 80
    finally:
        for s in ataque:
            s.close()


def test_el_cliente_http_del_kit_no_se_cae_con_un_content_length_raro():
    """The kit reading a response with ``Content-Length: ²``: a clear verdict on the implementation, no traceback."""
    from retiro.conformidad import objetivos

    escucha = socket.create_server(("127.0.0.1", 0))

    def atender() -> None:
        while True:
            try:
                c, _ = escucha.accept()
            except OSError:
                return
            with c:
                c.recv(65536)
                c.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \xc2\xb2\r\n\r\n{}")

    threading.Thread(target=atender, daemon=True).start()
    try:
        h = objetivos.Http(f"http://127.0.0.1:{escucha.getsockname()[1]}/", tiempo_limite=2)
        with pytest.raises(objetivos.FalloDeImplementacion):
            h.abrir()
    finally:
        escucha.close()
