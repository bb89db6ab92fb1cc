import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import {
  type EmailPreferences,
  type MailCategory,
  mailCategories,
  type SavePreferences,
} from '@orchid/contracts/email-preferences';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { isRefusal } from '../../app/api/api-error';
import { usePageTitle } from '../../app/brand';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { EssentialMails } from './essential-mails';
import { LogInToManage, PreferenceGate, PreferencePage } from './preference-gate';
import { preferencePage } from './preference-links';
import { type PreferenceSource, usePreferences, useSavePreferences } from './preference-queries';

/** /email-preference: which kinds of e-mail the person gets, each on or off. */
export function ManagePreferencesPage() {
  usePageTitle('E-mail preferences');
  return <PreferenceGate>{(source) => <ManagePreferences source={source} />}</PreferenceGate>;
}

const choiceOf = (preferences: EmailPreferences): SavePreferences =>
  Object.fromEntries(
    preferences.categories.map(({ category, subscribed }) => [category, subscribed]),
  ) as SavePreferences;

function ManagePreferences({ source }: { source: PreferenceSource }) {
  const preferences = usePreferences(source);
  if (preferences.error && isRefusal(preferences.error, 'emailPreferences.badLink')) {
    return <LogInToManage problem={preferences.error.message} />;
  }
  return (
    <PreferencePage title="E-mail preferences">
      <QueryView query={preferences} failedMessage="We could not load your e-mail preferences">
        {(loaded) => <PreferencesForm source={source} preferences={loaded} />}
      </QueryView>
    </PreferencePage>
  );
}

function PreferencesForm({
  source,
  preferences,
}: {
  source: PreferenceSource;
  preferences: EmailPreferences;
}) {
  const navigate = useNavigate();
  const save = useSavePreferences(source);
  const [choice, setChoice] = useState<SavePreferences>(() => choiceOf(preferences));
  const saveChoice = (wanted: SavePreferences) =>
    save.mutate(wanted, { onSuccess: () => navigate(preferencePage('updated', source)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveChoice(choice);
  };
  const set = (category: MailCategory, on: boolean) =>
    setChoice((before) => ({ ...before, [category]: on }));
  return (
    <Stack gap="lg">
      <Text>
        Choose which e-mails{' '}
        <strong style={{ overflowWrap: 'anywhere' }}>{preferences.email}</strong> gets from us. You
        can change this at any time.
      </Text>
      <Panel>
        <form onSubmit={submit} aria-label="Which e-mails you get">
          <Stack gap="md">
            {/* The server lists what applies to this person (practice mails for practices). */}
            {preferences.categories.map(({ category }) => (
              <Checkbox
                key={category}
                checked={choice[category]}
                onChange={(event) => set(category, event.currentTarget.checked)}
                label={mailCategories[category].label}
                description={mailCategories[category].description}
              />
            ))}
            {save.error && (
              <Alert color="red" variant="light" role="alert" title="Not saved">
                {save.error.message}
              </Alert>
            )}
            <Group gap="sm">
              <Button type="submit" loading={save.isPending && save.variables === choice}>
                Save preferences
              </Button>
              <Button
                variant="default"
                disabled={save.isPending}
                onClick={() =>
                  saveChoice({
                    reminders: false,
                    practice_activity: false,
                    product_news: false,
                    blog: false,
                  })
                }
              >
                Unsubscribe from all of these
              </Button>
            </Group>
          </Stack>
        </form>
      </Panel>
      <EssentialMails />
    </Stack>
  );
}
