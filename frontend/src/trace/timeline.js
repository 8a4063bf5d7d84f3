// The canvas timeline of the trace viewer: its state (window, viewport,
// scroll, mode, selection, marks) and geometry. Input (timeline_input.js) and
// drawing (timeline_render.js, the rows' boxes in timeline_boxes.js) are methods
// of the same class, kept in their own modules; canvas.js holds the canvas helpers.

import {el} from '../lib/dom.js';
import {TextFitter, context2d} from './canvas.js';
import {timeToX, xToTime, clampView} from './math.js';
import {SIZES, PINNED_KEY, headerHeight, buildLayout, visibleRange, eventsInRange, sectionKey, trackKeys} from './layout.js';
import {trackMenuMethods} from './track_menu.js';
import {indexOfId, trackHost} from './model.js';
import {HELP} from './keys.js';
import {inputMethods} from './timeline_input.js';
import {renderMethods} from './timeline_render.js';
import {boxMethods} from './timeline_boxes.js';

export const MODES = ['select', 'pan', 'zoom', 'timing'];

/**
 * new Timeline(parent, callbacks)
 * callbacks: onViewChange(view), onSelectEvent({index, id, host, count} | null),
 * onSelectRange({start, end, indexes, trackIds}), onModeChange(mode),
 * onTiming({start, end} | null), onResize(timeWidth),
 * onRoomChange({collapsed, folded, pinned, hidden}) (sections or tracks collapsed, pinned, hidden).
 */
