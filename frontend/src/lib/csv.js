// CSV text for exported tables (RFC 4180: CRLF line ends, fields with a
// quote, comma or line break are wrapped in quotes and their quotes doubled).
//
// Cells come from profiles (op names, hosts), and a spreadsheet would run a
// cell starting with = + - @ (or tab / CR) as a formula: such cells get a
// leading ' unless they are plain numbers such as "-1.5" (OWASP "CSV
// injection").

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text. null, undefined and NaN become an empty field. */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** header: array of labels; rows: iterable of arrays. Ends with a line break. */
export function toCsv(header, rows) {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
