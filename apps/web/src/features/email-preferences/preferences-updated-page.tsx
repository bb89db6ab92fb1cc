import { Anchor, List, Stack, Text } from '@mantine/core';
import { mailCategories } from '@orchid/contracts/email-preferences';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { EssentialMails } from './essential-mails';
import { PreferenceGate, PreferencePage } from './preference-gate';
import { preferencePage } from './preference-links';
import { type PreferenceSource, usePreferences } from './preference-queries';

/** /email-preference/update-preference: the preferences just saved, and the way back. */
export function PreferencesUpdatedPage() {
  usePageTitle('E-mail preferences saved');
  return <PreferenceGate>{(source) => <Updated source={source} />}</PreferenceGate>;
}

function Updated({ source }: { source: PreferenceSource }) {
  const preferences = usePreferences(source);
  return (
    <PreferencePage title="Your e-mail preferences are saved">
      <QueryView query={preferences} failedMessage="We could not load your e-mail preferences">
        {({ email, categories }) => (
          <Panel>
            <Stack gap="sm">
              <Text>
                From now on, <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>:
              </Text>
              <List spacing={4}>
                {categories.map(({ category, subscribed }) => (
                  <List.Item key={category}>
                    {subscribed ? 'gets' : 'does not get'}{' '}
                    {mailCategories[category].label.toLowerCase()}
                  </List.Item>
                ))}
              </List>
              <Anchor component={Link} to={preferencePage('manage', source)}>
                Change your e-mail preferences
              </Anchor>
            </Stack>
          </Panel>
        )}
      </QueryView>
      <EssentialMails />
    </PreferencePage>
  );
}
