#!/usr/bin/env node
// Independent calculator for part of Article 18 (18.1-18.3, 18.5, 18.6(a)(b)(c) and the external
// rules EXT-01/02/03), speaking the "retiro" JSON protocol 1.0 over stdio. Written only from
// docs/protocolo.md, docs/conformidad.md, the JSON Schemas and the .feature files.
// Not covered (answered "no soportado"): Article 10, 18.4 transfers, 18.6(d) tables, merit pensions
// before 55 or with a percentage, non-default readings of the interpretation register.
import readline from "node:readline";
import { pathToFileURL } from "node:url";

const V = "1.1";  // 1.1: the answer repeats the request's id_solicitud
// Declared scope (docs/protocolo.md, "Alcance declarado"): the parts this implementation does not cover. The kit
// accepts "no soportado" only for a request that uses one of them.
const NO_SOPORTADAS = ["articulo_10", "merito", "traslado", "tabla_actuarial", "lecturas_no_por_defecto", "revision_juridica"];
// ---------------------------------------------------------------- exact rationals (BigInt)
const gcd = (a, b) => { a = a < 0n ? -a : a; while (b) [a, b] = [b, a % b]; return a || 1n; };
const Q = (n, d = 1n) => { n = BigInt(n); d = BigInt(d); if (d < 0n) { n = -n; d = -d; } const g = gcd(n, d); return { n: n / g, d: d / g }; };
const add = (a, b) => Q(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a, b) => Q(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a, b) => Q(a.n * b.n, a.d * b.d);
const cmp = (a, b) => { const x = a.n * b.d - b.n * a.d; return x < 0n ? -1 : x > 0n ? 1 : 0; };
const min = (a, b) => (cmp(a, b) <= 0 ? a : b);
const max = (a, b) => (cmp(a, b) >= 0 ? a : b);
// The single rounding rule (INT-07 "final_al_centavo"): round the exact value once, to the cent,
// half a cent upwards. Amounts here are never negative.
const cents = (q) => { const c = (q.n * 200n + q.d) / (2n * q.d); return `${c / 100n}.${String(c % 100n).padStart(2, "0")}`; };
const fmt = (q) => (q.d === 1n ? String(q.n) : String(Number(q.n) / Number(q.d)));
// Service as a lawyer says it: "24 años y 11 meses" when it is whole months (the motives of 18.1 to 18.3).
const anosTexto = (q) => {
  if ((q.n * 12n) % q.d !== 0n) return `${fmt(q)} años`;
  const meses = (q.n * 12n) / q.d, a = meses / 12n, r = meses % 12n;
  return r ? `${a} años y ${r} ${r === 1n ? "mes" : "meses"}` : `${a} años`;
};
const decimal = (s) => { const [i, f = ""] = s.split("."); return Q(BigInt(i + f), 10n ** BigInt(f.length)); };

// ---------------------------------------------------------------- input validation
class ErrorEntrada { constructor(campo, mensaje, valor, noSoportado) { Object.assign(this, { campo, mensaje, valor, noSoportado }); } }
const falla = (campo, mensaje, valor) => { throw new ErrorEntrada(campo, mensaje, valor); };
const noSoportado = (campo, mensaje) => { throw new ErrorEntrada(campo, mensaje, undefined, true); };

const CAMPOS = ["version_protocolo", "id_solicitud", "fecha_nacimiento", "fecha_ingreso", "fecha_retiro", "servicio_acreditable",
  "retribucion_promedio", "en_servicio_activo", "cuerpo", "puesto", "tipo_pension", "porcentaje_merito",
  "traslado", "tabla_actuarial", "coordinacion", "lecturas", "servicio_en_el_cuerpo", "puestos_anteriores", "revision",
  "reingreso_despues_de_1999", "opto_por_transferencia", "al_30_junio_2013"];
