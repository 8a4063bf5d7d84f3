// @vitest-environment happy-dom
// Timing of the table component on 100k rows (`npx vitest bench --run bench/`): what the test
// test/components/table.test.js asserted as "< 2 s" before timings left the tests (issue 44).
import {bench, describe} from 'vitest';
import {dataTable} from '../src/components/table.js';

const columns = [
  {id: 'name', label: 'Name', type: 'string'},
  {id: 'count', label: 'Count', type: 'number'},
  {id: 'host', label: 'Host', type: 'string'},
];
const rows = Array.from({length: 100_000}, (_, i) => [`op_${(i * 7919) % 100_000}`, (i * 104729) % 1000, `host${i % 8}`]);

describe('table, 100k rows', () => {
  bench('build, sort twice, filter, next page', () => {
    const table = dataTable({columns, rows});
    table.element.querySelector('th[data-column="count"]').click();
    table.element.querySelector('th[data-column="name"]').click();
    const input = table.element.querySelector('.tbp-table-filter');
    input.value = 'op_12';
    input.dispatchEvent(new Event('input'));
    table.element.querySelector('.tbp-table-next').click();
  }, {iterations: 5});
});
