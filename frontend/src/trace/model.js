// The trace viewer's data: windows of the trace fetched from the server
// (`data?tag=trace_viewer@&start_time_ms=&end_time_ms=&resolution=`, see
// docs/http_api.md), event details and search.
//
// The viewer never waits on the network: it draws the last window it has
// while the next one loads. A window is fetched with a margin of half the
// viewport on each side, so small pans and zooms need no request at all, and
// a request that a newer view supersedes is aborted.

import {colorIndex} from './colors.js';
import {progressId, watchProgress} from '../components/progress.js';

export const TAG = 'trace_viewer@';
/** Fetched window = viewport widened by this fraction of its width on each side. */
export const MARGIN = 0.5;
/** Buckets per CSS pixel of the viewport: 1, so with MARGIN 0.5 resolution = 2 × canvas px. */
export const BUCKETS_PER_PX = 1;
/** Wait this long after the last view change before asking (wheel zooming fires ~60 events/s). */
export const DEBOUNCE_MS = 60;

// ---- pure helpers ----

/**
 * The range to fetch for a viewport: the viewport plus MARGIN of its width on
 * each side, clamped to the trace span when known, at BUCKETS_PER_PX buckets
 * per pixel of the viewport ({start, end, resolution}; µs).
 */
export function fetchRange(view, widthPx, span = null) {
  const width = view.end - view.start;
  let start = view.start - MARGIN * width;
  let end = view.end + MARGIN * width;
  // Times count from the trace start: never below 0, even before the span is known.
  start = Math.max(start, span ? span.start : 0);
  if (span) end = Math.min(end, span.end);
  const resolution = Math.max(1, Math.ceil((Math.max(1, widthPx) * BUCKETS_PER_PX * (end - start)) / width));
  return {start, end, resolution};
}

/**
 * Whether a window (or a pending request, same shape: windowUs, spanUs,
 * stepUs, thinned) can draw `view` on `widthPx` pixels: the view lies inside
 * the window (or the window reaches the trace's end on that side), and the
 * merge buckets are neither coarser than 2 px (blocky merged boxes after a
 * zoom in; irrelevant when nothing was merged) nor finer than 1/4 px (4× more
 * boxes than pixels after a zoom out: slow frames for nothing).
 */
export function covers(win, view, widthPx) {
  if (!win) return false;
  const [ws, we] = win.windowUs;
  const span = win.spanUs;
  const slack = 1e-6 * (view.end - view.start); // float noise of ms <-> µs round trips
  if (view.start < ws - slack && !(span && ws <= span[0] + slack)) return false;
  if (view.end > we + slack && !(span && we >= span[1] - slack)) return false;
  const px = (view.end - view.start) / Math.max(1, widthPx);
  if (win.thinned > 0 && win.stepUs > 2 * px) return false;
  if (win.stepUs > 0 && win.stepUs < px / 4 && win.eventsInWindow > 0) return false;
  return true;
}

/** Host parameters of a request: one host, several, or all ({}). */
export function hostParams(selected, all = null) {
  if (!selected || !selected.length) return {};
  if (selected.length === 1) return {host: selected[0]};
  if (all && all.length && selected.length >= all.length && all.every((h) => selected.includes(h))) return {};
  return {hosts: selected.join(',')};
}

function msParam(us) {
  return Number((us / 1000).toFixed(6));
}

// ---- binary windows (format=binary, docs/http_api.md) ----

const MAGIC = 'TBPW';
/** Column types of a binary window and the typed arrays that read them in place. */
const COLUMN_TYPES = {
  int8: Int8Array, uint8: Uint8Array, int16: Int16Array, uint16: Uint16Array, int32: Int32Array, float64: Float64Array,
};
/** The event columns a window has (the JSON reply's `events` keys). */
const EVENT_COLUMNS = ['id', 'track', 'row', 'ts', 'dur', 'name', 'count', 'busy'];

function malformed(why) {
  return new Error(`the window reply is malformed: ${why}`);
}

