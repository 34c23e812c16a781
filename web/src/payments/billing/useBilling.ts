import { useMutation, useQuery } from '@tanstack/react-query';
import { expectOk } from '../../shared/api/expectOk';
import { paymentsApi } from '../paymentsClient';
import { paymentsKeys } from '../paymentsKeys';
import { leavePageFor } from '../../shared/lib/leavePage';

/** Whose billing a screen shows: the signed-in client's own, or one client's for the team. */
export type BillingOf = { side: 'client' } | { side: 'team'; clientId: string };

/**
 * The subscription (plan, state, next charge). Read again when the window comes back into focus: the
 * client may have changed it in Stripe's portal in another tab.
 */
export function useBilling(of: BillingOf) {
  return useQuery({
    queryKey: of.side === 'client' ? paymentsKeys.billing.client : paymentsKeys.billing.team(of.clientId),
    queryFn: () =>
      expectOk(
        of.side === 'client'
          ? paymentsApi.GET('/client/billing')
          : paymentsApi.GET('/admin/clients/{clientId}/billing', { params: { path: { clientId: of.clientId } } }),
      ),
    refetchOnWindowFocus: true,
  });
}

/** The invoices, newest first, with the tax paid and the agency's GST/HST number. */
export function useInvoices(of: BillingOf) {
  return useQuery({
    queryKey: of.side === 'client' ? paymentsKeys.billing.clientInvoices : paymentsKeys.billing.teamInvoices(of.clientId),
    queryFn: () =>
      expectOk(
        of.side === 'client'
          ? paymentsApi.GET('/client/invoices')
          : paymentsApi.GET('/admin/clients/{clientId}/invoices', { params: { path: { clientId: of.clientId } } }),
      ),
    refetchOnWindowFocus: true,
  });
}

/**
 * Manage billing: a Stripe customer-portal session for the signed-in client's own customer, and this tab
 * goes there (the portal returns to the dashboard, which a fresh load reads again). The button stays busy
 * while the tab leaves.
 */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => expectOk(paymentsApi.POST('/client/billing-portal-sessions')),
    onSuccess: ({ url }) => leavePageFor(url),
  });
}
