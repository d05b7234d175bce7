// @vitest-environment jsdom
/**
 * The IAM screens offer a user who is not an owner only what the server lets them do: no `owner` among the roles
 * to grant or remove, no selecting, enabling, disabling or changing the roles of an owner. An owner sees it all.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { DataProvider, RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import InviteUsers from '../../src/custom/iam/InviteUsers';
import { RolesTree } from '../../src/custom/iam/RolesTree';
import UserEdit from '../../src/custom/iam/UserEdit';
import UserShow from '../../src/custom/iam/UserShow';
import UsersPage from '../../src/custom/iam/UsersPage';
import { apiFetch } from '../../src/providers/api';
import { can } from '../../src/providers/authProvider';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/providers/api')>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../src/providers/authProvider', () => ({ can: vi.fn() }));

const ada = { id: 'u1', email: 'ada@plating.test', firstName: 'Ada', roles: ['owner', 'viewer'], disabled: false };
const grace = { id: 'u2', email: 'grace@plating.test', firstName: 'Grace', roles: ['viewer'], disabled: false };
const users: RaRecord[] = [ada, grace];

function signIn(roles: string[]) {
  const user = {
    id: 'u9',
    email: 'me@plating.test',
    roles,
    firstName: null,
    lastName: null,
    fullName: null,
  } as unknown as CurrentUser;
  setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: user });
}

beforeEach(() => {
  signIn(['editor']);
  vi.mocked(can).mockReturnValue(true);
  vi.mocked(apiFetch).mockReset();
  vi.mocked(apiFetch).mockResolvedValue({});
});
afterEach(cleanup);

function renderAt(url: string) {
  const dataProvider = {
    getList: async () => ({ data: users, total: users.length }),
    getOne: async (_resource: string, { id }: { id: unknown }) => ({ data: users.find((user) => user.id === id) }),
  } as unknown as DataProvider;
  renderAdmin(
    <Routes>
      <Route path="/iam" element={<UsersPage />} />
      <Route path="/iam/new" element={<InviteUsers />} />
      <Route path="/iam/:id" element={<UserShow />} />
      <Route path="/iam/:id/edit" element={<UserEdit />} />
      <Route path="/roles" element={<RolesTree />} />
    </Routes>,
    { url, dataProvider, notifications: true },
  );
}

/** The options a roles select offers, by name. */
async function roleOptions(label: RegExp) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}
const button = (text: string, container: HTMLElement = document.body) =>
  within(container).queryByText(text, { selector: 'button, button *' })?.closest('button') ?? null;
const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

describe('someone who is not an owner', () => {
  it('cannot invite an owner', async () => {
    renderAt('/iam/new');
    const options = await roleOptions(/Roles \*/);
    expect(options).toContain('Viewer');
    expect(options).not.toContain('Owner');
  });

  it('cannot select an owner in the list, so the bulk actions leave them alone; nor remove owner from anyone', async () => {
    renderAt('/iam');
    await screen.findByText('grace@plating.test');
    expect((within(rowOf('ada@plating.test')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    // The header checkbox says it selects the one row that may be selected.
    await act(async () => fireEvent.click(await screen.findByLabelText('Select the only row')));
    await act(async () => fireEvent.click(button('Disable')!));
    expect(apiFetch).toHaveBeenCalledWith('iam/status', { method: 'PUT', body: { ids: ['u2'], disabled: true } });
    await act(async () => fireEvent.click(screen.getByLabelText('Select the only row')));
    await act(async () => fireEvent.click(button('Remove roles')!));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Viewer')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Owner')).toBeNull();
  });

  it("sees an owner's page without Enable/Disable, and edits their names but not their roles", async () => {
    renderAt('/iam/u1');
    expect(await screen.findByRole('heading', { name: 'ada@plating.test' })).toBeTruthy();
    expect(screen.getByText('Edit').closest('a')?.getAttribute('href')).toBe('/iam/u1/edit');
    expect(button('Disable')).toBeNull();
    cleanup();
    renderAt('/iam/u1/edit');
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada'));
    expect(screen.queryByLabelText('Roles')).toBeNull();
  });

  it('edits the roles of someone else, without owner among them', async () => {
    renderAt('/iam/u2/edit');
    const options = await roleOptions(/Roles/);
    expect(options).toContain('Invoice editor');
    expect(options).not.toContain('Owner');
  });

  it('cannot take a role from everyone listed when an owner is among them; asks who the owners are when showing one role', async () => {
    vi.mocked(apiFetch).mockImplementation(
      async (_path: string, options?: { query?: { filter?: { role?: string } } }) => {
        const role = options?.query?.filter?.role;
        const nodes = [
          { role: 'owner', users: [ada] },
          { role: 'viewer', users: [ada, grace] },
          { role: 'invoiceEditor', users: [grace] },
        ];
        return role ? nodes.filter((node) => node.role === role) : nodes;
      },
    );
    renderAt('/roles');
    const remove = (name: string) =>
      button('Remove this role from everyone listed', screen.getByRole('region', { name }));
    await screen.findByText('Invoice editor', { selector: 'h2' });
    expect([remove('Owner'), remove('Viewer'), remove('Invoice editor')].map(Boolean)).toEqual([false, false, true]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Viewer' })),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invoice editor' })).toBeNull());
    expect(apiFetch).toHaveBeenCalledWith('iam/role', { query: { filter: { role: 'owner' }, orderBy: 'role_ASC' } });
    expect(remove('Viewer')).toBeNull();
  });
});

describe('an owner', () => {
  beforeEach(() => signIn(['owner']));

  it('invites owners and selects, enables or disables any user', async () => {
    renderAt('/iam/new');
    expect(await roleOptions(/Roles \*/)).toContain('Owner');
    cleanup();
    renderAt('/iam');
    await screen.findByText('grace@plating.test');
    await act(async () => fireEvent.click(await screen.findByLabelText('Select all 2 rows')));
    await act(async () => fireEvent.click(button('Disable')!));
    expect(apiFetch).toHaveBeenCalledWith('iam/status', { method: 'PUT', body: { ids: ['u1', 'u2'], disabled: true } });
  });

  it("changes another owner's roles and status", async () => {
    renderAt('/iam/u1');
    expect(await screen.findByRole('heading', { name: 'ada@plating.test' })).toBeTruthy();
    expect(button('Disable')).toBeTruthy();
    cleanup();
    renderAt('/iam/u1/edit');
    expect(await roleOptions(/Roles/)).toContain('Owner');
  });
});