/** The header of a binary window: its JSON, parsed (the reply's bytes 8 .. 8+H). */
function readHeader(buffer) {
  if (!(buffer instanceof ArrayBuffer)) throw malformed('not bytes');
  if (buffer.byteLength < 8) throw malformed(`${buffer.byteLength} bytes, too short for a header`);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, 4));
  if (magic !== MAGIC) throw malformed(`it does not start with ${MAGIC}`);
  const length = new DataView(buffer).getUint32(4, true);
  if (8 + length > buffer.byteLength) throw malformed(`the header (${length} bytes) runs past the end (${buffer.byteLength} bytes)`);
  let header;
  try {
    header = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(new Uint8Array(buffer, 8, length)));
  } catch (e) {
    throw malformed(`the header is not JSON (${e.message})`);
  }
  if (!header || typeof header !== 'object' || Array.isArray(header)) throw malformed('the header is not an object');
  const ev = header.events;
  if (!ev || typeof ev !== 'object' || !('length' in ev) || !Array.isArray(ev.columns)) {
    throw malformed('the header has no events.length and events.columns');
  }
  if (!Number.isInteger(ev.length) || ev.length < 0) throw malformed(`events.length ${JSON.stringify(ev.length)} is not a count`);
  return {header, bodyStart: 8 + length};
}

/** One column as a typed array on the buffer, checked against the buffer and the header. */
function readColumn(buffer, column, n, bodyStart) {
  const what = column && typeof column.name === 'string' ? `column ${JSON.stringify(column.name.slice(0, 50))}` : 'a column';
  if (!column || typeof column !== 'object' || typeof column.name !== 'string') throw malformed(`${what} has no name`);
  const Type = Object.hasOwn(COLUMN_TYPES, column.type) ? COLUMN_TYPES[column.type] : null;
  if (!Type) throw malformed(`${what} has an unknown type ${JSON.stringify(String(column.type).slice(0, 50))}`);
  const offset = column.offset;
  if (!Number.isInteger(offset) || offset < bodyStart) throw malformed(`${what} has a bad offset ${JSON.stringify(offset)}`);
  if (offset % Type.BYTES_PER_ELEMENT) throw malformed(`${what}'s offset ${offset} is not a multiple of ${Type.BYTES_PER_ELEMENT}`);
  const end = offset + n * Type.BYTES_PER_ELEMENT;
  if (end > buffer.byteLength) throw malformed(`${what} (bytes ${offset} to ${end}) runs past the end (${buffer.byteLength} bytes)`);
  return {name: column.name, start: offset, end, values: new Type(buffer, offset, n)};
}

/**
 * A binary window reply (an ArrayBuffer) -> the JSON window reply's shape, its
 * event columns typed arrays reading the buffer in place (no copy). Throws an
 * Error saying what is wrong with a reply that is not exactly a window: the
 * header is the server's word, never trusted to fit the bytes.
 */
export function decodeWindow(buffer) {
  const {header, bodyStart} = readHeader(buffer);
  const n = header.events.length;
  const columns = header.events.columns.map((c) => readColumn(buffer, c, n, bodyStart));
  const byStart = [...columns].sort((a, b) => a.start - b.start);
  for (let k = 1; k < byStart.length; k += 1) {
    if (byStart[k].start < byStart[k - 1].end) throw malformed(`columns ${byStart[k - 1].name} and ${byStart[k].name} overlap`);
  }
  const events = {};
  for (const name of EVENT_COLUMNS) {
    const found = columns.filter((c) => c.name === name);
    if (found.length !== 1) throw malformed(found.length ? `column ${name} comes twice` : `no column ${name}`);
    events[name] = found[0].values;
  }
  return {...header, events};
}

// ---- prepared windows ----

/** Whole numbers (ids, tracks, rows, names, counts): a typed array as it is (any
 * holds them exactly; the code only reads them), a JSON array copied into `Type`. */
