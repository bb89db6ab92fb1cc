import {
  COMING_FEATURES,
  type ComingFeature,
  featureLabel,
} from '@orchid/contracts/product-features';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/test-app';
import { stubApi } from '../../app/test-server';
import { GetStartedPage } from '../accounts/get-started/get-started-page';
import { MemberRegisterPage } from '../accounts/register/member-register-page';
import { ProfessionalRegisterPage } from '../accounts/register/professional-register-page';
import { HomePage } from '../home/home-page';
import { ProfessionalLandingPage } from '../home/professional-landing-page';
import { AboutUsPage } from '../info/about-us-page';
import { PricingPage } from '../subscriptions/pricing-page';
import { AiProgressNotesPage } from './ai-progress-notes-page';
import { EhrFaqPage } from './ehr-faq-page';
import { MeasurementBasedCarePage } from './measurement-based-care-page';
import { PartnerPage } from './partner-page';
import { SwitchEhrPage } from './switch-ehr-page';

// The offer is honest: a page that sells the product claims only what contracts'
// product-features.ts calls built. What each unbuilt feature sounds like on a page; a new
// coming feature needs its words here (the Record's type asks for them).
const CLAIMS: Record<ComingFeature, RegExp> = {
  'client-charts': /\bcharts?\b|treatment plans?/i,
  'notes-and-forms': /\bnotes?\b|intake forms?/i,
  assessments: /assessment|PHQ-9|questionnaire/i,
  messaging: /messag/i,
  invoices: /invoice|superbill|insurance claim/i,
  autopay: /autopay/i,
  telehealth: /video|telehealth/i,
  'ai-notes': /\bAI\b/,
  'audio-recorder': /audio/i,
  'calendar-sync': /calendar sync|sync with google/i,
  'file-storage': /file storage/i,
  'business-analytics': /analytics/i,
  waitlist: /waitlist|waiting list/i,
  'import-export': /\bimport\b|\bexport\b/i,
};

/** The page's words, less what it marks as coming (the "On the way" box, a "Coming" card). */
function sellingText(within: HTMLElement = document.body): string {
  const copy = within.cloneNode(true) as HTMLElement;
  for (const coming of copy.querySelectorAll('[data-coming]')) coming.remove();
  return copy.textContent ?? '';
}

/** Every unbuilt feature the words claim, with the words that claim it. */
function unbuiltClaims(text: string): string[] {
  return COMING_FEATURES.flatMap((feature) => {
    const found = text.match(CLAIMS[feature]);
    return found ? [`${feature}: "${found[0]}"`] : [];
  });
}

const sellingPages: [string, ReactNode][] = [
  ['/pricing', <PricingPage key="pricing" />],
  ['/professional-homepage', <ProfessionalLandingPage key="landing" />],
  ['/', <HomePage key="home" />],
  ['/about-us', <AboutUsPage key="about" />],
  ['/orchid-ehr-faq', <EhrFaqPage key="faq" />],
  ['/partner-with-orchid', <PartnerPage key="partner" />],
  ['/professional-register', <ProfessionalRegisterPage key="pro-register" />],
  ['/member-register', <MemberRegisterPage key="member-register" />],
  ['/get-started', <GetStartedPage key="get-started" />],
];

describe('the offer is honest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(sellingPages)('%s claims no feature that is not built', async (path, page) => {
    stubApi({
      'GET /api/users/v1/user_info': { status: 403, body: { detail: 'Not authenticated' } },
    });
    renderInApp(page, { path });
    await screen.findAllByRole('heading', { level: 1 });
    expect(unbuiltClaims(sellingText())).toEqual([]);
  });

  it('/switch-ehr marks what you get that is not built as coming', async () => {
    stubApi({});
    renderInApp(<SwitchEhrPage />, { path: '/switch-ehr' });
    const heading = await screen.findByRole('heading', { name: /^What you get with/ });
    const section = heading.closest('section') as HTMLElement;
    expect(unbuiltClaims(sellingText(section))).toEqual([]);
    // The coming cards are there, said to be coming: telehealth, messaging, notes, billing.
    expect(within(section).getAllByText('Coming')).toHaveLength(4);
  });

  it('catches a page that sells an unbuilt feature', () => {
    expect(unbuiltClaims('Calendar, online booking and Client charts')).toEqual([
      'client-charts: "charts"',
    ]);
    expect(unbuiltClaims('Meet by video, and message securely in between')).toEqual([
      'messaging: "messag"',
      'telehealth: "video"',
    ]);
  });

  it('lists every unbuilt feature as coming on the professional landing', async () => {
    stubApi({});
    renderInApp(<ProfessionalLandingPage />, { path: '/professional-homepage' });
    const coming = await screen.findByRole('article', { name: 'On the way' });
    for (const feature of COMING_FEATURES)
      expect(coming.textContent).toContain(featureLabel(feature));
  });

  it.each([
    ['/ai-progress-note-generator', <AiProgressNotesPage key="ai" />, 'ai-notes'],
    ['/measurement-based-care', <MeasurementBasedCarePage key="mbc" />, 'assessments'],
    ['/switch-ehr', <SwitchEhrPage key="switch" />, 'import-export'],
  ] as const)('%s says first that what it describes is on the way', async (path, page, feature) => {
    stubApi({});
    renderInApp(page, { path });
    const notice = await screen.findByRole('note', {
      name: `On the way: ${featureLabel(feature)}`,
    });
    expect(notice.textContent).toContain('no plan includes it today');
  });
});
