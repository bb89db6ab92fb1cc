import { describe, expect, it } from 'vitest';
import { caseStudyBlocks, drawCaseStudy } from './case-study-pdf';
import { caseStudyFileName } from './routes';

const words = (blocks: { words: string }[]) => blocks.map((block) => block.words).join('\n');

describe('the case study', () => {
  it("names the installation's brand and makes no claim on a fresh install", () => {
    const text = words(caseStudyBlocks('Lakeside', []));
    expect(text).toContain('Partnering with Lakeside: a case study');
    expect(text).not.toContain('The results');
    expect(text).not.toMatch(/\$|\d+%/);
  });

  it('shows the partner statistics the operator confirms, and no other claim', () => {
    const blocks = caseStudyBlocks('Orchid', ['partner-grantees', 'no-shows', 'partner-savings']);
    const figures = blocks.filter((block) => block.kind === 'figure').map((block) => block.words);
    expect(figures).toEqual(['$120,000 saved', 'Over 100 grantees']);
  });

  it('draws a PDF, even for a brand name the standard fonts cannot write', async () => {
    const pdf = await drawCaseStudy('Ōrchid 🌸', ['partner-savings']);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is downloaded under a name made from the brand', () => {
    expect(caseStudyFileName('Orchid')).toBe('orchid-case-study.pdf');
    expect(caseStudyFileName('Lakeside Care & Co')).toBe('lakeside-care-co-case-study.pdf');
    expect(caseStudyFileName('☀')).toBe('case-study.pdf');
  });
});