function wholeColumn(values, Type) {
  return ArrayBuffer.isView(values) ? values : Type.from(values || []);
}

/** Times (µs): a Float64Array as it is, anything else copied into one. */
function timeColumn(values) {
  return values instanceof Float64Array ? values : Float64Array.from(values || []);
}

/** Where the runs sorted by ts of order[lo, hi) start, then hi: [lo, ..., hi]. */
function runBounds(order, lo, hi, ts) {
  const bounds = [lo];
  for (let k = lo + 1; k < hi; k += 1) if (ts[order[k]] < ts[order[k - 1]]) bounds.push(k);
  bounds.push(hi);
  return bounds;
}

/**
 * Sorts a slot of runs (runBounds) by ts, ties in the order they come: a
 * natural merge sort, since the server sends each slot as a few sorted runs
 * (the long events, then the merged boxes): one pass merges two runs.
 * `scratch` holds at least as many indexes as the slot.
 */
function mergeSort(order, bounds, ts, scratch) {
  while (bounds.length > 2) {
    const next = [bounds[0]];
    for (let r = 0; r + 1 < bounds.length; r += 2) {
      if (r + 2 < bounds.length) mergeRuns(order, bounds[r], bounds[r + 1], bounds[r + 2], ts, scratch);
      next.push(bounds[Math.min(r + 2, bounds.length - 1)]);
    }
    bounds = next;
  }
}

/** Merges the sorted runs order[a, m) and order[m, b) in place; ties: the first run's first. */
function mergeRuns(order, a, m, b, ts, scratch) {
  const left = m - a;
  for (let k = 0; k < left; k += 1) scratch[k] = order[a + k];
  let i = 0;
  let j = m;
  let k = a;
  while (i < left && j < b) {
    if (ts[order[j]] < ts[scratch[i]]) order[k++] = order[j++];
    else order[k++] = scratch[i++];
  }
  while (i < left) order[k++] = scratch[i++];
}

/**
 * A window reply (JSON, or decodeWindow's: typed columns, used in place), indexed
 * for drawing and hit testing:
 *   ts/dur/... typed columns; color: palette index per event;
 *   slots: one per (track, row), each the event indexes sorted by ts with a
 *   running maximum of their end times (binary search finds the first box
 *   that reaches a time even when boxes of a row overlap).
 */
