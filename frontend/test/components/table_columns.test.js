// @vitest-environment happy-dom
// The table fits its box (issue 20): hidden columns (Columns menu, hide= in
// the URL, CSV still whole), text columns' shares of the width.
import {afterEach, describe, expect, test} from 'vitest';
import {dataTable, hideParam, parseHide, textWeights, urlTableOptions} from '../../src/components/table.js';

const columns = [
  {id: 'name', label: 'Op name', type: 'string'},
  {id: 'count', label: 'Count', type: 'number'},
  {id: 'host', label: 'Host', type: 'string'},
  {id: 'time', label: 'Time', type: 'number', group: 'Time'},
  {id: 'time_base', label: 'Time (base)', type: 'number', group: 'Time', header: 'base'},
];
const rows = [
  ['StatefulPartitionedCall/gradient_tape/conv/Conv2DBackpropFilter', 5, 'hostA', 1, 2],
  ['<img src=x onerror=alert(1)>', 20, 'hostB', 3, 4],
];
const IDS = columns.map((c) => c.id);

afterEach(() => document.body.replaceChildren());

function shownHeads(table) {
  return [...table.element.querySelectorAll('thead tr:last-child th')].filter((th) => !th.hidden).map((th) => th.dataset.column);
}

function box(table, id) {
  const input = table.element.querySelector(`.tbp-table-columns-menu input[value="${id}"]`);
  // What a click does in a browser (happy-dom's click sends no change event).
  input.toggle = () => {
    input.checked = !input.checked;
    input.dispatchEvent(new Event('change'));
  };
  return input;
}

describe('hide= in the URL', () => {
  test('parseHide: defaults when absent, "-" for none, unknown ids dropped, one column always stays', () => {
    expect([...parseHide(undefined, IDS, ['host'])]).toEqual(['host']);
    expect([...parseHide('', IDS, ['host'])]).toEqual(['host']);
    expect([...parseHide('-', IDS, ['host'])]).toEqual([]);
    expect([...parseHide('count,nope,time', IDS)]).toEqual(['count', 'time']);
    expect([...parseHide(IDS.join(','), IDS)]).toEqual(IDS.slice(1));
  });

  test('hideParam: "" for the defaults, "-" for none hidden, else the ids in column order', () => {
    expect(hideParam(new Set(['host']), IDS, ['host'])).toBe('');
    expect(hideParam(new Set(), IDS, ['host'])).toBe('-');
    expect(hideParam(new Set(['time', 'count']), IDS)).toBe('count,time');
    expect(hideParam(new Set(), IDS)).toBe('');
    for (const param of ['', '-', 'count,time']) {
      expect(hideParam(parseHide(param, IDS, ['host']), IDS, ['host'])).toBe(param);
    }
  });

  test('urlTableOptions reads hide= and writes it once the columns changed', () => {
    const calls = [];
    const options = urlTableOptions({cmp_hide: 'count'}, (p) => calls.push(p), 'cmp_');
    expect(options.hide).toBe('count');
    const table = dataTable({columns, rows, ...options});
    expect(shownHeads(table)).toEqual(['name', 'host', 'time', 'time_base']);
    box(table, 'count').toggle();
    expect(calls.at(-1)).toEqual({cmp_sort: '', cmp_filter: '', cmp_page: '', cmp_hide: ''}); // no defaults: none hidden is ''
    const fresh = [];
    const plain = dataTable({columns, rows, ...urlTableOptions({}, (p) => fresh.push(p))});
    plain.sortBy('count');
    plain.element.querySelector('th[data-column="count"]').click();
    expect(fresh.at(-1)).toEqual({sort: 'count:asc', filter: '', page: ''}); // no hide= until columns change
    box(plain, 'host').toggle();
    expect(fresh.at(-1).hide).toBe('host');
    box(plain, 'host').toggle();
    expect(fresh.at(-1).hide).toBe(''); // back to the defaults: cleared
  });
});

