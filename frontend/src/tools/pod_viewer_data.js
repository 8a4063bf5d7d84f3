// pod_viewer's data: steps as rows, each core's share of a step, the
// topology's layout and the texts of the controls, cards and tooltips. No DOM
// here: pod_viewer.js draws what these return.

import {formatPercent, formatUs, shortName} from '../lib/format.js';
import {HEAT_STOPS, MARKS, onPaletteChange, rgbOf} from '../lib/palette.js';

// A live binding: importers see the theme's value.
export let NO_DATA_COLOR = MARKS.noData;
onPaletteChange(() => { NO_DATA_COLOR = MARKS.noData; });

/** The heat colour of t in [0, 1] (clamped; null/NaN is "no data"), as '#rrggbb'. */
export function heatColor(t) {
  if (t === null || t === undefined || Number.isNaN(t)) return NO_DATA_COLOR;
  const x = Math.min(1, Math.max(0, t)) * (HEAT_STOPS.length - 1);
  const i = Math.min(HEAT_STOPS.length - 2, Math.floor(x));
  const a = rgbOf(HEAT_STOPS[i]);
  const b = rgbOf(HEAT_STOPS[i + 1]);
  const f = x - i;
  return `#${a.map((v, k) => Math.round(v + (b[k] - v) * f).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A step of per_step as rows: {cores: {"<core_id>": {total_us, breakdown_us,
 * bottleneck}}, channels: [{channel_id, ...}], all_reduce}. The converter
 * sends columns (one array per field, aligned with `cores`) to stay small at
 * 512 cores × 100 steps; a step already in rows is taken as it is.
 */
export function stepRows(raw) {
  if (!raw) return {cores: {}, channels: [], all_reduce: []};
  let cores = raw.cores || {};
  if (Array.isArray(cores)) {
    const columns = Object.entries(raw.breakdown_us || {});
    cores = Object.fromEntries(cores.map((id, i) => [String(id), {
      total_us: raw.total_us?.[i],
      breakdown_us: Object.fromEntries(columns.map(([cat, values]) => [cat, values[i]])),
      bottleneck: raw.bottleneck?.[i],
    }]));
  }
  let channels = raw.channels || [];
  if (!Array.isArray(channels)) {
    const columns = Object.entries(channels);
    channels = (channels.channel_id || []).map((_, i) => Object.fromEntries(columns.map(([k, values]) => [k, values[i]])));
  }
  return {cores, channels, all_reduce: raw.all_reduce || []};
}

const rowsCache = new WeakMap(); // data -> Map(step -> rows), so the slider converts each step once

/** Step `step` of the data as rows (stepRows), converted once. */
export function stepData(data, step) {
  let cache = rowsCache.get(data);
  if (!cache) rowsCache.set(data, (cache = new Map()));
  const key = String(step);
  if (!cache.has(key)) cache.set(key, stepRows((data.per_step || {})[key]));
  return cache.get(key);
}

/**
 * The category's time on a core in a step: {us, total, share} (share of the
 * core's step time, 0..1), or null when the core did not run the step.
 */
export function coreShare(step, coreId, category) {
  const c = (step.cores || {})[String(coreId)];
  if (!c) return null;
  const us = Number(c.breakdown_us?.[category]) || 0;
  const total = Number(c.total_us) || 0;
  return {us, total, share: total > 0 ? us / total : 0};
}

/**
 * The heat map of a step: each core's colour (by its share of the step in
 * `category`, over `max`) -> {max, fills: Map(core_id -> colour)}. With
 * scaleToMax, max is the highest core's share (1 when none has time).
 */
export function coreFills(step, cores, category, scaleToMax) {
  let max = 1;
  if (scaleToMax) {
    max = 0;
    for (const core of cores) max = Math.max(max, coreShare(step, core.core_id, category)?.share || 0);
    if (max <= 0) max = 1;
  }
  const fills = new Map();
  for (const core of cores) {
    const value = coreShare(step, core.core_id, category);
    fills.set(core.core_id, heatColor(value ? value.share / max : null));
  }
  return {max, fills};
}

/** Where a core sits: "host 1, chip 2, core 0" (chip on its host). */
export function corePosition(core, topology) {
  const cph = topology.chips_per_host || 1;
  return `host ${core.host_index}, chip ${core.chip_id - core.host_index * cph}, core ${core.core_on_chip}`;
}

/** The x label of a core's column: the global chip id, ":core" when chips have several cores. */
export function columnLabel(core, topology) {
  return (topology.cores_per_chip || 1) > 1 ? `${core.chip_id}:${core.core_on_chip}` : String(core.chip_id);
}

const CELLS = [56, 44, 36, 28, 22, 16, 12, 8]; // core sizes tried, largest first

function geometry(topology, cell, maxWidth) {
  const numHosts = Math.max(1, topology.num_hosts || 1);
  const cph = Math.max(1, topology.chips_per_host || 1);
  const cpc = Math.max(1, topology.cores_per_chip || 1);
  const g = {cell, numHosts, cph, gap: 2, chipPad: 3, chipGap: 4, hostPad: 6, label: 14, hostGap: 8};
  g.chipW = cpc * cell + (cpc - 1) * g.gap + 2 * g.chipPad;
  g.chipH = cell + 2 * g.chipPad;
  g.chipCols = Math.ceil(Math.sqrt(cph));
  g.chipRows = Math.ceil(cph / g.chipCols);
  g.hostW = Math.max(g.chipCols * g.chipW + (g.chipCols - 1) * g.chipGap + 2 * g.hostPad, 48);
  g.hostH = g.label + g.chipRows * g.chipH + (g.chipRows - 1) * g.chipGap + 2 * g.hostPad;
  g.hostCols = Math.max(1, Math.min(numHosts, Math.floor((maxWidth + g.hostGap) / (g.hostW + g.hostGap))));
  g.width = g.hostCols * (g.hostW + g.hostGap) - g.hostGap;
  g.height = Math.ceil(numHosts / g.hostCols) * (g.hostH + g.hostGap) - g.hostGap;
  return g;
}

/**
 * Rectangles of the topology, in SVG user units: hosts in a grid that fits
 * maxWidth, chips of a host in a near-square grid, the cores of a chip side by
 * side; cores as large as fits maxWidth × maxHeight. -> {width, height, cell,
 * hosts: [{index, name, x, y, w, h}], chips: [{id, x, y, w, h}],
 * cores: Map(core_id -> {x, y, w, h})}
 */
export function topologyLayout(topology, cores, {maxWidth = 900, maxHeight = 560} = {}) {
  // One device alone gets a larger box; a pod's cores stay at most 56 px.
  // The largest cores that fit, preferring a landscape grid when hosts wrap
  // (two hosts side by side rather than two tall rows of huge cores).
  const options = (cores.length <= 1 ? [96, ...CELLS] : CELLS).map((cell) => geometry(topology, cell, maxWidth));
  const fits = options.filter((o) => o.width <= maxWidth && o.height <= maxHeight);
  const g = fits.find((o) => o.hostCols === o.numHosts || o.width >= o.height) || fits[0] || options.at(-1);
  const names = topology.hosts || [];
  const hosts = [];
  const chips = [];
  for (let h = 0; h < g.numHosts; h += 1) {
    const x = (h % g.hostCols) * (g.hostW + g.hostGap);
    const y = Math.floor(h / g.hostCols) * (g.hostH + g.hostGap);
    hosts.push({index: h, name: names[h] ?? `host ${h}`, x, y, w: g.hostW, h: g.hostH});
    for (let c = 0; c < g.cph; c += 1) {
      chips.push({
        id: h * g.cph + c,
        x: x + g.hostPad + (c % g.chipCols) * (g.chipW + g.chipGap),
        y: y + g.hostPad + g.label + Math.floor(c / g.chipCols) * (g.chipH + g.chipGap),
        w: g.chipW,
        h: g.chipH,
      });
    }
  }
  const byCore = new Map();
  for (const core of cores) {
    const chip = chips[core.chip_id];
    if (!chip) continue;
    byCore.set(core.core_id, {x: chip.x + g.chipPad + core.core_on_chip * (g.cell + g.gap), y: chip.y + g.chipPad, w: g.cell, h: g.cell});
  }
  return {width: g.width, height: g.height, cell: g.cell, hosts, chips, cores: byCore};
}

/** Cut in the middle: host names differ at their end ("t1v-n…w-12"). */
export function shorten(text, chars) {
  return shortName(text, chars);
}

/** A host's name as its box of the layout has room for (~6.2 units a character). */
export function hostLabel(host) {
  return shorten(String(host.name), Math.floor((host.w - 8) / 6.2));
}

/**
 * The selected channel of the layout: its two cores' boxes, and the arrow
 * {x1, y1, x2, y2} between their centres (null for a core to itself).
 */
export function linkShape(layout, ch) {
  const a = layout.cores.get(ch.src_core);
  const b = layout.cores.get(ch.dst_core);
  const boxes = [a, b].filter(Boolean);
  if (!a || !b || a === b) return {boxes, arrow: null};
  return {boxes, arrow: {x1: a.x + a.w / 2, y1: a.y + a.h / 2, x2: b.x + b.w / 2, y2: b.y + b.h / 2}};
}

/** The legend's 5 ticks over `width`, from 0 to `max` (a share, 0..1): [{x, anchor, text}]. */
export function legendTicks(max, width) {
  const digits = max >= 0.4 ? 0 : max >= 0.04 ? 1 : 2;
  return [0, 1, 2, 3, 4].map((i) => ({
    x: 10 + (width * i) / 4,
    anchor: i === 0 ? 'start' : i === 4 ? 'end' : 'middle',
    text: formatPercent((100 * max * i) / 4, digits),
  }));
}

/** The tooltip text of a core (lines). */
export function coreTooltip(core, topology, step, category) {
  const value = coreShare(step, core.core_id, category.id);
  const lines = [
    `Position: ${corePosition(core, topology)}`,
    `Global chip id: ${core.chip_id}`,
    `Host: ${core.host}`,
  ];
  if (core.name) lines.push(`Device: ${core.name}`);
  if (!value) {
    lines.push('Did not run this step');
  } else {
    lines.push(`${category.label}: ${formatUs(value.us)} (${formatPercent(100 * value.share, 1)} of the step)`);
    lines.push(`Step time: ${formatUs(value.total)}`);
  }
  return lines.join('\n');
}

/** Rows of the core card. */
export function coreRows(core, topology, step, category) {
  const value = coreShare(step, core.core_id, category.id);
  const info = (step.cores || {})[String(core.core_id)];
  return [
    ['Position', corePosition(core, topology)],
    ['Global chip id', String(core.chip_id)],
    ['Core id', String(core.core_id)],
    ['Host', core.host],
    ['Device', core.name || '-'],
    ['Step time', value ? formatUs(value.total) : 'did not run this step'],
    [category.label, value ? formatUs(value.us) : '-'],
    ['Share of the step', value ? formatPercent(100 * value.share, 1) : '-'],
    ['Bottleneck', info?.bottleneck || '-'],
  ];
}

/** "core 9 (host 1, chip 0, core 1)", or '?' for a core not in the profile. */
export function coreName(core, topology) {
  return core ? `core ${core.core_id} (${corePosition(core, topology)})` : '?';
}

/** The channel selector's options: the channel id, with its cores where an id repeats. */
export function channelOptions(channels) {
  const counts = new Map();
  for (const ch of channels) counts.set(ch.channel_id, (counts.get(ch.channel_id) || 0) + 1);
  return channels.map((ch, i) => ({value: String(i),
    text: counts.get(ch.channel_id) > 1 ? `${ch.channel_id} (core ${ch.src_core} → core ${ch.dst_core})` : String(ch.channel_id)}));
}

/** Index of the channel with id `wanted` (from the URL), else 0. */
export function channelIndexOf(channels, wanted) {
  return Math.max(0, channels.findIndex((ch) => String(ch.channel_id) === String(wanted)));
}

/** Rows of the breakdown card: each category's µs on a core, then its step time. */
export function breakdownRows(categories, info) {
  if (!info) return [['', 'Did not run this step']];
  return [
    ...categories.map((c) => [c.label, formatUs(Number(info.breakdown_us?.[c.id]) || 0)]),
    ['Step time', formatUs(info.total_us)],
  ];
}

/** Each core's µs in category `id` in a step, in the order of `cores` (0 when it did not run). */
export function columnValues(step, cores, id) {
  return cores.map((core) => Number(step.cores?.[String(core.core_id)]?.breakdown_us?.[id]) || 0);
}

/** The single device's step `index` (by position in data.steps) as its row, or undefined. */
export function deviceStep(data, index) {
  return stepData(data, data.steps[index]).cores?.[String(data.cores[0].core_id)];
}

/**
 * The breakdown chart's columns and series ([{label, values}]): one column a
 * core (values filled per step), or for a single device one a step.
 */
export function breakdownColumns(data, shown) {
  const {cores, steps} = data;
  const topology = data.topology || {};
  if (cores.length === 1) {
    return {labels: steps.map(String),
      series: shown.map((c) => ({label: c.label, values: steps.map((_, i) => Number(deviceStep(data, i)?.breakdown_us?.[c.id]) || 0)}))};
  }
  return {labels: cores.map((c) => columnLabel(c, topology)), series: shown.map((c) => ({label: c.label, values: cores.map(() => 0)}))};
}

/** Rows of the breakdown card for column `index` of the chart (a step of a single device, or a core in `step`). */
export function columnRows(data, shown, index, step) {
  if (data.cores.length === 1) return [['Step', String(data.steps[index])], ...breakdownRows(shown, deviceStep(data, index))];
  const core = data.cores[index];
  const info = (step.cores || {})[String(core.core_id)];
  return [['Chip (global id)', String(core.chip_id)], ['Core on chip', String(core.core_on_chip)],
    ['Host', core.host], ...breakdownRows(shown, info)];
}

/** The tooltip title of column `index` of the breakdown chart. */
export function columnTitle(data, index) {
  if (data.cores.length === 1) return `Step ${data.steps[index]}`;
  const core = data.cores[index];
  return `Chip ${core.chip_id}, core ${core.core_on_chip} (${core.host})`;
}

/** One line about a step: how many cores ran it, the spread of their step times. */
export function stepSummary(data, step) {
  const s = stepData(data, step);
  const ids = Object.keys(s.cores || {});
  const totals = ids.map((id) => Number(s.cores[id].total_us) || 0);
  const parts = [`Step ${step}: ${ids.length} of ${data.cores.length} ${data.cores.length === 1 ? 'core' : 'cores'} ran it`];
  if (totals.length > 1) {
    parts.push(`step time ${formatUs(Math.min(...totals))} – ${formatUs(Math.max(...totals))}`);
  } else if (totals.length) {
    parts.push(`step time ${formatUs(totals[0])}`);
  }
  const channels = (s.channels || []).length;
  parts.push(channels ? `${channels} send/recv ${channels === 1 ? 'channel' : 'channels'}` : 'no send/recv channels');
  return parts.join(' · ');
}

/**
 * The categories with time in some step on some core (all of them when none
 * has): all-zero ones would only crowd the chart's legend and the card.
 */
export function usedCategories(data) {
  const categories = data.categories || [];
  const used = new Set();
  for (const step of Object.values(data.per_step || {})) {
    if (Array.isArray(step.cores)) {
      for (const c of categories) if (!used.has(c.id) && (step.breakdown_us?.[c.id] || []).some((v) => v > 0)) used.add(c.id);
    } else {
      for (const core of Object.values(step.cores || {})) {
        for (const c of categories) if (!used.has(c.id) && Number(core.breakdown_us?.[c.id]) > 0) used.add(c.id);
      }
    }
    if (used.size === categories.length) break;
  }
  const out = categories.filter((c) => used.has(c.id));
  return out.length ? out : categories;
}

/**
 * What the view starts on, from the URL state: {stepIndex, category,
 * scaleToMax, channel} (the first step, the first category with time).
 */
export function initialView(data, state = {}) {
  const steps = data.steps || [];
  const byId = new Map((data.categories || []).map((c) => [c.id, c]));
  return {
    stepIndex: Math.max(0, steps.findIndex((s) => String(s) === String(state.step))),
    category: byId.get(state.category) || usedCategories(data)[0],
    scaleToMax: state.scale === 'max',
    channel: state.channel,
  };
}

/** The topology card's subtitle: "2 hosts × 4 chips × 2 cores (16 in all)". */
export function topologySubtitle(topology, coreCount) {
  const n = (count, one, many) => `${count} ${count === 1 ? one : many}`;
  return `${n(topology.num_hosts, 'host', 'hosts')} × ${n(topology.chips_per_host, 'chip', 'chips')} × `
    + `${n(topology.cores_per_chip, 'core', 'cores')} (${coreCount} in all)`;
}

/** The breakdown chart's card title. */
export function breakdownTitle(data) {
  const device = data.cores[0];
  if (data.cores.length === 1) return `Step breakdown of ${device.name || 'the device'} per step (µs): click a column to select its step`;
  const perCore = (data.topology?.cores_per_chip || 1) > 1;
  return `Step breakdown per core (µs): x is the global chip id${perCore ? ':core on the chip' : ''}, one column per core`;
}
