import { pollBookingStatus } from './poll-status';
import { SupplyError, type BookingStatusResult, type HotelSupplyProvider } from './types';

function scripted(
  answers: (BookingStatusResult['status'] | Error)[],
): Pick<HotelSupplyProvider, 'bookingStatus'> & { calls: number } {
  const p = {
    calls: 0,
    async bookingStatus(partnerOrderId: string): Promise<BookingStatusResult> {
      const a = answers[Math.min(p.calls++, answers.length - 1)];
      if (a instanceof Error) throw a;
      return { partnerOrderId, status: a! };
    },
  };
  return p;
}

const noSleep = async () => undefined;

describe('pollBookingStatus', () => {
  it('returns the first settled status', async () => {
    const p = scripted(['processing', 'processing', 'ok']);
    expect(await pollBookingStatus(p, 'o-1', { sleep: noSleep })).toEqual({
      partnerOrderId: 'o-1',
      status: 'ok',
      polls: 3,
    });
  });

  it('counts a timed-out check as processing and keeps going', async () => {
    const p = scripted([new SupplyError('timeout'), 'failed']);
    expect(await pollBookingStatus(p, 'o-2', { sleep: noSleep })).toMatchObject({ status: 'failed', polls: 2 });
  });

  it('stops at the bound', async () => {
    const p = scripted(['processing']);
    expect(await pollBookingStatus(p, 'o-3', { maxPolls: 3, sleep: noSleep })).toMatchObject({
      status: 'processing',
      polls: 3,
    });
    expect(p.calls).toBe(3);
  });

  it('lets other errors through', async () => {
    const p = scripted([new SupplyError('order_not_found')]);
    await expect(pollBookingStatus(p, 'o-4', { sleep: noSleep })).rejects.toMatchObject({ code: 'order_not_found' });
  });
});
