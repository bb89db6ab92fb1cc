import { brandName, usePageTitle } from '../../../app/brand';
import { ProfessionalRegisterForm } from './professional-register-form';
import { RegisterLayout } from './register-layout';

/** /professional-register */
export function ProfessionalRegisterPage() {
  usePageTitle('Join as a professional');
  return (
    <RegisterLayout
      title={`Run your practice with ${brandName()}`}
      lead="Create your account in a minute. Next you will tell us about your practice."
      points={[
        'Calendar, online booking and reminders',
        'Clients pay by card when they book',
        'Your profile in the directory, and a front-desk scheduler',
      ]}
    >
      <ProfessionalRegisterForm />
    </RegisterLayout>
  );
}
