import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { legalHead } from './legal-documents';
import { LegalPage } from './legal-page';
import { useParties } from './parties';

export const head = () => legalHead('acceptable-use-policy');

/** /AUP */
export function AcceptableUsePolicyPage() {
  const p = useParties();
  return (
    <LegalPage
      document="acceptable-use-policy"
      parties={p}
      summary={
        <>
          {p.brand} holds people's health information and brings together people who may be going
          through a hard time. This policy, part of the{' '}
          <Link to={paths.termsOfUse}>terms of use</Link>, says what nobody may do with it.
        </>
      }
      sections={[
        {
          id: 'people',
          title: 'Respect the people here',
          body: (
            <ul>
              <li>Do not harass, threaten, shame or exploit anyone.</li>
              <li>
                Do not pretend to be someone else, or claim a license, degree or credential you do
                not hold.
              </li>
              <li>
                Do not contact clients or professionals for anything unrelated to their care, such
                as selling or recruiting.
              </li>
              <li>Do not send invitations to people who did not ask for them.</li>
            </ul>
          ),
        },
        {
          id: 'information',
          title: "Respect other people's information",
          body: (
            <ul>
              <li>
                Look only at the information your role needs: a scheduler at the practice's
                calendar, a professional at their own clients' records.
              </li>
              <li>
                Do not copy, export or share someone's information outside {p.brand} unless the law
                and that person's consent allow it.
              </li>
              <li>
                Do not share your account, and do not sign in as someone else. Every read of another
                person's information is recorded with your name.
              </li>
            </ul>
          ),
        },
        {
          id: 'systems',
          title: 'Respect the systems',
          body: (
            <ul>
              <li>
                Do not try to reach accounts, data or parts of the service that are not yours, or
                get around sign-in, 2-step verification, limits or plan checks.
              </li>
              <li>
                Do not overload the service, or collect from it with automated tools beyond its
                documented API and limits.
              </li>
              <li>Do not upload anything that carries malware.</li>
              <li>
                Found a security problem? Tell us at {p.contact} and give us time to fix it before
                telling others. We will not take action against research done in good faith that
                respects people's information.
              </li>
            </ul>
          ),
        },
        {
          id: 'law',
          title: 'Stay within the law',
          body: (
            <p>
              Do not use {p.brand} for anything unlawful, including practising without a license
              where one is required, or breaking the health-privacy rules that apply to you.
            </p>
          ),
        },
        {
          id: 'enforcement',
          title: 'What happens when this policy is broken',
          body: (
            <p>
              We may remove content, suspend an account or close it, depending on what happened and
              how serious it was, and we may report it to the authorities when the law requires or
              when someone is in danger. Unless the law or someone's safety prevents it, we tell you
              why and you can answer.
            </p>
          ),
        },
        {
          id: 'report',
          title: 'Report a problem',
          body: (
            <p>
              If someone breaks this policy, tell us at {p.contact}. If anyone is in danger, call
              911 first.
            </p>
          ),
        },
      ]}
    />
  );
}
