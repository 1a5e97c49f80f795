import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './ui/button.tsx';

interface Props {
  section: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Spec §2: one section failing leaves the rest of the dashboard working. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.section} section failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.section !== this.props.section && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
        <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-100">{this.props.section} Error</h2>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          This section encountered an error but the rest of the app is still working.
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => this.setState({ failed: false })}>
          Try again
        </Button>
      </div>
    );
  }
}
