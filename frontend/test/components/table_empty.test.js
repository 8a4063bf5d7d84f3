// @vitest-environment happy-dom
// A column with no value in any row is not shown (issue 44, item 9: the overview's
// "FLOP rate" column is empty on every CPU profile), in any table: its head and cells
// are hidden, its Columns box is off and disabled, the CSV still has it.
import {afterEach, describe, expect, test} from 'vitest';
import {dataTable, emptyColumns} from '../../src/components/table.js';

const columns = [
  {id: 'name', label: 'Operation', type: 'string'},
  {id: 'time', label: 'Time (%)', type: 'number'},
  {id: 'flops', label: 'FLOP rate (GFLOP/s)', type: 'number'},
  {id: 'note', label: 'Note', type: 'string'},
];
// Real shapes: the converters write null for an unknown FLOP rate.
const rows = [['MatMul', 60.5, null, ''], ['Conv2D', 30, null, 'fused'], ['Relu', 0, null, null]];

afterEach(() => document.body.replaceChildren());

const heads = (table) => [...table.element.querySelectorAll('thead th')].filter((th) => !th.hidden).map((th) => th.dataset.column);
const cells = (table) => [...table.element.querySelector('tbody tr').children].filter((td) => !td.hidden).map((td) => td.textContent);
const box = (table, id) => table.element.querySelector(`.tbp-table-columns-menu input[value="${id}"]`);

describe('empty columns', () => {
  test('a column without a value in any row is not shown; 0 and one text are values', () => {
    const table = dataTable({columns, rows});
    document.body.append(table.element);
    expect(heads(table)).toEqual(['name', 'time', 'note']);
    expect(cells(table)).toEqual(['MatMul', '60.5', '']);
    expect(table.getEmpty()).toEqual(['flops']);
    expect(table.element.querySelectorAll('col')).toHaveLength(3);
    const flops = box(table, 'flops');
    expect([flops.checked, flops.disabled]).toEqual([false, true]);
    const mark = (id) => box(table, id).parentElement.querySelector('.tbp-table-column-empty');
    expect([mark('flops').hidden, mark('flops').textContent]).toEqual([false, ' (no values)']);
    expect(mark('time').hidden).toBe(true);
    // Not a hidden column of the user's: the URL state does not name it.
    expect(table.getState().hide).toBe('');
    expect(table.csvText().split('\n')[0]).toContain('FLOP rate (GFLOP/s)');
  });

  test('new rows with a value show it again', () => {
    const table = dataTable({columns, rows});
    table.setRows([...rows, ['Add', 1, 12.5, null]]);
    expect(heads(table)).toEqual(['name', 'time', 'flops', 'note']);
    expect(table.getEmpty()).toEqual([]);
  });

  test('the "one column stays" rule counts only shown columns', () => {
    const table = dataTable({columns: columns.slice(0, 3), rows: rows.map((r) => r.slice(0, 3))});
    table.setHidden('time', true);
    table.setHidden('name', true); // refused: it is the last one shown
    expect(heads(table)).toEqual(['name']);
  });

  test('no rows, or nothing anywhere: every head stays', () => {
    expect([...emptyColumns(columns, [])]).toEqual([]);
    expect([...emptyColumns(columns, [[null, null, null, ''], [null, NaN, null, null]])]).toEqual([]);
    expect([...emptyColumns(columns, [['a', NaN, null, undefined]])]).toEqual(['time', 'flops', 'note']);
  });
});
