import { RequireAuth } from '../features/auth/require-auth.tsx';
import { useLiveComments } from '../features/comments/use-live-comments.ts';
import { DashboardShell } from '../features/dashboard-shell/dashboard-shell.tsx';
import { SocketProvider } from '../lib/socket/socket-provider.tsx';

function LiveDashboard() {
  useLiveComments();
  return (
    <RequireAuth>
      <DashboardShell />
    </RequireAuth>
  );
}

/** The /client area with its live connection: socket.io-client downloads only with the dashboard. */
export default function ClientArea() {
  return (
    <SocketProvider>
      <LiveDashboard />
    </SocketProvider>
  );
}
