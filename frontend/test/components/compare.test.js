// @vitest-environment happy-dom
import {afterEach, describe, expect, it} from 'vitest';
import {
  URL_PREFIX, changeClass, changeWord, compareHeader, comparedCaption, comparedFileName, comparedModel,
  comparedSection, comparedTable, deltaClass, displayOrder, sectionTables, formatDelta, formatDeltaPct, formatValue, kpiLabel, kpiWord, runLabel,
} from '../../src/components/compare.js';

const XSS = '<img src=x onerror=alert(1)>';

// As tools/compare.py answers for tensorflow_stats (fewer metrics).
function opsTable() {
  return {
    title: 'Ops by change in self time',
    key: ['type', 'operation'],
    metric: 'total_self_time',
    words: {up: 'slower', down: 'faster'},
    columns: [
      {id: 'change', label: 'Change', type: 'string'},
      {id: 'type', label: 'Operation Type', type: 'string'},
      {id: 'operation', label: 'Operation Name', type: 'string'},
      {id: 'is_eager', label: 'Eager', type: 'boolean'},
      {id: 'total_self_time_base', label: 'Total self-time (us) (base)', type: 'number'},
      {id: 'total_self_time', label: 'Total self-time (us) (new)', type: 'number'},
      {id: 'total_self_time_delta', label: 'Total self-time (us) Δ', type: 'number'},
      {id: 'total_self_time_delta_pct', label: 'Total self-time (us) Δ %', type: 'number'},
    ],
    rows: [
      ['up', 'MatMul', XSS, true, 45.25, 13114.5, 13069.25, 28881.215],
      ['new', 'Relu', 'dense/Relu', false, null, 100, 100, null],
      ['down', 'Conv2D', 'conv', false, 200, 50, -150, -75],
      ['same', 'Add', 'add', false, 10, 10, 0, 0],
      ['gone', 'Cast', 'cast', false, 5, null, -5, -100],
    ],
    counts: {matched: 3, new: 1, gone: 1, up: 1, down: 1, same: 1},
    totals: {},
  };
}

function reply(table = opsTable()) {
  return {
    tool: 'tensorflow_stats',
    new: {run: `new/${XSS}`, host: 'vm'},
    base: {run: 'base/run_1', host: ''},
    comparison: {
      kpis: [
        {id: 'step_time', label: 'Average step time', unit: 'ms', base: 1.126, new: 8.8615, delta: 7.7355,
          delta_pct: 686.905, lower_is_better: true},
        {id: 'num_steps', label: 'Steps', unit: '', base: 5, new: 6, delta: 1, delta_pct: 20, lower_is_better: null},
        {id: 'ops_total_self_time', label: 'Total self-time (us), all rows', unit: 'us', base: 1110.4, new: 1110.4,
          delta: 0, delta_pct: 0, lower_is_better: true},
        {id: 'padding', label: 'Padding', unit: 'bytes', base: 0, new: 0, delta: 0, delta_pct: null, lower_is_better: true},
      ],
      tables: {ops: table},
      kpi_unit: 'ms',
      verdict: `Step time +686.9 % (1.126 → 8.861 ms), per step: host compute +7.9 ms (60.5 % → 96.8 % of the step), `
        + `self time grew most in ${XSS} (+2.2 ms).`,
    },
    data: {},
    base_data: {},
  };
}

function texts(node, selector) {
  return [...node.querySelectorAll(selector)].map((n) => n.textContent);
}

afterEach(() => document.body.replaceChildren());

