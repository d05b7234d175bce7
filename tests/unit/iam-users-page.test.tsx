// @vitest-environment jsdom
/**
 * /iam in users mode: the generic list with the IAM bulk actions (enable, disable, remove roles) and the Users/Roles switch.
 * Elements are found by their text or label, or by role within a small part of the page: a role query over the whole
 * page has jsdom compute the style of every element it looks at, and took seconds per test on a busy machine.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, type RaRecord } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import type { Permission } from '../../resources/kit/permissions';
import { setSession, type CurrentUser } from '../../src/auth/session-store';
import UsersPage from '../../src/custom/iam/UsersPage';
import { removeRolesQuery, selectedEmails } from '../../src/custom/iam/remove-roles';
import { apiFetch, queryString } from '../../src/providers/api';
import { can } from '../../src/providers/authProvider';
import { renderAdmin } from './helpers/render-admin';

vi.mock('../../src/providers/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/providers/api')>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../src/providers/authProvider', () => ({ can: vi.fn() }));

const users: RaRecord[] = [
  {
    id: 'u1',
    email: 'ada@plating.test',
    firstName: 'Ada',
    roles: ['owner'],
    disabled: false,
    createdAt: '2026-01-02T10:00:00Z',
  },
  {
    id: 'u2',
    email: 'grace@plating.test',
    firstName: 'Grace',
    roles: ['viewer', 'invoiceEditor'],
    disabled: true,
    createdAt: '2026-01-03T10:00:00Z',
  },
];

// The signed-in user is Ada, an owner: every user may be selected (iam-owners.test.tsx covers the others).
const ada = {
  ...users[0],
  lastName: null,
  fullName: 'Ada',
  phoneNumber: null,
  avatars: [],
  emailVerified: true,
} as unknown as CurrentUser;

let granted: Permission[] = [];
function signInAsAda() {
  setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser: ada });
  granted = ['iamRead', 'iamEdit', 'iamCreate'];
  vi.mocked(can).mockImplementation((permission) => permission === undefined || granted.includes(permission));
  vi.mocked(apiFetch).mockReset();
  vi.mocked(apiFetch).mockResolvedValue({});
}
beforeEach(signInAsAda);
afterEach(cleanup);

// The worker's first react-admin list renders several times slower than the next (code not yet optimised, styles
// first serialised): paid once here, so no test's own time includes it.
beforeAll(async () => {
  signInAsAda();
  renderPage();
  await screen.findByText('grace@plating.test');
  cleanup();
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderPage(url = '/iam') {
  const getList = vi.fn(async () => ({ data: users, total: users.length }));
  const dataProvider = {
    getList,
    getOne: async (_r: string, { id }: { id: unknown }) => ({ data: users.find((u) => u.id === id) }),
  } as unknown as DataProvider;
  renderAdmin(
    <>
      <Routes>
        <Route path="/iam" element={<UsersPage />} />
      </Routes>
      <Where />
    </>,
    { url, dataProvider, notifications: true },
  );
  return { getList };
}

const selectAll = () => screen.getByLabelText('Select all 2 rows') as HTMLInputElement;

async function selectBoth() {
  await screen.findByLabelText('Select all 2 rows');
  await act(async () => fireEvent.click(selectAll()));
}

/** The button showing `text` (in `container`, the whole page by default). */
const button = (text: string, container: HTMLElement = document.body) =>
  within(container).getByText(text, { selector: 'button, button *' }).closest('button')!;
const click = (text: string) => act(async () => fireEvent.click(button(text)));

const userRows = users;

