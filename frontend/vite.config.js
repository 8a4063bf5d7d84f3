// Builds src/index.js (the ES module TensorBoard loads in the plugin iframe,
// exporting render()) into tb_profile_plugin/static/, with its CSS beside it.
// public/ holds the standalone page (index.html + main.js), copied as is.
// graph_viewer's layout engine, elkjs' minified worker script, is copied beside
// them as elk-worker.min.js: loaded only when a graph is drawn. The licences of
// the npm packages that end up in those files go beside them too, in
// THIRD_PARTY_LICENSES.txt (the minified bundle keeps no licence comments).
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {defineConfig} from 'vite';

const require = createRequire(import.meta.url);

const elkWorker = {
  name: 'tbp-elk-worker',
  apply: 'build',
  generateBundle() {
    const {version, license} = JSON.parse(readFileSync(require.resolve('elkjs/package.json'), 'utf8'));
    const notice = `/*! elkjs ${version} (the Eclipse Layout Kernel), Copyright (c) Kiel University and others. `
      + `License: ${license}. Source: https://github.com/kieler/elkjs */\n`;
    this.emitFile({type: 'asset', fileName: 'elk-worker.min.js',
      source: notice + readFileSync(require.resolve('elkjs/lib/elk-worker.min.js'), 'utf8')});
  },
};

/** The folder of the npm package a bundled module comes from ('' for the app's own). */
function packageDir(id) {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return '';
  const start = at + '/node_modules/'.length;
  const parts = id.slice(start).split('/');
  return id.slice(0, start) + (parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
}

const licences = {
  name: 'tbp-third-party-licences',
  apply: 'build',
  generateBundle(_, bundle) {
    // The worker script is copied rather than bundled.
    const dirs = new Set([dirname(dirname(require.resolve('elkjs/lib/elk-worker.min.js')))]);
    for (const chunk of Object.values(bundle)) {
      for (const id of Object.keys(chunk.modules || {})) {
        const dir = packageDir(id);
        if (dir) dirs.add(dir);
      }
    }
    const packages = [...dirs].map((dir) => ({dir, ...JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))}));
    const parts = ['Third-party software in this folder (bundled into index.js, or elk-worker.min.js).\n'];
    for (const {dir, name, version, license} of packages.sort((a, b) => a.name.localeCompare(b.name))) {
      const files = readdirSync(dir).filter((f) => /^(licen[cs]e|copying)/i.test(f)).sort();
      const texts = files.map((f) => readFileSync(join(dir, f), 'utf8').trim());
      parts.push(`${'='.repeat(78)}\n${name} ${version} (${license})\n${'='.repeat(78)}\n\n${texts.join('\n\n')}\n`);
    }
    this.emitFile({type: 'asset', fileName: 'THIRD_PARTY_LICENSES.txt', source: parts.join('\n')});
  },
};

export default defineConfig({
  publicDir: 'public',
  plugins: [elkWorker, licences],
  build: {
    outDir: '../tb_profile_plugin/static',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: 'src/index.js',
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'index',
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.js'],
    // Vitest's default 5 s per test is a wall-clock bound a loaded 2-core machine misses
    // (issue 44): a test still fails here, on a hang, not on a slow machine.
    testTimeout: 60_000,
  },
});
