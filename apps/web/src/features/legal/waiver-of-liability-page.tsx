import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { legalHead } from './legal-documents';
import { LegalPage } from './legal-page';
import { useParties } from './parties';

export const head = () => legalHead('waiver-of-liability');

/** /waiver-of-liability */
export function WaiverOfLiabilityPage() {
  const p = useParties();
  return (
    <LegalPage
      document="waiver-of-liability"
      parties={p}
      summary={
        <>
          This waiver explains the limits of what {p.brand} and {p.operator} are responsible for. It
          is part of the <Link to={paths.termsOfUse}>terms of use</Link>. Please read it before you
          book care or join a group.
        </>
      }
      sections={[
        {
          id: 'care',
          title: 'Care comes from professionals, not from us',
          body: (
            <p>
              {p.brand} helps you find a professional and manage your care. The professionals are
              independent: they decide on your care and answer for it under their own license.{' '}
              {p.Operator} checks a professional's license when it approves a profile, but does not
              supervise their work and does not guarantee any result of therapy or treatment.
            </p>
          ),
        },
        {
          id: 'emergencies',
          title: 'Emergencies',
          body: (
            <p>
              {p.brand} is not for emergencies and messages may not be read quickly. If you are in
              danger, call 911 or go to the nearest emergency room; call or text 988 for the Suicide
              &amp; Crisis Lifeline.
            </p>
          ),
        },
        {
          id: 'online',
          title: 'Sessions online and in groups',
          body: (
            <ul>
              <li>
                A video session can be interrupted by the connection or a device, and is not the
                same as meeting in person. Your professional will tell you when it is not suitable.
              </li>
              <li>
                In a support group, other members hear what you say. Everyone agrees to keep it
                private, but we cannot guarantee that they will.
              </li>
              <li>
                Mood pages, articles and other general content help you reflect; they are not
                medical advice.
              </li>
            </ul>
          ),
        },
        {
          id: 'release',
          title: 'What you agree to',
          body: (
            <p>
              You use {p.brand} knowing these limits. To the extent the law allows, you release{' '}
              {p.operator} from claims arising from the care a professional gives or fails to give,
              from other people's conduct, and from interruptions of the service. This does not
              release anyone from liability the law does not allow to be waived, such as for gross
              negligence, wilful misconduct, or a breach of our duties to protect your information.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: <p>Questions about this waiver: {p.contact}.</p>,
        },
      ]}
    />
  );
}
