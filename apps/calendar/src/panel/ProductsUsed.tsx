import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@dental/contracts';
import { useCan } from '@dental/auth';
import { Button, FormItem, Input, Select } from '@dental/ui';
import { toastFailure } from '../data/appointments';
import { useProductChoices, useProductsUsed, useProductsUsedWrite } from '../data/invoices';

/** In the room (7) or ended (8): products used may still change (the server also refuses once invoiced). */
const OPEN = new Set<number>([7, 8]);
/** A count as typed ("1", "0,5"): a positive number with at most 3 decimals, else null. */
const parseCount = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return Number.isFinite(value) && value > 0 && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6 ? value : null;
};

/**
 * The products used in a started or ended appointment (issue 13): listed with patients_invoices_view,
 * added and removed with invoices_edit while the appointment is in the room or ended. The
 * appointment's invoice draft bills them as product lines. Products are offered from the price
 * list (product_settings_view, like the booking's services).
 */
export function ProductsUsed({ appointment }: { appointment: Appointment | null }) {
  const { t } = useTranslation('calendar');
  const can = useCan();
  const id = useId();
  const visible = !!appointment && appointment.status >= 7 && can('patients_invoices_view');
  const uuid = appointment?.uuid ?? '';
  const used = useProductsUsed(uuid, visible);
  const editable = visible && OPEN.has(appointment.status) && can('invoices_edit');
  const choices = useProductChoices(editable && can('product_settings_view'));
  const write = useProductsUsedWrite(uuid);
  const [product, setProduct] = useState('');
  const [count, setCount] = useState('1');
  const [error, setError] = useState<string | null>(null);
  if (!visible) return null;

  const add = () => {
    const value = parseCount(count);
    if (!product || value === null) {
      setError(!product ? t('products_used.product_required') : t('products_used.count_invalid'));
      return;
    }
    setError(null);
    write.add.mutate(
      { product_uuid: product, count: value },
      {
        onSuccess: () => {
          setProduct('');
          setCount('1');
        },
        onError: (failure) => toastFailure(failure, t('products_used.failed')),
      },
    );
  };

  const items = used.data ?? [];
  return (
    <section className="cal-products-used" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="cal-hint">
        {t('products_used.title')}
      </h3>
      {items.length ? (
        <ul className="cal-products-used__list">
          {items.map((item) => (
            <li key={item.uuid}>
              <span>{t('products_used.item', { name: item.name, count: item.count, unit: item.unit })}</span>
              {editable ? (
                <Button
                  variant="ghost"
                  disabled={write.remove.isPending}
                  aria-label={t('products_used.remove', { name: item.name })}
                  onClick={() => write.remove.mutate(item, { onError: (failure) => toastFailure(failure, t('products_used.failed')) })}
                >
                  ✕
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="cal-hint">{used.isLoading ? t('products_used.loading') : t('products_used.none')}</p>
      )}
      {editable && choices.data ? (
        // A form inside the booking form is not allowed: the add row is a group with its own button.
        <div className="cal-products-used__add" role="group" aria-label={t('products_used.add')}>
          <FormItem label={t('products_used.product')} htmlFor={`${id}-product`} error={error}>
            <Select
              id={`${id}-product`}
              value={product}
              placeholder={t('products_used.choose')}
              options={choices.data.map((choice) => ({ value: choice.uuid, label: choice.name }))}
              onChange={(event) => setProduct(event.target.value)}
            />
          </FormItem>
          <FormItem label={t('products_used.count')} htmlFor={`${id}-count`}>
            <Input id={`${id}-count`} inputMode="decimal" value={count} onChange={(event) => setCount(event.target.value)} />
          </FormItem>
          <Button variant="secondary" disabled={write.add.isPending} onClick={add}>
            {t('products_used.add')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
