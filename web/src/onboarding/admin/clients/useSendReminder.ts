import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';
import { onboardingKeys } from '../../onboardingKeys';
import { t } from '../../../shared/i18n/messages';
import { notify } from '../../../shared/lib/notify';

/** What the team reads when the service refuses a reminder, by the refusal's code. */
type RefusalKey = 'clients.reminder.alreadySent' | 'clients.reminder.codeInactive' | 'clients.reminder.nothingToRemind';
const refusals: Readonly<Record<string, RefusalKey>> = {
  ONBOARDING_REMINDER_ALREADY_SENT: 'clients.reminder.alreadySent',
  ONBOARDING_ACCESS_CODE_INACTIVE_FOR_REMINDER: 'clients.reminder.codeInactive',
  ONBOARDING_NOTHING_TO_REMIND: 'clients.reminder.nothingToRemind',
};

const refusalOf = (error: unknown) =>
  error instanceof ApiError ? refusals[(error.body as { code?: string } | undefined)?.code ?? ''] : undefined;

/** Send reminder: e-mails the client a reminder of its step; the list reads again to show when it went. */
export function useSendReminder(client: { id: string; businessName: string }) {
  const queryClient = useQueryClient();
  const name = client.businessName;
  return useMutation({
    mutationFn: () =>
      expectOk(onboardingApi.POST('/admin/clients/{clientId}/reminders', { params: { path: { clientId: client.id } } })),
    onSuccess: () => notify.success(t('clients.reminder.sent', { name })),
    onError: (error) => {
      const refusal = refusalOf(error);
      notify.error(refusal ? t(refusal, { name }) : t('clients.reminder.failed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.clients.all }),
  });
}
