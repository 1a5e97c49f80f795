import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NotifyEvent, type IntegrationProvider } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { AUTH_WAYS, connectionBody, fieldsOf, PROVIDER_FIELDS, type FieldValues } from './provider-fields.ts';

/** The form values of existing settings, for editing them. */
export function valuesOf(provider: IntegrationProvider, settings: Record<string, unknown>): FieldValues {
  const values: FieldValues = {};
  for (const field of PROVIDER_FIELDS[provider]) {
    if (field.in !== 'settings') continue;
    const [head, nested] = field.key.split('.') as [string, string | undefined];
    const value = nested ? (settings[head] as Record<string, unknown> | undefined)?.[nested] : settings[head];
    if (Array.isArray(value)) values[field.key] = field.kind === 'events' ? (value as string[]) : value.join(', ');
    else if (typeof value === 'boolean' || typeof value === 'string') values[field.key] = value;
  }
  return values;
}

/**
 * One provider's fields. Connecting sends credentials and settings; editing (`editing`) sends the
 * settings and, only when typed in, new credentials.
 */
export function ConnectionForm({
  provider,
  initial = {},
  editing = false,
  busy,
  onSubmit,
  onCancel,
}: {
  provider: IntegrationProvider;
  initial?: FieldValues;
  editing?: boolean;
  busy: boolean;
  onSubmit: (body: ReturnType<typeof connectionBody>) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('integrations');
  const [values, setValues] = useState<FieldValues>(initial);
  const ways = AUTH_WAYS[provider];
  const [way, setWay] = useState(ways?.[0]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (key: string, value: FieldValues[string]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    const body = connectionBody(provider, values, way);
    // Editing: credentials left blank stay as they are.
    if (editing && Object.values(body.credentials).every((value) => value === '')) body.credentials = {};
    onSubmit(body).catch((failure: unknown) => {
      const fields = failure instanceof ApiError ? failure.fieldIssues() : {};
      const byField = Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split('.').slice(-1)[0] ?? path, message]));
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(failure instanceof Error ? failure.message : String(failure));
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormAlert message={formError} />
      {ways && (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('signInWith')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {ways.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
                <input
                  type="radio"
                  name={`${provider}-way`}
                  value={option}
                  checked={way === option}
                  onChange={() => setWay(option)}
                  className="h-4 w-4 border-zinc-300"
                />
                {t(`ways.${provider}.${option}`)}
              </label>
            ))}
          </div>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t(`wayHints.${provider}.${way}`)}</p>
        </fieldset>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {fieldsOf(provider, way).map((field) => {
          const label = t(`fields.${field.key}`) + (field.optional ? ` ${t('optional')}` : '');
          const error = errors[field.key.split('.').slice(-1)[0]!];
          if (field.kind === 'checkbox') {
            return (
              <label key={field.key} className="flex items-center gap-2 text-sm text-zinc-700 sm:col-span-2 dark:text-zinc-300">
                <input
                  type="checkbox"
                  checked={values[field.key] === true}
                  onChange={(e) => set(field.key, e.target.checked)}
                  className="h-4 w-4 rounded border-zinc-300"
                />
                {t(`fields.${field.key}`)}
              </label>
            );
          }
          if (field.kind === 'events') {
            const chosen = Array.isArray(values[field.key]) ? (values[field.key] as string[]) : [...NotifyEvent.options];
            return (
              <fieldset key={field.key} className="space-y-1.5 sm:col-span-2">
                <legend className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{t('fields.events')}</legend>
                {NotifyEvent.options.map((notifyEvent) => (
                  <label key={notifyEvent} className="flex items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-zinc-300"
                      checked={chosen.includes(notifyEvent)}
                      onChange={(e) =>
                        set(field.key, e.target.checked ? [...chosen, notifyEvent] : chosen.filter((c) => c !== notifyEvent))
                      }
                    />
                    {t(`events.${notifyEvent}`)}
                  </label>
                ))}
                {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
              </fieldset>
            );
          }
          if (field.kind === 'pem') {
            return (
              <div key={field.key} className="sm:col-span-2">
                <Textarea
                  label={label}
                  className="font-mono text-xs"
                  rows={4}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder={editing ? t('keepCredential') : field.placeholder}
                  value={typeof values[field.key] === 'string' ? (values[field.key] as string) : ''}
                  error={error}
                  onChange={(e) => set(field.key, e.target.value)}
                />
              </div>
            );
          }
          return (
            <Input
              key={field.key}
              label={label}
              type={field.kind === 'secret' ? 'password' : field.kind === 'url' ? 'url' : 'text'}
              autoComplete="off"
              placeholder={editing && field.in === 'credentials' ? t('keepCredential') : field.placeholder}
              value={typeof values[field.key] === 'string' ? (values[field.key] as string) : ''}
              error={error}
              onChange={(e) => set(field.key, e.target.value)}
            />
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {editing ? t('save') : t('connect')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
