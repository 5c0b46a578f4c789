// In the prerender build (prerender.cjs), a stylesheet a component imports becomes a call that hands
// its text to the renderer, which puts the rules the screens need in the copy's <style>.
module.exports = function prerenderCssLoader(source) {
  return `(globalThis.__prerenderCss ||= []).push(${JSON.stringify(source)});`;
};
