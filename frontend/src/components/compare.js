// Two runs compared (issue 19): the header of a compared view (which runs,
// the verdict, the headline numbers) and the compared tables, from the reply
// of data?base_run= ({tool, new, base, comparison: {kpis, tables, verdict},
// data, base_data}: tools/compare.py). Run, host, op and buffer names come
// from profiles: they only ever go in as text.
//
// Colour is never the only sign of a change: a delta has its sign, and a word
// says what it means (slower, larger, worse, new, gone...).
//
// Times are shown one unit a column: the server picks it (compare.py's time_unit:
// `kpi_unit` for the headline numbers, a table's `units`); here they are only converted.

import {el} from '../lib/dom.js';
import {fileStem, formatBytes, formatNumber, formatPercent} from '../lib/format.js';
import {card} from './card.js';
import {emptyMessage} from './message.js';
import {dataTable, toolTable, urlTableOptions} from './table.js';
import './compare.css';

const MIB = 1024 ** 2;
const MINUS = '\u2212';
// µs in each time unit and how each is written: compare.py's TIME_UNITS and UNIT_TEXT
// (tests/test_compare.py keeps the two equal).
const US_PER = {us: 1, ms: 1e3, s: 1e6};
const UNIT_TEXT = {us: 'µs', ms: 'ms', s: 's'};

/** URL parameters of a compared table start with this: a view's own table keeps sort=, filter=, page=. */
export const URL_PREFIX = 'cmp_';

const CHANGE_CLASSES = {up: 'tbp-worse', down: 'tbp-better', new: 'tbp-change-new', gone: 'tbp-change-gone',
  same: 'tbp-change-same'};

/** The word of a row's change: the table's words for up and down (slower, larger...), else itself. */
export function changeWord(change, words = {}) {
  if (change === 'up') return words.up || 'slower';
  if (change === 'down') return words.down || 'faster';
  return String(change ?? '');
}

/** Classes of a change (up, down, new, gone, same): up is worse, down better. */
export function changeClass(change) {
  return `tbp-change ${CHANGE_CLASSES[change] || ''}`.trim();
}

/** 'tbp-worse', 'tbp-better' or '' (no change, unknown) for a delta. */
export function deltaClass(delta, lowerIsBetter = true) {
  if (typeof delta !== 'number' || !delta) return '';
  return (delta > 0) === lowerIsBetter ? 'tbp-worse' : 'tbp-better';
}

/** The word beside a headline number's delta: worse, better or same ('' when unknown);
 * more or fewer for a number that is neither (lower_is_better null: the number of steps). */
export function kpiWord(kpi) {
  if (typeof kpi.delta !== 'number') return '';
  if (!kpi.delta) return 'same';
  if (kpi.lower_is_better === null) return kpi.delta > 0 ? 'more' : 'fewer';
  return deltaClass(kpi.delta, kpi.lower_is_better !== false) === 'tbp-worse' ? 'worse' : 'better';
}

/** A headline number's delta class: none for a number that is neither better nor worse. */
function kpiClass(kpi) {
  return kpi.lower_is_better === null ? '' : deltaClass(kpi.delta, kpi.lower_is_better !== false);
}

function missing(value) {
  return value === null || value === undefined || Number.isNaN(value);
}

// A column of times keeps 3 decimals, so that its numbers line up.
const fixed3 = (value) => value.toLocaleString('en-US', {minimumFractionDigits: 3, maximumFractionDigits: 3});

/** A time given in `unit` (us, ms, s) written in `shown` (the column's unit): "0.196 ms". */
export function formatTime(value, unit, shown = unit) {
  if (missing(value)) return '';
  const to = US_PER[shown] ? shown : unit;
  return `${fixed3((value * US_PER[unit]) / US_PER[to])} ${UNIT_TEXT[to]}`;
}

/** A value in its unit: a time (us, ms) in `shown` (else its own unit), bytes, MiB (as
 * bytes), % or a plain number. */
