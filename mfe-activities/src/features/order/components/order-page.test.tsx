import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { mockApi, type ApiMock, type Body } from '@/test/api-mock';
import { fail, ok, renderScreen } from '@/test/render';
import { OrderPage } from './order-page';

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

function view(patch: Partial<ActivityOrderView> = {}): ActivityOrderView {
  return {
    order: {
      order_id: '3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
      status: 'confirmed',
      activity: {
        activity_id: 'acid-1',
        name_en: 'Evening Desert Safari',
        name_ar: 'سفاري الصحراء المسائية',
        horizontal_thumbnail: '/img.svg',
      },
      branch: { branch_id: 'b-1', name_en: 'Red Dunes Camp', name_ar: 'مخيم الكثبان الحمراء', area: 'Lahbab' },
      visit_date: '2026-12-03',
      tickets: [
        { band: 'adult', quantity: 2, unit_price_minor: 18_500, subtotal_minor: 37_000 },
        { band: 'child', quantity: 1, unit_price_minor: 12_000, subtotal_minor: 12_000 },
      ],
      amount_minor: 49_000,
      currency: 'AED',
      display_amount_minor: 49_000,
      contact_name: 'Sara A',
      contact_email: 'sara@example.com',
      payment: { status: 'succeeded', error: null },
      created_at: '2026-11-22T10:00:00.000Z',
      fx_rate: 1,
      refund_minor: null,
      cancelled_at: null,
      free_cancellation_hours: 24,
    },
    branch: {
      name_en: 'Red Dunes Camp',
      name_ar: 'مخيم الكثبان الحمراء',
      area: 'Lahbab',
      area_ar: 'لهباب',
      lat: 24.98,
      lng: 55.62,
      phone: null,
      map_url: 'https://www.google.com/maps/search/?api=1&query=24.98000,55.62000',
      hours_on_visit: [[870, 1290]],
    },
    ticket: {
      code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
      code_display: 'ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ23-4567',
      qr_svg: QR,
      status: 'valid',
      counts: { adult: 2, teen: 0, child: 1 },
    },
    cancellation: {
      free_cancellation_hours: 24,
      visit_starts_at: '2026-12-03T10:30:00.000Z',
      free_until: '2026-12-02T10:30:00.000Z',
      cancellable: true,
      reason: null,
      refund_minor: 49_000,
    },
    refund: null,
    history: [
      { event: 'booked', at: '2026-11-22T10:00:00.000Z' },
      { event: 'paid', at: '2026-11-22T10:01:00.000Z' },
    ],
    voucher_path: '/api/v1/activities/orders/3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f/voucher.pdf',
    calendar_path: '/api/v1/activities/orders/3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f/calendar.ics',
    ...patch,
  };
}

const cancelled = (): ActivityOrderView => {
  const v = view();
  return {
    ...v,
    order: { ...v.order, status: 'cancelled', refund_minor: 49_000, cancelled_at: '2026-11-23T08:00:00.000Z' },
    ticket: { ...v.ticket!, status: 'cancelled' },
    cancellation: { ...v.cancellation, cancellable: false, reason: 'cancelled' },
    refund: { amount_minor: 49_000, display_amount_minor: 49_000, status: 'refunded' },
    history: [
      ...v.history,
      { event: 'cancelled', at: '2026-11-23T08:00:00.000Z' },
      { event: 'refunded', at: '2026-11-23T08:00:01.000Z' },
    ],
    voucher_path: null,
  };
};

const PATH = '/activities/order?order_id=3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';
let api: ApiMock;
afterEach(() => api?.restore());

