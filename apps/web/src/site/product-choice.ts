import { BRAND } from '@commentflow/shared/brand';
import { DEFAULT_PRODUCT, findProduct, parseProductParam, type Product } from '@commentflow/shared/rules/products';
import { readItem, saveItem } from '../lib/storage.ts';

/** docs/product/overview.md: a valid `product` query parameter picks the variant and is remembered. */
export function rememberProductParam(search: string): void {
  const chosen = parseProductParam(new URLSearchParams(search).get('product'));
  if (chosen) saveItem(BRAND.productStorageKey, chosen);
}

/** The variant this visitor chose (parameter first, then storage), DevFlow by default. */
export function chosenProduct(search: string): Product {
  const fromQuery = parseProductParam(new URLSearchParams(search).get('product'));
  return findProduct(fromQuery ?? parseProductParam(readItem(BRAND.productStorageKey)) ?? DEFAULT_PRODUCT);
}

/** The product page of a variant; the plain CommentFlow variant has none, so DevFlow's stands for it. */
export function productPagePath(product: Product): string {
  return product.path ?? findProduct(DEFAULT_PRODUCT).path ?? '/';
}
