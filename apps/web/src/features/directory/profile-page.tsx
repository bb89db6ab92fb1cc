import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { DirectoryProfessional } from '@orchid/contracts/directory';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { brandName } from '../../app/brand';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import { BackLink } from '../../ui/back-link';
import listing from '../../ui/listing.module.css';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import classes from './directory.module.css';
import { practicePage, professionalCheckout } from './directory-paths';
import { isNotFound, useDirectoryProfessional, useFreeTimes } from './directory-queries';
import { formatsInWords, stateName } from './directory-words';
import type { FreeTime } from './free-times';
import { FreeTimesPanel } from './free-times-panel';
import { ProfessionalAvatar } from './professional-avatar';
import { SessionPrices } from './session-prices';

/** /professional-search/{id_or_custom_url}: a professional's public page, with Book. */
export function ProfessionalProfilePage() {
  const { id_or_custom_url: idOrCustomUrl = '' } = useParams();
  const professional = useDirectoryProfessional(idOrCustomUrl);
  // A lookup that 404s sends the browser to /page-not-found (§7 orchid_pro, §2 Blog and press).
  if (professional.isError && isNotFound(professional.error)) {
    return <Navigate to={paths.pageNotFound} replace />;
  }
  return (
    <Container size="lg" className={listing.page}>
      <BackLink to={paths.professionalSearch}>Find a professional</BackLink>
      <QueryView query={professional} failedMessage="We could not load this professional">
        {(pro) => <Profile pro={pro} idOrCustomUrl={idOrCustomUrl} />}
      </QueryView>
    </Container>
  );
}

function Profile({ pro, idOrCustomUrl }: { pro: DirectoryProfessional; idOrCustomUrl: string }) {
  const navigate = useNavigate();
  const timeZone = useViewerTimeZone();
  const freeTimes = useFreeTimes(pro.sub, timeZone);
  usePageMeta(
    `${pro.display_name}${pro.credentials ? `, ${pro.credentials}` : ''}`,
    `${pro.display_name}: ${pro.specialties.join(', ') || 'mental-health professional'} in ${pro.states_licensed.map(stateName).join(', ')}. See prices and free times and book online on ${brandName()}.`,
  );
  const book = (time: FreeTime) =>
    navigate(
      professionalCheckout(idOrCustomUrl, {
        start: time.start,
        length: time.lengthMinutes,
        type: time.label,
        firstname: pro.first_name,
        lastname: pro.last_name,
      }),
    );

  return (
    <Stack gap="lg">
      <div className={classes.profileHead}>
        <ProfessionalAvatar name={pro.display_name} photoUrl={pro.photo_url} size={120} />
        <div>
          <Title order={1}>{pro.display_name}</Title>
          {pro.credentials && (
            <Text size="lg" c="dimmed">
              {pro.credentials}
            </Text>
          )}
          <Group gap={6} mt="xs">
            {pro.specialties.map((specialty) => (
              <Badge key={specialty} variant="light" className={classes.badge}>
                {specialty}
              </Badge>
            ))}
          </Group>
          <Text mt="xs">
            {formatsInWords(pro)}
            {pro.city ? ` · ${pro.city}` : ''}
          </Text>
          {pro.practice_group_name && (
            <Text mt={4}>
              Part of{' '}
              <Anchor component={Link} to={practicePage(pro.practice_group_name)}>
                {pro.practice_group_name}
              </Anchor>
            </Text>
          )}
          {/* On a phone the free times come after the whole profile: Book is here too. */}
          <Button component="a" href="#free-times" mt="md" className={classes.bookOnPhone}>
            Book a session
          </Button>
        </div>
      </div>
      <div className={classes.profileGrid}>
        <Stack gap="lg">
          <Panel>
            <Title order={2} size="h3">
              About
            </Title>
            <Text mt="xs" className={classes.biography}>
              {pro.biography || `${pro.display_name} has not written about their practice yet.`}
            </Text>
          </Panel>
          <Panel>
            <ProfileFacts pro={pro} />
          </Panel>
        </Stack>
        <Stack gap="lg" id="free-times" className={classes.freeTimesColumn}>
          <SessionPrices sub={pro.sub} />
          <QueryView query={freeTimes} failedMessage="We could not load the free times">
            {(timeslots) => (
              <FreeTimesPanel timeslots={timeslots} timeZone={timeZone} onBook={book} />
            )}
          </QueryView>
        </Stack>
      </div>
    </Stack>
  );
}

/** What clients choose by, as titled lists; what the professional has not given is left out. */
function ProfileFacts({ pro }: { pro: DirectoryProfessional }) {
  const facts = [
    { title: 'What I help with', values: pro.issues_treated },
    { title: 'How I work', values: pro.approaches },
    { title: 'Languages', values: pro.languages },
    { title: 'Insurance accepted', values: pro.insurance_accepted },
    { title: 'Licensed in', values: pro.states_licensed.map(stateName) },
  ].filter((fact) => fact.values.length > 0);
  return (
    <Stack gap="md">
      {facts.map((fact) => (
        <section key={fact.title} aria-label={fact.title}>
          <Title order={2} size="h4">
            {fact.title}
          </Title>
          <Text mt={4}>{fact.values.join(' · ')}</Text>
        </section>
      ))}
    </Stack>
  );
}
