import { Anchor, Box, Container, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CrisisResources } from '../../ui/crisis-resources';
import { HipaaBadge } from '../../ui/hipaa-badge';
import { brandName } from '../brand';
import type { FooterKind } from '../layout/shell-chrome';
import { useHydrating } from '../layout/use-hydrating';
import { operatorClaimsHipaa } from '../operator';
import { paths } from '../paths';
import { useSession } from '../session/session';
import classes from './footer.module.css';
import { footerColumns } from './footer-links';
import { StateLinks } from './state-links';

// A signed-in person's Sign out arrives with their user info (and the sign-out code with it).
const SignOutButton = lazy(() =>
  import('./sign-out-button').then((m) => ({ default: m.SignOutButton })),
);

const newTabNote = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

/**
 * On every page: crisis help first; then, on public pages, the link columns and the states;
 * then the account link. In the signed-in areas the account footer keeps only the crisis help,
 * the privacy link and the account link (accounts-and-access §2 "Footer").
 */
export function Footer({ variant = 'marketing' }: { variant?: FooterKind }) {
  const brand = brandName();
  // Hydrated on its own, after the page (shell-layout.tsx): inert until then, as the page is
  // until it is taken over, so that 'View all' is not pressed while nothing would answer.
  const hydrating = useHydrating();
  return (
    <footer className={classes.footer} inert={hydrating || undefined}>
      <Container size="xl">
        <section id="crisis-help" aria-labelledby="footer-crisis" className={classes.crisis}>
          <Title order={2} id="footer-crisis" className={classes.crisisTitle}>
            In crisis? Help is available right now
          </Title>
          <CrisisResources />
        </section>

        {variant === 'account' ? (
          <div className={classes.bottom}>
            <Anchor href={paths.privacyPolicy} target="_blank" rel="noopener" underline="always">
              Privacy policy
              {newTabNote}
            </Anchor>
            <Text size="sm" className={classes.copyright}>
              © {new Date().getFullYear()} {brand}
            </Text>
            <AccountLink />
          </div>
        ) : (
          <MarketingFooter brand={brand} />
        )}
      </Container>
    </footer>
  );
}

/** The public pages' footer below the crisis help: link columns, states, badge and account link. */
function MarketingFooter({ brand }: { brand: string }) {
  return (
    <>
      <nav aria-label="Footer" className={classes.nav}>
        <div className={classes.columns}>
          {footerColumns(brand).map((column) => (
            <div key={column.title}>
              <Title order={2} className={classes.columnTitle}>
                {column.title}
              </Title>
              <ul className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    {link.newTab ? (
                      <a href={link.to} target="_blank" rel="noopener" className={classes.link}>
                        {link.label}
                        {newTabNote}
                      </a>
                    ) : (
                      <Link to={link.to} className={classes.link}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <StateLinks />
      </nav>

      <div className={classes.bottom}>
        {operatorClaimsHipaa() && <HipaaBadge />}
        <Text size="sm" className={classes.copyright}>
          © {new Date().getFullYear()} {brand}. Open-source software for mental-health care.
        </Text>
        <AccountLink />
      </div>
    </>
  );
}

function AccountLink() {
  const { user } = useSession();
  if (user) {
    return (
      // The same height as the button, so nothing moves when it arrives.
      <Suspense fallback={<Box h={36} />}>
        <SignOutButton />
      </Suspense>
    );
  }
  return (
    <Anchor href={paths.login} target="_blank" rel="noopener" underline="always" fw={500}>
      Sign in as Existing User
      {newTabNote}
    </Anchor>
  );
}
