// The one place the brand lives, so a white-label tenant can replace it (docs/product/overview.md#brand).
export const BRAND = {
  name: 'CommentFlow',
  logo: 'CF',
  tagline: 'Visual feedback and collaboration platform',
  productStorageKey: 'commentflow_product',
} as const;