describe('activity order page', () => {
  it('shows the ticket with its QR code, the group, the downloads and the cancel button while cancelling is free', async () => {
    api = mockApi((url) => (url === '/activities/orders/manage' ? ok(view()) : fail(404)));
    await renderScreen(<OrderPage />, { path: PATH, signedIn: true });
    const qr = await screen.findByTestId('ticket-qr');
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`);
    expect(qr).toHaveAttribute('alt', 'QR code of ticket ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ23-4567');
    expect(screen.getByTestId('ticket-code')).toHaveTextContent('ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ23-4567');
    expect(screen.getByTestId('count-adult')).toHaveTextContent('2 adults');
    expect(screen.getByTestId('count-child')).toHaveTextContent('1 child');
    expect(screen.queryByTestId('count-teen')).toBeNull();
    expect(screen.getByTestId('download-pdf')).toHaveAttribute('href', `${view().voucher_path}?lang=en`);
    expect(screen.getByTestId('add-to-calendar')).toHaveAttribute('href', `${view().calendar_path}?lang=en`);
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent(
      'Free cancellation up to 24 hours before the activity',
    );
    expect(screen.getByTestId('cancel-deadline')).toHaveTextContent('Free cancellation until 2 Dec 2026');
    expect(screen.getByTestId('cancel-order')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('order-history'))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-event')),
    ).toEqual(['booked', 'paid']);
    expect(api.post).toHaveBeenCalledWith('/activities/orders/manage', {
      order_id: '3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
    });
  });

  it('offers no cancel button after the deadline, and says when it ended', async () => {
    const late = view({ cancellation: { ...view().cancellation, cancellable: false, reason: 'deadline_passed' } });
    api = mockApi(() => ok(late));
    await renderScreen(<OrderPage />, { path: PATH, signedIn: true });
    expect(await screen.findByTestId('cancel-deadline')).toHaveTextContent(
      'The free cancellation period ended on 2 Dec 2026',
    );
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('offers no cancel button for a non-refundable activity', async () => {
    const fixed = view({
      cancellation: {
        ...view().cancellation,
        free_cancellation_hours: null,
        free_until: null,
        cancellable: false,
        reason: 'non_refundable',
      },
    });
    api = mockApi(() => ok(fixed));
    await renderScreen(<OrderPage />, { path: PATH, signedIn: true });
    expect(await screen.findByTestId('cancellation-policy')).toHaveTextContent('Non-refundable');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
  });

  it('cancels after confirmation and shows the refund', async () => {
    api = mockApi((url) => (url === '/activities/orders/cancel' ? ok(cancelled()) : ok(view())));
    await renderScreen(<OrderPage />, { path: PATH, signedIn: true });
    fireEvent.click(await screen.findByTestId('cancel-order'));
    expect(
      await screen.findByText('Your tickets will stop working and AED 490.00 will be refunded to your card.'),
    ).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByTestId('confirm-cancel'));
    });
    expect(await screen.findByTestId('order-refund')).toHaveTextContent('Refunded: AED 490.00');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled');
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByTestId('cancel-order')).toBeNull();
    expect(screen.queryByTestId('download-pdf')).toBeNull();
    expect(screen.queryByTestId('add-to-calendar')).toBeNull();
    expect(api.post).toHaveBeenCalledWith('/activities/orders/cancel', {
      order_id: '3f6c2a1e-8b7d-4c2a-9e1f-0a1b2c3d4e5f',
    });
  });

  it('reads in Arabic, and translates a refusal by its code', async () => {
    api = mockApi((url) =>
      url === '/activities/orders/cancel'
        ? Promise.reject(
            Object.assign(new Error('x'), {
              isHttpError: true,
              response: {
                status: 409,
                data: {
                  statusCode: 409,
                  code: 'cancellation_deadline_passed',
                  message: 'The free cancellation period for this order has ended.',
                },
              },
            }),
          )
        : ok(view()),
    );
    await renderScreen(<OrderPage />, { path: PATH, signedIn: true, lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('سفاري الصحراء المسائية');
    expect(screen.getByTestId('order-status')).toHaveTextContent('مؤكد');
    expect(screen.getByTestId('count-adult')).toHaveTextContent('بالغان');
    expect(screen.getByTestId('count-child')).toHaveTextContent('طفل واحد');
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('إلغاء مجاني حتى 24 ساعة قبل موعد النشاط');
    expect(screen.getByTestId('download-pdf')).toHaveTextContent('تنزيل القسيمة PDF');
    expect(screen.getByTestId('download-pdf')).toHaveAttribute('href', `${view().voucher_path}?lang=ar`);
    expect(screen.getByTestId('ticket-qr')).toHaveAttribute(
      'alt',
      'رمز QR للتذكرة ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ23-4567',
    );
    fireEvent.click(screen.getByTestId('cancel-order'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('confirm-cancel'));
    });
    expect(await screen.findByTestId('cancel-error')).toHaveTextContent('انتهت فترة الإلغاء المجاني لهذا الطلب.');
  });

  it('says under the field when the e-mail is not one, in Arabic, and asks nothing', async () => {
    api = mockApi(() => fail(404, 'Order was not found.'));
    await renderScreen(<OrderPage />, { path: PATH, signedIn: false, lang: 'ar' });
    const form = await screen.findByTestId('order-access');
    const asked = api.post.mock.calls.length;
    fireEvent.change(screen.getByTestId('order-access-email'), { target: { value: 'sara' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    const field = screen.getByTestId('order-access-email').closest('.MuiFormControl-root') as HTMLElement;
    expect(field.querySelector('.Mui-error')).not.toBeNull();
    expect(field.textContent).not.toMatch(/[A-Za-z]{3}/);
    expect(api.post.mock.calls).toHaveLength(asked);
  });

  it('asks a visitor for the booking e-mail, then opens the booking with it', async () => {
    api = mockApi((_url, body: Body) =>
      body.email === 'sara@example.com' ? ok(view()) : fail(404, 'Order was not found.'),
    );
    await renderScreen(<OrderPage />, { path: PATH, signedIn: false });
    const form = await screen.findByTestId('order-access');
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: 'sara@example.com' } });
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(await screen.findByTestId('ticket-qr')).toBeInTheDocument();
    expect(screen.getByTestId('download-pdf')).toHaveAttribute(
      'href',
      `${view().voucher_path}?lang=en&email=sara%40example.com`,
    );
  });
});
