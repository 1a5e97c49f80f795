import { Link } from 'react-router';
import { BRAND } from '@commentflow/shared/brand';
import { STORAGE_KEYS } from '@commentflow/shared/constants';
import { Button } from '../../components/ui/button.tsx';
import { LegalPage } from '../components/legal-page.tsx';
import { openCookieSettings } from '../consent/consent-storage.ts';

interface StoredItem {
  name: string;
  where: string;
  kind: 'Essential' | 'Analytics';
  purpose: string;
  lifetime: string;
}

const ITEMS: StoredItem[] = [
  {
    name: 'cf_refresh',
    where: 'Cookie (server only, /api/auth)',
    kind: 'Essential',
    purpose: 'Keeps you signed in and renews your access token.',
    lifetime: '30 days, or until you sign out',
  },
  {
    name: 'cf_oauth_state',
    where: 'Cookie (server only, /api/auth)',
    kind: 'Essential',
    purpose: 'Protects a sign-in with Google, GitHub and the other providers against forgery.',
    lifetime: '10 minutes',
  },
  {
    name: STORAGE_KEYS.authToken,
    where: 'Local storage',
    kind: 'Essential',
    purpose: 'Your one-hour access token for API calls.',
    lifetime: 'Until you sign out',
  },
  {
    name: STORAGE_KEYS.currentWorkspaceId,
    where: 'Local storage',
    kind: 'Essential',
    purpose: 'The workspace you last opened.',
    lifetime: 'Until you sign out',
  },
  {
    name: STORAGE_KEYS.theme,
    where: 'Local storage',
    kind: 'Essential',
    purpose: 'Light, dark or system theme.',
    lifetime: 'Until you clear it',
  },
  {
    name: STORAGE_KEYS.language,
    where: 'Local storage',
    kind: 'Essential',
    purpose: 'Your interface language.',
    lifetime: 'Until you clear it',
  },
  {
    name: STORAGE_KEYS.cookieConsent,
    where: 'Local storage',
    kind: 'Essential',
    purpose: "Whether you chose 'accepted' or 'necessary'.",
    lifetime: 'Until you clear it',
  },
  {
    name: STORAGE_KEYS.cookiePreferences,
    where: 'Local storage',
    kind: 'Essential',
    purpose: 'Your choice for analytics and marketing.',
    lifetime: 'Until you clear it',
  },
  {
    name: BRAND.productStorageKey,
    where: 'Local storage',
    kind: 'Essential',
    purpose: 'The product variant you picked, so the site speaks about it.',
    lifetime: 'Until you clear it',
  },
  {
    name: '_ga, _ga_<id>',
    where: 'Cookie (Google Analytics)',
    kind: 'Analytics',
    purpose: 'Counts visits and pages viewed. Set only with your analytics consent.',
    lifetime: 'Up to 2 years',
  },
];

/** /cookies: every cookie and local storage key, and the way back into the cookie settings. */
export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      updated="23 November 2026"
      summary="CommentFlow stores as little as possible in your browser. Essential items are always on; analytics needs your consent, and marketing cookies are not used at all."
    >
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
        <span className="text-sm">Change what you allowed at any time:</span>
        <Button variant="secondary" size="sm" onClick={openCookieSettings}>
          Open cookie settings
        </Button>
      </div>
      <h2>What we store</h2>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Where
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Category
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Purpose
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Kept for
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {ITEMS.map((item) => (
              <tr key={item.name}>
                <td className="px-3 py-2">
                  <code>{item.name}</code>
                </td>
                <td className="px-3 py-2">{item.where}</td>
                <td className="px-3 py-2">{item.kind}</td>
                <td className="px-3 py-2">{item.purpose}</td>
                <td className="px-3 py-2">{item.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Categories</h2>
      <ul>
        <li>
          <strong>Essential</strong> items make sign-in, your settings and this consent work. They cannot be switched off.
        </li>
        <li>
          <strong>Analytics</strong> loads the Google Analytics tag, only when the operator of this site configured a measurement id and you
          allowed analytics. It records page views and a few events: sign-ups and sign-ins, comments created, widget loads and plan
          upgrades.
        </li>
        <li>
          <strong>Marketing</strong> is a choice we keep for the future: no marketing or advertising cookies are set today, and none will be
          without your consent.
        </li>
      </ul>
      <h2>The widget on other websites</h2>
      <p>
        The comment widget that site owners embed keeps your guest name and e-mail in that site's local storage so you do not retype them.
        It sets no cookies and loads no analytics.
      </p>
      <p>
        More about the data behind these items is in the{' '}
        <Link to="/privacy" className="font-medium text-indigo-600 hover:underline dark:text-indigo-400">
          privacy policy
        </Link>
        .
      </p>
    </LegalPage>
  );
}
