// Event colours: a name always gets the same colour (in every window, reload
// and host), from a hash of the name into a fixed palette. Mid-light tones so
// dark 11px text stays readable on every one of them.

export const PALETTE = [
  '#8fb8e0', '#f0b27a', '#9fd3a0', '#e8a0a0', '#c3a6d8', '#84cfd6',
  '#f2d680', '#c8ad9f', '#eba5c9', '#a9b9c3', '#cfd68a', '#a4a8e0',
  '#7fc7b0', '#e6bc8c', '#b5cf9a', '#d6a8a8',
];

export const TEXT_COLOR = '#212121';

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

/** '#rrggbb' -> 'rgba(r, g, b, alpha)'. */
export function withAlpha(hex, alpha) {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