export function prepareWindow(reply) {
  const ev = reply.events || {};
  const n = (ev.ts || []).length;
  const names = reply.names || [];
  const tracks = (reply.tracks || []).map((t) => ({...t, rows: Math.max(1, t.rows | 0)}));
  const sections = reply.sections || [];
  const trackIndex = new Map(tracks.map((t, i) => [t.id, i]));
  const sectionById = new Map(sections.map((s) => [s.id, s]));

  const id = wholeColumn(ev.id, Float64Array); // ids may pass 2^31
  const track = wholeColumn(ev.track, Int32Array);
  const row = wholeColumn(ev.row, Int32Array);
  const ts = timeColumn(ev.ts);
  const dur = timeColumn(ev.dur);
  const name = wholeColumn(ev.name, Int32Array);
  const count = ev.count ? wholeColumn(ev.count, Int32Array) : new Int32Array(n).fill(1);
  // How much of each box its events fill (µs); older replies: all of it.
  const busy = ev.busy && ev.busy.length === n ? timeColumn(ev.busy) : dur;

  const nameColor = Uint8Array.from(names, (s) => colorIndex(s));
  const color = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) color[i] = nameColor[name[i]] ?? 0;

  // Rows beyond a track's declared `rows` widen the track rather than vanish.
  for (let i = 0; i < n; i += 1) {
    const t = tracks[trackIndex.get(track[i])];
    if (t && row[i] >= t.rows) t.rows = row[i] + 1;
  }
  const slotBase = new Int32Array(tracks.length + 1);
  tracks.forEach((t, i) => { slotBase[i + 1] = slotBase[i] + (t.kind === 'counter' ? 0 : t.rows); });
  const nSlots = slotBase[tracks.length];
  const slotOf = new Int32Array(n);
  const slotStart = new Int32Array(nSlots + 1);
  for (let i = 0; i < n; i += 1) {
    const ti = trackIndex.get(track[i]);
    const s = ti === undefined || tracks[ti].kind === 'counter' || row[i] < 0 ? -1 : slotBase[ti] + row[i];
    slotOf[i] = s;
    if (s >= 0) slotStart[s + 1] += 1;
  }
  for (let s = 0; s < nSlots; s += 1) slotStart[s + 1] += slotStart[s];

  // Each slot's events in the order they came, then by start time: the server
  // sends each slot as a few sorted runs, so sorting per slot is a merge.
  const order = new Int32Array(slotStart[nSlots]);
  const fill = slotStart.slice(0, nSlots);
  for (let i = 0; i < n; i += 1) {
    const s = slotOf[i];
    if (s >= 0) order[fill[s]++] = i;
  }
  let scratch = null;
  for (let s = 0; s < nSlots; s += 1) {
    const bounds = runBounds(order, slotStart[s], slotStart[s + 1], ts);
    if (bounds.length <= 2) continue; // one run: sorted already
    scratch = scratch || new Int32Array(order.length);
    mergeSort(order, bounds, ts, scratch);
  }
  const maxEnd = new Float64Array(order.length);
  for (let s = 0; s < nSlots; s += 1) {
    let m = -Infinity;
    for (let k = slotStart[s]; k < slotStart[s + 1]; k += 1) {
      const i = order[k];
      m = Math.max(m, ts[i] + dur[i]);
      maxEnd[k] = m;
    }
  }

  const counters = new Map();
  for (const c of reply.counters || []) {
    const cts = Float64Array.from(c.ts || []);
    const value = Float64Array.from(c.value || []);
    let max = 0;
    let min = 0;
    for (const v of value) { if (v > max) max = v; if (v < min) min = v; }
    // Where the last sample ends (a counter is never drawn past it); older replies: no end.
    const end = Number.isFinite(c.end_us) ? c.end_us : Infinity;
    // The value at the track's full height (fractions: 1); 0: the largest value shown.
    const fullScale = c.full_scale > 0 ? c.full_scale : 0;
    counters.set(c.track, {ts: cts, value, max, min, end, fullScale});
  }

  const span = reply.span_us || [0, 0];
  const windowUs = reply.window_us || span;
  return {
    spanUs: [span[0], span[1]],
    windowUs: [windowUs[0], windowUs[1]],
    resolution: reply.resolution || 0,
    stepUs: reply.step_us || 0,
    hosts: reply.hosts || [],
    aligned: reply.aligned || null, // with a base run: {step, offset_ns, base_run, base_hosts}
    sections, sectionById, tracks, trackIndex, names,
    n, id, track, row, ts, dur, name, count, busy, color,
    slotBase, slotStart, order, maxEnd,
    counters,
    thinned: reply.thinned || 0,
    eventsInWindow: reply.events_in_window ?? n,
  };
}

/** Slot of (track id, row), or -1. */
export function slotOf(win, trackId, row) {
  const ti = win.trackIndex.get(trackId);
  if (ti === undefined) return -1;
  const t = win.tracks[ti];
  if (t.kind === 'counter' || row < 0 || row >= t.rows) return -1;
  return win.slotBase[ti] + row;
}

/** Host of a track: sections[track.section].host. */
export function trackHost(win, trackId) {
  const ti = win && win.trackIndex.get(trackId);
  if (ti === undefined || ti === null) return '';
  const section = win.sectionById.get(win.tracks[ti].section);
  return section ? section.host || '' : '';
}

/**
 * Index of the event with this id (and host, when given) in the window, or -1.
 * A scan of the id column, not a Map of every event: it runs once per window
 * while an event is selected, and building a Map of 260k string keys there
 * was the longest task of a zoom (40-110 ms a window, issue 44).
 */
