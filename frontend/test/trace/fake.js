// Test helpers: a window reply in the server's shape (docs/http_api.md) and
// a fake api whose data() replies can be resolved by hand.

/**
 * reply({events: [[id, track, row, ts, dur, nameIndex, count?], ...], ...overrides})
 * Two sections on host "vm": "Host Threads" (tracks 0 and 1) and "/device:GPU:0"
 * (event track 2 and counter track 5).
 */
export function reply({events = [], names = ['train', 'MatMul', 'Conv2D', 'Relu'], counters = null, ...rest} = {}) {
  const cols = {id: [], track: [], row: [], ts: [], dur: [], name: [], count: []};
  for (const [id, track, row, ts, dur, name, count = 1] of events) {
    cols.id.push(id); cols.track.push(track); cols.row.push(row); cols.ts.push(ts);
    cols.dur.push(dur); cols.name.push(name); cols.count.push(count);
  }
  return {
    span_us: [0, 1000],
    window_us: [0, 1000],
    resolution: 1000,
    step_us: 1,
    hosts: ['vm'],
    sections: [{id: 0, name: 'Host Threads', host: 'vm'}, {id: 1, name: '/device:GPU:0', host: 'vm'}],
    tracks: [
      {id: 0, section: 0, name: 'python', rows: 3, kind: 'events'},
      {id: 1, section: 0, name: 'tf_Compute', rows: 1, kind: 'events'},
      {id: 2, section: 1, name: 'Stream #1', rows: 1, kind: 'events'},
      {id: 5, section: 1, name: 'Memory (bytes_in_use)', rows: 1, kind: 'counter'},
    ],
    names,
    events: cols,
    counters: counters || [{track: 5, ts: [0, 100, 500], value: [10, 30, 20]}],
    thinned: events.filter((e) => (e[6] || 1) > 1).reduce((s, e) => s + e[6], 0),
    events_in_window: events.reduce((s, e) => s + (e[6] || 1), 0),
    ...rest,
  };
}

/** The standard events: a nested stack on track 0, one merged box on track 1, a kernel on track 2. */
export const EVENTS = [
  [10, 0, 0, 100, 400, 0], // train [100, 500]
  [11, 0, 1, 120, 100, 1], // MatMul [120, 220] nested
  [12, 0, 1, 300, 50, 2], // Conv2D [300, 350]
  [13, 0, 2, 130, 20, 3], // Relu [130, 150] deeper
  [20, 1, 0, 600, 10, 1, 57], // merged box of 57 MatMuls, id of the longest
  [30, 2, 0, 200, 300, 2], // Conv2D kernel on the GPU stream
];

/**
 * fakeApi(handler) -> api whose data(params, {signal}) calls handler(params)
 * (a value or a promise); every call is recorded in api.calls with its signal.
 */
export function fakeApi(handler = () => reply({events: EVENTS})) {
  const api = {
    calls: [],
    data(params, {signal} = {}) {
      const call = {params, signal};
      api.calls.push(call);
      return new Promise((resolve, reject) => {
        if (signal) {
          signal.addEventListener('abort', () => {
            const e = new Error('aborted');
            e.name = 'AbortError';
            reject(e);
          });
        }
        Promise.resolve().then(() => handler(params, call)).then(resolve, reject);
      });
    },
    dataUrl: (params) => `http://x/data?${new URLSearchParams(params)}`,
  };
  return api;
}

/** A promise resolved from outside. */
export function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((a, b) => { resolve = a; reject = b; });
  return {promise, resolve, reject};
}

export const tick = () => new Promise((r) => setTimeout(r, 0));

// ---- binary windows (format=binary, docs/http_api.md) ----

const COLUMNS = ['id', 'track', 'row', 'ts', 'dur', 'name', 'count', 'busy'];
const TIMES = new Set(['ts', 'dur', 'busy']);
const WHOLE = [['int8', Int8Array], ['uint8', Uint8Array], ['int16', Int16Array], ['uint16', Uint16Array], ['int32', Int32Array]];
const ARRAYS = Object.fromEntries([...WHOLE, ['float64', Float64Array]]);

/** The server's choice: float64 for times, else the narrowest whole type that holds the values. */
function typeOf(name, values) {
  if (TIMES.has(name) || !values.every(Number.isInteger)) return 'float64';
  const fits = WHOLE.find(([, T]) => values.every((v) => T.of(v)[0] === v));
  return fits ? fits[0] : 'float64';
}

/**
 * A JSON window reply as the server's binary reply (an ArrayBuffer): "TBPW", the
 * header's length, the header padded to 8, the columns at 8-aligned offsets.
 * types: {column: type} overrides; edit(header): changes the header before it
 * is written (malformed replies), the columns staying where they were laid out.
 */
export function encodeWindow(json, {types = {}, edit = null} = {}) {
  const ev = json.events;
  const n = ev.ts.length;
  const values = {...ev, busy: ev.busy || ev.dur, count: ev.count || new Array(n).fill(1)};
  const cols = COLUMNS.map((name) => ({name, type: types[name] || typeOf(name, Array.from(values[name]))}));
  let start = 8;
  for (;;) {
    let at = start;
    const laid = cols.map((c) => {
      const col = {...c, offset: at};
      at += Math.ceil((n * ARRAYS[c.type].BYTES_PER_ELEMENT) / 8) * 8;
      return col;
    });
    const header = JSON.parse(JSON.stringify({...json, events: {length: n, columns: laid}}));
    if (edit) edit(header);
    const text = new TextEncoder().encode(JSON.stringify(header));
    if (8 + text.length > start) {
      start = Math.ceil((8 + text.length) / 8) * 8;
      continue;
    }
    const buffer = new ArrayBuffer(at);
    const bytes = new Uint8Array(buffer);
    bytes.set(new TextEncoder().encode('TBPW'));
    new DataView(buffer).setUint32(4, start - 8, true);
    bytes.fill(0x20, 8, start);
    bytes.set(text, 8);
    for (const c of laid) new ARRAYS[c.type](buffer, c.offset, n).set(values[c.name]);
    return buffer;
  }
}

/** Bytes that start like a binary window with this header text (and nothing after it). */
export function rawWindow(headerText, {extra = 0} = {}) {
  const text = new TextEncoder().encode(headerText);
  const buffer = new ArrayBuffer(8 + text.length + extra);
  new Uint8Array(buffer).set(new TextEncoder().encode('TBPW'));
  new DataView(buffer).setUint32(4, text.length, true);
  new Uint8Array(buffer).set(text, 8);
  return buffer;
}

/**
 * fakeApi(handler) plus dataBytes(params, {signal}): the handler's reply as
 * encodeWindow's bytes (an ArrayBuffer reply as it is). Every call lands in
 * api.calls; the dataBytes ones also in api.bytesCalls.
 */
export function bytesApi(handler) {
  const api = fakeApi(handler);
  const json = api.data;
  api.bytesCalls = [];
  api.dataBytes = (params, opts) => {
    api.bytesCalls.push(params);
    return json(params, opts).then((r) => (r instanceof ArrayBuffer ? r : encodeWindow(r)));
  };
  return api;
}
