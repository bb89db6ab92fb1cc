import {
  type EmailPreferences,
  getEmailPreferencesByToken,
  getOwnEmailPreferences,
  resubscribeByToken,
  type SavePreferences,
  saveEmailPreferencesByToken,
  saveOwnEmailPreferences,
  unsubscribeByToken,
} from '@orchid/contracts/email-preferences';
import { withQuery } from '@orchid/contracts/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api/api-client';

/**
 * Whose preferences a page shows: a mail's link (its token, no session needed) or the
 * signed-in person's own.
 */
export type PreferenceSource = { token: string } | 'own';

const keyOf = (source: PreferenceSource) =>
  ['email-preferences', source === 'own' ? 'own' : source.token] as const;

export function usePreferences(source: PreferenceSource | undefined) {
  return useQuery({
    queryKey: keyOf(source ?? 'own'),
    queryFn: ({ signal }) =>
      source === 'own' || source === undefined
        ? call(getOwnEmailPreferences, undefined, { signal })
        : call(withQuery(getEmailPreferencesByToken, source), undefined, { signal }),
    enabled: source !== undefined,
    retry: false,
  });
}

/** Saves every category's choice; the answer is the preferences as they now stand. */
export function useSavePreferences(source: PreferenceSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: SavePreferences) =>
      source === 'own'
        ? call(saveOwnEmailPreferences, choice)
        : call(withQuery(saveEmailPreferencesByToken, source), choice),
    onSuccess: (saved: EmailPreferences) => queryClient.setQueryData(keyOf(source), saved),
  });
}

/** Unsubscribes from (or subscribes again to) the category of the mail a token came in. */
export function useSetSubscribed(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      call(withQuery(subscribed ? resubscribeByToken : unsubscribeByToken, { token })),
    onSuccess: (saved: EmailPreferences) => queryClient.setQueryData(keyOf({ token }), saved),
  });
}
