import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** Password reset arrives with the full auth milestone; until then the page says so plainly. */
export default function ForgotPasswordPage() {
  return (
    <div className="space-y-4">
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">Reset your password</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Password reset by email is coming soon. Until then, ask a workspace owner to invite you again or contact support.
      </p>
      <Link to="/login" className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-600 hover:text-indigo-500 dark:text-indigo-400">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to sign in
      </Link>
    </div>
  );
}