export function indexOfId(win, id, host = null) {
  const target = Number(id);
  if (!win || !(target >= 0)) return -1;
  const ids = win.id;
  for (let i = 0; i < win.n; i += 1) {
    if (ids[i] === target && (host === null || host === undefined || trackHost(win, win.track[i]) === host)) return i;
  }
  return -1;
}

// ---- the model ----

/**
 * new TraceModel({api, run, hosts, allHosts, extra, onWindow, onLoading, onError, onProgress, debounceMs})
 * api.data(params, {signal}) -> reply (lib/api.js, or a fake in tests); windows come
 * as bytes from api.dataBytes(params, {signal}) -> ArrayBuffer when the api has it.
 * extra: parameters every request carries (a compared run: base_run, base_host, align_step).
 * onWindow(win) gets each new prepared window; onLoading(bool) says whether a
 * window request is in flight; onError(error) gets failures (aborts excluded);
 * onProgress(text | null) says how far the server has got with a first window
 * that takes over a second (a cold load), null when it is done.
 */
export class TraceModel {
  constructor({api, run, hosts = null, allHosts = null, extra = {}, onWindow = () => {}, onLoading = () => {}, onError = () => {},
    onProgress = () => {}, debounceMs = DEBOUNCE_MS}) {
    this.api = api;
    this.run = run;
    this.extra = extra;
    this.selectedHosts = hosts;
    this.allHosts = allHosts;
    this.onWindow = onWindow;
    this.onLoading = onLoading;
    this.onError = onError;
    this.onProgress = onProgress;
    this.debounceMs = debounceMs;
    this.window = null;
    this.pending = null; // {range, controller, promise, like: window-shaped description}
    this.timer = null;
    this.wanted = null; // {view, widthPx} waiting for the debounce
    this.detailsCache = new Map();
    this.searchController = null;
    this.requests = 0; // window requests sent (tests, status line)
  }

  baseParams() {
    return {run: this.run, tag: TAG, ...hostParams(this.selectedHosts, this.allHosts), ...this.extra};
  }

  /** Another host selection: everything fetched so far is for the old one. */
  setHosts(hosts, allHosts = this.allHosts) {
    this.selectedHosts = hosts;
    this.allHosts = allHosts;
    this.abortWindow();
    this.window = null;
    this.detailsCache.clear();
  }

  get span() {
    return this.window ? {start: this.window.spanUs[0], end: this.window.spanUs[1]} : null;
  }

