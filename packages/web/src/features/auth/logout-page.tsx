import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../../lib/router';
import { PleaseWait } from '../../components/feedback/please-wait';
import { clearAuth, getToken } from '../../lib/auth';
import { clearOfflineData } from '../../offline/followup-queue';
import { logout } from './login-api';

/** /logout: revoke the token (ignoring failures), forget the login, go to /login. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void (async () => {
      if (getToken()) await logout();
      // the phone's copy of My Contacts and its unsent followups go with the login (decision 051)
      await clearOfflineData().catch(() => undefined);
      clearAuth();
      queryClient.clear();
      navigate('/login', { replace: true });
    })();
  }, [navigate, queryClient]);

  return (
    <main>
      <PleaseWait fullScreen />
    </main>
  );
}
