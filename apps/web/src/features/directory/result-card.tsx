import { Anchor, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DirectoryResult } from '@orchid/contracts/directory';
import { IconCalendarEvent, IconMapPin, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import classes from './directory.module.css';
import { professionalProfile } from './directory-paths';
import { formatsInWords, priceRange } from './directory-words';
import { nextFreeInWords } from './free-times';
import { ProfessionalAvatar } from './professional-avatar';

type ResultCardProps = { result: DirectoryResult; timeZone: string };

/** One professional in a list: who they are, what they charge, and when they are next free. */
export function ResultCard({ result, timeZone }: ResultCardProps) {
  const to = professionalProfile(result.custom_url ?? result.sub);
  return (
    <Panel className={listing.card}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProfessionalAvatar name={result.display_name} photoUrl={result.photo_url} size={72} />
        <Stack gap={4} className={classes.cardText}>
          <Anchor component={Link} to={to} fw={650} size="lg" className={listing.cardName}>
            {result.display_name}
          </Anchor>
          {result.credentials && <Text c="dimmed">{result.credentials}</Text>}
          <Group gap={6} mt={4}>
            {result.specialties.map((specialty) => (
              <Badge key={specialty} variant="light" className={classes.badge}>
                {specialty}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Group>
      <dl className={listing.facts}>
        <div>
          <dt>Price</dt>
          <dd>{priceRange(result.price_min, result.price_max)} per session</dd>
        </div>
        <div>
          <dt>Next free time</dt>
          <dd>
            <IconCalendarEvent size={16} aria-hidden="true" className={listing.factIcon} />
            {result.next_available
              ? nextFreeInWords(result.next_available, timeZone)
              : 'No free time in the next weeks'}
          </dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>
            <IconVideo size={16} aria-hidden="true" className={listing.factIcon} />
            {formatsInWords(result)}
            {result.city ? ` · ${result.city}` : ''}
          </dd>
        </div>
        <div>
          <dt>Licensed in</dt>
          <dd>
            <IconMapPin size={16} aria-hidden="true" className={listing.factIcon} />
            {result.states_licensed.join(', ')}
          </dd>
        </div>
      </dl>
      <Group justify="flex-end" mt="sm">
        <Anchor component={Link} to={to} fw={600}>
          See profile and times<VisuallyHidden> of {result.display_name}</VisuallyHidden>
        </Anchor>
      </Group>
    </Panel>
  );
}
