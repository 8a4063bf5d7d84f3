// Event colours: a name always gets the same colour (in every window, reload
// and host), from a hash of the name into a fixed palette (lib/palette.js).
// Merged boxes get a shade of their colour by how busy they are (busyColors).

import {EVENTS, UI, rgbOf, themed} from '../lib/palette.js';

export const PALETTE = EVENTS;

/** FNV-1a 32-bit: cheap, and it spreads similar names (MatMul, MatMul_1) apart. */
export function hashString(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Palette index of a name. */
export function colorIndex(name) {
  return hashString(String(name ?? '')) % PALETTE.length;
}

export function colorForName(name) {
  return PALETTE[colorIndex(name)];
}

// ---- merged boxes by how busy they are ----

/** Shades of a merged box, from the sparsest (level 0) to one its events fill (last). */
export const BUSY_LEVELS = 8;
/**
 * Contrast (WCAG ratio) with the tracks' background of the sparsest merged
 * box: any box stands out from idle time. Opacity by busy share (0.125 for a
 * box 5 % busy) gave 1.04-1.09 on the mid-light palette: idle and busy threads
 * looked alike on the whole trace (issue 44).
 */
export const MIN_CONTRAST = 1.25;
/**
 * ...and of a full one at least: the light palette's colours are 1.4-2.3 on
 * white, too close to the sparsest shade for a busy thread to read darker than
 * a sparse one, so a full merged box of a pale colour is a deeper tone of it.
 */
export const FULL_CONTRAST = 2.2;

function luminance([r, g, b]) {
  const lin = (v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours ('#rrggbb' or [r, g, b]). */
export function contrast(a, b) {
  const la = luminance(typeof a === 'string' ? rgbOf(a) : a);
  const lb = luminance(typeof b === 'string' ? rgbOf(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const mix = (a, b, t) => a.map((v, k) => v + (b[k] - v) * t);
const hex = (c) => `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour `color` takes to reach contrast `target` with every background of
 * `backgrounds` (the surface first: the shade is mixed from it): the background
 * mixed toward the colour, past it toward black (light backgrounds) or white
 * (dark ones) when the colour itself is too faint. Same hue throughout.
 */
export function shadeFor(color, backgrounds, target) {
  const base = rgbOf(backgrounds[0]);
  const c = rgbOf(color);
  const ink = luminance(base) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  const at = (p) => (p <= 1 ? mix(base, c, p) : mix(c, ink, (p - 1) * 0.6));
  const worst = (rgb) => Math.min(...backgrounds.map((b) => contrast(rgb, b)));
  let lo = 0;
  let hi = 2;
  if (worst(at(hi)) < target) return hex(at(hi));
  for (let k = 0; k < 30; k += 1) {
    const mid = (lo + hi) / 2;
    if (worst(at(mid)) >= target) hi = mid;
    else lo = mid;
  }
  return hex(at(hi));
}

/**
 * levels[level][colour]: the fill of a merged box of palette colour `colour`
 * at busy level `level` (canvas.js busyLevel), opaque: contrast with the
 * background rises evenly from MIN_CONTRAST (level 0) to the palette colour's
 * own (or FULL_CONTRAST when that is fainter) at the last level.
 */
export function busyLevels(palette = PALETTE, backgrounds = [UI.surface, UI.zebra]) {
  const levels = [];
  for (let level = 0; level < BUSY_LEVELS; level += 1) {
    levels.push(palette.map((color) => {
      const own = Math.min(...backgrounds.map((b) => contrast(color, b)));
      // A full merged box looks like the events it holds, where the palette allows.
      if (level === BUSY_LEVELS - 1 && own >= FULL_CONTRAST) return color;
      const top = Math.max(FULL_CONTRAST, own);
      return shadeFor(color, backgrounds, MIN_CONTRAST + ((top - MIN_CONTRAST) * level) / (BUSY_LEVELS - 1));
    }));
  }
  return levels;
}

/** The current theme's busyLevels (computed again on a theme switch). */
export const BUSY_COLORS = themed(() => ({levels: busyLevels()}));
