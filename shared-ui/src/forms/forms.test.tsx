import { act, renderHook } from '@testing-library/react';
import { ApiError, i18n } from '@jad/shared-ui';
import { applyApiErrors, phoneField, useZodForm, z } from './index';

describe('forms', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads a failed check in the user language, through the api field codes', async () => {
    const schema = z.object({ name: z.string().min(2).max(5), phone: phoneField() });
    // Read during render: react-hook-form only tracks the form state a render has read.
    const { result } = renderHook(() => {
      const form = useZodForm(schema, { defaultValues: { name: 'abcdefg', phone: '12' } });
      return { ...form, errors: form.formState.errors };
    });
    await act(() => result.current.trigger());
    expect(result.current.errors.name?.message).toBe('Must be at most 5 characters');
    expect(result.current.errors.phone?.message).toBe('Enter a valid phone number');
    await i18n.changeLanguage('ar');
    await act(() => result.current.trigger());
    expect(result.current.errors.phone?.message).not.toMatch(/[A-Za-z]/);
  });

  it('accepts a UAE mobile with or without its country code', () => {
    expect(phoneField().safeParse('050 123 4567').success).toBe(true);
    expect(phoneField().safeParse('+971 50 123 4567').success).toBe(true);
    expect(phoneField().safeParse('+971 12').success).toBe(false);
  });

  it('puts the api field errors under their fields and says nothing else when all have one', async () => {
    const schema = z.object({ username: z.string() });
    const { result } = renderHook(() => {
      const form = useZodForm(schema, { defaultValues: { username: 'taken' } });
      return { ...form, errors: form.formState.errors };
    });
    const error = new ApiError(400, 'Some fields are not valid', 'validation_failed', {}, [
      { field: 'username', code: 'invalid_characters', message: 'username contains characters that are not allowed' },
    ]);
    let rest: string | null = 'unset';
    act(() => {
      rest = applyApiErrors(error, result.current.setError, ['username']);
    });
    expect(rest).toBeNull();
    expect(result.current.errors.username?.message).toBe('This contains characters that are not allowed');
  });
});

test('schemas are never compiled with `new Function` (refused by the pages’ CSP, reported as a violation)', () => {
  expect(z.config().jitless).toBe(true);
  const probe = jest.spyOn(globalThis, 'Function');
  z.object({ name: z.string() }).parse({ name: 'Noor' });
  expect(probe).not.toHaveBeenCalled();
  probe.mockRestore();
});
