// The trace viewer's "Download the full trace (JSON)" link and its status.
// Fetched here rather than left to the browser, so that a failure is said on
// the page and nothing is saved: an error reply would otherwise be saved as
// the trace, and a reply that breaks off part way (the server failed after
// the first byte) would only show in the browser's download list.

import {el} from '../lib/dom.js';
import {fileStem, formatBytes} from '../lib/format.js';

/** Saves a Blob as a file through a temporary `<a download>`. */
export function saveBlob(blob, fileName) {
  const href = URL.createObjectURL(blob);
  const link = el('a', {href, download: fileName, hidden: true});
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the URL is released once it had time to read it.
  setTimeout(() => URL.revokeObjectURL(href), 60000);
}

/**
 * traceDownload(api, params, isDestroyed) -> {link, status, abort}: the link
 * (the browser's own download on a modified click or without api.dataBlob),
 * the status text beside it, and abort() for the viewer's destroy.
 */
export function traceDownload(api, params, isDestroyed) {
  const fileName = `${fileStem(params.run, params.host || 'all_hosts')}.trace.json`;
  const link = el('a', {class: 'tbp-button tbp-trace-small', href: api.dataUrl(params), download: fileName,
    text: 'Download the full trace (JSON)', title: 'Every event, as Chrome trace JSON for Perfetto or chrome://tracing',
    on: {click: (e) => start(e)}});
  const status = el('span', {class: 'tbp-trace-download-status', role: 'status', 'aria-live': 'polite'});
  let downloading = null; // AbortController of the download in flight

  async function start(e) {
    if (!api.dataBlob || e.button > 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return; // the browser's own
    e.preventDefault();
    if (downloading) return;
    downloading = new AbortController();
    link.setAttribute('aria-busy', 'true');
    status.classList.remove('tbp-error');
    status.textContent = 'Downloading the trace…';
    try {
      const blob = await api.dataBlob(params, {
        signal: downloading.signal,
        type: 'application/json',
        onProgress: (n) => { status.textContent = `Downloading the trace… ${formatBytes(n)}`; },
        // The document ends with `]}`; a reply cut short ends inside the event list.
        complete: (tail) => tail.trimEnd().endsWith(']}'),
      });
      if (isDestroyed()) return;
      saveBlob(blob, fileName);
      status.textContent = `Saved ${fileName} (${formatBytes(blob.size)})`;
    } catch (err) {
      if (isDestroyed() || (err && err.name === 'AbortError')) return;
      status.textContent = `Download failed, nothing was saved: ${err.message}`;
      status.classList.add('tbp-error');
    } finally {
      downloading = null;
      link.removeAttribute('aria-busy');
    }
  }

  return {link, status, abort: () => { if (downloading) downloading.abort(); }};
}
