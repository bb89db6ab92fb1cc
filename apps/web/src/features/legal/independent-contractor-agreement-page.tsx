import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { legalHead } from './legal-documents';
import { LegalPage } from './legal-page';
import { useParties } from './parties';

export const head = () => legalHead('independent-contractor-agreement');

/** /independent-contractor-agreement: between the operator and the professionals. */
export function IndependentContractorAgreementPage() {
  const p = useParties();
  return (
    <LegalPage
      document="independent-contractor-agreement"
      parties={p}
      summary={
        <>
          This agreement is between {p.operator} and each professional who offers services to
          clients through {p.brand}. It applies together with the{' '}
          <Link to={paths.termsOfUse}>terms of use</Link>, which you accept when you create a
          professional account.
        </>
      }
      sections={[
        {
          id: 'relationship',
          title: 'An independent professional',
          body: (
            <p>
              You are an independent contractor, not an employee, partner or agent of {p.operator}.
              Nothing in this agreement makes you one. You decide whether to take a client, how you
              work, when you are available and what you charge, within the law and your professional
              standards.
            </p>
          ),
        },
        {
          id: 'licenses',
          title: 'Licenses, insurance and standards',
          body: (
            <ul>
              <li>
                Hold a current license for the services you offer in each state where your clients
                are, and keep your profile's license details true.
              </li>
              <li>Carry professional liability insurance suitable for your practice.</li>
              <li>
                Follow the ethical and legal standards of your profession, including keeping
                clients' records for as long as your state requires.
              </li>
              <li>Tell us at once if a license is suspended, restricted or ends.</li>
            </ul>
          ),
        },
        {
          id: 'privacy',
          title: "Your clients' information",
          body: (
            <p>
              For the health information of your clients you are, in HIPAA's words, the covered
              entity, and {p.operator} acts as your business associate: we keep that information for
              you, sealed at rest and with every read by others logged, and use it only to run the
              service for you. Where HIPAA applies, a business associate agreement between you and{' '}
              {p.operator} sets out these duties in full. Read the{' '}
              <Link to={paths.privacyPolicy}>privacy policy</Link> for what the software keeps.
            </p>
          ),
        },
        {
          id: 'fees',
          title: 'Plans, fees and taxes',
          body: (
            <p>
              You pay for your plan as the <Link to={paths.pricing}>pricing page</Link> shows. You
              are responsible for your own taxes, business expenses and, where they apply, the
              payment of anyone you employ or invite to your practice.
            </p>
          ),
        },
        {
          id: 'term',
          title: 'Term and ending',
          body: (
            <p>
              This agreement starts when your professional account is created and lasts until either
              side ends it, with 30 days' notice, or at once for a serious breach (such as
              practising without a valid license). When it ends, you remain responsible for your
              clients' care and records as your profession requires, and we help you take a copy of
              them.
            </p>
          ),
        },
        {
          id: 'no-exclusivity',
          title: 'No exclusivity',
          body: (
            <p>
              You may offer your services elsewhere and use other software as well; clients you meet
              through {p.brand} remain free to choose their professional.
            </p>
          ),
        },
        {
          id: 'responsibility',
          title: 'Responsibility',
          body: (
            <p>
              You answer for the services you provide, and you will cover {p.operator}'s losses from
              claims that arise from them, except where the loss comes from our own breach or fault.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: <p>Questions about this agreement: {p.contact}.</p>,
        },
      ]}
    />
  );
}
