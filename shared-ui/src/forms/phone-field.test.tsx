import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@jad/shared-ui';
import { PhoneField, phoneField, useZodForm, z } from './index';

const schema = z.object({ phone: phoneField() });

function Form({ dial }: { dial?: boolean }) {
  const form = useZodForm(schema, { defaultValues: { phone: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <PhoneField
        control={form.control}
        name="phone"
        label="Phone"
        hint="We text a code"
        testId="phone"
        {...(dial
          ? { dial: { code: '971', label: 'Country' }, normalize: (typed: string) => typed.replace(/\D/g, '') }
          : {})}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('PhoneField', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads left to right with its hint, then its one error in the user language', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(<Form />);
    const input = screen.getByTestId('phone');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByText('We text a code')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '+971 12' } });
    await act(async () => {
      fireEvent.click(screen.getByText('Send'));
    });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getByText(/./, { selector: '.MuiFormHelperText-root' });
    expect(message.textContent).not.toMatch(/[A-Za-z]/);
    expect(message).toHaveAttribute('dir', 'auto');
  });

  it('with a calling code, shows it before the field and keeps what normalize keeps', () => {
    render(<Form dial />);
    expect(screen.getByLabelText('Country')).toHaveValue('+971');
    const input = screen.getByTestId('phone');
    fireEvent.change(input, { target: { value: '50-123 4567' } });
    expect(input).toHaveValue('501234567');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });
});
