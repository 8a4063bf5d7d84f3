// The shell: a side panel with the Runs / Compare with (/ Baseline host) /
// Tools / Hosts (/ Module) selectors, Capture Profile and Reload, and the main
// area where the chosen tool's view draws. Every selection is written to the
// URL (lib/state.js).
//
// Compare with: a baseline run (any run, the current one too). A tool in
// COMPARED_TOOLS is then fetched with base_run/base_host, and its view gets
// the new run's data as `data` and the whole reply as `comparison`; other
// tools show the current run with a note.
//
// PyTorch sessions: the runs of one directory's profiling cycles (`<dir>/<stamp>`,
// the runs reply names their session and span) are one entry of Runs, `<dir>`,
// with a Span selector beside it (torch-tb-profiler's Spans); picking the session
// opens its newest span. Each span stays a run of its own in the URL, and Compare
// with offers the session's other spans first.
//
// A run whose profile cannot be read (run_tools answers 422: truncated, half-written,
// corrupt) is remembered until the runs are listed again: Runs and Span mark it with its
// error, Compare with leaves it out, and where the app chose the run itself (no run in the
// link, or one not in the logdir) it opens the newest run that reads instead, with a note.

import {el, clear} from '../lib/dom.js';
import {api, ApiError, getJson} from '../lib/api.js';
import {readState, writeState, KEYS} from '../lib/state.js';
import {formatBytes} from '../lib/format.js';
import {progress, progressId, watchProgress} from '../components/progress.js';
import {errorMessage} from '../components/message.js';
import {openCaptureDialog} from './capture.js';
import {emptyLogdirPage} from './empty.js';
import {NO_BASE, baseMenu, markBroken, runListing, runMenu, spanLabel} from './spans.js';
import {viewFor, COMPARED_TOOLS, TOOLS_WITH_MODULES} from '../tools/index.js';
import {EarlyAnswers, askEarly, dataRequest, keys} from './early.js';

const DEFAULT_TOOL = 'overview_page';
const ALL_HOSTS = '';
/** localStorage key of the side panel's folded state (remembered for every run and tool). */
export const SIDE_KEY = 'tbp.sidePanel';

function loadSideFolded() {
  try {
    return window.localStorage.getItem(SIDE_KEY) === 'folded';
  } catch { /* storage blocked: open */
    return false;
  }
}

function saveSideFolded(folded) {
  try {
    if (folded) window.localStorage.setItem(SIDE_KEY, 'folded');
    else window.localStorage.removeItem(SIDE_KEY);
  } catch { /* not remembered */ }
}

function labeledSelect(label, name) {
  const select = el('select', {name, id: `tbp-${name}`, 'aria-label': label});
  const wrap = el('label', {class: 'tbp-field', for: `tbp-${name}`}, el('span', {class: 'tbp-field-label', text: label}), select);
  return {wrap, select};
}

function option(o) {
  // The full text as the title: a long name is cut (with an ellipsis) in the narrow side panel.
  const title = o.title === undefined ? o.label : o.title;
  return el('option', {value: o.value, disabled: o.disabled || false, title: title || undefined, text: o.label});
}

/** Options {value, label, title?, disabled?}, or groups of them: {group: label, options}. */
function fillSelect(select, options, value) {
  clear(select);
  for (const o of options) {
    select.append(o.group === undefined ? option(o) : el('optgroup', {label: o.group}, o.options.map(option)));
  }
  select.value = value;
}

export class App {
  constructor(root) {
    this.root = root;
    this.state = {};
    this.runs = [];
    this.listing = {names: [], spans: new Map()}; // runListing() of the last runs reply
    this.tools = [];
    this.broken = new Map(); // run -> why its profile cannot be read (a 422's message)
    this.seq = 0; // increases on every navigation; stale replies are dropped
    this.baseHostsCache = new Map(); // `${base run}\u0000${tool}` -> hosts
    // What a link (the URL's state) asked for and the app could not show: each
    // step below compares it with what it chose and adds a note (`this.notes`),
    // shown once at the top of the next view. A user's own selection drops both.
    this.wanted = null;
    this.notes = [];
    this.early = new EarlyAnswers(); // what a link's later steps will ask, asked with its first (early.js)
    this.build();
  }

