// The colours JS draws with (canvas, Chart.js, SVG attributes, swatches): the
// only colour literals outside tokens.css. A canvas is painted with values,
// maybe before the stylesheet has loaded, so it cannot read the CSS tokens:
// UI repeats their roles and values, and a theme sets both.
//
// The exported objects hold the current theme's values: applyPalette('dark')
// writes DARK's into them in place, so imports keep working; code that draws
// reads them at draw time (or keeps a copy with themed(), which follows).

/** Interface colours: the same roles and values as tokens.css. */
export const UI = {
  surface: '#ffffff', // --tbp-surface
  surfaceSunken: '#f5f5f5', // --tbp-surface-sunken
  zebra: '#fafafa', // --tbp-zebra
  text: '#212121', // --tbp-text
  textSecondary: '#424242', // --tbp-text-secondary
  muted: '#616161', // --tbp-muted
  hint: '#757575', // --tbp-hint
  faint: '#9e9e9e', // --tbp-faint
  inverseText: '#ffffff', // --tbp-tooltip-text: text on dark fills
  border: '#e0e0e0', // --tbp-border
  borderStrong: '#bdbdbd', // --tbp-border-strong
  divider: '#eeeeee', // --tbp-divider
  accent: '#f57c00', // --tbp-accent
  chartGrid: 'rgba(0, 0, 0, 0.1)', // Chart.js grid lines and axis borders
};

/** The trace timeline's own marks. */
export const TRACE = {
  mark: '#1e88e5', // intervals marked with M
  selection: '#d84315', // outline of the selected event
  shade: '#000000', // the timing band
};

/** Trace event colours, by name hash: mid-light tones under dark 11px text. */
export const EVENTS = [
  '#8fb8e0', '#f0b27a', '#9fd3a0', '#e8a0a0', '#c3a6d8', '#84cfd6',
  '#f2d680', '#c8ad9f', '#eba5c9', '#a9b9c3', '#cfd68a', '#a4a8e0',
  '#7fc7b0', '#e6bc8c', '#b5cf9a', '#d6a8a8',
];

/** Chart series: series i gets SERIES[i % length]. */
export const SERIES = [
  '#f57c00', '#1976d2', '#388e3c', '#d32f2f', '#7b1fa2', '#0097a7',
  '#fbc02d', '#5d4037', '#c2185b', '#455a64', '#afb42b', '#512da8',
];

// As in TensorBoard's guides: input (the device waiting for the host) is
// red, device compute green.
/** Step-time categories, fixed so every step view and legend agree. */
export const STEP_CATEGORIES = {
  device_compute: '#388e3c',
  device_to_device: '#7b1fa2',
  device_collectives: '#0097a7',
  host_compute: '#1976d2',
  kernel_launch: '#fbc02d',
  input: '#d32f2f',
  output: '#c2185b',
  compile: '#5d4037',
  tc_idle: '#90a4ae',
  other: '#ffb74d',
};

/** TPU step categories of the pod viewer: waiting warm, compute green/blue. */
export const POD_CATEGORIES = {
  high_flops_compute: '#388e3c',
  low_flops_compute: '#81c784',
  infeed: '#d32f2f',
  outfeed: '#c2185b',
  all_reduce_sync: '#7b1fa2',
  all_reduce_compute: '#0097a7',
  send: '#f57c00',
  recv: '#fbc02d',
};

/** Host-side input time categories (input_pipeline_analyzer). */
export const HOST_INPUT = {
  enqueue: '#d32f2f',
  preprocessing: '#1976d2',
  advanced_file_read: '#388e3c',
  demanded_file_read: '#f57c00',
  other: '#7b1fa2',
};

/** Fixed meanings in the charts of single tools. */
export const MARKS = {
  idle: '#bdbdbd', // IDLE time, the small buffers: "nothing in particular"
  heap: '#1976d2',
  unpadded: '#f57c00',
  peak: '#d32f2f',
  link: '#d32f2f', // the selected send/recv channel
  channel: '#90caf9',
  noData: '#e0e0e0',
};

/** Light yellow → dark blue (ColorBrewer YlGnBu, as TensorBoard's pod viewer). */
export const HEAT_STOPS = ['#ffffd9', '#edf8b1', '#c7e9b4', '#7fcdbb', '#41b6c4', '#1d91c0', '#225ea8', '#253494', '#081d58'];

