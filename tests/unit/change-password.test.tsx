// @vitest-environment jsdom
/**
 * /profile's password change: the current password is checked first (reauthenticateWithCredential),
 * a wrong one says so and changes nothing; a mismatch or a short new one sends nothing at all;
 * success says 'Password changed successfully'. Accounts without a password see no form.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword, type User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePassword } from '../../src/pages/profile/ChangePassword';
import { renderAdmin } from './helpers/render-admin';

vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: vi.fn((email: string, password: string) => ({ email, password })) },
  reauthenticateWithCredential: vi.fn(),
  updatePassword: vi.fn(),
}));

const ada = { email: 'ada@plating.test', providerData: [{ providerId: 'password' }] } as unknown as User;

beforeEach(() => {
  vi.mocked(reauthenticateWithCredential)
    .mockReset()
    .mockResolvedValue({} as never);
  vi.mocked(updatePassword).mockReset().mockResolvedValue();
});
afterEach(cleanup);

const input = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

function renderForm(user: User = ada) {
  renderAdmin(<ChangePassword user={user} />, { notifications: true });
  const form = screen.getByRole('form', { name: 'Change password' });
  // The labels end in the required mark.
  const type = (label: string, value: string) => fireEvent.change(input(form, label), { target: { value } });
  const submit = () => act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Change password' })));
  return { form, type, submit };
}

async function fill(current: string, next: string, confirmation: string) {
  const { form, type, submit } = renderForm();
  type('Current password', current);
  type('New password', next);
  type('Confirm new password', confirmation);
  await submit();
  return form;
}

describe('ChangePassword', () => {
  it('states the rule under the new password', () => {
    renderForm();
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
  });

  it('re-authenticates with the current password, then sets the new one and says so', async () => {
    const form = await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect(EmailAuthProvider.credential).toHaveBeenCalledWith('ada@plating.test', 'old-secret');
    expect(reauthenticateWithCredential).toHaveBeenCalledWith(ada, {
      email: 'ada@plating.test',
      password: 'old-secret',
    });
    expect(updatePassword).toHaveBeenCalledWith(ada, 'new-secret-1');
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(input(form, 'Current password').value).toBe('');
  });

  it('a wrong current password is told as such and the password is not changed', async () => {
    vi.mocked(reauthenticateWithCredential).mockRejectedValue(
      Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' }),
    );
    const form = await fill('wrong', 'new-secret-1', 'new-secret-1');
    expect(within(form).getByRole('alert').textContent).toBe('The current password is not correct');
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('a mismatch or a too short new password sends nothing', async () => {
    let form = await fill('old-secret', 'new-secret-1', 'new-secret-2');
    expect(within(form).getByRole('alert').textContent).toBe('The two passwords do not match');
    cleanup();
    form = await fill('old-secret', 'abc', 'abc');
    expect(within(form).getByRole('alert').textContent).toBe('This password is too weak: At least 6 characters');
    expect(reauthenticateWithCredential).not.toHaveBeenCalled();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('shows nothing to an account that signs in without a password', () => {
    const { container } = renderAdmin(
      <ChangePassword user={{ ...ada, providerData: [{ providerId: 'google.com' }] } as unknown as User} />,
    );
    expect(container.textContent).toBe('');
  });
});
