// Builds src/index.js (the ES module TensorBoard loads in the plugin iframe,
// exporting render()) into tb_profile_plugin/static/, with its CSS beside it.
// public/ holds the standalone page (index.html + main.js), copied as is.
import {defineConfig} from 'vite';

export default defineConfig({
  publicDir: 'public',
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
