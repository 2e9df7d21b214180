"""La verificación: la segunda lectura, las identidades, los generadores, las propiedades y el barrido de lagunas."""
