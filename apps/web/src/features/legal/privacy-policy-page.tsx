import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { legalHead } from './legal-documents';
import { LegalPage } from './legal-page';
import { useParties } from './parties';

export const head = () => legalHead('privacy-policy');

/** /privacy-policy: what the software keeps, for how long, who sees it, and how it is kept. */
export function PrivacyPolicyPage() {
  const p = useParties();
  return (
    <LegalPage
      document="privacy-policy"
      parties={p}
      summary={
        <>
          This policy says what {p.brand} keeps about you, for how long, who can see it, how your
          health information is protected, and what {p.operator} must do to keep it safe. It
          describes this version of the software exactly: when the software starts keeping something
          new, this policy gets a new version first.
        </>
      }
      sections={[
        {
          id: 'what-we-keep',
          title: 'What we keep',
          body: (
            <>
              <h3>For everyone with an account</h3>
              <ul>
                <li>
                  Your name and e-mail address, whether you are a client or a professional, and
                  which version of the terms of use and of this policy you agreed to, and when.
                </li>
                <li>
                  Your password only as a one-way hash (argon2id): nobody, including us, can read it
                  back. If you turn on 2-step verification, its secret (sealed, see below) and your
                  recovery codes as one-way digests.
                </li>
              </ul>
              <h3>For clients</h3>
              <ul>
                <li>
                  Your profile: legal and preferred names, date of birth, address, phone number,
                  sex, a short biography, and your insurance company, group and member numbers.
                </li>
                <li>The profiles of children you add as their guardian, with the same details.</li>
                <li>The professional who invited you, if you joined through an invitation.</li>
              </ul>
              <h3>For professionals</h3>
              <ul>
                <li>
                  Your profile: names and how you are addressed, professional type, degrees and
                  licenses, practice and mailing addresses, date of birth, personal phone number,
                  and what you confirmed when you signed up.
                </li>
                <li>
                  Your practice: its name, team members and invitations, and your cancellation
                  policy.
                </li>
                <li>
                  Your plan, trial and payment status. Card numbers go straight to our payment
                  provider; we never see or keep them.
                </li>
              </ul>
              <h3>Records of use</h3>
              <ul>
                <li>
                  Sign-ins: when, from which internet address and browser, and failed attempts (to
                  lock out someone guessing a password).
                </li>
                <li>
                  The audit log: every change to an account, profile, plan or practice, and every
                  time someone other than you reads your information (see “Who has seen my
                  information” below).
                </li>
                <li>The mails we send you, until they are delivered.</li>
                <li>
                  Error reports from your browser when a page fails: the page, the error, your
                  browser and a random device number, so we can fix it.
                </li>
                <li>
                  How often the buttons of our product pages are pressed, counted per day: the page
                  and the button, never who pressed it, their address or their device.
                </li>
              </ul>
              <h3>Cookies</h3>
              <p>
                Only the ones the service needs: two that keep you signed in, one that notices when
                you have been away for 59 minutes, and the random device number. The pages load
                nothing from other companies: no advertising, analytics or tracking.
              </p>
              <h3>What this version does not keep</h3>
              <p>
                Appointments, session notes, messages, forms and files are not part of this version
                of {p.brand}. When they arrive, this policy will say how they are kept before any is
                stored.
              </p>
            </>
          ),
        },
        {
          id: 'why',
          title: 'Why we keep it',
          body: (
            <p>
              To give you the service you signed up for: to sign you in, to connect clients with
              their professionals, to run a practice and its plan, to keep accounts safe, and to
              show you who has looked at your information. We do not sell your information, use it
              for advertising, or use it to train AI models.
            </p>
          ),
        },
        {
          id: 'how-long',
          title: 'How long we keep it',
          body: (
            <ul>
              <li>
                Your account and profile: for as long as your account exists. Ask us to close it and
                we delete them within 30 days, except what the law requires us to keep. Records a
                professional keeps about their clients follow the record-keeping rules of the
                professional's state.
              </li>
              <li>
                Sign-ins: a signed-in session ends after 59 minutes without activity, and at the
                latest after 30 days with “Remember me” (12 hours without it). The record that you
                signed in stays in the audit log.
              </li>
              <li>
                The audit log and the access log: at least six years, the period US health-privacy
                rules set for such records, so that a question about who saw what can always be
                answered. The software itself never deletes them.
              </li>
              <li>
                Links we mail you work once: a confirmation link for 7 days, a password-reset link
                for 1 hour. We keep them only as one-way digests. A mail's content is removed once
                it has been sent.
              </li>
              <li>Error reports from browsers: 90 days.</li>
              <li>
                Backups: {p.operator} keeps copies of the database for 35 days, to recover from a
                failure. Sealed information stays sealed in them.
              </li>
            </ul>
          ),
        },
        {
          id: 'who-can-see-it',
          title: 'Who can see it',
          body: (
            <ul>
              <li>You, and a guardian for the profile of a child in their care.</li>
              <li>
                Your professional and their practice, once you are their client (through their
                invitation or, as booking arrives, your booking): what they need to care for you.
              </li>
              <li>
                A practice's team members, such as a front-desk scheduler, who work on the owner's
                behalf. They see the practice's information, never the owner's date of birth,
                personal phone, home address, licenses or signature.
              </li>
              <li>
                A practice's owner sees the audit events of the practice's people: who did what, and
                when.
              </li>
              <li>
                Anyone, for a professional's public profile (name, type, practice address and how
                they work). A client's information is never public.
              </li>
              <li>
                {p.Operator}'s staff, only to run and support the service, under a duty of
                confidentiality.
              </li>
              <li>
                The companies that host the service, deliver its mail and take card payments, only
                for that work and under contract (a business associate agreement where the law
                requires one).
              </li>
              <li>Authorities, only when the law requires it.</li>
            </ul>
          ),
        },
        {
          id: 'protection',
          title: 'How health data is protected',
          body: (
            <>
              <p>
                Health and personal details are sealed by the {p.brand} application before they
                reach the database, with AES-256-GCM encryption. Sealed today: a client's (and a
                child's) date of birth, phone number, biography and insurance group and member
                numbers; a professional's date of birth and personal phone number; and the secret of
                2-step verification.
              </p>
              <p>
                Each sealed value is locked with a data key, and the data keys are locked with a key
                derived from this installation's secret. A copy of the database, a dump of it or a
                backup shows none of the sealed details without that secret. Keys can be changed,
                and older backups still open with the keys they were made with.
              </p>
              <p>
                Some details are left readable on purpose, because the service must search, sort or
                show them: names and e-mail addresses (to sign in and to list people), the name of
                an insurance company, practice addresses, and the public parts of a professional's
                profile.
              </p>
              <p>
                Passwords are stored only as one-way hashes. Ten failed sign-ins lock an account for
                15 minutes. You can turn on 2-step verification in your settings.
              </p>
            </>
          ),
        },
        {
          id: 'access-log',
          title: 'Who has seen my information',
          body: (
            <>
              <p>
                Every time someone other than you reads your information, {p.brand} records it: who,
                what they read, when, from which internet address and browser, and in what role (a
                guardian, a practice's scheduler, a member of your practice). Changes others make to
                your information are recorded the same way.
              </p>
              <p>
                You can read this list yourself at any time: it is called “Who has seen my
                information”, under your profile if you are a client and in your settings if you are
                a professional. A guardian sees it for their children.
              </p>
            </>
          ),
        },
        {
          id: 'operator-duties',
          title: "The operator's duties",
          body: (
            <>
              <p>
                {p.brand} is software that anyone may run; {p.operator} runs this installation and
                answers for it. We commit to:
              </p>
              <ul>
                <li>serve it only over an encrypted (HTTPS) connection;</li>
                <li>install the software's security updates promptly;</li>
                <li>
                  keep the installation's secret key safe, known to as few people as possible, and
                  stored apart from the backups it opens;
                </li>
                <li>
                  make backups, encrypt them, test that they restore, and delete them when their
                  time is up: backups are ours to make, the software does not make them;
                </li>
                <li>
                  limit who can reach the servers and the database, and review the audit log for
                  access that should not have happened;
                </li>
                <li>
                  sign a business associate agreement with each practice that needs one, and with
                  the companies that handle health information for us;
                </li>
                <li>answer your requests within 30 days;</li>
                <li>
                  tell you, and the authorities the law names, of a breach of your information
                  without unreasonable delay, and within 60 days at the latest.
                </li>
              </ul>
            </>
          ),
        },
        {
          id: 'your-rights',
          title: 'Your rights',
          body: (
            <ul>
              <li>See your information: your profile, and who has seen it, are in your account.</li>
              <li>Correct it: edit your profile, or ask us.</li>
              <li>Get a copy of it, or have it sent to someone else: ask us.</li>
              <li>
                Have it deleted: ask us to close your account. Records your professional must keep
                by law stay with them.
              </li>
              <li>
                Complain: to us first, or to the authority where you live (in the United States, the
                Office for Civil Rights of the Department of Health and Human Services).
              </li>
            </ul>
          ),
        },
        {
          id: 'children',
          title: 'Children',
          body: (
            <p>
              Only adults create accounts. A child's profile is added and managed by a guardian, who
              can see everything about it and who has seen it.
            </p>
          ),
        },
        {
          id: 'changes',
          title: 'Changes to this policy',
          body: (
            <p>
              Each version of this policy has a number and the day it took effect, shown at the top.
              We record which version you agreed to. When a change matters, we tell you before it
              applies. The <Link to={paths.termsOfUse}>terms of use</Link> and the{' '}
              <Link to={paths.clinicianAiPrivacyPolicy}>clinician AI privacy policy</Link> go with
              this policy.
            </p>
          ),
        },
        {
          id: 'contact',
          title: 'Contact',
          body: <p>Questions and requests about your information: {p.contact}.</p>,
        },
      ]}
    />
  );
}
