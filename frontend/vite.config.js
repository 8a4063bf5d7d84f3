// Builds src/index.js (the ES module TensorBoard loads in the plugin iframe,
// exporting render()) into tb_profile_plugin/static/, with its CSS beside it.
// public/ holds the standalone page (index.html + main.js), copied as is.
// graph_viewer's layout engine, elkjs' minified worker script, is copied beside
// them as elk-worker.min.js: loaded only when a graph is drawn.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
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

export default defineConfig({
  publicDir: 'public',
  plugins: [elkWorker],
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
  },
});
