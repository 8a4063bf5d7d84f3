// @vitest-environment happy-dom
import {describe, it, expect, beforeEach, afterEach, vi} from 'vitest';
import {render, fetchData, allHosts} from '../../src/tools/trace_viewer.js';
import {viewerParams, readViewerParams, viewForEvent, nextMatchIndex} from '../../src/trace/viewer.js';
import {ApiError} from '../../src/lib/api.js';
import {reply, EVENTS, fakeApi, tick, deferred} from './fake.js';

async function settle(n = 6) {
  for (let k = 0; k < n; k += 1) await tick();
}

function handler({names} = {}) {
  return (p) => {
    if (p.mode === 'details') {
      const e = EVENTS.find((ev) => ev[0] === Number(p.id));
      return {id: e[0], name: (names || ['train', 'MatMul', 'Conv2D', 'Relu'])[e[5]], long_name: 'long', ts: e[3], dur: e[4], track: e[1],
        host: p.event_host, args: {step_num: 2}, flows: [{id: 30, ts: 200, track: 2, direction: 'out'}]};
    }
    if (p.mode === 'summary') {
      return {window_us: [Number(p.start_time_ms) * 1000, Number(p.end_time_ms) * 1000], count: 58, total: 1234.5,
        rows: [{name: 'MatMul', count: 57, total: 234.5}, {name: 'train', count: 1, total: 1000}]};
    }
    if (p.mode === 'search') {
      if (p.q === '(') throw new ApiError('bad regex: missing )', 400);
      // 312 matches, paged: the first two are events of the window, the others made up.
      const offset = Number(p.offset || 0);
      const all = (k) => (k === 0 ? {id: 20, ts: 600, dur: 10, track: 1, row: 0, name: 'MatMul'}
        : k === 1 ? {id: 11, ts: 120, dur: 100, track: 0, row: 0, name: 'MatMul'}
          : {id: 1000 + k, ts: 700 + k, dur: 1, track: 1, row: 0, name: 'MatMul'});
      const matches = [];
      for (let k = offset; k < Math.min(312, offset + Number(p.limit)); k += 1) matches.push(all(k));
      return {total: 312, offset, matches};
    }
    return reply({events: EVENTS, names});
  };
}

describe('URL parameters', () => {
  it('round-trip the view and the selection', () => {
    const params = viewerParams({start: 100.5, end: 2500}, {id: 11, host: 'vm'});
    expect(params).toEqual({view: '0.1005,2.5', sel: '11', sel_host: ''});
    const back = readViewerParams(params);
    expect(back.view.start).toBeCloseTo(100.5, 9);
    expect(back.view.end).toBeCloseTo(2500, 9);
    expect(back.sel).toEqual({id: 11, host: null});
    expect(readViewerParams(viewerParams({start: 0, end: 1}, {id: 7, host: 'b'}, {multiHost: true})).sel).toEqual({id: 7, host: 'b'});
    expect(readViewerParams({sel: 'x', view: 'bad'})).toEqual({view: null, sel: null, hosts: null});
  });
  it('a match is shown where it is, or centred, or with room around it', () => {
    const view = {start: 0, end: 100};
    expect(viewForEvent(view, 10, 5)).toBe(view);
    expect(viewForEvent(view, 500, 10)).toEqual({start: 455, end: 555});
    expect(viewForEvent(view, 500, 300)).toEqual({start: 400, end: 900});
  });
});