  build() {
    this.runSel = labeledSelect('Runs', 'run');
    this.spanSel = labeledSelect('Span', 'span');
    this.spanSel.wrap.classList.add('tbp-span-field');
    this.spanSel.select.title = 'The profiling cycle of this session to show (a run of its own: <dir>/<stamp>)';
    this.spanSel.wrap.hidden = true;
    this.baseSel = labeledSelect('Compare with', 'base_run');
    this.baseSel.select.title = 'A baseline run: the tables show its numbers, this run\'s, and the change';
    this.baseHostSel = labeledSelect('Baseline host', 'base_host');
    this.baseHostSel.wrap.hidden = true;
    this.toolSel = labeledSelect('Tools', 'tool');
    this.hostSel = labeledSelect('Hosts', 'host');
    this.moduleSel = labeledSelect('Module', 'module');
    this.moduleSel.wrap.hidden = true;
    this.toolNote = el('div', {class: 'tbp-tool-note', role: 'note'});
    this.captureButton = el('button', {type: 'button', class: 'tbp-button tbp-primary', text: 'Capture Profile',
      on: {click: () => openCaptureDialog({onCaptured: (run) => this.afterCapture(run)})}});
    this.reloadButton = el('button', {type: 'button', class: 'tbp-button', text: 'Reload', title: 'Look for new runs and reload the data',
      on: {click: () => this.reload()}});
    this.sideToggle = el('button', {type: 'button', class: 'tbp-side-toggle', 'aria-controls': 'tbp-side',
      on: {click: () => this.setSideFolded(!this.side.classList.contains('tbp-side-folded'))}});
    this.side = el('aside', {class: 'tbp-side', id: 'tbp-side'},
      el('div', {class: 'tbp-side-head'}, el('h1', {class: 'tbp-title', text: 'Profile'}), this.sideToggle),
      this.runSel.wrap, this.spanSel.wrap, this.baseSel.wrap, this.baseHostSel.wrap, this.toolSel.wrap, this.toolNote, this.hostSel.wrap, this.moduleSel.wrap,
      el('div', {class: 'tbp-actions'}, this.captureButton, this.reloadButton));
    this.main = el('main', {class: 'tbp-main', 'aria-live': 'polite'});
    clear(this.root).append(el('div', {class: 'tbp-app'}, this.side, this.main));
    this.setSideFolded(loadSideFolded(), {save: false});

    const chosen = (action) => () => {
      this.dropNotes();
      action();
    };
    this.runSel.select.addEventListener('change', chosen(() => this.selectRun(this.runSel.select.value)));
    this.spanSel.select.addEventListener('change', chosen(() => this.selectRun(this.spanSel.select.value)));
    this.baseSel.select.addEventListener('change', chosen(() => this.selectBase(this.baseSel.select.value)));
    this.baseHostSel.select.addEventListener('change', chosen(() => {
      this.state.base_host = this.baseHostSel.select.value;
      this.showView();
    }));
    this.toolSel.select.addEventListener('change', chosen(() => this.selectTool(this.toolSel.select.value)));
    this.hostSel.select.addEventListener('change', chosen(() => this.selectHost(this.hostSel.select.value)));
    this.moduleSel.select.addEventListener('change', chosen(() => {
      this.state.module = this.moduleSel.select.value;
      this.showView();
    }));
  }

  /** Folds the side panel to a thin strip (the views get its width) or opens it; remembered. */
  setSideFolded(folded, {save = true} = {}) {
    this.side.classList.toggle('tbp-side-folded', folded);
    this.sideToggle.setAttribute('aria-expanded', folded ? 'false' : 'true');
    this.sideToggle.textContent = folded ? '»' : '«';
    const what = folded ? 'Show the side panel (runs, tools, hosts)' : 'Hide the side panel: more room for the view';
    this.sideToggle.title = what;
    this.sideToggle.setAttribute('aria-label', what);
    if (save) saveSideFolded(folded);
  }

  async start() {
    if (!inIframe()) {
      // A link pasted into a tab that already shows the app changes only the
      // hash: follow it (hashes the app wrote itself are already its state).
      window.addEventListener('hashchange', () => {
        const wanted = readState();
        if (KEYS.some((k) => (wanted[k] || '') !== (this.state[k] || ''))) this.follow(wanted);
      });
    }
    await this.follow(readState());
  }

