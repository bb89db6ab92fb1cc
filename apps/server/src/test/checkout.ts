import { expect } from 'vitest';
import type { TestBrowser } from './browser';

/** Opens the hosted card page of a hold and posts a card on it. */
export async function payOnPage(browser: TestBrowser, timeslotId: string, cardNumber: string) {
  const opened = await browser.post('/api/scheduler/v1/payment/checkout_one_time', {
    timeslot_id: timeslotId,
  });
  expect(opened.statusCode).toBe(201);
  const path = new URL(opened.json().checkout_url).pathname;
  expect((await browser.get(path)).statusCode).toBe(200);
  return browser.request({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      card_number: cardNumber,
      expiry: '12/30',
      cvc: '123',
      name: 'Pat Member',
    }).toString(),
  });
}
