// The details pane under the timeline: one event (name, times, args, flows),
// or the totals by name of a drag-selected area. Everything from the profile
// is text (textContent through el()), never HTML.

import {el, clear} from '../lib/dom.js';
import {formatBytes, formatDurationUs, formatNumber} from '../lib/format.js';
import {colorForName} from './colors.js';
import {trackHost} from './model.js';

/** Rows shown in a summary table; the rest are counted in one line. */
export const SUMMARY_ROWS = 200;

/**
 * summarizeByName(win, indexes) -> {rows: [{name, count, total, merged}], count, total, merged, start, end}
 * Count adds up the events a merged box stands for; a merged box's duration
 * is the extent of the box (its events may leave gaps), so `merged` says
 * when totals are upper bounds. Rows sorted by total duration, longest first.
 */
export function summarizeByName(win, indexes) {
  const byName = new Map();
  let count = 0;
  let total = 0;
  let merged = 0;
  let start = Infinity;
  let end = -Infinity;
  for (const i of indexes) {
    const name = win.names[win.name[i]] ?? '';
    let row = byName.get(name);
    if (!row) {
      row = {name, count: 0, total: 0, merged: 0};
      byName.set(name, row);
    }
    const n = win.count[i];
    row.count += n;
    row.total += win.dur[i];
    count += n;
    total += win.dur[i];
    if (n > 1) {
      row.merged += 1;
      merged += 1;
    }
    start = Math.min(start, win.ts[i]);
    end = Math.max(end, win.ts[i] + win.dur[i]);
  }
  const rows = [...byName.values()].sort((a, b) => b.total - a.total || b.count - a.count || (a.name < b.name ? -1 : 1));
  return {rows, count, total, merged, start, end};
}

/**
 * A counter track's value with its unit: the allocator tracks ("Memory in use
 * (…)", heap, bytes) in bytes (formatBytes), fractions (a full scale of 1: GPU
 * utilization, SM efficiency) in %, the others as plain numbers.
 */
export function formatCounter(trackName, value, fullScale = 0) {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (fullScale === 1) return `${formatNumber(100 * value)} %`;
  if (/\b(memory|bytes?|heap)\b/i.test(trackName || '')) return formatBytes(value);
  return formatNumber(value);
}

/**
 * The server's summary (mode=summary) in summarizeByName's shape: exact, so
 * nothing `merged`.
 */
export function serverSummary(reply) {
  const rows = (reply.rows || []).map((r) => ({name: r.name, count: r.count, total: r.total, merged: 0}));
  return {rows, count: reply.count || 0, total: reply.total || 0, merged: 0, exact: true};
}

/** µs from the trace start as a time of day in the trace: 12.345 ms. */
export function formatTime(us) {
  return formatDurationUs(us);
}

function swatch(name) {
  const node = el('span', {class: 'tbp-trace-swatch', 'aria-hidden': 'true'});
  node.style.background = colorForName(name);
  return node;
}

function argValue(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number') return formatNumber(value, 6);
  return String(value);
}

/**
 * detailsPane({onJump}) -> {element, showEvent(details, extra), showSummary(summary, extra),
 * showMessage(text), clear()}
 * onJump({id, ts, track}) is called by a flow's "go" button.
 */
