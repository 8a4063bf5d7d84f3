// @vitest-environment happy-dom
import {describe, it, expect, vi} from 'vitest';
import {
  TraceModel, prepareWindow, fetchRange, covers, hostParams, slotOf, indexOfId, trackHost, TAG,
} from '../../src/trace/model.js';
import {reply, EVENTS, fakeApi, deferred, tick} from './fake.js';

describe('window margin', () => {
  it('fetches half a viewport more on each side at 2 × canvas pixels', () => {
    expect(fetchRange({start: 1000, end: 2000}, 800)).toEqual({start: 500, end: 2500, resolution: 1600});
  });
  it('clamps to the span and scales the resolution with what is left', () => {
    expect(fetchRange({start: 100, end: 300}, 1000, {start: 0, end: 350})).toEqual({start: 0, end: 350, resolution: 1750});
  });
});

describe('covers', () => {
  const win = {windowUs: [500, 2500], spanUs: [0, 10000], stepUs: 1.25, thinned: 10, eventsInWindow: 100};
  it('a view inside the window at the same zoom', () => {
    expect(covers(win, {start: 1000, end: 2000}, 800)).toBe(true);
    expect(covers(win, {start: 600, end: 1600}, 800)).toBe(true);
  });
  it('not a view past the margin', () => {
    expect(covers(win, {start: 2000, end: 3000}, 800)).toBe(false);
    expect(covers(win, {start: 100, end: 1100}, 800)).toBe(false);
  });
  it('not after zooming in so far that merged buckets exceed 2 px', () => {
    expect(covers(win, {start: 1000, end: 1400}, 800)).toBe(false); // 0.5 µs/px, buckets 1.25 µs
    expect(covers({...win, thinned: 0}, {start: 1000, end: 1400}, 800)).toBe(true); // nothing merged: exact
  });
  it('not after zooming out 4× (buckets under 1/4 px)', () => {
    expect(covers({...win, windowUs: [0, 10000]}, {start: 0, end: 8000}, 800)).toBe(false);
  });
  it('a window that reaches the end of the trace covers views up to it', () => {
    const whole = {windowUs: [0, 10000], spanUs: [0, 10000], stepUs: 10, thinned: 0, eventsInWindow: 5};
    expect(covers(whole, {start: 0, end: 10000}, 1000)).toBe(true);
  });
  it('nothing covers without a window', () => {
    expect(covers(null, {start: 0, end: 1}, 100)).toBe(false);
  });
});

describe('hostParams', () => {
  it('one host, several, all', () => {
    expect(hostParams(['a'])).toEqual({host: 'a'});
    expect(hostParams(['a', 'b'], ['a', 'b', 'c'])).toEqual({hosts: 'a,b'});
    expect(hostParams(['b', 'a'], ['a', 'b'])).toEqual({});
    expect(hostParams(null)).toEqual({});
  });
});

describe('prepareWindow', () => {
  const win = prepareWindow(reply({events: EVENTS}));
  it('indexes the rows of each track by start time', () => {
    const s = slotOf(win, 0, 1);
    const idx = Array.from(win.order.subarray(win.slotStart[s], win.slotStart[s + 1]));
    expect(idx.map((i) => win.id[i])).toEqual([11, 12]);
    expect(slotOf(win, 5, 0)).toBe(-1); // counter
    expect(slotOf(win, 0, 3)).toBe(-1);
  });
  it('keeps counters, counts and hosts', () => {
    expect(win.counters.get(5).max).toBe(30);
    expect(win.count[indexOfId(win, 20)]).toBe(57);
    expect(trackHost(win, 2)).toBe('vm');
    expect(indexOfId(win, 30, 'vm')).toBe(5);
    expect(indexOfId(win, 999)).toBe(-1);
  });
  it('sorts events that arrive out of order, and widens tracks for rows past `rows`', () => {
    const w = prepareWindow(reply({events: [[1, 1, 0, 50, 5, 0], [2, 1, 0, 10, 5, 1], [3, 1, 2, 20, 1, 1]]}));
    const s = slotOf(w, 1, 0);
    expect(Array.from(w.order.subarray(w.slotStart[s], w.slotStart[s + 1])).map((i) => w.id[i])).toEqual([2, 1]);
    expect(w.tracks[1].rows).toBe(3);
  });
});

