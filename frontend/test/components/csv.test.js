// @vitest-environment happy-dom
import {expect, test} from 'vitest';
import {csvCell, toCsv} from '../../src/lib/csv.js';

test.each([
  [null, ''], [undefined, ''], [NaN, ''], [-2.5, '-2.5'], ['plain', 'plain'],
  ['a,b', '"a,b"'], ['a"b', '"a""b"'], ['a\nb', '"a\nb"'], ['a\rb', '"a\rb"'],
  ['=1+1', "'=1+1"], ['+x', "'+x"], ['-x', "'-x"], ['@x', "'@x"], ['\tx', "'\tx"],
  ['-12', '-12'], ['+1e5', '+1e5'], ['=a,"b"', '"\'=a,""b"""'],
])('csvCell(%j) = %j', (value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

test('toCsv writes a header and CRLF lines', () => {
  expect(toCsv(['a', 'b'], [[1, 'x'], [2, 'y']])).toBe('a,b\r\n1,x\r\n2,y\r\n');
});
