import { useContext } from 'react';
import { SocketContext, type SocketState } from './socket-context.ts';

export function useSocket(): SocketState {
  const state = useContext(SocketContext);
  if (!state) throw new Error('useSocket must be used inside <SocketProvider>');
  return state;
}
