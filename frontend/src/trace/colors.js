// Event colours: a name always gets the same colour (in every window, reload
// and host), from a hash of the name into a fixed palette (lib/palette.js).

import {EVENTS} from '../lib/palette.js';

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
