"""Lo que usan todas las capas: los errores y los límites del protocolo, la barra de progreso."""
