// A sortable, filterable, paged table with CSV export.
//
// Profiles give tables of 100k+ rows (one per op or kernel), so the table
// never sorts or filters the rows themselves: it keeps arrays of row indices,
// caches the full sort order per column (changing the filter does not sort
// again) and builds DOM for the current page only (pageSize rows, 50 by
// default: about 0.5 ms of DOM work, whatever the row count).
//
// Every cell goes in as text (textContent): op names are untrusted.
//
// The table fits its box (issue 20): number columns take the width of their
// values, text columns share the rest and cut what does not fit with an
// ellipsis (the whole text in the cell's title), and a "Columns" menu hides
// columns (kept in the URL as hide=; the CSV still has every column). A
// column with no value in any row (FLOP rates of a CPU profile) is not shown
// at all: its box in the menu is off and disabled. The
// table has no scroll box of its own: the page scrolls, the heads stick to
// its top. Only a table the user made wider than its box (every column
// shown in a narrow window) scrolls sideways.

import {el, clear} from '../lib/dom.js';
import {formatNumber} from '../lib/format.js';
import {toCsv} from '../lib/csv.js';
import {downloadText} from './download.js';

// The views' helpers for dataTable (URL state, a tool's {columns, rows}) live beside it.
export {toolTable, urlTableOptions} from './table_options.js';

// String sort keys: lower case (so "a" and "A" tie and the original order
// decides: the sort is stable), digit runs zero-padded to 12 digits so "op9"
// sorts before "op10". Comparing such keys with < is ~8x faster than
// Intl.Collator({numeric: true}) (100k op names: 50 ms instead of 400 ms).
const DIGIT_RUN = /\d+/g;
const padDigits = (digits) => digits.padStart(12, '0');
function sortKey(value) {
  return textOf(value).toLowerCase().replace(DIGIT_RUN, padDigits);
}

// Joins a row's string cells for the filter; the filter text cannot contain
// it, so a match never spans two cells.
const CELL_SEPARATOR = '\u0000';

// Text columns share the width left by the number columns in proportion to
// their text's length (of a sample of rows), between these bounds (in chars).
const TEXT_WEIGHT_MIN = 6;
const TEXT_WEIGHT_MAX = 48;
const WIDTH_SAMPLE = 400;
// Text columns no longer than this (Yes/No, "224,1,1", Host/Device) are
// sized like numbers: whole, never cut.
const SHORT_TEXT = 12;

// hide= when the user shows every column while the view hides some by default.
const NONE_HIDDEN = '-';

const NO_DATA = 'No data';
const NO_MATCH = 'No rows match the filter';

/**
 * dataTable({columns, rows, pageSize, filterPlaceholder, csvFileName, initialSort, caption, onStateChange})
 *   columns: [{id, label, type: 'number'|'string', format?: (value, row) => string, title?,
 *     cell?: (value, row, text) => Node|null, header?, group?}]  (cell: what the cell shows instead
 *     of its text, e.g. a link; sort, filter and CSV still use the value. header: a shorter text
 *     for the column head, whose title is then the label; the CSV keeps the label. group: a
 *     heading over the consecutive columns that share it, in a row above theirs)
 *   rows: arrays aligned with columns
 *   initialSort: column id, or {id, direction: 'asc'|'desc'}
 *   onStateChange(state): called after the user sorts, filters, pages or hides
 *     columns (state as getState() returns it), e.g. to keep it in the URL hash.
 *   defaultHidden: ids of the columns hidden until the user shows them (a view's
 *     choice for a table of too many columns to fit)
 *   hide: the hidden columns as the URL keeps them (hideParam()); undefined or ''
 *     for defaultHidden
 */
