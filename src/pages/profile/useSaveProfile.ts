/** Saving /profile: PUT /api/auth/profile, then the header's record is the answer and the user goes home (docs/product-spec.md#navigation-after-actions). */
import profile from '../../../resources/singletons/profile';
import { updateCurrentUser } from '../../auth/session-store';
import { dataProvider, pickWritable } from '../../providers/dataProvider';
import { useApiSave } from '../../views/useApiSave';

const save = (values: Record<string, unknown>) => dataProvider.updateProfile(pickWritable(profile, values));

export function useSaveProfile() {
  return useApiSave(save, { success: 'auth.profile.success', redirectTo: '/', onSaved: updateCurrentUser });
}
