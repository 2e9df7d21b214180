#!/usr/bin/env node
// A harness for the test vectors of `retiro vectores`, in JavaScript, written only from docs/conformidad.md
// ("Vectores de prueba") and docs/protocolo.md ("Alcance declarado"): it runs every vector against
// calculadora.mjs and prints, as JSON, the result of each vector (aprobado, fallido, no_soportado).
//
//   retiro vectores --salida vectores.json && node ejemplos/otra_implementacion/vectores.mjs vectores.json
import { readFileSync } from "node:fs";
import { responder } from "./calculadora.mjs";

// ---------------------------------------------------------------- JSON Pointer (RFC 6901)
const AUSENTE = Symbol("ausente");
function resolver(doc, puntero) {
  if (puntero === "") return doc;
  let actual = doc;
  for (const crudo of puntero.split("/").slice(1)) {
    const clave = crudo.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(actual)) {
      if (!/^(0|[1-9][0-9]*)$/.test(clave) || Number(clave) >= actual.length) return AUSENTE;
      actual = actual[Number(clave)];
    } else if (actual !== null && typeof actual === "object") {
      if (!Object.hasOwn(actual, clave)) return AUSENTE;
      actual = actual[clave];
    } else return AUSENTE;
  }
  return actual;
}

// ---------------------------------------------------------------- the match modes
const iguales = (a, b) => {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => iguales(x, b[i]));
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && iguales(a[k], b[k]));
  }
  return a === b;
};
// Exact decimal value of a decimal text or an integer, as [BigInt numerator, power of ten, cut short]; null if not
// one. A decimal cut short ends in «…» («0.123457…»): it equals only another cut short to the same value.
function decimal(x) {
  if (typeof x === "number" && Number.isInteger(x)) return [BigInt(x), 0, false];
  if (typeof x !== "string") return null;
  const m = /^(-?[0-9]+(?:\.[0-9]+)?)(…?)$/.exec(x);
  if (!m || (m[2] && !m[1].includes("."))) return null;
  const [ent, frac = ""] = m[1].split(".");
  return [BigInt(ent + frac), frac.length, m[2] === "…"];
}
function mismoDecimal(a, b) {
  const x = decimal(a), y = decimal(b);
  if (!x || !y || x[2] !== y[2]) return false;
  const e = Math.max(x[1], y[1]);
  return x[0] * 10n ** BigInt(e - x[1]) === y[0] * 10n ** BigInt(e - y[1]);
}
const vacioONo = (v) => (Array.isArray(v) || typeof v === "string" ? v.length === 0 : v !== null && typeof v === "object" ? Object.keys(v).length === 0 : null);

function cumple(respuesta, e) {
  let v = resolver(respuesta, e.puntero);
  if (e.proyeccion !== undefined && v !== AUSENTE) {
    if (!Array.isArray(v)) return false;
    v = v.map((x) => resolver(x, e.proyeccion));
  }
  const esperado = e.valor;
  switch (e.modo) {
    case "igual": return v !== AUSENTE && iguales(v, esperado);
    case "decimal": return mismoDecimal(v, esperado);
    case "conjunto": {
      if (!Array.isArray(v)) return false;
      const unicos = new Set(v.map((x) => JSON.stringify(x)));
      return unicos.size === v.length && v.every((x) => esperado.some((y) => iguales(x, y))) && esperado.every((y) => v.some((x) => iguales(x, y)));
    }
    case "uno_de": return v !== AUSENTE && esperado.some((x) => iguales(v, x));
    case "incluye": return Array.isArray(v) && v.some((x) => iguales(x, esperado));
    case "en_orden": {
      if (!Array.isArray(v)) return false;
      const pos = esperado.map((y) => v.findIndex((x) => iguales(x, y)));
      return pos.every((p) => p >= 0) && pos.every((p, i) => i === 0 || pos[i - 1] <= p);
    }
    case "contiene": {
      const textos = typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
      return textos.some((t) => t.includes(esperado));
    }
    case "no_contiene": {
      const textos = typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
      return !textos.some((t) => t.includes(esperado));
    }
    case "nulo": return v === null || v === AUSENTE;
    case "no_nulo": return v !== null && v !== AUSENTE;
    case "ausente": return v === AUSENTE;
    case "vacio": return vacioONo(v) === true;
    case "no_vacio": return vacioONo(v) === false;
    case "alguno": return Array.isArray(v) && v.some((x) => esperado.every((sub) => cumple(x, sub)));
    case "alguna_de": return v !== AUSENTE && esperado.some((sub) => cumple(v, sub));
    default: throw new Error(`modo desconocido: ${e.modo}`);
  }
}

// ---------------------------------------------------------------- run every vector
const archivo = JSON.parse(readFileSync(process.argv[2], "utf8"));
if (archivo.formato !== "retiro-vectores" || archivo.version !== 2) throw new Error("no es un archivo de vectores versión 2");
const saludo = responder(JSON.stringify({ protocolo: "retiro", version_protocolo: "1.0" }));
const declaradas = new Set(saludo.partes_no_soportadas ?? []);
const resultados = {}, fallos = {};
for (const v of archivo.vectores) {
  let respuesta;
  for (const previa of v.solicitudes_previas ?? []) responder(JSON.stringify(previa));
  respuesta = responder(JSON.stringify(v.solicitud));
  if (respuesta.error?.no_soportado === true) {
    // "no soportado" is accepted only for a request that uses a part declared in the greeting
    const cubre = v.partes.some((p) => declaradas.has(p));
    resultados[v.id] = cubre ? "no_soportado" : "fallido";
    if (!cubre) fallos[v.id] = `no soportado sin declararlo (partes: ${v.partes.join(", ") || "ninguna"})`;
    continue;
  }
  const malas = v.expectativas.filter((e) => !cumple(respuesta, e));
  resultados[v.id] = malas.length ? "fallido" : "aprobado";
  if (malas.length) fallos[v.id] = malas.map((e) => `${e.puntero} ${e.modo} ${JSON.stringify(e.valor)}`).join("; ");
}
const cuenta = (r) => Object.values(resultados).filter((x) => x === r).length;
process.stdout.write(JSON.stringify({
  vectores: archivo.vectores.length, aprobados: cuenta("aprobado"), fallidos: cuenta("fallido"),
  no_soportados: cuenta("no_soportado"), resultados, fallos,
}, null, 1) + "\n");
