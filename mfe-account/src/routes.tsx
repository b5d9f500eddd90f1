import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundView } from '@jad/shared-ui';
import { AuthErrorPage } from './features/auth/components/auth-error-page';
import { SignInPage } from './features/auth/components/sign-in-page';
import { SignUpPage } from './features/auth/components/sign-up-page';
import { DeleteRequestPage } from './features/delete-account/components/delete-request-page';
import { ChangePasswordPage } from './features/password/components/change-password-page';
import { ForgotPasswordPage } from './features/password/components/forgot-password-page';
import { ResetPasswordPage } from './features/password/components/reset-password-page';
import { ChangeEmailPage } from './features/profile/components/change-email-page';
import { EditProfilePage } from './features/profile/components/edit-profile-page';
import { VerifyEmailPage } from './features/verify-email/components/verify-email-page';
import { NS } from './i18n';

/** The account remote's pages (the shell mounts it for /auth/*, /account/* and /delete-account-request). */
export function AppRoutes({ view }: { view: string }) {
  const { t } = useTranslation(NS);
  if (view !== 'routes') return null;
  return (
    <Routes>
      <Route path="/auth/signin" element={<SignInPage />} />
      <Route path="/auth/signup" element={<SignUpPage />} />
      <Route path="/auth/error" element={<AuthErrorPage />} />
      <Route path="/auth/verify-email" element={<VerifyEmailPage />} />
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/account/edit-profile" element={<EditProfilePage />} />
      <Route path="/account/change-password" element={<ChangePasswordPage />} />
      <Route path="/account/change-email" element={<ChangeEmailPage />} />
      <Route path="/delete-account-request" element={<DeleteRequestPage />} />
      <Route path="*" element={<NotFoundView message={t('notFound')} />} />
    </Routes>
  );
}
