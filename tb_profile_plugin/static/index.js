// Minimal Profile tab: pick a run, tool and host; see the tool's data.
// A stand-in until the bundled frontend app (frontend/) replaces it. Profile
// text is only ever inserted with textContent, never as HTML.
// This module is served from <prefix>/data/plugin/profile/static/index.js, in
// TensorBoard (any --path_prefix) and standalone alike: routes are one level up.
const BASE = new URL('../', import.meta.url).href;

async function getJson(route, params = {}) {
  const url = new URL(route, BASE);
  for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
  const reply = await fetch(url);
  const body = await reply.json();
  if (!reply.ok) throw new Error(body.error || `HTTP ${reply.status}`);
  return body;
}

function el(tag, text, attrs = {}) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = String(text);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

function select(label, options, onChange) {
  const wrap = el('label', label + ' ');
  const box = el('select');
  for (const o of options) {
    const opt = el('option', o.label ?? o, {value: o.value ?? o});
    if (o.disabled) { opt.disabled = true; opt.title = o.reason; }
    box.append(opt);
  }
  box.addEventListener('change', () => onChange(box.value));
  wrap.append(box);
  return {wrap, box};
}

function table(columns, rows) {
  const t = el('table', undefined, {class: 'stats'});
  const head = el('tr');
  for (const c of columns) head.append(el('th', c.label));
  t.append(head);
  for (const r of rows.slice(0, 200)) {
    const tr = el('tr');
    for (const v of r) tr.append(el('td', v));
    t.append(tr);
  }
  return t;
}

export async function render() {
  const css = el('link', undefined, {rel: 'stylesheet', href: new URL('style.css', import.meta.url).href});
  document.head.append(css);
  const root = document.body;
  root.replaceChildren(el('h2', 'Profile'));
  const status = el('p');
  const controls = el('div');
  const view = el('div');
  root.append(controls, status, view);
  const state = {run: '', tool: '', host: ''};

  async function showData() {
    view.replaceChildren();
    if (!state.run || !state.tool) return;
    const params = {run: state.run, tag: state.tool, host: state.host};
    const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
    if (state.tool === 'trace_viewer') {
      view.append(el('a', 'Download the trace (Chrome trace JSON for Perfetto)',
                     {href: new URL('data?' + query, BASE).href, download: 'trace.json'}));
      return;
    }
    status.textContent = `Loading ${state.tool}…`;
    try {
      const data = await getJson('data', params);
      status.textContent = '';
      if (data.columns && data.rows) {
        view.append(el('a', 'Export as CSV', {href: new URL('data_csv?' + query, BASE).href}));
        view.append(table(data.columns, data.rows));
        for (const d of data.diagnostics || []) view.append(el('p', d));
      } else {
        view.append(el('pre', JSON.stringify(data, null, 1).slice(0, 20000)));
      }
    } catch (e) { status.textContent = e.message; }
  }

  async function pickRun(run) {
    state.run = run;
    const tools = await getJson('run_tools', {run, details: '1'});
    const hosts = await getJson('hosts', {run});
    const usable = tools.filter(t => t.available);
    state.tool = usable.length ? usable[0].name : '';
    state.host = hosts[0] || '';
    const toolBox = select('Tools', tools.map(t => ({value: t.name, label: t.available ? t.name : `${t.name} (${t.reason})`, disabled: !t.available, reason: t.reason})),
                           v => { state.tool = v; showData(); });
    toolBox.box.value = state.tool;
    const hostBox = select('Hosts', hosts, v => { state.host = v; showData(); });
    controls.replaceChildren(runBox.wrap, toolBox.wrap, hostBox.wrap);
    showData();
  }

  let runBox;
  try {
    const runs = await getJson('runs');
    if (!runs.length) {
      status.textContent = 'No profiles found. Profiles are read from LOGDIR/plugins/profile/<run>/<host>.xplane.pb; ' +
        'make one with tf.profiler.experimental.start(logdir)/stop() or jax.profiler.trace(logdir).';
      return;
    }
    runBox = select('Runs', runs, pickRun);
    await pickRun(runs[0]);
  } catch (e) { status.textContent = e.message; }
}
