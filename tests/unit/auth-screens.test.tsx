// @vitest-environment jsdom
/**
 * What the auth screens tell people: sign-up states the password rule and wants it twice (a
 * mismatch sends nothing); "Remember me" says what leaving it off means; "I have verified my
 * email" says when the address is not verified yet, and announces 'Email successfully verified'
 * when it is, shown wherever the guards lead; a session ended by Firebase says why at once.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = { email: 'ada@plating.test', emailVerified: false };
vi.mock('../../src/providers/firebase', () => ({ firebaseAuth: () => ({ currentUser: user }) }));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(async () => ({ user })),
  signOut: vi.fn(),
  setPersistence: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signInWithPopup: vi.fn(async () => ({ user })),
  browserPopupRedirectResolver: { popupsAndRedirects: true },
  browserLocalPersistence: {},
  browserSessionPersistence: {},
  GoogleAuthProvider: class {},
  FacebookAuthProvider: class {},
  TwitterAuthProvider: class {},
}));
vi.mock('../../src/auth/email-actions', () => ({ sendVerificationEmail: vi.fn() }));
vi.mock('../../src/auth/session', () => ({ refreshSession: vi.fn(), signOutEverywhere: vi.fn() }));

const { createUserWithEmailAndPassword, signInWithPopup, browserPopupRedirectResolver } = await import('firebase/auth');
const { refreshSession } = await import('../../src/auth/session');
const { setSession } = await import('../../src/auth/session-store');
const { AuthNotice } = await import('../../src/auth/AuthNotice');
const { default: SignUp } = await import('../../src/auth/SignUp');
const { default: SignIn } = await import('../../src/auth/SignIn');
const { default: EmailUnverified } = await import('../../src/auth/EmailUnverified');
const { renderAdmin } = await import('./helpers/render-admin');

beforeEach(() => {
  vi.mocked(createUserWithEmailAndPassword).mockClear();
  vi.mocked(refreshSession).mockReset().mockResolvedValue();
  user.emailVerified = false;
});
afterEach(cleanup);

/** A field by its label, which ends in the required mark. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('SignUp', () => {
  it('states the rule, and a mismatch or a short password says so and creates no account', async () => {
    renderAdmin(<SignUp />, { url: '/auth/signup' });
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
    type('Email', 'ada@plating.test');
    type('Password', 'plating-secret-1');
    type('Confirm password', 'plating-secret-2');
    await click('Sign up');
    expect(screen.getByRole('alert').textContent).toBe('The two passwords do not match');
    type('Password', 'abc');
    type('Confirm password', 'abc');
    await click('Sign up');
    expect(screen.getByRole('alert').textContent).toBe('This password is too weak: At least 6 characters');
    expect(createUserWithEmailAndPassword).not.toHaveBeenCalled();
    type('Password', 'plating-secret-1');
    type('Confirm password', 'plating-secret-1');
    await click('Sign up');
    expect(createUserWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'ada@plating.test',
      'plating-secret-1',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SignIn', () => {
  it('says under "Remember me" what leaving it off means, and what ticking it means', () => {
    setSession({ status: 'signedOut' });
    renderAdmin(<SignIn />, { url: '/auth/signin' });
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    const hint = () => document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hint()).toBe('You stay signed in in this tab only: other tabs and windows ask you to sign in.');
    fireEvent.click(checkbox);
    expect(hint()).toBe('You stay signed in on this browser until you sign out.');
  });

  // The app's Auth has no popup/redirect resolver (src/providers/firebase.ts): with one, a phone
  // loads Google's api.js on every visit. A social button hands it over when pressed.
  it('a social sign-in button hands Firebase its popup machinery when pressed', async () => {
    setSession({ status: 'signedOut' });
    renderAdmin(<SignIn />, { url: '/auth/signin' });
    expect(signInWithPopup).not.toHaveBeenCalled();
    await click('Google');
    expect(vi.mocked(signInWithPopup).mock.calls[0]?.[2]).toBe(browserPopupRedirectResolver);
  });

  it('a session Firebase ended says why at once, in the language shown', () => {
    setSession({ status: 'signedOut', errorKey: 'errors.auth.userDisabled' });
    renderAdmin(<SignIn />, { url: '/auth/signin', locale: 'pt-BR' });
    expect(screen.getByRole('alert').textContent).toBe('Sua conta está desabilitada');
  });
});

describe('EmailUnverified', () => {
  function renderPage() {
    setSession({ status: 'signedIn', firebaseUser: user as never, currentUser: { email: user.email } as never });
    renderAdmin(
      <>
        <EmailUnverified />
        <AuthNotice />
      </>,
      { url: '/auth/email-unverified' },
    );
  }

  it('"I have verified my email" before verifying says the address is not verified yet', async () => {
    renderPage();
    await click('I have verified my email');
    expect(refreshSession).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'ada@plating.test is not verified yet. Open the link in the verification email, then press the button again.',
    );
  });

  it('once verified, announces "Email successfully verified" for the next screen', async () => {
    renderPage();
    user.emailVerified = true;
    await click('I have verified my email');
    expect(await screen.findByText('Email successfully verified')).toBeTruthy();
    expect(screen.queryByText(/is not verified yet/)).toBeNull();
  });
});
