// @vitest-environment happy-dom
// Room for the timeline (issue 20, item 4): folded, pinned and hidden tracks
// (layout, hit testing, the URL), the track menu and the details pane's handle.
import {describe, it, expect, beforeEach, afterEach} from 'vitest';
import {Timeline} from '../../src/trace/timeline.js';
import {prepareWindow} from '../../src/trace/model.js';
import {buildLayout, trackKeys, PINNED_KEY, SIZES} from '../../src/trace/layout.js';
import {decodeKeys, encodeKeys, readRoom, roomParams} from '../../src/trace/room.js';
import {trackMenuEntries} from '../../src/trace/track_menu.js';
import {clampHeight, loadPane, savePane, resizableDetails, MIN_HEIGHT, STORAGE_KEY} from '../../src/trace/details_resize.js';
import {render} from '../../src/tools/trace_viewer.js';
import {reply, EVENTS, fakeApi, tick} from './fake.js';

// The fake reply (fake.js): "Host Threads" holds python (3 rows) and tf_Compute,
// "/device:GPU:0" holds Stream #1 and a counter. Canvas: tracks start at y = 52,
// the time area at x = 210 and 1000 px wide (1 µs per px).
const W = 210 + 1000 + 12;
const PY = 'vm\u0000Host Threads\u0000python';
const TF = 'vm\u0000Host Threads\u0000tf_Compute';
const STREAM = 'vm\u0000/device:GPU:0\u0000Stream #1';
const shape = (layout) => layout.items.map((it) => [it.kind === 'section' ? `# ${it.section.name}` : it.track.name, it.y, it.h]);

function memoryStore() {
  const data = new Map();
  return {getItem: (k) => (data.has(k) ? data.get(k) : null), setItem: (k, v) => data.set(k, String(v)), data};
}

describe('track keys', () => {
  it('are host, section and name; a second track of the same name gets its rank', () => {
    const win = prepareWindow(reply({tracks: [
      {id: 0, section: 0, name: 'python', rows: 1, kind: 'events'},
      {id: 1, section: 0, name: 'python', rows: 1, kind: 'events'},
      {id: 7, section: 1, name: 'python', rows: 1, kind: 'events'},
    ]}));
    expect([...trackKeys(win).entries()]).toEqual([[0, PY], [1, `${PY}\u00001`], [7, 'vm\u0000/device:GPU:0\u0000python']]);
  });
});

describe('layout with folded, pinned and hidden tracks', () => {
  const win = prepareWindow(reply({events: EVENTS}));

  it('folds a track of several rows to its top row; the real count stays', () => {
    const layout = buildLayout(win, new Set(), SIZES, {folded: new Set([PY])});
    expect(shape(layout)).toEqual([
      ['# Host Threads', 0, 22], ['python', 22, 24], ['tf_Compute', 46, 24],
      ['# /device:GPU:0', 70, 22], ['Stream #1', 92, 24], ['Memory (bytes_in_use)', 116, 40],
    ]);
    const python = layout.items[1];
    expect(python).toMatchObject({folded: true, rows: 3, key: PY});
    expect(python.track.rows).toBe(1); // what drawTracks and rowAt read
    expect(win.tracks[0].rows).toBe(3); // the window is untouched
  });

  it('ignores a fold on a one-row track or a counter', () => {
    const layout = buildLayout(win, new Set(), SIZES, {folded: new Set([TF, 'vm\u0000/device:GPU:0\u0000Memory (bytes_in_use)'])});
    expect(layout.items.filter((it) => it.folded)).toEqual([]);
    expect(layout.height).toBe(192);
  });

  it('moves pinned tracks, in pin order, to a Pinned area at the top', () => {
    const layout = buildLayout(win, new Set(), SIZES, {pinned: [STREAM, TF]});
    expect(shape(layout)).toEqual([
      ['# Pinned', 0, 22], ['Stream #1', 22, 24], ['tf_Compute', 46, 24],
      ['# Host Threads', 70, 22], ['python', 92, 60],
      ['# /device:GPU:0', 152, 22], ['Memory (bytes_in_use)', 174, 40],
    ]);
    expect(layout.items[0]).toMatchObject({pinnedArea: true, key: PINNED_KEY, tracks: 2});
    expect(layout.items[1]).toMatchObject({pinned: true, section: {name: '/device:GPU:0'}});
    // The Pinned area collapses like a section.
    expect(shape(buildLayout(win, new Set([PINNED_KEY]), SIZES, {pinned: [STREAM]}))[1]).toEqual(['# Host Threads', 22, 22]);
  });

  it('leaves hidden tracks out and counts them, per section too', () => {
    const layout = buildLayout(win, new Set(), SIZES, {hidden: new Set([TF, STREAM]), pinned: [TF]});
    expect(shape(layout)).toEqual([
      ['# Host Threads', 0, 22], ['python', 22, 60], ['# /device:GPU:0', 82, 22], ['Memory (bytes_in_use)', 104, 40],
    ]);
    expect(layout.hidden).toBe(2);
    expect(layout.items.filter((it) => it.kind === 'section').map((it) => it.hidden)).toEqual([1, 1]);
  });

  it('keys that match no track change nothing', () => {
    expect(shape(buildLayout(win, new Set(), SIZES, {pinned: ['x'], hidden: new Set(['y']), folded: new Set(['z'])})))
      .toEqual(shape(buildLayout(win)));
  });
});