const OBLIGATORIOS = CAMPOS.slice(2, 8);
const MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
// Interpretation register: the first reading is the default (same order as in solicitud.schema.json).
const LECTURAS = { "INT-01": ["estricta", "inclusiva"], "INT-02": ["sustituye", "adicional"], "INT-03": ["solo_regimen_anterior", "todos"],
  "INT-04": ["cumulativas", "alternativas"], "INT-05": ["28_febrero", "1_marzo"], "INT-06": ["exacta", "redondeo_medio_ano"],
  "INT-07": ["final_al_centavo", "mensual_desde_anual", "mensual_es_lo_pagado"], "INT-08": ["anual", "mensual"], "INT-09": ["en_la_fecha_de_retiro", "no_exigido"],
  "INT-10": ["requiere_activo", "no_requiere_activo"], "INT-11": ["sin_edad_minima", "edad_50"], "INT-12": ["reglas_generales", "retiene"],
  "INT-13": ["regimen_anterior", "todos"], "INT-14": ["sin_formula", "extender_18_6_a"], "INT-15": ["formula_18_6_b", "sin_formula"],
  "INT-16": ["65_o_mas", "solo_a_los_65"], "INT-17": ["los_de_18_3", "cualquier_pension"], "INT-18": ["retiene_excepcion", "solo_miembros"],
  "INT-19": ["regla_externa_ext_01", "formula_18_6_b"], "INT-20": ["si_reduce", "siempre"], "INT-21": ["misma_reduccion", "sin_reduccion"],
  "INT-22": ["pension_sin_coordinar", "con_aumentos", "aumentos_cuentan_como_pago"], "INT-23": ["texto", "incluye_bomberos"], "INT-24": ["la_ultima", "solo_a_los_65"],
  "INT-25": ["literal", "por_anos"], "INT-26": ["solo_miembros", "incluye_traslado"],
  "INT-27": ["excluye_pensiones_minimas", "minimo_como_piso"], "INT-28": ["formula_10_2", "resta_directa"],
  "INT-29": ["sin_merito_para_nuevos", "sin_cuantia", "segun_ext_03"], "INT-30": ["edad_cumplida", "anos_y_meses"],
  "INT-31": ["fuera_de_vigencia", "calcular_igual"], "INT-32": ["desde_el_sistema", "desde_el_1_abril_1990"],
  "INT-33": ["sigue_a_la_pension", "dentro_del_periodo"], "INT-34": ["admitido", "hasta_el_tiempo_transcurrido"],
  "INT-35": ["todos", "solo_regimen_anterior"], "INT-36": ["todos", "solo_regimen_anterior"],
  "INT-37": ["cualquier_servicio", "en_el_cuerpo"], "INT-38": ["se_presume", "debe_constar"],
  "INT-39": ["al_retiro", "al_traslado"], "INT-40": ["vigente_al_retiro", "la_aportada"],
  "INT-41": ["recibido", "con_derecho"], "INT-42": ["una_vez", "en_cada_aumento"],
  "INT-43": ["fecha_de_concesion", "fecha_de_retiro"], "INT-44": ["puesto_al_retiro", "alguna_vez"],
  "INT-45": ["dia_del_cumpleanos", "regla_federal"], "INT-46": ["no_exigido", "en_servicio_activo"],
  "INT-47": ["derechos_adquiridos", "todo_retiro_posterior_fuera"],
  "INT-48": ["edad_al_retiro", "edad_al_30_junio_2013"] };
// The period the texts govern (docs/protocolo.md; the register's vigencia.yaml): outside it, "fuera_de_vigencia".
const PERIODO = [
  { id: "VIG-01", ley: "Ley 447-1951", fuera: (h) => h.ing.iso < "1952-01-01", motivo: (h) => `ingresó al Sistema el ${h.ing.iso}, antes del 1 de enero de 1952` },
  { id: "VIG-02", ley: "Ley 305-1999", fuera: (h) => h.ing.iso >= "2000-01-01", motivo: (h) => `ingresó al Sistema el ${h.ing.iso}, el 1 de enero de 2000 o después` },
  // § 786-1(b)(2)–(3): refunded and re-entered after 1999, or took the transfer option: Ley 305-1999 too
  { id: "VIG-02", ley: "Ley 305-1999", fuera: (h) => h.reingreso, motivo: () => "recibió el reembolso de sus aportaciones y reingresó después de 1999 (§ 786-1(b)(2))" },
  { id: "VIG-02", ley: "Ley 305-1999", fuera: (h) => h.transferencia, motivo: () => "optó por transferirse al Programa de Cuentas de Ahorro para Retiro (§ 786-1(b)(3))" },
  { id: "VIG-03", ley: "Ley 3-2013", fuera: (h) => h.ret.iso > "2013-06-30", motivo: (h) => `se retiró el ${h.ret.iso}, después del 30 de junio de 2013` },
];
const EXT = { "EXT-06": "Derechos adquiridos al 30 de junio de 2013 (Ley 3-2013, § 787c(a))", "EXT-01": "Fórmula de la pensión sin reducción (por tramos de años de servicio)", "EXT-02": "Anualidad de alto riesgo (75 % y 65 %)", "EXT-03": "Pensión por mérito (75 %)" };

