import { expect, type Page } from '@playwright/test';

// The shared card entry (shared-ui CardPayment, the built-in test element) as every checkout shows it: hotels,
// activities, plans. The number is tokenised in the browser; the api gets a PaymentMethod id.

/** A card that is good for years (MM/YY typed as digits; the field adds the slash). */
export const GOOD_CARD = { expiry: '1239', cvc: '123' } as const;

/** Types a card into the form; expiry and CVC default to a good card's. */
export async function fillCard(
  page: Page,
  number: string,
  expiry: string = GOOD_CARD.expiry,
  cvc: string = GOOD_CARD.cvc,
): Promise<void> {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill(expiry);
  await page.getByTestId('card-cvc').fill(cvc);
}

/**
 * An expired month and a short CVC: pressing `payButton` shows both fields' messages and sends nothing
 * (`sent` counts the pay requests the caller watches).
 */
export async function expectBadCardRefused(
  page: Page,
  number: string,
  payButton: string,
  sent: () => number,
): Promise<void> {
  await fillCard(page, number, '0120', '12');
  await page.getByTestId(payButton).click();
  await expect(page.getByText('Use MM/YY, not in the past')).toBeVisible();
  await expect(page.getByText('3 or 4 digits')).toBeVisible();
  expect(sent()).toBe(0);
}
