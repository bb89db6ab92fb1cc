import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { legalHead } from './legal-documents';
import { LegalPage } from './legal-page';
import { useParties } from './parties';

export const head = () => legalHead('terms-of-use');

/** /terms-of-use */
export function TermsOfUsePage() {
  const p = useParties();
  return (
    <LegalPage
      document="terms-of-use"
      parties={p}
      summary={
        <>
          These terms are the agreement between you and {p.operator} when you use {p.brand}: as a
          client looking for care, as a guardian, or as a professional running a practice. You
          accept them when you create an account; we record which version you accepted and when.
        </>
      }
      sections={[
        {
          id: 'the-service',
          title: 'What the service is',
          body: (
            <>
              <p>
                {p.brand} is open-source software for mental-health care: professionals use it to
                run a practice (their profile, plans, team, policies and, as the software grows,
                calendar, charts and billing), and clients use it to find a professional, book, and
                manage their own and their children's profiles. {p.Operator} runs this installation
                of the software and is responsible for it.
              </p>
              <p>
                The professionals you find here provide care; {p.operator} does not. Advice,
                diagnosis and treatment come from your professional, under their own license and
                professional duties, not from {p.brand} or from us.
              </p>
            </>
          ),
        },
        {
          id: 'not-for-emergencies',
          title: 'Not for emergencies',
          body: (
            <p>
              {p.brand} is not an emergency service and nobody watches it around the clock. If you
              or someone else is in danger, call 911 or go to the nearest emergency room. In the
              United States you can call or text 988 at any time for the Suicide &amp; Crisis
              Lifeline. The crisis resources are at the foot of every page.
            </p>
          ),
        },
        {
          id: 'your-account',
          title: 'Your account',
          body: (
            <ul>
              <li>You must be 18 or older to create an account.</li>
              <li>
                Give your real name and details. A professional's license and credentials must be
                their own and current.
              </li>
              <li>
                Keep your password to yourself and turn on 2-step verification; tell us at once if
                you think someone else used your account. An account is for one person: do not share
                it.
              </li>
              <li>
                A guardian may add and act for their children under 18. You must have the legal
                right to do so, and you are responsible for what you do for them.
              </li>
              <li>
                A practice owner may invite team members (such as a front-desk scheduler). The owner
                decides what they do and answers for it.
              </li>
            </ul>
          ),
        },
        {
          id: 'professionals',
          title: 'If you are a professional',
          body: (
            <>
              <p>
                You offer your services as an independent professional; the{' '}
                <Link to={paths.independentContractorAgreement}>
                  independent contractor agreement
                </Link>{' '}
                sets out that relationship. You are responsible for holding the licenses your work
                needs, for the care you give, for your clients' records as the law requires you to
                keep them, and for your own duties under health-privacy law.
              </p>
              <p>
                Plans, prices and the free trial are shown on the{' '}
                <Link to={paths.pricing}>pricing page</Link>. A free trial needs no card. A paid
                plan renews each period until you cancel; cancelling stops the next renewal and you
                keep the plan until the end of the period you paid for. Payments are handled by our
                payment provider; we never see or keep your card number.
              </p>
              <p>
                A professional's profile may need our approval before it is used on the platform. We
                may refuse or withdraw approval when a license cannot be confirmed.
              </p>
            </>
          ),
        },
        {
          id: 'your-information',
          title: 'Your information',
          body: (
            <p>
              What you give us stays yours. You allow us to keep it, show it to the people you
              choose to share it with (your professional, your practice, a guardian), and process it
              to run the service, as the <Link to={paths.privacyPolicy}>privacy policy</Link>{' '}
              explains. We do not sell it and we do not show advertising.
            </p>
          ),
        },
        {
          id: 'acceptable-use',
          title: 'Using the service fairly',
          body: (
            <p>
              Follow the <Link to={paths.acceptableUsePolicy}>acceptable use policy</Link>. In
              short: no unlawful use, no harm to others, no pretending to be someone else, and no
              attempts to get at data or systems that are not yours.
            </p>
          ),
        },
        {
          id: 'open-source',
          title: 'Open-source software',
          body: (
            <p>
              The {p.brand} software is published under the GNU Affero General Public License,
              version 3. You may read, run and change its code under that license. These terms cover
              this installation, which {p.operator} runs; they do not limit what the license gives
              you.
            </p>
          ),
        },
        {
          id: 'availability',
          title: 'Availability and changes',
          body: (
            <p>
              We work to keep {p.brand} available and your data safe, and we keep backups, but we
              cannot promise that it will never be interrupted. Features may change as the software
              grows. When these terms change in a way that matters, we publish a new version with a
              new date and tell you before it applies; continuing to use the service after that
              means you accept it.
            </p>
          ),
        },
        {
          id: 'liability',
          title: 'Our responsibility',
          body: (
            <>
              <p>
                The service is provided as it is. To the extent the law allows, {p.operator} is not
                liable for indirect or consequential losses, or for the acts of professionals, who
                are independent of us. Nothing in these terms limits liability that the law does not
                allow to be limited, such as for gross negligence or wilful misconduct. The{' '}
                <Link to={paths.waiverOfLiability}>waiver of liability</Link> says more.
              </p>
            </>
          ),
        },
        {
          id: 'ending',
          title: 'Ending your account',
          body: (
            <p>
              You can stop using {p.brand} at any time and ask us to close your account. We may
              suspend or close an account that breaks these terms, after telling you why unless the
              law or someone's safety prevents it. What happens to your information afterwards is in
              the <Link to={paths.privacyPolicy}>privacy policy</Link>.
            </p>
          ),
        },
        {
          id: 'law',
          title: 'Governing law',
          body: (
            <p>
              These terms are governed by the law of the place where {p.operator} is established,
              and disputes go to its courts, unless the law where you live gives you the right to
              bring them there.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: <p>Questions about these terms: {p.contact}.</p>,
        },
      ]}
    />
  );
}
