import { Controller, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  appointmentProductAnswerSchema,
  appointmentProductCreateSchema,
  appointmentProductParamsSchema,
  appointmentProductsAnswerSchema,
  appointmentProductsParamsSchema,
  invoiceVersionQuerySchema,
  type AppointmentProductCreate,
  INVOICE_ROUTES,
} from '@dental/contracts';
import { Access, CurrentAuth, ZodAnswer, ZodBody, ZodParams, ZodQuery, type AuthSession, Endpoint } from '@dental/server-core';
import { InvoiceAudit } from '../invoices/invoice-audit.js';
import { toAppointmentProduct } from './products-used.mapper.js';
import { ProductsUsedService } from './products-used.service.js';

type AppointmentParams = { appointment_uuid: string };

/**
 * /api/invoices/appointments/{appointment_uuid}/products: the products used in an appointment.
 * Read with patients_invoices_view, written with invoices_edit; each call is recorded on the
 * appointment's patient's audit trail.
 */
@ApiTags('invoices')
@Controller()
export class ProductsUsedController {
  constructor(
    private readonly productsUsed: ProductsUsedService,
    private readonly audit: InvoiceAudit,
  ) {}

  @Endpoint(INVOICE_ROUTES.productsUsed)
  @Access('patients_invoices_view')
  @ZodAnswer(appointmentProductsAnswerSchema)
  async index(@CurrentAuth() auth: AuthSession, @ZodParams(appointmentProductsParamsSchema) { appointment_uuid }: AppointmentParams) {
    const { appointment, items } = await this.productsUsed.list(appointment_uuid);
    await this.audit.recordPatient(appointment.patient.uuid, 'read', auth, 'products_used', { appointment: appointment.uuid });
    return { data: items.map(toAppointmentProduct) };
  }

  @Endpoint(INVOICE_ROUTES.addProductUsed)
  @HttpCode(201)
  @Access('invoices_edit')
  @ZodAnswer(appointmentProductAnswerSchema, 201)
  async create(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(appointmentProductsParamsSchema) { appointment_uuid }: AppointmentParams,
    @ZodBody(appointmentProductCreateSchema) body: AppointmentProductCreate,
  ) {
    const { appointment, used } = await this.productsUsed.add(appointment_uuid, body, auth);
    await this.audit.recordPatient(appointment.patient.uuid, 'create', auth, 'products_used', { appointment: appointment.uuid, product_used: used.item.uuid });
    return { data: toAppointmentProduct(used) };
  }

  @Endpoint(INVOICE_ROUTES.removeProductUsed)
  @HttpCode(204)
  @Access('invoices_edit')
  async remove(
    @CurrentAuth() auth: AuthSession,
    @ZodParams(appointmentProductParamsSchema) params: AppointmentParams & { uuid: string },
    @ZodQuery(invoiceVersionQuerySchema) { version }: { version: number },
  ) {
    const { appointment, item } = await this.productsUsed.remove(params.appointment_uuid, params.uuid, version);
    await this.audit.recordPatient(appointment.patient.uuid, 'delete', auth, 'products_used', { appointment: appointment.uuid, product_used: item.uuid });
  }
}
