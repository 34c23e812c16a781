import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '../../auditClient';
import { auditKeys } from '../../auditKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { useFailureToast } from '../../../shared/api/useFailureToast';
import { t } from '../../../shared/i18n/messages';
import { fromZoneInput } from '../../../shared/lib/viewerTime';
import { downloadCsv } from '../../../shared/admin/exportCsv';

export const ACTIVITY_PAGE_SIZE = 25;

/** The screen's filters as its controls hold them: '' for any; dates as the date inputs give them (yyyy-mm-dd). */
export interface ActivityFilters {
  actorId: string;
  subjectType: string;
  from: string;
  to: string;
}

/** The start of a calendar day in the viewer's zone (the zone the table's times are in), as the moment the API takes. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year!, month! - 1, date! + plusDays)).toISOString().slice(0, 10);
  return fromZoneInput(`${shifted}T00:00`);
};

/** The filters as the API takes them: nothing for 'any', and the 'to' day counted whole (up to the next day's start). */
export const activityQuery = ({ actorId, subjectType, from, to }: ActivityFilters) => ({
  actorId: actorId || undefined,
  subjectType: subjectType || undefined,
  from: from ? startOfDay(from) : undefined,
  to: to ? startOfDay(to, 1) : undefined,
});

/** A range whose first day is after its last: nothing to ask the record for. */
export const rangeBackwards = ({ from, to }: ActivityFilters) => Boolean(from && to && from > to);

export function useActivityPage(filters: ActivityFilters & { page: number }) {
  const query = useQuery({
    queryKey: auditKeys.activity.page(filters),
    enabled: !rangeBackwards(filters),
    queryFn: () =>
      expectOk(
        auditApi().GET('/activity', {
          params: { query: { ...activityQuery(filters), page: filters.page, pageSize: ACTIVITY_PAGE_SIZE } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  useFailureToast(query, t('activity.fetchFailed'));
  return query;
}

/** Everyone the record has seen act, for the person filter. */
export function useActivityPeople() {
  return useQuery({
    queryKey: auditKeys.activity.people,
    queryFn: () => expectOk(auditApi().GET('/activity/people')),
  });
}

/** What the filters select, every page of it, as a CSV file the browser saves. */
export const exportActivity = (filters: ActivityFilters) =>
  downloadCsv(auditApi().GET('/activity/export', { params: { query: activityQuery(filters) }, parseAs: 'blob' }), 'activity.csv');