describe('change words and colours', () => {
  it('names a change with the table\'s words; new, gone and same as they are', () => {
    const words = {up: 'larger', down: 'smaller'};
    expect(['up', 'down', 'new', 'gone', 'same'].map((c) => changeWord(c, words)))
      .toEqual(['larger', 'smaller', 'new', 'gone', 'same']);
    expect(changeWord('up')).toBe('slower');
    expect(changeWord('down', {})).toBe('faster');
  });

  it('marks an increase worse and a decrease better, flipped where higher is better', () => {
    expect(deltaClass(3)).toBe('tbp-worse');
    expect(deltaClass(-3)).toBe('tbp-better');
    expect(deltaClass(3, false)).toBe('tbp-better');
    expect(deltaClass(-3, false)).toBe('tbp-worse');
    expect([deltaClass(0), deltaClass(null), deltaClass(undefined), deltaClass(NaN)]).toEqual(['', '', '', '']);
    expect(changeClass('up')).toBe('tbp-change tbp-worse');
    expect(changeClass('down')).toBe('tbp-change tbp-better');
    expect(changeClass('gone')).toBe('tbp-change tbp-change-gone');
  });

  it('gives headline numbers a word as well as a colour', () => {
    expect(kpiWord({delta: 2, lower_is_better: true})).toBe('worse');
    expect(kpiWord({delta: 2, lower_is_better: false})).toBe('better');
    expect(kpiWord({delta: 0})).toBe('same');
    expect(kpiWord({delta: 1, lower_is_better: null})).toBe('more');
    expect(kpiWord({delta: -1, lower_is_better: null})).toBe('fewer');
    expect(kpiWord({delta: null})).toBe('');
  });
});

describe('formatting', () => {
  it('formats each unit, deltas signed, no change as 0', () => {
    expect(formatValue(8.8615, 'ms')).toBe('8.862 ms');
    expect(formatValue(1500, 'us')).toBe('1,500.000 µs'); // in its own unit unless told the column's
    expect(formatValue(1500, 'us', 'ms')).toBe('1.500 ms');
    expect(formatValue(2048, 'bytes')).toBe('2.00 KiB');
    expect(formatValue(1.5, 'MiB')).toBe('1.50 MiB');
    expect(formatValue(4.1014, '%')).toBe('4.10%');
    expect(formatValue(1234.5, '')).toBe('1,234.5');
    expect(formatValue(null, 'ms')).toBe('');
    expect(formatDelta(7.7355, 'ms')).toBe('+7.736 ms');
    expect(formatDelta(-1.5, 'MiB')).toBe('−1.50 MiB');
    expect(formatDelta(-0.9757, '%')).toBe('−0.98 pp');
    expect(formatDelta(-150, 'us')).toBe('−150.000 µs');
    expect(formatDelta(-150, 'us', 'ms')).toBe('−0.150 ms');
    expect(formatDelta(0, 'ms')).toBe('0');
    expect(formatDelta(null, 'ms')).toBe('');
    expect(formatDeltaPct(686.905)).toBe('+686.9%');
    expect(formatDeltaPct(-75)).toBe('−75%');
    expect(formatDeltaPct(0)).toBe('0');
    expect(formatDeltaPct(null)).toBe('');
  });

  it('leaves units out of headline labels (the values carry them)', () => {
    expect(kpiLabel({label: 'Total self-time (us), all rows'})).toBe('Total self-time, all rows');
    expect(kpiLabel({label: 'Allocation Size (MiB), all rows'})).toBe('Allocation Size, all rows');
    expect(kpiLabel({id: 'x'})).toBe('x');
  });

  it('names runs with their host, "all hosts" when none', () => {
    expect(runLabel({run: 'a/b', host: 'vm'})).toBe('a/b (vm)');
    expect(runLabel({run: 'a/b', host: ''})).toBe('a/b (all hosts)');
  });
});

