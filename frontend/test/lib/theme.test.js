// @vitest-environment happy-dom
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {decideTheme, startTheme, tensorboardDocument, themeOverride} from '../../src/lib/theme.js';
import {
  EVENTS, GRAPH, HLO_CATEGORIES, SERIES, UI, applyPalette, paletteName, redToGreen, rgbOf, themed,
} from '../../src/lib/palette.js';
import {PALETTE as TRACE_PALETTE, colorForName} from '../../src/trace/colors.js';

function luminance(hex) {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a, b) {
  const [lo, hi] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (hi + 0.05) / (lo + 0.05);
}

/** --tbp-* tokens of one rule of tokens.css: 'light' (:root) or 'dark'. */
function tokens(which) {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../src/tokens.css'), 'utf8');
  const at = css.indexOf(':root[data-tbp-theme="dark"]');
  const part = which === 'dark' ? css.slice(at) : css.slice(0, at);
  return Object.fromEntries([...part.matchAll(/(--tbp-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** A window for startTheme: a parent (TensorBoard's page or not) and a system preference. */
function fakeWindow({search = '', tensorboard = false, parentDark = false, systemDark = false} = {}) {
  const media = {matches: systemDark, listeners: [], addEventListener: (_, fn) => media.listeners.push(fn),
    removeEventListener: () => {}};
  const parentDoc = document.implementation.createHTMLDocument('tb');
  if (tensorboard) parentDoc.body.append(parentDoc.createElement('tb-webapp'));
  if (parentDark) parentDoc.body.classList.add('dark-mode');
  const doc = document.implementation.createHTMLDocument('app');
  const parent = {document: parentDoc};
  const win = {location: {search}, document: doc, parent, matchMedia: () => media, MutationObserver: window.MutationObserver};
  return {win, media, parentDoc, doc};
}

afterEach(() => applyPalette('light'));

describe('deciding the theme', () => {
  it('takes the URL override first, then TensorBoard, then the system', () => {
    expect(decideTheme({})).toBe('light');
    expect(decideTheme({systemDark: true})).toBe('dark');
    expect(decideTheme({tensorboardDark: false, systemDark: true})).toBe('light');
    expect(decideTheme({tensorboardDark: true, systemDark: false})).toBe('dark');
    expect(decideTheme({override: 'light', tensorboardDark: true, systemDark: true})).toBe('light');
    expect(decideTheme({override: 'dark'})).toBe('dark');
    expect(decideTheme({override: 'pink', systemDark: true})).toBe('dark');
  });

  it('reads ?theme= and finds TensorBoard only in a parent page with <tb-webapp>', () => {
    expect(themeOverride({location: {search: '?theme=dark'}})).toBe('dark');
    expect(themeOverride({location: {search: '?theme=blue'}})).toBe(null);
    expect(tensorboardDocument(window)).toBe(null); // not in a frame
    expect(tensorboardDocument(fakeWindow({tensorboard: true}).win)).not.toBe(null);
    expect(tensorboardDocument(fakeWindow({tensorboard: false}).win)).toBe(null);
    const crossOrigin = {get parent() { return {get document() { throw new Error('cross-origin'); }}; }};
    expect(tensorboardDocument(crossOrigin)).toBe(null);
  });
});

describe('switching', () => {
  it('writes the dark palette into the exported objects, keeping their identity', () => {
    const surface = UI.surface;
    const events = EVENTS;
    const derived = themed(() => ({background: UI.surface}));
    expect(applyPalette('dark')).toBe(true);
    expect(paletteName()).toBe('dark');
    expect(UI.surface).not.toBe(surface);
    expect(luminance(UI.surface)).toBeLessThan(0.05);
    expect(TRACE_PALETTE).toBe(events); // trace/colors.js aliases the same array
    expect(colorForName('MatMul')).toBe(EVENTS[TRACE_PALETTE.indexOf(colorForName('MatMul'))]);
    expect(derived.background).toBe(UI.surface);
    expect(redToGreen(1)).toContain('30%');
    applyPalette('light');
    expect(UI.surface).toBe(surface);
    expect(derived.background).toBe(surface);
    expect(redToGreen(1)).toContain('82%');
  });

  it('keeps palette.js UI and tokens.css in step in both themes', () => {
    const roles = {surface: 'surface', surfaceSunken: 'surface-sunken', zebra: 'zebra', text: 'text',
      textSecondary: 'text-secondary', muted: 'muted', hint: 'hint', faint: 'faint', border: 'border', divider: 'divider'};
    for (const theme of ['light', 'dark']) {
      applyPalette(theme);
      const css = tokens(theme);
      for (const [key, token] of Object.entries(roles)) {
        expect(rgbOf(UI[key]), `${theme} ${key}`).toEqual(rgbOf(css[`--tbp-${token}`].replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3')));
      }
    }
  });

  it('gives every token a dark value, text 4.5:1 or more on the surfaces', () => {
    const light = tokens('light');
    const dark = tokens('dark');
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
    for (const text of ['text', 'text-secondary', 'muted', 'hint', 'link', 'ok', 'warning', 'error', 'info']) {
      for (const surface of ['surface', 'surface-alt', 'surface-sunken', 'zebra', 'hover']) {
        expect(contrast(dark[`--tbp-${text}`], dark[`--tbp-${surface}`]), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('dark event and graph boxes keep their text readable (4.5:1)', () => {
    applyPalette('dark');
    for (const c of EVENTS) expect(contrast(c, UI.text), c).toBeGreaterThanOrEqual(4.5);
    for (const c of Object.values(HLO_CATEGORIES)) expect(contrast(c, GRAPH.text), c).toBeGreaterThanOrEqual(4.5);
    expect(SERIES).toHaveLength(12);
  });
});

describe('startTheme', () => {
  it('applies the system preference outside TensorBoard and follows its changes', () => {
    const {win, media, doc} = fakeWindow({systemDark: true});
    const onChange = vi.fn();
    const theme = startTheme({win, onChange});
    expect(theme.theme()).toBe('dark');
    expect(doc.documentElement.dataset.tbpTheme).toBe('dark');
    expect(paletteName()).toBe('dark');
    media.matches = false;
    media.listeners.forEach((fn) => fn());
    expect(doc.documentElement.dataset.tbpTheme).toBe('light');
    expect(paletteName()).toBe('light');
    expect(onChange).toHaveBeenCalledWith('light');
    theme.stop();
  });

  it("follows TensorBoard's dark-mode class in its iframe, over the system's", async () => {
    const {win, parentDoc, doc} = fakeWindow({tensorboard: true, parentDark: false, systemDark: true});
    const onChange = vi.fn();
    const theme = startTheme({win, onChange});
    expect(doc.documentElement.dataset.tbpTheme).toBe('light');
    parentDoc.body.classList.add('dark-mode');
    await new Promise((resolve) => setTimeout(resolve, 0)); // mutation records are delivered as a microtask
    expect(doc.documentElement.dataset.tbpTheme).toBe('dark');
    expect(onChange).toHaveBeenCalledWith('dark');
    theme.stop();
  });

  it('lets ?theme= override both', () => {
    const {win, doc} = fakeWindow({search: '?theme=light', tensorboard: true, parentDark: true, systemDark: true});
    startTheme({win}).stop();
    expect(doc.documentElement.dataset.tbpTheme).toBe('light');
  });
});
