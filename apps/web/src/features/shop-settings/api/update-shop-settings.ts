import type { UpdateShopSettingsBody } from '@shop/contract';
import { apiClient } from '../../../lib/api-client.ts';
import { shopSettingsQueryOptions } from '../../../lib/shop-settings.ts';
import { answerWithField } from '../utils/field-error.ts';
import { useCallMutation } from '../../../lib/use-call-mutation.ts';

export const SAVE_SETTINGS_FAILED = 'Failed to save the shop settings';

export const updateShopSettings = (body: UpdateShopSettingsBody) =>
  answerWithField(apiClient.updateShopSettings({ body }), SAVE_SETTINGS_FAILED);

export const useUpdateShopSettings = () =>
  useCallMutation(updateShopSettings, {
    // The answer is the settings as saved: the footer and checkout see them at once.
    onSuccess: (answer, queryClient) =>
      queryClient.setQueryData(shopSettingsQueryOptions().queryKey, answer),
    invalidates: [shopSettingsQueryOptions().queryKey],
  });
