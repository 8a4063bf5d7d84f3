// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {dataTable} from '../../src/components/table.js';

const columns = [
  {id: 'name', label: 'Name', type: 'string'},
  {id: 'count', label: 'Count', type: 'number'},
  {id: 'host', label: 'Host', type: 'string', title: 'Host name'},
];

function makeRows() {
  return [
    ['op10', 5, 'hostA'],
    ['op9', 20, 'hostB'],
    ['Conv2D', 100, 'hostA'],
    ['matmul', 5, 'hostC'],
    ['add', null, 'hostB'],
  ];
}

function header(table, id) {
  return table.element.querySelector(`th[data-column="${id}"]`);
}

function bodyTexts(table) {
  return [...table.element.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
}

function rangeText(table) {
  return table.element.querySelector('.tbp-table-range').textContent;
}

function typeFilter(table, text) {
  const input = table.element.querySelector('.tbp-table-filter');
  input.value = text;
  input.dispatchEvent(new Event('input'));
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('sorting', () => {
  test('numbers compare numerically, biggest first on the first click, missing values last', () => {
    const table = dataTable({columns, rows: makeRows()});
    header(table, 'count').click();
    expect(table.getVisibleRows().map((r) => r[1])).toEqual([100, 20, 5, 5, null]);
    expect(header(table, 'count').getAttribute('aria-sort')).toBe('descending');
    expect(header(table, 'name').getAttribute('aria-sort')).toBe('none');
    header(table, 'count').click();
    expect(table.getVisibleRows().map((r) => r[1])).toEqual([5, 5, 20, 100, null]);
    expect(header(table, 'count').getAttribute('aria-sort')).toBe('ascending');
  });

  test('strings compare case-insensitively with natural numbers, A-Z first, then toggle', () => {
    const table = dataTable({columns, rows: makeRows()});
    header(table, 'name').click();
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['add', 'Conv2D', 'matmul', 'op9', 'op10']);
    expect(header(table, 'name').getAttribute('aria-sort')).toBe('ascending');
    header(table, 'name').click();
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['op10', 'op9', 'matmul', 'Conv2D', 'add']);
    expect(header(table, 'name').getAttribute('aria-sort')).toBe('descending');
  });

  test('is stable: equal keys keep the original row order in both directions', () => {
    const rows = [['a', 1, 'x'], ['b', 2, 'x'], ['c', 1, 'x'], ['d', 2, 'x'], ['e', 1, 'x']];
    const table = dataTable({columns, rows});
    table.sortBy('count', 'asc');
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['a', 'c', 'e', 'b', 'd']);
    table.sortBy('count', 'desc');
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['b', 'd', 'a', 'c', 'e']);
    table.sortBy('host', 'desc');
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  test('initialSort and onStateChange', () => {
    const states = [];
    const table = dataTable({columns, rows: makeRows(), initialSort: {id: 'count', direction: 'asc'},
      onStateChange: (s) => states.push(s)});
    expect(table.getVisibleRows()[0][1]).toBe(5);
    expect(header(table, 'count').getAttribute('aria-sort')).toBe('ascending');
    header(table, 'name').click();
    expect(states.at(-1)).toEqual({sort: {id: 'name', direction: 'asc'}, filter: '', page: 0, hidden: [], hide: ''});
  });

  test('the header title becomes a tooltip and the table has a caption', () => {
    const table = dataTable({columns, rows: makeRows(), caption: 'Top ops'});
    expect(header(table, 'host').getAttribute('title')).toBe('Host name');
    expect(table.element.querySelector('caption').textContent).toBe('Top ops');
  });
});

describe('filtering', () => {
  test('keeps rows where any string column contains the text, ignoring case', () => {
    const table = dataTable({columns, rows: makeRows()});
    typeFilter(table, 'HOSTA');
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['op10', 'Conv2D']);
    typeFilter(table, 'conv');
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['Conv2D']);
    expect(rangeText(table)).toBe('Rows 1–1 of 1 (filtered from 5)');
  });

  test('does not match number columns and combines with sorting', () => {
    const table = dataTable({columns, rows: makeRows()});
    typeFilter(table, '100');
    expect(table.getVisibleRows()).toEqual([]);
    expect(bodyTexts(table)).toEqual([['No rows match the filter']]);
    typeFilter(table, 'op');
    header(table, 'count').click();
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['op9', 'op10']);
    typeFilter(table, '');
    expect(table.getVisibleRows()).toHaveLength(5);
  });

  test('shows "No data" when there are no rows', () => {
    const table = dataTable({columns, rows: []});
    expect(bodyTexts(table)).toEqual([['No data']]);
    expect(table.element.querySelector('.tbp-table-empty').getAttribute('colspan')).toBe('3');
    expect(rangeText(table)).toBe('Rows 0 of 0');
  });
});

