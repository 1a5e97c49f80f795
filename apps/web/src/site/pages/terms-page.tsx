import { Link } from 'react-router';
import { LegalPage } from '../components/legal-page.tsx';

const linkClass = 'font-medium text-indigo-600 hover:underline dark:text-indigo-400';

/** /terms-and-conditions: the terms of the hosted service. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      updated="23 November 2026"
      summary="These terms apply when you use the hosted CommentFlow service. The self-hosted software is covered by its open source licence instead."
    >
      <h2>Your account</h2>
      <p>
        You need an account to create workspaces and projects. Keep your password to yourself; you are responsible for what happens under
        your account. You may close it at any time.
      </p>

      <h2>Workspaces and content</h2>
      <p>
        The comments, replies and screenshots in a workspace belong to the workspace and the people who wrote them. You give us permission
        to store and show them to the workspace's members only to run the service. The workspace owner decides who is a member and whether
        guests may comment.
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Install the widget only on websites you operate or have permission to test.</li>
        <li>Do not post unlawful content or other people's personal data without a reason to.</li>
        <li>Do not try to reach other workspaces' data, overload the service or get around its limits.</li>
      </ul>

      <h2>Plans, trial and payment</h2>
      <p>
        Every workspace starts with a 14-day trial. Starter allows up to 1,000 comments and 5 projects; Pro has no such limits. Prices are
        shown at checkout, which is handled by our payment provider. Plans renew until you cancel; after cancelling, the workspace moves to
        Free at the end of the paid period.
      </p>

      <h2>Free plan and data retention</h2>
      <p>
        The Free plan keeps data for a limited time: 30 days after a trial ends without an upgrade, the workspace's data is deleted. We warn
        you before, and you can export everything. Details are in the{' '}
        <Link to="/privacy" className={linkClass}>
          privacy policy
        </Link>
        .
      </p>

      <h2>Availability and changes</h2>
      <p>
        We work to keep the service running but cannot promise it never fails; keep exports of data you cannot lose. We may change these
        terms and will announce material changes in the{' '}
        <Link to="/changelog" className={linkClass}>
          changelog
        </Link>{' '}
        and by e-mail before they apply.
      </p>

      <h2>Liability</h2>
      <p>
        The service is provided as is, to the extent the law allows. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    </LegalPage>
  );
}
