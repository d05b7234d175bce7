/**
 * The shop-wide settings (theme colour, light/dark) as a tiny external store. The last answer is
 * cached in localStorage so the next start paints in the right theme before the server replies.
 */
import { useSyncExternalStore } from 'react';
import { defaultSettings, parseSettings, type ShopSettings } from '../../resources/kit/settings';
import { apiMethods } from './api-methods';

const KEY = 'shopSettings';

function readCache(): ShopSettings {
  try {
    return parseSettings(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return { ...defaultSettings };
  }
}

let current: ShopSettings = readCache();
const listeners = new Set<() => void>();

export const getShopSettings = (): ShopSettings => current;

const writeCache = (settings: ShopSettings) => localStorage.setItem(KEY, JSON.stringify(settings));

/** A list (the shop's payment terms) is the same when it holds the same values in order. */
const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, i) => item === b[i]) : a === b;

export function setShopSettings(next: ShopSettings): void {
  writeCache(next);
  // Keep the same object when nothing changed, so the theme is not rebuilt.
  if ((Object.keys(next) as (keyof ShopSettings)[]).every((key) => sameValue(next[key], current[key]))) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShopSettings(): ShopSettings {
  return useSyncExternalStore(subscribe, getShopSettings);
}

/** GET /api/settings (any signed-in user), stored and cached; rejects like apiFetch. */
export async function loadShopSettings(): Promise<ShopSettings> {
  const settings = parseSettings(await apiMethods.settings());
  setShopSettings(settings);
  return settings;
}

/**
 * PUT /api/settings. Only the cache is updated: the screen stays as it is until the spec's reload,
 * which then paints the new theme at once.
 */
export async function saveShopSettings({
  theme,
  mode,
  analysisStaleDays,
  analysisInstrumentRequired,
}: ShopSettings): Promise<ShopSettings> {
  // Only what this call sets: the currency and the rest are the company profile's (PUT /api/settings/profile).
  const saved = parseSettings(
    await apiMethods.updateSettings({ theme, mode, analysisStaleDays, analysisInstrumentRequired }),
  );
  writeCache(saved);
  return saved;
}
