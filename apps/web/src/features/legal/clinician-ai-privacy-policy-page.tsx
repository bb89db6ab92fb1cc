import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { legalHead } from './legal-documents';
import { LegalPage } from './legal-page';
import { useParties } from './parties';

export const head = () => legalHead('clinician-ai-privacy-policy');

/** /clinician-ai-privacy-policy: for professionals, on the AI features of the plans. */
export function ClinicianAiPrivacyPolicyPage() {
  const p = useParties();
  return (
    <LegalPage
      document="clinician-ai-privacy-policy"
      parties={p}
      summary={
        <>
          Some {p.brand} plans name AI features for professionals: AI progress notes, AI session
          review, an AI assistant beside your notes and a session audio recorder. This policy says
          what happens to your clients' information when you use them. It adds to the{' '}
          <Link to={paths.privacyPolicy}>privacy policy</Link>.
        </>
      }
      sections={[
        {
          id: 'today',
          title: 'What this version does',
          body: (
            <p>
              The AI features are not part of this version of {p.brand}. No session audio, note,
              message or other client information is sent to any AI service, by us or by the
              software. Before any AI feature is turned on, this policy gets a new version that
              names the AI provider, what is sent to it and where it is processed.
            </p>
          ),
        },
        {
          id: 'promises',
          title: 'What we promise for the AI features',
          body: (
            <ul>
              <li>
                Off until you choose: no AI feature runs on a session unless you turn it on for that
                session.
              </li>
              <li>
                Your client's consent first: record or send a session to an AI feature only after
                your client has agreed, in the way your state requires. The software will ask you to
                confirm it each time.
              </li>
              <li>
                Only what the task needs is sent, over an encrypted connection, to a provider bound
                by a business associate agreement that forbids it to keep the information or to
                train its models with it.
              </li>
              <li>
                What comes back (a draft note, a summary) is sealed at rest like other health
                information, and every read of it is recorded in the access log.
              </li>
              <li>
                Session audio is deleted as soon as the draft is made, unless you choose to keep it
                in the client's record.
              </li>
            </ul>
          ),
        },
        {
          id: 'your-judgement',
          title: 'Your judgement comes first',
          body: (
            <p>
              AI drafts can be wrong or incomplete. Read and correct every draft before you sign it;
              what you sign is your professional record, and decisions about care are yours, not the
              software's.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: <p>Questions about AI and your clients' information: {p.contact}.</p>,
        },
      ]}
    />
  );
}
