// @vitest-environment happy-dom
import {describe, it, expect, beforeEach, afterEach} from 'vitest';
import {Timeline} from '../../src/trace/timeline.js';
import {TextFitter} from '../../src/trace/canvas.js';
import {prepareWindow} from '../../src/trace/model.js';
import {buildLayout, eventAt, eventsInRange, itemIndexAt, visibleRange, SIZES} from '../../src/trace/layout.js';
import {summarizeByName, formatCounter, serverSummary} from '../../src/trace/details.js';
import {keyAction, keyUpAction, keysReachViewer, KEYMAP, HELP} from '../../src/trace/keys.js';
import {heldStep, HOLD_DELAY_MS, HOLD_ZOOM_PER_S} from '../../src/trace/timeline_input.js';

/** A 2D context that draws nothing (happy-dom has none). */
function fakeContext() {
  const noop = () => {};
  return {save: noop, restore: noop, beginPath: noop, rect: noop, clip: noop, fillRect: noop, strokeRect: noop};
}
import {reply, EVENTS} from './fake.js';

// Layout of the fake reply (content y): section 0 header [0, 22), track 0 (3 rows) [22, 82),
// track 1 [82, 106), section 1 header [106, 128), track 2 [128, 152), counter [152, 192).
// Canvas: tracks start at y = 52; the time area at x = 210 and 1000 px wide = 1 µs per px.
const W = 210 + 1000 + 12;
const rowY = (contentTop, row) => 52 + contentTop + 3 + row * 18 + 9;
const x = (t) => 210 + t;

function pointer(target, type, clientX, clientY, extra = {}) {
  const Ctor = typeof PointerEvent !== 'undefined' ? PointerEvent : MouseEvent;
  target.dispatchEvent(new Ctor(type, {clientX, clientY, button: 0, pointerId: 1, bubbles: true, ...extra}));
}

describe('layout', () => {
  const win = prepareWindow(reply({events: EVENTS}));
  it('stacks section headers and tracks; counters get a fixed height', () => {
    const layout = buildLayout(win);
    expect(layout.items.map((it) => [it.kind, it.y, it.h])).toEqual([
      ['section', 0, 22], ['track', 22, 60], ['track', 82, 24], ['section', 106, 22], ['track', 128, 24], ['track', 152, SIZES.counterH],
    ]);
    expect(itemIndexAt(layout, 81)).toBe(1);
    expect(itemIndexAt(layout, 82)).toBe(2);
    expect(itemIndexAt(layout, 5000)).toBe(-1);
    expect(visibleRange(layout, 90, 130)).toEqual([2, 5]);
  });
  it('drops the tracks of a collapsed section', () => {
    const layout = buildLayout(win, new Set(['vm\u0000Host Threads']));
    expect(layout.items.map((it) => it.kind)).toEqual(['section', 'section', 'track', 'track']);
  });
});

describe('hit testing (pure)', () => {
  const win = prepareWindow(reply({events: EVENTS}));
  const idAt = (track, row, t, tol = 0) => {
    const i = eventAt(win, track, row, t, tol);
    return i < 0 ? null : win.id[i];
  };
  it('finds the box of each stacking row', () => {
    expect(idAt(0, 0, 150)).toBe(10);
    expect(idAt(0, 1, 150)).toBe(11);
    expect(idAt(0, 2, 140)).toBe(13);
    expect(idAt(0, 1, 260)).toBeNull();
    expect(idAt(0, 1, 301)).toBe(12);
  });
  it('forgives a few µs around tiny boxes, taking the nearest', () => {
    expect(idAt(0, 2, 152, 3)).toBe(13);
    expect(idAt(0, 2, 160, 3)).toBeNull();
  });
  it('hits merged boxes like any other', () => {
    const i = eventAt(win, 1, 0, 605);
    expect(win.id[i]).toBe(20);
    expect(win.count[i]).toBe(57);
  });
  it('lists the events of an area', () => {
    expect(eventsInRange(win, [0], 200, 310).map((i) => win.id[i]).sort()).toEqual([10, 11, 12]);
  });
});