const esBisiesto = (y) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const diasMes = (y, m) => [31, esBisiesto(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
function fecha(campo, v) {
  let m = typeof v === "string" && v.trim().match(/^(\d{4})-(\d{2})-(\d{2})$/), y, mo, d;
  if (m) [y, mo, d] = [+m[1], +m[2], +m[3]];
  else if ((m = typeof v === "string" && v.trim().toLowerCase().match(/^(\d{1,2}) de ([a-záéíóú]+) de (\d{4})$/))) {
    const i = MESES.indexOf(m[2] === "setiembre" ? "septiembre" : m[2]);
    if (i < 0) falla(campo, "debe ser una fecha AAAA-MM-DD", v);
    [y, mo, d] = [+m[3], i + 1, +m[1]];
  } else falla(campo, "debe ser una fecha AAAA-MM-DD", v);
  if (mo < 1 || mo > 12 || d < 1 || d > diasMes(y, mo)) falla(campo, "no es una fecha que exista en el calendario", v);
  return { y, m: mo, d, iso: `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}` };
}
const antes = (a, b) => a.iso < b.iso;
// Exact number: decimal text ("30000.00", "$30,000.00") or JSON integer; never a JSON float.
function numero(campo, v, queEs) {
  if (typeof v === "number") { if (!Number.isInteger(v)) falla(campo, `${queEs} (sin coma flotante: escríbalo como texto)`, String(v)); if (v < 0) falla(campo, "no puede ser negativo", v); return Q(v); }
  if (typeof v !== "string") falla(campo, queEs);
  const s = v.trim(), neg = s.startsWith("-"), t = neg ? s.slice(1).trim() : s;
  if (!/^\$?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]+)?$/.test(t)) falla(campo, queEs, v);
  if (neg) falla(campo, "no puede ser negativo", v);
  return decimal(t.replace(/[$,\s]/g, ""));
}
function booleano(campo, v) {
  if (typeof v === "boolean") return v;
  const s = typeof v === "string" ? v.trim().toLowerCase() : "";
  if (["sí", "si", "true"].includes(s)) return true;
  if (["no", "false"].includes(s)) return false;
  falla(campo, "debe ser verdadero o falso", typeof v === "string" ? v : undefined);
}
function opcion(s, campo, valores) {
  if (!(campo in s)) return valores[0];
  if (s[campo] === null) falla(campo, "no puede ser null; omita el campo para usar el valor por defecto");
  if (!valores.includes(s[campo])) falla(campo, `valor desconocido; se admite: ${valores.join(", ")}`, String(s[campo]));
  return s[campo];
}
// Years, months and days from a to b (b >= a), as on a calendar.
function transcurrido(a, b) {
  let y = b.y - a.y, m = b.m - a.m, d = b.d - a.d;
  if (d < 0) { m -= 1; d += diasMes(b.m === 1 ? b.y - 1 : b.y, b.m === 1 ? 12 : b.m - 1); }
  if (m < 0) { y -= 1; m += 12; }
  return { y, m, d };
}

