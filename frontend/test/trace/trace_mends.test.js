// @vitest-environment happy-dom
// Issue 44's trace viewer mends: a section header collapses its section into
// one row that still shows its busy time (item 5), a search match inside a
// collapsed section or folded / hidden track opens the way to it (item 5), a
// compared trace lays both runs on the first screen (item 8), and no time axis
// is drawn before the first window (item 9).
import {describe, it, expect, afterEach} from 'vitest';
import {Timeline} from '../../src/trace/timeline.js';
import {prepareWindow} from '../../src/trace/model.js';
import {buildLayout, trackKeys, SIZES} from '../../src/trace/layout.js';
import {alignmentText, baseSectionIndex, foldsForBothRuns} from '../../src/trace/compare.js';
import {render} from '../../src/tools/trace_viewer.js';
import {reply, EVENTS, fakeApi, tick} from './fake.js';

const W = 210 + 1000 + 12;
const x = (t) => 210 + t;
const HOST_THREADS = 'vm\u0000Host Threads';

/** A 2D context recording fillRect (y, h) and fillText. */
function recorder() {
  const rects = [];
  const texts = [];
  const ctx = {
    fillStyle: '',
    fillRect(rx, y, w, h) { rects.push({x: rx, y, w, h}); },
    fillText(text, tx, y) { texts.push({text: String(text), x: tx, y}); },
    measureText: (s) => ({width: String(s).length * 6}),
  };
  return {rects, texts, ctx: new Proxy(ctx, {get: (o, k) => (k in o ? o[k] : () => {})})};
}

function timeline(events = EVENTS, height = 600) {
  const parent = document.createElement('div');
  document.body.append(parent);
  const rooms = [];
  const t = new Timeline(parent, {onRoomChange: (r) => rooms.push(r)});
  t.setSize(W, height, 1);
  if (events) t.setWindow(prepareWindow(reply({events})));
  t.rooms = rooms;
  return t;
}

async function settle(n = 6) {
  for (let k = 0; k < n; k += 1) await tick();
}

describe('before the first window (item 9)', () => {
  it('draws no time ticks, only that it is loading', () => {
    const t = timeline(null);
    const {texts, ctx} = recorder();
    t.ctx = ctx;
    t.draw();
    const drawn = texts.map((s) => s.text);
    expect(drawn.some((s) => /\d\s*(µs|ms|ns|s)$/.test(s))).toBe(false); // the old "0.0 µs … 0.9 µs"
    expect(drawn).toContain('View: loading…');
    expect(drawn.some((s) => s.startsWith('Loading the trace'))).toBe(true);
    // The first window: ticks and the view's width.
    t.setWindow(prepareWindow(reply({events: EVENTS})));
    const after = recorder();
    t.ctx = after.ctx;
    t.draw();
    expect(after.texts.some((s) => s.text === 'View: 1.000 ms')).toBe(true);
    expect(after.texts.some((s) => /^\d+(\.\d+)? ms$/.test(s.text))).toBe(true);
    t.destroy();
  });
});

describe('a collapsed section (item 5)', () => {
  let t;
  afterEach(() => t.destroy());

  it('is one row showing the top rows of its tracks, and keeps their folds', () => {
    t = timeline();
    const python = trackKeys(t.win).get(0);
    t.toggleTrack(python); // fold python to its top row
    t.click(60, 52 + 11); // the "Host Threads" header
    expect(t.rooms.at(-1).collapsed).toEqual([HOST_THREADS]);
    const header = t.layout.items[0];
    expect(header).toMatchObject({kind: 'section', collapsed: true, h: SIZES.sectionH, trackIds: [0, 1]});
    expect(t.layout.items.filter((it) => it.kind === 'track').map((it) => it.track.id)).toEqual([2, 5]);
    const {rects, texts, ctx} = recorder();
    t.ctx = ctx;
    t.draw();
    // In the header row's time area: train [100, 500] (python's top row) and the merged box at 600 (tf_Compute).
    const inHeader = rects.filter((r) => r.y === 52 + 2 && r.h === SIZES.rowH - 1 && r.x >= 210);
    expect(inHeader.map((r) => [Math.round(r.x), Math.round(r.w)])).toEqual(expect.arrayContaining([[x(100), 400], [x(600), 10]]));
    // Its deeper rows are not drawn there; its label keeps to the labels column.
    expect(inHeader).toHaveLength(2);
    const label = texts.find((s) => s.text.startsWith('▸ Host Threads'));
    expect(label.text).toBe('▸ Host Threads — 2 tracks');
    // Opened again: python still folded.
    t.click(60, 52 + 11);
    expect(t.layout.items.find((it) => it.kind === 'track' && it.track.id === 0).folded).toBe(true);
  });

  it('opens for a match inside it, its track unfolded, shown and scrolled to', () => {
    t = timeline(EVENTS, 52 + 60); // 60 px of tracks
    const keys = trackKeys(t.win);
    t.toggleTrack(keys.get(0));
    t.hideTrack(keys.get(1));
    t.toggleSection(t.layout.items.find((it) => it.kind === 'section' && it.section.name === '/device:GPU:0'));
    t.toggleSection(t.layout.items[0]);
    expect(t.layout.items.every((it) => it.kind === 'section')).toBe(true);
    // A match on python's row 2: Host Threads expanded, python unfolded.
    expect(t.revealTrack(0, 2)).toBe(true);
    expect(t.rooms.at(-1).collapsed).not.toContain(HOST_THREADS);
    expect(t.rooms.at(-1).folded).toEqual([]);
    expect(t.rowMiddle(0, 2)).not.toBeNull();
    // A match on the hidden track: shown again.
    t.revealTrack(1, 0);
    expect(t.rooms.at(-1).hidden).toEqual([]);
    // One in the collapsed GPU section, below the 60 px: expanded and scrolled into view.
    t.revealTrack(2, 0);
    const y = t.rowMiddle(2, 0);
    expect(y).toBeGreaterThanOrEqual(t.tracksTop);
    expect(y).toBeLessThanOrEqual(t.tracksTop + t.tracksHeight);
    expect(t.scrollTop).toBeGreaterThan(0);
    // Already in view: nothing changes.
    expect(t.revealTrack(2, 0)).toBe(false);
  });

  it('a search from the toolbar lands on an open track', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const api = fakeApi((p) => (p.mode === 'search'
      ? {total: 1, offset: 0, matches: [{id: 13, ts: 130, dur: 20, track: 0, row: 2, name: 'Relu'}]}
      : p.mode === 'details' ? {id: 13, name: 'Relu', ts: 130, dur: 20, track: 0} : reply({events: EVENTS})));
    const controller = render(container, {params: {run: 'r', host: 'vm'}, state: {trace_collapsed: JSON.stringify([['vm', 'Host Threads']])}, api});
    await settle();
    t = controller.timeline;
    expect(t.layout.items[0]).toMatchObject({collapsed: true});
    const input = container.querySelector('input[type=search]');
    input.value = 'Relu';
    await controller.search(1);
    expect(t.layout.items[0]).toMatchObject({collapsed: false});
    expect(t.selected).toMatchObject({id: 13});
    expect(t.rowMiddle(0, 2)).not.toBeNull();
    controller.destroy = controller.destroy || (() => {});
    container.remove();
  });
});

