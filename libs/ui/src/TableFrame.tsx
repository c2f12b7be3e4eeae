import type { ReactNode } from 'react';
import './styles/components.css';

/**
 * The frame of a data table: the scrolling wrapper, a caption for screen readers and one header
 * row (`head`: the `<th>` cells); `children` are the table's `<tbody>` sections.
 */
export function TableFrame({ caption, head, children, className, wrapClassName }: { caption?: ReactNode; head: ReactNode; children: ReactNode; className?: string; wrapClassName?: string }) {
  return (
    <div className={wrapClassName ? `dc-table-wrap ${wrapClassName}` : 'dc-table-wrap'}>
      <table className={className ? `dc-table ${className}` : 'dc-table'}>
        {caption ? <caption className="dc-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>{head}</tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