function leer(s) {
  if (s === null || typeof s !== "object" || Array.isArray(s)) falla("solicitud", "la solicitud debe ser un objeto JSON");
  for (const k of Object.keys(s)) if (!CAMPOS.includes(k)) falla(k, "campo desconocido (¿está bien escrito?)");
  for (const k of OBLIGATORIOS) if (s[k] === undefined || s[k] === null) falla(k, "falta este dato, que es obligatorio");
  if (s.version_protocolo != null && !/^1(\.\d+)*$/.test(String(s.version_protocolo))) falla("version_protocolo", "versión del protocolo no admitida; se admite 1.x", String(s.version_protocolo));
  for (const [k, v] of Object.entries(s.lecturas ?? {})) {
    if (!LECTURAS[k]) falla(`lecturas.${k}`, "interpretación desconocida");
    if (!LECTURAS[k].includes(v)) falla(`lecturas.${k}`, `lectura desconocida; se admite: ${LECTURAS[k].join(", ")}`, String(v));
    if (v !== LECTURAS[k][0]) noSoportado(`lecturas.${k}`, "esta implementación solo aplica las lecturas por defecto");
  }
  const nac = fecha("fecha_nacimiento", s.fecha_nacimiento), ing = fecha("fecha_ingreso", s.fecha_ingreso), ret = fecha("fecha_retiro", s.fecha_retiro);
  if (antes(ing, nac)) falla("fecha_ingreso", `es anterior a la fecha de nacimiento (${nac.iso})`, s.fecha_ingreso);
  if (antes(ret, nac)) falla("fecha_retiro", `es anterior a la fecha de nacimiento (${nac.iso})`, s.fecha_retiro);
  if (antes(ret, ing)) falla("fecha_retiro", `es anterior a la fecha de ingreso al Sistema (${ing.iso})`, s.fecha_retiro);
  let serv, sa = s.servicio_acreditable;
  if (sa !== null && typeof sa === "object" && !Array.isArray(sa)) {
    for (const k of Object.keys(sa)) if (!["anos", "meses"].includes(k)) falla(`servicio_acreditable.${k}`, "campo desconocido (¿está bien escrito?)");
    const meses = numero("servicio_acreditable.meses", sa.meses ?? 0, "debe ser un número de meses");
    if (cmp(meses, Q(12)) >= 0) falla("servicio_acreditable.meses", "debe ser menor que 12", String(sa.meses));
    serv = add(numero("servicio_acreditable.anos", sa.anos ?? 0, "debe ser un número de años"), mul(meses, Q(1, 12)));
  } else serv = numero("servicio_acreditable", sa, "debe ser un número de años");
  // Service can never exceed the age at retirement (years × 365 <= days from birth to retirement, both counted).
  const dias = (a) => (Date.UTC(ret.y, ret.m - 1, ret.d) - Date.UTC(a.y, a.m - 1, a.d)) / 86400000 + 1, edad = transcurrido(nac, ret);
  if (cmp(mul(serv, Q(365)), Q(dias(nac))) > 0)
    falla("servicio_acreditable", `es mayor que la edad al retiro (${edad.y} años, ${edad.m} meses y ${edad.d} días): es imposible`);
  // Above the time since first entry it is credited service (INT-34, default "admitido"): allowed, with a warning.
  const t = transcurrido(ing, ret), excede = cmp(mul(serv, Q(365)), Q(dias(ing))) > 0;
  let en = null;
  if (s.servicio_en_el_cuerpo != null) {  // 18.3 (INT-37): part of the credited service; only its other reading uses it
    en = numero("servicio_en_el_cuerpo", s.servicio_en_el_cuerpo, "debe ser un número de años");
    if (cmp(en, serv) > 0) falla("servicio_en_el_cuerpo", "no puede ser mayor que el servicio acreditable", String(s.servicio_en_el_cuerpo));
  }
  if (s.puestos_anteriores != null) {  // 10.7 (INT-44): only Article 10 uses it
    if (!Array.isArray(s.puestos_anteriores)) falla("puestos_anteriores", 'debe ser una lista (p. ej. ["alcalde"])');
    for (const x of s.puestos_anteriores) if (!["alcalde", "servicio_extension_agricola"].includes(x)) falla("puestos_anteriores", "valor desconocido; se admite: alcalde, servicio_extension_agricola", String(x));
  }
  const ret_prom = numero("retribucion_promedio", s.retribucion_promedio, "debe ser una cantidad de dinero");
  const activo = booleano("en_servicio_activo", s.en_servicio_activo);
  const cuerpo = opcion(s, "cuerpo", ["ninguno", "policia", "bomberos"]);
  opcion(s, "puesto", ["otro", "alcalde", "servicio_extension_agricola"]);
  const tipo = opcion(s, "tipo_pension", ["opcional", "alto_riesgo", "merito"]);
  if (s.revision != null) noSoportado("revision", "esta implementación no lee decisiones de la revisión jurídica");
  const reingreso = s.reingreso_despues_de_1999 != null && booleano("reingreso_despues_de_1999", s.reingreso_despues_de_1999);
  const transferencia = s.opto_por_transferencia != null && booleano("opto_por_transferencia", s.opto_por_transferencia);
  let al = null;  // Ley 3-2013, § 787c(a): service and average pay at 30 June 2013 (INT-47)
  if (s.al_30_junio_2013 != null) {
    al = s.al_30_junio_2013;
    if (typeof al !== "object" || Array.isArray(al)) falla("al_30_junio_2013", "debe ser un objeto JSON");
    for (const k of Object.keys(al)) if (!["servicio_acreditable", "retribucion_promedio"].includes(k)) falla(`al_30_junio_2013.${k}`, "campo desconocido (¿está bien escrito?)");
    for (const k of ["servicio_acreditable", "retribucion_promedio"]) if (al[k] == null) falla(`al_30_junio_2013.${k}`, "falta este dato, que es obligatorio");
    const a = al.servicio_acreditable;
    const sa2 = typeof a === "object" && !Array.isArray(a)
      ? add(numero("al_30_junio_2013.servicio_acreditable.anos", a.anos ?? 0, "debe ser un número de años"), mul(numero("al_30_junio_2013.servicio_acreditable.meses", a.meses ?? 0, "debe ser un número de meses"), Q(1, 12)))
      : numero("al_30_junio_2013.servicio_acreditable", a, "debe ser un número de años");
    if (cmp(sa2, serv) > 0) falla("al_30_junio_2013.servicio_acreditable", "no puede ser mayor que el servicio acreditable al retiro");
    numero("al_30_junio_2013.retribucion_promedio", al.retribucion_promedio, "debe ser una cantidad de dinero");
  }
  if (s.coordinacion != null) noSoportado("coordinacion", "esta implementación no cubre el Artículo 10");
  if (s.traslado != null) noSoportado("traslado", "esta implementación no cubre 18.4 (paso a otro puesto)");
  if (s.tabla_actuarial != null) noSoportado("tabla_actuarial", "esta implementación no aplica tablas actuariales (18.6(d))");
  if (s.porcentaje_merito != null) noSoportado("porcentaje_merito", "esta implementación no cubre el por ciento de mérito");
  return { nac, ing, ret, serv, ret_prom, activo, cuerpo, tipo, excede, t, en, reingreso, transferencia, al };
}

// ---------------------------------------------------------------- Article 18
// Age in completed years; born on 29 February: the birthday is 28 February in common years (INT-05).
function edad(nac, ret, marzo = false) {
  const bm = nac.m === 2 && nac.d === 29 && !esBisiesto(ret.y) ? (marzo ? [3, 1] : [2, 28]) : [nac.m, nac.d];
  return ret.y - nac.y - (ret.m < bm[0] || (ret.m === bm[0] && ret.d < bm[1]) ? 1 : 0);
}
const NUEVO_DESDE = "1990-04-01";  // "después del 1 de abril de 1990", the day itself excluded (INT-01)

