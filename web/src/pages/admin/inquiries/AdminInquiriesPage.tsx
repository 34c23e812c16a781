import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Seo } from '../../../seo/Seo';
import { inquiryStatuses, statusLabel, type InquiryStatus } from './inquiryStatus';
import { InquiryTable } from './InquiryTable';
import { INQUIRIES_PAGE_SIZE, useInquiryPage } from './useInquiries';
import '../admin.css';

export const SEARCH_DEBOUNCE_MS = 300;

export function AdminInquiriesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InquiryStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError } = useInquiryPage({ status, q, page });

  const pageCount = data ? Math.max(1, Math.ceil(data.total / INQUIRIES_PAGE_SIZE)) : 1;

  return (
    <section className="page container">
      <Seo title="Solution Inquiries" description="Strategy-call and stage inquiries from the website." noIndex />
      <div className="admin-header">
        <div>
          <Link to="/admin/dashboard" className="back-link">
            ← Back to Dashboard
          </Link>
          <h1>Solution Inquiries</h1>
        </div>
      </div>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="inquiry-search">Search inquiries</label>
          <input
            id="inquiry-search"
            type="search"
            placeholder="Name or email"
            maxLength={200}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="inquiry-status">Filter by status</label>
          <select
            id="inquiry-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InquiryStatus | 'all');
              setPage(1);
            }}
          >
            <option value="all">All</option>
            {inquiryStatuses.map((option) => (
              <option key={option} value={option}>
                {statusLabel(option)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending && (
        <p className="page-status" role="status">
          Loading inquiries...
        </p>
      )}
      {!isPending && isError && !data && <p className="empty-state">Inquiries could not be loaded.</p>}
      {data && data.items.length === 0 && <p className="empty-state">No inquiries found</p>}
      {data && data.items.length > 0 && <InquiryTable inquiries={data.items} />}

      {data && data.total > INQUIRIES_PAGE_SIZE && (
        <nav className="pagination" aria-label="Pagination">
          <button
            type="button"
            className="button button-outline"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            Previous
          </button>
          <p aria-live="polite">
            Showing page {page} of {pageCount}
          </p>
          <button
            type="button"
            className="button button-outline"
            disabled={page >= pageCount}
            onClick={() => setPage((current) => current + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