export class Timeline {
  constructor(parent, callbacks = {}) {
    this.cb = {
      onViewChange: () => {}, onSelectEvent: () => {}, onSelectRange: () => {}, onModeChange: () => {}, onTiming: () => {},
      onResize: () => {}, onRoomChange: () => {},
      ...callbacks,
    };
    this.sizes = SIZES;
    this.win = null;
    this.overviewWin = null;
    this.overviewDensity = null;
    this.layout = buildLayout(null);
    this.collapsed = new Set(); // section keys (layout.js sectionKey, PINNED_KEY)
    this.room = {folded: new Set(), pinned: [], hidden: new Set()}; // track keys (layout.js trackKeys)
    this.view = {start: 0, end: 1};
    this.mode = 'select';
    this.scrollTop = 0;
    this.selected = null; // {id, host, index, count, details}
    this.range = null; // drag-selected area {start, end, y0, y1}
    this.timing = null; // measured interval {start, end}
    this.loadingNote = null; // the server's progress on the first window (setLoadingNote)
    this.marks = [];
    this.searchMatches = []; // matches of the current search ({ts, dur, track, row}), outlined when in view
    this.searchAll = []; // the same, rows as the server gave them (searchMatches folds them: shownMatches)
    this.searchCurrent = null;
    this.held = new Map(); // action -> {fast, since}: W/S/A/D held down (see timeline_input.js)
    this.drag = null;
    this.pointer = null; // last pointer position over the canvas
    this.frame = 0;
    this.frameTimes = [];
    this.width = 0;
    this.height = 0;
    this.dpr = 1;
    this.busyBatches = null; // boxes of a frame, by busy shade and colour (timeline_render.js boxBatches)
    this.labels = {index: new Int32Array(1024), x: new Float32Array(1024), y: new Float32Array(1024), w: new Float32Array(1024), n: 0};

    this.canvas = el('canvas', {class: 'tbp-trace-canvas', role: 'img', 'aria-label': 'Trace timeline'});
    this.spacer = el('div', {class: 'tbp-trace-vscroll-spacer'});
    this.vscroll = el('div', {class: 'tbp-trace-vscroll', 'aria-hidden': 'true'}, this.spacer);
    this.tooltip = el('div', {class: 'tbp-trace-tooltip', role: 'tooltip', hidden: true});
    this.keyHint = el('button', {type: 'button', class: 'tbp-trace-keyhint', hidden: true,
      text: 'Click the timeline to use the keys', title: 'The keys (W A S D, 1-4, F, M, ?) go to the timeline when it has the focus',
      on: {click: () => this.focus()}});
    this.help = el('div', {class: 'tbp-trace-help', role: 'dialog', 'aria-label': 'Trace viewer keys', hidden: true},
      el('div', {class: 'tbp-trace-help-head'},
        el('h3', {text: 'Keys and mouse'}),
        el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: 'Close', on: {click: () => this.toggleHelp(false)}})),
      el('table', {}, el('tbody', {}, HELP.map(([k, what]) => el('tr', {}, el('th', {text: k}), el('td', {text: what}))))));
    this.element = el('div', {class: 'tbp-trace-timeline tbp-trace-mode-select', tabindex: '0'},
      this.canvas, this.vscroll, this.tooltip, this.keyHint, this.help);
    parent.append(this.element);
    this.ctx = context2d(this.canvas);
    this.text = new TextFitter(this.ctx);

    this.listen();
  }

  // ---- geometry ----

  get timeX() {
    return this.sizes.labelW;
  }

  get timeWidth() {
    return Math.max(1, this.width - this.sizes.labelW - this.sizes.scrollbarW);
  }

  get tracksTop() {
    return headerHeight(this.sizes);
  }

  get tracksHeight() {
    return Math.max(0, this.height - this.tracksTop);
  }

  get span() {
    const w = this.win || this.overviewWin;
    return w ? {start: w.spanUs[0], end: w.spanUs[1]} : null;
  }

  /** x (canvas CSS px) of a time. */
  xOf(t) {
    return this.timeX + timeToX(t, this.view, this.timeWidth);
  }

  /** Time under a canvas x. */
  timeAt(x) {
    return xToTime(x - this.timeX, this.view, this.timeWidth);
  }

  /**
   * Height of the pinned area, which stays at the top of the tracks while the
   * others scroll under it; 0 without pinned tracks, or when they would take
   * more than half the tracks area (then they scroll with the rest).
   */
  stickyHeight() {
    const h = this.layout.pinnedHeight || 0;
    return h && h <= this.tracksHeight / 2 ? h : 0;
  }

  /** Content y (track space: the pinned area, then the scrolled tracks) of a canvas y. */
  contentY(y) {
    const r = y - this.tracksTop;
    return r < this.stickyHeight() ? r : r + this.scrollTop;
  }

  /** Canvas y of a content y (inverse of contentY). */
  screenY(cy) {
    return this.tracksTop + (cy < this.stickyHeight() ? cy : cy - this.scrollTop);
  }

  /** Which part of the canvas a point is in: overview, axis, labels, tracks or null. */
  regionAt(x, y) {
    if (y < 0 || x < 0 || x >= this.width || y >= this.height) return null;
    if (y < this.sizes.overviewH) return 'overview';
    if (y < this.tracksTop) return 'axis';
    if (x < this.timeX) return 'labels';
    if (x < this.timeX + this.timeWidth) return 'tracks';
    return null;
  }

  /**
   * y (canvas) of the middle of row `row` of a track, or null when it is not
   * laid out or is scrolled under the pinned area.
   */
  rowMiddle(trackId, row = 0) {
    const item = this.layout.items.find((it) => it.kind === 'track' && it.track.id === trackId);
    if (!item) return null;
    const top = this.screenY(item.y);
    const sticky = this.stickyHeight();
    if (sticky && item.y >= sticky && top + item.h <= this.tracksTop + sticky) return null;
    // A folded track shows its top row: deeper events are inside the box drawn there.
    const r = Math.max(0, Math.min(row, item.track.rows - 1));
    return top + this.sizes.trackPad + r * this.sizes.rowH + this.sizes.rowH / 2;
  }

  /** Size in CSS px (from the ResizeObserver; tests call it directly). */
  setSize(width, height, dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1) {
    width = Math.max(0, Math.floor(width));
    height = Math.max(0, Math.floor(height));
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.vscroll.style.top = `${this.tracksTop}px`;
    this.vscroll.style.height = `${this.tracksHeight}px`;
    this.vscroll.style.width = `${this.sizes.scrollbarW}px`;
    this.setScrollTop(this.scrollTop);
    this.requestDraw();
    this.cb.onResize(this.timeWidth);
  }

  // ---- state ----

  setWindow(win) {
    const first = !this.win;
    this.win = win;
    this.hoverStale = true;
    this.relayout();
    if (this.selected) this.selected.index = indexOfId(win, this.selected.id, this.selected.host);
    if (first && !this.viewSet) this.setView({start: win.spanUs[0], end: win.spanUs[1]}, {emit: false});
    else this.setView(this.view, {emit: false});
    this.requestDraw();
  }

  /** The whole trace at low resolution, for the overview strip's density. */
  setOverview(win) {
    this.overviewWin = win;
    this.overviewDensity = null; // computed at the next draw, for its width
    this.requestDraw();
  }

  relayout() {
    this.layout = buildLayout(this.win, this.collapsed, this.sizes, this.room);
    this.spacer.style.height = `${this.layout.height}px`;
    this.searchMatches = this.shownMatches(this.searchAll);
    this.setScrollTop(this.scrollTop);
    this.requestDraw();
  }

  /** Search matches as drawn: on a folded track, in its top row. */
  shownMatches(matches) {
    const folded = new Set(this.layout.items.filter((it) => it.folded).map((it) => it.track.id));
    if (!folded.size || !matches) return matches || [];
    return matches.map((m) => (folded.has(m.track) && m.row ? {...m, row: 0} : m));
  }

  /** The collapsed sections and folded, pinned, hidden tracks (keys from the URL: readRoom). */
  setRoom({collapsed, folded, pinned, hidden} = {}) {
    if (collapsed) this.collapsed = new Set(collapsed);
    this.room = {
      folded: new Set(folded || this.room.folded),
      pinned: [...(pinned || this.room.pinned)],
      hidden: new Set(hidden || this.room.hidden),
    };
    this.relayout();
  }

  /** The room state, for the URL (roomParams). */
  roomState() {
    return {collapsed: [...this.collapsed], folded: [...this.room.folded], pinned: [...this.room.pinned], hidden: [...this.room.hidden]};
  }

  roomChanged() {
    this.relayout();
    this.hoverStale = true;
    this.cb.onRoomChange(this.roomState());
  }

  setView(view, {emit = true} = {}) {
    const next = clampView(view, this.span);
    this.viewSet = true;
    const changed = next.start !== this.view.start || next.end !== this.view.end;
    this.view = next;
    if (changed) this.hoverStale = true;
    this.requestDraw();
    if (emit && changed) this.cb.onViewChange({...next});
    return changed;
  }

  setScrollTop(top) {
    const max = Math.max(0, this.layout.height - this.tracksHeight);
    const scrollTop = Math.min(max, Math.max(0, top || 0));
    if (scrollTop !== this.scrollTop) this.hoverStale = true;
    this.scrollTop = scrollTop;
    if (this.vscroll.scrollTop !== this.scrollTop) {
      this.syncingScroll = true;
      this.vscroll.scrollTop = this.scrollTop;
    }
    this.requestDraw();
  }

  setMode(mode) {
    if (!MODES.includes(mode) || mode === this.mode) return;
    this.element.classList.remove(`tbp-trace-mode-${this.mode}`);
    this.mode = mode;
    this.element.classList.add(`tbp-trace-mode-${mode}`);
    this.cb.onModeChange(mode);
  }

  /** Collapses or expands a section (a layout item, or a section of the window). */
  toggleSection(itemOrSection) {
    const key = itemOrSection.kind === 'section' ? itemOrSection.key : sectionKey(itemOrSection);
    if (this.collapsed.has(key)) this.collapsed.delete(key);
    else this.collapsed.add(key);
    this.roomChanged();
  }

  /** Folds a track of several rows to its top row, or unfolds it (by track key). */
  toggleTrack(key) {
    if (this.room.folded.has(key)) this.room.folded.delete(key);
    else this.room.folded.add(key);
    this.roomChanged();
  }

  /** Folds tracks to their top row (by track key), in one room change. */
  foldTracks(keys) {
    for (const k of keys) this.room.folded.add(k);
    this.roomChanged();
  }

  /** Scrolls the layout item `index` to the top of the scrolled tracks. */
  scrollToItem(index) {
    const item = this.layout.items[index];
    if (item) this.setScrollTop(item.y - this.stickyHeight());
  }

  /** Pins a track (last of the pinned area) or unpins it. */
  pinTrack(key, pin = !this.room.pinned.includes(key)) {
    this.room.pinned = this.room.pinned.filter((k) => k !== key);
    if (pin) this.room.pinned.push(key);
    this.roomChanged();
  }

  hideTrack(key) {
    this.room.hidden.add(key);
    this.room.pinned = this.room.pinned.filter((k) => k !== key);
    this.roomChanged();
  }

  /** Shows every hidden track again (`keys`: only those). */
  showHiddenTracks(keys = null) {
    if (keys) for (const k of keys) this.room.hidden.delete(k);
    else this.room.hidden.clear();
    this.roomChanged();
  }

  /**
   * Opens the way to row `row` of track `trackId` (a search match, a flow's
   * end): its section expanded, the track shown again when hidden and unfolded
   * when the row is below its top one, then scrolled into view, as Perfetto
   * expands the track of the match it selects. Returns whether the room changed.
   */
  revealTrack(trackId, row = 0) {
    const win = this.win;
    const ti = win ? win.trackIndex.get(trackId) : undefined;
    if (ti === undefined) return false;
    const key = trackKeys(win).get(trackId);
    const section = win.sectionById.get(win.tracks[ti].section);
    const inPinned = this.room.pinned.includes(key);
    let changed = this.room.hidden.delete(key);
    const where = inPinned ? PINNED_KEY : section && sectionKey(section);
    if (where && this.collapsed.delete(where)) changed = true;
    if (row > 0 && this.room.folded.delete(key)) changed = true;
    if (changed) this.roomChanged();
    const item = this.layout.items.find((it) => it.kind === 'track' && it.track.id === trackId);
    const sticky = this.stickyHeight();
    if (item && !(item.pinned && sticky)) {
      const top = item.y + this.sizes.trackPad + Math.min(row, item.track.rows - 1) * this.sizes.rowH;
      if (top < this.scrollTop + sticky || top + this.sizes.rowH > this.scrollTop + this.tracksHeight) {
        this.setScrollTop(top - sticky - (this.tracksHeight - sticky) / 3);
      }
    }
    return changed;
  }

  /** Selects event `index` of the window (-1 or null: clears). */
  selectIndex(index, {emit = true} = {}) {
    const win = this.win;
    if (!win || index === null || index < 0 || index >= win.n) {
      this.selected = null;
    } else {
      this.selected = {index, id: win.id[index], host: trackHost(win, win.track[index]), count: win.count[index], details: null};
    }
    this.range = null;
    this.requestDraw();
    if (emit) this.cb.onSelectEvent(this.selected && {...this.selected});
  }

  /** Selects by id (search, URL, flows): the box is found in this and later windows. */
  selectId(id, host, {details = null, emit = false} = {}) {
    this.selected = {id: Number(id), host, index: indexOfId(this.win, id, host), count: 1, details};
    if (this.selected.index >= 0) this.selected.count = this.win.count[this.selected.index];
    this.range = null;
    this.requestDraw();
    if (emit) this.cb.onSelectEvent({...this.selected});
  }

  /** What the server is doing for the first window (a cold load), drawn where the trace will be; null: nothing. */
  setLoadingNote(text) {
    this.loadingNote = text || null;
    this.requestDraw();
  }

  /** The current search's matches (outlined where in view) and the one shown now. */
  setSearchMatches(matches, current = null) {
    this.searchAll = matches || [];
    this.searchMatches = this.shownMatches(this.searchAll);
    this.searchCurrent = current;
    this.requestDraw();
  }

  /** Gives the timeline the keyboard focus (keys work at once), without scrolling the page. */
  focus() {
    try {
      this.element.focus({preventScroll: true});
    } catch { /* old browsers: no options */
      this.element.focus();
    }
  }

  /** Shows or hides the "click the timeline to use the keys" hint. */
  showKeyHint(show) {
    this.keyHint.hidden = !show;
  }

  setSelectedDetails(details) {
    if (this.selected && details && Number(details.id) === this.selected.id) {
      this.selected.details = details;
      this.requestDraw();
    }
  }

  clearSelection() {
    const had = this.selected || this.range || this.timing;
    this.selected = null;
    this.range = null;
    this.timing = null;
    this.requestDraw();
    if (had) {
      this.cb.onSelectEvent(null);
      this.cb.onTiming(null);
    }
  }

  /** The interval F zooms to and M marks: timing > area > event. */
  selectionInterval() {
    if (this.timing && this.timing.end > this.timing.start) return {...this.timing};
    if (this.range) return {start: this.range.start, end: this.range.end};
    const s = this.selected;
    if (s) {
      if (s.index >= 0 && this.win) return {start: this.win.ts[s.index], end: this.win.ts[s.index] + this.win.dur[s.index]};
      if (s.details) return {start: s.details.ts, end: s.details.ts + (s.details.dur || 0)};
    }
    return null;
  }

  zoomToSelection() {
    const sel = this.selectionInterval();
    if (!sel) return false;
    // 10% of room on each side, so the edges of the selection stay visible.
    const pad = Math.max((sel.end - sel.start) * 0.1, 0.005);
    return this.setView({start: sel.start - pad, end: sel.end + pad});
  }

  markSelection() {
    const sel = this.selectionInterval();
    if (!sel) return false;
    const k = this.marks.findIndex((m) => m.start === sel.start && m.end === sel.end);
    if (k >= 0) this.marks.splice(k, 1);
    else this.marks.push(sel);
    this.requestDraw();
    return true;
  }

  toggleHelp(show = this.help.hidden) {
    this.help.hidden = !show;
  }

  /** Ids of the event tracks between content ys y0 and y1. */
  trackIdsBetween(y0, y1) {
    const [a, b] = visibleRange(this.layout, Math.min(y0, y1), Math.max(y0, y1) + 1);
    const ids = [];
    for (let k = a; k < b; k += 1) {
      const item = this.layout.items[k];
      if (item.kind === 'track' && item.track.kind !== 'counter') ids.push(item.track.id);
    }
    return ids;
  }

  /** Finishes a drag-select: the events of the area, reported to onSelectRange. */
  selectArea(t0, t1, y0, y1) {
    const start = Math.min(t0, t1);
    const end = Math.max(t0, t1);
    const trackIds = this.trackIdsBetween(y0, y1);
    const indexes = eventsInRange(this.win, trackIds, start, end);
    this.selected = null;
    this.range = {start, end, y0: Math.min(y0, y1), y1: Math.max(y0, y1)};
    this.requestDraw();
    this.cb.onSelectRange({start, end, indexes, trackIds});
    return indexes;
  }

  destroy() {
    this.stopHeld();
    if (this.frame && typeof cancelAnimationFrame !== 'undefined') cancelAnimationFrame(this.frame);
    this.frame = 0;
    for (const [target, name, fn, opts] of this.handlers) target.removeEventListener(name, fn, opts);
    if (this.resizeObserver) this.resizeObserver.disconnect();
    this.closeTrackMenu();
    this.element.remove();
  }
}

Object.assign(Timeline.prototype, inputMethods, renderMethods, boxMethods, trackMenuMethods);