  async follow(state) {
    this.state = state;
    this.dropNotes();
    this.wanted = Object.fromEntries(['run', 'tool', 'host', 'module'].filter((k) => state[k]).map((k) => [k, state[k]]));
    // Tool parameters of a deep link (sort order, filter...) apply to the
    // first view of that tool only.
    const params = {...this.state};
    for (const key of KEYS) delete params[key];
    this.pendingParams = {tool: this.state.tool, params};
    askEarly(this.early, state, {viewFor, needsModule: (tool) => TOOLS_WITH_MODULES.has(tool)});
    await this.loadRuns(this.state.run, this.state.tool);
  }

  async loadRuns(preferredRun, preferredTool) {
    const seq = ++this.seq;
    this.busy('Loading runs');
    let reply;
    try {
      reply = await getJson('runs', {details: 1});
    } catch (e) {
      return this.fail(e, () => this.loadRuns(preferredRun, preferredTool));
    }
    if (seq !== this.seq) return;
    this.listing = runListing(reply);
    this.runs = this.listing.names;
    this.baseHostsCache.clear();
    this.broken.clear(); // a half-written profile may be whole now
    if (!this.runs.length) {
      this.side.classList.add('tbp-empty');
      clear(this.main).append(emptyLogdirPage());
      fillSelect(this.runSel.select, [], '');
      fillSelect(this.baseSel.select, [], '');
      this.spanSel.wrap.hidden = true;
      return;
    }
    this.side.classList.remove('tbp-empty');
    const chosen = this.runs.includes(preferredRun);
    const run = chosen ? preferredRun : this.runs[0];
    const base = this.state.base_run || NO_BASE;
    if (base && !this.runs.includes(base)) {
      this.addNote(`Cannot compare with ${base}: there is no such run (any more); showing ${run} only.`, 'tbp-compare-note');
      delete this.state.base_run;
      delete this.state.base_host;
    }
    await this.selectRun(run, preferredTool, {fallback: !chosen});
  }

  /** Runs, Span and Compare with for `run` (the menus follow the run: its session's spans). */
  fillRunMenus(run) {
    fillSelect(this.runSel.select, runMenu(this.listing, run, this.broken), run);
    const spans = this.listing.spans.get(run);
    this.spanSel.wrap.hidden = !spans;
    if (spans) {
      fillSelect(this.spanSel.select, spans.map((s) => markBroken({value: s.name, label: spanLabel(s),
        title: `Span ${s.span} of ${s.session}: run ${s.name}`}, s.name, this.broken)), run);
    }
    const base = this.state.base_run;
    if (base && this.broken.has(base)) {
      this.addNote(`Cannot compare with ${base}: it cannot be read (${this.broken.get(base)}); showing ${run} only.`, 'tbp-compare-note');
      delete this.state.base_run;
      delete this.state.base_host;
    }
    fillSelect(this.baseSel.select, baseMenu(this.listing, run, this.broken), this.state.base_run || NO_BASE);
  }

  /**
   * Remembers that `run` cannot be read when `error` says so (a 422) and marks it in
   * the menus; true if it did.
   */
  noteBroken(run, error) {
    if (!(error instanceof ApiError) || error.status !== 422 || !this.runs.includes(run)) return false;
    this.broken.set(run, error.message);
    this.fillRunMenus(this.state.run);
    return true;
  }

  checkRun(run) {
    this.checkWanted('run', run, (asked) => `run ${asked}, which is not in this logdir; showing ${run}.`);
  }

  /** A note for the top of the next view (`cls`: its kind, for styling and tests). */
  addNote(text, cls = 'tbp-link-note') {
    this.notes.push({text, cls});
  }

  /**
   * Compares what the link asked for (`key` of `this.wanted`) with what was
   * chosen; when they differ, a note: "The link asked for " + say(asked).
   * The key is then settled (a Retry does not note it twice).
   */
  checkWanted(key, chosen, say) {
    if (!this.wanted || !(key in this.wanted)) return;
    const asked = this.wanted[key];
    delete this.wanted[key];
    if (asked !== chosen) this.addNote(`The link asked for ${say(asked)}`);
  }

  /** The user chose something: what the link asked for no longer matters. */
  dropNotes() {
    this.wanted = null;
    this.notes = [];
  }

  /** The notes as paragraphs for the top of the main area. */
  noteNodes() {
    return this.notes.map(({text, cls}) => el('p', {class: `tbp-diagnostic ${cls}`, role: 'note', text}));
  }

