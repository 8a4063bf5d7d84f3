// Canvas helpers of the trace timeline: rects batched per colour, text
// widths measured once, a 2D context that may be missing (happy-dom, a
// browser out of canvas memory) and the shade of merged boxes by how busy they are.

import {BUSY_LEVELS} from './colors.js';

/**
 * Which shade (colors.js BUSY_LEVELS, BUSY_COLORS) a merged box gets: `busy`
 * of `width` (same unit) filled by its events, in eighths. A box full within
 * 2 % gets the last one.
 */
export function busyLevel(busy, width) {
  const full = BUSY_LEVELS - 1;
  if (!(width > 0) || busy >= width * 0.98) return full;
  return Math.min(full - 1, Math.max(0, Math.floor((busy / width) * full)));
}

/** Grows like a vector; `fill` paints all its rects in one colour. */
export class RectBatch {
  constructor() {
    this.data = new Float32Array(4096);
    this.n = 0;
  }

  push(x, y, w, h) {
    if (this.n + 4 > this.data.length) {
      const bigger = new Float32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const a = this.data;
    a[this.n] = x;
    a[this.n + 1] = y;
    a[this.n + 2] = w;
    a[this.n + 3] = h;
    this.n += 4;
  }

  /** Paints the rects in `style` and empties the batch; returns how many fillRects it took. */
  fill(ctx, style) {
    const rects = this.n / 4;
    if (this.n) {
      const a = this.data;
      ctx.fillStyle = style;
      // fillRect, not one path of rects: Chromium's software raster fills a
      // 60k-rect path in ~550 ms a frame (measured, headless, --disable-gpu),
      // 60k fillRects in a few ms.
      for (let k = 0; k < this.n; k += 4) ctx.fillRect(a[k], a[k + 1], a[k + 2], a[k + 3]);
    }
    this.n = 0;
    return rects;
  }
}

/**
 * Truncates names to a width with "…", measuring each string once
 * (measureText is the costliest call of a frame when it is not cached).
 */
export class TextFitter {
  constructor(ctx, charPx = 6) {
    this.ctx = ctx;
    this.charPx = charPx;
    this.widths = new Map();
  }

  width(text) {
    let w = this.widths.get(text);
    if (w === undefined) {
      w = this.ctx ? this.ctx.measureText(text).width : text.length * this.charPx;
      if (this.widths.size > 50000) this.widths.clear(); // bound memory on huge name sets
      this.widths.set(text, w);
    }
    return w;
  }

  /** The longest prefix of text (+ "…") that fits in maxPx; '' if not even "x…" fits. */
  fit(text, maxPx) {
    if (this.width(text) <= maxPx) return text;
    let lo = 1;
    let hi = text.length - 1;
    let best = '';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const candidate = `${text.slice(0, mid)}…`;
      if (this.width(candidate) <= maxPx) {
        best = candidate;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return best;
  }

  /**
   * As fit, but text's part after the last `sep` stays whole when it fits alone
   * (a PyTorch thread "python3.10 (2910249): thread 2910250" differs in its end).
   */
  fitKeepingTail(text, maxPx, sep = '): ') {
    const at = text.lastIndexOf(sep);
    if (at < 0 || this.width(text) <= maxPx) return this.fit(text, maxPx);
    const tail = text.slice(at + 1);
    const room = maxPx - this.width(tail);
    const head = room > 0 ? this.fit(text.slice(0, at + 1), room) : '';
    return head ? `${head}${tail}` : this.fit(tail, maxPx);
  }
}

export function context2d(canvas) {
  try {
    return canvas.getContext ? canvas.getContext('2d') : null;
  } catch {
    return null; // happy-dom, or a browser out of canvas memory
  }
}
