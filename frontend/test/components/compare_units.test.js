// @vitest-environment happy-dom
// One unit a column (issue 44, item 7): the compared view shows the times of a column in the
// unit the server picked (compare.py's time_unit: `kpi_unit`, a table's `units`), never µs in
// one row and ms in the next. The numbers are those of the real HTA pair
// (tests/fixtures/compare/pytorch/control -> test: torch-tb-profiler's step breakdown, µs).
import {afterEach, describe, expect, it} from 'vitest';
import {compareHeader, comparedTable, formatTime} from '../../src/components/compare.js';

const kpi = (id, label, base, now, unit = 'us') => ({id, label, unit, base, new: now, delta: now - base,
  delta_pct: base ? (100 * (now - base)) / base : null, lower_is_better: true});

function pytorchReply() {
  return {
    tool: 'overview_page', new: {run: 'pytorch/test', host: 'rank-0'}, base: {run: 'pytorch/control', host: 'rank-0'},
    comparison: {
      kpis: [kpi('gpu_step_time', 'Average step time', 77501.667, 124085.833),
        kpi('gpu_kernel', 'Kernel', 46889.333, 91324.833), kpi('gpu_memset', 'Memset', 195.667, 273.5),
        kpi('gpu_runtime', 'Runtime', 2429.167, 2310.833), kpi('gpu_dataloader', 'DataLoader', 70, 22),
        kpi('input_percent', 'Step time in DataLoader', 0.09, 0.018, '%')],
      tables: {}, kpi_unit: 'ms', verdict: null,
    },
    data: {}, base_data: {},
  };
}

afterEach(() => document.body.replaceChildren());

describe('one unit a column', () => {
  it('shows every time of the headline numbers in the server\'s unit', () => {
    const node = compareHeader(pytorchReply());
    const rows = [...node.querySelectorAll('.tbp-compare-kpis tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
    const times = rows.slice(0, 5);
    for (const row of times) {
      for (const cell of row.slice(1, 4)) expect(cell).toMatch(/ ms$/);
    }
    expect(rows[2].slice(1, 4)).toEqual(['0.196 ms', '0.274 ms', '+0.078 ms']); // Memset: 195.667 µs before
    expect(rows[4].slice(1, 4)).toEqual(['0.070 ms', '0.022 ms', '−0.048 ms']);
    expect(rows[5].slice(1, 4)).toEqual(['0.09%', '0.02%', '−0.07 pp']); // a share stays a %
  });

  it('converts between µs, ms and s', () => {
    expect(formatTime(2.5e6, 'us', 's')).toBe('2.500 s');
    expect(formatTime(0.5, 'ms', 'us')).toBe('500.000 µs');
    expect(formatTime(1234.5678, 'us', 'ms')).toBe('1.235 ms');
    expect(formatTime(null, 'us', 'ms')).toBe('');
    expect(formatTime(12, 'us', 'nope')).toBe('12.000 µs'); // an unknown unit: the value's own
  });

  it('shows a compared table\'s time columns in the unit of its `units`, the CSV as the server sent it', () => {
    const table = {
      title: 'Ops by change in self time', key: ['operation'], metric: 'total_self_time',
      words: {up: 'slower', down: 'faster'},
      columns: [{id: 'change', label: 'Change', type: 'string'}, {id: 'operation', label: 'Operation', type: 'string'},
        {id: 'total_self_time_base', label: 'Total self-time (us) (base)', type: 'number'},
        {id: 'total_self_time', label: 'Total self-time (us) (new)', type: 'number'},
        {id: 'total_self_time_delta', label: 'Total self-time (us) Δ', type: 'number'},
        {id: 'total_self_time_delta_pct', label: 'Total self-time (us) Δ %', type: 'number'}],
      rows: [['up', 'MatMul', 45.237, 13114.352, 13069.115, 28890.3], ['down', 'Add', 12.5, 2.25, -10.25, -82]],
      counts: {matched: 2, new: 0, gone: 0, up: 1, down: 1, same: 0}, totals: {},
      units: {total_self_time: {unit: 'us', shown: 'ms'}},
    };
    const view = comparedTable(table);
    document.body.append(view.element);
    const group = [...view.element.querySelectorAll('thead tr.tbp-table-groups th')].map((th) => th.textContent);
    expect(group).toEqual(['', 'Total self-time (ms)']);
    const rows = [...view.element.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(rows).toEqual([['slower', 'MatMul', '0.045', '13.114', '+13.069', '+28,890.3%'],
      ['faster', 'Add', '0.013', '0.002', '−0.010', '−82%']]);
    expect(view.element.querySelector('th[data-column=total_self_time_delta]').title)
      .toBe('Total self-time (ms) Δ: new − base');
    expect(view.csvText().split('\r\n').slice(0, 2)).toEqual([
      'Change,Operation,Total self-time (us) (base),Total self-time (us) (new),Total self-time (us) Δ,Total self-time (us) Δ %',
      'slower,MatMul,45.237,13114.352,13069.115,28890.3']);
  });
});
