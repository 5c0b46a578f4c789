export const PRODUCT_NAME = 'VetClinic';
/** SPEC §1: the subtitle meaning "Integral veterinary system". */
export const PRODUCT_SUBTITLE = 'Sistema Veterinario Integral';