describe('room state in the URL', () => {
  it('round-trips any name (the parts are JSON strings)', () => {
    const keys = [PY, 'h,1\u0000a=b&c\u0000#x "y"', `${TF}\u00001`];
    expect(decodeKeys(encodeKeys(keys))).toEqual(keys);
    expect(encodeKeys([])).toBe('');
    const params = roomParams({collapsed: [PINNED_KEY], folded: [PY], pinned: [STREAM, TF], hidden: []});
    expect(params).toEqual({trace_collapsed: JSON.stringify([[PINNED_KEY]]), trace_folded: JSON.stringify([PY.split('\u0000')]),
      trace_pin: JSON.stringify([STREAM.split('\u0000'), TF.split('\u0000')]), trace_hidden: ''});
    const room = readRoom(params);
    expect(room.pinned).toEqual([STREAM, TF]);
    expect([...room.folded]).toEqual([PY]);
    expect([...room.collapsed]).toEqual([PINNED_KEY]);
    expect(room.hidden.size).toBe(0);
  });

  it('reads garbage as nothing', () => {
    for (const bad of ['{', '"x"', '[1,2]', '[[1]]', '{"a":1}']) expect(decodeKeys(bad)).toEqual([]);
    expect(readRoom({trace_pin: 'nope'}).pinned).toEqual([]);
  });
});