describe('UsersPage, users mode', () => {
  it('lists the users with their roles by name', async () => {
    renderPage();
    expect(await screen.findByText('ada@plating.test')).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.getByText('Invoice editor')).toBeTruthy();
    const modes = screen.getByRole('group', { name: 'Show' });
    expect(within(modes).getByRole('button', { name: 'Users' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Invite users').closest('a')?.getAttribute('href')).toBe('/iam/new');
  });

  it('shows each full name and status, Enabled or Disabled, and filters by status through `disabled`', async () => {
    const users = [{ ...userRows[0], lastName: 'Lovelace' }, userRows[1]];
    const getList = vi.fn(async () => ({ data: users, total: users.length }));
    const dataProvider = { getList } as unknown as DataProvider;
    const filter = encodeURIComponent(JSON.stringify({ disabled: true }));
    renderAdmin(
      <Routes>
        <Route path="/iam" element={<UsersPage />} />
      </Routes>,
      {
        url: `/iam?filter=${filter}&displayedFilters=${encodeURIComponent('{"disabled":true}')}`,
        dataProvider,
        locale: 'pt-BR',
      },
    );
    const table = (await screen.findByText('Ada Lovelace')).closest('table')!;
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toContain('Nome completo');
    expect(headers).toContain('Situação');
    expect(headers).not.toContain('Desativado');
    expect(within(table).getByText('Habilitado')).toBeTruthy();
    expect(within(table).getByText('Desabilitado')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('user', expect.objectContaining({ filter: { disabled: true } }));
    expect(screen.getByLabelText('Situação').textContent).toBe('Desabilitado');
    // Each row checkbox is named after its row, the header's after how many rows it selects.
    expect(await screen.findByLabelText('Selecionar ada@plating.test')).toBeTruthy();
    expect(screen.getByLabelText('Selecionar grace@plating.test')).toBeTruthy();
    expect(screen.getByLabelText('Selecionar todas as 2 linhas')).toBeTruthy();
    expect(screen.queryByLabelText('Selecionar esta linha')).toBeNull();
  });

  it('names each row checkbox after its row and the header checkbox after how many rows it selects', async () => {
    renderPage();
    const ada = await screen.findByLabelText('Select ada@plating.test');
    expect(ada.tagName).toBe('INPUT');
    expect(screen.getByLabelText('Select grace@plating.test')).toBeTruthy();
    expect(screen.queryByLabelText('Select this row')).toBeNull();
    expect(selectAll().tagName).toBe('INPUT');
  });

  it('enables the selection with PUT iam/status, says so and clears the selection', async () => {
    const { getList } = renderPage();
    await selectBoth();
    const calls = getList.mock.calls.length;
    await click('Enable');
    expect(apiFetch).toHaveBeenCalledWith('iam/status', {
      method: 'PUT',
      body: { ids: ['u1', 'u2'], disabled: false },
    });
    expect(await screen.findByText('User(s) enabled successfully')).toBeTruthy();
    await waitFor(() => expect(selectAll().checked).toBe(false));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('disables the selection, and keeps it when the server refuses', async () => {
    vi.mocked(apiFetch).mockRejectedValue(new Error("You can't disable yourself"));
    renderPage();
    await selectBoth();
    await click('Disable');
    expect(apiFetch).toHaveBeenCalledWith('iam/status', { method: 'PUT', body: { ids: ['u1', 'u2'], disabled: true } });
    expect(await screen.findByText("You can't disable yourself")).toBeTruthy();
    expect(selectAll().checked).toBe(true);
  });

  it('removes the chosen roles from the selected users after a confirmation', async () => {
    renderPage();
    await selectBoth();
    await click('Remove roles');
    const dialog = screen.getByRole('dialog', { name: 'Remove roles from 2 user(s)' });
    const remove = button('Remove roles', dialog);
    expect(remove.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Viewer'));
    fireEvent.click(within(dialog).getByLabelText('Invoice editor'));
    await act(async () => fireEvent.click(remove));
    expect(await screen.findByText('Viewer, Invoice editor will be taken away from 2 user(s).')).toBeTruthy();
    expect(apiFetch).not.toHaveBeenCalled();
    await click('Confirm');
    expect(apiFetch).toHaveBeenCalledWith('iam', {
      method: 'DELETE',
      query: { emails: ['ada@plating.test', 'grace@plating.test'], roles: ['viewer', 'invoiceEditor'] },
    });
    expect(await screen.findByText('Permissions removed successfully')).toBeTruthy();
    await waitFor(() => expect(selectAll().checked).toBe(false));
  });

  it("takes every role with 'All roles'", async () => {
    renderPage();
    await selectBoth();
    await click('Remove roles');
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('All roles'));
    await act(async () => fireEvent.click(button('Remove roles', dialog)));
    await click('Confirm');
    expect(apiFetch).toHaveBeenCalledWith('iam', {
      method: 'DELETE',
      query: { emails: ['ada@plating.test', 'grace@plating.test'], all: true },
    });
  });

  it('offers no bulk actions without iamEdit, and no invitation without iamCreate', async () => {
    granted = ['iamRead'];
    renderPage();
    await screen.findByText('ada@plating.test');
    expect(screen.queryByLabelText(/^Select (all|the only)/)).toBeNull();
    expect(screen.queryByText('Invite users')).toBeNull();
  });

  it('switches to the roles view with ?mode=roles', async () => {
    vi.mocked(apiFetch).mockResolvedValue([]);
    renderPage();
    await screen.findByText('ada@plating.test');
    await click('Roles');
    expect(screen.getByLabelText('location').textContent).toBe('/iam?mode=roles');
    expect(await screen.findByText('No role is held by anyone.')).toBeTruthy();
    await click('Users');
    expect(await screen.findByText('ada@plating.test')).toBeTruthy();
  });
});

describe('removeRolesQuery', () => {
  it('names the roles, or all=true, in bracket form', async () => {
    expect(
      decodeURIComponent(
        await queryString(removeRolesQuery(['a@x.com', 'b@y.com'], { all: false, roles: ['viewer'] })),
      ),
    ).toBe('?emails[0]=a@x.com&emails[1]=b@y.com&roles[0]=viewer');
    expect(decodeURIComponent(await queryString(removeRolesQuery(['a@x.com'], { all: true, roles: ['viewer'] })))).toBe(
      '?emails[0]=a@x.com&all=true',
    );
  });

  it('takes emails from the rows shown, loading a user selected on another page', async () => {
    const load = vi.fn(async (id: unknown) => ({ id: id as string, email: 'far@plating.test' }));
    expect(await selectedEmails(['u2', 'u9'], users, load)).toEqual(['grace@plating.test', 'far@plating.test']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
