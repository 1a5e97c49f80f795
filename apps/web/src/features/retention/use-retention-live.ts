import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RETENTION_WS_RECONNECT_MS, RetentionSocketMessage, STORAGE_KEYS, type RetentionStatus } from '@commentflow/shared';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { readItem } from '../../lib/storage.ts';
import { toast } from '../../lib/toast/toast.ts';
import { billingKeys } from '../billing/billing-api.ts';
import { retentionKeys } from './retention-api.ts';
import { showRetentionWarning } from './retention-visibility.ts';

/**
 * docs/product/api.md, limits.md live retention updates. The WebSocket at /retention/{uid} (authenticated by its first
 * message) carries status_update, config_update and export_complete (which refetches the status); it
 * reconnects 5,000 ms after it closes. Socket.IO's `retention-warning` updates daysRemaining and
 * commentCount, shows the warning again and raises a toast, destructive when the priority is critical.
 */
export function useRetentionLive(): void {
  const { user, currentWorkspace } = useAuth();
  const queryClient = useQueryClient();
  const uid = user?.uid ?? null;
  const workspaceId = currentWorkspace?.id ?? null;

  useEffect(() => {
    if (!uid) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}/retention/${encodeURIComponent(uid)}`);
      socket.addEventListener('open', () => socket?.send(JSON.stringify({ type: 'auth', token: readItem(STORAGE_KEYS.authToken) })));
      socket.addEventListener('message', (event) => {
        const parsed = RetentionSocketMessage.safeParse(safeJson(String(event.data)));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'status_update') {
          queryClient.setQueryData(retentionKeys.status(message.data.workspaceId), message.data);
          void queryClient.invalidateQueries({ queryKey: billingKeys.workspace(message.data.workspaceId) });
        } else if (message.type === 'config_update') {
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey.includes('retention') && query.queryKey.includes('config'),
          });
        } else {
          void queryClient.invalidateQueries({ queryKey: retentionKeys.status(message.data.workspaceId) });
        }
      });
      socket.addEventListener('close', () => {
        if (!stopped) retry = setTimeout(connect, RETENTION_WS_RECONNECT_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [uid, queryClient]);

  usePageEvent('retention-warning', (warning) => {
    if (warning.workspaceId === workspaceId) {
      queryClient.setQueryData<RetentionStatus>(retentionKeys.status(warning.workspaceId), (status) =>
        status ? { ...status, daysRemaining: warning.daysRemaining, commentCount: warning.commentCount } : status,
      );
      showRetentionWarning(warning.workspaceId);
      void queryClient.invalidateQueries({ queryKey: retentionKeys.status(warning.workspaceId) });
    }
    toast({ title: warning.title, description: warning.message, variant: warning.priority === 'critical' ? 'destructive' : 'warning' });
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
