import { Module } from '@nestjs/common';

/** Placeholder replaced below. */
@Module({})
export class BillingModule {}