describe('compareHeader', () => {
  it('names both runs, the verdict and the headline numbers, all as text', () => {
    const node = compareHeader(reply());
    document.body.append(node);
    expect(node.querySelector('img')).toBeNull();
    expect(node.querySelector('.tbp-card-title').textContent)
      .toBe(`Comparing new/${XSS} (vm) with base/run_1 (all hosts)`);
    expect(node.querySelector('.tbp-compare-verdict').textContent).toBe(reply().comparison.verdict);
    const rows = [...node.querySelectorAll('.tbp-compare-kpis tbody tr')].map((tr) => texts(tr, 'td'));
    expect(rows).toEqual([
      ['Average step time', '1.126 ms', '8.862 ms', '+7.736 ms', '+686.9%', 'worse'],
      ['Steps', '5', '6', '+1', '+20%', 'more'],
      ['Total self-time, all rows', '1.110 ms', '1.110 ms', '0', '0', 'same'],
      ['Padding', '0 B', '0 B', '0', '', 'same'],
    ]);
    const step = node.querySelector('tr[data-kpi=step_time]');
    expect([...step.querySelectorAll('.tbp-worse')].length).toBe(3); // Δ, Δ % and the word
    // More steps is neither better nor worse: no colour.
    const steps = node.querySelector('tr[data-kpi=num_steps] .tbp-delta').classList;
    expect(steps.contains('tbp-better') || steps.contains('tbp-worse')).toBe(false);
    expect(node.querySelector('tr[data-kpi=ops_total_self_time] .tbp-worse, tr[data-kpi=ops_total_self_time] .tbp-better'))
      .toBeNull();
  });

  it('shows no verdict line when there is none', () => {
    const resp = reply();
    resp.comparison.verdict = null;
    expect(compareHeader(resp).querySelector('.tbp-compare-verdict')).toBeNull();
  });
});