  /** The comparison part of the state, kept when the run, tool or host changes. */
  compareState() {
    return {base_run: this.state.base_run, base_host: this.state.base_host};
  }

  async selectBase(baseRun) {
    this.state.base_run = baseRun;
    delete this.state.base_host;
    this.dropNotes();
    this.baseSel.select.value = baseRun;
    await this.showView();
  }

  /** The base run's hosts that can feed `tool` (cached until the run list is loaded again). */
  async baseHosts(baseRun, tool) {
    const key = `${baseRun}\u0000${tool}`;
    if (!this.baseHostsCache.has(key)) this.baseHostsCache.set(key, await api.hosts(baseRun, tool));
    return this.baseHostsCache.get(key);
  }

  /** The Baseline host selector: shown when the base run has several hosts for the tool. */
  fillBaseHosts(hosts) {
    const several = hosts.length > 1;
    if (!several || !hosts.includes(this.state.base_host)) delete this.state.base_host;
    this.baseHostSel.wrap.hidden = !several;
    if (several) {
      fillSelect(this.baseHostSel.select, [{value: ALL_HOSTS, label: 'Same as Hosts'},
        ...hosts.map((h) => ({value: h, label: h}))], this.state.base_host || ALL_HOSTS);
    }
  }

  /**
   * Shows `run`. With `fallback` (the app chose it, not the user or the link), a run that
   * cannot be read gives way to the newest one that can.
   */
  async selectRun(run, preferredTool = this.state.tool, {fallback = false} = {}) {
    const seq = ++this.seq;
    this.state = {run, tool: preferredTool, host: this.state.host, module: this.state.module, ...this.compareState()};
    if (this.runs.includes(run)) this.fillRunMenus(run);
    let tools;
    try {
      const early = this.early.take(keys.runTools(run));
      tools = await this.showingProgress(`Loading the tools of ${run}`,
        (id) => (early ? early.promise : api.runTools(run, id)), early?.id);
    } catch (e) {
      if (seq !== this.seq) return;
      if (this.noteBroken(run, e) && fallback) {
        const next = this.runs.find((r) => !this.broken.has(r));
        if (next !== undefined) {
          this.addNote(`Run ${run} cannot be read (${e.message}); showing ${next}, the newest run that can.`, 'tbp-broken-note');
          return this.selectRun(next, preferredTool, {fallback});
        }
      }
      this.checkRun(run);
      return this.fail(e, () => this.selectRun(run, preferredTool, {fallback}));
    }
    if (seq !== this.seq) return;
    this.checkRun(run);
    this.tools = tools;
    const usable = tools.filter((t) => t.available).map((t) => t.name);
    const tool = usable.includes(preferredTool) ? preferredTool
      : usable.includes(DEFAULT_TOOL) ? DEFAULT_TOOL : (usable[0] || '');
    if (tool) {
      this.checkWanted('tool', tool, (asked) => {
        const known = tools.find((t) => t.name === asked);
        const why = !known ? 'which this profiler does not have'
          : `which is not available for run ${run} (${known.reason || 'no reason given'})`;
        return `tool ${asked}, ${why}; showing ${tool}.`;
      });
    }
    fillSelect(this.toolSel.select, tools.map((t) => ({
      value: t.name,
      label: t.available ? t.name : `${t.name} (not available)`,
      disabled: !t.available,
      title: t.available ? '' : t.reason,
    })), tool);
    const unavailable = tools.filter((t) => !t.available);
    clear(this.toolNote);
    if (unavailable.length) {
      this.toolNote.append(el('details', {},
        el('summary', {text: `${unavailable.length} tool${unavailable.length > 1 ? 's' : ''} not available for this run`}),
        el('ul', {}, unavailable.map((t) => el('li', {}, el('b', {text: t.name}), `: ${t.reason}`)))));
    }
    if (!tool) {
      this.state.tool = '';
      writeState(this.state);
      clear(this.main).append(...this.noteNodes(), el('div', {class: 'tbp-message'},
        el('h2', {text: 'No tool can show this run'}),
        el('ul', {}, unavailable.map((t) => el('li', {}, el('b', {text: t.name}), `: ${t.reason}`)))));
      return;
    }
    await this.selectTool(tool);
  }