describe('paging', () => {
  const many = Array.from({length: 123}, (_, i) => [`op${i}`, i, 'h']);

  test('shows one page at a time with Prev/Next and a range label', () => {
    const table = dataTable({columns, rows: many, pageSize: 50});
    const prev = table.element.querySelector('.tbp-table-prev');
    const next = table.element.querySelector('.tbp-table-next');
    expect(table.element.querySelectorAll('tbody tr')).toHaveLength(50);
    expect(rangeText(table)).toBe('Rows 1–50 of 123');
    expect(prev.disabled).toBe(true);
    next.click();
    expect(rangeText(table)).toBe('Rows 51–100 of 123');
    expect(bodyTexts(table)[0][0]).toBe('op50');
    next.click();
    expect(rangeText(table)).toBe('Rows 101–123 of 123');
    expect(table.element.querySelectorAll('tbody tr')).toHaveLength(23);
    expect(next.disabled).toBe(true);
    prev.click();
    expect(rangeText(table)).toBe('Rows 51–100 of 123');
    expect(table.pageCount()).toBe(3);
  });

  test('filtering and sorting go back to the first page; setRows replaces the data', () => {
    const table = dataTable({columns, rows: many, pageSize: 50});
    table.setPage(2);
    typeFilter(table, 'op1');
    expect(rangeText(table)).toBe('Rows 1–34 of 34 (filtered from 123)');
    table.setRows(makeRows());
    expect(table.getVisibleRows().map((r) => r[0])).toEqual(['op10']);
    typeFilter(table, '');
    expect(rangeText(table)).toBe('Rows 1–5 of 5');
  });

  test('sorts, filters and pages 100k rows, drawing only the page', () => {
    // How long it takes is measured in frontend/bench/table.bench.js, not asserted here: what is
    // asserted is that no step draws more than one page of the 100k rows.
    const rows = Array.from({length: 100_000}, (_, i) => [`op_${(i * 7919) % 100_000}`, (i * 104729) % 1000, `host${i % 8}`]);
    const made = vi.spyOn(document, 'createElement');
    const table = dataTable({columns, rows});
    header(table, 'count').click();
    header(table, 'name').click();
    typeFilter(table, 'op_12');
    table.element.querySelector('.tbp-table-next').click();
    const drawnRows = made.mock.calls.filter(([tag]) => tag === 'tr').length;
    made.mockRestore();
    expect(table.element.querySelectorAll('tbody tr')).toHaveLength(50);
    expect(table.getVisibleRows().length).toBe(1111);
    const names = table.getVisibleRows().map((r) => r[0]);
    expect(names.slice(0, 3)).toEqual(['op_12', 'op_120', 'op_121']);  // numbers in names sort as numbers
    expect(names.every((n) => n.startsWith('op_12'))).toBe(true);
    // 5 draws (first, two sorts, the filter, the next page) of at most a 50-row page and a header.
    expect(drawnRows).toBeLessThanOrEqual(5 * 51);
  });
});

describe('CSV', () => {
  test('quotes commas, quotes and newlines, guards formulas, keeps numbers', () => {
    const rows = [
      ['a,b', 1.5, 'say "hi"'],
      ['line1\nline2', -3, '=HYPERLINK("x")'],
      ['+cmd', null, '@SUM(A1)'],
      ['-1.5', 0, '-x'],
    ];
    const table = dataTable({columns, rows});
    expect(table.csvText()).toBe([
      'Name,Count,Host',
      '"a,b",1.5,"say ""hi"""',
      '"line1\nline2",-3,"\'=HYPERLINK(""x"")"',
      "'+cmd,,'@SUM(A1)",
      "-1.5,0,'-x",
      '',
    ].join('\r\n'));
  });

  test('Export downloads the filtered and sorted rows of all pages', async () => {
    const rows = Array.from({length: 120}, (_, i) => [`op${i}`, i, i % 2 ? 'odd' : 'even']);
    const table = dataTable({columns, rows, pageSize: 10, csvFileName: 'ops.csv'});
    document.body.append(table.element);
    typeFilter(table, 'odd');
    header(table, 'count').click();

    let blob = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => { blob = b; return 'blob:fake'; });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks = [];
    const onClick = (event) => {
      clicks.push({href: event.target.getAttribute('href'), download: event.target.getAttribute('download')});
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    table.element.querySelector('.tbp-table-export').click();
    document.removeEventListener('click', onClick);

    const downloads = clicks.filter((c) => c.download);
    expect(downloads).toEqual([{href: 'blob:fake', download: 'ops.csv'}]);
    expect(document.querySelector('a[download]')).toBeNull(); // the link is removed again
    const text = (await blob.text()).replace(/^\ufeff/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Count,Host');
    expect(lines).toHaveLength(61);
    expect(lines[1]).toBe('op119,119,odd');
    expect(lines.at(-1)).toBe('op1,1,odd');
    expect(text).toBe(table.csvText());
  });
});

describe('cells', () => {
  test('a column\'s cell() shows a node; sort, filter and CSV keep the value', () => {
    const cols = [{...columns[0], cell: (value, row, text) => {
      const a = document.createElement('a');
      a.textContent = `${text}!`;
      a.dataset.count = String(row[1]);
      return value === 'add' ? null : a;
    }}, columns[1], columns[2]];
    const table = dataTable({columns: cols, rows: makeRows()});
    const first = table.element.querySelector('tbody tr td');
    expect(first.querySelector('a').textContent).toBe('op10!');
    expect(first.querySelector('a').dataset.count).toBe('5');
    expect(bodyTexts(table).map((r) => r[0])).toEqual(['op10!', 'op9!', 'Conv2D!', 'matmul!', 'add']);
    typeFilter(table, 'conv');
    expect(bodyTexts(table)).toEqual([['Conv2D!', '100', 'hostA']]);
  });
});

describe('safety', () => {
  test('cell and label text with HTML stays literal text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const table = dataTable({
      columns: [{id: 'n', label: '<b>Name</b>', type: 'string'}, {id: 'v', label: 'V', type: 'number', format: () => evil}],
      rows: [[evil, 1]],
      caption: evil,
    });
    document.body.append(table.element);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(bodyTexts(table)).toEqual([[evil, evil]]);
    expect(table.element.querySelector('th').textContent).toContain('<b>Name</b>');
  });
});
