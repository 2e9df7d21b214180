"""Memoria máxima de `retiro servir` bajo el abuso del issue 13, por HTTP y por stdio.

    python scripts/memoria_servidor.py              # todo (unos 30 s)
    python scripts/memoria_servidor.py --rapido     # menos repeticiones (para probar el guion)

HTTP: arranca ``retiro servir --http 0`` y le envía, en este orden: 300 POST de cadenas inválidas distintas de
casi 1 MiB cada una (la caché de textos ya leídos no debe guardarlas); ``Content-Length: -1`` seguido de 5 MiB;
un ``Content-Length`` de 100 GB seguido de 20 MiB; un cuerpo troceado sin fin; 60 clientes lentos a la vez (un
byte cada 0.5 s; más que el tope de conexiones); 64 POST de 1 MiB a la vez; y las líneas que tumbaban el
servidor (un entero de 5 000 cifras, ``[`` × 100 000, bytes no UTF-8, ``"\\ud800"``). Después comprueba que
sigue contestando una solicitud buena. Mide la memoria residente máxima del proceso (VmHWM de /proc) y la de
un servidor recién arrancado que solo contestó esa solicitud buena.

stdio: envía a ``retiro servir`` las mismas líneas más una de 100 MB y una solicitud buena, y mide su máximo
(VmHWM, leído mientras vive). Solo Linux (/proc). La máquina puede estar cargada: la memoria no depende de ello.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import re
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

RAIZ = Path(__file__).resolve().parents[1]
BUENA = json.loads((RAIZ / "ejemplos" / "retiro_temprano_18_6_a.json").read_text(encoding="utf-8"))
ASESINAS = [b"9" * 5000, b"[" * 100_000, b"\x00\xe9\x00\xe9", b'"\\ud800"']


def kib(pid: int, campo: str) -> int:
    texto = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(rf"^{campo}:\s+(\d+) kB", texto, re.M).group(1))


def arrancar() -> tuple[subprocess.Popen, int]:
    p = subprocess.Popen(
        [sys.executable, "-m", "retiro", "servir", "--http", "0"], stderr=subprocess.PIPE, text=True, cwd=RAIZ
    )
    puerto = int(re.search(r":(\d+)/", p.stderr.readline()).group(1))
    return p, puerto


def peticion(puerto: int, datos: bytes, plazo: float = 30) -> bytes:
    with socket.create_connection(("127.0.0.1", puerto), timeout=plazo) as s:
        with contextlib.suppress(OSError):  # the server may answer (and close) before reading it all
            s.sendall(datos)
        respuesta = b""
        try:
            while trozo := s.recv(65536):
                respuesta += trozo
        except OSError:
            pass
        return respuesta


def post(puerto: int, cuerpo: bytes, cabeceras: str | None = None) -> bytes:
    cab = cabeceras if cabeceras is not None else f"Content-Length: {len(cuerpo)}\r\n"
    return peticion(puerto, f"POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{cab}\r\n".encode() + cuerpo)


def lento(puerto: int, segundos: float) -> None:
    with socket.create_connection(("127.0.0.1", puerto), timeout=segundos + 5) as s:
        fin = time.monotonic() + segundos
        try:
            for byte in b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n" + b"x" * 1000:
                if time.monotonic() > fin:
                    break
                s.sendall(bytes([byte]))
                time.sleep(0.5)
        except OSError:
            pass  # cut by the server's deadline (or refused with 503)


def sin_fin(puerto: int, segundos: float) -> None:
    with socket.create_connection(("127.0.0.1", puerto), timeout=5) as s:
        s.sendall(b"POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        fin = time.monotonic() + segundos
        try:
            while time.monotonic() < fin:
                s.sendall(b"10000\r\n" + b"x" * 0x10000 + b"\r\n")
        except OSError:
            pass


def http(rapido: bool) -> dict:
    p, puerto = arrancar()
    try:
        post(puerto, json.dumps(BUENA).encode())
        base = kib(p.pid, "VmHWM")
        n = 30 if rapido else 300
        for i in range(n):  # distinct invalid ~1 MiB strings
            relleno = "".join(random.choices("abcdefghij", k=16)) + str(i)
            post(puerto, json.dumps({**BUENA, "fecha_nacimiento": relleno * ((1 << 20) // 24)}).encode()[: 1 << 20])
        post(puerto, b"x" * (5 << 20), "Content-Length: -1\r\n")
        post(puerto, b"x" * (20 << 20), "Content-Length: 100000000000\r\n")
        hilos = [threading.Thread(target=sin_fin, args=(puerto, 3))]
        hilos += [threading.Thread(target=lento, args=(puerto, 4 if rapido else 15)) for _ in range(60)]
        for h in hilos:
            h.start()
        time.sleep(0.5)
        with ThreadPoolExecutor(64) as grupo:  # 64 bodies of 1 MiB at once (more than the connection cap)
            list(grupo.map(lambda _: post(puerto, b"[" + b" " * ((1 << 20) - 2) + b"]"), range(64)))
        for linea in ASESINAS:
            post(puerto, linea)
        for h in hilos:
            h.join()
        bien = json.loads(post(puerto, json.dumps(BUENA).encode()).partition(b"\r\n\r\n")[2])
        assert bien.get("edad_al_retiro") == 56, bien
        return {"base_kib": base, "pico_kib": kib(p.pid, "VmHWM"), "final_kib": kib(p.pid, "VmRSS"), "cadenas": n}
    finally:
        p.terminate()
        p.wait()


def stdio() -> dict:
    """VmHWM is read from /proc while the process lives (ru_maxrss would count the fork before exec, with the
    parent's memory)."""
    p = subprocess.Popen(
        [sys.executable, "-m", "retiro", "servir"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=RAIZ,
    )
    salida: list[bytes] = []
    lector = threading.Thread(target=lambda: salida.extend(iter(p.stdout.readline, b"")))
    lector.start()
    for linea in ASESINAS:
        p.stdin.write(linea + b"\n")
    p.stdin.write(b'{"a": "')
    for _ in range(100):  # a 100 MB line, written in 1 MB pieces
        p.stdin.write(b"x" * (1 << 20))
    p.stdin.write(b'"}\n' + json.dumps(BUENA).encode() + b"\n")
    p.stdin.flush()
    while len(salida) < len(ASESINAS) + 2:
        time.sleep(0.05)
    pico = kib(p.pid, "VmHWM")
    p.stdin.close()
    lector.join()
    assert p.wait() == 0
    assert json.loads(salida[-1]).get("edad_al_retiro") == 56
    return {"pico_kib": pico, "lineas": len(salida)}


def main() -> int:
    a = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    a.add_argument("--rapido", action="store_true")
    rapido = a.parse_args().rapido
    inicio = time.monotonic()
    h = http(rapido)
    s = stdio()
    print(
        f"HTTP: memoria máxima {h['pico_kib'] / 1024:.1f} MiB bajo el abuso ({h['cadenas']} cadenas de 1 MiB, "
        f"longitudes falsas, cuerpo sin fin, 60 clientes lentos, 64 cuerpos de 1 MiB a la vez, líneas asesinas); "
        f"{h['base_kib'] / 1024:.1f} MiB tras una solicitud; {h['final_kib'] / 1024:.1f} MiB al final; "
        "sigue contestando"
    )
    print(
        f"stdio: memoria máxima {s['pico_kib'] / 1024:.1f} MiB con una línea de 100 MB y las líneas asesinas; "
        f"{s['lineas']} respuestas"
    )
    print(f"({time.monotonic() - inicio:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
