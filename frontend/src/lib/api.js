// The only module that talks to the server, through the documented routes
// under <prefix>/data/plugin/profile/ (docs/http_api.md).

// This bundle is served from <prefix>/data/plugin/profile/static/index.js in
// TensorBoard (any --path_prefix) and standalone alike: routes are one level up.
export const BASE = new URL(/* @vite-ignore */ '../', import.meta.url).href;

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

export function routeUrl(route, params = {}) {
  const url = new URL(route, BASE);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, value);
  }
  return url.href;
}

async function errorOf(reply) {
  let message = `${reply.status} ${reply.statusText}`;
  try {
    const body = await reply.json();
    if (body && typeof body.error === 'string') message = body.error;
  } catch (e) { /* not JSON: keep the status line */ }
  return new ApiError(message, reply.status);
}

/**
 * GET a JSON route. `onProgress(bytesLoaded)` is called while the body
 * streams in (large tool data), so the page can show what is loading.
 */
export async function getJson(route, params = {}, {onProgress, signal} = {}) {
  let reply;
  try {
    reply = await fetch(routeUrl(route, params), {signal, headers: {Accept: 'application/json'}});
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new ApiError(`cannot reach the server (${e.message})`, 0);
  }
  if (!reply.ok) throw await errorOf(reply);
  if (!onProgress || !reply.body) return reply.json();
  const reader = reply.body.getReader();
  const chunks = [];
  let loaded = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress(loaded);
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const c of chunks) { bytes.set(c, at); at += c.length; }
  return JSON.parse(new TextDecoder().decode(bytes));
}

export const api = {
  runs: () => getJson('runs'),
  runTools: (run) => getJson('run_tools', {run, details: 1}),
  hosts: (run, tool) => getJson('hosts', {run, tag: tool}),
  modules: (run, host) => getJson('module_list', {run, host}),
  data: (params, opts) => getJson('data', params, opts),
  dataUrl: (params) => routeUrl('data', params),
  csvUrl: (params) => routeUrl('data_csv', params),
  capture: (params) => getJson('capture_profile', params),
};
