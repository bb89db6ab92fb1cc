import { Container, Text, Title } from '@mantine/core';
import { LEGAL_VERSIONS, type LegalDocument } from '@orchid/contracts/legal';
import { IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePageTitle } from '../../app/brand';
import { calendarDayInWords } from '../../app/format/dates';
import { legalDocuments } from './legal-documents';
import classes from './legal-page.module.css';
import { OperatorLine, type Parties } from './parties';

export type LegalSection = {
  /** The fragment a link can point at (#what-we-keep). */
  id: string;
  title: string;
  body: ReactNode;
};

type LegalPageProps = {
  document: LegalDocument;
  parties: Parties;
  /** A sentence or two on what the document is for and whom it binds. */
  summary: ReactNode;
  sections: LegalSection[];
};

/**
 * One legal document: its title, version and effective day (packages/contracts/src/legal.ts),
 * the note that it is a template, who the operator is, its sections with a list of them, and
 * links to the other documents.
 */
export function LegalPage({ document, parties, summary, sections }: LegalPageProps) {
  const title = legalDocuments.find((d) => d.key === document)?.title ?? '';
  const { version, effective } = LEGAL_VERSIONS[document];
  usePageTitle(title);
  return (
    <Container size="md" py="xl">
      <article aria-labelledby="legal-title" className={classes.document}>
        <Text className={classes.kicker}>{parties.brand} legal</Text>
        <Title order={1} id="legal-title" mt="xs">
          {title}
        </Title>
        <div className={classes.dates}>
          <Text span>Version {version}</Text>
          <Text span>Effective {calendarDayInWords(effective, 'long')}</Text>
        </div>

        <aside role="note" aria-label="A template" className={classes.template}>
          <IconFileDescription size={24} aria-hidden="true" className={classes.templateIcon} />
          <Text>
            <strong>This text is a template.</strong> It was written for the {parties.brand}{' '}
            software and says exactly what the software does. It is a template for the operator's
            lawyer, who adapts it to the operator's business, state and agreements, and confirms the
            periods and promises it makes for the operator, before it is relied on. It is not legal
            advice.
          </Text>
        </aside>

        <Text mt="md" className={classes.lead}>
          <OperatorLine parties={parties} />
        </Text>
        <Text mt="sm" className={classes.lead}>
          {summary}
        </Text>

        <nav aria-label="On this page" className={classes.contents}>
          <Text fw={650}>On this page</Text>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className={classes.section}>
            <Title order={2} id={section.id} className={classes.sectionTitle}>
              {section.title}
            </Title>
            <div className={classes.body}>{section.body}</div>
          </section>
        ))}
      </article>

      <nav aria-label="Legal documents" className={classes.others}>
        <Title order={2} size="h3">
          Legal documents
        </Title>
        <ul>
          {legalDocuments.map((d) => (
            <li key={d.key}>
              <NavLink to={d.path} className={classes.otherLink}>
                {d.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Container>
  );
}
