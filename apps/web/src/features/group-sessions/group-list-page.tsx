import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useViewerTimeZone } from '../../app/format/time-zone';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../app/use-page-meta';
import listing from '../../ui/listing.module.css';
import { PageButtons } from '../../ui/page-buttons';
import { Panel } from '../../ui/panel';
import { QueryView } from '../../ui/query-view';
import { GroupCard } from './group-card';
import { groupSessionsPage } from './group-paths';
import { GROUPS_PAGE_SIZE, useOpenGroups } from './group-queries';
import { groupListSummary } from './group-words';

/** The page of the list in the address (?page=2), the first when none or nonsense. */
const pageOf = (search: URLSearchParams): number => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** /group-session: the open support groups, the soonest first, a page at a time. */
export function GroupListPage() {
  const summary = groupListSummary();
  usePageMeta(summary.title, summary.description);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageOf(search);
  const groups = useOpenGroups(page);
  const timeZone = useViewerTimeZone();
  return (
    <Container size="lg" className={listing.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Support groups</Title>
          <Text mt="xs" c="dimmed" size="lg">
            Small groups led by licensed professionals. One seat covers every meeting ahead, and you
            pay once when you join.
          </Text>
        </div>
        <section aria-label="Groups">
          <QueryView query={groups} failedMessage="We could not load the groups">
            {({ series, total }) => {
              const pages = Math.max(1, Math.ceil(total / GROUPS_PAGE_SIZE));
              if (total === 0) return <NoGroups />;
              return (
                <Stack gap="md" aria-busy={groups.isPlaceholderData}>
                  <Text fw={600} role="status">
                    {total === 1 ? '1 group' : `${total} groups`}
                    {pages > 1 ? ` · page ${page} of ${pages}` : ''}
                  </Text>
                  <ul className={listing.results} aria-label="Support groups">
                    {series.map((group) => (
                      <li key={group.group_sessions_series_id}>
                        <GroupCard series={group} timeZone={timeZone} />
                      </li>
                    ))}
                  </ul>
                  <PageButtons
                    label="Pages of groups"
                    page={page}
                    pages={pages}
                    onPage={(next) => navigate(groupSessionsPage(next))}
                  />
                </Stack>
              );
            }}
          </QueryView>
        </section>
      </Stack>
    </Container>
  );
}

/** No group is open: one-on-one sessions are the way in meanwhile. */
function NoGroups() {
  return (
    <Panel>
      <Title order={2} size="h3">
        No support groups are open right now
      </Title>
      <Text mt="xs">
        Professionals publish new groups from time to time. Meanwhile, you can find a professional
        for one-on-one sessions.
      </Text>
      <Button component={Link} to={paths.professionalSearch} mt="md">
        Find a professional
      </Button>
    </Panel>
  );
}