function evaluar(s, congelada = false) {  // congelada: § 787c(a), the frozen figures after 2013
  const h = leer(s), e = edad(h.nac, h.ret), nuevo = h.ing.iso > NUEVO_DESDE;
  const miembro = h.cuerpo !== "ninguno", serv = h.serv, R = h.ret_prom;
  // dependencias.lecturas: a reading is reported only where it can change the result (all defaults here).
  const usadas = new Set();
  const usa = (...ids) => ids.forEach((i) => usadas.add(i));
  if (h.ing.iso === NUEVO_DESDE) usa("INT-01");  // «después del 1 de abril de 1990»: only the day itself
  if (e !== edad(h.nac, h.ret, true)) usa("INT-05");  // born on 29 February: only if the two readings differ
  const fuera = PERIODO.filter((x) => x.fuera(h) && !(congelada && x.id === "VIG-03"));
  let sinDerecho = "";
  if (fuera.length === 1 && fuera[0].id === "VIG-03" && h.al) {
    // Ley 3-2013, § 787c(a) (INT-47, default "derechos_adquiridos"): vested on 30 June 2013? Then the pension with
    // that day's service and average pay, measured at the real retirement date (INT-48, default "edad_al_retiro":
    // the reduction of 18.5, its exceptions and the formula of 18.6 with the real age).
    const dia = { ...s, fecha_retiro: "2013-06-30", servicio_acreditable: h.al.servicio_acreditable, retribucion_promedio: h.al.retribucion_promedio };
    delete dia.al_30_junio_2013;
    if (evaluar(dia).elegibilidad.elegible) {
      const r = evaluar({ ...dia, fecha_retiro: s.fecha_retiro }, true);
      r.dependencias.lecturas = Object.fromEntries(Object.entries({ ...r.dependencias.lecturas, "INT-47": "derechos_adquiridos", "INT-48": "edad_al_retiro" }).sort());
      r.dependencias.reglas_externas.unshift({ id: "EXT-06", nombre: EXT["EXT-06"], estado: "por verificar" });
      r.avisos.unshift("Pensión calculada con el servicio y la retribución promedio del 30 de junio de 2013 y la edad del retiro (Ley 3-2013, § 787c(a); EXT-06, por verificar; INT-48); sin la anualidad de § 787j.");
      return r;
    }
    usa("INT-47");
    sinDerecho = "; el 30 de junio de 2013 no tenía derecho a retirarse (§ 787c(a))";
  }
  if (fuera.length) {  // outside the period: the age and the regime; no route, no amount (INT-31)
    usa("INT-31");
    return {
      version_protocolo: V, edad_al_retiro: e, nuevo_participante: nuevo,
      elegibilidad: { elegible: null, clausulas: [], verificaciones: [], otras_pensiones: [] },  // «no determinado»
      reduccion_actuarial: { aplica: null, excepciones: [] },
      pension: { tipo_pension: h.tipo, estado: "fuera_de_vigencia", formula: null, anual_antes_de_reduccion: null, mensual_antes_de_reduccion: null,
        factor_reduccion: null, tabla_actuarial: null, anual: null, mensual: null },
      coordinacion: null,
      dependencias: { lecturas: Object.fromEntries([...usadas].sort().map((k) => [k, LECTURAS[k][0]])), lecturas_no_por_defecto: [], reglas_externas: [] },
      avisos: fuera.map((x) => `Fuera de vigencia (${x.ley}): ${x.motivo(h)}${x.id === "VIG-03" ? sinDerecho : ""}. No se calcula la pensión.`),
      explicacion: [{ clausula: fuera[0].id, regla: "Período que gobiernan los textos", valores: {}, resultado: fuera[0].motivo(h) }],
    };
  }
  if (h.ret.iso < NUEVO_DESDE) usa("INT-32");  // before the date the texts name: computed, with a warning
  if (h.excede) usa("INT-34");
  // INT-06: service compared exactly, with its months; the reading matters only short of 10, 25 or 30 by less than half a year
  if ([10, 25, 30].some((n) => serv.d !== 1n && cmp(serv, Q(n)) < 0 && cmp(serv, Q(2 * n - 1, 2)) >= 0)) usa("INT-06");
  const tieneServ = (n) => cmp(serv, Q(n)) >= 0;
  const verif = [];
  // One verification per clause or sentence: all requirements are listed, the unmet ones in the motive. The readings
  // a route consults (`lecturas`) are reported only if its other (fixed) requirements hold.
  const verificar = (clausula, oracion, requisitos, siCumple, lecturas = []) => {
    const faltan = requisitos.filter(([ok]) => !ok).map(([, m]) => m);
    if (requisitos.every(([ok, , fija = true]) => ok || !fija)) usa(...lecturas);
    verif.push({ clausula, oracion, cumple: faltan.length === 0, motivo: faltan.length ? faltan.join("; ") : siCumple });
    return faltan.length === 0;
  };
  // INT-37: the years served in the corps decide only if they and the credited service fall on different sides
  const enElCuerpo = (n) => (h.en !== null && cmp(h.en, Q(n)) < 0 && tieneServ(n) ? ["INT-37"] : []);
  const noActivo = [h.activo, "no está en servicio activo", false];  // a reading (INT-09) when not active
  const inactivo = h.activo ? [] : ["INT-09"];
  const edadMin = (n) => [e >= n, `tiene ${e} años; se exigen ${n}`];
  const servMin = (n) => [tieneServ(n), `tiene ${anosTexto(serv)} de servicios; se exigen ${n}`];
  const noMiembro = [miembro, "no es miembro del Cuerpo de la Policía ni del Cuerpo de Bomberos"];
  const noNuevo = [nuevo, "no ingresó por primera vez al Sistema después del 1 de abril de 1990"];
  const c181 = verificar("18.1", null, [noActivo, edadMin(55), servMin(25)], "55 años o más y 25 años o más de servicios, en servicio activo", inactivo);
  const c182a = verificar("18.2", 1, [[!nuevo, "es nuevo participante: la segunda oración de 18.2 sustituye a la primera (INT-02)", false], noActivo, edadMin(58), servMin(10)],
    "58 años o más y 10 años o más de servicios, en servicio activo", [...(nuevo ? ["INT-02"] : []), ...inactivo]);
  const c182b = verificar("18.2", 2, [noNuevo, noActivo, edadMin(65), servMin(10)], "nuevo participante de 65 años o más con 10 años o más de servicios, en servicio activo", inactivo);
  const c183a = verificar("18.3", 1, [noMiembro, [h.activo, "no está en servicio activo (INT-10)", false], edadMin(50), servMin(25)],
    "miembro de la Policía o Bomberos con 50 años o más y 25 años o más de servicios", [...(nuevo ? ["INT-35"] : []), ...(h.activo ? [] : ["INT-09", "INT-10"]), ...enElCuerpo(25)]);
  const c183b = verificar("18.3", 2, [noMiembro, noNuevo, noActivo, servMin(30)],
    "nuevo participante de la Policía o Bomberos, en servicio activo, con 30 años o más de servicios", [...inactivo, ...(e < 50 ? ["INT-11"] : []), ...enElCuerpo(30)]);
  // The eligibility is that of the requested pension: the high-risk annuity by 18.3 (second sentence); the optional
  // pension by 18.1, 18.2 or 18.3 (first sentence); the other one that proceeds is named in otras_pensiones.
  const opcional = c181 || c182a || c182b || c183a;
  const clausulas = [], otras = [];
  if (h.tipo === "alto_riesgo") { if (c183b) clausulas.push("18.3"); else if (opcional) otras.push("opcional"); }
  else if (h.tipo !== "merito") {
    if (c181) clausulas.push("18.1");
    if (c182a || c182b) clausulas.push("18.2");
    if (c183a) clausulas.push("18.3");
    if (!opcional && c183b) otras.push("alto_riesgo");
  }

  const avisos = [], externas = [], explicacion = [];
  const explica = (clausula, regla, valores, resultado) => explicacion.push({ clausula, regla, valores, resultado });
  explica("18.1", "La edad se cumple el día del cumpleaños («a partir de la fecha en que cumplan la edad»)",
    { fecha_nacimiento: h.nac.iso, fecha_retiro: h.ret.iso }, `${e} años cumplidos al retiro`);
  const p = { tipo_pension: h.tipo, estado: "no_elegible", formula: null, anual_antes_de_reduccion: null, mensual_antes_de_reduccion: null,
    factor_reduccion: null, tabla_actuarial: null, anual: null, mensual: null };
  let aplica = null, excepciones = [];
  // 18.5 exceptions that hold for this member, in the order of the clause: (a), (b), (c), (d), (e).
  const exentas = (...extra) => {
    if (miembro && nuevo) usa("INT-36");  // 18.5(a) for new participants too (default "todos")
    if (nuevo && e >= 58) usa("INT-03");  // 18.5(b): the former regime only (default)
    if (nuevo && e >= 66) usa("INT-16");  // 18.5(e) «a la edad de 65»: 65 or more (default)
    return [miembro && "18.5.a", !nuevo && e >= 58 && "18.5.b", ...extra, nuevo && e >= 65 && "18.5.e"].filter(Boolean).sort();
  };
  const cuantia = (formula, anual, reducida) => {
    usa("INT-07", "INT-08");  // an amount is reported: the rounding and the annual pay
    Object.assign(p, { formula, estado: reducida ? "requiere_factor_de_la_junta" : "calculada",
      anual_antes_de_reduccion: cents(anual), mensual_antes_de_reduccion: cents(mul(anual, Q(1, 12))) });
    if (!reducida) Object.assign(p, { anual: p.anual_antes_de_reduccion, mensual: p.mensual_antes_de_reduccion });
    else avisos.push("La pensión está sujeta a reducción actuarial y se requiere el factor de la tabla actuarial de la Junta (18.6(d)); la cuantía informada es la anterior a la reducción.");
    explica(formula, "Cuantía anual exacta, redondeada al centavo una sola vez (INT-07); la mensual es la doceava parte",
      { retribucion_promedio: fmt(R), servicio_acreditable: fmt(serv) }, `${cents(anual)} anuales`);
  };
  // 1½ % of the average pay per year for the first 20 years, 2 % per year in excess of 20 (18.6(a), EXT-01).
  const tramos = () => add(mul(Q(3, 200), mul(R, min(serv, Q(20)))), mul(Q(1, 50), mul(R, max(sub(serv, Q(20)), Q(0)))));
  const ext = (id) => externas.push({ id, nombre: EXT[id], estado: "por verificar" });

  if (h.tipo === "alto_riesgo") {  // 18.3, second sentence; amount by EXT-02; not reduced: 18.5(a) and (d)
    if (c183b) { aplica = false; excepciones = exentas("18.5.d"); ext("EXT-02"); cuantia("EXT-02", mul(e >= 55 ? Q(3, 4) : Q(13, 20), R), false); }
  } else if (h.tipo === "merito") {  // merit pension: EXT-03 (75 % from 55 with 30 years); not reduced: 18.5(c)
    if (e < 55) noSoportado("tipo_pension", "esta implementación no cubre la pensión por mérito antes de los 55 años");
    ext("EXT-03");
    // INT-46: the register's default ("no_exigido") does not ask the merit pension for active service
    if (tieneServ(30) && !h.activo) usa("INT-46");
    if (tieneServ(30)) { clausulas.push("EXT-03"); aplica = false; excepciones = exentas("18.5.c"); cuantia("EXT-03", mul(Q(3, 4), R), false); }
    // INT-29: the register's default ("sin_merito_para_nuevos") denies it to a new participant; not implemented here
    if (nuevo) noSoportado("lecturas.INT-29", "esta implementación no cubre la pensión por mérito de los nuevos participantes");
    if (nuevo && tieneServ(30)) avisos.push("Pensión por mérito de un nuevo participante: punto abierto (INT-29). Se calcula según EXT-03, pero la "
      + "Ley 1-1990 pudo eliminar estas pensiones para quienes ingresaron después del 1 de abril de 1990 (sin verificar).");
  } else if (opcional) {
    // (a) Police and Firefighters; (b) 58 or more, former regime only (INT-03); (e) new participants at 65 or more (INT-16)
    excepciones = exentas();
    aplica = excepciones.length === 0;
    explica("18.5", "Las pensiones opcionales están sujetas a reducción actuarial, salvo las excepciones (a) a (e)",
      { edad_al_retiro: String(e), nuevo_participante: String(nuevo), cuerpo: h.cuerpo }, aplica ? "sujeta a reducción actuarial" : `no se reduce: ${excepciones.join(", ")}`);
    // EXT-01: the 18.3 pension of Police and Firefighters (new participants too: INT-19) and 18.5(b)
    if (c183a) { if (nuevo) usa("INT-19"); ext("EXT-01"); cuantia("EXT-01", tramos(), false); }
    else if (nuevo) {
      if (e >= 55 && e < 58 && tieneServ(25) && !tieneServ(30)) usa("INT-13");  // 18.6(a) for new participants? (no)
      if (e >= 65) usa("INT-15");  // «la pensión» of 18.6(b) at 65 (default: 18.6(b))
      const temprano = e >= 55 && e < 65 && tieneServ(25);  // 18.6(c): early retirement at 55 with 25
      cuantia(temprano ? "18.6.c" : "18.6.b", mul(Q(3, 200), mul(R, serv)), aplica);
    } else if (e >= 58) { ext("EXT-01"); cuantia("EXT-01", tramos(), false); }
    else if (!tieneServ(30)) cuantia("18.6.a", tramos(), true);
    else { usa("INT-14"); p.estado = "sin_formula_en_el_texto"; avisos.push("El texto transcrito no da fórmula para este caso: no se informa cuantía."); }
  } else if (c183b && h.tipo !== "alto_riesgo") {
    avisos.push("Solo puede optar por la anualidad de alto riesgo (18.3, segunda oración): la solicitud pide la pensión opcional; pida tipo_pension «alto_riesgo».");
  }
  if (h.excede) avisos.push(`El servicio acreditable es mayor que el tiempo transcurrido desde el primer ingreso al Sistema (${h.t.y} años, ${h.t.m} meses y ${h.t.d} días): se admite como servicio acreditado —militar, traspasado de otro sistema o comprado— según la lectura «admitido» de INT-34; compruebe que el Sistema lo acreditó.`);
  if (externas.length) avisos.unshift(`El resultado depende de reglas externas por verificar: ${externas.map((x) => x.id).join(", ")}.`);
  return {
    version_protocolo: V, edad_al_retiro: e, nuevo_participante: nuevo,
    elegibilidad: { elegible: clausulas.length > 0, clausulas, verificaciones: verif, otras_pensiones: otras },
    reduccion_actuarial: { aplica, excepciones }, pension: p, coordinacion: null,
    dependencias: { lecturas: Object.fromEntries([...usadas].sort().map((k) => [k, LECTURAS[k][0]])),
      lecturas_no_por_defecto: [], reglas_externas: externas },
    avisos, explicacion,
  };
}

