import { DemoFrame } from '../features/demos/demo-frame.tsx';

const DEPLOYS = [
  { id: '#482', branch: 'main', status: 'Live', when: '12 min ago' },
  { id: '#481', branch: 'fix/checkout-tax', status: 'Failed', when: '1 h ago' },
  { id: '#480', branch: 'main', status: 'Live', when: 'yesterday' },
];

const KPIS = [
  { id: 'kpi-users', label: 'Active users', value: '12,408', change: '+4.1%' },
  { id: 'kpi-errors', label: 'Error rate', value: '0.42%', change: '-0.1%' },
  { id: 'kpi-latency', label: 'p95 latency', value: '311 ms', change: '+22 ms' },
];

/** DevFlow: bug reports on a web app. Each comment carries the reporter's browser, OS and viewport. */
export default function DemoDevflowPage() {
  return (
    <DemoFrame
      title="DevFlow demo"
      intro={
        <>
          A sample web app for developers. Report a bug on any element: the comment is pinned to the exact element and carries the
          reporter's browser, operating system, language, time zone and window size, so nobody has to ask "which browser were you using?".
        </>
      }
    >
      <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold text-zinc-900 dark:text-white">Acme Cloud · Production</h2>
          <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
            All systems normal
          </span>
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          {KPIS.map((kpi) => (
            <div id={kpi.id} key={kpi.id} className="rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950">
              <p className="text-xs text-zinc-500 dark:text-zinc-400">{kpi.label}</p>
              <p className="mt-1 text-2xl font-semibold text-zinc-900 dark:text-white">{kpi.value}</p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">{kpi.change} this week</p>
            </div>
          ))}
        </div>
        <div className="mt-4 overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950">
          <table className="w-full text-left text-sm">
            <caption className="px-4 pt-3 text-left font-medium text-zinc-900 dark:text-white">Recent deploys</caption>
            <thead className="text-xs text-zinc-500 dark:text-zinc-400">
              <tr>
                <th className="px-4 py-2 font-medium">Deploy</th>
                <th className="px-4 py-2 font-medium">Branch</th>
                <th className="px-4 py-2 font-medium">Status</th>
                <th className="px-4 py-2 font-medium">When</th>
              </tr>
            </thead>
            <tbody>
              {DEPLOYS.map((deploy) => (
                <tr key={deploy.id} className="border-t border-zinc-100 dark:border-zinc-800">
                  <td className="px-4 py-2 font-mono text-zinc-900 dark:text-zinc-100">{deploy.id}</td>
                  <td className="px-4 py-2 font-mono text-zinc-700 dark:text-zinc-300">{deploy.branch}</td>
                  <td
                    className={
                      deploy.status === 'Failed'
                        ? 'px-4 py-2 text-red-600 dark:text-red-400'
                        : 'px-4 py-2 text-emerald-700 dark:text-emerald-400'
                    }
                  >
                    {deploy.status}
                  </td>
                  <td className="px-4 py-2 text-zinc-500 dark:text-zinc-400">{deploy.when}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </DemoFrame>
  );
}
