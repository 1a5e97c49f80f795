import { createContext } from 'react';
import type { IdTokenResponse, User, Workspace } from '@commentflow/shared';

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
  /**
   * Finishes a sign-in that happened elsewhere: with the session a password reset returned, or,
   * without one, the session an OAuth callback left in the refresh cookie. False when there is none.
   */
  /** Finishes a sign-in made elsewhere (OAuth, reset link): the signed-in user, or null. */
  completeSignIn: (session?: IdTokenResponse) => Promise<User | null>;
  /** Loads the workspace list again and re-picks the current one; null when the list could not be loaded. */
  refreshWorkspaces: () => Promise<Workspace[] | null>;
}

export const AuthContext = createContext<AuthState | null>(null);
