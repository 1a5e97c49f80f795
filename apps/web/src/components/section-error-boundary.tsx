import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

/** The dashboard's sections, each named by `sections.<key>` in the shell namespace. */
export type SectionKey =
  | 'dashboard'
  | 'workspaces'
  | 'comments'
  | 'project'
  | 'analytics'
  | 'api'
  | 'team'
  | 'clientAccess'
  | 'onboarding'
  | 'integrations'
  | 'automation'
  | 'aria'
  | 'billing'
  | 'settings'
  | 'admin'
  | 'testConsole';

interface Props {
  section: SectionKey;
  children: ReactNode;
  /** Called before "Try again" renders the section anew (to download code that failed to load). */
  onRetry?: () => void;
}

interface State {
  failed: boolean;
}

/** docs/product/screens.md: one section failing leaves the rest of the dashboard working. */
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
    const retry = () => {
      this.props.onRetry?.();
      this.setState({ failed: false });
    };
    return <SectionErrorFallback section={this.props.section} onRetry={retry} />;
  }
}

/** docs/product/screens.md's texts; in English exactly '{Section} Error', the sentence below and 'Try again'. */
function SectionErrorFallback({ section, onRetry }: { section: SectionKey; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
      <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-100">
        {t('sectionError.title', { section: t(`sections.${section}`) })}
      </h2>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{t('sectionError.text')}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        {t('sectionError.retry')}
      </Button>
    </div>
  );
}
