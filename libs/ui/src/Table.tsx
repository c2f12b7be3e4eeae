import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableFrame } from './TableFrame';
import './styles/components.css';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
}

/** A plain data table; rows marked disabled are dimmed (spec: rows disabled with reduced opacity). */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
  isDisabled,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  caption?: string;
  empty?: ReactNode;
  isDisabled?: (row: T) => boolean;
}) {
  const { t } = useTranslation('ui');
  return (
    <TableFrame
      caption={caption}
      head={columns.map((c) => (
        <th key={c.key} scope="col">
          {c.header}
        </th>
      ))}
    >
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty ?? t('table.empty')}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} data-disabled={isDisabled?.(row) ? 'true' : undefined}>
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </TableFrame>
  );
}
