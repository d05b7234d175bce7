// @vitest-environment jsdom
/** /iam?mode=roles: GET /api/iam/role drawn as role → users, ordered and filtered by role; a role can be taken from everyone listed. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import type { Permission } from '../../resources/kit/permissions';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import { RolesTree } from '../../src/custom/iam/RolesTree';
import type { RoleNode } from '../../src/custom/iam/useRolesTree';
import { apiFetch } from '../../src/providers/api';
import { can } from '../../src/providers/authProvider';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', () => ({ apiFetch: vi.fn() }));
vi.mock('../../src/providers/authProvider', () => ({ can: vi.fn() }));

const sample: RoleNode[] = [
  { role: 'owner', users: [{ id: 'u1', email: 'ada@plating.test', fullName: 'Ada Lovelace', disabled: false }] },
  {
    role: 'viewer',
    users: [
      { id: 'u1', email: 'ada@plating.test', fullName: 'Ada Lovelace', disabled: false },
      { id: 'u2', email: 'grace@plating.test', fullName: null, disabled: true },
    ],
  },
];

let granted: Permission[] = [];
beforeEach(() => {
  // An owner signed in: every role may be taken from everyone (iam-owners.test.tsx covers the others).
  setSession({
    status: 'signedIn',
    firebaseUser: {} as User,
    currentUser: { id: 'u1', email: 'ada@plating.test', roles: ['owner'] } as CurrentUser,
  });
  granted = ['iamRead', 'iamEdit'];
  vi.mocked(can).mockImplementation((permission) => permission === undefined || granted.includes(permission));
  vi.mocked(apiFetch).mockReset();
  vi.mocked(apiFetch).mockImplementation(async (path: string) => (path === 'iam/role' ? sample : {}));
});
afterEach(cleanup);

function renderTree() {
  renderAdmin(<RolesTree />, { notifications: true });
}

const roleCalls = () => vi.mocked(apiFetch).mock.calls.filter(([path]) => path === 'iam/role');

describe('RolesTree', () => {
  it('shows each role by name with its users, linking to them, enabled or disabled', async () => {
    renderTree();
    const viewer = await screen.findByRole('region', { name: 'Viewer' });
    expect(screen.getByRole('region', { name: 'Owner' })).toBeTruthy();
    expect(within(viewer).getByText('2 users')).toBeTruthy();
    expect(
      within(viewer)
        .getByRole('link', { name: /grace@plating\.test/ })
        .getAttribute('href'),
    ).toBe('/iam/u2');
    expect(within(viewer).getByRole('link', { name: /ada@plating\.test/ }).textContent).toContain('Ada Lovelace');
    expect(within(viewer).getByText('Disabled')).toBeTruthy();
    expect(within(viewer).getByText('Enabled')).toBeTruthy();
    expect(roleCalls()[0]).toEqual(['iam/role', { query: { filter: undefined, orderBy: 'role_ASC' } }]);
  });

  it('asks again in the other order and for one role', async () => {
    renderTree();
    await screen.findByRole('region', { name: 'Owner' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Role Z→A' })));
    await waitFor(() =>
      expect(roleCalls().at(-1)).toEqual(['iam/role', { query: { filter: undefined, orderBy: 'role_DESC' } }]),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    const listbox = await screen.findByRole('listbox');
    await act(async () => fireEvent.click(within(listbox).getByRole('option', { name: 'Security reviewer' })));
    await waitFor(() =>
      expect(roleCalls().at(-1)).toEqual([
        'iam/role',
        { query: { filter: { role: 'iamSecurityReviewer' }, orderBy: 'role_DESC' } },
      ]),
    );
  });

  it('takes a role from everyone listed after a confirmation, then reloads', async () => {
    renderTree();
    const viewer = await screen.findByRole('region', { name: 'Viewer' });
    await act(async () =>
      fireEvent.click(within(viewer).getByRole('button', { name: 'Remove this role from everyone listed' })),
    );
    expect(screen.getByText('Remove Viewer from 2 user(s)?')).toBeTruthy();
    const before = roleCalls().length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect(apiFetch).toHaveBeenCalledWith('iam', {
      method: 'DELETE',
      query: { emails: ['ada@plating.test', 'grace@plating.test'], roles: ['viewer'] },
    });
    expect(await screen.findByText('Permissions removed successfully')).toBeTruthy();
    await waitFor(() => expect(roleCalls().length).toBe(before + 1));
  });

  it('offers no removal without iamEdit, and says when nobody holds a role', async () => {
    granted = ['iamRead'];
    vi.mocked(apiFetch).mockResolvedValue([]);
    renderTree();
    expect(await screen.findByText('No role is held by anyone.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove this role from everyone listed' })).toBeNull();
  });
});
