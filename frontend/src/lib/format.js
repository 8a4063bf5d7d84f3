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

export function formatBytes(bytes) {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return '';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let v = bytes;
  let i = 0;
  while (Math.abs(v) >= 1024 && i < units.length - 1) { v /= 1024; i += 1; }
  return `${i ? v.toFixed(2) : v} ${units[i]}`;
}

/** A download file name from run/host/tool parts: `run_host_tool` in safe characters. */
export function fileStem(...parts) {
  return parts.filter(Boolean).join('_').replace(/[^\w.-]+/g, '_');
}
