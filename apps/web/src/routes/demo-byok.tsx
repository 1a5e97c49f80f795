import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { WidgetKey } from '@commentflow/shared';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { ApiError } from '../lib/api-error.ts';
import { checkWidgetKey } from '../features/demos/demo-api.ts';
import { DemoFrame } from '../features/demos/demo-frame.tsx';

/** The server's refusal in words a site owner can act on. */
function explain(error: Error): string {
  if (!(error instanceof ApiError)) return error.message;
  if (error.code === 'origin-not-allowed')
    return `Your project does not allow ${window.location.origin}. Add it to the project's allowed origins in the dashboard, then try again.`;
  if (error.status === 404) return 'No project has this key. Copy it again from your project in the dashboard.';
  return error.message;
}

/** Bring your own key: run the widget on this page with your own project, before touching your site. */
export default function DemoByokPage() {
  const [draft, setDraft] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const check = useMutation({ mutationFn: checkWidgetKey, onSuccess: (_config, key) => setActiveKey(key) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = WidgetKey.safeParse(draft.trim());
    setFormatError(parsed.success ? undefined : 'A project key starts with pk_ followed by 16 to 64 letters, digits, - or _.');
    if (parsed.success) check.mutate(parsed.data);
  };

  return (
    <DemoFrame
      title="Bring your own key"
      widgetKey={activeKey}
      intro="Paste the public key of one of your own projects to try the widget with it on this page: comments you leave here go to your project and show up in your dashboard."
    >
      <form
        onSubmit={submit}
        className="max-w-xl space-y-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800"
        aria-labelledby="byok-title"
      >
        <h2 id="byok-title" className="font-semibold text-zinc-900 dark:text-white">
          Your project key
        </h2>
        <Input
          label="Project key"
          placeholder="pk_..."
          value={draft}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
          error={formatError ?? (check.isError ? explain(check.error) : undefined)}
          hint={`Find it in the dashboard under your project. The project must allow this origin: ${window.location.origin}`}
        />
        <Button type="submit" busy={check.isPending}>
          Load the widget with this key
        </Button>
        {activeKey && check.data && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            {check.data.project.name === null ? 'Running with this key.' : `Running with "${check.data.project.name}".`}{' '}
            {check.data.project.allowGuests
              ? 'Visitors can comment as guests.'
              : 'Only signed-in members can comment: guests are turned off for this project.'}
          </p>
        )}
      </form>
      <section aria-labelledby="sample-title" className="mt-8 max-w-xl rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
        <h2 id="sample-title" className="font-semibold text-zinc-900 dark:text-white">
          Something to comment on
        </h2>
        <p id="byok-sample" className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Once the widget runs with your key, press c and click this paragraph. Then open your dashboard: the comment is there, with this
          page's address.
        </p>
      </section>
    </DemoFrame>
  );
}
