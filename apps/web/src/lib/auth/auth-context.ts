import { createContext } from 'react';
import type { User, Workspace } from '@commentflow/shared';

export interface SignUpInput {
  email: string;
  password: string;
  displayName: string;
}

export interface AuthState {
  user: User | null;
  loading: boolean;
  token: string | null;
  workspaces: Workspace[];
  currentWorkspace: Workspace | null;
  setCurrentWorkspace: (workspace: Workspace) => void;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  refreshWorkspaces: () => Promise<Workspace[]>;
}

export const AuthContext = createContext<AuthState | null>(null);
