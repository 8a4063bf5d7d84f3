// Saves text as a file through a Blob URL and a temporary <a download>:
// works offline and under the page's CSP (no data: URL, no navigation).

/**
 * downloadText(text, fileName, type = 'text/csv;charset=utf-8')
 * Returns the Blob it saved (handy for tests).
 */
export function downloadText(text, fileName, type = 'text/csv;charset=utf-8') {
  const blob = new Blob([text], {type});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.className = 'tbp-download-link';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers start reading the URL only after the click handler
    // returns, so give the download a moment before the URL is released.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return blob;
}
