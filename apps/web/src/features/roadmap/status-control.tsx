import { ROADMAP_STATUS_LABELS, RoadmapStatus } from '@commentflow/shared';
import { fieldClass } from '../../components/ui/input.tsx';
import { useSetRequestStatus } from './use-roadmap.ts';

/** For instance admins: move a request along under review -> planned -> in progress -> done. */
export function StatusControl({ requestId, status }: { requestId: string; status: RoadmapStatus }) {
  const setStatus = useSetRequestStatus(requestId);
  return (
    <div className="rounded-lg border border-dashed border-zinc-300 p-3 dark:border-zinc-700">
      <label className="flex flex-wrap items-center gap-2 text-sm font-medium text-zinc-700 dark:text-zinc-300">
        Status (admin)
        <select
          className={`${fieldClass} w-auto`}
          value={status}
          disabled={setStatus.isPending}
          onChange={(event) => setStatus.mutate(event.target.value as RoadmapStatus)}
        >
          {RoadmapStatus.options.map((value) => (
            <option key={value} value={value}>
              {ROADMAP_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {setStatus.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {setStatus.error.message}
        </p>
      )}
    </div>
  );
}
