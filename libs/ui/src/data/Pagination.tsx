import { useTranslation } from 'react-i18next';
import '../styles/components.css';
import './data.css';

/** Page numbers to show: the first, the last, and two around the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/**
 * Paging of a server-side list: "1–25 of 300" and the page buttons. Texts come from the caller
 * (`labels`), so every remote words it in its own dictionary; numbers follow the UI language.
 */
export function Pagination({
  page,
  perPage,
  total,
  onPage,
  labels,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  labels: { nav: string; previous: string; next: string; page: (n: number) => string; range: (from: number, to: number, total: number) => string };
}) {
  const { i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <nav className="dc-pagination" aria-label={labels.nav}>
      <span className="dc-pagination__range" aria-live="polite">
        {labels.range(from, to, total)}
      </span>
      {pages > 1 ? (
        <span className="dc-pagination__pages">
          <button type="button" className="dc-page-button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={labels.previous}>
            ‹
          </button>
          {pageWindow(page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap${i}`} className="dc-pagination__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={p}
                type="button"
                className="dc-page-button"
                aria-current={p === page ? 'page' : undefined}
                aria-label={labels.page(p)}
                onClick={() => onPage(p)}
              >
                {n(p)}
              </button>
            ),
          )}
          <button type="button" className="dc-page-button" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={labels.next}>
            ›
          </button>
        </span>
      ) : null}
    </nav>
  );
}
