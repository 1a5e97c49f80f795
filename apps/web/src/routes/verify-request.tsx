import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailCheck } from 'lucide-react';

/** Where people land after asking for an e-mailed link: what to do next. */
export default function VerifyRequestPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-4 text-center">
      <MailCheck className="mx-auto h-10 w-10 text-indigo-500" aria-hidden />
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('verify.title')}</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('verify.text')}</p>
      <div className="flex justify-center gap-4 text-sm font-medium">
        <Link to="/forgot-password" className="text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          {t('newLink')}
        </Link>
        <Link to="/login" className="text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          {t('backToSignIn')}
        </Link>
      </div>
    </div>
  );
}
