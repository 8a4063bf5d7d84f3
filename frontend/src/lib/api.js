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
 * An ApiError for a reply whose body broke off (after `loaded` bytes, when
 * known): the server drops the connection when it fails after sending the
 * first byte, so what came is never the whole reply.
 */
function brokenOff(loaded, error) {
  const after = loaded === null ? ' part way' : ` after ${loaded} bytes`;
  const why = error && error.message ? ` (${error.message})` : '';
  return new ApiError(`the reply broke off${after}${why}: the server failed part way (see its log)`, 0);
}

/**
 * Reads a reply's body, calling `onChunk(bytes, bytesLoaded)` for each chunk;
 * resolves to the byte count. Rejects with an ApiError when the body breaks
 * off part way (an abort still rejects with the AbortError): a part is never
 * taken for the whole.
 */
async function readChunks(reply, onChunk) {
  let loaded = 0;
  const reader = reply.body.getReader();
  for (;;) {
    let step;
    try {
      step = await reader.read();
    } catch (e) {
      if (e.name === 'AbortError') throw e;
      throw brokenOff(loaded, e);
    }
    if (step.done) return loaded;
    loaded += step.value.length;
    onChunk(step.value, loaded);
  }
}

/** The last `n` bytes of `before` followed by `chunk`. */
function lastBytes(before, chunk, n) {
  if (chunk.length >= n) return chunk.slice(chunk.length - n);
  const joined = new Uint8Array(before.length + chunk.length);
  joined.set(before);
  joined.set(chunk, before.length);
  return joined.slice(Math.max(0, joined.length - n));
}

/**
 * GETs a route -> its reply when the server answered 2xx. Rejects with an
 * ApiError when the server cannot be reached or answers an error (its
 * message); an abort rejects with the AbortError.
 */
async function okReply(route, params, init) {
  // 409: the profile was replaced while the server read it (it answers from one version of a
  // file or none); the next read is of the new file, so it is asked once more before the
  // message is shown.
  for (let attempt = 1; ; attempt += 1) {
    let reply;
    try {
      reply = await fetch(routeUrl(route, params), init);
    } catch (e) {
      if (e.name === 'AbortError') throw e;
      throw new ApiError(`cannot reach the server (${e.message})`, 0);
    }
    if (reply.ok) return reply;
    if (reply.status !== 409 || attempt === 2) throw await errorOf(reply);
  }
}

/**
 * GET a JSON route. `onProgress(bytesLoaded)` is called while the body
 * streams in (large tool data), so the page can show what is loading.
 * A body that breaks off part way rejects with an ApiError.
 */
export async function getJson(route, params = {}, {onProgress, signal} = {}) {
  const reply = await okReply(route, params, {signal, headers: {Accept: 'application/json'}});
  if (!onProgress || !reply.body) {
    try {
      return await reply.json();
    } catch (e) {
      if (e.name === 'AbortError') throw e;
      if (e.name === 'SyntaxError') throw new ApiError(`the reply is not valid JSON (${e.message})`, reply.status);
      throw brokenOff(null, e);
    }
  }
  const chunks = [];
  const loaded = await readChunks(reply, (chunk, n) => {
    chunks.push(chunk);
    onProgress(n);
  });
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const c of chunks) { bytes.set(c, at); at += c.length; }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (e) {
    throw new ApiError(`the reply is not valid JSON (${e.message})`, reply.status);
  }
}

/**
 * GET a route whose reply is bytes (a binary trace window) -> ArrayBuffer.
 * Errors as getJson: the server's message for an error reply (JSON), an
 * ApiError when the server cannot be reached or the body breaks off part way;
 * an abort rejects with the AbortError.
 */
export async function getBytes(route, params = {}, {signal} = {}) {
  const reply = await okReply(route, params, {signal, headers: {Accept: 'application/octet-stream, application/json'}});
  try {
    return await reply.arrayBuffer();
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw brokenOff(null, e);
  }
}

