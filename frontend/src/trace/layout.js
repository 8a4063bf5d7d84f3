// Vertical layout of the timeline (section headers and tracks, stacked) and
// hit testing: which item, row and event lie under a point. Pure functions
// over a prepared window (model.js), no DOM.

import {lowerBound, upperBound} from './math.js';
import {slotOf} from './model.js';

/** Sizes in CSS px. */
export const SIZES = {
  overviewH: 30, // whole-trace strip
  axisH: 22, // tick labels
  labelW: 210, // track labels column
  scrollbarW: 12,
  sectionH: 22,
  rowH: 18, // one stacking row: 11px text + padding
  trackPad: 3, // above and below a track's rows
  counterH: 40,
};

/** Top of the tracks area. */
export function headerHeight(sizes = SIZES) {
  return sizes.overviewH + sizes.axisH;
}

/** Stable key of a section (ids may change between replies; host + name do not). */
export function sectionKey(section) {
  return `${section.host || ''}\u0000${section.name}`;
}

/** Key of the pinned area's header in the collapsed set (no real section key starts with it). */
export const PINNED_KEY = '\u0001pinned';

/**
 * Stable keys of the tracks of a window: Map track id -> section key + track
 * name (+ its rank among same-named tracks of the section, when not the first).
 * Ids may change between replies; these do not.
 */
export function trackKeys(win) {
  const keys = new Map();
  if (!win) return keys;
  const seen = new Map();
  for (const t of win.tracks) {
    const section = win.sectionById ? win.sectionById.get(t.section) : win.sections.find((s) => s.id === t.section);
    const base = `${section ? sectionKey(section) : `\u0000${t.section}`}\u0000${t.name}`;
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    keys.set(t.id, n ? `${base}\u0000${n}` : base);
  }
  return keys;
}

/** Height of a track item showing `rows` stacking rows. */
function trackHeight(track, rows, sizes) {
  return track.kind === 'counter' ? sizes.counterH : rows * sizes.rowH + 2 * sizes.trackPad;
}

/**
 * buildLayout(win, collapsed: Set<sectionKey>, sizes, room) -> {items, height, tops, hidden, pinnedHeight}
 * room: {folded: Set<trackKey>, pinned: [trackKey] (in order), hidden: Set<trackKey>}:
 * a folded track shows its top row only (item.track is then a copy with rows = 1, so
 * drawing and hit testing see one row; item.rows keeps the real count); pinned tracks
 * move to a "Pinned" area above the sections (its height: pinnedHeight, 0 without); hidden tracks are left out (`hidden`
 * counts those of this window).
 * items: [{kind: 'section', section, key, y, h, collapsed, tracks, hidden, pinnedArea, trackIds} |
 * {kind: 'track', track, section, key, rows, folded, pinned, y, h}] in display order;
 * y from the top of the scrolled content; tops: Float64Array of the ys (binary search by y).
 * A section's trackIds: its shown tracks (a collapsed one draws their top rows in its header).
 */
export function buildLayout(win, collapsed = new Set(), sizes = SIZES, room = {}) {
  const items = [];
  let y = 0;
  if (!win) return {items, height: 0, tops: new Float64Array(0), hidden: 0, pinnedHeight: 0};
  const folded = room.folded || new Set();
  const hiddenKeys = room.hidden || new Set();
  const pinnedOrder = new Map((room.pinned || []).map((k, n) => [k, n]));
  const keys = trackKeys(win);
  const bySection = new Map();
  const pinned = [];
  let pinnedHeight = 0; // the pinned area's height: it stays at the top while the rest scrolls
  let hidden = 0;
  const hiddenBySection = new Map();
  for (const t of win.tracks) {
    const key = keys.get(t.id);
    if (hiddenKeys.has(key)) {
      hidden += 1;
      hiddenBySection.set(t.section, (hiddenBySection.get(t.section) || 0) + 1);
      continue;
    }
    if (pinnedOrder.has(key)) {
      pinned.push(t);
      continue;
    }
    if (!bySection.has(t.section)) bySection.set(t.section, []);
    bySection.get(t.section).push(t);
  }
  const sections = win.sections.length ? win.sections : [...bySection.keys()].map((id) => ({id, name: '', host: ''}));
  const sectionOf = new Map(sections.map((s) => [s.id, s]));
  const pushTracks = (tracks, isPinned) => {
    for (const track of tracks) {
      const key = keys.get(track.id);
      const isFolded = track.kind !== 'counter' && track.rows > 1 && folded.has(key);
      const shown = isFolded ? {...track, rows: 1} : track;
      const h = trackHeight(track, shown.rows, sizes);
      items.push({kind: 'track', track: shown, section: sectionOf.get(track.section) || {id: track.section, name: '', host: ''},
        key, rows: track.rows, folded: isFolded, pinned: isPinned, y, h});
      y += h;
    }
  };
  if (pinned.length) {
    pinned.sort((a, b) => pinnedOrder.get(keys.get(a.id)) - pinnedOrder.get(keys.get(b.id)));
    const isCollapsed = collapsed.has(PINNED_KEY);
    items.push({kind: 'section', section: {id: null, name: 'Pinned', host: ''}, key: PINNED_KEY, pinnedArea: true,
      y, h: sizes.sectionH, collapsed: isCollapsed, tracks: pinned.length, hidden: 0, trackIds: pinned.map((t) => t.id)});
    y += sizes.sectionH;
    if (!isCollapsed) pushTracks(pinned, true);
    pinnedHeight = y;
  }
  for (const section of sections) {
    const tracks = bySection.get(section.id) || [];
    const key = sectionKey(section);
    const isCollapsed = collapsed.has(key);
    items.push({kind: 'section', section, key, y, h: sizes.sectionH, collapsed: isCollapsed, tracks: tracks.length,
      hidden: hiddenBySection.get(section.id) || 0, trackIds: tracks.map((t) => t.id)});
    y += sizes.sectionH;
    if (!isCollapsed) pushTracks(tracks, false);
  }
  return {items, height: y, tops: Float64Array.from(items, (it) => it.y), hidden, pinnedHeight};
}