export function formatValue(value, unit = '', shown = unit) {
  if (missing(value)) return '';
  if (US_PER[unit]) return formatTime(value, unit, shown);
  switch (unit) {
    case 'bytes': return formatBytes(value);
    case 'MiB': return formatBytes(value * MIB);
    case '%': return formatPercent(value, 2);
    default: return formatNumber(value, 2);
  }
}

/** `format(|value|)` with the sign in front; no change reads "0". */
export function signed(value, format) {
  if (missing(value)) return '';
  if (value === 0) return '0';
  return `${value > 0 ? '+' : MINUS}${format(Math.abs(value))}`;
}

/** A delta in its unit: "+7.735 ms", "−1.50 MiB"; a delta of a % is in percentage points. */
export function formatDelta(value, unit = '', shown = unit) {
  if (unit === '%') return signed(value, (v) => `${formatNumber(v, 2)} pp`);
  return signed(value, (v) => formatValue(v, unit, shown));
}

/** A delta % ("+686.9%"); '' where the base is 0 or missing (null). */
export function formatDeltaPct(value) {
  return signed(value, (v) => `${formatNumber(v, 1)}%`);
}

/** "run (host)", "(all hosts)" when the host is "". */
export function runLabel(side = {}) {
  return `${side.run ?? ''} (${side.host || 'all hosts'})`;
}

export function compareTitle(resp) {
  return `Comparing ${runLabel(resp.new)} with ${runLabel(resp.base)}`;
}

// The units are in the values: "Total self-time (us), all rows" -> "Total self-time, all rows".
const LABEL_UNIT = /\s*\((?:us|µs|μs|ms|MiB|bytes)\)/g;

export function kpiLabel(kpi) {
  return String(kpi.label ?? kpi.id ?? '').replace(LABEL_UNIT, '');
}

function kpiTable(kpis, shown) {
  const num = (text, extra = '') => el('td', {class: `tbp-num ${extra}`.trim(), text});
  return el('table', {class: 'tbp-compare-kpis'},
    el('thead', {}, el('tr', {},
      el('th', {text: 'Metric'}), el('th', {class: 'tbp-num', text: 'Base'}), el('th', {class: 'tbp-num', text: 'New'}),
      el('th', {class: 'tbp-num', text: 'Δ', title: 'new − base'}),
      el('th', {class: 'tbp-num', text: 'Δ %', title: '(new − base) / base'}), el('th', {text: 'Change'}))),
    el('tbody', {}, kpis.map((k) => {
      const cls = kpiClass(k);
      const unit = shown || k.unit;
      return el('tr', {dataset: {kpi: k.id}},
        el('td', {class: 'tbp-compare-kpi-label', text: kpiLabel(k)}),
        num(formatValue(k.base, k.unit, unit)), num(formatValue(k.new, k.unit, unit)),
        num(formatDelta(k.delta, k.unit, unit), `tbp-delta ${cls}`), num(formatDeltaPct(k.delta_pct), `tbp-delta ${cls}`),
        el('td', {class: `tbp-compare-word ${cls}`, text: kpiWord(k)}));
    })));
}

/**
 * compareHeader(resp) -> <section>: a card titled "Comparing NEW (host) with
 * BASE (host)", the verdict (overview_page) and the headline numbers.
 */
export function compareHeader(resp) {
  const c = resp.comparison || {};
  const kpis = c.kpis || [];
  const node = card({title: compareTitle(resp), subtitle: 'Δ = new − base. Worse changes are red, better ones green.'},
    c.verdict ? el('p', {class: 'tbp-compare-verdict', text: c.verdict}) : null,
    kpis.length ? kpiTable(kpis, c.kpi_unit) : null).element;
  node.classList.add('tbp-compare-header');
  return node;
}

/** "Ops by change in self time: 37 matched (37 slower, 0 faster, 0 same) · 15 new · 1 gone". */
export function comparedCaption(table) {
  const n = table.counts || {};
  const words = table.words || {};
  const count = (v) => formatNumber(v ?? 0);
  return `${table.title}: ${count(n.matched)} matched (${count(n.up)} ${changeWord('up', words)}, `
    + `${count(n.down)} ${changeWord('down', words)}, ${count(n.same)} same) · ${count(n.new)} new · ${count(n.gone)} gone`;
}

