// @vitest-environment happy-dom
// Issue 44: busy and idle time must look different on the whole trace, in both
// themes: every shade of a merged box stands out from the tracks' background,
// and a busier box stands out more.
import {describe, it, expect, afterEach} from 'vitest';
import {UI, EVENTS, applyPalette} from '../../src/lib/palette.js';
import {BUSY_COLORS, BUSY_LEVELS, MIN_CONTRAST, FULL_CONTRAST, PALETTE, contrast, shadeFor} from '../../src/trace/colors.js';
import {Timeline} from '../../src/trace/timeline.js';
import {prepareWindow} from '../../src/trace/model.js';
import {reply} from './fake.js';

afterEach(() => applyPalette('light'));

function checkTheme() {
  const backgrounds = [UI.surface, UI.zebra];
  const levels = BUSY_COLORS.levels;
  expect(levels).toHaveLength(BUSY_LEVELS);
  for (let c = 0; c < PALETTE.length; c += 1) {
    let previous = 1;
    for (let level = 0; level < BUSY_LEVELS; level += 1) {
      const shade = levels[level][c];
      const seen = Math.min(...backgrounds.map((b) => contrast(shade, b)));
      expect(seen, `colour ${c} level ${level} (${shade})`).toBeGreaterThanOrEqual(MIN_CONTRAST - 0.01);
      expect(seen, `colour ${c} level ${level} is not above level ${level - 1}`).toBeGreaterThan(previous + 0.02);
      previous = seen;
    }
    expect(previous).toBeGreaterThanOrEqual(FULL_CONTRAST - 0.01);
    // Issue 20's rule still holds: a thread 80 % busy (level 5) is twice as far from the
    // background (in luminance) as one 2 % busy (level 0).
    const lum = (hex) => {
      const v = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16) / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
    };
    const bg = lum(UI.surface);
    expect(Math.abs(lum(levels[5][c]) - bg)).toBeGreaterThan(2 * Math.abs(lum(levels[0][c]) - bg));
  }
}

describe('merged boxes stand out from idle time', () => {
  it('in the light theme', () => {
    applyPalette('light');
    checkTheme();
  });

  it('in the dark theme (the shades follow a theme switch)', () => {
    const light = BUSY_COLORS.levels.map((l) => [...l]);
    applyPalette('dark');
    expect(BUSY_COLORS.levels).not.toEqual(light);
    checkTheme();
  });

  it('the opacity a sparse box had (its busy share) was not enough', () => {
    // What the timeline drew before: the palette colour at 1/8 opacity on the surface.
    const alphaOver = (hex, bg, a) => {
      const p = (h) => [1, 3, 5].map((k) => parseInt(h.slice(k, k + 2), 16));
      const [c, b] = [p(hex), p(bg)];
      return c.map((v, k) => b[k] + (v - b[k]) * a);
    };
    for (const theme of ['light', 'dark']) {
      applyPalette(theme);
      const faint = EVENTS.map((hex) => contrast(alphaOver(hex, UI.surface, 0.125), UI.surface));
      expect(Math.max(...faint)).toBeLessThan(1.1);
      expect(Math.min(...EVENTS.map((hex) => contrast(BUSY_COLORS.levels[0][EVENTS.indexOf(hex)], UI.surface))))
        .toBeGreaterThanOrEqual(MIN_CONTRAST - 0.01);
    }
  });

  it('a shade keeps its colour\'s hue (the darker or lighter of it)', () => {
    // Yellow stays yellow: red and green above blue, as in the palette colour.
    const shade = shadeFor('#f2d680', ['#ffffff'], 2);
    const [r, g, b] = [1, 3, 5].map((k) => parseInt(shade.slice(k, k + 2), 16));
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(1.99);
  });

  it('the timeline draws a 5 %-busy merged box in a shade that stands out, in both themes', () => {
    for (const theme of ['light', 'dark']) {
      applyPalette(theme);
      const parent = document.createElement('div');
      document.body.append(parent);
      const t = new Timeline(parent, {});
      t.setSize(210 + 1000 + 12, 600, 1);
      const r = reply({events: [[20, 1, 0, 100, 100, 1, 57]]});
      r.events.busy = [5];
      t.setWindow(prepareWindow(r));
      const rects = [];
      const ctx = {
        globalAlpha: 1, fillStyle: '',
        fillRect(x, y, w, h) { rects.push({y, h, style: this.fillStyle, alpha: this.globalAlpha}); },
        measureText: (s) => ({width: String(s).length * 6}),
      };
      t.ctx = new Proxy(ctx, {get: (o, k) => (k in o ? o[k] : () => {})});
      t.draw();
      const box = rects.find((b) => b.y === 52 + 82 + 3 && b.h === 17);
      expect(box.alpha).toBe(1);
      expect(contrast(box.style, UI.surface)).toBeGreaterThanOrEqual(MIN_CONTRAST - 0.01);
      expect(contrast(box.style, UI.zebra)).toBeGreaterThanOrEqual(MIN_CONTRAST - 0.01);
      t.destroy();
    }
  });
});
