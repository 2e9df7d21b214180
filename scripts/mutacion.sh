#!/usr/bin/env bash
# Pruebas de mutación (cosmic-ray) de los módulos de reglas, con la especificación (.feature) como prueba.
# NO forma parte de la suite normal. cosmic-ray cambia los archivos en su sitio: por eso trabaja en una COPIA
# del árbol (nunca en el repositorio), con PYTHONPATH apuntando a la copia.
#
#   scripts/mutacion.sh                      # todo, con un tope de 25 minutos
#   LIMITE=10m scripts/mutacion.sh           # otro tope (formato de `timeout`)
#   MUESTRA=4 scripts/mutacion.sh            # solo uno de cada 4 mutantes (muestra reproducible)
#   PYTHON=/ruta/python scripts/mutacion.sh  # un intérprete con cosmic-ray>=8.4 y las dependencias de prueba
#
# Resultado en $TRABAJO (se imprime): resumen.txt (puntuación) y supervivientes.txt (diff de cada mutante vivo).
set -euo pipefail
RAIZ=$(cd "$(dirname "$0")/.." && pwd)
PY=${PYTHON:-python}
LIMITE=${LIMITE:-25m}
MUESTRA=${MUESTRA:-1}
TRABAJO=${TRABAJO:-$(mktemp -d /tmp/retiro-mutacion.XXXXXX)}
BIN=$(dirname "$(command -v "$PY")")

mkdir -p "$TRABAJO"
cp -r "$RAIZ/src" "$RAIZ/steps" "$RAIZ/features" "$RAIZ/tests" "$RAIZ/pyproject.toml" "$TRABAJO/"
[ -f "$RAIZ/conftest.py" ] && cp "$RAIZ/conftest.py" "$TRABAJO/"
cd "$TRABAJO"
export PYTHONPATH="$TRABAJO/src" RETIRO_RESULTADOS="$TRABAJO/resultados.json"

cat > cosmic-ray.toml <<TOML
[cosmic-ray]
module-path = ["src/retiro/articulo18.py", "src/retiro/articulo10.py"]
timeout = 120.0
excluded-modules = []
test-command = "$PY -m pytest -x -q -p no:cacheprovider steps"

[cosmic-ray.distributor]
name = "local"
TOML

"$BIN/cosmic-ray" init cosmic-ray.toml sesion.sqlite
if [ "$MUESTRA" -gt 1 ]; then  # keep one mutant in MUESTRA (in file and position order); drop the others
  "$PY" - "$MUESTRA" <<'PYEOF'
import sqlite3, sys
n = int(sys.argv[1])
db = sqlite3.connect("sesion.sqlite")
ids = [r[0] for r in db.execute("select job_id from mutation_specs order by module_path, start_pos_row, start_pos_col, operator_name, occurrence")]
fuera = [(i,) for k, i in enumerate(ids) if k % n]
db.executemany("delete from mutation_specs where job_id = ?", fuera)
db.executemany("delete from work_items where job_id = ?", fuera)
db.commit()
print(f"muestra: {len(ids) - len(fuera)} de {len(ids)} mutantes")
PYEOF
fi
"$BIN/cosmic-ray" baseline cosmic-ray.toml
echo "mutantes: $("$BIN/cosmic-ray" dump sesion.sqlite | wc -l) · tope: $LIMITE · carpeta: $TRABAJO"
timeout "$LIMITE" "$BIN/cosmic-ray" exec cosmic-ray.toml sesion.sqlite || echo "(tope alcanzado: resultados parciales)"
"$BIN/cr-report" sesion.sqlite --surviving-only --show-diff > supervivientes.txt || true
"$BIN/cr-report" sesion.sqlite | tail -4 | tee resumen.txt
echo "Supervivientes: $TRABAJO/supervivientes.txt"
