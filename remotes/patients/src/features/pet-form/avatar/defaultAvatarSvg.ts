// The default pet avatar (docs/product/pets.md#new-pet): a paw print on the brand's teal, drawn for this
// product.
// Kept as markup in the bundle rather than as a separate .svg file: drawn from a data: URL, it never
// taints the canvas, even when this remote is served from another origin than the page.
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#ccfbf1"/>
  <circle cx="200" cy="200" r="168" fill="#99f6e4"/>
  <g fill="#0f766e">
    <ellipse cx="200" cy="250" rx="70" ry="58"/>
    <ellipse cx="122" cy="178" rx="27" ry="36" transform="rotate(-20 122 178)"/>
    <ellipse cx="168" cy="128" rx="28" ry="38" transform="rotate(-6 168 128)"/>
    <ellipse cx="232" cy="128" rx="28" ry="38" transform="rotate(6 232 128)"/>
    <ellipse cx="278" cy="178" rx="27" ry="36" transform="rotate(20 278 178)"/>
  </g>
</svg>`;

export const svgDataUrl = (markup: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
