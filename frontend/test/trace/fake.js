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
