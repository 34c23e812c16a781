import adminTable from '../../shared/admin/adminTable.module.css';

interface LeadContactProps {
  name: string;
  email: string;
  /** Left out where the lead gave none. */
  phone?: string | null;
  onOpen: () => void;
}

/** A lead list's first cell: the name that opens the whole lead, and the e-mail and phone to reach them by. */
export function LeadContact({ name, email, phone, onOpen }: LeadContactProps) {
  return (
    <>
      <button type="button" className={adminTable.open} aria-haspopup="dialog" onClick={onOpen}>
        {name}
      </button>
      <a className={adminTable.contactLine} href={`mailto:${email}`}>
        {email}
      </a>
      {phone && (
        <a className={adminTable.contactLine} href={`tel:${phone}`}>
          {phone}
        </a>
      )}
    </>
  );
}