describe('TraceModel', () => {
  it('asks for the window with the spec parameters', async () => {
    const api = fakeApi();
    const model = new TraceModel({api, run: 'r', hosts: ['vm'], debounceMs: 0});
    await model.load({start: 500, end: 2500.0004, resolution: 1600});
    expect(api.calls[0].params).toEqual({run: 'r', tag: TAG, host: 'vm', start_time_ms: 0.5, end_time_ms: 2.5, resolution: 1600});
    expect(model.window.n).toBe(EVENTS.length);
  });

  it('carries a compared run in every request, and keeps what the reply says was aligned', async () => {
    const aligned = {step: 3, offset_ns: -1500, base_run: 'b', base_hosts: ['base: vm']};
    const api = fakeApi(() => Promise.resolve(reply({events: EVENTS, aligned})));
    const model = new TraceModel({api, run: 'r', hosts: ['vm'], extra: {base_run: 'b', align_step: '3'}, debounceMs: 0});
    await model.load({start: 500, end: 2500.0004, resolution: 1600});
    expect(api.calls[0].params).toMatchObject({run: 'r', host: 'vm', base_run: 'b', align_step: '3'});
    expect(model.window.aligned).toEqual(aligned);
    await model.search('x');
    expect(api.calls[1].params).toMatchObject({mode: 'search', base_run: 'b'});
  });

  it('the first window (a cold load) says how far the server has got; later windows do not ask', async () => {
    vi.useFakeTimers();
    try {
      const first = deferred();
      const api = fakeApi(() => first.promise);
      api.progress = vi.fn(async () => ({stage: 'decoding', detail: '/host:CPU', done: 0, total: 2, unit: 'planes', elapsed_s: 1.5}));
      const texts = [];
      const model = new TraceModel({api, run: 'r', debounceMs: 0, onProgress: (t) => texts.push(t)});
      const loaded = model.load(null);
      const id = api.calls[0].params.progress;
      expect(typeof id).toBe('string');
      await vi.advanceTimersByTimeAsync(1100);
      expect(api.progress).toHaveBeenCalledWith(id);
      expect(texts).toEqual(['Decoding /host:CPU: plane 1 of 2 · 1.5 s']);
      first.resolve(reply({events: EVENTS}));
      await loaded;
      expect(texts.at(-1)).toBeNull();
      await vi.advanceTimersByTimeAsync(5000);
      expect(api.progress).toHaveBeenCalledTimes(1); // stopped with the reply
      model.load({start: 0, end: 100, resolution: 100});
      expect(api.calls[1].params.progress).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('aborts a superseded request and keeps the last window until the next arrives', async () => {
    const first = deferred();
    const second = deferred();
    const pending = [first, second];
    const api = fakeApi(() => pending.shift().promise);
    const windows = [];
    const model = new TraceModel({api, run: 'r', debounceMs: 0, onWindow: (w) => windows.push(w)});
    model.window = prepareWindow(reply({events: EVENTS, span_us: [0, 100000], window_us: [0, 1000], step_us: 1}));
    const old = model.window;
    model.ensure({start: 5000, end: 6000}, 1000); // outside: request 1
    await tick();
    model.ensure({start: 9000, end: 9500}, 1000); // outside request 1's range: aborts it
    await tick();
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0].signal.aborted).toBe(true);
    expect(api.calls[1].signal.aborted).toBe(false);
    expect(model.window).toBe(old); // still drawable
    first.resolve(reply({events: []})); // too late: ignored
    second.resolve(reply({events: EVENTS, window_us: [8750, 9750]}));
    await tick();
    await tick();
    expect(windows).toHaveLength(1);
    expect(model.window.windowUs).toEqual([8750, 9750]);
  });

  it('sends nothing while the window or the request in flight covers the view', async () => {
    const api = fakeApi(() => new Promise(() => {}));
    const model = new TraceModel({api, run: 'r', debounceMs: 0});
    model.window = prepareWindow(reply({events: EVENTS, span_us: [0, 100000], window_us: [500, 2500], step_us: 1.25, thinned: 3}));
    expect(model.ensure({start: 1000, end: 2000}, 800)).toBe(false);
    expect(model.ensure({start: 3000, end: 4000}, 800)).toBe(true);
    expect(model.ensure({start: 3100, end: 4100}, 800)).toBe(false); // the pending [2500, 4500] covers it
    await tick();
    expect(api.calls).toHaveLength(1);
  });

  it('debounces: one request for a burst of view changes', async () => {
    const api = fakeApi();
    const model = new TraceModel({api, run: 'r', debounceMs: 20});
    for (let k = 0; k < 10; k += 1) model.ensure({start: 1000 * k, end: 1000 * k + 500}, 500);
    await new Promise((r) => setTimeout(r, 40));
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].params.start_time_ms).toBe(8.75); // the last view, minus its margin
  });

  it('reports errors but not aborts, and keeps the window', async () => {
    const errors = [];
    const api = fakeApi(() => { throw new Error('boom'); });
    const model = new TraceModel({api, run: 'r', debounceMs: 0, onError: (e) => errors.push(e.message)});
    await model.load(null, {resolution: 100});
    expect(errors).toEqual(['boom']);
    expect(model.window).toBeNull();
  });

  it('caches details and asks with the event host and the windows\' hosts', async () => {
    const api = fakeApi((p) => ({id: p.id, name: 'MatMul', args: {}}));
    const model = new TraceModel({api, run: 'r', hosts: ['vm', 'tpu'], allHosts: ['vm', 'tpu', 'x']});
    const a = await model.details(11, 'vm');
    const b = await model.details(11, 'vm');
    expect(a).toBe(b);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].params).toEqual({run: 'r', tag: TAG, hosts: 'vm,tpu', mode: 'details', id: 11, event_host: 'vm'});
  });

  it('searches with the spec parameters; a new search aborts the old one', async () => {
    const api = fakeApi((p) => ({total: 1, matches: [{id: 11, ts: 120, dur: 100, track: 0, name: p.q}]}));
    const model = new TraceModel({api, run: 'r', hosts: ['a', 'b']});
    const old = model.search('Mat');
    const result = await model.search('MatMul', {regex: true, limit: 5});
    await expect(old).rejects.toMatchObject({name: 'AbortError'});
    expect(result.matches[0].name).toBe('MatMul');
    expect(api.calls[1].params).toEqual({run: 'r', tag: TAG, hosts: 'a,b', mode: 'search', q: 'MatMul', regex: 1, args: 0, limit: 5});
  });
});
