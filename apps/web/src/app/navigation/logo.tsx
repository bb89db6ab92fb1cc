import { Link } from 'react-router';
import { OrchidMark } from '../../ui/orchid-mark';
import { brandName } from '../brand';
import { logoTarget } from '../session/landing';
import { useSession } from '../session/session';
import classes from './logo.module.css';

/** The brand; a link home (or to the dashboard) unless signup is unfinished. */
export function Logo() {
  const { user } = useSession();
  const target = logoTarget(user);
  const content = (
    <>
      <OrchidMark />
      <span className={classes.name}>{brandName()}</span>
    </>
  );
  if (target === undefined) return <span className={classes.logo}>{content}</span>;
  return (
    <Link to={target} className={classes.logo}>
      {content}
    </Link>
  );
}