describe('the Columns menu', () => {
  test('lists every column with a checkbox; unchecking hides its head and cells, not the CSV', () => {
    const states = [];
    const table = dataTable({columns, rows, defaultHidden: ['time_base'], onStateChange: (s) => states.push(s)});
    const menu = table.element.querySelector('.tbp-table-columns');
    const button = menu.querySelector('button.tbp-table-columns-button');
    expect(button.textContent).toBe('Columns');
    expect(menu.querySelector('.tbp-table-columns-menu').hidden).toBe(true);
    button.click();
    expect(menu.querySelector('.tbp-table-columns-menu').hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect([...menu.querySelectorAll('input')].map((i) => [i.value, i.checked]))
      .toEqual([['name', true], ['count', true], ['host', true], ['time', true], ['time_base', false]]);
    expect(shownHeads(table)).toEqual(['name', 'count', 'host', 'time']);
    box(table, 'count').toggle();
    expect(shownHeads(table)).toEqual(['name', 'host', 'time']);
    expect(states.at(-1)).toMatchObject({hidden: ['count', 'time_base'], hide: 'count,time_base'});
    const cells = [...table.element.querySelectorAll('tbody tr:first-child td')];
    expect(cells.map((td) => td.hidden)).toEqual([false, true, false, false, true]);
    expect(table.element.querySelectorAll('col')).toHaveLength(3);
    // The CSV keeps every column, hidden ones too, and says so.
    expect(table.csvText().split(/\r?\n/)[0]).toBe('Op name,Count,Host,Time,Time (base)');
    expect(table.element.querySelector('.tbp-table-export').title).toMatch(/hidden ones included/);
  });

  test('the last shown column cannot be hidden', () => {
    const table = dataTable({columns: columns.slice(0, 2), rows: rows.map((r) => r.slice(0, 2))});
    box(table, 'name').toggle();
    expect(shownHeads(table)).toEqual(['count']);
    expect(box(table, 'count').disabled).toBe(true);
    table.setHidden('count', true);
    expect(shownHeads(table)).toEqual(['count']);
    table.setHidden('name', false);
    expect(shownHeads(table)).toEqual(['name', 'count']);
    expect(box(table, 'count').disabled).toBe(false);
  });

  test('group headings span the shown columns of their group', () => {
    const table = dataTable({columns, rows});
    const groups = () => [...table.element.querySelectorAll('tr.tbp-table-groups th')]
      .map((th) => [th.textContent, th.getAttribute('colspan')]);
    expect(groups()).toEqual([['', '3'], ['Time', '2']]);
    table.setHidden('time', true);
    expect(groups()).toEqual([['', '3'], ['Time', '1']]);
    expect(table.element.querySelector('th[data-column="time_base"]').classList.contains('tbp-group-start')).toBe(true);
    table.setHidden('host', true);
    expect(groups()).toEqual([['', '2'], ['Time', '1']]);
  });

  test('an empty table spans the shown columns', () => {
    const table = dataTable({columns, rows: [], defaultHidden: ['host', 'time']});
    expect(table.element.querySelector('td.tbp-table-empty').getAttribute('colspan')).toBe('3');
  });
});

describe('fitting the box', () => {
  test('long text cells are cut by CSS with the whole text as their title, as text', () => {
    const table = dataTable({columns, rows});
    document.body.append(table.element);
    const td = table.element.querySelector('tbody tr:nth-child(2) td');
    expect(td.className).toBe('tbp-text');
    expect(td.title).toBe('<img src=x onerror=alert(1)>');
    expect(td.querySelector('img')).toBe(null);
    // Short text (host names) is sized like a number: never cut.
    expect(table.element.querySelector('tbody tr td:nth-child(3)').className).toBe('');
  });

  test('text columns share the width by their text length; numbers and short text take their own', () => {
    const table = dataTable({columns, rows});
    const widths = [...table.element.querySelectorAll('col')].map((c) => [c.dataset.column, c.style.width]);
    expect(widths).toEqual([['name', '100.00%'], ['count', '1px'], ['host', '1px'], ['time', '1px'], ['time_base', '1px']]);
  });

  test('textWeights: longest text of a sample, within bounds, at least the head\'s longest word', () => {
    const cols = [{id: 'a', label: 'A', type: 'string'}, {id: 'n', label: 'N', type: 'number'},
      {id: 'b', label: 'Kernel name', type: 'string'}];
    const text = (column, value) => String(value ?? '');
    expect(textWeights(cols, [['x'.repeat(100), 1, 'ab'], ['y', 2, '']], text)).toEqual([48, 0, 6]);
    expect(textWeights(cols, [['abcdefghij', 1, 'a'.repeat(20)]], text)).toEqual([10, 0, 20]);
  });

  test('no scroll box of its own: no max-height, sideways scrolling only when wider than the box', () => {
    const table = dataTable({columns, rows});
    const scroll = table.element.querySelector('.tbp-table-scroll');
    expect(scroll.style.maxHeight).toBe('');
    expect(scroll.classList.contains('tbp-table-overflow')).toBe(false);
  });
});
