import { createContext } from 'react';
import type { CursorPayload, TypingPayload } from '@commentflow/shared';

export interface SocketState {
  connected: boolean;
  joinedWorkspaceId: string | null;
  joinWorkspace: (workspaceId: string) => void;
  leaveWorkspace: () => void;
  sendCursor: (payload: Omit<CursorPayload, 'workspaceId'>) => void;
  sendTyping: (payload: Omit<TypingPayload, 'workspaceId'>) => void;
}

export const SocketContext = createContext<SocketState | null>(null);
