// Brotli and gzip copies of a production build's text files (main.3f2a9c1b.js.br, .js.gz), written
// by the bundler beside each file. The server sends them as they are (@fastify/static's
// preCompressed) instead of compressing every file for every cold visit: that took about 200 ms of
// the server's CPU per first visit of /owners, on the two cores the browser also needs (issue 9).
// A file without copies (a release built before) is still compressed on the fly.
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the browser fetches; source maps only reach developer tools, images are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
// What @fastify/compress leaves plain too (api/src/http/compression.ts): not worth a header.
const MIN_BYTES = 1024;

/** Whether a built file gets compressed copies, by its name and size. */
function isCompressible(name, bytes) {
  return COMPRESSIBLE.test(name) && bytes >= MIN_BYTES;
}

/**
 * The brotli (quality 11, the smallest: it runs once per build) and gzip (level 9) forms of
 * `content`. Async: zlib's thread pool compresses several files at once.
 */
async function compressedForms(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  return { br, gz };
}

/** Emits `<file>.br` and `<file>.gz` for every compressible asset, once the assets are final. */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const wanted = Object.keys(assets).filter((name) => isCompressible(name, assets[name].size()));
          await Promise.all(
            wanted.map(async (name) => {
              const { br, gz } = await compressedForms(assets[name].buffer());
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
