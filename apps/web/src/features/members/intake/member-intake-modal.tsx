import { ActionIcon, Anchor, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import type { MemberInfo } from '@orchid/contracts/members';
import { IconArrowLeft } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ModalBaseProps } from '../../../app/modals/modal-props';
import { usePhonePortrait } from '../../../app/phone/phone-portrait';
import { afterIntakePath } from '../../../app/session/landing';
import { useSession } from '../../../app/session/session';
import { useSignOut } from '../../../app/session/use-sign-out';
import { showToast } from '../../../app/toasts';
import { InvalidFormAlert } from '../../../ui/invalid-form-alert';
import { QueryView } from '../../../ui/query-view';
import {
  takeRedirectAfterRegister,
  takeResumeAfterSignup,
} from '../../accounts/register/redirect-after-register';
import { useMemberInfo, useSaveMemberInfo } from '../member-info';
import { OptionalProfileFields, RequiredProfileFields } from '../profile/profile-fields';
import {
  hasNamesAndDob,
  type ProfileField,
  profileValuesFrom,
  requiredTabFields,
} from '../profile/profile-values';
import { placeSaveError, SaveFailedAlert } from '../profile/save-failed';
import { useProfileForm } from '../profile/use-profile-form';
import { canCloseIntake, type IntakeTab, intakeBackStep } from './intake-rules';
import classes from './member-intake-modal.module.css';

const isRequiredTabField = (field: ProfileField) =>
  (requiredTabFields as readonly ProfileField[]).includes(field);

/**
 * The member intake (§2 "Modals", §4 "Member intake"): the required details, then the
 * optional ones, then one save. On phones it fills the screen as 'Finish setting up', with a
 * back arrow in place of the close button.
 */
export function MemberIntakeModal({ opened, onClose }: ModalBaseProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const phone = usePhonePortrait();
  const info = useMemberInfo();
  const [tab, setTab] = useState<IntakeTab>('required');
  const closable = canCloseIntake(pathname, user?.signup_form_finished ?? false);

  const back = () => {
    const step = intakeBackStep(tab);
    if (step.kind === 'tab') return setTab(step.tab);
    navigate(step.to);
    onClose();
  };
  const saved = () => {
    const redirect = takeRedirectAfterRegister();
    // A booking that asked for the signup goes on where it stopped.
    navigate(takeResumeAfterSignup() ?? afterIntakePath(pathname, redirect));
    onClose();
    showToast({ color: 'green', title: 'You are all set', message: 'Your profile is saved.' });
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={closable ? onClose : () => undefined}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      fullScreen={phone}
      size="lg"
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header>
          {phone && (
            <ActionIcon variant="subtle" size={44} ml={-8} mr={4} aria-label="Back" onClick={back}>
              <IconArrowLeft size={24} aria-hidden="true" />
            </ActionIcon>
          )}
          <Modal.Title className={classes.title}>
            {phone ? 'Finish setting up' : 'Complete your profile'}
          </Modal.Title>
          {closable && !phone && <Modal.CloseButton aria-label="Close" />}
        </Modal.Header>
        <Modal.Body>
          {phone && (
            <Text mb="md">
              A few details about you, so you can book sessions and finalize your purchase.
            </Text>
          )}
          <QueryView query={info} failedMessage="We could not load your details">
            {(data) => (
              <IntakeForm info={data} tab={tab} onTab={setTab} phone={phone} onSaved={saved} />
            )}
          </QueryView>
          {!closable && !phone && <LogOutInstead onDone={onClose} />}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The way out of an intake that cannot be closed, as the Verify your email dialog has. */
function LogOutInstead({ onDone }: { onDone: () => void }) {
  const signOut = useSignOut();
  return (
    <Text size="sm" mt="md">
      Not ready yet?{' '}
      <Anchor
        component="button"
        type="button"
        onClick={() => signOut.mutate(undefined, { onSuccess: onDone })}
      >
        Log out
      </Anchor>{' '}
      and finish later.
    </Text>
  );
}

type IntakeFormProps = {
  info: MemberInfo;
  tab: IntakeTab;
  onTab: (tab: IntakeTab) => void;
  phone: boolean;
  onSaved: () => void;
};

function IntakeForm({ info, tab, onTab, phone, onSaved }: IntakeFormProps) {
  const form = useProfileForm(profileValuesFrom(info), 'intake');
  const save = useSaveMemberInfo();
  const [requiredDone, setRequiredDone] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const next = (event: FormEvent) => {
    event.preventDefault();
    const failed = requiredTabFields.map((field) => form.validateField(field).hasError);
    setInvalid(failed.includes(true));
    if (failed.includes(true)) return;
    setRequiredDone(true);
    onTab('optional');
  };

  const finish = (event: FormEvent) => {
    event.preventDefault();
    const { errors } = form.validate();
    const fields = Object.keys(errors).filter(
      (field): field is ProfileField => field in form.values,
    );
    setInvalid(fields.length > 0);
    if (fields.length > 0) {
      // The required tab may have been changed after Next; show where the problem is.
      if (fields.some(isRequiredTabField)) onTab('required');
      return;
    }
    save.mutate(form.values, {
      onSuccess: onSaved,
      onError: (error) => {
        const field = placeSaveError(error, form);
        if (field && isRequiredTabField(field)) onTab('required');
      },
    });
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value === 'required' || value === 'optional') onTab(value);
      }}
    >
      <Tabs.List grow mb="md">
        <Tabs.Tab value="required">Required details</Tabs.Tab>
        <Tabs.Tab value="optional" disabled={!requiredDone}>
          Optional details
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="required">
        <form onSubmit={next} noValidate>
          <Stack gap="md">
            <Text c="dimmed">
              We need these to set up your care. Fields marked with an asterisk (*) are required.
            </Text>
            <InvalidFormAlert shown={invalid} />
            <RequiredProfileFields form={form} variant="intake" />
            <SaveFailedAlert error={save.error} />
            <Group justify="flex-end">
              <Button type="submit" disabled={!hasNamesAndDob(form.values)} fullWidth={phone}>
                Next
              </Button>
            </Group>
          </Stack>
        </form>
      </Tabs.Panel>

      <Tabs.Panel value="optional">
        <form onSubmit={finish} noValidate>
          <Stack gap="md">
            <Text c="dimmed">
              All optional. They help your professional, and your insurance claims. You can change
              them later in your profile.
            </Text>
            <InvalidFormAlert shown={invalid} />
            <OptionalProfileFields form={form} />
            <SaveFailedAlert error={save.error} />
            <Group justify="flex-end" gap="sm">
              {!phone && (
                <Button variant="default" onClick={() => onTab('required')}>
                  Back
                </Button>
              )}
              <Button type="submit" loading={save.isPending} fullWidth={phone}>
                {phone ? 'Finish' : 'Save and finish'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Tabs.Panel>
    </Tabs>
  );
}
