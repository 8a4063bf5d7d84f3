// A sortable, filterable, paged table with CSV export.
//
// Profiles give tables of 100k+ rows (one per op or kernel), so the table
// never sorts or filters the rows themselves: it keeps arrays of row indices,
// caches the full sort order per column (changing the filter does not sort
// again) and builds DOM for the current page only (pageSize rows, 50 by
// default: about 0.5 ms of DOM work, whatever the row count).
//
// Every cell goes in as text (textContent): op names are untrusted.

import {el, clear} from '../lib/dom.js';
import {formatNumber} from '../lib/format.js';
import {toCsv} from '../lib/csv.js';
import {downloadText} from './download.js';

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
 *   onStateChange(state): called after the user sorts, filters or pages
 *     (state as getState() returns it), e.g. to keep it in the URL hash.
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
} = {}) {
  const cols = columns.map((column) => ({...column, numeric: column.type === 'number'}));
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
    on: {click: () => exportCsv()},
  }, 'Export as CSV');
  const headerCells = cols.map((column, index) => {
    const indicator = el('span', {class: 'tbp-sort-indicator', 'aria-hidden': 'true'});
    const short = column.header !== undefined && column.header !== column.label;
    const th = el('th', {
      scope: 'col',
      class: `tbp-th${column.numeric ? ' tbp-num' : ''}${groupStarts(index) ? ' tbp-group-start' : ''}`,
      title: column.title || (short ? column.label : undefined),
      'aria-sort': 'none',
      dataset: {column: column.id},
      on: {click: () => { toggleSort(index); notify(); }},
    }, el('button', {type: 'button', class: 'tbp-th-button', 'aria-label': short ? column.label : undefined},
      short ? column.header : column.label, indicator));
    return {th, indicator};
  });
  const grouped = cols.some((column) => column.group);
  const starts = cols.map((_, index) => groupStarts(index));
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

  const element = el('div', {class: grouped ? 'tbp-table tbp-table-grouped' : 'tbp-table'},
    el('div', {class: 'tbp-table-toolbar'}, filterInput, el('span', {class: 'tbp-spacer'}), exportButton),
    el('div', {class: 'tbp-table-scroll'},
      el('table', {class: 'tbp-table-grid'},
        caption ? el('caption', {class: 'tbp-table-caption'}, caption) : null,
        el('thead', {}, grouped ? groupRow() : null, el('tr', {}, headerCells.map((h) => h.th))),
        tbody)),
    el('div', {class: 'tbp-table-pager'}, rangeLabel, prevButton, nextButton));

  function groupStarts(index) {
    return Boolean(cols[index].group) && (index === 0 || cols[index - 1].group !== cols[index].group);
  }

  /** The row of group headings: one cell over each run of columns with the same group. */
  function groupRow() {
    const cells = [];
    for (let i = 0; i < cols.length;) {
      let j = i + 1;
      while (j < cols.length && cols[j].group === cols[i].group) j += 1;
      const text = cols[i].group || '';
      cells.push(el('th', {scope: text ? 'colgroup' : undefined, colspan: String(j - i),
        class: text ? 'tbp-th-group tbp-group-start' : 'tbp-th-group'}, text));
      i = j;
    }
    return el('tr', {class: 'tbp-table-groups'}, cells);
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
        el('td', {class: 'tbp-table-empty', colspan: String(Math.max(1, cols.length))},
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
  }

  function renderRow(row) {
    const tr = document.createElement('tr');
    for (let c = 0; c < cols.length; c += 1) {
      const column = cols[c];
      const value = row[c];
      const td = document.createElement('td');
      let text;
      if (column.format) text = column.format(value, row);
      else if (column.numeric) text = typeof value === 'number' ? formatNumber(value) : textOf(value);
      else text = textOf(value);
      td.textContent = text ?? '';
      if (column.numeric) td.className = 'tbp-num';
      else if (td.textContent.length > 40) td.title = td.textContent; // cut by CSS ellipsis
      if (starts[c]) td.classList.add('tbp-group-start');
      const shown = column.cell ? column.cell(value, row, td.textContent) : null;
      if (shown) td.replaceChildren(shown);
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

  function setRows(newRows) {
    data = Array.isArray(newRows) ? newRows : Array.from(newRows || []);
    sortedCache = null;
    keyCache = new Map();
    haystack = null;
    page = 0;
    recompute();
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
  };
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
 * dataTable options that keep a view's table state in the URL (the view's
 * `state` and `setParams`): sort=<column>:<asc|desc>, filter=, page=; each
 * name after `prefix` when a view has a second table (`cmp_sort`...).
 */
export function urlTableOptions(state, setParams, prefix = '') {
  const [id, direction] = (state[`${prefix}sort`] || '').split(':');
  return {
    initialSort: id ? {id, direction: direction === 'asc' ? 'asc' : 'desc'} : null,
    onStateChange: ({sort, filter, page}) => setParams({
      [`${prefix}sort`]: sort ? `${sort.id}:${sort.direction}` : '',
      [`${prefix}filter`]: filter,
      [`${prefix}page`]: page ? String(page) : '',
    }),
  };
}

/**
 * A tool's {columns, rows} (the converters' shape) for dataTable: numbers stay numbers,
 * boolean cells become 'Yes'/'No' text (so they sort, filter and export as they read);
 * `decorate(column)` sets a column's display format and title.
 */
export function toolTable(data, decorate = () => {}) {
  const flags = data.columns.flatMap((c, i) => (c.type === 'boolean' ? [i] : []));
  const columns = data.columns.map((c) => {
    const column = {...c, type: c.type === 'number' ? 'number' : 'string'};
    decorate(column);
    return column;
  });
  const rows = flags.length ? data.rows.map((row) => {
    const copy = row.slice();
    for (const i of flags) copy[i] = row[i] === true ? 'Yes' : row[i] === false ? 'No' : '';
    return copy;
  }) : data.rows;
  return {columns, rows};
}
