import { claimsOfGroup, MARKETING_CLAIMS } from '@orchid/contracts/marketing-claims';
import type { PDFFont } from 'pdf-lib';
import type { MarketingContext } from './context';

// The case study visitors download from the partner page (§2, §9: "a fixed PDF"). It is drawn
// once per server from fixed words, with the installation's brand name and only the partner
// statistics the operator confirms (MARKETING_CLAIMS): a fresh install's case study makes no
// claim.

const PAGE = { width: 612, height: 792, margin: 64 };
/** The brand's violet and ink, as red, green and blue from 0 to 1. */
const VIOLET = [0.486, 0.247, 0.62] as const;
const INK = [0.145, 0.129, 0.118] as const;

type Block = { kind: 'title' | 'heading' | 'text' | 'figure'; words: string };

export function caseStudyBlocks(brandName: string, claims: readonly string[]): Block[] {
  const statistics = claimsOfGroup('partner').filter((key) => claims.includes(key));
  const blocks: Block[] = [
    { kind: 'title', words: `Partnering with ${brandName}: a case study` },
    {
      kind: 'text',
      words: `How an organization that funds therapy for people who could not otherwise afford it worked with ${brandName} to spend less time on paperwork and more on care.`,
    },
    { kind: 'heading', words: 'The challenge' },
    {
      kind: 'text',
      words:
        'Every funded session meant intake forms, scheduling, reminders, notes and invoices spread over several tools. Staff time went to copying between them, and clinicians waited on paperwork before they could see the people the grants were meant for.',
    },
    { kind: 'heading', words: 'What changed' },
    {
      kind: 'text',
      words: `The partner moved its clinicians to ${brandName}: one place for booking, secure messaging, notes and forms, outcome measures and billing. Clients booked and paid online, reminders went out by themselves, and funded sessions were tracked as they happened.`,
    },
  ];
  if (statistics.length > 0) {
    blocks.push({ kind: 'heading', words: 'The results' });
    for (const key of statistics) {
      const { figure, text } = MARKETING_CLAIMS[key];
      blocks.push({ kind: 'figure', words: `${figure} ${text}` });
    }
  }
  blocks.push(
    { kind: 'heading', words: 'Partner with us' },
    {
      kind: 'text',
      words: `Ask for a free 20-minute demo on the ${brandName} partner page, and we will show you how a partnership could work for your organization.`,
    },
  );
  return blocks;
}

/** Lines of at most `width` points in `font` at `size`. */
function wrap(words: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Standard PDF fonts draw WinAnsi only: anything else in a brand name becomes '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export async function drawCaseStudy(brandName: string, claims: readonly string[]) {
  // The PDF library loads with the first download: it is half a second of every start.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${brandName} partner case study`));
  pdf.setAuthor(winAnsi(brandName));
  // A fixed date: the same settings draw the same file.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const styles = {
    title: { font: bold, size: 24, color: rgb(...VIOLET), before: 0, after: 12 },
    heading: { font: bold, size: 16, color: rgb(...VIOLET), before: 14, after: 6 },
    text: { font: regular, size: 12, color: rgb(...INK), before: 0, after: 6 },
    figure: { font: bold, size: 14, color: rgb(...INK), before: 2, after: 4 },
  } as const;
  for (const block of caseStudyBlocks(winAnsi(brandName), claims)) {
    const style = styles[block.kind];
    y -= style.before;
    for (const line of wrap(block.words, style.font, style.size, width)) {
      if (y - style.size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.size * 1.35;
      page.drawText(line, {
        x: PAGE.margin,
        y,
        size: style.size,
        font: style.font,
        color: style.color,
      });
    }
    y -= style.after;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** The case study of this installation, drawn at its first download and kept. */
export function caseStudyOf(ctx: MarketingContext): () => Promise<Buffer> {
  let drawn: Promise<Buffer> | undefined;
  return () => {
    drawn ??= drawCaseStudy(ctx.brandName, ctx.marketingClaims);
    return drawn;
  };
}