// A compared metric m has four columns: m_base, m, m_delta, m_delta_pct.
const ROLES = [['_base', 'base'], ['', 'new'], ['_delta', 'Δ'], ['_delta_pct', 'Δ %']];

/** Column ids in display order: identity and kept columns, then each metric's four, the sorted metric first. */
export function displayOrder(table) {
  const ids = (table.columns || []).map((c) => c.id);
  const have = new Set(ids);
  const metrics = ids.filter((id) => have.has(`${id}_base`) && have.has(`${id}_delta`));
  const inMetric = new Set(metrics.flatMap((m) => ROLES.map(([suffix]) => `${m}${suffix}`)));
  const main = metrics.includes(table.metric) ? [table.metric] : [];
  const order = [...main, ...metrics.filter((m) => m !== table.metric)];
  return {ids: [...ids.filter((id) => !inMetric.has(id)), ...order.flatMap((m) => ROLES.map(([suffix]) => `${m}${suffix}`))
    .filter((id) => have.has(id))], metrics};
}

/**
 * The compared table as dataTable columns and rows: the change as its word
 * (so it filters and exports as it reads), each metric's base/new/Δ/Δ % under
 * one heading (the sorted metric's first), deltas signed, and the deltas of
 * the metric the rows are sorted by coloured as the change. The CSV keeps the
 * server's labels.
 */
export function comparedModel(table) {
  const words = table.words || {};
  const kindOf = new Map(['up', 'down', 'new', 'gone', 'same'].map((k) => [changeWord(k, words), k]));
  const metric = table.metric;
  const {ids, metrics} = displayOrder(table);
  const byId = new Map((table.columns || []).map((c, i) => [c.id, i]));
  const at = ids.map((id) => byId.get(id));
  const groupOf = new Map();
  const timeOf = new Map(); // a time column's id -> {unit, shown}
  for (const m of metrics) {
    let label = String(table.columns[byId.get(m)].label ?? m).replace(/ \(new\)$/, '');
    const units = table.units?.[m];
    if (units && US_PER[units.unit] && US_PER[units.shown]) {
      label = `${label.replace(LABEL_UNIT, '')} (${UNIT_TEXT[units.shown]})`;
      for (const [suffix] of ROLES) timeOf.set(`${m}${suffix}`, units);
    }
    for (const [suffix, role] of ROLES) groupOf.set(`${m}${suffix}`, {group: label, header: role});
  }
  // The server's label names the values' unit (the CSV keeps it); a tooltip names the one shown.
  const shownLabel = (column) => {
    const units = timeOf.get(column.id);
    return units ? column.label.replace(LABEL_UNIT, ` (${UNIT_TEXT[units.shown]})`) : column.label;
  };
  const number = (id) => {
    const units = id.endsWith('_delta_pct') ? null : timeOf.get(id);
    if (!units) return (v) => formatNumber(v, 3);
    return (v) => (missing(v) ? '' : fixed3((v * US_PER[units.unit]) / US_PER[units.shown]));
  };
  const rows = (table.rows || []).map((r) => at.map((i) => (ids[0] === 'change' && i === byId.get('change') ? changeWord(r[i], words) : r[i])));
  return toolTable({columns: at.map((i) => table.columns[i]), rows}, (column) => {
    const {id} = column;
    Object.assign(column, groupOf.get(id) || {});
    if (id === 'change') {
      column.title = `How the row changed, by ${groupOf.get(metric)?.group || metric || 'its main metric'}`;
      column.cell = (value, row, text) => el('span', {class: changeClass(kindOf.get(value)), text});
    } else if (id.endsWith('_delta_pct')) {
      column.format = formatDeltaPct;
      column.title = `${shownLabel(column)}: (new − base) / base; empty where the base is 0`;
      if (id === `${metric}_delta_pct`) column.cell = coloured;
    } else if (id.endsWith('_delta')) {
      const format = number(id);
      column.format = (v) => signed(v, format);
      column.title = `${shownLabel(column)}: new − base`;
      if (id === `${metric}_delta`) column.cell = coloured;
    } else if (column.type === 'number') {
      column.format = number(id);
      if (timeOf.has(id)) column.title = shownLabel(column);
    }
  });
}

