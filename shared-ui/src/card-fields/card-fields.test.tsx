import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { i18n } from '../i18n/i18n';
import { AppProviders } from '../theme/app-providers';
import { appStore } from '../store/app-store';
import {
  cardProblems,
  cardReady,
  emptyCard,
  expiryValid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  testPaymentMethodOf,
  TEST_CARDS,
  type CardValue,
} from './card-rules';
import { CardFields } from './lazy-card-fields';

function Harness({ showErrors = false, onValue }: { showErrors?: boolean; onValue?: (v: CardValue) => void }) {
  const [value, setValue] = useState(emptyCard);
  return (
    <CardFields
      value={value}
      showErrors={showErrors}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

async function renderFields(ui: ReactElement, lang: 'en' | 'ar' = 'en') {
  act(() => appStore.getState().setLang(lang));
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  const view = render(<AppProviders>{ui}</AppProviders>);
  // The fields arrive in a lazy chunk (the first one is transformed cold: give it time).
  await screen.findByTestId('card-number', {}, { timeout: 5000 });
  return view;
}

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('card rules', () => {
  const june2026 = new Date(2026, 5, 15);

  it('groups the number and slashes the expiry as they are typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42ab')).toBe('4242 4242 42');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/295')).toBe('12/29');
  });

  it('takes an expiry of this month or later and nothing else', () => {
    expect(expiryValid('06/26', june2026)).toBe(true);
    expect(expiryValid('01/27', june2026)).toBe(true);
    expect(expiryValid('05/26', june2026)).toBe(false);
    expect(expiryValid('13/30', june2026)).toBe(false);
    expect(expiryValid('1230', june2026)).toBe(false);
  });

  it('names each wrong field, and sends digits only', () => {
    expect(cardProblems(emptyCard(), june2026)).toEqual({ number: true, expiry: true, cvc: true });
    const good = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    expect(cardProblems(good, june2026)).toEqual({ number: false, expiry: false, cvc: false });
    expect(cardReady(good, june2026)).toBe(true);
    expect(cardReady({ ...good, cvc: '12' }, june2026)).toBe(false);
    expect(cardReady({ ...good, number: '4242 4242' }, june2026)).toBe(false);
  });

  it('tokenises the test cards to their PaymentMethod ids, and nothing else', () => {
    expect(testPaymentMethodOf(TEST_CARDS.success)).toBe('pm_card_visa');
    expect(testPaymentMethodOf('4242424242424242')).toBe('pm_card_visa');
    expect(testPaymentMethodOf(TEST_CARDS.declined)).toBe('pm_card_visa_chargeDeclined');
    expect(testPaymentMethodOf(TEST_CARDS.failsOnce)).toBe('pm_card_chargeDeclinedProcessingError');
    expect(testPaymentMethodOf('4000 0027 6000 3184')).toBe('pm_card_authenticationRequired');
    expect(testPaymentMethodOf('5555 5555 5555 4444')).toBeNull();
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0027 6000 3184')).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
  });
});

describe('CardFields', () => {
  it('formats as typed and keeps only digits in the CVC', async () => {
    const seen = jest.fn();
    const view = await renderFields(<Harness onValue={seen} />);
    fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '1239' } });
    fireEvent.change(screen.getByLabelText(/CVC/), { target: { value: '1a2b3c45' } });
    expect(screen.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByTestId('card-expiry')).toHaveValue('12/39');
    expect(screen.getByTestId('card-cvc')).toHaveValue('1234');
    expect(seen).toHaveBeenLastCalledWith({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '1234' });
    // No messages until the form asks for them; the expiry's format shows under it meanwhile.
    expect(screen.queryByText('Enter 12 to 19 digits')).toBeNull();
    expect(screen.getByText('MM/YY')).toHaveAttribute('id', `${screen.getByTestId('card-expiry').id}-helper-text`);
    view.unmount();
  });

  it('shows each field’s message once errors are on, and marks the field invalid', async () => {
    const view = await renderFields(<Harness showErrors />);
    expect(screen.getByText('Enter 12 to 19 digits')).toBeInTheDocument();
    expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
    expect(screen.getByText('3 or 4 digits')).toBeInTheDocument();
    expect(screen.getByTestId('card-expiry')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '0120' } });
    expect(screen.getByText('Use MM/YY, not in the past')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1239' } });
    expect(screen.queryByText('Use MM/YY, not in the past')).toBeNull();
    expect(screen.getByTestId('card-expiry')).toHaveAttribute('aria-invalid', 'false');
    view.unmount();
  });

  it('speaks Arabic with the digits left to right, and asks the browser for the card autofill', async () => {
    const view = await renderFields(<Harness showErrors />, 'ar');
    expect(screen.getByLabelText(/رقم البطاقة/)).toBe(screen.getByTestId('card-number'));
    expect(screen.getByText('استخدم MM/YY، وليس تاريخًا مضى')).toBeInTheDocument();
    for (const [id, autocomplete] of [
      ['card-number', 'cc-number'],
      ['card-expiry', 'cc-exp'],
      ['card-cvc', 'cc-csc'],
    ] as const) {
      expect(screen.getByTestId(id)).toHaveAttribute('dir', 'ltr');
      expect(screen.getByTestId(id)).toHaveAttribute('autocomplete', autocomplete);
      expect(screen.getByTestId(id)).toHaveAttribute('inputmode', 'numeric');
    }
    view.unmount();
  });
});
