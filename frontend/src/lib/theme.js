// Light or dark. In TensorBoard's iframe the app follows TensorBoard: its
// page's <body> has class "dark-mode" when dark (set from its settings menu,
// or by default from the browser's prefers-color-scheme when TensorBoard
// loaded). Elsewhere (the standalone page) it follows prefers-color-scheme.
// `?theme=dark` or `?theme=light` in the page's URL overrides both.
//
// A theme is data-tbp-theme on <html> (tokens.css) plus the canvas and SVG
// colours (palette.js); both switch at run time, and onChange redraws.

import {applyPalette} from './palette.js';

export const THEMES = ['light', 'dark'];
/** TensorBoard's class on its page's <body> in dark mode (its dark-mode-supporter). */
export const TENSORBOARD_DARK_CLASS = 'dark-mode';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** 'light' | 'dark': the URL's override, else TensorBoard's mode, else the system's. */
export function decideTheme({override = null, tensorboardDark = null, systemDark = false} = {}) {
  if (THEMES.includes(override)) return override;
  if (tensorboardDark !== null) return tensorboardDark ? 'dark' : 'light';
  return systemDark ? 'dark' : 'light';
}

/** TensorBoard's document when this page is in its (same-origin) iframe, else null. */
export function tensorboardDocument(win = window) {
  try {
    if (!win.parent || win.parent === win) return null;
    const doc = win.parent.document;
    return doc && doc.body && doc.querySelector('tb-webapp') ? doc : null;
  } catch {
    return null; // a cross-origin parent: not TensorBoard's page
  }
}

/** The ?theme= of the page's URL, or null. */
export function themeOverride(win = window) {
  const value = new URLSearchParams(win.location.search).get('theme');
  return THEMES.includes(value) ? value : null;
}

/** Sets theme `name` on the page (tokens.css) and the palette (palette.js). */
export function applyTheme(name, doc = document) {
  doc.documentElement.dataset.tbpTheme = name;
  applyPalette(name);
}

/**
 * Decides the theme, applies it, and follows changes of TensorBoard's mode
 * and of the system's; onChange(name) after each switch. Returns
 * {theme(), stop()}.
 */
export function startTheme({win = window, onChange = () => {}} = {}) {
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(SYSTEM_DARK) : null;
  const tb = tensorboardDocument(win);
  const override = themeOverride(win);
  const decide = () => decideTheme({
    override,
    tensorboardDark: tb ? tb.body.classList.contains(TENSORBOARD_DARK_CLASS) : null,
    systemDark: Boolean(media && media.matches),
  });
  let current = decide();
  applyTheme(current, win.document);

  const update = () => {
    const next = decide();
    if (next === current) return;
    current = next;
    applyTheme(current, win.document);
    onChange(current);
  };
  const stops = [];
  if (media && media.addEventListener) {
    media.addEventListener('change', update);
    stops.push(() => media.removeEventListener('change', update));
  }
  if (tb) {
    // This frame's observer (it goes with the frame when TensorBoard drops it).
    const observer = new win.MutationObserver(update);
    observer.observe(tb.body, {attributes: true, attributeFilter: ['class']});
    stops.push(() => observer.disconnect());
  }
  return {theme: () => current, stop: () => stops.forEach((stop) => stop())};
}
