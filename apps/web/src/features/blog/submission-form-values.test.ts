import { describe, expect, it } from 'vitest';
import {
  bioWordsInWords,
  draftFileProblem,
  type SubmissionValues,
  submissionFormSchema,
  submissionInitialValues,
  submissionInput,
} from './submission-form-values';

const filled: SubmissionValues = {
  ...submissionInitialValues,
  name: ' Dana Moss ',
  email: 'dana@example.org',
  suggested_title: 'Rest is part of the work',
  category: 'clinician-wellness',
  author_bio: 'Dana Moss, LCSW.',
};

const problems = (values: SubmissionValues) =>
  Object.fromEntries(
    (submissionFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the submission form', () => {
  it('asks for a Word document of at most 5 MB, or a link', () => {
    expect(problems(filled)).toEqual({ draft: 'Choose your Word document.' });
    const pdf = new File(['%PDF'], 'draft.pdf', { type: 'application/pdf' });
    expect(problems({ ...filled, draft: pdf })).toEqual({
      draft: 'Attach a Word document (.doc or .docx).',
    });
    expect(draftFileProblem({ name: 'Big.DOCX', size: 6 * 1024 * 1024 })).toBe(
      'The draft must be at most 5 MB.',
    );
    const docx = new File(['PK'], 'draft.docx');
    expect(problems({ ...filled, draft: docx })).toEqual({});
    expect(problems({ ...filled, draft_kind: 'link' })).toEqual({
      document_url: 'Paste the link to your document.',
    });
    expect(problems({ ...filled, draft_kind: 'link', document_url: 'ftp://x' })).toHaveProperty(
      'document_url',
    );
    expect(
      problems({ ...filled, draft_kind: 'link', document_url: 'https://docs.example.org/d/1' }),
    ).toEqual({});
  });

  it('counts the bio’s words against §5’s 100', () => {
    expect(bioWordsInWords('Dana Moss, LCSW.')).toBe('3 of 100 words');
    const long = Array.from({ length: 101 }, () => 'word').join(' ');
    expect(
      problems({
        ...filled,
        author_bio: long,
        draft_kind: 'link',
        document_url: 'https://d.example/1',
      }),
    ).toEqual({
      author_bio: 'Keep the bio to 100 words.',
    });
  });

  it('sends the file as base64 with its name, or the link', async () => {
    const docx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'draft.docx');
    expect(await submissionInput({ ...filled, draft: docx })).toEqual({
      name: 'Dana Moss',
      email: 'dana@example.org',
      suggested_title: 'Rest is part of the work',
      category: 'clinician-wellness',
      author_bio: 'Dana Moss, LCSW.',
      document_url: null,
      draft_file: { file_name: 'draft.docx', content_base64: 'UEsDBA==' },
    });
    expect(
      await submissionInput({
        ...filled,
        draft: docx,
        draft_kind: 'link',
        document_url: ' https://d.example/1 ',
      }),
    ).toMatchObject({ document_url: 'https://d.example/1', draft_file: null });
  });
});