describe('Timeline', () => {
  let parent;
  let t;
  let calls;
  beforeEach(() => {
    parent = document.createElement('div');
    document.body.append(parent);
    calls = {view: [], select: [], range: [], mode: []};
    t = new Timeline(parent, {
      onViewChange: (v) => calls.view.push(v),
      onSelectEvent: (s) => calls.select.push(s),
      onSelectRange: (r) => calls.range.push(r),
      onModeChange: (m) => calls.mode.push(m),
    });
    t.setSize(W, 600, 1);
    t.setWindow(prepareWindow(reply({events: EVENTS})));
  });
  afterEach(() => {
    t.destroy();
    parent.remove();
  });

  it('starts on the whole span and draws without a 2D context', () => {
    expect(t.view).toEqual({start: 0, end: 1000});
    expect(t.timeWidth).toBe(1000);
    expect(() => t.draw()).not.toThrow();
  });

  it('transforms: x of a time and back', () => {
    expect(t.xOf(250)).toBe(460);
    expect(t.timeAt(460)).toBe(250);
    expect(t.regionAt(10, 10)).toBe('overview');
    expect(t.regionAt(300, 40)).toBe('axis');
    expect(t.regionAt(100, 200)).toBe('labels');
    expect(t.regionAt(300, 200)).toBe('tracks');
  });

  it('hit tests events by row, merged boxes and section headers', () => {
    const at = (px, py) => {
      const hit = t.hitTest(px, py);
      return hit && hit.kind === 'event' ? t.win.id[hit.index] : hit && hit.kind;
    };
    expect(at(x(150), rowY(22, 0))).toBe(10);
    expect(at(x(150), rowY(22, 1))).toBe(11);
    expect(at(x(140), rowY(22, 2))).toBe(13);
    expect(at(x(200), rowY(22, 2))).toBe('track');
    expect(at(x(612), rowY(82, 0))).toBe(20); // 2 px right of the merged box: still it
    expect(at(x(300), rowY(128, 0))).toBe(30);
    expect(at(x(300), 52 + 110)).toBe('section');
    const counter = t.hitTest(x(200), 52 + 170);
    expect(counter).toMatchObject({kind: 'counter', value: 30});
    expect(t.tooltipText(t.hitTest(x(605), rowY(82, 0)))).toContain('57 merged events');
  });

  it('follows the vertical scroll', () => {
    t.setSize(W, 52 + 100, 1); // 100 px of tracks for 192 px of content
    t.setScrollTop(1000);
    expect(t.scrollTop).toBe(92);
    const hit = t.hitTest(x(300), 52 + 128 - 92 + 12);
    expect(t.win.id[hit.index]).toBe(30);
  });

  it('zooms around the pointer with the wheel and pans with the keys', () => {
    const canvas = t.canvas;
    const wheel = new WheelEvent('wheel', {deltaY: -100, cancelable: true});
    // happy-dom's WheelEvent has no mouse position.
    Object.defineProperties(wheel, {clientX: {value: x(250)}, clientY: {value: 200}});
    canvas.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(t.view.end - t.view.start).toBeLessThan(1000);
    expect(t.xOf(250)).toBeCloseTo(x(250), 6);
    const before = {...t.view};
    t.runAction('pan-right');
    expect(t.view.start).toBeGreaterThan(before.start);
    t.runAction('reset-view');
    expect(t.view).toEqual({start: 0, end: 1000});
    expect(calls.view.length).toBeGreaterThanOrEqual(3);
  });

  it('the tooltip follows the pointer\'s event after a zoom (never a stale one)', () => {
    pointer(t.canvas, 'pointermove', x(150), rowY(22, 1));
    expect(t.tooltip.hidden).toBe(false);
    expect(t.tooltip.textContent).toContain('MatMul');
    // Zoom around t=0: the pointer is now over x(150) = t 15, empty on that row.
    t.setView({start: 0, end: 100});
    t.draw();
    expect(t.tooltip.hidden).toBe(true);
    // Back: the same event under the pointer again.
    t.setView({start: 0, end: 1000});
    t.draw();
    expect(t.tooltip.hidden).toBe(false);
    expect(t.tooltip.textContent).toContain('MatMul');
    pointer(t.canvas, 'pointerleave', x(150), rowY(22, 1));
    expect(t.tooltip.hidden).toBe(true);
  });

  it('a held W zooms every frame after the first step, until the key goes up', () => {
    expect(t.keyDown('zoom-in', {fast: false})).toBe(true);
    expect(t.view.end - t.view.start).toBeCloseTo(800, 6); // the first step at once
    const held = t.held.get('zoom-in');
    t.keyDown('zoom-in', {repeat: true}); // key repeat: swallowed
    expect(t.view.end - t.view.start).toBeCloseTo(800, 6);
    t.stepHeld(held.since + HOLD_DELAY_MS - 1); // not yet
    expect(t.view.end - t.view.start).toBeCloseTo(800, 6);
    t.stepHeld(held.since + HOLD_DELAY_MS + 16);
    const w1 = t.view.end - t.view.start;
    expect(w1).toBeCloseTo(800 / HOLD_ZOOM_PER_S ** 0.016, 6);
    t.stepHeld(held.since + HOLD_DELAY_MS + 32);
    expect(t.view.end - t.view.start).toBeCloseTo(w1 / HOLD_ZOOM_PER_S ** 0.016, 6);
    t.keyUp('zoom-in');
    const w2 = t.view.end - t.view.start;
    t.stepHeld(held.since + 1000);
    expect(t.view.end - t.view.start).toBe(w2);
    // Keys that do not hold run once; focus lost stops every held key.
    expect(t.keyDown('mode-pan')).toBe(true);
    expect(t.mode).toBe('pan');
    t.keyDown('pan-right');
    t.keyUp(null);
    expect(t.held.size).toBe(0);
  });

  it('held steps: zoom factor per second, pan in viewport widths', () => {
    expect(heldStep('zoom-in', false, 1000).zoom).toBeCloseTo(HOLD_ZOOM_PER_S, 9);
    expect(heldStep('zoom-out', false, 500).zoom).toBeCloseTo(HOLD_ZOOM_PER_S ** -0.5, 9);
    expect(heldStep('zoom-in', true, 1000).zoom).toBeGreaterThan(HOLD_ZOOM_PER_S);
    expect(heldStep('pan-left', false, 1000).pan).toBeCloseTo(-1, 9);
    expect(heldStep('pan-right', false, -5).pan).toBe(0);
    expect(heldStep('reset-view', false, 10)).toBe(null);
  });

  it('outlines the search matches in view', () => {
    t.setSearchMatches([{id: 11, ts: 120, dur: 100, track: 0, row: 1}, {id: 99, ts: 5000, dur: 1, track: 0, row: 0}], {id: 11});
    const strokes = [];
    t.ctx = {...fakeContext(), strokeRect: (...a) => strokes.push(a)};
    t.drawSearchMatches(t.ctx);
    expect(strokes).toHaveLength(1); // the one at 5000 µs is out of view
    expect(strokes[0][0]).toBeCloseTo(x(120) - 1, 6);
    expect(strokes[0][1]).toBeCloseTo(rowY(22, 1) - 9 + 0.5, 6);
  });

  it('selects an event on click and clears on empty space', () => {
    pointer(t.canvas, 'pointerdown', x(150), rowY(22, 1));
    pointer(t.canvas, 'pointerup', x(150), rowY(22, 1));
    expect(calls.select.at(-1)).toMatchObject({id: 11, host: 'vm', count: 1});
    expect(t.selectionInterval()).toEqual({start: 120, end: 220});
    pointer(t.canvas, 'pointerdown', x(900), rowY(22, 1));
    pointer(t.canvas, 'pointerup', x(900), rowY(22, 1));
    expect(calls.select.at(-1)).toBeNull();
  });

  it('drag-selects an area and sums it by name', () => {
    pointer(t.canvas, 'pointerdown', x(0), rowY(22, 0));
    pointer(t.canvas, 'pointermove', x(500), rowY(82, 0));
    pointer(t.canvas, 'pointermove', x(999), rowY(82, 0));
    pointer(t.canvas, 'pointerup', x(999), rowY(82, 0));
    const {indexes, trackIds, start, end} = calls.range.at(-1);
    expect(trackIds).toEqual([0, 1]);
    expect(start).toBe(0);
    expect(end).toBe(999);
    const summary = summarizeByName(t.win, indexes);
    expect(summary.count).toBe(4 + 57);
    expect(summary.rows[0]).toEqual({name: 'train', count: 1, total: 400, merged: 0});
    expect(summary.rows.find((r) => r.name === 'MatMul')).toEqual({name: 'MatMul', count: 58, total: 110, merged: 1});
    expect(summary.merged).toBe(1);
  });

  it('measures in timing mode, zooms to it with F and marks it with M', () => {
    t.setMode('timing');
    expect(calls.mode).toEqual(['timing']);
    pointer(t.canvas, 'pointerdown', x(100), 300);
    pointer(t.canvas, 'pointermove', x(300), 300);
    pointer(t.canvas, 'pointerup', x(300), 300);
    expect(t.timing).toEqual({start: 100, end: 300});
    t.runAction('mark-selection');
    expect(t.marks).toEqual([{start: 100, end: 300}]);
    t.runAction('zoom-to-selection');
    expect(t.view).toEqual({start: 80, end: 320});
    t.runAction('mark-selection');
    expect(t.marks).toEqual([]);
  });

  it('pans by dragging in pan mode and zooms by dragging in zoom mode', () => {
    t.setView({start: 200, end: 400});
    t.setMode('pan');
    pointer(t.canvas, 'pointerdown', x(500), 300);
    pointer(t.canvas, 'pointermove', x(400), 300);
    pointer(t.canvas, 'pointerup', x(400), 300);
    expect(t.view.start).toBeCloseTo(220, 6); // 100 px left = 20 µs later at 0.2 µs/px
    t.setMode('zoom');
    pointer(t.canvas, 'pointerdown', x(500), 300);
    pointer(t.canvas, 'pointermove', x(500), 200);
    pointer(t.canvas, 'pointerup', x(500), 200);
    expect(t.view.end - t.view.start).toBeLessThan(200 / 2.5);
  });

  it('collapses a section when its header is clicked', () => {
    pointer(t.canvas, 'pointerdown', 50, 52 + 110);
    pointer(t.canvas, 'pointerup', 50, 52 + 110);
    expect(t.layout.items.map((it) => it.kind)).toEqual(['section', 'track', 'track', 'section']);
  });

  it('keeps the selection by id across windows', () => {
    t.selectId(30, 'vm');
    expect(t.selected.index).toBe(5);
    t.setWindow(prepareWindow(reply({events: EVENTS.slice(3)})));
    expect(t.win.id[t.selected.index]).toBe(30);
  });
});