  async selectTool(tool) {
    const seq = ++this.seq;
    this.state = {run: this.state.run, tool, host: this.state.host, module: this.state.module, ...this.compareState()};
    let hosts;
    try {
      const early = this.early.take(keys.hosts(this.state.run, tool));
      hosts = await this.showingProgress(`Loading the hosts of ${this.state.run}`,
        (id) => (early ? early.promise : api.hosts(this.state.run, tool, id)), early?.id);
    } catch (e) {
      return this.fail(e, () => this.selectTool(tool));
    }
    if (seq !== this.seq) return;
    const options = hosts.map((h) => ({value: h, label: h}));
    if (hosts.length > 1 && viewFor(tool).allHosts) options.unshift({value: ALL_HOSTS, label: 'All hosts'});
    const values = options.map((o) => o.value);
    const host = values.includes(this.state.host) ? this.state.host : (values[0] ?? '');
    this.checkWanted('host', host, (asked) => `host ${asked}, which run ${this.state.run} does not have for ${tool}; `
      + `showing ${host === ALL_HOSTS ? 'all hosts' : host}.`);
    fillSelect(this.hostSel.select, options, host);
    await this.selectHost(host);
  }

  async selectHost(host) {
    const seq = ++this.seq;
    this.state.host = host;
    const needsModule = TOOLS_WITH_MODULES.has(this.state.tool);
    this.moduleSel.wrap.hidden = !needsModule;
    if (needsModule) {
      this.busy('Loading the XLA modules');
      let modules;
      try {
        modules = await api.modules(this.state.run, host);
      } catch (e) {
        return this.fail(e, () => this.selectHost(host));
      }
      if (seq !== this.seq) return;
      const module = modules.includes(this.state.module) ? this.state.module : (modules[0] || '');
      this.checkWanted('module', module, (asked) => `module ${asked}, which is not in run ${this.state.run}`
        + `${host ? ` (host ${host})` : ''}; showing ${module || 'no module'}.`);
      fillSelect(this.moduleSel.select, modules.map((m) => ({value: m, label: m})), module);
      this.state.module = module;
    } else if (!viewFor(this.state.tool).ownModule) {
      delete this.state.module;
    }
    await this.showView();
  }

  /** Tool parameters a view changed (sort orders, options): kept in the URL. */
  setParams(params) {
    Object.assign(this.state, params);
    writeState(this.state);
  }

  async showView() {
    const seq = ++this.seq;
    if (this.pendingParams) {
      if (this.pendingParams.tool === this.state.tool) Object.assign(this.state, this.pendingParams.params);
      this.pendingParams = null;
    }
    const {run, tool, host, module, base_run: baseRun} = this.state;
    const view = viewFor(tool);
    const params = {run, tag: tool, host, module};
    const compared = Boolean(baseRun) && COMPARED_TOOLS.has(tool);
    const compareNote = baseRun && !compared ? `${tool} cannot be compared; showing ${run} only.` : null;
    // The base run and host the data is compared with (null: no comparison).
    let base = null;
    if (compared) {
      if (!this.baseHostsCache.has(`${baseRun}\u0000${tool}`)) this.busy(`Loading the hosts of ${baseRun}`);
      let hosts;
      try {
        hosts = await this.baseHosts(baseRun, tool);
      } catch (e) {
        if (seq !== this.seq) return;
        // A base run that cannot be read: dropped from Compare with (fillRunMenus notes it).
        if (this.noteBroken(baseRun, e)) return this.showView();
        this.fail(e, () => this.showView());
        return;
      }
      if (seq !== this.seq) return;
      this.fillBaseHosts(hosts);
      base = {base_run: baseRun, base_host: this.state.base_host};
    } else {
      this.baseHostSel.wrap.hidden = true;
    }
    writeState(this.state);
    const container = el('div', {class: 'tbp-view', dataset: {tool}});
    let data = null;
    let comparison = null;
    const request = dataRequest(this.state, view, base);
    const early = view.fetchData !== false ? this.early.take(keys.data(request)) : null;
    this.early.clear(); // the link's first view is settled: its other early answers are not needed
    if (view.fetchData !== false) {
      const what = `${tool} for ${run}${host ? ` (${host})` : ''}${base ? ` compared with ${baseRun}` : ''}`;
      const label = `Loading ${what}`;
      try {
        data = await this.showingProgress(label, (id, bar, stopWatching) => {
          const onProgress = (bytes) => {
            stopWatching(); // the reply is coming: its bytes are the progress now
            bar.set(null, `${label}: ${formatBytes(bytes)}`);
          };
          if (!early) return api.data({...request, progress: id}, {onProgress});
          early.onBytes = onProgress;
          return early.promise;
        }, early?.id);
      } catch (e) {
        if (seq !== this.seq) return;
        if (base) this.failComparison(e, run, baseRun);
        else this.fail(e, () => this.showView());
        return;
      }
      // A compared reply holds the new run's data as it comes without comparison.
      if (base) [comparison, data] = [data, data.data];
    }
    if (seq !== this.seq) return;
    clear(this.main).append(...this.noteNodes(),
      ...(compareNote ? [el('p', {class: 'tbp-diagnostic tbp-compare-note', role: 'note', text: compareNote})] : []),
      container);
    // Shown once: the next view (another tool, a Retry) starts without them.
    this.notes = [];
    this.wanted = null;
    try {
      view.render(container, {
        data, comparison, compareParams: base, state: {...this.state}, params, api,
        tools: this.tools, // the run's tools with their availability (run_tools)
        setParams: (p) => this.setParams(p),
        // Views link to other tools of the same run and host (the selector follows),
        // with tool parameters for that tool's first view (`module` among them).
        selectTool: (t, toolParams = null) => {
          this.dropNotes();
          this.toolSel.select.value = t;
          if (toolParams) {
            const rest = {...toolParams};
            if (rest.module) this.state.module = rest.module;
            for (const key of KEYS) delete rest[key];
            this.pendingParams = {tool: t, params: rest};
          }
          return this.selectTool(t);
        },
      });
    } catch (e) {
      console.error(e);
      clear(this.main).append(errorMessage(`The ${tool} view could not draw this data: ${e.message}`).element);
    }
  }

