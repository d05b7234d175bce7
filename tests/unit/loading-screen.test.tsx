// @vitest-environment jsdom
/**
 * The screen shown while a route's code or the session loads is announced in the reader's
 * language (it said "Loading" in English to a Brazilian office), its spinner hidden behind that name.
 */
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LoadingScreen } from '../../src/pages/LoadingScreen';
import { renderAdmin, type TestLocale } from './helpers/render-admin';

test.each([
  ['en', 'Loading…'],
  ['pt-BR', 'Carregando…'],
] as [TestLocale, string][])('%s: a status named %s', (locale, name) => {
  const { container } = renderAdmin(<LoadingScreen />, { locale });
  expect(screen.getByRole('status', { name })).toBeTruthy();
  expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-hidden')).toBe('true');
});
