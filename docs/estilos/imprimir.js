// Al imprimir, los bloques plegables (código, descripciones, Gherkin) se imprimen abiertos; después vuelven a
// quedar como estaban.
(function () {
  var abiertos = [];
  window.addEventListener("beforeprint", function () {
    abiertos = [];
    document.querySelectorAll("details:not([open])").forEach(function (d) {
      d.setAttribute("open", "");
      abiertos.push(d);
    });
  });
  window.addEventListener("afterprint", function () {
    abiertos.forEach(function (d) { d.removeAttribute("open"); });
    abiertos = [];
  });
})();
