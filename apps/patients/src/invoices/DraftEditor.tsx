import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceEdit, InvoiceLine, ShareInput } from '@dental/contracts';
import { isApiError } from '@dental/api-client';
import { useCan } from '@dental/auth';
import { centsToInput, parseEuros } from '@dental/domain-money';
import { Button, Card, FormItem, FormMessage, Input, Select, Textarea } from '@dental/ui';
import { useCatalogue } from '../data/invoices';

type Kind = 'service' | 'product';
interface LineDraft {
  key: string;
  kind: Kind;
  ref: string;
  name: string;
  count: string;
  discount: string;
  insurance: string;
  /** Kept as they came (the treated tooth, surfaces, the clinic's code, the agreed price). */
  keep: { price?: number; tooth?: number | null; sku_description?: string | null; sku_custom?: string | null };
}
interface PayerDraft {
  on: boolean;
  name: string;
  registration_number: string;
  vat_number: string;
  address: string;
}

/** A share as its field's text: "10%" for a percent, "5.00" for an amount. */
const shareText = (s: InvoiceLine['discount']): string => (!s ? '' : 'percent' in s ? `${s.percent}%` : centsToInput(s.cents));

function fromInvoice(invoice: Invoice): LineDraft[] {
  return [...invoice.services, ...invoice.products].map((l) => {
    const insurance = l.insurance && 'cents' in l.insurance ? centsToInput(l.insurance.cents) : '';
    return {
      key: l.uuid,
      kind: l.kind,
      ref: (l.kind === 'service' ? l.service_uuid : l.product_uuid) ?? '',
      name: l.name,
      count: String(l.count),
      // A discount spread from the invoice's own is not the line's: it stays in the invoice's field.
      discount: l.discount_from_invoice ? '' : shareText(l.discount),
      insurance,
      keep: l.kind === 'service' ? { price: l.price, tooth: l.tooth, sku_description: l.sku_description, sku_custom: l.sku_custom } : {},
    };
  });
}

/**
 * A share of the form (discount or insurance part): "10%" is a percent (0-100, two decimals),
 * anything else an amount in euros; null when empty, undefined when invalid.
 */
function share(text: string): ShareInput | null | undefined {
  const percent = /^\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*%\s*$/.exec(text);
  if (percent) {
    const value = Number(percent[1].replace(',', '.'));
    return value <= 100 ? { percent: value } : undefined;
  }
  const cents = parseEuros(text);
  return cents === null ? null : Number.isNaN(cents) ? undefined : { cents };
}

/**
 * A draft's lines and payer: services and products with quantity, a discount (amount or percent)
 * and the insurer's part; the invoice's own discount (amount or percent, for every line without one); the payer is the patient unless a company is named. Saving replaces the
 * lines (PATCH with the version read); the server recalculates every amount.
 */