export function dataTable({
  columns,
  rows = [],
  pageSize = 50,
  filterPlaceholder = 'Filter',
  csvFileName = 'table.csv',
  initialSort = null,
  caption,
  onStateChange,
  defaultHidden = [],
  hide,
} = {}) {
  const cols = columns.map((column) => ({...column, numeric: column.type === 'number'}));
  const ids = cols.map((column) => column.id);
  const defaults = defaultHidden.filter((id) => ids.includes(id));
  let hidden = parseHide(hide, ids, defaults);
  const stringCols = cols.flatMap((column, index) => (column.numeric ? [] : [index]));
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : Infinity;

  let data = [];
  let sort = null; // {index, desc}
  let filter = ''; // lower case, trimmed
  let page = 0;
  let sortedCache = null; // {key, order}: all row indices in sort order
  let keyCache = new Map(); // column index -> sort keys of every row (asc/desc toggles reuse them)
  let haystack = null; // lower-case text of each row's string cells, built on first filter
  let visible = []; // indices of the filtered rows in sort order
  let empty = new Set(); // ids of the columns with no value in any row (not shown)

  // ---- DOM ----
  const filterInput = el('input', {
    type: 'search',
    class: 'tbp-input tbp-table-filter',
    placeholder: filterPlaceholder,
    'aria-label': filterPlaceholder,
    on: {input: () => { applyFilter(filterInput.value); notify(); }},
  });
  if (!stringCols.length) filterInput.hidden = true;
  const exportButton = el('button', {
    type: 'button',
    class: 'tbp-button tbp-table-export',
    title: 'Every column, hidden ones included, of the rows that match the filter',
    on: {click: () => exportCsv()},
  }, 'Export as CSV');
  const columnBoxes = cols.map((column) => el('input', {
    type: 'checkbox',
    value: column.id,
    on: {change: (event) => { setHidden(column.id, !event.target.checked); notify(); }},
  }));
  const columnsMenu = el('div', {class: 'tbp-table-columns-menu', role: 'group', 'aria-label': 'Columns shown',
    tabindex: '-1'},
  cols.map((column, index) => el('label', {class: 'tbp-table-column-choice', title: column.title || undefined},
    columnBoxes[index], ` ${column.group ? `${column.group}: ` : ''}${column.header ?? column.label}`,
    el('span', {class: 'tbp-table-column-empty', text: ' (no values)', hidden: true}))));
  // The Columns menu: a button opening a list of checkboxes (a plain button and
  // box, not <details>, so a view's own <details> selectors never meet it).
  const columnsToggle = el('button', {
    type: 'button',
    class: 'tbp-button tbp-table-columns-button',
    title: 'Choose the columns shown',
    'aria-haspopup': 'true',
    'aria-expanded': 'false',
    on: {click: () => openColumns(columnsMenu.hidden)},
  }, 'Columns');
  columnsMenu.hidden = true;
  const columnsButton = el('div', {class: 'tbp-table-columns',
    on: {
      // Closes when the focus leaves it (a click elsewhere, Tab) or on Escape.
      focusout: (event) => { if (!columnsButton.contains(event.relatedTarget)) openColumns(false); },
      keydown: (event) => {
        if (event.key === 'Escape' && !columnsMenu.hidden) {
          openColumns(false);
          columnsToggle.focus();
        }
      },
    }},
  columnsToggle, columnsMenu);

  function openColumns(open) {
    columnsMenu.hidden = !open;
    columnsToggle.setAttribute('aria-expanded', String(Boolean(open)));
  }
  const headerCells = cols.map((column, index) => {
    const indicator = el('span', {class: 'tbp-sort-indicator', 'aria-hidden': 'true'});
    const short = column.header !== undefined && column.header !== column.label;
    const th = el('th', {
      scope: 'col',
      class: `tbp-th${column.numeric ? ' tbp-num' : ' tbp-text'}`,
      title: column.title || (short ? column.label : undefined),
      'aria-sort': 'none',
      dataset: {column: column.id},
      on: {click: () => { toggleSort(index); notify(); }},
    }, el('button', {type: 'button', class: 'tbp-th-button', 'aria-label': short ? column.label : undefined},
      short ? column.header : column.label, indicator));
    return {th, indicator};
  });
  const grouped = cols.some((column) => column.group);
  let starts = [];
  let weights = null; // text columns' share of the width, from the rows' text
  let cut = []; // per column: a long text column, cut to its share
  const colgroup = el('colgroup');
  const groupHead = el('tr', {class: 'tbp-table-groups'});
  const tbody = el('tbody');
  const rangeLabel = el('span', {class: 'tbp-table-range', 'aria-live': 'polite'});
  const prevButton = el('button', {
    type: 'button', class: 'tbp-button tbp-table-prev', 'aria-label': 'Previous page',
    on: {click: () => { setPage(page - 1); notify(); }},
  }, 'Prev');
  const nextButton = el('button', {
    type: 'button', class: 'tbp-button tbp-table-next', 'aria-label': 'Next page',
    on: {click: () => { setPage(page + 1); notify(); }},
  }, 'Next');

  const grid = el('table', {class: 'tbp-table-grid'},
    caption ? el('caption', {class: 'tbp-table-caption'}, caption) : null,
    colgroup,
    el('thead', {}, grouped ? groupHead : null, el('tr', {}, headerCells.map((h) => h.th))),
    tbody);
  const scroll = el('div', {class: 'tbp-table-scroll'}, grid);
  const element = el('div', {class: grouped ? 'tbp-table tbp-table-grouped' : 'tbp-table'},
    el('div', {class: 'tbp-table-toolbar'}, filterInput, el('span', {class: 'tbp-spacer'}), columnsButton,
      exportButton),
    scroll,
    el('div', {class: 'tbp-table-pager'}, rangeLabel, prevButton, nextButton));

  // Sideways scrolling only for a table wider than its box (the page scrolls
  // otherwise, so the sticky heads stick to the top of the page).
  const fitObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(() => checkOverflow()) : null;
  if (fitObserver) { fitObserver.observe(scroll); fitObserver.observe(grid); }
  function checkOverflow() {
    const wide = grid.offsetWidth > scroll.clientWidth + 1;
    scroll.classList.toggle('tbp-table-overflow', wide);
  }

  function shown(index) {
    return !hidden.has(cols[index].id) && !empty.has(cols[index].id);
  }

  function shownCount() {
    return cols.reduce((n, _, index) => n + shown(index), 0);
  }

  /** Whether column `index` starts a group among the shown columns. */
  function groupStarts(index) {
    if (!cols[index].group) return false;
    let before = index - 1;
    while (before >= 0 && !shown(before)) before -= 1;
    return before < 0 || cols[before].group !== cols[index].group;
  }

  /** The row of group headings: one cell over each run of shown columns with the same group. */
  function groupRow() {
    const cells = [];
    const visibleCols = cols.map((_, i) => i).filter(shown);
    for (let k = 0; k < visibleCols.length;) {
      const group = cols[visibleCols[k]].group;
      let m = k + 1;
      while (m < visibleCols.length && cols[visibleCols[m]].group === group) m += 1;
      const text = group || '';
      cells.push(el('th', {scope: text ? 'colgroup' : undefined, colspan: String(m - k),
        class: text ? 'tbp-th-group tbp-group-start' : 'tbp-th-group'}, text));
      k = m;
    }
    return cells;
  }

  /** Column widths, group heads and menu for the shown columns. */
  function layoutColumns() {
    starts = cols.map((_, index) => shown(index) && groupStarts(index));
    if (!weights) {
      weights = textWeights(cols, data, cellText);
      cut = weights.map((weight) => weight > SHORT_TEXT);
    }
    const textTotal = cols.reduce((sum, column, index) => (shown(index) && cut[index] ? sum + weights[index] : sum), 0);
    clear(colgroup).append(...cols.flatMap((column, index) => {
      if (!shown(index)) return [];
      // Long text: a share of what the other columns leave; the others: their content's width.
      const width = cut[index] ? `${((100 * weights[index]) / textTotal).toFixed(2)}%` : '1px';
      return [el('col', {dataset: {column: column.id}, style: {width}})];
    }));
    headerCells.forEach(({th}, index) => {
      th.hidden = !shown(index);
      th.classList.toggle('tbp-group-start', starts[index]);
    });
    if (grouped) clear(groupHead).append(...groupRow());
    const count = shownCount();
    columnBoxes.forEach((box, index) => {
      const none = empty.has(cols[index].id);
      box.checked = shown(index);
      box.disabled = none || (box.checked && count === 1); // one column stays
      box.parentElement.lastChild.hidden = !none;
    });
  }

  // ---- model ----
  function sortedOrder() {
    const n = data.length;
    const key = sort ? `${sort.index}:${sort.desc}` : 'none';
    if (sortedCache && sortedCache.key === key) return sortedCache.order;
    const order = new Array(n);
    for (let i = 0; i < n; i += 1) order[i] = i;
    if (sort) {
      const {index: c, desc} = sort;
      const dir = desc ? -1 : 1;
      if (cols[c].numeric) {
        // Missing values (null, '', NaN) go last in both directions.
        const keys = columnKeys(c);
        order.sort((a, b) => {
          const x = keys[a];
          const y = keys[b];
          if (x !== x || y !== y) return x !== x && y !== y ? a - b : (x !== x ? 1 : -1);
          return (x < y ? -dir : x > y ? dir : 0) || a - b;
        });
      } else {
        const keys = columnKeys(c);
        order.sort((a, b) => {
          const x = keys[a];
          const y = keys[b];
          return (x < y ? -dir : x > y ? dir : 0) || a - b;
        });
      }
    }
    sortedCache = {key, order};
    return order;
  }

  function columnKeys(c) {
    let keys = keyCache.get(c);
    if (!keys) {
      const n = data.length;
      if (cols[c].numeric) {
        keys = new Float64Array(n);
        for (let i = 0; i < n; i += 1) keys[i] = toNumber(data[i][c]);
      } else {
        keys = new Array(n);
        for (let i = 0; i < n; i += 1) keys[i] = sortKey(data[i][c]);
      }
      keyCache.set(c, keys);
    }
    return keys;
  }

  function recompute() {
    const order = sortedOrder();
    if (!filter) {
      visible = order;
      return;
    }
    if (!haystack) {
      haystack = new Array(data.length);
      for (let i = 0; i < data.length; i += 1) {
        const row = data[i];
        haystack[i] = stringCols.map((c) => textOf(row[c])).join(CELL_SEPARATOR).toLowerCase();
      }
    }
    visible = order.filter((i) => haystack[i].includes(filter));
  }

  function pageCount() {
    return size === Infinity ? 1 : Math.max(1, Math.ceil(visible.length / size));
  }

  // ---- view ----
  function render() {
    const total = visible.length;
    page = Math.min(Math.max(0, page), pageCount() - 1);
    const start = size === Infinity ? 0 : page * size;
    const end = Math.min(total, start + size);

    headerCells.forEach(({th, indicator}, index) => {
      const sorted = sort && sort.index === index;
      th.setAttribute('aria-sort', sorted ? (sort.desc ? 'descending' : 'ascending') : 'none');
      th.classList.toggle('tbp-sorted', Boolean(sorted));
      indicator.textContent = sorted ? (sort.desc ? ' ▼' : ' ▲') : '';
    });

    const trs = document.createDocumentFragment();
    for (let k = start; k < end; k += 1) trs.append(renderRow(data[visible[k]]));
    if (!total) {
      trs.append(el('tr', {class: 'tbp-table-empty-row'},
        el('td', {class: 'tbp-table-empty', colspan: String(Math.max(1, shownCount()))},
          // Sticky, so a wide table scrolled sideways still shows it.
          el('span', {class: 'tbp-table-empty-text'}, data.length ? NO_MATCH : NO_DATA))));
    }
    clear(tbody).append(trs);

    let range = total ? `Rows ${formatNumber(start + 1)}–${formatNumber(end)} of ${formatNumber(total)}`
      : 'Rows 0 of 0';
    if (filter) range += ` (filtered from ${formatNumber(data.length)})`;
    rangeLabel.textContent = range;
    prevButton.disabled = page === 0;
    nextButton.disabled = page >= pageCount() - 1;
    exportButton.disabled = total === 0;
    if (fitObserver) checkOverflow();
  }

  /** A cell's text as the table shows it. */
  function cellText(column, value, row) {
    if (column.format) return column.format(value, row) ?? '';
    if (column.numeric) return typeof value === 'number' ? formatNumber(value) : textOf(value);
    return textOf(value);
  }

  function renderRow(row) {
    const tr = document.createElement('tr');
    for (let c = 0; c < cols.length; c += 1) {
      const column = cols[c];
      const value = row[c];
      const td = document.createElement('td');
      td.textContent = cellText(column, value, row);
      if (column.numeric) {
        td.className = 'tbp-num';
      } else if (cut[c]) {
        td.className = 'tbp-text';
        if (td.textContent) td.title = td.textContent; // the whole text where CSS cuts it
      }
      if (starts[c]) td.classList.add('tbp-group-start');
      if (!shown(c)) td.hidden = true;
      const node = column.cell ? column.cell(value, row, td.textContent) : null;
      if (node) td.replaceChildren(node);
      tr.append(td);
    }
    return tr;
  }

  // ---- actions ----
  function toggleSort(index) {
    if (sort && sort.index === index) sort = {index, desc: !sort.desc};
    else sort = {index, desc: cols[index].numeric}; // biggest first for numbers, A–Z for text
    page = 0;
    recompute();
    render();
  }

  function sortBy(id, direction) {
    if (id === null || id === undefined) {
      sort = null;
    } else {
      const index = cols.findIndex((column) => column.id === id);
      if (index < 0) throw new Error(`dataTable: no column ${JSON.stringify(id)}`);
      const desc = direction ? direction === 'desc' : cols[index].numeric;
      sort = {index, desc};
    }
    page = 0;
    recompute();
    render();
  }

  function applyFilter(text) {
    const next = String(text ?? '').trim().toLowerCase();
    if (filterInput.value !== String(text ?? '')) filterInput.value = String(text ?? '');
    if (next === filter) return;
    filter = next;
    page = 0;
    recompute();
    render();
  }

  function setPage(n) {
    page = Math.floor(Number(n) || 0);
    render();
  }

  function setHidden(id, hide) {
    if (!ids.includes(id) || hidden.has(id) === hide) return;
    if (hide && shownCount() <= 1) return; // one column stays
    hidden = new Set(hidden);
    if (hide) hidden.add(id);
    else hidden.delete(id);
    layoutColumns();
    render();
  }

  function getHidden() {
    return ids.filter((id) => hidden.has(id));
  }

  function setRows(newRows) {
    data = Array.isArray(newRows) ? newRows : Array.from(newRows || []);
    weights = null;
    sortedCache = null;
    keyCache = new Map();
    haystack = null;
    empty = emptyColumns(cols, data);
    page = 0;
    recompute();
    layoutColumns();
    render();
  }

  function getVisibleRows() {
    return visible.map((i) => data[i]);
  }

  function csvText() {
    return toCsv(cols.map((column) => column.label), getVisibleRows());
  }

  function exportCsv() {
    // The BOM makes Excel read the file as UTF-8 (µs, non-ASCII op names).
    return downloadText(`\ufeff${csvText()}`, csvFileName);
  }

  function getState() {
    return {
      sort: sort ? {id: cols[sort.index].id, direction: sort.desc ? 'desc' : 'asc'} : null,
      filter: filterInput.value,
      page,
      hidden: getHidden(),
      hide: hideParam(hidden, ids, defaults),
    };
  }

  function notify() {
    if (onStateChange) onStateChange(getState());
  }

  if (initialSort !== null && initialSort !== undefined) {
    const spec = typeof initialSort === 'string' ? {id: initialSort} : initialSort;
    const index = cols.findIndex((column) => column.id === spec.id);
    if (index >= 0) {
      sort = {index, desc: spec.direction ? spec.direction === 'desc' : cols[index].numeric};
    }
  }
  setRows(rows);

  return {
    element,
    setRows,
    getVisibleRows,
    csvText,
    exportCsv,
    sortBy,
    setFilter: applyFilter,
    setPage,
    getState,
    pageCount,
    /** setHidden(id, true|false): hides or shows a column (one always stays). */
    setHidden,
    getHidden,
    /** The ids of the columns not shown because no row has a value in them. */
    getEmpty: () => ids.filter((id) => empty.has(id)),
  };
}

