import { createContext, useContext } from 'react';
import { BRAND } from '@commentflow/shared/brand';

export interface Brand {
  name: string;
  /** Letters shown in the logo tile when there is no logo image. */
  logo: string;
  logoUrl: string | null;
  tagline: string;
}

export const DEFAULT_BRAND: Brand = { name: BRAND.name, logo: BRAND.logo, logoUrl: null, tagline: BRAND.tagline };

/** The brand on the auth screens: CommentFlow's, or a tenant workspace's on its own subdomain (docs/product/overview.md#contexts-and-tenants). */
export const BrandContext = createContext<Brand>(DEFAULT_BRAND);

export function useBrand(): Brand {
  return useContext(BrandContext);
}
