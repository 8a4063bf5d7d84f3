// @vitest-environment happy-dom
import {describe, it, expect} from 'vitest';
import {TraceModel, decodeWindow, prepareWindow, slotOf, TAG} from '../../src/trace/model.js';
import {render} from '../../src/tools/trace_viewer.js';
import {ApiError} from '../../src/lib/api.js';
import {reply, EVENTS, fakeApi, bytesApi, encodeWindow, rawWindow, deferred, tick} from './fake.js';

const COLUMNS = ['id', 'track', 'row', 'ts', 'dur', 'name', 'count', 'busy'];

/** A small deterministic PRNG (mulberry32): the same windows on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Events as the server sends them: `runs` runs (the long events, then the merged
 * boxes), each sorted by (track, start), over tracks 0-2 with rows 0-2.
 * Starts are whole µs in [0, span): many ties.
 */
function serverEvents({seed = 1, perRun = 300, runs = 2, span = 200} = {}) {
  const next = random(seed);
  const events = [];
  let id = 0;
  for (let r = 0; r < runs; r += 1) {
    const run = [];
    for (let k = 0; k < perRun; k += 1) {
      const track = Math.floor(next() * 3);
      const row = track === 1 ? 0 : Math.floor(next() * 3);
      run.push([id++, track, row, Math.floor(next() * span), 1 + Math.floor(next() * 20), Math.floor(next() * 4),
        r ? 1 + Math.floor(next() * 50) : 1]);
    }
    run.sort((a, b) => a[1] - b[1] || a[3] - b[3]);
    events.push(...run);
  }
  return events;
}

/** Each slot's events in input order, then by (ts, input index): the order a slot must have. */
function expectedSlots(win) {
  const slots = new Map();
  for (let i = 0; i < win.n; i += 1) {
    const s = slotOf(win, win.track[i], win.row[i]);
    if (s < 0) continue;
    if (!slots.has(s)) slots.set(s, []);
    slots.get(s).push(i);
  }
  for (const list of slots.values()) list.sort((a, b) => win.ts[a] - win.ts[b] || a - b);
  return slots;
}

function slotIds(win, track, row) {
  const s = slotOf(win, track, row);
  return Array.from(win.order.subarray(win.slotStart[s], win.slotStart[s + 1]), (i) => win.id[i]);
}

function expectOrdered(win) {
  const slots = expectedSlots(win);
  const nSlots = win.slotStart.length - 1;
  for (let s = 0; s < nSlots; s += 1) {
    expect(Array.from(win.order.subarray(win.slotStart[s], win.slotStart[s + 1]))).toEqual(slots.get(s) || []);
  }
}

/** Two prepared windows hold the same numbers (column types may differ). */
function expectSameWindow(a, b) {
  for (const key of [...COLUMNS, 'color', 'slotBase', 'slotStart', 'order', 'maxEnd']) {
    expect(Array.from(a[key]), key).toEqual(Array.from(b[key]));
  }
  for (const key of ['n', 'spanUs', 'windowUs', 'resolution', 'stepUs', 'hosts', 'aligned', 'sections', 'tracks', 'names',
    'thinned', 'eventsInWindow']) {
    expect(a[key], key).toEqual(b[key]);
  }
  expect([...a.counters.keys()]).toEqual([...b.counters.keys()]);
  for (const [track, c] of a.counters) expect(c).toEqual(b.counters.get(track));
}

