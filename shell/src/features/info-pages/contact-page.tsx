import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { bus } from '@jad/shared-ui/core';
import { applyApiErrors, useZodForm } from '@jad/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { COMPANY } from '@/config/company';
import { controlSx, FormField } from '@/components/form-field';
import { CONTACT_FIELDS, contactSchema, sendContact } from './send-contact';
import './register-pages';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Contact (spec §2, §8): form → POST /contact → 'We received your request. We will get back to you shortly'. */
export default function ContactPage() {
  const { t, i18n } = useTranslation('shell');
  const form = useZodForm(contactSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendContact(values, t('pages.contact.received'), i18n.language);
      setSent(true);
      form.reset(EMPTY);
    } catch (error) {
      // A field's problem goes under it; what is left (spec §8 text, in the visitor's language) in one toast.
      const rest = applyApiErrors(error, form.setError, CONTACT_FIELDS);
      if (rest) bus.emit('shell:toast-requested', { message: rest, severity: 'error' });
    }
  });
  const errorText = (field: (typeof CONTACT_FIELDS)[number]) =>
    errors[field] ? (
      <Typography
        id={`contact-${field}-error`}
        role="alert"
        variant="caption"
        color="error"
        sx={{ display: 'block', mt: 0.5 }}
      >
        {errors[field].message}
      </Typography>
    ) : null;
  const described = (field: (typeof CONTACT_FIELDS)[number]) => (errors[field] ? `contact-${field}-error` : undefined);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 } }}>
        {t('pages.contact.title')}
      </Typography>
      <Typography component="p" sx={{ fontSize: 19, mt: 2, mb: 4, color: 'text.secondary' }}>
        {t('pages.contact.lead')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          {sent ? (
            <Box role="status">
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('pages.contact.received')}
              </Alert>
              <Button onClick={() => setSent(false)}>{t('pages.contact.sendAnother')}</Button>
            </Box>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={onSubmit}
              sx={{ display: 'grid', gap: 2 }}
              aria-labelledby="contact-form-title"
            >
              <Typography id="contact-form-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('pages.contact.send')}
              </Typography>
              <Box>
                <FormField
                  id="contact-name"
                  label={t('pages.contact.name')}
                  {...form.register('name')}
                  autoComplete="name"
                  required
                  invalid={!!errors.name}
                  describedBy={described('name')}
                />
                {errorText('name')}
              </Box>
              <Box>
                <FormField
                  id="contact-email"
                  type="email"
                  dir="ltr"
                  label={t('pages.contact.email')}
                  {...form.register('email')}
                  autoComplete="email"
                  required
                  invalid={!!errors.email}
                  describedBy={described('email')}
                />
                {errorText('email')}
              </Box>
              <Box>
                <FormField
                  id="contact-subject"
                  label={t('pages.contact.subject')}
                  {...form.register('subject')}
                  maxLength={200}
                  invalid={!!errors.subject}
                  describedBy={described('subject')}
                />
                {errorText('subject')}
              </Box>
              <Box>
                <Box
                  component="label"
                  htmlFor="contact-message"
                  sx={{ display: 'block', mb: 0.5, fontSize: 13, fontWeight: 600, color: 'text.secondary' }}
                >
                  {t('pages.contact.message')}
                </Box>
                <Box
                  component="textarea"
                  id="contact-message"
                  rows={6}
                  maxLength={5000}
                  required
                  {...form.register('message')}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={described('message')}
                  sx={(theme) => ({
                    ...controlSx(!!errors.message)(theme),
                    height: 'auto',
                    py: 1.5,
                    resize: 'vertical',
                  })}
                />
                {errorText('message')}
              </Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting}
                sx={{ justifySelf: 'start' }}
              >
                {isSubmitting ? t('pages.contact.sending') : t('pages.contact.send')}
              </Button>
            </Box>
          )}
        </Paper>
        <Box component="aside" aria-labelledby="contact-other">
          <Typography id="contact-other" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('pages.contact.otherWays')}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 1 }}>
            <Typography>{t('pages.contact.address')}</Typography>
            <Link href={`mailto:${COMPANY.email}`} dir="ltr" sx={{ justifySelf: 'start' }}>
              {COMPANY.email}
            </Link>
            <Link href={`tel:${COMPANY.phone.replace(/\s/g, '')}`} dir="ltr" sx={{ justifySelf: 'start' }}>
              {COMPANY.phone}
            </Link>
          </Box>
        </Box>
      </Box>
    </Container>
  );
}
