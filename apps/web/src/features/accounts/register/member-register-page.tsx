import { usePageTitle } from '../../../app/brand';
import { MemberRegisterForm } from './member-register-form';
import { RegisterLayout } from './register-layout';

/** /member-register */
export function MemberRegisterPage() {
  usePageTitle('Create your account');
  return (
    <RegisterLayout
      title="Find support that feels right for you"
      lead="Create a free account to book sessions with a professional or join a support group."
      points={[
        'Search by state, specialty, insurance and language',
        'Book and pay online, when you are ready',
        'Your health details are sealed, and you can see who has looked at them',
      ]}
    >
      <MemberRegisterForm />
    </RegisterLayout>
  );
}
