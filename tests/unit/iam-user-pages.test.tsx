// @vitest-environment jsdom
/** /iam/:id (Edit link, Enable/Disable through PUT iam/status) and /iam/:id/edit (PUT iam with what changed, back to the user). */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../../resources/kit/permissions';
import { currentUserOrNull, setSession, type CurrentUser } from '../../src/auth/session-store';
import UserEdit from '../../src/custom/iam/UserEdit';
import UserShow from '../../src/custom/iam/UserShow';
import { apiFetch } from '../../src/providers/api';
import { can } from '../../src/providers/authProvider';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn(), apiUpload: vi.fn() }));
vi.mock('../../src/providers/authProvider', () => ({ can: vi.fn() }));

const grace: CurrentUser = {
  id: 'u2',
  authenticationUid: 'uid-u2',
  email: 'grace@plating.test',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  phoneNumber: null,
  avatars: [],
  roles: ['viewer'],
  disabled: false,
  emailVerified: true,
};

let granted: Permission[] = [];
let stored: RaRecord = grace;
beforeEach(() => {
  granted = ['iamRead', 'iamEdit'];
  stored = { ...grace };
  vi.mocked(can).mockImplementation((permission) => permission === undefined || granted.includes(permission));
  vi.mocked(apiFetch).mockReset();
  setSession({
    status: 'signedIn',
    firebaseUser: {} as User,
    currentUser: { ...grace, id: 'u1', email: 'ada@plating.test' },
  });
});
afterEach(cleanup);

function renderAt(url: string) {
  const getOne = vi.fn(async () => ({ data: stored }));
  const dataProvider = { getOne } as unknown as DataProvider;
  renderAdmin(
    <Routes>
      <Route path="/iam/:id" element={<UserShow />} />
      <Route path="/iam/:id/edit" element={<UserEdit />} />
      <Route path="/iam" element={<p>Users list</p>} />
    </Routes>,
    { url, dataProvider, notifications: true },
  );
  return { getOne };
}

describe('UserShow', () => {
  it('links to the edit form and disables an enabled user, then reloads it', async () => {
    vi.mocked(apiFetch).mockResolvedValue({});
    const { getOne } = renderAt('/iam/u2');
    expect(await screen.findByText('Viewer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/iam/u2/edit');
    stored = { ...grace, disabled: true };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disable' })));
    expect(apiFetch).toHaveBeenCalledWith('iam/status', { method: 'PUT', body: { ids: ['u2'], disabled: true } });
    expect(await screen.findByText('User disabled successfully')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(getOne.mock.calls.length).toBeGreaterThan(1);
  });

  it('enables a disabled user', async () => {
    stored = { ...grace, disabled: true };
    vi.mocked(apiFetch).mockResolvedValue({});
    renderAt('/iam/u2');
    const enable = await screen.findByRole('button', { name: 'Enable' });
    await act(async () => fireEvent.click(enable));
    expect(apiFetch).toHaveBeenCalledWith('iam/status', { method: 'PUT', body: { ids: ['u2'], disabled: false } });
    expect(await screen.findByText('User enabled successfully')).toBeTruthy();
  });

  it('offers neither without iamEdit', async () => {
    granted = ['iamRead'];
    renderAt('/iam/u2');
    expect(await screen.findByRole('heading', { name: 'grace@plating.test' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });
});

describe('UserEdit', () => {
  const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  it('shows the email read-only and sends only what changed with the id, then goes to the users list', async () => {
    vi.mocked(apiFetch).mockResolvedValue({ ...grace, firstName: 'Amazing' });
    renderAt('/iam/u2/edit');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['grace@plating.test', true]);
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace'));
    expect(screen.queryByRole('button', { name: 'Delete' }), 'users are never deleted').toBeNull();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Amazing' } });
    await save();
    expect(apiFetch).toHaveBeenCalledWith('iam', { method: 'PUT', body: { data: { id: 'u2', firstName: 'Amazing' } } });
    expect(await screen.findByText('User saved successfully')).toBeTruthy();
    expect(await screen.findByText('Users list')).toBeTruthy();
  });

  it("refreshes the header's record when the user edits themselves", async () => {
    stored = { ...grace, id: 'u1', email: 'ada@plating.test' };
    const saved = { ...stored, lastName: 'Lovelace', fullName: 'Grace Lovelace' } as CurrentUser;
    vi.mocked(apiFetch).mockResolvedValue(saved);
    renderAt('/iam/u1/edit');
    await waitFor(() => expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Hopper'));
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    await save();
    await waitFor(() => expect(currentUserOrNull()).toEqual(saved));
  });

  it("shows the server's refusal as a toast and stays", async () => {
    vi.mocked(apiFetch).mockRejectedValue(new HttpError("You can't revoke your own owner permission", 400, {}));
    renderAt('/iam/u2/edit');
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace'));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '555' } });
    await save();
    expect(await screen.findByText("You can't revoke your own owner permission")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