describe('decodeWindow', () => {
  const json = reply({events: EVENTS});
  json.events.busy = json.events.dur.map((d) => d / 2);

  it('reads the columns as typed arrays on the reply, in the narrowest types', () => {
    const buffer = encodeWindow(json);
    const got = decodeWindow(buffer);
    expect(got.events.id).toBeInstanceOf(Int8Array);
    expect(got.events.ts).toBeInstanceOf(Float64Array);
    for (const name of COLUMNS) {
      expect(got.events[name].buffer, name).toBe(buffer); // a view, not a copy
      expect(Array.from(got.events[name]), name).toEqual(json.events[name]);
    }
    expect(got.names).toEqual(json.names);
    expect(got.counters).toEqual(json.counters);
    expect(got.span_us).toEqual([0, 1000]);
  });

  it('prepares to the same window as the JSON reply', () => {
    expectSameWindow(prepareWindow(decodeWindow(encodeWindow(json))), prepareWindow(json));
  });

  it('the same for every column type, ids past 2^31 and two sorted runs per slot', () => {
    const events = serverEvents({seed: 7, perRun: 2000});
    events[0][0] = 2 ** 40; // id: float64
    const big = reply({events, names: Array.from({length: 300}, (_, k) => `op${k}`)});
    big.events.name = big.events.name.map((k, i) => (i % 7 ? k : 299)); // int16
    big.events.count = big.events.count.map((c, i) => (i === 5 ? 40000 : c)); // uint16
    big.events.row = big.events.row.map((r) => r); // int8
    big.events.busy = big.events.dur.map((d, i) => d * ((i % 3) / 3));
    const buffer = encodeWindow(big);
    const decoded = decodeWindow(buffer);
    expect(decoded.events.id).toBeInstanceOf(Float64Array);
    expect(decoded.events.name).toBeInstanceOf(Int16Array);
    expect(decoded.events.count).toBeInstanceOf(Uint16Array);
    expect(decoded.events.track).toBeInstanceOf(Int8Array);
    const types = {id: 'int32', track: 'int16', row: 'uint8', name: 'int32', count: 'int32'};
    const other = decodeWindow(encodeWindow({...big, events: {...big.events, id: big.events.id.map((v, i) => i)}}, {types}));
    expect(other.events.track).toBeInstanceOf(Int16Array);
    expect(other.events.row).toBeInstanceOf(Uint8Array);
    const win = prepareWindow(decoded);
    expectSameWindow(win, prepareWindow(big));
    expectOrdered(win);
    expect(win.id[0]).toBe(2 ** 40);
  });

  it('uses typed columns as they are: no copies', () => {
    const decoded = decodeWindow(encodeWindow(json));
    const win = prepareWindow(decoded);
    for (const name of COLUMNS) expect(win[name], name).toBe(decoded.events[name]);
  });

  it('a window of no events (N = 0)', () => {
    const empty = reply({events: []});
    const decoded = decodeWindow(encodeWindow(empty));
    expect(decoded.events.ts).toHaveLength(0);
    const win = prepareWindow(decoded);
    expect(win.n).toBe(0);
    expect(win.order).toHaveLength(0);
    expectSameWindow(win, prepareWindow(empty));
  });

  it('names in the header stay text', () => {
    const names = ['<img src=x onerror=alert(1)>', '__proto__', 'constructor', 'Relu'];
    const got = decodeWindow(encodeWindow(reply({events: EVENTS, names})));
    expect(got.names).toEqual(names);
  });

  const edits = {
    'the header length past the end': [(b) => new DataView(b).setUint32(4, b.byteLength, true), /header \(\d+ bytes\) runs past the end/],
    'a header length of 2^32 - 1': [(b) => new DataView(b).setUint32(4, 0xffffffff, true), /runs past the end/],
    'a wrong magic': [(b) => { new Uint8Array(b)[3] = 0x58; }, /does not start with TBPW/],
  };
  for (const [what, [change, message]] of Object.entries(edits)) {
    it(`rejects ${what}`, () => {
      const buffer = encodeWindow(json);
      change(buffer);
      expect(() => decodeWindow(buffer)).toThrow(message);
    });
  }

  const headers = {
    'an edited header: a column past the end': [(h) => { h.events.columns[3].offset += 8 * 1024; }, /column "ts" \(bytes \d+ to \d+\) runs past the end/],
    'more events than the columns hold': [(h) => { h.events.length = 1000; }, /runs past the end/],
    'an unknown type': [(h) => { h.events.columns[0].type = 'int64'; }, /column "id" has an unknown type "int64"/],
    'a type from the prototype': [(h) => { h.events.columns[0].type = 'constructor'; }, /unknown type "constructor"/],
    'an offset off the element size': [(h) => { h.events.columns[3].offset += 4; }, /column "ts"'s offset \d+ is not a multiple of 8/],
    'an odd offset for int16': [(h) => { h.events.columns[0].type = 'int16'; h.events.columns[0].offset += 1; }, /not a multiple of 2/],
    'an offset inside the header': [(h) => { h.events.columns[0].offset = 0; }, /column "id" has a bad offset 0/],
    'an offset that is not a number': [(h) => { h.events.columns[0].offset = '64'; }, /bad offset "64"/],
    'overlapping columns': [(h) => { h.events.columns[4].offset = h.events.columns[3].offset; }, /columns (ts and dur|dur and ts) overlap/],
    'a missing column': [(h) => { h.events.columns = h.events.columns.filter((c) => c.name !== 'busy'); }, /no column busy/],
    'a column twice': [(h) => { h.events.columns[1].name = 'id'; }, /column id comes twice/],
    'a column without a name': [(h) => { delete h.events.columns[2].name; }, /a column has no name/],
    'a negative length': [(h) => { h.events.length = -1; }, /events.length -1 is not a count/],
    'a fractional length': [(h) => { h.events.length = 1.5; }, /events.length 1.5 is not a count/],
    'a length that is text': [(h) => { h.events.length = '6'; }, /events.length "6" is not a count/],
    'no events.length': [(h) => { delete h.events.length; }, /no events.length and events.columns/],
    'no columns': [(h) => { delete h.events.columns; }, /no events.length and events.columns/],
    'no events': [(h) => { delete h.events; }, /no events.length and events.columns/],
  };
  for (const [what, [edit, message]] of Object.entries(headers)) {
    it(`rejects ${what}`, () => {
      expect(() => decodeWindow(encodeWindow(json, {edit}))).toThrow(message);
      expect(() => decodeWindow(encodeWindow(json, {edit}))).toThrow(/^the window reply is malformed: /);
    });
  }

  it('rejects too few bytes, a header that is not JSON or not an object, and what is not bytes', () => {
    expect(() => decodeWindow(new ArrayBuffer(0))).toThrow('the window reply is malformed: 0 bytes, too short for a header');
    expect(() => decodeWindow(new ArrayBuffer(7))).toThrow(/too short/);
    expect(() => decodeWindow(rawWindow('{"events": {"length": 0, "columns": [}'))).toThrow(/the header is not JSON/);
    expect(() => decodeWindow(rawWindow('{"a": 1}'))).toThrow(/no events.length/);
    const badUtf8 = rawWindow('{"names": ["xx"], "events": {"length": 0, "columns": []}}');
    new Uint8Array(badUtf8)[8 + 12] = 0xff;
    expect(() => decodeWindow(badUtf8)).toThrow(/the header is not JSON/);
    expect(() => decodeWindow(rawWindow('null'))).toThrow(/the header is not an object/);
    expect(() => decodeWindow(rawWindow('[1]'))).toThrow(/the header is not an object/);
    expect(() => decodeWindow(new TextEncoder().encode('TBPW0000'))).toThrow(/not bytes/);
    expect(() => decodeWindow(new TextEncoder().encode('{"events": []}').buffer)).toThrow(/does not start with TBPW/);
  });
});

describe('prepareWindow orders each slot by start time', () => {
  it('two sorted runs per slot (the server\'s order), ties in the order they came', () => {
    // Track 0 row 0: run 1 = ids 1, 2, 3; run 2 = ids 4, 5, 6 with ties against run 1.
    const win = prepareWindow(reply({events: [
      [1, 0, 0, 10, 100, 0], [2, 0, 0, 50, 5, 0], [3, 0, 0, 90, 5, 0], [7, 1, 0, 5, 1, 1],
      [4, 0, 0, 10, 1, 1, 3], [5, 0, 0, 50, 1, 1, 2], [6, 0, 0, 60, 1, 1, 4], [8, 1, 0, 1, 1, 1, 9],
    ]}));
    expect(slotIds(win, 0, 0)).toEqual([1, 4, 2, 5, 6, 3]);
    expect(slotIds(win, 1, 0)).toEqual([8, 7]);
    const s = slotOf(win, 0, 0);
    expect(Array.from(win.maxEnd.subarray(win.slotStart[s], win.slotStart[s + 1]))).toEqual([110, 110, 110, 110, 110, 110]);
  });

  it('sorts only the slot that is out of order', () => {
    const win = prepareWindow(reply({events: [
      [1, 0, 0, 10, 1, 0], [2, 0, 0, 20, 1, 0], [3, 0, 1, 30, 1, 0], [4, 0, 1, 15, 1, 0], [5, 2, 0, 7, 1, 0], [6, 2, 0, 7, 1, 0],
    ]}));
    expect(slotIds(win, 0, 0)).toEqual([1, 2]);
    expect(slotIds(win, 0, 1)).toEqual([4, 3]);
    expect(slotIds(win, 2, 0)).toEqual([5, 6]);
  });

  it('many runs: a slot in reverse, and runs of equal starts', () => {
    const reverse = Array.from({length: 37}, (_, k) => [k, 0, 0, 1000 - 10 * k, 5, 0]);
    const ties = Array.from({length: 40}, (_, k) => [100 + k, 1, 0, (k * 7) % 5, 1, 0]);
    const win = prepareWindow(reply({events: [...reverse, ...ties]}));
    expect(slotIds(win, 0, 0)).toEqual(reverse.map((e) => e[0]).reverse());
    expectOrdered(win);
  });

  it('the server\'s order, and any order, over many seeds', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const events = serverEvents({seed, perRun: 50 + seed * 10, runs: 1 + (seed % 4)});
      expectOrdered(prepareWindow(reply({events})));
      const shuffled = [...events];
      const next = random(seed + 100);
      for (let k = shuffled.length - 1; k > 0; k -= 1) {
        const j = Math.floor(next() * (k + 1));
        [shuffled[k], shuffled[j]] = [shuffled[j], shuffled[k]];
      }
      expectOrdered(prepareWindow(reply({events: shuffled})));
    }
  });

  it('an empty window', () => {
    const win = prepareWindow(reply({events: []}));
    expect(win.n).toBe(0);
    expect(Array.from(win.slotStart)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('events of no slot (unknown track, counter track, negative row) are left out', () => {
    const win = prepareWindow(reply({events: [[1, 9, 0, 5, 1, 0], [2, 5, 0, 4, 1, 0], [3, 0, -1, 3, 1, 0], [4, 0, 0, 2, 1, 0],
      [5, 0, 0, 1, 1, 0]]}));
    expect(win.order).toHaveLength(2);
    expect(slotIds(win, 0, 0)).toEqual([5, 4]);
  });
});

describe('TraceModel with binary windows', () => {
  it('asks for format=binary and decodes the bytes when the api has dataBytes', async () => {
    const api = bytesApi();
    const model = new TraceModel({api, run: 'r', hosts: ['vm'], debounceMs: 0});
    await model.load({start: 500, end: 2500.0004, resolution: 1600});
    expect(api.bytesCalls).toEqual([{run: 'r', tag: TAG, host: 'vm', start_time_ms: 0.5, end_time_ms: 2.5, resolution: 1600,
      format: 'binary'}]);
    expect(model.window.n).toBe(EVENTS.length);
    expect(model.window.id).toBeInstanceOf(Int8Array);
    expectSameWindow(model.window, prepareWindow(reply({events: EVENTS})));
    const ov = await model.overview(100);
    expect(api.bytesCalls[1]).toEqual({run: 'r', tag: TAG, host: 'vm', resolution: 100, format: 'binary'});
    expect(ov.n).toBe(EVENTS.length);
  });

  it('details, search and summary stay JSON', async () => {
    const api = bytesApi((p) => (p.mode ? {mode: p.mode} : reply({events: EVENTS})));
    const model = new TraceModel({api, run: 'r', debounceMs: 0});
    await model.details(11, 'vm');
    await model.search('x');
    await model.summary(0, 10, [0]);
    expect(api.bytesCalls).toHaveLength(0);
    expect(api.calls.map((c) => c.params.format)).toEqual([undefined, undefined, undefined]);
  });

  it('a malformed reply is an error, like any failed request; the window stays', async () => {
    const errors = [];
    const good = bytesApi();
    const model = new TraceModel({api: good, run: 'r', debounceMs: 0, onError: (e) => errors.push(e.message)});
    await model.load(null, {resolution: 100});
    const old = model.window;
    model.api = bytesApi(() => rawWindow('{"events": {"length": 1, "columns": []}}'));
    await model.load(null, {resolution: 100});
    expect(errors).toEqual(['the window reply is malformed: no column id']);
    expect(model.window).toBe(old);
    expect(model.pending).toBeNull();
  });

  it('reports the server\'s errors but not aborts', async () => {
    const errors = [];
    const first = deferred();
    const pending = [first, null];
    const api = bytesApi(() => {
      const next = pending.shift();
      if (next) return next.promise;
      throw new ApiError('bad resolution', 400);
    });
    const loading = [];
    const model = new TraceModel({api, run: 'r', debounceMs: 0, onError: (e) => errors.push(e.message), onLoading: (b) => loading.push(b)});
    const a = model.load({start: 0, end: 100, resolution: 10});
    await tick();
    const b = model.load({start: 200, end: 300, resolution: 10}); // aborts the first
    first.resolve(reply({events: EVENTS}));
    expect(await a).toBeNull();
    expect(await b).toBeNull();
    expect(errors).toEqual(['bad resolution']);
    expect(loading.at(-1)).toBe(false);
    expect(model.window).toBeNull();
  });

  it('the trace viewer draws binary windows (the real page\'s api has dataBytes)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const api = bytesApi((p) => (p.mode === 'details' ? {id: 11, name: 'MatMul', ts: 120, dur: 100, track: 0, args: {}, flows: []}
      : reply({events: EVENTS})));
    const controller = render(container, {params: {run: 'r', tag: 'trace_viewer', host: ''}, state: {sel: '20'}, api});
    try {
      for (let k = 0; k < 6; k += 1) await tick();
      expect(api.bytesCalls.length).toBeGreaterThan(0);
      expect(container.querySelector('.tbp-trace-status').textContent).toContain('62 events');
      expect(controller.timeline.selected).toMatchObject({id: 20, count: 57});
    } finally {
      controller.destroy();
      container.remove();
    }
  });
});

// fakeApi without dataBytes keeps the JSON path (model.test.js covers it); this checks it is not binary.
describe('TraceModel without dataBytes', () => {
  it('asks for JSON', async () => {
    const api = fakeApi();
    const model = new TraceModel({api, run: 'r', debounceMs: 0});
    await model.load(null, {resolution: 10});
    expect(api.calls[0].params.format).toBeUndefined();
    expect(model.window.id).toBeInstanceOf(Float64Array);
  });
});
