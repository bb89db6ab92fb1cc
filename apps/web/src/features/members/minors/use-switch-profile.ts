import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../app/api/api-client';
import { reportError } from '../../../app/errors/report-error';
import { reloadPage } from '../../../app/page-reload';
import { refreshUserInfo, useSession } from '../../../app/session/session';

/** Whose profile to use: the guardian's own, or one of their minors'. */
export type ProfileChoice = { kind: 'self' } | { kind: 'minor'; minorId: string };

/**
 * Switches the profile the session acts for (§4 "Acting as a minor"): the switch, then user
 * info, then always a reload, so nothing of the other profile stays on the page. A failure
 * is reported and the page reloads anyway, showing whoever the server says is signed in.
 */
export function useSwitchProfile() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: ProfileChoice) => {
      try {
        // The contracts (and zod) are loaded with a switch, not with every page.
        const [{ atPath }, { switchBackToGuardian, switchToMinor }] = await Promise.all([
          import('@orchid/contracts/endpoint'),
          import('@orchid/contracts/members'),
        ]);
        if (choice.kind === 'self') {
          await call(switchBackToGuardian);
        } else {
          if (!user) throw new Error('Nobody is signed in to switch profiles');
          const ids = { guardian_id: user.sub, minor_id: choice.minorId };
          await call(atPath(switchToMinor, ids));
        }
        await refreshUserInfo(queryClient);
      } catch (error) {
        await reportError(error, 'members/switch-profile', { to: choice.kind });
      }
      reloadPage();
    },
  });
}
