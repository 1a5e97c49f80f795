import { Link, Outlet } from 'react-router';
import { useBrand } from '../../site/brand-context.ts';

/** The public auth shell (docs/product/screens.md): logo, brand name and tagline above the form; a tenant's own on its subdomain. */
export function AuthLayout() {
  const brand = useBrand();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-zinc-50 px-4 py-12 dark:bg-zinc-950">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center text-center">
          <Link
            to="/"
            aria-label={`${brand.name} home`}
            className="flex h-11 w-11 items-center justify-center overflow-hidden rounded-xl bg-indigo-600 text-sm font-bold text-white shadow-sm"
          >
            {brand.logoUrl ? <img src={brand.logoUrl} alt="" className="h-full w-full object-cover" /> : brand.logo}
          </Link>
          <p className="mt-4 text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-100">{brand.name}</p>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{brand.tagline}</p>
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
