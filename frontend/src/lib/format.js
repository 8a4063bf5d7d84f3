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