/** '#rrggbb' -> [r, g, b]. */
export function rgbOf(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** '#rrggbb' -> 'rgba(r, g, b, alpha)'. */
export function withAlpha(hex, alpha) {
  return `rgba(${rgbOf(hex).join(', ')}, ${alpha})`;
}

/** Lightness (%) of redToGreen: light under dark text, dark under light text. */
const SCALE = {lightness: 82};

/** Red (0) through yellow to green (1), with room for the theme's text on it. */
export function redToGreen(t) {
  return `hsl(${Math.round(120 * Math.max(0, Math.min(1, t)))}, 70%, ${SCALE.lightness}%)`;
}

/**
 * The graph viewer's boxes by HLO category (mid-light tones under dark text);
 * a category not named here gets an EVENTS colour by a hash of its name.
 */
export const HLO_CATEGORIES = {
  parameter: '#cfd8dc',
  constant: '#e0e0e0',
  tuple: '#d7ccc8',
  'get-tuple-element': '#bcaaa4',
  dot: '#f0b27a',
  convolution: '#e6bc8c',
  'loop fusion': '#9fd3a0',
  'input fusion': '#84cfd6',
  'output fusion': '#7fc7b0',
  'custom fusion': '#f2d680',
  fusion: '#cfd68a',
  'non-fusion elementwise': '#8fb8e0',
  'data formatting': '#c3a6d8',
  broadcast: '#a4a8e0',
  reduce: '#eba5c9',
  'custom-call': '#e8a0a0',
  while: '#ffab91',
};

/** The graph viewer's marks. */
export const GRAPH = {
  edge: '#757575', // --tbp-hint
  edgeNear: '#1e88e5', // edges of the selected node
  stroke: '#616161', // box outlines
  centre: '#f57c00', // the op the graph is around (--tbp-accent)
  selected: '#1e88e5',
  text: '#212121',
  subtext: '#424242',
  fusionFill: '#fafafa', // an expanded fusion's box, under its instructions
};

// ---- Themes ----

/**
 * The dark theme: tokens.css's dark roles; event and HLO boxes dark-tuned
 * (same hues) under the light text (5:1 or more); categorical chart colours
 * kept but for the darkest series. What is not named keeps its light value.
 */
const DARK = {
  UI: {
    surface: '#303030', surfaceSunken: '#3b3b3b', zebra: '#353535', text: '#ececec', textSecondary: '#d4d4d4',
    muted: '#b8b8b8', hint: '#a8a8a8', faint: '#8c8c8c', inverseText: '#1e1e1e', border: '#4a4a4a',
    borderStrong: '#666666', divider: '#424242', accent: '#ef6c00', chartGrid: 'rgba(255, 255, 255, 0.14)',
  },
  TRACE: {mark: '#64b5f6', selection: '#ff8a65', shade: '#ffffff'},
  EVENTS: [
    '#316496', '#915118', '#366d37', '#ae3333', '#7c4c9f', '#2a696f', '#775f12', '#795949',
    '#ac2f6f', '#4f626d', '#5d6327', '#4e56bb', '#336b59', '#855723', '#506836', '#944c4c',
  ],
  SERIES: {7: '#a1887f', 9: '#90a4ae', 11: '#9575cd'},
  MARKS: {idle: '#6e6e6e', heap: '#42a5f5', unpadded: '#ffa726', peak: '#ef5350', link: '#ef5350', channel: '#4f7ba8',
    noData: '#4a4a4a'},
  HLO_CATEGORIES: {
    parameter: '#51636c', constant: '#616161', tuple: '#725d55', 'get-tuple-element': '#6b5048', dot: '#915118',
    convolution: '#855723', 'loop fusion': '#366d37', 'input fusion': '#2a696f', 'output fusion': '#336b59',
    'custom fusion': '#775f12', fusion: '#5d6327', 'non-fusion elementwise': '#316496', 'data formatting': '#7c4c9f',
    broadcast: '#4e56bb', reduce: '#ac2f6f', 'custom-call': '#ae3333', while: '#b33209',
  },
  GRAPH: {edge: '#a8a8a8', edgeNear: '#64b5f6', stroke: '#8c8c8c', centre: '#ff9800', selected: '#64b5f6',
    text: '#ececec', subtext: '#d4d4d4', fusionFill: '#292929'},
  SCALE: {lightness: 30},
};

const LIVE = {UI, TRACE, EVENTS, SERIES, STEP_CATEGORIES, POD_CATEGORIES, HOST_INPUT, MARKS, HEAT_STOPS,
  HLO_CATEGORIES, GRAPH, SCALE};
const copy = (value) => (Array.isArray(value) ? [...value] : {...value});
const LIGHT = Object.fromEntries(Object.entries(LIVE).map(([k, v]) => [k, copy(v)]));
const listeners = new Set();
let current = 'light';

/** The palette in use: 'light' or 'dark'. */
export function paletteName() {
  return current;
}

/** Writes theme `name` ('light' | 'dark') into the exported objects, then tells the listeners. */
export function applyPalette(name) {
  const next = name === 'dark' ? 'dark' : 'light';
  if (next === current) return false;
  current = next;
  for (const [key, live] of Object.entries(LIVE)) {
    const values = LIGHT[key];
    const dark = next === 'dark' ? DARK[key] : null;
    // Arrays keep their identity (trace/colors.js and charts.js alias them).
    if (Array.isArray(live)) live.splice(0, live.length, ...(Array.isArray(dark) ? dark : values));
    else Object.assign(live, values);
    if (dark && !Array.isArray(dark)) Object.assign(live, dark);
  }
  for (const fn of [...listeners]) fn(current);
  return true;
}

/** Calls fn(name) after every palette change; returns the unsubscribe. */
export function onPaletteChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * An object of colours computed from the palette (make() -> {role: colour}),
 * computed again in place on every palette change: for tables of derived
 * colours kept at module level.
 */
export function themed(make) {
  const table = make();
  onPaletteChange(() => Object.assign(table, make()));
  return table;
}