// ------------------------------------------- every pension the member is entitled to (pensiones_posibles)
// Each type of Article 18 is evaluated as if it were requested; the deferred annuity (EXT-05: separated before 58
// with 10 years, former regime) only if no route of 18.1-18.3 is open. The most favourable: the largest annual
// amount among those paid from retirement, if every one of them has an amount (or an upper bound: before reduction).
function conPosibles(s, r) {
  if (r.pension.estado === "fuera_de_vigencia") return { ...r, pensiones_posibles: null };
  const pedida = s.tipo_pension ?? "opcional";
  const pensiones = [];
  for (const tipo of ["opcional", "alto_riesgo"]) {
    const x = tipo === pedida ? r : evaluar({ ...s, tipo_pension: tipo });  // an unsupported part throws: not supported
    if (!x.elegibilidad.elegible) continue;
    pensiones.push({ tipo_pension: tipo, pedida: tipo === pedida, clausulas: x.elegibilidad.clausulas, estado: x.pension.estado,
      formula: x.pension.formula, anual_antes_de_reduccion: x.pension.anual_antes_de_reduccion, anual: x.pension.anual,
      mensual: x.pension.mensual, pagadera_desde: null, condicion: null });
  }
  const h = leer(s), e = edad(h.nac, h.ret), nuevo = h.ing.iso > NUEVO_DESDE;
  // the merit pension (EXT-03: 30 years; 75 % from 55; before 55 its percentage is a fact): not for new participants
  // (INT-29, «sin_merito_para_nuevos»), with or without active service (INT-46, «no_exigido»); never reduced (18.5(c))
  if (!nuevo && cmp(h.serv, Q(30)) >= 0) {
    const a = e >= 55 ? cents(mul(Q(3, 4), h.ret_prom)) : null;
    pensiones.push({ tipo_pension: "merito", pedida: pedida === "merito", clausulas: ["EXT-03"],
      estado: a ? "calculada" : "requiere_porcentaje_merito", formula: "EXT-03", anual_antes_de_reduccion: a, anual: a,
      mensual: a ? cents(mul(Q(1, 16), h.ret_prom)) : null, pagadera_desde: null, condicion: null });
  }
  if (!pensiones.some((p) => p.tipo_pension !== "merito") && !nuevo && cmp(h.serv, Q(10)) >= 0 && (!h.activo || e < 58)) {
    const R = h.ret_prom, serv = h.serv;
    const anual = add(mul(Q(3, 200), mul(R, min(serv, Q(20)))), mul(Q(1, 50), mul(R, max(sub(serv, Q(20)), Q(0)))));
    const y58 = h.nac.y + 58, feb29 = h.nac.m === 2 && h.nac.d === 29 && !esBisiesto(y58);
    const cumple58 = `${y58}-${String(h.nac.m).padStart(2, "0")}-${feb29 ? "28" : String(h.nac.d).padStart(2, "0")}`;
    pensiones.push({ tipo_pension: "anualidad_diferida", pedida: false, clausulas: ["EXT-05"], estado: "calculada", formula: "EXT-01",
      anual_antes_de_reduccion: cents(anual), anual: cents(anual), mensual: cents(mul(anual, Q(1, 12))),
      pagadera_desde: cumple58 > h.ret.iso ? cumple58 : h.ret.iso, condicion: e >= 58 ? "se separó del servicio antes de cumplir 58 años" : null });
  }
  const inmediatas = pensiones.filter((p) => p.pagadera_desde == null || p.pagadera_desde <= h.ret.iso);
  const comparar = inmediatas.length ? inmediatas : pensiones;
  const tope = (p) => p.anual ?? (p.estado === "requiere_factor_de_la_junta" ? p.anual_antes_de_reduccion : null);
  let mejor = null;
  if (comparar.length && comparar.every((p) => tope(p) != null) && comparar.some((p) => p.anual != null)) {
    const n = (x) => Number(x);  // two decimals: exact enough to compare amounts in cents
    const mayor = Math.max(...comparar.filter((p) => p.anual != null).map((p) => n(p.anual)));
    if (!comparar.some((p) => p.anual == null && n(tope(p)) > mayor)) {
      const empatadas = comparar.filter((p) => p.anual != null && n(p.anual) === mayor);
      mejor = (empatadas.find((p) => p.pedida) ?? empatadas[0]).tipo_pension;
    }
  }
  const avisos = [...r.avisos];
  if (mejor != null && mejor !== pedida) avisos.push(`La pensión pedida (${pedida}) no es la más favorable, o no procede: la más favorable es ${mejor}.`);
  else if (mejor == null && pensiones.some((p) => !p.pedida)) avisos.push("Procede otra pensión además de la pedida; no puede decirse cuál es la más favorable.");
  return { ...r, avisos, pensiones_posibles: { pensiones, mas_favorable: mejor } };
}

