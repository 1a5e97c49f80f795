import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';

/** Where people land after asking for an e-mailed link: what to do next. */
export default function VerifyRequestPage() {
  return (
    <div className="space-y-4 text-center">
      <MailCheck className="mx-auto h-10 w-10 text-indigo-500" aria-hidden />
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Check your email</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        We sent you a link. Open it on this device to continue; it works once and expires in an hour. Nothing arrived? Look in your spam folder, or ask for a new link.
      </p>
      <div className="flex justify-center gap-4 text-sm font-medium">
        <Link to="/forgot-password" className="text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          Ask for a new link
        </Link>
        <Link to="/login" className="text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