  busy(label) {
    const bar = progress(label);
    clear(this.main).append(el('div', {class: 'tbp-loading'}, bar.element));
    return bar;
  }

  /**
   * The busy bar for `label` while request(progressId, bar, stopWatching) runs;
   * a request over a second (a cold load of a big profile) says how far the
   * server has got, until it ends or calls stopWatching.
   */
  /** `request(id, bar, stopWatching)` with a progress bar polling `id` (a request's progress id). */
  async showingProgress(label, request, id = progressId()) {
    const bar = this.busy(label);
    const stop = watchProgress({poll: () => api.progress(id), show: ({text, fraction}) => bar.set(fraction, `${label}: ${text}`)});
    try {
      return await request(id, bar, stop);
    } finally {
      stop();
    }
  }

  fail(error, retry) {
    const message = error instanceof ApiError ? error.message : `Unexpected error: ${error.message}`;
    // What a link asked for stays above the error (and the view after a Retry).
    clear(this.main).append(...this.noteNodes(), errorMessage(message, {retry}).element);
  }

  /** A compared request failed: its message, Retry, and a way back to the run alone. */
  failComparison(error, run, baseRun) {
    const message = error instanceof ApiError ? error.message : `Unexpected error: ${error.message}`;
    const box = errorMessage(`${run} compared with ${baseRun}: ${message}`,
      {retry: () => this.showView(), title: 'The comparison failed'}).element;
    box.append(el('button', {type: 'button', class: 'tbp-button tbp-compare-drop', text: `Show ${run} only`,
      on: {click: () => this.selectBase(NO_BASE)}}));
    clear(this.main).append(...this.noteNodes(), box);
  }

  async reload() {
    this.dropNotes();
    await this.loadRuns(this.state.run, this.state.tool);
  }

  async afterCapture(run) {
    // A new run: open it on the default tool.
    this.dropNotes();
    this.state = {};
    await this.loadRuns(run, DEFAULT_TOOL);
  }
}

function inIframe() {
  return window.parent !== window;
}

function ensureStylesheet() {
  const href = new URL(/* @vite-ignore */ 'index.css', import.meta.url).href;
  if (![...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)) {
    document.head.append(el('link', {rel: 'stylesheet', href}));
  }
}

/** Entry point: TensorBoard calls render() in the plugin's iframe. */
export async function render() {
  ensureStylesheet();
  document.body.classList.add('tbp-body');
  const app = new App(document.body);
  await app.start();
  return app;
}