/** A download is gathered in Blobs of this size: the browser keeps (and may spill
 * to disk) what is in Blobs, so a trace of gigabytes never sits in page memory. */
const BLOB_BATCH_BYTES = 32 << 20;

/**
 * GET a route into a Blob (a file to save), calling `onProgress(bytesLoaded)`.
 * Rejects with an ApiError, and so nothing is saved, when the server answers
 * an error (its message), when the body breaks off part way, or when
 * `complete(lastText)` (the last 64 bytes as text) says the end is not the end
 * of a whole file (a server that closes the connection instead of failing it).
 */
export async function getBlob(route, params = {}, {onProgress, signal, type = '', complete} = {}) {
  const reply = await okReply(route, params, {signal});
  if (!reply.body) throw new ApiError('the reply has no body', reply.status);
  const blobs = [];
  let pending = [];
  let pendingBytes = 0;
  let tail = new Uint8Array(0);
  const loaded = await readChunks(reply, (chunk, n) => {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes >= BLOB_BATCH_BYTES) {
      blobs.push(new Blob(pending));
      pending = [];
      pendingBytes = 0;
    }
    tail = lastBytes(tail, chunk, 64);
    if (onProgress) onProgress(n);
  });
  if (complete && !complete(new TextDecoder().decode(tail))) {
    throw new ApiError(`the reply ended after ${loaded} bytes without the end of the file: the server failed part way (see its log)`, 0);
  }
  blobs.push(new Blob(pending));
  return new Blob(blobs, {type: type || reply.headers.get('Content-Type') || ''});
}

// capture_profile's parameters (docs/http_api.md); all are sent, empty ones too.
const CAPTURE_PARAMS = ['service_addr', 'is_tpu_name', 'duration', 'num_retry', 'worker_list',
  'host_tracer_level', 'device_tracer_level', 'python_tracer_level', 'delay'];

/** The capture_profile URL: every contract parameter, empty ones included. */
export function captureUrl(params) {
  const url = new URL('capture_profile', BASE);
  for (const name of CAPTURE_PARAMS) url.searchParams.set(name, params[name] ?? '');
  return url.href;
}

/**
 * GETs the route. -> {ok, status, body}; body is the JSON reply, or
 * {error} when the reply is not JSON or the server cannot be reached.
 * An abort (the dialog was closed) rejects with the AbortError.
 */
export async function requestCapture(params, {signal} = {}) {
  let reply;
  try {
    reply = await fetch(captureUrl(params), {signal, headers: {Accept: 'application/json'}});
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    return {ok: false, status: 0, body: {error: `Cannot reach the server (${e.message}).`}};
  }
  let body = null;
  try {
    body = await reply.json();
  } catch (e) {
    if (e.name === 'AbortError') throw e;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) body = {};
  if (!reply.ok && typeof body.error !== 'string') body.error = `${reply.status} ${reply.statusText}`.trim();
  return {ok: reply.ok, status: reply.status, body};
}

export const api = {
  runs: () => getJson('runs'),
  // progress: an id to ask api.progress how far a cold load has got (optional).
  runTools: (run, progress) => getJson('run_tools', {run, details: 1, progress}),
  hosts: (run, tool, progress) => getJson('hosts', {run, tag: tool, progress}),
  modules: (run, host) => getJson('module_list', {run, host}),
  data: (params, opts) => getJson('data', params, opts),
  // -> ArrayBuffer: a trace window asked with format=binary (trace/model.js decodeWindow).
  dataBytes: (params, opts) => getBytes('data', params, opts),
  // -> how far the data request that gave `progress: id` has got (docs/http_api.md).
  progress: (id) => getJson('progress', {id}),
  dataUrl: (params) => routeUrl('data', params),
  // -> Blob of a tool's whole data (the trace download); rejects rather than give a part.
  dataBlob: (params, opts) => getBlob('data', params, opts),
  csvUrl: (params) => routeUrl('data_csv', params),
  // -> {ok, status, body}: a failed capture's reply still carries the per-host outcome.
  capture: (params, opts) => requestCapture(params, opts),
};