describe('keys', () => {
  it('map keys to actions; Shift is "fast"; modified keys and text fields are left alone', () => {
    expect(keyAction({key: '3'})).toEqual({action: 'mode-zoom', fast: false});
    expect(keyAction({key: 'W', shiftKey: true})).toEqual({action: 'zoom-in', fast: true});
    expect(keyAction({key: '?', shiftKey: true})).toEqual({action: 'toggle-help', fast: false});
    expect(keyAction({key: 'w', ctrlKey: true})).toBeNull();
    expect(keyAction({key: 'x'})).toBeNull();
    const input = document.createElement('input');
    expect(keyAction({key: 'w', target: input})).toBeNull();
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(keyAction({key: 'w', target: box})).toMatchObject({action: 'zoom-in'});
  });
  it('keyup names the held action; keys reach the viewer unless a text field or another page has the focus', () => {
    expect(keyUpAction({key: 'W'})).toBe('zoom-in');
    expect(keyUpAction({key: 's'})).toBe('zoom-out');
    expect(keyUpAction({key: 'Shift'})).toBe(null);
    const doc = (active, focused = true) => ({hasFocus: () => focused, activeElement: active});
    expect(keysReachViewer(doc({tagName: 'DIV'}))).toBe(true);
    expect(keysReachViewer(doc({tagName: 'BODY'}))).toBe(true);
    expect(keysReachViewer(doc({tagName: 'SELECT'}))).toBe(false);
    expect(keysReachViewer(doc({tagName: 'INPUT', type: 'search'}))).toBe(false);
    expect(keysReachViewer(doc({tagName: 'DIV'}, false))).toBe(false);
  });

  it('counter values carry their unit; the server\'s summary is exact', () => {
    expect(formatCounter('Memory in use (bfc_cpu_allocator)', 3 * 1024 * 1024)).toBe('3.00 MiB');
    expect(formatCounter('Memory (bytes_in_use)', 512)).toBe('512 B');
    expect(formatCounter('Queue depth', 1234)).toBe('1,234');
    expect(formatCounter('x', null)).toBe('');
    expect(serverSummary({count: 3, total: 5, rows: [{name: 'a', count: 3, total: 5}]}))
      .toEqual({rows: [{name: 'a', count: 3, total: 5, merged: 0}], count: 3, total: 5, merged: 0, exact: true});
  });

  it('every key is in the help', () => {
    const helpText = HELP.map(([k]) => k).join(' ').toLowerCase();
    for (const key of Object.keys(KEYMAP)) expect(helpText).toContain(key === 'Escape' ? 'esc' : key.toLowerCase());
  });
  it('dispatch: each action changes the timeline', () => {
    const parent = document.createElement('div');
    const t = new Timeline(parent);
    t.setSize(W, 600, 1);
    t.setWindow(prepareWindow(reply({events: EVENTS})));
    const run = (key) => t.runAction(keyAction({key}).action, keyAction({key}));
    run('2');
    expect(t.mode).toBe('pan');
    run('w');
    expect(t.view.end - t.view.start).toBeCloseTo(800, 6);
    run('s');
    expect(t.view.end - t.view.start).toBeCloseTo(1000, 6);
    run('?');
    expect(t.help.hidden).toBe(false);
    run('Escape');
    expect(t.help.hidden).toBe(true);
    t.destroy();
  });
});

