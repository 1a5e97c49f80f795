import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SiteLink } from '../components/site-link.tsx';
import {
  ALL_COOKIES,
  NECESSARY_ONLY,
  onOpenCookieSettings,
  readCookiePreferences,
  saveCookiePreferences,
  type CookiePreferences,
} from './consent-storage.ts';

const CHOICES = [
  {
    key: 'necessary',
    title: 'Essential',
    text: 'Your sign-in session, theme and these cookie choices. The site does not work without them.',
  },
  {
    key: 'analytics',
    title: 'Analytics',
    text: 'Google Analytics page views and a few product events (sign-ups, upgrades), so we learn which pages help.',
  },
  {
    key: 'marketing',
    title: 'Marketing',
    text: 'Measuring which campaigns bring visitors here. No marketing cookies are set today; none ever will be without this.',
  },
] as const;

/**
 * docs/product/screens.md: the cookie settings, open while no choice is stored and again from "Cookie settings".
 * A native modal dialog: focus stays inside, and it closes only on a choice.
 */
export function CookieSettingsModal() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Closed and unticked as prerendered; the stored choice is read in the browser, which opens it when there is none.
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CookiePreferences>(NECESSARY_ONLY);
  const titleId = useId();

  useEffect(() => {
    const stored = readCookiePreferences();
    if (stored) setDraft(stored);
    else setOpen(true);
  }, []);

  useEffect(
    () =>
      onOpenCookieSettings(() => {
        setDraft(readCookiePreferences() ?? NECESSARY_ONLY);
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const choose = (preferences: CookiePreferences) => {
    saveCookiePreferences(preferences);
    setOpen(false);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Escape would close it without a choice; a stored choice is what the modal is for.
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          Cookie settings
        </h2>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Choose what this site may store in your browser. You can change it any time from "Cookie settings" at the bottom of every page.
          Details are in the{' '}
          <SiteLink
            to="/cookies"
            className="font-medium text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-400"
            onClick={() => setOpen(false)}
          >
            cookie policy
          </SiteLink>
          .
        </p>
        <ul className="mt-5 space-y-3">
          {CHOICES.map(({ key, title, text }) => {
            const alwaysOn = key === 'necessary';
            const inputId = `${titleId}-${key}`;
            return (
              <li key={key} className="flex items-start gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 accent-indigo-600"
                  checked={alwaysOn || draft[key]}
                  disabled={alwaysOn}
                  onChange={(event) => {
                    if (!alwaysOn) setDraft({ ...draft, [key]: event.target.checked });
                  }}
                />
                <label htmlFor={inputId} className="text-sm">
                  <span className="font-medium">
                    {title}
                    {alwaysOn && <span className="ml-2 text-xs font-normal text-zinc-500 dark:text-zinc-400">Always on</span>}
                  </span>
                  <span className="mt-0.5 block text-zinc-600 dark:text-zinc-400">{text}</span>
                </label>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => choose(draft)}>
            Save choices
          </Button>
          <Button variant="secondary" onClick={() => choose(NECESSARY_ONLY)}>
            Necessary Only
          </Button>
          <Button onClick={() => choose(ALL_COOKIES)}>Accept All</Button>
        </div>
      </div>
    </dialog>
  );
}
