// \0rolldown/runtime.js
var e = Object.defineProperty, t = (t, n) => {
	let r = {};
	for (var i in t) e(r, i, {
		get: t[i],
		enumerable: !0
	});
	return n || e(r, Symbol.toStringTag, { value: "Module" }), r;
};
// src/lib/dom.js
function n(e, t = {}, ...n) {
	let i = document.createElement(e);
	for (let [e, n] of Object.entries(t || {})) if (n != null && n !== !1) {
		if (e === "on") for (let [e, t] of Object.entries(n)) i.addEventListener(e, t);
		else e === "text" ? i.textContent = String(n) : e === "style" && typeof n == "object" ? Object.assign(i.style, n) : e === "dataset" ? Object.assign(i.dataset, n) : e in i && typeof n != "string" ? i[e] = n : i.setAttribute(e, n === !0 ? "" : String(n));
	}
	return r(i, n), i;
}
function r(e, t) {
	for (let n of t.flat(Infinity)) n != null && n !== !1 && e.append(n instanceof Node ? n : document.createTextNode(String(n)));
	return e;
}
function i(e) {
	return e.replaceChildren(), e;
}
// src/lib/api.js
var a = new URL(
	/* @vite-ignore */
	"../",
	import.meta.url
).href, o = class extends Error {
	constructor(e, t) {
		super(e), this.status = t;
	}
};
function s(e, t = {}) {
	let n = new URL(e, a);
	for (let [e, r] of Object.entries(t)) r != null && r !== "" && n.searchParams.set(e, r);
	return n.href;
}
async function c(e) {
	let t = `${e.status} ${e.statusText}`;
	try {
		let n = await e.json();
		n && typeof n.error == "string" && (t = n.error);
	} catch {}
	return new o(t, e.status);
}
async function l(e, t = {}, { onProgress: n, signal: r } = {}) {
	let i;
	try {
		i = await fetch(s(e, t), {
			signal: r,
			headers: { Accept: "application/json" }
		});
	} catch (e) {
		throw e.name === "AbortError" ? e : new o(`cannot reach the server (${e.message})`, 0);
	}
	if (!i.ok) throw await c(i);
	if (!n || !i.body) return i.json();
	let a = i.body.getReader(), l = [], u = 0;
	for (;;) {
		let { done: e, value: t } = await a.read();
		if (e) break;
		l.push(t), u += t.length, n(u);
	}
	let d = new Uint8Array(u), f = 0;
	for (let e of l) d.set(e, f), f += e.length;
	return JSON.parse(new TextDecoder().decode(d));
}
var u = [
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
function d(e) {
	let t = new URL("capture_profile", a);
	for (let n of u) t.searchParams.set(n, e[n] ?? "");
	return t.href;
}
async function f(e, { signal: t } = {}) {
	let n;
	try {
		n = await fetch(d(e), {
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
var p = {
	runs: () => l("runs"),
	runTools: (e) => l("run_tools", {
		run: e,
		details: 1
	}),
	hosts: (e, t) => l("hosts", {
		run: e,
		tag: t
	}),
	modules: (e, t) => l("module_list", {
		run: e,
		host: t
	}),
	data: (e, t) => l("data", e, t),
	dataUrl: (e) => s("data", e),
	csvUrl: (e) => s("data_csv", e),
	capture: (e, t) => f(e, t)
}, m = "p.profile.", h = [
	"run",
	"tool",
	"host",
	"module"
];
function g() {
	try {
		if (window.parent !== window && window.parent.location.href) return window.parent;
	} catch {}
	return null;
}
function _() {
	let e = g(), t = {};
	if (e) for (let [n, r] of new URL(e.location.href).searchParams) n.startsWith(m) && (t[n.slice(10)] = r);
	else for (let [e, n] of new URLSearchParams(window.location.hash.replace(/^#/, ""))) t[e] = n;
	return t;
}
function v(e) {
	let t = Object.entries(e).filter(([, e]) => e != null && e !== ""), n = g();
	if (n) {
		let e = new URL(n.location.href);
		for (let t of [...e.searchParams.keys()]) t.startsWith(m) && e.searchParams.delete(t);
		for (let [n, r] of t) e.searchParams.set(m + n, r);
		e.href !== n.location.href && n.history.replaceState(n.history.state, "", e.href);
	} else {
		let e = new URLSearchParams(t).toString(), n = new URL(window.location.href);
		n.hash = e, n.href !== window.location.href && window.history.replaceState(null, "", n.href);
	}
}
// src/lib/format.js
function y(e, t = 2) {
	return e == null || Number.isNaN(e) ? "" : typeof e == "number" ? Number.isInteger(e) ? e.toLocaleString("en-US") : e.toLocaleString("en-US", {
		maximumFractionDigits: t,
		minimumFractionDigits: 0
	}) : String(e);
}
function b(e, t = 1) {
	return e == null || Number.isNaN(e) ? "" : `${e.toFixed(t)}%`;
}
function x(e) {
	if (e == null || Number.isNaN(e)) return "";
	let t = Math.abs(e);
	return t >= 1e6 ? `${(e / 1e6).toFixed(3)} s` : t >= 1e3 ? `${(e / 1e3).toFixed(3)} ms` : t >= 1 ? `${e.toFixed(3)} µs` : `${(e * 1e3).toFixed(0)} ns`;
}
function S(e) {
	if (e == null || Number.isNaN(e)) return "";
	let t = [
		"B",
		"KiB",
		"MiB",
		"GiB",
		"TiB"
	], n = e, r = 0;
	for (; Math.abs(n) >= 1024 && r < t.length - 1;) n /= 1024, r += 1;
	return `${r ? n.toFixed(2) : n} ${t[r]}`;
}
function C(...e) {
	return e.filter(Boolean).join("_").replace(/[^\w.-]+/g, "_");
}
// src/components/progress.js
function w(e = "Loading…") {
	let t = n("div", { class: "tbp-progress-label" }, e), r = n("div", { class: "tbp-progress-bar" }), i = n("div", {
		class: "tbp-progress-track",
		role: "progressbar",
		"aria-valuemin": "0",
		"aria-valuemax": "100",
		"aria-label": e
	}, r), a = n("div", { class: "tbp-progress" }, t, i);
	function o(e, n) {
		if (n != null && (t.textContent = String(n), i.setAttribute("aria-label", String(n))), e == null || Number.isNaN(Number(e))) {
			a.classList.add("tbp-progress-indeterminate"), i.removeAttribute("aria-valuenow"), i.removeAttribute("aria-valuetext"), r.style.width = "";
			return;
		}
		let o = Math.round(Math.min(1, Math.max(0, Number(e))) * 100);
		a.classList.remove("tbp-progress-indeterminate"), i.setAttribute("aria-valuenow", String(o)), i.setAttribute("aria-valuetext", `${o}%`), r.style.width = `${o}%`;
	}
	function s() {
		o(1), a.classList.add("tbp-progress-done"), a.remove();
	}
	return o(null), {
		element: a,
		set: o,
		done: s
	};
}
// src/components/message.js
function T(e, { retry: t, title: r = "Error" } = {}) {
	let i = e instanceof Error ? e.message : String(e ?? "");
	return { element: n("div", {
		class: "tbp-message tbp-message-error",
		role: "alert"
	}, n("div", { class: "tbp-message-title" }, r), n("div", { class: "tbp-message-text" }, i), t ? n("button", {
		type: "button",
		class: "tbp-button tbp-message-retry",
		on: { click: () => t() }
	}, "Retry") : null) };
}
function E(e, ...t) {
	return { element: n("div", {
		class: "tbp-message tbp-message-empty",
		role: "status"
	}, n("div", { class: "tbp-message-title" }, e), t.length ? n("div", { class: "tbp-message-text" }, t) : null) };
}
// src/app/capture.js
var D = [
	[1, "critical"],
	[2, "info"],
	[3, "verbose"]
], ee = [[0, "off"], [1, "on"]], O = [[0, "off"], [1, "on"]], k = {
	duration: 2e3,
	delay: 0,
	num_retry: 3,
	host_tracer_level: 2,
	device_tracer_level: 1,
	python_tracer_level: 0
}, te = /^\d+$/;
function A(e) {
	let t = {}, n = !!e.tpu, r = String(e.service_addr ?? "").split(",").map((e) => e.trim());
	r.join("") ? r.some((e) => !e) ? t.service_addr = `Entry ${r.findIndex((e) => !e) + 1} of the list is empty: remove the extra comma.` : n && r.length > 1 && (t.service_addr = "Enter one TPU name; list its workers below.") : t.service_addr = n ? "Enter the name of the TPU to profile." : "Enter the address of a profiler server, e.g. localhost:6000 (several: separate with commas).";
	let i = (n, r, i) => {
		let a = String(e[n] ?? "").trim();
		return (!te.test(a) || Number(a) < r) && (t[n] = `${i} must be a whole number${r ? ` of at least ${r}` : ""}.`), a;
	}, a = i("duration", 1, "The duration (ms)"), o = i("delay", 0, "The delay (ms)"), s = i("num_retry", 0, "The number of retries");
	return {
		params: {
			service_addr: r.join(","),
			is_tpu_name: n ? "true" : "false",
			duration: a.replace(/^0+(?=\d)/, ""),
			num_retry: s.replace(/^0+(?=\d)/, ""),
			worker_list: n ? String(e.worker_list ?? "").split(",").map((e) => e.trim()).filter(Boolean).join(",") : "",
			host_tracer_level: String(e.host_tracer_level ?? k.host_tracer_level),
			device_tracer_level: String(e.device_tracer_level ?? k.device_tracer_level),
			python_tracer_level: String(e.python_tracer_level ?? k.python_tracer_level),
			delay: o.replace(/^0+(?=\d)/, "")
		},
		errors: t
	};
}
function j(e) {
	return e == null ? "" : String(e);
}
function M(e, t = "") {
	if (!Array.isArray(e) || !e.length) return null;
	let r = e.map((e) => {
		let n = !!(e && e.ok === !0), r = j(e && (n ? e.file : e.error));
		return {
			h: e || {},
			ok: n,
			detail: !n && r && t.includes(r) ? "" : r
		};
	}), i = r.some((e) => e.detail);
	return n("table", { class: i ? "tbp-capture-hosts" : "tbp-capture-hosts tbp-capture-hosts-compact" }, n("thead", {}, n("tr", {}, [
		"Host",
		"Result",
		"Attempts",
		i ? "Details" : null
	].filter(Boolean).map((e) => n("th", {
		scope: "col",
		text: e
	})))), n("tbody", {}, r.map(({ h: e, ok: t, detail: r }) => n("tr", { class: t ? "tbp-capture-host-ok" : "tbp-capture-host-failed" }, n("td", {
		class: "tbp-capture-host",
		title: j(e.host) || void 0,
		text: j(e.address || e.host)
	}), n("td", {
		class: "tbp-capture-result",
		text: t ? "✓ captured" : "✗ failed"
	}), n("td", {
		class: "tbp-num",
		text: j(e.attempts)
	}), i ? n("td", {
		class: t ? "tbp-capture-file" : "tbp-capture-error",
		text: r
	}) : null))));
}
function N({ ok: e, body: t }) {
	let r = Array.isArray(t.hosts) ? t.hosts : [];
	if (e) {
		let e = r.filter((e) => !(e && e.ok === !0)).length;
		return n("div", { class: "tbp-capture-outcome" }, n("p", {
			class: e ? "tbp-capture-summary tbp-warning" : "tbp-capture-summary tbp-ok",
			text: j(t.result) || "Capture done."
		}), e ? n("p", {
			class: "tbp-help",
			text: `${e} of ${r.length} hosts failed; the run holds the others.`
		}) : null, M(r, j(t.result)));
	}
	return n("div", { class: "tbp-capture-outcome" }, n("p", {
		class: "tbp-capture-summary tbp-error",
		role: "alert",
		text: `Capture failed: ${j(t.error)}`
	}), M(r, j(t.error)));
}
function ne(e) {
	return e >= 1e4 ? `${Math.round(e / 1e3)} s` : e >= 1e3 ? `${(e / 1e3).toFixed(1)} s` : `${e} ms`;
}
function re(e) {
	if (e.is_tpu_name === "true") return `TPU ${e.service_addr}`;
	let t = e.service_addr.split(",").length;
	return t > 1 ? `${t} hosts` : e.service_addr;
}
function ie(e, { tickMs: t = 100 } = {}) {
	let n = Number(e.delay) || 0, r = Number(e.duration) || 0, i = n + r, a = re(e), o = w(), s = Date.now(), c = "", l = () => {
		let e = Date.now() - s, t = e >= i ? "collect" : e < n ? "delay" : "profile", l = t === c ? void 0 : t === "delay" ? `Waiting ${ne(n)} before profiling ${a}…` : t === "profile" ? `Profiling ${a} for ${ne(r)}…` : `Collecting the profile from ${a}…`;
		c = t, t === "collect" ? (o.set(null, l), clearInterval(u)) : o.set(e / i, l);
	}, u = setInterval(l, t);
	return l(), {
		element: o.element,
		stop: () => clearInterval(u)
	};
}
function ae(e, t, { help: r, className: i } = {}) {
	let a = n("span", {
		class: "tbp-field-error",
		id: `tbp-capture-${t.name}-error`,
		hidden: !0
	});
	return {
		wrap: n("label", { class: `tbp-field${i ? ` ${i}` : ""}` }, typeof e == "string" ? n("span", {
			class: "tbp-field-label",
			text: e
		}) : e, t, r ? n("span", {
			class: "tbp-help",
			text: r
		}) : null, a),
		input: t,
		error: a
	};
}
function oe(e, t, r) {
	return n("select", { name: e }, t.map(([e, t]) => n("option", {
		value: String(e),
		text: `${t} (${e})`,
		selected: e === r
	})));
}
function se(e, t, r) {
	return n("input", {
		name: e,
		type: "number",
		min: String(t),
		step: "1",
		value: String(r),
		inputmode: "numeric"
	});
}
function ce({ onCaptured: e } = {}) {
	let t = n("input", {
		name: "service_addr",
		type: "text",
		autocomplete: "off",
		spellcheck: "false",
		placeholder: "HOSTNAME:6000, HOST2:6000"
	}), r = n("input", {
		type: "radio",
		name: "address_type",
		value: "ip",
		checked: !0
	}), a = n("input", {
		type: "radio",
		name: "address_type",
		value: "tpu"
	}), o = n("span", {
		class: "tbp-field-label",
		text: "Profile Service URL(s)"
	}), s = {
		service_addr: ae(o, t, { help: "The program serves its profiler, e.g. tf.profiler.experimental.server.start(6000) or jax.profiler.start_server(6000). Separate several workers with commas." }),
		worker_list: ae("TPU worker IPs to profile", n("input", {
			name: "worker_list",
			type: "text",
			autocomplete: "off",
			placeholder: "optional: 10.0.0.2, 10.0.0.3"
		}), { help: "Empty: all workers of the TPU." }),
		duration: ae("Profiling duration (ms)", se("duration", 1, k.duration)),
		delay: ae("Delay before start (ms)", se("delay", 0, k.delay)),
		num_retry: ae("Retries", se("num_retry", 0, k.num_retry), { help: "Extra attempts per host that fails or returns no trace events." }),
		host_tracer_level: ae("Host trace level", oe("host_tracer_level", D, k.host_tracer_level)),
		device_tracer_level: ae("Device trace level", oe("device_tracer_level", ee, k.device_tracer_level)),
		python_tracer_level: ae("Python trace level", oe("python_tracer_level", O, k.python_tracer_level))
	};
	s.worker_list.wrap.hidden = !0;
	let c = () => {
		let e = a.checked;
		o.textContent = e ? "TPU name" : "Profile Service URL(s)", t.placeholder = e ? "my-tpu-name" : "HOSTNAME:6000, HOST2:6000", s.worker_list.wrap.hidden = !e, l({});
	};
	r.addEventListener("change", c), a.addEventListener("change", c);
	function l(e) {
		for (let [t, n] of Object.entries(s)) {
			let r = e[t];
			n.error.textContent = r || "", n.error.hidden = !r, r ? (n.input.setAttribute("aria-invalid", "true"), n.input.setAttribute("aria-describedby", n.error.id)) : (n.input.removeAttribute("aria-invalid"), n.input.removeAttribute("aria-describedby"));
		}
	}
	for (let e of Object.values(s)) e.input.addEventListener("input", () => {
		e.error.hidden = !0, e.input.removeAttribute("aria-invalid");
	});
	let u = n("fieldset", { class: "tbp-capture-fields" }, n("fieldset", { class: "tbp-radio-row" }, n("legend", { text: "Address type" }), n("label", {}, r, " IP address"), n("label", {}, a, " TPU name")), s.service_addr.wrap, s.worker_list.wrap, n("div", { class: "tbp-capture-grid" }, s.duration.wrap, s.delay.wrap, s.num_retry.wrap), n("div", { class: "tbp-capture-grid" }, s.host_tracer_level.wrap, s.device_tracer_level.wrap, s.python_tracer_level.wrap)), d = n("div", { class: "tbp-capture-progress" }), p = n("div", {
		class: "tbp-capture-status",
		role: "status"
	}), m = n("button", {
		type: "submit",
		class: "tbp-button tbp-primary",
		text: "Capture"
	}), h = n("button", {
		type: "button",
		class: "tbp-button",
		text: "Close"
	}), g = n("form", {
		class: "tbp-capture-form",
		novalidate: !0
	}, n("h2", { text: "Capture Profile" }), u, d, p, n("div", { class: "tbp-actions" }, m, h)), _ = n("dialog", {
		class: "tbp-dialog tbp-capture-dialog",
		"aria-label": "Capture Profile"
	}, g);
	document.body.append(_);
	let v = null, y = () => {
		v && (v.bar.stop(), v = null, i(d), u.disabled = !1, m.disabled = !1, h.textContent = "Close");
	}, b = () => {
		v && v.controller.abort(), y(), _.open && _.close(), _.remove();
	};
	return h.addEventListener("click", b), _.addEventListener("close", b), g.addEventListener("submit", async (r) => {
		if (r.preventDefault(), v) return;
		let { params: o, errors: c } = A({
			tpu: a.checked,
			...Object.fromEntries(Object.entries(s).map(([e, t]) => [e, t.input.value]))
		});
		l(c);
		let g = Object.keys(c);
		if (g.length) {
			s[g[0]].input.focus();
			return;
		}
		let _ = new AbortController(), b = ie(o);
		v = {
			controller: _,
			bar: b
		}, u.disabled = !0, m.disabled = !0, h.textContent = "Cancel", i(p), d.append(b.element, n("p", {
			class: "tbp-help",
			text: "Cancel stops waiting here; a capture already under way still finishes on the server."
		}));
		let x;
		try {
			x = await f(o, { signal: _.signal });
		} catch (e) {
			if (e.name === "AbortError") return;
			x = {
				ok: !1,
				status: 0,
				body: { error: String(e.message || e) }
			};
		}
		v?.controller === _ && (y(), p.append(N(x)), x.ok ? (h.focus(), e && e(typeof x.body.run == "string" ? x.body.run : null)) : t.focus());
	}), _.showModal(), t.focus(), _;
}
// src/app/empty.js
var le = "import tensorflow as tf\n\ntf.profiler.experimental.start(\"LOGDIR\")\nfor step in range(10):\n    with tf.profiler.experimental.Trace(\"train\", step_num=step, _r=1):\n        train_step()\ntf.profiler.experimental.stop()\n\n# or with Keras:\ntf.keras.callbacks.TensorBoard(log_dir=\"LOGDIR\", profile_batch=(10, 15))", ue = "import jax\n\nwith jax.profiler.trace(\"LOGDIR\"):\n    for step in range(10):\n        with jax.profiler.StepTraceAnnotation(\"train\", step_num=step):\n            state = train_step(state, batch)", P = "# in the training script\ntf.profiler.experimental.server.start(6000)   # TensorFlow\njax.profiler.start_server(6000)               # JAX";
function de() {
	return n("div", { class: "tbp-empty-page" }, n("h2", { text: "No profile data was found" }), n("p", {}, "The Profile tab reads ", n("code", { text: "LOGDIR/plugins/profile/<run>/<host>.xplane.pb" }), " (also inside TensorBoard runs: ", n("code", { text: "LOGDIR/<run>/plugins/profile/…" }), "). New runs appear when you press Reload."), n("h3", { text: "Profile with TensorFlow" }), n("pre", { text: le }), n("h3", { text: "Profile with JAX" }), n("pre", { text: ue }), n("h3", { text: "Or capture a running program" }), n("p", { text: "Start a profiler server in the program, then press Capture Profile and enter HOSTNAME:6000." }), n("pre", { text: P }));
}
// src/lib/csv.js
var fe = /^[=+\-@\t\r]/, pe = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/, me = /[",\r\n]/;
function he(e) {
	if (e == null) return "";
	if (typeof e == "number") return Number.isNaN(e) ? "" : String(e);
	let t = String(e);
	return fe.test(t) && !pe.test(t) && (t = `'${t}`), me.test(t) ? `"${t.replace(/"/g, "\"\"")}"` : t;
}
function F(e, t) {
	let n = [e.map(he).join(",")];
	for (let e of t) n.push(e.map(he).join(","));
	return `${n.join("\r\n")}\r\n`;
}
// src/components/download.js
function ge(e, t, n = "text/csv;charset=utf-8") {
	let r = new Blob([e], { type: n }), i = URL.createObjectURL(r), a = document.createElement("a");
	a.href = i, a.download = t, a.className = "tbp-download-link", a.hidden = !0, document.body.append(a);
	try {
		a.click();
	} finally {
		a.remove(), setTimeout(() => URL.revokeObjectURL(i), 1e3);
	}
	return r;
}
// src/components/table.js
var _e = /\d+/g, ve = (e) => e.padStart(12, "0");
function ye(e) {
	return Te(e).toLowerCase().replace(_e, ve);
}
var be = "\0", xe = "No data", Se = "No rows match the filter";
function Ce({ columns: e, rows: t = [], pageSize: r = 50, filterPlaceholder: a = "Filter", csvFileName: o = "table.csv", initialSort: s = null, caption: c, onStateChange: l } = {}) {
	let u = e.map((e) => ({
		...e,
		numeric: e.type === "number"
	})), d = u.flatMap((e, t) => e.numeric ? [] : [t]), f = Number.isFinite(r) && r >= 1 ? Math.floor(r) : Infinity, p = [], m = null, h = "", g = 0, _ = null, v = /* @__PURE__ */ new Map(), b = null, x = [], S = n("input", {
		type: "search",
		class: "tbp-input tbp-table-filter",
		placeholder: a,
		"aria-label": a,
		on: { input: () => {
			ie(S.value), P();
		} }
	});
	d.length || (S.hidden = !0);
	let C = n("button", {
		type: "button",
		class: "tbp-button tbp-table-export",
		on: { click: () => le() }
	}, "Export as CSV"), w = u.map((e, t) => {
		let r = n("span", {
			class: "tbp-sort-indicator",
			"aria-hidden": "true"
		});
		return {
			th: n("th", {
				scope: "col",
				class: e.numeric ? "tbp-th tbp-num" : "tbp-th",
				title: e.title,
				"aria-sort": "none",
				dataset: { column: e.id },
				on: { click: () => {
					ne(t), P();
				} }
			}, n("button", {
				type: "button",
				class: "tbp-th-button"
			}, e.label, r)),
			indicator: r
		};
	}), T = n("tbody"), E = n("span", {
		class: "tbp-table-range",
		"aria-live": "polite"
	}), D = n("button", {
		type: "button",
		class: "tbp-button tbp-table-prev",
		"aria-label": "Previous page",
		on: { click: () => {
			ae(g - 1), P();
		} }
	}, "Prev"), ee = n("button", {
		type: "button",
		class: "tbp-button tbp-table-next",
		"aria-label": "Next page",
		on: { click: () => {
			ae(g + 1), P();
		} }
	}, "Next"), O = n("div", { class: "tbp-table" }, n("div", { class: "tbp-table-toolbar" }, S, n("span", { class: "tbp-spacer" }), C), n("div", { class: "tbp-table-scroll" }, n("table", { class: "tbp-table-grid" }, c ? n("caption", { class: "tbp-table-caption" }, c) : null, n("thead", {}, n("tr", {}, w.map((e) => e.th))), T)), n("div", { class: "tbp-table-pager" }, E, D, ee));
	function k() {
		let e = p.length, t = m ? `${m.index}:${m.desc}` : "none";
		if (_ && _.key === t) return _.order;
		let n = Array(e);
		for (let t = 0; t < e; t += 1) n[t] = t;
		if (m) {
			let { index: e, desc: t } = m, r = t ? -1 : 1;
			if (u[e].numeric) {
				let t = te(e);
				n.sort((e, n) => {
					let i = t[e], a = t[n];
					return i !== i || a !== a ? i !== i && a !== a ? e - n : i === i ? -1 : 1 : (i < a ? -r : i > a ? r : 0) || e - n;
				});
			} else {
				let t = te(e);
				n.sort((e, n) => {
					let i = t[e], a = t[n];
					return (i < a ? -r : i > a ? r : 0) || e - n;
				});
			}
		}
		return _ = {
			key: t,
			order: n
		}, n;
	}
	function te(e) {
		let t = v.get(e);
		if (!t) {
			let n = p.length;
			if (u[e].numeric) {
				t = new Float64Array(n);
				for (let r = 0; r < n; r += 1) t[r] = we(p[r][e]);
			} else {
				t = Array(n);
				for (let r = 0; r < n; r += 1) t[r] = ye(p[r][e]);
			}
			v.set(e, t);
		}
		return t;
	}
	function A() {
		let e = k();
		if (!h) x = e;
		else {
			if (!b) {
				b = Array(p.length);
				for (let e = 0; e < p.length; e += 1) {
					let t = p[e];
					b[e] = d.map((e) => Te(t[e])).join(be).toLowerCase();
				}
			}
			x = e.filter((e) => b[e].includes(h));
		}
	}
	function j() {
		return f === Infinity ? 1 : Math.max(1, Math.ceil(x.length / f));
	}
	function M() {
		let e = x.length;
		g = Math.min(Math.max(0, g), j() - 1);
		let t = f === Infinity ? 0 : g * f, r = Math.min(e, t + f);
		w.forEach(({ th: e, indicator: t }, n) => {
			let r = m && m.index === n;
			e.setAttribute("aria-sort", r ? m.desc ? "descending" : "ascending" : "none"), e.classList.toggle("tbp-sorted", !!r), t.textContent = r ? m.desc ? " ▼" : " ▲" : "";
		});
		let a = document.createDocumentFragment();
		for (let e = t; e < r; e += 1) a.append(N(p[x[e]]));
		e || a.append(n("tr", { class: "tbp-table-empty-row" }, n("td", {
			class: "tbp-table-empty",
			colspan: String(Math.max(1, u.length))
		}, n("span", { class: "tbp-table-empty-text" }, p.length ? Se : xe)))), i(T).append(a);
		let o = e ? `Rows ${y(t + 1)}–${y(r)} of ${y(e)}` : "Rows 0 of 0";
		h && (o += ` (filtered from ${y(p.length)})`), E.textContent = o, D.disabled = g === 0, ee.disabled = g >= j() - 1, C.disabled = e === 0;
	}
	function N(e) {
		let t = document.createElement("tr");
		for (let n = 0; n < u.length; n += 1) {
			let r = u[n], i = e[n], a = document.createElement("td"), o;
			o = r.format ? r.format(i, e) : r.numeric && typeof i == "number" ? y(i) : Te(i), a.textContent = o ?? "", r.numeric ? a.className = "tbp-num" : a.textContent.length > 40 && (a.title = a.textContent), t.append(a);
		}
		return t;
	}
	function ne(e) {
		m = m && m.index === e ? {
			index: e,
			desc: !m.desc
		} : {
			index: e,
			desc: u[e].numeric
		}, g = 0, A(), M();
	}
	function re(e, t) {
		if (e == null) m = null;
		else {
			let n = u.findIndex((t) => t.id === e);
			if (n < 0) throw Error(`dataTable: no column ${JSON.stringify(e)}`);
			m = {
				index: n,
				desc: t ? t === "desc" : u[n].numeric
			};
		}
		g = 0, A(), M();
	}
	function ie(e) {
		let t = String(e ?? "").trim().toLowerCase();
		S.value !== String(e ?? "") && (S.value = String(e ?? "")), t !== h && (h = t, g = 0, A(), M());
	}
	function ae(e) {
		g = Math.floor(Number(e) || 0), M();
	}
	function oe(e) {
		p = Array.isArray(e) ? e : Array.from(e || []), _ = null, v = /* @__PURE__ */ new Map(), b = null, g = 0, A(), M();
	}
	function se() {
		return x.map((e) => p[e]);
	}
	function ce() {
		return F(u.map((e) => e.label), se());
	}
	function le() {
		return ge(`\ufeff${ce()}`, o);
	}
	function ue() {
		return {
			sort: m ? {
				id: u[m.index].id,
				direction: m.desc ? "desc" : "asc"
			} : null,
			filter: S.value,
			page: g
		};
	}
	function P() {
		l && l(ue());
	}
	if (s != null) {
		let e = typeof s == "string" ? { id: s } : s, t = u.findIndex((t) => t.id === e.id);
		t >= 0 && (m = {
			index: t,
			desc: e.direction ? e.direction === "desc" : u[t].numeric
		});
	}
	return oe(t), {
		element: O,
		setRows: oe,
		getVisibleRows: se,
		csvText: ce,
		exportCsv: le,
		sortBy: re,
		setFilter: ie,
		setPage: ae,
		getState: ue,
		pageCount: j
	};
}
function we(e) {
	return typeof e == "number" ? e : e == null || e === "" ? NaN : Number(e);
}
function Te(e) {
	return e == null ? "" : String(e);
}
function Ee(e, t) {
	let [n, r] = (e.sort || "").split(":");
	return {
		initialSort: n ? {
			id: n,
			direction: r === "asc" ? "asc" : "desc"
		} : null,
		onStateChange: ({ sort: e, filter: n, page: r }) => t({
			sort: e ? `${e.id}:${e.direction}` : "",
			filter: n,
			page: r ? String(r) : ""
		})
	};
}
// node_modules/@kurkle/color/dist/color.esm.js
function De(e) {
	return e + .5 | 0;
}
var Oe = (e, t, n) => Math.max(Math.min(e, n), t);
function ke(e) {
	return Oe(De(e * 2.55), 0, 255);
}
function Ae(e) {
	return Oe(De(e * 255), 0, 255);
}
function je(e) {
	return Oe(De(e / 2.55) / 100, 0, 1);
}
function Me(e) {
	return Oe(De(e * 100), 0, 100);
}
var Ne = {
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
}, Pe = [..."0123456789ABCDEF"], Fe = (e) => Pe[e & 15], Ie = (e) => Pe[(e & 240) >> 4] + Pe[e & 15], Le = (e) => (e & 240) >> 4 == (e & 15), Re = (e) => Le(e.r) && Le(e.g) && Le(e.b) && Le(e.a);
function ze(e) {
	var t = e.length, n;
	return e[0] === "#" && (t === 4 || t === 5 ? n = {
		r: 255 & Ne[e[1]] * 17,
		g: 255 & Ne[e[2]] * 17,
		b: 255 & Ne[e[3]] * 17,
		a: t === 5 ? Ne[e[4]] * 17 : 255
	} : (t === 7 || t === 9) && (n = {
		r: Ne[e[1]] << 4 | Ne[e[2]],
		g: Ne[e[3]] << 4 | Ne[e[4]],
		b: Ne[e[5]] << 4 | Ne[e[6]],
		a: t === 9 ? Ne[e[7]] << 4 | Ne[e[8]] : 255
	})), n;
}
var Be = (e, t) => e < 255 ? t(e) : "";
function Ve(e) {
	var t = Re(e) ? Fe : Ie;
	return e ? "#" + t(e.r) + t(e.g) + t(e.b) + Be(e.a, t) : void 0;
}
var He = /^(hsla?|hwb|hsv)\(\s*([-+.e\d]+)(?:deg)?[\s,]+([-+.e\d]+)%[\s,]+([-+.e\d]+)%(?:[\s,]+([-+.e\d]+)(%)?)?\s*\)$/;
function Ue(e, t, n) {
	let r = t * Math.min(n, 1 - n), i = (t, i = (t + e / 30) % 12) => n - r * Math.max(Math.min(i - 3, 9 - i, 1), -1);
	return [
		i(0),
		i(8),
		i(4)
	];
}
function We(e, t, n) {
	let r = (r, i = (r + e / 60) % 6) => n - n * t * Math.max(Math.min(i, 4 - i, 1), 0);
	return [
		r(5),
		r(3),
		r(1)
	];
}
function Ge(e, t, n) {
	let r = Ue(e, 1, .5), i;
	for (t + n > 1 && (i = 1 / (t + n), t *= i, n *= i), i = 0; i < 3; i++) r[i] *= 1 - t - n, r[i] += t;
	return r;
}
function Ke(e, t, n, r, i) {
	return e === i ? (t - n) / r + (t < n ? 6 : 0) : t === i ? (n - e) / r + 2 : (e - t) / r + 4;
}
function qe(e) {
	let t = e.r / 255, n = e.g / 255, r = e.b / 255, i = Math.max(t, n, r), a = Math.min(t, n, r), o = (i + a) / 2, s, c, l;
	return i !== a && (l = i - a, c = o > .5 ? l / (2 - i - a) : l / (i + a), s = Ke(t, n, r, l, i), s = s * 60 + .5), [
		s | 0,
		c || 0,
		o
	];
}
function Je(e, t, n, r) {
	return (Array.isArray(t) ? e(t[0], t[1], t[2]) : e(t, n, r)).map(Ae);
}
function Ye(e, t, n) {
	return Je(Ue, e, t, n);
}
function Xe(e, t, n) {
	return Je(Ge, e, t, n);
}
function Ze(e, t, n) {
	return Je(We, e, t, n);
}
function Qe(e) {
	return (e % 360 + 360) % 360;
}
function $e(e) {
	let t = He.exec(e), n = 255, r;
	if (!t) return;
	t[5] !== r && (n = t[6] ? ke(+t[5]) : Ae(+t[5]));
	let i = Qe(+t[2]), a = t[3] / 100, o = t[4] / 100;
	return r = t[1] === "hwb" ? Xe(i, a, o) : t[1] === "hsv" ? Ze(i, a, o) : Ye(i, a, o), {
		r: r[0],
		g: r[1],
		b: r[2],
		a: n
	};
}
function et(e, t) {
	var n = qe(e);
	n[0] = Qe(n[0] + t), n = Ye(n), e.r = n[0], e.g = n[1], e.b = n[2];
}
function tt(e) {
	if (!e) return;
	let t = qe(e), n = t[0], r = Me(t[1]), i = Me(t[2]);
	return e.a < 255 ? `hsla(${n}, ${r}%, ${i}%, ${je(e.a)})` : `hsl(${n}, ${r}%, ${i}%)`;
}
var nt = {
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
}, rt = {
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
function it() {
	let e = {}, t = Object.keys(rt), n = Object.keys(nt), r, i, a, o, s;
	for (r = 0; r < t.length; r++) {
		for (o = s = t[r], i = 0; i < n.length; i++) a = n[i], s = s.replace(a, nt[a]);
		a = parseInt(rt[o], 16), e[s] = [
			a >> 16 & 255,
			a >> 8 & 255,
			a & 255
		];
	}
	return e;
}
var at;
function ot(e) {
	at || (at = it(), at.transparent = [
		0,
		0,
		0,
		0
	]);
	let t = at[e.toLowerCase()];
	return t && {
		r: t[0],
		g: t[1],
		b: t[2],
		a: t.length === 4 ? t[3] : 255
	};
}
var st = /^rgba?\(\s*([-+.\d]+)(%)?[\s,]+([-+.e\d]+)(%)?[\s,]+([-+.e\d]+)(%)?(?:[\s,/]+([-+.e\d]+)(%)?)?\s*\)$/;
function ct(e) {
	let t = st.exec(e), n = 255, r, i, a;
	if (t) {
		if (t[7] !== r) {
			let e = +t[7];
			n = t[8] ? ke(e) : Oe(e * 255, 0, 255);
		}
		return r = +t[1], i = +t[3], a = +t[5], r = 255 & (t[2] ? ke(r) : Oe(r, 0, 255)), i = 255 & (t[4] ? ke(i) : Oe(i, 0, 255)), a = 255 & (t[6] ? ke(a) : Oe(a, 0, 255)), {
			r,
			g: i,
			b: a,
			a: n
		};
	}
}
function lt(e) {
	return e && (e.a < 255 ? `rgba(${e.r}, ${e.g}, ${e.b}, ${je(e.a)})` : `rgb(${e.r}, ${e.g}, ${e.b})`);
}
var ut = (e) => e <= .0031308 ? e * 12.92 : e ** (1 / 2.4) * 1.055 - .055, dt = (e) => e <= .04045 ? e / 12.92 : ((e + .055) / 1.055) ** 2.4;
function ft(e, t, n) {
	let r = dt(je(e.r)), i = dt(je(e.g)), a = dt(je(e.b));
	return {
		r: Ae(ut(r + n * (dt(je(t.r)) - r))),
		g: Ae(ut(i + n * (dt(je(t.g)) - i))),
		b: Ae(ut(a + n * (dt(je(t.b)) - a))),
		a: e.a + n * (t.a - e.a)
	};
}
function pt(e, t, n) {
	if (e) {
		let r = qe(e);
		r[t] = Math.max(0, Math.min(r[t] + r[t] * n, t === 0 ? 360 : 1)), r = Ye(r), e.r = r[0], e.g = r[1], e.b = r[2];
	}
}
function mt(e, t) {
	return e && Object.assign(t || {}, e);
}
function ht(e) {
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
	}, e.length > 3 && (t.a = Ae(e[3]))) : (t = mt(e, {
		r: 0,
		g: 0,
		b: 0,
		a: 1
	}), t.a = Ae(t.a)), t;
}
function gt(e) {
	return e.charAt(0) === "r" ? ct(e) : $e(e);
}
var _t = class e {
	constructor(t) {
		if (t instanceof e) return t;
		let n = typeof t, r;
		n === "object" ? r = ht(t) : n === "string" && (r = ze(t) || ot(t) || gt(t)), this._rgb = r, this._valid = !!r;
	}
	get valid() {
		return this._valid;
	}
	get rgb() {
		var e = mt(this._rgb);
		return e && (e.a = je(e.a)), e;
	}
	set rgb(e) {
		this._rgb = ht(e);
	}
	rgbString() {
		return this._valid ? lt(this._rgb) : void 0;
	}
	hexString() {
		return this._valid ? Ve(this._rgb) : void 0;
	}
	hslString() {
		return this._valid ? tt(this._rgb) : void 0;
	}
	mix(e, t) {
		if (e) {
			let n = this.rgb, r = e.rgb, i, a = t === i ? .5 : t, o = 2 * a - 1, s = n.a - r.a, c = ((o * s === -1 ? o : (o + s) / (1 + o * s)) + 1) / 2;
			i = 1 - c, n.r = 255 & c * n.r + i * r.r + .5, n.g = 255 & c * n.g + i * r.g + .5, n.b = 255 & c * n.b + i * r.b + .5, n.a = a * n.a + (1 - a) * r.a, this.rgb = n;
		}
		return this;
	}
	interpolate(e, t) {
		return e && (this._rgb = ft(this._rgb, e._rgb, t)), this;
	}
	clone() {
		return new e(this.rgb);
	}
	alpha(e) {
		return this._rgb.a = Ae(e), this;
	}
	clearer(e) {
		let t = this._rgb;
		return t.a *= 1 - e, this;
	}
	greyscale() {
		let e = this._rgb;
		return e.r = e.g = e.b = De(e.r * .3 + e.g * .59 + e.b * .11), this;
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
		return pt(this._rgb, 2, e), this;
	}
	darken(e) {
		return pt(this._rgb, 2, -e), this;
	}
	saturate(e) {
		return pt(this._rgb, 1, e), this;
	}
	desaturate(e) {
		return pt(this._rgb, 1, -e), this;
	}
	rotate(e) {
		return et(this._rgb, e), this;
	}
};
// node_modules/chart.js/dist/chunks/index.js
function vt() {}
var yt = (() => {
	let e = 0;
	return () => e++;
})();
function I(e) {
	return e == null;
}
function L(e) {
	if (Array.isArray && Array.isArray(e)) return !0;
	let t = Object.prototype.toString.call(e);
	return t.slice(0, 7) === "[object" && t.slice(-6) === "Array]";
}
function R(e) {
	return e !== null && Object.prototype.toString.call(e) === "[object Object]";
}
function z(e) {
	return (typeof e == "number" || e instanceof Number) && isFinite(+e);
}
function bt(e, t) {
	return z(e) ? e : t;
}
function B(e, t) {
	return e === void 0 ? t : e;
}
var xt = (e, t) => typeof e == "string" && e.endsWith("%") ? parseFloat(e) / 100 : +e / t, St = (e, t) => typeof e == "string" && e.endsWith("%") ? parseFloat(e) / 100 * t : +e;
function V(e, t, n) {
	if (e && typeof e.call == "function") return e.apply(n, t);
}
function H(e, t, n, r) {
	let i, a, o;
	if (L(e)) {
		if (a = e.length, r) for (i = a - 1; i >= 0; i--) t.call(n, e[i], i);
		else for (i = 0; i < a; i++) t.call(n, e[i], i);
	} else if (R(e)) for (o = Object.keys(e), a = o.length, i = 0; i < a; i++) t.call(n, e[o[i]], o[i]);
}
function Ct(e, t) {
	let n, r, i, a;
	if (!e || !t || e.length !== t.length) return !1;
	for (n = 0, r = e.length; n < r; ++n) if (i = e[n], a = t[n], i.datasetIndex !== a.datasetIndex || i.index !== a.index) return !1;
	return !0;
}
function wt(e) {
	if (L(e)) return e.map(wt);
	if (R(e)) {
		let t = Object.create(null), n = Object.keys(e), r = n.length, i = 0;
		for (; i < r; ++i) t[n[i]] = wt(e[n[i]]);
		return t;
	}
	return e;
}
function Tt(e) {
	return [
		"__proto__",
		"prototype",
		"constructor"
	].indexOf(e) === -1;
}
function Et(e, t, n, r) {
	if (!Tt(e)) return;
	let i = t[e], a = n[e];
	R(i) && R(a) ? Dt(i, a, r) : t[e] = wt(a);
}
function Dt(e, t, n) {
	let r = L(t) ? t : [t], i = r.length;
	if (!R(e)) return e;
	n = n || {};
	let a = n.merger || Et, o;
	for (let t = 0; t < i; ++t) {
		if (o = r[t], !R(o)) continue;
		let i = Object.keys(o);
		for (let t = 0, r = i.length; t < r; ++t) a(i[t], e, o, n);
	}
	return e;
}
function Ot(e, t) {
	return Dt(e, t, { merger: kt });
}
function kt(e, t, n) {
	if (!Tt(e)) return;
	let r = t[e], i = n[e];
	R(r) && R(i) ? Ot(r, i) : Object.prototype.hasOwnProperty.call(t, e) || (t[e] = wt(i));
}
var At = {
	"": (e) => e,
	x: (e) => e.x,
	y: (e) => e.y
};
function jt(e) {
	let t = e.split("."), n = [], r = "";
	for (let e of t) r += e, r.endsWith("\\") ? r = r.slice(0, -1) + "." : (n.push(r), r = "");
	return n;
}
function Mt(e) {
	let t = jt(e);
	return (e) => {
		for (let n of t) {
			if (n === "") break;
			e = e && e[n];
		}
		return e;
	};
}
function Nt(e, t) {
	return (At[t] || (At[t] = Mt(t)))(e);
}
function Pt(e) {
	return e.charAt(0).toUpperCase() + e.slice(1);
}
var Ft = (e) => e !== void 0, It = (e) => typeof e == "function", Lt = (e, t) => {
	if (e.size !== t.size) return !1;
	for (let n of e) if (!t.has(n)) return !1;
	return !0;
};
function Rt(e) {
	return e.type === "mouseup" || e.type === "click" || e.type === "contextmenu";
}
var U = Math.PI, W = 2 * U, zt = W + U, Bt = Infinity, Vt = U / 180, G = U / 2, Ht = U / 4, Ut = U * 2 / 3, Wt = Math.log10, Gt = Math.sign;
function Kt(e, t, n) {
	return Math.abs(e - t) < n;
}
function qt(e) {
	let t = Math.round(e);
	e = Kt(e, t, e / 1e3) ? t : e;
	let n = 10 ** Math.floor(Wt(e)), r = e / n;
	return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * n;
}
function Jt(e) {
	let t = [], n = Math.sqrt(e), r = 1;
	for (; r < n; r++) e % r === 0 && (t.push(r), t.push(e / r));
	return n === (n | 0) && t.push(n), t.sort((e, t) => e - t).pop(), t;
}
function Yt(e) {
	return typeof e == "symbol" || typeof e == "object" && !!e && !(Symbol.toPrimitive in e || "toString" in e || "valueOf" in e);
}
function Xt(e) {
	return !Yt(e) && !isNaN(parseFloat(e)) && isFinite(e);
}
function Zt(e, t) {
	let n = Math.round(e);
	return n - t <= e && n + t >= e;
}
function Qt(e, t, n) {
	let r, i, a;
	for (r = 0, i = e.length; r < i; r++) a = e[r][n], isNaN(a) || (t.min = Math.min(t.min, a), t.max = Math.max(t.max, a));
}
function $t(e) {
	return U / 180 * e;
}
function en(e) {
	return 180 / U * e;
}
function tn(e) {
	if (!z(e)) return;
	let t = 1, n = 0;
	for (; Math.round(e * t) / t !== e;) t *= 10, n++;
	return n;
}
function nn(e, t) {
	let n = t.x - e.x, r = t.y - e.y, i = Math.sqrt(n * n + r * r), a = Math.atan2(r, n);
	return a < -.5 * U && (a += W), {
		angle: a,
		distance: i
	};
}
function rn(e, t) {
	return Math.sqrt((t.x - e.x) ** 2 + (t.y - e.y) ** 2);
}
function an(e, t) {
	return (e - t + zt) % W - U;
}
function on(e) {
	return (e % W + W) % W;
}
function sn(e, t, n, r) {
	let i = on(e), a = on(t), o = on(n), s = on(a - i), c = on(o - i), l = on(i - a), u = on(i - o);
	return i === a || i === o || r && a === o || s > c && l < u;
}
function cn(e, t, n) {
	return Math.max(t, Math.min(n, e));
}
function ln(e) {
	return cn(e, -32768, 32767);
}
function un(e, t, n, r = 1e-6) {
	return e >= Math.min(t, n) - r && e <= Math.max(t, n) + r;
}
function dn(e, t, n) {
	n = n || ((n) => e[n] < t);
	let r = e.length - 1, i = 0, a;
	for (; r - i > 1;) a = i + r >> 1, n(a) ? i = a : r = a;
	return {
		lo: i,
		hi: r
	};
}
var fn = (e, t, n, r) => dn(e, n, r ? (r) => {
	let i = e[r][t];
	return i < n || i === n && e[r + 1][t] === n;
} : (r) => e[r][t] < n), pn = (e, t, n) => dn(e, n, (r) => e[r][t] >= n);
function mn(e, t, n) {
	let r = 0, i = e.length;
	for (; r < i && e[r] < t;) r++;
	for (; i > r && e[i - 1] > n;) i--;
	return r > 0 || i < e.length ? e.slice(r, i) : e;
}
var hn = [
	"push",
	"pop",
	"shift",
	"splice",
	"unshift"
];
function gn(e, t) {
	e._chartjs ? e._chartjs.listeners.push(t) : (Object.defineProperty(e, "_chartjs", {
		configurable: !0,
		enumerable: !1,
		value: { listeners: [t] }
	}), hn.forEach((t) => {
		let n = "_onData" + Pt(t), r = e[t];
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
function _n(e, t) {
	let n = e._chartjs;
	if (!n) return;
	let r = n.listeners, i = r.indexOf(t);
	i !== -1 && r.splice(i, 1), r.length > 0 || (hn.forEach((t) => {
		delete e[t];
	}), delete e._chartjs);
}
function vn(e) {
	let t = new Set(e);
	return t.size === e.length ? e : Array.from(t);
}
var yn = function() {
	return typeof window > "u" ? function(e) {
		return e();
	} : window.requestAnimationFrame;
}();
function bn(e, t) {
	let n = [], r = !1;
	return function(...i) {
		n = i, r || (r = !0, yn.call(window, () => {
			r = !1, e.apply(t, n);
		}));
	};
}
function xn(e, t) {
	let n;
	return function(...r) {
		return t ? (clearTimeout(n), n = setTimeout(e, t, r)) : e.apply(this, r), t;
	};
}
var Sn = (e) => e === "start" ? "left" : e === "end" ? "right" : "center", K = (e, t, n) => e === "start" ? t : e === "end" ? n : (t + n) / 2, Cn = (e, t, n, r) => e === (r ? "left" : "right") ? n : e === "center" ? (t + n) / 2 : t;
function wn(e, t, n) {
	let r = t.length, i = 0, a = r;
	if (e._sorted) {
		let { iScale: o, vScale: s, _parsed: c } = e, l = e.dataset && e.dataset.options ? e.dataset.options.spanGaps : null, u = o.axis, { min: d, max: f, minDefined: p, maxDefined: m } = o.getUserBounds();
		if (p) {
			if (i = Math.min(fn(c, u, d).lo, n ? r : fn(t, u, o.getPixelForValue(d)).lo), l) {
				let e = c.slice(0, i + 1).reverse().findIndex((e) => !I(e[s.axis]));
				i -= Math.max(0, e);
			}
			i = cn(i, 0, r - 1);
		}
		if (m) {
			let e = Math.max(fn(c, o.axis, f, !0).hi + 1, n ? 0 : fn(t, u, o.getPixelForValue(f), !0).hi + 1);
			if (l) {
				let t = c.slice(e - 1).findIndex((e) => !I(e[s.axis]));
				e += Math.max(0, t);
			}
			a = cn(e, i, r) - i;
		} else a = r - i;
	}
	return {
		start: i,
		count: a
	};
}
function Tn(e) {
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
var En = (e) => e === 0 || e === 1, Dn = (e, t, n) => -(2 ** (10 * --e) * Math.sin((e - t) * W / n)), On = (e, t, n) => 2 ** (-10 * e) * Math.sin((e - t) * W / n) + 1, kn = {
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
	easeInSine: (e) => -Math.cos(e * G) + 1,
	easeOutSine: (e) => Math.sin(e * G),
	easeInOutSine: (e) => -.5 * (Math.cos(U * e) - 1),
	easeInExpo: (e) => e === 0 ? 0 : 2 ** (10 * (e - 1)),
	easeOutExpo: (e) => e === 1 ? 1 : -(2 ** (-10 * e)) + 1,
	easeInOutExpo: (e) => En(e) ? e : e < .5 ? .5 * 2 ** (10 * (e * 2 - 1)) : .5 * (-(2 ** (-10 * (e * 2 - 1))) + 2),
	easeInCirc: (e) => e >= 1 ? e : -(Math.sqrt(1 - e * e) - 1),
	easeOutCirc: (e) => Math.sqrt(1 - --e * e),
	easeInOutCirc: (e) => (e /= .5) < 1 ? -.5 * (Math.sqrt(1 - e * e) - 1) : .5 * (Math.sqrt(1 - (e -= 2) * e) + 1),
	easeInElastic: (e) => En(e) ? e : Dn(e, .075, .3),
	easeOutElastic: (e) => En(e) ? e : On(e, .075, .3),
	easeInOutElastic(e) {
		let t = .1125, n = .45;
		return En(e) ? e : e < .5 ? .5 * Dn(e * 2, t, n) : .5 + .5 * On(e * 2 - 1, t, n);
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
	easeInBounce: (e) => 1 - kn.easeOutBounce(1 - e),
	easeOutBounce(e) {
		let t = 7.5625, n = 2.75;
		return e < 1 / n ? t * e * e : e < 2 / n ? t * (e -= 1.5 / n) * e + .75 : e < 2.5 / n ? t * (e -= 2.25 / n) * e + .9375 : t * (e -= 2.625 / n) * e + .984375;
	},
	easeInOutBounce: (e) => e < .5 ? kn.easeInBounce(e * 2) * .5 : kn.easeOutBounce(e * 2 - 1) * .5 + .5
};
function An(e) {
	if (e && typeof e == "object") {
		let t = e.toString();
		return t === "[object CanvasPattern]" || t === "[object CanvasGradient]";
	}
	return !1;
}
function jn(e) {
	return An(e) ? e : new _t(e);
}
function Mn(e) {
	return An(e) ? e : new _t(e).saturate(.5).darken(.1).hexString();
}
var Nn = [
	"x",
	"y",
	"borderWidth",
	"radius",
	"tension"
], Pn = [
	"color",
	"borderColor",
	"backgroundColor"
];
function Fn(e) {
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
			properties: Pn
		},
		numbers: {
			type: "number",
			properties: Nn
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
function In(e) {
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
var Ln = /* @__PURE__ */ new Map();
function Rn(e, t) {
	t = t || {};
	let n = e + JSON.stringify(t), r = Ln.get(n);
	return r || (r = new Intl.NumberFormat(e, t), Ln.set(n, r)), r;
}
function zn(e, t, n) {
	return Rn(t, n).format(e);
}
var Bn = {
	values(e) {
		return L(e) ? e : "" + e;
	},
	numeric(e, t, n) {
		if (e === 0) return "0";
		let r = this.chart.options.locale, i, a = e;
		if (n.length > 1) {
			let t = Math.max(Math.abs(n[0].value), Math.abs(n[n.length - 1].value));
			(t < 1e-4 || t > 0x38d7ea4c68000) && (i = "scientific"), a = Vn(e, n);
		}
		let o = Wt(Math.abs(a)), s = isNaN(o) ? 1 : Math.max(Math.min(-1 * Math.floor(o), 20), 0), c = {
			notation: i,
			minimumFractionDigits: s,
			maximumFractionDigits: s
		};
		return Object.assign(c, this.options.ticks.format), zn(e, r, c);
	},
	logarithmic(e, t, n) {
		if (e === 0) return "0";
		let r = n[t].significand || e / 10 ** Math.floor(Wt(e));
		return [
			1,
			2,
			3,
			5,
			10,
			15
		].includes(r) || t > .8 * n.length ? Bn.numeric.call(this, e, t, n) : "";
	}
};
function Vn(e, t) {
	let n = t.length > 3 ? t[2].value - t[1].value : t[1].value - t[0].value;
	return Math.abs(n) >= 1 && e !== Math.floor(e) && (n = e - Math.floor(e)), n;
}
var Hn = { formatters: Bn };
function Un(e) {
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
			callback: Hn.formatters.values,
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
var Wn = Object.create(null), Gn = Object.create(null);
function Kn(e, t) {
	if (!t) return e;
	let n = t.split(".");
	for (let t = 0, r = n.length; t < r; ++t) {
		let r = n[t];
		e = e[r] || (e[r] = Object.create(null));
	}
	return e;
}
function qn(e, t, n) {
	return typeof t == "string" ? Dt(Kn(e, t), n) : Dt(Kn(e, ""), t);
}
var q = /* #__PURE__ */ new class {
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
		}, this.hover = {}, this.hoverBackgroundColor = (e, t) => Mn(t.backgroundColor), this.hoverBorderColor = (e, t) => Mn(t.borderColor), this.hoverColor = (e, t) => Mn(t.color), this.indexAxis = "x", this.interaction = {
			mode: "nearest",
			intersect: !0,
			includeInvisible: !1
		}, this.maintainAspectRatio = !0, this.onHover = null, this.onClick = null, this.parsing = !0, this.plugins = {}, this.responsive = !0, this.scale = void 0, this.scales = {}, this.showLine = !0, this.drawActiveElementsOnTop = !0, this.describe(e), this.apply(t);
	}
	set(e, t) {
		return qn(this, e, t);
	}
	get(e) {
		return Kn(this, e);
	}
	describe(e, t) {
		return qn(Gn, e, t);
	}
	override(e, t) {
		return qn(Wn, e, t);
	}
	route(e, t, n, r) {
		let i = Kn(this, e), a = Kn(this, n), o = "_" + t;
		Object.defineProperties(i, {
			[o]: {
				value: i[t],
				writable: !0
			},
			[t]: {
				enumerable: !0,
				get() {
					let e = this[o], t = a[r];
					return R(e) ? Object.assign({}, t, e) : B(e, t);
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
	Fn,
	In,
	Un
]);
function Jn(e) {
	return !e || I(e.size) || I(e.family) ? null : (e.style ? e.style + " " : "") + (e.weight ? e.weight + " " : "") + e.size + "px " + e.family;
}
function Yn(e, t, n, r, i) {
	let a = t[i];
	return a || (a = t[i] = e.measureText(i).width, n.push(i)), a > r && (r = a), r;
}
function Xn(e, t, n, r) {
	r = r || {};
	let i = r.data = r.data || {}, a = r.garbageCollect = r.garbageCollect || [];
	r.font !== t && (i = r.data = {}, a = r.garbageCollect = [], r.font = t), e.save(), e.font = t;
	let o = 0, s = n.length, c, l, u, d, f;
	for (c = 0; c < s; c++) if (d = n[c], d != null && !L(d)) o = Yn(e, i, a, o, d);
	else if (L(d)) for (l = 0, u = d.length; l < u; l++) f = d[l], f != null && !L(f) && (o = Yn(e, i, a, o, f));
	e.restore();
	let p = a.length / 2;
	if (p > n.length) {
		for (c = 0; c < p; c++) delete i[a[c]];
		a.splice(0, p);
	}
	return o;
}
function Zn(e, t, n) {
	let r = e.currentDevicePixelRatio, i = n === 0 ? 0 : Math.max(n / 2, .5);
	return Math.round((t - i) * r) / r + i;
}
function Qn(e, t) {
	(t || e) && (t = t || e.getContext("2d"), t.save(), t.resetTransform(), t.clearRect(0, 0, e.width, e.height), t.restore());
}
function $n(e, t, n, r) {
	er(e, t, n, r, null);
}
function er(e, t, n, r, i) {
	let a, o, s, c, l, u, d, f, p = t.pointStyle, m = t.rotation, h = t.radius, g = (m || 0) * Vt;
	if (p && typeof p == "object" && (a = p.toString(), a === "[object HTMLImageElement]" || a === "[object HTMLCanvasElement]")) e.save(), e.translate(n, r), e.rotate(g), e.drawImage(p, -p.width / 2, -p.height / 2, p.width, p.height), e.restore();
	else if (!(isNaN(h) || h <= 0)) {
		switch (e.beginPath(), p) {
			default:
				i ? e.ellipse(n, r, i / 2, h, 0, 0, W) : e.arc(n, r, h, 0, W), e.closePath();
				break;
			case "triangle":
				u = i ? i / 2 : h, e.moveTo(n + Math.sin(g) * u, r - Math.cos(g) * h), g += Ut, e.lineTo(n + Math.sin(g) * u, r - Math.cos(g) * h), g += Ut, e.lineTo(n + Math.sin(g) * u, r - Math.cos(g) * h), e.closePath();
				break;
			case "rectRounded":
				l = h * .516, c = h - l, o = Math.cos(g + Ht) * c, d = Math.cos(g + Ht) * (i ? i / 2 - l : c), s = Math.sin(g + Ht) * c, f = Math.sin(g + Ht) * (i ? i / 2 - l : c), e.arc(n - d, r - s, l, g - U, g - G), e.arc(n + f, r - o, l, g - G, g), e.arc(n + d, r + s, l, g, g + G), e.arc(n - f, r + o, l, g + G, g + U), e.closePath();
				break;
			case "rect":
				if (!m) {
					c = Math.SQRT1_2 * h, u = i ? i / 2 : c, e.rect(n - u, r - c, 2 * u, 2 * c);
					break;
				}
				g += Ht;
			case "rectRot":
				d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + f, r - o), e.lineTo(n + d, r + s), e.lineTo(n - f, r + o), e.closePath();
				break;
			case "crossRot": g += Ht;
			case "cross":
				d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + d, r + s), e.moveTo(n + f, r - o), e.lineTo(n - f, r + o);
				break;
			case "star":
				d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + d, r + s), e.moveTo(n + f, r - o), e.lineTo(n - f, r + o), g += Ht, d = Math.cos(g) * (i ? i / 2 : h), o = Math.cos(g) * h, s = Math.sin(g) * h, f = Math.sin(g) * (i ? i / 2 : h), e.moveTo(n - d, r - s), e.lineTo(n + d, r + s), e.moveTo(n + f, r - o), e.lineTo(n - f, r + o);
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
function tr(e, t, n) {
	return n = n || .5, !t || e && e.x > t.left - n && e.x < t.right + n && e.y > t.top - n && e.y < t.bottom + n;
}
function nr(e, t) {
	e.save(), e.beginPath(), e.rect(t.left, t.top, t.right - t.left, t.bottom - t.top), e.clip();
}
function rr(e) {
	e.restore();
}
function ir(e, t, n, r, i) {
	if (!t) return e.lineTo(n.x, n.y);
	if (i === "middle") {
		let r = (t.x + n.x) / 2;
		e.lineTo(r, t.y), e.lineTo(r, n.y);
	} else i === "after" == !!r ? e.lineTo(n.x, t.y) : e.lineTo(t.x, n.y);
	e.lineTo(n.x, n.y);
}
function ar(e, t, n, r) {
	if (!t) return e.lineTo(n.x, n.y);
	e.bezierCurveTo(r ? t.cp1x : t.cp2x, r ? t.cp1y : t.cp2y, r ? n.cp2x : n.cp1x, r ? n.cp2y : n.cp1y, n.x, n.y);
}
function or(e, t) {
	t.translation && e.translate(t.translation[0], t.translation[1]), I(t.rotation) || e.rotate(t.rotation), t.color && (e.fillStyle = t.color), t.textAlign && (e.textAlign = t.textAlign), t.textBaseline && (e.textBaseline = t.textBaseline);
}
function sr(e, t, n, r, i) {
	if (i.strikethrough || i.underline) {
		let a = e.measureText(r), o = t - a.actualBoundingBoxLeft, s = t + a.actualBoundingBoxRight, c = n - a.actualBoundingBoxAscent, l = n + a.actualBoundingBoxDescent, u = i.strikethrough ? (c + l) / 2 : l;
		e.strokeStyle = e.fillStyle, e.beginPath(), e.lineWidth = i.decorationWidth || 2, e.moveTo(o, u), e.lineTo(s, u), e.stroke();
	}
}
function cr(e, t) {
	let n = e.fillStyle;
	e.fillStyle = t.color, e.fillRect(t.left, t.top, t.width, t.height), e.fillStyle = n;
}
function lr(e, t, n, r, i, a = {}) {
	let o = L(t) ? t : [t], s = a.strokeWidth > 0 && a.strokeColor !== "", c, l;
	for (e.save(), e.font = i.string, or(e, a), c = 0; c < o.length; ++c) l = o[c], a.backdrop && cr(e, a.backdrop), s && (a.strokeColor && (e.strokeStyle = a.strokeColor), I(a.strokeWidth) || (e.lineWidth = a.strokeWidth), e.strokeText(l, n, r, a.maxWidth)), e.fillText(l, n, r, a.maxWidth), sr(e, n, r, l, a), r += Number(i.lineHeight);
	e.restore();
}
function ur(e, t) {
	let { x: n, y: r, w: i, h: a, radius: o } = t;
	e.arc(n + o.topLeft, r + o.topLeft, o.topLeft, 1.5 * U, U, !0), e.lineTo(n, r + a - o.bottomLeft), e.arc(n + o.bottomLeft, r + a - o.bottomLeft, o.bottomLeft, U, G, !0), e.lineTo(n + i - o.bottomRight, r + a), e.arc(n + i - o.bottomRight, r + a - o.bottomRight, o.bottomRight, G, 0, !0), e.lineTo(n + i, r + o.topRight), e.arc(n + i - o.topRight, r + o.topRight, o.topRight, 0, -G, !0), e.lineTo(n + o.topLeft, r);
}
var dr = /^(normal|(\d+(?:\.\d+)?)(px|em|%)?)$/, fr = /^(normal|italic|initial|inherit|unset|(oblique( -?[0-9]?[0-9]deg)?))$/;
function pr(e, t) {
	let n = ("" + e).match(dr);
	if (!n || n[1] === "normal") return t * 1.2;
	switch (e = +n[2], n[3]) {
		case "px": return e;
		case "%": e /= 100;
	}
	return t * e;
}
var mr = (e) => +e || 0;
function hr(e, t) {
	let n = {}, r = R(t), i = r ? Object.keys(t) : t, a = R(e) ? r ? (n) => B(e[n], e[t[n]]) : (t) => e[t] : () => e;
	for (let e of i) n[e] = mr(a(e));
	return n;
}
function gr(e) {
	return hr(e, {
		top: "y",
		right: "x",
		bottom: "y",
		left: "x"
	});
}
function _r(e) {
	return hr(e, [
		"topLeft",
		"topRight",
		"bottomLeft",
		"bottomRight"
	]);
}
function vr(e) {
	let t = gr(e);
	return t.width = t.left + t.right, t.height = t.top + t.bottom, t;
}
function J(e, t) {
	e = e || {}, t = t || q.font;
	let n = B(e.size, t.size);
	typeof n == "string" && (n = parseInt(n, 10));
	let r = B(e.style, t.style);
	r && !("" + r).match(fr) && (console.warn("Invalid font style specified: \"" + r + "\""), r = void 0);
	let i = {
		family: B(e.family, t.family),
		lineHeight: pr(B(e.lineHeight, t.lineHeight), n),
		size: n,
		style: r,
		weight: B(e.weight, t.weight),
		string: ""
	};
	return i.string = Jn(i), i;
}
function yr(e, t, n, r) {
	let i = !0, a, o, s;
	for (a = 0, o = e.length; a < o; ++a) if (s = e[a], s !== void 0 && (t !== void 0 && typeof s == "function" && (s = s(t), i = !1), n !== void 0 && L(s) && (s = s[n % s.length], i = !1), s !== void 0)) return r && !i && (r.cacheable = !1), s;
}
function br(e, t, n) {
	let { min: r, max: i } = e, a = St(t, (i - r) / 2), o = (e, t) => n && e === 0 ? 0 : e + t;
	return {
		min: o(r, -Math.abs(a)),
		max: o(i, a)
	};
}
function xr(e, t) {
	return Object.assign(Object.create(e), t);
}
function Sr(e, t = [""], n, r, i = () => e[0]) {
	let a = n || e;
	return r === void 0 && (r = Rr("_fallback", e)), new Proxy({
		[Symbol.toStringTag]: "Object",
		_cacheable: !0,
		_scopes: e,
		_rootScopes: a,
		_fallback: r,
		_getTarget: i,
		override: (n) => Sr([n, ...e], t, a, r)
	}, {
		deleteProperty(t, n) {
			return delete t[n], delete t._keys, delete e[0][n], !0;
		},
		get(n, r) {
			return Dr(n, r, () => Lr(r, t, e, n));
		},
		getOwnPropertyDescriptor(e, t) {
			return Reflect.getOwnPropertyDescriptor(e._scopes[0], t);
		},
		getPrototypeOf() {
			return Reflect.getPrototypeOf(e[0]);
		},
		has(e, t) {
			return zr(e).includes(t);
		},
		ownKeys(e) {
			return zr(e);
		},
		set(e, t, n) {
			let r = e._storage || (e._storage = i());
			return e[t] = r[t] = n, delete e._keys, !0;
		}
	});
}
function Cr(e, t, n, r) {
	let i = {
		_cacheable: !1,
		_proxy: e,
		_context: t,
		_subProxy: n,
		_stack: /* @__PURE__ */ new Set(),
		_descriptors: wr(e, r),
		setContext: (t) => Cr(e, t, n, r),
		override: (i) => Cr(e.override(i), t, n, r)
	};
	return new Proxy(i, {
		deleteProperty(t, n) {
			return delete t[n], delete e[n], !0;
		},
		get(e, t, n) {
			return Dr(e, t, () => Or(e, t, n));
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
function wr(e, t = {
	scriptable: !0,
	indexable: !0
}) {
	let { _scriptable: n = t.scriptable, _indexable: r = t.indexable, _allKeys: i = t.allKeys } = e;
	return {
		allKeys: i,
		scriptable: n,
		indexable: r,
		isScriptable: It(n) ? n : () => n,
		isIndexable: It(r) ? r : () => r
	};
}
var Tr = (e, t) => e ? e + Pt(t) : t, Er = (e, t) => R(t) && e !== "adapters" && (Object.getPrototypeOf(t) === null || t.constructor === Object);
function Dr(e, t, n) {
	if (Object.prototype.hasOwnProperty.call(e, t) || t === "constructor") return e[t];
	let r = n();
	return e[t] = r, r;
}
function Or(e, t, n) {
	let { _proxy: r, _context: i, _subProxy: a, _descriptors: o } = e, s = r[t];
	return It(s) && o.isScriptable(t) && (s = kr(t, s, e, n)), L(s) && s.length && (s = Ar(t, s, e, o.isIndexable)), Er(t, s) && (s = Cr(s, i, a && a[t], o)), s;
}
function kr(e, t, n, r) {
	let { _proxy: i, _context: a, _subProxy: o, _stack: s } = n;
	if (s.has(e)) throw Error("Recursion detected: " + Array.from(s).join("->") + "->" + e);
	s.add(e);
	let c = t(a, o || r);
	return s.delete(e), Er(e, c) && (c = Pr(i._scopes, i, e, c)), c;
}
function Ar(e, t, n, r) {
	let { _proxy: i, _context: a, _subProxy: o, _descriptors: s } = n;
	if (a.index !== void 0 && r(e)) return t[a.index % t.length];
	if (R(t[0])) {
		let n = t, r = i._scopes.filter((e) => e !== n);
		t = [];
		for (let c of n) {
			let n = Pr(r, i, e, c);
			t.push(Cr(n, a, o && o[e], s));
		}
	}
	return t;
}
function jr(e, t, n) {
	return It(e) ? e(t, n) : e;
}
var Mr = (e, t) => e === !0 ? t : typeof e == "string" ? Nt(t, e) : void 0;
function Nr(e, t, n, r, i) {
	for (let a of t) {
		let t = Mr(n, a);
		if (t) {
			e.add(t);
			let a = jr(t._fallback, n, i);
			if (a !== void 0 && a !== n && a !== r) return a;
		} else if (t === !1 && r !== void 0 && n !== r) return null;
	}
	return !1;
}
function Pr(e, t, n, r) {
	let i = t._rootScopes, a = jr(t._fallback, n, r), o = [...e, ...i], s = /* @__PURE__ */ new Set();
	s.add(r);
	let c = Fr(s, o, n, a || n, r);
	return c === null || a !== void 0 && a !== n && (c = Fr(s, o, a, c, r), c === null) ? !1 : Sr(Array.from(s), [""], i, a, () => Ir(t, n, r));
}
function Fr(e, t, n, r, i) {
	for (; n;) n = Nr(e, t, n, r, i);
	return n;
}
function Ir(e, t, n) {
	let r = e._getTarget();
	t in r || (r[t] = {});
	let i = r[t];
	return L(i) && R(n) ? n : i || {};
}
function Lr(e, t, n, r) {
	let i;
	for (let a of t) if (i = Rr(Tr(a, e), n), i !== void 0) return Er(e, i) ? Pr(n, r, e, i) : i;
}
function Rr(e, t) {
	for (let n of t) {
		if (!n) continue;
		let t = n[e];
		if (t !== void 0) return t;
	}
}
function zr(e) {
	let t = e._keys;
	return t || (t = e._keys = Br(e._scopes)), t;
}
function Br(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e) for (let e of Object.keys(n).filter((e) => !e.startsWith("_"))) t.add(e);
	return Array.from(t);
}
function Vr(e, t, n, r) {
	let { iScale: i } = e, { key: a = "r" } = this._parsing, o = Array(r), s, c, l, u;
	for (s = 0, c = r; s < c; ++s) l = s + n, u = t[l], o[s] = { r: i.parse(Nt(u, a), l) };
	return o;
}
var Hr = 2 ** -52 || 1e-14, Ur = (e, t) => t < e.length && !e[t].skip && e[t], Wr = (e) => e === "x" ? "y" : "x";
function Gr(e, t, n, r) {
	let i = e.skip ? t : e, a = t, o = n.skip ? t : n, s = rn(a, i), c = rn(o, a), l = s / (s + c), u = c / (s + c);
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
function Kr(e, t, n) {
	let r = e.length, i, a, o, s, c, l = Ur(e, 0);
	for (let u = 0; u < r - 1; ++u) c = l, l = Ur(e, u + 1), c && l && (Kt(t[u], 0, Hr) ? n[u] = n[u + 1] = 0 : (i = n[u] / t[u], a = n[u + 1] / t[u], s = i ** 2 + a ** 2, s <= 9 || (o = 3 / Math.sqrt(s), n[u] = i * o * t[u], n[u + 1] = a * o * t[u])));
}
function qr(e, t, n = "x") {
	let r = Wr(n), i = e.length, a, o, s, c = Ur(e, 0);
	for (let l = 0; l < i; ++l) {
		if (o = s, s = c, c = Ur(e, l + 1), !s) continue;
		let i = s[n], u = s[r];
		o && (a = (i - o[n]) / 3, s[`cp1${n}`] = i - a, s[`cp1${r}`] = u - a * t[l]), c && (a = (c[n] - i) / 3, s[`cp2${n}`] = i + a, s[`cp2${r}`] = u + a * t[l]);
	}
}
function Jr(e, t = "x") {
	let n = Wr(t), r = e.length, i = Array(r).fill(0), a = Array(r), o, s, c, l = Ur(e, 0);
	for (o = 0; o < r; ++o) if (s = c, c = l, l = Ur(e, o + 1), c) {
		if (l) {
			let e = l[t] - c[t];
			i[o] = e === 0 ? 0 : (l[n] - c[n]) / e;
		}
		a[o] = s ? l ? Gt(i[o - 1]) === Gt(i[o]) ? (i[o - 1] + i[o]) / 2 : 0 : i[o - 1] : i[o];
	}
	Kr(e, i, a), qr(e, a, t);
}
function Yr(e, t, n) {
	return Math.max(Math.min(e, n), t);
}
function Xr(e, t) {
	let n, r, i, a, o, s = tr(e[0], t);
	for (n = 0, r = e.length; n < r; ++n) o = a, a = s, s = n < r - 1 && tr(e[n + 1], t), a && (i = e[n], o && (i.cp1x = Yr(i.cp1x, t.left, t.right), i.cp1y = Yr(i.cp1y, t.top, t.bottom)), s && (i.cp2x = Yr(i.cp2x, t.left, t.right), i.cp2y = Yr(i.cp2y, t.top, t.bottom)));
}
function Zr(e, t, n, r, i) {
	let a, o, s, c;
	if (t.spanGaps && (e = e.filter((e) => !e.skip)), t.cubicInterpolationMode === "monotone") Jr(e, i);
	else {
		let n = r ? e[e.length - 1] : e[0];
		for (a = 0, o = e.length; a < o; ++a) s = e[a], c = Gr(n, s, e[Math.min(a + 1, o - +!r) % o], t.tension), s.cp1x = c.previous.x, s.cp1y = c.previous.y, s.cp2x = c.next.x, s.cp2y = c.next.y, n = s;
	}
	t.capBezierPoints && Xr(e, n);
}
function Qr() {
	return typeof window < "u" && typeof document < "u";
}
function $r(e) {
	let t = e.parentNode;
	return t && t.toString() === "[object ShadowRoot]" && (t = t.host), t;
}
function ei(e, t, n) {
	let r;
	return typeof e == "string" ? (r = parseInt(e, 10), e.indexOf("%") !== -1 && (r = r / 100 * t.parentNode[n])) : r = e, r;
}
var ti = (e) => e.ownerDocument.defaultView.getComputedStyle(e, null);
function ni(e, t) {
	return ti(e).getPropertyValue(t);
}
var ri = [
	"top",
	"right",
	"bottom",
	"left"
];
function ii(e, t, n) {
	let r = {};
	n = n ? "-" + n : "";
	for (let i = 0; i < 4; i++) {
		let a = ri[i];
		r[a] = parseFloat(e[t + "-" + a + n]) || 0;
	}
	return r.width = r.left + r.right, r.height = r.top + r.bottom, r;
}
var ai = (e, t, n) => (e > 0 || t > 0) && (!n || !n.shadowRoot);
function oi(e, t) {
	let n = e.touches, r = n && n.length ? n[0] : e, { offsetX: i, offsetY: a } = r, o = !1, s, c;
	if (ai(i, a, e.target)) s = i, c = a;
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
function si(e, t) {
	if ("native" in e) return e;
	let { canvas: n, currentDevicePixelRatio: r } = t, i = ti(n), a = i.boxSizing === "border-box", o = ii(i, "padding"), s = ii(i, "border", "width"), { x: c, y: l, box: u } = oi(e, n), d = o.left + (u && s.left), f = o.top + (u && s.top), { width: p, height: m } = t;
	return a && (p -= o.width + s.width, m -= o.height + s.height), {
		x: Math.round((c - d) / p * n.width / r),
		y: Math.round((l - f) / m * n.height / r)
	};
}
function ci(e, t, n) {
	let r, i;
	if (t === void 0 || n === void 0) {
		let a = e && $r(e);
		if (!a) t = e.clientWidth, n = e.clientHeight;
		else {
			let e = a.getBoundingClientRect(), o = ti(a), s = ii(o, "border", "width"), c = ii(o, "padding");
			t = e.width - c.width - s.width, n = e.height - c.height - s.height, r = ei(o.maxWidth, a, "clientWidth"), i = ei(o.maxHeight, a, "clientHeight");
		}
	}
	return {
		width: t,
		height: n,
		maxWidth: r || Bt,
		maxHeight: i || Bt
	};
}
var li = (e) => Math.round(e * 10) / 10;
function ui(e, t, n, r) {
	let i = ti(e), a = ii(i, "margin"), o = ei(i.maxWidth, e, "clientWidth") || Bt, s = ei(i.maxHeight, e, "clientHeight") || Bt, c = ci(e, t, n), { width: l, height: u } = c;
	if (i.boxSizing === "content-box") {
		let e = ii(i, "border", "width"), t = ii(i, "padding");
		l -= t.width + e.width, u -= t.height + e.height;
	}
	return l = Math.max(0, l - a.width), u = Math.max(0, r ? l / r : u - a.height), l = li(Math.min(l, o, c.maxWidth)), u = li(Math.min(u, s, c.maxHeight)), l && !u && (u = li(l / 2)), (t !== void 0 || n !== void 0) && r && c.height && u > c.height && (u = c.height, l = li(Math.floor(u * r))), {
		width: l,
		height: u
	};
}
function di(e, t, n) {
	let r = t || 1, i = li(e.height * r), a = li(e.width * r);
	e.height = li(e.height), e.width = li(e.width);
	let o = e.canvas;
	o.style && (n || !o.style.height && !o.style.width) && (o.style.height = `${e.height}px`, o.style.width = `${e.width}px`);
	let s = Math.floor(i), c = Math.floor(a);
	return e.currentDevicePixelRatio !== r || o.height !== s || o.width !== c ? (e.currentDevicePixelRatio = r, o.height = s, o.width = c, e.ctx.setTransform(r, 0, 0, r, 0, 0), !0) : !1;
}
var fi = function() {
	let e = !1;
	try {
		let t = { get passive() {
			return e = !0, !1;
		} };
		Qr() && (window.addEventListener("test", null, t), window.removeEventListener("test", null, t));
	} catch {}
	return e;
}();
function pi(e, t) {
	let n = ni(e, t), r = n && n.match(/^(\d+)(\.\d+)?px$/);
	return r ? +r[1] : void 0;
}
function mi(e, t, n, r) {
	return {
		x: e.x + n * (t.x - e.x),
		y: e.y + n * (t.y - e.y)
	};
}
function hi(e, t, n, r) {
	return {
		x: e.x + n * (t.x - e.x),
		y: r === "middle" ? n < .5 ? e.y : t.y : r === "after" ? n < 1 ? e.y : t.y : n > 0 ? t.y : e.y
	};
}
function gi(e, t, n, r) {
	let i = {
		x: e.cp2x,
		y: e.cp2y
	}, a = {
		x: t.cp1x,
		y: t.cp1y
	}, o = mi(e, i, n), s = mi(i, a, n), c = mi(a, t, n);
	return mi(mi(o, s, n), mi(s, c, n), n);
}
var _i = function(e, t) {
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
}, vi = function() {
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
function yi(e, t, n) {
	return e ? _i(t, n) : vi();
}
function bi(e, t) {
	let n, r;
	(t === "ltr" || t === "rtl") && (n = e.canvas.style, r = [n.getPropertyValue("direction"), n.getPropertyPriority("direction")], n.setProperty("direction", t, "important"), e.prevTextDirection = r);
}
function xi(e, t) {
	t !== void 0 && (delete e.prevTextDirection, e.canvas.style.setProperty("direction", t[0], t[1]));
}
function Si(e) {
	return e === "angle" ? {
		between: sn,
		compare: an,
		normalize: on
	} : {
		between: un,
		compare: (e, t) => e - t,
		normalize: (e) => e
	};
}
function Ci({ start: e, end: t, count: n, loop: r, style: i }) {
	return {
		start: e % n,
		end: t % n,
		loop: r && (t - e + 1) % n === 0,
		style: i
	};
}
function wi(e, t, n) {
	let { property: r, start: i, end: a } = n, { between: o, normalize: s } = Si(r), c = t.length, { start: l, end: u, loop: d } = e, f, p;
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
function Ti(e, t, n) {
	if (!n) return [e];
	let { property: r, start: i, end: a } = n, o = t.length, { compare: s, between: c, normalize: l } = Si(r), { start: u, end: d, loop: f, style: p } = wi(e, t, n), m = [], h = !1, g = null, _, v, y, b = () => c(i, y, _) && s(i, y) !== 0, x = () => s(a, _) === 0 || c(a, y, _), S = () => h || b(), C = () => !h || x();
	for (let e = u, n = u; e <= d; ++e) v = t[e % o], v.skip || (_ = l(v[r]), _ !== y && (h = c(_, i, a), g === null && S() && (g = s(_, i) === 0 ? e : n), g !== null && C() && (m.push(Ci({
		start: g,
		end: e,
		loop: f,
		count: o,
		style: p
	})), g = null), n = e, y = _));
	return g !== null && m.push(Ci({
		start: g,
		end: d,
		loop: f,
		count: o,
		style: p
	})), m;
}
function Ei(e, t) {
	let n = [], r = e.segments;
	for (let i = 0; i < r.length; i++) {
		let a = Ti(r[i], e.points, t);
		a.length && n.push(...a);
	}
	return n;
}
function Di(e, t, n, r) {
	let i = 0, a = t - 1;
	if (n && !r) for (; i < t && !e[i].skip;) i++;
	for (; i < t && e[i].skip;) i++;
	for (i %= t, n && (a += i); a > i && e[a % t].skip;) a--;
	return a %= t, {
		start: i,
		end: a
	};
}
function Oi(e, t, n, r) {
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
function ki(e, t) {
	let n = e.points, r = e.options.spanGaps, i = n.length;
	if (!i) return [];
	let a = !!e._loop, { start: o, end: s } = Di(n, i, a, r);
	return r === !0 ? Ai(e, [{
		start: o,
		end: s,
		loop: a
	}], n, t) : Ai(e, Oi(n, o, s < o ? s + i : s, !!e._fullLoop && o === 0 && s === i - 1), n, t);
}
function Ai(e, t, n, r) {
	return !r || !r.setContext || !n ? t : ji(e, t, n, r);
}
function ji(e, t, n, r) {
	let i = e._chart.getContext(), a = Mi(e.options), { _datasetIndex: o, options: { spanGaps: s } } = e, c = n.length, l = [], u = a, d = t[0].start, f = d;
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
			a = Mi(r.setContext(xr(i, {
				type: "segment",
				p0: t,
				p1: s,
				p0DataIndex: (f - 1) % c,
				p1DataIndex: f % c,
				datasetIndex: o
			}))), Ni(a, u) && p(d, f - 1, e.loop, u), t = s, u = a;
		}
		d < f - 1 && p(d, f - 1, e.loop, u);
	}
	return l;
}
function Mi(e) {
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
function Ni(e, t) {
	if (!t) return !1;
	let n = [], r = function(e, t) {
		return An(t) ? (n.includes(t) || n.push(t), n.indexOf(t)) : t;
	};
	return JSON.stringify(e, r) !== JSON.stringify(t, r);
}
function Pi(e, t, n) {
	return e.options.clip ? e[n] : t[n];
}
function Fi(e, t) {
	let { xScale: n, yScale: r } = e;
	return n && r ? {
		left: Pi(n, t, "left"),
		right: Pi(n, t, "right"),
		top: Pi(r, t, "top"),
		bottom: Pi(r, t, "bottom")
	} : t;
}
function Ii(e, t) {
	let n = t._clip;
	if (n.disabled) return !1;
	let r = Fi(t, e.chartArea);
	return {
		left: n.left === !1 ? 0 : r.left - (n.left === !0 ? 0 : n.left),
		right: n.right === !1 ? e.width : r.right + (n.right === !0 ? 0 : n.right),
		top: n.top === !1 ? 0 : r.top - (n.top === !0 ? 0 : n.top),
		bottom: n.bottom === !1 ? e.height : r.bottom + (n.bottom === !0 ? 0 : n.bottom)
	};
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/typeof.js
function Li(e) {
	"@babel/helpers - typeof";
	return Li = typeof Symbol == "function" && typeof Symbol.iterator == "symbol" ? function(e) {
		return typeof e;
	} : function(e) {
		return e && typeof Symbol == "function" && e.constructor === Symbol && e !== Symbol.prototype ? "symbol" : typeof e;
	}, Li(e);
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/toPrimitive.js
function Ri(e, t) {
	if (Li(e) != "object" || !e) return e;
	var n = e[Symbol.toPrimitive];
	if (n !== void 0) {
		var r = n.call(e, t || "default");
		if (Li(r) != "object") return r;
		throw TypeError("@@toPrimitive must return a primitive value.");
	}
	return (t === "string" ? String : Number)(e);
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/toPropertyKey.js
function zi(e) {
	var t = Ri(e, "string");
	return Li(t) == "symbol" ? t : t + "";
}
// \0@oxc-project+runtime@0.156.0/helpers/esm/defineProperty.js
function Y(e, t, n) {
	return (t = zi(t)) in e ? Object.defineProperty(e, t, {
		value: n,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[t] = n, e;
}
var Bi = /* #__PURE__ */ new class {
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
		this._request || (this._running = !0, this._request = yn.call(window, () => {
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
}(), Vi = "transparent", Hi = {
	boolean(e, t, n) {
		return n > .5 ? t : e;
	},
	color(e, t, n) {
		let r = jn(e || Vi), i = r.valid && jn(t || Vi);
		return i && i.valid ? i.mix(r, n).hexString() : t;
	},
	number(e, t, n) {
		return e + (t - e) * n;
	}
}, Ui = class {
	constructor(e, t, n, r) {
		let i = t[n];
		r = yr([
			e.to,
			r,
			i,
			e.from
		]);
		let a = yr([
			e.from,
			i,
			r
		]);
		this._active = !0, this._fn = e.fn || Hi[e.type || typeof a], this._easing = kn[e.easing] || kn.linear, this._start = Math.floor(Date.now() + (e.delay || 0)), this._duration = this._total = Math.floor(e.duration), this._loop = !!e.loop, this._target = t, this._prop = n, this._from = a, this._to = r, this._promises = void 0;
	}
	active() {
		return this._active;
	}
	update(e, t, n) {
		if (this._active) {
			this._notify(!1);
			let r = this._target[this._prop], i = n - this._start, a = this._duration - i;
			this._start = n, this._duration = Math.floor(Math.max(a, e.duration)), this._total += i, this._loop = !!e.loop, this._to = yr([
				e.to,
				t,
				r,
				e.from
			]), this._from = yr([
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
}, Wi = class {
	constructor(e, t) {
		this._chart = e, this._properties = /* @__PURE__ */ new Map(), this.configure(t);
	}
	configure(e) {
		if (!R(e)) return;
		let t = Object.keys(q.animation), n = this._properties;
		Object.getOwnPropertyNames(e).forEach((r) => {
			let i = e[r];
			if (!R(i)) return;
			let a = {};
			for (let e of t) a[e] = i[e];
			(L(i.properties) && i.properties || [r]).forEach((e) => {
				e !== r && n.has(e) || n.set(e, a);
			});
		});
	}
	_animateOptions(e, t) {
		let n = t.options, r = Ki(e, n);
		if (!r) return [];
		let i = this._createAnimations(r, n);
		return n.$shared && Gi(e.options.$animations, n).then(() => {
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
			!d || !d.duration ? e[c] = l : (i[c] = u = new Ui(d, e, c, l), r.push(u));
		}
		return r;
	}
	update(e, t) {
		if (this._properties.size === 0) {
			Object.assign(e, t);
			return;
		}
		let n = this._createAnimations(e, t);
		if (n.length) return Bi.add(this._chart, n), !0;
	}
};
function Gi(e, t) {
	let n = [], r = Object.keys(t);
	for (let t = 0; t < r.length; t++) {
		let i = e[r[t]];
		i && i.active() && n.push(i.wait());
	}
	return Promise.all(n);
}
function Ki(e, t) {
	if (!t) return;
	let n = e.options;
	if (!n) e.options = t;
	else return n.$shared && (e.options = n = Object.assign({}, n, {
		$shared: !1,
		$animations: {}
	})), n;
}
function qi(e, t) {
	let n = e && e.options || {}, r = n.reverse, i = n.min === void 0 ? t : 0, a = n.max === void 0 ? t : 0;
	return {
		start: r ? a : i,
		end: r ? i : a
	};
}
function Ji(e, t, n) {
	if (n === !1) return !1;
	let r = qi(e, n), i = qi(t, n);
	return {
		top: i.end,
		right: r.end,
		bottom: i.start,
		left: r.start
	};
}
function Yi(e) {
	let t, n, r, i;
	return R(e) ? (t = e.top, n = e.right, r = e.bottom, i = e.left) : t = n = r = i = e, {
		top: t,
		right: n,
		bottom: r,
		left: i,
		disabled: e === !1
	};
}
function Xi(e, t) {
	let n = [], r = e._getSortedDatasetMetas(t), i, a;
	for (i = 0, a = r.length; i < a; ++i) n.push(r[i].index);
	return n;
}
function Zi(e, t, n, r = {}) {
	let i = e.keys, a = r.mode === "single", o, s, c, l;
	if (t === null) return;
	let u = !1;
	for (o = 0, s = i.length; o < s; ++o) {
		if (c = +i[o], c === n) {
			if (u = !0, r.all) continue;
			break;
		}
		l = e.values[c], z(l) && (a || t === 0 || Gt(t) === Gt(l)) && (t += l);
	}
	return !u && !r.all ? 0 : t;
}
function Qi(e, t) {
	let { iScale: n, vScale: r } = t, i = n.axis === "x" ? "x" : "y", a = r.axis === "x" ? "x" : "y", o = Object.keys(e), s = Array(o.length), c, l, u;
	for (c = 0, l = o.length; c < l; ++c) u = o[c], s[c] = {
		[i]: u,
		[a]: e[u]
	};
	return s;
}
function $i(e, t) {
	let n = e && e.options.stacked;
	return n || n === void 0 && t.stack !== void 0;
}
function ea(e, t, n) {
	return `${e.id}.${t.id}.${n.stack || n.type}`;
}
function ta(e) {
	let { min: t, max: n, minDefined: r, maxDefined: i } = e.getUserBounds();
	return {
		min: r ? t : -Infinity,
		max: i ? n : Infinity
	};
}
function na(e, t, n) {
	let r = e[t] || (e[t] = {});
	return r[n] || (r[n] = {});
}
function ra(e, t, n, r) {
	for (let i of t.getMatchingVisibleMetas(r).reverse()) {
		let t = e[i.index];
		if (n && t > 0 || !n && t < 0) return i.index;
	}
	return null;
}
function ia(e, t) {
	let { chart: n, _cachedMeta: r } = e, i = n._stacks || (n._stacks = {}), { iScale: a, vScale: o, index: s } = r, c = a.axis, l = o.axis, u = ea(a, o, r), d = t.length, f;
	for (let e = 0; e < d; ++e) {
		let n = t[e], { [c]: a, [l]: d } = n, p = n._stacks || (n._stacks = {});
		f = p[l] = na(i, u, a), f[s] = d, f._top = ra(f, o, !0, r.type), f._bottom = ra(f, o, !1, r.type);
		let m = f._visualValues || (f._visualValues = {});
		m[s] = d;
	}
}
function aa(e, t) {
	let n = e.scales;
	return Object.keys(n).filter((e) => n[e].axis === t).shift();
}
function oa(e, t) {
	return xr(e, {
		active: !1,
		dataset: void 0,
		datasetIndex: t,
		index: t,
		mode: "default",
		type: "dataset"
	});
}
function sa(e, t, n) {
	return xr(e, {
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
function ca(e, t) {
	let n = e.controller.index, r = e.vScale && e.vScale.axis;
	if (r) {
		t = t || e._parsed;
		for (let e of t) {
			let t = e._stacks;
			t && t[r] !== void 0 && t[r][n] !== void 0 && (delete t[r][n], t[r]._visualValues !== void 0 && t[r]._visualValues[n] !== void 0 && delete t[r]._visualValues[n]);
		}
	}
}
var la = (e) => e === "reset" || e === "none", ua = (e, t) => t ? e : Object.assign({}, e), da = (e, t, n) => e && !t.hidden && t._stacked && {
	keys: Xi(n, !0),
	values: null
}, fa = class {
	constructor(e, t) {
		this.chart = e, this._ctx = e.ctx, this.index = t, this._cachedDataOpts = {}, this._cachedMeta = this.getMeta(), this._type = this._cachedMeta.type, this.options = void 0, this._parsing = !1, this._data = void 0, this._objectData = void 0, this._sharedOptions = void 0, this._drawStart = void 0, this._drawCount = void 0, this.enableOptionSharing = !1, this.supportsDecimation = !1, this.$context = void 0, this._syncList = [], this.datasetElementType = new.target.datasetElementType, this.dataElementType = new.target.dataElementType, this.initialize();
	}
	initialize() {
		let e = this._cachedMeta;
		this.configure(), this.linkScales(), e._stacked = $i(e.vScale, e), this.addElements(), this.options.fill && !this.chart.isPluginEnabled("filler") && console.warn("Tried to use the 'fill' option without the 'Filler' plugin enabled. Please import and register the 'Filler' plugin and make sure it is not disabled in the options");
	}
	updateIndex(e) {
		this.index !== e && ca(this._cachedMeta), this.index = e;
	}
	linkScales() {
		let e = this.chart, t = this._cachedMeta, n = this.getDataset(), r = (e, t, n, r) => e === "x" ? t : e === "r" ? r : n, i = t.xAxisID = B(n.xAxisID, aa(e, "x")), a = t.yAxisID = B(n.yAxisID, aa(e, "y")), o = t.rAxisID = B(n.rAxisID, aa(e, "r")), s = t.indexAxis, c = t.iAxisID = r(s, i, a, o), l = t.vAxisID = r(s, a, i, o);
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
		this._data && _n(this._data, this), e._stacked && ca(e);
	}
	_dataCheck() {
		let e = this.getDataset(), t = e.data || (e.data = []), n = this._data;
		if (R(t)) {
			let e = this._cachedMeta;
			this._data = Qi(t, e);
		} else if (n !== t) {
			if (n) {
				_n(n, this);
				let e = this._cachedMeta;
				ca(e), e._parsed = [];
			}
			t && Object.isExtensible(t) && gn(t, this), this._syncList = [], this._data = t;
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
		t._stacked = $i(t.vScale, t), t.stack !== n.stack && (r = !0, ca(t), t.stack = n.stack), this._resyncElements(e), (r || i !== t._stacked) && (ia(this, t._parsed), t._stacked = $i(t.vScale, t));
	}
	configure() {
		let e = this.chart.config, t = e.datasetScopeKeys(this._type), n = e.getOptionScopes(this.getDataset(), t, !0);
		this.options = e.createResolver(n, this.getContext()), this._parsing = this.options.parsing, this._cachedDataOpts = {};
	}
	parse(e, t) {
		let { _cachedMeta: n, _data: r } = this, { iScale: i, _stacked: a } = n, o = i.axis, s = e === 0 && t === r.length || n._sorted, c = e > 0 && n._parsed[e - 1], l, u, d;
		if (this._parsing === !1) n._parsed = r, n._sorted = !0, d = r;
		else {
			d = L(r[e]) ? this.parseArrayData(n, r, e, t) : R(r[e]) ? this.parseObjectData(n, r, e, t) : this.parsePrimitiveData(n, r, e, t);
			let i = () => u[o] === null || c && u[o] < c[o];
			for (l = 0; l < t; ++l) n._parsed[l + e] = u = d[l], s && (i() && (s = !1), c = u);
			n._sorted = s;
		}
		a && ia(this, d);
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
			x: i.parse(Nt(f, o), d),
			y: a.parse(Nt(f, s), d)
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
		return Zi({
			keys: Xi(r, !0),
			values: t._stacks[e.axis]._visualValues
		}, a, i.index, { mode: n });
	}
	updateRangeFromParsed(e, t, n, r) {
		let i = n[t.axis], a = i === null ? NaN : i, o = r && n._stacks[t.axis];
		r && o && (r.values = o, a = Zi(r, i, this._cachedMeta.index)), e.min = Math.min(e.min, a), e.max = Math.max(e.max, a);
	}
	getMinMax(e, t) {
		let n = this._cachedMeta, r = n._parsed, i = n._sorted && e === n.iScale, a = r.length, o = this._getOtherScale(e), s = da(t, n, this.chart), c = {
			min: Infinity,
			max: -Infinity
		}, { min: l, max: u } = ta(o), d, f;
		function p() {
			f = r[d];
			let t = f[o.axis];
			return !z(f[e.axis]) || l > t || u < t;
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
		for (r = 0, i = t.length; r < i; ++r) a = t[r][e.axis], z(a) && n.push(a);
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
		this.update(e || "default"), t._clip = Yi(B(this.options.clip, Ji(t.xScale, t.yScale, this.getMaxOverflow())));
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
			i = t.$context || (t.$context = sa(this.getContext(), e, t)), i.parsed = this.getParsed(e), i.raw = r.data[e], i.index = i.dataIndex = e;
		} else i = this.$context || (this.$context = oa(this.chart.getContext(), this.index)), i.dataset = r, i.index = i.datasetIndex = this.index;
		return i.active = !!t, i.mode = n, i;
	}
	resolveDatasetElementOptions(e) {
		return this._resolveElementOptions(this.datasetElementType.id, e);
	}
	resolveDataElementOptions(e, t) {
		return this._resolveElementOptions(this.dataElementType.id, t, e);
	}
	_resolveElementOptions(e, t = "default", n) {
		let r = t === "active", i = this._cachedDataOpts, a = e + "-" + t, o = i[a], s = this.enableOptionSharing && Ft(n);
		if (o) return ua(o, s);
		let c = this.chart.config, l = c.datasetElementScopeKeys(this._type, e), u = r ? [
			`${e}Hover`,
			"hover",
			e,
			""
		] : [e, ""], d = c.getOptionScopes(this.getDataset(), l), f = Object.keys(q.elements[e]), p = c.resolveNamedOptions(d, f, () => this.getContext(n, r, t), u);
		return p.$shared && (p.$shared = s, i[a] = Object.freeze(ua(p, s))), p;
	}
	_resolveAnimations(e, t, n) {
		let r = this.chart, i = this._cachedDataOpts, a = `animation-${t}`, o = i[a];
		if (o) return o;
		let s;
		if (r.options.animation !== !1) {
			let r = this.chart.config, i = r.datasetAnimationScopeKeys(this._type, t), a = r.getOptionScopes(this.getDataset(), i);
			s = r.createResolver(a, this.getContext(e, n, t));
		}
		let c = new Wi(r, s && s.animations);
		return s && s._cacheable && (i[a] = Object.freeze(c)), c;
	}
	getSharedOptions(e) {
		if (e.$shared) return this._sharedOptions || (this._sharedOptions = Object.assign({}, e));
	}
	includeOptions(e, t) {
		return !t || la(e) || this.chart._animationsDisabled;
	}
	_getSharedOptions(e, t) {
		let n = this.resolveDataElementOptions(e, t), r = this._sharedOptions, i = this.getSharedOptions(n), a = this.includeOptions(t, i) || i !== r;
		return this.updateSharedOptions(i, t, n), {
			sharedOptions: i,
			includeOptions: a
		};
	}
	updateElement(e, t, n, r) {
		la(r) ? Object.assign(e, n) : this._resolveAnimations(t, r).update(e, n);
	}
	updateSharedOptions(e, t, n) {
		e && !la(t) && this._resolveAnimations(void 0, t).update(e, n);
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
			n._stacked && ca(n, r);
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
Y(fa, "defaults", {}), Y(fa, "datasetElementType", null), Y(fa, "dataElementType", null);
function pa(e, t) {
	if (!e._cache.$bar) {
		let n = e.getMatchingVisibleMetas(t), r = [];
		for (let t = 0, i = n.length; t < i; t++) r = r.concat(n[t].controller.getAllParsedValues(e));
		e._cache.$bar = vn(r.sort((e, t) => e - t));
	}
	return e._cache.$bar;
}
function ma(e) {
	let t = e.iScale, n = pa(t, e.type), r = t._length, i, a, o, s, c = () => {
		o !== 32767 && o !== -32768 && (Ft(s) && (r = Math.min(r, Math.abs(o - s) || r)), s = o);
	};
	for (i = 0, a = n.length; i < a; ++i) o = t.getPixelForValue(n[i]), c();
	for (s = void 0, i = 0, a = t.ticks.length; i < a; ++i) o = t.getPixelForTick(i), c();
	return r;
}
function ha(e, t, n, r) {
	let i = n.barThickness, a, o;
	return I(i) ? (a = t.min * n.categoryPercentage, o = n.barPercentage) : (a = i * r, o = 1), {
		chunk: a / r,
		ratio: o,
		start: t.pixels[e] - a / 2
	};
}
function ga(e, t, n, r) {
	let i = t.pixels, a = i[e], o = e > 0 ? i[e - 1] : null, s = e < i.length - 1 ? i[e + 1] : null, c = n.categoryPercentage;
	o === null && (o = a - (s === null ? t.end - t.start : s - a)), s === null && (s = a + a - o);
	let l = a - (a - Math.min(o, s)) / 2 * c;
	return {
		chunk: Math.abs(s - o) / 2 * c / r,
		ratio: n.barPercentage,
		start: l
	};
}
function _a(e, t, n, r) {
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
function va(e, t, n, r) {
	return L(e) ? _a(e, t, n, r) : t[n.axis] = n.parse(e, r), t;
}
function ya(e, t, n, r) {
	let i = e.iScale, a = e.vScale, o = i.getLabels(), s = i === a, c = [], l, u, d, f;
	for (l = n, u = n + r; l < u; ++l) f = t[l], d = {}, d[i.axis] = s || i.parse(o[l], l), c.push(va(f, d, a, l));
	return c;
}
function ba(e) {
	return e && e.barStart !== void 0 && e.barEnd !== void 0;
}
function xa(e, t, n) {
	return e === 0 ? (t.isHorizontal() ? 1 : -1) * (t.min >= n ? 1 : -1) : Gt(e);
}
function Sa(e) {
	let t, n, r, i, a;
	return e.horizontal ? (t = e.base > e.x, n = "left", r = "right") : (t = e.base < e.y, n = "bottom", r = "top"), t ? (i = "end", a = "start") : (i = "start", a = "end"), {
		start: n,
		end: r,
		reverse: t,
		top: i,
		bottom: a
	};
}
function Ca(e, t, n, r) {
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
	let { start: o, end: s, reverse: c, top: l, bottom: u } = Sa(e);
	i === "middle" && n && (e.enableBorderRadius = !0, (n._top || 0) === r ? i = l : (n._bottom || 0) === r ? i = u : (a[wa(u, o, s, c)] = !0, i = l)), a[wa(i, o, s, c)] = !0, e.borderSkipped = a;
}
function wa(e, t, n, r) {
	return r ? (e = Ta(e, t, n), e = Ea(e, n, t)) : e = Ea(e, t, n), e;
}
function Ta(e, t, n) {
	return e === t ? n : e === n ? t : e;
}
function Ea(e, t, n) {
	return e === "start" ? t : e === "end" ? n : e;
}
function Da(e, { inflateAmount: t }, n) {
	e.inflateAmount = t === "auto" ? n === 1 ? .33 : 0 : t;
}
var Oa = class extends fa {
	parsePrimitiveData(e, t, n, r) {
		return ya(e, t, n, r);
	}
	parseArrayData(e, t, n, r) {
		return ya(e, t, n, r);
	}
	parseObjectData(e, t, n, r) {
		let { iScale: i, vScale: a } = e, { xAxisKey: o = "x", yAxisKey: s = "y" } = this._parsing, c = i.axis === "x" ? o : s, l = a.axis === "x" ? o : s, u = [], d, f, p, m;
		for (d = n, f = n + r; d < f; ++d) m = t[d], p = {}, p[i.axis] = i.parse(Nt(m, c), d), u.push(va(Nt(m, l), p, a, d));
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
		let { iScale: t, vScale: n } = this._cachedMeta, r = this.getParsed(e), i = r._custom, a = ba(i) ? "[" + i.start + ", " + i.end + "]" : "" + n.getLabelForValue(r[n.axis]);
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
			let t = this.getParsed(f), n = i || I(t[o.axis]) ? {
				base: s,
				head: s
			} : this._calculateBarValuePixels(f), p = this._calculateBarIndexPixels(f, l), m = (t._stacks || {})[o.axis], h = {
				horizontal: c,
				base: n.base,
				enableBorderRadius: !m || ba(t._custom) || a === m._top || a === m._bottom,
				x: c ? n.head : p.center,
				y: c ? p.center : n.head,
				height: c ? p.size : Math.abs(n.size),
				width: c ? Math.abs(n.size) : p.size
			};
			d && (h.options = u || this.resolveDataElementOptions(f, e[f].active ? "active" : r));
			let g = h.options || e[f].options;
			Ca(h, g, m, a), Da(h, g, l.ratio), this.updateElement(e[f], f, h, r);
		}
	}
	_getStacks(e, t) {
		let { iScale: n } = this._cachedMeta, r = n.getMatchingVisibleMetas(this._type).filter((e) => e.controller.options.grouped), i = n.options.stacked, a = [], o = this._cachedMeta.controller.getParsed(t), s = o && o[n.axis], c = (e) => {
			let t = e._parsed.find((e) => e[n.axis] === s), r = t && t[e.vScale.axis];
			if (I(r) || isNaN(r)) return !0;
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
		for (let n of this.chart.data.datasets) e[B(this.chart.options.indexAxis === "x" ? n.xAxisID : n.yAxisID, t)] = !0;
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
			min: o || ma(t),
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
		let { _cachedMeta: { vScale: t, _stacked: n, index: r }, options: { base: i, minBarLength: a } } = this, o = i || 0, s = this.getParsed(e), c = s._custom, l = ba(c), u = s[t.axis], d = 0, f = n ? this.applyStack(t, s, n) : u, p, m;
		f !== u && (d = f - u, f = u), l && (u = c.barStart, f = c.barEnd - c.barStart, u !== 0 && Gt(u) !== Gt(c.barEnd) && (d = 0), d += u);
		let h = !I(i) && !l ? i : d, g = t.getPixelForValue(h);
		if (p = this.chart.getDataVisibility(e) ? t.getPixelForValue(d + f) : g, m = p - g, Math.abs(m) < a) {
			m = xa(m, t, o) * a, u === o && (g -= m / 2);
			let e = t.getPixelForDecimal(0), i = t.getPixelForDecimal(1);
			g = Math.max(Math.min(g, Math.max(e, i)), Math.min(e, i)), p = g + m, n && !l && (s._stacks[t.axis]._visualValues[r] = t.getValueForPixel(p) - t.getValueForPixel(g));
		}
		if (g === t.getPixelForValue(o)) {
			let e = Gt(m) * t.getLineWidthForValue(o) / 2;
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
		let n = t.scale, r = this.options, i = r.skipNull, a = B(r.maxBarThickness, Infinity), o, s, c = this._getAxisCount();
		if (t.grouped) {
			let n = i ? this._getStackCount(e) : t.stackCount, l = r.barThickness === "flex" ? ga(e, t, r, n * c) : ha(e, t, r, n * c), u = this.chart.options.indexAxis === "x" ? this.getDataset().xAxisID : this.getDataset().yAxisID, d = this._getAxis().indexOf(B(u, this.getFirstScaleIdForIndexAxis())), f = this._getStackIndex(this.index, this._cachedMeta.stack, i ? e : void 0) + d;
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
Y(Oa, "id", "bar"), Y(Oa, "defaults", {
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
}), Y(Oa, "overrides", { scales: {
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
var ka = class extends fa {
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
			i[e]._custom = B(r[2], this.resolveDataElementOptions(e + n).radius);
		}
		return i;
	}
	parseObjectData(e, t, n, r) {
		let i = super.parseObjectData(e, t, n, r);
		for (let e = 0; e < i.length; e++) {
			let r = t[n + e];
			i[e]._custom = B(r && r.r && +r.r, this.resolveDataElementOptions(e + n).radius);
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
		return t !== "active" && (r.radius = 0), r.radius += B(n && n._custom, i), r;
	}
};
Y(ka, "id", "bubble"), Y(ka, "defaults", {
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
}), Y(ka, "overrides", { scales: {
	x: { type: "linear" },
	y: { type: "linear" }
} });
function Aa(e, t, n) {
	let r = 1, i = 1, a = 0, o = 0;
	if (t < W) {
		let s = e, c = s + t, l = Math.cos(s), u = Math.sin(s), d = Math.cos(c), f = Math.sin(c), p = (e, t, r) => sn(e, s, c, !0) ? 1 : Math.max(t, t * n, r, r * n), m = (e, t, r) => sn(e, s, c, !0) ? -1 : Math.min(t, t * n, r, r * n), h = p(0, l, d), g = p(G, u, f), _ = m(U, l, d), v = m(U + G, u, f);
		r = (h - _) / 2, i = (g - v) / 2, a = -(h + _) / 2, o = -(g + v) / 2;
	}
	return {
		ratioX: r,
		ratioY: i,
		offsetX: a,
		offsetY: o
	};
}
var ja = class extends fa {
	constructor(e, t) {
		super(e, t), this.enableOptionSharing = !0, this.innerRadius = void 0, this.outerRadius = void 0, this.offsetX = void 0, this.offsetY = void 0;
	}
	linkScales() {}
	parse(e, t) {
		let n = this.getDataset().data, r = this._cachedMeta;
		if (this._parsing === !1) r._parsed = n;
		else {
			let i = (e) => +n[e];
			if (R(n[e])) {
				let { key: e = "value" } = this._parsing;
				i = (t) => +Nt(n[t], e);
			}
			let a, o;
			for (a = e, o = e + t; a < o; ++a) r._parsed[a] = i(a);
		}
	}
	_getRotation() {
		return $t(this.options.rotation - 90);
	}
	_getCircumference() {
		return $t(this.options.circumference);
	}
	_getRotationExtents() {
		let e = W, t = -W;
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
		let { chartArea: t } = this.chart, n = this._cachedMeta, r = n.data, i = this.getMaxBorderWidth() + this.getMaxOffset(r) + this.options.spacing, a = Math.max((Math.min(t.width, t.height) - i) / 2, 0), o = Math.min(xt(this.options.cutout, a), 1), s = this._getRingWeight(this.index), { circumference: c, rotation: l } = this._getRotationExtents(), { ratioX: u, ratioY: d, offsetX: f, offsetY: p } = Aa(l, c, o), m = (t.width - i) / u, h = (t.height - i) / d, g = Math.max(Math.min(m, h) / 2, 0), _ = St(this.options.radius, g), v = (_ - Math.max(_ * o, 0)) / this._getVisibleDatasetWeightTotal();
		this.offsetX = f * _, this.offsetY = p * _, n.total = this.calculateTotal(), this.outerRadius = _ - v * this._getRingWeightOffset(this.index), this.innerRadius = Math.max(this.outerRadius - v * s, 0), this.updateElements(r, 0, r.length, e);
	}
	_circumference(e, t) {
		let n = this.options, r = this._cachedMeta, i = this._getCircumference();
		return t && n.animation.animateRotate || !this.chart.getDataVisibility(e) || r._parsed[e] === null || r.data[e].hidden ? 0 : this.calculateCircumference(r._parsed[e] * i / W);
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
		return t > 0 && !isNaN(e) ? Math.abs(e) / t * W : 0;
	}
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart, r = n.data.labels || [], i = zn(t._parsed[e], n.options.locale);
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
		return Math.max(B(this.chart.data.datasets[e].weight, 1), 0);
	}
	_getVisibleDatasetWeightTotal() {
		return this._getRingWeightOffset(this.chart.data.datasets.length) || 1;
	}
};
Y(ja, "id", "doughnut"), Y(ja, "defaults", {
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
}), Y(ja, "descriptors", {
	_scriptable: (e) => e !== "spacing" && e !== "spacingMode",
	_indexable: (e) => e !== "spacing" && e !== "spacingMode" && !e.startsWith("borderDash") && !e.startsWith("hoverBorderDash")
}), Y(ja, "overrides", {
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
var Ma = class extends fa {
	initialize() {
		this.enableOptionSharing = !0, this.supportsDecimation = !0, super.initialize();
	}
	update(e) {
		let t = this._cachedMeta, { dataset: n, data: r = [], _dataset: i } = t, a = this.chart._animationsDisabled, { start: o, count: s } = wn(t, r, a);
		this._drawStart = o, this._drawCount = s, Tn(t) && (o = 0, s = r.length), n._chart = this.chart, n._datasetIndex = this.index, n._decimated = !!i._decimated, n.points = r;
		let c = this.resolveDatasetElementOptions(e);
		this.options.showLine || (c.borderWidth = 0), c.segment = this.options.segment, this.updateElement(n, void 0, {
			animated: !a,
			options: c
		}, e), this.updateElements(r, o, s, e);
	}
	updateElements(e, t, n, r) {
		let i = r === "reset", { iScale: a, vScale: o, _stacked: s, _dataset: c } = this._cachedMeta, { sharedOptions: l, includeOptions: u } = this._getSharedOptions(t, r), d = a.axis, f = o.axis, { spanGaps: p, segment: m } = this.options, h = Xt(p) ? p : Infinity, g = this.chart._animationsDisabled || i || r === "none", _ = t + n, v = e.length, y = t > 0 && this.getParsed(t - 1);
		for (let n = 0; n < v; ++n) {
			let p = e[n], v = g ? p : {};
			if (n < t || n >= _) {
				v.skip = !0;
				continue;
			}
			let b = this.getParsed(n), x = I(b[f]), S = v[d] = a.getPixelForValue(b[d], n), C = v[f] = i || x ? o.getBasePixel() : o.getPixelForValue(s ? this.applyStack(o, b, s) : b[f], n);
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
Y(Ma, "id", "line"), Y(Ma, "defaults", {
	datasetElementType: "line",
	dataElementType: "point",
	showLine: !0,
	spanGaps: !1
}), Y(Ma, "overrides", { scales: {
	_index_: { type: "category" },
	_value_: { type: "linear" }
} });
var Na = class extends fa {
	constructor(e, t) {
		super(e, t), this.innerRadius = void 0, this.outerRadius = void 0;
	}
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart, r = n.data.labels || [], i = zn(t._parsed[e].r, n.options.locale);
		return {
			label: r[e] || "",
			value: i
		};
	}
	parseObjectData(e, t, n, r) {
		return Vr.bind(this)(e, t, n, r);
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
		let i = r === "reset", a = this.chart, o = a.options.animation, s = this._cachedMeta.rScale, c = s.xCenter, l = s.yCenter, u = s.getIndexAngle(0) - .5 * U, d = u, f, p = 360 / this.countVisibleElements();
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
		return this.chart.getDataVisibility(e) ? $t(this.resolveDataElementOptions(e, t).angle || n) : 0;
	}
};
Y(Na, "id", "polarArea"), Y(Na, "defaults", {
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
}), Y(Na, "overrides", {
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
var Pa = class extends ja {};
Y(Pa, "id", "pie"), Y(Pa, "defaults", {
	cutout: 0,
	rotation: 0,
	circumference: 360,
	radius: "100%"
});
var Fa = class extends fa {
	getLabelAndValue(e) {
		let t = this._cachedMeta.vScale, n = this.getParsed(e);
		return {
			label: t.getLabels()[e],
			value: "" + t.getLabelForValue(n[t.axis])
		};
	}
	parseObjectData(e, t, n, r) {
		return Vr.bind(this)(e, t, n, r);
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
Y(Fa, "id", "radar"), Y(Fa, "defaults", {
	datasetElementType: "line",
	dataElementType: "point",
	indexAxis: "r",
	showLine: !0,
	elements: { line: { fill: "start" } }
}), Y(Fa, "overrides", {
	aspectRatio: 1,
	scales: { r: { type: "radialLinear" } }
});
var Ia = class extends fa {
	getLabelAndValue(e) {
		let t = this._cachedMeta, n = this.chart.data.labels || [], { xScale: r, yScale: i } = t, a = this.getParsed(e), o = r.getLabelForValue(a.x), s = i.getLabelForValue(a.y);
		return {
			label: n[e] || "",
			value: "(" + o + ", " + s + ")"
		};
	}
	update(e) {
		let t = this._cachedMeta, { data: n = [] } = t, r = this.chart._animationsDisabled, { start: i, count: a } = wn(t, n, r);
		if (this._drawStart = i, this._drawCount = a, Tn(t) && (i = 0, a = n.length), this.options.showLine) {
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
		let i = r === "reset", { iScale: a, vScale: o, _stacked: s, _dataset: c } = this._cachedMeta, l = this.resolveDataElementOptions(t, r), u = this.getSharedOptions(l), d = this.includeOptions(r, u), f = a.axis, p = o.axis, { spanGaps: m, segment: h } = this.options, g = Xt(m) ? m : Infinity, _ = this.chart._animationsDisabled || i || r === "none", v = t > 0 && this.getParsed(t - 1);
		for (let l = t; l < t + n; ++l) {
			let t = e[l], n = this.getParsed(l), m = _ ? t : {}, y = I(n[p]), b = m[f] = a.getPixelForValue(n[f], l), x = m[p] = i || y ? o.getBasePixel() : o.getPixelForValue(s ? this.applyStack(o, n, s) : n[p], l);
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
Y(Ia, "id", "scatter"), Y(Ia, "defaults", {
	datasetElementType: !1,
	dataElementType: "point",
	showLine: !1,
	fill: !1
}), Y(Ia, "overrides", {
	interaction: { mode: "point" },
	scales: {
		x: { type: "linear" },
		y: { type: "linear" }
	}
});
function La() {
	throw Error("This method is not implemented: Check that a complete date adapter is provided.");
}
var Ra = { _date: class e {
	static override(t) {
		Object.assign(e.prototype, t);
	}
	constructor(e) {
		Y(this, "options", void 0), this.options = e || {};
	}
	init() {}
	formats() {
		return La();
	}
	parse() {
		return La();
	}
	format() {
		return La();
	}
	add() {
		return La();
	}
	diff() {
		return La();
	}
	startOf() {
		return La();
	}
	endOf() {
		return La();
	}
} };
function za(e, t, n, r) {
	let { controller: i, data: a, _sorted: o } = e, s = i._cachedMeta.iScale, c = e.dataset && e.dataset.options ? e.dataset.options.spanGaps : null;
	if (s && t === s.axis && t !== "r" && o && a.length) {
		let o = s._reversePixels ? pn : fn;
		if (!r) {
			let r = o(a, t, n);
			if (c) {
				let { vScale: t } = i._cachedMeta, { _parsed: n } = e, a = n.slice(0, r.lo + 1).reverse().findIndex((e) => !I(e[t.axis]));
				r.lo -= Math.max(0, a);
				let o = n.slice(r.hi).findIndex((e) => !I(e[t.axis]));
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
function Ba(e, t, n, r, i) {
	let a = e.getSortedVisibleDatasetMetas(), o = n[t];
	for (let e = 0, n = a.length; e < n; ++e) {
		let { index: n, data: s } = a[e], { lo: c, hi: l } = za(a[e], t, o, i);
		for (let e = c; e <= l; ++e) {
			let t = s[e];
			t.skip || r(t, n, e);
		}
	}
}
function Va(e) {
	let t = e.indexOf("x") !== -1, n = e.indexOf("y") !== -1;
	return function(e, r) {
		let i = t ? Math.abs(e.x - r.x) : 0, a = n ? Math.abs(e.y - r.y) : 0;
		return Math.sqrt(i ** 2 + a ** 2);
	};
}
function Ha(e, t, n, r, i) {
	let a = [];
	return !i && !e.isPointInArea(t) || Ba(e, n, t, function(n, o, s) {
		(i || tr(n, e.chartArea, 0)) && n.inRange(t.x, t.y, r) && a.push({
			element: n,
			datasetIndex: o,
			index: s
		});
	}, !0), a;
}
function Ua(e, t, n, r) {
	let i = [];
	function a(e, n, a) {
		let { startAngle: o, endAngle: s } = e.getProps(["startAngle", "endAngle"], r), { angle: c } = nn(e, {
			x: t.x,
			y: t.y
		});
		sn(c, o, s) && i.push({
			element: e,
			datasetIndex: n,
			index: a
		});
	}
	return Ba(e, n, t, a), i;
}
function Wa(e, t, n, r, i, a) {
	let o = [], s = Va(n), c = Infinity;
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
	return Ba(e, n, t, l), o;
}
function Ga(e, t, n, r, i, a) {
	return !a && !e.isPointInArea(t) ? [] : n === "r" && !r ? Ua(e, t, n, i) : Wa(e, t, n, r, i, a);
}
function Ka(e, t, n, r, i) {
	let a = [], o = n === "x" ? "inXRange" : "inYRange", s = !1;
	return Ba(e, n, t, (e, r, c) => {
		e[o] && e[o](t[n], i) && (a.push({
			element: e,
			datasetIndex: r,
			index: c
		}), s = s || e.inRange(t.x, t.y, i));
	}), r && !s ? [] : a;
}
var qa = {
	evaluateInteractionItems: Ba,
	modes: {
		index(e, t, n, r) {
			let i = si(t, e), a = n.axis || "x", o = n.includeInvisible || !1, s = n.intersect ? Ha(e, i, a, r, o) : Ga(e, i, a, !1, r, o), c = [];
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
			let i = si(t, e), a = n.axis || "xy", o = n.includeInvisible || !1, s = n.intersect ? Ha(e, i, a, r, o) : Ga(e, i, a, !1, r, o);
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
			return Ha(e, si(t, e), n.axis || "xy", r, n.includeInvisible || !1);
		},
		nearest(e, t, n, r) {
			let i = si(t, e), a = n.axis || "xy", o = n.includeInvisible || !1;
			return Ga(e, i, a, n.intersect, r, o);
		},
		x(e, t, n, r) {
			return Ka(e, si(t, e), "x", n.intersect, r);
		},
		y(e, t, n, r) {
			return Ka(e, si(t, e), "y", n.intersect, r);
		}
	}
}, Ja = [
	"left",
	"top",
	"right",
	"bottom"
];
function Ya(e, t) {
	return e.filter((e) => e.pos === t);
}
function Xa(e, t) {
	return e.filter((e) => Ja.indexOf(e.pos) === -1 && e.box.axis === t);
}
function Za(e, t) {
	return e.sort((e, n) => {
		let r = t ? n : e, i = t ? e : n;
		return r.weight === i.weight ? r.index - i.index : r.weight - i.weight;
	});
}
function Qa(e) {
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
function $a(e) {
	let t = {};
	for (let n of e) {
		let { stack: e, pos: r, stackWeight: i } = n;
		if (!e || !Ja.includes(r)) continue;
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
function eo(e, t) {
	let n = $a(e), { vBoxMaxWidth: r, hBoxMaxHeight: i } = t, a, o, s;
	for (a = 0, o = e.length; a < o; ++a) {
		s = e[a];
		let { fullSize: o } = s.box, c = n[s.stack], l = c && s.stackWeight / c.weight;
		s.horizontal ? (s.width = l ? l * r : o && t.availableWidth, s.height = i) : (s.width = r, s.height = l ? l * i : o && t.availableHeight);
	}
	return n;
}
function to(e) {
	let t = Qa(e), n = Za(t.filter((e) => e.box.fullSize), !0), r = Za(Ya(t, "left"), !0), i = Za(Ya(t, "right")), a = Za(Ya(t, "top"), !0), o = Za(Ya(t, "bottom")), s = Xa(t, "x"), c = Xa(t, "y");
	return {
		fullSize: n,
		leftAndTop: r.concat(a),
		rightAndBottom: i.concat(c).concat(o).concat(s),
		chartArea: Ya(t, "chartArea"),
		vertical: r.concat(i).concat(c),
		horizontal: a.concat(o).concat(s)
	};
}
function no(e, t, n, r) {
	return Math.max(e[n], t[n]) + Math.max(e[r], t[r]);
}
function ro(e, t) {
	e.top = Math.max(e.top, t.top), e.left = Math.max(e.left, t.left), e.bottom = Math.max(e.bottom, t.bottom), e.right = Math.max(e.right, t.right);
}
function io(e, t, n, r) {
	let { pos: i, box: a } = n, o = e.maxPadding;
	if (!R(i)) {
		n.size && (e[i] -= n.size);
		let t = r[n.stack] || {
			size: 0,
			count: 1
		};
		t.size = Math.max(t.size, n.horizontal ? a.height : a.width), n.size = t.size / t.count, e[i] += n.size;
	}
	a.getPadding && ro(o, a.getPadding());
	let s = Math.max(0, t.outerWidth - no(o, e, "left", "right")), c = Math.max(0, t.outerHeight - no(o, e, "top", "bottom")), l = s !== e.w, u = c !== e.h;
	return e.w = s, e.h = c, n.horizontal ? {
		same: l,
		other: u
	} : {
		same: u,
		other: l
	};
}
function ao(e) {
	let t = e.maxPadding;
	function n(n) {
		let r = Math.max(t[n] - e[n], 0);
		return e[n] += r, r;
	}
	e.y += n("top"), e.x += n("left"), n("right"), n("bottom");
}
function oo(e, t) {
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
function so(e, t, n, r) {
	let i = [], a, o, s, c, l, u;
	for (a = 0, o = e.length, l = 0; a < o; ++a) {
		s = e[a], c = s.box, c.update(s.width || t.w, s.height || t.h, oo(s.horizontal, t));
		let { same: o, other: d } = io(t, n, s, r);
		l |= o && i.length, u = u || d, c.fullSize || i.push(s);
	}
	return l && so(i, t, n, r) || u;
}
function co(e, t, n, r, i) {
	e.top = n, e.left = t, e.right = t + r, e.bottom = n + i, e.width = r, e.height = i;
}
function lo(e, t, n, r) {
	let i = n.padding, { x: a, y: o } = t;
	for (let s of e) {
		let e = s.box, c = r[s.stack] || {
			count: 1,
			placed: 0,
			weight: 1
		}, l = s.stackWeight / c.weight || 1;
		if (s.horizontal) {
			let r = t.w * l, a = c.size || e.height;
			Ft(c.start) && (o = c.start), e.fullSize ? co(e, i.left, o, n.outerWidth - i.right - i.left, a) : co(e, t.left + c.placed, o, r, a), c.start = o, c.placed += r, o = e.bottom;
		} else {
			let r = t.h * l, o = c.size || e.width;
			Ft(c.start) && (a = c.start), e.fullSize ? co(e, a, i.top, o, n.outerHeight - i.bottom - i.top) : co(e, a, t.top + c.placed, o, r), c.start = a, c.placed += r, a = e.right;
		}
	}
	t.x = a, t.y = o;
}
var uo = {
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
		let i = vr(e.options.layout.padding), a = Math.max(t - i.width, 0), o = Math.max(n - i.height, 0), s = to(e.boxes), c = s.vertical, l = s.horizontal;
		H(e.boxes, (e) => {
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
		ro(f, vr(r));
		let p = Object.assign({
			maxPadding: f,
			w: a,
			h: o,
			x: i.left,
			y: i.top
		}, i), m = eo(c.concat(l), d);
		so(s.fullSize, p, d, m), so(c, p, d, m), so(l, p, d, m) && so(c, p, d, m), ao(p), lo(s.leftAndTop, p, d, m), p.x += p.w, p.y += p.h, lo(s.rightAndBottom, p, d, m), e.chartArea = {
			left: p.left,
			top: p.top,
			right: p.left + p.w,
			bottom: p.top + p.h,
			height: p.h,
			width: p.w
		}, H(s.chartArea, (t) => {
			let n = t.box;
			Object.assign(n, e.chartArea), n.update(p.w, p.h, {
				left: 0,
				top: 0,
				right: 0,
				bottom: 0
			});
		});
	}
}, fo = class {
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
}, po = class extends fo {
	acquireContext(e) {
		return e && e.getContext && e.getContext("2d") || null;
	}
	updateConfig(e) {
		e.options.animation = !1;
	}
}, mo = "$chartjs", ho = {
	touchstart: "mousedown",
	touchmove: "mousemove",
	touchend: "mouseup",
	pointerenter: "mouseenter",
	pointerdown: "mousedown",
	pointermove: "mousemove",
	pointerup: "mouseup",
	pointerleave: "mouseout",
	pointerout: "mouseout"
}, go = (e) => e === null || e === "";
function _o(e, t) {
	let n = e.style, r = e.getAttribute("height"), i = e.getAttribute("width");
	if (e[mo] = { initial: {
		height: r,
		width: i,
		style: {
			display: n.display,
			height: n.height,
			width: n.width
		}
	} }, n.display = n.display || "block", n.boxSizing = n.boxSizing || "border-box", go(i)) {
		let t = pi(e, "width");
		t !== void 0 && (e.width = t);
	}
	if (go(r)) {
		if (e.style.height === "") e.height = e.width / (t || 2);
		else {
			let t = pi(e, "height");
			t !== void 0 && (e.height = t);
		}
	}
	return e;
}
var vo = fi ? { passive: !0 } : !1;
function yo(e, t, n) {
	e && e.addEventListener(t, n, vo);
}
function bo(e, t, n) {
	e && e.canvas && e.canvas.removeEventListener(t, n, vo);
}
function xo(e, t) {
	let n = ho[e.type] || e.type, { x: r, y: i } = si(e, t);
	return {
		type: n,
		chart: t,
		native: e,
		x: r === void 0 ? null : r,
		y: i === void 0 ? null : i
	};
}
function So(e, t) {
	for (let n of e) if (n === t || n.contains(t)) return !0;
}
function Co(e, t, n) {
	let r = e.canvas, i = new MutationObserver((e) => {
		let t = !1;
		for (let n of e) t = t || So(n.addedNodes, r), t = t && !So(n.removedNodes, r);
		t && n();
	});
	return i.observe(document, {
		childList: !0,
		subtree: !0
	}), i;
}
function wo(e, t, n) {
	let r = e.canvas, i = new MutationObserver((e) => {
		let t = !1;
		for (let n of e) t = t || So(n.removedNodes, r), t = t && !So(n.addedNodes, r);
		t && n();
	});
	return i.observe(document, {
		childList: !0,
		subtree: !0
	}), i;
}
var To = /* @__PURE__ */ new Map(), Eo = 0;
function Do() {
	let e = window.devicePixelRatio;
	e !== Eo && (Eo = e, To.forEach((t, n) => {
		n.currentDevicePixelRatio !== e && t();
	}));
}
function Oo(e, t) {
	To.size || window.addEventListener("resize", Do), To.set(e, t);
}
function ko(e) {
	To.delete(e), To.size || window.removeEventListener("resize", Do);
}
function Ao(e, t, n) {
	let r = e.canvas, i = r && $r(r);
	if (!i) return;
	let a = bn((e, t) => {
		let r = i.clientWidth;
		n(e, t), r < i.clientWidth && n();
	}, window), o = new ResizeObserver((e) => {
		let t = e[0], n = t.contentRect.width, r = t.contentRect.height;
		(n !== 0 || r !== 0) && a(n, r);
	});
	return o.observe(i), Oo(e, a), o;
}
function jo(e, t, n) {
	n && n.disconnect(), t === "resize" && ko(e);
}
function Mo(e, t, n) {
	let r = e.canvas, i = bn((t) => {
		e.ctx !== null && n(xo(t, e));
	}, e);
	return yo(r, t, i), i;
}
var No = class extends fo {
	acquireContext(e, t) {
		let n = e && e.getContext && e.getContext("2d");
		return n && n.canvas === e ? (_o(e, t), n) : null;
	}
	releaseContext(e) {
		let t = e.canvas;
		if (!t[mo]) return !1;
		let n = t[mo].initial;
		["height", "width"].forEach((e) => {
			let r = n[e];
			I(r) ? t.removeAttribute(e) : t.setAttribute(e, r);
		});
		let r = n.style || {};
		return Object.keys(r).forEach((e) => {
			t.style[e] = r[e];
		}), t.width = t.width, delete t[mo], !0;
	}
	addEventListener(e, t, n) {
		this.removeEventListener(e, t);
		let r = e.$proxies || (e.$proxies = {});
		r[t] = ({
			attach: Co,
			detach: wo,
			resize: Ao
		}[t] || Mo)(e, t, n);
	}
	removeEventListener(e, t) {
		let n = e.$proxies || (e.$proxies = {}), r = n[t];
		r && (({
			attach: jo,
			detach: jo,
			resize: jo
		}[t] || bo)(e, t, r), n[t] = void 0);
	}
	getDevicePixelRatio() {
		return window.devicePixelRatio;
	}
	getMaximumSize(e, t, n, r) {
		return ui(e, t, n, r);
	}
	isAttached(e) {
		let t = e && $r(e);
		return !!(t && t.isConnected);
	}
};
function Po(e) {
	return !Qr() || typeof OffscreenCanvas < "u" && e instanceof OffscreenCanvas ? po : No;
}
var Fo = class {
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
		return Xt(this.x) && Xt(this.y);
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
Y(Fo, "defaults", {}), Y(Fo, "defaultRoutes", void 0);
function Io(e, t) {
	let n = e.options.ticks, r = Lo(e), i = Math.min(n.maxTicksLimit || r, r), a = n.major.enabled ? zo(t) : [], o = a.length, s = a[0], c = a[o - 1], l = [];
	if (o > i) return Bo(t, l, a, o / i), l;
	let u = Ro(a, t, i);
	if (o > 0) {
		let e, n, r = o > 1 ? Math.round((c - s) / (o - 1)) : null;
		for (Vo(t, l, u, I(r) ? 0 : s - r, s), e = 0, n = o - 1; e < n; e++) Vo(t, l, u, a[e], a[e + 1]);
		return Vo(t, l, u, c, I(r) ? t.length : c + r), l;
	}
	return Vo(t, l, u), l;
}
function Lo(e) {
	let t = e.options.offset, n = e._tickSize(), r = e._length / n + +!t, i = e._maxLength / n;
	return Math.floor(Math.min(r, i));
}
function Ro(e, t, n) {
	let r = Ho(e), i = t.length / n;
	if (!r) return Math.max(i, 1);
	let a = Jt(r);
	for (let e = 0, t = a.length - 1; e < t; e++) {
		let t = a[e];
		if (t > i) return t;
	}
	return Math.max(i, 1);
}
function zo(e) {
	let t = [], n, r;
	for (n = 0, r = e.length; n < r; n++) e[n].major && t.push(n);
	return t;
}
function Bo(e, t, n, r) {
	let i = 0, a = n[0], o;
	for (r = Math.ceil(r), o = 0; o < e.length; o++) o === a && (t.push(e[o]), i++, a = n[i * r]);
}
function Vo(e, t, n, r, i) {
	let a = B(r, 0), o = Math.min(B(i, e.length), e.length), s = 0, c, l, u;
	for (n = Math.ceil(n), i && (c = i - r, n = c / Math.floor(c / n)), u = a; u < 0;) s++, u = Math.round(a + s * n);
	for (l = Math.max(a, 0); l < o; l++) l === u && (t.push(e[l]), s++, u = Math.round(a + s * n));
}
function Ho(e) {
	let t = e.length, n, r;
	if (t < 2) return !1;
	for (r = e[0], n = 1; n < t; ++n) if (e[n] - e[n - 1] !== r) return !1;
	return r;
}
var Uo = (e) => e === "left" ? "right" : e === "right" ? "left" : e, Wo = (e, t, n) => t === "top" || t === "left" ? e[t] + n : e[t] - n, Go = (e, t) => Math.min(t || e, e);
function Ko(e, t) {
	let n = [], r = e.length / t, i = e.length, a = 0;
	for (; a < i; a += r) n.push(e[Math.floor(a)]);
	return n;
}
function qo(e, t, n) {
	let r = e.ticks.length, i = Math.min(t, r - 1), a = e._startPixel, o = e._endPixel, s = 1e-6, c = e.getPixelForTick(i), l;
	if (!(n && (l = r === 1 ? Math.max(c - a, o - c) : t === 0 ? (e.getPixelForTick(1) - c) / 2 : (c - e.getPixelForTick(i - 1)) / 2, c += i < t ? l : -l, c < a - s || c > o + s))) return c;
}
function Jo(e, t) {
	H(e, (e) => {
		let n = e.gc, r = n.length / 2, i;
		if (r > t) {
			for (i = 0; i < r; ++i) delete e.data[n[i]];
			n.splice(0, r);
		}
	});
}
function Yo(e) {
	return e.drawTicks ? e.tickLength : 0;
}
function Xo(e, t) {
	if (!e.display) return 0;
	let n = J(e.font, t), r = vr(e.padding);
	return (L(e.text) ? e.text.length : 1) * n.lineHeight + r.height;
}
function Zo(e, t) {
	return xr(e, {
		scale: t,
		type: "scale"
	});
}
function Qo(e, t, n) {
	return xr(e, {
		tick: n,
		index: t,
		type: "tick"
	});
}
function $o(e, t, n) {
	let r = Sn(e);
	return (n && t !== "right" || !n && t === "right") && (r = Uo(r)), r;
}
function es(e, t, n, r) {
	let { top: i, left: a, bottom: o, right: s, chart: c } = e, { chartArea: l, scales: u } = c, d = 0, f, p, m, h = o - i, g = s - a;
	if (e.isHorizontal()) {
		if (p = K(r, a, s), R(n)) {
			let e = Object.keys(n)[0], r = n[e];
			m = u[e].getPixelForValue(r) + h - t;
		} else m = n === "center" ? (l.bottom + l.top) / 2 + h - t : Wo(e, n, t);
		f = s - a;
	} else {
		if (R(n)) {
			let e = Object.keys(n)[0], r = n[e];
			p = u[e].getPixelForValue(r) - g + t;
		} else p = n === "center" ? (l.left + l.right) / 2 - g + t : Wo(e, n, t);
		m = K(r, o, i), d = n === "left" ? -G : G;
	}
	return {
		titleX: p,
		titleY: m,
		maxWidth: f,
		rotation: d
	};
}
var ts = class e extends Fo {
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
		return e = bt(e, Infinity), t = bt(t, -Infinity), n = bt(n, Infinity), r = bt(r, -Infinity), {
			min: bt(e, n),
			max: bt(t, r),
			minDefined: z(e),
			maxDefined: z(t)
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
			min: bt(t, bt(n, t)),
			max: bt(n, bt(t, n))
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
		V(this.options.beforeUpdate, [this]);
	}
	update(e, t, n) {
		let { beginAtZero: r, grace: i, ticks: a } = this.options, o = a.sampleSize;
		this.beforeUpdate(), this.maxWidth = e, this.maxHeight = t, this._margins = n = Object.assign({
			left: 0,
			right: 0,
			top: 0,
			bottom: 0
		}, n), this.ticks = null, this._labelSizes = null, this._gridLineItems = null, this._labelItems = null, this.beforeSetDimensions(), this.setDimensions(), this.afterSetDimensions(), this._maxLength = this.isHorizontal() ? this.width + n.left + n.right : this.height + n.top + n.bottom, this._dataLimitsCached || (this.beforeDataLimits(), this.determineDataLimits(), this.afterDataLimits(), this._range = br(this, i, r), this._dataLimitsCached = !0), this.beforeBuildTicks(), this.ticks = this.buildTicks() || [], this.afterBuildTicks();
		let s = o < this.ticks.length;
		this._convertTicksToLabels(s ? Ko(this.ticks, o) : this.ticks), this.configure(), this.beforeCalculateLabelRotation(), this.calculateLabelRotation(), this.afterCalculateLabelRotation(), a.display && (a.autoSkip || a.source === "auto") && (this.ticks = Io(this, this.ticks), this._labelSizes = null, this.afterAutoSkip()), s && this._convertTicksToLabels(this.ticks), this.beforeFit(), this.fit(), this.afterFit(), this.afterUpdate();
	}
	configure() {
		let e = this.options.reverse, t, n;
		this.isHorizontal() ? (t = this.left, n = this.right) : (t = this.top, n = this.bottom, e = !e), this._startPixel = t, this._endPixel = n, this._reversePixels = e, this._length = n - t, this._alignToPixels = this.options.alignToPixels;
	}
	afterUpdate() {
		V(this.options.afterUpdate, [this]);
	}
	beforeSetDimensions() {
		V(this.options.beforeSetDimensions, [this]);
	}
	setDimensions() {
		this.isHorizontal() ? (this.width = this.maxWidth, this.left = 0, this.right = this.width) : (this.height = this.maxHeight, this.top = 0, this.bottom = this.height), this.paddingLeft = 0, this.paddingTop = 0, this.paddingRight = 0, this.paddingBottom = 0;
	}
	afterSetDimensions() {
		V(this.options.afterSetDimensions, [this]);
	}
	_callHooks(e) {
		this.chart.notifyPlugins(e, this.getContext()), V(this.options[e], [this]);
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
		V(this.options.beforeTickToLabelConversion, [this]);
	}
	generateTickLabels(e) {
		let t = this.options.ticks, n, r, i;
		for (n = 0, r = e.length; n < r; n++) i = e[n], i.label = V(t.callback, [
			i.value,
			n,
			e
		], this);
	}
	afterTickToLabelConversion() {
		V(this.options.afterTickToLabelConversion, [this]);
	}
	beforeCalculateLabelRotation() {
		V(this.options.beforeCalculateLabelRotation, [this]);
	}
	calculateLabelRotation() {
		let e = this.options, t = e.ticks, n = Go(this.ticks.length, e.ticks.maxTicksLimit), r = t.minRotation || 0, i = t.maxRotation, a = r, o, s, c;
		if (!this._isVisible() || !t.display || r >= i || n <= 1 || !this.isHorizontal()) {
			this.labelRotation = r;
			return;
		}
		let l = this._getLabelSizes(), u = l.widest.width, d = l.highest.height, f = cn(this.chart.width - u, 0, this.maxWidth);
		o = e.offset ? this.maxWidth / n : f / (n - 1), u + 6 > o && (o = f / (n - (e.offset ? .5 : 1)), s = this.maxHeight - Yo(e.grid) - t.padding - Xo(e.title, this.chart.options.font), c = Math.sqrt(u * u + d * d), a = en(Math.min(Math.asin(cn((l.highest.height + 6) / o, -1, 1)), Math.asin(cn(s / c, -1, 1)) - Math.asin(cn(d / c, -1, 1)))), a = Math.max(r, Math.min(i, a))), this.labelRotation = a;
	}
	afterCalculateLabelRotation() {
		V(this.options.afterCalculateLabelRotation, [this]);
	}
	afterAutoSkip() {}
	beforeFit() {
		V(this.options.beforeFit, [this]);
	}
	fit() {
		let e = {
			width: 0,
			height: 0
		}, { chart: t, options: { ticks: n, title: r, grid: i } } = this, a = this._isVisible(), o = this.isHorizontal();
		if (a) {
			let a = Xo(r, t.options.font);
			if (o ? (e.width = this.maxWidth, e.height = Yo(i) + a) : (e.height = this.maxHeight, e.width = Yo(i) + a), n.display && this.ticks.length) {
				let { first: t, last: r, widest: i, highest: a } = this._getLabelSizes(), s = n.padding * 2, c = $t(this.labelRotation), l = Math.cos(c), u = Math.sin(c);
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
		V(this.options.afterFit, [this]);
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
		for (t = 0, n = e.length; t < n; t++) I(e[t].label) && (e.splice(t, 1), n--, t--);
		this.afterTickToLabelConversion();
	}
	_getLabelSizes() {
		let e = this._labelSizes;
		if (!e) {
			let t = this.options.ticks.sampleSize, n = this.ticks;
			t < n.length && (n = Ko(n, t)), this._labelSizes = e = this._computeLabelSizes(n, n.length, this.options.ticks.maxTicksLimit);
		}
		return e;
	}
	_computeLabelSizes(e, t, n) {
		let { ctx: r, _longestTextCache: i } = this, a = [], o = [], s = Math.floor(t / Go(t, n)), c = 0, l = 0, u, d, f, p, m, h, g, _, v, y, b;
		for (u = 0; u < t; u += s) {
			if (p = e[u].label, m = this._resolveTickFontOptions(u), r.font = h = m.string, g = i[h] = i[h] || {
				data: {},
				gc: []
			}, _ = m.lineHeight, v = y = 0, !I(p) && !L(p)) v = Yn(r, g.data, g.gc, v, p), y = _;
			else if (L(p)) for (d = 0, f = p.length; d < f; ++d) b = p[d], !I(b) && !L(b) && (v = Yn(r, g.data, g.gc, v, b), y += _);
			a.push(v), o.push(y), c = Math.max(v, c), l = Math.max(y, l);
		}
		Jo(i, t);
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
		return ln(this._alignToPixels ? Zn(this.chart, t, 0) : t);
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
			return n.$context || (n.$context = Qo(this.getContext(), e, n));
		}
		return this.$context || (this.$context = Zo(this.chart.getContext(), this));
	}
	_tickSize() {
		let e = this.options.ticks, t = $t(this.labelRotation), n = Math.abs(Math.cos(t)), r = Math.abs(Math.sin(t)), i = this._getLabelSizes(), a = e.autoSkipPadding || 0, o = i ? i.widest.width + a : 0, s = i ? i.highest.height + a : 0;
		return this.isHorizontal() ? s * n > o * r ? o / n : s / r : s * r < o * n ? s / n : o / r;
	}
	_isVisible() {
		let e = this.options.display;
		return e === "auto" ? this.getMatchingVisibleMetas().length > 0 : !!e;
	}
	_computeGridLineItems(e) {
		let t = this.axis, n = this.chart, r = this.options, { grid: i, position: a, border: o } = r, s = i.offset, c = this.isHorizontal(), l = this.ticks.length + +!!s, u = Yo(i), d = [], f = o.setContext(this.getContext()), p = f.display ? f.width : 0, m = p / 2, h = function(e) {
			return Zn(n, e, p);
		}, g, _, v, y, b, x, S, C, w, T, E, D;
		if (a === "top") g = h(this.bottom), x = this.bottom - u, C = g - m, T = h(e.top) + m, D = e.bottom;
		else if (a === "bottom") g = h(this.top), T = e.top, D = h(e.bottom) - m, x = g + m, C = this.top + u;
		else if (a === "left") g = h(this.right), b = this.right - u, S = g - m, w = h(e.left) + m, E = e.right;
		else if (a === "right") g = h(this.left), w = e.left, E = h(e.right) - m, b = g + m, S = this.left + u;
		else if (t === "x") {
			if (a === "center") g = h((e.top + e.bottom) / 2 + .5);
			else if (R(a)) {
				let e = Object.keys(a)[0], t = a[e];
				g = h(this.chart.scales[e].getPixelForValue(t));
			}
			T = e.top, D = e.bottom, x = g + m, C = x + u;
		} else if (t === "y") {
			if (a === "center") g = h((e.left + e.right) / 2);
			else if (R(a)) {
				let e = Object.keys(a)[0], t = a[e];
				g = h(this.chart.scales[e].getPixelForValue(t));
			}
			b = g - m, S = b - u, w = e.left, E = e.right;
		}
		let ee = B(r.ticks.maxTicksLimit, l), O = Math.max(1, Math.ceil(l / ee));
		for (_ = 0; _ < l; _ += O) {
			let e = this.getContext(_), t = i.setContext(e), r = o.setContext(e), a = t.lineWidth, l = t.color, u = r.dash || [], f = r.dashOffset, p = t.tickWidth, m = t.tickColor, h = t.tickBorderDash || [], g = t.tickBorderDashOffset;
			v = qo(this, _, s), v !== void 0 && (y = Zn(n, v, a), c ? b = S = w = E = y : x = C = T = D = y, d.push({
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
		let t = this.axis, n = this.options, { position: r, ticks: i } = n, a = this.isHorizontal(), o = this.ticks, { align: s, crossAlign: c, padding: l, mirror: u } = i, d = Yo(n.grid), f = d + l, p = u ? -l : f, m = -$t(this.labelRotation), h = [], g, _, v, y, b, x, S, C, w, T, E, D, ee = "middle";
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
			else if (R(r)) {
				let e = Object.keys(r)[0], t = r[e];
				x = this.chart.scales[e].getPixelForValue(t) + f;
			}
			S = this._getXAxisLabelAlignment();
		} else if (t === "y") {
			if (r === "center") b = (e.left + e.right) / 2 - f;
			else if (R(r)) {
				let e = Object.keys(r)[0], t = r[e];
				b = this.chart.scales[e].getPixelForValue(t);
			}
			S = this._getYAxisLabelAlignment(d).textAlign;
		}
		t === "y" && (s === "start" ? ee = "top" : s === "end" && (ee = "bottom"));
		let O = this._getLabelSizes();
		for (g = 0, _ = o.length; g < _; ++g) {
			v = o[g], y = v.label;
			let e = i.setContext(this.getContext(g));
			C = this.getPixelForTick(g) + i.labelOffset, w = this._resolveTickFontOptions(g), T = w.lineHeight, E = L(y) ? y.length : 1;
			let t = E / 2, n = e.color, s = e.textStrokeColor, l = e.textStrokeWidth, d = S;
			a ? (b = C, S === "inner" && (d = g === _ - 1 ? this.options.reverse ? "left" : "right" : g === 0 ? this.options.reverse ? "right" : "left" : "center"), D = r === "top" ? c === "near" || m !== 0 ? -E * T + T / 2 : c === "center" ? -O.highest.height / 2 - t * T + T : -O.highest.height + T / 2 : c === "near" || m !== 0 ? T / 2 : c === "center" ? O.highest.height / 2 - t * T : O.highest.height - E * T, u && (D *= -1), m !== 0 && !e.showLabelBackdrop && (b += T / 2 * Math.sin(m))) : (x = C, D = (1 - E) * T / 2);
			let f;
			if (e.showLabelBackdrop) {
				let t = vr(e.backdropPadding), n = O.heights[g], r = O.widths[g], i = D - t.top, a = 0 - t.left;
				switch (ee) {
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
					textBaseline: ee,
					translation: [b, x],
					backdrop: f
				}
			});
		}
		return h;
	}
	_getXAxisLabelAlignment() {
		let { position: e, ticks: t } = this.options;
		if (-$t(this.labelRotation)) return e === "top" ? "left" : "right";
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
		this.isHorizontal() ? (c = Zn(e, this.left, a) - a / 2, l = Zn(e, this.right, o) + o / 2, u = d = s) : (u = Zn(e, this.top, a) - a / 2, d = Zn(e, this.bottom, o) + o / 2, c = l = s), t.save(), t.lineWidth = i.width, t.strokeStyle = i.color, t.beginPath(), t.moveTo(c, u), t.lineTo(l, d), t.stroke(), t.restore();
	}
	drawLabels(e) {
		if (!this.options.ticks.display) return;
		let t = this.ctx, n = this._computeLabelArea();
		n && nr(t, n);
		let r = this.getLabelItems(e);
		for (let e of r) {
			let n = e.options, r = e.font, i = e.label, a = e.textOffset;
			lr(t, i, 0, a, r, n);
		}
		n && rr(t);
	}
	drawTitle() {
		let { ctx: e, options: { position: t, title: n, reverse: r } } = this;
		if (!n.display) return;
		let i = J(n.font), a = vr(n.padding), o = n.align, s = i.lineHeight / 2;
		t === "bottom" || t === "center" || R(t) ? (s += a.bottom, L(n.text) && (s += i.lineHeight * (n.text.length - 1))) : s += a.top;
		let { titleX: c, titleY: l, maxWidth: u, rotation: d } = es(this, s, t, o);
		lr(e, n.text, 0, 0, i, {
			color: n.color,
			maxWidth: u,
			rotation: d,
			textAlign: $o(o, t, r),
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
		let t = this.options, n = t.ticks && t.ticks.z || 0, r = B(t.grid && t.grid.z, -1), i = B(t.border && t.border.z, 0);
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
		return J(this.options.ticks.setContext(this.getContext(e)).font);
	}
	_maxDigits() {
		let e = this._resolveTickFontOptions(0).lineHeight;
		return (this.isHorizontal() ? this.width : this.height) / e;
	}
}, ns = class {
	constructor(e, t, n) {
		this.type = e, this.scope = t, this.override = n, this.items = Object.create(null);
	}
	isForType(e) {
		return Object.prototype.isPrototypeOf.call(this.type.prototype, e.prototype);
	}
	register(e) {
		let t = Object.getPrototypeOf(e), n;
		as(t) && (n = this.register(t));
		let r = this.items, i = e.id, a = this.scope + "." + i;
		if (!i) throw Error("class does not have id: " + e);
		return i in r || (r[i] = e, rs(e, a, n), this.override && q.override(e.id, e.overrides)), a;
	}
	get(e) {
		return this.items[e];
	}
	unregister(e) {
		let t = this.items, n = e.id, r = this.scope;
		n in t && delete t[n], r && n in q[r] && (delete q[r][n], this.override && delete Wn[n]);
	}
};
function rs(e, t, n) {
	let r = Dt(Object.create(null), [
		n ? q.get(n) : {},
		q.get(t),
		e.defaults
	]);
	q.set(t, r), e.defaultRoutes && is(t, e.defaultRoutes), e.descriptors && q.describe(t, e.descriptors);
}
function is(e, t) {
	Object.keys(t).forEach((n) => {
		let r = n.split("."), i = r.pop(), a = [e].concat(r).join("."), o = t[n].split("."), s = o.pop(), c = o.join(".");
		q.route(a, i, c, s);
	});
}
function as(e) {
	return "id" in e && "defaults" in e;
}
var os = /* #__PURE__ */ new class {
	constructor() {
		this.controllers = new ns(fa, "datasets", !0), this.elements = new ns(Fo, "elements"), this.plugins = new ns(Object, "plugins"), this.scales = new ns(ts, "scales"), this._typedRegistries = [
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
			n || r.isForType(t) || r === this.plugins && t.id ? this._exec(e, r, t) : H(t, (t) => {
				let r = n || this._getRegistryForType(t);
				this._exec(e, r, t);
			});
		});
	}
	_exec(e, t, n) {
		let r = Pt(e);
		V(n["before" + r], [], n), t[e](n), V(n["after" + r], [], n);
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
}(), ss = class {
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
			if (V(a, [
				t,
				r,
				i.options
			], e) === !1 && r.cancelable) return !1;
		}
		return !0;
	}
	invalidate() {
		I(this._cache) || (this._oldCache = this._cache, this._cache = void 0);
	}
	_descriptors(e) {
		if (this._cache) return this._cache;
		let t = this._cache = this._createDescriptors(e);
		return this._notifyStateChanges(e), t;
	}
	_createDescriptors(e, t) {
		let n = e && e.config, r = B(n.options && n.options.plugins, {}), i = cs(n);
		return r === !1 && !t ? [] : us(e, i, r, t);
	}
	_notifyStateChanges(e) {
		let t = this._oldCache || [], n = this._cache, r = (e, t) => e.filter((e) => !t.some((t) => e.plugin.id === t.plugin.id));
		this._notify(r(t, n), e, "stop"), this._notify(r(n, t), e, "start");
	}
};
function cs(e) {
	let t = {}, n = [], r = Object.keys(os.plugins.items);
	for (let e = 0; e < r.length; e++) n.push(os.getPlugin(r[e]));
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
function ls(e, t) {
	return !t && e === !1 ? null : e === !0 ? {} : e;
}
function us(e, { plugins: t, localIds: n }, r, i) {
	let a = [], o = e.getContext();
	for (let s of t) {
		let t = s.id, c = ls(r[t], i);
		c !== null && a.push({
			plugin: s,
			options: ds(e.config, {
				plugin: s,
				local: n[t]
			}, c, o)
		});
	}
	return a;
}
function ds(e, { plugin: t, local: n }, r, i) {
	let a = e.pluginScopeKeys(t), o = e.getOptionScopes(r, a);
	return n && t.defaults && o.push(t.defaults), e.createResolver(o, i, [""], {
		scriptable: !1,
		indexable: !1,
		allKeys: !0
	});
}
function fs(e, t) {
	let n = q.datasets[e] || {};
	return ((t.datasets || {})[e] || {}).indexAxis || t.indexAxis || n.indexAxis || "x";
}
function ps(e, t) {
	let n = e;
	return e === "_index_" ? n = t : e === "_value_" && (n = t === "x" ? "y" : "x"), n;
}
function ms(e, t) {
	return e === t ? "_index_" : "_value_";
}
function hs(e) {
	if (e === "x" || e === "y" || e === "r") return e;
}
function gs(e) {
	if (e === "top" || e === "bottom") return "x";
	if (e === "left" || e === "right") return "y";
}
function _s(e, ...t) {
	if (hs(e)) return e;
	for (let n of t) {
		let t = n.axis || gs(n.position) || e.length > 1 && hs(e[0].toLowerCase());
		if (t) return t;
	}
	throw Error(`Cannot determine type of '${e}' axis. Please provide 'axis' or 'position' option.`);
}
function vs(e, t, n) {
	if (n[t + "AxisID"] === e) return { axis: t };
}
function ys(e, t) {
	if (t.data && t.data.datasets) {
		let n = t.data.datasets.filter((t) => t.xAxisID === e || t.yAxisID === e);
		if (n.length) return vs(e, "x", n[0]) || vs(e, "y", n[0]);
	}
	return {};
}
function bs(e, t) {
	let n = Wn[e.type] || { scales: {} }, r = t.scales || {}, i = fs(e.type, t), a = Object.create(null);
	return Object.keys(r).forEach((t) => {
		let o = r[t];
		if (!R(o)) return console.error(`Invalid scale configuration for scale: ${t}`);
		if (o._proxy) return console.warn(`Ignoring resolver passed as options for scale: ${t}`);
		let s = _s(t, o, ys(t, e), q.scales[o.type]), c = ms(s, i), l = n.scales || {};
		a[t] = Ot(Object.create(null), [
			{ axis: s },
			o,
			l[s],
			l[c]
		]);
	}), e.data.datasets.forEach((n) => {
		let i = n.type || e.type, o = n.indexAxis || fs(i, t), s = (Wn[i] || {}).scales || {};
		Object.keys(s).forEach((e) => {
			let t = ps(e, o), i = n[t + "AxisID"] || t;
			a[i] = a[i] || Object.create(null), Ot(a[i], [
				{ axis: t },
				r[i],
				s[e]
			]);
		});
	}), Object.keys(a).forEach((e) => {
		let t = a[e];
		Ot(t, [q.scales[t.type], q.scale]);
	}), a;
}
function xs(e) {
	let t = e.options || (e.options = {});
	t.plugins = B(t.plugins, {}), t.scales = bs(e, t);
}
function Ss(e) {
	return e = e || {}, e.datasets = e.datasets || [], e.labels = e.labels || [], e;
}
function Cs(e) {
	return e = e || {}, e.data = Ss(e.data), xs(e), e;
}
var ws = /* @__PURE__ */ new Map(), Ts = /* @__PURE__ */ new Set();
function Es(e, t) {
	let n = ws.get(e);
	return n || (n = t(), ws.set(e, n), Ts.add(n)), n;
}
var Ds = (e, t, n) => {
	let r = Nt(t, n);
	r !== void 0 && e.add(r);
}, Os = class {
	constructor(e) {
		this._config = Cs(e), this._scopeCache = /* @__PURE__ */ new Map(), this._resolverCache = /* @__PURE__ */ new Map();
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
		this._config.data = Ss(e);
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
		this.clearCache(), xs(e);
	}
	clearCache() {
		this._scopeCache.clear(), this._resolverCache.clear();
	}
	datasetScopeKeys(e) {
		return Es(e, () => [[`datasets.${e}`, ""]]);
	}
	datasetAnimationScopeKeys(e, t) {
		return Es(`${e}.transition.${t}`, () => [[`datasets.${e}.transitions.${t}`, `transitions.${t}`], [`datasets.${e}`, ""]]);
	}
	datasetElementScopeKeys(e, t) {
		return Es(`${e}-${t}`, () => [[
			`datasets.${e}.elements.${t}`,
			`datasets.${e}`,
			`elements.${t}`,
			""
		]]);
	}
	pluginScopeKeys(e) {
		let t = e.id, n = this.type;
		return Es(`${n}-plugin-${t}`, () => [[`plugins.${t}`, ...e.additionalOptionScopes || []]]);
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
			e && (s.add(e), t.forEach((t) => Ds(s, e, t))), t.forEach((e) => Ds(s, r, e)), t.forEach((e) => Ds(s, Wn[i] || {}, e)), t.forEach((e) => Ds(s, q, e)), t.forEach((e) => Ds(s, Gn, e));
		});
		let c = Array.from(s);
		return c.length === 0 && c.push(Object.create(null)), Ts.has(t) && a.set(t, c), c;
	}
	chartOptionScopes() {
		let { options: e, type: t } = this;
		return [
			e,
			Wn[t] || {},
			q.datasets[t] || {},
			{ type: t },
			q,
			Gn
		];
	}
	resolveNamedOptions(e, t, n, r = [""]) {
		let i = { $shared: !0 }, { resolver: a, subPrefixes: o } = ks(this._resolverCache, e, r), s = a;
		if (js(a, t)) {
			i.$shared = !1, n = It(n) ? n() : n;
			let t = this.createResolver(e, n, o);
			s = Cr(a, n, t);
		}
		for (let e of t) i[e] = s[e];
		return i;
	}
	createResolver(e, t, n = [""], r) {
		let { resolver: i } = ks(this._resolverCache, e, n);
		return R(t) ? Cr(i, t, void 0, r) : i;
	}
};
function ks(e, t, n) {
	let r = e.get(t);
	r || (r = /* @__PURE__ */ new Map(), e.set(t, r));
	let i = n.join(), a = r.get(i);
	return a || (a = {
		resolver: Sr(t, n),
		subPrefixes: n.filter((e) => !e.toLowerCase().includes("hover"))
	}, r.set(i, a)), a;
}
var As = (e) => R(e) && Object.getOwnPropertyNames(e).some((t) => It(e[t]));
function js(e, t) {
	let { isScriptable: n, isIndexable: r } = wr(e);
	for (let i of t) {
		let t = n(i), a = r(i), o = (a || t) && e[i];
		if (t && (It(o) || As(o)) || a && L(o)) return !0;
	}
	return !1;
}
var Ms = "4.6.1", Ns = [
	"top",
	"bottom",
	"left",
	"right",
	"chartArea"
];
function Ps(e, t) {
	return e === "top" || e === "bottom" || Ns.indexOf(e) === -1 && t === "x";
}
function Fs(e, t) {
	return function(n, r) {
		return n[e] === r[e] ? n[t] - r[t] : n[e] - r[e];
	};
}
function Is(e) {
	let t = e.chart, n = t.options.animation;
	t.notifyPlugins("afterRender"), V(n && n.onComplete, [e], t);
}
function Ls(e) {
	let t = e.chart, n = t.options.animation;
	V(n && n.onProgress, [e], t);
}
function Rs(e) {
	return Qr() && typeof e == "string" ? e = document.getElementById(e) : e && e.length && (e = e[0]), e && e.canvas && (e = e.canvas), e;
}
var zs = {}, Bs = (e) => {
	let t = Rs(e);
	return Object.values(zs).filter((e) => e.canvas === t).pop();
};
function Vs(e, t, n) {
	let r = Object.keys(e);
	for (let i of r) {
		let r = +i;
		if (r >= t) {
			let a = e[i];
			delete e[i], (n > 0 || r > t) && (e[r + n] = a);
		}
	}
}
function Hs(e, t, n, r) {
	return !n || e.type === "mouseout" ? null : r ? t : e;
}
var Us = class {
	static register(...e) {
		os.add(...e), Ws();
	}
	static unregister(...e) {
		os.remove(...e), Ws();
	}
	constructor(e, t) {
		let n = this.config = new Os(t), r = Rs(e), i = Bs(r);
		if (i) throw Error("Canvas is already in use. Chart with ID '" + i.id + "' must be destroyed before the canvas with ID '" + i.canvas.id + "' can be reused.");
		let a = n.createResolver(n.chartOptionScopes(), this.getContext());
		this.platform = new (n.platform || (Po(r)))(), this.platform.updateConfig(n);
		let o = this.platform.acquireContext(r, a.aspectRatio), s = o && o.canvas, c = s && s.height, l = s && s.width;
		this.id = yt(), this.ctx = o, this.canvas = s, this.width = l, this.height = c, this._options = a, this._aspectRatio = this.aspectRatio, this._layers = [], this._metasets = [], this._stacks = void 0, this.boxes = [], this.currentDevicePixelRatio = void 0, this.chartArea = void 0, this._active = [], this._lastEvent = void 0, this._listeners = {}, this._responsiveListeners = void 0, this._sortedMetasets = [], this.scales = {}, this._plugins = new ss(), this.$proxies = {}, this._hiddenIndices = {}, this.attached = !1, this._animationsDisabled = void 0, this.$context = void 0, this._doResize = xn((e) => this.update(e), a.resizeDelay || 0), this._dataChanges = [], zs[this.id] = this, !o || !s ? console.error("Failed to create chart: can't acquire context from the given item") : (Bi.listen(this, "complete", Is), Bi.listen(this, "progress", Ls), this._initialize(), this.attached && this.update());
	}
	get aspectRatio() {
		let { options: { aspectRatio: e, maintainAspectRatio: t }, width: n, height: r, _aspectRatio: i } = this;
		return I(e) ? t && i ? i : r ? n / r : null : e;
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
		return os;
	}
	_initialize() {
		return this.notifyPlugins("beforeInit"), this.options.responsive ? this.resize() : di(this, this.options.devicePixelRatio), this.bindEvents(), this.notifyPlugins("afterInit"), this;
	}
	clear() {
		return Qn(this.canvas, this.ctx), this;
	}
	stop() {
		return Bi.stop(this), this;
	}
	resize(e, t) {
		Bi.running(this) ? this._resizeBeforeDraw = {
			width: e,
			height: t
		} : this._resize(e, t);
	}
	_resize(e, t) {
		let n = this.options, r = this.canvas, i = n.maintainAspectRatio && this.aspectRatio, a = this.platform.getMaximumSize(r, e, t, i), o = n.devicePixelRatio || this.platform.getDevicePixelRatio(), s = this.width ? "resize" : "attach";
		this.width = a.width, this.height = a.height, this._aspectRatio = this.aspectRatio, di(this, o, !0) && (this.notifyPlugins("resize", { size: a }), V(n.onResize, [this, a], this), this.attached && this._doResize(s) && this.render());
	}
	ensureScalesHaveIDs() {
		H(this.options.scales || {}, (e, t) => {
			e.id = t;
		});
	}
	buildOrUpdateScales() {
		let e = this.options, t = e.scales, n = this.scales, r = Object.keys(n).reduce((e, t) => (e[t] = !1, e), {}), i = [];
		t && (i = i.concat(Object.keys(t).map((e) => {
			let n = t[e], r = _s(e, n), i = r === "r", a = r === "x";
			return {
				options: n,
				dposition: i ? "chartArea" : a ? "bottom" : "left",
				dtype: i ? "radialLinear" : a ? "category" : "linear"
			};
		}))), H(i, (t) => {
			let i = t.options, a = i.id, o = _s(a, i), s = B(i.type, t.dtype);
			(i.position === void 0 || Ps(i.position, o) !== Ps(t.dposition)) && (i.position = t.dposition), r[a] = !0;
			let c = null;
			a in n && n[a].type === s ? c = n[a] : (c = new (os.getScale(s))({
				id: a,
				type: s,
				ctx: this.ctx,
				chart: this
			}), n[c.id] = c), c.init(i, e);
		}), H(r, (e, t) => {
			e || delete n[t];
		}), H(n, (e) => {
			uo.configure(this, e, e.options), uo.addBox(this, e);
		});
	}
	_updateMetasets() {
		let e = this._metasets, t = this.data.datasets.length, n = e.length;
		if (e.sort((e, t) => e.index - t.index), n > t) {
			for (let e = t; e < n; ++e) this._destroyDatasetMeta(e);
			e.splice(t, n - t);
		}
		this._sortedMetasets = e.slice(0).sort(Fs("order", "index"));
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
			if (i.type && i.type !== a && (this._destroyDatasetMeta(n), i = this.getDatasetMeta(n)), i.type = a, i.indexAxis = r.indexAxis || fs(a, this.options), i.order = r.order || 0, i.index = n, i.label = "" + r.label, i.visible = this.isDatasetVisible(n), i.controller) i.controller.updateIndex(n), i.controller.linkScales();
			else {
				let t = os.getController(a), { datasetElementType: r, dataElementType: o } = q.datasets[a];
				Object.assign(t, {
					dataElementType: os.getElement(o),
					datasetElementType: r && os.getElement(r)
				}), i.controller = new t(this, n), e.push(i.controller);
			}
		}
		return this._updateMetasets(), e;
	}
	_resetElements() {
		H(this.data.datasets, (e, t) => {
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
		a = this._minPadding = n.layout.autoPadding ? a : 0, this._updateLayout(a), r || H(i, (e) => {
			e.reset();
		}), this._updateDatasets(e), this.notifyPlugins("afterUpdate", { mode: e }), this._layers.sort(Fs("z", "_idx"));
		let { _active: o, _lastEvent: s } = this;
		s ? this._eventHandler(s, !0) : o.length && this._updateHoverStyles(o, o, !0), this.render();
	}
	_updateScales() {
		H(this.scales, (e) => {
			uo.removeBox(this, e);
		}), this.ensureScalesHaveIDs(), this.buildOrUpdateScales();
	}
	_checkEventBindings() {
		let e = this.options;
		Lt(new Set(Object.keys(this._listeners)), new Set(e.events)) && !!this._responsiveListeners === e.responsive || (this.unbindEvents(), this.bindEvents());
	}
	_updateHiddenIndices() {
		let { _hiddenIndices: e } = this, t = this._getUniformDataChanges() || [];
		for (let { method: n, start: r, count: i } of t) Vs(e, r, n === "_removeElements" ? -i : i);
	}
	_getUniformDataChanges() {
		let e = this._dataChanges;
		if (!e || !e.length) return;
		this._dataChanges = [];
		let t = this.data.datasets.length, n = (t) => new Set(e.filter((e) => e[0] === t).map((e, t) => t + "," + e.splice(1).join(","))), r = n(0);
		for (let e = 1; e < t; e++) if (!Lt(r, n(e))) return;
		return Array.from(r).map((e) => e.split(",")).map((e) => ({
			method: e[1],
			start: +e[2],
			count: +e[3]
		}));
	}
	_updateLayout(e) {
		if (this.notifyPlugins("beforeLayout", { cancelable: !0 }) === !1) return;
		uo.update(this, this.width, this.height, e);
		let t = this.chartArea, n = t.width <= 0 || t.height <= 0;
		this._layers = [], H(this.boxes, (e) => {
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
			for (let t = 0, n = this.data.datasets.length; t < n; ++t) this._updateDataset(t, It(e) ? e({ datasetIndex: t }) : e);
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
		this.notifyPlugins("beforeRender", { cancelable: !0 }) !== !1 && (Bi.has(this) ? this.attached && !Bi.running(this) && Bi.start(this) : (this.draw(), Is({ chart: this })));
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
		}, r = Ii(this, e);
		this.notifyPlugins("beforeDatasetDraw", n) !== !1 && (r && nr(t, r), e.controller.draw(), r && rr(t), n.cancelable = !1, this.notifyPlugins("afterDatasetDraw", n));
	}
	isPointInArea(e) {
		return tr(e, this.chartArea, this._minPadding);
	}
	getElementsAtEventForMode(e, t, n, r) {
		let i = qa.modes[t];
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
		return this.$context || (this.$context = xr(null, {
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
		Ft(t) ? (i.data[t].hidden = !n, this.update()) : (this.setDatasetVisibility(e, n), a.update(i, { visible: n }), this.update((t) => t.datasetIndex === e ? r : void 0));
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
		for (this.stop(), Bi.remove(this), e = 0, t = this.data.datasets.length; e < t; ++e) this._destroyDatasetMeta(e);
	}
	destroy() {
		this.notifyPlugins("beforeDestroy");
		let { canvas: e, ctx: t } = this;
		this._stop(), this.config.clearCache(), e && (this.unbindEvents(), Qn(e, t), this.platform.releaseContext(t), this.canvas = null, this.ctx = null), delete zs[this.id], this.notifyPlugins("afterDestroy");
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
		H(this.options.events, (e) => n(e, r));
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
		H(this._listeners, (e, t) => {
			this.platform.removeEventListener(this, t, e);
		}), this._listeners = {}, H(this._responsiveListeners, (e, t) => {
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
		Ct(n, t) || (this._active = n, this._lastEvent = null, this._updateHoverStyles(n, t));
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
		let { _active: r = [], options: i } = this, a = t, o = this._getActiveElements(e, r, n, a), s = Rt(e), c = Hs(e, this._lastEvent, n, s);
		n && (this._lastEvent = null, V(i.onHover, [
			e,
			o,
			this
		], this), s && V(i.onClick, [
			e,
			o,
			this
		], this));
		let l = !Ct(o, r);
		return (l || t) && (this._active = o, this._updateHoverStyles(o, r, t)), this._lastEvent = c, l;
	}
	_getActiveElements(e, t, n, r) {
		if (e.type === "mouseout") return [];
		if (!n) return t;
		let i = this.options.hover;
		return this.getElementsAtEventForMode(e, i.mode, i, r);
	}
};
Y(Us, "defaults", q), Y(Us, "instances", zs), Y(Us, "overrides", Wn), Y(Us, "registry", os), Y(Us, "version", Ms), Y(Us, "getChart", Bs);
function Ws() {
	return H(Us.instances, (e) => e._plugins.invalidate());
}
function Gs(e, t, n) {
	let { startAngle: r, x: i, y: a, outerRadius: o, innerRadius: s, options: c } = t, { borderWidth: l, borderJoinStyle: u } = c, d = Math.min(l / o, on(r - n));
	if (e.beginPath(), e.arc(i, a, o - l / 2, r + d / 2, n - d / 2), s > 0) {
		let t = Math.min(l / s, on(r - n));
		e.arc(i, a, s + l / 2, n - t / 2, r + t / 2, !0);
	} else {
		let t = Math.min(l / 2, o * on(r - n));
		if (u === "round") e.arc(i, a, t, n - U / 2, r + U / 2, !0);
		else if (u === "bevel") {
			let o = 2 * t * t, s = -o * Math.cos(n + U / 2) + i, c = -o * Math.sin(n + U / 2) + a, l = o * Math.cos(r + U / 2) + i, u = o * Math.sin(r + U / 2) + a;
			e.lineTo(s, c), e.lineTo(l, u);
		}
	}
	e.closePath(), e.moveTo(0, 0), e.rect(0, 0, e.canvas.width, e.canvas.height), e.clip("evenodd");
}
function Ks(e, t, n) {
	let { startAngle: r, pixelMargin: i, x: a, y: o, outerRadius: s, innerRadius: c } = t, l = i / s;
	e.beginPath(), e.arc(a, o, s, r - l, n + l), c > i ? (l = i / c, e.arc(a, o, c, n + l, r - l, !0)) : e.arc(a, o, i, n + G, r - G), e.closePath(), e.clip();
}
function qs(e) {
	return hr(e, [
		"outerStart",
		"outerEnd",
		"innerStart",
		"innerEnd"
	]);
}
function Js(e, t, n, r) {
	let i = qs(e.options.borderRadius), a = (n - t) / 2, o = Math.min(a, r * t / 2), s = (e) => {
		let t = (n - Math.min(a, e)) * r / 2;
		return cn(e, 0, Math.min(a, t));
	};
	return {
		outerStart: s(i.outerStart),
		outerEnd: s(i.outerEnd),
		innerStart: cn(i.innerStart, 0, o),
		innerEnd: cn(i.innerEnd, 0, o)
	};
}
function Ys(e, t, n, r) {
	return {
		x: n + e * Math.cos(t),
		y: r + e * Math.sin(t)
	};
}
function Xs(e, t, n, r) {
	let { x: i, y: a, startAngle: o, pixelMargin: s, innerRadius: c } = t, l = Math.max(t.outerRadius + r + n - s, 0), u = c > 0 ? c + r + n + s : 0;
	e.beginPath(), e.arc(i, a, l, o, o + W), u > 0 && (e.moveTo(i + Math.cos(o) * u, a + Math.sin(o) * u), e.arc(i, a, u, o + W, o, !0)), e.closePath();
}
function Zs(e, t, n, r, i, a) {
	let { x: o, y: s, startAngle: c, pixelMargin: l, innerRadius: u } = t, { spacingMode: d = "angular" } = t.options, f = i - c;
	if (a && t.options.selfJoin && Math.abs(f) >= W - 1e-4) {
		Xs(e, t, n, r);
		return;
	}
	let p = Math.max(t.outerRadius + r + n - l, 0), m = u > 0 ? u + r + n + l : 0, h = 0, g = 0, _ = p > 0 ? Math.max(.001, f * p - n / U) / p : .001, v = (f - _) / 2;
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
	let y = c + v + h, b = i - v - h, x = c + v + g, S = i - v - g, C = Math.min(b - y, S - x), { outerStart: w, outerEnd: T, innerStart: E, innerEnd: D } = Js(t, m, p, C), ee = p - w, O = p - T, k = y + w / ee, te = b - T / O, A = m + E, j = m + D, M = x + E / A, N = S - D / j;
	if (e.beginPath(), a) {
		let t = (k + te) / 2;
		if (e.arc(o, s, p, k, t), e.arc(o, s, p, t, te), T > 0) {
			let t = Ys(O, te, o, s);
			e.arc(t.x, t.y, T, te, b + G);
		}
		let n = Ys(j, S, o, s);
		if (e.lineTo(n.x, n.y), D > 0) {
			let t = Ys(j, N, o, s);
			e.arc(t.x, t.y, D, S + G, N + Math.PI);
		}
		let r = (S - D / m + (x + E / m)) / 2;
		if (e.arc(o, s, m, S - D / m, r, !0), e.arc(o, s, m, r, x + E / m, !0), E > 0) {
			let t = Ys(A, M, o, s);
			e.arc(t.x, t.y, E, M + Math.PI, x - G);
		}
		let i = Ys(ee, y, o, s);
		if (e.lineTo(i.x, i.y), w > 0) {
			let t = Ys(ee, k, o, s);
			e.arc(t.x, t.y, w, y - G, k);
		}
	} else {
		e.moveTo(o, s);
		let t = Math.cos(k) * p + o, n = Math.sin(k) * p + s;
		e.lineTo(t, n);
		let r = Math.cos(te) * p + o, i = Math.sin(te) * p + s;
		e.lineTo(r, i);
	}
	e.closePath();
}
function Qs(e, t, n, r, i) {
	let { fullCircles: a, startAngle: o, circumference: s } = t, c = t.endAngle;
	if (a) {
		Zs(e, t, n, r, c, i);
		for (let t = 0; t < a; ++t) e.fill();
		isNaN(s) || (c = o + (s % W || W));
	}
	return Zs(e, t, n, r, c, i), e.fill(), c;
}
function $s(e, t, n, r, i) {
	let { fullCircles: a, startAngle: o, circumference: s, options: c } = t, { borderWidth: l, borderJoinStyle: u, borderDash: d, borderDashOffset: f, borderRadius: p } = c, m = c.borderAlign === "inner";
	if (!l) return;
	e.setLineDash(d || []), e.lineDashOffset = f, m ? (e.lineWidth = l * 2, e.lineJoin = u || "round") : (e.lineWidth = l, e.lineJoin = u || "bevel");
	let h = t.endAngle, g = Math.abs(h - o) >= W - 1e-4;
	if (a) {
		Zs(e, t, n, r, h, i);
		for (let t = 0; t < a; ++t) e.stroke();
		isNaN(s) || (h = o + (s % W || W));
	}
	m && Ks(e, t, h), !(g && t.innerRadius > 0) && c.selfJoin && h - o >= U && p === 0 && u !== "miter" && Gs(e, t, h), a || (Zs(e, t, n, r, h, i), e.stroke());
}
var ec = class extends Fo {
	constructor(e) {
		super(), Y(this, "circumference", void 0), Y(this, "endAngle", void 0), Y(this, "fullCircles", void 0), Y(this, "innerRadius", void 0), Y(this, "outerRadius", void 0), Y(this, "pixelMargin", void 0), Y(this, "startAngle", void 0), Y(this, "circular", void 0), this.options = void 0, this.circumference = void 0, this.startAngle = void 0, this.endAngle = void 0, this.innerRadius = void 0, this.outerRadius = void 0, this.pixelMargin = 0, this.fullCircles = 0, this.circular = !1, e && Object.assign(this, e);
	}
	inRange(e, t, n) {
		let { angle: r, distance: i } = nn(this.getProps(["x", "y"], n), {
			x: e,
			y: t
		}), { startAngle: a, endAngle: o, innerRadius: s, outerRadius: c, circumference: l } = this.getProps([
			"startAngle",
			"endAngle",
			"innerRadius",
			"outerRadius",
			"circumference"
		], n), u = (this.options.spacing + this.options.borderWidth) / 2, d = B(l, o - a), f = sn(r, a, o) && a !== o, p = d >= W || f, m = un(i, s + u, c + u);
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
		if (this.pixelMargin = t.borderAlign === "inner" ? .33 : 0, this.fullCircles = n > W ? Math.floor(n / W) : 0, n === 0 || this.innerRadius < 0 || this.outerRadius < 0) return;
		e.save();
		let o = (this.startAngle + this.endAngle) / 2;
		e.translate(Math.cos(o) * r, Math.sin(o) * r);
		let s = r * (1 - Math.sin(Math.min(U, n || 0)));
		e.fillStyle = t.backgroundColor, e.strokeStyle = t.borderColor, Qs(e, this, s, i, a), $s(e, this, s, i, a), e.restore();
	}
};
Y(ec, "id", "arc"), Y(ec, "defaults", {
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
}), Y(ec, "defaultRoutes", { backgroundColor: "backgroundColor" }), Y(ec, "descriptors", {
	_scriptable: !0,
	_indexable: (e) => e !== "borderDash"
});
function tc(e, t, n = t) {
	e.lineCap = B(n.borderCapStyle, t.borderCapStyle), e.setLineDash(B(n.borderDash, t.borderDash)), e.lineDashOffset = B(n.borderDashOffset, t.borderDashOffset), e.lineJoin = B(n.borderJoinStyle, t.borderJoinStyle), e.lineWidth = B(n.borderWidth, t.borderWidth), e.strokeStyle = B(n.borderColor, t.borderColor);
}
function nc(e, t, n) {
	e.lineTo(n.x, n.y);
}
function rc(e) {
	return e.stepped ? ir : e.tension || e.cubicInterpolationMode === "monotone" ? ar : nc;
}
function ic(e, t, n = {}) {
	let r = e.length, { start: i = 0, end: a = r - 1 } = n, { start: o, end: s } = t, c = Math.max(i, o), l = Math.min(a, s), u = i < o && a < o || i > s && a > s;
	return {
		count: r,
		start: c,
		loop: t.loop,
		ilen: l < c && !u ? r + l - c : l - c
	};
}
function ac(e, t, n, r) {
	let { points: i, options: a } = t, { count: o, start: s, loop: c, ilen: l } = ic(i, n, r), u = rc(a), { move: d = !0, reverse: f } = r || {}, p, m, h;
	for (p = 0; p <= l; ++p) m = i[(s + (f ? l - p : p)) % o], m.skip || (d ? (e.moveTo(m.x, m.y), d = !1) : u(e, h, m, f, a.stepped), h = m);
	return c && (m = i[(s + (f ? l : 0)) % o], u(e, h, m, f, a.stepped)), !!c;
}
function oc(e, t, n, r) {
	let i = t.points, { count: a, start: o, ilen: s } = ic(i, n, r), { move: c = !0, reverse: l } = r || {}, u = 0, d = 0, f, p, m, h, g, _, v = (e) => (o + (l ? s - e : e)) % a, y = () => {
		h !== g && (e.lineTo(u, g), e.lineTo(u, h), e.lineTo(u, _));
	};
	for (c && (p = i[v(0)], e.moveTo(p.x, p.y)), f = 0; f <= s; ++f) {
		if (p = i[v(f)], p.skip) continue;
		let t = p.x, n = p.y, r = t | 0;
		r === m ? (n < h ? h = n : n > g && (g = n), u = (d * u + t) / ++d) : (y(), e.lineTo(t, n), m = r, d = 0, h = g = n), _ = n;
	}
	y();
}
function sc(e) {
	let t = e.options, n = t.borderDash && t.borderDash.length;
	return !e._decimated && !e._loop && !t.tension && t.cubicInterpolationMode !== "monotone" && !t.stepped && !n ? oc : ac;
}
function cc(e) {
	return e.stepped ? hi : e.tension || e.cubicInterpolationMode === "monotone" ? gi : mi;
}
function lc(e, t, n, r) {
	let i = t._path;
	i || (i = t._path = new Path2D(), t.path(i, n, r) && i.closePath()), tc(e, t.options), e.stroke(i);
}
function uc(e, t, n, r) {
	let { segments: i, options: a } = t, o = sc(t);
	for (let s of i) tc(e, a, s.style), e.beginPath(), o(e, t, s, {
		start: n,
		end: n + r - 1
	}) && e.closePath(), e.stroke();
}
var dc = typeof Path2D == "function";
function fc(e, t, n, r) {
	dc && !t.options.segment ? lc(e, t, n, r) : uc(e, t, n, r);
}
var pc = class extends Fo {
	constructor(e) {
		super(), this.animated = !0, this.options = void 0, this._chart = void 0, this._loop = void 0, this._fullLoop = void 0, this._path = void 0, this._points = void 0, this._segments = void 0, this._decimated = !1, this._pointsUpdated = !1, this._datasetIndex = void 0, e && Object.assign(this, e);
	}
	updateControlPoints(e, t) {
		let n = this.options;
		if ((n.tension || n.cubicInterpolationMode === "monotone") && !n.stepped && !this._pointsUpdated) {
			let r = n.spanGaps ? this._loop : this._fullLoop;
			Zr(this._points, n, e, r, t), this._pointsUpdated = !0;
		}
	}
	set points(e) {
		this._points = e, delete this._segments, delete this._path, this._pointsUpdated = !1;
	}
	get points() {
		return this._points;
	}
	get segments() {
		return this._segments || (this._segments = ki(this, this.options.segment));
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
		let n = this.options, r = e[t], i = this.points, a = Ei(this, {
			property: t,
			start: r,
			end: r
		});
		if (!a.length) return;
		let o = [], s = cc(n), c, l;
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
		return sc(this)(e, this, t, n);
	}
	path(e, t, n) {
		let r = this.segments, i = sc(this), a = this._loop;
		t = t || 0, n = n || this.points.length - t;
		for (let o of r) a &= i(e, this, o, {
			start: t,
			end: t + n - 1
		});
		return !!a;
	}
	draw(e, t, n, r) {
		let i = this.options || {};
		(this.points || []).length && i.borderWidth && (e.save(), fc(e, this, n, r), e.restore()), this.animated && (this._pointsUpdated = !1, this._path = void 0);
	}
};
Y(pc, "id", "line"), Y(pc, "defaults", {
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
}), Y(pc, "defaultRoutes", {
	backgroundColor: "backgroundColor",
	borderColor: "borderColor"
}), Y(pc, "descriptors", {
	_scriptable: !0,
	_indexable: (e) => e !== "borderDash" && e !== "fill"
});
function mc(e, t, n, r) {
	let i = e.options, { [n]: a } = e.getProps([n], r);
	return Math.abs(t - a) < i.radius + i.hitRadius;
}
var hc = class extends Fo {
	constructor(e) {
		super(), Y(this, "parsed", void 0), Y(this, "skip", void 0), Y(this, "stop", void 0), this.options = void 0, this.parsed = void 0, this.skip = void 0, this.stop = void 0, e && Object.assign(this, e);
	}
	inRange(e, t, n) {
		let r = this.options, { x: i, y: a } = this.getProps(["x", "y"], n);
		return (e - i) ** 2 + (t - a) ** 2 < (r.hitRadius + r.radius) ** 2;
	}
	inXRange(e, t) {
		return mc(this, e, "x", t);
	}
	inYRange(e, t) {
		return mc(this, e, "y", t);
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
		this.skip || n.radius < .1 || !tr(this, t, this.size(n) / 2) || (e.strokeStyle = n.borderColor, e.lineWidth = n.borderWidth, e.fillStyle = n.backgroundColor, $n(e, n, this.x, this.y));
	}
	getRange() {
		let e = this.options || {};
		return e.radius + e.hitRadius;
	}
};
Y(hc, "id", "point"), Y(hc, "defaults", {
	borderWidth: 1,
	hitRadius: 1,
	hoverBorderWidth: 1,
	hoverRadius: 4,
	pointStyle: "circle",
	radius: 3,
	rotation: 0
}), Y(hc, "defaultRoutes", {
	backgroundColor: "backgroundColor",
	borderColor: "borderColor"
});
function gc(e, t) {
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
function _c(e, t, n, r) {
	return e ? 0 : cn(t, n, r);
}
function vc(e, t, n) {
	let r = e.options.borderWidth, i = e.borderSkipped, a = gr(r);
	return {
		t: _c(i.top, a.top, 0, n),
		r: _c(i.right, a.right, 0, t),
		b: _c(i.bottom, a.bottom, 0, n),
		l: _c(i.left, a.left, 0, t)
	};
}
function yc(e, t, n) {
	let { enableBorderRadius: r } = e.getProps(["enableBorderRadius"]), i = e.options.borderRadius, a = _r(i), o = Math.min(t, n), s = e.borderSkipped, c = r || R(i);
	return {
		topLeft: _c(!c || s.top || s.left, a.topLeft, 0, o),
		topRight: _c(!c || s.top || s.right, a.topRight, 0, o),
		bottomLeft: _c(!c || s.bottom || s.left, a.bottomLeft, 0, o),
		bottomRight: _c(!c || s.bottom || s.right, a.bottomRight, 0, o)
	};
}
function bc(e) {
	let t = gc(e), n = t.right - t.left, r = t.bottom - t.top, i = vc(e, n / 2, r / 2), a = yc(e, n / 2, r / 2);
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
function xc(e, t, n, r) {
	let i = t === null, a = n === null, o = e && !(i && a) && gc(e, r);
	return o && (i || un(t, o.left, o.right)) && (a || un(n, o.top, o.bottom));
}
function Sc(e) {
	return e.topLeft || e.topRight || e.bottomLeft || e.bottomRight;
}
function Cc(e, t) {
	e.rect(t.x, t.y, t.w, t.h);
}
function wc(e, t, n = {}) {
	let r = e.x === n.x ? 0 : -t, i = e.y === n.y ? 0 : -t, a = (e.x + e.w === n.x + n.w ? 0 : t) - r, o = (e.y + e.h === n.y + n.h ? 0 : t) - i;
	return {
		x: e.x + r,
		y: e.y + i,
		w: e.w + a,
		h: e.h + o,
		radius: e.radius
	};
}
var Tc = class extends Fo {
	constructor(e) {
		super(), this.options = void 0, this.horizontal = void 0, this.base = void 0, this.width = void 0, this.height = void 0, this.inflateAmount = void 0, e && Object.assign(this, e);
	}
	draw(e) {
		let { inflateAmount: t, options: { borderColor: n, backgroundColor: r } } = this, { inner: i, outer: a } = bc(this), o = Sc(a.radius) ? ur : Cc;
		e.save(), (a.w !== i.w || a.h !== i.h) && (e.beginPath(), o(e, wc(a, t, i)), e.clip(), o(e, wc(i, -t, a)), e.fillStyle = n, e.fill("evenodd")), e.beginPath(), o(e, wc(i, t)), e.fillStyle = r, e.fill(), e.restore();
	}
	inRange(e, t, n) {
		return xc(this, e, t, n);
	}
	inXRange(e, t) {
		return xc(this, e, null, t);
	}
	inYRange(e, t) {
		return xc(this, null, e, t);
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
Y(Tc, "id", "bar"), Y(Tc, "defaults", {
	borderSkipped: "start",
	borderWidth: 0,
	borderRadius: 0,
	inflateAmount: "auto",
	pointStyle: void 0
}), Y(Tc, "defaultRoutes", {
	backgroundColor: "backgroundColor",
	borderColor: "borderColor"
});
function Ec(e, t, n) {
	let r = e.segments, i = e.points, a = t.points, o = [];
	for (let e of r) {
		let { start: r, end: s } = e;
		s = kc(r, s, i);
		let c = Dc(n, i[r], i[s], e.loop);
		if (!t.segments) {
			o.push({
				source: e,
				target: c,
				start: i[r],
				end: i[s]
			});
			continue;
		}
		let l = Ei(t, c);
		for (let t of l) {
			let r = Dc(n, a[t.start], a[t.end], t.loop), s = Ti(e, i, r);
			for (let e of s) o.push({
				source: e,
				target: t,
				start: { [n]: Ac(c, r, "start", Math.max) },
				end: { [n]: Ac(c, r, "end", Math.min) }
			});
		}
	}
	return o;
}
function Dc(e, t, n, r) {
	if (r) return;
	let i = t[e], a = n[e];
	return e === "angle" && (i = on(i), a = on(a)), {
		property: e,
		start: i,
		end: a
	};
}
function Oc(e, t) {
	let { x: n = null, y: r = null } = e || {}, i = t.points, a = [];
	return t.segments.forEach(({ start: e, end: t }) => {
		t = kc(e, t, i);
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
function kc(e, t, n) {
	for (; t > e; t--) {
		let e = n[t];
		if (!isNaN(e.x) && !isNaN(e.y)) break;
	}
	return t;
}
function Ac(e, t, n, r) {
	return e && t ? r(e[n], t[n]) : e ? e[n] : t ? t[n] : 0;
}
function jc(e, t) {
	let n = [], r = !1;
	return L(e) ? (r = !0, n = e) : n = Oc(e, t), n.length ? new pc({
		points: n,
		options: { tension: 0 },
		_loop: r,
		_fullLoop: r
	}) : null;
}
function Mc(e) {
	return e && e.fill !== !1;
}
function Nc(e, t, n) {
	let r = e[t].fill, i = [t], a;
	if (!n) return r;
	for (; r !== !1 && i.indexOf(r) === -1;) {
		if (!z(r)) return r;
		if (a = e[r], !a) return !1;
		if (a.visible) return r;
		i.push(r), r = a.fill;
	}
	return !1;
}
function Pc(e, t, n) {
	let r = Rc(e);
	if (R(r)) return !isNaN(r.value) && r;
	let i = parseFloat(r);
	return z(i) && Math.floor(i) === i ? Fc(r[0], t, i, n) : [
		"origin",
		"start",
		"end",
		"stack",
		"shape"
	].indexOf(r) >= 0 && r;
}
function Fc(e, t, n, r) {
	return (e === "-" || e === "+") && (n = t + n), n === t || n < 0 || n >= r ? !1 : n;
}
function Ic(e, t) {
	let n = null;
	return e === "start" ? n = t.bottom : e === "end" ? n = t.top : R(e) ? n = t.getPixelForValue(e.value) : t.getBasePixel && (n = t.getBasePixel()), n;
}
function Lc(e, t, n) {
	let r;
	return r = e === "start" ? n : e === "end" ? t.options.reverse ? t.min : t.max : R(e) ? e.value : t.getBaseValue(), r;
}
function Rc(e) {
	let t = e.options, n = t.fill, r = B(n && n.target, n);
	return r === void 0 && (r = !!t.backgroundColor), r === !1 || r === null ? !1 : r === !0 ? "origin" : r;
}
function zc(e) {
	let { scale: t, index: n, line: r } = e, i = [], a = r.segments, o = r.points, s = Bc(t, n);
	s.push(jc({
		x: null,
		y: t.bottom
	}, r));
	for (let e = 0; e < a.length; e++) {
		let t = a[e];
		for (let e = t.start; e <= t.end; e++) Vc(i, o[e], s);
	}
	return new pc({
		points: i,
		options: {}
	});
}
function Bc(e, t) {
	let n = [], r = e.getMatchingVisibleMetas("line");
	for (let e = 0; e < r.length; e++) {
		let i = r[e];
		if (i.index === t) break;
		i.hidden || n.unshift(i.dataset);
	}
	return n;
}
function Vc(e, t, n) {
	let r = [];
	for (let i = 0; i < n.length; i++) {
		let a = n[i], { first: o, last: s, point: c } = Hc(a, t, "x");
		if (!(!c || o && s)) {
			if (o) r.unshift(c);
			else if (e.push(c), !s) break;
		}
	}
	e.push(...r);
}
function Hc(e, t, n) {
	let r = e.interpolate(t, n);
	if (!r) return {};
	let i = r[n], a = e.segments, o = e.points, s = !1, c = !1;
	for (let e = 0; e < a.length; e++) {
		let t = a[e], r = o[t.start][n], l = o[t.end][n];
		if (un(i, r, l)) {
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
var Uc = class {
	constructor(e) {
		this.x = e.x, this.y = e.y, this.radius = e.radius;
	}
	pathSegment(e, t, n) {
		let { x: r, y: i, radius: a } = this;
		return t = t || {
			start: 0,
			end: W
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
function Wc(e) {
	let { chart: t, fill: n, line: r } = e;
	if (z(n)) return Gc(t, n);
	if (n === "stack") return zc(e);
	if (n === "shape") return !0;
	let i = Kc(e);
	return i instanceof Uc ? i : jc(i, r);
}
function Gc(e, t) {
	let n = e.getDatasetMeta(t);
	return n && e.isDatasetVisible(t) ? n.dataset : null;
}
function Kc(e) {
	return (e.scale || {}).getPointPositionForValue ? Jc(e) : qc(e);
}
function qc(e) {
	let { scale: t = {}, fill: n } = e, r = Ic(n, t);
	if (z(r)) {
		let e = t.isHorizontal();
		return {
			x: e ? r : null,
			y: e ? null : r
		};
	}
	return null;
}
function Jc(e) {
	let { scale: t, fill: n } = e, r = t.options, i = t.getLabels().length, a = r.reverse ? t.max : t.min, o = Lc(n, t, a), s = [];
	if (r.grid.circular) {
		let e = t.getPointPositionForValue(0, a);
		return new Uc({
			x: e.x,
			y: e.y,
			radius: t.getDistanceFromCenterForValue(o)
		});
	}
	for (let e = 0; e < i; ++e) s.push(t.getPointPositionForValue(e, o));
	return s;
}
function Yc(e, t, n) {
	let r = Wc(t), { chart: i, index: a, line: o, scale: s, axis: c } = t, l = o.options, u = l.fill, d = l.backgroundColor, { above: f = d, below: p = d } = u || {}, m = i.getDatasetMeta(a), h = Ii(i, m);
	r && o.points.length && (nr(e, Xc(n, m.iScale)), Zc(e, {
		line: o,
		target: r,
		above: f,
		below: p,
		area: n,
		scale: s,
		axis: c,
		clip: h
	}), rr(e));
}
function Xc(e, t) {
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
function Zc(e, t) {
	let { line: n, target: r, above: i, below: a, area: o, scale: s, clip: c } = t, l = n._loop ? "angle" : t.axis;
	e.save();
	let u = a;
	a !== i && (l === "x" ? (Qc(e, r, o.top), el(e, {
		line: n,
		target: r,
		color: i,
		scale: s,
		property: l,
		clip: c
	}), e.restore(), e.save(), Qc(e, r, o.bottom)) : l === "y" && ($c(e, r, o.left), el(e, {
		line: n,
		target: r,
		color: a,
		scale: s,
		property: l,
		clip: c
	}), e.restore(), e.save(), $c(e, r, o.right), u = i)), el(e, {
		line: n,
		target: r,
		color: u,
		scale: s,
		property: l,
		clip: c
	}), e.restore();
}
function Qc(e, t, n) {
	let { segments: r, points: i } = t, a = !0, o = !1;
	e.beginPath();
	for (let s of r) {
		let { start: r, end: c } = s, l = i[r], u = i[kc(r, c, i)];
		a ? (e.moveTo(l.x, l.y), a = !1) : (e.lineTo(l.x, n), e.lineTo(l.x, l.y)), o = !!t.pathSegment(e, s, { move: o }), o ? e.closePath() : e.lineTo(u.x, n);
	}
	e.lineTo(t.first().x, n), e.closePath(), e.clip();
}
function $c(e, t, n) {
	let { segments: r, points: i } = t, a = !0, o = !1;
	e.beginPath();
	for (let s of r) {
		let { start: r, end: c } = s, l = i[r], u = i[kc(r, c, i)];
		a ? (e.moveTo(l.x, l.y), a = !1) : (e.lineTo(n, l.y), e.lineTo(l.x, l.y)), o = !!t.pathSegment(e, s, { move: o }), o ? e.closePath() : e.lineTo(n, u.y);
	}
	e.lineTo(n, t.first().y), e.closePath(), e.clip();
}
function el(e, t) {
	let { line: n, target: r, property: i, color: a, scale: o, clip: s } = t, c = Ec(n, r, i);
	for (let { source: t, target: l, start: u, end: d } of c) {
		let { style: { backgroundColor: c = a } = {} } = t, f = r !== !0;
		e.save(), e.fillStyle = c, tl(e, o, s, f && Dc(i, u, d)), e.beginPath();
		let p = !!n.pathSegment(e, t), m;
		if (f) {
			p ? e.closePath() : nl(e, r, d, i);
			let t = !!r.pathSegment(e, l, {
				move: p,
				reverse: !0
			});
			m = p && t, m || nl(e, r, u, i);
		}
		e.closePath(), e.fill(m ? "evenodd" : "nonzero"), e.restore();
	}
}
function tl(e, t, n, r) {
	let i = t.chart.chartArea, { property: a, start: o, end: s } = r || {};
	if (a === "x" || a === "y") {
		let t, r, c, l;
		a === "x" ? (t = o, r = i.top, c = s, l = i.bottom) : (t = i.left, r = o, c = i.right, l = s), e.beginPath(), n && (t = Math.max(t, n.left), c = Math.min(c, n.right), r = Math.max(r, n.top), l = Math.min(l, n.bottom)), e.rect(t, r, c - t, l - r), e.clip();
	}
}
function nl(e, t, n, r) {
	let i = t.interpolate(n, r);
	i && e.lineTo(i.x, i.y);
}
var rl = {
	id: "filler",
	afterDatasetsUpdate(e, t, n) {
		let r = (e.data.datasets || []).length, i = [], a, o, s, c;
		for (o = 0; o < r; ++o) a = e.getDatasetMeta(o), s = a.dataset, c = null, s && s.options && s instanceof pc && (c = {
			visible: e.isDatasetVisible(o),
			index: o,
			fill: Pc(s, o, r),
			chart: e,
			axis: a.controller.options.indexAxis,
			scale: a.vScale,
			line: s
		}), a.$filler = c, i.push(c);
		for (o = 0; o < r; ++o) c = i[o], c && c.fill !== !1 && (c.fill = Nc(i, o, n.propagate));
	},
	beforeDraw(e, t, n) {
		let r = n.drawTime === "beforeDraw", i = e.getSortedVisibleDatasetMetas(), a = e.chartArea;
		for (let t = i.length - 1; t >= 0; --t) {
			let n = i[t].$filler;
			n && (n.line.updateControlPoints(a, n.axis), r && n.fill && Yc(e.ctx, n, a));
		}
	},
	beforeDatasetsDraw(e, t, n) {
		if (n.drawTime !== "beforeDatasetsDraw") return;
		let r = e.getSortedVisibleDatasetMetas();
		for (let t = r.length - 1; t >= 0; --t) {
			let n = r[t].$filler;
			Mc(n) && Yc(e.ctx, n, e.chartArea);
		}
	},
	beforeDatasetDraw(e, t, n) {
		let r = t.meta.$filler;
		Mc(r) && n.drawTime === "beforeDatasetDraw" && Yc(e.ctx, r, e.chartArea);
	},
	defaults: {
		propagate: !0,
		drawTime: "beforeDatasetDraw"
	}
}, il = (e, t) => {
	let { boxHeight: n = t, boxWidth: r = t } = e;
	return e.usePointStyle && (n = Math.min(n, t), r = e.pointStyleWidth || Math.min(r, t)), {
		boxWidth: r,
		boxHeight: n,
		itemHeight: Math.max(t, n)
	};
}, al = (e, t) => e !== null && t !== null && e.datasetIndex === t.datasetIndex && e.index === t.index, ol = class extends Fo {
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
		let e = this.options.labels || {}, t = V(e.generateLabels, [this.chart], this) || [];
		e.filter && (t = t.filter((t) => e.filter(t, this.chart.data))), e.sort && (t = t.sort((t, n) => e.sort(t, n, this.chart.data))), this.options.reverse && t.reverse(), this.legendItems = t;
	}
	fit() {
		let { options: e, ctx: t } = this;
		if (!e.display) {
			this.width = this.height = 0;
			return;
		}
		let n = e.labels, r = J(n.font), i = r.size, a = this._computeTitleHeight(), { boxWidth: o, itemHeight: s } = il(n, i), c, l;
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
			let { itemWidth: h, itemHeight: g } = sl(n, t, i, e, r);
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
		let e = this._computeTitleHeight(), { legendHitBoxes: t, options: { align: n, labels: { padding: r }, rtl: i } } = this, a = yi(i, this.left, this.width);
		if (this.isHorizontal()) {
			let i = 0, o = K(n, this.left + r, this.right - this.lineWidths[i]);
			for (let s of t) i !== s.row && (i = s.row, o = K(n, this.left + r, this.right - this.lineWidths[i])), s.top += this.top + e + r, s.left = a.leftForLtr(a.x(o), s.width), o += s.width + r;
		} else {
			let i = 0, o = K(n, this.top + e + r, this.bottom - this.columnSizes[i].height);
			for (let s of t) s.col !== i && (i = s.col, o = K(n, this.top + e + r, this.bottom - this.columnSizes[i].height)), s.top = o, s.left += this.left + r, s.left = a.leftForLtr(a.x(s.left), s.width), o += s.height + r;
		}
	}
	isHorizontal() {
		return this.options.position === "top" || this.options.position === "bottom";
	}
	draw() {
		if (this.options.display) {
			let e = this.ctx;
			nr(e, this), this._draw(), rr(e);
		}
	}
	_draw() {
		let { options: e, columnSizes: t, lineWidths: n, ctx: r } = this, { align: i, labels: a } = e, o = q.color, s = yi(e.rtl, this.left, this.width), c = J(a.font), { padding: l } = a, u = c.size, d = u / 2, f;
		this.drawTitle(), r.textAlign = s.textAlign("left"), r.textBaseline = "middle", r.lineWidth = .5, r.font = c.string;
		let { boxWidth: p, boxHeight: m, itemHeight: h } = il(a, u), g = function(e, t, n) {
			if (isNaN(p) || p <= 0 || isNaN(m) || m < 0) return;
			r.save();
			let i = B(n.lineWidth, 1);
			if (r.fillStyle = B(n.fillStyle, o), r.lineCap = B(n.lineCap, "butt"), r.lineDashOffset = B(n.lineDashOffset, 0), r.lineJoin = B(n.lineJoin, "miter"), r.lineWidth = i, r.strokeStyle = B(n.strokeStyle, o), r.setLineDash(B(n.lineDash, [])), a.usePointStyle) {
				let o = {
					radius: m * Math.SQRT2 / 2,
					pointStyle: n.pointStyle,
					rotation: n.rotation,
					borderWidth: i
				}, c = s.xPlus(e, p / 2), l = t + d;
				er(r, o, c, l, a.pointStyleWidth && p);
			} else {
				let a = t + Math.max((u - m) / 2, 0), o = s.leftForLtr(e, p), c = _r(n.borderRadius);
				r.beginPath(), Object.values(c).some((e) => e !== 0) ? ur(r, {
					x: o,
					y: a,
					w: p,
					h: m,
					radius: c
				}) : r.rect(o, a, p, m), r.fill(), i !== 0 && r.stroke();
			}
			r.restore();
		}, _ = function(e, t, n) {
			lr(r, n.text, e, t + h / 2, c, {
				strikethrough: n.hidden,
				textAlign: s.textAlign(n.textAlign)
			});
		}, v = this.isHorizontal(), y = this._computeTitleHeight();
		f = v ? {
			x: K(i, this.left + l, this.right - n[0]),
			y: this.top + l + y,
			line: 0
		} : {
			x: this.left + l,
			y: K(i, this.top + y + l, this.bottom - t[0].height),
			line: 0
		}, bi(this.ctx, e.textDirection);
		let b = h + l;
		this.legendItems.forEach((o, u) => {
			r.strokeStyle = o.fontColor, r.fillStyle = o.fontColor;
			let m = r.measureText(o.text).width, h = s.textAlign(o.textAlign || (o.textAlign = a.textAlign)), x = p + d + m, S = f.x, C = f.y;
			s.setWidth(this.width), v ? u > 0 && S + x + l > this.right && (C = f.y += b, f.line++, S = f.x = K(i, this.left + l, this.right - n[f.line])) : u > 0 && C + b > this.bottom && (S = f.x = S + t[f.line].width + l, f.line++, C = f.y = K(i, this.top + y + l, this.bottom - t[f.line].height));
			let w = s.x(S);
			if (g(w, C, o), S = Cn(h, S + p + d, v ? S + x : this.right, e.rtl), _(s.x(S), C, o), v) f.x += x + l;
			else if (typeof o.text != "string") {
				let e = c.lineHeight;
				f.y += ul(o, e) + l;
			} else f.y += b;
		}), xi(this.ctx, e.textDirection);
	}
	drawTitle() {
		let e = this.options, t = e.title, n = J(t.font), r = vr(t.padding);
		if (!t.display) return;
		let i = yi(e.rtl, this.left, this.width), a = this.ctx, o = t.position, s = n.size / 2, c = r.top + s, l, u = this.left, d = this.width;
		if (this.isHorizontal()) d = Math.max(...this.lineWidths), l = this.top + c, u = K(e.align, u, this.right - d);
		else {
			let t = this.columnSizes.reduce((e, t) => Math.max(e, t.height), 0);
			l = c + K(e.align, this.top, this.bottom - t - e.labels.padding - this._computeTitleHeight());
		}
		let f = K(o, u, u + d);
		a.textAlign = i.textAlign(Sn(o)), a.textBaseline = "middle", a.strokeStyle = t.color, a.fillStyle = t.color, a.font = n.string, lr(a, t.text, f, l, n);
	}
	_computeTitleHeight() {
		let e = this.options.title, t = J(e.font), n = vr(e.padding);
		return e.display ? t.lineHeight + n.height : 0;
	}
	_getLegendItemAt(e, t) {
		let n, r, i;
		if (un(e, this.left, this.right) && un(t, this.top, this.bottom)) {
			for (i = this.legendHitBoxes, n = 0; n < i.length; ++n) if (r = i[n], un(e, r.left, r.left + r.width) && un(t, r.top, r.top + r.height)) return this.legendItems[n];
		}
		return null;
	}
	handleEvent(e) {
		let t = this.options;
		if (!dl(e.type, t)) return;
		let n = this._getLegendItemAt(e.x, e.y);
		if (e.type === "mousemove" || e.type === "mouseout") {
			let r = this._hoveredItem, i = al(r, n);
			r && !i && V(t.onLeave, [
				e,
				r,
				this
			], this), this._hoveredItem = n, n && !i && V(t.onHover, [
				e,
				n,
				this
			], this);
		} else n && V(t.onClick, [
			e,
			n,
			this
		], this);
	}
};
function sl(e, t, n, r, i) {
	return {
		itemWidth: cl(r, e, t, n),
		itemHeight: ll(i, r, t.lineHeight)
	};
}
function cl(e, t, n, r) {
	let i = e.text;
	return i && typeof i != "string" && (i = i.reduce((e, t) => e.length > t.length ? e : t)), t + n.size / 2 + r.measureText(i).width;
}
function ll(e, t, n) {
	let r = e;
	return typeof t.text != "string" && (r = ul(t, n)), r;
}
function ul(e, t) {
	return t * (e.text ? e.text.length : 0);
}
function dl(e, t) {
	return !!((e === "mousemove" || e === "mouseout") && (t.onHover || t.onLeave) || t.onClick && (e === "click" || e === "mouseup"));
}
var fl = {
	id: "legend",
	_element: ol,
	start(e, t, n) {
		let r = e.legend = new ol({
			ctx: e.ctx,
			options: n,
			chart: e
		});
		uo.configure(e, r, n), uo.addBox(e, r);
	},
	stop(e) {
		uo.removeBox(e, e.legend), delete e.legend;
	},
	beforeUpdate(e, t, n) {
		let r = e.legend;
		uo.configure(e, r, n), r.options = n;
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
					let c = e.controller.getStyle(n ? 0 : void 0), l = vr(c.borderWidth);
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
}, pl = class extends Fo {
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
		let r = L(n.text) ? n.text.length : 1;
		this._padding = vr(n.padding);
		let i = r * J(n.font).lineHeight + this._padding.height;
		this.isHorizontal() ? this.height = i : this.width = i;
	}
	isHorizontal() {
		let e = this.options.position;
		return e === "top" || e === "bottom";
	}
	_drawArgs(e) {
		let { top: t, left: n, bottom: r, right: i, options: a } = this, o = a.align, s = 0, c, l, u;
		return this.isHorizontal() ? (l = K(o, n, i), u = t + e, c = i - n) : (a.position === "left" ? (l = n + e, u = K(o, r, t), s = U * -.5) : (l = i - e, u = K(o, t, r), s = U * .5), c = r - t), {
			titleX: l,
			titleY: u,
			maxWidth: c,
			rotation: s
		};
	}
	draw() {
		let e = this.ctx, t = this.options;
		if (!t.display) return;
		let n = J(t.font), r = n.lineHeight / 2 + this._padding.top, { titleX: i, titleY: a, maxWidth: o, rotation: s } = this._drawArgs(r);
		lr(e, t.text, 0, 0, n, {
			color: t.color,
			maxWidth: o,
			rotation: s,
			textAlign: Sn(t.align),
			textBaseline: "middle",
			translation: [i, a]
		});
	}
};
function ml(e, t) {
	let n = new pl({
		ctx: e.ctx,
		options: t,
		chart: e
	});
	uo.configure(e, n, t), uo.addBox(e, n), e.titleBlock = n;
}
var hl = {
	id: "title",
	_element: pl,
	start(e, t, n) {
		ml(e, n);
	},
	stop(e) {
		let t = e.titleBlock;
		uo.removeBox(e, t), delete e.titleBlock;
	},
	beforeUpdate(e, t, n) {
		let r = e.titleBlock;
		uo.configure(e, r, n), r.options = n;
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
}, gl = {
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
				let e = rn(t, n.getCenterPoint());
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
function _l(e, t) {
	return t && (L(t) ? Array.prototype.push.apply(e, t) : e.push(t)), e;
}
function vl(e) {
	return (typeof e == "string" || e instanceof String) && e.indexOf("\n") > -1 ? e.split("\n") : e;
}
function yl(e, t) {
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
function bl(e, t) {
	let n = e.chart.ctx, { body: r, footer: i, title: a } = e, { boxWidth: o, boxHeight: s } = t, c = J(t.bodyFont), l = J(t.titleFont), u = J(t.footerFont), d = a.length, f = i.length, p = r.length, m = vr(t.padding), h = m.height, g = 0, _ = r.reduce((e, t) => e + t.before.length + t.lines.length + t.after.length, 0);
	if (_ += e.beforeBody.length + e.afterBody.length, d && (h += d * l.lineHeight + (d - 1) * t.titleSpacing + t.titleMarginBottom), _) {
		let e = t.displayColors ? Math.max(s, c.lineHeight) : c.lineHeight;
		h += p * e + (_ - p) * c.lineHeight + (_ - 1) * t.bodySpacing;
	}
	f && (h += t.footerMarginTop + f * u.lineHeight + (f - 1) * t.footerSpacing);
	let v = 0, y = function(e) {
		g = Math.max(g, n.measureText(e).width + v);
	};
	return n.save(), n.font = l.string, H(e.title, y), n.font = c.string, H(e.beforeBody.concat(e.afterBody), y), v = t.displayColors ? o + 2 + t.boxPadding : 0, H(r, (e) => {
		H(e.before, y), H(e.lines, y), H(e.after, y);
	}), v = 0, n.font = u.string, H(e.footer, y), n.restore(), g += m.width, {
		width: g,
		height: h
	};
}
function xl(e, t) {
	let { y: n, height: r } = t;
	return n < r / 2 ? "top" : n > e.height - r / 2 ? "bottom" : "center";
}
function Sl(e, t, n, r) {
	let { x: i, width: a } = r, o = n.caretSize + n.caretPadding;
	if (e === "left" && i + a + o > t.width || e === "right" && i - a - o < 0) return !0;
}
function Cl(e, t, n, r) {
	let { x: i, width: a } = n, { width: o, chartArea: { left: s, right: c } } = e, l = "center";
	return r === "center" ? l = i <= (s + c) / 2 ? "left" : "right" : i <= a / 2 ? l = "left" : i >= o - a / 2 && (l = "right"), Sl(l, e, t, n) && (l = "center"), l;
}
function wl(e, t, n) {
	let r = n.yAlign || t.yAlign || xl(e, n);
	return {
		xAlign: n.xAlign || t.xAlign || Cl(e, t, n, r),
		yAlign: r
	};
}
function Tl(e, t) {
	let { x: n, width: r } = e;
	return t === "right" ? n -= r : t === "center" && (n -= r / 2), n;
}
function El(e, t, n) {
	let { y: r, height: i } = e;
	return t === "top" ? r += n : r -= t === "bottom" ? i + n : i / 2, r;
}
function Dl(e, t, n, r) {
	let { caretSize: i, caretPadding: a, cornerRadius: o } = e, { xAlign: s, yAlign: c } = n, l = i + a, { topLeft: u, topRight: d, bottomLeft: f, bottomRight: p } = _r(o), m = Tl(t, s), h = El(t, c, l);
	return c === "center" ? s === "left" ? m += l : s === "right" && (m -= l) : s === "left" ? m -= Math.max(u, f) + i : s === "right" && (m += Math.max(d, p) + i), {
		x: cn(m, 0, r.width - t.width),
		y: cn(h, 0, r.height - t.height)
	};
}
function Ol(e, t, n) {
	let r = vr(n.padding);
	return t === "center" ? e.x + e.width / 2 : t === "right" ? e.x + e.width - r.right : e.x + r.left;
}
function kl(e) {
	return _l([], vl(e));
}
function Al(e, t, n) {
	return xr(e, {
		tooltip: t,
		tooltipItems: n,
		type: "tooltip"
	});
}
function jl(e, t) {
	let n = t && t.dataset && t.dataset.tooltip && t.dataset.tooltip.callbacks;
	return n ? e.override(n) : e;
}
var Ml = {
	beforeTitle: vt,
	title(e) {
		if (e.length > 0) {
			let t = e[0], n = t.chart.data.labels, r = n ? n.length : 0;
			if (this && this.options && this.options.mode === "dataset") return t.dataset.label || "";
			if (t.label) return t.label;
			if (r > 0 && t.dataIndex < r) return n[t.dataIndex];
		}
		return "";
	},
	afterTitle: vt,
	beforeBody: vt,
	beforeLabel: vt,
	label(e) {
		if (this && this.options && this.options.mode === "dataset") return e.label + ": " + e.formattedValue || e.formattedValue;
		let t = e.dataset.label || "";
		t && (t += ": ");
		let n = e.formattedValue;
		return I(n) || (t += n), t;
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
	afterLabel: vt,
	afterBody: vt,
	beforeFooter: vt,
	footer: vt,
	afterFooter: vt
};
function Nl(e, t, n, r) {
	let i = e[t].call(n, r);
	return i === void 0 ? Ml[t].call(n, r) : i;
}
var Pl = class extends Fo {
	constructor(e) {
		super(), this.opacity = 0, this._active = [], this._eventPosition = void 0, this._size = void 0, this._cachedAnimations = void 0, this._tooltipItems = [], this.$animations = void 0, this.$context = void 0, this.chart = e.chart, this.options = e.options, this.dataPoints = void 0, this.title = void 0, this.beforeBody = void 0, this.body = void 0, this.afterBody = void 0, this.footer = void 0, this.xAlign = void 0, this.yAlign = void 0, this.x = void 0, this.y = void 0, this.height = void 0, this.width = void 0, this.caretX = void 0, this.caretY = void 0, this.labelColors = void 0, this.labelPointStyles = void 0, this.labelTextColors = void 0;
	}
	initialize(e) {
		this.options = e, this._cachedAnimations = void 0, this.$context = void 0;
	}
	_resolveAnimations() {
		let e = this._cachedAnimations;
		if (e) return e;
		let t = this.chart, n = this.options.setContext(this.getContext()), r = n.enabled && t.options.animation && n.animations, i = new Wi(this.chart, r);
		return r._cacheable && (this._cachedAnimations = Object.freeze(i)), i;
	}
	getContext() {
		return this.$context || (this.$context = Al(this.chart.getContext(), this, this._tooltipItems));
	}
	getTitle(e, t) {
		let { callbacks: n } = t, r = Nl(n, "beforeTitle", this, e), i = Nl(n, "title", this, e), a = Nl(n, "afterTitle", this, e), o = [];
		return o = _l(o, vl(r)), o = _l(o, vl(i)), o = _l(o, vl(a)), o;
	}
	getBeforeBody(e, t) {
		return kl(Nl(t.callbacks, "beforeBody", this, e));
	}
	getBody(e, t) {
		let { callbacks: n } = t, r = [];
		return H(e, (e) => {
			let t = {
				before: [],
				lines: [],
				after: []
			}, i = jl(n, e);
			_l(t.before, vl(Nl(i, "beforeLabel", this, e))), _l(t.lines, Nl(i, "label", this, e)), _l(t.after, vl(Nl(i, "afterLabel", this, e))), r.push(t);
		}), r;
	}
	getAfterBody(e, t) {
		return kl(Nl(t.callbacks, "afterBody", this, e));
	}
	getFooter(e, t) {
		let { callbacks: n } = t, r = Nl(n, "beforeFooter", this, e), i = Nl(n, "footer", this, e), a = Nl(n, "afterFooter", this, e), o = [];
		return o = _l(o, vl(r)), o = _l(o, vl(i)), o = _l(o, vl(a)), o;
	}
	_createItems(e) {
		let t = this._active, n = this.chart.data, r = [], i = [], a = [], o = [], s, c;
		for (s = 0, c = t.length; s < c; ++s) o.push(yl(this.chart, t[s]));
		return e.filter && (o = o.filter((t, r, i) => e.filter(t, r, i, n))), e.itemSort && (o = o.sort((t, r) => e.itemSort(t, r, n))), H(o, (t) => {
			let n = jl(e.callbacks, t);
			r.push(Nl(n, "labelColor", this, t)), i.push(Nl(n, "labelPointStyle", this, t)), a.push(Nl(n, "labelTextColor", this, t));
		}), this.labelColors = r, this.labelPointStyles = i, this.labelTextColors = a, this.dataPoints = o, o;
	}
	update(e, t) {
		let n = this.options.setContext(this.getContext()), r = this._active, i, a = [];
		if (!r.length) this.opacity !== 0 && (i = { opacity: 0 });
		else {
			let e = gl[n.position].call(this, r, this._eventPosition);
			a = this._createItems(n), this.title = this.getTitle(a, n), this.beforeBody = this.getBeforeBody(a, n), this.body = this.getBody(a, n), this.afterBody = this.getAfterBody(a, n), this.footer = this.getFooter(a, n);
			let t = this._size = bl(this, n), o = Object.assign({}, e, t), s = wl(this.chart, n, o), c = Dl(n, o, s, this.chart);
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
		let { xAlign: r, yAlign: i } = this, { caretSize: a, cornerRadius: o } = n, { topLeft: s, topRight: c, bottomLeft: l, bottomRight: u } = _r(o), { x: d, y: f } = e, { width: p, height: m } = t, h, g, _, v, y, b;
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
			let c = yi(n.rtl, this.x, this.width);
			for (e.x = Ol(this, n.titleAlign, n), t.textAlign = c.textAlign(n.titleAlign), t.textBaseline = "middle", a = J(n.titleFont), o = n.titleSpacing, t.fillStyle = n.titleColor, t.font = a.string, s = 0; s < i; ++s) t.fillText(r[s], c.x(e.x), e.y + a.lineHeight / 2), e.y += a.lineHeight + o, s + 1 === i && (e.y += n.titleMarginBottom - o);
		}
	}
	_drawColorBox(e, t, n, r, i) {
		let a = this.labelColors[n], o = this.labelPointStyles[n], { boxHeight: s, boxWidth: c } = i, l = J(i.bodyFont), u = Ol(this, "left", i), d = r.x(u), f = s < l.lineHeight ? (l.lineHeight - s) / 2 : 0, p = t.y + f;
		if (i.usePointStyle) {
			let t = {
				radius: Math.min(c, s) / 2,
				pointStyle: o.pointStyle,
				rotation: o.rotation,
				borderWidth: 1
			}, n = r.leftForLtr(d, c) + c / 2, l = p + s / 2;
			e.strokeStyle = i.multiKeyBackground, e.fillStyle = i.multiKeyBackground, $n(e, t, n, l), e.strokeStyle = a.borderColor, e.fillStyle = a.backgroundColor, $n(e, t, n, l);
		} else {
			e.lineWidth = R(a.borderWidth) ? Math.max(...Object.values(a.borderWidth)) : a.borderWidth || 1, e.strokeStyle = a.borderColor, e.setLineDash(a.borderDash || []), e.lineDashOffset = a.borderDashOffset || 0;
			let t = r.leftForLtr(d, c), n = r.leftForLtr(r.xPlus(d, 1), c - 2), o = _r(a.borderRadius);
			Object.values(o).some((e) => e !== 0) ? (e.beginPath(), e.fillStyle = i.multiKeyBackground, ur(e, {
				x: t,
				y: p,
				w: c,
				h: s,
				radius: o
			}), e.fill(), e.stroke(), e.fillStyle = a.backgroundColor, e.beginPath(), ur(e, {
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
		let { body: r } = this, { bodySpacing: i, bodyAlign: a, displayColors: o, boxHeight: s, boxWidth: c, boxPadding: l } = n, u = J(n.bodyFont), d = u.lineHeight, f = 0, p = yi(n.rtl, this.x, this.width), m = function(n) {
			t.fillText(n, p.x(e.x + f), e.y + d / 2), e.y += d + i;
		}, h = p.textAlign(a), g, _, v, y, b, x, S;
		for (t.textAlign = a, t.textBaseline = "middle", t.font = u.string, e.x = Ol(this, h, n), t.fillStyle = n.bodyColor, H(this.beforeBody, m), f = o && h !== "right" ? a === "center" ? c / 2 + l : c + 2 + l : 0, y = 0, x = r.length; y < x; ++y) {
			for (g = r[y], _ = this.labelTextColors[y], t.fillStyle = _, H(g.before, m), v = g.lines, o && v.length && (this._drawColorBox(t, e, y, p, n), d = Math.max(u.lineHeight, s)), b = 0, S = v.length; b < S; ++b) m(v[b]), d = u.lineHeight;
			H(g.after, m);
		}
		f = 0, d = u.lineHeight, H(this.afterBody, m), e.y -= i;
	}
	drawFooter(e, t, n) {
		let r = this.footer, i = r.length, a, o;
		if (i) {
			let s = yi(n.rtl, this.x, this.width);
			for (e.x = Ol(this, n.footerAlign, n), e.y += n.footerMarginTop, t.textAlign = s.textAlign(n.footerAlign), t.textBaseline = "middle", a = J(n.footerFont), t.fillStyle = n.footerColor, t.font = a.string, o = 0; o < i; ++o) t.fillText(r[o], s.x(e.x), e.y + a.lineHeight / 2), e.y += a.lineHeight + n.footerSpacing;
		}
	}
	drawBackground(e, t, n, r) {
		let { xAlign: i, yAlign: a } = this, { x: o, y: s } = e, { width: c, height: l } = n, { topLeft: u, topRight: d, bottomLeft: f, bottomRight: p } = _r(r.cornerRadius);
		t.fillStyle = r.backgroundColor, t.strokeStyle = r.borderColor, t.lineWidth = r.borderWidth, t.beginPath(), t.moveTo(o + u, s), a === "top" && this.drawCaret(e, t, n, r), t.lineTo(o + c - d, s), t.quadraticCurveTo(o + c, s, o + c, s + d), a === "center" && i === "right" && this.drawCaret(e, t, n, r), t.lineTo(o + c, s + l - p), t.quadraticCurveTo(o + c, s + l, o + c - p, s + l), a === "bottom" && this.drawCaret(e, t, n, r), t.lineTo(o + f, s + l), t.quadraticCurveTo(o, s + l, o, s + l - f), a === "center" && i === "left" && this.drawCaret(e, t, n, r), t.lineTo(o, s + u), t.quadraticCurveTo(o, s, o + u, s), t.closePath(), t.fill(), r.borderWidth > 0 && t.stroke();
	}
	_updateAnimationTarget(e) {
		let t = this.chart, n = this.$animations, r = n && n.x, i = n && n.y;
		if (r || i) {
			let n = gl[e.position].call(this, this._active, this._eventPosition);
			if (!n) return;
			let a = this._size = bl(this, e), o = Object.assign({}, n, this._size), s = wl(t, e, o), c = Dl(e, o, s, t);
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
		let a = vr(t.padding), o = this.title.length || this.beforeBody.length || this.body.length || this.afterBody.length || this.footer.length;
		t.enabled && o && (e.save(), e.globalAlpha = n, this.drawBackground(i, e, r, t), bi(e, t.textDirection), i.y += a.top, this.drawTitle(i, e, t), this.drawBody(i, e, t), this.drawFooter(i, e, t), xi(e, t.textDirection), e.restore());
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
		}), i = !Ct(n, r), a = this._positionChanged(r, t);
		(i || a) && (this._active = r, this._eventPosition = t, this._ignoreReplayEvents = !0, this.update(!0));
	}
	handleEvent(e, t, n = !0) {
		if (t && this._ignoreReplayEvents) return !1;
		this._ignoreReplayEvents = !1;
		let r = this.options, i = this._active || [], a = this._getActiveElements(e, i, t, n), o = this._positionChanged(a, e), s = t || !Ct(a, i) || o;
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
		let { caretX: n, caretY: r, options: i } = this, a = gl[i.position].call(this, e, t);
		return a !== !1 && (n !== a.x || r !== a.y);
	}
};
Y(Pl, "positioners", gl);
var Fl = {
	id: "tooltip",
	_element: Pl,
	positioners: gl,
	afterInit(e, t, n) {
		n && (e.tooltip = new Pl({
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
		callbacks: Ml
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
}, Il = (e, t, n, r) => (typeof t == "string" ? (n = e.push(t) - 1, r.unshift({
	index: n,
	label: t
})) : isNaN(t) && (n = null), n);
function Ll(e, t, n, r) {
	let i = e.indexOf(t);
	return i === -1 ? Il(e, t, n, r) : i === e.lastIndexOf(t) ? i : n;
}
var Rl = (e, t) => e === null ? null : cn(Math.round(e), 0, t);
function zl(e) {
	let t = this.getLabels();
	return e >= 0 && e < t.length ? t[e] : e;
}
var Bl = class extends ts {
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
		if (I(e)) return null;
		let n = this.getLabels();
		return t = isFinite(t) && n[t] === e ? t : Ll(n, e, B(t, e), this._addedLabels), Rl(t, n.length - 1);
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
		return zl.call(this, e);
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
Y(Bl, "id", "category"), Y(Bl, "defaults", { ticks: { callback: zl } });
function Vl(e, t) {
	let n = [], { bounds: r, step: i, min: a, max: o, precision: s, count: c, maxTicks: l, maxDigits: u, includeBounds: d } = e, f = i || 1, p = l - 1, { min: m, max: h } = t, g = !I(a), _ = !I(o), v = !I(c), y = (h - m) / (u + 1), b = qt((h - m) / p / f) * f, x, S, C, w;
	if (b < 1e-14 && !g && !_) return [{ value: m }, { value: h }];
	w = Math.ceil(h / b) - Math.floor(m / b), w > p && (b = qt(w * b / p / f) * f), I(s) || (x = 10 ** s, b = Math.ceil(b * x) / x), r === "ticks" ? (S = Math.floor(m / b) * b, C = Math.ceil(h / b) * b) : (S = m, C = h), g && _ && i && Zt((o - a) / i, b / 1e3) ? (w = Math.round(Math.min((o - a) / b, l)), b = (o - a) / w, S = a, C = o) : v ? (S = g ? a : S, C = _ ? o : C, w = c - 1, b = (C - S) / w) : (w = (C - S) / b, w = Kt(w, Math.round(w), b / 1e3) ? Math.round(w) : Math.ceil(w));
	let T = Math.max(tn(b), tn(S));
	x = 10 ** (I(s) ? T : s), S = Math.round(S * x) / x, C = Math.round(C * x) / x;
	let E = 0;
	for (g && (d && S !== a ? (n.push({ value: a }), S < a && E++, Kt(Math.round((S + E * b) * x) / x, a, Hl(a, y, e)) && E++) : S < a && E++); E < w; ++E) {
		let e = Math.round((S + E * b) * x) / x;
		if (_ && e > o) break;
		n.push({ value: e });
	}
	return _ && d && C !== o ? n.length && Kt(n[n.length - 1].value, o, Hl(o, y, e)) ? n[n.length - 1].value = o : n.push({ value: o }) : _ && C !== o || n.push({ value: C }), n;
}
function Hl(e, t, { horizontal: n, minRotation: r }) {
	let i = $t(r), a = (n ? Math.sin(i) : Math.cos(i)) || .001, o = .75 * t * ("" + e).length;
	return Math.min(t / a, o);
}
var Ul = class extends ts {
	constructor(e) {
		super(e), this.start = void 0, this.end = void 0, this._startValue = void 0, this._endValue = void 0, this._valueRange = 0;
	}
	parse(e, t) {
		return I(e) || (typeof e == "number" || e instanceof Number) && !isFinite(+e) ? null : +e;
	}
	handleTickRangeOptions() {
		let { beginAtZero: e } = this.options, { minDefined: t, maxDefined: n } = this.getUserBounds(), { min: r, max: i } = this, a = (e) => r = t ? r : e, o = (e) => i = n ? i : e;
		if (e) {
			let e = Gt(r), t = Gt(i);
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
		let r = Vl({
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
		return e.bounds === "ticks" && Qt(r, this, "value"), e.reverse ? (r.reverse(), this.start = this.max, this.end = this.min) : (this.start = this.min, this.end = this.max), r;
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
		return zn(e, this.chart.options.locale, this.options.ticks.format);
	}
}, Wl = class extends Ul {
	determineDataLimits() {
		let { min: e, max: t } = this.getMinMax(!0);
		this.min = z(e) ? e : 0, this.max = z(t) ? t : 1, this.handleTickRangeOptions();
	}
	computeTickLimit() {
		let e = this.isHorizontal(), t = e ? this.width : this.height, n = $t(this.options.ticks.minRotation), r = (e ? Math.sin(n) : Math.cos(n)) || .001, i = this._resolveTickFontOptions(0);
		return Math.ceil(t / Math.min(40, i.lineHeight / r));
	}
	getPixelForValue(e) {
		return e === null ? NaN : this.getPixelForDecimal((e - this._startValue) / this._valueRange);
	}
	getValueForPixel(e) {
		return this._startValue + this.getDecimalForPixel(e) * this._valueRange;
	}
};
Y(Wl, "id", "linear"), Y(Wl, "defaults", { ticks: { callback: Hn.formatters.numeric } });
var Gl = (e) => Math.floor(Wt(e)), Kl = (e, t) => 10 ** (Gl(e) + t);
function ql(e) {
	return e / 10 ** Gl(e) == 1;
}
function Jl(e, t, n) {
	let r = 10 ** n, i = Math.floor(e / r);
	return Math.ceil(t / r) - i;
}
function Yl(e, t) {
	let n = Gl(t - e);
	for (; Jl(e, t, n) > 10;) n++;
	for (; Jl(e, t, n) < 10;) n--;
	return Math.min(n, Gl(e));
}
function Xl(e, { min: t, max: n }) {
	t = bt(e.min, t);
	let r = [], i = Gl(t), a = Yl(t, n), o = a < 0 ? 10 ** Math.abs(a) : 1, s = 10 ** a, c = i > a ? 10 ** i : 0, l = Math.round((t - c) * o) / o, u = Math.floor((t - c) / s / 10) * s * 10, d = Math.floor((l - u) / 10 ** a), f = bt(e.min, Math.round((c + u + d * 10 ** a) * o) / o);
	for (; f < n;) r.push({
		value: f,
		major: ql(f),
		significand: d
	}), d >= 10 ? d = d < 15 ? 15 : 20 : d++, d >= 20 && (a++, d = 2, o = a >= 0 ? 1 : o), f = Math.round((c + u + d * 10 ** a) * o) / o;
	let p = bt(e.max, f);
	return r.push({
		value: p,
		major: ql(p),
		significand: d
	}), r;
}
var Zl = class extends ts {
	constructor(e) {
		super(e), this.start = void 0, this.end = void 0, this._startValue = void 0, this._valueRange = 0;
	}
	parse(e, t) {
		let n = Ul.prototype.parse.apply(this, [e, t]);
		if (n === 0) this._zero = !0;
		else return z(n) && n > 0 ? n : null;
	}
	determineDataLimits() {
		let { min: e, max: t } = this.getMinMax(!0);
		this.min = z(e) ? Math.max(0, e) : null, this.max = z(t) ? Math.max(0, t) : null, this.options.beginAtZero && (this._zero = !0), this._zero && this.min !== this._suggestedMin && !z(this._userMin) && (this.min = e === Kl(this.min, 0) ? Kl(this.min, -1) : Kl(this.min, 0)), this.handleTickRangeOptions();
	}
	handleTickRangeOptions() {
		let { minDefined: e, maxDefined: t } = this.getUserBounds(), n = this.min, r = this.max, i = (t) => n = e ? n : t, a = (e) => r = t ? r : e;
		n === r && (n <= 0 ? (i(1), a(10)) : (i(Kl(n, -1)), a(Kl(r, 1)))), n <= 0 && i(Kl(r, -1)), r <= 0 && a(Kl(n, 1)), this.min = n, this.max = r;
	}
	buildTicks() {
		let e = this.options, t = Xl({
			min: this._userMin,
			max: this._userMax
		}, this);
		return e.bounds === "ticks" && Qt(t, this, "value"), e.reverse ? (t.reverse(), this.start = this.max, this.end = this.min) : (this.start = this.min, this.end = this.max), t;
	}
	getLabelForValue(e) {
		return e === void 0 ? "0" : zn(e, this.chart.options.locale, this.options.ticks.format);
	}
	configure() {
		let e = this.min;
		super.configure(), this._startValue = Wt(e), this._valueRange = Wt(this.max) - Wt(e);
	}
	getPixelForValue(e) {
		return (e === void 0 || e === 0) && (e = this.min), e === null || isNaN(e) ? NaN : this.getPixelForDecimal(e === this.min ? 0 : (Wt(e) - this._startValue) / this._valueRange);
	}
	getValueForPixel(e) {
		let t = this.getDecimalForPixel(e);
		return 10 ** (this._startValue + t * this._valueRange);
	}
};
Y(Zl, "id", "logarithmic"), Y(Zl, "defaults", { ticks: {
	callback: Hn.formatters.logarithmic,
	major: { enabled: !0 }
} });
function Ql(e) {
	let t = e.ticks;
	if (t.display && e.display) {
		let e = vr(t.backdropPadding);
		return B(t.font && t.font.size, q.font.size) + e.height;
	}
	return 0;
}
function $l(e, t, n) {
	return n = L(n) ? n : [n], {
		w: Xn(e, t.string, n),
		h: n.length * t.lineHeight
	};
}
function eu(e, t, n, r, i) {
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
function tu(e) {
	let t = {
		l: e.left + e._padding.left,
		r: e.right - e._padding.right,
		t: e.top + e._padding.top,
		b: e.bottom - e._padding.bottom
	}, n = Object.assign({}, t), r = [], i = [], a = e._pointLabels.length, o = e.options.pointLabels, s = o.centerPointLabels ? U / a : 0;
	for (let c = 0; c < a; c++) {
		let a = o.setContext(e.getPointLabelContext(c));
		i[c] = a.padding;
		let l = e.getPointPosition(c, e.drawingArea + i[c], s), u = J(a.font), d = $l(e.ctx, u, e._pointLabels[c]);
		r[c] = d;
		let f = on(e.getIndexAngle(c) + s), p = Math.round(en(f));
		nu(n, t, f, eu(p, l.x, d.w, 0, 180), eu(p, l.y, d.h, 90, 270));
	}
	e.setCenterPoint(t.l - n.l, n.r - t.r, t.t - n.t, n.b - t.b), e._pointLabelItems = au(e, r, i);
}
function nu(e, t, n, r, i) {
	let a = Math.abs(Math.sin(n)), o = Math.abs(Math.cos(n)), s = 0, c = 0;
	r.start < t.l ? (s = (t.l - r.start) / a, e.l = Math.min(e.l, t.l - s)) : r.end > t.r && (s = (r.end - t.r) / a, e.r = Math.max(e.r, t.r + s)), i.start < t.t ? (c = (t.t - i.start) / o, e.t = Math.min(e.t, t.t - c)) : i.end > t.b && (c = (i.end - t.b) / o, e.b = Math.max(e.b, t.b + c));
}
function ru(e, t, n) {
	let r = e.drawingArea, { extra: i, additionalAngle: a, padding: o, size: s } = n, c = e.getPointPosition(t, r + i + o, a), l = Math.round(en(on(c.angle + G))), u = cu(c.y, s.h, l), d = ou(l), f = su(c.x, s.w, d);
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
function iu(e, t) {
	if (!t) return !0;
	let { left: n, top: r, right: i, bottom: a } = e;
	return !(tr({
		x: n,
		y: r
	}, t) || tr({
		x: n,
		y: a
	}, t) || tr({
		x: i,
		y: r
	}, t) || tr({
		x: i,
		y: a
	}, t));
}
function au(e, t, n) {
	let r = [], i = e._pointLabels.length, a = e.options, { centerPointLabels: o, display: s } = a.pointLabels, c = {
		extra: Ql(a) / 2,
		additionalAngle: o ? U / i : 0
	}, l;
	for (let a = 0; a < i; a++) {
		c.padding = n[a], c.size = t[a];
		let i = ru(e, a, c);
		r.push(i), s === "auto" && (i.visible = iu(i, l), i.visible && (l = i));
	}
	return r;
}
function ou(e) {
	return e === 0 || e === 180 ? "center" : e < 180 ? "left" : "right";
}
function su(e, t, n) {
	return n === "right" ? e -= t : n === "center" && (e -= t / 2), e;
}
function cu(e, t, n) {
	return n === 90 || n === 270 ? e -= t / 2 : (n > 270 || n < 90) && (e -= t), e;
}
function lu(e, t, n) {
	let { left: r, top: i, right: a, bottom: o } = n, { backdropColor: s } = t;
	if (!I(s)) {
		let n = _r(t.borderRadius), c = vr(t.backdropPadding);
		e.fillStyle = s;
		let l = r - c.left, u = i - c.top, d = a - r + c.width, f = o - i + c.height;
		Object.values(n).some((e) => e !== 0) ? (e.beginPath(), ur(e, {
			x: l,
			y: u,
			w: d,
			h: f,
			radius: n
		}), e.fill()) : e.fillRect(l, u, d, f);
	}
}
function uu(e, t) {
	let { ctx: n, options: { pointLabels: r } } = e;
	for (let i = t - 1; i >= 0; i--) {
		let t = e._pointLabelItems[i];
		if (!t.visible) continue;
		let a = r.setContext(e.getPointLabelContext(i));
		lu(n, a, t);
		let o = J(a.font), { x: s, y: c, textAlign: l } = t;
		lr(n, e._pointLabels[i], s, c + o.lineHeight / 2, o, {
			color: a.color,
			textAlign: l,
			textBaseline: "middle"
		});
	}
}
function du(e, t, n, r) {
	let { ctx: i } = e;
	if (n) i.arc(e.xCenter, e.yCenter, t, 0, W);
	else {
		let n = e.getPointPosition(0, t);
		i.moveTo(n.x, n.y);
		for (let a = 1; a < r; a++) n = e.getPointPosition(a, t), i.lineTo(n.x, n.y);
	}
}
function fu(e, t, n, r, i) {
	let a = e.ctx, o = t.circular, { color: s, lineWidth: c } = t;
	!o && !r || !s || !c || n < 0 || (a.save(), a.strokeStyle = s, a.lineWidth = c, a.setLineDash(i.dash || []), a.lineDashOffset = i.dashOffset, a.beginPath(), du(e, n, o, r), a.closePath(), a.stroke(), a.restore());
}
function pu(e, t, n) {
	return xr(e, {
		label: n,
		index: t,
		type: "pointLabel"
	});
}
var mu = class extends Ul {
	constructor(e) {
		super(e), this.xCenter = void 0, this.yCenter = void 0, this.drawingArea = void 0, this._pointLabels = [], this._pointLabelItems = [];
	}
	setDimensions() {
		let e = this._padding = vr(Ql(this.options) / 2), t = this.width = this.maxWidth - e.width, n = this.height = this.maxHeight - e.height;
		this.xCenter = Math.floor(this.left + t / 2 + e.left), this.yCenter = Math.floor(this.top + n / 2 + e.top), this.drawingArea = Math.floor(Math.min(t, n) / 2);
	}
	determineDataLimits() {
		let { min: e, max: t } = this.getMinMax(!1);
		this.min = z(e) && !isNaN(e) ? e : 0, this.max = z(t) && !isNaN(t) ? t : 0, this.handleTickRangeOptions();
	}
	computeTickLimit() {
		return Math.ceil(this.drawingArea / Ql(this.options));
	}
	generateTickLabels(e) {
		Ul.prototype.generateTickLabels.call(this, e), this._pointLabels = this.getLabels().map((e, t) => {
			let n = V(this.options.pointLabels.callback, [e, t], this);
			return n || n === 0 ? n : "";
		}).filter((e, t) => this.chart.getDataVisibility(t));
	}
	fit() {
		let e = this.options;
		e.display && e.pointLabels.display ? tu(this) : this.setCenterPoint(0, 0, 0, 0);
	}
	setCenterPoint(e, t, n, r) {
		this.xCenter += Math.floor((e - t) / 2), this.yCenter += Math.floor((n - r) / 2), this.drawingArea -= Math.min(this.drawingArea / 2, Math.max(e, t, n, r));
	}
	getIndexAngle(e) {
		let t = W / (this._pointLabels.length || 1), n = this.options.startAngle || 0;
		return on(e * t + $t(n));
	}
	getDistanceFromCenterForValue(e) {
		if (I(e)) return NaN;
		let t = this.drawingArea / (this.max - this.min);
		return this.options.reverse ? (this.max - e) * t : (e - this.min) * t;
	}
	getValueForDistanceFromCenter(e) {
		if (I(e)) return NaN;
		let t = e / (this.drawingArea / (this.max - this.min));
		return this.options.reverse ? this.max - t : this.min + t;
	}
	getPointLabelContext(e) {
		let t = this._pointLabels || [];
		if (e >= 0 && e < t.length) {
			let n = t[e];
			return pu(this.getContext(), e, n);
		}
	}
	getPointPosition(e, t, n = 0) {
		let r = this.getIndexAngle(e) - G + n;
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
			n.save(), n.beginPath(), du(this, this.getDistanceFromCenterForValue(this._endValue), t, this._pointLabels.length), n.closePath(), n.fillStyle = e, n.fill(), n.restore();
		}
	}
	drawGrid() {
		let e = this.ctx, t = this.options, { angleLines: n, grid: r, border: i } = t, a = this._pointLabels.length, o, s, c;
		if (t.pointLabels.display && uu(this, a), r.display && this.ticks.forEach((e, t) => {
			if (t !== 0 || t === 0 && this.min < 0) {
				s = this.getDistanceFromCenterForValue(e.value);
				let n = this.getContext(t), o = r.setContext(n), c = i.setContext(n);
				fu(this, o, s, a, c);
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
			let s = n.setContext(this.getContext(o)), c = J(s.font);
			if (i = this.getDistanceFromCenterForValue(this.ticks[o].value), s.showLabelBackdrop) {
				e.font = c.string, a = e.measureText(r.label).width, e.fillStyle = s.backdropColor;
				let t = vr(s.backdropPadding);
				e.fillRect(-a / 2 - t.left, -i - c.size / 2 - t.top, a + t.width, c.size + t.height);
			}
			lr(e, r.label, 0, -i, c, {
				color: s.color,
				strokeColor: s.textStrokeColor,
				strokeWidth: s.textStrokeWidth
			});
		}), e.restore();
	}
	drawTitle() {}
};
Y(mu, "id", "radialLinear"), Y(mu, "defaults", {
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
		callback: Hn.formatters.numeric
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
}), Y(mu, "defaultRoutes", {
	"angleLines.color": "borderColor",
	"pointLabels.color": "color",
	"ticks.color": "color"
}), Y(mu, "descriptors", { angleLines: { _fallback: "grid" } });
var hu = {
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
}, gu = /* #__PURE__ */ Object.keys(hu);
function _u(e, t) {
	return e - t;
}
function vu(e, t) {
	if (I(t)) return null;
	let n = e._adapter, { parser: r, round: i, isoWeekday: a } = e._parseOpts, o = t;
	return typeof r == "function" && (o = r(o)), z(o) || (o = typeof r == "string" ? n.parse(o, r) : n.parse(o)), o === null ? null : (i && (o = i === "week" && (Xt(a) || a === !0) ? n.startOf(o, "isoWeek", a) : n.startOf(o, i)), +o);
}
function yu(e, t, n, r) {
	let i = gu.length;
	for (let a = gu.indexOf(e); a < i - 1; ++a) {
		let e = hu[gu[a]], i = e.steps ? e.steps : 2 ** 53 - 1;
		if (e.common && Math.ceil((n - t) / (i * e.size)) <= r) return gu[a];
	}
	return gu[i - 1];
}
function bu(e, t, n, r, i) {
	for (let a = gu.length - 1; a >= gu.indexOf(n); a--) {
		let n = gu[a];
		if (hu[n].common && e._adapter.diff(i, r, n) >= t - 1) return n;
	}
	return gu[n ? gu.indexOf(n) : 0];
}
function xu(e) {
	for (let t = gu.indexOf(e) + 1, n = gu.length; t < n; ++t) if (hu[gu[t]].common) return gu[t];
}
function Su(e, t, n) {
	if (!n) e[t] = !0;
	else if (n.length) {
		let { lo: r, hi: i } = dn(n, t), a = n[r] >= t ? n[r] : n[i];
		e[a] = !0;
	}
}
function Cu(e, t, n, r) {
	let i = e._adapter, a = +i.startOf(t[0].value, r), o = t[t.length - 1].value, s, c;
	for (s = a; s <= o; s = +i.add(s, 1, r)) c = n[s], c >= 0 && (t[c].major = !0);
	return t;
}
function wu(e, t, n) {
	let r = [], i = {}, a = t.length, o, s;
	for (o = 0; o < a; ++o) s = t[o], i[s] = o, r.push({
		value: s,
		major: !1
	});
	return a === 0 || !n ? r : Cu(e, r, i, n);
}
var Tu = class extends ts {
	constructor(e) {
		super(e), this._cache = {
			data: [],
			labels: [],
			all: []
		}, this._unit = "day", this._majorUnit = void 0, this._offsets = {}, this._normalized = !1, this._parseOpts = void 0;
	}
	init(e, t = {}) {
		let n = e.time || (e.time = {}), r = this._adapter = new Ra._date(e.adapters.date);
		r.init(t), Ot(n.displayFormats, r.formats()), this._parseOpts = {
			parser: n.parser,
			round: n.round,
			isoWeekday: n.isoWeekday
		}, super.init(e), this._normalized = t.normalized;
	}
	parse(e, t) {
		return e === void 0 ? null : vu(this, e);
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
		a && o || (s(this._getLabelBounds()), (e.bounds !== "ticks" || e.ticks.source !== "labels") && s(this.getMinMax(!1))), r = z(r) && !isNaN(r) ? r : +t.startOf(Date.now(), n), i = z(i) && !isNaN(i) ? i : +t.endOf(Date.now(), n) + 1, this.min = Math.min(r, i - 1), this.max = Math.max(r + 1, i);
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
		let i = this.min, a = this.max, o = mn(r, i, a);
		return this._unit = t.unit || (n.autoSkip ? yu(t.minUnit, this.min, this.max, this._getLabelCapacity(i)) : bu(this, o.length, t.minUnit, this.min, this.max)), this._majorUnit = !n.major.enabled || this._unit === "year" ? void 0 : xu(this._unit), this.initOffsets(r), e.reverse && o.reverse(), wu(this, o, this._majorUnit);
	}
	afterAutoSkip() {
		this.options.offsetAfterAutoskip && this.initOffsets(this.ticks.map((e) => +e.value));
	}
	initOffsets(e = []) {
		let t = 0, n = 0, r, i;
		this.options.offset && e.length && (r = this.getDecimalForValue(e[0]), t = e.length === 1 ? 1 - r : (this.getDecimalForValue(e[1]) - r) / 2, i = this.getDecimalForValue(e[e.length - 1]), n = e.length === 1 ? i : (i - this.getDecimalForValue(e[e.length - 2])) / 2);
		let a = e.length < 3 ? .5 : .25;
		t = cn(t, 0, a), n = cn(n, 0, a), this._offsets = {
			start: t,
			end: n,
			factor: 1 / (t + 1 + n)
		};
	}
	_generate() {
		let e = this._adapter, t = this.min, n = this.max, r = this.options, i = r.time, a = i.unit || yu(i.minUnit, t, n, this._getLabelCapacity(t)), o = B(r.ticks.stepSize, 1), s = a === "week" && i.isoWeekday, c = Xt(s) || s === !0, l = {}, u = t, d, f;
		if (c && (u = +e.startOf(u, "isoWeek", s)), u = +e.startOf(u, c ? "day" : a), e.diff(n, t, a) > 1e5 * o) throw Error(t + " and " + n + " are too far apart with stepSize of " + o + " " + a);
		let p = r.ticks.source === "data" && this.getDataTimestamps();
		for (d = u, f = 0; d < n; d = +e.add(d, o, a), f++) Su(l, d, p);
		return (d === n || r.bounds === "ticks" || f === 1) && Su(l, d, p), Object.keys(l).sort(_u).map((e) => +e);
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
		if (a) return V(a, [
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
		let t = this.options.ticks, n = this.ctx.measureText(e).width, r = $t(this.isHorizontal() ? t.maxRotation : t.minRotation), i = Math.cos(r), a = Math.sin(r), o = this._resolveTickFontOptions(0).size;
		return {
			w: n * i + o * a,
			h: n * a + o * i
		};
	}
	_getLabelCapacity(e) {
		let t = this.options.time, n = t.displayFormats, r = n[t.unit] || n.millisecond, i = this._tickFormatFunction(e, 0, wu(this, [e], this._majorUnit), r), a = this._getLabelSize(i), o = Math.floor(this.isHorizontal() ? this.width / a.w : this.height / a.h) - 1;
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
		for (t = 0, n = r.length; t < n; ++t) e.push(vu(this, r[t]));
		return this._cache.labels = this._normalized ? e : this.normalize(e);
	}
	normalize(e) {
		return vn(e.sort(_u));
	}
};
Y(Tu, "id", "time"), Y(Tu, "defaults", {
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
function Eu(e, t, n) {
	let r = 0, i = e.length - 1, a, o, s, c;
	n ? (t >= e[r].pos && t <= e[i].pos && ({lo: r, hi: i} = fn(e, "pos", t)), {pos: a, time: s} = e[r], {pos: o, time: c} = e[i]) : (t >= e[r].time && t <= e[i].time && ({lo: r, hi: i} = fn(e, "time", t)), {time: a, pos: s} = e[r], {time: o, pos: c} = e[i]);
	let l = o - a;
	return l ? s + (c - s) * (t - a) / l : s;
}
var Du = class extends Tu {
	constructor(e) {
		super(e), this._table = [], this._minPos = void 0, this._tableRange = void 0;
	}
	initOffsets() {
		let e = this._getTimestampsForTable(), t = this._table = this.buildLookupTable(e);
		this._minPos = Eu(t, this.min), this._tableRange = Eu(t, this.max) - this._minPos, super.initOffsets(e);
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
		return (Eu(this._table, e) - this._minPos) / this._tableRange;
	}
	getValueForPixel(e) {
		let t = this._offsets, n = this.getDecimalForPixel(e) / t.factor - t.end;
		return Eu(this._table, n * this._tableRange + this._minPos, !0);
	}
};
Y(Du, "id", "timeseries"), Y(Du, "defaults", Tu.defaults), Us.register(ec, Oa, Tc, Bl, rl, fl, Ma, pc, Wl, Pa, hc, hl, Fl), Us.defaults.font.family = "Roboto, Arial, sans-serif", Us.defaults.font.size = 12, Us.defaults.color = "#616161";
var Ou = [
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
];
function ku(e) {
	return Ou[e % Ou.length];
}
function Au(e, t) {
	let n = parseInt(e.slice(1), 16);
	return `rgba(${n >> 16 & 255}, ${n >> 8 & 255}, ${n & 255}, ${t})`;
}
var ju = 280;
function Mu(e, t, r = {}, i, a) {
	let o = { ...r }, s = r.height ?? ju, c = n("canvas", {
		role: "img",
		"aria-label": r.title || `${e} chart`
	}), l = n("div", { class: `tbp-chart tbp-chart-${e}` }, c);
	l.style.height = `${s}px`;
	let u = null, d = null;
	try {
		d = c.getContext ? c.getContext("2d") : null;
	} catch {
		d = null;
	}
	d && (u = new Us(d, {
		type: t,
		data: i(o),
		options: a(o)
	}));
	let f = {
		element: l,
		chart: u,
		update(t = {}) {
			o = {
				...o,
				...t
			}, t.title !== void 0 && c.setAttribute("aria-label", t.title || `${e} chart`), u && (u.data = i(o), u.options = a(o), u.update("none"));
		},
		destroy() {
			u && u.destroy(), u = null, f.chart = null, l.remove();
		}
	};
	return f;
}
function Nu({ title: e, legend: t = !0, legendPosition: n = "top" }) {
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
function Pu(e) {
	return e || ((e) => y(e));
}
function Fu(e) {
	return Mu("pie", "pie", e, ({ labels: e = [], values: t = [] }) => ({
		labels: [...e],
		datasets: [{
			data: [...t],
			backgroundColor: t.map((e, t) => ku(t)),
			borderColor: "#fff",
			borderWidth: 1
		}]
	}), ({ title: e, format: t }) => {
		let n = Pu(t), r = Nu({
			title: e,
			legendPosition: "right"
		});
		return r.plugins.tooltip.callbacks = { label(e) {
			let t = e.dataset.data.reduce((e, t) => e + (Number(t) || 0), 0), r = t ? ` (${(100 * e.parsed / t).toFixed(1)}%)` : "";
			return `${e.label}: ${n(e.parsed)}${r}`;
		} }, r;
	});
}
function Iu(e) {
	return Mu("stacked-column", "bar", e, ({ labels: e = [], series: t = [] }) => ({
		labels: [...e],
		datasets: t.map((e, t) => ({
			label: e.label,
			data: [...e.values],
			backgroundColor: ku(t),
			borderWidth: 0
		}))
	}), ({ title: e, yLabel: t, format: n }) => {
		let r = Pu(n), i = Nu({ title: e });
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
function Lu(e) {
	return Mu("line", "line", e, ({ labels: e = [], series: t = [] }) => ({
		labels: [...e],
		datasets: t.map((e, t) => {
			let n = ku(t);
			return {
				label: e.label,
				data: [...e.values],
				yAxisID: e.axis === "right" ? "y1" : "y",
				borderColor: n,
				backgroundColor: e.fill ? Au(n, .35) : n,
				fill: e.fill ? e.stack ? "stack" : "origin" : !1,
				stack: e.stack ? String(e.stack) : `tbp-unstacked-${t}`,
				borderWidth: 1.5,
				pointRadius: 0,
				pointHoverRadius: 3,
				tension: 0
			};
		})
	}), ({ series: e = [], title: t, yLeftLabel: n, yRightLabel: r, format: i, formatRight: a }) => {
		let o = Pu(i), s = Pu(a || i), c = e.some((e) => e.stack && e.axis !== "right"), l = e.some((e) => e.stack && e.axis === "right"), u = Nu({ title: t });
		return u.interaction = {
			mode: "index",
			intersect: !1
		}, u.plugins.tooltip.callbacks = { label(e) {
			let t = e.dataset.yAxisID === "y1" ? s : o;
			return `${e.dataset.label}: ${t(e.parsed.y)}`;
		} }, u.scales = {
			x: {
				grid: { display: !1 },
				ticks: {
					maxRotation: 0,
					autoSkip: !0
				}
			},
			y: {
				position: "left",
				stacked: c,
				beginAtZero: !0,
				title: {
					display: !!n,
					text: n || ""
				},
				ticks: { callback: (e) => o(e) }
			},
			y1: {
				position: "right",
				display: "auto",
				stacked: l,
				beginAtZero: !0,
				grid: { drawOnChartArea: !1 },
				title: {
					display: !!r,
					text: r || ""
				},
				ticks: { callback: (e) => s(e) }
			}
		}, u;
	});
}
function Ru(e) {
	return Mu("bar", "bar", e, ({ labels: e = [], values: t = [], label: n, title: r }) => ({
		labels: [...e],
		datasets: [{
			label: n || r || "",
			data: [...t],
			backgroundColor: ku(0),
			borderWidth: 0
		}]
	}), ({ title: e, horizontal: t, format: n }) => {
		let r = Pu(n), i = t ? "x" : "y", a = Nu({
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
function X({ title: e, subtitle: t } = {}, ...a) {
	let o = n("div", { class: "tbp-card-body" }, a);
	return {
		element: n("section", { class: "tbp-card" }, e || t ? n("div", { class: "tbp-card-header" }, e ? n("h3", { class: "tbp-card-title" }, e) : null, t ? n("div", { class: "tbp-card-subtitle" }, t) : null) : null, o),
		body: o,
		setContent(...e) {
			r(i(o), e);
		}
	};
}
function zu({ title: e, subtitle: t, rows: r = [] } = {}) {
	let a = n("dl", { class: "tbp-kv" }), { element: o } = X({
		title: e,
		subtitle: t
	}, a);
	o.classList.add("tbp-kv-card");
	function s(e) {
		i(a);
		for (let [t, r] of e || []) a.append(n("dt", { class: "tbp-kv-label" }, t ?? ""), n("dd", { class: "tbp-kv-value" }, Bu(r)));
	}
	return s(r), {
		element: o,
		setRows: s
	};
}
function Bu(e) {
	return e == null ? "" : e instanceof Node ? e : typeof e == "number" ? y(e) : String(e);
}
// src/tools/tensorflow_stats.js
var Vu = /* @__PURE__ */ t({
	allHosts: () => !0,
	chartSides: () => ed,
	render: () => cd,
	selfTimeByOp: () => Zu,
	selfTimeByType: () => Xu,
	shortLabel: () => td,
	tableData: () => $u,
	tableRows: () => Qu
}), Hu = /* @__PURE__ */ new Set([
	"device_total_self_time_percent",
	"device_cumulative_total_self_time_percent",
	"host_total_self_time_percent",
	"host_cumulative_total_self_time_percent"
]), Uu = 10, Wu = 24, Gu = "IDLE", Ku = "#bdbdbd", qu = ["Host", "Device"];
function Ju(e) {
	return Object.fromEntries(e.columns.map((e, t) => [e.id, t]));
}
function Yu(e, t, n, r) {
	let i = Ju(e), a = /* @__PURE__ */ new Map();
	for (let e of r) {
		if (e[i.host_or_device] !== t) continue;
		let r = e[i[n]];
		a.set(r, (a.get(r) || 0) + e[i.total_self_time]);
	}
	let o = [...a.entries()].filter(([, e]) => e > 0).sort((e, t) => t[1] - e[1]), s = o.slice(0, Uu), c = o.slice(Uu).reduce((e, [, t]) => e + t, 0);
	return c > 0 && s.push(["Other", c]), {
		labels: s.map(([e]) => e),
		values: s.map(([, e]) => e)
	};
}
function Xu(e, t, n = e.rows) {
	return Yu(e, t, "type", n);
}
function Zu(e, t, n = e.rows) {
	return Yu(e, t, "operation", n);
}
function Qu(e, t) {
	return t && e.rows_with_idle ? e.rows_with_idle : e.rows;
}
function $u(e, t, n) {
	return n && e.type_columns ? {
		columns: e.type_columns,
		rows: t ? e.type_rows_with_idle : e.type_rows
	} : {
		columns: e.columns,
		rows: Qu(e, t)
	};
}
function ed(e, t) {
	let n = Ju(e);
	return qu.filter((r) => Qu(e, t).some((e) => e[n.host_or_device] === r && e[n.total_self_time] > 0));
}
function td(e, t = Wu) {
	let n = String(e);
	if (n.length <= t) return n;
	let r = n.split("/"), i = r.pop();
	for (; r.length && i.length + r.at(-1).length + 3 <= t;) i = `${r.pop()}/${i}`;
	return i.length + 1 > t ? `…${i.slice(i.length - t + 1)}` : `…/${i}`;
}
function nd(e, { labels: t, values: n }) {
	let r = Fu({
		labels: t.map((e) => td(e)),
		values: n,
		format: x,
		height: 260
	});
	if (r.element.querySelector("canvas")?.setAttribute("aria-label", e), r.chart) {
		let e = r.chart.data.datasets[0].backgroundColor;
		t.forEach((t, n) => {
			t === Gu && (e[n] = Ku);
		});
		let n = r.chart.options.plugins.tooltip.callbacks, i = n.label;
		n.label = (e) => i(e).replace(e.label, () => t[e.dataIndex]), r.chart.update("none");
	}
	return X({ title: e }, r.element);
}
function rd(e, t, n) {
	i(e);
	let r = Qu(t, n), a = n ? " (IDLE included)" : "";
	for (let i of ed(t, n)) e.append(nd(`${i} self time by op${a}`, Zu(t, i, r)).element, nd(`${i} self time by op type${a}`, Xu(t, i, r)).element);
	e.hidden = !e.childElementCount;
}
function id(e) {
	let t = e.sides || qu, n = [];
	return t.includes("Host") && (n.push(["Op self time on host", x(e.host_self_time_us)]), n.push(["IDLE time on host", x(e.host_idle_time_us ?? 0)])), t.includes("Device") && (n.push(["Op self time on device", x(e.device_self_time_us)]), n.push(["IDLE time on device", x(e.device_idle_time_us ?? 0)])), n.push(["Ops", y(e.rows.length)]), n;
}
function ad(e, t) {
	let r = (r, i) => n("label", {}, n("input", {
		type: "radio",
		name: "tbp-tfstats-idle",
		value: r,
		checked: r === "yes" === e,
		on: { change: (e) => {
			e.target.checked && t(r === "yes");
		} }
	}), ` ${i}`);
	return n("fieldset", {
		class: "tbp-radio-row tbp-tfstats-idle",
		id: "tbp-tfstats-idle"
	}, n("legend", { text: "Include IDLE time in statistics" }), r("yes", "Yes"), r("no", "No"));
}
function od(e, t) {
	let r = n("select", {
		id: "tbp-tfstats-group",
		"aria-label": "Table rows",
		on: { change: () => t(r.value === "type") }
	}, n("option", {
		value: "op",
		text: "Operation",
		selected: !e
	}), n("option", {
		value: "type",
		text: "Operation type",
		selected: e
	}));
	return n("label", { class: "tbp-field tbp-inline-field tbp-tfstats-group" }, n("span", {
		class: "tbp-field-label",
		text: "One row per"
	}), r);
}
function sd(e) {
	return e.map((e) => ({
		...e,
		format: Hu.has(e.id) ? (e) => b(e, 2) : e.type === "number" ? (e) => y(e, 3) : void 0
	}));
}
function cd(e, { data: t, state: r = {}, setParams: a = () => {} }) {
	let o = C(r.run, r.host || "all_hosts", "tensorflow_stats"), s = r.idle === "1", c = r.group === "type";
	e.append(n("h2", { text: "TensorFlow stats" }));
	for (let r of t.diagnostics || []) e.append(n("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: r
	}));
	let l = n("div", { class: "tbp-chart-row tbp-tfstats-charts" }), u = n("div", { class: "tbp-tfstats-table" }), d = null, f = (e) => {
		let { columns: n, rows: r } = $u(t, s, c), l = Ee(e, a);
		l.initialSort && !n.some((e) => e.id === l.initialSort.id) && (l.initialSort = null), d = Ce({
			columns: sd(n),
			rows: r,
			pageSize: 50,
			filterPlaceholder: c ? "Filter by op type" : "Filter by op name or type",
			csvFileName: `${o}${c ? "_types" : ""}.csv`,
			caption: c ? "Op types by total self time" : "Ops by total self time",
			...l
		}), e.filter && d.setFilter(e.filter), e.page && d.setPage(Number(e.page) || 0), i(u).append(d.element);
	};
	e.append(zu({
		title: "Op self time",
		rows: id(t)
	}).element, ad(s, (e) => {
		s = e, rd(l, t, s), d.setRows($u(t, s, c).rows), a({
			idle: e ? "1" : "",
			page: ""
		});
	}), l, od(c, (e) => {
		c = e;
		let { sort: t, filter: n } = d.getState(), r = {
			sort: t ? `${t.id}:${t.direction}` : "",
			filter: n
		};
		f(r);
		let i = d.getState().sort;
		a({
			group: e ? "type" : "",
			sort: i ? `${i.id}:${i.direction}` : "",
			page: ""
		});
	}), u), rd(l, t, s), f(r);
}
// src/trace/colors.js
var ld = [
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
], ud = "#212121";
function dd(e) {
	let t = 2166136261;
	for (let n = 0; n < e.length; n += 1) t ^= e.charCodeAt(n), t = Math.imul(t, 16777619);
	return t >>> 0;
}
function fd(e) {
	return dd(String(e ?? "")) % ld.length;
}
function pd(e) {
	return ld[fd(e)];
}
function md(e, t) {
	let n = parseInt(e.slice(1), 16);
	return `rgba(${n >> 16 & 255}, ${n >> 8 & 255}, ${n & 255}, ${t})`;
}
// src/trace/math.js
var hd = .01;
function gd(e, t, n) {
	return (e - t.start) * n / (t.end - t.start);
}
function _d(e, t, n) {
	return t.start + e * (t.end - t.start) / n;
}
function vd(e, t) {
	let { start: n, end: r } = e;
	if (!(r - n >= .01)) {
		let e = (n + r) / 2;
		n = e - hd / 2, r = e + hd / 2;
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
function yd(e, t, n, r = null) {
	let i = t - (t - e.start) / n, a = t + (e.end - t) / n;
	if (a - i < .01) {
		let n = (t - e.start) / (e.end - e.start);
		return vd({
			start: t - n * hd,
			end: t + (1 - n) * hd
		}, r);
	}
	return vd({
		start: i,
		end: a
	}, r);
}
function bd(e, t, n = null) {
	return vd({
		start: e.start + t,
		end: e.end + t
	}, n);
}
function xd(e, t, n = null) {
	return vd({
		start: e - t / 2,
		end: e + t / 2
	}, n);
}
function Sd(e) {
	let t = 10 ** Math.floor(Math.log10(e));
	for (let n of [
		1,
		2,
		5,
		10
	]) if (n * t >= e * (1 - 1e-9)) return n * t;
	return 10 * t;
}
var Cd = [
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
function wd(e) {
	return Cd.find((t) => e >= t.us * .1 * (1 - 1e-9)) || Cd[Cd.length - 1];
}
function Td(e, t, n = 90) {
	let r = e.end - e.start;
	if (!(r > 0) || !(t > 0)) return {
		step: 0,
		unit: "µs",
		digits: 0,
		values: [],
		labels: []
	};
	let i = Sd(r * n / t), a = wd(i), o = Math.max(0, Math.ceil(-Math.log10(i / a.us) - 1e-9)), s = [], c = [];
	for (let t = Math.ceil(e.start / i - 1e-9); t * i <= e.end + 1e-9 * i; t += 1) {
		let e = t * i;
		if (s.push(e), c.push(`${(e / a.us).toFixed(o)} ${a.unit}`), s.length > 1e3) break;
	}
	return {
		step: i,
		unit: a.unit,
		digits: o,
		values: s,
		labels: c
	};
}
function Ed(e) {
	let t = (e) => String(Number((e / 1e3).toFixed(6)));
	return `${t(e.start)},${t(e.end)}`;
}
function Dd(e) {
	if (typeof e != "string" || !e) return null;
	let t = e.split(",");
	if (t.length !== 2) return null;
	let [n, r] = t.map((e) => e.trim() === "" ? NaN : Number(e));
	return !Number.isFinite(n) || !Number.isFinite(r) || r <= n ? null : {
		start: n * 1e3,
		end: r * 1e3
	};
}
function Od(e, t, n = 0, r = e.length) {
	for (; n < r;) {
		let i = n + r >>> 1;
		e[i] < t ? n = i + 1 : r = i;
	}
	return n;
}
function kd(e, t, n = 0, r = e.length) {
	for (; n < r;) {
		let i = n + r >>> 1;
		e[i] <= t ? n = i + 1 : r = i;
	}
	return n;
}
// src/trace/model.js
var Ad = "trace_viewer@", jd = .5;
function Md(e, t, n = null) {
	let r = e.end - e.start, i = e.start - jd * r, a = e.end + jd * r;
	i = Math.max(i, n ? n.start : 0), n && (a = Math.min(a, n.end));
	let o = Math.max(1, Math.ceil(Math.max(1, t) * 1 * (a - i) / r));
	return {
		start: i,
		end: a,
		resolution: o
	};
}
function Nd(e, t, n) {
	if (!e) return !1;
	let [r, i] = e.windowUs, a = e.spanUs, o = 1e-6 * (t.end - t.start);
	if (t.start < r - o && !(a && r <= a[0] + o) || t.end > i + o && !(a && i >= a[1] - o)) return !1;
	let s = (t.end - t.start) / Math.max(1, n);
	return !(e.thinned > 0 && e.stepUs > 2 * s || e.stepUs > 0 && e.stepUs < s / 4 && e.eventsInWindow > 0);
}
function Pd(e, t = null) {
	return !e || !e.length ? {} : e.length === 1 ? { host: e[0] } : t && t.length && e.length >= t.length && t.every((t) => e.includes(t)) ? {} : { hosts: e.join(",") };
}
function Fd(e) {
	return Number((e / 1e3).toFixed(6));
}
function Id(e) {
	let t = e.events || {}, n = (t.ts || []).length, r = e.names || [], i = (e.tracks || []).map((e) => ({
		...e,
		rows: Math.max(1, e.rows | 0)
	})), a = e.sections || [], o = new Map(i.map((e, t) => [e.id, t])), s = new Map(a.map((e) => [e.id, e])), c = Float64Array.from(t.id || []), l = Int32Array.from(t.track || []), u = Int32Array.from(t.row || []), d = Float64Array.from(t.ts || []), f = Float64Array.from(t.dur || []), p = Int32Array.from(t.name || []), m = t.count ? Int32Array.from(t.count) : new Int32Array(n).fill(1), h = Uint8Array.from(r, (e) => fd(e)), g = new Uint8Array(n);
	for (let e = 0; e < n; e += 1) g[e] = h[p[e]] ?? 0;
	for (let e = 0; e < n; e += 1) {
		let t = i[o.get(l[e])];
		t && u[e] >= t.rows && (t.rows = u[e] + 1);
	}
	let _ = new Int32Array(i.length + 1);
	i.forEach((e, t) => {
		_[t + 1] = _[t] + (e.kind === "counter" ? 0 : e.rows);
	});
	let v = _[i.length], y = new Int32Array(n), b = new Int32Array(v + 1);
	for (let e = 0; e < n; e += 1) {
		let t = o.get(l[e]), n = t === void 0 || i[t].kind === "counter" || u[e] < 0 ? -1 : _[t] + u[e];
		y[e] = n, n >= 0 && (b[n + 1] += 1);
	}
	for (let e = 0; e < v; e += 1) b[e + 1] += b[e];
	let x = null;
	for (let e = 1; e < n; e += 1) if (d[e] < d[e - 1]) {
		x = Int32Array.from({ length: n }, (e, t) => t).sort((e, t) => d[e] - d[t]);
		break;
	}
	let S = new Int32Array(b[v]), C = b.slice(0, v);
	for (let e = 0; e < n; e += 1) {
		let t = x ? x[e] : e, n = y[t];
		n >= 0 && (S[C[n]++] = t);
	}
	let w = new Float64Array(S.length);
	for (let e = 0; e < v; e += 1) {
		let t = -Infinity;
		for (let n = b[e]; n < b[e + 1]; n += 1) {
			let e = S[n];
			t = Math.max(t, d[e] + f[e]), w[n] = t;
		}
	}
	let T = /* @__PURE__ */ new Map();
	for (let t of e.counters || []) {
		let e = Float64Array.from(t.ts || []), n = Float64Array.from(t.value || []), r = 0, i = 0;
		for (let e of n) e > r && (r = e), e < i && (i = e);
		T.set(t.track, {
			ts: e,
			value: n,
			max: r,
			min: i
		});
	}
	let E = e.span_us || [0, 0], D = e.window_us || E;
	return {
		spanUs: [E[0], E[1]],
		windowUs: [D[0], D[1]],
		resolution: e.resolution || 0,
		stepUs: e.step_us || 0,
		hosts: e.hosts || [],
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
		color: g,
		slotBase: _,
		slotStart: b,
		order: S,
		maxEnd: w,
		counters: T,
		thinned: e.thinned || 0,
		eventsInWindow: e.events_in_window ?? n,
		idIndex: null
	};
}
function Ld(e, t, n) {
	let r = e.trackIndex.get(t);
	if (r === void 0) return -1;
	let i = e.tracks[r];
	return i.kind === "counter" || n < 0 || n >= i.rows ? -1 : e.slotBase[r] + n;
}
function Rd(e, t) {
	let n = e && e.trackIndex.get(t);
	if (n == null) return "";
	let r = e.sectionById.get(e.tracks[n].section);
	return r && r.host || "";
}
function zd(e, t, n = null) {
	if (!e) return -1;
	if (!e.idIndex) {
		e.idIndex = /* @__PURE__ */ new Map();
		for (let t = 0; t < e.n; t += 1) {
			if (e.id[t] < 0) continue;
			let n = `${Rd(e, e.track[t])}\u0000${e.id[t]}`;
			e.idIndex.has(n) || e.idIndex.set(n, t), e.idIndex.has(e.id[t]) || e.idIndex.set(e.id[t], t);
		}
	}
	let r = n == null ? e.idIndex.get(Number(t)) : e.idIndex.get(`${n}\u0000${Number(t)}`);
	return r === void 0 ? -1 : r;
}
var Bd = class {
	constructor({ api: e, run: t, hosts: n = null, allHosts: r = null, onWindow: i = () => {}, onLoading: a = () => {}, onError: o = () => {}, debounceMs: s = 60 }) {
		this.api = e, this.run = t, this.selectedHosts = n, this.allHosts = r, this.onWindow = i, this.onLoading = a, this.onError = o, this.debounceMs = s, this.window = null, this.pending = null, this.timer = null, this.wanted = null, this.detailsCache = /* @__PURE__ */ new Map(), this.searchController = null, this.requests = 0;
	}
	baseParams() {
		return {
			run: this.run,
			tag: Ad,
			...Pd(this.selectedHosts, this.allHosts)
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
		return Nd(this.window, e, t) || this.pending && Nd(this.pending.like, e, t) ? (this.cancelScheduled(), !1) : (this.wanted = {
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
		return this.wanted = null, e ? this.load(Md(e.view, e.widthPx, this.span)) : this.pending ? this.pending.promise : Promise.resolve(this.window);
	}
	load(e, { resolution: t = null } = {}) {
		this.abortWindow();
		let n = new AbortController(), r = this.baseParams(), i = null;
		if (e) {
			r.start_time_ms = Fd(e.start), r.end_time_ms = Fd(e.end), r.resolution = e.resolution;
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
		};
		return a.promise = (async () => {
			this.onLoading(!0);
			try {
				let e = await this.api.data(r, { signal: n.signal });
				return n.signal.aborted ? null : (this.window = Id(e), this.onWindow(this.window), this.window);
			} catch (e) {
				return e && e.name === "AbortError" || n.signal.aborted || this.onError(e), null;
			} finally {
				this.pending === a && (this.pending = null, this.onLoading(!1));
			}
		})(), this.pending = a, a.promise;
	}
	abortWindow() {
		this.cancelScheduled(), this.pending && (this.pending.controller.abort(), this.pending = null, this.onLoading(!1));
	}
	async overview(e) {
		return Id(await this.api.data({
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
	search(e, { regex: t = !1, args: n = !1, limit: r = 100 } = {}) {
		this.searchController && this.searchController.abort();
		let i = new AbortController();
		return this.searchController = i, this.api.data({
			...this.baseParams(),
			mode: "search",
			q: e,
			regex: +!!t,
			args: +!!n,
			limit: r
		}, { signal: i.signal });
	}
	destroy() {
		this.abortWindow(), this.searchController && this.searchController.abort();
	}
}, Vd = {
	overviewH: 30,
	axisH: 22,
	labelW: 210,
	scrollbarW: 12,
	sectionH: 22,
	rowH: 18,
	trackPad: 3,
	counterH: 40
};
function Hd(e = Vd) {
	return e.overviewH + e.axisH;
}
function Ud(e) {
	return `${e.host || ""}\u0000${e.name}`;
}
function Wd(e, t = /* @__PURE__ */ new Set(), n = Vd) {
	let r = [], i = 0;
	if (!e) return {
		items: r,
		height: 0,
		tops: /* @__PURE__ */ new Float64Array()
	};
	let a = /* @__PURE__ */ new Map();
	for (let t of e.tracks) a.has(t.section) || a.set(t.section, []), a.get(t.section).push(t);
	let o = e.sections.length ? e.sections : [...a.keys()].map((e) => ({
		id: e,
		name: "",
		host: ""
	}));
	for (let e of o) {
		let o = a.get(e.id) || [], s = t.has(Ud(e));
		if (r.push({
			kind: "section",
			section: e,
			y: i,
			h: n.sectionH,
			collapsed: s,
			tracks: o.length
		}), i += n.sectionH, !s) for (let t of o) {
			let a = t.kind === "counter" ? n.counterH : t.rows * n.rowH + 2 * n.trackPad;
			r.push({
				kind: "track",
				track: t,
				section: e,
				y: i,
				h: a
			}), i += a;
		}
	}
	return {
		items: r,
		height: i,
		tops: Float64Array.from(r, (e) => e.y)
	};
}
function Gd(e, t) {
	return t < 0 || t >= e.height ? -1 : kd(e.tops, t) - 1;
}
function Kd(e, t, n) {
	return e.items.length ? [Math.max(0, kd(e.tops, t) - 1), Od(e.tops, n)] : [0, 0];
}
function qd(e, t, n = Vd) {
	if (e.kind !== "track" || e.track.kind === "counter") return -1;
	let r = Math.floor((t - e.y - n.trackPad) / n.rowH);
	return r >= 0 && r < e.track.rows ? r : -1;
}
function Jd(e, t, n, r, i = 0) {
	let a = Ld(e, t, n);
	if (a < 0) return -1;
	let o = e.slotStart[a], s = e.slotStart[a + 1], c = Od(e.maxEnd, r - i, o, s), l = -1, u = Infinity;
	for (; c < s; c += 1) {
		let t = e.order[c], n = e.ts[t];
		if (n > r + i) break;
		let a = n + e.dur[t], o = r < n ? n - r : r > a ? r - a : 0;
		(o < u || o === 0 && u === 0 && e.dur[t] < e.dur[l]) && (l = t, u = o);
	}
	return u <= i ? l : -1;
}
function Yd(e, t, n, r) {
	let i = [];
	if (!e) return i;
	for (let a of t) {
		let t = e.trackIndex.get(a);
		if (t !== void 0 && e.tracks[t].kind !== "counter") for (let a = 0; a < e.tracks[t].rows; a += 1) {
			let o = e.slotBase[t] + a, s = e.slotStart[o + 1];
			for (let t = Od(e.maxEnd, n, e.slotStart[o], s); t < s; t += 1) {
				let a = e.order[t];
				if (e.ts[a] > r) break;
				e.ts[a] + e.dur[a] >= n && i.push(a);
			}
		}
	}
	return i;
}
function Xd(e, t, n) {
	let r = e && e.counters.get(t);
	if (!r || !r.ts.length) return null;
	let i = kd(r.ts, n) - 1;
	return i >= 0 ? r.value[i] : null;
}
// src/trace/keys.js
var Zd = {
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
}, Qd = [
	["1 2 3 4", "Mode: select, pan, zoom, timing (also the toolbar)"],
	["Click", "Select an event: details below"],
	["Drag (select mode)", "Select the events of an area: totals by name below"],
	["Drag (pan / zoom / timing)", "Pan; zoom (drag up = in); measure an interval"],
	["Wheel, Ctrl+wheel", "Zoom around the pointer"],
	["Shift+wheel, wheel on the labels", "Scroll the tracks"],
	["W / S", "Zoom in / out (Shift: faster)"],
	["A / D", "Pan left / right (Shift: faster)"],
	["F", "Zoom to the selection"],
	["M", "Mark the selection's interval (again: unmark)"],
	["0", "Show the whole trace"],
	["/", "Search"],
	["Enter / Shift+Enter", "Next / previous search match"],
	["Esc", "Clear the selection"],
	["?", "This help"]
];
function $d(e) {
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
function ef(e) {
	if (!e || e.ctrlKey || e.metaKey || e.altKey || $d(e.target)) return null;
	let t = e.key || "", n = Zd[t] || (t.length === 1 ? Zd[t.toLowerCase()] : void 0);
	return n ? {
		action: n,
		fast: !!e.shiftKey && t !== "?"
	} : null;
}
// src/trace/timeline.js
var tf = [
	"select",
	"pan",
	"zoom",
	"timing"
], nf = "11px Roboto, Arial, sans-serif", rf = "500 11px Roboto, Arial, sans-serif", af = 24, of = 2, sf = 1, cf = ld.map((e) => yf(e, "#ffffff", .45)), lf = 3, uf = 3, df = .002, ff = .01, pf = .01, mf = 1.25, hf = .2, gf = 600, _f = class {
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
		if (this.n) {
			let n = this.data;
			e.fillStyle = t;
			for (let t = 0; t < this.n; t += 4) e.fillRect(n[t], n[t + 1], n[t + 2], n[t + 3]);
		}
		this.n = 0;
	}
}, vf = class {
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
};
function yf(e, t, n) {
	let r = parseInt(e.slice(1), 16), i = parseInt(t.slice(1), 16), a = (e) => Math.round((r >> e & 255) * (1 - n) + (i >> e & 255) * n);
	return `rgb(${a(16)}, ${a(8)}, ${a(0)})`;
}
function bf(e) {
	try {
		return e.getContext ? e.getContext("2d") : null;
	} catch {
		return null;
	}
}
function xf() {
	return typeof performance < "u" ? performance.now() : Date.now();
}
function Sf(e) {
	let t = Math.abs(e);
	return t >= 1e9 ? `${(e / 1e9).toFixed(2)} G` : t >= 1e6 ? `${(e / 1e6).toFixed(2)} M` : t >= 1e3 ? `${(e / 1e3).toFixed(2)} k` : y(e);
}
var Cf = class {
	constructor(e, t = {}) {
		this.cb = {
			onViewChange: () => {},
			onSelectEvent: () => {},
			onSelectRange: () => {},
			onModeChange: () => {},
			onTiming: () => {},
			onResize: () => {},
			...t
		}, this.sizes = Vd, this.win = null, this.overviewWin = null, this.overviewDensity = null, this.layout = Wd(null), this.collapsed = /* @__PURE__ */ new Set(), this.view = {
			start: 0,
			end: 1
		}, this.mode = "select", this.scrollTop = 0, this.selected = null, this.range = null, this.timing = null, this.marks = [], this.drag = null, this.pointer = null, this.frame = 0, this.frameTimes = [], this.width = 0, this.height = 0, this.dpr = 1, this.batches = ld.map(() => new _f()), this.lightBatches = ld.map(() => new _f()), this.mergedBatch = new _f(), this.labels = {
			index: /* @__PURE__ */ new Int32Array(1024),
			x: /* @__PURE__ */ new Float32Array(1024),
			y: /* @__PURE__ */ new Float32Array(1024),
			w: /* @__PURE__ */ new Float32Array(1024),
			n: 0
		}, this.canvas = n("canvas", {
			class: "tbp-trace-canvas",
			role: "img",
			"aria-label": "Trace timeline"
		}), this.spacer = n("div", { class: "tbp-trace-vscroll-spacer" }), this.vscroll = n("div", {
			class: "tbp-trace-vscroll",
			"aria-hidden": "true"
		}, this.spacer), this.tooltip = n("div", {
			class: "tbp-trace-tooltip",
			role: "tooltip",
			hidden: !0
		}), this.help = n("div", {
			class: "tbp-trace-help",
			role: "dialog",
			"aria-label": "Trace viewer keys",
			hidden: !0
		}, n("div", { class: "tbp-trace-help-head" }, n("h3", { text: "Keys and mouse" }), n("button", {
			type: "button",
			class: "tbp-button tbp-trace-small",
			text: "Close",
			on: { click: () => this.toggleHelp(!1) }
		})), n("table", {}, n("tbody", {}, Qd.map(([e, t]) => n("tr", {}, n("th", { text: e }), n("td", { text: t })))))), this.element = n("div", {
			class: "tbp-trace-timeline tbp-trace-mode-select",
			tabindex: "0"
		}, this.canvas, this.vscroll, this.tooltip, this.help), e.append(this.element), this.ctx = bf(this.canvas), this.text = new vf(this.ctx), this.hatch = this.makeHatch(), this.listen();
	}
	get timeX() {
		return this.sizes.labelW;
	}
	get timeWidth() {
		return Math.max(1, this.width - this.sizes.labelW - this.sizes.scrollbarW);
	}
	get tracksTop() {
		return Hd(this.sizes);
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
		return this.timeX + gd(e, this.view, this.timeWidth);
	}
	timeAt(e) {
		return _d(e - this.timeX, this.view, this.timeWidth);
	}
	contentY(e) {
		return e - this.tracksTop + this.scrollTop;
	}
	regionAt(e, t) {
		return t < 0 || e < 0 || e >= this.width || t >= this.height ? null : t < this.sizes.overviewH ? "overview" : t < this.tracksTop ? "axis" : e < this.timeX ? "labels" : e < this.timeX + this.timeWidth ? "tracks" : null;
	}
	setSize(e, t, n = typeof window < "u" && window.devicePixelRatio || 1) {
		e = Math.max(0, Math.floor(e)), t = Math.max(0, Math.floor(t)), (e !== this.width || t !== this.height || n !== this.dpr) && (this.width = e, this.height = t, this.dpr = n, this.canvas.width = Math.round(e * n), this.canvas.height = Math.round(t * n), this.canvas.style.width = `${e}px`, this.canvas.style.height = `${t}px`, this.vscroll.style.top = `${this.tracksTop}px`, this.vscroll.style.height = `${this.tracksHeight}px`, this.vscroll.style.width = `${this.sizes.scrollbarW}px`, this.setScrollTop(this.scrollTop), this.requestDraw(), this.cb.onResize(this.timeWidth));
	}
	setWindow(e) {
		let t = !this.win;
		this.win = e, this.relayout(), this.selected && (this.selected.index = zd(e, this.selected.id, this.selected.host)), t && !this.viewSet ? this.setView({
			start: e.spanUs[0],
			end: e.spanUs[1]
		}, { emit: !1 }) : this.setView(this.view, { emit: !1 }), this.requestDraw();
	}
	setOverview(e) {
		this.overviewWin = e, this.overviewDensity = null, this.requestDraw();
	}
	relayout() {
		this.layout = Wd(this.win, this.collapsed, this.sizes), this.spacer.style.height = `${this.layout.height}px`, this.setScrollTop(this.scrollTop);
	}
	setView(e, { emit: t = !0 } = {}) {
		let n = vd(e, this.span);
		this.viewSet = !0;
		let r = n.start !== this.view.start || n.end !== this.view.end;
		return this.view = n, this.requestDraw(), t && r && this.cb.onViewChange({ ...n }), r;
	}
	setScrollTop(e) {
		let t = Math.max(0, this.layout.height - this.tracksHeight);
		this.scrollTop = Math.min(t, Math.max(0, e || 0)), this.vscroll.scrollTop !== this.scrollTop && (this.syncingScroll = !0, this.vscroll.scrollTop = this.scrollTop), this.requestDraw();
	}
	setMode(e) {
		tf.includes(e) && e !== this.mode && (this.element.classList.remove(`tbp-trace-mode-${this.mode}`), this.mode = e, this.element.classList.add(`tbp-trace-mode-${e}`), this.cb.onModeChange(e));
	}
	toggleSection(e) {
		let t = Ud(e);
		this.collapsed.has(t) ? this.collapsed.delete(t) : this.collapsed.add(t), this.relayout();
	}
	selectIndex(e, { emit: t = !0 } = {}) {
		let n = this.win;
		this.selected = !n || e === null || e < 0 || e >= n.n ? null : {
			index: e,
			id: n.id[e],
			host: Rd(n, n.track[e]),
			count: n.count[e],
			details: null
		}, this.range = null, this.requestDraw(), t && this.cb.onSelectEvent(this.selected && { ...this.selected });
	}
	selectId(e, t, { details: n = null, emit: r = !1 } = {}) {
		this.selected = {
			id: Number(e),
			host: t,
			index: zd(this.win, e, t),
			count: 1,
			details: n
		}, this.selected.index >= 0 && (this.selected.count = this.win.count[this.selected.index]), this.range = null, this.requestDraw(), r && this.cb.onSelectEvent({ ...this.selected });
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
	focusTime() {
		let e = this.pointer;
		return e && e.x >= this.timeX && e.x < this.timeX + this.timeWidth ? this.timeAt(e.x) : (this.view.start + this.view.end) / 2;
	}
	runAction(e, { fast: t = !1 } = {}) {
		let n = this.view.end - this.view.start;
		switch (e) {
			case "mode-select":
			case "mode-pan":
			case "mode-zoom":
			case "mode-timing": return this.setMode(e.slice(5)), !0;
			case "zoom-in": return this.setView(yd(this.view, this.focusTime(), t ? 2 : mf, this.span)), !0;
			case "zoom-out": return this.setView(yd(this.view, this.focusTime(), 1 / (t ? 2 : mf), this.span)), !0;
			case "pan-left": return this.setView(bd(this.view, -n * (t ? .5 : hf), this.span)), !0;
			case "pan-right": return this.setView(bd(this.view, n * (t ? .5 : hf), this.span)), !0;
			case "zoom-to-selection": return this.zoomToSelection(), !0;
			case "mark-selection": return this.markSelection(), !0;
			case "reset-view": return this.span && this.setView(this.span), !0;
			case "toggle-help": return this.toggleHelp(), !0;
			case "clear-selection": return this.help.hidden ? this.clearSelection() : this.toggleHelp(!1), !0;
			default: return !1;
		}
	}
	hitTest(e, t) {
		let n = this.regionAt(e, t);
		if (n !== "tracks" && n !== "labels") return null;
		let r = this.contentY(t), i = Gd(this.layout, r);
		if (i < 0) return null;
		let a = this.layout.items[i];
		if (a.kind === "section") return {
			kind: "section",
			item: a
		};
		if (n === "labels") return {
			kind: "track",
			item: a,
			row: qd(a, r, this.sizes)
		};
		let o = this.timeAt(e);
		if (a.track.kind === "counter") return {
			kind: "counter",
			item: a,
			t: o,
			value: Xd(this.win, a.track.id, o)
		};
		let s = qd(a, r, this.sizes);
		if (s < 0) return {
			kind: "track",
			item: a,
			row: s
		};
		let c = lf * (this.view.end - this.view.start) / this.timeWidth, l = Jd(this.win, a.track.id, s, o, c);
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
	}
	trackIdsBetween(e, t) {
		let [n, r] = Kd(this.layout, Math.min(e, t), Math.max(e, t) + 1), i = [];
		for (let e = n; e < r; e += 1) {
			let t = this.layout.items[e];
			t.kind === "track" && t.track.kind !== "counter" && i.push(t.track.id);
		}
		return i;
	}
	selectArea(e, t, n, r) {
		let i = Math.min(e, t), a = Math.max(e, t), o = this.trackIdsBetween(n, r), s = Yd(this.win, o, i, a);
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
				() => {
					this.pointer = null, this.hideTooltip();
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
					this.syncingScroll ? this.syncingScroll = !1 : (this.scrollTop = this.vscroll.scrollTop, this.requestDraw());
				}
			]
		];
		for (let [e, t, n, r] of this.handlers) e.addEventListener(t, n, r);
		typeof ResizeObserver < "u" && (this.resizeObserver = new ResizeObserver(() => this.fitToElement()), this.resizeObserver.observe(this.element));
	}
	fitToElement() {
		let e = this.element.getBoundingClientRect();
		e.width && e.height && this.setSize(e.width, e.height);
	}
	pointOf(e) {
		let t = this.canvas.getBoundingClientRect();
		return {
			x: e.clientX - t.left,
			y: e.clientY - t.top
		};
	}
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
	}
	onPointerMove(e) {
		let t = this.pointOf(e);
		this.pointer = t;
		let n = this.drag;
		if (!n) {
			this.hover(t.x, t.y);
			return;
		}
		if (n.x = t.x, n.y = t.y, !n.moved && Math.abs(t.x - n.x0) + Math.abs(t.y - n.y0) < uf) return;
		n.moved = !0;
		let r = t.x - n.x0, i = t.y - n.y0;
		if (n.region === "overview") this.moveViewportTo(t.x);
		else if (n.region === "labels") this.setScrollTop(n.scroll0 - i);
		else if (n.mode === "pan") this.setView(bd(n.view0, -r * (n.view0.end - n.view0.start) / this.timeWidth, this.span)), this.setScrollTop(n.scroll0 - i);
		else if (n.mode === "zoom") this.setView(yd(n.view0, n.t0, Math.exp(-i * pf), this.span));
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
	}
	onPointerUp(e) {
		let t = this.drag;
		if (this.drag = null, t) {
			try {
				this.canvas.releasePointerCapture(e.pointerId);
			} catch {}
			t.moved ? (t.region === "tracks" || t.region === "axis") && (t.mode === "select" && this.range && this.selectArea(this.range.start, this.range.end, this.range.y0, this.range.y1), t.mode === "timing" && this.timing && this.cb.onTiming({ ...this.timing })) : this.click(t.x0, t.y0);
		}
	}
	click(e, t) {
		let n = this.hitTest(e, t);
		n && n.kind === "section" ? this.toggleSection(n.item.section) : this.regionAt(e, t) === "tracks" && (this.mode === "timing" && this.timing && (this.timing = null, this.cb.onTiming(null), this.requestDraw()), n && n.kind === "event" ? this.selectIndex(n.index) : (this.selected || this.range) && this.selectIndex(-1));
	}
	moveViewportTo(e) {
		let t = this.span;
		if (!t) return;
		let n = t.start + (e - this.timeX) / this.timeWidth * (t.end - t.start);
		this.setView(xd(n, this.view.end - this.view.start, t));
	}
	onWheel(e) {
		let { x: t, y: n } = this.pointOf(e), r = this.regionAt(t, n);
		if (!r) return;
		e.preventDefault();
		let i = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.tracksHeight : 1, a = e.deltaX * i, o = e.deltaY * i;
		if (r === "labels" || e.shiftKey) this.setScrollTop(this.scrollTop + (o || a));
		else if (Math.abs(a) > Math.abs(o)) this.setView(bd(this.view, a * (this.view.end - this.view.start) / this.timeWidth, this.span));
		else if (o) {
			let n = r === "tracks" || r === "axis" ? this.timeAt(t) : (this.view.start + this.view.end) / 2;
			this.setView(yd(this.view, n, Math.exp(-o * (e.ctrlKey ? ff : df)), this.span));
		}
	}
	hover(e, t) {
		let n = this.hitTest(e, t);
		this.canvas.style.cursor = n && n.kind === "section" ? "pointer" : "";
		let r = this.tooltipText(n);
		if (!r) {
			this.hideTooltip();
			return;
		}
		this.tooltip.textContent = r, this.tooltip.hidden = !1;
		let i = this.tooltip.offsetWidth || 200, a = this.tooltip.offsetHeight || 40, o = e + 14 + i > this.width ? Math.max(0, e - 14 - i) : e + 14, s = t + 14 + a > this.height ? Math.max(0, t - 14 - a) : t + 14;
		this.tooltip.style.left = `${o}px`, this.tooltip.style.top = `${s}px`;
	}
	tooltipText(e) {
		if (!e) return "";
		let t = this.win;
		if (e.kind === "event") {
			let n = e.index, r = [
				t.names[t.name[n]] ?? "",
				`Start ${x(t.ts[n])}`,
				`Duration ${x(t.dur[n])}`
			];
			return t.count[n] > 1 && r.push(`${y(t.count[n])} merged events: zoom in to see them`), r.join("\n");
		}
		return e.kind === "counter" && e.value !== null ? `${e.item.track.name}\n${y(e.value)} at ${x(e.t)}` : e.kind === "section" ? `${e.item.section.name}: click to ${e.item.collapsed ? "expand" : "collapse"}` : e.kind === "track" && this.pointer && this.pointer.x < this.timeX ? e.item.track.name : "";
	}
	hideTooltip() {
		this.tooltip.hidden = !0;
	}
	destroy() {
		this.frame && typeof cancelAnimationFrame < "u" && cancelAnimationFrame(this.frame), this.frame = 0;
		for (let [e, t, n, r] of this.handlers) e.removeEventListener(t, n, r);
		this.resizeObserver && this.resizeObserver.disconnect(), this.element.remove();
	}
	requestDraw() {
		this.frame || typeof requestAnimationFrame < "u" && (this.frame = requestAnimationFrame(() => {
			this.frame = 0, this.draw();
		}));
	}
	frameStats() {
		let e = [...this.frameTimes].sort((e, t) => e - t), t = (t) => e.length ? e[Math.min(e.length - 1, Math.floor(t * e.length))] : 0;
		return {
			frames: e.length,
			median: t(.5),
			p95: t(.95),
			max: e.length ? e[e.length - 1] : 0
		};
	}
	makeHatch() {
		if (!this.ctx || typeof document > "u") return null;
		let e = document.createElement("canvas");
		e.width = 6, e.height = 6;
		let t = bf(e);
		return t ? (t.strokeStyle = "rgba(255, 255, 255, 0.6)", t.lineWidth = 1.5, t.beginPath(), t.moveTo(-1, 7), t.lineTo(7, -1), t.stroke(), this.ctx.createPattern(e, "repeat")) : null;
	}
	draw() {
		let e = this.ctx;
		if (!e || !this.width || !this.height) return;
		let t = xf();
		if (e.setTransform(this.dpr, 0, 0, this.dpr, 0, 0), e.fillStyle = "#fff", e.fillRect(0, 0, this.width, this.height), e.font = nf, e.textBaseline = "middle", !this.win) {
			e.fillStyle = "#757575", e.fillText("Loading the trace…", this.timeX + 12, this.tracksTop + 20), this.drawAxis(e);
			return;
		}
		let n = Td(this.view, this.timeWidth, 90);
		e.save(), e.beginPath(), e.rect(0, this.tracksTop, this.width, this.tracksHeight), e.clip(), this.drawTracks(e, n), this.drawOverlays(e), e.restore(), this.drawAxis(e, n), this.drawOverview(e);
		let r = xf() - t;
		this.frameTimes.push(r), this.frameTimes.length > gf && this.frameTimes.shift();
	}
	drawTracks(e, t) {
		let { items: n } = this.layout, r = this.sizes, i = this.tracksTop, [a, o] = Kd(this.layout, this.scrollTop, this.scrollTop + this.tracksHeight), s = this.timeX + this.timeWidth;
		for (let t = a; t < o; t += 1) {
			let a = n[t], o = i + a.y - this.scrollTop;
			if (a.kind === "section") {
				e.fillStyle = "#eeeeee", e.fillRect(0, o, this.width, a.h), e.fillStyle = "#424242", e.font = rf;
				let t = this.win.hosts.length > 1 && a.section.host ? ` (${a.section.host})` : "", n = `${a.collapsed ? "▸" : "▾"} ${a.section.name}${t}${a.collapsed ? ` — ${a.tracks} tracks` : ""}`;
				e.fillText(this.text.fit(n, this.width - 12), 6, o + a.h / 2), e.font = nf;
			} else t % 2 && (e.fillStyle = "#fafafa", e.fillRect(0, o, this.width, a.h)), e.fillStyle = "#424242", e.fillText(this.text.fit(a.track.name, r.labelW - 20), 14, o + Math.min(a.h, r.rowH + 2 * r.trackPad) / 2), e.fillStyle = "#e0e0e0", e.fillRect(0, o + a.h - 1, this.width, 1);
		}
		e.fillStyle = "#eeeeee";
		for (let n of t.values) e.fillRect(Math.round(this.xOf(n)), i, 1, this.tracksHeight);
		let c = this.win, l = this.view.start, u = this.view.end, d = this.timeWidth / (u - l), f = this.timeX, p = this.timeWidth, m = this.labels;
		m.n = 0;
		let { ts: h, dur: g, color: _, count: v, order: y, maxEnd: b, slotStart: x } = c;
		for (let t = a; t < o; t += 1) {
			let a = n[t];
			if (a.kind !== "track") continue;
			let o = i + a.y - this.scrollTop;
			if (a.track.kind === "counter") {
				this.drawCounter(e, a, o);
				continue;
			}
			let s = c.trackIndex.get(a.track.id);
			if (s === void 0) continue;
			let S = Math.max(0, Math.floor((i - o - r.trackPad) / r.rowH)), C = Math.min(a.track.rows, Math.ceil((i + this.tracksHeight - o - r.trackPad) / r.rowH));
			for (let e = S; e < C; e += 1) {
				let t = c.slotBase[s] + e, n = x[t + 1], i = o + r.trackPad + e * r.rowH, a = r.rowH - 1, S = -1, C = -1, w = -1, T = 0, E = 0, D = !1;
				for (let e = Od(b, l, x[t], n); e < n; e += 1) {
					let t = y[e], n = h[t];
					if (n > u) break;
					let r = (n - l) * d, o = r + g[t] * d;
					if (o <= S) continue;
					r < 0 && (r = 0), o > p && (o = p);
					let s = o - r;
					if (s < of) {
						if (C >= 0 && r <= w + sf) {
							o > w && (w = o), s > T && (T = s, E = _[t]), v[t] > 1 && (D = !0);
							continue;
						}
						C >= 0 && this.pushBox(E, D, f + C, i, Math.max(1, w - C), a), C = r, w = o, T = s, E = _[t], D = v[t] > 1;
					} else C >= 0 && (this.pushBox(E, D, f + C, i, Math.max(1, w - C), a), C = -1), S = o, this.pushBox(_[t], v[t] > 1, f + r, i, s, a), s >= af && (m.n === m.index.length && this.growLabels(), m.index[m.n] = t, m.x[m.n] = f + r, m.y[m.n] = i + a / 2, m.w[m.n] = s, m.n += 1);
				}
				C >= 0 && this.pushBox(E, D, f + C, i, Math.max(1, w - C), a);
			}
		}
		for (let t = 0; t < ld.length; t += 1) this.batches[t].fill(e, ld[t]), this.lightBatches[t].fill(e, cf[t]);
		this.hatch ? this.mergedBatch.fill(e, this.hatch) : this.mergedBatch.n = 0, e.fillStyle = ud;
		for (let t = 0; t < m.n; t += 1) {
			let n = m.index[t], r = this.text.fit(c.names[c.name[n]] ?? "", m.w[t] - 6);
			r && e.fillText(r, m.x[t] + 3, m.y[t]);
		}
		this.drawSelection(e), e.fillStyle = "#bdbdbd", e.fillRect(this.timeX - 1, i, 1, this.tracksHeight), e.fillStyle = "#fff", e.fillRect(s, i, this.width - s, this.tracksHeight);
	}
	pushBox(e, t, n, r, i, a) {
		t ? (this.lightBatches[e].push(n, r, i, a), i >= 4 && this.mergedBatch.push(n, r, i, a)) : this.batches[e].push(n, r, i, a);
	}
	growLabels() {
		let e = this.labels, t = (e) => {
			let t = new e.constructor(e.length * 2);
			return t.set(e), t;
		};
		e.index = t(e.index), e.x = t(e.x), e.y = t(e.y), e.w = t(e.w);
	}
	drawCounter(e, t, n) {
		let r = this.win.counters.get(t.track.id);
		if (!r || !r.ts.length) return;
		let i = n + t.h - 3, a = n + 4, o = r.max - Math.min(0, r.min) || 1, s = (e) => i - (e - Math.min(0, r.min)) / o * (i - a), c = Math.max(0, kd(r.ts, this.view.start) - 1), l = Math.min(r.ts.length, Od(r.ts, this.view.end) + 1), u = this.timeX + this.timeWidth, d = ld[t.track.id % ld.length];
		e.beginPath();
		let f = Math.max(this.timeX, this.xOf(r.ts[c]));
		e.moveTo(f, i);
		let p = -1, m = -Infinity, h = i;
		for (let t = c; t < l; t += 1) {
			let n = Math.min(u, Math.max(this.timeX, this.xOf(r.ts[t]))), i = Math.floor(n);
			i === p ? r.value[t] > m && (m = r.value[t], h = s(m), e.lineTo(n, h)) : (p = i, m = r.value[t], e.lineTo(n, h), h = s(r.value[t]), e.lineTo(n, h), f = n);
		}
		return e.lineTo(u, h), e.lineTo(u, i), e.closePath(), e.fillStyle = md(d, .55), e.fill(), e.fillStyle = "#757575", e.fillText(`max ${Sf(r.max)}`, 14, n + t.h - 10), f;
	}
	rowMiddle(e, t = 0) {
		let n = this.layout.items.find((t) => t.kind === "track" && t.track.id === e);
		return n ? this.tracksTop + n.y - this.scrollTop + this.sizes.trackPad + t * this.sizes.rowH + this.sizes.rowH / 2 : null;
	}
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
				y: this.tracksTop + e.y - this.scrollTop,
				h: e.h
			});
		}
		if (!i) return;
		let a = Math.max(2, i.w * this.timeWidth / (this.view.end - this.view.start)), o = Math.max(this.timeX - 1, i.x - 1), s = Math.min(this.timeX + this.timeWidth + 1, i.x + a + 1);
		e.strokeStyle = "#d84315", e.lineWidth = 2, s > o && e.strokeRect(o, i.y, s - o, i.h), e.lineWidth = 1;
		let c = t.details && t.details.flows;
		if (c && c.length) {
			e.strokeStyle = "rgba(66, 66, 66, 0.8)", e.beginPath();
			let t = i.x, n = i.y + i.h / 2;
			for (let r of c) {
				let i = this.rowMiddle(r.track, 0);
				if (i === null) continue;
				let o = this.xOf(r.ts);
				e.moveTo(r.direction === "in" ? t : t + a, n), e.lineTo(o, i), e.moveTo(o - 3, i - 3), e.lineTo(o + 3, i + 3), e.moveTo(o - 3, i + 3), e.lineTo(o + 3, i - 3);
			}
			e.stroke();
		}
	}
	band(e, t, n, r) {
		let i = Math.max(this.timeX, this.xOf(t.start)), a = Math.min(this.timeX + this.timeWidth, this.xOf(t.end));
		return a < this.timeX || i > this.timeX + this.timeWidth ? null : (e.fillStyle = n, e.fillRect(i, this.tracksTop, Math.max(1, a - i), this.tracksHeight), e.fillStyle = r, e.fillRect(i, this.tracksTop, 1, this.tracksHeight), e.fillRect(a, this.tracksTop, 1, this.tracksHeight), {
			x0: i,
			x1: a
		});
	}
	drawOverlays(e) {
		e.save(), e.beginPath(), e.rect(this.timeX, this.tracksTop, this.timeWidth, this.tracksHeight), e.clip(), this.drawIntervals(e), e.restore();
	}
	drawIntervals(e) {
		for (let t of this.marks) this.band(e, t, "rgba(30, 136, 229, 0.10)", "rgba(30, 136, 229, 0.6)");
		if (this.range) {
			let t = this.xOf(this.range.start), n = this.xOf(this.range.end), r = this.tracksTop + this.range.y0 - this.scrollTop, i = this.tracksTop + this.range.y1 - this.scrollTop;
			e.fillStyle = "rgba(245, 124, 0, 0.12)", e.fillRect(t, r, n - t, i - r), e.strokeStyle = "#f57c00", e.strokeRect(t + .5, r + .5, n - t, i - r);
		}
		if (this.timing) {
			let t = this.band(e, this.timing, "rgba(0, 0, 0, 0.07)", "#424242");
			if (t) {
				let n = x(this.timing.end - this.timing.start), r = this.text.width(n) + 10, i = Math.max(this.timeX, (t.x0 + t.x1) / 2 - r / 2);
				e.fillStyle = "#424242", e.fillRect(i, this.tracksTop + 4, r, 16), e.fillStyle = "#fff", e.fillText(n, i + 5, this.tracksTop + 12);
			}
		}
	}
	drawAxis(e, t = Td(this.view, this.timeWidth, 90)) {
		let n = this.sizes.overviewH, r = this.sizes.axisH;
		e.fillStyle = "#fff", e.fillRect(0, n, this.width, r), e.fillStyle = "#9e9e9e", e.fillRect(0, n + r - 1, this.width, 1), e.fillStyle = "#616161", e.font = nf;
		for (let i = 0; i < t.values.length; i += 1) {
			let a = Math.round(this.xOf(t.values[i]));
			e.fillRect(a, n + r - 6, 1, 6), e.fillText(t.labels[i], a + 3, n + r / 2 - 1);
		}
		for (let t of this.marks) {
			let i = Math.max(this.timeX, this.xOf(t.start)), a = Math.min(this.timeX + this.timeWidth, this.xOf(t.end));
			e.fillStyle = "rgba(30, 136, 229, 0.25)", a >= i && e.fillRect(i, n, Math.max(1, a - i), r);
		}
		e.fillStyle = "#fff", e.fillRect(0, n, this.timeX, r - 1), e.fillStyle = "#424242", e.fillText(`View: ${x(this.view.end - this.view.start)}`, 6, n + r / 2 - 1);
	}
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
	}
	drawOverview(e) {
		let t = this.sizes.overviewH, n = this.span;
		if (e.fillStyle = "#f5f5f5", e.fillRect(0, 0, this.width, t), e.fillStyle = "#616161", e.fillText("Whole trace", 6, t / 2), !n) return;
		let r = n.end - n.start || 1, i = (e) => this.timeX + (e - n.start) / r * this.timeWidth, a = this.density();
		if (a) {
			e.fillStyle = "#bdbdbd", e.beginPath();
			for (let n = 0; n < a.length; n += 1) a[n] > 0 && e.rect(this.timeX + n, t - 2 - a[n] * (t - 6), 1, a[n] * (t - 6));
			e.fill();
		}
		for (let n of this.marks) e.fillStyle = "rgba(30, 136, 229, 0.35)", e.fillRect(i(n.start), 0, Math.max(1, i(n.end) - i(n.start)), t);
		let o = i(this.view.start), s = Math.max(o + 2, i(this.view.end));
		e.fillStyle = "rgba(245, 124, 0, 0.18)", e.fillRect(o, 1, s - o, t - 2), e.strokeStyle = "#f57c00", e.strokeRect(o + .5, 1.5, s - o - 1, t - 3), e.fillStyle = "#9e9e9e", e.fillRect(0, t - 1, this.width, 1);
	}
};
function wf(e, t) {
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
function Tf(e) {
	return x(e);
}
function Ef(e) {
	let t = n("span", {
		class: "tbp-trace-swatch",
		"aria-hidden": "true"
	});
	return t.style.background = pd(e), t;
}
function Df(e) {
	return e == null ? "" : typeof e == "object" ? JSON.stringify(e) : typeof e == "number" ? y(e, 6) : String(e);
}
function Of({ onJump: e = () => {} } = {}) {
	let t = n("div", { class: "tbp-trace-details-body" }), r = n("section", {
		class: "tbp-trace-details",
		"aria-label": "Selection details"
	}, t);
	function a(e) {
		return n("dl", { class: "tbp-trace-kv" }, e.filter(Boolean).map(([e, t]) => [n("dt", { text: e }), n("dd", {}, t instanceof Node ? t : String(t ?? ""))]));
	}
	function o(e) {
		i(t).append(n("p", {
			class: "tbp-trace-details-empty",
			text: e
		}));
	}
	function s(r, o = {}) {
		let s = r.name ?? "", c = [
			["Start", Tf(r.ts)],
			["Duration", x(r.dur)],
			["End", Tf((r.ts ?? 0) + (r.dur ?? 0))],
			o.trackName ? ["Track", o.trackName] : null,
			o.host ? ["Host", o.host] : null,
			r.long_name && r.long_name !== s ? ["Long name", n("span", {
				class: "tbp-trace-long",
				text: r.long_name
			})] : null
		], l = [n("h3", { class: "tbp-trace-details-title" }, Ef(s), n("span", { text: s || "(unnamed)" }))];
		o.count > 1 && l.push(n("p", {
			class: "tbp-trace-note",
			text: `This box stands for ${y(o.count)} short events merged at this zoom; the details are those of the longest one. Zoom in to see them one by one.`
		})), l.push(a(c));
		let u = r.args && Object.entries(r.args);
		u && u.length && l.push(n("h4", { text: "Arguments" }), a(u.map(([e, t]) => [e, Df(t)]))), r.flows && r.flows.length && l.push(n("h4", { text: "Flows" }), n("ul", { class: "tbp-trace-flows" }, r.flows.map((t) => n("li", {}, `${t.direction === "in" ? "From" : "To"} ${Tf(t.ts)}${t.trackName ? ` on ${t.trackName}` : ""} `, n("button", {
			type: "button",
			class: "tbp-button tbp-trace-small",
			text: "Go",
			title: "Select the other end of this flow",
			on: { click: () => e(t) }
		}))))), o.loading && l.push(n("p", {
			class: "tbp-trace-note",
			text: "Loading the details…"
		})), o.error && l.push(n("p", {
			class: "tbp-error",
			role: "alert",
			text: `Details unavailable: ${o.error}`
		})), i(t).append(...l);
	}
	function c(e, r = {}) {
		if (!e.count) {
			o("No events in the selected area.");
			return;
		}
		let s = e.merged ? "≤ " : "", c = n("h3", {
			class: "tbp-trace-details-title",
			text: `${y(e.count)} events, ${e.rows.length} names${r.tracks ? ` on ${r.tracks} track${r.tracks > 1 ? "s" : ""}` : ""}`
		}), l = n("table", { class: "tbp-trace-summary" }, n("thead", {}, n("tr", {}, n("th", { text: "Name" }), n("th", {
			class: "tbp-num",
			text: "Count"
		}), n("th", {
			class: "tbp-num",
			text: "Total duration"
		}), n("th", {
			class: "tbp-num",
			text: "Average"
		}))), n("tbody", {}, e.rows.slice(0, 200).map((e) => n("tr", {}, n("td", {}, Ef(e.name), n("span", { text: e.name })), n("td", {
			class: "tbp-num",
			text: y(e.count)
		}), n("td", {
			class: "tbp-num",
			text: `${e.merged ? "≤ " : ""}${x(e.total)}`
		}), n("td", {
			class: "tbp-num",
			text: `${e.merged ? "≤ " : ""}${x(e.total / e.count)}`
		}))))), u = [
			c,
			a([["Interval", `${Tf(r.start ?? e.start)} – ${Tf(r.end ?? e.end)}`], ["Total duration", `${s}${x(e.total)}`]]),
			l
		];
		e.rows.length > 200 && u.push(n("p", {
			class: "tbp-trace-note",
			text: `${e.rows.length - 200} more names not shown.`
		})), e.merged && u.push(n("p", {
			class: "tbp-trace-note",
			text: "Some boxes stand for several merged events at this zoom: their durations are upper bounds. Zoom in for exact totals."
		})), i(t).append(...u);
	}
	return o("Click an event for its details, or drag over several for totals by name. Press ? for the keys."), {
		element: r,
		showEvent: s,
		showSummary: c,
		showMessage: o,
		clear: () => o("")
	};
}
function kf(e, t) {
	let n = e && e.trackIndex.get(t);
	if (n == null) return "";
	let r = e.tracks[n], i = e.sectionById.get(r.section), a = Rd(e, t);
	return [
		e.hosts.length > 1 ? a : null,
		i ? i.name : null,
		r.name
	].filter(Boolean).join(" / ");
}
var Af = 1e3, jf = {
	select: "Select",
	pan: "Pan",
	zoom: "Zoom",
	timing: "Timing"
};
function Mf(e, t, { multiHost: n = !1 } = {}) {
	return {
		view: e ? Ed(e) : "",
		sel: t && t.id >= 0 ? String(t.id) : "",
		sel_host: t && n && t.host ? t.host : ""
	};
}
function Nf(e = {}) {
	let t = e.sel !== void 0 && e.sel !== "" ? Number(e.sel) : NaN;
	return {
		view: Dd(e.view),
		sel: Number.isInteger(t) && t >= 0 ? {
			id: t,
			host: e.sel_host || null
		} : null,
		hosts: e.hosts ? String(e.hosts).split(",").filter(Boolean) : null
	};
}
function Pf(e, t, n, r = null) {
	let i = e.end - e.start, a = Math.max(0, n || 0);
	return a > .8 * i ? xd(t + a / 2, a / .6, r) : t >= e.start && t + a <= e.end ? e : xd(t + a / 2, i, r);
}
function Ff(e, { params: t, state: r = {}, setParams: a = () => {}, api: o }) {
	let s = Nf(r), c = t.run, l = null, u = s.hosts || (t.host ? [t.host] : null), d = s.sel, f = !1, p = Object.fromEntries(tf.map((e, t) => [e, n("button", {
		type: "button",
		class: "tbp-button tbp-trace-mode",
		"aria-pressed": e === "select" ? "true" : "false",
		title: `${jf[e]} mode (key ${t + 1})`,
		text: `${jf[e]} ${t + 1}`,
		on: { click: () => j.setMode(e) }
	})])), m = n("input", {
		type: "search",
		class: "tbp-input tbp-trace-search",
		placeholder: "Search events",
		"aria-label": "Search events",
		on: { keydown: (e) => {
			e.key === "Enter" && (e.preventDefault(), fe(e.shiftKey ? -1 : 1));
		} }
	}), h = n("input", {
		type: "checkbox",
		on: { change: () => de() }
	}), g = n("input", {
		type: "checkbox",
		on: { change: () => de() }
	}), _ = n("span", {
		class: "tbp-trace-count",
		"aria-live": "polite"
	}), v = n("button", {
		type: "button",
		class: "tbp-button tbp-trace-small",
		text: "‹",
		title: "Previous match (Shift+Enter)",
		"aria-label": "Previous match",
		on: { click: () => fe(-1) }
	}), b = n("button", {
		type: "button",
		class: "tbp-button tbp-trace-small",
		text: "›",
		title: "Next match (Enter)",
		"aria-label": "Next match",
		on: { click: () => fe(1) }
	}), S = n("fieldset", {
		class: "tbp-trace-hosts",
		hidden: !0
	}, n("legend", { text: "Hosts" })), w = n("span", {
		class: "tbp-trace-status",
		role: "status"
	}), T = `${C(t.run, t.host || "all_hosts")}.trace.json`, E = n("a", {
		class: "tbp-button tbp-trace-small",
		href: o.dataUrl(t),
		download: T,
		text: "Download the full trace (JSON)",
		title: "Every event, as Chrome trace JSON for Perfetto or chrome://tracing"
	}), D = n("button", {
		type: "button",
		class: "tbp-button tbp-trace-small",
		text: "?",
		title: "Keys and mouse (?)",
		"aria-label": "Help",
		on: { click: () => j.toggleHelp() }
	}), ee = n("div", { class: "tbp-trace-toolbar" }, n("div", {
		class: "tbp-trace-modes",
		role: "group",
		"aria-label": "Mouse mode"
	}, Object.values(p)), n("div", { class: "tbp-trace-searchbar" }, m, v, b, _, n("label", { class: "tbp-trace-check" }, h, "Regex"), n("label", { class: "tbp-trace-check" }, g, "Args")), S, n("span", { class: "tbp-spacer" }), w, E, D), O = Of({ onJump: (e) => ue({
		id: e.id,
		ts: e.ts,
		dur: e.dur || 0,
		track: e.track
	}) }), k = n("div", { class: "tbp-trace-body" }), te = n("div", { class: "tbp-trace" }, ee, k, O.element);
	e.append(te);
	let A = null, j = new Cf(k, {
		onViewChange: (e) => {
			A && A.ensure(e, j.timeWidth), me();
		},
		onResize: (e) => {
			A && A.window && A.ensure(j.view, e);
		},
		onModeChange: (e) => {
			for (let [t, n] of Object.entries(p)) n.setAttribute("aria-pressed", t === e ? "true" : "false");
		},
		onSelectEvent: (e) => le(e),
		onSelectRange: ({ start: e, end: t, indexes: n, trackIds: r }) => {
			O.showSummary(wf(A.window, n), {
				start: e,
				end: t,
				tracks: r.length
			}), me();
		},
		onTiming: (e) => {
			e && O.showMessage(`Measured ${x(e.end - e.start)}, from ${x(e.start)} to ${x(e.end)}. F zooms to it, M marks it.`);
		}
	});
	j.fitToElement(), j.width || j.setSize(Af, 600);
	let M = null;
	A = new Bd({
		api: o,
		run: c,
		hosts: u,
		onWindow: (e) => {
			M = null, j.setWindow(e), A.ensure(j.view, j.timeWidth), !l && e.hosts.length > 1 && ie(e.hosts), se(e), N();
		},
		onLoading: () => N(),
		onError: (e) => {
			M = e, N();
		}
	});
	function N() {
		if (i(w), w.classList.toggle("tbp-error", !!M), M) {
			w.append(`Could not load the trace: ${M.message} `, n("button", {
				type: "button",
				class: "tbp-button tbp-trace-small",
				text: "Retry",
				on: { click: () => re() }
			}));
			return;
		}
		let e = A.window, t = [];
		e && (t.push(`${y(e.eventsInWindow)} events`), e.thinned && t.push(`${y(e.thinned)} merged into boxes`)), A.pending && t.push("loading…"), w.textContent = t.join(" · ");
	}
	function ne() {
		A.overview(Math.max(100, Math.round(j.timeWidth))).then((e) => {
			f || j.setOverview(e);
		}).catch(() => {});
	}
	function re() {
		M = null, j.viewSet && A.span ? A.load(Md(j.view, j.timeWidth, A.span)) : s.view && !A.window ? (A.load(Md(s.view, j.timeWidth, null)), ne()) : A.load(null, { resolution: Math.round(j.timeWidth) }).then((e) => {
			e && j.setOverview(e);
		}), N();
	}
	s.view && j.setView(s.view, { emit: !1 }), re();
	function ie(e) {
		l = [...e], A.allHosts = l, i(S).append(n("legend", { text: "Hosts" })), S.hidden = l.length < 2;
		for (let e of l) {
			let t = n("input", {
				type: "checkbox",
				value: e,
				checked: !u || u.includes(e),
				on: { change: () => ae() }
			});
			S.append(n("label", { class: "tbp-trace-check" }, t, e));
		}
	}
	function ae() {
		let t = [...S.querySelectorAll("input[type=checkbox]")], n = t.filter((e) => e.checked).map((e) => e.value);
		n.length || (t[0].checked = !0, n = [t[0].value]), u = n.length === l.length ? null : n, A.setHosts(u, l), de(), j.clearSelection(), A.load(Md(j.view, j.timeWidth, j.span)), ne(), !f && e.isConnected && a({ hosts: u ? u.join(",") : "" });
	}
	o.hosts && Promise.resolve().then(() => o.hosts(c, "trace_viewer")).then((e) => {
		!f && Array.isArray(e) && e.length > 1 && ie(e);
	}).catch(() => {});
	function oe() {
		if (u && u.length === 1) return u[0];
		let e = A.window;
		return e && e.hosts.length === 1 ? e.hosts[0] : t.host || "";
	}
	function se(e) {
		if (!d) return;
		let { id: t } = d, n = d.host;
		if (!n) {
			let r = zd(e, t);
			n = r >= 0 ? Rd(e, e.track[r]) : oe();
		}
		d = null, j.selectId(t, n, { emit: !0 });
	}
	let ce = 0;
	async function le(e) {
		let t = ++ce;
		if (me(), !e) {
			O.showMessage("Click an event for its details, or drag over several for totals by name. Press ? for the keys.");
			return;
		}
		let n = A.window, r = e.index >= 0 ? {
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
			trackName: n ? kf(n, r.track) : ""
		};
		if (e.id < 0) O.showEvent(r, i);
		else {
			O.showEvent(r, {
				...i,
				loading: !0
			});
			try {
				let n = await A.details(e.id, e.host || oe());
				if (t !== ce || f) return;
				j.setSelectedDetails(n);
				let a = A.window, o = (n.flows || []).map((e) => ({
					...e,
					trackName: a ? kf(a, e.track) : ""
				}));
				O.showEvent({
					...n,
					flows: o
				}, {
					...i,
					trackName: a ? kf(a, n.track ?? r.track) : i.trackName
				});
			} catch (e) {
				if (t !== ce || f) return;
				O.showEvent(r, {
					...i,
					error: e.message
				});
			}
		}
	}
	function ue(e) {
		let t = e.host || Rd(A.window, e.track) || oe();
		j.setView(Pf(j.view, e.ts, e.dur, j.span)), j.selectId(e.id, t, {
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
	let P = {
		key: "",
		total: 0,
		matches: [],
		at: -1
	};
	function de() {
		P = {
			key: "",
			total: 0,
			matches: [],
			at: -1
		}, _.textContent = "", _.classList.remove("tbp-error");
	}
	async function fe(e = 1) {
		let t = m.value.trim();
		if (!t) return de(), null;
		let n = JSON.stringify([
			t,
			h.checked,
			g.checked,
			u
		]);
		if (n !== P.key) {
			_.textContent = "Searching…", _.classList.remove("tbp-error");
			try {
				let e = await A.search(t, {
					regex: h.checked,
					args: g.checked,
					limit: 100
				});
				P = {
					key: n,
					total: e.total ?? (e.matches || []).length,
					matches: e.matches || [],
					at: -1
				};
			} catch (e) {
				return e && e.name === "AbortError" || (_.textContent = e.message, _.classList.add("tbp-error")), null;
			}
		}
		let r = P.matches.length;
		if (!r) return _.textContent = "No match", null;
		P.at = P.at < 0 ? e > 0 ? 0 : r - 1 : (P.at + e + r) % r, _.textContent = `${y(P.at + 1)} of ${y(P.total)}${P.total > r ? ` (first ${r} listed)` : ""}`;
		let i = P.matches[P.at];
		return ue(i), i;
	}
	let pe = null;
	function me() {
		pe && clearTimeout(pe), pe = setTimeout(he, 300);
	}
	function he() {
		if (pe = null, f || !e.isConnected) return;
		let t = !!(A.window && A.window.hosts.length > 1);
		a(Mf(j.view, j.selected, { multiHost: t }));
	}
	function F(t) {
		if (!e.isConnected) return ge(), !1;
		let n = ef(t);
		return n ? n.action === "focus-search" ? (m.focus(), t.preventDefault(), !0) : j.runAction(n.action, n) ? (t.preventDefault(), !0) : !1 : !1;
	}
	document.addEventListener("keydown", F);
	function ge() {
		f || (f = !0, document.removeEventListener("keydown", F), pe && clearTimeout(pe), A.destroy(), j.destroy());
	}
	return {
		timeline: j,
		model: A,
		details: O,
		handleKey: F,
		search: fe,
		jumpTo: ue,
		writeUrl: he,
		destroy: ge,
		root: te
	};
}
// src/tools/trace_viewer.js
var If = /* @__PURE__ */ t({
	allHosts: () => !0,
	fetchData: () => !1,
	render: () => Lf
});
function Lf(e, { params: t, state: n = {}, setParams: r = () => {}, api: i }) {
	return Ff(e, {
		params: t,
		state: n,
		setParams: r,
		api: i
	});
}
// src/tools/memory_profile.js
var Rf = /* @__PURE__ */ t({
	allHosts: () => !0,
	breakdownNote: () => Vf,
	hideFree: () => Uf,
	pointDetails: () => Hf,
	render: () => Gf,
	summaryRows: () => Bf
}), zf = 1024 ** 3;
function Bf(e) {
	return [
		["#Allocation", y(e.num_allocations)],
		["#Deallocation", y(e.num_deallocations)],
		["Memory Capacity", S(e.memory_capacity_bytes)],
		["Peak Heap Usage Lifetime", S(e.peak_bytes_lifetime)],
		["Peak Memory Usage", `${S(e.peak_bytes_in_use)} at ${y(e.peak_time_ms, 3)} ms` + (e.peak_step === void 0 ? "" : ` (step ${e.peak_step})`)],
		["Stack Reservation", S(e.stack_reserved_bytes)],
		["Heap Allocation", S(e.heap_allocated_bytes)],
		["Free Memory", S(e.free_memory_bytes)],
		["Fragmentation", e.fragmentation_percent === null ? "n/a" : b(e.fragmentation_percent, 2)]
	];
}
function Vf(e) {
	return `Allocations made in ${e.peak_step === void 0 ? "the peak's step" : `step ${e.peak_step}`} up to the peak and still live then. "unused preallocated device memory" is the rest of the heap at the peak: memory held since before that step (e.g. weights) or since before profiling started. "stack" is the stack reservation.`;
}
function Hf(e, t) {
	return [
		["Timestamp", `${y(e.ts_ms[t], 3)} ms`],
		["Event", e.kind[t] === "alloc" ? "Allocation" : "Deallocation"],
		["Requested size", S(e.requested[t])],
		["Allocation size", `${e.allocation[t] < 0 ? "-" : ""}${S(Math.abs(e.allocation[t]))}`],
		["Op", e.op[t] || "-"],
		["Step", e.step[t] >= 0 ? String(e.step[t]) : "-"],
		["Region type", e.region_type[t] || "-"],
		["Data type", e.data_type[t] || "-"],
		["Shape", e.shape[t] || "-"],
		["Memory in use", S(e.in_use[t])]
	];
}
function Uf(e) {
	return Math.max(0, ...e.free) > 10 * Math.max(1, ...e.in_use);
}
function Wf(e, t) {
	let r = t.timeline;
	e.append(zu({
		title: "Memory Profile Summary",
		rows: Bf(t.summary)
	}).element);
	let i = zu({
		title: "Event at the pointer",
		rows: [["", "Hover the timeline"]]
	}), a = Lu({
		labels: r.ts_ms.map((e) => `${y(e, 3)} ms`),
		series: [
			{
				label: "Stack (reserved)",
				values: r.stack.map((e) => e / zf),
				axis: "left",
				fill: !0,
				stack: "memory"
			},
			{
				label: "Heap (allocated)",
				values: r.heap.map((e) => e / zf),
				axis: "left",
				fill: !0,
				stack: "memory"
			},
			{
				label: "Free",
				values: r.free.map((e) => e / zf),
				axis: "left",
				fill: !0,
				stack: "memory"
			},
			{
				label: "Fragmentation",
				values: r.fragmentation_percent,
				axis: "right"
			}
		],
		yLeftLabel: "Memory (GiB)",
		yRightLabel: "Fragmentation (%)",
		format: (e) => `${y(e, 3)}`,
		formatRight: (e) => b(e, 1),
		height: 320
	});
	a.chart && (a.chart.options.plugins.tooltip.callbacks.afterBody = (e) => e.length ? Hf(r, e[0].dataIndex).map(([e, t]) => `${e}: ${t}`) : [], a.chart.options.onHover = (e, t) => {
		t.length && i.setRows(Hf(r, t[0].index));
	}, Uf(r) && (a.chart.data.datasets[2].hidden = !0), a.chart.update("none"));
	let o = [];
	t.timeline_points_total > r.ts_ms.length && o.push(`Showing ${y(r.ts_ms.length)} of ${y(t.timeline_points_total)} events (the highest usage of each interval).`), Uf(r) && o.push("Free memory is hidden: it is far larger than the memory in use (click \"Free\" in the legend to show it).");
	let s = o.length ? o.join(" ") : null;
	e.append(n("div", { class: "tbp-chart-row" }, X({ title: "Memory Timeline Graph" }, a.element, s && n("p", {
		class: "tbp-help",
		text: s
	})).element, i.element));
	let c = t.breakdown;
	e.append(n("h3", { text: "Memory Breakdown Table (active allocations at the peak)" })), e.append(n("p", {
		class: "tbp-help",
		text: Vf(t.summary)
	})), e.append(Ce({
		columns: c.columns.map((e) => ({
			...e,
			format: e.type === "number" ? (e) => y(e, 3) : void 0
		})),
		rows: c.rows.map((e) => [e[0] || "(no op recorded)", ...e.slice(1)]),
		filterPlaceholder: "Filter by op name",
		csvFileName: "memory_breakdown.csv",
		initialSort: {
			id: "allocation_mib",
			direction: "desc"
		}
	}).element);
}
function Gf(e, { data: t, state: r = {}, setParams: a = () => {} }) {
	if (e.append(n("h2", { text: "Memory profile" })), !t.memory_ids.length) {
		e.append(E("No memory allocator events", ...t.diagnostics || []).element);
		return;
	}
	let o = t.memory_ids.includes(r.memory_id) ? r.memory_id : t.memory_ids[0], s = n("select", {
		id: "tbp-memory-id",
		"aria-label": "Memory ID"
	}, t.memory_ids.map((e) => n("option", {
		value: e,
		text: e,
		selected: e === o
	}))), c = n("div", { class: "tbp-memory-body" });
	e.append(n("label", { class: "tbp-field tbp-inline-field" }, n("span", {
		class: "tbp-field-label",
		text: "Memory ID"
	}), s), c);
	let l = (e) => {
		i(c), Wf(c, t.profiles[e]);
	};
	s.addEventListener("change", () => {
		a({ memory_id: s.value }), l(s.value);
	}), l(o);
}
// src/components/step_chart.js
var Kf = {
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
};
function qf(e, t = 0) {
	return Kf[e] || ku(t);
}
function Jf(e, t = 3) {
	return e == null || Number.isNaN(e) ? "" : `${y(e, t)} ms`;
}
function Yf(e) {
	let t = e.rows || [];
	return (e.categories || []).flatMap((e, n) => {
		let r = t.map((t) => Number(t.breakdown_ms?.[e.id]) || 0);
		return r.some((e) => e > 0) ? [{
			id: e.id,
			label: e.label,
			values: r,
			color: qf(e.id, n)
		}] : [];
	});
}
function Xf(e, t = "cores") {
	let n = [`Step time: ${Jf(e.step_time_ms)}`];
	if (e.input_percent !== null && e.input_percent !== void 0) {
		let r = `Waiting for input: ${b(e.input_percent, 1)}`;
		e.input_percent_min_core !== null && e.input_percent_min_core !== void 0 && (r += ` (${t}: ${b(e.input_percent_min_core, 1)} – ${b(e.input_percent_max_core, 1)})`), n.push(r);
	}
	return n;
}
function Zf(e) {
	let t = /^(.{20,}?)(?:[.:;](?:\s|$))/.exec(e);
	return t ? `${t[1]}.` : e;
}
function Qf(e = {}) {
	let t = [
		...e.errors || [],
		...e.warnings || [],
		...e.info || []
	].filter((e) => /step/i.test(e)).map(Zf);
	return t.length ? t : ["No steps were found in this profile, so there is no per-step breakdown. Mark each training step (tf.profiler.experimental.Trace(\"train\", step_num=...) or jax.profiler.StepTraceAnnotation) and capture again."];
}
function $f(e = {}) {
	return !!(e.rows || []).length && !e.whole_profile;
}
function ep(e, { height: t = 300, diagnostics: r } = {}) {
	let i = e.rows || [];
	if (!$f(e)) {
		let e = E("No step-time graph", ...Qf(r).map((e) => n("p", {
			class: "tbp-steps-note",
			text: e
		}))).element;
		return e.classList.add("tbp-steps-empty"), {
			element: e,
			chart: null
		};
	}
	let a = Yf(e), o = Iu({
		labels: i.map((e) => e.step || String(e.step_num)),
		series: a.length ? a : [{
			label: "Step time",
			values: i.map((e) => e.step_time_ms)
		}],
		yLabel: "Step time (ms)",
		format: (e) => y(e, 3),
		height: t,
		title: "Step-time graph"
	}), s = o.chart;
	if (s) {
		s.options.plugins.title.display = !1, a.forEach((e, t) => {
			s.data.datasets[t].backgroundColor = e.color;
		});
		let t = s.options.plugins.tooltip;
		t.filter = (e) => e.parsed.y > 0, t.callbacks.title = (e) => e.length ? String(i[e[0].dataIndex].step) : "", t.callbacks.label = (e) => `${e.dataset.label}: ${Jf(e.parsed.y)}`, t.callbacks.footer = (t) => t.length ? Xf(i[t[0].dataIndex], e.spread_over || "cores") : [], s.update("none");
	}
	return o.element.classList.add("tbp-step-chart"), {
		element: o.element,
		chart: s,
		series: a
	};
}
function tp(e) {
	let t = [];
	return e.source && t.push(`Steps from ${e.source}.`), (e.dropped || []).length && t.push(`Left out as possibly incomplete: ${e.dropped.join(", ")}.`), t.length ? n("p", {
		class: "tbp-help tbp-steps-source",
		text: t.join(" ")
	}) : null;
}
function np(e) {
	return n("table", { class: "tbp-breakdown" }, n("tbody", {}, e.map((e, t) => n("tr", {
		class: (e.avg_ms || 0) > 0 ? null : "tbp-breakdown-zero",
		dataset: { category: e.id }
	}, n("td", {}, n("span", {
		class: "tbp-swatch",
		style: { background: qf(e.id, t) },
		"aria-hidden": "true"
	})), n("td", {
		class: "tbp-breakdown-label",
		text: e.label
	}), n("td", {
		class: "tbp-num",
		text: Jf(e.avg_ms)
	}), n("td", {
		class: "tbp-num",
		text: b(e.percent ?? 0, 1)
	})))));
}
function rp(e) {
	return (e.categories || []).map((t) => ({
		id: t.id,
		label: t.label,
		avg_ms: e.category_avg_ms?.[t.id] ?? 0,
		percent: e.category_percent?.[t.id] ?? 0
	}));
}
function ip(e = {}) {
	let t = [
		...(e.errors || []).map((e) => n("p", {
			class: "tbp-diagnostic tbp-diagnostic-error",
			role: "note",
			text: e
		})),
		...(e.warnings || []).map((e) => n("p", {
			class: "tbp-diagnostic",
			role: "note",
			text: e
		})),
		...(e.info || []).map((e) => n("p", {
			class: "tbp-help tbp-diagnostic-info",
			text: e
		}))
	];
	return t.length ? n("div", { class: "tbp-diagnostics" }, t) : null;
}
function ap(e) {
	if (typeof e != "string") return null;
	try {
		let t = new URL(e);
		return t.protocol === "https:" || t.protocol === "http:" ? t.href : null;
	} catch {
		return null;
	}
}
function op(e, t) {
	let r = ap(e), i = t || e || "";
	return r ? n("a", {
		class: "tbp-external",
		href: r,
		target: "_blank",
		rel: "noopener noreferrer",
		text: i
	}) : n("span", { text: i });
}
// src/tools/overview_page.js
var sp = /* @__PURE__ */ t({
	allHosts: () => !0,
	averageStepText: () => _p,
	environmentRows: () => hp,
	groupNextSteps: () => mp,
	inputBoundBadge: () => vp,
	nextStepNodes: () => pp,
	render: () => wp,
	summaryRows: () => gp,
	toolHash: () => up,
	toolLink: () => dp
}), cp = {
	input: "Next steps for reducing the Input time",
	host: "Next steps for reducing the Host time",
	device: "Next steps for reducing the Device time",
	doc: "Other useful resources"
}, lp = 8;
function up(e, t = {}) {
	let n = [
		["run", t.run],
		["tool", e],
		["host", t.host]
	].filter(([, e]) => e);
	return new URLSearchParams(n).toString();
}
function dp(e, t, { state: r = {}, selectTool: i, root: a = document } = {}) {
	let o = a.querySelector ? a.querySelector("select#tbp-tool") : null, s = o ? [...o.options].find((t) => t.value === e) : null;
	return s && s.disabled ? n("span", {
		class: "tbp-tool-unavailable",
		title: s.title || null,
		text: `${t} (not available for this run)`
	}) : n("a", {
		class: "tbp-tool-link",
		href: `#${up(e, r)}`,
		dataset: { tool: e },
		text: t,
		on: { click(t) {
			t.button !== 0 || t.ctrlKey || t.metaKey || t.shiftKey || t.altKey || (i ? (t.preventDefault(), i(e)) : o && s && (t.preventDefault(), o.value = e, o.dispatchEvent(new Event("change"))));
		} }
	});
}
var fp = /^([^:]{1,60}):\s/;
function pp(e, t) {
	let n = e.text || e.tool || e.url || "";
	if (e.tool) {
		let r = n.indexOf(e.tool);
		if (r >= 0) return [
			n.slice(0, r),
			dp(e.tool, e.tool, t),
			n.slice(r + e.tool.length)
		].filter(Boolean);
		let i = fp.exec(n);
		return i ? [dp(e.tool, i[1], t), n.slice(i[1].length)] : [dp(e.tool, n, t)];
	}
	return e.url ? [op(e.url, n)] : [n];
}
function mp(e = []) {
	let t = /* @__PURE__ */ new Map();
	for (let n of e) {
		let e = n.kind || "doc";
		t.has(e) || t.set(e, []), t.get(e).push(n);
	}
	return [...t.entries()].map(([e, t]) => ({
		kind: e,
		heading: cp[e] || "Next steps",
		items: t
	}));
}
function hp(e = {}) {
	let t = e.hosts || [], n = t.slice(0, lp).join(", ") + (t.length > lp ? `, … (${y(t.length - lp)} more)` : ""), r = [
		["Number of hosts", y(e.host_count ?? t.length)],
		["Hosts", n],
		["Device type", e.device_type || ""],
		["Number of device cores", y(e.device_core_count ?? 0)]
	];
	return e.batch_size !== null && e.batch_size !== void 0 && r.push(["Batch size", y(e.batch_size)]), e.is_training !== void 0 && r.push(["Training", e.is_training === null ? "Unknown" : e.is_training ? "Yes" : "No"]), r;
}
function gp(e = {}) {
	let t = [], n = e.device_compute_precisions;
	return n && (t.push(["Device compute 16-bit", b(n.percent_16bit ?? 0, 1)]), t.push(["Device compute 32-bit", b(n.percent_32bit ?? 0, 1)])), e.device_idle_percent !== null && e.device_idle_percent !== void 0 && t.push(["Device idle time", b(e.device_idle_percent, 1)]), e.host_idle_percent !== null && e.host_idle_percent !== void 0 && t.push(["Host idle time", b(e.host_idle_percent, 1)]), e.mxu_utilization_percent !== null && e.mxu_utilization_percent !== void 0 && t.push(["MXU utilization", b(e.mxu_utilization_percent, 1)]), t;
}
function _p(e = {}, t = {}) {
	return !e.num_steps || t.whole_profile ? "n/a" : `${Jf(e.average_step_time_ms)} (σ ${Jf(e.step_time_stddev_ms)})`;
}
function vp(e) {
	let t = String(e?.level || "unknown"), r = t === "unknown" ? "Input-bound: unknown" : `Input-bound: ${t} · ${b(e.input_percent ?? 0, 1)} of step time waiting for input`;
	return n("span", {
		class: `tbp-level tbp-level-${t.replace(/[^\w-]/g, "")}`,
		text: r
	});
}
function yp(e) {
	let t = e.summary || {}, r = e.steps || {}, i = t.breakdown && t.breakdown.length ? t.breakdown : rp(r), a = $f(r) ? t.num_steps ?? r.step_time?.count ?? 0 : 0, o = n("div", { class: "tbp-summary-head" }, n("div", {
		class: "tbp-summary-label",
		text: "Average step time"
	}), n("div", {
		class: "tbp-summary-value",
		text: _p(t, r)
	}), n("div", {
		class: "tbp-help",
		text: a ? `over ${y(a)} step${a === 1 ? "" : "s"}` : "no steps measured"
	})), s = gp(t), c = a > 0 || r.whole_profile && i.some((e) => e.avg_ms > 0);
	return X({ title: "Performance Summary" }, o, c ? n("div", {
		class: "tbp-summary-sub",
		text: a ? "Step-time breakdown (average per step)" : "Time breakdown of the whole profile (no steps)"
	}) : null, c ? np(i) : null, s.length ? n("dl", { class: "tbp-kv tbp-summary-extra" }, s.flatMap(([e, t]) => [n("dt", {
		class: "tbp-kv-label",
		text: e
	}), n("dd", {
		class: "tbp-kv-value",
		text: t
	})])) : null).element;
}
function bp(e) {
	let t = e.steps || {}, n = ep(t, { diagnostics: e.diagnostics });
	return X({
		title: "Step-time Graph",
		subtitle: $f(t) ? "Step time per step, by category (ms)" : null
	}, n.element, tp(t)).element;
}
function xp(e, t) {
	let r = e.top_ops || { rows: [] }, i = [
		{
			id: "self_time_percent",
			label: "Time (%)",
			type: "number",
			format: (e) => b(e, 1)
		},
		{
			id: "cumulative_percent",
			label: "Cumulative time (%)",
			type: "number",
			format: (e) => b(e, 1)
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
			format: (e) => e == null ? "" : y(e, 2)
		}
	], a = (r.rows || []).map((e) => i.map((t) => e[t.id] ?? null)), o = Ce({
		columns: i,
		rows: a,
		pageSize: 10,
		filterPlaceholder: "Filter by operation or category",
		csvFileName: `${C(t.run, t.host || "all_hosts", "overview_top_ops")}.csv`
	});
	o.element.classList.add("tbp-top-ops");
	let s = a.length ? null : n("p", {
		class: "tbp-help",
		text: `No TensorFlow or JAX ops with self time were recorded on the ${r.where || "host"} in this profile.`
	});
	return X({ title: r.title || "Top 10 operations" }, s, o.element).element;
}
function Sp(e, t) {
	let r = e.recommendations || {}, i = [e.input_bound?.statement, r.statement].filter((e, t, n) => e && n.indexOf(e) === t), a = mp(r.next_steps);
	return X({ title: "Recommendation for Next Step" }, n("div", { class: "tbp-rec-head" }, vp(e.input_bound), r.bottleneck && r.bottleneck !== "unknown" ? n("span", {
		class: "tbp-help",
		text: `Bottleneck: ${r.bottleneck}`
	}) : null), i.map((e) => n("p", {
		class: "tbp-statement",
		text: e
	})), a.map((e) => n("div", {
		class: "tbp-next-steps",
		dataset: { kind: e.kind }
	}, n("div", {
		class: "tbp-summary-sub",
		text: e.heading
	}), n("ul", {}, e.items.map((e) => n("li", {}, pp(e, t))))))).element;
}
function Cp(e, t) {
	return e.classList.add(t), e;
}
function wp(e, { data: t, state: r = {}, selectTool: i } = {}) {
	let a = {
		state: r,
		selectTool: i,
		root: e.ownerDocument || document
	};
	e.classList.add("tbp-overview"), e.append(n("h2", { text: "Overview" }));
	let o = ip(t.diagnostics);
	o && e.append(o);
	let s = zu({
		title: "Run Environment",
		rows: hp(t.environment)
	}).element;
	e.append(n("div", { class: "tbp-chart-row tbp-ov-row" }, Cp(yp(t), "tbp-ov-narrow"), Cp(bp(t), "tbp-ov-wide")), n("div", { class: "tbp-ov-row" }, xp(t, r)), n("div", { class: "tbp-chart-row tbp-ov-row tbp-ov-top" }, Cp(s, "tbp-ov-narrow"), Cp(Sp(t, a), "tbp-ov-wide")));
}
// src/tools/input_pipeline_analyzer.js
var Tp = /* @__PURE__ */ t({
	HOST_CATEGORIES: () => Ep,
	allHosts: () => !0,
	deviceStatsRows: () => kp,
	formatUs: () => Op,
	hostBreakdown: () => Dp,
	inputPercentSeries: () => Ap,
	render: () => Rp
}), Ep = [
	{
		id: "enqueue",
		label: "Enqueuing data to be transferred to the device",
		color: "#d32f2f"
	},
	{
		id: "preprocessing",
		label: "Data preprocessing",
		color: "#1976d2"
	},
	{
		id: "advanced_file_read",
		label: "Reading data from files in advance (prefetch, cache, interleave)",
		color: "#388e3c"
	},
	{
		id: "demanded_file_read",
		label: "Reading data from files on demand",
		color: "#f57c00"
	},
	{
		id: "other",
		label: "Other data reading or processing",
		color: "#7b1fa2"
	}
];
function Dp(e = {}) {
	let t = e.breakdown_us || {}, n = e.total_input_us || Ep.reduce((e, n) => e + (Number(t[n.id]) || 0), 0);
	return Ep.map((e) => {
		let r = Number(t[e.id]) || 0;
		return {
			...e,
			us: r,
			percent: n ? 100 * r / n : 0
		};
	});
}
function Op(e) {
	return `${y(e, 1)} µs`;
}
function kp(e = {}, t = {}) {
	let n = e.step_time || {}, r = t.input_percent || {};
	return !n.count || !$f(e) ? [["Steps", "none measured"]] : [
		["Steps", y(n.count)],
		["Average step time", Jf(n.avg_ms)],
		["Step time standard deviation", Jf(n.stddev_ms)],
		["Step time range (min – max)", `${Jf(n.min_ms)} – ${Jf(n.max_ms)}`],
		["Waiting for input, average", `${b(r.avg ?? 0, 1)} of step time`],
		["Waiting for input, standard deviation", b(r.stddev ?? 0, 1)],
		["Waiting for input, range (min – max)", `${b(r.min ?? 0, 1)} – ${b(r.max ?? 0, 1)}`]
	];
}
function Ap(e = [], t = "cores") {
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
function jp(e, t, ...r) {
	return n("section", {
		class: "tbp-ipa-section",
		dataset: { section: String(e) }
	}, n("h3", {
		class: "tbp-ipa-heading",
		text: `Section ${e}: ${t}`
	}), r);
}
function Mp(e) {
	let t = e.summary || {}, r = t.input_bound || {}, i = [r.statement, t.conclusion].filter((e, t, n) => e && n.indexOf(e) === t);
	return jp(1, "Summary", X({}, n("div", { class: "tbp-rec-head" }, vp(r)), i.map((e) => n("p", {
		class: "tbp-statement",
		text: e
	})), t.next_step ? n("p", { class: "tbp-next-step" }, n("b", { text: "Recommendation for next step: " }), t.next_step) : null).element);
}
function Np(e, t) {
	let n = Lu({
		labels: e.map((e) => e.step || String(e.step_num)),
		series: Ap(e, t),
		yLeftLabel: "% of step time",
		format: (e) => b(e, 1),
		height: 220
	});
	return n.chart && (n.chart.data.datasets.forEach((t, n) => {
		t.pointRadius = e.length > 50 ? 0 : 3, t.borderColor = n ? "#9e9e9e" : Kf.input, t.backgroundColor = t.borderColor, n && (t.borderDash = [4, 3]);
	}), n.chart.update("none")), n.element;
}
function Pp(e) {
	let t = e.steps || {}, r = $f(t) ? t.rows : [], i = e.device_side || {}, a = ep(t, { diagnostics: e.diagnostics });
	return jp(2, "Device-side analysis details", n("p", {
		class: "tbp-help",
		text: i.has_device ? "Step time on the device, and the share of it the device spent waiting for input from the host." : "No device in this profile: steps are measured on the host."
	}), n("div", { class: "tbp-chart-row" }, X({ title: "Step time (ms), by category" }, a.element, tp(t)).element, zu({
		title: "Step time statistics",
		rows: kp(t, i)
	}).element), r.length ? X({ title: "% of step time waiting for input, per step" }, Np(r, t.spread_over || "cores")).element : null);
}
function Fp(e) {
	return n("table", { class: "tbp-breakdown tbp-host-breakdown" }, n("thead", {}, n("tr", {}, n("th", {}), n("th", { text: "Category" }), n("th", {
		class: "tbp-num",
		text: "Time"
	}), n("th", {
		class: "tbp-num",
		text: "Share"
	}))), n("tbody", {}, e.map((e) => n("tr", {
		class: e.us > 0 ? null : "tbp-breakdown-zero",
		dataset: { category: e.id }
	}, n("td", {}, n("span", {
		class: "tbp-swatch",
		style: { background: e.color },
		"aria-hidden": "true"
	})), n("td", {
		class: "tbp-breakdown-label",
		text: e.label
	}), n("td", {
		class: "tbp-num",
		text: Op(e.us)
	}), n("td", {
		class: "tbp-num",
		text: b(e.percent, 1)
	})))));
}
function Ip(e) {
	let t = e.host_side || {}, r = Dp(t), i = r.filter((e) => e.us > 0), a;
	if (!t.has_input_ops || !i.length) a = E("No input operations on the host", "No tf.data iterator events were found on the host, so input time cannot be broken down. Iterate the dataset inside the profiled steps to see it here.").element;
	else {
		let e = Fu({
			labels: i.map((e) => e.label),
			values: i.map((e) => e.us),
			format: Op,
			height: 240
		});
		e.chart && (e.chart.data.datasets[0].backgroundColor = i.map((e) => e.color), e.chart.options.plugins.legend.display = !1, e.chart.update("none")), a = n("div", { class: "tbp-chart-row" }, n("div", { class: "tbp-host-pie" }, e.element), n("div", {}, Fp(r), n("p", {
			class: "tbp-help",
			text: `Total input time on the host (self time of input ops): ${Op(t.total_input_us ?? 0)}`
		})));
	}
	let o = t.recommendations || [];
	return jp(3, "Host-side analysis details", X({ title: "Breakdown of input processing time on the host" }, a).element, o.length ? X({ title: "What can be done to reduce the input time" }, n("ul", { class: "tbp-recommendations" }, o.map((e) => n("li", { dataset: { category: e.category || "" } }, e.text || "", e.url ? [" ", op(e.url, "Learn more")] : null)))).element : null);
}
function Lp(e, t, r) {
	let i = e.input_ops || {
		columns: [],
		rows: []
	}, a = Ce({
		columns: (i.columns || []).map((e) => ({
			...e,
			format: e.type === "number" ? /percent/.test(e.id) ? (e) => b(e, 1) : (e) => y(e, 3) : void 0
		})),
		rows: i.rows || [],
		pageSize: 50,
		filterPlaceholder: "Filter by input op name",
		csvFileName: `${C(t.run, t.host || "all_hosts", "input_op_stats")}.csv`
	}), o = (i.rows || []).length, s = n("details", {
		class: "tbp-input-ops",
		open: t.input_ops === "open"
	}, n("summary", { text: `Input Op statistics (${y(o)} op${o === 1 ? "" : "s"})` }), n("p", {
		class: "tbp-help",
		text: "Input ops by self time: expand to see each op, its time and its category."
	}), a.element);
	return s.addEventListener("toggle", () => r({ input_ops: s.open ? "open" : "" })), s;
}
function Rp(e, { data: t, state: r = {}, setParams: i = () => {} } = {}) {
	e.classList.add("tbp-ipa"), e.append(n("h2", { text: "Input pipeline analyzer" }));
	let a = ip(t.diagnostics);
	a && e.append(a), e.append(Mp(t), Pp(t), Ip(t), Lp(t, r, i));
}
// src/tools/kernel_stats.js
var zp = /* @__PURE__ */ t({
	allHosts: () => !0,
	pieData: () => Up,
	render: () => Kp,
	shortName: () => Hp,
	tableModel: () => Wp,
	tensorCoreShare: () => Gp
}), Bp = /* @__PURE__ */ new Set([
	"total_duration_us",
	"avg_duration_us",
	"min_duration_us",
	"max_duration_us"
]), Vp = 60;
function Hp(e) {
	return e.length > Vp ? `${e.slice(0, 59)}…` : e;
}
function Up(e = []) {
	return {
		labels: e.map((e) => Hp(e.name)),
		values: e.map((e) => e.total_us)
	};
}
function Wp(e) {
	let t = e.columns.flatMap((e, t) => e.type === "boolean" ? [t] : []);
	return {
		columns: e.columns.map((e) => {
			let t = {
				...e,
				type: e.type === "number" ? "number" : "string"
			};
			return e.id === "occupancy_pct" ? t.format = (e) => y(e, 2) : Bp.has(e.id) && (t.format = (e) => y(e, 3)), e.id === "block_dim" && (t.title = "blockDim.x, blockDim.y, blockDim.z"), e.id === "grid_dim" && (t.title = "gridDim.x, gridDim.y, gridDim.z"), e.id === "shmem_bytes" && (t.title = "Static + dynamic shared memory"), t;
		}),
		rows: t.length ? e.rows.map((e) => {
			let n = e.slice();
			for (let r of t) n[r] = e[r] === !0 ? "Yes" : e[r] === !1 ? "No" : "";
			return n;
		}) : e.rows
	};
}
function Gp(e) {
	let t = Object.fromEntries(e.columns.map((e, t) => [e.id, t])), n = 0, r = 0;
	for (let i of e.rows) n += i[t.total_duration_us], i[t.is_kernel_using_tensor_core] === !0 && (r += i[t.total_duration_us]);
	return n > 0 ? 100 * r / n : null;
}
function Kp(e, { data: t, state: r = {}, setParams: i = () => {} }) {
	e.append(n("h2", { text: "GPU Kernel Stats" }));
	for (let r of t.diagnostics || []) e.append(n("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: r
	}));
	if (!t.rows.length) {
		e.append(E("No GPU kernels", "There is no GPU data to display because no kernels ran in the capture duration.").element);
		return;
	}
	let a = Gp(t), o = zu({
		title: "Kernel time",
		rows: [
			["Total kernel time", x(t.total_kernel_time_us)],
			["Kernel/op pairs", y(t.rows.length)],
			["Time in TensorCore kernels", a === null ? "" : b(a, 1)]
		]
	}), s = Fu({
		...Up(t.top_kernels),
		format: (e) => x(e),
		height: 300
	});
	s.chart && (s.chart.options.plugins.tooltip.callbacks.title = (e) => t.top_kernels[e[0]?.dataIndex]?.name ?? "", s.chart.update("none")), e.append(o.element, n("div", { class: "tbp-chart-row" }, X({ title: "Kernels with the most total time" }, s.element).element));
	let { columns: c, rows: l } = Wp(t), u = Ce({
		columns: c,
		rows: l,
		pageSize: 50,
		filterPlaceholder: "Filter by kernel or op name",
		csvFileName: `${C(r.run, r.host || "all_hosts", "kernel_stats")}.csv`,
		caption: "Kernel/op pairs by total duration",
		...Ee(r, i)
	});
	r.filter && u.setFilter(r.filter), r.page && u.setPage(Number(r.page) || 0), e.append(u.element);
}
// src/tools/generic.js
var qp = /* @__PURE__ */ t({ render: () => Yp }), Jp = 2e5;
function Yp(e, { data: t, state: r }) {
	let i = JSON.stringify(t, null, 1);
	e.append(n("h2", { text: r.tool }), n("p", {
		class: "tbp-help",
		text: "This tool has no view yet; its data follows."
	}), n("pre", {
		class: "tbp-json",
		text: i.length > Jp ? `${i.slice(0, Jp)}\n…` : i
	}));
}
// src/tools/tf_data_bottleneck_analysis.js
var Xp = /* @__PURE__ */ t({
	PIPELINE_COLUMNS: () => $p,
	allHosts: () => !0,
	graphContent: () => um,
	nodeLines: () => rm,
	pipelineRows: () => em,
	render: () => fm,
	summaryRows: () => nm,
	treeOf: () => im
}), Zp = /^https:\/\/www\.tensorflow\.org\//, Qp = {
	critical: "#424242",
	bottleneck: "#d32f2f",
	other: "#9e9e9e",
	bar: "#ffb74d",
	barBottleneck: "#e57373",
	muted: "#616161"
}, $p = [
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
function em(e) {
	return e.map((e) => $p.map((t) => e[t.id]));
}
var tm = (e) => x(e * 1e3);
function nm(e) {
	let t = [["Input bound", e.is_input_bound ? "Yes: a tf.data input pipeline is slower than 50 µs" : "No"]];
	e.host && (t.push(["Most input-bound host", e.host]), t.push(["Slowest input pipeline", `${e.pipeline} (max latency ${x(e.max_latency_us)})`]));
	let n = e.bottleneck;
	return n && (t.push(["Bottleneck iterator", `${n.type} (${n.name})`]), t.push(["Long name", n.long_name]), t.push(["Self time", tm(n.self_ms)]), t.push(["Bottleneck kind", n.category])), t;
}
function rm(e) {
	let t = [];
	if (e.ran) {
		let n = e.offset_us < 0 ? "−" : "+";
		t.push(`Start ${y(e.start_ms, 3)} ms (${n}${x(Math.abs(e.offset_us))} from the call) · Total ${tm(e.total_ms)} · Self ${tm(e.self_ms)} · # Calls ${y(e.calls)}`);
	} else t.push("Did not run for this call (it ran ahead of it, or not at all in the profile)");
	t.push(`Whole profile: ${y(e.profile_calls)} calls · total ${tm(e.profile_total_ms)} · self ${tm(e.profile_self_ms)}`);
	let n = Object.entries(e.params || {});
	return n.length && t.push(n.map(([e, t]) => `${e}=${t}`).join(" · ")), t;
}
function im(e) {
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
function am(e) {
	return e.is_bottleneck ? `3px solid ${Qp.bottleneck}` : e.on_critical_path ? `2px solid ${Qp.critical}` : `1px dashed ${Qp.other}`;
}
function om(e, t) {
	let r = rm(e), i = t > 0 && e.ran ? Math.min(1, e.self_ms * 1e3 / t) : 0, a = ["tbp-tfdata-node"];
	return e.on_critical_path && a.push("tbp-tfdata-critical"), e.is_bottleneck && a.push("tbp-tfdata-bottleneck"), e.ran || a.push("tbp-tfdata-idle"), n("div", {
		class: a.join(" "),
		dataset: { id: e.id },
		title: e.long_name,
		style: {
			border: am(e),
			borderRadius: "4px",
			padding: "6px 10px",
			margin: "4px 0",
			background: "#fff",
			maxWidth: "880px",
			opacity: e.ran ? "1" : "0.65"
		}
	}, n("div", { style: {
		display: "flex",
		gap: "8px",
		alignItems: "baseline",
		flexWrap: "wrap"
	} }, n("strong", { class: "tbp-tfdata-type" }, e.type), e.name && e.name !== e.type ? n("span", { style: { color: Qp.muted } }, e.name) : null, e.is_async ? n("span", {
		class: "tbp-tfdata-badge",
		style: sm("#e3f2fd", "#1565c0")
	}, "async") : null, e.on_critical_path ? n("span", {
		class: "tbp-tfdata-badge",
		style: sm("#eeeeee", "#212121")
	}, "critical path") : null, e.is_bottleneck ? n("span", {
		class: "tbp-tfdata-badge",
		style: sm("#ffebee", Qp.bottleneck)
	}, "bottleneck") : null), n("div", {
		class: "tbp-tfdata-long-name",
		style: {
			fontFamily: "monospace",
			fontSize: "12px",
			color: Qp.muted,
			wordBreak: "break-all"
		}
	}, e.long_name), n("div", {
		class: "tbp-tfdata-metrics",
		style: {
			fontSize: "12px",
			marginTop: "2px"
		}
	}, r[0]), n("div", {
		style: {
			height: "4px",
			background: "#f5f5f5",
			margin: "3px 0"
		},
		title: "Self time, as a share of the call's latency"
	}, n("div", { style: {
		height: "4px",
		width: `${(i * 100).toFixed(1)}%`,
		background: e.is_bottleneck ? Qp.barBottleneck : Qp.bar
	} })), r.slice(1).map((e) => n("div", { style: {
		fontSize: "11px",
		color: Qp.muted
	} }, e)));
}
function sm(e, t) {
	return {
		background: e,
		color: t,
		borderRadius: "8px",
		padding: "0 6px",
		fontSize: "11px"
	};
}
function cm(e, t) {
	return e.map(({ node: e, children: r }) => n("div", { class: "tbp-tfdata-branch" }, om(e, t), r.length ? n("div", {
		class: "tbp-tfdata-children",
		style: {
			marginLeft: "18px",
			paddingLeft: "14px",
			borderLeft: `1px ${e.is_async ? "dashed" : "solid"} #bdbdbd`
		}
	}, cm(r, t)) : null));
}
function lm() {
	let e = (e, t) => n("span", { style: {
		display: "inline-flex",
		alignItems: "center",
		gap: "4px"
	} }, n("span", { style: {
		display: "inline-block",
		width: "18px",
		height: "10px",
		border: e
	} }), t);
	return n("div", {
		class: "tbp-tfdata-legend",
		style: {
			display: "flex",
			gap: "16px",
			fontSize: "12px",
			color: Qp.muted,
			margin: "4px 0 8px"
		}
	}, e(`2px solid ${Qp.critical}`, "critical path"), e(`3px solid ${Qp.bottleneck}`, "bottleneck (largest self time on the critical path)"), e(`1px dashed ${Qp.other}`, "not on the critical path"), n("span", {}, "dashed guide: runs on a background thread"));
}
function um(e) {
	if (!e) return [E("No input pipeline graph").element];
	let t = n("p", { class: "tbp-help tbp-tfdata-graph-head" }, `${e.host} · ${e.name} · call ${y(e.rank + 1)} of ${y(e.num_ranks)} by latency (${x(e.call_latency_us)}, at ${y(e.call_start_ms, 3)} ms)`), r = e.nodes_dropped ? n("p", { class: "tbp-help" }, `${y(e.nodes_dropped)} more iterators are not drawn.`) : null;
	return [
		t,
		lm(),
		n("div", { class: "tbp-tfdata-tree" }, cm(im(e.nodes), e.call_latency_us)),
		r
	];
}
function dm(e) {
	if (!e) return null;
	let t = (e.links || []).filter((e) => Zp.test(e));
	return n("div", {
		class: "tbp-tfdata-suggestion",
		style: { marginTop: "8px" }
	}, n("div", { style: { fontWeight: "500" } }, "How to fix it"), n("p", { style: { margin: "4px 0" } }, e.suggestion), t.length ? n("div", { style: { fontSize: "12px" } }, "More: ", t.map((e, t) => [t ? " · " : "", n("a", {
		href: e,
		target: "_blank",
		rel: "noopener noreferrer"
	}, e.replace("https://www.tensorflow.org", ""))])) : null);
}
function fm(e, { data: t, state: r = {}, params: a = {}, api: o, setParams: s = () => {} }) {
	e.append(n("h2", { text: "tf.data Bottleneck Analysis" }));
	let c = t.summary;
	for (let r of t.diagnostics || []) e.append(n("div", { class: "tbp-diagnostic" }, r));
	if (!t.pipelines.length) {
		e.append(E("No tf.data input pipelines", c.statement).element);
		return;
	}
	let l = zu({
		title: "Performance Analysis Summary",
		rows: nm(c)
	});
	l.element.classList.add("tbp-tfdata-summary"), l.element.querySelector(".tbp-card-body").prepend(n("p", {
		class: "tbp-tfdata-statement",
		style: { marginTop: "0" }
	}, c.statement));
	let u = dm(c.bottleneck);
	u && l.element.querySelector(".tbp-card-body").append(u), e.append(l.element);
	let d = new Map(t.pipelines.map((e) => [e.key, e])), f = Ce({
		columns: $p.map((e) => ({
			...e,
			format: e.type === "number" ? (e) => y(e, 3) : void 0
		})),
		rows: em(t.pipelines),
		filterPlaceholder: "Filter by host or pipeline",
		csvFileName: "tf_data_input_pipelines.csv",
		initialSort: {
			id: "max_us",
			direction: "desc"
		}
	});
	f.element.classList.add("tbp-tfdata-pipelines"), e.append(n("h3", { text: "Input Pipelines (all hosts; click a row to see its graph)" }), f.element);
	let p = t.graph ? {
		key: t.graph.pipeline,
		rank: t.graph.rank
	} : null, m = n("select", {
		id: "tbp-tfdata-pipeline",
		"aria-label": "Input pipeline"
	}, t.pipelines.map((e) => n("option", {
		value: e.key,
		text: `${e.host} · ${e.name}`,
		selected: p && e.key === p.key
	}))), h = n("input", {
		id: "tbp-tfdata-rank",
		type: "number",
		min: "0",
		step: "1",
		class: "tbp-input",
		"aria-label": "Call rank",
		style: {
			minWidth: "0",
			width: "72px"
		}
	}), g = n("span", { class: "tbp-help" }), _ = n("div", { class: "tbp-tfdata-graph-body" }), v = X({ title: "Input Pipeline Graph" }, n("div", { style: {
		display: "flex",
		gap: "16px",
		alignItems: "center",
		flexWrap: "wrap"
	} }, n("label", {
		class: "tbp-field tbp-inline-field",
		style: { marginBottom: "0" }
	}, n("span", {
		class: "tbp-field-label",
		text: "Input pipeline"
	}), m), n("label", {
		class: "tbp-field tbp-inline-field",
		style: { marginBottom: "0" }
	}, n("span", {
		class: "tbp-field-label",
		text: "Call rank (0 = slowest)"
	}), h, g)), _);
	v.element.classList.add("tbp-tfdata-graph"), e.append(v.element);
	let b = (e) => {
		h.value = String(e.rank), h.max = String(Math.max(0, e.num_ranks - 1)), g.textContent = `of ${y(e.num_ranks)} calls`, m.value = e.pipeline, i(_).append(...um(e).filter(Boolean));
	}, x = 0, S = async (e, t) => {
		if (!d.has(e)) return;
		let r = ++x;
		p = {
			key: e,
			rank: t
		}, s({
			pipeline: e,
			rank: String(t)
		}), i(_).append(n("p", { class: "tbp-help tbp-tfdata-loading" }, `Loading the graph of ${d.get(e).host} · ${d.get(e).name}…`));
		try {
			let n = await o.data({
				...a,
				pipeline: e,
				rank: String(t)
			});
			r === x && b(n.graph);
		} catch (n) {
			r === x && i(_).append(T(n, { retry: () => S(e, t) }).element);
		}
	};
	m.addEventListener("change", () => S(m.value, 0)), h.addEventListener("change", () => {
		let e = Math.max(0, Math.floor(Number(h.value) || 0));
		p && S(p.key, e);
	}), f.element.addEventListener("click", (e) => {
		let n = e.target.closest("tbody tr");
		if (!n || n.classList.contains("tbp-table-empty-row")) return;
		let [r, i] = [...n.cells].slice(0, 2).map((e) => e.textContent), a = t.pipelines.find((e) => e.host === r && e.name === i);
		a && S(a.key, 0);
	}), f.element.querySelector("tbody").style.cursor = "pointer", t.graph ? b(t.graph) : i(_).append(...um(null));
	let C = Math.max(0, Math.floor(Number(r.rank) || 0));
	r.pipeline && d.has(r.pipeline) && o && (!p || r.pipeline !== p.key || C !== p.rank) && S(r.pipeline, C);
}
// src/components/tooltip.js
var pm = 12, mm = 4, hm = null, gm = null;
function _m() {
	return hm || (hm = document.createElement("div"), hm.className = "tbp-tooltip", hm.id = "tbp-tooltip", hm.setAttribute("role", "tooltip"), hm.hidden = !0), hm.isConnected || document.body.append(hm), hm;
}
function vm(e, t, n) {
	let r = e.offsetWidth, i = e.offsetHeight, a = window.innerWidth || document.documentElement.clientWidth || 0, o = window.innerHeight || document.documentElement.clientHeight || 0, s = t + pm, c = n + pm;
	a && s + r + mm > a && (s = Math.max(mm, t - pm - r)), o && c + i + mm > o && (c = Math.max(mm, n - pm - i)), e.style.left = `${Math.round(s)}px`, e.style.top = `${Math.round(c)}px`;
}
function ym(e) {
	!hm || e && gm !== e || (hm.hidden = !0, hm.textContent = "", gm && gm.removeAttribute("aria-describedby"), gm = null);
}
function bm(e, t) {
	function n() {
		let n = typeof t == "function" ? t(e) : t;
		return n == null ? "" : String(n);
	}
	function r(t, r) {
		let i = n();
		if (!i) {
			ym(e);
			return;
		}
		let a = _m();
		gm && gm !== e && gm.removeAttribute("aria-describedby"), gm = e, a.textContent = i, a.hidden = !1, e.setAttribute("aria-describedby", a.id), vm(a, t, r);
	}
	function i() {
		let t = e.getBoundingClientRect();
		r(t.left, t.bottom);
	}
	let a = {
		mouseenter: (e) => r(e.clientX, e.clientY),
		mousemove: (t) => {
			gm === e && hm && !hm.hidden && vm(hm, t.clientX, t.clientY);
		},
		mouseleave: () => ym(e),
		focus: () => i(),
		blur: () => ym(e),
		keydown: (t) => {
			t.key === "Escape" && ym(e);
		}
	};
	for (let [t, n] of Object.entries(a)) e.addEventListener(t, n);
	return {
		element: _m(),
		show: (e, t) => e === void 0 ? i() : r(e, t),
		hide: () => ym(e),
		detach() {
			ym(e);
			for (let [t, n] of Object.entries(a)) e.removeEventListener(t, n);
		}
	};
}
// src/tools/pod_viewer.js
var xm = /* @__PURE__ */ t({
	HEAT_STOPS: () => wm,
	NO_DATA_COLOR: () => Tm,
	allHosts: () => !0,
	breakdownRows: () => qm,
	channelRows: () => Km,
	columnLabel: () => Rm,
	corePosition: () => Lm,
	coreRows: () => Wm,
	coreShare: () => Im,
	coreTooltip: () => Um,
	formatUs: () => Mm,
	heatColor: () => jm,
	podCategoryColor: () => km,
	render: () => $m,
	shorten: () => Hm,
	stepRows: () => Nm,
	stepSummary: () => Jm,
	topologyLayout: () => Vm,
	usedCategories: () => Ym
}), Sm = "http://www.w3.org/2000/svg", Cm = 1024 ** 2, wm = [
	"#ffffd9",
	"#edf8b1",
	"#c7e9b4",
	"#7fcdbb",
	"#41b6c4",
	"#1d91c0",
	"#225ea8",
	"#253494",
	"#081d58"
], Tm = "#e0e0e0", Em = "#d32f2f", Dm = "#90caf9", Om = {
	high_flops_compute: "#388e3c",
	low_flops_compute: "#81c784",
	infeed: "#d32f2f",
	outfeed: "#c2185b",
	all_reduce_sync: "#7b1fa2",
	all_reduce_compute: "#0097a7",
	send: "#f57c00",
	recv: "#fbc02d"
};
function km(e, t = 0) {
	return Om[e] || qf(e, t);
}
function Am(e) {
	let t = parseInt(e.slice(1), 16);
	return [
		t >> 16 & 255,
		t >> 8 & 255,
		t & 255
	];
}
function jm(e) {
	if (e == null || Number.isNaN(e)) return Tm;
	let t = Math.min(1, Math.max(0, e)) * (wm.length - 1), n = Math.min(wm.length - 2, Math.floor(t)), r = Am(wm[n]), i = Am(wm[n + 1]), a = t - n;
	return `#${r.map((e, t) => Math.round(e + (i[t] - e) * a).toString(16).padStart(2, "0")).join("")}`;
}
function Mm(e, t = 2) {
	return e == null || Number.isNaN(e) ? "" : `${y(e, t)} µs`;
}
function Nm(e) {
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
var Pm = /* @__PURE__ */ new WeakMap();
function Fm(e, t) {
	let n = Pm.get(e);
	n || Pm.set(e, n = /* @__PURE__ */ new Map());
	let r = String(t);
	return n.has(r) || n.set(r, Nm((e.per_step || {})[r])), n.get(r);
}
function Im(e, t, n) {
	let r = (e.cores || {})[String(t)];
	if (!r) return null;
	let i = Number(r.breakdown_us?.[n]) || 0, a = Number(r.total_us) || 0;
	return {
		us: i,
		total: a,
		share: a > 0 ? i / a : 0
	};
}
function Lm(e, t) {
	let n = t.chips_per_host || 1;
	return `host ${e.host_index}, chip ${e.chip_id - e.host_index * n}, core ${e.core_on_chip}`;
}
function Rm(e, t) {
	return (t.cores_per_chip || 1) > 1 ? `${e.chip_id}:${e.core_on_chip}` : String(e.chip_id);
}
var zm = [
	56,
	44,
	36,
	28,
	22,
	16,
	12,
	8
];
function Bm(e, t, n) {
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
function Vm(e, t, { maxWidth: n = 900, maxHeight: r = 560 } = {}) {
	let i = (t.length <= 1 ? [96, ...zm] : zm).map((t) => Bm(e, t, n)), a = i.filter((e) => e.width <= n && e.height <= r), o = a.find((e) => e.hostCols === e.numHosts || e.width >= e.height) || a[0] || i.at(-1), s = e.hosts || [], c = [], l = [];
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
function Z(e, t = {}, ...n) {
	let r = document.createElementNS(Sm, e);
	for (let [e, n] of Object.entries(t)) n != null && r.setAttribute(e, String(n));
	for (let e of n) e && r.append(e instanceof Node ? e : document.createTextNode(String(e)));
	return r;
}
function Hm(e, t) {
	if (e.length <= t) return e;
	let n = Math.max(1, Math.floor((t - 1) / 2));
	return `${e.slice(0, Math.max(1, t - 1 - n))}…${e.slice(-n)}`;
}
function Um(e, t, n, r) {
	let i = Im(n, e.core_id, r.id), a = [
		`Position: ${Lm(e, t)}`,
		`Global chip id: ${e.chip_id}`,
		`Host: ${e.host}`
	];
	return e.name && a.push(`Device: ${e.name}`), i ? (a.push(`${r.label}: ${Mm(i.us)} (${b(100 * i.share, 1)} of the step)`), a.push(`Step time: ${Mm(i.total)}`)) : a.push("Did not run this step"), a.join("\n");
}
function Wm(e, t, n, r) {
	let i = Im(n, e.core_id, r.id), a = (n.cores || {})[String(e.core_id)];
	return [
		["Position", Lm(e, t)],
		["Global chip id", String(e.chip_id)],
		["Core id", String(e.core_id)],
		["Host", e.host],
		["Device", e.name || "-"],
		["Step time", i ? Mm(i.total) : "did not run this step"],
		[r.label, i ? Mm(i.us) : "-"],
		["Share of the step", i ? b(100 * i.share, 1) : "-"],
		["Bottleneck", a?.bottleneck || "-"]
	];
}
function Gm(e, t) {
	return e ? `core ${e.core_id} (${Lm(e, t)})` : "?";
}
function Km(e, t, r) {
	return [
		["Channel id", String(e.channel_id)],
		["From", Gm(t.get(e.src_core), r)],
		["To", Gm(t.get(e.dst_core), r)],
		["Data transferred", `${y(e.data_bytes / Cm, 3)} MiB`],
		["Latency", Mm(e.latency_us)],
		["BW", `${y(e.bandwidth_gibps, 3)} GiB/s`],
		["Send delay", Mm(e.send_delay_us)],
		["Hlo names", (e.hlo_names || []).length ? n("span", { class: "tbp-pod-hlo" }, e.hlo_names.map((e) => n("code", { text: e }))) : "-"]
	];
}
function qm(e, t) {
	return t ? [...e.map((e) => [e.label, Mm(Number(t.breakdown_us?.[e.id]) || 0)]), ["Step time", Mm(t.total_us)]] : [["", "Did not run this step"]];
}
function Jm(e, t) {
	let n = Fm(e, t), r = Object.keys(n.cores || {}), i = r.map((e) => Number(n.cores[e].total_us) || 0), a = [`Step ${t}: ${r.length} of ${e.cores.length} ${e.cores.length === 1 ? "core" : "cores"} ran it`];
	i.length > 1 ? a.push(`step time ${Mm(Math.min(...i))} – ${Mm(Math.max(...i))}`) : i.length && a.push(`step time ${Mm(i[0])}`);
	let o = (n.channels || []).length;
	return a.push(o ? `${o} send/recv ${o === 1 ? "channel" : "channels"}` : "no send/recv channels"), a.join(" · ");
}
function Ym(e) {
	let t = e.categories || [], n = /* @__PURE__ */ new Set();
	for (let r of Object.values(e.per_step || {})) {
		if (Array.isArray(r.cores)) for (let e of t) !n.has(e.id) && (r.breakdown_us?.[e.id] || []).some((e) => e > 0) && n.add(e.id);
		else for (let e of Object.values(r.cores || {})) for (let r of t) !n.has(r.id) && Number(e.breakdown_us?.[r.id]) > 0 && n.add(r.id);
		if (n.size === t.length) break;
	}
	let r = t.filter((e) => n.has(e.id));
	return r.length ? r : t;
}
function Xm(e, t, r) {
	return n("label", { class: "tbp-field tbp-pod-field" }, n("span", {
		class: "tbp-field-label",
		text: e
	}), t, r);
}
function Zm(e) {
	let t = wm.map((e, t) => Z("stop", {
		offset: `${100 * t / (wm.length - 1)}%`,
		"stop-color": e
	})), n = Z("g", { class: "tbp-pod-ticks" }), r = Z("svg", {
		class: "tbp-pod-legend",
		width: 390,
		height: 36,
		role: "img"
	}, Z("defs", {}, Z("linearGradient", {
		id: e,
		x1: "0%",
		x2: "100%",
		y1: "0%",
		y2: "0%"
	}, ...t)), Z("rect", {
		x: 10,
		y: 2,
		width: 280,
		height: 14,
		fill: `url(#${e})`,
		stroke: "#9e9e9e",
		"stroke-width": .5
	}), n, Z("rect", {
		x: 304,
		y: 2,
		width: 14,
		height: 14,
		fill: Tm,
		stroke: "#9e9e9e",
		"stroke-width": .5
	}), Z("text", {
		x: 322,
		y: 13,
		"font-size": 11,
		fill: "#616161"
	}, "no data"));
	function i(e) {
		n.replaceChildren();
		for (let t = 0; t <= 4; t += 1) {
			let r = 10 + 280 * t / 4;
			n.append(Z("line", {
				x1: r,
				x2: r,
				y1: 16,
				y2: 20,
				stroke: "#9e9e9e"
			})), n.append(Z("text", {
				x: r,
				y: 32,
				"font-size": 11,
				fill: "#616161",
				"text-anchor": t === 0 ? "start" : t === 4 ? "end" : "middle"
			}, b(100 * e * t / 4, e >= .4 ? 0 : e >= .04 ? 1 : 2)));
		}
		r.setAttribute("aria-label", `Colour scale: 0% (light yellow) to ${b(100 * e, 1)} of the step (dark blue)`);
	}
	return i(1), {
		element: r,
		setMax: i
	};
}
var Qm = 0;
function $m(e, { data: t, state: r = {}, setParams: i = () => {} }) {
	let a = t.topology || {}, o = t.cores || [], s = t.steps || [], c = t.categories || [];
	e.append(n("h2", { text: "Pod viewer" }));
	let l = ip(t.diagnostics || {});
	if (l && e.append(l), !o.length || !s.length || !c.length) {
		e.append(E(o.length ? "No steps in this profile" : "No devices in this profile", "The pod viewer shows one step at a time of every TPU core (or of the host when there is no TPU): mark each training step (tf.profiler.experimental.Trace(\"train\", step_num=...) or jax.profiler.StepTraceAnnotation) and capture again.").element);
		return;
	}
	let u = o.length === 1, d = new Map(o.map((e) => [e.core_id, e])), f = new Map(c.map((e) => [e.id, e])), p = Math.max(0, s.findIndex((e) => String(e) === String(r.step))), m = f.get(r.category) || Ym(t)[0], h = r.scale === "max", g = 0, _ = r.channel, v = null, b = "", x = o[0], S = 0, C = () => Fm(t, s[p]), w = n("input", {
		type: "range",
		id: "tbp-pod-step",
		min: "0",
		max: String(s.length - 1),
		step: "1",
		value: String(p),
		"aria-label": "Step",
		disabled: s.length < 2
	}), T = n("output", {
		class: "tbp-pod-step-value",
		id: "tbp-pod-step-value",
		for: "tbp-pod-step"
	}), D = n("select", {
		id: "tbp-pod-category",
		"aria-label": "Breakdown category"
	}, c.map((e) => n("option", {
		value: e.id,
		text: e.label,
		selected: e === m
	}))), ee = n("select", {
		id: "tbp-pod-scale",
		"aria-label": "Colour scale"
	}, n("option", {
		value: "",
		text: "0 – 100% of the step",
		selected: !h
	}), n("option", {
		value: "max",
		text: "0 – the highest core",
		selected: h
	})), O = n("p", { class: "tbp-help tbp-pod-summary" });
	e.append(n("div", { class: "tbp-pod-controls" }, Xm(`Step (${s.length} ${s.length === 1 ? "step" : "steps"})`, n("span", { class: "tbp-pod-slider" }, w, T)), Xm("Colour by", D), Xm("Colour scale", ee)), O);
	let k = zu({
		title: u ? "Device" : "Core",
		subtitle: "Hover a core of the topology"
	}), te = zu({ title: "Channel" }), A = zu({
		title: "Step breakdown",
		subtitle: "Hover a column of the chart"
	});
	k.element.classList.add("tbp-pod-core-card"), te.element.classList.add("tbp-pod-channel-card");
	let j = te.element.querySelector("dl"), M = n("p", {
		class: "tbp-pod-no-channels",
		text: "No send/recv channels in this step."
	});
	te.element.append(M), A.element.classList.add("tbp-pod-breakdown-card");
	let N = null, ne = `tbp-pod-arrow-${++Qm}`, re = /* @__PURE__ */ new Map(), ie = Z("g", { class: "tbp-pod-hosts" }), ae = Math.max(1, a.chips_per_host || 1), oe = Z("g", {
		class: "tbp-pod-link",
		"pointer-events": "none"
	}), se = Z("svg", {
		class: "tbp-pod-topology",
		role: "img",
		"aria-label": `Topology: ${a.num_hosts} hosts × ${a.chips_per_host} chips × ${a.cores_per_chip} cores`
	}, Z("defs", {}, Z("marker", {
		id: ne,
		viewBox: "0 0 10 10",
		refX: 9,
		refY: 5,
		markerWidth: 6,
		markerHeight: 6,
		orient: "auto-start-reverse"
	}, Z("path", {
		d: "M0,0 L10,5 L0,10 z",
		fill: Em
	}))), ie, oe), ce = n("div", { class: "tbp-pod-topology-wrap" }, se);
	function le(e) {
		N = Vm(a, o, { maxWidth: e }), ie.replaceChildren(), re.clear();
		for (let e of N.hosts) {
			let t = Z("text", {
				x: e.x + 5,
				y: e.y + 14,
				"font-size": 11,
				fill: "#424242"
			}, Hm(String(e.name), Math.floor((e.w - 8) / 6.2)));
			t.append(Z("title", {}, String(e.name))), ie.append(Z("rect", {
				x: e.x,
				y: e.y,
				width: e.w,
				height: e.h,
				rx: 3,
				fill: "#f5f5f5",
				stroke: "#9e9e9e"
			}), t);
		}
		for (let e of N.chips) ie.append(Z("rect", {
			x: e.x,
			y: e.y,
			width: e.w,
			height: e.h,
			rx: 2,
			fill: "#fff",
			stroke: "#bdbdbd",
			"data-chip": e.id,
			"data-host": Math.floor(e.id / ae)
		}));
		for (let e of o) {
			let t = N.cores.get(e.core_id);
			if (!t) continue;
			let n = Z("rect", {
				x: t.x,
				y: t.y,
				width: t.w,
				height: t.h,
				stroke: "#757575",
				"stroke-width": .5,
				class: "tbp-pod-core",
				"data-core": e.core_id
			});
			re.set(e.core_id, n), ie.append(n);
		}
		se.setAttribute("width", N.width + 2), se.setAttribute("height", N.height + 2), se.setAttribute("viewBox", `-1 -1 ${N.width + 2} ${N.height + 2}`);
	}
	let ue = Zm(`tbp-pod-heat-${Qm}`), P = n("span"), de = X({
		title: P,
		subtitle: `${a.num_hosts} ${a.num_hosts === 1 ? "host" : "hosts"} × ${a.chips_per_host} ${a.chips_per_host === 1 ? "chip" : "chips"} × ${a.cores_per_chip} ${a.cores_per_chip === 1 ? "core" : "cores"} (${o.length} in all)`
	}, ce, ue.element);
	de.element.classList.add("tbp-pod-topology-card");
	let fe = bm(se, () => b);
	se.addEventListener("mousemove", (e) => {
		let t = e.target?.getAttribute?.("data-core"), n = t == null ? null : d.get(Number(t));
		n ? n.core_id !== v && (v = n.core_id, b = Um(n, a, C(), m), fe.show(e.clientX, e.clientY), x = n, k.setRows(Wm(n, a, C(), m))) : (v !== null && fe.hide(), v = null, b = "");
	}), se.addEventListener("mouseleave", () => {
		v = null, b = "";
	});
	let pe = n("select", {
		id: "tbp-pod-channel",
		"aria-label": "Channel id"
	}), me = Xm("Channel id", pe), he = n("p", {
		class: "tbp-pod-no-channels",
		text: "No send/recv channels in this step."
	}), F = Ru({
		labels: [],
		values: [],
		label: "Latency (µs)",
		format: (e) => y(e, 2),
		height: 220
	});
	F.element.classList.add("tbp-pod-latency");
	let ge = X({
		title: "Send/recv channels: latency per channel (µs)",
		subtitle: "Hover or click a bar to draw its link on the topology"
	}, me, he, F.element);
	if (ge.element.classList.add("tbp-pod-channels"), F.chart) {
		let e = null, t = (t, n) => {
			t.native !== e && (e = t.native, n.length && n[0].index !== g && ve(n[0].index, !0));
		};
		F.chart.options.onHover = t, F.chart.options.onClick = t, F.chart.options.scales.x.title = {
			display: !0,
			text: "Channel id"
		}, F.chart.options.scales.y.title = {
			display: !0,
			text: "Latency (µs)"
		}, F.chart.options.plugins.tooltip.callbacks.title = (e) => e.length ? `Channel ${e[0].label}` : "", F.chart.options.plugins.tooltip.callbacks.label = (e) => `Latency: ${Mm(e.parsed.y)}`;
	}
	pe.addEventListener("change", () => ve(Number(pe.value), !0));
	function _e(e) {
		if (oe.replaceChildren(), !e) return;
		let t = N.cores.get(e.src_core), n = N.cores.get(e.dst_core);
		for (let e of [t, n]) e && oe.append(Z("rect", {
			x: e.x - 1.5,
			y: e.y - 1.5,
			width: e.w + 3,
			height: e.h + 3,
			fill: "none",
			stroke: Em,
			"stroke-width": 2
		}));
		if (!t || !n || t === n) return;
		let [r, i, a, o] = [
			t.x + t.w / 2,
			t.y + t.h / 2,
			n.x + n.w / 2,
			n.y + n.h / 2
		];
		oe.append(Z("line", {
			x1: r,
			y1: i,
			x2: a,
			y2: o,
			stroke: Em,
			"stroke-width": 2,
			"marker-end": `url(#${ne})`,
			class: "tbp-pod-arrow",
			"data-src": e.src_core,
			"data-dst": e.dst_core
		})), oe.append(Z("circle", {
			cx: r,
			cy: i,
			r: 3,
			fill: Em
		}));
	}
	function ve(e, t) {
		let n = C().channels || [];
		g = Math.min(Math.max(0, e), Math.max(0, n.length - 1));
		let r = n[g];
		pe.value = String(g), _e(r), te.setRows(r ? Km(r, d, a) : []), j.hidden = !r, M.hidden = !!r, F.chart && r && (F.chart.data.datasets[0].backgroundColor = n.map((e, t) => t === g ? Em : Dm), F.chart.update("none")), t && r && (_ = String(r.channel_id), i({ channel: _ }));
	}
	function ye() {
		let e = C().channels || [], t = e.length > 0;
		me.hidden = !t, F.element.hidden = !t, he.hidden = t;
		let r = /* @__PURE__ */ new Map();
		for (let t of e) r.set(t.channel_id, (r.get(t.channel_id) || 0) + 1);
		pe.replaceChildren(...e.map((e, t) => n("option", {
			value: String(t),
			text: r.get(e.channel_id) > 1 ? `${e.channel_id} (core ${e.src_core} → core ${e.dst_core})` : String(e.channel_id)
		}))), F.chart && (F.chart.data.labels = e.map((e) => String(e.channel_id)), F.chart.data.datasets[0].data = e.map((e) => e.latency_us));
		let i = e.findIndex((e) => String(e.channel_id) === String(_));
		ve(i >= 0 ? i : 0, !1), F.chart && !t && F.chart.update("none");
	}
	let be = (a.cores_per_chip || 1) > 1, xe = Ym(t), Se = o[0], Ce = (e) => Fm(t, s[e]).cores?.[String(Se.core_id)], we = Iu({
		labels: u ? s.map(String) : o.map((e) => Rm(e, a)),
		series: xe.map((e) => ({
			label: e.label,
			values: u ? s.map((t, n) => Number(Ce(n)?.breakdown_us?.[e.id]) || 0) : o.map(() => 0)
		})),
		yLabel: "Time (µs)",
		format: (e) => y(e, 2),
		height: 320
	});
	we.element.classList.add("tbp-pod-breakdown");
	let Te = X({ title: u ? `Step breakdown of ${Se.name || "the device"} per step (µs): click a column to select its step` : `Step breakdown per core (µs): x is the global chip id${be ? ":core on the chip" : ""}, one column per core` }, we.element);
	Te.element.classList.add("tbp-pod-breakdown-section");
	function Ee(e) {
		if (S = e, u) {
			A.setRows([["Step", String(s[e])], ...qm(xe, Ce(e))]);
			return;
		}
		let t = o[e], n = (C().cores || {})[String(t.core_id)];
		A.setRows([
			["Chip (global id)", String(t.chip_id)],
			["Core on chip", String(t.core_on_chip)],
			["Host", t.host],
			...qm(xe, n)
		]);
	}
	if (we.chart) {
		let e = we.chart;
		e.data.datasets.forEach((e, t) => {
			e.backgroundColor = km(xe[t].id, c.indexOf(xe[t]));
		});
		let t = e.options.plugins.tooltip;
		t.filter = (e) => e.parsed.y > 0, t.callbacks.title = (e) => {
			if (!e.length) return "";
			if (u) return `Step ${s[e[0].dataIndex]}`;
			let t = o[e[0].dataIndex];
			return `Chip ${t.chip_id}, core ${t.core_on_chip} (${t.host})`;
		}, t.callbacks.label = (e) => `${e.dataset.label}: ${Mm(e.parsed.y)}`, e.options.scales.x.title = {
			display: !0,
			text: u ? "Step" : be ? "Global chip id:core" : "Global chip id"
		}, e.options.onHover = (e, t) => {
			t.length && t[0].index !== S && Ee(t[0].index);
		}, u && (e.options.onClick = (e, t) => {
			t.length && (w.value = String(t[0].index), w.dispatchEvent(new Event("input")));
		});
	}
	function De() {
		let e = we.chart;
		if (u) {
			if (S = p, !e) return;
			for (let t of e.data.datasets) t.borderColor = "#212121", t.borderWidth = s.map((e, t) => t === p ? 1.5 : 0);
			e.update("none");
			return;
		}
		let t = C();
		e && (xe.forEach((n, r) => {
			e.data.datasets[r].data = o.map((e) => Number(t.cores?.[String(e.core_id)]?.breakdown_us?.[n.id]) || 0);
		}), e.update("none"));
	}
	function Oe() {
		let e = C(), t = 1;
		if (h) {
			t = 0;
			for (let n of o) t = Math.max(t, Im(e, n.core_id, m.id)?.share || 0);
			t <= 0 && (t = 1);
		}
		for (let n of o) {
			let r = re.get(n.core_id);
			if (!r) continue;
			let i = Im(e, n.core_id, m.id);
			r.setAttribute("fill", jm(i ? i.share / t : null));
		}
		ue.setMax(t), P.textContent = `${u ? "Device" : "Topology"}: share of step ${s[p]} in ${m.label}`, k.setRows(Wm(x, a, e, m)), v = null;
	}
	function ke() {
		let e = s[p];
		T.textContent = `Step ${e} (${p + 1} of ${s.length})`, w.setAttribute("aria-valuetext", `Step ${e}`), O.textContent = Jm(t, e), Oe(), ye(), De(), Ee(S);
	}
	w.addEventListener("input", () => {
		p = Number(w.value) || 0, ke(), i({ step: String(s[p]) });
	}), D.addEventListener("change", () => {
		m = f.get(D.value) || c[0], Oe(), i({ category: m.id });
	}), ee.addEventListener("change", () => {
		h = ee.value === "max", Oe(), i({ scale: ee.value });
	}), e.append(n("div", { class: "tbp-pod-layout" }, n("div", { class: "tbp-pod-main" }, de.element, u ? null : ge.element, Te.element), n("aside", { class: "tbp-pod-side" }, k.element, te.element, A.element))), le(ce.clientWidth ? Math.max(240, ce.clientWidth - 4) : 900), ke();
}
// src/tools/op_profile.js
var eh = /* @__PURE__ */ t({
	GROUPINGS: () => th,
	OP_COUNTS: () => rh,
	SORTS: () => nh,
	allHosts: () => !0,
	dataParams: () => Oh,
	detailsRows: () => bh,
	formatUtilization: () => sh,
	initialExpanded: () => gh,
	layoutRows: () => xh,
	nodeKey: () => mh,
	overviewItems: () => Sh,
	render: () => Ah,
	shortProvenance: () => _h,
	sortedChildren: () => fh,
	timePercent: () => lh,
	totalTimePs: () => ch,
	utilizationColor: () => uh,
	visibleRows: () => hh
}), th = [
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
], nh = [
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
], rh = [
	"5",
	"10",
	"25",
	"50",
	"100",
	"all"
], ih = "10", ah = "\n.tbp-op-controls { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; margin: 8px 0 12px; }\n.tbp-op-controls label { display: inline-flex; gap: 6px; align-items: center; color: #616161; }\n.tbp-op-layout { display: flex; gap: 16px; align-items: flex-start; }\n.tbp-op-main { flex: 1 1 auto; min-width: 0; overflow-x: auto; }\n.tbp-op-side { flex: 0 0 280px; max-width: 40%; position: sticky; top: 8px; }\n.tbp-op-table { border-collapse: collapse; width: 100%; font-size: 13px; table-layout: fixed; }\n.tbp-op-table col.tbp-op-col-time { width: 100px; }\n.tbp-op-table col.tbp-op-col-prov { width: 22%; }\n.tbp-op-table col.tbp-op-col-flops { width: 60px; }\n.tbp-op-table col.tbp-op-col-bw { width: 64px; }\n.tbp-op-table th { text-align: left; font-weight: 500; color: #616161; border-bottom: 1px solid #e0e0e0;\n  padding: 4px 8px; white-space: nowrap; }\n.tbp-op-table td { padding: 3px 6px; border-bottom: 1px solid #f2f2f2; vertical-align: middle; }\n.tbp-op-row { cursor: pointer; }\n.tbp-op-row:hover { background: #fff8ef; }\n.tbp-op-row.tbp-op-selected { background: #ffe0b2; }\n.tbp-op-row.tbp-op-kind-program > td, .tbp-op-row.tbp-op-kind-category > td { font-weight: 500; }\n.tbp-op-row.tbp-op-kind-idle { color: #757575; }\n.tbp-op-name { display: flex; align-items: center; gap: 4px; white-space: nowrap; min-width: 0; }\n.tbp-op-label { overflow: hidden; text-overflow: ellipsis; }\n.tbp-op-toggle { border: 0; background: none; cursor: pointer; width: 18px; padding: 0; color: #616161;\n  font-size: 11px; }\n.tbp-op-toggle:focus-visible { outline: 2px solid #f57c00; }\n.tbp-op-toggle-space { display: inline-block; width: 18px; }\n.tbp-op-time { display: flex; align-items: center; gap: 6px; }\n.tbp-op-time .tbp-op-num { flex: 0 0 42px; }\n.tbp-op-bar { flex: 0 0 38px; height: 8px; background: #eeeeee; border-radius: 2px; overflow: hidden; }\n.tbp-op-bar-fill { height: 100%; background: #f57c00; }\n.tbp-op-num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }\n.tbp-op-provenance { color: #424242; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }\n.tbp-op-more td { color: #757575; font-style: italic; }\n.tbp-op-expression { white-space: pre-wrap; word-break: break-all; font-size: 12px; background: #fafafa;\n  border: 1px solid #eeeeee; padding: 6px; margin: 4px 0; max-height: 220px; overflow: auto; }\n.tbp-op-layout-table { border-collapse: collapse; font-size: 12px; margin-top: 4px; }\n.tbp-op-layout-table th, .tbp-op-layout-table td { padding: 2px 6px; border-bottom: 1px solid #eeeeee; text-align: right; }\n.tbp-op-layout-table th:first-child, .tbp-op-layout-table td:first-child { text-align: left; }\n.tbp-op-big { display: flex; flex-wrap: wrap; gap: 24px; margin-bottom: 8px; }\n.tbp-op-big-item { min-width: 160px; }\n.tbp-op-big-value { font-size: 26px; font-weight: 500; }\n.tbp-op-big-label { color: #616161; }\n.tbp-op-suggestions { margin: 4px 0 0; padding-left: 20px; }\n.tbp-op-suggestions li { margin: 4px 0; }\n@media (max-width: 900px) {\n  .tbp-op-layout { flex-direction: column; }\n  .tbp-op-side { max-width: none; width: 100%; position: static; }\n}\n";
function oh(e = document) {
	if (!(e.tbpOpProfileStyle || typeof CSSStyleSheet > "u")) try {
		let t = new CSSStyleSheet();
		t.replaceSync(ah), e.adoptedStyleSheets = [...e.adoptedStyleSheets || [], t], e.tbpOpProfileStyle = t;
	} catch {}
}
function sh(e) {
	if (e == null || Number.isNaN(e)) return "";
	let t = 100 * e;
	return `${t < .1 && t > 0 ? t.toFixed(3) : t.toFixed(1)}%`;
}
function ch(e, t) {
	let n = t ? e.metrics : e.metrics_exclude_idle || e.metrics;
	return n ? n.time_ps : 0;
}
function lh(e, t, n) {
	let r = ch(t, n), i = e.metrics ? e.metrics.time_ps : null;
	return r > 0 && typeof i == "number" ? 100 * i / r : null;
}
function uh(e) {
	return e == null || Number.isNaN(e) ? null : `hsl(${Math.round(120 * Math.max(0, Math.min(1, e)))}, 70%, 82%)`;
}
function dh(e, t) {
	let n = e.metrics || {};
	return t === "flops" ? n.flops_utilization ?? (e.kind === "fused" ? n.flops : null) : t === "bandwidth" ? n.memory_bw_utilization ?? null : n.time_ps ?? (e.kind === "fused" ? n.flops : null);
}
function fh(e, t = "time", n = !0) {
	return (e.children || []).filter((e) => n || e.kind !== "idle").map((e, n) => ({
		c: e,
		i: n,
		k: dh(e, t)
	})).sort((e, t) => e.k === null && t.k === null ? e.i - t.i : e.k === null ? 1 : t.k === null ? -1 : t.k - e.k || e.i - t.i).map((e) => e.c);
}
function ph(e) {
	return e.kind === "category" || e.kind === "op" || e.kind === "fused";
}
function mh(e) {
	return e.join("");
}
function hh(e, { expanded: t = /* @__PURE__ */ new Set(), opsPerCategory: n = 10, sortBy: r = "time", includeIdle: i = !0 } = {}) {
	let a = [], o = n === "all" ? Infinity : Number(n) || 10;
	function s(e, n, c) {
		let l = fh(e, r, i), u = ph(e) ? l.slice(0, o) : l;
		for (let e of u) {
			let r = [...c, e.name], i = mh(r), o = (e.children || []).length > 0, l = o && t.has(i);
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
			key: `${mh(c)}\u0002more`
		});
	}
	return s(e, 0, []), a;
}
function gh(e) {
	let t = /* @__PURE__ */ new Set();
	for (let n of e.children || []) n.kind === "program" && (n.children || []).length && t.add(mh([n.name]));
	return t;
}
function _h(e, t = 34) {
	let n = String(e || "");
	if (n.length <= t) return n;
	let r = n.split("/"), i = r.pop();
	for (; r.length && i.length + r.at(-1).length + 3 <= t;) i = `${r.pop()}/${i}`;
	return i.length + 2 > t ? `…${i.slice(i.length - t + 1)}` : `…/${i}`;
}
function vh(e, t) {
	if (e == null) return "";
	for (let [n, r] of [
		[0x38d7ea4c68000, "P"],
		[0xe8d4a51000, "T"],
		[1e9, "G"],
		[1e6, "M"],
		[1e3, "k"]
	]) if (Math.abs(e) >= n) return `${y(e / n, 2)} ${r}${t}`;
	return `${y(e, 2)} ${t}`;
}
var yh = {
	program: "Program",
	category: "Category",
	provenance: "Framework op path",
	op: "XLA op",
	fused: "Fused op",
	idle: "Idle time",
	root: "All ops"
};
function bh(e, t, n = !0) {
	let r = e.metrics || {}, i = e.xla || {}, a = [["Name", e.name], ["Kind", yh[e.kind] || e.kind]];
	if (i.category && a.push(["Category", i.category]), i.program && a.push(["Program", i.program]), e.kind === "fused") a.push(["FLOPs (estimated)", y(r.flops, 0)]);
	else {
		let i = lh(e, t, n);
		a.push(["Time", `${x((r.time_ps || 0) / 1e6)}${i === null ? "" : ` (${i.toFixed(1)}%)`}`]), a.push(["FLOPS utilization", r.flops_utilization === null || r.flops_utilization === void 0 ? `unknown (${vh(r.flops_per_second, "FLOP/s") || "no FLOPs"})` : `${sh(r.flops_utilization)} (${vh(r.flops_per_second, "FLOP/s")})`]), a.push(["Memory utilization", r.memory_bw_utilization === null || r.memory_bw_utilization === void 0 ? `unknown (${vh(r.bytes_per_second, "B/s") || "no bytes"})` : `${sh(r.memory_bw_utilization)} (${vh(r.bytes_per_second, "B/s")})`]), e.kind !== "idle" && (a.push(["Occurrences", y(r.occurrences)]), r.avg_time_ps !== null && r.avg_time_ps !== void 0 && a.push(["Average time", x(r.avg_time_ps / 1e6)]), a.push(["FLOPs", y(r.flops, 0)], ["Bytes accessed", S(r.bytes_accessed)]));
	}
	return i.provenance && a.push(["TensorFlow/JAX op", i.provenance]), i.source && a.push(["Source", i.source]), i.flops_source === "estimate" && a.push(["FLOPs from", "estimated from the HLO shapes"]), i.deduplicated_name && a.push(["Deduplicated name", i.deduplicated_name]), a;
}
function xh(e) {
	return (e?.dimensions || []).map((e) => [
		e.semantics,
		String(e.size),
		String(e.alignment),
		String(e.padded_size),
		`${y(e.padding_percent, 1)}%`
	]);
}
function Sh(e, t = !0) {
	let n = t ? e.flops_utilization : e.flops_utilization_exclude_idle, r = t ? e.memory_bw_utilization : e.memory_bw_utilization_exclude_idle, i = t ? e.time_ps : e.op_time_ps;
	return [
		{
			label: "FLOPS utilization",
			value: n == null ? "n/a" : sh(n),
			title: "Measured FLOPS as a share of the device's peak"
		},
		{
			label: "Memory bandwidth utilization",
			value: r == null ? "n/a" : sh(r),
			title: "Bytes accessed per second as a share of the peak memory bandwidth"
		},
		{
			label: "FLOP rate",
			value: vh(e.flops_per_second, "FLOP/s") || "n/a",
			title: e.flops_source === "estimate" ? "FLOPs estimated from the HLO shapes" : "FLOPs from the profile"
		},
		{
			label: t ? "Device time (with idle)" : "Op time",
			value: x(i / 1e6)
		},
		{
			label: "Idle",
			value: e.time_ps ? `${(100 * e.idle_time_ps / e.time_ps).toFixed(1)}%` : "n/a"
		}
	];
}
function Ch(e, t, r, i, a) {
	let o = n("select", {
		id: e,
		"aria-label": t,
		on: { change: (e) => a(e.target.value) }
	}, r.map((e) => n("option", {
		value: e.value,
		text: e.label
	})));
	return o.value = i, n("label", {}, t, o);
}
function wh(e, t) {
	let r = e.overview, i = Sh(r, t);
	return X({
		title: "Overview",
		subtitle: e.source === "host" ? "Times from the XLA CPU runtime's thunk events on host threads (a CPU profile: XProf shows nothing here)." : `Times from the ${e.device_type || "device"}'s XLA op events.`
	}, n("div", { class: "tbp-op-big" }, i.map((e) => n("div", {
		class: "tbp-op-big-item",
		title: e.title || null
	}, n("div", {
		class: "tbp-op-big-value",
		text: e.value
	}), n("div", {
		class: "tbp-op-big-label",
		text: e.label
	})))), r.suggestions && r.suggestions.length ? n("ul", {
		class: "tbp-op-suggestions",
		"aria-label": "Suggestions"
	}, r.suggestions.map((e) => n("li", { text: e }))) : null);
}
function Th(e, t, r) {
	if (!e) return X({ title: "Details" }, n("p", {
		class: "tbp-help",
		text: "Hover over an op or a category to see its details; click to keep them."
	})).element;
	let i = zu({
		title: e.name,
		rows: bh(e, t, r)
	}), a = e.xla || {}, o = i.element.querySelector(".tbp-card-body");
	return a.expression && o.append(n("div", {
		class: "tbp-kv-label",
		text: "Expression"
	}), n("pre", {
		class: "tbp-op-expression",
		text: a.expression
	})), a.layout && o.append(n("div", {
		class: "tbp-kv-label",
		text: `Layout of ${a.layout.convolution}'s input: ${a.layout.shape}`
	}), n("table", {
		class: "tbp-op-layout-table",
		"aria-label": "Layout"
	}, n("thead", {}, n("tr", {}, [
		"Dimension",
		"Size",
		"Alignment",
		"Padded",
		"Padding"
	].map((e) => n("th", { text: e })))), n("tbody", {}, xh(a.layout).map((e) => n("tr", {}, e.map((e) => n("td", { text: e })))))), a.layout.utilization_percent !== null && a.layout.utilization_percent !== void 0 ? n("p", {
		class: "tbp-help",
		text: `${y(a.layout.utilization_percent, 2)}% of the padded input is data.`
	}) : null), i.element.classList.add("tbp-op-details"), i.element;
}
function Eh(e) {
	let t = uh(e);
	return n("td", {
		class: "tbp-op-num tbp-op-flops",
		style: t ? { background: t } : null,
		text: e == null ? "" : sh(e)
	});
}
function Dh(e, t, r, a) {
	let o = e.root, s = n("tbody"), c = n("table", {
		class: "tbp-op-table",
		role: "treegrid",
		"aria-label": "Ops by time"
	}, n("colgroup", {}, [
		"time",
		"name",
		"prov",
		"flops",
		"bw"
	].map((e) => n("col", { class: `tbp-op-col-${e}` }))), n("thead", {}, n("tr", {}, n("th", { text: "Time" }), n("th", { text: "Name" }), n("th", { text: "TensorFlow/JAX op" }), n("th", {
		class: "tbp-op-num",
		text: "FLOPS",
		title: "FLOPS utilization"
	}), n("th", {
		class: "tbp-op-num",
		text: "Mem BW",
		title: "Memory bandwidth utilization"
	}))), s);
	function l() {
		i(s);
		let e = hh(o, t);
		for (let i of e) {
			if (i.more) {
				s.append(n("tr", { class: "tbp-op-more" }, n("td"), n("td", {
					colspan: 4,
					style: { paddingLeft: `${6 + 12 * i.depth + 18}px` },
					text: `${y(i.more)} more not shown (see "Ops per category")`
				})));
				continue;
			}
			let { node: e } = i, c = lh(e, o, t.includeIdle), u = e.metrics || {}, d = i.expandable ? n("button", {
				type: "button",
				class: "tbp-op-toggle",
				"aria-label": i.expanded ? "Collapse" : "Expand",
				text: i.expanded ? "▼" : "▶",
				on: { click: (e) => {
					e.stopPropagation(), t.expanded.has(i.key) ? t.expanded.delete(i.key) : t.expanded.add(i.key), l();
				} }
			}) : n("span", { class: "tbp-op-toggle-space" }), f = n("tr", {
				class: `tbp-op-row tbp-op-kind-${e.kind}${t.selected === i.key ? " tbp-op-selected" : ""}`,
				role: "row",
				"aria-level": i.depth + 1,
				"aria-expanded": i.expandable ? String(i.expanded) : null,
				dataset: { kind: e.kind },
				on: {
					mouseenter: () => {
						t.selected || r(e);
					},
					click: () => {
						t.selected = t.selected === i.key ? null : i.key, a(t.selected ? e : null), l();
					}
				}
			}, n("td", {}, c === null ? e.kind === "fused" ? n("span", {
				class: "tbp-help",
				text: `${vh(u.flops, "FLOP")}`
			}) : "" : n("div", { class: "tbp-op-time" }, n("span", {
				class: "tbp-op-num",
				text: `${c.toFixed(c < .1 && c > 0 ? 3 : 1)}%`
			}), n("div", { class: "tbp-op-bar" }, n("div", {
				class: "tbp-op-bar-fill",
				style: { width: `${Math.min(100, c)}%` }
			})))), n("td", { title: e.name }, n("div", {
				class: "tbp-op-name",
				style: { paddingLeft: `${12 * i.depth}px` }
			}, d, n("span", {
				class: "tbp-op-label",
				text: e.name
			}))), n("td", {
				class: "tbp-op-provenance",
				title: e.xla?.provenance || null,
				text: _h(e.xla?.provenance)
			}), e.kind === "fused" || e.kind === "idle" ? n("td") : Eh(u.flops_utilization), n("td", {
				class: "tbp-op-num",
				text: e.kind === "fused" || e.kind === "idle" ? "" : sh(u.memory_bw_utilization)
			}));
			s.append(f);
		}
	}
	return l(), {
		element: c,
		draw: l
	};
}
function Oh(e = {}) {
	let t = { group_by: e.group_by || "program" };
	return e.ops === "all" && (t.limit = "0"), t;
}
function kh(e, t) {
	if (!t) return null;
	let n = t.split(""), r = e;
	for (let e of n) if (r = (r.children || []).find((t) => t.name === e), !r) return null;
	return r;
}
function Ah(e, { data: t, state: r = {}, params: a = {}, api: o, setParams: s = () => {} }) {
	oh(e.ownerDocument || document);
	let c = {
		groupBy: t.group_by || r.group_by || "program",
		opsPerCategory: rh.includes(r.ops) ? r.ops : ih,
		sortBy: nh.some((e) => e.value === r.sort) ? r.sort : "time",
		includeIdle: r.idle !== "0",
		expanded: gh(t.root),
		selected: null
	};
	e.append(n("h2", { text: "HLO Op Profile" }));
	for (let r of t.diagnostics || []) e.append(n("p", {
		class: "tbp-diagnostic",
		role: "note",
		text: r
	}));
	if (!t.root || !(t.root.children || []).length) {
		e.append(E("No XLA ops", "op_profile needs XLA op events: device planes with an \"XLA Ops\" line (GPU, TPU), or the XLA CPU runtime's thunk events of a JAX profile.").element);
		return;
	}
	let l = n("div", { class: "tbp-op-overview" }), u = n("div", { class: "tbp-op-main" }), d = n("div", { class: "tbp-op-side" }), f = t, p = null;
	function m(e) {
		i(d).append(Th(e, f.root, c.includeIdle));
	}
	function h() {
		i(l).append(wh(f, c.includeIdle).element), p = Dh(f, c, (e) => m(e), (e) => m(e)), i(u).append(p.element), m(kh(f.root, c.selected));
	}
	async function g(e) {
		if (o) {
			u.setAttribute("aria-busy", "true");
			try {
				f = await o.data({
					...a,
					...Oh({
						group_by: c.groupBy,
						ops: c.opsPerCategory
					}),
					...e
				}), c.expanded = gh(f.root), c.selected = null, v && (v.href = _()), h();
			} catch (e) {
				i(u).append(n("p", {
					class: "tbp-diagnostic",
					role: "alert",
					text: `Could not load the op profile: ${e.message}`
				}));
			} finally {
				u.removeAttribute("aria-busy");
			}
		}
	}
	let _ = () => o && o.csvUrl ? o.csvUrl({
		...a,
		...Oh({
			group_by: c.groupBy,
			ops: c.opsPerCategory
		})
	}) : null, v = _() ? n("a", {
		class: "tbp-button",
		id: "tbp-op-csv",
		href: _(),
		download: `${C(r.run, r.host || "all_hosts", "op_profile")}.csv`,
		text: "Export CSV"
	}) : null, y = n("input", {
		type: "checkbox",
		id: "tbp-op-idle",
		checked: c.includeIdle,
		on: { change: (e) => {
			c.includeIdle = e.target.checked, s({ idle: c.includeIdle ? "" : "0" }), h();
		} }
	}), b = n("div", {
		class: "tbp-op-controls",
		role: "group",
		"aria-label": "Op table options"
	}, Ch("tbp-op-count", "Ops per category", rh.map((e) => ({
		value: e,
		label: e === "all" ? "All" : e
	})), c.opsPerCategory, (e) => {
		c.opsPerCategory = e, s({ ops: e === ih ? "" : e }), e === "all" && f.limit !== 0 ? g({}) : p.draw();
	}), Ch("tbp-op-group", "Group by", th, c.groupBy, (e) => {
		c.groupBy = e, s({ group_by: e === "program" ? "" : e }), g({});
	}), Ch("tbp-op-sort", "Sort by", nh, c.sortBy, (e) => {
		c.sortBy = e, s({ sort: e === "time" ? "" : e }), p.draw();
	}), n("label", {}, y, "Include idle time"), v);
	e.append(l, b, n("div", { class: "tbp-op-layout" }, u, d)), h();
}
// src/tools/memory_viewer.js
var jh = /* @__PURE__ */ t({
	MIB: () => Nh,
	bufferAt: () => Hh,
	bufferColor: () => qh,
	bufferDetails: () => Uh,
	bufferStrip: () => Xh,
	dataParams: () => tg,
	decimate: () => Wh,
	mib: () => zh,
	mibBytes: () => Bh,
	overviewRows: () => Vh,
	programOrderChart: () => Jh,
	render: () => ng,
	stripLayout: () => Gh,
	ticks: () => Kh
}), Mh = "http://www.w3.org/2000/svg", Nh = 1024 ** 2, Ph = "#bdbdbd", Fh = "#1976d2", Ih = "#f57c00", Lh = "#d32f2f", Q = {
	width: 1e3,
	height: 300,
	left: 70,
	right: 20,
	top: 28,
	bottom: 44
}, Rh = {
	width: 1e3,
	height: 48
};
function zh(e, t = 2) {
	return e == null || Number.isNaN(e) ? "" : `${(e / Nh).toFixed(t)} MiB`;
}
function Bh(e) {
	return e == null || Number.isNaN(e) ? "" : `${zh(e)} (${y(e)} bytes)`;
}
function Vh(e) {
	let t = e.summary, n = [
		["Module", `${e.module}`],
		["Peak heap allocation", Bh(t.peak_heap_bytes)],
		["Peak without padding", Bh(t.peak_unpadded_heap_bytes)],
		["Padding overhead", Bh(t.padding_bytes)],
		["Entry parameters", Bh(t.entry_parameters_bytes)],
		["Non-reusable", Bh(t.non_reusable_bytes)],
		["Maybe live out", Bh(t.maybe_live_out_bytes)],
		["Total buffer allocation", Bh(t.total_buffer_allocation_bytes)],
		["Temporaries at the peak", Bh(t.temp_peak_bytes)]
	];
	return t.temp_allocation_bytes && n.push(["Temporary allocation", `${zh(t.temp_allocation_bytes)}, fragmentation ${b(t.fragmentation_percent, 2)}`]), n.push(["Program points", y(t.num_program_points)]), n.push(["Logical buffers / instructions", `${y(t.num_logical_buffers)} / ${y(t.num_instructions)}`]), n;
}
function Hh(e, t) {
	let n = {};
	for (let [r, i] of Object.entries(e)) n[r] = i[t];
	return n;
}
function Uh(e, t) {
	let n = Hh(e.buffers, t), r = n.unpadded > 0 ? n.size / n.unpadded : null, i = Array.isArray(n.dims) ? n.dims : [];
	return [
		["Name", n.name],
		["Category", n.opcode ? `${n.opcode} operation` : ""],
		["Size", Bh(n.size)],
		["Unpadded size", Bh(n.unpadded)],
		["Expansion", r === null ? "n/a" : `${y(r, 2)}x`],
		["Extra memory (padding)", Bh(Math.max(0, n.size - n.unpadded))],
		["Shape", n.shape],
		["Rank / dims / dtype", `${i.length} / [${i.join(", ")}] / ${n.dtype}`],
		["Op name", n.op_name || "-"],
		["Allocation type", n.allocation_type],
		["Source", n.source || "-"],
		["Live at program points", `${n.span_start} to ${n.span_limit}`]
	];
}
function Wh(e, t, n) {
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
function Gh(e, t, n, r) {
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
function $(e, t = {}, ...n) {
	let r = document.createElementNS(Mh, e);
	for (let [e, n] of Object.entries(t)) n != null && n !== !1 && r.setAttribute(e, String(n));
	for (let e of n.flat()) e != null && e !== !1 && r.append(e instanceof Node ? e : document.createTextNode(String(e)));
	return r;
}
function Kh(e, t = 5) {
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
function qh(e) {
	return ku(e);
}
function Jh(e) {
	let t = e.timeline, n = t.x.length, r = Math.max(1, t.points_total - 1), i = 1;
	for (let e = 0; e < n; e += 1) i = Math.max(i, t.heap_bytes[e], t.unpadded_heap_bytes[e]);
	let a = i * 1.1, o = Q.width - Q.left - Q.right, s = Q.height - Q.top - Q.bottom, c = (e) => Q.left + e / r * o, l = (e) => Q.top + s - e / a * s, u = $("svg", {
		viewBox: `0 0 ${Q.width} ${Q.height}`,
		class: "tbp-mv-program",
		role: "img",
		"aria-label": "Heap size at each program point"
	});
	u.style.width = "100%", u.style.height = "auto", u.style.display = "block";
	let d = $("g", {
		"font-size": 11,
		fill: "#616161"
	});
	for (let e of Kh(a / Nh)) {
		let t = l(e * Nh);
		d.append($("line", {
			x1: Q.left,
			x2: Q.width - Q.right,
			y1: t,
			y2: t,
			stroke: "#eeeeee"
		}), $("text", {
			x: Q.left - 6,
			y: t + 4,
			"text-anchor": "end"
		}, y(e, 2)));
	}
	for (let e of Kh(r, 6)) {
		let t = c(e);
		d.append($("text", {
			x: t,
			y: Q.height - Q.bottom + 16,
			"text-anchor": "middle"
		}, y(e, 0)));
	}
	d.append($("text", {
		x: Q.left + o / 2,
		y: Q.height - 6,
		"text-anchor": "middle"
	}, "Program order"), $("text", {
		x: 14,
		y: Q.top + s / 2,
		"text-anchor": "middle",
		transform: `rotate(-90 14 ${Q.top + s / 2})`
	}, "Allocated heap size (MiB)"), $("line", {
		x1: Q.left,
		x2: Q.width - Q.right,
		y1: l(0),
		y2: l(0),
		stroke: "#9e9e9e"
	})), u.append(d);
	let f = $("rect", {
		class: "tbp-mv-band",
		visibility: "hidden",
		"fill-opacity": .35,
		"stroke-width": 1
	});
	u.append(f);
	let p = Wh(n, t.heap_bytes, Math.round(o)), m = (e, n, r) => $("polyline", {
		fill: "none",
		stroke: n,
		"stroke-width": 1.5,
		"stroke-dasharray": r,
		points: p.map((n) => `${c(t.x[n]).toFixed(1)},${l(e[n]).toFixed(1)}`).join(" ")
	});
	if (u.append(m(t.unpadded_heap_bytes, Ih, "5 3"), m(t.heap_bytes, Fh)), n) {
		let n = c(t.peak_point);
		u.append($("line", {
			class: "tbp-mv-peak",
			x1: n,
			x2: n,
			y1: Q.top,
			y2: l(0),
			stroke: Lh,
			"stroke-width": 1.5
		}), $("text", {
			x: n + 4,
			y: Q.top + 10,
			fill: Lh,
			"font-size": 11
		}, `peak ${zh(e.summary.peak_heap_bytes)}`));
	}
	u.append($("g", {
		"font-size": 11,
		fill: "#424242"
	}, $("line", {
		x1: Q.left,
		x2: Q.left + 18,
		y1: 12,
		y2: 12,
		stroke: Fh,
		"stroke-width": 2
	}), $("text", {
		x: Q.left + 22,
		y: 16
	}, "Size"), $("line", {
		x1: Q.left + 70,
		x2: Q.left + 88,
		y1: 12,
		y2: 12,
		stroke: Ih,
		"stroke-width": 2,
		"stroke-dasharray": "5 3"
	}), $("text", {
		x: Q.left + 92,
		y: 16
	}, "Unpadded size")));
	let h = $("line", {
		y1: Q.top,
		y2: l(0),
		stroke: "#757575",
		"stroke-dasharray": "2 2",
		visibility: "hidden"
	}), g = $("rect", {
		x: Q.left,
		y: Q.top,
		width: o,
		height: s,
		fill: "transparent"
	});
	u.append(h, g);
	let _ = "", v = bm(g, () => _);
	return g.addEventListener("mousemove", (e) => {
		if (!n) return;
		let i = u.getBoundingClientRect(), a = i.width ? Q.width / i.width : 1, s = ((e.clientX - i.left) * a - Q.left) / o * r, l = Yh(t.x, s), d = t.instructions;
		_ = `Program point ${t.x[l]}: ${zh(t.heap_bytes[l])} (unpadded ${zh(t.unpadded_heap_bytes[l])})${d[t.instruction[l]] ? `, ${d[t.instruction[l]]}` : ""}`, h.setAttribute("x1", c(t.x[l])), h.setAttribute("x2", c(t.x[l])), h.setAttribute("visibility", "visible"), v.show(e.clientX, e.clientY);
	}), g.addEventListener("mouseleave", () => h.setAttribute("visibility", "hidden")), {
		element: u,
		showBand(t) {
			let n = Hh(e.buffers, t), r = c(n.span_start), i = Math.max(c(n.span_limit), r + 1);
			f.setAttribute("x", r.toFixed(1)), f.setAttribute("width", (i - r).toFixed(1)), f.setAttribute("y", l(n.size).toFixed(1)), f.setAttribute("height", Math.max(1, l(0) - l(n.size)).toFixed(1)), f.setAttribute("fill", qh(t)), f.setAttribute("stroke", qh(t)), f.setAttribute("visibility", "visible"), f.dataset.index = String(t);
		}
	};
}
function Yh(e, t) {
	let n = 0, r = e.length - 1;
	for (; n < r;) {
		let i = n + r >> 1;
		e[i] < t ? n = i + 1 : r = i;
	}
	return n > 0 && Math.abs(e[n - 1] - t) <= Math.abs(e[n] - t) ? n - 1 : n;
}
function Xh(e, t, n, r) {
	let i = e.buffers, a = i.size.reduce((e, t) => e + t, 0) + e.small.bytes, o = $("svg", {
		viewBox: `0 0 ${Rh.width} ${Rh.height}`,
		preserveAspectRatio: "none",
		class: "tbp-mv-strip",
		role: "group",
		"aria-label": n
	});
	o.style.width = "100%", o.style.height = `${Rh.height}px`, o.style.display = "block";
	let s = /* @__PURE__ */ new Map();
	for (let { index: e, x: n, w: c } of Gh(i.size, t, a, Rh.width)) {
		let t = $("rect", {
			x: n.toFixed(2),
			y: 0,
			width: Math.max(c, .5).toFixed(2),
			height: Rh.height,
			fill: qh(e),
			stroke: "#fff",
			"stroke-width": .5,
			tabindex: 0,
			class: "tbp-mv-buffer",
			"data-index": e,
			"aria-label": `${i.name[e]}: ${zh(i.size[e], 3)}`
		});
		t.append($("title", {}, `${i.name[e]}: ${zh(i.size[e], 3)}`)), t.addEventListener("mouseenter", () => r(e)), t.addEventListener("focus", () => r(e)), s.set(e, t), o.append(t);
	}
	if (e.small.bytes > 0) {
		let t = e.small.bytes / a * Rh.width, n = $("rect", {
			x: (Rh.width - t).toFixed(2),
			y: 0,
			width: Math.max(t, .5).toFixed(2),
			height: Rh.height,
			fill: Ph,
			class: "tbp-mv-small"
		});
		n.append($("title", {}, `${y(e.small.count)} small buffers (< ${y(e.small.threshold_bytes)} bytes): ${zh(e.small.bytes, 3)}`)), o.append(n);
	}
	let c = null;
	return {
		element: o,
		highlight(e) {
			c !== null && s.has(c) && (s.get(c).setAttribute("stroke", "#fff"), s.get(c).setAttribute("stroke-width", .5)), c = e;
			let t = s.get(e);
			t && (t.setAttribute("stroke", "#212121"), t.setAttribute("stroke-width", 3), o.append(t));
		}
	};
}
var Zh = [
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
		format: (e) => y(e / Nh, 3)
	},
	{
		id: "unpadded",
		label: "Unpadded (MiB)",
		type: "number",
		format: (e) => y(e / Nh, 3)
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
function Qh(e, t, { fileName: r }) {
	let i = t.buffers, a = i.id.length;
	e.append(...$h(t));
	let o = zu({
		title: "Memory overview",
		rows: Vh(t)
	}).element;
	o.querySelector("dl").style.gridTemplateColumns = "max-content minmax(10em, 1fr) max-content minmax(10em, 1fr)";
	let s = zu({
		title: "Buffer details",
		rows: [["", a ? "Hover a buffer in the charts below" : "No buffer at the peak"]]
	});
	s.element.classList.add("tbp-mv-details", "tbp-ov-narrow");
	let c = Jh(t), l = X({
		title: "Heap size by program order",
		subtitle: "Each point is one step of the heap simulation, as XLA scheduled the program; the red line marks the peak."
	}, c.element, t.timeline.points_total > t.timeline.x.length ? n("p", {
		class: "tbp-help",
		text: `Showing ${y(t.timeline.x.length)} of ${y(t.timeline.points_total)} program points (the highest of each interval).`
	}) : null, t.timeline.points_total ? null : n("p", {
		class: "tbp-help",
		text: "This memory space has no heap simulation."
	})).element;
	e.append(n("div", { class: "tbp-chart-row" }, o), n("div", { class: "tbp-chart-row" }, l));
	let u = Array.from({ length: a }, (e, t) => t), d = [], f = (e) => {
		s.setRows(Uh(t, e)), c.showBand(e);
		for (let t of d) t.highlight(e);
	};
	d.push(Xh(t, u, "Buffers at the peak, by program order", f)), d.push(Xh(t, t.by_size, "Buffers at the peak, by size", f));
	let p = t.small.count ? `${y(t.small.count)} buffers under ${y(t.small.threshold_bytes)} bytes (${y(t.small.bytes)} bytes together) are the grey block.` : "", m = X({
		title: `Buffers live at the peak (${y(a)})`,
		subtitle: "Width: share of the peak. Hover a buffer for its details and its lifetime above."
	}, n("h4", {
		class: "tbp-help",
		text: "By program order"
	}), d[0].element, n("h4", {
		class: "tbp-help",
		text: "By size"
	}), d[1].element, p ? n("p", {
		class: "tbp-help",
		text: p
	}) : null).element;
	return m.classList.add("tbp-ov-wide"), e.append(n("div", { class: "tbp-chart-row" }, m, s.element)), e.append(n("h3", { text: "Buffers live at the peak" })), e.append(Ce({
		columns: Zh,
		rows: u.map((e) => Zh.map((t) => i[t.id][e])),
		filterPlaceholder: "Filter by name, op or shape",
		csvFileName: r,
		initialSort: {
			id: "size",
			direction: "desc"
		}
	}).element), { select: f };
}
function $h(e) {
	return (e.diagnostics || []).map((e) => n("div", {
		class: "tbp-diagnostic",
		text: e
	}));
}
function eg(e) {
	let t = e.modules || [];
	return t.length < 2 ? null : n("details", { class: "tbp-help tbp-mv-modules" }, n("summary", { text: `${t.length} XLA modules on this host, biggest peak first` }), n("ol", {}, t.map((e) => n("li", {}, `${e.name}: ${e.peak_bytes === null ? "unreadable HLO proto" : Bh(e.peak_bytes)}`))));
}
function tg(e = {}) {
	return e.memory_space !== void 0 && e.memory_space !== "" && e.memory_space_module === e.module ? { memory_space: e.memory_space } : {};
}
function ng(e, { data: t, params: r = {}, api: a, setParams: o = () => {} }) {
	if (e.append(n("h2", { text: "Memory viewer" })), !t || !t.summary) {
		e.append(E("No XLA module to show").element);
		return;
	}
	let s = n("div", { class: "tbp-field tbp-inline-field" }), c = n("div", { class: "tbp-memory-body" });
	e.append(s, eg(t), c);
	let l = `${C(r.run, r.host, t.module)}_memory_viewer.csv`, u = (e) => {
		i(c), Qh(c, e, { fileName: l });
	};
	s.append(n("span", {
		class: "tbp-field-label",
		text: "Module"
	}), n("b", { text: `${t.module}` }), n("span", {
		class: "tbp-help",
		text: `program id ${t.program_id ?? "-"}, entry computation ${t.entry_computation}`
	}));
	let d = t.memory_spaces || [];
	if (d.length > 1) {
		let e = n("select", {
			id: "tbp-memory-space",
			"aria-label": "Memory space"
		}, d.map((e) => n("option", {
			value: String(e.id),
			text: e.name,
			selected: e.id === t.memory_space
		})));
		e.addEventListener("change", async () => {
			let s = e.value;
			o({
				memory_space: s,
				memory_space_module: t.module
			}), i(c).append(n("p", {
				class: "tbp-help",
				text: "Loading…"
			}));
			try {
				u(await a.data({
					...r,
					memory_space: s
				}));
			} catch (e) {
				i(c).append(T(e).element);
			}
		}), s.append(n("label", {
			class: "tbp-field-label",
			for: "tbp-memory-space",
			text: "Memory space"
		}), e);
	} else d.length === 1 && s.append(n("span", {
		class: "tbp-help",
		text: `memory space ${d[0].name}`
	}));
	u(t);
}
// src/tools/index.js
var rg = {
	memory_viewer: jh,
	op_profile: eh,
	pod_viewer: xm,
	tf_data_bottleneck_analysis: Xp,
	kernel_stats: zp,
	tensorflow_stats: Vu,
	framework_op_stats: Vu,
	trace_viewer: If,
	memory_profile: Rf,
	overview_page: sp,
	input_pipeline_analyzer: Tp
}, ig = /* @__PURE__ */ new Set(["memory_viewer", "graph_viewer"]);
function ag(e) {
	return rg[e] || qp;
}
// src/app/app.js
var og = "overview_page", sg = "";
function cg(e, t) {
	let r = n("select", {
		name: t,
		id: `tbp-${t}`,
		"aria-label": e
	});
	return {
		wrap: n("label", {
			class: "tbp-field",
			for: `tbp-${t}`
		}, n("span", {
			class: "tbp-field-label",
			text: e
		}), r),
		select: r
	};
}
function lg(e, t, r) {
	i(e);
	for (let r of t) e.append(n("option", {
		value: r.value,
		disabled: r.disabled || !1,
		title: r.title || void 0,
		text: r.label
	}));
	e.value = r;
}
var ug = class {
	constructor(e) {
		this.root = e, this.state = {}, this.runs = [], this.tools = [], this.seq = 0, this.build();
	}
	build() {
		this.runSel = cg("Runs", "run"), this.toolSel = cg("Tools", "tool"), this.hostSel = cg("Hosts", "host"), this.moduleSel = cg("Module", "module"), this.moduleSel.wrap.hidden = !0, this.toolNote = n("div", {
			class: "tbp-tool-note",
			role: "note"
		}), this.captureButton = n("button", {
			type: "button",
			class: "tbp-button tbp-primary",
			text: "Capture Profile",
			on: { click: () => ce({ onCaptured: (e) => this.afterCapture(e) }) }
		}), this.reloadButton = n("button", {
			type: "button",
			class: "tbp-button",
			text: "Reload",
			title: "Look for new runs and reload the data",
			on: { click: () => this.reload() }
		}), this.side = n("aside", { class: "tbp-side" }, n("h1", {
			class: "tbp-title",
			text: "Profile"
		}), this.runSel.wrap, this.toolSel.wrap, this.toolNote, this.hostSel.wrap, this.moduleSel.wrap, n("div", { class: "tbp-actions" }, this.captureButton, this.reloadButton)), this.main = n("main", {
			class: "tbp-main",
			"aria-live": "polite"
		}), i(this.root).append(n("div", { class: "tbp-app" }, this.side, this.main)), this.runSel.select.addEventListener("change", () => this.selectRun(this.runSel.select.value)), this.toolSel.select.addEventListener("change", () => this.selectTool(this.toolSel.select.value)), this.hostSel.select.addEventListener("change", () => this.selectHost(this.hostSel.select.value)), this.moduleSel.select.addEventListener("change", () => {
			this.state.module = this.moduleSel.select.value, this.showView();
		});
	}
	async start() {
		dg() || window.addEventListener("hashchange", () => {
			let e = _();
			h.some((t) => (e[t] || "") !== (this.state[t] || "")) && this.follow(e);
		}), await this.follow(_());
	}
	async follow(e) {
		this.state = e;
		let t = { ...this.state };
		for (let e of h) delete t[e];
		this.pendingParams = {
			tool: this.state.tool,
			params: t
		}, await this.loadRuns(this.state.run, this.state.tool);
	}
	async loadRuns(e, t) {
		let n = ++this.seq;
		this.busy("Loading runs");
		try {
			this.runs = await p.runs();
		} catch (n) {
			return this.fail(n, () => this.loadRuns(e, t));
		}
		if (n !== this.seq) return;
		if (!this.runs.length) {
			this.side.classList.add("tbp-empty"), i(this.main).append(de()), lg(this.runSel.select, [], "");
			return;
		}
		this.side.classList.remove("tbp-empty");
		let r = this.runs.includes(e) ? e : this.runs[0];
		lg(this.runSel.select, this.runs.map((e) => ({
			value: e,
			label: e
		})), r), await this.selectRun(r, t);
	}
	async selectRun(e, t = this.state.tool) {
		let r = ++this.seq;
		this.state = {
			run: e,
			tool: t,
			host: this.state.host,
			module: this.state.module
		}, this.busy(`Loading the tools of ${e}`);
		let a;
		try {
			a = await p.runTools(e);
		} catch (n) {
			return this.fail(n, () => this.selectRun(e, t));
		}
		if (r !== this.seq) return;
		this.tools = a;
		let o = a.filter((e) => e.available).map((e) => e.name), s = o.includes(t) ? t : o.includes(og) ? og : o[0] || "";
		lg(this.toolSel.select, a.map((e) => ({
			value: e.name,
			label: e.available ? e.name : `${e.name} (not available)`,
			disabled: !e.available,
			title: e.available ? "" : e.reason
		})), s);
		let c = a.filter((e) => !e.available);
		i(this.toolNote), c.length && this.toolNote.append(n("details", {}, n("summary", { text: `${c.length} tool${c.length > 1 ? "s" : ""} not available for this run` }), n("ul", {}, c.map((e) => n("li", {}, n("b", { text: e.name }), `: ${e.reason}`))))), s ? await this.selectTool(s) : (this.state.tool = "", v(this.state), i(this.main).append(n("div", { class: "tbp-message" }, n("h2", { text: "No tool can show this run" }), n("ul", {}, c.map((e) => n("li", {}, n("b", { text: e.name }), `: ${e.reason}`))))));
	}
	async selectTool(e) {
		let t = ++this.seq;
		this.state = {
			run: this.state.run,
			tool: e,
			host: this.state.host,
			module: this.state.module
		}, this.busy(`Loading the hosts of ${this.state.run}`);
		let n;
		try {
			n = await p.hosts(this.state.run, e);
		} catch (t) {
			return this.fail(t, () => this.selectTool(e));
		}
		if (t !== this.seq) return;
		let r = n.map((e) => ({
			value: e,
			label: e
		}));
		n.length > 1 && ag(e).allHosts && r.unshift({
			value: sg,
			label: "All hosts"
		});
		let i = r.map((e) => e.value), a = i.includes(this.state.host) ? this.state.host : i[0] ?? "";
		lg(this.hostSel.select, r, a), await this.selectHost(a);
	}
	async selectHost(e) {
		let t = ++this.seq;
		this.state.host = e;
		let n = ig.has(this.state.tool);
		if (this.moduleSel.wrap.hidden = !n, n) {
			this.busy("Loading the XLA modules");
			let n;
			try {
				n = await p.modules(this.state.run, e);
			} catch (t) {
				return this.fail(t, () => this.selectHost(e));
			}
			if (t !== this.seq) return;
			let r = n.includes(this.state.module) ? this.state.module : n[0] || "";
			lg(this.moduleSel.select, n.map((e) => ({
				value: e,
				label: e
			})), r), this.state.module = r;
		} else delete this.state.module;
		await this.showView();
	}
	setParams(e) {
		Object.assign(this.state, e), v(this.state);
	}
	async showView() {
		let e = ++this.seq;
		this.pendingParams && (this.pendingParams.tool === this.state.tool && Object.assign(this.state, this.pendingParams.params), this.pendingParams = null), v(this.state);
		let { run: t, tool: r, host: a, module: o } = this.state, s = ag(r), c = {
			run: t,
			tag: r,
			host: a,
			module: o
		}, l = n("div", {
			class: "tbp-view",
			dataset: { tool: r }
		}), u = null;
		if (s.fetchData !== !1) {
			let n = this.busy(`Loading ${r} for ${t}${a ? ` (${a})` : ""}`);
			try {
				u = await p.data({
					...c,
					...s.dataParams ? s.dataParams(this.state) : {}
				}, { onProgress: (e) => n.set(null, `Loading ${r} for ${t}: ${S(e)}`) });
			} catch (t) {
				e === this.seq && this.fail(t, () => this.showView());
				return;
			}
		}
		if (e === this.seq) {
			i(this.main).append(l);
			try {
				s.render(l, {
					data: u,
					state: { ...this.state },
					params: c,
					api: p,
					setParams: (e) => this.setParams(e),
					selectTool: (e) => (this.toolSel.select.value = e, this.selectTool(e))
				});
			} catch (e) {
				console.error(e), i(this.main).append(T(`The ${r} view could not draw this data: ${e.message}`).element);
			}
		}
	}
	busy(e) {
		let t = w(e);
		return i(this.main).append(n("div", { class: "tbp-loading" }, t.element)), t;
	}
	fail(e, t) {
		let n = e instanceof o ? e.message : `Unexpected error: ${e.message}`;
		i(this.main).append(T(n, { retry: t }).element);
	}
	async reload() {
		await this.loadRuns(this.state.run, this.state.tool);
	}
	async afterCapture(e) {
		this.state = {}, await this.loadRuns(e, og);
	}
};
function dg() {
	return window.parent !== window;
}
function fg() {
	let e = new URL(
		/* @vite-ignore */
		"index.css",
		import.meta.url
	).href;
	[...document.querySelectorAll("link[rel=stylesheet]")].some((t) => t.href === e) || document.head.append(n("link", {
		rel: "stylesheet",
		href: e
	}));
}
async function pg() {
	fg(), document.body.classList.add("tbp-body");
	let e = new ug(document.body);
	return await e.start(), e;
}
export { pg as render };