describe('TextFitter', () => {
  it('truncates with an ellipsis and caches widths', () => {
    const fitter = new TextFitter(null, 6);
    expect(fitter.fit('MatMul', 100)).toBe('MatMul');
    expect(fitter.fit('MatMul', 24)).toBe('Mat…');
    expect(fitter.fit('MatMul', 5)).toBe('');
    expect(fitter.widths.has('MatMul')).toBe(true);
  });

  it('keeps the thread part of a long "process (pid): thread" label whole', () => {
    const fitter = new TextFitter(null, 6);
    const label = 'python3.10 (2910249): thread 2910250';
    expect(fitter.fitKeepingTail(label, 1000)).toBe(label);
    const cut = fitter.fitKeepingTail(label, 6 * 20);
    expect(cut.endsWith(' thread 2910250')).toBe(true);
    expect(cut).toContain('…');
    expect(fitter.width(cut)).toBeLessThanOrEqual(6 * 20);
    // No room for any of the head: the tail alone, itself fitted.
    expect(fitter.fitKeepingTail(label, 6 * 8)).toBe(fitter.fit(': thread 2910250', 6 * 8));
    expect(fitter.fitKeepingTail('no separator here', 6 * 5)).toBe(fitter.fit('no separator here', 6 * 5));
  });
});
