import { Link } from 'react-router';
import { MessageSquarePlus, Radio, Code2 } from 'lucide-react';
import { BRAND } from '@commentflow/shared';
import { useAuth } from '../lib/auth/use-auth.ts';

const FEATURES = [
  { icon: Code2, title: 'One script tag', text: 'Paste a single snippet into your site and feedback starts flowing.' },
  { icon: MessageSquarePlus, title: 'Pinned to the element', text: 'People click the exact spot they mean and say what is wrong.' },
  { icon: Radio, title: 'Live for the whole team', text: 'Comments and replies appear in the dashboard the moment they are written.' },
];

export default function HomePage() {
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-white dark:bg-zinc-950">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <Link to="/" className="flex items-center gap-2.5 font-semibold text-zinc-900 dark:text-zinc-100">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-indigo-600 text-xs font-bold text-white">{BRAND.logo}</span>
          {BRAND.name}
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2">
          {user ? (
            <Link to="/client/dashboard" className="rounded-md bg-indigo-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-indigo-500">
              Open dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className="rounded-md px-3 py-2 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800">
                Sign in
              </Link>
              <Link to="/signup" className="rounded-md bg-indigo-600 px-3.5 py-2 text-sm font-medium text-white hover:bg-indigo-500">
                Sign up
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="mx-auto max-w-5xl px-4 pt-16 pb-24 sm:px-6 sm:pt-24">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-semibold tracking-tight text-zinc-900 sm:text-5xl dark:text-white">{BRAND.tagline}</h1>
          <p className="mt-5 text-lg text-zinc-600 dark:text-zinc-400">
            Let clients and teammates pin comments on any element of your site, and answer them live from one inbox.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={user ? '/client/dashboard' : '/signup'} className="rounded-md bg-indigo-600 px-4 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-indigo-500">
              {user ? 'Go to your dashboard' : 'Get started free'}
            </Link>
            {!user && (
              <Link to="/login" className="rounded-md border border-zinc-200 px-4 py-2.5 text-sm font-medium text-zinc-900 hover:bg-zinc-50 dark:border-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-900">
                I have an account
              </Link>
            )}
          </div>
        </div>
        <ul className="mt-20 grid gap-6 sm:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-zinc-200 p-5 dark:border-zinc-800">
              <Icon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden />
              <h2 className="mt-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</h2>
              <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{text}</p>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
