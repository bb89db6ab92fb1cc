import { Anchor, Button, Container, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { CrisisResources } from '../../ui/crisis-resources';
import { HipaaBadge } from '../../ui/hipaa-badge';
import { brandName } from '../brand';
import { operatorClaimsHipaa } from '../operator';
import { paths } from '../paths';
import { useSession } from '../session/session';
import { useSignOut } from '../session/use-sign-out';
import classes from './footer.module.css';
import { footerColumns } from './footer-links';
import { StateLinks } from './state-links';

const newTabNote = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;

/** On every page: crisis help first, then the link columns, then the account link. */
export function Footer() {
  const brand = brandName();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <section id="crisis-help" aria-labelledby="footer-crisis" className={classes.crisis}>
          <Title order={2} id="footer-crisis" className={classes.crisisTitle}>
            In crisis? Help is available right now
          </Title>
          <CrisisResources />
        </section>

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
      </Container>
    </footer>
  );
}

function AccountLink() {
  const { user } = useSession();
  const signOut = useSignOut();
  if (user) {
    return (
      <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
        Sign out
      </Button>
    );
  }
  return (
    <Anchor href={paths.login} target="_blank" rel="noopener" underline="always" fw={500}>
      Sign in as Existing User
      {newTabNote}
    </Anchor>
  );
}