// ---------------------------------------------------------------- stdio transport
export function responder(linea) {
  let s;
  try { s = JSON.parse(linea); } catch { return { version_protocolo: V, error: { campo: "solicitud", mensaje: "no es JSON válido" } }; }
  if (s && typeof s === "object" && "protocolo" in s) return { protocolo: "retiro", version_protocolo: V, implementacion: "otra_implementacion (JavaScript)", version: "0.2", partes_no_soportadas: NO_SOPORTADAS };
  // protocol 1.1: a valid id_solicitud (a text that is not blank) comes back in the answer, right after the version
  const id = s && typeof s === "object" && typeof s.id_solicitud === "string" && /[^ \t]/.test(s.id_solicitud) && s.id_solicitud.length <= 1000 ? s.id_solicitud : undefined;
  const conId = (r) => (id === undefined ? r : { version_protocolo: r.version_protocolo, id_solicitud: id, ...r });
  try { return conId(conPosibles(s, evaluar(s))); } catch (x) {
    if (!(x instanceof ErrorEntrada)) throw x;
    const error = { campo: x.campo, mensaje: x.mensaje };
    if (x.valor !== undefined && ["string", "number", "boolean"].includes(typeof x.valor)) error.valor_recibido = x.valor;
    if (x.noSoportado) error.no_soportado = true;
    return conId({ version_protocolo: V, error });
  }
}
if (import.meta.url === pathToFileURL(process.argv[1]).href) {  // run as a program (not imported by vectores.mjs)
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on("line", (l) => { if (l.trim()) process.stdout.write(JSON.stringify(responder(l)) + "\n"); });
  rl.on("close", () => process.exit(0));
}