/** Index of the item at content y, or -1. */
export function itemIndexAt(layout, y) {
  if (y < 0 || y >= layout.height) return -1;
  return upperBound(layout.tops, y) - 1;
}

/** [first, last) indexes of the items that intersect content ys [top, bottom). */
export function visibleRange(layout, top, bottom) {
  if (!layout.items.length) return [0, 0];
  const first = Math.max(0, upperBound(layout.tops, top) - 1);
  const last = lowerBound(layout.tops, bottom);
  return [first, last];
}

/** Stacking row of a track item at content y (-1 in the padding). */
export function rowAt(item, y, sizes = SIZES) {
  if (item.kind !== 'track' || item.track.kind === 'counter') return -1;
  const r = Math.floor((y - item.y - sizes.trackPad) / sizes.rowH);
  return r >= 0 && r < item.track.rows ? r : -1;
}

/**
 * The event of a row under time t: a box that contains t, else the nearest
 * box within `tolUs` (tiny boxes stay clickable: ~3 px of tolerance), else -1.
 * Merged boxes are hit like any other (their index carries the count).
 */
export function eventAt(win, trackId, row, t, tolUs = 0) {
  const s = slotOf(win, trackId, row);
  if (s < 0) return -1;
  const lo = win.slotStart[s];
  const hi = win.slotStart[s + 1];
  // First box whose running maximum end reaches t - tol: no earlier box can.
  let k = lowerBound(win.maxEnd, t - tolUs, lo, hi);
  let best = -1;
  let bestDist = Infinity;
  for (; k < hi; k += 1) {
    const i = win.order[k];
    const start = win.ts[i];
    if (start > t + tolUs) break;
    const end = start + win.dur[i];
    const dist = t < start ? start - t : t > end ? t - end : 0;
    // Inside two boxes (overlap within a row): the shorter, i.e. the innermost.
    if (dist < bestDist || (dist === 0 && bestDist === 0 && win.dur[i] < win.dur[best])) {
      best = i;
      bestDist = dist;
    }
  }
  return bestDist <= tolUs ? best : -1;
}

/**
 * Events whose boxes intersect the time range [t0, t1] on the given track
 * items (rows all included). Returns an array of event indexes.
 */
export function eventsInRange(win, trackIds, t0, t1) {
  const out = [];
  if (!win) return out;
  for (const trackId of trackIds) {
    const ti = win.trackIndex.get(trackId);
    if (ti === undefined || win.tracks[ti].kind === 'counter') continue;
    for (let r = 0; r < win.tracks[ti].rows; r += 1) {
      const s = win.slotBase[ti] + r;
      const hi = win.slotStart[s + 1];
      for (let k = lowerBound(win.maxEnd, t0, win.slotStart[s], hi); k < hi; k += 1) {
        const i = win.order[k];
        if (win.ts[i] > t1) break;
        if (win.ts[i] + win.dur[i] >= t0) out.push(i);
      }
    }
  }
  return out;
}

/**
 * Value of a counter track at time t (the last sample at or before t), or null: before
 * its first sample, or after its end (its last sample's end: a value holds until the
 * next sample, never past the last).
 */
export function counterValueAt(win, trackId, t) {
  const c = win && win.counters.get(trackId);
  if (!c || !c.ts.length || t > c.end) return null;
  const k = upperBound(c.ts, t) - 1;
  return k >= 0 ? c.value[k] : null;
}

/**
 * The step chart of counter `c` over the view [start, end] µs: corners [x, value]
 * (value null: the baseline), x = xOf(t) clamped to [left, right]. One vertical
 * segment per pixel column at most (the column's max); the chart ends at the
 * counter's end (its last sample's end), not at the right edge.
 */
export function counterSteps(c, xOf, left, right, start, end) {
  const out = [];
  if (!c || !c.ts.length) return out;
  const a = Math.max(0, upperBound(c.ts, start) - 1);
  const b = Math.min(c.ts.length, lowerBound(c.ts, end) + 1);
  const clamp = (px) => Math.min(right, Math.max(left, px));
  out.push([clamp(xOf(c.ts[a])), null]);
  let lastPx = -1;
  let colMax = -Infinity;
  let prev = null;
  for (let k = a; k < b; k += 1) {
    const px = clamp(xOf(c.ts[k]));
    const col = Math.floor(px);
    if (col === lastPx) {
      if (c.value[k] > colMax) {
        colMax = c.value[k];
        prev = colMax;
        out.push([px, prev]);
      }
      continue;
    }
    lastPx = col;
    colMax = c.value[k];
    out.push([px, prev]);
    prev = c.value[k];
    out.push([px, prev]);
  }
  const stop = clamp(Number.isFinite(c.end) ? xOf(c.end) : right);
  out.push([stop, prev], [stop, null]);
  return out;
}