describe('a compared trace (item 8)', () => {
  const aligned = {step: 1, offset_ns: 7549677, base_run: 'base/run', base_hosts: ['base: vm']};
  /** The fake reply as a compared one: a deep python track, the base run's section after. */
  function compared(rows = 21) {
    const r = reply({events: EVENTS, aligned});
    r.tracks[0].rows = rows;
    r.hosts = ['vm', 'base: vm'];
    r.sections.push({id: 2, name: 'Host Threads', host: 'base: vm'});
    r.tracks.push({id: 7, section: 2, name: 'python', rows: 10, kind: 'events'});
    return prepareWindow(r);
  }

  it('says how the runs are aligned in a note short enough for the toolbar', () => {
    const shifted = alignmentText(aligned);
    expect(shifted.note).toBe('base shifted +7.550 ms');
    expect(shifted.title).toContain('base/run');
    const none = alignmentText({...aligned, step: null});
    expect(none.note.length).toBeLessThanOrEqual(32); // the note's max width (trace.css): never cut
    expect(none.title).toContain('to start with this run');
  });

  it('folds the run\'s deep tracks until the base run starts in the top half', () => {
    const win = compared();
    const layout = buildLayout(win);
    const k = baseSectionIndex(layout, win.aligned);
    expect(layout.items[k].section.host).toBe('base: vm');
    expect(layout.items[k].y).toBeGreaterThan(300); // python's 21 rows push it down
    const folds = foldsForBothRuns(layout, win.aligned, 600, SIZES);
    expect(folds).toEqual([trackKeys(win).get(0)]);
    const after = buildLayout(win, new Set(), SIZES, {folded: new Set(folds)});
    expect(after.items[baseSectionIndex(after, win.aligned)].y).toBeLessThanOrEqual(300);
    // Room enough already: nothing folded.
    expect(foldsForBothRuns(buildLayout(compared(2)), win.aligned, 600, SIZES)).toEqual([]);
    expect(foldsForBothRuns(layout, null, 600, SIZES)).toEqual([]);
  });

  it('the viewer folds them on a first look and its button scrolls to the base run', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const api = fakeApi((p) => {
      const r = reply({events: EVENTS, aligned});
      r.tracks[0].rows = 21;
      r.hosts = ['vm', 'base: vm'];
      r.sections.push({id: 2, name: 'Host Threads', host: 'base: vm'});
      r.tracks.push({id: 7, section: 2, name: 'python', rows: 10, kind: 'events'});
      expect(p.base_run).toBe('base/run');
      return r;
    });
    const controller = render(container, {params: {run: 'r', host: 'vm'}, api, compareParams: {base_run: 'base/run'}});
    controller.timeline.setSize(W, 52 + 400, 1);
    await settle();
    const t = controller.timeline;
    const python = t.layout.items.find((it) => it.kind === 'track' && it.track.id === 0);
    expect(python.folded).toBe(true);
    const base = t.layout.items[baseSectionIndex(t.layout, t.win.aligned)];
    expect(base.y).toBeLessThanOrEqual(200);
    expect(container.querySelector('.tbp-trace-aligned').textContent).toBe('base shifted +7.550 ms');
    t.setSize(W, 52 + 150, 1); // a short timeline: the base run below the fold
    expect(base.y).toBeGreaterThan(150);
    container.querySelector('button.tbp-trace-to-base').click();
    expect(t.scrollTop).toBe(base.y);
    controller.destroy();
    container.remove();
  });

  it('keeps the room of a link as it is', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const api = fakeApi(() => {
      const r = reply({events: EVENTS, aligned});
      r.tracks[0].rows = 21;
      r.sections.push({id: 2, name: 'Host Threads', host: 'base: vm'});
      r.tracks.push({id: 7, section: 2, name: 'python', rows: 10, kind: 'events'});
      return r;
    });
    const state = {trace_pin: JSON.stringify([['vm', '/device:GPU:0', 'Stream #1']])};
    const controller = render(container, {params: {run: 'r', host: 'vm'}, state, api, compareParams: {base_run: 'base/run'}});
    await settle();
    expect(controller.timeline.layout.items.some((it) => it.folded)).toBe(false);
    controller.destroy();
    container.remove();
  });
});
