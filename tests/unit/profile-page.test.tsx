// @vitest-environment jsdom
/** /profile: the form mirrors the server's rules, saves through PUT /api/auth/profile, refreshes the session and goes home. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserOrNull, setSession, type CurrentUser } from '../../src/auth/session-store';
import ProfilePage from '../../src/pages/profile/ProfilePage';
import { apiFetch } from '../../src/providers/api';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn(), apiUpload: vi.fn() }));

const ada: CurrentUser = {
  id: 'u1',
  authenticationUid: 'uid-u1',
  email: 'ada@plating.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  phoneNumber: null,
  avatars: [],
  roles: [],
  disabled: false,
  emailVerified: true,
};

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: ada });
});
afterEach(cleanup);

function renderPage() {
  renderAdmin(
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { url: '/profile', notifications: true },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

describe('ProfilePage', () => {
  it('shows the email read-only and the stored values', () => {
    renderPage();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['ada@plating.test', true]);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect(screen.getByText('Add a photo')).toBeTruthy();
  });

  it('saves the four fields, refreshes the session with the answer, says so and goes home', async () => {
    const updated = { ...ada, firstName: 'Grace', fullName: 'Grace Lovelace', phoneNumber: '555' };
    vi.mocked(apiFetch).mockResolvedValue(updated);
    renderPage();
    type('First name', 'Grace');
    type('Phone number', '555');
    await save();
    expect(apiFetch).toHaveBeenCalledWith('auth/profile', {
      method: 'PUT',
      body: { profile: { firstName: 'Grace', lastName: 'Lovelace', phoneNumber: '555', avatars: [] } },
    });
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(currentUserOrNull()).toEqual(updated);
  });

  it('refuses what the server would, before sending', async () => {
    renderPage();
    type('Phone number', '+1 555');
    type('Last name', 'x'.repeat(176));
    await save();
    expect(await screen.findByText('Phone number must match pattern')).toBeTruthy();
    expect(screen.getByText('Last name must be at most 175 characters')).toBeTruthy();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as a toast and stays", async () => {
    vi.mocked(apiFetch).mockRejectedValue(
      new HttpError('Avatar names a file that was not uploaded for it', 400, {
        errors: { avatars: 'Avatar names a file that was not uploaded for it' },
      }),
    );
    renderPage();
    type('First name', 'Grace');
    await save();
    expect((await screen.findAllByText('Avatar names a file that was not uploaded for it')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Home page')).toBeNull();
    expect(currentUserOrNull()).toEqual(ada);
  });
});