export function detailsPane({onJump = () => {}} = {}) {
  const body = el('div', {class: 'tbp-trace-details-body'});
  const element = el('section', {class: 'tbp-trace-details', 'aria-label': 'Selection details'}, body);

  function kv(rows) {
    return el('dl', {class: 'tbp-trace-kv'}, rows.filter(Boolean).map(([k, v]) => [
      el('dt', {text: k}),
      el('dd', {}, v instanceof Node ? v : String(v ?? '')),
    ]));
  }

  function showMessage(text) {
    clear(body).append(el('p', {class: 'tbp-trace-details-empty', text}));
  }

  /**
   * details: the server's reply (or a partial {name, ts, dur} while it loads);
   * extra: {count, trackName, host, loading, error}.
   */
  function showEvent(details, extra = {}) {
    const name = details.name ?? '';
    const rows = [
      ['Start', formatTime(details.ts)],
      ['Duration', formatDurationUs(details.dur)],
      details.self !== undefined && details.self !== null ? ['Self time', formatDurationUs(details.self)] : null,
      details.category ? ['Category', String(details.category)] : null,
      ['End', formatTime((details.ts ?? 0) + (details.dur ?? 0))],
      extra.trackName ? ['Track', extra.trackName] : null,
      extra.host ? ['Host', extra.host] : null,
      details.long_name && details.long_name !== name ? ['Long name', el('span', {class: 'tbp-trace-long', text: details.long_name})] : null,
    ];
    const parts = [
      el('h3', {class: 'tbp-trace-details-title'}, swatch(name), el('span', {text: name || '(unnamed)'})),
    ];
    if (extra.count > 1) {
      parts.push(el('p', {class: 'tbp-trace-note', text: `This box stands for ${formatNumber(extra.count)} short events merged at this zoom; the details are those of the longest one. Zoom in to see them one by one.`}));
    }
    parts.push(kv(rows));
    const args = details.args && Object.entries(details.args);
    if (args && args.length) {
      parts.push(el('h4', {text: 'Arguments'}), kv(args.map(([k, v]) => [k, argValue(v)])));
    }
    if (details.flows && details.flows.length) {
      parts.push(el('h4', {text: 'Flows'}), el('ul', {class: 'tbp-trace-flows'}, details.flows.map((f) => el('li', {},
        `${f.direction === 'in' ? 'From' : 'To'} ${formatTime(f.ts)}${f.trackName ? ` on ${f.trackName}` : ''} `,
        el('button', {type: 'button', class: 'tbp-button tbp-trace-small', text: 'Go', title: 'Select the other end of this flow',
          on: {click: () => onJump(f)}})))));
    }
    if (extra.loading) parts.push(el('p', {class: 'tbp-trace-note', text: 'Loading the details…'}));
    if (extra.error) parts.push(el('p', {class: 'tbp-error', role: 'alert', text: `Details unavailable: ${extra.error}`}));
    clear(body).append(...parts);
  }

  function showSummary(summary, extra = {}) {
    if (!summary.count) {
      showMessage('No events in the selected area.');
      return;
    }
    const approx = summary.merged ? '≤ ' : '';
    const head = el('h3', {class: 'tbp-trace-details-title',
      text: `${formatNumber(summary.count)} events, ${summary.rows.length} names${extra.tracks ? ` on ${extra.tracks} track${extra.tracks > 1 ? 's' : ''}` : ''}`});
    const table = el('table', {class: 'tbp-trace-summary'},
      el('thead', {}, el('tr', {},
        el('th', {text: 'Name'}), el('th', {class: 'tbp-num', text: 'Count'}),
        el('th', {class: 'tbp-num', text: 'Total duration'}), el('th', {class: 'tbp-num', text: 'Average'}))),
      el('tbody', {}, summary.rows.slice(0, SUMMARY_ROWS).map((r) => el('tr', {},
        el('td', {}, swatch(r.name), el('span', {text: r.name})),
        el('td', {class: 'tbp-num', text: formatNumber(r.count)}),
        el('td', {class: 'tbp-num', text: `${r.merged ? '≤ ' : ''}${formatDurationUs(r.total)}`}),
        el('td', {class: 'tbp-num', text: `${r.merged ? '≤ ' : ''}${formatDurationUs(r.total / r.count)}`})))));
    const parts = [head,
      kv([['Interval', `${formatTime(extra.start ?? summary.start)} – ${formatTime(extra.end ?? summary.end)}`],
        ['Total duration', `${approx}${formatDurationUs(summary.total)}`]]),
      table];
    if (summary.rows.length > SUMMARY_ROWS) parts.push(el('p', {class: 'tbp-trace-note', text: `${summary.rows.length - SUMMARY_ROWS} more names not shown.`}));
    if (summary.merged) {
      parts.push(el('p', {class: 'tbp-trace-note', text: extra.exactPending
        ? 'Some boxes stand for several merged events at this zoom: counting every event of the area…'
        : 'Some boxes stand for several merged events at this zoom: their durations are upper bounds. Zoom in for exact totals.'}));
    }
    if (extra.exactError) parts.push(el('p', {class: 'tbp-error', role: 'alert', text: `Exact totals unavailable: ${extra.exactError}`}));
    clear(body).append(...parts);
  }

  showMessage('Click an event for its details, or drag over several for totals by name. Press ? for the keys.');
  return {element, showEvent, showSummary, showMessage, clear: () => showMessage('')};
}

/** "host / section / track" label of a track in a window. */
export function trackLabel(win, trackId) {
  const ti = win && win.trackIndex.get(trackId);
  if (ti === undefined || ti === null) return '';
  const track = win.tracks[ti];
  const section = win.sectionById.get(track.section);
  const host = trackHost(win, trackId);
  return [win.hosts.length > 1 ? host : null, section ? section.name : null, track.name].filter(Boolean).join(' / ');
}
