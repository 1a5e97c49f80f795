import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * docs/product/errors.md: the top-level render failure screen. English only: it must show even when the failure is
 * in loading the translations.
 */
export function AppErrorScreen({ error }: { error: Error }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-zinc-50 px-4 dark:bg-zinc-950">
      <div
        role="alert"
        className="w-full max-w-lg rounded-lg border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
      >
        <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Something went wrong</h1>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">An unexpected error occurred. Please try refreshing the page.</p>
        <details className="mt-4 rounded-md bg-zinc-50 p-3 text-sm dark:bg-zinc-950">
          <summary className="cursor-pointer font-medium text-zinc-700 dark:text-zinc-300">Error details</summary>
          <p className="mt-2 font-mono text-xs break-words text-red-600 dark:text-red-400">{error.message}</p>
          {error.stack && (
            <pre className="mt-2 max-h-60 overflow-auto font-mono text-xs whitespace-pre-wrap text-zinc-500">{error.stack}</pre>
          )}
        </details>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-5 inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-500"
        >
          Refresh page
        </button>
      </div>
    </main>
  );
}

/** Catches what fails outside a dashboard section's boundary: a page or layout whose code fails to load, the theme. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: asError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failure', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    return error ? <AppErrorScreen error={error} /> : this.props.children;
  }
}
