// Number and time formatting shared by every view.

export function formatNumber(value, digits = 2) {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  if (typeof value !== 'number') return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  return value.toLocaleString('en-US', {maximumFractionDigits: digits, minimumFractionDigits: 0});
}

export function formatPercent(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `${value.toFixed(digits)}%`;
}

/** Microseconds as a readable duration: 1.23 s, 45.6 ms, 789 µs, 12 ns. */
export function formatDurationUs(us) {
  if (us === null || us === undefined || Number.isNaN(us)) return '';
  const abs = Math.abs(us);
  if (abs >= 1e6) return `${(us / 1e6).toFixed(3)} s`;
  if (abs >= 1e3) return `${(us / 1e3).toFixed(3)} ms`;
  if (abs >= 1) return `${us.toFixed(3)} µs`;
  return `${(us * 1e3).toFixed(0)} ns`;
}

/** µs with up to `digits` decimals: "1,234.5 µs"; '' when unknown. */
export function formatUs(us, digits = 2) {
  return withUnit(us, digits, 'µs');
}

/** ms with up to `digits` decimals: "0.394 ms"; '' when unknown. */
export function formatMs(ms, digits = 3) {
  return withUnit(ms, digits, 'ms');
}

function withUnit(value, digits, unit) {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `${formatNumber(value, digits)} ${unit}`;
}

/** A setting's whole ms, coarsely: "500 ms", "2.5 s", "12 s". */
export function formatRoughMs(ms) {
  if (ms >= 10_000) return `${Math.round(ms / 1000)} s`;
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

export function formatBytes(bytes, digits = 2) {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = bytes;
  let i = 0;
  while (Math.abs(v) >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${i ? v.toFixed(digits) : v} ${units[i]}`;
}

/** A download file name from run/host/tool parts: `run_host_tool` in safe characters. */
export function fileStem(...parts) {
  return parts.filter(Boolean).join('_').replace(/[^\w.-]+/g, '_');
}

// Where a long name may be cut: after a path or scope separator ('/', '::'),
// else before a word (after a space, '<', '(', ',', '_', '-', '.'...), or
// where a capital starts a word (Backprop|Filter, Conv2D|Backprop).
const PATH = new Set(['/', ':']);
const PUNCT = new Set(['/', ':', ' ', '<', '(', ',', '_', '-', '.', '[', '{', '=', '>', ')', ']', '}', '*', '&']);
const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;

/** 2: a path boundary, 1: a word boundary, 0: none, for a cut before text[i]. */
function breakAt(text, i) {
  if (i <= 0 || i >= text.length) return 0;
  const a = text[i - 1];
  const b = text[i];
  if (PUNCT.has(b)) return 0;
  if (PUNCT.has(a)) return PATH.has(a) ? 2 : 1;
  if (UPPER.test(b) && (LOWER.test(a) || (UPPER.test(a) && LOWER.test(text[i + 1] || '')))) return 1;
  return 0;
}

/** The same for a head that ends before text[i]: at a separator, or where a word starts. */
function endAt(text, i) {
  if (i <= 0 || i >= text.length || PUNCT.has(text[i - 1])) return 0;
  if (PUNCT.has(text[i])) return PATH.has(text[i]) ? 2 : 1;
  return breakAt(text, i);
}

/** The best cut in [lo, hi] by `kindAt` (a path boundary, else a word one), nearest hi
 * (`preferHigh`) or lo; -1: none. */
function bestCut(text, lo, hi, preferHigh, kindAt = breakAt) {
  for (const kind of [2, 1]) {
    for (let k = 0; k <= hi - lo; k += 1) {
      const i = preferHigh ? hi - k : lo + k;
      if (kindAt(text, i) === kind) return i;
    }
  }
  return -1;
}

/**
 * A name cut to at most `max` characters in its middle, both ends kept
 * ("Iterator::Model::…::Prefetch::MapAndBatch", "t1v-n…-w-12"): names share
 * their start (a scope, a host prefix) and differ at their end (the op, the
 * worker), so the end gets the larger part. Cuts fall at path or word
 * boundaries where there are some. Every view that shortens a name uses it;
 * the whole name goes in a title or tooltip.
 */
export function shortName(name, max = 40) {
  const text = String(name ?? '').trim();
  if (text.length <= max) return text;
  const room = Math.max(1, max - 1); // the ellipsis takes one
  if (room < 4) return `${text.slice(0, room)}…`;
  const n = text.length;
  // The tail: about 60 % of the room, starting at a boundary within its last 40 %.
  const tailMax = Math.ceil(room * 0.6);
  let tailStart = bestCut(text, n - tailMax, n - Math.ceil(tailMax * 0.6), false);
  if (tailStart < 0) tailStart = n - tailMax;
  // A path part keeps its separator ("…/Conv2DBackpropFilter", "…::MapAndBatch").
  for (let k = 0; k < 2 && PATH.has(text[tailStart - 1]) && n - tailStart < tailMax; k += 1) tailStart -= 1;
  // The head: what is left, ending at a boundary within its last two thirds.
  const headMax = room - (n - tailStart); // at least 1: the tail has at most room - 1
  let headEnd = bestCut(text, Math.ceil(headMax / 3), headMax, true, endAt);
  if (headEnd < 0) headEnd = headMax;
  // Room the head left: the tail takes it back, from an earlier boundary.
  const longer = bestCut(text, n - (room - headEnd), tailStart - 1, false);
  if (longer > 0) {
    tailStart = longer;
    for (let k = 0; k < 2 && PATH.has(text[tailStart - 1]) && n - tailStart < room - headEnd; k += 1) tailStart -= 1;
  }
  return `${text.slice(0, headEnd)}…${text.slice(tailStart)}`;
}