  /**
   * Makes sure a window able to draw `view` is (or will be) there. Cheap when
   * it is: call it on every view change.
   */
  ensure(view, widthPx) {
    if (covers(this.window, view, widthPx)) {
      this.cancelScheduled();
      return false;
    }
    if (this.pending && covers(this.pending.like, view, widthPx)) {
      this.cancelScheduled();
      return false;
    }
    this.wanted = {view: {...view}, widthPx};
    if (this.debounceMs <= 0) {
      this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.debounceMs);
    }
    return true;
  }

  cancelScheduled() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.wanted = null;
  }

  /** Sends the request ensure() scheduled, now. */
  flush() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const wanted = this.wanted;
    this.wanted = null;
    if (!wanted) return this.pending ? this.pending.promise : Promise.resolve(this.window);
    return this.load(fetchRange(wanted.view, wanted.widthPx, this.span));
  }

  /** Fetches a window now; a window request still in flight is aborted. null range = whole trace. */
  load(range, {resolution = null} = {}) {
    this.abortWindow();
    const controller = new AbortController();
    const params = this.baseParams();
    let like = null;
    if (range) {
      params.start_time_ms = msParam(range.start);
      params.end_time_ms = msParam(range.end);
      params.resolution = range.resolution;
      const span = this.window ? this.window.spanUs : null;
      like = {windowUs: [range.start, range.end], spanUs: span, stepUs: (range.end - range.start) / range.resolution,
        thinned: 1, eventsInWindow: 1};
    } else if (resolution) {
      params.resolution = resolution;
    }
    this.requests += 1;
    const pending = {range, controller, like};
    // The first window loads the profile: over a second, the server says how far it is.
    let stopWatching = () => {};
    if (!this.window && this.api.progress) {
      params.progress = progressId();
      stopWatching = watchProgress({poll: () => this.api.progress(params.progress), show: ({text}) => this.onProgress(text)});
    }
    pending.promise = (async () => {
      this.onLoading(true);
      try {
        const reply = await this.fetchWindow(params, {signal: controller.signal});
        if (controller.signal.aborted) return null;
        this.window = prepareWindow(reply);
        this.onWindow(this.window);
        return this.window;
      } catch (e) {
        if (e && e.name === 'AbortError') return null;
        if (!controller.signal.aborted) this.onError(e);
        return null;
      } finally {
        stopWatching();
        if (params.progress) this.onProgress(null);
        if (this.pending === pending) {
          this.pending = null;
          this.onLoading(false);
        }
      }
    })();
    this.pending = pending;
    return pending.promise;
  }

  abortWindow() {
    this.cancelScheduled();
    if (this.pending) {
      this.pending.controller.abort();
      this.pending = null;
      this.onLoading(false);
    }
  }

  /**
   * A window reply: binary (decodeWindow) when the api can fetch bytes, since a
   * window of 260k boxes is 12 MB of JSON that takes longer to parse than to
   * compute; else JSON (test fakes).
   */
  async fetchWindow(params, opts) {
    if (!this.api.dataBytes) return this.api.data(params, opts);
    return decodeWindow(await this.api.dataBytes({...params, format: 'binary'}, opts));
  }

  /** The whole trace at `resolution` buckets (the overview strip); not kept as the window. */
  async overview(resolution) {
    const reply = await this.fetchWindow({...this.baseParams(), resolution});
    return prepareWindow(reply);
  }

  /**
   * Details of one event (cached; the same request is never sent twice).
   * Ids are per host: `event_host` names it, while host/hosts stay those of
   * the windows so that the track ids of the reply (and its flows) match theirs.
   */
  details(id, host) {
    const base = this.baseParams();
    const key = `${JSON.stringify(base)}\u0000${host}\u0000${id}`;
    let promise = this.detailsCache.get(key);
    if (!promise) {
      promise = this.api.data({...base, mode: 'details', id, event_host: host});
      this.detailsCache.set(key, promise);
      promise.catch(() => this.detailsCache.delete(key));
    }
    return promise;
  }

  /**
   * Server-side search: {total, offset, matches}, the `limit` matches from
   * position `offset` of all matches in time order. A newer search aborts this
   * one (it then rejects with AbortError).
   */
  search(q, {regex = false, args = false, limit = 100, offset = 0} = {}) {
    if (this.searchController) this.searchController.abort();
    const controller = new AbortController();
    this.searchController = controller;
    const params = {...this.baseParams(), mode: 'search', q, regex: regex ? 1 : 0, args: args ? 1 : 0, limit};
    if (offset > 0) params.offset = offset;
    return this.api.data(params, {signal: controller.signal});
  }

  /**
   * Exact totals by name of the events of `trackIds` overlapping [start, end] µs
   * (mode=summary): {count, total, rows: [{name, count, total}]}. A newer
   * request aborts this one (it then rejects with AbortError).
   */
  summary(start, end, trackIds) {
    if (this.summaryController) this.summaryController.abort();
    const controller = new AbortController();
    this.summaryController = controller;
    return this.api.data({...this.baseParams(), mode: 'summary', start_time_ms: msParam(start), end_time_ms: msParam(end),
      tracks: trackIds.join(',')}, {signal: controller.signal});
  }

  destroy() {
    this.abortWindow();
    if (this.searchController) this.searchController.abort();
    if (this.summaryController) this.summaryController.abort();
  }
}
