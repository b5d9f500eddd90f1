import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus, type Lang } from '@jad/shared-ui';
import { apiFailure, fakeApi, mockSessionFetch, renderScreen, signedInUser, signOutLocally } from '@/test/render';
import { SignUpPage } from './components/sign-up-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const LABELS: Record<
  Lang,
  { first: RegExp; last: RegExp; email: RegExp; password: RegExp; username: RegExp; submit: string }
> = {
  en: {
    first: /First name/,
    last: /Last name/,
    email: /E-mail/,
    password: /^Password/,
    username: /Username/,
    submit: 'Create account',
  },
  ar: {
    first: /الاسم الأول/,
    last: /اسم العائلة/,
    email: /البريد الإلكتروني/,
    password: /^كلمة المرور/,
    username: /اسم المستخدم/,
    submit: 'إنشاء الحساب',
  },
};

async function fillForm(lang: Lang, values: { username?: string } = {}) {
  const l = LABELS[lang];
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(l.first), 'Sara');
  await user.type(screen.getByLabelText(l.last), 'Al Mansoori');
  await user.type(screen.getByLabelText(l.email), 'new@example.com');
  if (values.username) await user.type(screen.getByLabelText(l.username), values.username);
  await user.type(screen.getByLabelText(l.password), 'short but long enough');
  return user;
}

const codeSent = {
  status: 202,
  data: { message: 'We sent a code to new@example.com', code: 'code_sent', email: 'new@example.com' },
};

describe('SignUpPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('checks the form before sending, then shows the code step; the right code signs in and returns (en)', async () => {
    signOutLocally();
    const sessionFetch = mockSessionFetch({ ...signedInUser, email_verified: true });
    const toasts = jest.fn();
    const off = bus.on('shell:toast-requested', toasts);
    api = fakeApi({
      'GET /auth/providers': { status: 200, data: [] },
      'POST /users/sign-up': codeSent,
      'POST /users/sign-up/verify': {
        status: 200,
        data: {
          message: 'Email has been verified',
          code: 'email_verified',
          user: { ...signedInUser, email_verified: true },
          csrfToken: 'c',
          token: 't',
        },
      },
    });
    await renderScreen(<SignUpPage />, { path: '/auth/signup?callbackUrl=%2Fplans' });
    const submit = screen.getByRole('button', { name: 'Create account' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/First name/), 'Sara');
    await user.type(screen.getByLabelText(/Last name/), 'Al Mansoori');
    await user.type(screen.getByLabelText(/E-mail/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(submit);
    // Under the password, once, instead of its rules; nothing sent.
    expect(await screen.findByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.queryByText(/^At least 8 characters/)).toBeNull();
    expect(api.callsTo('POST /users/sign-up')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Password/), ' but long enough');
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('POST /users/sign-up').map((c) => c.body)).toEqual([
        { first_name: 'Sara', last_name: 'Al Mansoori', email: 'new@example.com', password: 'short but long enough' },
      ]),
    );

    // The code step, the same for a new and a taken address; still signed out, still on the page.
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /We sent a code to .new@example\.com.\. If you already have an account, we sent you a sign-in reminder instead\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60');
    expect(appStore.getState().user).toBeNull();
    expect(window.location.pathname).toBe('/auth/signup');
    expect(toasts).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('123456');
    await waitFor(() =>
      expect(api.callsTo('POST /users/sign-up/verify').map((c) => c.body)).toEqual([
        { email: 'new@example.com', code: '123456' },
      ]),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/plans'));
    expect(sessionFetch).toHaveBeenCalled();
    expect(appStore.getState().user).toMatchObject({ email: signedInUser.email, email_verified: true });
    off();
  });

  it('shows the code step in Arabic; a wrong code says so in Arabic and clears the boxes', async () => {
    signOutLocally();
    api = fakeApi({
      'GET /auth/providers': { status: 200, data: [] },
      'POST /users/sign-up': codeSent,
      'POST /users/sign-up/verify': apiFailure(404, 'otp_invalid', 'OTP is invalid'),
    });
    await renderScreen(<SignUpPage />, { path: '/auth/signup', lang: 'ar' });
    const user = await fillForm('ar');
    await user.click(screen.getByRole('button', { name: LABELS.ar.submit }));
    expect(await screen.findByRole('heading', { name: 'تحقق من بريدك الإلكتروني' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /أرسلنا رمزاً إلى .new@example\.com.\. إذا كان لديك حساب بالفعل، فقد أرسلنا إليك تذكيراً بتسجيل الدخول بدلاً من ذلك\./,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('رمز التحقق غير صحيح');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((b) => b.value).join('')).toBe('');
    expect(api.callsTo('POST /users/sign-up/verify').map((c) => c.body)).toEqual([
      { email: 'new@example.com', code: '000000' },
    ]);
    expect(window.location.pathname).toBe('/auth/signup');
    // Back to the form, as it was filled.
    await user.click(screen.getByRole('button', { name: 'استخدام بريد إلكتروني آخر' }));
    expect(screen.getByLabelText(LABELS.ar.email)).toHaveValue('new@example.com');
  });

  it.each(['en', 'ar'] as const)('shows a taken username next to the username field, translated (%s)', async (lang) => {
    signOutLocally();
    api = fakeApi({
      'GET /auth/providers': { status: 200, data: [] },
      'POST /users/sign-up': apiFailure(409, 'username_taken', 'Username is already taken'),
    });
    await renderScreen(<SignUpPage />, { path: '/auth/signup', lang });
    const user = await fillForm(lang, { username: 'sara' });
    await user.click(screen.getByRole('button', { name: LABELS[lang].submit }));
    await waitFor(() => expect(api.callsTo('POST /users/sign-up')[0]?.body).toMatchObject({ username: 'sara' }));
    const field = screen.getByLabelText(LABELS[lang].username);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const text = lang === 'en' ? 'Username is already taken' : 'اسم المستخدم مستخدم بالفعل';
    expect(document.getElementById(field.getAttribute('aria-describedby')!)).toHaveTextContent(text);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
