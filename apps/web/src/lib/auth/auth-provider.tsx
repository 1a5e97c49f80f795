import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BRAND,
  STORAGE_KEYS,
  TOKEN_REFRESH_INTERVAL_MS,
  workspaceVariantOf,
  type IdTokenResponse,
  type User,
  type Workspace,
} from '@commentflow/shared';
import { trackEvent } from '../analytics.ts';
import { ApiError } from '../api-error.ts';
import { AUTH_TOKEN_INVALID_EVENT } from '../api-client.ts';
import { readItem, removeItem, saveItem } from '../storage.ts';
import { authApi } from './auth-api.ts';
import { AuthContext, type AuthState, type SignUpInput } from './auth-context.ts';
import { pickCurrentWorkspace } from './pick-current-workspace.ts';
import { sessionUserFromEvent } from './session-user.ts';

export const AUTH_STATE_CHANGED_EVENT = 'auth-state-changed';

/** How a session's state updates are made: at once, unless the page's first session check says otherwise. */
type ApplyUpdate = (update: () => void) => void;
const atOnce: ApplyUpdate = (update) => update();

/** docs/product/states.md: who is signed in, their token and workspaces, and the sign-in / sign-up / sign-out actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);
  const [token, setToken] = useState<string | null>(() => readItem(STORAGE_KEYS.authToken));
  const [workspaces, setWorkspaces] = useState<Workspace[]>([]);
  const [currentWorkspace, setCurrent] = useState<Workspace | null>(null);
  const started = useRef(false);
  // Whether this page has held a session whose data the cache may have: a visitor who never had one
  // (the usual visitor of the public site) has nothing to reset.
  const hadSession = useRef(token !== null);

  const storeToken = useCallback((idToken: string) => {
    saveItem(STORAGE_KEYS.authToken, idToken);
    hadSession.current = true;
    setToken(idToken);
  }, []);

  const clearSession = useCallback(() => {
    // A token another tab stored counts too: this page's requests carried it.
    const held = hadSession.current || readItem(STORAGE_KEYS.authToken) !== null;
    hadSession.current = false;
    removeItem(STORAGE_KEYS.authToken);
    removeItem(STORAGE_KEYS.currentWorkspaceId);
    setUser(null);
    setToken(null);
    setWorkspaces([]);
    setCurrent(null);
    // Reset, not clear: the previous user's data goes, while pages still on screen (a public demo
    // whose first fetch raced the session check) keep their queries and fetch again. Only after a
    // session: a signed-out visitor's check answers 401 on every public page, and resetting then threw
    // away the data the page was rendered with (ADR 018), showing it loading again, and failed the
    // hydration of a page still hydrating (the API reference takes seconds on a slow machine).
    if (held) void queryClient.resetQueries();
  }, [queryClient]);

  const refreshWorkspaces = useCallback(async (apply: ApplyUpdate = atOnce): Promise<Workspace[] | null> => {
    try {
      const { workspaces: list } = await authApi.workspaces();
      const current = pickCurrentWorkspace(list, readItem(STORAGE_KEYS.currentWorkspaceId));
      if (current) saveItem(STORAGE_KEYS.currentWorkspaceId, current.id);
      apply(() => {
        setWorkspaces(list);
        setCurrent(current);
      });
      return list;
    } catch (error) {
      // docs/product/errors.md: a failed workspace fetch is only logged.
      console.error('Failed to load workspaces', error);
      return null;
    }
  }, []);

  /** docs/product/states.md "with a user": store the ID token, have the backend verify it, then load workspaces. */
  const adoptSession = useCallback(
    async (session: IdTokenResponse, apply: ApplyUpdate = atOnce): Promise<boolean> => {
      apply(() => storeToken(session.idToken));
      try {
        await authApi.verify(session.idToken);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && error.code === 'invalid-token') {
          apply(clearSession);
          return false;
        }
        // docs/product/errors.md: other verify failures keep the user signed in.
        console.warn('Token verification failed', error);
      }
      // Workspaces first: the dashboard never shows a signed-in user without their workspaces.
      await refreshWorkspaces(apply);
      apply(() => setUser(session.user));
      return true;
    },
    [clearSession, refreshWorkspaces, storeToken],
  );

  useEffect(() => {
    // One start per page: a second refresh racing the first could rotate the session cookie twice.
    if (started.current) return;
    started.current = true;
    // Its answer may come while a prerendered page is still hydrating (ADR 018), a part of it still
    // waiting for its code: an urgent update then made React give that part up and draw its spinner
    // instead, the page's text gone until the code came (and a click on it lost). As transitions, the
    // updates wait for that part, which keeps its text meanwhile.
    authApi
      .currentSession()
      .then((session) => adoptSession(session, startTransition))
      .catch(() => startTransition(clearSession))
      .finally(() => startTransition(() => setLoading(false)));
  }, [adoptSession, clearSession]);

  useEffect(() => {
    const onStateChanged = (event: Event) => {
      const session = sessionUserFromEvent((event as CustomEvent<unknown>).detail);
      if (!session) return;
      if (session.token) storeToken(session.token);
      setUser(session.user);
      setLoading(false);
    };
    window.addEventListener(AUTH_STATE_CHANGED_EVENT, onStateChanged);
    window.addEventListener(AUTH_TOKEN_INVALID_EVENT, clearSession);
    return () => {
      window.removeEventListener(AUTH_STATE_CHANGED_EVENT, onStateChanged);
      window.removeEventListener(AUTH_TOKEN_INVALID_EVENT, clearSession);
    };
  }, [clearSession, storeToken]);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      authApi
        .currentSession()
        .then((session) => {
          storeToken(session.idToken);
          setUser(session.user);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) clearSession();
          else console.warn('Token refresh failed', error);
        });
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn, clearSession, storeToken]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const session = await authApi.signIn({ email, password });
      if (!(await adoptSession(session))) throw new ApiError('Failed to sign in', 401, 'invalid-token');
      trackEvent({ category: 'user', action: 'login' });
    },
    [adoptSession],
  );

  const signUp = useCallback(
    async ({ email, password, displayName }: SignUpInput) => {
      // The variant chosen on the public site (docs/product/overview.md#product-variants): the new workspace's, DevFlow otherwise.
      const session = await authApi.signUp({
        email,
        password,
        displayName,
        product: workspaceVariantOf(readItem(BRAND.productStorageKey)),
      });
      storeToken(session.idToken);
      try {
        await authApi.register({ email: session.user.email, displayName, firebaseUid: session.user.uid });
      } catch (error) {
        // docs/product/errors.md: profile sync failures are logged and ignored.
        console.warn('Profile sync failed', error);
      }
      if (!(await adoptSession(session))) throw new ApiError('Failed to create account', 401, 'invalid-token');
      trackEvent({ category: 'user', action: 'sign_up' });
    },
    [adoptSession, storeToken],
  );

  const signOut = useCallback(async () => {
    try {
      await authApi.signOut();
    } catch (error) {
      console.warn('Sign-out request failed', error);
    }
    trackEvent({ category: 'user', action: 'logout' });
    clearSession();
  }, [clearSession]);

  const completeSignIn = useCallback(
    async (session?: IdTokenResponse) => {
      try {
        const completed = session ?? (await authApi.currentSession());
        if (!(await adoptSession(completed))) return null;
        // The OAuth return page and a password reset sign in here; a password sign-in counts in signIn.
        trackEvent({ category: 'user', action: 'login' });
        return completed.user;
      } catch (error) {
        console.warn('No session to complete', error);
        return null;
      }
    },
    [adoptSession],
  );

  const setCurrentWorkspace = useCallback((workspace: Workspace) => {
    saveItem(STORAGE_KEYS.currentWorkspaceId, workspace.id);
    setCurrent(workspace);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      token,
      workspaces,
      currentWorkspace,
      setCurrentWorkspace,
      signIn,
      signUp,
      signOut,
      completeSignIn,
      refreshWorkspaces,
    }),
    [user, loading, token, workspaces, currentWorkspace, setCurrentWorkspace, signIn, signUp, signOut, completeSignIn, refreshWorkspaces],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
