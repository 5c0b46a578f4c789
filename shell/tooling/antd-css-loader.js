// antd's static stylesheet (antd/dist/antd.css, for theme.zeroRuntime) trimmed to what the product shows.
// The file styles every antd component (1 MB); only the rules of the components the product shares
// (shared-ui/src/vendor/antdProvided.js) and of those they render inside them stay (560 KB).
// Run-time antd scopes its link rules to its own components; the static file makes them global, which
// would restyle the shell's own links: they are scoped again here.
const antdComponents = require('../../shared-ui/src/vendor/antdProvided.js');

// The class prefix of each shared component ("ant-<prefix>…"), where it is not its dashed name.
const prefixOf = { Button: 'btn', DatePicker: 'picker', InputNumber: 'input' };
// Rendered inside the shared components (Table's selection checkbox; the motions of Select, Modal and
// Tooltip; the buttons' click wave): their rules stay too.
const inner = ['checkbox', 'wave', 'motion', 'fade', 'zoom', 'slide', 'move'];
const kept = new Set([
  ...antdComponents.map(
    (name) => prefixOf[name] ?? name.replace(/[A-Z]/g, (c, at) => (at ? '-' : '') + c.toLowerCase()),
  ),
  ...inner,
]);
// "ant-select-dropdown" belongs to select, "ant-col-xs-8" to col, "ant-collapse" to no kept component.
const prefixes = [...kept].sort((a, b) => b.length - a.length);
const ownedByKept = (cls) => prefixes.some((p) => cls === p || cls.startsWith(`${p}-`));

// Where run time puts the link rules: on and inside antd's component roots, which all carry a "css-…"
// class (the theme's hash, its CSS variables' key); unknown at build time, hence the attribute match.
const antdRoot = ':where([class^="css-"],[class*=" css-"])';
const scopeLink = (selector) => `${antdRoot} ${selector},${selector.replace(/^a/, `a${antdRoot}`)}`;

/** Top-level blocks of a CSS text as [prelude, body] (machine-written CSS: no comments, quoted braces). */
function blocks(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  let quote = null;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' && depth++ === 0) open = i;
    else if (c === '}' && --depth === 0) {
      out.push([css.slice(start, open).trim(), css.slice(open + 1, i)]);
      start = i + 1;
    }
  }
  return out;
}

const antdClasses = (selector) => [...selector.matchAll(/\.ant-([\w-]+)/g)].map((m) => m[1]);

/** The kept rules of `css`; `first` collects the link and icon rules, which run time puts first. */
function trim(css, first) {
  return blocks(css)
    .map(([prelude, body]) => {
      if (prelude.startsWith('@keyframes')) return `${prelude}{${body}}`;
      if (prelude.startsWith('@')) {
        const inside = trim(body, first);
        return inside && `${prelude}{${inside}}`;
      }
      const selectors = prelude.split(/,(?![^(]*\))/).map((s) => s.trim());
      if (selectors.some((s) => antdClasses(s).length > 0)) {
        const wanted = selectors.filter((s) => antdClasses(s).every(ownedByKept));
        return wanted.length > 0 ? `${wanted.join(',')}{${body}}` : '';
      }
      // Both come twice (the shared reset and the icons' own style): once is enough.
      if (selectors.every((s) => /^a\b/.test(s))) first.add(`${selectors.map(scopeLink).join(',')}{${body}}`);
      else if (selectors.every((s) => s.startsWith('.anticon'))) first.add(`${prelude}{${body}}`);
      // What is left: the default theme's variables (".css-var-…"; the live theme sets its own) and
      // a cache marker.
      return '';
    })
    .join('');
}

module.exports = function antdCssLoader(source) {
  const first = new Set();
  const components = trim(source, first);
  return [...first].join('') + components;
};
