import { Fragment } from 'react';
import { reportToShell } from './report-to-shell';

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

test("a remote's render error reaches the shell's outlet after the render, and the remote renders nothing", async () => {
  const onRemoteError = jest.fn();
  const error = new Error('boom');
  expect(reportToShell(error, {}, { onRemoteError }).type).toBe(Fragment);
  expect(onRemoteError).not.toHaveBeenCalled();
  await flush();
  expect(onRemoteError).toHaveBeenCalledWith(error);
});

test('under a shell that passes no callback the error is rethrown, as before', () => {
  const error = new Error('boom');
  expect(() => reportToShell(error, {}, {})).toThrow(error);
  expect(() => reportToShell(error, {}, undefined)).toThrow(error);
});
