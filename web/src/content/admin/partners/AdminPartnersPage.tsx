import { RecordScreen } from '../../../shared/ui/records/RecordScreen';
import { partnerKind } from './partnerKind';

/**
 * /admin/partners: every partner, active or not, searched and paged. Admins add, edit, switch on or off and
 * delete them (the services refuse anyone else); members see the list.
 */
export function AdminPartnersPage() {
  return <RecordScreen kind={partnerKind} title="page.partners.title" description="page.partners.description" />;
}
