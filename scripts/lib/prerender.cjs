// The screens a remote lists in src/prerender.ts, rendered to static HTML at build time (issue 29): its
// release then carries `prerender.json` ({ routes: { "/auth/login": "prerender/auth-login.html" } }) and
// one fragment per screen (the screen's markup and the CSS it needs in a <style>, never a script). The
// server puts the fragment in the page at that address (api/src/http/prerender.ts), so a first visit
// paints the screen before any script arrives; the shell takes over once the real screen has rendered
// (shell/src/app/prerendered.ts).
//
// How: a second rspack compilation, for Node, of lib/prerender/entry.tsx with the remote's module and
// list; its bundle is run in this process and each screen rendered with React's `prerender` (lazy pages
// resolved). Stylesheets are collected as text (prerender-css-loader.cjs), images inlined as data: URLs.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { swcRule } = require('./swc-rule.cjs');

/** The Node build of the renderer for the remote in `dir`. */
function rendererConfig(rspack, dir, outDir) {
  return {
    mode: 'production',
    target: 'node',
    context: dir,
    entry: { renderer: path.join(__dirname, 'prerender/entry.tsx') },
    output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@prerender/module': path.join(dir, 'src/module.tsx'),
        '@prerender/screens': path.join(dir, 'src/prerender.ts'),
      },
    },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, loader: path.join(__dirname, 'prerender-css-loader.cjs'), type: 'javascript/auto' },
        { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset/inline' },
        { test: /\.(mp3|wav)$/, type: 'asset/resource' },
      ],
    },
    // Everything in one file, run once: no chunks to load, nothing to minify.
    optimization: { minimize: false, splitChunks: false },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: false,
    devtool: false,
    stats: 'errors-warnings',
  };
}

function compile(rspack, config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/** The file name of a screen's fragment: /auth/login → prerender/auth-login.html. */
function fragmentFile(urlPath) {
  const slug = urlPath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'index';
  return `prerender/${slug}.html`;
}

/**
 * Renders the listed screens of the remote in `dir`: [{ urlPath, file, html }] and the prerender.json that
 * names them. `rspack`: @rspack/core's export (the running compiler's own, in the plugin).
 */
async function renderRemoteScreens(rspack, dir) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  try {
    await compile(rspack, rendererConfig(rspack, dir, outDir));
    globalThis.__prerenderCss = [];
    const { renderScreens } = require(path.join(outDir, 'renderer.js'));
    const screens = await renderScreens();
    const css = [...new Set(globalThis.__prerenderCss)].join('\n');
    const files = screens.map(({ path: urlPath, html, antdCss }) => ({
      urlPath,
      file: fragmentFile(urlPath),
      html: `<style>${antdCss}\n${css}</style>${html}`,
    }));
    const manifest = { routes: Object.fromEntries(files.map(({ urlPath, file }) => [urlPath, file])) };
    return { files, manifest };
  } finally {
    delete globalThis.__prerenderCss;
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** Adds the fragments and prerender.json to a remote's build when it has a src/prerender.ts. */
class PrerenderPlugin {
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    if (!fs.existsSync(path.join(this.dir, 'src/prerender.ts'))) return;
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      // Before the precompression (OPTIMIZE_TRANSFER): the fragments get their .br and .gz too.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { files, manifest } = await renderRemoteScreens(compiler.webpack, this.dir);
          for (const { file, html } of files) compilation.emitAsset(file, new sources.RawSource(html));
          compilation.emitAsset('prerender.json', new sources.RawSource(`${JSON.stringify(manifest)}\n`));
        },
      );
    });
  }
}

module.exports = { PrerenderPlugin, renderRemoteScreens, fragmentFile };
