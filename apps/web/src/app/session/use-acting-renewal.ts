import type { UserInfo } from '@orchid/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onGuardianTokenRenewed, renewSession, setGuardianTokenExpiry } from '../api/api-client';
import { reloadPage } from '../page-reload';
import { actingRenewalStep, RENEW_ACTING_AHEAD_MS } from './acting';
import { readLastActivity } from './inactivity';
import { userInfoQueryKey, useSession } from './session';

/** How often acting is checked once its renewal window has begun. */
const checkEveryMs = 30_000;

/**
 * Keeps acting for a minor alive while the person is active (§4 "Session"): the API client
 * learns the guardian token's expiry, so its renewals include the guardian token; shortly
 * before the expiry the session is renewed if the person clicked or typed lately. An idle tab
 * lets acting lapse and reloads, so the page shows the guardian's own profile again.
 */
export function useActingRenewal() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const expiresAt = user?.guardian_token_exp;

  useEffect(() => setGuardianTokenExpiry(expiresAt), [expiresAt]);

  useEffect(
    () =>
      onGuardianTokenRenewed((renewedUntil) =>
        queryClient.setQueryData<UserInfo | null>(userInfoQueryKey, (known) =>
          known?.guardian_token_exp ? { ...known, guardian_token_exp: renewedUntil } : known,
        ),
      ),
    [queryClient],
  );

  useEffect(() => {
    if (!expiresAt) return;
    const expiry = Date.parse(expiresAt);
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      switch (actingRenewalStep(expiry, readLastActivity(), Date.now())) {
        case 'renew':
          // Success brings a new expiry (and a new run of this effect); failure the login.
          clearInterval(interval);
          return void renewSession();
        case 'lapsed':
          clearInterval(interval);
          return reloadPage();
        case 'wait':
          return;
      }
    };
    const start = setTimeout(
      () => {
        interval = setInterval(check, checkEveryMs);
        check();
      },
      Math.max(0, expiry - RENEW_ACTING_AHEAD_MS - Date.now()),
    );
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [expiresAt]);
}
