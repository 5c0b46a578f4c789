export const PRODUCT_NAME = 'VetClinic';
/** The subtitle, "Integral veterinary system" (docs/product/common.md#brand). */
export const PRODUCT_SUBTITLE = 'Sistema Veterinario Integral';