describe('trace_viewer view', () => {
  let container;
  let controller;
  let written;
  let api;

  function mount(state = {}, params = {run: 'r', tag: 'trace_viewer', host: ''}, h = handler()) {
    api = fakeApi(h);
    written = [];
    controller = render(container, {params, state, api, setParams: (p) => written.push(p)});
    return controller;
  }

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    if (controller) controller.destroy();
    container.remove();
  });

  it('fetches its own data for every host, and keeps the download link', async () => {
    expect(fetchData).toBe(false);
    expect(allHosts).toBe(true);
    mount();
    const link = container.querySelector('a[download]');
    expect(link.textContent).toBe('Download the full trace (JSON)');
    expect(link.getAttribute('href')).toContain('tag=trace_viewer');
    await settle();
    expect(api.calls[0].params).toMatchObject({run: 'r', tag: 'trace_viewer@'});
    expect(controller.timeline.view).toEqual({start: 0, end: 1000});
    expect(container.querySelector('.tbp-trace-status').textContent).toContain('events');
  });

  it('restores the view and the selection from the URL, and writes them back', async () => {
    mount({view: '0.1,0.3', sel: '11'});
    await settle();
    const first = api.calls[0].params;
    expect(first.start_time_ms).toBe(0);
    expect(first.end_time_ms).toBe(0.4);
    expect(controller.timeline.view).toEqual({start: 100, end: 300});
    expect(controller.timeline.selected).toMatchObject({id: 11, host: 'vm'});
    const details = api.calls.find((c) => c.params.mode === 'details');
    expect(details.params).toMatchObject({event_host: 'vm', id: 11});
    const pane = container.querySelector('.tbp-trace-details');
    expect(pane.textContent).toContain('MatMul');
    expect(pane.textContent).toContain('step_num');
    controller.writeUrl();
    expect(written.at(-1)).toEqual({view: '0.1,0.3', sel: '11', sel_host: ''});
  });

  it('searches on the server, shows "i of N" and jumps to the match', async () => {
    mount();
    await settle();
    controller.timeline.setView({start: 0, end: 100});
    const input = container.querySelector('input[type=search]');
    input.value = 'MatMul';
    input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    await settle();
    const search = api.calls.find((c) => c.params.mode === 'search');
    expect(search.params).toMatchObject({q: 'MatMul', regex: 0, args: 0, limit: 100});
    const count = () => container.querySelector('.tbp-trace-count').textContent;
    const searches = () => api.calls.filter((c) => c.params.mode === 'search');
    expect(count()).toBe('1 of 312');
    expect(controller.timeline.selected).toMatchObject({id: 20, host: 'vm'});
    const {view} = controller.timeline;
    expect(view.start).toBeLessThanOrEqual(600);
    expect(view.end).toBeGreaterThanOrEqual(610);
    // The page's matches are outlined; the shown one is the current.
    expect(controller.timeline.searchMatches).toHaveLength(100);
    expect(controller.timeline.searchCurrent).toMatchObject({id: 20});
    input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    await settle();
    expect(count()).toBe('2 of 312');
    expect(controller.timeline.selected.id).toBe(11);
    expect(searches()).toHaveLength(1); // same query, same page: no new request
    // Back from the first: the last of all 312, from the last page (offset 300).
    await controller.search(-1);
    await controller.search(-1);
    expect(count()).toBe('312 of 312');
    expect(controller.timeline.selected.id).toBe(1311);
    expect(searches().at(-1).params).toMatchObject({offset: 300, limit: 100});
    // Forward wraps to the first again (page 0 is still here).
    await controller.search(1);
    expect(count()).toBe('1 of 312');
    expect(searches()).toHaveLength(2);
    // Stepping on past the page fetches the next one: match 101 is the next page's first.
    for (let k = 1; k <= 100; k += 1) await controller.search(1);
    expect(count()).toBe('101 of 312');
    expect(controller.timeline.selected.id).toBe(1100);
    expect(searches().at(-1).params).toMatchObject({offset: 100});
    // Another query starts again from its first match.
    input.value = 'Conv';
    await controller.search(1);
    expect(count()).toBe('1 of 312');
    expect(searches().at(-1).params).not.toHaveProperty('offset');
  });

  it('steps through matches with wrap-around', () => {
    expect(nextMatchIndex(-1, 1, 5)).toBe(0);
    expect(nextMatchIndex(-1, -1, 5)).toBe(4);
    expect(nextMatchIndex(4, 1, 5)).toBe(0);
    expect(nextMatchIndex(0, -1, 5)).toBe(4);
    expect(nextMatchIndex(2, 1, 5)).toBe(3);
    expect(nextMatchIndex(9, 1, 5)).toBe(0); // past the end (fewer matches now)
    expect(nextMatchIndex(-1, 1, 0)).toBe(-1);
  });

  it('a drag over merged boxes shows upper bounds at once, then the server\'s exact totals', async () => {
    mount();
    await settle();
    const pane = () => container.querySelector('.tbp-trace-details').textContent;
    // Tracks 0 and 1 from 90 to 700 µs: train, MatMul, Conv2D, Relu and the merged box of 57.
    controller.timeline.selectArea(90, 700, 0, 100);
    expect(pane()).toContain('≤');
    expect(pane()).toContain('counting every event of the area');
    await settle();
    const call = api.calls.find((c) => c.params.mode === 'summary');
    expect(call.params).toMatchObject({start_time_ms: 0.09, end_time_ms: 0.7, tracks: '0,1'});
    expect(pane()).not.toContain('≤');
    expect(pane()).toContain('58 events, 2 names');
    expect(pane()).toContain('234.500 µs');
    // No merged box in the area: the window's totals are exact, nothing is asked.
    const n = api.calls.length;
    controller.timeline.selectArea(90, 400, 0, 30);
    await settle();
    expect(api.calls.length).toBe(n);
    expect(pane()).not.toContain('≤');
  });

  it('shows the self time and the category of an event', async () => {
    mount({}, undefined, (p) => (p.mode === 'details'
      ? {id: 10, name: 'train', ts: 100, dur: 400, self: 230, category: 'cpu_op', track: 0, args: {}, flows: []}
      : handler()(p)));
    await settle();
    controller.timeline.selectId(10, 'vm', {emit: true});
    await settle();
    const text = container.querySelector('.tbp-trace-details').textContent;
    expect(text).toContain('Self time230.000 µs');
    expect(text).toContain('Categorycpu_op');
  });

  it('shows a bad regex as the server words it', async () => {
    mount();
    await settle();
    const input = container.querySelector('input[type=search]');
    input.value = '(';
    await controller.search(1);
    const count = container.querySelector('.tbp-trace-count');
    expect(count.textContent).toBe('bad regex: missing )');
    expect(count.classList.contains('tbp-error')).toBe(true);
  });

  it('dispatches keys from the page, not from text fields', async () => {
    mount();
    await settle();
    document.dispatchEvent(new KeyboardEvent('keydown', {key: '4', bubbles: true}));
    expect(controller.timeline.mode).toBe('timing');
    const pressed = container.querySelector('.tbp-trace-mode[aria-pressed="true"]');
    expect(pressed.textContent).toContain('Timing');
    const input = container.querySelector('input[type=search]');
    input.dispatchEvent(new KeyboardEvent('keydown', {key: '1', bubbles: true}));
    expect(controller.timeline.mode).toBe('timing');
    document.dispatchEvent(new KeyboardEvent('keydown', {key: 'w', bubbles: true}));
    expect(controller.timeline.view.end - controller.timeline.view.start).toBeCloseTo(800, 6);
  });

  it('offers host checkboxes when the run has several hosts', async () => {
    mount();
    api.hosts = async () => ['a', 'b'];
    controller.destroy();
    container.replaceChildren();
    controller = render(container, {params: {run: 'r', tag: 'trace_viewer', host: ''}, state: {}, api, setParams: (p) => written.push(p)});
    await settle();
    const boxes = container.querySelectorAll('.tbp-trace-hosts input[type=checkbox]');
    expect(boxes).toHaveLength(2);
    expect(container.querySelector('.tbp-trace-hosts').hidden).toBe(false);
    boxes[1].checked = false;
    boxes[1].dispatchEvent(new Event('change'));
    await settle();
    expect(api.calls.at(-2).params).toMatchObject({host: 'a'});
    expect(written.at(-1)).toEqual({hosts: 'a'});
  });

  it('shows profile names as text, never as HTML', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    mount({sel: '11'}, undefined, handler({names: ['train', evil, 'Conv2D', 'Relu']}));
    await settle();
    const title = container.querySelector('.tbp-trace-details-title');
    expect(title.textContent).toContain(evil);
    expect(container.querySelector('img')).toBeNull();
  });

  it('cuts a long status in the middle: what loads stays, the title has it all', async () => {
    vi.useFakeTimers();
    try {
      const first = deferred();
      const detail = '/host:worker-0-very-long-host-name/plane:Tensorflow Ops';
      const h = handler();
      api = fakeApi((p) => (p.mode ? h(p) : first.promise));
      api.progress = async () => ({stage: 'decoding', detail, done: 0, total: 2, unit: 'planes', elapsed_s: 1.5});
      controller = render(container, {params: {run: 'r', tag: 'trace_viewer', host: ''}, state: {}, api, setParams: () => {}});
      await vi.advanceTimersByTimeAsync(1100);
      const status = container.querySelector('.tbp-trace-status');
      expect(status.title).toContain(detail);
      expect(status.textContent.length).toBeLessThanOrEqual(30);
      expect(status.textContent).toMatch(/^loading.*…/);
      expect(status.textContent).toMatch(/1\.5 s$/);
      first.resolve(reply({events: EVENTS}));
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops writing the URL once the view is gone', async () => {
    mount();
    await settle();
    container.remove();
    controller.writeUrl();
    expect(written).toEqual([]);
  });
});
