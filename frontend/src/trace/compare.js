// A compared trace (trace_viewer with a base run): the alignment's words, and
// the first screen holding both runs. The base run's hosts come after the
// run's own ("base: <host>"), so a run with a deep call stack on top pushed
// them off the first screen (issue 44): on a first look the run's own tracks
// of several rows fold to their top row until the base run's first section
// is in view, and a button scrolls to it at any time.

import {formatDurationUs} from '../lib/format.js';

/** {note, title} saying how the base run is aligned (the note short: it sits in the toolbar). */
export function alignmentText(aligned) {
  const shift = `${aligned.offset_ns < 0 ? '−' : '+'}${formatDurationUs(Math.abs(aligned.offset_ns) / 1000)}`;
  const note = aligned.step === null ? 'no common step: starts aligned' : `base shifted ${shift}`;
  const title = `${aligned.base_run}: its hosts are below, named "base: <host>"; its clock is shifted by ${shift}`
    + (aligned.step === null ? ' to start with this run' : ` so that step ${aligned.step} starts with this run's`);
  return {note, title};
}

/** Index in layout.items of the base run's first section header, or -1. */
export function baseSectionIndex(layout, aligned) {
  if (!aligned) return -1;
  const base = new Set(aligned.base_hosts || []);
  return layout.items.findIndex((it) => it.kind === 'section' && !it.pinnedArea && base.has(it.section.host));
}

/**
 * Keys of the run's own tracks to fold so that the base run's first section
 * starts in the top half of `height` px of tracks (each run gets about half
 * the first screen): [] when it does already, else the tracks of several rows
 * above it, deepest first, as few as it takes (all of them when even that is
 * not enough).
 */
export function foldsForBothRuns(layout, aligned, height, sizes) {
  const k = baseSectionIndex(layout, aligned);
  if (k < 0) return [];
  const need = (y) => y <= height / 2;
  let y = layout.items[k].y;
  if (need(y)) return [];
  const deep = layout.items.slice(0, k).filter((it) => it.kind === 'track' && !it.folded && it.track.rows > 1)
    .sort((a, b) => b.track.rows - a.track.rows);
  const keys = [];
  for (const it of deep) {
    keys.push(it.key);
    y -= (it.track.rows - 1) * sizes.rowH;
    if (need(y)) break;
  }
  return keys;
}
