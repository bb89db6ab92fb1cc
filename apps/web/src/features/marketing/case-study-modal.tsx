import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CASE_STUDY_PATH, LeadInputSchema } from '@orchid/contracts/marketing';
import { useEffect } from 'react';
import { useCaptureLead } from './marketing-queries';

// The case study's form (§4, §5, §8): a first name and a valid e-mail, then the lead is kept,
// the PDF download starts and the modal closes. "No Thanks" closes it. A failure is logged and
// shown in the modal, which stays open, and nothing is downloaded.

const FormSchema = LeadInputSchema.omit({ source: true });
type CaseStudyValues = { first_name: string; email: string };

/** Starts the case study's download, as a click on a link to it would. */
function downloadCaseStudy() {
  const link = document.createElement('a');
  link.href = CASE_STUDY_PATH;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function CaseStudyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const capture = useCaptureLead();
  const form = useForm<CaseStudyValues>({
    initialValues: { first_name: '', email: '' },
    validate: schemaResolver(FormSchema, { sync: true }),
  });
  const { reset: resetForm } = form;
  const { reset: resetCapture } = capture;
  // Each opening starts afresh: empty fields, no error (§4).
  useEffect(() => {
    if (opened) {
      resetForm();
      resetCapture();
    }
  }, [opened, resetForm, resetCapture]);

  const submit = form.onSubmit((values) => {
    capture.mutate(
      { ...values, source: 'CaseStudy' },
      {
        onSuccess: () => {
          downloadCaseStudy();
          onClose();
        },
        onError: (error) => console.error('case study lead failed', error),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Download the case study" centered>
      <form onSubmit={submit} noValidate aria-label="Download the case study">
        <Stack gap="md">
          <Text>Tell us who you are and the case study will download right away.</Text>
          <TextInput
            label="First name"
            required
            maxLength={100}
            autoComplete="given-name"
            data-autofocus
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          {capture.isError && (
            <Alert color="red" role="alert" title="The download could not start">
              We could not save your details just now. Please try again in a moment.
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              No Thanks
            </Button>
            <Button type="submit" loading={capture.isPending}>
              Download
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
