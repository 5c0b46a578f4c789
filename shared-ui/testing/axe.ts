// axe-core on what jsdom draws: the serious and critical WCAG 2.1 A/AA violations, as "rule: html" lines.
// Colour contrast is left to the browser suite (jsdom lays nothing out and computes no colours).
import axe from 'axe-core';

export async function seriousViolations(container: HTMLElement): Promise<string[]> {
  // jsdom matches every CSS rule against every node axe asks about, and antd injects some 300 KB of
  // rules: that was most of axe's time (several seconds a run, a timeout on a busy machine). Without
  // them axe judges more nodes as visible, so it can only find more, never less.
  const styles = [...document.head.querySelectorAll('style')];
  styles.forEach((style) => style.remove());
  try {
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
  } finally {
    document.head.append(...styles);
  }
}

// axe measures icon ligatures on a canvas, which jsdom lacks: without one it judges without them.
export function withoutCanvas() {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
