import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/expectOk';
import { notify } from '../lib/notify';
import { renderPage } from '../test/renderPage';
import { FormField } from './FormField';
import { useContractForm } from './useContractForm';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

interface Values {
  accessCode: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const send = vi.fn<(values: { accessCode: string; email: string; password: string }) => Promise<{ id: string }>>();
const onFailure = vi.fn();

function RegisterLikeForm() {
  const { form, onSubmit } = useContractForm<
    Values,
    { id: string },
    Parameters<typeof send>[0],
    'accessCode' | 'email' | 'password'
  >({
    body: identity.register!,
    messages: { accessCode: 'code?', email: 'email?', password: 'password?' },
    verbatim: ['password'],
    defaultValues: { accessCode: '', email: '', password: '', confirmPassword: '' },
    precheck: {
      owns: ['password', 'confirmPassword'],
      check: ({ password, confirmPassword }) =>
        password === confirmPassword ? undefined : { fields: ['confirmPassword'], message: 'mismatch!' },
    },
    send,
    successMessage: (result) => `made ${result.id}`,
    failureMessage: (error) => (error instanceof ApiError ? `refused ${error.status}` : 'broken'),
    errorField: (error) => (error instanceof ApiError && error.status === 400 ? 'accessCode' : undefined),
    onFailure,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField form={form} name="accessCode" label="Code" />
      <FormField form={form} name="email" label="Email" />
      <FormField form={form} name="password" label="Password" />
      <FormField form={form} name="confirmPassword" label="Confirm" />
      <button type="submit">Send</button>
    </form>
  );
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)!.textContent : null;
};

describe('useContractForm', () => {
  beforeEach(() => {
    send.mockReset();
    onFailure.mockReset();
  });

  it("shows a failed precheck alone on the fields it owns, the contract's errors elsewhere, and toasts it once per attempt", async () => {
    const user = userEvent.setup();
    renderPage('/', <RegisterLikeForm />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm'), 'other');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(errorOf('Confirm')).toBe('mismatch!');
    // The contract would refuse the short password too, but the precheck owns that field.
    expect(errorOf('Password')).toBeNull();
    expect(errorOf('Code')).toBe('code?');
    expect(errorOf('Email')).toBe('email?');
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('mismatch!');

    // Typing re-checks the fields without another toast.
    await user.type(screen.getByLabelText('Confirm'), 'x');
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();

    // Once the precheck passes, the contract's rule for the field it owned shows.
    await user.clear(screen.getByLabelText('Confirm'));
    await user.type(screen.getByLabelText('Confirm'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(errorOf('Password')).toBe('password?');
    expect(errorOf('Confirm')).toBeNull();
    expect(notify.error).toHaveBeenCalledTimes(1);
  });

  it('sends what the contract takes (not the confirmation), and words the toasts from the result or the error', async () => {
    const user = userEvent.setup();
    send.mockResolvedValueOnce({ id: 'a1' }).mockRejectedValueOnce(new ApiError(400, { code: 'X' }));
    renderPage('/', <RegisterLikeForm />);
    await user.type(screen.getByLabelText('Code'), 'MB-7K2QXP');
    await user.type(screen.getByLabelText('Email'), 'ada@bakery.ca');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('made a1'));
    expect(send.mock.calls[0]![0]).toEqual({ accessCode: 'MB-7K2QXP', email: 'ada@bakery.ca', password: 'long enough' });

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('refused 400'));
    expect(errorOf('Code')).toBe('refused 400');
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
