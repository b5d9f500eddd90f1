import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyOtp, OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState(emptyOtp);
  return <OtpInput label="Digit" value={value} onChange={setValue} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(60_000);

describe('OtpInput', () => {
  it('has six required single-digit boxes and moves forward as digits are typed', async () => {
    const done = jest.fn();
    render(<Harness onComplete={done} />);
    expect(boxes()).toHaveLength(6);
    expect(boxes().every((b) => b.required)).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.click(boxes()[0]!);
    await user.keyboard('12a3456');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(done).toHaveBeenCalledWith('123456');
  });

  it('moves back on backspace in an empty box, clearing the previous digit', async () => {
    render(<Harness onComplete={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '', '', '']);
  });

  it('keeps only digits and ignores a non-digit key', async () => {
    const done = jest.fn();
    render(<Harness onComplete={done} />);
    const user = userEvent.setup({ delay: null });
    await user.click(boxes()[0]!);
    await user.keyboard('x');
    expect(boxes()[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
    expect(done).not.toHaveBeenCalled();
  });

  it('labels the group and each box, and stays left-to-right', () => {
    render(<Harness onComplete={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Digit' });
    expect(group).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Digit 6')).toBe(boxes()[5]);
  });

  it('fills every box from a pasted code', async () => {
    const done = jest.fn();
    render(<Harness onComplete={done} />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 654-321 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(done).toHaveBeenCalledWith('654321');
  });
});
