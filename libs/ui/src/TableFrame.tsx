import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';
import './styles/components.css';

/**
 * The frame of a data table: the scrolling wrapper (TableScroll, named by the caption), a caption
 * for screen readers and one header row (`head`: the `<th>` cells); `children` are the table's
 * `<tbody>` sections.
 */
export function TableFrame({ caption, head, children, className, wrapClassName }: { caption?: ReactNode; head: ReactNode; children: ReactNode; className?: string; wrapClassName?: string }) {
  return (
    <TableScroll label={typeof caption === 'string' ? caption : undefined} className={wrapClassName}>
      <table className={className ? `dc-table ${className}` : 'dc-table'}>
        {caption ? <caption className="dc-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>{head}</tr>
        </thead>
        {children}
      </table>
    </TableScroll>
  );
}
