// @vitest-environment jsdom
/**
 * /iam/new: each comma-separated email checked as the server does, then POST /api/iam with the list
 * and the roles, and back to /iam saying, address by address, whether the invitation email went out.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InviteUsers from '../../src/custom/iam/InviteUsers';
import { invitePayload, splitEmails, validateInvite } from '../../src/custom/iam/invite-input';
import { apiFetch } from '../../src/providers/api';
import { renderAdmin, testI18n } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn(), apiUpload: vi.fn() }));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});
afterEach(cleanup);

const i18nProvider = testI18n();
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);

function renderPage() {
  renderAdmin(
    <Routes>
      <Route path="/iam/new" element={<InviteUsers />} />
      <Route path="/iam" element={<p>Users list</p>} />
    </Routes>,
    { url: '/iam/new', notifications: true },
  );
}

const typeEmails = (value: string) => fireEvent.change(screen.getByLabelText('Emails *'), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

async function pickRole(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Roles \*/ }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name }));
  fireEvent.keyDown(listbox, { key: 'Escape' });
}

describe('invitation rules', () => {
  it('splits on commas, trims and drops blanks and repeats', () => {
    expect(splitEmails(' a@x.com, b@y.com ,,a@x.com ')).toEqual(['a@x.com', 'b@y.com']);
    expect(invitePayload({ emails: 'a@x.com, b@y.com', roles: ['viewer'] })).toEqual({
      emails: ['a@x.com', 'b@y.com'],
      roles: ['viewer'],
    });
  });

  it("names the first invalid email with the spec's message and wants emails and a role", () => {
    expect(validateInvite({ emails: 'a@x.com, nope, b@', roles: ['viewer'] }, translate)).toEqual({
      emails: 'Email nope is invalid',
    });
    expect(validateInvite({ emails: `${'a'.repeat(250)}@x.com`, roles: ['owner'] }, translate).emails).toMatch(
      /^Email a+@x\.com is invalid$/,
    );
    expect(validateInvite({ emails: ' , ', roles: [] }, translate)).toEqual({
      emails: 'Emails is required',
      roles: 'Roles must be selected',
    });
    expect(validateInvite({ emails: 'a@x.com', roles: ['viewer'] }, translate)).toEqual({});
  });
});

describe('InviteUsers', () => {
  it('offers the roles by name and refuses an invalid email before sending', async () => {
    renderPage();
    typeEmails('ada@plating.test, not-an-email');
    await pickRole('Security reviewer');
    await save();
    expect(await screen.findByText('Email not-an-email is invalid')).toBeTruthy();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('posts the emails as a list with the roles, says so and goes to /iam', async () => {
    vi.mocked(apiFetch).mockResolvedValue([]);
    renderPage();
    typeEmails('ada@plating.test, grace@plating.test');
    await pickRole('Viewer');
    await pickRole('Invoice editor');
    await save();
    expect(apiFetch).toHaveBeenCalledWith('iam', {
      method: 'POST',
      body: { data: { emails: ['ada@plating.test', 'grace@plating.test'], roles: ['viewer', 'invoiceEditor'] } },
    });
    expect(await screen.findByText('User(s) saved successfully')).toBeTruthy();
    expect(await screen.findByText('Users list')).toBeTruthy();
  });

  it('says address by address whether the invitation email went out, and offers the sign-up link to copy when it did not', async () => {
    const link = 'http://localhost:3000/auth/signup?email=grace%40plating.test';
    vi.mocked(apiFetch).mockResolvedValue([
      { email: 'ada@plating.test', invitation: { email: 'sent' } },
      { email: 'grace@plating.test', invitation: { email: 'notConfigured', signUpLink: link } },
      { email: 'linus@plating.test', invitation: { email: 'failed', signUpLink: `${link}x` } },
      { email: 'old@plating.test' },
    ]);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    typeEmails('ada@plating.test, grace@plating.test, linus@plating.test, old@plating.test');
    await pickRole('Viewer');
    await save();
    expect(await screen.findByText('User(s) saved successfully')).toBeTruthy();
    const item = (email: string) => screen.getByText(email).closest('li') as HTMLElement;
    expect(item('ada@plating.test').textContent).toBe('ada@plating.test: Invitation email sent');
    expect(item('grace@plating.test').textContent).toContain(
      'No email sent: this server has no mail set up (SMTP_URL).',
    );
    expect(within(item('grace@plating.test')).getByText(link)).toBeTruthy();
    expect(item('linus@plating.test').textContent).toContain('No email sent: the mail server could not be reached.');
    expect(item('old@plating.test').textContent).toBe('old@plating.test: Already a user: roles added, no email');
    expect(within(item('ada@plating.test')).queryByRole('button')).toBeNull();
    await act(async () =>
      fireEvent.click(within(item('grace@plating.test')).getByRole('button', { name: 'Copy link' })),
    );
    expect(writeText).toHaveBeenCalledWith(link);
    expect(within(item('grace@plating.test')).getByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(await screen.findByText('Users list')).toBeTruthy();
  });

  it("shows the server's refusal and stays", async () => {
    vi.mocked(apiFetch).mockRejectedValue(new HttpError('roles must be one of the following values', 400, {}));
    renderPage();
    typeEmails('ada@plating.test');
    await pickRole('Viewer');
    await save();
    expect(await screen.findByText('roles must be one of the following values')).toBeTruthy();
    expect(screen.queryByText('Users list')).toBeNull();
  });
});
