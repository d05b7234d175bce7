/**
 * Loads the shop settings once the signed-in app starts (the cached ones paint meanwhile).
 * docs/product-spec.md#navigation-after-actions: when that fails the user goes to / and, being signed in, is signed out.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOutEverywhere } from '../auth/session';
import { loadShopSettings } from '../providers/shop-settings';

export function useSettingsOnStart(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    loadShopSettings().catch(async (error: unknown) => {
      console.error(error);
      if (!live) return;
      navigate('/', { replace: true });
      await signOutEverywhere();
    });
    // A remount (StrictMode in development) must not act on an abandoned request.
    return () => {
      live = false;
    };
  }, [navigate]);
}
