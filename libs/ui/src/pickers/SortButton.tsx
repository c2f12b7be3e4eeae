import type { ReactNode } from 'react';
import './pickers.css';

export type SortOrder = 'asc' | 'desc';

/**
 * A sortable column header's button: shows the column's label and, when it is the sorted column,
 * the direction. A click sorts by it ascending, or flips the direction when it already is.
 */
export function SortButton({
  label,
  active,
  order,
  onSort,
  title,
}: {
  label: ReactNode;
  active: boolean;
  order: SortOrder;
  onSort: (order: SortOrder) => void;
  /** The accessible description, e.g. "Sort by Name". */
  title: string;
}) {
  return (
    <button
      type="button"
      className={`dc-sort${active ? ' dc-sort--active' : ''}`}
      title={title}
      aria-pressed={active}
      data-order={active ? order : undefined}
      onClick={() => onSort(active && order === 'asc' ? 'desc' : 'asc')}
    >
      {label}
      <span className="dc-sort__arrow" aria-hidden="true">
        {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}