function coloured(value, row, text) {
  const cls = deltaClass(value);
  return cls ? el('span', {class: `tbp-delta ${cls}`, text}) : null;
}

/**
 * comparedTable(table, {csvFileName, state, setParams, pageSize}) -> dataTable
 * One compared table of the reply (comparison.tables[name]): filter, CSV
 * export (base, new, Δ and Δ % columns as they are), sort/filter/page in the
 * URL as cmp_sort=, cmp_filter=, cmp_page= (`prefix` instead of cmp_ when given).
 */
export function comparedTable(table, {csvFileName = 'compared.csv', state = {}, setParams = () => {}, pageSize = 50,
  prefix = URL_PREFIX} = {}) {
  const {columns, rows} = comparedModel(table);
  const options = urlTableOptions(state, setParams, prefix);
  if (options.initialSort && !columns.some((c) => c.id === options.initialSort.id)) options.initialSort = null;
  // To fit the box: the metrics the rows are not sorted by show new and Δ only at first
  // (the Columns menu shows the rest; the CSV has every column).
  const {metrics} = displayOrder(table);
  const defaultHidden = metrics.filter((m) => m !== table.metric).flatMap((m) => [`${m}_base`, `${m}_delta_pct`]);
  const view = dataTable({
    columns,
    rows,
    pageSize,
    filterPlaceholder: 'Filter by name or change',
    csvFileName,
    caption: comparedCaption(table),
    defaultHidden,
    ...options,
  });
  if (state[`${prefix}filter`]) view.setFilter(state[`${prefix}filter`]);
  if (state[`${prefix}page`]) view.setPage(Number(state[`${prefix}page`]) || 0);
  view.element.classList.add('tbp-compare-table');
  return view;
}

/** `<new run>_<host>_<tool>_vs_<base run>.csv`, as the server's data_csv names it. */
export function comparedFileName(resp, tool = resp.tool) {
  return `${fileStem(resp.new?.run, resp.new?.host || 'all_hosts', tool, 'vs', resp.base?.run)}.csv`;
}

/** The compared tables to show for `name`: it and those `beside` it, in the reply's order
 * (the server puts the one to read first first: kernels by launching op between vendors). */
export function sectionTables(resp, name) {
  const tables = resp.comparison?.tables || {};
  return Object.keys(tables).filter((key) => key === name || tables[key]?.beside === name);
}

/**
 * The compared table `name` of a reply, and the tables beside it (kernel_stats: kernels
 * by launching op), each with its note, ready to place in a view (a message when neither
 * run has that table). A table beside keeps its URL state under `cmp_<its name>_`.
 * -> {element, table (the view of `name`; null when there is none)}
 */
export function comparedSection(resp, name, {state = {}, setParams = () => {}, pageSize} = {}) {
  const names = sectionTables(resp, name);
  if (!names.includes(name)) {
    return {element: emptyMessage('Nothing to compare', 'Neither run has this table.').element, table: null};
  }
  const stem = comparedFileName(resp).replace(/\.csv$/, '');
  let main = null;
  const parts = names.map((key) => {
    const table = resp.comparison.tables[key];
    const view = comparedTable(table, {
      csvFileName: key === name ? `${stem}.csv` : `${stem}_${key}.csv`,
      state, setParams, pageSize, prefix: key === name ? URL_PREFIX : `${URL_PREFIX}${key}_`,
    });
    view.element.dataset.table = key;
    if (key === name) main = view;
    if (!table.note) return view.element;
    return el('div', {class: 'tbp-compare-part'},
      el('p', {class: 'tbp-diagnostic tbp-compare-table-note', role: 'note', text: table.note}), view.element);
  });
  return {element: parts.length === 1 ? parts[0] : el('div', {class: 'tbp-compare-parts'}, ...parts), table: main};
}

/** The heading above the parts of a compared view that show the new run alone. */
export function newRunHeading(resp) {
  return el('h3', {class: 'tbp-compare-new-run', text: `The new run alone: ${runLabel(resp.new)}`});
}
