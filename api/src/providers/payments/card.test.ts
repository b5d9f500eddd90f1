import { cardCvcSchema, cardExpiryCurrent, cardExpirySchema, cardNumberSchema, chargeCard } from './card';

describe('payment card rules', () => {
  const midJune2026 = new Date('2026-06-15T12:00:00Z');

  it('takes an expiry of this month or later, refuses last month', () => {
    expect(cardExpiryCurrent('06/26', midJune2026)).toBe(true);
    expect(cardExpiryCurrent('12/39', midJune2026)).toBe(true);
    expect(cardExpiryCurrent('05/26', midJune2026)).toBe(false);
    expect(cardExpiryCurrent('12/25', midJune2026)).toBe(false);
  });

  it('keeps a card whose month is still running somewhere (UTC−12) on the 1st at 02:00 UTC', () => {
    const earlyJuly = new Date('2026-07-01T02:00:00Z');
    expect(cardExpiryCurrent('06/26', earlyJuly)).toBe(true);
    expect(cardExpiryCurrent('06/26', new Date('2026-07-01T13:00:00Z'))).toBe(false);
  });

  it.each(['', '1/27', '13/27', '00/27', '12/2027', '12-27', 'ab/cd'])(
    'refuses the expiry %j as not MM/YY',
    (value) => {
      expect(cardExpiryCurrent(value, midJune2026)).toBe(false);
      expect(cardExpirySchema.safeParse(value).error?.issues[0]!.message).toBe('Expiry must be MM/YY');
    },
  );

  it('names an expired card in the schema, and passes a current one through trimmed', () => {
    expect(cardExpirySchema.safeParse('01/20').error?.issues[0]!.message).toBe('The card has expired');
    expect(cardExpirySchema.parse(' 12/39 ')).toBe('12/39');
  });

  it('takes a CVC of 3 or 4 digits and a number of 12 to 19 digits with spaces or dashes', () => {
    expect(cardCvcSchema.safeParse('123').success).toBe(true);
    expect(cardCvcSchema.safeParse('1234').success).toBe(true);
    for (const bad of ['12', '12345', '12a', ''])
      expect(cardCvcSchema.safeParse(bad).error?.issues[0]!.message).toBe('CVC must be 3 or 4 digits');
    expect(cardNumberSchema.safeParse('4242 4242 4242 4242').success).toBe(true);
    expect(cardNumberSchema.safeParse('4242').error?.issues[0]!.message).toBe('Card number must be 12 to 19 digits');
  });

  it('turns MM/YY into the month and four-digit year a gateway wants, and leaves out what is blank', () => {
    expect(chargeCard({ number: '4242424242424242', expiry: '03/31', cvc: '123' })).toEqual({
      cardNumber: '4242424242424242',
      cardExpMonth: 3,
      cardExpYear: 2031,
      cardCvc: '123',
    });
    expect(chargeCard({ number: '4242424242424242', expiry: '', cvc: '' })).toEqual({ cardNumber: '4242424242424242' });
  });
});
