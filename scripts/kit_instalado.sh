#!/usr/bin/env bash
# El kit instalado como lo instala un proveedor, sin copia del repositorio: construye la rueda, crea un entorno
# nuevo, instala "retiro[conformidad]" (las dependencias, de PyPI) y ejecuta el kit contra la referencia desde
# una carpeta vacía. Debe terminar con «veredicto: CONFORME» y código 0. Se construye lo confirmado en git
# (HEAD), en una copia limpia: una carpeta build/ vieja podría colar archivos que ya no existen.
#
#   scripts/kit_instalado.sh                      # en una carpeta temporal que se borra al final
set -euo pipefail
raiz="$(cd "$(dirname "$0")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/fuente" && git -C "$raiz" archive HEAD | tar -x -C "$tmp/fuente"
python3 -m pip wheel --quiet --no-deps --wheel-dir "$tmp/ruedas" "$tmp/fuente"
python3 -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install --quiet "$(ls "$tmp"/ruedas/retiro-*.whl)[conformidad]"
mkdir "$tmp/vacia" && cd "$tmp/vacia"
"$tmp/venv/bin/retiro" conformidad --salida "$tmp/vacia/informe"