export function DraftEditor({ invoice, busy, onSave }: { invoice: Invoice; busy: boolean; onSave: (body: InvoiceEdit) => Promise<unknown> }) {
  const { t } = useTranslation('invoices');
  const can = useCan();
  const id = useId();
  const serviceCatalogue = useCatalogue('services', can('service_settings_view'));
  const productCatalogue = useCatalogue('products', can('product_settings_view'));
  const [lines, setLines] = useState<LineDraft[]>(() => fromInvoice(invoice));
  const [payer, setPayer] = useState<PayerDraft>(() => ({
    on: !!invoice.payer,
    name: invoice.payer?.name ?? '',
    registration_number: invoice.payer?.registration_number ?? '',
    vat_number: invoice.payer?.vat_number ?? '',
    address: invoice.payer?.address ?? '',
  }));
  const [comment, setComment] = useState(invoice.comment ?? '');
  const [discount, setDiscount] = useState(() => shareText(invoice.discount));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ service: string; product: string }>({ service: '', product: '' });

  useEffect(() => {
    setLines(fromInvoice(invoice));
    setDiscount(shareText(invoice.discount));
    setErrors({});
    // The saved answer (a new version) becomes the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invoice.version]);

  const patch = (key: string, change: Partial<LineDraft>) => setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const add = (kind: Kind, ref: string) => {
    const item = kind === 'service' ? serviceCatalogue.data?.find((s) => s.uuid === ref) : productCatalogue.data?.find((p) => p.uuid === ref);
    if (!item) return;
    setLines((ls) => [...ls, { key: `new-${Date.now()}-${ls.length}`, kind, ref, name: item.name, count: '1', discount: '', insurance: '', keep: {} }]);
    setAdding((a) => ({ ...a, [kind]: '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    const serviceLines: NonNullable<InvoiceEdit['services']> = [];
    const productLines: NonNullable<InvoiceEdit['products']> = [];
    const invoiceDiscount = share(discount);
    if (invoiceDiscount === undefined) found['invoice-discount'] = t('lines.invalid_discount');
    const body: InvoiceEdit = {
      services: serviceLines,
      products: productLines,
      discount: invoiceDiscount ?? null,
      comment: comment.trim() || null,
      version: invoice.version,
      payer: null,
    };
    for (const l of lines) {
      const count = Number(l.count.replace(',', '.'));
      if (!(count > 0)) found[`${l.key}-count`] = t('lines.invalid_count');
      const discount = share(l.discount);
      if (discount === undefined) found[`${l.key}-discount`] = t('lines.invalid_discount');
      const insurance = l.insurance.includes('%') ? undefined : share(l.insurance);
      if (insurance === undefined) found[`${l.key}-insurance`] = t('lines.invalid_amount');
      if (l.kind === 'service') serviceLines.push({ service_uuid: l.ref, count, discount: discount ?? null, insurance: insurance ?? null, ...l.keep });
      else productLines.push({ product_uuid: l.ref, count, discount: discount ?? null, insurance: insurance ?? null });
    }
    if (payer.on) {
      for (const field of ['name', 'registration_number', 'address'] as const) if (!payer[field].trim()) found[`payer-${field}`] = t('errors:is_required');
      body.payer = { name: payer.name.trim(), registration_number: payer.registration_number.trim(), vat_number: payer.vat_number.trim() || null, address: payer.address.trim(), country: 'LV' };
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setRefusal(null);
    try {
      await onSave(body);
    } catch (failure) {
      if (isApiError(failure) && failure.status < 500) setRefusal(failure.message);
    }
  };
  const f = (name: string) => `${id}-${name}`;

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={t('titles.draft')}>
        <h2 className="dc-card__title">{t('titles.lines')}</h2>
        {refusal ? <FormMessage>{refusal}</FormMessage> : null}
        {Object.keys(errors).length ? <FormMessage>{t('errors:form_invalid')}</FormMessage> : null}
        {lines.map((l) => (
          <fieldset key={l.key} className="inv-line-form" aria-label={l.name}>
            <span className="inv-line-form__name">
              {l.name} <small>({t(`lines.${l.kind}`)})</small>
            </span>
            <FormItem label={t('lines.count')} htmlFor={f(`${l.key}-count`)} error={errors[`${l.key}-count`]}>
              <Input id={f(`${l.key}-count`)} inputMode="decimal" value={l.count} invalid={!!errors[`${l.key}-count`]} onChange={(e) => patch(l.key, { count: e.target.value })} />
            </FormItem>
            <FormItem label={t('lines.discount')} htmlFor={f(`${l.key}-discount`)} error={errors[`${l.key}-discount`]}>
              <Input id={f(`${l.key}-discount`)} inputMode="decimal" value={l.discount} invalid={!!errors[`${l.key}-discount`]} onChange={(e) => patch(l.key, { discount: e.target.value })} />
            </FormItem>
            <FormItem label={t('lines.insurance')} htmlFor={f(`${l.key}-insurance`)} error={errors[`${l.key}-insurance`]}>
              <Input id={f(`${l.key}-insurance`)} inputMode="decimal" value={l.insurance} invalid={!!errors[`${l.key}-insurance`]} onChange={(e) => patch(l.key, { insurance: e.target.value })} />
            </FormItem>
            <Button variant="ghost" aria-label={t('lines.remove', { name: l.name })} onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}>
              ✕
            </Button>
          </fieldset>
        ))}
        <div className="inv-add">
          {serviceCatalogue.data ? (
            <label className="inv-field" htmlFor={f('add-service')}>
              <span>{t('lines.add_service')}</span>
              <Select
                id={f('add-service')}
                value={adding.service}
                placeholder={t('lines.choose')}
                options={serviceCatalogue.data.map((s) => ({ value: s.uuid, label: s.name }))}
                onChange={(e) => add('service', e.target.value)}
              />
            </label>
          ) : null}
          {productCatalogue.data ? (
            <label className="inv-field" htmlFor={f('add-product')}>
              <span>{t('lines.add_product')}</span>
              <Select
                id={f('add-product')}
                value={adding.product}
                placeholder={t('lines.choose')}
                options={productCatalogue.data.map((p) => ({ value: p.uuid, label: p.name }))}
                onChange={(e) => add('product', e.target.value)}
              />
            </label>
          ) : null}
        </div>

        <FormItem label={t('invoice.discount')} htmlFor={f('invoice-discount')} error={errors['invoice-discount']} hint={t('invoice.discount_hint')}>
          <Input
            id={f('invoice-discount')}
            inputMode="decimal"
            className="inv-count"
            value={discount}
            invalid={!!errors['invoice-discount']}
            onChange={(e) => setDiscount(e.target.value)}
          />
        </FormItem>

        <h2 className="dc-card__title">{t('titles.payer')}</h2>
        <fieldset className="inv-choice">
          <legend className="dc-visually-hidden">{t('titles.payer')}</legend>
          <label className="dc-checkbox">
            <input type="radio" name={f('payer')} checked={!payer.on} onChange={() => setPayer((p) => ({ ...p, on: false }))} />
            <span>{t('payer.patient')}</span>
          </label>
          <label className="dc-checkbox">
            <input type="radio" name={f('payer')} checked={payer.on} onChange={() => setPayer((p) => ({ ...p, on: true }))} />
            <span>{t('payer.company')}</span>
          </label>
        </fieldset>
        {payer.on ? (
          <div className="inv-payer">
            {(['name', 'registration_number', 'vat_number', 'address'] as const).map((field) => (
              <FormItem key={field} label={t(`payer.${field}`)} htmlFor={f(`payer-${field}`)} error={errors[`payer-${field}`]} required={field !== 'vat_number'}>
                <Input id={f(`payer-${field}`)} value={payer[field]} invalid={!!errors[`payer-${field}`]} onChange={(e) => setPayer((p) => ({ ...p, [field]: e.target.value }))} />
              </FormItem>
            ))}
          </div>
        ) : null}
        <FormItem label={t('invoice.comment')} htmlFor={f('comment')}>
          <Textarea id={f('comment')} value={comment} onChange={(e) => setComment(e.target.value)} />
        </FormItem>
        <div className="inv-actions">
          <Button type="submit" disabled={busy}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
