import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@agency/contracts/openapi/messaging';
import { ApiError, expectOk } from '../shared/api/expectOk';
import { messagingApi } from './messagingClient';
import { messagingKeys } from './messagingKeys';
import type { Meeting } from './thread';

export type BookingSlot = components['schemas']['BookingSlot'];
export type MeetingChange = components['schemas']['MeetingChange'];

/** The slots the client can book, read while the booking dialog is open. */
export function useBookingSlots(open: boolean) {
  return useQuery({
    queryKey: messagingKeys.slots(),
    queryFn: () => expectOk(messagingApi.GET('/client/meetings/slots')),
    enabled: open,
    retry: false,
  });
}

const clientThread = { side: 'client' } as const;

/** After a booking changes: the client's meetings and the free slots are read again (the socket brings the meeting too). */
function useReloadBookings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagingKeys.meetings(clientThread) }),
      queryClient.invalidateQueries({ queryKey: messagingKeys.slots() }),
    ]);
}

/** The client books a slot, or moves its booked call (`meetingId`) to one. */
export function useBookCall(meetingId?: string) {
  const reload = useReloadBookings();
  return useMutation<Meeting, unknown, string>({
    mutationFn: (startsAt) =>
      meetingId
        ? expectOk(
            messagingApi.POST('/client/meetings/bookings/{meetingId}/reschedule', {
              params: { path: { meetingId } },
              body: { startsAt },
            }),
          )
        : expectOk(messagingApi.POST('/client/meetings/bookings', { body: { startsAt } })),
    onSettled: () => void reload(),
  });
}

/** The client cancels its booked call. */
export function useCancelBooking() {
  const reload = useReloadBookings();
  return useMutation<Meeting, unknown, string>({
    mutationFn: (meetingId) =>
      expectOk(messagingApi.POST('/client/meetings/bookings/{meetingId}/cancel', { params: { path: { meetingId } } })),
    onSettled: () => void reload(),
  });
}

/** The team changes one of a client's meetings. */
export const updateMeeting = (clientId: string, meetingId: string, change: MeetingChange) =>
  expectOk(
    messagingApi.PATCH('/admin/clients/{clientId}/meetings/{meetingId}', {
      params: { path: { clientId, meetingId } },
      body: change,
    }),
  );

/** The team's meetings of a client are read again after a change (the socket brings it too). */
export function useReloadTeamMeetings(clientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagingKeys.meetings({ side: 'team', clientId }) });
}

/** The team cancels one of a client's meetings. */
export function useCancelMeeting(clientId: string) {
  const reload = useReloadTeamMeetings(clientId);
  return useMutation<Meeting, unknown, string>({
    mutationFn: (meetingId) =>
      expectOk(
        messagingApi.POST('/admin/clients/{clientId}/meetings/{meetingId}/cancel', { params: { path: { clientId, meetingId } } }),
      ),
    onSettled: () => void reload(),
  });
}

/** The API error's code, when the failure is one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = (error.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
