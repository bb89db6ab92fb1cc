import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type EmailPreferences, mailCategories } from '@orchid/contracts/email-preferences';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session/session';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { ScreenLoading } from '../../ui/screen-loading';
import { EssentialMails } from './essential-mails';
import { LogInToManage, PreferencePage, useLinkToken } from './preference-gate';
import { preferencePage } from './preference-links';
import { usePreferences, useSetSubscribed } from './preference-queries';

type Wanted = 'unsubscribed' | 'subscribed';

/**
 * /email-preference/unsubscribe and /resubscribe, opened from a mail's link: the mail's
 * category, a button to change it (opening the page changes nothing: mail scanners open
 * links too), and once it is as wanted, the confirmation with the way back.
 */
export function SubscriptionPage({ wanted }: { wanted: Wanted }) {
  usePageTitle(wanted === 'unsubscribed' ? 'Unsubscribe' : 'Resubscribe');
  const token = useLinkToken();
  const { user } = useSession();
  if (token) return <SubscriptionByLink token={token} wanted={wanted} />;
  if (user === undefined) return <ScreenLoading />;
  // Signed in without a link: every category is on the preferences page.
  if (user) return <Navigate to={paths.emailPreference} replace />;
  return <LogInToManage />;
}

function SubscriptionByLink({ token, wanted }: { token: string; wanted: Wanted }) {
  const preferences = usePreferences({ token });
  if (preferences.error && isRefusal(preferences.error, 'emailPreferences.badLink')) {
    return <LogInToManage problem={preferences.error.message} />;
  }
  return (
    <QueryView query={preferences} failedMessage="We could not load your e-mail preferences">
      {(loaded) => <Subscription token={token} wanted={wanted} preferences={loaded} />}
    </QueryView>
  );
}

function Subscription({
  token,
  wanted,
  preferences,
}: {
  token: string;
  wanted: Wanted;
  preferences: EmailPreferences;
}) {
  const navigate = useNavigate();
  const change = useSetSubscribed(token);
  const category = preferences.link_category ?? 'reminders';
  const words = mailCategories[category].label.toLowerCase();
  const subscribed =
    preferences.categories.find((entry) => entry.category === category)?.subscribed ?? true;
  const done = (wanted === 'subscribed') === subscribed;
  // When the page turns into its confirmation, a screen reader hears the new heading.
  const title = useRef<HTMLHeadingElement>(null);
  const wasDone = useRef(done);
  useEffect(() => {
    if (done && !wasDone.current) title.current?.focus();
    wasDone.current = done;
  }, [done]);
  const email = <strong style={{ overflowWrap: 'anywhere' }}>{preferences.email}</strong>;
  const description = mailCategories[category].description;
  const unsubscribing = wanted === 'unsubscribed';
  // What the page says and offers: the question first, then the confirmation with the way back.
  const state: { title: string; text: ReactNode; action: ReactNode; essential?: true } = !done
    ? {
        title: unsubscribing ? `Unsubscribe from ${words}?` : `Get ${words} again?`,
        text: (
          <>
            {email} will {unsubscribing ? 'stop getting' : 'get'} {words}
            {unsubscribing ? '' : ' again'}. {description}
          </>
        ),
        action: (
          <Button loading={change.isPending} onClick={() => change.mutate(!unsubscribing)}>
            {unsubscribing ? 'Unsubscribe' : 'Resubscribe'}
          </Button>
        ),
      }
    : unsubscribing
      ? {
          title: 'You are unsubscribed',
          text: (
            <>
              {email} will no longer get {words}. Unsubscribed by mistake? You can undo it.
            </>
          ),
          action: (
            <Button
              variant="default"
              loading={change.isPending}
              onClick={() =>
                change.mutate(true, {
                  onSuccess: () => navigate(preferencePage('resubscribe', { token })),
                })
              }
            >
              Resubscribe
            </Button>
          ),
          essential: true,
        }
      : {
          title: `You are subscribed to ${words}`,
          text: (
            <>
              {email} gets {words}. {description}
            </>
          ),
          action: (
            <Button
              component={Link}
              to={preferencePage('unsubscribe', { token })}
              variant="default"
            >
              Unsubscribe
            </Button>
          ),
        };
  return (
    <PreferencePage title={state.title} titleRef={title}>
      <Panel>
        <Stack gap="md">
          <Text>{state.text}</Text>
          {change.error && (
            <Alert color="red" variant="light" role="alert" title="Not changed">
              {change.error.message}
            </Alert>
          )}
          <Group gap="sm">
            {state.action}
            <Anchor component={Link} to={preferencePage('manage', { token })}>
              Manage all your e-mail preferences
            </Anchor>
          </Group>
        </Stack>
      </Panel>
      {state.essential && <EssentialMails />}
    </PreferencePage>
  );
}
