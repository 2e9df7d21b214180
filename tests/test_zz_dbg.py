import sys
def test_dump():
    T = sys.modules["test_lote_diferencial"]
    print("DUMP", sum(T.REGIONES[k] for k in T.REGIONES if k[0]=="estado_fila"), T.REGIONES[("limita","resta_10_4")])
