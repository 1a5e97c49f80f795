import { useTranslation } from 'react-i18next';
import type { Project } from '@commentflow/shared';

/** Checkboxes for the projects a client may see. */
export function ProjectPicker({
  projects,
  selected,
  onChange,
  legend,
  error,
}: {
  projects: Project[];
  selected: string[];
  onChange: (ids: string[]) => void;
  legend?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('team');
  const toggle = (id: string) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">{legend ?? t('picker.legend')}</legend>
      {projects.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('picker.noProjects')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {projects.map((project) => (
            <label
              key={project.id}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-zinc-200 px-2.5 py-1.5 text-sm text-zinc-800 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500/40 dark:border-zinc-700 dark:text-zinc-200 dark:has-[:checked]:bg-indigo-500/15"
            >
              <input
                type="checkbox"
                className="accent-indigo-600"
                checked={selected.includes(project.id)}
                onChange={() => toggle(project.id)}
              />
              {project.name}
            </label>
          ))}
        </div>
      )}
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}
