import { act, fireEvent, screen } from '@testing-library/react';
import { api, bus } from '@jad/shared-ui';
import { renderInApp } from '@/test/render';
import ContactPage from './contact-page';

let toasts: Array<{ message: string; severity: string }>;
let off: () => void;
beforeEach(() => {
  toasts = [];
  off = bus.on('shell:toast-requested', (t) => toasts.push(t));
});
afterEach(() => {
  off();
  jest.restoreAllMocks();
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

test('a valid message is posted and confirmed with the spec text', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    status: 200,
    data: { message: 'We received your request. We will get back to you shortly' },
  } as never);
  await renderInApp(<ContactPage />);
  fill({ 'Your name': ' Sara ', 'E-mail address': 'sara@example.com', Message: 'Can I change my booking dates?' });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  });
  expect(post).toHaveBeenCalledWith('/contact', {
    name: 'Sara',
    email: 'sara@example.com',
    message: 'Can I change my booking dates?',
    language: 'en',
  });
  expect(screen.getByRole('status')).toHaveTextContent('We received your request. We will get back to you shortly');
  expect(toasts).toEqual([
    { message: 'We received your request. We will get back to you shortly', severity: 'success' },
  ]);
});

test('missing fields are named and nothing is sent', async () => {
  const post = jest.spyOn(api, 'post');
  await renderInApp(<ContactPage />);
  fill({ 'E-mail address': 'not-an-address' });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
    'Please enter your name',
    'Please enter a valid e-mail address',
    'Please write your message',
  ]);
  expect(post).not.toHaveBeenCalled();
});

test('a failed send shows the spec §8 message in the visitor’s language and keeps the form', async () => {
  jest.spyOn(api, 'post').mockRejectedValue({ response: { status: 429, data: { message: 'Too many requests' } } });
  await renderInApp(<ContactPage />, 'ar');
  fill({ اسمك: 'سارة', 'البريد الإلكتروني': 'sara@example.com', الرسالة: 'مرحبا' });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'أرسل الرسالة' }));
  });
  // 429 is outside 400–405: spec §8 says 'Something went wrong', in the visitor's language.
  expect(toasts).toEqual([{ message: 'حدث خطأ ما', severity: 'error' }]);
  expect(screen.getByLabelText('الرسالة')).toHaveValue('مرحبا');
});
