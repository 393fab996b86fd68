/**
 * The teacher's sign-in state: who is signed in (with the CSRF token the client then sends), or which
 * form to show — first-run administrator set-up or sign-in.
 */
import { useCallback, useEffect, useState } from 'react';
import { HttpError, errorText, setCsrfToken, setUnauthorizedHandler } from '../../api/http';
import type { SignedIn } from '@shared/schemas/auth';
import { fetchMe, fetchNeedsSetup, logout } from '../api/auth-api';

export type AuthState =
  | { status: 'checking' }
  | { status: 'setup' }
  | { status: 'signin'; notice: string | null }
  | { status: 'signed-in'; user: SignedIn }
  | { status: 'unreachable'; message: string };

async function resolveAuth(notice: string | null): Promise<AuthState> {
  try {
    const user = await fetchMe();
    setCsrfToken(user.csrf_token);
    return { status: 'signed-in', user };
  } catch (error) {
    setCsrfToken(null);
    if (!(error instanceof HttpError) || error.status !== 401) {
      return { status: 'unreachable', message: errorText(error) };
    }
  }
  try {
    if (await fetchNeedsSetup()) return { status: 'setup' };
  } catch {
    // Without the set-up answer the sign-in form is still the right screen.
  }
  return { status: 'signin', notice };
}

export function useAuth() {
  const [state, setState] = useState<AuthState>({ status: 'checking' });

  const recheck = useCallback((notice: string | null = null) => {
    void resolveAuth(notice).then(setState);
  }, []);

  useEffect(() => {
    let live = true;
    void resolveAuth(null).then((next) => {
      if (live) setState(next);
    });
    setUnauthorizedHandler(() => {
      setCsrfToken(null);
      setState({ status: 'signin', notice: 'Your session has ended. Please sign in again.' });
    });
    return () => {
      live = false;
      setUnauthorizedHandler(null);
    };
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } finally {
      setCsrfToken(null);
      setState({ status: 'signin', notice: 'You have signed out.' });
    }
  }, []);

  return { state, recheck, signOut };
}
