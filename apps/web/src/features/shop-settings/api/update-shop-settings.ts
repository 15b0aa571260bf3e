import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateShopSettingsBody } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { shopSettingsQueryOptions } from '../../../lib/shop-settings.ts';
import { answerWithField } from '../utils/field-error.ts';

export const SAVE_SETTINGS_FAILED = 'Failed to save the shop settings';

export const updateShopSettings = (body: UpdateShopSettingsBody) =>
  answerWithField(apiClient.updateShopSettings({ body }), SAVE_SETTINGS_FAILED);

export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSettings,
    onSuccess: (answer) => {
      // The answer is the settings as saved: the footer and checkout see them at once.
      queryClient.setQueryData(shopSettingsQueryOptions().queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: shopSettingsQueryOptions().queryKey });
    },
  });
}