describe('comparedTable', () => {
  it('shows change words with their classes, deltas signed and coloured, names as text', () => {
    const view = comparedTable(opsTable());
    document.body.append(view.element);
    expect(view.element.querySelector('img')).toBeNull();
    const rows = [...view.element.querySelectorAll('tbody tr')].map((tr) => texts(tr, 'td'));
    expect(rows[0]).toEqual(['slower', 'MatMul', XSS, 'Yes', '45.25', '13,114.5', '+13,069.25', '+28,881.2%']);
    expect(rows.map((r) => r[0])).toEqual(['slower', 'new', 'faster', 'same', 'gone']);
    expect(rows[1].slice(4)).toEqual(['', '100', '+100', '']);
    expect(rows[2].slice(6)).toEqual(['−150', '−75%']);
    expect(rows[3].slice(6)).toEqual(['0', '0']);
    const cells = [...view.element.querySelectorAll('tbody tr')].map((tr) => tr.children);
    expect(cells[0][0].firstChild.className).toBe('tbp-change tbp-worse');
    expect(cells[1][0].firstChild.className).toBe('tbp-change tbp-change-new');
    expect(cells[2][0].firstChild.className).toBe('tbp-change tbp-better');
    expect(cells[4][0].firstChild.className).toBe('tbp-change tbp-change-gone');
    expect(cells[0][6].querySelector('.tbp-worse').textContent).toBe('+13,069.25');
    expect(cells[2][7].querySelector('.tbp-better').textContent).toBe('−75%');
    expect(cells[3][6].querySelector('span')).toBeNull(); // no change, no colour
    expect(view.element.querySelector('caption').textContent)
      .toBe('Ops by change in self time: 3 matched (1 slower, 1 faster, 1 same) · 1 new · 1 gone');
  });

  it('exports base, new, Δ and Δ % columns and the change words', () => {
    const csv = comparedTable(opsTable()).csvText().split('\r\n');
    expect(csv[0]).toBe('Change,Operation Type,Operation Name,Eager,Total self-time (us) (base),'
      + 'Total self-time (us) (new),Total self-time (us) Δ,Total self-time (us) Δ %');
    expect(csv[1]).toBe(`slower,MatMul,${XSS},Yes,45.25,13114.5,13069.25,28881.215`);
    expect(csv[2]).toBe('new,Relu,dense/Relu,No,,100,100,');
    expect(csv[5]).toBe('gone,Cast,cast,No,5,,-5,-100');
  });

  it('filters by change word', () => {
    const view = comparedTable(opsTable());
    view.setFilter('gone');
    expect(view.getVisibleRows().map((r) => r[2])).toEqual(['cast']);
  });

  it('keeps its sort, filter and page in the URL under cmp_ names', () => {
    const params = [];
    const view = comparedTable(opsTable(), {state: {sort: 'type:asc', cmp_sort: 'total_self_time_delta:asc',
      cmp_filter: 'a'}, setParams: (p) => params.push(p)});
    // The view's own sort= is not this table's: cmp_sort is.
    expect(view.getState().sort).toEqual({id: 'total_self_time_delta', direction: 'asc'});
    expect(view.getVisibleRows().map((r) => r[2])).toEqual(['conv', 'cast', 'add', XSS]);
    view.element.querySelector('th[data-column=type]').click();
    expect(params.at(-1)).toEqual({cmp_sort: 'type:asc', cmp_filter: 'a', cmp_page: ''});
    expect(URL_PREFIX).toBe('cmp_');
  });

  it('drops a sort on a column it does not have', () => {
    const view = comparedTable(opsTable(), {state: {cmp_sort: 'nope:desc'}});
    expect(view.getState().sort).toBeNull();
    expect(view.getVisibleRows()[0][0]).toBe('slower'); // the server's order
  });

  it('puts each metric\'s base, new, Δ and Δ % under one heading, the sorted metric first', () => {
    const table = opsTable();
    const occ = ['occurrences_base', 'occurrences', 'occurrences_delta', 'occurrences_delta_pct'];
    table.columns.splice(4, 0, ...occ.map((id, i) => ({id, label: `#Occurrences ${['(base)', '(new)', 'Δ', 'Δ %'][i]}`,
      type: 'number'})));
    table.rows = table.rows.map((r) => [...r.slice(0, 4), 1, 2, 1, 100, ...r.slice(4)]);
    expect(displayOrder(table).ids).toEqual(['change', 'type', 'operation', 'is_eager', 'total_self_time_base',
      'total_self_time', 'total_self_time_delta', 'total_self_time_delta_pct', ...occ]);
    const view = comparedTable(table);
    document.body.append(view.element);
    expect(texts(view.element, 'thead tr.tbp-table-groups th')).toEqual(['', 'Total self-time (us)', '#Occurrences']);
    expect(texts(view.element, 'thead tr.tbp-table-groups th').length).toBe(3);
    // The metric the rows are not sorted by shows new and Δ only at first (base and Δ % hidden).
    expect([...view.element.querySelectorAll('thead tr.tbp-table-groups th')].map((th) => th.colSpan)).toEqual([4, 4, 2]);
    expect([...view.element.querySelectorAll('thead th[data-column]')].slice(4).map((th) => th.textContent))
      .toEqual(['base', 'new', 'Δ', 'Δ %', 'base', 'new', 'Δ', 'Δ %']);
    const head = view.element.querySelector('th[data-column=total_self_time_base]');
    expect(head.title).toBe('Total self-time (us) (base)');
    expect(head.classList.contains('tbp-group-start')).toBe(true);
    expect(view.element.querySelector('tbody td:nth-child(5)').classList.contains('tbp-group-start')).toBe(true);
    // The CSV has the server's labels, in the order shown.
    expect(view.csvText().split('\r\n')[0]).toBe('Change,Operation Type,Operation Name,Eager,'
      + 'Total self-time (us) (base),Total self-time (us) (new),Total self-time (us) Δ,Total self-time (us) Δ %,'
      + '#Occurrences (base),#Occurrences (new),#Occurrences Δ,#Occurrences Δ %');
    expect(view.getVisibleRows()[0].slice(4)).toEqual([45.25, 13114.5, 13069.25, 28881.215, 1, 2, 1, 100]);
  });

  it('uses the table\'s own words and a title for the change column', () => {
    const table = opsTable();
    table.words = {up: 'larger', down: 'smaller'};
    const {columns, rows} = comparedModel(table);
    expect(rows.map((r) => r[0])).toEqual(['larger', 'new', 'smaller', 'same', 'gone']);
    expect(columns[0].title).toBe('How the row changed, by Total self-time (us)');
    expect(comparedCaption(table)).toContain('1 larger, 1 smaller');
  });
});

