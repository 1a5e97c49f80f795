import { Link } from 'react-router';
import { LegalPage } from '../components/legal-page.tsx';

const linkClass = 'font-medium text-indigo-600 hover:underline dark:text-indigo-400';

/** /privacy: what CommentFlow keeps, why, and for how long. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      updated="23 November 2026"
      summary="CommentFlow keeps the data it needs to show feedback to the people who should see it, and nothing to sell. This page lists what we keep, why, and for how long."
    >
      <h2>Who is responsible</h2>
      <p>
        On the hosted service, CommentFlow is responsible for your account data, and the owner of a workspace decides what feedback is
        collected on their websites. On a self-hosted installation, the organisation running the server is responsible for everything stored
        in it; nothing is sent to us.
      </p>

      <h2>What we keep and why</h2>
      <ul>
        <li>
          <strong>Your account</strong>: e-mail address, display name, avatar address if a sign-in provider gives one, and your password as
          an argon2id hash (never the password itself). Needed to sign you in and show who wrote what.
        </li>
        <li>
          <strong>Sessions</strong>: when each session started and whether it was revoked, so signing out really ends it. Failed sign-in
          attempts are counted to lock out password guessing.
        </li>
        <li>
          <strong>Workspaces and projects</strong>: names, members and their roles, and the domains a project's widget may run on.
        </li>
        <li>
          <strong>Comments and replies</strong>: the text, the page address and title, the element it was pinned to (selector and position),
          its status and the author, a signed-in user or a guest's name and optional e-mail.
        </li>
        <li>
          <strong>Screenshots</strong> of the page area a comment refers to, when the person commenting includes one.
        </li>
        <li>
          <strong>Browser metadata</strong> sent with a comment: browser, operating system, user agent, viewport size, language and time
          zone, because most website problems depend on them.
        </li>
        <li>
          <strong>Console and network errors</strong> from the page, when the site owner has turned this on for a project, so developers can
          reproduce a reported bug.
        </li>
        <li>
          <strong>Feature requests, votes and roadmap comments</strong> you post on the public roadmap.
        </li>
        <li>
          <strong>Technical logs</strong>: request logs with IP addresses for security and abuse prevention (guest comments are rate limited
          per address), kept for a short time.
        </li>
      </ul>
      <p>
        Your browser keeps a few items too: the sign-in cookie, your token, workspace, theme, language, cookie choices and product choice.
        The{' '}
        <Link to="/cookies" className={linkClass}>
          cookie policy
        </Link>{' '}
        lists each one.
      </p>

      <h2>Analytics</h2>
      <p>
        Google Analytics runs only when the site operator configured it and you allowed analytics in the cookie settings. It receives page
        views and a few events (sign-up, sign-in, comment created, widget loaded, plan upgrade). Without your consent the tag is not even
        downloaded.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Starter and Pro workspaces: for as long as the subscription runs.</li>
        <li>
          Free workspaces (limited retention): when the 14-day trial ends without an upgrade, the workspace's data is deleted 30 days later.
          The dashboard warns as the date approaches and offers a full export first.
        </li>
        <li>Deletion is real: comments, replies, screenshots and projects are removed from the database, and the deletion is logged.</li>
        <li>Your account stays until you delete it; sessions expire after 30 days without use.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        The members of the workspace the feedback belongs to; the e-mail provider that delivers password-reset and notification mail; the
        payment provider when you buy a plan (it handles card details, we never see them); and Google Analytics only with your consent. We
        do not sell data.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your account in the dashboard, export a workspace's data as JSON and CSV, and ask for your account and your
        comments to be deleted. Under the GDPR and similar laws you may also object to processing and complain to your data protection
        authority.
      </p>
    </LegalPage>
  );
}