describe('Timeline: folding, pinning and hiding tracks', () => {
  let parent;
  let t;
  let rooms;
  const rowY = (contentTop, row) => 52 + contentTop + 3 + row * 18 + 9;
  beforeEach(() => {
    parent = document.createElement('div');
    document.body.append(parent);
    rooms = [];
    t = new Timeline(parent, {onRoomChange: (r) => rooms.push(r)});
    t.setSize(W, 600, 1);
    t.setWindow(prepareWindow(reply({events: EVENTS})));
  });
  afterEach(() => {
    t.destroy();
    parent.remove();
  });

  it('a click on the name of a track of several rows folds it; hit testing follows', () => {
    expect(t.win.id[t.hitTest(210 + 150, rowY(22, 1)).index]).toBe(11); // MatMul, row 1
    t.click(100, rowY(22, 0));
    expect(rooms.at(-1).folded).toEqual([PY]);
    expect(t.layout.items[1].h).toBe(24);
    // Row 1's y is now tf_Compute's track: its merged box, not MatMul.
    expect(t.win.id[t.hitTest(210 + 605, rowY(46, 0)).index]).toBe(20);
    expect(t.hitTest(210 + 150, rowY(22, 0)).index).toBe(t.win.id.indexOf(10));
    // The selected nested event is outlined inside the folded track (its top row).
    expect(t.rowMiddle(0, 2)).toBe(rowY(22, 0));
    t.click(100, rowY(22, 0));
    expect(rooms.at(-1).folded).toEqual([]);
    expect(t.layout.items[1].h).toBe(60);
  });

  it('a click on a one-row track name does nothing', () => {
    t.click(100, rowY(82, 0));
    expect(rooms).toEqual([]);
  });

  it('search matches of a folded track are outlined on its top row', () => {
    const matches = [{id: 13, ts: 130, dur: 20, track: 0, row: 2}, {id: 30, ts: 200, dur: 300, track: 2, row: 0}];
    t.setSearchMatches(matches, null);
    expect(t.searchMatches).toEqual(matches);
    t.toggleTrack(PY);
    expect(t.searchMatches.map((m) => m.row)).toEqual([0, 0]);
    expect(t.searchAll).toBe(matches);
  });

  it('pins and hides tracks, and shows them again', () => {
    t.pinTrack(STREAM);
    expect(t.layout.items.slice(0, 2).map((it) => it.kind === 'track' ? it.track.name : it.section.name)).toEqual(['Pinned', 'Stream #1']);
    expect(t.hitTest(210 + 300, rowY(22, 0)).item.track.name).toBe('Stream #1');
    t.hideTrack(STREAM); // hiding unpins
    expect(rooms.at(-1)).toMatchObject({pinned: [], hidden: [STREAM]});
    expect(t.layout.hidden).toBe(1);
    expect(t.layout.items.some((it) => it.kind === 'track' && it.track.name === 'Stream #1')).toBe(false);
    t.showHiddenTracks();
    expect(rooms.at(-1).hidden).toEqual([]);
    expect(t.layout.hidden).toBe(0);
  });

  it('pinned tracks stay at the top while the others scroll under them', () => {
    // A short canvas: tracks area 100 px (y 52..152) for 214 px of content.
    t.setSize(W, 152, 1);
    t.pinTrack(STREAM); // Pinned header [0, 22) + Stream #1 [22, 46): sticky (<= half of 100)
    expect(t.layout.pinnedHeight).toBe(46);
    expect(t.stickyHeight()).toBe(46);
    t.setScrollTop(30);
    expect(t.scrollTop).toBe(30);
    // The pinned track is where it was; the rest moved up by 30 px under it.
    expect(t.hitTest(210 + 300, rowY(22, 0)).item.track.name).toBe('Stream #1');
    expect(t.screenY(22)).toBe(52 + 22);
    expect(t.screenY(68)).toBe(52 + 68 - 30); // python, under Host Threads' header [46, 68)
    for (const y of [60, 100, 140, 151]) expect(t.screenY(t.contentY(y))).toBe(y);
    expect(t.hitTest(210 + 150, 52 + 68 - 30 + 3 + 18 + 9).index).toBe(t.win.id.indexOf(11)); // MatMul, row 1
    expect(t.rowMiddle(2, 0)).toBe(52 + 22 + 3 + 9);
    t.setScrollTop(110);
    expect(t.rowMiddle(0, 0)).toBeNull(); // python [68, 128) is now at 52 - 42..18: under the pinned area
    // Drawn: the pinned track's label at its place, python's under it is clipped away.
    const texts = [];
    const ctx = new Proxy({measureText: (x) => ({width: String(x).length * 6}),
      fillText: (text, x, y) => texts.push([text, y])}, {get: (o, k) => (k in o ? o[k] : () => {})});
    t.ctx = ctx;
    t.draw();
    expect(texts.find(([text]) => text === 'Stream #1')[1]).toBe(52 + 22 + 12);
    // Pinned tracks taller than half the area scroll with the rest.
    t.setSize(W, 52 + 80, 1);
    expect(t.stickyHeight()).toBe(0);
    expect(t.screenY(22)).toBe(52 + 22 - t.scrollTop);
  });

  it('collapsing a section is reported too (the URL keeps it)', () => {
    t.click(300, 52 + 5);
    expect(rooms.at(-1).collapsed).toEqual(['vm\u0000Host Threads']);
    t.setRoom({collapsed: [], pinned: [TF], folded: [PY], hidden: []});
    expect(t.layout.items[0]).toMatchObject({pinnedArea: true});
  });

  it('the menu offers fold, pin and hide; its entries act', () => {
    const python = t.layout.items[1];
    expect(trackMenuEntries(t, python).map((e) => e.label)).toEqual(['Fold to the top row', 'Pin to the top', 'Hide this track']);
    const tf = t.layout.items[2];
    expect(trackMenuEntries(t, tf).map((e) => e.label)).toEqual(['Pin to the top', 'Hide this track']);
    trackMenuEntries(t, tf)[1].run();
    const section = t.layout.items[0];
    expect(trackMenuEntries(t, section).map((e) => e.label)).toEqual(['Collapse this section', 'Show 1 hidden track']);

    // Right click on a label opens it (DOM), the first entry focused; Escape closes it.
    t.openTrackMenu(t.layout.items[1], 50, 80);
    const menu = parent.querySelector('.tbp-trace-menu');
    expect(menu.getAttribute('role')).toBe('menu');
    const items = [...menu.querySelectorAll('[role=menuitem]')];
    expect(items.map((b) => b.textContent)).toEqual(['Fold to the top row', 'Pin to the top', 'Hide this track', 'Show 1 hidden track']);
    expect(document.activeElement).toBe(items[0]);
    menu.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true}));
    expect(document.activeElement).toBe(items[1]);
    items[1].click();
    expect(parent.querySelector('.tbp-trace-menu')).toBeNull();
    expect(rooms.at(-1).pinned).toEqual([PY]);
  });

  it('the Menu key opens the menu of the selected event\'s track', () => {
    t.selectIndex(t.win.id.indexOf(30));
    // The keyboard's contextmenu event goes to the focused timeline itself.
    const e = new MouseEvent('contextmenu', {bubbles: true, cancelable: true});
    t.element.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(parent.querySelector('.tbp-trace-menu').getAttribute('aria-label')).toBe('Track Stream #1');
    t.closeTrackMenu();
    expect(parent.querySelector('.tbp-trace-menu')).toBeNull();
  });

  it('Pin / Hide buttons over a hovered label', () => {
    t.pointer = {x: 100, y: rowY(82, 0)};
    t.hover(100, rowY(82, 0));
    const box = parent.querySelector('.tbp-trace-label-buttons');
    expect(box.hidden).toBe(false);
    const [pin, hide] = box.querySelectorAll('button');
    expect([pin.textContent, hide.textContent]).toEqual(['Pin', 'Hide']);
    hide.click();
    expect(rooms.at(-1).hidden).toEqual([TF]);
    expect(box.hidden).toBe(true);
  });
});

