import { useState, type FormEvent } from 'react';
import { UpdateProjectRequest, type Project } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { parseOrigins } from './parse-origins.ts';
import { useUpdateProject } from './use-projects.ts';

type FieldErrors = Partial<Record<'siteUrl' | 'allowedOrigins' | 'form', string>>;

/** The site URL and the extra origins the widget may run on; the site's own origin is implied. */
export function ProjectSettingsForm({ project }: { project: Project }) {
  const siteOrigin = originOf(project.siteUrl);
  const [siteUrl, setSiteUrl] = useState(project.siteUrl);
  const [origins, setOrigins] = useState(project.allowedOrigins.filter((o) => o !== siteOrigin).join('\n'));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProject(project.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = UpdateProjectRequest.safeParse({ siteUrl: siteUrl.trim(), allowedOrigins: parseOrigins(origins) });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'siteUrl' ? 'siteUrl' : 'allowedOrigins'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: ({ project: updated }) => {
        const origin = originOf(updated.siteUrl);
        setOrigins(updated.allowedOrigins.filter((o) => o !== origin).join('\n'));
        setSaved(true);
      },
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fieldIssues() : {};
        const originIssue = Object.entries(fields).find(([path]) => path.startsWith('allowedOrigins'))?.[1];
        setErrors({ siteUrl: fields.siteUrl, allowedOrigins: originIssue, form: fields.siteUrl || originIssue ? undefined : failure.message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Input label="Site URL" type="url" value={siteUrl} error={errors.siteUrl} onChange={(e) => setSiteUrl(e.target.value)} />
      <Textarea
        label="Allowed origins"
        hint={`${siteOrigin || 'The site URL’s origin'} is always allowed. Add other origins the widget may run on (staging, preview), one per line.`}
        rows={3}
        value={origins}
        error={errors.allowedOrigins}
        placeholder="https://staging.example.com"
        onChange={(e) => setOrigins(e.target.value)}
        className="font-mono text-xs"
      />
      {errors.form && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errors.form}
        </p>
      )}
      <div className="flex items-center justify-end gap-3">
        {saved && (
          <span role="status" className="text-sm text-emerald-600 dark:text-emerald-400">
            Saved
          </span>
        )}
        <Button type="submit" size="sm" busy={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
