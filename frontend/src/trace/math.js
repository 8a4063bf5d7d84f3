// Pure math of the timeline: the time <-> x transforms, zoom and pan of the
// viewport, axis ticks, and the URL form of the viewport. No DOM here.
//
// Times are µs from the trace start (the server's unit). x is CSS pixels from
// the left edge of the time area (the track labels column is not part of it).
// A viewport is {start, end} in µs.

/** Narrowest viewport: 10 ns. Below that the ps-resolution of XPlane is all that is left. */
export const MIN_VIEW_US = 0.01;

/** x of time `t` in a time area `width` px wide showing `view`. */
export function timeToX(t, view, width) {
  return ((t - view.start) * width) / (view.end - view.start);
}

/** Time under x (inverse of timeToX). */
export function xToTime(x, view, width) {
  return view.start + (x * (view.end - view.start)) / width;
}

/** µs per CSS pixel. */
export function usPerPx(view, width) {
  return (view.end - view.start) / Math.max(1, width);
}

/**
 * Keeps a viewport inside `limits` ({start, end}, the trace span; null = no
 * limits) and at least MIN_VIEW_US wide. A viewport wider than the limits
 * becomes the limits; one that sticks out is shifted back in, keeping its width.
 */
export function clampView(view, limits) {
  let {start, end} = view;
  if (!(end - start >= MIN_VIEW_US)) {
    const mid = (start + end) / 2;
    start = mid - MIN_VIEW_US / 2;
    end = mid + MIN_VIEW_US / 2;
  }
  if (limits && limits.end > limits.start) {
    const width = end - start;
    const span = limits.end - limits.start;
    if (width >= span) return {start: limits.start, end: limits.end};
    if (start < limits.start) { start = limits.start; end = start + width; }
    if (end > limits.end) { end = limits.end; start = end - width; }
  }
  return {start, end};
}

/**
 * Zooms by `factor` (> 1 zooms in) keeping time `center` at the same x:
 * the distances from center to both edges shrink by the factor.
 */
export function zoomAround(view, center, factor, limits = null) {
  const start = center - (center - view.start) / factor;
  const end = center + (view.end - center) / factor;
  if (end - start < MIN_VIEW_US) {
    // Clamp the width but keep `center` at the same fraction of the viewport.
    const frac = (center - view.start) / (view.end - view.start);
    return clampView({start: center - frac * MIN_VIEW_US, end: center + (1 - frac) * MIN_VIEW_US}, limits);
  }
  return clampView({start, end}, limits);
}

/** Moves the viewport by `delta` µs (positive = later). */
export function panBy(view, delta, limits = null) {
  return clampView({start: view.start + delta, end: view.end + delta}, limits);
}

/** A viewport `width` µs wide centred on time `center`. */
export function centerOn(center, width, limits = null) {
  return clampView({start: center - width / 2, end: center + width / 2}, limits);
}

// ---- axis ticks ----

/** The smallest 1, 2 or 5 × 10^k that is >= raw (raw > 0). */
export function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) {
    // 1e-9 absorbs float error (0.30000000000000004 / 0.1 ...).
    if (m * power >= raw * (1 - 1e-9)) return m * power;
  }
  return 10 * power;
}

const UNITS = [
  {unit: 's', us: 1e6},
  {unit: 'ms', us: 1e3},
  {unit: 'µs', us: 1},
  {unit: 'ns', us: 1e-3},
];

/**
 * The unit a tick step is labelled in: the largest with step >= 0.1 unit, so
 * labels carry at most one decimal of their unit (0.2 ms, 12.2 µs, 50 ns),
 * never a long run of zeros (12200 ns) or of decimals (0.0002 s).
 */
export function tickUnit(step) {
  return UNITS.find((u) => step >= u.us * 0.1 * (1 - 1e-9)) || UNITS[UNITS.length - 1];
}

/** Ticks further than this many steps from the trace start are labelled relative to the first. */
const RELATIVE_AFTER_STEPS = 1e4;

/** `value` µs in `u` with `digits` decimals. */
function inUnit(value, u, digits) {
  return `${(value / u.us).toFixed(digits)} ${u.unit}`;
}

/**
 * ticks(view, width, minPx) -> {step, unit, digits, values: [µs], labels: [text], anchor}
 * Tick marks every `step` µs (1/2/5 × 10^k), at least `minPx` apart, labelled
 * in the unit of the step: 0 ms, 0.5 ms, 1 ms... relative to the trace start.
 * Zoomed in far from the start, where those labels would differ only in their
 * last of many digits (833158 µs, 833160 µs), the first tick says where it is
 * (833.158 ms) and the others how far from it (+2 µs, +4 µs); `anchor` is then
 * the first tick's time, else null.
 */
export function ticks(view, width, minPx = 90) {
  const span = view.end - view.start;
  if (!(span > 0) || !(width > 0)) return {step: 0, unit: 'µs', digits: 0, values: [], labels: [], anchor: null};
  const step = niceStep((span * minPx) / width);
  const u = tickUnit(step);
  const digits = Math.max(0, Math.ceil(-Math.log10(step / u.us) - 1e-9));
  const values = [];
  for (let k = Math.ceil(view.start / step - 1e-9); k * step <= view.end + 1e-9 * step; k += 1) {
    values.push(k * step);
    if (values.length > 1000) break; // cannot happen with minPx > 0; guards a bad width
  }
  const far = Math.max(Math.abs(view.start), Math.abs(view.end)) / step >= RELATIVE_AFTER_STEPS;
  if (!far || !values.length) {
    return {step, unit: u.unit, digits, values, labels: values.map((t) => inUnit(t, u, digits)), anchor: null};
  }
  const anchor = values[0];
  // The anchor in the largest unit it reaches, to the step's precision.
  const au = UNITS.find((x) => Math.abs(anchor) >= x.us) || UNITS[UNITS.length - 1];
  const anchorDigits = Math.max(0, Math.ceil(-Math.log10(step / au.us) - 1e-9));
  const labels = values.map((t, k) => (k ? `+${inUnit(k * step, u, digits)}` : inUnit(anchor, au, anchorDigits)));
  return {step, unit: u.unit, digits, values, labels, anchor};
}

// ---- the viewport in the URL ----

/** 'startMs,endMs' with ns precision and no trailing zeros. */
export function formatViewParam(view) {
  const ms = (us) => String(Number((us / 1000).toFixed(6)));
  return `${ms(view.start)},${ms(view.end)}`;
}

/** Inverse of formatViewParam: {start, end} in µs, or null for a missing or bad value. */
export function parseViewParam(text) {
  if (typeof text !== 'string' || !text) return null;
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => (p.trim() === '' ? NaN : Number(p)));
  if (!Number.isFinite(a) || !Number.isFinite(b) || b <= a) return null;
  return {start: a * 1000, end: b * 1000};
}

// ---- searching sorted columns ----

/** First index i in [lo, hi) with arr[i] >= value (arr sorted ascending); hi if none. */
export function lowerBound(arr, value, lo = 0, hi = arr.length) {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index i with arr[i] > value; hi if none. */
export function upperBound(arr, value, lo = 0, hi = arr.length) {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (arr[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