describe('details pane handle', () => {
  afterEach(() => window.localStorage.removeItem(STORAGE_KEY));

  it('clamps and remembers the height', () => {
    expect(clampHeight(10, 500)).toBe(MIN_HEIGHT);
    expect(clampHeight(900, 500)).toBe(500);
    expect(clampHeight(300, 20)).toBe(MIN_HEIGHT);
    const store = memoryStore();
    expect(loadPane(store)).toEqual({height: 170, folded: false});
    savePane({height: 240.4, folded: true}, store);
    expect(loadPane(store)).toEqual({height: 240, folded: true});
    store.setItem(STORAGE_KEY, '{bad');
    expect(loadPane(store)).toEqual({height: 170, folded: false});
    expect(loadPane(null)).toEqual({height: 170, folded: false});
  });

  it('keys resize and fold the pane', () => {
    const details = document.createElement('section');
    const pane = resizableDetails(details);
    const key = (k, extra = {}) => pane.handle.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true, ...extra}));
    expect(pane.handle.getAttribute('role')).toBe('separator');
    expect(details.style.height).toBe('170px');
    key('ArrowUp');
    expect(details.style.height).toBe('186px');
    key('ArrowDown', {shiftKey: true});
    expect(details.style.height).toBe('106px');
    key('Enter');
    expect(details.hidden).toBe(true);
    expect(pane.handle.getAttribute('aria-expanded')).toBe('false');
    key('Enter');
    expect(details.hidden).toBe(false);
    key('Home');
    expect(details.style.height).toBe(`${MIN_HEIGHT}px`);
    key('ArrowDown'); // at the smallest: folds
    expect(details.hidden).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY))).toEqual({height: MIN_HEIGHT, folded: true});
    pane.destroy();
  });
});

describe('trace_viewer: room state from and to the URL', () => {
  let container;
  let controller;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    controller.destroy();
    container.remove();
  });

  it('restores pinned, hidden and folded tracks; the timeline corner shows the hidden ones again', async () => {
    const written = [];
    const state = roomParams({collapsed: [], folded: [PY], pinned: [STREAM], hidden: [TF]});
    controller = render(container, {params: {run: 'r', tag: 'trace_viewer', host: ''}, state,
      api: fakeApi(() => reply({events: EVENTS})), setParams: (p) => written.push(p)});
    for (let k = 0; k < 6; k += 1) await tick();
    const items = controller.timeline.layout.items;
    expect(items.slice(0, 2).map((it) => it.kind === 'track' ? it.track.name : it.section.name)).toEqual(['Pinned', 'Stream #1']);
    expect(items.find((it) => it.key === PY).folded).toBe(true);
    const unhide = container.querySelector('.tbp-trace-body button.tbp-trace-unhide');
    expect(unhide.hidden).toBe(false);
    expect(unhide.textContent).toBe('1 hidden track · Show');
    unhide.click();
    expect(unhide.hidden).toBe(true);
    expect(written.at(-1)).toEqual({...state, trace_hidden: ''});
    // The details pane has its handle, between the timeline and the pane.
    const handle = container.querySelector('.tbp-trace-details-handle');
    expect(handle.nextElementSibling.classList.contains('tbp-trace-details')).toBe(true);
  });
});