describe('comparedSection and the CSV file name', () => {
  it('names the file after both runs', () => {
    expect(comparedFileName(reply())).toBe('new_img_src_x_onerror_alert_1__vm_tensorflow_stats_vs_base_run_1.csv');
  });

  it('is a message when neither run has the table', () => {
    const {element, table} = comparedSection(reply(), 'kernels');
    expect(table).toBeNull();
    expect(element.textContent).toContain('Nothing to compare');
    const ops = comparedSection(reply(), 'ops');
    expect(ops.table.getVisibleRows()).toHaveLength(5);
    expect(ops.element.classList.contains('tbp-compare-table')).toBe(true);
  });

  // kernel_stats between an H100 and an MI300X (tools/compare.py): kernels by launching op
  // first, with the server's note; kernels by name beside them, with their own URL state.
  function kernelReply() {
    const byName = {...opsTable(), title: 'Kernels by change in total duration', beside: null,
      note: `Kernels matched by name: ${XSS}`};
    const byOp = {...opsTable(), title: 'Kernels by launching op', beside: 'kernels',
      note: 'Only 12 % of the new run\'s kernel time is in kernels the base run also ran'};
    byOp.rows = byOp.rows.slice(0, 2);
    return {...reply(), tool: 'kernel_stats', comparison: {...reply().comparison,
      tables: {kernels_by_op: byOp, kernels: byName, other: {...opsTable(), beside: 'ops'}}}};
  }

  it('shows the tables beside the one asked for, in the server\'s order, each with its note as text', () => {
    const resp = kernelReply();
    expect(sectionTables(resp, 'kernels')).toEqual(['kernels_by_op', 'kernels']);
    expect(sectionTables(reply(), 'ops')).toEqual(['ops']);
    const params = [];
    const {element, table} = comparedSection(resp, 'kernels', {state: {cmp_kernels_by_op_filter: 'Relu'},
      setParams: (p) => params.push(p)});
    document.body.append(element);
    const tables = [...element.querySelectorAll('.tbp-compare-table')];
    expect(tables.map((t) => t.dataset.table)).toEqual(['kernels_by_op', 'kernels']);
    expect(texts(element, '.tbp-compare-table-note')).toEqual([resp.comparison.tables.kernels_by_op.note,
      `Kernels matched by name: ${XSS}`]);
    expect(element.querySelector('img')).toBeNull();
    expect(element.querySelector('.tbp-compare-table-note').getAttribute('role')).toBe('note');
    // `table` is the one asked for; the one beside keeps its state under cmp_kernels_by_op_.
    expect(table.getVisibleRows()).toHaveLength(5);
    expect(tables[0].querySelectorAll('tbody tr')).toHaveLength(1);
    tables[0].querySelector('th[data-column=type]').click();
    expect(params.at(-1)).toEqual({cmp_kernels_by_op_sort: 'type:asc', cmp_kernels_by_op_filter: 'Relu',
      cmp_kernels_by_op_page: ''});
    tables[1].querySelector('th[data-column=type]').click();
    expect(params.at(-1)).toMatchObject({cmp_sort: 'type:asc'});
  });

  it('names the CSV of a table beside after it', () => {
    const {element} = comparedSection(kernelReply(), 'kernels');
    document.body.append(element);
    const names = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () { names.push(this.download); };
    try {
      element.querySelectorAll('button.tbp-table-export').forEach((b) => b.click());
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const stem = 'new_img_src_x_onerror_alert_1__vm_kernel_stats_vs_base_run_1';
    expect(names).toEqual([`${stem}_kernels_by_op.csv`, `${stem}.csv`]);
  });
});