function hasValue(value) {
  return value !== null && value !== undefined && value !== '' && !(typeof value === 'number' && Number.isNaN(value));
}

/**
 * The ids of the columns with no value (null, '', NaN) in any row; none when
 * there are no rows or no column has a value (the heads still say what is there).
 */
export function emptyColumns(cols, rows) {
  const out = new Set();
  if (!rows.length) return out;
  cols.forEach((column, c) => {
    if (!rows.some((row) => hasValue(row[c]))) out.add(column.id);
  });
  return out.size === cols.length ? new Set() : out;
}

function toNumber(value) {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value === '') return NaN;
  return Number(value);
}

function textOf(value) {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The hidden column ids of a URL's hide= value: '' or undefined for the
 * view's defaults, '-' for none, else ids joined by ',' (unknown ones left
 * out). Never every column: the first stays.
 */
export function parseHide(param, ids, defaults = []) {
  let hidden;
  if (param === undefined || param === null || param === '') hidden = defaults.filter((id) => ids.includes(id));
  else if (param === NONE_HIDDEN) hidden = [];
  else hidden = String(param).split(',').filter((id) => ids.includes(id));
  const set = new Set(hidden);
  if (ids.length && set.size >= ids.length) set.delete(ids[0]);
  return set;
}

/** The hide= value of a set of hidden ids: '' when they are the defaults (the URL stays short). */
export function hideParam(hidden, ids, defaults = []) {
  const list = ids.filter((id) => hidden.has(id));
  const base = ids.filter((id) => defaults.includes(id));
  if (list.length === base.length && list.every((id, i) => id === base[i])) return '';
  return list.length ? list.join(',') : NONE_HIDDEN;
}

/**
 * Each text column's weight in the width the numbers leave: the longest text
 * of a sample of rows (chars), between TEXT_WEIGHT_MIN and TEXT_WEIGHT_MAX,
 * and at least its head's longest word. Number columns get 0.
 */
export function textWeights(columns, rows, textOfCell, sample = WIDTH_SAMPLE) {
  const n = rows.length;
  const step = n > sample ? n / sample : 1;
  return columns.map((column, c) => {
    if (column.type === 'number' || column.numeric) return 0;
    const head = String(column.header ?? column.label ?? '').split(/\s+/).reduce((m, w) => Math.max(m, w.length), 0);
    let longest = head;
    for (let k = 0; k < Math.min(n, sample); k += 1) {
      const row = rows[Math.floor(k * step)];
      const text = textOfCell(column, row[c], row);
      if (text.length > longest) longest = text.length;
    }
    return Math.min(TEXT_WEIGHT_MAX, Math.max(TEXT_WEIGHT_MIN, longest));
  });
}
