// \0rolldown/runtime.js
var e = Object.create, t = Object.defineProperty, n = Object.getOwnPropertyDescriptor, r = Object.getOwnPropertyNames, i = Object.getPrototypeOf, a = Object.prototype.hasOwnProperty, o = (e, t) => () => (t || (e((t = { exports: {} }).exports, t, t.exports), e = null), t.exports), s = (e, n) => {
	let r = {};
	for (var i in e) t(r, i, {
		get: e[i],
		enumerable: !0
	});
	return n || t(r, Symbol.toStringTag, { value: "Module" }), r;
}, c = (e, i, o, s) => {
	if (i && typeof i == "object" || typeof i == "function") for (var c = r(i), l = 0, u = c.length, d; l < u; l++) d = c[l], !a.call(e, d) && d !== o && t(e, d, {
		get: ((e) => i[e]).bind(null, d),
		enumerable: !(s = n(i, d)) || s.enumerable
	});
	return e;
}, l = (n, r, o) => (o = n == null ? {} : e(i(n)), c(r || !n || !n.__esModule || !a.call(n, "default") ? t(o, "default", {
	value: n,
	enumerable: !0
}) : o, n)), u = /* @__PURE__ */ ((e) => typeof require < "u" ? require : typeof Proxy < "u" ? new Proxy(e, { get: (e, t) => (typeof require < "u" ? require : e)[t] }) : e)(function(e) {
	if (typeof require < "u") return require.apply(this, arguments);
	throw Error("Calling `require` for \"" + e + "\" in an environment that doesn't expose the `require` function. See https://rolldown.rs/in-depth/bundling-cjs#require-external-modules for more details.");
}), d = {
	surface: "#ffffff",
	surfaceSunken: "#f5f5f5",
	zebra: "#fafafa",
	text: "#212121",
	textSecondary: "#424242",
	muted: "#616161",
	hint: "#757575",
	faint: "#9e9e9e",
	inverseText: "#ffffff",
	border: "#e0e0e0",
	borderStrong: "#bdbdbd",
	divider: "#eeeeee",
	accent: "#f57c00",
	chartGrid: "rgba(0, 0, 0, 0.1)"
}, f = {
	mark: "#1e88e5",
	selection: "#d84315",
	shade: "#000000"
}, p = [
	"#8fb8e0",
	"#f0b27a",
	"#9fd3a0",
	"#e8a0a0",
	"#c3a6d8",
	"#84cfd6",
	"#f2d680",
	"#c8ad9f",
	"#eba5c9",
	"#a9b9c3",
	"#cfd68a",
	"#a4a8e0",
	"#7fc7b0",
	"#e6bc8c",
	"#b5cf9a",
	"#d6a8a8"
], m = [
	"#f57c00",
	"#1976d2",
	"#388e3c",
	"#d32f2f",
	"#7b1fa2",
	"#0097a7",
	"#fbc02d",
	"#5d4037",
	"#c2185b",
	"#455a64",
	"#afb42b",
	"#512da8"
], h = {
	device_compute: "#388e3c",
	device_to_device: "#7b1fa2",
	device_collectives: "#0097a7",
	host_compute: "#1976d2",
	kernel_launch: "#fbc02d",
	input: "#d32f2f",
	output: "#c2185b",
	compile: "#5d4037",
	tc_idle: "#90a4ae",
	other: "#ffb74d"
}, g = {
	high_flops_compute: "#388e3c",
	low_flops_compute: "#81c784",
	infeed: "#d32f2f",
	outfeed: "#c2185b",
	all_reduce_sync: "#7b1fa2",
	all_reduce_compute: "#0097a7",
	send: "#f57c00",
	recv: "#fbc02d"
}, _ = {
	enqueue: "#d32f2f",
	preprocessing: "#1976d2",
	advanced_file_read: "#388e3c",
	demanded_file_read: "#f57c00",
	other: "#7b1fa2"
}, v = {
	idle: "#bdbdbd",
	heap: "#1976d2",
	unpadded: "#f57c00",
	peak: "#d32f2f",
	link: "#d32f2f",
	channel: "#90caf9",
	noData: "#e0e0e0"
}, y = [
	"#ffffd9",
	"#edf8b1",
	"#c7e9b4",
	"#7fcdbb",
	"#41b6c4",
	"#1d91c0",
	"#225ea8",
	"#253494",
	"#081d58"
];
function b(e) {
	let t = parseInt(e.slice(1), 16);
	return [
		t >> 16 & 255,
		t >> 8 & 255,
		t & 255
	];
}
function x(e, t) {
	return `rgba(${b(e).join(", ")}, ${t})`;
}
var S = { lightness: 82 };
function C(e) {
	return `hsl(${Math.round(120 * Math.max(0, Math.min(1, e)))}, 70%, ${S.lightness}%)`;
}
var w = {
	parameter: "#cfd8dc",
	constant: "#e0e0e0",
	tuple: "#d7ccc8",
	"get-tuple-element": "#bcaaa4",
	dot: "#f0b27a",
	convolution: "#e6bc8c",
	"loop fusion": "#9fd3a0",
	"input fusion": "#84cfd6",
	"output fusion": "#7fc7b0",
	"custom fusion": "#f2d680",
	fusion: "#cfd68a",
	"non-fusion elementwise": "#8fb8e0",
	"data formatting": "#c3a6d8",
	broadcast: "#a4a8e0",
	reduce: "#eba5c9",
	"custom-call": "#e8a0a0",
	while: "#ffab91"
}, T = {
	edge: "#757575",
	edgeNear: "#1e88e5",
	stroke: "#616161",
	centre: "#f57c00",
	selected: "#1e88e5",
	text: "#212121",
	subtext: "#424242",
	fusionFill: "#fafafa"
}, E = {
	UI: {
		surface: "#303030",
		surfaceSunken: "#3b3b3b",
		zebra: "#353535",
		text: "#ececec",
		textSecondary: "#d4d4d4",
		muted: "#b8b8b8",
		hint: "#a8a8a8",
		faint: "#8c8c8c",
		inverseText: "#1e1e1e",
		border: "#4a4a4a",
		borderStrong: "#666666",
		divider: "#424242",
		accent: "#ef6c00",
		chartGrid: "rgba(255, 255, 255, 0.14)"
	},
	TRACE: {
		mark: "#64b5f6",
		selection: "#ff8a65",
		shade: "#ffffff"
	},
	EVENTS: [
		"#316496",
		"#915118",
		"#366d37",
		"#ae3333",
		"#7c4c9f",
		"#2a696f",
		"#775f12",
		"#795949",
		"#ac2f6f",
		"#4f626d",
		"#5d6327",
		"#4e56bb",
		"#336b59",
		"#855723",
		"#506836",
		"#944c4c"
	],
	SERIES: {
		7: "#a1887f",
		9: "#90a4ae",
		11: "#9575cd"
	},
	MARKS: {
		idle: "#6e6e6e",
		heap: "#42a5f5",
		unpadded: "#ffa726",
		peak: "#ef5350",
		link: "#ef5350",
		channel: "#4f7ba8",
		noData: "#4a4a4a"
	},
	HLO_CATEGORIES: {
		parameter: "#51636c",
		constant: "#616161",
		tuple: "#725d55",
		"get-tuple-element": "#6b5048",
		dot: "#915118",
		convolution: "#855723",
		"loop fusion": "#366d37",
		"input fusion": "#2a696f",
		"output fusion": "#336b59",
		"custom fusion": "#775f12",
		fusion: "#5d6327",
		"non-fusion elementwise": "#316496",
		"data formatting": "#7c4c9f",
		broadcast: "#4e56bb",
		reduce: "#ac2f6f",
		"custom-call": "#ae3333",
		while: "#b33209"
	},
	GRAPH: {
		edge: "#a8a8a8",
		edgeNear: "#64b5f6",
		stroke: "#8c8c8c",
		centre: "#ff9800",
		selected: "#64b5f6",
		text: "#ececec",
		subtext: "#d4d4d4",
		fusionFill: "#292929"
	},
	SCALE: { lightness: 30 }
}, D = {
	UI: d,
	TRACE: f,
	EVENTS: p,
	SERIES: m,
	STEP_CATEGORIES: h,
	POD_CATEGORIES: g,
	HOST_INPUT: _,
	MARKS: v,
	HEAT_STOPS: y,
	HLO_CATEGORIES: w,
	GRAPH: T,
	SCALE: S
}, O = (e) => Array.isArray(e) ? [...e] : { ...e }, k = Object.fromEntries(Object.entries(D).map(([e, t]) => [e, O(t)])), A = /* @__PURE__ */ new Set(), ee = "light";
function j(e) {
	let t = e === "dark" ? "dark" : "light";
	if (t === ee) return !1;
	ee = t;
	for (let [e, n] of Object.entries(D)) {
		let r = k[e], i = t === "dark" ? E[e] : null;
		Array.isArray(n) ? n.splice(0, n.length, ...Array.isArray(i) ? i : r) : Object.assign(n, r), i && !Array.isArray(i) && Object.assign(n, i);
	}
	for (let e of [...A]) e(ee);
	return !0;
}
function te(e) {
	return A.add(e), () => A.delete(e);
}
function ne(e) {
	let t = e();
	return te(() => Object.assign(t, e())), t;
}
// src/lib/theme.js
var re = ["light", "dark"], M = "dark-mode", N = "(prefers-color-scheme: dark)";
function ie({ override: e = null, tensorboardDark: t = null, systemDark: n = !1 } = {}) {
	return re.includes(e) ? e : t === null ? n ? "dark" : "light" : t ? "dark" : "light";
}
function ae(e = window) {
	try {
		if (!e.parent || e.parent === e) return null;
		let t = e.parent.document;
		return t && t.body && t.querySelector("tb-webapp") ? t : null;
	} catch {
		return null;
	}
}
function oe(e = window) {
	let t = new URLSearchParams(e.location.search).get("theme");
	return re.includes(t) ? t : null;
}
function se(e, t = document) {
	t.documentElement.dataset.tbpTheme = e, j(e);
}
function ce({ win: e = window, onChange: t = () => {} } = {}) {
	let n = typeof e.matchMedia == "function" ? e.matchMedia(N) : null, r = ae(e), i = oe(e), a = () => ie({
		override: i,
		tensorboardDark: r ? r.body.classList.contains(M) : null,
		systemDark: !!(n && n.matches)
	}), o = a();
	se(o, e.document);
	let s = () => {
		let n = a();
		n !== o && (o = n, se(o, e.document), t(o));
	}, c = [];
	if (n && n.addEventListener && (n.addEventListener("change", s), c.push(() => n.removeEventListener("change", s))), r) {
		let t = new e.MutationObserver(s);
		t.observe(r.body, {
			attributes: !0,
			attributeFilter: ["class"]
		}), c.push(() => t.disconnect());
	}
	return {
		theme: () => o,
		stop: () => c.forEach((e) => e())
	};
}
// src/lib/dom.js
function P(e, t = {}, ...n) {
	let r = document.createElement(e);
	for (let [e, n] of Object.entries(t || {})) if (n != null && n !== !1) {
		if (e === "on") for (let [e, t] of Object.entries(n)) r.addEventListener(e, t);
		else e === "text" ? r.textContent = String(n) : e === "style" && typeof n == "object" ? Object.assign(r.style, n) : e === "dataset" ? Object.assign(r.dataset, n) : e in r && typeof n != "string" ? r[e] = n : r.setAttribute(e, n === !0 ? "" : String(n));
	}
	return ue(r, n), r;
}
var le = "http://www.w3.org/2000/svg";
function F(e, t = {}, ...n) {
	let r = document.createElementNS(le, e);
	for (let [e, n] of Object.entries(t || {})) n != null && n !== !1 && r.setAttribute(e, String(n));
	return ue(r, n);
}
function ue(e, t) {
	for (let n of t.flat(Infinity)) n != null && n !== !1 && e.append(n instanceof Node ? n : document.createTextNode(String(n)));
	return e;
}
function I(e) {
	return e.replaceChildren(), e;
}
// src/lib/api.js
var de = new URL(
	/* @vite-ignore */
	"../",
	import.meta.url
).href, fe = class extends Error {
	constructor(e, t) {
		super(e), this.status = t;
	}
};
function pe(e, t = {}) {
	let n = new URL(e, de);
	for (let [e, r] of Object.entries(t)) r != null && r !== "" && n.searchParams.set(e, r);
	return n.href;
}
async function me(e) {
	let t = `${e.status} ${e.statusText}`;
	try {
		let n = await e.json();
		n && typeof n.error == "string" && (t = n.error);
	} catch {}
	return new fe(t, e.status);
}
function he(e, t) {
	return new fe(`the reply broke off${e === null ? " part way" : ` after ${e} bytes`}${t && t.message ? ` (${t.message})` : ""}: the server failed part way (see its log)`, 0);
}
async function ge(e, t) {
	let n = 0, r = e.body.getReader();
	for (;;) {
		let e;
		try {
			e = await r.read();
		} catch (e) {
			throw e.name === "AbortError" ? e : he(n, e);
		}
		if (e.done) return n;
		n += e.value.length, t(e.value, n);
	}
}
function _e(e, t, n) {
	if (t.length >= n) return t.slice(t.length - n);
	let r = new Uint8Array(e.length + t.length);
	return r.set(e), r.set(t, e.length), r.slice(Math.max(0, r.length - n));
}
async function ve(e, t, n) {
	for (let r = 1;; r += 1) {
		let i;
		try {
			i = await fetch(pe(e, t), n);
		} catch (e) {
			throw e.name === "AbortError" ? e : new fe(`cannot reach the server (${e.message})`, 0);
		}
		if (i.ok) return i;
		if (i.status !== 409 || r === 2) throw await me(i);
	}
}
async function ye(e, t = {}, { onProgress: n, signal: r } = {}) {
	let i = await ve(e, t, {
		signal: r,
		headers: { Accept: "application/json" }
	});
	if (!n || !i.body) try {
		return await i.json();
	} catch (e) {
		throw e.name === "AbortError" ? e : e.name === "SyntaxError" ? new fe(`the reply is not valid JSON (${e.message})`, i.status) : he(null, e);
	}
	let a = [], o = await ge(i, (e, t) => {
		a.push(e), n(t);
	}), s = new Uint8Array(o), c = 0;
	for (let e of a) s.set(e, c), c += e.length;
	try {
		return JSON.parse(new TextDecoder().decode(s));
	} catch (e) {
		throw new fe(`the reply is not valid JSON (${e.message})`, i.status);
	}
}
async function be(e, t = {}, { signal: n } = {}) {
	let r = await ve(e, t, {
		signal: n,
		headers: { Accept: "application/octet-stream, application/json" }
	});
	try {
		return await r.arrayBuffer();
	} catch (e) {
		throw e.name === "AbortError" ? e : he(null, e);
	}
}
var xe = 32 << 20;
async function L(e, t = {}, { onProgress: n, signal: r, type: i = "", complete: a } = {}) {
	let o = await ve(e, t, { signal: r });
	if (!o.body) throw new fe("the reply has no body", o.status);
	let s = [], c = [], l = 0, u = /* @__PURE__ */ new Uint8Array(), d = await ge(o, (e, t) => {
		c.push(e), l += e.length, l >= xe && (s.push(new Blob(c)), c = [], l = 0), u = _e(u, e, 64), n && n(t);
	});
	if (a && !a(new TextDecoder().decode(u))) throw new fe(`the reply ended after ${d} bytes without the end of the file: the server failed part way (see its log)`, 0);
	return s.push(new Blob(c)), new Blob(s, { type: i || o.headers.get("Content-Type") || "" });
}
var Se = [
	"service_addr",
	"is_tpu_name",
	"duration",
	"num_retry",
	"worker_list",
	"host_tracer_level",
	"device_tracer_level",
	"python_tracer_level",
	"delay"
];
function Ce(e) {
	let t = new URL("capture_profile", de);
	for (let n of Se) t.searchParams.set(n, e[n] ?? "");
	return t.href;
}
async function we(e, { signal: t } = {}) {
	let n;
	try {
		n = await fetch(Ce(e), {
			signal: t,
			headers: { Accept: "application/json" }
		});
	} catch (e) {
		if (e.name === "AbortError") throw e;
		return {
			ok: !1,
			status: 0,
			body: { error: `Cannot reach the server (${e.message}).` }
		};
	}
	let r = null;
	try {
		r = await n.json();
	} catch (e) {
		if (e.name === "AbortError") throw e;
	}
	return (!r || typeof r != "object" || Array.isArray(r)) && (r = {}), !n.ok && typeof r.error != "string" && (r.error = `${n.status} ${n.statusText}`.trim()), {
		ok: n.ok,
		status: n.status,
		body: r
	};
}
var Te = {
	runs: () => ye("runs"),
	runTools: (e, t) => ye("run_tools", {
		run: e,
		details: 1,
		progress: t
	}),
	hosts: (e, t, n) => ye("hosts", {
		run: e,
		tag: t,
		progress: n
	}),
	modules: (e, t) => ye("module_list", {
		run: e,
		host: t
	}),
	data: (e, t) => ye("data", e, t),
	dataBytes: (e, t) => be("data", e, t),
	progress: (e) => ye("progress", { id: e }),
	dataUrl: (e) => pe("data", e),
	dataBlob: (e, t) => L("data", e, t),
	csvUrl: (e) => pe("data_csv", e),
	capture: (e, t) => we(e, t)
}, Ee = "p.profile.", De = [
	"run",
	"tool",
	"host",
	"module",
	"base_run",
	"base_host"
];
function Oe() {
	try {
		if (window.parent !== window && window.parent.location.href) return window.parent;
	} catch {}
	return null;
}
function ke() {
	let e = Oe(), t = {};
	if (e) for (let [n, r] of new URL(e.location.href).searchParams) n.startsWith(Ee) && (t[n.slice(10)] = r);
	else for (let [e, n] of new URLSearchParams(window.location.hash.replace(/^#/, ""))) t[e] = n;
	return t;
}
function Ae(e) {
	let t = Object.entries(e).filter(([, e]) => e != null && e !== ""), n = Oe();
	if (n) {
		let e = new URL(n.location.href);
		for (let t of [...e.searchParams.keys()]) t.startsWith(Ee) && e.searchParams.delete(t);
		for (let [n, r] of t) e.searchParams.set(Ee + n, r);
		e.href !== n.location.href && n.history.replaceState(n.history.state, "", e.href);
	} else {
		let e = new URLSearchParams(t).toString(), n = new URL(window.location.href);
		n.hash = e, n.href !== window.location.href && window.history.replaceState(null, "", n.href);
	}
}
// src/lib/format.js
function R(e, t = 2) {
	return e == null || Number.isNaN(e) ? "" : typeof e == "number" ? Number.isInteger(e) ? e.toLocaleString("en-US") : e.toLocaleString("en-US", {
		maximumFractionDigits: t,
		minimumFractionDigits: 0
	}) : String(e);
}
function z(e, t = 1) {
	return e == null || Number.isNaN(e) ? "" : `${e.toFixed(t)}%`;
}
function B(e) {
	if (e == null || Number.isNaN(e)) return "";
	let t = Math.abs(e);
	return t >= 1e6 ? `${(e / 1e6).toFixed(3)} s` : t >= 1e3 ? `${(e / 1e3).toFixed(3)} ms` : t >= 1 ? `${e.toFixed(3)} µs` : `${(e * 1e3).toFixed(0)} ns`;
}
function je(e, t = 2) {
	return Ne(e, t, "µs");
}
function Me(e, t = 3) {
	return Ne(e, t, "ms");
}
function Ne(e, t, n) {
	return e == null || Number.isNaN(e) ? "" : `${R(e, t)} ${n}`;
}
function Pe(e) {
	return e >= 1e4 ? `${Math.round(e / 1e3)} s` : e >= 1e3 ? `${(e / 1e3).toFixed(1)} s` : `${e} ms`;
}
function Fe(e, t = 2) {
	if (e == null || Number.isNaN(e)) return "";
	let n = [
		"B",
		"KiB",
		"MiB",
		"GiB",
		"TiB"
	], r = e, i = 0;
	for (; Math.abs(r) >= 1024 && i < n.length - 1;) r /= 1024, i += 1;
	return `${i ? r.toFixed(t) : r} ${n[i]}`;
}
function Ie(...e) {
	return e.filter(Boolean).join("_").replace(/[^\w.-]+/g, "_");
}
var Le = /* @__PURE__ */ new Set(["/", ":"]), Re = /* @__PURE__ */ new Set([
	"/",
	":",
	" ",
	"<",
	"(",
	",",
	"_",
	"-",
	".",
	"[",
	"{",
	"=",
	">",
	")",
	"]",
	"}",
	"*",
	"&"
]), ze = /[a-z]/, Be = /[A-Z]/;
function Ve(e, t) {
	if (t <= 0 || t >= e.length) return 0;
	let n = e[t - 1], r = e[t];
	return Re.has(r) ? 0 : Re.has(n) ? Le.has(n) ? 2 : 1 : Be.test(r) && (ze.test(n) || Be.test(n) && ze.test(e[t + 1] || "")) ? 1 : 0;
}
function He(e, t) {
	return t <= 0 || t >= e.length || Re.has(e[t - 1]) ? 0 : Re.has(e[t]) ? Le.has(e[t]) ? 2 : 1 : Ve(e, t);
}
function Ue(e, t, n, r, i = Ve) {
	for (let a of [2, 1]) for (let o = 0; o <= n - t; o += 1) {
		let s = r ? n - o : t + o;
		if (i(e, s) === a) return s;
	}
	return -1;
}
function We(e, t = 40) {
	let n = String(e ?? "").trim();
	if (n.length <= t) return n;
	let r = Math.max(1, t - 1);
	if (r < 4) return `${n.slice(0, r)}…`;
	let i = n.length, a = Math.ceil(r * .6), o = Ue(n, i - a, i - Math.ceil(a * .6), !1);
	o < 0 && (o = i - a);
	for (let e = 0; e < 2 && Le.has(n[o - 1]) && i - o < a; e += 1) --o;
	let s = r - (i - o), c = Ue(n, Math.ceil(s / 3), s, !0, He);
	c < 0 && (c = s);
	let l = Ue(n, i - (r - c), o - 1, !1);
	if (l > 0) {
		o = l;
		for (let e = 0; e < 2 && Le.has(n[o - 1]) && i - o < r - c; e += 1) --o;
	}
	return `${n.slice(0, c)}…${n.slice(o)}`;
}
// src/components/progress.js
function Ge(e = "Loading…") {
	let t = P("div", { class: "tbp-progress-label" }, e), n = P("div", { class: "tbp-progress-bar" }), r = P("div", {
		class: "tbp-progress-track",
		role: "progressbar",
		"aria-valuemin": "0",
		"aria-valuemax": "100",
		"aria-label": e
	}, n), i = P("div", { class: "tbp-progress" }, t, r);
	function a(e, a) {
		if (a != null && (t.textContent = String(a), r.setAttribute("aria-label", String(a))), e == null || Number.isNaN(Number(e))) {
			i.classList.add("tbp-progress-indeterminate"), r.removeAttribute("aria-valuenow"), r.removeAttribute("aria-valuetext"), n.style.width = "";
			return;
		}
		let o = Math.round(Math.min(1, Math.max(0, Number(e))) * 100);
		i.classList.remove("tbp-progress-indeterminate"), r.setAttribute("aria-valuenow", String(o)), r.setAttribute("aria-valuetext", `${o}%`), n.style.width = `${o}%`;
	}
	function o() {
		a(1), i.classList.add("tbp-progress-done"), i.remove();
	}
	return a(null), {
		element: i,
		set: a,
		done: o
	};
}
var Ke = {
	reading: "Reading",
	decoding: "Decoding",
	indexing: "Indexing",
	converting: "Converting"
};
function qe(e) {
	if (!e || !e.stage) return {
		text: "Waiting for the server",
		fraction: null
	};
	let t = Ke[e.stage] || e.stage, n = Number(e.total) || 0, r = Number(e.done) || 0, i = "";
	n > 0 && e.unit === "bytes" ? i = `${Fe(r, 1)} of ${Fe(n, 1)}` : n > 0 && e.unit === "planes" ? i = `plane ${r + 1} of ${n}` : n > 0 && (i = `${r ? `${r.toLocaleString("en-US")} of ` : ""}${n.toLocaleString("en-US")} ${e.unit || ""}`.trim());
	let a = [e.detail, i].filter(Boolean).join(": "), o = Number(e.elapsed_s), s = Number.isFinite(o) ? ` · ${o.toFixed(1)} s` : "", c = n > 0 && (e.unit === "bytes" || e.unit === "planes") ? Math.min(1, r / n) : null;
	return {
		text: `${t}${a ? ` ${a}` : ""}${s}`,
		fraction: c
	};
}
function Je() {
	let e = globalThis.crypto;
	return e && typeof e.randomUUID == "function" ? e.randomUUID() : `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
function Ye({ poll: e, show: t, delayMs: n = 1e3, everyMs: r = 500 }) {
	let i = !1, a = null, o = async () => {
		if (!i) {
			try {
				let n = await e();
				!i && n && !n.finished && t(qe(n));
			} catch {}
			i || (a = setTimeout(o, r));
		}
	};
	return a = setTimeout(o, n), () => {
		i = !0, clearTimeout(a);
	};
}
// src/components/message.js
function Xe(e, { retry: t, title: n = "Error" } = {}) {
	let r = e instanceof Error ? e.message : String(e ?? "");
	return { element: P("div", {
		class: "tbp-message tbp-message-error",
		role: "alert"
	}, P("div", { class: "tbp-message-title" }, n), P("div", { class: "tbp-message-text" }, r), t ? P("button", {
		type: "button",
		class: "tbp-button tbp-message-retry",
		on: { click: () => t() }
	}, "Retry") : null) };
}
function Ze(e, ...t) {
	return { element: P("div", {
		class: "tbp-message tbp-message-empty",
		role: "status"
	}, P("div", { class: "tbp-message-title" }, e), t.length ? P("div", { class: "tbp-message-text" }, t) : null) };
}
// src/app/capture.js
var Qe = [
	[1, "critical"],
	[2, "info"],
	[3, "verbose"]
], $e = [[0, "off"], [1, "on"]], et = [[0, "off"], [1, "on"]], tt = {
	duration: 2e3,
	delay: 0,
	num_retry: 3,
	host_tracer_level: 2,
	device_tracer_level: 1,
	python_tracer_level: 0
}, nt = /^\d+$/;
function rt(e) {
	let t = {}, n = !!e.tpu, r = String(e.service_addr ?? "").split(",").map((e) => e.trim());
	r.join("") ? r.some((e) => !e) ? t.service_addr = `Entry ${r.findIndex((e) => !e) + 1} of the list is empty: remove the extra comma.` : n && r.length > 1 && (t.service_addr = "Enter one TPU name; list its workers below.") : t.service_addr = n ? "Enter the name of the TPU to profile." : "Enter the address of a profiler server, e.g. localhost:6000 (several: separate with commas).";
	let i = (n, r, i) => {
		let a = String(e[n] ?? "").trim();
		return (!nt.test(a) || Number(a) < r) && (t[n] = `${i} must be a whole number${r ? ` of at least ${r}` : ""}.`), a;
	}, a = i("duration", 1, "The duration (ms)"), o = i("delay", 0, "The delay (ms)"), s = i("num_retry", 0, "The number of retries");
	return {
		params: {
			service_addr: r.join(","),
			is_tpu_name: n ? "true" : "false",
			duration: a.replace(/^0+(?=\d)/, ""),
			num_retry: s.replace(/^0+(?=\d)/, ""),
			worker_list: n ? String(e.worker_list ?? "").split(",").map((e) => e.trim()).filter(Boolean).join(",") : "",
			host_tracer_level: String(e.host_tracer_level ?? tt.host_tracer_level),
			device_tracer_level: String(e.device_tracer_level ?? tt.device_tracer_level),
			python_tracer_level: String(e.python_tracer_level ?? tt.python_tracer_level),
			delay: o.replace(/^0+(?=\d)/, "")
		},
		errors: t
	};
}
function it(e) {
	return e == null ? "" : String(e);
}
function at(e, t = "") {
	if (!Array.isArray(e) || !e.length) return null;
	let n = e.map((e) => {
		let n = !!(e && e.ok === !0), r = it(e && (n ? e.file : e.error));
		return {
			h: e || {},
			ok: n,
			detail: !n && r && t.includes(r) ? "" : r
		};
	}), r = n.some((e) => e.detail);
	return P("table", { class: r ? "tbp-capture-hosts" : "tbp-capture-hosts tbp-capture-hosts-compact" }, P("thead", {}, P("tr", {}, [
		"Host",
		"Result",
		"Attempts",
		r ? "Details" : null
	].filter(Boolean).map((e) => P("th", {
		scope: "col",
		text: e
	})))), P("tbody", {}, n.map(({ h: e, ok: t, detail: n }) => P("tr", { class: t ? "tbp-capture-host-ok" : "tbp-capture-host-failed" }, P("td", {
		class: "tbp-capture-host",
		title: it(e.host) || void 0,
		text: it(e.address || e.host)
	}), P("td", {
		class: "tbp-capture-result",
		text: t ? "✓ captured" : "✗ failed"
	}), P("td", {
		class: "tbp-num",
		text: it(e.attempts)
	}), r ? P("td", {
		class: t ? "tbp-capture-file" : "tbp-capture-error",
		text: n
	}) : null))));
}
function ot({ ok: e, body: t }) {
	let n = Array.isArray(t.hosts) ? t.hosts : [];
	if (e) {
		let e = n.filter((e) => !(e && e.ok === !0)).length;
		return P("div", { class: "tbp-capture-outcome" }, P("p", {
			class: e ? "tbp-capture-summary tbp-warning" : "tbp-capture-summary tbp-ok",
			text: it(t.result) || "Capture done."
		}), e ? P("p", {
			class: "tbp-help",
			text: `${e} of ${n.length} hosts failed; the run holds the others.`
		}) : null, at(n, it(t.result)));
	}
	return P("div", { class: "tbp-capture-outcome" }, P("p", {
		class: "tbp-capture-summary tbp-error",
		role: "alert",
		text: `Capture failed: ${it(t.error)}`
	}), at(n, it(t.error)));
}
function st(e) {
	if (e.is_tpu_name === "true") return `TPU ${e.service_addr}`;
	let t = e.service_addr.split(",").length;
	return t > 1 ? `${t} hosts` : e.service_addr;
}
function ct(e, { tickMs: t = 100 } = {}) {
	let n = Number(e.delay) || 0, r = Number(e.duration) || 0, i = n + r, a = st(e), o = Ge(), s = Date.now(), c = "", l = () => {
		let e = Date.now() - s, t = e >= i ? "collect" : e < n ? "delay" : "profile", l = t === c ? void 0 : t === "delay" ? `Waiting ${Pe(n)} before profiling ${a}…` : t === "profile" ? `Profiling ${a} for ${Pe(r)}…` : `Collecting the profile from ${a}…`;
		c = t, t === "collect" ? (o.set(null, l), clearInterval(u)) : o.set(e / i, l);
	}, u = setInterval(l, t);
	return l(), {
		element: o.element,
		stop: () => clearInterval(u)
	};
}
function lt(e, t, { help: n, className: r } = {}) {
	let i = P("span", {
		class: "tbp-field-error",
		id: `tbp-capture-${t.name}-error`,
		hidden: !0
	}), a = P("label", { class: `tbp-field${r ? ` ${r}` : ""}` }, typeof e == "string" ? P("span", {
		class: "tbp-field-label",
		text: e
	}) : e, t, n ? P("span", {
		class: "tbp-help",
		text: n
	}) : null, i);
	return {
		wrap: a,
		input: t,
		error: i,
		help: a.querySelector(".tbp-help")
	};
}
function ut(e, t, n) {
	return P("select", { name: e }, t.map(([e, t]) => P("option", {
		value: String(e),
		text: `${t} (${e})`,
		selected: e === n
	})));
}
function dt(e, t, n) {
	return P("input", {
		name: e,
		type: "number",
		min: String(t),
		step: "1",
		value: String(n),
		inputmode: "numeric"
	});
}
function ft({ onCaptured: e } = {}) {
	let t = P("input", {
		name: "service_addr",
		type: "text",
		autocomplete: "off",
		spellcheck: "false",
		placeholder: "HOSTNAME:6000, HOST2:6000"
	}), n = P("input", {
		type: "radio",
		name: "address_type",
		value: "ip",
		checked: !0
	}), r = P("input", {
		type: "radio",
		name: "address_type",
		value: "tpu"
	}), i = P("span", {
		class: "tbp-field-label",
		text: "Profile Service URL(s)"
	}), a = "The program serves its profiler, e.g. tf.profiler.experimental.server.start(6000) or jax.profiler.start_server(6000). Separate several workers with commas.", o = {
		service_addr: lt(i, t, { help: a }),
		worker_list: lt("TPU worker IPs to profile", P("input", {
			name: "worker_list",
			type: "text",
			autocomplete: "off",
			placeholder: "optional: 10.0.0.2, 10.0.0.3"
		}), { help: "Empty: all workers of the TPU (looked up by its name). Otherwise the workers to profile, as IP or host[:port] (port 8466 unless given), separated by commas; no lookup is made then." }),
		duration: lt("Profiling duration (ms)", dt("duration", 1, tt.duration)),
		delay: lt("Delay before start (ms)", dt("delay", 0, tt.delay)),
		num_retry: lt("Retries", dt("num_retry", 0, tt.num_retry), { help: "Extra attempts per host that fails or returns no trace events." }),
		host_tracer_level: lt("Host trace level", ut("host_tracer_level", Qe, tt.host_tracer_level)),
		device_tracer_level: lt("Device trace level", ut("device_tracer_level", $e, tt.device_tracer_level)),
		python_tracer_level: lt("Python trace level", ut("python_tracer_level", et, tt.python_tracer_level))
	};
	o.worker_list.wrap.hidden = !0;
	let s = () => {
		let e = r.checked;
		i.textContent = e ? "TPU name" : "Profile Service URL(s)", t.placeholder = e ? "my-tpu-name" : "HOSTNAME:6000, HOST2:6000", o.service_addr.help.textContent = e ? "The name of a Cloud TPU (as in gcloud compute tpus list), e.g. my-tpu: its workers are looked up and profiled on port 8466. The lookup needs cloud-tpu-client or TensorFlow on the server." : a, o.worker_list.wrap.hidden = !e, c({});
	};
	n.addEventListener("change", s), r.addEventListener("change", s);
	function c(e) {
		for (let [t, n] of Object.entries(o)) {
			let r = e[t];
			n.error.textContent = r || "", n.error.hidden = !r, r ? (n.input.setAttribute("aria-invalid", "true"), n.input.setAttribute("aria-describedby", n.error.id)) : (n.input.removeAttribute("aria-invalid"), n.input.removeAttribute("aria-describedby"));
		}
	}
	for (let e of Object.values(o)) e.input.addEventListener("input", () => {
		e.error.hidden = !0, e.input.removeAttribute("aria-invalid");
	});
	let l = P("fieldset", { class: "tbp-capture-fields" }, P("fieldset", { class: "tbp-radio-row" }, P("legend", { text: "Address type" }), P("label", {}, n, " IP address"), P("label", {}, r, " TPU name")), o.service_addr.wrap, o.worker_list.wrap, P("div", { class: "tbp-capture-grid" }, o.duration.wrap, o.delay.wrap, o.num_retry.wrap), P("div", { class: "tbp-capture-grid" }, o.host_tracer_level.wrap, o.device_tracer_level.wrap, o.python_tracer_level.wrap)), u = P("div", { class: "tbp-capture-progress" }), d = P("div", {
		class: "tbp-capture-status",
		role: "status"
	}), f = P("button", {
		type: "submit",
		class: "tbp-button tbp-primary",
		text: "Capture"
	}), p = P("button", {
		type: "button",
		class: "tbp-button",
		text: "Close"
	}), m = P("form", {
		class: "tbp-capture-form",
		novalidate: !0
	}, P("h2", { text: "Capture Profile" }), l, u, d, P("div", { class: "tbp-actions" }, f, p)), h = P("dialog", {
		class: "tbp-dialog tbp-capture-dialog",
		"aria-label": "Capture Profile"
	}, m);
	document.body.append(h);
	let g = null, _ = () => {
		g && (g.bar.stop(), g = null, I(u), l.disabled = !1, f.disabled = !1, p.textContent = "Close");
	}, v = () => {
		g && g.controller.abort(), _(), h.open && h.close(), h.remove();
	};
	return p.addEventListener("click", v), h.addEventListener("close", v), m.addEventListener("submit", async (n) => {
		if (n.preventDefault(), g) return;
		let { params: i, errors: a } = rt({
			tpu: r.checked,
			...Object.fromEntries(Object.entries(o).map(([e, t]) => [e, t.input.value]))
		});
		c(a);
		let s = Object.keys(a);
		if (s.length) {
			o[s[0]].input.focus();
			return;
		}
		let m = new AbortController(), h = ct(i);
		g = {
			controller: m,
			bar: h
		}, l.disabled = !0, f.disabled = !0, p.textContent = "Cancel", I(d), u.append(h.element, P("p", {
			class: "tbp-help",
			text: "Cancel stops waiting here; a capture already under way still finishes on the server."
		}));
		let v;
		try {
			v = await we(i, { signal: m.signal });
		} catch (e) {
			if (e.name === "AbortError") return;
			v = {
				ok: !1,
				status: 0,
				body: { error: String(e.message || e) }
			};
		}
		g?.controller === m && (_(), d.append(ot(v)), v.ok ? (p.focus(), e && e(typeof v.body.run == "string" ? v.body.run : null)) : t.focus());
	}), h.showModal(), t.focus(), h;
}
// src/app/empty.js
var pt = "import tensorflow as tf\n\ntf.profiler.experimental.start(\"LOGDIR\")\nfor step in range(10):\n    with tf.profiler.experimental.Trace(\"train\", step_num=step, _r=1):\n        train_step()\ntf.profiler.experimental.stop()\n\n# or with Keras:\ntf.keras.callbacks.TensorBoard(log_dir=\"LOGDIR\", profile_batch=(10, 15))", mt = "import jax\n\nwith jax.profiler.trace(\"LOGDIR\"):\n    for step in range(10):\n        with jax.profiler.StepTraceAnnotation(\"train\", step_num=step):\n            state = train_step(state, batch)", ht = "# in the training script\ntf.profiler.experimental.server.start(6000)   # TensorFlow\njax.profiler.start_server(6000)               # JAX";
function gt() {
	return P("div", { class: "tbp-empty-page" }, P("h2", { text: "No profile data was found" }), P("p", {}, "The Profile tab reads ", P("code", { text: "LOGDIR/plugins/profile/<run>/<host>.xplane.pb" }), " (also inside TensorBoard runs: ", P("code", { text: "LOGDIR/<run>/plugins/profile/…" }), "). New runs appear when you press Reload."), P("h3", { text: "Profile with TensorFlow" }), P("pre", { text: pt }), P("h3", { text: "Profile with JAX" }), P("pre", { text: mt }), P("h3", { text: "Or capture a running program" }), P("p", { text: "Start a profiler server in the program, then press Capture Profile and enter HOSTNAME:6000." }), P("pre", { text: ht }));
}
var _t = " — cannot be read", vt = /* @__PURE__ */ new Map();
function yt(e, t, n = vt) {
	let r = n.get(t);
	return r === void 0 ? e : {
		...e,
		label: `${e.label}${_t}`,
		title: `${e.title || t}: cannot be read: ${r}`
	};
}
function bt(e) {
	let t = new Date(e), n = (e) => String(e).padStart(2, "0");
	return `${t.getFullYear()}-${n(t.getMonth() + 1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}:${n(t.getSeconds())}`;
}
function xt(e) {
	return e.time_ms === null || e.time_ms === void 0 ? String(e.span) : `${e.span} · ${bt(e.time_ms)}`;
}
function St(e) {
	let t = e.map((e) => typeof e == "string" ? { name: e } : e), n = /* @__PURE__ */ new Map();
	for (let e of t) typeof e.session == "string" && (n.has(e.session) || n.set(e.session, []), n.get(e.session).push(e));
	let r = /* @__PURE__ */ new Map();
	for (let e of n.values()) if (!(e.length < 2)) {
		e.sort((e, t) => e.span - t.span);
		for (let t of e) r.set(t.name, e);
	}
	return {
		names: t.map((e) => e.name),
		spans: r
	};
}
function Ct({ names: e, spans: t }, n, r = vt) {
	let i = [], a = /* @__PURE__ */ new Set();
	for (let o of e) {
		let e = t.get(o);
		if (!e) i.push(yt({
			value: o,
			label: o
		}, o, r));
		else if (!a.has(e)) {
			a.add(e);
			let { session: t } = e[0], s = e.some((e) => e.name === n) ? n : o;
			i.push(yt({
				value: s,
				label: t,
				title: `${t}: ${e.length} spans (profiling cycles)`
			}, s, r));
		}
	}
	return i;
}
function wt(e, t) {
	let n = t.get(e)?.find((t) => t.name === e);
	return n ? {
		value: e,
		label: `${n.session} · span ${n.span}`,
		title: e
	} : {
		value: e,
		label: e
	};
}
function Tt({ names: e, spans: t }, n, r = vt) {
	let i = {
		value: "",
		label: "No comparison"
	}, a = e.filter((e) => !r.has(e)), o = t.get(n);
	if (!o) return [i, ...a.map((e) => wt(e, t))];
	let s = o.filter((e) => e.name !== n && !r.has(e.name));
	return [
		i,
		{
			group: `Other spans of ${o[0].session}`,
			options: s.map((e) => ({
				value: e.name,
				label: `Span ${xt(e)}`,
				title: e.name
			}))
		},
		{
			group: "Runs",
			options: a.filter((e) => !s.some((t) => t.name === e)).map((e) => wt(e, t))
		}
	];
}
// src/lib/csv.js
var Et = /^[=+\-@\t\r]/, Dt = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/, Ot = /[",\r\n]/;
function kt(e) {
	if (e == null) return "";
	if (typeof e == "number") return Number.isNaN(e) ? "" : String(e);
	let t = String(e);
	return Et.test(t) && !Dt.test(t) && (t = `'${t}`), Ot.test(t) ? `"${t.replace(/"/g, "\"\"")}"` : t;
}
function At(e, t) {
	let n = [e.map(kt).join(",")];
	for (let e of t) n.push(e.map(kt).join(","));
	return `${n.join("\r\n")}\r\n`;
}
// src/components/download.js
function jt(e, t, n = "text/csv;charset=utf-8") {
	let r = new Blob([e], { type: n }), i = URL.createObjectURL(r), a = document.createElement("a");
	a.href = i, a.download = t, a.className = "tbp-download-link", a.hidden = !0, document.body.append(a);
	try {
		a.click();
	} finally {
		a.remove(), setTimeout(() => URL.revokeObjectURL(i), 1e3);
	}
	return r;
}
// src/components/table_options.js
function Mt(e, t, n = "") {
	let [r, i] = (e[`${n}sort`] || "").split(":"), a = !!e[`${n}hide`];
	return {
		initialSort: r ? {
			id: r,
			direction: i === "asc" ? "asc" : "desc"
		} : null,
		hide: e[`${n}hide`] || "",
		onStateChange: ({ sort: e, filter: r, page: i, hide: o }) => {
			let s = {
				[`${n}sort`]: e ? `${e.id}:${e.direction}` : "",
				[`${n}filter`]: r,
				[`${n}page`]: i ? String(i) : ""
			};
			(o || a) && (s[`${n}hide`] = o || "", a = !0), t(s);
		}
	};
}
function Nt(e, t = () => {}) {
	let n = e.columns.flatMap((e, t) => e.type === "boolean" ? [t] : []);
	return {
		columns: e.columns.map((e) => {
			let n = {
				...e,
				type: e.type === "number" ? "number" : "string"
			};
			return t(n), n;
		}),
		rows: n.length ? e.rows.map((e) => {
			let t = e.slice();
			for (let r of n) t[r] = e[r] === !0 ? "Yes" : e[r] === !1 ? "No" : "";
			return t;
		}) : e.rows
	};
}
// src/components/table.js
var Pt = /\d+/g, Ft = (e) => e.padStart(12, "0");
function It(e) {
	return Yt(e).toLowerCase().replace(Pt, Ft);
}
var Lt = "\0", Rt = 6, zt = 48, Bt = 400, Vt = 12, Ht = "-", Ut = "No data", Wt = "No rows match the filter";
function Gt({ columns: e, rows: t = [], pageSize: n = 50, filterPlaceholder: r = "Filter", csvFileName: i = "table.csv", initialSort: a = null, caption: o, onStateChange: s, defaultHidden: c = [], hide: l } = {}) {
	let u = e.map((e) => ({
		...e,
		numeric: e.type === "number"
	})), d = u.map((e) => e.id), f = c.filter((e) => d.includes(e)), p = Xt(l, d, f), m = u.flatMap((e, t) => e.numeric ? [] : [t]), h = Number.isFinite(n) && n >= 1 ? Math.floor(n) : Infinity, g = [], _ = null, v = "", y = 0, b = null, x = /* @__PURE__ */ new Map(), S = null, C = [], w = /* @__PURE__ */ new Set(), T = P("input", {
		type: "search",
		class: "tbp-input tbp-table-filter",
		placeholder: r,
		"aria-label": r,
		on: { input: () => {
			Ee(T.value), Ne();
		} }
	});
	m.length || (T.hidden = !0);
	let E = P("button", {
		type: "button",
		class: "tbp-button tbp-table-export",
		title: "Every column, hidden ones included, of the rows that match the filter",
		on: { click: () => je() }
	}, "Export as CSV"), D = u.map((e) => P("input", {
		type: "checkbox",
		value: e.id,
		on: { change: (t) => {
			Oe(e.id, !t.target.checked), Ne();
		} }
	})), O = P("div", {
		class: "tbp-table-columns-menu",
		role: "group",
		"aria-label": "Columns shown",
		tabindex: "-1"
	}, u.map((e, t) => P("label", {
		class: "tbp-table-column-choice",
		title: e.title || void 0
	}, D[t], ` ${e.group ? `${e.group}: ` : ""}${e.header ?? e.label}`, P("span", {
		class: "tbp-table-column-empty",
		text: " (no values)",
		hidden: !0
	})))), k = P("button", {
		type: "button",
		class: "tbp-button tbp-table-columns-button",
		title: "Choose the columns shown",
		"aria-haspopup": "true",
		"aria-expanded": "false",
		on: { click: () => ee(O.hidden) }
	}, "Columns");
	O.hidden = !0;
	let A = P("div", {
		class: "tbp-table-columns",
		on: {
			focusout: (e) => {
				A.contains(e.relatedTarget) || ee(!1);
			},
			keydown: (e) => {
				e.key === "Escape" && !O.hidden && (ee(!1), k.focus());
			}
		}
	}, k, O);
	function ee(e) {
		O.hidden = !e, k.setAttribute("aria-expanded", String(!!e));
	}
	let j = u.map((e, t) => {
		let n = P("span", {
			class: "tbp-sort-indicator",
			"aria-hidden": "true"
		}), r = e.header !== void 0 && e.header !== e.label;
		return {
			th: P("th", {
				scope: "col",
				class: `tbp-th${e.numeric ? " tbp-num" : " tbp-text"}`,
				title: e.title || (r ? e.label : void 0),
				"aria-sort": "none",
				dataset: { column: e.id },
				on: { click: () => {
					we(t), Ne();
				} }
			}, P("button", {
				type: "button",
				class: "tbp-th-button",
				"aria-label": r ? e.label : void 0
			}, r ? e.header : e.label, n)),
			indicator: n
		};
	}), te = u.some((e) => e.group), ne = [], re = null, M = [], N = P("colgroup"), ie = P("tr", { class: "tbp-table-groups" }), ae = P("tbody"), oe = P("span", {
		class: "tbp-table-range",
		"aria-live": "polite"
	}), se = P("button", {
		type: "button",
		class: "tbp-button tbp-table-prev",
		"aria-label": "Previous page",
		on: { click: () => {
			De(y - 1), Ne();
		} }
	}, "Prev"), ce = P("button", {
		type: "button",
		class: "tbp-button tbp-table-next",
		"aria-label": "Next page",
		on: { click: () => {
			De(y + 1), Ne();
		} }
	}, "Next"), le = P("table", { class: "tbp-table-grid" }, o ? P("caption", { class: "tbp-table-caption" }, o) : null, N, P("thead", {}, te ? ie : null, P("tr", {}, j.map((e) => e.th))), ae), F = P("div", { class: "tbp-table-scroll" }, le), ue = P("div", { class: te ? "tbp-table tbp-table-grouped" : "tbp-table" }, P("div", { class: "tbp-table-toolbar" }, T, P("span", { class: "tbp-spacer" }), A, E), F, P("div", { class: "tbp-table-pager" }, oe, se, ce)), de = typeof ResizeObserver == "function" ? new ResizeObserver(() => fe()) : null;
	de && (de.observe(F), de.observe(le));
	function fe() {
		let e = le.offsetWidth > F.clientWidth + 1;
		F.classList.toggle("tbp-table-overflow", e);
	}
	function pe(e) {
		return !p.has(u[e].id) && !w.has(u[e].id);
	}
	function me() {
		return u.reduce((e, t, n) => e + pe(n), 0);
	}
	function he(e) {
		if (!u[e].group) return !1;
		let t = e - 1;
		for (; t >= 0 && !pe(t);) --t;
		return t < 0 || u[t].group !== u[e].group;
	}
	function ge() {
		let e = [], t = u.map((e, t) => t).filter(pe);
		for (let n = 0; n < t.length;) {
			let r = u[t[n]].group, i = n + 1;
			for (; i < t.length && u[t[i]].group === r;) i += 1;
			let a = r || "";
			e.push(P("th", {
				scope: a ? "colgroup" : void 0,
				colspan: String(i - n),
				class: a ? "tbp-th-group tbp-group-start" : "tbp-th-group"
			}, a)), n = i;
		}
		return e;
	}
	function _e() {
		ne = u.map((e, t) => pe(t) && he(t)), re || (re = Qt(u, g, Se), M = re.map((e) => e > Vt));
		let e = u.reduce((e, t, n) => pe(n) && M[n] ? e + re[n] : e, 0);
		I(N).append(...u.flatMap((t, n) => {
			if (!pe(n)) return [];
			let r = M[n] ? `${(100 * re[n] / e).toFixed(2)}%` : "1px";
			return [P("col", {
				dataset: { column: t.id },
				style: { width: r }
			})];
		})), j.forEach(({ th: e }, t) => {
			e.hidden = !pe(t), e.classList.toggle("tbp-group-start", ne[t]);
		}), te && I(ie).append(...ge());
		let t = me();
		D.forEach((e, n) => {
			let r = w.has(u[n].id);
			e.checked = pe(n), e.disabled = r || e.checked && t === 1, e.parentElement.lastChild.hidden = !r;
		});
	}
	function ve() {
		let e = g.length, t = _ ? `${_.index}:${_.desc}` : "none";
		if (b && b.key === t) return b.order;
		let n = Array(e);
		for (let t = 0; t < e; t += 1) n[t] = t;
		if (_) {
			let { index: e, desc: t } = _, r = t ? -1 : 1;
			if (u[e].numeric) {
				let t = ye(e);
				n.sort((e, n) => {
					let i = t[e], a = t[n];
					return i !== i || a !== a ? i !== i && a !== a ? e - n : i === i ? -1 : 1 : (i < a ? -r : i > a ? r : 0) || e - n;
				});
			} else {
				let t = ye(e);
				n.sort((e, n) => {
					let i = t[e], a = t[n];
					return (i < a ? -r : i > a ? r : 0) || e - n;
				});
			}
		}
		return b = {
			key: t,
			order: n
		}, n;
	}
	function ye(e) {
		let t = x.get(e);
		if (!t) {
			let n = g.length;
			if (u[e].numeric) {
				t = new Float64Array(n);
				for (let r = 0; r < n; r += 1) t[r] = Jt(g[r][e]);
			} else {
				t = Array(n);
				for (let r = 0; r < n; r += 1) t[r] = It(g[r][e]);
			}
			x.set(e, t);
		}
		return t;
	}
	function be() {
		let e = ve();
		if (!v) C = e;
		else {
			if (!S) {
				S = Array(g.length);
				for (let e = 0; e < g.length; e += 1) {
					let t = g[e];
					S[e] = m.map((e) => Yt(t[e])).join(Lt).toLowerCase();
				}
			}
			C = e.filter((e) => S[e].includes(v));
		}
	}
	function xe() {
		return h === Infinity ? 1 : Math.max(1, Math.ceil(C.length / h));
	}
	function L() {
		let e = C.length;
		y = Math.min(Math.max(0, y), xe() - 1);
		let t = h === Infinity ? 0 : y * h, n = Math.min(e, t + h);
		j.forEach(({ th: e, indicator: t }, n) => {
			let r = _ && _.index === n;
			e.setAttribute("aria-sort", r ? _.desc ? "descending" : "ascending" : "none"), e.classList.toggle("tbp-sorted", !!r), t.textContent = r ? _.desc ? " ▼" : " ▲" : "";
		});
		let r = document.createDocumentFragment();
		for (let e = t; e < n; e += 1) r.append(Ce(g[C[e]]));
		e || r.append(P("tr", { class: "tbp-table-empty-row" }, P("td", {
			class: "tbp-table-empty",
			colspan: String(Math.max(1, me()))
		}, P("span", { class: "tbp-table-empty-text" }, g.length ? Wt : Ut)))), I(ae).append(r);
		let i = e ? `Rows ${R(t + 1)}–${R(n)} of ${R(e)}` : "Rows 0 of 0";
		v && (i += ` (filtered from ${R(g.length)})`), oe.textContent = i, se.disabled = y === 0, ce.disabled = y >= xe() - 1, E.disabled = e === 0, de && fe();
	}
	function Se(e, t, n) {
		return e.format ? e.format(t, n) ?? "" : e.numeric && typeof t == "number" ? R(t) : Yt(t);
	}
	function Ce(e) {
		let t = document.createElement("tr");
		for (let n = 0; n < u.length; n += 1) {
			let r = u[n], i = e[n], a = document.createElement("td");
			a.textContent = Se(r, i, e), r.numeric ? a.className = "tbp-num" : M[n] && (a.className = "tbp-text", a.textContent && (a.title = a.textContent)), ne[n] && a.classList.add("tbp-group-start"), pe(n) || (a.hidden = !0);
			let o = r.cell ? r.cell(i, e, a.textContent) : null;
			o && a.replaceChildren(o), t.append(a);
		}
		return t;
	}
	function we(e) {
		_ = _ && _.index === e ? {
			index: e,
			desc: !_.desc
		} : {
			index: e,
			desc: u[e].numeric
		}, y = 0, be(), L();
	}
	function Te(e, t) {
		if (e == null) _ = null;
		else {
			let n = u.findIndex((t) => t.id === e);
			if (n < 0) throw Error(`dataTable: no column ${JSON.stringify(e)}`);
			_ = {
				index: n,
				desc: t ? t === "desc" : u[n].numeric
			};
		}
		y = 0, be(), L();
	}
	function Ee(e) {
		let t = String(e ?? "").trim().toLowerCase();
		T.value !== String(e ?? "") && (T.value = String(e ?? "")), t !== v && (v = t, y = 0, be(), L());
	}
	function De(e) {
		y = Math.floor(Number(e) || 0), L();
	}
	function Oe(e, t) {
		d.includes(e) && p.has(e) !== t && (t && me() <= 1 || (p = new Set(p), t ? p.add(e) : p.delete(e), _e(), L()));
	}
	function ke() {
		return d.filter((e) => p.has(e));
	}
	function Ae(e) {
		g = Array.isArray(e) ? e : Array.from(e || []), re = null, b = null, x = /* @__PURE__ */ new Map(), S = null, w = qt(u, g), y = 0, be(), _e(), L();
	}
	function z() {
		return C.map((e) => g[e]);
	}
	function B() {
		return At(u.map((e) => e.label), z());
	}
	function je() {
		return jt(`\ufeff${B()}`, i);
	}
	function Me() {
		return {
			sort: _ ? {
				id: u[_.index].id,
				direction: _.desc ? "desc" : "asc"
			} : null,
			filter: T.value,
			page: y,
			hidden: ke(),
			hide: Zt(p, d, f)
		};
	}
	function Ne() {
		s && s(Me());
	}
	if (a != null) {
		let e = typeof a == "string" ? { id: a } : a, t = u.findIndex((t) => t.id === e.id);
		t >= 0 && (_ = {
			index: t,
			desc: e.direction ? e.direction === "desc" : u[t].numeric
		});
	}
	return Ae(t), {
		element: ue,
		setRows: Ae,
		getVisibleRows: z,
		csvText: B,
		exportCsv: je,
		sortBy: Te,
		setFilter: Ee,
		setPage: De,
		getState: Me,
		pageCount: xe,
		setHidden: Oe,
		getHidden: ke,
		getEmpty: () => d.filter((e) => w.has(e))
	};
}
function Kt(e) {
	return e != null && e !== "" && !(typeof e == "number" && Number.isNaN(e));
}
function qt(e, t) {
	let n = /* @__PURE__ */ new Set();
	return t.length ? (e.forEach((e, r) => {
		t.some((e) => Kt(e[r])) || n.add(e.id);
	}), n.size === e.length ? /* @__PURE__ */ new Set() : n) : n;
}
function Jt(e) {
	return typeof e == "number" ? e : e == null || e === "" ? NaN : Number(e);
}
function Yt(e) {
	return e == null ? "" : String(e);
}
function Xt(e, t, n = []) {
	let r;
	r = e == null || e === "" ? n.filter((e) => t.includes(e)) : e === Ht ? [] : String(e).split(",").filter((e) => t.includes(e));
	let i = new Set(r);
	return t.length && i.size >= t.length && i.delete(t[0]), i;
}
function Zt(e, t, n = []) {
	let r = t.filter((t) => e.has(t)), i = t.filter((e) => n.includes(e));
	return r.length === i.length && r.every((e, t) => e === i[t]) ? "" : r.length ? r.join(",") : Ht;
}
function Qt(e, t, n, r = Bt) {
	let i = t.length, a = i > r ? i / r : 1;
	return e.map((e, o) => {
		if (e.type === "number" || e.numeric) return 0;
		let s = String(e.header ?? e.label ?? "").split(/\s+/).reduce((e, t) => Math.max(e, t.length), 0);
		for (let c = 0; c < Math.min(i, r); c += 1) {
			let r = t[Math.floor(c * a)], i = n(e, r[o], r);
			i.length > s && (s = i.length);
		}
		return Math.min(zt, Math.max(Rt, s));
	});
}
// node_modules/@kurkle/color/dist/color.esm.js
function $t(e) {
	return e + .5 | 0;
}
var en = (e, t, n) => Math.max(Math.min(e, n), t);
function tn(e) {
	return en($t(e * 2.55), 0, 255);
}
function nn(e) {
	return en($t(e * 255), 0, 255);
}
function rn(e) {
	return en($t(e / 2.55) / 100, 0, 1);
}
function an(e) {
	return en($t(e * 100), 0, 100);
}
var on = {
	0: 0,
	1: 1,
	2: 2,
	3: 3,
	4: 4,
	5: 5,
	6: 6,
	7: 7,
	8: 8,
	9: 9,
	A: 10,
	B: 11,
	C: 12,
	D: 13,
	E: 14,
	F: 15,
	a: 10,
	b: 11,
	c: 12,
	d: 13,
	e: 14,
	f: 15
}, sn = [..."0123456789ABCDEF"], cn = (e) => sn[e & 15], ln = (e) => sn[(e & 240) >> 4] + sn[e & 15], un = (e) => (e & 240) >> 4 == (e & 15), dn = (e) => un(e.r) && un(e.g) && un(e.b) && un(e.a);
function fn(e) {
	var t = e.length, n;
	return e[0] === "#" && (t === 4 || t === 5 ? n = {
		r: 255 & on[e[1]] * 17,
		g: 255 & on[e[2]] * 17,
		b: 255 & on[e[3]] * 17,
		a: t === 5 ? on[e[4]] * 17 : 255
	} : (t === 7 || t === 9) && (n = {
		r: on[e[1]] << 4 | on[e[2]],
		g: on[e[3]] << 4 | on[e[4]],
		b: on[e[5]] << 4 | on[e[6]],
		a: t === 9 ? on[e[7]] << 4 | on[e[8]] : 255
	})), n;
}
var pn = (e, t) => e < 255 ? t(e) : "";
function mn(e) {
	var t = dn(e) ? cn : ln;
	return e ? "#" + t(e.r) + t(e.g) + t(e.b) + pn(e.a, t) : void 0;
}
var hn = /^(hsla?|hwb|hsv)\(\s*([-+.e\d]+)(?:deg)?[\s,]+([-+.e\d]+)%[\s,]+([-+.e\d]+)%(?:[\s,]+([-+.e\d]+)(%)?)?\s*\)$/;
function gn(e, t, n) {
	let r = t * Math.min(n, 1 - n), i = (t, i = (t + e / 30) % 12) => n - r * Math.max(Math.min(i - 3, 9 - i, 1), -1);
	return [
		i(0),
		i(8),
		i(4)
	];
}
function _n(e, t, n) {
	let r = (r, i = (r + e / 60) % 6) => n - n * t * Math.max(Math.min(i, 4 - i, 1), 0);
	return [
		r(5),
		r(3),
		r(1)
	];
}
function vn(e, t, n) {
	let r = gn(e, 1, .5), i;
	for (t + n > 1 && (i = 1 / (t + n), t *= i, n *= i), i = 0; i < 3; i++) r[i] *= 1 - t - n, r[i] += t;
	return r;
}
function yn(e, t, n, r, i) {
	return e === i ? (t - n) / r + (t < n ? 6 : 0) : t === i ? (n - e) / r + 2 : (e - t) / r + 4;
}
function bn(e) {
	let t = e.r / 255, n = e.g / 255, r = e.b / 255, i = Math.max(t, n, r), a = Math.min(t, n, r), o = (i + a) / 2, s, c, l;
	return i !== a && (l = i - a, c = o > .5 ? l / (2 - i - a) : l / (i + a), s = yn(t, n, r, l, i), s = s * 60 + .5), [
		s | 0,
		c || 0,
		o
	];
}
function xn(e, t, n, r) {
	return (Array.isArray(t) ? e(t[0], t[1], t[2]) : e(t, n, r)).map(nn);
}
function Sn(e, t, n) {
	return xn(gn, e, t, n);
}
function Cn(e, t, n) {
	return xn(vn, e, t, n);
}
function wn(e, t, n) {
	return xn(_n, e, t, n);
}
function Tn(e) {
	return (e % 360 + 360) % 360;
}
function En(e) {
	let t = hn.exec(e), n = 255, r;
	if (!t) return;
	t[5] !== r && (n = t[6] ? tn(+t[5]) : nn(+t[5]));
	let i = Tn(+t[2]), a = t[3] / 100, o = t[4] / 100;
	return r = t[1] === "hwb" ? Cn(i, a, o) : t[1] === "hsv" ? wn(i, a, o) : Sn(i, a, o), {
		r: r[0],
		g: r[1],
		b: r[2],
		a: n
	};
}
function Dn(e, t) {
	var n = bn(e);
	n[0] = Tn(n[0] + t), n = Sn(n), e.r = n[0], e.g = n[1], e.b = n[2];
}
function On(e) {
	if (!e) return;
	let t = bn(e), n = t[0], r = an(t[1]), i = an(t[2]);
	return e.a < 255 ? `hsla(${n}, ${r}%, ${i}%, ${rn(e.a)})` : `hsl(${n}, ${r}%, ${i}%)`;
}
var kn = {
	x: "dark",
	Z: "light",
	Y: "re",
	X: "blu",
	W: "gr",
	V: "medium",
	U: "slate",
	A: "ee",
	T: "ol",
	S: "or",
	B: "ra",
	C: "lateg",
	D: "ights",
	R: "in",
	Q: "turquois",
	E: "hi",
	P: "ro",
	O: "al",
	N: "le",
	M: "de",
	L: "yello",
	F: "en",
	K: "ch",
	G: "arks",
	H: "ea",
	I: "ightg",
	J: "wh"
}, An = {
	OiceXe: "f0f8ff",
	antiquewEte: "faebd7",
	aqua: "ffff",
	aquamarRe: "7fffd4",
	azuY: "f0ffff",
	beige: "f5f5dc",
	bisque: "ffe4c4",
	black: "0",
	blanKedOmond: "ffebcd",
	Xe: "ff",
	XeviTet: "8a2be2",
	bPwn: "a52a2a",
	burlywood: "deb887",
	caMtXe: "5f9ea0",
	KartYuse: "7fff00",
	KocTate: "d2691e",
	cSO: "ff7f50",
	cSnflowerXe: "6495ed",
	cSnsilk: "fff8dc",
	crimson: "dc143c",
	cyan: "ffff",
	xXe: "8b",
	xcyan: "8b8b",
	xgTMnPd: "b8860b",
	xWay: "a9a9a9",
	xgYF: "6400",
	xgYy: "a9a9a9",
	xkhaki: "bdb76b",
	xmagFta: "8b008b",
	xTivegYF: "556b2f",
	xSange: "ff8c00",
	xScEd: "9932cc",
	xYd: "8b0000",
	xsOmon: "e9967a",
	xsHgYF: "8fbc8f",
	xUXe: "483d8b",
	xUWay: "2f4f4f",
	xUgYy: "2f4f4f",
	xQe: "ced1",
	xviTet: "9400d3",
	dAppRk: "ff1493",
	dApskyXe: "bfff",
	dimWay: "696969",
	dimgYy: "696969",
	dodgerXe: "1e90ff",
	fiYbrick: "b22222",
	flSOwEte: "fffaf0",
	foYstWAn: "228b22",
	fuKsia: "ff00ff",
	gaRsbSo: "dcdcdc",
	ghostwEte: "f8f8ff",
	gTd: "ffd700",
	gTMnPd: "daa520",
	Way: "808080",
	gYF: "8000",
	gYFLw: "adff2f",
	gYy: "808080",
	honeyMw: "f0fff0",
	hotpRk: "ff69b4",
	RdianYd: "cd5c5c",
	Rdigo: "4b0082",
	ivSy: "fffff0",
	khaki: "f0e68c",
	lavFMr: "e6e6fa",
	lavFMrXsh: "fff0f5",
	lawngYF: "7cfc00",
	NmoncEffon: "fffacd",
	ZXe: "add8e6",
	ZcSO: "f08080",
	Zcyan: "e0ffff",
	ZgTMnPdLw: "fafad2",
	ZWay: "d3d3d3",
	ZgYF: "90ee90",
	ZgYy: "d3d3d3",
	ZpRk: "ffb6c1",
	ZsOmon: "ffa07a",
	ZsHgYF: "20b2aa",
	ZskyXe: "87cefa",
	ZUWay: "778899",
	ZUgYy: "778899",
	ZstAlXe: "b0c4de",
	ZLw: "ffffe0",
	lime: "ff00",
	limegYF: "32cd32",
	lRF: "faf0e6",
	magFta: "ff00ff",
	maPon: "800000",
	VaquamarRe: "66cdaa",
	VXe: "cd",
	VScEd: "ba55d3",
	VpurpN: "9370db",
	VsHgYF: "3cb371",
	VUXe: "7b68ee",
	VsprRggYF: "fa9a",
	VQe: "48d1cc",
	VviTetYd: "c71585",
	midnightXe: "191970",
	mRtcYam: "f5fffa",
	mistyPse: "ffe4e1",
	moccasR: "ffe4b5",
	navajowEte: "ffdead",
	navy: "80",
	Tdlace: "fdf5e6",
	Tive: "808000",
	TivedBb: "6b8e23",
	Sange: "ffa500",
	SangeYd: "ff4500",
	ScEd: "da70d6",
	pOegTMnPd: "eee8aa",
	pOegYF: "98fb98",
	pOeQe: "afeeee",
	pOeviTetYd: "db7093",
	papayawEp: "ffefd5",
	pHKpuff: "ffdab9",
	peru: "cd853f",
	pRk: "ffc0cb",
	plum: "dda0dd",
	powMrXe: "b0e0e6",
	purpN: "800080",
	YbeccapurpN: "663399",
	Yd: "ff0000",
	Psybrown: "bc8f8f",
	PyOXe: "4169e1",
	saddNbPwn: "8b4513",
	sOmon: "fa8072",
	sandybPwn: "f4a460",
	sHgYF: "2e8b57",
	sHshell: "fff5ee",
	siFna: "a0522d",
	silver: "c0c0c0",
	skyXe: "87ceeb",
	UXe: "6a5acd",
	UWay: "708090",
	UgYy: "708090",
	snow: "fffafa",
	sprRggYF: "ff7f",
	stAlXe: "4682b4",
	tan: "d2b48c",
	teO: "8080",
	tEstN: "d8bfd8",
	tomato: "ff6347",
	Qe: "40e0d0",
	viTet: "ee82ee",
	JHt: "f5deb3",
	wEte: "ffffff",
	wEtesmoke: "f5f5f5",
	Lw: "ffff00",
	LwgYF: "9acd32"
};
function jn() {
	let e = {}, t = Object.keys(An), n = Object.keys(kn), r, i, a, o, s;
	for (r = 0; r < t.length; r++) {
		for (o = s = t[r], i = 0; i < n.length; i++) a = n[i], s = s.replace(a, kn[a]);
		a = parseInt(An[o], 16), e[s] = [
			a >> 16 & 255,
			a >> 8 & 255,
			a & 255
		];
	}
	return e;
}
var Mn;
function Nn(e) {
	Mn || (Mn = jn(), Mn.transparent = [
		0,
		0,
		0,
		0
	]);
	let t = Mn[e.toLowerCase()];
	return t && {
		r: t[0],
		g: t[1],
		b: t[2],
		a: t.length === 4 ? t[3] : 255
	};
}
var Pn = /^rgba?\(\s*([-+.\d]+)(%)?[\s,]+([-+.e\d]+)(%)?[\s,]+([-+.e\d]+)(%)?(?:[\s,/]+([-+.e\d]+)(%)?)?\s*\)$/;
function Fn(e) {
	let t = Pn.exec(e), n = 255, r, i, a;
	if (t) {
		if (t[7] !== r) {
			let e = +t[7];
			n = t[8] ? tn(e) : en(e * 255, 0, 255);
		}
		return r = +t[1], i = +t[3], a = +t[5], r = 255 & (t[2] ? tn(r) : en(r, 0, 255)), i = 255 & (t[4] ? tn(i) : en(i, 0, 255)), a = 255 & (t[6] ? tn(a) : en(a, 0, 255)), {
			r,
			g: i,
			b: a,
			a: n
		};
	}
}
function In(e) {
	return e && (e.a < 255 ? `rgba(${e.r}, ${e.g}, ${e.b}, ${rn(e.a)})` : `rgb(${e.r}, ${e.g}, ${e.b})`);
}
var Ln = (e) => e <= .0031308 ? e * 12.92 : e ** (1 / 2.4) * 1.055 - .055, Rn = (e) => e <= .04045 ? e / 12.92 : ((e + .055) / 1.055) ** 2.4;
function zn(e, t, n) {
	let r = Rn(rn(e.r)), i = Rn(rn(e.g)), a = Rn(rn(e.b));
	return {
		r: nn(Ln(r + n * (Rn(rn(t.r)) - r))),
		g: nn(Ln(i + n * (Rn(rn(t.g)) - i))),
		b: nn(Ln(a + n * (Rn(rn(t.b)) - a))),
		a: e.a + n * (t.a - e.a)
	};
}
function Bn(e, t, n) {
	if (e) {
		let r = bn(e);
		r[t] = Math.max(0, Math.min(r[t] + r[t] * n, t === 0 ? 360 : 1)), r = Sn(r), e.r = r[0], e.g = r[1], e.b = r[2];
	}
}
function Vn(e, t) {
	return e && Object.assign(t || {}, e);
}
function Hn(e) {
	var t = {
		r: 0,
		g: 0,
		b: 0,
		a: 255
	};
	return Array.isArray(e) ? e.length >= 3 && (t = {
		r: e[0],
		g: e[1],
		b: e[2],
		a: 255
	}, e.length > 3 && (t.a = nn(e[3]))) : (t = Vn(e, {
		r: 0,
		g: 0,
		b: 0,
		a: 1
	}), t.a = nn(t.a)), t;
}
function Un(e) {
	return e.charAt(0) === "r" ? Fn(e) : En(e);
}
var Wn = class e {
	constructor(t) {
		if (t instanceof e) return t;
		let n = typeof t, r;
		n === "object" ? r = Hn(t) : n === "string" && (r = fn(t) || Nn(t) || Un(t)), this._rgb = r, this._valid = !!r;
	}
	get valid() {
		return this._valid;
	}
	get rgb() {
		var e = Vn(this._rgb);
		return e && (e.a = rn(e.a)), e;
	}
	set rgb(e) {
		this._rgb = Hn(e);
	}
	rgbString() {
		return this._valid ? In(this._rgb) : void 0;
	}
	hexString() {
		return this._valid ? mn(this._rgb) : void 0;
	}
	hslString() {
		return this._valid ? On(this._rgb) : void 0;
	}
	mix(e, t) {
		if (e) {
			let n = this.rgb, r = e.rgb, i, a = t === i ? .5 : t, o = 2 * a - 1, s = n.a - r.a, c = ((o * s === -1 ? o : (o + s) / (1 + o * s)) + 1) / 2;
			i = 1 - c, n.r = 255 & c * n.r + i * r.r + .5, n.g = 255 & c * n.g + i * r.g + .5, n.b = 255 & c * n.b + i * r.b + .5, n.a = a * n.a + (1 - a) * r.a, this.rgb = n;
		}
		return this;
	}
	interpolate(e, t) {
		return e && (this._rgb = zn(this._rgb, e._rgb, t)), this;
	}
	clone() {
		return new e(this.rgb);
	}
	alpha(e) {
		return this._rgb.a = nn(e), this;
	}
	clearer(e) {
		let t = this._rgb;
		return t.a *= 1 - e, this;
	}
	greyscale() {
		let e = this._rgb;
		return e.r = e.g = e.b = $t(e.r * .3 + e.g * .59 + e.b * .11), this;
	}
	opaquer(e) {
		let t = this._rgb;
		return t.a *= 1 + e, this;
	}
	negate() {
		let e = this._rgb;
		return e.r = 255 - e.r, e.g = 255 - e.g, e.b = 255 - e.b, this;
	}
	lighten(e) {
		return Bn(this._rgb, 2, e), this;
	}
	darken(e) {
		return Bn(this._rgb, 2, -e), this;
	}
	saturate(e) {
		return Bn(this._rgb, 1, e), this;
	}
	desaturate(e) {
		return Bn(this._rgb, 1, -e), this;
	}
	rotate(e) {
		return Dn(this._rgb, e), this;
	}
};
// node_modules/chart.js/dist/chunks/index.js
function Gn() {}
var Kn = (() => {
	let e = 0;
	return () => e++;
})();
function V(e) {
	return e == null;
}
function H(e) {
	if (Array.isArray && Array.isArray(e)) return !0;
	let t = Object.prototype.toString.call(e);
	return t.slice(0, 7) === "[object" && t.slice(-6) === "Array]";
}
function U(e) {
	return e !== null && Object.prototype.toString.call(e) === "[object Object]";
}
function qn(e) {
	return (typeof e == "number" || e instanceof Number) && isFinite(+e);
}
function Jn(e, t) {
	return qn(e) ? e : t;
}
function W(e, t) {
	return e === void 0 ? t : e;
}
var Yn = (e, t) => typeof e == "string" && e.endsWith("%") ? parseFloat(e) / 100 : +e / t, Xn = (e, t) => typeof e == "string" && e.endsWith("%") ? parseFloat(e) / 100 * t : +e;
function G(e, t, n) {
	if (e && typeof e.call == "function") return e.apply(n, t);
}
function K(e, t, n, r) {
	let i, a, o;
	if (H(e)) {
		if (a = e.length, r) for (i = a - 1; i >= 0; i--) t.call(n, e[i], i);
		else for (i = 0; i < a; i++) t.call(n, e[i], i);
	} else if (U(e)) for (o = Object.keys(e), a = o.length, i = 0; i < a; i++) t.call(n, e[o[i]], o[i]);
}
function Zn(e, t) {
	let n, r, i, a;
	if (!e || !t || e.length !== t.length) return !1;
	for (n = 0, r = e.length; n < r; ++n) if (i = e[n], a = t[n], i.datasetIndex !== a.datasetIndex || i.index !== a.index) return !1;
	return !0;
}
function Qn(e) {
	if (H(e)) return e.map(Qn);
	if (U(e)) {
		let t = Object.create(null), n = Object.keys(e), r = n.length, i = 0;
		for (; i < r; ++i) t[n[i]] = Qn(e[n[i]]);
		return t;
	}
	return e;
}
function $n(e) {
	return [
		"__proto__",
		"prototype",
		"constructor"
	].indexOf(e) === -1;
}
function er(e, t, n, r) {
	if (!$n(e)) return;
	let i = t[e], a = n[e];
	U(i) && U(a) ? tr(i, a, r) : t[e] = Qn(a);
}
function tr(e, t, n) {
	let r = H(t) ? t : [t], i = r.length;
	if (!U(e)) return e;
	n = n || {};
	let a = n.merger || er, o;
	for (let t = 0; t < i; ++t) {
		if (o = r[t], !U(o)) continue;
		let i = Object.keys(o);
		for (let t = 0, r = i.length; t < r; ++t) a(i[t], e, o, n);
	}
	return e;
}
function nr(e, t) {
	return tr(e, t, { merger: rr });
}
function rr(e, t, n) {
	if (!$n(e)) return;
	let r = t[e], i = n[e];
	U(r) && U(i) ? nr(r, i) : Object.prototype.hasOwnProperty.call(t, e) || (t[e] = Qn(i));
}
var ir = {
	"": (e) => e,
	x: (e) => e.x,
	y: (e) => e.y
};
function ar(e) {
	let t = e.split("."), n = [], r = "";
	for (let e of t) r += e, r.endsWith("\\") ? r = r.slice(0, -1) + "." : (n.push(r), r = "");
	return n;
}
function or(e) {
	let t = ar(e);
	return (e) => {
		for (let n of t) {
			if (n === "") break;
			e = e && e[n];
		}
		return e;
	};
}
function sr(e, t) {
	return (ir[t] || (ir[t] = or(t)))(e);
}
function cr(e) {
	return e.charAt(0).toUpperCase() + e.slice(1);
}
var lr = (e) => e !== void 0, ur = (e) => typeof e == "function", dr = (e, t) => {
	if (e.size !== t.size) return !1;
	for (let n of e) if (!t.has(n)) return !1;
	return !0;
};
function fr(e) {
	return e.type === "mouseup" || e.type === "click" || e.type === "contextmenu";
}
var q = Math.PI, J = 2 * q, pr = J + q, mr = Infinity, hr = q / 180, gr = q / 2, _r = q / 4, vr = q * 2 / 3, yr = Math.log10, br = Math.sign;
function xr(e, t, n) {
	return Math.abs(e - t) < n;
}
function Sr(e) {
	let t = Math.round(e);
	e = xr(e, t, e / 1e3) ? t : e;
	let n = 10 ** Math.floor(yr(e)), r = e / n;
	return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * n;
}
function Cr(e) {
	let t = [], n = Math.sqrt(e), r = 1;
	for (; r < n; r++) e % r === 0 && (t.push(r), t.push(e / r));
	return n === (n | 0) && t.push(n), t.sort((e, t) => e - t).pop(), t;
}
function wr(e) {
	return typeof e == "symbol" || typeof e == "object" && !!e && !(Symbol.toPrimitive in e || "toString" in e || "valueOf" in e);
}
function Tr(e) {
	return !wr(e) && !isNaN(parseFloat(e)) && isFinite(e);
}
function Er(e, t) {
	let n = Math.round(e);
	return n - t <= e && n + t >= e;
}
function Dr(e, t, n) {
	let r, i, a;
	for (r = 0, i = e.length; r < i; r++) a = e[r][n], isNaN(a) || (t.min = Math.min(t.min, a), t.max = Math.max(t.max, a));
}
function Or(e) {
	return q / 180 * e;
}
function kr(e) {
	return 180 / q * e;
}
function Ar(e) {
	if (!qn(e)) return;
	let t = 1, n = 0;
	for (; Math.round(e * t) / t !== e;) t *= 10, n++;
	return n;
}
function jr(e, t) {
	let n = t.x - e.x, r = t.y - e.y, i = Math.sqrt(n * n + r * r), a = Math.atan2(r, n);
	return a < -.5 * q && (a += J), {
		angle: a,
		distance: i
	};
}
function Mr(e, t) {
	return Math.sqrt((t.x - e.x) ** 2 + (t.y - e.y) ** 2);
}
function Nr(e, t) {
	return (e - t + pr) % J - q;
}
function Pr(e) {
	return (e % J + J) % J;
}
function Fr(e, t, n, r) {
	let i = Pr(e), a = Pr(t), o = Pr(n), s = Pr(a - i), c = Pr(o - i), l = Pr(i - a), u = Pr(i - o);
	return i === a || i === o || r && a === o || s > c && l < u;
}
function Ir(e, t, n) {
	return Math.max(t, Math.min(n, e));
}
function Lr(e) {
	return Ir(e, -32768, 32767);
}
function Rr(e, t, n, r = 1e-6) {
	return e >= Math.min(t, n) - r && e <= Math.max(t, n) + r;
}
function zr(e, t, n) {
	n = n || ((n) => e[n] < t);
	let r = e.length - 1, i = 0, a;
	for (; r - i > 1;) a = i + r >> 1, n(a) ? i = a : r = a;
	return {
		lo: i,
		hi: r
	};
}
var Br = (e, t, n, r) => zr(e, n, r ? (r) => {
	let i = e[r][t];
	return i < n || i === n && e[r + 1][t] === n;
} : (r) => e[r][t] < n), Vr = (e, t, n) => zr(e, n, (r) => e[r][t] >= n);
function Hr(e, t, n) {
	let r = 0, i = e.length;
	for (; r < i && e[r] < t;) r++;
	for (; i > r && e[i - 1] > n;) i--;
	return r > 0 || i < e.length ? e.slice(r, i) : e;
}
var Ur = [
	"push",
	"pop",
	"shift",
	"splice",
	"unshift"
];
function Wr(e, t) {
	e._chartjs ? e._chartjs.listeners.push(t) : (Object.defineProperty(e, "_chartjs", {
		configurable: !0,
		enumerable: !1,
		value: { listeners: [t] }
	}), Ur.forEach((t) => {
		let n = "_onData" + cr(t), r = e[t];
		Object.defineProperty(e, t, {
			configurable: !0,
			enumerable: !1,
			value(...t) {
				let i = r.apply(this, t);
				return e._chartjs.listeners.forEach((e) => {
					typeof e[n] == "function" && e[n](...t);
				}), i;
			}
		});
	}));
}
function Gr(e, t) {
	let n = e._chartjs;
	if (!n) return;
	let r = n.listeners, i = r.indexOf(t);
	i !== -1 && r.splice(i, 1), r.length > 0 || (Ur.forEach((t) => {
		delete e[t];
	}), delete e._chartjs);
}
function Kr(e) {
	let t = new Set(e);
	return t.size === e.length ? e : Array.from(t);
}
var qr = function() {
	return typeof window > "u" ? function(e) {
		return e();
	} : window.requestAnimationFrame;
}();
function Jr(e, t) {
	let n = [], r = !1;
	return function(...i) {
		n = i, r || (r = !0, qr.call(window, () => {
			r = !1, e.apply(t, n);
		}));
	};
}
function Yr(e, t) {
	let n;
	return function(...r) {
		return t ? (clearTimeout(n), n = setTimeout(e, t, r)) : e.apply(this, r), t;
	};
}
var Xr = (e) => e === "start" ? "left" : e === "end" ? "right" : "center", Zr = (e, t, n) => e === "start" ? t : e === "end" ? n : (t + n) / 2, Qr = (e, t, n, r) => e === (r ? "left" : "right") ? n : e === "center" ? (t + n) / 2 : t;
function $r(e, t, n) {
	let r = t.length, i = 0, a = r;
	if (e._sorted) {
		let { iScale: o, vScale: s, _parsed: c } = e, l = e.dataset && e.dataset.options ? e.dataset.options.spanGaps : null, u = o.axis, { min: d, max: f, minDefined: p, maxDefined: m } = o.getUserBounds();
		if (p) {
			if (i = Math.min(Br(c, u, d).lo, n ? r : Br(t, u, o.getPixelForValue(d)).lo), l) {
				let e = c.slice(0, i + 1).reverse().findIndex((e) => !V(e[s.axis]));
				i -= Math.max(0, e);
			}
			i = Ir(i, 0, r - 1);
		}
		if (m) {
			let e = Math.max(Br(c, o.axis, f, !0).hi + 1, n ? 0 : Br(t, u, o.getPixelForValue(f), !0).hi + 1);
			if (l) {
				let t = c.slice(e - 1).findIndex((e) => !V(e[s.axis]));
				e += Math.max(0, t);
			}
			a = Ir(e, i, r) - i;
		} else a = r - i;
	}
	return {
		start: i,
		count: a
	};
}
function ei(e) {
	let { xScale: t, yScale: n, _scaleRanges: r } = e, i = {
		xmin: t.min,
		xmax: t.max,
		ymin: n.min,
		ymax: n.max
	};
	if (!r) return e._scaleRanges = i, !0;
	let a = r.xmin !== t.min || r.xmax !== t.max || r.ymin !== n.min || r.ymax !== n.max;
	return Object.assign(r, i), a;
}
var ti = (e) => e === 0 || e === 1, ni = (e, t, n) => -(2 ** (10 * --e) * Math.sin((e - t) * J / n)), ri = (e, t, n) => 2 ** (-10 * e) * Math.sin((e - t) * J / n) + 1, ii = {
	linear: (e) => e,
	easeInQuad: (e) => e * e,
	easeOutQuad: (e) => -e * (e - 2),
	easeInOutQuad: (e) => (e /= .5) < 1 ? .5 * e * e : -.5 * (--e * (e - 2) - 1),
	easeInCubic: (e) => e * e * e,
	easeOutCubic: (e) => --e * e * e + 1,
	easeInOutCubic: (e) => (e /= .5) < 1 ? .5 * e * e * e : .5 * ((e -= 2) * e * e + 2),
	easeInQuart: (e) => e * e * e * e,
	easeOutQuart: (e) => -(--e * e * e * e - 1),
	easeInOutQuart: (e) => (e /= .5) < 1 ? .5 * e * e * e * e : -.5 * ((e -= 2) * e * e * e - 2),
	easeInQuint: (e) => e * e * e * e * e,
	easeOutQuint: (e) => --e * e * e * e * e + 1,
	easeInOutQuint: (e) => (e /= .5) < 1 ? .5 * e * e * e * e * e : .5 * ((e -= 2) * e * e * e * e + 2),
	easeInSine: (e) => -Math.cos(e * gr) + 1,
	easeOutSine: (e) => Math.sin(e * gr),
	easeInOutSine: (e) => -.5 * (Math.cos(q * e) - 1),
	easeInExpo: (e) => e === 0 ? 0 : 2 ** (10 * (e - 1)),
	easeOutExpo: (e) => e === 1 ? 1 : -(2 ** (-10 * e)) + 1,
	easeInOutExpo: (e) => ti(e) ? e : e < .5 ? .5 * 2 ** (10 * (e * 2 - 1)) : .5 * (-(2 ** (-10 * (e * 2 - 1))) + 2),
	easeInCirc: (e) => e >= 1 ? e : -(Math.sqrt(1 - e * e) - 1),
	easeOutCirc: (e) => Math.sqrt(1 - --e * e),
	easeInOutCirc: (e) => (e /= .5) < 1 ? -.5 * (Math.sqrt(1 - e * e) - 1) : .5 * (Math.sqrt(1 - (e -= 2) * e) + 1),
	easeInElastic: (e) => ti(e) ? e : ni(e, .075, .3),
	easeOutElastic: (e) => ti(e) ? e : ri(e, .075, .3),
	easeInOutElastic(e) {
		let t = .1125, n = .45;
		return ti(e) ? e : e < .5 ? .5 * ni(e * 2, t, n) : .5 + .5 * ri(e * 2 - 1, t, n);
	},
	easeInBack(e) {
		return e * e * (2.70158 * e - 1.70158);
	},
	easeOutBack(e) {
		return --e * e * (2.70158 * e + 1.70158) + 1;
	},
	easeInOutBack(e) {
		let t = 1.70158;
		return (e /= .5) < 1 ? .5 * (e * e * (((t *= 1.525) + 1) * e - t)) : .5 * ((e -= 2) * e * (((t *= 1.525) + 1) * e + t) + 2);
	},
	easeInBounce: (e) => 1 - ii.easeOutBounce(1 - e),
	easeOutBounce(e) {
		let t = 7.5625, n = 2.75;
		return e < 1 / n ? t * e * e : e < 2 / n ? t * (e -= 1.5 / n) * e + .75 : e < 2.5 / n ? t * (e -= 2.25 / n) * e + .9375 : t * (e -= 2.625 / n) * e + .984375;
	},
	easeInOutBounce: (e) => e < .5 ? ii.easeInBounce(e * 2) * .5 : ii.easeOutBounce(e * 2 - 1) * .5 + .5
};
function ai(e) {
	if (e && typeof e == "object") {
		let t = e.toString();
		return t === "[object CanvasPattern]" || t === "[object CanvasGradient]";
	}
	return !1;
}
function oi(e) {
	return ai(e) ? e : new Wn(e);
}
function si(e) {
	return ai(e) ? e : new Wn(e).saturate(.5).darken(.1).hexString();
}
var ci = [
	"x",
	"y",
	"borderWidth",
	"radius",
	"tension"
], li = [
	"color",
	"borderColor",
	"backgroundColor"
];
function ui(e) {
	e.set("animation", {
		delay: void 0,
		duration: 1e3,
		easing: "easeOutQuart",
		fn: void 0,
		from: void 0,
		loop: void 0,
		to: void 0,
		type: void 0
	}), e.describe("animation", {
		_fallback: !1,
		_indexable: !1,
		_scriptable: (e) => e !== "onProgress" && e !== "onComplete" && e !== "fn"
	}), e.set("animations", {
		colors: {
			type: "color",
			properties: li
		},
		numbers: {
			type: "number",
			properties: ci
		}
	}), e.describe("animations", { _fallback: "animation" }), e.set("transitions", {
		active: { animation: { duration: 400 } },
		resize: { animation: { duration: 0 } },
		show: { animations: {
			colors: { from: "transparent" },
			visible: {
				type: "boolean",
				duration: 0
			}
		} },
		hide: { animations: {
			colors: { to: "transparent" },
			visible: {
				type: "boolean",
				easing: "linear",
				fn: (e) => e | 0
			}
		} }
	});
}
function di(e) {
	e.set("layout", {
		autoPadding: !0,
		padding: {
			top: 0,
			right: 0,
			bottom: 0,
			left: 0
		}
	});
}
var fi = /* @__PURE__ */ new Map();
function pi(e, t) {
	t = t || {};
	let n = e + JSON.stringify(t), r = fi.get(n);
	return r || (r = new Intl.NumberFormat(e, t), fi.set(n, r)), r;
}
function mi(e, t, n) {
	return pi(t, n).format(e);
}
var hi = {
	values(e) {
		return H(e) ? e : "" + e;
	},
	numeric(e, t, n) {
		if (e === 0) return "0";
		let r = this.chart.options.locale, i, a = e;
		if (n.length > 1) {
			let t = Math.max(Math.abs(n[0].value), Math.abs(n[n.length - 1].value));
			(t < 1e-4 || t > 0x38d7ea4c68000) && (i = "scientific"), a = gi(e, n);
		}
		let o = yr(Math.abs(a)), s = isNaN(o) ? 1 : Math.max(Math.min(-1 * Math.floor(o), 20), 0), c = {
			notation: i,
			minimumFractionDigits: s,
			maximumFractionDigits: s
		};
		return Object.assign(c, this.options.ticks.format), mi(e, r, c);
	},
	logarithmic(e, t, n) {
		if (e === 0) return "0";
		let r = n[t].significand || e / 10 ** Math.floor(yr(e));
		return [
			1,
			2,
			3,
			5,
			10,
			15
		].includes(r) || t > .8 * n.length ? hi.numeric.call(this, e, t, n) : "";
	}
};
function gi(e, t) {
	let n = t.length > 3 ? t[2].value - t[1].value : t[1].value - t[0].value;
	return Math.abs(n) >= 1 && e !== Math.floor(e) && (n = e - Math.floor(e)), n;
}
var _i = { formatters: hi };
function vi(e) {
	e.set("scale", {
		display: !0,
		offset: !1,
		reverse: !1,
		beginAtZero: !1,
		bounds: "ticks",
		clip: !0,
		grace: 0,
		grid: {
			display: !0,
			lineWidth: 1,
			drawOnChartArea: !0,
			drawTicks: !0,
			tickLength: 8,
			tickWidth: (e, t) => t.lineWidth,
			tickColor: (e, t) => t.color,
			offset: !1
		},
		border: {
			display: !0,
			dash: [],
			dashOffset: 0,
			width: 1
		},
		title: {
			display: !1,
			text: "",
			padding: {
				top: 4,
				bottom: 4
			}
		},
		ticks: {
			minRotation: 0,
			maxRotation: 50,
			mirror: !1,
			textStrokeWidth: 0,
			textStrokeColor: "",
			padding: 3,
			display: !0,
			autoSkip: !0,
			autoSkipPadding: 3,
			labelOffset: 0,
			callback: _i.formatters.values,
			minor: {},
			major: {},
			align: "center",
			crossAlign: "near",
			showLabelBackdrop: !1,
			backdropColor: "rgba(255, 255, 255, 0.75)",
			backdropPadding: 2
		}
	}), e.route("scale.ticks", "color", "", "color"), e.route("scale.grid", "color", "", "borderColor"), e.route("scale.border", "color", "", "borderColor"), e.route("scale.title", "color", "", "color"), e.describe("scale", {
		_fallback: !1,
		_scriptable: (e) => !e.startsWith("before") && !e.startsWith("after") && e !== "callback" && e !== "parser",
		_indexable: (e) => e !== "borderDash" && e !== "tickBorderDash" && e !== "dash"
	}), e.describe("scales", { _fallback: "scale" }), e.describe("scale.ticks", {
		_scriptable: (e) => e !== "backdropPadding" && e !== "callback",
		_indexable: (e) => e !== "backdropPadding"
	});
}
var yi = Object.create(null), bi = Object.create(null);
function xi(e, t) {
	if (!t) return e;
	let n = t.split(".");
	for (let t = 0, r = n.length; t < r; ++t) {
		let r = n[t];
		e = e[r] || (e[r] = Object.create(null));
	}
	return e;
}
function Si(e, t, n) {
	return typeof t == "string" ? tr(xi(e, t), n) : tr(xi(e, ""), t);
}
var Ci = /* #__PURE__ */ new class {
	constructor(e, t) {
		this.animation = void 0, this.backgroundColor = "rgba(0,0,0,0.1)", this.borderColor = "rgba(0,0,0,0.1)", this.color = "#666", this.datasets = {}, this.devicePixelRatio = (e) => e.chart.platform.getDevicePixelRatio(), this.elements = {}, this.events = [
			"mousemove",
			"mouseout",
			"click",
			"touchstart",
			"touchmove"
		], this.font = {
			family: "'Helvetica Neue', 'Helvetica', 'Arial', sans-serif",
			size: 12,
			style: "normal",
			lineHeight: 1.2,
			weight: null
		}, this.hover = {}, this.hoverBackgroundColor = (e, t) => si(t.backgroundColor), this.hoverBorderColor = (e, t) => si(t.borderColor), this.hoverColor = (e, t) => si(t.color), this.indexAxis = "x", this.interaction = {
			mode: "nearest",
			intersect: !0,
			includeInvisible: !1
		}, this.maintainAspectRatio = !0, this.onHover = null, this.onClick = null, this.parsing = !0, this.plugins = {}, this.responsive = !0, this.scale = void 0, this.scales = {}, this.showLine = !0, this.drawActiveElementsOnTop = !0, this.describe(e), this.apply(t);
	}
	set(e, t) {
		return Si(this, e, t);
	}
	get(e) {
		return xi(this, e);
	}
	describe(e, t) {
		return Si(bi, e, t);
	}
	override(e, t) {
		return Si(yi, e, t);
	}
	route(e, t, n, r) {
		let i = xi(this, e), a = xi(this, n), o = "_" + t;
		Object.defineProperties(i, {
			[o]: {
				value: i[t],
				writable: !0
			},
			[t]: {
				enumerable: !0,
				get() {
					let e = this[o], t = a[r];
					return U(e) ? Object.assign({}, t, e) : W(e, t);
				},
				set(e) {
					this[o] = e;
				}
			}
		});
	}
	apply(e) {
		e.forEach((e) => e(this));
	}
}({
	_scriptable: (e) => !e.startsWith("on"),
	_indexable: (e) => e !== "events",
	hover: { _fallback: "interaction" },
	interaction: {
		_scriptable: !1,
		_indexable: !1
	}
}, [
	ui,
	di,
	vi
]);
function wi(e) {
	return !e || V(e.size) || V(e.family) ? null : (e.style ? e.style + " " : "") + (e.weight ? e.weight + " " : "") + e.size + "px " + e.family;
}
function Ti(e, t, n, r, i) {
	let a = t[i];
	return a || (a = t[i] = e.measureText(i).width, n.push(i)), a > r && (r = a), r;
}
function Ei(e, t, n, r) {
	r = r || {};
	let i = r.data = r.data || {}, a = r.garbageCollect = r.garbageCollect || [];
	r.font !== t && (i = r.data = {}, a = r.garbageCollect = [], r.font = t), e.save(), e.font = t;
	let o = 0, s = n.length, c, l, u, d, f;
	for (c = 0; c < s; c++) if (d = n[c], d != null && !H(d)) o = Ti(e, i, a, o, d);
	else if (H(d)) for (l = 0, u = d.length; l < u; l++) f = d[l], f != null && !H(f) && (o = Ti(e, i, a, o, f));
	e.restore();
	let p = a.length / 2;
	if (p > n.length) {
		for (c = 0; c < p; c++) delete i[a[c]];
		a.splice(0, p);
	}
	return o;
}
function Di(e, t, n) {
	let r = e.currentDevicePixelRatio, i = n === 0 ? 0 : Math.max(n / 2, .5);
	return Math.round((t - i) * r) / r + i;
}
function Oi(e, t) {
	(t || e) && (t = t || e.getContext("2d"), t.save(), t.resetTransform(), t.clearRect(0, 0, e.width, e.height), t.restore());
}
function ki(e, t, n, r) {
	Ai(e, t, n, r, null);
}
function Ai(e, t, n, r, i) {
	let a, o, s, c, l, u, d, f, p = t.pointStyle, m = t.rotation, h = t.radius, g = (m || 0) * hr;
	if (p && typeof p == "object" && (a = p.toString(), a === "[object HTMLImageElement]" || a === "[object HTMLCanvasElement]")) e.save(), e.translate(n, r), e.rotate(g), e.drawImage(p, -p.width / 2, -p.height / 2, p.width, p.height), e.restore();
	else if (!(isNaN(h) || h <= 0)) {
		switch (e.beginPath(), p) {
			default:
				i ? e.ellipse(n, r, i / 2, h, 0, 0, J) : e.arc(n, r, h, 0, J), e.closePath();
				break;
			case "triangle":
				u = i ? i / 2 : h, e.moveTo(n + Math.sin(g) * u, r - Math.cos(g) * h), g += vr, e.lineTo(n + Math.sin(g) * u, r - Math.cos(g) * h), g += vr, e.lineTo(n + Math.sin(g) * u, r - Math.cos(g) * h), e.closePath();
				break;
			case "rectRounded":
				l = h * .516, c = h - l, o = Math.cos(g + _r) * c, d = Math.cos(g + _r) * (i ? i / 2 - l : c), s = Math.sin(g + _r) * c, f = Math.sin(g + _r) * (i ? i / 2 - l : c), e.arc(n - d, r - s, l, g - q, g - gr), e.arc(n + f, r - o, l, g - gr, g), e.arc(n + d, r + s, l, g, g + gr), e.arc(n - f, r + o, l, g + gr, g + q), e.closePath();
				break;
			case "rect":
				if (!m) {
					c = Math.SQRT1_2 * h, u = i ? i / 2 : c, e.rect(n - u, r - c, 2 * u, 2 * c);
					break;
				}
				g += _r;
			case "rectRot":
				d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + f, r - o), e.lineTo(n + d, r + s), e.lineTo(n - f, r + o), e.closePath();
				break;
			case "crossRot": g += _r;
			case "cross":
				d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + d, r + s), e.moveTo(n + f, r - o), e.lineTo(n - f, r + o);
				break;
			case "star":
				d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + d, r + s), e.moveTo(n + f, r - o), e.lineTo(n - f, r + o), g += _r, d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + d, r + s), e.moveTo(n + f, r - o), e.lineTo(n - f, r + o);
				break;
			case "line":
				o = i ? i / 2 : Math.cos(g) * h, s = Math.sin(g) * h, e.moveTo(n - o, r - s), e.lineTo(n + o, r + s);
				break;
			case "dash":
				e.moveTo(n, r), e.lineTo(n + Math.cos(g) * (i ? i / 2 : h), r + Math.sin(g) * h);
				break;
			case !1: e.closePath();
		}
		e.fill(), t.borderWidth > 0 && e.stroke();
	}
}
function ji(e, t, n) {
	return n = n || .5, !t || e && e.x > t.left - n && e.x < t.right + n && e.y > t.top - n && e.y < t.bottom + n;
}
function Mi(e, t) {
	e.save(), e.beginPath(), e.rect(t.left, t.top, t.right - t.left, t.bottom - t.top), e.clip();
}
function Ni(e) {
	e.restore();
}
function Pi(e, t, n, r, i) {
	if (!t) return e.lineTo(n.x, n.y);
	if (i === "middle") {
		let r = (t.x + n.x) / 2;
		e.lineTo(r, t.y), e.lineTo(r, n.y);
	} else i === "after" == !!r ? e.lineTo(n.x, t.y) : e.lineTo(t.x, n.y);
	e.lineTo(n.x, n.y);
}
function Fi(e, t, n, r) {
	if (!t) return e.lineTo(n.x, n.y);
	e.bezierCurveTo(r ? t.cp1x : t.cp2x, r ? t.cp1y : t.cp2y, r ? n.cp2x : n.cp1x, r ? n.cp2y : n.cp1y, n.x, n.y);
}
function Ii(e, t) {
	t.translation && e.translate(t.translation[0], t.translation[1]), V(t.rotation) || e.rotate(t.rotation), t.color && (e.fillStyle = t.color), t.textAlign && (e.textAlign = t.textAlign), t.textBaseline && (e.textBaseline = t.textBaseline);
}
function Li(e, t, n, r, i) {
	if (i.strikethrough || i.underline) {
		let a = e.measureText(r), o = t - a.actualBoundingBoxLeft, s = t + a.actualBoundingBoxRight, c = n - a.actualBoundingBoxAscent, l = n + a.actualBoundingBoxDescent, u = i.strikethrough ? (c + l) / 2 : l;
		e.strokeStyle = e.fillStyle, e.beginPath(), e.lineWidth = i.decorationWidth || 2, e.moveTo(o, u), e.lineTo(s, u), e.stroke();
	}
}
function Ri(e, t) {
	let n = e.fillStyle;
	e.fillStyle = t.color, e.fillRect(t.left, t.top, t.width, t.height), e.fillStyle = n;
}
function zi(e, t, n, r, i, a = {}) {
	let o = H(t) ? t : [t], s = a.strokeWidth > 0 && a.strokeColor !== "", c, l;
	for (e.save(), e.font = i.string, Ii(e, a), c = 0; c < o.length; ++c) l = o[c], a.backdrop && Ri(e, a.backdrop), s && (a.strokeColor && (e.strokeStyle = a.strokeColor), V(a.strokeWidth) || (e.lineWidth = a.strokeWidth), e.strokeText(l, n, r, a.maxWidth)), e.fillText(l, n, r, a.maxWidth), Li(e, n, r, l, a), r += Number(i.lineHeight);
	e.restore();
}
function Bi(e, t) {
	let { x: n, y: r, w: i, h: a, radius: o } = t;
	e.arc(n + o.topLeft, r + o.topLeft, o.topLeft, 1.5 * q, q, !0), e.lineTo(n, r + a - o.bottomLeft), e.arc(n + o.bottomLeft, r + a - o.bottomLeft, o.bottomLeft, q, gr, !0), e.lineTo(n + i - o.bottomRight, r + a), e.arc(n + i - o.bottomRight, r + a - o.bottomRight, o.bottomRight, gr, 0, !0), e.lineTo(n + i, r + o.topRight), e.arc(n + i - o.topRight, r + o.topRight, o.topRight, 0, -gr, !0), e.lineTo(n + o.topLeft, r);
}
var Vi = /^(normal|(\d+(?:\.\d+)?)(px|em|%)?)$/, Hi = /^(normal|italic|initial|inherit|unset|(oblique( -?[0-9]?[0-9]deg)?))$/;
function Ui(e, t) {
	let n = ("" + e).match(Vi);
	if (!n || n[1] === "normal") return t * 1.2;
	switch (e = +n[2], n[3]) {
		case "px": return e;
		case "%": e /= 100;
	}
	return t * e;
}
var Wi = (e) => +e || 0;
function Gi(e, t) {
	let n = {}, r = U(t), i = r ? Object.keys(t) : t, a = U(e) ? r ? (n) => W(e[n], e[t[n]]) : (t) => e[t] : () => e;
	for (let e of i) n[e] = Wi(a(e));
	return n;
}
function Ki(e) {
	return Gi(e, {
		top: "y",
		right: "x",
		bottom: "y",
		left: "x"
	});
}
function qi(e) {
	return Gi(e, [
		"topLeft",
		"topRight",
		"bottomLeft",
		"bottomRight"
	]);
}
function Ji(e) {
	let t = Ki(e);
	return t.width = t.left + t.right, t.height = t.top + t.bottom, t;
}
function Yi(e, t) {
	e = e || {}, t = t || Ci.font;
	let n = W(e.size, t.size);
	typeof n == "string" && (n = parseInt(n, 10));
	let r = W(e.style, t.style);
	r && !("" + r).match(Hi) && (console.warn("Invalid font style specified: \"" + r + "\""), r = void 0);
	let i = {
		family: W(e.family, t.family),
		lineHeight: Ui(W(e.lineHeight, t.lineHeight), n),
		size: n,
		style: r,
		weight: W(e.weight, t.weight),
		string: ""
	};
	return i.string = wi(i), i;
}
function Xi(e, t, n, r) {
	let i = !0, a, o, s;
	for (a = 0, o = e.length; a < o; ++a) if (s = e[a], s !== void 0 && (t !== void 0 && typeof s == "function" && (s = s(t), i = !1), n !== void 0 && H(s) && (s = s[n % s.length], i = !1), s !== void 0)) return r && !i && (r.cacheable = !1), s;
}
function Zi(e, t, n) {
	let { min: r, max: i } = e, a = Xn(t, (i - r) / 2), o = (e, t) => n && e === 0 ? 0 : e + t;
	return {
		min: o(r, -Math.abs(a)),
		max: o(i, a)
	};
}
function Qi(e, t) {
	return Object.assign(Object.create(e), t);
}
function $i(e, t = [""], n, r, i = () => e[0]) {
	let a = n || e;
	return r === void 0 && (r = ha("_fallback", e)), new Proxy({
		[Symbol.toStringTag]: "Object",
		_cacheable: !0,
		_scopes: e,
		_rootScopes: a,
		_fallback: r,
		_getTarget: i,
		override: (n) => $i([n, ...e], t, a, r)
	}, {
		deleteProperty(t, n) {
			return delete t[n], delete t._keys, delete e[0][n], !0;
		},
		get(n, r) {
			return ia(n, r, () => ma(r, t, e, n));
		},
		getOwnPropertyDescriptor(e, t) {
			return Reflect.getOwnPropertyDescriptor(e._scopes[0], t);
		},
		getPrototypeOf() {
			return Reflect.getPrototypeOf(e[0]);
		},
		has(e, t) {
			return ga(e).includes(t);
		},
		ownKeys(e) {
			return ga(e);
		},
		set(e, t, n) {
			let r = e._storage || (e._storage = i());
			return e[t] = r[t] = n, delete e._keys, !0;
		}
	});
}
function ea(e, t, n, r) {
	let i = {
		_cacheable: !1,
		_proxy: e,
		_context: t,
		_subProxy: n,
		_stack: /* @__PURE__ */ new Set(),
		_descriptors: ta(e, r),
		setContext: (t) => ea(e, t, n, r),
		override: (i) => ea(e.override(i), t, n, r)
	};
	return new Proxy(i, {
		deleteProperty(t, n) {
			return delete t[n], delete e[n], !0;
		},
		get(e, t, n) {
			return ia(e, t, () => aa(e, t, n));
		},
		getOwnPropertyDescriptor(t, n) {
			return t._descriptors.allKeys ? Reflect.has(e, n) ? {
				enumerable: !0,
				configurable: !0
			} : void 0 : Reflect.getOwnPropertyDescriptor(e, n);
		},
		getPrototypeOf() {
			return Reflect.getPrototypeOf(e);
		},
		has(t, n) {
			return Reflect.has(e, n);
		},
		ownKeys() {
			return Reflect.ownKeys(e);
		},
		set(t, n, r) {
			return e[n] = r, delete t[n], !0;
		}
	});
}
function ta(e, t = {
	scriptable: !0,
	indexable: !0
}) {
	let { _scriptable: n = t.scriptable, _indexable: r = t.indexable, _allKeys: i = t.allKeys } = e;
	return {
		allKeys: i,
		scriptable: n,
		indexable: r,
		isScriptable: ur(n) ? n : () => n,
		isIndexable: ur(r) ? r : () => r
	};
}
var na = (e, t) => e ? e + cr(t) : t, ra = (e, t) => U(t) && e !== "adapters" && (Object.getPrototypeOf(t) === null || t.constructor === Object);
function ia(e, t, n) {
	if (Object.prototype.hasOwnProperty.call(e, t) || t === "constructor") return e[t];
	let r = n();
	return e[t] = r, r;
}
function aa(e, t, n) {
	let { _proxy: r, _context: i, _subProxy: a, _descriptors: o } = e, s = r[t];
	return ur(s) && o.isScriptable(t) && (s = oa(t, s, e, n)), H(s) && s.length && (s = sa(t, s, e, o.isIndexable)), ra(t, s) && (s = ea(s, i, a && a[t], o)), s;
}
function oa(e, t, n, r) {
	let { _proxy: i, _context: a, _subProxy: o, _stack: s } = n;
	if (s.has(e)) throw Error("Recursion detected: " + Array.from(s).join("->") + "->" + e);
	s.add(e);
	let c = t(a, o || r);
	return s.delete(e), ra(e, c) && (c = da(i._scopes, i, e, c)), c;
}
function sa(e, t, n, r) {
	let { _proxy: i, _context: a, _subProxy: o, _descriptors: s } = n;
	if (a.index !== void 0 && r(e)) return t[a.index % t.length];
	if (U(t[0])) {
		let n = t, r = i._scopes.filter((e) => e !== n);
		t = [];
		for (let c of n) {
			let n = da(r, i, e, c);
			t.push(ea(n, a, o && o[e], s));
		}
	}
	return t;
}
function ca(e, t, n) {
	return ur(e) ? e(t, n) : e;
}
var la = (e, t) => e === !0 ? t : typeof e == "string" ? sr(t, e) : void 0;
function ua(e, t, n, r, i) {
	for (let a of t) {
		let t = la(n, a);
		if (t) {
			e.add(t);
			let a = ca(t._fallback, n, i);
			if (a !== void 0 && a !== n && a !== r) return a;
		} else if (t === !1 && r !== void 0 && n !== r) return null;
	}
	return !1;
}
function da(e, t, n, r) {
	let i = t._rootScopes, a = ca(t._fallback, n, r), o = [...e, ...i], s = /* @__PURE__ */ new Set();
	s.add(r);
	let c = fa(s, o, n, a || n, r);
	return c === null || a !== void 0 && a !== n && (c = fa(s, o, a, c, r), c === null) ? !1 : $i(Array.from(s), [""], i, a, () => pa(t, n, r));
}
function fa(e, t, n, r, i) {
	for (; n;) n = ua(e, t, n, r, i);
	return n;
}
function pa(e, t, n) {
	let r = e._getTarget();
	t in r || (r[t] = {});
	let i = r[t];
	return H(i) && U(n) ? n : i || {};
}
function ma(e, t, n, r) {
	let i;
	for (let a of t) if (i = ha(na(a, e), n), i !== void 0) return ra(e, i) ? da(n, r, e, i) : i;
}
function ha(e, t) {
	for (let n of t) {
		if (!n) continue;
		let t = n[e];
		if (t !== void 0) return t;
	}
}
function ga(e) {
	let t = e._keys;
	return t || (t = e._keys = _a(e._scopes)), t;
}
function _a(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e) for (let e of Object.keys(n).filter((e) => !e.startsWith("_"))) t.add(e);
	return Array.from(t);
}
function va(e, t, n, r) {
	let { iScale: i } = e, { key: a = "r" } = this._parsing, o = Array(r), s, c, l, u;
	for (s = 0, c = r; s < c; ++s) l = s + n, u = t[l], o[s] = { r: i.parse(sr(u, a), l) };
	return o;
}
var ya = 2 ** -52 || 1e-14, ba = (e, t) => t < e.length && !e[t].skip && e[t], xa = (e) => e === "x" ? "y" : "x";
function Sa(e, t, n, r) {
	let i = e.skip ? t : e, a = t, o = n.skip ? t : n, s = Mr(a, i), c = Mr(o, a), l = s / (s + c), u = c / (s + c);
	l = isNaN(l) ? 0 : l, u = isNaN(u) ? 0 : u;
	let d = r * l, f = r * u;
	return {
		previous: {
			x: a.x - d * (o.x - i.x),
			y: a.y - d * (o.y - i.y)
		},
		next: {
			x: a.x + f * (o.x - i.x),
			y: a.y + f * (o.y - i.y)
		}
	};
}
function Ca(e, t, n) {
	let r = e.length, i, a, o, s, c, l = ba(e, 0);
	for (let u = 0; u < r - 1; ++u) c = l, l = ba(e, u + 1), c && l && (xr(t[u], 0, ya) ? n[u] = n[u + 1] = 0 : (i = n[u] / t[u], a = n[u + 1] / t[u], s = i ** 2 + a ** 2, s <= 9 || (o = 3 / Math.sqrt(s), n[u] = i * o * t[u], n[u + 1] = a * o * t[u])));
}
function wa(e, t, n = "x") {
	let r = xa(n), i = e.length, a, o, s, c = ba(e, 0);
	for (let l = 0; l < i; ++l) {
		if (o = s, s = c, c = ba(e, l + 1), !s) continue;
		let i = s[n], u = s[r];
		o && (a = (i - o[n]) / 3, s[`cp1${n}`] = i - a, s[`cp1${r}`] = u - a * t[l]), c && (a = (c[n] - i) / 3, s[`cp2${n}`] = i + a, s[`cp2${r}`] = u + a * t[l]);
	}
}
function Ta(e, t = "x") {
	let n = xa(t), r = e.length, i = Array(r).fill(0), a = Array(r), o, s, c, l = ba(e, 0);
	for (o = 0; o < r; ++o) if (s = c, c = l, l = ba(e, o + 1), c) {
		if (l) {
			let e = l[t] - c[t];
			i[o] = e === 0 ? 0 : (l[n] - c[n]) / e;
		}
		a[o] = s ? l ? br(i[o - 1]) === br(i[o]) ? (i[o - 1] + i[o]) / 2 : 0 : i[o - 1] : i[o];
	}
	Ca(e, i, a), wa(e, a, t);
}
function Ea(e, t, n) {
	return Math.max(Math.min(e, n), t);
}
function Da(e, t) {
	let n, r, i, a, o, s = ji(e[0], t);
	for (n = 0, r = e.length; n < r; ++n) o = a, a = s, s = n < r - 1 && ji(e[n + 1], t), a && (i = e[n], o && (i.cp1x = Ea(i.cp1x, t.left, t.right), i.cp1y = Ea(i.cp1y, t.top, t.bottom)), s && (i.cp2x = Ea(i.cp2x, t.left, t.right), i.cp2y = Ea(i.cp2y, t.top, t.bottom)));
}
function Oa(e, t, n, r, i) {
	let a, o, s, c;
	if (t.spanGaps && (e = e.filter((e) => !e.skip)), t.cubicInterpolationMode === "monotone") Ta(e, i);
	else {
		let n = r ? e[e.length - 1] : e[0];
		for (a = 0, o = e.length; a < o; ++a) s = e[a], c = Sa(n, s, e[Math.min(a + 1, o - +!r) % o], t.tension), s.cp1x = c.previous.x, s.cp1y = c.previous.y, s.cp2x = c.next.x, s.cp2y = c.next.y, n = s;
	}
	t.capBezierPoints && Da(e, n);
}
function ka() {
	return typeof window < "u" && typeof document < "u";
}
function Aa(e) {
	let t = e.parentNode;
	return t && t.toString() === "[object ShadowRoot]" && (t = t.host), t;
}
function ja(e, t, n) {
	let r;
	return typeof e == "string" ? (r = parseInt(e, 10), e.indexOf("%") !== -1 && (r = r / 100 * t.parentNode[n])) : r = e, r;
}
var Ma = (e) => e.ownerDocument.defaultView.getComputedStyle(e, null);
function Na(e, t) {
	return Ma(e).getPropertyValue(t);
}
var Pa = [
	"top",
	"right",
	"bottom",
	"left"
];
function Fa(e, t, n) {
	let r = {};
	n = n ? "-" + n : "";
	for (let i = 0; i < 4; i++) {
		let a = Pa[i];
		r[a] = parseFloat(e[t + "-" + a + n]) || 0;
	}
	return r.width = r.left + r.right, r.height = r.top + r.bottom, r;
}
var Ia = (e, t, n) => (e > 0 || t > 0) && (!n || !n.shadowRoot);
function La(e, t) {
	let n = e.touches, r = n && n.length ? n[0] : e, { offsetX: i, offsetY: a } = r, o = !1, s, c;
	if (Ia(i, a, e.target)) s = i, c = a;
	else {
		let e = t.getBoundingClientRect();
		s = r.clientX - e.left, c = r.clientY - e.top, o = !0;
	}
	return {
		x: s,
		y: c,
		box: o
	};
}
function Ra(e, t) {
	if ("native" in e) return e;
	let { canvas: n, currentDevicePixelRatio: r } = t, i = Ma(n), a = i.boxSizing === "border-box", o = Fa(i, "padding"), s = Fa(i, "border", "width"), { x: c, y: l, box: u } = La(e, n), d = o.left + (u && s.left), f = o.top + (u && s.top), { width: p, height: m } = t;
	return a && (p -= o.width + s.width, m -= o.height + s.height), {
		x: Math.round((c - d) / p * n.width / r),
		y: Math.round((l - f) / m * n.height / r)
	};
}
function za(e, t, n) {
	let r, i;
	if (t === void 0 || n === void 0) {
		let a = e && Aa(e);
		if (!a) t = e.clientWidth, n = e.clientHeight;
		else {
			let e = a.getBoundingClientRect(), o = Ma(a), s = Fa(o, "border", "width"), c = Fa(o, "padding");
			t = e.width - c.width - s.width, n = e.height - c.height - s.height, r = ja(o.maxWidth, a, "clientWidth"), i = ja(o.maxHeight, a, "clientHeight");
		}
	}
	return {
		width: t,
		height: n,
		maxWidth: r || mr,
		maxHeight: i || mr
	};
}
var Ba = (e) => Math.round(e * 10) / 10;
function Va(e, t, n, r) {
	let i = Ma(e), a = Fa(i, "margin"), o = ja(i.maxWidth, e, "clientWidth") || mr, s = ja(i.maxHeight, e, "clientHeight") || mr, c = za(e, t, n), { width: l, height: u } = c;
	if (i.boxSizing === "content-box") {
		let e = Fa(i, "border", "width"), t = Fa(i, "padding");
		l -= t.width + e.width, u -= t.height + e.height;
	}
	return l = Math.max(0, l - a.width), u = Math.max(0, r ? l / r : u - a.height), l = Ba(Math.min(l, o, c.maxWidth)), u = Ba(Math.min(u, s, c.maxHeight)), l && !u && (u = Ba(l / 2)), (t !== void 0 || n !== void 0) && r && c.height && u > c.height && (u = c.height, l = Ba(Math.floor(u * r))), {
		width: l,
		height: u
	};
}
function Ha(e, t, n) {
	let r = t || 1, i = Ba(e.height * r), a = Ba(e.width * r);
	e.height = Ba(e.height), e.width = Ba(e.width);
	let o = e.canvas;
	o.style && (n || !o.style.height && !o.style.width) && (o.style.height = `${e.height}px`, o.style.width = `${e.width}px`);
	let s = Math.floor(i), c = Math.floor(a);
	return e.currentDevicePixelRatio !== r || o.height !== s || o.width !== c ? (e.currentDevicePixelRatio = r, o.height = s, o.width = c, e.ctx.setTransform(r, 0, 0, r, 0, 0), !0) : !1;
}
var Ua = function() {
	let e = !1;
	try {
		let t = { get passive() {
			return e = !0, !1;
		} };
		ka() && (window.addEventListener("test", null, t), window.removeEventListener("test", null, t));
	} catch {}
	return e;
}();
function Wa(e, t) {
	let n = Na(e, t), r = n && n.match(/^(\d+)(\.\d+)?px$/);
	return r ? +r[1] : void 0;
}
function Ga(e, t, n, r) {
	return {
		x: e.x + n * (t.x - e.x),
		y: e.y + n * (t.y - e.y)
	};
}
function Ka(e, t, n, r) {
	return {
		x: e.x + n * (t.x - e.x),
		y: r === "middle" ? n < .5 ? e.y : t.y : r === "after" ? n < 1 ? e.y : t.y : n > 0 ? t.y : e.y
	};
}
function qa(e, t, n, r) {
	let i = {
		x: e.cp2x,
		y: e.cp2y
	}, a = {
		x: t.cp1x,
		y: t.cp1y
	}, o = Ga(e, i, n), s = Ga(i, a, n), c = Ga(a, t, n);
	return Ga(Ga(o, s, n), Ga(s, c, n), n);
}
var Ja = function(e, t) {
	return {
		x(n) {
			return e + e + t - n;
		},
		setWidth(e) {
			t = e;
		},
		textAlign(e) {
			return e === "center" ? e : e === "right" ? "left" : "right";
		},
		xPlus(e, t) {
			return e - t;
		},
		leftForLtr(e, t) {
			return e - t;
		}
	};
}, Ya = function() {
	return {
		x(e) {
			return e;
		},
		setWidth(e) {},
		textAlign(e) {
			return e;
		},
		xPlus(e, t) {
			return e + t;
		},
		leftForLtr(e, t) {
			return e;
		}
	};
};
function Xa(e, t, n) {
	return e ? Ja(t, n) : Ya();
}
function Za(e, t) {
	let n, r;
	(t === "ltr" || t === "rtl") && (n = e.canvas.style, r = [n.getPropertyValue("direction"), n.getPropertyPriority("direction")], n.setProperty("direction", t, "important"), e.prevTextDirection = r);
}
function Qa(e, t) {
	t !== void 0 && (delete e.prevTextDirection, e.canvas.style.setProperty("direction", t[0], t[1]));
}
function $a(e) {
	return e === "angle" ? {
		between: Fr,
		compare: Nr,
		normalize: Pr
	} : {
		between: Rr,
		compare: (e, t) => e - t,
		normalize: (e) => e
	};
}
function eo({ start: e, end: t, count: n, loop: r, style: i }) {
	return {
		start: e % n,
		end: t % n,
		loop: r && (t - e + 1) % n === 0,
		style: i
	};
}
function to(e, t, n) {
	let { property: r, start: i, end: a } = n, { between: o, normalize: s } = $a(r), c = t.length, { start: l, end: u, loop: d } = e, f, p;
	if (d) {
		for (l += c, u += c, f = 0, p = c; f < p && o(s(t[l % c][r]), i, a); ++f) l--, u--;
		l %= c, u %= c;
	}
	return u < l && (u += c), {
		start: l,
		end: u,
		loop: d,
		style: e.style
	};
}
function no(e, t, n) {
	if (!n) return [e];
	let { property: r, start: i, end: a } = n, o = t.length, { compare: s, between: c, normalize: l } = $a(r), { start: u, end: d, loop: f, style: p } = to(e, t, n), m = [], h = !1, g = null, _, v, y, b = () => c(i, y, _) && s(i, y) !== 0, x = () => s(a, _) === 0 || c(a, y, _), S = () => h || b(), C = () => !h || x();
	for (let e = u, n = u; e <= d; ++e) v = t[e % o], v.skip || (_ = l(v[r]), _ !== y && (h = c(_, i, a), g === null && S() && (g = s(_, i) === 0 ? e : n), g !== null && C() && (m.push(eo({
		start: g,
		end: e,
		loop: f,
		count: o,
		style: p
	})), g = null), n = e, y = _));
	return g !== null && m.push(eo({
		start: g,
		end: d,
		loop: f,
		count: o,
		style: p
	})), m;
}
function ro(e, t) {
	let n = [], r = e.segments;
	for (let i = 0; i < r.length; i++) {
		let a = no(r[i], e.points, t);
		a.length && n.push(...a);
	}
	return n;
}
function io(e, t, n, r) {
	let i = 0, a = t - 1;
	if (n && !r) for (; i < t && !e[i].skip;) i++;
	for (; i < t && e[i].skip;) i++;
	for (i %= t, n && (a += i); a > i && e[a % t].skip;) a--;
	return a %= t, {
		start: i,
		end: a
	};
}
function ao(e, t, n, r) {
	let i = e.length, a = [], o = t, s = e[t], c;
	for (c = t + 1; c <= n; ++c) {
		let n = e[c % i];
		n.skip || n.stop ? s.skip || (r = !1, a.push({
			start: t % i,
			end: (c - 1) % i,
			loop: r
		}), t = o = n.stop ? c : null) : (o = c, s.skip && (t = c)), s = n;
	}
	return o !== null && a.push({
		start: t % i,
		end: o % i,
		loop: r
	}), a;
}
function oo(e, t) {
	let n = e.points, r = e.options.spanGaps, i = n.length;
	if (!i) return [];
	let a = !!e._loop, { start: o, end: s } = io(n, i, a, r);
	return r === !0 ? so(e, [{
		start: o,
		end: s,
		loop: a
	}], n, t) : so(e, ao(n, o, s < o ? s + i : s, !!e._fullLoop && o === 0 && s === i - 1), n, t);
}
function so(e, t, n, r) {
	return !r || !r.setContext || !n ? t : co(e, t, n, r);
}
function co(e, t, n, r) {
	let i = e._chart.getContext(), a = lo(e.options), { _datasetIndex: o, options: { spanGaps: s } } = e, c = n.length, l = [], u = a, d = t[0].start, f = d;
	function p(e, t, r, i) {
		let a = s ? -1 : 1;
		if (e !== t) {
			for (e += c; n[e % c].skip;) e -= a;
			for (; n[t % c].skip;) t += a;
			e % c !== t % c && (l.push({
				start: e % c,
				end: t % c,
				loop: r,
				style: i
			}), u = i, d = t % c);
		}
	}
	for (let e of t) {
		d = s ? d : e.start;
		let t = n[d % c], a;
		for (f = d + 1; f <= e.end; f++) {
			let s = n[f % c];
			a = lo(r.setContext(Qi(i, {
				type: "segment",
				p0: t,
				p1: s,
				p0DataIndex: (f - 1) % c,
				p1DataIndex: f % c,
				datasetIndex: o
			}))), uo(a, u) && p(d, f - 1, e.loop, u), t = s, u = a;
		}
		d < f - 1 && p(d, f - 1, e.loop, u);
	}
	return l;
}
function lo(e) {
	return {
		backgroundColor: e.backgroundColor,
		borderCapStyle: e.borderCapStyle,
		borderDash: e.borderDash,
		borderDashOffset: e.borderDashOffset,
		borderJoinStyle: e.borderJoinStyle,
		borderWidth: e.borderWidth,
		borderColor: e.borderColor
	};
}
function uo(e, t) {
	if (!t) return !1;
	let n = [], r = function(e, t) {
		return ai(t) ? (n.includes(t) || n.push(t), n.indexOf(t)) : t;
	};
	return JSON.stringify(e, r) !== JSON.stringify(t, r);
}
function fo(e, t, n) {
	return e.options.clip ? e[n] : t[n];
}
function po(e, t) {
	let { xScale: n, yScale: r } = e;
	return n && r ? {
		left: fo(n, t, "left"),
		right: fo(n, t, "right"),
		top: fo(r, t, "top"),
		bottom: fo(r, t, "bottom")
	} : t;
}
function mo(e, t) {
	let n = t._clip;
	if (n.disabled) return !1;
	let r = po(t, e.chartArea);
	return {
		left: n.left === !1 ? 0 : r.left - (n.left === !0 ? 0 : n.left),
		right: n.right === !1 ? e.width : r.right + (n.right === !0 ? 0 : n.right),
		top: n.top === !1 ? 0 : r.top - (n.top === !0 ? 0 : n.top),
		bottom: n.bottom === !1 ? e.height : r.bottom + (n.bottom === !0 ? 0 : n.bottom)
	};
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/typeof.js
function ho(e) {
	"@babel/helpers - typeof";
	return ho = typeof Symbol == "function" && typeof Symbol.iterator == "symbol" ? function(e) {
		return typeof e;
	} : function(e) {
		return e && typeof Symbol == "function" && e.constructor === Symbol && e !== Symbol.prototype ? "symbol" : typeof e;
	}, ho(e);
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/toPrimitive.js
function go(e, t) {
	if (ho(e) != "object" || !e) return e;
	var n = e[Symbol.toPrimitive];
	if (n !== void 0) {
		var r = n.call(e, t || "default");
		if (ho(r) != "object") return r;
		throw TypeError("@@toPrimitive must return a primitive value.");
	}
	return (t === "string" ? String : Number)(e);
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/toPropertyKey.js
function _o(e) {
	var t = go(e, "string");
	return ho(t) == "symbol" ? t : t + "";
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/defineProperty.js
function Y(e, t, n) {
	return (t = _o(t)) in e ? Object.defineProperty(e, t, {
		value: n,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[t] = n, e;
}
var vo = /* #__PURE__ */ new class {
	constructor() {
		this._request = null, this._charts = /* @__PURE__ */ new Map(), this._running = !1, this._lastDate = void 0;
	}
	_notify(e, t, n, r) {
		let i = t.listeners[r], a = t.duration;
		i.forEach((r) => r({
			chart: e,
			initial: t.initial,
			numSteps: a,
			currentStep: Math.min(n - t.start, a)
		}));
	}
	_refresh() {
		this._request || (this._running = !0, this._request = qr.call(window, () => {
			this._update(), this._request = null, this._running && this._refresh();
		}));
	}
	_update(e = Date.now()) {
		let t = 0;
		this._charts.forEach((n, r) => {
			if (!n.running || !n.items.length) return;
			let i = n.items, a = i.length - 1, o = !1, s;
			for (; a >= 0; --a) s = i[a], s._active ? (s._total > n.duration && (n.duration = s._total), s.tick(e), o = !0) : (i[a] = i[i.length - 1], i.pop());
			o && (r.draw(), this._notify(r, n, e, "progress")), i.length || (n.running = !1, this._notify(r, n, e, "complete"), n.initial = !1), t += i.length;
		}), this._lastDate = e, t === 0 && (this._running = !1);
	}
	_getAnims(e) {
		let t = this._charts, n = t.get(e);
		return n || (n = {
			running: !1,
			initial: !0,
			items: [],
			listeners: {
				complete: [],
				progress: []
			}
		}, t.set(e, n)), n;
	}
	listen(e, t, n) {
		this._getAnims(e).listeners[t].push(n);
	}
	add(e, t) {
		t && t.length && this._getAnims(e).items.push(...t);
	}
	has(e) {
		return this._getAnims(e).items.length > 0;
	}
	start(e) {
		let t = this._charts.get(e);
		t && (t.running = !0, t.start = Date.now(), t.duration = t.items.reduce((e, t) => Math.max(e, t._duration), 0), this._refresh());
	}
	running(e) {
		if (!this._running) return !1;
		let t = this._charts.get(e);
		return !(!t || !t.running || !t.items.length);
	}
	stop(e) {
		let t = this._charts.get(e);
		if (!t || !t.items.length) return;
		let n = t.items, r = n.length - 1;
		for (; r >= 0; --r) n[r].cancel();
		t.items = [], this._notify(e, t, Date.now(), "complete");
	}
	remove(e) {
		return this._charts.delete(e);
	}
}(), yo = "transparent", bo = {
	boolean(e, t, n) {
		return n > .5 ? t : e;
	},
	color(e, t, n) {
		let r = oi(e || yo), i = r.valid && oi(t || yo);
		return i && i.valid ? i.mix(r, n).hexString() : t;
	},
	number(e, t, n) {
		return e + (t - e) * n;
	}
}, xo = class {
	constructor(e, t, n, r) {
		let i = t[n];
		r = Xi([
			e.to,
			r,
			i,
			e.from
		]);
		let a = Xi([
			e.from,
			i,
			r
		]);
		this._active = !0, this._fn = e.fn || bo[e.type || typeof a], this._easing = ii[e.easing] || ii.linear, this._start = Math.floor(Date.now() + (e.delay || 0)), this._duration = this._total = Math.floor(e.duration), this._loop = !!e.loop, this._target = t, this._prop = n, this._from = a, this._to = r, this._promises = void 0;
	}
	active() {
		return this._active;
	}
	update(e, t, n) {
		if (this._active) {
			this._notify(!1);
			let r = this._target[this._prop], i = n - this._start, a = this._duration - i;
			this._start = n, this._duration = Math.floor(Math.max(a, e.duration)), this._total += i, this._loop = !!e.loop, this._to = Xi([
				e.to,
				t,
				r,
				e.from
			]), this._from = Xi([
				e.from,
				r,
				t
			]);
		}
	}
	cancel() {
		this._active && (this.tick(Date.now()), this._active = !1, this._notify(!1));
	}
	tick(e) {
		let t = e - this._start, n = this._duration, r = this._prop, i = this._from, a = this._loop, o = this._to, s;
		this._active = i !== o && (a || t < n), this._active ? t < 0 ? this._target[r] = i : (s = t / n % 2, s = a && s > 1 ? 2 - s : s, s = this._easing(Math.min(1, Math.max(0, s))), this._target[r] = this._fn(i, o, s)) : (this._target[r] = o, this._notify(!0));
	}
	wait() {
		let e = this._promises || (this._promises = []);
		return new Promise((t, n) => {
			e.push({
				res: t,
				rej: n
			});
		});
	}
	_notify(e) {
		let t = e ? "res" : "rej", n = this._promises || [];
		for (let e = 0; e < n.length; e++) n[e][t]();
	}
}, So = class {
	constructor(e, t) {
		this._chart = e, this._properties = /* @__PURE__ */ new Map(), this.configure(t);
	}
	configure(e) {
		if (!U(e)) return;
		let t = Object.keys(Ci.animation), n = this._properties;
		Object.getOwnPropertyNames(e).forEach((r) => {
			let i = e[r];
			if (!U(i)) return;
			let a = {};
			for (let e of t) a[e] = i[e];
			(H(i.properties) && i.properties || [r]).forEach((e) => {
				e !== r && n.has(e) || n.set(e, a);
			});
		});
	}
	_animateOptions(e, t) {
		let n = t.options, r = wo(e, n);
		if (!r) return [];
		let i = this._createAnimations(r, n);
		return n.$shared && Co(e.options.$animations, n).then(() => {
			e.options = n;
		}, () => {}), i;
	}
	_createAnimations(e, t) {
		let n = this._properties, r = [], i = e.$animations || (e.$animations = {}), a = Object.keys(t), o = Date.now(), s;
		for (s = a.length - 1; s >= 0; --s) {
			let c = a[s];
			if (c.charAt(0) === "$") continue;
			if (c === "options") {
				r.push(...this._animateOptions(e, t));
				continue;
			}
			let l = t[c], u = i[c], d = n.get(c);
			if (u) {
				if (d && u.active()) {
					u.update(d, l, o);
					continue;
				}
				u.cancel();
			}
			!d || !d.duration ? e[c] = l : (i[c] = u = new xo(d, e, c, l), r.push(u));
		}
		return r;
	}
	update(e, t) {
		if (this._properties.size === 0) {
			Object.assign(e, t);
			return;
		}
		let n = this._createAnimations(e, t);
		if (n.length) return vo.add(this._chart, n), !0;
	}
};
function Co(e, t) {
	let n = [], r = Object.keys(t);
	for (let t = 0; t < r.length; t++) {
		let i = e[r[t]];
		i && i.active() && n.push(i.wait());
	}
	return Promise.all(n);
}
function wo(e, t) {
	if (!t) return;
	let n = e.options;
	if (!n) e.options = t;
	else return n.$shared && (e.options = n = Object.assign({}, n, {
		$shared: !1,
		$animations: {}
	})), n;
}
function To(e, t) {
	let n = e && e.options || {}, r = n.reverse, i = n.min === void 0 ? t : 0, a = n.max === void 0 ? t : 0;
	return {
		start: r ? a : i,
		end: r ? i : a
	};
}
function Eo(e, t, n) {
	if (n === !1) return !1;
	let r = To(e, n), i = To(t, n);
	return {
		top: i.end,
		right: r.end,
		bottom: i.start,
		left: r.start
	};
}
function Do(e) {
	let t, n, r, i;
	return U(e) ? (t = e.top, n = e.right, r = e.bottom, i = e.left) : t = n = r = i = e, {
		top: t,
		right: n,
		bottom: r,
		left: i,
		disabled: e === !1
	};
}
function Oo(e, t) {
	let n = [], r = e._getSortedDatasetMetas(t), i, a;
	for (i = 0, a = r.length; i < a; ++i) n.push(r[i].index);
	return n;
}
function ko(e, t, n, r = {}) {
	let i = e.keys, a = r.mode === "single", o, s, c, l;
	if (t === null) return;
	let u = !1;
	for (o = 0, s = i.length; o < s; ++o) {
		if (c = +i[o], c === n) {
			if (u = !0, r.all) continue;
			break;
		}
		l = e.values[c], qn(l) && (a || t === 0 || br(t) === br(l)) && (t += l);
	}
	return !u && !r.all ? 0 : t;
}
function Ao(e, t) {
	let { iScale: n, vScale: r } = t, i = n.axis === "x" ? "x" : "y", a = r.axis === "x" ? "x" : "y", o = Object.keys(e), s = Array(o.length), c, l, u;
	for (c = 0, l = o.length; c < l; ++c) u = o[c], s[c] = {
		[i]: u,
		[a]: e[u]
	};
	return s;
}
function jo(e, t) {
	let n = e && e.options.stacked;
	return n || n === void 0 && t.stack !== void 0;
}
function Mo(e, t, n) {
	return `${e.id}.${t.id}.${n.stack || n.type}`;
}
function No(e) {
	let { min: t, max: n, minDefined: r, maxDefined: i } = e.getUserBounds();
	return {
		min: r ? t : -Infinity,
		max: i ? n : Infinity
	};
}
function Po(e, t, n) {
	let r = e[t] || (e[t] = {});
	return r[n] || (r[n] = {});
}
function Fo(e, t, n, r) {
	for (let i of t.getMatchingVisibleMetas(r).reverse()) {
		let t = e[i.index];
		if (n && t > 0 || !n && t < 0) return i.index;
	}
	return null;
}
function Io(e, t) {
	let { chart: n, _cachedMeta: r } = e, i = n._stacks || (n._stacks = {}), { iScale: a, vScale: o, index: s } = r, c = a.axis, l = o.axis, u = Mo(a, o, r), d = t.length, f;
	for (let e = 0; e < d; ++e) {
		let n = t[e], { [c]: a, [l]: d } = n, p = n._stacks || (n._stacks = {});
		f = p[l] = Po(i, u, a), f[s] = d, f._top = Fo(f, o, !0, r.type), f._bottom = Fo(f, o, !1, r.type);
		let m = f._visualValues || (f._visualValues = {});
		m[s] = d;
	}
}
function Lo(e, t) {
	let n = e.scales;
	return Object.keys(n).filter((e) => n[e].axis === t).shift();
}
function Ro(e, t) {
	return Qi(e, {
		active: !1,
		dataset: void 0,
		datasetIndex: t,
		index: t,
		mode: "default",
		type: "dataset"
	});
}
function zo(e, t, n) {
	return Qi(e, {
		active: !1,
		dataIndex: t,
		parsed: void 0,
		raw: void 0,
		element: n,
		index: t,
		mode: "default",
		type: "data"
	});
}
function Bo(e, t) {
	let n = e.controller.index, r = e.vScale && e.vScale.axis;
	if (r) {
		t = t || e._parsed;
		for (let e of t) {
			let t = e._stacks;
			t && t[r] !== void 0 && t[r][n] !== void 0 && (delete t[r][n], t[r]._visualValues !== void 0 && t[r]._visualValues[n] !== void 0 && delete t[r]._visualValues[n]);
		}
	}
}
var Vo = (e) => e === "reset" || e === "none", Ho = (e, t) => t ? e : Object.assign({}, e), Uo = (e, t, n) => e && !t.hidden && t._stacked && {
	keys: Oo(n, !0),
	values: null
}, Wo = class {
	constructor(e, t) {
		this.chart = e, this._ctx = e.ctx, this.index = t, this._cachedDataOpts = {}, this._cachedMeta = this.getMeta(), this._type = this._cachedMeta.type, this.options = void 0, this._parsing = !1, this._data = void 0, this._objectData = void 0, this._sharedOptions = void 0, this._drawStart = void 0, this._drawCount = void 0, this.enableOptionSharing = !1, this.supportsDecimation = !1, this.$context = void 0, this._syncList = [], this.datasetElementType = new.target.datasetElementType, this.dataElementType = new.target.dataElementType, this.initialize();
	}
	initialize() {
		let e = this._cachedMeta;
		this.configure(), this.linkScales(), e._stacked = jo(e.vScale, e), this.addElements(), this.options.fill && !this.chart.isPluginEnabled("filler") && console.warn("Tried to use the 'fill' option without the 'Filler' plugin enabled. Please import and register the 'Filler' plugin and make sure it is not disabled in the options");
	}
	updateIndex(e) {
		this.index !== e && Bo(this._cachedMeta), this.index = e;
	}
	linkScales() {
		let e = this.chart, t = this._cachedMeta, n = this.getDataset(), r = (e, t, n, r) => e === "x" ? t : e === "r" ? r : n, i = t.xAxisID = W(n.xAxisID, Lo(e, "x")), a = t.yAxisID = W(n.yAxisID, Lo(e, "y")), o = t.rAxisID = W(n.rAxisID, Lo(e, "r")), s = t.indexAxis, c = t.iAxisID = r(s, i, a, o), l = t.vAxisID = r(s, a, i, o);
		t.xScale = this.getScaleForId(i), t.yScale = this.getScaleForId(a), t.rScale = this.getScaleForId(o), t.iScale = this.getScaleForId(c), t.vScale = this.getScaleForId(l);
	}
	getDataset() {
		return this.chart.data.datasets[this.index];
	}
	getMeta() {
		return this.chart.getDatasetMeta(this.index);
	}
	getScaleForId(e) {
		return this.chart.scales[e];
	}
	_getOtherScale(e) {
		let t = this._cachedMeta;
		return e === t.iScale ? t.vScale : t.iScale;
	}
	reset() {
		this._update("reset");
	}
	_destroy() {
		let e = this._cachedMeta;
		this._data && Gr(this._data, this), e._stacked && Bo(e);
	}
	_dataCheck() {
		let e = this.getDataset(), t = e.data || (e.data = []), n = this._data;
		if (U(t)) {
			let e = this._cachedMeta;
			this._data = Ao(t, e);
		} else if (n !== t) {
			if (n) {
				Gr(n, this);
				let e = this._cachedMeta;
				Bo(e), e._parsed = [];
			}
			t && Object.isExtensible(t) && Wr(t, this), this._syncList = [], this._data = t;
		}
	}
	addElements() {
		let e = this._cachedMeta;
		this._dataCheck(), this.datasetElementType && (e.dataset = new this.datasetElementType());
	}
	buildOrUpdateElements(e) {
		let t = this._cachedMeta, n = this.getDataset(), r = !1;
		this._dataCheck();
		let i = t._stacked;
		t._stacked = jo(t.vScale, t), t.stack !== n.stack && (r = !0, Bo(t), t.stack = n.stack), this._resyncElements(e), (r || i !== t._stacked) && (Io(this, t._parsed), t._stacked = jo(t.vScale, t));
	}
	configure() {
		let e = this.chart.config, t = e.datasetScopeKeys(this._type), n = e.getOptionScopes(this.getDataset(), t, !0);
		this.options = e.createResolver(n, this.getContext()), this._parsing = this.options.parsing, this._cachedDataOpts = {};
	}
	parse(e, t) {
		let { _cachedMeta: n, _data: r } = this, { iScale: i, _stacked: a } = n, o = i.axis, s = e === 0 && t === r.length || n._sorted, c = e > 0 && n._parsed[e - 1], l, u, d;
		if (this._parsing === !1) n._parsed = r, n._sorted = !0, d = r;
		else {
			d = H(r[e]) ? this.parseArrayData(n, r, e, t) : U(r[e]) ? this.parseObjectData(n, r, e, t) : this.parsePrimitiveData(n, r, e, t);
			let i = () => u[o] === null || c && u[o] < c[o];
			for (l = 0; l < t; ++l) n._parsed[l + e] = u = d[l], s && (i() && (s = !1), c = u);
			n._sorted = s;
		}
		a && Io(this, d);
	}
	parsePrimitiveData(e, t, n, r) {
		let { iScale: i, vScale: a } = e, o = i.axis, s = a.axis, c = i.getLabels(), l = i === a, u = Array(r), d, f, p;
		for (d = 0, f = r; d < f; ++d) p = d + n, u[d] = {
			[o]: l || i.parse(c[p], p),
			[s]: a.parse(t[p], p)
		};
		return u;
	}
	parseArrayData(e, t, n, r) {
		let { xScale: i, yScale: a } = e, o = Array(r), s, c, l, u;
		for (s = 0, c = r; s < c; ++s) l = s + n, u = t[l], o[s] = {
			x: i.parse(u[0], l),
			y: a.parse(u[1], l)
		};
		return o;
	}
	parseObjectData(e, t, n, r) {
		let { xScale: i, yScale: a } = e, { xAxisKey: o = "x", yAxisKey: s = "y" } = this._parsing, c = Array(r), l, u, d, f;
		for (l = 0, u = r; l < u; ++l) d = l + n, f = t[d], c[l] = {
			x: i.parse(sr(f, o), d),
			y: a.parse(sr(f, s), d)
		};
		return c;
	}
	getParsed(e) {
		return this._cachedMeta._parsed[e];
	}
	getDataElement(e) {
		return this._cachedMeta.data[e];
	}
	applyStack(e, t, n) {
		let r = this.chart, i = this._cachedMeta, a = t[e.axis];
		return ko({
			keys: Oo(r, !0),
			values: t._stacks[e.axis]._visualValues
		}, a, i.index, { mode: n });
	}
	updateRangeFromParsed(e, t, n, r) {
		let i = n[t.axis], a = i === null ? NaN : i, o = r && n._stacks[t.axis];
		r && o && (r.values = o, a = ko(r, i, this._cachedMeta.index)), e.min = Math.min(e.min, a), e.max = Math.max(e.max, a);
	}
	getMinMax(e, t) {
		let n = this._cachedMeta, r = n._parsed, i = n._sorted && e === n.iScale, a = r.length, o = this._getOtherScale(e), s = Uo(t, n, this.chart), c = {
			min: Infinity,
			max: -Infinity
		}, { min: l, max: u } = No(o), d, f;
		function p() {
			f = r[d];
			let t = f[o.axis];
			return !qn(f[e.axis]) || l > t || u < t;
		}
		for (d = 0; d < a && !(!p() && (this.updateRangeFromParsed(c, e, f, s), i)); ++d);
		if (i) {
			for (d = a - 1; d >= 0; --d) if (!p()) {
				this.updateRangeFromParsed(c, e, f, s);
				break;
			}
		}
		return c;
	}
	getAllParsedValues(e) {
		let t = this._cachedMeta._parsed, n = [], r, i, a;
		for (r = 0, i = t.length; r < i; ++r) a = t[r][e.axis], qn(a) && n.push(a);
		return n;
	}
	getMaxOverflow() {
		return !1;
	}
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = t.iScale, r = t.vScale, i = this.getParsed(e);
		return {
			label: n ? "" + n.getLabelForValue(i[n.axis]) : "",
			value: r ? "" + r.getLabelForValue(i[r.axis]) : ""
		};
	}
	_update(e) {
		let t = this._cachedMeta;
		this.update(e || "default"), t._clip = Do(W(this.options.clip, Eo(t.xScale, t.yScale, this.getMaxOverflow())));
	}
	update(e) {}
	draw() {
		let e = this._ctx, t = this.chart, n = this._cachedMeta, r = n.data || [], i = t.chartArea, a = [], o = this._drawStart || 0, s = this._drawCount || r.length - o, c = this.options.drawActiveElementsOnTop, l;
		for (n.dataset && n.dataset.draw(e, i, o, s), l = o; l < o + s; ++l) {
			let t = r[l];
			t.hidden || (t.active && c ? a.push(t) : t.draw(e, i));
		}
		for (l = 0; l < a.length; ++l) a[l].draw(e, i);
	}
	getStyle(e, t) {
		let n = t ? "active" : "default";
		return e === void 0 && this._cachedMeta.dataset ? this.resolveDatasetElementOptions(n) : this.resolveDataElementOptions(e || 0, n);
	}
	getContext(e, t, n) {
		let r = this.getDataset(), i;
		if (e >= 0 && e < this._cachedMeta.data.length) {
			let t = this._cachedMeta.data[e];
			i = t.$context || (t.$context = zo(this.getContext(), e, t)), i.parsed = this.getParsed(e), i.raw = r.data[e], i.index = i.dataIndex = e;
		} else i = this.$context || (this.$context = Ro(this.chart.getContext(), this.index)), i.dataset = r, i.index = i.datasetIndex = this.index;
		return i.active = !!t, i.mode = n, i;
	}
	resolveDatasetElementOptions(e) {
		return this._resolveElementOptions(this.datasetElementType.id, e);
	}
	resolveDataElementOptions(e, t) {
		return this._resolveElementOptions(this.dataElementType.id, t, e);
	}
	_resolveElementOptions(e, t = "default", n) {
		let r = t === "active", i = this._cachedDataOpts, a = e + "-" + t, o = i[a], s = this.enableOptionSharing && lr(n);
		if (o) return Ho(o, s);
		let c = this.chart.config, l = c.datasetElementScopeKeys(this._type, e), u = r ? [
			`${e}Hover`,
			"hover",
			e,
			""
		] : [e, ""], d = c.getOptionScopes(this.getDataset(), l), f = Object.keys(Ci.elements[e]), p = c.resolveNamedOptions(d, f, () => this.getContext(n, r, t), u);
		return p.$shared && (p.$shared = s, i[a] = Object.freeze(Ho(p, s))), p;
	}
	_resolveAnimations(e, t, n) {
		let r = this.chart, i = this._cachedDataOpts, a = `animation-${t}`, o = i[a];
		if (o) return o;
		let s;
		if (r.options.animation !== !1) {
			let r = this.chart.config, i = r.datasetAnimationScopeKeys(this._type, t), a = r.getOptionScopes(this.getDataset(), i);
			s = r.createResolver(a, this.getContext(e, n, t));
		}
		let c = new So(r, s && s.animations);
		return s && s._cacheable && (i[a] = Object.freeze(c)), c;
	}
	getSharedOptions(e) {
		if (e.$shared) return this._sharedOptions || (this._sharedOptions = Object.assign({}, e));
	}
	includeOptions(e, t) {
		return !t || Vo(e) || this.chart._animationsDisabled;
	}
	_getSharedOptions(e, t) {
		let n = this.resolveDataElementOptions(e, t), r = this._sharedOptions, i = this.getSharedOptions(n), a = this.includeOptions(t, i) || i !== r;
		return this.updateSharedOptions(i, t, n), {
			sharedOptions: i,
			includeOptions: a
		};
	}
	updateElement(e, t, n, r) {
		Vo(r) ? Object.assign(e, n) : this._resolveAnimations(t, r).update(e, n);
	}
	updateSharedOptions(e, t, n) {
		e && !Vo(t) && this._resolveAnimations(void 0, t).update(e, n);
	}
	_setStyle(e, t, n, r) {
		e.active = r;
		let i = this.getStyle(t, r);
		this._resolveAnimations(t, n, r).update(e, { options: !r && this.getSharedOptions(i) || i });
	}
	removeHoverStyle(e, t, n) {
		this._setStyle(e, n, "active", !1);
	}
	setHoverStyle(e, t, n) {
		this._setStyle(e, n, "active", !0);
	}
	_removeDatasetHoverStyle() {
		let e = this._cachedMeta.dataset;
		e && this._setStyle(e, void 0, "active", !1);
	}
	_setDatasetHoverStyle() {
		let e = this._cachedMeta.dataset;
		e && this._setStyle(e, void 0, "active", !0);
	}
	_resyncElements(e) {
		let t = this._data, n = this._cachedMeta.data;
		for (let [e, t, n] of this._syncList) this[e](t, n);
		this._syncList = [];
		let r = n.length, i = t.length, a = Math.min(i, r);
		a && this.parse(0, a), i > r ? this._insertElements(r, i - r, e) : i < r && this._removeElements(i, r - i);
	}
	_insertElements(e, t, n = !0) {
		let r = this._cachedMeta, i = r.data, a = e + t, o, s = (e) => {
			for (e.length += t, o = e.length - 1; o >= a; o--) e[o] = e[o - t];
		};
		for (s(i), o = e; o < a; ++o) i[o] = new this.dataElementType();
		this._parsing && s(r._parsed), this.parse(e, t), n && this.updateElements(i, e, t, "reset");
	}
	updateElements(e, t, n, r) {}
	_removeElements(e, t) {
		let n = this._cachedMeta;
		if (this._parsing) {
			let r = n._parsed.splice(e, t);
			n._stacked && Bo(n, r);
		}
		n.data.splice(e, t);
	}
	_sync(e) {
		if (this._parsing) this._syncList.push(e);
		else {
			let [t, n, r] = e;
			this[t](n, r);
		}
		this.chart._dataChanges.push([this.index, ...e]);
	}
	_onDataPush() {
		let e = arguments.length;
		this._sync([
			"_insertElements",
			this.getDataset().data.length - e,
			e
		]);
	}
	_onDataPop() {
		this._sync([
			"_removeElements",
			this._cachedMeta.data.length - 1,
			1
		]);
	}
	_onDataShift() {
		this._sync([
			"_removeElements",
			0,
			1
		]);
	}
	_onDataSplice(e, t) {
		t && this._sync([
			"_removeElements",
			e,
			t
		]);
		let n = arguments.length - 2;
		n && this._sync([
			"_insertElements",
			e,
			n
		]);
	}
	_onDataUnshift() {
		this._sync([
			"_insertElements",
			0,
			arguments.length
		]);
	}
};
Y(Wo, "defaults", {}), Y(Wo, "datasetElementType", null), Y(Wo, "dataElementType", null);
function Go(e, t) {
	if (!e._cache.$bar) {
		let n = e.getMatchingVisibleMetas(t), r = [];
		for (let t = 0, i = n.length; t < i; t++) r = r.concat(n[t].controller.getAllParsedValues(e));
		e._cache.$bar = Kr(r.sort((e, t) => e - t));
	}
	return e._cache.$bar;
}
function Ko(e) {
	let t = e.iScale, n = Go(t, e.type), r = t._length, i, a, o, s, c = () => {
		o !== 32767 && o !== -32768 && (lr(s) && (r = Math.min(r, Math.abs(o - s) || r)), s = o);
	};
	for (i = 0, a = n.length; i < a; ++i) o = t.getPixelForValue(n[i]), c();
	for (s = void 0, i = 0, a = t.ticks.length; i < a; ++i) o = t.getPixelForTick(i), c();
	return r;
}
function qo(e, t, n, r) {
	let i = n.barThickness, a, o;
	return V(i) ? (a = t.min * n.categoryPercentage, o = n.barPercentage) : (a = i * r, o = 1), {
		chunk: a / r,
		ratio: o,
		start: t.pixels[e] - a / 2
	};
}
function Jo(e, t, n, r) {
	let i = t.pixels, a = i[e], o = e > 0 ? i[e - 1] : null, s = e < i.length - 1 ? i[e + 1] : null, c = n.categoryPercentage;
	o === null && (o = a - (s === null ? t.end - t.start : s - a)), s === null && (s = a + a - o);
	let l = a - (a - Math.min(o, s)) / 2 * c;
	return {
		chunk: Math.abs(s - o) / 2 * c / r,
		ratio: n.barPercentage,
		start: l
	};
}
function Yo(e, t, n, r) {
	let i = n.parse(e[0], r), a = n.parse(e[1], r), o = Math.min(i, a), s = Math.max(i, a), c = o, l = s;
	Math.abs(o) > Math.abs(s) && (c = s, l = o), t[n.axis] = l, t._custom = {
		barStart: c,
		barEnd: l,
		start: i,
		end: a,
		min: o,
		max: s
	};
}
function Xo(e, t, n, r) {
	return H(e) ? Yo(e, t, n, r) : t[n.axis] = n.parse(e, r), t;
}
function Zo(e, t, n, r) {
	let i = e.iScale, a = e.vScale, o = i.getLabels(), s = i === a, c = [], l, u, d, f;
	for (l = n, u = n + r; l < u; ++l) f = t[l], d = {}, d[i.axis] = s || i.parse(o[l], l), c.push(Xo(f, d, a, l));
	return c;
}
function Qo(e) {
	return e && e.barStart !== void 0 && e.barEnd !== void 0;
}
function $o(e, t, n) {
	return e === 0 ? (t.isHorizontal() ? 1 : -1) * (t.min >= n ? 1 : -1) : br(e);
}
function es(e) {
	let t, n, r, i, a;
	return e.horizontal ? (t = e.base > e.x, n = "left", r = "right") : (t = e.base < e.y, n = "bottom", r = "top"), t ? (i = "end", a = "start") : (i = "start", a = "end"), {
		start: n,
		end: r,
		reverse: t,
		top: i,
		bottom: a
	};
}
function ts(e, t, n, r) {
	let i = t.borderSkipped, a = {};
	if (!i) {
		e.borderSkipped = a;
		return;
	}
	if (i === !0) {
		e.borderSkipped = {
			top: !0,
			right: !0,
			bottom: !0,
			left: !0
		};
		return;
	}
	let { start: o, end: s, reverse: c, top: l, bottom: u } = es(e);
	i === "middle" && n && (e.enableBorderRadius = !0, (n._top || 0) === r ? i = l : (n._bottom || 0) === r ? i = u : (a[ns(u, o, s, c)] = !0, i = l)), a[ns(i, o, s, c)] = !0, e.borderSkipped = a;
}
function ns(e, t, n, r) {
	return r ? (e = rs(e, t, n), e = is(e, n, t)) : e = is(e, t, n), e;
}
function rs(e, t, n) {
	return e === t ? n : e === n ? t : e;
}
function is(e, t, n) {
	return e === "start" ? t : e === "end" ? n : e;
}
function as(e, { inflateAmount: t }, n) {
	e.inflateAmount = t === "auto" ? n === 1 ? .33 : 0 : t;
}
var os = class extends Wo {
	parsePrimitiveData(e, t, n, r) {
		return Zo(e, t, n, r);
	}
	parseArrayData(e, t, n, r) {
		return Zo(e, t, n, r);
	}
	parseObjectData(e, t, n, r) {
		let { iScale: i, vScale: a } = e, { xAxisKey: o = "x", yAxisKey: s = "y" } = this._parsing, c = i.axis === "x" ? o : s, l = a.axis === "x" ? o : s, u = [], d, f, p, m;
		for (d = n, f = n + r; d < f; ++d) m = t[d], p = {}, p[i.axis] = i.parse(sr(m, c), d), u.push(Xo(sr(m, l), p, a, d));
		return u;
	}
	updateRangeFromParsed(e, t, n, r) {
		super.updateRangeFromParsed(e, t, n, r);
		let i = n._custom;
		i && t === this._cachedMeta.vScale && (e.min = Math.min(e.min, i.min), e.max = Math.max(e.max, i.max));
	}
	getMaxOverflow() {
		return 0;
	}
	getLabelAndValue(e) {
		let { iScale: t, vScale: n } = this._cachedMeta, r = this.getParsed(e), i = r._custom, a = Qo(i) ? "[" + i.start + ", " + i.end + "]" : "" + n.getLabelForValue(r[n.axis]);
		return {
			label: "" + t.getLabelForValue(r[t.axis]),
			value: a
		};
	}
	initialize() {
		this.enableOptionSharing = !0, super.initialize();
		let e = this._cachedMeta;
		e.stack = this.getDataset().stack;
	}
	update(e) {
		let t = this._cachedMeta;
		this.updateElements(t.data, 0, t.data.length, e);
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", { index: a, _cachedMeta: { vScale: o } } = this, s = o.getBasePixel(), c = o.isHorizontal(), l = this._getRuler(), { sharedOptions: u, includeOptions: d } = this._getSharedOptions(t, r);
		for (let f = t; f < t + n; f++) {
			let t = this.getParsed(f), n = i || V(t[o.axis]) ? {
				base: s,
				head: s
			} : this._calculateBarValuePixels(f), p = this._calculateBarIndexPixels(f, l), m = (t._stacks || {})[o.axis], h = {
				horizontal: c,
				base: n.base,
				enableBorderRadius: !m || Qo(t._custom) || a === m._top || a === m._bottom,
				x: c ? n.head : p.center,
				y: c ? p.center : n.head,
				height: c ? p.size : Math.abs(n.size),
				width: c ? Math.abs(n.size) : p.size
			};
			d && (h.options = u || this.resolveDataElementOptions(f, e[f].active ? "active" : r));
			let g = h.options || e[f].options;
			ts(h, g, m, a), as(h, g, l.ratio), this.updateElement(e[f], f, h, r);
		}
	}
	_getStacks(e, t) {
		let { iScale: n } = this._cachedMeta, r = n.getMatchingVisibleMetas(this._type).filter((e) => e.controller.options.grouped), i = n.options.stacked, a = [], o = this._cachedMeta.controller.getParsed(t), s = o && o[n.axis], c = (e) => {
			let t = e._parsed.find((e) => e[n.axis] === s), r = t && t[e.vScale.axis];
			if (V(r) || isNaN(r)) return !0;
		};
		for (let n of r) if (!(t !== void 0 && c(n)) && ((i === !1 || a.indexOf(n.stack) === -1 || i === void 0 && n.stack === void 0) && a.push(n.stack), n.index === e)) break;
		return a.length || a.push(void 0), a;
	}
	_getStackCount(e) {
		return this._getStacks(void 0, e).length;
	}
	_getAxisCount() {
		return this._getAxis().length;
	}
	getFirstScaleIdForIndexAxis() {
		let e = this.chart.scales, t = this.chart.options.indexAxis;
		return Object.keys(e).filter((n) => e[n].axis === t).shift();
	}
	_getAxis() {
		let e = {}, t = this.getFirstScaleIdForIndexAxis();
		for (let n of this.chart.data.datasets) e[W(this.chart.options.indexAxis === "x" ? n.xAxisID : n.yAxisID, t)] = !0;
		return Object.keys(e);
	}
	_getStackIndex(e, t, n) {
		let r = this._getStacks(e, n), i = t === void 0 ? -1 : r.indexOf(t);
		return i === -1 ? r.length - 1 : i;
	}
	_getRuler() {
		let e = this.options, t = this._cachedMeta, n = t.iScale, r = [], i, a;
		for (i = 0, a = t.data.length; i < a; ++i) r.push(n.getPixelForValue(this.getParsed(i)[n.axis], i));
		let o = e.barThickness;
		return {
			min: o || Ko(t),
			pixels: r,
			start: n._startPixel,
			end: n._endPixel,
			stackCount: this._getStackCount(),
			scale: n,
			grouped: e.grouped,
			ratio: o ? 1 : e.categoryPercentage * e.barPercentage
		};
	}
	_calculateBarValuePixels(e) {
		let { _cachedMeta: { vScale: t, _stacked: n, index: r }, options: { base: i, minBarLength: a } } = this, o = i || 0, s = this.getParsed(e), c = s._custom, l = Qo(c), u = s[t.axis], d = 0, f = n ? this.applyStack(t, s, n) : u, p, m;
		f !== u && (d = f - u, f = u), l && (u = c.barStart, f = c.barEnd - c.barStart, u !== 0 && br(u) !== br(c.barEnd) && (d = 0), d += u);
		let h = !V(i) && !l ? i : d, g = t.getPixelForValue(h);
		if (p = this.chart.getDataVisibility(e) ? t.getPixelForValue(d + f) : g, m = p - g, Math.abs(m) < a) {
			m = $o(m, t, o) * a, u === o && (g -= m / 2);
			let e = t.getPixelForDecimal(0), i = t.getPixelForDecimal(1);
			g = Math.max(Math.min(g, Math.max(e, i)), Math.min(e, i)), p = g + m, n && !l && (s._stacks[t.axis]._visualValues[r] = t.getValueForPixel(p) - t.getValueForPixel(g));
		}
		if (g === t.getPixelForValue(o)) {
			let e = br(m) * t.getLineWidthForValue(o) / 2;
			g += e, m -= e;
		}
		return {
			size: m,
			base: g,
			head: p,
			center: p + m / 2
		};
	}
	_calculateBarIndexPixels(e, t) {
		let n = t.scale, r = this.options, i = r.skipNull, a = W(r.maxBarThickness, Infinity), o, s, c = this._getAxisCount();
		if (t.grouped) {
			let n = i ? this._getStackCount(e) : t.stackCount, l = r.barThickness === "flex" ? Jo(e, t, r, n * c) : qo(e, t, r, n * c), u = this.chart.options.indexAxis === "x" ? this.getDataset().xAxisID : this.getDataset().yAxisID, d = this._getAxis().indexOf(W(u, this.getFirstScaleIdForIndexAxis())), f = this._getStackIndex(this.index, this._cachedMeta.stack, i ? e : void 0) + d;
			o = l.start + l.chunk * f + l.chunk / 2, s = Math.min(a, l.chunk * l.ratio);
		} else o = n.getPixelForValue(this.getParsed(e)[n.axis], e), s = Math.min(a, t.min * t.ratio);
		return {
			base: o - s / 2,
			head: o + s / 2,
			center: o,
			size: s
		};
	}
	draw() {
		let e = this._cachedMeta, t = e.vScale, n = e.data, r = n.length, i = 0;
		for (; i < r; ++i) this.getParsed(i)[t.axis] !== null && !n[i].hidden && n[i].draw(this._ctx);
	}
};
Y(os, "id", "bar"), Y(os, "defaults", {
	datasetElementType: !1,
	dataElementType: "bar",
	categoryPercentage: .8,
	barPercentage: .9,
	grouped: !0,
	animations: { numbers: {
		type: "number",
		properties: [
			"x",
			"y",
			"base",
			"width",
			"height"
		]
	} }
}), Y(os, "overrides", { scales: {
	_index_: {
		type: "category",
		offset: !0,
		grid: { offset: !0 }
	},
	_value_: {
		type: "linear",
		beginAtZero: !0
	}
} });
var ss = class extends Wo {
	initialize() {
		this.enableOptionSharing = !0, super.initialize();
	}
	parsePrimitiveData(e, t, n, r) {
		let i = super.parsePrimitiveData(e, t, n, r);
		for (let e = 0; e < i.length; e++) i[e]._custom = this.resolveDataElementOptions(e + n).radius;
		return i;
	}
	parseArrayData(e, t, n, r) {
		let i = super.parseArrayData(e, t, n, r);
		for (let e = 0; e < i.length; e++) {
			let r = t[n + e];
			i[e]._custom = W(r[2], this.resolveDataElementOptions(e + n).radius);
		}
		return i;
	}
	parseObjectData(e, t, n, r) {
		let i = super.parseObjectData(e, t, n, r);
		for (let e = 0; e < i.length; e++) {
			let r = t[n + e];
			i[e]._custom = W(r && r.r && +r.r, this.resolveDataElementOptions(e + n).radius);
		}
		return i;
	}
	getMaxOverflow() {
		let e = this._cachedMeta.data, t = 0;
		for (let n = e.length - 1; n >= 0; --n) t = Math.max(t, e[n].size(this.resolveDataElementOptions(n)) / 2);
		return t > 0 && t;
	}
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart.data.labels || [], { xScale: r, yScale: i } = t, a = this.getParsed(e), o = r.getLabelForValue(a.x), s = i.getLabelForValue(a.y), c = a._custom;
		return {
			label: n[e] || "",
			value: "(" + o + ", " + s + (c ? ", " + c : "") + ")"
		};
	}
	update(e) {
		let t = this._cachedMeta.data;
		this.updateElements(t, 0, t.length, e);
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", { iScale: a, vScale: o } = this._cachedMeta, { sharedOptions: s, includeOptions: c } = this._getSharedOptions(t, r), l = a.axis, u = o.axis;
		for (let d = t; d < t + n; d++) {
			let t = e[d], n = !i && this.getParsed(d), f = {}, p = f[l] = i ? a.getPixelForDecimal(.5) : a.getPixelForValue(n[l]), m = f[u] = i ? o.getBasePixel() : o.getPixelForValue(n[u]);
			f.skip = isNaN(p) || isNaN(m), c && (f.options = s || this.resolveDataElementOptions(d, t.active ? "active" : r), i && (f.options.radius = 0)), this.updateElement(t, d, f, r);
		}
	}
	resolveDataElementOptions(e, t) {
		let n = this.getParsed(e), r = super.resolveDataElementOptions(e, t);
		r.$shared && (r = Object.assign({}, r, { $shared: !1 }));
		let i = r.radius;
		return t !== "active" && (r.radius = 0), r.radius += W(n && n._custom, i), r;
	}
};
Y(ss, "id", "bubble"), Y(ss, "defaults", {
	datasetElementType: !1,
	dataElementType: "point",
	animations: { numbers: {
		type: "number",
		properties: [
			"x",
			"y",
			"borderWidth",
			"radius"
		]
	} }
}), Y(ss, "overrides", { scales: {
	x: { type: "linear" },
	y: { type: "linear" }
} });
function cs(e, t, n) {
	let r = 1, i = 1, a = 0, o = 0;
	if (t < J) {
		let s = e, c = s + t, l = Math.cos(s), u = Math.sin(s), d = Math.cos(c), f = Math.sin(c), p = (e, t, r) => Fr(e, s, c, !0) ? 1 : Math.max(t, t * n, r, r * n), m = (e, t, r) => Fr(e, s, c, !0) ? -1 : Math.min(t, t * n, r, r * n), h = p(0, l, d), g = p(gr, u, f), _ = m(q, l, d), v = m(q + gr, u, f);
		r = (h - _) / 2, i = (g - v) / 2, a = -(h + _) / 2, o = -(g + v) / 2;
	}
	return {
		ratioX: r,
		ratioY: i,
		offsetX: a,
		offsetY: o
	};
}
var ls = class extends Wo {
	constructor(e, t) {
		super(e, t), this.enableOptionSharing = !0, this.innerRadius = void 0, this.outerRadius = void 0, this.offsetX = void 0, this.offsetY = void 0;
	}
	linkScales() {}
	parse(e, t) {
		let n = this.getDataset().data, r = this._cachedMeta;
		if (this._parsing === !1) r._parsed = n;
		else {
			let i = (e) => +n[e];
			if (U(n[e])) {
				let { key: e = "value" } = this._parsing;
				i = (t) => +sr(n[t], e);
			}
			let a, o;
			for (a = e, o = e + t; a < o; ++a) r._parsed[a] = i(a);
		}
	}
	_getRotation() {
		return Or(this.options.rotation - 90);
	}
	_getCircumference() {
		return Or(this.options.circumference);
	}
	_getRotationExtents() {
		let e = J, t = -J;
		for (let n = 0; n < this.chart.data.datasets.length; ++n) if (this.chart.isDatasetVisible(n) && this.chart.getDatasetMeta(n).type === this._type) {
			let r = this.chart.getDatasetMeta(n).controller, i = r._getRotation(), a = r._getCircumference();
			e = Math.min(e, i), t = Math.max(t, i + a);
		}
		return {
			rotation: e,
			circumference: t - e
		};
	}
	update(e) {
		let { chartArea: t } = this.chart, n = this._cachedMeta, r = n.data, i = this.getMaxBorderWidth() + this.getMaxOffset(r) + this.options.spacing, a = Math.max((Math.min(t.width, t.height) - i) / 2, 0), o = Math.min(Yn(this.options.cutout, a), 1), s = this._getRingWeight(this.index), { circumference: c, rotation: l } = this._getRotationExtents(), { ratioX: u, ratioY: d, offsetX: f, offsetY: p } = cs(l, c, o), m = (t.width - i) / u, h = (t.height - i) / d, g = Math.max(Math.min(m, h) / 2, 0), _ = Xn(this.options.radius, g), v = (_ - Math.max(_ * o, 0)) / this._getVisibleDatasetWeightTotal();
		this.offsetX = f * _, this.offsetY = p * _, n.total = this.calculateTotal(), this.outerRadius = _ - v * this._getRingWeightOffset(this.index), this.innerRadius = Math.max(this.outerRadius - v * s, 0), this.updateElements(r, 0, r.length, e);
	}
	_circumference(e, t) {
		let n = this.options, r = this._cachedMeta, i = this._getCircumference();
		return t && n.animation.animateRotate || !this.chart.getDataVisibility(e) || r._parsed[e] === null || r.data[e].hidden ? 0 : this.calculateCircumference(r._parsed[e] * i / J);
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", a = this.chart, o = a.chartArea, s = a.options.animation, c = (o.left + o.right) / 2, l = (o.top + o.bottom) / 2, u = i && s.animateScale, d = u ? 0 : this.innerRadius, f = u ? 0 : this.outerRadius, { sharedOptions: p, includeOptions: m } = this._getSharedOptions(t, r), h = this._getRotation(), g = 0;
		for (; g < t; ++g) h += this._circumference(g, i);
		for (g = t; g < t + n; ++g) {
			let t = this._circumference(g, i), n = e[g], a = {
				x: c + this.offsetX,
				y: l + this.offsetY,
				startAngle: h,
				endAngle: h + t,
				circumference: t,
				outerRadius: f,
				innerRadius: d
			};
			m && (a.options = p || this.resolveDataElementOptions(g, n.active ? "active" : r)), h += t, this.updateElement(n, g, a, r);
		}
	}
	calculateTotal() {
		let e = this._cachedMeta, t = e.data, n = 0, r = 0;
		for (; r < t.length; r++) {
			let i = e._parsed[r];
			i !== null && !isNaN(i) && this.chart.getDataVisibility(r) && !t[r].hidden && (n += Math.abs(i));
		}
		return n;
	}
	calculateCircumference(e) {
		let t = this._cachedMeta.total;
		return t > 0 && !isNaN(e) ? Math.abs(e) / t * J : 0;
	}
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart, r = n.data.labels || [], i = mi(t._parsed[e], n.options.locale);
		return {
			label: r[e] || "",
			value: i
		};
	}
	getMaxBorderWidth(e) {
		let t = 0, n = this.chart, r, i, a, o, s;
		if (!e) {
			for (r = 0, i = n.data.datasets.length; r < i; ++r) if (n.isDatasetVisible(r)) {
				a = n.getDatasetMeta(r), e = a.data, o = a.controller;
				break;
			}
		}
		if (!e) return 0;
		for (r = 0, i = e.length; r < i; ++r) s = o.resolveDataElementOptions(r), s.borderAlign !== "inner" && (t = Math.max(t, s.borderWidth || 0, s.hoverBorderWidth || 0));
		return t;
	}
	getMaxOffset(e) {
		let t = 0;
		for (let n = 0, r = e.length; n < r; ++n) {
			let e = this.resolveDataElementOptions(n);
			t = Math.max(t, e.offset || 0, e.hoverOffset || 0);
		}
		return t;
	}
	_getRingWeightOffset(e) {
		let t = 0;
		for (let n = 0; n < e; ++n) this.chart.isDatasetVisible(n) && (t += this._getRingWeight(n));
		return t;
	}
	_getRingWeight(e) {
		return Math.max(W(this.chart.data.datasets[e].weight, 1), 0);
	}
	_getVisibleDatasetWeightTotal() {
		return this._getRingWeightOffset(this.chart.data.datasets.length) || 1;
	}
};
Y(ls, "id", "doughnut"), Y(ls, "defaults", {
	datasetElementType: !1,
	dataElementType: "arc",
	animation: {
		animateRotate: !0,
		animateScale: !1
	},
	animations: { numbers: {
		type: "number",
		properties: [
			"circumference",
			"endAngle",
			"innerRadius",
			"outerRadius",
			"startAngle",
			"x",
			"y",
			"offset",
			"borderWidth",
			"spacing"
		]
	} },
	cutout: "50%",
	rotation: 0,
	circumference: 360,
	radius: "100%",
	spacing: 0,
	spacingMode: "angular",
	indexAxis: "r"
}), Y(ls, "descriptors", {
	_scriptable: (e) => e !== "spacing" && e !== "spacingMode",
	_indexable: (e) => e !== "spacing" && e !== "spacingMode" && !e.startsWith("borderDash") && !e.startsWith("hoverBorderDash")
}), Y(ls, "overrides", {
	aspectRatio: 1,
	plugins: { legend: {
		labels: { generateLabels(e) {
			let t = e.data, { labels: { pointStyle: n, textAlign: r, color: i, useBorderRadius: a, borderRadius: o } } = e.legend.options;
			return t.labels.length && t.datasets.length ? t.labels.map((t, s) => {
				let c = e.getDatasetMeta(0).controller.getStyle(s);
				return {
					text: t,
					fillStyle: c.backgroundColor,
					fontColor: i,
					hidden: !e.getDataVisibility(s),
					lineDash: c.borderDash,
					lineDashOffset: c.borderDashOffset,
					lineJoin: c.borderJoinStyle,
					lineWidth: c.borderWidth,
					strokeStyle: c.borderColor,
					textAlign: r,
					pointStyle: n,
					borderRadius: a && (o || c.borderRadius),
					index: s
				};
			}) : [];
		} },
		onClick(e, t, n) {
			n.chart.toggleDataVisibility(t.index), n.chart.update();
		}
	} }
});
var us = class extends Wo {
	initialize() {
		this.enableOptionSharing = !0, this.supportsDecimation = !0, super.initialize();
	}
	update(e) {
		let t = this._cachedMeta, { dataset: n, data: r = [], _dataset: i } = t, a = this.chart._animationsDisabled, { start: o, count: s } = $r(t, r, a);
		this._drawStart = o, this._drawCount = s, ei(t) && (o = 0, s = r.length), n._chart = this.chart, n._datasetIndex = this.index, n._decimated = !!i._decimated, n.points = r;
		let c = this.resolveDatasetElementOptions(e);
		this.options.showLine || (c.borderWidth = 0), c.segment = this.options.segment, this.updateElement(n, void 0, {
			animated: !a,
			options: c
		}, e), this.updateElements(r, o, s, e);
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", { iScale: a, vScale: o, _stacked: s, _dataset: c } = this._cachedMeta, { sharedOptions: l, includeOptions: u } = this._getSharedOptions(t, r), d = a.axis, f = o.axis, { spanGaps: p, segment: m } = this.options, h = Tr(p) ? p : Infinity, g = this.chart._animationsDisabled || i || r === "none", _ = t + n, v = e.length, y = t > 0 && this.getParsed(t - 1);
		for (let n = 0; n < v; ++n) {
			let p = e[n], v = g ? p : {};
			if (n < t || n >= _) {
				v.skip = !0;
				continue;
			}
			let b = this.getParsed(n), x = V(b[f]), S = v[d] = a.getPixelForValue(b[d], n), C = v[f] = i || x ? o.getBasePixel() : o.getPixelForValue(s ? this.applyStack(o, b, s) : b[f], n);
			v.skip = isNaN(S) || isNaN(C) || x, v.stop = n > 0 && Math.abs(b[d] - y[d]) > h, m && (v.parsed = b, v.raw = c.data[n]), u && (v.options = l || this.resolveDataElementOptions(n, p.active ? "active" : r)), g || this.updateElement(p, n, v, r), y = b;
		}
	}
	getMaxOverflow() {
		let e = this._cachedMeta, t = e.dataset, n = t.options && t.options.borderWidth || 0, r = e.data || [];
		if (!r.length) return n;
		let i = r[0].size(this.resolveDataElementOptions(0)), a = r[r.length - 1].size(this.resolveDataElementOptions(r.length - 1));
		return Math.max(n, i, a) / 2;
	}
	draw() {
		let e = this._cachedMeta;
		e.dataset.updateControlPoints(this.chart.chartArea, e.iScale.axis), super.draw();
	}
};
Y(us, "id", "line"), Y(us, "defaults", {
	datasetElementType: "line",
	dataElementType: "point",
	showLine: !0,
	spanGaps: !1
}), Y(us, "overrides", { scales: {
	_index_: { type: "category" },
	_value_: { type: "linear" }
} });
var ds = class extends Wo {
	constructor(e, t) {
		super(e, t), this.innerRadius = void 0, this.outerRadius = void 0;
	}
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart, r = n.data.labels || [], i = mi(t._parsed[e].r, n.options.locale);
		return {
			label: r[e] || "",
			value: i
		};
	}
	parseObjectData(e, t, n, r) {
		return va.bind(this)(e, t, n, r);
	}
	update(e) {
		let t = this._cachedMeta.data;
		this._updateRadius(), this.updateElements(t, 0, t.length, e);
	}
	getMinMax() {
		let e = this._cachedMeta, t = {
			min: Infinity,
			max: -Infinity
		};
		return e.data.forEach((e, n) => {
			let r = this.getParsed(n).r;
			!isNaN(r) && this.chart.getDataVisibility(n) && (r < t.min && (t.min = r), r > t.max && (t.max = r));
		}), t;
	}
	_updateRadius() {
		let e = this.chart, t = e.chartArea, n = e.options, r = Math.min(t.right - t.left, t.bottom - t.top), i = Math.max(r / 2, 0), a = (i - Math.max(n.cutoutPercentage ? i / 100 * n.cutoutPercentage : 1, 0)) / e.getVisibleDatasetCount();
		this.outerRadius = i - a * this.index, this.innerRadius = this.outerRadius - a;
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", a = this.chart, o = a.options.animation, s = this._cachedMeta.rScale, c = s.xCenter, l = s.yCenter, u = s.getIndexAngle(0) - .5 * q, d = u, f, p = 360 / this.countVisibleElements();
		for (f = 0; f < t; ++f) d += this._computeAngle(f, r, p);
		for (f = t; f < t + n; f++) {
			let t = e[f], n = d, m = d + this._computeAngle(f, r, p), h = a.getDataVisibility(f) ? s.getDistanceFromCenterForValue(this.getParsed(f).r) : 0;
			d = m, i && (o.animateScale && (h = 0), o.animateRotate && (n = m = u));
			let g = {
				x: c,
				y: l,
				innerRadius: 0,
				outerRadius: h,
				startAngle: n,
				endAngle: m,
				options: this.resolveDataElementOptions(f, t.active ? "active" : r)
			};
			g.options.spacing === 0 && (g.options.spacing = this.options.spacing), g.options.spacingMode === "angular" && (g.options.spacingMode = this.options.spacingMode), this.updateElement(t, f, g, r);
		}
	}
	countVisibleElements() {
		let e = this._cachedMeta, t = 0;
		return e.data.forEach((e, n) => {
			!isNaN(this.getParsed(n).r) && this.chart.getDataVisibility(n) && t++;
		}), t;
	}
	_computeAngle(e, t, n) {
		return this.chart.getDataVisibility(e) ? Or(this.resolveDataElementOptions(e, t).angle || n) : 0;
	}
};
Y(ds, "id", "polarArea"), Y(ds, "defaults", {
	dataElementType: "arc",
	animation: {
		animateRotate: !0,
		animateScale: !0
	},
	animations: { numbers: {
		type: "number",
		properties: [
			"x",
			"y",
			"startAngle",
			"endAngle",
			"innerRadius",
			"outerRadius"
		]
	} },
	indexAxis: "r",
	startAngle: 0,
	spacing: 0,
	spacingMode: "proportional"
}), Y(ds, "overrides", {
	aspectRatio: 1,
	plugins: { legend: {
		labels: { generateLabels(e) {
			let t = e.data;
			if (t.labels.length && t.datasets.length) {
				let { labels: { pointStyle: n, color: r } } = e.legend.options;
				return t.labels.map((t, i) => {
					let a = e.getDatasetMeta(0).controller.getStyle(i);
					return {
						text: t,
						fillStyle: a.backgroundColor,
						strokeStyle: a.borderColor,
						fontColor: r,
						lineWidth: a.borderWidth,
						pointStyle: n,
						hidden: !e.getDataVisibility(i),
						index: i
					};
				});
			}
			return [];
		} },
		onClick(e, t, n) {
			n.chart.toggleDataVisibility(t.index), n.chart.update();
		}
	} },
	scales: { r: {
		type: "radialLinear",
		angleLines: { display: !1 },
		beginAtZero: !0,
		grid: { circular: !0 },
		pointLabels: { display: !1 },
		startAngle: 0
	} }
});
var fs = class extends ls {};
Y(fs, "id", "pie"), Y(fs, "defaults", {
	cutout: 0,
	rotation: 0,
	circumference: 360,
	radius: "100%"
});
var ps = class extends Wo {
	getLabelAndValue(e) {
		let t = this._cachedMeta.vScale, n = this.getParsed(e);
		return {
			label: t.getLabels()[e],
			value: "" + t.getLabelForValue(n[t.axis])
		};
	}
	parseObjectData(e, t, n, r) {
		return va.bind(this)(e, t, n, r);
	}
	update(e) {
		let t = this._cachedMeta, n = t.dataset, r = t.data || [], i = t.iScale.getLabels();
		if (n.points = r, e !== "resize") {
			let t = this.resolveDatasetElementOptions(e);
			this.options.showLine || (t.borderWidth = 0);
			let a = {
				_loop: !0,
				_fullLoop: i.length === r.length,
				options: t
			};
			this.updateElement(n, void 0, a, e);
		}
		this.updateElements(r, 0, r.length, e);
	}
	updateElements(e, t, n, r) {
		let i = this._cachedMeta.rScale, a = r === "reset";
		for (let o = t; o < t + n; o++) {
			let t = e[o], n = this.resolveDataElementOptions(o, t.active ? "active" : r), s = i.getPointPositionForValue(o, this.getParsed(o).r), c = a ? i.xCenter : s.x, l = a ? i.yCenter : s.y, u = {
				x: c,
				y: l,
				angle: s.angle,
				skip: isNaN(c) || isNaN(l),
				options: n
			};
			this.updateElement(t, o, u, r);
		}
	}
};
Y(ps, "id", "radar"), Y(ps, "defaults", {
	datasetElementType: "line",
	dataElementType: "point",
	indexAxis: "r",
	showLine: !0,
	elements: { line: { fill: "start" } }
}), Y(ps, "overrides", {
	aspectRatio: 1,
	scales: { r: { type: "radialLinear" } }
});
var ms = class extends Wo {
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart.data.labels || [], { xScale: r, yScale: i } = t, a = this.getParsed(e), o = r.getLabelForValue(a.x), s = i.getLabelForValue(a.y);
		return {
			label: n[e] || "",
			value: "(" + o + ", " + s + ")"
		};
	}
	update(e) {
		let t = this._cachedMeta, { data: n = [] } = t, r = this.chart._animationsDisabled, { start: i, count: a } = $r(t, n, r);
		if (this._drawStart = i, this._drawCount = a, ei(t) && (i = 0, a = n.length), this.options.showLine) {
			this.datasetElementType || this.addElements();
			let { dataset: i, _dataset: a } = t;
			i._chart = this.chart, i._datasetIndex = this.index, i._decimated = !!a._decimated, i.points = n;
			let o = this.resolveDatasetElementOptions(e);
			o.segment = this.options.segment, this.updateElement(i, void 0, {
				animated: !r,
				options: o
			}, e);
		} else this.datasetElementType && (delete t.dataset, this.datasetElementType = !1);
		this.updateElements(n, i, a, e);
	}
	addElements() {
		let { showLine: e } = this.options;
		!this.datasetElementType && e && (this.datasetElementType = this.chart.registry.getElement("line")), super.addElements();
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", { iScale: a, vScale: o, _stacked: s, _dataset: c } = this._cachedMeta, l = this.resolveDataElementOptions(t, r), u = this.getSharedOptions(l), d = this.includeOptions(r, u), f = a.axis, p = o.axis, { spanGaps: m, segment: h } = this.options, g = Tr(m) ? m : Infinity, _ = this.chart._animationsDisabled || i || r === "none", v = t > 0 && this.getParsed(t - 1);
		for (let l = t; l < t + n; ++l) {
			let t = e[l], n = this.getParsed(l), m = _ ? t : {}, y = V(n[p]), b = m[f] = a.getPixelForValue(n[f], l), x = m[p] = i || y ? o.getBasePixel() : o.getPixelForValue(s ? this.applyStack(o, n, s) : n[p], l);
			m.skip = isNaN(b) || isNaN(x) || y, m.stop = l > 0 && Math.abs(n[f] - v[f]) > g, h && (m.parsed = n, m.raw = c.data[l]), d && (m.options = u || this.resolveDataElementOptions(l, t.active ? "active" : r)), _ || this.updateElement(t, l, m, r), v = n;
		}
		this.updateSharedOptions(u, r, l);
	}
	getMaxOverflow() {
		let e = this._cachedMeta, t = e.data || [];
		if (!this.options.showLine) {
			let e = 0;
			for (let n = t.length - 1; n >= 0; --n) e = Math.max(e, t[n].size(this.resolveDataElementOptions(n)) / 2);
			return e > 0 && e;
		}
		let n = e.dataset, r = n.options && n.options.borderWidth || 0;
		if (!t.length) return r;
		let i = t[0].size(this.resolveDataElementOptions(0)), a = t[t.length - 1].size(this.resolveDataElementOptions(t.length - 1));
		return Math.max(r, i, a) / 2;
	}
};
Y(ms, "id", "scatter"), Y(ms, "defaults", {
	datasetElementType: !1,
	dataElementType: "point",
	showLine: !1,
	fill: !1
}), Y(ms, "overrides", {
	interaction: { mode: "point" },
	scales: {
		x: { type: "linear" },
		y: { type: "linear" }
	}
});
function hs() {
	throw Error("This method is not implemented: Check that a complete date adapter is provided.");
}
var gs = { _date: class e {
	static override(t) {
		Object.assign(e.prototype, t);
	}
	constructor(e) {
		Y(this, "options", void 0), this.options = e || {};
	}
	init() {}
	formats() {
		return hs();
	}
	parse() {
		return hs();
	}
	format() {
		return hs();
	}
	add() {
		return hs();
	}
	diff() {
		return hs();
	}
	startOf() {
		return hs();
	}
	endOf() {
		return hs();
	}
} };
function _s(e, t, n, r) {
	let { controller: i, data: a, _sorted: o } = e, s = i._cachedMeta.iScale, c = e.dataset && e.dataset.options ? e.dataset.options.spanGaps : null;
	if (s && t === s.axis && t !== "r" && o && a.length) {
		let o = s._reversePixels ? Vr : Br;
		if (!r) {
			let r = o(a, t, n);
			if (c) {
				let { vScale: t } = i._cachedMeta, { _parsed: n } = e, a = n.slice(0, r.lo + 1).reverse().findIndex((e) => !V(e[t.axis]));
				r.lo -= Math.max(0, a);
				let o = n.slice(r.hi).findIndex((e) => !V(e[t.axis]));
				r.hi += Math.max(0, o);
			}
			return r;
		}
		if (i._sharedOptions) {
			let e = a[0], r = typeof e.getRange == "function" && e.getRange(t);
			if (r) {
				let e = o(a, t, n - r), i = o(a, t, n + r);
				return {
					lo: e.lo,
					hi: i.hi
				};
			}
		}
	}
	return {
		lo: 0,
		hi: a.length - 1
	};
}
function vs(e, t, n, r, i) {
	let a = e.getSortedVisibleDatasetMetas(), o = n[t];
	for (let e = 0, n = a.length; e < n; ++e) {
		let { index: n, data: s } = a[e], { lo: c, hi: l } = _s(a[e], t, o, i);
		for (let e = c; e <= l; ++e) {
			let t = s[e];
			t.skip || r(t, n, e);
		}
	}
}
function ys(e) {
	let t = e.indexOf("x") !== -1, n = e.indexOf("y") !== -1;
	return function(e, r) {
		let i = t ? Math.abs(e.x - r.x) : 0, a = n ? Math.abs(e.y - r.y) : 0;
		return Math.sqrt(i ** 2 + a ** 2);
	};
}
function bs(e, t, n, r, i) {
	let a = [];
	return !i && !e.isPointInArea(t) || vs(e, n, t, function(n, o, s) {
		(i || ji(n, e.chartArea, 0)) && n.inRange(t.x, t.y, r) && a.push({
			element: n,
			datasetIndex: o,
			index: s
		});
	}, !0), a;
}
function xs(e, t, n, r) {
	let i = [];
	function a(e, n, a) {
		let { startAngle: o, endAngle: s } = e.getProps(["startAngle", "endAngle"], r), { angle: c } = jr(e, {
			x: t.x,
			y: t.y
		});
		Fr(c, o, s) && i.push({
			element: e,
			datasetIndex: n,
			index: a
		});
	}
	return vs(e, n, t, a), i;
}
function Ss(e, t, n, r, i, a) {
	let o = [], s = ys(n), c = Infinity;
	function l(n, l, u) {
		let d = n.inRange(t.x, t.y, i);
		if (r && !d) return;
		let f = n.getCenterPoint(i);
		if (!(a || e.isPointInArea(f)) && !d) return;
		let p = s(t, f);
		p < c ? (o = [{
			element: n,
			datasetIndex: l,
			index: u
		}], c = p) : p === c && o.push({
			element: n,
			datasetIndex: l,
			index: u
		});
	}
	return vs(e, n, t, l), o;
}
function Cs(e, t, n, r, i, a) {
	return !a && !e.isPointInArea(t) ? [] : n === "r" && !r ? xs(e, t, n, i) : Ss(e, t, n, r, i, a);
}
function ws(e, t, n, r, i) {
	let a = [], o = n === "x" ? "inXRange" : "inYRange", s = !1;
	return vs(e, n, t, (e, r, c) => {
		e[o] && e[o](t[n], i) && (a.push({
			element: e,
			datasetIndex: r,
			index: c
		}), s = s || e.inRange(t.x, t.y, i));
	}), r && !s ? [] : a;
}
var Ts = {
	evaluateInteractionItems: vs,
	modes: {
		index(e, t, n, r) {
			let i = Ra(t, e), a = n.axis || "x", o = n.includeInvisible || !1, s = n.intersect ? bs(e, i, a, r, o) : Cs(e, i, a, !1, r, o), c = [];
			return s.length ? (e.getSortedVisibleDatasetMetas().forEach((e) => {
				let t = s[0].index, n = e.data[t];
				n && !n.skip && c.push({
					element: n,
					datasetIndex: e.index,
					index: t
				});
			}), c) : [];
		},
		dataset(e, t, n, r) {
			let i = Ra(t, e), a = n.axis || "xy", o = n.includeInvisible || !1, s = n.intersect ? bs(e, i, a, r, o) : Cs(e, i, a, !1, r, o);
			if (s.length > 0) {
				let t = s[0].datasetIndex, n = e.getDatasetMeta(t).data;
				s = [];
				for (let e = 0; e < n.length; ++e) s.push({
					element: n[e],
					datasetIndex: t,
					index: e
				});
			}
			return s;
		},
		point(e, t, n, r) {
			return bs(e, Ra(t, e), n.axis || "xy", r, n.includeInvisible || !1);
		},
		nearest(e, t, n, r) {
			let i = Ra(t, e), a = n.axis || "xy", o = n.includeInvisible || !1;
			return Cs(e, i, a, n.intersect, r, o);
		},
		x(e, t, n, r) {
			return ws(e, Ra(t, e), "x", n.intersect, r);
		},
		y(e, t, n, r) {
			return ws(e, Ra(t, e), "y", n.intersect, r);
		}
	}
}, Es = [
	"left",
	"top",
	"right",
	"bottom"
];
function Ds(e, t) {
	return e.filter((e) => e.pos === t);
}
function Os(e, t) {
	return e.filter((e) => Es.indexOf(e.pos) === -1 && e.box.axis === t);
}
function ks(e, t) {
	return e.sort((e, n) => {
		let r = t ? n : e, i = t ? e : n;
		return r.weight === i.weight ? r.index - i.index : r.weight - i.weight;
	});
}
function As(e) {
	let t = [], n, r, i, a, o, s;
	for (n = 0, r = (e || []).length; n < r; ++n) i = e[n], {position: a, options: {stack: o, stackWeight: s = 1}} = i, t.push({
		index: n,
		box: i,
		pos: a,
		horizontal: i.isHorizontal(),
		weight: i.weight,
		stack: o && a + o,
		stackWeight: s
	});
	return t;
}
function js(e) {
	let t = {};
	for (let n of e) {
		let { stack: e, pos: r, stackWeight: i } = n;
		if (!e || !Es.includes(r)) continue;
		let a = t[e] || (t[e] = {
			count: 0,
			placed: 0,
			weight: 0,
			size: 0
		});
		a.count++, a.weight += i;
	}
	return t;
}
function Ms(e, t) {
	let n = js(e), { vBoxMaxWidth: r, hBoxMaxHeight: i } = t, a, o, s;
	for (a = 0, o = e.length; a < o; ++a) {
		s = e[a];
		let { fullSize: o } = s.box, c = n[s.stack], l = c && s.stackWeight / c.weight;
		s.horizontal ? (s.width = l ? l * r : o && t.availableWidth, s.height = i) : (s.width = r, s.height = l ? l * i : o && t.availableHeight);
	}
	return n;
}
function Ns(e) {
	let t = As(e), n = ks(t.filter((e) => e.box.fullSize), !0), r = ks(Ds(t, "left"), !0), i = ks(Ds(t, "right")), a = ks(Ds(t, "top"), !0), o = ks(Ds(t, "bottom")), s = Os(t, "x"), c = Os(t, "y");
	return {
		fullSize: n,
		leftAndTop: r.concat(a),
		rightAndBottom: i.concat(c).concat(o).concat(s),
		chartArea: Ds(t, "chartArea"),
		vertical: r.concat(i).concat(c),
		horizontal: a.concat(o).concat(s)
	};
}
function Ps(e, t, n, r) {
	return Math.max(e[n], t[n]) + Math.max(e[r], t[r]);
}
function Fs(e, t) {
	e.top = Math.max(e.top, t.top), e.left = Math.max(e.left, t.left), e.bottom = Math.max(e.bottom, t.bottom), e.right = Math.max(e.right, t.right);
}
function Is(e, t, n, r) {
	let { pos: i, box: a } = n, o = e.maxPadding;
	if (!U(i)) {
		n.size && (e[i] -= n.size);
		let t = r[n.stack] || {
			size: 0,
			count: 1
		};
		t.size = Math.max(t.size, n.horizontal ? a.height : a.width), n.size = t.size / t.count, e[i] += n.size;
	}
	a.getPadding && Fs(o, a.getPadding());
	let s = Math.max(0, t.outerWidth - Ps(o, e, "left", "right")), c = Math.max(0, t.outerHeight - Ps(o, e, "top", "bottom")), l = s !== e.w, u = c !== e.h;
	return e.w = s, e.h = c, n.horizontal ? {
		same: l,
		other: u
	} : {
		same: u,
		other: l
	};
}
function Ls(e) {
	let t = e.maxPadding;
	function n(n) {
		let r = Math.max(t[n] - e[n], 0);
		return e[n] += r, r;
	}
	e.y += n("top"), e.x += n("left"), n("right"), n("bottom");
}
function Rs(e, t) {
	let n = t.maxPadding;
	function r(e) {
		let r = {
			left: 0,
			top: 0,
			right: 0,
			bottom: 0
		};
		return e.forEach((e) => {
			r[e] = Math.max(t[e], n[e]);
		}), r;
	}
	return r(e ? ["left", "right"] : ["top", "bottom"]);
}
function zs(e, t, n, r) {
	let i = [], a, o, s, c, l, u;
	for (a = 0, o = e.length, l = 0; a < o; ++a) {
		s = e[a], c = s.box, c.update(s.width || t.w, s.height || t.h, Rs(s.horizontal, t));
		let { same: o, other: d } = Is(t, n, s, r);
		l |= o && i.length, u = u || d, c.fullSize || i.push(s);
	}
	return l && zs(i, t, n, r) || u;
}
function Bs(e, t, n, r, i) {
	e.top = n, e.left = t, e.right = t + r, e.bottom = n + i, e.width = r, e.height = i;
}
function Vs(e, t, n, r) {
	let i = n.padding, { x: a, y: o } = t;
	for (let s of e) {
		let e = s.box, c = r[s.stack] || {
			count: 1,
			placed: 0,
			weight: 1
		}, l = s.stackWeight / c.weight || 1;
		if (s.horizontal) {
			let r = t.w * l, a = c.size || e.height;
			lr(c.start) && (o = c.start), e.fullSize ? Bs(e, i.left, o, n.outerWidth - i.right - i.left, a) : Bs(e, t.left + c.placed, o, r, a), c.start = o, c.placed += r, o = e.bottom;
		} else {
			let r = t.h * l, o = c.size || e.width;
			lr(c.start) && (a = c.start), e.fullSize ? Bs(e, a, i.top, o, n.outerHeight - i.bottom - i.top) : Bs(e, a, t.top + c.placed, o, r), c.start = a, c.placed += r, a = e.right;
		}
	}
	t.x = a, t.y = o;
}
var Hs = {
	addBox(e, t) {
		e.boxes || (e.boxes = []), t.fullSize = t.fullSize || !1, t.position = t.position || "top", t.weight = t.weight || 0, t._layers = t._layers || function() {
			return [{
				z: 0,
				draw(e) {
					t.draw(e);
				}
			}];
		}, e.boxes.push(t);
	},
	removeBox(e, t) {
		let n = e.boxes ? e.boxes.indexOf(t) : -1;
		n !== -1 && e.boxes.splice(n, 1);
	},
	configure(e, t, n) {
		t.fullSize = n.fullSize, t.position = n.position, t.weight = n.weight;
	},
	update(e, t, n, r) {
		if (!e) return;
		let i = Ji(e.options.layout.padding), a = Math.max(t - i.width, 0), o = Math.max(n - i.height, 0), s = Ns(e.boxes), c = s.vertical, l = s.horizontal;
		K(e.boxes, (e) => {
			typeof e.beforeLayout == "function" && e.beforeLayout();
		});
		let u = c.reduce((e, t) => t.box.options && t.box.options.display === !1 ? e : e + 1, 0) || 1, d = Object.freeze({
			outerWidth: t,
			outerHeight: n,
			padding: i,
			availableWidth: a,
			availableHeight: o,
			vBoxMaxWidth: a / 2 / u,
			hBoxMaxHeight: o / 2
		}), f = Object.assign({}, i);
		Fs(f, Ji(r));
		let p = Object.assign({
			maxPadding: f,
			w: a,
			h: o,
			x: i.left,
			y: i.top
		}, i), m = Ms(c.concat(l), d);
		zs(s.fullSize, p, d, m), zs(c, p, d, m), zs(l, p, d, m) && zs(c, p, d, m), Ls(p), Vs(s.leftAndTop, p, d, m), p.x += p.w, p.y += p.h, Vs(s.rightAndBottom, p, d, m), e.chartArea = {
			left: p.left,
			top: p.top,
			right: p.left + p.w,
			bottom: p.top + p.h,
			height: p.h,
			width: p.w
		}, K(s.chartArea, (t) => {
			let n = t.box;
			Object.assign(n, e.chartArea), n.update(p.w, p.h, {
				left: 0,
				top: 0,
				right: 0,
				bottom: 0
			});
		});
	}
}, Us = class {
	acquireContext(e, t) {}
	releaseContext(e) {
		return !1;
	}
	addEventListener(e, t, n) {}
	removeEventListener(e, t, n) {}
	getDevicePixelRatio() {
		return 1;
	}
	getMaximumSize(e, t, n, r) {
		return t = Math.max(0, t || e.width), n = n || e.height, {
			width: t,
			height: Math.max(0, r ? Math.floor(t / r) : n)
		};
	}
	isAttached(e) {
		return !0;
	}
	updateConfig(e) {}
}, Ws = class extends Us {
	acquireContext(e) {
		return e && e.getContext && e.getContext("2d") || null;
	}
	updateConfig(e) {
		e.options.animation = !1;
	}
}, Gs = "$chartjs", Ks = {
	touchstart: "mousedown",
	touchmove: "mousemove",
	touchend: "mouseup",
	pointerenter: "mouseenter",
	pointerdown: "mousedown",
	pointermove: "mousemove",
	pointerup: "mouseup",
	pointerleave: "mouseout",
	pointerout: "mouseout"
}, qs = (e) => e === null || e === "";
function Js(e, t) {
	let n = e.style, r = e.getAttribute("height"), i = e.getAttribute("width");
	if (e[Gs] = { initial: {
		height: r,
		width: i,
		style: {
			display: n.display,
			height: n.height,
			width: n.width
		}
	} }, n.display = n.display || "block", n.boxSizing = n.boxSizing || "border-box", qs(i)) {
		let t = Wa(e, "width");
		t !== void 0 && (e.width = t);
	}
	if (qs(r)) {
		if (e.style.height === "") e.height = e.width / (t || 2);
		else {
			let t = Wa(e, "height");
			t !== void 0 && (e.height = t);
		}
	}
	return e;
}
var Ys = Ua ? { passive: !0 } : !1;
function Xs(e, t, n) {
	e && e.addEventListener(t, n, Ys);
}
function Zs(e, t, n) {
	e && e.canvas && e.canvas.removeEventListener(t, n, Ys);
}
function Qs(e, t) {
	let n = Ks[e.type] || e.type, { x: r, y: i } = Ra(e, t);
	return {
		type: n,
		chart: t,
		native: e,
		x: r === void 0 ? null : r,
		y: i === void 0 ? null : i
	};
}
function $s(e, t) {
	for (let n of e) if (n === t || n.contains(t)) return !0;
}
function ec(e, t, n) {
	let r = e.canvas, i = new MutationObserver((e) => {
		let t = !1;
		for (let n of e) t = t || $s(n.addedNodes, r), t = t && !$s(n.removedNodes, r);
		t && n();
	});
	return i.observe(document, {
		childList: !0,
		subtree: !0
	}), i;
}
function tc(e, t, n) {
	let r = e.canvas, i = new MutationObserver((e) => {
		let t = !1;
		for (let n of e) t = t || $s(n.removedNodes, r), t = t && !$s(n.addedNodes, r);
		t && n();
	});
	return i.observe(document, {
		childList: !0,
		subtree: !0
	}), i;
}
var nc = /* @__PURE__ */ new Map(), rc = 0;
function ic() {
	let e = window.devicePixelRatio;
	e !== rc && (rc = e, nc.forEach((t, n) => {
		n.currentDevicePixelRatio !== e && t();
	}));
}
function ac(e, t) {
	nc.size || window.addEventListener("resize", ic), nc.set(e, t);
}
function oc(e) {
	nc.delete(e), nc.size || window.removeEventListener("resize", ic);
}
function sc(e, t, n) {
	let r = e.canvas, i = r && Aa(r);
	if (!i) return;
	let a = Jr((e, t) => {
		let r = i.clientWidth;
		n(e, t), r < i.clientWidth && n();
	}, window), o = new ResizeObserver((e) => {
		let t = e[0], n = t.contentRect.width, r = t.contentRect.height;
		(n !== 0 || r !== 0) && a(n, r);
	});
	return o.observe(i), ac(e, a), o;
}
function cc(e, t, n) {
	n && n.disconnect(), t === "resize" && oc(e);
}
function lc(e, t, n) {
	let r = e.canvas, i = Jr((t) => {
		e.ctx !== null && n(Qs(t, e));
	}, e);
	return Xs(r, t, i), i;
}
var uc = class extends Us {
	acquireContext(e, t) {
		let n = e && e.getContext && e.getContext("2d");
		return n && n.canvas === e ? (Js(e, t), n) : null;
	}
	releaseContext(e) {
		let t = e.canvas;
		if (!t[Gs]) return !1;
		let n = t[Gs].initial;
		["height", "width"].forEach((e) => {
			let r = n[e];
			V(r) ? t.removeAttribute(e) : t.setAttribute(e, r);
		});
		let r = n.style || {};
		return Object.keys(r).forEach((e) => {
			t.style[e] = r[e];
		}), t.width = t.width, delete t[Gs], !0;
	}
	addEventListener(e, t, n) {
		this.removeEventListener(e, t);
		let r = e.$proxies || (e.$proxies = {});
		r[t] = ({
			attach: ec,
			detach: tc,
			resize: sc
		}[t] || lc)(e, t, n);
	}
	removeEventListener(e, t) {
		let n = e.$proxies || (e.$proxies = {}), r = n[t];
		r && (({
			attach: cc,
			detach: cc,
			resize: cc
		}[t] || Zs)(e, t, r), n[t] = void 0);
	}
	getDevicePixelRatio() {
		return window.devicePixelRatio;
	}
	getMaximumSize(e, t, n, r) {
		return Va(e, t, n, r);
	}
	isAttached(e) {
		let t = e && Aa(e);
		return !!(t && t.isConnected);
	}
};
function dc(e) {
	return !ka() || typeof OffscreenCanvas < "u" && e instanceof OffscreenCanvas ? Ws : uc;
}
var fc = class {
	constructor() {
		Y(this, "x", void 0), Y(this, "y", void 0), Y(this, "active", !1), Y(this, "options", void 0), Y(this, "$animations", void 0);
	}
	tooltipPosition(e) {
		let { x: t, y: n } = this.getProps(["x", "y"], e);
		return {
			x: t,
			y: n
		};
	}
	hasValue() {
		return Tr(this.x) && Tr(this.y);
	}
	getProps(e, t) {
		let n = this.$animations;
		if (!t || !n) return this;
		let r = {};
		return e.forEach((e) => {
			r[e] = n[e] && n[e].active() ? n[e]._to : this[e];
		}), r;
	}
};
Y(fc, "defaults", {}), Y(fc, "defaultRoutes", void 0);
function pc(e, t) {
	let n = e.options.ticks, r = mc(e), i = Math.min(n.maxTicksLimit || r, r), a = n.major.enabled ? gc(t) : [], o = a.length, s = a[0], c = a[o - 1], l = [];
	if (o > i) return _c(t, l, a, o / i), l;
	let u = hc(a, t, i);
	if (o > 0) {
		let e, n, r = o > 1 ? Math.round((c - s) / (o - 1)) : null;
		for (vc(t, l, u, V(r) ? 0 : s - r, s), e = 0, n = o - 1; e < n; e++) vc(t, l, u, a[e], a[e + 1]);
		return vc(t, l, u, c, V(r) ? t.length : c + r), l;
	}
	return vc(t, l, u), l;
}
function mc(e) {
	let t = e.options.offset, n = e._tickSize(), r = e._length / n + +!t, i = e._maxLength / n;
	return Math.floor(Math.min(r, i));
}
function hc(e, t, n) {
	let r = yc(e), i = t.length / n;
	if (!r) return Math.max(i, 1);
	let a = Cr(r);
	for (let e = 0, t = a.length - 1; e < t; e++) {
		let t = a[e];
		if (t > i) return t;
	}
	return Math.max(i, 1);
}
function gc(e) {
	let t = [], n, r;
	for (n = 0, r = e.length; n < r; n++) e[n].major && t.push(n);
	return t;
}
function _c(e, t, n, r) {
	let i = 0, a = n[0], o;
	for (r = Math.ceil(r), o = 0; o < e.length; o++) o === a && (t.push(e[o]), i++, a = n[i * r]);
}
function vc(e, t, n, r, i) {
	let a = W(r, 0), o = Math.min(W(i, e.length), e.length), s = 0, c, l, u;
	for (n = Math.ceil(n), i && (c = i - r, n = c / Math.floor(c / n)), u = a; u < 0;) s++, u = Math.round(a + s * n);
	for (l = Math.max(a, 0); l < o; l++) l === u && (t.push(e[l]), s++, u = Math.round(a + s * n));
}
function yc(e) {
	let t = e.length, n, r;
	if (t < 2) return !1;
	for (r = e[0], n = 1; n < t; ++n) if (e[n] - e[n - 1] !== r) return !1;
	return r;
}
var bc = (e) => e === "left" ? "right" : e === "right" ? "left" : e, xc = (e, t, n) => t === "top" || t === "left" ? e[t] + n : e[t] - n, Sc = (e, t) => Math.min(t || e, e);
function Cc(e, t) {
	let n = [], r = e.length / t, i = e.length, a = 0;
	for (; a < i; a += r) n.push(e[Math.floor(a)]);
	return n;
}
function wc(e, t, n) {
	let r = e.ticks.length, i = Math.min(t, r - 1), a = e._startPixel, o = e._endPixel, s = 1e-6, c = e.getPixelForTick(i), l;
	if (!(n && (l = r === 1 ? Math.max(c - a, o - c) : t === 0 ? (e.getPixelForTick(1) - c) / 2 : (c - e.getPixelForTick(i - 1)) / 2, c += i < t ? l : -l, c < a - s || c > o + s))) return c;
}
function Tc(e, t) {
	K(e, (e) => {
		let n = e.gc, r = n.length / 2, i;
		if (r > t) {
			for (i = 0; i < r; ++i) delete e.data[n[i]];
			n.splice(0, r);
		}
	});
}
function Ec(e) {
	return e.drawTicks ? e.tickLength : 0;
}
function Dc(e, t) {
	if (!e.display) return 0;
	let n = Yi(e.font, t), r = Ji(e.padding);
	return (H(e.text) ? e.text.length : 1) * n.lineHeight + r.height;
}
function Oc(e, t) {
	return Qi(e, {
		scale: t,
		type: "scale"
	});
}
function kc(e, t, n) {
	return Qi(e, {
		tick: n,
		index: t,
		type: "tick"
	});
}
function Ac(e, t, n) {
	let r = Xr(e);
	return (n && t !== "right" || !n && t === "right") && (r = bc(r)), r;
}
function jc(e, t, n, r) {
	let { top: i, left: a, bottom: o, right: s, chart: c } = e, { chartArea: l, scales: u } = c, d = 0, f, p, m, h = o - i, g = s - a;
	if (e.isHorizontal()) {
		if (p = Zr(r, a, s), U(n)) {
			let e = Object.keys(n)[0], r = n[e];
			m = u[e].getPixelForValue(r) + h - t;
		} else m = n === "center" ? (l.bottom + l.top) / 2 + h - t : xc(e, n, t);
		f = s - a;
	} else {
		if (U(n)) {
			let e = Object.keys(n)[0], r = n[e];
			p = u[e].getPixelForValue(r) - g + t;
		} else p = n === "center" ? (l.left + l.right) / 2 - g + t : xc(e, n, t);
		m = Zr(r, o, i), d = n === "left" ? -gr : gr;
	}
	return {
		titleX: p,
		titleY: m,
		maxWidth: f,
		rotation: d
	};
}
var Mc = class e extends fc {
	constructor(e) {
		super(), this.id = e.id, this.type = e.type, this.options = void 0, this.ctx = e.ctx, this.chart = e.chart, this.top = void 0, this.bottom = void 0, this.left = void 0, this.right = void 0, this.width = void 0, this.height = void 0, this._margins = {
			left: 0,
			right: 0,
			top: 0,
			bottom: 0
		}, this.maxWidth = void 0, this.maxHeight = void 0, this.paddingTop = void 0, this.paddingBottom = void 0, this.paddingLeft = void 0, this.paddingRight = void 0, this.axis = void 0, this.labelRotation = void 0, this.min = void 0, this.max = void 0, this._range = void 0, this.ticks = [], this._gridLineItems = null, this._labelItems = null, this._labelSizes = null, this._length = 0, this._maxLength = 0, this._longestTextCache = {}, this._startPixel = void 0, this._endPixel = void 0, this._reversePixels = !1, this._userMax = void 0, this._userMin = void 0, this._suggestedMax = void 0, this._suggestedMin = void 0, this._ticksLength = 0, this._borderValue = 0, this._cache = {}, this._dataLimitsCached = !1, this.$context = void 0;
	}
	init(e) {
		this.options = e.setContext(this.getContext()), this.axis = e.axis, this._userMin = this.parse(e.min), this._userMax = this.parse(e.max), this._suggestedMin = this.parse(e.suggestedMin), this._suggestedMax = this.parse(e.suggestedMax);
	}
	parse(e, t) {
		return e;
	}
	getUserBounds() {
		let { _userMin: e, _userMax: t, _suggestedMin: n, _suggestedMax: r } = this;
		return e = Jn(e, Infinity), t = Jn(t, -Infinity), n = Jn(n, Infinity), r = Jn(r, -Infinity), {
			min: Jn(e, n),
			max: Jn(t, r),
			minDefined: qn(e),
			maxDefined: qn(t)
		};
	}
	getMinMax(e) {
		let { min: t, max: n, minDefined: r, maxDefined: i } = this.getUserBounds(), a;
		if (r && i) return {
			min: t,
			max: n
		};
		let o = this.getMatchingVisibleMetas();
		for (let s = 0, c = o.length; s < c; ++s) a = o[s].controller.getMinMax(this, e), r || (t = Math.min(t, a.min)), i || (n = Math.max(n, a.max));
		return t = i && t > n ? n : t, n = r && t > n ? t : n, {
			min: Jn(t, Jn(n, t)),
			max: Jn(n, Jn(t, n))
		};
	}
	getPadding() {
		return {
			left: this.paddingLeft || 0,
			top: this.paddingTop || 0,
			right: this.paddingRight || 0,
			bottom: this.paddingBottom || 0
		};
	}
	getTicks() {
		return this.ticks;
	}
	getLabels() {
		let e = this.chart.data;
		return this.options.labels || (this.isHorizontal() ? e.xLabels : e.yLabels) || e.labels || [];
	}
	getLabelItems(e = this.chart.chartArea) {
		return this._labelItems || (this._labelItems = this._computeLabelItems(e));
	}
	beforeLayout() {
		this._cache = {}, this._dataLimitsCached = !1;
	}
	beforeUpdate() {
		G(this.options.beforeUpdate, [this]);
	}
	update(e, t, n) {
		let { beginAtZero: r, grace: i, ticks: a } = this.options, o = a.sampleSize;
		this.beforeUpdate(), this.maxWidth = e, this.maxHeight = t, this._margins = n = Object.assign({
			left: 0,
			right: 0,
			top: 0,
			bottom: 0
		}, n), this.ticks = null, this._labelSizes = null, this._gridLineItems = null, this._labelItems = null, this.beforeSetDimensions(), this.setDimensions(), this.afterSetDimensions(), this._maxLength = this.isHorizontal() ? this.width + n.left + n.right : this.height + n.top + n.bottom, this._dataLimitsCached || (this.beforeDataLimits(), this.determineDataLimits(), this.afterDataLimits(), this._range = Zi(this, i, r), this._dataLimitsCached = !0), this.beforeBuildTicks(), this.ticks = this.buildTicks() || [], this.afterBuildTicks();
		let s = o < this.ticks.length;
		this._convertTicksToLabels(s ? Cc(this.ticks, o) : this.ticks), this.configure(), this.beforeCalculateLabelRotation(), this.calculateLabelRotation(), this.afterCalculateLabelRotation(), a.display && (a.autoSkip || a.source === "auto") && (this.ticks = pc(this, this.ticks), this._labelSizes = null, this.afterAutoSkip()), s && this._convertTicksToLabels(this.ticks), this.beforeFit(), this.fit(), this.afterFit(), this.afterUpdate();
	}
	configure() {
		let e = this.options.reverse, t, n;
		this.isHorizontal() ? (t = this.left, n = this.right) : (t = this.top, n = this.bottom, e = !e), this._startPixel = t, this._endPixel = n, this._reversePixels = e, this._length = n - t, this._alignToPixels = this.options.alignToPixels;
	}
	afterUpdate() {
		G(this.options.afterUpdate, [this]);
	}
	beforeSetDimensions() {
		G(this.options.beforeSetDimensions, [this]);
	}
	setDimensions() {
		this.isHorizontal() ? (this.width = this.maxWidth, this.left = 0, this.right = this.width) : (this.height = this.maxHeight, this.top = 0, this.bottom = this.height), this.paddingLeft = 0, this.paddingTop = 0, this.paddingRight = 0, this.paddingBottom = 0;
	}
	afterSetDimensions() {
		G(this.options.afterSetDimensions, [this]);
	}
	_callHooks(e) {
		this.chart.notifyPlugins(e, this.getContext()), G(this.options[e], [this]);
	}
	beforeDataLimits() {
		this._callHooks("beforeDataLimits");
	}
	determineDataLimits() {}
	afterDataLimits() {
		this._callHooks("afterDataLimits");
	}
	beforeBuildTicks() {
		this._callHooks("beforeBuildTicks");
	}
	buildTicks() {
		return [];
	}
	afterBuildTicks() {
		this._callHooks("afterBuildTicks");
	}
	beforeTickToLabelConversion() {
		G(this.options.beforeTickToLabelConversion, [this]);
	}
	generateTickLabels(e) {
		let t = this.options.ticks, n, r, i;
		for (n = 0, r = e.length; n < r; n++) i = e[n], i.label = G(t.callback, [
			i.value,
			n,
			e
		], this);
	}
	afterTickToLabelConversion() {
		G(this.options.afterTickToLabelConversion, [this]);
	}
	beforeCalculateLabelRotation() {
		G(this.options.beforeCalculateLabelRotation, [this]);
	}
	calculateLabelRotation() {
		let e = this.options, t = e.ticks, n = Sc(this.ticks.length, e.ticks.maxTicksLimit), r = t.minRotation || 0, i = t.maxRotation, a = r, o, s, c;
		if (!this._isVisible() || !t.display || r >= i || n <= 1 || !this.isHorizontal()) {
			this.labelRotation = r;
			return;
		}
		let l = this._getLabelSizes(), u = l.widest.width, d = l.highest.height, f = Ir(this.chart.width - u, 0, this.maxWidth);
		o = e.offset ? this.maxWidth / n : f / (n - 1), u + 6 > o && (o = f / (n - (e.offset ? .5 : 1)), s = this.maxHeight - Ec(e.grid) - t.padding - Dc(e.title, this.chart.options.font), c = Math.sqrt(u * u + d * d), a = kr(Math.min(Math.asin(Ir((l.highest.height + 6) / o, -1, 1)), Math.asin(Ir(s / c, -1, 1)) - Math.asin(Ir(d / c, -1, 1)))), a = Math.max(r, Math.min(i, a))), this.labelRotation = a;
	}
	afterCalculateLabelRotation() {
		G(this.options.afterCalculateLabelRotation, [this]);
	}
	afterAutoSkip() {}
	beforeFit() {
		G(this.options.beforeFit, [this]);
	}
	fit() {
		let e = {
			width: 0,
			height: 0
		}, { chart: t, options: { ticks: n, title: r, grid: i } } = this, a = this._isVisible(), o = this.isHorizontal();
		if (a) {
			let a = Dc(r, t.options.font);
			if (o ? (e.width = this.maxWidth, e.height = Ec(i) + a) : (e.height = this.maxHeight, e.width = Ec(i) + a), n.display && this.ticks.length) {
				let { first: t, last: r, widest: i, highest: a } = this._getLabelSizes(), s = n.padding * 2, c = Or(this.labelRotation), l = Math.cos(c), u = Math.sin(c);
				if (o) {
					let t = n.mirror ? 0 : u * i.width + l * a.height;
					e.height = Math.min(this.maxHeight, e.height + t + s);
				} else {
					let t = n.mirror ? 0 : l * i.width + u * a.height;
					e.width = Math.min(this.maxWidth, e.width + t + s);
				}
				this._calculatePadding(t, r, u, l);
			}
		}
		this._handleMargins(), o ? (this.width = this._length = t.width - this._margins.left - this._margins.right, this.height = e.height) : (this.width = e.width, this.height = this._length = t.height - this._margins.top - this._margins.bottom);
	}
	_calculatePadding(e, t, n, r) {
		let { ticks: { align: i, padding: a }, position: o } = this.options, s = this.labelRotation !== 0, c = o !== "top" && this.axis === "x";
		if (this.isHorizontal()) {
			let o = this.getPixelForTick(0) - this.left, l = this.right - this.getPixelForTick(this.ticks.length - 1), u = 0, d = 0;
			s ? c ? (u = r * e.width, d = n * t.height) : (u = n * e.height, d = r * t.width) : i === "start" ? d = t.width : i === "end" ? u = e.width : i !== "inner" && (u = e.width / 2, d = t.width / 2), this.paddingLeft = Math.max((u - o + a) * this.width / (this.width - o), 0), this.paddingRight = Math.max((d - l + a) * this.width / (this.width - l), 0);
		} else {
			let n = t.height / 2, r = e.height / 2;
			i === "start" ? (n = 0, r = e.height) : i === "end" && (n = t.height, r = 0), this.paddingTop = n + a, this.paddingBottom = r + a;
		}
	}
	_handleMargins() {
		this._margins && (this._margins.left = Math.max(this.paddingLeft, this._margins.left), this._margins.top = Math.max(this.paddingTop, this._margins.top), this._margins.right = Math.max(this.paddingRight, this._margins.right), this._margins.bottom = Math.max(this.paddingBottom, this._margins.bottom));
	}
	afterFit() {
		G(this.options.afterFit, [this]);
	}
	isHorizontal() {
		let { axis: e, position: t } = this.options;
		return t === "top" || t === "bottom" || e === "x";
	}
	isFullSize() {
		return this.options.fullSize;
	}
	_convertTicksToLabels(e) {
		this.beforeTickToLabelConversion(), this.generateTickLabels(e);
		let t, n;
		for (t = 0, n = e.length; t < n; t++) V(e[t].label) && (e.splice(t, 1), n--, t--);
		this.afterTickToLabelConversion();
	}
	_getLabelSizes() {
		let e = this._labelSizes;
		if (!e) {
			let t = this.options.ticks.sampleSize, n = this.ticks;
			t < n.length && (n = Cc(n, t)), this._labelSizes = e = this._computeLabelSizes(n, n.length, this.options.ticks.maxTicksLimit);
		}
		return e;
	}
	_computeLabelSizes(e, t, n) {
		let { ctx: r, _longestTextCache: i } = this, a = [], o = [], s = Math.floor(t / Sc(t, n)), c = 0, l = 0, u, d, f, p, m, h, g, _, v, y, b;
		for (u = 0; u < t; u += s) {
			if (p = e[u].label, m = this._resolveTickFontOptions(u), r.font = h = m.string, g = i[h] = i[h] || {
				data: {},
				gc: []
			}, _ = m.lineHeight, v = y = 0, !V(p) && !H(p)) v = Ti(r, g.data, g.gc, v, p), y = _;
			else if (H(p)) for (d = 0, f = p.length; d < f; ++d) b = p[d], !V(b) && !H(b) && (v = Ti(r, g.data, g.gc, v, b), y += _);
			a.push(v), o.push(y), c = Math.max(v, c), l = Math.max(y, l);
		}
		Tc(i, t);
		let x = a.indexOf(c), S = o.indexOf(l), C = (e) => ({
			width: a[e] || 0,
			height: o[e] || 0
		});
		return {
			first: C(0),
			last: C(t - 1),
			widest: C(x),
			highest: C(S),
			widths: a,
			heights: o
		};
	}
	getLabelForValue(e) {
		return e;
	}
	getPixelForValue(e, t) {
		return NaN;
	}
	getValueForPixel(e) {}
	getPixelForTick(e) {
		let t = this.ticks;
		return e < 0 || e > t.length - 1 ? null : this.getPixelForValue(t[e].value);
	}
	getPixelForDecimal(e) {
		this._reversePixels && (e = 1 - e);
		let t = this._startPixel + e * this._length;
		return Lr(this._alignToPixels ? Di(this.chart, t, 0) : t);
	}
	getDecimalForPixel(e) {
		let t = (e - this._startPixel) / this._length;
		return this._reversePixels ? 1 - t : t;
	}
	getBasePixel() {
		return this.getPixelForValue(this.getBaseValue());
	}
	getBaseValue() {
		let { min: e, max: t } = this;
		return e < 0 && t < 0 ? t : e > 0 && t > 0 ? e : 0;
	}
	getContext(e) {
		let t = this.ticks || [];
		if (e >= 0 && e < t.length) {
			let n = t[e];
			return n.$context || (n.$context = kc(this.getContext(), e, n));
		}
		return this.$context || (this.$context = Oc(this.chart.getContext(), this));
	}
	_tickSize() {
		let e = this.options.ticks, t = Or(this.labelRotation), n = Math.abs(Math.cos(t)), r = Math.abs(Math.sin(t)), i = this._getLabelSizes(), a = e.autoSkipPadding || 0, o = i ? i.widest.width + a : 0, s = i ? i.highest.height + a : 0;
		return this.isHorizontal() ? s * n > o * r ? o / n : s / r : s * r < o * n ? s / n : o / r;
	}
	_isVisible() {
		let e = this.options.display;
		return e === "auto" ? this.getMatchingVisibleMetas().length > 0 : !!e;
	}
	_computeGridLineItems(e) {
		let t = this.axis, n = this.chart, r = this.options, { grid: i, position: a, border: o } = r, s = i.offset, c = this.isHorizontal(), l = this.ticks.length + +!!s, u = Ec(i), d = [], f = o.setContext(this.getContext()), p = f.display ? f.width : 0, m = p / 2, h = function(e) {
			return Di(n, e, p);
		}, g, _, v, y, b, x, S, C, w, T, E, D;
		if (a === "top") g = h(this.bottom), x = this.bottom - u, C = g - m, T = h(e.top) + m, D = e.bottom;
		else if (a === "bottom") g = h(this.top), T = e.top, D = h(e.bottom) - m, x = g + m, C = this.top + u;
		else if (a === "left") g = h(this.right), b = this.right - u, S = g - m, w = h(e.left) + m, E = e.right;
		else if (a === "right") g = h(this.left), w = e.left, E = h(e.right) - m, b = g + m, S = this.left + u;
		else if (t === "x") {
			if (a === "center") g = h((e.top + e.bottom) / 2 + .5);
			else if (U(a)) {
				let e = Object.keys(a)[0], t = a[e];
				g = h(this.chart.scales[e].getPixelForValue(t));
			}
			T = e.top, D = e.bottom, x = g + m, C = x + u;
		} else if (t === "y") {
			if (a === "center") g = h((e.left + e.right) / 2);
			else if (U(a)) {
				let e = Object.keys(a)[0], t = a[e];
				g = h(this.chart.scales[e].getPixelForValue(t));
			}
			b = g - m, S = b - u, w = e.left, E = e.right;
		}
		let O = W(r.ticks.maxTicksLimit, l), k = Math.max(1, Math.ceil(l / O));
		for (_ = 0; _ < l; _ += k) {
			let e = this.getContext(_), t = i.setContext(e), r = o.setContext(e), a = t.lineWidth, l = t.color, u = r.dash || [], f = r.dashOffset, p = t.tickWidth, m = t.tickColor, h = t.tickBorderDash || [], g = t.tickBorderDashOffset;
			v = wc(this, _, s), v !== void 0 && (y = Di(n, v, a), c ? b = S = w = E = y : x = C = T = D = y, d.push({
				tx1: b,
				ty1: x,
				tx2: S,
				ty2: C,
				x1: w,
				y1: T,
				x2: E,
				y2: D,
				width: a,
				color: l,
				borderDash: u,
				borderDashOffset: f,
				tickWidth: p,
				tickColor: m,
				tickBorderDash: h,
				tickBorderDashOffset: g
			}));
		}
		return this._ticksLength = l, this._borderValue = g, d;
	}
	_computeLabelItems(e) {
		let t = this.axis, n = this.options, { position: r, ticks: i } = n, a = this.isHorizontal(), o = this.ticks, { align: s, crossAlign: c, padding: l, mirror: u } = i, d = Ec(n.grid), f = d + l, p = u ? -l : f, m = -Or(this.labelRotation), h = [], g, _, v, y, b, x, S, C, w, T, E, D, O = "middle";
		if (r === "top") x = this.bottom - p, S = this._getXAxisLabelAlignment();
		else if (r === "bottom") x = this.top + p, S = this._getXAxisLabelAlignment();
		else if (r === "left") {
			let e = this._getYAxisLabelAlignment(d);
			S = e.textAlign, b = e.x;
		} else if (r === "right") {
			let e = this._getYAxisLabelAlignment(d);
			S = e.textAlign, b = e.x;
		} else if (t === "x") {
			if (r === "center") x = (e.top + e.bottom) / 2 + f;
			else if (U(r)) {
				let e = Object.keys(r)[0], t = r[e];
				x = this.chart.scales[e].getPixelForValue(t) + f;
			}
			S = this._getXAxisLabelAlignment();
		} else if (t === "y") {
			if (r === "center") b = (e.left + e.right) / 2 - f;
			else if (U(r)) {
				let e = Object.keys(r)[0], t = r[e];
				b = this.chart.scales[e].getPixelForValue(t);
			}
			S = this._getYAxisLabelAlignment(d).textAlign;
		}
		t === "y" && (s === "start" ? O = "top" : s === "end" && (O = "bottom"));
		let k = this._getLabelSizes();
		for (g = 0, _ = o.length; g < _; ++g) {
			v = o[g], y = v.label;
			let e = i.setContext(this.getContext(g));
			C = this.getPixelForTick(g) + i.labelOffset, w = this._resolveTickFontOptions(g), T = w.lineHeight, E = H(y) ? y.length : 1;
			let t = E / 2, n = e.color, s = e.textStrokeColor, l = e.textStrokeWidth, d = S;
			a ? (b = C, S === "inner" && (d = g === _ - 1 ? this.options.reverse ? "left" : "right" : g === 0 ? this.options.reverse ? "right" : "left" : "center"), D = r === "top" ? c === "near" || m !== 0 ? -E * T + T / 2 : c === "center" ? -k.highest.height / 2 - t * T + T : -k.highest.height + T / 2 : c === "near" || m !== 0 ? T / 2 : c === "center" ? k.highest.height / 2 - t * T : k.highest.height - E * T, u && (D *= -1), m !== 0 && !e.showLabelBackdrop && (b += T / 2 * Math.sin(m))) : (x = C, D = (1 - E) * T / 2);
			let f;
			if (e.showLabelBackdrop) {
				let t = Ji(e.backdropPadding), n = k.heights[g], r = k.widths[g], i = D - t.top, a = 0 - t.left;
				switch (O) {
					case "middle":
						i -= n / 2;
						break;
					case "bottom": i -= n;
				}
				switch (S) {
					case "center":
						a -= r / 2;
						break;
					case "right":
						a -= r;
						break;
					case "inner": g === _ - 1 ? a -= r : g > 0 && (a -= r / 2);
				}
				f = {
					left: a,
					top: i,
					width: r + t.width,
					height: n + t.height,
					color: e.backdropColor
				};
			}
			h.push({
				label: y,
				font: w,
				textOffset: D,
				options: {
					rotation: m,
					color: n,
					strokeColor: s,
					strokeWidth: l,
					textAlign: d,
					textBaseline: O,
					translation: [b, x],
					backdrop: f
				}
			});
		}
		return h;
	}
	_getXAxisLabelAlignment() {
		let { position: e, ticks: t } = this.options;
		if (-Or(this.labelRotation)) return e === "top" ? "left" : "right";
		let n = "center";
		return t.align === "start" ? n = "left" : t.align === "end" ? n = "right" : t.align === "inner" && (n = "inner"), n;
	}
	_getYAxisLabelAlignment(e) {
		let { position: t, ticks: { crossAlign: n, mirror: r, padding: i } } = this.options, a = this._getLabelSizes(), o = e + i, s = a.widest.width, c, l;
		return t === "left" ? r ? (l = this.right + i, n === "near" ? c = "left" : n === "center" ? (c = "center", l += s / 2) : (c = "right", l += s)) : (l = this.right - o, n === "near" ? c = "right" : n === "center" ? (c = "center", l -= s / 2) : (c = "left", l = this.left)) : t === "right" ? r ? (l = this.left + i, n === "near" ? c = "right" : n === "center" ? (c = "center", l -= s / 2) : (c = "left", l -= s)) : (l = this.left + o, n === "near" ? c = "left" : n === "center" ? (c = "center", l += s / 2) : (c = "right", l = this.right)) : c = "right", {
			textAlign: c,
			x: l
		};
	}
	_computeLabelArea() {
		if (this.options.ticks.mirror) return;
		let e = this.chart, t = this.options.position;
		if (t === "left" || t === "right") return {
			top: 0,
			left: this.left,
			bottom: e.height,
			right: this.right
		};
		if (t === "top" || t === "bottom") return {
			top: this.top,
			left: 0,
			bottom: this.bottom,
			right: e.width
		};
	}
	drawBackground() {
		let { ctx: e, options: { backgroundColor: t }, left: n, top: r, width: i, height: a } = this;
		t && (e.save(), e.fillStyle = t, e.fillRect(n, r, i, a), e.restore());
	}
	getLineWidthForValue(e) {
		let t = this.options.grid;
		if (!this._isVisible() || !t.display) return 0;
		let n = this.ticks.findIndex((t) => t.value === e);
		return n >= 0 ? t.setContext(this.getContext(n)).lineWidth : 0;
	}
	drawGrid(e) {
		let t = this.options.grid, n = this.ctx, r = this._gridLineItems || (this._gridLineItems = this._computeGridLineItems(e)), i, a, o = (e, t, r) => {
			r.width && r.color && (n.save(), n.lineWidth = r.width, n.strokeStyle = r.color, n.setLineDash(r.borderDash || []), n.lineDashOffset = r.borderDashOffset, n.beginPath(), n.moveTo(e.x, e.y), n.lineTo(t.x, t.y), n.stroke(), n.restore());
		};
		if (t.display) for (i = 0, a = r.length; i < a; ++i) {
			let e = r[i];
			t.drawOnChartArea && o({
				x: e.x1,
				y: e.y1
			}, {
				x: e.x2,
				y: e.y2
			}, e), t.drawTicks && o({
				x: e.tx1,
				y: e.ty1
			}, {
				x: e.tx2,
				y: e.ty2
			}, {
				color: e.tickColor,
				width: e.tickWidth,
				borderDash: e.tickBorderDash,
				borderDashOffset: e.tickBorderDashOffset
			});
		}
	}
	drawBorder() {
		let { chart: e, ctx: t, options: { border: n, grid: r } } = this, i = n.setContext(this.getContext()), a = n.display ? i.width : 0;
		if (!a) return;
		let o = r.setContext(this.getContext(0)).lineWidth, s = this._borderValue, c, l, u, d;
		this.isHorizontal() ? (c = Di(e, this.left, a) - a / 2, l = Di(e, this.right, o) + o / 2, u = d = s) : (u = Di(e, this.top, a) - a / 2, d = Di(e, this.bottom, o) + o / 2, c = l = s), t.save(), t.lineWidth = i.width, t.strokeStyle = i.color, t.beginPath(), t.moveTo(c, u), t.lineTo(l, d), t.stroke(), t.restore();
	}
	drawLabels(e) {
		if (!this.options.ticks.display) return;
		let t = this.ctx, n = this._computeLabelArea();
		n && Mi(t, n);
		let r = this.getLabelItems(e);
		for (let e of r) {
			let n = e.options, r = e.font, i = e.label, a = e.textOffset;
			zi(t, i, 0, a, r, n);
		}
		n && Ni(t);
	}
	drawTitle() {
		let { ctx: e, options: { position: t, title: n, reverse: r } } = this;
		if (!n.display) return;
		let i = Yi(n.font), a = Ji(n.padding), o = n.align, s = i.lineHeight / 2;
		t === "bottom" || t === "center" || U(t) ? (s += a.bottom, H(n.text) && (s += i.lineHeight * (n.text.length - 1))) : s += a.top;
		let { titleX: c, titleY: l, maxWidth: u, rotation: d } = jc(this, s, t, o);
		zi(e, n.text, 0, 0, i, {
			color: n.color,
			maxWidth: u,
			rotation: d,
			textAlign: Ac(o, t, r),
			textBaseline: "middle",
			translation: [c, l],
			strokeColor: n.strokeColor,
			strokeWidth: n.strokeWidth
		});
	}
	draw(e) {
		this._isVisible() && (this.drawBackground(), this.drawGrid(e), this.drawBorder(), this.drawTitle(), this.drawLabels(e));
	}
	_layers() {
		let t = this.options, n = t.ticks && t.ticks.z || 0, r = W(t.grid && t.grid.z, -1), i = W(t.border && t.border.z, 0);
		return !this._isVisible() || this.draw !== e.prototype.draw ? [{
			z: n,
			draw: (e) => {
				this.draw(e);
			}
		}] : [
			{
				z: r,
				draw: (e) => {
					this.drawBackground(), this.drawGrid(e), this.drawTitle();
				}
			},
			{
				z: i,
				draw: () => {
					this.drawBorder();
				}
			},
			{
				z: n,
				draw: (e) => {
					this.drawLabels(e);
				}
			}
		];
	}
	getMatchingVisibleMetas(e) {
		let t = this.chart.getSortedVisibleDatasetMetas(), n = this.axis + "AxisID", r = [], i, a;
		for (i = 0, a = t.length; i < a; ++i) {
			let a = t[i];
			a[n] !== this.id || e && a.type !== e || r.push(a);
		}
		return r;
	}
	_resolveTickFontOptions(e) {
		return Yi(this.options.ticks.setContext(this.getContext(e)).font);
	}
	_maxDigits() {
		let e = this._resolveTickFontOptions(0).lineHeight;
		return (this.isHorizontal() ? this.width : this.height) / e;
	}
}, Nc = class {
	constructor(e, t, n) {
		this.type = e, this.scope = t, this.override = n, this.items = Object.create(null);
	}
	isForType(e) {
		return Object.prototype.isPrototypeOf.call(this.type.prototype, e.prototype);
	}
	register(e) {
		let t = Object.getPrototypeOf(e), n;
		Ic(t) && (n = this.register(t));
		let r = this.items, i = e.id, a = this.scope + "." + i;
		if (!i) throw Error("class does not have id: " + e);
		return i in r || (r[i] = e, Pc(e, a, n), this.override && Ci.override(e.id, e.overrides)), a;
	}
	get(e) {
		return this.items[e];
	}
	unregister(e) {
		let t = this.items, n = e.id, r = this.scope;
		n in t && delete t[n], r && n in Ci[r] && (delete Ci[r][n], this.override && delete yi[n]);
	}
};
function Pc(e, t, n) {
	let r = tr(Object.create(null), [
		n ? Ci.get(n) : {},
		Ci.get(t),
		e.defaults
	]);
	Ci.set(t, r), e.defaultRoutes && Fc(t, e.defaultRoutes), e.descriptors && Ci.describe(t, e.descriptors);
}
function Fc(e, t) {
	Object.keys(t).forEach((n) => {
		let r = n.split("."), i = r.pop(), a = [e].concat(r).join("."), o = t[n].split("."), s = o.pop(), c = o.join(".");
		Ci.route(a, i, c, s);
	});
}
function Ic(e) {
	return "id" in e && "defaults" in e;
}
var Lc = /* #__PURE__ */ new class {
	constructor() {
		this.controllers = new Nc(Wo, "datasets", !0), this.elements = new Nc(fc, "elements"), this.plugins = new Nc(Object, "plugins"), this.scales = new Nc(Mc, "scales"), this._typedRegistries = [
			this.controllers,
			this.scales,
			this.elements
		];
	}
	add(...e) {
		this._each("register", e);
	}
	remove(...e) {
		this._each("unregister", e);
	}
	addControllers(...e) {
		this._each("register", e, this.controllers);
	}
	addElements(...e) {
		this._each("register", e, this.elements);
	}
	addPlugins(...e) {
		this._each("register", e, this.plugins);
	}
	addScales(...e) {
		this._each("register", e, this.scales);
	}
	getController(e) {
		return this._get(e, this.controllers, "controller");
	}
	getElement(e) {
		return this._get(e, this.elements, "element");
	}
	getPlugin(e) {
		return this._get(e, this.plugins, "plugin");
	}
	getScale(e) {
		return this._get(e, this.scales, "scale");
	}
	removeControllers(...e) {
		this._each("unregister", e, this.controllers);
	}
	removeElements(...e) {
		this._each("unregister", e, this.elements);
	}
	removePlugins(...e) {
		this._each("unregister", e, this.plugins);
	}
	removeScales(...e) {
		this._each("unregister", e, this.scales);
	}
	_each(e, t, n) {
		[...t].forEach((t) => {
			let r = n || this._getRegistryForType(t);
			n || r.isForType(t) || r === this.plugins && t.id ? this._exec(e, r, t) : K(t, (t) => {
				let r = n || this._getRegistryForType(t);
				this._exec(e, r, t);
			});
		});
	}
	_exec(e, t, n) {
		let r = cr(e);
		G(n["before" + r], [], n), t[e](n), G(n["after" + r], [], n);
	}
	_getRegistryForType(e) {
		for (let t = 0; t < this._typedRegistries.length; t++) {
			let n = this._typedRegistries[t];
			if (n.isForType(e)) return n;
		}
		return this.plugins;
	}
	_get(e, t, n) {
		let r = t.get(e);
		if (r === void 0) throw Error("\"" + e + "\" is not a registered " + n + ".");
		return r;
	}
}(), Rc = class {
	constructor() {
		this._init = void 0;
	}
	notify(e, t, n, r) {
		if (t === "beforeInit" && (this._init = this._createDescriptors(e, !0), this._notify(this._init, e, "install")), this._init === void 0) return;
		let i = r ? this._descriptors(e).filter(r) : this._descriptors(e), a = this._notify(i, e, t, n);
		return t === "afterDestroy" && (this._notify(i, e, "stop"), this._notify(this._init, e, "uninstall"), this._init = void 0), a;
	}
	_notify(e, t, n, r) {
		r = r || {};
		for (let i of e) {
			let e = i.plugin, a = e[n];
			if (G(a, [
				t,
				r,
				i.options
			], e) === !1 && r.cancelable) return !1;
		}
		return !0;
	}
	invalidate() {
		V(this._cache) || (this._oldCache = this._cache, this._cache = void 0);
	}
	_descriptors(e) {
		if (this._cache) return this._cache;
		let t = this._cache = this._createDescriptors(e);
		return this._notifyStateChanges(e), t;
	}
	_createDescriptors(e, t) {
		let n = e && e.config, r = W(n.options && n.options.plugins, {}), i = zc(n);
		return r === !1 && !t ? [] : Vc(e, i, r, t);
	}
	_notifyStateChanges(e) {
		let t = this._oldCache || [], n = this._cache, r = (e, t) => e.filter((e) => !t.some((t) => e.plugin.id === t.plugin.id));
		this._notify(r(t, n), e, "stop"), this._notify(r(n, t), e, "start");
	}
};
function zc(e) {
	let t = {}, n = [], r = Object.keys(Lc.plugins.items);
	for (let e = 0; e < r.length; e++) n.push(Lc.getPlugin(r[e]));
	let i = e.plugins || [];
	for (let e = 0; e < i.length; e++) {
		let r = i[e];
		n.indexOf(r) === -1 && (n.push(r), t[r.id] = !0);
	}
	return {
		plugins: n,
		localIds: t
	};
}
function Bc(e, t) {
	return !t && e === !1 ? null : e === !0 ? {} : e;
}
function Vc(e, { plugins: t, localIds: n }, r, i) {
	let a = [], o = e.getContext();
	for (let s of t) {
		let t = s.id, c = Bc(r[t], i);
		c !== null && a.push({
			plugin: s,
			options: Hc(e.config, {
				plugin: s,
				local: n[t]
			}, c, o)
		});
	}
	return a;
}
function Hc(e, { plugin: t, local: n }, r, i) {
	let a = e.pluginScopeKeys(t), o = e.getOptionScopes(r, a);
	return n && t.defaults && o.push(t.defaults), e.createResolver(o, i, [""], {
		scriptable: !1,
		indexable: !1,
		allKeys: !0
	});
}
function Uc(e, t) {
	let n = Ci.datasets[e] || {};
	return ((t.datasets || {})[e] || {}).indexAxis || t.indexAxis || n.indexAxis || "x";
}
function Wc(e, t) {
	let n = e;
	return e === "_index_" ? n = t : e === "_value_" && (n = t === "x" ? "y" : "x"), n;
}
function Gc(e, t) {
	return e === t ? "_index_" : "_value_";
}
function Kc(e) {
	if (e === "x" || e === "y" || e === "r") return e;
}
function qc(e) {
	if (e === "top" || e === "bottom") return "x";
	if (e === "left" || e === "right") return "y";
}
function Jc(e, ...t) {
	if (Kc(e)) return e;
	for (let n of t) {
		let t = n.axis || qc(n.position) || e.length > 1 && Kc(e[0].toLowerCase());
		if (t) return t;
	}
	throw Error(`Cannot determine type of '${e}' axis. Please provide 'axis' or 'position' option.`);
}
function Yc(e, t, n) {
	if (n[t + "AxisID"] === e) return { axis: t };
}
function Xc(e, t) {
	if (t.data && t.data.datasets) {
		let n = t.data.datasets.filter((t) => t.xAxisID === e || t.yAxisID === e);
		if (n.length) return Yc(e, "x", n[0]) || Yc(e, "y", n[0]);
	}
	return {};
}
function Zc(e, t) {
	let n = yi[e.type] || { scales: {} }, r = t.scales || {}, i = Uc(e.type, t), a = Object.create(null);
	return Object.keys(r).forEach((t) => {
		let o = r[t];
		if (!U(o)) return console.error(`Invalid scale configuration for scale: ${t}`);
		if (o._proxy) return console.warn(`Ignoring resolver passed as options for scale: ${t}`);
		let s = Jc(t, o, Xc(t, e), Ci.scales[o.type]), c = Gc(s, i), l = n.scales || {};
		a[t] = nr(Object.create(null), [
			{ axis: s },
			o,
			l[s],
			l[c]
		]);
	}), e.data.datasets.forEach((n) => {
		let i = n.type || e.type, o = n.indexAxis || Uc(i, t), s = (yi[i] || {}).scales || {};
		Object.keys(s).forEach((e) => {
			let t = Wc(e, o), i = n[t + "AxisID"] || t;
			a[i] = a[i] || Object.create(null), nr(a[i], [
				{ axis: t },
				r[i],
				s[e]
			]);
		});
	}), Object.keys(a).forEach((e) => {
		let t = a[e];
		nr(t, [Ci.scales[t.type], Ci.scale]);
	}), a;
}
function Qc(e) {
	let t = e.options || (e.options = {});
	t.plugins = W(t.plugins, {}), t.scales = Zc(e, t);
}
function $c(e) {
	return e = e || {}, e.datasets = e.datasets || [], e.labels = e.labels || [], e;
}
function el(e) {
	return e = e || {}, e.data = $c(e.data), Qc(e), e;
}
var tl = /* @__PURE__ */ new Map(), nl = /* @__PURE__ */ new Set();
function rl(e, t) {
	let n = tl.get(e);
	return n || (n = t(), tl.set(e, n), nl.add(n)), n;
}
var il = (e, t, n) => {
	let r = sr(t, n);
	r !== void 0 && e.add(r);
}, al = class {
	constructor(e) {
		this._config = el(e), this._scopeCache = /* @__PURE__ */ new Map(), this._resolverCache = /* @__PURE__ */ new Map();
	}
	get platform() {
		return this._config.platform;
	}
	get type() {
		return this._config.type;
	}
	set type(e) {
		this._config.type = e;
	}
	get data() {
		return this._config.data;
	}
	set data(e) {
		this._config.data = $c(e);
	}
	get options() {
		return this._config.options;
	}
	set options(e) {
		this._config.options = e;
	}
	get plugins() {
		return this._config.plugins;
	}
	update() {
		let e = this._config;
		this.clearCache(), Qc(e);
	}
	clearCache() {
		this._scopeCache.clear(), this._resolverCache.clear();
	}
	datasetScopeKeys(e) {
		return rl(e, () => [[`datasets.${e}`, ""]]);
	}
	datasetAnimationScopeKeys(e, t) {
		return rl(`${e}.transition.${t}`, () => [[`datasets.${e}.transitions.${t}`, `transitions.${t}`], [`datasets.${e}`, ""]]);
	}
	datasetElementScopeKeys(e, t) {
		return rl(`${e}-${t}`, () => [[
			`datasets.${e}.elements.${t}`,
			`datasets.${e}`,
			`elements.${t}`,
			""
		]]);
	}
	pluginScopeKeys(e) {
		let t = e.id, n = this.type;
		return rl(`${n}-plugin-${t}`, () => [[`plugins.${t}`, ...e.additionalOptionScopes || []]]);
	}
	_cachedScopes(e, t) {
		let n = this._scopeCache, r = n.get(e);
		return (!r || t) && (r = /* @__PURE__ */ new Map(), n.set(e, r)), r;
	}
	getOptionScopes(e, t, n) {
		let { options: r, type: i } = this, a = this._cachedScopes(e, n), o = a.get(t);
		if (o) return o;
		let s = /* @__PURE__ */ new Set();
		t.forEach((t) => {
			e && (s.add(e), t.forEach((t) => il(s, e, t))), t.forEach((e) => il(s, r, e)), t.forEach((e) => il(s, yi[i] || {}, e)), t.forEach((e) => il(s, Ci, e)), t.forEach((e) => il(s, bi, e));
		});
		let c = Array.from(s);
		return c.length === 0 && c.push(Object.create(null)), nl.has(t) && a.set(t, c), c;
	}
	chartOptionScopes() {
		let { options: e, type: t } = this;
		return [
			e,
			yi[t] || {},
			Ci.datasets[t] || {},
			{ type: t },
			Ci,
			bi
		];
	}
	resolveNamedOptions(e, t, n, r = [""]) {
		let i = { $shared: !0 }, { resolver: a, subPrefixes: o } = ol(this._resolverCache, e, r), s = a;
		if (cl(a, t)) {
			i.$shared = !1, n = ur(n) ? n() : n;
			let t = this.createResolver(e, n, o);
			s = ea(a, n, t);
		}
		for (let e of t) i[e] = s[e];
		return i;
	}
	createResolver(e, t, n = [""], r) {
		let { resolver: i } = ol(this._resolverCache, e, n);
		return U(t) ? ea(i, t, void 0, r) : i;
	}
};
function ol(e, t, n) {
	let r = e.get(t);
	r || (r = /* @__PURE__ */ new Map(), e.set(t, r));
	let i = n.join(), a = r.get(i);
	return a || (a = {
		resolver: $i(t, n),
		subPrefixes: n.filter((e) => !e.toLowerCase().includes("hover"))
	}, r.set(i, a)), a;
}
var sl = (e) => U(e) && Object.getOwnPropertyNames(e).some((t) => ur(e[t]));
function cl(e, t) {
	let { isScriptable: n, isIndexable: r } = ta(e);
	for (let i of t) {
		let t = n(i), a = r(i), o = (a || t) && e[i];
		if (t && (ur(o) || sl(o)) || a && H(o)) return !0;
	}
	return !1;
}
var ll = "4.6.1", ul = [
	"top",
	"bottom",
	"left",
	"right",
	"chartArea"
];
function dl(e, t) {
	return e === "top" || e === "bottom" || ul.indexOf(e) === -1 && t === "x";
}
function fl(e, t) {
	return function(n, r) {
		return n[e] === r[e] ? n[t] - r[t] : n[e] - r[e];
	};
}
function pl(e) {
	let t = e.chart, n = t.options.animation;
	t.notifyPlugins("afterRender"), G(n && n.onComplete, [e], t);
}
function ml(e) {
	let t = e.chart, n = t.options.animation;
	G(n && n.onProgress, [e], t);
}
function hl(e) {
	return ka() && typeof e == "string" ? e = document.getElementById(e) : e && e.length && (e = e[0]), e && e.canvas && (e = e.canvas), e;
}
var gl = {}, _l = (e) => {
	let t = hl(e);
	return Object.values(gl).filter((e) => e.canvas === t).pop();
};
function vl(e, t, n) {
	let r = Object.keys(e);
	for (let i of r) {
		let r = +i;
		if (r >= t) {
			let a = e[i];
			delete e[i], (n > 0 || r > t) && (e[r + n] = a);
		}
	}
}
function yl(e, t, n, r) {
	return !n || e.type === "mouseout" ? null : r ? t : e;
}
var bl = class {
	static register(...e) {
		Lc.add(...e), xl();
	}
	static unregister(...e) {
		Lc.remove(...e), xl();
	}
	constructor(e, t) {
		let n = this.config = new al(t), r = hl(e), i = _l(r);
		if (i) throw Error("Canvas is already in use. Chart with ID '" + i.id + "' must be destroyed before the canvas with ID '" + i.canvas.id + "' can be reused.");
		let a = n.createResolver(n.chartOptionScopes(), this.getContext());
		this.platform = new (n.platform || (dc(r)))(), this.platform.updateConfig(n);
		let o = this.platform.acquireContext(r, a.aspectRatio), s = o && o.canvas, c = s && s.height, l = s && s.width;
		this.id = Kn(), this.ctx = o, this.canvas = s, this.width = l, this.height = c, this._options = a, this._aspectRatio = this.aspectRatio, this._layers = [], this._metasets = [], this._stacks = void 0, this.boxes = [], this.currentDevicePixelRatio = void 0, this.chartArea = void 0, this._active = [], this._lastEvent = void 0, this._listeners = {}, this._responsiveListeners = void 0, this._sortedMetasets = [], this.scales = {}, this._plugins = new Rc(), this.$proxies = {}, this._hiddenIndices = {}, this.attached = !1, this._animationsDisabled = void 0, this.$context = void 0, this._doResize = Yr((e) => this.update(e), a.resizeDelay || 0), this._dataChanges = [], gl[this.id] = this, !o || !s ? console.error("Failed to create chart: can't acquire context from the given item") : (vo.listen(this, "complete", pl), vo.listen(this, "progress", ml), this._initialize(), this.attached && this.update());
	}
	get aspectRatio() {
		let { options: { aspectRatio: e, maintainAspectRatio: t }, width: n, height: r, _aspectRatio: i } = this;
		return V(e) ? t && i ? i : r ? n / r : null : e;
	}
	get data() {
		return this.config.data;
	}
	set data(e) {
		this.config.data = e;
	}
	get options() {
		return this._options;
	}
	set options(e) {
		this.config.options = e;
	}
	get registry() {
		return Lc;
	}
	_initialize() {
		return this.notifyPlugins("beforeInit"), this.options.responsive ? this.resize() : Ha(this, this.options.devicePixelRatio), this.bindEvents(), this.notifyPlugins("afterInit"), this;
	}
	clear() {
		return Oi(this.canvas, this.ctx), this;
	}
	stop() {
		return vo.stop(this), this;
	}
	resize(e, t) {
		vo.running(this) ? this._resizeBeforeDraw = {
			width: e,
			height: t
		} : this._resize(e, t);
	}
	_resize(e, t) {
		let n = this.options, r = this.canvas, i = n.maintainAspectRatio && this.aspectRatio, a = this.platform.getMaximumSize(r, e, t, i), o = n.devicePixelRatio || this.platform.getDevicePixelRatio(), s = this.width ? "resize" : "attach";
		this.width = a.width, this.height = a.height, this._aspectRatio = this.aspectRatio, Ha(this, o, !0) && (this.notifyPlugins("resize", { size: a }), G(n.onResize, [this, a], this), this.attached && this._doResize(s) && this.render());
	}
	ensureScalesHaveIDs() {
		K(this.options.scales || {}, (e, t) => {
			e.id = t;
		});
	}
	buildOrUpdateScales() {
		let e = this.options, t = e.scales, n = this.scales, r = Object.keys(n).reduce((e, t) => (e[t] = !1, e), {}), i = [];
		t && (i = i.concat(Object.keys(t).map((e) => {
			let n = t[e], r = Jc(e, n), i = r === "r", a = r === "x";
			return {
				options: n,
				dposition: i ? "chartArea" : a ? "bottom" : "left",
				dtype: i ? "radialLinear" : a ? "category" : "linear"
			};
		}))), K(i, (t) => {
			let i = t.options, a = i.id, o = Jc(a, i), s = W(i.type, t.dtype);
			(i.position === void 0 || dl(i.position, o) !== dl(t.dposition)) && (i.position = t.dposition), r[a] = !0;
			let c = null;
			a in n && n[a].type === s ? c = n[a] : (c = new (Lc.getScale(s))({
				id: a,
				type: s,
				ctx: this.ctx,
				chart: this
			}), n[c.id] = c), c.init(i, e);
		}), K(r, (e, t) => {
			e || delete n[t];
		}), K(n, (e) => {
			Hs.configure(this, e, e.options), Hs.addBox(this, e);
		});
	}
	_updateMetasets() {
		let e = this._metasets, t = this.data.datasets.length, n = e.length;
		if (e.sort((e, t) => e.index - t.index), n > t) {
			for (let e = t; e < n; ++e) this._destroyDatasetMeta(e);
			e.splice(t, n - t);
		}
		this._sortedMetasets = e.slice(0).sort(fl("order", "index"));
	}
	_removeUnreferencedMetasets() {
		let { _metasets: e, data: { datasets: t } } = this;
		e.length > t.length && delete this._stacks, e.forEach((e, n) => {
			t.filter((t) => t === e._dataset).length === 0 && this._destroyDatasetMeta(n);
		});
	}
	buildOrUpdateControllers() {
		let e = [], t = this.data.datasets, n, r;
		for (this._removeUnreferencedMetasets(), n = 0, r = t.length; n < r; n++) {
			let r = t[n], i = this.getDatasetMeta(n), a = r.type || this.config.type;
			if (i.type && i.type !== a && (this._destroyDatasetMeta(n), i = this.getDatasetMeta(n)), i.type = a, i.indexAxis = r.indexAxis || Uc(a, this.options), i.order = r.order || 0, i.index = n, i.label = "" + r.label, i.visible = this.isDatasetVisible(n), i.controller) i.controller.updateIndex(n), i.controller.linkScales();
			else {
				let t = Lc.getController(a), { datasetElementType: r, dataElementType: o } = Ci.datasets[a];
				Object.assign(t, {
					dataElementType: Lc.getElement(o),
					datasetElementType: r && Lc.getElement(r)
				}), i.controller = new t(this, n), e.push(i.controller);
			}
		}
		return this._updateMetasets(), e;
	}
	_resetElements() {
		K(this.data.datasets, (e, t) => {
			this.getDatasetMeta(t).controller.reset();
		}, this);
	}
	reset() {
		this._resetElements(), this.notifyPlugins("reset");
	}
	update(e) {
		let t = this.config;
		t.update();
		let n = this._options = t.createResolver(t.chartOptionScopes(), this.getContext()), r = this._animationsDisabled = !n.animation;
		if (this._updateScales(), this._checkEventBindings(), this._updateHiddenIndices(), this._plugins.invalidate(), this.notifyPlugins("beforeUpdate", {
			mode: e,
			cancelable: !0
		}) === !1) return;
		let i = this.buildOrUpdateControllers();
		this.notifyPlugins("beforeElementsUpdate");
		let a = 0;
		for (let e = 0, t = this.data.datasets.length; e < t; e++) {
			let { controller: t } = this.getDatasetMeta(e), n = !r && i.indexOf(t) === -1;
			t.buildOrUpdateElements(n), a = Math.max(+t.getMaxOverflow(), a);
		}
		a = this._minPadding = n.layout.autoPadding ? a : 0, this._updateLayout(a), r || K(i, (e) => {
			e.reset();
		}), this._updateDatasets(e), this.notifyPlugins("afterUpdate", { mode: e }), this._layers.sort(fl("z", "_idx"));
		let { _active: o, _lastEvent: s } = this;
		s ? this._eventHandler(s, !0) : o.length && this._updateHoverStyles(o, o, !0), this.render();
	}
	_updateScales() {
		K(this.scales, (e) => {
			Hs.removeBox(this, e);
		}), this.ensureScalesHaveIDs(), this.buildOrUpdateScales();
	}
	_checkEventBindings() {
		let e = this.options;
		dr(new Set(Object.keys(this._listeners)), new Set(e.events)) && !!this._responsiveListeners === e.responsive || (this.unbindEvents(), this.bindEvents());
	}
	_updateHiddenIndices() {
		let { _hiddenIndices: e } = this, t = this._getUniformDataChanges() || [];
		for (let { method: n, start: r, count: i } of t) vl(e, r, n === "_removeElements" ? -i : i);
	}
	_getUniformDataChanges() {
		let e = this._dataChanges;
		if (!e || !e.length) return;
		this._dataChanges = [];
		let t = this.data.datasets.length, n = (t) => new Set(e.filter((e) => e[0] === t).map((e, t) => t + "," + e.splice(1).join(","))), r = n(0);
		for (let e = 1; e < t; e++) if (!dr(r, n(e))) return;
		return Array.from(r).map((e) => e.split(",")).map((e) => ({
			method: e[1],
			start: +e[2],
			count: +e[3]
		}));
	}
	_updateLayout(e) {
		if (this.notifyPlugins("beforeLayout", { cancelable: !0 }) === !1) return;
		Hs.update(this, this.width, this.height, e);
		let t = this.chartArea, n = t.width <= 0 || t.height <= 0;
		this._layers = [], K(this.boxes, (e) => {
			n && e.position === "chartArea" || (e.configure && e.configure(), this._layers.push(...e._layers()));
		}, this), this._layers.forEach((e, t) => {
			e._idx = t;
		}), this.notifyPlugins("afterLayout");
	}
	_updateDatasets(e) {
		if (this.notifyPlugins("beforeDatasetsUpdate", {
			mode: e,
			cancelable: !0
		}) !== !1) {
			for (let e = 0, t = this.data.datasets.length; e < t; ++e) this.getDatasetMeta(e).controller.configure();
			for (let t = 0, n = this.data.datasets.length; t < n; ++t) this._updateDataset(t, ur(e) ? e({ datasetIndex: t }) : e);
			this.notifyPlugins("afterDatasetsUpdate", { mode: e });
		}
	}
	_updateDataset(e, t) {
		let n = this.getDatasetMeta(e), r = {
			meta: n,
			index: e,
			mode: t,
			cancelable: !0
		};
		this.notifyPlugins("beforeDatasetUpdate", r) !== !1 && (n.controller._update(t), r.cancelable = !1, this.notifyPlugins("afterDatasetUpdate", r));
	}
	render() {
		this.notifyPlugins("beforeRender", { cancelable: !0 }) !== !1 && (vo.has(this) ? this.attached && !vo.running(this) && vo.start(this) : (this.draw(), pl({ chart: this })));
	}
	draw() {
		let e;
		if (this._resizeBeforeDraw) {
			let { width: e, height: t } = this._resizeBeforeDraw;
			this._resizeBeforeDraw = null, this._resize(e, t);
		}
		if (this.clear(), this.width <= 0 || this.height <= 0 || this.notifyPlugins("beforeDraw", { cancelable: !0 }) === !1) return;
		let t = this._layers;
		for (e = 0; e < t.length && t[e].z <= 0; ++e) t[e].draw(this.chartArea);
		for (this._drawDatasets(); e < t.length; ++e) t[e].draw(this.chartArea);
		this.notifyPlugins("afterDraw");
	}
	_getSortedDatasetMetas(e) {
		let t = this._sortedMetasets, n = [], r, i;
		for (r = 0, i = t.length; r < i; ++r) {
			let i = t[r];
			(!e || i.visible) && n.push(i);
		}
		return n;
	}
	getSortedVisibleDatasetMetas() {
		return this._getSortedDatasetMetas(!0);
	}
	_drawDatasets() {
		if (this.notifyPlugins("beforeDatasetsDraw", { cancelable: !0 }) === !1) return;
		let e = this.getSortedVisibleDatasetMetas();
		for (let t = e.length - 1; t >= 0; --t) this._drawDataset(e[t]);
		this.notifyPlugins("afterDatasetsDraw");
	}
	_drawDataset(e) {
		let t = this.ctx, n = {
			meta: e,
			index: e.index,
			cancelable: !0
		}, r = mo(this, e);
		this.notifyPlugins("beforeDatasetDraw", n) !== !1 && (r && Mi(t, r), e.controller.draw(), r && Ni(t), n.cancelable = !1, this.notifyPlugins("afterDatasetDraw", n));
	}
	isPointInArea(e) {
		return ji(e, this.chartArea, this._minPadding);
	}
	getElementsAtEventForMode(e, t, n, r) {
		let i = Ts.modes[t];
		return typeof i == "function" ? i(this, e, n, r) : [];
	}
	getDatasetMeta(e) {
		let t = this.data.datasets[e], n = this._metasets, r = n.filter((e) => e && e._dataset === t).pop();
		return r || (r = {
			type: null,
			data: [],
			dataset: null,
			controller: null,
			hidden: null,
			xAxisID: null,
			yAxisID: null,
			order: t && t.order || 0,
			index: e,
			_dataset: t,
			_parsed: [],
			_sorted: !1
		}, n.push(r)), r;
	}
	getContext() {
		return this.$context || (this.$context = Qi(null, {
			chart: this,
			type: "chart"
		}));
	}
	getVisibleDatasetCount() {
		return this.getSortedVisibleDatasetMetas().length;
	}
	isDatasetVisible(e) {
		let t = this.data.datasets[e];
		if (!t) return !1;
		let n = this.getDatasetMeta(e);
		return typeof n.hidden == "boolean" ? !n.hidden : !t.hidden;
	}
	setDatasetVisibility(e, t) {
		let n = this.getDatasetMeta(e);
		n.hidden = !t;
	}
	toggleDataVisibility(e) {
		this._hiddenIndices[e] = !this._hiddenIndices[e];
	}
	getDataVisibility(e) {
		return !this._hiddenIndices[e];
	}
	_updateVisibility(e, t, n) {
		let r = n ? "show" : "hide", i = this.getDatasetMeta(e), a = i.controller._resolveAnimations(void 0, r);
		lr(t) ? (i.data[t].hidden = !n, this.update()) : (this.setDatasetVisibility(e, n), a.update(i, { visible: n }), this.update((t) => t.datasetIndex === e ? r : void 0));
	}
	hide(e, t) {
		this._updateVisibility(e, t, !1);
	}
	show(e, t) {
		this._updateVisibility(e, t, !0);
	}
	_destroyDatasetMeta(e) {
		let t = this._metasets[e];
		t && t.controller && t.controller._destroy(), delete this._metasets[e];
	}
	_stop() {
		let e, t;
		for (this.stop(), vo.remove(this), e = 0, t = this.data.datasets.length; e < t; ++e) this._destroyDatasetMeta(e);
	}
	destroy() {
		this.notifyPlugins("beforeDestroy");
		let { canvas: e, ctx: t } = this;
		this._stop(), this.config.clearCache(), e && (this.unbindEvents(), Oi(e, t), this.platform.releaseContext(t), this.canvas = null, this.ctx = null), delete gl[this.id], this.notifyPlugins("afterDestroy");
	}
	toBase64Image(...e) {
		return this.canvas.toDataURL(...e);
	}
	bindEvents() {
		this.bindUserEvents(), this.options.responsive ? this.bindResponsiveEvents() : this.attached = !0;
	}
	bindUserEvents() {
		let e = this._listeners, t = this.platform, n = (n, r) => {
			t.addEventListener(this, n, r), e[n] = r;
		}, r = (e, t, n) => {
			e.offsetX = t, e.offsetY = n, this._eventHandler(e);
		};
		K(this.options.events, (e) => n(e, r));
	}
	bindResponsiveEvents() {
		this._responsiveListeners || (this._responsiveListeners = {});
		let e = this._responsiveListeners, t = this.platform, n = (n, r) => {
			t.addEventListener(this, n, r), e[n] = r;
		}, r = (n, r) => {
			e[n] && (t.removeEventListener(this, n, r), delete e[n]);
		}, i = (e, t) => {
			this.canvas && this.resize(e, t);
		}, a, o = () => {
			r("attach", o), this.attached = !0, this.resize(), n("resize", i), n("detach", a);
		};
		a = () => {
			this.attached = !1, r("resize", i), this._stop(), this._resize(0, 0), n("attach", o);
		}, t.isAttached(this.canvas) ? o() : a();
	}
	unbindEvents() {
		K(this._listeners, (e, t) => {
			this.platform.removeEventListener(this, t, e);
		}), this._listeners = {}, K(this._responsiveListeners, (e, t) => {
			this.platform.removeEventListener(this, t, e);
		}), this._responsiveListeners = void 0;
	}
	updateHoverStyle(e, t, n) {
		let r = n ? "set" : "remove", i, a, o, s;
		for (t === "dataset" && (i = this.getDatasetMeta(e[0].datasetIndex), i.controller["_" + r + "DatasetHoverStyle"]()), o = 0, s = e.length; o < s; ++o) {
			a = e[o];
			let t = a && this.getDatasetMeta(a.datasetIndex).controller;
			t && t[r + "HoverStyle"](a.element, a.datasetIndex, a.index);
		}
	}
	getActiveElements() {
		return this._active || [];
	}
	setActiveElements(e) {
		let t = this._active || [], n = e.map(({ datasetIndex: e, index: t }) => {
			let n = this.getDatasetMeta(e);
			if (!n) throw Error("No dataset found at index " + e);
			return {
				datasetIndex: e,
				element: n.data[t],
				index: t
			};
		});
		Zn(n, t) || (this._active = n, this._lastEvent = null, this._updateHoverStyles(n, t));
	}
	notifyPlugins(e, t, n) {
		return this._plugins.notify(this, e, t, n);
	}
	isPluginEnabled(e) {
		return this._plugins._cache.filter((t) => t.plugin.id === e).length === 1;
	}
	_updateHoverStyles(e, t, n) {
		let r = this.options.hover, i = (e, t) => e.filter((e) => !t.some((t) => e.datasetIndex === t.datasetIndex && e.index === t.index)), a = i(t, e), o = n ? e : i(e, t);
		a.length && this.updateHoverStyle(a, r.mode, !1), o.length && r.mode && this.updateHoverStyle(o, r.mode, !0);
	}
	_eventHandler(e, t) {
		let n = {
			event: e,
			replay: t,
			cancelable: !0,
			inChartArea: this.isPointInArea(e)
		}, r = (t) => (t.options.events || this.options.events).includes(e.native.type);
		if (this.notifyPlugins("beforeEvent", n, r) === !1) return;
		let i = this._handleEvent(e, t, n.inChartArea);
		return n.cancelable = !1, this.notifyPlugins("afterEvent", n, r), (i || n.changed) && this.render(), this;
	}
	_handleEvent(e, t, n) {
		let { _active: r = [], options: i } = this, a = t, o = this._getActiveElements(e, r, n, a), s = fr(e), c = yl(e, this._lastEvent, n, s);
		n && (this._lastEvent = null, G(i.onHover, [
			e,
			o,
			this
		], this), s && G(i.onClick, [
			e,
			o,
			this
		], this));
		let l = !Zn(o, r);
		return (l || t) && (this._active = o, this._updateHoverStyles(o, r, t)), this._lastEvent = c, l;
	}
	_getActiveElements(e, t, n, r) {
		if (e.type === "mouseout") return [];
		if (!n) return t;
		let i = this.options.hover;
		return this.getElementsAtEventForMode(e, i.mode, i, r);
	}
};
Y(bl, "defaults", Ci), Y(bl, "instances", gl), Y(bl, "overrides", yi), Y(bl, "registry", Lc), Y(bl, "version", ll), Y(bl, "getChart", _l);
function xl() {
	return K(bl.instances, (e) => e._plugins.invalidate());
}
function Sl(e, t, n) {
	let { startAngle: r, x: i, y: a, outerRadius: o, innerRadius: s, options: c } = t, { borderWidth: l, borderJoinStyle: u } = c, d = Math.min(l / o, Pr(r - n));
	if (e.beginPath(), e.arc(i, a, o - l / 2, r + d / 2, n - d / 2), s > 0) {
		let t = Math.min(l / s, Pr(r - n));
		e.arc(i, a, s + l / 2, n - t / 2, r + t / 2, !0);
	} else {
		let t = Math.min(l / 2, o * Pr(r - n));
		if (u === "round") e.arc(i, a, t, n - q / 2, r + q / 2, !0);
		else if (u === "bevel") {
			let o = 2 * t * t, s = -o * Math.cos(n + q / 2) + i, c = -o * Math.sin(n + q / 2) + a, l = o * Math.cos(r + q / 2) + i, u = o * Math.sin(r + q / 2) + a;
			e.lineTo(s, c), e.lineTo(l, u);
		}
	}
	e.closePath(), e.moveTo(0, 0), e.rect(0, 0, e.canvas.width, e.canvas.height), e.clip("evenodd");
}
function Cl(e, t, n) {
	let { startAngle: r, pixelMargin: i, x: a, y: o, outerRadius: s, innerRadius: c } = t, l = i / s;
	e.beginPath(), e.arc(a, o, s, r - l, n + l), c > i ? (l = i / c, e.arc(a, o, c, n + l, r - l, !0)) : e.arc(a, o, i, n + gr, r - gr), e.closePath(), e.clip();
}
function wl(e) {
	return Gi(e, [
		"outerStart",
		"outerEnd",
		"innerStart",
		"innerEnd"
	]);
}
function Tl(e, t, n, r) {
	let i = wl(e.options.borderRadius), a = (n - t) / 2, o = Math.min(a, r * t / 2), s = (e) => {
		let t = (n - Math.min(a, e)) * r / 2;
		return Ir(e, 0, Math.min(a, t));
	};
	return {
		outerStart: s(i.outerStart),
		outerEnd: s(i.outerEnd),
		innerStart: Ir(i.innerStart, 0, o),
		innerEnd: Ir(i.innerEnd, 0, o)
	};
}
function El(e, t, n, r) {
	return {
		x: n + e * Math.cos(t),
		y: r + e * Math.sin(t)
	};
}
function Dl(e, t, n, r) {
	let { x: i, y: a, startAngle: o, pixelMargin: s, innerRadius: c } = t, l = Math.max(t.outerRadius + r + n - s, 0), u = c > 0 ? c + r + n + s : 0;
	e.beginPath(), e.arc(i, a, l, o, o + J), u > 0 && (e.moveTo(i + Math.cos(o) * u, a + Math.sin(o) * u), e.arc(i, a, u, o + J, o, !0)), e.closePath();
}
function Ol(e, t, n, r, i, a) {
	let { x: o, y: s, startAngle: c, pixelMargin: l, innerRadius: u } = t, { spacingMode: d = "angular" } = t.options, f = i - c;
	if (a && t.options.selfJoin && Math.abs(f) >= J - 1e-4) {
		Dl(e, t, n, r);
		return;
	}
	let p = Math.max(t.outerRadius + r + n - l, 0), m = u > 0 ? u + r + n + l : 0, h = 0, g = 0, _ = p > 0 ? Math.max(.001, f * p - n / q) / p : .001, v = (f - _) / 2;
	if (r) {
		let e = ((u > 0 ? u - r : 0) + (p > 0 ? p - r : 0)) / 2, t = (() => {
			let t = e === 0 ? f : f * e / (e + r);
			return (f - t) / 2;
		})(), n = e > 0 ? Math.asin(Math.min(1, r / e)) : 0, i = Math.max(0, _ / 2 - .001), a = Math.sin(i);
		if (d === "parallel") {
			if (m === 0 && a > 0) {
				let e = r / a, t = Math.max(0, p - .001);
				m = Math.min(e, t);
			}
			let e = Math.min(p > 0 ? p * a : Infinity, m > 0 ? m * a : Infinity), t = Math.min(r, e);
			h = p > 0 ? Math.asin(Math.min(1, t / p)) : Math.min(i, n), g = m > 0 ? Math.asin(Math.min(1, t / m)) : h;
		} else d === "proportional" ? (h = Math.min(i, t), g = Math.min(i, t)) : (h = Math.min(i, n), g = Math.min(i, n));
	}
	let y = c + v + h, b = i - v - h, x = c + v + g, S = i - v - g, C = Math.min(b - y, S - x), { outerStart: w, outerEnd: T, innerStart: E, innerEnd: D } = Tl(t, m, p, C), O = p - w, k = p - T, A = y + w / O, ee = b - T / k, j = m + E, te = m + D, ne = x + E / j, re = S - D / te;
	if (e.beginPath(), a) {
		let t = (A + ee) / 2;
		if (e.arc(o, s, p, A, t), e.arc(o, s, p, t, ee), T > 0) {
			let t = El(k, ee, o, s);
			e.arc(t.x, t.y, T, ee, b + gr);
		}
		let n = El(te, S, o, s);
		if (e.lineTo(n.x, n.y), D > 0) {
			let t = El(te, re, o, s);
			e.arc(t.x, t.y, D, S + gr, re + Math.PI);
		}
		let r = (S - D / m + (x + E / m)) / 2;
		if (e.arc(o, s, m, S - D / m, r, !0), e.arc(o, s, m, r, x + E / m, !0), E > 0) {
			let t = El(j, ne, o, s);
			e.arc(t.x, t.y, E, ne + Math.PI, x - gr);
		}
		let i = El(O, y, o, s);
		if (e.lineTo(i.x, i.y), w > 0) {
			let t = El(O, A, o, s);
			e.arc(t.x, t.y, w, y - gr, A);
		}
	} else {
		e.moveTo(o, s);
		let t = Math.cos(A) * p + o, n = Math.sin(A) * p + s;
		e.lineTo(t, n);
		let r = Math.cos(ee) * p + o, i = Math.sin(ee) * p + s;
		e.lineTo(r, i);
	}
	e.closePath();
}
function kl(e, t, n, r, i) {
	let { fullCircles: a, startAngle: o, circumference: s } = t, c = t.endAngle;
	if (a) {
		Ol(e, t, n, r, c, i);
		for (let t = 0; t < a; ++t) e.fill();
		isNaN(s) || (c = o + (s % J || J));
	}
	return Ol(e, t, n, r, c, i), e.fill(), c;
}
function Al(e, t, n, r, i) {
	let { fullCircles: a, startAngle: o, circumference: s, options: c } = t, { borderWidth: l, borderJoinStyle: u, borderDash: d, borderDashOffset: f, borderRadius: p } = c, m = c.borderAlign === "inner";
	if (!l) return;
	e.setLineDash(d || []), e.lineDashOffset = f, m ? (e.lineWidth = l * 2, e.lineJoin = u || "round") : (e.lineWidth = l, e.lineJoin = u || "bevel");
	let h = t.endAngle, g = Math.abs(h - o) >= J - 1e-4;
	if (a) {
		Ol(e, t, n, r, h, i);
		for (let t = 0; t < a; ++t) e.stroke();
		isNaN(s) || (h = o + (s % J || J));
	}
	m && Cl(e, t, h), !(g && t.innerRadius > 0) && c.selfJoin && h - o >= q && p === 0 && u !== "miter" && Sl(e, t, h), a || (Ol(e, t, n, r, h, i), e.stroke());
}
var jl = class extends fc {
	constructor(e) {
		super(), Y(this, "circumference", void 0), Y(this, "endAngle", void 0), Y(this, "fullCircles", void 0), Y(this, "innerRadius", void 0), Y(this, "outerRadius", void 0), Y(this, "pixelMargin", void 0), Y(this, "startAngle", void 0), Y(this, "circular", void 0), this.options = void 0, this.circumference = void 0, this.startAngle = void 0, this.endAngle = void 0, this.innerRadius = void 0, this.outerRadius = void 0, this.pixelMargin = 0, this.fullCircles = 0, this.circular = !1, e && Object.assign(this, e);
	}
	inRange(e, t, n) {
		let { angle: r, distance: i } = jr(this.getProps(["x", "y"], n), {
			x: e,
			y: t
		}), { startAngle: a, endAngle: o, innerRadius: s, outerRadius: c, circumference: l } = this.getProps([
			"startAngle",
			"endAngle",
			"innerRadius",
			"outerRadius",
			"circumference"
		], n), u = (this.options.spacing + this.options.borderWidth) / 2, d = W(l, o - a), f = Fr(r, a, o) && a !== o, p = d >= J || f, m = Rr(i, s + u, c + u);
		return p && m;
	}
	getCenterPoint(e) {
		let { x: t, y: n, startAngle: r, endAngle: i, innerRadius: a, outerRadius: o } = this.getProps([
			"x",
			"y",
			"startAngle",
			"endAngle",
			"innerRadius",
			"outerRadius"
		], e), { offset: s, spacing: c } = this.options, l = (r + i) / 2, u = (a + o + c + s) / 2;
		return {
			x: t + Math.cos(l) * u,
			y: n + Math.sin(l) * u
		};
	}
	tooltipPosition(e) {
		return this.getCenterPoint(e);
	}
	draw(e) {
		let { options: t, circumference: n } = this, r = (t.offset || 0) / 4, i = (t.spacing || 0) / 2, a = t.circular;
		if (this.pixelMargin = t.borderAlign === "inner" ? .33 : 0, this.fullCircles = n > J ? Math.floor(n / J) : 0, n === 0 || this.innerRadius < 0 || this.outerRadius < 0) return;
		e.save();
		let o = (this.startAngle + this.endAngle) / 2;
		e.translate(Math.cos(o) * r, Math.sin(o) * r);
		let s = r * (1 - Math.sin(Math.min(q, n || 0)));
		e.fillStyle = t.backgroundColor, e.strokeStyle = t.borderColor, kl(e, this, s, i, a), Al(e, this, s, i, a), e.restore();
	}
};
Y(jl, "id", "arc"), Y(jl, "defaults", {
	borderAlign: "center",
	borderColor: "#fff",
	borderDash: [],
	borderDashOffset: 0,
	borderJoinStyle: void 0,
	borderRadius: 0,
	borderWidth: 2,
	offset: 0,
	spacing: 0,
	spacingMode: "angular",
	angle: void 0,
	circular: !0,
	selfJoin: !1
}), Y(jl, "defaultRoutes", { backgroundColor: "backgroundColor" }), Y(jl, "descriptors", {
	_scriptable: !0,
	_indexable: (e) => e !== "borderDash"
});
function Ml(e, t, n = t) {
	e.lineCap = W(n.borderCapStyle, t.borderCapStyle), e.setLineDash(W(n.borderDash, t.borderDash)), e.lineDashOffset = W(n.borderDashOffset, t.borderDashOffset), e.lineJoin = W(n.borderJoinStyle, t.borderJoinStyle), e.lineWidth = W(n.borderWidth, t.borderWidth), e.strokeStyle = W(n.borderColor, t.borderColor);
}
function Nl(e, t, n) {
	e.lineTo(n.x, n.y);
}
function Pl(e) {
	return e.stepped ? Pi : e.tension || e.cubicInterpolationMode === "monotone" ? Fi : Nl;
}
function Fl(e, t, n = {}) {
	let r = e.length, { start: i = 0, end: a = r - 1 } = n, { start: o, end: s } = t, c = Math.max(i, o), l = Math.min(a, s), u = i < o && a < o || i > s && a > s;
	return {
		count: r,
		start: c,
		loop: t.loop,
		ilen: l < c && !u ? r + l - c : l - c
	};
}
function Il(e, t, n, r) {
	let { points: i, options: a } = t, { count: o, start: s, loop: c, ilen: l } = Fl(i, n, r), u = Pl(a), { move: d = !0, reverse: f } = r || {}, p, m, h;
	for (p = 0; p <= l; ++p) m = i[(s + (f ? l - p : p)) % o], m.skip || (d ? (e.moveTo(m.x, m.y), d = !1) : u(e, h, m, f, a.stepped), h = m);
	return c && (m = i[(s + (f ? l : 0)) % o], u(e, h, m, f, a.stepped)), !!c;
}
function Ll(e, t, n, r) {
	let i = t.points, { count: a, start: o, ilen: s } = Fl(i, n, r), { move: c = !0, reverse: l } = r || {}, u = 0, d = 0, f, p, m, h, g, _, v = (e) => (o + (l ? s - e : e)) % a, y = () => {
		h !== g && (e.lineTo(u, g), e.lineTo(u, h), e.lineTo(u, _));
	};
	for (c && (p = i[v(0)], e.moveTo(p.x, p.y)), f = 0; f <= s; ++f) {
		if (p = i[v(f)], p.skip) continue;
		let t = p.x, n = p.y, r = t | 0;
		r === m ? (n < h ? h = n : n > g && (g = n), u = (d * u + t) / ++d) : (y(), e.lineTo(t, n), m = r, d = 0, h = g = n), _ = n;
	}
	y();
}
function Rl(e) {
	let t = e.options, n = t.borderDash && t.borderDash.length;
	return !e._decimated && !e._loop && !t.tension && t.cubicInterpolationMode !== "monotone" && !t.stepped && !n ? Ll : Il;
}
function zl(e) {
	return e.stepped ? Ka : e.tension || e.cubicInterpolationMode === "monotone" ? qa : Ga;
}
function Bl(e, t, n, r) {
	let i = t._path;
	i || (i = t._path = new Path2D(), t.path(i, n, r) && i.closePath()), Ml(e, t.options), e.stroke(i);
}
function Vl(e, t, n, r) {
	let { segments: i, options: a } = t, o = Rl(t);
	for (let s of i) Ml(e, a, s.style), e.beginPath(), o(e, t, s, {
		start: n,
		end: n + r - 1
	}) && e.closePath(), e.stroke();
}
var Hl = typeof Path2D == "function";
function Ul(e, t, n, r) {
	Hl && !t.options.segment ? Bl(e, t, n, r) : Vl(e, t, n, r);
}
var Wl = class extends fc {
	constructor(e) {
		super(), this.animated = !0, this.options = void 0, this._chart = void 0, this._loop = void 0, this._fullLoop = void 0, this._path = void 0, this._points = void 0, this._segments = void 0, this._decimated = !1, this._pointsUpdated = !1, this._datasetIndex = void 0, e && Object.assign(this, e);
	}
	updateControlPoints(e, t) {
		let n = this.options;
		if ((n.tension || n.cubicInterpolationMode === "monotone") && !n.stepped && !this._pointsUpdated) {
			let r = n.spanGaps ? this._loop : this._fullLoop;
			Oa(this._points, n, e, r, t), this._pointsUpdated = !0;
		}
	}
	set points(e) {
		this._points = e, delete this._segments, delete this._path, this._pointsUpdated = !1;
	}
	get points() {
		return this._points;
	}
	get segments() {
		return this._segments || (this._segments = oo(this, this.options.segment));
	}
	first() {
		let e = this.segments, t = this.points;
		return e.length && t[e[0].start];
	}
	last() {
		let e = this.segments, t = this.points, n = e.length;
		return n && t[e[n - 1].end];
	}
	interpolate(e, t) {
		let n = this.options, r = e[t], i = this.points, a = ro(this, {
			property: t,
			start: r,
			end: r
		});
		if (!a.length) return;
		let o = [], s = zl(n), c, l;
		for (c = 0, l = a.length; c < l; ++c) {
			let { start: l, end: u } = a[c], d = i[l], f = i[u];
			if (d === f) {
				o.push(d);
				continue;
			}
			let p = s(d, f, Math.abs((r - d[t]) / (f[t] - d[t])), n.stepped);
			p[t] = e[t], o.push(p);
		}
		return o.length === 1 ? o[0] : o;
	}
	pathSegment(e, t, n) {
		return Rl(this)(e, this, t, n);
	}
	path(e, t, n) {
		let r = this.segments, i = Rl(this), a = this._loop;
		t = t || 0, n = n || this.points.length - t;
		for (let o of r) a &= i(e, this, o, {
			start: t,
			end: t + n - 1
		});
		return !!a;
	}
	draw(e, t, n, r) {
		let i = this.options || {};
		(this.points || []).length && i.borderWidth && (e.save(), Ul(e, this, n, r), e.restore()), this.animated && (this._pointsUpdated = !1, this._path = void 0);
	}
};
Y(Wl, "id", "line"), Y(Wl, "defaults", {
	borderCapStyle: "butt",
	borderDash: [],
	borderDashOffset: 0,
	borderJoinStyle: "miter",
	borderWidth: 3,
	capBezierPoints: !0,
	cubicInterpolationMode: "default",
	fill: !1,
	spanGaps: !1,
	stepped: !1,
	tension: 0
}), Y(Wl, "defaultRoutes", {
	backgroundColor: "backgroundColor",
	borderColor: "borderColor"
}), Y(Wl, "descriptors", {
	_scriptable: !0,
	_indexable: (e) => e !== "borderDash" && e !== "fill"
});
function Gl(e, t, n, r) {
	let i = e.options, { [n]: a } = e.getProps([n], r);
	return Math.abs(t - a) < i.radius + i.hitRadius;
}
var Kl = class extends fc {
	constructor(e) {
		super(), Y(this, "parsed", void 0), Y(this, "skip", void 0), Y(this, "stop", void 0), this.options = void 0, this.parsed = void 0, this.skip = void 0, this.stop = void 0, e && Object.assign(this, e);
	}
	inRange(e, t, n) {
		let r = this.options, { x: i, y: a } = this.getProps(["x", "y"], n);
		return (e - i) ** 2 + (t - a) ** 2 < (r.hitRadius + r.radius) ** 2;
	}
	inXRange(e, t) {
		return Gl(this, e, "x", t);
	}
	inYRange(e, t) {
		return Gl(this, e, "y", t);
	}
	getCenterPoint(e) {
		let { x: t, y: n } = this.getProps(["x", "y"], e);
		return {
			x: t,
			y: n
		};
	}
	size(e) {
		e = e || this.options || {};
		let t = e.radius || 0;
		t = Math.max(t, t && e.hoverRadius || 0);
		let n = t && e.borderWidth || 0;
		return (t + n) * 2;
	}
	draw(e, t) {
		let n = this.options;
		this.skip || n.radius < .1 || !ji(this, t, this.size(n) / 2) || (e.strokeStyle = n.borderColor, e.lineWidth = n.borderWidth, e.fillStyle = n.backgroundColor, ki(e, n, this.x, this.y));
	}
	getRange() {
		let e = this.options || {};
		return e.radius + e.hitRadius;
	}
};
Y(Kl, "id", "point"), Y(Kl, "defaults", {
	borderWidth: 1,
	hitRadius: 1,
	hoverBorderWidth: 1,
	hoverRadius: 4,
	pointStyle: "circle",
	radius: 3,
	rotation: 0
}), Y(Kl, "defaultRoutes", {
	backgroundColor: "backgroundColor",
	borderColor: "borderColor"
});
function ql(e, t) {
	let { x: n, y: r, base: i, width: a, height: o } = e.getProps([
		"x",
		"y",
		"base",
		"width",
		"height"
	], t), s, c, l, u, d;
	return e.horizontal ? (d = o / 2, s = Math.min(n, i), c = Math.max(n, i), l = r - d, u = r + d) : (d = a / 2, s = n - d, c = n + d, l = Math.min(r, i), u = Math.max(r, i)), {
		left: s,
		top: l,
		right: c,
		bottom: u
	};
}
function Jl(e, t, n, r) {
	return e ? 0 : Ir(t, n, r);
}
function Yl(e, t, n) {
	let r = e.options.borderWidth, i = e.borderSkipped, a = Ki(r);
	return {
		t: Jl(i.top, a.top, 0, n),
		r: Jl(i.right, a.right, 0, t),
		b: Jl(i.bottom, a.bottom, 0, n),
		l: Jl(i.left, a.left, 0, t)
	};
}
function Xl(e, t, n) {
	let { enableBorderRadius: r } = e.getProps(["enableBorderRadius"]), i = e.options.borderRadius, a = qi(i), o = Math.min(t, n), s = e.borderSkipped, c = r || U(i);
	return {
		topLeft: Jl(!c || s.top || s.left, a.topLeft, 0, o),
		topRight: Jl(!c || s.top || s.right, a.topRight, 0, o),
		bottomLeft: Jl(!c || s.bottom || s.left, a.bottomLeft, 0, o),
		bottomRight: Jl(!c || s.bottom || s.right, a.bottomRight, 0, o)
	};
}
function Zl(e) {
	let t = ql(e), n = t.right - t.left, r = t.bottom - t.top, i = Yl(e, n / 2, r / 2), a = Xl(e, n / 2, r / 2);
	return {
		outer: {
			x: t.left,
			y: t.top,
			w: n,
			h: r,
			radius: a
		},
		inner: {
			x: t.left + i.l,
			y: t.top + i.t,
			w: n - i.l - i.r,
			h: r - i.t - i.b,
			radius: {
				topLeft: Math.max(0, a.topLeft - Math.max(i.t, i.l)),
				topRight: Math.max(0, a.topRight - Math.max(i.t, i.r)),
				bottomLeft: Math.max(0, a.bottomLeft - Math.max(i.b, i.l)),
				bottomRight: Math.max(0, a.bottomRight - Math.max(i.b, i.r))
			}
		}
	};
}
function Ql(e, t, n, r) {
	let i = t === null, a = n === null, o = e && !(i && a) && ql(e, r);
	return o && (i || Rr(t, o.left, o.right)) && (a || Rr(n, o.top, o.bottom));
}
function $l(e) {
	return e.topLeft || e.topRight || e.bottomLeft || e.bottomRight;
}
function eu(e, t) {
	e.rect(t.x, t.y, t.w, t.h);
}
function tu(e, t, n = {}) {
	let r = e.x === n.x ? 0 : -t, i = e.y === n.y ? 0 : -t, a = (e.x + e.w === n.x + n.w ? 0 : t) - r, o = (e.y + e.h === n.y + n.h ? 0 : t) - i;
	return {
		x: e.x + r,
		y: e.y + i,
		w: e.w + a,
		h: e.h + o,
		radius: e.radius
	};
}
var nu = class extends fc {
	constructor(e) {
		super(), this.options = void 0, this.horizontal = void 0, this.base = void 0, this.width = void 0, this.height = void 0, this.inflateAmount = void 0, e && Object.assign(this, e);
	}
	draw(e) {
		let { inflateAmount: t, options: { borderColor: n, backgroundColor: r } } = this, { inner: i, outer: a } = Zl(this), o = $l(a.radius) ? Bi : eu;
		e.save(), (a.w !== i.w || a.h !== i.h) && (e.beginPath(), o(e, tu(a, t, i)), e.clip(), o(e, tu(i, -t, a)), e.fillStyle = n, e.fill("evenodd")), e.beginPath(), o(e, tu(i, t)), e.fillStyle = r, e.fill(), e.restore();
	}
	inRange(e, t, n) {
		return Ql(this, e, t, n);
	}
	inXRange(e, t) {
		return Ql(this, e, null, t);
	}
	inYRange(e, t) {
		return Ql(this, null, e, t);
	}
	getCenterPoint(e) {
		let { x: t, y: n, base: r, horizontal: i } = this.getProps([
			"x",
			"y",
			"base",
			"horizontal"
		], e);
		return {
			x: i ? (t + r) / 2 : t,
			y: i ? n : (n + r) / 2
		};
	}
	getRange(e) {
		return e === "x" ? this.width / 2 : this.height / 2;
	}
};
Y(nu, "id", "bar"), Y(nu, "defaults", {
	borderSkipped: "start",
	borderWidth: 0,
	borderRadius: 0,
	inflateAmount: "auto",
	pointStyle: void 0
}), Y(nu, "defaultRoutes", {
	backgroundColor: "backgroundColor",
	borderColor: "borderColor"
});
function ru(e, t, n) {
	let r = e.segments, i = e.points, a = t.points, o = [];
	for (let e of r) {
		let { start: r, end: s } = e;
		s = ou(r, s, i);
		let c = iu(n, i[r], i[s], e.loop);
		if (!t.segments) {
			o.push({
				source: e,
				target: c,
				start: i[r],
				end: i[s]
			});
			continue;
		}
		let l = ro(t, c);
		for (let t of l) {
			let r = iu(n, a[t.start], a[t.end], t.loop), s = no(e, i, r);
			for (let e of s) o.push({
				source: e,
				target: t,
				start: { [n]: su(c, r, "start", Math.max) },
				end: { [n]: su(c, r, "end", Math.min) }
			});
		}
	}
	return o;
}
function iu(e, t, n, r) {
	if (r) return;
	let i = t[e], a = n[e];
	return e === "angle" && (i = Pr(i), a = Pr(a)), {
		property: e,
		start: i,
		end: a
	};
}
function au(e, t) {
	let { x: n = null, y: r = null } = e || {}, i = t.points, a = [];
	return t.segments.forEach(({ start: e, end: t }) => {
		t = ou(e, t, i);
		let o = i[e], s = i[t];
		r === null ? n !== null && (a.push({
			x: n,
			y: o.y
		}), a.push({
			x: n,
			y: s.y
		})) : (a.push({
			x: o.x,
			y: r
		}), a.push({
			x: s.x,
			y: r
		}));
	}), a;
}
function ou(e, t, n) {
	for (; t > e; t--) {
		let e = n[t];
		if (!isNaN(e.x) && !isNaN(e.y)) break;
	}
	return t;
}
function su(e, t, n, r) {
	return e && t ? r(e[n], t[n]) : e ? e[n] : t ? t[n] : 0;
}
function cu(e, t) {
	let n = [], r = !1;
	return H(e) ? (r = !0, n = e) : n = au(e, t), n.length ? new Wl({
		points: n,
		options: { tension: 0 },
		_loop: r,
		_fullLoop: r
	}) : null;
}
function lu(e) {
	return e && e.fill !== !1;
}
function uu(e, t, n) {
	let r = e[t].fill, i = [t], a;
	if (!n) return r;
	for (; r !== !1 && i.indexOf(r) === -1;) {
		if (!qn(r)) return r;
		if (a = e[r], !a) return !1;
		if (a.visible) return r;
		i.push(r), r = a.fill;
	}
	return !1;
}
function du(e, t, n) {
	let r = hu(e);
	if (U(r)) return !isNaN(r.value) && r;
	let i = parseFloat(r);
	return qn(i) && Math.floor(i) === i ? fu(r[0], t, i, n) : [
		"origin",
		"start",
		"end",
		"stack",
		"shape"
	].indexOf(r) >= 0 && r;
}
function fu(e, t, n, r) {
	return (e === "-" || e === "+") && (n = t + n), n === t || n < 0 || n >= r ? !1 : n;
}
function pu(e, t) {
	let n = null;
	return e === "start" ? n = t.bottom : e === "end" ? n = t.top : U(e) ? n = t.getPixelForValue(e.value) : t.getBasePixel && (n = t.getBasePixel()), n;
}
function mu(e, t, n) {
	let r;
	return r = e === "start" ? n : e === "end" ? t.options.reverse ? t.min : t.max : U(e) ? e.value : t.getBaseValue(), r;
}
function hu(e) {
	let t = e.options, n = t.fill, r = W(n && n.target, n);
	return r === void 0 && (r = !!t.backgroundColor), r === !1 || r === null ? !1 : r === !0 ? "origin" : r;
}
function gu(e) {
	let { scale: t, index: n, line: r } = e, i = [], a = r.segments, o = r.points, s = _u(t, n);
	s.push(cu({
		x: null,
		y: t.bottom
	}, r));
	for (let e = 0; e < a.length; e++) {
		let t = a[e];
		for (let e = t.start; e <= t.end; e++) vu(i, o[e], s);
	}
	return new Wl({
		points: i,
		options: {}
	});
}
function _u(e, t) {
	let n = [], r = e.getMatchingVisibleMetas("line");
	for (let e = 0; e < r.length; e++) {
		let i = r[e];
		if (i.index === t) break;
		i.hidden || n.unshift(i.dataset);
	}
	return n;
}
function vu(e, t, n) {
	let r = [];
	for (let i = 0; i < n.length; i++) {
		let a = n[i], { first: o, last: s, point: c } = yu(a, t, "x");
		if (!(!c || o && s)) {
			if (o) r.unshift(c);
			else if (e.push(c), !s) break;
		}
	}
	e.push(...r);
}
function yu(e, t, n) {
	let r = e.interpolate(t, n);
	if (!r) return {};
	let i = r[n], a = e.segments, o = e.points, s = !1, c = !1;
	for (let e = 0; e < a.length; e++) {
		let t = a[e], r = o[t.start][n], l = o[t.end][n];
		if (Rr(i, r, l)) {
			s = i === r, c = i === l;
			break;
		}
	}
	return {
		first: s,
		last: c,
		point: r
	};
}
var bu = class {
	constructor(e) {
		this.x = e.x, this.y = e.y, this.radius = e.radius;
	}
	pathSegment(e, t, n) {
		let { x: r, y: i, radius: a } = this;
		return t = t || {
			start: 0,
			end: J
		}, e.arc(r, i, a, t.end, t.start, !0), !n.bounds;
	}
	interpolate(e) {
		let { x: t, y: n, radius: r } = this, i = e.angle;
		return {
			x: t + Math.cos(i) * r,
			y: n + Math.sin(i) * r,
			angle: i
		};
	}
};
function xu(e) {
	let { chart: t, fill: n, line: r } = e;
	if (qn(n)) return Su(t, n);
	if (n === "stack") return gu(e);
	if (n === "shape") return !0;
	let i = Cu(e);
	return i instanceof bu ? i : cu(i, r);
}
function Su(e, t) {
	let n = e.getDatasetMeta(t);
	return n && e.isDatasetVisible(t) ? n.dataset : null;
}
function Cu(e) {
	return (e.scale || {}).getPointPositionForValue ? Tu(e) : wu(e);
}
function wu(e) {
	let { scale: t = {}, fill: n } = e, r = pu(n, t);
	if (qn(r)) {
		let e = t.isHorizontal();
		return {
			x: e ? r : null,
			y: e ? null : r
		};
	}
	return null;
}
function Tu(e) {
	let { scale: t, fill: n } = e, r = t.options, i = t.getLabels().length, a = r.reverse ? t.max : t.min, o = mu(n, t, a), s = [];
	if (r.grid.circular) {
		let e = t.getPointPositionForValue(0, a);
		return new bu({
			x: e.x,
			y: e.y,
			radius: t.getDistanceFromCenterForValue(o)
		});
	}
	for (let e = 0; e < i; ++e) s.push(t.getPointPositionForValue(e, o));
	return s;
}
function Eu(e, t, n) {
	let r = xu(t), { chart: i, index: a, line: o, scale: s, axis: c } = t, l = o.options, u = l.fill, d = l.backgroundColor, { above: f = d, below: p = d } = u || {}, m = i.getDatasetMeta(a), h = mo(i, m);
	r && o.points.length && (Mi(e, Du(n, m.iScale)), Ou(e, {
		line: o,
		target: r,
		above: f,
		below: p,
		area: n,
		scale: s,
		axis: c,
		clip: h
	}), Ni(e));
}
function Du(e, t) {
	if (!t || t.getPointPositionForValue) return e;
	let n = t.getPixelForValue(t.min), r = t.getPixelForValue(t.max), i = Math.min(n, r), a = Math.max(n, r);
	return t.isHorizontal() ? {
		...e,
		left: Math.max(e.left, i),
		right: Math.min(e.right, a)
	} : {
		...e,
		top: Math.max(e.top, i),
		bottom: Math.min(e.bottom, a)
	};
}
function Ou(e, t) {
	let { line: n, target: r, above: i, below: a, area: o, scale: s, clip: c } = t, l = n._loop ? "angle" : t.axis;
	e.save();
	let u = a;
	a !== i && (l === "x" ? (ku(e, r, o.top), ju(e, {
		line: n,
		target: r,
		color: i,
		scale: s,
		property: l,
		clip: c
	}), e.restore(), e.save(), ku(e, r, o.bottom)) : l === "y" && (Au(e, r, o.left), ju(e, {
		line: n,
		target: r,
		color: a,
		scale: s,
		property: l,
		clip: c
	}), e.restore(), e.save(), Au(e, r, o.right), u = i)), ju(e, {
		line: n,
		target: r,
		color: u,
		scale: s,
		property: l,
		clip: c
	}), e.restore();
}
function ku(e, t, n) {
	let { segments: r, points: i } = t, a = !0, o = !1;
	e.beginPath();
	for (let s of r) {
		let { start: r, end: c } = s, l = i[r], u = i[ou(r, c, i)];
		a ? (e.moveTo(l.x, l.y), a = !1) : (e.lineTo(l.x, n), e.lineTo(l.x, l.y)), o = !!t.pathSegment(e, s, { move: o }), o ? e.closePath() : e.lineTo(u.x, n);
	}
	e.lineTo(t.first().x, n), e.closePath(), e.clip();
}
function Au(e, t, n) {
	let { segments: r, points: i } = t, a = !0, o = !1;
	e.beginPath();
	for (let s of r) {
		let { start: r, end: c } = s, l = i[r], u = i[ou(r, c, i)];
		a ? (e.moveTo(l.x, l.y), a = !1) : (e.lineTo(n, l.y), e.lineTo(l.x, l.y)), o = !!t.pathSegment(e, s, { move: o }), o ? e.closePath() : e.lineTo(n, u.y);
	}
	e.lineTo(n, t.first().y), e.closePath(), e.clip();
}
function ju(e, t) {
	let { line: n, target: r, property: i, color: a, scale: o, clip: s } = t, c = ru(n, r, i);
	for (let { source: t, target: l, start: u, end: d } of c) {
		let { style: { backgroundColor: c = a } = {} } = t, f = r !== !0;
		e.save(), e.fillStyle = c, Mu(e, o, s, f && iu(i, u, d)), e.beginPath();
		let p = !!n.pathSegment(e, t), m;
		if (f) {
			p ? e.closePath() : Nu(e, r, d, i);
			let t = !!r.pathSegment(e, l, {
				move: p,
				reverse: !0
			});
			m = p && t, m || Nu(e, r, u, i);
		}
		e.closePath(), e.fill(m ? "evenodd" : "nonzero"), e.restore();
	}
}
function Mu(e, t, n, r) {
	let i = t.chart.chartArea, { property: a, start: o, end: s } = r || {};
	if (a === "x" || a === "y") {
		let t, r, c, l;
		a === "x" ? (t = o, r = i.top, c = s, l = i.bottom) : (t = i.left, r = o, c = i.right, l = s), e.beginPath(), n && (t = Math.max(t, n.left), c = Math.min(c, n.right), r = Math.max(r, n.top), l = Math.min(l, n.bottom)), e.rect(t, r, c - t, l - r), e.clip();
	}
}
function Nu(e, t, n, r) {
	let i = t.interpolate(n, r);
	i && e.lineTo(i.x, i.y);
}
var Pu = {
	id: "filler",
	afterDatasetsUpdate(e, t, n) {
		let r = (e.data.datasets || []).length, i = [], a, o, s, c;
		for (o = 0; o < r; ++o) a = e.getDatasetMeta(o), s = a.dataset, c = null, s && s.options && s instanceof Wl && (c = {
			visible: e.isDatasetVisible(o),
			index: o,
			fill: du(s, o, r),
			chart: e,
			axis: a.controller.options.indexAxis,
			scale: a.vScale,
			line: s
		}), a.$filler = c, i.push(c);
		for (o = 0; o < r; ++o) c = i[o], c && c.fill !== !1 && (c.fill = uu(i, o, n.propagate));
	},
	beforeDraw(e, t, n) {
		let r = n.drawTime === "beforeDraw", i = e.getSortedVisibleDatasetMetas(), a = e.chartArea;
		for (let t = i.length - 1; t >= 0; --t) {
			let n = i[t].$filler;
			n && (n.line.updateControlPoints(a, n.axis), r && n.fill && Eu(e.ctx, n, a));
		}
	},
	beforeDatasetsDraw(e, t, n) {
		if (n.drawTime !== "beforeDatasetsDraw") return;
		let r = e.getSortedVisibleDatasetMetas();
		for (let t = r.length - 1; t >= 0; --t) {
			let n = r[t].$filler;
			lu(n) && Eu(e.ctx, n, e.chartArea);
		}
	},
	beforeDatasetDraw(e, t, n) {
		let r = t.meta.$filler;
		lu(r) && n.drawTime === "beforeDatasetDraw" && Eu(e.ctx, r, e.chartArea);
	},
	defaults: {
		propagate: !0,
		drawTime: "beforeDatasetDraw"
	}
}, Fu = (e, t) => {
	let { boxHeight: n = t, boxWidth: r = t } = e;
	return e.usePointStyle && (n = Math.min(n, t), r = e.pointStyleWidth || Math.min(r, t)), {
		boxWidth: r,
		boxHeight: n,
		itemHeight: Math.max(t, n)
	};
}, Iu = (e, t) => e !== null && t !== null && e.datasetIndex === t.datasetIndex && e.index === t.index, Lu = class extends fc {
	constructor(e) {
		super(), this._added = !1, this.legendHitBoxes = [], this._hoveredItem = null, this.doughnutMode = !1, this.chart = e.chart, this.options = e.options, this.ctx = e.ctx, this.legendItems = void 0, this.columnSizes = void 0, this.lineWidths = void 0, this.maxHeight = void 0, this.maxWidth = void 0, this.top = void 0, this.bottom = void 0, this.left = void 0, this.right = void 0, this.height = void 0, this.width = void 0, this._margins = void 0, this.position = void 0, this.weight = void 0, this.fullSize = void 0;
	}
	update(e, t, n) {
		this.maxWidth = e, this.maxHeight = t, this._margins = n, this.setDimensions(), this.buildLabels(), this.fit();
	}
	setDimensions() {
		this.isHorizontal() ? (this.width = this.maxWidth, this.left = this._margins.left, this.right = this.width) : (this.height = this.maxHeight, this.top = this._margins.top, this.bottom = this.height);
	}
	buildLabels() {
		let e = this.options.labels || {}, t = G(e.generateLabels, [this.chart], this) || [];
		e.filter && (t = t.filter((t) => e.filter(t, this.chart.data))), e.sort && (t = t.sort((t, n) => e.sort(t, n, this.chart.data))), this.options.reverse && t.reverse(), this.legendItems = t;
	}
	fit() {
		let { options: e, ctx: t } = this;
		if (!e.display) {
			this.width = this.height = 0;
			return;
		}
		let n = e.labels, r = Yi(n.font), i = r.size, a = this._computeTitleHeight(), { boxWidth: o, itemHeight: s } = Fu(n, i), c, l;
		t.font = r.string, this.isHorizontal() ? (c = this.maxWidth, l = this._fitRows(a, i, o, s) + 10) : (l = this.maxHeight, c = this._fitCols(a, r, o, s) + 10), this.width = Math.min(c, e.maxWidth || this.maxWidth), this.height = Math.min(l, e.maxHeight || this.maxHeight);
	}
	_fitRows(e, t, n, r) {
		let { ctx: i, maxWidth: a, options: { labels: { padding: o } } } = this, s = this.legendHitBoxes = [], c = this.lineWidths = [0], l = r + o, u = e;
		i.textAlign = "left", i.textBaseline = "middle";
		let d = -1, f = -l;
		return this.legendItems.forEach((e, p) => {
			let m = n + t / 2 + i.measureText(e.text).width;
			(p === 0 || c[c.length - 1] + m + 2 * o > a) && (u += l, c[c.length - (p > 0 ? 0 : 1)] = 0, f += l, d++), s[p] = {
				left: 0,
				top: f,
				row: d,
				width: m,
				height: r
			}, c[c.length - 1] += m + o;
		}), u;
	}
	_fitCols(e, t, n, r) {
		let { ctx: i, maxHeight: a, options: { labels: { padding: o } } } = this, s = this.legendHitBoxes = [], c = this.columnSizes = [], l = a - e, u = o, d = 0, f = 0, p = 0, m = 0;
		return this.legendItems.forEach((e, a) => {
			let { itemWidth: h, itemHeight: g } = Ru(n, t, i, e, r);
			a > 0 && f + g + 2 * o > l && (u += d + o, c.push({
				width: d,
				height: f
			}), p += d + o, m++, d = f = 0), s[a] = {
				left: p,
				top: f,
				col: m,
				width: h,
				height: g
			}, d = Math.max(d, h), f += g + o;
		}), u += d, c.push({
			width: d,
			height: f
		}), u;
	}
	adjustHitBoxes() {
		if (!this.options.display) return;
		let e = this._computeTitleHeight(), { legendHitBoxes: t, options: { align: n, labels: { padding: r }, rtl: i } } = this, a = Xa(i, this.left, this.width);
		if (this.isHorizontal()) {
			let i = 0, o = Zr(n, this.left + r, this.right - this.lineWidths[i]);
			for (let s of t) i !== s.row && (i = s.row, o = Zr(n, this.left + r, this.right - this.lineWidths[i])), s.top += this.top + e + r, s.left = a.leftForLtr(a.x(o), s.width), o += s.width + r;
		} else {
			let i = 0, o = Zr(n, this.top + e + r, this.bottom - this.columnSizes[i].height);
			for (let s of t) s.col !== i && (i = s.col, o = Zr(n, this.top + e + r, this.bottom - this.columnSizes[i].height)), s.top = o, s.left += this.left + r, s.left = a.leftForLtr(a.x(s.left), s.width), o += s.height + r;
		}
	}
	isHorizontal() {
		return this.options.position === "top" || this.options.position === "bottom";
	}
	draw() {
		if (this.options.display) {
			let e = this.ctx;
			Mi(e, this), this._draw(), Ni(e);
		}
	}
	_draw() {
		let { options: e, columnSizes: t, lineWidths: n, ctx: r } = this, { align: i, labels: a } = e, o = Ci.color, s = Xa(e.rtl, this.left, this.width), c = Yi(a.font), { padding: l } = a, u = c.size, d = u / 2, f;
		this.drawTitle(), r.textAlign = s.textAlign("left"), r.textBaseline = "middle", r.lineWidth = .5, r.font = c.string;
		let { boxWidth: p, boxHeight: m, itemHeight: h } = Fu(a, u), g = function(e, t, n) {
			if (isNaN(p) || p <= 0 || isNaN(m) || m < 0) return;
			r.save();
			let i = W(n.lineWidth, 1);
			if (r.fillStyle = W(n.fillStyle, o), r.lineCap = W(n.lineCap, "butt"), r.lineDashOffset = W(n.lineDashOffset, 0), r.lineJoin = W(n.lineJoin, "miter"), r.lineWidth = i, r.strokeStyle = W(n.strokeStyle, o), r.setLineDash(W(n.lineDash, [])), a.usePointStyle) {
				let o = {
					radius: m * Math.SQRT2 / 2,
					pointStyle: n.pointStyle,
					rotation: n.rotation,
					borderWidth: i
				}, c = s.xPlus(e, p / 2), l = t + d;
				Ai(r, o, c, l, a.pointStyleWidth && p);
			} else {
				let a = t + Math.max((u - m) / 2, 0), o = s.leftForLtr(e, p), c = qi(n.borderRadius);
				r.beginPath(), Object.values(c).some((e) => e !== 0) ? Bi(r, {
					x: o,
					y: a,
					w: p,
					h: m,
					radius: c
				}) : r.rect(o, a, p, m), r.fill(), i !== 0 && r.stroke();
			}
			r.restore();
		}, _ = function(e, t, n) {
			zi(r, n.text, e, t + h / 2, c, {
				strikethrough: n.hidden,
				textAlign: s.textAlign(n.textAlign)
			});
		}, v = this.isHorizontal(), y = this._computeTitleHeight();
		f = v ? {
			x: Zr(i, this.left + l, this.right - n[0]),
			y: this.top + l + y,
			line: 0
		} : {
			x: this.left + l,
			y: Zr(i, this.top + y + l, this.bottom - t[0].height),
			line: 0
		}, Za(this.ctx, e.textDirection);
		let b = h + l;
		this.legendItems.forEach((o, u) => {
			r.strokeStyle = o.fontColor, r.fillStyle = o.fontColor;
			let m = r.measureText(o.text).width, h = s.textAlign(o.textAlign || (o.textAlign = a.textAlign)), x = p + d + m, S = f.x, C = f.y;
			s.setWidth(this.width), v ? u > 0 && S + x + l > this.right && (C = f.y += b, f.line++, S = f.x = Zr(i, this.left + l, this.right - n[f.line])) : u > 0 && C + b > this.bottom && (S = f.x = S + t[f.line].width + l, f.line++, C = f.y = Zr(i, this.top + y + l, this.bottom - t[f.line].height));
			let w = s.x(S);
			if (g(w, C, o), S = Qr(h, S + p + d, v ? S + x : this.right, e.rtl), _(s.x(S), C, o), v) f.x += x + l;
			else if (typeof o.text != "string") {
				let e = c.lineHeight;
				f.y += Vu(o, e) + l;
			} else f.y += b;
		}), Qa(this.ctx, e.textDirection);
	}
	drawTitle() {
		let e = this.options, t = e.title, n = Yi(t.font), r = Ji(t.padding);
		if (!t.display) return;
		let i = Xa(e.rtl, this.left, this.width), a = this.ctx, o = t.position, s = n.size / 2, c = r.top + s, l, u = this.left, d = this.width;
		if (this.isHorizontal()) d = Math.max(...this.lineWidths), l = this.top + c, u = Zr(e.align, u, this.right - d);
		else {
			let t = this.columnSizes.reduce((e, t) => Math.max(e, t.height), 0);
			l = c + Zr(e.align, this.top, this.bottom - t - e.labels.padding - this._computeTitleHeight());
		}
		let f = Zr(o, u, u + d);
		a.textAlign = i.textAlign(Xr(o)), a.textBaseline = "middle", a.strokeStyle = t.color, a.fillStyle = t.color, a.font = n.string, zi(a, t.text, f, l, n);
	}
	_computeTitleHeight() {
		let e = this.options.title, t = Yi(e.font), n = Ji(e.padding);
		return e.display ? t.lineHeight + n.height : 0;
	}
	_getLegendItemAt(e, t) {
		let n, r, i;
		if (Rr(e, this.left, this.right) && Rr(t, this.top, this.bottom)) {
			for (i = this.legendHitBoxes, n = 0; n < i.length; ++n) if (r = i[n], Rr(e, r.left, r.left + r.width) && Rr(t, r.top, r.top + r.height)) return this.legendItems[n];
		}
		return null;
	}
	handleEvent(e) {
		let t = this.options;
		if (!Hu(e.type, t)) return;
		let n = this._getLegendItemAt(e.x, e.y);
		if (e.type === "mousemove" || e.type === "mouseout") {
			let r = this._hoveredItem, i = Iu(r, n);
			r && !i && G(t.onLeave, [
				e,
				r,
				this
			], this), this._hoveredItem = n, n && !i && G(t.onHover, [
				e,
				n,
				this
			], this);
		} else n && G(t.onClick, [
			e,
			n,
			this
		], this);
	}
};
function Ru(e, t, n, r, i) {
	return {
		itemWidth: zu(r, e, t, n),
		itemHeight: Bu(i, r, t.lineHeight)
	};
}
function zu(e, t, n, r) {
	let i = e.text;
	return i && typeof i != "string" && (i = i.reduce((e, t) => e.length > t.length ? e : t)), t + n.size / 2 + r.measureText(i).width;
}
function Bu(e, t, n) {
	let r = e;
	return typeof t.text != "string" && (r = Vu(t, n)), r;
}
function Vu(e, t) {
	return t * (e.text ? e.text.length : 0);
}
function Hu(e, t) {
	return !!((e === "mousemove" || e === "mouseout") && (t.onHover || t.onLeave) || t.onClick && (e === "click" || e === "mouseup"));
}
var Uu = {
	id: "legend",
	_element: Lu,
	start(e, t, n) {
		let r = e.legend = new Lu({
			ctx: e.ctx,
			options: n,
			chart: e
		});
		Hs.configure(e, r, n), Hs.addBox(e, r);
	},
	stop(e) {
		Hs.removeBox(e, e.legend), delete e.legend;
	},
	beforeUpdate(e, t, n) {
		let r = e.legend;
		Hs.configure(e, r, n), r.options = n;
	},
	afterUpdate(e) {
		let t = e.legend;
		t.buildLabels(), t.adjustHitBoxes();
	},
	afterEvent(e, t) {
		t.replay || e.legend.handleEvent(t.event);
	},
	defaults: {
		display: !0,
		position: "top",
		align: "center",
		fullSize: !0,
		reverse: !1,
		weight: 1e3,
		onClick(e, t, n) {
			let r = t.datasetIndex, i = n.chart;
			i.isDatasetVisible(r) ? (i.hide(r), t.hidden = !0) : (i.show(r), t.hidden = !1);
		},
		onHover: null,
		onLeave: null,
		labels: {
			color: (e) => e.chart.options.color,
			boxWidth: 40,
			padding: 10,
			generateLabels(e) {
				let t = e.data.datasets, { labels: { usePointStyle: n, pointStyle: r, textAlign: i, color: a, useBorderRadius: o, borderRadius: s } } = e.legend.options;
				return e._getSortedDatasetMetas().map((e) => {
					let c = e.controller.getStyle(n ? 0 : void 0), l = Ji(c.borderWidth);
					return {
						text: t[e.index].label,
						fillStyle: c.backgroundColor,
						fontColor: a,
						hidden: !e.visible,
						lineCap: c.borderCapStyle,
						lineDash: c.borderDash,
						lineDashOffset: c.borderDashOffset,
						lineJoin: c.borderJoinStyle,
						lineWidth: (l.width + l.height) / 4,
						strokeStyle: c.borderColor,
						pointStyle: r || c.pointStyle,
						rotation: c.rotation,
						textAlign: i || c.textAlign,
						borderRadius: o && (s || c.borderRadius),
						datasetIndex: e.index
					};
				}, this);
			}
		},
		title: {
			color: (e) => e.chart.options.color,
			display: !1,
			position: "center",
			text: ""
		}
	},
	descriptors: {
		_scriptable: (e) => !e.startsWith("on"),
		labels: { _scriptable: (e) => ![
			"generateLabels",
			"filter",
			"sort"
		].includes(e) }
	}
}, Wu = class extends fc {
	constructor(e) {
		super(), this.chart = e.chart, this.options = e.options, this.ctx = e.ctx, this._padding = void 0, this.top = void 0, this.bottom = void 0, this.left = void 0, this.right = void 0, this.width = void 0, this.height = void 0, this.position = void 0, this.weight = void 0, this.fullSize = void 0;
	}
	update(e, t) {
		let n = this.options;
		if (this.left = 0, this.top = 0, !n.display) {
			this.width = this.height = this.right = this.bottom = 0;
			return;
		}
		this.width = this.right = e, this.height = this.bottom = t;
		let r = H(n.text) ? n.text.length : 1;
		this._padding = Ji(n.padding);
		let i = r * Yi(n.font).lineHeight + this._padding.height;
		this.isHorizontal() ? this.height = i : this.width = i;
	}
	isHorizontal() {
		let e = this.options.position;
		return e === "top" || e === "bottom";
	}
	_drawArgs(e) {
		let { top: t, left: n, bottom: r, right: i, options: a } = this, o = a.align, s = 0, c, l, u;
		return this.isHorizontal() ? (l = Zr(o, n, i), u = t + e, c = i - n) : (a.position === "left" ? (l = n + e, u = Zr(o, r, t), s = q * -.5) : (l = i - e, u = Zr(o, t, r), s = q * .5), c = r - t), {
			titleX: l,
			titleY: u,
			maxWidth: c,
			rotation: s
		};
	}
	draw() {
		let e = this.ctx, t = this.options;
		if (!t.display) return;
		let n = Yi(t.font), r = n.lineHeight / 2 + this._padding.top, { titleX: i, titleY: a, maxWidth: o, rotation: s } = this._drawArgs(r);
		zi(e, t.text, 0, 0, n, {
			color: t.color,
			maxWidth: o,
			rotation: s,
			textAlign: Xr(t.align),
			textBaseline: "middle",
			translation: [i, a]
		});
	}
};
function Gu(e, t) {
	let n = new Wu({
		ctx: e.ctx,
		options: t,
		chart: e
	});
	Hs.configure(e, n, t), Hs.addBox(e, n), e.titleBlock = n;
}
var Ku = {
	id: "title",
	_element: Wu,
	start(e, t, n) {
		Gu(e, n);
	},
	stop(e) {
		let t = e.titleBlock;
		Hs.removeBox(e, t), delete e.titleBlock;
	},
	beforeUpdate(e, t, n) {
		let r = e.titleBlock;
		Hs.configure(e, r, n), r.options = n;
	},
	defaults: {
		align: "center",
		display: !1,
		font: { weight: "bold" },
		fullSize: !0,
		padding: 10,
		position: "top",
		text: "",
		weight: 2e3
	},
	defaultRoutes: { color: "color" },
	descriptors: {
		_scriptable: !0,
		_indexable: !1
	}
}, qu = {
	average(e) {
		if (!e.length) return !1;
		let t, n, r = /* @__PURE__ */ new Set(), i = 0, a = 0;
		for (t = 0, n = e.length; t < n; ++t) {
			let n = e[t].element;
			if (n && n.hasValue()) {
				let e = n.tooltipPosition();
				r.add(e.x), i += e.y, ++a;
			}
		}
		return a === 0 || r.size === 0 ? !1 : {
			x: [...r].reduce((e, t) => e + t) / r.size,
			y: i / a
		};
	},
	nearest(e, t) {
		if (!e.length) return !1;
		let n = t.x, r = t.y, i = Infinity, a, o, s;
		for (a = 0, o = e.length; a < o; ++a) {
			let n = e[a].element;
			if (n && n.hasValue()) {
				let e = Mr(t, n.getCenterPoint());
				e < i && (i = e, s = n);
			}
		}
		if (s) {
			let e = s.tooltipPosition();
			n = e.x, r = e.y;
		}
		return {
			x: n,
			y: r
		};
	}
};
function Ju(e, t) {
	return t && (H(t) ? Array.prototype.push.apply(e, t) : e.push(t)), e;
}
function Yu(e) {
	return (typeof e == "string" || e instanceof String) && e.indexOf("\n") > -1 ? e.split("\n") : e;
}
function Xu(e, t) {
	let { element: n, datasetIndex: r, index: i } = t, a = e.getDatasetMeta(r).controller, { label: o, value: s } = a.getLabelAndValue(i);
	return {
		chart: e,
		label: o,
		parsed: a.getParsed(i),
		raw: e.data.datasets[r].data[i],
		formattedValue: s,
		dataset: a.getDataset(),
		dataIndex: i,
		datasetIndex: r,
		element: n
	};
}
function Zu(e, t) {
	let n = e.chart.ctx, { body: r, footer: i, title: a } = e, { boxWidth: o, boxHeight: s } = t, c = Yi(t.bodyFont), l = Yi(t.titleFont), u = Yi(t.footerFont), d = a.length, f = i.length, p = r.length, m = Ji(t.padding), h = m.height, g = 0, _ = r.reduce((e, t) => e + t.before.length + t.lines.length + t.after.length, 0);
	if (_ += e.beforeBody.length + e.afterBody.length, d && (h += d * l.lineHeight + (d - 1) * t.titleSpacing + t.titleMarginBottom), _) {
		let e = t.displayColors ? Math.max(s, c.lineHeight) : c.lineHeight;
		h += p * e + (_ - p) * c.lineHeight + (_ - 1) * t.bodySpacing;
	}
	f && (h += t.footerMarginTop + f * u.lineHeight + (f - 1) * t.footerSpacing);
	let v = 0, y = function(e) {
		g = Math.max(g, n.measureText(e).width + v);
	};
	return n.save(), n.font = l.string, K(e.title, y), n.font = c.string, K(e.beforeBody.concat(e.afterBody), y), v = t.displayColors ? o + 2 + t.boxPadding : 0, K(r, (e) => {
		K(e.before, y), K(e.lines, y), K(e.after, y);
	}), v = 0, n.font = u.string, K(e.footer, y), n.restore(), g += m.width, {
		width: g,
		height: h
	};
}
function Qu(e, t) {
	let { y: n, height: r } = t;
	return n < r / 2 ? "top" : n > e.height - r / 2 ? "bottom" : "center";
}
function $u(e, t, n, r) {
	let { x: i, width: a } = r, o = n.caretSize + n.caretPadding;
	if (e === "left" && i + a + o > t.width || e === "right" && i - a - o < 0) return !0;
}
function ed(e, t, n, r) {
	let { x: i, width: a } = n, { width: o, chartArea: { left: s, right: c } } = e, l = "center";
	return r === "center" ? l = i <= (s + c) / 2 ? "left" : "right" : i <= a / 2 ? l = "left" : i >= o - a / 2 && (l = "right"), $u(l, e, t, n) && (l = "center"), l;
}
function td(e, t, n) {
	let r = n.yAlign || t.yAlign || Qu(e, n);
	return {
		xAlign: n.xAlign || t.xAlign || ed(e, t, n, r),
		yAlign: r
	};
}
function nd(e, t) {
	let { x: n, width: r } = e;
	return t === "right" ? n -= r : t === "center" && (n -= r / 2), n;
}
function rd(e, t, n) {
	let { y: r, height: i } = e;
	return t === "top" ? r += n : r -= t === "bottom" ? i + n : i / 2, r;
}
function id(e, t, n, r) {
	let { caretSize: i, caretPadding: a, cornerRadius: o } = e, { xAlign: s, yAlign: c } = n, l = i + a, { topLeft: u, topRight: d, bottomLeft: f, bottomRight: p } = qi(o), m = nd(t, s), h = rd(t, c, l);
	return c === "center" ? s === "left" ? m += l : s === "right" && (m -= l) : s === "left" ? m -= Math.max(u, f) + i : s === "right" && (m += Math.max(d, p) + i), {
		x: Ir(m, 0, r.width - t.width),
		y: Ir(h, 0, r.height - t.height)
	};
}
function ad(e, t, n) {
	let r = Ji(n.padding);
	return t === "center" ? e.x + e.width / 2 : t === "right" ? e.x + e.width - r.right : e.x + r.left;
}
function od(e) {
	return Ju([], Yu(e));
}
function sd(e, t, n) {
	return Qi(e, {
		tooltip: t,
		tooltipItems: n,
		type: "tooltip"
	});
}
function cd(e, t) {
	let n = t && t.dataset && t.dataset.tooltip && t.dataset.tooltip.callbacks;
	return n ? e.override(n) : e;
}
var ld = {
	beforeTitle: Gn,
	title(e) {
		if (e.length > 0) {
			let t = e[0], n = t.chart.data.labels, r = n ? n.length : 0;
			if (this && this.options && this.options.mode === "dataset") return t.dataset.label || "";
			if (t.label) return t.label;
			if (r > 0 && t.dataIndex < r) return n[t.dataIndex];
		}
		return "";
	},
	afterTitle: Gn,
	beforeBody: Gn,
	beforeLabel: Gn,
	label(e) {
		if (this && this.options && this.options.mode === "dataset") return e.label + ": " + e.formattedValue || e.formattedValue;
		let t = e.dataset.label || "";
		t && (t += ": ");
		let n = e.formattedValue;
		return V(n) || (t += n), t;
	},
	labelColor(e) {
		let t = e.chart.getDatasetMeta(e.datasetIndex).controller.getStyle(e.dataIndex);
		return {
			borderColor: t.borderColor,
			backgroundColor: t.backgroundColor,
			borderWidth: t.borderWidth,
			borderDash: t.borderDash,
			borderDashOffset: t.borderDashOffset,
			borderRadius: 0
		};
	},
	labelTextColor() {
		return this.options.bodyColor;
	},
	labelPointStyle(e) {
		let t = e.chart.getDatasetMeta(e.datasetIndex).controller.getStyle(e.dataIndex);
		return {
			pointStyle: t.pointStyle,
			rotation: t.rotation
		};
	},
	afterLabel: Gn,
	afterBody: Gn,
	beforeFooter: Gn,
	footer: Gn,
	afterFooter: Gn
};
function ud(e, t, n, r) {
	let i = e[t].call(n, r);
	return i === void 0 ? ld[t].call(n, r) : i;
}
var dd = class extends fc {
	constructor(e) {
		super(), this.opacity = 0, this._active = [], this._eventPosition = void 0, this._size = void 0, this._cachedAnimations = void 0, this._tooltipItems = [], this.$animations = void 0, this.$context = void 0, this.chart = e.chart, this.options = e.options, this.dataPoints = void 0, this.title = void 0, this.beforeBody = void 0, this.body = void 0, this.afterBody = void 0, this.footer = void 0, this.xAlign = void 0, this.yAlign = void 0, this.x = void 0, this.y = void 0, this.height = void 0, this.width = void 0, this.caretX = void 0, this.caretY = void 0, this.labelColors = void 0, this.labelPointStyles = void 0, this.labelTextColors = void 0;
	}
	initialize(e) {
		this.options = e, this._cachedAnimations = void 0, this.$context = void 0;
	}
	_resolveAnimations() {
		let e = this._cachedAnimations;
		if (e) return e;
		let t = this.chart, n = this.options.setContext(this.getContext()), r = n.enabled && t.options.animation && n.animations, i = new So(this.chart, r);
		return r._cacheable && (this._cachedAnimations = Object.freeze(i)), i;
	}
	getContext() {
		return this.$context || (this.$context = sd(this.chart.getContext(), this, this._tooltipItems));
	}
	getTitle(e, t) {
		let { callbacks: n } = t, r = ud(n, "beforeTitle", this, e), i = ud(n, "title", this, e), a = ud(n, "afterTitle", this, e), o = [];
		return o = Ju(o, Yu(r)), o = Ju(o, Yu(i)), o = Ju(o, Yu(a)), o;
	}
	getBeforeBody(e, t) {
		return od(ud(t.callbacks, "beforeBody", this, e));
	}
	getBody(e, t) {
		let { callbacks: n } = t, r = [];
		return K(e, (e) => {
			let t = {
				before: [],
				lines: [],
				after: []
			}, i = cd(n, e);
			Ju(t.before, Yu(ud(i, "beforeLabel", this, e))), Ju(t.lines, ud(i, "label", this, e)), Ju(t.after, Yu(ud(i, "afterLabel", this, e))), r.push(t);
		}), r;
	}
	getAfterBody(e, t) {
		return od(ud(t.callbacks, "afterBody", this, e));
	}
	getFooter(e, t) {
		let { callbacks: n } = t, r = ud(n, "beforeFooter", this, e), i = ud(n, "footer", this, e), a = ud(n, "afterFooter", this, e), o = [];
		return o = Ju(o, Yu(r)), o = Ju(o, Yu(i)), o = Ju(o, Yu(a)), o;
	}
	_createItems(e) {
		let t = this._active, n = this.chart.data, r = [], i = [], a = [], o = [], s, c;
		for (s = 0, c = t.length; s < c; ++s) o.push(Xu(this.chart, t[s]));
		return e.filter && (o = o.filter((t, r, i) => e.filter(t, r, i, n))), e.itemSort && (o = o.sort((t, r) => e.itemSort(t, r, n))), K(o, (t) => {
			let n = cd(e.callbacks, t);
			r.push(ud(n, "labelColor", this, t)), i.push(ud(n, "labelPointStyle", this, t)), a.push(ud(n, "labelTextColor", this, t));
		}), this.labelColors = r, this.labelPointStyles = i, this.labelTextColors = a, this.dataPoints = o, o;
	}
	update(e, t) {
		let n = this.options.setContext(this.getContext()), r = this._active, i, a = [];
		if (!r.length) this.opacity !== 0 && (i = { opacity: 0 });
		else {
			let e = qu[n.position].call(this, r, this._eventPosition);
			a = this._createItems(n), this.title = this.getTitle(a, n), this.beforeBody = this.getBeforeBody(a, n), this.body = this.getBody(a, n), this.afterBody = this.getAfterBody(a, n), this.footer = this.getFooter(a, n);
			let t = this._size = Zu(this, n), o = Object.assign({}, e, t), s = td(this.chart, n, o), c = id(n, o, s, this.chart);
			this.xAlign = s.xAlign, this.yAlign = s.yAlign, i = {
				opacity: 1,
				x: c.x,
				y: c.y,
				width: t.width,
				height: t.height,
				caretX: e.x,
				caretY: e.y
			};
		}
		this._tooltipItems = a, this.$context = void 0, i && this._resolveAnimations().update(this, i), e && n.external && n.external.call(this, {
			chart: this.chart,
			tooltip: this,
			replay: t
		});
	}
	drawCaret(e, t, n, r) {
		let i = this.getCaretPosition(e, n, r);
		t.lineTo(i.x1, i.y1), t.lineTo(i.x2, i.y2), t.lineTo(i.x3, i.y3);
	}
	getCaretPosition(e, t, n) {
		let { xAlign: r, yAlign: i } = this, { caretSize: a, cornerRadius: o } = n, { topLeft: s, topRight: c, bottomLeft: l, bottomRight: u } = qi(o), { x: d, y: f } = e, { width: p, height: m } = t, h, g, _, v, y, b;
		return i === "center" ? (y = f + m / 2, r === "left" ? (h = d, g = h - a, v = y + a, b = y - a) : (h = d + p, g = h + a, v = y - a, b = y + a), _ = h) : (g = r === "left" ? d + Math.max(s, l) + a : r === "right" ? d + p - Math.max(c, u) - a : this.caretX, i === "top" ? (v = f, y = v - a, h = g - a, _ = g + a) : (v = f + m, y = v + a, h = g + a, _ = g - a), b = v), {
			x1: h,
			x2: g,
			x3: _,
			y1: v,
			y2: y,
			y3: b
		};
	}
	drawTitle(e, t, n) {
		let r = this.title, i = r.length, a, o, s;
		if (i) {
			let c = Xa(n.rtl, this.x, this.width);
			for (e.x = ad(this, n.titleAlign, n), t.textAlign = c.textAlign(n.titleAlign), t.textBaseline = "middle", a = Yi(n.titleFont), o = n.titleSpacing, t.fillStyle = n.titleColor, t.font = a.string, s = 0; s < i; ++s) t.fillText(r[s], c.x(e.x), e.y + a.lineHeight / 2), e.y += a.lineHeight + o, s + 1 === i && (e.y += n.titleMarginBottom - o);
		}
	}
	_drawColorBox(e, t, n, r, i) {
		let a = this.labelColors[n], o = this.labelPointStyles[n], { boxHeight: s, boxWidth: c } = i, l = Yi(i.bodyFont), u = ad(this, "left", i), d = r.x(u), f = s < l.lineHeight ? (l.lineHeight - s) / 2 : 0, p = t.y + f;
		if (i.usePointStyle) {
			let t = {
				radius: Math.min(c, s) / 2,
				pointStyle: o.pointStyle,
				rotation: o.rotation,
				borderWidth: 1
			}, n = r.leftForLtr(d, c) + c / 2, l = p + s / 2;
			e.strokeStyle = i.multiKeyBackground, e.fillStyle = i.multiKeyBackground, ki(e, t, n, l), e.strokeStyle = a.borderColor, e.fillStyle = a.backgroundColor, ki(e, t, n, l);
		} else {
			e.lineWidth = U(a.borderWidth) ? Math.max(...Object.values(a.borderWidth)) : a.borderWidth || 1, e.strokeStyle = a.borderColor, e.setLineDash(a.borderDash || []), e.lineDashOffset = a.borderDashOffset || 0;
			let t = r.leftForLtr(d, c), n = r.leftForLtr(r.xPlus(d, 1), c - 2), o = qi(a.borderRadius);
			Object.values(o).some((e) => e !== 0) ? (e.beginPath(), e.fillStyle = i.multiKeyBackground, Bi(e, {
				x: t,
				y: p,
				w: c,
				h: s,
				radius: o
			}), e.fill(), e.stroke(), e.fillStyle = a.backgroundColor, e.beginPath(), Bi(e, {
				x: n,
				y: p + 1,
				w: c - 2,
				h: s - 2,
				radius: o
			}), e.fill()) : (e.fillStyle = i.multiKeyBackground, e.fillRect(t, p, c, s), e.strokeRect(t, p, c, s), e.fillStyle = a.backgroundColor, e.fillRect(n, p + 1, c - 2, s - 2));
		}
		e.fillStyle = this.labelTextColors[n];
	}
	drawBody(e, t, n) {
		let { body: r } = this, { bodySpacing: i, bodyAlign: a, displayColors: o, boxHeight: s, boxWidth: c, boxPadding: l } = n, u = Yi(n.bodyFont), d = u.lineHeight, f = 0, p = Xa(n.rtl, this.x, this.width), m = function(n) {
			t.fillText(n, p.x(e.x + f), e.y + d / 2), e.y += d + i;
		}, h = p.textAlign(a), g, _, v, y, b, x, S;
		for (t.textAlign = a, t.textBaseline = "middle", t.font = u.string, e.x = ad(this, h, n), t.fillStyle = n.bodyColor, K(this.beforeBody, m), f = o && h !== "right" ? a === "center" ? c / 2 + l : c + 2 + l : 0, y = 0, x = r.length; y < x; ++y) {
			for (g = r[y], _ = this.labelTextColors[y], t.fillStyle = _, K(g.before, m), v = g.lines, o && v.length && (this._drawColorBox(t, e, y, p, n), d = Math.max(u.lineHeight, s)), b = 0, S = v.length; b < S; ++b) m(v[b]), d = u.lineHeight;
			K(g.after, m);
		}
		f = 0, d = u.lineHeight, K(this.afterBody, m), e.y -= i;
	}
	drawFooter(e, t, n) {
		let r = this.footer, i = r.length, a, o;
		if (i) {
			let s = Xa(n.rtl, this.x, this.width);
			for (e.x = ad(this, n.footerAlign, n), e.y += n.footerMarginTop, t.textAlign = s.textAlign(n.footerAlign), t.textBaseline = "middle", a = Yi(n.footerFont), t.fillStyle = n.footerColor, t.font = a.string, o = 0; o < i; ++o) t.fillText(r[o], s.x(e.x), e.y + a.lineHeight / 2), e.y += a.lineHeight + n.footerSpacing;
		}
	}
	drawBackground(e, t, n, r) {
		let { xAlign: i, yAlign: a } = this, { x: o, y: s } = e, { width: c, height: l } = n, { topLeft: u, topRight: d, bottomLeft: f, bottomRight: p } = qi(r.cornerRadius);
		t.fillStyle = r.backgroundColor, t.strokeStyle = r.borderColor, t.lineWidth = r.borderWidth, t.beginPath(), t.moveTo(o + u, s), a === "top" && this.drawCaret(e, t, n, r), t.lineTo(o + c - d, s), t.quadraticCurveTo(o + c, s, o + c, s + d), a === "center" && i === "right" && this.drawCaret(e, t, n, r), t.lineTo(o + c, s + l - p), t.quadraticCurveTo(o + c, s + l, o + c - p, s + l), a === "bottom" && this.drawCaret(e, t, n, r), t.lineTo(o + f, s + l), t.quadraticCurveTo(o, s + l, o, s + l - f), a === "center" && i === "left" && this.drawCaret(e, t, n, r), t.lineTo(o, s + u), t.quadraticCurveTo(o, s, o + u, s), t.closePath(), t.fill(), r.borderWidth > 0 && t.stroke();
	}
	_updateAnimationTarget(e) {
		let t = this.chart, n = this.$animations, r = n && n.x, i = n && n.y;
		if (r || i) {
			let n = qu[e.position].call(this, this._active, this._eventPosition);
			if (!n) return;
			let a = this._size = Zu(this, e), o = Object.assign({}, n, this._size), s = td(t, e, o), c = id(e, o, s, t);
			(r._to !== c.x || i._to !== c.y) && (this.xAlign = s.xAlign, this.yAlign = s.yAlign, this.width = a.width, this.height = a.height, this.caretX = n.x, this.caretY = n.y, this._resolveAnimations().update(this, c));
		}
	}
	_willRender() {
		return !!this.opacity;
	}
	draw(e) {
		let t = this.options.setContext(this.getContext()), n = this.opacity;
		if (!n) return;
		this._updateAnimationTarget(t);
		let r = {
			width: this.width,
			height: this.height
		}, i = {
			x: this.x,
			y: this.y
		};
		n = Math.abs(n) < .001 ? 0 : n;
		let a = Ji(t.padding), o = this.title.length || this.beforeBody.length || this.body.length || this.afterBody.length || this.footer.length;
		t.enabled && o && (e.save(), e.globalAlpha = n, this.drawBackground(i, e, r, t), Za(e, t.textDirection), i.y += a.top, this.drawTitle(i, e, t), this.drawBody(i, e, t), this.drawFooter(i, e, t), Qa(e, t.textDirection), e.restore());
	}
	getActiveElements() {
		return this._active || [];
	}
	setActiveElements(e, t) {
		let n = this._active, r = e.map(({ datasetIndex: e, index: t }) => {
			let n = this.chart.getDatasetMeta(e);
			if (!n) throw Error("Cannot find a dataset at index " + e);
			return {
				datasetIndex: e,
				element: n.data[t],
				index: t
			};
		}), i = !Zn(n, r), a = this._positionChanged(r, t);
		(i || a) && (this._active = r, this._eventPosition = t, this._ignoreReplayEvents = !0, this.update(!0));
	}
	handleEvent(e, t, n = !0) {
		if (t && this._ignoreReplayEvents) return !1;
		this._ignoreReplayEvents = !1;
		let r = this.options, i = this._active || [], a = this._getActiveElements(e, i, t, n), o = this._positionChanged(a, e), s = t || !Zn(a, i) || o;
		return s && (this._active = a, (r.enabled || r.external) && (this._eventPosition = {
			x: e.x,
			y: e.y
		}, this.update(!0, t))), s;
	}
	_getActiveElements(e, t, n, r) {
		let i = this.options;
		if (e.type === "mouseout") return [];
		if (!r) return t.filter((e) => this.chart.data.datasets[e.datasetIndex] && this.chart.getDatasetMeta(e.datasetIndex).controller.getParsed(e.index) !== void 0);
		let a = this.chart.getElementsAtEventForMode(e, i.mode, i, n);
		return i.reverse && a.reverse(), a;
	}
	_positionChanged(e, t) {
		let { caretX: n, caretY: r, options: i } = this, a = qu[i.position].call(this, e, t);
		return a !== !1 && (n !== a.x || r !== a.y);
	}
};
Y(dd, "positioners", qu);
var fd = {
	id: "tooltip",
	_element: dd,
	positioners: qu,
	afterInit(e, t, n) {
		n && (e.tooltip = new dd({
			chart: e,
			options: n
		}));
	},
	beforeUpdate(e, t, n) {
		e.tooltip && e.tooltip.initialize(n);
	},
	reset(e, t, n) {
		e.tooltip && e.tooltip.initialize(n);
	},
	afterDraw(e) {
		let t = e.tooltip;
		if (t && t._willRender()) {
			let n = { tooltip: t };
			if (e.notifyPlugins("beforeTooltipDraw", {
				...n,
				cancelable: !0
			}) === !1) return;
			t.draw(e.ctx), e.notifyPlugins("afterTooltipDraw", n);
		}
	},
	afterEvent(e, t) {
		if (e.tooltip) {
			let n = t.replay;
			e.tooltip.handleEvent(t.event, n, t.inChartArea) && (t.changed = !0);
		}
	},
	defaults: {
		enabled: !0,
		external: null,
		position: "average",
		backgroundColor: "rgba(0,0,0,0.8)",
		titleColor: "#fff",
		titleFont: { weight: "bold" },
		titleSpacing: 2,
		titleMarginBottom: 6,
		titleAlign: "left",
		bodyColor: "#fff",
		bodySpacing: 2,
		bodyFont: {},
		bodyAlign: "left",
		footerColor: "#fff",
		footerSpacing: 2,
		footerMarginTop: 6,
		footerFont: { weight: "bold" },
		footerAlign: "left",
		padding: 6,
		caretPadding: 2,
		caretSize: 5,
		cornerRadius: 6,
		boxHeight: (e, t) => t.bodyFont.size,
		boxWidth: (e, t) => t.bodyFont.size,
		multiKeyBackground: "#fff",
		displayColors: !0,
		boxPadding: 0,
		borderColor: "rgba(0,0,0,0)",
		borderWidth: 0,
		animation: {
			duration: 400,
			easing: "easeOutQuart"
		},
		animations: {
			numbers: {
				type: "number",
				properties: [
					"x",
					"y",
					"width",
					"height",
					"caretX",
					"caretY"
				]
			},
			opacity: {
				easing: "linear",
				duration: 200
			}
		},
		callbacks: ld
	},
	defaultRoutes: {
		bodyFont: "font",
		footerFont: "font",
		titleFont: "font"
	},
	descriptors: {
		_scriptable: (e) => e !== "filter" && e !== "itemSort" && e !== "external",
		_indexable: !1,
		callbacks: {
			_scriptable: !1,
			_indexable: !1
		},
		animation: { _fallback: !1 },
		animations: { _fallback: "animation" }
	},
	additionalOptionScopes: ["interaction"]
}, pd = (e, t, n, r) => (typeof t == "string" ? (n = e.push(t) - 1, r.unshift({
	index: n,
	label: t
})) : isNaN(t) && (n = null), n);
function md(e, t, n, r) {
	let i = e.indexOf(t);
	return i === -1 ? pd(e, t, n, r) : i === e.lastIndexOf(t) ? i : n;
}
var hd = (e, t) => e === null ? null : Ir(Math.round(e), 0, t);
function gd(e) {
	let t = this.getLabels();
	return e >= 0 && e < t.length ? t[e] : e;
}
var _d = class extends Mc {
	constructor(e) {
		super(e), this._startValue = void 0, this._valueRange = 0, this._addedLabels = [];
	}
	init(e) {
		let t = this._addedLabels;
		if (t.length) {
			let e = this.getLabels();
			for (let { index: n, label: r } of t) e[n] === r && e.splice(n, 1);
			this._addedLabels = [];
		}
		super.init(e);
	}
	parse(e, t) {
		if (V(e)) return null;
		let n = this.getLabels();
		return t = isFinite(t) && n[t] === e ? t : md(n, e, W(t, e), this._addedLabels), hd(t, n.length - 1);
	}
	determineDataLimits() {
		let { minDefined: e, maxDefined: t } = this.getUserBounds(), { min: n, max: r } = this.getMinMax(!0);
		this.options.bounds === "ticks" && (e || (n = 0), t || (r = this.getLabels().length - 1)), this.min = n, this.max = r;
	}
	buildTicks() {
		let e = this.min, t = this.max, n = this.options.offset, r = [], i = this.getLabels();
		i = e === 0 && t === i.length - 1 ? i : i.slice(e, t + 1), this._valueRange = Math.max(i.length - +!n, 1), this._startValue = this.min - (n ? .5 : 0);
		for (let n = e; n <= t; n++) r.push({ value: n });
		return r;
	}
	getLabelForValue(e) {
		return gd.call(this, e);
	}
	configure() {
		super.configure(), this.isHorizontal() || (this._reversePixels = !this._reversePixels);
	}
	getPixelForValue(e) {
		return typeof e != "number" && (e = this.parse(e)), e === null ? NaN : this.getPixelForDecimal((e - this._startValue) / this._valueRange);
	}
	getPixelForTick(e) {
		let t = this.ticks;
		return e < 0 || e > t.length - 1 ? null : this.getPixelForValue(t[e].value);
	}
	getValueForPixel(e) {
		return Math.round(this._startValue + this.getDecimalForPixel(e) * this._valueRange);
	}
	getBasePixel() {
		return this.bottom;
	}
};
Y(_d, "id", "category"), Y(_d, "defaults", { ticks: { callback: gd } });
function vd(e, t) {
	let n = [], { bounds: r, step: i, min: a, max: o, precision: s, count: c, maxTicks: l, maxDigits: u, includeBounds: d } = e, f = i || 1, p = l - 1, { min: m, max: h } = t, g = !V(a), _ = !V(o), v = !V(c), y = (h - m) / (u + 1), b = Sr((h - m) / p / f) * f, x, S, C, w;
	if (b < 1e-14 && !g && !_) return [{ value: m }, { value: h }];
	w = Math.ceil(h / b) - Math.floor(m / b), w > p && (b = Sr(w * b / p / f) * f), V(s) || (x = 10 ** s, b = Math.ceil(b * x) / x), r === "ticks" ? (S = Math.floor(m / b) * b, C = Math.ceil(h / b) * b) : (S = m, C = h), g && _ && i && Er((o - a) / i, b / 1e3) ? (w = Math.round(Math.min((o - a) / b, l)), b = (o - a) / w, S = a, C = o) : v ? (S = g ? a : S, C = _ ? o : C, w = c - 1, b = (C - S) / w) : (w = (C - S) / b, w = xr(w, Math.round(w), b / 1e3) ? Math.round(w) : Math.ceil(w));
	let T = Math.max(Ar(b), Ar(S));
	x = 10 ** (V(s) ? T : s), S = Math.round(S * x) / x, C = Math.round(C * x) / x;
	let E = 0;
	for (g && (d && S !== a ? (n.push({ value: a }), S < a && E++, xr(Math.round((S + E * b) * x) / x, a, yd(a, y, e)) && E++) : S < a && E++); E < w; ++E) {
		let e = Math.round((S + E * b) * x) / x;
		if (_ && e > o) break;
		n.push({ value: e });
	}
	return _ && d && C !== o ? n.length && xr(n[n.length - 1].value, o, yd(o, y, e)) ? n[n.length - 1].value = o : n.push({ value: o }) : _ && C !== o || n.push({ value: C }), n;
}
function yd(e, t, { horizontal: n, minRotation: r }) {
	let i = Or(r), a = (n ? Math.sin(i) : Math.cos(i)) || .001, o = .75 * t * ("" + e).length;
	return Math.min(t / a, o);
}
var bd = class extends Mc {
	constructor(e) {
		super(e), this.start = void 0, this.end = void 0, this._startValue = void 0, this._endValue = void 0, this._valueRange = 0;
	}
	parse(e, t) {
		return V(e) || (typeof e == "number" || e instanceof Number) && !isFinite(+e) ? null : +e;
	}
	handleTickRangeOptions() {
		let { beginAtZero: e } = this.options, { minDefined: t, maxDefined: n } = this.getUserBounds(), { min: r, max: i } = this, a = (e) => r = t ? r : e, o = (e) => i = n ? i : e;
		if (e) {
			let e = br(r), t = br(i);
			e < 0 && t < 0 ? o(0) : e > 0 && t > 0 && a(0);
		}
		if (r === i) {
			let t = i === 0 ? 1 : Math.abs(i * .05);
			o(i + t), e || a(r - t);
		}
		this.min = r, this.max = i;
	}
	getTickLimit() {
		let { maxTicksLimit: e, stepSize: t } = this.options.ticks, n;
		return t ? (n = Math.ceil(this.max / t) - Math.floor(this.min / t) + 1, n > 1e3 && (console.warn(`scales.${this.id}.ticks.stepSize: ${t} would result generating up to ${n} ticks. Limiting to 1000.`), n = 1e3)) : (n = this.computeTickLimit(), e = e || 11), e && (n = Math.min(e, n)), n;
	}
	computeTickLimit() {
		return Infinity;
	}
	buildTicks() {
		let e = this.options, t = e.ticks, n = this.getTickLimit();
		n = Math.max(2, n);
		let r = vd({
			maxTicks: n,
			bounds: e.bounds,
			min: e.min,
			max: e.max,
			precision: t.precision,
			step: t.stepSize,
			count: t.count,
			maxDigits: this._maxDigits(),
			horizontal: this.isHorizontal(),
			minRotation: t.minRotation || 0,
			includeBounds: t.includeBounds !== !1
		}, this._range || this);
		return e.bounds === "ticks" && Dr(r, this, "value"), e.reverse ? (r.reverse(), this.start = this.max, this.end = this.min) : (this.start = this.min, this.end = this.max), r;
	}
	configure() {
		let e = this.ticks, t = this.min, n = this.max;
		if (super.configure(), this.options.offset && e.length) {
			let r = (n - t) / Math.max(e.length - 1, 1) / 2;
			t -= r, n += r;
		}
		this._startValue = t, this._endValue = n, this._valueRange = n - t;
	}
	getLabelForValue(e) {
		return mi(e, this.chart.options.locale, this.options.ticks.format);
	}
}, xd = class extends bd {
	determineDataLimits() {
		let { min: e, max: t } = this.getMinMax(!0);
		this.min = qn(e) ? e : 0, this.max = qn(t) ? t : 1, this.handleTickRangeOptions();
	}
	computeTickLimit() {
		let e = this.isHorizontal(), t = e ? this.width : this.height, n = Or(this.options.ticks.minRotation), r = (e ? Math.sin(n) : Math.cos(n)) || .001, i = this._resolveTickFontOptions(0);
		return Math.ceil(t / Math.min(40, i.lineHeight / r));
	}
	getPixelForValue(e) {
		return e === null ? NaN : this.getPixelForDecimal((e - this._startValue) / this._valueRange);
	}
	getValueForPixel(e) {
		return this._startValue + this.getDecimalForPixel(e) * this._valueRange;
	}
};
Y(xd, "id", "linear"), Y(xd, "defaults", { ticks: { callback: _i.formatters.numeric } });
var Sd = (e) => Math.floor(yr(e)), Cd = (e, t) => 10 ** (Sd(e) + t);
function wd(e) {
	return e / 10 ** Sd(e) == 1;
}
function Td(e, t, n) {
	let r = 10 ** n, i = Math.floor(e / r);
	return Math.ceil(t / r) - i;
}
function Ed(e, t) {
	let n = Sd(t - e);
	for (; Td(e, t, n) > 10;) n++;
	for (; Td(e, t, n) < 10;) n--;
	return Math.min(n, Sd(e));
}
function Dd(e, { min: t, max: n }) {
	t = Jn(e.min, t);
	let r = [], i = Sd(t), a = Ed(t, n), o = a < 0 ? 10 ** Math.abs(a) : 1, s = 10 ** a, c = i > a ? 10 ** i : 0, l = Math.round((t - c) * o) / o, u = Math.floor((t - c) / s / 10) * s * 10, d = Math.floor((l - u) / 10 ** a), f = Jn(e.min, Math.round((c + u + d * 10 ** a) * o) / o);
	for (; f < n;) r.push({
		value: f,
		major: wd(f),
		significand: d
	}), d >= 10 ? d = d < 15 ? 15 : 20 : d++, d >= 20 && (a++, d = 2, o = a >= 0 ? 1 : o), f = Math.round((c + u + d * 10 ** a) * o) / o;
	let p = Jn(e.max, f);
	return r.push({
		value: p,
		major: wd(p),
		significand: d
	}), r;
}
var Od = class extends Mc {
	constructor(e) {
		super(e), this.start = void 0, this.end = void 0, this._startValue = void 0, this._valueRange = 0;
	}
	parse(e, t) {
		let n = bd.prototype.parse.apply(this, [e, t]);
		if (n === 0) this._zero = !0;
		else return qn(n) && n > 0 ? n : null;
	}
	determineDataLimits() {
		let { min: e, max: t } = this.getMinMax(!0);
		this.min = qn(e) ? Math.max(0, e) : null, this.max = qn(t) ? Math.max(0, t) : null, this.options.beginAtZero && (this._zero = !0), this._zero && this.min !== this._suggestedMin && !qn(this._userMin) && (this.min = e === Cd(this.min, 0) ? Cd(this.min, -1) : Cd(this.min, 0)), this.handleTickRangeOptions();
	}
	handleTickRangeOptions() {
		let { minDefined: e, maxDefined: t } = this.getUserBounds(), n = this.min, r = this.max, i = (t) => n = e ? n : t, a = (e) => r = t ? r : e;
		n === r && (n <= 0 ? (i(1), a(10)) : (i(Cd(n, -1)), a(Cd(r, 1)))), n <= 0 && i(Cd(r, -1)), r <= 0 && a(Cd(n, 1)), this.min = n, this.max = r;
	}
	buildTicks() {
		let e = this.options, t = Dd({
			min: this._userMin,
			max: this._userMax
		}, this);
		return e.bounds === "ticks" && Dr(t, this, "value"), e.reverse ? (t.reverse(), this.start = this.max, this.end = this.min) : (this.start = this.min, this.end = this.max), t;
	}
	getLabelForValue(e) {
		return e === void 0 ? "0" : mi(e, this.chart.options.locale, this.options.ticks.format);
	}
	configure() {
		let e = this.min;
		super.configure(), this._startValue = yr(e), this._valueRange = yr(this.max) - yr(e);
	}
	getPixelForValue(e) {
		return (e === void 0 || e === 0) && (e = this.min), e === null || isNaN(e) ? NaN : this.getPixelForDecimal(e === this.min ? 0 : (yr(e) - this._startValue) / this._valueRange);
	}
	getValueForPixel(e) {
		let t = this.getDecimalForPixel(e);
		return 10 ** (this._startValue + t * this._valueRange);
	}
};
Y(Od, "id", "logarithmic"), Y(Od, "defaults", { ticks: {
	callback: _i.formatters.logarithmic,
	major: { enabled: !0 }
} });
function kd(e) {
	let t = e.ticks;
	if (t.display && e.display) {
		let e = Ji(t.backdropPadding);
		return W(t.font && t.font.size, Ci.font.size) + e.height;
	}
	return 0;
}
function Ad(e, t, n) {
	return n = H(n) ? n : [n], {
		w: Ei(e, t.string, n),
		h: n.length * t.lineHeight
	};
}
function jd(e, t, n, r, i) {
	return e === r || e === i ? {
		start: t - n / 2,
		end: t + n / 2
	} : e < r || e > i ? {
		start: t - n,
		end: t
	} : {
		start: t,
		end: t + n
	};
}
function Md(e) {
	let t = {
		l: e.left + e._padding.left,
		r: e.right - e._padding.right,
		t: e.top + e._padding.top,
		b: e.bottom - e._padding.bottom
	}, n = Object.assign({}, t), r = [], i = [], a = e._pointLabels.length, o = e.options.pointLabels, s = o.centerPointLabels ? q / a : 0;
	for (let c = 0; c < a; c++) {
		let a = o.setContext(e.getPointLabelContext(c));
		i[c] = a.padding;
		let l = e.getPointPosition(c, e.drawingArea + i[c], s), u = Yi(a.font), d = Ad(e.ctx, u, e._pointLabels[c]);
		r[c] = d;
		let f = Pr(e.getIndexAngle(c) + s), p = Math.round(kr(f));
		Nd(n, t, f, jd(p, l.x, d.w, 0, 180), jd(p, l.y, d.h, 90, 270));
	}
	e.setCenterPoint(t.l - n.l, n.r - t.r, t.t - n.t, n.b - t.b), e._pointLabelItems = Id(e, r, i);
}
function Nd(e, t, n, r, i) {
	let a = Math.abs(Math.sin(n)), o = Math.abs(Math.cos(n)), s = 0, c = 0;
	r.start < t.l ? (s = (t.l - r.start) / a, e.l = Math.min(e.l, t.l - s)) : r.end > t.r && (s = (r.end - t.r) / a, e.r = Math.max(e.r, t.r + s)), i.start < t.t ? (c = (t.t - i.start) / o, e.t = Math.min(e.t, t.t - c)) : i.end > t.b && (c = (i.end - t.b) / o, e.b = Math.max(e.b, t.b + c));
}
function Pd(e, t, n) {
	let r = e.drawingArea, { extra: i, additionalAngle: a, padding: o, size: s } = n, c = e.getPointPosition(t, r + i + o, a), l = Math.round(kr(Pr(c.angle + gr))), u = zd(c.y, s.h, l), d = Ld(l), f = Rd(c.x, s.w, d);
	return {
		visible: !0,
		x: c.x,
		y: u,
		textAlign: d,
		left: f,
		top: u,
		right: f + s.w,
		bottom: u + s.h
	};
}
function Fd(e, t) {
	if (!t) return !0;
	let { left: n, top: r, right: i, bottom: a } = e;
	return !(ji({
		x: n,
		y: r
	}, t) || ji({
		x: n,
		y: a
	}, t) || ji({
		x: i,
		y: r
	}, t) || ji({
		x: i,
		y: a
	}, t));
}
function Id(e, t, n) {
	let r = [], i = e._pointLabels.length, a = e.options, { centerPointLabels: o, display: s } = a.pointLabels, c = {
		extra: kd(a) / 2,
		additionalAngle: o ? q / i : 0
	}, l;
	for (let a = 0; a < i; a++) {
		c.padding = n[a], c.size = t[a];
		let i = Pd(e, a, c);
		r.push(i), s === "auto" && (i.visible = Fd(i, l), i.visible && (l = i));
	}
	return r;
}
function Ld(e) {
	return e === 0 || e === 180 ? "center" : e < 180 ? "left" : "right";
}
function Rd(e, t, n) {
	return n === "right" ? e -= t : n === "center" && (e -= t / 2), e;
}
function zd(e, t, n) {
	return n === 90 || n === 270 ? e -= t / 2 : (n > 270 || n < 90) && (e -= t), e;
}
function Bd(e, t, n) {
	let { left: r, top: i, right: a, bottom: o } = n, { backdropColor: s } = t;
	if (!V(s)) {
		let n = qi(t.borderRadius), c = Ji(t.backdropPadding);
		e.fillStyle = s;
		let l = r - c.left, u = i - c.top, d = a - r + c.width, f = o - i + c.height;
		Object.values(n).some((e) => e !== 0) ? (e.beginPath(), Bi(e, {
			x: l,
			y: u,
			w: d,
			h: f,
			radius: n
		}), e.fill()) : e.fillRect(l, u, d, f);
	}
}
function Vd(e, t) {
	let { ctx: n, options: { pointLabels: r } } = e;
	for (let i = t - 1; i >= 0; i--) {
		let t = e._pointLabelItems[i];
		if (!t.visible) continue;
		let a = r.setContext(e.getPointLabelContext(i));
		Bd(n, a, t);
		let o = Yi(a.font), { x: s, y: c, textAlign: l } = t;
		zi(n, e._pointLabels[i], s, c + o.lineHeight / 2, o, {
			color: a.color,
			textAlign: l,
			textBaseline: "middle"
		});
	}
}
function Hd(e, t, n, r) {
	let { ctx: i } = e;
	if (n) i.arc(e.xCenter, e.yCenter, t, 0, J);
	else {
		let n = e.getPointPosition(0, t);
		i.moveTo(n.x, n.y);
		for (let a = 1; a < r; a++) n = e.getPointPosition(a, t), i.lineTo(n.x, n.y);
	}
}
function Ud(e, t, n, r, i) {
	let a = e.ctx, o = t.circular, { color: s, lineWidth: c } = t;
	!o && !r || !s || !c || n < 0 || (a.save(), a.strokeStyle = s, a.lineWidth = c, a.setLineDash(i.dash || []), a.lineDashOffset = i.dashOffset, a.beginPath(), Hd(e, n, o, r), a.closePath(), a.stroke(), a.restore());
}
function Wd(e, t, n) {
	return Qi(e, {
		label: n,
		index: t,
		type: "pointLabel"
	});
}
var Gd = class extends bd {
	constructor(e) {
		super(e), this.xCenter = void 0, this.yCenter = void 0, this.drawingArea = void 0, this._pointLabels = [], this._pointLabelItems = [];
	}
	setDimensions() {
		let e = this._padding = Ji(kd(this.options) / 2), t = this.width = this.maxWidth - e.width, n = this.height = this.maxHeight - e.height;
		this.xCenter = Math.floor(this.left + t / 2 + e.left), this.yCenter = Math.floor(this.top + n / 2 + e.top), this.drawingArea = Math.floor(Math.min(t, n) / 2);
	}
	determineDataLimits() {
		let { min: e, max: t } = this.getMinMax(!1);
		this.min = qn(e) && !isNaN(e) ? e : 0, this.max = qn(t) && !isNaN(t) ? t : 0, this.handleTickRangeOptions();
	}
	computeTickLimit() {
		return Math.ceil(this.drawingArea / kd(this.options));
	}
	generateTickLabels(e) {
		bd.prototype.generateTickLabels.call(this, e), this._pointLabels = this.getLabels().map((e, t) => {
			let n = G(this.options.pointLabels.callback, [e, t], this);
			return n || n === 0 ? n : "";
		}).filter((e, t) => this.chart.getDataVisibility(t));
	}
	fit() {
		let e = this.options;
		e.display && e.pointLabels.display ? Md(this) : this.setCenterPoint(0, 0, 0, 0);
	}
	setCenterPoint(e, t, n, r) {
		this.xCenter += Math.floor((e - t) / 2), this.yCenter += Math.floor((n - r) / 2), this.drawingArea -= Math.min(this.drawingArea / 2, Math.max(e, t, n, r));
	}
	getIndexAngle(e) {
		let t = J / (this._pointLabels.length || 1), n = this.options.startAngle || 0;
		return Pr(e * t + Or(n));
	}
	getDistanceFromCenterForValue(e) {
		if (V(e)) return NaN;
		let t = this.drawingArea / (this.max - this.min);
		return this.options.reverse ? (this.max - e) * t : (e - this.min) * t;
	}
	getValueForDistanceFromCenter(e) {
		if (V(e)) return NaN;
		let t = e / (this.drawingArea / (this.max - this.min));
		return this.options.reverse ? this.max - t : this.min + t;
	}
	getPointLabelContext(e) {
		let t = this._pointLabels || [];
		if (e >= 0 && e < t.length) {
			let n = t[e];
			return Wd(this.getContext(), e, n);
		}
	}
	getPointPosition(e, t, n = 0) {
		let r = this.getIndexAngle(e) - gr + n;
		return {
			x: Math.cos(r) * t + this.xCenter,
			y: Math.sin(r) * t + this.yCenter,
			angle: r
		};
	}
	getPointPositionForValue(e, t) {
		return this.getPointPosition(e, this.getDistanceFromCenterForValue(t));
	}
	getBasePosition(e) {
		return this.getPointPositionForValue(e || 0, this.getBaseValue());
	}
	getPointLabelPosition(e) {
		let { left: t, top: n, right: r, bottom: i } = this._pointLabelItems[e];
		return {
			left: t,
			top: n,
			right: r,
			bottom: i
		};
	}
	drawBackground() {
		let { backgroundColor: e, grid: { circular: t } } = this.options;
		if (e) {
			let n = this.ctx;
			n.save(), n.beginPath(), Hd(this, this.getDistanceFromCenterForValue(this._endValue), t, this._pointLabels.length), n.closePath(), n.fillStyle = e, n.fill(), n.restore();
		}
	}
	drawGrid() {
		let e = this.ctx, t = this.options, { angleLines: n, grid: r, border: i } = t, a = this._pointLabels.length, o, s, c;
		if (t.pointLabels.display && Vd(this, a), r.display && this.ticks.forEach((e, t) => {
			if (t !== 0 || t === 0 && this.min < 0) {
				s = this.getDistanceFromCenterForValue(e.value);
				let n = this.getContext(t), o = r.setContext(n), c = i.setContext(n);
				Ud(this, o, s, a, c);
			}
		}), n.display) {
			for (e.save(), o = a - 1; o >= 0; o--) {
				let r = n.setContext(this.getPointLabelContext(o)), { color: i, lineWidth: a } = r;
				a && i && (e.lineWidth = a, e.strokeStyle = i, e.setLineDash(r.borderDash), e.lineDashOffset = r.borderDashOffset, s = this.getDistanceFromCenterForValue(t.reverse ? this.min : this.max), c = this.getPointPosition(o, s), e.beginPath(), e.moveTo(this.xCenter, this.yCenter), e.lineTo(c.x, c.y), e.stroke());
			}
			e.restore();
		}
	}
	drawBorder() {}
	drawLabels() {
		let e = this.ctx, t = this.options, n = t.ticks;
		if (!n.display) return;
		let r = this.getIndexAngle(0), i, a;
		e.save(), e.translate(this.xCenter, this.yCenter), e.rotate(r), e.textAlign = "center", e.textBaseline = "middle", this.ticks.forEach((r, o) => {
			if (o === 0 && this.min >= 0 && !t.reverse) return;
			let s = n.setContext(this.getContext(o)), c = Yi(s.font);
			if (i = this.getDistanceFromCenterForValue(this.ticks[o].value), s.showLabelBackdrop) {
				e.font = c.string, a = e.measureText(r.label).width, e.fillStyle = s.backdropColor;
				let t = Ji(s.backdropPadding);
				e.fillRect(-a / 2 - t.left, -i - c.size / 2 - t.top, a + t.width, c.size + t.height);
			}
			zi(e, r.label, 0, -i, c, {
				color: s.color,
				strokeColor: s.textStrokeColor,
				strokeWidth: s.textStrokeWidth
			});
		}), e.restore();
	}
	drawTitle() {}
};
Y(Gd, "id", "radialLinear"), Y(Gd, "defaults", {
	display: !0,
	animate: !0,
	position: "chartArea",
	angleLines: {
		display: !0,
		lineWidth: 1,
		borderDash: [],
		borderDashOffset: 0
	},
	grid: { circular: !1 },
	startAngle: 0,
	ticks: {
		showLabelBackdrop: !0,
		callback: _i.formatters.numeric
	},
	pointLabels: {
		backdropColor: void 0,
		backdropPadding: 2,
		display: !0,
		font: { size: 10 },
		callback(e) {
			return e;
		},
		padding: 5,
		centerPointLabels: !1
	}
}), Y(Gd, "defaultRoutes", {
	"angleLines.color": "borderColor",
	"pointLabels.color": "color",
	"ticks.color": "color"
}), Y(Gd, "descriptors", { angleLines: { _fallback: "grid" } });
var Kd = {
	millisecond: {
		common: !0,
		size: 1,
		steps: 1e3
	},
	second: {
		common: !0,
		size: 1e3,
		steps: 60
	},
	minute: {
		common: !0,
		size: 6e4,
		steps: 60
	},
	hour: {
		common: !0,
		size: 36e5,
		steps: 24
	},
	day: {
		common: !0,
		size: 864e5,
		steps: 30
	},
	week: {
		common: !1,
		size: 6048e5,
		steps: 4
	},
	month: {
		common: !0,
		size: 2628e6,
		steps: 12
	},
	quarter: {
		common: !1,
		size: 7884e6,
		steps: 4
	},
	year: {
		common: !0,
		size: 3154e7
	}
}, qd = /* #__PURE__ */ Object.keys(Kd);
function Jd(e, t) {
	return e - t;
}
function Yd(e, t) {
	if (V(t)) return null;
	let n = e._adapter, { parser: r, round: i, isoWeekday: a } = e._parseOpts, o = t;
	return typeof r == "function" && (o = r(o)), qn(o) || (o = typeof r == "string" ? n.parse(o, r) : n.parse(o)), o === null ? null : (i && (o = i === "week" && (Tr(a) || a === !0) ? n.startOf(o, "isoWeek", a) : n.startOf(o, i)), +o);
}
function Xd(e, t, n, r) {
	let i = qd.length;
	for (let a = qd.indexOf(e); a < i - 1; ++a) {
		let e = Kd[qd[a]], i = e.steps ? e.steps : 2 ** 53 - 1;
		if (e.common && Math.ceil((n - t) / (i * e.size)) <= r) return qd[a];
	}
	return qd[i - 1];
}
function Zd(e, t, n, r, i) {
	for (let a = qd.length - 1; a >= qd.indexOf(n); a--) {
		let n = qd[a];
		if (Kd[n].common && e._adapter.diff(i, r, n) >= t - 1) return n;
	}
	return qd[n ? qd.indexOf(n) : 0];
}
function Qd(e) {
	for (let t = qd.indexOf(e) + 1, n = qd.length; t < n; ++t) if (Kd[qd[t]].common) return qd[t];
}
function $d(e, t, n) {
	if (!n) e[t] = !0;
	else if (n.length) {
		let { lo: r, hi: i } = zr(n, t), a = n[r] >= t ? n[r] : n[i];
		e[a] = !0;
	}
}
function ef(e, t, n, r) {
	let i = e._adapter, a = +i.startOf(t[0].value, r), o = t[t.length - 1].value, s, c;
	for (s = a; s <= o; s = +i.add(s, 1, r)) c = n[s], c >= 0 && (t[c].major = !0);
	return t;
}
function tf(e, t, n) {
	let r = [], i = {}, a = t.length, o, s;
	for (o = 0; o < a; ++o) s = t[o], i[s] = o, r.push({
		value: s,
		major: !1
	});
	return a === 0 || !n ? r : ef(e, r, i, n);
}
var nf = class extends Mc {
	constructor(e) {
		super(e), this._cache = {
			data: [],
			labels: [],
			all: []
		}, this._unit = "day", this._majorUnit = void 0, this._offsets = {}, this._normalized = !1, this._parseOpts = void 0;
	}
	init(e, t = {}) {
		let n = e.time || (e.time = {}), r = this._adapter = new gs._date(e.adapters.date);
		r.init(t), nr(n.displayFormats, r.formats()), this._parseOpts = {
			parser: n.parser,
			round: n.round,
			isoWeekday: n.isoWeekday
		}, super.init(e), this._normalized = t.normalized;
	}
	parse(e, t) {
		return e === void 0 ? null : Yd(this, e);
	}
	beforeLayout() {
		super.beforeLayout(), this._cache = {
			data: [],
			labels: [],
			all: []
		};
	}
	determineDataLimits() {
		let e = this.options, t = this._adapter, n = e.time.unit || "day", { min: r, max: i, minDefined: a, maxDefined: o } = this.getUserBounds();
		function s(e) {
			!a && !isNaN(e.min) && (r = Math.min(r, e.min)), !o && !isNaN(e.max) && (i = Math.max(i, e.max));
		}
		a && o || (s(this._getLabelBounds()), (e.bounds !== "ticks" || e.ticks.source !== "labels") && s(this.getMinMax(!1))), r = qn(r) && !isNaN(r) ? r : +t.startOf(Date.now(), n), i = qn(i) && !isNaN(i) ? i : +t.endOf(Date.now(), n) + 1, this.min = Math.min(r, i - 1), this.max = Math.max(r + 1, i);
	}
	_getLabelBounds() {
		let e = this.getLabelTimestamps(), t = Infinity, n = -Infinity;
		return e.length && (t = e[0], n = e[e.length - 1]), {
			min: t,
			max: n
		};
	}
	buildTicks() {
		let e = this.options, t = e.time, n = e.ticks, r = n.source === "labels" ? this.getLabelTimestamps() : this._generate();
		e.bounds === "ticks" && r.length && (this.min = this._userMin || r[0], this.max = this._userMax || r[r.length - 1]);
		let i = this.min, a = this.max, o = Hr(r, i, a);
		return this._unit = t.unit || (n.autoSkip ? Xd(t.minUnit, this.min, this.max, this._getLabelCapacity(i)) : Zd(this, o.length, t.minUnit, this.min, this.max)), this._majorUnit = !n.major.enabled || this._unit === "year" ? void 0 : Qd(this._unit), this.initOffsets(r), e.reverse && o.reverse(), tf(this, o, this._majorUnit);
	}
	afterAutoSkip() {
		this.options.offsetAfterAutoskip && this.initOffsets(this.ticks.map((e) => +e.value));
	}
	initOffsets(e = []) {
		let t = 0, n = 0, r, i;
		this.options.offset && e.length && (r = this.getDecimalForValue(e[0]), t = e.length === 1 ? 1 - r : (this.getDecimalForValue(e[1]) - r) / 2, i = this.getDecimalForValue(e[e.length - 1]), n = e.length === 1 ? i : (i - this.getDecimalForValue(e[e.length - 2])) / 2);
		let a = e.length < 3 ? .5 : .25;
		t = Ir(t, 0, a), n = Ir(n, 0, a), this._offsets = {
			start: t,
			end: n,
			factor: 1 / (t + 1 + n)
		};
	}
	_generate() {
		let e = this._adapter, t = this.min, n = this.max, r = this.options, i = r.time, a = i.unit || Xd(i.minUnit, t, n, this._getLabelCapacity(t)), o = W(r.ticks.stepSize, 1), s = a === "week" && i.isoWeekday, c = Tr(s) || s === !0, l = {}, u = t, d, f;
		if (c && (u = +e.startOf(u, "isoWeek", s)), u = +e.startOf(u, c ? "day" : a), e.diff(n, t, a) > 1e5 * o) throw Error(t + " and " + n + " are too far apart with stepSize of " + o + " " + a);
		let p = r.ticks.source === "data" && this.getDataTimestamps();
		for (d = u, f = 0; d < n; d = +e.add(d, o, a), f++) $d(l, d, p);
		return (d === n || r.bounds === "ticks" || f === 1) && $d(l, d, p), Object.keys(l).sort(Jd).map((e) => +e);
	}
	getLabelForValue(e) {
		let t = this._adapter, n = this.options.time;
		return n.tooltipFormat ? t.format(e, n.tooltipFormat) : t.format(e, n.displayFormats.datetime);
	}
	format(e, t) {
		let n = this.options.time.displayFormats, r = this._unit, i = t || n[r];
		return this._adapter.format(e, i);
	}
	_tickFormatFunction(e, t, n, r) {
		let i = this.options, a = i.ticks.callback;
		if (a) return G(a, [
			e,
			t,
			n
		], this);
		let o = i.time.displayFormats, s = this._unit, c = this._majorUnit, l = s && o[s], u = c && o[c], d = n[t], f = c && u && d && d.major;
		return this._adapter.format(e, r || (f ? u : l));
	}
	generateTickLabels(e) {
		let t, n, r;
		for (t = 0, n = e.length; t < n; ++t) r = e[t], r.label = this._tickFormatFunction(r.value, t, e);
	}
	getDecimalForValue(e) {
		return e === null ? NaN : (e - this.min) / (this.max - this.min);
	}
	getPixelForValue(e) {
		let t = this._offsets, n = this.getDecimalForValue(e);
		return this.getPixelForDecimal((t.start + n) * t.factor);
	}
	getValueForPixel(e) {
		let t = this._offsets, n = this.getDecimalForPixel(e) / t.factor - t.end;
		return this.min + n * (this.max - this.min);
	}
	_getLabelSize(e) {
		let t = this.options.ticks, n = this.ctx.measureText(e).width, r = Or(this.isHorizontal() ? t.maxRotation : t.minRotation), i = Math.cos(r), a = Math.sin(r), o = this._resolveTickFontOptions(0).size;
		return {
			w: n * i + o * a,
			h: n * a + o * i
		};
	}
	_getLabelCapacity(e) {
		let t = this.options.time, n = t.displayFormats, r = n[t.unit] || n.millisecond, i = this._tickFormatFunction(e, 0, tf(this, [e], this._majorUnit), r), a = this._getLabelSize(i), o = Math.floor(this.isHorizontal() ? this.width / a.w : this.height / a.h) - 1;
		return o > 0 ? o : 1;
	}
	getDataTimestamps() {
		let e = this._cache.data || [], t, n;
		if (e.length) return e;
		let r = this.getMatchingVisibleMetas();
		if (this._normalized && r.length) return this._cache.data = r[0].controller.getAllParsedValues(this);
		for (t = 0, n = r.length; t < n; ++t) e = e.concat(r[t].controller.getAllParsedValues(this));
		return this._cache.data = this.normalize(e);
	}
	getLabelTimestamps() {
		let e = this._cache.labels || [], t, n;
		if (e.length) return e;
		let r = this.getLabels();
		for (t = 0, n = r.length; t < n; ++t) e.push(Yd(this, r[t]));
		return this._cache.labels = this._normalized ? e : this.normalize(e);
	}
	normalize(e) {
		return Kr(e.sort(Jd));
	}
};
Y(nf, "id", "time"), Y(nf, "defaults", {
	bounds: "data",
	adapters: {},
	time: {
		parser: !1,
		unit: !1,
		round: !1,
		isoWeekday: !1,
		minUnit: "millisecond",
		displayFormats: {}
	},
	ticks: {
		source: "auto",
		callback: !1,
		major: { enabled: !1 }
	}
});
function rf(e, t, n) {
	let r = 0, i = e.length - 1, a, o, s, c;
	n ? (t >= e[r].pos && t <= e[i].pos && ({lo: r, hi: i} = Br(e, "pos", t)), {pos: a, time: s} = e[r], {pos: o, time: c} = e[i]) : (t >= e[r].time && t <= e[i].time && ({lo: r, hi: i} = Br(e, "time", t)), {time: a, pos: s} = e[r], {time: o, pos: c} = e[i]);
	let l = o - a;
	return l ? s + (c - s) * (t - a) / l : s;
}
var af = class extends nf {
	constructor(e) {
		super(e), this._table = [], this._minPos = void 0, this._tableRange = void 0;
	}
	initOffsets() {
		let e = this._getTimestampsForTable(), t = this._table = this.buildLookupTable(e);
		this._minPos = rf(t, this.min), this._tableRange = rf(t, this.max) - this._minPos, super.initOffsets(e);
	}
	buildLookupTable(e) {
		let { min: t, max: n } = this, r = [], i = [], a, o, s, c, l;
		for (a = 0, o = e.length; a < o; ++a) c = e[a], c >= t && c <= n && r.push(c);
		if (r.length < 2) return [{
			time: t,
			pos: 0
		}, {
			time: n,
			pos: 1
		}];
		for (a = 0, o = r.length; a < o; ++a) l = r[a + 1], s = r[a - 1], c = r[a], Math.round((l + s) / 2) !== c && i.push({
			time: c,
			pos: a / (o - 1)
		});
		return i;
	}
	_generate() {
		let e = this.min, t = this.max, n = super.getDataTimestamps();
		return n.includes(e) && n.length || n.splice(0, 0, e), n.includes(t) && n.length !== 1 || n.push(t), n.sort((e, t) => e - t);
	}
	_getTimestampsForTable() {
		let e = this._cache.all || [];
		if (e.length) return e;
		let t = this.getDataTimestamps(), n = this.getLabelTimestamps();
		return e = t.length && n.length ? this.normalize(t.concat(n)) : t.length ? t : n, e = this._cache.all = e, e;
	}
	getDecimalForValue(e) {
		return (rf(this._table, e) - this._minPos) / this._tableRange;
	}
	getValueForPixel(e) {
		let t = this._offsets, n = this.getDecimalForPixel(e) / t.factor - t.end;
		return rf(this._table, n * this._tableRange + this._minPos, !0);
	}
};
Y(af, "id", "timeseries"), Y(af, "defaults", nf.defaults), bl.register(jl, os, nu, _d, Pu, Uu, us, Wl, xd, fs, Kl, Ku, fd), bl.defaults.font.family = "Roboto, Arial, sans-serif", bl.defaults.font.size = 12;
function of() {
	bl.defaults.color = d.muted, bl.defaults.borderColor = d.chartGrid;
}
of(), te(of);
var sf = m;
function cf(e) {
	return sf[e % sf.length];
}
var lf = 280;
function uf(e) {
	try {
		return e.getContext ? e.getContext("2d") : null;
	} catch {
		return null;
	}
}
function df(e, t, n = {}, r, i) {
	let a = { ...n }, o = n.height ?? lf, s = P("canvas", {
		role: "img",
		"aria-label": n.title || `${e} chart`
	}), c = P("div", { class: `tbp-chart tbp-chart-${e}` }, s);
	c.style.height = `${o}px`;
	let l = null, u = uf(s);
	u && (l = new bl(u, {
		type: t,
		data: r(a),
		options: i(a)
	}));
	let d = {
		element: c,
		chart: l,
		update(t = {}) {
			a = {
				...a,
				...t
			}, t.title !== void 0 && s.setAttribute("aria-label", t.title || `${e} chart`), l && (l.data = r(a), l.options = i(a), l.update("none"));
		},
		destroy() {
			l && l.destroy(), l = null, d.chart = null, c.remove();
		}
	};
	return d;
}
function ff({ title: e, legend: t = !0, legendPosition: n = "top" }) {
	return {
		responsive: !0,
		maintainAspectRatio: !1,
		animation: !1,
		plugins: {
			title: {
				display: !!e,
				text: e || "",
				font: {
					size: 13,
					weight: "500"
				}
			},
			legend: {
				display: t,
				position: n,
				labels: {
					boxWidth: 12,
					boxHeight: 12
				}
			},
			tooltip: { enabled: !0 }
		}
	};
}
function pf(e) {
	return e || ((e) => R(e));
}
function mf(e) {
	return df("pie", "pie", e, ({ labels: e = [], values: t = [] }) => ({
		labels: [...e],
		datasets: [{
			data: [...t],
			backgroundColor: t.map((e, t) => cf(t)),
			borderColor: d.surface,
			borderWidth: 1
		}]
	}), ({ title: e, format: t }) => {
		let n = pf(t), r = ff({
			title: e,
			legendPosition: "right"
		});
		return r.plugins.tooltip.callbacks = { label(e) {
			let t = e.dataset.data.reduce((e, t) => e + (Number(t) || 0), 0), r = t ? ` (${(100 * e.parsed / t).toFixed(1)}%)` : "";
			return `${e.label}: ${n(e.parsed)}${r}`;
		} }, r;
	});
}
function hf(e) {
	return df("stacked-column", "bar", e, ({ labels: e = [], series: t = [] }) => ({
		labels: [...e],
		datasets: t.map((e, t) => ({
			label: e.label,
			data: [...e.values],
			backgroundColor: cf(t),
			borderWidth: 0
		}))
	}), ({ title: e, yLabel: t, format: n }) => {
		let r = pf(n), i = ff({ title: e });
		return i.interaction = {
			mode: "index",
			intersect: !1
		}, i.plugins.tooltip.callbacks = { label: (e) => `${e.dataset.label}: ${r(e.parsed.y)}` }, i.scales = {
			x: {
				stacked: !0,
				grid: { display: !1 }
			},
			y: {
				stacked: !0,
				beginAtZero: !0,
				title: {
					display: !!t,
					text: t || ""
				},
				ticks: { callback: (e) => r(e) }
			}
		}, i;
	});
}
function gf(e) {
	return df("line", "line", e, ({ labels: e = [], series: t = [], x: n = null }) => ({
		labels: n ? [] : [...e],
		datasets: t.map((e, t) => {
			let r = e.color || cf(t), i = n ? e.values.map((e, t) => ({
				x: n[t],
				y: e
			})) : [...e.values];
			return e.marker ? {
				label: e.label,
				data: i,
				yAxisID: e.axis === "right" ? "y1" : "y",
				borderColor: r,
				backgroundColor: r,
				showLine: !1,
				fill: !1,
				stack: `tbp-unstacked-${t}`,
				pointRadius: 4,
				pointHoverRadius: 5,
				spanGaps: !1
			} : {
				label: e.label,
				data: i,
				yAxisID: e.axis === "right" ? "y1" : "y",
				borderColor: r,
				backgroundColor: e.fill ? x(r, .35) : r,
				fill: e.fill ? e.stack ? "stack" : "origin" : !1,
				stack: e.stack ? String(e.stack) : `tbp-unstacked-${t}`,
				borderWidth: 1.5,
				pointRadius: 0,
				pointHoverRadius: 3,
				tension: 0,
				stepped: e.stepped || !1
			};
		})
	}), ({ series: e = [], x: t = null, title: n, xLabel: r, formatX: i, yLeftLabel: a, yRightLabel: o, format: s, formatRight: c }) => {
		let l = pf(s), u = pf(c || s), d = e.some((e) => e.stack && e.axis !== "right"), f = e.some((e) => e.stack && e.axis === "right"), p = ff({ title: n });
		return p.interaction = {
			mode: "index",
			intersect: !1
		}, p.plugins.tooltip.callbacks = { label(e) {
			let t = e.dataset.yAxisID === "y1" ? u : l;
			return `${e.dataset.label}: ${t(e.parsed.y)}`;
		} }, p.scales = {
			x: {
				grid: { display: !1 },
				ticks: {
					maxRotation: 0,
					autoSkip: !0,
					autoSkipPadding: 16
				},
				title: {
					display: !!r,
					text: r || ""
				}
			},
			y: {
				position: "left",
				stacked: d,
				beginAtZero: !0,
				title: {
					display: !!a,
					text: a || ""
				},
				ticks: { callback: (e) => l(e) }
			},
			y1: {
				position: "right",
				display: "auto",
				stacked: f,
				beginAtZero: !0,
				grid: { drawOnChartArea: !1 },
				title: {
					display: !!o,
					text: o || ""
				},
				ticks: { callback: (e) => u(e) }
			}
		}, t && (Object.assign(p.scales.x, {
			type: "linear",
			bounds: "ticks"
		}), p.scales.x.ticks.callback = (e) => i ? i(e) : R(e), p.interaction.axis = "x"), p;
	});
}
function _f(e) {
	return df("bar", "bar", e, ({ labels: e = [], values: t = [], label: n, title: r }) => ({
		labels: [...e],
		datasets: [{
			label: n || r || "",
			data: [...t],
			backgroundColor: cf(0),
			borderWidth: 0
		}]
	}), ({ title: e, horizontal: t, format: n }) => {
		let r = pf(n), i = t ? "x" : "y", a = ff({
			title: e,
			legend: !1
		});
		return a.indexAxis = t ? "y" : "x", a.plugins.tooltip.callbacks = { label: (e) => r(e.parsed[i]) }, a.scales = {
			[i]: {
				beginAtZero: !0,
				ticks: { callback: (e) => r(e) }
			},
			[t ? "y" : "x"]: { grid: { display: !1 } }
		}, a;
	});
}
// src/components/card.js
function X({ title: e, subtitle: t } = {}, ...n) {
	let r = P("div", { class: "tbp-card-body" }, n);
	return {
		element: P("section", { class: "tbp-card" }, e || t ? P("div", { class: "tbp-card-header" }, e ? P("h3", { class: "tbp-card-title" }, e) : null, t ? P("div", { class: "tbp-card-subtitle" }, t) : null) : null, r),
		body: r,
		setContent(...e) {
			ue(I(r), e);
		}
	};
}
function vf({ title: e, subtitle: t, rows: n = [] } = {}) {
	let r = P("dl", { class: "tbp-kv" }), { element: i } = X({
		title: e,
		subtitle: t
	}, r);
	i.classList.add("tbp-kv-card");
	function a(e) {
		I(r);
		for (let [t, n] of e || []) r.append(P("dt", { class: "tbp-kv-label" }, t ?? ""), P("dd", { class: "tbp-kv-value" }, yf(n)));
	}
	return a(n), {
		element: i,
		setRows: a
	};
}
function yf(e) {
	return e == null ? "" : e instanceof Node ? e : typeof e == "number" ? R(e) : String(e);
}
// src/components/compare.js
var bf = 1024 ** 2, xf = "−", Sf = {
	us: 1,
	ms: 1e3,
	s: 1e6
}, Cf = {
	us: "µs",
	ms: "ms",
	s: "s"
}, wf = "cmp_", Tf = {
	up: "tbp-worse",
	down: "tbp-better",
	new: "tbp-change-new",
	gone: "tbp-change-gone",
	same: "tbp-change-same"
};
function Ef(e, t = {}) {
	return e === "up" ? t.up || "slower" : e === "down" ? t.down || "faster" : String(e ?? "");
}
function Df(e) {
	return `tbp-change ${Tf[e] || ""}`.trim();
}
function Of(e, t = !0) {
	return typeof e != "number" || !e ? "" : e > 0 === t ? "tbp-worse" : "tbp-better";
}
function kf(e) {
	return typeof e.delta == "number" ? e.delta ? e.lower_is_better === null ? e.delta > 0 ? "more" : "fewer" : Of(e.delta, e.lower_is_better !== !1) === "tbp-worse" ? "worse" : "better" : "same" : "";
}
function Af(e) {
	return e.lower_is_better === null ? "" : Of(e.delta, e.lower_is_better !== !1);
}
function jf(e) {
	return e == null || Number.isNaN(e);
}
var Mf = (e) => e.toLocaleString("en-US", {
	minimumFractionDigits: 3,
	maximumFractionDigits: 3
});
function Nf(e, t, n = t) {
	if (jf(e)) return "";
	let r = Sf[n] ? n : t;
	return `${Mf(e * Sf[t] / Sf[r])} ${Cf[r]}`;
}
function Pf(e, t = "", n = t) {
	if (jf(e)) return "";
	if (Sf[t]) return Nf(e, t, n);
	switch (t) {
		case "bytes": return Fe(e);
		case "MiB": return Fe(e * bf);
		case "%": return z(e, 2);
		default: return R(e, 2);
	}
}
function Ff(e, t) {
	return jf(e) ? "" : e === 0 ? "0" : `${e > 0 ? "+" : xf}${t(Math.abs(e))}`;
}
function If(e, t = "", n = t) {
	return t === "%" ? Ff(e, (e) => `${R(e, 2)} pp`) : Ff(e, (e) => Pf(e, t, n));
}
function Lf(e) {
	return Ff(e, (e) => `${R(e, 1)}%`);
}
function Rf(e = {}) {
	return `${e.run ?? ""} (${e.host || "all hosts"})`;
}
function zf(e) {
	return `Comparing ${Rf(e.new)} with ${Rf(e.base)}`;
}
var Bf = /\s*\((?:us|µs|μs|ms|MiB|bytes)\)/g;
function Vf(e) {
	return String(e.label ?? e.id ?? "").replace(Bf, "");
}
function Hf(e, t) {
	let n = (e, t = "") => P("td", {
		class: `tbp-num ${t}`.trim(),
		text: e
	});
	return P("table", { class: "tbp-compare-kpis" }, P("thead", {}, P("tr", {}, P("th", { text: "Metric" }), P("th", {
		class: "tbp-num",
		text: "Base"
	}), P("th", {
		class: "tbp-num",
		text: "New"
	}), P("th", {
		class: "tbp-num",
		text: "Δ",
		title: "new − base"
	}), P("th", {
		class: "tbp-num",
		text: "Δ %",
		title: "(new − base) / base"
	}), P("th", { text: "Change" }))), P("tbody", {}, e.map((e) => {
		let r = Af(e), i = t || e.unit;
		return P("tr", { dataset: { kpi: e.id } }, P("td", {
			class: "tbp-compare-kpi-label",
			text: Vf(e)
		}), n(Pf(e.base, e.unit, i)), n(Pf(e.new, e.unit, i)), n(If(e.delta, e.unit, i), `tbp-delta ${r}`), n(Lf(e.delta_pct), `tbp-delta ${r}`), P("td", {
			class: `tbp-compare-word ${r}`,
			text: kf(e)
		}));
	})));
}
function Uf(e) {
	let t = e.comparison || {}, n = t.kpis || [], r = X({
		title: zf(e),
		subtitle: "Δ = new − base. Worse changes are red, better ones green."
	}, t.verdict ? P("p", {
		class: "tbp-compare-verdict",
		text: t.verdict
	}) : null, n.length ? Hf(n, t.kpi_unit) : null).element;
	return r.classList.add("tbp-compare-header"), r;
}
function Wf(e) {
	let t = e.counts || {}, n = e.words || {}, r = (e) => R(e ?? 0);
	return `${e.title}: ${r(t.matched)} matched (${r(t.up)} ${Ef("up", n)}, ${r(t.down)} ${Ef("down", n)}, ${r(t.same)} same) · ${r(t.new)} new · ${r(t.gone)} gone`;
}
var Gf = [
	["_base", "base"],
	["", "new"],
	["_delta", "Δ"],
	["_delta_pct", "Δ %"]
];
function Kf(e) {
	let t = (e.columns || []).map((e) => e.id), n = new Set(t), r = t.filter((e) => n.has(`${e}_base`) && n.has(`${e}_delta`)), i = new Set(r.flatMap((e) => Gf.map(([t]) => `${e}${t}`))), a = [...r.includes(e.metric) ? [e.metric] : [], ...r.filter((t) => t !== e.metric)];
	return {
		ids: [...t.filter((e) => !i.has(e)), ...a.flatMap((e) => Gf.map(([t]) => `${e}${t}`)).filter((e) => n.has(e))],
		metrics: r
	};
}
function qf(e) {
	let t = e.words || {}, n = new Map([
		"up",
		"down",
		"new",
		"gone",
		"same"
	].map((e) => [Ef(e, t), e])), r = e.metric, { ids: i, metrics: a } = Kf(e), o = new Map((e.columns || []).map((e, t) => [e.id, t])), s = i.map((e) => o.get(e)), c = /* @__PURE__ */ new Map(), l = /* @__PURE__ */ new Map();
	for (let t of a) {
		let n = String(e.columns[o.get(t)].label ?? t).replace(/ \(new\)$/, ""), r = e.units?.[t];
		if (r && Sf[r.unit] && Sf[r.shown]) {
			n = `${n.replace(Bf, "")} (${Cf[r.shown]})`;
			for (let [e] of Gf) l.set(`${t}${e}`, r);
		}
		for (let [e, r] of Gf) c.set(`${t}${e}`, {
			group: n,
			header: r
		});
	}
	let u = (e) => {
		let t = l.get(e.id);
		return t ? e.label.replace(Bf, ` (${Cf[t.shown]})`) : e.label;
	}, d = (e) => {
		let t = e.endsWith("_delta_pct") ? null : l.get(e);
		return t ? (e) => jf(e) ? "" : Mf(e * Sf[t.unit] / Sf[t.shown]) : (e) => R(e, 3);
	}, f = (e.rows || []).map((e) => s.map((n) => i[0] === "change" && n === o.get("change") ? Ef(e[n], t) : e[n]));
	return Nt({
		columns: s.map((t) => e.columns[t]),
		rows: f
	}, (e) => {
		let { id: t } = e;
		if (Object.assign(e, c.get(t) || {}), t === "change") e.title = `How the row changed, by ${c.get(r)?.group || r || "its main metric"}`, e.cell = (e, t, r) => P("span", {
			class: Df(n.get(e)),
			text: r
		});
		else if (t.endsWith("_delta_pct")) e.format = Lf, e.title = `${u(e)}: (new − base) / base; empty where the base is 0`, t === `${r}_delta_pct` && (e.cell = Jf);
		else if (t.endsWith("_delta")) {
			let n = d(t);
			e.format = (e) => Ff(e, n), e.title = `${u(e)}: new − base`, t === `${r}_delta` && (e.cell = Jf);
		} else e.type === "number" && (e.format = d(t), l.has(t) && (e.title = u(e)));
	});
}
function Jf(e, t, n) {
	let r = Of(e);
	return r ? P("span", {
		class: `tbp-delta ${r}`,
		text: n
	}) : null;
}
function Yf(e, { csvFileName: t = "compared.csv", state: n = {}, setParams: r = () => {}, pageSize: i = 50, prefix: a = wf } = {}) {
	let { columns: o, rows: s } = qf(e), c = Mt(n, r, a);
	c.initialSort && !o.some((e) => e.id === c.initialSort.id) && (c.initialSort = null);
	let { metrics: l } = Kf(e), u = l.filter((t) => t !== e.metric).flatMap((e) => [`${e}_base`, `${e}_delta_pct`]), d = Gt({
		columns: o,
		rows: s,
		pageSize: i,
		filterPlaceholder: "Filter by name or change",
		csvFileName: t,
		caption: Wf(e),
		defaultHidden: u,
		...c
	});
	return n[`${a}filter`] && d.setFilter(n[`${a}filter`]), n[`${a}page`] && d.setPage(Number(n[`${a}page`]) || 0), d.element.classList.add("tbp-compare-table"), d;
}
function Xf(e, t = e.tool) {
	return `${Ie(e.new?.run, e.new?.host || "all_hosts", t, "vs", e.base?.run)}.csv`;
}
function Zf(e, t) {
	let n = e.comparison?.tables || {};
	return Object.keys(n).filter((e) => e === t || n[e]?.beside === t);
}
function Qf(e, t, { state: n = {}, setParams: r = () => {}, pageSize: i } = {}) {
	let a = Zf(e, t);
	if (!a.includes(t)) return {
		element: Ze("Nothing to compare", "Neither run has this table.").element,
		table: null
	};
	let o = Xf(e).replace(/\.csv$/, ""), s = null, c = a.map((a) => {
		let c = e.comparison.tables[a], l = Yf(c, {
			csvFileName: a === t ? `${o}.csv` : `${o}_${a}.csv`,
			state: n,
			setParams: r,
			pageSize: i,
			prefix: a === t ? wf : `${wf}${a}_`
		});
		return l.element.dataset.table = a, a === t && (s = l), c.note ? P("div", { class: "tbp-compare-part" }, P("p", {
			class: "tbp-diagnostic tbp-compare-table-note",
			role: "note",
			text: c.note
		}), l.element) : l.element;
	});
	return {
		element: c.length === 1 ? c[0] : P("div", { class: "tbp-compare-parts" }, ...c),
		table: s
	};
}
function $f(e) {
	return P("h3", {
		class: "tbp-compare-new-run",
		text: `The new run alone: ${Rf(e.new)}`
	});
}
// src/tools/tensorflow_stats.js
var ep = /* @__PURE__ */ s({
	allHosts: () => !0,
	chartSides: () => bp,
	dataParams: () => gp,
	defaultHidden: () => Dp,
	grouping: () => hp,
	render: () => kp,
	selfTimeByOp: () => fp,
	selfTimeByType: () => dp,
	shortLabel: () => xp,
	tableData: () => mp,
	tableModel: () => Op,
	tableRows: () => pp,
	typesAreNames: () => vp,
	viewTitle: () => yp,
	withoutShapes: () => _p
}), tp = /* @__PURE__ */ new Set([
	"device_total_self_time_percent",
	"device_cumulative_total_self_time_percent",
	"host_total_self_time_percent",
	"host_cumulative_total_self_time_percent"
]), np = /* @__PURE__ */ new Set(["tc_self_ratio", "tc_total_ratio"]), rp = {
	device_self_time: "Time of the kernels, copies and sets the operator launched itself",
	device_total_time: "Time of the kernels, copies and sets the operator and the operators nested in it launched",
	self_time_excl_runtime: "Host self-time less the CUDA/HIP runtime calls made in the operator (torch-tb-profiler's host self time)",
	tc_eligible: "Whether the operator can use Tensor Cores: by its name, or because a kernel it or an operator nested in it launched uses them",
	tc_self_ratio: "Time of its own kernels that use Tensor Cores / its device self-time",
	tc_total_ratio: "Time of the kernels that use Tensor Cores / its device total time"
}, ip = [
	"avg_self_time",
	"device_total_self_time_percent",
	"device_cumulative_total_self_time_percent",
	"host_total_self_time_percent",
	"host_cumulative_total_self_time_percent"
], ap = 10, op = 30, sp = "IDLE", cp = ["Host", "Device"];
function lp(e) {
	return Object.fromEntries(e.columns.map((e, t) => [e.id, t]));
}
function up(e, t, n, r) {
	let i = lp(e), a = /* @__PURE__ */ new Map();
	for (let e of r) {
		if (e[i.host_or_device] !== t) continue;
		let r = e[i[n]];
		a.set(r, (a.get(r) || 0) + e[i.total_self_time]);
	}
	let o = [...a.entries()].filter(([, e]) => e > 0).sort((e, t) => t[1] - e[1]), s = o.slice(0, ap), c = o.slice(ap).reduce((e, [, t]) => e + t, 0);
	return c > 0 && s.push(["Other", c]), {
		labels: s.map(([e]) => e),
		values: s.map(([, e]) => e)
	};
}
function dp(e, t, n = e.rows) {
	return up(e, t, "type", n);
}
function fp(e, t, n = e.rows) {
	return up(e, t, "operation", n);
}
function pp(e, t) {
	return t && e.rows_with_idle ? e.rows_with_idle : e.rows;
}
function mp(e, t, n) {
	return n && e.type_columns ? {
		columns: e.type_columns,
		rows: t ? e.type_rows_with_idle : e.type_rows
	} : {
		columns: e.columns,
		rows: pp(e, t)
	};
}
function hp(e, t) {
	return e.group === "type" ? "type" : e.group === "shape" && t.has_input_shapes ? "shape" : "op";
}
function gp(e = {}) {
	return e.group === "shape" ? { group_by: "input_shape" } : {};
}
function _p(e) {
	let t = e.columns.findIndex((e) => e.id === "input_shape");
	if (t < 0) return e;
	let n = (e) => e && e.map((e) => e.filter((e, n) => n !== t)), r = { ...e };
	return delete r.group_by, {
		...r,
		columns: e.columns.filter((e, n) => n !== t),
		rows: n(e.rows),
		rows_with_idle: n(e.rows_with_idle)
	};
}
function vp(e, t) {
	let n = lp(e);
	return e.rows.every((e) => e[n.host_or_device] !== t || e[n.type] === e[n.operation]);
}
function yp(e) {
	let t = lp(e);
	return e.rows.some((e) => e[t.host_or_device] === "Host") && vp(e, "Host") ? "PyTorch operators" : "TensorFlow stats";
}
function bp(e, t) {
	let n = lp(e);
	return cp.filter((r) => pp(e, t).some((e) => e[n.host_or_device] === r && e[n.total_self_time] > 0));
}
function xp(e, t = op) {
	return We(e, t);
}
function Sp(e, { labels: t, values: n }) {
	let r = mf({
		labels: t.map((e) => xp(e)),
		values: n,
		format: B,
		height: 260
	});
	if (r.element.querySelector("canvas")?.setAttribute("aria-label", e), r.chart) {
		let e = r.chart.data.datasets[0].backgroundColor;
		t.forEach((t, n) => {
			t === sp && (e[n] = v.idle);
		});
		let n = r.chart.options.plugins.tooltip.callbacks, i = n.label;
		n.label = (e) => i(e).replace(e.label, () => t[e.dataIndex]), r.chart.update("none");
	}
	return X({ title: e }, r.element);
}
function Cp(e, t, n) {
	I(e);
	let r = pp(t, n), i = n ? " (IDLE included)" : "";
	for (let a of bp(t, n)) e.append(Sp(`${a} self time by op${i}`, fp(t, a, r)).element), vp(t, a) || e.append(Sp(`${a} self time by op type${i}`, dp(t, a, r)).element);
	e.hidden = !e.childElementCount;
}
function wp(e) {
	let t = e.sides || cp, n = [];
	t.includes("Host") && (n.push(["Op self time on host", B(e.host_self_time_us)]), n.push(["IDLE time on host", B(e.host_idle_time_us ?? 0)])), t.includes("Device") && (n.push(["Op self time on device", B(e.device_self_time_us)]), n.push(["IDLE time on device", B(e.device_idle_time_us ?? 0)]));
	let r = lp(e), i = new Set(e.rows.map((e) => `${e[r.host_or_device]}\u0001${e[r.operation]}`));
	return n.push(["Ops", R(i.size)]), n;
}
function Tp(e, t) {
	let n = (n, r) => P("label", {}, P("input", {
		type: "radio",
		name: "tbp-tfstats-idle",
		value: n,
		checked: n === "yes" === e,
		on: { change: (e) => {
			e.target.checked && t(n === "yes");
		} }
	}), ` ${r}`);
	return P("fieldset", {
		class: "tbp-radio-row tbp-tfstats-idle",
		id: "tbp-tfstats-idle"
	}, P("legend", { text: "Include IDLE time in statistics" }), n("yes", "Yes"), n("no", "No"));
}
function Ep(e, t, n) {
	let r = P("select", {
		id: "tbp-tfstats-group",
		"aria-label": "Table rows",
		on: { change: () => n(r.value) }
	}, ...[
		["op", "Operation"],
		...t ? [["shape", "Operation and input shape"]] : [],
		["type", "Operation type"]
	].map(([t, n]) => P("option", {
		value: t,
		text: n,
		selected: t === e
	})));
	return P("label", { class: "tbp-field tbp-inline-field tbp-tfstats-group" }, P("span", {
		class: "tbp-field-label",
		text: "One row per"
	}), r);
}
function Dp(e, t) {
	let n = ["rank", "avg_time"], r = Object.fromEntries(e.map((e, t) => [e.id, t]));
	return r.type !== void 0 && r.operation !== void 0 && t.length && t.every((e) => e[r.type] === e[r.operation] || e[r.type] === sp) && n.push("type"), r.device_total_time !== void 0 && n.push(...ip), e.forEach((e, r) => {
		e.id === "host_or_device" ? t.length && t.every((e) => e[r] === t[0][r]) && n.push(e.id) : e.type === "number" && !n.includes(e.id) && t.every((e) => !e[r]) && n.push(e.id);
	}), n.filter((t) => e.some((e) => e.id === t));
}
function Op(e, t) {
	return Nt({
		columns: e,
		rows: t
	}, (e) => {
		tp.has(e.id) || np.has(e.id) ? e.format = (e) => z(e, 2) : e.type === "number" && (e.format = (e) => R(e, 3)), rp[e.id] && (e.title = rp[e.id]);
	});
}
function kp(e, { data: t, comparison: n = null, state: r = {}, params: i = {}, api: a, setParams: o = () => {} }) {
	let s = Ie(r.run, r.host || "all_hosts", "tensorflow_stats"), c = r.idle === "1", l = hp(r, t), u = l === "type", d = t.group_by === "input_shape" ? t.has_input_shapes ? { shape: t } : { op: _p(t) } : { op: t }, f = d[l === "shape" ? "shape" : "op"];
	e.append(P("h2", { text: yp(t) }));
	for (let t of f.diagnostics || []) e.append(P("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: t
	}));
	if (n) {
		e.append(Uf(n), Qf(n, "ops", {
			state: r,
			setParams: o
		}).element, $f(n), vf({
			title: "Op self time",
			rows: wp(f)
		}).element);
		let t = P("div", { class: "tbp-chart-row tbp-tfstats-charts" });
		e.append(t), Cp(t, f, !1);
		return;
	}
	let p = P("div", { class: "tbp-chart-row tbp-tfstats-charts" }), m = P("div", { class: "tbp-tfstats-table" }), h = null, g = (e) => {
		let { columns: t, rows: n } = mp(f, c, u), { columns: r, rows: i } = Op(t, n), a = Mt(e, o);
		a.initialSort && !r.some((e) => e.id === a.initialSort.id) && (a.initialSort = null);
		let d = l === "shape";
		h = Gt({
			columns: r,
			rows: i,
			pageSize: 50,
			filterPlaceholder: u ? "Filter by op type" : d ? "Filter by op or input shape" : "Filter by op name or type",
			csvFileName: `${s}${u ? "_types" : d ? "_input_shapes" : ""}.csv`,
			caption: u ? "Op types by total self time" : d ? "Ops and input shapes by total self time" : "Ops by total self time",
			defaultHidden: Dp(t, mp(f, !0, u).rows || n),
			...a
		}), e.filter && h.setFilter(e.filter), e.page && h.setPage(Number(e.page) || 0), I(m).append(h.element);
	};
	e.append(vf({
		title: "Op self time",
		rows: wp(f)
	}).element, Tp(c, (e) => {
		c = e, Cp(p, f, c);
		let { columns: t, rows: n } = mp(f, c, u);
		h.setRows(Op(t, n).rows), o({
			idle: e ? "1" : "",
			page: ""
		});
	}), p, Ep(l, !!t.has_input_shapes, async (e) => {
		let { sort: t, filter: n, hide: r } = h.getState(), s = {
			sort: t ? `${t.id}:${t.direction}` : "",
			filter: n,
			hide: r
		}, c = e === "shape" || e === "type" && !d.op && d.shape ? "shape" : "op";
		if (!d[c] && a) {
			m.setAttribute("aria-busy", "true");
			try {
				d[c] = await a.data({
					...i,
					...gp({ group: e })
				});
			} catch (e) {
				I(m).append(P("p", {
					class: "tbp-diagnostic",
					role: "alert",
					text: `Could not load the table: ${e.message}`
				}));
				return;
			} finally {
				m.removeAttribute("aria-busy");
			}
		}
		l = d[c] ? e : "op", u = l === "type", f = d[c] || f, g(s);
		let p = h.getState().sort;
		o({
			group: l === "op" ? "" : l,
			sort: p ? `${p.id}:${p.direction}` : "",
			page: ""
		});
	}), m), Cp(p, f, c), g(r);
}
// src/trace/colors.js
var Ap = p;
function jp(e) {
	let t = 2166136261;
	for (let n = 0; n < e.length; n += 1) t ^= e.charCodeAt(n), t = Math.imul(t, 16777619);
	return t >>> 0;
}
function Mp(e) {
	return jp(String(e ?? "")) % Ap.length;
}
function Np(e) {
	return Ap[Mp(e)];
}
var Pp = 1.25, Fp = 2.2;
function Ip([e, t, n]) {
	let r = (e) => {
		let t = e / 255;
		return t <= .04045 ? t / 12.92 : ((t + .055) / 1.055) ** 2.4;
	};
	return .2126 * r(e) + .7152 * r(t) + .0722 * r(n);
}
function Lp(e, t) {
	let n = Ip(typeof e == "string" ? b(e) : e), r = Ip(typeof t == "string" ? b(t) : t);
	return (Math.max(n, r) + .05) / (Math.min(n, r) + .05);
}
var Rp = (e, t, n) => e.map((e, r) => e + (t[r] - e) * n), zp = (e) => `#${e.map((e) => Math.round(Math.min(255, Math.max(0, e))).toString(16).padStart(2, "0")).join("")}`;
function Bp(e, t, n) {
	let r = b(t[0]), i = b(e), a = Ip(r) > .18 ? [
		0,
		0,
		0
	] : [
		255,
		255,
		255
	], o = (e) => e <= 1 ? Rp(r, i, e) : Rp(i, a, (e - 1) * .6), s = (e) => Math.min(...t.map((t) => Lp(e, t))), c = 0, l = 2;
	if (s(o(l)) < n) return zp(o(l));
	for (let e = 0; e < 30; e += 1) {
		let e = (c + l) / 2;
		s(o(e)) >= n ? l = e : c = e;
	}
	return zp(o(l));
}
function Vp(e = Ap, t = [d.surface, d.zebra]) {
	let n = [];
	for (let r = 0; r < 8; r += 1) n.push(e.map((e) => {
		let n = Math.min(...t.map((t) => Lp(e, t)));
		return r === 7 && n >= 2.2 ? e : Bp(e, t, Pp + (Math.max(Fp, n) - Pp) * r / 7);
	}));
	return n;
}
var Hp = ne(() => ({ levels: Vp() }));
// src/trace/canvas.js
function Up(e, t) {
	return !(t > 0) || e >= t * .98 ? 7 : Math.min(6, Math.max(0, Math.floor(e / t * 7)));
}
var Wp = class {
	constructor() {
		this.data = /* @__PURE__ */ new Float32Array(4096), this.n = 0;
	}
	push(e, t, n, r) {
		if (this.n + 4 > this.data.length) {
			let e = new Float32Array(this.data.length * 2);
			e.set(this.data), this.data = e;
		}
		let i = this.data;
		i[this.n] = e, i[this.n + 1] = t, i[this.n + 2] = n, i[this.n + 3] = r, this.n += 4;
	}
	fill(e, t) {
		let n = this.n / 4;
		if (this.n) {
			let n = this.data;
			e.fillStyle = t;
			for (let t = 0; t < this.n; t += 4) e.fillRect(n[t], n[t + 1], n[t + 2], n[t + 3]);
		}
		return this.n = 0, n;
	}
}, Gp = class {
	constructor(e, t = 6) {
		this.ctx = e, this.charPx = t, this.widths = /* @__PURE__ */ new Map();
	}
	width(e) {
		let t = this.widths.get(e);
		return t === void 0 && (t = this.ctx ? this.ctx.measureText(e).width : e.length * this.charPx, this.widths.size > 5e4 && this.widths.clear(), this.widths.set(e, t)), t;
	}
	fit(e, t) {
		if (this.width(e) <= t) return e;
		let n = 1, r = e.length - 1, i = "";
		for (; n <= r;) {
			let a = n + r >> 1, o = `${e.slice(0, a)}…`;
			this.width(o) <= t ? (i = o, n = a + 1) : r = a - 1;
		}
		return i;
	}
	fitKeepingTail(e, t, n = "): ") {
		let r = e.lastIndexOf(n);
		if (r < 0 || this.width(e) <= t) return this.fit(e, t);
		let i = e.slice(r + 1), a = t - this.width(i), o = a > 0 ? this.fit(e.slice(0, r + 1), a) : "";
		return o ? `${o}${i}` : this.fit(i, t);
	}
};
function Kp(e) {
	try {
		return e.getContext ? e.getContext("2d") : null;
	} catch {
		return null;
	}
}
// src/trace/math.js
var qp = .01;
function Jp(e, t, n) {
	return (e - t.start) * n / (t.end - t.start);
}
function Yp(e, t, n) {
	return t.start + e * (t.end - t.start) / n;
}
function Xp(e, t) {
	let { start: n, end: r } = e;
	if (!(r - n >= .01)) {
		let e = (n + r) / 2;
		n = e - qp / 2, r = e + qp / 2;
	}
	if (t && t.end > t.start) {
		let e = r - n;
		if (e >= t.end - t.start) return {
			start: t.start,
			end: t.end
		};
		n < t.start && (n = t.start, r = n + e), r > t.end && (r = t.end, n = r - e);
	}
	return {
		start: n,
		end: r
	};
}
function Zp(e, t, n, r = null) {
	let i = t - (t - e.start) / n, a = t + (e.end - t) / n;
	if (a - i < .01) {
		let n = (t - e.start) / (e.end - e.start);
		return Xp({
			start: t - n * qp,
			end: t + (1 - n) * qp
		}, r);
	}
	return Xp({
		start: i,
		end: a
	}, r);
}
function Qp(e, t, n = null) {
	return Xp({
		start: e.start + t,
		end: e.end + t
	}, n);
}
function $p(e, t, n = null) {
	return Xp({
		start: e - t / 2,
		end: e + t / 2
	}, n);
}
function em(e) {
	let t = 10 ** Math.floor(Math.log10(e));
	for (let n of [
		1,
		2,
		5,
		10
	]) if (n * t >= e * (1 - 1e-9)) return n * t;
	return 10 * t;
}
var tm = [
	{
		unit: "s",
		us: 1e6
	},
	{
		unit: "ms",
		us: 1e3
	},
	{
		unit: "µs",
		us: 1
	},
	{
		unit: "ns",
		us: .001
	}
];
function nm(e) {
	return tm.find((t) => e >= t.us * .1 * (1 - 1e-9)) || tm[tm.length - 1];
}
var rm = 1e4;
function im(e, t, n) {
	return `${(e / t.us).toFixed(n)} ${t.unit}`;
}
function am(e, t, n = 90) {
	let r = e.end - e.start;
	if (!(r > 0) || !(t > 0)) return {
		step: 0,
		unit: "µs",
		digits: 0,
		values: [],
		labels: [],
		anchor: null
	};
	let i = em(r * n / t), a = nm(i), o = Math.max(0, Math.ceil(-Math.log10(i / a.us) - 1e-9)), s = [];
	for (let t = Math.ceil(e.start / i - 1e-9); t * i <= e.end + 1e-9 * i && (s.push(t * i), !(s.length > 1e3)); t += 1);
	if (!(Math.max(Math.abs(e.start), Math.abs(e.end)) / i >= rm) || !s.length) return {
		step: i,
		unit: a.unit,
		digits: o,
		values: s,
		labels: s.map((e) => im(e, a, o)),
		anchor: null
	};
	let c = s[0], l = tm.find((e) => Math.abs(c) >= e.us) || tm[tm.length - 1], u = Math.max(0, Math.ceil(-Math.log10(i / l.us) - 1e-9)), d = s.map((e, t) => t ? `+${im(t * i, a, o)}` : im(c, l, u));
	return {
		step: i,
		unit: a.unit,
		digits: o,
		values: s,
		labels: d,
		anchor: c
	};
}
function om(e) {
	let t = (e) => String(Number((e / 1e3).toFixed(6)));
	return `${t(e.start)},${t(e.end)}`;
}
function sm(e) {
	if (typeof e != "string" || !e) return null;
	let t = e.split(",");
	if (t.length !== 2) return null;
	let [n, r] = t.map((e) => e.trim() === "" ? NaN : Number(e));
	return !Number.isFinite(n) || !Number.isFinite(r) || r <= n ? null : {
		start: n * 1e3,
		end: r * 1e3
	};
}
function cm(e, t, n = 0, r = e.length) {
	for (; n < r;) {
		let i = n + r >>> 1;
		e[i] < t ? n = i + 1 : r = i;
	}
	return n;
}
function lm(e, t, n = 0, r = e.length) {
	for (; n < r;) {
		let i = n + r >>> 1;
		e[i] <= t ? n = i + 1 : r = i;
	}
	return n;
}
// src/trace/model.js
var um = "trace_viewer@", dm = .5;
function fm(e, t, n = null) {
	let r = e.end - e.start, i = e.start - dm * r, a = e.end + dm * r;
	i = Math.max(i, n ? n.start : 0), n && (a = Math.min(a, n.end));
	let o = Math.max(1, Math.ceil(Math.max(1, t) * 1 * (a - i) / r));
	return {
		start: i,
		end: a,
		resolution: o
	};
}
function pm(e, t, n) {
	if (!e) return !1;
	let [r, i] = e.windowUs, a = e.spanUs, o = 1e-6 * (t.end - t.start);
	if (t.start < r - o && !(a && r <= a[0] + o) || t.end > i + o && !(a && i >= a[1] - o)) return !1;
	let s = (t.end - t.start) / Math.max(1, n);
	return !(e.thinned > 0 && e.stepUs > 2 * s || e.stepUs > 0 && e.stepUs < s / 4 && e.eventsInWindow > 0);
}
function mm(e, t = null) {
	return !e || !e.length ? {} : e.length === 1 ? { host: e[0] } : t && t.length && e.length >= t.length && t.every((t) => e.includes(t)) ? {} : { hosts: e.join(",") };
}
function hm(e) {
	return Number((e / 1e3).toFixed(6));
}
var gm = "TBPW", _m = {
	int8: Int8Array,
	uint8: Uint8Array,
	int16: Int16Array,
	uint16: Uint16Array,
	int32: Int32Array,
	float64: Float64Array
}, vm = [
	"id",
	"track",
	"row",
	"ts",
	"dur",
	"name",
	"count",
	"busy"
];
function ym(e) {
	return /* @__PURE__ */ Error(`the window reply is malformed: ${e}`);
}
function bm(e) {
	if (!(e instanceof ArrayBuffer)) throw ym("not bytes");
	if (e.byteLength < 8) throw ym(`${e.byteLength} bytes, too short for a header`);
	if (String.fromCharCode(...new Uint8Array(e, 0, 4)) !== gm) throw ym(`it does not start with ${gm}`);
	let t = new DataView(e).getUint32(4, !0);
	if (8 + t > e.byteLength) throw ym(`the header (${t} bytes) runs past the end (${e.byteLength} bytes)`);
	let n;
	try {
		n = JSON.parse(new TextDecoder("utf-8", { fatal: !0 }).decode(new Uint8Array(e, 8, t)));
	} catch (e) {
		throw ym(`the header is not JSON (${e.message})`);
	}
	if (!n || typeof n != "object" || Array.isArray(n)) throw ym("the header is not an object");
	let r = n.events;
	if (!r || typeof r != "object" || !("length" in r) || !Array.isArray(r.columns)) throw ym("the header has no events.length and events.columns");
	if (!Number.isInteger(r.length) || r.length < 0) throw ym(`events.length ${JSON.stringify(r.length)} is not a count`);
	return {
		header: n,
		bodyStart: 8 + t
	};
}
function xm(e, t, n, r) {
	let i = t && typeof t.name == "string" ? `column ${JSON.stringify(t.name.slice(0, 50))}` : "a column";
	if (!t || typeof t != "object" || typeof t.name != "string") throw ym(`${i} has no name`);
	let a = Object.hasOwn(_m, t.type) ? _m[t.type] : null;
	if (!a) throw ym(`${i} has an unknown type ${JSON.stringify(String(t.type).slice(0, 50))}`);
	let o = t.offset;
	if (!Number.isInteger(o) || o < r) throw ym(`${i} has a bad offset ${JSON.stringify(o)}`);
	if (o % a.BYTES_PER_ELEMENT) throw ym(`${i}'s offset ${o} is not a multiple of ${a.BYTES_PER_ELEMENT}`);
	let s = o + n * a.BYTES_PER_ELEMENT;
	if (s > e.byteLength) throw ym(`${i} (bytes ${o} to ${s}) runs past the end (${e.byteLength} bytes)`);
	return {
		name: t.name,
		start: o,
		end: s,
		values: new a(e, o, n)
	};
}
function Sm(e) {
	let { header: t, bodyStart: n } = bm(e), r = t.events.length, i = t.events.columns.map((t) => xm(e, t, r, n)), a = [...i].sort((e, t) => e.start - t.start);
	for (let e = 1; e < a.length; e += 1) if (a[e].start < a[e - 1].end) throw ym(`columns ${a[e - 1].name} and ${a[e].name} overlap`);
	let o = {};
	for (let e of vm) {
		let t = i.filter((t) => t.name === e);
		if (t.length !== 1) throw ym(t.length ? `column ${e} comes twice` : `no column ${e}`);
		o[e] = t[0].values;
	}
	return {
		...t,
		events: o
	};
}
function Cm(e, t) {
	return ArrayBuffer.isView(e) ? e : t.from(e || []);
}
function wm(e) {
	return e instanceof Float64Array ? e : Float64Array.from(e || []);
}
function Tm(e, t, n, r) {
	let i = [t];
	for (let a = t + 1; a < n; a += 1) r[e[a]] < r[e[a - 1]] && i.push(a);
	return i.push(n), i;
}
function Em(e, t, n, r) {
	for (; t.length > 2;) {
		let i = [t[0]];
		for (let a = 0; a + 1 < t.length; a += 2) a + 2 < t.length && Dm(e, t[a], t[a + 1], t[a + 2], n, r), i.push(t[Math.min(a + 2, t.length - 1)]);
		t = i;
	}
}
function Dm(e, t, n, r, i, a) {
	let o = n - t;
	for (let n = 0; n < o; n += 1) a[n] = e[t + n];
	let s = 0, c = n, l = t;
	for (; s < o && c < r;) i[e[c]] < i[a[s]] ? e[l++] = e[c++] : e[l++] = a[s++];
	for (; s < o;) e[l++] = a[s++];
}
function Om(e) {
	let t = e.events || {}, n = (t.ts || []).length, r = e.names || [], i = (e.tracks || []).map((e) => ({
		...e,
		rows: Math.max(1, e.rows | 0)
	})), a = e.sections || [], o = new Map(i.map((e, t) => [e.id, t])), s = new Map(a.map((e) => [e.id, e])), c = Cm(t.id, Float64Array), l = Cm(t.track, Int32Array), u = Cm(t.row, Int32Array), d = wm(t.ts), f = wm(t.dur), p = Cm(t.name, Int32Array), m = t.count ? Cm(t.count, Int32Array) : new Int32Array(n).fill(1), h = t.busy && t.busy.length === n ? wm(t.busy) : f, g = Uint8Array.from(r, (e) => Mp(e)), _ = new Uint8Array(n);
	for (let e = 0; e < n; e += 1) _[e] = g[p[e]] ?? 0;
	for (let e = 0; e < n; e += 1) {
		let t = i[o.get(l[e])];
		t && u[e] >= t.rows && (t.rows = u[e] + 1);
	}
	let v = new Int32Array(i.length + 1);
	i.forEach((e, t) => {
		v[t + 1] = v[t] + (e.kind === "counter" ? 0 : e.rows);
	});
	let y = v[i.length], b = new Int32Array(n), x = new Int32Array(y + 1);
	for (let e = 0; e < n; e += 1) {
		let t = o.get(l[e]), n = t === void 0 || i[t].kind === "counter" || u[e] < 0 ? -1 : v[t] + u[e];
		b[e] = n, n >= 0 && (x[n + 1] += 1);
	}
	for (let e = 0; e < y; e += 1) x[e + 1] += x[e];
	let S = new Int32Array(x[y]), C = x.slice(0, y);
	for (let e = 0; e < n; e += 1) {
		let t = b[e];
		t >= 0 && (S[C[t]++] = e);
	}
	let w = null;
	for (let e = 0; e < y; e += 1) {
		let t = Tm(S, x[e], x[e + 1], d);
		t.length <= 2 || (w = w || new Int32Array(S.length), Em(S, t, d, w));
	}
	let T = new Float64Array(S.length);
	for (let e = 0; e < y; e += 1) {
		let t = -Infinity;
		for (let n = x[e]; n < x[e + 1]; n += 1) {
			let e = S[n];
			t = Math.max(t, d[e] + f[e]), T[n] = t;
		}
	}
	let E = /* @__PURE__ */ new Map();
	for (let t of e.counters || []) {
		let e = Float64Array.from(t.ts || []), n = Float64Array.from(t.value || []), r = 0, i = 0;
		for (let e of n) e > r && (r = e), e < i && (i = e);
		let a = Number.isFinite(t.end_us) ? t.end_us : Infinity, o = t.full_scale > 0 ? t.full_scale : 0;
		E.set(t.track, {
			ts: e,
			value: n,
			max: r,
			min: i,
			end: a,
			fullScale: o
		});
	}
	let D = e.span_us || [0, 0], O = e.window_us || D;
	return {
		spanUs: [D[0], D[1]],
		windowUs: [O[0], O[1]],
		resolution: e.resolution || 0,
		stepUs: e.step_us || 0,
		hosts: e.hosts || [],
		aligned: e.aligned || null,
		sections: a,
		sectionById: s,
		tracks: i,
		trackIndex: o,
		names: r,
		n,
		id: c,
		track: l,
		row: u,
		ts: d,
		dur: f,
		name: p,
		count: m,
		busy: h,
		color: _,
		slotBase: v,
		slotStart: x,
		order: S,
		maxEnd: T,
		counters: E,
		thinned: e.thinned || 0,
		eventsInWindow: e.events_in_window ?? n
	};
}
function km(e, t, n) {
	let r = e.trackIndex.get(t);
	if (r === void 0) return -1;
	let i = e.tracks[r];
	return i.kind === "counter" || n < 0 || n >= i.rows ? -1 : e.slotBase[r] + n;
}
function Am(e, t) {
	let n = e && e.trackIndex.get(t);
	if (n == null) return "";
	let r = e.sectionById.get(e.tracks[n].section);
	return r && r.host || "";
}
function jm(e, t, n = null) {
	let r = Number(t);
	if (!e || !(r >= 0)) return -1;
	let i = e.id;
	for (let t = 0; t < e.n; t += 1) if (i[t] === r && (n == null || Am(e, e.track[t]) === n)) return t;
	return -1;
}
var Mm = class {
	constructor({ api: e, run: t, hosts: n = null, allHosts: r = null, extra: i = {}, onWindow: a = () => {}, onLoading: o = () => {}, onError: s = () => {}, onProgress: c = () => {}, debounceMs: l = 60 }) {
		this.api = e, this.run = t, this.extra = i, this.selectedHosts = n, this.allHosts = r, this.onWindow = a, this.onLoading = o, this.onError = s, this.onProgress = c, this.debounceMs = l, this.window = null, this.pending = null, this.timer = null, this.wanted = null, this.detailsCache = /* @__PURE__ */ new Map(), this.searchController = null, this.requests = 0;
	}
	baseParams() {
		return {
			run: this.run,
			tag: um,
			...mm(this.selectedHosts, this.allHosts),
			...this.extra
		};
	}
	setHosts(e, t = this.allHosts) {
		this.selectedHosts = e, this.allHosts = t, this.abortWindow(), this.window = null, this.detailsCache.clear();
	}
	get span() {
		return this.window ? {
			start: this.window.spanUs[0],
			end: this.window.spanUs[1]
		} : null;
	}
	ensure(e, t) {
		return pm(this.window, e, t) || this.pending && pm(this.pending.like, e, t) ? (this.cancelScheduled(), !1) : (this.wanted = {
			view: { ...e },
			widthPx: t
		}, this.debounceMs <= 0 ? this.flush() : this.timer || (this.timer = setTimeout(() => this.flush(), this.debounceMs)), !0);
	}
	cancelScheduled() {
		this.timer && clearTimeout(this.timer), this.timer = null, this.wanted = null;
	}
	flush() {
		this.timer && clearTimeout(this.timer), this.timer = null;
		let e = this.wanted;
		return this.wanted = null, e ? this.load(fm(e.view, e.widthPx, this.span)) : this.pending ? this.pending.promise : Promise.resolve(this.window);
	}
	load(e, { resolution: t = null } = {}) {
		this.abortWindow();
		let n = new AbortController(), r = this.baseParams(), i = null;
		if (e) {
			r.start_time_ms = hm(e.start), r.end_time_ms = hm(e.end), r.resolution = e.resolution;
			let t = this.window ? this.window.spanUs : null;
			i = {
				windowUs: [e.start, e.end],
				spanUs: t,
				stepUs: (e.end - e.start) / e.resolution,
				thinned: 1,
				eventsInWindow: 1
			};
		} else t && (r.resolution = t);
		this.requests += 1;
		let a = {
			range: e,
			controller: n,
			like: i
		}, o = () => {};
		return !this.window && this.api.progress && (r.progress = Je(), o = Ye({
			poll: () => this.api.progress(r.progress),
			show: ({ text: e }) => this.onProgress(e)
		})), a.promise = (async () => {
			this.onLoading(!0);
			try {
				let e = await this.fetchWindow(r, { signal: n.signal });
				return n.signal.aborted ? null : (this.window = Om(e), this.onWindow(this.window), this.window);
			} catch (e) {
				return e && e.name === "AbortError" || n.signal.aborted || this.onError(e), null;
			} finally {
				o(), r.progress && this.onProgress(null), this.pending === a && (this.pending = null, this.onLoading(!1));
			}
		})(), this.pending = a, a.promise;
	}
	abortWindow() {
		this.cancelScheduled(), this.pending && (this.pending.controller.abort(), this.pending = null, this.onLoading(!1));
	}
	async fetchWindow(e, t) {
		return this.api.dataBytes ? Sm(await this.api.dataBytes({
			...e,
			format: "binary"
		}, t)) : this.api.data(e, t);
	}
	async overview(e) {
		return Om(await this.fetchWindow({
			...this.baseParams(),
			resolution: e
		}));
	}
	details(e, t) {
		let n = this.baseParams(), r = `${JSON.stringify(n)}\u0000${t}\u0000${e}`, i = this.detailsCache.get(r);
		return i || (i = this.api.data({
			...n,
			mode: "details",
			id: e,
			event_host: t
		}), this.detailsCache.set(r, i), i.catch(() => this.detailsCache.delete(r))), i;
	}
	search(e, { regex: t = !1, args: n = !1, limit: r = 100, offset: i = 0 } = {}) {
		this.searchController && this.searchController.abort();
		let a = new AbortController();
		this.searchController = a;
		let o = {
			...this.baseParams(),
			mode: "search",
			q: e,
			regex: +!!t,
			args: +!!n,
			limit: r
		};
		return i > 0 && (o.offset = i), this.api.data(o, { signal: a.signal });
	}
	summary(e, t, n) {
		this.summaryController && this.summaryController.abort();
		let r = new AbortController();
		return this.summaryController = r, this.api.data({
			...this.baseParams(),
			mode: "summary",
			start_time_ms: hm(e),
			end_time_ms: hm(t),
			tracks: n.join(",")
		}, { signal: r.signal });
	}
	destroy() {
		this.abortWindow(), this.searchController && this.searchController.abort(), this.summaryController && this.summaryController.abort();
	}
}, Nm = {
	overviewH: 30,
	axisH: 22,
	labelW: 210,
	scrollbarW: 12,
	sectionH: 22,
	rowH: 18,
	trackPad: 3,
	counterH: 40
};
function Pm(e = Nm) {
	return e.overviewH + e.axisH;
}
function Fm(e) {
	return `${e.host || ""}\u0000${e.name}`;
}
var Im = "pinned";
function Lm(e) {
	let t = /* @__PURE__ */ new Map();
	if (!e) return t;
	let n = /* @__PURE__ */ new Map();
	for (let r of e.tracks) {
		let i = e.sectionById ? e.sectionById.get(r.section) : e.sections.find((e) => e.id === r.section), a = `${i ? Fm(i) : `\u0000${r.section}`}\u0000${r.name}`, o = n.get(a) || 0;
		n.set(a, o + 1), t.set(r.id, o ? `${a}\u0000${o}` : a);
	}
	return t;
}
function Rm(e, t, n) {
	return e.kind === "counter" ? n.counterH : t * n.rowH + 2 * n.trackPad;
}
function zm(e, t = /* @__PURE__ */ new Set(), n = Nm, r = {}) {
	let i = [], a = 0;
	if (!e) return {
		items: i,
		height: 0,
		tops: /* @__PURE__ */ new Float64Array(),
		hidden: 0,
		pinnedHeight: 0
	};
	let o = r.folded || /* @__PURE__ */ new Set(), s = r.hidden || /* @__PURE__ */ new Set(), c = new Map((r.pinned || []).map((e, t) => [e, t])), l = Lm(e), u = /* @__PURE__ */ new Map(), d = [], f = 0, p = 0, m = /* @__PURE__ */ new Map();
	for (let t of e.tracks) {
		let e = l.get(t.id);
		s.has(e) ? (p += 1, m.set(t.section, (m.get(t.section) || 0) + 1)) : c.has(e) ? d.push(t) : (u.has(t.section) || u.set(t.section, []), u.get(t.section).push(t));
	}
	let h = e.sections.length ? e.sections : [...u.keys()].map((e) => ({
		id: e,
		name: "",
		host: ""
	})), g = new Map(h.map((e) => [e.id, e])), _ = (e, t) => {
		for (let r of e) {
			let e = l.get(r.id), s = r.kind !== "counter" && r.rows > 1 && o.has(e), c = s ? {
				...r,
				rows: 1
			} : r, u = Rm(r, c.rows, n);
			i.push({
				kind: "track",
				track: c,
				section: g.get(r.section) || {
					id: r.section,
					name: "",
					host: ""
				},
				key: e,
				rows: r.rows,
				folded: s,
				pinned: t,
				y: a,
				h: u
			}), a += u;
		}
	};
	if (d.length) {
		d.sort((e, t) => c.get(l.get(e.id)) - c.get(l.get(t.id)));
		let e = t.has(Im);
		i.push({
			kind: "section",
			section: {
				id: null,
				name: "Pinned",
				host: ""
			},
			key: Im,
			pinnedArea: !0,
			y: a,
			h: n.sectionH,
			collapsed: e,
			tracks: d.length,
			hidden: 0,
			trackIds: d.map((e) => e.id)
		}), a += n.sectionH, e || _(d, !0), f = a;
	}
	for (let e of h) {
		let r = u.get(e.id) || [], o = Fm(e), s = t.has(o);
		i.push({
			kind: "section",
			section: e,
			key: o,
			y: a,
			h: n.sectionH,
			collapsed: s,
			tracks: r.length,
			hidden: m.get(e.id) || 0,
			trackIds: r.map((e) => e.id)
		}), a += n.sectionH, s || _(r, !1);
	}
	return {
		items: i,
		height: a,
		tops: Float64Array.from(i, (e) => e.y),
		hidden: p,
		pinnedHeight: f
	};
}
function Bm(e, t) {
	return t < 0 || t >= e.height ? -1 : lm(e.tops, t) - 1;
}
function Vm(e, t, n) {
	return e.items.length ? [Math.max(0, lm(e.tops, t) - 1), cm(e.tops, n)] : [0, 0];
}
function Hm(e, t, n = Nm) {
	if (e.kind !== "track" || e.track.kind === "counter") return -1;
	let r = Math.floor((t - e.y - n.trackPad) / n.rowH);
	return r >= 0 && r < e.track.rows ? r : -1;
}
function Um(e, t, n, r, i = 0) {
	let a = km(e, t, n);
	if (a < 0) return -1;
	let o = e.slotStart[a], s = e.slotStart[a + 1], c = cm(e.maxEnd, r - i, o, s), l = -1, u = Infinity;
	for (; c < s; c += 1) {
		let t = e.order[c], n = e.ts[t];
		if (n > r + i) break;
		let a = n + e.dur[t], o = r < n ? n - r : r > a ? r - a : 0;
		(o < u || o === 0 && u === 0 && e.dur[t] < e.dur[l]) && (l = t, u = o);
	}
	return u <= i ? l : -1;
}
function Wm(e, t, n, r) {
	let i = [];
	if (!e) return i;
	for (let a of t) {
		let t = e.trackIndex.get(a);
		if (t !== void 0 && e.tracks[t].kind !== "counter") for (let a = 0; a < e.tracks[t].rows; a += 1) {
			let o = e.slotBase[t] + a, s = e.slotStart[o + 1];
			for (let t = cm(e.maxEnd, n, e.slotStart[o], s); t < s; t += 1) {
				let a = e.order[t];
				if (e.ts[a] > r) break;
				e.ts[a] + e.dur[a] >= n && i.push(a);
			}
		}
	}
	return i;
}
function Gm(e, t, n) {
	let r = e && e.counters.get(t);
	if (!r || !r.ts.length || n > r.end) return null;
	let i = lm(r.ts, n) - 1;
	return i >= 0 ? r.value[i] : null;
}
function Km(e, t, n, r, i, a) {
	let o = [];
	if (!e || !e.ts.length) return o;
	let s = Math.max(0, lm(e.ts, i) - 1), c = Math.min(e.ts.length, cm(e.ts, a) + 1), l = (e) => Math.min(r, Math.max(n, e));
	o.push([l(t(e.ts[s])), null]);
	let u = -1, d = -Infinity, f = null;
	for (let n = s; n < c; n += 1) {
		let r = l(t(e.ts[n])), i = Math.floor(r);
		i === u ? e.value[n] > d && (d = e.value[n], f = d, o.push([r, f])) : (u = i, d = e.value[n], o.push([r, f]), f = e.value[n], o.push([r, f]));
	}
	let p = l(Number.isFinite(e.end) ? t(e.end) : r);
	return o.push([p, f], [p, null]), o;
}
// src/trace/track_menu.js
function qm(e, t) {
	let n = [], r = e.layout.hidden || 0;
	return t.kind === "section" ? n.push({
		label: t.collapsed ? "Expand this section" : "Collapse this section",
		run: () => e.toggleSection(t)
	}) : (t.rows > 1 && n.push({
		label: t.folded ? `Show all ${t.rows} rows` : "Fold to the top row",
		run: () => e.toggleTrack(t.key)
	}), n.push({
		label: t.pinned ? "Unpin" : "Pin to the top",
		run: () => e.pinTrack(t.key, !t.pinned)
	}), n.push({
		label: "Hide this track",
		run: () => e.hideTrack(t.key)
	})), r && n.push({
		label: `Show ${r} hidden track${r > 1 ? "s" : ""}`,
		run: () => e.showHiddenTracks()
	}), n;
}
var Jm = {
	openTrackMenu(e, t, n) {
		this.closeTrackMenu(), this.hideLabelButtons(), this.hideTooltip();
		let r = (e) => {
			this.closeTrackMenu(), e && this.focus();
		}, i = qm(this, e).map((e) => P("button", {
			type: "button",
			role: "menuitem",
			class: "tbp-trace-menu-item",
			text: e.label,
			on: { click: () => {
				r(!0), e.run();
			} }
		})), a = e.kind === "section" ? e.section.name : e.track.name, o = P("div", {
			class: "tbp-trace-menu",
			role: "menu",
			"aria-label": `Track ${a}`
		}, P("div", {
			class: "tbp-trace-menu-title",
			text: a,
			title: a
		}), i);
		o.addEventListener("keydown", (e) => {
			let t = i.indexOf(document.activeElement);
			if (e.key === "Escape" || e.key === "Tab") r(!0);
			else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
				let n = e.key === "ArrowDown" ? 1 : -1;
				i[(t + n + i.length) % i.length].focus();
			} else if (e.key !== "Enter" && e.key !== " ") return;
			e.key !== "Enter" && e.key !== " " && e.preventDefault(), e.stopPropagation();
		}), this.element.append(o);
		let s = o.offsetWidth || 180, c = o.offsetHeight || 120;
		o.style.left = `${Math.max(0, t + s > this.width ? t - s : t)}px`, o.style.top = `${Math.max(0, n + c > this.height ? n - c : n)}px`;
		let l = (e) => {
			o.contains(e.target) || this.closeTrackMenu();
		};
		document.addEventListener("pointerdown", l, !0), this.trackMenu = {
			menu: o,
			outside: l
		}, i.length && i[0].focus({ preventScroll: !0 });
	},
	closeTrackMenu() {
		this.trackMenu && (document.removeEventListener("pointerdown", this.trackMenu.outside, !0), this.trackMenu.menu.remove(), this.trackMenu = null);
	},
	openTrackMenuForSelection() {
		let e = this.layout.items, t = null, n = this.selected, r = n && (n.index >= 0 && this.win ? this.win.track[n.index] : n.details && n.details.track);
		if (r != null && (t = e.find((e) => e.kind === "track" && e.track.id === r)), t || (t = e.find((e) => e.kind === "track" && this.screenY(e.y) + e.h > this.tracksTop)), !t) return !1;
		let i = Math.max(this.tracksTop, this.screenY(t.y));
		return this.openTrackMenu(t, 14, Math.min(i, this.height - 20)), !0;
	},
	showLabelButtons(e) {
		if (!e || e.kind !== "track") {
			this.hideLabelButtons();
			return;
		}
		this.labelButtons || (this.labelButtons = P("div", {
			class: "tbp-trace-label-buttons",
			hidden: !0
		}), this.labelButtons.addEventListener("pointerleave", (e) => {
			e.relatedTarget !== this.canvas && this.hideLabelButtons();
		}), this.element.append(this.labelButtons));
		let t = this.labelButtons;
		t.dataset.key !== e.key && (t.dataset.key = e.key, I(t).append(P("button", {
			type: "button",
			class: "tbp-trace-label-button",
			text: e.pinned ? "Unpin" : "Pin",
			title: e.pinned ? "Unpin this track" : "Pin this track to the top of the timeline",
			on: { click: () => {
				this.hideLabelButtons(), this.pinTrack(e.key, !e.pinned);
			} }
		}), P("button", {
			type: "button",
			class: "tbp-trace-label-button",
			text: "Hide",
			title: "Hide this track (the toolbar shows it again)",
			on: { click: () => {
				this.hideLabelButtons(), this.hideTrack(e.key);
			} }
		})));
		let n = Math.max(this.tracksTop, this.screenY(e.y) + 2);
		t.style.top = `${n}px`, t.style.right = `${this.width - this.timeX + 4}px`, t.hidden = n > this.height - 16;
	},
	hideLabelButtons() {
		this.labelButtons && (this.labelButtons.hidden = !0, delete this.labelButtons.dataset.key);
	}
}, Ym = {
	1: "mode-select",
	2: "mode-pan",
	3: "mode-zoom",
	4: "mode-timing",
	w: "zoom-in",
	s: "zoom-out",
	a: "pan-left",
	d: "pan-right",
	f: "zoom-to-selection",
	m: "mark-selection",
	0: "reset-view",
	"/": "focus-search",
	"?": "toggle-help",
	Escape: "clear-selection"
}, Xm = [
	["1 2 3 4", "Mode: select, pan, zoom, timing (also the toolbar)"],
	["Click", "Select an event: details below"],
	["Drag (select mode)", "Select the events of an area: totals by name below"],
	["Drag (pan / zoom / timing)", "Pan; zoom (drag up = in); measure an interval"],
	["Wheel, Ctrl+wheel", "Zoom around the pointer"],
	["Shift+wheel, wheel on the labels", "Scroll the tracks"],
	["W / S", "Zoom in / out; hold to keep zooming (Shift: faster)"],
	["A / D", "Pan left / right; hold to keep panning (Shift: faster)"],
	["F", "Zoom to the selection"],
	["M", "Mark the selection's interval (again: unmark)"],
	["0", "Show the whole trace"],
	["/", "Search"],
	["Enter / Shift+Enter", "Next / previous search match"],
	["Esc", "Clear the selection"],
	["Click a track name", "Fold a track of several rows to its top row (again: unfold)"],
	["Right-click a track name; Menu key, Shift+F10", "Pin a track to the top, hide it, fold it"],
	["?", "This help"]
];
function Zm(e) {
	if (!e || !e.tagName) return !1;
	let t = e.tagName.toLowerCase();
	if (t === "textarea" || t === "select") return !0;
	if (t === "input") {
		let t = (e.type || "text").toLowerCase();
		return ![
			"checkbox",
			"radio",
			"button",
			"submit",
			"reset",
			"range"
		].includes(t);
	}
	return !!e.isContentEditable;
}
function Qm(e) {
	if (!e || e.ctrlKey || e.metaKey || e.altKey || Zm(e.target)) return null;
	let t = e.key || "", n = Ym[t] || (t.length === 1 ? Ym[t.toLowerCase()] : void 0);
	return n ? {
		action: n,
		fast: !!e.shiftKey && t !== "?"
	} : null;
}
function $m(e) {
	let t = e && e.key || "";
	return Ym[t] || (t.length === 1 ? Ym[t.toLowerCase()] : null) || null;
}
function eh(e = typeof document < "u" ? document : null) {
	return !e || typeof e.hasFocus == "function" && !e.hasFocus() ? !1 : !Zm(e.activeElement);
}
function th(e, t) {
	let n = /* @__PURE__ */ new Map(), r = 0, i = 0, a = 0, o = Infinity, s = -Infinity;
	for (let c of t) {
		let t = e.names[e.name[c]] ?? "", l = n.get(t);
		l || (l = {
			name: t,
			count: 0,
			total: 0,
			merged: 0
		}, n.set(t, l));
		let u = e.count[c];
		l.count += u, l.total += e.dur[c], r += u, i += e.dur[c], u > 1 && (l.merged += 1, a += 1), o = Math.min(o, e.ts[c]), s = Math.max(s, e.ts[c] + e.dur[c]);
	}
	return {
		rows: [...n.values()].sort((e, t) => t.total - e.total || t.count - e.count || (e.name < t.name ? -1 : 1)),
		count: r,
		total: i,
		merged: a,
		start: o,
		end: s
	};
}
function nh(e, t, n = 0) {
	return t == null || Number.isNaN(t) ? "" : n === 1 ? `${R(100 * t)} %` : /\b(memory|bytes?|heap)\b/i.test(e || "") ? Fe(t) : R(t);
}
function rh(e) {
	return {
		rows: (e.rows || []).map((e) => ({
			name: e.name,
			count: e.count,
			total: e.total,
			merged: 0
		})),
		count: e.count || 0,
		total: e.total || 0,
		merged: 0,
		exact: !0
	};
}
function ih(e) {
	return B(e);
}
function ah(e) {
	let t = P("span", {
		class: "tbp-trace-swatch",
		"aria-hidden": "true"
	});
	return t.style.background = Np(e), t;
}
function oh(e) {
	return e == null ? "" : typeof e == "object" ? JSON.stringify(e) : typeof e == "number" ? R(e, 6) : String(e);
}
function sh({ onJump: e = () => {} } = {}) {
	let t = P("div", { class: "tbp-trace-details-body" }), n = P("section", {
		class: "tbp-trace-details",
		"aria-label": "Selection details"
	}, t);
	function r(e) {
		return P("dl", { class: "tbp-trace-kv" }, e.filter(Boolean).map(([e, t]) => [P("dt", { text: e }), P("dd", {}, t instanceof Node ? t : String(t ?? ""))]));
	}
	function i(e) {
		I(t).append(P("p", {
			class: "tbp-trace-details-empty",
			text: e
		}));
	}
	function a(n, i = {}) {
		let a = n.name ?? "", o = [
			["Start", ih(n.ts)],
			["Duration", B(n.dur)],
			n.self !== void 0 && n.self !== null ? ["Self time", B(n.self)] : null,
			n.category ? ["Category", String(n.category)] : null,
			["End", ih((n.ts ?? 0) + (n.dur ?? 0))],
			i.trackName ? ["Track", i.trackName] : null,
			i.host ? ["Host", i.host] : null,
			n.long_name && n.long_name !== a ? ["Long name", P("span", {
				class: "tbp-trace-long",
				text: n.long_name
			})] : null
		], s = [P("h3", { class: "tbp-trace-details-title" }, ah(a), P("span", { text: a || "(unnamed)" }))];
		i.count > 1 && s.push(P("p", {
			class: "tbp-trace-note",
			text: `This box stands for ${R(i.count)} short events merged at this zoom; the details are those of the longest one. Zoom in to see them one by one.`
		})), s.push(r(o));
		let c = n.args && Object.entries(n.args);
		c && c.length && s.push(P("h4", { text: "Arguments" }), r(c.map(([e, t]) => [e, oh(t)]))), n.flows && n.flows.length && s.push(P("h4", { text: "Flows" }), P("ul", { class: "tbp-trace-flows" }, n.flows.map((t) => P("li", {}, `${t.direction === "in" ? "From" : "To"} ${ih(t.ts)}${t.trackName ? ` on ${t.trackName}` : ""} `, P("button", {
			type: "button",
			class: "tbp-button tbp-trace-small",
			text: "Go",
			title: "Select the other end of this flow",
			on: { click: () => e(t) }
		}))))), i.loading && s.push(P("p", {
			class: "tbp-trace-note",
			text: "Loading the details…"
		})), i.error && s.push(P("p", {
			class: "tbp-error",
			role: "alert",
			text: `Details unavailable: ${i.error}`
		})), I(t).append(...s);
	}
	function o(e, n = {}) {
		if (!e.count) {
			i("No events in the selected area.");
			return;
		}
		let a = e.merged ? "≤ " : "", o = P("h3", {
			class: "tbp-trace-details-title",
			text: `${R(e.count)} events, ${e.rows.length} names${n.tracks ? ` on ${n.tracks} track${n.tracks > 1 ? "s" : ""}` : ""}`
		}), s = P("table", { class: "tbp-trace-summary" }, P("thead", {}, P("tr", {}, P("th", { text: "Name" }), P("th", {
			class: "tbp-num",
			text: "Count"
		}), P("th", {
			class: "tbp-num",
			text: "Total duration"
		}), P("th", {
			class: "tbp-num",
			text: "Average"
		}))), P("tbody", {}, e.rows.slice(0, 200).map((e) => P("tr", {}, P("td", {}, ah(e.name), P("span", { text: e.name })), P("td", {
			class: "tbp-num",
			text: R(e.count)
		}), P("td", {
			class: "tbp-num",
			text: `${e.merged ? "≤ " : ""}${B(e.total)}`
		}), P("td", {
			class: "tbp-num",
			text: `${e.merged ? "≤ " : ""}${B(e.total / e.count)}`
		}))))), c = [
			o,
			r([["Interval", `${ih(n.start ?? e.start)} – ${ih(n.end ?? e.end)}`], ["Total duration", `${a}${B(e.total)}`]]),
			s
		];
		e.rows.length > 200 && c.push(P("p", {
			class: "tbp-trace-note",
			text: `${e.rows.length - 200} more names not shown.`
		})), e.merged && c.push(P("p", {
			class: "tbp-trace-note",
			text: n.exactPending ? "Some boxes stand for several merged events at this zoom: counting every event of the area…" : "Some boxes stand for several merged events at this zoom: their durations are upper bounds. Zoom in for exact totals."
		})), n.exactError && c.push(P("p", {
			class: "tbp-error",
			role: "alert",
			text: `Exact totals unavailable: ${n.exactError}`
		})), I(t).append(...c);
	}
	return i("Click an event for its details, or drag over several for totals by name. Press ? for the keys."), {
		element: n,
		showEvent: a,
		showSummary: o,
		showMessage: i,
		clear: () => i("")
	};
}
function ch(e, t) {
	let n = e && e.trackIndex.get(t);
	if (n == null) return "";
	let r = e.tracks[n], i = e.sectionById.get(r.section), a = Am(e, t);
	return [
		e.hosts.length > 1 ? a : null,
		i ? i.name : null,
		r.name
	].filter(Boolean).join(" / ");
}
// src/trace/timeline_input.js
var lh = 3, uh = 3, dh = .002, fh = .01, ph = .01, mh = 1.25, hh = .2, gh = 2.5, _h = /* @__PURE__ */ new Set([
	"zoom-in",
	"zoom-out",
	"pan-left",
	"pan-right"
]);
function vh() {
	return typeof performance < "u" ? performance.now() : Date.now();
}
function yh(e, t, n) {
	let r = (t ? gh : 1) * Math.max(0, n) / 1e3;
	switch (e) {
		case "zoom-in": return { zoom: 3 ** r };
		case "zoom-out": return { zoom: 3 ** -r };
		case "pan-left": return { pan: -1 * r };
		case "pan-right": return { pan: 1 * r };
		default: return null;
	}
}
var bh = {
	focusTime() {
		let e = this.pointer;
		return e && e.x >= this.timeX && e.x < this.timeX + this.timeWidth ? this.timeAt(e.x) : (this.view.start + this.view.end) / 2;
	},
	runAction(e, { fast: t = !1 } = {}) {
		let n = this.view.end - this.view.start;
		switch (e) {
			case "mode-select":
			case "mode-pan":
			case "mode-zoom":
			case "mode-timing": return this.setMode(e.slice(5)), !0;
			case "zoom-in": return this.setView(Zp(this.view, this.focusTime(), t ? 2 : mh, this.span)), !0;
			case "zoom-out": return this.setView(Zp(this.view, this.focusTime(), 1 / (t ? 2 : mh), this.span)), !0;
			case "pan-left": return this.setView(Qp(this.view, -n * (t ? .5 : hh), this.span)), !0;
			case "pan-right": return this.setView(Qp(this.view, n * (t ? .5 : hh), this.span)), !0;
			case "zoom-to-selection": return this.zoomToSelection(), !0;
			case "mark-selection": return this.markSelection(), !0;
			case "reset-view": return this.span && this.setView(this.span), !0;
			case "toggle-help": return this.toggleHelp(), !0;
			case "track-menu": return this.openTrackMenuForSelection();
			case "clear-selection": return this.help.hidden ? this.clearSelection() : this.toggleHelp(!1), !0;
			default: return !1;
		}
	},
	keyDown(e, { fast: t = !1, repeat: n = !1 } = {}) {
		if (!_h.has(e)) return this.runAction(e, { fast: t });
		let r = this.held.get(e);
		return r ? (r.fast = t, !0) : (n || this.runAction(e, { fast: t }), this.held.set(e, {
			fast: t,
			since: vh() - (n ? 180 : 0),
			last: null
		}), this.scheduleHeld(), !0);
	},
	keyUp(e = null) {
		e === null ? this.stopHeld() : this.held.delete(e);
	},
	stopHeld() {
		this.held && this.held.clear(), this.holdFrame && typeof cancelAnimationFrame < "u" && cancelAnimationFrame(this.holdFrame), this.holdFrame = 0;
	},
	scheduleHeld() {
		this.holdFrame || typeof requestAnimationFrame > "u" || (this.holdFrame = requestAnimationFrame((e) => {
			this.holdFrame = 0, this.stepHeld(e);
		}));
	},
	stepHeld(e = vh()) {
		if (!this.held.size) return;
		let t = this.view;
		for (let [n, r] of this.held) {
			if (e - r.since < 180) continue;
			let i = r.last === null ? e - r.since - 180 : e - r.last;
			r.last = e;
			let a = yh(n, r.fast, Math.min(i, 100));
			a && (t = a.zoom ? Zp(t, this.focusTime(), a.zoom, this.span) : Qp(t, a.pan * (t.end - t.start), this.span));
		}
		t !== this.view && this.setView(t), this.scheduleHeld();
	},
	hitTest(e, t) {
		let n = this.regionAt(e, t);
		if (n !== "tracks" && n !== "labels") return null;
		let r = this.contentY(t), i = Bm(this.layout, r);
		if (i < 0) return null;
		let a = this.layout.items[i];
		if (a.kind === "section") return {
			kind: "section",
			item: a
		};
		if (n === "labels") return {
			kind: "track",
			item: a,
			row: Hm(a, r, this.sizes)
		};
		let o = this.timeAt(e);
		if (a.track.kind === "counter") return {
			kind: "counter",
			item: a,
			t: o,
			value: Gm(this.win, a.track.id, o)
		};
		let s = Hm(a, r, this.sizes);
		if (s < 0) return {
			kind: "track",
			item: a,
			row: s
		};
		let c = lh * (this.view.end - this.view.start) / this.timeWidth, l = Um(this.win, a.track.id, s, o, c);
		return l >= 0 ? {
			kind: "event",
			index: l,
			item: a,
			row: s
		} : {
			kind: "track",
			item: a,
			row: s
		};
	},
	listen() {
		let e = this.canvas;
		this.handlers = [
			[
				e,
				"pointerdown",
				(e) => this.onPointerDown(e)
			],
			[
				e,
				"pointermove",
				(e) => this.onPointerMove(e)
			],
			[
				e,
				"pointerup",
				(e) => this.onPointerUp(e)
			],
			[
				e,
				"pointercancel",
				() => {
					this.drag = null;
				}
			],
			[
				e,
				"pointerleave",
				(e) => {
					this.pointer = null, this.hideTooltip(), this.labelButtons && this.labelButtons.contains(e.relatedTarget) || this.hideLabelButtons();
				}
			],
			[
				e,
				"contextmenu",
				(e) => this.onContextMenu(e)
			],
			[
				this.element,
				"contextmenu",
				(e) => {
					e.target === this.element && (e.preventDefault(), this.runAction("track-menu"));
				}
			],
			[
				e,
				"wheel",
				(e) => this.onWheel(e),
				{ passive: !1 }
			],
			[
				this.vscroll,
				"scroll",
				() => {
					this.syncingScroll ? this.syncingScroll = !1 : (this.scrollTop = this.vscroll.scrollTop, this.hoverStale = !0, this.requestDraw());
				}
			]
		];
		for (let [e, t, n, r] of this.handlers) e.addEventListener(t, n, r);
		typeof ResizeObserver < "u" && (this.resizeObserver = new ResizeObserver(() => this.fitToElement()), this.resizeObserver.observe(this.element));
	},
	fitToElement() {
		let e = this.element.getBoundingClientRect();
		e.width && e.height && this.setSize(e.width, e.height);
	},
	pointOf(e) {
		let t = this.canvas.getBoundingClientRect();
		return {
			x: e.clientX - t.left,
			y: e.clientY - t.top
		};
	},
	onPointerDown(e) {
		if (e.button !== void 0 && e.button !== 0) return;
		let { x: t, y: n } = this.pointOf(e), r = this.regionAt(t, n);
		if (r) {
			this.element.focus({ preventScroll: !0 });
			try {
				this.canvas.setPointerCapture(e.pointerId);
			} catch {}
			this.drag = {
				region: r,
				x0: t,
				y0: n,
				x: t,
				y: n,
				moved: !1,
				view0: { ...this.view },
				scroll0: this.scrollTop,
				mode: this.mode,
				t0: this.timeAt(t),
				cy0: this.contentY(n)
			}, this.hideTooltip(), r === "overview" && this.moveViewportTo(t), e.preventDefault();
		}
	},
	onPointerMove(e) {
		let t = this.pointOf(e);
		this.pointer = t;
		let n = this.drag;
		if (!n) {
			this.hover(t.x, t.y);
			return;
		}
		if (n.x = t.x, n.y = t.y, !n.moved && Math.abs(t.x - n.x0) + Math.abs(t.y - n.y0) < uh) return;
		n.moved = !0;
		let r = t.x - n.x0, i = t.y - n.y0;
		if (n.region === "overview") this.moveViewportTo(t.x);
		else if (n.region === "labels") this.setScrollTop(n.scroll0 - i);
		else if (n.mode === "pan") this.setView(Qp(n.view0, -r * (n.view0.end - n.view0.start) / this.timeWidth, this.span)), this.setScrollTop(n.scroll0 - i);
		else if (n.mode === "zoom") this.setView(Zp(n.view0, n.t0, Math.exp(-i * ph), this.span));
		else if (n.mode === "timing") {
			let e = this.timeAt(t.x);
			this.timing = {
				start: Math.min(n.t0, e),
				end: Math.max(n.t0, e)
			}, this.requestDraw();
		} else {
			let e = this.timeAt(t.x);
			this.range = {
				start: Math.min(n.t0, e),
				end: Math.max(n.t0, e),
				y0: Math.min(n.cy0, this.contentY(t.y)),
				y1: Math.max(n.cy0, this.contentY(t.y))
			}, this.requestDraw();
		}
	},
	onPointerUp(e) {
		let t = this.drag;
		if (this.drag = null, t) {
			try {
				this.canvas.releasePointerCapture(e.pointerId);
			} catch {}
			t.moved ? (t.region === "tracks" || t.region === "axis") && (t.mode === "select" && this.range && this.selectArea(this.range.start, this.range.end, this.range.y0, this.range.y1), t.mode === "timing" && this.timing && this.cb.onTiming({ ...this.timing })) : this.click(t.x0, t.y0);
		}
	},
	click(e, t) {
		let n = this.hitTest(e, t);
		if (n && n.kind === "section") {
			this.toggleSection(n.item);
			return;
		}
		let r = this.regionAt(e, t);
		r === "labels" && n && n.kind === "track" && n.item.rows > 1 ? this.toggleTrack(n.item.key) : r === "tracks" && (this.mode === "timing" && this.timing && (this.timing = null, this.cb.onTiming(null), this.requestDraw()), n && n.kind === "event" ? this.selectIndex(n.index) : (this.selected || this.range) && this.selectIndex(-1));
	},
	onContextMenu(e) {
		let { x: t, y: n } = this.pointOf(e), r = this.regionAt(t, n), i = r === "labels" || r === "tracks" ? this.hitTest(t, n) : null;
		i && i.item && (e.preventDefault(), this.drag = null, this.openTrackMenu(i.item, t, n));
	},
	moveViewportTo(e) {
		let t = this.span;
		if (!t) return;
		let n = t.start + (e - this.timeX) / this.timeWidth * (t.end - t.start);
		this.setView($p(n, this.view.end - this.view.start, t));
	},
	onWheel(e) {
		let { x: t, y: n } = this.pointOf(e), r = this.regionAt(t, n);
		if (!r) return;
		e.preventDefault();
		let i = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.tracksHeight : 1, a = e.deltaX * i, o = e.deltaY * i;
		if (r === "labels" || e.shiftKey) this.setScrollTop(this.scrollTop + (o || a));
		else if (Math.abs(a) > Math.abs(o)) this.setView(Qp(this.view, a * (this.view.end - this.view.start) / this.timeWidth, this.span));
		else if (o) {
			let n = r === "tracks" || r === "axis" ? this.timeAt(t) : (this.view.start + this.view.end) / 2;
			this.setView(Zp(this.view, n, Math.exp(-o * (e.ctrlKey ? fh : dh)), this.span));
		}
	},
	hover(e, t) {
		let n = this.hitTest(e, t), r = n && n.kind === "track" && this.regionAt(e, t) === "labels", i = n && (n.kind === "section" || r && n.item.rows > 1) ? "pointer" : "";
		this.canvas.style.cursor !== i && (this.canvas.style.cursor = i), r ? this.showLabelButtons(n.item) : this.labelButtons && !this.labelButtons.hidden && !this.labelButtons.matches(":hover") && this.hideLabelButtons();
		let a = this.tooltipText(n);
		if (!a) {
			this.hideTooltip();
			return;
		}
		let o = this.tooltip;
		o.hidden && (o.hidden = !1), this.tipText !== a && (o.textContent = a, this.tipText = a, this.tipSize = {
			w: o.offsetWidth || 200,
			h: o.offsetHeight || 40
		});
		let { w: s, h: c } = this.tipSize, l = `${e + 14 + s > this.width ? Math.max(0, e - 14 - s) : e + 14}px`, u = `${t + 14 + c > this.height ? Math.max(0, t - 14 - c) : t + 14}px`;
		o.style.left !== l && (o.style.left = l), o.style.top !== u && (o.style.top = u);
	},
	tooltipText(e) {
		if (!e) return "";
		let t = this.win;
		if (e.kind === "event") {
			let n = e.index, r = [
				t.names[t.name[n]] ?? "",
				`Start ${B(t.ts[n])}`,
				`Duration ${B(t.dur[n])}`
			];
			return t.count[n] > 1 && r.push(`${R(t.count[n])} merged events, busy ${B(t.busy[n])} (${z(100 * t.busy[n] / (t.dur[n] || 1), 0)} of the box): zoom in to see them`), r.join("\n");
		}
		if (e.kind === "counter" && e.value !== null) {
			let t = this.win.counters.get(e.item.track.id)?.fullScale;
			return `${e.item.track.name}\n${nh(e.item.track.name, e.value, t)} at ${B(e.t)}`;
		}
		if (e.kind === "section") return `${e.item.section.name}: click to ${e.item.collapsed ? "expand" : "collapse"}; right-click for more`;
		if (e.kind === "track" && this.pointer && this.pointer.x < this.timeX) {
			let { item: t } = e, n = t.pinned ? `${t.section.name}${t.section.host ? ` (${t.section.host})` : ""}\n` : "", r = t.rows > 1 ? `click to ${t.folded ? `show its ${t.rows} rows` : "fold to the top row"}; ` : "";
			return `${n}${t.track.name}\n${r}right-click: pin, hide`;
		}
		return "";
	},
	hideTooltip() {
		this.tooltip.hidden || (this.tooltip.hidden = !0);
	},
	refreshHover() {
		this.hoverStale = !1;
		let e = this.pointer;
		!e || this.drag ? this.hideTooltip() : this.hover(e.x, e.y);
	}
}, xh = "11px Roboto, Arial, sans-serif", Sh = "500 11px Roboto, Arial, sans-serif", Ch = 600, wh = {
	values: [],
	labels: []
}, Z = ne(() => ({
	background: d.surface,
	hint: d.hint,
	section: d.divider,
	label: d.textSecondary,
	zebra: d.zebra,
	rowRule: d.border,
	grid: d.divider,
	eventText: d.text,
	labelsEdge: d.borderStrong,
	axisLine: d.faint,
	tick: d.muted,
	overview: d.surfaceSunken,
	density: d.borderStrong,
	accent: d.accent,
	viewportFill: x(d.accent, .18),
	rangeFill: x(d.accent, .12),
	selection: f.selection,
	match: x(f.selection, .75),
	matchFill: x(f.selection, .15),
	matchTick: x(f.selection, .8),
	flow: x(d.textSecondary, .8),
	markFill: x(f.mark, .1),
	markEdge: x(f.mark, .6),
	markAxis: x(f.mark, .25),
	markOverview: x(f.mark, .35),
	markLabel: f.mark,
	markText: d.inverseText,
	timing: d.textSecondary,
	timingFill: x(f.shade, .07),
	timingText: d.inverseText
}));
function Th() {
	return typeof performance < "u" ? performance.now() : Date.now();
}
function Eh(e) {
	let t = Math.abs(e);
	return t >= 1e9 ? `${(e / 1e9).toFixed(2)} G` : t >= 1e6 ? `${(e / 1e6).toFixed(2)} M` : t >= 1e3 ? `${(e / 1e3).toFixed(2)} k` : R(e);
}
var Dh = {
	requestDraw() {
		this.frame || typeof requestAnimationFrame < "u" && (this.frame = requestAnimationFrame(() => {
			this.frame = 0, this.draw();
		}));
	},
	frameStats() {
		let e = [...this.frameTimes].sort((e, t) => e - t), t = (t) => e.length ? e[Math.min(e.length - 1, Math.floor(t * e.length))] : 0;
		return {
			frames: e.length,
			median: t(.5),
			p95: t(.95),
			max: e.length ? e[e.length - 1] : 0
		};
	},
	draw() {
		this.hoverStale && this.refreshHover();
		let e = this.ctx;
		if (!e || !this.width || !this.height) return;
		let t = Th();
		if (this.boxRects = 0, e.setTransform(this.dpr, 0, 0, this.dpr, 0, 0), e.fillStyle = Z.background, e.fillRect(0, 0, this.width, this.height), e.font = xh, e.textBaseline = "middle", !this.win) {
			e.fillStyle = Z.hint, e.fillText(this.loadingNote ? `Loading the trace: ${this.loadingNote}` : "Loading the trace…", this.timeX + 12, this.tracksTop + 20), this.drawAxis(e, wh);
			return;
		}
		let n = am(this.view, this.timeWidth, 90);
		e.save(), e.beginPath(), e.rect(0, this.tracksTop, this.width, this.tracksHeight), e.clip(), this.drawTracks(e, n), this.drawOverlays(e), e.restore(), this.drawAxis(e, n), this.drawOverview(e);
		let r = Th() - t;
		this.frameTimes.push(r), this.frameTimes.length > Ch && this.frameTimes.shift();
	},
	drawTracks(e, t) {
		let n = this.tracksTop, r = this.stickyHeight(), i = this.timeX + this.timeWidth, [a, o] = Vm(this.layout, this.scrollTop + r, this.scrollTop + this.tracksHeight);
		if (this.drawItems(e, t, a, o, n + r, this.tracksHeight - r), r) {
			let [i, a] = Vm(this.layout, 0, r);
			this.drawItems(e, t, i, a, n, r), e.fillStyle = Z.labelsEdge, e.fillRect(0, n + r - 1, this.width, 1);
		}
		this.drawSearchMatches(e), this.drawSelection(e), e.fillStyle = Z.labelsEdge, e.fillRect(this.timeX - 1, n, 1, this.tracksHeight), e.fillStyle = Z.background, e.fillRect(i, n, this.width - i, this.tracksHeight);
	},
	drawItems(e, t, n, r, i, a) {
		let { items: o } = this.layout, s = this.sizes;
		e.save(), e.beginPath(), e.rect(0, i, this.width, a), e.clip();
		for (let t = n; t < r; t += 1) {
			let n = o[t], r = this.screenY(n.y);
			if (n.kind === "section") {
				e.fillStyle = Z.section, e.fillRect(0, r, this.width, n.h), e.fillStyle = Z.label, e.font = Sh;
				let t = this.win.hosts.length > 1 && n.section.host ? ` (${n.section.host})` : "", i = n.hidden ? ` · ${n.hidden} hidden` : "", a = `${n.collapsed ? "▸" : "▾"} ${n.section.name}${t}${n.collapsed ? ` — ${n.tracks} tracks` : ""}${i}`, o = n.collapsed ? this.text.fitKeepingTail(a, s.labelW - 10, " — ") : this.text.fit(a, this.width - 12);
				e.fillText(o, 6, r + n.h / 2), e.font = xh;
			} else {
				t % 2 && (e.fillStyle = Z.zebra, e.fillRect(0, r, this.width, n.h)), e.fillStyle = Z.label;
				let i = r + Math.min(n.h, s.rowH + 2 * s.trackPad) / 2;
				n.rows > 1 && e.fillText(n.folded ? "▸" : "▾", 3, i), e.fillText(this.text.fitKeepingTail(n.track.name, s.labelW - 20), 14, i), e.fillStyle = Z.rowRule, e.fillRect(0, r + n.h - 1, this.width, 1);
			}
		}
		e.fillStyle = Z.grid;
		for (let n of t.values) e.fillRect(Math.round(this.xOf(n)), i, 1, a);
		let c = this.win;
		this.labels.n = 0;
		let l = this.boxBatches(), u = s.rowH - 1;
		for (let t = n; t < r; t += 1) {
			let n = o[t], r = this.screenY(n.y);
			if (n.kind === "section") {
				n.collapsed && this.drawSummary(n, r + Math.floor((n.h - u) / 2), u);
				continue;
			}
			if (n.track.kind === "counter") {
				this.drawCounter(e, n, r);
				continue;
			}
			let l = c.trackIndex.get(n.track.id);
			if (l === void 0) continue;
			let d = Math.max(0, Math.floor((i - r - s.trackPad) / s.rowH)), f = Math.min(n.track.rows, Math.ceil((i + a - r - s.trackPad) / s.rowH));
			for (let e = d; e < f; e += 1) this.drawSlot(c.slotBase[l] + e, r + s.trackPad + e * s.rowH, u, !0);
		}
		let d = Hp.levels, f = 0;
		for (let t = 0; t < 8; t += 1) for (let n = 0; n < Ap.length; n += 1) f += l[t][n].fill(e, d[t][n]);
		for (let t = 0; t < Ap.length; t += 1) f += l[8][t].fill(e, Ap[t]);
		this.boxRects += f, e.fillStyle = Z.eventText;
		let p = this.labels;
		for (let t = 0; t < p.n; t += 1) {
			let n = p.index[t], r = this.text.fit(c.names[c.name[n]] ?? "", p.w[t] - 6);
			r && e.fillText(r, p.x[t] + 3, p.y[t]);
		}
		e.restore();
	},
	drawCounter(e, t, n) {
		let r = this.win.counters.get(t.track.id);
		if (!r || !r.ts.length) return;
		let i = n + t.h - 3, a = n + 4, o = Math.max(r.max, r.fullScale) - Math.min(0, r.min) || 1, s = (e) => e === null ? i : i - (e - Math.min(0, r.min)) / o * (i - a), c = Ap[t.track.id % Ap.length], l = Km(r, (e) => this.xOf(e), this.timeX, this.timeX + this.timeWidth, this.view.start, this.view.end);
		e.beginPath(), e.moveTo(l[0][0], i);
		for (let [t, n] of l) e.lineTo(t, s(n));
		let u = l[l.length - 1][0];
		e.closePath(), e.fillStyle = x(c, .55), e.fill(), e.fillStyle = Z.hint;
		let d = /\b(memory|bytes?|heap)\b/i.test(t.track.name) || r.fullScale ? nh(t.track.name, r.max, r.fullScale) : Eh(r.max);
		return e.fillText(`max ${d}`, 14, n + t.h - 10), u;
	},
	drawSelection(e) {
		let t = this.selected;
		if (!t) return;
		let n = this.win, r = this.sizes, i = null;
		if (t.index >= 0) {
			let e = t.index, a = this.rowMiddle(n.track[e], n.row[e]);
			a !== null && (i = {
				x: this.xOf(n.ts[e]),
				w: n.dur[e],
				y: a - r.rowH / 2,
				h: r.rowH - 1
			});
		} else if (t.details && t.details.track !== void 0) {
			let e = this.layout.items.find((e) => e.kind === "track" && e.track.id === t.details.track);
			e && (i = {
				x: this.xOf(t.details.ts),
				w: t.details.dur || 0,
				y: this.screenY(e.y),
				h: e.h
			});
		}
		if (!i) return;
		let a = Math.max(2, i.w * this.timeWidth / (this.view.end - this.view.start)), o = Math.max(this.timeX - 1, i.x - 1), s = Math.min(this.timeX + this.timeWidth + 1, i.x + a + 1);
		e.strokeStyle = Z.selection, e.lineWidth = 2, s > o && e.strokeRect(o, i.y, s - o, i.h), e.lineWidth = 1;
		let c = t.details && t.details.flows;
		if (c && c.length) {
			e.strokeStyle = Z.flow, e.beginPath();
			let t = i.x, n = i.y + i.h / 2;
			for (let r of c) {
				let i = this.rowMiddle(r.track, 0);
				if (i === null) continue;
				let o = this.xOf(r.ts);
				e.moveTo(r.direction === "in" ? t : t + a, n), e.lineTo(o, i), e.moveTo(o - 3, i - 3), e.lineTo(o + 3, i + 3), e.moveTo(o - 3, i + 3), e.lineTo(o + 3, i - 3);
			}
			e.stroke();
		}
	},
	drawSearchMatches(e) {
		let t = this.searchMatches;
		if (!t || !t.length) return;
		let { start: n, end: r } = this.view, i = this.sizes, a = /* @__PURE__ */ new Map();
		e.save(), e.beginPath(), e.rect(this.timeX, this.tracksTop, this.timeWidth, this.tracksHeight), e.clip(), e.strokeStyle = Z.match, e.fillStyle = Z.matchFill, e.lineWidth = 1.5;
		for (let o of t) {
			if (o.ts > r || o.ts + (o.dur || 0) < n) continue;
			let t = a.get(o.track);
			if (t === void 0 && (t = this.rowMiddle(o.track, 0), a.set(o.track, t)), t === null) continue;
			let s = t - i.rowH / 2 + (o.row || 0) * i.rowH;
			if (s + i.rowH < this.tracksTop || s > this.tracksTop + this.tracksHeight) continue;
			let c = this.xOf(o.ts), l = Math.max(3, this.xOf(o.ts + (o.dur || 0)) - c);
			e.fillRect(c - 1, s, l + 2, i.rowH - 1), e.strokeRect(c - 1, s + .5, l + 2, i.rowH - 2);
		}
		e.restore();
	},
	band(e, t, n, r) {
		let i = Math.max(this.timeX, this.xOf(t.start)), a = Math.min(this.timeX + this.timeWidth, this.xOf(t.end));
		return a < this.timeX || i > this.timeX + this.timeWidth ? null : (e.fillStyle = n, e.fillRect(i, this.tracksTop, Math.max(1, a - i), this.tracksHeight), e.fillStyle = r, e.fillRect(i, this.tracksTop, 1, this.tracksHeight), e.fillRect(a, this.tracksTop, 1, this.tracksHeight), {
			x0: i,
			x1: a
		});
	},
	drawOverlays(e) {
		e.save(), e.beginPath(), e.rect(this.timeX, this.tracksTop, this.timeWidth, this.tracksHeight), e.clip(), this.drawIntervals(e), e.restore();
	},
	drawIntervals(e) {
		for (let t of this.marks) this.band(e, t, Z.markFill, Z.markEdge);
		if (this.range) {
			let t = this.xOf(this.range.start), n = this.xOf(this.range.end), r = this.screenY(this.range.y0), i = this.screenY(this.range.y1);
			e.fillStyle = Z.rangeFill, e.fillRect(t, r, n - t, i - r), e.strokeStyle = Z.accent, e.strokeRect(t + .5, r + .5, n - t, i - r);
		}
		if (this.timing) {
			let t = this.band(e, this.timing, Z.timingFill, Z.timing);
			if (t) {
				let n = B(this.timing.end - this.timing.start), r = this.text.width(n) + 10, i = Math.max(this.timeX, (t.x0 + t.x1) / 2 - r / 2);
				e.fillStyle = Z.timing, e.fillRect(i, this.tracksTop + 4, r, 16), e.fillStyle = Z.timingText, e.fillText(n, i + 5, this.tracksTop + 12);
			}
		}
	},
	drawAxis(e, t = am(this.view, this.timeWidth, 90)) {
		let n = this.sizes.overviewH, r = this.sizes.axisH;
		e.fillStyle = Z.background, e.fillRect(0, n, this.width, r), e.fillStyle = Z.axisLine, e.fillRect(0, n + r - 1, this.width, 1), e.fillStyle = Z.tick, e.font = xh;
		for (let i = 0; i < t.values.length; i += 1) {
			let a = Math.round(this.xOf(t.values[i]));
			e.fillRect(a, n + r - 6, 1, 6), e.fillText(t.labels[i], a + 3, n + r / 2 - 1);
		}
		for (let t of this.marks) {
			let i = Math.max(this.timeX, this.xOf(t.start)), a = Math.min(this.timeX + this.timeWidth, this.xOf(t.end));
			if (a < i) continue;
			e.fillStyle = Z.markAxis, e.fillRect(i, n, Math.max(1, a - i), r);
			let o = B(t.end - t.start), s = this.text.width(o) + 8;
			if (a - i >= s + 2) {
				let t = (i + a) / 2 - s / 2;
				e.fillStyle = Z.markLabel, e.fillRect(t, n + 3, s, r - 6), e.fillStyle = Z.markText, e.fillText(o, t + 4, n + r / 2);
			}
		}
		e.fillStyle = Z.background, e.fillRect(0, n, this.timeX, r - 1), e.fillStyle = Z.label, e.fillText(this.win ? `View: ${B(this.view.end - this.view.start)}` : "View: loading…", 6, n + r / 2 - 1);
	},
	density() {
		let e = Math.floor(this.timeWidth), t = this.overviewWin;
		if (!t) return null;
		if (this.overviewDensity && this.overviewDensity.length === e) return this.overviewDensity;
		let n = new Float32Array(e), r = t.spanUs[1] - t.spanUs[0] || 1;
		for (let i = 0; i < t.n; i += 1) {
			let a = Math.min(e - 1, Math.max(0, Math.floor((t.ts[i] - t.spanUs[0]) / r * e)));
			n[a] += t.count[i];
		}
		let i = 0;
		for (let e of n) i = Math.max(i, e);
		for (let t = 0; t < e; t += 1) n[t] = i ? Math.sqrt(n[t] / i) : 0;
		return this.overviewDensity = n, n;
	},
	drawOverview(e) {
		let t = this.sizes.overviewH, n = this.span;
		if (e.fillStyle = Z.overview, e.fillRect(0, 0, this.width, t), e.fillStyle = Z.tick, e.fillText("Whole trace", 6, t / 2), !n) return;
		let r = n.end - n.start || 1, i = (e) => this.timeX + (e - n.start) / r * this.timeWidth, a = this.density();
		if (a) {
			e.fillStyle = Z.density, e.beginPath();
			for (let n = 0; n < a.length; n += 1) a[n] > 0 && e.rect(this.timeX + n, t - 2 - a[n] * (t - 6), 1, a[n] * (t - 6));
			e.fill();
		}
		for (let n of this.marks) e.fillStyle = Z.markOverview, e.fillRect(i(n.start), 0, Math.max(1, i(n.end) - i(n.start)), t);
		if (this.searchMatches && this.searchMatches.length) {
			e.fillStyle = Z.matchTick;
			for (let n of this.searchMatches) e.fillRect(Math.round(i(n.ts)), t - 7, 1, 6);
		}
		let o = i(this.view.start), s = Math.max(o + 2, i(this.view.end));
		e.fillStyle = Z.viewportFill, e.fillRect(o, 1, s - o, t - 2), e.strokeStyle = Z.accent, e.strokeRect(o + .5, 1.5, s - o - 1, t - 3), e.fillStyle = Z.axisLine, e.fillRect(0, t - 1, this.width, 1);
	}
}, Oh = 24, kh = 2, Ah = 1, jh = {
	drawSlot(e, t, n, r) {
		let i = this.win, a = this.view.start, o = this.view.end, s = this.timeWidth / (o - a), c = this.timeX, l = this.timeWidth, u = this.labels, { ts: d, dur: f, busy: p, color: m, count: h, order: g, maxEnd: _, slotStart: v } = i, y = this.busyBatches, b = v[e + 1], x = -1, S = -1, C = -1, w = 0, T = 0, E = 0;
		for (let i = cm(_, a, v[e], b); i < b; i += 1) {
			let e = g[i], _ = d[e];
			if (_ > o) break;
			let v = (_ - a) * s, b = v + f[e] * s;
			if (b <= x) continue;
			v < 0 && (v = 0), b > l && (b = l);
			let D = b - v, O = f[e] > 0 ? p[e] / f[e] : 1, k = Math.min(1, O) * D;
			if (D < kh) {
				if (S >= 0 && v <= C + Ah) {
					b > C && (C = b), T += k, k > w && (w = k, E = m[e]);
					continue;
				}
				S >= 0 && this.pushRun(E, T, c + S, c + C, t, n), S = v, C = b, w = k, T = k, E = m[e];
			} else S >= 0 && (this.pushRun(E, T, c + S, c + C, t, n), S = -1), x = b, h[e] > 1 ? this.pushBox(m[e], k, c + v, t, D, n) : y[8][m[e]].push(c + v, t, D, n), r && D >= Oh && (u.n === u.index.length && this.growLabels(), u.index[u.n] = e, u.x[u.n] = c + v, u.y[u.n] = t + n / 2, u.w[u.n] = D, u.n += 1);
		}
		S >= 0 && this.pushRun(E, T, c + S, c + C, t, n);
	},
	drawSummary(e, t, n) {
		let r = this.win;
		for (let i of e.trackIds || []) {
			let e = r.trackIndex.get(i);
			e !== void 0 && r.tracks[e].kind !== "counter" && this.drawSlot(r.slotBase[e], t, n, !1);
		}
	},
	pushRun(e, t, n, r, i, a) {
		let o = Math.round(n), s = Math.max(1, Math.round(r) - o);
		this.pushBox(e, t, o, i, s, a);
	},
	pushBox(e, t, n, r, i, a) {
		this.busyBatches[Up(t, i)][e].push(n, r, i, a);
	},
	boxBatches() {
		return this.busyBatches || (this.busyBatches = Array.from({ length: 9 }, () => Ap.map(() => new Wp()))), this.busyBatches;
	},
	growLabels() {
		let e = this.labels, t = (e) => {
			let t = new e.constructor(e.length * 2);
			return t.set(e), t;
		};
		e.index = t(e.index), e.x = t(e.x), e.y = t(e.y), e.w = t(e.w);
	}
}, Mh = [
	"select",
	"pan",
	"zoom",
	"timing"
], Nh = class {
	constructor(e, t = {}) {
		this.cb = {
			onViewChange: () => {},
			onSelectEvent: () => {},
			onSelectRange: () => {},
			onModeChange: () => {},
			onTiming: () => {},
			onResize: () => {},
			onRoomChange: () => {},
			...t
		}, this.sizes = Nm, this.win = null, this.overviewWin = null, this.overviewDensity = null, this.layout = zm(null), this.collapsed = /* @__PURE__ */ new Set(), this.room = {
			folded: /* @__PURE__ */ new Set(),
			pinned: [],
			hidden: /* @__PURE__ */ new Set()
		}, this.view = {
			start: 0,
			end: 1
		}, this.mode = "select", this.scrollTop = 0, this.selected = null, this.range = null, this.timing = null, this.loadingNote = null, this.marks = [], this.searchMatches = [], this.searchAll = [], this.searchCurrent = null, this.held = /* @__PURE__ */ new Map(), this.drag = null, this.pointer = null, this.frame = 0, this.frameTimes = [], this.width = 0, this.height = 0, this.dpr = 1, this.busyBatches = null, this.labels = {
			index: /* @__PURE__ */ new Int32Array(1024),
			x: /* @__PURE__ */ new Float32Array(1024),
			y: /* @__PURE__ */ new Float32Array(1024),
			w: /* @__PURE__ */ new Float32Array(1024),
			n: 0
		}, this.canvas = P("canvas", {
			class: "tbp-trace-canvas",
			role: "img",
			"aria-label": "Trace timeline"
		}), this.spacer = P("div", { class: "tbp-trace-vscroll-spacer" }), this.vscroll = P("div", {
			class: "tbp-trace-vscroll",
			"aria-hidden": "true"
		}, this.spacer), this.tooltip = P("div", {
			class: "tbp-trace-tooltip",
			role: "tooltip",
			hidden: !0
		}), this.keyHint = P("button", {
			type: "button",
			class: "tbp-trace-keyhint",
			hidden: !0,
			text: "Click the timeline to use the keys",
			title: "The keys (W A S D, 1-4, F, M, ?) go to the timeline when it has the focus",
			on: { click: () => this.focus() }
		}), this.help = P("div", {
			class: "tbp-trace-help",
			role: "dialog",
			"aria-label": "Trace viewer keys",
			hidden: !0
		}, P("div", { class: "tbp-trace-help-head" }, P("h3", { text: "Keys and mouse" }), P("button", {
			type: "button",
			class: "tbp-button tbp-trace-small",
			text: "Close",
			on: { click: () => this.toggleHelp(!1) }
		})), P("table", {}, P("tbody", {}, Xm.map(([e, t]) => P("tr", {}, P("th", { text: e }), P("td", { text: t })))))), this.element = P("div", {
			class: "tbp-trace-timeline tbp-trace-mode-select",
			tabindex: "0"
		}, this.canvas, this.vscroll, this.tooltip, this.keyHint, this.help), e.append(this.element), this.ctx = Kp(this.canvas), this.text = new Gp(this.ctx), this.listen();
	}
	get timeX() {
		return this.sizes.labelW;
	}
	get timeWidth() {
		return Math.max(1, this.width - this.sizes.labelW - this.sizes.scrollbarW);
	}
	get tracksTop() {
		return Pm(this.sizes);
	}
	get tracksHeight() {
		return Math.max(0, this.height - this.tracksTop);
	}
	get span() {
		let e = this.win || this.overviewWin;
		return e ? {
			start: e.spanUs[0],
			end: e.spanUs[1]
		} : null;
	}
	xOf(e) {
		return this.timeX + Jp(e, this.view, this.timeWidth);
	}
	timeAt(e) {
		return Yp(e - this.timeX, this.view, this.timeWidth);
	}
	stickyHeight() {
		let e = this.layout.pinnedHeight || 0;
		return e && e <= this.tracksHeight / 2 ? e : 0;
	}
	contentY(e) {
		let t = e - this.tracksTop;
		return t < this.stickyHeight() ? t : t + this.scrollTop;
	}
	screenY(e) {
		return this.tracksTop + (e < this.stickyHeight() ? e : e - this.scrollTop);
	}
	regionAt(e, t) {
		return t < 0 || e < 0 || e >= this.width || t >= this.height ? null : t < this.sizes.overviewH ? "overview" : t < this.tracksTop ? "axis" : e < this.timeX ? "labels" : e < this.timeX + this.timeWidth ? "tracks" : null;
	}
	rowMiddle(e, t = 0) {
		let n = this.layout.items.find((t) => t.kind === "track" && t.track.id === e);
		if (!n) return null;
		let r = this.screenY(n.y), i = this.stickyHeight();
		if (i && n.y >= i && r + n.h <= this.tracksTop + i) return null;
		let a = Math.max(0, Math.min(t, n.track.rows - 1));
		return r + this.sizes.trackPad + a * this.sizes.rowH + this.sizes.rowH / 2;
	}
	setSize(e, t, n = typeof window < "u" && window.devicePixelRatio || 1) {
		e = Math.max(0, Math.floor(e)), t = Math.max(0, Math.floor(t)), (e !== this.width || t !== this.height || n !== this.dpr) && (this.width = e, this.height = t, this.dpr = n, this.canvas.width = Math.round(e * n), this.canvas.height = Math.round(t * n), this.canvas.style.width = `${e}px`, this.canvas.style.height = `${t}px`, this.vscroll.style.top = `${this.tracksTop}px`, this.vscroll.style.height = `${this.tracksHeight}px`, this.vscroll.style.width = `${this.sizes.scrollbarW}px`, this.setScrollTop(this.scrollTop), this.requestDraw(), this.cb.onResize(this.timeWidth));
	}
	setWindow(e) {
		let t = !this.win;
		this.win = e, this.hoverStale = !0, this.relayout(), this.selected && (this.selected.index = jm(e, this.selected.id, this.selected.host)), t && !this.viewSet ? this.setView({
			start: e.spanUs[0],
			end: e.spanUs[1]
		}, { emit: !1 }) : this.setView(this.view, { emit: !1 }), this.requestDraw();
	}
	setOverview(e) {
		this.overviewWin = e, this.overviewDensity = null, this.requestDraw();
	}
	relayout() {
		this.layout = zm(this.win, this.collapsed, this.sizes, this.room), this.spacer.style.height = `${this.layout.height}px`, this.searchMatches = this.shownMatches(this.searchAll), this.setScrollTop(this.scrollTop), this.requestDraw();
	}
	shownMatches(e) {
		let t = new Set(this.layout.items.filter((e) => e.folded).map((e) => e.track.id));
		return !t.size || !e ? e || [] : e.map((e) => t.has(e.track) && e.row ? {
			...e,
			row: 0
		} : e);
	}
	setRoom({ collapsed: e, folded: t, pinned: n, hidden: r } = {}) {
		e && (this.collapsed = new Set(e)), this.room = {
			folded: new Set(t || this.room.folded),
			pinned: [...n || this.room.pinned],
			hidden: new Set(r || this.room.hidden)
		}, this.relayout();
	}
	roomState() {
		return {
			collapsed: [...this.collapsed],
			folded: [...this.room.folded],
			pinned: [...this.room.pinned],
			hidden: [...this.room.hidden]
		};
	}
	roomChanged() {
		this.relayout(), this.hoverStale = !0, this.cb.onRoomChange(this.roomState());
	}
	setView(e, { emit: t = !0 } = {}) {
		let n = Xp(e, this.span);
		this.viewSet = !0;
		let r = n.start !== this.view.start || n.end !== this.view.end;
		return this.view = n, r && (this.hoverStale = !0), this.requestDraw(), t && r && this.cb.onViewChange({ ...n }), r;
	}
	setScrollTop(e) {
		let t = Math.max(0, this.layout.height - this.tracksHeight), n = Math.min(t, Math.max(0, e || 0));
		n !== this.scrollTop && (this.hoverStale = !0), this.scrollTop = n, this.vscroll.scrollTop !== this.scrollTop && (this.syncingScroll = !0, this.vscroll.scrollTop = this.scrollTop), this.requestDraw();
	}
	setMode(e) {
		Mh.includes(e) && e !== this.mode && (this.element.classList.remove(`tbp-trace-mode-${this.mode}`), this.mode = e, this.element.classList.add(`tbp-trace-mode-${e}`), this.cb.onModeChange(e));
	}
	toggleSection(e) {
		let t = e.kind === "section" ? e.key : Fm(e);
		this.collapsed.has(t) ? this.collapsed.delete(t) : this.collapsed.add(t), this.roomChanged();
	}
	toggleTrack(e) {
		this.room.folded.has(e) ? this.room.folded.delete(e) : this.room.folded.add(e), this.roomChanged();
	}
	foldTracks(e) {
		for (let t of e) this.room.folded.add(t);
		this.roomChanged();
	}
	scrollToItem(e) {
		let t = this.layout.items[e];
		t && this.setScrollTop(t.y - this.stickyHeight());
	}
	pinTrack(e, t = !this.room.pinned.includes(e)) {
		this.room.pinned = this.room.pinned.filter((t) => t !== e), t && this.room.pinned.push(e), this.roomChanged();
	}
	hideTrack(e) {
		this.room.hidden.add(e), this.room.pinned = this.room.pinned.filter((t) => t !== e), this.roomChanged();
	}
	showHiddenTracks(e = null) {
		if (e) for (let t of e) this.room.hidden.delete(t);
		else this.room.hidden.clear();
		this.roomChanged();
	}
	revealTrack(e, t = 0) {
		let n = this.win, r = n ? n.trackIndex.get(e) : void 0;
		if (r === void 0) return !1;
		let i = Lm(n).get(e), a = n.sectionById.get(n.tracks[r].section), o = this.room.pinned.includes(i), s = this.room.hidden.delete(i), c = o ? Im : a && Fm(a);
		c && this.collapsed.delete(c) && (s = !0), t > 0 && this.room.folded.delete(i) && (s = !0), s && this.roomChanged();
		let l = this.layout.items.find((t) => t.kind === "track" && t.track.id === e), u = this.stickyHeight();
		if (l && !(l.pinned && u)) {
			let e = l.y + this.sizes.trackPad + Math.min(t, l.track.rows - 1) * this.sizes.rowH;
			(e < this.scrollTop + u || e + this.sizes.rowH > this.scrollTop + this.tracksHeight) && this.setScrollTop(e - u - (this.tracksHeight - u) / 3);
		}
		return s;
	}
	selectIndex(e, { emit: t = !0 } = {}) {
		let n = this.win;
		this.selected = !n || e === null || e < 0 || e >= n.n ? null : {
			index: e,
			id: n.id[e],
			host: Am(n, n.track[e]),
			count: n.count[e],
			details: null
		}, this.range = null, this.requestDraw(), t && this.cb.onSelectEvent(this.selected && { ...this.selected });
	}
	selectId(e, t, { details: n = null, emit: r = !1 } = {}) {
		this.selected = {
			id: Number(e),
			host: t,
			index: jm(this.win, e, t),
			count: 1,
			details: n
		}, this.selected.index >= 0 && (this.selected.count = this.win.count[this.selected.index]), this.range = null, this.requestDraw(), r && this.cb.onSelectEvent({ ...this.selected });
	}
	setLoadingNote(e) {
		this.loadingNote = e || null, this.requestDraw();
	}
	setSearchMatches(e, t = null) {
		this.searchAll = e || [], this.searchMatches = this.shownMatches(this.searchAll), this.searchCurrent = t, this.requestDraw();
	}
	focus() {
		try {
			this.element.focus({ preventScroll: !0 });
		} catch {
			this.element.focus();
		}
	}
	showKeyHint(e) {
		this.keyHint.hidden = !e;
	}
	setSelectedDetails(e) {
		this.selected && e && Number(e.id) === this.selected.id && (this.selected.details = e, this.requestDraw());
	}
	clearSelection() {
		let e = this.selected || this.range || this.timing;
		this.selected = null, this.range = null, this.timing = null, this.requestDraw(), e && (this.cb.onSelectEvent(null), this.cb.onTiming(null));
	}
	selectionInterval() {
		if (this.timing && this.timing.end > this.timing.start) return { ...this.timing };
		if (this.range) return {
			start: this.range.start,
			end: this.range.end
		};
		let e = this.selected;
		if (e) {
			if (e.index >= 0 && this.win) return {
				start: this.win.ts[e.index],
				end: this.win.ts[e.index] + this.win.dur[e.index]
			};
			if (e.details) return {
				start: e.details.ts,
				end: e.details.ts + (e.details.dur || 0)
			};
		}
		return null;
	}
	zoomToSelection() {
		let e = this.selectionInterval();
		if (!e) return !1;
		let t = Math.max((e.end - e.start) * .1, .005);
		return this.setView({
			start: e.start - t,
			end: e.end + t
		});
	}
	markSelection() {
		let e = this.selectionInterval();
		if (!e) return !1;
		let t = this.marks.findIndex((t) => t.start === e.start && t.end === e.end);
		return t >= 0 ? this.marks.splice(t, 1) : this.marks.push(e), this.requestDraw(), !0;
	}
	toggleHelp(e = this.help.hidden) {
		this.help.hidden = !e;
	}
	trackIdsBetween(e, t) {
		let [n, r] = Vm(this.layout, Math.min(e, t), Math.max(e, t) + 1), i = [];
		for (let e = n; e < r; e += 1) {
			let t = this.layout.items[e];
			t.kind === "track" && t.track.kind !== "counter" && i.push(t.track.id);
		}
		return i;
	}
	selectArea(e, t, n, r) {
		let i = Math.min(e, t), a = Math.max(e, t), o = this.trackIdsBetween(n, r), s = Wm(this.win, o, i, a);
		return this.selected = null, this.range = {
			start: i,
			end: a,
			y0: Math.min(n, r),
			y1: Math.max(n, r)
		}, this.requestDraw(), this.cb.onSelectRange({
			start: i,
			end: a,
			indexes: s,
			trackIds: o
		}), s;
	}
	destroy() {
		this.stopHeld(), this.frame && typeof cancelAnimationFrame < "u" && cancelAnimationFrame(this.frame), this.frame = 0;
		for (let [e, t, n, r] of this.handlers) e.removeEventListener(t, n, r);
		this.resizeObserver && this.resizeObserver.disconnect(), this.closeTrackMenu(), this.element.remove();
	}
};
Object.assign(Nh.prototype, bh, Dh, jh, Jm);
// src/trace/room.js
var Ph = {
	collapsed: "trace_collapsed",
	folded: "trace_folded",
	pinned: "trace_pin",
	hidden: "trace_hidden"
};
function Fh(e) {
	let t = [...e];
	return t.length ? JSON.stringify(t.map((e) => e.split("\0"))) : "";
}
function Ih(e) {
	if (!e) return [];
	try {
		let t = JSON.parse(e);
		return Array.isArray(t) ? t.filter((e) => Array.isArray(e) && e.length && e.every((e) => typeof e == "string")).map((e) => e.join("\0")) : [];
	} catch {
		return [];
	}
}
function Lh(e = {}) {
	return {
		collapsed: new Set(Ih(e[Ph.collapsed])),
		folded: new Set(Ih(e[Ph.folded])),
		pinned: [...new Set(Ih(e[Ph.pinned]))],
		hidden: new Set(Ih(e[Ph.hidden]))
	};
}
function Rh(e) {
	return Object.fromEntries(Object.entries(Ph).map(([t, n]) => [n, Fh(e[t] || [])]));
}
// src/trace/details_resize.js
var zh = "tbp.trace.details", Bh = 16, Vh = 80;
function Hh() {
	try {
		return window.localStorage || null;
	} catch {
		return null;
	}
}
function Uh(e = Hh()) {
	try {
		let t = JSON.parse(e && e.getItem("tbp.trace.details") || "null");
		if (t && Number.isFinite(t.height)) return {
			height: Math.max(60, t.height),
			folded: !!t.folded
		};
	} catch {}
	return {
		height: 170,
		folded: !1
	};
}
function Wh(e, t = Hh()) {
	try {
		t && t.setItem(zh, JSON.stringify({
			height: Math.round(e.height),
			folded: e.folded
		}));
	} catch {}
}
function Gh(e, t) {
	return Math.round(Math.max(60, Math.min(Math.max(60, t), e)));
}
function Kh(e) {
	let t = Uh(), n = null, r = null, i = P("div", {
		class: "tbp-trace-details-handle",
		role: "separator",
		tabindex: "0",
		"aria-orientation": "horizontal",
		"aria-label": "Details pane height",
		title: "Drag to resize the details pane (keys: Up / Down); double-click or Enter to fold it"
	}), a = P("button", {
		type: "button",
		class: "tbp-trace-details-open",
		text: "Show the details pane",
		on: { click: () => {
			c(t.height, { folded: !1 }), i.focus();
		} }
	});
	i.append(a);
	function o() {
		let t = n ? n.clientHeight : 0;
		return t ? t - [...n.children].filter((t) => t !== e && !t.classList.contains("tbp-trace-body")).reduce((e, t) => e + t.offsetHeight, 0) - 200 : Infinity;
	}
	function s() {
		let n = Gh(t.height, o());
		e.hidden = t.folded, e.style.height = `${n}px`, i.classList.toggle("tbp-folded", t.folded), i.setAttribute("aria-valuenow", String(t.folded ? 0 : n)), i.setAttribute("aria-valuemin", "60");
		let r = o();
		Number.isFinite(r) && i.setAttribute("aria-valuemax", String(Math.max(60, Math.round(r)))), i.setAttribute("aria-expanded", t.folded ? "false" : "true");
	}
	function c(e, { folded: n = !1 } = {}) {
		t.height = Gh(e, o()), t.folded = n, s(), Wh(t);
	}
	let l = null;
	i.addEventListener("pointerdown", (n) => {
		if (n.button === 0 && n.target !== a) {
			l = {
				y0: n.clientY,
				h0: t.folded ? 60 : e.offsetHeight || t.height
			};
			try {
				i.setPointerCapture(n.pointerId);
			} catch {}
			i.classList.add("tbp-dragging"), n.preventDefault();
		}
	}), i.addEventListener("pointermove", (e) => {
		l && c(l.h0 - (e.clientY - l.y0));
	});
	let u = (e) => {
		if (l) {
			l = null, i.classList.remove("tbp-dragging");
			try {
				i.releasePointerCapture(e.pointerId);
			} catch {}
		}
	};
	i.addEventListener("pointerup", u), i.addEventListener("pointercancel", u), i.addEventListener("dblclick", (e) => {
		e.target !== a && c(t.height, { folded: !t.folded });
	}), i.addEventListener("keydown", (e) => {
		if (e.target === a) return;
		let n = e.shiftKey ? Vh : Bh, r = t.folded ? 60 - n : t.height;
		if (e.key === "ArrowUp") c(r + n);
		else if (e.key === "ArrowDown") t.folded || c(t.height - n, { folded: t.height <= 60 });
		else if (e.key === "Home") c(60);
		else if (e.key === "End") c(Infinity);
		else if (e.key === "Enter" || e.key === " ") c(t.height, { folded: !t.folded });
		else return;
		e.preventDefault(), e.stopPropagation();
	});
	function d(e) {
		n = e, typeof ResizeObserver < "u" && (r = new ResizeObserver(() => s()), r.observe(n)), s();
	}
	return s(), {
		handle: i,
		attach: d,
		apply: s,
		pane: t,
		set: c,
		destroy: () => r && r.disconnect()
	};
}
// src/trace/compare.js
function qh(e) {
	let t = `${e.offset_ns < 0 ? "−" : "+"}${B(Math.abs(e.offset_ns) / 1e3)}`;
	return {
		note: e.step === null ? "no common step: starts aligned" : `base shifted ${t}`,
		title: `${e.base_run}: its hosts are below, named "base: <host>"; its clock is shifted by ${t}` + (e.step === null ? " to start with this run" : ` so that step ${e.step} starts with this run's`)
	};
}
function Jh(e, t) {
	if (!t) return -1;
	let n = new Set(t.base_hosts || []);
	return e.items.findIndex((e) => e.kind === "section" && !e.pinnedArea && n.has(e.section.host));
}
function Yh(e, t, n, r) {
	let i = Jh(e, t);
	if (i < 0) return [];
	let a = (e) => e <= n / 2, o = e.items[i].y;
	if (a(o)) return [];
	let s = e.items.slice(0, i).filter((e) => e.kind === "track" && !e.folded && e.track.rows > 1).sort((e, t) => t.track.rows - e.track.rows), c = [];
	for (let e of s) if (c.push(e.key), o -= (e.track.rows - 1) * r.rowH, a(o)) break;
	return c;
}
// src/trace/download.js
function Xh(e, t) {
	let n = URL.createObjectURL(e), r = P("a", {
		href: n,
		download: t,
		hidden: !0
	});
	document.body.append(r), r.click(), r.remove(), setTimeout(() => URL.revokeObjectURL(n), 6e4);
}
function Zh(e, t, n) {
	let r = `${Ie(t.run, t.host || "all_hosts")}.trace.json`, i = P("a", {
		class: "tbp-button tbp-trace-small",
		href: e.dataUrl(t),
		download: r,
		text: "Download the full trace (JSON)",
		title: "Every event, as Chrome trace JSON for Perfetto or chrome://tracing",
		on: { click: (e) => s(e) }
	}), a = P("span", {
		class: "tbp-trace-download-status",
		role: "status",
		"aria-live": "polite"
	}), o = null;
	async function s(s) {
		if (!(!e.dataBlob || s.button > 0 || s.ctrlKey || s.metaKey || s.shiftKey || s.altKey) && (s.preventDefault(), !o)) {
			o = new AbortController(), i.setAttribute("aria-busy", "true"), a.classList.remove("tbp-error"), a.textContent = "Downloading the trace…";
			try {
				let i = await e.dataBlob(t, {
					signal: o.signal,
					type: "application/json",
					onProgress: (e) => {
						a.textContent = `Downloading the trace… ${Fe(e)}`;
					},
					complete: (e) => e.trimEnd().endsWith("]}")
				});
				if (n()) return;
				Xh(i, r), a.textContent = `Saved ${r} (${Fe(i.size)})`;
			} catch (e) {
				if (n() || e && e.name === "AbortError") return;
				a.textContent = `Download failed, nothing was saved: ${e.message}`, a.classList.add("tbp-error");
			} finally {
				o = null, i.removeAttribute("aria-busy");
			}
		}
	}
	return {
		link: i,
		status: a,
		abort: () => {
			o && o.abort();
		}
	};
}
var Qh = 5, $h = 1e3, eg = {
	select: "Select",
	pan: "Pan",
	zoom: "Zoom",
	timing: "Timing"
};
function tg(e, t, { multiHost: n = !1 } = {}) {
	return {
		view: e ? om(e) : "",
		sel: t && t.id >= 0 ? String(t.id) : "",
		sel_host: t && n && t.host ? t.host : ""
	};
}
function ng(e = {}) {
	let t = e.sel !== void 0 && e.sel !== "" ? Number(e.sel) : NaN;
	return {
		view: sm(e.view),
		sel: Number.isInteger(t) && t >= 0 ? {
			id: t,
			host: e.sel_host || null
		} : null,
		hosts: e.hosts ? String(e.hosts).split(",").filter(Boolean) : null
	};
}
function rg(e, t, n, r = null) {
	let i = e.end - e.start, a = Math.max(0, n || 0);
	return a > .8 * i ? $p(t + a / 2, a / .6, r) : t >= e.start && t + a <= e.end ? e : $p(t + a / 2, i, r);
}
function ig(e, t, n) {
	return n > 0 ? e < 0 || e >= n ? t < 0 ? n - 1 : 0 : ((e + (t < 0 ? -1 : 1)) % n + n) % n : -1;
}
function ag(e, { params: t, state: n = {}, setParams: r = () => {}, api: i, compare: a = null }) {
	let o = ng(n), s = t.run, c = null, l = o.hosts || (t.host ? [t.host] : null), u = o.sel, d = !1, f = Object.fromEntries(Mh.map((e, t) => [e, P("button", {
		type: "button",
		class: "tbp-button tbp-trace-mode",
		"aria-pressed": e === "select" ? "true" : "false",
		title: `${eg[e]} mode (key ${t + 1})`,
		text: `${eg[e]} ${t + 1}`,
		on: { click: () => N.setMode(e) }
	})])), p = P("input", {
		type: "search",
		class: "tbp-input tbp-trace-search",
		placeholder: "Search events",
		"aria-label": "Search events",
		on: { keydown: (e) => {
			e.key === "Enter" && (e.preventDefault(), Ee(e.shiftKey ? -1 : 1));
		} }
	}), m = P("input", {
		type: "checkbox",
		on: { change: () => Ce() }
	}), h = P("input", {
		type: "checkbox",
		on: { change: () => Ce() }
	}), g = P("span", {
		class: "tbp-trace-count",
		"aria-live": "polite"
	}), _ = P("button", {
		type: "button",
		class: "tbp-button tbp-trace-small",
		text: "‹",
		title: "Previous match (Shift+Enter)",
		"aria-label": "Previous match",
		on: { click: () => Ee(-1) }
	}), v = P("button", {
		type: "button",
		class: "tbp-button tbp-trace-small",
		text: "›",
		title: "Next match (Enter)",
		"aria-label": "Next match",
		on: { click: () => Ee(1) }
	}), y = P("fieldset", {
		class: "tbp-trace-hosts",
		hidden: !0
	}, P("legend", { text: "Hosts" })), b = P("span", {
		class: "tbp-trace-status",
		role: "status"
	}), x = a && a.base_run ? {
		base_run: a.base_run,
		...a.base_host ? { base_host: a.base_host } : {},
		...n.align_step ? { align_step: n.align_step } : {}
	} : {}, S = P("input", {
		type: "number",
		min: "0",
		step: "1",
		class: "tbp-input tbp-trace-align",
		id: "tbp-trace-align",
		"aria-label": "Align the runs at step",
		value: n.align_step || "",
		on: { change: () => fe() }
	}), C = P("span", {
		class: "tbp-trace-aligned",
		role: "status"
	}), w = P("button", {
		type: "button",
		class: "tbp-button tbp-trace-small tbp-trace-to-base",
		text: "Base run ↓",
		title: "Scroll to the base run's tracks",
		on: { click: () => N.scrollToItem(Jh(N.layout, M.window?.aligned)) }
	}), T = x.base_run ? P("span", { class: "tbp-trace-compare" }, P("label", {
		class: "tbp-trace-check",
		title: "The step that starts at the same time in both runs"
	}, "Align at step", S), C, w) : null, { link: E, status: D, abort: O } = Zh(i, t, () => d), k = P("button", {
		type: "button",
		class: "tbp-button tbp-trace-small tbp-trace-unhide",
		hidden: !0,
		title: "Show the tracks hidden with their menu (right-click a track name)",
		on: { click: () => N.showHiddenTracks() }
	}), A = P("button", {
		type: "button",
		class: "tbp-button tbp-trace-small",
		text: "?",
		title: "Keys and mouse (?)",
		"aria-label": "Help",
		on: { click: () => N.toggleHelp() }
	}), ee = P("div", { class: "tbp-trace-toolbar" }, P("div", {
		class: "tbp-trace-modes",
		role: "group",
		"aria-label": "Mouse mode"
	}, Object.values(f)), P("div", { class: "tbp-trace-searchbar" }, p, _, v, g, P("label", { class: "tbp-trace-check" }, m, "Regex"), P("label", { class: "tbp-trace-check" }, h, "Args")), y, T, P("span", { class: "tbp-spacer" }), b, D, E, A), j = sh({ onJump: (e) => xe({
		id: e.id,
		ts: e.ts,
		dur: e.dur || 0,
		track: e.track
	}) }), te = P("div", { class: "tbp-trace-body" }), ne = Kh(j.element), re = P("div", { class: "tbp-trace" }, ee, te, ne.handle, j.element);
	ne.attach(re), e.append(re);
	let M = null, N = new Nh(te, {
		onViewChange: (e) => {
			M && M.ensure(e, N.timeWidth), ke();
		},
		onResize: (e) => {
			M && M.window && M.ensure(N.view, e);
		},
		onModeChange: (e) => {
			for (let [t, n] of Object.entries(f)) n.setAttribute("aria-pressed", t === e ? "true" : "false");
		},
		onSelectEvent: (e) => ve(e),
		onSelectRange: (e) => be(e),
		onRoomChange: (t) => {
			oe(), !d && e.isConnected && r(Rh(t));
		},
		onTiming: (e) => {
			e && j.showMessage(`Measured ${B(e.end - e.start)}, from ${B(e.start)} to ${B(e.end)}. F zooms to it, M marks it.`);
		}
	});
	te.append(k);
	let ie = Lh(n);
	N.setRoom(ie);
	let ae = !!x.base_run && !ie.collapsed.size && !ie.folded.size && !ie.pinned.length && !ie.hidden.size;
	N.fitToElement(), N.width || N.setSize($h, 600);
	function oe() {
		let e = N.layout.hidden || 0;
		k.hidden = !e, k.textContent = `${R(e)} hidden track${e === 1 ? "" : "s"} · Show`;
	}
	let se = null, ce = null;
	M = new Mm({
		api: i,
		run: s,
		hosts: l,
		extra: x,
		onWindow: (e) => {
			se = null, N.setWindow(e), M.ensure(N.view, N.timeWidth);
			let t = e.aligned ? e.hosts.filter((t) => !e.aligned.base_hosts.includes(t)) : e.hosts;
			if (!c && t.length > 1 && pe(t), e.aligned && de(e.aligned), e.aligned && ae) {
				ae = !1;
				let t = Yh(N.layout, e.aligned, N.tracksHeight, N.sizes);
				t.length && N.foldTracks(t);
			}
			ge(e), oe(), le();
		},
		onLoading: () => le(),
		onProgress: (e) => {
			ce = e, N.setLoadingNote(e), le();
		},
		onError: (e) => {
			se = e, le();
		}
	});
	function le() {
		if (I(b), b.classList.toggle("tbp-error", !!se), se) {
			b.append(`Could not load the trace: ${se.message} `, P("button", {
				type: "button",
				class: "tbp-button tbp-trace-small",
				text: "Retry",
				on: { click: () => ue() }
			}));
			return;
		}
		let e = M.window, t = [];
		e && (t.push(`${R(e.eventsInWindow)} events`), e.thinned && t.push(`${R(e.thinned)} merged into boxes`));
		let n = [...t];
		M.pending && (t.push(ce ? `loading: ${We(ce, 21)}` : "loading…"), n.push(ce ? `loading: ${ce}` : "loading…")), b.textContent = t.join(" · "), b.title = n.join(" · ");
	}
	function F() {
		M.overview(Math.max(100, Math.round(N.timeWidth))).then((e) => {
			d || N.setOverview(e);
		}).catch(() => {});
	}
	function ue() {
		se = null, N.viewSet && M.span ? M.load(fm(N.view, N.timeWidth, M.span)) : o.view && !M.window ? (M.load(fm(o.view, N.timeWidth, null)), F()) : M.load(null, { resolution: Math.round(N.timeWidth) }).then((e) => {
			e && N.setOverview(e);
		}), le();
	}
	o.view && N.setView(o.view, { emit: !1 }), ue();
	function de(e) {
		let { note: t, title: n } = qh(e);
		C.textContent = t, C.title = n, S.placeholder = e.step === null ? "" : String(e.step);
	}
	function fe() {
		let t = S.value.trim();
		t ? M.extra = {
			...M.extra,
			align_step: t
		} : M.extra = Object.fromEntries(Object.entries(M.extra).filter(([e]) => e !== "align_step")), M.setHosts(l, c), Ce(), N.clearSelection(), M.load(null, { resolution: Math.round(N.timeWidth) }).then((e) => {
			e && (N.setOverview(e), N.setView({
				start: e.spanUs[0],
				end: e.spanUs[1]
			}));
		}), !d && e.isConnected && r({ align_step: t });
	}
	function pe(e) {
		c = [...e], M.allHosts = c, I(y).append(P("legend", { text: "Hosts" })), y.hidden = c.length < 2;
		for (let e of c) {
			let t = P("input", {
				type: "checkbox",
				value: e,
				checked: !l || l.includes(e),
				on: { change: () => me() }
			});
			y.append(P("label", { class: "tbp-trace-check" }, t, e));
		}
	}
	function me() {
		let t = [...y.querySelectorAll("input[type=checkbox]")], n = t.filter((e) => e.checked).map((e) => e.value);
		n.length || (t[0].checked = !0, n = [t[0].value]), l = n.length === c.length ? null : n, M.setHosts(l, c), Ce(), N.clearSelection(), M.load(fm(N.view, N.timeWidth, N.span)), F(), !d && e.isConnected && r({ hosts: l ? l.join(",") : "" });
	}
	i.hosts && Promise.resolve().then(() => i.hosts(s, "trace_viewer")).then((e) => {
		!d && Array.isArray(e) && e.length > 1 && pe(e);
	}).catch(() => {});
	function he() {
		if (l && l.length === 1) return l[0];
		let e = M.window;
		return e && e.hosts.length === 1 ? e.hosts[0] : t.host || "";
	}
	function ge(e) {
		if (!u) return;
		let { id: t } = u, n = u.host;
		if (!n) {
			let r = jm(e, t);
			n = r >= 0 ? Am(e, e.track[r]) : he();
		}
		u = null, N.selectId(t, n, { emit: !0 });
	}
	let _e = 0;
	async function ve(e) {
		let t = ++_e;
		if (ye += 1, ke(), !e) {
			j.showMessage("Click an event for its details, or drag over several for totals by name. Press ? for the keys.");
			return;
		}
		let n = M.window, r = e.index >= 0 ? {
			id: e.id,
			name: n.names[n.name[e.index]],
			ts: n.ts[e.index],
			dur: n.dur[e.index],
			track: n.track[e.index]
		} : e.details || {
			id: e.id,
			name: `Event ${e.id}`
		}, i = {
			count: e.count,
			host: n && n.hosts.length > 1 ? e.host : "",
			trackName: n ? ch(n, r.track) : ""
		};
		if (e.id < 0) j.showEvent(r, i);
		else {
			j.showEvent(r, {
				...i,
				loading: !0
			});
			try {
				let n = await M.details(e.id, e.host || he());
				if (t !== _e || d) return;
				N.setSelectedDetails(n);
				let a = M.window, o = (n.flows || []).map((e) => ({
					...e,
					trackName: a ? ch(a, e.track) : ""
				}));
				j.showEvent({
					...n,
					flows: o
				}, {
					...i,
					trackName: a ? ch(a, n.track ?? r.track) : i.trackName
				});
			} catch (e) {
				if (t !== _e || d) return;
				j.showEvent(r, {
					...i,
					error: e.message
				});
			}
		}
	}
	let ye = 0;
	async function be({ start: e, end: t, indexes: n, trackIds: r }) {
		let i = ++ye;
		_e += 1, ke();
		let a = th(M.window, n), o = {
			start: e,
			end: t,
			tracks: r.length
		}, s = a.merged > 0 && r.length > 0;
		if (j.showSummary(a, {
			...o,
			exactPending: s
		}), s) try {
			let n = await M.summary(e, t, r);
			if (i !== ye || d) return;
			j.showSummary(rh(n), o);
		} catch (e) {
			if (i !== ye || d || e && e.name === "AbortError") return;
			j.showSummary(a, {
				...o,
				exactError: e.message
			});
		}
	}
	function xe(e) {
		let t = e.host || Am(M.window, e.track) || he();
		N.revealTrack(e.track, e.row || 0), N.setView(rg(N.view, e.ts, e.dur, N.span)), N.selectId(e.id, t, {
			details: {
				id: e.id,
				name: e.name,
				ts: e.ts,
				dur: e.dur,
				track: e.track
			},
			emit: !0
		});
	}
	let L = Se("");
	function Se(e) {
		return {
			key: e,
			total: 0,
			pages: /* @__PURE__ */ new Map(),
			at: -1
		};
	}
	function Ce() {
		L = Se(""), g.textContent = "", g.classList.remove("tbp-error"), N.setSearchMatches([], null);
	}
	async function we(e, t, n) {
		let r = await M.search(n, {
			regex: m.checked,
			args: h.checked,
			limit: 100,
			offset: t * 100
		});
		for (L.key !== e && (L = Se(e)), L.total = r.total ?? (r.matches || []).length, L.pages.set(t, r.matches || []); L.pages.size > Qh;) L.pages.delete(L.pages.keys().next().value);
		return L.pages.get(t);
	}
	let Te = Promise.resolve(null);
	function Ee(e = 1) {
		return Te = Te.then(() => De(e), () => De(e)), Te;
	}
	async function De(e) {
		if (d) return null;
		let t = p.value.trim();
		if (!t) return Ce(), null;
		let n = JSON.stringify([
			t,
			m.checked,
			h.checked,
			l,
			M.extra
		]);
		try {
			n !== L.key && (g.textContent = "Searching…", g.classList.remove("tbp-error"), await we(n, 0, t));
		} catch (e) {
			return e && e.name === "AbortError" || (g.textContent = e.message, g.classList.add("tbp-error")), null;
		}
		if (!L.total) return g.textContent = "No match", N.setSearchMatches([], null), null;
		let r = ig(L.at, e, L.total), i = Math.floor(r / 100), a = L.pages.get(i);
		if (!a) {
			g.textContent = `${R(r + 1)} of ${R(L.total)} (loading…)`;
			try {
				a = await we(n, i, t);
			} catch (e) {
				return e && e.name === "AbortError" || (g.textContent = e.message, g.classList.add("tbp-error")), null;
			}
		}
		let o = a[r - i * 100];
		return o ? (L.at = r, g.textContent = `${R(r + 1)} of ${R(L.total)}`, N.setSearchMatches([...L.pages.values()].flat(), o), xe(o), o) : null;
	}
	let Oe = null;
	function ke() {
		Oe && clearTimeout(Oe), Oe = setTimeout(Ae, 300);
	}
	function Ae() {
		if (Oe = null, d || !e.isConnected) return;
		let t = !!(M.window && M.window.hosts.length > 1);
		r(tg(N.view, N.selected, { multiHost: t }));
	}
	function z(t) {
		if (!e.isConnected) return Ie(), !1;
		let n = Qm(t);
		return n ? n.action === "focus-search" ? (p.focus(), t.preventDefault(), !0) : N.keyDown(n.action, {
			fast: n.fast,
			repeat: !!t.repeat
		}) ? (t.preventDefault(), !0) : !1 : !1;
	}
	function je(e) {
		let t = $m(e);
		t && N.keyUp(t);
	}
	function Me() {
		d || N.showKeyHint(!eh());
	}
	function Ne() {
		N.keyUp(null), Me();
	}
	let Pe = [
		[
			document,
			"keydown",
			z
		],
		[
			document,
			"keyup",
			je
		],
		[
			document,
			"focusin",
			Me
		],
		[
			document,
			"focusout",
			() => setTimeout(Me, 0)
		],
		[
			window,
			"blur",
			Ne
		],
		[
			window,
			"focus",
			Me
		]
	];
	for (let [e, t, n] of Pe) e.addEventListener(t, n);
	function Fe() {
		!d && e.isConnected && (N.focus(), Me());
	}
	Fe(), setTimeout(Fe, 0);
	function Ie() {
		if (!d) {
			d = !0;
			for (let [e, t, n] of Pe) e.removeEventListener(t, n);
			Oe && clearTimeout(Oe), O(), M.destroy(), N.destroy(), ne.destroy();
		}
	}
	return {
		timeline: N,
		model: M,
		details: j,
		handleKey: z,
		search: Ee,
		jumpTo: xe,
		writeUrl: Ae,
		destroy: Ie,
		root: re,
		updateKeyHint: Me
	};
}
// src/tools/trace_viewer.js
var og = /* @__PURE__ */ s({
	allHosts: () => !0,
	fetchData: () => !1,
	render: () => sg
});
function sg(e, { params: t, state: n = {}, setParams: r = () => {}, api: i, compareParams: a = null }) {
	return ag(e, {
		params: t,
		state: n,
		setParams: r,
		api: i,
		compare: a
	});
}
// src/tools/memory_profile.js
var cg = /* @__PURE__ */ s({
	allHosts: () => !0,
	breakdownNote: () => gg,
	chartMax: () => pg,
	hideFree: () => vg,
	memoryUnit: () => fg,
	peakIndex: () => mg,
	pointDetails: () => _g,
	render: () => Sg,
	summaryRows: () => hg
}), lg = 1024, ug = 1024 ** 2, dg = 1024 ** 3;
function fg(e) {
	return e >= dg ? {
		name: "GiB",
		bytes: dg
	} : e >= ug || !(e > 0) ? {
		name: "MiB",
		bytes: ug
	} : {
		name: "KiB",
		bytes: lg
	};
}
function pg(e) {
	let t = 0, n = !vg(e);
	for (let r = 0; r < e.ts_ms.length; r += 1) t = Math.max(t, e.stack[r] + e.heap[r] + (n ? e.free[r] : 0));
	return t;
}
function mg(e, t) {
	let n = -1;
	for (let r = 0; r < e.ts_ms.length; r += 1) Math.abs(e.ts_ms[r] - t.peak_time_ms) < 1e-6 && (n < 0 || e.in_use[r] > e.in_use[n]) && (n = r);
	return n;
}
function hg(e) {
	return [
		["#Allocation", R(e.num_allocations)],
		["#Deallocation", R(e.num_deallocations)],
		["Memory Capacity", Fe(e.memory_capacity_bytes)],
		["Peak Heap Usage Lifetime", Fe(e.peak_bytes_lifetime)],
		["Peak Memory Usage", `${Fe(e.peak_bytes_in_use)} at ${Me(e.peak_time_ms, 3)}` + (e.peak_step === void 0 ? "" : e.peak_step < 0 ? " (outside the profiled steps)" : ` (step ${e.peak_step})`)],
		["Stack Reservation", Fe(e.stack_reserved_bytes)],
		["Heap Allocation", Fe(e.heap_allocated_bytes)],
		["Free Memory", Fe(e.free_memory_bytes)],
		["Fragmentation", e.fragmentation_percent === null ? "n/a" : `${z(e.fragmentation_percent, 2)} at the peak`]
	];
}
function gg(e, t = "live") {
	let n = e.peak_step === void 0 || e.peak_step < 0 ? "the peak's step" : `step ${e.peak_step}`;
	return t === "by_op" ? `This trace's memory events have no addresses (PyTorch < 1.10), so which allocations are live at the peak is unknown. Per op, the events of ${n} up to the peak: "Size Increase" is what the op allocated minus what it freed while it ran. "held before the step" is the rest of the heap at the peak.` : `Allocations made in ${n} up to the peak and still live then. "unused preallocated device memory" is the rest of the heap at the peak: memory held since before that step (e.g. weights) or since before profiling started. "stack" is the stack reservation.`;
}
function _g(e, t) {
	return [
		["Timestamp", Me(e.ts_ms[t], 3)],
		["Event", e.kind[t] === "alloc" ? "Allocation" : "Deallocation"],
		["Requested size", Fe(e.requested[t])],
		["Allocation size", `${e.allocation[t] < 0 ? "-" : ""}${Fe(Math.abs(e.allocation[t]))}`],
		["Op", e.op[t] || "-"],
		["Step", e.step[t] >= 0 ? String(e.step[t]) : "-"],
		["Region type", e.region_type[t] || "-"],
		["Data type", e.data_type[t] || "-"],
		["Shape", e.shape[t] || "-"],
		["Memory in use", Fe(e.in_use[t])]
	];
}
function vg(e) {
	return Math.max(0, ...e.free) > 10 * Math.max(1, ...e.in_use);
}
function yg(e, t, { table: n = !0, state: r = {}, setParams: i = () => {} } = {}) {
	let a = t.timeline, o = vf({
		title: "Event at the pointer",
		rows: [["", "Hover the timeline"]]
	});
	e.append(P("div", { class: "tbp-chart-row tbp-memory-cards" }, vf({
		title: "Memory Profile Summary",
		rows: hg(t.summary)
	}).element, o.element));
	let s = fg(pg(a)), c = (e) => e.map((e) => e / s.bytes), l = mg(a, t.summary), u = gf({
		x: a.ts_ms,
		series: [
			{
				label: "Stack (reserved)",
				values: c(a.stack),
				axis: "left",
				fill: !0,
				stack: "memory",
				stepped: "after"
			},
			{
				label: "Heap (allocated)",
				values: c(a.heap),
				axis: "left",
				fill: !0,
				stack: "memory",
				stepped: "after"
			},
			{
				label: "Free",
				values: c(a.free),
				axis: "left",
				fill: !0,
				stack: "memory",
				stepped: "after"
			},
			{
				label: "Fragmentation (%)",
				values: a.fragmentation_percent,
				axis: "right",
				stepped: "after"
			},
			{
				label: "Peak",
				values: a.ts_ms.map((e, t) => t === l ? a.in_use[t] / s.bytes : null),
				axis: "left",
				marker: !0,
				color: d.text
			}
		],
		xLabel: "Time (ms)",
		formatX: (e) => R(e, 3),
		yLeftLabel: `Memory (${s.name})`,
		yRightLabel: "Fragmentation (%)",
		format: (e) => `${R(e, 2)} ${s.name}`,
		formatRight: (e) => z(e, 1),
		height: 340
	});
	if (u.chart) {
		let e = u.chart.options.scales;
		e.y.ticks.callback = (e) => R(e, 2), e.y1.ticks.callback = (e) => R(e, 1), u.chart.options.plugins.tooltip.callbacks.title = (e) => e.length ? Me(a.ts_ms[e[0].dataIndex], 3) : "", u.chart.options.plugins.tooltip.callbacks.afterBody = (e) => e.length ? _g(a, e[0].dataIndex).map(([e, t]) => `${e}: ${t}`) : [], u.chart.options.onHover = (e, t) => {
			t.length && o.setRows(_g(a, t[0].index));
		}, vg(a) && (u.chart.data.datasets[2].hidden = !0), t.summary.fragmentation_percent === null && a.fragmentation_percent.every((e) => !e) && (u.chart.data.datasets[3].hidden = !0), l < 0 && (u.chart.data.datasets[4].hidden = !0), u.chart.update("none");
	}
	let f = [];
	t.timeline_points_total > a.ts_ms.length && f.push(`Showing ${R(a.ts_ms.length)} of ${R(t.timeline_points_total)} events (the highest usage of each interval).`), vg(a) && f.push("Free memory is hidden: it is far larger than the memory in use (click \"Free\" in the legend to show it).");
	let p = f.length ? f.join(" ") : null, m = `Memory in ${s.name} after each allocator event (left axis), fragmentation in % (right axis); the dot is the peak, where the summary reads its numbers.`;
	if (e.append(P("div", { class: "tbp-chart-row tbp-memory-timeline" }, X({
		title: "Memory Timeline Graph",
		subtitle: m
	}, u.element, p && P("p", {
		class: "tbp-help",
		text: p
	})).element)), !n) return;
	let h = t.breakdown, g = h.kind === "by_op";
	e.append(P("h3", { text: g ? "Memory Breakdown Table (by op, up to the peak)" : "Memory Breakdown Table (active allocations at the peak)" })), e.append(P("p", {
		class: "tbp-help",
		text: gg(t.summary, h.kind)
	}));
	let _ = Gt({
		columns: h.columns.map((e) => ({
			...e,
			format: e.type === "number" ? (e) => R(e, 3) : void 0
		})),
		rows: h.rows.map((e) => [e[0] || "(no op recorded)", ...e.slice(1)]),
		filterPlaceholder: "Filter by op name",
		csvFileName: "memory_breakdown.csv",
		...bg(r, i, {
			id: g ? "increase_mib" : "allocation_mib",
			direction: "desc"
		})
	});
	r.filter && _.setFilter(r.filter), r.page && _.setPage(Number(r.page) || 0), e.append(_.element);
}
function bg(e, t, n) {
	let r = Mt(e, t);
	return {
		...r,
		initialSort: r.initialSort || n
	};
}
async function xg(e, t, { comparison: n, compareParams: r, params: i, api: a, state: o, setParams: s }) {
	let c = n;
	if (t !== n.data.memory_id && a && r) {
		I(e).append(P("p", {
			class: "tbp-help",
			text: `Loading the comparison of ${t}…`
		}));
		try {
			c = await a.data({
				...i,
				memory_id: t,
				...r
			});
		} catch (r) {
			I(e).append(Uf(n), P("p", {
				class: "tbp-diagnostic",
				role: "note",
				text: `Could not compare ${t}: ${r.message}`
			}), $f(n));
			return;
		}
	}
	I(e).append(Uf(c), P("h3", { text: `Memory breakdown of ${c.data.memory_id}, compared` }), Qf(c, "breakdown", {
		state: o,
		setParams: s
	}).element, $f(c));
}
function Sg(e, t) {
	let { data: n, comparison: r = null, state: i = {}, setParams: a = () => {} } = t;
	if (e.append(P("h2", { text: "Memory profile" })), !n.memory_ids.length) {
		r && e.append(Uf(r)), e.append(Ze("No memory allocator events", ...n.diagnostics || []).element);
		return;
	}
	let o = n.memory_ids.find((e) => /^GPU\d+$/.test(e)), s = n.memory_ids.includes(i.memory_id) ? i.memory_id : o || n.memory_ids[0], c = P("select", {
		id: "tbp-memory-id",
		"aria-label": "Memory ID"
	}, n.memory_ids.map((e) => P("option", {
		value: e,
		text: e,
		selected: e === s
	}))), l = P("div", { class: "tbp-memory-body" }), u = r ? P("div", { class: "tbp-compare-slot" }) : null;
	e.append(P("label", { class: "tbp-field tbp-inline-field" }, P("span", {
		class: "tbp-field-label",
		text: "Memory ID"
	}), c), ...u ? [u] : [], l);
	let d = (e) => {
		I(l), u && xg(u, e, t), yg(l, n.profiles[e], {
			table: !r,
			state: i,
			setParams: a
		});
	};
	c.addEventListener("change", () => {
		a({ memory_id: c.value }), d(c.value);
	}), d(s);
}
// src/components/step_chart.js
var Cg = h, wg = {
	kernel: h.device_compute,
	memcpy: h.device_to_device,
	memset: h.output,
	communication: h.device_collectives,
	runtime: h.kernel_launch,
	dataloader: h.input,
	cpu_exec: h.host_compute,
	other: h.other
};
function Tg(e, t = 0) {
	return Cg[e] || cf(t);
}
function Eg(e) {
	let t = e.rows || [];
	return (e.categories || []).flatMap((e, n) => {
		let r = t.map((t) => Number(t.breakdown_ms?.[e.id]) || 0);
		return r.some((e) => e > 0) ? [{
			id: e.id,
			label: e.label,
			values: r,
			color: Tg(e.id, n)
		}] : [];
	});
}
function Dg(e, t = "cores") {
	let n = [`Step time: ${Me(e.step_time_ms)}`];
	if (e.input_percent !== null && e.input_percent !== void 0) {
		let r = `Waiting for input: ${z(e.input_percent, 1)}`;
		e.input_percent_min_core !== null && e.input_percent_min_core !== void 0 && (r += ` (${t}: ${z(e.input_percent_min_core, 1)} – ${z(e.input_percent_max_core, 1)})`), n.push(r);
	}
	return n;
}
function Og(e) {
	let t = /^(.{20,}?)(?:[.:;](?:\s|$))/.exec(e);
	return t ? `${t[1]}.` : e;
}
function kg(e = {}) {
	let t = [
		...e.errors || [],
		...e.warnings || [],
		...e.info || []
	].filter((e) => /step/i.test(e)).map(Og);
	return t.length ? t : ["No steps were found in this profile, so there is no per-step breakdown. Mark each training step (tf.profiler.experimental.Trace(\"train\", step_num=...) or jax.profiler.StepTraceAnnotation) and capture again."];
}
function Ag(e = {}) {
	return !!(e.rows || []).length && !e.whole_profile;
}
function jg(e, { height: t = 300, diagnostics: n } = {}) {
	let r = e.rows || [];
	if (!Ag(e)) {
		let e = Ze("No step-time graph", ...kg(n).map((e) => P("p", {
			class: "tbp-steps-note",
			text: e
		}))).element;
		return e.classList.add("tbp-steps-empty"), {
			element: e,
			chart: null
		};
	}
	let i = Eg(e), a = hf({
		labels: r.map((e) => e.step || String(e.step_num)),
		series: i.length ? i : [{
			label: "Step time",
			values: r.map((e) => e.step_time_ms)
		}],
		yLabel: "Step time (ms)",
		format: (e) => R(e, 3),
		height: t,
		title: "Step-time graph"
	}), o = a.chart;
	return Mg(o, i, {
		title: (e) => String(r[e].step),
		footer: (t) => Dg(r[t], e.spread_over || "cores")
	}), a.element.classList.add("tbp-step-chart"), {
		element: a.element,
		chart: o,
		series: i
	};
}
function Mg(e, t, { title: n, footer: r }) {
	if (!e) return;
	e.options.plugins.title.display = !1, t.forEach((t, n) => {
		e.data.datasets[n].backgroundColor = t.color;
	});
	let i = e.options.plugins.tooltip;
	i.filter = (e) => e.parsed.y > 0, i.callbacks.title = (e) => e.length ? n(e[0].dataIndex) : "", i.callbacks.label = (e) => `${e.dataset.label}: ${Me(e.parsed.y)}`, i.callbacks.footer = (e) => e.length ? r(e[0].dataIndex) : [], e.update("none");
}
function Ng(e) {
	let t = [];
	return e.source && t.push(`Steps from ${e.source}.`), (e.dropped || []).length && t.push(`Left out as possibly incomplete: ${e.dropped.join(", ")}.`), t.length ? P("p", {
		class: "tbp-help tbp-steps-source",
		text: t.join(" ")
	}) : null;
}
function Pg(e) {
	return P("table", { class: "tbp-breakdown" }, P("tbody", {}, e.map((e, t) => P("tr", {
		class: (e.avg_ms || 0) > 0 ? null : "tbp-breakdown-zero",
		dataset: { category: e.id }
	}, P("td", {}, P("span", {
		class: "tbp-swatch",
		style: { background: Tg(e.id, t) },
		"aria-hidden": "true"
	})), P("td", {
		class: "tbp-breakdown-label",
		text: e.label
	}), P("td", {
		class: "tbp-num",
		text: Me(e.avg_ms)
	}), P("td", {
		class: "tbp-num",
		text: z(e.percent ?? 0, 1)
	})))));
}
function Fg(e) {
	return (e.categories || []).map((t) => ({
		id: t.id,
		label: t.label,
		avg_ms: e.category_avg_ms?.[t.id] ?? 0,
		percent: e.category_percent?.[t.id] ?? 0
	}));
}
function Ig(e = {}) {
	let t = [
		...(e.errors || []).map((e) => P("p", {
			class: "tbp-diagnostic tbp-diagnostic-error",
			role: "note",
			text: e
		})),
		...(e.warnings || []).map((e) => P("p", {
			class: "tbp-diagnostic",
			role: "note",
			text: e
		})),
		...(e.info || []).map((e) => P("p", {
			class: "tbp-help tbp-diagnostic-info",
			text: e
		}))
	];
	return t.length ? P("div", { class: "tbp-diagnostics" }, t) : null;
}
function Lg(e) {
	if (typeof e != "string") return null;
	try {
		let t = new URL(e);
		return t.protocol === "https:" || t.protocol === "http:" ? t.href : null;
	} catch {
		return null;
	}
}
function Rg(e, t) {
	let n = Lg(e), r = t || e || "";
	return n ? P("a", {
		class: "tbp-external",
		href: n,
		target: "_blank",
		rel: "noopener noreferrer",
		text: r
	}) : P("span", { text: r });
}
// src/tools/overview_compare.js
var zg = m[1], Bg = m[0];
function Vg(e) {
	return !!(e.data?.gpu_step_breakdown && e.base_data?.gpu_step_breakdown);
}
function Hg(e, t) {
	if (t) {
		let t = e.gpu_step_breakdown, n = t.average?.breakdown_us || {};
		return (t.categories || []).map((e) => ({
			id: e.id,
			label: e.label,
			avg_ms: (Number(n[e.id]) || 0) / 1e3
		}));
	}
	let n = e.summary || {};
	return n.breakdown && n.breakdown.length ? n.breakdown : Fg(e.steps || {});
}
function Ug(e) {
	let t = Vg(e), n = (e) => new Map(Hg(e || {}, t).map((e) => [e.id, e])), r = n(e.base_data), i = n(e.data);
	return [...i.keys(), ...[...r.keys()].filter((e) => !i.has(e))].flatMap((e, n) => {
		let a = [Number(r.get(e)?.avg_ms) || 0, Number(i.get(e)?.avg_ms) || 0];
		if (!a.some((e) => e > 0)) return [];
		let o = t && wg[e] || Tg(e, n);
		return [{
			id: e,
			label: (i.get(e) || r.get(e)).label,
			values: a,
			color: o
		}];
	});
}
function Wg(e, t) {
	if (t) return (e.gpu_step_breakdown.rows || []).map((e) => (Number(e.step_time_us) || 0) / 1e3);
	let n = e.steps || {};
	return Ag(n) ? n.rows.map((e) => e.step_time_ms) : [];
}
function Gg(e) {
	let t = Vg(e), n = Wg(e.base_data || {}, t), r = Wg(e.data || {}, t), i = Math.max(n.length, r.length), a = (e) => Array.from({ length: i }, (t, n) => n < e.length ? e[n] : null);
	return {
		labels: Array.from({ length: i }, (e, t) => String(t + 1)),
		base: a(n),
		new: a(r),
		counts: {
			base: n.length,
			new: r.length
		}
	};
}
function Kg(e) {
	let t = Ug(e), n = [`Base: ${e.base.run}`, `New: ${e.new.run}`], r;
	if (!t.length) r = Ze("No step-time breakdown", "Neither run has a step-time breakdown.").element;
	else {
		let e = hf({
			labels: ["Base", "New"],
			series: t,
			yLabel: "Average step time (ms)",
			format: (e) => R(e, 3),
			height: 280,
			title: "Average step-time breakdown of the base and new runs"
		});
		Mg(e.chart, t, {
			title: (e) => n[e],
			footer: (e) => [`Step time: ${Me(t.reduce((t, n) => t + n.values[e], 0))}`]
		}), e.element.classList.add("tbp-compare-breakdown"), r = e.element;
	}
	return X({
		title: "Step-time breakdown, base and new",
		subtitle: "Average step, by category (ms)"
	}, r).element;
}
function qg(e) {
	let t = Gg(e), n;
	if (!t.counts.base && !t.counts.new) n = Ze("No steps to compare", "Neither run has step markers.").element;
	else {
		let r = `Step time per step: base ${e.base.run} (${t.counts.base} steps), new ${e.new.run} (${t.counts.new} steps)`, i = gf({
			labels: t.labels,
			height: 280,
			title: r,
			yLeftLabel: "Step time (ms)",
			format: (e) => R(e, 3),
			series: [{
				label: `Base: ${e.base.run}`,
				values: t.base
			}, {
				label: `New: ${e.new.run}`,
				values: t.new
			}]
		}), a = i.chart;
		a && (a.options.plugins.title.display = !1, a.options.scales.x.title = {
			display: !0,
			text: "Step (in each run's order)",
			color: d.muted
		}, [zg, Bg].forEach((e, n) => {
			Object.assign(a.data.datasets[n], {
				borderColor: e,
				backgroundColor: e,
				borderWidth: 2,
				pointRadius: t.labels.length > 50 ? 0 : 3
			});
		}), a.data.datasets[0].borderDash = [6, 3], Object.assign(a.options.plugins.legend.labels, {
			usePointStyle: !0,
			pointStyle: "line",
			pointStyleWidth: 28
		}), a.options.plugins.tooltip.callbacks.title = (e) => e.length ? `Step ${e[0].label}` : "", a.options.plugins.tooltip.callbacks.label = (e) => `${e.dataset.label}: ${Me(e.parsed.y)}`, a.update("none")), i.element.classList.add("tbp-compare-steps"), n = i.element;
	}
	return X({
		title: "Step time, base and new",
		subtitle: "Each run's steps in order, on one axis (ms)"
	}, n).element;
}
function Jg(e, t) {
	let n = Kg(t);
	n.classList.add("tbp-ov-narrow");
	let r = qg(t);
	r.classList.add("tbp-ov-wide"), e.append(Uf(t), P("div", { class: "tbp-chart-row tbp-ov-row" }, n, r), $f(t));
}
// src/tools/overview_page.js
var Yg = /* @__PURE__ */ s({
	allHosts: () => !0,
	averageStepText: () => a_,
	environmentRows: () => r_,
	formatStepUs: () => h_,
	gpuRows: () => __,
	groupNextSteps: () => n_,
	inputBoundBadge: () => o_,
	nextStepNodes: () => t_,
	noTopOpsNote: () => l_,
	pytorchEnvironmentRows: () => S_,
	pytorchSeries: () => g_,
	recommendationStatements: () => d_,
	render: () => m_,
	summaryRows: () => i_,
	toolHash: () => Qg,
	toolLink: () => $g
}), Xg = {
	input: "Next steps for reducing the Input time",
	host: "Next steps for reducing the Host time",
	device: "Next steps for reducing the Device time",
	doc: "Other useful resources"
}, Zg = 8;
function Qg(e, t = {}, n = {}) {
	let r = [
		["run", t.run],
		["tool", e],
		["host", t.host],
		...Object.entries(n || {})
	].filter(([, e]) => e != null && e !== "");
	return new URLSearchParams(r.map(([e, t]) => [e, String(t)])).toString();
}
function $g(e, t, { state: n = {}, selectTool: r, root: i = document, params: a = null } = {}) {
	let o = i.querySelector ? i.querySelector("select#tbp-tool") : null, s = o ? [...o.options].find((t) => t.value === e) : null;
	return s && s.disabled ? P("span", {
		class: "tbp-tool-unavailable",
		title: s.title || null,
		text: `${t} (not available for this run)`
	}) : P("a", {
		class: "tbp-tool-link",
		href: `#${Qg(e, n, a)}`,
		dataset: { tool: e },
		text: t,
		on: { click(t) {
			t.button !== 0 || t.ctrlKey || t.metaKey || t.shiftKey || t.altKey || (r ? (t.preventDefault(), a ? r(e, a) : r(e)) : o && s && !a && (t.preventDefault(), o.value = e, o.dispatchEvent(new Event("change"))));
		} }
	});
}
var e_ = /^([^:]{1,60}):\s/;
function t_(e, t) {
	let n = e.text || e.tool || e.url || "";
	if (e.tool) {
		let r = n.indexOf(e.tool);
		if (r >= 0) return [
			n.slice(0, r),
			$g(e.tool, e.tool, t),
			n.slice(r + e.tool.length)
		].filter(Boolean);
		let i = e_.exec(n);
		return i ? [$g(e.tool, i[1], t), n.slice(i[1].length)] : [$g(e.tool, n, t)];
	}
	return e.url ? [Rg(e.url, n)] : [n];
}
function n_(e = []) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = n.kind || "doc";
		t.has(e) || t.set(e, []), t.get(e).push(n);
	}
	return [...t.entries()].map(([e, t]) => ({
		kind: e,
		heading: Xg[e] || "Next steps",
		items: t
	}));
}
function r_(e = {}) {
	let t = e.hosts || [], n = t.slice(0, Zg).join(", ") + (t.length > Zg ? `, … (${R(t.length - Zg)} more)` : ""), r = [
		["Number of hosts", R(e.host_count ?? t.length)],
		["Hosts", n],
		["Device type", e.device_type || ""],
		["Number of device cores", R(e.device_core_count ?? 0)]
	];
	return e.batch_size !== null && e.batch_size !== void 0 && r.push(["Batch size", R(e.batch_size)]), e.is_training !== void 0 && r.push(["Training", e.is_training === null ? "Unknown" : e.is_training ? "Yes" : "No"]), r;
}
function i_(e = {}) {
	let t = [], n = e.device_compute_precisions;
	return n && (t.push(["Device compute 16-bit", z(n.percent_16bit ?? 0, 1)]), t.push(["Device compute 32-bit", z(n.percent_32bit ?? 0, 1)])), e.device_duty_cycle_percent !== null && e.device_duty_cycle_percent !== void 0 && t.push(["Device duty cycle", z(e.device_duty_cycle_percent, 1)]), e.device_idle_percent !== null && e.device_idle_percent !== void 0 && t.push(["Device idle time", z(e.device_idle_percent, 1)]), e.host_idle_percent !== null && e.host_idle_percent !== void 0 && t.push(["Host idle time", z(e.host_idle_percent, 1)]), e.mxu_utilization_percent !== null && e.mxu_utilization_percent !== void 0 && t.push(["MXU utilization", z(e.mxu_utilization_percent, 1)]), t;
}
function a_(e = {}, t = {}) {
	return !e.num_steps || t.whole_profile ? "n/a" : `${Me(e.average_step_time_ms)} (σ ${Me(e.step_time_stddev_ms)})`;
}
function o_(e, t = {}) {
	let n = String(e?.level || "unknown"), r = e?.source === "dataloader" ? "in DataLoader" : "waiting for input", i = t?.category_percent?.other, a = `Input-bound: ${n} · ${z(e?.input_percent ?? 0, 1)} of step time ${r}`;
	return n === "unknown" ? a = "Input-bound: unknown" : n === "potential" && (a = typeof i == "number" ? `Input-bound: potential · ${z(i, 1)} of step time in All others (I/O, Python)` : "Input-bound: potential (All others: I/O, Python)"), P("span", {
		class: `tbp-level tbp-level-${n.replace(/[^\w-]/g, "")}`,
		text: a,
		title: e?.statement || void 0
	});
}
function s_(e) {
	let t = e.summary || {}, n = e.steps || {}, r = t.breakdown && t.breakdown.length ? t.breakdown : Fg(n), i = Ag(n) ? t.num_steps ?? n.step_time?.count ?? 0 : 0, a = P("div", { class: "tbp-summary-head" }, P("div", {
		class: "tbp-summary-label",
		text: "Average step time"
	}), P("div", {
		class: "tbp-summary-value",
		text: a_(t, n)
	}), P("div", {
		class: "tbp-help",
		text: i ? `over ${R(i)} step${i === 1 ? "" : "s"}` : "no steps measured"
	})), o = i_(t), s = i > 0 || n.whole_profile && r.some((e) => e.avg_ms > 0);
	return X({ title: "Performance Summary" }, a, s ? P("div", {
		class: "tbp-summary-sub",
		text: i ? "Step-time breakdown (average per step)" : "Time breakdown of the whole profile (no steps)"
	}) : null, s ? Pg(r) : null, o.length ? P("dl", { class: "tbp-kv tbp-summary-extra" }, o.flatMap(([e, t]) => [P("dt", {
		class: "tbp-kv-label",
		text: e
	}), P("dd", {
		class: "tbp-kv-value",
		text: t
	})])) : null).element;
}
function c_(e) {
	let t = e.steps || {}, n = jg(t, { diagnostics: e.diagnostics });
	return X({
		title: "Step-time Graph",
		subtitle: Ag(t) ? "Step time per step, by category (ms)" : null
	}, n.element, Ng(t)).element;
}
function l_(e, t = {}, n = !1) {
	if (n) return P("p", { class: "tbp-help tbp-top-ops-empty" }, `No PyTorch operators with self time were recorded on the ${e || "host"} in this profile (a trace of GPU activity only records none: profile with ProfilerActivity.CPU too).`);
	let r = new Set((t.tools || []).filter((e) => e.available).map((e) => e.name)), i = ["op_profile", "hlo_stats"].filter((e) => r.has(e));
	return P("p", { class: "tbp-help tbp-top-ops-empty" }, `No TensorFlow or JAX ops with self time were recorded on the ${e || "host"} in this profile.`, i.length ? [
		" Its time is in XLA ops (a JAX program on CPU records only those): see ",
		...i.flatMap((e, n) => [n ? " and " : "", $g(e, e, t)]).filter(Boolean),
		"."
	] : null);
}
function u_(e, t, n = {}) {
	let r = e.top_ops || { rows: [] }, i = [
		{
			id: "self_time_percent",
			label: "Time (%)",
			type: "number",
			format: (e) => z(e, 1)
		},
		{
			id: "cumulative_percent",
			label: "Cumulative time (%)",
			type: "number",
			format: (e) => z(e, 1)
		},
		{
			id: "category",
			label: "Category",
			type: "string"
		},
		{
			id: "name",
			label: "Operation",
			type: "string"
		},
		{
			id: "flop_rate_gflops",
			label: "FLOP rate (GFLOP/s)",
			type: "number",
			format: (e) => e == null ? "" : R(e, 2)
		}
	], a = (r.rows || []).map((e) => i.map((t) => e[t.id] ?? null)), o = Gt({
		columns: i,
		rows: a,
		pageSize: 10,
		filterPlaceholder: "Filter by operation or category",
		csvFileName: `${Ie(t.run, t.host || "all_hosts", "overview_top_ops")}.csv`
	});
	o.element.classList.add("tbp-top-ops");
	let s = a.length ? null : l_(r.where, n, !!e.gpu_step_breakdown);
	return X({ title: r.title || "Top 10 operations" }, s, o.element).element;
}
function d_(e = {}) {
	let t = e.input_bound?.statement || "", n = e.recommendations?.statement || "";
	return t && n.includes(t) ? [n] : [t, n].filter(Boolean);
}
function f_(e, t) {
	let n = e.recommendations || {}, r = d_(e), i = n_(n.next_steps);
	return X({ title: "Recommendation for Next Step" }, P("div", { class: "tbp-rec-head" }, o_(e.input_bound, e.steps), n.bottleneck && n.bottleneck !== "unknown" ? P("span", {
		class: "tbp-help",
		text: `Bottleneck: ${n.bottleneck}`
	}) : null), r.map((e) => P("p", {
		class: "tbp-statement",
		text: e
	})), i.map((e) => P("div", {
		class: "tbp-next-steps",
		dataset: { kind: e.kind }
	}, P("div", {
		class: "tbp-summary-sub",
		text: e.heading
	}), P("ul", {}, e.items.map((e) => P("li", {}, t_(e, t))))))).element;
}
function p_(e, t) {
	return e.classList.add(t), e;
}
function m_(e, { data: t, comparison: n = null, state: r = {}, selectTool: i, tools: a = [] } = {}) {
	let o = {
		state: r,
		selectTool: i,
		tools: a,
		root: e.ownerDocument || document
	};
	e.classList.add("tbp-overview"), e.append(P("h2", { text: "Overview" })), n && Jg(e, n);
	let s = Ig(t.diagnostics);
	if (s && e.append(s), t.gpu_step_breakdown) {
		w_(e, t, r, o);
		return;
	}
	let c = vf({
		title: "Run Environment",
		rows: r_(t.environment)
	}).element;
	e.append(P("div", { class: "tbp-chart-row tbp-ov-row" }, p_(s_(t), "tbp-ov-narrow"), p_(c_(t), "tbp-ov-wide")), P("div", { class: "tbp-ov-row" }, u_(t, r, o)), P("div", { class: "tbp-chart-row tbp-ov-row tbp-ov-top" }, p_(c, "tbp-ov-narrow"), p_(f_(t, o), "tbp-ov-wide")));
}
function h_(e) {
	return je(e, 3);
}
function g_(e = {}) {
	let t = e.rows || [], n = e.average?.breakdown_us || {};
	return (e.categories || []).flatMap((e) => {
		let r = [...t.map((t) => Number(t.breakdown_us?.[e.id]) || 0), Number(n[e.id]) || 0];
		return r.some((e) => e > 0) ? [{
			id: e.id,
			label: e.label,
			values: r,
			color: wg[e.id]
		}] : [];
	});
}
function __(e = {}) {
	let t = (e) => e == null ? null : z(e, 2);
	return [
		["Name", e.name],
		["Memory", e.memory_gb === null || e.memory_gb === void 0 ? null : `${e.memory_gb} GB`],
		["Compute Capability", e.compute_capability],
		["SMs", e.sm_count],
		["GPU Utilization", t(e.utilization_percent)],
		["Est. SM Efficiency", t(e.sm_efficiency_percent)],
		["Est. Achieved Occupancy", t(e.occupancy_percent)],
		["Kernel Time using Tensor Cores", t(e.tensor_core_percent)]
	].filter(([, e]) => e != null && e !== "");
}
function v_(e) {
	let t = e.gpus || [], n = (e.hosts || []).length > 1, r = X({ title: "GPU Summary" }, t.length ? t.map((e) => P("div", { class: "tbp-gpu" }, P("div", {
		class: "tbp-summary-sub",
		text: n ? `GPU ${e.device_id} (${e.host})` : `GPU ${e.device_id}`
	}), P("dl", { class: "tbp-kv" }, __(e).flatMap(([e, t]) => [P("dt", {
		class: "tbp-kv-label",
		text: e
	}), P("dd", {
		class: "tbp-kv-value",
		text: String(t)
	})])))) : P("p", {
		class: "tbp-help",
		text: "No GPU kernels in this profile: nothing ran on a GPU while it was captured."
	})).element;
	return r.classList.add("tbp-gpu-summary"), r;
}
function y_(e) {
	let t = e.average || {}, n = (e.rows || []).length, r = (e.categories || []).map((e) => P("tr", {
		dataset: { category: e.id },
		class: (t.breakdown_us?.[e.id] || 0) > 0 ? null : "tbp-breakdown-zero"
	}, P("td", {}, P("span", {
		class: "tbp-swatch",
		style: { background: wg[e.id] },
		"aria-hidden": "true"
	})), P("td", {
		class: "tbp-breakdown-label",
		text: e.label
	}), P("td", {
		class: "tbp-num",
		text: h_(t.breakdown_us?.[e.id] ?? 0)
	}), P("td", {
		class: "tbp-num",
		text: z(t.percent?.[e.id] ?? 0, 2)
	}))), i = X({ title: "Performance Summary" }, P("div", { class: "tbp-summary-head" }, P("div", {
		class: "tbp-summary-label",
		text: "Average step time"
	}), P("div", {
		class: "tbp-summary-value tbp-pt-avg",
		text: n ? h_(t.step_time_us) : "n/a"
	}), P("div", {
		class: "tbp-help",
		text: n ? `over ${R(n)} step${n === 1 ? "" : "s"}` : "no steps measured"
	})), P("table", { class: "tbp-breakdown tbp-pt-breakdown" }, P("thead", {}, P("tr", {}, P("th", {}), P("th", { text: "Category" }), P("th", {
		class: "tbp-num",
		text: "Time"
	}), P("th", {
		class: "tbp-num",
		text: "%"
	}))), P("tbody", {}, r))).element;
	return i.classList.add("tbp-pt-summary"), i;
}
function b_(e) {
	let t = e.rows || [], n = g_(e), r = hf({
		labels: [...t.map((e) => e.step), "Average"],
		series: n,
		yLabel: "Step time (µs)",
		format: (e) => R(e, 0),
		height: 300,
		title: "Step time breakdown"
	});
	if (r.chart) {
		let i = r.chart;
		i.options.plugins.title.display = !1, n.forEach((e, t) => {
			i.data.datasets[t].backgroundColor = e.color;
		});
		let a = i.options.plugins.tooltip;
		a.filter = (e) => e.parsed.y > 0;
		let o = (n) => n < t.length ? t[n].step_time_us : e.average?.step_time_us;
		a.callbacks.title = (e) => e.length ? e[0].dataIndex < t.length ? `Step ${t[e[0].dataIndex].step}` : "Average step" : "", a.callbacks.label = (e) => `${e.dataset.label}: ${h_(e.parsed.y)} (${z(100 * e.parsed.y / (o(e.dataIndex) || 1), 2)})`, a.callbacks.footer = (e) => e.length ? [`Step time: ${h_(o(e[0].dataIndex))}`] : [], i.update("none");
	}
	r.element.classList.add("tbp-step-chart", "tbp-pt-chart");
	let i = (e.notes || []).map((e) => P("p", {
		class: "tbp-help tbp-pt-note",
		text: e
	})), a = X({
		title: "Step Time Breakdown",
		subtitle: "Time of each step and of the average step, by category (µs)"
	}, t.length ? r.element : P("p", {
		class: "tbp-help",
		text: "No steps were measured."
	}), i).element;
	return a.classList.add("tbp-pt-steps"), a;
}
function x_(e, t) {
	let n = e.categories || [], r = (e) => R(e, 3), i = Gt({
		columns: [
			{
				id: "step",
				label: "Step",
				type: "string"
			},
			...n.map((e) => ({
				id: e.id,
				label: `${e.label} (µs)`,
				type: "number",
				format: r
			})),
			{
				id: "step_time_us",
				label: "Step time (µs)",
				type: "number",
				format: r
			}
		],
		rows: (e.rows || []).map((e) => [
			e.step,
			...n.map((t) => e.breakdown_us?.[t.id] ?? 0),
			e.step_time_us
		]),
		pageSize: 20,
		filterPlaceholder: "Filter by step",
		csvFileName: `${Ie(t.run, t.host || "all_hosts", "overview_steps")}.csv`
	});
	return i.element.classList.add("tbp-pt-step-table"), X({ title: "Steps" }, i.element).element;
}
function S_(e = {}) {
	let t = r_(e).filter(([e]) => ![
		"Number of hosts",
		"Batch size",
		"Training"
	].includes(e));
	return [["Number of Worker(s)", R(e.worker_count ?? e.host_count ?? 0)], ...t.map(([e, t]) => [e === "Hosts" ? "Workers" : e === "Number of device cores" ? "Number of GPUs" : e, t])];
}
function C_(e, t, n) {
	let r = t.recommendation || {}, i = e.recommendations || {}, a = (t.hints || []).filter((e) => !r.try || e.rule !== r.category), o = X({ title: "Recommendation for Next Step" }, P("div", { class: "tbp-rec-head" }, o_(e.input_bound), i.bottleneck && i.bottleneck !== "unknown" ? P("span", {
		class: "tbp-help",
		text: `Bottleneck: ${i.bottleneck}`
	}) : null), i.statement ? P("p", {
		class: "tbp-statement tbp-pt-verdict",
		text: i.statement
	}) : null, r.statement ? P("p", {
		class: "tbp-statement tbp-pt-statement",
		text: r.statement
	}) : null, r.try ? P("p", { class: "tbp-pt-try" }, P("strong", { text: "Try: " }), r.try, " ", r.url ? Rg(r.url, "PyTorch documentation") : null) : null, a.length ? P("ul", { class: "tbp-pt-hints" }, a.map((e) => P("li", {
		dataset: { rule: e.rule || "" },
		text: e.text ?? String(e)
	}))) : null, n_(i.next_steps).map((e) => P("div", {
		class: "tbp-next-steps",
		dataset: { kind: e.kind }
	}, P("div", {
		class: "tbp-summary-sub",
		text: e.heading
	}), P("ul", {}, e.items.map((e) => P("li", {}, t_(e, n))))))).element;
	return o.classList.add("tbp-pt-rec"), o;
}
function w_(e, t, n, r) {
	let i = t.gpu_step_breakdown, a = vf({
		title: "Run Environment",
		rows: S_(t.environment)
	}).element;
	e.append(P("div", { class: "tbp-chart-row tbp-ov-row" }, p_(y_(i), "tbp-ov-narrow"), p_(b_(i), "tbp-ov-wide")), P("div", { class: "tbp-chart-row tbp-ov-row tbp-ov-top" }, p_(v_(i), "tbp-ov-narrow"), p_(C_(t, i, r), "tbp-ov-wide")), P("div", { class: "tbp-ov-row" }, x_(i, n)), P("div", { class: "tbp-ov-row" }, u_(t, n, r)), P("div", { class: "tbp-chart-row tbp-ov-row tbp-ov-top" }, p_(a, "tbp-ov-narrow"), P("p", {
		class: "tbp-help tbp-ov-wide tbp-pt-why",
		text: "A PyTorch profile: the step time is broken down as torch-tb-profiler does (GPU kernels, copies, communication, CUDA runtime, DataLoader, CPU operators), and the input verdict reads the DataLoader's share of it."
	})));
}
// src/tools/input_pipeline_analyzer.js
var T_ = /* @__PURE__ */ s({
	HOST_CATEGORIES: () => E_,
	allHosts: () => !0,
	dataloaderStatsRows: () => R_,
	deviceStatsRows: () => O_,
	hostBreakdown: () => D_,
	inputPercentSeries: () => k_,
	render: () => G_
}), E_ = [
	{
		id: "enqueue",
		label: "Enqueuing data to be transferred to the device",
		color: _.enqueue
	},
	{
		id: "preprocessing",
		label: "Data preprocessing",
		color: _.preprocessing
	},
	{
		id: "advanced_file_read",
		label: "Reading data from files in advance (prefetch, cache, interleave)",
		color: _.advanced_file_read
	},
	{
		id: "demanded_file_read",
		label: "Reading data from files on demand",
		color: _.demanded_file_read
	},
	{
		id: "other",
		label: "Other data reading or processing",
		color: _.other
	}
];
function D_(e = {}) {
	let t = e.breakdown_us || {}, n = e.total_input_us || E_.reduce((e, n) => e + (Number(t[n.id]) || 0), 0);
	return E_.map((e) => {
		let r = Number(t[e.id]) || 0;
		return {
			...e,
			us: r,
			percent: n ? 100 * r / n : 0
		};
	});
}
function O_(e = {}, t = {}) {
	let n = e.step_time || {}, r = t.input_percent || {};
	return !n.count || !Ag(e) ? [["Steps", "none measured"]] : [
		["Steps", R(n.count)],
		["Average step time", Me(n.avg_ms)],
		["Step time standard deviation", Me(n.stddev_ms)],
		["Step time range (min – max)", `${Me(n.min_ms)} – ${Me(n.max_ms)}`],
		["Waiting for input, average", `${z(r.avg ?? 0, 1)} of step time`],
		["Waiting for input, standard deviation", z(r.stddev ?? 0, 1)],
		["Waiting for input, range (min – max)", `${z(r.min ?? 0, 1)} – ${z(r.max ?? 0, 1)}`]
	];
}
function k_(e = [], t = "cores") {
	let n = [{
		label: "Waiting for input (%)",
		values: e.map((e) => e.input_percent ?? 0)
	}];
	return e.some((e) => e.input_percent_min_core !== null && e.input_percent_min_core !== void 0) && (n.push({
		label: `Min across ${t} (%)`,
		values: e.map((e) => e.input_percent_min_core ?? null)
	}), n.push({
		label: `Max across ${t} (%)`,
		values: e.map((e) => e.input_percent_max_core ?? null)
	})), n;
}
function A_(e, t, ...n) {
	return P("section", {
		class: "tbp-ipa-section",
		dataset: { section: String(e) }
	}, P("h3", {
		class: "tbp-ipa-heading",
		text: `Section ${e}: ${t}`
	}), n);
}
function j_(e) {
	let t = e.summary || {}, n = t.input_bound || {}, r = [n.statement, t.conclusion].filter((e, t, n) => e && n.indexOf(e) === t);
	return A_(1, "Summary", X({}, P("div", { class: "tbp-rec-head" }, o_(n, e.steps)), r.map((e) => P("p", {
		class: "tbp-statement",
		text: e
	})), t.next_step ? P("p", { class: "tbp-next-step" }, P("b", { text: "Recommendation for next step: " }), t.next_step) : null).element);
}
function M_(e, t) {
	let n = gf({
		labels: e.map((e) => e.step || String(e.step_num)),
		series: k_(e, t),
		yLeftLabel: "% of step time",
		format: (e) => z(e, 1),
		height: 220
	});
	return n.chart && (n.chart.data.datasets.forEach((t, n) => {
		t.pointRadius = e.length > 50 ? 0 : 3, t.borderColor = n ? d.faint : Cg.input, t.backgroundColor = t.borderColor, n && (t.borderDash = [4, 3]);
	}), n.chart.update("none")), n.element;
}
function N_(e) {
	let t = e.steps || {}, n = Ag(t) ? t.rows : [], r = e.device_side || {}, i = jg(t, { diagnostics: e.diagnostics });
	return A_(2, "Device-side analysis details", P("p", {
		class: "tbp-help",
		text: r.has_device ? "Step time on the device, and the share of it the device spent waiting for input from the host." : "No device in this profile: steps are measured on the host."
	}), P("div", { class: "tbp-chart-row" }, X({ title: "Step time (ms), by category" }, i.element, Ng(t)).element, vf({
		title: "Step time statistics",
		rows: O_(t, r)
	}).element), n.length ? X({ title: "% of step time waiting for input, per step" }, M_(n, t.spread_over || "cores")).element : null);
}
function P_(e) {
	return P("table", { class: "tbp-breakdown tbp-host-breakdown" }, P("thead", {}, P("tr", {}, P("th", {}), P("th", { text: "Category" }), P("th", {
		class: "tbp-num",
		text: "Time"
	}), P("th", {
		class: "tbp-num",
		text: "Share"
	}))), P("tbody", {}, e.map((e) => P("tr", {
		class: e.us > 0 ? null : "tbp-breakdown-zero",
		dataset: { category: e.id }
	}, P("td", {}, P("span", {
		class: "tbp-swatch",
		style: { background: e.color },
		"aria-hidden": "true"
	})), P("td", {
		class: "tbp-breakdown-label",
		text: e.label
	}), P("td", {
		class: "tbp-num",
		text: je(e.us, 1)
	}), P("td", {
		class: "tbp-num",
		text: z(e.percent, 1)
	})))));
}
function F_(e) {
	let t = e.host_side || {}, n = D_(t), r = n.filter((e) => e.us > 0), i;
	if (!t.has_input_ops || !r.length) i = Ze("No input operations on the host", "No tf.data iterator events were found on the host, so input time cannot be broken down. Iterate the dataset inside the profiled steps to see it here.").element;
	else {
		let e = mf({
			labels: r.map((e) => e.label),
			values: r.map((e) => e.us),
			format: (e) => je(e, 1),
			height: 240
		});
		e.chart && (e.chart.data.datasets[0].backgroundColor = r.map((e) => e.color), e.chart.options.plugins.legend.display = !1, e.chart.update("none")), i = P("div", { class: "tbp-chart-row" }, P("div", { class: "tbp-host-pie" }, e.element), P("div", {}, P_(n), P("p", {
			class: "tbp-help",
			text: `Total input time on the host (self time of input ops): ${je(t.total_input_us ?? 0, 1)}`
		})));
	}
	let a = t.recommendations || [];
	return A_(3, "Host-side analysis details", X({ title: "Breakdown of input processing time on the host" }, i).element, a.length ? X({ title: "What can be done to reduce the input time" }, P("ul", { class: "tbp-recommendations" }, a.map((e) => P("li", { dataset: { category: e.category || "" } }, e.text || "", e.url ? [" ", Rg(e.url, "Learn more")] : null)))).element : null);
}
function I_(e, t, n) {
	let r = e.input_ops || {
		columns: [],
		rows: []
	};
	return Gt({
		columns: (r.columns || []).map((e) => ({
			...e,
			format: e.type === "number" ? /percent/.test(e.id) ? (e) => z(e, 1) : (e) => R(e, 3) : void 0
		})),
		rows: r.rows || [],
		pageSize: 50,
		filterPlaceholder: n,
		csvFileName: `${Ie(t.run, t.host || "all_hosts", "input_op_stats")}.csv`
	});
}
function L_(e, t, n) {
	let r = I_(e, t, "Filter by input op name"), i = (e.input_ops?.rows || []).length, a = P("details", {
		class: "tbp-input-ops",
		open: t.input_ops === "open"
	}, P("summary", { text: `Input Op statistics (${R(i)} op${i === 1 ? "" : "s"})` }), P("p", {
		class: "tbp-help",
		text: "Input ops by self time: expand to see each op, its time and its category."
	}), r.element);
	return a.addEventListener("toggle", () => n({ input_ops: a.open ? "open" : "" })), a;
}
function R_(e = {}) {
	let t = e.rows || [], n = e.average || {}, r = e.dataloader_percent || {};
	return t.length ? [
		[e.whole_profile ? "Steps (no ProfilerStep#N markers)" : "Steps", R(t.length)],
		["Average step time", je(n.step_time_us ?? 0, 3)],
		["DataLoader time, average step", `${je(n.dataloader_us ?? 0, 3)} (${z(n.dataloader_percent ?? 0, 2)})`],
		["In DataLoader, mean over steps", z(r.avg ?? 0, 1)],
		["In DataLoader, standard deviation", z(r.stddev ?? 0, 1)],
		["In DataLoader, range (min – max)", `${z(r.min ?? 0, 1)} – ${z(r.max ?? 0, 1)}`]
	] : [["Steps", "none measured"]];
}
function z_(e) {
	let t = gf({
		labels: e.map((e) => e.step),
		series: [{
			label: "In DataLoader (%)",
			values: e.map((e) => e.dataloader_percent ?? 0)
		}],
		yLeftLabel: "% of step time",
		format: (e) => z(e, 1),
		height: 220
	});
	if (t.chart) {
		let n = t.chart.data.datasets[0];
		n.pointRadius = e.length > 50 ? 0 : 3, n.borderColor = Cg.input, n.backgroundColor = n.borderColor, t.chart.update("none");
	}
	return t.element;
}
function B_(e, t) {
	let n = (e) => R(e, 3), r = Gt({
		columns: [
			{
				id: "step",
				label: "Step",
				type: "string"
			},
			{
				id: "step_time_us",
				label: "Step time (µs)",
				type: "number",
				format: n
			},
			{
				id: "dataloader_us",
				label: "DataLoader (µs)",
				type: "number",
				format: n
			},
			{
				id: "dataloader_percent",
				label: "DataLoader (%)",
				type: "number",
				format: (e) => z(e, 2)
			}
		],
		rows: (e.rows || []).map((e) => [
			e.step,
			e.step_time_us,
			e.dataloader_us,
			e.dataloader_percent
		]),
		pageSize: 20,
		filterPlaceholder: "Filter by step",
		csvFileName: `${Ie(t.run, t.host || "all_hosts", "dataloader_steps")}.csv`
	});
	return r.element.classList.add("tbp-ipa-pt-steps"), r.element;
}
function V_(e, t) {
	let n = e.pytorch || {}, r = n.rows || [];
	return A_(2, "DataLoader time per step", P("p", {
		class: "tbp-help",
		text: `Steps from ${n.source || "the profile"}. DataLoader time is the part of each step in DataLoader iterators that no GPU activity or CUDA runtime call outranks, as torch-tb-profiler counts it.`
	}), P("div", { class: "tbp-chart-row" }, r.length ? X({ title: "% of step time in DataLoader, per step" }, z_(r)).element : X({ title: "% of step time in DataLoader, per step" }, P("p", {
		class: "tbp-help",
		text: "No steps were measured."
	})).element, vf({
		title: "Step time statistics",
		rows: R_(n)
	}).element), r.length ? X({ title: "Steps" }, B_(n, t)).element : null);
}
function H_(e, t) {
	return e.classList.add(t), e;
}
function U_(e, t) {
	let n = e.recommendations || [], r = (e.input_ops?.rows || []).length;
	return A_(3, "DataLoader operators", r ? X({
		title: `DataLoader operators (${R(r)})`,
		subtitle: "By total time; self time is net of the operators they run (collation, transforms)"
	}, H_(I_(e, t, "Filter by DataLoader operator").element, "tbp-ipa-pt-ops")).element : Ze("No DataLoader operators", "No enumerate(DataLoader)#...__next__ events were found: batches were not taken from a torch.utils.data.DataLoader inside the profiled span.").element, n.length ? X({ title: "What can be done to reduce the DataLoader time" }, P("ul", { class: "tbp-recommendations" }, n.map((e) => P("li", { dataset: { category: e.category || "" } }, e.text || "", e.url ? [" ", Rg(e.url, "PyTorch documentation")] : null)))).element : null);
}
function W_(e, t) {
	return [
		j_(e),
		V_(e, t),
		U_(e, t)
	];
}
function G_(e, { data: t, comparison: n = null, state: r = {}, setParams: i = () => {} } = {}) {
	e.classList.add("tbp-ipa"), e.append(P("h2", { text: "Input pipeline analyzer" }));
	let a = Ig(t.diagnostics);
	a && e.append(a);
	let o = !!t.pytorch;
	n ? e.append(Uf(n), P("section", { class: "tbp-compare-section" }, P("h3", { text: o ? "DataLoader operators" : "Input Op statistics" }), Qf(n, "input_ops", {
		state: r,
		setParams: i
	}).element), $f(n), ...o ? W_(t, r) : [
		j_(t),
		N_(t),
		F_(t)
	]) : o ? e.append(...W_(t, r)) : e.append(j_(t), N_(t), F_(t), L_(t, r, i));
}
// src/tools/kernel_stats.js
var K_ = /* @__PURE__ */ s({
	DEFAULT_HIDDEN: () => tv,
	allHosts: () => !0,
	dataParams: () => iv,
	defaultHidden: () => nv,
	pieData: () => Q_,
	render: () => sv,
	shortName: () => Z_,
	tableModel: () => ev,
	tensorCorePie: () => $_,
	tensorCoreShare: () => rv
}), q_ = /* @__PURE__ */ new Set([
	"total_duration_us",
	"avg_duration_us",
	"min_duration_us",
	"max_duration_us"
]), J_ = /* @__PURE__ */ new Set([
	"occupancy_pct",
	"blocks_per_sm",
	"achieved_occupancy_pct"
]), Y_ = {
	block_dim: "blockDim.x, blockDim.y, blockDim.z",
	grid_dim: "gridDim.x, gridDim.y, gridDim.z",
	shmem_bytes: "Static + dynamic shared memory",
	blocks_per_sm: "Blocks of the kernel per SM of the GPU (Kineto's estimate), averaged over the calls weighted by duration; under 1, some SMs had nothing to run",
	achieved_occupancy_pct: "Estimated achieved occupancy: active warps per SM over the most it can hold, Kineto's estimate per call, averaged weighted by duration"
}, X_ = 60;
function Z_(e) {
	return We(e, X_);
}
function Q_(e = []) {
	return {
		labels: e.map((e) => Z_(e.name)),
		values: e.map((e) => e.total_us)
	};
}
function $_(e) {
	let t = e.total_kernel_time_us || 0;
	if (!(t > 0) || e.tensor_core_time_us === void 0) return null;
	let n = Math.min(e.tensor_core_time_us, t);
	return {
		labels: ["Using Tensor Cores", "Not using Tensor Cores"],
		values: [n, t - n]
	};
}
function ev(e) {
	return Nt(e, (e) => {
		J_.has(e.id) ? e.format = (e) => R(e, 2) : q_.has(e.id) && (e.format = (e) => R(e, 3)), Y_[e.id] && (e.title = Y_[e.id]);
	});
}
var tv = [
	"rank",
	"min_duration_us",
	"max_duration_us"
];
function nv(e) {
	let t = e.columns.filter((t, n) => e.rows.length && e.rows.every((e) => e[n] === null || e[n] === void 0 || e[n] === ""));
	return [...tv, ...t.map((e) => e.id).filter((e) => !tv.includes(e))];
}
function rv(e) {
	if (e.tensor_core_time_us !== void 0) return e.total_kernel_time_us > 0 ? 100 * e.tensor_core_time_us / e.total_kernel_time_us : null;
	let t = Object.fromEntries(e.columns.map((e, t) => [e.id, t])), n = 0, r = 0;
	for (let i of e.rows) n += i[t.total_duration_us], i[t.is_kernel_using_tensor_core] === !0 && (r += i[t.total_duration_us]);
	return n > 0 ? 100 * r / n : null;
}
function iv(e = {}) {
	return e.group === "kernel" ? { group_by: "kernel" } : {};
}
function av(e, t) {
	let n = P("select", {
		id: "tbp-kernel-group",
		"aria-label": "Table rows",
		on: { change: () => t(n.value) }
	}, ...[["kernel_op", "Kernel and op"], ["kernel", "Kernel name"]].map(([t, n]) => P("option", {
		value: t,
		text: n,
		selected: t === e
	})));
	return P("label", { class: "tbp-field tbp-inline-field tbp-kernel-group" }, P("span", {
		class: "tbp-field-label",
		text: "One row per"
	}), n);
}
function ov(e) {
	let t = mf({
		...Q_(e.top_kernels),
		format: (e) => B(e),
		height: 300
	});
	return t.chart && (t.chart.options.plugins.tooltip.callbacks.title = (t) => e.top_kernels[t[0]?.dataIndex]?.name ?? "", t.chart.update("none")), X({ title: "Kernels with the most total time" }, t.element);
}
function sv(e, { data: t, comparison: n = null, state: r = {}, params: i = {}, api: a, setParams: o = () => {} }) {
	e.append(P("h2", { text: "GPU Kernel Stats" }));
	for (let n of t.diagnostics || []) e.append(P("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: n
	}));
	if (n && e.append(Uf(n), Qf(n, "kernels", {
		state: r,
		setParams: o
	}).element, $f(n)), !t.rows.length) {
		e.append(Ze("No GPU kernels", "There is no GPU data to display because no kernels ran in the capture duration.").element);
		return;
	}
	let s = t.group_by === "kernel" ? "kernel" : "kernel_op", c = { [s]: t }, l = rv(t), u = vf({
		title: "Kernel time",
		rows: [
			["Total kernel time", B(t.total_kernel_time_us)],
			[s === "kernel" ? "Kernels" : "Kernel/op pairs", R(t.rows.length)],
			["Time in TensorCore kernels", l === null ? "" : z(l, 1)]
		]
	}), d = P("div", { class: "tbp-chart-row" }, ov(t).element), f = $_(t);
	if (f) {
		let e = mf({
			...f,
			format: (e) => B(e),
			height: 220
		});
		e.element.querySelector("canvas")?.setAttribute("aria-label", "Kernel time using Tensor Cores"), d.append(X({ title: "Kernel time using Tensor Cores" }, e.element).element);
	}
	if (e.append(u.element, d), n) return;
	let p = P("div", { class: "tbp-kernel-table" }), m = null, h = (e) => {
		let t = c[s], { columns: n, rows: i } = ev(t), a = Mt(e, o);
		a.initialSort && !n.some((e) => e.id === a.initialSort.id) && (a.initialSort = null);
		let l = s === "kernel";
		m = Gt({
			columns: n,
			rows: i,
			pageSize: 50,
			filterPlaceholder: l ? "Filter by kernel name" : "Filter by kernel or op name",
			csvFileName: `${Ie(r.run, r.host || "all_hosts", "kernel_stats")}${l ? "_kernels" : ""}.csv`,
			caption: l ? "Kernels by total duration" : "Kernel/op pairs by total duration",
			defaultHidden: nv(t),
			...a
		}), e.filter && m.setFilter(e.filter), e.page && m.setPage(Number(e.page) || 0), I(p).append(m.element);
	};
	e.append(av(s, async (e) => {
		let { sort: t, filter: n, hide: r } = m.getState(), l = {
			sort: t ? `${t.id}:${t.direction}` : "",
			filter: n,
			hide: r
		};
		if (!c[e] && a) {
			p.setAttribute("aria-busy", "true");
			try {
				c[e] = await a.data({
					...i,
					...iv({ group: e })
				});
			} catch (e) {
				I(p).append(P("p", {
					class: "tbp-diagnostic",
					role: "alert",
					text: `Could not load the table: ${e.message}`
				}));
				return;
			} finally {
				p.removeAttribute("aria-busy");
			}
		}
		if (!c[e]) return;
		s = e, h(l);
		let u = m.getState().sort;
		o({
			group: s === "kernel" ? "kernel" : "",
			sort: u ? `${u.id}:${u.direction}` : "",
			page: ""
		});
	}), p), h(r);
}
// src/tools/generic.js
var cv = /* @__PURE__ */ s({ render: () => uv }), lv = 2e5;
function uv(e, { data: t, state: n }) {
	let r = JSON.stringify(t, null, 1);
	e.append(P("h2", { text: n.tool }), P("p", {
		class: "tbp-help",
		text: "This tool has no view yet; its data follows."
	}), P("pre", {
		class: "tbp-json",
		text: r.length > lv ? `${r.slice(0, lv)}\n…` : r
	}));
}
// src/tools/tf_data_bottleneck_analysis.js
var dv = /* @__PURE__ */ s({
	PIPELINE_COLUMNS: () => pv,
	allHosts: () => !0,
	graphContent: () => Sv,
	nodeLines: () => _v,
	pipelineRows: () => mv,
	render: () => wv,
	summaryRows: () => gv,
	treeOf: () => vv
}), fv = /^https:\/\/www\.tensorflow\.org\//, pv = [
	{
		id: "host",
		label: "Host",
		type: "string"
	},
	{
		id: "name",
		label: "Input Pipeline",
		type: "string"
	},
	{
		id: "kind",
		label: "Kind",
		type: "string"
	},
	{
		id: "min_us",
		label: "Min (µs)",
		type: "number"
	},
	{
		id: "mean_us",
		label: "Avg (µs)",
		type: "number"
	},
	{
		id: "max_us",
		label: "Max (µs)",
		type: "number"
	},
	{
		id: "calls",
		label: "# Calls",
		type: "number"
	},
	{
		id: "slow_calls",
		label: "# Slow Calls (> 50 µs)",
		type: "number"
	},
	{
		id: "bottleneck_type",
		label: "Bottleneck",
		type: "string"
	},
	{
		id: "bottleneck_self_us",
		label: "Bottleneck self (µs)",
		type: "number"
	}
];
function mv(e) {
	return e.map((e) => pv.map((t) => e[t.id]));
}
var hv = (e) => B(e * 1e3);
function gv(e) {
	let t = [["Input bound", e.is_input_bound ? "Yes: a tf.data input pipeline is slower than 50 µs" : "No"]];
	e.host && (t.push(["Most input-bound host", e.host]), t.push(["Slowest input pipeline", `${e.pipeline} (max latency ${B(e.max_latency_us)})`]));
	let n = e.bottleneck;
	return n && (t.push(["Bottleneck iterator", `${n.type} (${n.name})`]), t.push(["Long name", n.long_name]), t.push(["Self time", hv(n.self_ms)]), t.push(["Bottleneck kind", n.category])), t;
}
function _v(e) {
	let t = [];
	if (e.ran) {
		let n = e.offset_us < 0 ? "−" : "+";
		t.push(`Start ${Me(e.start_ms)} (${n}${B(Math.abs(e.offset_us))} from the call) · Total ${hv(e.total_ms)} · Self ${hv(e.self_ms)} · # Calls ${R(e.calls)}`);
	} else t.push("Did not run for this call (it ran ahead of it, or not at all in the profile)");
	t.push(`Whole profile: ${R(e.profile_calls)} calls · total ${hv(e.profile_total_ms)} · self ${hv(e.profile_self_ms)}`);
	let n = Object.entries(e.params || {});
	return n.length && t.push(n.map(([e, t]) => `${e}=${t}`).join(" · ")), t;
}
function vv(e) {
	let t = /* @__PURE__ */ new Map(), n = [];
	for (let r of e) {
		let e = {
			node: r,
			children: []
		};
		t.set(r.id, e);
		let i = r.parent ? t.get(r.parent) : null;
		(i ? i.children : n).push(e);
	}
	return n;
}
function yv(e, t) {
	let n = _v(e), r = t > 0 && e.ran ? Math.min(1, e.self_ms * 1e3 / t) : 0, i = ["tbp-tfdata-node"];
	e.on_critical_path && i.push("tbp-tfdata-critical"), e.is_bottleneck && i.push("tbp-tfdata-bottleneck"), e.ran || i.push("tbp-tfdata-idle");
	let a = (e, t) => P("span", { class: `tbp-tfdata-badge tbp-tfdata-badge-${e}` }, t);
	return P("div", {
		class: i.join(" "),
		dataset: { id: e.id },
		title: e.long_name
	}, P("div", { class: "tbp-tfdata-head" }, P("strong", { class: "tbp-tfdata-type" }, e.type), e.name && e.name !== e.type ? P("span", { class: "tbp-tfdata-name" }, e.name) : null, e.is_async ? a("async", "async") : null, e.on_critical_path ? a("critical", "critical path") : null, e.is_bottleneck ? a("bottleneck", "bottleneck") : null), P("div", { class: "tbp-tfdata-long-name" }, e.long_name), P("div", { class: "tbp-tfdata-metrics" }, n[0]), P("div", {
		class: "tbp-tfdata-bar",
		title: "Self time, as a share of the call's latency"
	}, P("div", {
		class: "tbp-tfdata-bar-fill",
		style: { width: `${(r * 100).toFixed(1)}%` }
	})), n.slice(1).map((e) => P("div", { class: "tbp-tfdata-line" }, e)));
}
function bv(e, t) {
	return e.map(({ node: e, children: n }) => P("div", { class: "tbp-tfdata-branch" }, yv(e, t), n.length ? P("div", { class: `tbp-tfdata-children${e.is_async ? " tbp-tfdata-children-async" : ""}` }, bv(n, t)) : null));
}
function xv() {
	let e = (e, t) => P("span", { class: "tbp-tfdata-legend-item" }, P("span", { class: `tbp-tfdata-legend-swatch tbp-tfdata-legend-${e}` }), t);
	return P("div", { class: "tbp-tfdata-legend" }, e("critical", "critical path"), e("bottleneck", "bottleneck (largest self time on the critical path)"), e("other", "not on the critical path"), P("span", {}, "dashed guide: runs on a background thread"));
}
function Sv(e) {
	if (!e) return [Ze("No input pipeline graph").element];
	let t = P("p", { class: "tbp-help tbp-tfdata-graph-head" }, `${e.host} · ${e.name} · call ${R(e.rank + 1)} of ${R(e.num_ranks)} by latency (${B(e.call_latency_us)}, at ${Me(e.call_start_ms)})`), n = e.nodes_dropped ? P("p", { class: "tbp-help" }, `${R(e.nodes_dropped)} more iterators are not drawn.`) : null;
	return [
		t,
		xv(),
		P("div", { class: "tbp-tfdata-tree" }, bv(vv(e.nodes), e.call_latency_us)),
		n
	];
}
function Cv(e) {
	if (!e) return null;
	let t = (e.links || []).filter((e) => fv.test(e));
	return P("div", { class: "tbp-tfdata-suggestion" }, P("div", { class: "tbp-tfdata-suggestion-title" }, "How to fix it"), P("p", {}, e.suggestion), t.length ? P("div", { class: "tbp-tfdata-links" }, "More: ", t.map((e, t) => [t ? " · " : "", P("a", {
		href: e,
		target: "_blank",
		rel: "noopener noreferrer"
	}, e.replace("https://www.tensorflow.org", ""))])) : null);
}
function wv(e, { data: t, state: n = {}, params: r = {}, api: i, setParams: a = () => {} }) {
	e.append(P("h2", { text: "tf.data Bottleneck Analysis" }));
	let o = t.summary;
	for (let n of t.diagnostics || []) e.append(P("div", { class: "tbp-diagnostic" }, n));
	if (!t.pipelines.length) {
		e.append(Ze("No tf.data input pipelines", o.statement).element);
		return;
	}
	let s = vf({
		title: "Performance Analysis Summary",
		rows: gv(o)
	});
	s.element.classList.add("tbp-tfdata-summary"), s.element.querySelector(".tbp-card-body").prepend(P("p", { class: "tbp-tfdata-statement" }, o.statement));
	let c = Cv(o.bottleneck);
	c && s.element.querySelector(".tbp-card-body").append(c), e.append(s.element);
	let l = new Map(t.pipelines.map((e) => [e.key, e])), u = Gt({
		columns: pv.map((e) => ({
			...e,
			format: e.type === "number" ? (e) => R(e, 3) : void 0
		})),
		rows: mv(t.pipelines),
		filterPlaceholder: "Filter by host or pipeline",
		csvFileName: "tf_data_input_pipelines.csv",
		initialSort: {
			id: "max_us",
			direction: "desc"
		}
	});
	u.element.classList.add("tbp-tfdata-pipelines"), e.append(P("h3", { text: "Input Pipelines (all hosts; click a row to see its graph)" }), u.element);
	let d = t.graph ? {
		key: t.graph.pipeline,
		rank: t.graph.rank
	} : null, f = P("select", {
		id: "tbp-tfdata-pipeline",
		"aria-label": "Input pipeline"
	}, t.pipelines.map((e) => P("option", {
		value: e.key,
		text: `${e.host} · ${e.name}`,
		selected: d && e.key === d.key
	}))), p = P("input", {
		id: "tbp-tfdata-rank",
		type: "number",
		min: "0",
		step: "1",
		class: "tbp-input tbp-tfdata-rank",
		"aria-label": "Call rank"
	}), m = P("span", { class: "tbp-help" }), h = P("div", { class: "tbp-tfdata-graph-body" }), g = X({ title: "Input Pipeline Graph" }, P("div", { class: "tbp-tfdata-controls" }, P("label", { class: "tbp-field tbp-inline-field" }, P("span", {
		class: "tbp-field-label",
		text: "Input pipeline"
	}), f), P("label", { class: "tbp-field tbp-inline-field" }, P("span", {
		class: "tbp-field-label",
		text: "Call rank (0 = slowest)"
	}), p, m)), h);
	g.element.classList.add("tbp-tfdata-graph"), e.append(g.element);
	let _ = (e) => {
		p.value = String(e.rank), p.max = String(Math.max(0, e.num_ranks - 1)), m.textContent = `of ${R(e.num_ranks)} calls`, f.value = e.pipeline, I(h).append(...Sv(e).filter(Boolean));
	}, v = 0, y = async (e, t) => {
		if (!l.has(e)) return;
		let n = ++v;
		d = {
			key: e,
			rank: t
		}, a({
			pipeline: e,
			rank: String(t)
		}), I(h).append(P("p", { class: "tbp-help tbp-tfdata-loading" }, `Loading the graph of ${l.get(e).host} · ${l.get(e).name}…`));
		try {
			let a = await i.data({
				...r,
				pipeline: e,
				rank: String(t)
			});
			n === v && _(a.graph);
		} catch (r) {
			n === v && I(h).append(Xe(r, { retry: () => y(e, t) }).element);
		}
	};
	f.addEventListener("change", () => y(f.value, 0)), p.addEventListener("change", () => {
		let e = Math.max(0, Math.floor(Number(p.value) || 0));
		d && y(d.key, e);
	}), u.element.addEventListener("click", (e) => {
		let n = e.target.closest("tbody tr");
		if (!n || n.classList.contains("tbp-table-empty-row")) return;
		let [r, i] = [...n.cells].slice(0, 2).map((e) => e.textContent), a = t.pipelines.find((e) => e.host === r && e.name === i);
		a && y(a.key, 0);
	}), t.graph ? _(t.graph) : I(h).append(...Sv(null));
	let b = Math.max(0, Math.floor(Number(n.rank) || 0));
	n.pipeline && l.has(n.pipeline) && i && (!d || n.pipeline !== d.key || b !== d.rank) && y(n.pipeline, b);
}
// src/components/tooltip.js
var Tv = 12, Ev = 4, Dv = null, Ov = null;
function kv() {
	return Dv || (Dv = document.createElement("div"), Dv.className = "tbp-tooltip", Dv.id = "tbp-tooltip", Dv.setAttribute("role", "tooltip"), Dv.hidden = !0), Dv.isConnected || document.body.append(Dv), Dv;
}
function Av(e, t, n) {
	let r = e.offsetWidth, i = e.offsetHeight, a = window.innerWidth || document.documentElement.clientWidth || 0, o = window.innerHeight || document.documentElement.clientHeight || 0, s = t + Tv, c = n + Tv;
	a && s + r + Ev > a && (s = Math.max(Ev, t - Tv - r)), o && c + i + Ev > o && (c = Math.max(Ev, n - Tv - i)), e.style.left = `${Math.round(s)}px`, e.style.top = `${Math.round(c)}px`;
}
function jv(e) {
	!Dv || e && Ov !== e || (Dv.hidden = !0, Dv.textContent = "", Ov && Ov.removeAttribute("aria-describedby"), Ov = null);
}
function Mv(e, t) {
	function n() {
		let n = typeof t == "function" ? t(e) : t;
		return n == null ? "" : String(n);
	}
	function r(t, r) {
		let i = n();
		if (!i) {
			jv(e);
			return;
		}
		let a = kv();
		Ov && Ov !== e && Ov.removeAttribute("aria-describedby"), Ov = e, a.textContent = i, a.hidden = !1, e.setAttribute("aria-describedby", a.id), Av(a, t, r);
	}
	function i() {
		let t = e.getBoundingClientRect();
		r(t.left, t.bottom);
	}
	let a = {
		mouseenter: (e) => r(e.clientX, e.clientY),
		mousemove: (t) => {
			Ov === e && Dv && !Dv.hidden && Av(Dv, t.clientX, t.clientY);
		},
		mouseleave: () => jv(e),
		focus: () => i(),
		blur: () => jv(e),
		keydown: (t) => {
			t.key === "Escape" && jv(e);
		}
	};
	for (let [t, n] of Object.entries(a)) e.addEventListener(t, n);
	return {
		element: kv(),
		show: (e, t) => e === void 0 ? i() : r(e, t),
		hide: () => jv(e),
		detach() {
			jv(e);
			for (let [t, n] of Object.entries(a)) e.removeEventListener(t, n);
		}
	};
}
// src/tools/pod_viewer_data.js
var Nv = v.noData;
te(() => {
	Nv = v.noData;
});
function Pv(e) {
	if (e == null || Number.isNaN(e)) return Nv;
	let t = Math.min(1, Math.max(0, e)) * (y.length - 1), n = Math.min(y.length - 2, Math.floor(t)), r = b(y[n]), i = b(y[n + 1]), a = t - n;
	return `#${r.map((e, t) => Math.round(e + (i[t] - e) * a).toString(16).padStart(2, "0")).join("")}`;
}
function Fv(e) {
	if (!e) return {
		cores: {},
		channels: [],
		all_reduce: []
	};
	let t = e.cores || {};
	if (Array.isArray(t)) {
		let n = Object.entries(e.breakdown_us || {});
		t = Object.fromEntries(t.map((t, r) => [String(t), {
			total_us: e.total_us?.[r],
			breakdown_us: Object.fromEntries(n.map(([e, t]) => [e, t[r]])),
			bottleneck: e.bottleneck?.[r]
		}]));
	}
	let n = e.channels || [];
	if (!Array.isArray(n)) {
		let e = Object.entries(n);
		n = (n.channel_id || []).map((t, n) => Object.fromEntries(e.map(([e, t]) => [e, t[n]])));
	}
	return {
		cores: t,
		channels: n,
		all_reduce: e.all_reduce || []
	};
}
var Iv = /* @__PURE__ */ new WeakMap();
function Lv(e, t) {
	let n = Iv.get(e);
	n || Iv.set(e, n = /* @__PURE__ */ new Map());
	let r = String(t);
	return n.has(r) || n.set(r, Fv((e.per_step || {})[r])), n.get(r);
}
function Rv(e, t, n) {
	let r = (e.cores || {})[String(t)];
	if (!r) return null;
	let i = Number(r.breakdown_us?.[n]) || 0, a = Number(r.total_us) || 0;
	return {
		us: i,
		total: a,
		share: a > 0 ? i / a : 0
	};
}
function zv(e, t, n, r) {
	let i = 1;
	if (r) {
		i = 0;
		for (let r of t) i = Math.max(i, Rv(e, r.core_id, n)?.share || 0);
		i <= 0 && (i = 1);
	}
	let a = /* @__PURE__ */ new Map();
	for (let r of t) {
		let t = Rv(e, r.core_id, n);
		a.set(r.core_id, Pv(t ? t.share / i : null));
	}
	return {
		max: i,
		fills: a
	};
}
function Bv(e, t) {
	let n = t.chips_per_host || 1;
	return `host ${e.host_index}, chip ${e.chip_id - e.host_index * n}, core ${e.core_on_chip}`;
}
function Vv(e, t) {
	return (t.cores_per_chip || 1) > 1 ? `${e.chip_id}:${e.core_on_chip}` : String(e.chip_id);
}
var Hv = [
	56,
	44,
	36,
	28,
	22,
	16,
	12,
	8
];
function Uv(e, t, n) {
	let r = Math.max(1, e.num_hosts || 1), i = Math.max(1, e.chips_per_host || 1), a = Math.max(1, e.cores_per_chip || 1), o = {
		cell: t,
		numHosts: r,
		cph: i,
		gap: 2,
		chipPad: 3,
		chipGap: 4,
		hostPad: 6,
		label: 14,
		hostGap: 8
	};
	return o.chipW = a * t + (a - 1) * o.gap + 2 * o.chipPad, o.chipH = t + 2 * o.chipPad, o.chipCols = Math.ceil(Math.sqrt(i)), o.chipRows = Math.ceil(i / o.chipCols), o.hostW = Math.max(o.chipCols * o.chipW + (o.chipCols - 1) * o.chipGap + 2 * o.hostPad, 48), o.hostH = o.label + o.chipRows * o.chipH + (o.chipRows - 1) * o.chipGap + 2 * o.hostPad, o.hostCols = Math.max(1, Math.min(r, Math.floor((n + o.hostGap) / (o.hostW + o.hostGap)))), o.width = o.hostCols * (o.hostW + o.hostGap) - o.hostGap, o.height = Math.ceil(r / o.hostCols) * (o.hostH + o.hostGap) - o.hostGap, o;
}
function Wv(e, t, { maxWidth: n = 900, maxHeight: r = 560 } = {}) {
	let i = (t.length <= 1 ? [96, ...Hv] : Hv).map((t) => Uv(e, t, n)), a = i.filter((e) => e.width <= n && e.height <= r), o = a.find((e) => e.hostCols === e.numHosts || e.width >= e.height) || a[0] || i.at(-1), s = e.hosts || [], c = [], l = [];
	for (let e = 0; e < o.numHosts; e += 1) {
		let t = e % o.hostCols * (o.hostW + o.hostGap), n = Math.floor(e / o.hostCols) * (o.hostH + o.hostGap);
		c.push({
			index: e,
			name: s[e] ?? `host ${e}`,
			x: t,
			y: n,
			w: o.hostW,
			h: o.hostH
		});
		for (let r = 0; r < o.cph; r += 1) l.push({
			id: e * o.cph + r,
			x: t + o.hostPad + r % o.chipCols * (o.chipW + o.chipGap),
			y: n + o.hostPad + o.label + Math.floor(r / o.chipCols) * (o.chipH + o.chipGap),
			w: o.chipW,
			h: o.chipH
		});
	}
	let u = /* @__PURE__ */ new Map();
	for (let e of t) {
		let t = l[e.chip_id];
		t && u.set(e.core_id, {
			x: t.x + o.chipPad + e.core_on_chip * (o.cell + o.gap),
			y: t.y + o.chipPad,
			w: o.cell,
			h: o.cell
		});
	}
	return {
		width: o.width,
		height: o.height,
		cell: o.cell,
		hosts: c,
		chips: l,
		cores: u
	};
}
function Gv(e, t) {
	return We(e, t);
}
function Kv(e) {
	return Gv(String(e.name), Math.floor((e.w - 8) / 6.2));
}
function qv(e, t) {
	let n = e.cores.get(t.src_core), r = e.cores.get(t.dst_core), i = [n, r].filter(Boolean);
	return !n || !r || n === r ? {
		boxes: i,
		arrow: null
	} : {
		boxes: i,
		arrow: {
			x1: n.x + n.w / 2,
			y1: n.y + n.h / 2,
			x2: r.x + r.w / 2,
			y2: r.y + r.h / 2
		}
	};
}
function Jv(e, t) {
	let n = e >= .4 ? 0 : e >= .04 ? 1 : 2;
	return [
		0,
		1,
		2,
		3,
		4
	].map((r) => ({
		x: 10 + t * r / 4,
		anchor: r === 0 ? "start" : r === 4 ? "end" : "middle",
		text: z(100 * e * r / 4, n)
	}));
}
function Yv(e, t, n, r) {
	let i = Rv(n, e.core_id, r.id), a = [
		`Position: ${Bv(e, t)}`,
		`Global chip id: ${e.chip_id}`,
		`Host: ${e.host}`
	];
	return e.name && a.push(`Device: ${e.name}`), i ? (a.push(`${r.label}: ${je(i.us)} (${z(100 * i.share, 1)} of the step)`), a.push(`Step time: ${je(i.total)}`)) : a.push("Did not run this step"), a.join("\n");
}
function Xv(e, t, n, r) {
	let i = Rv(n, e.core_id, r.id), a = (n.cores || {})[String(e.core_id)];
	return [
		["Position", Bv(e, t)],
		["Global chip id", String(e.chip_id)],
		["Core id", String(e.core_id)],
		["Host", e.host],
		["Device", e.name || "-"],
		["Step time", i ? je(i.total) : "did not run this step"],
		[r.label, i ? je(i.us) : "-"],
		["Share of the step", i ? z(100 * i.share, 1) : "-"],
		["Bottleneck", a?.bottleneck || "-"]
	];
}
function Zv(e, t) {
	return e ? `core ${e.core_id} (${Bv(e, t)})` : "?";
}
function Qv(e) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) t.set(n.channel_id, (t.get(n.channel_id) || 0) + 1);
	return e.map((e, n) => ({
		value: String(n),
		text: t.get(e.channel_id) > 1 ? `${e.channel_id} (core ${e.src_core} → core ${e.dst_core})` : String(e.channel_id)
	}));
}
function $v(e, t) {
	return Math.max(0, e.findIndex((e) => String(e.channel_id) === String(t)));
}
function ey(e, t) {
	return t ? [...e.map((e) => [e.label, je(Number(t.breakdown_us?.[e.id]) || 0)]), ["Step time", je(t.total_us)]] : [["", "Did not run this step"]];
}
function ty(e, t) {
	return Lv(e, e.steps[t]).cores?.[String(e.cores[0].core_id)];
}
function ny(e, t) {
	let { cores: n, steps: r } = e, i = e.topology || {};
	return n.length === 1 ? {
		labels: r.map(String),
		series: t.map((t) => ({
			label: t.label,
			values: r.map((n, r) => Number(ty(e, r)?.breakdown_us?.[t.id]) || 0)
		}))
	} : {
		labels: n.map((e) => Vv(e, i)),
		series: t.map((e) => ({
			label: e.label,
			values: n.map(() => 0)
		}))
	};
}
function ry(e, t, n, r) {
	if (e.cores.length === 1) return [["Step", String(e.steps[n])], ...ey(t, ty(e, n))];
	let i = e.cores[n], a = (r.cores || {})[String(i.core_id)];
	return [
		["Chip (global id)", String(i.chip_id)],
		["Core on chip", String(i.core_on_chip)],
		["Host", i.host],
		...ey(t, a)
	];
}
function iy(e, t) {
	if (e.cores.length === 1) return `Step ${e.steps[t]}`;
	let n = e.cores[t];
	return `Chip ${n.chip_id}, core ${n.core_on_chip} (${n.host})`;
}
function ay(e, t) {
	let n = Lv(e, t), r = Object.keys(n.cores || {}), i = r.map((e) => Number(n.cores[e].total_us) || 0), a = [`Step ${t}: ${r.length} of ${e.cores.length} ${e.cores.length === 1 ? "core" : "cores"} ran it`];
	i.length > 1 ? a.push(`step time ${je(Math.min(...i))} – ${je(Math.max(...i))}`) : i.length && a.push(`step time ${je(i[0])}`);
	let o = (n.channels || []).length;
	return a.push(o ? `${o} send/recv ${o === 1 ? "channel" : "channels"}` : "no send/recv channels"), a.join(" · ");
}
function oy(e) {
	let t = e.categories || [], n = /* @__PURE__ */ new Set();
	for (let r of Object.values(e.per_step || {})) {
		if (Array.isArray(r.cores)) for (let e of t) !n.has(e.id) && (r.breakdown_us?.[e.id] || []).some((e) => e > 0) && n.add(e.id);
		else for (let e of Object.values(r.cores || {})) for (let r of t) !n.has(r.id) && Number(e.breakdown_us?.[r.id]) > 0 && n.add(r.id);
		if (n.size === t.length) break;
	}
	let r = t.filter((e) => n.has(e.id));
	return r.length ? r : t;
}
function sy(e, t = {}) {
	let n = e.steps || [], r = new Map((e.categories || []).map((e) => [e.id, e]));
	return {
		stepIndex: Math.max(0, n.findIndex((e) => String(e) === String(t.step))),
		category: r.get(t.category) || oy(e)[0],
		scaleToMax: t.scale === "max",
		channel: t.channel
	};
}
function cy(e, t) {
	let n = (e, t, n) => `${e} ${e === 1 ? t : n}`;
	return `${n(e.num_hosts, "host", "hosts")} × ${n(e.chips_per_host, "chip", "chips")} × ${n(e.cores_per_chip, "core", "cores")} (${t} in all)`;
}
function ly(e) {
	let t = e.cores[0];
	return e.cores.length === 1 ? `Step breakdown of ${t.name || "the device"} per step (µs): click a column to select its step` : `Step breakdown per core (µs): x is the global chip id${(e.topology?.cores_per_chip || 1) > 1 ? ":core on the chip" : ""}, one column per core`;
}
// src/tools/pod_viewer.js
var uy = /* @__PURE__ */ s({
	allHosts: () => !0,
	channelRows: () => hy,
	podCategoryColor: () => py,
	render: () => Cy
}), dy = "http://www.w3.org/2000/svg", fy = 1024 ** 2;
function py(e, t = 0) {
	return g[e] || Tg(e, t);
}
function my(e, t = {}, ...n) {
	let r = document.createElementNS(dy, e);
	for (let [e, n] of Object.entries(t)) n != null && r.setAttribute(e, String(n));
	for (let e of n) e && r.append(e instanceof Node ? e : document.createTextNode(String(e)));
	return r;
}
function hy(e, t, n) {
	return [
		["Channel id", String(e.channel_id)],
		["From", Zv(t.get(e.src_core), n)],
		["To", Zv(t.get(e.dst_core), n)],
		["Data transferred", `${R(e.data_bytes / fy, 3)} MiB`],
		["Latency", je(e.latency_us)],
		["BW", `${R(e.bandwidth_gibps, 3)} GiB/s`],
		["Send delay", je(e.send_delay_us)],
		["Hlo names", (e.hlo_names || []).length ? P("span", { class: "tbp-pod-hlo" }, e.hlo_names.map((e) => P("code", { text: e }))) : "-"]
	];
}
function gy(e, t, n) {
	return P("label", { class: "tbp-field tbp-pod-field" }, P("span", {
		class: "tbp-field-label",
		text: e
	}), t, n);
}
function _y(e) {
	let t = y.map((e, t) => my("stop", {
		offset: `${100 * t / (y.length - 1)}%`,
		"stop-color": e
	})), n = my("g", { class: "tbp-pod-ticks" }), r = my("svg", {
		class: "tbp-pod-legend",
		width: 390,
		height: 36,
		role: "img"
	}, my("defs", {}, my("linearGradient", {
		id: e,
		x1: "0%",
		x2: "100%",
		y1: "0%",
		y2: "0%"
	}, ...t)), my("rect", {
		x: 10,
		y: 2,
		width: 280,
		height: 14,
		fill: `url(#${e})`,
		stroke: d.faint,
		"stroke-width": .5
	}), n, my("rect", {
		x: 304,
		y: 2,
		width: 14,
		height: 14,
		fill: Nv,
		stroke: d.faint,
		"stroke-width": .5
	}), my("text", {
		x: 322,
		y: 13,
		"font-size": 11,
		fill: d.muted
	}, "no data"));
	function i(e) {
		n.replaceChildren();
		for (let t of Jv(e, 280)) n.append(my("line", {
			x1: t.x,
			x2: t.x,
			y1: 16,
			y2: 20,
			stroke: d.faint
		})), n.append(my("text", {
			x: t.x,
			y: 32,
			"font-size": 11,
			fill: d.muted,
			"text-anchor": t.anchor
		}, t.text));
		r.setAttribute("aria-label", `Colour scale: 0% (light yellow) to ${z(100 * e, 1)} of the step (dark blue)`);
	}
	return i(1), {
		element: r,
		setMax: i
	};
}
function vy(e, t, n) {
	let r = P("input", {
		type: "range",
		id: "tbp-pod-step",
		min: "0",
		max: String(e.length - 1),
		step: "1",
		value: String(n.stepIndex),
		"aria-label": "Step",
		disabled: e.length < 2
	}), i = P("output", {
		class: "tbp-pod-step-value",
		id: "tbp-pod-step-value",
		for: "tbp-pod-step"
	}), a = P("select", {
		id: "tbp-pod-category",
		"aria-label": "Breakdown category"
	}, t.map((e) => P("option", {
		value: e.id,
		text: e.label,
		selected: e === n.category
	}))), o = P("select", {
		id: "tbp-pod-scale",
		"aria-label": "Colour scale"
	}, P("option", {
		value: "",
		text: "0 – 100% of the step",
		selected: !n.scaleToMax
	}), P("option", {
		value: "max",
		text: "0 – the highest core",
		selected: n.scaleToMax
	}));
	return {
		element: P("div", { class: "tbp-pod-controls" }, gy(`Step (${e.length} ${e.length === 1 ? "step" : "steps"})`, P("span", { class: "tbp-pod-slider" }, r, i)), gy("Colour by", a), gy("Colour scale", o)),
		summary: P("p", { class: "tbp-help tbp-pod-summary" }),
		slider: r,
		stepValue: i,
		categorySelect: a,
		scaleSelect: o
	};
}
var yy = 0;
function by(e, t) {
	let n = ++yy, r = `tbp-pod-arrow-${n}`, i = /* @__PURE__ */ new Map(), a = my("g", { class: "tbp-pod-hosts" }), o = Math.max(1, e.chips_per_host || 1), s = my("g", {
		class: "tbp-pod-link",
		"pointer-events": "none"
	}), c = my("svg", {
		class: "tbp-pod-topology",
		role: "img",
		"aria-label": `Topology: ${e.num_hosts} hosts × ${e.chips_per_host} chips × ${e.cores_per_chip} cores`
	}, my("defs", {}, my("marker", {
		id: r,
		viewBox: "0 0 10 10",
		refX: 9,
		refY: 5,
		markerWidth: 6,
		markerHeight: 6,
		orient: "auto-start-reverse"
	}, my("path", {
		d: "M0,0 L10,5 L0,10 z",
		fill: v.link
	}))), a, s), l = P("div", { class: "tbp-pod-topology-wrap" }, c), u = _y(`tbp-pod-heat-${n}`), f = P("span"), p = X({
		title: f,
		subtitle: cy(e, t.length)
	}, l, u.element).element;
	p.classList.add("tbp-pod-topology-card");
	let m = null;
	function h(n) {
		m = Wv(e, t, { maxWidth: n }), a.replaceChildren(), i.clear();
		for (let e of m.hosts) {
			let t = my("text", {
				x: e.x + 5,
				y: e.y + 14,
				"font-size": 11,
				fill: d.textSecondary
			}, Kv(e));
			t.append(my("title", {}, String(e.name))), a.append(my("rect", {
				x: e.x,
				y: e.y,
				width: e.w,
				height: e.h,
				rx: 3,
				fill: d.surfaceSunken,
				stroke: d.faint
			}), t);
		}
		for (let e of m.chips) a.append(my("rect", {
			x: e.x,
			y: e.y,
			width: e.w,
			height: e.h,
			rx: 2,
			fill: d.surface,
			stroke: d.borderStrong,
			"data-chip": e.id,
			"data-host": Math.floor(e.id / o)
		}));
		for (let e of t) {
			let t = m.cores.get(e.core_id);
			if (!t) continue;
			let n = my("rect", {
				x: t.x,
				y: t.y,
				width: t.w,
				height: t.h,
				stroke: d.hint,
				"stroke-width": .5,
				class: "tbp-pod-core",
				"data-core": e.core_id
			});
			i.set(e.core_id, n), a.append(n);
		}
		c.setAttribute("width", m.width + 2), c.setAttribute("height", m.height + 2), c.setAttribute("viewBox", `-1 -1 ${m.width + 2} ${m.height + 2}`);
	}
	return {
		element: p,
		svg: c,
		title: f,
		fit: () => h(l.clientWidth ? Math.max(240, l.clientWidth - 4) : 900),
		recolour({ max: e, fills: t }) {
			for (let [e, n] of t) i.get(e)?.setAttribute("fill", n);
			u.setMax(e);
		},
		drawLink(e) {
			if (s.replaceChildren(), !e) return;
			let { boxes: t, arrow: n } = qv(m, e);
			for (let e of t) s.append(my("rect", {
				x: e.x - 1.5,
				y: e.y - 1.5,
				width: e.w + 3,
				height: e.h + 3,
				fill: "none",
				stroke: v.link,
				"stroke-width": 2
			}));
			n && (s.append(my("line", {
				...n,
				stroke: v.link,
				"stroke-width": 2,
				"marker-end": `url(#${r})`,
				class: "tbp-pod-arrow",
				"data-src": e.src_core,
				"data-dst": e.dst_core
			})), s.append(my("circle", {
				cx: n.x1,
				cy: n.y1,
				r: 3,
				fill: v.link
			})));
		}
	};
}
function xy(e) {
	let t = P("select", {
		id: "tbp-pod-channel",
		"aria-label": "Channel id"
	}), n = gy("Channel id", t), r = P("p", {
		class: "tbp-pod-no-channels",
		text: "No send/recv channels in this step."
	}), i = _f({
		labels: [],
		values: [],
		label: "Latency (µs)",
		format: (e) => R(e, 2),
		height: 220
	});
	i.element.classList.add("tbp-pod-latency");
	let a = X({
		title: "Send/recv channels: latency per channel (µs)",
		subtitle: "Hover or click a bar to draw its link on the topology"
	}, n, r, i.element).element;
	a.classList.add("tbp-pod-channels");
	let o = i.chart;
	if (o) {
		let t = null, n = (n, r) => {
			n.native !== t && (t = n.native, r.length && e(r[0].index));
		};
		o.options.onHover = n, o.options.onClick = n, o.options.scales.x.title = {
			display: !0,
			text: "Channel id"
		}, o.options.scales.y.title = {
			display: !0,
			text: "Latency (µs)"
		}, o.options.plugins.tooltip.callbacks.title = (e) => e.length ? `Channel ${e[0].label}` : "", o.options.plugins.tooltip.callbacks.label = (e) => `Latency: ${je(e.parsed.y)}`;
	}
	return {
		element: a,
		select: t,
		selectField: n,
		none: r,
		latency: i,
		chart: o
	};
}
function Sy(e, t) {
	let n = e.cores.length === 1, r = (e.topology?.cores_per_chip || 1) > 1, i = hf({
		...ny(e, t),
		yLabel: "Time (µs)",
		format: (e) => R(e, 2),
		height: 320
	});
	i.element.classList.add("tbp-pod-breakdown");
	let a = X({ title: ly(e) }, i.element).element;
	a.classList.add("tbp-pod-breakdown-section");
	let o = i.chart;
	if (o) {
		let i = e.categories || [];
		o.data.datasets.forEach((e, n) => {
			e.backgroundColor = py(t[n].id, i.indexOf(t[n]));
		});
		let a = o.options.plugins.tooltip;
		a.filter = (e) => e.parsed.y > 0, a.callbacks.title = (t) => t.length ? iy(e, t[0].dataIndex) : "", a.callbacks.label = (e) => `${e.dataset.label}: ${je(e.parsed.y)}`, o.options.scales.x.title = {
			display: !0,
			text: n ? "Step" : r ? "Global chip id:core" : "Global chip id"
		};
	}
	return {
		element: a,
		chart: o
	};
}
function Cy(e, { data: t, state: n = {}, setParams: r = () => {} }) {
	let i = t.topology || {}, a = t.cores || [], o = t.steps || [], s = t.categories || [];
	e.append(P("h2", { text: "Pod viewer" }));
	let c = Ig(t.diagnostics || {});
	if (c && e.append(c), !a.length || !o.length || !s.length) {
		e.append(Ze(a.length ? "No steps in this profile" : "No devices in this profile", "The pod viewer shows one step at a time of every TPU core (or of the host when there is no TPU): mark each training step (tf.profiler.experimental.Trace(\"train\", step_num=...) or jax.profiler.StepTraceAnnotation) and capture again.").element);
		return;
	}
	let l = a.length === 1, u = new Map(a.map((e) => [e.core_id, e])), f = new Map(s.map((e) => [e.id, e])), p = {
		...sy(t, n),
		channelIndex: 0,
		hoverCore: null,
		hoverText: "",
		cardCore: a[0],
		cardColumn: 0
	}, m = () => Lv(t, o[p.stepIndex]), h = vy(o, s, p);
	e.append(h.element, h.summary);
	let g = vf({
		title: l ? "Device" : "Core",
		subtitle: "Hover a core of the topology"
	}), _ = vf({ title: "Channel" }), y = vf({
		title: "Step breakdown",
		subtitle: "Hover a column of the chart"
	});
	g.element.classList.add("tbp-pod-core-card"), _.element.classList.add("tbp-pod-channel-card");
	let b = _.element.querySelector("dl"), x = P("p", {
		class: "tbp-pod-no-channels",
		text: "No send/recv channels in this step."
	});
	_.element.append(x), y.element.classList.add("tbp-pod-breakdown-card");
	let S = by(i, a), C = Mv(S.svg, () => p.hoverText);
	S.svg.addEventListener("mousemove", (e) => {
		let t = e.target?.getAttribute?.("data-core"), n = t == null ? null : u.get(Number(t));
		n ? n.core_id !== p.hoverCore && (p.hoverCore = n.core_id, p.hoverText = Yv(n, i, m(), p.category), C.show(e.clientX, e.clientY), p.cardCore = n, g.setRows(Xv(n, i, m(), p.category))) : (p.hoverCore !== null && C.hide(), p.hoverCore = null, p.hoverText = "");
	}), S.svg.addEventListener("mouseleave", () => {
		p.hoverCore = null, p.hoverText = "";
	});
	let w = xy((e) => {
		e !== p.channelIndex && T(e, !0);
	});
	w.select.addEventListener("change", () => T(Number(w.select.value), !0));
	function T(e, t) {
		let n = m().channels || [];
		p.channelIndex = Math.min(Math.max(0, e), Math.max(0, n.length - 1));
		let a = n[p.channelIndex];
		w.select.value = String(p.channelIndex), S.drawLink(a), _.setRows(a ? hy(a, u, i) : []), b.hidden = !a, x.hidden = !!a, w.chart && a && (w.chart.data.datasets[0].backgroundColor = n.map((e, t) => t === p.channelIndex ? v.link : v.channel), w.chart.update("none")), t && a && (p.channel = String(a.channel_id), r({ channel: p.channel }));
	}
	function E() {
		let e = m().channels || [], t = e.length > 0;
		w.selectField.hidden = !t, w.latency.element.hidden = !t, w.none.hidden = t, w.select.replaceChildren(...Qv(e).map((e) => P("option", e))), w.chart && (w.chart.data.labels = e.map((e) => String(e.channel_id)), w.chart.data.datasets[0].data = e.map((e) => e.latency_us)), T($v(e, p.channel), !1), w.chart && !t && w.chart.update("none");
	}
	let D = oy(t), O = Sy(t, D);
	function k(e) {
		p.cardColumn = e, y.setRows(ry(t, D, e, m()));
	}
	O.chart && (O.chart.options.onHover = (e, t) => {
		t.length && t[0].index !== p.cardColumn && k(t[0].index);
	}, l && (O.chart.options.onClick = (e, t) => {
		t.length && (h.slider.value = String(t[0].index), h.slider.dispatchEvent(new Event("input")));
	}));
	function A() {
		let e = O.chart;
		if (l && (p.cardColumn = p.stepIndex), e) {
			if (l) for (let t of e.data.datasets) t.borderColor = d.text, t.borderWidth = o.map((e, t) => t === p.stepIndex ? 1.5 : 0);
			else {
				let t = m();
				D.forEach((n, r) => {
					e.data.datasets[r].data = a.map((e) => Number(t.cores?.[String(e.core_id)]?.breakdown_us?.[n.id]) || 0);
				});
			}
			e.update("none");
		}
	}
	function ee() {
		let e = m();
		S.recolour(zv(e, a, p.category.id, p.scaleToMax)), S.title.textContent = `${l ? "Device" : "Topology"}: share of step ${o[p.stepIndex]} in ${p.category.label}`, g.setRows(Xv(p.cardCore, i, e, p.category)), p.hoverCore = null;
	}
	function j() {
		let e = o[p.stepIndex];
		h.stepValue.textContent = `Step ${e} (${p.stepIndex + 1} of ${o.length})`, h.slider.setAttribute("aria-valuetext", `Step ${e}`), h.summary.textContent = ay(t, e), ee(), E(), A(), k(p.cardColumn);
	}
	h.slider.addEventListener("input", () => {
		p.stepIndex = Number(h.slider.value) || 0, j(), r({ step: String(o[p.stepIndex]) });
	}), h.categorySelect.addEventListener("change", () => {
		p.category = f.get(h.categorySelect.value) || s[0], ee(), r({ category: p.category.id });
	}), h.scaleSelect.addEventListener("change", () => {
		p.scaleToMax = h.scaleSelect.value === "max", ee(), r({ scale: h.scaleSelect.value });
	}), e.append(P("div", { class: "tbp-pod-layout" }, P("div", { class: "tbp-pod-main" }, S.element, l ? null : w.element, O.element), P("aside", { class: "tbp-pod-side" }, g.element, _.element, y.element))), S.fit(), j();
}
// src/tools/graph_viewer_draw.js
var wy = /* @__PURE__ */ l((/* @__PURE__ */ o(((e, t) => {
	(function(n) {
		if (typeof e == "object" && t !== void 0) t.exports = n();
		else if (typeof define == "function" && define.amd) define([], n);
		else {
			var r = typeof window < "u" ? window : typeof global < "u" ? global : typeof self < "u" ? self : this;
			r.ELK = n();
		}
	})(function() {
		return (function() {
			function e(t, n, r) {
				function i(o, s) {
					if (!n[o]) {
						if (!t[o]) {
							var c = typeof u == "function" && u;
							if (!s && c) return c(o, !0);
							if (a) return a(o, !0);
							var l = /* @__PURE__ */ Error("Cannot find module '" + o + "'");
							throw l.code = "MODULE_NOT_FOUND", l;
						}
						var d = n[o] = { exports: {} };
						t[o][0].call(d.exports, function(e) {
							var n = t[o][1][e];
							return i(n || e);
						}, d, d.exports, e, t, n, r);
					}
					return n[o].exports;
				}
				for (var a = typeof u == "function" && u, o = 0; o < r.length; o++) i(r[o]);
				return i;
			}
			return e;
		})()({
			1: [function(e, t, n) {
				Object.defineProperty(n, "__esModule", { value: !0 }), n.default = void 0;
				function r(e) {
					"@babel/helpers - typeof";
					return r = typeof Symbol == "function" && typeof Symbol.iterator == "symbol" ? function(e) {
						return typeof e;
					} : function(e) {
						return e && typeof Symbol == "function" && e.constructor === Symbol && e !== Symbol.prototype ? "symbol" : typeof e;
					}, r(e);
				}
				function i(e, t) {
					if (!(e instanceof t)) throw TypeError("Cannot call a class as a function");
				}
				function a(e, t) {
					for (var n = 0; n < t.length; n++) {
						var r = t[n];
						r.enumerable = r.enumerable || !1, r.configurable = !0, "value" in r && (r.writable = !0), Object.defineProperty(e, s(r.key), r);
					}
				}
				function o(e, t, n) {
					return t && a(e.prototype, t), n && a(e, n), Object.defineProperty(e, "prototype", { writable: !1 }), e;
				}
				function s(e) {
					var t = c(e, "string");
					return r(t) == "symbol" ? t : t + "";
				}
				function c(e, t) {
					if (r(e) != "object" || !e) return e;
					var n = e[Symbol.toPrimitive];
					if (n !== void 0) {
						var i = n.call(e, t || "default");
						if (r(i) != "object") return i;
						throw TypeError("@@toPrimitive must return a primitive value.");
					}
					return (t === "string" ? String : Number)(e);
				}
				n.default = /*#__PURE__*/ function() {
					function e() {
						var t = this, n = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {}, r = n.defaultLayoutOptions, a = r === void 0 ? {} : r, o = n.algorithms, s = o === void 0 ? [
							"layered",
							"stress",
							"mrtree",
							"radial",
							"force",
							"disco",
							"sporeOverlap",
							"sporeCompaction",
							"rectpacking"
						] : o, c = n.workerFactory, u = n.workerUrl;
						if (i(this, e), this.defaultLayoutOptions = a, this.initialized = !1, u === void 0 && c === void 0) throw Error("Cannot construct an ELK without both 'workerUrl' and 'workerFactory'.");
						var d = c;
						u !== void 0 && c === void 0 && (d = function(e) {
							return new Worker(e);
						});
						var f = d(u);
						if (typeof f.postMessage != "function") throw TypeError("Created worker does not provide the required 'postMessage' function.");
						this.worker = new l(f), this.worker.postMessage({
							cmd: "register",
							algorithms: s
						}).then(function(e) {
							return t.initialized = !0;
						}).catch(console.err);
					}
					return o(e, [
						{
							key: "layout",
							value: function(e) {
								var t = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {}, n = t.layoutOptions, r = n === void 0 ? this.defaultLayoutOptions : n, i = t.logging, a = i !== void 0 && i, o = t.measureExecutionTime, s = o !== void 0 && o;
								return e ? this.worker.postMessage({
									cmd: "layout",
									graph: e,
									layoutOptions: r,
									options: {
										logging: a,
										measureExecutionTime: s
									}
								}) : Promise.reject(/* @__PURE__ */ Error("Missing mandatory parameter 'graph'."));
							}
						},
						{
							key: "knownLayoutAlgorithms",
							value: function() {
								return this.worker.postMessage({ cmd: "algorithms" });
							}
						},
						{
							key: "knownLayoutOptions",
							value: function() {
								return this.worker.postMessage({ cmd: "options" });
							}
						},
						{
							key: "knownLayoutCategories",
							value: function() {
								return this.worker.postMessage({ cmd: "categories" });
							}
						},
						{
							key: "terminateWorker",
							value: function() {
								this.worker && this.worker.terminate();
							}
						}
					]);
				}();
				var l = /*#__PURE__*/ function() {
					function e(t) {
						var n = this;
						if (i(this, e), t === void 0) throw Error("Missing mandatory parameter 'worker'.");
						this.resolvers = {}, this.worker = t, this.worker.onmessage = function(e) {
							setTimeout(function() {
								n.receive(n, e);
							}, 0);
						};
					}
					return o(e, [
						{
							key: "postMessage",
							value: function(e) {
								var t = this.id || 0;
								this.id = t + 1, e.id = t;
								var n = this;
								return new Promise(function(r, i) {
									n.resolvers[t] = function(e, t) {
										e ? (n.convertGwtStyleError(e), i(e)) : r(t);
									}, n.worker.postMessage(e);
								});
							}
						},
						{
							key: "receive",
							value: function(e, t) {
								var n = t.data, r = e.resolvers[n.id];
								r && (delete e.resolvers[n.id], n.error ? r(n.error) : r(null, n.data));
							}
						},
						{
							key: "terminate",
							value: function() {
								this.worker && this.worker.terminate();
							}
						},
						{
							key: "convertGwtStyleError",
							value: function(e) {
								if (e) {
									var t = e.__java$exception;
									t && (t.cause && t.cause.backingJsObject && (e.cause = t.cause.backingJsObject, this.convertGwtStyleError(e.cause)), delete e.__java$exception);
								}
							}
						}
					]);
				}();
			}, {}],
			2: [function(e, t, n) {
				var r = e("./elk-api.js").default;
				Object.defineProperty(t.exports, "__esModule", { value: !0 }), t.exports = r, r.default = r;
			}, { "./elk-api.js": 1 }]
		}, {}, [2])(2);
	});
})))(), 1), Ty = {
	"elk.algorithm": "layered",
	"elk.direction": "DOWN",
	"elk.edgeRouting": "ORTHOGONAL",
	"elk.layered.thoroughness": "3",
	"elk.layered.nodePlacement.strategy": "LINEAR_SEGMENTS",
	"elk.spacing.nodeNode": "20",
	"elk.spacing.edgeNode": "12",
	"elk.spacing.edgeEdge": "8",
	"elk.layered.spacing.nodeNodeBetweenLayers": "34",
	"elk.layered.spacing.edgeNodeBetweenLayers": "14",
	"elk.padding": "[top=12,left=12,bottom=12,right=12]"
}, Q = {
	padX: 8,
	padY: 6,
	line: 15,
	nameSize: 12,
	infoSize: 11,
	toggle: 16,
	minWidth: 72,
	radius: 4
}, Ey = Q.padY + 2 * Q.line + 6, Dy = 36, Oy = 44, ky = "Roboto, \"Helvetica Neue\", Arial, sans-serif", Ay = .02, jy = 4, My = 4;
function Ny(e, t) {
	return We(e, t);
}
function Py(e) {
	let t = String(e ?? "");
	return Object.hasOwn(w, t) ? w[t] : p[jp(t) % p.length];
}
var Fy;
function Iy(e, t, n = !1) {
	if (Fy === void 0) {
		Fy = null;
		try {
			let e = document.createElement("canvas").getContext("2d");
			e && typeof e.measureText == "function" && (Fy = e);
		} catch {
			Fy = null;
		}
	}
	if (Fy) {
		let r = `${n ? "600 " : ""}${t}px ${ky}`;
		Fy.font !== r && (Fy.font = r);
		let i = Fy.measureText(e).width;
		if (i > 0 || !e) return i;
	}
	return e.length * t * (n ? .62 : .55);
}
function Ly(e, t = !1) {
	let n = [{
		text: Ny(e.name, Dy),
		size: Q.nameSize,
		bold: !0,
		kind: "name"
	}, {
		text: Ny([e.opcode, e.shape].filter(Boolean).join(" "), Oy),
		size: Q.infoSize,
		kind: "info"
	}], r = t && e.metadata ? e.metadata.op_name : "";
	return r && n.push({
		text: Ny(r, Oy),
		size: Q.infoSize,
		kind: "meta"
	}), n;
}
function Ry(e, t = !1) {
	let n = Math.max(...e.map((e) => Iy(e.text, e.size, e.bold)));
	return {
		width: Math.ceil(Math.max(Q.minWidth, n + 2 * Q.padX + (t ? Q.toggle + 6 : 0))),
		height: 2 * Q.padY + e.length * Q.line + 2
	};
}
var zy = (e) => `n${e}`, By = (e, t) => `n${e}f${t}`;
function Vy(e) {
	return e.fused && (e.fused.nodes || []).length ? e.fused : null;
}
function Hy(e, { expanded: t = /* @__PURE__ */ new Set(), metadata: n = !1 } = {}) {
	let r = /* @__PURE__ */ new Set(), i = [];
	for (let a of e.nodes || []) {
		let e = zy(a.id);
		if (r.has(e)) continue;
		r.add(e);
		let o = Vy(a), s = Ry(Ly(a, n), !!o);
		if (o && t.has(a.name)) {
			let t = /* @__PURE__ */ new Set(), n = o.nodes.map((e) => {
				let n = By(a.id, e.id);
				return t.add(n), {
					id: n,
					...Ry(Ly(e))
				};
			}), r = (o.edges || []).filter(([e, n]) => e !== n && t.has(By(a.id, e)) && t.has(By(a.id, n))).map(([t, n], r) => ({
				id: `${e}e${r}`,
				sources: [By(a.id, t)],
				targets: [By(a.id, n)]
			})), c = Iy(`${o.computation} · ${R(o.nodes.length)} instructions`, Q.infoSize);
			i.push({
				id: e,
				children: n,
				edges: r,
				layoutOptions: {
					...Ty,
					"elk.padding": `[top=${Ey + 10},left=14,bottom=14,right=14]`,
					"elk.nodeSize.constraints": "MINIMUM_SIZE",
					"elk.nodeSize.minimum": `(${Math.ceil(Math.max(s.width, c + 2 * Q.padX + Q.toggle + 6))}, ${Ey + 20})`,
					"elk.contentAlignment": "[H_CENTER, V_TOP]"
				}
			});
		} else i.push({
			id: e,
			...s
		});
	}
	let a = (e.edges || []).filter(([e, t]) => e !== t && r.has(zy(e)) && r.has(zy(t))).map(([e, t], n) => ({
		id: `e${n}`,
		sources: [zy(e)],
		targets: [zy(t)]
	}));
	return {
		id: "root",
		layoutOptions: { ...Ty },
		children: i,
		edges: a
	};
}
var Uy = "elk-worker.min.js", Wy = null;
function Gy() {
	let e = new URL(
		/* @vite-ignore */
		Uy,
		import.meta.url
	).href, t = new Worker(e), n = /* @__PURE__ */ new Set(), r = { failed: null };
	t.addEventListener("error", (e) => {
		r.failed = /* @__PURE__ */ Error(`ELK's worker (${Uy}) did not run${e.message ? `: ${e.message}` : ""}`);
		for (let e of n) e(r.failed);
		n.clear(), Wy === r && (Wy = null);
	});
	let i = new wy.default({ workerFactory: () => t });
	return r.layout = (e) => r.failed ? Promise.reject(r.failed) : new Promise((t, r) => {
		n.add(r), i.layout(e).then(t, (e) => r(e instanceof Error ? e : Error(String(e && e.message ? e.message : e)))).finally(() => n.delete(r));
	}), r;
}
function Ky() {
	Wy || typeof Worker != "function" || (Wy = Gy(), Wy.layout({
		id: "warm",
		children: [{
			id: "a",
			width: 10,
			height: 10
		}],
		edges: []
	}).catch(() => {}));
}
function qy(e) {
	return Wy || (Wy = Gy()), Wy.layout(e);
}
var Jy = (e) => Math.round(e * 10) / 10;
function Yy(e) {
	let t = [];
	for (let n of e.sections || []) {
		let e = [
			n.startPoint,
			...n.bendPoints || [],
			n.endPoint
		];
		t.push(e.map((e, t) => `${t ? "L" : "M"}${Jy(e.x)} ${Jy(e.y)}`).join(" "));
	}
	return t.join(" ");
}
function Xy(e) {
	let t = [e.name, [e.opcode, e.shape].filter(Boolean).join(" ")];
	return e.time && t.push(`${B(e.time.self_time_ps / 1e6)} self time, ${z(e.time.percent, 1)} of the module's op time`), e.metadata && e.metadata.op_name && t.push(e.metadata.op_name), e.boundary && t.push("Has operands or users beyond the width"), t.join("\n");
}
function Zy(e, t) {
	return e.map((e, n) => F("text", {
		class: `tbp-gv-${e.kind}`,
		x: t,
		y: Q.padY + (n + 1) * Q.line - 3,
		"font-size": e.size,
		"font-weight": e.bold ? 600 : null,
		fill: e.kind === "name" ? T.text : T.subtext
	}, e.text));
}
function Qy(e, t, n) {
	let r = e - Q.toggle - 5, i = `${t ? "Collapse" : "Expand"} fusion ${n}`;
	return F("g", {
		class: "tbp-gv-toggle",
		transform: `translate(${Jy(r)},5)`,
		role: "button",
		"aria-label": i
	}, F("title", {}, i), F("rect", {
		width: Q.toggle,
		height: Q.toggle,
		rx: 3,
		fill: d.surface,
		stroke: T.stroke
	}), F("path", {
		d: t ? "M4 8H12" : "M4 8H12M8 4V12",
		stroke: T.text,
		"stroke-width": 1.6
	}));
}
function $y(e, t, { expanded: n = /* @__PURE__ */ new Set(), metadata: r = !1, markers: i = {} } = {}) {
	let a = new Map((t.nodes || []).map((e) => [zy(e.id), e])), o = /* @__PURE__ */ new Map(), s = [], c = F("g", { class: "tbp-gv-content" }), l = F("g", {
		class: "tbp-gv-edges",
		fill: "none",
		stroke: T.edge,
		"stroke-width": 1.2
	}), u = F("g", { class: "tbp-gv-nodes" });
	c.append(l, u);
	let d = (e, t, n = null) => {
		for (let r of t || []) {
			let t = Yy(r);
			if (!t) continue;
			let a = F("path", {
				class: "tbp-gv-edge",
				d: t,
				"marker-end": i.edge ? `url(#${i.edge})` : null
			});
			e.append(a), s.push({
				path: a,
				from: r.sources[0],
				to: r.targets[0],
				parent: n
			});
		}
	};
	d(l, e.edges);
	for (let t of e.children || []) {
		let e = a.get(t.id);
		if (!e) continue;
		let n = !!(t.children && t.children.length), i = Vy(e), s = ["tbp-gv-node"];
		e.distance === 0 && s.push("tbp-gv-centre"), e.boundary && s.push("tbp-gv-boundary"), i && s.push("tbp-gv-fusion"), n && s.push("tbp-gv-open");
		let c = F("g", {
			class: s.join(" "),
			transform: `translate(${Jy(t.x)},${Jy(t.y)})`,
			tabindex: 0,
			role: "button",
			"data-id": t.id,
			"data-name": e.name,
			"aria-label": `${e.name}: ${e.opcode} ${e.shape}`.trim()
		});
		c.append(F("title", {}, Xy(e)));
		let l = Py(e.category), f = F("rect", {
			class: "tbp-gv-box",
			width: Jy(t.width),
			height: Jy(t.height),
			rx: Q.radius,
			fill: n ? T.fusionFill : l,
			stroke: e.distance === 0 ? T.centre : n ? l : T.stroke,
			"stroke-width": e.distance === 0 ? 3 : n ? 2 : 1,
			"stroke-dasharray": e.boundary ? "6 3" : null
		});
		if (c.append(f), n) {
			c.append(F("rect", {
				class: "tbp-gv-band",
				x: 1,
				y: 1,
				width: Jy(t.width - 2),
				height: Ey,
				rx: Q.radius,
				fill: l
			})), c.append(...Zy([{
				text: Ny(e.name, Dy),
				size: Q.nameSize,
				bold: !0,
				kind: "name"
			}, {
				text: `${i.computation} · ${R(i.nodes.length)} instructions`,
				size: Q.infoSize,
				kind: "info"
			}], Q.padX));
			let n = F("g", {
				class: "tbp-gv-fused",
				fill: "none"
			}), r = F("g", {
				class: "tbp-gv-edges",
				fill: "none",
				stroke: T.edge,
				"stroke-width": 1.1
			});
			d(r, t.edges, t.id);
			let a = new Map(i.nodes.map((t) => [By(e.id, t.id), t])), s = F("g", { class: "tbp-gv-nodes" });
			for (let n of t.children) {
				let t = a.get(n.id);
				if (!t) continue;
				let r = F("g", {
					class: "tbp-gv-node tbp-gv-fused-node",
					transform: `translate(${Jy(n.x)},${Jy(n.y)})`,
					tabindex: 0,
					role: "button",
					"data-id": n.id,
					"data-name": t.name,
					"data-fusion": e.name,
					"aria-label": `${t.name}: ${t.opcode} ${t.shape}`.trim()
				}), i = F("rect", {
					class: "tbp-gv-box",
					width: Jy(n.width),
					height: Jy(n.height),
					rx: Q.radius,
					fill: Py(t.category),
					stroke: T.stroke,
					"stroke-width": 1
				});
				r.append(F("title", {}, Xy(t)), i, ...Zy(Ly(t), Q.padX)), s.append(r), o.set(n.id, {
					group: r,
					node: t,
					fusion: e,
					box: i
				});
			}
			n.append(r, s), c.append(n);
		} else c.append(...Zy(Ly(e, r), Q.padX));
		i && c.append(Qy(t.width, n, e.name)), u.append(c), o.set(t.id, {
			group: c,
			node: e,
			fusion: null,
			box: f
		});
	}
	return {
		element: c,
		items: o,
		edges: s,
		width: e.width || 0,
		height: e.height || 0
	};
}
function eb(e, t, n = () => {}, r = () => ({
	top: 0,
	right: 0
})) {
	let i = {
		x: 0,
		y: 0,
		k: 1
	}, a = {
		width: 0,
		height: 0
	}, o = null, s = !1, c = () => {
		t.setAttribute("transform", `translate(${Jy(i.x)},${Jy(i.y)}) scale(${Number(i.k.toFixed(4))})`), n(i);
	}, l = () => {
		let t = e.getBoundingClientRect();
		return {
			width: t.width || e.clientWidth || 800,
			height: t.height || e.clientHeight || 500,
			left: t.left,
			top: t.top
		};
	}, u = () => {
		let e = l(), t = r(), n = Math.min(e.height / 3, t.top || 0);
		return {
			left: 0,
			top: n,
			width: Math.max(e.width / 3, e.width - (t.right || 0)),
			height: e.height - n
		};
	}, d = (e) => Math.min(jy, Math.max(Ay, e));
	function f(e, t, n) {
		let r = d(i.k * n);
		i.x = e - (e - i.x) * r / i.k, i.y = t - (t - i.y) * r / i.k, i.k = r, c();
	}
	function p() {
		let e = u();
		return !a.width || !a.height ? 1 : d(Math.min((e.width - 24) / a.width, (e.height - 16) / a.height, 1));
	}
	function m() {
		let e = u();
		i.k = p(), i.x = (e.width - a.width * i.k) / 2, i.y = e.top + Math.max(12, (e.height - a.height * i.k) / 2), c();
	}
	function h(e, t, n = i.k) {
		let r = u();
		i.k = d(n), i.x = r.width / 2 - e * i.k, i.y = r.top + r.height / 2 - t * i.k, c();
	}
	e.addEventListener("wheel", (e) => {
		e.preventDefault();
		let t = l(), n = e.deltaMode === 1 ? .05 : e.deltaMode === 2 ? 1 : .0015;
		f(e.clientX - t.left, e.clientY - t.top, Math.exp(-e.deltaY * n));
	}, { passive: !1 }), e.addEventListener("pointerdown", (e) => {
		e.button === 0 && (o = {
			x: e.clientX,
			y: e.clientY,
			tx: i.x,
			ty: i.y,
			id: e.pointerId,
			moved: !1
		});
	}), e.addEventListener("pointermove", (t) => {
		if (!o || t.pointerId !== o.id) return;
		let n = t.clientX - o.x, r = t.clientY - o.y;
		if (!(!o.moved && Math.hypot(n, r) < My)) {
			if (!o.moved) {
				o.moved = !0, e.classList.add("tbp-gv-panning");
				try {
					e.setPointerCapture(o.id);
				} catch {}
			}
			i.x = o.tx + n, i.y = o.ty + r, c();
		}
	});
	let g = () => {
		o && o.moved && (s = !0, setTimeout(() => {
			s = !1;
		}, 0)), o = null, e.classList.remove("tbp-gv-panning");
	};
	return e.addEventListener("pointerup", g), e.addEventListener("pointercancel", g), e.addEventListener("click", (e) => {
		s && (e.stopPropagation(), e.preventDefault(), s = !1);
	}, !0), {
		transform: i,
		setContent(e, t) {
			a.width = e, a.height = t;
		},
		fitScale: p,
		fit: m,
		centreOn: h,
		zoomBy(e) {
			let t = l();
			f(t.width / 2, t.height / 2, e);
		},
		keep(e, t, n, r) {
			i.x = n - e * i.k, i.y = r - t * i.k, c();
		},
		reveal(e, t, n, r) {
			let a = u(), o = i.x + e * i.k, s = o + n * i.k, l = i.y + t * i.k, d = l + r * i.k, f = a.top + a.height;
			s > a.width - 8 ? i.x -= Math.min(s - (a.width - 8), Math.max(0, o - 8)) : o < 8 && (i.x += 8 - o), d > f - 8 ? i.y -= Math.min(d - (f - 8), Math.max(0, l - a.top - 8)) : l < a.top + 8 && (i.y += a.top + 8 - l), c();
		}
	};
}
// src/tools/graph_viewer.js
var tb = /* @__PURE__ */ s({
	DEFAULT_WIDTH: () => 3,
	MAX_WIDTH: () => 20,
	detailsCard: () => mb,
	detailsRows: () => fb,
	fetchData: () => !1,
	fileName: () => vb,
	graphViewerLink: () => _b,
	legendCategories: () => hb,
	moduleOfProgram: () => db,
	ownModule: () => !0,
	parseWidth: () => ab,
	readParams: () => sb,
	render: () => xb,
	requestParams: () => cb,
	sortedModules: () => ub,
	urlParams: () => lb
}), nb = "graph_viewer", rb = .35, ib = .8;
function ab(e) {
	let t = String(e ?? "").trim();
	if (!/^\d{1,3}$/.test(t)) return null;
	let n = Number(t);
	return n <= 20 ? n : null;
}
function ob(e) {
	try {
		let t = JSON.parse(e || "[]");
		return Array.isArray(t) ? t.filter((e) => typeof e == "string") : [];
	} catch {
		return [];
	}
}
function sb(e = {}) {
	return {
		module: String(e.module || ""),
		node: String(e.node || ""),
		width: ab(e.width) ?? 3,
		metadata: e.metadata === "1",
		expand: new Set(ob(e.expand)),
		selected: String(e.selected || ""),
		programId: String(e.program_id || "")
	};
}
function cb(e) {
	return {
		module: e.module || "",
		node: e.node || "",
		width: String(e.width),
		show_metadata: e.metadata ? "1" : ""
	};
}
function lb(e) {
	return {
		module: e.module || "",
		node: e.node || "",
		width: e.width === 3 ? "" : String(e.width),
		metadata: e.metadata ? "1" : "",
		expand: e.expand.size ? JSON.stringify([...e.expand]) : "",
		selected: e.selected || "",
		program_id: ""
	};
}
function ub(e = []) {
	return [...e].sort((e, t) => (t.time_ps || 0) - (e.time_ps || 0) || String(e.name).localeCompare(String(t.name)));
}
function db(e = [], t = "") {
	let n = `(${t})`;
	return t && e.find((e) => String(e).endsWith(n)) || "";
}
function fb(e, t, n = null) {
	let r = [
		["Opcode", e.opcode],
		["Category", e.category],
		["Shape", e.shape]
	];
	if (n) return r.push(["In fusion", `${n.name} (${n.fused.computation})`]), r;
	r.push(["Distance", e.distance === 0 ? "The op the graph is around" : `${e.distance} edge${e.distance === 1 ? "" : "s"} from ${t.node}`]), e.boundary && r.push(["Beyond the width", "Has operands or users that are not drawn"]), e.time ? (r.push(["Self time", B(e.time.self_time_ps / 1e6)]), e.time.total_time_ps !== e.time.self_time_ps && r.push(["Total time", B(e.time.total_time_ps / 1e6)]), r.push(["Occurrences", R(e.time.occurrences)]), r.push(["Share of the module's op time", z(e.time.percent, 2)])) : r.push(["Time", "Not in the profile"]);
	let i = e.metadata;
	return i && (i.op_name && r.push(["Framework op", i.op_name]), i.op_type && r.push(["Op type", i.op_type]), i.source && r.push(["Source", i.source])), r;
}
function pb(e) {
	return P("dl", { class: "tbp-kv tbp-gv-kv" }, e.map(([e, t]) => [P("dt", {
		class: "tbp-kv-label",
		text: e
	}), P("dd", { class: "tbp-kv-value" }, t)]));
}
function mb(e, t, { expanded: n = /* @__PURE__ */ new Set(), actions: r }) {
	if (!e) return X({ title: "Details" }, P("p", {
		class: "tbp-help",
		text: "Click an op to see its details; double-click it to center the graph on it. Drag to move the graph, use the wheel or the buttons to zoom."
	})).element;
	let { node: i, fusion: a } = e, o = [pb(fb(i, t, a))], s = [];
	i.distance !== 0 && s.push(P("button", {
		type: "button",
		class: "tbp-button tbp-primary tbp-gv-center",
		text: "Center here",
		title: `Draw the graph around ${i.name}`,
		on: { click: () => r.centre(i.name) }
	}));
	let c = a ? null : Vy(i);
	if (c) {
		let e = n.has(i.name);
		s.push(P("button", {
			type: "button",
			class: "tbp-button tbp-gv-expand",
			text: e ? "Collapse fusion" : "Expand fusion",
			on: { click: () => r.toggle(i.name) }
		}));
	}
	s.length && o.push(P("div", { class: "tbp-actions tbp-gv-actions" }, s)), o.push(P("div", {
		class: "tbp-kv-label tbp-gv-label",
		text: "HLO"
	}), P("pre", {
		class: "tbp-gv-hlo",
		text: i.expression || ""
	})), c && o.push(P("p", {
		class: "tbp-help",
		text: `Fused computation ${c.computation}: ${R(c.nodes.length)} instructions${c.truncated ? " (the first ones only: the rest are not drawn)" : ""}.`
	}));
	let l = a ? [] : i.calls || [];
	if (l.length && o.push(P("div", {
		class: "tbp-kv-label tbp-gv-label",
		text: "Called computations"
	}), P("ul", { class: "tbp-gv-calls" }, l.map((e) => P("li", {}, e.root ? P("button", {
		type: "button",
		class: "tbp-gv-link tbp-gv-call",
		title: `Center the graph on ${e.root}, the root of ${e.computation}`,
		text: e.computation,
		on: { click: () => r.centre(e.root) }
	}) : P("span", { text: e.computation }), e.root ? P("span", {
		class: "tbp-help",
		text: ` root ${e.root}`
	}) : null)))), !a) {
		let e = [
			r.link("op_profile", "In op_profile", {
				op: i.name,
				program: t.module
			}),
			r.link("hlo_stats", "In hlo_stats", { filter: i.name }),
			r.link("memory_viewer", "Module in memory_viewer", { module: t.module })
		].filter(Boolean);
		e.length && o.push(P("div", { class: "tbp-gv-links" }, e));
	}
	let { element: u } = X({ title: i.name }, ...o);
	return u.classList.add("tbp-gv-details"), r.close && u.prepend(P("button", {
		type: "button",
		class: "tbp-gv-close",
		text: "×",
		title: "Close the details",
		"aria-label": "Close the details",
		on: { click: () => r.close() }
	})), u;
}
function hb(e, t = /* @__PURE__ */ new Set()) {
	let n = /* @__PURE__ */ new Map(), r = (e) => n.set(e, (n.get(e) || 0) + 1);
	for (let n of e.nodes || []) {
		r(n.category);
		let e = Vy(n);
		e && t.has(n.name) && e.nodes.forEach((e) => r(e.category));
	}
	return [...n].sort((e, t) => t[1] - e[1] || String(e[0]).localeCompare(String(t[0]))).map(([e]) => e);
}
function gb(e, t) {
	let n = (e) => P("span", {
		class: "tbp-gv-swatch",
		style: e
	});
	return P("div", { class: "tbp-gv-legend" }, P("div", {
		class: "tbp-gv-legend-items",
		role: "list",
		"aria-label": "Legend"
	}, hb(e, t).map((e) => P("span", {
		class: "tbp-gv-legend-item",
		role: "listitem"
	}, n({ background: Py(e) }), e)), P("span", {
		class: "tbp-gv-legend-item",
		role: "listitem"
	}, n({
		borderColor: T.centre,
		borderWidth: "3px"
	}), "the op the graph is around"), P("span", {
		class: "tbp-gv-legend-item",
		role: "listitem"
	}, n({ borderStyle: "dashed" }), "more operands or users beyond the width"), P("span", {
		class: "tbp-gv-legend-item",
		role: "listitem"
	}, P("span", {
		class: "tbp-gv-swatch tbp-gv-swatch-toggle",
		text: "+"
	}), "fusion: expand")), P("p", {
		class: "tbp-help tbp-gv-hint",
		text: "Click an op for its details, double-click it to center the graph on it. Drag to move the graph; zoom with the wheel or the buttons."
	}));
}
function _b({ module: e = "", programId: t = "", node: n = "" }, { state: r = {}, selectTool: i, root: a = document } = {}, o = "Open in graph viewer") {
	if (!n || !e && !t) return null;
	let s = a && a.querySelector ? a.querySelector("select#tbp-tool") : null, c = s ? [...s.options].find((e) => e.value === nb) : null;
	if (s && (!c || c.disabled)) return null;
	let l = $g(nb, o, {
		state: r,
		selectTool: i,
		root: a,
		params: e ? {
			module: String(e),
			node: String(n)
		} : {
			program_id: String(t),
			node: String(n)
		}
	});
	return l.classList.add("tbp-gv-open-link"), l.title = `The HLO graph around ${n}`, l;
}
function vb(...e) {
	return Ie(...e).replace(/_+/g, "_").replace(/^_|_$/g, "") || "graph";
}
function yb() {
	return new Promise((e) => {
		typeof requestAnimationFrame == "function" ? requestAnimationFrame(() => e()) : setTimeout(e, 0);
	});
}
var bb = 0;
function xb(e, { state: t = {}, params: n = {}, api: r, setParams: i = () => {}, selectTool: a } = {}) {
	let o = sb(t), s = {
		run: n.run,
		tag: n.tag || nb,
		host: n.host
	}, c = null, l = null, u = 0, d = 0, f = 0, p = e.ownerDocument || document, m = P("select", {
		id: "tbp-gv-module",
		"aria-label": "Module"
	}), h = P("datalist", { id: "tbp-gv-hot-ops" }), g = P("input", {
		type: "text",
		id: "tbp-gv-node",
		class: "tbp-input tbp-gv-node-input",
		list: "tbp-gv-hot-ops",
		placeholder: "Op name, then Enter",
		autocomplete: "off",
		spellcheck: "false",
		"aria-label": "Op",
		value: o.node
	}), _ = P("input", {
		type: "number",
		id: "tbp-gv-width",
		class: "tbp-input tbp-gv-width",
		min: "0",
		max: "20",
		step: "1",
		value: String(o.width),
		"aria-label": "Width",
		title: "Edges from the op: 0 to 20"
	}), v = P("input", {
		type: "checkbox",
		id: "tbp-gv-metadata",
		checked: o.metadata
	}), y = P("p", {
		class: "tbp-field-error tbp-gv-field-error",
		role: "alert",
		hidden: !0
	}), b = P("button", {
		type: "button",
		class: "tbp-button tbp-gv-dot",
		text: "Download DOT",
		disabled: !0,
		title: "The graph drawn, in Graphviz DOT"
	}), x = P("button", {
		type: "button",
		class: "tbp-button tbp-gv-hlo-text",
		text: "Download HLO text",
		disabled: !0,
		title: "The whole module as HLO text"
	}), S = P("form", {
		class: "tbp-gv-controls",
		novalidate: !0,
		"aria-label": "Graph to show"
	}, P("label", { class: "tbp-gv-field" }, P("span", { text: "Module" }), m), P("label", { class: "tbp-gv-field" }, P("span", { text: "Op" }), g, h), P("label", { class: "tbp-gv-field" }, P("span", { text: "Width" }), _), P("label", { class: "tbp-gv-field" }, v, P("span", { text: "Show metadata" })), P("button", {
		type: "submit",
		class: "tbp-button tbp-gv-apply",
		text: "Show"
	})), C = `tbp-gv-arrow-${++bb}`, w = `${C}-near`, E = (e, t) => F("marker", {
		id: e,
		viewBox: "0 0 10 10",
		refX: 10,
		refY: 5,
		markerWidth: 7,
		markerHeight: 7,
		markerUnits: "userSpaceOnUse",
		orient: "auto-start-reverse"
	}, F("path", {
		d: "M0 0L10 5L0 10z",
		fill: t
	})), D = F("g", { class: "tbp-gv-viewport" }), O = F("svg", {
		class: "tbp-gv-graph",
		role: "group",
		"aria-label": "HLO graph"
	}, F("defs", {}, E(C, T.edge), E(w, T.edgeNear)), D), k = P("span", {
		class: "tbp-gv-zoom-level",
		"aria-live": "off",
		text: "100%"
	}), A = eb(O, D, (e) => {
		k.textContent = `${Math.round(e.k * 100)}%`, ve();
	}, () => {
		let e = j.offsetHeight ? j.offsetTop + j.offsetHeight : 0;
		return re.classList.contains("tbp-gv-empty") || !re.isConnected ? {
			top: e,
			right: 0
		} : {
			top: e,
			right: getComputedStyle(re).position === "absolute" ? re.getBoundingClientRect().width + 16 : 0
		};
	}), ee = (e, t, n, r = "") => P("button", {
		type: "button",
		class: `tbp-button tbp-gv-zoom-button ${r}`,
		text: e,
		title: t,
		"aria-label": t,
		on: { click: n }
	}), j = P("div", {
		class: "tbp-gv-zoom",
		role: "group",
		"aria-label": "Zoom"
	}, ee("−", "Zoom out", () => A.zoomBy(1 / 1.25), "tbp-gv-zoom-out"), k, ee("+", "Zoom in", () => A.zoomBy(1.25), "tbp-gv-zoom-in"), ee("Fit", "Show the whole graph", () => A.fit(), "tbp-gv-fit"), ee("Center op", "Show the op the graph is around", () => L(), "tbp-gv-find")), te = P("div", {
		class: "tbp-gv-status",
		role: "status",
		"aria-live": "polite"
	}), ne = P("div", {
		class: "tbp-gv-stage",
		"aria-busy": "true"
	}, O, j, te), re = P("div", { class: "tbp-gv-side tbp-gv-empty" });
	e.classList.add("tbp-gv-view");
	let M = P("p", { class: "tbp-gv-summary" }), N = P("div", { class: "tbp-gv-notes" }), ie = P("div", { class: "tbp-gv-errors" }), ae = P("div", { class: "tbp-gv-legend-slot" });
	e.append(P("h2", { text: "Graph Viewer" }), S, y, P("div", { class: "tbp-gv-bar" }, M, P("span", { class: "tbp-actions tbp-gv-downloads" }, b, x)), N, ie, P("div", { class: "tbp-gv-layout" }, ne, re), ae);
	let oe = (e) => {
		te.textContent = e, te.hidden = !e;
	}, se = (e, t = "Error") => {
		I(ie).append(Xe(e, { title: t }).element);
	};
	function ce(e, t, n) {
		let r = p.querySelector ? p.querySelector("select#tbp-tool") : null, i = r ? [...r.options].find((t) => t.value === e) : null;
		return r && (!i || i.disabled) ? null : $g(e, t, {
			state: {
				run: s.run,
				host: s.host
			},
			selectTool: a,
			root: p,
			params: n
		});
	}
	let le = {
		centre: (e) => me({
			node: e,
			selected: e
		}),
		toggle: (e) => Te(e),
		close: () => we(""),
		link: ce
	};
	function ue() {
		i(lb(o));
	}
	function de() {
		I(m);
		for (let e of ub(c.modules || [])) m.append(P("option", {
			value: e.name,
			text: `${e.name} (${e.time_ps ? B(e.time_ps / 1e6) : "no op time"})`
		}));
		m.value = c.module, I(h).append(...(c.hot_ops || []).map((e) => P("option", {
			value: e.name,
			label: `${z(e.percent, 1)} of the op time`
		}))), g.value = c.node, g.removeAttribute("aria-invalid"), _.value = String(c.width), _.removeAttribute("aria-invalid"), v.checked = o.metadata, b.disabled = !c.dot, x.disabled = !1;
	}
	function fe() {
		let e = c, t = (e.nodes || []).length;
		M.textContent = `Module ${e.module}, computation ${e.computation}: ${R(e.instructions)} instructions. ${R(t)} op${t === 1 ? "" : "s"} and ${R((e.edges || []).length)} edges drawn, within ${e.width} edge${e.width === 1 ? "" : "s"} of ${e.node}.`, I(N);
		for (let t of e.diagnostics || []) N.append(P("p", {
			class: "tbp-diagnostic",
			role: "note",
			text: t
		}));
		e.truncated && !(e.diagnostics || []).length && N.append(P("p", {
			class: "tbp-diagnostic",
			role: "note",
			text: "The neighbourhood was cut short: not every op within the width is drawn."
		}));
		for (let t of e.nodes || []) o.expand.has(t.name) && t.fused && t.fused.truncated && N.append(P("p", {
			class: "tbp-diagnostic",
			role: "note",
			text: `Fusion ${t.name}: only the first ${R(t.fused.nodes.length)} instructions of ${t.fused.computation} are drawn.`
		}));
	}
	let pe = null;
	function me(e = {}, t = {}) {
		let n = {
			...o,
			...e
		}, r = JSON.stringify([
			cb(n),
			n.selected,
			[...n.expand]
		]);
		if (pe && pe.key === r) return pe.promise;
		let i = he(n, e, t).finally(() => {
			pe && pe.promise === i && (pe = null);
		});
		return pe = {
			key: r,
			promise: i
		}, i;
	}
	async function he(e, t, { initial: n = !1 } = {}) {
		let i = ++u;
		ne.setAttribute("aria-busy", "true"), oe("Loading the graph…");
		let a;
		try {
			a = await r.data({
				...s,
				...cb(e)
			});
		} catch (r) {
			if (i !== u) return;
			if (n && r.status === 404 && (e.node || e.module)) {
				await me(e.node ? {
					node: "",
					selected: ""
				} : {
					module: "",
					node: "",
					selected: ""
				}, { initial: e.node !== "" && e.module !== "" }), I(ie).append(Xe(r, { title: "Could not show the graph asked for" }).element);
				return;
			}
			oe(c ? "" : "No graph"), ne.setAttribute("aria-busy", "false"), se(r, "Could not load the graph"), "node" in t && g.setAttribute("aria-invalid", "true");
			return;
		}
		if (i !== u) return;
		let l = performance.now(), d = new Set((a.nodes || []).map((e) => e.name));
		Object.assign(o, e, {
			module: a.module,
			node: a.node,
			width: a.width,
			programId: ""
		}), o.expand = new Set([...o.expand].filter((e) => d.has(e))), o.selected && !d.has(o.selected) && (o.selected = ""), c = a, I(ie), de(), fe(), ue(), await ge({
			since: l,
			view: "initial"
		});
	}
	async function ge({ since: e = performance.now(), view: t = "initial", anchor: n = null } = {}) {
		let r = ++d, i = c, a = (i.nodes || []).length;
		ne.setAttribute("aria-busy", "true"), oe(a > 100 ? `Laying out ${R(a)} ops…` : "Laying out…");
		let s, u = Hy(i, {
			expanded: o.expand,
			metadata: o.metadata
		});
		try {
			s = await qy(u);
		} catch (e) {
			if (r !== d) return;
			ne.setAttribute("aria-busy", "false"), oe(""), se(`The graph could not be laid out: ${e.message}`);
			return;
		}
		if (r !== d) return;
		let p = performance.now(), m = n && l ? be(n) : null;
		if (l = $y(s, i, {
			expanded: o.expand,
			metadata: o.metadata,
			markers: { edge: C }
		}), D.replaceChildren(l.element, _e), A.setContent(l.width, l.height), we(o.selected, {
			write: !1,
			reveal: !1
		}), m && ye(n) && A.fitScale() < rb) {
			let e = ye(n);
			A.keep(e.x, e.y, m.x, m.y);
		} else (t === "initial" || m) && xe();
		I(ae).append(gb(i, o.expand)), ve(), oe(a ? "" : "No ops to draw"), await yb(), r === d && (f += 1, Object.assign(ne.dataset, {
			draws: String(f),
			nodes: String(l.items.size),
			layoutMs: String(Math.round(p - e)),
			drawMs: String(Math.round(performance.now() - e)),
			drawnAt: String(Math.round(performance.now()))
		}), ne.setAttribute("aria-busy", "false"));
	}
	let _e = F("circle", {
		class: "tbp-gv-beacon",
		fill: "none",
		stroke: T.centre,
		visibility: "hidden",
		"pointer-events": "none"
	});
	function ve() {
		let e = A ? A.transform.k : 1, t = c && l ? ye(c.node) : null;
		if (!t || e >= .3) {
			_e.setAttribute("visibility", "hidden");
			return;
		}
		let n = Se(c.node), r = Number(n.box.getAttribute("height"));
		_e.setAttribute("cx", Jy(t.x)), _e.setAttribute("cy", Jy(t.y + r / 2)), _e.setAttribute("r", Jy(14 / e)), _e.setAttribute("stroke-width", Jy(3 / e)), _e.setAttribute("visibility", "visible");
	}
	function ye(e, t = null) {
		let n = Se(e, t);
		if (!n) return null;
		let r = 0, i = 0;
		for (let e = n.group; e && e !== l.element; e = e.parentNode) {
			let t = /translate\(([-\d.]+),([-\d.]+)\)/.exec(e.getAttribute && e.getAttribute("transform") || "");
			t && (r += Number(t[1]), i += Number(t[2]));
		}
		let a = Number(n.box.getAttribute("width"));
		return {
			x: r + a / 2,
			y: i
		};
	}
	function be(e) {
		let t = ye(e), n = A.transform;
		return t ? {
			x: n.x + t.x * n.k,
			y: n.y + t.y * n.k
		} : null;
	}
	function xe() {
		A.fitScale() >= rb ? A.fit() : L();
	}
	function L() {
		let e = c ? ye(c.node) : null;
		if (!e) return A.fit();
		let t = Se(c.node), n = Number(t.box.getAttribute("height"));
		A.centreOn(e.x, e.y + n / 2, Math.max(ib, A.fitScale()));
	}
	function Se(e, t = null) {
		if (!l || !e) return null;
		for (let n of l.items.values()) if (n.node.name === e && (t === null || n.fusion && n.fusion.name === t)) return n;
		return null;
	}
	let Ce = null;
	function we(e, { write: t = !0, fusion: n = null, reveal: r = !0 } = {}) {
		if (Ce) {
			Ce.group.classList.remove("tbp-gv-selected");
			let e = Ce.group.querySelector(":scope > .tbp-gv-ring");
			e && e.remove();
		}
		for (let e of l ? l.edges : []) e.near && (e.path.removeAttribute("stroke"), e.path.removeAttribute("stroke-width"), e.path.setAttribute("marker-end", `url(#${C})`), e.near = !1);
		if (Ce = Se(e, n), o.selected = Ce ? e : "", Ce) {
			let { group: e, box: t } = Ce;
			e.classList.add("tbp-gv-selected"), e.insertBefore(F("rect", {
				class: "tbp-gv-ring",
				x: -4,
				y: -4,
				rx: Q.radius + 3,
				width: Number(t.getAttribute("width")) + 8,
				height: Number(t.getAttribute("height")) + 8,
				fill: "none",
				stroke: T.selected,
				"stroke-width": 2.5
			}), t);
			let n = e.getAttribute("data-id");
			for (let e of l.edges) (e.from === n || e.to === n) && (e.path.setAttribute("stroke", T.edgeNear), e.path.setAttribute("stroke-width", 2), e.path.setAttribute("marker-end", `url(#${w})`), e.near = !0);
		}
		if (I(re).append(mb(Ce, c, {
			expanded: o.expand,
			actions: le
		})), re.classList.toggle("tbp-gv-empty", !Ce), Ce && r) {
			let t = ye(e, n), r = Number(Ce.box.getAttribute("width")), i = Number(Ce.box.getAttribute("height"));
			t && A.reveal(t.x - r / 2, t.y, r, i);
		}
		t && ue();
	}
	async function Te(e) {
		o.expand.has(e) ? o.expand.delete(e) : o.expand.add(e), o.expand = new Set(o.expand), ue(), fe(), await ge({
			view: "keep",
			anchor: e
		});
	}
	O.addEventListener("click", (e) => {
		let t = e.target.closest && e.target.closest(".tbp-gv-toggle"), n = e.target.closest && e.target.closest(".tbp-gv-node");
		t && n ? Te(n.getAttribute("data-name")) : n && we(n.getAttribute("data-name"), { fusion: n.getAttribute("data-fusion") });
	}), O.addEventListener("dblclick", (e) => {
		let t = e.target.closest && e.target.closest(".tbp-gv-node");
		t && !e.target.closest(".tbp-gv-toggle") && (e.preventDefault(), le.centre(t.getAttribute("data-name")));
	}), O.addEventListener("keydown", (e) => {
		let t = e.target.closest && e.target.closest(".tbp-gv-node");
		!t || e.key !== "Enter" && e.key !== " " || (e.preventDefault(), we(t.getAttribute("data-name"), { fusion: t.getAttribute("data-fusion") }));
	}), S.addEventListener("submit", (e) => {
		e.preventDefault(), Ee({ node: g.value.trim() });
	}), _.addEventListener("change", () => Ee({})), v.addEventListener("change", () => Ee({})), m.addEventListener("change", () => {
		o.expand = /* @__PURE__ */ new Set(), me({
			module: m.value,
			node: "",
			selected: "",
			expand: /* @__PURE__ */ new Set()
		});
	});
	function Ee(e) {
		let t = ab(_.value);
		if (y.hidden = t !== null, t === null) return _.setAttribute("aria-invalid", "true"), y.textContent = "The width is a whole number from 0 to 20.", null;
		_.removeAttribute("aria-invalid");
		let n = "node" in e ? e.node : o.node;
		return me({
			node: n,
			width: t,
			metadata: v.checked,
			selected: n === o.node ? o.selected : n
		});
	}
	b.addEventListener("click", () => {
		c && c.dot && jt(c.dot, `${vb(c.module, c.node)}.dot`, "text/vnd.graphviz;charset=utf-8");
	}), x.addEventListener("click", async () => {
		if (!c) return;
		x.disabled = !0;
		let e = x.textContent;
		x.textContent = "Preparing…";
		try {
			let e = await r.data({
				...s,
				module: c.module,
				format: "hlo_text"
			});
			jt(String(e.text ?? ""), `${vb(e.module || c.module)}.hlo.txt`, "text/plain;charset=utf-8");
		} catch (e) {
			se(e, "Could not download the HLO text");
		} finally {
			x.disabled = !1, x.textContent = e;
		}
	}), re.append(mb(null, null, { actions: le })), m.append(P("option", {
		value: o.module,
		text: o.module || "Loading…"
	})), oe("Loading the graph…");
	async function De() {
		if (Ky(), o.programId && r && r.modules) try {
			let e = db(await r.modules(s.run, s.host), o.programId);
			e && (o.module = e);
		} catch {}
		await me({}, { initial: !0 });
	}
	return {
		ready: De(),
		load: me,
		select: (e) => we(e),
		toggle: (e) => Te(e),
		state: () => ({
			...o,
			expand: [...o.expand]
		}),
		get data() {
			return c;
		}
	};
}
// src/tools/op_profile.js
var Sb = /* @__PURE__ */ s({
	GROUPINGS: () => Cb,
	OP_COUNTS: () => Tb,
	SORTS: () => wb,
	allHosts: () => !0,
	dataParams: () => Jb,
	detailsRows: () => Bb,
	findOpKey: () => Yb,
	formatUtilization: () => Db,
	initialExpanded: () => Ib,
	layoutRows: () => Vb,
	nodeKey: () => Pb,
	overviewItems: () => Hb,
	render: () => Qb,
	selectionParams: () => Xb,
	shortProvenance: () => Lb,
	sortedChildren: () => Mb,
	timePercent: () => kb,
	totalTimePs: () => Ob,
	utilizationColor: () => Ab,
	visibleRows: () => Fb
}), Cb = [
	{
		value: "program",
		label: "Program"
	},
	{
		value: "category",
		label: "Category"
	},
	{
		value: "provenance",
		label: "TensorFlow/JAX op"
	}
], wb = [
	{
		value: "time",
		label: "Time"
	},
	{
		value: "flops",
		label: "FLOPS utilization"
	},
	{
		value: "bandwidth",
		label: "Memory bandwidth utilization"
	}
], Tb = [
	"5",
	"10",
	"25",
	"50",
	"100",
	"all"
], Eb = "10";
function Db(e) {
	if (e == null || Number.isNaN(e)) return "";
	let t = 100 * e;
	return `${t < .1 && t > 0 ? t.toFixed(3) : t.toFixed(1)}%`;
}
function Ob(e, t) {
	let n = t ? e.metrics : e.metrics_exclude_idle || e.metrics;
	return n ? n.time_ps : 0;
}
function kb(e, t, n) {
	let r = Ob(t, n), i = e.metrics ? e.metrics.time_ps : null;
	return r > 0 && typeof i == "number" ? 100 * i / r : null;
}
function Ab(e) {
	return e == null || Number.isNaN(e) ? null : C(e);
}
function jb(e, t) {
	let n = e.metrics || {};
	return t === "flops" ? n.flops_utilization ?? (e.kind === "fused" ? n.flops : null) : t === "bandwidth" ? n.memory_bw_utilization ?? null : n.time_ps ?? (e.kind === "fused" ? n.flops : null);
}
function Mb(e, t = "time", n = !0) {
	return (e.children || []).filter((e) => n || e.kind !== "idle").map((e, n) => ({
		c: e,
		i: n,
		k: jb(e, t)
	})).sort((e, t) => e.k === null && t.k === null ? e.i - t.i : e.k === null ? 1 : t.k === null ? -1 : t.k - e.k || e.i - t.i).map((e) => e.c);
}
function Nb(e) {
	return e.kind === "category" || e.kind === "op" || e.kind === "fused";
}
function Pb(e) {
	return e.join("");
}
function Fb(e, { expanded: t = /* @__PURE__ */ new Set(), opsPerCategory: n = 10, sortBy: r = "time", includeIdle: i = !0 } = {}) {
	let a = [], o = n === "all" ? Infinity : Number(n) || 10;
	function s(e, n, c) {
		let l = Mb(e, r, i), u = Nb(e) ? l.slice(0, o) : l;
		for (let e of u) {
			let r = [...c, e.name], i = Pb(r), o = (e.children || []).length > 0, l = o && t.has(i);
			a.push({
				node: e,
				depth: n,
				key: i,
				expandable: o,
				expanded: l
			}), l && s(e, n + 1, r);
		}
		let d = Math.max(e.num_children ?? l.length, l.length) - u.length - (i ? 0 : (e.children || []).filter((e) => e.kind === "idle").length);
		d > 0 && u.length && a.push({
			more: d,
			depth: n,
			key: `${Pb(c)}\u0002more`
		});
	}
	return s(e, 0, []), a;
}
function Ib(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e.children || []) n.kind === "program" && (n.children || []).length && t.add(Pb([n.name]));
	return t;
}
function Lb(e, t = 34) {
	return We(e || "", t);
}
function Rb(e, t) {
	if (e == null) return "";
	for (let [n, r] of [
		[0x38d7ea4c68000, "P"],
		[0xe8d4a51000, "T"],
		[1e9, "G"],
		[1e6, "M"],
		[1e3, "k"]
	]) if (Math.abs(e) >= n) return `${R(e / n, 2)} ${r}${t}`;
	return `${R(e, 2)} ${t}`;
}
var zb = {
	program: "Program",
	category: "Category",
	provenance: "Framework op path",
	op: "XLA op",
	fused: "Fused op",
	idle: "Idle time",
	root: "All ops"
};
function Bb(e, t, n = !0) {
	let r = e.metrics || {}, i = e.xla || {}, a = [["Name", e.name], ["Kind", zb[e.kind] || e.kind]];
	if (i.category && a.push(["Category", i.category]), i.program && a.push(["Program", i.program]), e.kind === "fused") a.push(["FLOPs (estimated)", R(r.flops, 0)]);
	else {
		let i = kb(e, t, n);
		a.push(["Time", `${B((r.time_ps || 0) / 1e6)}${i === null ? "" : ` (${i.toFixed(1)}%)`}`]), a.push(["FLOPS utilization", r.flops_utilization === null || r.flops_utilization === void 0 ? `unknown (${Rb(r.flops_per_second, "FLOP/s") || "no FLOPs"})` : `${Db(r.flops_utilization)} (${Rb(r.flops_per_second, "FLOP/s")})`]), a.push(["Memory utilization", r.memory_bw_utilization === null || r.memory_bw_utilization === void 0 ? `unknown (${Rb(r.bytes_per_second, "B/s") || "no bytes"})` : `${Db(r.memory_bw_utilization)} (${Rb(r.bytes_per_second, "B/s")})`]), e.kind !== "idle" && (a.push(["Occurrences", R(r.occurrences)]), r.avg_time_ps !== null && r.avg_time_ps !== void 0 && a.push(["Average time", B(r.avg_time_ps / 1e6)]), a.push(["FLOPs", R(r.flops, 0)], ["Bytes accessed", Fe(r.bytes_accessed)]));
	}
	return i.provenance && a.push(["TensorFlow/JAX op", i.provenance]), i.source && a.push(["Source", i.source]), i.flops_source === "estimate" && a.push(["FLOPs from", "estimated from the HLO shapes"]), i.deduplicated_name && a.push(["Deduplicated name", i.deduplicated_name]), a;
}
function Vb(e) {
	return (e?.dimensions || []).map((e) => [
		e.semantics,
		String(e.size),
		String(e.alignment),
		String(e.padded_size),
		`${R(e.padding_percent, 1)}%`
	]);
}
function Hb(e, t = !0) {
	let n = t ? e.flops_utilization : e.flops_utilization_exclude_idle, r = t ? e.memory_bw_utilization : e.memory_bw_utilization_exclude_idle, i = t ? e.time_ps : e.op_time_ps;
	return [
		{
			label: "FLOPS utilization",
			value: n == null ? "n/a" : Db(n),
			title: "Measured FLOPS as a share of the device's peak"
		},
		{
			label: "Memory bandwidth utilization",
			value: r == null ? "n/a" : Db(r),
			title: "Bytes accessed per second as a share of the peak memory bandwidth"
		},
		{
			label: "FLOP rate",
			value: Rb(e.flops_per_second, "FLOP/s") || "n/a",
			title: e.flops_source === "estimate" ? "FLOPs estimated from the HLO shapes" : "FLOPs from the profile"
		},
		{
			label: t ? "Device time (with idle)" : "Op time",
			value: B(i / 1e6)
		},
		{
			label: "Idle",
			value: e.time_ps ? `${(100 * e.idle_time_ps / e.time_ps).toFixed(1)}%` : "n/a"
		}
	];
}
function Ub(e, t, n, r, i) {
	let a = P("select", {
		id: e,
		"aria-label": t,
		on: { change: (e) => i(e.target.value) }
	}, n.map((e) => P("option", {
		value: e.value,
		text: e.label
	})));
	return a.value = r, P("label", { class: "tbp-field tbp-inline-field tbp-op-field" }, P("span", {
		class: "tbp-field-label",
		text: t
	}), a);
}
function Wb(e, t) {
	let n = e.overview, r = Hb(n, t);
	return X({
		title: "Overview",
		subtitle: e.source === "host" ? "Times from the XLA CPU runtime's thunk events on host threads (a CPU profile: XProf shows nothing here)." : `Times from the ${e.device_type || "device"}'s XLA op events.`
	}, P("div", { class: "tbp-op-big" }, r.map((e) => P("div", {
		class: "tbp-op-big-item",
		title: e.title || null
	}, P("div", {
		class: "tbp-op-big-value",
		text: e.value
	}), P("div", {
		class: "tbp-op-big-label",
		text: e.label
	})))), n.suggestions && n.suggestions.length ? P("ul", {
		class: "tbp-op-suggestions",
		"aria-label": "Suggestions"
	}, n.suggestions.map((e) => P("li", { text: e }))) : null);
}
function Gb(e, t, n, r = null) {
	if (!e) return X({ title: "Details" }, P("p", {
		class: "tbp-help",
		text: "Hover over an op or a category to see its details; click to keep them."
	})).element;
	let i = vf({
		title: e.name,
		rows: Bb(e, t, n)
	}), a = e.xla || {}, o = i.element.querySelector(".tbp-card-body");
	a.expression && o.append(P("div", {
		class: "tbp-kv-label",
		text: "Expression"
	}), P("pre", {
		class: "tbp-op-expression",
		text: a.expression
	})), a.layout && o.append(P("div", {
		class: "tbp-kv-label",
		text: `Layout of ${a.layout.convolution}'s input: ${a.layout.shape}`
	}), P("table", {
		class: "tbp-op-layout-table",
		"aria-label": "Layout"
	}, P("thead", {}, P("tr", {}, [
		"Dimension",
		"Size",
		"Alignment",
		"Padded",
		"Padding"
	].map((e) => P("th", { text: e })))), P("tbody", {}, Vb(a.layout).map((e) => P("tr", {}, e.map((e) => P("td", { text: e })))))), a.layout.utilization_percent !== null && a.layout.utilization_percent !== void 0 ? P("p", {
		class: "tbp-help",
		text: `${R(a.layout.utilization_percent, 2)}% of the padded input is data.`
	}) : null);
	let s = r && (e.kind === "op" || e.kind === "fused") ? _b({
		module: a.program,
		node: e.name
	}, r) : null;
	return s && o.append(P("p", { class: "tbp-op-links" }, s)), i.element.classList.add("tbp-op-details"), i.element;
}
function Kb(e) {
	let t = Ab(e);
	return P("td", {
		class: "tbp-op-num tbp-op-flops",
		style: t ? { background: t } : null,
		text: e == null ? "" : Db(e)
	});
}
function qb(e, t, n, r) {
	let i = e.root, a = P("tbody"), o = P("table", {
		class: "tbp-op-table",
		role: "treegrid",
		"aria-label": "Ops by time"
	}, P("colgroup", {}, [
		"time",
		"name",
		"prov",
		"flops",
		"bw"
	].map((e) => P("col", { class: `tbp-op-col-${e}` }))), P("thead", {}, P("tr", {}, P("th", { text: "Time" }), P("th", { text: "Name" }), P("th", { text: "TensorFlow/JAX op" }), P("th", {
		class: "tbp-op-num",
		text: "FLOPS",
		title: "FLOPS utilization"
	}), P("th", {
		class: "tbp-op-num",
		text: "Mem BW",
		title: "Memory bandwidth utilization"
	}))), a);
	function s() {
		I(a);
		let e = Fb(i, t);
		for (let o of e) {
			if (o.more) {
				a.append(P("tr", { class: "tbp-op-more" }, P("td"), P("td", {
					colspan: 4,
					style: { paddingLeft: `${6 + 12 * o.depth + 18}px` },
					text: `${R(o.more)} more not shown (see "Ops per category")`
				})));
				continue;
			}
			let { node: e } = o, c = kb(e, i, t.includeIdle), l = e.metrics || {}, u = o.expandable ? P("button", {
				type: "button",
				class: "tbp-op-toggle",
				"aria-label": o.expanded ? "Collapse" : "Expand",
				text: o.expanded ? "▼" : "▶",
				on: { click: (e) => {
					e.stopPropagation(), t.expanded.has(o.key) ? t.expanded.delete(o.key) : t.expanded.add(o.key), s();
				} }
			}) : P("span", { class: "tbp-op-toggle-space" }), d = P("tr", {
				class: `tbp-op-row tbp-op-kind-${e.kind}${t.selected === o.key ? " tbp-op-selected" : ""}`,
				role: "row",
				"aria-level": o.depth + 1,
				"aria-expanded": o.expandable ? String(o.expanded) : null,
				dataset: { kind: e.kind },
				on: {
					mouseenter: () => {
						t.selected || n(e);
					},
					click: () => {
						t.selected = t.selected === o.key ? null : o.key, r(t.selected ? e : null), s();
					}
				}
			}, P("td", {}, c === null ? e.kind === "fused" ? P("span", {
				class: "tbp-help",
				text: `${Rb(l.flops, "FLOP")}`
			}) : "" : P("div", { class: "tbp-op-time" }, P("span", {
				class: "tbp-op-num",
				text: `${c.toFixed(c < .1 && c > 0 ? 3 : 1)}%`
			}), P("div", { class: "tbp-op-bar" }, P("div", {
				class: "tbp-op-bar-fill",
				style: { width: `${Math.min(100, c)}%` }
			})))), P("td", { title: e.name }, P("div", {
				class: "tbp-op-name",
				style: { paddingLeft: `${12 * o.depth}px` }
			}, u, P("span", {
				class: "tbp-op-label",
				text: e.name
			}))), P("td", {
				class: "tbp-op-provenance",
				title: e.xla?.provenance || null,
				text: Lb(e.xla?.provenance)
			}), e.kind === "fused" || e.kind === "idle" ? P("td") : Kb(l.flops_utilization), P("td", {
				class: "tbp-op-num",
				text: e.kind === "fused" || e.kind === "idle" ? "" : Db(l.memory_bw_utilization)
			}));
			a.append(d);
		}
	}
	return s(), {
		element: o,
		draw: s
	};
}
function Jb(e = {}) {
	let t = { group_by: e.group_by || "program" };
	return e.ops === "all" && (t.limit = "0"), t;
}
function Yb(e, t, n = "") {
	let r = null;
	function i(e, a) {
		for (let o of e.children || []) {
			let e = [...a, o.name];
			if ((o.kind === "op" || o.kind === "fused") && o.name === t) {
				if (!n || o.xla && o.xla.program === n) return e;
				r = r || e;
			}
			let s = i(o, e);
			if (s) return s;
		}
		return null;
	}
	let a = i(e, []) || r;
	return a ? Pb(a) : null;
}
function Xb(e) {
	let t = e && (e.kind === "op" || e.kind === "fused");
	return {
		op: t ? e.name : "",
		program: t && e.xla && e.xla.program || ""
	};
}
function Zb(e, t) {
	if (!t) return null;
	let n = t.split(""), r = e;
	for (let e of n) if (r = (r.children || []).find((t) => t.name === e), !r) return null;
	return r;
}
function Qb(e, { data: t, comparison: n = null, state: r = {}, params: i = {}, api: a, setParams: o = () => {}, selectTool: s }) {
	let c = {
		groupBy: t.group_by || r.group_by || "program",
		opsPerCategory: Tb.includes(r.ops) ? r.ops : Eb,
		sortBy: wb.some((e) => e.value === r.sort) ? r.sort : "time",
		includeIdle: r.idle !== "0",
		expanded: Ib(t.root),
		selected: null
	}, l = {
		state: r,
		selectTool: s,
		root: e.ownerDocument || document
	};
	if (r.op && t.root) {
		c.selected = Yb(t.root, r.op, r.program);
		let e = c.selected ? c.selected.split("") : [];
		for (let t = 1; t < e.length; t += 1) c.expanded.add(Pb(e.slice(0, t)));
	}
	e.append(P("h2", { text: "HLO Op Profile" })), n && e.append(Uf(n), Qf(n, "ops", {
		state: r,
		setParams: o
	}).element, $f(n));
	for (let n of t.diagnostics || []) e.append(P("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: n
	}));
	if (!t.root || !(t.root.children || []).length) {
		e.append(Ze("No XLA ops", "op_profile needs XLA op events: device planes with an \"XLA Ops\" line (GPU, TPU), or the XLA CPU runtime's thunk events of a JAX profile.").element);
		return;
	}
	let u = P("div", { class: "tbp-op-overview" }), d = P("div", { class: "tbp-op-main" }), f = P("div", { class: "tbp-op-side" }), p = t, m = null;
	function h(e) {
		I(f).append(Gb(e, p.root, c.includeIdle, l));
	}
	function g() {
		I(u).append(Wb(p, c.includeIdle).element), m = qb(p, c, (e) => h(e), (e) => {
			h(e), o(Xb(e));
		}), I(d).append(m.element), h(Zb(p.root, c.selected));
	}
	async function _(e) {
		if (a) {
			d.setAttribute("aria-busy", "true");
			try {
				p = await a.data({
					...i,
					...Jb({
						group_by: c.groupBy,
						ops: c.opsPerCategory
					}),
					...e
				}), c.expanded = Ib(p.root), c.selected = null, o(Xb(null)), y && (y.href = v()), g();
			} catch (e) {
				I(d).append(P("p", {
					class: "tbp-diagnostic",
					role: "alert",
					text: `Could not load the op profile: ${e.message}`
				}));
			} finally {
				d.removeAttribute("aria-busy");
			}
		}
	}
	let v = () => a && a.csvUrl ? a.csvUrl({
		...i,
		...Jb({
			group_by: c.groupBy,
			ops: c.opsPerCategory
		})
	}) : null, y = v() ? P("a", {
		class: "tbp-button",
		id: "tbp-op-csv",
		href: v(),
		download: `${Ie(r.run, r.host || "all_hosts", "op_profile")}.csv`,
		text: "Export as CSV"
	}) : null, b = P("input", {
		type: "checkbox",
		id: "tbp-op-idle",
		checked: c.includeIdle,
		on: { change: (e) => {
			c.includeIdle = e.target.checked, o({ idle: c.includeIdle ? "" : "0" }), g();
		} }
	}), x = P("div", {
		class: "tbp-op-controls",
		role: "group",
		"aria-label": "Op table options"
	}, Ub("tbp-op-count", "Ops per category", Tb.map((e) => ({
		value: e,
		label: e === "all" ? "All" : e
	})), c.opsPerCategory, (e) => {
		c.opsPerCategory = e, o({ ops: e === Eb ? "" : e }), e === "all" && p.limit !== 0 ? _({}) : m.draw();
	}), Ub("tbp-op-group", "Group by", Cb, c.groupBy, (e) => {
		c.groupBy = e, o({ group_by: e === "program" ? "" : e }), _({});
	}), Ub("tbp-op-sort", "Sort by", wb, c.sortBy, (e) => {
		c.sortBy = e, o({ sort: e === "time" ? "" : e }), m.draw();
	}), P("label", { class: "tbp-op-check" }, b, P("span", { text: "Include idle time" })), y);
	e.append(u, x, P("div", { class: "tbp-op-layout" }, d, f)), g();
	let S = c.selected ? d.querySelector(".tbp-op-selected") : null;
	S && S.scrollIntoView && S.scrollIntoView({ block: "center" });
}
// src/tools/memory_viewer.js
var $b = /* @__PURE__ */ s({
	MIB: () => ex,
	bufferAt: () => ax,
	bufferColor: () => ux,
	bufferDetails: () => ox,
	bufferStrip: () => px,
	dataParams: () => vx,
	decimate: () => sx,
	mib: () => nx,
	mibBytes: () => rx,
	overviewRows: () => ix,
	programOrderChart: () => dx,
	render: () => bx,
	stripLayout: () => cx,
	ticks: () => lx
}), ex = 1024 ** 2, $ = {
	width: 1e3,
	height: 300,
	left: 70,
	right: 20,
	top: 28,
	bottom: 44
}, tx = {
	width: 1e3,
	height: 48
};
function nx(e, t = 2) {
	return e == null || Number.isNaN(e) ? "" : `${(e / ex).toFixed(t)} MiB`;
}
function rx(e) {
	return e == null || Number.isNaN(e) ? "" : `${nx(e)} (${R(e)} bytes)`;
}
function ix(e) {
	let t = e.summary, n = [
		["Module", `${e.module}`],
		["Peak heap allocation", rx(t.peak_heap_bytes)],
		["Peak without padding", rx(t.peak_unpadded_heap_bytes)],
		["Padding overhead", rx(t.padding_bytes)],
		["Entry parameters", rx(t.entry_parameters_bytes)],
		["Non-reusable", rx(t.non_reusable_bytes)],
		["Maybe live out", rx(t.maybe_live_out_bytes)],
		["Total buffer allocation", rx(t.total_buffer_allocation_bytes)],
		["Temporaries at the peak", rx(t.temp_peak_bytes)]
	];
	return t.temp_allocation_bytes && n.push(["Temporary allocation", `${nx(t.temp_allocation_bytes)}, fragmentation ${z(t.fragmentation_percent, 2)}`]), n.push(["Program points", R(t.num_program_points)]), n.push(["Logical buffers / instructions", `${R(t.num_logical_buffers)} / ${R(t.num_instructions)}`]), n;
}
function ax(e, t) {
	let n = {};
	for (let [r, i] of Object.entries(e)) n[r] = i[t];
	return n;
}
function ox(e, t) {
	let n = ax(e.buffers, t), r = n.unpadded > 0 ? n.size / n.unpadded : null, i = Array.isArray(n.dims) ? n.dims : [];
	return [
		["Name", n.name],
		["Category", n.opcode ? `${n.opcode} operation` : ""],
		["Size", rx(n.size)],
		["Unpadded size", rx(n.unpadded)],
		["Expansion", r === null ? "n/a" : `${R(r, 2)}x`],
		["Extra memory (padding)", rx(Math.max(0, n.size - n.unpadded))],
		["Shape", n.shape],
		["Rank / dims / dtype", `${i.length} / [${i.join(", ")}] / ${n.dtype}`],
		["Op name", n.op_name || "-"],
		["Allocation type", n.allocation_type],
		["Source", n.source || "-"],
		["Live at program points", `${n.span_start} to ${n.span_limit}`]
	];
}
function sx(e, t, n) {
	if (e <= 2 * n) return Array.from({ length: e }, (e, t) => t);
	let r = [];
	for (let i = 0; i < n; i += 1) {
		let a = Math.floor(i * e / n), o = Math.floor((i + 1) * e / n);
		if (o <= a) continue;
		let s = a, c = a;
		for (let e = a + 1; e < o; e += 1) t[e] < t[s] && (s = e), t[e] > t[c] && (c = e);
		s === c ? r.push(s) : r.push(Math.min(s, c), Math.max(s, c));
	}
	return r[r.length - 1] !== e - 1 && r.push(e - 1), r;
}
function cx(e, t, n, r) {
	let i = 0;
	return t.map((t) => {
		let a = n > 0 ? e[t] / n * r : 0, o = {
			index: t,
			x: i,
			w: a
		};
		return i += a, o;
	});
}
function lx(e, t = 5) {
	if (!(e > 0)) return [0];
	let n = e / t, r = 10 ** Math.floor(Math.log10(n)), i = [
		1,
		2,
		2.5,
		5,
		10
	].map((e) => e * r).find((e) => e >= n) || n, a = [];
	for (let t = 0; t <= e + 1e-9 * e; t += i) a.push(t);
	return a;
}
function ux(e) {
	return cf(e);
}
function dx(e) {
	let t = e.timeline, n = t.x.length, r = Math.max(1, t.points_total - 1), i = 1;
	for (let e = 0; e < n; e += 1) i = Math.max(i, t.heap_bytes[e], t.unpadded_heap_bytes[e]);
	let a = i * 1.1, o = $.width - $.left - $.right, s = $.height - $.top - $.bottom, c = (e) => $.left + e / r * o, l = (e) => $.top + s - e / a * s, u = F("svg", {
		viewBox: `0 0 ${$.width} ${$.height}`,
		class: "tbp-mv-program",
		role: "img",
		"aria-label": "Heap size at each program point"
	});
	u.style.width = "100%", u.style.height = "auto", u.style.display = "block";
	let f = F("g", {
		"font-size": 11,
		fill: d.muted
	});
	for (let e of lx(a / ex)) {
		let t = l(e * ex);
		f.append(F("line", {
			x1: $.left,
			x2: $.width - $.right,
			y1: t,
			y2: t,
			stroke: d.divider
		}), F("text", {
			x: $.left - 6,
			y: t + 4,
			"text-anchor": "end"
		}, R(e, 2)));
	}
	for (let e of lx(r, 6)) {
		let t = c(e);
		f.append(F("text", {
			x: t,
			y: $.height - $.bottom + 16,
			"text-anchor": "middle"
		}, R(e, 0)));
	}
	f.append(F("text", {
		x: $.left + o / 2,
		y: $.height - 6,
		"text-anchor": "middle"
	}, "Program order"), F("text", {
		x: 14,
		y: $.top + s / 2,
		"text-anchor": "middle",
		transform: `rotate(-90 14 ${$.top + s / 2})`
	}, "Allocated heap size (MiB)"), F("line", {
		x1: $.left,
		x2: $.width - $.right,
		y1: l(0),
		y2: l(0),
		stroke: d.faint
	})), u.append(f);
	let p = F("rect", {
		class: "tbp-mv-band",
		visibility: "hidden",
		"fill-opacity": .35,
		"stroke-width": 1
	});
	u.append(p);
	let m = sx(n, t.heap_bytes, Math.round(o)), h = (e, n, r) => F("polyline", {
		fill: "none",
		stroke: n,
		"stroke-width": 1.5,
		"stroke-dasharray": r,
		points: m.map((n) => `${c(t.x[n]).toFixed(1)},${l(e[n]).toFixed(1)}`).join(" ")
	});
	if (u.append(h(t.unpadded_heap_bytes, v.unpadded, "5 3"), h(t.heap_bytes, v.heap)), n) {
		let n = c(t.peak_point);
		u.append(F("line", {
			class: "tbp-mv-peak",
			x1: n,
			x2: n,
			y1: $.top,
			y2: l(0),
			stroke: v.peak,
			"stroke-width": 1.5
		}), F("text", {
			x: n + 4,
			y: $.top + 10,
			fill: v.peak,
			"font-size": 11
		}, `peak ${nx(e.summary.peak_heap_bytes)}`));
	}
	u.append(F("g", {
		"font-size": 11,
		fill: d.textSecondary
	}, F("line", {
		x1: $.left,
		x2: $.left + 18,
		y1: 12,
		y2: 12,
		stroke: v.heap,
		"stroke-width": 2
	}), F("text", {
		x: $.left + 22,
		y: 16
	}, "Size"), F("line", {
		x1: $.left + 70,
		x2: $.left + 88,
		y1: 12,
		y2: 12,
		stroke: v.unpadded,
		"stroke-width": 2,
		"stroke-dasharray": "5 3"
	}), F("text", {
		x: $.left + 92,
		y: 16
	}, "Unpadded size")));
	let g = F("line", {
		y1: $.top,
		y2: l(0),
		stroke: d.hint,
		"stroke-dasharray": "2 2",
		visibility: "hidden"
	}), _ = F("rect", {
		x: $.left,
		y: $.top,
		width: o,
		height: s,
		fill: "transparent"
	});
	u.append(g, _);
	let y = "", b = Mv(_, () => y);
	return _.addEventListener("mousemove", (e) => {
		if (!n) return;
		let i = u.getBoundingClientRect(), a = i.width ? $.width / i.width : 1, s = ((e.clientX - i.left) * a - $.left) / o * r, l = fx(t.x, s), d = t.instructions;
		y = `Program point ${t.x[l]}: ${nx(t.heap_bytes[l])} (unpadded ${nx(t.unpadded_heap_bytes[l])})${d[t.instruction[l]] ? `, ${d[t.instruction[l]]}` : ""}`, g.setAttribute("x1", c(t.x[l])), g.setAttribute("x2", c(t.x[l])), g.setAttribute("visibility", "visible"), b.show(e.clientX, e.clientY);
	}), _.addEventListener("mouseleave", () => g.setAttribute("visibility", "hidden")), {
		element: u,
		showBand(t) {
			let n = ax(e.buffers, t), r = c(n.span_start), i = Math.max(c(n.span_limit), r + 1);
			p.setAttribute("x", r.toFixed(1)), p.setAttribute("width", (i - r).toFixed(1)), p.setAttribute("y", l(n.size).toFixed(1)), p.setAttribute("height", Math.max(1, l(0) - l(n.size)).toFixed(1)), p.setAttribute("fill", ux(t)), p.setAttribute("stroke", ux(t)), p.setAttribute("visibility", "visible"), p.dataset.index = String(t);
		}
	};
}
function fx(e, t) {
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i] < t ? n = i + 1 : r = i;
	}
	return n > 0 && Math.abs(e[n - 1] - t) <= Math.abs(e[n] - t) ? n - 1 : n;
}
function px(e, t, n, r) {
	let i = e.buffers, a = i.size.reduce((e, t) => e + t, 0) + e.small.bytes, o = F("svg", {
		viewBox: `0 0 ${tx.width} ${tx.height}`,
		preserveAspectRatio: "none",
		class: "tbp-mv-strip",
		role: "group",
		"aria-label": n
	});
	o.style.width = "100%", o.style.height = `${tx.height}px`, o.style.display = "block";
	let s = /* @__PURE__ */ new Map();
	for (let { index: e, x: n, w: c } of cx(i.size, t, a, tx.width)) {
		let t = F("rect", {
			x: n.toFixed(2),
			y: 0,
			width: Math.max(c, .5).toFixed(2),
			height: tx.height,
			fill: ux(e),
			stroke: d.surface,
			"stroke-width": .5,
			tabindex: 0,
			class: "tbp-mv-buffer",
			"data-index": e,
			"aria-label": `${i.name[e]}: ${nx(i.size[e], 3)}`
		});
		t.append(F("title", {}, `${i.name[e]}: ${nx(i.size[e], 3)}`)), t.addEventListener("mouseenter", () => r(e)), t.addEventListener("focus", () => r(e)), s.set(e, t), o.append(t);
	}
	if (e.small.bytes > 0) {
		let t = e.small.bytes / a * tx.width, n = F("rect", {
			x: (tx.width - t).toFixed(2),
			y: 0,
			width: Math.max(t, .5).toFixed(2),
			height: tx.height,
			fill: v.idle,
			class: "tbp-mv-small"
		});
		n.append(F("title", {}, `${R(e.small.count)} small buffers (< ${R(e.small.threshold_bytes)} bytes): ${nx(e.small.bytes, 3)}`)), o.append(n);
	}
	let c = null;
	return {
		element: o,
		highlight(e) {
			c !== null && s.has(c) && (s.get(c).setAttribute("stroke", d.surface), s.get(c).setAttribute("stroke-width", .5)), c = e;
			let t = s.get(e);
			t && (t.setAttribute("stroke", d.text), t.setAttribute("stroke-width", 3), o.append(t));
		}
	};
}
var mx = [
	{
		id: "name",
		label: "Name",
		type: "string"
	},
	{
		id: "allocation_type",
		label: "Allocation type",
		type: "string"
	},
	{
		id: "opcode",
		label: "Category",
		type: "string"
	},
	{
		id: "size",
		label: "Size (MiB)",
		type: "number",
		format: (e) => R(e / ex, 3)
	},
	{
		id: "unpadded",
		label: "Unpadded (MiB)",
		type: "number",
		format: (e) => R(e / ex, 3)
	},
	{
		id: "shape",
		label: "Shape",
		type: "string"
	},
	{
		id: "op_name",
		label: "Op name",
		type: "string"
	},
	{
		id: "source",
		label: "Source",
		type: "string"
	}
];
function hx(e, t, { fileName: n, links: r = null, table: i = !0, state: a = {}, setParams: o = () => {} }) {
	let s = t.buffers, c = s.id.length;
	e.append(...gx(t));
	let l = vf({
		title: "Memory overview",
		rows: ix(t)
	}).element;
	l.querySelector("dl").style.gridTemplateColumns = "max-content minmax(10em, 1fr) max-content minmax(10em, 1fr)";
	let u = vf({
		title: "Buffer details",
		rows: [["", c ? "Hover a buffer in the charts below" : "No buffer at the peak"]]
	});
	u.element.classList.add("tbp-mv-details", "tbp-ov-narrow");
	let d = dx(t), f = X({
		title: "Heap size by program order",
		subtitle: "Each point is one step of the heap simulation, as XLA scheduled the program; the red line marks the peak."
	}, d.element, t.timeline.points_total > t.timeline.x.length ? P("p", {
		class: "tbp-help",
		text: `Showing ${R(t.timeline.x.length)} of ${R(t.timeline.points_total)} program points (the highest of each interval).`
	}) : null, t.timeline.points_total ? null : P("p", {
		class: "tbp-help",
		text: "This memory space has no heap simulation."
	})).element;
	e.append(P("div", { class: "tbp-chart-row" }, l), P("div", { class: "tbp-chart-row" }, f));
	let p = Array.from({ length: c }, (e, t) => t), m = [], h = null, g = (e) => {
		if (e === h) return;
		h = e;
		let n = s.instruction ? s.instruction[e] : "", i = r && n ? _b({
			module: t.module,
			node: n
		}, r, `${n} in the graph viewer`) : null;
		u.setRows(i ? [...ox(t, e), ["HLO graph", i]] : ox(t, e)), d.showBand(e);
		for (let t of m) t.highlight(e);
	};
	m.push(px(t, p, "Buffers at the peak, by program order", g)), m.push(px(t, t.by_size, "Buffers at the peak, by size", g));
	let _ = t.small.count ? `${R(t.small.count)} buffers under ${R(t.small.threshold_bytes)} bytes (${R(t.small.bytes)} bytes together) are the grey block.` : "", v = X({
		title: `Buffers live at the peak (${R(c)})`,
		subtitle: "Width: share of the peak. Hover a buffer for its details and its lifetime above."
	}, P("h4", {
		class: "tbp-help",
		text: "By program order"
	}), m[0].element, P("h4", {
		class: "tbp-help",
		text: "By size"
	}), m[1].element, _ ? P("p", {
		class: "tbp-help",
		text: _
	}) : null).element;
	if (v.classList.add("tbp-ov-wide"), e.append(P("div", { class: "tbp-chart-row" }, v, u.element)), !i) return { select: g };
	e.append(P("h3", { text: "Buffers live at the peak" }));
	let y = Mt(a, o), b = Gt({
		columns: mx,
		rows: p.map((e) => mx.map((t) => s[t.id][e])),
		filterPlaceholder: "Filter by name, op or shape",
		csvFileName: n,
		...y,
		initialSort: y.initialSort || {
			id: "size",
			direction: "desc"
		}
	});
	return a.filter && b.setFilter(a.filter), a.page && b.setPage(Number(a.page) || 0), e.append(b.element), { select: g };
}
function gx(e) {
	return (e.diagnostics || []).map((e) => P("div", {
		class: "tbp-diagnostic",
		text: e
	}));
}
function _x(e) {
	let t = e.modules || [];
	return t.length < 2 ? null : P("details", { class: "tbp-help tbp-mv-modules" }, P("summary", { text: `${t.length} XLA modules on this host, biggest peak first` }), P("ol", {}, t.map((e) => P("li", {}, `${e.name}: ${e.peak_bytes === null ? "unreadable HLO proto" : rx(e.peak_bytes)}`))));
}
function vx(e = {}) {
	return e.memory_space !== void 0 && e.memory_space !== "" && e.memory_space_module === e.module ? { memory_space: e.memory_space } : {};
}
function yx(e, t, n, r) {
	I(e).append(Uf(t), Qf(t, "buffers", {
		state: n,
		setParams: r
	}).element, $f(t));
}
function bx(e, { data: t, comparison: n = null, compareParams: r = null, state: i = {}, params: a = {}, api: o, setParams: s = () => {}, selectTool: c }) {
	if (e.append(P("h2", { text: "Memory viewer" })), !t || !t.summary) {
		n && e.append(Uf(n)), e.append(Ze("No XLA module to show").element);
		return;
	}
	let l = n ? P("div", { class: "tbp-compare-slot" }) : null;
	l && yx(l, n, i, s);
	let u = P("div", { class: "tbp-field tbp-inline-field" }), d = P("div", { class: "tbp-memory-body" });
	e.append(l, u, _x(t), d);
	let f = `${Ie(a.run, a.host, t.module)}_memory_viewer.csv`, p = {
		state: i,
		selectTool: c,
		root: e.ownerDocument || document
	}, m = (e) => {
		I(d), hx(d, e, {
			fileName: f,
			links: p,
			table: !n,
			state: i,
			setParams: s
		});
	};
	u.append(P("span", {
		class: "tbp-field-label",
		text: "Module"
	}), P("b", { text: `${t.module}` }), P("span", {
		class: "tbp-help",
		text: `program id ${t.program_id ?? "-"}, entry computation ${t.entry_computation}`
	}));
	let h = t.memory_spaces || [];
	if (h.length > 1) {
		let e = P("select", {
			id: "tbp-memory-space",
			"aria-label": "Memory space"
		}, h.map((e) => P("option", {
			value: String(e.id),
			text: e.name,
			selected: e.id === t.memory_space
		})));
		e.addEventListener("change", async () => {
			let n = e.value;
			s({
				memory_space: n,
				memory_space_module: t.module
			}), I(d).append(P("p", {
				class: "tbp-help",
				text: "Loading…"
			}));
			try {
				if (l) {
					let e = await o.data({
						...a,
						memory_space: n,
						...r
					});
					yx(l, e, i, s), m(e.data);
				} else m(await o.data({
					...a,
					memory_space: n
				}));
			} catch (e) {
				I(d).append(Xe(e).element);
			}
		}), u.append(P("label", {
			class: "tbp-field-label",
			for: "tbp-memory-space",
			text: "Memory space"
		}), e);
	} else h.length === 1 && u.append(P("span", {
		class: "tbp-help",
		text: `memory space ${h[0].name}`
	}));
	m(t);
}
// src/tools/hlo_stats.js
var xx = /* @__PURE__ */ s({
	allHosts: () => !0,
	defaultHidden: () => Ox,
	linkOpNames: () => Fx,
	pieData: () => Ax,
	render: () => Ix,
	shortName: () => kx,
	sourceNote: () => Nx,
	tableModel: () => jx,
	totals: () => Mx
}), Sx = /* @__PURE__ */ new Set([
	"total_time",
	"avg_time",
	"total_self_time",
	"avg_self_time"
]), Cx = /* @__PURE__ */ new Set([
	"total_self_time_percent",
	"cumulative_total_self_time_percent",
	"dma_stall_percent"
]), wx = {
	hlo_op_expression: "The HLO instruction as XLA prints it",
	tf_op_name: "The framework (JAX, TensorFlow) op the HLO op comes from",
	operational_intensity: "FLOPs per byte of memory accessed",
	bound_by: "What limits the op in the roofline model"
}, Tx = 32, Ex = {
	device: "Times from the device's XLA op events.",
	host: "Times from the XLA CPU runtime's per-op events on the host (XProf shows no HLO ops for CPU profiles)."
}, Dx = [
	"rank",
	"program_id",
	"avg_time",
	"avg_self_time",
	"hlo_rematerialization",
	"outside_compilation",
	"autotuned",
	"core_type",
	"parent_op_name",
	"cmem_read_bw",
	"cmem_write_bw",
	"dma_stall_percent",
	"vdd_energy",
	"normalized_flop_rate",
	"hbm_bw",
	"total_time",
	"source_info"
];
function Ox(e, t) {
	return e.filter((e, n) => Dx.includes(e.id) || t.length && t.every((e) => e[n] === null || e[n] === void 0 || e[n] === "" || e[n] === 0)).map((e) => e.id);
}
function kx(e, t = Tx) {
	return We(e, t);
}
function Ax(e = []) {
	let t = (e || []).filter((e) => Number(e.self_time_us) > 0);
	return {
		names: t.map((e) => String(e.name ?? "")),
		values: t.map((e) => e.self_time_us)
	};
}
function jx(e) {
	return Nt(e, (e) => {
		Cx.has(e.id) ? e.format = (e) => z(e, 2) : Sx.has(e.id) ? e.format = (e) => R(e, 3) : e.type === "number" && e.id !== "rank" && e.id !== "occurrences" && (e.format = (e) => R(e, 2)), wx[e.id] && (e.title = wx[e.id]);
	});
}
function Mx(e) {
	let t = Object.fromEntries(e.columns.map((e, t) => [e.id, t])), n = 0, r = /* @__PURE__ */ new Set();
	for (let i of e.rows) n += Number(i[t.total_self_time]) || 0, t.program_id !== void 0 && r.add(i[t.program_id]);
	return {
		selfTime: n,
		programs: r.size
	};
}
function Nx(e) {
	let t = [];
	return e.device_type && t.push(`Device type: ${e.device_type}.`), Ex[e.source] && t.push(Ex[e.source]), t.join(" ");
}
function Px(e, t) {
	let { names: n, values: r } = Ax(t), i = mf({
		labels: n.map((e) => kx(e)),
		values: r,
		format: B,
		height: 280
	});
	if (i.element.querySelector("canvas")?.setAttribute("aria-label", e), i.chart) {
		let e = i.chart.options.plugins.tooltip.callbacks, t = e.label;
		e.label = (e) => t(e).replace(e.label, () => n[e.dataIndex] ?? ""), i.chart.update("none");
	}
	let a = n.length ? i.element : P("p", {
		class: "tbp-help",
		text: "No self time to chart."
	});
	return X({ title: e }, a).element;
}
function Fx(e, t) {
	let n = Object.fromEntries(e.map((e, t) => [e.id, t]));
	n.hlo_op_name !== void 0 && n.program_id !== void 0 && (e[n.hlo_op_name].cell = (e, r, i) => {
		let a = _b({
			programId: r[n.program_id],
			node: e
		}, t, i);
		return a && (a.classList.add("tbp-gv-cell-link"), a.title = `${e}: open in the graph viewer`), a;
	});
}
function Ix(e, { data: t, comparison: n = null, state: r = {}, setParams: i = () => {}, selectTool: a }) {
	e.append(P("h2", { text: "HLO Op Stats" })), n && e.append(Uf(n), Qf(n, "ops", {
		state: r,
		setParams: i
	}).element, $f(n));
	let o = Nx(t);
	o && e.append(P("p", {
		class: "tbp-hlo-source",
		text: o
	}));
	for (let n of t.diagnostics || []) e.append(P("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: n
	}));
	if (!t.rows || !t.rows.length) {
		e.append(Ze("No HLO ops", "There are no XLA op events to show.").element);
		return;
	}
	let { selfTime: s, programs: c } = Mx(t), l = vf({
		title: "HLO op self time",
		rows: [
			["Total self time", B(s)],
			["HLO ops", R(t.rows.length)],
			["XLA programs", R(c)]
		]
	});
	if (e.append(l.element, P("div", { class: "tbp-chart-row tbp-hlo-charts" }, Px("Self time by HLO category", t.by_category), Px("Self time by HLO op", t.by_op))), n) return;
	let { columns: u, rows: d } = jx(t);
	Fx(u, {
		state: r,
		selectTool: a,
		root: e.ownerDocument || document
	});
	let f = Gt({
		columns: u,
		rows: d,
		pageSize: 50,
		filterPlaceholder: "Filter by HLO op or category",
		csvFileName: `${Ie(r.run, r.host || "all_hosts", "hlo_stats")}.csv`,
		caption: "HLO ops by total self time",
		defaultHidden: Ox(u, d),
		...Mt(r, i)
	});
	r.filter && f.setFilter(r.filter), r.page && f.setPage(Number(r.page) || 0), e.append(f.element);
}
// src/tools/roofline_model.js
var Lx = /* @__PURE__ */ s({
	BOUND_COLORS: () => Wx,
	FRACTION_COLUMNS: () => Vx,
	SHOWN_COLUMNS: () => Hx,
	allHosts: () => !0,
	chartDatasets: () => cS,
	chartDescription: () => fS,
	chartOptions: () => dS,
	chartPoints: () => tS,
	columnIndex: () => Qx,
	dataParams: () => Zx,
	decadeRange: () => nS,
	filterRows: () => eS,
	formatSig: () => Jx,
	peakValue: () => Xx,
	peaksOf: () => $x,
	render: () => gS,
	rooflines: () => rS,
	sourceNote: () => iS,
	tableModel: () => aS,
	tickLabel: () => Yx,
	xRange: () => uS
});
bl.register(ms, Od, Wl, Kl, Uu, fd);
var Rx = 50, zx = 0xe8d4a51000, Bx = /* @__PURE__ */ new Set([
	"total_time",
	"avg_time",
	"total_self_time",
	"avg_self_time",
	"total_time_per_core"
]), Vx = /* @__PURE__ */ new Set([
	"total_self_time_percent",
	"cumulative_total_self_time_percent",
	"total_time_in_percentage",
	"roofline_efficiency",
	"compute_efficiency",
	"max_mem_bw_utilization",
	"dma_stall_percent"
]), Hx = /* @__PURE__ */ new Set([
	"rank",
	"category",
	"operation",
	"occurrences",
	"total_self_time",
	"total_self_time_percent",
	"measured_flop_rate",
	"measured_memory_bw",
	"operational_intensity",
	"bound_by",
	"roofline_efficiency"
]), Ux = {
	operational_intensity: "FLOPs per byte of memory accessed",
	bound_by: "The resource the op uses most of its peak: compute or HBM bandwidth",
	roofline_efficiency: "The FLOP rate over the roofline's at the op's intensity",
	optimal_flop_rate: "The roofline at the op's operational intensity"
}, Wx = ne(() => ({
	Compute: m[2],
	HBM: m[1],
	Unknown: d.faint
})), Gx = ne(() => ({
	program: d.text,
	roof: d.textSecondary
})), Kx = {
	device: "Times from the device's XLA op events.",
	host: "Times from the XLA CPU runtime's per-op events on the host (XProf's roofline is empty for CPU profiles)."
}, qx = {
	profile: "From the profile",
	user: "Entered"
};
function Jx(e) {
	return e == null || !Number.isFinite(Number(e)) ? "" : R(Number(Number(e).toPrecision(4)), 12);
}
function Yx(e) {
	let t = Math.log10(e);
	if (Math.abs(t - Math.round(t)) > 1e-9) return "";
	let n = Math.round(t);
	return n >= -3 && n <= 6 ? R(10 ** n, 3) : `1e${n}`;
}
function Xx(e) {
	let t = Number(String(e ?? "").trim());
	return String(e ?? "").trim() !== "" && Number.isFinite(t) && t > 0 && t <= zx ? t : null;
}
function Zx(e = {}) {
	let t = {};
	return Xx(e.peak_flop_rate) !== null && (t.peak_flop_rate = String(e.peak_flop_rate).trim()), Xx(e.peak_memory_bw) !== null && (t.peak_memory_bw = String(e.peak_memory_bw).trim()), t;
}
function Qx(e) {
	return Object.fromEntries((e.columns || []).map((e, t) => [e.id, t]));
}
function $x(e) {
	let t = e.peaks || {}, n = (e) => typeof e == "number" && Number.isFinite(e) && e > 0 ? e : null;
	return {
		flopRate: n(t.peak_flop_rate),
		gibps: n(t.peak_hbm_bw),
		gbps: n(t.peak_memory_gbps),
		ridge: n(t.hbm_ridge_point),
		source: t.source || ""
	};
}
function eS(e, t, n) {
	let r = Qx(e);
	return (e.rows || []).filter((e) => String(e[r.step]) === t && (r.include_infeed_outfeed === void 0 || e[r.include_infeed_outfeed] === n));
}
function tS(e, t) {
	let n = Qx(e), r = {
		programs: [],
		ops: {
			Compute: [],
			HBM: [],
			Unknown: []
		},
		leftOut: 0
	};
	for (let e of t) {
		let t = Number(e[n.operational_intensity]), i = Number(e[n.measured_flop_rate]);
		if (!(t > 0 && i > 0 && Number.isFinite(t) && Number.isFinite(i))) {
			r.leftOut += 1;
			continue;
		}
		let a = Wx[e[n.bound_by]] ? e[n.bound_by] : "Unknown", o = {
			x: t,
			y: i,
			name: String(e[n.operation] ?? ""),
			category: String(e[n.category] ?? ""),
			bound: a,
			row: e
		};
		o.category === "Program" ? r.programs.push(o) : r.ops[a].push(o);
	}
	return r;
}
function nS(e) {
	let t = e.filter((e) => e > 0 && Number.isFinite(e));
	return t.length ? {
		min: 10 ** (Math.ceil(Math.log10(Math.min(...t)) - 1e-9) - 1),
		max: 10 ** (Math.floor(Math.log10(Math.max(...t)) + 1e-9) + 1)
	} : null;
}
function rS(e, t, n) {
	if (!e.flopRate || !e.gbps) return null;
	let r = e.ridge || e.flopRate / e.gbps;
	return {
		memory: [{
			x: Math.min(t, r),
			y: Math.min(t, r) * e.gbps
		}, {
			x: r,
			y: e.flopRate
		}],
		compute: [{
			x: r,
			y: e.flopRate
		}, {
			x: Math.max(n, r),
			y: e.flopRate
		}],
		ridge: {
			x: r,
			y: e.flopRate
		}
	};
}
function iS(e) {
	let t = [];
	return e.device_type && t.push(`Device type: ${e.device_type}.`), Kx[e.source] && t.push(Kx[e.source]), t.join(" ");
}
function aS(e, t = e.rows) {
	return Nt({
		columns: e.columns,
		rows: t
	}, (e) => {
		Vx.has(e.id) ? e.format = (e) => typeof e == "number" ? z(100 * e, 2) : "" : Bx.has(e.id) ? e.format = (e) => R(e, 3) : e.type === "number" && e.id !== "rank" && e.id !== "occurrences" && (e.format = (e) => R(e, 2)), Ux[e.id] && (e.title = Ux[e.id]);
	});
}
var oS = {
	id: "tbpRidgeMark",
	afterDatasetsDraw(e) {
		let t = e.data.datasets.findIndex((e) => e.tbpKind === "ridge"), n = t >= 0 && e.isDatasetVisible(t) ? e.getDatasetMeta(t).data[0] : null;
		if (!n) return;
		let { ctx: r, chartArea: i } = e, a = e.data.datasets[t].tbpText;
		r.save(), r.strokeStyle = v.peak, r.lineWidth = 1, r.setLineDash([4, 3]), r.beginPath(), r.moveTo(n.x, n.y), r.lineTo(n.x, i.bottom), r.stroke(), r.setLineDash([]), r.font = "500 12px Roboto, Arial, sans-serif", r.fillStyle = v.peak, r.textBaseline = "bottom";
		let o = n.x + 8 + r.measureText(a).width <= i.right;
		r.textAlign = o ? "left" : "right", r.fillText(a, o ? n.x + 8 : n.x - 8, Math.max(n.y - 6, i.top + 16)), r.restore();
	}
};
function sS(e) {
	let t = e.dataset;
	if (t.tbpKind === "ridge") return [`Ridge point: ${Jx(e.parsed.x)} FLOP/byte`, `Peak FLOP rate: ${Jx(e.parsed.y)} GFLOP/s`];
	let n = t.data[e.dataIndex];
	return [
		n.name,
		`Category: ${n.category}`,
		`Operational intensity: ${Jx(n.x)} FLOP/byte`,
		`FLOP rate: ${Jx(n.y)} GFLOP/s`,
		`Bound by: ${n.bound}`
	];
}
function cS(e, t, n, r) {
	let i = [];
	t && (i.push({
		tbpKind: "roof",
		label: `Compute roof (${Jx(n.flopRate)} GFLOP/s)`,
		data: t.compute,
		showLine: !0,
		borderColor: Gx.roof,
		backgroundColor: Gx.roof,
		borderWidth: 2,
		pointRadius: 0,
		pointHitRadius: 0,
		pointStyle: "line"
	}), i.push({
		tbpKind: "roof",
		label: `Memory roof (${Jx(n.gbps)} GB/s)`,
		data: t.memory,
		showLine: !0,
		borderColor: Gx.roof,
		backgroundColor: Gx.roof,
		borderWidth: 2,
		borderDash: [6, 4],
		pointRadius: 0,
		pointHitRadius: 0,
		pointStyle: "dash"
	}), i.push({
		tbpKind: "ridge",
		label: `Ridge point (${Jx(t.ridge.x)} FLOP/byte)`,
		data: [t.ridge],
		tbpText: `Ridge point: ${Jx(t.ridge.x)} FLOP/byte`,
		backgroundColor: v.peak,
		borderColor: v.peak,
		pointRadius: 5,
		pointHoverRadius: 6,
		pointStyle: "circle"
	})), i.push({
		tbpKind: "program",
		label: "Program",
		data: e.programs,
		backgroundColor: Gx.program,
		borderColor: d.surface,
		borderWidth: 1,
		pointRadius: 8,
		pointHoverRadius: 9,
		pointStyle: "rectRot"
	});
	for (let t of [
		"Compute",
		"HBM",
		"Unknown"
	]) i.push({
		tbpKind: "ops",
		label: t === "Unknown" ? "Ops, bound by Unknown" : `${t}-bound ops`,
		data: e.ops[t],
		backgroundColor: x(Wx[t], .75),
		borderColor: Wx[t],
		borderWidth: 1,
		pointRadius: 5,
		pointHoverRadius: 7,
		pointStyle: "circle"
	});
	return r && i.push({
		tbpKind: "selected",
		label: "Selected",
		data: [r],
		backgroundColor: "transparent",
		borderColor: d.accent,
		borderWidth: 3,
		pointRadius: 12,
		pointHoverRadius: 12,
		pointHitRadius: 0
	}), i;
}
function lS(e) {
	return [
		...e.programs,
		...e.ops.Compute,
		...e.ops.HBM,
		...e.ops.Unknown
	];
}
function uS(e, t) {
	let n = t.flopRate && t.gbps ? t.ridge || t.flopRate / t.gbps : null;
	return nS([...lS(e).map((e) => e.x), ...n ? [n / 3, n * 3] : []]);
}
function dS(e, t, n) {
	let r = nS([...lS(e).map((e) => e.y), ...t ? [t.ridge.y] : []]), i = (e, t) => ({
		type: "logarithmic",
		...t || {},
		title: {
			display: !0,
			text: e,
			color: d.textSecondary
		},
		ticks: {
			callback: (e) => Yx(e),
			autoSkip: !1,
			maxRotation: 0
		},
		grid: { color: (e) => Yx(e.tick.value) ? d.border : d.divider }
	});
	return {
		responsive: !0,
		maintainAspectRatio: !1,
		animation: !1,
		layout: { padding: { right: 8 } },
		scales: {
			x: i("Operational intensity (FLOP/byte)", n),
			y: i("FLOP rate (GFLOP/s)", r)
		},
		plugins: {
			legend: {
				position: "top",
				labels: {
					usePointStyle: !0,
					boxWidth: 10,
					boxHeight: 10,
					filter: (e, t) => {
						let n = t.datasets[e.datasetIndex];
						return n.tbpKind !== "selected" && n.data.length > 0;
					}
				}
			},
			tooltip: {
				filter: (e) => e.dataset.tbpKind !== "roof",
				callbacks: { label: sS }
			}
		}
	};
}
function fS(e, t, n) {
	let r = lS(e).length, i = [`Roofline chart: ${r} point${r === 1 ? "" : "s"}`];
	return t ? i.push(`compute roof ${Jx(n.flopRate)} GFLOP/s`, `memory roof ${Jx(n.gbps)} GB/s`, `ridge point ${Jx(t.ridge.x)} FLOP/byte`) : i.push("no rooflines (no peaks)"), i.join(", ");
}
function pS(e, t, n, r) {
	let i = tS(e, t), a = lS(i), o = uS(i, n), s = o ? rS(n, o.min, o.max) : null, c = a.find((e) => e.row === r) || null, l = P("canvas", {
		role: "img",
		"aria-label": fS(i, s, n)
	}), u = P("div", { class: "tbp-chart tbp-roofline-chart" }, l), d = null, f = uf(l);
	f && a.length && (d = new bl(f, {
		type: "scatter",
		data: { datasets: cS(i, s, n, c) },
		options: dS(i, s, o),
		plugins: [oS]
	}));
	let p = [];
	if (a.length || p.push("No row of this step has both a FLOP rate and an operational intensity to chart."), i.leftOut && p.push(`${i.leftOut} of ${t.length} rows are not on the chart: their FLOP rate or operational intensity is zero, which a log axis cannot show.`), s || p.push(n.flopRate || n.gbps ? "No rooflines: both the peak FLOP rate and the peak memory bandwidth are needed." : "No rooflines: the profile records no peak FLOP rate or memory bandwidth; enter them in the Peaks card."), r && !c) {
		let t = Qx(e);
		p.push(`The selected row, ${r[t.operation]}, is not on the chart: its FLOP rate or operational intensity is zero.`);
	}
	return {
		element: P("div", { class: "tbp-roofline-plot" }, a.length ? u : null, p.map((e) => P("p", {
			class: "tbp-help tbp-roofline-note",
			text: e
		}))),
		chart: d,
		points: i,
		roofs: s
	};
}
function mS(e, t, n) {
	let r = $x(e), i = "Not recorded", a = P("dl", { class: "tbp-kv" }, [
		["Device type", e.device_type || "Unknown"],
		["Peak FLOP rate", r.flopRate ? `${Jx(r.flopRate)} GFLOP/s` : i],
		["Peak memory bandwidth", r.gbps ? `${Jx(r.gibps)} GiB/s (${Jx(r.gbps)} GB/s)` : i],
		["Ridge point", r.ridge ? `${Jx(r.ridge)} FLOP/byte` : "—"],
		["Source", qx[r.source] || "None recorded"]
	].map(([e, t]) => [P("dt", {
		class: "tbp-kv-label",
		text: e
	}), P("dd", {
		class: "tbp-kv-value",
		text: t
	})])), o = (e, t, n, r) => {
		let i = P("input", {
			type: "number",
			id: e,
			class: "tbp-roofline-input",
			min: "0",
			step: "any",
			inputmode: "decimal",
			value: n || "",
			placeholder: r || ""
		});
		return {
			node: i,
			field: P("label", {
				class: "tbp-roofline-field",
				for: e
			}, P("span", { text: t }), i)
		};
	}, s = r.source === "profile", c = o("tbp-roofline-peak-flop", "Peak FLOP rate (GFLOP/s)", t.peakFlopRate, s ? Jx(r.flopRate).replace(/,/g, "") : "e.g. 100"), l = o("tbp-roofline-peak-bw", "Peak memory bandwidth (GB/s)", t.peakMemoryBw, s ? Jx(r.gbps).replace(/,/g, "") : "e.g. 20"), u = P("p", {
		class: "tbp-field-error",
		role: "alert",
		hidden: !0
	}), d = P("p", {
		class: "tbp-help tbp-roofline-status",
		"aria-live": "polite"
	}), f = P("button", {
		type: "submit",
		class: "tbp-button tbp-primary",
		text: "Apply"
	}), p = P("button", {
		type: "button",
		class: "tbp-button tbp-roofline-clear",
		text: "Clear",
		title: "Back to the profile's peaks",
		disabled: !t.peakFlopRate && !t.peakMemoryBw
	}), m = P("form", {
		class: "tbp-roofline-form",
		novalidate: !0,
		"aria-label": "Peaks to use"
	}, c.field, l.field, P("div", { class: "tbp-actions" }, f, p), u, d), h = (e) => {
		for (let t of [
			f,
			p,
			c.node,
			l.node
		]) t.disabled = e;
		d.textContent = e ? "Loading…" : "";
	}, g = async (e, t) => {
		let r = [[e, c.node], [t, l.node]].filter(([e]) => e.trim() !== "" && Xx(e) === null);
		for (let e of [c.node, l.node]) e.removeAttribute("aria-invalid");
		for (let [, e] of r) e.setAttribute("aria-invalid", "true");
		if (u.hidden = !r.length, u.textContent = r.length ? `Peaks are positive numbers, at most ${R(zx)}.` : "", !r.length) {
			h(!0);
			try {
				await n(e.trim(), t.trim());
			} catch (e) {
				h(!1), u.hidden = !1, u.textContent = `Could not load the roofline with these peaks: ${e.message}`;
			}
		}
	};
	m.addEventListener("submit", (e) => {
		e.preventDefault(), g(c.node.value, l.node.value);
	}), p.addEventListener("click", () => g("", ""));
	let _ = [];
	r.flopRate && r.gbps || _.push(P("p", {
		class: "tbp-roofline-nopeaks",
		role: "status",
		text: r.source === "user" ? "Enter both the peak FLOP rate and the peak memory bandwidth to draw the roofline." : `This profile records no peak FLOP rate or memory bandwidth${e.source === "host" ? " (a CPU profile records none)" : ""}: enter your device's peaks below to draw the roofline.`
	})), _.push(a, m);
	let { element: v } = X({
		title: "Peaks",
		subtitle: s ? "Enter others to see the ops against them." : null
	}, ..._);
	return v.classList.add("tbp-roofline-peaks"), v;
}
function hS(e) {
	return e === "Total" ? "Total (whole profile)" : e === "Average" ? "Average step" : `Step ${e}`;
}
function gS(e, { data: t, state: n = {}, params: r = {}, api: i, setParams: a = () => {} }) {
	let o = { ...n }, s = (e) => {
		Object.assign(o, e), a(e);
	}, c = {
		step: o.step || "Total",
		includeIo: o.infeed !== "0",
		peakFlopRate: Zx(o).peak_flop_rate || "",
		peakMemoryBw: Zx(o).peak_memory_bw || "",
		selected: null
	}, l = t, u = null, d = null;
	async function f(e, t) {
		let n = {
			peak_flop_rate: e,
			peak_memory_bw: t
		}, a = i ? await i.data({
			...r,
			...Zx(n)
		}) : l;
		c.peakFlopRate = e, c.peakMemoryBw = t, s(n), l = a, h();
	}
	function p(e) {
		d && d.chart && d.chart.destroy(), d = pS(l, e, $x(l), c.selected), I(m).append(d.element);
	}
	let m = P("div", { class: "tbp-roofline-chart-slot" });
	function h() {
		d && d.chart && d.chart.destroy(), d = null, c.selected = null, I(e).append(P("h2", { text: "Roofline Model" }));
		let t = iS(l);
		t && e.append(P("p", {
			class: "tbp-roofline-source",
			text: t
		}));
		for (let t of l.diagnostics || []) e.append(P("p", {
			class: "tbp-diagnostic",
			role: "note",
			text: t
		}));
		let n = mS(l, c, f);
		if (!l.rows || !l.rows.length) {
			e.append(P("div", { class: "tbp-roofline-top" }, n), Ze("No XLA ops", "There are no XLA op events to chart.").element);
			return;
		}
		let r = (l.steps || []).length ? l.steps.map(String) : ["Total"];
		r.includes(c.step) || (c.step = "Total");
		let i = P("select", {
			id: "tbp-roofline-step",
			"aria-label": "Step"
		}, r.map((e) => P("option", {
			value: e,
			text: hS(e)
		})));
		i.value = c.step;
		let a = P("input", {
			type: "checkbox",
			id: "tbp-roofline-infeed",
			checked: c.includeIo
		}), h = X({
			title: "Roofline",
			subtitle: "Each op's FLOP rate against its operational intensity: ops under the sloped roof are limited by memory bandwidth, under the flat one by compute."
		}, P("div", {
			class: "tbp-roofline-controls",
			role: "group",
			"aria-label": "Rows to show"
		}, P("label", {}, "Step", i), P("label", {}, a, "Include infeed/outfeed")), m);
		h.element.classList.add("tbp-roofline-chart-card"), e.append(P("div", { class: "tbp-roofline-top" }, n, h.element));
		let g = eS(l, c.step, c.includeIo), _ = aS(l, g), v = new Map(_.rows.map((e, t) => [e, g[t]]));
		u = Gt({
			columns: _.columns,
			rows: _.rows,
			pageSize: Rx,
			filterPlaceholder: "Filter by op or category",
			csvFileName: `${Ie(o.run, o.host || "all_hosts", "roofline_model")}.csv`,
			caption: `Rows of the selected step (click one to find it on the chart; Columns shows the other ${_.columns.filter((e) => !Hx.has(e.id)).length})`,
			defaultHidden: _.columns.filter((e) => !Hx.has(e.id)).map((e) => e.id),
			...Mt(o, s)
		}), o.filter && u.setFilter(o.filter), o.page && u.setPage(Number(o.page) || 0), u.element.classList.add("tbp-roofline-table");
		let y = u.element.querySelector("tbody");
		y.addEventListener("click", (e) => {
			let t = e.target.closest("tr");
			if (!t || t.classList.contains("tbp-table-empty-row")) return;
			let n = [...y.children].indexOf(t), r = v.get(u.getVisibleRows()[u.getState().page * Rx + n]);
			c.selected = r === c.selected ? null : r;
			for (let e of y.children) e.classList.toggle("tbp-roofline-selected", e === t && c.selected !== null);
			p(g);
		}), e.append(u.element);
		let b = () => {
			g = eS(l, c.step, c.includeIo), _ = aS(l, g), v = new Map(_.rows.map((e, t) => [e, g[t]])), c.selected = null, u.setRows(_.rows), p(g);
		};
		i.addEventListener("change", () => {
			c.step = i.value, s({
				step: c.step === "Total" ? "" : c.step,
				page: ""
			}), b();
		}), a.addEventListener("change", () => {
			c.includeIo = a.checked, s({
				infeed: c.includeIo ? "" : "0",
				page: ""
			}), b();
		}), p(g);
	}
	h();
}
// src/tools/distributed.js
var _S = /* @__PURE__ */ s({
	allHosts: () => !0,
	breakdownSeries: () => xS,
	rankTable: () => CS,
	render: () => ES,
	stepChoices: () => yS,
	stepTimeSeries: () => SS
}), vS = "all";
function yS(e) {
	let t = /* @__PURE__ */ new Set(), n = bS(e.steps.columns);
	for (let r of e.steps.rows) r[n.step_num] !== null && t.add(r[n.step_num]);
	return [{
		value: vS,
		label: "All steps (mean)"
	}, ...[...t].sort((e, t) => e - t).map((e) => ({
		value: String(e),
		label: `Step ${e}`
	}))];
}
function bS(e) {
	return Object.fromEntries(e.map((e, t) => [e.id, t]));
}
function xS(e, t = vS) {
	let n = e.ranks.map((e) => e.rank), r;
	if (t === vS) r = (t) => e.ranks.map((e) => e.breakdown_us[t] ?? 0);
	else {
		let i = bS(e.steps.columns), a = new Map(e.steps.rows.filter((e) => String(e[i.step_num]) === t).map((e) => [e[i.rank], e]));
		r = (e) => n.map((t) => a.get(t)?.[i[`${e}_us`]] ?? 0);
	}
	return {
		labels: n,
		series: e.breakdown.map((e) => ({
			label: e.label,
			values: r(e.id)
		}))
	};
}
function SS(e) {
	let t = bS(e.steps.columns), n = [...new Set(e.steps.rows.map((e) => e[t.step_num]))], r = e.ranks.map((e) => e.rank), i = new Map(e.steps.rows.map((e) => [`${e[t.rank]}\u0000${e[t.step_num]}`, e[t.step_us]]));
	return {
		labels: n.map((e) => e === null ? "whole profile" : String(e)),
		series: r.map((e) => ({
			label: `Rank ${e}`,
			values: n.map((t) => i.get(`${e}\u0000${t}`) ?? null)
		}))
	};
}
function CS(e) {
	let t = [];
	for (let n of e.kernel_types) t.push(n.kernel_type);
	let n = (e) => R(e, 3), r = (e) => e == null ? "" : z(e, 2);
	return {
		columns: [
			{
				id: "rank",
				label: "Rank",
				type: "string"
			},
			{
				id: "span_us",
				label: "GPU span (µs)",
				type: "number",
				format: n,
				title: "First to last GPU activity HTA counts"
			},
			{
				id: "idle_us",
				label: "Idle (µs)",
				type: "number",
				format: n
			},
			{
				id: "compute_us",
				label: "Compute (µs)",
				type: "number",
				format: n
			},
			{
				id: "non_compute_us",
				label: "Non-compute (µs)",
				type: "number",
				format: n
			},
			{
				id: "idle_pct",
				label: "Idle",
				type: "number",
				format: r
			},
			{
				id: "compute_pct",
				label: "Compute",
				type: "number",
				format: r
			},
			{
				id: "non_compute_pct",
				label: "Non-compute",
				type: "number",
				format: r
			},
			{
				id: "comm_comp_overlap_pct",
				label: "Comm/comp overlap",
				type: "number",
				format: r,
				title: "Share of communication time during which computation runs too (HTA)"
			},
			{
				id: "avg_step_us",
				label: "Mean step (µs)",
				type: "number",
				format: n
			},
			...t.map((e, t) => ({
				id: `type_${t}`,
				label: `${e} (µs)`,
				type: "number",
				format: n
			}))
		],
		rows: e.ranks.map((e) => [
			e.rank,
			e.span_us,
			e.idle_us,
			e.compute_us,
			e.non_compute_us,
			e.idle_pct,
			e.compute_pct,
			e.non_compute_pct,
			e.comm_comp_overlap_pct,
			e.avg_step_us,
			...t.map((t) => e.kernel_types[t] ?? 0)
		])
	};
}
function wS(e) {
	e.type === "number" && e.id !== "step_num" && (e.format = e.id.endsWith("_us") ? (e) => R(e, 3) : (e) => R(e));
}
function TS(e, t, { caption: n, fileName: r, filterPlaceholder: i, pageSize: a = 50 }) {
	let o = Gt({
		...t,
		caption: n,
		pageSize: a,
		filterPlaceholder: i,
		csvFileName: `${r}.csv`
	});
	return e.append(o.element), o;
}
function ES(e, { data: t, state: n = {} }) {
	e.append(P("h2", { text: "Distributed" }));
	for (let n of t.diagnostics || []) e.append(P("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: n
	}));
	if (!t.ranks.length) {
		e.append(Ze("No ranks", "No host of this run has GPU activity.").element);
		return;
	}
	let r = (e) => Ie(n.run, n.host || "all_hosts", "distributed", e), i = t.ranks.find((e) => e.world_size !== null)?.world_size, a = vf({
		title: "Run",
		rows: [
			["Ranks in this run", R(t.ranks.length)],
			["World size", i ?? ""],
			["Backend", t.ranks.find((e) => e.backend)?.backend ?? ""],
			["GPU activities", R(t.ranks.reduce((e, t) => e + t.activities, 0))]
		]
	}), o = P("select", {
		class: "tbp-distributed-step",
		"aria-label": "Step"
	}, yS(t).map((e) => P("option", {
		value: e.value,
		text: e.label
	}))), s = hf({
		...xS(t),
		yLabel: "µs",
		format: (e) => je(e, 0),
		height: 300
	});
	o.addEventListener("change", () => s.update(xS(t, o.value)));
	let c = X({
		title: "Computation/communication per rank",
		subtitle: "GPU time of a step: computation only, both at once, communication only, the rest (torch-tb-profiler)"
	}, P("label", { class: "tbp-distributed-control" }, "Step ", o), s.element), l = hf({
		...SS(t),
		yLabel: "µs",
		format: (e) => je(e, 0),
		height: 300
	});
	l.chart && (l.chart.options.scales.x.stacked = !1, l.chart.options.scales.y.stacked = !1, l.chart.update("none"));
	let u = X({ title: "Step time per rank" }, l.element);
	e.append(P("div", { class: "tbp-distributed-top" }, a.element, c.element), P("div", { class: "tbp-chart-row" }, u.element));
	let d = P("section", { class: "tbp-distributed-section" }, P("h3", { text: "Per rank (HTA)" }));
	TS(d, CS(t), {
		caption: "Temporal and kernel-type breakdown per rank",
		fileName: r("ranks"),
		filterPlaceholder: "Filter by rank"
	});
	let f = P("section", { class: "tbp-distributed-section" }, P("h3", { text: "Kernel types, all ranks" }));
	TS(f, {
		columns: [
			{
				id: "kernel_type",
				label: "Kernel type",
				type: "string"
			},
			{
				id: "us",
				label: "Time (µs)",
				type: "number",
				format: (e) => R(e, 3)
			},
			{
				id: "pct",
				label: "Share",
				type: "number",
				format: (e) => z(e, 1)
			}
		],
		rows: t.kernel_types.map((e) => [
			e.kernel_type,
			e.us,
			e.pct
		])
	}, {
		caption: "GPU time by kernel type and their overlaps",
		fileName: r("kernel_types"),
		filterPlaceholder: "Filter"
	});
	let p = P("section", { class: "tbp-distributed-section" }, P("h3", { text: "Steps" }));
	TS(p, Nt(t.steps, wS), {
		caption: "Step breakdown per rank",
		fileName: r("steps"),
		filterPlaceholder: "Filter by rank"
	});
	let m = P("section", { class: "tbp-distributed-section" }, P("h3", { text: "Collectives" }));
	t.collectives.rows.length ? TS(m, Nt(t.collectives, wS), {
		caption: "Communication kernels by collective",
		fileName: r("collectives"),
		filterPlaceholder: "Filter by rank or collective"
	}) : m.append(P("p", {
		class: "tbp-distributed-none",
		text: "No communication kernels (NCCL) in this run."
	})), e.append(d, f, p, m);
}
// src/tools/index.js
var DS = {
	distributed: _S,
	graph_viewer: tb,
	hlo_stats: xx,
	roofline_model: Lx,
	memory_viewer: $b,
	op_profile: Sb,
	pod_viewer: uy,
	tf_data_bottleneck_analysis: dv,
	kernel_stats: K_,
	tensorflow_stats: ep,
	framework_op_stats: ep,
	trace_viewer: og,
	memory_profile: cg,
	overview_page: Yg,
	input_pipeline_analyzer: T_
}, OS = /* @__PURE__ */ new Set(["memory_viewer"]), kS = /* @__PURE__ */ new Set([
	"overview_page",
	"tensorflow_stats",
	"framework_op_stats",
	"kernel_stats",
	"hlo_stats",
	"op_profile",
	"input_pipeline_analyzer",
	"memory_profile",
	"memory_viewer",
	"trace_viewer"
]);
function AS(e) {
	return DS[e] || cv;
}
// src/app/early.js
function jS(e, t, n = null) {
	let { run: r, tool: i, host: a, module: o } = e;
	return {
		run: r,
		tag: i,
		host: a,
		module: o,
		...t.dataParams ? t.dataParams(e) : {},
		...n
	};
}
var MS = class {
	constructor() {
		this.entries = /* @__PURE__ */ new Map();
	}
	ask(e, t) {
		let n = {
			id: Je(),
			onBytes: null
		};
		n.promise = t(n.id, n), n.promise.catch(() => {}), this.entries.set(e, n);
	}
	take(e) {
		let t = this.entries.get(e);
		return t && this.entries.delete(e), t || null;
	}
	clear() {
		this.entries.clear();
	}
};
function NS(e, t) {
	let n = Object.entries(t).filter(([, e]) => e != null && e !== "");
	return JSON.stringify([e, n.map(([e, t]) => [e, String(t)])]);
}
var PS = {
	runTools: (e) => NS("run_tools", { run: e }),
	hosts: (e, t) => NS("hosts", {
		run: e,
		tag: t
	}),
	data: (e) => NS("data", e)
};
function FS(e, t, { viewFor: n, needsModule: r }) {
	e.clear();
	let { run: i, tool: a, host: o } = t;
	if (!i || (e.ask(PS.runTools(i), (e) => Te.runTools(i, e)), !a)) return;
	e.ask(PS.hosts(i, a), (e) => Te.hosts(i, a, e));
	let s = n(a);
	if (!o || t.base_run || s.fetchData === !1) return;
	let c = { ...t };
	if (r(a)) {
		if (!c.module) return;
	} else s.ownModule || delete c.module;
	let l = jS(c, s);
	e.ask(PS.data(l), (e, t) => Te.data({
		...l,
		progress: e
	}, { onProgress: (e) => t.onBytes && t.onBytes(e) }));
}
// src/app/app.js
var IS = "overview_page", LS = "", RS = "tbp.sidePanel";
function zS() {
	try {
		return window.localStorage.getItem(RS) === "folded";
	} catch {
		return !1;
	}
}
function BS(e) {
	try {
		e ? window.localStorage.setItem(RS, "folded") : window.localStorage.removeItem(RS);
	} catch {}
}
function VS(e, t) {
	let n = P("select", {
		name: t,
		id: `tbp-${t}`,
		"aria-label": e
	});
	return {
		wrap: P("label", {
			class: "tbp-field",
			for: `tbp-${t}`
		}, P("span", {
			class: "tbp-field-label",
			text: e
		}), n),
		select: n
	};
}
function HS(e) {
	let t = e.title === void 0 ? e.label : e.title;
	return P("option", {
		value: e.value,
		disabled: e.disabled || !1,
		title: t || void 0,
		text: e.label
	});
}
function US(e, t, n) {
	I(e);
	for (let n of t) e.append(n.group === void 0 ? HS(n) : P("optgroup", { label: n.group }, n.options.map(HS)));
	e.value = n;
}
var WS = class {
	constructor(e) {
		this.root = e, this.state = {}, this.runs = [], this.listing = {
			names: [],
			spans: /* @__PURE__ */ new Map()
		}, this.tools = [], this.broken = /* @__PURE__ */ new Map(), this.seq = 0, this.baseHostsCache = /* @__PURE__ */ new Map(), this.wanted = null, this.notes = [], this.early = new MS(), this.build();
	}
	build() {
		this.runSel = VS("Runs", "run"), this.spanSel = VS("Span", "span"), this.spanSel.wrap.classList.add("tbp-span-field"), this.spanSel.select.title = "The profiling cycle of this session to show (a run of its own: <dir>/<stamp>)", this.spanSel.wrap.hidden = !0, this.baseSel = VS("Compare with", "base_run"), this.baseSel.select.title = "A baseline run: the tables show its numbers, this run's, and the change", this.baseHostSel = VS("Baseline host", "base_host"), this.baseHostSel.wrap.hidden = !0, this.toolSel = VS("Tools", "tool"), this.hostSel = VS("Hosts", "host"), this.moduleSel = VS("Module", "module"), this.moduleSel.wrap.hidden = !0, this.toolNote = P("div", {
			class: "tbp-tool-note",
			role: "note"
		}), this.captureButton = P("button", {
			type: "button",
			class: "tbp-button tbp-primary",
			text: "Capture Profile",
			on: { click: () => ft({ onCaptured: (e) => this.afterCapture(e) }) }
		}), this.reloadButton = P("button", {
			type: "button",
			class: "tbp-button",
			text: "Reload",
			title: "Look for new runs and reload the data",
			on: { click: () => this.reload() }
		}), this.sideToggle = P("button", {
			type: "button",
			class: "tbp-side-toggle",
			"aria-controls": "tbp-side",
			on: { click: () => this.setSideFolded(!this.side.classList.contains("tbp-side-folded")) }
		}), this.side = P("aside", {
			class: "tbp-side",
			id: "tbp-side"
		}, P("div", { class: "tbp-side-head" }, P("h1", {
			class: "tbp-title",
			text: "Profile"
		}), this.sideToggle), this.runSel.wrap, this.spanSel.wrap, this.baseSel.wrap, this.baseHostSel.wrap, this.toolSel.wrap, this.toolNote, this.hostSel.wrap, this.moduleSel.wrap, P("div", { class: "tbp-actions" }, this.captureButton, this.reloadButton)), this.main = P("main", {
			class: "tbp-main",
			"aria-live": "polite"
		}), I(this.root).append(P("div", { class: "tbp-app" }, this.side, this.main)), this.setSideFolded(zS(), { save: !1 });
		let e = (e) => () => {
			this.dropNotes(), e();
		};
		this.runSel.select.addEventListener("change", e(() => this.selectRun(this.runSel.select.value))), this.spanSel.select.addEventListener("change", e(() => this.selectRun(this.spanSel.select.value))), this.baseSel.select.addEventListener("change", e(() => this.selectBase(this.baseSel.select.value))), this.baseHostSel.select.addEventListener("change", e(() => {
			this.state.base_host = this.baseHostSel.select.value, this.showView();
		})), this.toolSel.select.addEventListener("change", e(() => this.selectTool(this.toolSel.select.value))), this.hostSel.select.addEventListener("change", e(() => this.selectHost(this.hostSel.select.value))), this.moduleSel.select.addEventListener("change", e(() => {
			this.state.module = this.moduleSel.select.value, this.showView();
		}));
	}
	setSideFolded(e, { save: t = !0 } = {}) {
		this.side.classList.toggle("tbp-side-folded", e), this.sideToggle.setAttribute("aria-expanded", e ? "false" : "true"), this.sideToggle.textContent = e ? "»" : "«";
		let n = e ? "Show the side panel (runs, tools, hosts)" : "Hide the side panel: more room for the view";
		this.sideToggle.title = n, this.sideToggle.setAttribute("aria-label", n), t && BS(e);
	}
	async start() {
		GS() || window.addEventListener("hashchange", () => {
			let e = ke();
			De.some((t) => (e[t] || "") !== (this.state[t] || "")) && this.follow(e);
		}), await this.follow(ke());
	}
	async follow(e) {
		this.state = e, this.dropNotes(), this.wanted = Object.fromEntries([
			"run",
			"tool",
			"host",
			"module"
		].filter((t) => e[t]).map((t) => [t, e[t]]));
		let t = { ...this.state };
		for (let e of De) delete t[e];
		this.pendingParams = {
			tool: this.state.tool,
			params: t
		}, FS(this.early, e, {
			viewFor: AS,
			needsModule: (e) => OS.has(e)
		}), await this.loadRuns(this.state.run, this.state.tool);
	}
	async loadRuns(e, t) {
		let n = ++this.seq;
		this.busy("Loading runs");
		let r;
		try {
			r = await ye("runs", { details: 1 });
		} catch (n) {
			return this.fail(n, () => this.loadRuns(e, t));
		}
		if (n !== this.seq) return;
		if (this.listing = St(r), this.runs = this.listing.names, this.baseHostsCache.clear(), this.broken.clear(), !this.runs.length) {
			this.side.classList.add("tbp-empty"), I(this.main).append(gt()), US(this.runSel.select, [], ""), US(this.baseSel.select, [], ""), this.spanSel.wrap.hidden = !0;
			return;
		}
		this.side.classList.remove("tbp-empty");
		let i = this.runs.includes(e), a = i ? e : this.runs[0], o = this.state.base_run || "";
		o && !this.runs.includes(o) && (this.addNote(`Cannot compare with ${o}: there is no such run (any more); showing ${a} only.`, "tbp-compare-note"), delete this.state.base_run, delete this.state.base_host), await this.selectRun(a, t, { fallback: !i });
	}
	fillRunMenus(e) {
		US(this.runSel.select, Ct(this.listing, e, this.broken), e);
		let t = this.listing.spans.get(e);
		this.spanSel.wrap.hidden = !t, t && US(this.spanSel.select, t.map((e) => yt({
			value: e.name,
			label: xt(e),
			title: `Span ${e.span} of ${e.session}: run ${e.name}`
		}, e.name, this.broken)), e);
		let n = this.state.base_run;
		n && this.broken.has(n) && (this.addNote(`Cannot compare with ${n}: it cannot be read (${this.broken.get(n)}); showing ${e} only.`, "tbp-compare-note"), delete this.state.base_run, delete this.state.base_host), US(this.baseSel.select, Tt(this.listing, e, this.broken), this.state.base_run || "");
	}
	noteBroken(e, t) {
		return !(t instanceof fe) || t.status !== 422 || !this.runs.includes(e) ? !1 : (this.broken.set(e, t.message), this.fillRunMenus(this.state.run), !0);
	}
	checkRun(e) {
		this.checkWanted("run", e, (t) => `run ${t}, which is not in this logdir; showing ${e}.`);
	}
	addNote(e, t = "tbp-link-note") {
		this.notes.push({
			text: e,
			cls: t
		});
	}
	checkWanted(e, t, n) {
		if (!this.wanted || !(e in this.wanted)) return;
		let r = this.wanted[e];
		delete this.wanted[e], r !== t && this.addNote(`The link asked for ${n(r)}`);
	}
	dropNotes() {
		this.wanted = null, this.notes = [];
	}
	noteNodes() {
		return this.notes.map(({ text: e, cls: t }) => P("p", {
			class: `tbp-diagnostic ${t}`,
			role: "note",
			text: e
		}));
	}
	compareState() {
		return {
			base_run: this.state.base_run,
			base_host: this.state.base_host
		};
	}
	async selectBase(e) {
		this.state.base_run = e, delete this.state.base_host, this.dropNotes(), this.baseSel.select.value = e, await this.showView();
	}
	async baseHosts(e, t) {
		let n = `${e}\u0000${t}`;
		return this.baseHostsCache.has(n) || this.baseHostsCache.set(n, await Te.hosts(e, t)), this.baseHostsCache.get(n);
	}
	fillBaseHosts(e) {
		let t = e.length > 1;
		t && e.includes(this.state.base_host) || delete this.state.base_host, this.baseHostSel.wrap.hidden = !t, t && US(this.baseHostSel.select, [{
			value: LS,
			label: "Same as Hosts"
		}, ...e.map((e) => ({
			value: e,
			label: e
		}))], this.state.base_host || LS);
	}
	async selectRun(e, t = this.state.tool, { fallback: n = !1 } = {}) {
		let r = ++this.seq;
		this.state = {
			run: e,
			tool: t,
			host: this.state.host,
			module: this.state.module,
			...this.compareState()
		}, this.runs.includes(e) && this.fillRunMenus(e);
		let i;
		try {
			let t = this.early.take(PS.runTools(e));
			i = await this.showingProgress(`Loading the tools of ${e}`, (n) => t ? t.promise : Te.runTools(e, n), t?.id);
		} catch (i) {
			if (r !== this.seq) return;
			if (this.noteBroken(e, i) && n) {
				let r = this.runs.find((e) => !this.broken.has(e));
				if (r !== void 0) return this.addNote(`Run ${e} cannot be read (${i.message}); showing ${r}, the newest run that can.`, "tbp-broken-note"), this.selectRun(r, t, { fallback: n });
			}
			return this.checkRun(e), this.fail(i, () => this.selectRun(e, t, { fallback: n }));
		}
		if (r !== this.seq) return;
		this.checkRun(e), this.tools = i;
		let a = i.filter((e) => e.available).map((e) => e.name), o = a.includes(t) ? t : a.includes(IS) ? IS : a[0] || "";
		o && this.checkWanted("tool", o, (t) => {
			let n = i.find((e) => e.name === t);
			return `tool ${t}, ${n ? `which is not available for run ${e} (${n.reason || "no reason given"})` : "which this profiler does not have"}; showing ${o}.`;
		}), US(this.toolSel.select, i.map((e) => ({
			value: e.name,
			label: e.available ? e.name : `${e.name} (not available)`,
			disabled: !e.available,
			title: e.available ? "" : e.reason
		})), o);
		let s = i.filter((e) => !e.available);
		I(this.toolNote), s.length && this.toolNote.append(P("details", {}, P("summary", { text: `${s.length} tool${s.length > 1 ? "s" : ""} not available for this run` }), P("ul", {}, s.map((e) => P("li", {}, P("b", { text: e.name }), `: ${e.reason}`))))), o ? await this.selectTool(o) : (this.state.tool = "", Ae(this.state), I(this.main).append(...this.noteNodes(), P("div", { class: "tbp-message" }, P("h2", { text: "No tool can show this run" }), P("ul", {}, s.map((e) => P("li", {}, P("b", { text: e.name }), `: ${e.reason}`))))));
	}
	async selectTool(e) {
		let t = ++this.seq;
		this.state = {
			run: this.state.run,
			tool: e,
			host: this.state.host,
			module: this.state.module,
			...this.compareState()
		};
		let n;
		try {
			let t = this.early.take(PS.hosts(this.state.run, e));
			n = await this.showingProgress(`Loading the hosts of ${this.state.run}`, (n) => t ? t.promise : Te.hosts(this.state.run, e, n), t?.id);
		} catch (t) {
			return this.fail(t, () => this.selectTool(e));
		}
		if (t !== this.seq) return;
		let r = n.map((e) => ({
			value: e,
			label: e
		}));
		n.length > 1 && AS(e).allHosts && r.unshift({
			value: LS,
			label: "All hosts"
		});
		let i = r.map((e) => e.value), a = i.includes(this.state.host) ? this.state.host : i[0] ?? "";
		this.checkWanted("host", a, (t) => `host ${t}, which run ${this.state.run} does not have for ${e}; showing ${a === LS ? "all hosts" : a}.`), US(this.hostSel.select, r, a), await this.selectHost(a);
	}
	async selectHost(e) {
		let t = ++this.seq;
		this.state.host = e;
		let n = OS.has(this.state.tool);
		if (this.moduleSel.wrap.hidden = !n, n) {
			this.busy("Loading the XLA modules");
			let n;
			try {
				n = await Te.modules(this.state.run, e);
			} catch (t) {
				return this.fail(t, () => this.selectHost(e));
			}
			if (t !== this.seq) return;
			let r = n.includes(this.state.module) ? this.state.module : n[0] || "";
			this.checkWanted("module", r, (t) => `module ${t}, which is not in run ${this.state.run}${e ? ` (host ${e})` : ""}; showing ${r || "no module"}.`), US(this.moduleSel.select, n.map((e) => ({
				value: e,
				label: e
			})), r), this.state.module = r;
		} else AS(this.state.tool).ownModule || delete this.state.module;
		await this.showView();
	}
	setParams(e) {
		Object.assign(this.state, e), Ae(this.state);
	}
	async showView() {
		let e = ++this.seq;
		this.pendingParams && (this.pendingParams.tool === this.state.tool && Object.assign(this.state, this.pendingParams.params), this.pendingParams = null);
		let { run: t, tool: n, host: r, module: i, base_run: a } = this.state, o = AS(n), s = {
			run: t,
			tag: n,
			host: r,
			module: i
		}, c = !!a && kS.has(n), l = a && !c ? `${n} cannot be compared; showing ${t} only.` : null, u = null;
		if (c) {
			this.baseHostsCache.has(`${a}\u0000${n}`) || this.busy(`Loading the hosts of ${a}`);
			let t;
			try {
				t = await this.baseHosts(a, n);
			} catch (t) {
				if (e !== this.seq) return;
				if (this.noteBroken(a, t)) return this.showView();
				this.fail(t, () => this.showView());
				return;
			}
			if (e !== this.seq) return;
			this.fillBaseHosts(t), u = {
				base_run: a,
				base_host: this.state.base_host
			};
		} else this.baseHostSel.wrap.hidden = !0;
		Ae(this.state);
		let d = P("div", {
			class: "tbp-view",
			dataset: { tool: n }
		}), f = null, p = null, m = jS(this.state, o, u), h = o.fetchData === !1 ? null : this.early.take(PS.data(m));
		if (this.early.clear(), o.fetchData !== !1) {
			let i = `Loading ${`${n} for ${t}${r ? ` (${r})` : ""}${u ? ` compared with ${a}` : ""}`}`;
			try {
				f = await this.showingProgress(i, (e, t, n) => {
					let r = (e) => {
						n(), t.set(null, `${i}: ${Fe(e)}`);
					};
					return h ? (h.onBytes = r, h.promise) : Te.data({
						...m,
						progress: e
					}, { onProgress: r });
				}, h?.id);
			} catch (n) {
				if (e !== this.seq) return;
				u ? this.failComparison(n, t, a) : this.fail(n, () => this.showView());
				return;
			}
			u && ([p, f] = [f, f.data]);
		}
		if (e === this.seq) {
			I(this.main).append(...this.noteNodes(), ...l ? [P("p", {
				class: "tbp-diagnostic tbp-compare-note",
				role: "note",
				text: l
			})] : [], d), this.notes = [], this.wanted = null;
			try {
				o.render(d, {
					data: f,
					comparison: p,
					compareParams: u,
					state: { ...this.state },
					params: s,
					api: Te,
					tools: this.tools,
					setParams: (e) => this.setParams(e),
					selectTool: (e, t = null) => {
						if (this.dropNotes(), this.toolSel.select.value = e, t) {
							let n = { ...t };
							n.module && (this.state.module = n.module);
							for (let e of De) delete n[e];
							this.pendingParams = {
								tool: e,
								params: n
							};
						}
						return this.selectTool(e);
					}
				});
			} catch (e) {
				console.error(e), I(this.main).append(Xe(`The ${n} view could not draw this data: ${e.message}`).element);
			}
		}
	}
	busy(e) {
		let t = Ge(e);
		return I(this.main).append(P("div", { class: "tbp-loading" }, t.element)), t;
	}
	async showingProgress(e, t, n = Je()) {
		let r = this.busy(e), i = Ye({
			poll: () => Te.progress(n),
			show: ({ text: t, fraction: n }) => r.set(n, `${e}: ${t}`)
		});
		try {
			return await t(n, r, i);
		} finally {
			i();
		}
	}
	fail(e, t) {
		let n = e instanceof fe ? e.message : `Unexpected error: ${e.message}`;
		I(this.main).append(...this.noteNodes(), Xe(n, { retry: t }).element);
	}
	failComparison(e, t, n) {
		let r = Xe(`${t} compared with ${n}: ${e instanceof fe ? e.message : `Unexpected error: ${e.message}`}`, {
			retry: () => this.showView(),
			title: "The comparison failed"
		}).element;
		r.append(P("button", {
			type: "button",
			class: "tbp-button tbp-compare-drop",
			text: `Show ${t} only`,
			on: { click: () => this.selectBase("") }
		})), I(this.main).append(...this.noteNodes(), r);
	}
	async reload() {
		this.dropNotes(), await this.loadRuns(this.state.run, this.state.tool);
	}
	async afterCapture(e) {
		this.dropNotes(), this.state = {}, await this.loadRuns(e, IS);
	}
};
function GS() {
	return window.parent !== window;
}
function KS() {
	let e = new URL(
		/* @vite-ignore */
		"index.css",
		import.meta.url
	).href;
	[...document.querySelectorAll("link[rel=stylesheet]")].some((t) => t.href === e) || document.head.append(P("link", {
		rel: "stylesheet",
		href: e
	}));
}
async function qS() {
	KS(), document.body.classList.add("tbp-body");
	let e = new WS(document.body);
	return await e.start(), e;
}
// src/index.js
async function JS() {
	let e = null;
	return ce({ onChange: () => {
		e && e.main.querySelector(":scope > .tbp-view") && e.showView();
	} }), e = await qS(), e;
}
export { JS as render };
